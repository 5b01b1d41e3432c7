/// One save of each user's model at a time in this process: a post waits for the other saves
/// of the same model here to finish before it loads it, instead of racing them and trying
/// again when it loses. Other processes are still kept out by the store's version check;
/// this only spares the tries lost to neighbours, which under many writers of one row can
/// use up ``FormRoutes/saveAttempts``.
actor SaveTurns {
    /// The waiting posts of each model being saved; a key with no queue is not in use.
    private var queues: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// Runs `body` once no other `body` for `key` runs in this process.
    nonisolated func withTurn<Result: Sendable>(
        of key: String, _ body: () async throws -> Result
    ) async throws -> Result {
        await take(key)
        do {
            let result = try await body()
            await release(key)
            return result
        } catch {
            await release(key)
            throw error
        }
    }

    private func take(_ key: String) async {
        guard queues[key] != nil else {
            queues[key] = []
            return
        }
        await withCheckedContinuation { queues[key, default: []].append($0) }
    }

    private func release(_ key: String) {
        guard var queue = queues[key], !queue.isEmpty else {
            queues[key] = nil
            return
        }
        let next = queue.removeFirst()
        queues[key] = queue
        next.resume()
    }
}
