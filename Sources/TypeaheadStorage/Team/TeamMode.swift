import Foundation
import TypeaheadEngine
import TypeaheadForms

/// How a window in team mode is set up: which server and table, who the
/// clerk is, and where the local journal (the outbox's file) lives.
public enum TeamMode {
    /// `--output postgresql://…` wins over the form's `"entries"`; nil: entries go to a file.
    public static func target(output: String?, form: FormSpec,
                              environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(PostgresAddressError) -> TeamEntriesSpec? {
        var target = form.teamEntries
        if let output, PostgresAddress.isURI(output) { target = try TeamEntriesSpec.fromOutputArgument(output, environment: environment) }
        target?.fieldTypes = Dictionary(form.fields.map { ($0.id, $0.type) }, uniquingKeysWith: { first, _ in first })
        return target
    }

    /// Who the rows say entered them: the form's `enteredBy`, else
    /// `TYPEAHEAD_ENTERED_BY`, else the system's name for the account.
    public static func clerk(of target: TeamEntriesSpec,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        target.enteredBy ?? AppServices.keyer(environment: environment)
    }

    /// The journal of one form's entries for one server and table:
    /// `$XDG_STATE_HOME/typeahead/outbox/FORM-HASH.jsonl`. Another table
    /// is another journal, so a line never goes where it was not meant to.
    public static func journal(forForm formPath: String, target: TeamEntriesSpec,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        AppPaths.outboxJournal(forForm: formPath, target: target.displayName, environment: environment)
    }

    /// The team's entries as the entries view lists them (`TeamEntriesMirror`):
    /// a copy of the server's, so in the cache folder, named as the journal is
    /// (`$XDG_CACHE_HOME/typeahead/team/FORM-HASH.jsonl`).
    public static func teamEntries(forJournal journal: String,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        IndexCache.defaultFolder(environment: environment) + "/team/" + URL(fileURLWithPath: journal).lastPathComponent
    }
}
