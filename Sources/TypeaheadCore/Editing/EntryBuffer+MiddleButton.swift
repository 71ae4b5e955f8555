extension EntryBuffer {
    /// Where the caret goes for a middle-button paste pressed at `position`,
    /// as GtkText decides: nil when the press fell in the selection (or on
    /// the caret), which the paste then replaces, else the pressed position.
    public func caretForMiddleButtonPaste(pressedAt position: Int) -> Int? {
        let pressed = min(max(position, 0), length)
        return selection.lowerBound <= pressed && pressed <= selection.upperBound ? nil : pressed
    }
}
