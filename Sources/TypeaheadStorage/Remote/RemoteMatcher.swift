import Foundation
import TypeaheadEngine
import TypeaheadForms

/// Suggestions for fields whose source is a server; other fields go to
/// `fallback` (the app's `LocalMatcher`).
///
/// - A request waits `debounce` after the last keystroke in its field, so a
///   burst of keys sends one request (docs/ARCHITECTURE.md, "Remote sources", says why).
/// - A newer request in a field cancels the one before; an answer that comes
///   anyway is ignored. The machine also drops any answer whose generation
///   is not the field's current one.
/// - Answers are kept per URL for the session, and answered at once after.
/// - A failure is answered with one `Suggestion.failure` row and is not
///   kept, so the next keystroke asks again.
/// - `isReady` is always true: what a key needs from a server is the answer
///   to the text typed before it, which the session waits for anyway.
@MainActor
public final class RemoteMatcher: SuggestionMatcher {
    /// See "Remote sources" in docs/ARCHITECTURE.md for how it was chosen.
    public static let debounce: Duration = .milliseconds(60)

    private let sources: [String: RemoteSource]
    private let fallback: any SuggestionMatcher
    private let transport: any RemoteTransport
    private let clock: any FormClock
    private var cache: [String: [Int]] = [:]
    private var waiting: [Int: (serial: Int, cancel: (@Sendable () -> Void)?)] = [:]
    private var serial = 0
    /// Requests sent (for tests and the trace).
    public private(set) var sent: [URL] = []
    /// Told of each answer as the main thread takes it ("answer", "N remote").
    private let trace: TraceLog?

    public init(sources: [String: RemoteSource], fallback: any SuggestionMatcher,
                transport: any RemoteTransport = URLSessionTransport(), clock: any FormClock, trace: TraceLog? = nil) {
        self.trace = trace
        self.sources = sources
        self.fallback = fallback
        self.transport = transport
        self.clock = clock
    }

    private func remote(_ field: FieldSpec) -> RemoteSource? {
        field.source.flatMap { sources[$0] }
    }

    private func url(_ request: SuggestionRequest, _ field: FieldSpec, _ source: RemoteSource) -> URL? {
        source.spec.requestURL(query: request.query, limit: field.suggestionLimit)
    }

    public func answerAtOnce(_ request: SuggestionRequest, for field: FieldSpec) -> [Suggestion]? {
        guard let source = remote(field) else { return fallback.answerAtOnce(request, for: field) }
        guard let url = url(request, field, source) else { return [.failure(Self.notAURL(source))] }
        guard let records = cache[url.absoluteString] else { return nil }
        stop(request.field)
        return rows(records, request, field, source)
    }

