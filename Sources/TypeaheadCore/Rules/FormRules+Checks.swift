import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// What `FormRules` refuses when a form opens, each at its place.
extension FormRules {
    /// Parses one written expression and checks that every field it reads
    /// is the form's.
    static func parse(_ written: WrittenExpression?, _ keyword: String, of field: FieldSpec,
                      knowing idIndex: [String: Int], path: String, words: Words,
                      allowingColumns: Bool = false) throws(LoadError) -> Expression? {
        guard let written else { return nil }
        func refuse(atColumn column: Int, _ message: String) -> LoadError {
            LoadError(path: path, at: written.location(ofColumn: column), message: message)
        }
        let expression: Expression
        do throws(ExpressionSyntaxError) {
            expression = try ExpressionParser.parse(written.text, words: words, allowingColumns: allowingColumns)
        } catch {
            // TRANSLATORS: %1$s is a form-file keyword, such as relevant, which stays as it is; %2$s a field id; %3$s what is wrong, such as "')' expected".
            throw refuse(atColumn: error.column, words.translated("'%1$s' of field '%2$s': %3$s", keyword, field.id, error.message))
        }
        for name in expression.fieldsRead where idIndex[name] == nil {
            // TRANSLATORS: %1$s is a form-file keyword, such as relevant, which stays as it is; %2$s a field id; %3$s the unknown field's name, written ${name} in the form.
            throw refuse(atColumn: written.column(of: "${" + name), words.translated("'%1$s' of field '%2$s' reads ${%3$s}, which is not a field of the form",
                                                            keyword, field.id, name))
        }
        for pattern in expression.regexPatterns {
            do throws(PatternSyntaxError) {
                _ = try LinearPattern(pattern)
            } catch {
                // TRANSLATORS: %1$s is a form-file keyword, such as constraint, which stays as it is; %2$s a field id; %3$s why its regex() pattern cannot be read.
                throw refuse(atColumn: written.column(of: pattern), words.translated("'%1$s' of field '%2$s': regex() %3$s", keyword, field.id, error.reason))
            }
        }
        if allowingColumns {
            guard field.type.hasOptions else {
                // TRANSLATORS: 'choiceFilter' is a form-file keyword (choice_filter in XLSForm); keep it as it is. %1$s is a field id.
                throw refuse(atColumn: 1, words.translated("field '%1$s' has a 'choiceFilter' but no list of options", field.id))
            }
            let known = Set(field.options.flatMap(\.columns.keys))
            for name in expression.columnsRead where !known.contains(name) {
                // TRANSLATORS: 'choiceFilter' is a form-file keyword; keep it. %1$s is a field id, %2$s a name the filter reads, %3$s the columns its options have.
                throw refuse(atColumn: written.column(of: name), words.translated("the 'choiceFilter' of field '%1$s' reads '%2$s', which its options do not have (columns: %3$s)",
                                                                field.id, name, known.sorted().joined(separator: ", ")))
            }
        }
        return expression
    }

    /// Every field after the fields its relevance and value read (a
    /// depth-first walk); a field that reads itself, directly or through
    /// others, is refused with the fields that close the circle.
    static func order(of fields: [FieldRules], spec: FormSpec, path: String, words: Words) throws(LoadError) -> [Int] {
        var order: [Int] = []
        var state = Array(repeating: 0, count: fields.count) // 0 new, 1 on the path, 2 done
        var walk: [Int] = []
        func visit(_ index: Int) throws(LoadError) {
            if state[index] == 2 { return }
            if state[index] == 1 {
                let circle = walk.drop { $0 != index }.map { spec.fields[$0].id } + [spec.fields[index].id]
                let place = spec.fields[index].calculation?.location ?? spec.fields[index].relevant?.location
                // TRANSLATORS: %1$s is a field id; %2$s the fields that read each other, such as "a → b → a".
                throw LoadError(path: path, at: place,
                                message: words.translated("field '%1$s' depends on itself: %2$s", spec.fields[index].id,
                                                          circle.joined(separator: " → ")))
            }
            state[index] = 1
            walk.append(index)
            for read in fields[index].reads { try visit(read) }
            walk.removeLast()
            state[index] = 2
            order.append(index)
        }
        for index in fields.indices { try visit(index) }
        return order
    }
}
