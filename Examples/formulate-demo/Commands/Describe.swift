import Formulate

/// `describe`: the form as JSON.
enum Describe {
    static func run(_ file: SettingsFile) throws {
        let form = try ModelForm(try file.load())
        DemoOutput.json(form.describe().jsonString())
    }
}
