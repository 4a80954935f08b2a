/* SPDX-License-Identifier: Apache-2.0 */
/* Multisets of rows and lists of ids, growing by doubling. */
#include "sparql/eval.h"

#include <stdlib.h>
#include <string.h>

void sq_rows_init(sq_rows *r, size_t width)
{
	r->n = r->cap = 0;
	r->width = width;
	r->v = NULL;
}

static bool reserve(sq_rows *r, size_t more)
{
	if (r->n + more <= r->cap)
		return true;
	size_t cap = r->cap ? r->cap : 16;
	while (cap < r->n + more)
		cap *= 2;
	size_t w = r->width ? r->width : 1;
	if (cap > SIZE_MAX / sizeof(sq_id) / w)
		return false;
	sq_id *v = realloc(r->v, cap * w * sizeof *v);
	if (!v)
		return false;
	r->v = v;
	r->cap = cap;
	return true;
}

bool sq_rows_add(sq_rows *r, const sq_id *row)
{
	if (!reserve(r, 1))
		return false;
	if (r->width)
		memcpy(SQ_ROW(r, r->n), row, r->width * sizeof *row);
	r->n++;
	return true;
}

sq_id *sq_rows_push(sq_rows *r)
{
	if (!reserve(r, 1))
		return NULL;
	sq_id *row = r->width ? SQ_ROW(r, r->n) : r->v;
	if (r->width)
		memset(row, 0, r->width * sizeof *row);
	r->n++;
	return row;
}

bool sq_rows_append(sq_rows *to, sq_rows *from)
{
	if (!from->n)
		return true;
	if (!to->n && !to->v) {
		*to = *from;
		sq_rows_init(from, to->width);
		return true;
	}
	if (!reserve(to, from->n))
		return false;
	if (to->width)
		memcpy(SQ_ROW(to, to->n), from->v, from->n * from->width * sizeof(sq_id));
	to->n += from->n;
	sq_rows_free(from);
	return true;
}

void sq_rows_free(sq_rows *r)
{
	free(r->v);
	sq_rows_init(r, r->width);
}

bool sq_row_compatible(const sq_id *a, const sq_id *b, size_t width)
{
	for (size_t i = 0; i < width; i++)
		if (a[i] && b[i] && a[i] != b[i])
			return false;
	return true;
}

void sq_row_merge(sq_id *out, const sq_id *a, const sq_id *b, size_t width)
{
	for (size_t i = 0; i < width; i++)
		out[i] = a[i] ? a[i] : b[i];
}

bool sq_ids_add(sq_ids *l, sq_id id)
{
	if (l->n == l->cap) {
		size_t cap = l->cap ? l->cap * 2 : 16;
		sq_id *v = realloc(l->v, cap * sizeof *v);
		if (!v)
			return false;
		l->v = v;
		l->cap = cap;
	}
	l->v[l->n++] = id;
	return true;
}

void sq_ids_free(sq_ids *l)
{
	free(l->v);
	l->v = NULL;
	l->n = l->cap = 0;
}
