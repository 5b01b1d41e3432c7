import Foundation
import Testing

@testable import Formulate

enum ScoopFlavor: String, CaseIterable { case vanilla, chocolate }
enum ScoopSize: Int, CaseIterable {
    case small = 1
    case large = 2
}
enum ScoopShape: CaseIterable { case round, square }

/// One stored property of each type whose codec keeps a committed value as the draft holds
/// it (``ValueCodec/encodesBack(_:)``), and of types whose codec does not.
struct Scoop {
    var name = ""
    var count = 0
    var small: Int8 = 0
    var big: UInt64 = 0
    var price = 0.0
    var weight: Float = 0
    var isCold = false
    var flavor = ScoopFlavor.vanilla
    var size = ScoopSize.small
    var shape = ScoopShape.round
    var note: String? = "first"
    var when = Date(timeIntervalSince1970: 0)
}

@Suite("A committed value kept as the draft holds it")
struct CommitEncodesBackTests {
    @Test func theDraftAfterACommitIsWhatAFreshFormReads() throws {
        let form = try ModelForm(Scoop())
        try form.setText("Cone", for: "name")
        try form.setText("3", for: "count")
        try form.setText("-7", for: "small")
        try form.setText("18446744073709551615", for: "big")
        try form.setText("2.5", for: "price")
        try form.setText("0.1", for: "weight")
        try form.setValue(true, for: "isCold")
        try form.setValue(ScoopFlavor.chocolate, for: "flavor")
        try form.setValue(ScoopSize.large, for: "size")
        try form.setValue(ScoopShape.square, for: "shape")
        try form.setText("", for: "note")
        try form.setText("2024-03-10T09:30:15Z", for: "when")
        let saved = try form.commit()

        #expect(saved.name == "Cone" && saved.count == 3 && saved.small == -7 && saved.big == .max)
        #expect(saved.price == 2.5 && saved.weight == Float(0.1) && saved.isCold)
        #expect(saved.flavor == .chocolate && saved.size == .large && saved.shape == .square)
        #expect(saved.note == nil)
        #expect(form.values(includingHidden: true) == (try ModelForm(saved)).values(includingHidden: true))
        #expect(form.value(for: "big") == .uint(.max))
        #expect(form.value(for: "weight") == .double(0.1))
        #expect(form.value(for: "size") == .int(2))
        #expect(form.value(for: "shape") == .string("square"))
        #expect(!form.isDirty)
    }

    @Test func codecsSayWhichValuesTheyEncodeBack() {
        #expect(StringCodec().encodesBack(.string("a")))
        #expect(!StringCodec().encodesBack(.int(1)))
        #expect(BoolCodec().encodesBack(.bool(false)))
        #expect(IntegerCodec<Int8>().encodesBack(.int(-7)))
        #expect(!IntegerCodec<UInt64>().encodesBack(.uint(.max)), "encoded as .uint, but not known to be")
        #expect(FloatingPointCodec<Double>().encodesBack(.double(0.1)))
        #expect(!FloatingPointCodec<Float>().encodesBack(.double(0.1)), "a Float rounds it")
        #expect(!FloatingPointCodec<Double>().encodesBack(.int(1)))
        let sizes = EnumCodec<ScoopSize>(titles: TitleOptions())
        #expect(sizes.encodesBack(.int(2)))
        #expect(!sizes.encodesBack(.int(3)))
        #expect(!DateCodec(kind: .dateTime).encodesBack(.date(Date(timeIntervalSince1970: 0))))
    }
}
