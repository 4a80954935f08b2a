/* SPDX-License-Identifier: Apache-2.0 */
/* The read-only, fetch-nothing rule of papergraph's SPARQL: from rasqal's
 * parse where there is one, else from a scan of the query's text. */
#include "sparql/safety.h"

#include <string.h>
#include <strings.h>

#include "base/ascii.h"

/* True if the keyword `w` starts at `p` (any case) and no letter follows. */
static bool is_word(const char *p, const char *w)
{
	size_t n = strlen(w);
	return !strncasecmp(p, w, n) && !pg_ascii_is_alpha((unsigned char)p[n]);
}

/* True if the first keyword after the prologue is one of SPARQL Update's. */
static bool looks_like_update(const char *q)
{
	static const char *const words[] = {"INSERT", "DELETE", "LOAD", "CLEAR", "CREATE", "DROP",
					    "COPY", "MOVE", "ADD", "WITH", NULL};
	const char *p = q;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
			p++;
		if (*p == '#') {
			p += strcspn(p, "\n");
			continue;
		}
		if (is_word(p, "PREFIX") || is_word(p, "BASE")) {
			const char *gt = strchr(p, '>');
			if (!gt)
				return false;
			p = gt + 1;
			continue;
		}
		break;
	}
	for (const char *const *w = words; *w; w++)
		if (is_word(p, *w))
			return true;
	return false;
}

/* True if the word SERVICE occurs in `q` outside strings, IRIs and comments. */
static bool mentions_service(const char *q)
{
	for (const char *p = q; *p; p++) {
		if (*p == '#') {
			p += strcspn(p, "\n");
			if (!*p)
				break;
		} else if (*p == '"' || *p == '\'') {
			char quote = *p;
			for (p++; *p && *p != quote; p++)
				if (*p == '\\' && p[1])
					p++;
			if (!*p)
				break;
		} else if (*p == '<' && strcspn(p, "> \t\n") < strlen(p) && p[strcspn(p, "> \t\n")] == '>') {
			p += strcspn(p, ">");
		} else if ((p == q || !pg_ascii_is_alnum((unsigned char)p[-1])) && is_word(p, "SERVICE")) {
			return true;
		}
	}
	return false;
}

pg_sparql_reason pg_sparql_safety(const char *query, const pg_sparql_parse *parse,
				  bool allow_service)
{
	if (!parse) {
		if (looks_like_update(query))
			return PG_SPARQL_UPDATE_REFUSED;
		return !allow_service && mentions_service(query) ? PG_SPARQL_SERVICE_REFUSED
								 : PG_SPARQL_OK;
	}
	if (!parse->parsed)
		return looks_like_update(query) ? PG_SPARQL_UPDATE_REFUSED : PG_SPARQL_SYNTAX;
	if (!parse->is_query)
		return PG_SPARQL_UPDATE_REFUSED;
	return parse->service && !allow_service ? PG_SPARQL_SERVICE_REFUSED : PG_SPARQL_OK;
}
