import Foundation
import Testing

@testable import Formulate

/// One invalid input: an edit of a ``HostileModel`` form, and the error it must give.
struct HostileCase: Sendable, CustomTestStringConvertible {
    /// How the input reaches the form.
    enum Edit: Sendable {
        /// `setText(text, for: key)`.
        case text(String)
        /// `setFormValue(value, for: key)`, as JSON or another form would give it.
        case formValue(FormValue)
        /// `setValue(value, for: key)` with a typed Swift value.
        case typed(TypedValue)
        /// `setValues([key: value])`.
        case batch(TypedValue)
        /// `insertItem(text:at:in:)`.
        case insertText(String, at: Int?)
        /// `setItemText(_:at:in:)`.
        case itemText(String, at: Int)
        /// `removeItem(at:in:)`.
        case remove(Int)
        /// `moveItem(from:to:in:)`.
        case move(Int, Int)
        /// `selectOption(at:for:)`.
        case select(Int?)
        /// `setOption(at:selected:for:)`.
        case option(Int, selected: Bool)
        /// `selectOptions(_:for:)`.
        case options([String])
        /// `setText`, then `commit()`: the error comes from validation.
        case textThenCommit(String)
    }

    /// Typed values that can be stored in a test case (which must be `Sendable`).
    enum TypedValue: Sendable {
        case int(Int)
        case int64(Int64)
        case uint64(UInt64)
        case double(Double)
        case float(Float)
        case string(String)
        case bool(Bool)
        case none
        case shade(Shade)
        case date(Date)
        case url(URL)

        var any: Any? {
            switch self {
            case .int(let v): return v
            case .int64(let v): return v
            case .uint64(let v): return v
            case .double(let v): return v
            case .float(let v): return v
            case .string(let v): return v
            case .bool(let v): return v
            case .none: return nil
            case .shade(let v): return v
            case .date(let v): return v
            case .url(let v): return v
            }
        }
    }

    var key: String
    var edit: Edit
    /// The error code expected (a ``FormError/Code`` or a rule name).
    var code: FormError.Reason
    /// What the case is about, for the test report.
    var group: String

    var testDescription: String {
        let shown: String
        switch edit {
        case .text(let t), .textThenCommit(let t): shown = "text " + Self.visible(t)
        case .formValue(let v): shown = "formValue \(v)"
        case .typed(let v): shown = "setValue \(v)"
        case .batch(let v): shown = "setValues \(v)"
        case .insertText(let t, let at): shown = "insert \(Self.visible(t)) at \(at.map(String.init) ?? "end")"
        case .itemText(let t, let at): shown = "item \(at) = \(Self.visible(t))"
        case .remove(let i): shown = "remove \(i)"
        case .move(let a, let b): shown = "move \(a) -> \(b)"
        case .select(let i): shown = "select \(i.map(String.init) ?? "nil")"
        case .option(let i, let s): shown = "option \(i) \(s)"
        case .options(let o): shown = "options \(o)"
        }
        return "\(group): \(Self.visible(key)) \(shown) -> \(code)"
    }

    private static func visible(_ text: String) -> String {
        let short = text.count > 24 ? String(text.prefix(24)) + "…(\(text.utf8.count) bytes)" : text
        return short.debugDescription
    }
}

/// The corpus: every case is an input that must be refused with a specific error.
enum HostileInputCorpus {
    static let code = FormError.Reason.self
    static let megabyte = 1 << 20

    static var all: [HostileCase] {
        integerOverflow + integerText + integerValues + floatingPoint + decimals + temporal + urlsAndIdentifiers
            + choices + collections + emptyNonOptional + oversized + keys + protectedFields + rules
    }

