/* SPDX-License-Identifier: Apache-2.0 */
/* libFuzzer target: any bytes as a SPARQL query through papergraph's own
 * parser (sq_parse, not NUL-terminated: the lexer must keep to the length),
 * then the algebra and its SSE printer for what parses. Nothing may crash,
 * leak or read out of bounds; a refusal always names a line and column. */
/* fuzz-sources: src/base/buf.c src/base/utf8.c src/base/diag.c src/sparql/sparql_lex.c src/sparql/sparql_ast.c src/sparql/sparql_iri.c src/sparql/sparql_parse.c src/sparql/sparql_parse_pattern.c src/sparql/sparql_parse_expr.c src/sparql/sparql_scope.c src/sparql/sparql_algebra.c src/sparql/sparql_sse.c */
/* fuzz-libs: */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "sparql/sparql_algebra.h"
#include "sparql/sparql_parse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const predeclared[] = {"pg", "https://w3id.org/papergraph#",
					  "rdf", "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
					  "xsd", "http://www.w3.org/2001/XMLSchema#", NULL, NULL};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size ? size : 1); /* exactly `size` bytes, no NUL after them */
	if (!text)
		return 0;
	memcpy(text, data, size);
	sq_parsed p;
	pg_diag d;
	pg_diag_clear(&d);
	bool update;
	pg_status st = sq_parse(text, size, predeclared, &p, &update, &d);
	if (st == PG_OK) {
		if (!p.query || p.prologue_end > size)
			abort();
		sq_node *a = sq_algebra(p.query);
		pg_buf b = PG_BUF_INIT;
		if (!a || !sq_sse_print(a, &b) || b.len == 0)
			abort();
		pg_buf_free(&b);
		sq_node_free(a);
		sq_parsed_free(&p);
	} else if (st == PG_ERR_INPUT) {
		if (p.query || !d.msg[0] || d.line == 0 || d.col == 0 || strcmp(d.file, "query"))
			abort(); /* a refusal always says where and why */
	} else if (st != PG_ERR_NOMEM) {
		abort();
	}
	free(text);
	return 0;
}
