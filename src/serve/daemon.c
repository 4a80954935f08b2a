/* SPDX-License-Identifier: Apache-2.0 */
/* The libmicrohttpd daemon: starting and stopping it, per-request state and
 * limits, routing (/sparql, /, resource pages), responses with their
 * headers, and the log callbacks. The work itself is done elsewhere: by
 * worker processes (queue.c, pool.c, jobs.c), the upstream endpoint
 * (proxy.c) or the server's own pages (home.c); a request waiting for a
 * worker has its connection suspended, so the daemon's threads never wait. */
#include "serve/http.h"

#include <errno.h>
#include <microhttpd.h>
#include <netdb.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <time.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "base/utc.h"
#include "serve/serve_internal.h"
#include "serve/urlcode.h"

#define EVENT_THREADS 2 /* libmicrohttpd's threads: they only move bytes, never wait */

void pg_http_options_init(pg_http_options *o)
{
	*o = (pg_http_options){.host = "127.0.0.1", .port = 8080, .threads = 4, .timeout = 10,
			       .max_requests = 128, .client_requests = 32, .reserved_workers = 4,
			       .yield_after = 1, .long_nice = 19, .max_connections = 512,
			       .client_connections = 64, .client_timeout = 10,
			       .max_body = 1u << 20, .max_result = 16u << 20};
}

double pg_serve_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void pg_serve_note(pg_http *h, const char *fmt, ...)
{
	if (!h->o.note)
		return;
	va_list ap;
	va_start(ap, fmt);
	va_list copy;
	va_copy(copy, ap);
	int n = vsnprintf(NULL, 0, fmt, copy);
	va_end(copy);
	char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
	if (text)
		vsnprintf(text, (size_t)n + 1, fmt, ap);
	va_end(ap);
	pthread_mutex_lock(&h->fork_lock);
	h->o.note(h->o.log_ctx, text ? text : fmt);
	pthread_mutex_unlock(&h->fork_lock);
	free(text);
}

/* ---- per-request state */

typedef struct request {
	pg_http *h;
	struct MHD_Connection *c;
	double start;
	pg_buf body;
	bool too_big;
	bool answered;
	bool submitted; /* `t` went to the queue: its answer comes on resumption */
	bool last;      /* the connection closes after this request */
	unsigned status;
	char method[16];
	char *path;
	task t;
	char *arg[4];   /* owned: the strings of t.j */
} request;

/* Whether the Connection header's comma-separated tokens include `token`
 * (case-insensitive). */
static bool connection_token(struct MHD_Connection *c, const char *token)
{
	const char *v = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONNECTION);
	size_t n = strlen(token);
	while (v && *v) {
		v += strspn(v, " \t,");
		size_t len = strcspn(v, ",");
		while (len && (v[len - 1] == ' ' || v[len - 1] == '\t'))
			len--;
		if (len == n && !strncasecmp(v, token, n))
			return true;
		v += strcspn(v, ",");
	}
	return false;
}

/* Whether libmicrohttpd closes the connection after answering this request:
 * HTTP/1.1 unless the client says "close", HTTP/1.0 only if it says
 * "keep-alive" (RFC 9112 section 9.3). */
static bool closes_after(struct MHD_Connection *c, const char *version)
{
	if (!strcasecmp(version, MHD_HTTP_VERSION_1_1))
		return connection_token(c, "close") || connection_token(c, "upgrade");
	return !(!strcasecmp(version, MHD_HTTP_VERSION_1_0) && connection_token(c, "keep-alive"));
}

/* The connection's socket context (guard.c), or NULL. */
static void *guard_context(struct MHD_Connection *c)
{
	const union MHD_ConnectionInfo *sc = MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
	return sc ? sc->socket_context : NULL;
}

/* ---- responses */

/* Queues `resp` (taken) as the answer to `r` (may be NULL), with its Date
 * header (libmicrohttpd's own would call gmtime_r; see base/utc.h). A
 * connection that closes after this answer stops counting against the
 * limits now: its client may have read the answer and reconnected before
 * libmicrohttpd closes it. */
