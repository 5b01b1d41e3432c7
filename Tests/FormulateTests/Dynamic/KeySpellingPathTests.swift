import Formulate
import Testing

/// A description that spells one path two ways (a subform `café` with a precomposed é and
/// a field `cafe\u{301}.y` with a combining accent) is refused, never merged into one object.
struct KeySpellingPathTests {
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
