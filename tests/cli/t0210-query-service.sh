#!/bin/sh
# SPARQL safety: SERVICE never reaches the network, FROM never reads a file.
. "$PG_SRCDIR/tests/lib.sh"
command -v python3 >/dev/null || skip_all "python3 is needed for the loopback listener"
pg build -q -s S "$PG_SRCDIR/data/iclr2024.txt"

listener_start listener
PORT=$LISTENER_PORT

t "a SERVICE query against a loopback listener exits 1 with a clear message" "
	expect_code 1 pg query -s S 'SELECT * WHERE { SERVICE <http://127.0.0.1:$PORT/sparql> { ?s ?p ?o } }' 2>err &&
	contains err SERVICE && contains err refused
"
t "SERVICE nested in OPTIONAL and SILENT is refused too" "
	expect_code 1 pg query -s S 'SELECT * WHERE { ?p a pg:Paper OPTIONAL { SERVICE SILENT <http://127.0.0.1:$PORT/x> { ?p ?q ?r } } }' 2>err &&
	contains err SERVICE
"
t "the listener saw no request" '
	sleep 0.3; test ! -s listener/requests.log
'
t "FROM <file:///etc/passwd> returns nothing of that file" '
	pg query -s S -r csv "SELECT ?o FROM <file:///etc/passwd> WHERE { ?s ?p ?o }" >out 2>&1 ;
	! grep -q "root:" out
'
listener_stop listener
done_testing
