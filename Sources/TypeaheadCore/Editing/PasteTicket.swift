/// A paste the session holds a place for until the clipboard gives its
/// text (`FormSession.beginPaste`).
public struct PasteTicket: Hashable, Sendable {
    let number: Int
}
