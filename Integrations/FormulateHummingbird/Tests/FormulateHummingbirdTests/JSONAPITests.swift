import Formulate
import FormulateHTML
import FormulateHummingbird
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The JSON API: the instance with its ETag, and PUT with If-Match, all or nothing.
@Suite struct JSONAPITests {
    @Test func getAnswersSchemaUISchemaAndFormDataWithAnETag() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(uri: "/api/settings", method: .get, headers: [.cookie: app.cookie])
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(response.json["formData"]?["displayName"] == .string("Ada"))
            #expect(response.json["schema"]?["type"] == .string("object"))
            #expect(response.json["uiSchema"]?.objectValue != nil)
            let tag = try #require(response.headers[.eTag])
            #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""))
            // The same values give the same tag.
            let again = try await client.execute(uri: "/api/settings", method: .get, headers: [.cookie: app.cookie])
            #expect(again.headers[.eTag] == tag)
        }
    }

    @Test func getWithoutASessionIs401() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(uri: "/api/settings", method: .get)
            #expect(response.status == .unauthorized)
            // HTTP asks a 401 for a challenge: where to sign in, and the session's cookie.
            #expect(
                response.headers[.wwwAuthenticate]
                    == #"Cookie realm="/login", form-action="/login", cookie-name="formulate_session""#)
        }
    }

    @Test func putWithTheTagSavesAndAnswersTheNewTag() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let tag = try #require(
                try await client.execute(uri: "/api/settings", method: .get, headers: [.cookie: app.cookie])
                    .headers[.eTag])
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: tag),
                body: ByteBuffer(string: #"{"displayName": "Grace", "fontSize": 16, "servers": []}"#))
            #expect(response.status == .ok)
            #expect(response.json["formData"]?["fontSize"] == .int(16))
            #expect(response.headers[.eTag] != tag)
        }
        #expect(await app.store.records["ada"]?.model == Settings(displayName: "Grace", fontSize: 16))
    }

    @Test func putWithoutIfMatchIs428() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: nil),
                body: ByteBuffer(string: #"{"fontSize": 16}"#))
            #expect(response.status == .preconditionRequired)
        }
        #expect(await app.store.saves == 0)
    }

    @Test func putWithoutTheTokenHeaderIs403() async throws {
        let app = try TestApp()
        var headers = app.putHeaders(ifMatch: "*")
        let name = try #require(HTTPField.Name(CSRFProtection.headerName))
        headers[name] = "wrong"
        try await app.application().test(.router) { [headers] client in
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: headers, body: ByteBuffer(string: #"{"fontSize": 16}"#))
            #expect(response.status == .forbidden)
        }
        #expect(await app.store.saves == 0)
    }

    @Test func aTagThisServerDidNotMakeIs412() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: "\"0123456789abcdef\""),
                body: ByteBuffer(string: #"{"fontSize": 16}"#))
            #expect(response.status == .preconditionFailed)
        }
        #expect(await app.store.saves == 0)
    }

    /// A stale tag: what only the client changed is applied, another writer's change stays;
    /// a field both changed is 412 naming it, with nothing written.
    @Test func aStaleTagAppliesOnlyWhatTheClientChangedAndReportsConflicts() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let shown = try await client.execute(uri: "/api/settings", method: .get, headers: [.cookie: app.cookie])
            let tag = try #require(shown.headers[.eTag])
            await app.store.edit("ada") { $0.displayName = "Changed elsewhere" }
            // The whole formData comes back, with only the font size changed.
            let kept = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: tag),
                body: ByteBuffer(string: #"{"displayName": "Ada", "fontSize": 20, "servers": []}"#))
            #expect(kept.status == .ok)
            #expect(await app.store.records["ada"]?.model == Settings(displayName: "Changed elsewhere", fontSize: 20))

            let conflict = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: tag),
                body: ByteBuffer(string: #"{"displayName": "Grace", "fontSize": 14, "servers": []}"#))
            #expect(conflict.status == .preconditionFailed)
            #expect(conflict.errorKeys == ["displayName"])
        }
        #expect(await app.store.records["ada"]?.model == Settings(displayName: "Changed elsewhere", fontSize: 20))
    }

    /// If-Match is a list: the tag the client was shown matches among tags this server did
    /// not make (or weak ones); two of this server's tags say nothing of what was shown (412).
    @Test func theShownTagMatchesInAListOfTags() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let shown = try await client.execute(uri: "/api/settings", method: .get, headers: [.cookie: app.cookie])
            let tag = try #require(shown.headers[.eTag])
            let listed = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: #""x,y", W/"z", "# + tag),
                body: ByteBuffer(string: #"{"fontSize": 20}"#))
            #expect(listed.status == .ok)
            let newTag = try #require(listed.headers[.eTag])
            let two = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: tag + ", " + newTag),
                body: ByteBuffer(string: #"{"fontSize": 30}"#))
            #expect(two.status == .preconditionFailed)
            let foreign = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: newTag + #", "other""#),
                body: ByteBuffer(string: #"{"fontSize": 30}"#))
            #expect(foreign.status == .ok)
            let latest = try #require(foreign.headers[.eTag])
            for malformed in [latest + " junk", latest + #", "unclosed"#, latest + ", W/"] {
                let refused = try await client.execute(
                    uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: malformed),
                    body: ByteBuffer(string: #"{"fontSize": 40}"#))
                #expect(refused.status == .preconditionFailed, "\(malformed)")
            }
        }
        #expect(await app.store.records["ada"]?.model.fontSize == 30)
    }

    @Test func refusedValuesAre422WithEachErrorsKeyMessageAndMessageKey() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: "*"),
                body: ByteBuffer(string: #"{"fontSize": 500}"#))
            #expect(response.status == .unprocessableContent)
            let error = try #require(response.json["errors"]?.arrayValue?.first)
            #expect(error["key"] == .string("fontSize"))
            #expect(error["messageKey"]?.stringValue?.isEmpty == false)
            #expect(error["message"]?.stringValue?.contains("72") == true)
        }
        #expect(await app.store.saves == 0)
    }

    /// A body with a value out of range and a required field left empty is refused for
    /// both at once, in field order, as the page would show them.
    @Test func everyRefusedFieldIsInOne422() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: "*"),
                body: ByteBuffer(string: #"{"fontSize": 500, "displayName": "", "nope": 1}"#))
            #expect(response.status == .unprocessableContent)
            let errors = try #require(response.json["errors"]?.arrayValue)
            #expect(errors.map { $0["key"] } == [.string("displayName"), .string("fontSize"), .string("nope")])
            #expect(errors.first?["messageKey"] == .string("rule.required"))
        }
        #expect(await app.store.saves == 0)
    }

    /// A value refused in an item leaves out that value alone: the item's other values are
    /// applied and checked, so the required fields left empty beside it are named in the same
    /// 422, in the item's field order, as the page shows them.
    @Test func everyErrorOfAnItemIsInOne422() async throws {
        let app = try TestApp()
        let home = Server(name: "Home", host: "example.org", port: 8443)
        await app.store.edit("ada") { $0.servers = [home] }
        try await app.application().test(.router) { client in
            let tag = try #require(
                try await client.execute(uri: "/api/settings", method: .get, headers: [.cookie: app.cookie])
                    .headers[.eTag])
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: tag),
                body: ByteBuffer(string: #"{"servers": [{"name": "", "host": "", "port": 70000}]}"#))
            #expect(response.status == .unprocessableContent)
            #expect(response.errorKeys == ["servers.0.name", "servers.0.host", "servers.0.port"])
            let messageKeys = response.json["errors"]?.arrayValue?.compactMap { $0["messageKey"]?.stringValue }
            #expect(messageKeys?.prefix(2) == ["rule.required", "rule.required"])
        }
        #expect(await app.store.saves == 0)
        #expect(await app.store.records["ada"]?.model.servers == [home])
    }

    /// The same in a subform and in a new entry of a dictionary of subforms, beside members
    /// refused whole (a number out of range, a dictionary of values with a NUL in a value).
    @Test func everyErrorOfASubformAndOfAnEntryIsInOne422() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: "*"),
                body: ByteBuffer(
                    string: #"""
                        {"accounts": {"work": {"name": "", "host": "", "port": 0}}, "labels": {"env": "a\u0000b"},
                         "contact": {"email": "", "age": 500}, "fontSize": 500}
                        """#))
            #expect(response.status == .unprocessableContent)
            #expect(
                response.errorKeys == [
                    "fontSize", "labels", "contact.email", "contact.age", "accounts.work.name", "accounts.work.host",
                    "accounts.work.port",
                ])
        }
        #expect(await app.store.saves == 0)
    }

    /// What is refused inside a collection is left out alone and named once: a key that is no
    /// field of the item (after the item's own errors), and an item that is not an object
    /// (not also each required field of the item it would add).
    @Test func aRefusedItemOrKeyInsideACollectionIsNamedOnce() async throws {
        let app = try TestApp()
        let home = Server(name: "Home", host: "example.org", port: 8443)
        await app.store.edit("ada") { $0.servers = [home] }
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: "*"),
                body: ByteBuffer(string: #"{"servers": [{"name": "Home", "host": "", "nope": 1}, 7]}"#))
            #expect(response.status == .unprocessableContent)
            #expect(response.errorKeys == ["servers.0.host", "servers.0.nope", "servers.1"])
        }
        #expect(await app.store.saves == 0)
        #expect(await app.store.records["ada"]?.model.servers == [home])
    }

    /// A refused key that names no value as sent (an entry's key with a control character,
    /// named escaped): its whole member is left out, and the other members are still checked.
    @Test func aRefusedKeyThatNamesNoValueSentLeavesOutItsMember() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: "*"),
                body: ByteBuffer(string: #"{"accounts": {"a\u0000": {"name": "A"}}, "displayName": ""}"#))
            #expect(response.status == .unprocessableContent)
            #expect(response.errorKeys == ["displayName", #"accounts.a\u{0}"#])
        }
        #expect(await app.store.saves == 0)
    }

    @Test func malformedJSONIs400AndAnOversizedBodyIs413() async throws {
        let app = try TestApp(limits: URLEncodedForm.Limits(maximumBytes: 256))
        try await app.application().test(.router) { client in
            let malformed = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: "*"),
                body: ByteBuffer(string: #"{"fontSize": "#))
            #expect(malformed.status == .badRequest)
            let large = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: "*"),
                body: ByteBuffer(string: #"{"displayName": ""# + String(repeating: "x", count: 1_000) + #""}"#))
            #expect(large.status == .contentTooLarge)
        }
        #expect(await app.store.saves == 0)
    }

    @Test func aBodyThatIsNotJSONIs415() async throws {
        let app = try TestApp()
        var headers = app.putHeaders(ifMatch: "*")
        headers[.contentType] = "application/x-www-form-urlencoded"
        try await app.application().test(.router) { [headers] client in
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: headers, body: ByteBuffer(string: "fontSize=16"))
            #expect(response.status == .unsupportedMediaType)
        }
        #expect(await app.store.saves == 0)
    }

    /// Hostile bodies and tags: an empty body and JSON nested 1,000 deep are 400, garbage in
    /// If-Match (control and bidi characters, a megabyte of base64) is 412; none writes anything.
    @Test func hostileBodiesAndTagsWriteNothing() async throws {
        let app = try TestApp()
        let deep = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
        let cases: [(body: String, ifMatch: String, status: HTTPResponse.Status)] = [
            ("", "*", .badRequest),
            (deep, "*", .badRequest),
            (#"{"fontSize": 16}"#, "\"\u{202E}abc.\u{1}\u{0}\"", .preconditionFailed),
            (
                #"{"fontSize": 16}"#, "\"0123456789abcdef." + String(repeating: "A", count: 1 << 20) + "\"",
                .preconditionFailed
            ),
            (#"{"fontSize": 16}"#, "W/\"0123456789abcdef\"", .preconditionFailed),
        ]
        try await app.application().test(.router) { client in
            for hostile in cases {
                let response = try await client.execute(
                    uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: hostile.ifMatch),
                    body: ByteBuffer(string: hostile.body))
                #expect(response.status == hostile.status, "\(hostile.body.prefix(20)) \(hostile.ifMatch.prefix(20))")
            }
        }
        #expect(await app.store.saves == 0)
        #expect(await app.store.records["ada"]?.model == Settings())
    }

    @Test func anEmptyObjectChangesNothing() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: "*"),
                body: ByteBuffer(string: "{}"))
            #expect(response.status == .ok)
        }
        #expect(await app.store.records["ada"]?.model == Settings())
    }

    @Test func aForeignOriginIs403() async throws {
        let app = try TestApp()
        var headers = app.putHeaders(ifMatch: "*")
        headers[.origin] = "http://evil.example"
        try await app.application().test(.router) { [headers] client in
            let response = try await client.execute(
                uri: "/api/settings", method: .put, headers: headers, body: ByteBuffer(string: #"{"fontSize": 16}"#))
            #expect(response.status == .forbidden)
        }
        #expect(await app.store.saves == 0)
    }
}
