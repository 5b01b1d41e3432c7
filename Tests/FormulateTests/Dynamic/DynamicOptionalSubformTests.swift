import Formulate
import Testing

/// An optional subform of a form loaded from a JSON description (`"optional": true`)
/// behaves as a Swift `proxy: Proxy?` does: absent while the model has `null` for it,
/// switched on and off by `add` / `remove`, committed as `null` when off.
struct DynamicOptionalSubformTests {
    private static let description = """
        {"fields": [
          {"key": "name", "type": "text"},
          {"key": "proxy", "type": "subform", "optional": true,
           "fields": [{"key": "proxy.host", "type": "text", "value": "localhost"}]}
        ]}
        """

    struct Proxy: Equatable, DefaultConstructible { var host = "localhost"; var port = 3128 }
    struct Settings: Equatable, DefaultConstructible {
        var name = ""
        var proxy: Proxy?
    }

    private func json(_ form: ModelForm<DynamicModel>) throws -> FormValue { try form.commit().json }

    @Test func anOptionalSubformWithNoValueIsAbsentAndCommitsNull() throws {
        let form = try ModelForm(descriptionJSON: Self.description)
        #expect(form.isNestedModelAbsent("proxy"))
        #expect(try json(form) == FormValue(json: #"{"name":"","proxy":null}"#))
    }

    @Test func switchedOnItCommitsItsFieldsNested() throws {
        let form = try ModelForm(descriptionJSON: Self.description)
        try form.apply(CollectionEdit(parsing: "add proxy"))
        #expect(!form.isNestedModelAbsent("proxy"))
        #expect(try json(form) == FormValue(json: #"{"name":"","proxy":{"host":"localhost"}}"#))
    }

    @Test func editingAFieldOfAnAbsentSubformMakesItPresent() throws {
        let form = try ModelForm(descriptionJSON: Self.description)
        try form.setText("p.example", for: "proxy.host")
        #expect(!form.isNestedModelAbsent("proxy"))
        #expect(try json(form) == FormValue(json: #"{"name":"","proxy":{"host":"p.example"}}"#))
    }

    @Test func anOptionalSubformWithAnObjectValueIsPresentAndSwitchesOff() throws {
        let text = """
            {"fields": [{"key": "proxy", "type": "subform", "optional": true, "value": {},
              "fields": [{"key": "proxy.host", "type": "text", "value": "p.example"}]}]}
            """
        let form = try ModelForm(descriptionJSON: text)
        #expect(!form.isNestedModelAbsent("proxy"))
        #expect(try json(form) == FormValue(json: #"{"proxy":{"host":"p.example"}}"#))

        try form.apply(CollectionEdit(parsing: "remove proxy"))
        #expect(form.isNestedModelAbsent("proxy"))
        #expect(try json(form) == FormValue(json: #"{"proxy":null}"#))
        #expect(form.isNestedModelAbsent("proxy"))
    }

    @Test func theDescriptionOfASwiftOptionalSubformLoadsToOneThatBehavesTheSame() throws {
        let absent = try ModelForm(description: ModelForm(Settings()).describe())
        #expect(absent.isNestedModelAbsent("proxy"))
        #expect(try json(absent) == FormValue(json: #"{"name":"","proxy":null}"#))
        try absent.apply(CollectionEdit(parsing: "add proxy"))
        #expect(try json(absent) == FormValue(json: #"{"name":"","proxy":{"host":"localhost","port":3128}}"#))

        let swift = try ModelForm(Settings(proxy: Proxy(host: "p.example", port: 8080)))
        let present = try ModelForm(description: swift.describe())
        #expect(!present.isNestedModelAbsent("proxy"))
        #expect(try json(present) == FormValue(json: #"{"name":"","proxy":{"host":"p.example","port":8080}}"#))
        #expect(present.describe().jsonString() == swift.describe().jsonString())
        try present.apply(CollectionEdit(parsing: "remove proxy"))
        #expect(try json(present) == FormValue(json: #"{"name":"","proxy":null}"#))
    }
}

/// An optional subform inside the items of a collection, described and loaded again.
struct DynamicItemOptionalSubformTests {
    struct Cache: Equatable, DefaultConstructible { var key = "deps"; var paths: [String] = [] }
    struct Step: Equatable, DefaultConstructible {
        var name = ""
        var cache: Cache?
    }
    struct Pipeline: Equatable, DefaultConstructible { var steps = [Step()] }

    private func json(_ form: ModelForm<DynamicModel>) throws -> FormValue { try form.commit().json }

    @Test func anItemWhoseOptionalSubformIsNilLoadsAndCommitsNull() throws {
        let form = try ModelForm(description: ModelForm(Pipeline()).describe())
        #expect(form.isNestedModelAbsent("steps.0.cache"))
        #expect(try json(form) == FormValue(json: #"{"steps":[{"name":"","cache":null}]}"#))

        try form.apply(CollectionEdit(parsing: "add steps.0.cache"))
        #expect(try json(form) == FormValue(json: #"{"steps":[{"name":"","cache":{"key":"deps","paths":[]}}]}"#))
    }

    @Test func anItemWhoseOptionalSubformIsSetCommitsItNested() throws {
        let model = Pipeline(steps: [Step(name: "build", cache: Cache(key: "npm", paths: ["node_modules"]))])
        let form = try ModelForm(description: ModelForm(model).describe())
        #expect(!form.isNestedModelAbsent("steps.0.cache"))
        #expect(
            try json(form)
                == FormValue(json: #"{"steps":[{"name":"build","cache":{"key":"npm","paths":["node_modules"]}}]}"#))

        try form.apply(CollectionEdit(parsing: "remove steps.0.cache"))
        #expect(try json(form) == FormValue(json: #"{"steps":[{"name":"build","cache":null}]}"#))
    }

    @Test func aNewItemStartsWithItsOptionalSubformAbsent() throws {
        let form = try ModelForm(description: ModelForm(Pipeline(steps: [])).describe())
        try form.apply(CollectionEdit(parsing: "add steps"))
        #expect(form.isNestedModelAbsent("steps.0.cache"))
        #expect(try json(form) == FormValue(json: #"{"steps":[{"name":"","cache":null}]}"#))
    }

    @Test func theDescriptionRoundTrips() throws {
        let model = Pipeline(steps: [Step(), Step(name: "test", cache: Cache())])
        let first = try ModelForm(model).describe().jsonString()
        #expect(try ModelForm(descriptionJSON: first).describe().jsonString() == first)
    }
}
