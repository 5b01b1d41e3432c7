import Formulate
import Testing

/// An item of a list of values is set by its key, at the top level and inside items, and a
/// key equal to the count adds one (issue 37 item 6).
struct ValueListItemKeyTests {
    struct Step: Equatable, DefaultConstructible {
        var name = ""
        var notifyEmails: [String] = []
    }
    struct Pipeline: Equatable, DefaultConstructible {
        var tags: [String] = ["ci"]
        var retries: [Int] = []
        var steps: [Step] = [Step(name: "build", notifyEmails: ["a@example.com", "b@example.com"])]
    }

    @Test func anItemOfAListInsideAnItemIsSetAndAddedByKey() throws {
        let form = try ModelForm(Pipeline())
        try form.setText("c@example.com", for: "steps.0.notifyEmails.2")
        try form.setText("z@example.com", for: "steps.0.notifyEmails.0")
        #expect(form.itemCount(for: "steps.0.notifyEmails") == 3)
        #expect(try form.commit().steps[0].notifyEmails == ["z@example.com", "b@example.com", "c@example.com"])
    }

    @Test func aListInANewItemIsFilledByKey() throws {
        let form = try ModelForm(Pipeline())
        try form.setText("d@example.com", for: "steps.1.notifyEmails.0")
        #expect(try form.commit().steps == [Pipeline().steps[0], Step(name: "", notifyEmails: ["d@example.com"])])
    }

    @Test func aTopLevelListTakesTheSameSpellings() throws {
        let form = try ModelForm(Pipeline())
        try form.setText("release", for: "tags.1")
        try form.setText("main", for: "tags.0")
        try form.setText("3", for: "retries.0")
        #expect(try form.commit().tags == ["main", "release"])
        #expect(form.model.retries == [3])
    }

    /// Input from outside takes the keys `setText` takes: items set and added in the order
    /// of their numbers (`tags.2` before `tags.10`), whatever order the texts come in.
    @Test func inputSetsAndAddsItemsOfATopLevelListByKey() throws {
        struct Labels: FormCustomizing {
            var labels = ["a"]
            static var inputFields: FormInput { .all }
        }
        let form = try ModelForm(Labels())
        #expect(form.inputRefusal(for: "labels.0") == nil)
        #expect(form.inputRefusal(for: "labels.1") == nil)
        var texts = ["labels.0": "zero"]
        for index in 1...11 { texts["labels.\(index)"] = "item \(index)" }
        try form.applyInput(texts)
        #expect(try form.commit().labels == ["zero"] + (1...11).map { "item \($0)" })
    }

    @Test func inputRefusesAnItemOfAListItMayNotWriteOrPastTheCount() throws {
        struct Labels: FormCustomizing {
            var labels = ["a"]
            var locked = ["b"]
            static var inputFields: FormInput { .only("labels") }
        }
        let form = try ModelForm(Labels())
        let errors = #expect(throws: FormErrors.self) {
            try form.applyInput(["locked.0": "x", "labels.5": "y", "labels.0": "z"])
        }
        #expect(errors?.errors.map(\.key) == ["labels.5", "locked.0"])
        #expect(errors?.errors.map(\.reason) == [.indexOutOfRange, .notInput])
        #expect(errors?.errors.first?.message == "'5' is no item of Labels: Labels has items 0 to 0; index 1 adds one")
        #expect(form.inputRefusal(for: "locked.0")?.reason == .notInput)
        #expect(form.model.locked == ["b"])
        #expect(try form.commit().labels == ["z"])
    }

    @Test func anIndexPastTheCountIsRefusedNamingTheWholeKey() throws {
        let form = try ModelForm(Pipeline())
        let error = #expect(throws: FormError.self) { try form.setText("x@example.com", for: "steps.0.notifyEmails.5") }
        #expect(error?.key == "steps.0.notifyEmails.5")
        #expect(
            error?.message == "'5' is no item of Notify Emails: Notify Emails has items 0 to 1; index 2 adds one")
        let top = #expect(throws: FormError.self) { try form.setText("x", for: "tags.01") }
        #expect(top?.key == "tags.01")
        #expect(form.changes.isEmpty)
    }

    @Test func textAnItemRefusesNamesTheWholeKeyAndChangesNothing() throws {
        let form = try ModelForm(Pipeline())
        let error = #expect(throws: FormError.self) { try form.setText("many", for: "retries.0") }
        #expect(error?.key == "retries.0")
        let inner = #expect(throws: FormError.self) { try form.setText("a\nb", for: "steps.0.notifyEmails.0") }
        #expect(inner?.key == "steps.0.notifyEmails.0")
        #expect(form.changes.isEmpty)
    }

    @Test func aKeyThatIsNoFieldOfAnItemIsNamedWhole() throws {
        let form = try ModelForm(Pipeline())
        let error = #expect(throws: FormError.self) { try form.setText("x", for: "steps.0.nmae") }
        #expect(error?.key == "steps.0.nmae")
        #expect(error?.message == "'steps.0.nmae' is not a field: Step has no field 'nmae' (did you mean 'name'?)")
        let new = #expect(throws: FormError.self) { try form.setText("x", for: "steps.1.nmae") }
        #expect(new?.message == "'steps.1.nmae' is not a field: Step has no field 'nmae' (did you mean 'name'?)")
        #expect(form.itemCount(for: "steps") == 1, "a refused edit adds no item")
    }
}
