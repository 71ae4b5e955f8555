/// Why a workbook's ZIP archive cannot be read (`ZipArchive`).
struct ZipError: Error, Equatable {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
