/// A census-like form for timing rules: `people` blocks of ten fields, each
/// block asked only of whom it applies to, with checks, choices and a chain
/// of calculations that runs from the first block to the last (so a key in
/// block 1 recomputes every block after it).
enum CensusForm {
    static let fieldsPerPerson = 10

    static func json(people: Int) -> String {
        var fields: [String] = []
        for person in 1...people {
            let p = "p\(person)"
            let carried = person == 1 ? "0" : "${p\(person - 1)_total}"
            fields += [
                #"{"id": "\#(p)_name", "label": "Name \#(person)"}"#,
                #"{"id": "\#(p)_age", "label": "Age", "type": "integer", "min": 0, "max": 120, "required": true}"#,
                #"{"id": "\#(p)_sex", "label": "Sex", "type": "choice", "choices": "sex", "required": true}"#,
                #"{"id": "\#(p)_married", "label": "Ever married?", "type": "choice", "choices": "yesno", "relevant": "${\#(p)_age} >= 15"}"#,
                #"{"id": "\#(p)_spouse", "label": "Spouse", "relevant": "selected(${\#(p)_married}, 'yes')"}"#,
                #"{"id": "\#(p)_children", "label": "Children born", "type": "integer", "min": 0, "max": 25, "relevant": "${\#(p)_sex} = '2' and ${\#(p)_age} >= 12"}"#,
                #"{"id": "\#(p)_under5", "label": "Under 5", "type": "integer", "relevant": "${\#(p)_children} > 0", "constraint": ". <= ${\#(p)_children}", "constraintMessage": "No more than the children born"}"#,
                #"{"id": "\#(p)_born", "label": "Born", "type": "date", "min": "1900-01-01", "max": "2026-12-31"}"#,
                #"{"id": "\#(p)_adult", "label": "Adult", "calculation": "if(${\#(p)_age} >= 18, 1, 0)"}"#,
                #"{"id": "\#(p)_total", "label": "Children so far", "calculation": "\#(carried) + coalesce(${\#(p)_children}, 0)"}"#,
            ]
        }
        return """
            {"title": "Census",
             "choices": {"sex": [{"value": 1, "label": "Male"}, {"value": 2, "label": "Female"}],
                         "yesno": [{"value": "yes", "label": "Yes"}, {"value": "no", "label": "No"}]},
             "fields": [
              \(fields.joined(separator: ",\n  "))
             ]}
            """
    }
}
