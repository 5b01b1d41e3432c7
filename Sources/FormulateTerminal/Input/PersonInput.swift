import Formulate

/// What a person types at a terminal is input from outside the program, as a submitted
/// page is (Formulate's Security article): it writes only what
/// `ModelForm.acceptsInput(for:)` allows, and is refused with the form's error
/// otherwise. Both editors write a person's answers only through these.
extension ModelForm {
    /// Applies `text`, typed for the field at `key`, as
    /// `ModelForm.applyInput(_:)` applies a submitted text.
    func input(_ text: String, for key: String) throws(FormError) {
        do {
            try applyInput([key: text])
        } catch {
            if let first = error.errors.first { throw first }
        }
    }

    /// Runs `edit`, a typed edit of the field at `key` that a person asked for (a choice by
    /// its number, a ticked option, an item of a list), if input may write `key`; else
    /// throws the form's refusal (`ModelForm.inputRefusal(for:)`) and changes nothing.
    func input(for key: String, _ edit: () throws(FormError) -> Void) throws(FormError) {
        if let refusal = inputRefusal(for: key) { throw refusal }
        try edit()
    }

    /// Whether a person may edit `field` here: it holds a value and takes input now. A
    /// field that does not is shown, never asked.
    func takesInput(_ field: Field) -> Bool {
        field.holdsValue && acceptsInput(for: field)
    }
}
