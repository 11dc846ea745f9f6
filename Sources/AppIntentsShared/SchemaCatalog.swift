/// Apple's schemas (`@AppIntent(schema: .mail.createDraft)`), from Apple's documentation of the
/// `AssistantSchemas` domains and of the App Schema family that succeeds them (`AppSchemaEntity`,
/// `AppSchemaIntent`, `AppSchemaEnum`; `SchemaCatalog+AppSchema.swift`): each schema's kind, the
/// members its example declares and the protocol it implies. Read by the schema macros (which
/// members become parameters or properties, which conformance to add) and by the system (the shape
/// an app's type must have).
///
/// Where Apple's example looks mistaken (a video parameter named `audio`, a create intent taking a
/// slide) or uses placeholders, every member is optional here. Enum cases are Apple's examples,
/// not a required set: apps define their own.
package enum SchemaCatalog {
    package enum Kind: Sendable {
        case intent, entity, enumeration
    }

    /// The kind of value a member holds, as far as a schema fixes it.
    package indirect enum ValueClass: Sendable, Hashable {
        /// `String`, `AttributedString`, or a type the surfaces give as text (`StringSearchCriteria`).
        case text
        case bool, date, int, double, url
        /// `DateComponents`.
        case dateComponents
        /// `IntentFile`.
        case file
        /// Any `AppEntity`: the app names its own.
        case entity
        /// Any `AppEnum`: the app declares its own cases.
        case enumeration
        case array(ValueClass)
        /// GeoToolbox's `PlaceDescriptor`.
        case place
        /// Foundation's `Calendar.RecurrenceRule`.
        case recurrence
        /// Swift's `Duration`.
        case duration
        /// A type this system does not model (a person, a set of tags): neither checked nor required.
        case anyValue
    }

    package struct Member: Sendable, Hashable {
        package let name: String
        package let value: ValueClass
        /// Whether the schema's type must declare it.
        package let isRequired: Bool

        static func required(_ name: String, _ value: ValueClass) -> Member {
            Member(name: name, value: value, isRequired: true)
        }
        static func optional(_ name: String, _ value: ValueClass) -> Member {
            Member(name: name, value: value, isRequired: false)
        }
    }

    package struct Schema: Sendable, Hashable {
        /// `domain.name`, as written after `schema: .`.
        package let id: String
        package let kind: Kind
        /// An intent's parameters or an entity's properties; an enum's example cases.
        package let members: [Member]
        /// The protocol the schema implies beyond `AppIntent`, such as `OpenIntent`.
        package let conformance: String?
        /// Whether `members` is the schema's whole shape. A schema of the App Schema family whose
        /// members Apple's documentation does not show is known by name only: nothing is checked,
        /// and its macro makes every plain stored `var` of an intent a parameter, as Apple's does
        /// (an intent needs `init()`), and leaves an entity's as they are.
        package var membersKnown = true
        /// The first iOS release that has the schema: `18.0` for those `AssistantSchemas` had,
        /// `27.0` for the App Schema family's new domains.
        package var introduced = "18.0"

        static func intent(_ id: String, _ members: [Member], conformance: String? = nil) -> Schema {
            Schema(id: id, kind: .intent, members: members, conformance: conformance)
        }
        static func entity(_ id: String, _ members: [Member]) -> Schema {
            Schema(id: id, kind: .entity, members: members, conformance: nil)
        }
        static func enumeration(_ id: String, cases: [String]) -> Schema {
            Schema(
                id: id, kind: .enumeration,
                members: cases.map { Member(name: $0, value: .anyValue, isRequired: false) },
                conformance: nil)
        }

        /// The members a schema macro makes parameters or properties of: those whose value this
        /// system models.
        package var declaredMembers: [String] { members.filter { $0.value != .anyValue }.map(\.name) }

        /// Whether a schema macro makes the plain `var` `name` of the type that declares this
        /// schema a parameter or property: a member the schema names whose value this system
        /// models; for an intent, any stored member the schema names (a set of tags too, so the
        /// intent keeps its `init()`), or, where the members are not known, any stored `var`.
        package func makesMember(named name: String, isStored: Bool) -> Bool {
            guard membersKnown else { return kind == .intent && isStored }
            // Only an entity can hold a computed member; an intent's are its parameters.
            if kind == .intent { return isStored && members.contains { $0.name == name } }
            return (isStored || kind == .entity) && declaredMembers.contains(name)
        }

        /// Whether the schema's intents delete: those that imply `DeleteIntent`, and every
        /// `delete…` schema (`reminders.deleteReminders`, `photos.deleteAssets`), whose protocol
        /// Apple's documentation at hand does not always show.
        package var deletes: Bool {
            kind == .intent
                && (conformance == "DeleteIntent" || (id.split(separator: ".").last?.hasPrefix("delete") ?? false))
        }

        /// What the system calls a type that declares the schema and names none itself:
        /// `Open Asset` for `photos.openAsset`, `Document Kind` for `reader.documentKind`.
        package var displayName: String { SchemaCatalog.displayName(of: id) }
    }

    /// `Open Asset` for `photos.openAsset`: the schema's name in words, as a parameter's property
    /// name becomes its title (`GeneratedTitle`), so `addAssetsToAlbum` is `Add Assets to Album`.
    package static func displayName(of id: String) -> String {
        GeneratedTitle.fromPropertyName(id.split(separator: ".").last.map(String.init) ?? id)
    }

    /// The id of a schema as written after `schema:`: `photos.openAsset` for `.photos.openAsset`,
    /// and for a value named with its type, `AssistantSchemas.Intent.photos.openAsset` or
    /// `AppSchemaEntity.reminders.reminder`.
    package static func id(written text: String) -> String {
        let parts = text.split(separator: ".")
        return parts.count > 2 ? parts.suffix(2).joined(separator: ".") : parts.joined(separator: ".")
    }

    /// Every schema, by its id.
    package static let byID: [String: Schema] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// Every schema of both families: `AssistantSchemas`' (which the App Schema family has too)
    /// and the App Schema family's new ones.
    package static let all: [Schema] = assistantSchemas + appSchemaOnly

    /// The schemas `AssistantSchemas` names, sorted by domain, kind and name.
    package static let assistantSchemas: [Schema] = [
        .intent("assistant.activate", []),
        .entity(
            "books.audiobook",
            [
                .optional("title", .text), .optional("seriesTitle", .text), .optional("author", .text),
                .optional("genre", .text), .optional("purchaseDate", .date),
            ]),
        .entity(
            "books.book",
            [
                .optional("title", .text), .optional("seriesTitle", .text), .optional("author", .text),
                .optional("genre", .text), .optional("purchaseDate", .date), .optional("contentType", .enumeration),
            ]),
        .entity(
            "books.settings",
            [
                .required("font", .enumeration), .required("fontSize", .enumeration), .required("theme", .enumeration),
                .required("pageNavigationSetting", .enumeration), .required("isTextJustified", .bool),
                .required("isAllowMultipleColumns", .bool),
            ]),
        .enumeration("books.contentType", cases: ["book", "pdf"]),
        .enumeration("books.font", cases: ["default"]),
        .enumeration("books.fontSize", cases: ["default"]),
        .enumeration("books.navigationDirection", cases: ["next", "previous"]),
        .enumeration("books.pageNavigationSetting", cases: ["continuousScroll", "pageTurning"]),
        .enumeration("books.relativeCharacterSpacingChange", cases: ["reset"]),
        .enumeration("books.relativeFontChange", cases: ["increase", "decrease"]),
        .enumeration("books.relativeLineSpacingChange", cases: ["default"]),
        .enumeration("books.relativeWordSpacingChange", cases: ["small", "large"]),
        .enumeration("books.theme", cases: ["lightMode", "darkMode", "theme1"]),
        .intent("books.navigatePage", [.required("target", .entity), .required("direction", .enumeration)]),
        .intent("books.openBook", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent("books.playAudiobook", [.required("target", .entity)], conformance: "AudioPlaybackIntent"),
        .intent("books.search", [.required("criteria", .text)], conformance: "ShowInAppSearchResultsIntent"),
        .intent(
            "books.updateCharacterSpacing", [.required("target", .entity), .required("changeOperation", .enumeration)]),
        .intent("books.updateFontSize", [.required("target", .entity), .required("changeOperation", .enumeration)]),
        .intent("books.updateLineSpacing", [.required("target", .entity), .required("changeOperation", .enumeration)]),
        .intent(
            "books.updateSettings",
            [
                .required("target", .entity), .optional("page", .int), .optional("font", .enumeration),
                .optional("theme", .enumeration), .optional("pageNavigationSetting", .enumeration),
                .optional("isTextJustified", .bool), .optional("isAllowMultipleColumns", .bool),
            ]),
        .intent("books.updateWordSpacing", [.required("target", .entity), .required("changeOperation", .enumeration)]),
        .entity("browser.bookmark", [.required("name", .text), .required("url", .url)]),
        .entity("browser.readingListItem", []),
        .entity("browser.tab", [.optional("url", .url), .required("name", .text), .required("isPrivate", .bool)]),
        .entity("browser.tabGroup", []),
        .entity("browser.window", [.required("tabs", .array(.entity)), .required("isPrivate", .bool)]),
        .enumeration(
            "browser.clearHistoryTimeFrame", cases: ["today", "lastFourHours", "todayAndYesterday", "allTime"]),
        .intent("browser.bookmarkTab", [.optional("name", .text), .required("tab", .entity)]),
        .intent("browser.bookmarkURL", [.optional("name", .text), .required("url", .url)]),
        .intent("browser.clearHistory", [.required("timeFrame", .enumeration)]),
        .intent("browser.closeTabs", [.required("target", .array(.entity))]),
        .intent("browser.closeWindows", [.required("target", .array(.entity))]),
        .intent("browser.createTab", [.optional("url", .url), .required("isPrivate", .bool)]),
        .intent("browser.createTabGroup", [.optional("contents", .anyValue), .optional("name", .text)]),
        .intent("browser.createWindow", [.optional("url", .url), .required("isPrivate", .bool)]),
        .intent("browser.deleteBookmarks", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent("browser.deleteTabGroups", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent("browser.findOnPage", [.required("tab", .entity), .required("searchPhrase", .text)]),
        .intent(
            "browser.openBookmark", [.optional("tab", .entity), .required("target", .entity)], conformance: "OpenIntent"
        ),
        .intent("browser.openURLInTab", [.required("tab", .entity), .required("url", .url)]),
        .intent("browser.search", [.required("criteria", .text)], conformance: "ShowInAppSearchResultsIntent"),
        .intent("browser.switchTab", [.required("target", .entity)], conformance: "OpenIntent"),
        .enumeration("camera.captureDevice", cases: ["front", "back"]),
        .enumeration("camera.captureDuration", cases: ["short", "long"]),
        .enumeration("camera.captureMode", cases: ["selfie", "video"]),
        .intent("camera.openInCaptureMode", [.required("target", .enumeration)], conformance: "OpenIntent"),
        .intent("camera.setDevice", [.required("device", .enumeration)]),
        .intent(
            "camera.startCapture",
            [
                .required("captureMode", .enumeration), .optional("timerDuration", .enumeration),
                .optional("device", .enumeration),
            ]),
        .intent("camera.stopCapture", []),
        .intent("camera.switchDevice", []),
        .entity("files.file", [.optional("creationDate", .date), .optional("fileModificationDate", .date)]),
        .intent("files.createFolder", [.required("target", .entity), .optional("fileName", .text)]),
        .intent("files.deleteFiles", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent("files.moveFiles", [.required("entities", .array(.entity)), .required("destinationFolder", .entity)]),
        .intent("files.openFile", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent("files.renameFile", [.required("target", .entity), .optional("newName", .text)]),
        .intent("files.showDocumentScanner", []),
        .entity(
            "journal.entry",
            [
                .optional("title", .text), .optional("message", .text), .required("mediaItems", .array(.file)),
                .optional("entryDate", .date), .optional("location", .anyValue),
            ]),
        .intent("journal.createAudioEntry", [], conformance: "AudioRecordingIntent"),
        .intent(
            "journal.createEntry",
            [
                .required("message", .text), .optional("title", .text), .optional("entryDate", .date),
                .optional("location", .anyValue), .optional("mediaItems", .array(.file)),
            ]),
        .intent("journal.deleteEntry", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent("journal.search", [.required("criteria", .text)], conformance: "ShowInAppSearchResultsIntent"),
        .intent(
            "journal.updateEntry",
            [
                .required("target", .entity), .optional("title", .text), .optional("message", .text),
                .optional("mediaItems", .array(.file)), .optional("entryDate", .date), .optional("location", .anyValue),
            ]),
        .entity("mail.account", [.required("name", .text), .required("emailAddress", .text)]),
        .entity(
            "mail.draft",
            [
                .optional("to", .anyValue), .optional("cc", .anyValue), .optional("bcc", .anyValue),
                .optional("subject", .text), .optional("body", .text), .required("attachments", .array(.file)),
                .required("account", .entity),
            ]),
        .entity("mail.mailbox", [.required("name", .text), .required("account", .entity)]),
        .entity(
            "mail.message",
            [
                .optional("to", .anyValue), .optional("cc", .anyValue), .optional("bcc", .anyValue),
                .optional("subject", .text), .optional("body", .text), .required("attachments", .array(.file)),
                .optional("sender", .anyValue), .required("dateSent", .date), .required("dateReceived", .date),
                .required("isRead", .bool), .required("isJunk", .bool), .required("isFlagged", .bool),
                .required("account", .entity), .required("mailbox", .entity),
            ]),
        .entity("mail.thread", []),
        .intent("mail.archiveMail", [.required("entities", .array(.entity))]),
        .intent(
            "mail.createDraft",
            [
                .optional("to", .anyValue), .optional("cc", .anyValue), .optional("bcc", .anyValue),
                .optional("subject", .text), .optional("body", .text), .optional("account", .entity),
                .optional("attachments", .array(.file)),
            ]),
        .intent("mail.deleteDraft", [.optional("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent("mail.deleteMail", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent(
            "mail.forwardMail",
            [
                .optional("to", .anyValue), .optional("cc", .anyValue), .optional("bcc", .anyValue),
                .optional("subject", .text), .optional("body", .text), .optional("account", .entity),
                .required("attachments", .array(.file)), .required("target", .entity),
            ]),
        .intent("mail.openDraft", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent("mail.openMessage", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent(
            "mail.replyMail",
            [
                .optional("to", .anyValue), .optional("cc", .anyValue), .optional("bcc", .anyValue),
                .optional("subject", .text), .optional("body", .text), .optional("account", .entity),
                .required("attachments", .array(.file)), .required("isReplyAll", .bool), .required("target", .entity),
            ]),
        .intent("mail.saveDraft", [.required("target", .entity)]),
        .intent("mail.sendDraft", [.required("target", .entity), .optional("sendLaterDate", .date)]),
        .intent("mail.summarizeMessages", [.optional("target", .anyValue)]),
        .intent("mail.undoSend", []),
        .intent("mail.unsubscribe", [.required("messages", .array(.entity))]),
        .intent(
            "mail.updateDraft",
            [
                .required("target", .entity), .optional("to", .anyValue), .optional("cc", .anyValue),
                .optional("bcc", .anyValue), .optional("subject", .text), .optional("body", .text),
                .optional("account", .entity), .optional("attachments", .array(.file)),
            ]),
        .intent(
            "mail.updateMail",
            [
                .required("target", .array(.entity)), .optional("isRead", .bool), .optional("isFlagged", .bool),
                .optional("isJunk", .bool), .optional("mailbox", .entity),
            ]),
        .entity(
            "photos.album",
            [.required("name", .text), .optional("creationDate", .date), .required("albumType", .enumeration)]),
        .entity(
            "photos.asset",
            [
                .optional("creationDate", .date), .optional("location", .anyValue),
                .optional("assetType", .enumeration), .required("isFavorite", .bool), .required("isHidden", .bool),
                .required("hasSuggestedEdits", .bool), .optional("aperture", .double), .optional("exposure", .double),
                .optional("saturation", .double), .optional("warmth", .double), .optional("filter", .enumeration),
                .optional("isPortraitModeEnabled", .bool),
            ]),
        .entity("photos.recognizedPerson", [.required("name", .text), .required("isFavorite", .bool)]),
        .enumeration("photos.albumType", cases: ["custom"]),
        .enumeration("photos.assetType", cases: ["photo", "video"]),
        .enumeration("photos.filterType", cases: ["original"]),
        .enumeration("photos.rotationDirection", cases: ["clockwise"]),
        .intent("photos.addAssetsToAlbum", [.required("assets", .array(.entity)), .required("album", .entity)]),
        .intent("photos.cleanupPhoto", [.required("target", .entity)]),
        .intent("photos.copyEdits", [.optional("name", .text)]),
        .intent("photos.createAlbum", [.required("name", .text)]),
        .intent("photos.createAssets", [.required("files", .array(.file))]),
        .intent("photos.crop", [.required("target", .entity)]),
        .intent("photos.deleteAlbum", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent("photos.deleteAssets", [.required("entities", .array(.entity))]),
        .intent("photos.duplicateAssets", [.required("entities", .array(.entity))]),
        .intent("photos.editAsset", [.required("asset", .entity)]),
        .intent("photos.openAlbum", [.required("album", .entity)]),
        .intent("photos.openAsset", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent("photos.pasteEdits", [.required("target", .array(.entity))]),
        .intent(
            "photos.postToSharedAlbum",
            [
                .required("sharedAlbum", .entity), .optional("assets", .array(.entity)),
                .optional("files", .array(.file)), .optional("comment", .text),
            ]),
        .intent("photos.removeAssetsFromAlbum", [.required("album", .entity), .required("assets", .array(.entity))]),
        .intent("photos.search", [.required("criteria", .text)], conformance: "ShowInAppSearchResultsIntent"),
        .intent("photos.setDepth", [.required("target", .entity), .optional("value", .double)]),
        .intent("photos.setExposure", [.required("target", .entity), .optional("value", .double)]),
        .intent("photos.setFilter", [.required("target", .entity), .optional("filterType", .enumeration)]),
        .intent("photos.setRotation", [.required("target", .entity), .required("direction", .enumeration)]),
        .intent("photos.setSaturation", [.required("target", .entity), .optional("value", .double)]),
        .intent("photos.setWarmth", [.required("target", .entity), .optional("value", .double)]),
        .intent("photos.straighten", [.required("target", .entity)]),
        .intent("photos.toggleDepth", [.required("target", .entity), .required("isEnabled", .bool)]),
        .intent("photos.toggleSuggestedEdits", [.required("target", .entity), .required("isEnabled", .bool)]),
        .intent("photos.updateAlbum", [.required("target", .entity), .required("name", .text)]),
        .intent(
            "photos.updateAsset",
            [
                .required("target", .array(.entity)), .optional("name", .text), .optional("isHidden", .bool),
                .optional("isFavorite", .bool),
            ]),
        .intent(
            "photos.updateRecognizedPerson",
            [.required("target", .entity), .optional("isFavorite", .bool), .optional("name", .text)]),
        .entity("presentation.document", [.required("name", .text)]),
        .entity(
            "presentation.slide",
            [.required("presentation", .entity), .optional("slideIndex", .int), .optional("title", .text)]),
        .entity("presentation.template", [.required("name", .text)]),
        .enumeration("presentation.exportFormat", cases: ["pdf", "powerpoint"]),
        .intent("presentation.addAudioToSlide", [.required("target", .entity), .required("audio", .file)]),
        .intent("presentation.addCommentToSlide", [.required("target", .entity), .optional("comment", .text)]),
        .intent("presentation.addImageToSlide", [.required("target", .entity), .required("image", .file)]),
        .intent("presentation.addTextBoxToSlide", [.required("target", .entity), .required("text", .text)]),
        .intent("presentation.addVideoToSlide", [.required("target", .entity), .required("video", .file)]),
        .intent("presentation.addWebVideoToSlide", [.required("target", .entity), .required("url", .url)]),
        .intent("presentation.create", [.optional("target", .entity)]),
        .intent("presentation.createSlide", [.required("presentation", .entity), .optional("slideLayout", .text)]),
        .intent("presentation.deleteSlide", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent(
            "presentation.export",
            [
                .required("document", .entity), .required("format", .enumeration), .optional("sourcePassword", .text),
                .optional("password", .text),
            ]),
        .intent("presentation.open", [.optional("target", .entity)], conformance: "OpenIntent"),
        .intent("presentation.openSlide", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent("presentation.setSlideTitle", [.required("target", .entity), .required("title", .text)]),
        .intent(
            "presentation.showPresenterNotes", [.required("presentation", .entity), .required("isVisible", .bool)]),
        .intent("presentation.startPlayback", [.required("presentation", .entity), .optional("target", .entity)]),
        .intent("presentation.stopPlayback", [.required("target", .entity)]),
        .intent("presentation.update", [.required("target", .entity), .required("name", .text)]),
        .entity(
            "reader.document",
            [
                .required("title", .text), .required("kind", .enumeration), .optional("width", .int),
                .optional("height", .int),
            ]),
        .entity("reader.page", [.required("label", .text)]),
        .enumeration("reader.documentKind", cases: ["image", "pdf"]),
        .intent("reader.deletePages", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent("reader.enhanceDocuments", [.required("target", .array(.entity))]),
        .intent(
            "reader.insertPages",
            [.required("files", .array(.file)), .required("isAfter", .bool), .required("page", .entity)]),
        .intent("reader.openDocument", [.required("files", .array(.file))]),
        .intent("reader.openPage", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent(
            "reader.resizeDocuments",
            [.required("documents", .array(.entity)), .optional("width", .double), .optional("height", .double)]),
        .intent("reader.rotateDocuments", [.required("documents", .array(.entity)), .required("isClockwise", .bool)]),
        .intent("reader.rotatePages", [.required("pages", .array(.entity)), .required("isClockwise", .bool)]),
        .intent("reader.searchDocuments", [.required("documents", .array(.entity)), .required("criteria", .text)]),
        .entity("spreadsheet.document", [.required("name", .text)]),
        .entity(
            "spreadsheet.sheet",
            [.required("spreadsheet", .entity), .required("name", .text), .required("sheetIndex", .int)]),
        .entity("spreadsheet.template", [.required("name", .text)]),
        .intent("spreadsheet.addAudioToSheet", [.required("target", .entity), .required("audio", .file)]),
        .intent("spreadsheet.addCommentToSheet", [.required("target", .entity), .optional("comment", .text)]),
        .intent("spreadsheet.addImageToSheet", [.optional("target", .entity), .optional("audio", .file)]),
        .intent("spreadsheet.addTextBoxToSheet", [.required("target", .entity), .required("text", .text)]),
        .intent("spreadsheet.addVideoToSheet", [.optional("target", .entity), .optional("audio", .file)]),
        .intent("spreadsheet.addWebVideoToSheet", [.required("target", .entity), .required("url", .url)]),
        .intent("spreadsheet.create", [.optional("template", .entity)]),
        .intent("spreadsheet.createSheet", [.required("spreadsheet", .entity)]),
        .intent("spreadsheet.delete", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent("spreadsheet.deleteSheet", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent("spreadsheet.open", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent("spreadsheet.openSheet", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent("spreadsheet.update", [.required("target", .entity), .optional("name", .text)]),
        .intent(
            "spreadsheet.updateSheet",
            [.required("target", .entity), .optional("name", .text), .optional("position", .int)]),
        .intent("system.open", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent("system.search", [.required("criteria", .text)], conformance: "ShowInAppSearchResultsIntent"),
        .intent("visualIntelligence.semanticContentSearch", [.required("semanticContent", .text)]),
        .entity(
            "whiteboard.board",
            [.required("title", .text), .required("creationDate", .date), .required("lastModificationDate", .date)]),
        .entity(
            "whiteboard.item",
            [
                .required("type", .enumeration), .optional("label", .text), .required("x", .double),
                .required("y", .double), .optional("width", .double), .optional("height", .double),
            ]),
        .enumeration("whiteboard.color", cases: ["red", "blue"]),
        .enumeration("whiteboard.itemType", cases: ["square", "circle"]),
        .intent("whiteboard.createBoard", [.optional("title", .text)]),
        .intent(
            "whiteboard.createItem",
            [
                .required("target", .entity), .optional("itemType", .enumeration), .optional("text", .text),
                .required("mediaItems", .array(.file)), .optional("url", .url),
            ]),
        .intent("whiteboard.deleteBoard", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent("whiteboard.deleteItem", [.required("entities", .array(.entity))], conformance: "DeleteIntent"),
        .intent("whiteboard.openBoard", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent("whiteboard.updateBoard", [.required("target", .entity), .optional("title", .text)]),
        .intent(
            "whiteboard.updateItem",
            [.required("target", .entity), .optional("color", .enumeration), .optional("label", .text)]),
        .entity(
            "wordProcessor.document",
            [.required("name", .text), .optional("creationDate", .date), .optional("modificationDate", .date)]),
        .entity("wordProcessor.page", [.required("document", .entity), .required("pageIndex", .int)]),
        .entity("wordProcessor.template", [.required("name", .text)]),
        .intent("wordProcessor.addAudioToPage", [.required("target", .entity), .required("audio", .file)]),
        .intent("wordProcessor.addImageToPage", [.required("target", .entity), .required("image", .file)]),
        .intent("wordProcessor.addTextBoxToPage", [.required("target", .entity), .required("text", .text)]),
        .intent("wordProcessor.addVideoToPage", [.required("target", .entity), .required("video", .file)]),
        .intent("wordProcessor.addWebVideoToPage", [.optional("target", .entity), .optional("audio", .file)]),
        .intent("wordProcessor.create", [.optional("template", .entity)]),
        .intent("wordProcessor.createPage", [.required("target", .entity), .optional("template", .text)]),
        .intent("wordProcessor.open", [.required("target", .entity)], conformance: "OpenIntent"),
        .intent("wordProcessor.openPage", [.required("target", .entity)], conformance: "OpenIntent"),
    ]
}
