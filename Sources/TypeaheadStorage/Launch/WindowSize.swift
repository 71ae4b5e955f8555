import Foundation
import TypeaheadEngine

/// The window's size, kept between runs in a small JSON file
/// (`AppPaths.windowStateFile`): `{"width": 560, "height": 720}`.
public struct WindowSize: Equatable, Sendable {
    /// The narrowest the form's column can be drawn (a phone's width).
    public static let minimumWidth = 360
    public static let minimumHeight = 320
    public static let standard = WindowSize(width: 560, height: 720)

    public var width: Int
    public var height: Int

    /// A size no smaller than the minimum.
    public init(width: Int, height: Int) {
        self.width = max(width, Self.minimumWidth)
        self.height = max(height, Self.minimumHeight)
    }

    /// The size kept in `path`, or the standard size when there is none or
    /// it cannot be read (a window size is not worth a message).
    public static func load(from path: String = AppPaths.windowStateFile()) -> WindowSize {
        struct Kept: Decodable { var width: Int; var height: Int }
        guard let data = FileManager.default.contents(atPath: path),
              let kept = try? JSONDecoder().decode(Kept.self, from: data),
              (1..<100_000).contains(kept.width), (1..<100_000).contains(kept.height)
        else { return .standard }
        let (width, height) = (kept.width, kept.height)
        return WindowSize(width: width, height: height)
    }

    /// Keeps the size, replacing the file whole.
    public func store(to path: String = AppPaths.windowStateFile()) throws(SaveError) {
        try AtomicFile.write("{\"width\": \(width), \"height\": \(height)}\n", to: path)
    }
}
