import Foundation
import IntentMCP

extension MCPCommand {
    /// `--http [HOST:]PORT` with its options: the same server over Streamable HTTP.
    static func httpOptions(_ address: String, _ parsed: ParsedArguments, bodyLimit: Int?) throws -> MCPHTTPOptions {
        var options = MCPHTTPOptions()
        let (host, port) = try hostAndPort(address)
        options.host = host
        options.port = port
        if let bodyLimit { options.bodyLimit = bodyLimit }
        if let path = try parsed.value("token-file") { options.tokens = try tokens(in: path) }
        options.allowedOrigins = parsed.options.filter { $0.name == "allow-origin" }.compactMap(\.value)
        if let text = try parsed.value("public-url") {
            guard let url = MCPHTTPOptions.PublicURL(text) else {
                throw HostError(
                    .usage,
                    "--public-url takes the endpoint's absolute http or https URL (e.g. https://mcp.example.com/mcp), got '\(text.clipped)'",
                    given: text)
            }
            options.publicURL = url
        }
        options.authorizationServers = parsed.options.filter { $0.name == "authorization-server" }.compactMap(\.value)
        options.requireToken = parsed.has("require-token")
        options.tls = try tls(certificate: parsed.value("tls-cert"), key: parsed.value("tls-key"))
        if let text = try parsed.value("max-sessions") {
            guard let value = Int(text), value >= 1 else {
                throw HostError(.usage, "--max-sessions takes a positive number, got '\(text.clipped)'", given: text)
            }
            options.sessionLimit = value
        }
        if let text = try parsed.value("connection-timeout") {
            guard let value = UInt32(text), value >= 1 else {
                throw HostError(
                    .usage, "--connection-timeout takes a positive number of seconds, got '\(text.clipped)'",
                    given: text)
            }
            options.connectionTimeout = value
        }
        if let text = try parsed.value("max-requests") {
            guard let value = Int(text), value >= 1 else {
                throw HostError(.usage, "--max-requests takes a positive number, got '\(text.clipped)'", given: text)
            }
            options.requestLimit = value
        }
        return options
    }