    /// For every integer width: one past each bound, as text, as a typed value and as a form value.
    static var integerOverflow: [HostileCase] {
        HostileModel.integerFields.flatMap { field -> [HostileCase] in
            [
                HostileCase(
                    key: field.key, edit: .text(field.aboveMax), code: code.outOfRange, group: "integer overflow"),
                HostileCase(
                    key: field.key, edit: .text(field.belowMin), code: code.outOfRange, group: "integer overflow"),
                HostileCase(
                    key: field.key, edit: .text("+" + field.aboveMax), code: code.outOfRange, group: "integer overflow"),
                HostileCase(
                    key: field.key, edit: .text(field.max + "0"), code: code.outOfRange, group: "integer overflow"),
                HostileCase(
                    key: field.key, edit: .text("1" + String(repeating: "0", count: 40)), code: code.outOfRange,
                    group: "integer overflow"),
                HostileCase(
                    key: field.key, edit: .text("-" + String(repeating: "9", count: 40)), code: code.outOfRange,
                    group: "integer overflow"),
                // Beyond what `Decimal` holds: too large, not "not a whole number".
                HostileCase(key: field.key, edit: .text("1e400"), code: code.outOfRange, group: "integer overflow"),
                HostileCase(
                    key: field.key, edit: .formValue(.string(field.aboveMax)), code: code.typeMismatch,
                    group: "integer overflow"),
            ]
        }
    }

    /// Text that is not a whole number, for every integer width.
    static let notIntegers = [
        "1e-400", "1e-3", "1.5e0", "NaN", "nan", "inf", "-inf", "Infinity", "0x10", "0b101", "0o17", "--5", "+-5",
        "++5",
        "-", "+",
        " 5 ", " 5", "5 ", "\t5", "5\n", "\u{00A0}5", "５", "١٢", "٥", "۵", "५", "๕", "1.5", "1,000", "1_000", "1.",
        ".5",
        "five", "5five", "\u{0}5", "5\u{0}", "0x", "1e", "⁵", "½", "Ⅴ", "\u{200B}5", "5\u{301}",
    ]

    static var integerText: [HostileCase] {
        HostileModel.integerFields.flatMap { field in
            notIntegers.map {
                HostileCase(key: field.key, edit: .text($0), code: code.invalidText, group: "not a whole number")
            }
        }
    }

    /// Typed and JSON values that do not fit, for every integer width.
    static var integerValues: [HostileCase] {
        HostileModel.integerFields.flatMap { field -> [HostileCase] in
            var cases = [
                HostileCase(
                    key: field.key, edit: .formValue(.double(1.5)), code: code.outOfRange, group: "integer value"),
                HostileCase(
                    key: field.key, edit: .formValue(.double(.nan)), code: code.outOfRange, group: "integer value"),
                HostileCase(
                    key: field.key, edit: .formValue(.double(.infinity)), code: code.outOfRange, group: "integer value"),
                HostileCase(
                    key: field.key, edit: .formValue(.double(1e300)), code: code.outOfRange, group: "integer value"),
                HostileCase(
                    key: field.key, edit: .formValue(.bool(true)), code: code.typeMismatch, group: "integer value"),
                HostileCase(
                    key: field.key, edit: .formValue(.array([.int(1)])), code: code.typeMismatch, group: "integer value"
                ),
                HostileCase(
                    key: field.key, edit: .typed(.string("5")), code: code.typeMismatch, group: "integer value"),
                HostileCase(
                    key: field.key, edit: .typed(.double(2.5)), code: code.typeMismatch, group: "integer value"),
                HostileCase(key: field.key, edit: .typed(.none), code: code.typeMismatch, group: "integer value"),
                HostileCase(key: field.key, edit: .formValue(.null), code: code.typeMismatch, group: "integer value"),
            ]
            if field.key != "quad" && field.key != "unsignedCount" {
                cases.append(
                    HostileCase(
                        key: field.key, edit: .typed(.uint64(.max)), code: code.outOfRange, group: "integer value"))
                cases.append(
                    HostileCase(
                        key: field.key, edit: .formValue(.uint(.max)), code: code.outOfRange, group: "integer value"))
            }
            if field.key != "count" && field.key != "large" {
                cases.append(
                    HostileCase(key: field.key, edit: .typed(.int(.min)), code: code.outOfRange, group: "integer value")
                )
                cases.append(
                    HostileCase(key: field.key, edit: .batch(.int(.min)), code: code.outOfRange, group: "integer value")
                )
            }
            return cases
        }
    }

