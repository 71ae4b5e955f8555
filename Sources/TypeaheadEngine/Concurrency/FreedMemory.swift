/// glibc's `malloc_trim`, which Swift's Glibc module does not bring in
/// (it is declared in malloc.h).
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32

/// Memory a large load frees (the parse's and the build's scratch arrays)
/// stays in malloc's heap unless given back, and counts as resident.
public enum FreedMemory {
    public static func returnToSystem() {
        _ = glibcMallocTrim(0)
    }
}
