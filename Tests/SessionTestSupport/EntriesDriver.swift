import Foundation
import Testing
@testable import FormTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// The entries view and the form of one window, as the window's parts
/// (`WindowSession`), over a real entries file: the form's saves and the view's
/// deletions are appended to it, and the view reads it back. Slow work
/// (reading, searching) runs at once, unless `holdsWork` keeps it for `finishWork()`.
@MainActor
final class EntriesDriver: EntriesView {
    let form: FormDriver
    let entries: EntriesSession
    let parts: WindowSession
    let path: String
    let work = InlineEntriesWork()
    var lastState: EntriesViewState?

    init(_ loaded: LoadedForm = TestForms.tripForm(), path: String? = nil, readOnly: String? = nil,
         now: Date = Date(timeIntervalSince1970: 1_800_000_000), readsWholeBelow: Int = 4 << 20) {
        self.path = path ?? TestForms.folder().appendingPathComponent("trip.entries.jsonl").path
        // A form with an `identity` asks the entries file, as the window does.
        let path = self.path
        form = FormDriver(loaded, identities: loaded.spec.identity.isEmpty ? nil
            : EntryIdentityIndex(path: path, fieldIDs: loaded.spec.identity.map { loaded.spec.fields[$0].id }))
        form.storage.writer = SubmissionWriter(outputArgument: self.path, form: SubmittedForm(loaded.spec))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        entries = EntriesSession(path: self.path, machine: EntriesMachine(columns: EntriesColumns(spec: loaded.spec, clockStyle: .ofLocale()), readOnlyReason: readOnly,
                                                                       asksReasonForDeletion: loaded.spec.asksReasonForChange),
                                 storage: readOnly == nil ? form.storage : nil, work: work, clock: { now }, readsWholeBelow: readsWholeBelow)
        parts = WindowSession(form: form.session, entries: entries, statisticsWork: { job, then in then(job()) })
        entries.view = self
    }

    func render(_ state: EntriesViewState) { lastState = state }

    var state: EntriesViewState { entries.viewState }
    /// Every row listed, as the window shows its cells.
    var rows: [[String]] { (0..<state.rowCount).map { entries.cells(at: $0) } }
    /// The first field of each row listed.
    var names: [String] { rows.map { $0[1] } }

    /// Ctrl+E.
    func toggle() { parts.want(.other) }

    /// Saves an entry typed into the trip form: a name and a city chosen.
    func saveEntry(name: String, city: String? = nil) {
        form.send(.focusEntered(field: 0))
        form.type(name, in: 0)
        if let city { form.choose(typing: city, in: 1) }
        form.press(.save, in: 1)
    }
}

/// Runs the entries view's work at once, or holds it.
@MainActor
final class InlineEntriesWork: EntriesWork {
    var holdsWork = false
    private var held: [@MainActor () -> Void] = []

    func run(_ job: @escaping @Sendable () -> EntriesEvent, then: @escaping @MainActor (EntriesEvent) -> Void) {
        if holdsWork { held.append { then(job()) } } else { then(job()) }
    }

    var heldJobs: Int { held.count }

    func finishWork() {
        while !held.isEmpty { held.removeFirst()() }
    }
}
