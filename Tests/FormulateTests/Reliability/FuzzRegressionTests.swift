import Foundation
import Testing

@testable import Formulate

/// Inputs the fuzz targets (`scripts/fuzz`) found, kept as tests.
@Suite("Fuzzing findings")
struct FuzzRegressionTests {
    /// condition: a large or small decimal literal was rendered with an exponent
    /// (`7.076627914522419e+16`), which the condition language does not read, so the
    /// canonical form of a valid predicate did not parse.
    @Test(arguments: [
        ("452== 70766279145224192.0", "(452 == 70766279145224190.0)"),
        ("$a < 0.00000025", "($a < 0.00000025)"),
        ("$a IN {-123456789012345678901234567890.5}", "($a IN {-123456789012345680000000000000.0})"),
        ("$a == 1.5", "($a == 1.5)"),
    ])
    func decimalLiteralsRenderWithoutAnExponent(source: String, canonical: String) throws {
        let expression = try ConditionExpression(source)
        #expect(expression.root.description == canonical)
        let reparsed = try ConditionExpression(canonical)
        #expect(reparsed.root.description == canonical)
        #expect(reparsed.evaluate(["a": .double(1.5)]) == expression.evaluate(["a": .double(1.5)]))
    }
}

extension FuzzRegressionTests {
    /// condition: a quote followed by a combining mark is one Character, so rendering a
    /// string literal character by character left that quote unescaped, and the canonical
    /// form ended the string early.
    @Test(arguments: ["'\\'\u{0651}s' == $a", "$a == '\\'\u{301}'", "$a == 'x\r\ny'", "$a IN {'\\'\u{20DD}', 'b'}"])
    func quotesFollowedByCombiningMarksStayEscaped(source: String) throws {
        let expression = try ConditionExpression(source)
        let canonical = expression.root.description
        let reparsed = try ConditionExpression(canonical)
        #expect(reparsed.root.description == canonical)
        #expect(reparsed.evaluate(["a": "\u{27}"]) == expression.evaluate(["a": "\u{27}"]))
    }
}

extension FuzzRegressionTests {
    /// text: empty text for a non-optional `UUID` (or `URL`) was taken into the draft as "",
    /// and the commit then failed ("cannot be stored as UUID"); it is refused at once now.
    @Test(arguments: ["identifier", "website"])
    func emptyTextForAUUIDOrURLIsRefusedWhenTyped(key: String) throws {
        let form = try ModelForm(HostileModel())
        let error = #expect(throws: FormError.self) { try form.setText("", for: key) }
        #expect(error?.reason == .invalidText)
        #expect(form.value(for: key) == (try ModelForm(HostileModel())).value(for: key))
        form.reset()
        #expect(try form.commit() == HostileModel())
    }
}

extension FuzzRegressionTests {
    /// description: a choice field with `"options": []` was accepted, but its description
    /// (which leaves out an empty list) was then refused; it is refused at once now.
    @Test(arguments: [("bitfield", "a bitfield"), ("option", "an option"), ("multiselect", "a multiselect")])
    func choiceFieldsNeedAtLeastOneOption(type: String, named: String) throws {
        let error = #expect(throws: FormDefinitionError.self) {
            try ModelForm(descriptionJSON: #"{"fields": [{"key": "days", "type": "\#(type)", "options": []}]}"#)
        }
        #expect(error?.problems.map(\.message) == ["\(named) field needs at least one option"])
    }
}
