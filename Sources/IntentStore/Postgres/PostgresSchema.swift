/// The PostgreSQL schema, as numbered migrations (the same versions as `SQLiteSchema`).
///
/// Every table carries `app`, so one database can hold the stores of several apps and be shared by
/// several hosts. Search uses only core PostgreSQL: a `tsvector` built with the `simple`
/// configuration from terms folded in Swift (lower case, no diacritics), so no extension
/// (`unaccent`) is needed.
enum PostgresSchema {
    /// The value of `intentstore_meta.format` that marks a schema as ours.
    static let marker = "org.appintents-linux.intentstore"

    static let migrations: [(version: Int, description: String, statements: [String])] = [
        (
            1, "search index, donations, library",
            [
                """
                CREATE TABLE search_items(
                    app text NOT NULL, index_name text NOT NULL, entity_type text NOT NULL, entity_id text NOT NULL,
                    title text NOT NULL, subtitle text, keywords text NOT NULL, content_description text,
                    attributes text NOT NULL, hidden boolean NOT NULL, priority bigint NOT NULL,
                    document tsvector NOT NULL,
                    PRIMARY KEY (app, index_name, entity_type, entity_id))
                """,
                "CREATE INDEX search_items_document ON search_items USING gin(document)",
                """
                CREATE TABLE search_client_state(
                    app text NOT NULL, index_name text NOT NULL, state bytea NOT NULL,
                    PRIMARY KEY (app, index_name))
                """,
                """
                CREATE TABLE donations(
                    id uuid PRIMARY KEY, app text NOT NULL, intent text NOT NULL, parameters text NOT NULL,
                    date double precision NOT NULL, tz_offset integer NOT NULL, result_summary text,
                    source text NOT NULL CHECK (source IN ('app', 'system')))
                """,
                "CREATE INDEX donations_intent ON donations(intent, app)",
                """
                CREATE TABLE donation_entities(
                    donation_id uuid NOT NULL REFERENCES donations(id) ON DELETE CASCADE, entity_id text NOT NULL,
                    PRIMARY KEY (donation_id, entity_id))
                """,
                "CREATE INDEX donation_entities_entity ON donation_entities(entity_id)",
                """
                CREATE TABLE library(
                    app text NOT NULL, namespace text NOT NULL, name text NOT NULL, json text NOT NULL,
                    updated double precision NOT NULL, PRIMARY KEY (app, namespace, name))
                """,
            ]
        )
    ]

    static var latestVersion: Int { migrations.last?.version ?? 0 }
}
