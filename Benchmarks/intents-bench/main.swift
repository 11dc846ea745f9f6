import AppIntentsMetadata
import Foundation

/// `intents-bench WORKLOAD [options]`: each workload measures us and a reference in one run and
/// prints the ratio.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: intents-bench WORKLOAD [options]

    workloads:
      intent    a 3-parameter intent from raw strings vs. perform() called directly
      phrases   App Shortcut phrase matching vs. hassil
      mcp       the MCP server vs. the Python SDK's server
      index     Spotlight indexing and search vs. raw SQLite FTS5
      lint      linting a source tree vs. a bare SwiftParser parse
      replay    (used by mcp) answer MCP requests instantly with recorded answers; --work N spins N µs first
      http-drive (used by mcp) send recorded HTTP requests and time the answers
      http-replay (used by mcp) answer MCP POSTs instantly with recorded answers, over our HTTP server
      stdio-drive the servers' own time a call, ours vs. the Python SDK's, with a client that never sleeps

    Every workload takes --json to print machine-readable figures. --version prints the version.
    """

if arguments.first == "--version" {
    print("intents-bench \(MetadataFormat.toolsVersion)")
    exit(0)
}
guard let workload = arguments.first, workload != "--help", workload != "-h" else {
    print(usage)
    exit(arguments.isEmpty ? 64 : 0)
}
let rest = Array(arguments.dropFirst())
let status: Int32
switch workload {
case "intent": status = await IntentBench.run(rest)
case "mcp": status = await McpBench.run(rest)
case "replay": status = ReplayServer.run(rest)
case "http-drive": status = HTTPDriver.run(rest)
case "http-replay": status = HTTPReplayServer.run(rest)
case "stdio-drive": status = StdioDriver.run(rest)
case "index":
    IndexBench.run(rest)
    status = 0
case "phrases":
    PhrasesBench.run(rest)
    status = 0
case "lint":
    LintBench.run(rest)
    status = 0
default:
    FileHandle.standardError.write(
        Data("intents-bench: unknown or not yet supported workload '\(workload)'\n\n\(usage)\n".utf8))
    status = 64
}
exit(status)
