import Foundation
import Testing

@testable import Formulate

/// A class lists each key path once: `FormKeyPath(\Account.email)` finds "email" itself
/// when the key path reaches a stored property with a fixed place.
@Suite("Key paths that name themselves")
struct KeyPathNameTests {
    struct Point {
        var x = 0
        let y = 0
        var inner = Inner()
        var computed: Int { x }
        @FormField var wrapped = ""
    }
    struct Inner { var depth = 1 }

    class Person {
        var name = ""
        final var email = ""
        let id = 7
        init() {}
    }

    final class Employee: Person {
        var salary = 0
        var team = "" { didSet {} }
        lazy var badge = 1
        var address = Inner()
    }

    /// A key path and the name it gives, or `nil` when it cannot name itself.
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let entry: @Sendable () -> FormKeyPath
        let name: String?
        /// Whether the runtime may name it from a symbol on Apple platforms in a build that
        /// keeps symbols (a getter): nothing to expect there.
        var byGetter = false
    }

    static let cases: [Case] = [
        Case(testDescription: "a struct's var", entry: { FormKeyPath(\Point.x) }, name: "x"),
        Case(testDescription: "a struct's let", entry: { FormKeyPath(\Point.y) }, name: "y"),
        Case(testDescription: "a nested struct's var", entry: { FormKeyPath(\Point.inner.depth) }, name: "inner.depth"),
        Case(testDescription: "a struct's computed property", entry: { FormKeyPath(\Point.computed) }, name: nil),
        Case(testDescription: "a wrapped property", entry: { FormKeyPath(\Point.wrapped) }, name: nil),
        Case(testDescription: "a final class's var", entry: { FormKeyPath(\Employee.salary) }, name: "salary"),
        Case(testDescription: "a class's final var", entry: { FormKeyPath(\Person.email) }, name: "email"),
        Case(testDescription: "a class's let", entry: { FormKeyPath(\Person.id) }, name: "id"),
        Case(
            testDescription: "an inherited final var", entry: { FormKeyPath(\Employee.email) }, name: "email"),
        Case(
            testDescription: "a struct inside a final class", entry: { FormKeyPath(\Employee.address.depth) },
            name: "address.depth"),
        Case(
            testDescription: "a class's overridable var", entry: { FormKeyPath(\Person.name) }, name: nil,
            byGetter: true),
        Case(
            testDescription: "a var with didSet", entry: { FormKeyPath(\Employee.team) }, name: nil, byGetter: true),
        Case(testDescription: "a lazy var", entry: { FormKeyPath(\Employee.badge) }, name: nil),
        Case(testDescription: "a named key path", entry: { FormKeyPath("role", \Employee.team) }, name: "role"),
    ]

    @Test(arguments: cases)
    func aKeyPathNamesItselfWhenItReachesAStoredProperty(_ example: Case) {
        let entry = example.entry()
        #if canImport(Darwin)
            if example.byGetter { return }
        #endif
        #expect(entry.name == (example.name ?? ""))
        #expect((entry.unnamed != nil) == (example.name == nil))
    }

    final class Account: FormKeyPathProviding {
        var email = ""
        var age = 0
        let id = 42
        static var formKeyPaths: [FormKeyPath] {
            [FormKeyPath(\Account.email), FormKeyPath(\Account.age), FormKeyPath(\Account.id)]
        }
    }

    @Test func aClassListsEachKeyPathOnce() throws {
        let account = Account()
        let form = try ModelForm(account)
        #expect(form.fields.map(\.key) == ["email", "age", "id"])
        #expect(form.field("age")?.title == "Age")
        #expect(form.field("id")?.isReadOnly == true)
        try form.setText("ada@example.com", for: "email")
        try form.setText("36", for: "age")
        try form.commit()
        #expect(account.email == "ada@example.com")
        #expect(account.age == 36)
    }

    final class Ticket: FormKeyPathProviding {
        var status = "" { didSet {} }
        var note = ""
        static var formKeyPaths: [FormKeyPath] { [FormKeyPath(\Ticket.note), FormKeyPath(\Ticket.status)] }
    }

    final class NamedTicket: FormKeyPathProviding {
        var status = "" { didSet {} }
        var note = ""
        static var formKeyPaths: [FormKeyPath] {
            [FormKeyPath(\NamedTicket.note), FormKeyPath("status", \NamedTicket.status)]
        }
    }

    @Test func aKeyPathThatCannotNameItselfIsRefusedWithTheFix() throws {
        #if canImport(Darwin)
            // A build that keeps symbols names the observed property by its getter.
            if FormKeyPath(\Ticket.status).unnamed == nil { return }
        #endif
        let error = try #require(throws: FormDefinitionError.self) { try ModelForm(Ticket()) }
        let message = error.problems.map(\.message).joined(separator: "\n")
        #expect(message.contains("lists the key path \\Ticket.<computed"))
        #expect(message.contains("without a name"))
        #expect(message.contains("give it a name: FormKeyPath(\"name\", \\Ticket.<computed"))
        #expect(error.problems.count == 1)
    }

    @Test func namingTheKeyPathThatCannotNameItselfIsEnough() throws {
        let ticket = NamedTicket()
        let form = try ModelForm(ticket)
        #expect(form.fields.map(\.key) == ["note", "status"])
        try form.setText("open", for: "status")
        try form.commit()
        #expect(ticket.status == "open")
    }
}
