/// How a PostgreSQL source's changes reach open windows: a trigger on the
/// table writes each changed row to `typeahead_changes` (its key, the row
/// as JSON, nothing when deleted, the writing transaction) and notifies
/// `typeahead_changes`. A window listens, and reads the log from where it
/// is sure to have seen everything (`horizon`), so a change made while it
/// was not listening is caught up on: NOTIFY itself keeps nothing.
public enum PostgresChangeLog {
    public static let table = "typeahead_changes"
    public static let channel = "typeahead_changes"
    static let trigger = "typeahead_changed"

    /// The one statement that installs the log, its function and the
    /// table's trigger; the app runs it when it may, an administrator
    /// otherwise (the README shows it). Running it again changes nothing.
    public static func installStatement(table: PostgresTableName, keyColumn: String) -> String {
        let key = "'" + keyColumn.replacingOccurrences(of: "'", with: "''") + "'"
        return """
        DO $typeahead$ BEGIN
          CREATE TABLE IF NOT EXISTS \(Self.table) (
            seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, source oid NOT NULL, key text NOT NULL, "row" jsonb,
            xid xid8 NOT NULL DEFAULT pg_current_xact_id(), changed timestamptz NOT NULL DEFAULT now());
          CREATE INDEX IF NOT EXISTS \(Self.table)_source_xid ON \(Self.table) (source, xid);
          CREATE OR REPLACE FUNCTION \(trigger)() RETURNS trigger LANGUAGE plpgsql AS $function$ BEGIN
            IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND to_jsonb(OLD) ->> TG_ARGV[0] IS DISTINCT FROM to_jsonb(NEW) ->> TG_ARGV[0]) THEN
              INSERT INTO \(Self.table) (source, key) VALUES (TG_RELID, to_jsonb(OLD) ->> TG_ARGV[0]);
            END IF;
            IF TG_OP <> 'DELETE' THEN
              INSERT INTO \(Self.table) (source, key, "row") VALUES (TG_RELID, to_jsonb(NEW) ->> TG_ARGV[0], to_jsonb(NEW));
            END IF;
            PERFORM pg_notify('\(channel)', TG_RELID::text);
            RETURN NULL;
          END $function$;
          CREATE OR REPLACE TRIGGER \(trigger) AFTER INSERT OR UPDATE OR DELETE ON \(table.quoted)
            FOR EACH ROW EXECUTE FUNCTION \(trigger)(\(key));
        END $typeahead$
        """
    }

    /// Whether the log and the table's trigger are there: one row, true or false.
    /// `$1` is the quoted table name.
    public static let installedQuery = """
        SELECT to_regclass('\(table)') IS NOT NULL AND EXISTS (
          SELECT 1 FROM pg_trigger WHERE tgrelid = to_regclass($1) AND tgname = '\(trigger)')
        """

    /// The oldest transaction that may still commit: changes from it on are
    /// read next time. Taken before the changes (or the copy) are read.
    public static let horizonQuery = "SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint"

    /// The changes to the table from transaction `$2` on, in the order they
    /// were made: seq, transaction, key, whether the row is gone, then each of `columns`
    /// as text, as the copy has it. `$1` is the quoted table name.
    public static func changesQuery(table: PostgresTableName, columns: [String]) -> String {
        let values = columns.map { "r.\(PostgresTableName.quote($0))::text" }
        return "SELECT c.seq, c.xid::text::bigint, c.key, c.\"row\" IS NULL" + values.map { ", " + $0 }.joined()
            + " FROM \(Self.table) c LEFT JOIN LATERAL jsonb_populate_record(NULL::\(table.quoted), c.\"row\") r ON true"
            + " WHERE c.source = to_regclass($1) AND c.xid >= $2::xid8 ORDER BY c.seq"
    }
}
