import Dispatch
import Foundation
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// A form's PostgreSQL sources, before and after its window opens: a source
/// with no copy yet gets one before the form is read (its fields could not
/// suggest without it); one with a copy opens on it at once, and, when the
/// table's fingerprint (`PostgresSourceCopier.fingerprint`) says it changed,
/// a newer copy is fetched behind the window into `COPY.next`, which the
/// next start takes (never the copy being read: a large one is read after
/// the window shows).
public enum PostgresSources {
    /// The form file's PostgreSQL sources. A form that cannot be read yields
    /// none here: opening it says what is wrong.
    public static func of(formPath: String) -> [SourceSpec] {
        guard formPath.lowercased().hasSuffix(".form.json"), let spec = try? FormFileReader.read(path: formPath) else { return [] }
        return spec.sources.filter { $0.postgres != nil }
    }

    /// The copies of the form file's PostgreSQL sources, ready before it is read.
    public static func prepareCopies(forForm path: String) throws(LoadError) {
        try prepareCopies(of: of(formPath: path), formPath: path)
    }

    /// Takes the newer copies fetched last time, then fetches the copies
    /// still missing, waiting for them (off the main thread, or before GTK starts).
    public static func prepareCopies(of sources: [SourceSpec], formPath: String) throws(LoadError) {
        for source in sources {
            guard let spec = source.postgres else { continue }
            if FileManager.default.fileExists(atPath: spec.copy + ".next") {
                rename(spec.copy + ".next", spec.copy)
                rename(spec.copy + ".next.fingerprint", spec.copy + ".fingerprint")
                rename(spec.copy + ".next.horizon", spec.copy + ".horizon")
            }
            guard !FileManager.default.fileExists(atPath: spec.copy) else { continue }
            if let reason = waitFor(spec) {
                throw PostgresSourceStatus.noCopy(of: source, formPath: formPath, reason: reason)
            }
        }
    }

    /// Brings every copy up to date in the background, for the next
    /// start; `done` hears, on the main thread, the sources whose copy could
    /// not be, each with the reason.
    public static func refresh(_ sources: [SourceSpec], done: @escaping @MainActor @Sendable ([String: String]) -> Void) {
        let specs = sources.compactMap { source in source.postgres.map { (source.name, $0) } }
        guard !specs.isEmpty else { return }
        Task.detached {
            var failed: [String: String] = [:]
            for (name, spec) in specs {
                do {
                    // The table as the copy has it: nothing to fetch.
                    let fingerprint = try await PostgresSourceCopier.fingerprint(of: spec)
                    let kept = try? String(contentsOfFile: spec.copy + ".fingerprint", encoding: .utf8)
                    if fingerprint != nil, fingerprint == kept { continue }
                    try await PostgresSourceCopier.refresh(spec, into: spec.copy + ".next")
                    try? fingerprint?.write(toFile: spec.copy + ".next.fingerprint", atomically: true, encoding: .utf8)
                } catch {
                    failed[name] = TeamServerProblem.words(for: error)
                }
            }
            await MainActor.run { [failed] in done(failed) }
        }
    }

    /// The change log's horizon the copy was taken at (nil: not known).
    public static func horizon(of spec: PostgresSourceSpec) -> Int64? {
        (try? String(contentsOfFile: spec.copy + ".horizon", encoding: .utf8)).flatMap { Int64($0) }
    }

    /// Fetches one copy, blocking the calling thread; the reason it failed, or nil.
    private static func waitFor(_ spec: PostgresSourceSpec) -> String? {
        let finished = DispatchSemaphore(value: 0)
        let failure = Locked<String?>(nil)
        Task.detached {
            do {
                let fingerprint = try await PostgresSourceCopier.fingerprint(of: spec)
                try await PostgresSourceCopier.refresh(spec)
                try? fingerprint?.write(toFile: spec.copy + ".fingerprint", atomically: true, encoding: .utf8)
            } catch {
                failure.withLock { $0 = TeamServerProblem.words(for: error) }
            }
            finished.signal()
        }
        finished.wait()
        return failure.withLock { $0 }
    }
}
