import Crypto
import Formulate
import FormulateHTML
import Foundation
import HTTPTypes
import Hummingbird

/// A page that edits each signed-in user's model, served with post/redirect/get and
/// protected against cross-site request forgery.
///
/// ```swift
/// let routes = FormRoutes(store: settingsStore, sessions: sessions, title: "Settings")
/// routes.register(on: router, at: "/settings")
/// ```
///
/// - `GET` renders the page from the stored model, with the session's token in a hidden
///   input (``CSRFProtection/fieldName``); a browser that is not signed in is sent to
///   ``signInPath`` (`303`).
/// - `POST` takes the `application/x-www-form-urlencoded` body the page sends. A request
///   whose origin is not the server's, or whose token is not its session's, is `403`; a body
///   over ``limits`` is `413`, one that cannot be decoded `400`, as is one naming a field that
///   input may not write. Otherwise it is applied through `FormSubmission` in strict mode to
///   a form over the stored model (only what the person changed on the page is written, and
///   a field someone else changed since is a conflict) and saved if the stored version is
///   unchanged: `303 See Other` back to the page. Refused values and conflicts answer `422`
///   with the page shown again (the person's text beside each error); an add, remove or
///   move button answers `200` with the page after the edit. Nothing is saved on any `4xx`.
public struct FormRoutes<Store: FormStore>: Sendable {
    /// Where the models are kept.
    public var store: Store
    /// How sessions are read from, and written to, cookies.
    public var sessions: SessionCookies
    /// The origin and token checks of state-changing requests.
    public var csrf: CSRFProtection
    /// The page's title and heading.
    public var title: String
    /// How the page is rendered; its `action` and `hiddenInputs` are set for each request.
    /// With `renderer.enhancement = .script()` the page edits items in place where JavaScript
    /// runs: the page refers to the script, which ``register(on:at:)`` serves as a file a
    /// browser fetches once and keeps (`PATH/formulate-enhancement.HASH.js`), and the tag is
    /// allowed by a nonce made for each response (in the `Content-Security-Policy`).
    public var renderer: HTMLRenderer
    /// The largest body accepted, in bytes and pairs.
    public var limits: URLEncodedForm.Limits
    /// Where a browser that is not signed in is sent.
    public var signInPath: String
    /// Where the page's Sign out button posts (with the session's token), as
    /// ``SignInRoutes/register(on:at:signOutAt:)`` serves it; no button when `nil` (the default).
    public var signOutPath: String?
    /// The Sign out button's title.
    public var signOutTitle = "Sign out"
    /// How many times a save is tried when another request saved in between (the post is
    /// applied to the model as it is then; a field both changed is a conflict), waiting a
    /// little longer, at random, before each new try; then the answer is `409 Conflict`.
    public var saveAttempts = 8
    /// One save of each user's model at a time in this process.
    let saveTurns = SaveTurns()

    /// Routes over `store`, with sessions read by `sessions`.
    public init(
        store: Store, sessions: SessionCookies, csrf: CSRFProtection = CSRFProtection(), title: String,
        renderer: HTMLRenderer = HTMLRenderer(), limits: URLEncodedForm.Limits = .default,
        signInPath: String = "/login", signOutPath: String? = nil
    ) {
        self.store = store
        self.sessions = sessions
        self.csrf = csrf
        self.title = title
        self.renderer = renderer
        self.limits = limits
        self.signInPath = signInPath
        self.signOutPath = signOutPath
    }

    /// Waits before a save's try after the first: a random 1 to 4 ms, doubled for each try
    /// lost, at most 64 ms, so that writers of one row who keep meeting spread out.
    static func backOff(before attempt: Int) async throws {
        guard attempt > 0 else { return }
        let milliseconds = min(64, Int.random(in: 1...4) << min(attempt - 1, 6))
        try await Task.sleep(for: .milliseconds(milliseconds))
    }

    /// Adds `GET` and `POST` at `path` to `router`, and, when the renderer's enhancement is a
    /// script without a `src`, `GET` of the script's file (`PATH/formulate-enhancement.HASH.js`).
    public func register<Context: RequestContext>(on router: some RouterMethods<Context>, at path: String) {
        router.get(RouterPath(path)) { request, _ in try await self.show(request, path: path) }
        router.post(RouterPath(path)) { request, _ in try await self.submit(request, path: path) }
        if case .script(_, nil) = renderer.enhancement {
            router.get(RouterPath(Self.enhancementScriptPath(at: path))) { _, _ in EnhancementScriptFile.response() }
        }
    }

    /// Where ``register(on:at:)`` serves the enhancement script for the page at `path`:
    /// `PATH/formulate-enhancement.HASH.js`, a name that changes with the script's text.
    static func enhancementScriptPath(at path: String) -> String {
        (path.hasSuffix("/") ? path : path + "/") + EnhancementScriptFile.name
    }

