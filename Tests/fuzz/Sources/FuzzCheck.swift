/// Stops the run when an invariant breaks; libFuzzer saves the input.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
               file: StaticString = #fileID, line: UInt = #line) {
    if !condition() { fatalError("invariant broken: \(message())", file: file, line: line) }
}
