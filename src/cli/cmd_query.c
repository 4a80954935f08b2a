/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph query`: SPARQL from the shell, with the W3C result formats. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/buf.h"
#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "base/embedded.h"
#include "base/utf8.h"
#include "sparql/engine.h"
#include "sparql/sparql.h"
#include "store/store.h"

#define MAX_BINDS 32
#define MAX_GRAPHS 64

static void help(void)
{
	printf("Usage: papergraph query [-s STORE] [-r FORMAT] [--engine rasqal|own]\n"
	       "                        [--from IRI]... [--from-named IRI]... (QUERY | -q FILE|NAME)\n"
	       "\n"
	       "Answer a SPARQL query. papergraph parses all of SPARQL 1.1 Query (syntax\n"
	       "errors name line and column; updates are refused) and evaluates it itself;\n"
	       "--engine rasqal runs it through rasqal 0.9.33 instead (no property paths,\n"
	       "EXISTS, MINUS or DESCRIBE there; kept to compare). The prefixes\n"
	       "pg: rdf: rdfs: owl: xsd: skos: dcterms: prov: schema: dqv: are predeclared;\n"
	       "the query's own PREFIX and BASE declarations win. SERVICE is refused: the\n"
	       "own engine fetches nothing; with --engine rasqal, --allow-service lets\n"
	       "rasqal fetch the URL.\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE    the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "  -r, --results FORMAT SELECT/ASK: table (default on a terminal), csv (default\n"
	       "                       otherwise), tsv, json (or srj), xml (or srx);\n"
	       "                       CONSTRUCT: turtle (default), ntriples, rdfxml, jsonld\n"
	       "  -w, --wide           the table with every value whole (it cuts values over\n"
	       "                       60 characters otherwise)\n"
	       "      --engine E       the evaluator: own (papergraph's, the default) or rasqal\n"
	       "                       (default: $PAPERGRAPH_ENGINE, else own)\n"
	       "      --from IRI       a graph of the store in the default graph (repeatable);\n"
	       "                       replaces the query's FROM and FROM NAMED (own engine)\n"
	       "      --from-named IRI a graph of the store as a named graph (repeatable;\n"
	       "                       own engine). With either, the dataset is only these\n"
	       "                       graphs: --from-named alone leaves the default graph empty\n"
	       "  -q, --query-file F   read the query from file F (- for standard input), or\n"
	       "                       the ready-made query F (see 'papergraph queries').\n"
	       "                       From a file, the query's base IRI is the file's\n"
	       "                       location (file:///ABSOLUTE/PATH), against which its\n"
	       "                       own BASE and relative IRIs resolve; from standard\n"
	       "                       input or QUERY it has none: relative IRIs stay relative\n"
	       "  -b, --bind VAR=VALUE replace ?VAR by VALUE (an IRI, a number or a string,\n"
	       "                       always as one term: it cannot change the query); a VAR\n"
	       "                       the query does not have is an error\n"
	       "      --timeout SECS   give up after SECS seconds (exit 1)\n"
	       "      --allow-service  let SERVICE fetch remote endpoints\n"
	       "      --time           print the time the query took, in process, to stderr\n"
	       "      --explain        print the query's SPARQL algebra (an S-expression) and\n"
	       "                       exit without running it (no store needed)\n"
	       "  -h, --help           show this help\n");
}

static void on_timeout(int sig)
{
	static const char msg[] = "papergraph query: timed out (see --timeout)\n";
	(void)sig;
	ssize_t rc = write(STDERR_FILENO, msg, sizeof msg - 1);
	(void)rc;
	_exit(1);
}

/* Reads a whole file or a ready-made query into a heap string (caller frees);
 * `*file` tells whether it came from a file (not standard input, not a
 * ready-made query). */
static char *read_query(const char *name, bool *file, pg_diag *d)
{
	bool std_in = !strcmp(name, "-");
	FILE *f = std_in ? stdin : fopen(name, "r");
	*file = f && !std_in;
	if (!f) {
		pg_buf path = PG_BUF_INIT;
		pg_buf_addf(&path, "queries/%s%s", name, strstr(name, ".rq") ? "" : ".rq");
		const pg_embedded_file *e = pg_embedded_get(pg_buf_str(&path));
		pg_buf_free(&path);
		if (e)
			return strdup(e->data);
		pg_diag_set(d, PG_ERR_INPUT, name, 0, "no such file or ready-made query");
		return NULL;
	}
	pg_buf b = PG_BUF_INIT;
	char chunk[8192];
	size_t n;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		pg_buf_add(&b, chunk, n);
	bool bad = ferror(f);
	if (!std_in)
		fclose(f);
	if (bad) {
		pg_buf_free(&b);
		pg_diag_set(d, PG_ERR_INPUT, name, 0, "cannot read: %s", strerror(errno));
		return NULL;
	}
	return pg_buf_take(&b);
}

/* The base IRI of a query read from the file `name`: its location, the
 * file:// IRI of its absolute path, with what may not stand in an IRI path
 * (RFC 3987: space, control characters, <>"{}|\^`, and %#?[] which would
 * mean something else) percent-encoded, and every byte of a path that is
 * not UTF-8. Heap (caller frees), NULL on failure (errno set). */
