import Foundation

extension SaveError {
    /// What went wrong with the file, in words a clerk knows, after
    /// "The entry was not saved: ". The system's own wording ("Not a
    /// directory") only where no plainer one is known.
    public var plainWords: String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        switch code {
        // TRANSLATORS: %1$s is a folder's name. Each of these follows
        // "The entry was not saved: ", so starts in lower case.
        case ENOENT: return translated("the folder “%1$s” does not exist", folder)
        // TRANSLATORS: %1$s is a folder's name.
        case ENOTDIR: return translated("“%1$s” or a folder above it is a file, not a folder", folder)
        // TRANSLATORS: %1$s is a file's name, %2$s the name of the folder it is in.
        case EACCES, EPERM: return translated("you are not allowed to write to “%1$s” in “%2$s”", name, folder)
        // TRANSLATORS: %1$s is a file's name.
        case ENOSPC: return translated("the disk that holds “%1$s” is full", name)
        // TRANSLATORS: %1$s is a file's name.
        case EDQUOT: return translated("your share of the disk that holds “%1$s” is used up", name)
        // TRANSLATORS: %1$s is a file's name.
        case EROFS: return translated("“%1$s” is on a disk that can only be read", name)
        // TRANSLATORS: %1$s is a file's name.
        case EISDIR: return translated("“%1$s” is a folder", name)
        // TRANSLATORS: %1$s is a file's name.
        case EIO: return translated("the disk that holds “%1$s” reported an error", name)
        // TRANSLATORS: %1$s is a file's name, %2$s the system's reason.
        default: return translated("“%1$s” could not be written (%2$s)", name, reason)
        }
    }
}
