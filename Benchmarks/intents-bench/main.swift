import Foundation

// One executable, a subcommand per workload: `intents-bench <workload> [options]`.
let args = CommandLine.arguments
switch args.count > 1 ? args[1] : "" {
case "phrases": PhrasesBench.run(Array(args.dropFirst(2)))
default:
    FileHandle.standardError.write(Data("usage: intents-bench <workload> [options]; workloads: phrases\n".utf8))
    exit(2)
}
