import Formulate
import Testing

private struct Endpoint: DefaultConstructible, Equatable {
    var name = ""
    @FormField(.rules(.required)) var host = ""
    @FormField(.rules(.greaterOrEqual(1), .lessOrEqual(65535))) var port = 443
}

private struct Fleet {
    var endpoints = [Endpoint(name: "a", host: "a.org", port: 1)]
    var environment = ["MODE": "dev"]
    var label = "lab"
}

@Suite("Resetting a collection and the fields of its items")
struct ResetItemsTests {
    @Test func resettingACollectionDiscardsItsItemEditsForGood() throws {
        for byKeyPath in [false, true] {
            let form = try ModelForm(Fleet())
            try form.setText("zz", for: "endpoints.0.name")
            try form.setText("b", for: "label")
            if byKeyPath {
                try form.reset(try #require(form.key(for: \Fleet.endpoints)))
            } else {
                try form.reset("endpoints")
            }
            #expect(form.text(for: "endpoints.0.name") == "a")
            #expect(form.changes.map(\.key) == ["label"])
            // A later edit of the same item writes only that edit.
            try form.setText("5", for: "endpoints.0.port")
            let model = try form.commit()
            #expect(model.endpoints == [Endpoint(name: "a", host: "a.org", port: 5)])
            #expect(model.label == "b")
        }
    }

    @Test func resettingACollectionRemovesAddedItemsAndTheirErrors() throws {
        let form = try ModelForm(Fleet())
        try form.apply(.add("endpoints"))
        #expect(form.validationErrors().map(\.key) == ["endpoints.1.host"])
        try form.reset("endpoints")
        #expect(form.itemCount(for: "endpoints") == 1)
        #expect(form.validationErrors().isEmpty)
        #expect(try form.commit().endpoints == Fleet().endpoints)
    }

    @Test func aFieldInAnItemIsResetByItsItemKey() throws {
        let form = try ModelForm(Fleet())
        try form.setText("zz", for: "endpoints.0.name")
        #expect(throws: FormError.self) { try form.setText("huge", for: "endpoints.0.port") }
        #expect(form.text(for: "endpoints.0.port") == "huge")
        try form.reset("endpoints.0.port")
        #expect(form.text(for: "endpoints.0.port") == "1")
        #expect(form.errors(for: "endpoints.0.port").isEmpty)
        #expect(form.text(for: "endpoints.0.name") == "zz", "the item's other edit stays")
        #expect(try form.commit().endpoints == [Endpoint(name: "zz", host: "a.org", port: 1)])

        let missing = #expect(throws: FormError.self) { try form.reset("endpoints.3.port") }
        #expect(missing?.reason == .indexOutOfRange)
        let entry = #expect(throws: FormError.self) { try form.reset("environment.MODE") }
        #expect(entry?.message == "reset the dictionary instead")
    }
}
