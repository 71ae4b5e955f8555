import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
import TypeaheadEngine
#endif

/// The requests a `URLSessionTransport` has on their way, and the session's
/// delegate that hears of them: their status, their body as it arrives
/// (cut off at `maximumBody`), their redirects, and their end.
final class TransportRequests: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Running {
        var body: [UInt8] = []
        var status = 0
        var failure: String?
        var redirects = 0
        /// Cancelled: no answer to a redirect may reach the task any more.
        var isCancelled = false
        var done: @Sendable (RemoteResult) -> Void
    }

    private let running = Locked<[Int: Running]>([:])

    func start(_ task: URLSessionTask, done: @escaping @Sendable (RemoteResult) -> Void) {
        running.withLock { $0[task.taskIdentifier] = Running(done: done) }
    }

    /// Cancels a request, saying why when it failed (nil: the matcher no
    /// longer wants it). Under the lock, so that it and the answer to a
    /// redirect (`willPerformHTTPRedirection`) reach the task in the order
    /// they were made: FoundationNetworking stops the process with a fatal
    /// error when that answer comes after a cancel.
    func cancel(_ task: URLSessionTask, failing message: String? = nil) {
        running.withLock { running in
            let id = task.taskIdentifier
            guard running[id] != nil, !running[id]!.isCancelled else { return }
            running[id]!.isCancelled = true
            if running[id]!.failure == nil { running[id]!.failure = message }
            task.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        running.withLock { running in
            let id = task.taskIdentifier
            // Cancelled meanwhile: the task is ending, and must not hear back.
            guard running[id] != nil, !running[id]!.isCancelled else { return }
            running[id]!.redirects += 1
            guard running[id]!.redirects <= URLSessionTransport.maximumRedirects else {
                running[id]!.failure = TransportFailure.redirectLoop
                return completionHandler(nil) // the redirect ends the request
            }
            completionHandler(request)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        running.withLock { $0[dataTask.taskIdentifier]?.status = status }
        completionHandler(.allow)
        // A body announced too large is refused before it is read. (The
        // `.cancel` disposition leaves FoundationNetworking's task waiting
        // to its timeout; a cancel once the transfer runs ends it.)
        if response.expectedContentLength > Int64(URLSessionTransport.maximumBody) {
            cancel(dataTask, failing: URLSessionTransport.tooLarge)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let isTooLarge = running.withLock { running -> Bool in
            guard var entry = running[dataTask.taskIdentifier], entry.failure == nil else { return false }
            running[dataTask.taskIdentifier] = nil // so that the append does not copy the body
            if entry.body.count + data.count > URLSessionTransport.maximumBody {
                entry.body = []
                running[dataTask.taskIdentifier] = entry
                return true
            }
            entry.body.append(contentsOf: data)
            running[dataTask.taskIdentifier] = entry
            return false
        }
        if isTooLarge { cancel(dataTask, failing: URLSessionTransport.tooLarge) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let entry = running.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = entry.failure {
            // What a large body took while it was read and cut off goes back
            // to the system, not kept in malloc's heap for good.
            if failure == URLSessionTransport.tooLarge { FreedMemory.returnToSystem() }
            entry.done(.failed(failure))
        } else if let error {
            entry.done(.failed(TransportFailure.why(error, answered: entry.status != 0)))
        } else {
            entry.done(.reply(status: entry.status, body: entry.body))
        }
    }
}
