/// Runs a machine: the one loop of every session. It decides one event at
/// a time and carries out its effects through `perform`; events sent while
/// it decides (an effect's answer given at once, a session telling
/// another) are queued and decided after, in order, never inside another.
@MainActor
public final class MachineStore<Machine: EventMachine> {
    public private(set) var machine: Machine
    /// Carries out an effect; set by the session that owns the store.
    var perform: (Machine.Effect) -> Void = { _ in }
    /// Called once the queue is empty after an event: the session draws.
    var settled: () -> Void = {}
    private var queued: [Machine.Event] = []
    /// Set while an event is decided or its effects carried out.
    public private(set) var isDeciding = false

    public init(_ machine: Machine) {
        self.machine = machine
    }

    /// Decides `event`, and the events it brings about, then settles; if an
    /// event is being decided already, `event` waits for it.
    public func send(_ event: Machine.Event) {
        queued.append(event)
        guard !isDeciding else { return }
        decideQueued()
        settled()
    }

    /// Queues `event` without deciding anything: its owner decides the
    /// queue at its own moment (`decideQueued`).
    func enqueue(_ event: Machine.Event) {
        queued.append(event)
    }

    var hasQueued: Bool { !queued.isEmpty }

    /// Decides `event` at once and carries out its effects; returns whether
    /// the machine took it. For a session that keeps its own order (the
    /// form's keys that wait for answers).
    @discardableResult
    func decideNow(_ event: Machine.Event) -> Bool {
        let wasDeciding = isDeciding
        isDeciding = true
        defer { isDeciding = wasDeciding }
        let decision = machine.decide(event)
        for effect in decision.effects { perform(effect) }
        return decision.handled
    }

    /// Decides the queued events, oldest first, with those their effects queue.
    func decideQueued() {
        while !queued.isEmpty { decideNow(queued.removeFirst()) }
    }
}
