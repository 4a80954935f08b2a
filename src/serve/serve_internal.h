/* SPDX-License-Identifier: Apache-2.0 */
/* What the files of serve/ share, private to the folder: the server's state,
 * the jobs a worker process computes and the answers it sends back, and what
 * each file offers the others (daemon.c routes, pool.c runs workers, jobs.c
 * is what they run, queue.c admits and orders the requests that need one,
 * guard.c watches the connections, negotiate.c picks formats, dataset.c reads
 * the protocol's dataset, pages.c and home.c write HTML, proxy.c asks the
 * upstream endpoint). */
#ifndef PG_SERVE_INTERNAL_H
#define PG_SERVE_INTERNAL_H

#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/socket.h>

#include "base/buf.h"
#include "export/describe.h"
#include "serve/http.h"
#include "sparql/engine.h"
#include "sparql/sparql.h"

struct pg_worker; /* a slot of the pool (pool.c) */
struct pg_client; /* what one client address has admitted (queue.c) */
struct pg_conn;   /* an open connection (guard.c) */
struct task;

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
	struct pg_worker *workers; /* one per worker process (owned by pool.c) */
	unsigned n_workers;
	unsigned n_runners;        /* runner threads started (pool.c) */
	pthread_mutex_t pool_lock; /* guards the worker table */
	/* queue.c: the requests admitted, waiting or running */
	pthread_mutex_t queue_lock; /* guards what follows, up to the guard's */
	pthread_cond_t queue_cond;  /* a request was queued, a worker or a client's share freed */
	struct task *queue_head, *queue_tail; /* waiting, in order of arrival */
	struct pg_client *clients;  /* o.max_requests slots */
	unsigned admitted, running;
	unsigned idle_general;      /* general runners (not reserved ones) waiting for a task */
	unsigned pick_pass;         /* queue.c's pick() */
	bool queue_stopping;        /* refuse new requests, drain the waiting ones */
	/* guard.c: the open connections */
	pthread_mutex_t conn_lock;
	struct pg_conn *conns;      /* a list */
	struct pg_accepting {       /* passed by the accept policy, not yet in `conns`: */
		pthread_t thread;   /* one at most per libmicrohttpd thread, which calls */
		bool used;          /* the policy and then the notice for one connection */
		char client[64];
	} accepting[8];
	unsigned n_cut;             /* closed for sending too slowly */
	pthread_t guard_thread;
	bool guard_running;
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
 * borrowed). JOB_QUERY: query, Accept, ?format=, the protocol's dataset
 * (pg_serve_dataset_collect's string; NULL: the query's own). JOB_PAGE: the
 * IRI, a second candidate IRI (may be NULL), Accept, ?format=. JOB_INDEX:
 * the kind's path segment ("method"), ?page=, ?sort=. JOB_PROXY (answered
 * by the upstream endpoint, not a worker): query, Accept. */
enum { JOB_QUERY, JOB_PAGE, JOB_INDEX, JOB_PROXY };
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

/* A request that needs a worker (or the upstream endpoint), from the time it
 * is submitted until done() is called. The submitter fills the first four
 * fields and owns the task; queue.c and pool.c use it until done(). */
typedef struct task {
	job j;                  /* strings borrowed from the submitter */
	char client[64];        /* the client's address: the key of its limits */
	void (*done)(struct task *t); /* called once when `a` is filled, from a runner or the
					 guard thread; the last use of the task by the pool */
	void *ctx;              /* for done() */
	double arrival, deadline; /* milliseconds (pg_serve_now_ms) */
	answer a;               /* the answer (the submitter frees a.body) */
	bool ran_long;          /* it ran past o.yield_after on a reserved worker and gave
				   way (queue.c, pool.c) */
	double ran_ms;          /* how long it ran there */
	struct task *next;      /* queue.c's */
	struct pg_client *cl;   /* queue.c's */
} task;

/* ---- queue.c (the admission and order that pool.c's top comment describes) */

/* Allocates the client table. Returns false on out-of-memory. */
bool pg_serve_queue_init(pg_http *h);

/* Frees the table (the queue is empty by then). */
void pg_serve_queue_free(pg_http *h);

/* Admits `t` and queues it for a runner, or refuses it: then t->a is the
 * answer (503 with the limit that was reached) and done() is not called.
 * Sets t->arrival and t->deadline. Returns true if admitted. */
bool pg_serve_submit(pg_http *h, task *t);

