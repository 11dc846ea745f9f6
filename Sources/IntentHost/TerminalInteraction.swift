/// Asks a person at a terminal: a value with the suggestions numbered, which of several things
/// they meant, yes or no. End of input (Ctrl-D) cancels the run.
struct TerminalInteraction: Interaction {
    let console: Console
    /// `--yes`: confirmations are answered yes without asking.
    let confirmAll: Bool

    /// Suggestions past this many are not listed (they may still be typed).
    static let listLimit = 30

    func requestValue(_ request: ValueRequest) async throws -> IntentInput {
        if let problem = request.problem { console.line(console.styled(problem, .yellow)) }
        console.line(console.styled(request.dialog, .bold))
        let listed = Array(request.suggestions.prefix(Self.listLimit))
        list(listed.map { ($0.title, $0.subtitle) }, sections: listed.map(\.section))
        if request.suggestions.count > listed.count {
            console.line(console.styled("  … and \(request.suggestions.count - listed.count) more", .dim))
        }
        console.prompt(listed.isEmpty ? "> " : "Number or text> ")
        guard let answer = await Terminal.readLine() else { throw cancelled(request.intent) }
        let trimmed = answer.trimmingCharacters(in: .whitespaces)
        // Compared before subtracting: `-9223372036854775808 - 1` would overflow.
        if let number = Int(trimmed), number >= 1, number <= listed.count {
            return .text(listed[number - 1].id)
        }
        return .text(answer)
    }

    func requestDisambiguation(_ request: DisambiguationRequest) async throws -> Int {
        try await pick(
            request.dialog, options: request.options.map { ($0.title, $0.subtitle) },
            sections: request.options.map(\.section), intent: request.intent)
    }

    func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
        if let snippet = request.snippetText, !snippet.isEmpty { console.line(snippet) }
        if confirmAll, request.kind != .lowConfidence {
            console.line(request.dialog + " yes (--yes)")
            return true
        }
        while true {
            console.prompt(console.styled(request.dialog, .bold) + " [y/N] ")
            guard let answer = await Terminal.readLine() else { throw cancelled(request.intent) }
            switch answer.trimmingCharacters(in: .whitespaces).lowercased() {
            case "y", "yes": return true
            case "", "n", "no": return false
            default: console.line("Please answer y or n.")
            }
        }
    }

    func requestChoice(_ request: ChoiceRequest) async throws -> Int {
        if let snippet = request.snippetText, !snippet.isEmpty { console.line(snippet) }
        return try await pick(request.dialog, options: request.options.map { ($0, nil) }, intent: request.intent)
    }

    /// Draws a progress bar over one line while the intent runs; ends the line when it is done.
    func reportProgress(_ update: ProgressUpdate) async {
        guard !console.json, update.total > 0 else { return }
        let done = Int(min(update.completed, update.total))
        let total = Int(update.total)
        var line = IndexCommand.progressLine(update.intent, done: done, total: total, width: console.width)
        if let message = update.message {
            // What the app says of it, after the bar, cut to the terminal's width.
            line += " " + String(message.prefix(max(0, console.width - line.count - 2)))
        }
        console.overwriteLine(line)
        if done == total { console.prompt("\n") }
    }

    /// Lists `options` numbered and reads a number or an option's exact title.
    private func pick(
        _ dialog: String, options: [(String, String?)], sections: [String?] = [], intent: String
    ) async throws -> Int {
        console.line(console.styled(dialog, .bold))
        list(options, sections: sections)
        while true {
            console.prompt("Number> ")
            guard let answer = await Terminal.readLine() else { throw cancelled(intent) }
            let trimmed = answer.trimmingCharacters(in: .whitespaces)
            if let number = Int(trimmed), number >= 1, number <= options.count { return number - 1 }
            if let index = options.firstIndex(where: { $0.0.caseInsensitiveCompare(trimmed) == .orderedSame }) {
                return index
            }
            console.line("Please enter a number from 1 to \(options.count) (Ctrl-D cancels).")
        }
    }

    /// Lists `options` numbered; a section title, when the app gave one, heads its options.
    private func list(_ options: [(String, String?)], sections: [String?] = []) {
        let width = String(options.count).count
        for (index, option) in options.enumerated() {
            let section = sections.indices.contains(index) ? sections[index] : nil
            if let section, index == 0 || sections[index - 1] != section {
                console.line(console.styled("\(section):", .bold))
            }
            let number = String(index + 1)
            let padded = String(repeating: " ", count: width - number.count) + number
            console.line("  \(padded). \(option.0)" + (option.1.map { console.styled(" (\($0))", .dim) } ?? ""))
        }
    }

    private func cancelled(_ intent: String) -> IntentSystemError {
        console.line("")
        return IntentSystemError(.cancelled, "\(intent) was cancelled: no answer (end of input)")
    }
}
