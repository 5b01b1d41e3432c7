import Formulate
import FormulateSchema
import Foundation
import HTTPTypes
import Hummingbird

extension FormRoutes {
    /// Adds a JSON API for front ends such as react-jsonschema-form at `path`: `GET` and `PUT`.
    ///
    /// - `GET` answers `{"schema", "uiSchema", "formData"}` for the signed-in user's model
    ///   (secrets are never sent) with an `ETag` that carries the fingerprints of the values
    ///   shown, and the session's token in the `X-CSRF-Token` header (only a page of the same
    ///   origin can read it); `401` without a session.
    /// - `PUT` takes a `formData` object (`application/json`) with the session's token in the
    ///   `X-CSRF-Token` header (``CSRFProtection/headerName``) and the `ETag` in `If-Match`:
    ///   without `If-Match` it is `428`; a foreign origin or a wrong token `403`; a tag this
    ///   server did not make `412`. The body is applied all or nothing through
    ///   `ModelForm.applyInput(json:mode:absentText:shown:)` in strict mode: members left as
    ///   shown keep the model's value now (another writer's change stays), members the client
    ///   changed are written, and a member someone else changed too is a conflict, `412` with
    ///   each field. Refused values are `422`. Each error is `{"key", "message", "messageKey"}`
    ///   in `{"errors": [...]}`. A saved body answers `200` with the new `formData` and `ETag`.
    public func registerAPI<Context: RequestContext>(on router: some RouterMethods<Context>, at path: String) {
        router.get(RouterPath(path)) { request, _ in try await self.read(request) }
        router.put(RouterPath(path)) { request, _ in try await self.replace(request) }
    }

    /// `GET`: the schema, the uiSchema and the values, with their tag.
    func read(_ request: Request) async throws -> Response {
        guard let session = sessions.session(of: request), let userID = session.userID else {
            var response = Response.errors([], message: "Sign in first.", status: .unauthorized)
            response.headers[.wwwAuthenticate] = sessions.challenge(signInPath: signInPath)
            return response
        }
        guard let stored = try await store.load(userID: userID) else {
            return .errors([], message: "Nothing is stored for this user.", status: .notFound)
        }
        let form = try ModelForm(stored.model)
        let exporter = JSONSchemaExporter()
        let shown = exporter.shownInstance(of: form)
        let body = FormValue.object([
            FormValueMember("schema", exporter.schema(for: form)),
            FormValueMember("uiSchema", exporter.uiSchema(for: form)),
            FormValueMember("formData", shown.instance),
        ])
        var response = Response.json(body, status: .ok, entityTag: ShownTag.entityTag(of: shown.fingerprints))
        if let name = HTTPField.Name(CSRFProtection.headerName) { response.headers[name] = session.csrfToken }
        return response
    }

    /// `PUT`: a body applied and saved, all or nothing, given the tag of what the client saw.
    func replace(_ request: Request) async throws -> Response {
        let session = sessions.session(of: request)
        guard csrf.isSameOrigin(request) else {
            return .errors([], message: "This request does not come from this site.", status: .forbidden)
        }
        guard let session, let userID = session.userID else {
            return .errors([], message: "Sign in first.", status: .forbidden)
        }
        guard csrf.isValidToken(csrf.headerToken(of: request), for: session) else {
            return .errors([], message: "Send the session's token in \(CSRFProtection.headerName).", status: .forbidden)
        }
        guard let ifMatch = request.headers[.ifMatch] else {
            return .errors(
                [], message: "Send the ETag of the values you were shown in If-Match.", status: .preconditionRequired)
        }
        guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
            return .errors([], message: "Send the values as application/json.", status: .unsupportedMediaType)
        }
        let body: FormValue
        do {
            let bytes = try await request.body.collect(upTo: limits.maximumBytes)
            body = try FormValue(jsonData: Data(bytes.readableBytesView), preservingDecimals: true)
        } catch let error as JSONError {
            return .errors([], message: "The body is not JSON: \(error)", status: .badRequest)
        } catch {
            return .errors(
                [], message: "The body is larger than \(limits.maximumBytes) bytes.", status: .contentTooLarge)
        }
        let shown: ShownFingerprints?
        if ifMatch.trimmingCharacters(in: .whitespaces) == "*" {
            shown = nil
        } else if let fingerprints = ShownTag.fingerprints(ifMatch: ifMatch) {
            shown = fingerprints
        } else {
            return .errors(
                [], message: "If-Match names no tag this server made: GET the values again.",
                status: .preconditionFailed)
        }
        return try await saveTurns.withTurn(of: userID) {
            for attempt in 0..<max(1, saveAttempts) {
                try await Self.backOff(before: attempt)
                guard let stored = try await store.load(userID: userID) else {
                    return .errors([], message: "Nothing is stored for this user.", status: .notFound)
                }
                let form = try ModelForm(stored.model)
                let saved: Store.Model
                do throws(FormErrors) {
                    try form.applyInput(json: body, mode: .strict, shown: shown)
                    saved = try form.commit()
                } catch {
                    let conflicts = error.errors.filter { $0.reason == .conflict }
                    guard conflicts.isEmpty else { return .errors(conflicts, status: .preconditionFailed) }
                    return .errors(
                        Self.everyRefusal(error.errors, of: body, shown: shown, to: stored.model),
                        status: .unprocessableContent)
                }
                if try await store.save(saved, userID: userID, replacing: stored.version) {
                    let now = JSONSchemaExporter().shownInstance(of: try ModelForm(saved))
                    return .json(
                        .object([FormValueMember("formData", now.instance)]), status: .ok,
                        entityTag: ShownTag.entityTag(of: now.fingerprints))
                }
            }
            return .errors([], message: "Someone else is saving these settings; try again.", status: .conflict)
        }
    }
}

