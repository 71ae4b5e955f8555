import Foundation
import TypeaheadEngine
import TypeaheadStorage

/// Runs the Statistics page: reads the entries file away from the window
/// each time the page is shown (a million lines take a second or two),
/// keeps the day the person moved to, and hands the page the state to draw.
@MainActor
public final class StatisticsSession {
    public typealias Reading = Result<KeyerStatistics, LoadError>
    /// Runs the reading away from the window and hands its result back on
    /// the main actor; tests run it at once.
    public typealias Work = @MainActor (_ job: @escaping @Sendable () -> Reading, _ then: @escaping @MainActor (Reading) -> Void) -> Void

    private let path: @MainActor () -> String
    private let words: Words
    private let timeZone: TimeZone
    private let work: Work
    private var statistics = KeyerStatistics()
    /// The day the person moved to with the arrows; nil: the newest.
    private var chosenDay: String?
    private var isReading = false
    /// The page was shown again while a reading ran: read once more after it.
    private var readsAgain = false
    private var problem: String?
    public private(set) var viewState: StatisticsViewState
    /// The page draws each new state.
    public var onChange: ((StatisticsViewState) -> Void)?

    public init(path: @escaping @MainActor () -> String, words: Words = .catalogue, timeZone: TimeZone = .current,
                work: @escaping Work = StatisticsSession.background) {
        self.path = path
        self.words = words
        self.timeZone = timeZone
        self.work = work
        // Nothing is read until the page is shown (a spinner turning on a
        // hidden page would keep the window drawing frames).
        viewState = .of(KeyerStatistics(), words: words)
    }

    /// The page is shown: the file is read again, for what was saved since.
    public func refresh() {
        guard !isReading else { readsAgain = true; return }
        isReading = true
        publish()
        let path = path(), timeZone = timeZone
        work({ Result { () throws(LoadError) in try KeyerStatistics.read(path: path, timeZone: timeZone) } }) { [weak self] reading in
            self?.finish(reading)
        }
    }

    /// The page's arrows: the day before or after with lines.
    public func showPreviousDay() { move(to: viewState.previousDay) }
    public func showNextDay() { move(to: viewState.nextDay) }

    private func move(to day: String?) {
        guard let day else { return }
        chosenDay = day
        publish()
    }

    private func finish(_ reading: Reading) {
        isReading = false
        switch reading {
        case .success(let read):
            statistics = read
            problem = nil
        case .failure(let error):
            problem = error.description
        }
        if readsAgain {
            readsAgain = false
            refresh()
        } else {
            publish()
        }
    }

    private func publish() {
        var state = StatisticsViewState.of(statistics, day: chosenDay, words: words)
        state.isReading = isReading
        state.problem = problem
        guard state != viewState else { return }
        viewState = state
        onChange?(state)
    }

    /// The app's: a background queue, answering on the main queue.
    public static let background: Work = { job, then in
        DispatchQueue.global(qos: .userInitiated).async {
            let reading = job()
            DispatchQueue.main.async { MainActor.assumeIsolated { then(reading) } }
        }
    }
}
