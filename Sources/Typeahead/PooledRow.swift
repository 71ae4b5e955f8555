import Gtk
import TypeaheadCore

/// One row of the list and what it shows now.
@MainActor
final class PooledRow {
    let row: ListBoxRow
    let title: Label
    let detail: Label
    var shown: SuggestionRow?
    var markup: String?
    var accessibleLabel: String?
    var isSelected = false

    init(row: ListBoxRow, title: Label, detail: Label) {
        self.row = row
        self.title = title
        self.detail = detail
    }

    /// The row's whole text, for its tooltip, when it is cut short on screen.
    var wholeTextIfCut: String? {
        guard let shown, title.isEllipsized || (shown.detail != nil && detail.isEllipsized) else { return nil }
        return [shown.text, shown.detail].compactMap { $0 }.joined(separator: "\n")
    }
}
