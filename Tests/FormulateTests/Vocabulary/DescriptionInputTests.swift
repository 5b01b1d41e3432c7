import Formulate
import Testing

/// A description carries which fields input may write, so that a form loaded from
/// `describe()` takes no more input than the form it describes (trial17: a `private(set)`
/// field kept from input became an input field once described and loaded).
struct DescriptionInputTests {
    struct Ticket: FormCustomizing {
        struct Contact { var email = ""; var phone = "" }
        var title = ""
        var contact = Contact()
        var backup = Contact()
        private(set) var status = "new"
        static var inputFields: FormInput { .only(["title", "contact", "backup.email"]) }
    }

    @Test func describeListsTheInputKeysAndLoadingTakesNoMore() throws {
        let form = try ModelForm(Ticket())
        let description = form.describe()
        #expect(description["input"] == ["title", "contact", "backup.email"])
        let loaded = try ModelForm(description: description)
        #expect(
            loaded.allFields.filter { $0.kind != .subform }.map { "\($0.key): \(loaded.acceptsInput(for: $0.key))" }
                == [
                    "title: true", "contact.email: true", "contact.phone: true", "backup.email: true",
                    "backup.phone: false", "status: false",
                ])
        #expect(throws: FormErrors.self) { try loaded.applyInput(["status": "closed"]) }
        #expect(loaded.value(for: "status") == "new")
        #expect(loaded.describe() == description, "loading and describing again gives the same description")
    }

    @Test func aFormWhoseFieldsAreAllInputListsNothing() throws {
        struct Open: FormCustomizing {
            var name = ""
            static var inputFields: FormInput { .all }
        }
        #expect(try ModelForm(Open()).describe()["input"] == nil)
        struct Closed { var name = "" }
        #expect(try ModelForm(Closed()).describe()["input"] == [])
    }

    @Test(arguments: [
        (#"{"fields": [{"key": "a", "type": "text"}], "input": ["b"]}"#, "inputFields lists 'b', which is not a field"),
        (#"{"fields": [{"key": "a", "type": "text"}], "input": "a"}"#, #""input" is an array of the keys"#),
        (#"{"fields": [{"key": "a", "type": "text"}], "input": [1]}"#, #""input" lists 1, which is not a key"#),
    ])
    func aBadInputListIsRefused(json: String, message: String) {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(descriptionJSON: json) }
        #expect(error?.problems.first?.message.hasPrefix(message) == true, "\(error.map { "\($0)" } ?? "")")
    }
}

/// An input list's unknown key is named shortened and with its invisible characters shown.
struct DescriptionInputKeyTests {
    @Test func anUnknownKeyIsShortenedAndVisibleInTheMessage() {
        let long = String(repeating: "k", count: 100_000)
        for (key, shown) in [(long, String(repeating: "k", count: 40) + "…"), ("\u{202E}\u{0}", "\\u{202e}\\u{0}")] {
            let json =
                #"{"fields": [{"key": "a", "type": "text"}], "input": ["#
                + "\"\(key.replacingOccurrences(of: "\u{0}", with: "\\u0000"))\"]}"
            let error = #expect(throws: FormDefinitionError.self) { try ModelForm(descriptionJSON: json) }
            #expect(
                error?.problems.first?.message.hasPrefix("inputFields lists '\(shown)', which is not a field") == true)
        }
    }

    /// A listed key whose field is refused is not reported as a second mistake (trial18:
    /// "inputFields lists 'zones', which is not a field" after the item's closure rule).
    @Test func aListedFieldThatIsRefusedIsReportedOnce() throws {
        #expect {
            try ModelForm(
                descriptionJSON: #"""
                    {"fields": [{"key": "notes", "type": "text"},
                      {"key": "zones", "type": "collection", "item": {"type": "subform", "fields": [
                        {"key": "target", "type": "integer", "rules": [{"rule": "closure", "name": "even"}]}]}}],
                     "input": ["notes", "zones"]}
                    """#)
        } throws: { error in
            (error as? FormDefinitionError)?.problems.map(\.key) == ["zones[].target"]
        }
    }
}
