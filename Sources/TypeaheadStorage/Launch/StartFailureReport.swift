/// Where a file that cannot be opened at start is reported. Always one
/// line on standard error and exit status 2; launched from the desktop
/// (Files, the app grid, `gio launch`: GIO marks the program it ran)
/// with standard error going nowhere a person reads, also in a window, the
/// way Text Editor says it, since nobody would see the line.
public enum StartFailureReport {
    public static func showsWindow(environment: [String: String], standardErrorIsTerminal: Bool) -> Bool {
        !standardErrorIsTerminal && launchedByGIO.contains { !(environment[$0] ?? "").isEmpty }
    }

    /// What GIO sets in the environment of a program it launches from a
    /// desktop file (GLib 2.74 sets only the second).
    static let launchedByGIO = ["GIO_LAUNCHED_DESKTOP_FILE", "GIO_LAUNCHED_DESKTOP_FILE_PID"]
}
