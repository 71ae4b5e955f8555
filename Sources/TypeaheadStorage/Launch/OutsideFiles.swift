import Foundation
import TypeaheadEngine
import TypeaheadForms

/// The data files a form reads from outside its own folder: through `..`,
/// an absolute path, or a symlink that leads out, each known by its real
/// path (`realpath`, so no spelling of a path gets round it).
enum OutsideFiles {
    /// Refuses the form when it names a file outside its folder that
    /// `consent` does not allow: the error names each such file (never its
    /// contents: it is not opened) at its source, and lists them all for
    /// the window's question (`LoadError.outsideFiles`).
    static func check(_ spec: FormSpec, consent: OutsideFileConsent) throws(LoadError) {
        guard let formPath = spec.path else { return }
        let folder = realPath(URL(fileURLWithPath: AppPaths.absolutePath(formPath)).deletingLastPathComponent().path)
        var outside: [(source: SourceSpec, file: String)] = []
        for source in spec.sources where source.remote == nil && source.postgres == nil {
            let file = realPath(source.file)
            if !file.hasPrefix(folder == "/" ? "/" : folder + "/") { outside.append((source, file)) }
        }
        // The remembered answers are read only for a form that needs them, once.
        guard !outside.isEmpty, !consent.allowsAll else { return }
        let allowed = consent.allowed(forForm: formPath)
        let refused = outside.filter { !allowed.contains($0.file) }
        guard let first = refused.first else { return }
        let place = first.source.propertyLocations["file"] ?? first.source.location
        // TRANSLATORS: %1$s is a source's name, %2$s the real path of its data file; keep --allow-outside.
        var error = LoadError(path: formPath, at: place,
                              message: translated("source '%1$s' reads %2$s, outside the form's folder: it is read only once you allow it for this form (or with --allow-outside)",
                                                  first.source.name, first.file))
        error.outsideFiles = refused.map(\.file)
        throw error
    }

    /// The path with every symlink and `..` resolved; for a file that is
    /// not there, the path made absolute and tidied (it is refused or
    /// reported missing all the same).
    static func realPath(_ path: String) -> String {
        let absolute = AppPaths.absolutePath(path)
        guard let resolved = realpath(absolute, nil) else { return URL(fileURLWithPath: absolute).standardizedFileURL.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
