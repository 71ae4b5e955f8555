import Foundation
import TypeaheadCore
import TypeaheadEngine
import TypeaheadPostgres
import TypeaheadServices
import TypeaheadStorage

/// A form ready for a window: loaded, with where its entries go and what
/// the app remembers of it (draft, history). The one opening sequence, for
/// the file on the command line and for files opened from a window.
@MainActor
public struct ReadyForm {
    public let form: LoadedForm
    public let storage: FileStorage
    public let remembered: DraftsAndHistory
    /// The fields the person hid from the form's entries list.
    public let columnChoice: EntriesColumnChoice?
    /// Answers the fields of data files; it starts reading and indexing
    /// them at once, on a background thread, while GTK starts and the
    /// window is built.
    public let matcher: LocalMatcher
    /// The app's cache and trace.
    public let services: AppServices
    /// The entries file the window saves to and lists (nil: standard output).
    public let entriesPath: String?
    /// The number a new entry's `auto` counter starts at (`EntryCounter`).
    public let firstNumber: Int
    /// The window opens on the entries (an entries file was opened).
    public let opensOnEntries: Bool
    /// Why the entries cannot be changed: their form is gone, and the window shows them alone.
    public let readOnlyReason: String?
    /// The file opened: the form or data file, or the entries file.
    public let openedPath: String
    /// The team's server, when entries go to PostgreSQL (through a local journal).
    public let team: TeamEntriesSync?

    /// `output` is `--output` (nil: the entries file opened, or the form's
    /// own file under `$XDG_DATA_HOME`); `environment` says where the
    /// user's files live (`AppPaths`).
    public init(file: OpenedFile, output: String? = nil, services: AppServices,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let form = file.form, path = file.formPath
        self.form = form
        self.services = services
        opensOnEntries = file.entries != nil
        readOnlyReason = file.readOnlyReason
        openedPath = file.entries ?? path
        matcher = LocalMatcher(sources: form.sources, services: services)
        matcher.buildIndexes(first: LocalMatcher.columnsInFieldOrder(form.spec))
        // main.swift has refused a bad --output postgresql://… already.
        let target = file.entries == nil ? try? TeamMode.target(output: output, form: form.spec) : nil
        let writer: SubmissionWriter
        if let target {
            // Team mode: every entry goes to a journal of the app's own first.
            let journal = TeamMode.journal(forForm: path, target: target, environment: environment)
            let clerk = TeamMode.clerk(of: target)
            writer = SubmissionWriter(destination: .file(journal), form: SubmittedForm(form.spec), isFormsOwnFile: true,
                                      enteredBy: clerk)
            team = TeamEntriesSync(target: target, journal: journal,
                                   teamEntries: TeamMode.teamEntries(forJournal: journal, environment: environment),
                                   clerk: clerk, warn: warn)
        } else {
            let entries = output ?? file.entries ?? AppPaths.defaultOutput(forForm: path, environment: environment)
            // Each line says who keyed it, for the operator statistics (`typeahead stats`).
            writer = SubmissionWriter(outputArgument: entries, form: SubmittedForm(form.spec),
                                      isFormsOwnFile: output == nil && file.entries == nil, enteredBy: services.keyer)
            team = nil
        }
        if let team { entriesPath = team.entriesPath }
        else if case .file(let entries) = writer.destination { entriesPath = entries } else { entriesPath = nil }
        let counter = form.spec.fields.first { $0.auto == .counter }
        if let counter, let entriesPath {
            firstNumber = EntryCounter.firstNumber(field: counter.id, entriesPath: entriesPath)
        } else {
            firstNumber = 1
        }
        if output == nil || target != nil, let folder = writer.folder {
            // The default location is ours to create; a chosen one is not.
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        remembered = DraftsAndHistory(formPath: form.spec.path, output: writer, environment: environment)
        remembered.notices.forEach(warn)
        let team = team
        columnChoice = form.spec.path.map { EntriesColumnChoice(formPath: $0, environment: environment) }
        storage = FileStorage(writer: writer, drafts: remembered.drafts, histories: remembered.histories,
                              columnChoice: columnChoice, appended: { team?.lineAppended() })
    }

    /// Reads the file and checks the form: its sources and columns, and its
    /// rules (`FormRules`), whose errors are the core's to find. A
    /// PostgreSQL source with no copy yet is fetched first (TypeaheadPostgres).
    nonisolated public static func open(path: String, deferringFrom minimumSize: Int64? = nil,
                            services: AppServices) throws(LoadError) -> OpenedFile {
        try PostgresSources.prepareCopies(forForm: path)
        let file = try OpenedFile.open(path: path, deferringFrom: minimumSize, services: services)
        _ = try FormRules(file.form.spec, words: services.words)
        return file
    }

    /// Reads and checks the file on a background thread, so that a large
    /// file never stops the window; `done` runs on the main actor.
    public static func load(path: String, services: AppServices,
                     done: @escaping @MainActor (Result<OpenedFile, LoadError>) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            let result: Result<OpenedFile, LoadError>
            do throws(LoadError) {
                result = .success(try open(path: path, services: services))
            } catch {
                result = .failure(error)
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { done(result) } }
        }
    }
}
