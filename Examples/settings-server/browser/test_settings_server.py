#!/usr/bin/env python3
"""The settings server used from a real browser: headless Chromium (Debian's, driven by
Playwright) against a running `settings-server serve`, and axe-core's WCAG 2.1 A and AA
rules on every page it serves.

Usage: test_settings_server.py URL   (scripts/browser-settings-server starts the server on a
new database with the users ada, password "correct horse", and grace, "battery staple", and
passes its URL). Each check asserts exact values; the checks run in order, each on the
settings the ones before it left. Prints one line per check; exits 1 on the first failure.
"""
import http.server
import os
import sys
import threading
import traceback

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PASSWORDS = {"ada": "correct horse", "grace": "battery staple"}
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
# The page's main submit button (the first one in the form is a hidden copy for Enter).
SAVE = ".actions > button[type=submit]"
# What GET /api/settings answers for a new user's settings (an empty email is left out: the
# schema's "format": "email" would refuse it).
DEFAULTS = {
    "displayName": "",
    "fontSize": 14,
    "theme": "system",
    "reduceMotion": False,
    "savedServers": [],
    "environment": {},
}


class Run:
    """The browser, the server's URL, and what the checks found."""

    def __init__(self, playwright, url):
        self.url = url
        self.browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        self.axe = Axe()
        self.pages_checked = []
        self.script_errors = []

    def context(self, javascript=True):
        context = self.browser.new_context(java_script_enabled=javascript)
        context.on("page", lambda page: page.on("pageerror", lambda e: self.script_errors.append(str(e))))
        return context

    def sign_in(self, context, name, password=None):
        """Signs in through the sign-in page; returns the settings page it lands on."""
        page = context.new_page()
        page.goto(self.url + "/login")
        page.fill("[name=username]", name)
        page.fill("[name=password]", password or PASSWORDS[name])
        with page.expect_navigation():
            page.click("button[type=submit]")
        assert page.url == self.url + "/settings", page.url
        return page

    def stored(self, context):
        """The settings the server has for the context's user (GET /api/settings)."""
        response = context.request.get(self.url + "/api/settings")
        assert response.status == 200, response.status
        return response.json()["formData"]

    def check_accessibility(self, page, name, javascript=True):
        """axe-core on the page as it is: no violation of WCAG 2.1 A or AA.

        axe runs as a script, which a context without JavaScript never finishes: such a page
        is checked as a copy of its markup, scripts left out, in a page with JavaScript on."""
        copy = None
        if not javascript:
            markup = page.evaluate(
                "() => { const html = document.documentElement.cloneNode(true);"
                " html.querySelectorAll('script').forEach(s => s.remove());"
                " return '<!DOCTYPE html>' + html.outerHTML; }")
            copy = self.browser.new_page()
            copy.set_content(markup)
            page = copy
        try:
            self.run_axe(page, name)
        finally:
            if copy:
                copy.close()

    def run_axe(self, page, name):
        options = {"runOnly": {"type": "tag", "values": WCAG_TAGS}, "resultTypes": ["violations"]}
        results = self.axe.run(page, options=options).response
        violations = [
            f"{v['id']} ({v['impact']}): {v['help']} at "
            + "; ".join(" ".join(node["target"]) + " " + node["html"][:160] for node in v["nodes"])
            for v in results["violations"]
        ]
        assert violations == [], f"axe on {name}:\n  " + "\n  ".join(violations)
        # The rules ran: the label and contrast rules passed on every one of these pages.
        passed = {rule["id"] for rule in results["passes"]}
        assert {"label", "color-contrast"} <= passed, f"axe on {name} passed only {sorted(passed)}"
        self.pages_checked.append(name)


def same(actual, wanted, what):
    """Requires `actual == wanted`, saying both when not."""
    assert actual == wanted, f"{what}: {actual!r}, expected {wanted!r}"


def expected(**changes):
    settings = dict(DEFAULTS)
    settings.update(changes)
    return settings


