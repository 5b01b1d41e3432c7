import Formulate
import Foundation

enum Shade: String, CaseIterable, Sendable { case light, dark }

/// One field per row of ``AgreementTable``; the rows give each field its rules and bounds.
struct AgreementModel: FormCustomizing {
    // Required
    var requiredText = ""
    var requiredNumber: Int?
    var numberByType = 0
    var requiredDate: Date?
    var requiredOption: Shade?
    // Lengths
    var minCharacters = ""
    var maxCharacters = ""
    var exactCharacters = ""
    var minScalars = ""
    var maxScalars = ""
    var exactScalars = ""
    var minUTF16 = ""
    var maxUTF16 = ""
    var exactUTF16 = ""
    var mixedUnits = ""
    // Numbers
    var integerInclusive = 5
    var integerExclusive = 5
    var integerByType: Int8 = 0
    var wholeNumber = 0
    var decimalInclusive = 1.0
    var decimalExclusive = 1.0
    var decimalSettings: Decimal = 1
    // Steps
    var quantity = 0
    var stepFromMinimum = 2
    var stepFromMultipleMinimum = 10
    var decimalStep = 0.0
    var stepFromValueOnStep = 10
    var stepFromValueOffStep = 3
    var decimalStepFromValueOffStep = 0.25
    // Dates
    var dateBounds = Date(timeIntervalSince1970: 1_717_200_000)
    var dateExclusive: Date?
    // Patterns
    var portablePattern = ""
    var possessivePattern = ""
    var anchorPattern = ""
    var inlineFlagPattern = ""
    var posixClassPattern = ""
    var digitPattern = ""
    var wordPattern = ""
    var letterPattern = ""
    var dotPattern = ""
    // Formats
    var email = ""
    var contact = ""
    var schemeRequired = ""
    var schemeOptional = ""
    var website = ""
    var homepage: URL?
    var integerText = ""

    /// Every field takes input from the page (controls of other fields are disabled).
    static var inputFields: FormInput { .all }

    static var fieldSettings: [String: FieldSettings] {
        Dictionary(uniqueKeysWithValues: AgreementTable.rows.map { ($0.key, $0.settings) })
    }
}
