import AppIntentsMetadata
import Foundation
import IntentMCP
import Synchronization

/// A SoupShop-shaped app for the MCP tests: a real metadata document (actions, two entities, an
/// enum) and a backend that behaves the way the runtime will: it resolves ids, asks for missing
/// values, disambiguates, confirms, reports progress and honours cancellation.
struct KitchenBackend: MCPBackend {
    static let soups: [EntityResource] = [
        EntityResource(id: "tomato", title: "Tomato Basil", properties: ["price": 6.5, "vegetarian": true]),
        EntityResource(id: "chowder", title: "Clam Chowder", properties: ["price": 8.0, "vegetarian": false]),
        EntityResource(id: "miso", title: "Miso", properties: ["price": 5.0, "vegetarian": true]),
    ]
    static let tasks: [EntityResource] = [
        EntityResource(id: "task-1", title: "Chop onions", properties: ["done": false]),
        EntityResource(id: "task-2", title: "Stir the pot", properties: ["done": false]),
    ]

    let app = MCPAppInfo(name: "Kitchen", version: "1.2.3")
    let metadata = KitchenBackend.makeMetadata()
    /// Every intent that reached `perform`, in order, for the tests to check what ran.
    let performed = Performed()

    static func makeMetadata() -> ActionsData {
        var quantity = ParameterMetadata(name: "quantity", title: "Quantity", valueType: .primitive(.int))
        quantity.defaultValue = .number(1)
        quantity.typeSpecificMetadata[TypeSpecificMetadata.minimumValueKey] = .number(1)
        quantity.typeSpecificMetadata[TypeSpecificMetadata.maximumValueKey] = .number(20)
        var size = ParameterMetadata(name: "size", title: "Size", valueType: .enumeration(identifier: "SoupSize"))
        size.defaultValue = .string("medium")
        var minutes = ParameterMetadata(name: "minutes", title: "Minutes", valueType: .primitive(.int))
        minutes.defaultValue = .number(3)
        var contactless = ParameterMetadata(name: "contactless", title: "Contactless", valueType: .primitive(.bool))
        contactless.defaultValue = .bool(true)
        let actions = [
            ActionMetadata(
                identifier: "OrderSoupIntent", fullyQualifiedTypeName: "Kitchen.OrderSoupIntent", title: "Order Soup",
                description: "Orders soup from the menu.",
                parameters: [
                    ParameterMetadata(
                        name: "soup", title: "Soup", description: "The soup to order",
                        valueType: .entity(typeName: "SoupEntity"), requestValueDialog: "Which soup?"),
                    quantity, size,
                ],
                summary: ParameterSummaryMetadata(formatString: "Order ${quantity} ${soup}"),
                outputType: .primitive(.string), outputFlags: OutputFlags.returnsValue | OutputFlags.providesDialog),
            ActionMetadata(
                identifier: "CancelOrderIntent", fullyQualifiedTypeName: "Kitchen.CancelOrderIntent",
                title: "Cancel Order", description: "Cancels the current order.",
                systemProtocols: [ToolCatalog.confirmationMarker]),
            ActionMetadata(
                identifier: "CompleteTaskIntent", fullyQualifiedTypeName: "Kitchen.CompleteTaskIntent",
                title: "Complete Task",
                parameters: [
                    ParameterMetadata(
                        name: "task", title: "Task", valueType: .entity(typeName: "TaskEntity"), isOptional: true)
                ]),
            ActionMetadata(
                identifier: "ClearOrderHistoryIntent", fullyQualifiedTypeName: "Kitchen.ClearOrderHistoryIntent",
                title: "Clear Order History", authenticationPolicy: 1, systemProtocols: ["DeleteIntent"]),
            ActionMetadata(
                identifier: "SimmerStockIntent", fullyQualifiedTypeName: "Kitchen.SimmerStockIntent",
                title: "Simmer Stock", parameters: [minutes]),
            ActionMetadata(
                identifier: "PickGarnishIntent", fullyQualifiedTypeName: "Kitchen.PickGarnishIntent",
                title: "Pick Garnish", outputType: .enumeration(identifier: "SoupSize")),
            ActionMetadata(
                identifier: "ScheduleDeliveryIntent", fullyQualifiedTypeName: "Kitchen.ScheduleDeliveryIntent",
                title: "Schedule Delivery",
                parameters: [
                    ParameterMetadata(name: "date", title: "Date", valueType: .primitive(.date)),
                    ParameterMetadata(name: "note", title: "Note", valueType: .primitive(.string), isOptional: true),
                    ParameterMetadata(name: "tip", title: "Tip", valueType: .primitive(.decimal), isOptional: true),
                    ParameterMetadata(name: "website", title: "Website", valueType: .primitive(.url), isOptional: true),
                    ParameterMetadata(
                        name: "sizes", title: "Sizes", valueType: .array(of: .enumeration(identifier: "SoupSize")),
                        isOptional: true),
                    contactless,
                ]),
            ActionMetadata(
                identifier: "PlanMenuIntent", fullyQualifiedTypeName: "Kitchen.PlanMenuIntent", title: "Plan Menu",
                description: "Plans a menu around a soup; asks for the soup, then for confirmation."),
            ActionMetadata(
                identifier: "ResetKitchenIntent", fullyQualifiedTypeName: "Kitchen.ResetKitchenIntent",
                title: "Reset Kitchen", isDiscoverable: false),
        ]
        let entities = [
            EntityMetadata(
                identifier: "SoupEntity", fullyQualifiedTypeName: "Kitchen.SoupEntity", displayTypeName: "Soup",
                properties: [
                    PropertyMetadata(identifier: "price", title: "Price", valueType: .primitive(.double)),
                    PropertyMetadata(identifier: "vegetarian", title: "Vegetarian", valueType: .primitive(.bool)),
                ]),
            EntityMetadata(
                identifier: "TaskEntity", fullyQualifiedTypeName: "Kitchen.TaskEntity", displayTypeName: "Task",
                properties: [PropertyMetadata(identifier: "done", title: "Done", valueType: .primitive(.bool))]),
        ]
        let sizes = EnumMetadata(
            identifier: "SoupSize", fullyQualifiedTypeName: "Kitchen.SoupSize", displayTypeName: "Size",
            cases: ["small", "medium", "large"].map {
                EnumCaseMetadata(
                    identifier: $0,
                    displayRepresentation: DisplayRepresentationMetadata(title: LocalizedText($0.capitalized)))
            })
        return ActionsData(actions: actions, entities: entities, enums: [sizes])
    }

