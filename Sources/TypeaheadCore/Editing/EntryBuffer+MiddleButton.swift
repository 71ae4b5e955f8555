extension EntryBuffer {
    /// Where the caret goes for a middle-button paste pressed at `x`, as
    /// GtkText decides. The press goes to the caret stop nearest it, so
    /// between whole letters, never between a letter and its accent;
    /// `caretX` gives each stop's x (measured, as right-to-left text runs
    /// the other way). Nil when that stop is in the selection, its ends
    /// included (or is the caret): the paste then replaces the selection.
    public func caretForMiddleButtonPaste(pressedAtX x: Double, caretX: (Int) -> Double) -> Int? {
        var pressed = 0, nearestDistance = Double.infinity
        for position in cursorPositions {
            let distance = abs(caretX(position) - x)
            if distance < nearestDistance { (pressed, nearestDistance) = (position, distance) }
        }
        return selection.lowerBound <= pressed && pressed <= selection.upperBound ? nil : pressed
    }
}
