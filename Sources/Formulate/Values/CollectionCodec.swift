import Foundation

/// An array of values of one supported type, edited item by item.
struct CollectionCodec<Element>: ValueCodec, CollectionCodecProtocol {
    /// How each item is read and written.
    var element: any ValueCodec

    var swiftType: Any.Type { [Element].self }

    /// The array built from decoded items; `nil` if an item is of the wrong type.
    func make(_ decoded: [Any]) -> Any? {
        var typed: [Element] = []
        typed.reserveCapacity(decoded.count)
        for item in decoded {
            guard let element = item as? Element else { return nil }
            typed.append(element)
        }
        return typed
    }

    /// The items of an array.
    func items(_ value: Any) -> [Any]? {
        (value as? [Element]).map { $0.map { $0 as Any } }
    }

    var accepted: String { "a list of \(element.accepted)" }

    func encode(_ value: Any) -> FormValue? {
        guard let list = items(value) else { return nil }
        var encoded: [FormValue] = []
        encoded.reserveCapacity(list.count)
        for item in list {
            guard let e = element.encode(item) else { return nil }
            encoded.append(e)
        }
        return .array(encoded)
    }

    func decode(_ value: FormValue) -> Any? {
        guard let list = value.arrayValue else { return nil }
        var decoded: [Any] = []
        decoded.reserveCapacity(list.count)
        for item in list {
            guard let d = element.decode(item) else { return nil }
            decoded.append(d)
        }
        return make(decoded)
    }

    func coerce(_ value: Any) -> Result<FormValue, ValueProblem> {
        if let list = items(value) ?? (value as? [Any]) {
            var encoded: [FormValue] = []
            for (index, item) in list.enumerated() {
                switch element.coerce(item) {
                case .success(let v): encoded.append(v)
                case .failure(let p):
                    return .failure(ValueProblem(kind: p.kind, reason: "item \(index + 1) \(p.reason)"))
                }
            }
            return .success(.array(encoded))
        }
        return mismatch(value)
    }

    func normalize(_ value: FormValue) -> Result<FormValue, ValueProblem> { normalize(value, in: .gmt) }

    func normalize(_ value: FormValue, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        guard let list = value.arrayValue else { return .failure(.typeMismatch("expects \(accepted)")) }
        var normalized: [FormValue] = []
        for (index, item) in list.enumerated() {
            switch element.normalize(item, in: timeZone) {
            case .success(let v): normalized.append(v)
            case .failure(let p): return .failure(ValueProblem(kind: p.kind, reason: "item \(index + 1) \(p.reason)"))
            }
        }
        return .success(.array(normalized))
    }

    func parse(_ text: String) -> Result<FormValue, ValueProblem> { parse(text, in: .gmt) }

    func parse(_ text: String, in timeZone: TimeZone) -> Result<FormValue, ValueProblem> {
        var parsed: [FormValue] = []
        for (index, piece) in ListText.split(text).enumerated() {
            switch element.parse(piece, in: timeZone) {
            case .success(let v): parsed.append(v)
            case .failure(let p): return .failure(ValueProblem(kind: p.kind, reason: "item \(index + 1): \(p.reason)"))
            }
        }
        return .success(.array(parsed))
    }

    func format(_ value: FormValue) -> String { format(value, in: .gmt) }

    func format(_ value: FormValue, in timeZone: TimeZone) -> String {
        (value.arrayValue ?? []).map { element.format($0, in: timeZone) }.joined(separator: ", ")
    }
}

/// Recognizes collection codecs whatever their element type.
protocol CollectionCodecProtocol {
    var element: any ValueCodec { get }
}
