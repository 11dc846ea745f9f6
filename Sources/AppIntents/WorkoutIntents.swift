import Foundation

/// Starts a workout (iOS 16): on Apple Watch Ultra, the first press of the Action button. Here it
/// is an intent like any other, run by name; its `suggestedWorkouts` are the app's own list.
///
/// ```swift
/// struct StartRunIntent: StartWorkoutIntent {
///     static let title: LocalizedStringResource = "Start Run"
///     static let suggestedWorkouts = [StartRunIntent(style: .outdoor), StartRunIntent(style: .indoor)]
///     @Parameter(title: "Style") var workoutStyle: RunStyle
///     var displayRepresentation: DisplayRepresentation { "\(workoutStyle) run" }
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol StartWorkoutIntent: InstanceDisplayRepresentable, SystemIntent {
    /// What kind of workout: an `AppEnum` or an `AppEntity`.
    associatedtype WorkoutStyle: AppValue
    /// The workout this intent starts.
    var workoutStyle: WorkoutStyle { get set }
    /// The workouts offered for the Action button, in order.
    static var suggestedWorkouts: [Self] { get }
}

extension StartWorkoutIntent {
    /// An intent that starts a workout of `style`.
    public init(style: WorkoutStyle) {
        self.init()
        workoutStyle = style
    }

    /// Tells the system that `suggestedWorkouts` changed. No surface here caches them: the next
    /// read is the new list.
    public static func invalidateSuggestedWorkouts() {}
}

/// Pauses the workout in progress (the Action button's press during a workout, iOS 16).
public protocol PauseWorkoutIntent: SystemIntent {}

/// Resumes a paused workout (iOS 16).
public protocol ResumeWorkoutIntent: SystemIntent {}

/// Starts a dive (the Action button of Apple Watch Ultra).
public protocol StartDiveIntent: SystemIntent {}
