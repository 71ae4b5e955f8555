import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage
@testable import TypeaheadForms

/// An XLSForm's questions only a device answers (a photo, a recording, a
/// scan) are left out at a desk, and the window says which when it opens.
@Suite("Questions left out at a desk", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct LeftOutQuestionsTests {
    @Test func theBannerNamesTheQuestionsLeftOut() throws {
        var spec = FormSpec(title: "Visit", sources: [], fields: [FieldSpec(id: "name", label: "Name")])
        spec.leftOut = ["photo", "voice"]
        let form = FormDriver(LoadedForm(spec: spec, sources: [:]))
        #expect(form.state.banner == "Left out: photo, voice (a photo, a recording or a scan, which only a device can take)")
        form.key("Ada")
        form.hit(.field(.save))
        #expect(form.lastSavedValues == ["name": "Ada"])
    }
}
