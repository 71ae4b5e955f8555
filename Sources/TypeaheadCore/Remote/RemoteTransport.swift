import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What came back for one request.
public enum RemoteResult: Sendable, Equatable {
    case reply(status: Int, body: [UInt8])
    /// No answer: refused, reset, timed out, or bigger than allowed.
    case failed(String)
}

/// One GET to a server. `done` is called once, on any thread; the returned
/// closure cancels the request (then `done` may still be called, and is
/// ignored by the matcher).
public protocol RemoteTransport: Sendable {
    func get(_ url: URL, headers: [String: String], timeout: Double,
             done: @escaping @Sendable (RemoteResult) -> Void) -> @Sendable () -> Void
}

/// The app's transport: Foundation's URLSession (FoundationNetworking on
/// Linux, over libcurl), with a delegate so that the body is counted as it
/// arrives and a request is cut off at `maximumBody` bytes, and a deadline
/// for the whole request (URLSession's own timeout is per idle interval, so a
/// server that sends a byte a second would never time out).
public final class URLSessionTransport: NSObject, RemoteTransport, URLSessionDataDelegate, @unchecked Sendable {
    /// Far above any page of suggestions (a Datasette page of 16 cities is
    /// about 5 kB), far below what would cost the app memory.
    public static let maximumBody = 2 << 20

    /// Redirects followed for one request before it counts as a loop.
    public static let maximumRedirects = 5

    private struct Running {
        var body: [UInt8] = []
        var status = 0
        var failure: String?
        var redirects = 0
        /// Cancelled: no answer to a redirect may reach the task any more.
        var isCancelled = false
        var done: @Sendable (RemoteResult) -> Void
    }

    static let tooLarge = "sent more than \(maximumBody >> 20) MB"
    static let redirectLoop = "redirected too many times"

    private let running = Locked<[Int: Running]>([:])
    private var session: URLSession!

    public override init() {
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 4
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    public func get(_ url: URL, headers: [String: String], timeout: Double,
                    done: @escaping @Sendable (RemoteResult) -> Void) -> @Sendable () -> Void {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        running.withLock { $0[id] = Running(done: done) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
            self?.cancel(id, task: task, failing: "timed out after \(Self.seconds(timeout))")
        }
        task.resume()
        return { [weak self] in self?.cancel(id, task: task) }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// Cancels a request, saying why when it failed (nil: the matcher no
    /// longer wants it). Under the lock, so that it and the answer to a
    /// redirect (`willPerformHTTPRedirection`) reach the task in the order
    /// they were made: FoundationNetworking stops the process with a fatal
    /// error when that answer comes after a cancel.
    private func cancel(_ id: Int, task: URLSessionTask, failing message: String? = nil) {
        running.withLock { running in
            guard running[id] != nil, !running[id]!.isCancelled else { return }
            running[id]!.isCancelled = true
            if running[id]!.failure == nil { running[id]!.failure = message }
            task.cancel()
        }
    }

    public func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                           newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        running.withLock { running in
            let id = task.taskIdentifier
            // Cancelled meanwhile: the task is ending, and must not hear back.
            guard running[id] != nil, !running[id]!.isCancelled else { return }
            running[id]!.redirects += 1
            guard running[id]!.redirects <= Self.maximumRedirects else {
                running[id]!.failure = Self.redirectLoop
                return completionHandler(nil) // the redirect ends the request
            }
            completionHandler(request)
        }
    }

    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                           completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        running.withLock { $0[dataTask.taskIdentifier]?.status = status }
        // A body announced too large is refused before any of it is read.
        guard response.expectedContentLength <= Int64(Self.maximumBody) else {
            cancel(dataTask.taskIdentifier, task: dataTask, failing: Self.tooLarge)
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = running.withLock { running -> Bool in
            guard var entry = running[dataTask.taskIdentifier], entry.failure == nil else { return false }
            if entry.body.count + data.count > Self.maximumBody {
                entry.body = []
                running[dataTask.taskIdentifier] = entry
                return true
            }
            running[dataTask.taskIdentifier] = nil
            entry.body.append(contentsOf: data)
            running[dataTask.taskIdentifier] = entry
            return false
        }
        if tooLarge { cancel(dataTask.taskIdentifier, task: dataTask, failing: Self.tooLarge) }
    }

    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let entry = running.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = entry.failure {
            // What a large body took while it was read and cut off goes back
            // to the system, not kept in malloc's heap for good.
            FreedMemory.returnToSystem()
            entry.done(.failed(failure))
        } else if let error {
            entry.done(.failed(TransportFailure.why(error, answered: entry.status != 0)))
        } else {
            entry.done(.reply(status: entry.status, body: entry.body))
        }
    }
}
