// The host re-exports the system's public API (`IntentApp`), so an app needs one import.
@_exported import IntentSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension IntentApp {
    /// Runs the app's command-line host with the process's arguments, then exits.
    ///
    /// An app's executable declares its ``IntentApp`` and hands over to the host:
    ///
    /// ```swift
    /// // Sources/soupshop/main.swift
    /// import SoupShopKit
    ///
    /// await soupShopApp.main()
    /// ```
    ///
    /// The host lists, describes and runs the app's intents (`soupshop intents`,
    /// `soupshop describe OrderSoupIntent`, `soupshop run OrderSoupIntent --soup tomato`), lists its
    /// App Shortcuts and writes its `Metadata.appintents`. It asks for missing values on a terminal,
    /// answers with a structured error elsewhere, and exits with a documented code: 0 success,
    /// 1 the intent failed, 2 needs input, 3 not authorised, 64 usage, 70 internal or store error.
    public func main() async -> Never {
        // A closed pipe is an error to report, not a signal that kills the process after a write
        // it made has committed (a script that sees 141 retries, and orders twice).
        signal(SIGPIPE, SIG_IGN)
        let code = await Host(app: self).run(Array(CommandLine.arguments.dropFirst()))
        exit(code.rawValue)
    }
}
