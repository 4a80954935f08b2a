/* SPDX-License-Identifier: Apache-2.0 */
/* The dataset of a protocol request (SPARQL 1.1 Protocol 2.1.4): its
 * default-graph-uri and named-graph-uri parameters, collected by the daemon
 * into one string a job carries to a worker, and read back there into the
 * dataset papergraph's engine runs the query on (sparql/engine.h). */
#include <microhttpd.h>
#include <stdlib.h>
#include <string.h>

#include "serve/serve_internal.h"
#include "serve/urlcode.h"

static const char *const param[2] = {"default-graph-uri", "named-graph-uri"};
static const char tag[2] = {'D', 'N'};

/* True if `v` may be an IRI: not empty, no space, control character or any
 * of <>"{}|\^` (RFC 3987). The line format below relies on it. */
static bool iri_ok(const char *v)
{
	if (!*v)
		return false;
	for (const unsigned char *p = (const unsigned char *)v; *p; p++)
		if (*p <= 0x20 || *p == 0x7f || strchr("<>\"{}|\\^`", *p))
			return false;
	return true;
}

typedef struct collect {
	const char *name; /* the parameter */
	char tag;
	pg_buf *out, *msg;
	bool failed;      /* a bad value (msg says which) or out-of-memory (msg empty) */
} collect;

/* Appends one value (percent-decoded, heap; taken) as a line of `c->out`. */
static void add(collect *c, char *value)
{
	if (!value) {
		c->failed = true;
		return;
	}
	if (!iri_ok(value)) {
		c->failed = true;
		pg_buf_addf(c->msg, "%s=%s is not an IRI (the SPARQL 1.1 Protocol wants the IRI of "
			    "a graph)", c->name, value);
	} else if (!pg_buf_addf(c->out, "%c%s\n", c->tag, value)) {
		c->failed = true;
	}
	free(value);
}

/* MHD_KeyValueIterator over the URL's arguments. */
static enum MHD_Result url_value(void *cls, enum MHD_ValueKind kind, const char *key,
				 const char *value)
{
	collect *c = cls;
	(void)kind;
	if (key && !strcmp(key, c->name) && !c->failed)
		/* '+' is already a space: libmicrohttpd does that (daemon.c's get_arg) */
		add(c, pg_url_decode(value ? value : "", value ? strlen(value) : 0, false));
	return c->failed ? MHD_NO : MHD_YES;
}

bool pg_serve_dataset_collect(struct MHD_Connection *conn, const char *form, char **out,
			      pg_buf *msg)
{
	*out = NULL;
	pg_buf b = PG_BUF_INIT;
	for (int i = 0; i < 2; i++) {
		collect c = {param[i], tag[i], &b, msg, false};
		MHD_get_connection_values(conn, MHD_GET_ARGUMENT_KIND, url_value, &c);
		for (unsigned n = 0; form && !c.failed; n++) {
			char *v = pg_url_form_nth(form, param[i], n);
			if (!v)
				break;
			add(&c, v);
		}
		if (c.failed) {
			pg_buf_free(&b);
			return false;
		}
	}
	if (!b.len)
		return true;
	*out = pg_buf_take(&b);
	return *out != NULL;
}

bool pg_serve_dataset_parse(char *text, pg_engine_dataset *ds)
{
	*ds = (pg_engine_dataset){0};
	size_t lines = 0;
	for (const char *p = text; *p; p++)
		lines += *p == '\n';
	const char **from = calloc(lines + 1, sizeof *from), **named = calloc(lines + 1, sizeof *named);
	if (!from || !named) {
		free(from);
		free(named);
		return false;
	}
	for (char *line = text, *nl; (nl = strchr(line, '\n')); line = nl + 1) {
		*nl = '\0';
		if (line[0] == 'D')
			from[ds->n_from++] = line + 1;
		else
			named[ds->n_from_named++] = line + 1;
	}
	ds->from = from;
	ds->from_named = named;
	return true;
}

void pg_serve_dataset_free(pg_engine_dataset *ds)
{
	free((void *)ds->from);
	free((void *)ds->from_named);
	*ds = (pg_engine_dataset){0};
}