    static var floatingPoint: [HostileCase] {
        let invalid = [
            "NaN", "nan", "inf", "-inf", "Infinity", "0x10", "0x1p3", "--5", " 5 ", "５", "٥", "1,5", "1.2.3",
            "e5", ".", "1e", "1e+", "5f", "1_0", "five", "+", "",
        ]
        var cases: [HostileCase] = []
        for key in ["ratio", "weight"] {
            cases += invalid.map {
                HostileCase(key: key, edit: .text($0), code: code.invalidText, group: "not a number")
            }
            cases += ["1e400", "-1e400", "1" + String(repeating: "0", count: 400)].map {
                HostileCase(key: key, edit: .text($0), code: code.outOfRange, group: "number overflow")
            }
            cases += [
                HostileCase(key: key, edit: .formValue(.double(.nan)), code: code.outOfRange, group: "number value"),
                HostileCase(
                    key: key, edit: .formValue(.double(-.infinity)), code: code.outOfRange, group: "number value"),
                HostileCase(key: key, edit: .formValue(.string("1.5")), code: code.typeMismatch, group: "number value"),
                HostileCase(key: key, edit: .typed(.double(.nan)), code: code.outOfRange, group: "number value"),
                HostileCase(key: key, edit: .typed(.string("1.5")), code: code.typeMismatch, group: "number value"),
            ]
        }
        cases += ["1e39", "-1e39", "3.5e38"].map {
            HostileCase(key: "weight", edit: .text($0), code: code.outOfRange, group: "Float overflow")
        }
        cases.append(
            HostileCase(
                key: "weight", edit: .typed(.double(0.1000000001)), code: code.outOfRange, group: "Float inexact"))
        return cases
    }

    static var decimals: [HostileCase] {
        ["NaN", "inf", "0x10", "--5", " 5 ", "５", "٥", "1,5", "1.2.3", "e5", "", "five"].map {
            HostileCase(key: "price", edit: .text($0), code: code.invalidText, group: "not a decimal")
        } + [
            HostileCase(key: "price", edit: .text("1e400"), code: code.outOfRange, group: "decimal overflow"),
            HostileCase(key: "price", edit: .typed(.double(1.5)), code: code.typeMismatch, group: "decimal value"),
            HostileCase(
                key: "price", edit: .formValue(.string("abc")), code: code.typeMismatch, group: "decimal value"),
        ]
    }

    static var temporal: [HostileCase] {
        let dates = [
            "2024-02-30", "2023-02-29", "2024-13-01", "2024-00-10", "2024-01-00", "2024-01-32", "2024-04-31",
            "2024-1-1", "24-01-01", "2024/01/01", "01/02/2024", " 2024-01-01", "2024-01-01 ", "２０２４-01-01",
            "2024-01-01T25:00", "yesterday", "", "0000-00-00", "2024-02-29T24:01", "-2024-01-01", "2024-01-01x",
        ]
        let times = [
            "25:00", "24:01", "12:60", "12:30:61", "9:3", "noon", "", "12", "12:", ":30", "1230", "12.30",
            "-1:00", "２:00", "12:30 PM", "99:99",
        ]
        let dateTimes = [
            "2024-02-30T10:00", "2024-01-01T25:00", "2024-01-01T10:60", "2024-01-01", "10:00", "", "2024-01-01T",
            "T10:00", "2024-13-01T10:00", "2024-01-01T10:00:00+25:00", "2024-01-01 10:00:00 garbage",
        ]
        return dates.map { HostileCase(key: "birthday", edit: .text($0), code: code.invalidText, group: "not a date") }
            + times.map { HostileCase(key: "alarmTime", edit: .text($0), code: code.invalidText, group: "not a time") }
            + dateTimes.map {
                HostileCase(key: "createdAt", edit: .text($0), code: code.invalidText, group: "not a date-time")
            }
            + [
                HostileCase(
                    key: "birthday", edit: .typed(.string("2024-01-01")), code: code.typeMismatch, group: "date value"),
                HostileCase(key: "birthday", edit: .formValue(.int(0)), code: code.typeMismatch, group: "date value"),
                HostileCase(
                    key: "birthday", edit: .formValue(.string("2024-02-30")), code: code.invalidText,
                    group: "date value"),
            ]
    }

