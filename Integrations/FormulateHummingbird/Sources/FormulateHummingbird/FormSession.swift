import Crypto
import Foundation
import Hummingbird

/// Who a browser is signed in as, and the token its pages carry against cross-site request
/// forgery: the content of a signed session cookie (``SessionCookies``).
///
/// A browser that is not signed in gets a session too (with no ``userID``), so that a
/// sign-in page's form is protected as well. Sign-in makes a new session, with a new token.
public struct FormSession: Sendable, Hashable, Codable {
    /// The signed-in user, or `nil` before sign-in.
    public var userID: String?
    /// The token every state-changing request of this session must send back, in the
    /// hidden input ``CSRFProtection/fieldName`` or the header ``CSRFProtection/headerName``.
    public var csrfToken: String
    /// When the session ends, in whole seconds since 1970.
    public var expires: Int64

    /// A new session for `userID` (or for a browser not signed in), with a fresh random
    /// token (256 bits), lasting `lifetime` seconds from `now`.
    public init(userID: String?, lifetime: Int64 = 8 * 3600, now: Date = Date()) {
        self.userID = userID
        self.csrfToken = Self.randomToken()
        self.expires = Int64(now.timeIntervalSince1970) + lifetime
    }

    /// 32 random bytes from the system's secure generator, base64url without padding.
    static func randomToken() -> String {
        // Four 64-bit draws, not 32 of a byte: each draw is a system call (perf: issue 39).
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for _ in 0..<4 { withUnsafeBytes(of: generator.next() as UInt64) { bytes.append(contentsOf: $0) } }
        return Base64URL.encode(bytes)
    }
}

/// Sessions kept in a signed cookie: nothing is stored on the server, so any instance that
/// holds the same secret reads a session another instance made.
///
/// The cookie's value is the session as JSON, base64url-encoded, a dot, and an HMAC-SHA256
/// of that text with the secret; a cookie whose signature does not match, that cannot be
/// read, or whose session has expired is no session. Cookies are `HttpOnly`,
/// `SameSite=Lax`, `Path=/`, and `Secure` when ``isSecure`` (serve over TLS).
public struct SessionCookies: Sendable {
    /// Why a secret was refused.
    public struct SecretError: Error, CustomStringConvertible {
        /// What is wrong with it.
        public var description: String
    }

    /// The cookie's name; `formulate_session` unless you change it.
    public var cookieName = "formulate_session"
    /// Whether cookies are marked `Secure` (sent over HTTPS only): set it when you serve TLS.
    public var isSecure = false
    /// How long a new session lasts, in seconds; 8 hours unless you change it.
    public var lifetime: Int64 = 8 * 3600
    private let key: SymmetricKey

    /// Signs with `secret`, at least 32 bytes (share it between instances, keep it out of
    /// the repository: `--secret-file`).
    public init(secret: [UInt8]) throws(SecretError) {
        guard secret.count >= 32 else {
            throw SecretError(description: "a session secret needs at least 32 bytes; this one has \(secret.count)")
        }
        key = SymmetricKey(data: secret)
    }

    /// The challenge a `401` carries in `WWW-Authenticate` (HTTP requires one): the `Cookie`
    /// scheme of sessions kept in a cookie and begun by a form, with where that form posts
    /// and the cookie's name (`Cookie realm="signInPath", form-action="signInPath",
    /// cookie-name="formulate_session"`).
    func challenge(signInPath: String) -> String {
        // Quoted strings: a backslash or a quote escaped, anything else a header cannot hold dropped.
        func quoted(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars where scalar.value >= 0x20 && scalar.value < 0x7F {
                if scalar == "\\" || scalar == "\"" { result += "\\" }
                result.unicodeScalars.append(scalar)
            }
            return result + "\""
        }
        return
            "Cookie realm=\(quoted(signInPath)), form-action=\(quoted(signInPath)), cookie-name=\(quoted(cookieName))"
    }

    /// The session the request's cookie holds, if it is signed with this secret and has
    /// not expired.
    public func session(of request: Request, now: Date = Date()) -> FormSession? {
        guard let value = request.cookies[cookieName]?.value else { return nil }
        return session(fromCookieValue: value, now: now)
    }

    /// The session a cookie's value holds, if it is signed with this secret and has not
    /// expired.
    public func session(fromCookieValue value: String, now: Date = Date()) -> FormSession? {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let signature = Base64URL.decode(parts[1]) else { return nil }
        let payload = Data(parts[0].utf8)
        guard HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: payload, using: key),
            let json = Base64URL.decode(parts[0]),
            let session = try? JSONDecoder().decode(FormSession.self, from: Data(json)),
            session.expires > Int64(now.timeIntervalSince1970)
        else { return nil }
        return session
    }

    /// The cookie that holds `session`.
    public func cookie(for session: FormSession) -> Cookie {
        Cookie(
            name: cookieName, value: cookieValue(for: session),
            maxAge: Int(max(0, session.expires - Int64(Date().timeIntervalSince1970))), path: "/",
            secure: isSecure, httpOnly: true, sameSite: .lax)
    }

    /// The value of the cookie that holds `session`.
    public func cookieValue(for session: FormSession) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = (try? encoder.encode(session)) ?? Data()
        let payload = Base64URL.encode(Array(json))
        let signature = HMAC<SHA256>.authenticationCode(for: Data(payload.utf8), using: key)
        return payload + "." + Base64URL.encode(Array(signature))
    }

    /// A cookie that ends the session in the browser (sign-out).
    public func expiredCookie() -> Cookie {
        Cookie(name: cookieName, value: "", maxAge: 0, path: "/", secure: isSecure, httpOnly: true, sameSite: .lax)
    }
}

/// base64url without padding (RFC 4648, section 5), as cookie values and tokens use it.
enum Base64URL {
    static func encode(_ bytes: [UInt8]) -> String {
        // Byte by byte: three Foundation replacements cost more than the encoding (perf: issue 39).
        let base64 = Data(bytes).base64EncodedString().utf8
        return String(
            decoding: base64.lazy.filter { $0 != UInt8(ascii: "=") }.map {
                $0 == UInt8(ascii: "+") ? UInt8(ascii: "-") : $0 == UInt8(ascii: "/") ? UInt8(ascii: "_") : $0
            }, as: UTF8.self)
    }

    static func decode(_ text: Substring) -> [UInt8]? {
        guard text.count <= 8192,
            text.utf8.allSatisfy({
                $0 == 0x2D || $0 == 0x5F || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
                    || (0x61...0x7A).contains($0)
            })
        else {
            return nil
        }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64).map(Array.init)
    }
}
