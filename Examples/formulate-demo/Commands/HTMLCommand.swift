import Formulate
import FormulateHTML

/// `html`: the settings form as a complete HTML page.
enum HTMLCommand {
    static func run(_ file: SettingsFile) throws {
        let form = try ModelForm(try file.load())
        var renderer = HTMLRenderer()
        renderer.action = "/settings"
        DemoOutput.document(renderer.page(form, title: "Settings"))
    }
}
