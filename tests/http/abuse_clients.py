#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
# Hostile clients for tests/http/t0510-abuse.sh, on loopback only (127.0.0.0/8,
# bound as source addresses): runaway queries from some addresses while a
# normal client asks a cheap one, and connections that send a header line a
# second. Prints what it measured as TAP comments and exits 1 if a check fails.
#
#   runaways PORT TIMEOUT DEADLINE ADDRS...  8 runaways spread over ADDRS, then a
#                                            normal query from 127.0.0.1; prints
#                                            "normal SECONDS" and each runaway's
#                                            status and seconds
#   slow PORT SECONDS SPEC...                SPEC is ADDR:COUNT; opens COUNT slow
#                                            connections from ADDR, sends a header
#                                            line a second for SECONDS; meanwhile a
#                                            normal client asks every second
import http.client
import select
import socket
import sys
import threading
import time
import urllib.parse

# a runaway computes for ever and writes nothing meanwhile: a query that streams
# rows would meet --max-result (507) before --timeout
RUNAWAY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }"
CHEAP = "SELECT ?p WHERE { ?p a <https://w3id.org/papergraph#Paper> } LIMIT 1"


def ask(port, query, source="127.0.0.1", timeout=30):
    """POSTs `query` from `source`; returns (status, Retry-After, body, seconds)."""
    t0 = time.monotonic()
    try:
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout,
                                       source_address=(source, 0))
        c.request("POST", "/sparql", urllib.parse.urlencode({"query": query}),
                  {"Content-Type": "application/x-www-form-urlencoded", "Accept": "text/csv"})
        r = c.getresponse()
        body = r.read()
        c.close()
        return r.status, r.getheader("Retry-After"), body, time.monotonic() - t0
    except (OSError, http.client.HTTPException) as e:
        return 0, None, repr(e).encode(), time.monotonic() - t0


def runaways(port, timeout, deadline, addrs):
    results = [None] * 8
    # a client waits past the server's --timeout and the deadline, never less than 30 s
    wait = max(30.0, deadline + 10, timeout + 10)

    def one(k):
        results[k] = ask(port, RUNAWAY, addrs[k % len(addrs)], wait)

    threads = [threading.Thread(target=one, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    time.sleep(0.5)
    status, _, body, normal = ask(port, CHEAP)
    for t in threads:
        t.join(max(deadline, timeout) + 10)
    print("# normal client: %d in %.2f s (%d runaways from %d address%s)"
          % (status, normal, len(results), len(addrs), "" if len(addrs) == 1 else "es"))
    ok = status == 200 and body.count(b"\n") == 2
    for k, r in enumerate(results):
        if r is None:
            print("# runaway %d: no answer" % k)
            ok = False
            continue
        st, retry, text, secs = r
        print("# runaway %d from %s: %d in %.2f s, Retry-After %s: %s"
              % (k, addrs[k % len(addrs)], st, secs, retry, text.decode(errors="replace").strip()[:110]))
        # every runaway is answered 503 with Retry-After by its deadline
        if st != 503 or not retry or secs > deadline + 1.5:
            ok = False
    print("normal %.3f" % normal)
    return ok


def slow(port, seconds, specs):
    socks = []
    failed_connect = 0
    t0 = time.monotonic()
    for spec in specs:
        addr, count = spec.split(":")
        for _ in range(int(count)):
            s = socket.socket()
            s.settimeout(2)
            try:
                s.bind((addr, 0))
                s.connect(("127.0.0.1", port))
                s.sendall(b"GET /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                socks.append(s)
            except OSError:
                failed_connect += 1
                s.close()
    opened = time.monotonic() - t0
    time.sleep(0.3)  # for the refusals to arrive
    closed = {}  # socket -> seconds after the start when the server had closed it
    worst_ok = worst_fail = 0.0
    ok = failed = 0
    end = t0 + seconds
    while time.monotonic() < end:
        # the server never answers a slow connection: readable means closed
        live = [s for s in socks if s not in closed]
        if live:
            readable, _, _ = select.select(live, [], [], 0)
            for s in readable:
                closed[s] = time.monotonic() - t0
        for s in socks:
            if s not in closed:
                try:
                    s.sendall(b"X-Slow: one line a second\r\n")
                except OSError:
                    closed[s] = time.monotonic() - t0
        status, _, _, secs = ask(port, CHEAP, timeout=10)
        if status == 200:
            ok += 1
            worst_ok = max(worst_ok, secs)
        else:
            failed += 1
            worst_fail = max(worst_fail, secs)
        time.sleep(max(0.0, 1.0 - secs))
    refused = failed_connect + sum(1 for t in closed.values() if t < 1.0)
    cut = sum(1 for t in closed.values() if t >= 1.0)
    still = len(socks) - len(closed)
    for s in socks:
        s.close()
    print("# %d slow connections opened in %.2f s: %d refused at once, %d closed later by the "
          "server (first at %.1f s), %d still open after %d s; a normal client got 200 %d times "
          "(slowest %.3f s), failed %d times (slowest %.3f s)"
          % (len(socks) + failed_connect, opened, refused, cut,
             min([t for t in closed.values() if t >= 1.0] or [0]), still, seconds, ok, worst_ok,
             failed, worst_fail))
    print("slow refused=%d cut=%d open=%d ok=%d worst_ok=%.3f failed=%d worst_fail=%.3f"
          % (refused, cut, still, ok, worst_ok, failed, worst_fail))
    return True


def main():
    mode, port = sys.argv[1], int(sys.argv[2])
    if mode == "runaways":
        ok = runaways(port, float(sys.argv[3]), float(sys.argv[4]), sys.argv[5:])
    else:
        ok = slow(port, float(sys.argv[3]), sys.argv[4:])
    sys.exit(0 if ok else 1)


main()
