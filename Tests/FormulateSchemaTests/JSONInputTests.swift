import Formulate
import Foundation
import Testing

@testable import FormulateSchema

/// `ModelForm.applyInput(json:mode:absentText:shown:)`: the instance `JSONSchemaExporter.instance(of:)`
/// writes, applied back as input (trial19 F-i).
@Suite struct JSONInputTests {
    private func form(_ ticket: RepairTicket = RepairTicket()) throws -> ModelForm<RepairTicket> {
        try ticket.form()
    }

    /// The instance through JSON text and back, as a server receives it.
    private func body(_ form: ModelForm<RepairTicket>) throws -> FormValue {
        let text = JSONSchemaExporter().instance(of: form).jsonString(pretty: false)
        return try FormValue(json: text, preservingDecimals: true)
    }

    /// An object of `members`, in order.
    private func object(_ members: KeyValuePairs<String, FormValue>) -> FormValue {
        .object(members.map { FormValueMember($0.key, $0.value) })
    }

    /// `instance` with the member at `name` replaced (or added).
    private func replacing(_ name: String, with value: FormValue, in instance: FormValue) -> FormValue {
        instance.replacing([name: value])
    }

    @Test func theInstanceAppliedToAFreshFormChangesNothing() throws {
        let source = try form()
        try source.setValue(Decimal(string: "12.25"), for: "quote")
        try source.setText("Ada", for: "customer")
        let sent = try body(source)
        let target = try form()
        let ignored = try target.applyInput(json: sent)
        #expect(ignored == [])
        #expect(target.changes.map(\.key) == ["customer", "quote"])
        let again = try form(try target.commit())
        try again.applyInput(json: try body(again))
        #expect(again.isDirty == false)
        #expect(again.changes.isEmpty)
    }

    @Test func itemsAndEntriesTheClientRemovedAreRemoved() throws {
        let form = try form()
        var sent = try body(form)
        sent = replacing("parts", with: [object(["name": "Chain", "quantity": 3])], in: sent)
        sent = replacing("torque", with: object(["stem": 5]), in: sent)
        sent = replacing("boxes", with: object(["b": object(["label": "rear"])]), in: sent)
        sent = replacing("tags", with: [], in: sent)
        try form.applyInput(json: sent)
        let ticket = try form.commit()
        #expect(ticket.parts == [RepairPart(name: "Chain", quantity: 3)])
        #expect(ticket.torque == ["stem": 5])
        #expect(ticket.boxes == ["b": RepairBox(label: "rear")])
        #expect(ticket.tags == [])
    }

    @Test func aBodyOfMoreValuesThanTheLimitIsRefusedWholeBeforeAnythingIsTried() throws {
        let form = try form()
        let parts = FormValue.array(
            (0..<5_000).map { self.object(["name": .string("Part \($0)"), "quantity": 1]) })
        // 5,000 items of 2 members: 15,000 values and the body's object, the parts array and
        // the customer.
        let sent = object(["customer": "Ada", "parts": parts])
        let errors = #expect(throws: FormErrors.self) { try form.applyInput(json: sent) }
        #expect(errors?.errors.map(\.key) == [""])
        #expect(errors?.errors.first?.reason == .outOfRange)
        #expect(
            errors?.errors.first?.message
                == "the input holds more than 10000 values; at most 10000 are accepted (FormLimits.maximumInputValues)")
        #expect(form.text(for: "customer") == "")
        #expect(form.itemCount(for: "parts") == 2)

