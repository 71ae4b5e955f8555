import Foundation
import Gtk
import TypeaheadEngine
import TypeaheadLaunch
import TypeaheadPostgres
import TypeaheadStorage
import TypeaheadForms

// Everything that can go wrong with the command line or the files is found
// here, before any window opens: one line on standard error, exit status 2
// (and, for a file launched from the desktop, a window saying it).
// (A large data file's rows are read after the window shows; a malformed
// row found then ends the program the same way, see TypeaheadApp.loadFailed.)

func fail(_ message: String) -> Never {
    warn(message)
    exit(ExitStatus.refused.rawValue)
}

// The locale and the translations first: every message below is the person's language's.
Translation.start(localeDirectory: Translation.localeDirectory(executable: AppPaths.executable))

let command: LaunchCommand
do {
    command = try LaunchCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error.message)\n\(LaunchCommand.usage)")
}
// Read: a password in a PostgreSQL URI leaves the process list (`ps`) now.
ArgumentPasswords.hideInProcessArguments()

switch command {
case .help:
    print(LaunchCommand.usage)
case .version:
    print("typeahead \(AppPaths.version)")
case .export(let file, let format, let output):
    do {
        try ExportRequest.resolve(file: file).run(format: format, output: output)
    } catch let error as LoadError {
        fail(error.description)
    } catch {
        fail("\(error)")
    }
case .stats(let file, let csv):
    do {
        let statistics = try KeyerStatistics.read(path: ExportRequest.resolve(file: file).entriesPath)
        print(csv ? statistics.csv : statistics.table, terminator: csv ? "" : "\n")
    } catch {
        fail(error.description)
    }
case .open, .verify:
    let (file, output, allowsOutside, verifying) = command.window!
    guard let path = file ?? AppPaths.demoForm(executable: AppPaths.executable) else {
        // TRANSLATORS: on standard error; TYPEAHEAD_DATA_DIR (an environment variable) and demo.form.json (a file) stay as they are.
        fail(translated("the bundled demo form was not found; set TYPEAHEAD_DATA_DIR to the folder of demo.form.json"))
    }
    if let output, PostgresAddress.isURI(output) {
        do throws(PostgresAddressError) {
            _ = try TeamEntriesSpec.fromOutputArgument(output)
        } catch {
            fail(error.message)
        }
    }
    // Large data files and their indexes are kept mapped between runs;
    // times are on the clock GNOME Settings chose, else the locale's.
    let services = AppServices.forApp(allowsOutside: allowsOutside,
                                      desktopClock: DesktopSettings.string(schema: "org.gnome.desktop.interface", key: "clock-format")
                                          .flatMap(ClockStyle.init(desktopSetting:)))
    func open() throws(LoadError) -> OpenedFile {
        // A large data file has only its header read here: the window shows
        // at once and the rows are read and indexed behind it.
        return try ReadyForm.open(path: path, deferringFrom: DataFileLoader.deferredFileSize, services: services)
    }
    let opening: OpenedFile
    do throws(LoadError) {
        do throws(LoadError) {
            opening = try open()
        } catch where !error.outsideFiles.isEmpty && MainActor.assumeIsolated({ OutsideFilesQuestion.canAsk }) {
            // Data files outside the form's folder: read once the person allows it.
            guard MainActor.assumeIsolated({ OutsideFilesQuestion.askAtStart(formPath: error.path, files: error.outsideFiles) }) else {
                fail(error.description)
            }
            do {
                try services.outside.allow(error.outsideFiles, forForm: error.path)
            } catch {
                warn(error.description)
            }
            opening = try open()
        }
    } catch {
        error.lines.forEach(warn)
        if StartFailureReport.showsWindow(environment: ProcessInfo.processInfo.environment,
                                          standardErrorIsTerminal: isatty(STDERR_FILENO) == 1) {
            MainActor.assumeIsolated { StartFailureWindow.show(OpenFailure(error)) }
        }
        exit(ExitStatus.refused.rawValue)
    }
    let exitStatus = MainActor.assumeIsolated {
        let opened = ReadyForm(file: opening, output: output, services: services)
        return TypeaheadApp(first: opened, firstPath: file, verifying: verifying).run()
    }
    // The windows are gone: a cache file being written lands (the next
    // launch opens from it), which nobody waits for.
    services.cache?.finishWrites(within: .seconds(20))
    exit(exitStatus)
}
