import Formulate
import FormulateHTML
import Foundation
import TestTools

/// Submits rendered forms through headless Chromium (`chromium_submit.py`, Playwright):
/// what a real browser sends back, newline normalization and value sanitization included.
/// `scripts/install-test-tools` installs Chromium and Playwright; the script runs in the
/// tests' Python (``TestPython``).
enum Chromium {
    /// One thing a person does to the page before pressing Save.
    enum Edit: Encodable {
        case fill(String, String)
        case select(String, String)
        /// Checks a radio button or checkbox.
        case check(String)
        /// Submits with this button (an edit button) instead of the main one.
        case press(String)
        /// Clicks a button on the page without submitting it (with JavaScript on, the
        /// page's script handles it).
        case click(String)
        /// Presses a key (`Enter`) in a control, without submitting the page.
        case key(String, String)
        /// Fails the submission unless the control's `validationMessage` is the text given
        /// (what the browser says about it, such as a script's refusal).
        case expectMessage(String, String)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            switch self {
            case .fill(let selector, let value):
                try container.encode(selector, forKey: .fill)
                try container.encode(value, forKey: .value)
            case .select(let selector, let value):
                try container.encode(selector, forKey: .select)
                try container.encode(value, forKey: .value)
            case .check(let selector):
                try container.encode(selector, forKey: .check)
            case .press(let selector):
                try container.encode(selector, forKey: .press)
            case .click(let selector):
                try container.encode(selector, forKey: .click)
            case .key(let selector, let key):
                try container.encode(selector, forKey: .key)
                try container.encode(key, forKey: .value)
            case .expectMessage(let selector, let message):
                try container.encode(selector, forKey: .message)
                try container.encode(message, forKey: .value)
            }
        }

        private enum Key: String, CodingKey { case fill, select, check, press, click, key, message, value }
    }

    /// What the script is asked to do: the edits, with JavaScript on or off.
    private struct Request: Encodable {
        var javascript: Bool
        var edits: [Edit]
    }

    private struct Reply: Decodable { var body: String }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The body Chromium submits for `form` rendered by `renderer` after `edits`, with
    /// JavaScript off unless `javaScript` (then a script error fails the submission).
    static func submit<Model>(
        _ form: ModelForm<Model>, edits: [Edit] = [], renderer: HTMLRenderer = HTMLRenderer(), javaScript: Bool = false
    ) throws -> String {
        try ExternalTool.browser.require()
        var renderer = renderer
        renderer.action = "https://formulate.test/submit"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formulate-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html")
        try renderer.page(form, title: "Round trip").write(to: page, atomically: true, encoding: .utf8)

        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "chromium_submit.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [TestPython.executable, script.path, page.path]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(Request(javascript: javaScript, edits: edits)))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problems = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let reply = try? JSONDecoder().decode(Reply.self, from: data) else {
            throw Failure(description: "Chromium did not submit the page: \(String(decoding: problems, as: UTF8.self))")
        }
        return reply.body
    }
}

extension Chromium {
    /// Presses the edit button whose value is `edit` (`add servers`).
    static func press(_ edit: String) -> Edit {
        .press("button[name=\"formulate[edit]\"][value=\"\(edit)\"]")
    }

    /// Chromium's submission of the page of `form` after `edits`, applied to `form` in
    /// strict mode: the edit button pressed, if any (a post by one is not a save).
    @discardableResult
    static func post<Model>(
        _ form: ModelForm<Model>, _ edits: [Edit], renderer: HTMLRenderer = HTMLRenderer()
    ) throws -> CollectionEdit? {
        let body = try submit(form, edits: edits, renderer: renderer)
        do throws(FormSubmissionError) {
            try FormSubmission.apply(body: body, to: form, mode: .strict)
            return nil
        } catch {
            guard case .shapeEdited(let edit) = error else { throw error }
            return edit
        }
    }
}
