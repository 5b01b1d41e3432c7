import Formulate
import Testing

/// A text refused inside an optional subform that is `nil` in the model blocks the commit,
/// as it does anywhere else: it is never dropped with the subform left `nil`.
struct AbsentSubformRefusedTextTests {
    struct Proxy: Equatable, DefaultConstructible { var host = ""; var port = 3128 }
    struct Settings: Equatable, FormCustomizing {
        var name = ""
        var proxy: Proxy?
        static func overrides(for key: String) -> FieldOverrides? {
            key == "proxy.port" ? ["min": 1, "max": 65535] : nil
        }
    }

    @Test func aRefusedTextInAnAbsentSubformBlocksTheCommit() throws {
        let form = try ModelForm(Settings())
        #expect(throws: FormError.self) { try form.setText("abc", for: "proxy.port") }
        #expect(form.text(for: "proxy.port") == "abc")
        #expect(!form.isValid)
        #expect(form.validate().map(\.key) == ["proxy.port"])
        let error = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(error?.errors.map(\.key) == ["proxy.port"])
        #expect(form.model.proxy == nil, "nothing written")
    }

    @Test func aValueOutOfBoundsInAnAbsentSubformBlocksTheCommit() throws {
        let form = try ModelForm(Settings())
        #expect(throws: FormError.self) { try form.setText("70000", for: "proxy.port") }
        #expect(!form.isValid)
        #expect(throws: FormErrors.self) { try form.commit() }
    }

    @Test func correctingTheTextBackToTheTemplateLeavesTheSubformAbsent() throws {
        let form = try ModelForm(Settings())
        #expect(throws: FormError.self) { try form.setText("abc", for: "proxy.port") }
        try form.setText("3128", for: "proxy.port")
        #expect(form.isNestedModelAbsent("proxy"))
        #expect(form.isValid)
        #expect(try form.commit().proxy == nil)
    }

    @Test func aSubformSwitchedOffDropsItsRefusedText() throws {
        let form = try ModelForm(Settings(proxy: Proxy(host: "p.example", port: 8080)))
        #expect(throws: FormError.self) { try form.setText("abc", for: "proxy.port") }
        try form.apply(.remove("proxy"))
        #expect(form.isValid)
        #expect(try form.commit().proxy == nil)
    }
}
