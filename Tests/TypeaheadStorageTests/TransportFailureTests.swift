import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadStorage

/// What the app's transport says of a server that answers badly, over real
/// sockets: each is told apart from a server that cannot be reached, since
/// the host did answer.
@Suite("Transport failures", .timeLimit(minutes: 5), .hangWatchdog)
struct TransportFailureTests {
    static let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n"

    static func result(of url: URL, timeout: Double = 10) async -> RemoteResult {
        let transport = URLSessionTransport() // kept until the answer: its session goes with it
        let result = await withCheckedContinuation { continuation in
            _ = transport.get(url, headers: [:], timeout: timeout) { continuation.resume(returning: $0) }
        }
        withExtendedLifetime(transport) {}
        return result
    }

    @Test(arguments: [
        ("HTTP/1.1 302 Found\r\nLocation: /again\r\nContent-Length: 0\r\n\r\n", false, "redirected too many times"),
        (head + "{\"rows\": [", false, "broke off its answer"), // 10 bytes of the 1,000 it announced
        (head + "{\"rows\": [", true, "broke off its answer"), // then a reset
        ("", true, "closed the connection without answering"),
        ("HELLO\r\n\r\n", false, "did not answer in HTTP"),
    ])
    func aServerThatAnswersBadlyIsNotUnreachable(reply: String, resets: Bool, said: String) async {
        let server = ScriptedServer(reply: reply, resets: resets)
        #expect(await Self.result(of: server.url) == .failed(said))
    }

    @Test func aPortNobodyListensOnIsUnreachable() async {
        let port = ScriptedServer(reply: "").port // closed again when it goes
        #expect(await Self.result(of: URL(string: "http://127.0.0.1:\(port)/search")!) == .failed(TransportFailure.unreachable))
    }

    @Test func aGoodAnswerStillComesThrough() async {
        let server = ScriptedServer(reply: "HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\n{\"rows\":[]}")
        #expect(await Self.result(of: server.url) == .reply(status: 200, body: Array("{\"rows\":[]}".utf8)))
    }

    /// Announced at 50 MB, it is refused at once: without that, the
    /// server (which sends 10 bytes and holds on) would keep it to the
    /// 600 s deadline.
    @Test func aBodyAnnouncedTooLargeIsRefusedBeforeItIsRead() async {
        let server = ScriptedServer(reply: "HTTP/1.1 200 OK\r\nContent-Length: \(50 << 20)\r\n\r\n{\"rows\": [",
                                    holdsOpen: true)
        let started = ContinuousClock.now
        #expect(await Self.result(of: server.url, timeout: 600) == .failed("sent more than 2 MB"))
        // Long before the deadline (and the suite's time limit), even under
        // ThreadSanitizer with every other test loading both cores (90 s).
        #expect(started.duration(to: .now) < .seconds(240))
    }

    /// A newer key cancels the request before it; cancelled while
    /// FoundationNetworking waits on a redirect, the process used to stop
    /// with "Received callback for HTTP redirection, but we're not waiting
    /// for it". Each of these requests follows a loop of redirects and is
    /// cancelled at a random moment.
    @Test func aRequestCancelledWhileItIsRedirectedEndsQuietly() async {
        let server = ScriptedServer(reply: "HTTP/1.1 302 Found\r\nLocation: /again\r\nContent-Length: 0\r\n\r\n")
        let transport = URLSessionTransport()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let pause = UInt32.random(in: 0...2_000, using: &generator)
            let result = await withCheckedContinuation { continuation in
                let cancel = transport.get(server.url, headers: [:], timeout: 10) { continuation.resume(returning: $0) }
                usleep(pause)
                cancel()
            }
            guard case .failed = result else {
                Issue.record("a cancelled request answered \(result)")
                return
            }
        }
        withExtendedLifetime(transport) {}
    }

    /// A transport that goes is let go of; its session (which held it,
    /// and every request's curl handle, for the life of the process) goes
    /// once its requests have ended.
    @Test func aTransportThatGoesIsLetGo() {
        let server = ScriptedServer(reply: Self.head + "{", holdsOpen: true)
        weak var gone: URLSessionTransport?
        do {
            let transport = URLSessionTransport()
            gone = transport
            _ = transport.get(server.url, headers: [:], timeout: 10) { _ in }
        }
        #expect(gone == nil)
    }
}

