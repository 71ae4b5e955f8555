import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// A form's skip logic, checks and calculations (`relevant`, `required`,
/// `constraint`, `calculation`), parsed and checked once when the form
/// opens: a syntax error, a field no form has, or a field that depends on
/// itself is refused at its place in the form file. Then it values them
/// over the fields' texts, each field after the ones it reads.
public struct FormRules: Sendable {
    let fields: [FieldRules]
    let idIndex: [String: Int]
    /// Every field, each after the fields its relevance and value read.
    let order: [Int]
    private let words: Words

    public init(_ spec: FormSpec, words: Words = .catalogue) throws(LoadError) {
        self.words = words
        var idIndex: [String: Int] = [:]
        for (index, field) in spec.fields.enumerated() { idIndex[field.id] = index }
        self.idIndex = idIndex
        let path = spec.path ?? "form"
        var fields: [FieldRules] = []
        // Every faulty expression is reported, not only the first.
        var errors: [LoadError] = []
        for field in spec.fields {
            func parsed(_ written: WrittenExpression?, _ keyword: String, allowingColumns: Bool = false) -> Expression? {
                do throws(LoadError) {
                    return try Self.parse(written, keyword, of: field, knowing: idIndex, path: path, words: words,
                                          allowingColumns: allowingColumns)
                } catch {
                    errors.append(error)
                    return nil
                }
            }
            var rules = FieldRules(relevant: parsed(field.relevant, "relevant"),
                                   required: parsed(field.requiredWhen, "required"),
                                   constraint: parsed(field.constraint, "constraint"),
                                   warning: parsed(field.warning, "warning"),
                                   calculation: parsed(field.calculation, "calculation"),
                                   choiceFilter: parsed(field.choiceFilter, "choiceFilter", allowingColumns: true))
            do throws(LabelTemplate.UnknownName) {
                rules.label = try LabelTemplate(field.label, knowing: idIndex)
            } catch {
                // TRANSLATORS: %1$s is a field id; %2$s the unknown field's name, written ${name} in the form.
                errors.append(LoadError(path: path, at: field.labelLocation, message: words.translated("the label of field '%1$s' shows ${%2$s}, which is not a field of the form",
                                                                              field.id, error.name)))
            }
            let read = (rules.relevant?.fieldsRead ?? []) + (rules.calculation?.fieldsRead ?? [])
            rules.reads = read.compactMap { idIndex[$0] }
            fields.append(rules)
        }
        if let errors = LoadError.all(errors) { throw errors }
        self.fields = fields
        isEmpty = fields.allSatisfy { $0.relevant == nil && $0.required == nil && $0.constraint == nil && $0.warning == nil && $0.calculation == nil && $0.label == nil && $0.choiceFilter == nil }
        order = try Self.order(of: fields, spec: spec, path: path, words: words)
    }

    /// Whether any field has a rule: a form without them is valued as
    /// plain texts, at no cost.
    public let isEmpty: Bool

    /// Values every field's relevance and value over `texts` (one per
    /// field), in `order`.
    public func values(of texts: [String], today: String = "", now: String = "") -> RuledValues {
        var ruled = RuledValues(relevant: Array(repeating: true, count: texts.count), values: texts, today: today, now: now)
        guard !isEmpty else { return ruled }
        for index in order {
            let rules = fields[index]
            guard rules.relevant != nil || rules.calculation != nil else { continue }
            let (isRelevant, calculated) = valued(rules, over: ruled.values, current: texts[index], clock: (today, now))
            // Written only once the evaluator, which reads the values, is
            // gone: while it holds them, each write would copy all of them.
            if !isRelevant {
                ruled.relevant[index] = false
                ruled.values[index] = ""
            } else if let calculated {
                ruled.values[index] = calculated
            }
        }
        return ruled
    }

    /// Whether `field` must be keyed now: its `required` expression holds.
    /// Nil when the field gives no expression (its `required` flag says).
    public func isRequired(_ field: Int, in ruled: RuledValues) -> Bool? {
        fields[field].required.map { evaluator(over: ruled.values, current: ruled.values[field], clock: (ruled.today, ruled.now)).value(of: $0).boolean }
    }

    /// Whether `field`'s value fails its `warning` (`.` is the value): a
    /// keyer may keep it with a reason.
    func failsWarning(_ field: Int, in ruled: RuledValues) -> Bool {
        guard let warning = fields[field].warning, !ruled.values[field].trimmingWhitespace().isEmpty else { return false }
        return !evaluator(over: ruled.values, current: ruled.values[field], clock: (ruled.today, ruled.now)).value(of: warning).boolean
    }

    /// Whether `field`'s value breaks its `constraint` (`.` is the value).
    /// An empty value is never checked: `required` says whether it may be.
    public func breaksConstraint(_ field: Int, in ruled: RuledValues) -> Bool {
        guard let constraint = fields[field].constraint, !ruled.values[field].trimmingWhitespace().isEmpty else { return false }
        return !evaluator(over: ruled.values, current: ruled.values[field], clock: (ruled.today, ruled.now)).value(of: constraint).boolean
    }

    /// Which of `field`'s options its choice filter offers now (by their
    /// index in its list); nil when it has no filter, and every option is.
    public func offeredOptions(_ field: Int, of options: [ChoiceOption], in ruled: RuledValues) -> Set<Int>? {
        guard let filter = fields[field].choiceFilter else { return nil }
        var evaluator = evaluator(over: ruled.values, current: ruled.values[field], clock: (ruled.today, ruled.now))
        return Set(options.indices.filter { index in
            evaluator.column = { options[index].columns[$0] ?? "" }
            return evaluator.value(of: filter).boolean
        })
    }

    /// `field`'s label with the values it shows; nil for a label that shows none.
    public func label(of field: Int, in ruled: RuledValues) -> String? {
        fields[field].label?.text(over: ruled.values)
    }

    /// Whether `field`'s value is calculated, never keyed.
    public func isCalculated(_ field: Int) -> Bool { fields[field].calculation != nil }

    /// One field's relevance and calculated value over `values`.
    private func valued(_ rules: FieldRules, over values: [String], current: String, clock: (today: String, now: String)) -> (isRelevant: Bool, calculated: String?) {
        let evaluator = evaluator(over: values, current: current, clock: clock)
        if let relevant = rules.relevant, !evaluator.value(of: relevant).boolean { return (false, nil) }
        guard let calculation = rules.calculation else { return (true, nil) }
        // A calculation over fields not keyed yet gives no number: shown
        // and saved empty rather than as "NaN".
        let value = evaluator.value(of: calculation)
        if case .number(let number) = value, number.isNaN { return (true, "") }
        return (true, value.string)
    }

    /// An evaluator over `values`, its today() and now() those of `clock`.
    private func evaluator(over values: [String], current: String, clock: (today: String, now: String)) -> ExpressionEvaluator {
        var evaluator = ExpressionEvaluator(current: current) { [idIndex] name in idIndex[name].map { values[$0] } ?? "" }
        evaluator.today = clock.today
        evaluator.now = clock.now
        return evaluator
    }
}