        // A form of its own limits takes the body.
        var generous = FormConfiguration()
        generous.limits.maximumInputValues = 20_000
        let roomy = try ModelForm(RepairTicket(), configuration: generous)
        try roomy.applyInput(json: sent)
        #expect(roomy.itemCount(for: "parts") == 5_000)
        #expect(roomy.text(for: "customer") == "Ada")
    }

    @Test func itemsTheClientAddedAreAdded() throws {
        let form = try form()
        let sent = replacing(
            "parts",
            with: [
                object(["name": "Chain", "quantity": 1]), object(["name": "Tube", "quantity": 2]),
                object(["name": "Pad"]),
            ],
            in: try body(form))
        try form.applyInput(json: sent)
        #expect(try form.commit().parts.map(\.name) == ["Chain", "Tube", "Pad"])
    }

    @Test func aReadOnlyMemberEqualToTheFormsValuePasses() throws {
        let form = try form()
        let sent = try body(form)
        #expect(sent["ticketID"] == 7)
        #expect(sent["paidInFull"] == false)
        try form.applyInput(json: replacing("customer", with: "Ada", in: sent))
        #expect(try form.commit().customer == "Ada")
    }

    @Test func aChangedReadOnlyMemberIsRefusedWithItsKey() throws {
        let form = try form()
        var sent = replacing("ticketID", with: 8, in: try body(form))
        sent = replacing("paidInFull", with: true, in: sent)
        sent = replacing("customer", with: "Ada", in: sent)
        let errors = #expect(throws: FormErrors.self) { try form.applyInput(json: sent) }
        #expect(errors?.errors.map(\.key) == ["ticketID", "paidInFull"])
        #expect(errors?.errors.map(\.reason.messageKey) == ["edit.readOnly", "edit.notInput"])
        #expect(form.isDirty == false, "all or nothing: the customer is not written either")
        #expect(form.value(for: "customer") == "")
    }

    @Test func aChangedReadOnlyMemberIsIgnoredWhenAskedTo() throws {
        let form = try form()
        var sent = replacing("paidInFull", with: true, in: try body(form))
        sent = replacing("customer", with: "Ada", in: sent)
        sent = replacing("discount", with: 50, in: sent)
        let ignored = try form.applyInput(json: sent, mode: .ignoreUnknown)
        #expect(ignored == ["paidInFull", "discount"])
        let ticket = try form.commit()
        #expect(ticket.paidInFull == false)
        #expect(ticket.customer == "Ada")
    }

    @Test func anUnknownMemberIsRefused() throws {
        let form = try form()
        let sent = replacing("discount", with: 50, in: try body(form))
        let errors = #expect(throws: FormErrors.self) { try form.applyInput(json: sent) }
        #expect(errors?.errors.map(\.key) == ["discount"])
        #expect(errors?.errors.map(\.reason.messageKey) == ["edit.unknownField"])
        let typo = replacing("custmer", with: "Ada", in: try body(form))
        let typoErrors = #expect(throws: FormErrors.self) { try form.applyInput(json: typo) }
        #expect(
            typoErrors?.errors.map(\.message) == ["'custmer' is not a field of this form (did you mean 'customer'?)"])
        let nested = replacing("parts", with: [object(["name": "Chain", "colour": "red"])], in: try body(form))
        let nestedErrors = #expect(throws: FormErrors.self) { try form.applyInput(json: nested) }
        #expect(nestedErrors?.errors.map(\.key) == ["parts.0.colour"])
        #expect(form.itemCount(for: "parts") == 2, "the item removal is not applied either")
    }

    @Test func aHiddenFieldIsWrittenOnlyWhenTheBodyShowsIt() throws {
        let form = try form()
        let hidden = replacing("rushFee", with: 20, in: try body(form))
        let errors = #expect(throws: FormErrors.self) { try form.applyInput(json: hidden) }
        #expect(errors?.errors.map(\.key) == ["rushFee"])
        #expect(errors?.errors.map(\.reason.messageKey) == ["edit.hidden"])
        #expect(try form.applyInput(json: hidden, mode: .ignoreUnknown) == ["rushFee"])
        #expect(form.value(for: "rushFee") == .decimal(0))
        try form.applyInput(json: replacing("rush", with: true, in: hidden))
        #expect(form.value(for: "rushFee") == .decimal(20))
    }

    @Test func decimalsKeepEveryDigit() throws {
        let form = try form()
        let text = #"{"quote": 12345678901234567890.123456789, "ratio": 0.1}"#
        try form.applyInput(json: try FormValue(json: text, preservingDecimals: true))
        let ticket = try form.commit()
        #expect(ticket.quote == Decimal(string: "12345678901234567890.123456789"))
        #expect(ticket.ratio == 0.1)
        #expect(
            JSONSchemaExporter().instance(of: try self.form(ticket))["quote"]?.jsonString()
                == "12345678901234567890.123456789")
    }

    @Test func theDecimalPreservingParseKeepsTheNumbersText() throws {
        #expect(
            try FormValue(json: "12345678901234567890.123456789", preservingDecimals: true)
                == .decimal(Decimal(string: "12345678901234567890.123456789") ?? 0))
        #expect(try FormValue(json: "[1.5e3, 7, 1e200]", preservingDecimals: true) == [.decimal(1500), 7, 1e200])
        #expect(try FormValue(json: "0.1") == .double(0.1))
    }

    @Test func oneBadMemberRefusesTheWholeBody() throws {
        let form = try form()
        var sent = replacing("customer", with: "Ada", in: try body(form))
        sent = replacing("parts", with: [object(["name": "Chain", "quantity": "many"])], in: sent)
        sent = replacing("torque", with: object([:]), in: sent)
        let errors = #expect(throws: FormErrors.self) { try form.applyInput(json: sent) }
        #expect(errors?.errors.map(\.key) == ["parts.0.quantity"])
        #expect(errors?.errors.map(\.reason.messageKey) == ["input.typeMismatch"])
        #expect(form.isDirty == false)
        #expect(form.itemCount(for: "parts") == 2)
        #expect(form.value(for: "torque") == object(["seat": 6, "stem": 5]))
    }

    @Test func aMultipleChoiceTakesAnArrayNeverAJoinedString() throws {
        let form = try form()
        let joined = replacing("services", with: ["flat,tune-up"], in: try body(form))
        let errors = #expect(throws: FormErrors.self) { try form.applyInput(json: joined) }
        #expect(errors?.errors.map(\.key) == ["services"])
        let text = replacing("services", with: "flat,tune-up", in: try body(form))
        #expect(throws: FormErrors.self) { try form.applyInput(json: text) }
        try form.applyInput(json: replacing("services", with: ["tune-up", "flat"], in: try body(form)))
        #expect(try form.commit().services == [.tuneUp, .flat])
    }

    @Test func datesAreReadAsTheExporterWritesThem() throws {
        let form = try form()
        #expect(try body(form)["promisedOn"] == "2026-09-21")
        try form.applyInput(json: replacing("promisedOn", with: "2026-09-25", in: try body(form)))
        let day = try #require(ISO8601Text.utc.date(from: "2026-09-25", as: .date) as Date?)
        #expect(try form.commit().promisedOn == day)
    }

    @Test func optionalTextLeftOutOfTheBodyKeepsItsValue() throws {
        var ticket = RepairTicket()
        ticket.note = "squeaks"
        let form = try form(ticket)
        var sent = try body(form)
        #expect(sent["note"] == "squeaks")
        sent = .object((sent.objectValue ?? []).filter { $0.key != "note" })
        try form.applyInput(json: sent)
        #expect(try form.commit().note == "squeaks")
        try form.applyInput(json: replacing("note", with: "", in: sent))
        #expect(try form.commit().note == "")
    }
}

