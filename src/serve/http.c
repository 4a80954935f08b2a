/* SPDX-License-Identifier: Apache-2.0 */
/* The libmicrohttpd handler: SPARQL Protocol, linked data, home page, limits. */
#include "serve/http.h"
#include "serve/upstream.h"

#include <ctype.h>
#include <errno.h>
#include <microhttpd.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "base/buf.h"
#include "export/describe.h"
#include "graph/rdfout.h"
#include "sparql/safety.h"
#include "sparql/sparql.h"
#include "graph/vocab.h"

/* How it stays safe with a library that is not thread-safe and has no query
 * timeout: the server process opens the store and lists its predicates before
 * the first request, and afterwards calls Redland only to open a new graph
 * that a writer swapped in (follow_store, with the worker table locked, so no
 * worker is forked meanwhile). Queries and resource pages
 * are answered by worker processes, one per server thread, forked from the
 * server on first use; a worker inherits the open read-only store (Berkeley
 * DB maps the files read-only, and each process has its own copy of BDB's
 * cache, so workers do not disturb each other). A server thread takes a free worker, sends it the
 * job over a socket pair and reads one framed answer ("STATUS LENGTH TYPE\n"
 * and LENGTH bytes) until it is complete or the deadline passes; a worker
 * that misses the deadline, sends too much, dies or has served
 * WORKER_REQUESTS answers is killed and replaced. Only one request talks to a
 * worker at a time and workers share nothing writable, so answers cannot mix;
 * a runaway or crashing query costs one 503/500, never the server; and the
 * server's memory does not grow with the queries. After build, add, load or
 * infer, the next request opens the new graph; idle workers, which read the
 * old one, are retired at once, busy ones when next taken. */

#define MAX_NEIGHBOURS 600
#define WORKER_REQUESTS 2000 /* a worker is replaced after this many answers */

void pg_http_options_init(pg_http_options *o)
{
	*o = (pg_http_options){.host = "127.0.0.1", .port = 8080, .threads = 4, .timeout = 10,
			       .max_body = 1u << 20, .max_result = 16u << 20};
}

typedef struct worker worker_slot;

struct pg_http {
	struct MHD_Daemon *daemon;
	pg_store *store;           /* owned; replaced by follow_store */
	pg_describe_predicates *preds; /* of `store`, owned */
	unsigned generation;       /* how many times `store` was replaced */
	bool follow_failed;        /* the last new graph could not be opened (logged) */
	pg_http_options o;
	char *store_path;          /* owned */
	char *base;                /* owned: the base IRI when the server started */
	char *base_path;          /* the path part of the base IRI, e.g. "/papergraph/id/" */
	volatile sig_atomic_t stopping;
	worker_slot *workers;      /* one per server thread */
	unsigned n_workers;
	pthread_mutex_t pool_lock; /* guards the worker table */
	pthread_cond_t pool_cond;
	pthread_mutex_t fork_lock; /* held around fork() and the log callback: a child
				      must not inherit a stdio lock taken by another thread */
};

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* ---- per-request state */

typedef struct request {
	double start;
	pg_buf body;
	bool too_big;
	bool answered;
	unsigned status;
	char method[16];
	char *path;
} request;

/* ---- responses */

static enum MHD_Result respond(struct MHD_Connection *c, request *r, unsigned status,
			       const char *type, char *data, size_t len)
{
	/* takes `data` (malloc'd, may be NULL) */
	struct MHD_Response *resp =
		data ? MHD_create_response_from_buffer(len, data, MHD_RESPMEM_MUST_FREE)
		     : MHD_create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT);
	if (!resp) {
		free(data);
		return MHD_NO;
	}
	if (type)
		MHD_add_response_header(resp, MHD_HTTP_HEADER_CONTENT_TYPE, type);
	if (type && !strncmp(type, "text/html", 9))
		MHD_add_response_header(resp, "Content-Security-Policy",
					"default-src 'none'; script-src 'unsafe-inline'; "
					"style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; "
					"form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
	MHD_add_response_header(resp, "Access-Control-Allow-Origin", "*");
	MHD_add_response_header(resp, "Access-Control-Expose-Headers", "Content-Type");
	MHD_add_response_header(resp, MHD_HTTP_HEADER_VARY, "Accept");
	MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
	if (status == MHD_HTTP_METHOD_NOT_ALLOWED)
		MHD_add_response_header(resp, MHD_HTTP_HEADER_ALLOW, "GET, HEAD, POST, OPTIONS");
	enum MHD_Result rc = MHD_queue_response(c, status, resp);
	MHD_destroy_response(resp);
	if (r) {
		r->status = status;
		r->answered = true;
	}
	return rc;
}

static enum MHD_Result respond_text(struct MHD_Connection *c, request *r, unsigned status,
				    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static enum MHD_Result respond_text(struct MHD_Connection *c, request *r, unsigned status,
				    const char *fmt, ...)
{
	pg_buf b = PG_BUF_INIT;
	char line[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	pg_buf_addf(&b, "%s\n", line);
	size_t len = b.len;
	return respond(c, r, status, "text/plain; charset=utf-8", pg_buf_take(&b), len);
}

/* ---- small text helpers */

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* Decodes %XX (and '+' as a space when `plus`) into a heap string. */
static char *url_decode(const char *s, size_t n, bool plus)
{
	char *out = malloc(n + 1), *o = out;
	if (!out)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '%' && i + 2 < n && hexval(s[i + 1]) >= 0 && hexval(s[i + 2]) >= 0) {
			*o++ = (char)(hexval(s[i + 1]) * 16 + hexval(s[i + 2]));
			i += 2;
		} else {
			*o++ = plus && s[i] == '+' ? ' ' : s[i];
		}
	}
	*o = '\0';
	return out;
}

static bool url_encode(pg_buf *b, const char *s)
{
	static const char hex[] = "0123456789ABCDEF";
	bool ok = true;
	for (const unsigned char *p = (const unsigned char *)s; ok && *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		    strchr("-._~", *p))
			ok = pg_buf_addc(b, (char)*p);
		else
			ok = pg_buf_addc(b, '%') && pg_buf_addc(b, hex[*p >> 4]) && pg_buf_addc(b, hex[*p & 15]);
	}
	return ok;
}

static void html_esc(FILE *f, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '&': fputs("&amp;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&#39;", f); break;
		default: fputc(*s, f);
		}
	}
}

/* Value of `name` in an application/x-www-form-urlencoded string, decoded
 * (heap), or NULL. */
static char *form_value(const char *form, const char *name)
{
	size_t nlen = strlen(name);
	for (const char *p = form; p && *p;) {
		const char *amp = strchr(p, '&');
		size_t len = amp ? (size_t)(amp - p) : strlen(p);
		if (len > nlen && !strncmp(p, name, nlen) && p[nlen] == '=')
			return url_decode(p + nlen + 1, len - nlen - 1, true);
		if (len == nlen && !strncmp(p, name, nlen))
			return strdup("");
		p = amp ? amp + 1 : NULL;
	}
	return NULL;
}

/* A GET argument, percent-decoded ('+' is already a space: libmicrohttpd
 * does that before our no-op unescape callback). Heap, or NULL. */
static char *get_arg(struct MHD_Connection *c, const char *name)
{
	const char *v = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, name);
	return v ? url_decode(v, strlen(v), false) : NULL;
}

/* ---- content negotiation */

typedef struct choice {
	const char *mime;    /* what a client may ask for */
	const char *format;  /* papergraph's name of the format */
} choice;

static const struct format_type {
	const char *format, *type;
} format_types[] = {
	{"json", "application/sparql-results+json"},
	{"xml", "application/sparql-results+xml"},
	{"csv", "text/csv; charset=utf-8"},
	{"tsv", "text/tab-separated-values; charset=utf-8"},
	{"turtle", "text/turtle; charset=utf-8"},
	{"ntriples", "application/n-triples"},
	{"jsonld", "application/ld+json"},
	{"rdfxml", "application/rdf+xml"},
	{"html", "text/html; charset=utf-8"},
	{NULL, NULL}
};

static const char *type_of(const char *format)
{
	for (const struct format_type *f = format_types; f->format; f++)
		if (!strcmp(f->format, format))
			return f->type;
	return "application/octet-stream";
}

/* The q-value the Accept header gives `mime` (most specific range wins). */
static double accept_q(const char *accept, const char *mime)
{
	const char *slash = strchr(mime, '/');
	size_t tlen = slash ? (size_t)(slash - mime) : strlen(mime);
	int best_spec = -1;
	double q = 0;
	for (const char *p = accept; p && *p;) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		char range[256];
		if (len >= sizeof range)
			len = sizeof range - 1;
		memcpy(range, p, len);
		range[len] = '\0';
		p = comma ? comma + 1 : NULL;
		char *params = strchr(range, ';');
		double rq = 1;
		if (params) {
			*params++ = '\0';
			char *qp = strstr(params, "q=");
			if (qp)
				rq = strtod(qp + 2, NULL);
		}
		char *r = range;
		while (*r == ' ' || *r == '\t')
			r++;
		size_t rl = strlen(r);
		while (rl && (r[rl - 1] == ' ' || r[rl - 1] == '\t'))
			r[--rl] = '\0';
		int spec = -1;
		if (!strcasecmp(r, mime))
			spec = 2;
		else if (rl == tlen + 2 && !strncasecmp(r, mime, tlen) && !strcmp(r + tlen, "/*"))
			spec = 1;
		else if (!strcmp(r, "*/*"))
			spec = 0;
		if (spec > best_spec) {
			best_spec = spec;
			q = rq;
		}
	}
	return q;
}

