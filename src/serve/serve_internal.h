/* SPDX-License-Identifier: Apache-2.0 */
/* What the files of serve/ share, private to the folder: the server's state,
 * the jobs a worker process computes and the answers it sends back, and what
 * each file offers the others (daemon.c routes, pool.c runs workers, jobs.c
 * is what they run, negotiate.c picks formats, pages.c and home.c write
 * HTML, proxy.c asks the upstream endpoint). */
#ifndef PG_SERVE_INTERNAL_H
#define PG_SERVE_INTERNAL_H

#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "base/buf.h"
#include "export/describe.h"
#include "serve/http.h"
#include "sparql/sparql.h"

struct pg_worker; /* a slot of the pool (pool.c) */

struct pg_http {
	struct MHD_Daemon *daemon;
	pg_store *store;           /* owned; replaced by the pool when a writer swaps a graph in */
	pg_describe_predicates *preds; /* of `store`, owned */
	unsigned generation;       /* how many times `store` was replaced */
	bool follow_failed;        /* the last new graph could not be opened (noted) */
	pg_http_options o;
	char *store_path;          /* owned */
	char *base;                /* owned: the base IRI when the server started */
	char *base_path;           /* owned: the path part of the base IRI, e.g. "/papergraph/id/" */
	volatile sig_atomic_t stopping;
	struct pg_worker *workers; /* one per server thread (owned by pool.c) */
	unsigned n_workers;
	pthread_mutex_t pool_lock; /* guards the worker table */
	pthread_cond_t pool_cond;
	pthread_mutex_t fork_lock; /* held around fork() and the log callbacks: a child
				      must not inherit a stdio lock taken by another thread */
};

/* ---- daemon.c */

/* Milliseconds on the monotonic clock. */
double pg_serve_now_ms(void);

/* Hands one notice line (printf-style, no newline) to the `note` callback of
 * the options, if any, under fork_lock. */
void pg_serve_note(pg_http *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- jobs (jobs.c computes them, pool.c carries them) */

/* A request for a worker: a kind and up to four strings (may be NULL;
 * borrowed). JOB_QUERY: query, Accept, ?format=. JOB_PAGE: the IRI, a second
 * candidate IRI (may be NULL), Accept, ?format=. */
enum { JOB_QUERY, JOB_PAGE };
typedef struct job {
	uint32_t kind;
	const char *arg[4];
} job;

/* An HTTP answer: status, Content-Type and body. */
typedef struct answer {
	unsigned status;
	char type[200];
	char *body;   /* owned, heap; NULL when there is none */
	size_t len;
} answer;

/* What a worker computes for `j`: returns an HTTP status and writes the body
 * of type `*type` (a static string) to `out`, or for a status >= 400 a
 * message to `msg`. Runs in a worker process (it may call Redland). */
unsigned pg_serve_dispatch(pg_http *h, const job *j, FILE *out, const char **type, pg_buf *msg);

/* The HTTP status for a query refused with `why` (pg_sparql_check), and the
 * status `st` it failed with: 403 for a refusal, 400 for bad input, 500 else. */
unsigned pg_serve_sparql_status(pg_sparql_reason why, pg_status st);

/* ---- pool.c */

/* Creates the table of h->n_workers empty slots (no process yet). Returns
 * false on out-of-memory. */
bool pg_serve_pool_init(pg_http *h);

/* Kills every worker and frees the table (also when pg_serve_pool_init failed). */
void pg_serve_pool_stop(pg_http *h);

/* Has a worker answer `j` within the time and size limits; fills `a` (caller
 * frees a->body with free()). */
void pg_serve_run_job(pg_http *h, const job *j, answer *a);

/* Makes `a` a plain-text answer: `status` and the printf-style line plus a
 * newline (a->body NULL on out-of-memory). Frees a body `a` had. */
void pg_serve_answer_text(answer *a, unsigned status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void pg_serve_answer_vtext(answer *a, unsigned status, const char *fmt, va_list ap)
	__attribute__((format(printf, 3, 0)));

/* ---- negotiate.c */

typedef struct choice {
	const char *mime;    /* what a client may ask for */
	const char *format;  /* papergraph's name of the format */
} choice;

/* Formats of SELECT/ASK results, of graphs (CONSTRUCT), of resource pages;
 * each list ends with {NULL, NULL}, its first entry the default. */
extern const choice pg_serve_binding_choices[];
extern const choice pg_serve_graph_choices[];
extern const choice pg_serve_page_choices[];

/* The Content-Type of `format` (a static string). */
const char *pg_serve_type_of(const char *format);

/* Picks the format for the Accept header `accept` (may be NULL) among
 * `list`: the highest q-value, the first usable entry when Accept is missing
 * or matches nothing. Entries for which `usable` (may be NULL) is false are
 * skipped. */
const char *pg_serve_negotiate(const char *accept, const choice *list,
			       bool (*usable)(const char *));

/* True if CONSTRUCT results can be written in `format`. */
bool pg_serve_construct_usable(const char *format);

/* True if a resource page can be written in `format` (html or an RDF syntax). */
bool pg_serve_page_usable(const char *format);

/* ---- pages.c */

/* Writes `s` (may be NULL: nothing) escaped for HTML text and attributes. */
void pg_serve_html_esc(FILE *f, const char *s);

/* Writes the start of an HTML page titled `title`, with the style sheet and
 * the header links, up to <main>. */
void pg_serve_page_head(FILE *f, const char *title);

/* Writes the href for `iri`, escaped for HTML: a path on this server if it
 * lies under `base`, the IRI itself if it is http(s), else "#". */
void pg_serve_href(FILE *f, const char *base, const char *iri);

/* The same href appended to `b`. Returns false on out-of-memory. */
bool pg_serve_href_buf(pg_buf *b, const char *base, const char *iri);

/* Writes the HTML page of the resource `iri` described by `d`, with the
 * lineage drawing (export/lineage_render.h) of `iri` read from h->store.
 * Returns what reading the lineage failed with (PG_ERR_NOMEM, PG_ERR_INPUT),
 * `diag` saying why, before anything is written. */
pg_status pg_serve_write_html(FILE *f, const pg_http *h, const pg_description *d, const char *iri,
			      pg_diag *diag);

/* ---- home.c (pages made by the server itself, without Redland) */

/* Writes the home page with the query form and the examples. */
void pg_serve_home_page(FILE *f, const pg_http *h);

/* Writes the Turtle service description of /sparql. */
void pg_serve_service_description(FILE *f, const pg_http *h);

/* ---- proxy.c */

/* Answers `query` from the upstream endpoint h->o.upstream (loopback only),
 * refusing updates and SERVICE first, since the upstream engine would run
 * them. `accept` may be NULL. Fills `a` (caller frees a->body). */
void pg_serve_proxy(pg_http *h, const char *query, const char *accept, answer *a);

#endif
