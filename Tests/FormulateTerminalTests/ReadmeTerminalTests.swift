import Formulate
import FormulateTerminal
import Testing

// The README's "Terminal forms" examples, compiled and checked. Keep them in step with README.md.

private struct Profile: Equatable, FormCustomizing {
    var name = ""
    var age = 30
    var newsletter = false

    static var inputFields: FormInput { .all } // a person at the terminal may change every field
}

/// Compiled, not run: it would wait for answers on the test's standard input.
private func readmeStandardEditor() throws {
    let form = try ModelForm(Profile())
    switch TerminalEditor.standard().edit(form) { // standard input and output
    case .saved(let profile): print("Hello, \(profile.name)!")
    case .unchanged, .discarded, .cancelled: break // the editor has told the person
    }
}

@Suite("README: terminal forms")
struct ReadmeTerminalTests {
    @Test func scriptedAnswersDriveTheEditor() throws {
        let output = OutputBuffer()
        let editor = TerminalEditor(input: ScriptedInput(["Ada", "", "y", "y"]), output: output)
        let outcome = editor.edit(try ModelForm(Profile()))
        #expect(outcome.saved == Profile(name: "Ada", age: 30, newsletter: true))
        #expect(
            output.text == """
                Enter keeps a value, ? explains a field, Ctrl-D quits without saving.
                Name: Age [30]: Newsletter? [y/N] 
                Changes:
                  Name: (empty) -> Ada
                  Newsletter: no -> yes

                Save these changes? [Y/n] 
                """)
    }
}
