/* SPDX-License-Identifier: Apache-2.0 */
/* A query run by papergraph's own evaluator, from its text to the written
 * answer: the parse (sparql/prepare.h), the algebra, the dataset over the
 * store, the evaluation, then the answer of its form: SELECT's rows in
 * projection order, ASK's boolean, the graph of CONSTRUCT (the template
 * instantiated per solution) or of DESCRIBE (what the store says of each
 * described resource, and of the blank nodes it reaches). */
#include "sparql/engine.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/utc.h"
#include "sparql/eval.h"
#include "sparql/eval_source.h"
#include "sparql/graph_write.h"
#include "sparql/prepare.h"
#include "sparql/results.h"
#include "sparql/sparql_algebra.h"
#include "sparql/table.h"

/* The most rows one operator may hold: about 20 million rows of a few
 * variables are a few hundred megabytes. */
#define ENGINE_MAX_ROWS ((size_t)20 * 1000 * 1000)

#define ENGINE_XSD_DATETIME "http://www.w3.org/2001/XMLSchema#dateTime"

/* One query on its way through. */
typedef struct engine_query {
	pg_sparql_prepared pq;
	sq_node *alg;        /* the algebra (owned) */
	sq_eval e;
	bool e_ready;        /* sq_eval_init succeeded: e must be freed */
	sq_rows rows;        /* the solutions of alg */
	const sq_node *head; /* the projection's SQ_LIST of VARs, NULL if none */
	const char **from, **named; /* the dataset's IRIs (arrays owned, strings borrowed) */
} engine_query;

static void engine_query_free(engine_query *q)
{
	sq_rows_free(&q->rows);
	if (q->e_ready)
		sq_eval_free(&q->e);
	sq_node_free(q->alg);
	pg_sparql_prepared_free(&q->pq);
	free(q->from);
	free(q->named);
}

/* The projection below the solution modifiers of the root, or NULL. */
static const sq_node *projection(const sq_node *alg)
{
	while (alg && (alg->kind == SQ_A_SLICE || alg->kind == SQ_A_DISTINCT ||
		       alg->kind == SQ_A_REDUCED))
		alg = sq_kid(alg, 0);
	if (!alg || alg->kind != SQ_A_PROJECT)
		return NULL;
	const sq_node *vars = sq_kid(alg, 0);
	return vars && vars->kind == SQ_LIST ? vars : NULL;
}

/* The dataset: `ds` when it names graphs, else the query's FROM / FROM
 * NAMED, else none (have = false). */
static pg_status dataset(engine_query *q, const pg_engine_dataset *ds, size_t *nf, size_t *nn,
			 bool *have)
{
	*nf = *nn = 0;
	*have = false;
	if (ds && (ds->n_from || ds->n_from_named)) {
		q->from = calloc(ds->n_from + 1, sizeof *q->from);
		q->named = calloc(ds->n_from_named + 1, sizeof *q->named);
		if (!q->from || !q->named)
			return PG_ERR_NOMEM;
		for (size_t i = 0; i < ds->n_from; i++)
			q->from[(*nf)++] = ds->from[i];
		for (size_t i = 0; i < ds->n_from_named; i++)
			q->named[(*nn)++] = ds->from_named[i];
		*have = true;
		return PG_OK;
	}
	const sq_node *list = q->pq.parsed.query->kids[SQ_Q_DATASET];
	size_t n = list ? list->n : 0;
	q->from = calloc(n + 1, sizeof *q->from);
	q->named = calloc(n + 1, sizeof *q->named);
	if (!q->from || !q->named)
		return PG_ERR_NOMEM;
	for (size_t i = 0; i < n; i++) {
		const sq_node *c = list->kids[i], *iri = sq_kid(c, 0);
		if (!iri || !iri->text)
			continue;
		if (c->flags & SQ_F_NAMED)
			q->named[(*nn)++] = iri->text;
		else
			q->from[(*nf)++] = iri->text;
	}
	*have = n > 0;
	return PG_OK;
}

/* NOW() of this query: the current time as an xsd:dateTime in UTC. */
static sq_id now_literal(sq_terms *t)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_REALTIME, &ts) != 0)
		ts = (struct timespec){time(NULL), 0};
	/* not gmtime_r: it takes a lock that a serve worker may have inherited held */
	pg_utc u = pg_utc_from_epoch((int64_t)ts.tv_sec);
	char text[64];
	snprintf(text, sizeof text, "%04lld-%02d-%02dT%02d:%02d:%02d.%03ldZ", (long long)u.year,
		 u.month, u.day, u.hour, u.minute, u.second, (long)(ts.tv_nsec / 1000000));
	return sq_term_literal(t, text, NULL, ENGINE_XSD_DATETIME);
}

