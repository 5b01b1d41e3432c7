/// A key path as text for messages, the same in every run: Swift writes a computed
/// property's key path with its accessor's address (`\Plan.<computed 0x55e0… (Int)>`),
/// which becomes `\Plan.<computed property>`.
enum KeyPathText {
    static func describing(_ keyPath: AnyKeyPath) -> String {
        let text = "\(keyPath)"
        guard let computed = text.range(of: "<computed") else { return text }
        return String(text[..<computed.lowerBound]) + "<computed property>"
    }
}
