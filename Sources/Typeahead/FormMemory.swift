import Foundation
import TypeaheadCore

/// What the app remembers of a form between runs: the draft of an entry
/// not yet saved, and the choices made in earlier entries. A file that
/// cannot be read is left where it is, reported, and not used.
struct FormMemory {
    var drafts: DraftStore?
    var histories: ChoiceHistoryStore?
    var draft: Draft?
    var history = ChoiceHistory()

    init(formPath: String?) {
        guard let formPath else { return }
        drafts = DraftStore(formPath: formPath)
        histories = ChoiceHistoryStore(formPath: formPath)
        do {
            draft = try drafts?.load()
        } catch {
            warn("\(error.description) (the draft was not restored)")
        }
        do {
            history = try histories?.load() ?? ChoiceHistory()
        } catch {
            warn("\(error.description) (earlier choices are not used)")
        }
    }
}
