import Foundation

/// Makes the folders Typeahead keeps its files in, saying which part of the
/// path is in the way and why (`FileManager` only says that it failed).
public enum StateFolder {
    public static func create(_ path: String) throws(SaveError) {
        // Called before every write: the usual case costs two calls.
        var existing = stat()
        if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFDIR, access(path, W_OK) == 0 { return }
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) == 0 { continue }
            let code = errno
            var status = stat()
            if stat(prefix, &status) == 0 {
                guard (status.st_mode & S_IFMT) == S_IFDIR else {
                    throw SaveError(path: prefix, reason: translated("it is a file, not a folder"))
                }
                continue
            }
            throw SaveError(path: prefix, errno: code)
        }
        // A folder that exists but cannot be written to says so now, not at the first write.
        guard access(path, W_OK) == 0 else { throw SaveError(path: path, errno: errno) }
    }
}
