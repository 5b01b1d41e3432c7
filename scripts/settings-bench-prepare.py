#!/usr/bin/env python3
"""Prepares scripts/bench-settings-server's wrk scripts: signs each user in on settings-server,
reads each server's settings page for that session (the same cookie is valid on both: one
secret), and writes, per server, a Lua table of users with their cookie and the body their
page submits (the form as a browser sends it, Formulate's `formulate[shown]` left out so that
every post is a fresh change) with the display name replaced by __VALUE__.

Usage: settings-bench-prepare.py USERS_FILE OUT_DIR NAME=URL...  (the first URL signs in)
"""

import concurrent.futures
import os
import sys
import urllib.parse

import settings_load as client

users_file, out = sys.argv[1:3]
servers = [argument.split("=", 1) for argument in sys.argv[3:]]

users = [line.split(" ", 1) for line in open(users_file).read().splitlines() if line]
client.use_server(servers[0][1])
with concurrent.futures.ThreadPoolExecutor(8) as pool:
    cookies = list(pool.map(lambda user: client.sign_in(*user), users))

for name, url in servers:
    client.use_server(url)
    entries = []
    for cookie in cookies:
        connection = client.Client()
        connection.cookie = cookie
        response, page = connection.request("GET", "/settings")
        if response.status != 200:
            sys.exit(f"error: GET {url}/settings answered {response.status}")
        pairs = [(k, "__VALUE__" if k == "displayName" else v)
                 for k, v in client.form_pairs(page.decode()) if k != "formulate[shown]"]
        body = urllib.parse.urlencode(pairs)
        entries.append(f"  {{cookie = [==[{cookie}]==], body = [==[{body}]==]}},")
    # One post as wrk sends it: 303, and the new display name on the page after it.
    connection = client.Client()
    connection.cookie = cookies[-1]  # the last entry's: its body carries its token
    response, data = connection.request(
        "POST", "/settings", body.replace("__VALUE__", "bench-check"),
        {"Content-Type": "application/x-www-form-urlencoded", "Origin": url})
    if response.status != 303:
        sys.exit(f"error: POST {url}/settings answered {response.status}: {data[:300]!r}")
    response, page = connection.request("GET", "/settings")
    if b'value="bench-check"' not in page:
        sys.exit(f"error: the post to {url}/settings did not change the display name")
    with open(os.path.join(out, f"{name}-users.lua"), "w") as lua:
        lua.write(f'origin = "{url}"\nusers = {{\n' + "\n".join(entries) + "\n}\n")
    print(f"{name}: {len(entries)} users, a post body of {len(body)} bytes, a page of {len(page)} bytes")
