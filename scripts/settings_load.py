#!/usr/bin/env python3
"""A bounded load on a running settings-server, with Python's standard library only.

Signs each user in (cookie and CSRF token), then keeps CONNECTIONS keep-alive connections
busy for SECONDS, each bound to one user and one field of that user's settings (so the
connections of a user change distinct fields), cycling through:

  GET /settings               200, the page (its form is read back as a browser submits it)
  POST /settings              the page's form with the connection's field set to a value
                              never sent before: 303
  GET /api/settings           200, formData with an ETag and the X-CSRF-Token header
  PUT /api/settings           formData with the field set to a new value, If-Match the
                              ETag, X-CSRF-Token and Origin: 200 (412 counted, allowed)

409 ("someone else is saving, try again": the server's save lost the race for the row
saveAttempts times, nothing written) is counted and allowed on both writes; it is not an
acknowledged write. Any other status, or a failed connection, is an error.

Afterwards every acknowledged write (the last acknowledged value of each user's field) must
be in the SQLite database, read with sqlite3. The server's RSS (/proc/PID/status) is sampled
after the warm-up (the first WARMUP seconds) and at the end: the end may be at most 1.5x.
Prints requests per second and p50/p99 latency; exits 1 on any error.

Usage: settings_load.py URL DATABASE SERVER_PID USERS_FILE
  USERS_FILE: one "name password" a line. Environment: LOAD_SECONDS (20), LOAD_CONNECTIONS
  (64), LOAD_WARMUP_SECONDS (a fifth of the run).
"""

import html
import http.client
import json
import os
import re
import sqlite3
import sys
import threading
import time
import urllib.parse

SECONDS = float(os.environ.get("LOAD_SECONDS", "20"))
CONNECTIONS = int(os.environ.get("LOAD_CONNECTIONS", "64"))
WARMUP = float(os.environ.get("LOAD_WARMUP_SECONDS", str(SECONDS / 5)))
# The server (use_server sets them; scripts/settings-bench-prepare.py imports this file).
URL, HOST, PORT = "", "", 0


def use_server(url):
    """Sends the requests that follow to `url`."""
    global URL, HOST, PORT
    URL = url
    HOST = urllib.parse.urlsplit(url).hostname
    PORT = urllib.parse.urlsplit(url).port

# The fields a user's connections own, in turn: (the page's input name, the path in the JSON).
FIELDS = [
    ("displayName", ("displayName",)),
    ("email", ("email",)),
    ("environment.LOAD", ("environment", "LOAD")),
    ("savedServers.0.name", ("savedServers", 0, "name")),
]

TAG = re.compile(r"<(input|select|textarea|option|/select)\b([^>]*)>", re.S)
TEMPLATE = re.compile(r"<template\b.*?</template>", re.S)
ATTRIBUTE = re.compile(r'([a-zA-Z_:\[\].-]+)(?:="([^"]*)")?')


def form_pairs(page):
    """The pairs a browser submits for the page's settings form (no button pressed)."""
    start = page.find('<form method="post" action="/settings"')
    end = page.find("</form>", start)
    # Inputs inside a <template> (the script's blank items) are not submitted.
    body = TEMPLATE.sub("", page[start:end])
    pairs, select = [], None
    for tag, attributes in TAG.findall(body):
        attrs = {k: html.unescape(v) for k, v in ATTRIBUTE.findall(attributes)}
        if tag == "select":
            select = attrs.get("name")
        elif tag == "/select":
            select = None
        elif tag == "option" and select is not None and "selected" in attrs:
            pairs.append((select, attrs.get("value", "")))
        elif tag == "input" and "name" in attrs:
            kind = attrs.get("type", "text")
            if kind in ("checkbox", "radio") and "checked" not in attrs:
                continue
            if kind in ("submit", "button", "image", "reset"):
                continue
            pairs.append((attrs["name"], attrs.get("value", "")))
    return pairs


def value_for(field, connection, sequence):
    """A value never sent before, valid for the field."""
    if field == "email":
        return f"c{connection}-{sequence}@load.example"
    return f"c{connection}-{sequence}"


