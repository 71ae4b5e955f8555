import Foundation
import TypeaheadEngine

/// The window's size, never below the narrowest the form can be drawn.
/// Kept in GSettings (`WindowMemory`); earlier versions kept it in a small
/// JSON file (`AppPaths.windowStateFile`), read once to carry it over.
public struct WindowSize: Equatable, Sendable {
    /// The narrowest the form's column can be drawn (a phone's width).
    public static let minimumWidth = 360
    public static let minimumHeight = 320
    /// The schema's upper bound (GSettings refuses, loudly, a value outside its range).
    public static let maximumSide = 16384
    public static let standard = WindowSize(width: 560, height: 720)

    public var width: Int
    public var height: Int

    /// A size no smaller than the minimum, no larger than the maximum.
    public init(width: Int, height: Int) {
        self.width = min(max(width, Self.minimumWidth), Self.maximumSide)
        self.height = min(max(height, Self.minimumHeight), Self.maximumSide)
    }

    /// The size an earlier version kept in `path` (`{"width": 560,
    /// "height": 720}`), or nil when there is none or it cannot be read (a
    /// window size is not worth a message).
    public static func kept(in path: String) -> WindowSize? {
        struct Kept: Decodable { var width: Int; var height: Int }
        guard let data = FileManager.default.contents(atPath: path),
              let kept = try? JSONDecoder().decode(Kept.self, from: data),
              (1..<100_000).contains(kept.width), (1..<100_000).contains(kept.height)
        else { return nil }
        return WindowSize(width: kept.width, height: kept.height)
    }
}
