import Formulate
import Foundation

/// Scenario 13: reading and writing JSON with Formulate's own reader and writer, against
/// Foundation's `JSONSerialization` doing the same job: the description of a 200-field form
/// read into a ``FormValue`` (the baseline converts the `Any` tree it gets, with members
/// sorted by key because `JSONSerialization` does not keep their order), and written back
/// (the baseline converts to `Any` and writes with `.sortedKeys`, the only stable order it has).
enum JSONScenarios {
    static func run(_ bench: Bench) throws {
        let description = try ModelForm(Model200()).describe()
        let data = description.jsonData(pretty: false)
        guard (try? FormValue(jsonData: data)) == description else {
            throw BenchmarkError("the description should read back as written")
        }
        bench.compare(
            "13 read a 200-field description, \(data.count / 1024) KiB (vs JSONSerialization + conversion)",
            runs: 301, batch: 5,
            formulate: Side(run: { _ in blackHole(try? FormValue(jsonData: data)) }),
            baseline: Side(run: { _ in
                blackHole((try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])).map(formValue))
            }))
        bench.compare(
            "13 read a 200-field description (vs JSONSerialization alone, giving Any)", runs: 301, batch: 5,
            formulate: Side(run: { _ in blackHole(try? FormValue(jsonData: data)) }),
            baseline: Side(run: { _ in
                blackHole(try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
            }))
        let tree = foundationObject(description)
        bench.compare(
            "13 write a 200-field description (vs JSONSerialization .sortedKeys alone, from Any)", runs: 301,
            batch: 5,
            formulate: Side(run: { _ in blackHole(description.jsonData(pretty: false)) }),
            baseline: Side(run: { _ in
                blackHole(try? JSONSerialization.data(withJSONObject: tree, options: .sortedKeys))
            }))
        bench.compare(
            "13 write a 200-field description (vs conversion + JSONSerialization .sortedKeys)", runs: 301, batch: 5,
            formulate: Side(run: { _ in blackHole(description.jsonData(pretty: false)) }),
            baseline: Side(run: { _ in
                blackHole(
                    try? JSONSerialization.data(withJSONObject: foundationObject(description), options: .sortedKeys))
            }))
    }

    /// What `JSONSerialization` gives, as a ``FormValue``: numbers come as `NSNumber`, and
    /// objects without their order.
    private static func formValue(_ object: Any) -> FormValue {
        switch object {
        case let string as String: return .string(string)
        case let number as NSNumber:
            if number.objCType.pointee == 0x63 { return .bool(number.boolValue) } // "c": a Bool
            let double = number.doubleValue
            return double == double.rounded() && abs(double) < 1e15 ? .int(number.intValue) : .double(double)
        case let array as [Any]: return .array(array.map(formValue))
        case let dictionary as [String: Any]:
            return .object(dictionary.keys.sorted().map { FormValueMember($0, formValue(dictionary[$0] ?? NSNull())) })
        default: return .null
        }
    }

    /// A ``FormValue`` as the tree `JSONSerialization` writes.
    private static func foundationObject(_ value: FormValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let bool): return bool
        case .int(let int): return int
        case .uint(let uint): return uint
        case .double(let double): return double
        case .decimal(let decimal): return decimal
        case .string(let string): return string
        case .date(let date): return date.timeIntervalSince1970
        case .array(let array): return array.map(foundationObject)
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for member in members where dictionary[member.key] == nil {
                dictionary[member.key] = foundationObject(member.value)
            }
            return dictionary
        }
    }
}