    static var urlsAndIdentifiers: [HostileCase] {
        [
            "not a url", "example.com", "//example.com", "", " https://example.com", "https://exa mple.com", "http://",
            "://x",
            "https://[::1", "%zz",
        ].map {
            HostileCase(key: "website", edit: .text($0), code: code.invalidText, group: "not a URL")
        }
            + [
                "", "xyz", "3F2504E0-4F89-11D3-9A0C-0305E82C330", "3F2504E0-4F89-11D3-9A0C-0305E82C33011",
                "{3F2504E0-4F89-11D3-9A0C-0305E82C3301}",
                "3F2504E0 4F89 11D3 9A0C 0305E82C3301", "ZZ2504E0-4F89-11D3-9A0C-0305E82C3301",
            ].map {
                HostileCase(key: "identifier", edit: .text($0), code: code.invalidText, group: "not a UUID")
            } + [
                HostileCase(
                    key: "website", edit: .typed(.string("https://x")), code: code.typeMismatch, group: "URL value"),
                HostileCase(key: "homepage", edit: .text("not a url"), code: code.invalidText, group: "not a URL"),
            ]
    }

    static var choices: [HostileCase] {
        ["purple", "Red ", " red", "re", "4", "0", "-1", "99999999999999999999", "red,green", "<script>", "\u{0}"].map {
            HostileCase(key: "shade", edit: .text($0), code: code.notAnOption, group: "not an option")
        } + [
            HostileCase(key: "shade", edit: .select(3), code: code.notAnOption, group: "option index"),
            HostileCase(key: "shade", edit: .select(-1), code: code.notAnOption, group: "option index"),
            HostileCase(key: "shade", edit: .select(.max), code: code.notAnOption, group: "option index"),
            HostileCase(key: "shade", edit: .select(nil), code: code.typeMismatch, group: "option index"),
            HostileCase(key: "optionalShade", edit: .select(3), code: code.notAnOption, group: "option index"),
            HostileCase(
                key: "shade", edit: .formValue(.string("purple")), code: code.notAnOption, group: "option value"),
            HostileCase(key: "shade", edit: .formValue(.int(1)), code: code.notAnOption, group: "option value"),
            HostileCase(key: "shade", edit: .typed(.string("red")), code: code.typeMismatch, group: "option value"),
            HostileCase(key: "shade", edit: .option(0, selected: true), code: code.typeMismatch, group: "option value"),
            HostileCase(key: "flags", edit: .text("Strikethrough"), code: code.notAnOption, group: "bitfield"),
            HostileCase(key: "flags", edit: .text("Bold, Blink"), code: code.notAnOption, group: "bitfield"),
            HostileCase(key: "flags", edit: .option(3, selected: true), code: code.notAnOption, group: "bitfield"),
            HostileCase(key: "flags", edit: .option(-1, selected: true), code: code.notAnOption, group: "bitfield"),
            HostileCase(key: "flags", edit: .options(["Bold", "Blink"]), code: code.notAnOption, group: "bitfield"),
            HostileCase(key: "flags", edit: .formValue(.int(8)), code: code.notAnOption, group: "bitfield bits"),
            HostileCase(key: "flags", edit: .formValue(.int(1 << 40)), code: code.notAnOption, group: "bitfield bits"),
            HostileCase(key: "flags", edit: .formValue(.int(-1)), code: code.notAnOption, group: "bitfield bits"),
            HostileCase(key: "flags", edit: .formValue(.int(7 | 16)), code: code.notAnOption, group: "bitfield bits"),
            HostileCase(key: "flags", edit: .typed(.int(64)), code: code.typeMismatch, group: "bitfield bits"),
            HostileCase(key: "flags", edit: .batch(.int(32)), code: code.typeMismatch, group: "bitfield bits"),
            HostileCase(
                key: "favoriteShades", edit: .text("red, purple"), code: code.notAnOption, group: "multiple choice"),
            HostileCase(
                key: "favoriteShades", edit: .options(["purple"]), code: code.notAnOption, group: "multiple choice"),
            HostileCase(
                key: "favoriteShades", edit: .option(3, selected: true), code: code.notAnOption,
                group: "multiple choice"),
            HostileCase(
                key: "favoriteShades", edit: .formValue(.array([.string("purple")])), code: code.notAnOption,
                group: "multiple choice"),
            HostileCase(key: "favoriteShades", edit: .select(0), code: code.typeMismatch, group: "multiple choice"),
            HostileCase(key: "isEnabled", edit: .text("maybe"), code: code.invalidText, group: "not a boolean"),
            HostileCase(key: "isEnabled", edit: .text("2"), code: code.invalidText, group: "not a boolean"),
            HostileCase(key: "isEnabled", edit: .text(""), code: code.invalidText, group: "not a boolean"),
            HostileCase(key: "isEnabled", edit: .typed(.int(1)), code: code.typeMismatch, group: "not a boolean"),
            HostileCase(
                key: "isEnabled", edit: .formValue(.string("true")), code: code.typeMismatch, group: "not a boolean"),
        ]
    }

