import Foundation
import Testing

/// Opens a store whose files are locked per window (drafts) again and
/// again, for up to 5 s, until `isReady` holds. A killed window's lock goes
/// with its last open descriptor, and a test elsewhere in this process that
/// starts a program (the PostgreSQL tests do) shares our descriptors with
/// its child until the child execs: for that moment the lock is still held.
/// A draft that is lost never comes back, so the wait then fails.
@MainActor
func openedOnceReady<Opened>(
    _ what: String, _ open: () -> Opened, until isReady: (Opened) throws -> Bool
) async throws -> Opened {
    var opened: Opened?
    try await waitUntil(what, within: .seconds(5)) {
        opened = nil // a try's own locks go before the next try
        opened = open()
        return try isReady(opened!)
    }
    return opened!
}

/// Sets a file's times to 2001, so it is the older of two and stale to a
/// sweep of leftovers.
func backdate(_ path: String) {
    var past = timeval(tv_sec: 1_000_000_000, tv_usec: 0)
    _ = withUnsafeMutablePointer(to: &past) { utimes(path, [$0.pointee, $0.pointee]) }
}
