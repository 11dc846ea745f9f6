import AppIntentsLint
import Foundation

let outcome = AppIntentsCommand.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.status)
