/// Mistakes in how a form is defined: an override for a key that does not exist, an
/// attribute of the wrong type, a condition that does not parse, a rule description or a
/// regular expression that cannot be used, a form description that is not JSON.
///
/// These are the developer's mistakes, not the person's filling in the form; they are
/// reported when the form (or the condition, rule or pattern) is made, each naming the
/// field and what would be accepted. It is the one error type of definitions: building a
/// ``ModelForm``, ``ConditionExpression/init(_:)``, ``ConditionExpression/checkReferences(knownKeys:)``,
/// ``ConditionExpression/checkTypes(_:)``, ``ValidationRule/init(description:)`` and
/// ``RegexPattern/init(_:allowsBacktracking:maximumInputLength:)`` all throw it.
///
/// ```swift
/// do {
///     _ = try ConditionExpression("$name == 'Bob")
/// } catch {
///     let problem = error.problems[0]
///     print(problem.reason)               // conditionSyntax
///     print(problem.messageKey)           // condition.syntax
///     print(problem)                      // unterminated string at position 9 in "$name == 'Bob" (close the string with ')
///     print(problem.location?.pointer ?? "")
///     // $name == 'Bob
///     //          ^
/// }
/// ```
public struct FormDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One mistake.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The field the mistake is about, if any.
        public var key: String?
        /// What kind of mistake it is, as a typed value to switch over.
        public var reason: Reason
        /// What is wrong and what would be accepted, without the position (``location``)
        /// and the suggestion (``suggestion``) of a condition: `"unterminated string"`.
        public var message: String
        /// Where in a predicate or in a JSON text the mistake is, when it is in one.
        public var location: Location?
        /// How to fix it, when a condition has a likely fix (`"did you mean '$rememberMe'?"`).
        /// Other problems say it in their ``message``.
        public var suggestion: String?
        /// The rule the mistake is in, for a rule description or a pattern (`"minLength"`).
        public var rule: String?

        /// Creates a problem.
        public init(
            key: String?, reason: Reason = .invalidDefinition, message: String, location: Location? = nil,
            suggestion: String? = nil, rule: String? = nil
        ) {
            self.key = key
            self.reason = reason
            self.message = message
            self.location = location
            self.suggestion = suggestion
            self.rule = rule
        }

        /// The stable identifier of the message: ``Reason/messageKey``.
        public var messageKey: String { reason.messageKey }

        /// `key: message`, then the location and the suggestion:
        /// `plan: disabled condition: unknown field '$seat' at position 0 in "$seat > 1" (did you mean '$seats'?)`.
        public var description: String {
            var text = key.map { "\($0): \(message)" } ?? message
            if let location { text += " \(location)" }
            if let suggestion { text += " (\(suggestion))" }
            return text
        }
    }

    /// The model type the form was being built for; `nil` for a condition, a rule or a
    /// pattern checked on its own.
    public var modelType: String?
    /// Every mistake found.
    public var problems: [Problem]

    /// Creates an error.
    public init(modelType: String?, problems: [Problem]) {
        self.modelType = modelType
        self.problems = problems
    }

    /// An error with one problem, for a condition, a rule or a pattern checked on its own.
    public init(_ problem: Problem) {
        self.init(modelType: nil, problems: [problem])
    }

    /// One line per problem, under the model type; a lone problem of no model type is its
    /// own line.
    public var description: String {
        guard let modelType else {
            return problems.map(\.description).joined(separator: "\n")
        }
        return "Form for \(modelType) is not valid:\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}

extension FormDefinitionError.Problem {
    /// The problem about `key`, its message after `prefix`: a rule's or a condition's
    /// problem as part of a field's.
    func about(_ key: String?, prefix: String = "") -> Self {
        var problem = self
        problem.key = key
        problem.message = prefix + message
        return problem
    }

    /// This problem of a collection's item template, read on its own, as the collection
    /// `key`'s: a field of a subform item keeps its key (`servers[].port`), the template's
    /// own problems are the collection's (`servers: item: …`).
    func inItem(of key: String) -> Self {
        self.key.map { DottedKey.hasPrefix($0, key + "[].") } == true ? self : about(key, prefix: "item: ")
    }
}

extension FormDefinitionError {
    /// What kind of mistake a ``Problem`` is; its raw value is the stable message key, and it
    /// prints as its case name (`conditionSyntax`).
    ///
    /// | group | keys |
    /// |---|---|
    /// | a form's fields, overrides and descriptions | `definition.invalid`, `definition.unknownKey`, `definition.duplicateKey`, `definition.invalidKey`, `definition.unknownAttribute`, `definition.invalidAttribute`, `definition.tooDeep` |
    /// | condition predicates | `condition.syntax`, `condition.unknownField`, `condition.typeMismatch`, `condition.limit` |
    /// | rules and regular expressions | `rule.invalidDescription`, `rule.unknownRule`, `rule.missingParameter`, `rule.invalidParameter`, `rule.unknownParameter`, `rule.notLoadable`, `rule.invalidPattern`, `rule.backtrackingPattern` |
    /// | the text of a form description | `json.syntax` |
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// A mistake no more specific reason covers: a field that cannot be made as defined.
        case invalidDefinition = "definition.invalid"
        /// A key that names no field (an override, `excludedFields`, `inputFields`, a condition set by key).
        case unknownKey = "definition.unknownKey"
        /// A key used by two fields.
        case duplicateKey = "definition.duplicateKey"
        /// A key that cannot be a field's: an empty name, control characters, too many names,
        /// a path through a field that is not a subform.
        case invalidKey = "definition.invalidKey"
        /// An attribute that does not exist (`placehodler`).
        case unknownAttribute = "definition.unknownAttribute"
        /// An attribute of the wrong type, or with a value the field cannot use.
        case invalidAttribute = "definition.invalidAttribute"
        /// Subforms nested deeper than ``FormLimits/maximumDepth``.
        case tooDeep = "definition.tooDeep"

        /// A predicate that does not parse.
        case conditionSyntax = "condition.syntax"
        /// A predicate's `$key` that names no field.
        case conditionUnknownField = "condition.unknownField"
        /// A comparison in a predicate that could never hold (`$age == '18'`).
        case conditionTypeMismatch = "condition.typeMismatch"
        /// A predicate over a limit: longer than ``FormLimits/maximumPredicateLength``, or
        /// nested deeper than ``ConditionExpression/maximumNesting``.
        case conditionLimit = "condition.limit"

        /// A rule description that is neither an object with a `"rule"` name nor a rule name.
        case invalidRuleDescription = "rule.invalidDescription"
        /// A `"rule"` that names no built-in rule.
        case unknownRule = "rule.unknownRule"
        /// A parameter the rule needs is absent.
        case missingRuleParameter = "rule.missingParameter"
        /// A parameter has a value the rule cannot use.
        case invalidRuleParameter = "rule.invalidParameter"
        /// A parameter the rule does not take.
        case unknownRuleParameter = "rule.unknownParameter"
        /// A closure rule, whose check is code a description cannot carry.
        case ruleNotLoadable = "rule.notLoadable"
        /// A regular expression that does not compile, or uses syntax ``RegexPattern`` does not read.
        case invalidPattern = "rule.invalidPattern"
        /// A regular expression that can backtrack for a long time (``RegexPattern``).
        case backtrackingPattern = "rule.backtrackingPattern"

        /// A form description that is not JSON (or is nested deeper than
        /// ``FormLimits/maximumJSONDepth``).
        case jsonSyntax = "json.syntax"

        /// The stable identifier of the message, for a catalog of translations: the raw value.
        public var messageKey: String { rawValue }
    }
}

