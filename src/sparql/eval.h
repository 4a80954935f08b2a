/* SPDX-License-Identifier: Apache-2.0 */
/* papergraph's own SPARQL evaluator: the state of one query's evaluation and
 * the calls its parts make of each other. The parts, one concept a file:
 *   eval_term.c    the term dictionary (eval_term.h)
 *   eval_rows.c    multisets of rows (sq_rows)
 *   eval_source.c  triple patterns against the Redland store: the dataset,
 *                  the active graph, index lookups (the only Redland here)
 *   eval_ops.c     the algebra operators of section 18.5 (sq_eval_op)
 *   eval_path.c    property paths (section 18.4, ALP with cycle checks)
 *   eval_group.c   GROUP BY and the aggregates (section 18.5, Group/Aggregation)
 *   eval_expr.c    expressions: operators, EBV, comparison, ORDER BY order
 *   eval_func*.c   the built-in functions and XSD casts of section 17
 *   engine.c       a query from text to written results (sparql/engine.h)
 *
 * A row is an array of e->nvars term ids, one per variable slot; 0 is
 * unbound. Every SQ_VAR node of the algebra (and every SQ_BNODE of a
 * pattern, which acts as a variable) carries its slot in sq_node.slot, set
 * by sq_eval_prepare() before evaluation. Term constants are interned on
 * first use (sq_eval_const). Errors of expressions are values (id 0), not
 * failures; a failure of the machine (out of memory, a limit, a bug) is
 * recorded once in e->st / e->d, and every part stops as soon as it sees
 * sq_eval_failed(). */
#ifndef PG_SPARQL_EVAL_H
#define PG_SPARQL_EVAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"
#include "sparql/eval_term.h"
#include "sparql/sparql_ast.h"

/* ---- multisets of rows (eval_rows.c) */

/* n rows of `width` ids each, contiguous: row i is v + i * width. Owns v. */
typedef struct sq_rows {
	size_t n, cap, width;
	sq_id *v;
} sq_rows;

#define SQ_ROW(r, i) ((r)->v + (size_t)(i) * (r)->width)

/* An empty multiset of rows `width` wide (no allocation yet). */
void sq_rows_init(sq_rows *r, size_t width);

/* Appends a copy of `row` (width ids). Returns false on out-of-memory. */
bool sq_rows_add(sq_rows *r, const sq_id *row);

/* Appends a row of unbound ids and returns it (valid until the next add),
 * NULL on out-of-memory. */
sq_id *sq_rows_push(sq_rows *r);

/* Moves every row of `from` to the end of `to` (same width); `from` is left
 * empty. Returns false on out-of-memory (then `from` is unchanged). */
bool sq_rows_append(sq_rows *to, sq_rows *from);

/* Frees the rows; `r` is left empty (sq_rows_init-ed, same width). */
void sq_rows_free(sq_rows *r);

/* Two rows are compatible when no slot is bound in both to different terms. */
bool sq_row_compatible(const sq_id *a, const sq_id *b, size_t width);

/* out = a merged with b (a compatible pair): b's binding where a has none. */
void sq_row_merge(sq_id *out, const sq_id *a, const sq_id *b, size_t width);

/* ---- the state of one evaluation */

typedef struct sq_source sq_source; /* below */
typedef struct sq_eval sq_eval;

/* The order of one BGP's patterns for input rows binding `bound` (eval_ops'
 * plan, chosen once from the source's estimates): a list, all owned. */
typedef struct sq_plan {
	const sq_node *bgp;
	bool *bound;          /* e->nvars */
	size_t *order;        /* bgp->n pattern indexes */
	struct sq_plan *next;
} sq_plan;

