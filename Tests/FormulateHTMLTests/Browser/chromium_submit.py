#!/usr/bin/env python3
"""Opens a rendered form in headless Chromium, lets a person's edits happen, presses the
submit button and prints the urlencoded body the browser sends.

Usage: chromium_submit.py PAGE.html  (on standard input, JSON:
{"javascript": false, "edits": [...]}, or the edits alone with JavaScript off.
Edits: {"fill": "[name=bio]", "value": "..."}, {"select": "[name=theme]", "value": "dark"};
{"check": "[name=theme][value=dark]"};
{"key": "[name=bio]", "value": "Enter"} presses a key in a control;
{"message": "[name=bio]", "value": "..."} fails the run unless the control's
validationMessage is that text;
{"click": "button[value='add servers']"} clicks a button on the page (with JavaScript on,
the page's script handles it; the page must not be submitted by it);
{"press": "button[value='add servers']"} submits with that button instead of the main one)

JavaScript is off unless "javascript" is true. With it on, an error a script throws fails
the run.

Prints {"body": "..."} on success; exits 1 with a message otherwise.
"""
import json
import os
import sys

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


def main():
    page_path = os.path.abspath(sys.argv[1])
    request = json.loads(sys.stdin.read() or "[]")
    if isinstance(request, list):
        request = {"javascript": False, "edits": request}
    edits = request.get("edits", [])
    bodies = []
    script_errors = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(java_script_enabled=bool(request.get("javascript", False)))
        page.on("pageerror", lambda error: script_errors.append(str(error)))

        def capture(route, request):
            bodies.append(request.post_data or "")
            route.fulfill(status=200, content_type="text/plain", body="saved")

        page.route("**/submit*", capture)
        page.goto("file://" + page_path)
        button = ".actions > button[type=submit]:not([name])"
        for edit in edits:
            if "fill" in edit:
                page.fill(edit["fill"], edit["value"])
            elif "select" in edit:
                page.select_option(edit["select"], edit["value"])
            elif "check" in edit:
                page.check(edit["check"])
            elif "click" in edit or "key" in edit:
                if "click" in edit:
                    page.click(edit["click"])
                else:
                    page.press(edit["key"], edit["value"])
                page.wait_for_timeout(50)
                if bodies:
                    print(f"{edit} submitted the page", file=sys.stderr)
                    return 1
            elif "press" in edit:
                button = edit["press"]
            elif "message" in edit:
                said = page.eval_on_selector(edit["message"], "e => e.validationMessage")
                if said != edit["value"]:
                    print(f"{edit['message']} says {said!r}, not {edit['value']!r}", file=sys.stderr)
                    return 1
        page.click(button)
        page.wait_for_timeout(300)
        browser.close()
    if script_errors:
        print("the page's script failed: " + "; ".join(script_errors), file=sys.stderr)
        return 1
    if len(bodies) != 1:
        print(f"expected one submission, got {len(bodies)}", file=sys.stderr)
        return 1
    print(json.dumps({"body": bodies[0]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
