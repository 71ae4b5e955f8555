import TypeaheadStorage

/// A form window's parts as one: the form's session and the entries'
/// (none when entries go to standard output), and what passes between
/// them, decided by `WindowMachine` and run by its store like every other
/// machine. The GTK window only forwards to it; tests drive it as the window does.
@MainActor
public final class WindowSession {
    public let form: FormSession
    public let entries: EntriesSession?
    private let store = MachineStore(WindowMachine())

    public init(form: FormSession, entries: EntriesSession?) {
        self.form = form
        self.entries = entries
        store.perform = { [unowned self] effect in self.perform(effect) }
        // Weak: the parts outlive no window, and would otherwise keep it.
        form.toWindow = { [weak self] event in self?.send(event) }
        entries?.toWindow = { [weak self] event in self?.send(event) }
    }

    public var teamStatus: TeamStatus { store.machine.teamStatus }

    public func send(_ event: WindowEvent) {
        store.send(event)
    }

    /// Ctrl+E (`.other`), Ctrl+F or the view switcher (`.page`), with the
    /// facts the machine needs read now.
    public func want(_ page: WindowPage.Wanted) {
        guard let entries else { return }
        send(.pageWanted(page, entriesShown: entries.machine.isShown, formIsCorrecting: form.viewState.isCorrecting))
    }

    private func perform(_ effect: WindowEffect) {
        switch effect {
        case .form(let event): form.send(event)
        case .entries(let event): entries?.send(event)
        case .entriesFile(let path): entries?.switchFile(to: path)
        }
    }
}
