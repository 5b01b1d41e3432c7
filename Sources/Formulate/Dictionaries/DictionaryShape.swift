/// `[String: Value]`: a dictionary whose entries a form edits by key (`environment.LOG_LEVEL`).
protocol StringKeyedShape {
    static var valueType: Any.Type { get }
    static func dictionaryCodec(value: any ValueCodec) -> any ValueCodec
}

extension Dictionary: StringKeyedShape where Key == String {
    static var valueType: Any.Type { Value.self }
    static func dictionaryCodec(value: any ValueCodec) -> any ValueCodec { DictionaryCodec<Value>(value: value) }
}
