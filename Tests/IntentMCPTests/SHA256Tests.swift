import Testing

@testable import IntentMCP

@Suite struct SHA256Tests {
    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    @Test func digestsMatchTheFIPSExamples() {
        #expect(
            hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    struct Vector: CustomTestStringConvertible, Sendable {
        let name: String
        let key: String
        let data: String
        let mac: String
        var testDescription: String { name }
    }

    /// RFC 4231 §4.2–4.8, HMAC-SHA256 (case 5 truncates to 128 bits).
    static let vectors: [Vector] = [
        Vector(
            name: "case 1", key: String(repeating: "0b", count: 20), data: "4869205468657265",
            mac: "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        Vector(
            name: "case 2", key: "4a656665", data: "7768617420646f2079612077616e7420666f72206e6f7468696e673f",
            mac: "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        Vector(
            name: "case 3", key: String(repeating: "aa", count: 20), data: String(repeating: "dd", count: 50),
            mac: "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"),
        Vector(
            name: "case 4", key: "0102030405060708090a0b0c0d0e0f10111213141516171819",
            data: String(repeating: "cd", count: 50),
            mac: "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"),
        Vector(
            name: "case 5 (truncated)", key: String(repeating: "0c", count: 20),
            data: "546573742057697468205472756e636174696f6e", mac: "a3b6167473100ee06e0c796c2955552b"),
        Vector(
            name: "case 6", key: String(repeating: "aa", count: 131),
            data:
                "54657374205573696e67204c6172676572205468616e20426c6f636b2d53697a65204b6579202d2048617368204b6579204669727374",
            mac: "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
        Vector(
            name: "case 7", key: String(repeating: "aa", count: 131),
            data:
                "5468697320697320612074657374207573696e672061206c6172676572207468616e20626c6f636b2d73697a65206b657920616e642061206c6172676572207468616e20626c6f636b2d73697a6520646174612e20546865206b6579206e6565647320746f20626520686173686564206265666f7265206265696e6720757365642062792074686520484d414320616c676f726974686d2e",
            mac: "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"),
    ]

    @Test(arguments: vectors) func hmacMatchesRFC4231(_ vector: Vector) {
        let mac = HMACSHA256.authenticationCode(for: [UInt8](hex: vector.data), key: [UInt8](hex: vector.key))
        #expect(hex(mac).hasPrefix(vector.mac))
    }

    @Test func base64URLRoundTripsEveryLength() {
        for count in 0..<70 {
            let data = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) }
            let text = Base64URL.encode(data)
            #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
            #expect(Base64URL.decode(text) == data)
        }
        #expect(Base64URL.decode("a") == nil)
        #expect(Base64URL.decode("ab+c") == nil)
        #expect(Base64URL.decode("ab=") == nil)
        // RFC 4648's vectors, unpadded, and the two characters that differ from base64's.
        let vectors = [
            "": "", "Zg": "f", "Zm8": "fo", "Zm9v": "foo", "Zm9vYg": "foob", "Zm9vYmE": "fooba", "Zm9vYmFy": "foobar",
        ]
        for (text, plain) in vectors { #expect(Base64URL.decode(text) == Array(plain.utf8), "\(text)") }
        #expect(Base64URL.decode("_-8") == [0xFF, 0xEF])
    }

    @Test func sealedStateOpensAndAlteredStateIsRefused() throws {
        let signer = RequestStateSigner(key: Array(repeating: 7, count: 32))
        let state = RequestState(
            tool: "OrderSoupIntent", argumentsDigest: "abc",
            answered: [.init(question: "q1", response: ["action": "accept"])], pending: "q2", key: "ask-2")
        let token = signer.seal(state)
        #expect(try signer.open(token) == state)
        // Flip one character of the payload.
        var characters = Array(token)
        let position = 10
        characters[position] = characters[position] == "A" ? "B" : "A"
        #expect(throws: RequestStateError.self) { try signer.open(String(characters)) }
        // Another server run (another key) cannot open it.
        #expect(throws: RequestStateError.self) {
            try RequestStateSigner(key: Array(repeating: 8, count: 32)).open(token)
        }
        #expect(throws: RequestStateError.self) { try signer.open("garbage") }
    }
}
