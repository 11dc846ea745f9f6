// iOS 27's `AppUnionValue`, as Apple's documentation of the protocol writes it: the `Cases` enum
// `@UnionValue` makes, titled in an extension of the union value, and a union value left to its
// defaults. Written here as our own samples; this file compiling is the check, and
// UnionValueMacroTests reads the titles.
import AppIntents
import Foundation

enum StickerKind: String, AppEnum {
    case heart, thumbsUp
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sticker"
    static let caseDisplayRepresentations: [StickerKind: DisplayRepresentation] = [
        .heart: "Heart", .thumbsUp: "Thumbs Up",
    ]
}

/// A reply that is a sticker or words, titled as a picker shows it.
@UnionValue
enum ChatReply {
    case sticker(StickerKind)
    case words(String)
}

extension ChatReply {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        "Reply"
    }

    static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [
        .sticker: "Sticker",
        .words: "Text Reply",
    ]
}

/// A union value left to the titles `@UnionValue` gives.
@UnionValue
enum PlainPick {
    case number(Int)
    case word(String)
}

struct SendReplyIntent: AppIntent {
    static let title: LocalizedStringResource = "Send Reply"
    @Parameter(title: "Reply") var reply: ChatReply
    static var parameterSummary: some ParameterSummary {
        Summary("Reply with \(\.$reply)")
    }
    func perform() async throws -> some IntentResult { .result() }
}

/// iOS 27's summary parts of a union value parameter: its chosen case (`type`) and the value
/// that case carries (`value`), and conditions on the chosen case.
struct ReactIntent: AppIntent {
    static let title: LocalizedStringResource = "React"
    @Parameter(title: "Reply") var reply: ChatReply
    @Parameter(title: "Note") var note: String?
    static var parameterSummary: some ParameterSummary {
        Switch(\.$reply) {
            Case(.sticker) { Summary("React with a \(\.$reply.type): \(\.$reply.value)") }
            DefaultCase { Summary("Reply \(\.$reply.value)") { \.$note } }
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

struct ForwardReplyIntent: AppIntent {
    static let title: LocalizedStringResource = "Forward Reply"
    @Parameter(title: "Reply") var reply: ChatReply?
    static var parameterSummary: some ParameterSummary {
        When(\.$reply, .equalTo, .words) {
            Summary("Forward the words \(\.$reply.value)")
        } otherwise: {
            When(\.$reply, .oneOf, [.sticker]) {
                Summary("Forward a \(\.$reply.type)")
            } otherwise: {
                Summary("Forward \(\.$reply)")
            }
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}
