import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The app's transport: Foundation's URLSession (FoundationNetworking on
/// Linux, over libcurl), with a delegate (`TransportRequests`) that counts
/// the body as it arrives and cuts a request off at `maximumBody` bytes,
/// and a deadline for the whole request (URLSession's own timeout is per
/// idle interval, so a server that sends a byte a second would never time
/// out). The session holds its delegate until it is invalidated, so the
/// delegate is an object of its own, and the transport invalidates the
/// session when it goes (once the requests on their way have ended).
public final class URLSessionTransport: RemoteTransport, Sendable {
    /// Far above any page of suggestions (a Datasette page of 16 cities is
    /// about 5 kB), far below what would cost the app memory.
    public static let maximumBody = 2 << 20
    /// Redirects followed for one request before it counts as a loop.
    public static let maximumRedirects = 5

    static let tooLarge = "sent more than \(maximumBody >> 20) MB"

    private let requests = TransportRequests()
    private let session: URLSession

    public init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 4
        session = URLSession(configuration: configuration, delegate: requests, delegateQueue: nil)
    }

    deinit {
        // Not invalidateAndCancel: FoundationNetworking stops the process
        // ("a task that is not in the registry") when it cancels a task
        // that is ending at that moment. Requests on their way end at
        // their deadline at the latest; then the session lets go.
        session.finishTasksAndInvalidate()
    }

    public func get(_ url: URL, headers: [String: String], timeout: Double,
                    done: @escaping @Sendable (RemoteResult) -> Void) -> @Sendable () -> Void {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: request)
        let requests = requests
        requests.start(task, done: done)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak requests] in
            requests?.cancel(task, failing: TransportFailure.deadline(after: Self.number(timeout)))
        }
        task.resume()
        return { [weak requests] in requests?.cancel(task) }
    }

    /// A number of seconds as the failure names it: "5", "0.5".
    static func number(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))" : "\(value)"
    }
}
