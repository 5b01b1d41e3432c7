import Foundation

/// A form over a model value: its fields, a draft of the values being edited, and the
/// way back into the model.
///
/// ```swift
/// let form = try ModelForm(Settings())
/// form.field("email")?.kind            // .email
/// try form.setText("18", for: "fontSize")
/// try form.setValue(Theme.dark, for: "theme")
/// let saved: Settings = try form.commit()
/// ```
///
/// Edits change the draft only; ``commit(overwritingConflicts:)`` validates every visible field and writes
/// the changes back all at once, or not at all. Reading a form never changes the model.
///
/// A form is a mutable object meant to be used from one place at a time (a request
/// handler, a view model on the main actor); it is not `Sendable`. Its schema is shared
/// by every form of the same model type, safely, from any thread.
///
/// With Swift concurrency, keep each form in the task or actor that made it: build one
/// per request (building is cheap once the type's schema is cached), or own it in an
/// actor (or a `@MainActor` view model) and edit it through that. What a form hands out
/// (``Field``, ``FormValue``, ``FormError``, ``FormErrors``, ``FieldChange``, a committed
/// `Sendable` model) is `Sendable` and may cross to other tasks.
public final class ModelForm<Model> {
    let schema: ModelSchema<Model>
    /// ``records``, once this form has asked its schema for them (``hasRecords``). Stored
    /// before ``model``: the offsets of the properties after it depend on `Model`, and are
    /// read from the class's metadata at each access.
    private var madeRecords: [FieldRecord] = []
    private var hasRecords = false
    /// The model value the form edits (for a class, the object itself).
    public internal(set) var model: Model
    // Exclusivity: `values` and `states` are `@exclusivity(unchecked)`, the one speed
    // device left in the form. Every access to a class's stored `var` is otherwise checked
    // at run time, and an edit or a validation makes several such accesses per field.
    // Measured with `formulate-benchmarks --only 3,4,5,6` (release, two runs each), with
    // the checks on both: typed edit 4.89x and 4.82x the key path write (target 4x),
    // validate 4.21x twice the hand-written checks (target 4x); unchecked: 3.75x and 3.76x,
    // 3.72x and 3.70x. Unchecked on three more properties (`initialValues`,
    // `hasChangeHandlers`, `validationTiming`) gave nothing measurable, so they are checked.
    // The checks find nothing to report here: a form is not `Sendable` (one thread at a
    // time), and no access to these properties is held open across a call that could
    // reach them again (elements are swapped or assigned; change handlers run after the
    // accesses end); the whole test suite passed with the checks on (an earlier round).
    /// The draft, aligned with `schema.flat`.
    @exclusivity(unchecked) var values: [FormValue]
    /// The values the draft started with.
    var initialValues: [FormValue]
    @exclusivity(unchecked) var states: [FieldState]
    /// The hidden and disabled state of fields and sections.
    let conditionState: FormConditionState
    /// Who observes which field (``ModelForm/Observation``).
    let observation: FieldObservation
    var changeHandlers: [ChangeHandler<Model>] = [] {
        didSet { hasChangeHandlers = !changeHandlers.isEmpty }
    }
    /// Whether `changeHandlers` has any: asked after every edit, and cheaper than asking
    /// the generic array.
    var hasChangeHandlers = false
    var nextHandlerID = 0
    /// For each field index, whether input from outside may write it (``acceptsInput(for:)``).
    var inputAllowed: [Bool]
    /// For each field index, the fields whose rules read it (`equalsField`).
    let ruleDependents: [Int: [Int]]
    /// The item forms of collections of subforms, made on first use.
    let collectionDrafts = CollectionDrafts()
    /// The limits of the form's own configuration; `nil` for a form that follows
    /// ``FormConfiguration/shared``'s.
    var ownLimits: FormLimits?
    /// What edits, commits and validation ask about each field (``ModelSchema/records``),
    /// asked of the schema (under its lock) the first time this form needs them, then kept:
    /// a form that is only made and shown never makes them, and an edit takes no lock.
    /// Yielded rather than returned: a getter returned the array retained, and an edit
    /// asks for it several times.
    var records: [FieldRecord] {
        _read {
            if !hasRecords {
                madeRecords = schema.records
                hasRecords = true
            }
            yield madeRecords
        }
    }

