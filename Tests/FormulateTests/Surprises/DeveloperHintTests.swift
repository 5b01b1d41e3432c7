import Testing

@testable import Formulate

private struct Billing {
    var card = ""
    var postalCode = ""
}

private struct Customer {
    var name = ""
    var billing: Billing?
}

@Suite("Developer hints go to diagnostics (issue 13 item 8)")
struct DeveloperHintTests {
    @Test func anOptionalModelTheFormCannotCreateIsADiagnosticNotHelpText() throws {
        let form = try ModelForm(Customer())
        let billing = try #require(form.field("billing"))
        #expect(billing.help == nil, "a person never reads about protocols")
        for field in form.fields + billing.children {
            #expect(!(field.help ?? "").contains("DefaultConstructible"))
        }
        let diagnostic = try #require(form.diagnostics.first { $0.key == "billing" })
        #expect(diagnostic.action == .readOnly)
        #expect(diagnostic.reason.contains("extension Billing: DefaultConstructible {}"))
        #expect(!form.isEditable("billing.card"), "its fields still cannot be edited while it is nil")
    }

    @Test func aPresentOptionalModelHasNoHelpAndCanBeEdited() throws {
        let form = try ModelForm(Customer(billing: Billing()))
        #expect(form.field("billing")?.help == nil)
        #expect(form.isEditable("billing.card"))
    }
}
