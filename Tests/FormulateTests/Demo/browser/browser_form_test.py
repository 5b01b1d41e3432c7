#!/usr/bin/env python3
"""A person fills in formulate-demo's HTML page in headless Chromium.

Usage: browser_form_test.py PATH/TO/formulate-demo

1. Saves settings whose values carry markup and quote-breaking payloads, renders the page
   with `formulate-demo html`, and opens it in Debian's Chromium through Playwright.
2. Checks that no injected script ran (no dialog, no marker set) and that the browser's
   own constraint validation agrees with the attributes Formulate wrote.
3. Types, ticks and chooses like a person, presses Save, captures the urlencoded body the
   browser sends, applies it with `formulate-demo apply-form-data`, and checks that the
   saved settings are exactly what was entered.

Prints "N passed, 0 failed" and exits 0, or lists the failures and exits 1.
"""
import json
import os
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
HOSTILE_NAME = '"><script>window.__xss=1;alert(1)</script>\' onmouseover=\'alert(2)'
HOSTILE_BIO = "</textarea><script>window.__xss=2;alert(3)</script><img src=x onerror=alert(4)>"

passed = 0
failures = []


def check(condition, message):
    global passed
    if condition:
        passed += 1
    else:
        failures.append(message)


def demo(binary, directory, *arguments):
    return subprocess.run([binary, "--file", os.path.join(directory, "settings.json"), *arguments],
                          capture_output=True, text=True, timeout=60)


def main():
    binary = os.path.abspath(sys.argv[1])
    directory = tempfile.mkdtemp(prefix="formulate-browser-")
    setup = demo(binary, directory, "set", "displayName=" + HOSTILE_NAME, "bio=" + HOSTILE_BIO, "fontSize=14")
    check(setup.returncode == 0, f"setting hostile values failed: {setup.stderr}")
    page_html = demo(binary, directory, "html").stdout
    check("<script>window.__xss" not in page_html, "a hostile value was written unescaped into the page")
    page_path = os.path.join(directory, "page.html")
    with open(page_path, "w", encoding="utf-8") as f:
        f.write(page_html)

    dialogs = []
    bodies = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page()
        page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))

        def capture(route, request):
            bodies.append(request.post_data or "")
            route.fulfill(status=200, content_type="text/plain", body="saved")

        page.route("**/settings*", capture)
        page.goto("file://" + page_path)

        # Hostile values are shown as text, inert.
        check(page.input_value("[name=displayName]") == HOSTILE_NAME, "the display name did not round-trip as text")
        check(page.input_value("[name=bio]") == HOSTILE_BIO, "the bio did not round-trip as text")
        page.hover("[name=displayName]")

        # The browser's constraint validation agrees with Formulate's attributes.
        def valid(selector):
            return page.eval_on_selector(selector, "e => e.checkValidity()")

        page.fill("[name=email]", "not-an-email")
        check(not valid("[name=email]"), "the browser accepted 'not-an-email' in an email input")
        page.fill("[name=email]", "ada@example.com")
        check(valid("[name=email]"), "the browser refused a valid email")
        page.fill("[name=fontSize]", "100")
        check(not valid("[name=fontSize]"), "the browser accepted a font size above max=72")
        page.fill("[name=fontSize]", "7")
        check(not valid("[name=fontSize]"), "the browser accepted a font size below min=8")
        page.fill("[name=fontSize]", "18.5")
        check(not valid("[name=fontSize]"), "the browser accepted a fractional font size (step=1)")
        page.fill("[name=homepageURL]", "example.com")
        check(not valid("[name=homepageURL]"), "the browser accepted a URL without a scheme")
        page.fill("[name=password]", "short")
        check(not valid("[name=password]"), "the browser accepted a password shorter than minlength=8")

        # A person fills in the form.
        page.fill("[name=displayName]", "Ada Lovelace")
        page.fill("[name=password]", "correct horse")
        page.check("[name=rememberMe]")
        page.uncheck("[name='notifications.enabled']")
        page.fill("[name=fontSize]", "18")
        page.select_option("[name=theme]", "dark")
        page.fill("[name=homepageURL]", "https://ada.example")
        page.fill("[name=dateOfBirth]", "1815-12-10")
        page.check("[name=favoriteDays][value=saturday]")
        page.check("[name=favoriteDays][value=sunday]")
        page.fill("[name=backupEmails]", "ada@backup.example")
        page.fill("[name=bio]", "Wrote the first program.\nAnalytical Engine.")
        check(page.eval_on_selector("form", "f => f.checkValidity()"), "the filled-in form is invalid in the browser")
        page.click(".actions > button[type=submit]:not([name])")  # Save, not an edit button
        page.wait_for_timeout(500)
        xss = page.evaluate("() => window.__xss === undefined ? null : window.__xss")
        check(xss is None, f"an injected script ran (window.__xss = {xss})")
        browser.close()

    check(dialogs == [], f"an injected script opened a dialog: {dialogs}")
    check(len(bodies) == 1, f"expected one submission, got {len(bodies)}")
    if bodies:
        body = bodies[0]
        applied = demo(binary, directory, "apply-form-data", body)
        check(applied.returncode == 0, f"apply-form-data refused the browser's body: {applied.stderr}")
        with open(os.path.join(directory, "settings.json"), encoding="utf-8") as f:
            saved = json.load(f)
        expected = {
            "displayName": "Ada Lovelace", "email": "ada@example.com", "password": "correct horse",
            "rememberMe": True, "fontSize": 18, "theme": "dark", "homepageURL": "https://ada.example",
            "dateOfBirth": "1815-12-10T00:00:00Z", "favoriteDays": ["saturday", "sunday"],
            "backupEmails": ["ada@backup.example"], "bio": "Wrote the first program.\nAnalytical Engine.",
        }
        for key, value in expected.items():
            got = saved.get(key)
            if isinstance(value, list):
                got = sorted(got or [])
                value = sorted(value)
            check(got == value, f"saved {key} is {got!r}, expected {value!r}")
        check(saved.get("notifications", {}).get("enabled") is False,
              "an unchecked box was not saved as false")

    for failure in failures:
        print("FAILED:", failure)
    print(f"{passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
