// The App Intents API.
