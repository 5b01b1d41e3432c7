import Formulate
import Testing

/// A `Float` is shown, described and changed as the shortest text that reads back as the
/// same `Float`, never as the binary noise of the `Double` it widens to (issue 37, item 3).
@Suite struct FloatTextTests {
    struct Camera {
        var jpegQuality: Float = 0.9
        var exposure: Float = -1.7
    }

    @Test func aChangeShowsTheFloatsShortestText() throws {
        let form = try ModelForm(Camera())
        try form.setText("0.3", for: "jpegQuality")
        #expect(form.changes.map(\.description) == ["jpegQuality: 0.9 -> 0.3"])
        #expect(form.value(for: "jpegQuality") == .double(0.3))
        #expect(form.text(for: "jpegQuality") == "0.3")
    }

    @Test func theDescriptionWritesTheFloatsShortestText() throws {
        let json = try ModelForm(Camera()).describe().jsonString(pretty: false)
        #expect(json.contains(#""value":0.9"#))
        #expect(json.contains(#""value":-1.7"#))
        #expect(!json.contains("0.89999"))
    }

    @Test func aCommittedFloatIsTheOneTypedAndLeavesTheFormClean() throws {
        let form = try ModelForm(Camera())
        try form.setText("0.1", for: "jpegQuality")
        let saved = try form.commit()
        #expect(saved.jpegQuality == Float(0.1))
        #expect(form.value(for: "jpegQuality") == .double(0.1))
        #expect(!form.isDirty)
        #expect(form.changes.isEmpty)
    }

    /// A `Double` holding the text a `Float` shows is that `Float`, as the form shows it.
    @Test func aDoubleOfAFloatsShortestTextIsTakenForAFloatField() throws {
        let form = try ModelForm(Camera())
        try form.setValue(0.7, for: "jpegQuality")
        #expect(try form.commit().jpegQuality == Float(0.7))
        try form.setValue(FormValue.double(0.25), for: "exposure")
        #expect(try form.commit().exposure == 0.25)
    }

    /// Every `Float` of a spread over all bit patterns is carried as a `Double` that reads
    /// back as the same `Float`, and as few digits as `Float.description` writes.
    @Test func floatsOfEveryMagnitudeReadBackExactly() throws {
        var wrong: [Float] = []
        for bits in stride(from: UInt32(0), to: 0x7F80_0000, by: 7919) {
            let float = Float(bitPattern: bits)
            let carried = FormValue(any: float)?.doubleValue
            if carried.map(Float.init) != float || carried.map({ "\(Float($0))" }) != "\(float)" { wrong.append(float) }
        }
        #expect(wrong.isEmpty)
    }
}