    func call(_ call: ToolCall, context: ToolCallContext) async -> ToolOutcome {
        do {
            return try await run(call, context: context)
        } catch let failure as ToolFailure {
            return ToolOutcome(failure: failure)
        } catch let error as MCPAskError {
            return ToolOutcome(failure: ToolFailure(.needsInput, message: error.description))
        } catch {
            return ToolOutcome(failure: ToolFailure(.intentFailed, message: "\(error)"))
        }
    }

    private func run(_ call: ToolCall, context: ToolCallContext) async throws -> ToolOutcome {
        switch call.action {
        case "OrderSoupIntent":
            var soupID = call.arguments["soup"]?.stringValue
            if soupID == nil {
                let answer = try await context.ask(
                    Question(
                        .value(parameter: "soup", valueType: .entity(typeName: "SoupEntity")), dialog: "Which soup?"))
                guard case .value(.string(let id)) = answer else { throw ToolFailure(.needsInput, message: "no soup") }
                soupID = id
            }
            guard let soup = Self.soups.first(where: { $0.id == soupID }) else {
                throw ToolFailure(.invalidArguments, message: "no soup with id '\(soupID!)'", parameter: "soup")
            }
            let quantity = call.arguments["quantity"]?.intValue ?? 1
            let size = call.arguments["size"]?.stringValue ?? "medium"
            performed.withLock { $0.append(call.action) }
            return ToolOutcome(
                dialog: "Ordered \(quantity) \(size) \(soup.title).", value: .string("order-\(soup.id)-\(quantity)"))
        case "CancelOrderIntent":
            let answer = try await context.ask(Question(.confirmation, dialog: "Cancel your order?"))
            guard answer == .confirmation(true) else {
                throw ToolFailure(.cancelled, message: "Kept your order.")
            }
            performed.withLock { $0.append(call.action) }
            return ToolOutcome(dialog: "Your order is cancelled.")
        case "CompleteTaskIntent":
            var taskID = call.arguments["task"]?.stringValue
            if taskID == nil {
                let options = Self.tasks.map { Option(id: $0.id, title: $0.title) }
                let answer = try await context.ask(
                    Question(.disambiguation(parameter: "task", options: options), dialog: "Which task?"))
                guard case .option(let id) = answer else { throw ToolFailure(.needsInput, message: "no task") }
                taskID = id
            }
            guard let task = Self.tasks.first(where: { $0.id == taskID }) else {
                throw ToolFailure(.invalidArguments, message: "no task with id '\(taskID!)'", parameter: "task")
            }
            performed.withLock { $0.append(call.action) }
            return ToolOutcome(dialog: "Completed \(task.title).")
        case "ClearOrderHistoryIntent":
            performed.withLock { $0.append(call.action) }
            return ToolOutcome(dialog: "History cleared.")
        case "SimmerStockIntent":
            let minutes = call.arguments["minutes"]?.intValue ?? 3
            for minute in 0..<minutes {
                await context.progress(Double(minute), Double(minutes), "simmering")
                try await Task.sleep(for: .milliseconds(100))
            }
            performed.withLock { $0.append(call.action) }
            return ToolOutcome(dialog: "The stock simmered for \(minutes) minutes.")
        case "PickGarnishIntent":
            let options = [Option(id: "small", title: "A little"), Option(id: "large", title: "Lots")]
            let answer = try await context.ask(Question(.choice(options: options), dialog: "How much garnish?"))
            guard case .option(let id) = answer else { throw ToolFailure(.needsInput, message: "no garnish") }
            performed.withLock { $0.append(call.action) }
            return ToolOutcome(value: .string(id))
        case "PlanMenuIntent":
            let soup = try await context.ask(
                Question(
                    .value(parameter: "soup", valueType: .entity(typeName: "SoupEntity")), dialog: "Around which soup?")
            )
            guard case .value(.string(let id)) = soup, let match = Self.soups.first(where: { $0.id == id }) else {
                throw ToolFailure(.invalidArguments, message: "no such soup", parameter: "soup")
            }
            let go = try await context.ask(Question(.confirmation, dialog: "Plan a menu around \(match.title)?"))
            guard go == .confirmation(true) else { throw ToolFailure(.cancelled, message: "No menu planned.") }
            performed.withLock { $0.append(call.action) }
            return ToolOutcome(dialog: "Planned a menu around \(match.title).")
        case "ScheduleDeliveryIntent":
            var date = call.arguments["date"]?.stringValue
            if date == nil {
                let answer = try await context.ask(
                    Question(.value(parameter: "date", valueType: .primitive(.date)), dialog: "When?"))
                guard case .value(.string(let text)) = answer else {
                    throw ToolFailure(.needsInput, message: "no date")
                }
                date = text
            }
            performed.withLock { $0.append(call.action) }
            return ToolOutcome(dialog: "Delivery on \(date!).", snippet: "[Delivery card: \(date!)]")
        default:
            throw ToolFailure(.intentFailed, message: "\(call.action) is not implemented")
        }
    }

