import Foundation
import TypeaheadEngine
import TypeaheadForms

/// Which form an entry was saved from, so entries of several forms can be
/// told apart wherever they end up.
public struct SubmittedForm: Equatable, Sendable {
    public var title: String
    /// The absolute path of the form (or data) file; nil for a form built in memory.
    public var file: String?

    public init(title: String, file: String?) {
        self.title = title
        self.file = file.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    public init(_ spec: FormSpec) {
        self.init(title: spec.title, file: spec.path)
    }

    /// `{"title": …, "file": …}`, `file` left out when unknown.
    var json: String {
        JSONText.object([("title", JSONText.quoted(title))] + (file.map { [("file", JSONText.quoted($0))] } ?? []))
    }
}