/* Waits for the next task a runner may start (see the policy; a `reserved`
 * runner starts only the tasks that have not run long, and none while a
 * general runner is idle) and counts it as running. Returns NULL once the
 * queue is stopped and empty. */
task *pg_serve_queue_take(pg_http *h, bool reserved);

/* For a reserved runner whose task `t` has run `ran_ms`: if a waiting task
 * may start there, takes it (counted as running, returned) and puts `t` back
 * in the queue ahead of its client's other tasks, marked as having run long,
 * to wait for a general runner with its deadline kept (done() is not
 * called; the caller must not touch `t` any more). Returns NULL, and leaves
 * `t` running, if none waits. One step under the lock, so that two reserved
 * runners never give way for the same waiting task. */
task *pg_serve_queue_swap(pg_http *h, task *t, double ran_ms);

/* Counts `t` as finished and calls its done(). */
void pg_serve_queue_finish(pg_http *h, task *t);

/* Answers 503 to the waiting tasks whose deadline has passed. */
void pg_serve_queue_expire(pg_http *h);

/* Makes t->a the 503 of a task that waited until its deadline (`now`). */
void pg_serve_answer_expired(pg_http *h, task *t, double now);

/* Refuses new tasks from now on and wakes the runners to drain the queue. */
void pg_serve_queue_stop(pg_http *h);

/* ---- pool.c */

/* Creates the table of h->n_workers empty slots (no process yet) and starts
 * one runner thread per slot. Returns false on out-of-memory or if a thread
 * cannot start. */
bool pg_serve_pool_start(pg_http *h);

/* Waits for the runners (call pg_serve_queue_stop first), kills every worker
 * and frees the table (also when pg_serve_pool_start failed). */
void pg_serve_pool_stop(pg_http *h);

/* Makes `a` a plain-text answer: `status` and the printf-style line plus a
 * newline (a->body NULL on out-of-memory). Frees a body `a` had. */
