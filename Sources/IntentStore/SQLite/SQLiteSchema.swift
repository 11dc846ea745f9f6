/// The SQLite schema, as numbered migrations.
///
/// A migration is applied once, in order, inside the transaction that records it in
/// `intentstore_migrations`. Never edit a shipped migration: add the next one.
enum SQLiteSchema {
    /// `PRAGMA application_id` of every IntentStore file ("AIST"): the marker that tells our
    /// databases from other applications' SQLite files.
    static let applicationID: Int64 = 0x4149_5354

    /// One step of the schema.
    struct Migration {
        let version: Int
        let description: String
        let sql: String
    }

    static let migrations: [Migration] = [
        Migration(
            version: 1, description: "search index, donations, library",
            sql: """
                -- Each (index, entity type) pair gets a small integer, so the unique key of a record
                -- is (scope, entity_id): a short key, cheap to compare, in a smaller index.
                CREATE TABLE search_scopes(
                    id INTEGER PRIMARY KEY,
                    index_name TEXT NOT NULL,
                    entity_type TEXT NOT NULL,
                    UNIQUE(index_name, entity_type)
                );
                CREATE TABLE search_items(
                    rowid INTEGER PRIMARY KEY,
                    scope INTEGER NOT NULL,
                    entity_id TEXT NOT NULL,
                    title TEXT NOT NULL,
                    subtitle TEXT,
                    keywords TEXT,
                    keyword_text TEXT NOT NULL,
                    content_description TEXT,
                    attributes TEXT,
                    hidden INTEGER NOT NULL,
                    priority INTEGER NOT NULL,
                    UNIQUE(scope, entity_id)
                );
                -- External content: the text lives once, in search_items. SQLiteStore keeps the index in
                -- step itself (no triggers: a trigger writing FTS5 makes it flush its pending terms on
                -- every row, which made indexing four times slower). Hidden records are not indexed.
                CREATE VIRTUAL TABLE search_fts USING fts5(
                    title, keyword_text, subtitle, content_description,
                    content='search_items', content_rowid='rowid',
                    tokenize='unicode61 remove_diacritics 2'
                );
                CREATE TABLE search_client_state(
                    index_name TEXT PRIMARY KEY,
                    state BLOB NOT NULL
                );
                CREATE TABLE donations(
                    id TEXT PRIMARY KEY,
                    app TEXT NOT NULL,
                    intent TEXT NOT NULL,
                    parameters TEXT NOT NULL,
                    date REAL NOT NULL,
                    tz_offset INTEGER NOT NULL,
                    result_summary TEXT,
                    source TEXT NOT NULL CHECK (source IN ('app', 'system'))
                );
                CREATE INDEX donations_intent ON donations(intent, app);
                CREATE INDEX donations_date ON donations(date);
                CREATE TABLE donation_entities(
                    donation_id TEXT NOT NULL REFERENCES donations(id) ON DELETE CASCADE,
                    entity_id TEXT NOT NULL,
                    PRIMARY KEY(donation_id, entity_id)
                ) WITHOUT ROWID;
                CREATE INDEX donation_entities_entity ON donation_entities(entity_id);
                CREATE TABLE library(
                    namespace TEXT NOT NULL,
                    name TEXT NOT NULL,
                    json TEXT NOT NULL,
                    updated REAL NOT NULL,
                    PRIMARY KEY(namespace, name)
                ) WITHOUT ROWID;
                """)
    ]

    /// The newest schema version this code knows.
    static var latestVersion: Int { migrations.last?.version ?? 0 }
}
