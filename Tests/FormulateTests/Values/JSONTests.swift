import Foundation
import Testing

@testable import Formulate

/// Writing `FormValue` as JSON and reading it back: exact output, strict input, and where
/// and why bad input is rejected.
@Suite struct JSONTests {
    /// The value `json` parses to, or `nil` (recorded as an issue) when it is rejected.
    private func read(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> FormValue? {
        do {
            return try FormValue(json: json)
        } catch {
            Issue.record("expected \(json.debugDescription) to parse, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The error parsing `json` throws, or `nil` (recorded as an issue) when it parses.
    private func readError(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> JSONError? {
        do {
            let value = try FormValue(json: json)
            Issue.record(
                "expected an error for \(json.debugDescription), parsed \(value)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// The error parsing `bytes` throws, or `nil` (recorded as an issue) when they parse.
    private func readError(bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> JSONError? {
        do {
            let value = try FormValue(jsonData: Data(bytes))
            Issue.record("expected an error for \(bytes), parsed \(value)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// A nested value with every kind of container, empty ones included.
    private static let profile = FormValue.object([
        FormValueMember("name", "Ada"),
        FormValueMember("age", 36),
        FormValueMember("tags", ["math", "engines"]),
        FormValueMember("scores", .array([.double(18.5), .int(-3), .null, .bool(true)])),
        FormValueMember("empty", .array([])),
        FormValueMember("none", .object([])),
        FormValueMember("address", .object([FormValueMember("city", "London"), FormValueMember("zip", .null)])),
    ])

    // MARK: - Writing

    @Test func prettyOutputIndentsByTwoSpaces() {
        let expected = """
            {
              "name": "Ada",
              "age": 36,
              "tags": [
                "math",
                "engines"
              ],
              "scores": [
                18.5,
                -3,
                null,
                true
              ],
              "empty": [],
              "none": {},
              "address": {
                "city": "London",
                "zip": null
              }
            }
            """
        #expect(Self.profile.jsonString() == expected)
        #expect(Self.profile.jsonString(pretty: true) == expected)
    }

    @Test func compactOutputHasNoWhitespace() {
        #expect(
            Self.profile.jsonString(pretty: false)
                == #"{"name":"Ada","age":36,"tags":["math","engines"],"scores":[18.5,-3,null,true],"empty":[],"none":{},"address":{"city":"London","zip":null}}"#
        )
    }

    /// `print(value)` and string interpolation show the compact JSON, not the enum's cases.
    @Test func aValueDescribesItselfAsCompactJSON() {
        #expect("\(Self.profile)" == Self.profile.jsonString(pretty: false))
        #expect(FormValue.string("a\"b").description == #""a\"b""#)
        #expect(FormValue.null.description == "null")
    }

    @Test func nestedArraysAndScalarsAtTheTop() {
        let nested = FormValue.array([.array([1]), .array([]), .array([.object([FormValueMember("a", .array([]))])])])
        #expect(
            nested.jsonString() == """
                [
                  [
                    1
                  ],
                  [],
                  [
                    {
                      "a": []
                    }
                  ]
                ]
                """)
        #expect(nested.jsonString(pretty: false) == #"[[1],[],[{"a":[]}]]"#)
        #expect(FormValue.array([]).jsonString() == "[]")
        #expect(FormValue.object([]).jsonString() == "{}")
        #expect(FormValue.string("x").jsonString() == #""x""#)
        #expect(FormValue.null.jsonString() == "null")
        #expect(FormValue.bool(false).jsonString(pretty: false) == "false")
    }

    @Test func membersAreWrittenInOrderNeverSorted() {
        let value = FormValue.object([
            FormValueMember("z", 1), FormValueMember("a", 2), FormValueMember("m", 3), FormValueMember("a", 4),
        ])
        #expect(value.jsonString(pretty: false) == #"{"z":1,"a":2,"m":3,"a":4}"#)
    }

    @Test func jsonDataIsTheSameTextInUTF8() {
        #expect(Self.profile.jsonData() == Data(Self.profile.jsonString().utf8))
        #expect(Self.profile.jsonData(pretty: false) == Data(Self.profile.jsonString(pretty: false).utf8))
        #expect(
            FormValue.string("é😀").jsonData(pretty: false) == Data([0x22, 0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0x22]))
    }

    @Test(
        "strings escape quotes, backslashes and control characters only",
        arguments: [
            ("plain", #""plain""#),
            ("say \"hi\"", #""say \"hi\"""#),
            (#"back\slash"#, #""back\\slash""#),
            ("a/b", #""a/b""#),
            ("line\nbreak", #""line\nbreak""#),
            ("tab\there", #""tab\there""#),
            ("cr\rhere", #""cr\rhere""#),
            ("\u{8}\u{C}", #""\b\f""#),
            ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001F""#),
            ("\u{7F}", "\"\u{7F}\""),
            ("café 😀 \u{2028}", "\"café 😀 \u{2028}\""),
            ("", #""""#),
        ])
    func writesStrings(_ text: String, _ expected: String) {
        #expect(FormValue.string(text).jsonString() == expected)
    }

    @Test(
        "numbers are written exactly",
        arguments: [
            (FormValue.int(0), "0"),
            (.int(-42), "-42"),
            (.int(Int.max), "9223372036854775807"),
            (.int(Int.min), "-9223372036854775808"),
            (.uint(UInt.max), "18446744073709551615"),
            (.double(18), "18"),
            (.double(-18), "-18"),
            (.double(0), "0"),
            (.double(-0.0), "-0"),
            (.double(18.5), "18.5"),
            (.double(0.1), "0.1"),
            (.double(1e-7), "1e-07"),
            (.double(123_456_789.125), "123456789.125"),
            (.double(9_007_199_254_740_992), "9007199254740992"),
            (.double(-9_007_199_254_740_992), "-9007199254740992"),
            (.double(1e16), "1e+16"),
            (.double(1.8446744073709552e19), "1.8446744073709552e+19"),
            (.double(.nan), "null"),
            (.double(.infinity), "null"),
            (.double(-.infinity), "null"),
        ])
    func writesNumbers(_ value: FormValue, _ expected: String) {
        #expect(value.jsonString() == expected)
    }

    @Test func decimalsAreWrittenWithAllTheirDigits() throws {
        let posix = Locale(identifier: "en_US_POSIX")
        #expect(FormValue.decimal(try #require(Decimal(string: "12.50", locale: posix))).jsonString() == "12.5")
        #expect(
            FormValue.decimal(try #require(Decimal(string: "-0.000001", locale: posix))).jsonString() == "-0.000001")
        #expect(
            FormValue.decimal(try #require(Decimal(string: "1e30", locale: posix))).jsonString()
                == "1000000000000000000000000000000")
        #expect(FormValue.decimal(Decimal(7)).jsonString() == "7")
        #expect(FormValue.decimal(.nan).jsonString() == "null")
    }

    @Test func datesAreWrittenAsISO8601Strings() {
        #expect(FormValue.date(Date(timeIntervalSince1970: 0)).jsonString() == #""1970-01-01T00:00:00Z""#)
        #expect(
            FormValue.date(Date(timeIntervalSince1970: 1_714_555_800.5)).jsonString() == #""2024-05-01T09:30:00.500Z""#)
        let object = FormValue.object([FormValueMember("at", .date(Date(timeIntervalSince1970: 86_400)))])
        #expect(object.jsonString(pretty: false) == #"{"at":"1970-01-02T00:00:00Z"}"#)
    }

    // MARK: - Reading

    @Test(
        "numbers are read as int, uint or double",
        arguments: [
            ("0", FormValue.int(0)),
            ("-0", .int(0)),
            ("18", .int(18)),
            ("-18", .int(-18)),
            ("18.5", .double(18.5)),
            ("18.0", .double(18)),
            ("-0.0", .double(-0.0)),
            ("1e3", .double(1000)),
            ("1E3", .double(1000)),
            ("1e+3", .double(1000)),
            ("-2.5e-3", .double(-0.0025)),
            ("0.1", .double(0.1)),
            ("1e-400", .double(0)),
            ("9223372036854775807", .int(Int.max)),
            ("-9223372036854775808", .int(Int.min)),
            ("9223372036854775808", .uint(9_223_372_036_854_775_808)),
            ("18446744073709551615", .uint(UInt.max)),
            ("18446744073709551616", .double(0x1p64)),
            ("-9223372036854775809", .double(-0x1p63)),
            ("123456789012345678901234567890", .double(1.2345678901234568e29)),
            ("1.7976931348623157e308", .double(.greatestFiniteMagnitude)),
        ])
    func readsNumbers(_ json: String, _ expected: FormValue) {
        #expect(read(json) == expected)
    }

    @Test func negativeZeroKeepsItsSignAsADouble() throws {
        let value = try #require(read("-0.0"))
        guard case .double(let number) = value else {
            Issue.record("expected a double, got \(value)")
            return
        }
        #expect(number.sign == .minus)
    }

    @Test(
        "every escape is decoded",
        arguments: [
            (#""\"""#, "\""),
            (#""\\""#, "\\"),
            (#""\/""#, "/"),
            (#""\b""#, "\u{8}"),
            (#""\f""#, "\u{C}"),
            (#""\n""#, "\n"),
            (#""\r""#, "\r"),
            (#""\t""#, "\t"),
            (#""\u0041\u00e9\u00E9""#, "Aéé"),
            (#""\u0000""#, "\u{0}"),
            (#""\u20AC and \u2028""#, "€ and \u{2028}"),
            (#""\uD83D\uDE00""#, "😀"),
            (#""\ud83d\ude00!""#, "😀!"),
            (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
            (#""a\"b\\c\/d\ne""#, "a\"b\\c/d\ne"),
            ("\"café 😀\"", "café 😀"),
            ("\"\u{7F}\"", "\u{7F}"),
            (#""""#, ""),
        ])
    func readsEscapes(_ json: String, _ expected: String) {
        #expect(read(json) == .string(expected))
    }

    @Test func readsLiteralsAndContainers() {
        #expect(read("true") == .bool(true))
        #expect(read("false") == .bool(false))
        #expect(read("null") == .null)
        #expect(read("[]") == .array([]))
        #expect(read("{}") == .object([]))
        #expect(read("[ ]") == .array([]))
        #expect(read("{ \n }") == .object([]))
        #expect(
            read(#"[1, "a", [true, null], {"b": {}}]"#)
                == .array([1, "a", [true, nil], .object([FormValueMember("b", .object([]))])]))
    }

    @Test func membersAreReadInOrderAndDuplicatesKept() throws {
        let value = try #require(read(#"{"z": 1, "a": 2, "m": 3, "a": 4}"#))
        #expect(value.objectValue?.map(\.key) == ["z", "a", "m", "a"])
        #expect(
            value
                == .object([
                    FormValueMember("z", 1), FormValueMember("a", 2), FormValueMember("m", 3), FormValueMember("a", 4),
                ]))
        #expect(value["a"] == .int(2))
    }

    @Test func whitespaceAndAByteOrderMarkAroundTheValueAreAllowed() {
        #expect(read(" \t\r\n [ 1 ,\r\n 2 ] \n") == [1, 2])
        #expect(read(" {\n\t\"a\" \t: \r\n 1 \n} ") == .object([FormValueMember("a", 1)]))
        #expect(read("\u{FEFF}[1]") == [1])
        #expect(read("\u{FEFF} 7 ") == 7)
    }

    @Test func readsData() throws {
        #expect(try FormValue(jsonData: Data(#"{"a":[1,"é"]}"#.utf8)) == .object([FormValueMember("a", [1, "é"])]))
        let slice = Data("xx[true]".utf8).dropFirst(2)
        #expect(try FormValue(jsonData: slice) == [true])
    }

    @Test func nestingUpTo512LevelsIsAllowed() throws {
        let arrays = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try #require(read(arrays))
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            value = elements.first ?? .null
        }
        #expect(depth == 512)
        let mixed = String(repeating: #"{"a":["#, count: 256) + "1" + String(repeating: "]}", count: 256)
        #expect(read(mixed) != nil)
    }

    // MARK: - Round trips

    static let roundTripValues: [FormValue] = [
        profile,
        .null, .bool(true), .bool(false), .int(0), .int(-1), .int(Int.max), .int(Int.min), .uint(UInt.max),
        .double(18.5), .double(0.1), .double(-2.5e-300), .double(1e300), .double(1.8446744073709552e19),
        .double(.leastNonzeroMagnitude), .double(.greatestFiniteMagnitude), .double(123_456_789.123_456_78),
        .string(""), .string("quote \" backslash \\ slash / controls \n\r\t\u{8}\u{C}\u{0}\u{1B}\u{1F}"),
        .string("café ☕️ 😀 \u{10FFFF} \u{2028} 日本語"),
        .array([]), .object([]), .array([.array([.array([])])]),
        .object([
            FormValueMember("", ""), FormValueMember("b", [1, 2]),
            FormValueMember("b", .object([FormValueMember("\n", .null)])),
        ]),
    ]

    @Test("value -> text -> value gives the same value", arguments: roundTripValues)
    func roundTrips(_ value: FormValue) throws {
        #expect(try FormValue(json: value.jsonString()) == value)
        #expect(try FormValue(json: value.jsonString(pretty: false)) == value)
        #expect(try FormValue(jsonData: value.jsonData()) == value)
    }

    @Test(
        "compact text -> value -> text gives the same text",
        arguments: [
            #"{"b":1,"a":[true,false,null],"c":{"d":"e\nf"},"g":[],"h":{}}"#,
            #"[-1,0,18.5,1e-07,9223372036854775807,18446744073709551615,"\"\\\u0001/"]"#,
            #""😀""#,
        ])
    func textRoundTrips(_ json: String) throws {
        #expect(try FormValue(json: json).jsonString(pretty: false) == json)
    }

    @Test func valuesJSONCannotHoldComeBackAsTheirJSONForm() throws {
        #expect(try FormValue(json: FormValue.double(18).jsonString()) == .int(18))
        #expect(try FormValue(json: FormValue.decimal(Decimal(string: "12.50") ?? 0).jsonString()) == .double(12.5))
        #expect(
            try FormValue(json: FormValue.date(Date(timeIntervalSince1970: 0)).jsonString()) == "1970-01-01T00:00:00Z")
        #expect(try FormValue(json: FormValue.double(.nan).jsonString()) == .null)
    }

    // MARK: - Errors

    @Test(
        "invalid JSON is rejected with where and why",
        arguments: [
            // Empty input and extra values
            ("", 0, "empty input"),
            (" \n\t ", 0, "empty input"),
            ("1 2", 2, "unexpected data after the JSON value"),
            ("[] []", 3, "unexpected data after the JSON value"),
            ("{}x", 2, "unexpected data after the JSON value"),
            ("[1]]", 3, "unexpected data after the JSON value"),
            (#"{"a":1}}"#, 7, "unexpected data after the JSON value"),
            // Commas, brackets and colons
            ("[1,]", 2, "trailing comma before ']'"),
            (#"{"a":1,}"#, 6, "trailing comma before '}'"),
            ("[\n  1,\n  2,\n]", 10, "trailing comma before ']'"),
            ("[1,,2]", 3, "expected a value"),
            ("[,1]", 1, "expected a value"),
            ("[1 2]", 3, "expected ',' or ']' after array element"),
            (#"{"a":1 "b":2}"#, 7, "expected ',' or '}' after object member"),
            ("[1", 2, "unexpected end of input, expected ',' or ']' after array element"),
            (#"{"a":1"#, 6, "unexpected end of input, expected ',' or '}' after object member"),
            ("[", 1, "unexpected end of input, expected a value"),
            ("{", 1, "unexpected end of input, expected an object key"),
            (#"{"a""#, 4, "unexpected end of input, expected ':' after object key"),
            (#"{"a":"#, 5, "unexpected end of input, expected a value"),
            (#"{"a" 1}"#, 5, "expected ':' after object key"),
            (#"{"a":}"#, 5, "expected a value"),
            ("{,}", 1, "expected an object key in double quotes"),
            ("{a:1}", 1, "expected an object key in double quotes"),
            ("{'a':1}", 1, "expected an object key in double quotes"),
            ("['a']", 1, "strings must be in double quotes"),
            ("]", 0, "expected a value"),
            (":", 0, "expected a value"),
            // Numbers
            ("01", 0, "leading zeros are not allowed"),
            ("-01", 1, "leading zeros are not allowed"),
            ("[00]", 1, "leading zeros are not allowed"),
            ("1.", 2, "expected a digit after '.'"),
            ("1.e5", 2, "expected a digit after '.'"),
            (".5", 0, "expected a digit before '.'"),
            ("-", 1, "expected a digit after '-'"),
            ("- 1", 1, "expected a digit after '-'"),
            ("+1", 0, "numbers may not start with '+'"),
            ("1e", 2, "expected a digit in the exponent"),
            ("1e+", 3, "expected a digit in the exponent"),
            ("0x10", 1, "unexpected data after the JSON value"),
            ("1e400", 0, "number 1e400 is out of range"),
            ("[-1e400]", 1, "number -1e400 is out of range"),
            ("NaN", 0, "NaN and Infinity are not allowed in JSON"),
            ("Infinity", 0, "NaN and Infinity are not allowed in JSON"),
            ("[-Infinity]", 1, "NaN and Infinity are not allowed in JSON"),
            // Literals and comments
            ("tru", 0, "invalid literal 'tru'"),
            ("nul", 0, "invalid literal 'nul'"),
            ("True", 0, "invalid literal 'True'"),
            ("[truex]", 1, "invalid literal 'truex'"),
            ("undefined", 0, "invalid literal 'undefined'"),
            ("// note\n1", 0, "comments are not allowed in JSON"),
            ("[1]/* note */", 3, "unexpected data after the JSON value"),
            // Strings
            (#""abc"#, 0, "unterminated string"),
            (#"["abc\"#, 1, "unterminated string"),
            (#"{"a":"b}"#, 5, "unterminated string"),
            (#""\x""#, 1, #"invalid escape '\x'"#),
            (#""\u12""#, 1, #"expected 4 hex digits after '\u'"#),
            (#""ab\u12G4""#, 3, #"expected 4 hex digits after '\u'"#),
            (#""\ud800""#, 1, #"unpaired surrogate '\ud800'"#),
            (#""\uD800x""#, 1, #"unpaired surrogate '\uD800'"#),
            (#""\ud800\u0041""#, 1, #"unpaired surrogate '\ud800'"#),
            (#""\udc00\ud800""#, 1, #"unpaired surrogate '\udc00'"#),
            (#""a\uDFFF""#, 2, #"unpaired surrogate '\uDFFF'"#),
            ("\"a\nb\"", 2, "control character U+000A must be escaped in a string"),
            ("\"a\tb\"", 2, "control character U+0009 must be escaped in a string"),
            ("\"\u{0}\"", 1, "control character U+0000 must be escaped in a string"),
            ("\"\u{1F}\"", 1, "control character U+001F must be escaped in a string"),
        ])
    func rejects(_ json: String, _ offset: Int, _ message: String) throws {
        let error = try #require(readError(json))
        #expect(error.message == message)
        #expect(error.offset == offset)
    }

    @Test(
        "invalid UTF-8 is rejected",
        arguments: [
            ([0x22, 0xFF, 0x22], 1, "invalid UTF-8 byte 0xFF"),
            ([0x22, 0x80, 0x22], 1, "invalid UTF-8 byte 0x80"),
            ([0x22, 0xC0, 0xAF, 0x22], 1, "invalid UTF-8 byte 0xC0"),
            ([0x22, 0x61, 0xC3, 0x22], 2, "invalid UTF-8 sequence"),
            ([0x22, 0xE0, 0x80, 0xAF, 0x22], 1, "invalid UTF-8 sequence"),
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1, "invalid UTF-8 sequence"),
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, "invalid UTF-8 sequence"),
            ([0x22, 0xF0, 0x9F, 0x98], 1, "invalid UTF-8 sequence"),
            ([0xFF], 0, "expected a value"),
            ([0x5B, 0x31, 0x5D, 0xFE], 3, "unexpected data after the JSON value"),
            ([], 0, "empty input"),
        ] as [([UInt8], Int, String)])
    func rejectsInvalidUTF8(_ bytes: [UInt8], _ offset: Int, _ message: String) throws {
        let error = try #require(readError(bytes: bytes))
        #expect(error.message == message)
        #expect(error.offset == offset)
    }

    @Test func nestingDeeperThan512LevelsIsAnErrorNotACrash() throws {
        let tooDeep = try #require(readError(String(repeating: "[", count: 100_000)))
        #expect(
            tooDeep
                == JSONError(
                    offset: 512, line: 1, column: 513,
                    message: "too deeply nested: more than 512 arrays and objects (FormLimits.maximumJSONDepth)"))
        let oneTooMany = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(readError(oneTooMany)?.offset == 512)
        let objects = String(repeating: #"{"a":"#, count: 513) + "1" + String(repeating: "}", count: 513)
        #expect(readError(objects)?.offset == 512 * 5)
    }

    @Test func errorsGiveLineAndColumn() throws {
        let error = try #require(readError("{\n  \"a\": 1,\n  \"b\": 2 \"c\": 3\n}"))
        #expect(error == JSONError(offset: 21, line: 3, column: 10, message: "expected ',' or '}' after object member"))
        #expect(error.description == "JSON error at line 3, column 10: expected ',' or '}' after object member")

        // Columns count characters, not bytes; "\r\n" is one line break.
        #expect(readError("[\"é😀\", x]").map { [$0.offset, $0.line, $0.column] } == [11, 1, 8])
        #expect(readError("[1,\r\n2,]").map { [$0.offset, $0.line, $0.column] } == [6, 2, 2])
        #expect(readError("[1,\r2 3]").map { [$0.offset, $0.line, $0.column] } == [6, 2, 3])
        #expect(readError("").map { [$0.offset, $0.line, $0.column] } == [0, 1, 1])
    }

    @Test func aMegabyteParses() throws {
        let record =
            #"{"id": 1234, "name": "Item with \"some\" text", "price": 12.35, "tags": ["a", "b\n", "ünï"], "ok": true, "none": null}"#
        let json = "[" + Array(repeating: record, count: 8_500).joined(separator: ",\n") + "]"
        #expect(json.utf8.count > 1_000_000)
        let value = try FormValue(json: json)
        #expect(value.arrayValue?.count == 8_500)
        #expect(value.arrayValue?.last?["tags"] == ["a", "b\n", "ünï"])
    }
}
