import Foundation
import Testing

@testable import Formulate

// Each test has its own types: a type's schema is cached for the whole test process.

private struct DecodedProfile: Codable {
    @FormField(.title("Full Name").rules(.required)) var name = ""
}

private struct DecodedProfileFreshFirst: Codable {
    @FormField(.title("Full Name").rules(.required)) var name = ""
}

private struct CanonicalProfile: Codable, DefaultConstructible {
    @FormField(.title("Full Name").rules(.required)) var name = ""
    var account = CanonicalAccount()
}

private struct CanonicalAccount: Codable {
    @FormField(.title("Login").placeholder("you@example.com")) var login = ""
}

private struct MadeInCode {
    @FormField(.title("Full Name").rules(.required)) var name = ""
    var address = MadeInCodeAddress()
}

private struct MadeInCodeAddress {
    @FormField("Street Address") var street = ""
}

private struct Member: DefaultConstructible {
    var name = ""
    var account: MemberAccount?
}

private struct MemberAccount {
    @FormField("Login") var login = ""
}

private struct Club: DefaultConstructible {
    var account: ClubAccount?
}

private struct ClubAccount: DefaultConstructible {
    @FormField("Login") var login = ""
}

/// Decodable by a hand-written `init(from:)`, around a nested model that is not Decodable.
private struct HandDecodedProfile: Decodable {
    var account = HandDecodedAccount()

    init() {}
    init(from decoder: any Decoder) throws { self.init() }
}

private struct HandDecodedAccount {
    @FormField("Login") var login = ""
}

@Suite("A type's form does not depend on the value seen first (issue 13 item 4)")
struct AnnotationSourceTests {
    private static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    @Test func aDecodableModelWithAnnotationsAndNoInitIsRefusedWhicheverValueComesFirst() throws {
        let decoded = try Self.decode(DecodedProfile.self, #"{"name": "Ada"}"#)
        let first = #expect(throws: FormDefinitionError.self) { try ModelForm(decoded) }
        let second = #expect(throws: FormDefinitionError.self) { try ModelForm(DecodedProfile()) }
        #expect(first == second)
        let problem = try #require(first?.problems.first)
        #expect(problem.key == "name")
        #expect(problem.message.contains("decoded from JSON"))
        #expect(problem.message.contains("adopt DefaultConstructible"))
        #expect(problem.message.contains("extension DecodedProfile: DefaultConstructible {}"))

        // The other order gives the same answer.
        #expect(throws: FormDefinitionError.self) { try ModelForm(DecodedProfileFreshFirst()) }
        let decodedLater = try Self.decode(DecodedProfileFreshFirst.self, #"{"name": "Ada"}"#)
        #expect(throws: FormDefinitionError.self) { try ModelForm(decodedLater) }
    }

    @Test func aDefaultConstructibleModelReadsItsAnnotationsFromInitEvenWhenADecodedValueComesFirst() throws {
        let decoded = try Self.decode(CanonicalProfile.self, #"{"name": "Ada", "account": {"login": "ada"}}"#)
        let fromDecoded = try ModelForm(decoded)
        let fromFresh = try ModelForm(CanonicalProfile())
        for form in [fromDecoded, fromFresh] {
            #expect(form.field("name")?.title == "Full Name")
            #expect(form.field("name")?.rules.map(\.name) == ["required"])
            #expect(form.field("account.login")?.title == "Login")
            #expect(form.field("account.login")?.placeholder == "you@example.com")
        }
        #expect(fromDecoded.value(for: "name") == "Ada")
        #expect(fromDecoded.value(for: "account.login") == "ada")
    }

    @Test func aValueMadeInCodeCarriesTheAnnotationsOfATypeThatCannotBeDecoded() throws {
        let form = try ModelForm(MadeInCode(name: "Ada"))
        #expect(form.field("name")?.title == "Full Name")
        #expect(form.field("address.street")?.title == "Street Address")
    }

    @Test func aNestedModelInADecodedValueSaysWhereItLies() throws {
        let refused = #expect(throws: FormDefinitionError.self) { try ModelForm(HandDecodedProfile()) }
        let problem = try #require(refused?.problems.first)
        #expect(problem.key == "account.login")
        #expect(
            problem.message.hasPrefix(
                "HandDecodedAccount has @FormField annotations, and account lies in a value that may have lost them: "
                    + "a HandDecodedProfile decoded from JSON (it is Decodable) carries none of them, so its form"))
    }

    @Test func anOptionalNestedModelWithAnnotationsAndNoInitIsRefused() throws {
        let absent = #expect(throws: FormDefinitionError.self) { try ModelForm(Member()) }
        let problem = try #require(absent?.problems.first)
        #expect(problem.key == "account.login")
        #expect(problem.message.contains("account is optional"))
        #expect(problem.message.contains("MemberAccount()"))
        #expect(throws: FormDefinitionError.self) { try ModelForm(Member(account: MemberAccount())) }
    }

    @Test func anOptionalNestedModelThatIsDefaultConstructibleReadsItsOwnInit() throws {
        let form = try ModelForm(Club())
        #expect(form.field("account.login")?.title == "Login")
        #expect(try ModelForm(Club(account: ClubAccount(login: "x"))).field("account.login")?.title == "Login")
    }
}
