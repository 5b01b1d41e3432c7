#!/usr/bin/env python3
"""Drives the real formulate-demo binary through a pseudo-terminal, as a person would.

Usage: interactive_demo.py [PATH-TO-formulate-demo]
(default: .build/debug/formulate-demo from the repository root)

Run 1 (no arguments, so the demo sees a terminal and starts the editor): edits text,
types a secret, answers a number wrongly then rightly, picks an option by number,
toggles a multiple choice, adds to a list, keeps values with Enter, and saves.
Run 2: changes a field, then presses Ctrl-D: nothing may be saved.
Exits 0 when every check passes; prints what went wrong otherwise.
"""
import json
import os
import shutil
import sys
import tempfile

try:
    import pexpect
except ImportError:
    print("error: the Python module pexpect is not installed (pip install pexpect)")
    sys.exit(2)

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BINARY = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "formulate-demo")
# Times are typed on New York clocks: the demo reads them in the zone of the machine.
ENV = dict(os.environ, NO_COLOR="1", TERM="dumb", TZ="America/New_York")


def spawn(directory):
    child = pexpect.spawn(BINARY, [], cwd=directory, env=ENV, encoding="utf-8", timeout=30,
                          dimensions=(50, 200))
    child.logfile_read = TRANSCRIPT
    return child


def answer(child, prompt, text):
    child.expect_exact(prompt)
    child.sendline(text)


def first_run(directory):
    child = spawn(directory)
    child.expect_exact("settings.json does not exist yet")
    answer(child, "Display Name (e.g. How others see you): ", "Ada Lovelace")
    answer(child, "Email (e.g. you@example.com): ", "ada@example.com")
    child.expect_exact("At least 8 characters.")           # the field's help
    answer(child, "Password: ", "short")                   # typed without echo
    child.expect_exact("Password must be at least 8 characters.")
    answer(child, "Password: ", "analytical")             # the refused answer is not offered again
    answer(child, "Remember Me? [y/N] ", "y")
    answer(child, "Font Size [14] (8 to 72): ", "huge")
    child.expect_exact('Font Size: "huge" is not a whole number from 8 to 72')
    answer(child, "Font Size [14] (8 to 72): ", "18")
    child.expect_exact("(*) 3. System")
    answer(child, "Theme [System] (1-3 or a name): ", "2")
    answer(child, "Homepage (e.g. https://example.com): ", "")
    answer(child, "Date of Birth (yyyy-MM-dd): ", "1815-12-10")
    answer(child, "Enabled? [Y/n] ", "")
    answer(child, "Sound? [Y/n] ", "n")
    answer(child, "Digest Frequency [Daily] (1-3 or a name): ", "weekly")
    answer(child, "Quiet Hours Start Time (HH:mm, America/New_York): ", "22:30")
    answer(child, "Backup Emails> ", "add ada@work.example")
    child.expect_exact("1. ada@work.example")
    answer(child, "Backup Emails> ", "")
    answer(child, "Favorite Days [none] (numbers or names to toggle, Enter when done): ", "6 7")
    answer(child, "Favorite Days [Saturday, Sunday] (numbers or names to toggle, Enter when done): ", "")
    answer(child, "Bio (e.g. A few words about you; end a line with \\ to go on to the next): ", "")
    # A collection of subforms: add drills into the new item; its port is checked like any field.
    answer(child, "Saved Servers> ", "add")
    answer(child, "Name: ", "Home")
    answer(child, "Host: ", "example.org")
    answer(child, "Port [443]: ", "99999")
    child.expect_exact("Saved Servers › Home: Port must be less than or equal to 65535.")
    answer(child, "Port [443]: ", "8443")
    answer(child, "Use TLS? [Y/n] ", "")
    child.expect_exact("1. Home (savedServers.0)")
    answer(child, "Saved Servers> ", "")
    # A dictionary: add KEY asks the value.
    answer(child, "Environment> ", "add LOG_LEVEL")
    answer(child, "LOG_LEVEL: ", "debug")
    child.expect_exact("LOG_LEVEL = debug")
    answer(child, "Environment> ", "")
    child.expect_exact("(read-only)")
    child.expect_exact("Changes:")
    child.expect_exact("Password: changed")
    child.expect_exact("Font Size: 14 -> 18")
    child.expect_exact("Theme: System -> Dark")
    child.expect_exact("Saved Servers › Home: added")
    answer(child, "Save to settings.json? [Y/n] ", "y")
    child.expect_exact("Saved settings.json.")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, f"the first run exits 0, not {child.exitstatus}")
    check("analytical" not in TRANSCRIPT.text and "short" not in TRANSCRIPT.text, "passwords are not echoed")

    with open(os.path.join(directory, "settings.json")) as file:
        saved = json.load(file)
    expected = {
        "displayName": "Ada Lovelace", "email": "ada@example.com", "password": "analytical",
        "rememberMe": True, "fontSize": 18, "theme": "dark", "dateOfBirth": "1815-12-10T00:00:00Z",
        "backupEmails": ["ada@work.example"], "bio": "",
        "savedServers": [{"name": "Home", "host": "example.org", "port": 8443, "useTLS": True}],
        "environment": {"LOG_LEVEL": "debug"},
    }
    for key, value in expected.items():
        check(saved.get(key) == value, f"{key} is saved as {value!r}, not {saved.get(key)!r}")
    check(sorted(saved.get("favoriteDays", [])) == ["saturday", "sunday"], f"favoriteDays: {saved.get('favoriteDays')}")
    check(saved["notifications"] == {"enabled": True, "sound": False, "digestFrequency": "weekly",
                                     "quietHoursStartTime": saved["notifications"].get("quietHoursStartTime")},
          f"notifications: {saved['notifications']}")
    # 22:30 on New York clocks (-05:00 on 1970-01-01, where times of day are kept), in UTC.
    check(saved["notifications"].get("quietHoursStartTime") == "1970-01-02T03:30:00Z",
          f"quiet hours: {saved['notifications'].get('quietHoursStartTime')}")
    check("homepageURL" not in saved, "Enter kept the empty homepage")


def cancelled_run(directory):
    path = os.path.join(directory, "settings.json")
    with open(path, "rb") as file:
        before = file.read()
    child = spawn(directory)
    answer(child, "Display Name [Ada Lovelace]: ", "Someone Else")
    child.expect_exact("Email [ada@example.com]: ")
    child.sendcontrol("d")
    child.expect_exact("Cancelled: nothing was saved.")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 1, f"a cancelled run exits 1, not {child.exitstatus}")
    with open(path, "rb") as file:
        check(file.read() == before, "the settings file is byte-identical after cancelling")


class Transcript:
    """What the terminal showed: echoed to standard output and kept for checks."""

    def __init__(self):
        self.text = ""

    def write(self, data):
        self.text += data
        sys.stdout.write(data)

    def flush(self):
        sys.stdout.flush()


TRANSCRIPT = Transcript()
FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)


def main():
    if not os.access(BINARY, os.X_OK):
        print(f"error: {BINARY} is not built (run swift build)")
        return 2
    directory = tempfile.mkdtemp(prefix="formulate-interactive-")
    try:
        first_run(directory)
        cancelled_run(directory)
    except (pexpect.TIMEOUT, pexpect.EOF) as error:
        print(f"\nerror: the demo did not show what was expected: {type(error).__name__}")
        return 1
    finally:
        shutil.rmtree(directory, ignore_errors=True)
    if FAILURES:
        print("\nFAILED:\n" + "\n".join(FAILURES))
        return 1
    print("\ninteractive demo: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
