import Foundation

/// A throwaway private key and self-signed certificate for `127.0.0.1`, made by `openssl`.
public struct TLSPair: Sendable {
    /// The PEM files.
    public let key: String
    public let certificate: String

    /// Makes `NAME-key.pem` and `NAME-cert.pem` in `folder`.
    public init(in folder: URL, _ name: String) throws {
        key = folder.appendingPathComponent("\(name)-key.pem").path
        certificate = folder.appendingPathComponent("\(name)-cert.pem").path
        let made = try CombinedOutput.run(
            URL(fileURLWithPath: "/usr/bin/openssl"),
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "2",
                "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
            ])
        guard made.code == 0 else { throw TLSPairError(description: "openssl could not make a pair: \(made)") }
    }

    /// The certificate as the server sends it: the base64 of its PEM block, white space removed.
    public var certificateBody: String {
        get throws { Self.firstPEMBody(in: try String(contentsOfFile: certificate, encoding: .utf8)) ?? "" }
    }

    /// The certificate a TLS server on `port` of 127.0.0.1 presents, as `certificateBody` has it
    /// (`openssl s_client`, its input closed so that it ends after the handshake).
    public static func served(on port: UInt16) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = ["s_client", "-connect", "127.0.0.1:\(port)"]
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return firstPEMBody(in: text)
    }

    static func firstPEMBody(in text: String) -> String? {
        guard let begin = text.range(of: "-----BEGIN CERTIFICATE-----"),
            let end = text.range(of: "-----END CERTIFICATE-----", range: begin.upperBound..<text.endIndex)
        else { return nil }
        return text[begin.upperBound..<end.lowerBound].filter { !$0.isWhitespace }
    }
}

struct TLSPairError: Error, CustomStringConvertible {
    let description: String
}
