/// A width and height in pixels, as last given to GTK.
struct PopoverSize: Equatable {
    var width: Int32
    var height: Int32
}
