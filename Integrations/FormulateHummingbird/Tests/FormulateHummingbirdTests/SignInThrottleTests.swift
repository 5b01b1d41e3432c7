import FormulateHTML
import FormulateHummingbird
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// A clock that moves only when told: windows pass without waiting.
final class TestClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private let lock = NSLock()
    private var offset = Duration.zero

    var now: Instant { lock.withLock { Instant(offset: offset) } }
    var minimumResolution: Duration { .nanoseconds(1) }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {}

    func advance(by duration: Duration) { lock.withLock { offset += duration } }
}

/// A context whose remote address is the test's `X-Test-Client` header, set by
/// ``TestClientAddress``: as a proxy-aware application would set it from its proxy's header.
struct ClientContext: RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    var remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}

struct TestClientAddress: RouterMiddleware {
    static let header = HTTPField.Name("X-Test-Client")

    func handle(
        _ request: Request, context: ClientContext, next: (Request, ClientContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.remoteAddress = Self.header.flatMap { request.headers[$0] }.flatMap {
            try? SocketAddress(ipAddress: $0, port: 4321)
        }
        return try await next(request, context)
    }
}

/// How many times the authenticator ran.
actor Calls {
    var count = 0
    func add() { count += 1 }
}

/// The bound on failed sign-ins: 429 with Retry-After, and the authenticator not called,
/// once a name or a client failed too often; windows that end; success; bounded memory.
@Suite struct SignInThrottleTests {
    let clock = TestClock()
    let calls = Calls()
    let app: TestApp

    init() throws { app = try TestApp() }

    /// /login over one user, `ada` with the password `secret`, with `throttle` (the default
    /// limits on `clock` unless given); the client is the `X-Test-Client` header.
    func application(
        throttle: SignInThrottle?? = nil, authenticationTime: Duration = .zero
    ) -> some ApplicationProtocol {
        let router = Router(context: ClientContext.self)
        router.add(middleware: TestClientAddress())
        let calls = calls
        var signIn = SignInRoutes(sessions: app.sessions, signedInPath: "/settings") { username, password in
            await calls.add()
            if authenticationTime > .zero { try await Task.sleep(for: authenticationTime) }
            return username == "ada" && password == "secret" ? "ada" : nil
        }
        signIn.throttle = throttle ?? SignInThrottle(clock: clock)
        signIn.register(on: router, at: "/login")
        return Application(router: router)
    }

