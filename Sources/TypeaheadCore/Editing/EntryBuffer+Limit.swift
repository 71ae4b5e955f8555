extension EntryBuffer {
    /// The most a GtkEntry holds: 65,534 bytes of UTF-8 (GtkEntryBuffer's
    /// G_MAXUSHORT, less the terminating NUL; measured on GTK 4.8). Text
    /// inserted beyond it is cut at a code point, and into a full entry
    /// nothing goes, so the form cuts the same way and says so.
    public static let maximumBytes = 65_534

    /// The part of `inserted` that fits in place of the selection: all of
    /// it, or as many whole code points as the entry has room for.
    public func fitting(_ inserted: String) -> String {
        let selected = scalars[selection].reduce(0) { $0 + UTF8.width($1) }
        let room = Self.maximumBytes - (text.utf8.count - selected)
        guard inserted.utf8.count > room else { return inserted }
        var kept = String.UnicodeScalarView()
        var used = 0
        for scalar in inserted.unicodeScalars {
            used += UTF8.width(scalar)
            guard used <= room else { break }
            kept.append(scalar)
        }
        return String(kept)
    }
}
