import Formulate

/// One row of the agreement table: a field with one constraint, values just inside it and
/// just outside it, and what the HTML page and the JSON Schema are expected to make of them.
struct AgreementRow: Sendable {
    /// The constraint, as a person would name it ("maxLength(4) in UTF-16 code units").
    let constraint: String
    /// The field of ``AgreementModel`` that carries it.
    let key: String
    /// The field's settings: its rules, bounds, step or kind.
    let settings: FieldSettings
    /// Values the server accepts.
    let inside: [String]
    /// Values the server refuses.
    let outside: [String]
    /// What Chromium does with the rendered control.
    var html: Expectation = .agrees
    /// What `jsonschema` does with the exported schema.
    var schema: Expectation = .agrees

    /// Every value with the verdict the server must give it: `true` for accepted.
    var values: [(text: String, accepted: Bool)] {
        inside.map { ($0, true) } + outside.map { ($0, false) }
    }
}

/// What a renderer's judge (the browser, the schema validator) is expected to say about a
/// row's values, compared with the server.
///
/// A renderer should never refuse a value the server accepts: it agrees, announces
/// nothing, or is weaker and says why. Where today's renderers do worse, the row lists the
/// values as a known defect (``differs(on:because:)``), so that the table states every
/// disagreement and fails once a fix makes the listed values agree.
enum Expectation: Sendable {
    /// The same verdict as the server on every value.
    case agrees
    /// The renderer cannot state the constraint with the same meaning, so it announces
    /// none of `announcements` (HTML attributes or JSON Schema keywords) and accepts every
    /// value.
    case omits(_ announcements: [String], because: String)
    /// The renderer announces the constraint, but its judge also accepts `accepting`,
    /// which the server refuses; on every other value it agrees.
    case weaker(accepting: [String], because: String)
    /// A known defect: the judge's verdict is the opposite of the
    /// server's on exactly `values` (it may refuse values the server accepts); on every
    /// other value it agrees. Problems the schema validator finds in the row's property
    /// are part of the defect.
    case differs(on: [String], because: String)

    /// The verdict expected from the judge for a value the server judges `serverAccepts`.
    func verdict(for text: String, serverAccepts: Bool) -> Bool {
        switch self {
        case .agrees: return serverAccepts
        case .omits: return true
        case .weaker(let accepting, _): return serverAccepts || accepting.contains(text)
        case .differs(let values, _): return values.contains(text) ? !serverAccepts : serverAccepts
        }
    }

    /// What must not be announced.
    var omitted: [String] {
        if case .omits(let announcements, _) = self { return announcements }
        return []
    }

    /// Values the judge accepts although the server refuses them.
    var acceptedAnyway: [String] {
        if case .weaker(let accepting, _) = self { return accepting }
        return []
    }

    /// Values on which the judge is known to contradict the server.
    var contradicted: [String] {
        if case .differs(let values, _) = self { return values }
        return []
    }

    /// Whether the row documents a known defect of this renderer.
    var isKnownDefect: Bool { !contradicted.isEmpty }
}