    /// A sign-in post as `username` with `password` from `client` (none: no remote address).
    func signIn(
        _ client: some TestClientProtocol, _ username: String, _ password: String, from address: String? = "192.0.2.1"
    ) async throws -> TestResponse {
        let page = try await client.execute(uri: "/login", method: .get)
        let cookie = try #require(page.headers[.setCookie]?.split(separator: ";").first.map(String.init))
        let token = try #require(hiddenValue("csrf_token", in: page.text))
        var headers: HTTPFields = [
            .contentType: "application/x-www-form-urlencoded", .cookie: cookie, .origin: "http://localhost",
        ]
        if let address { headers[try #require(TestClientAddress.header)] = address }
        let body = URLEncodedForm.encode([
            (key: "username", value: username), (key: "password", value: password), (key: "csrf_token", value: token),
        ])
        return try await client.execute(uri: "/login", method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    @Test func theSixthWrongAttemptIs429WithRetryAfterWithoutCallingTheAuthenticator() async throws {
        try await application().test(.router) { client in
            for _ in 1...5 {
                #expect(try await signIn(client, "ada", "guess").status == .unauthorized)
            }
            #expect(await calls.count == 5)
            // Refused even with the right password: the authenticator is not asked.
            let response = try await signIn(client, "ada", "secret")
            #expect(response.status == .tooManyRequests)
            #expect(response.headers[.retryAfter] == "900")
            #expect(response.headers[.setCookie] == nil)
            #expect(response.text.contains("value=\"ada\""))
            #expect(response.text.contains("Too many failed sign-ins. Wait 15 minutes, then try again."))
            #expect(response.text.contains("aria-invalid=\"true\""))
            #expect(!response.text.contains("The username or password is wrong."))
            #expect(await calls.count == 5)

            // The name in another case, or composed otherwise, is the same name.
            #expect(try await signIn(client, "ADA", "guess").status == .tooManyRequests)
            #expect(try await signIn(client, "Ada\u{301}", "guess").status == .unauthorized)
            for _ in 1...4 { _ = try await signIn(client, "Ad\u{E1}", "guess") }
            #expect(try await signIn(client, "ad\u{61}\u{301}", "guess").status == .tooManyRequests)
            #expect(await calls.count == 10)

            clock.advance(by: .seconds(10 * 60 + 0.5))
            let later = try await signIn(client, "ada", "secret")
            #expect(later.status == .tooManyRequests)
            #expect(later.headers[.retryAfter] == "300")
            #expect(later.text.contains("Wait 5 minutes, then try again."))
            clock.advance(by: .seconds(299))
            let last = try await signIn(client, "ada", "secret")
            #expect(last.headers[.retryAfter] == "1")
            #expect(last.text.contains("Wait 1 second, then try again."))
            #expect(await calls.count == 10)
        }
    }

    @Test func theRightPasswordSucceedsOnceTheWindowHasPassed() async throws {
        try await application().test(.router) { client in
            for _ in 1...5 { _ = try await signIn(client, "ada", "guess") }
            #expect(try await signIn(client, "ada", "secret").status == .tooManyRequests)
            clock.advance(by: .seconds(15 * 60))
            let response = try await signIn(client, "ada", "secret")
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/settings")
            #expect(await calls.count == 6)
        }
    }

    /// The same client may try other names up to its own bound (20), and another client the
    /// locked name: someone failing a name on purpose does not lock its owner out.
    @Test func otherNamesFromTheClientAreAllowedUntilThePerClientBound() async throws {
        try await application().test(.router) { client in
            for _ in 1...5 { _ = try await signIn(client, "ada", "guess") }
            #expect(try await signIn(client, "ada", "guess").status == .tooManyRequests)
            for index in 1...15 {
                #expect(try await signIn(client, "user\(index)", "guess").status == .unauthorized, "\(index)")
            }
            #expect(await calls.count == 20)
            let refused = try await signIn(client, "someone-else", "guess")
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] == "900")
            #expect(await calls.count == 20)

            // Another client: the name locked for the first one is still open to it.
            let owner = try await signIn(client, "ada", "secret", from: "198.51.100.7")
            #expect(owner.status == .seeOther)
            #expect(await calls.count == 21)
        }
    }

    /// Many clients together get 100 guesses at one name, not 5 each.
    @Test func aNameFailedFromManyClientsIsLockedForAll() async throws {
        let throttle = SignInThrottle(
            limits: SignInThrottle.Limits(failuresPerNameAndClient: 2, failuresPerName: 6), clock: clock)
        try await application(throttle: throttle).test(.router) { client in
            for index in 1...3 {
                for _ in 1...2 { _ = try await signIn(client, "ada", "guess", from: "203.0.113.\(index)") }
            }
            #expect(await calls.count == 6)
            #expect(try await signIn(client, "ada", "secret", from: "203.0.113.99").status == .tooManyRequests)
            #expect(try await signIn(client, "bob", "guess", from: "203.0.113.99").status == .unauthorized)
            #expect(await calls.count == 7)
        }
    }

    @Test func aSuccessClearsTheNamesCountForThatClient() async throws {
        try await application().test(.router) { client in
            for _ in 1...4 { _ = try await signIn(client, "ada", "guess") }
            #expect(try await signIn(client, "ada", "secret").status == .seeOther)
            for attempt in 1...5 {
                #expect(try await signIn(client, "ada", "guess").status == .unauthorized, "\(attempt)")
            }
            #expect(try await signIn(client, "ada", "guess").status == .tooManyRequests)
            #expect(await calls.count == 10)
        }
    }

    /// One IPv6 host usually has a /64 of addresses: they are one client. An IPv4 address
    /// written as IPv6 is that IPv4 address.
    @Test func anIPv6ClientIsItsFirst64Bits() async throws {
        try await application().test(.router) { client in
            for _ in 1...5 { _ = try await signIn(client, "ada", "guess", from: "2001:db8:1:2::1") }
            #expect(try await signIn(client, "ada", "guess", from: "2001:db8:1:2:ffff::9").status == .tooManyRequests)
            #expect(try await signIn(client, "ada", "guess", from: "2001:db8:1:3::1").status == .unauthorized)

            for _ in 1...5 { _ = try await signIn(client, "bob", "guess", from: "192.0.2.44") }
            #expect(try await signIn(client, "bob", "guess", from: "::ffff:192.0.2.44").status == .tooManyRequests)
        }
    }

    /// Attempts count from when they start: concurrent ones cannot all pass the check before
    /// the first of them fails.
    @Test func concurrentAttemptsAreBoundedToo() async throws {
        try await application(authenticationTime: .milliseconds(50)).test(.router) { client in
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 1...12 { group.addTask { try await signIn(client, "ada", "guess").status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .unauthorized }.count == 5)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 7)
            #expect(await calls.count == 5)
        }
    }

    /// Without a remote address the count per name and client is a count per name, and
    /// there is no count per client.
    @Test func withoutARemoteAddressTheNameIsCountedAlone() async throws {
        try await application().test(.router) { client in
            for _ in 1...5 { _ = try await signIn(client, "ada", "guess", from: nil) }
            #expect(try await signIn(client, "ada", "secret", from: nil).status == .tooManyRequests)
            for index in 1...25 {
                #expect(try await signIn(client, "user\(index)", "guess", from: nil).status == .unauthorized)
            }
            #expect(try await signIn(client, "ada", "secret", from: "192.0.2.1").status == .seeOther)
        }
    }

    /// Past its capacity the throttle forgets its oldest counts: memory stays bounded, and a
    /// forgotten name may be tried again.
    @Test func theOldestCountsAreForgottenPastTheCapacity() async throws {
        let throttle = SignInThrottle(
            limits: SignInThrottle.Limits(failuresPerNameAndClient: 1, failuresPerClient: 1000, capacity: 5),
            clock: clock)
        try await application(throttle: throttle).test(.router) { client in
            let first = try await signIn(client, "ada", "guess")
            #expect(first.status == .unauthorized)
            #expect(try await signIn(client, "ada", "guess").status == .tooManyRequests)
            #expect(await throttle.trackedKeys == 3)
            // Each other name adds 2 counts (the name, and the name from this client).
            for index in 1...40 {
                #expect(try await signIn(client, "user\(index)", "guess").status == .unauthorized)
                #expect(await throttle.trackedKeys <= 5)
            }
            #expect(await throttle.trackedKeys == 5)
            #expect(try await signIn(client, "ada", "guess").status == .unauthorized)
            #expect(await calls.count == 42)
        }
    }

    @Test func aThrottleOfNilLimitsNothing() async throws {
        try await application(throttle: .some(nil)).test(.router) { client in
            for _ in 1...8 { #expect(try await signIn(client, "ada", "guess").status == .unauthorized) }
            let right = try await signIn(client, "ada", "secret")
            #expect(right.status == .seeOther)
            #expect(await calls.count == 9)
        }
    }

    @Test func theDefaultsAreFiveTwentyAndAHundredIn15Minutes() {
        let limits = SignInRoutes(sessions: app.sessions, signedInPath: "/") { _, _ in nil }.throttle?.limits
        #expect(limits == SignInThrottle.Limits())
        #expect(limits?.failuresPerNameAndClient == 5)
        #expect(limits?.failuresPerClient == 20)
        #expect(limits?.failuresPerName == 100)
        #expect(limits?.window == .seconds(900))
        #expect(limits?.capacity == 10_000)
    }
}
