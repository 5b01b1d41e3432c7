import Formulate
import FormulateTerminal
import Foundation

enum Palette: String, CaseIterable { case light, dark, system }
enum Day: String, CaseIterable { case monday, tuesday, wednesday }

struct Alerts: DefaultConstructible, Equatable {
    var enabled = true
    var sound = true
}

/// A settings screen with sections, a secret, a Boolean, an option, a checklist, a
/// subform whose field hides another, a list of emails, long text and a read-only field.
struct ScreenSettings: FormCustomizing, DefaultConstructible {
    static var inputFields: FormInput { .all }
    var displayName = ""
    var email = ""
    var password = ""
    var rememberMe = false
    var fontSize = 14
    var theme = Palette.system
    var days: Set<Day> = []
    var alerts = Alerts()
    var backupEmails: [String] = []
    var bio = ""
    let userID = "U-1"

    static var fieldOverrides: [String: FieldOverrides] {
        [
            "displayName": ["header": "Account", "placeholder": "How others see you"],
            "email": ["rules": [ValidationRule.email]],
            "password": ["rules": [ValidationRule.minLength(8)], "help": "At least 8 characters."],
            "fontSize": ["header": "Appearance", "min": 8, "max": 72],
            "alerts.sound": ["hidden": "$alerts.enabled == false"],
            "backupEmails": ["header": "Recovery", "template": ["rules": [ValidationRule.email]]],
            "bio": ["type": "longtext"],
            "userID": ["footer": "Your user ID cannot be changed."],
        ]
    }
}

/// An editor over a fresh `ScreenSettings` form that counts its saves.
final class ScreenHarness {
    let form: ModelForm<ScreenSettings>
    var saved: [ScreenSettings] = []
    var state: FullScreenState
    var effects: [FullScreenEffect] = []
    private(set) var editor: FullScreenEditor<ScreenSettings>

    init(_ settings: ScreenSettings = ScreenSettings(), width: Int = 80, height: Int = 24) throws {
        form = try ModelForm(settings)
        editor = FullScreenEditor(form: form, title: "Settings") { _ in }
        state = editor.start(width: width, height: height)
        editor.save = { [unowned self] in saved.append($0) }
    }

    /// Presses `keys` in order, saving when the editor says so.
    func press(_ keys: Key...) {
        for key in keys {
            let update = editor.update(state, key)
            state = update.state
            if let effect = update.effect {
                effects.append(effect)
                if effect == .save { state = editor.performSave(state) }
            }
        }
    }

    /// Types `text` one character at a time.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// The frame the editor draws now.
    var screen: ScreenBuffer { editor.render(state) }

    /// The frame as text.
    var text: String { screen.text }

    /// The row that has `title` on it.
    func line(_ title: String) -> String? {
        screen.lines.first { $0.contains(title) }
    }
}