/// `applyInput(json:mode:absentText:shown:)` on forms that are not fresh, and on shapes beyond the ticket's
/// own fields.
@Suite struct JSONInputStateTests {
    private func form(_ ticket: RepairTicket = RepairTicket()) throws -> ModelForm<RepairTicket> {
        try ticket.form()
    }

    private func body(_ form: ModelForm<RepairTicket>, _ changes: [String: FormValue]) -> FormValue {
        let instance = JSONSchemaExporter().instance(of: form).objectValue ?? []
        var members = instance.map { FormValueMember($0.key, changes[$0.key] ?? $0.value) }
        for key in changes.keys.sorted() where !members.contains(where: { $0.key == key }) {
            members.append(FormValueMember(key, changes[key] ?? .null))
        }
        return .object(members)
    }

    @Test func aRefusedBodyKeepsTheEditsTheFormHadBefore() throws {
        let form = try form()
        try form.setText("Ada", for: "customer")
        try form.apply(.remove("parts.1"))
        let sent = body(form, ["note": "squeaks", "paidInFull": true])
        #expect(throws: FormErrors.self) { try form.applyInput(json: sent) }
        #expect(form.value(for: "customer") == "Ada")
        #expect(form.value(for: "note") == "")
        #expect(form.itemCount(for: "parts") == 1)
        try form.applyInput(json: body(form, ["note": "squeaks"]))
        let ticket = try form.commit()
        #expect(ticket.customer == "Ada")
        #expect(ticket.note == "squeaks")
        #expect(ticket.parts == [RepairPart(name: "Chain", quantity: 1)])
    }

    @Test func aRefusedBodyKeepsTheEditsInsideItems() throws {
        let form = try form()
        try form.setText("Pad", for: "parts.0.name")
        try form.apply(.add("parts"))
        try form.setText("Cable", for: "parts.2.name")
        let bad = body(form, ["paidInFull": true])
        #expect(throws: FormErrors.self) { try form.applyInput(json: bad) }
        #expect(form.items(in: "parts").map { form.text(for: "\($0.key).name") } == ["Pad", "Tube", "Cable"])
        try form.applyInput(json: body(form, ["customer": "Ada"]))
        let ticket = try form.commit()
        #expect(ticket.parts.map(\.name) == ["Pad", "Tube", "Cable"])
        #expect(ticket.customer == "Ada")
    }

