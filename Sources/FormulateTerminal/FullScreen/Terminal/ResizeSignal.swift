#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells the editor's loop that the window was resized: SIGWINCH writes a byte into a pipe
/// the loop waits on beside the terminal (the handler does nothing else, as a signal
/// handler must).
final class ResizeSignal {
    /// The end of the pipe the loop polls; readable after a resize.
    let fileDescriptor: Int32
    private let writeEnd: Int32

    /// Starts listening for SIGWINCH; `nil` if no pipe can be made.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        fileDescriptor = ends[0]
        writeEnd = ends[1]
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        ResizeSignal.pipeWriteEnd = writeEnd
        setSignalHandler(SIGWINCH) { _ in
            var byte: UInt8 = 1
            _ = systemWriteBytes(ResizeSignal.pipeWriteEnd, &byte, 1)
        }
        // A blocked signal mask is inherited from the parent (a test runner's may block
        // SIGWINCH): unblock it, or resizes would never arrive.
        var resize = sigset_t()
        sigemptyset(&resize)
        sigaddset(&resize, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &resize, nil)
    }

    /// Reads what the handler wrote: one redraw answers any number of resizes.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(fileDescriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Stops listening and closes the pipe.
    func stop() {
        setSignalHandler(SIGWINCH, SIG_DFL)
        ResizeSignal.pipeWriteEnd = -1
        close(fileDescriptor)
        close(writeEnd)
    }

    /// The pipe's write end, for the handler; -1 when nobody listens.
    nonisolated(unsafe) static var pipeWriteEnd: Int32 = -1
}
