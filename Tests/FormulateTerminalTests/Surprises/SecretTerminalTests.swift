import Formulate
import FormulateTerminal
import Testing

private struct Credentials {
    var email = "ada@example.com"
    var recoveryPassword = "rk-live-456"
}

extension Credentials: FormCustomizing {
    static var inputFields: FormInput { .all }
    static var fieldOverrides: [String: FieldOverrides] { ["recoveryPassword": ["secure": false]] }
}

@Suite("The terminal editor never echoes a secret (issue 13 item 7)")
struct SecretTerminalTests {
    @Test func aPasswordFieldIsMaskedInPromptsAndInTheSummary() throws {
        let (outcome, output) = run(try ModelForm(Credentials()), ["", "new-recovery-000", "y"])
        #expect(outcome.saved?.recoveryPassword == "new-recovery-000", "\(outcome.name)\n\(output)")
        #expect(!output.contains("rk-live-456"), "\(output)")
        #expect(!output.contains("new-recovery-000"), "\(output)")
        #expect(output.contains("Recovery Password: changed"), "\(output)")
    }
}
