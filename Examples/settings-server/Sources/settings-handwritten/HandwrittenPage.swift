/// The settings page written by hand: the same fields, sections and rules as the page
/// Formulate renders for `UserSettings`, as a developer without Formulate would write it.
enum HandwrittenPage {
    /// The page of `settings` for a session's `token`, with `errors` by field and, when shown
    /// again, the person's `posted` text.
    static func render(
        _ settings: HandwrittenSettings, token: String, errors: [String: String] = [:], posted: HandwrittenPost? = nil
    ) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">\
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Settings</title>
            <style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}\
            fieldset{border:1px solid #ccc;border-radius:.5rem;margin:0 0 1rem}\
            label{display:block;margin:.5rem 0 .2rem}\
            input[type=text],input[type=email],input[type=number],select\
            {width:100%;padding:.4rem;box-sizing:border-box}\
            .error{color:#b00020}</style></head>
            <body><main><h1>Settings</h1>
            <form method="post" action="/settings" accept-charset="utf-8">
            <input type="hidden" name="csrf_token" value="\(escape(token))">

            """
        if !errors.isEmpty {
            html +=
                "<p class=\"error\" role=\"alert\">Correct the \(errors.count == 1 ? "field" : "fields") marked below.</p>\n"
        }
        html += "<fieldset><legend>Account</legend>\n"
        html += input(
            "displayName", "Display Name", posted?.displayName ?? settings.displayName, errors,
            extra: " placeholder=\"How others see you\" autocomplete=\"name\"")
        html += input(
            "email", "Email", posted?.email ?? settings.email, errors, type: "email",
            extra: " placeholder=\"you@example.com\" autocomplete=\"email\"")
        html += "</fieldset>\n<fieldset><legend>Appearance</legend>\n"
        html += input(
            "fontSize", "Font Size", posted?.fontSize ?? String(settings.fontSize), errors, type: "number",
            extra: " required min=\"8\" max=\"72\" step=\"1\"")
        let theme = posted?.theme ?? settings.theme
        html += "<label for=\"field-theme\">Theme</label><select name=\"theme\" id=\"field-theme\">"
        for option in HandwrittenSettings.themes {
            let selected = option == theme ? " selected" : ""
            html +=
                "<option value=\"\(option)\"\(selected)>\(option.prefix(1).uppercased() + option.dropFirst())</option>"
        }
        html += "</select>\n"
        html += error(for: "theme", errors)
        let reduceMotion = posted.map { $0.reduceMotion == "true" } ?? settings.reduceMotion
        html += checkbox("reduceMotion", "Reduce Motion", reduceMotion)
        html += "</fieldset>\n<fieldset><legend>Servers</legend>\n"
        for (index, server) in settings.savedServers.enumerated() {
            let key = "savedServers[s\(index)]"
            let posted = posted?.savedServers?["s\(index)"]
            html +=
                "<fieldset><legend>\(escape(server.name.isEmpty ? "Saved Server \(index + 1)" : server.name))</legend>\n"
            html += input(
                "\(key)[name]", "Name", posted?.name ?? server.name, errors, errorKey: "savedServers.\(index).name",
                extra: " required")
            html += input(
                "\(key)[host]", "Host", posted?.host ?? server.host, errors, errorKey: "savedServers.\(index).host",
                extra: " required inputmode=\"url\"")
            html += input(
                "\(key)[port]", "Port", posted?.port ?? String(server.port), errors, type: "number",
                errorKey: "savedServers.\(index).port", extra: " required min=\"1\" max=\"65535\" step=\"1\"")
            html += checkbox("\(key)[useTLS]", "Use TLS", posted.map { $0.useTLS == "true" } ?? server.useTLS)
            html += "</fieldset>\n"
        }
        html += "</fieldset>\n<fieldset><legend>Environment Variables</legend>\n"
        for (key, value) in settings.environment.sorted(by: { $0.key < $1.key }) {
            html += input(
                "environment[\(key)]", key, posted?.environment?[key] ?? value, errors, errorKey: "environment.\(key)")
        }
        html += "</fieldset>\n<button type=\"submit\">Save settings</button>\n</form>\n</main></body></html>\n"
        return html
    }

    /// A labelled input, with its error below it.
    static func input(
        _ name: String, _ title: String, _ value: String, _ errors: [String: String], type: String = "text",
        errorKey: String? = nil, extra: String = ""
    ) -> String {
        let id = "field-" + name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        let key = errorKey ?? name
        let invalid = errors[key] == nil ? "" : " aria-invalid=\"true\" aria-describedby=\"\(id)-error\""
        return
            "<label for=\"\(id)\">\(escape(title))</label><input type=\"\(type)\" name=\"\(escape(name))\" id=\"\(id)\""
            + " value=\"\(escape(value))\"\(extra)\(invalid)>\n" + error(for: key, errors, id: id)
    }

    /// A labelled checkbox.
    static func checkbox(_ name: String, _ title: String, _ checked: Bool) -> String {
        let id = "field-" + name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        return "<label><input type=\"checkbox\" name=\"\(escape(name))\" id=\"\(id)\" value=\"true\""
            + (checked ? " checked" : "") + "> \(escape(title))</label>\n"
    }

    /// The error of `key`, if any.
    static func error(for key: String, _ errors: [String: String], id: String? = nil) -> String {
        guard let message = errors[key] else { return "" }
        return "<p class=\"error\" id=\"\(id ?? "field-\(key)")-error\">\(escape(message))</p>\n"
    }

    /// `text` safe inside an element or a quoted attribute.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
