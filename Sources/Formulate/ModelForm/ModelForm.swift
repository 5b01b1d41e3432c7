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
    /// ``records``, once this form has asked its schema for them (``hasRecords``); stored
    /// before ``model``, whose size moves the offsets after it. // perf: scenario 3
    private var madeRecords: [FieldRecord] = []
    private var hasRecords = false
    /// The model value the form edits (for a class, the object itself).
    public internal(set) var model: Model
    // `values` and `states` skip run-time exclusivity checks: a form is used from one thread
    // and no access to them is held across a call that reaches them. // perf: scenario 3 and 6
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
    /// The item forms of collections of subforms, made on first use.
    let collectionDrafts = CollectionDrafts()
    /// The limits of the form's own configuration; `nil` for a form that follows
    /// ``FormConfiguration/shared``'s.
    var ownLimits: FormLimits?
    /// The schema's record of each field (``ModelSchema/records``), asked of the schema the
    /// first time this form needs them, then kept; yielded, not returned (a getter retains
    /// the array). // perf: scenario 3
    var records: [FieldRecord] {
        _read {
            if !hasRecords {
                madeRecords = schema.records
                hasRecords = true
            }
            yield madeRecords
        }
    }

    // Read after every edit without a run-time exclusivity check, as `values`. // perf: scenario 3
    /// When rules are checked as fields are edited, for fields that do not say otherwise.
    /// ``ValidationTiming/onBlur`` unless you change it.
    @exclusivity(unchecked) public var validationTiming: ValidationTiming = .onBlur

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
        self.inputAllowed = schema.inputAllowed
        self.observation = FieldObservation(fieldCount: schema.flat.count)
        evaluateAllConditions()
    }

    /// Every field's value in `model`, or its default.
    static func read(_ model: Model, schema: ModelSchema<Model>) -> [FormValue] {
        var values = [FormValue](repeating: .null, count: schema.accessors.count)
        read(model, schema: schema, fields: 0..<values.count, into: &values)
        return values
    }

    /// Reads the fields at `indices` from `model` into `values` (each one's value or default):
    /// through the typed accessor of the field's record where the records are made and it
    /// has one; otherwise a struct's through a mutable access to one copy of it
    /// (``FieldAccessor/read(inPlace:)``), an object's through its key paths, where such an
    /// access would run setters. // perf: scenario 2
    static func read(
        _ model: Model, schema: ModelSchema<Model>, fields indices: Range<Int>, into values: inout [FormValue]
    ) {
        let inPlace = !isObject
        var copy = model
        let records = schema.recordsIfMade
        for index in indices {
            let accessor = records?[index].accessor(of: Model.self) ?? schema.accessors[index]
            values[index] =
                inPlace && !accessor.isTyped ? accessor.formValue(inPlace: &copy) : accessor.formValue(in: model)
        }
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