void pg_serve_answer_text(answer *a, unsigned status, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void pg_serve_answer_vtext(answer *a, unsigned status, const char *fmt, va_list ap)
	__attribute__((format(printf, 3, 0)));

/* ---- guard.c (the connection limits the daemon's callbacks apply) */

/* The key of a client address for the limits: the IPv4 address, or the /64
 * of an IPv6 address, as text in `out`. */
void pg_serve_client_key(const struct sockaddr *sa, char *out, size_t size);

/* Starts the thread that closes connections sending too slowly and expires
 * waiting requests. Returns false if it cannot start. */
bool pg_serve_guard_start(pg_http *h);

/* Stops that thread (a no-op if it did not start). */
void pg_serve_guard_stop(pg_http *h);

#ifdef MHD_VERSION /* in the files that include microhttpd.h */
/* libmicrohttpd's callbacks (`cls` is the pg_http): the accept policy refuses
 * a connection over o.max_connections, or over o.client_connections from its
 * client; the connection notice keeps the list of open connections, each one's
 * socket context. */
enum MHD_Result pg_serve_guard_accept(void *cls, const struct sockaddr *addr, socklen_t addrlen);
void pg_serve_guard_notify(void *cls, struct MHD_Connection *c, void **socket_context,
			   enum MHD_ConnectionNotificationCode toe);
#endif

/* A connection (its socket context) has received a whole request (`receiving`
 * false), or is waiting for the next one (true): only a receiving connection
 * is closed when it takes longer than o.client_timeout. `ctx` may be NULL. */
void pg_serve_guard_receiving(pg_http *h, void *ctx, bool receiving);

/* A connection has had its last answer and is closed next (`closing` true),
 * or has begun another request after all (false): a closing one no longer
 * counts against the limits. `ctx` may be NULL. */
void pg_serve_guard_closing(pg_http *h, void *ctx, bool closing);

/* ---- negotiate.c */

typedef struct choice {
	const char *mime;    /* what a client may ask for */
	const char *format;  /* papergraph's name of the format */
} choice;

/* Formats of SELECT/ASK results, of graphs (CONSTRUCT), of resource pages
 * and the service description; each list ends with {NULL, NULL}, its order
 * the server's preference when the client's weights tie. A format may have
 * several media types (aliases): its first is the one it is sent as. */
extern const choice pg_serve_binding_choices[];
extern const choice pg_serve_graph_choices[];
extern const choice pg_serve_page_choices[];

/* The Content-Type of `format` (a static string). */
const char *pg_serve_type_of(const char *format);

/* The writer's name for `format` (n3 is written as Turtle, which is N3). Static. */
const char *pg_serve_writer_of(const char *format);

/* Picks the format for the Accept header `accept` (NULL or empty: no
 * preference) among the entries of `list` for which `usable` (may be NULL)
 * is true, as RFC 9110 12.5.1 says: q-values (q=0: not acceptable),
 * wildcards, the most specific matching range deciding, media type
 * parameters ignored, elements that are no media range skipped; a tie goes
 * to the first in `list`. `prefer` (a format of `list` from ?format=, may be
 * NULL) is taken when Accept accepts it at all, and when Accept accepts
 * nothing offered. Returns NULL when nothing fits (answer 406). Sets
 * `*undecided` (may be NULL) to whether Accept weighs every usable format
 * alike (absent, or wildcards only). The result is a string of `list`. */
const char *pg_serve_negotiate(const char *accept, const choice *list, bool (*usable)(const char *),
			       const char *prefer, bool *undecided);

/* The format of `list` (a string of it) that a ?format= or ?output= value
 * names: a format name, a short name clients use (ttl, nt, rdf+xml, xml,
 * json-ld, json, ...) or a media type; NULL if none (or not usable). */
const char *pg_serve_format_param(const char *value, const choice *list,
				  bool (*usable)(const char *));

/* Picks the format of an answer about `what` ("a SELECT query") from Accept
 * (may be NULL) and the ?format= value `param` (may be NULL) among `list`,
 * as pg_serve_negotiate says, into `*format`. Returns false, with the
 * message of a 406 in `msg`, when nothing fits or `param` names no format
 * offered and Accept does not decide. */
bool pg_serve_choose_format(const char *accept, const char *param, const choice *list,
			    bool (*usable)(const char *), const char *what, pg_buf *msg,
			    const char **format);

/* Appends the media types `list` offers (usable ones, one per format,
 * ", " between) to `out`, for a 406. Returns false on out-of-memory. */
bool pg_serve_offered(const choice *list, bool (*usable)(const char *), pg_buf *out);

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

/* ---- browse_page.c */

/* The index page of the kind named by path segment `segment` (page `page`,
 * 1 when NULL; `sort` "count" (the default) or "name"), as jobs.c's
 * dispatch: returns the HTTP status and writes the HTML to `out`, or a
 * message to `msg` (404 for no such kind or page, 400 for a bad argument).
 * Runs in a worker process; keeps the sorted lists until the store changes. */
unsigned pg_serve_index_job(pg_http *h, const char *segment, const char *page, const char *sort,
			    FILE *out, const char **type, pg_buf *msg);

/* ---- home.c (pages made by the server itself, without Redland) */

/* Writes the home page with the query form and the examples. */
void pg_serve_home_page(FILE *f, const pg_http *h);

/* Writes the service description of the endpoint whose IRI is `endpoint`
 * in `format` (one of pg_serve_page_choices': html or an RDF syntax).
 * Returns PG_ERR_IO or PG_ERR_NOMEM if writing failed. */
pg_status pg_serve_service_description(FILE *f, const pg_http *h, const char *endpoint,
				       const char *format);

/* ---- dataset.c (the protocol's default-graph-uri and named-graph-uri) */

#ifdef MHD_VERSION
/* Collects the default-graph-uri and named-graph-uri values of a request,
 * those of the URL and, for a form POST, those of its body `form` (may be
 * NULL), in order, into one string for a job (`*out`, heap; NULL when there
 * is none). Returns false when a value is not an IRI (empty, or with a
 * space, a control character or one of <>"{}|\^`), with the message of a
 * 400 in `msg`, or on out-of-memory (`msg` left empty). */
bool pg_serve_dataset_collect(struct MHD_Connection *c, const char *form, char **out,
			      pg_buf *msg);
#endif

/* Reads that string back into `ds`, splitting `text` in place: `ds`'s IRIs
 * point into `text` (which must outlive it), its two arrays are heap
 * (pg_serve_dataset_free). Returns false on out-of-memory. */
bool pg_serve_dataset_parse(char *text, pg_engine_dataset *ds);

/* Frees the arrays pg_serve_dataset_parse made (not the strings). */
void pg_serve_dataset_free(pg_engine_dataset *ds);

/* ---- proxy.c */

/* Answers `query` from the upstream endpoint h->o.upstream (loopback only),
 * refusing updates and SERVICE first, since the upstream engine would run
 * them. `accept` may be NULL. Fills `a` (caller frees a->body). */
void pg_serve_proxy(pg_http *h, const char *query, const char *accept, answer *a);

#endif
