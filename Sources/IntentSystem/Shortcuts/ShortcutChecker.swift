import AppIntentsMetadata

/// A problem with a shortcut against an app's current metadata.
package struct ShortcutProblem: Sendable, Hashable, CustomStringConvertible {
    /// Where: `action 2 (order)`, `action 3 > repeat action 1`.
    package var location: String
    package var message: String
    /// The caller does not meet an action's authentication policy (the rest of the shortcut fits).
    package var needsAuthentication = false
    /// A mistake of the file itself (a reference to no earlier action, a limit below one), which
    /// no version of the app would accept; otherwise the app no longer has what the file names.
    package var isTheFilesOwn = false
    package var description: String { "\(location): \(message)" }
}

/// The apps a shortcut may use: each app's names and its metadata.
package struct ShortcutApps: Sendable {
    package struct App: Sendable {
        package var name: String
        package var synonyms: [String]
        package var metadata: ActionsData

        package init(name: String, synonyms: [String], metadata: ActionsData) {
            self.name = name
            self.synonyms = synonyms
            self.metadata = metadata
        }
    }

    package var apps: [App]

    package init(_ apps: [App]) {
        self.apps = apps
    }

    /// The app called `name` (or a synonym), case-insensitively.
    package func app(named name: String) -> App? {
        let wanted = name.lowercased()
        return apps.first { $0.name.lowercased() == wanted || $0.synonyms.contains { $0.lowercased() == wanted } }
    }
}

