import Formulate
import FormulateTerminal
import Testing

/// The full-screen editor takes keys as input from outside: a field the model keeps from
/// input (trial 19, F-k) is drawn read-only, and no key writes it, at the top level or
/// inside an item or entry.
@Suite("Full screen: fields kept from input")
struct FullScreenInputTests {
    /// The form's refusals: of a value (as `applyInput` gives it), of an item's shape (as
    /// `applyInput(_ edit:)` gives it).
    static let refusal = "cannot be set from outside: Job does not list it in its input fields"
    static let shapeRefusal = "cannot be changed from outside: Job does not list it in its input fields"

    @Test func spaceOnAFieldLeftOutOfTheInputFieldsWritesNothing() throws {
        let screen = KeyPresser(try ModelForm(Job()))
        // The trial's keys: End (Paid in Full), Space, Ctrl-S, y.
        screen.press(.end, .space)
        #expect(screen.state.status == "Paid in Full " + Self.refusal)
        #expect(screen.line("Paid in Full")?.contains("[ ]  (read-only)") == true, "\(screen.line("Paid") ?? "")")
        screen.press(.enter)
        #expect(screen.form.value(for: "paidInFull") == .bool(false))
        screen.press(.control("s"))
        #expect(screen.state.status == "No changes to save.")
        screen.press(.character("y"))
        #expect(screen.saved.isEmpty)
    }

    @Test func aFieldThatTakesInputStillSaves() throws {
        let screen = KeyPresser(try ModelForm(Job()))
        screen.press(.enter)
        screen.type("Ada")
        screen.press(.enter, .end, .space, .control("s"), .character("y"))
        #expect(screen.saved.map(\.customer) == ["Ada"])
        #expect(screen.saved.map(\.paidInFull) == [false])
    }

    @Test func itemsOfAListLeftOutTakeNoKeys() throws {
        let screen = KeyPresser(try ModelForm(Job()))
        screen.press(.down, .enter) // Parts
        #expect(screen.line("+") == nil, "no row adds an item")
        screen.press(.character("a"))
        #expect(screen.state.status == "Parts " + Self.refusal)
        screen.press(.character("d"))
        #expect(screen.state.status == "Parts " + Self.shapeRefusal)
        screen.press(.enter, .down, .space) // chain's Fitted
        #expect(screen.state.status == "Parts " + Self.refusal)
        screen.press(.up, .enter) // chain's Name
        #expect(screen.state.status == "Parts " + Self.refusal)
        #expect(screen.form.items(in: "parts").count == 1)
        #expect(screen.form.value(for: "parts.0.fitted") == .bool(false))
        #expect(!screen.form.isDirty)
    }

    @Test func entriesOfADictionaryLeftOutTakeNoKeys() throws {
        let screen = KeyPresser(try ModelForm(Job()))
        screen.press(.down, .down, .enter) // Torque
        screen.press(.enter) // stem's value
        #expect(screen.state.status == "Torque " + Self.refusal)
        screen.press(.character("a"))
        #expect(screen.state.status == "Torque " + Self.refusal)
        screen.press(.character("r"))
        screen.type("x")
        screen.press(.enter)
        #expect(screen.state.status == "Torque " + Self.shapeRefusal)
        screen.press(.escape, .character("d"))
        #expect(screen.state.status == "Torque " + Self.shapeRefusal)
        #expect(screen.form.value(for: "torque.stem") == .int(5))
        #expect(!screen.form.isDirty)
    }

    @Test func itemsOfAListOpenToInputTakeKeys() throws {
        let screen = KeyPresser(try ModelForm(OpenJob()))
        screen.press(.down, .enter, .enter, .down, .space) // Parts, chain, Fitted
        #expect(screen.form.value(for: "parts.0.fitted") == .bool(true), "\(screen.state.status ?? "")")
        screen.press(.escape, .escape, .control("s"), .character("y"))
        #expect(screen.saved.map(\.parts) == [[JobPart(name: "chain", fitted: true)]])
    }
}
