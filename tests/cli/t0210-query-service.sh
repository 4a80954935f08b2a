#!/bin/sh
# SPARQL safety: SERVICE never reaches the network, FROM never reads a file.
. "$PG_SRCDIR/tests/lib.sh"
command -v python3 >/dev/null || skip_all "python3 is needed for the loopback listener"
pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"

python3 - <<'PY' &
import http.server, socketserver, os
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        open("requests.log", "a").write(self.path + "\n")
        self.send_response(200); self.end_headers()
    def log_message(self, *a): pass
s = socketserver.TCPServer(("127.0.0.1", 0), H)
open("port.tmp", "w").write(str(s.server_address[1])); os.rename("port.tmp", "port")
s.timeout = 0.2
import time
end = time.time() + 60
while time.time() < end and not os.path.exists("stop"):
    s.handle_request()
PY
i=0; while [ ! -f port ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
PORT=$(cat port)

t "a SERVICE query against a loopback listener exits 1 with a clear message" "
	expect_code 1 pg query -s S 'SELECT * WHERE { SERVICE <http://127.0.0.1:$PORT/sparql> { ?s ?p ?o } }' 2>err &&
	contains err SERVICE && contains err refused
"
t "SERVICE nested in OPTIONAL and SILENT is refused too" "
	expect_code 1 pg query -s S 'SELECT * WHERE { ?p a pg:Paper OPTIONAL { SERVICE SILENT <http://127.0.0.1:$PORT/x> { ?p ?q ?r } } }' 2>err &&
	contains err SERVICE
"
t "the listener saw no request" '
	sleep 0.3; test ! -s requests.log
'
t "FROM <file:///etc/passwd> returns nothing of that file" '
	pg query -s S -r csv "SELECT ?o FROM <file:///etc/passwd> WHERE { ?s ?p ?o }" >out 2>&1 ;
	! grep -q "root:" out
'
touch stop
wait
done_testing
