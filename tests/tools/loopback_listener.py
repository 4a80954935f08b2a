#!/usr/bin/env python3
"""A loopback HTTP listener that records every request made to it.

usage: loopback_listener.py DIR [SECONDS]

Listens on a free port of 127.0.0.1, writes the port number to DIR/port (all
at once: it appears complete or not at all), appends "METHOD PATH" of each
request to DIR/requests.log and answers it with an empty 200. It stops when
DIR/stop appears, when DIR is removed, or after SECONDS (default 60). The tests
that prove SERVICE never reaches the network (tests/cli/t0210-query-service.sh,
tests/http/t0500-serve.sh) start it through listener_start in tests/lib.sh and
expect DIR/requests.log to stay empty.
"""
import http.server
import os
import socketserver
import sys
import time

DIR = sys.argv[1]
SECONDS = float(sys.argv[2]) if len(sys.argv) > 2 else 60.0


class Recorder(http.server.BaseHTTPRequestHandler):
    def record(self):
        with open(os.path.join(DIR, "requests.log"), "a") as log:
            log.write("%s %s\n" % (self.command, self.path))
        self.send_response(200)
        self.end_headers()

    do_GET = do_POST = do_HEAD = do_PUT = do_DELETE = do_OPTIONS = record

    def log_message(self, *args):
        pass


server = socketserver.TCPServer(("127.0.0.1", 0), Recorder)
tmp = os.path.join(DIR, "port.tmp")
with open(tmp, "w") as f:
    f.write(str(server.server_address[1]))
os.rename(tmp, os.path.join(DIR, "port"))
server.timeout = 0.2
end = time.time() + SECONDS
while time.time() < end and os.path.isdir(DIR) and not os.path.exists(os.path.join(DIR, "stop")):
    server.handle_request()
server.server_close()
