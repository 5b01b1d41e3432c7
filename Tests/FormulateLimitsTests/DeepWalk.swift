import Formulate
import Testing

/// Where a deep form comes from.
enum DeepSource: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// ``DeepForms/description(depth:)`` loaded as a dynamic form.
    case description
    /// A Swift model (``ModelAtTheLimit``).
    case swiftModel

    var testDescription: String { rawValue }
}

/// One walk over a form, run on a 512 KiB stack; what it returns is checked on the test's thread.
protocol DeepWalk: Sendable {
    associatedtype Output: Sendable
    func walk<Model>(_ form: ModelForm<Model>, deepest: String) throws -> Output
}

extension DeepWalk {
    /// Builds the form of `source` with fields ``FormLimits/maximumDepth`` levels deep and
    /// walks it, both on a 512 KiB stack.
    func runAtTheLimit(_ source: DeepSource) throws -> Output {
        let depth = FormLimits.maximumDepth
        let deepest = DeepForms.deepestKey(depth: depth)
        let json = DeepForms.description(depth: depth)
        return try SmallStack.run {
            switch source {
            case .description: return try walk(try ModelForm(descriptionJSON: json), deepest: deepest)
            case .swiftModel: return try walk(try ModelForm(ModelAtTheLimit()), deepest: deepest)
            }
        }
    }
}