extension FormDefinitionError {
    /// Where in a text a problem is: a position in a condition predicate, or a line and
    /// column in the JSON text of a form description.
    public struct Location: Sendable, Hashable, CustomStringConvertible {
        /// The predicate the problem is in; `nil` for a JSON text, which is not kept.
        public var text: String?
        /// The 0-based offset of the problem: in characters of ``text`` for a predicate, in
        /// UTF-8 bytes for a JSON text. It equals the length when the problem is that the
        /// text ends too early.
        public var offset: Int
        /// The 1-based line of the problem in a JSON text.
        public var line: Int?
        /// The 1-based column (in Unicode scalars) of the problem in a JSON text.
        public var column: Int?

        /// A position in a predicate.
        public init(text: String, offset: Int) {
            self.text = text
            self.offset = offset
        }

        /// A position in a JSON text.
        public init(offset: Int, line: Int, column: Int) {
            self.offset = offset
            self.line = line
            self.column = column
        }

        /// `at position 9 in "$name == 'Bob"` (a long predicate shortened around the
        /// problem), or `at line 3, column 5`.
        public var description: String {
            if let line, let column { return "at line \(line), column \(column)" }
            return "at position \(offset) in \"\(excerpt.text)\""
        }

        /// The predicate (shortened around the problem when it is long, with white space
        /// shown as spaces and control characters as `�`) and, under it, a caret that points
        /// at the problem; `nil` for a JSON text:
        ///
        /// ```
        /// $age >= AND $country == 'US'
        ///         ^
        /// ```
        public var pointer: String? {
            guard text != nil else { return nil }
            let excerpt = self.excerpt
            return excerpt.text + "\n" + String(repeating: " ", count: excerpt.caret) + "^"
        }

        /// How many characters of the predicate are shown on either side of the problem.
        private static let window = 40

        /// The part of the predicate shown in messages, on one line, and the caret's column in it.
        private var excerpt: (text: String, caret: Int) {
            let characters = Array(text ?? "")
            let position = min(max(offset, 0), characters.count)
            let start = max(0, position - Self.window)
            let end = min(characters.count, position + Self.window)
            var shown = start > 0 ? "…" : ""
            for character in characters[start..<end] {
                if character.isNewline || character == "\t" {
                    shown.append(" ")
                } else if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                    shown.append("\u{FFFD}")
                } else {
                    shown.append(character)
                }
            }
            if end < characters.count { shown += "…" }
            return (shown, position - start + (start > 0 ? 1 : 0))
        }
    }
}

/// Something inspection noticed about a model and dealt with quietly: a property left out
/// of the form, shown read-only, or a collection that cannot get new items, with the reason.
///
/// Diagnostics are never printed; read them from ``ModelForm/diagnostics`` when a field you
/// expected is missing.
public struct FormDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What happened to the property.
    public enum Action: String, Sendable, Hashable {
        /// The property is not in the form.
        case excluded
        /// The property is in the form but cannot be edited.
        case readOnly
        /// The collection's items are edited, removed and moved, but the form cannot add
        /// one: it cannot make a value of the item type (it is not ``DefaultConstructible``).
        case noNewItems
    }

    /// The property's key path.
    public var key: String
    /// What happened to it.
    public var action: Action
    /// Why, and how to change it.
    public var reason: String

    /// Creates a diagnostic.
    public init(key: String, action: Action, reason: String) {
        self.key = key
        self.action = action
        self.reason = reason
    }

    /// `key: excluded: reason`.
    public var description: String { "\(key): \(action.rawValue): \(reason)" }
}