def save(page, status=303):
    """Presses Save settings; requires the post's status and returns the page after it."""
    with page.expect_response(lambda r: r.request.method == "POST" and r.url.endswith("/settings")) as answer:
        with page.expect_navigation():
            page.click(SAVE)
    assert answer.value.status == status, f"the save answered {answer.value.status}, expected {status}"
    return page


def values(page):
    """The values the settings page shows in its top-level fields."""
    return {
        "displayName": page.input_value("[name=displayName]"),
        "email": page.input_value("[name=email]"),
        "fontSize": page.input_value("[name=fontSize]"),
        "theme": page.input_value("[name=theme]"),
        "reduceMotion": page.is_checked("[name=reduceMotion]"),
    }


def check_sign_in_and_save(run):
    """Sign in, change a text field, a number and a choice, save, reload: the page shows them."""
    context = run.context()
    page = context.new_page()
    page.goto(run.url + "/login")
    run.check_accessibility(page, "/login, fresh")
    page.fill("[name=username]", "ada")
    page.fill("[name=password]", "wrong")
    with page.expect_response(lambda r: r.request.method == "POST") as answer:
        page.click("button[type=submit]")
    assert answer.value.status == 401, answer.value.status
    assert page.text_content(".error, [role=alert]").strip() == "The username or password is wrong.", page.content()
    assert page.input_value("[name=username]") == "ada"
    run.check_accessibility(page, "/login, after a wrong password")

    page = run.sign_in(context, "ada")
    assert values(page) == {
        "displayName": "ada", "email": "", "fontSize": "14", "theme": "system", "reduceMotion": False
    }, values(page)
    run.check_accessibility(page, "/settings, fresh")
    page.fill("[name=displayName]", "Ada Lovelace")
    page.fill("[name=fontSize]", "18")
    page.select_option("[name=theme]", "dark")
    save(page)
    assert page.url == run.url + "/settings"
    page.reload()
    assert values(page) == {
        "displayName": "Ada Lovelace", "email": "", "fontSize": "18", "theme": "dark", "reduceMotion": False
    }, values(page)
    same(run.stored(context), expected(displayName="Ada Lovelace", fontSize=18, theme="dark"), "the stored settings")
    context.close()


def check_refused_value(run):
    """A font size out of range: 422, the error at its field, every typed value kept, nothing saved."""
    context = run.context()
    page = run.sign_in(context, "ada")
    page.fill("[name=displayName]", "Countess of Lovelace")
    page.fill("[name=email]", "ada@example.org")
    page.fill("[name=fontSize]", "99")
    page.select_option("[name=theme]", "light")
    # The browser would refuse 99 itself (max="72"): the server must refuse it without that.
    page.eval_on_selector("form.formulate", "form => { form.noValidate = true; }")
    save(page, status=422)
    assert page.get_attribute("[name=fontSize]", "aria-invalid") == "true"
    described = page.get_attribute("[name=fontSize]", "aria-describedby")
    assert page.text_content(f"#{described}") == "Font Size must be from 8 to 72.", page.text_content(f"#{described}")
    assert page.eval_on_selector_all("[aria-invalid=true]", "list => list.map(e => e.name)") == ["fontSize"]
    assert values(page) == {
        "displayName": "Countess of Lovelace", "email": "ada@example.org", "fontSize": "99", "theme": "light",
        "reduceMotion": False,
    }, values(page)
    run.check_accessibility(page, "/settings, with an error")
    same(run.stored(context), expected(displayName="Ada Lovelace", fontSize=18, theme="dark"), "the stored settings")
    context.close()


def fill_server(page, index, name, host, port):
    page.fill(f"[name='savedServers.{index}.name']", name)
    page.fill(f"[name='savedServers.{index}.host']", host)
    page.fill(f"[name='savedServers.{index}.port']", str(port))


