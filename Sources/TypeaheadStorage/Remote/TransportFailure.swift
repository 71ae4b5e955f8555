import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a request got no answer, as the row under a field says it after
/// the server's name. A server that cannot be reached and one that
/// answered badly are told apart: the person asks their network for one,
/// the server's keeper for the other.
///
/// The words stay English: they are data, compared, and `RemoteMatcher.failed`
/// makes each into a whole translated sentence.
enum TransportFailure {
    static let unreachable = "unreachable"
    static let redirectLoop = "redirected too many times"
    static let timedOut = "timed out"
    static let notHTTP = "did not answer in HTTP"
    static let brokeOff = "broke off its answer"
    static let closed = "closed the connection without answering"
    private static let timedOutAfter = "timed out after "

    /// The request's deadline passed: "timed out after 5 s".
    static func deadline(after seconds: String) -> String {
        timedOutAfter + seconds + " s"
    }

    /// The seconds of a `deadline(after:)`, or nil for another reason.
    static func timeout(in why: String) -> String? {
        guard why.hasPrefix(timedOutAfter), why.hasSuffix(" s") else { return nil }
        return String(why.dropFirst(timedOutAfter.count).dropLast(" s".count))
    }

    /// `answered`: the server had sent a status line when it went wrong.
    static func why(_ error: Error, answered: Bool) -> String {
        let code = (error as? URLError)?.code
        switch code {
        case .timedOut?: return timedOut
        case .httpTooManyRedirects?: return redirectLoop
        case .unsupportedURL?, .badServerResponse?, .cannotParseResponse?: return notHTTP
        case .cannotConnectToHost?, .cannotFindHost?, .dnsLookupFailed?, .notConnectedToInternet?: return unreachable
        default:
            // Reset, closed early, or a body shorter than it said it was.
            return answered ? brokeOff : closed
        }
    }
}