/* Picks the format for `accept` among `list` (ends with {NULL, NULL}; the
 * first is the default when Accept is missing or matches nothing). Formats
 * for which `usable` is false are skipped. */
static const char *negotiate(const char *accept, const choice *list, bool (*usable)(const char *))
{
	const char *best = NULL, *first = NULL;
	double best_q = 0;
	for (const choice *c = list; c->mime; c++) {
		if (usable && !usable(c->format))
			continue;
		if (!first)
			first = c->format;
		if (!accept || !*accept)
			return first;
		double q = accept_q(accept, c->mime);
		if (q > best_q) {
			best_q = q;
			best = c->format;
		}
	}
	return best ? best : first;
}

static const choice binding_choices[] = {
	{"application/sparql-results+json", "json"}, {"application/json", "json"},
	{"application/sparql-results+xml", "xml"}, {"application/xml", "xml"}, {"text/xml", "xml"},
	{"text/csv", "csv"}, {"text/tab-separated-values", "tsv"}, {NULL, NULL}
};
static const choice graph_choices[] = {
	{"text/turtle", "turtle"}, {"application/x-turtle", "turtle"},
	{"application/n-triples", "ntriples"}, {"text/plain", "ntriples"},
	{"application/ld+json", "jsonld"}, {"application/json", "jsonld"},
	{"application/rdf+xml", "rdfxml"}, {"application/xml", "rdfxml"}, {NULL, NULL}
};
static const choice page_choices[] = {
	{"text/turtle", "turtle"}, {"application/x-turtle", "turtle"},
	{"text/html", "html"}, {"application/xhtml+xml", "html"},
	{"application/n-triples", "ntriples"}, {"text/plain", "ntriples"},
	{"application/ld+json", "jsonld"}, {"application/json", "jsonld"}, {NULL, NULL}
};

static bool construct_usable(const char *format)
{
	return pg_sparql_format_ok(PG_QUERY_CONSTRUCT, format);
}

static bool page_usable(const char *format)
{
	pg_rdf_format f;
	return !strcmp(format, "html") || pg_rdfout_parse_format(format, &f);
}

/* ---- the worker processes */

/* A FILE that keeps at most `cap` bytes in memory and fails beyond. */
typedef struct capped {
	pg_buf b;
	size_t cap;
	bool over;
} capped;

static ssize_t capped_write(void *cookie, const char *buf, size_t n)
{
	capped *c = cookie;
	if (c->over || c->b.len + n > c->cap) {
		c->over = true;
		return 0;
	}
	return pg_buf_add(&c->b, buf, n) ? (ssize_t)n : 0;
}

/* A request for a worker: a kind and up to four strings (may be NULL). */
enum { JOB_QUERY, JOB_PAGE };
typedef struct job {
	uint32_t kind;
	const char *arg[4];
} job;

#define NO_STRING UINT32_MAX

static bool write_all(int fd, const void *buf, size_t n)
{
	const char *p = buf;
	while (n) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		p += w;
		n -= (size_t)w;
	}
	return true;
}

