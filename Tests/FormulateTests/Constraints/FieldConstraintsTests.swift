import Formulate
import Foundation
import Testing

/// One constraints query: what a field accepts, from its type, kind and rules.
@Suite("Field constraints")
struct FieldConstraintsTests {
    struct Order: FormCustomizing {
        var quantity = 0
        var boxes = 3
        var note = ""
        var contact = ""
        var size = 1.5
        var crates: Int8 = 2
        static var fieldSettings: [String: FieldSettings] {
            [
                "quantity": FieldSettings.step(5),
                "crates": FieldSettings.min(2).step(4),
                "boxes": FieldSettings.min(3).max(100).step(5),
                "note": FieldSettings.rules(
                    [.maxLength(10)] + [try? ValidationRule.regex("[a-z ]*")].compactMap { $0 }),
                "contact": FieldSettings.rules(.email, .url()),
                "size": FieldSettings.rules(.greaterThan(1), .lessOrEqual(2.5)),
            ]
        }
    }

    struct Mixed: FormCustomizing {
        var handle = ""
        var code = ""
        static var fieldSettings: [String: FieldSettings] {
            [
                "handle": FieldSettings.rules(.maxLength(10), .minLength(2, unit: .utf16)),
                "code": FieldSettings.rules(.maxLength(8, unit: .utf16), .minLength(2, unit: .utf16), .maxLength(20)),
            ]
        }
    }

    /// A renderer tells a person "from 3 to 100", never "from -9223372036854775808"
    /// (trial18: renderers filtered the type's limits by a magic number).
    @Test func theTypesOwnLimitsAreToldApartFromDeclaredBounds() throws {
        let form = try ModelForm(Order())
        func limits(_ key: String) -> String {
            let constraints = form.field(key)?.constraints ?? FieldConstraints()
            return "\(constraints.isMinimumTypeLimit) \(constraints.isMaximumTypeLimit)"
        }
        #expect(limits("quantity") == "true true")
        #expect(limits("crates") == "false false") // min 2; Int8.max is told apart only at the limits of Int
        #expect(limits("boxes") == "false false")
        #expect(limits("size") == "false false") // a Double has no type limits
    }

    @Test func lengthsInDifferentUnitsAreNotMadeOneBound() throws {
        // 10 characters may be 40 UTF-16 code units ("👍🏽" is 4): announcing
        // maxlength="10" would refuse what the server accepts.
        let form = try ModelForm(Mixed())
        let handle = try #require(form.field("handle")?.constraints)
        #expect(handle.maximumLength == 10)
        #expect(handle.minimumLength == nil)
        #expect(handle.lengthUnit == .characters)
        let code = try #require(form.field("code")?.constraints)
        #expect(code.maximumLength == 8)
        #expect(code.minimumLength == 2)
        #expect(code.lengthUnit == .utf16)
        try form.setText(String(repeating: "👍🏽", count: 3), for: "handle")
        #expect(form.validate().isEmpty)
    }

    @Test func typeKindAndRulesMakeOneAnswer() throws {
        let form = try ModelForm(Order())
        let quantity = try #require(form.field("quantity")?.constraints)
        #expect(quantity.isWholeNumber)
        #expect(quantity.isRequired) // an Int cannot be empty
        #expect(quantity.step == .int(5))
        #expect(quantity.stepBase == nil)
        #expect(quantity.minimum == .int(Int.min))
        let boxes = try #require(form.field("boxes")?.constraints)
        #expect(boxes.minimum == .int(3))
        #expect(boxes.maximum == .int(100))
        #expect(boxes.stepBase == .int(3))
        let note = try #require(form.field("note")?.constraints)
        #expect(note.maximumLength == 10)
        #expect(note.lengthUnit == .characters)
        #expect(note.patterns.map(\.source) == ["[a-z ]*"])
        #expect(note.isRequired == false)
        let size = try #require(form.field("size")?.constraints)
        #expect(size.minimum == .int(1))
        #expect(size.isMinimumExclusive)
        #expect(size.maximum == .double(2.5))
        #expect(!size.isMaximumExclusive)
        #expect(form.field("missing")?.constraints == nil)
    }