struct sq_eval {
	sq_terms *terms;     /* owned */
	char **var_names;    /* slot -> variable name (owned); "" never */
	size_t nvars, cap_vars;
	sq_source *src;      /* owned (NULL in unit tests of expressions) */
	sq_id graph;         /* the active graph: 0 = the default graph, else a graph's IRI */
	sq_id now;           /* NOW() of this query, an xsd:dateTime literal, set at start */
	const char *base;    /* the query's base IRI or NULL (borrowed) */
	uint64_t row_scope;  /* bumped by the operators before each solution whose
				expressions they evaluate: BNODE("x") is one blank
				node within one scope, a new one in the next */
	size_t max_rows;     /* most rows one operator may hold; more is a failure */
	size_t held;         /* rows held now by all operators, checked against max_rows * 4 */
	size_t want;         /* the row budget: how many rows the caller of the next
				sq_eval_op needs (SIZE_MAX: all); see sq_eval_op */
	pg_status st;        /* the first failure, PG_OK while none */
	pg_diag *d;          /* where that failure is described (may be NULL) */
	sq_plan *plans;      /* the BGP orders made so far (owned) */
	struct sq_func_state *func; /* the built-ins' state (compiled regexes, BNODE(str)):
				       NULL at init, owned, freed by sq_func_free */
};

/* Sets up `e` for `alg` (an algebra tree of sq_algebra, with its
 * expressions), numbering every variable and pattern blank node in
 * sq_node.slot (the same name, the same slot), and drops the BGP plans of
 * an earlier tree. `src` may be NULL. Returns
 * PG_OK or PG_ERR_NOMEM. */
pg_status sq_eval_init(sq_eval *e, sq_source *src, pg_diag *d);
pg_status sq_eval_prepare(sq_eval *e, sq_node *alg);
void sq_eval_free(sq_eval *e); /* frees terms, names, src */

/* The slot of variable `name` (added if new), SIZE_MAX on out-of-memory. */
size_t sq_eval_slot(sq_eval *e, const char *name);

