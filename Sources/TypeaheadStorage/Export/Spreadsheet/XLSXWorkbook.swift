import Foundation
import TypeaheadEngine

/// A workbook of one sheet, written as Office Open XML (.xlsx) for an
/// export: text as text (so "+353 87 123 4567" needs no apostrophe),
/// numbers as numbers, dates and times as dates a spreadsheet shows the
/// locale's way. Strings are inline, so no shared-strings part is needed.
struct XLSXWorkbook {
    let sheetName: String
    let rows: [[SpreadsheetCell]]

    func bytes() -> [UInt8] {
        var zip = ZipWriter()
        zip.add("[Content_Types].xml", Array(Self.contentTypes.utf8))
        zip.add("_rels/.rels", Array(Self.rootRelations.utf8))
        zip.add("xl/workbook.xml", Array(workbookXML.utf8))
        zip.add("xl/_rels/workbook.xml.rels", Array(Self.workbookRelations.utf8))
        zip.add("xl/styles.xml", Array(Self.styles.utf8))
        zip.add("xl/worksheets/sheet1.xml", sheetXML())
        return zip.bytes()
    }

    private var workbookXML: String {
        #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#
            + #"<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" "#
            + #"xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">"#
            + #"<sheets><sheet name=""# + Self.escaped(String(sheetName.prefix(31))) + #"" sheetId="1" r:id="rId1"/></sheets></workbook>"#
    }

    private func sheetXML() -> [UInt8] {
        var xml = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#
            + #"<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>"#
        for (rowIndex, row) in rows.enumerated() {
            xml += #"<row r=""# + String(rowIndex + 1) + #"">"#
            for (columnIndex, cell) in row.enumerated() {
                let place = LoadError.columnLetters(columnIndex + 1) + String(rowIndex + 1)
                switch cell {
                case .empty: continue
                case .text(let text):
                    xml += #"<c r=""# + place + #"" t="inlineStr"><is><t xml:space="preserve">"# + Self.escaped(text) + "</t></is></c>"
                case .number(let number):
                    xml += #"<c r=""# + place + #""><v>"# + number + "</v></c>"
                case .date(let serial, let format):
                    let style = switch format { case .date: 1; case .time: 2; case .dateTime: 3 }
                    xml += #"<c r=""# + place + #"" s=""# + String(style) + #""><v>"# + String(serial) + "</v></c>"
                }
            }
            xml += "</row>"
        }
        xml += "</sheetData></worksheet>"
        return Array(xml.utf8)
    }

    /// XML's five escapes, and no character XML 1.0 forbids (a control
    /// character in a value would make the whole file unreadable).
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static let contentTypes = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#
        + #"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">"#
        + #"<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>"#
        + #"<Default Extension="xml" ContentType="application/xml"/>"#
        + #"<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>"#
        + #"<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>"#
        + #"<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>"#
        + "</Types>"

    private static let rootRelations = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#
        + #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#
        + #"<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>"#
        + "</Relationships>"

    private static let workbookRelations = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#
        + #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#
        + #"<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>"#
        + #"<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>"#
        + "</Relationships>"

    /// Style 0 plain, 1 a date, 2 a time, 3 a date and time, in formats of
    /// its own: the built-in ones (14, 20, 22) show "05/17/1990" or
    /// "17.05.90" as the reader's locale has it, not the ISO day keyed.
    private static let styles = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#
        + #"<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">"#
        + #"<numFmts count="3"><numFmt numFmtId="164" formatCode="yyyy\-mm\-dd"/><numFmt numFmtId="165" formatCode="hh:mm"/>"#
        + #"<numFmt numFmtId="166" formatCode="yyyy\-mm\-dd hh:mm"/></numFmts>"#
        + #"<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>"#
        + #"<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>"#
        + #"<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"#
        + #"<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>"#
        + #"<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>"#
        + #"<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>"#
        + #"<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>"#
        + #"<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>"#
        + "</styleSheet>"
}
