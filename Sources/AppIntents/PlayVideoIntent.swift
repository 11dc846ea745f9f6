import Foundation

/// Looks for videos matching a search term, then plays them (iOS 17.2, tvOS). Here it runs by
/// name like any intent, with the term given as its `term` parameter.
///
/// ```swift
/// struct PlayIntent: PlayVideoIntent {
///     static let title: LocalizedStringResource = "Play"
///     static let supportedCategories: [VideoCategory] = [.movies, .tv]
///     @Parameter(title: "Term") var term: String
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol PlayVideoIntent: SystemIntent {
    /// What the person asked for.
    var term: String { get set }
    /// The kinds of video the app can find.
    static var supportedCategories: [VideoCategory] { get }
}

/// A kind of video an app can find for `PlayVideoIntent`.
public enum VideoCategory: String, AppEnum, Sendable, CaseIterable {
    /// Video such as people upload to social media; not for movies and episodic shows.
    case freeform
    /// Movies.
    case movies
    /// TV: shows, seasons and episodes.
    case tv

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Video Category"
    public static let caseDisplayRepresentations: [VideoCategory: DisplayRepresentation] = [
        .freeform: "Freeform Video", .movies: "Movies", .tv: "TV",
    ]
}