/* Parses, translates and evaluates `query` into q->rows. */
static pg_status evaluate(pg_store *s, const char *query, bool allow_service,
			  const pg_engine_dataset *ds, engine_query *q, pg_diag *d)
{
	memset(q, 0, sizeof *q);
	sq_rows_init(&q->rows, 0);
	pg_status st = pg_sparql_prepare_own(query, allow_service, &q->pq, NULL, d);
	if (st != PG_OK)
		return st;
	if (!(q->alg = sq_algebra(q->pq.parsed.query)))
		return PG_ERR_NOMEM;
	size_t nf, nn;
	bool have;
	if ((st = dataset(q, ds, &nf, &nn, &have)) != PG_OK)
		return st;
	sq_source *src = sq_source_store_new(s, q->from, nf, q->named, nn, have);
	if (!src)
		return PG_ERR_NOMEM;
	st = sq_eval_init(&q->e, src, d);
	q->e_ready = true; /* from here sq_eval_free frees src, also after a failure */
	if (st != PG_OK)
		return st;
	q->e.base = q->pq.parsed.base;
	q->e.max_rows = ENGINE_MAX_ROWS;
	if (!(q->e.now = now_literal(q->e.terms)))
		return sq_eval_fail(&q->e, PG_ERR_NOMEM, "out of memory");
	if ((st = sq_eval_prepare(&q->e, q->alg)) != PG_OK)
		return st;
	q->head = projection(q->alg);
	sq_rows_free(&q->rows);
	sq_rows_init(&q->rows, q->e.nvars);
	if (q->pq.kind == PG_QUERY_ASK)
		q->e.want = 1; /* ASK: the first solution decides */
	st = sq_eval_op(&q->e, q->alg, NULL, &q->rows);
	if (st == PG_OK && sq_eval_failed(&q->e))
		st = q->e.st;
	if (st == PG_OK)
		st = pg_store_check_reads(s, d); /* a damaged page ends a walk early, silently */
	return st;
}

/* `id` as a result term in `t` (strings borrowed from the dictionary); NULL
 * for 0 (unbound). */
static const pg_term *term_of(const sq_eval *e, sq_id id, pg_term *t)
{
	const sq_term *x = id ? sq_term_get(e->terms, id) : NULL;
	if (!x)
		return NULL;
	*t = (pg_term){x->kind, x->value, x->lang, x->dtype};
	return t;
}

/* The head's names and slots (arrays of n, caller frees both). */
static pg_status head_of(const engine_query *q, const char ***names, size_t **slots, size_t *n)
{
	*n = q->head ? q->head->n : 0;
	*names = calloc(*n + 1, sizeof **names);
	*slots = calloc(*n + 1, sizeof **slots);
	if (!*names || !*slots) {
		free(*names);
		free(*slots);
		*names = NULL;
		*slots = NULL;
		return PG_ERR_NOMEM;
	}
	for (size_t i = 0; i < *n; i++) {
		const sq_node *v = q->head->kids[i];
		(*names)[i] = v->text ? v->text : "";
		(*slots)[i] = v->kind == SQ_VAR ? v->slot : SIZE_MAX;
	}
	return PG_OK;
}

static sq_id value_at(const engine_query *q, size_t row, size_t slot)
{
	return slot < q->rows.width ? SQ_ROW(&q->rows, row)[slot] : 0;
}

static pg_status write_select(const engine_query *q, const char *format, FILE *out)
{
	const char **names;
	size_t *slots, n;
	pg_status st = head_of(q, &names, &slots, &n);
	if (st != PG_OK)
		return st;
	pg_results_format rf;
	bool w3c = pg_results_format_parse(format, &rf);
	pg_results *w = w3c ? pg_results_new(out, rf) : NULL;
	pg_table *t = w3c ? NULL : pg_table_new(n, names, strcmp(format, "wide") != 0);
	pg_term *terms = calloc(n + 1, sizeof *terms);
	const pg_term **row = calloc(n + 1, sizeof *row);
	if ((!w && !t) || !terms || !row)
		st = PG_ERR_NOMEM;
	else if (w)
		st = pg_results_head(w, n, names);
	for (size_t r = 0; st == PG_OK && r < q->rows.n; r++) {
		for (size_t c = 0; c < n; c++)
			row[c] = term_of(&q->e, value_at(q, r, slots[c]), &terms[c]);
		st = w ? pg_results_row(w, row) : pg_table_row(t, row);
	}
	if (st == PG_OK)
		st = w ? pg_results_end(w) : pg_table_write(t, out);
	pg_results_free(w);
	pg_table_free(t);
	free(terms);
	free(row);
	free(names);
	free(slots);
	return st;
}

