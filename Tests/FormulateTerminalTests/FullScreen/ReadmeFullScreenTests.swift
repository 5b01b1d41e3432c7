import Formulate
import FormulateTerminal
import Foundation
import Testing

// The README's "A full-screen settings screen" example, compiled and checked. Keep it in
// step with README.md.

private struct Profile: FormCustomizing {
    var name = ""
    var age = 30
    var newsletter = false

    static var inputFields: FormInput { .all } // a person at the terminal may change every field
}

/// Compiled, not run: on a terminal it would wait for keys.
private func readmeFullScreenEditor() throws {
    let form = try ModelForm(Profile())
    let editor = FullScreenEditor(form: form, title: "Profile") { profile in
        print("Saving \(profile.name)") // after Ctrl-S and y, with the committed model
    }
    switch editor.run() { // raw mode, alternate screen; the terminal is put back on every exit
    case .unavailable(let reason): print("No full screen here: \(reason)") // TERM=dumb, a pipe
    case .quit, .interrupted, .endOfInput: break
    }
}

@Suite("README: the full-screen settings screen")
struct ReadmeFullScreenTests {
    @Test func aPipeOrADumbTerminalIsUnavailable() throws {
        let pipe = Pipe()
        let fromPipe = FullScreenEditor<Profile>.unavailableReason(
            environment: ["TERM": "xterm"], input: pipe.fileHandleForReading.fileDescriptor)
        #expect(fromPipe == "standard input is not a terminal")
        // Whatever the tests' own streams are, TERM=dumb is never drawn on.
        let dumb = FullScreenEditor<Profile>.unavailableReason(environment: ["TERM": "dumb"])
        #expect(dumb != nil)
        let unset = FullScreenEditor<Profile>.unavailableReason(environment: [:])
        #expect(unset != nil)
    }
}
