import Foundation
import HTTPTypes
import Hummingbird

/// The checks every state-changing request must pass against cross-site request forgery: it
/// comes from the server's own origin, and it carries its session's token.
public struct CSRFProtection: Sendable {
    /// The hidden input a page carries the token in, `csrf_token`.
    public static let fieldName = "csrf_token"
    /// The header a JSON client sends the token in, `X-CSRF-Token`.
    public static let headerName = "X-CSRF-Token"

    /// Origins besides the server's own (`https://example.org`) whose pages may post: for a
    /// server behind a proxy that changes the `Host`, name the public origin here.
    public var trustedOrigins: Set<String>
    /// Whether the server is reached over HTTPS (its own origin is then `https://HOST`).
    public var isSecure: Bool

    /// Checks requests against the request's own `Host` and `trustedOrigins`.
    public init(trustedOrigins: Set<String> = [], isSecure: Bool = false) {
        self.trustedOrigins = Set(trustedOrigins.map { $0.lowercased() })
        self.isSecure = isSecure
    }

    /// Whether `request` comes from a page of this server: its `Origin` header, or without
    /// one its `Referer`, is the server's own origin (the scheme and the request's `Host`) or
    /// a trusted one. A request with neither, or with `Origin: null`, does not.
    public func isSameOrigin(_ request: Request) -> Bool {
        let sent: String
        if let origin = request.headers[.origin] {
            sent = origin
        } else if let referer = request.headers[.referer], let url = URL(string: referer), let scheme = url.scheme,
            let host = url.host
        {
            sent = "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
        } else {
            return false
        }
        let origin = sent.lowercased()
        if trustedOrigins.contains(origin) { return true }
        guard let authority = request.head.authority else { return false }
        return origin == "\(isSecure ? "https" : "http")://\(authority.lowercased())"
    }

    /// The token a JSON request sends in ``headerName``, if any.
    public func headerToken(of request: Request) -> String? {
        request.headers.first { $0.name.canonicalName == Self.headerName.lowercased() }?.value
    }

    /// Whether `sent` is `session`'s token, compared in time that does not depend on where
    /// they differ.
    public func isValidToken(_ sent: String?, for session: FormSession?) -> Bool {
        guard let sent, let expected = session?.csrfToken, !expected.isEmpty else { return false }
        let a = Array(sent.utf8)
        let b = Array(expected.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
