import Formulate
import FormulateHTML
import Foundation

/// `apply-form-data BODY`: a URL-encoded body, as a browser submits the `html` page,
/// applied and saved with the same rules as `set`: all or nothing, atomically.
enum ApplyFormDataCommand {
    /// Returns the exit status: 0 when saved, 1 when the body or any field was invalid.
    static func run(_ file: SettingsFile, arguments: [String]) throws -> Int32 {
        guard arguments.count == 1, let body = arguments.first else {
            throw DemoError(
                "apply-form-data needs one URL-encoded body, like: apply-form-data 'email=a%40b.c&theme=dark'")
        }
        return try file.locked { try apply(body, to: file) }
    }

    /// Loads, applies, validates and saves; run holding the file's lock.
    private static func apply(_ body: String, to file: SettingsFile) throws -> Int32 {
        let form = try ModelForm(try file.load())
        let submitted: Set<String>
        let submission: FormSubmission
        do throws(FormSubmissionError) {
            let pairs: [(key: String, value: String)]
            do {
                pairs = try URLEncodedForm.decode(body)
            } catch {
                throw .malformedBody(error)
            }
            submitted = Set(pairs.map(\.key))
            submission = try FormSubmission.apply(pairs, to: form, mode: .ignoreUnknown)
        } catch {
            // Report what validation says about the other fields too, as `set` does.
            let reported = Set(error.fieldErrors.map(\.key))
            let others = error.fieldErrors.isEmpty ? [] : form.validate().filter { !reported.contains($0.key) }
            return report(
                lines(for: error, in: body, secrets: form.allFields.filter { $0.kind == .password }.map(\.key))
                    + others.map { "\($0.key): \($0.message)" })
        }
        if !submission.ignoredKeys.isEmpty {
            // Never written (not a field, or one that cannot be edited), but said.
            DemoOutput.error(
                "note: ignored, not fields that can be edited here: \(submission.ignoredKeys.joined(separator: ", "))")
        }
        note(absentChoicesIn: form, submitted: submitted)
        let saved: AppSettings
        do {
            saved = try form.commit()
        } catch {
            return report(error.errors.map { "\($0.key): \($0.message)" })
        }
        try file.save(saved)
        DemoOutput.json(SettingsFile.printable(saved))
        return 0
    }

    private static func report(_ lines: [String]) -> Int32 {
        for line in lines { DemoOutput.error(line) }
        return 1
    }

    /// Says which checkboxes and multiple choices changed because the body did not have
    /// them: a browser leaves unchecked boxes out, so absent means unchecked.
    private static func note(absentChoicesIn form: ModelForm<AppSettings>, submitted: Set<String>) {
        let cleared = form.changes.filter { change in
            guard !submitted.contains(change.key), let kind = form.field(change.key)?.kind else { return false }
            return kind == .boolean || kind == .multipleChoice || kind == .bitfield
        }
        guard !cleared.isEmpty else { return }
        let keys = cleared.map(\.key).joined(separator: ", ")
        DemoOutput.error(
            "note: unchecked because the body does not have them, as a browser submits unchecked boxes: \(keys)")
    }

    /// The key of the pair whose value holds the byte at `offset` of `body`, when that
    /// key can be read.
    private static func key(at offset: Int, in body: String) -> String? {
        let bytes = Array(body.utf8)
        guard offset < bytes.count else { return nil }
        let start = bytes[..<offset].lastIndex(of: UInt8(ascii: "&")).map { $0 + 1 } ?? 0
        guard let equals = bytes[start..<offset].firstIndex(of: UInt8(ascii: "=")) else { return nil }
        return String(decoding: bytes[start..<equals], as: UTF8.self)
            .replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    private static func lines(for error: FormSubmissionError, in body: String, secrets: [String]) -> [String] {
        switch error {
        case .malformedBody(let problem):
            // The message quotes the bytes it could not read: not when they are a secret's.
            if let key = key(at: problem.offset, in: body), secrets.contains(key) {
                return [
                    "body: the value of \"\(key)\" is not valid form data at byte offset \(problem.offset) "
                        + "(\(problem.reason.rawValue)); its text is not shown"
                ]
            }
            return ["body: \(problem.message)"]
        case .unexpectedKeys(let keys):
            return keys.map { "\($0): not a field that can be edited here" }
        case .invalidFields(let errors, _):
            return errors.map { "\($0.key): \($0.message)" }
        case .invalidEdit(let error):
            return ["\(error.key): \(error.message)"]
        case .shapeEdited(let edit):
            return ["an edit button was pressed (\(edit)): nothing was saved"]
        }
    }
}
