import Foundation

/// What a program printed on standard output and standard error together, in the order it wrote
/// them, and its exit status.
public struct CombinedOutput: Sendable, CustomStringConvertible {
    public let output: String
    public let code: Int32

    public var description: String { "exit \(code):\n\(output)" }

    /// Runs `executable` with `arguments` to its end, both output streams in one pipe.
    /// - Parameters:
    ///   - environment: the child's whole environment; `nil` inherits this process's.
    ///   - directory: the child's working directory; `nil` keeps this process's.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil
    ) throws -> CombinedOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CombinedOutput(output: String(decoding: data, as: UTF8.self), code: process.terminationStatus)
    }
}
