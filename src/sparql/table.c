/* SPDX-License-Identifier: Apache-2.0 */
/* The terminal table of a SELECT's rows. */
#include "sparql/table.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "graph/graph.h"

struct pg_table {
	size_t cols, rows, cap;
	bool cut;
	char **names;  /* "?name", cols of them */
	size_t *w;     /* the width of each column */
	char **cells;  /* rows * cols, each owned */
};

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

void pg_table_free(pg_table *t)
{
	if (!t)
		return;
	for (size_t i = 0; i < t->rows * t->cols; i++)
		free(t->cells[i]);
	free(t->cells);
	for (size_t c = 0; t->names && c < t->cols; c++)
		free(t->names[c]);
	free(t->names);
	free(t->w);
	free(t);
}

pg_table *pg_table_new(size_t n, const char *const *head, bool cut)
{
	pg_table *t = calloc(1, sizeof *t);
	if (!t)
		return NULL;
	t->cols = n;
	t->cut = cut;
	t->names = calloc(n + 1, sizeof *t->names);
	t->w = calloc(n + 1, sizeof *t->w);
	if (!t->names || !t->w) {
		pg_table_free(t);
		return NULL;
	}
	for (size_t c = 0; c < n; c++) {
		pg_buf h = PG_BUF_INIT;
		if (!pg_buf_addf(&h, "?%s", head[c]) || !(t->names[c] = pg_buf_take(&h))) {
			pg_buf_free(&h);
			pg_table_free(t);
			return NULL;
		}
		t->w[c] = width(t->names[c]);
	}
	return t;
}

/* Appends a readable form of `v` (may be NULL): a prefixed name or <IRI>, a
 * literal's text, _:label. */
static bool add_display(pg_buf *b, const pg_term *v)
{
	if (!v)
		return true;
	if (v->kind == PG_TERM_IRI) {
		const char *iri = v->value;
		const char *const *tab = pg_graph_prefix_table();
		for (size_t i = 0; tab[i]; i += 2) {
			size_t len = strlen(tab[i + 1]);
			if (!strncmp(iri, tab[i + 1], len) && iri[len] && !strpbrk(iri + len, "/#"))
				return pg_buf_addf(b, "%s:%s", tab[i], iri + len);
		}
		return pg_buf_addf(b, "<%s>", iri);
	}
	if (v->kind == PG_TERM_LITERAL)
		return pg_buf_adds(b, v->value);
	return pg_buf_addf(b, "_:%s", v->value);
}

pg_status pg_table_row(pg_table *t, const pg_term *const *row)
{
	if (t->rows == t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 64;
		char **more = realloc(t->cells, cap * (t->cols ? t->cols : 1) * sizeof *more);
		if (!more)
			return PG_ERR_NOMEM;
		t->cells = more;
		t->cap = cap;
	}
	char **cells = t->cells + t->rows * t->cols;
	for (size_t c = 0; c < t->cols; c++) {
		pg_buf b = PG_BUF_INIT;
		char *text = add_display(&b, row[c]) ? pg_buf_take(&b) : NULL;
		if (!text)
			text = calloc(1, 1);
		if (!text) {
			pg_buf_free(&b);
			while (c > 0)
				free(cells[--c]);
			return PG_ERR_NOMEM;
		}
		if (t->cut && width(text) > 60) {
			size_t i = 0, seen = 0;
			while (text[i] && seen < 57)
				seen += ((unsigned char)text[++i] & 0xC0) != 0x80;
			strcpy(text + i, "...");
		}
		cells[c] = text;
		if (width(text) > t->w[c])
			t->w[c] = width(text);
	}
	t->rows++;
	return PG_OK;
}

pg_status pg_table_write(pg_table *t, FILE *out)
{
	size_t cols = t->cols;
	if (!cols)
		return fputs("(no variables)\n", out) == EOF ? PG_ERR_IO : PG_OK;
	for (size_t c = 0; c < cols; c++)
		pad(out, t->names[c], c + 1 < cols ? t->w[c] + 2 : 0);
	fputc('\n', out);
	for (size_t c = 0; c < cols; c++) {
		for (size_t i = 0; i < t->w[c]; i++)
			fputc('-', out);
		fputs(c + 1 < cols ? "  " : "\n", out);
	}
	for (size_t r = 0; r < t->rows; r++) {
		for (size_t c = 0; c < cols; c++)
			pad(out, t->cells[r * cols + c], c + 1 < cols ? t->w[c] + 2 : 0);
		fputc('\n', out);
	}
	fprintf(out, "(%zu row%s)\n", t->rows, t->rows == 1 ? "" : "s");
	return ferror(out) ? PG_ERR_IO : PG_OK;
}

pg_status pg_table_boolean(FILE *out, bool value)
{
	int rc = fputs(value ? "--------\n| true |\n--------\n" : "---------\n| false |\n---------\n",
		       out);
	return rc == EOF ? PG_ERR_IO : PG_OK;
}
