import Foundation
import TypeaheadEngine

/// Where a form's `auto` counter starts: one past the highest number the
/// field holds in any line of the entries file, taken-back and corrected
/// entries included, so no number is given twice; 1 when there is none.
public enum EntryCounter {
    public static func firstNumber(field: String, entriesPath: String) -> Int {
        guard FileManager.default.fileExists(atPath: entriesPath) else { return 1 }
        let reader = EntryFileReader(path: entriesPath)
        var highest = 0
        // A line that cannot be read holds no number; the window says why elsewhere.
        try? EntryFileLines.forEach(path: entriesPath) { bytes, place throws(LoadError) in
            guard case .entry(let entry, _)? = try? reader.line(bytes, number: Int(place.number)),
                  let text = entry.values.first(where: { $0.id == field })?.text, let number = Int(text) else { return }
            highest = max(highest, number)
        }
        return highest == Int.max ? highest : highest + 1
    }
}
