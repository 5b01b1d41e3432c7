import Formulate

/// A class whose `balance` only its own file may set, declared to the form through a key
/// path made in another file (``vaultBalancePath()``), where the setter cannot be seen.
final class Vault: FormKeyPathProviding, FormCustomizing {
    private(set) var balance = 10
    private(set) var limits = VaultLimits()
    var owner = ""

    static var formKeyPaths: [FormKeyPath] {
        [
            FormKeyPath("balance", vaultBalancePath()), FormKeyPath("limits", vaultLimitsPath()),
            FormKeyPath("owner", \Vault.owner),
        ]
    }
    static var inputFields: FormInput { .all }
}

struct VaultLimits { var daily = 100 }

/// A struct whose `score` is declared read-only with `as KeyPath`.
struct Player: FormKeyPathProviding, FormCustomizing {
    var name = ""
    var score = 0
    static var formKeyPaths: [FormKeyPath] { [FormKeyPath("score", \Player.score as KeyPath<Player, Int>)] }
    static var inputFields: FormInput { .all }
}
