import Foundation
import Testing

@testable import Formulate

/// Properties of standard-library and Foundation types that are not leaves, and of
/// existential types: excluded with a reason, never opened up as nested models (their
/// stored properties are private storage) and never walked by the runtime as structs.
struct SystemTypes {
    var name = "Ada"
    var zone = TimeZone(secondsFromGMT: 0) ?? .current
    var locale = Locale(identifier: "en_US")
    var calendar = Calendar(identifier: .gregorian)
    var anything: Any = 5
    var hashable: AnyHashable = 5
    var failure: (any Error)? = nil
    var letter: Character = "a"
    var wait = Duration.seconds(3)
    var tags: Set<String> = []
    var slice: Substring = "abc"
    var span = 0..<3
    var components = DateComponents()
    var nestedOptional: Int?? = nil
}

/// Customization mistakes that used to be accepted and failed only when a value was edited.
struct InvertedBounds: FormCustomizing {
    var age = 0
    static var fieldOverrides: [String: FieldOverrides] { ["age": ["min": 10, "max": 5]] }
}

struct ZeroStep: FormCustomizing {
    var ratio = 0.5
    static var fieldOverrides: [String: FieldOverrides] { ["ratio": ["step": 0]] }
}

struct BoundsBeyondTheType: FormCustomizing {
    var level: Int8 = 0
    static var fieldOverrides: [String: FieldOverrides] { ["level": ["min": -1000, "max": 1000]] }
}

struct KindThatDoesNotFit: FormCustomizing {
    var age = 0
    static var fieldOverrides: [String: FieldOverrides] { ["age": ["type": "email"]] }
}

struct KindThatFits: FormCustomizing {
    var age = 0
    var bio = ""
    static var fieldOverrides: [String: FieldOverrides] { ["age": ["type": "unsigned"], "bio": ["type": "longtext"]] }
}

struct EmptyOptions: FormCustomizing {
    var age = 0
    static var fieldOverrides: [String: FieldOverrides] { ["age": ["options": [Any]()]] }
}

struct TooManyIndexedOptions: FormCustomizing {
    var tiny: Int8 = 0
    static var fieldOverrides: [String: FieldOverrides] { ["tiny": ["options": (0..<200).map { "Option \($0)" }]] }
}

struct FieldListedTwice: FormCustomizing {
    var age = 0
    static var fields: [FieldEntry]? { ["age", "age"] }
}

struct OverrideOfExcludedField: FormCustomizing {
    var age = 0
    var secret = ""
    static var excludedFields: [String] { ["secret"] }
    static var fieldOverrides: [String: FieldOverrides] { ["secret": ["title": "Secret"]] }
}

struct Measurement {
    var ratio = Double.nan
    var limit = Double.infinity
    var fine = 1.5
}

struct Appointment {
    var eventDateTime = Date(timeIntervalSince1970: 0)
    var startTime = Date(timeIntervalSince1970: 0)
    var createdAt = Date(timeIntervalSince1970: 0)
}