/* ---- graphs: a set of statements, in the order they were made */

typedef struct triple_set {
	sq_id (*v)[3];  /* the statements, in order (owned) */
	size_t n, cap;
	uint32_t *hash; /* open addressing: index + 1 into v, 0 empty (owned) */
	size_t hcap;    /* a power of two */
} triple_set;

static size_t triple_hash(const sq_id *t)
{
	uint64_t h = 1469598103934665603ULL;
	for (int i = 0; i < 3; i++) {
		h ^= t[i];
		h *= 1099511628211ULL;
		h ^= h >> 29;
	}
	return (size_t)h;
}

static bool set_grow(triple_set *s)
{
	size_t hcap = s->hcap ? s->hcap * 2 : 64;
	uint32_t *h = calloc(hcap, sizeof *h);
	if (!h)
		return false;
	for (size_t i = 0; i < s->n; i++) {
		size_t at = triple_hash(s->v[i]) & (hcap - 1);
		while (h[at])
			at = (at + 1) & (hcap - 1);
		h[at] = (uint32_t)(i + 1);
	}
	free(s->hash);
	s->hash = h;
	s->hcap = hcap;
	return true;
}

/* Adds (a b c) unless it is there. Returns false on out-of-memory (or more
 * statements than 32-bit indexes hold). */
static bool set_add(triple_set *s, sq_id a, sq_id b, sq_id c)
{
	sq_id t[3] = {a, b, c};
	if ((s->n + 1) * 2 > s->hcap && !set_grow(s))
		return false;
	size_t at = triple_hash(t) & (s->hcap - 1);
	for (; s->hash[at]; at = (at + 1) & (s->hcap - 1)) {
		const sq_id *o = s->v[s->hash[at] - 1];
		if (o[0] == a && o[1] == b && o[2] == c)
			return true;
	}
	if (s->n >= UINT32_MAX - 1)
		return false;
	if (s->n == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 64;
		sq_id(*more)[3] = realloc(s->v, cap * sizeof *more);
		if (!more)
			return false;
		s->v = more;
		s->cap = cap;
	}
	memcpy(s->v[s->n], t, sizeof t);
	s->hash[at] = (uint32_t)(++s->n);
	return true;
}

static void set_free(triple_set *s)
{
	free(s->v);
	free(s->hash);
	*s = (triple_set){0};
}

/* Writes the set as RDF; a statement whose subject is a literal or whose
 * predicate is no IRI cannot be written and was never added. */
static pg_status write_set(pg_store *s, const sq_eval *e, const triple_set *set,
			   const char *format, FILE *out, pg_diag *d)
{
	pg_triple *t = calloc(set->n + 1, sizeof *t);
	if (!t)
		return PG_ERR_NOMEM;
	for (size_t i = 0; i < set->n; i++) {
		const sq_term *x = sq_term_get(e->terms, set->v[i][0]);
		const sq_term *p = sq_term_get(e->terms, set->v[i][1]);
		const sq_term *o = sq_term_get(e->terms, set->v[i][2]);
		t[i] = (pg_triple){.s = x->value, .s_blank = x->kind == PG_TERM_BLANK, .p = p->value,
				   .o = o->value, .o_literal = o->kind == PG_TERM_LITERAL,
				   .o_blank = o->kind == PG_TERM_BLANK, .datatype = o->dtype,
				   .lang = o->lang};
	}
	pg_status st = pg_sparql_write_triples(s, t, set->n, format, out, d);
	free(t);
	return st;
}

/* True if (a b c) can be a statement: all bound, the subject no literal,
 * the predicate an IRI. */
static bool writable(const sq_eval *e, sq_id a, sq_id b, sq_id c)
{
	const sq_term *x = a ? sq_term_get(e->terms, a) : NULL;
	const sq_term *p = b ? sq_term_get(e->terms, b) : NULL;
	return x && p && c && sq_term_get(e->terms, c) && x->kind != PG_TERM_LITERAL &&
	       p->kind == PG_TERM_IRI;
}

/* ---- CONSTRUCT */