    static var collections: [HostileCase] {
        let items = ["1e400", "NaN", "0x10", "--5", " 5 ", "５", "٥", "99999999999999999999", "five"]
        return items.map {
            HostileCase(
                key: "luckyNumbers", edit: .insertText($0, at: nil),
                code: ["99999999999999999999", "1e400"].contains($0) ? code.outOfRange : code.invalidText,
                group: "collection item")
        }
            + items.map {
                HostileCase(
                    key: "luckyNumbers", edit: .itemText($0, at: 0),
                    code: ["99999999999999999999", "1e400"].contains($0) ? code.outOfRange : code.invalidText,
                    group: "collection item")
            }
            + items.filter { $0 != " 5 " }.map {
                HostileCase(
                    key: "luckyNumbers", edit: .text("1, " + $0),
                    code: ["99999999999999999999", "1e400"].contains($0) ? code.outOfRange : code.invalidText,
                    group: "collection text")
            }
            + [
                HostileCase(
                    key: "luckyNumbers", edit: .insertText("1", at: 3), code: code.indexOutOfRange,
                    group: "collection index"),
                HostileCase(
                    key: "luckyNumbers", edit: .insertText("1", at: -1), code: code.indexOutOfRange,
                    group: "collection index"),
                HostileCase(
                    key: "luckyNumbers", edit: .itemText("1", at: 2), code: code.indexOutOfRange,
                    group: "collection index"),
                HostileCase(
                    key: "luckyNumbers", edit: .itemText("1", at: -1), code: code.indexOutOfRange,
                    group: "collection index"),
                HostileCase(
                    key: "luckyNumbers", edit: .remove(2), code: code.indexOutOfRange, group: "collection index"),
                HostileCase(
                    key: "luckyNumbers", edit: .remove(-1), code: code.indexOutOfRange, group: "collection index"),
                HostileCase(
                    key: "luckyNumbers", edit: .remove(.max), code: code.indexOutOfRange, group: "collection index"),
                HostileCase(
                    key: "luckyNumbers", edit: .move(0, 2), code: code.indexOutOfRange, group: "collection move"),
                HostileCase(
                    key: "luckyNumbers", edit: .move(2, 0), code: code.indexOutOfRange, group: "collection move"),
                HostileCase(
                    key: "luckyNumbers", edit: .move(-1, 0), code: code.indexOutOfRange, group: "collection move"),
                HostileCase(
                    key: "luckyNumbers", edit: .move(0, .min), code: code.indexOutOfRange, group: "collection move"),
                HostileCase(
                    key: "luckyNumbers", edit: .move(.max, .max), code: code.indexOutOfRange, group: "collection move"),
                HostileCase(
                    key: "luckyNumbers", edit: .formValue(.array([.string("x")])), code: code.typeMismatch,
                    group: "collection value"),
                HostileCase(
                    key: "luckyNumbers", edit: .formValue(.int(1)), code: code.typeMismatch, group: "collection value"),
                HostileCase(
                    key: "count", edit: .insertText("1", at: nil), code: code.typeMismatch, group: "not a collection"),
                HostileCase(key: "count", edit: .remove(0), code: code.typeMismatch, group: "not a collection"),
                HostileCase(key: "count", edit: .move(0, 0), code: code.typeMismatch, group: "not a collection"),
            ]
    }

