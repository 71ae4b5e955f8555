import Gtk

/// A day's new entries in each hour, as bars (issue 52's Statistics page):
/// a supervisor would rather look than read. What it shows is decided in
/// storage (`KeyerStatistics.entriesByHour`); this only draws it.
@MainActor
final class EntriesPerHourChart {
    private(set) var area: DrawingArea!
    private var hours = Array(repeating: 0, count: 24)

    init() {
        // As wide as the page: 300 px at least, so that the window still narrows to 360.
        area = DrawingArea(width: 300, height: 160) { [weak self] cairo, width, height in
            self?.draw(cairo, width: width, height: height)
        }
    }

    func show(_ hours: [Int]) {
        guard hours.count == 24, hours != self.hours else { return }
        self.hours = hours
        area.queueDraw()
    }

    private func draw(_ cairo: CairoContext, width: Double, height: Double) {
        let axis = 18.0, top = 14.0
        let slot = width / 24, highest = Double(max(hours.max() ?? 0, 1))
        // The bars, in GNOME's accent blue, each hour's slot with a gap.
        cairo.setColor(red: 0.21, green: 0.52, blue: 0.89)
        for (hour, count) in hours.enumerated() where count > 0 {
            let barHeight = (height - axis - top) * Double(count) / highest
            cairo.fillRectangle(x: Double(hour) * slot + 2, y: height - axis - barHeight, width: slot - 4, height: barHeight)
        }
        // The axis, every third hour named, and the highest count at the top.
        cairo.setColor(red: 0.5, green: 0.5, blue: 0.5)
        cairo.line(fromX: 0, fromY: height - axis, toX: width, toY: height - axis)
        for hour in stride(from: 0, to: 24, by: 3) {
            cairo.text(String(hour), x: Double(hour) * slot + 2, y: height - 4, size: 11)
        }
        cairo.text(String(Int(highest)), x: 2, y: top - 2, size: 11)
    }
}
