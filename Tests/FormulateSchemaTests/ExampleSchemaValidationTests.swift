import Formulate
import FormulateSchema
import Foundation
import TestTools
import Testing

/// The examples' forms validated the same way: the dynamic registration form of
/// `Examples/dynamic-form`, as loaded from its description, before and after a person fills
/// it in: the validator and Formulate must agree on whether the values are valid. (The
/// demo's `AppSettings` is checked through `formulate-demo schema` in FormulateTests.)
// Skipped where the tests' Python lacks jsonschema, required under CI (see ExternalTool).
@Suite(.enabled(if: ExternalTool.jsonSchema.shouldRun, "needs Python with jsonschema (scripts/test installs it)"))
struct ExampleSchemaValidationTests {
    private var registrationJSON: String {
        get throws {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Examples/dynamic-form/registration.json")
            return try String(contentsOf: url, encoding: .utf8)
        }
    }

    @Test func dynamicRegistrationFormValidates() throws {
        let form = try ModelForm(descriptionJSON: registrationJSON)
        #expect(!form.isValid, "username and email are required")
        try expectAgreement(form)
        try form.setText("ada", for: "username")
        try form.setText("ada@example.com", for: "email")
        try form.setText("Team", for: "plan")
        try form.setText("12", for: "seats")
        try form.setText("Swift, Linux", for: "interests")
        try form.setText("94103", for: "address.zip")
        try form.setItems(texts: ["ada@work.example"], for: "backupEmails")
        #expect(form.isValid)
        try expectAgreement(form)
    }

    /// The schema is valid, and the validator accepts the instance exactly when the form is valid.
    private func expectAgreement<Model>(_ form: ModelForm<Model>, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let exporter = JSONSchemaExporter()
        let outcome = try PythonSchemaValidator.validate(
            schema: exporter.schema(for: form), instance: exporter.instance(of: form), invalid: [])
        let expected: Int32 = form.isValid ? 0 : 4 // 4: the schema is valid, the instance is not
        #expect(
            outcome.status == expected, "validate_schema.py exited with \(outcome.status):\n\(outcome.output)",
            sourceLocation: sourceLocation)
    }
}
