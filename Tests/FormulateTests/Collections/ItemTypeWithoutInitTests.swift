import Formulate
import Testing

/// A collection whose item type does not adopt `DefaultConstructible` is reported when the
/// form is built, and the message says what is missing: the protocol, not `init()`, which
/// Swift synthesized (issue 37 item 7).
struct ItemTypeWithoutInitTests {
    /// Every property has a default: Swift gives it `init()`, which the form cannot call.
    struct FlatStep: Equatable { var name = ""; var command = "" }
    struct Step: Equatable, DefaultConstructible { var name = "" }
    struct Pipeline: Equatable {
        var flatSteps: [FlatStep] = [FlatStep(name: "build")]
        var byName: [String: FlatStep] = [:]
        var steps: [Step] = []
        let archived: [FlatStep] = []
    }

    static let missing =
        "FlatStep does not adopt DefaultConstructible, which the form needs to call its init(): "
        + "add `extension FlatStep: DefaultConstructible {}` (the protocol only declares init(), "
        + "which FlatStep already has when every stored property has a default)"

    @Test func theFormSaysSoWhenItIsBuilt() throws {
        let form = try ModelForm(Pipeline())
        let noNewItems = form.diagnostics.filter { $0.action == .noNewItems }
        #expect(
            noNewItems == [
                FormDiagnostic(key: "flatSteps", action: .noNewItems, reason: "no item can be added: " + Self.missing),
                FormDiagnostic(key: "byName", action: .noNewItems, reason: "no item can be added: " + Self.missing),
            ], "neither the DefaultConstructible steps nor the read-only list")
    }

    @Test func addingOneSaysWhatIsMissingAndEditingStillWorks() throws {
        let form = try ModelForm(Pipeline())
        let error = #expect(throws: FormError.self) { try form.apply(.add("flatSteps")) }
        #expect(error?.reason == .cannotCreate)
        #expect(error?.message == "Flat Steps cannot get a new item: " + Self.missing)
        #expect(!(error?.message.contains("has no init()") ?? true))
        try form.setText("test", for: "flatSteps.0.name")
        #expect(try form.commit().flatSteps == [FlatStep(name: "test")])
    }

    struct Proxy: Equatable { var host = "" }
    struct Network: Equatable { var proxy: Proxy? }

    @Test func anOptionalSubformThatCannotBeCreatedSaysTheSame() throws {
        let form = try ModelForm(Network())
        let error = #expect(throws: FormError.self) { try form.apply(.add("proxy")) }
        #expect(
            error?.message
                == "Proxy cannot be created: " + Self.missing.replacingOccurrences(of: "FlatStep", with: "Proxy"))
    }
}