/// Checks a shortcut against the apps' current metadata without running anything: every intent and
/// parameter exists (and is offered to Shortcuts: neither hidden nor for the assistant only),
/// literal values still fit their types, enum values still exist, saved entities
/// still have the same type, outputs refer to earlier actions. Every problem is listed.
package struct ShortcutChecker: Sendable {
    package let apps: ShortcutApps
    /// Who will run the shortcut: an action whose authentication policy this caller does not meet
    /// is a problem, found before anything runs. `nil` checks the metadata only.
    package let caller: CallerAuthentication?

    /// The system values entities convert to and from (their `ValueRepresentation`s), which let an
    /// output of one type feed a parameter of the other. The metadata does not record them; a
    /// runner, which has the apps' types, does.
    package var conversions: SystemValueConversions

    package init(
        apps: ShortcutApps, caller: CallerAuthentication? = nil, conversions: SystemValueConversions = .init()
    ) {
        self.apps = apps
        self.caller = caller
        self.conversions = conversions
    }

    package func check(_ shortcut: ShortcutFile) -> [ShortcutProblem] {
        var problems: [ShortcutProblem] = []
        var outputs: [String: ValueType?] = [:]
        check(shortcut.actions, prefix: "", outputs: &outputs, repeatItem: nil, problems: &problems)
        return problems
    }

    private func check(
        _ actions: [ShortcutAction], prefix: String, outputs: inout [String: ValueType?], repeatItem: ValueType??,
        problems: inout [ShortcutProblem]
    ) {
        for (index, action) in actions.enumerated() {
            let location = "\(prefix)action \(index + 1)" + (action.id.map { " (\($0))" } ?? "")
            func problem(_ message: String) { problems.append(ShortcutProblem(location: location, message: message)) }
            func mistake(_ message: String) {
                problems.append(ShortcutProblem(location: location, message: message, isTheFilesOwn: true))
            }
            switch action {
            case .intent(let step):
                guard let app = resolveApp(step.app, problem) else { break }
                guard let intent = app.metadata.actions[step.intent] else {
                    problem(
                        "\(app.name) has no intent '\(step.intent)' any more."
                            + Suggestions.didYouMean(step.intent, among: Array(app.metadata.actions.keys)))
                    break
                }
                if !intent.isDiscoverable {
                    problem(
                        "\(step.intent) is hidden from Shortcuts (isDiscoverable = false): only the app itself and its widgets run it"
                    )
                } else if intent.visibilityMetadata.assistantOnly {
                    problem("\(step.intent) is offered to the assistant only (isAssistantOnly), not to Shortcuts")
                }
                if let caller, let needed = Self.authenticationNeeded(intent), caller < needed {
                    problems.append(
                        ShortcutProblem(
                            location: location,
                            message: "\(step.intent) requires "
                                + (needed == .deviceOwner ? "authentication on this device" : "an authenticated caller")
                                + "; the shortcut would stop here (pass --authenticated when the caller has proved who they are)",
                            needsAuthentication: true))
                }
                for (name, binding) in step.parameters.sorted(by: { $0.key < $1.key }) {
                    guard let parameter = intent.parameter(named: name) else {
                        problem(
                            "\(step.intent) has no parameter '\(name)' any more."
                                + Suggestions.didYouMean(name, among: intent.parameters.map(\.name)))
                        continue
                    }
                    checkBinding(
                        binding, parameter: parameter, metadata: app.metadata, outputs: outputs, repeatItem: repeatItem,
                        problem, mistake)
                }
                if let id = step.id { outputs[id] = intent.outputType }
            case .find(let step):
                guard let app = resolveApp(step.app, problem) else { break }
                guard let entity = app.metadata.entities[step.entity] else {
                    problem(
                        "\(app.name) has no entity '\(step.entity)'."
                            + Suggestions.didYouMean(step.entity, among: Array(app.metadata.entities.keys)))
                    break
                }
                let query = entity.defaultQueryName.flatMap { app.metadata.queries[$0] }
                let propertyQuery = query?.adopts("EntityPropertyQuery") == true
                if !propertyQuery, query?.adopts("EnumerableEntityQuery") != true {
                    problem(
                        "\(step.entity) cannot be searched: its query is neither an EntityPropertyQuery nor an EnumerableEntityQuery"
                    )
                }
                for filter in step.filters {
                    guard FindComparator(rawValue: filter.comparator) != nil else {
                        mistake(
                            "'\(filter.comparator)' is not a comparator (use \(FindComparator.allCases.map(\.rawValue).joined(separator: ", ")))"
                        )
                        continue
                    }
                    if let rangeMistake = filter.rangeMistake {
                        mistake(rangeMistake)
                        continue
                    }
                    if propertyQuery {
                        guard
                            let declared = query?.parameters.first(where: { $0.propertyIdentifier == filter.property })
                        else {
                            problem("\(step.entity) cannot be filtered by '\(filter.property)'")
                            continue
                        }
                        if !declared.comparators.contains(filter.comparator) {
                            problem(
                                "'\(filter.property)' does not support '\(filter.comparator)' (it supports \(declared.comparators.joined(separator: ", ")))"
                            )
                        }
                    } else if entity.property(named: filter.property) == nil {
                        problem("\(step.entity) has no property '\(filter.property)'")
                    }
                }
                // A property the app keeps to itself, or one the caller may not see, is none to
                // find or sort by (`EntityDisclosure`).
                for name in Set(step.filters.map(\.property) + (step.sort ?? []).map(\.property)).sorted() {
                    guard let property = entity.property(named: name) else { continue }
                    if property.isInternal {
                        problem("\(step.entity) has no property '\(name)' (it is internal to the app)")
                    } else if let caller,
                        case let needed = CallerAuthentication(
                            policy: max(property.authenticationPolicy, entity.authenticationPolicy)),
                        caller < needed
                    {
                        problems.append(
                            ShortcutProblem(
                                location: location,
                                message: "\(step.entity)'s property '\(name)' requires "
                                    + (needed == .deviceOwner
                                        ? "authentication on this device" : "an authenticated caller")
                                    + " to be found or sorted by; the shortcut would stop here (pass --authenticated when the caller has proved who they are)",
                                needsAuthentication: true))
                    }
                }
                if let mode = step.mode, mode != "all", mode != "any" {
                    mistake("mode must be \"all\" or \"any\", not '\(mode)'")
                }
                for sort in step.sort ?? [] {
                    let sortable =
                        propertyQuery
                        ? (query?.sortingOptions ?? []).contains(sort.property)
                        : entity.property(named: sort.property) != nil
                    if !sortable { problem("\(step.entity) cannot be sorted by '\(sort.property)'") }
                    if let order = sort.order, order != "ascending", order != "descending" {
                        mistake("sort order must be \"ascending\" or \"descending\", not '\(order)'")
                    }
                }
                if let limit = step.limit, limit < 1 { mistake("limit must be at least 1") }
                if let id = step.id { outputs[id] = .array(of: .entity(typeName: step.entity)) }
            case .details(let step):
                let source = sourceType(step.of, outputs: outputs, repeatItem: repeatItem, mistake)
                if case .entity(let typeName)?? = source.map({ $0?.memberType }),
                    let entity = apps.apps.lazy.compactMap({ $0.metadata.entities[typeName] }).first
                {
                    // A property the app keeps to itself is not one a shortcut can read.
                    if let property = entity.property(named: step.property), !property.isInternal {
                        if let id = step.id { outputs[id] = property.valueType }
                    } else {
                        let listed = entity.properties.filter { !$0.isInternal }.map(\.identifier)
                        problem(
                            "\(typeName) has no property '\(step.property)'."
                                + Suggestions.didYouMean(step.property, among: listed))
                    }
                } else if let id = step.id {
                    outputs[id] = .some(nil)
                }
            case .repeatEach(let step):
                let source = sourceType(step.over, outputs: outputs, repeatItem: repeatItem, mistake)
                var inner = outputs
                check(
                    step.actions, prefix: "\(location) > repeat ", outputs: &inner,
                    repeatItem: .some(source.flatMap { $0?.memberType }), problems: &problems)
            case .conditional(let step):
                _ = sourceType(step.value, outputs: outputs, repeatItem: repeatItem, mistake)
                if let other = step.to { _ = sourceType(other, outputs: outputs, repeatItem: repeatItem, mistake) }
                if ConditionComparison(rawValue: step.comparison) == nil {
                    mistake(
                        "'\(step.comparison)' is not a comparison (use \(ConditionComparison.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                } else if step.comparison != ConditionComparison.hasAnyValue.rawValue, step.to == nil {
                    mistake("'\(step.comparison)' needs a value to compare to (\"to\")")
                }
                var thenOutputs = outputs
                check(
                    step.then, prefix: "\(location) > then ", outputs: &thenOutputs, repeatItem: repeatItem,
                    problems: &problems)
                var elseOutputs = outputs
                check(
                    step.otherwise ?? [], prefix: "\(location) > otherwise ", outputs: &elseOutputs,
                    repeatItem: repeatItem, problems: &problems)
            }
        }
    }

    private func resolveApp(_ name: String, _ problem: (String) -> Void) -> ShortcutApps.App? {
        if let app = apps.app(named: name) { return app }
        problem(
            "no app named '\(name)' is available here (available: \(apps.apps.map(\.name).joined(separator: ", ")))")
        return nil
    }

    /// The type a binding produces, when known; reports references to unknown outputs.
    private func sourceType(
        _ binding: Binding, outputs: [String: ValueType?], repeatItem: ValueType??, _ problem: (String) -> Void
    ) -> ValueType?? {
        switch binding {
        case .output(let action, let property):
            guard let type = outputs[action] else {
                problem("refers to the output of '\(action)', which is not an earlier action")
                return nil
            }
            return property == nil ? type : .some(nil)
        case .repeatItem(let property):
            guard let repeatItem else {
                problem("uses the repeat item outside a repeat")
                return nil
            }
            return property == nil ? repeatItem : .some(nil)
        default: return .some(nil)
        }
    }

    /// `problem` for what the app no longer has, `mistake` for the file's own.
    private func checkBinding(
        _ binding: Binding, parameter: ParameterMetadata, metadata: ActionsData, outputs: [String: ValueType?],
        repeatItem: ValueType??, _ problem: (String) -> Void, _ mistake: (String) -> Void
    ) {
        let name = parameter.name
        switch binding {
        case .literal(let value):
            if let message = literalProblem(value, type: parameter.valueType, metadata: metadata) {
                problem("parameter '\(name)': \(message)")
            }
        case .entity(let type, _, _):
            guard case .entity(let expected) = parameter.valueType.memberType else {
                problem("parameter '\(name)' is now \(parameter.valueType.displayName), not an entity")
                return
            }
            if let type, type != expected { problem("parameter '\(name)' now takes \(expected), not \(type)") }
        case .output, .repeatItem:
            if case .some(.some(let produced)) = sourceType(binding, outputs: outputs, repeatItem: repeatItem, mistake),
                !compatible(produced, parameter.valueType)
            {
                problem(
                    "parameter '\(name)' takes \(parameter.valueType.displayName), but gets \(produced.displayName)")
            }
        case .input, .ask:
            break
        }
    }

    private func compatible(_ produced: ValueType, _ expected: ValueType) -> Bool {
        if produced == expected { return true }
        if case .array(let member) = produced, !expected.isArray { return member == expected }
        if case .array(let member) = expected { return member == produced }
        if case .primitive(let a) = produced, case .primitive(let b) = expected {
            return a == b || (a == .int && b == .double) || b == .string
        }
        if case .entity(let entity) = produced, case .primitive(let value) = expected {
            return conversions.exports.contains(.init(entity: entity, value: value))
        }
        if case .primitive(let value) = produced, case .entity(let entity) = expected {
            return conversions.imports.contains(.init(entity: entity, value: value))
        }
        return false
    }

    /// Why a literal does not fit a type, or nil when it does.
    private func literalProblem(_ value: JSONValue, type: ValueType, metadata: ActionsData) -> String? {
        switch (type, value) {
        case (_, .null): return nil
        case (.array(let member), .array(let items)):
            return items.lazy.compactMap { literalProblem($0, type: member, metadata: metadata) }.first
        case (.array(let member), _): return literalProblem(value, type: member, metadata: metadata)
        case (.primitive(.int), .number(let number)):
            return number.rounded() == number ? nil : "\(value) is not a whole number (Int)"
        case (.primitive(.double), .number), (.primitive(.decimal), .number): return nil
        case (.primitive(.bool), .bool): return nil
        case (.primitive(.string), .string), (.primitive(.url), .string), (.primitive(.date), .string),
            (.primitive(.dateComponents), .string), (.primitive(.file), .string),
            (.primitive(.attributedString), .string):
            return nil
        case (.measurement, .number), (.measurement, .string), (.measurement, .object): return nil
        // Checked in full when the shortcut runs, as any argument is (Primitives).
        case (.primitive(.currency), .string), (.primitive(.currency), .object), (.primitive(.person), .string),
            (.primitive(.person), .object), (.primitive(.placemark), .string), (.primitive(.placemark), .object),
            (.primitive(.placeDescriptor), .string), (.primitive(.placeDescriptor), .object),
            (.primitive(.recurrenceRule), .string), (.primitive(.duration), .string), (.primitive(.duration), .number),
            (.primitive(.personName), .string), (.primitive(.personName), .object),
            (.primitive(.paymentMethod), .string), (.primitive(.paymentMethod), .object):
            return nil
        case (.enumeration(let identifier), .string(let raw)):
            guard let enumeration = metadata.enumeration(identifier) else { return "\(identifier) no longer exists" }
            if enumeration.cases.contains(where: { $0.identifier == raw }) { return nil }
            return
                "\(identifier) has no case '\(raw)' any more (cases: \(enumeration.cases.map(\.identifier).joined(separator: ", ")))"
        case (.entity(let typeName), _):
            return
                "takes \(English.withArticle(typeName)); save an entity reference ({\"entity\": {\"id\": …}}), not a literal"
        default:
            return "\(value) does not fit \(type.displayName)"
        }
    }
}

/// The comparisons "Find" actions support.
package enum FindComparator: String, Sendable, CaseIterable {
    case equalTo, notEqualTo, contains, hasPrefix, hasSuffix, lessThan, lessThanOrEqualTo, greaterThan
    case greaterThanOrEqualTo
    /// Lower and upper bound included; its value is the two bounds, `[lower, upper]`.
    case isBetween
}

/// The comparisons "If" actions support.
package enum ConditionComparison: String, Sendable, CaseIterable {
    case equals, notEquals, contains, greaterThan, lessThan, hasAnyValue
}

extension ShortcutChecker {
    /// What `action`'s authentication policy asks of the caller, or nil when it asks nothing
    /// (the rule `Executor.authorize` applies).
    static func authenticationNeeded(_ action: ActionMetadata) -> CallerAuthentication? {
        let needed = Executor.needed(for: action)
        return needed == .none ? nil : needed
    }
}
