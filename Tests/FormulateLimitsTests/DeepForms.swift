import Formulate

/// Forms whose fields are as deep as ``FormLimits/maximumDepth`` allows, or deeper: a JSON
/// description and a Swift model with the same keys. Each level has a text field `note`
/// and a subform `s`; the bottom level has `value` (text, "deep"), `choice` (an option)
/// and `tags` (a multiple choice). The description's top level also has a Boolean `flag`
/// that hides the deepest `value`, and a text `echo` disabled while that value is "lock".
enum DeepForms {
    /// The key of the deepest text field when fields are `depth` levels deep.
    static func deepestKey(depth: Int) -> String {
        (Array(repeating: "s", count: depth - 1) + ["value"]).joined(separator: ".")
    }

    /// A description whose deepest fields are `depth` levels deep.
    static func description(depth: Int) -> String {
        var level = """
            {"key": "value", "type": "text", "value": "deep", "rules": [{"rule": "required"}], "hidden": "$flag == true"}, \
            {"key": "choice", "type": "option", "options": [{"value": "a"}, {"value": "b"}], "value": "a"}, \
            {"key": "tags", "type": "multiselect", "options": [{"value": "one"}, {"value": "two"}]}
            """
        for _ in 1..<depth {
            level = #"{"key": "note", "type": "text"}, {"key": "s", "type": "subform", "fields": [\#(level)]}"#
        }
        return #"{"fields": [{"key": "flag", "type": "boolean"}, "#
            + #"{"key": "echo", "type": "text", "disabled": "$\#(deepestKey(depth: depth)) == 'lock'"}, \#(level)]}"#
    }
}

/// The bottom level of the Swift models.
struct Bottom: Equatable, DefaultConstructible {
    enum Choice: String, CaseIterable { case a, b }
    enum Tag: String, CaseIterable { case one, two }

    var value = "deep"
    var choice = Choice.a
    var tags: Set<Tag> = []
}