    public func answerLater(_ request: SuggestionRequest, for field: FieldSpec,
                            deliver: @escaping @MainActor ([Suggestion]) -> Void) {
        guard let source = remote(field) else { return fallback.answerLater(request, for: field, deliver: deliver) }
        guard let url = url(request, field, source) else { return deliver([.failure(Self.notAURL(source))]) }
        stop(request.field)
        serial += 1
        let mine = serial, fieldIndex = request.field
        waiting[fieldIndex] = (mine, nil)
        clock.after(Self.debounce) { [weak self] in
            guard let self, self.waiting[fieldIndex]?.serial == mine else { return }
            self.sent.append(url)
            let spec = source.spec, limit = field.suggestionLimit
            // Weak: a transport may keep its completion (a test's does), and
            // the matcher, which holds the transport, must still go.
            let cancel = self.transport.get(url, headers: spec.headers, timeout: spec.timeout) { [weak self] result in
                guard self != nil else { return }
                // Read on the transport's thread, cut to the form's limit:
                // the main thread only ever takes a list's worth of records.
                let answer = Self.read(result, spec: spec, limit: limit)
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated {
                        self?.finish(answer, serial: mine, url: url, request: request, field: field, source: source, deliver: deliver)
                    }
                }
            }
            if self.waiting[fieldIndex]?.serial == mine { self.waiting[fieldIndex]?.cancel = cancel }
        }
    }

    public func isReady(for field: FieldSpec) -> Bool {
        remote(field) != nil || fallback.isReady(for: field)
    }

    /// Cancels the request on its way for a field, if any.
    private func stop(_ field: Int) {
        waiting.removeValue(forKey: field)?.cancel?()
    }

    /// A reply read into records (at most `limit`), or why there are none.
    enum Answer: Sendable {
        case records([[String: String]])
        case failed(String)
        case status(Int)
        case unreadable(String)
    }

    nonisolated static func read(_ result: RemoteResult, spec: RemoteSpec, limit: Int) -> Answer {
        switch result {
        case .failed(let why): return .failed(why)
        case .reply(let status, _) where !(200..<300).contains(status): return .status(status)
        case .reply(_, let body):
            do {
                return .records(try RemoteAnswer.records(from: body, spec: spec, limit: limit))
            } catch {
                return .unreadable(error.message)
            }
        }
    }

    private func finish(_ answer: Answer, serial mine: Int, url: URL, request: SuggestionRequest,
                        field: FieldSpec, source: RemoteSource, deliver: @MainActor ([Suggestion]) -> Void) {
        guard waiting[request.field]?.serial == mine else { return }
        waiting[request.field] = nil
        // In words, the server named after its source; its address is the
        // form's business (issue 23: "Can't reach 127.0.0.1:8001").
        let name = source.name
        switch answer {
        case .failed(let why):
            // TRANSLATORS: %1$s is the name of a source in the form.
            deliver([why == TransportFailure.unreachable ? .noConnection(translated("No connection to the %1$s server", name))
                : .failure(Self.failed(name, why))])
        case .status(let status):
            let reason = HTTPURLResponseReason.text(status)
            // TRANSLATORS: %1$s is the name of a source in the form, %2$d an HTTP status code.
            deliver([.failure(reason.isEmpty ? translated("The %1$s server answered with an error (HTTP %2$d)", name, status)
                // TRANSLATORS: %1$s is the name of a source in the form, %2$d an HTTP status code, %3$s its
                // reason phrase in English ("Service Unavailable").
                : translated("The %1$s server answered with an error (HTTP %2$d %3$s)", name, status, reason))])
        case .unreadable(let why):
            // TRANSLATORS: %1$s is the name of a source in the form, %2$s what is wrong with the answer.
            deliver([.failure(translated("The %1$s server sent an answer Typeahead cannot read: %2$s", name, why))])
        case .records(let read):
            trace?.event("answer", "\(read.count) remote")
            let records = source.add(read)
            cache[url.absoluteString] = records
            deliver(rows(records, request, field, source))
        }
    }

    /// A source whose address, its query filled in, is not a URL.
    private static func notAURL(_ source: RemoteSource) -> String {
        // TRANSLATORS: %1$s is the name of a source in the form.
        translated("The address of the %1$s server is not a URL", source.name)
    }

    /// Why a request got no answer (`TransportFailure`'s words, which stay
    /// English as data), as a whole sentence naming the server.
    nonisolated static func failed(_ name: String, _ why: String) -> String {
        if let seconds = TransportFailure.timeout(in: why) {
            // TRANSLATORS: %1$s is the name of a source in the form, %2$s a number of seconds.
            return translated("The %1$s server timed out after %2$s s", name, seconds)
        }
        switch why {
        // TRANSLATORS: %1$s is the name of a source in the form.
        case TransportFailure.timedOut: return translated("The %1$s server timed out", name)
        // TRANSLATORS: %1$s is the name of a source in the form.
        case TransportFailure.redirectLoop: return translated("The %1$s server redirected too many times", name)
        // TRANSLATORS: %1$s is the name of a source in the form.
        case TransportFailure.notHTTP: return translated("The %1$s server did not answer in HTTP", name)
        // TRANSLATORS: %1$s is the name of a source in the form.
        case TransportFailure.brokeOff: return translated("The %1$s server broke off its answer", name)
        // TRANSLATORS: %1$s is the name of a source in the form.
        case TransportFailure.closed: return translated("The %1$s server closed the connection without answering", name)
        case URLSessionTransport.tooLarge:
            // TRANSLATORS: %1$s is the name of a source in the form, %2$d a number of megabytes.
            return translated("The %1$s server sent more than %2$d MB", name, URLSessionTransport.maximumBody >> 20)
        default:
            // TRANSLATORS: another transport's reason, in English: %1$s is the name of a source in
            // the form, %2$s what went wrong ("timed out").
            return translated("The %1$s server %2$s", name, why)
        }
    }

    static func reason(_ status: Int) -> String {
        let text = HTTPURLResponseReason.text(status)
        return text.isEmpty ? "" : " \(text)"
    }

    /// The rows of an answer, narrowed as the field's `narrow` asks.
    private func rows(_ records: [Int], _ request: SuggestionRequest, _ field: FieldSpec, _ source: RemoteSource) -> [Suggestion] {
        var kept = records
        if !request.narrowing.isEmpty {
            let filter = source.filter(request.narrowing.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            kept = records.filter(filter.contains)
        }
        return source.suggestions(for: kept, query: request.query, column: field.column ?? field.id)
    }
}

enum HTTPURLResponseReason {
    static func text(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: ""
        }
    }
}