static bool read_all(int fd, void *buf, size_t n)
{
	char *p = buf;
	while (n) {
		ssize_t r = read(fd, p, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return false;
		p += r;
		n -= (size_t)r;
	}
	return true;
}

/* Sends a job: kind, four lengths (NO_STRING for NULL), then the bytes. */
static bool send_job(int fd, const job *j)
{
	uint32_t head[5] = {j->kind};
	for (int i = 0; i < 4; i++)
		head[i + 1] = j->arg[i] ? (uint32_t)strlen(j->arg[i]) : NO_STRING;
	if (!write_all(fd, head, sizeof head))
		return false;
	for (int i = 0; i < 4; i++)
		if (j->arg[i] && !write_all(fd, j->arg[i], head[i + 1]))
			return false;
	return true;
}

static unsigned dispatch(pg_http *h, const job *j, FILE *out, const char **type, pg_buf *msg);

/* Computes one job and writes the answer frame "STATUS LENGTH TYPE\n" + body. */
static bool answer_job(pg_http *h, int fd, const job *j)
{
	capped cap = {PG_BUF_INIT, h->o.max_result, false};
	FILE *out = fopencookie(&cap, "w", (cookie_io_functions_t){.write = capped_write});
	pg_buf msg = PG_BUF_INIT;
	const char *type = "text/plain; charset=utf-8";
	unsigned status;
	if (!out) {
		status = 500;
		pg_buf_adds(&msg, "out of memory");
	} else {
		status = dispatch(h, j, out, &type, &msg);
		if (fflush(out) != 0 && status < 400)
			status = 500;
		fclose(out);
		if (cap.over) {
			status = 507;
			pg_buf_reset(&msg);
			pg_buf_addf(&msg, "the answer is larger than the limit of %zu bytes; "
				    "ask for less (LIMIT, fewer variables)", h->o.max_result);
		} else if (status >= 400 && !msg.len) {
			pg_buf_adds(&msg, "the answer could not be written");
		}
	}
	if (status >= 400) {
		type = "text/plain; charset=utf-8";
		pg_buf_addc(&msg, '\n');
	}
	const pg_buf *body = status >= 400 ? &msg : &cap.b;
	char head[256];
	int n = snprintf(head, sizeof head, "%u %zu %s\n", status, body->len, type);
	bool ok = write_all(fd, head, (size_t)n) && write_all(fd, pg_buf_str(body), body->len);
	pg_buf_free(&cap.b);
	pg_buf_free(&msg);
	return ok;
}

/* A worker: reads jobs from `fd` until the server closes it, answers each.
 * It inherited the open store from the server process. */
static _Noreturn void worker_main(pg_http *h, int fd)
{
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	signal(SIGPIPE, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGINT, SIG_DFL);
	sigset_t none;
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	for (;;) {
		uint32_t head[5];
		if (!read_all(fd, head, sizeof head))
			_exit(0);
		job j = {head[0], {NULL, NULL, NULL, NULL}};
		char *arg[4] = {NULL, NULL, NULL, NULL};
		bool ok = true;
		for (int i = 0; i < 4 && ok; i++) {
			if (head[i + 1] == NO_STRING)
				continue;
			if (head[i + 1] > (1u << 30) || !(arg[i] = malloc((size_t)head[i + 1] + 1))) {
				ok = false;
				break;
			}
			ok = read_all(fd, arg[i], head[i + 1]);
			arg[i][head[i + 1]] = '\0';
			j.arg[i] = arg[i];
		}
		if (!ok)
			_exit(1);
		alarm(h->o.timeout + 2); /* should the server miss its deadline */
		ok = answer_job(h, fd, &j);
		alarm(0);
		for (int i = 0; i < 4; i++)
			free(arg[i]);
		if (!ok)
			_exit(1);
	}
}

typedef struct worker {
	pid_t pid;      /* 0 when not running */
	int fd;         /* the server's end of the socket pair, -1 when none */
	unsigned served;
	unsigned generation; /* of the store it inherited */
	bool busy;
} worker;

/* Starts a worker in slot `w`. Called with pool_lock held, so that the new
 * process sees a consistent table and closes the other workers' sockets. */
static bool spawn(pg_http *h, worker *w)
{
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
		return false;
	pthread_mutex_lock(&h->fork_lock);
	pid_t pid = fork();
	pthread_mutex_unlock(&h->fork_lock);
	if (pid == 0) {
		close(sv[0]);
		for (unsigned i = 0; i < h->n_workers; i++)
			if (h->workers[i].fd >= 0 && h->workers[i].fd != sv[1])
				close(h->workers[i].fd);
		worker_main(h, sv[1]);
	}
	close(sv[1]);
	if (pid < 0) {
		close(sv[0]);
		return false;
	}
	w->pid = pid;
	w->fd = sv[0];
	w->served = 0;
	w->generation = h->generation;
	return true;
}

/* Kills the process of slot `w` and waits for it. */
static void kill_worker(worker *w)
{
	kill(w->pid, SIGKILL);
	while (waitpid(w->pid, NULL, 0) < 0 && errno == EINTR)
		;
}

/* Empties slot `w` of a dead worker. Called with pool_lock held. */
static void clear_worker(worker *w)
{
	close(w->fd);
	w->fd = -1;
	w->pid = 0;
}

/* Kills the worker in slot `w` (one that failed, hung or served its share). */
static void retire(pg_http *h, worker *w)
{
	if (!w->pid)
		return;
	kill_worker(w);
	pthread_mutex_lock(&h->pool_lock);
	clear_worker(w);
	pthread_mutex_unlock(&h->pool_lock);
}

/* Writes one line to standard error unless the server is quiet. */
static void note(pg_http *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(pg_http *h, const char *fmt, ...)
{
	if (!h->o.log)
		return;
	va_list ap;
	va_start(ap, fmt);
	pthread_mutex_lock(&h->fork_lock);
	fputs("papergraph serve: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	pthread_mutex_unlock(&h->fork_lock);
	va_end(ap);
}

/* If a writer (build, add, load, infer) has swapped a new graph in, opens it,
 * closes the old one and retires the idle workers (busy ones are retired by
 * acquire when next taken). On failure the old graph goes on being served,
 * and the next request tries again. Called with pool_lock held: no worker is
 * forked meanwhile, and no other thread calls Redland. */
static void follow_store(pg_http *h)
{
	/* a graph swapped in while opening it is not current: open again */
	for (int tries = 0; tries < 3 && !pg_store_is_current(h->store); tries++) {
		pg_store *s = NULL;
		pg_describe_predicates *p = NULL;
		pg_diag d;
		pg_diag_clear(&d);
		pg_status st = pg_store_open(h->store_path, PG_STORE_READ, NULL, &s, &d);
		if (st == PG_OK)
			st = pg_describe_predicates_new(s, &p, &d);
		if (st != PG_OK) {
			pg_store_close(s);
			if (!h->follow_failed)
				note(h, "%s changed, but the new graph cannot be opened (%s); "
				     "still serving the previous one", h->store_path,
				     d.msg[0] ? d.msg : pg_strerror(st));
			h->follow_failed = true;
			return;
		}
		pg_describe_predicates_free(h->preds);
		pg_store_close(h->store);
		h->store = s;
		h->preds = p;
		h->generation++;
		h->follow_failed = false;
		for (unsigned i = 0; i < h->n_workers; i++) {
			worker *w = &h->workers[i];
			if (w->pid && !w->busy) {
				kill_worker(w);
				clear_worker(w);
			}
		}
		if (strcmp(pg_store_get_base(s), h->base))
			note(h, "%s changed; serving its new graph (its base IRI is now %s, but "
			     "resources stay under %s until a restart)", h->store_path,
			     pg_store_get_base(s), h->base);
		else
			note(h, "%s changed; serving its new graph", h->store_path);
	}
}

static worker *acquire(pg_http *h)
{
	pthread_mutex_lock(&h->pool_lock);
	follow_store(h);
	worker *w = NULL;
	while (!w) {
		for (unsigned i = 0; i < h->n_workers && !w; i++)
			if (!h->workers[i].busy)
				w = &h->workers[i];
		if (!w)
			pthread_cond_wait(&h->pool_cond, &h->pool_lock);
	}
	w->busy = true;
	if (w->pid && w->generation != h->generation) {
		kill_worker(w); /* it reads a graph no longer served */
		clear_worker(w);
	}
	bool ok = w->pid || spawn(h, w);
	pthread_mutex_unlock(&h->pool_lock);
	if (!ok) {
		pthread_mutex_lock(&h->pool_lock);
		w->busy = false;
		pthread_cond_signal(&h->pool_cond);
		pthread_mutex_unlock(&h->pool_lock);
		return NULL;
	}
	return w;
}

static void release(pg_http *h, worker *w)
{
	pthread_mutex_lock(&h->pool_lock);
	w->busy = false;
	pthread_cond_signal(&h->pool_cond);
	pthread_mutex_unlock(&h->pool_lock);
}

typedef struct answer {
	unsigned status;
	char type[200];
	char *body;   /* heap */
	size_t len;
} answer;

/* Reads one answer frame from `fd` within the deadline. Returns 0 when the
 * frame is complete, else why not: 1 timed out, 2 too big, 3 stopping, 4 the
 * worker died or spoke nonsense. */
static int read_answer(pg_http *h, int fd, answer *a)
{
	double deadline = now_ms() + h->o.timeout * 1000.0;
	size_t limit = h->o.max_result + 4096;
	pg_buf in = PG_BUF_INIT;
	size_t want = 0, head_len = 0; /* header + body length once the header is in */
	int why = 4;
	char chunk[65536];
	for (;;) {
		if (want && in.len >= want) {
			why = in.len == want ? 0 : 4;
			break;
		}
		double left = deadline - now_ms();
		if (left <= 0) {
			why = 1;
			break;
		}
		if (h->stopping) {
			why = 3;
			break;
		}
		struct pollfd pfd = {fd, POLLIN, 0};
		int pr = poll(&pfd, 1, left > 100 ? 100 : (int)left + 1);
		if (pr < 0 && errno != EINTR)
			break;
		if (pr <= 0)
			continue;
		ssize_t got = read(fd, chunk, sizeof chunk);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			break;
		if (in.len + (size_t)got > limit) {
			why = 2;
			break;
		}
		if (!pg_buf_add(&in, chunk, (size_t)got))
			break;
		if (!want) {
			const char *nl = memchr(in.data, '\n', in.len);
			if (nl) {
				unsigned st;
				size_t len;
				int used = 0;
				head_len = (size_t)(nl - in.data) + 1;
				if (sscanf(in.data, "%u %zu %n", &st, &len, &used) != 2 || used <= 0 ||
				    (size_t)used > head_len)
					break;
				a->status = st;
				size_t tl = head_len - 1 - (size_t)used;
				if (tl >= sizeof a->type)
					tl = sizeof a->type - 1;
				memcpy(a->type, in.data + used, tl);
				a->type[tl] = '\0';
				want = head_len + len;
			}
		}
	}
	if (why == 0) {
		a->len = want - head_len;
		a->body = malloc(a->len + 1);
		if (a->body) {
			memcpy(a->body, in.data + head_len, a->len);
			a->body[a->len] = '\0';
		} else {
			why = 4;
		}
	}
	pg_buf_free(&in);
	return why;
}

/* Has a worker answer `j` within the time and size limits; fills `a`. */
static void run_job(pg_http *h, const job *j, answer *a)
{
	*a = (answer){0};
	worker *w = acquire(h);
	int why = 4;
	if (w) {
		if (w->served >= WORKER_REQUESTS)
			retire(h, w);
		bool sent = false;
		for (int attempt = 0; attempt < 2 && !sent; attempt++) {
			if (!w->pid) {
				pthread_mutex_lock(&h->pool_lock);
				bool ok = spawn(h, w);
				pthread_mutex_unlock(&h->pool_lock);
				if (!ok)
					break;
			}
			sent = send_job(w->fd, j);
			if (!sent)
				retire(h, w); /* it died since the last job: start another */
		}
		why = sent ? read_answer(h, w->fd, a) : 4;
		if (why == 0)
			w->served++;
		else
			retire(h, w);
		release(h, w);
	}
	pg_buf msg = PG_BUF_INIT;
	switch (why) {
	case 0:
		return;
	case 1:
		a->status = 503;
		pg_buf_addf(&msg, "the query ran longer than the limit of %u s and was stopped; "
			    "bind more of the pattern or add LIMIT\n", h->o.timeout);
		break;
	case 2:
		a->status = 507;
		pg_buf_addf(&msg, "the answer is larger than the limit of %zu bytes\n", h->o.max_result);
		break;
	case 3:
		a->status = 503;
		pg_buf_adds(&msg, "the server is shutting down\n");
		break;
	default:
		a->status = w ? 500 : 503;
		pg_buf_adds(&msg, w ? "the query process failed (out of memory or a crash in rasqal)\n"
				    : "cannot start a query process now\n");
	}
	free(a->body);
	snprintf(a->type, sizeof a->type, "text/plain; charset=utf-8");
	a->len = msg.len;
	a->body = pg_buf_take(&msg);
	pg_buf_free(&msg);
}

static enum MHD_Result respond_answer(struct MHD_Connection *c, request *r, answer *a)
{
	if (!a->body)
		return respond_text(c, r, a->status ? a->status : 500, "cannot answer now");
	return respond(c, r, a->status, a->type, a->body, a->len);
}

/* ---- SPARQL queries (run in a worker) */

typedef struct query_job {
	const char *query;
	const char *accept;
	const char *format;  /* ?format= (may be NULL) */
} query_job;

static unsigned query_job_run(pg_http *h, void *ctx, FILE *out, const char **type, pg_buf *msg)
{
	query_job *j = ctx;
	pg_diag d;
	pg_diag_clear(&d);
	pg_query_kind kind;
	pg_sparql_reason why;
	pg_status st = pg_sparql_check(h->store, j->query, false, &kind, &why, &d);
	if (st != PG_OK) {
		char text[1200];
		pg_diag_format(&d, text, sizeof text);
		switch (why) {
		case PG_SPARQL_SERVICE_REFUSED:
			pg_buf_adds(msg, "SERVICE is refused: this endpoint does not fetch other "
				    "endpoints (rasqal would make a real HTTP request)");
			return 403;
		case PG_SPARQL_UPDATE_REFUSED:
			pg_buf_adds(msg, "SPARQL Update and LOAD are refused: this endpoint is read-only "
				    "(the store changes with 'papergraph build/add/load')");
			return 403;
		default:
			pg_buf_adds(msg, text);
			return st == PG_ERR_INPUT || st == PG_ERR_USAGE ? 400 : 500;
		}
	}
	const char *format = NULL;
	bool graph = kind == PG_QUERY_CONSTRUCT || kind == PG_QUERY_DESCRIBE;
	if (j->format && *j->format) {
		format = j->format;
		if (!strcmp(format, "json-ld"))
			format = "jsonld";
		if (!pg_sparql_format_ok(kind, format)) {
			pg_buf_addf(msg, "format '%s' does not fit a%s query (SELECT/ASK: json, xml, "
				    "csv, tsv; CONSTRUCT: turtle, ntriples, rdfxml%s)", format,
				    graph ? " graph" : kind == PG_QUERY_ASK ? "n ASK" : " SELECT",
				    construct_usable("jsonld") ? ", jsonld" : "");
			return 406;
		}
	} else {
		format = graph ? negotiate(j->accept, graph_choices, construct_usable)
			       : negotiate(j->accept, binding_choices, NULL);
	}
	*type = type_of(format);
	st = pg_sparql_run(h->store, j->query, false, format, out, &d);
	if (st != PG_OK) {
		char text[1200];
		pg_buf_adds(msg, pg_diag_format(&d, text, sizeof text));
		if (!*text)
			pg_buf_adds(msg, pg_strerror(st));
		return st == PG_ERR_INPUT || st == PG_ERR_USAGE ? 400 : 500;
	}
	return 200;
}

/* ---- resource pages (run in a worker) */

typedef struct page_job {
	const char *iri[2];   /* candidates, in order (second may be NULL) */
	const char *accept;
	const char *format;
} page_job;

static const char *local_name(const char *iri)
{
	const char *h = strrchr(iri, '#'), *s = strrchr(iri, '/');
	const char *p = h > s ? h : s;
	return p && p[1] ? p + 1 : iri;
}

/* The href for `iri`: a path on this server if it lies under the base, the
 * IRI itself if it is http(s), else nothing to follow. */
static void href(FILE *f, pg_http *h, const char *iri)
{
	size_t bl = strlen(h->base);
	if (!strncmp(iri, h->base, bl)) {
		fputc('/', f);
		html_esc(f, iri + bl);
	} else if (!strncasecmp(iri, "http://", 7) || !strncasecmp(iri, "https://", 8)) {
		html_esc(f, iri);
	} else {
		fputc('#', f); /* javascript:, data:, file: ... IRIs from the data are not links */
	}
}

/* The readable name of a resource: its label, title, identifier, text or local name. */
static const char *name_of(const pg_description *d, const char *iri)
{
	static const char *const preds[] = {PG_RDFS_LABEL, PG_DCT_TITLE, PG_DCT_IDENTIFIER,
					    PG_P_TEXT, NULL};
	for (const char *const *p = preds; *p; p++) {
		const char *v = pg_description_value(d, iri, *p);
		if (v)
			return v;
	}
	return local_name(iri);
}

static void link_to(FILE *f, pg_http *h, const pg_description *d, const char *iri, size_t max)
{
	const char *name = name_of(d, iri);
	fputs("<a href=\"", f);
	href(f, h, iri);
	fputs("\">", f);
	if (strlen(name) > max) {
		char cut[400];
		size_t n = max < sizeof cut - 4 ? max : sizeof cut - 4;
		while (n && ((unsigned char)name[n] & 0xC0) == 0x80)
			n--;
		memcpy(cut, name, n);
		strcpy(cut + n, "…");
		html_esc(f, cut);
	} else {
		html_esc(f, name);
	}
	fputs("</a>", f);
}

/* An IRI as a prefixed name, or its local name (the IRI in a tooltip). */
static void pname(FILE *f, const char *iri)
{
	const char *const *tab = pg_graph_prefix_table();
	for (size_t i = 0; tab[i]; i += 2) {
		size_t len = strlen(tab[i + 1]);
		if (!strncmp(iri, tab[i + 1], len) && iri[len]) {
			html_esc(f, tab[i]);
			fputc(':', f);
			html_esc(f, iri + len);
			return;
		}
	}
	fputs("<span title=\"", f);
	html_esc(f, iri);
	fputs("\">", f);
	html_esc(f, local_name(iri));
	fputs("</span>", f);
}

static void value_cell(FILE *f, pg_http *h, const pg_description *d, const pg_triple *t)
{
	if (!t->o_literal) {
		link_to(f, h, d, t->o, 120);
		return;
	}
	html_esc(f, t->o);
	if (t->lang) {
		fputs(" <small>@", f);
		html_esc(f, t->lang);
		fputs("</small>", f);
	}
}

/* Headings for statements pointing at the resource. */
static const struct {
	const char *pred, *heading;
} incoming_headings[] = {
	{PG_P_PROPOSES, "Proposed in"},
	{PG_P_USES_METHOD, "Used in"},
	{PG_P_COMPARES_WITH, "Compared against in"},
	{PG_P_ADDRESSES_TASK, "Papers addressing this task"},
	{PG_P_EVALUATES_ON, "Papers evaluating on this data set"},
	{PG_P_USES_METRIC, "Papers measuring with this metric"},
	{PG_P_EXTENDS, "Extended by"},
	{PG_P_DESCENDS_FROM, "Descendants"},
	{PG_P_REPORTS_RESULT, "Reported in"},
	{PG_P_IN_PAPER, "Sentences"},
	{NULL, NULL}
};

/* Statements handled by their own section, not listed generically. */
static bool special_incoming(const char *p)
{
	return !strcmp(p, PG_P_OF_METHOD) || !strcmp(p, PG_P_ON_DATASET) ||
	       !strcmp(p, PG_P_METRIC) || !strcmp(p, PG_P_BASELINE) ||
	       !strcmp(p, PG_RDF_SUBJECT) || !strcmp(p, PG_RDF_OBJECT) ||
	       !strcmp(p, PG_P_EVIDENCE);
}

static void svg_box(FILE *f, pg_http *h, const pg_description *d, const char *iri, int x, int y,
		    bool self)
{
	const char *name = name_of(d, iri);
	char cut[64];
	size_t n = strlen(name);
	if (n > 26) {
		n = 24;
		while (n && ((unsigned char)name[n] & 0xC0) == 0x80)
			n--;
		memcpy(cut, name, n);
		strcpy(cut + n, "…");
	} else {
		memcpy(cut, name, n + 1);
	}
	fputs("<a href=\"", f);
	href(f, h, iri);
	fprintf(f, "\"><rect x=\"%d\" y=\"%d\" width=\"200\" height=\"32\" rx=\"6\" class=\"%s\"/>"
		   "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">", x, y, self ? "self" : "node",
		x + 100, y + 21);
	html_esc(f, cut);
	fputs("</text></a>\n", f);
}

/* Parents above, the resource in the middle, children below, with arrows
 * from each extending method to the one it extends. */
static void lineage_svg(FILE *f, pg_http *h, const pg_description *d, const char *iri)
{
	const char *up[8], *down[8];
	int nu = 0, nd = 0;
	for (size_t i = 0; i < d->n_core; i++) {
		const pg_triple *t = &d->t[i];
		if (strcmp(t->p, PG_P_EXTENDS) || t->o_literal)
			continue;
		if (!strcmp(t->s, iri) && nu < 8)
			up[nu++] = t->o;
		else if (!strcmp(t->o, iri) && nd < 8)
			down[nd++] = t->s;
	}
	if (!nu && !nd)
		return;
	int widest = nu > nd ? nu : nd;
	if (widest < 1)
		widest = 1;
	int w = widest * 220 + 20, hgt = 32 + (nu ? 80 : 0) + (nd ? 80 : 0) + 20;
	int midy = 10 + (nu ? 80 : 0);
	int midx = w / 2 - 100;
	fputs("<h2>Lineage</h2>\n", f);
	fprintf(f, "<svg class=\"lineage\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
		   "role=\"img\" aria-label=\"lineage\">\n"
		   "<defs><marker id=\"arr\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" "
		   "markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\">"
		   "<path d=\"M 0 0 L 10 5 L 0 10 z\"/></marker></defs>\n", w, hgt, w, hgt);
	for (int i = 0; i < nu; i++) {
		int x = w / 2 - nu * 110 + i * 220 + 10;
		fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" marker-end=\"url(#arr)\"/>\n",
			midx + 100, midy, x + 100, 10 + 32);
		svg_box(f, h, d, up[i], x, 10, false);
	}
	for (int i = 0; i < nd; i++) {
		int x = w / 2 - nd * 110 + i * 220 + 10;
		fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" marker-end=\"url(#arr)\"/>\n",
			x + 100, midy + 80, midx + 100, midy + 32);
		svg_box(f, h, d, down[i], x, midy + 80, false);
	}
	svg_box(f, h, d, iri, midx, midy, true);
	fputs("</svg>\n<p class=\"note\">An arrow points from a method to the method it extends "
	      "(<code>pg:extends</code>).</p>\n", f);
}

static const char page_style[] =
	"body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d2433;background:#fbfbfd}"
	"header{background:#23395b;color:#fff;padding:.6em 1.2em}header a{color:#fff;margin-right:1.2em;"
	"text-decoration:none;font-weight:600}main{max-width:1100px;margin:0 auto;padding:1em 1.2em}"
	"h1{margin:.2em 0}h2{margin-top:1.4em;border-bottom:1px solid #d8dce6;font-size:1.15em}"
	"a{color:#1f5fbf}table{border-collapse:collapse;width:100%;margin:.4em 0}"
	"td,th{border:1px solid #d8dce6;padding:.3em .5em;text-align:left;vertical-align:top}"
	"th{background:#eef1f7}.iri{color:#555;font-family:monospace;word-break:break-all}"
	".badge{display:inline-block;background:#e3ecfa;border-radius:4px;padding:0 .4em;margin-right:.3em}"
	".note{color:#666;font-size:.9em}svg.lineage rect.node{fill:#eef4ff;stroke:#1f5fbf}"
	"svg.lineage rect.self{fill:#23395b;stroke:#23395b}svg.lineage rect.self+text{fill:#fff}"
	"svg.lineage text{font:13px system-ui,sans-serif;fill:#1d2433}"
	"svg.lineage line{stroke:#555;stroke-width:1.5}blockquote{margin:.2em 0;color:#333}"
	"textarea{width:100%;font:13px monospace;box-sizing:border-box}"
	"pre{background:#f3f4f8;padding:.6em;overflow:auto}";

static void page_head(FILE *f, const char *title)
{
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
	      "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><title>", f);
	html_esc(f, title);
	fprintf(f, " · papergraph</title><style>%s</style></head><body>\n"
		   "<header><a href=\"/\">papergraph</a><a href=\"/#query\">SPARQL query</a>"
		   "<a href=\"/sparql\">service description</a></header><main>\n", page_style);
}

