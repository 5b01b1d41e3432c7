import Formulate
import FormulateHTML
import Testing

/// A bakery's settings, with every control that has words of the renderer's own.
struct Bakery: Equatable, DefaultConstructible, FormCustomizing {
    enum Oven: String, CaseIterable, Equatable { case gas, wood }
    var isOpen: Bool?
    var oven: Oven?
    var breads = ["Rye"]
    var servers = [FleetServer(host: "a.example"), FleetServer(host: "b.example")]
    var prices = ["rye": "3"]
    var proxy: ProxySettings?
    var motto = "Bread\nand more"
    static var inputFields: FormInput { .all }
}

extension HTMLRenderer.Words {
    /// French words for every word of a page and of its script.
    static var french: Self {
        var words = Self()
        words.yes = "Oui"
        words.no = "Non"
        words.none = "Aucun"
        words.newItem = "Nouvel élément : {Item}"
        words.add = "Ajouter : {item}"
        words.removeSubform = "Retirer : {item}"
        words.remove = "Supprimer"
        words.removeLabel = "Supprimer {Item}"
        words.moveUp = "Monter"
        words.moveUpLabel = "Monter {Item}"
        words.moveDown = "Descendre"
        words.moveDownLabel = "Descendre {Item}"
        words.newKey = "Nouvelle clé"
        words.addEntry = "Ajouter l’entrée"
        words.rename = "Renommer"
        words.renameLabel = "Renommer {Item}"
        words.newKeyLabel = "Nouvelle clé pour {Item}"
        words.lineBreakNote = "La valeur contient un saut de ligne."
        words.retypeSecretNote = "Saisissez-le à nouveau."
        words.missingNewKey = "Tapez d’abord la clé."
        words.missingRenamedKey = "Tapez d’abord la nouvelle clé."
        words.takenKey = "L’entrée « {key} » existe déjà."
        return words
    }
}

/// The words a page writes itself (HTMLRenderer.Words) are the renderer's, English by default.
@Suite("The renderer's own words")
struct RenderingWordsTests {
    private static var french: HTMLRenderer {
        var renderer = HTMLRenderer(submitTitle: "Enregistrer", language: "fr")
        renderer.words = .french
        return renderer
    }

    @Test func everyWordOfThePageIsTheRenderers() throws {
        let html = Self.french.render(try ModelForm(Bakery()))
        for expected in [
            "<option value=\"\" selected>Aucun</option>", "<option value=\"true\">Oui</option>",
            "<option value=\"false\">Non</option>", ">Nouvel élément : Bread</label>",
            "value=\"add servers\" class=\"edit\" formnovalidate>Ajouter : server</button>",
            "value=\"move servers.0 1\" class=\"edit\" formnovalidate aria-label=\"Descendre Server 1\">Descendre</button>",
            "value=\"move servers.1 0\" class=\"edit\" formnovalidate aria-label=\"Monter Server 2\">Monter</button>",
            "value=\"remove servers.1\" class=\"edit\" formnovalidate aria-label=\"Supprimer Server 2\">Supprimer</button>",
            ">Nouvelle clé</label>", ">Ajouter l’entrée</button>", "aria-label=\"Nouvelle clé pour rye\"",
            "aria-label=\"Renommer rye\">Renommer</button>", "aria-label=\"Supprimer rye\">Supprimer</button>",
            "value=\"add proxy\" class=\"edit\" formnovalidate>Ajouter : proxy</button>",
            "<p class=\"note\">La valeur contient un saut de ligne.</p>",
        ] {
            #expect(html.contains(expected), "\(expected)")
        }
        for english in ["Yes<", "No<", "None<", "New ", "Add ", "Remove", "Move ", "Rename", "line break,"] {
            #expect(!html.contains(english), "\(english)")
        }
    }

    @Test func aPresentOptionalSubformIsRemovedWithTheRenderersWords() throws {
        let html = Self.french.render(try ModelForm(Bakery(proxy: ProxySettings())))
        #expect(html.contains("value=\"remove proxy\" class=\"edit\" formnovalidate>Retirer : proxy</button>"))
    }

    @Test func theDefaultWordsAreEnglish() throws {
        let html = HTMLRenderer().render(try ModelForm(Bakery(proxy: ProxySettings())))
        for expected in [
            "<option value=\"\" selected>None</option>", "<option value=\"true\">Yes</option>", ">New Bread</label>",
            ">Add server</button>", "aria-label=\"Move Server 1 down\">Move down</button>",
            "aria-label=\"Remove Server 2\">Remove</button>", ">New key</label>", ">Add entry</button>",
            "aria-label=\"Rename rye\">Rename</button>", ">Remove proxy</button>",
        ] {
            #expect(html.contains(expected), "\(expected)")
        }
        #expect(HTMLRenderer.Words() == HTMLRenderer().words)
    }

    /// `{item}` lowercases each word of a title, not only the first, and keeps acronyms
    /// (trial17: "Add co Speaker").
    @Test func anItemInASentenceIsLowercasedWordByWord() throws {
        struct Speaker: DefaultConstructible { var name = "" }
        struct Talk: FormCustomizing {
            var coSpeakers: [Speaker] = []
            var apiKeys: [Speaker] = []
            static var inputFields: FormInput { .all }
        }
        let html = HTMLRenderer().render(try ModelForm(Talk()))
        #expect(html.contains(">Add co speaker</button>"))
        #expect(html.contains(">Add API key</button>"))
    }

    /// Items titled by what a person typed, ASCII or not: a one-letter word is lowercased, a
    /// word whose first two letters are capitals is kept, spaces are kept as they are.
    @Test(arguments: [
        ("X Ray  Scan", "x ray  scan"), ("Étape Ünique", "étape ünique"), ("A", "a"), ("IPv6 Route", "IPv6 route"),
        ("Éclair TV", "éclair TV"), ("2FA Code", "2FA code"), ("Ok", "ok"),
    ])
    func anItemsTitleIsLowercasedInASentence(title: String, expected: String) throws {
        struct Step: DefaultConstructible, FormItemTitled {
            static var formItemTitleKey: String { "name" }
            var name = ""
        }
        struct Plan: FormCustomizing {
            var steps: [Step] = []
            static var inputFields: FormInput { .all }
        }
        var renderer = HTMLRenderer()
        renderer.words.removeLabel = "Remove {item} ({Item})"
        let html = renderer.render(try ModelForm(Plan(steps: [Step(name: title)])))
        #expect(html.contains("aria-label=\"Remove \(expected) (\(title))\""))
    }

    /// `{item}` is the title inside a sentence, except an acronym; a title that holds a
    /// placeholder's spelling is written as it is, and other braces stay.
    @Test func templatesAreFilledInOnePass() throws {
        struct Registry: DefaultConstructible, FormCustomizing {
            struct Entry: DefaultConstructible { var value = "" }
            var urls: [Entry] = []
            var odd: [Entry] = []
            static var inputFields: FormInput { .all }
            static var fieldSettings: [String: FieldSettings] {
                [
                    "urls": FieldSettings.template(FieldSettings.title("URL")),
                    "odd": FieldSettings.template(FieldSettings.title("Odd {item}")),
                ]
            }
        }
        var renderer = HTMLRenderer()
        renderer.words.add = "{Add} {item} ({Item})"
        let html = renderer.render(try ModelForm(Registry()))
        #expect(html.contains(">{Add} URL (URL)</button>"))
        #expect(html.contains(">{Add} odd {item} (Odd {item})</button>"))
    }
}