    /// `--tls-cert` and `--tls-key`, both or neither: their PEM text.
    static func tls(certificate: String?, key: String?) throws -> HTTPServer.TLS? {
        guard certificate != nil || key != nil else { return nil }
        guard let certificate, let key else {
            let missing = certificate == nil ? "--tls-cert" : "--tls-key"
            throw HostError(.usage, "HTTPS needs both --tls-cert and --tls-key; \(missing) is missing", given: missing)
        }
        func pem(_ path: String, _ option: String, _ kind: String) throws -> String {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw HostError(.usage, "\(option): cannot read '\(path.clipped)'", given: path)
            }
            let text = String(decoding: data, as: UTF8.self)
            guard text.contains("-----BEGIN "), text.contains(kind) else {
                throw HostError(
                    .usage, "\(option): '\(path.clipped)' is not PEM text holding a \(kind.lowercased())", given: path)
            }
            return text
        }
        return HTTPServer.TLS(
            key: try pem(key, "--tls-key", "PRIVATE KEY"),
            certificate: try pem(certificate, "--tls-cert", "CERTIFICATE"))
    }

    /// `127.0.0.1:8765`, `[::1]:8765`, `:8765` or `8765` (loopback).
    static func hostAndPort(_ text: String) throws -> (String, UInt16) {
        var host = "127.0.0.1"
        var portText = text
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = String(text[text.index(after: text.startIndex)..<close])
            portText = String(text[text.index(after: close)...].drop(while: { $0 == ":" }))
        } else if let colon = text.lastIndex(of: ":") {
            let given = String(text[..<colon])
            if !given.isEmpty { host = given == "localhost" ? "127.0.0.1" : given }
            portText = String(text[text.index(after: colon)...])
        }
        guard let port = UInt16(portText) else {
            throw HostError(
                .usage, "--http takes [HOST:]PORT (e.g. 127.0.0.1:8765), got '\(text.clipped)'", given: text)
        }
        return (host, port)
    }

    /// The tokens in a token file: one a line; blank lines and `#` comments are skipped.
    static func tokens(in path: String) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HostError(.usage, "--token-file: cannot read '\(path.clipped)'", given: path)
        }
        let tokens = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        guard !tokens.isEmpty else {
            throw HostError(.usage, "--token-file: '\(path.clipped)' holds no token (one a line)", given: path)
        }
        if let short = tokens.firstIndex(where: { $0.count < 16 }) {
            throw HostError(
                .usage,
                "--token-file: the token on line \(short + 1) of '\(path.clipped)' is shorter than 16 characters; use a long random one",
                given: path)
        }
        return tokens
    }

    /// `--jwks` and `--token-introspection`, with `--token-issuer` and `--required-scope`: what
    /// checks OAuth access tokens (a server whose key set cannot be read does not start), set on
    /// `options`.
    static func accessTokenChecks(
        _ parsed: ParsedArguments, into options: inout MCPHTTPOptions, program: String
    ) throws {
        let issuers = parsed.options.filter { $0.name == "token-issuer" }.compactMap(\.value)
        let scopes = parsed.options.filter { $0.name == "required-scope" }.compactMap(\.value)
        let source = try parsed.value("jwks")
        let introspection = try parsed.value("token-introspection")
        guard source != nil || introspection != nil else {
            for name in ["token-issuer", "required-scope", "introspection-client", "introspection-secret-file"]
            where parsed.has(name) {
                throw HostError(
                    .usage, "--\(name) applies to --jwks or --token-introspection, which check OAuth access tokens",
                    given: "--\(name)")
            }
            if parsed.has("require-token"), !parsed.has("token-file") {
                throw HostError(
                    .usage,
                    "--require-token needs --token-file, --jwks or --token-introspection: no token could be valid otherwise",
                    given: "--require-token")
            }
            return
        }
        if let bad = scopes.first(where: { $0.isEmpty || $0.contains(where: { $0 == " " || $0 == "\"" }) }) {
            throw HostError(
                .usage, "--required-scope takes one scope without spaces or quotes, got '\(bad.clipped)'", given: bad)
        }
        let policy = AccessTokenPolicy(
            issuers: issuers.isEmpty ? options.authorizationServers : issuers, requiredScopes: scopes)
        let option = source != nil ? "--jwks" : "--token-introspection"
        guard !policy.issuers.isEmpty else {
            throw HostError(
                .usage,
                "\(option): the tokens' issuer must be known; give --authorization-server URL (or --token-issuer ISSUER)",
                given: option)
        }
        if let source {
            do {
                let found =
                    source == "discover"
                    ? AccessTokenVerifier.Source.url(
                        try AuthorizationServerMetadata.endpoint("jwks_uri", of: discoveredIssuer(policy, "--jwks")))
                    : AccessTokenVerifier.Source(source)
                options.accessTokens = try AccessTokenVerifier(
                    source: found, policy: policy, log: standardErrorLines(program))
            } catch let error as AccessTokenError {
                throw HostError(.usage, "--jwks: \(error)", given: source)
            }
        }
        if var introspection {
            if introspection == "discover" {
                do {
                    introspection = try AuthorizationServerMetadata.endpoint(
                        "introspection_endpoint", of: discoveredIssuer(policy, "--token-introspection")
                    ).absoluteString
                } catch let error as AccessTokenError {
                    throw HostError(.usage, "--token-introspection: \(error)", given: introspection)
                }
            }
            options.introspection = TokenIntrospector(
                endpoint: try introspectionEndpoint(introspection, parsed), policy: policy)
        } else {
            for name in ["introspection-client", "introspection-secret-file"] where parsed.has(name) {
                throw HostError(.usage, "--\(name) applies to --token-introspection", given: "--\(name)")
            }
        }
    }

    /// The one issuer whose metadata `discover` reads.
    static func discoveredIssuer(_ policy: AccessTokenPolicy, _ option: String) throws -> String {
        guard policy.issuers.count == 1 else {
            throw HostError(
                .usage,
                "\(option) discover reads one authorization server's metadata; give exactly one --authorization-server (or --token-issuer)",
                given: option)
        }
        return policy.issuers[0]
    }

    /// `--token-introspection URL` with `--introspection-client ID` and
    /// `--introspection-secret-file PATH`: where to ask about opaque tokens, as whom.
    static func introspectionEndpoint(_ text: String, _ parsed: ParsedArguments) throws -> TokenIntrospector.Endpoint {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
            url.host != nil
        else {
            throw HostError(
                .usage,
                "--token-introspection takes the authorization server's introspection URL, got '\(text.clipped)'",
                given: text)
        }
        guard let client = try parsed.value("introspection-client"), !client.isEmpty,
            let path = try parsed.value("introspection-secret-file")
        else {
            throw HostError(
                .usage,
                "--token-introspection needs this server's client id and secret there: --introspection-client ID --introspection-secret-file PATH",
                given: text)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HostError(.usage, "--introspection-secret-file: cannot read '\(path.clipped)'", given: path)
        }
        let secret = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !secret.isEmpty, !secret.contains(where: \.isNewline) else {
            throw HostError(
                .usage, "--introspection-secret-file: '\(path.clipped)' must hold the secret alone, on one line",
                given: path)
        }
        return TokenIntrospector.Endpoint(url: url, clientID: client, clientSecret: secret)
    }

    /// How often a key set fetched from a URL is fetched again (a key set in a file is read again
    /// when the file changes, looked at with the token file's period).
    static let keySetURLSeconds = 600.0

    /// The key that signs `requestState` and confirmation tokens, from `--state-key-file`: every
    /// process serving the app must use the same one for a client to move between them.
    static func stateKey(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HostError(.usage, "--state-key-file: cannot read '\(path.clipped)'", given: path)
        }
        let key = [UInt8](data)
        guard key.count >= 32 else {
            throw HostError(
                .usage, "--state-key-file: '\(path.clipped)' holds \(key.count) bytes; the key needs at least 32",
                given: path)
        }
        return key
    }

    /// `--tls-cert` and `--tls-key` watched for a renewal every `--tls-reload-interval` seconds,
    /// or `nil` without HTTPS or with an interval of 0.
    static func tlsRenewal(_ parsed: ParsedArguments) throws -> TLSRenewal? {
        var seconds = 60.0
        if let text = try parsed.value("tls-reload-interval") {
            guard let value = Double(text), value >= 0, value <= 86_400 else {
                throw HostError(
                    .usage, "--tls-reload-interval takes seconds from 0 to 86400, got '\(text.clipped)'", given: text)
            }
            seconds = value
        }
        guard seconds > 0, let certificate = try parsed.value("tls-cert"), let key = try parsed.value("tls-key") else {
            if parsed.has("tls-reload-interval"), !parsed.has("tls-cert") {
                throw HostError(
                    .usage, "--tls-reload-interval applies to --tls-cert and --tls-key", given: "--tls-reload-interval")
            }
            return nil
        }
        return TLSRenewal(certificate: certificate, key: key, seconds: seconds)
    }

    /// The certificate and key files of a server that serves HTTPS, and how often they are looked
    /// at: a renewal (certbot's, say) replaces them, and the server then serves the new pair to new
    /// connections without a restart.
    struct TLSRenewal {
        let certificate: String
        let key: String
        let seconds: Double
        var files: FileWatch

        init(certificate: String, key: String, seconds: Double) {
            self.certificate = certificate
            self.key = key
            self.seconds = seconds
            files = FileWatch([certificate, key])
        }
    }

    /// Files looked at now and then for a change.
    struct FileWatch {
        let paths: [String]
        private var seen: [FileSignature?]

        init(_ paths: [String]) {
            self.paths = paths
            seen = paths.map(FileSignature.init)
        }

        /// Whether any of the files changed since the last look (a symbolic link is followed, so
        /// a link moved to a new file counts).
        mutating func changed() -> Bool {
            let now = paths.map(FileSignature.init)
            defer { seen = now }
            return now != seen
        }
    }

    /// How often the token file is looked at for a change: a token taken out is refused within
    /// about this long.
    static let tokenFileSeconds = 1.0

    /// What tells a file's new contents from its old without reading it.
    struct FileSignature: Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: Int64
        let modifiedNanoseconds: Int

        init?(_ path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            modified = Int64(status.st_mtim.tv_sec)
            modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
        }
    }

    /// What writes the server's lines to standard error, each after the program's name.
    static func standardErrorLines(_ program: String) -> @Sendable (String) -> Void {
        { line in FileHandle.standardError.write(Data("\(program): \(line)\n".utf8)) }
    }

    /// Serves until the process is stopped.
    static func serveHTTP(
        _ server: MCPServer, options: MCPHTTPOptions, renewal: TLSRenewal? = nil, tokenFile: String? = nil,
        program: String
    ) async throws -> ExitCode {
        let say = standardErrorLines(program)
        let service = MCPHTTPService(server: server, options: options, log: say)
        let http: HTTPServer
        do {
            http = try service.start()
        } catch {
            throw HostError(.usage, "--http: \(error)", given: "\(options.host):\(options.port)")
        }
        // The address on standard output, so a script that asked for port 0 learns the port.
        FileHandle.standardOutput.write(Data("MCP over Streamable HTTP at \(service.endpoint)\n".utf8))
        if options.publicURL != nil { say("clients reach it at \(service.publicEndpoint)") }
        if !options.isLoopback, !options.tokens.isEmpty || options.checksAccessTokens, options.tls == nil,
            options.publicURL == nil
        {
            say(
                "warning: bearer tokens cross the network in clear text to \(options.host): serve HTTPS with --tls-cert and --tls-key, or put a proxy that ends TLS in front (--public-url)"
            )
        }
        if let verifier = options.accessTokens {
            let keys = verifier.keySet
            say("JWT access tokens: \(keys.keys.count) key(s) from \(verifier.source)")
            for skipped in keys.skipped { say("--jwks: left out \(skipped)") }
        }
        if let introspection = options.introspection {
            say("opaque access tokens: asking \(introspection.endpoint.url) about each")
        }
        if options.checksAccessTokens {
            // The audience is the URL clients use: a token for any other is refused (RFC 8707).
            say("access tokens must name \(service.publicEndpoint) as their audience (aud)")
        }
        if !options.checksAccessTokens, !options.authorizationServers.isEmpty {
            say(
                "warning: --authorization-server without --jwks or --token-introspection: this server cannot check the tokens that server issues, so only --token-file tokens are accepted"
            )
        }
        if !options.isLoopback, options.tokens.isEmpty, !options.checksAccessTokens {
            say(
                "warning: listening on \(options.host) without --token-file: anyone who reaches it may call the intents that need no authentication"
            )
        }
        var files = ServedFiles(
            renewal: renewal, tokenFile: tokenFile, options: options, service: service, http: http, say: say)
        let (events, emit) = AsyncStream.makeStream(of: ServedFiles.Event.self, bufferingPolicy: .bufferingNewest(4))
        let hangUp = reloadOnHangUp { emit.yield(.hangUp) }
        let tick = files.tick
        let clock = Task {
            while (try? await Task.sleep(for: .seconds(tick))) != nil { emit.yield(.tick) }
        }
        // The stream ends when the serving task is cancelled: then the server stops.
        for await event in events {
            files.look(forced: event == .hangUp)
        }
        clock.cancel()
        hangUp.cancel()
        http.stop()
        return .success
    }
}