static enum MHD_Result queue_answer(struct MHD_Connection *c, request *r, unsigned status,
				    struct MHD_Response *resp)
{
	char date[PG_UTC_HTTP_DATE_SIZE];
	if (pg_utc_http_date((int64_t)time(NULL), date))
		MHD_add_response_header(resp, MHD_HTTP_HEADER_DATE, date);
	enum MHD_Result rc = MHD_queue_response(c, status, resp);
	MHD_destroy_response(resp);
	if (r) {
		r->status = status;
		r->answered = true;
		if (r->last && rc == MHD_YES)
			pg_serve_guard_closing(r->h, guard_context(c), true);
	}
	return rc;
}

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
	if (status == MHD_HTTP_SERVICE_UNAVAILABLE && r) {
		/* by then a running query has ended or been stopped */
		char secs[16];
		snprintf(secs, sizeof secs, "%u", r->h->o.timeout);
		MHD_add_response_header(resp, MHD_HTTP_HEADER_RETRY_AFTER, secs);
	}
	if (status == MHD_HTTP_METHOD_NOT_ALLOWED)
		MHD_add_response_header(resp, MHD_HTTP_HEADER_ALLOW, "GET, HEAD, POST, OPTIONS");
	return queue_answer(c, r, status, resp);
}

static enum MHD_Result respond_text(struct MHD_Connection *c, request *r, unsigned status,
				    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static enum MHD_Result respond_text(struct MHD_Connection *c, request *r, unsigned status,
				    const char *fmt, ...)
{
	answer a = {0};
	va_list ap;
	va_start(ap, fmt);
	pg_serve_answer_vtext(&a, status, fmt, ap);
	va_end(ap);
	return respond(c, r, a.status, a.type, a.body, a.len); /* an empty body on out-of-memory */
}

/* A GET argument, percent-decoded ('+' is already a space: libmicrohttpd
 * does that before our no-op unescape callback). Heap, or NULL. */
static char *get_arg(struct MHD_Connection *c, const char *name)
{
	const char *v = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, name);
	return v ? pg_url_decode(v, strlen(v), false) : NULL;
}

/* Answers with `a`, taking its body. */
static enum MHD_Result respond_answer(struct MHD_Connection *c, request *r, answer *a)
{
	if (!a->body)
		return respond_text(c, r, a->status ? a->status : 500, "cannot answer now");
	char *body = a->body;
	a->body = NULL;
	return respond(c, r, a->status, a->type, body, a->len);
}

/* Called by the queue when r->t is answered: the daemon takes the connection
 * up again and calls on_request, which sends the answer. */
static void task_done(task *t)
{
	request *r = t->ctx;
	MHD_resume_connection(r->c); /* the last use of `r` here: it may be freed now */
}

/* Hands a job of `kind` to the queue, taking the heap strings `arg` (each
 * may be NULL), and suspends the connection until it is answered; a job the
 * queue refuses is answered at once. */
static enum MHD_Result submit(struct MHD_Connection *c, request *r, uint32_t kind, char *arg[4])
{
	r->t.j.kind = kind;
	for (int i = 0; i < 4; i++)
		r->t.j.arg[i] = r->arg[i] = arg[i];
	r->t.done = task_done;
	r->t.ctx = r;
	MHD_suspend_connection(c);
	r->submitted = true;
	if (!pg_serve_submit(r->h, &r->t))
		MHD_resume_connection(c);
	return MHD_YES;
}

/* Answers with what `page` writes (a page the server makes itself). */
static enum MHD_Result respond_written(struct MHD_Connection *c, request *r, pg_http *h,
				       const char *type, void (*page)(FILE *, const pg_http *))
{
	char *data = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&data, &len);
	if (!f)
		return respond_text(c, r, 500, "out of memory");
	page(f, h);
	if (fclose(f) != 0) {
		free(data);
		return respond_text(c, r, 500, "out of memory");
	}
	return respond(c, r, 200, type, data, len);
}

/* ---- routes */

static bool has_prefix_ci(const char *s, const char *prefix)
{
	return s && !strncasecmp(s, prefix, strlen(prefix));
}

/* MHD_KeyValueIterator: counts the arguments named "query". */
static enum MHD_Result count_query(void *cls, enum MHD_ValueKind kind, const char *key,
				   const char *value)
{
	(void)kind;
	(void)value;
	if (key && !strcmp(key, "query"))
		(*(unsigned *)cls)++;
	return MHD_YES;
}

/* The value of ?format=, else of ?output= (both name the answer's format in
 * one SPARQL server or another); heap or NULL. */
static char *format_arg(struct MHD_Connection *c)
{
	char *v = get_arg(c, "format");
	return v ? v : get_arg(c, "output");
}

/* The endpoint's own IRI for its description: http://HOST/sparql with the
 * Host header when it is a plain host[:port], else the address listened on. */
