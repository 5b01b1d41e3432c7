import Formulate
import Testing

/// A refused key or edit is named in its message with control and format characters
/// (NUL, a right-to-left override, a zero-width space) escaped, so that a message shown in a
/// page or written to a log never carries them raw.
@Suite struct HostileKeyMessageTests {
    private struct Settings: FormCustomizing {
        var environment: [String: String] = ["A": "1"]
        var servers: [Server] = []
        var name = ""
        static var inputFields: FormInput { .all }
    }

    private static let hostile = ["a\u{0}b", "x\u{202E}y", "z\u{200B}w", "q\u{1B}[31m"]

    private static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
        [.control, .format].contains(scalar.properties.generalCategory)
    }

    private static func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as FormError {
            return error.message
        } catch let errors as FormErrors {
            return errors.errors.map(\.message).joined(separator: "; ")
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: hostile) func editsNameTheKeyEscaped(_ name: String) throws {
        let form = try ModelForm(Settings())
        let messages = [
            Self.message { try form.apply(.add("environment.A" + name)) },
            Self.message { try form.apply(.rename("environment.A", to: name)) },
            Self.message { try form.apply(.remove("environment." + name)) },
            Self.message { try form.apply(.add("servers" + name)) },
            Self.message { try form.setText("x", for: name) },
            Self.message { try form.setText("x", for: "servers.0." + name) },
            Self.message { try form.applyInput([name: "x"]) },
            Self.message { try form.apply(CollectionEdit(parsing: "move servers." + name + " 0")) },
        ]
        for message in messages {
            let raw = message?.unicodeScalars.filter(Self.isRaw) ?? []
            #expect(raw.isEmpty, "\(message.map { $0.debugDescription } ?? "no error")")
        }
    }
}
