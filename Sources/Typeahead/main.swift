import Foundation
import TypeaheadCore

// Everything that can go wrong with the command line or the files is found
// here, before any window opens: one line on standard error, exit status 2.

func fail(_ message: String) -> Never {
    warn(message)
    exit(2)
}

let command: LaunchCommand
do {
    command = try LaunchCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error.message)\n\(LaunchCommand.usage)")
}

switch command {
case .help:
    print(LaunchCommand.usage)
case .version:
    print("typeahead \(AppPaths.version)")
case .open(let file, let output):
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    guard let path = file ?? AppPaths.demoForm(executable: executable) else {
        fail("the bundled demo form was not found; set TYPEAHEAD_DATA_DIR to the folder of demo.form.json")
    }
    let form: LoadedForm
    do {
        form = try FormOpener.open(path: path)
    } catch {
        fail(error.description)
    }
    let writer = SubmissionWriter(outputArgument: output ?? AppPaths.defaultOutput(forForm: path),
                                  form: SubmittedForm(form.spec))
    if output == nil, case .file(let path) = writer.destination {
        // The default location is ours to create; a chosen one is not.
        try? FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
    }
    let memory = FormMemory(formPath: form.spec.path)
    let exitStatus = MainActor.assumeIsolated {
        let storage = FileStorage(writer: writer, drafts: memory.drafts, histories: memory.histories)
        return TypeaheadApp(form: form, storage: storage, memory: memory).run()
    }
    exit(exitStatus)
}
