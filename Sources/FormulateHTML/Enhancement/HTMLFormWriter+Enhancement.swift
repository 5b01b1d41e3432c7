import Formulate

extension HTMLFormWriter {
    /// The key a dictionary's template entry is rendered under, replaced by the typed key
    /// when the script adds an entry (another one when the dictionary has it already).
    static var templateEntryKey: String { "NEW_KEY" }

    /// A `<template>` holding the markup of a new item or entry of `field`, as the server
    /// renders one after `add`: a list's new item at the index in `data-index`, a
    /// dictionary's new entry under the key in `data-key`. Nothing when no new item can be
    /// made (the item type has no `init()`).
    mutating func writeTemplate(of field: Field) {
        // A form of its own over the model, so that rendering never changes `form`: a new
        // item is the same whatever the other items are.
        let markup: (attributes: HTMLAttributes, html: String)?
        if form.model is DynamicModel {
            markup = (try? ModelForm<DynamicModel>(description: form.describe())).flatMap {
                Self.newItemMarkup(of: field, in: $0, renderer: renderer)
            }
        } else {
            markup = (try? ModelForm(form.model)).flatMap { Self.newItemMarkup(of: field, in: $0, renderer: renderer) }
        }
        guard let markup else { return }
        output.line(HTMLMarkup.tag("template", markup.attributes) + markup.html + "</template>")
    }

    /// The attributes and markup of a new item or entry of `field` in `scratch`, added there.
    private static func newItemMarkup<Scratch>(
        of field: Field, in scratch: ModelForm<Scratch>, renderer: HTMLRenderer
    ) -> (attributes: HTMLAttributes, html: String)? {
        var attributes = HTMLAttributes()
        attributes.add("data-formulate-for", field.key)
        var entryKey = templateEntryKey
        do throws(FormError) {
            if field.isDictionary {
                let taken = Set(scratch.items(in: field.key).map(\.key))
                var counter = 1
                while taken.contains(field.key + "." + entryKey) {
                    counter += 1
                    entryKey = templateEntryKey + "_\(counter)"
                }
                try scratch.apply(.add(field.key + "." + entryKey))
            } else {
                try scratch.apply(.add(field.key))
            }
        } catch {
            return nil
        }
        // A list's new item is its last: only that one is read.
        let count = scratch.itemCount(for: field.key)
        let items =
            field.isDictionary ? scratch.items(in: field.key) : scratch.items(in: field.key, range: count - 1..<count)
        guard let item = field.isDictionary ? items.first(where: { $0.key == field.key + "." + entryKey }) : items.last
        else { return nil }
        var writer = HTMLFormWriter<Scratch>(form: scratch, renderer: renderer)
        if field.isDictionary {
            attributes.add("data-key", entryKey)
            if HTMLControlKind(field) == .dictionary {
                writer.writeEntry(item, isEditable: true)
            } else {
                writer.writeItem(item, count: count, of: field, isEditable: true)
            }
        } else {
            attributes.add("data-index", String(item.index))
            attributes.flag("data-sortable", field.isSortable)
            writer.writeItem(item, count: count, of: field, isEditable: true)
        }
        // The markup without its last line break, cut as a byte (not by walking characters).
        return (attributes, String(decoding: writer.html.utf8.dropLast(), as: UTF8.self))
    }

    /// The script, at the end of the form, when the renderer asks for it and the form has
    /// something it edits: a collection or dictionary with a template, or a list of values.
    mutating func writeScript() {
        guard case .script(let nonce, let src) = renderer.enhancement,
            !enhancedCollections.isEmpty || form.allFields.contains(where: { HTMLControlKind($0) == .collection })
        else { return }
        var attributes = HTMLAttributes()
        attributes.add("src", src)
        attributes.add("nonce", nonce)
        attributes.add("data-id-prefix", HTMLIdentifiers.sanitize(renderer.idPrefix))
        let words = renderer.words.scriptWords.map { FormValueMember($0.name, .string($0.template)) }
        attributes.add("data-words", FormValue.object(words).jsonString(pretty: false))
        // With a `src` the tag is empty: the browser loads the same text from the file.
        let text = src == nil ? HTMLRenderer.enhancementScript : ""
        output.line(HTMLMarkup.tag("script", attributes) + text + "</script>")
    }
}
