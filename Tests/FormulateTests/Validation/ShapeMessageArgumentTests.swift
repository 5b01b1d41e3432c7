import Formulate
import Testing

/// The errors of unknown keys and item numbers carry the data they name, for a translation.
@Suite("Arguments of unknown-field and item-number errors")
struct ShapeMessageArgumentTests {
    private struct Server: DefaultConstructible {
        var host = ""
    }

    private struct Fleet {
        var servers = [Server(host: "a"), Server(host: "b")]
    }

    @Test func anUnknownKeyAndAMissingItemNameWhatWasAsked() throws {
        let form = try ModelForm(Fleet())
        let unknown = #expect(throws: FormError.self) { try form.setText("x", for: "hosts") }
        #expect(unknown?.messageKey == "edit.unknownField")
        #expect(unknown?.arguments == [FormValueMember("key", "hosts")])

        let missing = #expect(throws: FormError.self) { try form.setText("x", for: "servers.5.host") }
        #expect(missing?.messageKey == "shape.indexOutOfRange")
        #expect(
            missing?.arguments == [
                FormValueMember("title", "Servers"), FormValueMember("index", "5"), FormValueMember("count", 2),
            ])
    }
}