/// The levels of the Swift models, one concrete type each (nested generic types of this
/// depth take the compiler minutes to check): `Level1` holds `Level2` in `s`, …, and
/// `Level63` holds `Bottom`, so `Bottom`'s fields are 64 levels deep in `Level1`.
struct Level1: Equatable, DefaultConstructible { var note = ""; var s = Level2() }
struct Level2: Equatable, DefaultConstructible { var note = ""; var s = Level3() }
struct Level3: Equatable, DefaultConstructible { var note = ""; var s = Level4() }
struct Level4: Equatable, DefaultConstructible { var note = ""; var s = Level5() }
struct Level5: Equatable, DefaultConstructible { var note = ""; var s = Level6() }
struct Level6: Equatable, DefaultConstructible { var note = ""; var s = Level7() }
struct Level7: Equatable, DefaultConstructible { var note = ""; var s = Level8() }
struct Level8: Equatable, DefaultConstructible { var note = ""; var s = Level9() }
struct Level9: Equatable, DefaultConstructible { var note = ""; var s = Level10() }
struct Level10: Equatable, DefaultConstructible { var note = ""; var s = Level11() }
struct Level11: Equatable, DefaultConstructible { var note = ""; var s = Level12() }
struct Level12: Equatable, DefaultConstructible { var note = ""; var s = Level13() }
struct Level13: Equatable, DefaultConstructible { var note = ""; var s = Level14() }
struct Level14: Equatable, DefaultConstructible { var note = ""; var s = Level15() }
struct Level15: Equatable, DefaultConstructible { var note = ""; var s = Level16() }
struct Level16: Equatable, DefaultConstructible { var note = ""; var s = Level17() }
struct Level17: Equatable, DefaultConstructible { var note = ""; var s = Level18() }
struct Level18: Equatable, DefaultConstructible { var note = ""; var s = Level19() }
struct Level19: Equatable, DefaultConstructible { var note = ""; var s = Level20() }
struct Level20: Equatable, DefaultConstructible { var note = ""; var s = Level21() }
struct Level21: Equatable, DefaultConstructible { var note = ""; var s = Level22() }
struct Level22: Equatable, DefaultConstructible { var note = ""; var s = Level23() }
struct Level23: Equatable, DefaultConstructible { var note = ""; var s = Level24() }
struct Level24: Equatable, DefaultConstructible { var note = ""; var s = Level25() }
struct Level25: Equatable, DefaultConstructible { var note = ""; var s = Level26() }
struct Level26: Equatable, DefaultConstructible { var note = ""; var s = Level27() }
struct Level27: Equatable, DefaultConstructible { var note = ""; var s = Level28() }
struct Level28: Equatable, DefaultConstructible { var note = ""; var s = Level29() }
struct Level29: Equatable, DefaultConstructible { var note = ""; var s = Level30() }
struct Level30: Equatable, DefaultConstructible { var note = ""; var s = Level31() }
struct Level31: Equatable, DefaultConstructible { var note = ""; var s = Level32() }
struct Level32: Equatable, DefaultConstructible { var note = ""; var s = Level33() }
struct Level33: Equatable, DefaultConstructible { var note = ""; var s = Level34() }
struct Level34: Equatable, DefaultConstructible { var note = ""; var s = Level35() }
struct Level35: Equatable, DefaultConstructible { var note = ""; var s = Level36() }
struct Level36: Equatable, DefaultConstructible { var note = ""; var s = Level37() }
struct Level37: Equatable, DefaultConstructible { var note = ""; var s = Level38() }
struct Level38: Equatable, DefaultConstructible { var note = ""; var s = Level39() }
struct Level39: Equatable, DefaultConstructible { var note = ""; var s = Level40() }
struct Level40: Equatable, DefaultConstructible { var note = ""; var s = Level41() }
struct Level41: Equatable, DefaultConstructible { var note = ""; var s = Level42() }
struct Level42: Equatable, DefaultConstructible { var note = ""; var s = Level43() }
struct Level43: Equatable, DefaultConstructible { var note = ""; var s = Level44() }
struct Level44: Equatable, DefaultConstructible { var note = ""; var s = Level45() }
struct Level45: Equatable, DefaultConstructible { var note = ""; var s = Level46() }
struct Level46: Equatable, DefaultConstructible { var note = ""; var s = Level47() }
struct Level47: Equatable, DefaultConstructible { var note = ""; var s = Level48() }
struct Level48: Equatable, DefaultConstructible { var note = ""; var s = Level49() }
struct Level49: Equatable, DefaultConstructible { var note = ""; var s = Level50() }
struct Level50: Equatable, DefaultConstructible { var note = ""; var s = Level51() }
struct Level51: Equatable, DefaultConstructible { var note = ""; var s = Level52() }
struct Level52: Equatable, DefaultConstructible { var note = ""; var s = Level53() }
struct Level53: Equatable, DefaultConstructible { var note = ""; var s = Level54() }
struct Level54: Equatable, DefaultConstructible { var note = ""; var s = Level55() }
struct Level55: Equatable, DefaultConstructible { var note = ""; var s = Level56() }
struct Level56: Equatable, DefaultConstructible { var note = ""; var s = Level57() }
struct Level57: Equatable, DefaultConstructible { var note = ""; var s = Level58() }
struct Level58: Equatable, DefaultConstructible { var note = ""; var s = Level59() }
struct Level59: Equatable, DefaultConstructible { var note = ""; var s = Level60() }
struct Level60: Equatable, DefaultConstructible { var note = ""; var s = Level61() }
struct Level61: Equatable, DefaultConstructible { var note = ""; var s = Level62() }
struct Level62: Equatable, DefaultConstructible { var note = ""; var s = Level63() }
struct Level63: Equatable, DefaultConstructible { var note = ""; var s = Bottom() }

/// A model whose deepest fields (`Bottom`'s) are ``FormLimits/maximumDepth`` levels deep:
/// 63 nested models above them.
typealias ModelAtTheLimit = Level1

/// The model at the limit takes every field from a submitted body, as a description does.
extension Level1: FormCustomizing {
    static var inputFields: FormInput { .all }
}

/// One level more: `Bottom` would be 65 levels deep.
struct ModelPastTheLimit: Equatable, DefaultConstructible { var note = ""; var s = Level1() }
