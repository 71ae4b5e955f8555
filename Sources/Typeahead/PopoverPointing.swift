/// Where the list points, relative to its field.
struct PopoverPointing: Equatable {
    var top: Int32
    var width: Int32
    var height: Int32
}