extension MCPCommand {
    /// Makes `SIGHUP` call `reload` instead of ending the process, as a daemon's reload does
    /// (`systemctl reload`): the signal is ignored by the process and read by a dispatch source.
    static func reloadOnHangUp(_ reload: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        signal(SIGHUP, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGHUP, queue: .global())
        source.setEventHandler(handler: reload)
        source.resume()
        return source
    }

    /// What an HTTP server reads from files and URLs while it serves: the token file, the JWT key
    /// set and the TLS certificate, each looked at for a change now and then, and all read again
    /// at once on `SIGHUP`.
    struct ServedFiles {
        enum Event: Sendable { case tick, hangUp }

        private var renewal: TLSRenewal?
        private var tokens: FileWatch?
        private var keySetFile: FileWatch?
        private var keySetDue: ContinuousClock.Instant?
        private var certificatesDue: ContinuousClock.Instant
        private let options: MCPHTTPOptions
        private let service: MCPHTTPService
        private let http: HTTPServer
        private let say: @Sendable (String) -> Void

        init(
            renewal: TLSRenewal?, tokenFile: String?, options: MCPHTTPOptions, service: MCPHTTPService,
            http: HTTPServer, say: @escaping @Sendable (String) -> Void
        ) {
            self.renewal = renewal
            self.options = options
            self.service = service
            self.http = http
            self.say = say
            tokens = tokenFile.map { FileWatch([$0]) }
            switch options.accessTokens?.source {
            case .file(let path): keySetFile = FileWatch([path])
            case .url: keySetDue = ContinuousClock.now + .seconds(keySetURLSeconds)
            case nil: break
            }
            certificatesDue = ContinuousClock.now + .seconds(renewal?.seconds ?? 0)
        }

