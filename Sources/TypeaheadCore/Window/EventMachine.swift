/// A machine that decides: given an event, it changes its state and says
/// what must be done, doing nothing itself. The form, the entries view and
/// the window that composes them are such machines, and `MachineStore`
/// runs each of them.
public protocol EventMachine {
    associatedtype Event
    associatedtype Effect

    mutating func decide(_ event: Event) -> Decision<Effect>
}

/// What a machine made of one event: the effects its session must carry
/// out, in order, and whether it took the event (a key the form did not
/// take goes on to GTK, as Tab does).
public struct Decision<Effect> {
    public var effects: [Effect]
    public var handled: Bool

    public init(effects: [Effect] = [], handled: Bool = false) {
        self.effects = effects
        self.handled = handled
    }
}

extension Decision: Equatable where Effect: Equatable {}
extension Decision: Sendable where Effect: Sendable {}
