import TypeaheadForms
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
    /// The function a window reads the log through.
    static let reader = "typeahead_changes_since"

    /// The one statement that installs the log, its functions and the
    /// table's trigger; the app runs it when it may, an administrator
    /// otherwise (the README shows it). Running it again changes nothing.
    /// Both functions run as their owner: whoever writes to the table needs
    /// no right on the log, and whoever reads the log through
    /// `typeahead_changes_since` sees only the changes of tables they may
    /// read. The trigger never fails a write: a row whose key is NULL (or
    /// names no column) is not logged. `logsInserts` false: only updates
    /// and deletions are logged (the team's entries, whose rows are read
    /// by their own `xid`).
    public static func installStatement(table: PostgresTableName, keyColumn: String, logsInserts: Bool = true) -> String {
        let key = "'" + keyColumn.replacingOccurrences(of: "'", with: "''") + "'"
        return """
        DO $typeahead$ BEGIN
          CREATE TABLE IF NOT EXISTS public.\(Self.table) (
            seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, source oid NOT NULL, key text, "row" jsonb NOT NULL,
            deleted boolean NOT NULL, xid xid8 NOT NULL DEFAULT pg_current_xact_id(), changed timestamptz NOT NULL DEFAULT now());
          CREATE INDEX IF NOT EXISTS \(Self.table)_source_xid ON public.\(Self.table) (source, xid);
          CREATE OR REPLACE FUNCTION public.\(trigger)() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, public AS $function$ BEGIN
            IF TG_OP <> 'INSERT' AND to_jsonb(OLD) ->> TG_ARGV[0] IS NOT NULL AND (TG_OP = 'DELETE'
                OR to_jsonb(OLD) ->> TG_ARGV[0] IS DISTINCT FROM to_jsonb(NEW) ->> TG_ARGV[0]) THEN
              INSERT INTO public.\(Self.table) (source, key, "row", deleted) VALUES (TG_RELID, to_jsonb(OLD) ->> TG_ARGV[0], to_jsonb(OLD), true);
            END IF;
            IF TG_OP <> 'DELETE' AND to_jsonb(NEW) ->> TG_ARGV[0] IS NOT NULL THEN
              INSERT INTO public.\(Self.table) (source, key, "row", deleted) VALUES (TG_RELID, to_jsonb(NEW) ->> TG_ARGV[0], to_jsonb(NEW), false);
            END IF;
            PERFORM pg_notify('\(channel)', TG_RELID::text);
            RETURN NULL;
          END $function$;
          CREATE OR REPLACE FUNCTION public.\(reader)(source regclass, since xid8) RETURNS SETOF public.\(Self.table)
            LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $function$
            SELECT * FROM public.\(Self.table) c
            WHERE c.source = $1 AND c.xid >= $2 AND has_table_privilege(session_user, $1, 'SELECT')
          $function$;
          CREATE OR REPLACE TRIGGER \(trigger) AFTER \(logsInserts ? "INSERT OR " : "")UPDATE OR DELETE ON \(table.quoted)
            FOR EACH ROW EXECUTE FUNCTION public.\(trigger)(\(key));
        END $typeahead$
        """
    }

    /// Whether the log, its reader and the table's trigger are there: one
    /// row, true or false. `$1` is the quoted table name.
    public static let installedQuery = """
        SELECT to_regprocedure('public.\(reader)(regclass,xid8)') IS NOT NULL AND EXISTS (
          SELECT 1 FROM pg_trigger WHERE tgrelid = to_regclass($1) AND tgname = '\(trigger)')
        """

    /// The oldest transaction that may still commit: changes from it on are
    /// read next time. Taken before the changes (or the copy) are read.
    public static let horizonQuery = "SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint"

    /// The changes to the table from transaction `$2` on, in the order they
    /// were made: seq, transaction, key, whether the row is gone, then each
    /// of `columns`. Every value, the key too, is the logged row made a row
    /// of the table again and cast to text, as the copy has it (`jsonb`
    /// writes a time or a boolean otherwise). `$1` is the quoted table name.
    public static func changesQuery(table: PostgresTableName, keyColumn: String, columns: [String]) -> String {
        let values = columns.map { "r.\(PostgresTableName.quote($0))::text" }
        return "SELECT c.seq, c.xid::text::bigint, r.\(PostgresTableName.quote(keyColumn))::text, c.deleted"
            + values.map { ", " + $0 }.joined()
            + " FROM public.\(reader)(to_regclass($1), $2::xid8) c"
            + " CROSS JOIN LATERAL jsonb_populate_record(NULL::\(table.quoted), c.\"row\") r ORDER BY c.seq"
    }

    /// The team's entries changed or deleted on the server from transaction
    /// `$2` on, as lines of an entries file, in the order changed: a row
    /// updated gives a correction of it, a row deleted a deletion of it,
    /// each dated when it was changed, with who entered the row. Each line's
    /// id is made from the change (its transaction, its place in the log
    /// and the row's id), so every window that reads it writes the same
    /// line, and a second read adds nothing. Not given: the log's record of
    /// an insert (the row's own `xid`, where the entries are read), and
    /// changes to a deletion's row, which has no entry to show. `$1` is the
    /// quoted table name.
    public static let entryChangesQuery = """
        SELECT d.id, (CASE WHEN d.deleted
            THEN jsonb_strip_nulls(jsonb_build_object('id', d.id, 'deletes', d."row"->>'id', 'submitted', d.at, 'form', d."row"->'entry'->'form'))
            ELSE ((d."row"->'entry') - 'deletes') || jsonb_build_object('id', d.id, 'supersedes', d."row"->>'id', 'submitted', d.at)
          END || jsonb_build_object('enteredBy', d."row"->>'entered_by'))::text
        FROM (SELECT c.seq, c.deleted, c."row",
            overlay(overlay(md5(c.xid::text || '/' || c.seq || '/' || (c."row"->>'id')) placing '8' from 13 for 1)
              placing '8' from 17 for 1)::uuid::text AS id,
            to_char(c.changed AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
          FROM public.\(reader)(to_regclass($1), $2::xid8) c
          WHERE c."row"->>'deletes' IS NULL AND (c.deleted OR c.xid <> (c."row"->>'xid')::xid8)) d
        ORDER BY d.seq
        """
}
