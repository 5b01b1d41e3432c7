import Foundation

/// Everything a schema knows about one field besides its description (``Field``): where it
/// sits in the form, how it is read and written (its accessor), which fields and rules
/// depend on it, and the facts edits, validation and commits ask on every call. One per
/// field, at the field's index (``ModelSchema/records``); immutable and shared by every form
/// of the schema. A form's draft of the field (its value and ``FieldState``) is the form's.
///
/// Not generic: unspecialized code asks the runtime for a generic class's metadata at each
/// use, so the accessor is held as an object (``accessor(of:)``). // perf: scenario 3
final class FieldRecord: @unchecked Sendable {
    // Immutable after init; the accessor holds immutable key paths, so sharing is safe.

    // MARK: Where the field sits

    /// The field's position in ``ModelSchema/flat``.
    let index: Int
    /// The index of the enclosing subform, or `nil` at the top level.
    let parent: Int?
    /// The end of the range of the field's descendants, which follow it.
    let descendantEnd: Int
    /// The field that starts the field's section: itself, or an earlier sibling.
    let sectionStart: Int
    /// The fields whose rules read this one (`equalsField`).
    let ruleDependents: [Int]

    // MARK: How it is read and written

    /// The field's ``FieldAccessor``, typed where the field's codec and key path allow
    /// (``Accessors/typed(_:)``), one that reads and writes nothing for a field without a
    /// property.
    private let accessorObject: AnyObject
    let codec: (any ValueCodec)?
    /// Whether `codec` is not `nil` (asking the optional copies the codec out).
    let hasCodec: Bool
    /// `codec.swiftType`, asked once.
    let swiftType: Any.Type?
    /// The type of `codec` itself, asked once. // perf: scenario 3
    let codecType: Any.Type?
    /// Whether the field's accessor writes the model value's own storage for this field
    /// alone (``FieldAccessor/isIsolated``), asked once. // perf: scenario 5
    let isIsolatedStorage: Bool
    /// Whether the accessor can write the field (``FieldAccessor/isWritable``).
    let isWritable: Bool
    /// Whether a commit may write the field: it holds a value of a property that can be
    /// written (not read-only, not virtual, not without an accessor).
    let isCommittable: Bool

    // MARK: What it is

    let kind: FieldKind
    /// The field's key and title, for rule contexts and messages.
    let key: String
    let title: String
    let isOptional: Bool
    let isReadOnly: Bool
    let isVirtual: Bool
    /// ``Field/isSecret``, asked once.
    let isSecret: Bool
    let canCreate: Bool
    /// Whether an enclosing optional model cannot be created when it is `nil` (then an
    /// edit must look whether it exists).
    let isUnderUncreatableModel: Bool
    /// Whether the field is a collection of subforms (its codec makes item forms), asked
    /// once. // perf: scenario 3
    let isItemCollection: Bool
    /// Whether the field is a dictionary of values (`ValueCodec.isDictionaryOfValues`), asked
    /// once. // perf: scenario 14
    let isDictionary: Bool
    /// Whether the field is an optional nested model that can be switched on and off, asked
    /// once. // perf: scenario 5
    let isOptionalSubform: Bool

    // MARK: What it accepts

    let storesOptionIndex: Bool
    let hasOptions: Bool
    /// The field's options, indexed for look-ups by value and by text.
    let optionIndex: OptionIndex
    let hasRules: Bool
    /// The rules validation runs, in order: the field's own, then the email check its kind
    /// implies when it has no email rule.
    let rules: [ValidationRule]
    /// ``rules`` compiled into plain checks, asked first.
    let compiledRules: CompiledRules
    /// Whether a rule reads other fields or is Swift code (which may): such rules get a
    /// context that can look the form up; the others a plain one, which costs nothing.
    let rulesReadTheForm: Bool
    let hasInputFormatter: Bool
    let hasValueTransformer: Bool
    let validationTiming: ValidationTiming?
    /// The field's bounds, where an edit must be checked against them: `nil` where the
    /// bound is its integer type's own, which the codec enforces already.
    let minimum: FormValue?
    let maximum: FormValue?
    /// The step a number must be on, counted from `stepBase` (zero when `nil`).
    let step: Decimal?
    let stepBase: Decimal?

