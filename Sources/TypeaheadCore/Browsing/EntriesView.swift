/// What the entries session needs from a window: to draw a state.
@MainActor
public protocol EntriesView: AnyObject {
    func render(_ state: EntriesViewState)
}
