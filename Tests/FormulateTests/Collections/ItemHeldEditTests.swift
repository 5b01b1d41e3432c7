import Formulate
import Testing

/// An item's field is conditioned exactly as a top-level model's: an edit made before the
/// field was hidden is held, not written, and not a change while hidden; it stays in the
/// item's draft across a commit, and a commit after the field is shown again writes it.
/// A held edit belongs to its item: it moves with the item, and goes with a removed one.
@Suite("Held edits of hidden fields inside collection items")
struct ItemHeldEditTests {
    struct Parcel: DefaultConstructible, FormCustomizing {
        var label = ""
        var fragile = false
        var handling = ""
        var weight = 1
        var customs = ""
        static var fieldSettings: [String: FieldSettings] {
            ["handling": FieldSettings.hidden("$fragile == false")]
        }
        static var fieldOverrides: [String: FieldOverrides] {
            ["customs": ["hidden": FormCondition.when { $0["label"].compare(to: "abroad") != .orderedSame }]]
        }
    }

    struct Shipment {
        var reference = ""
        var parcels: [Parcel] = []
    }

    /// Edits `handling` of the parcel at `key` while shown, then hides it.
    private func holdHandling<Model>(_ text: String, at key: String, in form: ModelForm<Model>) throws {
        try form.setValue(true, for: "\(key).fragile")
        try form.setText(text, for: "\(key).handling")
        try form.setValue(false, for: "\(key).fragile")
    }

    @Test func aHiddenItemEditIsNoChangeAndNotAValue() throws {
        let form = try ModelForm(Shipment(parcels: [Parcel(label: "box")]))
        try holdHandling("this side up", at: "parcels.0", in: form)
        #expect(form.isHidden("parcels.0.handling"))
        #expect(form.text(for: "parcels.0.handling") == "this side up")
        #expect(form.changes.isEmpty)
        #expect(!form.isDirty)
        #expect(form.values()["parcels"] == Shipment(parcels: [Parcel(label: "box")]).parcelsValue)
        #expect(form.values(includingHidden: true)["parcels"] != form.values()["parcels"])
    }

    @Test func aHiddenItemEditIsHeldAcrossACommitAndWrittenOnceShown() throws {
        let form = try ModelForm(Shipment())
        try form.setText("crate", for: "parcels.0.label")
        try holdHandling("keep dry", at: "parcels.0", in: form)
        #expect(form.changes.count == 1)
        let added = try #require(form.changes.first?.newValue.arrayValue?.first?.objectValue)
        #expect(added.first { $0.key == "handling" }?.value == .string(""))

        let first = try form.commit()
        #expect(first.parcels.map(\.label) == ["crate"])
        #expect(first.parcels.map(\.handling) == [""])
        #expect(form.changes.isEmpty)
        #expect(!form.isDirty)
        #expect(form.text(for: "parcels.0.handling") == "keep dry")

        // A second commit while still hidden keeps it held.
        try form.setText("Ref 7", for: "reference")
        let second = try form.commit()
        #expect(second.reference == "Ref 7")
        #expect(second.parcels.map(\.handling) == [""])
        #expect(form.text(for: "parcels.0.handling") == "keep dry")

        try form.setValue(true, for: "parcels.0.fragile")
        #expect(form.text(for: "parcels.0.handling") == "keep dry")
        #expect(form.changes.map(\.key) == ["parcels"])
        let third = try form.commit()
        #expect(third.parcels.map(\.handling) == ["keep dry"])
        #expect(third.parcels.map(\.fragile) == [true])
        #expect(!form.isDirty)
    }

