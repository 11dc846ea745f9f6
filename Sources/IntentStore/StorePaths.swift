import Foundation

/// Where an app's store lives by default.
package enum StorePaths {
    /// The default database path for `app`: `$XDG_DATA_HOME/<app>/<app>.sqlite`, or
    /// `~/.local/share/<app>/<app>.sqlite` when `XDG_DATA_HOME` is unset or not absolute (as the XDG
    /// Base Directory specification asks).
    ///
    /// - Parameters:
    ///   - app: The app's name; it must be a single path component (no `/`, not `.` or `..`).
    ///   - environment: The environment to read `XDG_DATA_HOME` and `HOME` from.
    /// - Throws: `StoreError` with code `invalidInput` when `app` is not a usable file name.
    package static func defaultDatabasePath(
        app: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        guard !app.isEmpty, app != ".", app != "..", !app.contains("/"), !app.contains("\0") else {
            throw StoreError(.invalidInput, "an app name must be one non-empty path component", input: app)
        }
        let base: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = (home as NSString).appendingPathComponent(".local/share")
        }
        return ((base as NSString).appendingPathComponent(app) as NSString).appendingPathComponent("\(app).sqlite")
    }
}
