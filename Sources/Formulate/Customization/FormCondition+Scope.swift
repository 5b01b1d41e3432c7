/// A predicate declared by a nested model type: it names the type's own fields
/// (`$asNeeded`), and the type sits at ``prefix`` in the form (`primary.`), so it means
/// ``resolvedSource`` (`$primary.asNeeded`) there.
final class ScopedPredicate: Sendable {
    /// The predicate as the type wrote it.
    let source: String
    /// Where the type's fields are in the form: the key of its subform and a dot.
    let prefix: String
    /// The type that declared the predicate, for messages.
    let typeName: String

    init(source: String, prefix: String, typeName: String) {
        self.source = source
        self.prefix = prefix
        self.typeName = typeName
    }

    /// The predicate naming the form's keys: ``prefix`` after every `$` that starts a key.
    /// What cannot be read is left as written (building the form reports it).
    var resolvedSource: String {
        var lexer = ConditionLexer(source)
        var starts: [Int] = []
        do throws(ConditionError) {
            while true {
                let token = try lexer.next()
                if case .end = token.kind { break }
                if case .key = token.kind { starts.append(token.utf8Offset) }
            }
        } catch {
            return source
        }
        var utf8 = Array(source.utf8)
        // From the last key back, so that earlier offsets still hold.
        for start in starts.reversed() { utf8.insert(contentsOf: prefix.utf8, at: start + 1) }
        return String(decoding: utf8, as: UTF8.self)
    }
}

extension FormCondition {
    /// This condition as declared by `typeName`, a nested model type whose fields are at
    /// `prefix` in the form (`primary.`): a predicate names the type's fields, and a
    /// closure reads them by their keys in the type. Constants are the same anywhere.
    func scoped(to prefix: String, typeName: String) -> FormCondition {
        guard !prefix.isEmpty else { return self }
        switch storage {
        case .constant: return self
        case .predicate(let source):
            return FormCondition(
                storage: .scoped(ScopedPredicate(source: source, prefix: prefix, typeName: typeName)))
        case .scoped(let scoped):
            return FormCondition(
                storage: .scoped(
                    ScopedPredicate(source: scoped.source, prefix: prefix + scoped.prefix, typeName: scoped.typeName)))
        case .closure(let closure):
            return .when { values in closure(FormValues { values[prefix + $0] }) }
        }
    }
}

extension FieldSettings {
    /// Whether any of the four conditions is set.
    var hasConditions: Bool {
        hidden != nil || disabled != nil || sectionHidden != nil || sectionDisabled != nil
    }

    /// These settings as declared by `typeName`, a nested model type at `prefix` in the
    /// form: their conditions name the type's fields (``FormCondition/scoped(to:typeName:)``).
    func scopingConditions(to prefix: String, typeName: String) -> FieldSettings {
        guard !prefix.isEmpty, hasConditions else { return self }
        var scoped = self
        scoped.hidden = hidden?.scoped(to: prefix, typeName: typeName)
        scoped.disabled = disabled?.scoped(to: prefix, typeName: typeName)
        scoped.sectionHidden = sectionHidden?.scoped(to: prefix, typeName: typeName)
        scoped.sectionDisabled = sectionDisabled?.scoped(to: prefix, typeName: typeName)
        return scoped
    }
}
