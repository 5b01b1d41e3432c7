#!/usr/bin/env python3
"""Drives the real formulate-demo's full-screen editor through a pseudo-terminal (pexpect).

Usage: fullscreen_demo.py [PATH-TO-formulate-demo]
(default: .build/debug/formulate-demo from the repository root)

Checks, each on a fresh settings file:
- the documented keys in a 100x30 terminal (/ Font Enter, Enter, Ctrl-U, 21, Enter,
  Ctrl-S, y, q) change Font Size to 21 and save it;
- Ctrl-C after a save and a later change says the change was discarded, not "Saved";
- a resize (SIGWINCH) redraws the whole larger window;
- Ctrl-C and SIGTERM put the terminal back: `stty -a` is the same before and after, the
  alternate screen is left and the cursor shown;
- NO_COLOR: no colour codes (emphasis stays); without it, colours;
- TERM=dumb falls back to the question-and-answer editor, with no escape codes;
- a pipe: nothing hangs and no escape code is written into it.
Exits 0 when every check passes; prints what went wrong otherwise.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import pexpect
except ImportError:
    print("error: the Python module pexpect is not installed (pip install pexpect)")
    sys.exit(2)

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BINARY = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "formulate-demo")
BASE_ENV = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM", "COLUMNS", "LINES")}
ENV = dict(BASE_ENV, TERM="xterm-256color", TZ="UTC")
LEAVE = "\x1b[?1049l"
ENTER = "\x1b[?1049h"
COLOUR = re.compile(r"\x1b\[[0-9;]*;3[0-7]m")
FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)


def spawn(directory, args, env=ENV, rows=30, columns=100):
    child = pexpect.spawn(BINARY, ["--file", os.path.join(directory, "settings.json")] + args, cwd=directory,
                          env=env, encoding="utf-8", timeout=20, dimensions=(rows, columns))
    child.logfile_read = LOG
    return child


def demo_keys(directory):
    child = spawn(directory, [])
    child.expect_exact("Editing ")
    for title in ("Display Name", "Email", "Remember Me", "Font Size", "Theme"):
        child.expect_exact(title)
    child.send("/")
    child.send("Font")
    child.send("\r")
    child.send("\r")
    child.sendcontrol("u")
    child.send("21")
    child.send("\r")
    child.sendcontrol("s")
    child.expect_exact("Font Size: 14 -> 21")
    child.send("y")
    child.expect_exact("Saved.")
    # A collection of subforms: open it, add a server (its screen opens), fill it, go back.
    child.send("/")
    child.send("Saved")
    child.send("\r")
    child.send("\r")
    child.expect_exact("K/J move up/down")
    child.send("a")
    child.expect_exact("Added Saved Server 1")
    child.send("\r")
    child.send("Home")
    child.send("\r")
    child.send("j")
    child.send("\r")
    child.send("example.org")
    child.send("\r")
    child.send("\x1b[D")
    child.expect_exact("› Home, example.org, 443")
    child.send("\x1b[D")
    child.sendcontrol("s")
    # The review names the item added, not the list's size (issue 37, item 2).
    child.expect_exact("Saved Servers › Home: added")
    child.send("y")
    child.expect_exact("Saved.")
    child.send("q")
    child.expect_exact("Saved ")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, f"q exits 0, not {child.exitstatus}")
    with open(os.path.join(directory, "settings.json")) as file:
        saved = json.load(file)
    check(saved.get("fontSize") == 21, f"Font Size is saved as 21, not {saved.get('fontSize')!r}")
    server = {"name": "Home", "host": "example.org", "port": 443, "useTLS": True}
    check(saved.get("savedServers") == [server], f"savedServers: {saved.get('savedServers')!r}")


def interrupted_after_save(directory):
    """Ctrl-C after a save and a later change: says the change was dropped, never "Saved"
    (issue 37, item 8)."""
    child = spawn(directory, ["edit"])
    child.expect_exact("Font Size")
    for keys in ("/", "Font", "\r", "\r"):
        child.send(keys)
    child.sendcontrol("u")
    child.send("21\r")
    child.sendcontrol("s")
    child.expect_exact("Font Size: 14 -> 21")
    child.send("y")
    child.expect_exact("Saved.")
    child.send("\r")
    child.sendcontrol("u")
    child.send("22\r")
    child.expect_exact("22")
    LOG.take()
    child.sendcontrol("c")
    child.expect(pexpect.EOF)
    child.close()
    shown = LOG.take()
    check("Unsaved changes were discarded; " in shown, f"Ctrl-C says the unsaved change was dropped: {shown[-300:]!r}")
    check("Saved /" not in shown, "Ctrl-C with an unsaved change does not say Saved PATH")
    check(child.exitstatus == 130 or child.signalstatus is not None, f"Ctrl-C exits 130, not {child.exitstatus}")
    with open(os.path.join(directory, "settings.json")) as file:
        saved = json.load(file)
    check(saved.get("fontSize") == 21, f"the saved 21 stays, not {saved.get('fontSize')!r}")


def resize(directory):
    child = spawn(directory, ["edit"], rows=24, columns=80)
    child.expect_exact("Font Size")
    child.expect_exact("\x1b[24;1H")
    child.setwinsize(40, 120)
    # The redraw reaches row 40, which did not exist before.
    child.expect_exact("\x1b[40;1H")
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, f"after a resize q exits 0, not {child.exitstatus}")


def restored_after(directory, how):
    """Runs the demo from a shell in one pseudo-terminal, stops it with `how`, and compares
    `stty -a` before and after."""
    shell = pexpect.spawn("/bin/sh", [], cwd=directory, env=dict(ENV, PS1="$ "), encoding="utf-8", timeout=20,
                          dimensions=(30, 100))
    shell.logfile_read = LOG
    shell.expect_exact("$ ")
    shell.sendline("stty -a > before.txt; echo ready")
    shell.expect_exact("ready")
    shell.sendline(f"{BINARY} --file settings.json edit; echo \"exit=$?\"; stty -a > after.txt; echo done")
    shell.expect_exact("Font Size")
    if how == "ctrl-c":
        shell.sendcontrol("c")
    else:
        # From outside, as `kill` from another shell would.
        pids = subprocess.run(["pgrep", "-f", f"{BINARY} --file settings.json edit"], capture_output=True, text=True)
        for pid in pids.stdout.split():
            os.kill(int(pid), 15)
    shell.expect(r"exit=(\d+)")
    status = int(shell.match.group(1))
    shell.expect_exact("done")
    shell.sendline("exit")
    shell.expect(pexpect.EOF)
    expected = 130 if how == "ctrl-c" else 143
    check(status == expected, f"{how} exits {expected}, not {status}")
    with open(os.path.join(directory, "before.txt")) as before, open(os.path.join(directory, "after.txt")) as after:
        before_text, after_text = before.read(), after.read()
    check(before_text == after_text, f"stty -a differs after {how}:\n{before_text}\n---\n{after_text}")
    check(LEAVE in LOG.take(), f"{how} leaves the alternate screen")


def colours(directory, no_color):
    env = dict(ENV, NO_COLOR="1") if no_color else ENV
    LOG.take()
    child = spawn(directory, ["edit"], env=env)
    child.expect_exact("q quit")
    child.expect_exact("does not exist yet")   # a status line in yellow when colours are on
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    shown = LOG.take()
    if no_color:
        check(not COLOUR.search(shown), "NO_COLOR: no colour codes are written")
        check("\x1b[0;7m" in shown or "\x1b[0;1;7m" in shown, "NO_COLOR keeps reverse video for the selection")
    else:
        check(COLOUR.search(shown) is not None, "without NO_COLOR the status line is coloured")


def dumb(directory):
    LOG.take()
    child = spawn(directory, ["edit"], env=dict(ENV, TERM="dumb"))
    child.expect_exact("one question at a time")
    child.expect_exact("Display Name")
    child.sendcontrol("d")
    child.expect_exact("Cancelled: nothing was saved.")
    child.expect(pexpect.EOF)
    child.close()
    shown = LOG.take()
    check(ENTER not in shown and "\x1b[" not in shown, "TERM=dumb: no escape codes at all")


def pipe(directory):
    for args in (["edit"], []):
        try:
            result = subprocess.run([BINARY, "--file", os.path.join(directory, "settings.json")] + args, input=b"",
                                    capture_output=True, env=ENV, timeout=20, cwd=directory)
        except subprocess.TimeoutExpired:
            check(False, f"a pipe: formulate-demo {' '.join(args)} hangs")
            continue
        check(b"\x1b" not in result.stdout and b"\x1b" not in result.stderr,
              f"a pipe: formulate-demo {' '.join(args)} writes no escape code")
    check(result.stdout.startswith(b"Usage:"), "with no command, a pipe gets the usage")


class Log:
    """What the terminal received, echoed to standard output and kept for checks."""

    def __init__(self):
        self.text = ""

    def write(self, data):
        self.text += data
        sys.stdout.write(data.replace("\x1b", "^["))

    def flush(self):
        sys.stdout.flush()

    def take(self):
        text, self.text = self.text, ""
        return text


LOG = Log()


def main():
    if not os.access(BINARY, os.X_OK):
        print(f"error: {BINARY} is not built (run swift build)")
        return 2
    checks = [("the demo keys", demo_keys), ("Ctrl-C after a save", interrupted_after_save), ("resize", resize),
              ("Ctrl-C", lambda d: restored_after(d, "ctrl-c")), ("SIGTERM", lambda d: restored_after(d, "sigterm")),
              ("NO_COLOR", lambda d: colours(d, True)), ("colours", lambda d: colours(d, False)),
              ("TERM=dumb", dumb), ("a pipe", pipe)]
    for name, run in checks:
        directory = tempfile.mkdtemp(prefix="formulate-fullscreen-")
        try:
            run(directory)
        except (pexpect.TIMEOUT, pexpect.EOF) as error:
            FAILURES.append(f"{name}: the demo did not show what was expected ({type(error).__name__})")
        finally:
            shutil.rmtree(directory, ignore_errors=True)
    if FAILURES:
        print("\nFAILED:\n" + "\n".join(FAILURES))
        return 1
    print("\nfull-screen demo: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