    /// Empty text for every field that cannot be empty and is not text.
    static var emptyNonOptional: [HostileCase] {
        HostileModel.integerFields.map {
            HostileCase(key: $0.key, edit: .text(""), code: code.invalidText, group: "empty")
        }
            + [
                ("ratio", code.invalidText), ("weight", code.invalidText), ("price", code.invalidText),
                ("birthday", code.invalidText),
                ("alarmTime", code.invalidText), ("createdAt", code.invalidText), ("website", code.invalidText),
                ("identifier", code.invalidText), ("shade", code.notAnOption), ("isEnabled", code.invalidText),
            ].map {
                HostileCase(key: $0.0, edit: .text(""), code: $0.1, group: "empty")
            }
            + ["name", "email", "count", "shade", "website", "birthday", "flags"].map {
                HostileCase(key: $0, edit: .formValue(.null), code: code.typeMismatch, group: "null for non-optional")
            }
    }

    /// A megabyte of text for every kind of field that parses text.
    static var oversized: [HostileCase] {
        let nines = String(repeating: "9", count: megabyte)
        let letters = String(repeating: "x", count: megabyte)
        let junk = String(repeating: "<script>alert(1)</script>\"'&", count: megabyte / 32)
        var cases: [HostileCase] = []
        for field in HostileModel.integerFields {
            cases.append(HostileCase(key: field.key, edit: .text(nines), code: code.outOfRange, group: "1 MB"))
            cases.append(HostileCase(key: field.key, edit: .text(letters), code: code.invalidText, group: "1 MB"))
        }
        for (key, bigCode) in [("ratio", code.outOfRange), ("weight", code.outOfRange)] {
            cases.append(HostileCase(key: key, edit: .text(nines), code: bigCode, group: "1 MB"))
        }
        for key in [
            "ratio", "weight", "price", "birthday", "alarmTime", "createdAt", "website", "identifier", "isEnabled",
        ] {
            cases.append(HostileCase(key: key, edit: .text(letters), code: code.invalidText, group: "1 MB"))
            cases.append(HostileCase(key: key, edit: .text(junk), code: code.invalidText, group: "1 MB"))
        }
        cases.append(HostileCase(key: "shade", edit: .text(letters), code: code.notAnOption, group: "1 MB"))
        cases.append(HostileCase(key: "flags", edit: .text(junk), code: code.notAnOption, group: "1 MB"))
        cases.append(
            HostileCase(key: "luckyNumbers", edit: .insertText(nines, at: nil), code: code.outOfRange, group: "1 MB"))
        cases.append(HostileCase(key: "name", edit: .textThenCommit(letters), code: .rule("maxLength"), group: "1 MB"))
        cases.append(HostileCase(key: "bio", edit: .textThenCommit(junk), code: .rule("maxLength"), group: "1 MB"))
        return cases
    }

    /// Keys that are not fields of the form, through every edit.
    static var keys: [HostileCase] {
        let unknown = [
            "nope", "", ".", "name.", ".name", "name..x", "Name", "NAME", " name", "name ", "name\u{0}", "__proto__",
            "constructor", "role", "_role", "$name", "name[]", "luckyNumbers[0]", "luckyNumbers.0.x", "shade.rawValue",
            "website.host", "<script>", "名前", String(repeating: "k", count: megabyte),
        ]
        let edits: [HostileCase.Edit] = [
            .text("1"), .formValue(.int(1)), .typed(.int(1)), .batch(.int(1)), .insertText("1", at: nil),
            .remove(0), .select(0), .option(0, selected: true), .options([]),
        ]
        return unknown.map { HostileCase(key: $0, edit: .text("x"), code: code.unknownField, group: "unknown key") }
            + edits.map { HostileCase(key: "role", edit: $0, code: code.unknownField, group: "excluded key") }
            + edits.map { HostileCase(key: "nope", edit: $0, code: code.unknownField, group: "unknown key") }
    }

    /// Fields that must never be written from outside, through every edit.
    static var protectedFields: [HostileCase] {
        let edits: [HostileCase.Edit] = [
            .text("1"), .formValue(.int(1)), .formValue(.string("x")), .typed(.int(1)),
            .typed(.string("x")), .batch(.int(1)), .batch(.string("x")), .typed(.none),
        ]
        return [
            ("serial", code.readOnly), ("frozen", code.readOnly), ("secret", code.hidden), ("locked", code.disabled),
        ]
        .flatMap { key, expected in
            edits.map { HostileCase(key: key, edit: $0, code: expected, group: "protected field") }
        }
    }