    /// `GET`: the page of the stored model.
    func show(_ request: Request, path: String) async throws -> Response {
        guard let session = sessions.session(of: request), let userID = session.userID else {
            return .redirect(to: signInPath)
        }
        guard let stored = try await store.load(userID: userID) else { return .text("Not found", status: .notFound) }
        let form = try ModelForm(stored.model)
        return page(form, session: session, path: path, status: .ok)
    }

    /// `POST`: the page's body applied, saved, and redirected; or the page again.
    func submit(_ request: Request, path: String) async throws -> Response {
        let session = sessions.session(of: request)
        guard csrf.isSameOrigin(request) else {
            return .text("Forbidden: this request does not come from this site.", status: .forbidden)
        }
        guard let session, let userID = session.userID else {
            return .text("Forbidden: sign in first.", status: .forbidden)
        }
        let pairs: [(key: String, value: String)]
        switch await FormBody.pairs(of: request, limits: limits) {
        case .pairs(let decoded): pairs = decoded
        case .refused(let response): return response
        }
        let token = pairs.last { $0.key == CSRFProtection.fieldName }?.value
        guard csrf.isValidToken(token, for: session) else {
            return .text("Forbidden: the page is out of date or not this site's; reload it.", status: .forbidden)
        }
        return try await saveTurns.withTurn(of: userID) {
            for attempt in 0..<max(1, saveAttempts) {
                try await Self.backOff(before: attempt)
                guard let stored = try await store.load(userID: userID) else {
                    return .text("Not found", status: .notFound)
                }
                let form = try ModelForm(stored.model)
                let saved: Store.Model
                do throws(FormSubmissionError) {
                    saved = try FormSubmission.commit(
                        pairs, to: form, mode: .strict, reservedKeys: [CSRFProtection.fieldName])
                } catch {
                    switch error {
                    case .shapeEdited: return page(form, session: session, path: path, status: .ok)
                    case .invalidFields: return page(form, session: session, path: path, status: .unprocessableContent)
                    case .unexpectedKeys:
                        // The keys quoted, their control and invisible characters escaped.
                        return .text("Bad request: \(error).", status: .badRequest)
                    case .invalidEdit(let edit): return .text(edit.message, status: .badRequest)
                    case .malformedBody(let problem): return .text(problem.message, status: .badRequest)
                    }
                }
                if try await store.save(saved, userID: userID, replacing: stored.version) {
                    return .redirect(to: path, type: .normal)
                }
            }
            return .text("Someone else is saving these settings; try again.", status: .conflict)
        }
    }

    /// The page of `form`, for `session`, with a fresh script nonce and the headers that
    /// keep it out of caches and frames. The script is a file of its own (perf: issue 39).
    func page<Model>(_ form: ModelForm<Model>, session: FormSession, path: String, status: HTTPResponse.Status)
        -> Response
    {
        var renderer = renderer
        renderer.action = path
        renderer.hiddenInputs = [CSRFProtection.fieldName: session.csrfToken]
        var nonce: String?
        if case .script(_, let src) = renderer.enhancement {
            nonce = FormSession.randomToken()
            renderer.enhancement = .script(nonce: nonce, src: src ?? Self.enhancementScriptPath(at: path))
        }
        var html = renderer.page(form, title: title)
        if let signOutPath {
            html = SignInRoutes.addingSignOutButton(
                to: html, path: signOutPath, token: session.csrfToken, title: signOutTitle)
        }
        return .page(html, status: status, scriptNonce: nonce)
    }
}

extension Response {
    /// An HTML page, never cached, framed or sniffed, whose policy allows its inline style
    /// sheet and, with `scriptNonce`, the one script that carries it.
    static func page(_ html: String, status: HTTPResponse.Status, scriptNonce: String? = nil) -> Response {
        var headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8",
            .cacheControl: "no-store",
            .contentSecurityPolicy:
                "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
                + (scriptNonce.map { "; script-src 'nonce-\($0)'" } ?? ""),
        ]
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    /// A plain-text response.
    static func text(_ text: String, status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text + "\n")))
    }
}

/// ``HTMLRenderer/enhancementScript`` as a file: the same text for every page, so a browser
/// fetches it once and keeps it, and a page is about 18 KB smaller (perf: issue 39).
enum EnhancementScriptFile {
    /// `formulate-enhancement.HASH.js`, `HASH` the first 16 hexadecimal digits of the script's
    /// SHA-256: another script has another name, so a kept copy is never stale.
    static let name: String = {
        let digest = SHA256.hash(data: Data(HTMLRenderer.enhancementScript.utf8))
        return "formulate-enhancement." + digest.prefix(8).map { String(format: "%02x", $0) }.joined() + ".js"
    }()

    private static let body = ByteBuffer(string: HTMLRenderer.enhancementScript)

    /// The script, kept by browsers and caches for a year.
    static func response() -> Response {
        var headers: HTTPFields = [
            .contentType: "text/javascript; charset=utf-8",
            .cacheControl: "public, max-age=31536000, immutable",
        ]
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}