    /// When rules are checked as fields are edited, for fields that do not say otherwise.
    /// ``ValidationTiming/onBlur`` unless you change it.
    public var validationTiming: ValidationTiming = .onBlur

    /// The time zone of the person using the form: text they type without an offset
    /// ("09:30", "2024-03-10T09:30") is wall-clock time there, and times and date-times are
    /// shown to them (``text(for:)-(String)``, HTML controls, the terminal) in it.
    ///
    /// It starts as ``FormConfiguration/timeZone``, which is `TimeZone.current` unless
    /// set. A server sets the zone of each person's form, before applying what they sent:
    ///
    /// ```swift
    /// let form = try ModelForm(meeting)
    /// form.timeZone = TimeZone(identifier: "America/New_York") ?? .gmt
    /// try form.setText("2024-03-10T09:30", for: "startsAt")   // 13:30 UTC
    /// ```
    ///
    /// Values are instants and do not change with the zone; a calendar date is midnight UTC
    /// of its day in every zone. See ``ISO8601Text`` for what each kind of date stands
    /// for, and how clock changes are read.
    public var timeZone: TimeZone = FormConfiguration.timeZoneOfNewForms

    /// Builds a form for `model`.
    ///
    /// The model type is inspected the first time only; later forms of the same type
    /// reuse what was learned, so a type's form is the same whichever value comes first.
    /// ``FormField`` annotations are read from `Model()` when the type is
    /// ``DefaultConstructible``; otherwise from `model`, made in code, which carries them.
    ///
    /// With a `configuration` (titles, acronyms, their localization, time zone and limits),
    /// the form uses it instead of ``FormConfiguration/shared``, and its schema is built for
    /// it alone, not cached.
    ///
    /// - Throws: ``FormDefinitionError`` when the type's customization is wrong (an
    ///   override for a field that does not exist, an attribute of the wrong type), or
    ///   when its annotations cannot be read from every value of it: a `Decodable` type, or
    ///   an optional nested one, with ``FormField`` annotations and no `init()` the form can
    ///   call (adopt ``DefaultConstructible``).
    public convenience init(_ model: Model, configuration: FormConfiguration? = nil) throws(FormDefinitionError) {
        guard let configuration else {
            let schema = try SchemaCache.shared.schema(for: Model.self) { () throws(FormDefinitionError) in
                var builder = SchemaBuilder<Model>(configuration: FormConfiguration.shared)
                return try builder.build(from: model)
            }
            self.init(model: model, schema: schema)
            return
        }
        // A configuration of its own: the schema is built for this form alone, not cached.
        var builder = SchemaBuilder<Model>(configuration: configuration)
        self.init(model: model, schema: try builder.build(from: model))
        timeZone = configuration.timeZone ?? .current
        ownLimits = configuration.limits
    }

    /// A form over `model` with a schema built elsewhere (dynamic forms).
    init(model: Model, schema: ModelSchema<Model>) {
        self.model = model
        self.schema = schema
        let values = Self.read(model, schema: schema)
        self.values = values
        self.initialValues = values
        self.states = FieldState.untouched(count: schema.flat.count)
        self.conditionState = FormConditionState(
            slots: schema.conditions, predicateDependents: schema.predicateDependents, fieldCount: schema.flat.count)
        self.ruleDependents = schema.ruleDependents
        self.inputAllowed = schema.inputAllowed
        self.observation = FieldObservation(fieldCount: schema.flat.count)
        evaluateAllConditions()
    }

    /// Every field's value in `model`, or its default.
    static func read(_ model: Model, schema: ModelSchema<Model>) -> [FormValue] {
        var values = [FormValue](repeating: .null, count: schema.readers.count)
        if let bindings = schema.bindings.ifMade(Model.self) {
            read(model, schema: schema, through: bindings, accessors: schema.accessors, into: &values)
        } else {
            read(model, schema: schema, fields: 0..<values.count, into: &values)
        }
        return values
    }

