import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadServices
@testable import TypeaheadStorage

/// A large file read behind the window says how far it is, under the form:
/// "Reading places.tsv… 12 %", then "Indexing places.tsv… 60 %", and the
/// line goes once every column the form searches is ready.
@Suite("Loading progress", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct LoadingProgressTests {
    /// `rows` places, four columns: a file of about 30 bytes a row.
    static func places(_ rows: Int) -> String {
        var text = "id\tname\tcountry\tpopulation\n"
        for row in 0..<rows { text += "\(row)\tPlace \(row)\tCountry \(row % 50)\t\(row * 7 % 100_000)\n" }
        return text
    }

    @Test func eachStepMovesTheLineOnAndItNeverGoesBack() throws {
        let path = TestForms.write(Self.places(20_000), named: "places.tsv", in: TestForms.folder())
        let form = try LoadedForm.load(dataPath: path, deferringFrom: 0)
        let source = try #require(form.sources["places"])
        let progress = source.load.progress
        let matcher = LocalMatcher(sources: form.sources)
        #expect(matcher.loadingStatus() == LoadingStatus(file: "places.tsv", percent: 0, isIndexing: false))
        #expect(matcher.loadingStatus()?.text(.catalogue) == "Reading places.tsv… 0 %")

        // The reading is a fifth of the whole: read, checked, parsed.
        #expect(source.readTable() == nil)
        #expect(progress.isIndexing)
        #expect(progress.permille == LoadProgress.readingShare)
        #expect(matcher.loadingStatus()?.text(.catalogue) == "Indexing places.tsv… 20 %")

        // Then each of the four columns an equal part of the rest.
        var seen = [progress.permille]
        for column in ["name", "country", "id"] {
            source.buildIndex(for: column)
            seen.append(progress.permille)
        }
        #expect(seen == seen.sorted() && Set(seen).count == seen.count)
        #expect(matcher.loadingStatus()?.percent == seen.last! / 10)
        source.buildIndex(for: "population")
        #expect(matcher.loadingStatus() == nil)
        #expect(progress.permille >= 990)
    }

    @Test func theReadingMovesInStepsOfTheFile() {
        let progress = LoadProgress()
        var seen: [Int] = []
        for (stage, done) in [(LoadProgress.ReadingStage.reading, 50), (.reading, 100), (.checking, 100),
                              (.parsing, 30), (.parsing, 60), (.parsing, 100)] {
            progress.read(stage, done, of: 100)
            seen.append(progress.permille)
        }
        #expect(seen == seen.sorted() && Set(seen).count == seen.count)
        #expect(!progress.isIndexing)
        progress.read(.reading, 10, of: 100) // a late report of an earlier step
        #expect(progress.permille == seen.last)
        progress.readingFinished()
        #expect(progress.isIndexing && progress.permille == LoadProgress.readingShare)
    }

    @Test func aParseTellsHowFarItIsEveryFewMegabytesNotEveryRow() {
        let progress = LoadProgress(), total = 10 * ParseProgress.stepBytes
        var parsed = ParseProgress(progress, from: 100, of: total)
        parsed.passed(ParseProgress.stepBytes) // not a whole step past the start yet
        #expect(progress.permille == 0)
        parsed.passed(ParseProgress.stepBytes + 100)
        let first = progress.permille
        #expect(first > 0)
        parsed.passed(ParseProgress.stepBytes + 200) // within the next step: not told
        #expect(progress.permille == first)
        parsed.passed(total)
        #expect(progress.permille > first && !progress.isIndexing)
    }

    @Test func theLineIsToldWhileTheFileIsReadThenNil() async throws {
        let path = TestForms.write(Self.places(1_000), named: "places.tsv", in: TestForms.folder())
        let opened = try DataFileLoader.open(path: path, deferringFrom: 0)
        // The rows are read only once the test lets them: the line shows meanwhile.
        let gate = DispatchSemaphore(value: 0), progress = opened.progress
        let load = TableLoad(path: path, columns: opened.columns, progress: progress) { () throws(LoadError) -> DataTable in
            gate.wait()
            return try DataFileLoader.load(path: path, progress: progress)
        }
        let source = DataSource(name: "places", load: load, keyColumn: "id", weightColumn: "population",
                                detail: nil, searchColumns: ["name"])
        let matcher = LocalMatcher(sources: ["places": source])
        var told: [LoadingStatus?] = []
        matcher.onLoadingProgress = { told.append($0) }
        matcher.buildIndexes(first: [(source: "places", column: "name")])
        try await waitUntil("the line while the file is read") { !told.isEmpty }
        #expect(told == [LoadingStatus(file: "places.tsv", percent: 0, isIndexing: false)])
        gate.signal()
        try await waitUntil("the line to go") { told.count >= 2 && told.last! == nil }
        #expect(source.isIndexed("name"))
    }

    @Test func aTableReadAtOnceIsIndexedWithTheLineUntilItIsReady() throws {
        let path = TestForms.write(Self.places(10), named: "places.tsv", in: TestForms.folder())
        let form = try LoadedForm.load(dataPath: path)
        let source = try #require(form.sources["places"])
        #expect(source.load.isFinished)
        let matcher = LocalMatcher(sources: form.sources)
        #expect(matcher.loadingStatus() == LoadingStatus(file: "places.tsv", percent: 20, isIndexing: true))
        source.buildIndexes()
        #expect(matcher.loadingStatus() == nil)
    }

    @Test func theFormShowsTheLineItIsToldAndDropsIt() {
        let form = FormDriver(TestForms.tripForm())
        #expect(form.state.loading == nil)
        let status = LoadingStatus(file: "places.tsv", percent: 42, isIndexing: true)
        form.send(.loadingProgressed(status))
        #expect(form.state.loading?.text(.catalogue) == "Indexing places.tsv… 42 %")
        form.send(.loadingProgressed(nil))
        #expect(form.state.loading == nil)
    }
}
