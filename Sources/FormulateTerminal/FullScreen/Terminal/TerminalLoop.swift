#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits for what comes next from the terminal: keys, a resize, or the end of input.
struct TerminalLoop {
    enum Event {
        case keys([Key])
        case resized
        case end
    }

    let terminal: RawTerminal
    let resize: ResizeSignal?
    private var decoder = KeyDecoder()

    /// How long an escape byte waits for the rest of a sequence before it is the Escape key.
    static let escapeWait: Int32 = 40

    init(terminal: RawTerminal, resize: ResizeSignal?) {
        self.terminal = terminal
        self.resize = resize
    }

    /// Blocks until keys arrive, the window is resized, or the input ends.
    mutating func next() -> Event {
        while true {
            var fds = [pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0)]
            if let resize { fds.append(pollfd(fd: resize.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
            let waiting = decoder.pending.isEmpty ? -1 : Self.escapeWait
            let ready = poll(&fds, nfds_t(fds.count), waiting)
            if ready < 0 {
                if errno == EINTR { continue }
                return .end
            }
            if fds.count > 1, fds[1].revents & Int16(POLLIN) != 0 {
                resize?.drain()
                return .resized
            }
            if ready == 0 {
                // Nothing followed an escape byte: it was the Escape key.
                let keys = decoder.decode([], isFinal: true)
                if !keys.isEmpty { return .keys(keys) }
                continue
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                var bytes = [UInt8](repeating: 0, count: 1024)
                let count = bytes.withUnsafeMutableBytes { read(terminal.input, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return .end }
                let keys = decoder.decode(Array(bytes[..<count]))
                if !keys.isEmpty { return .keys(keys) }
            }
        }
    }
}
