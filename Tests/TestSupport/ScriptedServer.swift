import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A server on 127.0.0.1 that answers every request with the same bytes,
/// then closes the connection, resets it (an RST, as a crashed server or
/// a broken middlebox leaves it), or holds it open until the client goes. For the transport's tests: real
/// sockets and the real libcurl under URLSession, with a server that
/// misbehaves as no real one does on purpose.
final class ScriptedServer: @unchecked Sendable {
    let port: Int
    private let listener: Int32

    init(reply: String, resets: Bool = false, holdsOpen: Bool = false) {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        var length = size
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listener, address, size) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, address, &length) == 0
            }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let bytes = Array(reply.utf8)
        Thread.detachNewThread {
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { // the listener was shut down
                    // Closed only here: closed while this thread could still
                    // accept on it, its number could go to another test's socket.
                    close(listener)
                    return
                }
                Self.readRequestHead(client)
                _ = bytes.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
                if holdsOpen { Self.readUntilClosed(client) }
                if resets {
                    var hard = linger(l_onoff: 1, l_linger: 0)
                    setsockopt(client, SOL_SOCKET, SO_LINGER, &hard, socklen_t(MemoryLayout<linger>.size))
                }
                close(client)
            }
        }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/search?q=zu")! }

    private static func readUntilClosed(_ client: Int32) {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while read(client, &chunk, chunk.count) > 0 {}
    }

    private static func readRequestHead(_ client: Int32) {
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !head.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            let count = read(client, &chunk, chunk.count)
            guard count > 0 else { return }
            head += chunk[0..<count]
        }
    }
}