    @Test func formatsAddUpAndURLsNarrow() throws {
        let form = try ModelForm(Order())
        #expect(
            form.field("contact")?.constraints.formats == [
                .email, .url(schemes: ["http", "https"], requiresScheme: false),
            ])
        var constraints = FieldConstraints()
        constraints.formIntersection(
            ValidationRule.url(allowedSchemes: ["https", "ftp"]).impliedConstraints(for: .text))
        constraints.formIntersection(ValidationRule.url(requireScheme: true).impliedConstraints(for: .text))
        #expect(constraints.formats == [.url(schemes: ["https"], requiresScheme: true)])
    }

    @Test func theBuiltInRulesPatternsSayWhatTheyAcceptInWords() throws {
        let explanations = [ValidationRule.usPhone, .fiveDigitZipCode, .expiration, .integer].map {
            $0.impliedConstraints(for: .text).patterns.first?.explanation
        }
        #expect(
            explanations == [
                "a US phone number, like 555-123-4567", "a five-digit ZIP code, like 12345",
                "an expiry date as MM/YY or MM/YYYY, like 08/27", nil,
            ])
        #expect(try RegexPattern("[A-Z]{3}").explanation == nil, "a pattern of your own has no words")
    }

    @Test(
        "the step a page announces is enforced by the server",
        arguments: [
            ("quantity", "7", false), ("quantity", "10", true), ("quantity", "-5", true),
            ("boxes", "8", true), ("boxes", "10", false), ("boxes", "3", true),
        ])
    func stepIsChecked(key: String, text: String, accepted: Bool) throws {
        let form = try ModelForm(Order())
        do {
            try form.setText(text, for: key)
            #expect(accepted, "\(text) was accepted")
            #expect(form.text(for: key) == text)
        } catch {
            #expect(!accepted, "\(text) was refused: \(error)")
            #expect(error.reason == .notOnStep)
        }
    }

    @Test func stepMessageSaysWhatIsAccepted() throws {
        let form = try ModelForm(Order())
        let quantity = #expect(throws: FormError.self) { try form.setValue(7, for: "quantity") }
        #expect(quantity?.description == "quantity: Quantity must be a multiple of 5.")
        #expect(quantity?.reason == .notOnStep)
        let boxes = #expect(throws: FormError.self) { try form.setValue(10, for: "boxes") }
        #expect(boxes?.description == "boxes: Boxes must be from 3 to 100 in steps of 5.")
        #expect(
            boxes?.arguments.map(\.value) == ["Boxes", 10, 5, 3, 100],
            "the value, the step, where steps start and the maximum")
        #expect(boxes?.arguments.map(\.key) == ["title", "value", "step", "base", "maximum"])
        let crates = #expect(throws: FormError.self) { try form.setValue(Int8(7), for: "crates") }
        #expect(
            crates?.description == "crates: Crates must be 2 or more in steps of 4.",
            "the type's own maximum (127) goes unsaid")
    }
}

/// What a custom rule implies, and only that, reaches renderers, and the server checks it.
@Suite("Custom rules imply what they say")
struct CustomRuleImplicationTests {
    struct Signup: FormCustomizing {
        var nickname = ""
        var code = ""
        static var fieldSettings: [String: FieldSettings] {
            [
                // Named "required", but implies nothing: nothing announces a requirement.
                "nickname": FieldSettings.rules(.closure(name: "required", message: "No.") { _ in true }),
                "code": FieldSettings.rules(
                    .closure(name: "knownCode", message: "Unknown code.", implies: [.required, .maxLength(4)]) { _ in
                        true
                    }),
            ]
        }
    }

    @Test func aCustomRuleImpliesNothingUnlessItSaysSo() throws {
        let form = try ModelForm(Signup())
        #expect(form.field("nickname")?.constraints == FieldConstraints())
        let code = try #require(form.field("code")?.constraints)
        #expect(code.isRequired)
        #expect(code.maximumLength == 4)
    }

    @Test func whatACustomRuleImpliesIsChecked() throws {
        let form = try ModelForm(Signup())
        // The closure accepts everything; the rules it implies still refuse.
        try form.setText("", for: "code")
        #expect(form.validate().map(\.message) == ["Code is required."])
        try form.setText("ABCDE", for: "code")
        #expect(form.validate().map(\.message) == ["Code must be at most 4 characters."])
        try form.setText("ABCD", for: "code")
        #expect(form.validate().isEmpty)
    }
}

/// A URL field accepts `http` and `https` by default, whatever built it (issue 14, item 11).
@Suite("URL fields")
struct URLFieldTests {
    struct Links: FormCustomizing {
        var homepage: URL?
        var website = ""
        var mirror: URL?
        static var fieldSettings: [String: FieldSettings] {
            ["mirror": FieldSettings.rules(.url(requireScheme: true, allowedSchemes: ["ftp", "https"]))]
        }
    }

    @Test(arguments: ["homepage", "website"])
    func aScriptURLIsRefused(key: String) throws {
        let form = try ModelForm(Links())
        try? form.setText("javascript:alert(1)", for: key)
        #expect(form.validate().map(\.key) == [key])
        #expect(throws: FormErrors.self) { try form.commit() }
        try form.setText("https://example.com/", for: key)
        #expect(form.validate().isEmpty)
    }

    @Test func aDynamicURLFieldIsCheckedToo() throws {
        let form = try ModelForm(descriptionJSON: #"{"fields": [{"key": "site", "type": "url"}]}"#)
        // Refused as it is typed, as at commit (issue 37 item 5).
        let typed = #expect(throws: FormError.self) { try form.setText("javascript:alert(1)", for: "site") }
        #expect(typed?.reason == .rule(ValidationRule.Name.url))
        #expect(form.validate().map(\.reason) == [.rule(ValidationRule.Name.url)])
    }

    @Test func aFieldsOwnURLRuleChoosesTheSchemes() throws {
        let form = try ModelForm(Links())
        try form.setText("ftp://files.example.com/", for: "mirror")
        #expect(form.validate().isEmpty)
        #expect(
            form.field("homepage")?.constraints.formats == [.url(schemes: ["http", "https"], requiresScheme: true)])
        #expect(
            form.field("website")?.constraints.formats == [.url(schemes: ["http", "https"], requiresScheme: false)])
    }
}

/// Every field of a kind checks that kind, whatever built it (issue 14, item 10).
@Suite("Kinds are checked in dynamic forms too")
struct DynamicKindCheckTests {
    @Test func aDynamicEmailFieldIsCheckedAsAnEmail() throws {
        let form = try ModelForm(descriptionJSON: #"{"fields": [{"key": "contact", "type": "email"}]}"#)
        try form.setText("not an email", for: "contact")
        #expect(form.validate().map(\.reason) == [.rule(ValidationRule.Name.email)])
        try form.setText("ada@example.com", for: "contact")
        #expect(form.validate().isEmpty)
    }
}