def press(page, label, javascript, server=None):
    """Presses the button `label` (the one of the saved server named `server`, if given), as a
    person sees it: without JavaScript the server answers the edited page (200)."""
    if server is None:
        button = page.get_by_role("button", name=label, exact=True)
    else:
        items = page.locator("#field-savedServers > fieldset.item")
        names = items.evaluate_all("list => list.map(item => item.querySelector(\"input[name$='.name']\").value)")
        assert names.count(server) == 1, f"no one saved server named {server}: {names}"
        button = items.nth(names.index(server)).locator(f"button:visible:text-is('{label}')")
    if javascript:
        posts = []
        listener = lambda request: posts.append(request.url) if request.method == "POST" else None
        page.on("request", listener)
        button.click()
        page.wait_for_timeout(100)
        page.remove_listener("request", listener)
        assert posts == [], f"{label} posted {posts}: the page's script did not edit in place"
        return
    with page.expect_response(lambda r: r.request.method == "POST") as answer:
        with page.expect_navigation():
            button.click()
    assert answer.value.status == 200, f"{label} answered {answer.value.status}"


def server_names(page):
    return page.eval_on_selector_all(
        "input[name^='savedServers.'][name$='.name']", "list => list.map(e => e.name + '=' + e.value)")


def check_saved_servers(run, javascript):
    """Add three saved servers, fill them, move the third up, remove the first; save, reload."""
    context = run.context(javascript=javascript)
    page = run.sign_in(context, "ada")
    before = run.stored(context)["savedServers"]
    assert before == [], before
    for index, (name, host, port) in enumerate([("Home", "home.example", 8443), ("Work", "work.example", 443),
                                                ("Lab", "lab.example", 22)]):
        press(page, "Add saved server", javascript)
        fill_server(page, index, name, host, port)
    assert server_names(page) == ["savedServers.0.name=Home", "savedServers.1.name=Work", "savedServers.2.name=Lab"]
    run.check_accessibility(
        page, f"/settings, three saved servers added, JavaScript {'on' if javascript else 'off'}", javascript)
    press(page, "Move up", javascript, server="Lab")
    assert [n.split("=")[1] for n in server_names(page)] == ["Home", "Lab", "Work"], server_names(page)
    press(page, "Remove", javascript, server="Home")
    assert [n.split("=")[1] for n in server_names(page)] == ["Lab", "Work"], server_names(page)
    page.uncheck("[name$='.useTLS'] >> nth=0")
    save(page)
    page.reload()
    assert server_names(page) == ["savedServers.0.name=Lab", "savedServers.1.name=Work"], server_names(page)
    assert page.input_value("[name='savedServers.0.host']") == "lab.example"
    assert page.input_value("[name='savedServers.1.port']") == "443"
    assert run.stored(context)["savedServers"] == [
        {"name": "Lab", "host": "lab.example", "port": 22, "useTLS": False},
        {"name": "Work", "host": "work.example", "port": 443, "useTLS": True},
    ], run.stored(context)["savedServers"]
    # Remove both, so that the next run starts from none; the list saved empty is empty.
    press(page, "Remove", javascript, server="Lab")
    press(page, "Remove", javascript, server="Work")
    save(page)
    assert run.stored(context)["savedServers"] == []
    context.close()