static char *endpoint_iri(struct MHD_Connection *c, const pg_http *h)
{
	const char *host = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_HOST);
	pg_buf b = PG_BUF_INIT;
	if (host && *host && strlen(host) < 256 &&
	    strspn(host, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]") ==
		    strlen(host))
		pg_buf_addf(&b, "http://%s/sparql", host);
	else if (strchr(h->o.host, ':'))
		pg_buf_addf(&b, "http://[%s]:%u/sparql", h->o.host, pg_http_get_port(h));
	else
		pg_buf_addf(&b, "http://%s:%u/sparql", h->o.host, pg_http_get_port(h));
	return pg_buf_take(&b);
}

/* GET /sparql without a query: the service description, as HTML for a
 * browser, else in the RDF syntax Accept asks for. */
static enum MHD_Result service_description(struct MHD_Connection *c, request *r, pg_http *h,
					   const char *format_param)
{
	const char *accept = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_ACCEPT);
	pg_buf msg = PG_BUF_INIT;
	const char *format;
	if (!pg_serve_choose_format(accept, format_param, pg_serve_page_choices,
				    pg_serve_page_usable, "the service description", &msg, &format)) {
		enum MHD_Result rc = respond_text(c, r, 406, "%s", pg_buf_str(&msg));
		pg_buf_free(&msg);
		return rc;
	}
	pg_buf_free(&msg);
	char *iri = endpoint_iri(c, h), *data = NULL;
	size_t len = 0;
	FILE *f = iri ? open_memstream(&data, &len) : NULL;
	if (!f) {
		free(iri);
		return respond_text(c, r, 500, "out of memory");
	}
	pg_status st = pg_serve_service_description(f, h, iri, format);
	free(iri);
	if (fclose(f) != 0 || st != PG_OK) {
		free(data);
		return respond_text(c, r, 500, "cannot write the service description: %s",
				    pg_strerror(st == PG_OK ? PG_ERR_NOMEM : st));
	}
	return respond(c, r, 200, pg_serve_type_of(format), data, len);
}

static enum MHD_Result sparql_endpoint(struct MHD_Connection *c, request *r, pg_http *h,
				       const char *method)
{
	char *query = NULL, *update = NULL, *format = format_arg(c), *dataset = NULL;
	const char *form = NULL; /* the body of a form POST */
	enum MHD_Result rc;
	unsigned queries = 0; /* query= arguments: the protocol wants exactly one */
	MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, count_query, &queries);
	if (!strcmp(method, "POST")) {
		const char *ct = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
							     MHD_HTTP_HEADER_CONTENT_TYPE);
		if (has_prefix_ci(ct, "application/x-www-form-urlencoded")) {
			form = pg_buf_str(&r->body);
			query = pg_url_form_value(form, "query");
			queries += pg_url_form_count(form, "query");
			update = pg_url_form_value(form, "update");
			if (!format)
				format = pg_url_form_value(form, "format");
			if (!format)
				format = pg_url_form_value(form, "output");
		} else if (has_prefix_ci(ct, "application/sparql-query")) {
			query = strdup(pg_buf_str(&r->body));
			queries++;
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
		rc = respond_text(c, r, pg_serve_sparql_status(PG_SPARQL_UPDATE_REFUSED, PG_ERR_INPUT),
				  "SPARQL Update is refused: this endpoint is read-only "
				  "(the store changes with 'papergraph build/add/load')");
		goto out;
	}
	if (queries > 1) {
		rc = respond_text(c, r, 400, "%u queries in one request: the SPARQL 1.1 Protocol "
				  "wants exactly one query (one query= parameter or the body)", queries);
		goto out;
	}
	if (!query) {
		if (strcmp(method, "POST"))
			rc = service_description(c, r, h, format);
		else
			rc = respond_text(c, r, 400, "no query: send query=... or a "
					  "application/sparql-query body");
		goto out;
	}
	if (!*query) {
		rc = respond_text(c, r, 400, "the query is empty");
		goto out;
	}
	pg_buf msg = PG_BUF_INIT;
	if (!pg_serve_dataset_collect(c, form, &dataset, &msg)) {
		rc = msg.len ? respond_text(c, r, 400, "%s", pg_buf_str(&msg))
			     : respond_text(c, r, 500, "out of memory");
		pg_buf_free(&msg);
		goto out;
	}
	if (dataset && h->o.upstream) {
		rc = respond_text(c, r, 400, "default-graph-uri and named-graph-uri are not passed on "
				  "to the --upstream endpoint: name the graphs with FROM and FROM NAMED "
				  "in the query");
		goto out;
	}
	const char *accept = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_ACCEPT);
	if (h->o.upstream && format && strchr(format, '/'))
		accept = format; /* the upstream endpoint negotiates; it gets the media type asked for */
	char *arg[4] = {query, accept ? strdup(accept) : NULL, NULL, dataset};
	if (accept && !arg[1]) {
		rc = respond_text(c, r, 500, "out of memory");
		goto out;
	}
	dataset = NULL;
	if (!h->o.upstream) {
		arg[2] = format;
		format = NULL;
	}
	query = NULL;
	rc = submit(c, r, h->o.upstream ? JOB_PROXY : JOB_QUERY, arg);
