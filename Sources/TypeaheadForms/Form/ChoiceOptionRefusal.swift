import TypeaheadEngine

/// Why an option cannot join a choice list, whichever file writes it.
enum ChoiceOptionRefusal {
    case valueNotAWord(String), valueTwice(String), labelTwice(String)

    /// The refusal of `option` after `options`, or nil when it may join.
    init?(adding option: ChoiceOption, to options: [ChoiceOption]) {
        if option.value.isEmpty || option.value.contains(where: \.isWhitespace) {
            self = .valueNotAWord(option.value)
        } else if options.contains(where: { $0.value == option.value }) {
            self = .valueTwice(option.value)
        } else if options.contains(where: { TextFolding.fold($0.label) == TextFolding.fold(option.label) }) {
            self = .labelTwice(option.label)
        } else {
            return nil
        }
    }

    /// Whether the option repeats another's value or label (which pyxform's
    /// allow_choice_duplicates allows).
    var isDuplicate: Bool {
        if case .valueNotAWord = self { return false }
        return true
    }

    /// Whether the fault is in the option's label rather than its value.
    var isInLabel: Bool {
        if case .labelTwice = self { return true }
        return false
    }

    var message: String {
        switch self {
        case .valueNotAWord(let value):
            // TRANSLATORS: 'value' is a form-file keyword; keep it as it is. %1$s is the value written.
            return translated("an option's 'value' must be a word without spaces, found '%1$s'", value)
        case .valueTwice(let value):
            // TRANSLATORS: %1$s is an option's value, given twice in one choice list.
            return translated("option '%1$s' is given twice", value)
        case .labelTwice(let label):
            // TRANSLATORS: %1$s is an option's label, which two options of one choice list share.
            return translated("two options are labelled '%1$s'", label)
        }
    }
}
