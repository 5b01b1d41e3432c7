extension FormValue {
    /// Whether the value counts as true when a condition uses it on its own (`$rememberMe`,
    /// `NOT $nickname`): `true`, a number other than zero, a non-empty string, list or
    /// object, or any date. `nil`, `false`, zero, NaN and empty values are false.
    var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let b): return b
        case .int(let i): return i != 0
        case .uint(let u): return u != 0
        case .double(let d): return d != 0 && !d.isNaN
        case .decimal(let d): return !d.isZero && !d.isNaN
        case .string(let s): return !s.isEmpty
        case .date: return true
        case .array(let a): return !a.isEmpty
        case .object(let o): return !o.isEmpty
        }
    }
}
