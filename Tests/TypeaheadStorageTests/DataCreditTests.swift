import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadStorage

/// What About says about licences agrees with the files that state them.
struct DataCreditTests {
    static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: sourceRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theProjectLicenceIsTheOneEveryFileNames() throws {
        #expect(ProjectLicence.spdx == "GPL-3.0-or-later")
        let licence = try Self.read("LICENSE")
        #expect(licence.contains("GNU GENERAL PUBLIC LICENSE") && licence.contains("Version 3, 29 June 2007"))
        #expect(try Self.read("meson.build").contains("license: '\(ProjectLicence.spdx)'"))
        #expect(try Self.read("meson_helpers/org.typeahead.Typeahead.metainfo.xml.in")
            .contains("<project_license>\(ProjectLicence.spdx)</project_license>"))
    }

    /// Each row of data/README.md's table: a bundled file and its licences.
    static func readmeRows() throws -> [(file: String, licences: String)] {
        try read("data/README.md").split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[cells.count - 2])
        }
    }

    @Test func everyLicenceDataReadmeNamesHasItsCredit() throws {
        let rows = try Self.readmeRows()
        #expect(rows.count >= 5)
        for row in rows where row.licences != "as the project" {
            let named = [DataLicence.creativeCommonsAttribution4, .lesserGPL2_1OrLater].filter { row.licences.contains($0.shortName) }
            #expect(!named.isEmpty, "\(row.file): a licence About does not know: \(row.licences)")
            for licence in named {
                #expect(DataCredit.bundled.contains { $0.licence == licence && $0.files.contains(row.file) },
                        "\(row.file) is under \(licence.shortName), and About does not credit it")
            }
        }
    }

    @Test func everyCreditNamesBundledFiles() throws {
        let files = Set(try Self.readmeRows().map(\.file))
        for credit in DataCredit.bundled {
            #expect(!credit.files.isEmpty)
            for file in credit.files {
                #expect(files.contains(file), "\(credit.title) credits \(file), which data/README.md does not list")
                #expect(FileManager.default.fileExists(atPath: Self.sourceRoot.appendingPathComponent("data/\(file)").path))
            }
        }
    }
}