/// The `ETag` of a JSON instance: its fingerprints' tag, a dot, and the fingerprints
/// themselves (base64url), so that any instance of the server reads back what the client was
/// shown from the `If-Match` alone, with nothing kept between requests.
enum ShownTag {
    static func entityTag(of fingerprints: ShownFingerprints) -> String {
        "\"\(fingerprints.tag).\(Base64URL.encode(Array(fingerprints.text.utf8)))\""
    }

    /// The fingerprints that the one strong tag made by ``entityTag(of:)`` in an `If-Match`
    /// list carries: a client sends the tag it was shown, alone or among others this server
    /// did not make. `nil` for none, or for two of this server's (which one was shown?).
    static func fingerprints(ifMatch header: String) -> ShownFingerprints? {
        guard let tags = strongTags(in: header) else { return nil }
        let made = tags.compactMap(fingerprints(ofTag:))
        return made.count == 1 ? made[0] : nil
    }

    /// The opaque parts of the strong tags of an `If-Match` list (`"a", W/"b", "c"`: `a`
    /// and `c`; a weak tag never matches for `If-Match`), or `nil` when it is no list of tags.
    static func strongTags(in header: String) -> [Substring]? {
        var tags: [Substring] = []
        var rest = Substring(header)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            guard !rest.isEmpty else { return tags }
            let isWeak = rest.hasPrefix("W/")
            if isWeak { rest = rest.dropFirst(2) }
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
            if !isWeak { tags.append(rest[rest.index(after: rest.startIndex)..<close]) }
            rest = rest[rest.index(after: close)...]
            guard rest.first.map({ $0 == " " || $0 == "\t" || $0 == "," }) ?? true else { return nil }
        }
    }

    /// The fingerprints the opaque part of a tag made by ``entityTag(of:)`` carries.
    private static func fingerprints(ofTag inner: Substring) -> ShownFingerprints? {
        guard let dot = inner.firstIndex(of: "."),
            let bytes = Base64URL.decode(inner[inner.index(after: dot)...]),
            let text = String(validating: bytes, as: UTF8.self),
            let fingerprints = try? ShownFingerprints(text: text),
            fingerprints.tag == inner[..<dot]
        else { return nil }
        return fingerprints
    }
}

extension Response {
    /// A JSON response, never cached, with an `ETag` when given.
    static func json(_ value: FormValue, status: HTTPResponse.Status, entityTag: String? = nil) -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        if let entityTag { headers[.eTag] = entityTag }
        return Response(
            status: status, headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: value.jsonString(pretty: false))))
    }

    /// `{"errors": [{"key", "message", "messageKey"}...]}`, with a message of its own first when given.
    static func errors(_ errors: [FormError], message: String? = nil, status: HTTPResponse.Status) -> Response {
        var members: [FormValue] = errors.map { error in
            .object([
                FormValueMember("key", .string(error.key)), FormValueMember("message", .string(error.message)),
                FormValueMember("messageKey", .string(error.messageKey)),
            ])
        }
        if let message {
            members.insert(
                .object([
                    FormValueMember("key", .string("")), FormValueMember("message", .string(message)),
                    FormValueMember("messageKey", .string("http.\(status.code)")),
                ]), at: 0)
        }
        return .json(.object([FormValueMember("errors", .array(members))]), status: status)
    }
}
