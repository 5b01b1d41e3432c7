import Formulate
import Foundation
import Observation
import Testing

/// What a class, an `@Observable` class or an actor given to a form is told (trial14).
@Suite("Classes, observable classes and actors as models")
struct ClassDefinitionTests {
    final class Twice: FormKeyPathProviding {
        var a = 1
        var b = 2
        static var formKeyPaths: [FormKeyPath] { [FormKeyPath("a", \Twice.a), FormKeyPath("a", \Twice.b)] }
    }

    final class BadNames: FormKeyPathProviding {
        var a = 1
        var b = 2
        var c = 3
        var d = 4
        static var formKeyPaths: [FormKeyPath] {
            [
                FormKeyPath("", \BadNames.a), FormKeyPath("formulate[edit]", \BadNames.b),
                FormKeyPath("work..email", \BadNames.c), FormKeyPath("line\nbreak", \BadNames.d),
            ]
        }
    }

    @Test func aNameDeclaredTwiceIsRefusedRatherThanWritingTheOtherProperty() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Twice()) }
        #expect(error?.problems.map(\.reason) == [.duplicateKey])
        #expect(
            error?.problems.first?.message
                == "Twice names two key paths 'a' in formKeyPaths; each field needs its own name")
    }

    @Test func aNameThatCannotBeAFieldsKeyIsRefused() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(BadNames()) }
        #expect(error?.problems.map(\.reason) == [.invalidKey, .invalidKey, .invalidKey, .invalidKey])
        #expect(error?.problems.map(\.key) == ["", "formulate[edit]", "work..email", "line\nbreak"])
        #expect(
            error?.problems.first?.message
                == "BadNames names a key path with an empty name in formKeyPaths; a field's name is names separated "
                + "by dots, like \"email\" or \"work.email\", without '[' or control characters")
    }

    struct Schedule { var start = 7 }

    final class Clashing: FormKeyPathProviding {
        var schedule = Schedule()
        var stock: [String: Int] = ["gloves": 1]
        var other = 0
        var count = 0
        static var formKeyPaths: [FormKeyPath] {
            [
                FormKeyPath("schedule", \Clashing.schedule), FormKeyPath("stock", \Clashing.stock),
                FormKeyPath("schedule.start", \Clashing.other), FormKeyPath("stock.gloves", \Clashing.count),
            ]
        }
    }

    @Test func aNameInsideAnotherFieldsKeyIsRefused() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Clashing()) }
        #expect(error?.problems.map(\.key) == ["schedule.start", "stock.gloves"])
        #expect(
            error?.problems.first?.message
                == "Clashing names a key path 'schedule.start' in formKeyPaths, inside its field 'schedule', whose own "
                + "fields, items or entries have such keys; give it a name of its own")
    }

    @Observable final class Thermostat {
        var target = 21.0
        var roomName = "Hall"
    }

    @Observable final class DeclaredThermostat: FormKeyPathProviding {
        var target = 21.0
        var roomName = "Hall"
        var mode = "auto"
        static var formKeyPaths: [FormKeyPath] {
            [FormKeyPath("target", \DeclaredThermostat.target), FormKeyPath("roomName", \DeclaredThermostat.roomName)]
        }
    }

    @Test func anObservableClassWithoutKeyPathsIsToldToDeclareThem() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Thermostat()) }
        #expect(error?.problems.first?.message.hasPrefix("Thermostat is a class: ") == true)
    }

    @Test func anObservableClassIsEditedThroughItsKeyPathsAndObserved() throws {
        let thermostat = DeclaredThermostat()
        let form = try ModelForm(thermostat)
        #expect(form.fields.map(\.key) == ["target", "roomName"])
        #expect(
            form.diagnostics.map(\.description) == [
                "mode: excluded: DeclaredThermostat does not declare a key path for it in formKeyPaths"
            ],
            "named as the property, not as the macro's storage '_mode'")
        try form.setText("23.5", for: "target")
        let observed = ObservedChange()
        withObservationTracking {
            _ = thermostat.target
        } onChange: {
            observed.fired()
        }
        _ = try form.commit()
        #expect(thermostat.target == 23.5)
        #expect(observed.count == 1, "the commit writes through the observable property")
    }

    @Observable final class Hub: FormKeyPathProviding {
        var label = "Hall"
        var mode = "auto"
        static var formKeyPaths: [FormKeyPath] { [FormKeyPath("temperatureLabel", \Hub.label)] }
    }

    final class PlainHub: FormKeyPathProviding {
        var label = "Hall"
        var mode = "auto"
        static var formKeyPaths: [FormKeyPath] { [FormKeyPath("label", \PlainHub.label)] }
    }

    /// A key path to a class's property does not tell which property it reads, so a
    /// property beside a renamed one is not said to be undeclared outright.
    @Test func aPropertyBesideARenamedKeyPathIsNotDeniedOutright() throws {
        let hub = Hub()
        let form = try ModelForm(hub)
        #expect(form.fields.map(\.key) == ["temperatureLabel"])
        let reason =
            "Hub does not declare a key path for it in formKeyPaths under its own name (it is a field if the key "
            + "path declared as 'temperatureLabel' reads it)"
        #expect(form.diagnostics.map(\.description) == ["label: excluded: \(reason)", "mode: excluded: \(reason)"])
        try form.setText("Attic", for: "temperatureLabel")
        _ = try form.commit()
        #expect(hub.label == "Attic")
        #expect(
            try ModelForm(PlainHub()).diagnostics.map(\.description) == [
                "mode: excluded: PlainHub does not declare a key path for it in formKeyPaths"
            ], "every declared key path has its property's name")
    }

    actor Device {
        var name = "Lamp"
    }

    struct Room {
        var title = "Hall"
        var device = Device()
    }

    @Test func anActorIsRefusedAndLeftOutOfAStruct() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Device()) }
        #expect(
            error?.problems.map(\.message) == [
                "Device is an actor, whose state only its own code may touch; copy what a person edits into a struct "
                    + "and make the form from that"
            ])
        let room = try ModelForm(Room())
        #expect(room.fields.map(\.key) == ["title"])
        #expect(
            room.diagnostics.map(\.description) == [
                "device: excluded: Device is an actor, whose state only its own code may touch; copy what a person "
                    + "edits into a struct"
            ])
    }
}

/// Counts observation callbacks (which may run on any thread).
private final class ObservedChange: @unchecked Sendable {
    private let lock = NSLock()
    private var fires = 0
    func fired() { lock.withLock { fires += 1 } }
    var count: Int { lock.withLock { fires } }
}