/* One position of a template triple, resolved before the solutions. */
typedef struct tpl_pos {
	enum { TPL_CONST, TPL_VAR, TPL_BNODE } how;
	sq_id id;          /* TPL_CONST: the term; 0: it cannot be made */
	size_t slot;       /* TPL_VAR: the row slot, SIZE_MAX if the WHERE never binds it */
	size_t bnode;      /* TPL_BNODE: the index among the template's labels */
} tpl_pos;

/* The slot of a variable of the pattern named `name`, SIZE_MAX if none. */
static size_t slot_named(const sq_eval *e, size_t width, const char *name)
{
	for (size_t i = 0; i < e->nvars && i < width; i++)
		if (e->var_names[i] && !strcmp(e->var_names[i], name))
			return i;
	return SIZE_MAX;
}

static pg_status construct(engine_query *q, triple_set *set)
{
	sq_eval *e = &q->e;
	const sq_node *tpl = q->pq.parsed.query->kids[SQ_Q_TEMPLATE];
	size_t nt = tpl ? tpl->n : 0;
	tpl_pos *pos = calloc(nt * 3 + 1, sizeof *pos);
	const char **labels = calloc(nt * 3 + 1, sizeof *labels);
	sq_id *fresh = calloc(nt * 3 + 1, sizeof *fresh);
	size_t nlabels = 0;
	if (!pos || !labels || !fresh) {
		free(pos);
		free(labels);
		free(fresh);
		return sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	}
	for (size_t i = 0; i < nt; i++) {
		const sq_node *t = tpl->kids[i];
		for (size_t j = 0; j < 3; j++) {
			const sq_node *x = sq_kid(t, j);
			tpl_pos *p = &pos[i * 3 + j];
			if (!x || t->kind != SQ_TRIPLE) {
				*p = (tpl_pos){TPL_CONST, 0, 0, 0};
			} else if (x->kind == SQ_VAR) {
				*p = (tpl_pos){TPL_VAR, 0, slot_named(e, q->rows.width, x->text), 0};
			} else if (x->kind == SQ_BNODE) {
				size_t k = 0;
				while (k < nlabels && strcmp(labels[k], x->text))
					k++;
				if (k == nlabels)
					labels[nlabels++] = x->text;
				*p = (tpl_pos){TPL_BNODE, 0, 0, k};
			} else if (x->kind == SQ_IRI || x->kind == SQ_LITERAL) {
				*p = (tpl_pos){TPL_CONST, sq_eval_const(e, x), 0, 0};
			} else {
				*p = (tpl_pos){TPL_CONST, 0, 0, 0}; /* a path: not in a template */
			}
		}
	}
	for (size_t r = 0; !sq_eval_failed(e) && r < q->rows.n; r++) {
		const sq_id *row = SQ_ROW(&q->rows, r);
		memset(fresh, 0, nlabels * sizeof *fresh);
		for (size_t i = 0; i < nt && !sq_eval_failed(e); i++) {
			sq_id v[3];
			for (size_t j = 0; j < 3; j++) {
				tpl_pos *p = &pos[i * 3 + j];
				if (p->how == TPL_CONST)
					v[j] = p->id;
				else if (p->how == TPL_VAR)
					v[j] = p->slot < q->rows.width ? row[p->slot] : 0;
				else if (!(v[j] = fresh[p->bnode]) &&
					 !(v[j] = fresh[p->bnode] = sq_term_fresh_blank(e->terms)))
					sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
			}
			if (!sq_eval_failed(e) && writable(e, v[0], v[1], v[2]) &&
			    !set_add(set, v[0], v[1], v[2]))
				sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
		}
	}
	free(pos);
	free(labels);
	free(fresh);
	return e->st;
}

/* ---- DESCRIBE: each resource's statements as subject, and those of the
 * blank nodes they reach (a concise bounded description, without the
 * reifications) */

typedef struct describe_walk {
	sq_eval *e;
	triple_set *set;
	sq_ids *todo;   /* resources still to describe */
	triple_set *seen; /* (id 0 0) for every resource queued */
} describe_walk;

/* Queues `id` (an IRI or a blank node) unless it was queued before. */
static bool queue(describe_walk *w, sq_id id)
{
	const sq_term *t = id ? sq_term_get(w->e->terms, id) : NULL;
	if (!t || t->kind == PG_TERM_LITERAL)
		return true;
	size_t before = w->seen->n;
	if (!set_add(w->seen, id, 0, 0))
		return false;
	return w->seen->n == before || sq_ids_add(w->todo, id);
}

