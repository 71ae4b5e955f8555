/// One entry field of a form, as written in the form file.
public struct FieldSpec: Equatable, Sendable {
    public var id: String
    public var label: String
    public var placeholder: String?
    /// The source the field suggests from, by name.
    public var source: String?
    /// The source column the field shows and searches.
    public var column: String?
    public var required = false
    /// The value must be one of the source's values.
    public var strict = false
    /// Fewest characters typed before the list shows.
    public var minChars = 1
    /// Most rows visible at once; the rest scroll.
    public var maxRows = 8
    /// Most suggestions asked of a source: two pages of the list.
    public var suggestionLimit: Int { max(maxRows, 1) * 2 }
    /// Fields naming the same record share one chosen record. Defaults to the source.
    public var record: String?
    /// A regular expression the whole value must match, and what to say when it does not.
    public var pattern: String?
    public var patternMessage: String?
    /// What the field holds, and the least and most it may (as written:
    /// a number, or an ISO date; the reader checks them against the type).
    public var type = FieldType.text
    public var minimum: String?
    public var maximum: String?
    /// A choice field's options, in order (its `choices`, given in the
    /// field or named from the form's lists).
    public var options: [ChoiceOption] = []
    /// Whether the field is asked: while it is false the field is passed
    /// over and its value not saved (XLSForm's `relevant`).
    public var relevant: WrittenExpression?
    /// `required` as an expression: required while it is true.
    public var requiredWhen: WrittenExpression?
    /// What a value must meet, `.` being the value (XLSForm's `constraint`),
    /// and what to say when it does not.
    public var constraint: WrittenExpression?
    public var constraintMessage: String?
    /// A check the keyer may override with a reason (REDCap's soft range,
    /// CSPro's operator-controlled mode), `.` being the value, and what to
    /// say when a value does not meet it.
    public var warning: WrittenExpression?
    public var warningMessage: String?
    /// What an empty required field says instead of "X is required".
    public var requiredMessage: String?
    /// The field's value is computed from other fields, never keyed.
    public var calculation: WrittenExpression?
    /// Shown but never keyed (a value a record or the previous entry gives).
    public var readOnly = false
    /// A heading shown above the field: it begins a section of the form
    /// (an XLSForm group's label; `section` in a form file).
    public var section: String?
    /// A choice field's `choiceFilter` (XLSForm's choice_filter): which
    /// options are offered now, an expression over each option's
    /// `columns` (bare names) and the entry's fields (`${name}`).
    public var choiceFilter: WrittenExpression?
    /// The value a new entry starts with (`FieldDefault`), as saved.
    public var defaultValue: String?
    /// Filled in by the form itself (`AutoValue`), never keyed.
    public var auto: AutoValue?
    /// Kept out of sight: saved, never drawn (an XLSForm's metadata).
    public var hidden = false
    /// Kept after a save, for the next entry.
    public var sticky = false
    /// Narrows the suggestions: source column → the id of the field whose
    /// chosen record's value it must equal.
    public var narrow: [String: String] = [:]
    /// Takes the record from this field's source by a value of the record
    /// chosen in another field.
    public var lookup: FieldLookup?
    /// How this field is keyed; nil: as the form says.
    public var keying: Keying?
    /// The lookups other fields make from this one (`FormSpec.linkQualifyingLookups`).
    public var qualifyingLookups: [QualifyingLookup] = []
    /// Columns the form names for the other languages of `column`: checked
    /// to exist, whatever the person's language, but not searched.
    public var otherLanguageColumns: [String] = []
    public var sourceLocation: SourceLocation?
    /// Where the label is written (the id, shown in its stead, when it is
    /// not): a `${name}` in it that names no field is refused there.
    public internal(set) var labelLocation: SourceLocation?
    public var columnLocation: SourceLocation?
    public var narrowLocation: SourceLocation?

    public init(id: String, label: String, placeholder: String? = nil, source: String? = nil, column: String? = nil,
                required: Bool = false, strict: Bool = false, record: String? = nil) {
        self.id = id
        self.label = label
        self.placeholder = placeholder
        self.source = source
        self.column = column
        self.required = required
        self.strict = strict
        self.record = record
    }

    /// Whether a list of suggestions drops under the field: from a source,
    /// or a choice field's options.
    public var hasSuggestions: Bool { source != nil || choosesOne || choosesMany }

    /// A choice field: one option of its list, suggested as a source's values are.
    public var choosesOne: Bool { type == .choice && !options.isEmpty }
    /// Several of the form's own options (`choices`): the list completes
    /// the one being typed after the last comma.
    public var choosesMany: Bool { type == .choices && !options.isEmpty }

    /// The record group this field belongs to, if any.
    public var recordGroup: String? { record ?? source }
}