out:
	free(query);
	free(update);
	free(format);
	free(dataset);
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
		if (*p == '%' && pg_url_hexval(p[1]) >= 0 && pg_url_hexval(p[2]) >= 0) {
			pg_buf_addf(&b, "%%%c%c", (char)pg_ascii_upper((unsigned char)p[1]),
				    (char)pg_ascii_upper((unsigned char)p[2]));
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
	if (!iri[0] || (n == 2 && !iri[1])) {
		free(iri[0]);
		free(iri[1]);
		return respond_text(c, r, 500, "out of memory");
	}
	const char *accept = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_ACCEPT);
	char *arg[4] = {iri[0], iri[1], accept ? strdup(accept) : NULL, format_arg(c)};
	if (accept && !arg[2]) {
		free(iri[0]);
		free(iri[1]);
		free(arg[3]);
		return respond_text(c, r, 500, "out of memory");
	}
	return submit(c, r, JOB_PAGE, arg);
}

/* "/method/" and the like: the index of a kind, in a worker. "/method"
 * (no slash) is redirected there. Returns false if `url` is no index. */
static bool index_page(struct MHD_Connection *c, request *r, const char *url, enum MHD_Result *rc)
{
	static const char *const kinds[] = {"paper", "method", "task", "dataset", "metric", NULL};
	for (size_t i = 0; kinds[i]; i++) {
		size_t n = strlen(kinds[i]);
		if (url[0] != '/' || strncmp(url + 1, kinds[i], n) != 0)
			continue;
		if (!url[n + 1]) {
			struct MHD_Response *resp = MHD_create_response_from_buffer(0, (void *)"",
										      MHD_RESPMEM_PERSISTENT);
			char to[32];
			snprintf(to, sizeof to, "/%s/", kinds[i]);
			if (!resp || MHD_add_response_header(resp, MHD_HTTP_HEADER_LOCATION, to) != MHD_YES) {
				if (resp)
					MHD_destroy_response(resp);
				*rc = MHD_NO;
				return true;
			}
			*rc = queue_answer(c, r, MHD_HTTP_MOVED_PERMANENTLY, resp);
			return true;
		}
		if (strcmp(url + n + 1, "/") != 0)
			continue;
		char *arg[4] = {strdup(kinds[i]), get_arg(c, "page"), get_arg(c, "sort"), NULL};
		if (!arg[0]) {
			free(arg[1]);
			free(arg[2]);
			*rc = respond_text(c, r, 500, "out of memory");
			return true;
		}
		*rc = submit(c, r, JOB_INDEX, arg);
		return true;
	}
	return false;
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
		r->h = h;
		r->c = c;
		r->start = pg_serve_now_ms();
		const union MHD_ConnectionInfo *ci =
			MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
		pg_serve_client_key(ci ? ci->client_addr : NULL, r->t.client, sizeof r->t.client);
		snprintf(r->method, sizeof r->method, "%s", method);
		r->path = strdup(url);
		r->last = closes_after(c, version);
		*con_cls = r;
		pg_serve_guard_closing(h, guard_context(c), false);
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
	if (r->submitted) /* resumed: the queue has answered */
		return respond_answer(c, r, &r->t.a);
	/* the request is complete: from here on its time is the queue's business */
	pg_serve_guard_receiving(h, guard_context(c), false);
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
		return queue_answer(c, r, MHD_HTTP_NO_CONTENT, resp);
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
		return respond_written(c, r, h, "text/html; charset=utf-8", pg_serve_home_page);
	if (!strcmp(url, "/favicon.ico") || !strcmp(url, "/robots.txt"))
		return respond_text(c, r, 404, "not here");
	enum MHD_Result rc;
	if (index_page(c, r, url, &rc))
		return rc;
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
			 r->answered ? r->status : 0, pg_serve_now_ms() - r->start);
		pthread_mutex_unlock(&h->fork_lock);
	}
	void *ctx = guard_context(c);
	pg_serve_guard_receiving(h, ctx, true); /* for the next request */
	if (toe != MHD_REQUEST_TERMINATED_COMPLETED_OK)
		pg_serve_guard_closing(h, ctx, true);
	pg_buf_free(&r->body);
	free(r->t.a.body);
	for (int i = 0; i < 4; i++)
		free(r->arg[i]);
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
	if (!h->o.deadline)
		h->o.deadline = 2 * h->o.timeout;
	if (h->o.deadline < h->o.timeout)
		h->o.deadline = h->o.timeout;
	if (!h->o.client_workers || h->o.client_workers > h->o.threads)
		h->o.client_workers = h->o.client_workers ? h->o.threads : (h->o.threads + 1) / 2;
	if (h->o.reserved_workers > 64)
		h->o.reserved_workers = 64;
	if (h->o.yield_after < 1)
		h->o.yield_after = 1;
	if (h->o.max_requests < 1)
		h->o.max_requests = 1;
	if (h->o.client_requests < 1 || h->o.client_requests > h->o.max_requests)
		h->o.client_requests = h->o.max_requests;
	if (h->o.max_connections < 1)
		h->o.max_connections = 1;
	if (h->o.client_connections < 1 || h->o.client_connections > h->o.max_connections)
		h->o.client_connections = h->o.max_connections;
	if (h->o.client_timeout < 1)
		h->o.client_timeout = 1;
	pthread_mutex_init(&h->fork_lock, NULL);
	pthread_mutex_init(&h->pool_lock, NULL);
	pthread_mutex_init(&h->queue_lock, NULL);
	pthread_cond_init(&h->queue_cond, NULL);
	pthread_mutex_init(&h->conn_lock, NULL);
	h->n_workers = h->o.threads + h->o.reserved_workers; /* pool.c: the reserved ones last */
	const char *scheme = h->base ? strstr(h->base, "://") : NULL;
	const char *path = scheme ? strchr(scheme + 3, '/') : NULL;
	h->base_path = strdup(path ? path : "/");
	pg_status st = h->base_path && h->store_path && h->base ? PG_OK : PG_ERR_NOMEM;
	if (st == PG_OK)
		st = pg_describe_predicates_new(s, &h->preds, d);
	/* the workers are forked here, with everything they read in place and
	 * before any other thread exists (pool.c) */
	if (st == PG_OK && !(pg_serve_queue_init(h) && pg_serve_pool_start(h) && pg_serve_guard_start(h)))
		st = PG_ERR_NOMEM;
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
		/* no thread of this process may ever hold glibc's time zone lock:
		 * a worker forked at that moment would wait for it for ever
		 * (base/utc.h); so libmicrohttpd writes no Date, queue_answer does */
		unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO |
				 MHD_ALLOW_SUSPEND_RESUME | MHD_USE_SUPPRESS_DATE_NO_CLOCK;
		if (ai->ai_family == AF_INET6)
			flags |= MHD_USE_IPv6;
		/* the guard refuses connections over max_connections and
		 * client_connections, counting live ones only (guard.c); libmicrohttpd's
		 * own limits, which also count the closing ones, are a margin above */
		h->daemon = MHD_start_daemon(
			flags, (uint16_t)h->o.port, pg_serve_guard_accept, h, on_request, h,
			MHD_OPTION_SOCK_ADDR, ai->ai_addr,
			MHD_OPTION_NOTIFY_COMPLETED, on_completed, h,
			MHD_OPTION_NOTIFY_CONNECTION, pg_serve_guard_notify, h,
			MHD_OPTION_UNESCAPE_CALLBACK, no_unescape, h,
			MHD_OPTION_CONNECTION_LIMIT, 2 * h->o.max_connections + 2 * EVENT_THREADS,
			MHD_OPTION_PER_IP_CONNECTION_LIMIT, 2 * h->o.client_connections + 2 * EVENT_THREADS,
			MHD_OPTION_CONNECTION_TIMEOUT, h->o.client_timeout,
			MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(256 * 1024),
			MHD_OPTION_THREAD_POOL_SIZE, (unsigned)EVENT_THREADS, MHD_OPTION_END);
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
	/* every suspended connection is resumed before the daemon stops: the
	 * queue refuses new tasks, the runners answer the rest at once */
	pg_serve_queue_stop(h);
	pg_serve_pool_stop(h);
	pg_serve_guard_stop(h);
	if (h->daemon)
		MHD_stop_daemon(h->daemon);
	pg_serve_queue_free(h);
	pg_describe_predicates_free(h->preds);
	pg_store_close(h->store);
	free(h->store_path);
	free(h->base);
	pthread_cond_destroy(&h->queue_cond);
	pthread_mutex_destroy(&h->queue_lock);
	pthread_mutex_destroy(&h->conn_lock);
	pthread_mutex_destroy(&h->pool_lock);
	pthread_mutex_destroy(&h->fork_lock);
	free(h->base_path);
	free(h);
}