static bool on_statement(void *ctx, sq_id s, sq_id p, sq_id o)
{
	describe_walk *w = ctx;
	if (!writable(w->e, s, p, o))
		return true;
	const sq_term *ot = sq_term_get(w->e->terms, o);
	if (!set_add(w->set, s, p, o) || (ot->kind == PG_TERM_BLANK && !queue(w, o))) {
		sq_eval_fail(w->e, PG_ERR_NOMEM, "out of memory");
		return false;
	}
	return true;
}

static pg_status describe(engine_query *q, triple_set *set)
{
	sq_eval *e = &q->e;
	sq_ids todo = {0};
	triple_set seen = {0};
	describe_walk w = {e, set, &todo, &seen};
	bool ok = true;
	const sq_node *tpl = q->pq.parsed.query->kids[SQ_Q_TEMPLATE];
	for (size_t i = 0; ok && tpl && i < tpl->n; i++)
		if (tpl->kids[i]->kind == SQ_IRI) {
			sq_id id = sq_eval_const(e, tpl->kids[i]);
			ok = id && queue(&w, id);
		}
	size_t nh = q->head ? q->head->n : 0;
	for (size_t r = 0; ok && r < q->rows.n; r++)
		for (size_t c = 0; ok && c < nh; c++)
			ok = queue(&w, value_at(q, r, q->head->kids[c]->slot));
	if (!ok)
		sq_eval_fail(e, PG_ERR_NOMEM, "out of memory");
	e->graph = 0; /* the dataset's default graph */
	for (size_t i = 0; !sq_eval_failed(e) && i < todo.n; i++)
		sq_match(e, todo.v[i], 0, 0, on_statement, &w);
	sq_ids_free(&todo);
	set_free(&seen);
	return e->st;
}

/* ---- the way in */

static pg_status format_misfit(pg_query_kind kind, const char *format, pg_diag *d)
{
	return pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "result format '%s' does not fit a%s query",
			   format, kind == PG_QUERY_SELECT ? " SELECT" :
			   kind == PG_QUERY_ASK ? "n ASK" : " graph");
}

pg_status pg_engine_run(pg_store *s, const char *query, bool allow_service,
			const pg_engine_dataset *ds, const char *format, FILE *out, pg_diag *d)
{
	engine_query q;
	pg_status st = evaluate(s, query, allow_service, ds, &q, d);
	pg_query_kind kind = q.pq.kind;
	if (st == PG_OK && !format)
		format = kind == PG_QUERY_SELECT || kind == PG_QUERY_ASK ? "table" : "turtle";
	if (st == PG_OK && !pg_sparql_format_ok(kind, format))
		st = format_misfit(kind, format, d);
	if (st == PG_OK) {
		pg_results_format rf;
		if (kind == PG_QUERY_SELECT) {
			st = write_select(&q, format, out);
		} else if (kind == PG_QUERY_ASK) {
			st = pg_results_format_parse(format, &rf) ? pg_results_boolean(out, rf, q.rows.n > 0)
								   : pg_table_boolean(out, q.rows.n > 0);
		} else {
			triple_set set = {0};
			st = kind == PG_QUERY_CONSTRUCT ? construct(&q, &set) : describe(&q, &set);
			if (st == PG_OK)
				st = pg_store_check_reads(s, d);
			if (st == PG_OK)
				st = write_set(s, &q.e, &set, format, out, d);
			set_free(&set);
		}
	}
	if (st == PG_OK && fflush(out) != 0)
		st = PG_ERR_IO;
	engine_query_free(&q);
	return st;
}

pg_status pg_engine_select(pg_store *s, const char *query, pg_sparql_row_fn fn, void *ctx,
			   pg_diag *d)
{
	engine_query q;
	pg_status st = evaluate(s, query, false, NULL, &q, d);
	if (st == PG_OK && q.pq.kind != PG_QUERY_SELECT)
		st = pg_diag_set(d, PG_ERR_INPUT, NULL, 0, "not a SELECT query");
	const char **names = NULL, **values = NULL;
	size_t *slots = NULL, n = 0;
	if (st == PG_OK)
		st = head_of(&q, &names, &slots, &n);
	if (st == PG_OK && !(values = calloc(n + 1, sizeof *values)))
		st = PG_ERR_NOMEM;
	for (size_t r = 0; st == PG_OK && r < q.rows.n; r++) {
		for (size_t c = 0; c < n; c++) {
			sq_id id = value_at(&q, r, slots[c]);
			const sq_term *t = id ? sq_term_get(q.e.terms, id) : NULL;
			values[c] = t && t->kind != PG_TERM_BLANK ? t->value : NULL;
		}
		st = fn(ctx, n, names, values);
	}
	free(names);
	free(values);
	free(slots);
	engine_query_free(&q);
	return st;
}
