import Foundation
import TypeaheadCore

/// What the app remembers of a form between runs: the draft of an entry
/// not yet saved, and the choices made in earlier entries. Opening the
/// draft store takes this window's own draft (the newest one no running
/// window holds). A file that cannot be read is set aside, reported, and
/// not used; the form starts without it.
struct FormMemory {
    var drafts: DraftStore?
    var histories: ChoiceHistoryStore?
    var draft: Draft?
    /// A correction left unsaved when the app stopped, kept apart from `draft`.
    var correction: Draft?
    var history = ChoiceHistory()
    /// What the person should know from the opening, each worth saying once
    /// (on standard error now, and fit for the window's banner).
    var notices: [String] = []

    /// `output`: where entries are saved, to tell a draft whose entry was
    /// saved just before a kill (dropped) from one that was not.
    init(formPath: String?, output: SubmissionWriter) {
        guard let formPath else { return }
        let drafts = DraftStore(formPath: formPath)
        let histories = ChoiceHistoryStore(formPath: formPath)
        self.drafts = drafts
        self.histories = histories
        do {
            draft = try drafts.loadUnsaved(output: output)
        } catch {
            notices.append(error.description)
        }
        do {
            correction = try drafts.loadUnsaved(.correction, output: output)
        } catch {
            notices.append(error.description)
        }
        do {
            history = try histories.load()
        } catch {
            notices.append(error.description)
        }
        if let problem = drafts.openingProblem ?? histories.openingProblem {
            notices.append(problem.description)
        }
        if drafts.waitingDrafts > 0 {
            let waiting = drafts.waitingDrafts
            notices.append(waiting == 1
                ? translated("Another unsaved entry of this form is kept: open the form again to get it back")
                // TRANSLATORS: %1$d, the unsaved entries kept besides this one, is 2 or more (1 has a message of its own).
                : translatedPlural("%1$d more unsaved entry of this form is kept: open the form again for it",
                                   "%1$d more unsaved entries of this form are kept: open the form again for each",
                                   count: waiting, waiting))
        }
        notices.forEach(warn)
    }
}
