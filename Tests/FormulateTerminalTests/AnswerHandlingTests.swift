import Formulate
import FormulateTerminal
import Foundation
import Testing

enum Display: String, CaseIterable { case darkMode, nightShift, focus }

/// What a new user hit in the question-and-answer editor (issue 16).
@Suite("Terminal editor: refused answers, help, checklists, lists and long text")
struct AnswerHandlingTests {
    @Test func aRefusedAnswerLeavesTheCurrentValueAsTheDefault() throws {
        struct Account: FormCustomizing {
            static var inputFields: FormInput { .all }
            var nickname = "ada"
            static var fieldOverrides: [String: FieldOverrides] {
                ["nickname": ["rules": [ValidationRule.minLength(3)]]]
            }
        }
        let (outcome, output) = run(try ModelForm(Account()), ["ab", ""]) { $0.showsIntroduction = false }
        #expect(outcome.name == "unchanged", "Enter keeps the value the field had: \(output)")
        #expect(
            output == """
                Nickname [ada]:   ! Nickname must be at least 3 characters.
                Nickname [ada]: 
                No changes.

                """)
    }

    @Test func aRefusedChoiceLeavesTheCurrentOptionAsTheDefault() throws {
        struct Order: FormCustomizing {
            static var inputFields: FormInput { .all }
            var plan = Plan.pro
            static var fieldOverrides: [String: FieldOverrides] {
                [
                    "plan": [
                        "rules": [
                            ValidationRule.closure(name: "notFree", message: "Free is sold out.") { $0 != "free" }
                        ]
                    ]
                ]
            }
        }
        let (outcome, output) = run(try ModelForm(Order()), ["1", "", "n"]) { $0.showsIntroduction = false }
        #expect(outcome.name == "unchanged", "\(output)")
        #expect(
            output.contains(
                """
                Plan [Pro] (1-3 or a name):   ! Free is sold out.
                Plan [Pro] (1-3 or a name): 
                """))
    }

    @Test func helpSaysWhatEachKindAccepts() throws {
        struct Kinds: FormCustomizing {
            static var inputFields: FormInput { .all }
            var email = ""
            var website = ""
            var homepage: URL?
            var blog = ""
            var mobile = ""
            var age = 30
            var quantity = 5
            var ratio = 1.0
            var price: Decimal = 0
            var birthday: Date?
            var alarmTime: Date?
            var plan = Plan.free
            var topics: Set<Topic> = []
            var backupEmails: [String] = []
            var bio = ""
            var initial = ""
            var code = ""
            static var fieldOverrides: [String: FieldOverrides] {
                [
                    "website": ["rules": [ValidationRule.url(requireScheme: true, allowedSchemes: ["https", "ftp"])]],
                    "blog": ["rules": [ValidationRule.url()]],
                    "mobile": ["rules": [ValidationRule.usPhone]],
                    "age": ["min": 13, "max": 120],
                    "quantity": ["min": 0, "max": 100, "step": 5],
                    "ratio": ["rules": [ValidationRule.greaterThan(0)]],
                    "backupEmails": ["rules": [ValidationRule.maxLength(3)]],
                    "code": ["rules": [ValidationRule.required, .exactLength(3)]],
                    "bio": ["type": "longtext", "rules": [ValidationRule.minLength(2), .maxLength(500)]],
                    "initial": ["rules": [ValidationRule.exactLength(1, unit: .unicodeScalars)]],
                ]
            }
        }
        // "?" then Enter for each field.
        let answers = Array(repeating: ["?", ""], count: 17).flatMap { $0 }
        let (_, output) = run(try ModelForm(Kinds()), answers)
        // Each help line follows its prompt (a script's answers are not echoed).
        let accepts = output.split(separator: "\n").compactMap { line in
            line.range(of: "Accepts ").map { String(line[$0.lowerBound...]) }
        }
        #expect(
            accepts == [
                "Accepts an email address, like name@example.com.",
                "Accepts a URL starting with https:// or ftp://, like https://example.com.",
                "Accepts a URL starting with http:// or https://, like https://example.com.",
                "Accepts a URL, like example.com or https://example.com; it may start with http:// or https://.",
                "Accepts a US phone number, like 555-123-4567.",
                "Accepts a whole number from 13 to 120.",
                "Accepts a whole number from 0 to 100; in steps of 5 from 0.",
                "Accepts a number more than 0.",
                "Accepts a decimal number, like 12.50.",
                "Accepts a date as yyyy-MM-dd, like 2024-05-17.",
                "Accepts a time as HH:mm, like 09:30.",
                "Accepts one of \"Free\", \"Pro\", \"Team\".",
                "Accepts any of \"Swift\", \"Linux\", \"Web\".",
                "Accepts a list, each item an email address, like name@example.com; at most 3 items.",
                "Accepts text, on one or more lines; from 2 to 500 characters.",
                "Accepts text; exactly 1 character.",
                "Accepts text; exactly 3 characters; required.",
            ], "\(output)")
    }

    @Test func aChecklistTakesNamesWithSpaces() throws {
        struct Screen: FormCustomizing {
            var modes: Set<Display> = []
            static var inputFields: FormInput { .all }
        }
        let (first, output) = run(try ModelForm(Screen()), ["Dark Mode Night Shift", "", "y"])
        #expect(first.saved?.modes == [.darkMode, .nightShift], "\(output)")
        #expect(output.contains("Modes [Dark Mode, Night Shift] (numbers or names to toggle, Enter when done): "))

        // Commas, other spacing and case, numbers among names; a toggle twice is undone.
        let (second, secondOutput) = run(try ModelForm(Screen()), ["night   shift, 3 dark mode", "DARK MODE", "", "y"])
        #expect(second.saved?.modes == [.nightShift, .focus], "\(secondOutput)")

        let (_, refused) = run(try ModelForm(Screen()), ["Dark Mode Nite Shift"])
        #expect(refused.contains("! Modes: \"Nite Shift\" is not an option; expected 1-3 or a name"), "\(refused)")
        #expect(refused.contains("Modes [none] (numbers or names"), "a refused answer toggles nothing")
    }

    @Test func anItemARuleRefusesIsRefusedWhenAdded() throws {
        struct Recovery: FormCustomizing {
            static var inputFields: FormInput { .all }
            var backupEmails: [String] = []
            var contacts: [String] = []
            static var fieldOverrides: [String: FieldOverrides] {
                [
                    "backupEmails": ["template": ["rules": [ValidationRule.email]]],
                    "contacts": ["template": ["type": "email"]],
                ]
            }
        }
        let answers = ["add nope", "add ada@example.com", "", "add not an email", ""]
        let (outcome, output) = run(try ModelForm(Recovery()), answers + ["y"]) { $0.showsIntroduction = false }
        #expect(outcome.saved?.backupEmails == ["ada@example.com"], "\(output)")
        #expect(outcome.saved?.contacts == [], "\(output)")
        #expect(
            output.hasPrefix(
                """
                Backup Emails: no items
                  add TEXT, remove N, move N M, edit N; Enter when done
                Backup Emails>   ! Backup Email 1 must be a valid email address, like name@example.com.
                Backup Emails> Backup Emails: 1 item
                  1. ada@example.com
                Backup Emails> Contacts: no items
                  add TEXT, remove N, move N M, edit N; Enter when done
                Contacts>   ! Contact 1 must be a valid email address, like name@example.com.
                Contacts> 
                """))
    }

    @Test func editShowsTheItemAndEnterKeepsIt() throws {
        struct Recovery: FormCustomizing {
            static var inputFields: FormInput { .all }
            var backupEmails = ["a@example.com", "b@example.com"]
            static var fieldOverrides: [String: FieldOverrides] {
                ["backupEmails": ["template": ["rules": [ValidationRule.email]]]]
            }
        }
        let answers = ["edit 2", "", "edit 2", "nope", "edit 2", "c@example.com", "", "y"]
        let (outcome, output) = run(try ModelForm(Recovery()), answers) { $0.showsIntroduction = false }
        #expect(outcome.saved?.backupEmails == ["a@example.com", "c@example.com"], "\(output)")
        #expect(
            output.contains(
                """
                Backup Emails>   Backup Email 2 [b@example.com]: Backup Emails>   Backup Email 2 [b@example.com]:   \
                ! Backup Email 2 must be a valid email address, like name@example.com.
                Backup Emails>   Backup Email 2 [b@example.com]: Backup Emails: 2 items
                  1. a@example.com
                  2. c@example.com
                """), "\(output)")
    }

    @Test func longTextGoesOnToTheNextLineAfterABackslash() throws {
        var answers = SignupAnswers()
        answers.bio = "Analyst,\\"
        var lines = answers.lines
        lines.insert("  engines and\\", at: lines.count - 1)
        lines.insert("C:\\\\", at: lines.count - 1) // ends with one backslash
        let (outcome, output) = run(try ModelForm(Signup()), lines)
        #expect(outcome.saved?.bio == "Analyst,\n  engines and\nC:\\", "\(output)")
        // The answers are not echoed: each prompt follows the one before.
        #expect(
            output.contains("Bio (end a line with \\ to go on to the next):   …   … Shown on your profile."),
            "\(output)")
    }
}