    /// Reads every field of `model` into `values`: through its typed binding where it has
    /// one (``FieldBinding``, made once a form of the schema has committed), through its
    /// accessor and codec elsewhere. Generic over the binding and accessor types, given
    /// once: subscripting their arrays in generic code otherwise asks the runtime for their
    /// metadata on every call.
    private static func read<Binding: FieldBinding<Model>, Accessor: FieldAccessor<Model>>(
        _ model: Model, schema: ModelSchema<Model>, through bindings: [Binding], accessors: [Accessor],
        into values: inout [FormValue]
    ) {
        let readers = schema.readers
        for index in values.indices {
            let binding = bindings[index]
            if binding.isBound {
                values[index] = binding.read(model) ?? readers[index].defaultValue ?? .null
            } else {
                values[index] = value(in: model, reader: readers[index], accessor: accessors[index])
            }
        }
    }

    /// Reads the fields at `indices` from `model` into `values` (each one's value or default).
    ///
    /// One function for the whole loop: in generic code, each call asks the runtime for
    /// the metadata of the schema's accessor types, which costs more than a field's read.
    static func read(
        _ model: Model, schema: ModelSchema<Model>, fields indices: Range<Int>, into values: inout [FormValue]
    ) {
        let readers = schema.readers
        // A struct's stored properties are read through a mutable access to one copy of the
        // model (``FieldAccessor/read(inPlace:)``), which costs less than a key path read;
        // an object's through its key paths, where such an access would run setters.
        let inPlace = !isObject
        var copy = model
        // The accessors walked in order rather than subscripted: a subscript in generic code
        // asks the runtime for the accessor type's metadata on every call.
        var index = indices.lowerBound
        for accessor in schema.accessors[indices] {
            values[index] =
                inPlace
                ? value(inPlace: &copy, reader: readers[index], accessor: accessor)
                : value(in: model, reader: readers[index], accessor: accessor)
            index += 1
        }
    }

    /// ``value(in:reader:accessor:)`` read through a mutable access to `model`
    /// (``FieldAccessor/read(inPlace:)``), which is left as it was.
    @inline(__always)
    static func value(inPlace model: inout Model, reader: FieldReader, accessor: FieldAccessor<Model>) -> FormValue {
        guard let codec = reader.codec else { return .null }
        guard let value = accessor.read(inPlace: &model) else { return reader.defaultValue ?? .null }
        return codec.encode(value) ?? reader.defaultValue ?? .null
    }

    @inline(__always)
    static func value(in model: Model, reader: FieldReader, accessor: FieldAccessor<Model>) -> FormValue {
        guard let codec = reader.codec else { return .null }
        guard let value = accessor.read(model) else { return reader.defaultValue ?? .null }
        return codec.encode(value) ?? reader.defaultValue ?? .null
    }

    // MARK: - Fields

    /// The top-level fields in order; subforms hold their fields as ``Field/children``.
    public var fields: [Field] { schema.fields }

    /// Every field, depth-first: subforms followed by their fields.
    package var allFields: [Field] { schema.flat }

    /// The field at `key` (`email`, `notifications.sound`, `servers.0.host`), or `nil`.
    public func field(_ key: String) -> Field? {
        guard let index = schema.indexByKey[key] else { return itemField(key) }
        return schema.flat[index]
    }

    /// The top-level fields split into sections by headers and footers.
    package var sections: [FormSection] { FormSection.sections(of: schema.fields) }

    /// What inspection noticed: properties left out or shown read-only, with reasons.
    public var diagnostics: [FormDiagnostic] { schema.diagnostics }

    /// The index of the field at `key`, or an error naming the closest key.
    func index(of key: String) throws(FormError) -> Int {
        if let index = schema.indexByKey[key] { return index }
        throw FormError(
            key: key, reason: .unknownField,
            defaultMessage: "'\(shortened(key))' is not a field of this form"
                + didYouMean(key, among: schema.flat.lazy.map(\.key)),
            arguments: [FormValueMember("key", .string(shortened(key)))])
    }

    /// `" (did you mean 'x'?)"` for a misspelt `name`, or `""`, under the form's limits and
    /// within the suggestion budget of the operation under way.
    func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        SuggestionBudget.limiting(ownLimits) { ClosestMatch.didYouMean(name, among: candidates) }
    }
}

extension ModelForm {
    /// The field a rule of the field at `key` names (`equalsField("password")`): a sibling
    /// in the same nested model first, then the key path from the root.
    func index(ofRuleReference reference: String, from key: String) -> Int? {
        schema.index(ofRuleReference: reference, from: key)
    }
}
