import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a request got no answer, as the row under a field says it after
/// the server's name. A server that cannot be reached and one that
/// answered badly are told apart: the person asks their network for one,
/// the server's keeper for the other.
enum TransportFailure {
    static let unreachable = "unreachable"
    static let redirectLoop = "redirected too many times"

    /// `answered`: the server had sent a status line when it went wrong.
    static func why(_ error: Error, answered: Bool) -> String {
        let code = (error as? URLError)?.code
        switch code {
        case .timedOut?: return "timed out"
        case .httpTooManyRedirects?: return redirectLoop
        case .unsupportedURL?, .badServerResponse?, .cannotParseResponse?: return "did not answer in HTTP"
        case .cannotConnectToHost?, .cannotFindHost?, .dnsLookupFailed?, .notConnectedToInternet?: return unreachable
        default:
            // Reset, closed early, or a body shorter than it said it was.
            return answered ? "broke off its answer" : "closed the connection without answering"
        }
    }
}
