#!/usr/bin/env python3
"""A bounded load on running settings-server instances, with Python's standard library only.

Signs each user in (cookie and CSRF token), then keeps CONNECTIONS connections busy for
SECONDS, each bound to one user and one field of that user's settings (so the connections of
a user change distinct fields). With several instances (URLs), each connection keeps a
keep-alive connection to every instance and sends each request to the next one in turn, as a
load balancer without sticky sessions would: the page comes from one, its post goes to
another. It cycles through:

  GET /settings               200, the page (its form is read back as a browser submits it)
  POST /settings              the page's form with the connection's field set to a value
                              never sent before: 303
  GET /api/settings           200, formData with an ETag and the X-CSRF-Token header
  PUT /api/settings           formData with the field set to a new value, If-Match the
                              ETag, X-CSRF-Token and Origin: 200 (412 counted, allowed)

Any other status (409 included: the server gave up saving), or a failed connection, is an
error. Every page and every formData read must show the connection's field as its last
acknowledged write left it: a post of another field that reverted it is an error.

Afterwards every acknowledged write (the last acknowledged value of each user's field) must
be in the database: a SQLite file read with sqlite3, or a postgres:// URL read with psql.
Each server's RSS (/proc/PID/status) is sampled after the warm-up (the first WARMUP seconds)
and at the end: the end may be at most 1.5x. Prints requests per second and p50/p99 latency,
and a last line `RESULT LABEL|requests/s|p50 ms|p99 ms`; exits 1 on any error.

Usage: settings_load.py URL[,URL...] DATABASE SERVER_PID[,PID...] USERS_FILE [LABEL]
  USERS_FILE: one "name password" a line. Environment: LOAD_SECONDS (20), LOAD_CONNECTIONS
  (64), LOAD_WARMUP_SECONDS (a fifth of the run).
"""

import html
import http.client
import json
import os
import re
import sqlite3
import subprocess
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


# Distinct from any earlier run's values on the same database.
RUN = f"r{os.getpid()}"


def value_for(field, connection, sequence):
    """A value never sent before, valid for the field."""
    if field == "email":
        return f"{RUN}-c{connection}-{sequence}@load.example"
    return f"{RUN}-c{connection}-{sequence}"


def stored_settings(database):
    """Each user's stored settings, by name: from a SQLite file, or a PostgreSQL URL (psql)."""
    query = "SELECT users.name, settings.json FROM settings JOIN users ON users.id = settings.user_id"
    if database.startswith(("postgres://", "postgresql://")):
        output = subprocess.run(["psql", database, "-X", "-A", "-t", "-F", "\t", "-c", query],
                                check=True, capture_output=True, text=True).stdout
        return {name: json.loads(text) for name, text in
                (line.split("\t", 1) for line in output.splitlines() if line)}
    with sqlite3.connect(database) as connection:
        return {name: json.loads(text) for name, text in connection.execute(query)}


def get_path(data, path):
    for step in path:
        data = data[step] if data is not None else None
    return data


class Failure(Exception):
    pass


class Client:
    def __init__(self, url=None):
        url = url or URL
        self.url = url
        parts = urllib.parse.urlsplit(url)
        self.connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
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


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise Failure("no VmRSS")



