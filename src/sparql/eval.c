/* SPDX-License-Identifier: Apache-2.0 */
/* The state of one evaluation: variable slots, failures, constants. */
#include "sparql/eval.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparql/eval_func.h"

pg_status sq_eval_init(sq_eval *e, sq_source *src, pg_diag *d)
{
	memset(e, 0, sizeof *e);
	e->src = src;
	e->d = d;
	e->max_rows = 20u * 1000 * 1000;
	e->want = SIZE_MAX;
	e->terms = sq_terms_new();
	if (!e->terms)
		return e->st = PG_ERR_NOMEM;
	return PG_OK;
}

static void plans_free(sq_eval *e)
{
	for (sq_plan *p = e->plans, *next; p; p = next) {
		next = p->next;
		free(p->bound);
		free(p->order);
		free(p);
	}
	e->plans = NULL;
}

void sq_eval_free(sq_eval *e)
{
	sq_func_free(e);
	plans_free(e);
	sq_terms_free(e->terms);
	for (size_t i = 0; i < e->nvars; i++)
		free(e->var_names[i]);
	free(e->var_names);
	if (e->src && e->src->free)
		e->src->free(e->src);
	memset(e, 0, sizeof *e);
}

size_t sq_eval_slot(sq_eval *e, const char *name)
{
	for (size_t i = 0; i < e->nvars; i++)
		if (!strcmp(e->var_names[i], name))
			return i;
	if (e->nvars == e->cap_vars) {
		size_t cap = e->cap_vars ? e->cap_vars * 2 : 16;
		char **v = realloc(e->var_names, cap * sizeof *v);
		if (!v)
			return SIZE_MAX;
		e->var_names = v;
		e->cap_vars = cap;
	}
	if (!(e->var_names[e->nvars] = strdup(name)))
		return SIZE_MAX;
	return e->nvars++;
}

/* Numbers the variables of `n` and below; pattern blank nodes get the slot
 * of the name "_:label" (never a variable's: '_' and ':' cannot start one). */
static bool number(sq_eval *e, sq_node *n, bool in_pattern)
{
	if (!n)
		return true;
	if (n->kind == SQ_VAR || (n->kind == SQ_BNODE && in_pattern)) {
		char buf[512];
		const char *name = n->text ? n->text : "";
		if (n->kind == SQ_BNODE) {
			snprintf(buf, sizeof buf, "_:%s", name);
			name = buf;
		}
		size_t slot = sq_eval_slot(e, name);
		if (slot == SIZE_MAX)
			return false;
		n->slot = slot;
		return true;
	}
	bool pattern = in_pattern || n->kind == SQ_A_BGP || n->kind == SQ_A_PATH;
	for (size_t i = 0; i < n->n; i++)
		if (!number(e, n->kids[i], pattern))
			return false;
	return true;
}

pg_status sq_eval_prepare(sq_eval *e, sq_node *alg)
{
	if (e->st != PG_OK)
		return e->st;
	plans_free(e); /* they name the nodes of an earlier tree */
	if (!number(e, alg, false))
		return sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	return PG_OK;
}

pg_status sq_eval_fail(sq_eval *e, pg_status st, const char *fmt, ...)
{
	if (e->st != PG_OK)
		return e->st;
	e->st = st;
	if (e->d) {
		char msg[sizeof e->d->msg];
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(msg, sizeof msg, fmt, ap);
		va_end(ap);
		pg_diag_set(e->d, st, NULL, 0, "%s", msg);
	}
	return st;
}

sq_id sq_eval_const(sq_eval *e, const sq_node *term)
{
	sq_id id = 0;
	switch (term->kind) {
	case SQ_IRI:
		id = sq_term_iri(e->terms, term->text);
		break;
	case SQ_LITERAL:
		id = sq_term_literal(e->terms, term->text ? term->text : "", term->lang, term->dtype);
		break;
	case SQ_BNODE:
		id = sq_term_blank(e->terms, term->text ? term->text : "");
		break;
	default:
		return 0;
	}
	if (!id)
		sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	return id;
}

sq_id sq_eval_term_in(sq_eval *e, const sq_node *term, const sq_id *row)
{
	if (term->kind == SQ_VAR || term->kind == SQ_BNODE)
		return row ? row[term->slot] : 0;
	return sq_eval_const(e, term);
}

/* ---- the active graph */

pg_status sq_match(sq_eval *e, sq_id s, sq_id p, sq_id o, sq_match_fn fn, void *ctx)
{
	if (e->st != PG_OK || !e->src)
		return e->st;
	return e->src->match(e->src, e, e->graph, s, p, o, fn, ctx);
}

typedef struct node_set {
	sq_ids *out;
	uint32_t *seen; /* bit per id */
	size_t nbits;
	sq_eval *e;
} node_set;

static bool add_node(node_set *ns, sq_id id)
{
	if (id >= ns->nbits) {
		size_t n = ns->nbits ? ns->nbits : 1024;
		while (n <= id)
			n *= 2;
		uint32_t *b = realloc(ns->seen, n / 32 * sizeof *b);
		if (!b)
			return false;
		memset(b + ns->nbits / 32, 0, (n - ns->nbits) / 32 * sizeof *b);
		ns->seen = b;
		ns->nbits = n;
	}
	if (ns->seen[id / 32] & (1u << (id % 32)))
		return true;
	ns->seen[id / 32] |= 1u << (id % 32);
	return sq_ids_add(ns->out, id);
}

static bool on_node(void *ctx, sq_id s, sq_id p, sq_id o)
{
	(void)p;
	node_set *ns = ctx;
	if (!add_node(ns, s) || !add_node(ns, o)) {
		sq_eval_fail(ns->e, PG_ERR_NOMEM, "out of memory");
		return false;
	}
	return true;
}

pg_status sq_graph_nodes(sq_eval *e, sq_ids *out)
{
	node_set ns = {out, NULL, 0, e};
	sq_match(e, 0, 0, 0, on_node, &ns);
	free(ns.seen);
	return e->st;
}
