import Testing
@testable import Formulate

@Suite("Key table")
struct KeyTableTests {
    @Test func findsEveryKeyAndNothingElse() {
        let keys = (0..<500).map { "field\($0)" } + ["", "notifications.sound", "émoji😀", "a.b.c"]
        let table = KeyTable(keys)
        for (index, key) in keys.enumerated() { #expect(table.index(of: key) == index, "\(key)") }
        for missing in ["field500", "Field1", "field1 ", "notifications", "emoji😀", "a.b"] {
            #expect(table.index(of: missing) == nil, "\(missing)")
        }
    }

    @Test func aDuplicateKeyFindsItsFirstIndex() {
        #expect(KeyTable(["a", "b", "a"]).index(of: "a") == 0)
    }

    @Test func anEmptyTableFindsNothing() {
        #expect(KeyTable([]).index(of: "x") == nil)
    }

    @Test func findsEveryFieldOfAForm() throws {
        let form = try ModelForm(Everything())
        for (position, field) in form.allFields.enumerated() {
            #expect(form.schema.indexByKey[field.key] == position)
        }
    }
}
