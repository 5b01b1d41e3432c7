import FormulateHTML
import FormulateHummingbird
import Foundation
import HTTPTypes
import Hummingbird
import Testing

/// Signed session cookies: read by any instance with the secret, refused when changed or old.
@Suite struct SessionTests {
    let sessions: SessionCookies

    init() throws { sessions = try SessionCookies(secret: secret) }

    @Test func aCookieIsReadBackByAnotherInstanceWithTheSameSecret() throws {
        let session = FormSession(userID: "ada")
        let other = try SessionCookies(secret: secret)
        #expect(other.session(fromCookieValue: sessions.cookieValue(for: session)) == session)
    }

    @Test func anotherSecretReadsNoSession() throws {
        let value = sessions.cookieValue(for: FormSession(userID: "ada"))
        let other = try SessionCookies(secret: Array("another secret, 32 bytes or more!".utf8))
        #expect(other.session(fromCookieValue: value) == nil)
    }

    @Test(arguments: ["", ".", "abc", "abc.def", "a.b.c", "%%%.***"])
    func aCookieThatIsNoSignedSessionIsNone(_ value: String) {
        #expect(sessions.session(fromCookieValue: value) == nil)
    }

    @Test func aChangedPayloadIsRefused() throws {
        let value = sessions.cookieValue(for: FormSession(userID: "ada"))
        let parts = value.split(separator: ".")
        let forged = sessions.cookieValue(for: FormSession(userID: "admin")).split(separator: ".")[0]
        #expect(sessions.session(fromCookieValue: "\(forged).\(parts[1])") == nil)
    }

    @Test func anExpiredSessionIsNone() {
        let session = FormSession(userID: "ada", lifetime: 60, now: Date(timeIntervalSince1970: 1_000))
        let value = sessions.cookieValue(for: session)
        #expect(sessions.session(fromCookieValue: value, now: Date(timeIntervalSince1970: 1_059)) == session)
        #expect(sessions.session(fromCookieValue: value, now: Date(timeIntervalSince1970: 1_060)) == nil)
    }

    @Test func aShortSecretIsRefused() {
        #expect(throws: SessionCookies.SecretError.self) { try SessionCookies(secret: Array("short".utf8)) }
    }

    @Test func cookiesAreHttpOnlyLaxAndSecureOverTLS() throws {
        var cookies = sessions
        let plain = cookies.cookie(for: FormSession(userID: "ada"))
        #expect(plain.httpOnly && plain.sameSite == .lax && !plain.secure && plain.path == "/")
        cookies.isSecure = true
        #expect(cookies.cookie(for: FormSession(userID: "ada")).secure)
    }

    @Test func tokensAreFreshAndComparedWhole() {
        let a = FormSession(userID: "ada")
        let b = FormSession(userID: "ada")
        #expect(a.csrfToken != b.csrfToken)
        #expect(a.csrfToken.count == 43)
        let csrf = CSRFProtection()
        #expect(csrf.isValidToken(a.csrfToken, for: a))
        #expect(!csrf.isValidToken(b.csrfToken, for: a))
        #expect(!csrf.isValidToken(String(a.csrfToken.dropLast()), for: a))
        #expect(!csrf.isValidToken("", for: a))
        #expect(!csrf.isValidToken(a.csrfToken, for: nil))
    }
}