class Failure(Exception):
    pass


class Client:
    def __init__(self):
        self.connection = http.client.HTTPConnection(HOST, PORT, timeout=30)
        self.cookie = None

    def request(self, method, path, body=None, headers=None):
        headers = dict(headers or {})
        if self.cookie:
            headers["Cookie"] = self.cookie
        if body is not None and not isinstance(body, bytes):
            body = body.encode()
        for attempt in range(2):
            try:
                self.connection.request(method, path, body=body, headers=headers)
                response = self.connection.getresponse()
                data = response.read()
                break
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                # A keep-alive connection the server closed: one new connection, then fail.
                self.connection.close()
                if attempt == 1:
                    raise
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                self.cookie = value.split(";", 1)[0]
        return response, data


def sign_in(name, password):
    client = Client()
    response, page = client.request("GET", "/login")
    token = re.search(rb'name="csrf_token" value="([^"]*)"', page).group(1).decode()
    body = urllib.parse.urlencode({"username": name, "password": password, "csrf_token": token})
    response, _ = client.request(
        "POST", "/login", body,
        {"Content-Type": "application/x-www-form-urlencoded", "Origin": URL})
    if response.status != 303:
        raise Failure(f"sign-in of {name}: {response.status}")
    return client.cookie


def rss_kib(SERVER_PID):
    with open(f"/proc/{SERVER_PID}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise Failure("no VmRSS")



def main():
    global deadline
    url, DATABASE, SERVER_PID, USERS_FILE = sys.argv[1:5]
    use_server(url)
    users = [line.split(" ", 1) for line in open(USERS_FILE).read().splitlines() if line]
    print(f"signing in {len(users)} users")
    cookies = {}
    for name, password in users:
        cookies[name] = sign_in(name, password)

    # The last acknowledged value of each (user, field), and what was measured.
    acknowledged = {}
    statuses = {}
    errors = []
    latencies = []
    lock = threading.Lock()
    deadline = time.monotonic() + SECONDS
    started = threading.Event()


    def set_path(data, path, value):
        for step in path[:-1]:
            data = data[step]
        data[path[-1]] = value


    def run(index):
        name, _ = users[index % len(users)]
        field, path = FIELDS[(index // len(users)) % len(FIELDS)]
        if index >= len(users) * len(FIELDS):
            raise Failure("more connections than users x fields: add users")
        client = Client()
        client.cookie = cookies[name]
        sequence = 0
        local_latencies, local_statuses = [], {}

        def timed(label, expected, method, path_, body=None, headers=None):
            begin = time.perf_counter()
            response, data = client.request(method, path_, body, headers)
            local_latencies.append(time.perf_counter() - begin)
            key = f"{label} {response.status}"
            local_statuses[key] = local_statuses.get(key, 0) + 1
            if response.status not in expected:
                raise Failure(f"{name}/{field}: {label} answered {response.status}: {data[:300]!r}")
            return response, data

        started.wait()
        try:
            while time.monotonic() < deadline:
                # The page, and its form posted back with this connection's field changed.
                _, page = timed("GET /settings", (200,), "GET", "/settings")
                pairs = form_pairs(page.decode())
                sequence += 1
                value = value_for(field, index, sequence)
                if not any(key == field for key, _ in pairs):
                    raise Failure(f"the page has no input {field}")
                pairs = [(key, value if key == field else old) for key, old in pairs]
                response, _ = timed("POST /settings", (303, 409), "POST", "/settings", urllib.parse.urlencode(pairs),
                      {"Content-Type": "application/x-www-form-urlencoded", "Origin": URL})
                if response.status == 303:
                    with lock:
                        acknowledged[(name, field)] = value
                # The JSON API: the values and their tag, then a PUT of one changed value.
                response, data = timed("GET /api/settings", (200,), "GET", "/api/settings")
                tag = response.getheader("ETag")
                token = response.getheader("X-CSRF-Token")
                form_data = json.loads(data)["formData"]
                sequence += 1
                value = value_for(field, index, sequence)
                set_path(form_data, path, value)
                response, _ = timed(
                    "PUT /api/settings", (200, 409, 412), "PUT", "/api/settings", json.dumps(form_data),
                    {"Content-Type": "application/json", "If-Match": tag, "X-CSRF-Token": token,
                     "Origin": URL})
                if response.status == 200:
                    with lock:
                        acknowledged[(name, field)] = value
        except Exception as error:  # any failure is counted, and this connection stops
            with lock:
                errors.append(f"{type(error).__name__}: {error}")
        with lock:
            latencies.extend(local_latencies)
            for key, count in local_statuses.items():
                statuses[key] = statuses.get(key, 0) + count


    def seed():
        """Each user's settings get the environment variable LOAD (the page's field for it)."""
        for name, _ in users:
            client = Client()
            client.cookie = cookies[name]
            response, data = client.request("GET", "/api/settings")
            form_data = json.loads(data)["formData"]
            form_data.setdefault("environment", {})["LOAD"] = "seed"
            if not form_data.get("savedServers"):
                form_data["savedServers"] = [{"name": "seed", "host": "seed.example", "port": 443, "useTLS": True}]
            response, data = client.request(
                "PUT", "/api/settings", json.dumps(form_data),
                {"Content-Type": "application/json", "If-Match": response.getheader("ETag"),
                 "X-CSRF-Token": response.getheader("X-CSRF-Token"), "Origin": URL})
            if response.status != 200:
                raise Failure(f"seeding {name}: {response.status} {data[:300]!r}")


    seed()
    threads = [threading.Thread(target=run, args=(index,)) for index in range(CONNECTIONS)]
    for thread in threads:
        thread.start()
    begin = time.monotonic()
    deadline = begin + SECONDS
    started.set()
    time.sleep(min(WARMUP, SECONDS))
    warm_rss = rss_kib(SERVER_PID)
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - begin
    final_rss = rss_kib(SERVER_PID)

    # Every acknowledged write is in the database.
    database = sqlite3.connect(DATABASE)
    stored = {}
    for name, text in database.execute(
            "SELECT users.name, settings.json FROM settings JOIN users ON users.id = settings.user_id"):
        stored[name] = json.loads(text)
    lost = []
    for (name, field), value in acknowledged.items():
        data = stored.get(name)
        for step in dict(FIELDS)[field]:
            data = data[step] if data is not None else None
        if data != value:
            lost.append(f"{name} {field}: acknowledged {value!r}, stored {data!r}")

    latencies.sort()
    count = len(latencies)
    p50 = latencies[count // 2] * 1000 if count else 0
    p99 = latencies[min(count - 1, int(count * 0.99))] * 1000 if count else 0
    print(f"{CONNECTIONS} connections, {len(users)} users, {elapsed:.1f} s: {count} requests, "
          f"{count / elapsed:.0f} requests/s, p50 {p50:.1f} ms, p99 {p99:.1f} ms")
    for key in sorted(statuses):
        print(f"  {key}: {statuses[key]}")
    print(f"acknowledged writes checked: {len(acknowledged)} (user, field) pairs, lost: {len(lost)}")
    print(f"server RSS: {warm_rss} KiB after {WARMUP:.0f} s of warm-up, {final_rss} KiB at the end "
          f"({final_rss / warm_rss:.2f}x)")
    failed = False
    for error in errors[:10]:
        print(f"error: {error}", file=sys.stderr)
    if errors:
        print(f"error: {len(errors)} connections failed", file=sys.stderr)
        failed = True
    for line in lost[:10]:
        print(f"error: lost write: {line}", file=sys.stderr)
    if lost:
        failed = True
    if len(acknowledged) < CONNECTIONS:
        print(f"error: only {len(acknowledged)} of {CONNECTIONS} connections had a write acknowledged", file=sys.stderr)
        failed = True
    if final_rss > 1.5 * warm_rss:
        print("error: the server's memory grew more than 1.5x after the warm-up", file=sys.stderr)
        failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
