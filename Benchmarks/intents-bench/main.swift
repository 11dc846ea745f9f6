// intents-bench: one executable, a subcommand per workload.
import Foundation

let args = CommandLine.arguments
switch args.count > 1 ? args[1] : "" {
case "index": IndexBench.run(Array(args.dropFirst(2)))
default:
    FileHandle.standardError.write(Data("usage: intents-bench <workload> [options]   workloads: index\n".utf8))
    exit(2)
}
