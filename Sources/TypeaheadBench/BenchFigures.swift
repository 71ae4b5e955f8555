import Foundation
import TypeaheadEngine

/// How the benchmarks measure and print.
enum BenchFigures {
    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    /// The process's resident memory, from /proc.
    static func residentMegabytes() -> Double {
        statusMegabytes("VmRSS:")
    }

    /// The most the process has held resident so far.
    static func peakResidentMegabytes() -> Double {
        statusMegabytes("VmHWM:")
    }

    /// Percentile `p` (0…1) of sorted figures, nearest rank.
    static func percentile(_ p: Double, ofSorted figures: [Double]) -> Double {
        figures.isEmpty ? 0 : figures[min(figures.count - 1, max(0, Int((p * Double(figures.count)).rounded(.up)) - 1))]
    }

    private static func statusMegabytes(_ name: String) -> Double {
        Double(ProcessStatus.bytes(name) ?? 0) / (1024 * 1024)
    }
}
