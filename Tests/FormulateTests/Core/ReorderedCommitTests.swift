import Formulate
import Testing

/// Fields listed in another order than declared, with some left out and extra ones added:
/// each edit still reaches its own property.
private struct ReorderedAccount: FormCustomizing, Equatable {
    struct Address: Equatable {
        var street = "Main"
        var city = "Oslo"
    }
    var email = "a@example.com"
    var password = "old-secret"
    var nickname = "ada"
    var address = Address()
    var internalID = 7
    var age = 36

    static var excludedFields: [String] { ["internalID"] }
    static var fields: [FieldEntry]? { ["age", "address", "nickname", "email", "password"] }
    static var extraFields: [FieldEntry] { [["key": "terms", "type": "label", "title": "Terms"]] }
}

@Suite("Edits of reordered fields reach their properties")
struct ReorderedCommitTests {
    @Test func eachEditIsWrittenToItsOwnProperty() throws {
        let form = try ModelForm(ReorderedAccount())
        #expect(
            form.allFields.map(\.key) == [
                "age", "address", "address.street", "address.city", "nickname", "email", "password", "terms",
            ])
        try form.setText("37", for: "age")
        try form.setText("Side", for: "address.street")
        try form.setText("Bergen", for: "address.city")
        try form.setText("grace", for: "nickname")
        try form.setText("g@example.com", for: "email")
        try form.setText("new-secret", for: "password")
        let model = try form.commit()
        #expect(
            model
                == ReorderedAccount(
                    email: "g@example.com", password: "new-secret", nickname: "grace",
                    address: .init(street: "Side", city: "Bergen"), internalID: 7, age: 37))
    }
}
