import Formulate

extension HTMLRenderer {
    /// The words a page writes itself, beside the form's own titles and messages: its edit
    /// buttons, the labels of new items and keys, the empty entry of a choice, a note, and
    /// what the enhancement script says. English unless you change them.
    ///
    /// A word that names an item or subform is a template: `{Item}` is its title as it is
    /// ("Server 2", "URL"), `{item}` the title inside a sentence (each word's first letter in
    /// lowercase, unless the word is an acronym: "backup email", "API key"), and `{key}` an entry's
    /// key. Everything else in a template is written as it is (escaped for the page).
    ///
    /// ```swift
    /// var renderer = HTMLRenderer(submitTitle: "Enregistrer", language: "fr")
    /// renderer.words.add = "Ajouter : {item}"
    /// renderer.words.remove = "Supprimer"
    /// renderer.words.removeLabel = "Supprimer {Item}"
    /// ```
    ///
    /// Titles derived from property names, and error messages, are translated where the
    /// form makes them (the Formulate article "Translating forms"), not here.
    public struct Words: Sendable, Hashable {
        /// The entries of an optional Boolean's choice.
        public var yes = "Yes"
        /// The entries of an optional Boolean's choice.
        public var no = "No"
        /// The empty entry of an optional choice without a placeholder.
        public var none = "None"
        /// The empty entry of a choice that must be made and has none yet, without a placeholder.
        public var choose = "Choose…"
        /// The label of a list's input for a new value: `{Item}` is the item's title.
        public var newItem = "New {Item}"
        /// The button that adds an item to a collection or a list (`{item}`: the item's
        /// title), or creates an absent optional subform (`{item}`: the subform's title).
        public var add = "Add {item}"
        /// The button that removes an optional subform: `{item}` is its title.
        public var removeSubform = "Remove {item}"
        /// The button that removes an item or entry.
        public var remove = "Remove"
        /// What assistive technology reads for ``remove``: `{Item}` is the item's title.
        public var removeLabel = "Remove {Item}"
        /// The button that moves an item up.
        public var moveUp = "Move up"
        /// What assistive technology reads for ``moveUp``: `{Item}` is the item's title.
        public var moveUpLabel = "Move {Item} up"
        /// The button that moves an item down.
        public var moveDown = "Move down"
        /// What assistive technology reads for ``moveDown``: `{Item}` is the item's title.
        public var moveDownLabel = "Move {Item} down"
        /// The label of a dictionary's input for a new key.
        public var newKey = "New key"
        /// The button that adds an entry to a dictionary.
        public var addEntry = "Add entry"
        /// The button that renames an entry.
        public var rename = "Rename"
        /// What assistive technology reads for ``rename``: `{Item}` is the entry's key.
        public var renameLabel = "Rename {Item}"
        /// What assistive technology reads for an entry's new-key input: `{Item}` is its key.
        public var newKeyLabel = "New key for {Item}"
        /// The note under a single-line input whose saved value has a line break.
        public var lineBreakNote =
            "The saved value has a line break, which this field cannot show; it is kept unless you change the field."
        /// The note under a secret the person typed that was not saved yet, on a page shown
        /// again (a refused value elsewhere, an edit button): secrets are never written back.
        public var retypeSecretNote = "For your safety this is not shown again: type it again to save it."
        /// What the script says when Add entry is pressed with no key typed.
        public var missingNewKey = "Type the key of the new entry first."
        /// What the script says when Rename is pressed with no key typed.
        public var missingRenamedKey = "Type the new key of the entry first."
        /// What the script says when a typed key is taken: `{key}` is the key.
        public var takenKey = "There is an entry {key} already."

        /// English words.
        public init() {}

        /// The words the enhancement script uses, by the names it reads them under.
        var scriptWords: [(name: String, template: String)] {
            [
                ("add", add), ("remove", remove), ("removeLabel", removeLabel), ("moveUp", moveUp),
                ("moveUpLabel", moveUpLabel), ("moveDown", moveDown), ("moveDownLabel", moveDownLabel),
                ("missingNewKey", missingNewKey), ("missingRenamedKey", missingRenamedKey), ("takenKey", takenKey),
            ]
        }

        /// `template` with `{Item}` and `{item}` filled in from `title`, in one pass: a title
        /// that itself holds `{item}` is written as it is. Read as UTF-8: every button's
        /// label is one of these (perf: issue 39).
        static func fill(_ template: String, title: String) -> String {
            var result: [UInt8] = []
            result.reserveCapacity(template.utf8.count + title.utf8.count)
            var bytes = template.utf8[...]
            while let open = bytes.firstIndex(of: UInt8(ascii: "{")) {
                result.append(contentsOf: bytes[..<open])
                let tail = bytes[open...]
                if tail.starts(with: "{Item}".utf8) {
                    result.append(contentsOf: title.utf8)
                    bytes = tail.dropFirst(6)
                } else if tail.starts(with: "{item}".utf8) {
                    result.append(contentsOf: inSentence(title).utf8)
                    bytes = tail.dropFirst(6)
                } else {
                    result.append(UInt8(ascii: "{"))
                    bytes = tail.dropFirst()
                }
            }
            result.append(contentsOf: bytes)
            return String(decoding: result, as: UTF8.self)
        }

        /// A title inside a sentence, word by word: "Backup Email" as "backup email", an
        /// acronym ("URL", "API Key") as it is.
        static func inSentence(_ title: String) -> String {
            if title.utf8.allSatisfy({ $0 < 0x80 }) { return asciiInSentence(title) }
            return title.split(separator: " ", omittingEmptySubsequences: false).map(inSentence).joined(separator: " ")
        }

        /// ``inSentence(_:)`` of an ASCII title, byte by byte: a word's first letter is
        /// lowercased unless the next one is a capital too.
        private static func asciiInSentence(_ title: String) -> String {
            var bytes = Array(title.utf8)
            var wordStart = true
            for index in bytes.indices {
                let byte = bytes[index]
                if wordStart, Self.isUppercase(byte) {
                    let next = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: " ")
                    if !Self.isUppercase(next) { bytes[index] = byte + 0x20 }
                }
                wordStart = byte == UInt8(ascii: " ")
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        private static func isUppercase(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        }

        private static func inSentence(_ word: Substring) -> String {
            let start = word.prefix(2)
            guard let first = start.first, first.isUppercase, !(start.count == 2 && start.last?.isUppercase == true)
            else {
                return String(word)
            }
            return first.lowercased() + word.dropFirst()
        }
    }
}
