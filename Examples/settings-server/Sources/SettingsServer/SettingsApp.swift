import FormulateHTML
import FormulateHummingbird
import Foundation
import Hummingbird
import Logging
import NIOCore

/// The settings server: its routes over a database, and the application that serves them.
public enum SettingsApp {
    /// The routes of a server over `database`, with `accounts`' users and sessions signed by
    /// `sessions`: `/login`, `/logout`, `/settings`, `/api/settings`, and `/`. A state-changing
    /// request must come from the request's own origin or one of `trustedOrigins` (the public
    /// origin, behind a proxy or load balancer that changes the `Host`).
    public static func router(
        database: any SettingsDatabase, accounts: Accounts, sessions: SessionCookies,
        trustedOrigins: Set<String> = []
    ) -> Router<BasicRequestContext> {
        let router = Router()
        let csrf = CSRFProtection(trustedOrigins: trustedOrigins)

        var renderer = HTMLRenderer(submitTitle: "Save settings")
        renderer.enhancement = .script()
        let settings = FormRoutes(
            store: SettingsStore(database: database), sessions: sessions, csrf: csrf, title: "Settings",
            renderer: renderer,
            limits: URLEncodedForm.Limits(maximumBytes: 1_048_576, maximumPairs: 5_000),
            signInPath: "/login", signOutPath: "/logout")
        settings.register(on: router, at: "/settings")
        settings.registerAPI(on: router, at: "/api/settings")

        let signIn = SignInRoutes(sessions: sessions, csrf: csrf, signedInPath: "/settings") { username, password in
            try await accounts.userID(name: username, password: password)
        }
        signIn.register(on: router, at: "/login", signOutAt: "/logout")

        router.get("/") { request, _ in
            Response.redirect(to: sessions.session(of: request)?.userID == nil ? "/login" : "/settings")
        }
        return router
    }

    /// The application serving `router` on 127.0.0.1 at `port` (`0`: a free port); once it
    /// listens, it prints `Serving on http://127.0.0.1:PORT` on standard output.
    public static func application(
        router: Router<BasicRequestContext>, port: Int, logger: Logger
    ) -> some ApplicationProtocol {
        Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: port), serverName: "settings-server"),
            onServerRunning: { channel in
                let url = "http://127.0.0.1:\(channel.localAddress?.port ?? port)"
                FileHandle.standardOutput.write(Data("Serving on \(url)\n".utf8))
            },
            logger: logger)
    }
}