static char *file_base(const char *name)
{
	static const char hex[] = "0123456789ABCDEF";
	char *abs = realpath(name, NULL);
	if (!abs)
		return NULL;
	size_t n = strlen(abs);
	bool utf8 = pg_utf8_valid_prefix((const unsigned char *)abs, n) == n;
	pg_buf b = PG_BUF_INIT;
	bool ok = pg_buf_adds(&b, "file://");
	for (const unsigned char *p = (const unsigned char *)abs; ok && *p; p++) {
		if (*p <= 0x20 || *p == 0x7f || (*p >= 0x80 && !utf8) || strchr("<>\"{}|\\^`%#?[]", *p))
			ok = pg_buf_addf(&b, "%%%c%c", hex[*p >> 4], hex[*p & 15]);
		else
			ok = pg_buf_addc(&b, (char)*p);
	}
	free(abs);
	if (!ok) {
		pg_buf_free(&b);
		errno = ENOMEM;
		return NULL;
	}
	return pg_buf_take(&b);
}

int cmd_query(int argc, char **argv)
{
	const char *store_opt = NULL, *format = NULL, *file = NULL, *engine_opt = NULL;
	const char *from[MAX_GRAPHS], *from_named[MAX_GRAPHS];
	size_t n_from = 0, n_from_named = 0;
	const char *names[MAX_BINDS], *values[MAX_BINDS];
	char *bind_copies[MAX_BINDS];
	size_t n_binds = 0;
	bool allow_service = false, show_time = false, explain = false, wide = false;
	long timeout = 0;
	int c, code = 0;
	const pg_cmd_option opts[] = {
		PG_OPT_STORE(store_opt),
		{"results", 'r', PG_OPT_ARG | PG_OPT_SHORT, .to = &format},
		{"query-file", 'q', PG_OPT_ARG | PG_OPT_SHORT, .to = &file},
		{"bind", 'b', PG_OPT_ARG | PG_OPT_SHORT, NULL, NULL},
		{"timeout", 't', PG_OPT_ARG, NULL, NULL},
		{"allow-service", 'A', 0, .flag = &allow_service},
		{"time", 'T', 0, .flag = &show_time},
		{"explain", 'E', 0, .flag = &explain},
		{"wide", 'w', PG_OPT_SHORT, .flag = &wide},
		{"engine", 'G', PG_OPT_ARG, .to = &engine_opt},
		{"from", 'F', PG_OPT_ARG, NULL, NULL},
		{"from-named", 'N', PG_OPT_ARG, NULL, NULL},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = "query", .options = opts, .help = help};
	while ((c = pg_cmd_next_option(&p, argc, argv)) > 0) {
		const char *arg = p.arg;
		switch (c) {
		case 'b': {
			const char *eq = strchr(arg, '=');
			if (!eq || eq == arg || n_binds == MAX_BINDS) {
				code = pg_cmd_usage_error("query", "--bind wants VAR=VALUE (at most %d)", MAX_BINDS);
				goto out;
			}
			char *copy = strdup(arg);
			if (!copy) {
				code = 2;
				goto out;
			}
			copy[eq - arg] = '\0';
			bind_copies[n_binds] = copy;
			names[n_binds] = copy[0] == '?' || copy[0] == '$' ? copy + 1 : copy;
			values[n_binds++] = copy + (eq - arg) + 1;
			break;
		}
		case 'F':
		case 'N':
			if ((c == 'F' ? n_from : n_from_named) == MAX_GRAPHS) {
				code = pg_cmd_usage_error("query", "at most %d --from and %d --from-named",
							  MAX_GRAPHS, MAX_GRAPHS);
				goto out;
			}
			if (c == 'F')
				from[n_from++] = arg;
			else
				from_named[n_from_named++] = arg;
			break;
		case 't': {
			char *end;
			timeout = strtol(arg, &end, 10);
			if (*end || timeout <= 0 || timeout > 86400) {
				code = pg_cmd_usage_error("query", "--timeout wants whole seconds, 1 to 86400");
				goto out;
			}
			break;
		}
		}
	}
	if (c == PG_OPT_STOP) {
		code = p.code;
		goto out;
	}
	int first = p.next;
	if (!file && first >= argc) {
		code = pg_cmd_usage_error("query", "no QUERY given");
		goto out;
	}
	if (file && first < argc) {
		code = pg_cmd_usage_error("query", "give the query either as an argument or with -q, not both");
		goto out;
	}
	if (first + 1 < argc) {
		code = pg_cmd_usage_error("query", "one QUERY only (quote it)");
		goto out;
	}
	if (wide && format && strcmp(format, "table") != 0) {
		code = pg_cmd_usage_error("query", "--wide is for the table; -r %s writes every value whole", format);
		goto out;
	}
	if (wide)
		format = "wide";
	pg_sparql_engine engine = PG_ENGINE_OWN;
	const char *engine_name = engine_opt ? engine_opt : getenv("PAPERGRAPH_ENGINE");
	if (engine_name && *engine_name && !pg_sparql_engine_parse(engine_name, &engine)) {
		code = pg_cmd_usage_error("query", "%s wants own or rasqal, not '%s'",
					  engine_opt ? "--engine" : "PAPERGRAPH_ENGINE", engine_name);
		goto out;
	}
	pg_sparql_set_engine(engine);
	if ((n_from || n_from_named) && engine != PG_ENGINE_OWN) {
		code = pg_cmd_usage_error("query", "--from and --from-named need the own engine "
					  "(--engine own); rasqal reads only the query's FROM clauses");
		goto out;
	}
	if (format && !pg_sparql_format_ok(PG_QUERY_SELECT, format) &&
	    !pg_sparql_format_ok(PG_QUERY_CONSTRUCT, format)) {
		code = pg_cmd_usage_error("query", "unknown result format '%s' (SELECT and ASK: table, csv, "
					  "tsv, json, xml; CONSTRUCT: turtle, ntriples, rdfxml, jsonld)", format);
		goto out;
	}
	pg_diag d;
	pg_diag_clear(&d);
	bool from_file = false;
	char *text = file ? read_query(file, &from_file, &d) : strdup(argv[first]);
	if (!text) {
		code = pg_cmd_fail("query", d.status ? d.status : PG_ERR_NOMEM, &d);
		goto out;
	}
	if (from_file) {
		/* a query read from a file has the file's location as its base, as in
		 * roqet and arq; its own BASE, even a relative one, resolves against it */
		char *base = file_base(file);
		pg_status bst = base ? pg_sparql_set_base(base)
				     : pg_diag_set(&d, errno == ENOMEM ? PG_ERR_NOMEM : PG_ERR_IO, file, 0,
						   "cannot make its location the base IRI: %s", strerror(errno));
		free(base);
		if (bst != PG_OK) {
			code = pg_cmd_fail("query", bst, &d);
			free(text);
			goto out;
		}
	}
	for (size_t i = 0; i < n_binds; i++) {
		/* a --bind of a variable the query does not have is a mistake: say so */
		const char *one = "1";
		char *probe = pg_sparql_bind(text, &names[i], &one, 1);
		bool unused = probe && !strcmp(probe, text);
		free(probe);
		if (unused) {
			code = pg_cmd_usage_error("query", "--bind %s: the query has no variable ?%s",
						  names[i], names[i]);
			free(text);
			goto out;
		}
	}
	if (n_binds) {
		char *bound = pg_sparql_bind(text, names, values, n_binds);
		free(text);
		if (!bound) {
			code = pg_cmd_usage_error("query", "a --bind value is not a safe IRI or literal");
			goto out;
		}
		text = bound;
	}
	if (explain) {
		pg_status est = pg_sparql_explain(text, stdout, &d);
		code = est == PG_OK ? 0 : pg_cmd_fail("query", est, &d);
		free(text);
		goto out;
	}
	if (!format)
		format = isatty(STDOUT_FILENO) ? "table" : "csv";
	if (!allow_service) {
		/* belt and braces: should anything still try HTTP, it meets a dead proxy */
		pg_cmd_block_network();
	}
	pg_store *s;
	pg_status st = pg_cmd_open_store(store_opt, PG_STORE_READ, &s, &d);
	if (st == PG_OK) {
		pg_query_kind kind;
		st = pg_sparql_check(s, text, allow_service, &kind, NULL, &d);
		/* a graph query without -r gets turtle */
		if (st == PG_OK && (kind == PG_QUERY_CONSTRUCT || kind == PG_QUERY_DESCRIBE) &&
		    (!strcmp(format, "table") || !strcmp(format, "csv")) &&
		    !pg_sparql_format_ok(kind, format))
			format = "turtle";
	}
	if (st == PG_OK && timeout) {
		signal(SIGALRM, on_timeout);
		alarm((unsigned)timeout);
	}
	double t0 = pg_cmd_now();
	pg_engine_dataset ds = {from, n_from, from_named, n_from_named};
	if (st == PG_OK)
		st = n_from || n_from_named ? pg_engine_run(s, text, allow_service, &ds, format, stdout, &d)
					    : pg_sparql_run(s, text, allow_service, format, stdout, &d);
	if (st == PG_OK && show_time) {
		fflush(stdout);
		fprintf(stderr, "papergraph query: query ran in %.2f ms (%s)\n", (pg_cmd_now() - t0) * 1000,
			engine == PG_ENGINE_OWN ? "own engine" : "rasqal");
	}
	alarm(0);
	if (st != PG_OK)
		code = pg_cmd_fail("query", st, &d);
	pg_store_close(s);
	free(text);
out:
	for (size_t i = 0; i < n_binds; i++)
		free(bind_copies[i]);
	return code;
}
