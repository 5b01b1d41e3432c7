import Foundation
import Testing

@testable import Formulate

/// Keys are compared one way everywhere, as Swift strings compare (canonical equivalence):
/// the form's field table, the loader's duplicate and path checks, `DynamicModel` and its
/// JSON (issue 14 item 8). A key that runs through a field that is not a subform is refused
/// when the description is loaded: one JSON object cannot hold both.
@Suite("Keys compared one way")
struct KeyComparisonTests {
    /// "café" with a precomposed é (NFC) and with e + a combining acute accent (NFD).
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    static func problems(_ json: String) -> [String] {
        do {
            _ = try ModelForm(descriptionJSON: json)
            return []
        } catch {
            return error.problems.map { "\($0.key ?? ""): \($0.message)" }
        }
    }

    static func collision(_ key: String, through leaf: String) -> String {
        "\(key): the key runs through '\(leaf)', a field that is not a subform; "
            + "'\(leaf)' and '\(key)' cannot both be members of one JSON object: rename one, or make '\(leaf)' a subform"
    }

    @Test func theTwoSpellingsAreDifferentScalarsButOneString() {
        #expect(Array(Self.composed.unicodeScalars) != Array(Self.decomposed.unicodeScalars))
        #expect(Self.composed == Self.decomposed)
    }

    // MARK: - Path collisions

