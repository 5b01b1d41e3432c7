/// Annotates a property with how its field should look and behave.
///
/// ```swift
/// struct Profile {
///     @FormField(.title("Display Name").rules(.required, .maxLength(40))) var name = ""
///     @FormField(.kind(.longText).placeholder("A few words about you")) var bio = ""
/// }
/// ```
///
/// The form writes through the wrapper's `wrappedValue`, so annotated properties stay
/// editable.
///
/// Annotations belong to the type: they are read once, from `init()` when the model is
/// ``DefaultConstructible``, otherwise from the value the first form is built with, which
/// then must be made in code. A value decoded from JSON carries none (`Codable` decodes the
/// wrapped value alone), so a `Decodable` model with annotations, or an optional nested
/// model with annotations, must be ``DefaultConstructible``; otherwise building its form
/// throws a ``FormDefinitionError`` that says so, whichever value comes first.
@propertyWrapper
public struct FormField<Value> {
    /// The property's value.
    public var wrappedValue: Value
    /// What the annotation says about the field.
    public let settings: FieldSettings

    /// Marks a property as a field without saying anything about it.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
        self.settings = FieldSettings()
    }

    /// Annotates a property with its title.
    public init(wrappedValue: Value, _ title: String) {
        self.wrappedValue = wrappedValue
        self.settings = FieldSettings.title(title)
    }

    /// Annotates a property with settings, built in any order: `@FormField(.kind(.longText))`.
    public init(wrappedValue: Value, _ settings: FieldSettings) {
        self.wrappedValue = wrappedValue
        self.settings = settings
    }
}

extension FormField: Equatable where Value: Equatable {
    /// Annotated values are equal when their values are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension FormField: Hashable where Value: Hashable {
    /// Hashes the value only.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension FormField: Encodable where Value: Encodable {
    /// Encodes the value only, as if there were no annotation.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension FormField: Decodable where Value: Decodable {
    /// Decodes the value; the decoded wrapper carries no annotation (see ``DefaultConstructible``).
    public init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(Value.self)
        settings = FieldSettings()
    }
}

extension FormField: Sendable where Value: Sendable {}

/// What inspection needs to know about a ``FormField`` without knowing its `Value`.
protocol FormFieldAnnotation {
    var annotationSettings: FieldSettings { get }
    static var annotatedValueType: Any.Type { get }
    /// An accessor for the wrapped value, given the key path of the wrapper storage.
    static func accessor<Root>(through storage: PartialKeyPath<Root>) -> FieldAccessor<Root>
}

extension FormField: FormFieldAnnotation {
    var annotationSettings: FieldSettings { settings }
    static var annotatedValueType: Any.Type { Value.self }
    static func accessor<Root>(through storage: PartialKeyPath<Root>) -> FieldAccessor<Root> {
        // Reflected key paths are not appended to (`appending(path:)` on them crashes at
        // projection time on Linux); the wrapper is reached first, then its value.
        guard let wrapper = storage as? KeyPath<Root, FormField<Value>> else {
            return FieldAccessor<Root>(isNone: true)
        }
        return NestedAccessor(
            parent: wrapper, child: Accessors.make(\FormField<Value>.wrappedValue as PartialKeyPath<FormField<Value>>))
    }
}
