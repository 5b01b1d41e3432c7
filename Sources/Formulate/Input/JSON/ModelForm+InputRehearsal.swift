extension ModelForm {
    /// A form in the state of this one, to try input on before it is applied here: the
    /// same model, schema, settings, input fields and conditions, with the shape edits
    /// (``appliedShapeEdits``) and the edited values of this form's own fields. Edits made
    /// inside items and not saved are not carried over.
    func inputRehearsal() -> ModelForm<Model> {
        let twin = ModelForm(model: model, schema: schema)
        twin.timeZone = timeZone
        twin.validationTiming = validationTiming
        twin.ownLimits = ownLimits
        twin.inputAllowed = inputAllowed
        twin.conditionState.slots = conditionState.slots
        twin.conditionState.results = conditionState.results
        twin.conditionState.predicateDependents = conditionState.predicateDependents
        for edit in appliedShapeEdits {
            do throws(FormError) { try twin.apply(edit) } catch { break }
        }
        let records = self.records
        for index in values.indices where !records[index].isItemCollection && values[index] != initialValues[index] {
            twin.values[index] = values[index]
            twin.states[index] = states[index]
        }
        twin.evaluateAllConditions()
        return twin
    }
}
