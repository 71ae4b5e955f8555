/// A whole form: its title, its data sources and its fields in order.
public struct FormSpec: Equatable, Sendable {
    public var title: String
    public var sources: [SourceSpec]
    public var fields: [FieldSpec]
    /// Whether the rest of the window dims while a list is open.
    public var dim = true
    /// The file the form came from; drafts and errors refer to it.
    public var path: String?
    /// The language whose texts are shown when the person's is not given
    /// (`FormTexts`); nil: the first written.
    public var defaultLanguage: String?
    /// Where entries go in team mode (the form's `"entries"`); nil: a local file.
    public var teamEntries: TeamEntriesSpec?
    /// How its fields are keyed unless a field says otherwise (`Keying`).
    public var keying = Keying.attentive
    /// Whether records chosen in earlier entries rank first (never heads-down,
    /// where a keyer's shortcuts must stay fixed).
    public var learnsOrder = true
    /// Return passes over a field a record filled.
    public var skipsFilled = false
    /// An XLSForm's questions nothing at a desk can fill (a photo, a
    /// recording, a barcode scan): left out of the form, named in a banner.
    public var leftOut: [String] = []
    /// The fields that tell one entry from another (a household number, a
    /// patient and a visit date): saving an entry whose identity a live
    /// entry has already asks for a reason. Empty: no check.
    public var identity: [Int] = []
    /// Whether a keyer may keep a value a field's `warning` questions, with
    /// a reason; false: a warning refuses as a constraint does (CSPro's
    /// system-controlled mode).
    public var overridesAllowed = true
    /// Whether the window asks who keys as it opens (keying rooms share
    /// machines): the name is saved with each entry, and remembered.
    public var asksKeyer = false
    /// Whether each correction asks why, kept in its line (REDCap's reason
    /// for change): nothing is changed without a word on it.
    public var asksReasonForChange = false
    /// The reasons a keyer chooses from by number (or types another).
    public var overrideReasons: [String] = []

    public init(title: String, sources: [SourceSpec], fields: [FieldSpec], dim: Bool = true, path: String? = nil) {
        self.title = title
        self.sources = sources
        self.fields = fields
        self.dim = dim
        self.path = path
    }

    /// How `field` is keyed: its own `keying`, else the form's.
    public func keying(of field: Int) -> Keying {
        fields[field].keying ?? keying
    }

    /// Whether `field`'s suggestions put the records chosen before first.
    public func learnsOrder(of field: Int) -> Bool {
        learnsOrder && keying(of: field) == .attentive
    }

    /// Gives each field the lookups other fields make from it, once every
    /// column is known: the values they show qualify its namesakes.
    public mutating func linkQualifyingLookups() {
        for index in fields.indices {
            fields[index].qualifyingLookups = fields.compactMap { other in
                guard let lookup = other.lookup, lookup.from == fields[index].id,
                      let source = other.source, let shows = other.column else { return nil }
                return QualifyingLookup(column: lookup.column, source: source, match: lookup.match, shows: shows)
            }
        }
    }

    public func source(named name: String) -> SourceSpec? {
        sources.first { $0.name == name }
    }
}
