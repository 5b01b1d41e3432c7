import Formulate
import Testing

/// A run of capitals that listed acronyms spell all but its last letter ("APIURLX") is titled
/// as a word, not split; fuzzing found that it stopped the process.
@Suite struct AcronymRunTests {
    @Test(arguments: ["APIURLX", "URLIDX", "APIX"])
    func aRunThatAcronymsSpellButOneLetterIsAWord(_ key: String) throws {
        let form = try ModelForm(
            description: .object([
                FormValueMember(
                    "fields",
                    .array([.object([FormValueMember("key", .string(key)), FormValueMember("type", .string("text"))])]))
            ]))
        #expect(form.field(key)?.title.isEmpty == false)
    }
}