/* Results that concern `iri` (as method, data set, metric or baseline, or
 * reported by it, or itself), one row each. */
static void results_table(FILE *f, pg_http *h, const pg_description *d, const char *iri)
{
	const char *rows[256];
	size_t n = 0;
	for (size_t i = 0; i < d->n && n < 256; i++) {
		const pg_triple *t = &d->t[i];
		const char *r = NULL;
		if (i < d->n_core && !t->o_literal && !strcmp(t->o, iri) &&
		    (!strcmp(t->p, PG_P_OF_METHOD) || !strcmp(t->p, PG_P_ON_DATASET) ||
		     !strcmp(t->p, PG_P_METRIC) || !strcmp(t->p, PG_P_BASELINE)))
			r = t->s;
		else if (i < d->n_core && !strcmp(t->s, iri) && !strcmp(t->p, PG_P_REPORTS_RESULT))
			r = t->o;
		else if (!strcmp(t->s, iri) && !strcmp(t->p, PG_RDF_TYPE) &&
			 !strcmp(t->o, PG_C_RESULT))
			r = iri;
		if (!r)
			continue;
		bool dup = false;
		for (size_t k = 0; k < n && !dup; k++)
			dup = !strcmp(rows[k], r);
		if (!dup)
			rows[n++] = r;
	}
	if (!n)
		return;
	fputs("<h2>Results</h2>\n<table><tr><th>method</th><th>metric</th><th>value</th>"
	      "<th>data set</th><th>baseline</th><th>paper</th><th>evidence</th></tr>\n", f);
	for (size_t k = 0; k < n; k++) {
		const char *r = rows[k];
		const char *cols[] = {PG_P_OF_METHOD, PG_P_METRIC, NULL, PG_P_ON_DATASET,
				      PG_P_BASELINE};
		fputs("<tr>", f);
		for (size_t c = 0; c < sizeof cols / sizeof *cols; c++) {
			fputs("<td>", f);
			if (c == 2) {
				fputs("<a href=\"", f);
				href(f, h, r);
				fputs("\">", f);
				html_esc(f, pg_description_value(d, r, PG_P_VALUE));
				const char *unit = pg_description_value(d, r, PG_P_UNIT);
				if (unit) {
					fputc(' ', f);
					html_esc(f, unit);
				}
				fputs("</a>", f);
				const char *setting = pg_description_value(d, r, PG_P_SETTING);
				if (setting) {
					fputs(" <small>(", f);
					html_esc(f, setting);
					fputs(")</small>", f);
				}
			} else {
				const char *v = pg_description_value(d, r, cols[c]);
				if (v)
					link_to(f, h, d, v, 60);
				if (c == 4 && (v = pg_description_value(d, r, PG_P_BASELINE_VALUE))) {
					fputs(" ", f);
					html_esc(f, v);
				}
			}
			fputs("</td>", f);
		}
		fputs("<td>", f);
		size_t i = pg_description_find(d, 0, NULL, PG_P_REPORTS_RESULT, r);
		if (i < d->n)
			link_to(f, h, d, d->t[i].s, 40);
		fputs("</td><td>", f);
		const char *ev = pg_description_value(d, r, PG_P_EVIDENCE);
		const char *text = ev ? pg_description_value(d, ev, PG_P_TEXT) : NULL;
		if (text) {
			fputs("<blockquote>", f);
			html_esc(f, text);
			fputs("</blockquote>", f);
		}
		fputs("</td></tr>\n", f);
	}
	fputs("</table>\n", f);
}

