import Foundation
import Testing

@testable import Formulate

@propertyWrapper
private struct Trimmed: Sendable {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) { text = wrappedValue }
}

private struct Ticket: FormCustomizing {
    var bike = ""
    @Trimmed var customer = ""
    var notes = ""
    static var inputFields: FormInput { .only(\Ticket.bike, \Ticket.customer, \Ticket.notes) }
}

private struct DeclaredTicket: FormCustomizing, FormKeyPathProviding {
    var bike = ""
    @Trimmed var customer = ""
    static var inputFields: FormInput { .only(\DeclaredTicket.bike, \DeclaredTicket.customer) }
    static var formKeyPaths: [FormKeyPath] { [FormKeyPath("customer", \DeclaredTicket.customer)] }
}

@Suite("An inputFields key path that names no field")
struct InputKeyPathMessageTests {
    @Test func theKeyPathIsNamedByItsPositionAndAWrappedPropertyIsPointedToFormKeyPaths() {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Ticket()) }
        #expect(
            error?.problems.map(\.description) == [
                "inputFields' key path 2 of 3 (\\Ticket.<computed property>) names no field of Ticket; a wrapped "
                    + "property's key path names no field unless the model declares it in formKeyPaths "
                    + "(FormKeyPathProviding): customer (wrapped by Trimmed)"
            ])
    }

    @Test func aStructThatDeclaresTheWrappedKeyPathTakesItAsInput() throws {
        let form = try ModelForm(DeclaredTicket())
        try form.applyInput(["customer": "  Ada "])
        #expect(try form.commit().customer == "Ada")
    }
}
