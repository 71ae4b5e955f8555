import Foundation

/// A table of made-up places for the cache and budget tests: `count` rows
/// of an id, a name and a population, and a folder to keep them in.
enum TestPlaces {
    /// A new temporary folder holding `data/places.tsv` of `count` places.
    static func folder(named name: String, count: Int) throws -> (folder: String, dataPath: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/data", withIntermediateDirectories: true)
        let dataPath = folder + "/data/places.tsv"
        try tsv(count: count).write(toFile: dataPath, atomically: false, encoding: .utf8)
        return (folder, dataPath)
    }

    static func tsv(count: Int, extra: String = "") -> String {
        var text = "id\tname\tpopulation\n"
        for index in 0..<count {
            text += "\(index)\tPlace \(String(index * 7919 % 10007, radix: 36)) Ville\(extra)\t\(index * 37 % 1000)\n"
        }
        return text
    }
}
