import Foundation
import Testing

@testable import Formulate

@Suite("Hostile input corpus")
struct HostileInputTests {
    /// How many cases the corpus holds; the Reliability article (Formulate.docc) quotes it.
    @Test func theCorpusHoldsAtLeast500Cases() {
        #expect(HostileInputCorpus.all.count >= 500)
        #expect(HostileInputCorpus.all.count == 1034)
    }

    /// Each input is refused with its error, naming the field, with a short message; the
    /// draft and the model are exactly as they were.
    @Test(arguments: HostileInputCorpus.all)
    func isRefusedAndChangesNothing(_ hostile: HostileCase) throws {
        let form = try ModelForm(HostileModel())
        let draft = form.values(includingHidden: true)
        let errors = Self.errors { try Self.apply(hostile, to: form) }
        let error = try #require(errors.first, "accepted: \(hostile.testDescription)")
        #expect(errors.count == 1)
        #expect(error.key == hostile.key)
        #expect(error.reason == hostile.code, "\(error.message)")
        #expect(!error.message.isEmpty && error.message.count < 400, "the message quotes at most a little of the input")
        if let field = form.field(hostile.key) {
            #expect(error.message.contains(field.title), "the message names the field: \(error.message)")
        }
        #expect(form.model == HostileModel(), "the model is unchanged")
        if case .textThenCommit = hostile.edit {
            #expect(
                form.values(includingHidden: true) != draft, "the text itself was taken; the rule refused the commit")
        } else {
            #expect(form.values(includingHidden: true) == draft, "the draft is unchanged")
            // Once the refused text is let go, the form commits what it holds: the model as it was.
            form.reset()
            #expect(try form.commit() == HostileModel())
        }
    }

    static func apply(_ hostile: HostileCase, to form: ModelForm<HostileModel>) throws {
        let key = hostile.key
        switch hostile.edit {
        case .text(let text): try form.setText(text, for: key)
        case .formValue(let value): try form.setFormValue(value, for: key)
        case .typed(let value): try form.setValue(value.any, for: key)
        case .batch(let value): try form.setValues([key: value.any])
        case .insertText(let text, let index): try form.insertItem(text: text, at: index, in: key)
        case .itemText(let text, let index): try form.setItemText(text, at: index, in: key)
        case .remove(let index): try form.removeItem(at: index, in: key)
        case .move(let from, let to): try form.moveItem(from: from, to: to, in: key)
        case .select(let index): try form.selectOption(at: index, for: key)
        case .option(let index, let selected): try form.setOption(at: index, selected: selected, for: key)
        case .options(let texts): try form.selectOptions(texts, for: key)
        case .textThenCommit(let text):
            try form.setText(text, for: key)
            try form.commit()
        }
    }

    /// The field errors `body` throws, whichever way it throws them.
    static func errors(_ body: () throws -> Void) -> [FormError] {
        do {
            try body()
            return []
        } catch let error as FormError {
            return [error]
        } catch let error as FormErrors {
            return error.errors
        } catch {
            return [FormError(key: "?", reason: .rule("unexpected \(type(of: error))"), message: "\(error)")]
        }
    }
}

@Suite("Hostile descriptions")
struct HostileDescriptionTests {
    @Test func theCorpusHoldsEachKindOfDescription() {
        #expect(HostileInputCorpus.descriptions.count == 13)
        #expect(Set(HostileInputCorpus.descriptions.map(\.group)) == ["nesting", "keys", "work"])
    }

    /// Each description is refused with a definition error whose problems say why.
    @Test(arguments: HostileInputCorpus.descriptions)
    func isRefused(_ hostile: HostileDescription) {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(descriptionJSON: hostile.json) }
        let messages = error?.problems.map(\.message) ?? []
        #expect(messages.contains { $0.contains(hostile.phrase) }, "\(messages.prefix(3))")
    }
}
