// As Apple's framework does, `import AppIntents` brings Foundation (`URL`, `Date`, `Measurement`)
// and UniformTypeIdentifiers (`UTType`) with it, so a file that imports only AppIntents compiles.
// CoreTransferable comes too: apps' entity files adopt `Transferable` beside App Intents, and on
// Apple platforms the SwiftUI those files import brings it.
@_exported import CoreTransferable
@_exported import Foundation
@_exported import UniformTypeIdentifiers
