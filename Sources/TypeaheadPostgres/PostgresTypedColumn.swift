import TypeaheadStorage
import TypeaheadForms

/// A column an administrator added to the team's table under a field's id
/// ("age integer", "born date"): each row stored fills it with the field's
/// value, typed by PostgreSQL, beside the `entry` that keeps every value
/// exactly. Only where the field's type fits the column's; a value the
/// column cannot hold (a number past `smallint`) leaves it NULL, so a row
/// is never refused for it and the queue never stalls.
struct PostgresTypedColumn: Equatable {
    let name: String
    /// The column's type as `format_type` writes it ("integer", "text[]").
    let sqlType: String

    /// The columns of ours (`createTableSQL`), never filled from a field.
    static let ownColumns: Set<String> = ["id", "submitted", "entry", "supersedes", "deletes", "entered_by", "received", "seq", "xid"]

    /// The column for field type `type`, or nil when the column's type
    /// cannot hold that field's values (a date in an integer column).
    init?(name: String, sqlType: String, fieldType: FieldType) {
        guard !Self.ownColumns.contains(name), Self.types(fitting: fieldType).contains(sqlType) else { return nil }
        self.name = name
        self.sqlType = sqlType
    }

    /// Column types that hold every value of a field type. A length or a
    /// precision (`varchar(3)`, `numeric(5,2)`) could refuse one, so those
    /// are not among them.
    static func types(fitting type: FieldType) -> Set<String> {
        let text: Set<String> = ["text", "character varying"]
        switch type {
        case .text, .choice: return text
        case .integer: return text.union(["smallint", "integer", "bigint", "numeric", "real", "double precision"])
        case .decimal: return text.union(["numeric", "real", "double precision"])
        case .date: return text.union(["date"])
        case .time: return text.union(["time without time zone"])
        case .datetime: return text.union(["timestamp without time zone"])
        case .choices: return text.union(["text[]"])
        }
    }

    /// The SQL of the column's value in a row whose `values` object is
    /// `values` (an SQL expression of type jsonb): cast only once it is
    /// known to fit, NULL otherwise. The patterns admit only what a typed
    /// field saves, so no cast can fail.
    func value(from values: String) -> String {
        let key = "'" + name.replacingOccurrences(of: "'", with: "''") + "'"
        let text = "(\(values) ->> \(key))"
        func guarded(_ pattern: String, _ cast: String, range: String? = nil) -> String {
            let inRange = range.map { " AND \(text)::numeric BETWEEN \($0)" } ?? ""
            // Nested: the range is read only once the pattern holds.
            return "CASE WHEN \(text) ~ '\(pattern)' THEN CASE WHEN true\(inRange) THEN \(text)::\(cast) END END"
        }
        let integer = "^-?[0-9]{1,30}$", number = "^-?([0-9]{1,30}(\\.[0-9]{0,30})?|\\.[0-9]{1,30})$"
        switch sqlType {
        case "smallint": return guarded(integer, "smallint", range: "-32768 AND 32767")
        case "integer": return guarded(integer, "integer", range: "-2147483648 AND 2147483647")
        case "bigint": return guarded(integer, "bigint", range: "-9223372036854775808 AND 9223372036854775807")
        case "numeric": return guarded(number, "numeric")
        case "real": return guarded(number, "real")
        case "double precision": return guarded(number, "double precision")
        case "date": return guarded("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "date")
        case "time without time zone": return guarded("^[0-9]{2}:[0-9]{2}$", "time")
        case "timestamp without time zone": return guarded("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$", "timestamp")
        case "text[]":
            return "CASE WHEN jsonb_typeof(\(values) -> \(key)) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(\(values) -> \(key))) END"
        default:
            // Text: several options as XLSForm's CSV writes them, space-separated.
            return "CASE WHEN jsonb_typeof(\(values) -> \(key)) = 'array' "
                + "THEN array_to_string(ARRAY(SELECT jsonb_array_elements_text(\(values) -> \(key))), ' ') ELSE \(text) END"
        }
    }
}
