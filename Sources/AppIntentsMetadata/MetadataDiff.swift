/// One difference between two versions of an app's metadata, classed by what it does to
/// shortcuts people have already saved.
public struct MetadataChange: Codable, Hashable, Sendable {
    /// Whether saved shortcuts survive the change.
    public enum Impact: String, Codable, Hashable, Sendable {
        /// Saved shortcuts or automations stop working or change meaning.
        case breaking
        /// Existing shortcuts keep working.
        case safe
    }

    /// What changed, for machines: `actionRemoved`, `parameterTypeChanged`, `enumCaseRemoved`, …
    public struct Kind: RawRepresentable, Codable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Breaking or safe.
    public var impact: Impact
    /// What changed.
    public var kind: Kind
    /// Where: `actions.OrderSoupIntent.parameters.soup`.
    public var path: String
    /// A sentence for people.
    public var message: String

    /// Creates a change.
    public init(impact: Impact, kind: Kind, path: String, message: String) {
        self.impact = impact
        self.kind = kind
        self.path = path
        self.message = message
    }
}

extension MetadataChange.Kind {
    public static let actionAdded = Self(rawValue: "actionAdded")
    public static let actionRemoved = Self(rawValue: "actionRemoved")
    public static let actionRenamed = Self(rawValue: "actionRenamed")
    public static let actionChanged = Self(rawValue: "actionChanged")
    public static let outputTypeChanged = Self(rawValue: "outputTypeChanged")
    public static let parameterAdded = Self(rawValue: "parameterAdded")
    public static let parameterRemoved = Self(rawValue: "parameterRemoved")
    public static let parameterRenamed = Self(rawValue: "parameterRenamed")
    public static let parameterTypeChanged = Self(rawValue: "parameterTypeChanged")
    public static let parameterBecameRequired = Self(rawValue: "parameterBecameRequired")
    public static let parameterChanged = Self(rawValue: "parameterChanged")
    public static let entityAdded = Self(rawValue: "entityAdded")
    public static let entityRemoved = Self(rawValue: "entityRemoved")
    public static let entityIDTypeChanged = Self(rawValue: "entityIDTypeChanged")
    public static let entityChanged = Self(rawValue: "entityChanged")
    public static let propertyRemoved = Self(rawValue: "propertyRemoved")
    public static let propertyTypeChanged = Self(rawValue: "propertyTypeChanged")
    public static let queryChanged = Self(rawValue: "queryChanged")
    public static let enumAdded = Self(rawValue: "enumAdded")
    public static let enumRemoved = Self(rawValue: "enumRemoved")
    public static let enumCaseRemoved = Self(rawValue: "enumCaseRemoved")
    public static let enumRawTypeChanged = Self(rawValue: "enumRawTypeChanged")
    public static let enumChanged = Self(rawValue: "enumChanged")
    /// A raw value now names another case: cases of an `Int`-backed enum reordered.
    public static let enumCaseMeaningChanged = Self(rawValue: "enumCaseMeaningChanged")
    public static let metadataAdded = Self(rawValue: "metadataAdded")
    public static let metadataRemoved = Self(rawValue: "metadataRemoved")
    public static let shortcutChanged = Self(rawValue: "shortcutChanged")
}

