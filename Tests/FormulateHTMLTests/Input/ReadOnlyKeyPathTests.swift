import Formulate
import FormulateHTML
import Testing

// Made here, where `Vault`'s setters cannot be seen: read-only key paths, although Swift
// lets them be cast to writable ones at run time.
func vaultBalancePath() -> KeyPath<Vault, Int> { \Vault.balance }
func vaultLimitsPath() -> KeyPath<Vault, VaultLimits> { \Vault.limits }

@Suite("A key path declared read-only is never written")
struct ReadOnlyKeyPathTests {
    @Test func aPostDoesNotWriteAPrivateSetProperty() throws {
        let vault = Vault()
        let form = try ModelForm(vault)
        #expect(form.field("balance")?.isReadOnly == true)
        #expect(form.field("limits.daily")?.isReadOnly == true, "nor a nested model's field through it")
        #expect(form.field("owner")?.isReadOnly == false)

        let result = try FormSubmission.apply(body: "owner=Eve&balance=1000000&limits.daily=999999", to: form)
        #expect(Set(result.ignoredKeys) == ["balance", "limits.daily"])
        _ = try form.commit()
        #expect(vault.owner == "Eve")
        #expect(vault.balance == 10)
        #expect(vault.limits.daily == 100)
    }

    @Test func editsAreRefusedAsForALet() throws {
        let form = try ModelForm(Vault())
        let error = #expect(throws: FormError.self) { try form.setText("0", for: "balance") }
        #expect(error?.reason == .readOnly)
    }

    @Test func aStructPropertyDeclaredAsKeyPathIsReadOnly() throws {
        let form = try ModelForm(Player())
        #expect(form.field("score")?.isReadOnly == true)
        let result = try FormSubmission.apply(body: "name=Ada&score=99", to: form)
        #expect(result.ignoredKeys == ["score"])
        let saved = try form.commit()
        #expect(saved.name == "Ada")
        #expect(saved.score == 0)
    }

    struct Kiosk: FormCustomizing {
        let limits = VaultLimits()
        var name = ""
        static var inputFields: FormInput { .all }
    }

    @Test func aNestedModelInALetIsReadOnlyToo() throws {
        let form = try ModelForm(Kiosk())
        #expect(form.field("limits.daily")?.isReadOnly == true)
        let error = #expect(throws: FormError.self) { try form.setText("5", for: "limits.daily") }
        #expect(error?.reason == .readOnly)
        let result = try FormSubmission.apply(body: "name=K&limits.daily=5", to: form)
        #expect(result.ignoredKeys == ["limits.daily"])
        #expect(try form.commit().limits.daily == 100)
    }
}
