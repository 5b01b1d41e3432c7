extension Array {
    /// Moves the element at `source` to `destination`, shifting the elements between them
    /// by one: the cost is the distance moved, not the length of the array.
    mutating func shiftElement(from source: Int, to destination: Int) {
        guard indices.contains(source), indices.contains(destination) else { return }
        let step = source < destination ? 1 : -1
        var current = source
        while current != destination {
            swapAt(current, current + step)
            current += step
        }
    }
}
