import Foundation
import TypeaheadEngine

/// What the app remembers of a form between runs, as read when a window
/// opens it: the draft of an entry not yet saved, a correction left
/// unsaved, and the choices made in earlier entries. Opening the draft
/// store takes this window's own draft (the newest one no running window
/// holds). A file that cannot be read is set aside and reported in
/// `notices`, and the form starts without it.
public struct DraftsAndHistory {
    public private(set) var drafts: DraftStore?
    public private(set) var histories: ChoiceHistoryStore?
    public private(set) var draft: Draft?
    /// A correction left unsaved when the app stopped, kept apart from `draft`.
    public private(set) var correction: Draft?
    public private(set) var history = ChoiceHistory()
    /// What the person should know from the opening, each worth saying once
    /// (on standard error, and fit for the window's banner).
    public private(set) var notices: [String] = []

    /// `formPath` nil (entries from standard input, say): nothing is kept.
    /// `output`: where entries are saved, to tell a draft whose entry was
    /// saved just before a kill (dropped) from one that was not.
    public init(formPath: String?, output: SubmissionWriter,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let formPath else { return }
        let drafts = DraftStore(formPath: formPath, environment: environment)
        let histories = ChoiceHistoryStore(formPath: formPath, environment: environment)
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
            notices.append(Self.waitingNotice(drafts.waitingDrafts))
        }
    }

    /// Tells of the unsaved entries other windows left, which this one did not take.
    static func waitingNotice(_ waiting: Int) -> String {
        waiting == 1
            ? translated("Another unsaved entry of this form is kept: open the form again to get it back")
            // TRANSLATORS: %1$d, the unsaved entries kept besides this one, is 2 or more (1 has a message of its own).
            : translatedPlural("%1$d more unsaved entry of this form is kept: open the form again for it",
                               "%1$d more unsaved entries of this form are kept: open the form again for each",
                               count: waiting, waiting)
    }
}
