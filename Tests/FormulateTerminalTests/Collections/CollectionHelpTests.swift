import Formulate
import FormulateTerminal
import Foundation
import Testing

/// `?` at a collection says what it holds: a list of values, a list of subforms, a
/// dictionary (trial 19, F-l: "each item no value", "a list" for a dictionary).
@Suite("Terminal editor: what a collection accepts")
struct CollectionHelpTests {
    @Test func helpSaysListsOfSubformsAndDictionaries() throws {
        let answers = ["Ada", "?", "done", "?", "done", "n"]
        let (_, output) = run(try ModelForm(OpenJob()), answers) { $0.showsIntroduction = false }
        // Each help line follows the prompt it answers (`Parts>   Accepts ...`).
        let accepts = output.split(separator: "\n").compactMap { line in
            line.range(of: "Accepts").map { String(line[$0.lowerBound...]) }
        }
        #expect(
            accepts == [
                "Accepts a list, each item with the fields of a Part.",
                "Accepts entries, each a key and a whole number.",
            ], "\(output)")
    }
}
