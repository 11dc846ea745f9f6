import Foundation

/// Holds the app's shared services (a store, a network client) for intents to use through
/// `@Dependency`.
///
/// ```swift
/// AppDependencyManager.shared.add(dependency: SoupStore(url: storeURL))
/// struct OrderSoupIntent: AppIntent {
///     @Dependency var store: SoupStore
/// }
/// ```
public final class AppDependencyManager: @unchecked Sendable {
    private static let global = AppDependencyManager()

    /// The manager in effect: the process-wide one, or the one a test scoped to its task.
    public static var shared: AppDependencyManager { scoped ?? global }

    /// A manager scoped to a task and its children, so tests running side by side in one process
    /// each have their own dependencies. Used by the system and the test harness.
    @TaskLocal package static var scoped: AppDependencyManager?

    private let lock = NSLock()
    private var factories: [String: @Sendable () -> Any] = [:]
    private var values: [String: Any] = [:]

    public init() {}

    /// Registers a dependency, created on first use.
    public func add<Dependency: Sendable>(
        key: String? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
    ) {
        let name = key ?? String(reflecting: Dependency.self)
        lock.lock()
        factories[name] = dependency
        values[name] = nil
        lock.unlock()
    }

    /// The dependency of type `Dependency`, creating it if needed; `nil` when none was added.
    package func resolve<Dependency>(_ type: Dependency.Type, key: String? = nil) -> Dependency? {
        let name = key ?? String(reflecting: Dependency.self)
        lock.lock()
        if let value = values[name] as? Dependency {
            lock.unlock()
            return value
        }
        guard let factory = factories[name] else {
            lock.unlock()
            return nil
        }
        lock.unlock()
        let value = factory()
        lock.lock()
        values[name] = value
        lock.unlock()
        return value as? Dependency
    }
}

/// A service the app registered with `AppDependencyManager`.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private let key: String?

    public init(key: String? = nil) {
        self.key = key
    }

    public var wrappedValue: Value {
        guard let value = AppDependencyManager.shared.resolve(Value.self, key: key) else {
            fatalError(
                "@Dependency \(Value.self): nothing was registered; call AppDependencyManager.shared.add(dependency:) at start-up"
            )
        }
        return value
    }
}
