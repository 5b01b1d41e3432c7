import Foundation
import Testing

@testable import Formulate

class Animal: FormKeyPathProviding {
    var name = "Rex"
    var legs = 4
    var changes: [String] = []
    class var formKeyPaths: [FormKeyPath] {
        [FormKeyPath("name", \Animal.name), FormKeyPath("legs", \Animal.legs)]
    }
}

final class Dog: Animal {
    var breed = "Mixed" {
        didSet { changes.append("breed: \(oldValue) -> \(breed)") }
    }
    var isGoodBoy = true
    override class var formKeyPaths: [FormKeyPath] {
        super.formKeyPaths + [FormKeyPath("breed", \Dog.breed), FormKeyPath("isGoodBoy", \Dog.isGoodBoy)]
    }
}

final class Undeclared {
    var name = ""
}

final class Person: FormKeyPathProviding {
    var name = ""
    var friend: Person?
    static var formKeyPaths: [FormKeyPath] {
        [FormKeyPath("name", \Person.name), FormKeyPath("friend", \Person.friend)]
    }
}

@Suite("Class models")
struct ClassModelTests {
    @Test func fieldsComeFromDeclaredKeyPathsIncludingTheSuperclass() throws {
        let form = try ModelForm(Dog())
        #expect(form.fields.map(\.key) == ["name", "legs", "breed", "isGoodBoy"])
        #expect(form.fields.map(\.title) == ["Name", "Legs", "Breed", "Good Boy"])
        #expect(form.field("legs")?.kind == .integer)
        #expect(form.diagnostics.map(\.key) == ["changes"])
    }

    @Test func commitWritesIntoTheObjectAndObserversFire() throws {
        let dog = Dog()
        let form = try ModelForm(dog)
        try form.setText("Beagle", for: "breed")
        try form.setText("Snoopy", for: "name")
        #expect(dog.breed == "Mixed", "edits stay in the draft until commit")
        let committed = try form.commit()
        #expect(committed === dog)
        #expect(dog.breed == "Beagle")
        #expect(dog.name == "Snoopy")
        #expect(dog.changes == ["breed: Mixed -> Beagle"])
    }

    @Test func failedCommitLeavesTheObjectUntouched() throws {
        let dog = Dog()
        let form = try ModelForm(dog)
        try form.setText("Beagle", for: "breed")
        #expect(throws: FormError.self) { try form.setText("many", for: "legs") }
        #expect(throws: FormErrors.self) { try form.commit() }
        #expect(dog.breed == "Mixed")
        #expect(dog.changes.isEmpty)
    }

    @Test func aClassWithoutDeclaredKeyPathsIsADefinitionErrorNotAnEmptyForm() throws {
        let error = #expect(throws: FormDefinitionError.self) { try ModelForm(Undeclared()) }
        #expect(
            error?.problems.map(\.message) == [
                "Undeclared is a class: the runtime cannot find key paths to a class's properties, so it names "
                    + "its fields in formKeyPaths (adopt FormKeyPathProviding)"
            ])
    }

    @Test func selfReferenceStopsWithADiagnostic() throws {
        let form = try ModelForm(Person())
        #expect(form.fields.map(\.key) == ["name"])
        #expect(form.diagnostics.first { $0.key == "friend" }?.reason.contains("contains itself") == true)
    }
}
