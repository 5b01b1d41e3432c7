import Formulate
import Foundation
import Testing

/// URLs people use (issue 37 item 5): a file URL with an empty host where `file` is allowed,
/// a `URL` property judged the same when typed and at commit, git remotes in a field named
/// for a repository, and messages whose example the field accepts.
struct URLJudgedOnceTests {
    struct Camera: FormCustomizing {
        var folder = ""
        var storageLocation: URL?
        var photoLibrary: URL?
        var repositoryURL = ""
        var remoteURL = ""
        var website = ""
        static func overrides(for key: String) -> FieldOverrides? {
            key == "folder" || key == "photoLibrary" ? ["rules": [ValidationRule.url(allowedSchemes: ["file"])]] : nil
        }
    }

    @Test(arguments: ["file:///var/mobile/DCIM", "file://localhost/var/mobile", "FILE:///tmp"])
    func aFileURLWithAnEmptyHostIsValidWhereFileIsAllowed(_ text: String) throws {
        let form = try ModelForm(Camera())
        try form.setText(text, for: "folder")
        #expect(form.validate().isEmpty)
    }

    @Test func theMessageShowsAnExampleTheFieldAccepts() throws {
        let form = try ModelForm(Camera())
        try form.setText("https://example.com", for: "folder")
        let message = form.validate().first?.message
        #expect(
            message == "Folder must be a valid URL, like file:///path/to/file; it may start with file://.")
        try form.setText("file:///path/to/file", for: "folder")
        #expect(form.validate().isEmpty, "the example is accepted")
    }

    @Test func aURLPropertyIsJudgedTheSameWhenTypedAndAtCommit() throws {
        let form = try ModelForm(Camera())
        let typed = #expect(throws: FormError.self) {
            try form.setText("file:///var/mobile/DCIM", for: "storageLocation")
        }
        #expect(
            typed?.message
                == "Storage Location must be a full URL starting with http:// or https://, like https://example.com.")
        #expect(form.text(for: "storageLocation") == "file:///var/mobile/DCIM", "kept to be shown with its error")
        let commit = #expect(throws: FormErrors.self) { try form.commit() }
        #expect(commit?.errors.map(\.message) == typed.map { [$0.message] })
        #expect(form.model.storageLocation == nil)
    }

    @Test func aURLPropertyWhoseRuleAllowsFileTakesAFileURL() throws {
        let form = try ModelForm(Camera())
        try form.setText("file:///var/mobile/DCIM", for: "photoLibrary")
        #expect(try form.commit().photoLibrary == URL(string: "file:///var/mobile/DCIM"))
        #expect(throws: FormError.self) { try form.setText("https://example.com", for: "photoLibrary") }
    }

    @Test(arguments: [
        "git@github.com:acme/app.git", "ssh://git@github.com/acme/app.git", "https://github.com/acme/app.git",
    ])
    func aFieldNamedForARepositoryTakesGitsRemotes(_ text: String) throws {
        let form = try ModelForm(Camera())
        #expect(form.field("repositoryURL")?.kind == .text)
        #expect(form.field("repositoryURL")?.title == "Repository URL")
        try form.setText(text, for: "repositoryURL")
        try form.setText(text, for: "remoteURL")
        #expect(form.validate().isEmpty)
        #expect(try form.commit().repositoryURL == text)
    }

    @Test func aWebsiteIsStillAURLField() throws {
        let form = try ModelForm(Camera())
        #expect(form.field("website")?.kind == .url)
        try form.setText("git@github.com:acme/app.git", for: "website")
        #expect(form.validate().map(\.key) == ["website"])
    }
}