/* The claims about `iri` (reified assertions) with the sentence each rests on. */
static void evidence_table(FILE *f, pg_http *h, const pg_description *d, const char *iri)
{
	bool any = false;
	for (size_t i = 0; i < d->n_core; i++) {
		const pg_triple *t = &d->t[i];
		if (t->o_literal || strcmp(t->o, iri) ||
		    (strcmp(t->p, PG_RDF_SUBJECT) && strcmp(t->p, PG_RDF_OBJECT)))
			continue;
		const char *a = t->s;
		const char *s = pg_description_value(d, a, PG_RDF_SUBJECT);
		const char *p = pg_description_value(d, a, PG_RDF_PREDICATE);
		const char *o = pg_description_value(d, a, PG_RDF_OBJECT);
		const char *ev = pg_description_value(d, a, PG_P_EVIDENCE);
		const char *rule = pg_description_value(d, a, PG_P_RULE);
		if (!s || !p || !o)
			continue;
		if (!any)
			fputs("<h2>Evidence</h2>\n<table><tr><th>claim</th><th>sentence</th>"
			      "<th>rule</th></tr>\n", f);
		any = true;
		fputs("<tr><td>", f);
		link_to(f, h, d, s, 50);
		fputs(" <code>", f);
		pname(f, p);
		fputs("</code> ", f);
		link_to(f, h, d, o, 50);
		fputs("</td><td>", f);
		const char *text = ev ? pg_description_value(d, ev, PG_P_TEXT) : NULL;
		if (text) {
			fputs("<blockquote>", f);
			html_esc(f, text);
			fputs("</blockquote>", f);
		}
		fputs("</td><td>", f);
		html_esc(f, rule ? local_name(rule) : "");
		fputs("</td></tr>\n", f);
	}
	if (any)
		fputs("</table>\n", f);
}

static void write_html(FILE *f, pg_http *h, const pg_description *d, const char *iri)
{
	page_head(f, name_of(d, iri));
	fputs("<h1>", f);
	html_esc(f, name_of(d, iri));
	fputs("</h1>\n<p class=\"iri\">", f);
	html_esc(f, iri);
	fputs("</p>\n<p>", f);
	for (size_t i = pg_description_find(d, 0, iri, PG_RDF_TYPE, NULL); i < d->n;
	     i = pg_description_find(d, i + 1, iri, PG_RDF_TYPE, NULL)) {
		fputs("<span class=\"badge\" title=\"", f);
		html_esc(f, d->t[i].o);
		fputs("\">", f);
		pname(f, d->t[i].o);
		fputs("</span>", f);
	}
	fputs(" also as <a href=\"?format=turtle\">Turtle</a> · "
	      "<a href=\"?format=ntriples\">N-Triples</a>", f);
	if (page_usable("jsonld"))
		fputs(" · <a href=\"?format=jsonld\">JSON-LD</a>", f);
	fputs("</p>\n", f);
	const char *abstract = pg_description_value(d, iri, PG_DCT_ABSTRACT);
	if (abstract) {
		fputs("<blockquote>", f);
		html_esc(f, abstract);
		fputs("</blockquote>\n", f);
	}
	const char *text = pg_description_value(d, iri, PG_P_TEXT);
	if (text) {
		fputs("<blockquote>", f);
		html_esc(f, text);
		fputs("</blockquote>\n", f);
	}
	lineage_svg(f, h, d, iri);
	/* statements pointing here, by predicate */
	for (size_t k = 0; incoming_headings[k].pred; k++) {
		const char *p = incoming_headings[k].pred;
		bool any = false;
		for (size_t i = 0; i < d->n_core; i++) {
			const pg_triple *t = &d->t[i];
			if (t->o_literal || strcmp(t->p, p) || strcmp(t->o, iri))
				continue;
			if (!any)
				fprintf(f, "<h2>%s</h2>\n<ul>\n", incoming_headings[k].heading);
			any = true;
			fputs("<li>", f);
			link_to(f, h, d, t->s, 160);
			const char *year = pg_description_value(d, t->s, PG_P_YEAR);
			if (year)
				fprintf(f, " <small>(%s)</small>", year);
			fputs("</li>\n", f);
		}
		if (any)
			fputs("</ul>\n", f);
	}
	results_table(f, h, d, iri);
	evidence_table(f, h, d, iri);
	/* every statement about it */
	fputs("<h2>Statements</h2>\n<table><tr><th>property</th><th>value</th></tr>\n", f);
	for (size_t i = 0; i < d->n_core; i++) {
		const pg_triple *t = &d->t[i];
		if (strcmp(t->s, iri) || !strcmp(t->p, PG_DCT_ABSTRACT))
			continue;
		fputs("<tr><td><code>", f);
		pname(f, t->p);
		fputs("</code></td><td>", f);
		value_cell(f, h, d, t);
		fputs("</td></tr>\n", f);
	}
	fputs("</table>\n", f);
	bool any = false;
	for (size_t i = 0; i < d->n_core; i++) {
		const pg_triple *t = &d->t[i];
		if (!strcmp(t->s, iri) || special_incoming(t->p))
			continue;
		bool headed = false;
		for (size_t k = 0; incoming_headings[k].pred && !headed; k++)
			headed = !strcmp(incoming_headings[k].pred, t->p);
		if (headed)
			continue;
		if (!any)
			fputs("<h2>Mentioned by</h2>\n<table><tr><th>resource</th><th>property</th></tr>\n", f);
		any = true;
		fputs("<tr><td>", f);
		link_to(f, h, d, t->s, 100);
		fputs("</td><td><code>", f);
		pname(f, t->p);
		fputs("</code></td></tr>\n", f);
	}
	if (any)
		fputs("</table>\n", f);
	fputs("</main></body></html>\n", f);
}

static const char *sort_first; /* the described resource, for compare_triples (workers only) */