    /// The record of `field`, numbered and placed in its schema; `accessor` reads it with its
    /// codec and default.
    init<Model>(
        _ field: borrowing Field, parent: Int?, descendantEnd: Int, sectionStart: Int, ruleDependents: [Int],
        isUnderUncreatableModel: Bool, accessor: FieldAccessor<Model>
    ) {
        index = field.index
        self.parent = parent
        self.descendantEnd = descendantEnd
        self.sectionStart = sectionStart
        self.ruleDependents = ruleDependents
        accessorObject = accessor
        // The field borrowed and its codec copied out once; what an autoclosure (`&&`, `??`)
        // reads is read into a local first. // perf: scenario 1
        let codec = field.codec
        self.codec = codec
        isIsolatedStorage = accessor.isIsolated
        isWritable = accessor.isWritable
        hasCodec = codec != nil
        kind = field.kind
        isOptional = field.isOptional
        isReadOnly = field.isReadOnly
        isVirtual = field.isVirtual
        isCommittable = hasCodec && !isReadOnly && !isVirtual && !accessor.isNone
        isItemCollection = kind == .collection && codec is any ItemCollectionCoding
        isDictionary = kind == .collection && codec?.isDictionaryOfValues == true
        self.isUnderUncreatableModel = isUnderUncreatableModel
        swiftType = codec?.swiftType
        codecType = codec.map { type(of: $0) }
        isOptionalSubform = kind == .subform && isOptional && !accessor.isNone
        storesOptionIndex = field.storesOptionIndex
        canCreate = field.canCreate
        hasOptions = !field.options.isEmpty
        // Most fields have neither: then no array is made.
        let ownRules = field.rules
        let impliedRules = field.impliedRules
        rules = impliedRules.isEmpty ? ownRules : ownRules + impliedRules
        hasRules = !rules.isEmpty
        optionIndex = OptionIndex.of(field.options, codec: codec)
        compiledRules = CompiledRules(rules)
        rulesReadTheForm = rules.contains { rule in
            switch rule.check {
            case .equalsField, .custom: return true
            default: return false
            }
        }
        key = field.key
        title = field.title
        hasInputFormatter = field.rules.contains { $0.inputFormatter != nil }
        hasValueTransformer = field.valueTransformer != nil
        isSecret = field.isSecret
        validationTiming = field.validationTiming
        let fieldMinimum = field.minimum
        let fieldMaximum = field.maximum
        let typeBounds =
            fieldMinimum == nil && fieldMaximum == nil ? nil : codec?.integerTypeBounds
        minimum = fieldMinimum == typeBounds?.minimum ? nil : fieldMinimum
        maximum = fieldMaximum == typeBounds?.maximum ? nil : fieldMaximum
        step = field.constraints.step?.decimalValue
        stepBase = field.constraints.stepBase?.decimalValue
    }

    /// The field's accessor, from a model of the schema's own type (the only one a record is
    /// asked with).
    @inline(__always)
    func accessor<Model>(of _: Model.Type) -> FieldAccessor<Model> {
        unsafeDowncast(accessorObject, to: FieldAccessor<Model>.self)
    }
}

extension FieldRecord {
    /// Whether `value` may break the field's type-level constraints: `false` only where
    /// ``ModelForm/constraintError(_:field:more:)`` would find nothing, told from the record.
    @inline(__always)
    func mayBreakConstraints(_ value: FormValue) -> Bool {
        if value.isNull { return !isOptional && !isVirtual }
        if let minimum, let order = value.compare(to: minimum), order == .orderedAscending { return true }
        if let maximum, let order = value.compare(to: maximum), order == .orderedDescending { return true }
        if let step, !FieldConstraints.isOnStep(value, step: step, base: stepBase) { return true }
        // Only a model can hold a non-finite number or a date ISO 8601 cannot write.
        if case .double(let number) = value, !number.isFinite { return true }
        if case .date(let date) = value, !ISO8601Text.canWrite(date) { return true }
        guard hasOptions, kind == .option || kind == .multipleChoice else { return false }
        if kind == .option, !storesOptionIndex, optionIndex.position(of: value) != nil { return false }
        if kind == .multipleChoice, let items = value.arrayValue,
            items.allSatisfy({ optionIndex.position(of: $0) != nil })
        {
            return false
        }
        return true
    }
}
