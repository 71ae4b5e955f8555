/// How Open Recent names its files: by file name, as GNOME does, and a
/// name two files share (two `trip.form.json`) with its folder after it,
/// the home folder written `~`.
public enum RecentFileLabels {
    public static func labels(for paths: [String], home: String) -> [String] {
        let names = paths.map(fileName)
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        return zip(paths, names).map { path, name in
            guard counts[name, default: 0] > 1 else { return name }
            return "\(name) (\(folder(of: path, home: home)))"
        }
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func folder(of path: String, home: String) -> String {
        let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let trimmedHome = home.hasSuffix("/") ? String(home.dropLast()) : home
        if !trimmedHome.isEmpty, parent == trimmedHome { return "~" }
        if !trimmedHome.isEmpty, parent.hasPrefix(trimmedHome + "/") { return "~" + parent.dropFirst(trimmedHome.count) }
        return parent.isEmpty ? "/" : parent
    }
}
