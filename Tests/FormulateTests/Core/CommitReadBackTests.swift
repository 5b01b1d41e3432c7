import Foundation
import Testing
@testable import Formulate

/// A struct whose declared, computed key path changes a stored property as it is set.
struct Temperature: FormKeyPathProviding {
    var celsius = 0.0
    var note = ""
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    static var formKeyPaths: [FormKeyPath] { [FormKeyPath("fahrenheit", \Temperature.fahrenheit)] }
}

struct Location {
    var city = ""
    var position = Position()
}

struct Position {
    var latitude = 0.0
    var longitude = 0.0
    var accuracy: Float = 1
}

@Suite("What a commit reads back")
struct CommitReadBackTests {
    @Test func aComputedKeyPathsSideEffectsAreReadBack() throws {
        let form = try Form(Temperature())
        try form.setValue(212.0, for: "fahrenheit")
        let saved = try form.commit()
        #expect(saved.celsius == 100)
        #expect(form.value(for: "celsius") == .double(100), "the stored property the setter changed")
        #expect(form.value(for: "fahrenheit") == .double(212))
        #expect(!form.isDirty)
    }

    @Test func storedPropertiesOfStructsAreWrittenAndReadBackAlone() throws {
        let form = try Form(Location())
        #expect(form.schema.accessors.allSatisfy { $0?.isIsolated != false || $0 == nil }, "reflected stored properties")
        try form.setText("Paris", for: "city")
        try form.setValue(48.85, for: "position.latitude")
        let saved = try form.commit()
        #expect(saved.city == "Paris")
        #expect(saved.position.latitude == 48.85)
        #expect(form.values() == ["city": "Paris", "position.latitude": .double(48.85), "position.longitude": .double(0),
                                  "position.accuracy": .double(1)])
        #expect(!form.isDirty)
    }

    @Test func aCommittedValueReadsAsTheModelHoldsIt() throws {
        let form = try Form(Location())
        try form.setText("0.1", for: "position.accuracy")
        let saved = try form.commit()
        #expect(saved.position.accuracy == Float(0.1))
        #expect(form.value(for: "position.accuracy") == .double(Double(Float(0.1))), "a Float's precision, as stored")
        #expect(!form.isDirty)
    }

    @Test func declaredAndClassAccessorsAreNotIsolated() throws {
        let temperature = try Form(Temperature())
        let fahrenheit = try #require(temperature.schema.indexByKey["fahrenheit"])
        #expect(temperature.schema.accessors[fahrenheit]?.isIsolated == false)
        let celsius = try #require(temperature.schema.indexByKey["celsius"])
        #expect(temperature.schema.accessors[celsius]?.isIsolated == true)
    }
}