static int compare_triples(const void *a, const void *b)
{
	const pg_triple *x = a, *y = b;
	int c = (strcmp(x->s, sort_first) != 0) - (strcmp(y->s, sort_first) != 0);
	if (!c)
		c = strcmp(x->s, y->s);
	if (!c)
		c = strcmp(x->p, y->p);
	if (!c)
		c = strcmp(x->o, y->o);
	return c;
}

/* The statements about `iri` and pointing at it, and the names of the
 * resources they mention, the described resource first. */
static pg_status write_rdf(FILE *out, pg_http *h, const pg_description *d, const char *iri,
			   const char *format)
{
	pg_rdf_format f;
	if (!pg_rdfout_parse_format(format, &f))
		return PG_ERR_INTERNAL;
	pg_triple *t = malloc((d->n + 1) * sizeof *t);
	if (!t)
		return PG_ERR_NOMEM;
	size_t n = 0;
	for (size_t i = 0; i < d->n; i++)
		if (i < d->n_core || !strcmp(d->t[i].p, PG_RDFS_LABEL) ||
		    !strcmp(d->t[i].p, PG_DCT_TITLE) || !strcmp(d->t[i].p, PG_DCT_IDENTIFIER))
			t[n++] = d->t[i];
	sort_first = iri;
	qsort(t, n, sizeof *t, compare_triples);
	pg_rdfout *w = pg_rdfout_new(out, f, h->base);
	pg_status st = w ? PG_OK : PG_ERR_NOMEM;
	for (size_t i = 0; st == PG_OK && i < n; i++)
		st = pg_rdfout_write(w, &t[i]);
	if (st == PG_OK)
		st = pg_rdfout_finish(w);
	pg_rdfout_free(w);
	free(t);
	return st;
}

static unsigned page_job_run(pg_http *h, void *ctx, FILE *out, const char **type, pg_buf *msg)
{
	page_job *j = ctx;
	const char *format = j->format && *j->format ? j->format
						   : negotiate(j->accept, page_choices, page_usable);
	if (!strcmp(format, "json-ld"))
		format = "jsonld";
	if (!page_usable(format)) {
		pg_buf_addf(msg, "format '%s' is not offered (html, turtle, ntriples%s)", format,
			    page_usable("jsonld") ? ", jsonld" : "");
		return 406;
	}
	pg_description d = PG_DESCRIPTION_INIT;
	pg_diag diag;
	pg_diag_clear(&diag);
	bool found = false;
	const char *iri = NULL;
	for (int k = 0; k < 2 && j->iri[k] && !found; k++) {
		pg_description_free(&d);
		iri = j->iri[k];
		if (pg_describe_entity(h->store, h->preds, iri, MAX_NEIGHBOURS, &d, &found, &diag) != PG_OK) {
			pg_description_free(&d);
			pg_buf_adds(msg, diag.msg[0] ? diag.msg : "cannot describe the resource");
			return 500;
		}
	}
	if (!found) {
		pg_description_free(&d);
		pg_buf_addf(msg, "nothing is known about <%s>", j->iri[0]);
		return 404;
	}
	*type = type_of(format);
	pg_status st = PG_OK;
	if (!strcmp(format, "html")) {
		write_html(out, h, &d, iri);
	} else {
		st = write_rdf(out, h, &d, iri, format);
	}
	pg_description_free(&d);
	if (st != PG_OK) {
		pg_buf_adds(msg, pg_strerror(st));
		return 500;
	}
	return 200;
}

/* What a worker computes for `j`: an HTTP status, the type and the body in
 * `out`, or for status >= 400 a message in `msg`. */
static unsigned dispatch(pg_http *h, const job *j, FILE *out, const char **type, pg_buf *msg)
{
	if (j->kind == JOB_QUERY) {
		query_job q = {j->arg[0], j->arg[1], j->arg[2]};
		return query_job_run(h, &q, out, type, msg);
	}
	if (j->kind == JOB_PAGE && j->arg[0]) {
		page_job p = {{j->arg[0], j->arg[1]}, j->arg[2], j->arg[3]};
		return page_job_run(h, &p, out, type, msg);
	}
	pg_buf_adds(msg, "unknown job");
	return 500;
}

/* ---- pages made by the server itself (no Redland) */

static const char *const examples[][2] = {
	{"Methods and the papers that propose them",
	 "SELECT ?paper ?method ?label WHERE {\n  ?p pg:proposes ?method ; dcterms:identifier ?paper .\n"
	 "  ?method rdfs:label ?label\n} ORDER BY ?paper ?label"},
	{"Which method extends which",
	 "SELECT ?method ?child ?parent WHERE {\n  ?method pg:extends ?e ; rdfs:label ?child .\n"
	 "  ?e rdfs:label ?parent\n} ORDER BY ?child"},
	{"Claimed results with metric and data set",
	 "SELECT ?paper ?method ?metric ?value ?dataset WHERE {\n"
	 "  ?p pg:reportsResult ?r ; dcterms:identifier ?paper .\n"
	 "  ?r pg:value ?value ; pg:metric ?m . ?m rdfs:label ?metric .\n"
	 "  OPTIONAL { ?r pg:ofMethod ?x . ?x rdfs:label ?method }\n"
	 "  OPTIONAL { ?r pg:onDataset ?d . ?d rdfs:label ?dataset }\n} ORDER BY ?paper"},
	{"Tasks by number of papers",
	 "SELECT ?task ?label (COUNT(?p) AS ?papers) WHERE {\n  ?p pg:addressesTask ?task .\n"
	 "  ?task rdfs:label ?label\n} GROUP BY ?task ?label ORDER BY DESC(?papers) ?label"},
	{"Lineage as a graph (CONSTRUCT)",
	 "CONSTRUCT { ?m pg:extends ?e } WHERE { ?m pg:extends ?e }"},
};

static const char home_script[] =
	"const $=id=>document.getElementById(id);\n"
	"function local(iri){return iri.startsWith(BASE)?'/'+iri.slice(BASE.length):iri;}\n"
	"function cell(b){const td=document.createElement('td');if(!b)return td;\n"
	" if(b.type==='uri'&&(b.value.startsWith(BASE)||/^https?:/i.test(b.value))){"
	"const a=document.createElement('a');a.href=local(b.value);"
	"a.textContent=b.value.startsWith(BASE)?b.value.slice(BASE.length):b.value;td.appendChild(a);}\n"
	" else{td.textContent=b.value;if(b['xml:lang'])td.title='@'+b['xml:lang'];"
	"else if(b.datatype)td.title=b.datatype;}return td;}\n"
	"async function run(){const q=$('q').value,fmt=$('fmt').value,out=$('out'),st=$('status');\n"
	" out.textContent='';st.textContent='running…';const t0=performance.now();let r,txt;\n"
	" try{r=await fetch('/sparql',{method:'POST',headers:{'Content-Type':"
	"'application/x-www-form-urlencoded','Accept':fmt},body:'query='+encodeURIComponent(q)});"
	"txt=await r.text();}\n"
	" catch(e){st.textContent='request failed: '+e;return;}\n"
	" const ms=Math.round(performance.now()-t0);\n"
	" if(!r.ok){st.textContent='HTTP '+r.status+' after '+ms+' ms';const p=document.createElement('pre');"
	"p.className='err';p.textContent=txt;out.appendChild(p);return;}\n"
	" const ct=r.headers.get('Content-Type')||'';\n"
	" if(ct.includes('sparql-results+json')){const d=JSON.parse(txt);\n"
	"  if('boolean' in d){st.textContent='ASK after '+ms+' ms';const p=document.createElement('p');"
	"p.className='bool';p.textContent=String(d.boolean);out.appendChild(p);return;}\n"
	"  const vars=d.head.vars,rows=d.results.bindings;st.textContent=rows.length+' row'+"
	"(rows.length===1?'':'s')+' in '+ms+' ms';\n"
	"  const t=document.createElement('table'),h=t.insertRow();for(const v of vars){const th="
	"document.createElement('th');th.textContent='?'+v;h.appendChild(th);}\n"
	"  for(const b of rows){const tr=t.insertRow();for(const v of vars)tr.appendChild(cell(b[v]));}\n"
	"  out.appendChild(t);return;}\n"
	" st.textContent=ct.split(';')[0]+' in '+ms+' ms';const p=document.createElement('pre');"
	"p.textContent=txt;out.appendChild(p);}\n"
	"$('f').addEventListener('submit',e=>{e.preventDefault();run();});\n"
	"const u=new URLSearchParams(location.search);if(u.get('query')){$('q').value=u.get('query');run();}\n";