        /// How often the files are looked at, in seconds.
        var tick: Double {
            min(
                renewal?.seconds ?? 3600, tokens == nil && keySetFile == nil ? 3600 : tokenFileSeconds,
                keySetDue == nil ? 3600 : keySetURLSeconds)
        }

        /// Reads again what changed or is due, or, when `forced` (`SIGHUP`), everything: the key
        /// set from its URL too, and the introspection answers kept are forgotten, so that a key
        /// or a token revoked at the authorization server is refused from then on.
        mutating func look(forced: Bool) {
            if forced {
                let what = [
                    tokens.map { _ in "the token file" }, options.accessTokens.map { _ in "the key set" },
                    options.introspection.map { _ in "the kept introspection answers" },
                    renewal.map { _ in "the certificate" },
                ].compactMap { $0 }
                say(
                    what.isEmpty
                        ? "SIGHUP: nothing to read again (no --token-file, --jwks, --token-introspection or --tls-cert)"
                        : "SIGHUP: reading again \(what.joined(separator: ", "))")
                options.introspection?.forget()
            }
            lookAtTokens(forced: forced)
            lookAtKeySet(forced: forced)
            lookAtCertificate(forced: forced)
        }

        private mutating func lookAtTokens(forced: Bool) {
            guard var watched = tokens, let path = watched.paths.first, watched.changed() || forced else { return }
            tokens = watched
            do {
                let replaced = try MCPCommand.tokens(in: path)
                service.replaceTokens(replaced)
                let count = replaced.count == 1 ? "the one token" : "the \(replaced.count) tokens"
                say("--token-file: accepting \(count) now in \(path)")
            } catch {
                // A bad edit changes nothing (the error names the file and the line).
                say("\(error); the previous tokens stay")
            }
        }

