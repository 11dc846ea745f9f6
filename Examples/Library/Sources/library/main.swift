import AppIntents
import IntentHost

// Library: an app built on the App Intents kinds real apps use beyond the basics — sectioned
// suggestions, progress, continuing in the foreground, summaries chosen by values, and undo.
await IntentApp(
    name: "Library",
    intents: [
        BorrowBookIntent.self, ReserveRoomIntent.self, SyncCatalogueIntent.self, ExportCatalogueIntent.self,
        RepairCatalogueIntent.self,
        ListShelfIntent.self, ReserveBookIntent.self, ListReservationsIntent.self, WaiveFinesIntent.self,
        RecommendIntent.self,
    ],
    entities: [BookEntity.self]
).main()
