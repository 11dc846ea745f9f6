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

    /// Registers a dependency, created on first use; `key` tells apart several of one type.
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
    ) {
        let name = Self.name(key, Dependency.self)
        lock.lock()
        factories[name] = dependency
        values[name] = nil
        lock.unlock()
    }

    /// Registers a dependency that `dependency` makes on first use, as apps write it:
    /// `AppDependencyManager.shared.add { store }`.
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil, dependency: @escaping @Sendable () -> Dependency
    ) {
        add(key: key, dependency: dependency())
    }

    /// Where a dependency is kept: its key (with the key's type, so `1` and `"1"` differ), else
    /// its type.
    private static func name<Dependency>(_ key: AnyHashable?, _ type: Dependency.Type) -> String {
        guard let key else { return String(reflecting: Dependency.self) }
        if let text = key.base as? String { return "key:" + text }
        return "key:\(String(reflecting: Swift.type(of: key.base))):\(key.base)"
    }

    /// The dependency of type `Dependency`, creating it if needed; `nil` when none was added.
    package func resolve<Dependency>(_ type: Dependency.Type, key: AnyHashable? = nil) -> Dependency? {
        let name = Self.name(key, Dependency.self)
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
public struct Dependency<Value: Sendable>: @unchecked Sendable {
    private let key: AnyHashable?

    public init(key: AnyHashable? = nil) {
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

/// Apple's name for the dependency wrapper: a service registered with `AppDependencyManager`,
/// read from `manager` (the shared one when none is given), else `default`.
///
/// ```swift
/// @AppDependency private var player: AudioPlayer
/// @AppDependency(default: OfflineCatalog()) private var catalog: any Catalog
/// ```
@propertyWrapper
public struct AppDependency<Value: Sendable>: @unchecked Sendable {
    private let key: AnyHashable?
    private let manager: AppDependencyManager?
    private let fallback: (@Sendable () -> Value)?

    public init(key: AnyHashable? = nil, manager: AppDependencyManager? = nil) {
        self.key = key
        self.manager = manager
        fallback = nil
    }

    /// A dependency with a value of its own for when none was registered.
    public init(
        key: AnyHashable? = nil, manager: AppDependencyManager? = nil,
        default: @autoclosure @escaping @Sendable () -> Value
    ) {
        self.key = key
        self.manager = manager
        fallback = `default`
    }

    public var wrappedValue: Value {
        if let value = (manager ?? AppDependencyManager.shared).resolve(Value.self, key: key) { return value }
        if let fallback { return fallback() }
        fatalError(
            "@AppDependency \(Value.self): nothing was registered; call AppDependencyManager.shared.add(dependency:) at start-up"
        )
    }
}