/// Compares two `extract.actionsdata` documents.
///
/// ```swift
/// let changes = MetadataDiff.changes(from: released, to: candidate)
/// if changes.contains(where: { $0.impact == .breaking }) { … }
/// ```
public enum MetadataDiff {
    /// Every change between two builds of an app: each `Metadata.appintents` of `old` compared with
    /// the one found at the same place in `new` (the app's own, each extension's). A single
    /// bundle on each side is compared whatever its place.
    public static func changes(from old: [LocatedBundle], to new: [LocatedBundle]) -> [MetadataChange] {
        if old.count == 1, new.count == 1 { return changes(from: old[0].bundle.actions, to: new[0].bundle.actions) }
        // Within an .ipa the app's folder name may differ between builds: compare from the
        // first `.app/` on.
        func place(_ location: String) -> String {
            guard let range = location.range(of: ".app/") else { return location }
            return String(location[range.upperBound...])
        }
        let newByPlace = Dictionary(new.map { (place($0.location), $0) }, uniquingKeysWith: { first, _ in first })
        let oldPlaces = Set(old.map { place($0.location) })
        var all: [MetadataChange] = []
        for before in old {
            let key = place(before.location)
            guard let after = newByPlace[key] else {
                all.append(
                    .init(
                        impact: .breaking, kind: .metadataRemoved, path: key,
                        message: "\(key) removed; saved shortcuts that use its intents break"))
                continue
            }
            all += changes(from: before.bundle.actions, to: after.bundle.actions).map {
                var change = $0
                change.path = key + ": " + change.path
                change.message = key + ": " + change.message
                return change
            }
        }
        for after in new where !oldPlaces.contains(place(after.location)) {
            let key = place(after.location)
            all.append(.init(impact: .safe, kind: .metadataAdded, path: key, message: "\(key) added"))
        }
        return all.enumerated().sorted { a, b in
            if a.element.impact != b.element.impact { return a.element.impact == .breaking }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Every change from `old` to `new`, breaking ones first, then by path.
    public static func changes(from old: ActionsData, to new: ActionsData) -> [MetadataChange] {
        var changes: [MetadataChange] = []
        diffActions(old, new, into: &changes)
        diffEntities(old, new, into: &changes)
        diffQueries(old, new, into: &changes)
        diffEnums(old, new, into: &changes)
        diffShortcuts(old, new, into: &changes)
        return changes.enumerated().sorted { a, b in
            if a.element.impact != b.element.impact { return a.element.impact == .breaking }
            return a.offset < b.offset
        }.map(\.element)
    }

    static func quote(_ text: String) -> String { "\"" + text + "\"" }

    private static func diffActions(_ old: ActionsData, _ new: ActionsData, into changes: inout [MetadataChange]) {
        let removed = old.actions.keys.filter { new.actions[$0] == nil }.sorted()
        let added = new.actions.keys.filter { old.actions[$0] == nil }.sorted()
        for name in removed {
            let before = old.actions[name]!
            // A new action with the same title and parameters is most likely this one renamed.
            if let renamed = added.first(where: {
                let after = new.actions[$0]!
                return after.title == before.title && after.parameters.map(\.name) == before.parameters.map(\.name)
            }) {
                changes.append(
                    .init(
                        impact: .breaking, kind: .actionRenamed, path: "actions.\(name)",
                        message: "intent \(name) renamed to \(renamed); saved shortcuts refer to it by name"))
            } else {
                changes.append(
                    .init(
                        impact: .breaking, kind: .actionRemoved, path: "actions.\(name)",
                        message: "intent \(name) removed; saved shortcuts that run it stop working"))
            }
        }
        for name in added {
            changes.append(
                .init(impact: .safe, kind: .actionAdded, path: "actions.\(name)", message: "intent \(name) added"))
        }
        for name in old.actions.keys.sorted() {
            guard let before = old.actions[name], let after = new.actions[name] else { continue }
            diffAction(before, after, into: &changes)
        }
    }

    private static func diffAction(
        _ before: ActionMetadata, _ after: ActionMetadata, into changes: inout [MetadataChange]
    ) {
        let path = "actions.\(before.identifier)"
        let name = before.identifier
        func safe(_ what: String, _ from: String, _ to: String) {
            changes.append(
                .init(
                    impact: .safe, kind: .actionChanged, path: path + "." + what,
                    message: "intent \(name): \(what) changed from \(from) to \(to)"))
        }
        func breaking(_ what: String, _ why: String) {
            changes.append(
                .init(
                    impact: .breaking, kind: .actionChanged, path: path + "." + what, message: "intent \(name): \(why)")
            )
        }
        if before.title != after.title { safe("title", quote(before.title.key), quote(after.title.key)) }
        let oldDescription = before.descriptionMetadata?.descriptionText.key ?? ""
        let newDescription = after.descriptionMetadata?.descriptionText.key ?? ""
        if oldDescription != newDescription { safe("description", quote(oldDescription), quote(newDescription)) }
        if before.summary?.formatString != after.summary?.formatString
            || before.summary?.otherParameterIdentifiers != after.summary?.otherParameterIdentifiers
        {
            safe(
                "summary", quote(before.summary?.formatString.key ?? ""), quote(after.summary?.formatString.key ?? ""))
        }
        if before.outputType != after.outputType {
            changes.append(
                .init(
                    impact: .breaking, kind: .outputTypeChanged, path: path + ".outputType",
                    message:
                        "intent \(name): output type changed from \(before.outputType?.displayName ?? "none") to \(after.outputType?.displayName ?? "none"); later steps of saved shortcuts use it"
                ))
        }
        if before.openAppWhenRun != after.openAppWhenRun {
            safe("openAppWhenRun", "\(before.openAppWhenRun)", "\(after.openAppWhenRun)")
        }
        // Shortcuts offers neither a hidden intent nor one for the assistant only: a saved
        // shortcut that used it stops, and so does its App Shortcut. Offering more is safe.
        if before.isDiscoverable != after.isDiscoverable {
            if after.isDiscoverable {
                safe("isDiscoverable", "false", "true")
            } else {
                breaking(
                    "isDiscoverable",
                    "isDiscoverable changed from true to false; saved shortcuts that use it stop, and Siri, Spotlight and its App Shortcuts no longer offer it"
                )
            }
        }
        if before.visibilityMetadata.assistantOnly != after.visibilityMetadata.assistantOnly {
            if after.visibilityMetadata.assistantOnly {
                breaking(
                    "visibilityMetadata.assistantOnly",
                    "now offered to the assistant only (isAssistantOnly); saved shortcuts that use it stop")
            } else {
                safe("assistantOnly", "true", "false")
            }
        }
        if before.visibilityMetadata.isToolIntent != after.visibilityMetadata.isToolIntent {
            // Whether Siri may call the intent as a tool; saved shortcuts run it either way.
            safe(
                "isToolIntent", "\(before.visibilityMetadata.isToolIntent)", "\(after.visibilityMetadata.isToolIntent)")
        }
        if before.authenticationPolicy != after.authenticationPolicy {
            // 0 always allowed, 1 requires authentication, 2 requires authentication on the
            // device: a lower policy lets every caller (an agent, a locked device) run what only
            // an authenticated person could.
            if after.authenticationPolicy < before.authenticationPolicy {
                breaking(
                    "authenticationPolicy",
                    "authenticationPolicy loosened from \(before.authenticationPolicy) to \(after.authenticationPolicy); callers that were refused can now run it"
                )
            } else {
                safe("authenticationPolicy", "\(before.authenticationPolicy)", "\(after.authenticationPolicy)")
            }
        }
        if before.supportedModes != after.supportedModes {
            safe(
                "supportedModes", "[\(SupportedModes.names(before.supportedModes).joined(separator: ", "))]",
                "[\(SupportedModes.names(after.supportedModes).joined(separator: ", "))]")
        }
        if before.systemProtocols != after.systemProtocols {
            safe(
                "systemProtocols", "[\(before.systemProtocols.joined(separator: ", "))]",
                "[\(after.systemProtocols.joined(separator: ", "))]")
        }
        if before.customIntentClassName != after.customIntentClassName {
            if let old = before.customIntentClassName {
                // Shortcuts and donations of the SiriKit intent find the App Intent by this name.
                changes.append(
                    .init(
                        impact: .breaking, kind: .actionChanged, path: path + ".customIntentClassName",
                        message:
                            "intent \(name): customIntentClassName changed from \(quote(old)) to \(after.customIntentClassName.map(quote) ?? "none"); shortcuts of the SiriKit intent \(old) no longer run it"
                    ))
            } else {
                safe("customIntentClassName", "none", quote(after.customIntentClassName ?? ""))
            }
        }
        diffParameters(of: name, before.parameters, after.parameters, into: &changes)
    }
}

extension MetadataDiff {
    fileprivate static func diffParameters(
        of action: String, _ before: [ParameterMetadata], _ after: [ParameterMetadata],
        into changes: inout [MetadataChange]
    ) {
        let path = "actions.\(action).parameters"
        let oldNames = Set(before.map(\.name))
        let newNames = Set(after.map(\.name))
        var added = after.filter { !oldNames.contains($0.name) }
        for parameter in before where !newNames.contains(parameter.name) {
            if let index = added.firstIndex(where: {
                $0.valueType == parameter.valueType && $0.title == parameter.title
            }) {
                let renamed = added.remove(at: index)
                changes.append(
                    .init(
                        impact: .breaking, kind: .parameterRenamed, path: "\(path).\(parameter.name)",
                        message:
                            "intent \(action): parameter '\(parameter.name)' renamed to '\(renamed.name)'; saved shortcuts lose the value they set"
                    ))
            } else {
                changes.append(
                    .init(
                        impact: .breaking, kind: .parameterRemoved, path: "\(path).\(parameter.name)",
                        message:
                            "intent \(action): parameter '\(parameter.name)' removed; saved shortcuts lose the value they set"
                    ))
            }
        }
        for parameter in added {
            if parameter.isRequired {
                changes.append(
                    .init(
                        impact: .breaking, kind: .parameterAdded, path: "\(path).\(parameter.name)",
                        message:
                            "intent \(action): required parameter '\(parameter.name)' added without a default; saved shortcuts have no value for it"
                    ))
            } else {
                changes.append(
                    .init(
                        impact: .safe, kind: .parameterAdded, path: "\(path).\(parameter.name)",
                        message: "intent \(action): parameter '\(parameter.name)' added"))
            }
        }
        for (old, new) in pairs(before, after, name: \.name) {
            guard let new else { continue }
            let here = "\(path).\(old.name)"
            if old.valueType != new.valueType {
                changes.append(
                    .init(
                        impact: .breaking, kind: .parameterTypeChanged, path: here,
                        message:
                            "intent \(action): parameter '\(old.name)' changed type from \(old.valueType.displayName) to \(new.valueType.displayName)"
                    ))
            }
            if !old.isRequired && new.isRequired {
                changes.append(
                    .init(
                        impact: .breaking, kind: .parameterBecameRequired, path: here,
                        message:
                            "intent \(action): parameter '\(old.name)' became required; saved shortcuts that left it empty now stop to ask"
                    ))
            } else if old.isOptional != new.isOptional || old.defaultValue != new.defaultValue {
                changes.append(
                    .init(
                        impact: .safe, kind: .parameterChanged, path: here,
                        message:
                            "intent \(action): parameter '\(old.name)' \(describe(old)) → \(describe(new))"))
            }
            if old.title != new.title {
                changes.append(
                    .init(
                        impact: .safe, kind: .parameterChanged, path: here,
                        message:
                            "intent \(action): parameter '\(old.name)' title changed from \(quote(old.title.key)) to \(quote(new.title.key))"
                    ))
            }
            if old.range?.minimum != new.range?.minimum || old.range?.maximum != new.range?.maximum {
                changes.append(
                    .init(
                        impact: .safe, kind: .parameterChanged, path: here,
                        message: "intent \(action): parameter '\(old.name)' range changed"))
            }
            diffSupportedValues(old, new, action: action, path: here, into: &changes)
        }
    }

    /// A parameter's `supportedValues`: a value no longer among them stops the saved shortcuts
    /// that chose it; more values, or no limit any more, breaks nothing.
    private static func diffSupportedValues(
        _ old: ParameterMetadata, _ new: ParameterMetadata, action: String, path: String,
        into changes: inout [MetadataChange]
    ) {
        guard old.supportedValues != new.supportedValues else { return }
        guard let now = new.supportedValues else {
            changes.append(
                .init(
                    impact: .safe, kind: .parameterChanged, path: path,
                    message: "intent \(action): parameter '\(old.name)' takes any value now"))
            return
        }
        let listed = now.joined(separator: ", ")
        guard let before = old.supportedValues else {
            changes.append(
                .init(
                    impact: .breaking, kind: .parameterChanged, path: path,
                    message:
                        "intent \(action): parameter '\(old.name)' takes only \(listed) now; saved shortcuts with another value stop"
                ))
            return
        }
        let dropped = before.filter { !now.contains($0) }
        if dropped.isEmpty {
            changes.append(
                .init(
                    impact: .safe, kind: .parameterChanged, path: path,
                    message: "intent \(action): parameter '\(old.name)' takes \(listed) now"))
        } else {
            changes.append(
                .init(
                    impact: .breaking, kind: .parameterChanged, path: path,
                    message:
                        "intent \(action): parameter '\(old.name)' no longer takes \(dropped.joined(separator: ", ")); saved shortcuts with \(dropped.count == 1 ? "it" : "them") stop"
                ))
        }
    }

    private static func describe(_ parameter: ParameterMetadata) -> String {
        var parts = [parameter.isOptional ? "optional" : "non-optional"]
        if let value = parameter.defaultValue { parts.append("default \(value.text)") }
        return parts.joined(separator: ", ")
    }

    fileprivate static func diffEntities(_ old: ActionsData, _ new: ActionsData, into changes: inout [MetadataChange]) {
        for name in old.entities.keys.sorted() where new.entities[name] == nil {
            changes.append(
                .init(
                    impact: .breaking, kind: .entityRemoved, path: "entities.\(name)",
                    message: "entity \(name) removed; saved shortcuts holding one can no longer resolve it"))
        }
        for name in new.entities.keys.sorted() where old.entities[name] == nil {
            changes.append(
                .init(impact: .safe, kind: .entityAdded, path: "entities.\(name)", message: "entity \(name) added"))
        }
        for name in old.entities.keys.sorted() {
            guard let before = old.entities[name], let after = new.entities[name] else { continue }
            let path = "entities.\(name)"
            if before.identifierValueType != after.identifierValueType {
                changes.append(
                    .init(
                        impact: .breaking, kind: .entityIDTypeChanged, path: path + ".identifierValueType",
                        message:
                            "entity \(name): id type changed from \(before.identifierValueType.displayName) to \(after.identifierValueType.displayName); stored ids no longer resolve"
                    ))
            }
            if before.displayTypeName != after.displayTypeName {
                changes.append(
                    .init(
                        impact: .safe, kind: .entityChanged, path: path + ".displayTypeName",
                        message:
                            "entity \(name): display name changed from \(quote(before.displayTypeName.key)) to \(quote(after.displayTypeName.key))"
                    ))
            }
            if before.defaultQueryIdentifier != after.defaultQueryIdentifier {
                changes.append(
                    .init(
                        impact: .safe, kind: .entityChanged, path: path + ".defaultQueryIdentifier",
                        message:
                            "entity \(name): default query changed from \(before.defaultQueryIdentifier ?? "none") to \(after.defaultQueryIdentifier ?? "none")"
                    ))
            }
            for (property, match) in pairs(before.properties, after.properties, name: \.identifier) {
                guard let match else {
                    changes.append(
                        .init(
                            impact: .breaking, kind: .propertyRemoved,
                            path: "\(path).properties.\(property.identifier)",
                            message:
                                "entity \(name): property '\(property.identifier)' removed; shortcuts that read or filter by it break"
                        ))
                    continue
                }
                if match.valueType != property.valueType {
                    changes.append(
                        .init(
                            impact: .breaking, kind: .propertyTypeChanged,
                            path: "\(path).properties.\(property.identifier)",
                            message:
                                "entity \(name): property '\(property.identifier)' changed type from \(property.valueType.displayName) to \(match.valueType.displayName)"
                        ))
                }
            }
            for property in after.properties where before.property(named: property.identifier) == nil {
                changes.append(
                    .init(
                        impact: .safe, kind: .entityChanged, path: "\(path).properties.\(property.identifier)",
                        message: "entity \(name): property '\(property.identifier)' added"))
            }
        }
    }

    fileprivate static func diffQueries(_ old: ActionsData, _ new: ActionsData, into changes: inout [MetadataChange]) {
        for name in Set(old.queries.keys).union(new.queries.keys).sorted() {
            let before = old.queries[name]
            let after = new.queries[name]
            guard before != after else { continue }
            let message: String
            switch (before, after) {
            case (nil, _): message = "query \(name) added"
            case (_, nil): message = "query \(name) removed"
            case (let before?, let after?):
                if before.entityType != after.entityType {
                    message = "query \(name): entity changed from \(before.entityType) to \(after.entityType)"
                } else if before.systemProtocols != after.systemProtocols {
                    message =
                        "query \(name): kinds changed from [\(before.systemProtocols.joined(separator: ", "))] to [\(after.systemProtocols.joined(separator: ", "))]"
                } else if before.parameters != after.parameters || before.sortingOptionItems != after.sortingOptionItems
                {
                    message = "query \(name): filter or sort options changed"
                } else if before.fullyQualifiedTypeName != after.fullyQualifiedTypeName {
                    // Moved out of (or into) another type: `Entity.Query` became `Query`.
                    message =
                        "query \(name): type moved from \(before.fullyQualifiedTypeName) to \(after.fullyQualifiedTypeName)"
                } else {
                    message = "query \(name) changed"
                }
            }
            changes.append(.init(impact: .safe, kind: .queryChanged, path: "queries.\(name)", message: message))
        }
    }

    /// Each item of `before` with the item of `after` of the same name that comes as many times
    /// after the first of that name, if any: a document may name two alike (Apple's do not), and
    /// each is then compared with its counterpart rather than all with the first.
    fileprivate static func pairs<Item>(
        _ before: [Item], _ after: [Item], name: (Item) -> String
    ) -> [(Item, Item?)] {
        let byName = Dictionary(grouping: after, by: name)
        var seen: [String: Int] = [:]
        return before.map { item in
            let key = name(item)
            let index = seen[key, default: 0]
            seen[key] = index + 1
            let matches = byName[key] ?? []
            return (item, index < matches.count ? matches[index] : nil)
        }
    }

    /// Each case keyed by its raw value, and by the count of earlier cases with that raw value
    /// after the first.
    fileprivate static func keyed(_ cases: [EnumCaseMetadata]) -> [(String, EnumCaseMetadata)] {
        var seen: [String: Int] = [:]
        return cases.map { item in
            let count = seen[item.identifier, default: 0]
            seen[item.identifier] = count + 1
            return (count == 0 ? item.identifier : "\(item.identifier)\u{0}\(count)", item)
        }
    }

    fileprivate static func diffEnums(_ old: ActionsData, _ new: ActionsData, into changes: inout [MetadataChange]) {
        for before in old.enums {
            let name = before.identifier
            guard let after = new.enumeration(name) else {
                changes.append(
                    .init(
                        impact: .breaking, kind: .enumRemoved, path: "enums.\(name)",
                        message: "enum \(name) removed; saved shortcuts that chose one of its cases break"))
                continue
            }
            if before.rawValueType != after.rawValueType {
                changes.append(
                    .init(
                        impact: .breaking, kind: .enumRawTypeChanged, path: "enums.\(name).rawValueType",
                        message:
                            "enum \(name): raw value type changed from \(before.rawValueType) to \(after.rawValueType)")
                )
            }
            let newCases = Set(after.cases.map(\.identifier))
            for removed in before.cases where !newCases.contains(removed.identifier) {
                changes.append(
                    .init(
                        impact: .breaking, kind: .enumCaseRemoved, path: "enums.\(name).cases.\(removed.identifier)",
                        message:
                            "enum \(name): case '\(removed.identifier)' removed; saved shortcuts that chose it no longer resolve"
                    ))
            }
            let oldCases = Set(before.cases.map(\.identifier))
            for added in after.cases where !oldCases.contains(added.identifier) {
                changes.append(
                    .init(
                        impact: .safe, kind: .enumChanged, path: "enums.\(name).cases.\(added.identifier)",
                        message: "enum \(name): case '\(added.identifier)' added"))
            }
            // A saved shortcut keeps the raw value. When the case that raw value names in the new
            // version is one the old version had under another raw value (an `Int`-backed enum
            // whose cases were reordered), the saved value now means another case.
            // Cases pair by raw value; a raw value written twice (Apple's tools do not) pairs in order.
            let oldByKey = Dictionary(keyed(before.cases), uniquingKeysWith: { a, _ in a })
            let newByKey = Dictionary(keyed(after.cases), uniquingKeysWith: { a, _ in a })
            var remapped = Set<String>()
            let oldByTitle = Dictionary(
                before.cases.map { ($0.displayRepresentation.title.key, $0.identifier) },
                uniquingKeysWith: { a, _ in a })
            for (key, item) in keyed(after.cases) {
                guard let previous = oldByKey[key],
                    previous.displayRepresentation.title != item.displayRepresentation.title,
                    let formerValue = oldByTitle[item.displayRepresentation.title.key], formerValue != item.identifier
                else { continue }
                remapped.insert(key)
                changes.append(
                    .init(
                        impact: .breaking, kind: .enumCaseMeaningChanged,
                        path: "enums.\(name).cases.\(item.identifier)",
                        message:
                            "enum \(name): raw value '\(item.identifier)' now means \(quote(item.displayRepresentation.title.key)) (it meant \(quote(previous.displayRepresentation.title.key)); \(quote(item.displayRepresentation.title.key)) was '\(formerValue)'): saved shortcuts that chose \(quote(previous.displayRepresentation.title.key)) now get another case"
                    ))
            }
            for (key, item) in keyed(before.cases) where !remapped.contains(key) {
                guard let match = newByKey[key],
                    match.displayRepresentation != item.displayRepresentation
                else { continue }
                changes.append(
                    .init(
                        impact: .safe, kind: .enumChanged, path: "enums.\(name).cases.\(item.identifier)",
                        message:
                            "enum \(name): case '\(item.identifier)' now shows as \(quote(match.displayRepresentation.title.key))"
                    ))
            }
            if before.displayTypeName != after.displayTypeName {
                changes.append(
                    .init(
                        impact: .safe, kind: .enumChanged, path: "enums.\(name).displayTypeName",
                        message:
                            "enum \(name): display name changed from \(quote(before.displayTypeName.key)) to \(quote(after.displayTypeName.key))"
                    ))
            }
        }
        for after in new.enums where old.enumeration(after.identifier) == nil {
            changes.append(
                .init(
                    impact: .safe, kind: .enumAdded, path: "enums.\(after.identifier)",
                    message: "enum \(after.identifier) added"))
        }
    }

    fileprivate static func diffShortcuts(_ old: ActionsData, _ new: ActionsData, into changes: inout [MetadataChange])
    {
        let before = Dictionary(old.autoShortcuts.map { ($0.actionIdentifier, $0) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(new.autoShortcuts.map { ($0.actionIdentifier, $0) }, uniquingKeysWith: { a, _ in a })
        for name in Set(before.keys).union(after.keys).sorted() {
            let message: String
            switch (before[name], after[name]) {
            case (nil, _?): message = "App Shortcut for \(name) added"
            case (_?, nil): message = "App Shortcut for \(name) removed; its Siri phrases stop working"
            case (let a?, let b?) where a.phraseTemplates != b.phraseTemplates:
                let removed = a.phraseTemplates.filter { !b.phraseTemplates.contains($0) }.map { quote($0.key) }
                let added = b.phraseTemplates.filter { !a.phraseTemplates.contains($0) }.map { quote($0.key) }
                message =
                    "App Shortcut for \(name): phrases"
                    + (removed.isEmpty ? "" : " removed \(removed.joined(separator: ", "))")
                    + (added.isEmpty ? "" : " added \(added.joined(separator: ", "))")
            case (let a?, let b?) where a != b: message = "App Shortcut for \(name): title or image changed"
            default: continue
            }
            changes.append(
                .init(impact: .safe, kind: .shortcutChanged, path: "autoShortcuts.\(name)", message: message))
        }
        if old.shortcutTileColor != new.shortcutTileColor {
            changes.append(
                .init(
                    impact: .safe, kind: .shortcutChanged, path: "shortcutTileColor",
                    message:
                        "shortcut tile color changed from \(ShortcutTileColors.name(at: old.shortcutTileColor) ?? "\(old.shortcutTileColor)") to \(ShortcutTileColors.name(at: new.shortcutTileColor) ?? "\(new.shortcutTileColor)")"
                ))
        }
    }
}
