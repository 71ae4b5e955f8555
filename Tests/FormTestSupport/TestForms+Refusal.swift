import Foundation
@testable import TestSupport
import TypeaheadStorage

extension TestForms {
    /// The error the form file `text` is refused with, its path written "F",
    /// or nil when it opens. `opening` does what opening the form does
    /// beyond reading it (the core's rules, say).
    static func refusal(of text: String, in folder: URL,
                        opening: (LoadedForm) throws -> Void = { _ in }) -> String? {
        let path = write(text, named: "f.form.json", in: folder)
        do {
            try opening(try LoadedForm.load(path: path))
            return nil
        } catch {
            return "\(error)".replacingOccurrences(of: path, with: "F")
        }
    }
}
