/* SPDX-License-Identifier: Apache-2.0 */
/* The HTTP endpoint (libmicrohttpd): the SPARQL 1.1 Protocol at /sparql,
 * linked-data pages of the store's resources, a home page with a query form. */
#ifndef PG_HTTP_H
#define PG_HTTP_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "store/store.h"

/* Called once per finished request, from a server thread (several may call at
 * once): method, path (without the query string), HTTP status, milliseconds
 * from the request line to the response. Strings are borrowed for the call. */
typedef void (*pg_http_log_fn)(void *ctx, const char *method, const char *path,
			       unsigned status, double ms);

/* Called with a notice about the server itself (the store's graph was
 * replaced, or the new one cannot be opened): one line, without the program's
 * name or a newline. From a server thread, never two at once (nor at once
 * with `log`). Borrowed for the call. */
typedef void (*pg_http_note_fn)(void *ctx, const char *line);

typedef struct pg_http_options {
	const char *host;       /* address or name to bind ("127.0.0.1" when NULL) */
	unsigned port;          /* 0: any free port (see pg_http_get_port) */
	unsigned threads;       /* worker processes: requests answered at once */
	unsigned timeout;       /* seconds a query may run before 503 */
	unsigned deadline;      /* seconds a request may take in all, waiting for a worker
				   and running, before 503 (0: twice `timeout`) */
	unsigned max_requests;  /* requests waiting or running at once, all clients */
	unsigned client_requests; /* ... from one client address */
	unsigned client_workers; /* workers one client address may hold at once
				    (0: half of `threads`, rounded up) */
	unsigned reserved_workers; /* worker processes beyond `threads` for the requests
				      that have not yet run long (0: none) */
	unsigned yield_after;   /* seconds a request may run on a reserved worker before
				   it gives way to a waiting one and waits for another */
	unsigned long_nice;     /* CPU priority (nice) of a worker whose query has used
				   `yield_after` of CPU time; 0 leaves it (default 19) */
	unsigned max_connections; /* open connections, all clients */
	unsigned client_connections; /* ... from one client address */
	unsigned client_timeout; /* seconds a connection may sit idle, or take to send
				    one request, before it is closed */
	size_t max_body;        /* request bodies larger than this get 413 */
	size_t max_result;      /* answers larger than this get 507 */
	const char *upstream;   /* a loopback SPARQL endpoint that answers /sparql instead of
				   rasqal (e.g. Virtuoso's, with property paths); NULL: rasqal */
	pg_http_log_fn log;     /* may be NULL */
	pg_http_note_fn note;   /* may be NULL */
	void *log_ctx;          /* for both */
} pg_http_options;

/* Fills `o` with the defaults: 127.0.0.1, port 8080, 4 workers, 10 s per
 * query, 20 s per request, 128 requests (32 per client, holding at most 2
 * workers), 4 more workers for requests that have not yet run 1 s, 512 connections (64 per client), 10 s to send a request, 1 MiB
 * bodies, 16 MiB answers, no log, no notices. The policy these limits make
 * is described at the top of serve/pool.c. */
void pg_http_options_init(pg_http_options *o);

typedef struct pg_http pg_http;

/* Starts serving the store `s` (opened PG_STORE_READ; the server owns it from
 * here on, also when starting fails) in background threads. A graph that a
 * writer swaps in later (build, add, load, infer) is opened and served from
 * the next request on; the base IRI of the resources stays the first one.
 * Queries and pages are computed by worker processes forked from this one
 * (`threads` of them, replaced when they fail,
 * exceed `timeout` or have served their share), so this process never runs a
 * Redland query itself and a runaway query cannot hang or bloat it. Caller
 * stops with pg_http_stop(). Returns PG_ERR_USAGE if the address cannot be
 * resolved, PG_ERR_IO if the port cannot be bound. */
pg_status pg_http_start(pg_store *s, const pg_http_options *o, pg_http **out, pg_diag *d);

/* The port the server listens on. */
unsigned pg_http_get_port(const pg_http *h);

/* The store's path and the base IRI of its resources (borrowed from the server). */
const char *pg_http_get_store_path(const pg_http *h);
const char *pg_http_get_base(const pg_http *h);

/* Stops accepting, ends running queries (their clients get 503), waits for
 * the threads, kills the workers and frees the server (NULL is a no-op). */
void pg_http_stop(pg_http *h);

#endif
