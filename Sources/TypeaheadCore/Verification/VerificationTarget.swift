import TypeaheadStorage

/// A saved entry a second keyer is to key again blind (issue 52): the
/// version verified, its values (shown only in the identity fields), and
/// who keyed it with how many keys, which the verification line keeps.
public struct VerificationTarget: Equatable, Sendable {
    public var version: EntryID
    public var values: Draft
    public var keyer: String
    public var keys: Int

    public init(version: EntryID, values: Draft, keyer: String, keys: Int) {
        self.version = version
        self.values = values
        self.keyer = keyer
        self.keys = keys
    }

    /// The entry as the entries file says it is now.
    public init(_ entry: LoggedEntry) {
        self.init(version: entry.current,
                  values: Draft(values: Dictionary(entry.values.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first }),
                                records: Dictionary(entry.records.map { ($0.id, $0.key) }, uniquingKeysWith: { first, _ in first })),
                  keyer: entry.enteredBy ?? "", keys: entry.keying?.keys ?? 0)
    }
}
