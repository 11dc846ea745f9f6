import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What reaches the terminal and what the exit code says.
@Suite(.ownThreads) struct OutputTests {
    /// `soupshop run OrderSoupIntent … | head -0`: the order is placed before anything is printed,
    /// so the run exits 0 and says on standard error that its output was lost (a script seeing 141
    /// would retry and order twice).
    @Test func aCommittedWriteExitsZeroWhenStandardOutputIsClosed() throws {
        let cli = try SoupShopCLI()
        let process = Process()
        process.executableURL = SoupShopCLI.binary
        process.arguments = ["--store", cli.store.path, "run", "OrderSoupIntent", "--soup", "tomato"]
        process.environment = cli.environment([:])
        let output = Pipe()
        try output.fileHandleForReading.close()  // nobody reads: the first write gets EPIPE
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let collected = ErrorCollector(errors.fileHandleForReading)
        process.waitUntilExit()
        let stderr = String(decoding: collected.wait(), as: UTF8.self)
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stderr == "error: cannot write to standard output (Broken pipe); what was done stays done\n")
        #expect(try cli.openStore().orders.map(\.id) == ["A001"])
    }

    /// A task anyone may add with escape codes in its title (clear the screen, set the window
    /// title) is shown escaped on a terminal; the console's own styles still work.
    @Test func escapeCodesInStoredTextAreShownEscapedOnATerminal() throws {
        let cli = try SoupShopCLI()
        let title = "\u{1B}[2J\u{1B}]0;owned\u{07}Buy milk\r"
        _ = try cli.openStore().addTask(title: title)
        let result = try PseudoTerminal.run(cli, ["run", "CompleteTaskIntent", "--task", "Buy milk"], steps: [])
        #expect(result.code == 0, "\(result)")
        #expect(result.output.contains(#"Done: \u{1B}[2J\u{1B}]0;owned\u{7}Buy milk\u{D}."#), "\(result)")
        #expect(!result.output.contains("\u{1B}[2J"))
        #expect(!result.output.contains("\u{07}"))
        #expect(try cli.openStore().tasks.last?.title == title, "the stored title is kept as it was given")
    }
}
