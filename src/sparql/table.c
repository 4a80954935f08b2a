/* SPDX-License-Identifier: Apache-2.0 */
/* The terminal table of a SELECT's rows. */
#include "sparql/table.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "graph/graph.h"

/* Appends a readable form of `n` (may be NULL): a prefixed name or <IRI>, a
 * literal's text. */
static bool add_display(pg_buf *b, librdf_node *n)
{
	if (!n)
		return true;
	if (librdf_node_is_resource(n)) {
		const char *iri = (const char *)librdf_uri_as_string(librdf_node_get_uri(n));
		const char *const *tab = pg_graph_prefix_table();
		for (size_t i = 0; tab[i]; i += 2) {
			size_t len = strlen(tab[i + 1]);
			if (!strncmp(iri, tab[i + 1], len) && iri[len] && !strpbrk(iri + len, "/#"))
				return pg_buf_addf(b, "%s:%s", tab[i], iri + len);
		}
		return pg_buf_addf(b, "<%s>", iri);
	}
	if (librdf_node_is_literal(n))
		return pg_buf_adds(b, (const char *)librdf_node_get_literal_value(n));
	return pg_buf_addf(b, "_:%s", (const char *)librdf_node_get_blank_identifier(n));
}

/* Display width of UTF-8 text: one column per code point. */
static size_t width(const char *s)
{
	size_t w = 0;
	for (; *s; s++)
		w += ((unsigned char)*s & 0xC0) != 0x80;
	return w;
}

static void pad(FILE *out, const char *s, size_t w)
{
	fputs(s, out);
	for (size_t n = width(s); n < w; n++)
		fputc(' ', out);
}

pg_status pg_sparql_write_table(librdf_query_results *res, size_t ncols, const char *const *head,
				bool cut, FILE *out)
{
	int cols = (int)ncols;
	if (cols <= 0)
		return fputs("(no variables)\n", out) == EOF ? PG_ERR_IO : PG_OK;
	char **cells = NULL;
	size_t rows = 0, cap = 0;
	size_t *w = calloc((size_t)cols, sizeof *w);
	char **names = calloc((size_t)cols, sizeof *names);
	pg_status st = w && names ? PG_OK : PG_ERR_NOMEM;
	for (int c = 0; st == PG_OK && c < cols; c++) {
		pg_buf h = PG_BUF_INIT;
		pg_buf_addf(&h, "?%s", head[c]);
		names[c] = pg_buf_take(&h);
		w[c] = names[c] ? width(names[c]) : 1;
	}
	for (; st == PG_OK && !librdf_query_results_finished(res); librdf_query_results_next(res)) {
		if (rows == cap) {
			cap = cap ? cap * 2 : 64;
			char **more = realloc(cells, cap * (size_t)cols * sizeof *cells);
			if (!more) {
				st = PG_ERR_NOMEM;
				break;
			}
			cells = more;
		}
		for (int c = 0; c < cols; c++) {
			pg_buf b = PG_BUF_INIT;
			librdf_node *n = librdf_query_results_get_binding_value(res, (int)c);
			add_display(&b, n);
			if (n)
				librdf_free_node(n);
			char *text = pg_buf_take(&b);
			if (cut && text && width(text) > 60) {
				size_t i = 0, seen = 0;
				while (text[i] && seen < 57)
					seen += ((unsigned char)text[++i] & 0xC0) != 0x80;
				strcpy(text + i, "...");
			}
			cells[rows * (size_t)cols + (size_t)c] = text ? text : strdup("");
			if (text && width(text) > w[c])
				w[c] = width(text);
		}
		rows++;
	}
	if (st == PG_OK) {
		for (int c = 0; c < cols; c++)
			pad(out, names[c] ? names[c] : "?", c + 1 < cols ? w[c] + 2 : 0);
		fputc('\n', out);
		for (int c = 0; c < cols; c++) {
			for (size_t i = 0; i < w[c]; i++)
				fputc('-', out);
			fputs(c + 1 < cols ? "  " : "\n", out);
		}
		for (size_t r = 0; r < rows; r++) {
			for (int c = 0; c < cols; c++)
				pad(out, cells[r * (size_t)cols + (size_t)c], c + 1 < cols ? w[c] + 2 : 0);
			fputc('\n', out);
		}
		fprintf(out, "(%zu row%s)\n", rows, rows == 1 ? "" : "s");
	}
	for (size_t i = 0; i < rows * (size_t)cols; i++)
		free(cells[i]);
	free(cells);
	for (int c = 0; names && c < cols; c++)
		free(names[c]);
	free(names);
	free(w);
	return st == PG_OK && ferror(out) ? PG_ERR_IO : st;
}

