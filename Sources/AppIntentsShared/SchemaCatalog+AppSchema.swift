extension SchemaCatalog {
    /// The schemas of the App Schema family's domains that `AssistantSchemas` did not have
    /// (iOS 27): audio, calendar, clock, maps, messages, notes, phone and reminders. Named as
    /// Apple's documentation of `AppSchema`'s per-domain protocols names them.
    ///
    /// Apple's example for a schema shows the members its macro requires; where that example can
    /// be read (reminders' list and location trigger, clock's alarm, messages' conversation,
    /// notes' note) or code built against Apple's SDK declares them (reminders' reminder, section
    /// and createReminder), the members are here and checked. Every member of such an example is
    /// required, as Apple's build requires it, but for those an app that builds against Apple's SDK
    /// leaves out (a reminder's images and subtasks) and those only one app shows (createReminder's
    /// members but `section`, which Apple's metadata processor names as missing); members whose
    /// type the examples leave open (a set of tags) are neither made properties nor checked. The
    /// other schemas are known by name only (`membersKnown` false). docs/APP-SCHEMAS.md lists them
    /// all.
    package static let appSchemaOnly: [Schema] = [
        .new(.entity("audio.album", [])),
        .new(.entity("audio.algorithmicRadioStation", [])),
        .new(.entity("audio.ambientSound", [])),
        .new(.entity("audio.artist", [])),
        .new(.entity("audio.audiobook", [])),
        .new(.entity("audio.classicalMusicRecording", [])),
        .new(.entity("audio.liveRadioStation", [])),
        .new(.entity("audio.newsBrief", [])),
        .new(.entity("audio.newsProvider", [])),
        .new(.entity("audio.playlist", [])),
        .new(.entity("audio.podcastCollection", [])),
        .new(.entity("audio.podcastEpisode", [])),
        .new(.entity("audio.podcastShow", [])),
        .new(.entity("audio.radioShow", [])),
        .new(.entity("audio.radioShowEpisode", [])),
        .new(.entity("audio.song", [])),
        .new(.entity("audio.songCollection", [])),
        .new(.entity("audio.warmupAudioQueueResult", [])),
        .new(.enumeration("audio.affinityState", cases: [])),
        .new(.enumeration("audio.playbackAttributes", cases: [])),
        .new(.enumeration("audio.queueInsertionLocation", cases: [])),
        .new(.intent("audio.addToLibrary", [])),
        .new(.intent("audio.addToPlaylist", [])),
        .new(.intent("audio.createStation", [])),
        .new(.intent("audio.playAudio", [])),
        .new(.intent("audio.recognizeAudio", [])),
        .new(.intent("audio.updateAudioAffinity", [])),
        .new(.intent("audio.warmupAudioQueue", [])),
        // Apple's example for an attendee is not at hand; these are the members calendar apps built
        // against Apple's SDK declare, each checked when present.
        .new(
            .entity(
                "calendar.attendee",
                [
                    .optional("person", .anyValue), .optional("status", .enumeration),
                    .optional("isAttendanceOptional", .bool), .optional("type", .enumeration),
                ]), membersKnown: true),
        .new(.entity("calendar.calendar", [])),
        // Apple's example, as far as the copy at hand shows it (it is cut off after `attendees`),
        // and as calendar apps built against Apple's SDK declare it; each member checked when
        // present. The location and the alarms are the app's own unions.
        .new(
            .entity(
                "calendar.event",
                [
                    .optional("calendar", .entity), .optional("title", .text), .optional("startDate", .date),
                    .optional("endDate", .date), .optional("isAllDay", .bool), .optional("recurrence", .recurrence),
                    .optional("note", .text), .optional("travelTime", .duration), .optional("location", .anyValue),
                    .optional("virtualLocation", .url), .optional("status", .enumeration),
                    .optional("alarms", .anyValue), .optional("organizers", .anyValue),
                    .optional("attendees", .array(.entity)),
                ]), membersKnown: true),
        .new(.enumeration("calendar.attendeeStatus", cases: [])),
        .new(.enumeration("calendar.attendeeType", cases: [])),
        .new(.enumeration("calendar.eventSpan", cases: [])),
        .new(.enumeration("calendar.eventStatus", cases: [])),
        .new(.intent("calendar.createEvent", [])),
        .new(.intent("calendar.deleteEvent", [])),
        .new(.intent("calendar.updateEvent", [])),
        .new(
            .entity(
                "clock.alarm",
                [
                    .required("time", .dateComponents), .required("isEnabled", .bool), .required("label", .text),
                    .optional("recurrenceDays", .recurrence), .required("canSnooze", .bool),
                    .required("triggerState", .enumeration),
                ]), membersKnown: true),
        .new(
            .entity(
                "clock.stopwatch",
                [
                    .required("laps", .array(.duration)), .required("startTime", .date),
                    .required("pauseTime", .date), .required("state", .enumeration),
                ]), membersKnown: true),
        .new(
            .entity(
                "clock.timer",
                [
                    .required("duration", .duration), .required("durationRemaining", .duration),
                    .required("state", .enumeration), .required("label", .text), .required("isSleepTimer", .bool),
                ]), membersKnown: true),
        .new(.enumeration("clock.alarmTriggerState", cases: [])),
        .new(.enumeration("clock.stopwatchState", cases: [])),
        .new(.enumeration("clock.timerState", cases: [])),
        .new(.intent("clock.cancelTimer", [])),
        .new(.intent("clock.createAlarm", [])),
        .new(.intent("clock.createTimer", [])),
        .new(.intent("clock.deleteAlarm", [])),
        .new(.intent("clock.dismissAlarm", [])),
        .new(.intent("clock.lapStopwatch", [])),
        .new(.intent("clock.pauseTimer", [])),
        .new(.intent("clock.resetStopwatch", [])),
        .new(.intent("clock.resumeTimer", [])),
        .new(.intent("clock.snoozeAlarm", [])),
        .new(.intent("clock.startStopwatch", [])),
        .new(.intent("clock.stopStopwatch", [])),
        .new(.intent("clock.updateAlarm", [])),
        .new(.intent("clock.updateTimer", [])),
        // The App Schema family's mail enum (iOS 18; AssistantSchemas has none).
        .new(.enumeration("mail.category", cases: [])),
        .new(.enumeration("maps.amenity", cases: [])),
        .new(.enumeration("maps.incident", cases: [])),
        .new(.enumeration("maps.navigationPreferences", cases: [])),
        .new(.enumeration("maps.operatingStatus", cases: [])),
        .new(.enumeration("maps.priceRange", cases: [])),
        .new(.enumeration("maps.ratingDescriptor", cases: [])),
        .new(.enumeration("maps.transportType", cases: [])),
        .new(.entity("maps.currentLocation", [])),
        .new(.entity("maps.navigationSession", [])),
        .new(.entity("maps.operatingHours", [])),
        .new(.entity("maps.operatingTimeRange", [])),
        .new(.entity("maps.place", [])),
        .new(.entity("maps.rating", [])),
        .new(.intent("maps.reportIncident", [])),
        .new(.intent("maps.shareETA", [])),
        .new(.intent("maps.startNavigation", [])),
        .new(.intent("maps.stopNavigation", [])),
        .new(.intent("maps.stopShareETA", [])),
        .new(.intent("maps.updateNavigationWaypoints", [])),
        .new(
            .entity(
                "messages.conversation",
                [
                    .required("recipients", .array(.entity)), .required("displayName", .text),
                    .required("previewText", .text), .required("conversationName", .text), .required("isRead", .bool),
                    .optional("attributes", .anyValue), .required("dateLastActive", .date),
                ]), membersKnown: true),
        .new(.entity("messages.customAttachment", [])),
        .new(.entity("messages.message", [])),
        .new(.entity("messages.messagePerson", [])),
        .new(.enumeration("messages.conversationAttribute", cases: [])),
        .new(.enumeration("messages.customReaction", cases: [])),
        .new(.enumeration("messages.messageAttribute", cases: [])),
        .new(.enumeration("messages.messageEffect", cases: [])),
        .new(.enumeration("messages.messageType", cases: [])),
        .new(.intent("messages.draftMessage", [])),
        .new(.intent("messages.editSentMessage", [])),
        .new(.intent("messages.sendMessage", [])),
        .new(.intent("messages.setMessageReadStatus", [])),
        .new(.intent("messages.unsendMessage", [])),
        // The members apps built against Apple's SDK declare; which are required is not known, so
        // none is, and each is a property (a folder holding its parent needs the indirection).
        .new(.entity("notes.account", [.optional("name", .text)]), membersKnown: true),
        .new(
            .entity(
                "notes.folder",
                [.optional("name", .text), .optional("parentFolder", .entity), .optional("account", .entity)]),
            membersKnown: true),
        .new(
            .entity(
                "notes.note",
                [
                    .required("name", .text), .required("content", .text), .required("attachments", .array(.file)),
                    .required("isPinned", .bool), .required("creationDate", .date),
                    .required("modificationDate", .date),
                    .required("folder", .entity),
                ]), membersKnown: true),
        .new(.intent("notes.appendText", [])),
        .new(.intent("notes.createNote", [])),
        .new(.intent("notes.updateNote", [])),
        .new(.enumeration("phone.audioVisualMode", cases: [])),
        .new(.entity("phone.phonePerson", [])),
        .new(.intent("phone.startCall", [])),
        .new(.entity("reminders.group", [])),
        .new(
            .entity(
                "reminders.list",
                [.required("name", .text), .required("type", .enumeration)]), membersKnown: true),
        .new(
            .entity(
                "reminders.locationTrigger",
                [.required("place", .place), .required("event", .enumeration)]), membersKnown: true),
        .new(
            .entity(
                "reminders.reminder",
                [
                    .required("title", .text), .required("isCompleted", .bool), .required("list", .entity),
                    .required("note", .text), .optional("images", .array(.file)),
                    .optional("subtasks", .array(.entity)),
                    .optional("tags", .anyValue), .required("urls", .array(.url)),
                    .required("dueDate", .dateComponents),
                    .optional("recurrence", .recurrence), .required("isFlagged", .bool),
                    .required("creationDate", .date),
                    .required("completionDate", .date), .required("locationTrigger", .entity),
                ]), membersKnown: true),
        .new(.entity("reminders.section", [.required("name", .text), .required("list", .entity)]), membersKnown: true),
        // `system.search`'s successor in the App Schema family, with its shape.
        .new(
            .intent("system.searchInApp", [.required("criteria", .text)], conformance: "ShowInAppSearchResultsIntent"),
            membersKnown: true),
        .new(.enumeration("reminders.listType", cases: [])),
        .new(.enumeration("reminders.locationTriggerEvent", cases: [])),
        .new(.intent("reminders.createList", [])),
        .new(
            .intent(
                "reminders.createReminder",
                [
                    .optional("title", .text), .optional("list", .entity), .optional("note", .text),
                    .optional("isFlagged", .bool), .optional("images", .array(.file)), .optional("tags", .anyValue),
                    .optional("urls", .array(.url)), .optional("dueDate", .dateComponents),
                    .optional("recurrence", .recurrence), .optional("locationTrigger", .entity),
                    .required("section", .entity),
                ]), membersKnown: true),
        .new(.intent("reminders.createSection", [])),
        .new(.intent("reminders.deleteReminders", [])),
        .new(.intent("reminders.updateReminder", [])),
    ]
}

extension SchemaCatalog.Schema {
    /// A schema of one of the App Schema family's new domains (iOS 27), known by name only unless
    /// `membersKnown`.
    static func new(_ schema: Self, membersKnown: Bool = false) -> Self {
        var schema = schema
        schema.membersKnown = membersKnown || schema.kind == .enumeration
        schema.introduced = "27.0"
        return schema
    }
}
