import Foundation

// libFuzzer's entry points. One binary holds every target, so the layers are
// compiled (with coverage and AddressSanitizer) once; the target is chosen by
// the name the binary is run as (`fuzz-json` is a link to it) or by
// TYPEAHEAD_FUZZ_TARGET, so a crash is reproduced with the command that found it.

nonisolated(unsafe) private var selectedTarget: FuzzTarget?

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    let programName = argv.pointee?.pointee.map { String(cString: $0) } ?? ""
    let name = ProcessInfo.processInfo.environment["TYPEAHEAD_FUZZ_TARGET"]
        ?? URL(fileURLWithPath: programName).lastPathComponent.replacingOccurrences(of: "fuzz-", with: "")
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("typeahead-fuzz: run as fuzz-NAME or set TYPEAHEAD_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    selectedTarget = target
    target.prepare()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedTarget?.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}
