import Formulate
import Testing

@Suite("Shape edits of lists and dictionaries of values")
struct ValueListShapeEditTests {
    @Test func addingToAListOfValuesSaysHowItsItemsAreEdited() throws {
        struct Post {
            var tags = ["swift"]
            var environment = ["MODE": "dev"]
        }
        let form = try ModelForm(Post())
        let list = #expect(throws: FormError.self) { try form.apply(.add("tags")) }
        #expect(
            list?.message
                == "Tags is a list of values: its items are set as a whole (its text or value), and removed or moved by index (tags.0)"
        )
        let dictionary = #expect(throws: FormError.self) { try form.apply(.add("environment")) }
        #expect(
            dictionary?.message == "Environment is a dictionary of values: name the entry (environment.NAME) to add it")
        try form.apply(.add("environment.LEVEL"))
        #expect(form.items(in: "environment").map(\.key) == ["environment.LEVEL", "environment.MODE"])
    }
}