    @Test func aClosureHiddenItemEditIsHeldToo() throws {
        let form = try ModelForm(Shipment(parcels: [Parcel(label: "abroad")]))
        try form.setText("EU form", for: "parcels.0.customs")
        try form.setText("local", for: "parcels.0.label")
        #expect(form.isHidden("parcels.0.customs"))
        #expect(
            form.changes.first?.newValue.arrayValue?.first?.objectValue?.first { $0.key == "customs" }?.value
                == .string(""))
        let saved = try form.commit()
        #expect(saved.parcels.map(\.customs) == [""])
        #expect(saved.parcels.map(\.label) == ["local"])
        try form.setText("abroad", for: "parcels.0.label")
        #expect(form.text(for: "parcels.0.customs") == "EU form")
        #expect(try form.commit().parcels.map(\.customs) == ["EU form"])
    }

    @Test func aHeldItemEditMovesWithItsItemAndGoesWithARemovedOne() throws {
        let form = try ModelForm(Shipment(parcels: [Parcel(label: "a"), Parcel(label: "b"), Parcel(label: "c")]))
        try holdHandling("held b", at: "parcels.1", in: form)
        try holdHandling("held c", at: "parcels.2", in: form)
        try form.commit()
        try form.apply(.move("parcels.1", to: 0)) // b, a, c
        try form.apply(.remove("parcels.2")) // b, a
        try form.apply(.insert("parcels.0")) // new, b, a
        try form.setText("new", for: "parcels.0.label")
        let saved = try form.commit()
        #expect(saved.parcels.map(\.label) == ["new", "b", "a"])
        #expect(saved.parcels.map(\.handling) == ["", "", ""])
        #expect(form.text(for: "parcels.1.handling") == "held b")
        #expect(form.text(for: "parcels.2.handling") == "")
        try form.setValue(true, for: "parcels.1.fragile")
        #expect(try form.commit().parcels.map(\.handling) == ["", "held b", ""])
    }

    @Test func resetDropsHeldItemEditsAsItDoesTopLevelOnes() throws {
        let form = try ModelForm(Shipment(parcels: [Parcel(label: "a")]))
        try holdHandling("held", at: "parcels.0", in: form)
        try form.commit()
        form.reset()
        try form.setValue(true, for: "parcels.0.fragile")
        #expect(form.text(for: "parcels.0.handling") == "")
    }

    // MARK: Other shapes

    struct Depot { var bays: [String: Parcel] = [:] }

    @Test func aDictionaryEntrysHeldEditIsHeldAcrossACommit() throws {
        let form = try ModelForm(Depot(bays: ["north": Parcel(label: "n"), "south": Parcel(label: "s")]))
        try holdHandling("north only", at: "bays.north", in: form)
        #expect(form.changes.isEmpty)
        try form.setText("s2", for: "bays.south.label")
        #expect(form.changes.map(\.key) == ["bays"])
        let saved = try form.commit()
        #expect(saved.bays["north"]?.handling == "")
        #expect(saved.bays["south"]?.label == "s2")
        #expect(form.text(for: "bays.north.handling") == "north only")
        try form.setValue(true, for: "bays.north.fragile")
        #expect(try form.commit().bays["north"]?.handling == "north only")
    }

    struct Pallet: DefaultConstructible { var code = ""; var parcels: [Parcel] = [] }
    struct Truck { var plate = ""; var pallets: [Pallet] = [] }

    @Test func anItemInsideAnItemHoldsItsEdit() throws {
        let form = try ModelForm(Truck(pallets: [Pallet(code: "P1", parcels: [Parcel(label: "x")])]))
        try holdHandling("inner", at: "pallets.0.parcels.0", in: form)
        #expect(form.changes.isEmpty)
        #expect(!form.isDirty)
        try form.setText("P1b", for: "pallets.0.code")
        let saved = try form.commit()
        #expect(saved.pallets.map(\.code) == ["P1b"])
        #expect(saved.pallets.first?.parcels.map(\.handling) == [""])
        #expect(form.text(for: "pallets.0.parcels.0.handling") == "inner")
        try form.setValue(true, for: "pallets.0.parcels.0.fragile")
        #expect(form.changes.map(\.key) == ["pallets"])
        #expect(try form.commit().pallets.first?.parcels.map(\.handling) == ["inner"])
    }

    final class Stop: DefaultConstructible, FormKeyPathProviding, FormCustomizing {
        var town = ""
        var callAhead = false
        var phone = ""
        init() {}
        static var formKeyPaths: [FormKeyPath] {
            [
                FormKeyPath("town", \Stop.town), FormKeyPath("callAhead", \Stop.callAhead),
                FormKeyPath("phone", \Stop.phone),
            ]
        }
        static var fieldSettings: [String: FieldSettings] { ["phone": FieldSettings.hidden("$callAhead == false")] }
    }

    struct Route { var stops: [Stop] = [] }

    @Test func aClassItemHoldsItsEdit() throws {
        let stop = Stop()
        let form = try ModelForm(Route(stops: [stop]))
        try form.setValue(true, for: "stops.0.callAhead")
        try form.setText("555", for: "stops.0.phone")
        try form.setValue(false, for: "stops.0.callAhead")
        try form.setText("Ulm", for: "stops.0.town")
        try form.commit()
        #expect(stop.town == "Ulm")
        #expect(stop.phone == "")
        #expect(form.text(for: "stops.0.phone") == "555")
        try form.setValue(true, for: "stops.0.callAhead")
        try form.commit()
        #expect(stop.phone == "555")
    }

    struct Manifest { var parcels: [Parcel] = [] }

    @Test func aDynamicFormsItemHoldsItsEdit() throws {
        // The predicate condition is described; the closure one is not, so it is left out.
        var description = try ModelForm(Manifest(parcels: [Parcel(label: "p")])).describe()
        #expect(description["fields"]?.arrayValue?.count == 1)
        description = FormValue.object(
            description.objectValue?.map { member in
                guard member.key == "fields", let fields = member.value.arrayValue else { return member }
                return FormValueMember("fields", .array(fields.map(Self.withoutClosureConditions)))
            } ?? [])
        let form = try ModelForm(description: description)
        try holdHandling("upright", at: "parcels.0", in: form)
        #expect(form.changes.isEmpty)
        try form.setText("q", for: "parcels.0.label")
        let saved = try form.commit()
        #expect(saved.json["parcels"]?.arrayValue?.first?["handling"] == "")
        #expect(saved.json["parcels"]?.arrayValue?.first?["label"] == "q")
        #expect(form.text(for: "parcels.0.handling") == "upright")
        try form.setValue(true, for: "parcels.0.fragile")
        #expect(try form.commit().json["parcels"]?.arrayValue?.first?["handling"] == "upright")
    }

    /// A described field without the closure conditions a description cannot load.
    private static func withoutClosureConditions(_ field: FormValue) -> FormValue {
        guard let members = field.objectValue else { return field }
        return .object(
            members.compactMap { member in
                if member.key == "hidden", member.value == .string("<closure>") { return nil }
                if let nested = member.value.arrayValue {
                    return FormValueMember(member.key, .array(nested.map(withoutClosureConditions)))
                }
                if member.value.objectValue != nil {
                    return FormValueMember(member.key, withoutClosureConditions(member.value))
                }
                return member
            })
    }
}

extension ItemHeldEditTests.Shipment {
    /// The parcels as the form reads them from a model.
    var parcelsValue: FormValue? {
        (try? ModelForm(self))?.values()["parcels"]
    }
}
