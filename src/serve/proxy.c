/* SPDX-License-Identifier: Apache-2.0 */
/* The upstream side of /sparql: with --upstream, queries go to a loopback
 * SPARQL endpoint (serve/upstream.c is the HTTP client) instead of rasqal,
 * after the same read-only, fetch-nothing rule, judged from the text. */
#include <stdio.h>
#include <stdlib.h>

#include "serve/serve_internal.h"
#include "serve/upstream.h"
#include "sparql/safety.h"

void pg_serve_proxy(pg_http *h, const char *query, const char *accept, answer *a)
{
	*a = (answer){0};
	pg_sparql_reason why = pg_sparql_safety(query, NULL, false);
	if (why == PG_SPARQL_UPDATE_REFUSED) {
		pg_serve_answer_text(a, pg_serve_sparql_status(why, PG_ERR_INPUT),
				     "SPARQL Update is refused: this endpoint is read-only");
		return;
	}
	if (why == PG_SPARQL_SERVICE_REFUSED) {
		pg_serve_answer_text(a, pg_serve_sparql_status(why, PG_ERR_INPUT),
				     "SERVICE is refused: it would make the server fetch a URL");
		return;
	}
	char *body = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&body, &len);
	if (!out) {
		pg_serve_answer_text(a, 500, "out of memory");
		return;
	}
	int status = 0;
	pg_diag d;
	pg_diag_clear(&d);
	pg_status st = pg_upstream_query(h->o.upstream, query, accept, out, &status, a->type,
					 sizeof a->type, &d);
	fclose(out);
	if (st == PG_OK || (st == PG_ERR_INPUT && status >= 400 && status < 500)) {
		if (len <= h->o.max_result) {
			a->status = st == PG_OK ? (unsigned)(status ? status : 200) : 400;
			if (!a->type[0])
				snprintf(a->type, sizeof a->type, "application/octet-stream");
			a->body = body;
			a->len = len;
			return;
		}
		pg_serve_answer_text(a, 507, "the answer is larger than --max-result");
	} else {
		char text[1200];
		pg_diag_format(&d, text, sizeof text);
		pg_serve_answer_text(a, 502, "%s", text);
	}
	free(body);
}