    @Test func theInputFieldsOfThisFormAreTheOnesWritten() throws {
        let form = try form()
        try form.acceptInput(.only(["customer"]))
        let errors = #expect(throws: FormErrors.self) {
            try form.applyInput(json: body(form, ["customer": "Ada", "quote": 5]))
        }
        #expect(errors?.errors.map(\.key) == ["quote"])
        #expect(errors?.errors.map(\.reason.messageKey) == ["edit.notInput"])
        #expect(form.isDirty == false)
    }

    @Test func aCollectionInputMayNotWriteTakesItsItemsUnchangedOnly() throws {
        let form = try form()
        try form.acceptInput(.only(["customer"]))
        try form.applyInput(json: body(form, ["customer": "Ada"]))
        #expect(form.changes.map(\.key) == ["customer"])
        let fewer = body(form, ["parts": [.object([FormValueMember("name", "Chain")])]])
        let errors = #expect(throws: FormErrors.self) { try form.applyInput(json: fewer) }
        #expect(errors?.errors.map(\.key) == ["parts"])
        #expect(errors?.errors.map(\.reason.messageKey) == ["edit.notInput"])
        #expect(try form.applyInput(json: fewer, mode: .ignoreUnknown) == ["parts"])
        #expect(form.itemCount(for: "parts") == 2)
    }

    @Test func aMemberOfTheWrongJSONTypeIsRefused() throws {
        let form = try form()
        let errors = #expect(throws: FormErrors.self) {
            try form.applyInput(json: body(form, ["parts": "Chain", "torque": [5], "customer": 5]))
        }
        #expect(errors?.errors.map(\.key).sorted() == ["customer", "parts", "torque"])
        #expect(Set(errors?.errors.map(\.reason.messageKey) ?? []) == ["input.typeMismatch"])
        #expect(throws: FormErrors.self) { try form.applyInput(json: ["customer"]) }
        #expect(form.isDirty == false)
    }
}

/// Optional subforms and bitfields, as the exporter writes them.
@Suite struct JSONInputShapeTests {
    struct Proxy: DefaultConstructible, Sendable, Equatable {
        var host = ""
    }

    struct Settings: FormCustomizing, Sendable {
        var proxy: Proxy?
        var channels: Channels = [.email, .push]
        static var inputFields: FormInput { .all }
    }

    @Test func anOptionalSubformIsSwitchedOnAndOffByObjectAndNull() throws {
        let form = try ModelForm(Settings())
        #expect(JSONSchemaExporter().instance(of: form)["proxy"] == .null)
        try form.applyInput(json: .object([FormValueMember("proxy", .object([FormValueMember("host", "p.example")]))]))
        var settings = try form.commit()
        #expect(settings.proxy == Proxy(host: "p.example"))
        let again = try ModelForm(settings)
        try again.applyInput(json: .object([FormValueMember("proxy", .null)]))
        settings = try again.commit()
        #expect(settings.proxy == nil)
    }

    @Test func aBitfieldTakesTheArrayOfItsBits() throws {
        let form = try ModelForm(Settings())
        #expect(JSONSchemaExporter().instance(of: form)["channels"] == [1, 4])
        try form.applyInput(json: .object([FormValueMember("channels", [1, 4])]))
        #expect(form.isDirty == false)
        try form.applyInput(json: .object([FormValueMember("channels", [2])]))
        #expect(try form.commit().channels == .sms)
    }
}

/// A number sent as JSON is read as the page reads the same text: a fraction is no whole
/// number however small, and a whole number past the type's bounds is out of range, as sent.
@Suite struct JSONNumberAgreementTests {
    private struct Build: FormCustomizing {
        var maxMinutes: Int? = 30
        static var inputFields: FormInput { .all }
        static var fieldSettings: [String: FieldSettings] { ["maxMinutes": .min(1).max(600)] }
    }

    @Test(arguments: [
        ("600.0000000000000001", "600.0000000000000001 is not a whole number"),
        ("-0.0000000000000000001", "-0.0000000000000000001 is not a whole number"),
        ("1.5", "1.5 is not a whole number"),
        ("99999999999999999999999", "99999999999999999999999 is out of range"),
        ("1e23", "100000000000000000000000 is out of range"),
    ])
    func aNumberThePageRefusesTheJSONRefusesToo(number: String, message: String) throws {
        let page = try ModelForm(Build())
        #expect(throws: FormError.self) { try page.setText(number, for: "maxMinutes") }
        let json = try ModelForm(Build())
        let body = try FormValue(json: #"{"maxMinutes": "# + number + "}", preservingDecimals: true)
        let errors = #expect(throws: FormErrors.self) { try json.applyInput(json: body) }
        #expect(errors?.errors.map(\.key) == ["maxMinutes"])
        #expect(errors?.errors.first?.message.contains(message) == true, "\(errors?.errors.first?.message ?? "")")
        #expect(json.model.maxMinutes == 30)
    }
}
