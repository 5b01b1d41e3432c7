import Formulate
import Foundation
import Testing

/// A struct's plain stored properties are read and written at their offset once a form of
/// the type has committed (its bindings are made then); every other property through its
/// key path. These tests read and write every kind of property both ways: a first form
/// (before any commit) and later forms (after one) must see and write the same values.
@Suite struct StoredPropertyAccessTests {
    enum Size: String, CaseIterable, Sendable { case small, medium, large }

    struct Address: Equatable {
        var city = "Lyon"
        var postcode = 69001
    }

    final class Tag: Equatable {
        let name: String
        init(_ name: String) { self.name = name }
        static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name }
    }

    /// Fields of every binding: `String`, `Int`, `Int8` (a generic integer), `Double`,
    /// `Float` (read back), `Bool`, optionals, an enum with raw values, a nested struct,
    /// an observed property, and a class reference the form does not show, on both sides
    /// of the fields (so that offsets are not all at the start).
    struct Order: Equatable, FormKeyPathProviding {
        var tag = Tag("first")
        var customer = "Ada"
        var quantity = 2
        var priority: Int8 = 3
        var price = 9.5
        var weight: Float = 1.25
        var isGift = false
        var note: String? = nil
        var discount: Double? = 0.5
        var size = Size.medium
        var address = Address()
        var reference = "" { didSet { referenceWrites += 1 } }
        var referenceWrites = 0
        var trailer = Tag("last")

        static var formKeyPaths: [FormKeyPath] { [FormKeyPath("reference", \Order.reference)] }
        static var inputFields: FormInput { .all }
    }

    /// Edits every field through `form` and commits.
    private func editEverything(_ form: ModelForm<Order>, round: Int) throws -> Order {
        try form.setText("Bea \(round)", for: "customer")
        try form.setText("\(10 + round)", for: "quantity")
        try form.setText("\(-round)", for: "priority")
        try form.setText("\(round).75", for: "price")
        try form.setText("0.1", for: "weight")
        try form.setText("true", for: "isGift")
        try form.setText("note \(round)", for: "note")
        try form.setText("", for: "discount")
        try form.setText("large", for: "size")
        try form.setText("Paris \(round)", for: "address.city")
        try form.setText("\(75000 + round)", for: "address.postcode")
        try form.setText("R-\(round)", for: "reference")
        return try form.commit()
    }

    @Test func firstAndLaterFormsReadAndWriteTheSameValues() throws {
        var order = Order()
        for round in 1...3 {
            let form = try ModelForm(order)
            // What every form reads, before and after the type's first commit.
            #expect(form.value(for: "customer") == .string(order.customer))
            #expect(form.value(for: "quantity") == .int(order.quantity))
            #expect(form.value(for: "priority") == .int(Int(order.priority)))
            #expect(form.value(for: "price") == .double(order.price))
            #expect(form.value(for: "weight") == .double(Double("\(order.weight)") ?? 0), "its shortest text")
            #expect(form.value(for: "isGift") == .bool(order.isGift))
            #expect(form.value(for: "note") == order.note.map(FormValue.string) ?? .null)
            #expect(form.value(for: "discount") == order.discount.map(FormValue.double) ?? .null)
            #expect(form.value(for: "size") == .string(order.size.rawValue))
            #expect(form.value(for: "address.city") == .string(order.address.city))
            #expect(form.value(for: "address.postcode") == .int(order.address.postcode))
            #expect(form.value(for: "reference") == .string(order.reference))

            let saved = try editEverything(form, round: round)
            #expect(saved.customer == "Bea \(round)")
            #expect(saved.quantity == 10 + round)
            #expect(saved.priority == Int8(-round))
            #expect(saved.price == Double(round) + 0.75)
            #expect(saved.weight == Float(0.1))
            #expect(saved.isGift)
            #expect(saved.note == "note \(round)")
            #expect(saved.discount == nil)
            #expect(saved.size == .large)
            #expect(saved.address == Address(city: "Paris \(round)", postcode: 75000 + round))
            #expect(saved.reference == "R-\(round)")
            // The observed property is written through its setter, once a commit.
            #expect(saved.referenceWrites == round)
            // Properties the form does not show keep their objects.
            #expect(saved.tag === order.tag)
            #expect(saved.trailer === order.trailer)
            order = saved
        }
    }

    @Test func readingAFormRunsNoObserver() throws {
        let order = Order()
        _ = try ModelForm(order).commit() // the type's bindings are made
        let form = try ModelForm(order)
        #expect(form.value(for: "reference") == .string(""))
        let saved = try form.commit()
        #expect(saved.referenceWrites == 0)
        #expect(saved == order)
    }

    /// Counts the writes an observer sees, wherever the model value is.
    final class WriteLog: @unchecked Sendable {
        var count = 0
    }

    struct Logged: FormCustomizing {
        let log: WriteLog
        var title = "" { didSet { log.count += 1 } }
        static var inputFields: FormInput { .all }
    }

    /// As CustomizingFields says: a property found by reflection is written to its storage,
    /// so its `didSet` runs neither when a form reads it nor when a commit writes it (one
    /// declared in `formKeyPaths` goes through its setter: `Order.reference`).
    @Test func aReflectedPropertysObserverRunsNeitherOnReadNorOnCommit() throws {
        let log = WriteLog()
        let model = Logged(log: log, title: "Draft")
        let first = try ModelForm(model)
        #expect(first.value(for: "title") == .string("Draft"))
        try first.setText("Final", for: "title")
        #expect(try first.commit().title == "Final")
        let later = try ModelForm(model)
        #expect(later.value(for: "title") == .string("Draft"))
        try later.setText("Again", for: "title")
        #expect(try later.commit().title == "Again")
        #expect(log.count == 0)
    }
}
