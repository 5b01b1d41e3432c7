import Formulate
import Testing

/// The errors of unknown keys, item numbers and entries carry the data they name, for a
/// translation.
@Suite("Arguments of unknown-field, item-number and entry errors")
struct ShapeMessageArgumentTests {
    private struct Server: DefaultConstructible {
        var host = ""
    }

    private struct Fleet {
        var servers = [Server(host: "a"), Server(host: "b")]
        var tags = ["x"]
        var ports = ["web": 80]
        var backup: Server? = Server(host: "c")
    }

    private struct Sealed {
        var id: Int
    }

    private struct Vault {
        var seals = [Sealed(id: 1)]
    }

    private func arguments(_ body: () throws(FormError) -> Void) -> (key: String, arguments: [FormValueMember])? {
        do {
            try body()
            return nil
        } catch {
            return (error.messageKey, error.arguments)
        }
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
                FormValueMember("title", "Servers"), FormValueMember("index", 5), FormValueMember("count", 2),
            ])
        let notANumber = #expect(throws: FormError.self) { try form.setText("x", for: "servers.first.host") }
        #expect(notANumber?.messageKey == "shape.indexOutOfRange")
        #expect(
            notANumber?.arguments == [
                FormValueMember("title", "Servers"), FormValueMember("index", "first"), FormValueMember("count", 2),
            ],
            "an index that is not a number is given as written")
    }

    @Test func everyItemNumberOutOfRangeNamesTheCollectionTheNumberAndTheCount() throws {
        let form = try ModelForm(Fleet())
        let expected = { (index: Int, count: Int) -> (String, [FormValueMember])? in
            (
                "shape.indexOutOfRange",
                [
                    FormValueMember("title", "Servers"), FormValueMember("index", .int(index)),
                    FormValueMember("count", .int(count)),
                ]
            )
        }
        let moved = arguments { () throws(FormError) in try form.apply(.move("servers.0", to: 7)) }
        #expect(moved?.key == expected(7, 2)?.0 && moved?.arguments == expected(7, 2)?.1)
        let inserted = arguments { () throws(FormError) in try form.apply(.insert("servers.9")) }
        #expect(inserted?.key == expected(9, 2)?.0 && inserted?.arguments == expected(9, 2)?.1)
        let removed = arguments { () throws(FormError) in try form.removeItem(at: 4, in: "servers") }
        #expect(removed?.key == expected(4, 2)?.0 && removed?.arguments == expected(4, 2)?.1)
        let tag = arguments { () throws(FormError) in try form.apply(.remove("tags.3")) }
        #expect(tag?.key == "shape.indexOutOfRange")
        #expect(
            tag?.arguments == [
                FormValueMember("title", "Tags"), FormValueMember("index", 3), FormValueMember("count", 1),
            ])
    }

    @Test func entriesAndSubformsThatAreThereAlreadyOrMissingNameThem() throws {
        let form = try ModelForm(Fleet())
        let twice = arguments { () throws(FormError) in try form.apply(.add("ports.web")) }
        #expect(twice?.key == "shape.duplicateKey")
        #expect(twice?.arguments == [FormValueMember("title", "Ports"), FormValueMember("key", "web")])
        let missing = arguments { () throws(FormError) in try form.apply(.remove("ports.db")) }
        #expect(missing?.key == "edit.unknownField")
        #expect(missing?.arguments == [FormValueMember("title", "Ports"), FormValueMember("key", "db")])
        let on = arguments { () throws(FormError) in try form.apply(.add("backup")) }
        #expect(on?.key == "shape.duplicateKey")
        #expect(on?.arguments == [FormValueMember("title", "Backup")])
    }

    @Test func anItemThatCannotBeMadeNamesItsType() throws {
        let form = try ModelForm(Vault())
        let made = arguments { () throws(FormError) in try form.apply(.add("seals")) }
        #expect(made?.key == "shape.cannotCreate")
        #expect(made?.arguments.first == FormValueMember("title", "Seals"))
        #expect(made?.arguments.last?.key == "type")
        #expect(form.itemCount(for: "seals") == 1)
    }
}
