import TypeaheadEngine

/// Reads an XLSForm (the workbook of ODK, KoBoToolbox, SurveyCTO: a
/// `survey` sheet, `choices` and `settings`) into a `FormSpec`, as pyxform
/// reads it, for what Typeahead's forms hold: text, integer, decimal and
/// date questions, select_one, note and calculate; relevant, required,
/// constraint with its message, calculation, read_only and hints; groups
/// (whose relevant their questions share); labels per language; start,
/// end, today and username filled in by the form, unseen (`AutoValue`).
/// A device's own metadata (deviceid…) is passed over; what Typeahead cannot key yet (repeats, places,
/// media) is refused at its cell, never dropped. Errors name the cell as
/// a spreadsheet does (survey!C7).
public enum XLSFormReader {
    /// A device's metadata, which a desk has not: passed over.
    /// Questions a device answers by itself (a camera, a microphone, a
    /// scanner): left out at a desk, and named when the form opens.
    static let deviceOnly: Set<String> = ["image", "photo", "audio", "video", "file", "barcode", "background-audio",
                                          "background-geopoint", "signature"]
    static let metadata: Set<String> = ["deviceid", "subscriberid", "simserial", "phonenumber", "email", "audit", "instanceid",
                                        "start-geopoint"]

    public static func read(path: String, languages: [String] = []) throws(LoadError) -> FormSpec {
        let bytes = try RegularFileReader.read(path: path)
        let workbook: Workbook
        do throws(ZipError) {
            workbook = try Workbook(bytes: bytes)
        } catch {
            throw LoadError(path: path, message: error.reason)
        }
        return try spec(of: workbook, path: path, languages: languages)
    }

    static func spec(of workbook: Workbook, path: String, languages: [String]) throws(LoadError) -> FormSpec {
        // A workbook of one sheet is its survey, whatever its name, as pyxform reads it.
        let surveySheet = workbook.sheet(named: "survey") ?? (workbook.sheets.count == 1 ? workbook.sheets.first : nil)
        guard let survey = XLSFormSheet(surveySheet) else {
            // TRANSLATORS: survey is the name of a sheet of an XLSForm workbook; keep it as it is.
            throw LoadError(path: path, message: translated("the workbook has no 'survey' sheet: it is not an XLSForm"))
        }
        let settings = XLSFormSheet(workbook.sheet(named: "settings"))
        let settingsRow = settings?.dataRows.first
        var defaultLanguage = settingsRow.flatMap { settings?.text("default_language", $0) }
        if let written = defaultLanguage, let open = written.lastIndex(of: "("), written.hasSuffix(")") {
            defaultLanguage = String(written[written.index(after: open)..<written.index(before: written.endIndex)])
        }
        let choice = FormTextChoice(languages: languages, defaultLanguage: defaultLanguage)
        // pyxform's setting for lists whose options a choice_filter tells apart (a King County in two states).
        let allowsDuplicates = ["yes", "true", "true()"].contains(settingsRow.flatMap { settings?.text("allow_choice_duplicates", $0) }?.lowercased() ?? "")
        let lists = try choiceLists(XLSFormSheet(workbook.sheet(named: "choices")), path: path, choice: choice, allowingDuplicates: allowsDuplicates)
        var reading = SurveyReading(survey: survey, path: path, choice: choice, lists: lists)
        for row in survey.dataRows { try reading.read(row) }
        reading.finish()
        if let open = reading.groups.last {
            // TRANSLATORS: "begin group" and "end group" are XLSForm types; keep them as they are.
            throw LoadError(path: path, at: survey.location("type", open.row),
                            message: translated("this \"begin group\" has no \"end group\""))
        }
        guard reading.fields.contains(where: { $0.auto == nil }) else {
            throw LoadError(path: path, message: translated("the survey has no question Typeahead can key"))
        }
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let title = settingsRow.flatMap { settings?.texts("form_title", $0) }.map(choice.text)
            ?? String(fileName.dropLast(fileName.lowercased().hasSuffix(".xlsx") ? 5 : 0))
        var spec = FormSpec(title: title, sources: reading.sources, fields: reading.fields, path: path)
        spec.defaultLanguage = defaultLanguage
        spec.leftOut = reading.leftOut
        if let settings, let settingsRow {
            try readKeyingRoom(settings, settingsRow, into: &spec, path: path)
        }
        return spec
    }

    /// Typeahead's own settings for a keying room, as a form file's
    /// `identity`, `askKeyer`, `reasonForChange` and `overrides`:
    /// `identity` names fields, space-separated; the others are yes or no.
    static func readKeyingRoom(_ settings: XLSFormSheet, _ row: Int, into spec: inout FormSpec, path: String) throws(LoadError) {
        func yesOrNo(_ name: String) throws(LoadError) -> Bool? {
            guard settings.text(name, row) != nil else { return nil }
            if let truth = settings.truth(name, row) { return truth }
            // TRANSLATORS: %1$s is a column of an XLSForm's settings sheet, such as ask_keyer; keep it as it is.
            throw LoadError(path: path, at: settings.location(name, row), message: translated("'%1$s' must be yes or no", name))
        }
        spec.asksKeyer = try yesOrNo("ask_keyer") ?? false
        spec.asksReasonForChange = try yesOrNo("reason_for_change") ?? false
        spec.overridesAllowed = try yesOrNo("allow_overrides") ?? true
        guard let written = settings.text("identity", row) else { return }
        for name in written.split(whereSeparator: \.isWhitespace).map(String.init) {
            func refuse(_ message: String) -> LoadError { LoadError(path: path, at: settings.location("identity", row), message: message) }
            guard let index = spec.fields.firstIndex(where: { $0.id == name }) else {
                // TRANSLATORS: identity is a column of an XLSForm's settings sheet; keep it as it is. %1$s is what it names.
                throw refuse(translated("'identity' names '%1$s', no question of the survey", name))
            }
            guard !spec.identity.contains(index) else { throw refuse(translated("'identity' names field '%1$s' twice", name)) }
            spec.identity.append(index)
        }
    }

    /// The `choices` sheet's lists by name: options with a `name` (saved)
    /// and labels, as a form file's `choices` are (`FormFileReader.options`).
    static func choiceLists(_ sheet: XLSFormSheet?, path: String, choice: FormTextChoice,
                            allowingDuplicates: Bool = false) throws(LoadError) -> [String: [ChoiceOption]] {
        guard let sheet else { return [:] }
        let nameColumn = sheet.columns["name"] != nil ? "name" : "value"
        var lists: [String: [ChoiceOption]] = [:]
        for row in sheet.dataRows {
            guard let list = sheet.text("list_name", row) else { continue }
            func refuse(_ message: String) -> LoadError {
                LoadError(path: path, at: sheet.location(nameColumn, row), message: message)
            }
            // TRANSLATORS: %1$s is the name of a choice list.
            guard let value = sheet.text(nameColumn, row) else { throw refuse(translated("an option of list '%1$s' has no name", list)) }
            var option = ChoiceOption(value: value, label: sheet.texts("label", row).map(choice.text) ?? value)
            // Every other column is one a choice_filter may read (the region of a village).
            for (name, versions) in sheet.columns where !["list_name", nameColumn, "label"].contains(name) {
                if let column = versions.first?.column, let text = sheet.cell(row, column) { option.columns[name] = text }
            }
            if let refusal = ChoiceOptionRefusal(adding: option, to: lists[list, default: []]),
               !allowingDuplicates || !refusal.isDuplicate {
                throw refuse(refusal.message)
            }
            lists[list, default: []].append(option)
        }
        return lists
    }
}
