import Gtk
import TypeaheadCore

/// The lines under the form, always in view, each shown only when it has
/// something to say: the entries count, the reading of a large file, and
/// team mode's news.
@MainActor
final class FormFooter {
    /// "412 entries · 37 today".
    private let entriesCount = Label()
    /// While a large file is read behind the window: "Reading places.tsv…
    /// 42 %" (`LoadingStatus`).
    private let loadingLine = Label()
    /// In team mode: "3 entries waiting to be sent · why", and PostgreSQL
    /// sources whose copy could not be brought up to date.
    private let teamLine = Label()

    init() {
        entriesCount.addCSSClass("entries-count")
        loadingLine.addCSSClass("loading-status")
        loadingLine.addCSSClass("dim-label")
        teamLine.addCSSClass("team-status")
        teamLine.setWrap(true)
        for line in [entriesCount, loadingLine, teamLine] {
            line.setXAlign(0)
            line.isVisible = false
        }
    }

    /// Puts the lines, in that order, at the end of `page`.
    func append(to page: Box) {
        for line in [entriesCount, loadingLine, teamLine] { page.append(line) }
    }

    /// The count the entries page works out; nil hides it.
    func showCount(_ text: String?) {
        guard entriesCount.text != text ?? "" || entriesCount.isVisible != (text != nil) else { return }
        entriesCount.text = text ?? ""
        entriesCount.isVisible = text != nil
    }

    func render(_ state: FormViewState) {
        loadingLine.text = state.loading?.text(.catalogue) ?? ""
        loadingLine.isVisible = state.loading != nil
        teamLine.text = state.team.text ?? ""
        teamLine.isVisible = state.team.text != nil
    }
}
