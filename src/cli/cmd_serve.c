/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph serve`: the SPARQL endpoint and linked-data pages over HTTP. */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "serve/http.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph serve [-s STORE] [--host ADDR] [--port N] [options]\n"
	       "\n"
	       "Serve the store over HTTP until SIGINT or SIGTERM: the SPARQL 1.1 Protocol at\n"
	       "/sparql (GET ?query=, POST form or application/sparql-query; results as JSON,\n"
	       "XML, CSV, TSV, graphs as Turtle, N-Triples, RDF/XML, JSON-LD, N3 by Accept,\n"
	       "406 when nothing fits; format= or output= where Accept allows it;\n"
	       "default-graph-uri and named-graph-uri make the dataset as query --from and\n"
	       "--from-named do), a page for every resource under the store's base IRI\n"
	       "(HTML or those RDF syntaxes by Accept), and a query form at /. Read-only:\n"
	       "updates, LOAD and SERVICE get 403. Queries run in worker processes, killed\n"
	       "and replaced at the time limit. No client can lock the others out: the\n"
	       "limits below bound what one address and all clients together may hold, and\n"
	       "every admitted request is answered by its deadline; a request or connection\n"
	       "over a limit gets 503 with Retry-After, or is closed, at once.\n"
	       "When build, add, load or infer replaces the store's graph, the next request\n"
	       "opens the new one: no restart. One line per request goes to stderr: method,\n"
	       "path, status, milliseconds.\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE      the store (./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "      --host ADDR        address to listen on (default 127.0.0.1)\n"
	       "  -p, --port N           port (default 8080; 0 picks a free one)\n"
	       "      --threads N        worker processes for queries (default 4; and see\n"
	       "                         --reserved-workers)\n"
	       "      --timeout SECS     stop a query after SECS seconds with 503 (default 10)\n"
	       "      --deadline SECS    answer 503 to a request not done after SECS seconds,\n"
	       "                         waiting for a worker and running (default: twice\n"
	       "                         --timeout, 20)\n"
	       "      --max-requests N   requests waiting or running at once (default 128)\n"
	       "      --client-requests N  ... from one client address (default 32)\n"
	       "      --client-workers N workers one address may hold at once, even when the\n"
	       "                         others are idle (default: half of --threads, rounded\n"
	       "                         up, 2); among addresses, the one with the fewest\n"
	       "                         running goes first, so a query from an idle client\n"
	       "                         waits for at most one running query per worker\n"
	       "      --reserved-workers N  worker processes beyond --threads for requests\n"
	       "                         that have not yet run long (default 4; 0: none),\n"
	       "                         used while the others are busy: a request on one\n"
	       "                         that runs past --yield-after while another waits\n"
	       "                         is stopped and waits, keeping its deadline, for one\n"
	       "                         of the --threads workers. So runaways from any\n"
	       "                         number of addresses hold at most --threads workers\n"
	       "                         while others wait, and a cheap query waits about\n"
	       "                         --yield-after at most\n"
	       "      --yield-after SECS (default 1; the work a request did there is lost);\n"
	       "                         any query that has used that much CPU time runs\n"
	       "                         at the lowest CPU priority, so it does not slow\n"
	       "                         the short ones\n"
	       "      --long-nice N      that priority: nice 0 to 19 (default 19; 0 leaves\n"
	       "                         long queries at the server's priority)\n"
	       "      --max-connections N  open connections (default 512)\n"
	       "      --client-connections N  ... from one address (default 64)\n"
	       "      --client-timeout SECS  close a connection idle for SECS seconds or taking\n"
	       "                         longer to send one request (default 10)\n"
	       "      --max-body BYTES   refuse larger requests with 413 (default 1048576)\n"
	       "      --max-result BYTES refuse larger answers with 507 (default 16777216)\n"
	       "      --upstream URL     answer /sparql from this loopback SPARQL endpoint (e.g.\n"
	       "                         Virtuoso's after 'papergraph publish virtuoso': full\n"
	       "                         SPARQL 1.1 with property paths); pages stay papergraph's\n"
	       "      --no-page-check    start without checking every page of the store\n"
	       "                         first. By default a page that fails its checksum\n"
	       "                         stops serve at start-up with exit 2; the check reads\n"
	       "                         the whole store once, about 0.9 s of CPU per GB\n"
	       "                         (0.2 s for 2,000 abstracts, 0.2 GB; 1.8 s for\n"
	       "                         20,000, 2.1 GB). Without it such a page is met by\n"
	       "                         the queries that read it, which get 500\n"
	       "  -q, --quiet            no access log, no notice of a replaced graph\n"
	       "  -h, --help             show this help\n");
}

static void access_log(void *ctx, const char *method, const char *path, unsigned status,
		       double ms)
{
	(void)ctx;
	fprintf(stderr, "%s %s %u %.1f ms\n", method, path, status, ms);
}

static void notice(void *ctx, const char *line)
{
	(void)ctx;
	fprintf(stderr, "papergraph serve: %s\n", line);
}

static bool parse_size(const char *s, unsigned long long min, unsigned long long max,
		       unsigned long long *out)
{
	char *end;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 10);
	if (errno || end == s || *end || *s == '-' || v < min || v > max)
		return false;
	*out = v;
	return true;
}

/* An option that sets one of the limits: key, name, meaning, largest value. */
typedef struct limit {
	int key;
	const char *name, *what;
	unsigned max;
	unsigned *to;
} limit;

/* Raises the soft limit on open files to at least `need` if the hard limit
 * allows. Returns false if it cannot. */
static bool raise_fd_limit(unsigned need)
{
	struct rlimit rl;
	if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
		return true; /* unknown: let the server find out */
	if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur >= need)
		return true;
	if (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < need)
		return false;
	rl.rlim_cur = need;
	return setrlimit(RLIMIT_NOFILE, &rl) == 0;
}

int cmd_serve(int argc, char **argv)
{
	pg_http_options o;
	pg_http_options_init(&o);
	const char *store_opt = NULL;
	bool quiet = false, no_page_check = false;
	const pg_cmd_option opts[] = {
		PG_OPT_STORE(store_opt),
		{"host", 'H', PG_OPT_ARG, .to = &o.host},
		{"upstream", 'U', PG_OPT_ARG, .to = &o.upstream},
		{"port", 'p', PG_OPT_ARG | PG_OPT_SHORT, NULL, NULL},
		{"threads", 'T', PG_OPT_ARG, NULL, NULL},
		{"timeout", 't', PG_OPT_ARG, NULL, NULL},
		{"max-body", 'B', PG_OPT_ARG, NULL, NULL},
		{"max-result", 'R', PG_OPT_ARG, NULL, NULL},
		{"deadline", 'D', PG_OPT_ARG, NULL, NULL},
		{"max-requests", 'M', PG_OPT_ARG, NULL, NULL},
		{"client-requests", 'm', PG_OPT_ARG, NULL, NULL},
		{"client-workers", 'W', PG_OPT_ARG, NULL, NULL},
		{"reserved-workers", 'r', PG_OPT_ARG, NULL, NULL},
		{"yield-after", 'Y', PG_OPT_ARG, NULL, NULL},
		{"long-nice", 'N', PG_OPT_ARG, NULL, NULL},
		{"max-connections", 'C', PG_OPT_ARG, NULL, NULL},
		{"client-connections", 'c', PG_OPT_ARG, NULL, NULL},
		{"client-timeout", 'I', PG_OPT_ARG, NULL, NULL},
		{"quiet", 'q', PG_OPT_SHORT, .flag = &quiet},
		{"no-page-check", 'P', 0, .flag = &no_page_check},
		{NULL}
	};
	const limit limits[] = {
		{'D', "deadline", "whole seconds", 7200, &o.deadline},
		{'M', "max-requests", "a number of requests", 100000, &o.max_requests},
		{'m', "client-requests", "a number of requests", 100000, &o.client_requests},
		{'W', "client-workers", "a number of workers", 64, &o.client_workers},
		{'Y', "yield-after", "whole seconds", 3600, &o.yield_after},
		{'C', "max-connections", "a number of connections", 100000, &o.max_connections},
		{'c', "client-connections", "a number of connections", 100000, &o.client_connections},
		{'I', "client-timeout", "whole seconds", 3600, &o.client_timeout},
		{0, NULL, NULL, 0, NULL}
	};
	pg_cmd_parser p = {.cmd = "serve", .options = opts, .help = help};
	unsigned long long v;
	int c;
	while ((c = pg_cmd_next_option(&p, argc, argv)) > 0) {
		const char *arg = p.arg;
		switch (c) {
		case 'p':
			if (!parse_size(arg, 0, 65535, &v))
				return pg_cmd_usage_error("serve", "--port wants 0 to 65535");
			o.port = (unsigned)v;
			break;
		case 'T':
			if (!parse_size(arg, 1, 64, &v))
				return pg_cmd_usage_error("serve", "--threads wants 1 to 64");
			o.threads = (unsigned)v;
			break;
		case 't':
			if (!parse_size(arg, 1, 3600, &v))
				return pg_cmd_usage_error("serve", "--timeout wants whole seconds, 1 to 3600");
			o.timeout = (unsigned)v;
			break;
		case 'N':
			if (!parse_size(arg, 0, 19, &v))
				return pg_cmd_usage_error("serve", "--long-nice wants 0 to 19");
			o.long_nice = (unsigned)v;
			break;
		case 'r':
			if (!parse_size(arg, 0, 64, &v))
				return pg_cmd_usage_error("serve", "--reserved-workers wants 0 to 64");
			o.reserved_workers = (unsigned)v;
			break;
		case 'B':
			if (!parse_size(arg, 1024, 1ULL << 30, &v))
				return pg_cmd_usage_error("serve", "--max-body wants 1024 to 1073741824 bytes");
			o.max_body = (size_t)v;
			break;
		case 'R':
			if (!parse_size(arg, 1024, 1ULL << 32, &v))
				return pg_cmd_usage_error("serve", "--max-result wants 1024 to 4294967296 bytes");
			o.max_result = (size_t)v;
			break;
		default:
			for (const limit *l = limits; l->name; l++) {
				if (l->key != c)
					continue;
				if (!parse_size(arg, 1, l->max, &v))
					return pg_cmd_usage_error("serve", "--%s wants %s, 1 to %u",
								  l->name, l->what, l->max);
				*l->to = (unsigned)v;
			}
			break;
		}
	}
	if (c == PG_OPT_STOP)
		return p.code;
	if (o.deadline && o.deadline < o.timeout)
		return pg_cmd_usage_error("serve", "--deadline %u is shorter than --timeout %u: a "
					  "request includes its query", o.deadline, o.timeout);
	if (o.client_workers > o.threads)
		return pg_cmd_usage_error("serve", "--client-workers %u is more than --threads %u",
					  o.client_workers, o.threads);
	if (o.client_requests > o.max_requests || o.client_connections > o.max_connections)
		return pg_cmd_usage_error("serve", "a client's limit is above the limit for all "
					  "clients (--client-requests, --client-connections)");
	unsigned workers = o.threads + o.reserved_workers;
	if (!raise_fd_limit(o.max_connections + 64 + 4 * workers))
		return pg_cmd_usage_error("serve", "--max-connections %u needs %u open files, above "
					  "this process's limit (ulimit -n)", o.max_connections,
					  o.max_connections + 64 + 4 * workers);
	o.log = quiet ? NULL : access_log;
	o.note = quiet ? NULL : notice;
	if (p.next < argc)
		return pg_cmd_unexpected_operand(&p, argv);
	if (o.upstream && strncmp(o.upstream, "http://127.0.0.1:", 17) &&
	    strncmp(o.upstream, "http://localhost:", 17) && strncmp(o.upstream, "http://[::1]:", 13))
		return pg_cmd_usage_error("serve", "--upstream wants a loopback URL such as "
					  "http://127.0.0.1:8890/sparql");

	/* belt and braces: should anything in rasqal still try HTTP, it meets a dead proxy */
	pg_cmd_block_network();

	/* the signals are taken by sigwait() below; the server threads inherit the mask */
	sigset_t sigs;
	sigemptyset(&sigs);
	sigaddset(&sigs, SIGINT);
	sigaddset(&sigs, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &sigs, NULL);
	signal(SIGPIPE, SIG_IGN);

	pg_diag d;
	pg_store *s;
	pg_status st = pg_cmd_open_store(store_opt, PG_STORE_READ, &s, &d);
	pg_http *h = NULL;
	/* a damaged page stops the server before it listens, not one answer later */
	if (st == PG_OK && !no_page_check)
		st = pg_store_verify_pages(s, &d);
	if (st == PG_OK)
		st = pg_http_start(s, &o, &h, &d); /* the server owns the store now */
	else
		pg_store_close(s);
	if (st != PG_OK)
		return pg_cmd_fail("serve", st, &d);
	const char *host = o.host;
	bool v6 = strchr(host, ':') != NULL;
	fprintf(stderr, "papergraph serve: %s on http://%s%s%s:%u/ (SPARQL at /sparql); "
		"resources under %s; stop with Ctrl-C\n", pg_http_get_store_path(h), v6 ? "[" : "",
		host, v6 ? "]" : "", pg_http_get_port(h), pg_http_get_base(h));
	int sig = 0;
	while (sigwait(&sigs, &sig) != 0)
		;
	fprintf(stderr, "papergraph serve: %s, stopping\n", sig == SIGINT ? "interrupted" : "terminated");
	pg_http_stop(h);
	return 0;
}