class ForeignSite:
    """A second local HTTP server, another origin, serving one page with a form that posts
    to the settings server."""

    def __init__(self, html):
        body = html.encode("utf-8")

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def check_foreign_origin(run):
    """A form on another origin's page posting to /settings, even with the person's own token:
    403, and nothing written."""
    context = run.context()
    page = run.sign_in(context, "ada")
    token = page.get_attribute("form.formulate [name=csrf_token]", "value")
    tag = context.request.get(run.url + "/api/settings").headers["etag"]
    site = ForeignSite(
        f"""<!DOCTYPE html><html lang="en"><title>Prize</title>
<form method="post" action="{run.url}/settings">
<input type="hidden" name="csrf_token" value="{token}">
<input type="hidden" name="displayName" value="Mallory">
<input type="hidden" name="fontSize" value="30">
<button type="submit">Claim your prize</button></form>""")
    try:
        assert site.url != run.url
        page.goto(site.url)
        with page.expect_response(lambda r: r.request.method == "POST") as answer:
            page.click("button")
        assert answer.value.status == 403, answer.value.status
        assert answer.value.request.headers.get("origin") == site.url, answer.value.request.headers
    finally:
        site.close()
    same(run.stored(context), expected(displayName="Ada Lovelace", fontSize=18, theme="dark"), "the stored settings")
    assert context.request.get(run.url + "/api/settings").headers["etag"] == tag
    page.goto(run.url + "/settings")
    assert values(page)["displayName"] == "Ada Lovelace" and values(page)["fontSize"] == "18", values(page)
    context.close()


def check_two_editors(run):
    """Two contexts signed in as grace: fields only one changed are both kept; a field both
    changed is a conflict at the second save, shown at the field, the first value kept until
    the person saves again."""
    first, second = run.context(), run.context()
    a, b = run.sign_in(first, "grace"), run.sign_in(second, "grace")
    a.fill("[name=displayName]", "Grace Hopper")
    save(a)
    b.fill("[name=email]", "grace@example.org")
    save(b)
    same(run.stored(first), expected(displayName="Grace Hopper", email="grace@example.org"), "the stored settings")
    for page in (a, b):
        page.reload()
        assert values(page)["displayName"] == "Grace Hopper", values(page)
        assert values(page)["email"] == "grace@example.org", values(page)

    a.fill("[name=fontSize]", "20")
    save(a)
    b.fill("[name=fontSize]", "24")
    save(b, status=422)
    assert b.eval_on_selector_all("[aria-invalid=true]", "list => list.map(e => e.name)") == ["fontSize"]
    described = b.get_attribute("[name=fontSize]", "aria-describedby")
    message = b.text_content(f"#{described}")
    assert message == (
        'Font Size was changed elsewhere since this page was made: it is "20" now, and your change is "24"; '
        "save again to keep your change"), message
    assert b.input_value("[name=fontSize]") == "24"
    run.check_accessibility(b, "/settings, with a conflict")
    same(run.stored(first), expected(displayName="Grace Hopper", email="grace@example.org", fontSize=20), "the stored settings")
    # The person chooses: saving the page again writes their value.
    save(b)
    same(run.stored(first), expected(displayName="Grace Hopper", email="grace@example.org", fontSize=24), "the stored settings")
    a.reload()
    assert values(a)["fontSize"] == "24", values(a)
    first.close()
    second.close()


def main():
    url = sys.argv[1].rstrip("/")
    checks = [
        ("sign in, change a text field, a number and a choice, save, reload", check_sign_in_and_save),
        ("a refused value is shown at its field, the other values kept", check_refused_value),
        ("saved servers added, filled, moved and removed, JavaScript off",
         lambda run: check_saved_servers(run, javascript=False)),
        ("saved servers added, filled, moved and removed, JavaScript on",
         lambda run: check_saved_servers(run, javascript=True)),
        ("a form on another origin's page is refused (403) and writes nothing", check_foreign_origin),
        ("two browsers, one user: separate fields kept, the same field a conflict", check_two_editors),
    ]
    with sync_playwright() as playwright:
        run = Run(playwright, url)
        for title, check in checks:
            try:
                check(run)
            except Exception:
                print(f"FAILED: {title}", file=sys.stderr)
                traceback.print_exc()
                return 1
            print(f"passed: {title}", flush=True)
        run.browser.close()
    if run.script_errors:
        print("the page's script failed: " + "; ".join(run.script_errors), file=sys.stderr)
        return 1
    print("axe-core (" + ", ".join(WCAG_TAGS) + "): no violations on " + "; ".join(run.pages_checked))
    return 0


if __name__ == "__main__":
    sys.exit(main())
