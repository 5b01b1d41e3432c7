import Formulate
import Foundation

// The models the tests render: a workspace's settings with every shape a renderer meets,
// and a small sign-up sheet. Their dates are fixed instants, shown in UTC.

/// The density of a workspace's lists.
enum Density: String, CaseIterable, Sendable {
    case compact, cosy, roomy
}

/// Where a workspace sends its notices.
enum Channel: String, CaseIterable, Sendable {
    case email, chat, pager
}

/// A package mirror, one item of a list of subforms titled by its label.
struct PackageMirror: DefaultConstructible, FormItemTitled, FormCustomizing, Equatable {
    static var formItemTitleKey: String { "label" }
    var label = ""
    var address = ""
    var priority = 5
    static var fieldSettings: [String: FieldSettings] {
        ["address": .rules(.required), "priority": .min(1).max(9)]
    }
}

/// A mail relay, an optional subform.
struct MailRelay: DefaultConstructible, Equatable {
    var relayHost = ""
    var relayPort = 587
}

/// A workspace's settings: sections, a secret, a field hidden by a condition, a list of
/// subforms, a dictionary, a list of values, an optional subform, a multiple choice, dates.
struct Workspace: FormCustomizing, Equatable {
    var displayName = "Lighthouse"
    var signingKey = "k-93a1"
    var density = Density.cosy
    var noticeChannels: Set<Channel> = [.email, .pager]
    var keepsLocalCopy = false
    var localCopyPath = "/srv/lighthouse"
    var mirrors = [
        PackageMirror(label: "Lisbon", address: "pt.mirror.example", priority: 1),
        PackageMirror(label: "", address: "de.mirror.example", priority: 4),
    ]
    var variables = ["REGION": "eu-south", "TIER": "gold"]
    var labels = ["beta", "ops"]
    var relay: MailRelay?
    var foundedOn = Date(timeIntervalSince1970: 1_700_000_000)
    var lastAuditAt = Date(timeIntervalSince1970: 1_717_171_717)
    let workspaceID = "ws-0042"

    static var fieldSettings: [String: FieldSettings] {
        [
            "displayName": .header("General").rules(.required, .maxLength(24)),
            "density": .header("Appearance"),
            "keepsLocalCopy": .header("Storage").help("A copy on this machine."),
            "localCopyPath": .hidden("$keepsLocalCopy == false"),
            "mirrors": .header("Sources").rules(.unique(by: "address")),
            "labels": .rules(.maxLength(4)),
            "relay.relayPort": .min(1).max(65_535),
            "foundedOn": .header("History").min("2000-01-01"),
            "workspaceID": .footer("Ask an administrator to move a workspace."),
        ]
    }

    static var inputFields: FormInput { .all }
}

/// A plan a household may be on.
enum Plan: String, CaseIterable, Sendable {
    case basic, family
}

/// A member of a household, one entry of a dictionary of subforms, with a secret.
struct Member: DefaultConstructible, FormCustomizing, Equatable {
    var fullName = ""
    var pin = ""
    var isGuardian = false
    static var fieldSettings: [String: FieldSettings] { ["pin": .rules(.exactLength(4))] }
}

/// A household's postal address, a subform with a section of its own inside.
struct PostalAddress: Equatable {
    var street = "Rua Augusta 1"
    var city = "Lisboa"
    var postalCode = "1100-048"
}

/// A household: secrets inside entries and a list of secrets, an optional option and an
/// optional boolean, text on several lines, a field disabled by a condition, a subform with
/// a section inside, and a person's text that looks like Markdown.
struct Household: FormCustomizing, Equatable {
    var members = ["ana": Member(fullName: "Ana *Lima*", pin: "4321", isGuardian: true)]
    var recoveryPasswords = ["alpha-1", "beta-2"]
    var plan: Plan?
    var hasPets: Bool?
    var notes = "Bins out on `Tuesday`.\nSpare key with Rui."
    var paperless = false
    var contactEmail = "casa@example.org"
    var address = PostalAddress()

    static var fieldSettings: [String: FieldSettings] {
        [
            "contactEmail": .disabled("$paperless == false"),
            "address.postalCode": .header("Post").footer("For letters only."),
        ]
    }

    static var inputFields: FormInput { .all }
}
