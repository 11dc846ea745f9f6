// The host re-exports the system's public API (`IntentApp`), so an app needs one import.
@_exported import IntentSystem