/* Records the first failure (later ones are ignored) and returns e->st. */
pg_status sq_eval_fail(sq_eval *e, pg_status st, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static inline bool sq_eval_failed(const sq_eval *e) { return e->st != PG_OK; }

/* The id of a constant term node (SQ_IRI, SQ_LITERAL), interned; 0 on
 * out-of-memory (recorded). For SQ_VAR and SQ_BNODE use node->slot. */
sq_id sq_eval_const(sq_eval *e, const sq_node *term);

/* The value of a pattern position in `row`: a constant's id, or the
 * variable's (blank node's) binding, 0 if unbound. */
sq_id sq_eval_term_in(sq_eval *e, const sq_node *term, const sq_id *row);

/* ---- lists of ids */

typedef struct sq_ids {
	size_t n, cap;
	sq_id *v; /* owned */
} sq_ids;

bool sq_ids_add(sq_ids *l, sq_id id); /* false on out-of-memory */
void sq_ids_free(sq_ids *l);          /* and leaves it empty */

/* ---- the dataset (eval_source.c, eval_source_mem.c) */

/* Called with each matching statement; returning false stops the walk. */
typedef bool (*sq_match_fn)(void *ctx, sq_id s, sq_id p, sq_id o);

/* A source of statements: the store, or (for tests) statements in memory.
 * It owns its dataset: the default graph (graph 0) and the named graphs. */
struct sq_source {
	/* Each statement of graph `g` (0: the default graph; else a named
	 * graph's IRI id) matching s, p, o (0: any), each once per graph. */
	pg_status (*match)(sq_source *src, sq_eval *e, sq_id g, sq_id s, sq_id p, sq_id o,
			   sq_match_fn fn, void *ctx);
	/* How many statements `match` would give, or an estimate (for join
	 * order); SIZE_MAX if unknown. Counting may stop at `limit`: an answer
	 * of `limit` or more means "at least that many". */
	size_t (*estimate)(sq_source *src, sq_eval *e, sq_id g, sq_id s, sq_id p, sq_id o,
			   size_t limit);
	/* The IRIs of the named graphs, appended to `out`. */
	pg_status (*graphs)(sq_source *src, sq_eval *e, sq_ids *out);
	void (*free)(sq_source *src);
};

/* Each statement of the active graph e->graph matching s, p, o (0: any).
 * Returns e->st (fn stopping early is no failure). */
pg_status sq_match(sq_eval *e, sq_id s, sq_id p, sq_id o, sq_match_fn fn, void *ctx);

/* Every term in subject or object position of the active graph, each once,
 * appended to `out` (for a zero-length path between two variables). */
pg_status sq_graph_nodes(sq_eval *e, sq_ids *out);

/* A source holding statements in memory, for tests: an empty dataset;
 * sq_source_mem_add puts (s p o) in graph g (0: the default graph). The
 * source is freed by its `free` (sq_eval_free does it). */
sq_source *sq_source_mem_new(void);
bool sq_source_mem_add(sq_source *src, sq_id g, sq_id s, sq_id p, sq_id o);

/* ---- operators (eval_ops.c) */

/* Evaluates algebra node `alg` into `out` (width e->nvars, appended). With
 * `seed` (may be NULL) only solutions compatible with it are produced, and
 * each carries the seed's bindings: a BGP or path uses them as constants
 * (an index join); the other operators pass the seed down only where that
 * keeps the algebra's meaning (EXISTS, which substitutes, passes it
 * everywhere: see sq_eval_exists). Row budget: the call reads e->want
 * (and resets it to SIZE_MAX for its own operands); when the caller needs
 * only that many rows (a slice without ORDER BY, ASK, EXISTS), operators
 * that can produce rows one by one (BGPs, paths and tables fed rows,
 * OPTIONAL's per-row loop, UNION, and project/extend/slice/reduced passing
 * the budget down) may stop once they have appended e->want rows; the rest
 * (FILTER, DISTINCT, ORDER BY, GROUP, MINUS, hash joins) evaluate their
 * operands whole. Fewer rows than asked means there are no more. Returns
 * e->st. */
pg_status sq_eval_op(sq_eval *e, const sq_node *alg, const sq_id *seed, sq_rows *out);

/* EXISTS { pattern } for one solution (section 18.6, substitute): 1 if the
 * pattern (an algebra tree) has a solution compatible with `row`, 0 if not,
 * -1 after a failure. */
int sq_eval_exists(sq_eval *e, const sq_node *pattern, const sq_id *row);

/* ---- property paths (eval_path.c) */

/* An SQ_A_PATH node (subject, path, object) against the active graph:
 * appends to `out` one row per solution (the seed's bindings merged in;
 * seed may be NULL). Arbitrary-length paths (* + ?) give distinct
 * solutions, as the recommendation's ALP does; sequences, alternatives and
 * inverses keep duplicates. Returns e->st. */
pg_status sq_eval_path(sq_eval *e, const sq_node *path, const sq_id *seed, sq_rows *out);

/* ---- grouping (eval_group.c) */

/* An SQ_A_GROUP node: groups `in` (already evaluated, its operand's rows)
 * by the keys, computes each aggregate per group into its ?.N slot, and
 * appends one row per group to `out`, holding the key variables (a key
 * SQ_AS binds its variable) and the aggregates. No keys: one group, also
 * when `in` is empty (COUNT gives 0 there). Returns e->st. */
pg_status sq_eval_group(sq_eval *e, const sq_node *group, const sq_rows *in, sq_rows *out);

/* ---- expressions (eval_expr.c, eval_func*.c) */

/* The value of expression `x` for `row`: a term id, or 0 for an error or an
 * unbound variable. Computed values are interned in e->terms. Only a
 * failure of the machine is recorded in e->st. */
sq_id sq_expr_eval(sq_eval *e, const sq_node *x, const sq_id *row);

/* The effective boolean value of a term (section 17.2.2): 1, 0, or -1 for
 * a type error (also for id 0). */
int sq_ebv(sq_eval *e, sq_id v);

/* FILTER's test: the EBV of `x` for `row` is true. */
bool sq_expr_true(sq_eval *e, const sq_node *x, const sq_id *row);

/* The order of ORDER BY (section 15.1): unbound < blank nodes < IRIs <
 * literals; literals by the `<` operator where it is defined, else by a
 * fixed total order (kind, lexical form, datatype, language), so sorting
 * is deterministic. Returns <0, 0 or >0. */
int sq_order_cmp(sq_eval *e, sq_id a, sq_id b);

/* Numeric arithmetic of section 17.4.2 with type promotion (integer <
 * decimal < float < double): op is '+', '-', '*' or '/'. 0 for a type error
 * or division by zero of integers/decimals. For SUM and AVG. */
sq_id sq_arith(sq_eval *e, char op, sq_id a, sq_id b);

/* True if `v` is a literal of a numeric XSD type with a valid lexical form. */
bool sq_is_numeric(sq_eval *e, sq_id v);

/* The string value of a term for GROUP_CONCAT and STR(): a literal's
 * lexical form, an IRI; NULL for a blank node or 0. Borrowed. */
const char *sq_str_of(sq_eval *e, sq_id v);

#endif
