import Foundation

/// The folder the Open chooser starts in. The folder of the file the
/// window has open, where the person keeps their forms and data (it
/// opened on GTK's Recent view, empty on a new account); for the bundled
/// demo form, which lives among the app's own files, the home folder.
public enum OpenChooserFolder {
    public static func folder(forOpenFile path: String, bundledDemoForm: String?, home: String) -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard let demo = bundledDemoForm else { return folder }
        return folder == URL(fileURLWithPath: demo).deletingLastPathComponent().path ? home : folder
    }
}
