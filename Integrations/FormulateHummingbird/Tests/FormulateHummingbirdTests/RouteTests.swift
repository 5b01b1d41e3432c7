import Formulate
import FormulateHTML
import FormulateHummingbird
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Every status of the page's routes, and that nothing is written on any 4xx.
@Suite struct RouteTests {
    @Test func aBrowserThatIsNotSignedInIsSentToSignIn() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(uri: "/settings", method: .get)
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/login")
        }
    }

    @Test func thePageCarriesTheTokenANonceAndNoStore() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(uri: "/settings", method: .get, headers: [.cookie: app.cookie])
            #expect(response.status == .ok)
            #expect(hiddenValue("csrf_token", in: response.text) == app.session.csrfToken)
            #expect(response.text.contains("value=\"Ada\""))
            #expect(response.headers[.cacheControl] == "no-store")
            let policy = try #require(response.headers[.contentSecurityPolicy])
            #expect(!policy.contains("script-src"))
            #expect(!response.text.contains("<script"))
            #expect(policy.contains("default-src 'none'"))
            #expect(policy.contains("frame-ancestors 'none'"))
        }
    }

    /// With the enhancement, each response has a nonce of its own, in the policy and the script tag.
    @Test func theEnhancementsScriptIsAllowedByANoncePerResponse() async throws {
        var enhanced = try TestApp()
        enhanced.routes.renderer.enhancement = .script()
        let app = enhanced
        try await app.application().test(.router) { client in
            var nonces: [String] = []
            for _ in 0..<2 {
                let response = try await client.execute(uri: "/settings", method: .get, headers: [.cookie: app.cookie])
                let policy = try #require(response.headers[.contentSecurityPolicy])
                let nonce = try #require(policy.split(separator: "'nonce-").last?.split(separator: "'").first)
                #expect(nonce.count == 43)
                #expect(nonce.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
                #expect(response.text.contains(" nonce=\"\(nonce)\" data-id-prefix="))
                nonces.append(String(nonce))
            }
            #expect(nonces[0] != nonces[1])
        }
    }

    /// The page refers to the script, served as a file that browsers keep: the same text, under
    /// a name made of its hash.
    @Test func theEnhancementScriptIsAFileBrowsersKeep() async throws {
        var enhanced = try TestApp()
        enhanced.routes.renderer.enhancement = .script()
        let app = enhanced
        try await app.application().test(.router) { client in
            let page = try await client.execute(uri: "/settings", method: .get, headers: [.cookie: app.cookie])
            let tag = try #require(page.text.split(separator: "<script ").last)
            let src = try #require(tag.split(separator: "src=\"").last?.split(separator: "\"").first)
            #expect(src.hasPrefix("/settings/formulate-enhancement."))
            #expect(src.hasSuffix(".js"))
            #expect(src.count == "/settings/formulate-enhancement.".count + 16 + 3)
            #expect(tag.contains("></script>"))
            #expect(!page.text.contains(HTMLRenderer.enhancementScript))
            let script = try await client.execute(uri: String(src), method: .get)
            #expect(script.status == .ok)
            #expect(script.text == HTMLRenderer.enhancementScript)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(script.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(script.headers[.xContentTypeOptions] == "nosniff")
            let other = try await client.execute(
                uri: "/settings/formulate-enhancement.0000000000000000.js", method: .get)
            #expect(other.status == .notFound)
        }
    }

    @Test func aValidPostIsSavedAndRedirectedWith303() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders,
                body: app.body([("displayName", "Grace"), ("fontSize", "18")]))
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/settings")
        }
        let saved = try #require(await app.store.records["ada"])
        #expect(saved.model == Settings(displayName: "Grace", fontSize: 18))
        #expect(saved.version == 2)
    }

    @Test(arguments: [
        ("no token", nil as String?, "http://localhost" as String?),
        ("a wrong token", "not-the-token", "http://localhost"),
        ("a foreign origin", "", "http://evil.example"),
        ("a null origin", "", "null"),
        ("a foreign port", "", "http://localhost:8081"),
        ("neither origin nor referer", "", nil),
    ])
    func aPostWithoutItsTokenOrFromAnotherSiteIs403AndWritesNothing(
        _ case: String, token: String?, origin: String?
    ) async throws {
        let app = try TestApp()
        var headers: HTTPFields = [.cookie: app.cookie, .contentType: "application/x-www-form-urlencoded"]
        if let origin { headers[.origin] = origin }
        let pairs = [("displayName", "Mallory")]
        let body: ByteBuffer
        if let token {
            body = app.body(pairs, token: token.isEmpty ? app.session.csrfToken : token)
        } else {
            body = ByteBuffer(string: "displayName=Mallory")
        }
        try await app.application().test(.router) { [headers] client in
            let response = try await client.execute(uri: "/settings", method: .post, headers: headers, body: body)
            #expect(response.status == .forbidden, "\(`case`)")
        }
        #expect(await app.store.records["ada"]?.model == Settings())
        #expect(await app.store.saves == 0)
    }

    @Test func aSameSiteRefererStandsInForAMissingOrigin() async throws {
        let app = try TestApp()
        var headers = app.postHeaders
        headers[.origin] = nil
        headers[.referer] = "http://localhost/settings"
        try await app.application().test(.router) { [headers] client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: headers, body: app.body([("fontSize", "20")]))
            #expect(response.status == .seeOther)
        }
        #expect(await app.store.records["ada"]?.model.fontSize == 20)
    }

    @Test func aPostWithoutASessionIs403() async throws {
        let app = try TestApp()
        var headers = app.postHeaders
        headers[.cookie] = nil
        try await app.application().test(.router) { [headers] client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: headers, body: app.body([("fontSize", "20")]))
            #expect(response.status == .forbidden)
        }
        #expect(await app.store.saves == 0)
    }

    @Test func aRefusedValueIs422WithThePageShownAgainAndNothingSaved() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders,
                body: app.body([("displayName", "Grace"), ("fontSize", "huge")]))
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("value=\"huge\""))
            #expect(response.text.contains("\"huge\" is not a whole number"))
            #expect(response.text.contains("value=\"Grace\""))
            #expect(hiddenValue("csrf_token", in: response.text) == app.session.csrfToken)
        }
        #expect(await app.store.records["ada"]?.model == Settings())
        #expect(await app.store.saves == 0)
    }

    @Test func aBodyOverTheLimitIs413() async throws {
        let app = try TestApp(limits: URLEncodedForm.Limits(maximumBytes: 512))
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders,
                body: app.body([("displayName", String(repeating: "x", count: 2_000))]))
            #expect(response.status == .contentTooLarge)
        }
        #expect(await app.store.saves == 0)
    }

    @Test func tooManyPairsIs413() async throws {
        let app = try TestApp(limits: URLEncodedForm.Limits(maximumPairs: 3))
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders,
                body: app.body([("displayName", "a"), ("displayName", "b"), ("displayName", "c")]))
            #expect(response.status == .contentTooLarge)
        }
        #expect(await app.store.saves == 0)
    }

    @Test func aBodyOfAnotherTypeIs415() async throws {
        let app = try TestApp()
        var headers = app.postHeaders
        headers[.contentType] = "application/json"
        try await app.application().test(.router) { [headers] client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: headers, body: app.body([("fontSize", "20")]))
            #expect(response.status == .unsupportedMediaType)
        }
        #expect(await app.store.saves == 0)
    }

    @Test func aMalformedBodyIs400() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders,
                body: ByteBuffer(string: "csrf_token=\(app.session.csrfToken)&displayName=%zz"))
            #expect(response.status == .badRequest)
        }
        #expect(await app.store.saves == 0)
    }

    @Test func aFieldInputMayNotWriteIs400() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders,
                body: app.body([("displayName", "Grace"), ("isAdmin", "true")]))
            #expect(response.status == .badRequest)
            #expect(response.text.contains("isAdmin"))
            // A key is quoted with its control and invisible characters escaped, never echoed.
            let hostile = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders,
                body: app.body([("displayName", "Grace"), ("isAdmin\u{0}\u{202E}", "true")]))
            #expect(hostile.status == .badRequest)
            #expect(hostile.text.contains(#""isAdmin\0\u{202E}""#))
            #expect(!hostile.text.unicodeScalars.contains { $0.value == 0 || $0.value == 0x202E })
        }
        #expect(await app.store.saves == 0)
    }

    @Test func anAddButtonAnswersThePageWithTheNewRowAndSavesNothing() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders,
                body: app.body([("displayName", "Grace"), (FormSubmission.editButtonName, "add servers")]))
            #expect(response.status == .ok)
            #expect(response.text.contains("name=\"servers.0.host\""))
            #expect(response.text.contains("value=\"Grace\""))
        }
        #expect(await app.store.saves == 0)
    }

    /// A key typed for a new entry that the dictionary cannot take (taken, or left empty)
    /// is the person's to correct: 422 with the page, what they typed kept, nothing saved.
    @Test(arguments: ["env", ""])
    func aKeyTypedForANewEntryThatCannotBeTakenIs422WithThePageKept(typed: String) async throws {
        let app = try TestApp()
        await app.store.edit("ada") { $0.labels = ["env": "prod"] }
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders,
                body: app.body([
                    ("displayName", "Grace"), ("labels.env", "prod"), ("formulate[new].labels", typed),
                    (FormSubmission.editButtonName, "add labels"),
                ]))
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("value=\"Grace\""))
            #expect(
                response.text.contains(
                    typed.isEmpty
                        ? "Type the key of the new entry of Labels first." : "Labels has an entry 'env' already"))
        }
        #expect(await app.store.saves == 0)
    }

    /// Two people, one record: the field only one changed is kept, the one both changed is a conflict.
    @Test func aStalePageKeepsAnotherPersonsChangeAndReportsAConflict() async throws {
        let app = try TestApp()
        try await app.application().test(.router) { client in
            let page = try await client.execute(uri: "/settings", method: .get, headers: [.cookie: app.cookie]).text
            let shown = try #require(hiddenValue(FormSubmission.shownValuesName, in: page))
            await app.store.edit("ada") { $0.displayName = "Changed elsewhere" }
            // The page posts every field; the person changed only the font size.
            let kept = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders,
                body: app.body([
                    (FormSubmission.shownValuesName, shown), ("displayName", "Ada"), ("fontSize", "16"),
                ]))
            #expect(kept.status == .seeOther)
            #expect(await app.store.records["ada"]?.model == Settings(displayName: "Changed elsewhere", fontSize: 16))

            // Both changed the name: a conflict, nothing written.
            let conflict = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders,
                body: app.body([
                    (FormSubmission.shownValuesName, shown), ("displayName", "Grace"), ("fontSize", "14"),
                ]))
            #expect(conflict.status == .unprocessableContent)
            #expect(conflict.text.contains("Changed elsewhere"))
        }
        #expect(await app.store.records["ada"]?.model == Settings(displayName: "Changed elsewhere", fontSize: 16))
    }

    @Test func aSaveThatLosesTheRaceIsAppliedAgainToTheNewVersion() async throws {
        let app = try TestApp()
        await app.store.refuseNextSaves(1)
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders, body: app.body([("fontSize", "30")]))
            #expect(response.status == .seeOther)
        }
        #expect(await app.store.records["ada"]?.model == Settings(displayName: "Changed elsewhere", fontSize: 30))
    }

    @Test func aSaveThatLosesEveryTryIs409AndWritesNothingOfItsOwn() async throws {
        var configured = try TestApp()
        configured.routes.saveAttempts = 3
        let app = configured
        #expect(
            FormRoutes<MemoryStore>.init(store: app.store, sessions: app.routes.sessions, title: "S").saveAttempts == 8)
        await app.store.refuseNextSaves(3)
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders, body: app.body([("fontSize", "30")]))
            #expect(response.status == .conflict)
        }
        #expect(await app.store.saves == 0)
        #expect(await app.store.records["ada"]?.model == Settings(displayName: "Changed elsewhere", fontSize: 14))
    }

    /// Posts of one user's model to one process take turns: none loses a try to another, so
    /// every one is saved even with a single try each.
    @Test func postsOfOneModelTakeTurnsInAProcess() async throws {
        var configured = try TestApp()
        configured.routes.saveAttempts = 1
        let app = configured
        await app.store.setLoadTime(.milliseconds(5))
        try await app.application().test(.router) { client in
            try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for index in 0..<6 {
                    group.addTask {
                        let body = app.body([("fontSize", "\(20 + index)")])
                        return try await client.execute(
                            uri: "/settings", method: .post, headers: app.postHeaders, body: body
                        ).status
                    }
                    group.addTask {
                        let body = ByteBuffer(string: "{\"displayName\": \"Ada \(index)\"}")
                        return try await client.execute(
                            uri: "/api/settings", method: .put, headers: app.putHeaders(ifMatch: "*"), body: body
                        ).status
                    }
                }
                var statuses: [HTTPResponse.Status] = []
                for try await status in group { statuses.append(status) }
                #expect(statuses.filter { $0 == .seeOther }.count == 6)
                #expect(statuses.filter { $0 == .ok }.count == 6)
            }
        }
        #expect(await app.store.saves == 12)
        #expect(await app.store.records["ada"]?.version == 13)
    }

    @Test func aSaveThatLosesAllButTheLastTryIsSaved() async throws {
        let app = try TestApp()
        await app.store.refuseNextSaves(7)
        try await app.application().test(.router) { client in
            let response = try await client.execute(
                uri: "/settings", method: .post, headers: app.postHeaders, body: app.body([("fontSize", "30")]))
            #expect(response.status == .seeOther)
        }
        #expect(await app.store.saves == 1)
        #expect(await app.store.records["ada"]?.model.fontSize == 30)
    }
}