def main():
    global deadline
    urls, DATABASE, pids, USERS_FILE = sys.argv[1:5]
    label = sys.argv[5] if len(sys.argv) > 5 else "one instance"
    urls = urls.split(",")
    pids = pids.split(",")
    use_server(urls[0])
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
        # One keep-alive connection to each instance; each request goes to the next one.
        clients = [Client(url) for url in urls]
        for client in clients:
            client.cookie = cookies[name]
        # Which instance the next request goes to: the next one each time, and one more after
        # each round of four requests, so that every instance serves every kind of request.
        turn = [index]
        sequence = 0
        # The connection's field as its last acknowledged write left it (None: not yet known).
        expected_value = [None]
        local_latencies, local_statuses = [], {}

        def timed(label, expected, method, path_, body=None, headers=None):
            client = clients[turn[0] % len(clients)]
            turn[0] += 1
            headers = dict(headers or {})
            if "Origin" in headers:
                headers["Origin"] = client.url
            begin = time.perf_counter()
            response, data = client.request(method, path_, body, headers)
            # A response that sets the cookie sets it for every instance (one browser).
            for other in clients:
                other.cookie = client.cookie
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
                shown = [value for key, value in pairs if key == field]
                if not shown:
                    raise Failure(f"the page has no input {field}")
                if expected_value[0] is not None and shown[0] != expected_value[0]:
                    raise Failure(f"{name}/{field}: reverted: the page shows {shown[0]!r}, "
                                  f"the last acknowledged write was {expected_value[0]!r}")
                sequence += 1
                value = value_for(field, index, sequence)
                pairs = [(key, value if key == field else old) for key, old in pairs]
                response, _ = timed("POST /settings", (303,), "POST", "/settings", urllib.parse.urlencode(pairs),
                      {"Content-Type": "application/x-www-form-urlencoded", "Origin": URL})
                expected_value[0] = value
                with lock:
                    acknowledged[(name, field)] = value
                # The JSON API: the values and their tag, then a PUT of one changed value.
                response, data = timed("GET /api/settings", (200,), "GET", "/api/settings")
                tag = response.getheader("ETag")
                token = response.getheader("X-CSRF-Token")
                form_data = json.loads(data)["formData"]
                if get_path(form_data, path) != expected_value[0]:
                    raise Failure(f"{name}/{field}: reverted: formData shows {get_path(form_data, path)!r}, "
                                  f"the last acknowledged write was {expected_value[0]!r}")
                sequence += 1
                value = value_for(field, index, sequence)
                set_path(form_data, path, value)
                response, _ = timed(
                    "PUT /api/settings", (200, 412), "PUT", "/api/settings", json.dumps(form_data),
                    {"Content-Type": "application/json", "If-Match": tag, "X-CSRF-Token": token,
                     "Origin": URL})
                if response.status == 200:
                    expected_value[0] = value
                    with lock:
                        acknowledged[(name, field)] = value
                turn[0] += 1
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
    warm_rss = [rss_kib(pid) for pid in pids]
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - begin
    final_rss = [rss_kib(pid) for pid in pids]

    # Every acknowledged write is in the database.
    stored = stored_settings(DATABASE)
    lost = []
    for (name, field), value in acknowledged.items():
        data = get_path(stored.get(name), dict(FIELDS)[field])
        if data != value:
            lost.append(f"{name} {field}: acknowledged {value!r}, stored {data!r}")

    latencies.sort()
    count = len(latencies)
    p50 = latencies[count // 2] * 1000 if count else 0
    p99 = latencies[min(count - 1, int(count * 0.99))] * 1000 if count else 0
    print(f"{label}: {CONNECTIONS} connections, {len(users)} users, {elapsed:.1f} s: {count} requests, "
          f"{count / elapsed:.0f} requests/s, p50 {p50:.1f} ms, p99 {p99:.1f} ms")
    for key in sorted(statuses):
        print(f"  {key}: {statuses[key]}")
    print(f"acknowledged writes checked: {len(acknowledged)} (user, field) pairs, lost: {len(lost)}")
    for pid, warm, final in zip(pids, warm_rss, final_rss):
        print(f"server {pid} RSS: {warm} KiB after {WARMUP:.0f} s of warm-up, {final} KiB at the end "
              f"({final / warm:.2f}x)")
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
    if any(final > 1.5 * warm for warm, final in zip(warm_rss, final_rss)):
        print("error: a server's memory grew more than 1.5x after the warm-up", file=sys.stderr)
        failed = True
    print(f"RESULT {label}|{count / elapsed:.0f}|{p50:.1f}|{p99:.1f}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
