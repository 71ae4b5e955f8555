import Foundation
import TypeaheadEngine

/// The `survey` sheet read row by row into fields (`XLSFormReader`), with
/// the groups open at each row.
struct SurveyReading {
    let survey: XLSFormSheet
    let path: String
    let choice: FormTextChoice
    let lists: [String: [ChoiceOption]]
    var fields: [FieldSpec] = []
    /// The heading of the group(s) begun since the last question, for the next.
    private var pendingSection: String?
    /// The choice list each choice field of `fields` takes its options from.
    private var fieldLists: [Int: String] = [:]
    /// The lists an or_other added "other" to: as pyxform has it, every
    /// field of such a list offers it (`finish`).
    private var listsWithOther: Set<String> = []
    /// The questions only a device answers (a photo, a recording), by name:
    /// left out, named in the window's banner.
    var leftOut: [String] = []
    /// The data files of select_one_from_file questions, one source each.
    var sources: [SourceSpec] = []
    /// The groups open, outermost first: their rows and relevants.
    var groups: [(row: Int, relevant: WrittenExpression?)] = []

    init(survey: XLSFormSheet, path: String, choice: FormTextChoice, lists: [String: [ChoiceOption]]) {
        self.survey = survey
        self.path = path
        self.choice = choice
        self.lists = lists
    }

