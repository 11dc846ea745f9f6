// What Apple's SDK gives an app that imports MediaIntents and AppIntents together, by the name
// its cross-import overlay has: `import _MediaIntents_AppIntents` brings both.
@_exported import AppIntents
@_exported import MediaIntents
