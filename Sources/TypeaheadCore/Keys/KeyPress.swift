/// A key pressed in a field, as GTK reports it: the key value and the
/// modifiers held.
public struct KeyPress: Equatable, Sendable {
    public var keyval: UInt32
    public var shift: Bool
    public var control: Bool
    public var alt: Bool

    public init(_ keyval: UInt32, shift: Bool = false, control: Bool = false, alt: Bool = false) {
        self.keyval = keyval
        self.shift = shift
        self.control = control
        self.alt = alt
    }

    /// What the key means. While the input method composes (a preedit is
    /// open), every key is the input method's: Return, Tab, the arrows and
    /// Escape finish or cancel the composition, not the field.
    public func meaning(isComposing: Bool) -> KeyMeaning {
        if isComposing { return .entry }
        if let key = fieldKey { return .field(key) }
        if let edit { return .edit(edit) }
        if isPaste { return .paste }
        return .entry
    }

    /// Whether keys go first to the form's own composer rather than to the
    /// entry's input method: while keys wait (their replay moves the focus,
    /// which would cancel a composition held by an entry, and the text
    /// must land where the waiting keys lead), and while the composer
    /// holds a composition begun then. A composition the entry's input
    /// method has open keeps its keys.
    public static func composedByForm(isWaiting: Bool, formIsComposing: Bool, entryIsComposing: Bool) -> Bool {
        !entryIsComposing && (isWaiting || formIsComposing)
    }

    private typealias K = KeySymbol

    private var fieldKey: FieldKey? {
        let withModifier = control || alt
        switch keyval {
        case K.returnKey where control, K.keypadEnter where control: return .save
        // Undo and redo are the form's, whatever the case of the letter:
        // the entry's own would bring back a text without its record.
        case K.z where control, K.capitalZ where control: return shift ? .redo : .undo
        case K.y where control, K.capitalY where control: return .redo
        case K.n where control: return .clear
        // Shift too: on some layouts (German) the apostrophe is a shifted key.
        case K.apostrophe where control && !alt: return .repeatPrevious
        case K.down where alt: return .openList
        case K.a where alt && !control, K.capitalA where alt && !control: return .saveAnyway
        case K.one where alt && !control, K.keypadOne where alt && !control: return .keepFirstKeying
        case K.two where alt && !control, K.keypadTwo where alt && !control: return .keepOwnKeying
        case K.down where !withModifier: return .down
        case K.up where !withModifier: return .up
        case K.pageDown: return .pageDown
        case K.pageUp: return .pageUp
        case K.returnKey, K.keypadEnter: return withModifier ? nil : .enter
        case K.escape: return .escape
        case K.leftTab: return .backTab
        case K.tab: return shift ? .backTab : .tab
        default: return nil
        }
    }

    private var edit: TextEdit? {
        if control, !alt {
            switch keyval {
            case K.a, K.capitalA: return .selectAll
            case K.x, K.capitalX: return shift ? nil : .cut
            case K.backSpace: return .deleteWordBackward
            case K.delete: return .deleteWordForward
            default: return nil
            }
        }
        guard !control, !alt else { return nil }
        switch keyval {
        case K.delete where shift: return .cut
        case K.backSpace: return .backspace
        case K.delete: return .delete
        // Shift with these selects, which the form does not replay.
        case K.left where !shift: return .left
        case K.right where !shift: return .right
        case K.home where !shift: return .home
        case K.end where !shift: return .end
        default: return nil
        }
    }

    private var isPaste: Bool {
        (control && !alt && !shift && (keyval == K.v || keyval == K.capitalV))
            || (shift && !control && !alt && keyval == K.insert)
    }
}
