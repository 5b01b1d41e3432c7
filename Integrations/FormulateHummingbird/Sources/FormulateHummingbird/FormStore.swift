/// A model with the version it was saved as: what a ``FormStore`` loads, so that a save can
/// check that nobody saved in between.
public struct Versioned<Model: Sendable>: Sendable {
    /// The model.
    public var model: Model
    /// Its version: any number that changes with every save (a counter in the row).
    public var version: Int64

    /// A model and its version.
    public init(model: Model, version: Int64) {
        self.model = model
        self.version = version
    }
}

/// Where the application keeps each user's model: ``FormRoutes`` loads it for every request
/// and saves it only if its version is unchanged (optimistic concurrency).
///
/// Implement it over your database: `load` reads the row and its version column; `save`
/// writes the row and the next version in one statement that holds only if the version is
/// still the one loaded (`UPDATE ... SET ..., version = version + 1 WHERE user = ? AND
/// version = ?`), so that two servers can never both win.
public protocol FormStore<Model>: Sendable {
    /// The model a user edits.
    associatedtype Model: Sendable

    /// The model `userID` edits, with its version, or `nil` when there is none (`404`).
    func load(userID: String) async throws -> Versioned<Model>?

    /// Saves `model` for `userID` if the stored version is still `version`, and returns
    /// `true`; returns `false`, writing nothing, when someone saved since.
    func save(_ model: Model, userID: String, replacing version: Int64) async throws -> Bool
}
