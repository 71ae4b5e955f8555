@testable import TypeaheadCore
import TypeaheadStorage

extension FormDriver {
    /// Keys `keys` one character at a time, as a keyer does; "\n" is Return.
    func key(_ keys: String) {
        for character in keys {
            if character == "\n" { hit(.field(.enter)) } else { hit(.edit(.insert(String(character)))) }
        }
    }

    /// The last saved entry's values by field id (empty before a save).
    var lastSavedValues: [String: String] {
        Dictionary(uniqueKeysWithValues: (saved.last?.values ?? []).map { ($0.id, $0.text) })
    }
}