    /// A select_one_from_file's data file as a source: its `name` column
    /// identifies a record, its `label` is what is suggested and shown,
    /// as ODK reads such a file. One source for each file, however many
    /// questions name it.
    private mutating func source(of argument: [String], row: Int, key: String) throws(LoadError) -> String {
        guard argument.count == 1, let file = argument.first else {
            // TRANSLATORS: select_one_from_file is an XLSForm type; keep it as it is.
            throw refuse("type", row, translated("select_one_from_file needs one data file after it, such as cities.csv"))
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let resolved = file.hasPrefix("/") ? file : folder.appendingPathComponent(file).path
        guard DataFormat(path: resolved) != nil else {
            // TRANSLATORS: %1$s is the data file an XLSForm question names.
            throw refuse("type", row, translated("'%1$s' is not a data file; use .csv, .tsv, .json or .jsonl", file))
        }
        if !sources.contains(where: { $0.name == file }) {
            var source = SourceSpec(name: file, file: resolved, key: key)
            source.location = survey.location("type", row)
            source.propertyLocations["key"] = source.location
            sources.append(source)
        }
        return file
    }

    // TRANSLATORS: the option an XLSForm's or_other adds to a choice list.
    static var other: ChoiceOption { ChoiceOption(value: "other", label: translated("Other")) }

    /// After the last row: every field of a list an or_other added "other"
    /// to offers it, wherever it is in the survey, as pyxform reads it.
    mutating func finish() {
        for (index, list) in fieldLists where listsWithOther.contains(list) && !fields[index].options.contains(where: { $0.value == "other" }) {
            fields[index].options.append(Self.other)
        }
    }

    func refuse(_ column: String, _ row: Int, _ message: String) -> LoadError {
        LoadError(path: path, at: survey.location(column, row), message: message)
    }

    mutating func read(_ row: Int) throws(LoadError) {
        guard let written = survey.text("type", row) else { return }
        let words = written.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        let type = words.count > 1 && ["begin", "end", "select"].contains(words[0]) ? words[0] + "_" + words[1] : words[0]
        let argument = words.count > 1 && type.contains("_") && ["begin", "end", "select"].contains(words[0])
            ? Array(words.dropFirst(2)) : Array(words.dropFirst())
        switch type {
        case "begin_group":
            groups.append((row, expression("relevant", row)))
            // Its label heads the group's first question (a group in a group: both, joined).
            if let label = survey.texts("label", row).map(choice.text) {
                pendingSection = pendingSection.map { $0 + " › " + label } ?? label
            }
        case "end_group":
            // TRANSLATORS: "end group" and "begin group" are XLSForm types; keep them as they are.
            guard groups.popLast() != nil else { throw refuse("type", row, translated("this \"end group\" closes no \"begin group\"")) }
        case "begin_repeat", "end_repeat":
            // TRANSLATORS: "begin repeat" is an XLSForm type; keep it as it is.
            throw refuse("type", row, translated("repeats (\"begin repeat\") are not supported yet: key each repetition as an entry of its own form"))
        case "start", "end", "today", "username":
            try readMetadata(row, auto: type == "username" ? .login : AutoValue(rawValue: type)!)
        case _ where XLSFormReader.metadata.contains(type):
            return // a device's (its id, its phone number…): not this desk's to say
        case _ where XLSFormReader.deviceOnly.contains(type):
            leftOut.append(survey.text("name", row) ?? type)
        case "geopoint":
            // A place typed as "latitude longitude" (52.37 4.89), as a keyer copies it from paper.
            try readQuestion(row, type: type, argument: argument)
        case "text", "integer", "decimal", "date", "time", "datetime", "note", "calculate", "select_one", "select_multiple", "acknowledge":
            try readQuestion(row, type: type, argument: argument)
        case "select_one_from_file":
            // The file's name as written: it may have capitals.
            try readQuestion(row, type: type, argument: written.split(whereSeparator: \.isWhitespace).dropFirst().map(String.init))
        default:
            // TRANSLATORS: %1$s is an XLSForm question type, such as geopoint, as written in the workbook.
            throw refuse("type", row, translated("question type '%1$s' is not supported yet", written))
        }
    }

    private mutating func readQuestion(_ row: Int, type: String, argument: [String]) throws(LoadError) {
        // TRANSLATORS: name is the XLSForm column that names a question; keep it as it is.
        guard let id = survey.text("name", row) else { throw refuse("type", row, translated("a question needs a 'name'")) }
        guard !fields.contains(where: { $0.id == id }) else { throw refuse("name", row, translated("duplicate field id '%1$s'", id)) }
        var field = FieldSpec(id: id, label: survey.texts("label", row).map(choice.text) ?? id)
        field.labelLocation = survey.location("label", row)
        field.placeholder = survey.texts("hint", row).map(choice.text)
        var otherAsked = false
        switch type {
        case "integer": field.type = .integer
        case "decimal": field.type = .decimal
        case "date": field.type = .date
        case "time": field.type = .time
        case "datetime": field.type = .datetime
        case "note": field.readOnly = true
        case "geopoint":
            field.pattern = #"-?\d{1,2}(\.\d+)? -?\d{1,3}(\.\d+)?"#
            // TRANSLATORS: the message of a place field (an XLSForm geopoint) typed wrongly; keep the example as it is.
            field.patternMessage = translated("Type the latitude and the longitude, such as 52.37 4.89")
            field.placeholder = field.placeholder ?? "52.37 4.89"
        case "select_one", "select_multiple":
            // pyxform's older spellings: "select one from LIST", and "LIST or_other"
            // (or "or specify other"), which adds an option "other" and a field to say which.
            var argument = argument.first == "from" ? Array(argument.dropFirst()) : argument
            if argument.last == "or_other" || argument.suffix(3) == ["or", "specify", "other"] {
                argument = Array(argument.prefix(1))
                otherAsked = true
            }
            guard argument.count == 1, var options = lists[argument[0]] else {
                let known = lists.keys.sorted().joined(separator: ", ")
                // TRANSLATORS: 'choices' is a form-file keyword and a sheet's name; keep it as it is. %1$s is the list named, %2$s the form's lists.
                throw refuse("type", row, translated("unknown choice list '%1$s' (the form's 'choices': %2$s)", argument.joined(separator: " "), known))
            }
            field.type = type == "select_one" ? .choice : .choices
            if otherAsked, !options.contains(where: { $0.value == "other" }) {
                options.append(Self.other)
                listsWithOther.insert(argument[0])
            }
            field.options = options
            fieldLists[fields.count] = argument[0]
            field.choiceFilter = expression("choice_filter", row)
            field.strict = field.type == .choice
        case "acknowledge":
            // ODK's acknowledge is "OK" when the keyer says so: one option, typed "1" or "o".
            field.type = .choice
            // TRANSLATORS: the one option of an XLSForm's acknowledge question, typed to say the keyer has seen it.
            field.options = [ChoiceOption(value: "OK", label: translated("OK"))]
            field.strict = true
        case "select_one_from_file":
            // pyxform's parameters name other columns: "value=geonameid label=name".
            let parameters = Dictionary((survey.text("parameters", row) ?? "").split(whereSeparator: \.isWhitespace).compactMap { pair in
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                return parts.count == 2 ? (parts[0].lowercased(), parts[1]) : nil
            }, uniquingKeysWith: { _, last in last })
            field.source = try source(of: argument, row: row, key: parameters["value"] ?? "name")
            field.column = parameters["label"] ?? "label"
            field.strict = true
            field.sourceLocation = survey.location("type", row)
            field.columnLocation = field.sourceLocation
        default: break
        }
        if var value = survey.text("default", row) {
            // A date cell holds a spreadsheet's serial day (1 is 1900-01-01, and 1900 had no 29 February).
            if field.type == .date, let serial = Int(value), (1...2_958_465).contains(serial),
               let day = CalendarDate(daysSince1970: serial - (serial < 61 ? 25_568 : 25_569)) {
                value = day.iso
            }
            field.defaultValue = value
            if let problem = FieldDefault.problem(value, for: field) { throw refuse("default", row, problem) }
        }
        if survey.text("required", row) != nil {
            switch survey.truth("required", row) {
            case true?: field.required = true
            case false?: break
            case nil: field.requiredWhen = expression("required", row)
            }
        }
        field.relevant = combinedRelevant(row)
        field.constraint = expression("constraint", row)
        field.constraintMessage = survey.texts("constraint_message", row).map(choice.text)
        // Typeahead's own columns: a check the keyer may override with a reason.
        field.warning = expression("warning", row)
        field.warningMessage = survey.texts("warning_message", row).map(choice.text)
        field.requiredMessage = survey.texts("required_message", row).map(choice.text)
        field.calculation = expression("calculation", row)
        if type == "calculate", field.calculation == nil {
            // TRANSLATORS: calculate is an XLSForm type, calculation its column; keep them as they are. %1$s is a field id.
            throw refuse("type", row, translated("calculate field '%1$s' needs a 'calculation'", id))
        }
        if survey.truth("read_only", row) == true {
            field.readOnly = true
        }
        field.section = pendingSection
        pendingSection = nil
        fields.append(field)
        if otherAsked {
            // TRANSLATORS: the label of the field an XLSForm's or_other adds after a choice, asked when "Other" is chosen.
            var other = FieldSpec(id: id + "_other", label: translated("Specify other."))
            other.relevant = WrittenExpression("selected(${\(id)}, 'other')", location: survey.location("type", row), inCell: true)
            fields.append(other)
        }
    }

    /// A value the form fills in itself (ODK's metadata), saved, not shown.
    private mutating func readMetadata(_ row: Int, auto: AutoValue) throws(LoadError) {
        guard let id = survey.text("name", row) else { throw refuse("type", row, translated("a question needs a 'name'")) }
        guard !fields.contains(where: { $0.id == id }) else { throw refuse("name", row, translated("duplicate field id '%1$s'", id)) }
        var field = FieldSpec(id: id, label: id)
        field.auto = auto
        field.hidden = true
        fields.append(field)
    }

    /// An expression written in `column` of `row`, placed at its cell.
    func expression(_ column: String, _ row: Int) -> WrittenExpression? {
        survey.text(column, row).map { WrittenExpression($0, location: survey.location(column, row), inCell: true) }
    }

    /// The question's own relevant and its groups', all of which must hold.
    func combinedRelevant(_ row: Int) -> WrittenExpression? {
        let all = groups.compactMap(\.relevant) + [expression("relevant", row)].compactMap { $0 }
        guard let last = all.last else { return nil }
        guard all.count > 1 else { return last }
        return WrittenExpression(all.map { "(" + $0.text + ")" }.joined(separator: " and "), location: last.location, inCell: true)
    }
}
