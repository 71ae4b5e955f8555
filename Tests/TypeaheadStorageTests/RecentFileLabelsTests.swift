import Testing
@testable import TestSupport
@testable import TypeaheadStorage

@Suite("Open Recent's names", .timeLimit(minutes: 5), .hangWatchdog)
struct RecentFileLabelsTests {
    @Test func aNameAloneIsTheFileName() {
        #expect(RecentFileLabels.labels(for: ["/home/ada/Forms/trip.form.json", "/data/places.csv"], home: "/home/ada")
            == ["trip.form.json", "places.csv"])
    }

    /// Issue 23: two different `trip.form.json` read the same in the menu.
    @Test func aSharedNameShowsItsFolder() {
        let paths = ["/home/ada/Forms/trip.form.json", "/home/ada/Old/Forms/trip.form.json", "/srv/trip.form.json",
                     "/home/ada/trip.form.json", "/trip.form.json", "/home/ada/places.csv"]
        #expect(RecentFileLabels.labels(for: paths, home: "/home/ada/") == [
            "trip.form.json (~/Forms)", "trip.form.json (~/Old/Forms)", "trip.form.json (/srv)",
            "trip.form.json (~)", "trip.form.json (/)", "places.csv",
        ])
    }

    @Test func aFolderOnlyBeginningLikeHomeIsNotHome() {
        #expect(RecentFileLabels.labels(for: ["/home/adam/a.csv", "/home/ada/a.csv"], home: "/home/ada")
            == ["a.csv (/home/adam)", "a.csv (~)"])
    }
}

/// Where the Open chooser starts.
struct OpenChooserFolderTests {
    @Test func theFolderOfTheFileTheWindowHasOpen() {
        #expect(OpenChooserFolder.folder(forOpenFile: "/home/ada/Trips/trip.form.json",
                                         bundledDemoForm: "/usr/share/typeahead/demo.form.json", home: "/home/ada") == "/home/ada/Trips")
    }

    @Test func theHomeFolderForTheBundledDemoForm() {
        #expect(OpenChooserFolder.folder(forOpenFile: "/usr/share/typeahead/demo.form.json",
                                         bundledDemoForm: "/usr/share/typeahead/demo.form.json", home: "/home/ada") == "/home/ada")
        // Another of the bundled files, the same.
        #expect(OpenChooserFolder.folder(forOpenFile: "/usr/share/typeahead/cities.tsv",
                                         bundledDemoForm: "/usr/share/typeahead/demo.form.json", home: "/home/ada") == "/home/ada")
    }
}