        private mutating func lookAtKeySet(forced: Bool) {
            guard let verifier = options.accessTokens else { return }
            var due = forced
            if var watched = keySetFile, watched.changed() {
                keySetFile = watched
                due = true
            }
            if let when = keySetDue, forced || ContinuousClock.now >= when {
                keySetDue = ContinuousClock.now + .seconds(keySetURLSeconds)
                due = true
            }
            guard due else { return }
            do {
                let keys = try verifier.reload()
                say("--jwks: checking tokens with the \(keys.keys.count) key(s) now at \(verifier.source)")
            } catch {
                say("--jwks: \(error); the previous keys stay")
            }
        }

        private mutating func lookAtCertificate(forced: Bool) {
            guard var watched = renewal, forced || ContinuousClock.now >= certificatesDue else { return }
            certificatesDue = ContinuousClock.now + .seconds(watched.seconds)
            let changed = watched.files.changed()
            renewal = watched
            guard changed || forced else { return }
            do {
                guard let tls = try MCPCommand.tls(certificate: watched.certificate, key: watched.key) else { return }
                try http.reload(tls: tls)
                say("HTTPS: serving the renewed certificate from \(watched.certificate)")
            } catch {
                // A pair caught half-written is tried again when the other file changes.
                say(
                    "HTTPS: kept the previous certificate; \(watched.certificate) and \(watched.key) could not serve: \(error)"
                )
            }
        }
    }
}
