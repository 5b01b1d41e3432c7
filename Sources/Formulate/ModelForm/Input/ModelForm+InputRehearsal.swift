extension ModelForm {
    /// A form in the state of this one, to try input on before it is applied here: the
    /// same model, schema, settings and input fields, the same draft (values, states, the
    /// conditions' results) and rehearsals of the item forms made so far, so that editing it
    /// changes nothing here. Change handlers are not carried over.
    func inputRehearsal() -> ModelForm<Model> {
        let twin = ModelForm(model: model, schema: schema)
        twin.timeZone = timeZone
        twin.validationTiming = validationTiming
        twin.ownLimits = ownLimits
        twin.inputAllowed = inputAllowed
        twin.initialValues = initialValues
        twin.values = values
        twin.states = states
        let conditions = conditionState
        let twinConditions = twin.conditionState
        twinConditions.slots = conditions.slots
        twinConditions.results = conditions.results
        twinConditions.predicateDependents = conditions.predicateDependents
        twinConditions.closureReads = conditions.closureReads
        twinConditions.closureDependents = conditions.closureDependents
        twinConditions.hidden = conditions.hidden
        twinConditions.disabled = conditions.disabled
        twinConditions.sectionHidden = conditions.sectionHidden
        twinConditions.sectionDisabled = conditions.sectionDisabled
        let drafts = collectionDrafts
        twin.collectionDrafts.lists = drafts.lists.mapValues { $0.rehearsalCopy() }
        twin.collectionDrafts.itemCollectionPositions = drafts.itemCollectionPositions
        twin.collectionDrafts.switches = drafts.switches
        twin.collectionDrafts.appliedEdits = drafts.appliedEdits
        return twin
    }
}
