import Formulate
import FormulateHTML
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// A sign-in page and sign-out for the people whose models ``FormRoutes`` edits, with the
/// same signed sessions and the same checks against cross-site request forgery.
///
/// ```swift
/// let signIn = SignInRoutes(sessions: sessions, signedInPath: "/settings") { username, password in
///     try await accounts.userID(name: username, password: password)
/// }
/// signIn.register(on: router, at: "/login", signOutAt: "/logout")
/// ```
///
/// - `GET` renders the page: a form of `username` and `password`, each labelled, under one
///   `h1` in a `main` landmark, with the token of a session that is not signed in yet (set
///   in the cookie when the browser has none), so that the sign-in post is protected by a
///   token too. A browser that is signed in already is sent to ``signedInPath`` (`303`).
/// - `POST` takes `username`, `password` and ``CSRFProtection/fieldName``
///   (`application/x-www-form-urlencoded`). A foreign origin, no session cookie, or a token
///   that is not the session's is `403`; a body over ``limits`` `413`, a malformed one
///   `400`. A name and password the authenticator accepts answer `303 See Other` to
///   ``signedInPath`` with a new session (a new token: the one the page carried is not
///   used again); any other answer `401` with the page again, the name kept and
///   ``failureMessage`` at the password, whichever of the two was wrong. After too many
///   failures for the name, or from the client (``throttle``: 5 of one name from one
///   client in 15 minutes, unless you change it), an attempt answers `429 Too Many
///   Requests` with `Retry-After` (in seconds) and the page again, the name kept and
///   ``throttledMessage`` at the password, without calling the authenticator.
/// - Sign-out `POST` (from the same origin, with the session's token, as the button
///   ``FormRoutes/signOutPath`` adds sends it) removes the session's cookie and answers
///   `303` to the sign-in page.
///
/// The sessions are signed cookies that the server keeps no record of: signing out removes
/// the cookie from the browser, and a copy taken before stays valid until it expires.
public struct SignInRoutes: Sendable {
    /// Checks a name and a password: the ID of the user they sign in, or `nil` when they
    /// do not match. Take as long when the name is unknown (check a dummy hash), so that
    /// the time of an answer does not tell which names exist.
    public typealias Authenticator = @Sendable (_ username: String, _ password: String) async throws -> String?

    /// How sessions are read from, and written to, cookies.
    public var sessions: SessionCookies
    /// The origin and token checks of the sign-in and sign-out posts.
    public var csrf: CSRFProtection
    /// The page's title and heading.
    public var title: String
    /// Where a browser goes once signed in.
    public var signedInPath: String
    /// How the page is rendered; its `action` and `hiddenInputs` are set for each request.
    public var renderer: HTMLRenderer
    /// What the page says at the password after a refused sign-in.
    public var failureMessage = "The username or password is wrong."
    /// The largest body accepted, in bytes and pairs: 16 KiB and 32 pairs unless you change it.
    public var limits = URLEncodedForm.Limits(maximumBytes: 16 * 1024, maximumPairs: 32)
    /// The bound on failed sign-ins, asked before the authenticator: 5 failures of one name
    /// from one client, 20 from one client and 100 of one name in 15 minutes, unless you set
    /// another ``SignInThrottle``; `nil` turns it off (when something in front of the server
    /// limits sign-ins already). The client is the request's remote address, when the
    /// router's context conforms to `RemoteAddressRequestContext`; read ``SignInThrottle``
    /// for what that means behind a proxy, and with several instances. Routes registered from
    /// copies of these share their throttle.
    public var throttle: SignInThrottle? = SignInThrottle()
    /// What the page says at the password when ``throttle`` refuses an attempt, given the
    /// seconds to wait (the `Retry-After`): "Too many failed sign-ins. Wait 15 minutes, then
    /// try again." unless you change it.
    public var throttledMessage: @Sendable (_ seconds: Int) -> String = SignInRoutes.waitMessage(seconds:)
    /// Checks what a person typed.
    let authenticate: Authenticator

    /// Sign-in over `sessions`, sending a signed-in browser to `signedInPath`; `authenticate`
    /// checks each name and password.
    public init(
        sessions: SessionCookies, csrf: CSRFProtection = CSRFProtection(), title: String = "Sign In",
        signedInPath: String, renderer: HTMLRenderer = HTMLRenderer(submitTitle: "Sign in"),
        authenticate: @escaping Authenticator
    ) {
        self.sessions = sessions
        self.csrf = csrf
        self.title = title
        self.signedInPath = signedInPath
        self.renderer = renderer
        self.authenticate = authenticate
    }

    /// Adds the page's `GET` and `POST` at `path` to `router`, and sign-out's `POST` at
    /// `signOutPath` when given.
    public func register<Context: RequestContext>(
        on router: some RouterMethods<Context>, at path: String, signOutAt signOutPath: String? = nil
    ) {
        router.get(RouterPath(path)) { request, _ in try self.show(request, path: path) }
        router.post(RouterPath(path)) { request, context in
            try await self.signIn(
                request, path: path, client: (context as? any RemoteAddressRequestContext)?.remoteAddress)
        }
        if let signOutPath {
            router.post(RouterPath(signOutPath)) { request, _ in await self.signOut(request, signInPath: path) }
        }
    }

    /// `GET`: the page, with a session that is not signed in yet.
    func show(_ request: Request, path: String) throws -> Response {
        let existing = sessions.session(of: request)
        if existing?.userID != nil { return .redirect(to: signedInPath) }
        let session = existing ?? FormSession(userID: nil, lifetime: sessions.lifetime)
        var response = try page(username: "", message: nil, session: session, path: path, status: .ok)
        if existing == nil { response.setCookie(sessions.cookie(for: session)) }
        return response
    }

