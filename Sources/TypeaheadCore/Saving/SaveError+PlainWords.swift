import Foundation

extension SaveError {
    /// What went wrong with the file, in words a clerk knows, after
    /// "The entry was not saved: ". The system's own wording ("Not a
    /// directory") only where no plainer one is known.
    public var plainWords: String {
        let name = "“\(URL(fileURLWithPath: path).lastPathComponent)”"
        let folder = "“\(URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent)”"
        switch code {
        case ENOENT: return "the folder \(folder) does not exist"
        case ENOTDIR: return "\(folder) or a folder above it is a file, not a folder"
        case EACCES, EPERM: return "you are not allowed to write to \(name) in \(folder)"
        case ENOSPC: return "the disk that holds \(name) is full"
        case EDQUOT: return "your share of the disk that holds \(name) is used up"
        case EROFS: return "\(name) is on a disk that can only be read"
        case EISDIR: return "\(name) is a folder"
        case EIO: return "the disk that holds \(name) reported an error"
        default: return "\(name) could not be written (\(reason))"
        }
    }
}
