// As Apple's framework does, `import AppIntents` brings Foundation (`URL`, `Date`, `Measurement`)
// and UniformTypeIdentifiers (`UTType`) with it, so a file that imports only AppIntents compiles.
@_exported import Foundation
@_exported import UniformTypeIdentifiers