    func complete(action: String, parameter: String, prefix: String) async throws -> [CompletionValue] {
        let pool = parameter == "soup" ? Self.soups : parameter == "task" ? Self.tasks : []
        return pool.map { CompletionValue(id: $0.id, title: $0.title) }
            .filter {
                prefix.isEmpty || $0.id.hasPrefix(prefix) || $0.title.lowercased().hasPrefix(prefix.lowercased())
            }
    }

    func listEntities(type: String, isAuthenticated: Bool) async throws -> [EntityResource] {
        switch type {
        case "SoupEntity": Self.soups
        case "TaskEntity": Self.tasks
        default: []
        }
    }

    func readEntity(type: String, id: String, isAuthenticated: Bool) async throws -> EntityResource? {
        try await listEntities(type: type, isAuthenticated: isAuthenticated).first(where: { $0.id == id })
    }
}

/// The intents that ran, shared between the backend and the test.
final class Performed: Sendable {
    private let names = Mutex<[String]>([])

    func withLock<T>(_ body: (inout [String]) -> T) -> T { names.withLock { body(&$0) } }
}

/// A test backend that is the kitchen but for what it declares itself (a call that behaves
/// otherwise, its metadata): the rest is the kitchen's.
protocol KitchenVariant: MCPBackend {
    var kitchen: KitchenBackend { get }
}

extension KitchenVariant {
    var app: MCPAppInfo { kitchen.app }
    var metadata: ActionsData { kitchen.metadata }

    func complete(action: String, parameter: String, prefix: String) async throws -> [CompletionValue] {
        try await kitchen.complete(action: action, parameter: parameter, prefix: prefix)
    }
    func listEntities(type: String, isAuthenticated: Bool) async throws -> [EntityResource] {
        try await kitchen.listEntities(type: type, isAuthenticated: isAuthenticated)
    }
    func readEntity(type: String, id: String, isAuthenticated: Bool) async throws -> EntityResource? {
        try await kitchen.readEntity(type: type, id: id, isAuthenticated: isAuthenticated)
    }
}