    /// `POST`: a new signed-in session and `303`, or the page again with `401`, or with `429`
    /// when ``throttle`` refuses the attempt of `client`.
    func signIn(_ request: Request, path: String, client: SocketAddress?) async throws -> Response {
        guard csrf.isSameOrigin(request) else {
            return .text("Forbidden: this request does not come from this site.", status: .forbidden)
        }
        guard let session = sessions.session(of: request) else {
            return .text(
                "Forbidden: the sign-in page is out of date, or cookies are off; reload it.", status: .forbidden)
        }
        let pairs: [(key: String, value: String)]
        switch await FormBody.pairs(of: request, limits: limits) {
        case .pairs(let decoded): pairs = decoded
        case .refused(let response): return response
        }
        guard csrf.isValidToken(pairs.last(where: { $0.key == CSRFProtection.fieldName })?.value, for: session) else {
            return .text("Forbidden: the page is out of date or not this site's; reload it.", status: .forbidden)
        }
        let username = pairs.last { $0.key == "username" }?.value ?? ""
        let password = pairs.last { $0.key == "password" }?.value ?? ""
        var attempt: SignInThrottle.Attempt?
        if let throttle {
            switch await throttle.admit(name: username, client: client) {
            case .allowed(let allowed): attempt = allowed
            case .refused(let wait):
                let seconds = Self.wholeSeconds(wait)
                var response = try page(
                    username: username, message: throttledMessage(seconds), session: session, path: path,
                    status: .tooManyRequests)
                response.headers[.retryAfter] = String(seconds)
                return response
            }
        }
        guard let userID = try await authenticate(username, password) else {
            var response = try page(
                username: username, message: failureMessage, session: session, path: path, status: .unauthorized)
            response.headers[.wwwAuthenticate] = sessions.challenge(signInPath: path)
            return response
        }
        if let throttle, let attempt { await throttle.succeeded(attempt) }
        var response = Response.redirect(to: signedInPath)
        response.setCookie(sessions.cookie(for: FormSession(userID: userID, lifetime: sessions.lifetime)))
        return response
    }

    /// Sign-out's `POST`: the cookie removed and `303` to the sign-in page.
    func signOut(_ request: Request, signInPath: String) async -> Response {
        guard csrf.isSameOrigin(request) else {
            return .text("Forbidden: this request does not come from this site.", status: .forbidden)
        }
        // Without a session there is nothing to end.
        guard let session = sessions.session(of: request) else { return .redirect(to: signInPath) }
        let pairs: [(key: String, value: String)]
        switch await FormBody.pairs(of: request, limits: limits) {
        case .pairs(let decoded): pairs = decoded
        case .refused(let response): return response
        }
        guard csrf.isValidToken(pairs.last(where: { $0.key == CSRFProtection.fieldName })?.value, for: session) else {
            return .text("Forbidden: the page is out of date or not this site's; reload it.", status: .forbidden)
        }
        var response = Response.redirect(to: signInPath)
        response.setCookie(sessions.expiredCookie())
        return response
    }

    /// The sign-in page for `session`, with `username` filled in and `message`, if any, at
    /// the password.
    func page(username: String, message: String?, session: FormSession, path: String, status: HTTPResponse.Status)
        throws -> Response
    {
        let form = try ModelForm(SignInCredentials(username: username))
        if let message { try form.markInvalid("password", message: message) }
        var renderer = renderer
        renderer.action = path
        renderer.hiddenInputs = [CSRFProtection.fieldName: session.csrfToken]
        renderer.enhancement = .off
        return .page(renderer.page(form, title: title), status: status)
    }

    /// `wait` in whole seconds, rounded up: at least 1, as `Retry-After` takes them.
    static func wholeSeconds(_ wait: Duration) -> Int {
        let (seconds, attoseconds) = wait.components
        let whole = attoseconds > 0 && seconds < Int64.max ? seconds + 1 : seconds
        return Int(clamping: max(1, whole))
    }

    /// The default ``throttledMessage``: the wait in minutes, rounded up, or under a minute
    /// in seconds.
    @Sendable static func waitMessage(seconds: Int) -> String {
        let minutes = seconds / 60 + (seconds % 60 == 0 ? 0 : 1)
        let wait =
            switch seconds {
            case ..<2: "1 second"
            case ..<60: "\(seconds) seconds"
            case 60: "1 minute"
            default: "\(minutes) minutes"
            }
        return "Too many failed sign-ins. Wait \(wait), then try again."
    }

    /// `html` (a page) with a form before the end of its `main` that posts the session's
    /// `token` to `path`: a Sign out button.
    static func addingSignOutButton(to html: String, path: String, token: String, title: String) -> String {
        let form = """
            <form method="post" action="\(HTMLEscaping.attribute(path))" class="sign-out">\
            <input type="hidden" name="\(CSRFProtection.fieldName)" value="\(HTMLEscaping.attribute(token))">\
            <button type="submit">\(HTMLEscaping.text(title))</button></form>

            """
        guard let end = html.range(of: "</main>", options: .backwards) else { return html + form }
        var html = html
        html.insert(contentsOf: form, at: end.lowerBound)
        return html
    }
}

/// What the sign-in page asks for: both required, the name with `autocomplete="username"`,
/// the password with `current-password` (and never written into the page).
struct SignInCredentials: Sendable, FormCustomizing {
    var username = ""
    var password = ""

    /// Both are typed by the person (fields input may not write are rendered disabled).
    static var inputFields: FormInput { .all }

    static var fieldSettings: [String: FieldSettings] {
        ["username": .rules(.required), "password": .rules(.required)]
    }
}
