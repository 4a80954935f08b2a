/* SPDX-License-Identifier: Apache-2.0 */
/* The SPARQL syntax and algebra tree: making, copying, freeing nodes. */
#include "sparql/sparql_ast.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

static char *dup_or_null(const char *s, bool *ok)
{
	if (!s)
		return NULL;
	char *d = strdup(s);
	if (!d)
		*ok = false;
	return d;
}

sq_node *sq_node_new(sq_kind kind, const char *text)
{
	sq_node *n = calloc(1, sizeof *n);
	if (!n)
		return NULL;
	n->kind = kind;
	n->limit = n->offset = -1;
	bool ok = true;
	n->text = dup_or_null(text, &ok);
	if (!ok) {
		free(n);
		return NULL;
	}
	return n;
}

bool sq_node_add(sq_node *parent, sq_node *kid)
{
	if (!pg_grow((void **)&parent->kids, &parent->cap, parent->n + 1, sizeof *parent->kids)) {
		sq_node_free(kid);
		return false;
	}
	parent->kids[parent->n++] = kid;
	return true;
}

sq_node *sq_node_steal(sq_node *parent, size_t i)
{
	if (!parent || i >= parent->n)
		return NULL;
	sq_node *k = parent->kids[i];
	parent->kids[i] = NULL;
	return k;
}

sq_node *sq_kid(const sq_node *n, size_t i)
{
	return n && i < n->n ? n->kids[i] : NULL;
}

sq_node *sq_node_copy(const sq_node *n)
{
	if (!n)
		return NULL;
	sq_node *c = sq_node_new(n->kind, n->text);
	if (!c)
		return NULL;
	bool ok = true;
	c->flags = n->flags;
	c->lang = dup_or_null(n->lang, &ok);
	c->dtype = dup_or_null(n->dtype, &ok);
	c->limit = n->limit;
	c->offset = n->offset;
	c->line = n->line;
	c->col = n->col;
	c->slot = n->slot;
	for (size_t i = 0; ok && i < n->n; i++) {
		sq_node *k = sq_node_copy(n->kids[i]);
		ok = (k || !n->kids[i]) && sq_node_add(c, k);
	}
	if (!ok) {
		sq_node_free(c);
		return NULL;
	}
	return c;
}

void sq_node_free(sq_node *n)
{
	if (!n)
		return;
	for (size_t i = 0; i < n->n; i++)
		sq_node_free(n->kids[i]);
	free(n->kids);
	free(n->text);
	free(n->lang);
	free(n->dtype);
	free(n);
}
