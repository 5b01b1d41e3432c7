import Formulate

extension HTMLRenderer {
    /// Whether a page adds, removes and moves items and entries in place, with JavaScript.
    ///
    /// Without JavaScript (and by default, ``off``) every edit button of a collection of
    /// subforms or a dictionary submits the page, and the page comes back with the new
    /// row; see ``FormSubmission``. With ``script(nonce:src:)`` the form also carries one small
    /// script (``enhancementScript``, constant text) and, per collection or
    /// dictionary that is a field of the form, a `<template>` holding the markup the server
    /// renders for a new item or entry. Where JavaScript runs, the script then does each
    /// edit on the page without a round trip:
    ///
    /// - Add server, Remove, Move up and Move down (collections of subforms) and Add entry,
    ///   Rename and Remove (dictionaries of values and of subforms) change the page at once;
    ///   controls are renamed so that names stay `servers.0.host`, `servers.1.host`... in
    ///   page order, and each edit is recorded, in order, in a hidden input named
    ///   ``FormSubmission/recordedEditsName`` (one `CollectionEdit` text a line, the
    ///   vocabulary of the buttons). Save posts the values and that list once;
    ///   ``FormSubmission`` applies the list first, then the values.
    /// - Lists of values (`[String]`) get Add, Move up, Move down and Remove buttons that
    ///   only move their inputs: their values are posted in page order, so nothing is recorded.
    /// - Edits inside items (a collection inside a server) and optional subforms keep their
    ///   round trip: their buttons submit the page, with the edits recorded so far.
    ///
    /// Where JavaScript is off or blocked, the page works exactly as with ``off``.
    ///
    /// ## Content Security Policy
    ///
    /// A policy without `'unsafe-inline'` blocks inline scripts; the page still works, by
    /// round trips. To allow the script, pass the request's nonce, which goes into the
    /// `<script nonce="...">` tag, and send the same nonce in the header:
    ///
    /// ```swift
    /// let nonce = makeRandomNonce()   // fresh for every response
    /// var renderer = HTMLRenderer(action: "/settings")
    /// renderer.enhancement = .script(nonce: nonce)
    /// // Content-Security-Policy: script-src 'nonce-\(nonce)'
    /// ```
    ///
    /// The script's text never changes (``enhancementScript``), so a policy may name its
    /// hash (`'sha256-...'`) instead of a nonce.
    ///
    /// ## A script file
    ///
    /// With `src`, the page refers to the script (`<script src="...">`) instead of carrying
    /// its text: serve ``enhancementScript`` there as `text/javascript`, under a name that
    /// changes with its text, for a browser to fetch once and keep. The page is then about
    /// 18 KB smaller. FormulateHummingbird's `FormRoutes` does this for you.
    public enum Enhancement: Sendable, Hashable {
        /// No script: every edit button submits the page (the default).
        case off
        /// A script edits items and entries on the page: inline, or loaded from `src` when
        /// given (where the server serves ``enhancementScript``). `nonce`, when given, is
        /// written as the script tag's `nonce` attribute.
        case script(nonce: String? = nil, src: String? = nil)
    }
}