    static var rules: [HostileCase] {
        [
            HostileCase(key: "name", edit: .textThenCommit(""), code: .rule("required"), group: "rule at commit"),
            HostileCase(
                key: "name", edit: .textThenCommit(String(repeating: "é", count: 101)), code: .rule("maxLength"),
                group: "rule at commit"),
            HostileCase(
                key: "bio", edit: .textThenCommit(String(repeating: "👩‍👩‍👧", count: 1001)), code: .rule("maxLength"),
                group: "rule at commit"),
        ]
    }
}

/// A JSON form description that must be refused, and a phrase one of its problems says.
struct HostileDescription: Sendable, CustomTestStringConvertible {
    var json: String
    var phrase: String
    /// What the case is about, for the test report.
    var group: String

    var testDescription: String {
        "\(group): \(json.prefix(48).debugDescription)…(\(json.utf8.count) bytes) -> \(phrase.debugDescription)"
    }
}

extension HostileInputCorpus {
    /// Descriptions built to exhaust a stack, buy quadratic work or make keys ambiguous
    /// (issue 14 items 4, 5 and 8); each is refused, naming the problem.
    static var descriptions: [HostileDescription] {
        let tooDeep = "subforms are nested more than 64 levels deep"
        let collides = "cannot both be members of one JSON object"
        let duplicate = "the key is used by another field too"
        func nested(_ depth: Int) -> String {
            var level = #"{"key": "leaf", "type": "text"}"#
            for _ in 1..<depth { level = #"{"key": "s", "type": "subform", "fields": [\#(level)]}"# }
            return #"{"fields": [\#(level)]}"#
        }
        func fields(_ list: [String]) -> String { #"{"fields": ["# + list.joined(separator: ", ") + "]}" }
        func text(_ key: String) -> String { #"{"key": "\#(key)", "type": "text"}"# }
        var items = #"{"type": "text"}"#
        for _ in 0..<200 { items = #"{"type": "collection", "item": \#(items)}"# }
        let unknownReferences = (0..<1_000).map { #"{"key": "f\#($0)", "type": "text", "hidden": "$g\#($0) == 1"}"# }
        let unknownAttributes = (0..<1_000).map { #""attribute\#($0)": 1"# }.joined(separator: ", ")
        return [
            HostileDescription(json: nested(65), phrase: tooDeep, group: "nesting"),
            HostileDescription(json: nested(149), phrase: tooDeep, group: "nesting"),
            HostileDescription(json: nested(200), phrase: tooDeep, group: "nesting"),
            HostileDescription(
                json: fields([text(Array(repeating: "k", count: 65).joined(separator: "."))]),
                phrase: "a key has at most 64", group: "nesting"),
            HostileDescription(
                json: fields([text(Array(repeating: "k", count: 10_000).joined(separator: "."))]),
                phrase: "a key has at most 64", group: "nesting"),
            HostileDescription(
                json: fields([#"{"key": "list", "type": "collection", "item": \#(items)}"#]),
                phrase: "items must be values, not collection", group: "nesting"),
            HostileDescription(
                json: fields([
                    #"{"key": "a", "type": "text", "hidden": "\#(String(repeating: "(", count: 65))$a\#(String(repeating: ")", count: 65))"}"#
                ]),
                phrase: "64", group: "nesting"),
            HostileDescription(json: fields([text("a"), text("a.b")]), phrase: collides, group: "keys"),
            HostileDescription(json: fields([text("a.b.c"), text("a.b")]), phrase: collides, group: "keys"),
            HostileDescription(
                json: fields([text("caf\u{E9}"), text("cafe\u{301}")]), phrase: duplicate, group: "keys"),
            HostileDescription(
                json: fields([text("cafe\u{301}"), text("caf\u{E9}.x")]), phrase: collides, group: "keys"),
            HostileDescription(json: fields(unknownReferences), phrase: "unknown field '$g999'", group: "work"),
            HostileDescription(
                json: fields([#"{"key": "a", "type": "text", \#(unknownAttributes)}"#]),
                phrase: "unknown attribute 'attribute999'", group: "work"),
        ]
    }
}
