import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An authorization server's metadata (RFC 8414, or OpenID Connect Discovery), read to find
/// where its keys and its introspection endpoint are.
package enum AuthorizationServerMetadata {
    /// The metadata of the server whose issuer identifier is `issuer`: RFC 8414's well-known
    /// URL first (`/.well-known/oauth-authorization-server` before the issuer's path), then
    /// OpenID Connect's (`/.well-known/openid-configuration` after it). Its `issuer` must be
    /// `issuer` itself (RFC 8414, section 3.3), or a look-alike server could name other keys.
    package static func discover(issuer: String) throws(AccessTokenError) -> [String: MCPJSON] {
        guard let url = URL(string: issuer), let scheme = url.scheme, let host = url.host else {
            throw AccessTokenError("the issuer '\(issuer.clipped)' is not a URL")
        }
        let port = url.port.map { ":\($0)" } ?? ""
        let origin = "\(scheme)://\(host)\(port)"
        var path = url.path
        if path.hasSuffix("/") { path.removeLast() }
        let candidates = [
            "\(origin)/.well-known/oauth-authorization-server\(path)",
            "\(origin)\(path)/.well-known/openid-configuration",
        ]
        var failures: [String] = []
        for candidate in candidates {
            guard let address = URL(string: candidate) else { continue }
            var request = URLRequest(url: address, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 5)
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            let (status, body) = try AuthorizationServerHTTP.send(request, "read \(candidate)", limit: 1 << 20)
            guard status == 200 else {
                failures.append("\(candidate): HTTP \(status)")
                continue
            }
            guard let metadata = (try? JSONParser.parse(body))?.objectValue else {
                throw AccessTokenError("\(candidate) is not a JSON object")
            }
            guard metadata["issuer"]?.stringValue == issuer else {
                throw AccessTokenError(
                    "\(candidate) names the issuer '\(metadata["issuer"]?.stringValue?.clipped ?? "")', not '\(issuer.clipped)'"
                )
            }
            return metadata
        }
        throw AccessTokenError("no metadata for the issuer '\(issuer.clipped)': \(failures.joined(separator: "; "))")
    }

    /// `name` from the metadata of `issuer`, a URL.
    package static func endpoint(_ name: String, of issuer: String) throws(AccessTokenError) -> URL {
        let metadata = try discover(issuer: issuer)
        guard let text = metadata[name]?.stringValue, let url = URL(string: text), url.host != nil else {
            throw AccessTokenError("the metadata of '\(issuer.clipped)' has no \"\(name)\"")
        }
        return url
    }
}

/// One HTTP exchange with an authorization server (its key set, its introspection endpoint),
/// waited for on the calling thread, 5 seconds at most.
enum AuthorizationServerHTTP {
    /// The status and the body (at most `limit` bytes); `what` completes "cannot …" in errors.
    static func send(_ request: URLRequest, _ what: String, limit: Int) throws(AccessTokenError) -> (Int, [UInt8]) {
        let outcome = Mutex<Result<(Int, [UInt8]), AccessTokenError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            let result: Result<(Int, [UInt8]), AccessTokenError>
            if let error {
                result = .failure(AccessTokenError("cannot \(what): \(error.localizedDescription)", kind: .unavailable))
            } else if let data, data.count <= limit {
                result = .success(((response as? HTTPURLResponse)?.statusCode ?? 0, [UInt8](data)))
            } else {
                result = .failure(
                    AccessTokenError("cannot \(what): the answer is over \(limit) bytes", kind: .unavailable))
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        task.resume()
        if done.wait(timeout: .now() + 6) == .timedOut {
            task.cancel()
            throw AccessTokenError("cannot \(what): no answer within 5 seconds", kind: .unavailable)
        }
        return try outcome.withLock { $0 }!.get()
    }
}
