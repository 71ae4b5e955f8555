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
