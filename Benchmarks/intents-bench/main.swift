import Foundation

let args = CommandLine.arguments
switch args.count > 1 ? args[1] : "" {
case "lint": LintBench.run(Array(args.dropFirst(2)))
default:
    print("intents-bench: not supported yet")
}
