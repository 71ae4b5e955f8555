/// What a screen reader should say now. The app hands `text` to the
/// focused field (GTK 4.8 carries a change of its accessible description to
/// Orca); `serial` tells one announcement from the next, so the same words
/// said twice ("2 of 3" after coming back) are said again. An empty text
/// says nothing and clears what was said.
public struct Announcement: Equatable, Sendable {
    public var text: String
    public var serial: Int

    public init(text: String, serial: Int) {
        self.text = text
        self.serial = serial
    }

    /// This announcement, not said yet, followed by `next`: what the window
    /// says when it could not say this one in time (at start, the window is
    /// not active yet, and the restored draft's toast must not be lost to
    /// the field's "required" that comes after it). A clear adds nothing to
    /// words still unsaid.
    public func followed(by next: Announcement) -> Announcement {
        if next.text.isEmpty { return Announcement(text: text, serial: next.serial) }
        if text.isEmpty { return next }
        return Announcement(text: FormNarrator.sentences([text, next.text]), serial: next.serial)
    }
}
