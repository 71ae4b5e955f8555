import Foundation

/// A file as the file system knows it, whatever path names it: its device
/// and inode. Two paths (a link, `..`, another spelling) name one file when
/// their nodes are equal, and a path still names an open file only while
/// its node is the open one's; a file written and renamed over it is
/// another node. (`FileIdentity` adds what the content looks like.)
public struct FileNode: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    public init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The node `path` names now (through links), or nil if none.
    public static func at(_ path: String) -> FileNode? {
        var status = stat()
        return stat(path, &status) == 0 ? FileNode(status) : nil
    }

    /// The node open as `descriptor`, or nil if it is not open.
    static func of(descriptor: Int32) -> FileNode? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? FileNode(status) : nil
    }

    /// Whether `path` names this node now.
    public func isNamed(by path: String) -> Bool {
        FileNode.at(path) == self
    }
}