static enum MHD_Result home_page(struct MHD_Connection *c, request *r, pg_http *h)
{
	char *data = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&data, &len);
	if (!f)
		return respond_text(c, r, 500, "out of memory");
	page_head(f, "SPARQL");
	fputs("<h1>papergraph</h1>\n<p>Methods, tasks, data sets, metrics, results and lineage "
	      "extracted from paper abstracts, as RDF. Ask with SPARQL (rasqal 0.9.33: no property "
	      "paths, EXISTS, MINUS or DESCRIBE; read-only). The prefixes <code>pg: rdf: rdfs: owl: "
	      "xsd: skos: dcterms: prov: schema:</code> are predeclared.</p>\n"
	      "<form id=\"f\"><a id=\"query\"></a><textarea id=\"q\" name=\"query\" rows=\"9\" "
	      "spellcheck=\"false\">", f);
	html_esc(f, examples[0][1]);
	fputs("</textarea>\n<p><label>Results as <select id=\"fmt\">"
	      "<option value=\"application/sparql-results+json\">table (JSON)</option>"
	      "<option value=\"application/sparql-results+xml\">XML</option>"
	      "<option value=\"text/csv\">CSV</option>"
	      "<option value=\"text/tab-separated-values\">TSV</option>"
	      "<option value=\"text/turtle\">Turtle (CONSTRUCT)</option>"
	      "<option value=\"application/n-triples\">N-Triples (CONSTRUCT)</option>", f);
	if (construct_usable("jsonld"))
		fputs("<option value=\"application/ld+json\">JSON-LD (CONSTRUCT)</option>", f);
	fputs("</select></label> <button type=\"submit\">Run</button> <span id=\"status\" "
	      "class=\"note\"></span></p></form>\n<div id=\"out\"></div>\n<h2>Examples</h2>\n<ul>\n", f);
	for (size_t i = 0; i < sizeof examples / sizeof *examples; i++) {
		pg_buf u = PG_BUF_INIT;
		url_encode(&u, examples[i][1]);
		fputs("<li><a href=\"/?query=", f);
		fputs(pg_buf_str(&u), f);
		fputs("\">", f);
		html_esc(f, examples[i][0]);
		fputs("</a></li>\n", f);
		pg_buf_free(&u);
	}
	fputs("</ul>\n<p class=\"note\">Every resource has a page: ", f);
	fputs("<code>", f);
	html_esc(f, h->base);
	fputs("method/…</code> is served at <code>/method/…</code> (Turtle, N-Triples", f);
	if (page_usable("jsonld"))
		fputs(", JSON-LD", f);
	fputs(" or HTML by <code>Accept</code>). The SPARQL endpoint is <a href=\"/sparql\">/sparql</a>"
	      " (GET <code>?query=</code>, POST form or <code>application/sparql-query</code>).</p>\n", f);
	/* the base goes into a JS string: it is a checked IRI, but escape anyway */
	fputs("<script>const BASE=\"", f);
	for (const char *p = h->base; *p; p++) {
		if (*p == '"' || *p == '\\' || *p == '<' || *p == '>')
			fprintf(f, "\\u%04x", (unsigned char)*p);
		else
			fputc(*p, f);
	}
	fputs("\";\n", f);
	fputs(home_script, f);
	fputs("</script>\n</main></body></html>\n", f);
	if (fclose(f) != 0) {
		free(data);
		return respond_text(c, r, 500, "out of memory");
	}
	return respond(c, r, 200, "text/html; charset=utf-8", data, len);
}

static enum MHD_Result service_description(struct MHD_Connection *c, request *r, pg_http *h)
{
	char *data = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&data, &len);
	if (!f)
		return respond_text(c, r, 500, "out of memory");
	fprintf(f,
		"@prefix sd: <http://www.w3.org/ns/sparql-service-description#> .\n"
		"@prefix fmt: <http://www.w3.org/ns/formats/> .\n"
		"@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n"
		"@prefix dcterms: <http://purl.org/dc/terms/> .\n\n"
		"<> a sd:Service ;\n"
		"  sd:endpoint <> ;\n"
		"  sd:supportedLanguage sd:SPARQL11Query ;\n"
		"  sd:resultFormat fmt:SPARQL_Results_JSON, fmt:SPARQL_Results_XML, fmt:SPARQL_Results_CSV,\n"
		"    fmt:SPARQL_Results_TSV, fmt:Turtle, fmt:N-Triples, fmt:RDF_XML%s ;\n"
		"  dcterms:title \"papergraph SPARQL endpoint\" ;\n"
		"  rdfs:comment \"\"\"Read-only SPARQL 1.1 Query over the papergraph store, answered by "
		"rasqal 0.9.33 through librdf: no property paths, EXISTS, MINUS, DESCRIBE, and VALUES "
		"and subqueries are unreliable. SPARQL Update and LOAD are refused with 403, SERVICE "
		"with 403 (this endpoint never fetches other endpoints). FROM, FROM NAMED, default-graph-uri and named-graph-uri are "
		"accepted but IGNORED: every query runs over the union of all graphs in the store "
		"(one named graph per paper, plus the entities, ontology and inferred graphs); select "
		"graphs with GRAPH <iri> { ... } or GRAPH ?g instead. Limits: request body %zu bytes "
		"(413), query time %u s (503), answer size %zu bytes (507).\"\"\" ;\n"
		"  sd:defaultDataset [ a sd:Dataset ;\n"
		"    rdfs:comment \"The default graph is the union of all named graphs.\" ;\n"
		"    sd:defaultGraph [ a sd:Graph ] ] .\n",
		construct_usable("jsonld") ? ", fmt:JSON-LD" : "", h->o.max_body, h->o.timeout,
		h->o.max_result);
	if (fclose(f) != 0) {
		free(data);
		return respond_text(c, r, 500, "out of memory");
	}
	return respond(c, r, 200, "text/turtle; charset=utf-8", data, len);
}

/* ---- dispatch */

static bool has_prefix_ci(const char *s, const char *prefix)
{
	return s && !strncasecmp(s, prefix, strlen(prefix));
}

/* Answers a query from the upstream endpoint (loopback only): updates and
 * SERVICE are refused here too, since the upstream engine would run them. */
static enum MHD_Result upstream_answer(struct MHD_Connection *c, request *r, pg_http *h,
				       const char *query, const char *accept)
{
	switch (pg_sparql_safety(query, NULL, false)) {
	case PG_SPARQL_UPDATE_REFUSED:
		return respond_text(c, r, 403, "SPARQL Update is refused: this endpoint is read-only");
	case PG_SPARQL_SERVICE_REFUSED:
		return respond_text(c, r, 403, "SERVICE is refused: it would make the server fetch a URL");
	default:
		break;
	}
	char *body = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&body, &len);
	if (!out)
		return respond_text(c, r, 500, "out of memory");
	int status = 0;
	char type[200] = "";
	pg_diag d;
	pg_diag_clear(&d);
	pg_status st = pg_upstream_query(h->o.upstream, query, accept, out, &status, type,
					 sizeof type, &d);
	fclose(out);
	enum MHD_Result rc;
	if (st == PG_OK || (st == PG_ERR_INPUT && status >= 400 && status < 500)) {
		if (len <= h->o.max_result) {
			/* respond() takes the body */
			return respond(c, r, st == PG_OK ? (unsigned)(status ? status : 200) : 400,
				       type[0] ? type : "application/octet-stream", body, len);
		}
		rc = respond_text(c, r, 507, "the answer is larger than --max-result");
	} else {
		char text[1200];
		pg_diag_format(&d, text, sizeof text);
		rc = respond_text(c, r, 502, text);
	}
	free(body);
	return rc;
}

static enum MHD_Result sparql_endpoint(struct MHD_Connection *c, request *r, pg_http *h,
				       const char *method)
{
	char *query = NULL, *update = NULL, *format = get_arg(c, "format");
	enum MHD_Result rc;
	if (!strcmp(method, "POST")) {
		const char *ct = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
							     MHD_HTTP_HEADER_CONTENT_TYPE);
		if (has_prefix_ci(ct, "application/x-www-form-urlencoded")) {
			query = form_value(pg_buf_str(&r->body), "query");
			update = form_value(pg_buf_str(&r->body), "update");
			if (!format)
				format = form_value(pg_buf_str(&r->body), "format");
		} else if (has_prefix_ci(ct, "application/sparql-query")) {
			query = strdup(pg_buf_str(&r->body));
		} else if (has_prefix_ci(ct, "application/sparql-update")) {
			update = strdup(pg_buf_str(&r->body));
		} else {
			rc = respond_text(c, r, 415, "POST wants application/x-www-form-urlencoded "
					  "(query=...) or application/sparql-query");
			goto out;
		}
	} else {
		query = get_arg(c, "query");
		update = get_arg(c, "update");
	}
	if (update) {
		rc = respond_text(c, r, 403, "SPARQL Update is refused: this endpoint is read-only "
				  "(the store changes with 'papergraph build/add/load')");
		goto out;
	}
	if (!query) {
		if (strcmp(method, "POST"))
			rc = service_description(c, r, h);
		else
			rc = respond_text(c, r, 400, "no query: send query=... or a "
					  "application/sparql-query body");
		goto out;
	}
	if (!*query) {
		rc = respond_text(c, r, 400, "the query is empty");
		goto out;
	}
	const char *accept = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_ACCEPT);
	if (format && strchr(format, '/')) {
		/* some clients put a media type in format= */
		accept = format;
	}
	if (h->o.upstream) {
		rc = upstream_answer(c, r, h, query, accept);
		goto out;
	}
	job j = {JOB_QUERY, {query, accept, format && !strchr(format, '/') ? format : NULL, NULL}};
	answer a;
	run_job(h, &j, &a);
	rc = respond_answer(c, r, &a);
out:
	free(query);
	free(update);
	free(format);
	return rc;
}

/* Characters that may not appear in an IRI taken from a path. */
static bool path_ok(const char *p)
{
	for (; *p; p++)
		if ((unsigned char)*p <= 0x20 || strchr("<>\"{}|\\^`", *p))
			return false;
	return true;
}

/* BASE + the path after the base's own path (or after "/"), with
 * percent-escapes' hex digits in upper case as papergraph mints them. */
