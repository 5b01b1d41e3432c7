import Foundation

extension FieldConstraints {
    /// Whether `value` lies on the step (``step`` counted from ``stepBase``); `true` when
    /// there is no step or the value is not a number.
    public func isOnStep(_ value: FormValue) -> Bool {
        guard let step = step?.decimalValue else { return true }
        return Self.isOnStep(value, step: step, base: stepBase?.decimalValue)
    }

    /// Whether `value` is `base` (zero when `nil`) plus a whole multiple of `step`, in
    /// decimal arithmetic (so `0.3` is on a step of `0.1`).
    static func isOnStep(_ value: FormValue, step: Decimal, base: Decimal?) -> Bool {
        guard step > 0, value.isNumber, let number = value.decimalValue else { return true }
        var quotient = (number - (base ?? 0)) / step
        var whole = Decimal()
        NSDecimalRound(&whole, &quotient, 0, .plain)
        return whole == quotient
    }
}
