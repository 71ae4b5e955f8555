import Foundation

extension SubmissionWriter {
    /// The writer a window saves with after a failed save, once the person
    /// chose another folder: the same file name there (adding to a file of
    /// that name already there), for the same form. The form's own file has
    /// a hashed name that says nothing, and standard output none: both
    /// become "entries.jsonl".
    public func elsewhere(inFolder folder: String) -> SubmissionWriter {
        let name = self.folder == nil || isFormsOwnFile ? "entries.jsonl" : URL(fileURLWithPath: displayName).lastPathComponent
        return SubmissionWriter(outputArgument: URL(fileURLWithPath: folder).appendingPathComponent(name).path, form: form)
    }
}
