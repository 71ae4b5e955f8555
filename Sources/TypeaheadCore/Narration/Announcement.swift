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
}