@Suite("System types and customization checks")
struct SystemTypeTests {
    @Test func systemAndExistentialTypesAreExcludedWithReasons() throws {
        let form = try ModelForm(SystemTypes())
        #expect(form.allFields.map(\.key) == ["name"])
        let excluded = Dictionary(form.diagnostics.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        for key in [
            "zone", "locale", "calendar", "anything", "hashable", "failure", "letter", "wait", "tags",
            "slice", "span", "components", "nestedOptional",
        ] {
            #expect(excluded[key]?.action == .excluded, "\(key)")
            #expect(
                excluded[key]?.reason.contains("is not supported") == true,
                "\(key): \(excluded[key]?.reason ?? "no diagnostic")")
        }
        #expect(
            excluded["letter"]?.reason
                == "Character is not supported; use a struct, a CaseIterable enum, or conform it to FormTextConvertible"
        )
    }

    @Test func aSetOfTextAndAnOptionalOfAnOptionalSayWhatToWriteInstead() throws {
        let form = try ModelForm(SystemTypes())
        let reasons = Dictionary(form.diagnostics.map { ($0.key, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(
            reasons["tags"]
                == "Set<String> is not supported: a set is edited as checkboxes only when its elements are a "
                + "CaseIterable enum; use [String] with the unique rule (ValidationRule.unique)")
        #expect(
            reasons["nestedOptional"]
                == "Optional<Optional<Int>> is not supported: an optional of an optional (Int??) has two kinds of nil, "
                + "which a form cannot tell apart; use Int?")
    }

    @Test func onlyStructsAreWalkedAsStructs() {
        #expect(StoredFields.isStruct(Appointment.self))
        #expect(!StoredFields.isStruct(Any.self))
        #expect(!StoredFields.isStruct((any Error).self))
        #expect(!StoredFields.isStruct(Int?.self))
        #expect(!StoredFields.isStruct(NSObject.self))
        #expect(StoredFields.of(Any.self) == nil)
    }

    @Test func aKeyEndingInDateTimeIsADateAndTime() throws {
        let form = try ModelForm(Appointment())
        #expect(form.field("eventDateTime")?.kind == .dateTime)
        #expect(form.field("startTime")?.kind == .time)
        #expect(form.field("createdAt")?.kind == .dateTime)
    }

    @Test func aModelHoldingNaNOrInfinityIsInvalidUntilEdited() throws {
        let form = try ModelForm(Measurement())
        #expect(!form.isValid)
        let errors = form.validationErrors()
        #expect(errors.map(\.key) == ["ratio", "limit"])
        #expect(errors.first?.message == "Ratio is nan, which is not allowed; expected a finite number, like 3.5")
        #expect(throws: FormErrors.self) { try form.commit() }
        try form.setText("2.5", for: "ratio")
        try form.setValue(10.0, for: "limit")
        #expect(form.isValid)
        #expect(try form.commit().limit == 10)
    }

    @Test func boundsOutOfOrderOrBeyondTheTypeAreRefused() {
        let inverted = #expect(throws: FormDefinitionError.self) { try ModelForm(InvertedBounds()) }
        #expect(inverted?.problems.map(\.description) == ["age: min (10) is greater than max (5)"])
        let beyond = #expect(throws: FormDefinitionError.self) { try ModelForm(BoundsBeyondTheType()) }
        #expect(
            beyond?.problems.map(\.description) == [
                "level: min (-1000) is below the smallest Int8 (-128)",
                "level: max (1000) is above the largest Int8 (127)",
            ])
    }

    @Test func aStepMustBePositive() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(ZeroStep()) }
        #expect(error?.problems.map(\.description) == ["ratio: step (0) must be greater than 0"])
    }

    @Test func aKindMustFitThePropertysType() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(KindThatDoesNotFit()) }
        #expect(
            error?.problems.map(\.description) == [
                "age: type 'email' does not fit a property of type Int (a 'integer' field); give a valueTransformer to show it another way"
            ])
        let form = try ModelForm(KindThatFits())
        #expect(form.field("age")?.kind == .unsigned)
        #expect(form.field("bio")?.kind == .longText)
    }

    @Test func optionListsMustBeUsable() {
        let empty = #expect(throws: FormDefinitionError.self) { try ModelForm(EmptyOptions()) }
        #expect(
            empty?.problems.map(\.description) == [
                "age: options is empty; list at least one option, or leave options out"
            ])
        let tooMany = #expect(throws: FormDefinitionError.self) { try ModelForm(TooManyIndexedOptions()) }
        #expect(
            tooMany?.problems.map(\.description) == [
                "tiny: 200 options are stored as their index, and Int8 holds at most 127"
            ])
    }

    @Test func aFieldListedTwiceIsAnError() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(FieldListedTwice()) }
        #expect(error?.problems.map(\.description) == ["age: fields lists this key twice"])
    }

    @Test func anOverrideOfAnExcludedFieldSaysSo() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(OverrideOfExcludedField()) }
        #expect(
            error?.problems.map(\.description) == [
                "secret: fieldOverrides names a field that excludedFields leaves out; remove it from excludedFields or drop the fieldOverrides entry"
            ])
    }
}
