import Formulate

/// A command typed at a collection's or dictionary's prompt: a verb and what follows it
/// (`move 2 1`, `rename OLD NEW`, `add LOG_LEVEL`).
struct ShapeCommand {
    /// The first word, lowercased; "" for an empty line.
    var verb: String
    /// The first word as typed.
    var typedVerb: String
    /// Everything after the first word, without surrounding spaces.
    var rest: String

    init(_ line: String) {
        let trimmed = line.trimmingWhitespace()
        let parts = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
        typedVerb = parts.first ?? ""
        verb = typedVerb.lowercased()
        rest = parts.count > 1 ? parts[1].trimmingWhitespace() : ""
    }

    /// The words after the verb.
    var arguments: [String] {
        rest.split(separator: " ").map(String.init)
    }
}

/// An item number typed by a person (counted from 1) checked against a list of `count`
/// items: the index it stands for (from 0), or why it is not one.
enum ItemNumber {
    /// The index of item `text`, or a message saying what is accepted.
    static func index(_ text: String, count: Int, noun: String) -> Result<Int, ItemNumberProblem> {
        let accepted =
            count == 0
            ? "there are no \(noun)s yet" : count == 1 ? "the only \(noun) is 1" : "\(noun)s are 1 to \(count)"
        guard text.count <= 20, let number = Int(text) else {
            return .failure(ItemNumberProblem(message: "'\(clipped(text))' is not a number: \(accepted)"))
        }
        guard number >= 1, number <= count else {
            return .failure(ItemNumberProblem(message: "there is no \(noun) \(number): \(accepted)"))
        }
        return .success(number - 1)
    }
}

/// Why an item number was refused.
struct ItemNumberProblem: Error {
    var message: String
}

/// `text` cut to `limit` characters for a message, with an ellipsis when it was longer.
func clipped(_ text: String, limit: Int = 40) -> String {
    text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
}

/// Finds an item of a collection of subforms by its key (`servers.0`), for the screens and
/// titles that show one.
enum FormItemLookup {
    /// The item at `key`, or `nil` when `key` is no item of a collection of subforms.
    static func item<Model>(_ key: String, in form: ModelForm<Model>) -> FormItem? {
        guard let parent = DottedKey.parent(of: key), let list = form.field(String(parent)),
            list.isCollectionOfSubforms
        else { return nil }
        return form.items(in: list.key).first { $0.key == key }
    }
}
