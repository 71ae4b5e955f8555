import Foundation
import TypeaheadEngine
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements and text of an XML document, in order, by local name
/// (a prefix such as `x:` dropped): what a workbook's parts are read
/// from. A document that is not well-formed is refused.
enum XMLEvent: Equatable {
    case start(String, [String: String])
    case end(String)
    case text(String)

    static func events(of bytes: [UInt8]) throws(ZipError) -> [XMLEvent] {
        // A workbook's parts are UTF-8; the toolchain's XMLParser crashes
        // on an attribute that is not (found by fuzzing), so none reaches it.
        guard bytes.withUnsafeBufferPointer({ UTF8Check.firstProblem(in: $0) }) == nil else {
            throw ZipError(translated("an XML part of the workbook is not UTF-8 text"))
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        // No entity or DTD from elsewhere is ever fetched.
        parser.shouldResolveExternalEntities = false
        guard parser.parse() else {
            throw ZipError(translated("an XML part of the workbook is not well-formed (line %1$d)", parser.lineNumber))
        }
        return collector.events
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var events: [XMLEvent] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            var local: [String: String] = [:]
            for (key, value) in attributes { local[Self.localName(key)] = value }
            events.append(.start(Self.localName(name), local))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            events.append(.end(Self.localName(name)))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if case .text(let before) = events.last {
                events[events.count - 1] = .text(before + string)
            } else {
                events.append(.text(string))
            }
        }

        static func localName(_ name: String) -> String {
            name.split(separator: ":").last.map(String.init) ?? name
        }
    }
}
