import Gtk
import TypeaheadCore
import TypeaheadEngine

/// The Statistics page beside the form and the entries: a day's figures
/// per keyer, and its new entries per hour as a chart. It draws the state
/// the statistics session gives; the session reads and decides.
@MainActor
final class StatisticsPage {
    let root = Box(vertical: true)
    private let session: StatisticsSession
    private let day = Label()
    private let summary = Label()
    private let problem = Label()
    private let spinner = Spinner()
    private let list: ColumnView
    private let chart = EntriesPerHourChart()
    private let previousDay: Action
    private let nextDay: Action
    private var drawnRows: [[String]] = []
    private var drawn: StatisticsViewState?
    /// Where the figures drawn are traced (`TYPEAHEAD_TRACE`), for the Wayland scenario.
    private let trace: TraceLog?

    init(session: StatisticsSession, window: ApplicationWindow, trace: TraceLog?, onEscape: @escaping @MainActor () -> Void) {
        self.session = session
        self.trace = trace
        previousDay = Action("statistics-previous-day") { [weak session] _ in session?.showPreviousDay() }
        nextDay = Action("statistics-next-day") { [weak session] _ in session?.showNextDay() }
        window.addAction(previousDay)
        window.addAction(nextDay)
        list = ColumnView(titles: session.viewState.headings)
        // TRANSLATORS: the accessible name of the Statistics page's table of keyers.
        list.setListLabel(translated("Figures per keyer"))
        list.cellText = { [weak self] position, column in
            guard let rows = self?.drawnRows, position < rows.count, column < rows[position].count else { return "" }
            return rows[position][column]
        }
        list.spokenRow = { [weak self] position in
            guard let spoken = self?.drawn?.spokenRows, position < spoken.count else { return "" }
            return spoken[position]
        }

        let bar = Box(vertical: false, spacing: 6)
        bar.addCSSClass("entries-bar")
        let back = Button(iconName: "go-previous-symbolic")
        back.setAction("win.statistics-previous-day")
        // TRANSLATORS: the Statistics page's buttons to the day before and after.
        back.setAccessibleLabel(translated("Previous Day"))
        back.tooltip = translated("Previous Day")
        let forward = Button(iconName: "go-next-symbolic")
        forward.setAction("win.statistics-next-day")
        forward.setAccessibleLabel(translated("Next Day"))
        forward.tooltip = translated("Next Day")
        day.addCSSClass("heading")
        day.setExpand(horizontal: true)
        spinner.setAccessibleLabel(translated("Reading entries"))
        for part in [back, day, forward, spinner] as [Widget] { bar.append(part) }
        summary.addCSSClass("statistics-summary")
        summary.setXAlign(0)
        problem.addCSSClass("banner")
        problem.setWrap(true)
        problem.isVisible = false
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontal: .automatic, vertical: .automatic)
        scroller.setChild(list)
        scroller.setExpand(vertical: true)
        // TRANSLATORS: the heading over the Statistics page's chart.
        let chartHeading = Label(translated("New entries per hour"))
        chartHeading.addCSSClass("statistics-summary")
        chartHeading.setXAlign(0)
        chart.area.addCSSClass("statistics-chart")
        chart.area.setExpand(horizontal: true)
        for part in [bar, summary, problem, scroller, chartHeading, chart.area] as [Widget] { root.append(part) }

        let keys = KeyController()
        keys.onKeyPressed { keyval, modifiers in
            guard EntriesKey(KeyPress(keyval, gdkModifiers: modifiers)) == .escape else { return false }
            onEscape()
            return true
        }
        root.addController(keys)
        session.onChange = { [weak self] state in self?.render(state) }
        render(session.viewState)
    }

    /// The keyboard goes to the table, where the figures are read.
    func focus() {
        _ = list.grabFocus()
    }

    private func render(_ state: StatisticsViewState) {
        guard state != drawn else { return }
        day.text = state.day
        summary.text = state.summary
        problem.text = state.problem ?? ""
        problem.isVisible = state.problem != nil
        spinner.isVisible = state.isReading
        spinner.isSpinning = state.isReading
        previousDay.isEnabled = state.previousDay != nil
        nextDay.isEnabled = state.nextDay != nil
        chart.show(state.hours)
        chart.area.setAccessibleLabel(state.chartDescription)
        drawn = state
        if !state.isReading {
            trace?.event("statistics", state.summary)
            for spoken in state.spokenRows { trace?.event("statistics-row", spoken) }
        }
        if state.rows != drawnRows {
            drawnRows = state.rows
            list.reload(count: state.rows.count)
        }
    }
}