    @Test(arguments: [
        (#"[{"key": "a", "type": "text"}, {"key": "a.b", "type": "text"}]"#, "a.b", "a"),
        (#"[{"key": "a.b", "type": "integer"}, {"key": "a", "type": "text"}]"#, "a.b", "a"),
        (#"[{"key": "a", "type": "label"}, {"key": "a.b.c", "type": "boolean"}]"#, "a.b.c", "a"),
        (#"[{"key": "x.y", "type": "text"}, {"key": "x.y.z", "type": "text"}]"#, "x.y.z", "x.y"),
        (
            #"[{"key": "n", "type": "subform", "fields": [{"key": "a", "type": "text"}]}, {"key": "n.a.b", "type": "text"}]"#,
            "n.a.b", "n.a"
        ),
        (
            #"[{"key": "n", "type": "subform", "fields": [{"key": "a", "type": "text"}, {"key": "a.b", "type": "text"}]}]"#,
            "n.a.b", "n.a"
        ),
    ])
    func aKeyThatRunsThroughAValueFieldIsRefused(fields: String, key: String, leaf: String) {
        #expect(Self.problems(#"{"fields": \#(fields)}"#) == [Self.collision(key, through: leaf)])
    }

    @Test func keysThatRunThroughASubformLoadAndNestInJSON() throws {
        let form = try ModelForm(
            descriptionJSON: #"""
                {"fields": [{"key": "n", "type": "subform", "fields": [{"key": "a", "type": "text", "value": "x"}]},
                            {"key": "n.b", "type": "integer", "value": 2}, {"key": "m.c", "type": "boolean"}]}
                """#)
        #expect(form.model.json.jsonString(pretty: false) == #"{"n":{"a":"x","b":2},"m":{"c":false}}"#)
    }

    // MARK: - Two spellings of one key

    @Test func twoSpellingsOfOneKeyAreADuplicate() {
        let fields =
            #"[{"key": "\#(Self.composed)", "type": "text"}, {"key": "\#(Self.decomposed)", "type": "integer"}]"#
        #expect(
            Self.problems(#"{"fields": \#(fields)}"#) == ["\(Self.decomposed): the key is used by another field too"])
        let subforms =
            #"[{"key": "\#(Self.composed)", "type": "subform", "fields": []}, "#
            + #"{"key": "\#(Self.decomposed)", "type": "subform", "fields": []}]"#
        #expect(
            Self.problems(#"{"fields": \#(subforms)}"#) == ["\(Self.decomposed): the key is used by another field too"])
    }

    @Test func aPathThroughTheOtherSpellingCollides() {
        let fields =
            #"[{"key": "\#(Self.composed)", "type": "text"}, {"key": "\#(Self.decomposed).x", "type": "text"}]"#
        #expect(
            Self.problems(#"{"fields": \#(fields)}"#) == [
                Self.collision(Self.decomposed + ".x", through: Self.composed)
            ])
    }

    @Test func eitherSpellingFindsTheField() throws {
        let form = try ModelForm(
            descriptionJSON: #"""
                {"fields": [{"key": "\#(Self.composed)", "type": "text"},
                            {"key": "flag", "type": "boolean", "hidden": "$\#(Self.decomposed) == 'hide'"}]}
                """#)
        #expect(form.field(Self.decomposed)?.key == Self.composed)
        try form.setText("hide", for: Self.decomposed)
        #expect(form.text(for: Self.composed) == "hide")
        #expect(form.isHidden("flag"))
        let json = try form.commit().json
        #expect(json.jsonString(pretty: false) == #"{"\#(Self.composed)":"hide","flag":false}"#)
        #expect(json.objectValue.map { Array($0[0].key.unicodeScalars) } == Array(Self.composed.unicodeScalars))
    }

    @Test func aDynamicModelHoldsOneKeyForBothSpellings() {
        var model = DynamicModel()
        model[Self.composed] = .int(1)
        model[Self.decomposed] = .int(2)
        #expect(model.keys.count == 1)
        #expect(model[Self.composed] == .int(2))
        #expect(model.json.jsonString(pretty: false) == #"{"\#(Self.composed)":2}"#)
        let built = DynamicModel(keys: [Self.decomposed, Self.composed], values: [Self.composed: .int(3)])
        #expect(built.keys.map { Array($0.unicodeScalars) } == [Array(Self.decomposed.unicodeScalars)])
        #expect(built[Self.decomposed] == .int(3))
    }

    /// Members under two spellings of one name would be one object: refused
    /// (`KeySpellingPathTests`), where they were merged once.
    @Test func theJSONOfBothSpellingsIsRefused() {
        let fields =
            #"[{"key": "\#(Self.composed).a", "type": "integer"}, {"key": "\#(Self.decomposed).b", "type": "integer"}]"#
        #expect(Self.problems(#"{"fields": \#(fields)}"#).map { $0.prefix { $0 != ":" } } == ["\(Self.decomposed).b"])
    }

    /// A model built by hand may hold colliding keys: the first in order is written.
    @Test func aHandBuiltModelWritesTheFirstOfTwoCollidingKeys() {
        let valueFirst = DynamicModel(keys: ["a", "a.b"], values: ["a": 1, "a.b": 2])
        #expect(valueFirst.json.jsonString(pretty: false) == #"{"a":1}"#)
        let objectFirst = DynamicModel(keys: ["a.b", "a"], values: ["a": 1, "a.b": 2])
        #expect(objectFirst.json.jsonString(pretty: false) == #"{"a":{"b":2}}"#)
    }

    // MARK: - Paths through two spellings, and dots before marks (issue 36 item 6)

    @Test func aFieldThroughAnotherSpellingOfASubformIsRefused() {
        let fields =
            #"[{"key": "\#(Self.composed)", "type": "subform", "fields": [{"key": "x", "type": "text"}]}, "#
            + #"{"key": "\#(Self.decomposed).y", "type": "text"}]"#
        #expect(
            Self.problems(#"{"fields": \#(fields)}"#) == [
                "\(Self.decomposed).y: the key runs through '\(Self.decomposed)', another spelling of '\(Self.composed)' "
                    + "(the same text in other Unicode scalars); spell both the same way, or rename one"
            ])
    }

    @Test func oneSpellingStillNestsAndADotBeforeAMarkSeparates() throws {
        let form = try ModelForm(
            descriptionJSON: #"""
                {"fields": [{"key": "\#(Self.composed)", "type": "subform", "fields": [{"key": "x", "type": "text", "value": "1"}]},
                            {"key": "\#(Self.composed).y", "type": "text", "value": "2"},
                            {"key": "n.\u0301m", "type": "text", "value": "3"}]}
                """#)
        #expect(
            form.model.json.jsonString(pretty: false)
                == #"{"\#(Self.composed)":{"x":"1","y":"2"},"n":{"\#u{301}m":"3"}}"#)
        #expect(form.field("n.\u{301}m")?.title != nil)
        try form.setText("4", for: "n.\u{301}m")
        #expect(form.text(for: "n.\u{301}m") == "4")
    }
}
