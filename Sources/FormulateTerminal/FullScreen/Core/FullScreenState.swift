import Formulate

/// Everything the full-screen editor shows besides the form itself: which screens are open,
/// which row is selected, what is being typed, the window's size and the status message.
///
/// A value: ``FullScreenEditor/update(_:_:)`` takes one and a key and returns the next, so
/// every key can be tested without a terminal. The field values live in the form.
public struct FullScreenState: Sendable, Hashable {
    /// The screens open, the form's own first, then each subform or list entered.
    public internal(set) var screens: [Screen] = [Screen(key: nil)]
    /// What the keys do now.
    public internal(set) var mode: Mode = .browsing
    /// A message on the status line, until the next key.
    public internal(set) var status: String?
    /// The window's width in columns.
    public internal(set) var width: Int
    /// The window's height in rows.
    public internal(set) var height: Int

    /// A state for a window of `width` x `height`.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// One screen: the form, a subform or a list, and its selected row.
    public struct Screen: Sendable, Hashable {
        /// The subform, collection or item (`servers.0`) shown; `nil` for the form's top level.
        public var key: String?
        /// The selected row's identity (a field's key, or an item's).
        public var selection: String?
        /// The first row shown.
        public var scroll = 0
    }

    /// What the keys do now.
    public enum Mode: Sendable, Hashable {
        /// Moving between rows.
        case browsing
        /// `/`: typing a title to jump to; Enter keeps the row found, Esc goes back to `origin`.
        case searching(query: LineEditor, origin: String?)
        /// Enter on a field typed as text: a line editor over its text. Esc puts back `original`.
        case editing(key: String, line: LineEditor, original: FormValue?)
        /// Enter on long text: a box of several lines.
        case writing(key: String, box: TextBox, original: FormValue?)
        /// Editing item `index` of a list, or adding one (`index` `nil`).
        case editingItem(key: String, index: Int?, line: LineEditor)
        /// Enter on an option field: a list of options, filtered by what is typed.
        case picking(key: String, filter: LineEditor, highlighted: Int)
        /// Enter on a multiple choice or a bitfield: a checklist. Esc puts back `original`.
        case checking(key: String, highlighted: Int, original: FormValue?)
        /// `?`: what the field at `key` is and accepts.
        case help(key: String)
        /// `a` or `r` in a dictionary: typing the key of a new entry (`entry` `nil`) or the new
        /// key of entry `entry` of the dictionary at `key`. Enter applies it, Esc cancels.
        case namingEntry(key: String, entry: String?, line: LineEditor)
        /// Space on an optional subform that is there: `y` switches it off, `n` or Esc keeps it.
        case confirmingRemoval(key: String)
        /// Ctrl-S: the changes, old -> new; `y` saves.
        case reviewing
        /// `q` with unsaved changes: `y` quits without saving.
        case confirmingQuit
    }

    /// The screen shown.
    var screen: Screen {
        get { screens[screens.count - 1] }
        set { screens[screens.count - 1] = newValue }
    }

    /// Rows the list of fields gets: the window less the title bar, the detail line, the
    /// help line and the status line.
    var listHeight: Int { max(1, height - 4) }
}

/// One row of a screen's list: a section's header or footer, a field, an item of a list,
/// or the row that adds an item.
struct ScreenRow {
    enum Content {
        case header(String)
        case footer(String)
        case field(Field)
        case item(list: Field, index: Int)
        /// An item of a collection of subforms: Enter opens its fields.
        case formItem(list: Field, item: FormItem)
        case addItem(list: Field)
    }

    var content: Content

    /// The identity a selection keeps: a field's key, `key[N]` for an item, `key[+]` for
    /// the adding row; `nil` for rows that cannot be selected.
    var id: String? {
        switch content {
        case .header, .footer: return nil
        case .field(let field): return field.key
        case .item(let list, let index): return "\(list.key)[\(index)]"
        case .formItem(_, let item): return item.key
        case .addItem(let list): return "\(list.key)[+]"
        }
    }

    /// The field a row shows, if it is a field.
    var field: Field? {
        if case .field(let field) = content { return field }
        return nil
    }

    /// The rows of the screen showing `key` (the top level when `nil`): sections with their
    /// headers and footers and a row per visible field, or for a list its items and a row
    /// to add one.
    static func rows<Model>(of key: String?, in form: ModelForm<Model>) -> [ScreenRow] {
        guard let key else { return rows(of: form.visibleSections, in: form) }
        guard let field = form.field(key) else {
            return FormItemLookup.item(key, in: form).map { rows(of: $0.sections, in: form) } ?? []
        }
        if field.kind == .collection {
            let items: [ScreenRow]
            if field.isCollectionOfSubforms {
                items = form.items(in: key).map { ScreenRow(content: .formItem(list: field, item: $0)) }
            } else if field.isDictionary {
                items = form.items(in: key).flatMap { $0.fields.map { ScreenRow(content: .field($0)) } }
            } else {
                items = (0..<form.itemCount(for: key)).map { ScreenRow(content: .item(list: field, index: $0)) }
            }
            let canAdd = field.canAddItems && form.takesInput(field)
            return items + (canAdd ? [ScreenRow(content: .addItem(list: field))] : [])
        }
        // Inside an item the form lists no visible fields by key: the children not hidden are.
        let visible = form.visibleFields(in: key)
        let visibleKeys = Set(
            visible.isEmpty ? field.children.filter { !form.isHidden($0.key) }.map(\.key) : visible.map(\.key))
        let sections = FormSection.sections(of: field.children).compactMap { section -> FormSection? in
            var visible = section
            visible.keys = section.keys.filter(visibleKeys.contains)
            return visible.keys.isEmpty ? nil : visible
        }
        return rows(of: sections, in: form)
    }

    private static func rows<Model>(of sections: [FormSection], in form: ModelForm<Model>) -> [ScreenRow] {
        var rows: [ScreenRow] = []
        for section in sections {
            if let header = section.header, !header.isEmpty { rows.append(ScreenRow(content: .header(header))) }
            rows += section.keys.compactMap { form.field($0).map { ScreenRow(content: .field($0)) } }
            if let footer = section.footer, !footer.isEmpty { rows.append(ScreenRow(content: .footer(footer))) }
        }
        return rows
    }
}
