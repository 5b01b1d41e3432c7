import Formulate

extension HTMLRenderer {
    /// A complete HTML5 page holding the form: `<!DOCTYPE html>`, `<meta charset="utf-8">`,
    /// a viewport, `title` as the page title and heading, and a small inline style sheet.
    /// There is no script, unless ``enhancement`` asks for one (then it is inside the form).
    public func page<Model>(_ form: ModelForm<Model>, title: String) -> String {
        var lang = HTMLAttributes()
        lang.add("lang", language)
        var charset = HTMLAttributes()
        charset.add("charset", "utf-8")
        var viewport = HTMLAttributes()
        viewport.add("name", "viewport")
        viewport.add("content", "width=device-width, initial-scale=1")
        return """
            <!DOCTYPE html>
            \(HTMLMarkup.tag("html", lang))
            <head>
            \(HTMLMarkup.tag("meta", charset))
            \(HTMLMarkup.tag("meta", viewport))
            \(HTMLMarkup.element("title", text: title))
            <style>\(Self.styleSheet)</style>
            </head>
            <body>
            <main>
            \(HTMLMarkup.element("h1", text: title))
            \(render(form))</main>
            </body>
            </html>

            """
    }

    /// The page's style sheet: constant text, never anything from a form.
    static let styleSheet = """
        body{font-family:system-ui,sans-serif;line-height:1.4;max-width:40rem;margin:2rem auto;padding:0 1rem}\
        fieldset{border:1px solid #ccc;border-radius:.4rem;margin:0 0 1rem;padding:.5rem 1rem}\
        legend{font-weight:600}\
        .field{margin:.75rem 0}\
        .field>label,.choices>legend,.collection>legend{display:block;font-weight:600;margin-bottom:.2rem}\
        .checkbox>label,.choice>label{display:inline;font-weight:normal}\
        input:not([type=checkbox]):not([type=radio]),select,textarea{box-sizing:border-box;width:100%;padding:.35rem;font:inherit}\
        .item{margin:.25rem 0}\
        .help,.footer{color:#555;font-size:.9em;margin:.25rem 0}\
        .error{color:#b00020;font-weight:600;margin:.25rem 0}\
        [aria-invalid=true]{border-color:#b00020;outline-color:#b00020}\
        .actions{display:flex;gap:.5rem;margin:1rem 0}
        """
}
