import Crypto
import Foundation
import NIOCore

/// A bound on failed sign-ins, which ``SignInRoutes`` asks before it calls its authenticator:
/// a name or a client that failed too often lately is answered `429 Too Many Requests` with
/// `Retry-After`, and the authenticator (a slow password hash, on purpose) is not called.
///
/// Three counts of failures, each over a window that starts at its first failure
/// (``Limits/window``, 15 minutes unless you change it); an attempt is refused while any
/// of its counts is full, until that count's window ends:
///
/// - **per name and client**, ``Limits/failuresPerNameAndClient`` (5): the guesses one
///   client makes at one name. A successful sign-in of that name from that client clears it.
/// - **per client**, ``Limits/failuresPerClient`` (20), whatever the names: one client
///   cannot spray a few guesses at each of many names, nor keep the server hashing.
/// - **per name**, ``Limits/failuresPerName`` (100), whatever the clients: many clients
///   together get that many guesses at one name, not 5 each.
///
/// Locking an account out after a few failures lets anyone lock anyone out by failing their
/// name on purpose. So the tight count is per name *and client*: someone else's failures do
/// not lock a person out from their own address, and the count per name alone is looser,
/// filled only by many clients together (at least 20 with these limits). Locks are not
/// permanent: each ends with its window, and the page says when.
///
/// The client is the request's remote address, when the router's context gives one
/// (`RemoteAddressRequestContext`): an IPv4 address, or the first 64 bits of an IPv6 one
/// (the network one host usually gets). Behind a proxy or load balancer the remote address
/// is the proxy's, and every client is one client: give the context the client's address
/// (from the header your proxy sets, as only it can be trusted to), or the per-client count
/// is everyone's. Without an address (`BasicRequestContext`) there is no count per client
/// and the count per name and client is a count per name.
///
/// Names are compared as an authenticator would at least: in Unicode's composed form and
/// without case (`Ada` and `ada` count together; merging two names only makes the limit
/// stricter). Each is kept as a SHA-256 digest of 32 bytes, whatever its length, and not in
/// clear. At most ``Limits/capacity`` counts are kept (10 000 unless you change it); past
/// that the oldest is forgotten first, so memory is bounded whatever is sent.
///
/// The counts live in this process: with several instances the bounds are per instance
/// (N instances behind a balancer allow N times as many guesses). An attempt counts from
/// when it starts, so that concurrent attempts cannot all pass the check before one fails;
/// a success takes its own back, and an authenticator that throws counts as a failure.
public actor SignInThrottle {
    /// How many failures each count allows, over how long, and how many counts are kept.
    public struct Limits: Sendable, Hashable {
        /// Failures of one name from one client before its attempts are refused (5 unless you
        /// change it; below 1 counts as 1).
        public var failuresPerNameAndClient: Int
        /// Failures from one client, whatever the names (20; below 1 counts as 1).
        public var failuresPerClient: Int
        /// Failures of one name, whatever the clients (100; below 1 counts as 1).
        public var failuresPerName: Int
        /// How long a count lasts from its first failure, and so how long a lock lasts at
        /// most: 15 minutes. A window of zero or less limits nothing.
        public var window: Duration
        /// The most counts kept at once, of names, clients and pairs together (10 000;
        /// below 3, the counts of one attempt, counts as 3). The oldest goes first.
        public var capacity: Int

        /// The limits given, each with its default.
        public init(
            failuresPerNameAndClient: Int = 5, failuresPerClient: Int = 20, failuresPerName: Int = 100,
            window: Duration = .seconds(15 * 60), capacity: Int = 10_000
        ) {
            self.failuresPerNameAndClient = failuresPerNameAndClient
            self.failuresPerClient = failuresPerClient
            self.failuresPerName = failuresPerName
            self.window = window
            self.capacity = capacity
        }
    }

    /// What an attempt is counted under.
    enum Key: Hashable, Sendable {
        /// One name (its digest) from one client (`nil`: the client is not known).
        case nameAndClient(name: [UInt8], client: [UInt8]?)
        /// One client, whatever the names.
        case client([UInt8])
        /// One name, whatever the clients.
        case name([UInt8])
    }

    /// The failures of one key in its window.
    struct Count {
        /// When the window began, as time since the throttle was made.
        var start: Duration
        var failures: Int
        /// Which count of this key it is: a count that ends and starts again is another.
        var serial: UInt64
    }

    /// An attempt let through: the counts it was added to, to take back on success.
    struct Attempt: Sendable {
        var counted: [(key: Key, serial: UInt64)]
    }

    /// Whether an attempt may go on.
    enum Admission: Sendable {
        /// It may, and is counted as a failure until ``SignInThrottle/succeeded(_:)``.
        case allowed(Attempt)
        /// It may not, for this long at least.
        case refused(retryAfter: Duration)
    }

    /// The limits this throttle applies.
    public nonisolated let limits: Limits
    /// Time since the throttle was made, on its clock.
    private let elapsed: @Sendable () -> Duration
    private var counts: [Key: Count] = [:]
    /// The keys in the order their counts began, oldest first from `head`; an element whose
    /// serial is not its key's count's any more is left over, and skipped.
    private var order: [(key: Key, serial: UInt64)] = []
    private var head = 0
    private var nextSerial: UInt64 = 0

    /// A throttle with `limits`, on the system's continuous clock.
    public init(limits: Limits = Limits()) {
        self.init(limits: limits, clock: ContinuousClock())
    }

    /// A throttle with `limits` that reads the time from `clock` (a clock of your own makes
    /// windows pass in tests without waiting).
    public init<C: Clock<Duration>>(limits: Limits = Limits(), clock: C) {
        var limits = limits
        limits.failuresPerNameAndClient = max(1, limits.failuresPerNameAndClient)
        limits.failuresPerClient = max(1, limits.failuresPerClient)
        limits.failuresPerName = max(1, limits.failuresPerName)
        limits.capacity = max(3, limits.capacity)
        self.limits = limits
        let origin = clock.now
        elapsed = { origin.duration(to: clock.now) }
    }

    /// How many counts the throttle keeps now (names, clients and pairs together), at most
    /// ``Limits/capacity``.
    public var trackedKeys: Int { counts.count }

    /// Refuses an attempt to sign in as `name` from `client` while one of its counts is
    /// full; otherwise counts it as a failure, and lets it go on.
    func admit(name: String, client: SocketAddress?) -> Admission {
        let now = elapsed()
        forgetEnded(at: now)
        let name = Self.digest(of: name)
        let client = Self.clientKey(client)
        var keys: [(Key, Int)] = [
            (.nameAndClient(name: name, client: client), limits.failuresPerNameAndClient),
            (.name(name), limits.failuresPerName),
        ]
        if let client { keys.append((.client(client), limits.failuresPerClient)) }

        var wait = Duration.zero
        for (key, limit) in keys {
            guard let count = counts[key], !hasEnded(count, at: now), count.failures >= limit else { continue }
            wait = max(wait, count.start + limits.window - now)
        }
        if wait > .zero { return .refused(retryAfter: wait) }

        var counted: [(key: Key, serial: UInt64)] = []
        for (key, _) in keys {
            if var count = counts[key], !hasEnded(count, at: now) {
                count.failures += 1
                counts[key] = count
                counted.append((key, count.serial))
            } else {
                let serial = nextSerial
                nextSerial += 1
                counts[key] = Count(start: now, failures: 1, serial: serial)
                order.append((key, serial))
                counted.append((key, serial))
            }
        }
        forgetOldest()
        return .allowed(Attempt(counted: counted))
    }

    /// `attempt` signed in: its name's count from its client is cleared, and it is taken
    /// back from the counts per name and per client (a success is no guess to limit, and
    /// clearing those would let one account's sign-ins reopen guessing at others).
    func succeeded(_ attempt: Attempt) {
        for (key, serial) in attempt.counted {
            guard var count = counts[key] else { continue }
            if case .nameAndClient = key {
                counts[key] = nil
            } else if count.serial == serial {
                count.failures -= 1
                counts[key] = count.failures > 0 ? count : nil
            }
        }
    }

    private func hasEnded(_ count: Count, at now: Duration) -> Bool {
        now >= count.start + limits.window
    }

    /// Drops the counts whose windows have ended: the oldest first, as every window is as long.
    private func forgetEnded(at now: Duration) {
        while head < order.count {
            let (key, serial) = order[head]
            if let count = counts[key], count.serial == serial {
                guard hasEnded(count, at: now) else { break }
                counts[key] = nil
            }
            head += 1
        }
        compactOrder()
    }

    /// Drops the oldest counts until no more than the capacity are left.
    private func forgetOldest() {
        while counts.count > limits.capacity, head < order.count {
            let (key, serial) = order[head]
            if counts[key]?.serial == serial { counts[key] = nil }
            head += 1
        }
        compactOrder()
    }

    /// Keeps `order` within about twice the capacity: the elements before `head`, and those
    /// left over by counts cleared since, are removed once they are many.
    private func compactOrder() {
        let leftOver = order.count - head - counts.count
        if leftOver > limits.capacity + 64 {
            order = order[head...].filter { counts[$0.key]?.serial == $0.serial }
            head = 0
        } else if head > 64 && head > order.count / 2 {
            order.removeFirst(head)
            head = 0
        }
    }

    /// The SHA-256 digest of `name` in lower case and Unicode's composed form.
    static func digest(of name: String) -> [UInt8] {
        Array(SHA256.hash(data: Data(name.lowercased().precomposedStringWithCanonicalMapping.utf8)))
    }

    /// What identifies a client at `address`: the 4 bytes of an IPv4 address (also one
    /// written as IPv6, `::ffff:a.b.c.d`), the first 8 of an IPv6 address; `nil` for
    /// anything else (a Unix socket) or no address.
    static func clientKey(_ address: SocketAddress?) -> [UInt8]? {
        switch address {
        case .v4(let address):
            return withUnsafeBytes(of: address.address.sin_addr) { Array($0) }
        case .v6(let address):
            let bytes = withUnsafeBytes(of: address.address.sin6_addr) { Array($0) }
            guard bytes.count == 16 else { return nil }
            if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
                return Array(bytes[12..<16])
            }
            return Array(bytes[0..<8])
        default:
            return nil
        }
    }
}
