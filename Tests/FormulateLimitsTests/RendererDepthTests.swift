import Formulate
import FormulateHTML
import FormulateSchema
import FormulateTerminal
import Foundation
import Testing

/// The renderers' walks over a form nested ``FormLimits/maximumDepth`` levels deep, on a
/// 512 KiB stack (issue 14 item 5: exporting the JSON Schema of subforms 139 deep crashed
/// on such a stack). A form one level deeper cannot be built (``DepthLimitTests``), so no
/// renderer ever walks one.
@Suite("One depth limit on a 512 KiB stack: the renderers")
struct RendererDepthTests {
    static let limit = FormLimits.maximumDepth

    /// The page, and a submitted body applied to the form and committed.
    struct HTMLRoundTrip: DeepWalk {
        func walk<Model>(_ form: ModelForm<Model>, deepest: String) throws -> [String] {
            let html = HTMLRenderer().page(form, title: "Deep")
            let body = deepest + "=submitted"
            _ = try FormSubmission.commit(body: body, to: form)
            return [html, form.text(for: deepest)]
        }
    }

    @Test(arguments: DeepSource.allCases)
    func htmlIsRenderedAndSubmittedAtTheLimit(_ source: DeepSource) throws {
        let result = try HTMLRoundTrip().runAtTheLimit(source)
        // One fieldset per subform (sections and choice groups have fieldsets of their own).
        #expect(result[0].components(separatedBy: #"<fieldset class="subform""#).count - 1 == Self.limit - 1)
        #expect(result[0].contains(#"name="\#(DeepForms.deepestKey(depth: Self.limit))""#))
        #expect(result[1] == "submitted")
    }

    /// The schema, the uiSchema and the instance.
    struct SchemaExport: DeepWalk {
        func walk<Model>(_ form: ModelForm<Model>, deepest: String) throws -> [FormValue] {
            let exporter = JSONSchemaExporter()
            let export = exporter.export(form)
            return [export["schema"] ?? .null, export["uiSchema"] ?? .null, exporter.instance(of: form)]
        }
    }

    @Test(arguments: DeepSource.allCases)
    func theJSONSchemaIsExportedAtTheLimit(_ source: DeepSource) throws {
        let result = try SchemaExport().runAtTheLimit(source)
        var schema = result[0]
        var instance = result[2]
        for _ in 1..<Self.limit {
            schema = schema["properties"]?["s"] ?? .null
            instance = instance["s"] ?? .null
        }
        #expect(schema["properties"]?["value"]?["type"] == .string("string"))
        #expect(instance["value"] == .string("deep"))
        #expect(result[1]["ui:order"] != nil)
    }

    /// An editing session that walks every level and saves a change at the bottom.
    struct TerminalSession: DeepWalk {
        func walk<Model>(_ form: ModelForm<Model>, deepest: String) throws -> [String] {
            let output = OutputBuffer()
            // Blank answers keep each value; the deepest value gets new text; then save.
            var answers = Array(repeating: "", count: 4 * FormLimits.maximumDepth)
            answers.append(contentsOf: Array(repeating: "y", count: 4))
            let input = ScriptedInput(answers)
            var editor = TerminalEditor(input: input, output: output)
            editor.showsIntroduction = false
            let outcome: String
            switch editor.edit(form) {
            case .saved: outcome = "saved"
            case .unchanged: outcome = "unchanged"
            case .discarded: outcome = "discarded"
            case .cancelled: outcome = "cancelled"
            }
            return [outcome, output.text]
        }
    }

    @Test(arguments: DeepSource.allCases)
    func theTerminalEditorWalksToTheLimit(_ source: DeepSource) throws {
        let result = try TerminalSession().runAtTheLimit(source)
        #expect(result[0] == "unchanged")
        #expect(result[1].contains("Value"))
        #expect(result[1].contains("Tags"))
    }
}
