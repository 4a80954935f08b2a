/* SPDX-License-Identifier: Apache-2.0 */
/* `papergraph publish virtuoso`: the store into a Virtuoso server through
 * Virtuoso's own bulk loader (ld_dir, rdf_loader_run, checkpoint) over isql. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/buf.h"
#include "cli/cmd.h"
#include "cli/cmd_util.h"
#include "cli/options.h"
#include "graph/rdfout.h"
#include "store/store.h"

static void help(void)
{
	printf("Usage: papergraph publish virtuoso [-s STORE] [--dir DIR] [--isql PORT]\n"
	       "                                   [--graph IRI] [--no-inferred]\n"
	       "\n"
	       "Write the store as N-Quads into DIR and load it into a running Virtuoso\n"
	       "with Virtuoso's bulk loader, through isql-vt on 127.0.0.1: ld_dir, then\n"
	       "rdf_loader_run() and checkpoint. Every papergraph named graph (one per\n"
	       "paper, the entities, ontology and inferred graphs) becomes a Virtuoso\n"
	       "graph of the same IRI; with --graph, everything goes into that one graph\n"
	       "(as N-Triples). Virtuoso then answers SPARQL 1.1 with property paths, e.g.\n"
	       "?m pg:extends+ ?ancestor. DIR must be one of the server's DirsAllowed\n"
	       "(virtuoso.ini). Publishing again adds: Virtuoso keeps one copy of each\n"
	       "quad, but statements of papers since removed stay until their graph is\n"
	       "cleared (SPARQL CLEAR GRAPH <IRI>).\n"
	       "\n"
	       "Options:\n"
	       "  -s, --store STORE  the store (default ./papergraph.db or $PAPERGRAPH_STORE)\n"
	       "  -d, --dir DIR      where the dump goes (default ./papergraph-publish)\n"
	       "      --isql PORT    Virtuoso's SQL port on 127.0.0.1 (default 1111)\n"
	       "      --graph IRI    load everything into the one graph IRI\n"
	       "      --no-inferred  leave the inferred graph out (Virtuoso can infer)\n"
	       "      --isql-cmd CMD the isql program (default isql-vt)\n"
	       "  -h, --help         show this help\n"
	       "\n"
	       "Environment: VIRTUOSO_USER (default dba), VIRTUOSO_PASSWORD (default dba).\n");
}

typedef struct dump_ctx {
	pg_rdfout *out;
	size_t n;
} dump_ctx;

static pg_status dump_one(void *ctx, const pg_triple *t)
{
	dump_ctx *c = ctx;
	c->n++;
	return pg_rdfout_write(c->out, t);
}

/* Writes the store to `path` as N-Quads (or N-Triples when `nquads` is false). */
static pg_status dump(pg_store *s, const char *path, bool nquads, bool inferred, size_t *n,
		      pg_diag *d)
{
	FILE *f = fopen(path, "w");
	if (!f)
		return pg_diag_set(d, PG_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
	dump_ctx c = {pg_rdfout_new(f, nquads ? PG_RDF_NQUADS : PG_RDF_NTRIPLES, NULL), 0};
	pg_status st = c.out ? pg_store_each(s, inferred, dump_one, &c) : PG_ERR_NOMEM;
	if (st == PG_OK)
		st = pg_rdfout_finish(c.out);
	pg_rdfout_free(c.out);
	if (fclose(f) != 0 && st == PG_OK)
		st = pg_diag_set(d, PG_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
	*n = c.n;
	return st;
}

/* An SQL string literal: single quotes doubled. */
static bool add_sql_string(pg_buf *b, const char *s)
{
	if (!pg_buf_adds(b, "'"))
		return false;
	for (; *s; s++)
		if (!pg_buf_add(b, s, 1) || (*s == '\'' && !pg_buf_add(b, "'", 1)))
			return false;
	return pg_buf_adds(b, "'");
}

/* Runs `isql` on 127.0.0.1:`port` with the script `sql_path` as standard
 * input; its output goes to `log_path`. Returns the exit status, -1 if it
 * could not be run. */
static int run_isql(const char *isql, int port, const char *sql_path, const char *log_path)
{
	const char *user = getenv("VIRTUOSO_USER"), *pass = getenv("VIRTUOSO_PASSWORD");
	char host[32];
	snprintf(host, sizeof host, "127.0.0.1:%d", port);
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		int in = open(sql_path, O_RDONLY), out = open(log_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
		if (in < 0 || out < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(out, 2) < 0)
			_exit(127);
		execlp(isql, isql, host, user && *user ? user : "dba", pass ? pass : "dba",
		       "VERBOSE=OFF", "BANNER=OFF", "PROMPT=OFF", "ECHO=OFF", "ERRORS=STDOUT",
		       (char *)NULL);
		_exit(127);
	}
	int status;
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int publish_virtuoso(int argc, char **argv)
{
	const char *store_opt = NULL, *dir = "papergraph-publish", *graph = NULL, *isql = "isql-vt";
	long port = 1111;
	bool no_inferred = false;
	const pg_cmd_option opts[] = {
		PG_OPT_STORE(store_opt),
		{"dir", 'd', PG_OPT_ARG | PG_OPT_SHORT, .to = &dir},
		{"isql", 'P', PG_OPT_ARG, NULL, NULL},
		{"isql-cmd", 'C', PG_OPT_ARG, .to = &isql},
		{"graph", 'g', PG_OPT_ARG, NULL, NULL},
		{"no-inferred", 'N', 0, .flag = &no_inferred},
		{NULL}
	};
	pg_cmd_parser p = {.cmd = "publish", .options = opts, .help = help};
	int c;
	while ((c = pg_cmd_next_option(&p, argc, argv)) > 0) {
		const char *arg = p.arg;
		switch (c) {
		case 'P': {
			char *end;
			port = strtol(arg, &end, 10);
			if (*end || port < 1 || port > 65535)
				return pg_cmd_usage_error("publish", "--isql wants a port number");
			break;
		}
		case 'g':
			if (!pg_cmd_base_ok(arg) && strncmp(arg, "http", 4))
				return pg_cmd_usage_error("publish", "--graph '%s' is not an IRI", arg);
			graph = arg;
			break;
		}
	}
	if (c == PG_OPT_STOP)
		return p.code;
	if (p.next < argc)
		return pg_cmd_unexpected_operand(&p, argv);
	if (graph && strpbrk(graph, "<>\"' {}|\\^`"))
		return pg_cmd_usage_error("publish", "--graph '%s' is not an IRI", graph);

	pg_diag d;
	pg_diag_clear(&d);
	pg_buf file = PG_BUF_INIT, sql = PG_BUF_INIT, sqlpath = PG_BUF_INIT, logpath = PG_BUF_INIT;
	char *absdir = NULL;
	pg_store *s = NULL;
	size_t n = 0;
	int code = 2;
	if (mkdir(dir, 0755) != 0 && errno != EEXIST) {
		fprintf(stderr, "papergraph publish: %s: cannot create: %s\n", dir, strerror(errno));
		return 1;
	}
	if (!(absdir = realpath(dir, NULL))) {
		fprintf(stderr, "papergraph publish: %s: %s\n", dir, strerror(errno));
		return 1;
	}
	const char *name = graph ? "papergraph.nt" : "papergraph.nq";
	if (!pg_buf_addf(&file, "%s/%s", absdir, name) ||
	    !pg_buf_addf(&sqlpath, "%s/load.sql", absdir) ||
	    !pg_buf_addf(&logpath, "%s/load.log", absdir))
		goto out;
	pg_status st = pg_cmd_open_store(store_opt, PG_STORE_READ, &s, &d);
	if (st == PG_OK)
		st = dump(s, pg_buf_str(&file), !graph, !no_inferred, &n, &d);
	if (st != PG_OK) {
		code = pg_cmd_fail("publish", st, &d);
		goto out;
	}
	/* Forget an earlier load of this file, so that ld_dir registers it again;
	 * the graph argument is the graph of N-Triples (N-Quads name their own). */
	bool ok = pg_buf_adds(&sql, "DELETE FROM DB.DBA.load_list WHERE ll_file = ") &&
		  add_sql_string(&sql, pg_buf_str(&file)) && pg_buf_adds(&sql, ";\nld_dir(") &&
		  add_sql_string(&sql, absdir) && pg_buf_adds(&sql, ", ") &&
		  add_sql_string(&sql, name) && pg_buf_adds(&sql, ", ") &&
		  add_sql_string(&sql, graph ? graph : pg_store_get_base(s)) &&
		  pg_buf_adds(&sql, ");\nrdf_loader_run();\ncheckpoint;\n"
				    "SELECT 'PGLOAD', ll_state, ll_error FROM DB.DBA.load_list WHERE ll_file = ") &&
		  add_sql_string(&sql, pg_buf_str(&file)) && pg_buf_adds(&sql, ";\n");
	FILE *f = ok ? fopen(pg_buf_str(&sqlpath), "w") : NULL;
	if (!f || fputs(pg_buf_str(&sql), f) == EOF || fclose(f) != 0) {
		fprintf(stderr, "papergraph publish: cannot write %s\n", pg_buf_str(&sqlpath));
		code = 1;
		goto out;
	}
	int rc = run_isql(isql, (int)port, pg_buf_str(&sqlpath), pg_buf_str(&logpath));
	if (rc == 127 || rc < 0) {
		fprintf(stderr, "papergraph publish: cannot run %s (Debian package virtuoso-opensource)\n", isql);
		code = 1;
		goto out;
	}
	/* isql reports SQL errors as "*** Error ..." lines; the load list says
	 * whether the file loaded (state 2, no error). */
	FILE *log = fopen(pg_buf_str(&logpath), "r");
	char line[2048];
	bool loaded = false, error = rc != 0;
	while (log && fgets(line, sizeof line, log)) {
		if (strstr(line, "*** Error") || strstr(line, "Connect failed")) {
			error = true;
			fprintf(stderr, "papergraph publish: virtuoso: %s", line);
		}
		char *p = strstr(line, "PGLOAD");
		if (p) {
			int state = 0;
			char err[1024] = "";
			if (sscanf(p, "PGLOAD %d %1023[^\n]", &state, err) >= 1 && state == 2 &&
			    (!err[0] || !strncmp(err, "NULL", 4)))
				loaded = true;
			else if (err[0])
				fprintf(stderr, "papergraph publish: virtuoso: %s\n", err);
		}
	}
	if (log)
		fclose(log);
	if (!loaded || error) {
		fprintf(stderr, "papergraph publish: the bulk load failed (see %s; is %s in the server's "
			"DirsAllowed, is it running on 127.0.0.1:%ld?)\n",
			pg_buf_str(&logpath), absdir, port);
		code = 1;
		goto out;
	}
	fprintf(stderr, "papergraph publish: %zu statements loaded into Virtuoso on 127.0.0.1:%ld %s\n",
		n, port, graph ? "into one graph" : "(one graph per papergraph graph)");
	printf("%s\n", pg_buf_str(&file));
	code = 0;
out:
	pg_store_close(s);
	free(absdir);
	pg_buf_free(&file);
	pg_buf_free(&sql);
	pg_buf_free(&sqlpath);
	pg_buf_free(&logpath);
	return code;
}

int cmd_publish(int argc, char **argv)
{
	if (argc >= 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
		help();
		return 0;
	}
	if (argc < 2)
		return pg_cmd_usage_error("publish", "name a target (virtuoso)");
	if (strcmp(argv[1], "virtuoso"))
		return pg_cmd_usage_error("publish", "unknown target '%s' (virtuoso)", argv[1]);
	return publish_virtuoso(argc - 1, argv + 1);
}