static char *path_to_iri(const char *base, const char *rest)
{
	pg_buf b = PG_BUF_INIT;
	pg_buf_adds(&b, base);
	for (const char *p = rest; *p; p++) {
		if (*p == '%' && hexval(p[1]) >= 0 && hexval(p[2]) >= 0) {
			pg_buf_addf(&b, "%%%c%c", (char)toupper((unsigned char)p[1]),
				    (char)toupper((unsigned char)p[2]));
			p += 2;
		} else {
			pg_buf_addc(&b, *p);
		}
	}
	return pg_buf_take(&b);
}

static enum MHD_Result resource_page(struct MHD_Connection *c, request *r, pg_http *h,
				     const char *url)
{
	if (!path_ok(url) || url[0] != '/' || strstr(url, "/../") || strlen(url) > 2000)
		return respond_text(c, r, 404, "no such resource");
	char *iri[2] = {NULL, NULL};
	int n = 0;
	size_t bp = strlen(h->base_path);
	if (bp > 1 && !strncmp(url, h->base_path, bp))
		iri[n++] = path_to_iri(h->base, url + bp);
	iri[n++] = path_to_iri(h->base, url + 1);
	char *format = get_arg(c, "format");
	job j = {JOB_PAGE, {iri[0], iri[1],
			    MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_ACCEPT), format}};
	answer a;
	enum MHD_Result rc;
	if (!iri[0] || (n == 2 && !iri[1])) {
		rc = respond_text(c, r, 500, "out of memory");
	} else {
		run_job(h, &j, &a);
		rc = respond_answer(c, r, &a);
	}
	free(iri[0]);
	free(iri[1]);
	free(format);
	return rc;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url,
				  const char *method, const char *version, const char *upload_data,
				  size_t *upload_data_size, void **con_cls)
{
	pg_http *h = cls;
	request *r = *con_cls;
	if (!r) {
		r = calloc(1, sizeof *r);
		if (!r)
			return MHD_NO;
		r->start = now_ms();
		snprintf(r->method, sizeof r->method, "%s", method);
		r->path = strdup(url);
		*con_cls = r;
		const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
							     MHD_HTTP_HEADER_CONTENT_LENGTH);
		if (cl && strtoull(cl, NULL, 10) > h->o.max_body)
			return respond_text(c, r, 413, "the request body is larger than the limit of "
					    "%zu bytes", h->o.max_body);
		return MHD_YES;
	}
	if (*upload_data_size) {
		if (!r->answered) {
			if (r->too_big || r->body.len + *upload_data_size > h->o.max_body)
				r->too_big = true;
			else if (!pg_buf_add(&r->body, upload_data, *upload_data_size))
				return MHD_NO;
		}
		*upload_data_size = 0;
		return MHD_YES;
	}
	if (r->answered)
		return MHD_YES;
	if (r->too_big)
		return respond_text(c, r, 413, "the request body is larger than the limit of %zu bytes",
				    h->o.max_body);
	if (!strcmp(method, "OPTIONS")) {
		struct MHD_Response *resp = MHD_create_response_from_buffer(0, (void *)"",
									      MHD_RESPMEM_PERSISTENT);
		if (!resp)
			return MHD_NO;
		MHD_add_response_header(resp, "Access-Control-Allow-Origin", "*");
		MHD_add_response_header(resp, "Access-Control-Allow-Methods", "GET, HEAD, POST, OPTIONS");
		MHD_add_response_header(resp, "Access-Control-Allow-Headers", "Content-Type, Accept");
		MHD_add_response_header(resp, "Access-Control-Max-Age", "86400");
		MHD_add_response_header(resp, MHD_HTTP_HEADER_ALLOW, "GET, HEAD, POST, OPTIONS");
		enum MHD_Result rc = MHD_queue_response(c, MHD_HTTP_NO_CONTENT, resp);
		MHD_destroy_response(resp);
		r->status = MHD_HTTP_NO_CONTENT;
		r->answered = true;
		return rc;
	}
	bool get = !strcmp(method, "GET") || !strcmp(method, "HEAD");
	if (!strcmp(url, "/sparql")) {
		if (!get && strcmp(method, "POST"))
			return respond_text(c, r, 405, "/sparql answers GET, POST and OPTIONS");
		return sparql_endpoint(c, r, h, get ? "GET" : "POST");
	}
	if (!get)
		return respond_text(c, r, 405, "%s is not allowed here", method);
	if (!strcmp(url, "/"))
		return home_page(c, r, h);
	if (!strcmp(url, "/favicon.ico") || !strcmp(url, "/robots.txt"))
		return respond_text(c, r, 404, "not here");
	return resource_page(c, r, h, url);
}

static void on_completed(void *cls, struct MHD_Connection *c, void **con_cls,
			 enum MHD_RequestTerminationCode toe)
{
	pg_http *h = cls;
	request *r = *con_cls;
	if (!r)
		return;
	if (h->o.log) {
		pthread_mutex_lock(&h->fork_lock);
		h->o.log(h->o.log_ctx, r->method, r->path ? r->path : "?",
			 r->answered ? r->status : 0, now_ms() - r->start);
		pthread_mutex_unlock(&h->fork_lock);
	}
	pg_buf_free(&r->body);
	free(r->path);
	free(r);
	*con_cls = NULL;
}

/* Keeps URLs and arguments as sent: paths must map byte for byte onto minted
 * IRIs, and arguments are decoded by get_arg(). */
static size_t no_unescape(void *cls, struct MHD_Connection *c, char *s)
{
	return strlen(s);
}

pg_status pg_http_start(pg_store *s, const pg_http_options *o, pg_http **out, pg_diag *d)
{
	*out = NULL;
	pg_http *h = calloc(1, sizeof *h);
	if (!h) {
		pg_store_close(s);
		return PG_ERR_NOMEM;
	}
	h->store = s;
	h->o = *o;
	h->store_path = strdup(pg_store_get_path(s));
	h->base = strdup(pg_store_get_base(s));
	if (!h->o.host)
		h->o.host = "127.0.0.1";
	if (h->o.threads < 1)
		h->o.threads = 1;
	if (h->o.timeout < 1)
		h->o.timeout = 1;
	pthread_mutex_init(&h->fork_lock, NULL);
	pthread_mutex_init(&h->pool_lock, NULL);
	pthread_cond_init(&h->pool_cond, NULL);
	h->n_workers = h->o.threads;
	h->workers = calloc(h->n_workers, sizeof *h->workers);
	for (unsigned i = 0; h->workers && i < h->n_workers; i++)
		h->workers[i].fd = -1;
	const char *scheme = h->base ? strstr(h->base, "://") : NULL;
	const char *path = scheme ? strchr(scheme + 3, '/') : NULL;
	h->base_path = strdup(path ? path : "/");
	pg_status st = h->base_path && h->workers && h->store_path && h->base ? PG_OK : PG_ERR_NOMEM;
	if (st == PG_OK)
		st = pg_describe_predicates_new(s, &h->preds, d);
	struct addrinfo hints = {.ai_flags = AI_PASSIVE, .ai_socktype = SOCK_STREAM}, *ai = NULL;
	if (st == PG_OK) {
		char port[16];
		snprintf(port, sizeof port, "%u", h->o.port);
		int gai = getaddrinfo(h->o.host, port, &hints, &ai);
		if (gai != 0 || !ai)
			st = pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "cannot resolve --host %s: %s",
					 h->o.host, gai_strerror(gai));
	}
	if (st == PG_OK) {
		unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO;
		if (ai->ai_family == AF_INET6)
			flags |= MHD_USE_IPv6;
		h->daemon = MHD_start_daemon(
			flags, (uint16_t)h->o.port, NULL, NULL, on_request, h,
			MHD_OPTION_SOCK_ADDR, ai->ai_addr,
			MHD_OPTION_NOTIFY_COMPLETED, on_completed, h,
			MHD_OPTION_UNESCAPE_CALLBACK, no_unescape, h,
			MHD_OPTION_CONNECTION_LIMIT, (unsigned)256,
			MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)30,
			MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(256 * 1024),
			h->o.threads > 1 ? MHD_OPTION_THREAD_POOL_SIZE : MHD_OPTION_END,
			h->o.threads, MHD_OPTION_END);
		if (!h->daemon)
			st = pg_diag_set(d, PG_ERR_IO, NULL, 0, "cannot listen on %s port %u: %s",
					 h->o.host, h->o.port, errno ? strerror(errno) : "refused");
	}
	if (ai)
		freeaddrinfo(ai);
	if (st != PG_OK) {
		pg_http_stop(h);
		return st;
	}
	*out = h;
	return PG_OK;
}

const char *pg_http_get_store_path(const pg_http *h)
{
	return h->store_path;
}

const char *pg_http_get_base(const pg_http *h)
{
	return h->base;
}

unsigned pg_http_get_port(const pg_http *h)
{
	const union MHD_DaemonInfo *info = MHD_get_daemon_info(h->daemon, MHD_DAEMON_INFO_BIND_PORT);
	return info ? info->port : h->o.port;
}

void pg_http_stop(pg_http *h)
{
	if (!h)
		return;
	h->stopping = 1;
	if (h->daemon)
		MHD_stop_daemon(h->daemon);
	for (unsigned i = 0; h->workers && i < h->n_workers; i++)
		retire(h, &h->workers[i]);
	free(h->workers);
	pg_describe_predicates_free(h->preds);
	pg_store_close(h->store);
	free(h->store_path);
	free(h->base);
	pthread_cond_destroy(&h->pool_cond);
	pthread_mutex_destroy(&h->pool_lock);
	pthread_mutex_destroy(&h->fork_lock);
	free(h->base_path);
	free(h);
}
