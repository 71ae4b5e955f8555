/// Wakes a waiting loop early; a wake with nobody waiting is kept for the next wait.
actor WakeSignal {
    private var pending = false
    private var waiter: CheckedContinuation<Void, Never>?

    func wake() {
        if let waiter {
            self.waiter = nil
            waiter.resume()
        } else {
            pending = true
        }
    }

    /// Returns at the next wake, or after `timeout`, whichever is first.
    func wait(timeout: Duration) async {
        if pending {
            pending = false
            return
        }
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.wake()
        }
        await withCheckedContinuation { waiter = $0 }
        timer.cancel()
        pending = false
    }
}
