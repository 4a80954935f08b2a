/* SPDX-License-Identifier: Apache-2.0 */
/* An index nested-loop join for rasqal 0.9.33, put in place of rasqal's own.
 *
 * Why. rasqal joins two group patterns (an OPTIONAL, a pattern after a UNION
 * or a sub-group) with a nested loop over materialised rows: the right side is
 * evaluated once, without the left row's bindings, and every left row is then
 * compared with every right row. `?p a pg:Paper OPTIONAL { ?p dcterms:title
 * ?t }` therefore costs papers x titles: at 10,000 abstracts the ready-made
 * papers query did not finish in minutes. Inside one basic graph pattern rasqal
 * is fast, because each triple pattern is looked up with the variables the
 * earlier ones bound (librdf turns a bound variable into a bound node of
 * find_statements, an index lookup).
 *
 * How. rasqal's engine makes every join through rasqal_new_join_rowsource, an
 * exported function it calls through the PLT, so the definition below (the
 * executable exports it; see Makefile.am) is the one it gets. When the right
 * side is a plain basic graph pattern (rasqal's "triple pattern" rowsource) and
 * the join has no condition, this join binds each left row's values into the
 * query's variables, resets the right side and reads the rows it now yields:
 * an index lookup per left row, the usual index nested-loop join. A left row
 * with no match is kept (OPTIONAL) or dropped (inner join) as before. In every
 * other case the real function, found with dlsym(RTLD_NEXT), builds rasqal's
 * own join, so results never depend on this module, only the time.
 *
 * Binding left values into the shared variables disturbs nothing the left side
 * relies on: before each read from the left, the variables are set back to the
 * last left row, which is the state the left side left them in.
 *
 * rasqal keeps rowsources and rows internal. The few leading fields used here
 * (marked "0.9.33") were read off Debian 12's librasqal.so.3 0.9.33-2 by
 * disassembling the exported functions that touch them; with any other rasqal
 * version the module compiles to nothing and rasqal's join is used.
 *
 * PG_RASQAL_JOIN=rasqal in the environment turns the replacement off (tests
 * compare both); pg_rasqal_join_count() says how many joins it has built. */

#include "sparql/rasqal_join.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <rasqal.h>

#if RASQAL_VERSION == 933 && defined(__x86_64__) || RASQAL_VERSION == 933 && defined(__aarch64__)
#define PG_JOIN_REPLACED 1
#endif

#ifdef PG_JOIN_REPLACED

/* ---- rasqal 0.9.33 internals (rasqal_internal.h), leading fields only ---- */

typedef struct rasqal_rowsource_s rasqal_rowsource;
typedef struct rasqal_row_compatible_s rasqal_row_compatible;

typedef struct rowsource_handler {         /* rasqal_rowsource_handler, version 1 */
	int version;
	const char *name;
	int (*init)(rasqal_rowsource *rs, void *user_data);
	int (*finish)(rasqal_rowsource *rs, void *user_data);
	int (*ensure_variables)(rasqal_rowsource *rs, void *user_data);
	rasqal_row *(*read_row)(rasqal_rowsource *rs, void *user_data);
	raptor_sequence *(*read_all_rows)(rasqal_rowsource *rs, void *user_data);
	int (*reset)(rasqal_rowsource *rs, void *user_data);
	int (*set_preserve)(rasqal_rowsource *rs, void *user_data, int preserve);
	rasqal_rowsource *(*get_inner_rowsource)(rasqal_rowsource *rs, void *user_data, int offset);
	int (*set_origin)(rasqal_rowsource *rs, void *user_data, rasqal_literal *origin);
} rowsource_handler;

typedef struct rowsource_head {            /* struct rasqal_rowsource_s, 0.9.33 */
	void *world;                       /* 0x00 */
	void *query;                       /* 0x08 */
	int flags;                         /* 0x10 */
	void *user_data;                   /* 0x18 */
	const rowsource_handler *handler;  /* 0x20 */
	int finished;                      /* 0x28 */
	int count;                         /* 0x2c */
	int updated_variables;             /* 0x30 */
	rasqal_variables_table *vars_table; /* 0x38 */
} rowsource_head;

typedef struct row_head {                  /* struct rasqal_row_s, 0.9.33 */
	int usage;                         /* 0x00 */
	rasqal_rowsource *rowsource;       /* 0x08 */
	int offset;                        /* 0x10 */
	int size;                          /* 0x14 */
	rasqal_literal **values;           /* 0x18 */
} row_head;

_Static_assert(offsetof(rowsource_head, handler) == 0x20, "rasqal 0.9.33 rowsource layout");
_Static_assert(offsetof(rowsource_head, vars_table) == 0x38, "rasqal 0.9.33 rowsource layout");
_Static_assert(offsetof(row_head, values) == 0x18, "rasqal 0.9.33 row layout");

enum { JOIN_NATURAL = 1, JOIN_LEFT = 2 }; /* rasqal_join_type */

/* exported by librasqal.so.3 but declared only in rasqal_internal.h */
rasqal_rowsource *rasqal_new_rowsource_from_handler(rasqal_world *world, rasqal_query *query,
						    void *user_data,
						    const rowsource_handler *handler,
						    rasqal_variables_table *vars_table, int flags);
void rasqal_free_rowsource(rasqal_rowsource *rs);
int rasqal_rowsource_ensure_variables(rasqal_rowsource *rs);
int rasqal_rowsource_get_size(rasqal_rowsource *rs);
rasqal_variable *rasqal_rowsource_get_variable_by_offset(rasqal_rowsource *rs, int offset);
int rasqal_rowsource_add_variable(rasqal_rowsource *rs, rasqal_variable *v);
void rasqal_rowsource_copy_variables(rasqal_rowsource *dest, rasqal_rowsource *src);
rasqal_row *rasqal_rowsource_read_row(rasqal_rowsource *rs);
int rasqal_rowsource_reset(rasqal_rowsource *rs);
rasqal_row_compatible *rasqal_new_row_compatible(rasqal_variables_table *vt,
						 rasqal_rowsource *first, rasqal_rowsource *second);
int rasqal_row_compatible_check(rasqal_row_compatible *map, rasqal_row *first, rasqal_row *second);
void rasqal_free_row_compatible(rasqal_row_compatible *map);
void rasqal_row_set_rowsource(rasqal_row *row, rasqal_rowsource *rs);

rasqal_rowsource *rasqal_new_join_rowsource(rasqal_world *world, rasqal_query *query,
					    rasqal_rowsource *left, rasqal_rowsource *right,
					    int join_type, rasqal_expression *expr);

#define HEAD(rs) ((rowsource_head *)(rs))
#define ROW(r) ((row_head *)(r))

static unsigned long joins_built;

/* ---- the join ---- */

typedef struct index_join {
	rasqal_world *world;
	rasqal_rowsource *left, *right;        /* owned */
	int type;                              /* JOIN_NATURAL or JOIN_LEFT */
	rasqal_row *left_row;                  /* owned; NULL before the first read */
	bool left_matched;                     /* left_row has had a right row */
	bool need_left;                        /* read the next left row first */
	bool done;
	int *right_map;                        /* right column -> our column */
	int right_size;
	rasqal_row_compatible *compat;         /* owned */
	int offset;                            /* rows returned */
} index_join;

/* Sets every variable of `rs` to the value it has in `row` (a row `rs` made):
 * unbound where the row has none. */
static void bind_row(rasqal_rowsource *rs, rasqal_row *row)
{
	for (int i = 0; i < ROW(row)->size; i++) {
		rasqal_variable *v = rasqal_rowsource_get_variable_by_offset(rs, i);
		rasqal_literal *value = ROW(row)->values[i];
		if (v)
			rasqal_variable_set_value(v, value ? rasqal_new_literal_from_literal(value) : NULL);
	}
}

/* Unbinds the variables of the right side, so that only the left row's values
 * constrain its lookups. */
static void unbind_right(index_join *j)
{
	for (int i = 0; i < j->right_size; i++) {
		rasqal_variable *v = rasqal_rowsource_get_variable_by_offset(j->right, i);
		if (v && v->value)
			rasqal_variable_set_value(v, NULL);
	}
}

static int join_init(rasqal_rowsource *rs, void *user_data)
{
	(void)rs;
	index_join *j = user_data;
	j->compat = rasqal_new_row_compatible(HEAD(j->left)->vars_table, j->left, j->right);
	return j->compat ? 0 : -1;
}

static int join_ensure_variables(rasqal_rowsource *rs, void *user_data)
{
	index_join *j = user_data;
	if (rasqal_rowsource_ensure_variables(j->left) || rasqal_rowsource_ensure_variables(j->right))
		return 1;
	j->right_size = rasqal_rowsource_get_size(j->right);
	if (j->right_size < 0)
		j->right_size = 0;
	j->right_map = calloc((size_t)j->right_size + 1, sizeof *j->right_map);
	if (!j->right_map)
		return 1;
	rasqal_rowsource_copy_variables(rs, j->left);
	for (int i = 0; i < j->right_size; i++) {
		rasqal_variable *v = rasqal_rowsource_get_variable_by_offset(j->right, i);
		if (!v)
			return 1;
		if ((j->right_map[i] = rasqal_rowsource_add_variable(rs, v)) < 0)
			return 1;
	}
	return 0;
}

/* Returns a new row of `rs`: the left row's values, then the right row's for
 * the columns the left leaves unbound (`right` may be NULL). */
static rasqal_row *merge(rasqal_rowsource *rs, index_join *j, rasqal_row *right)
{
	rasqal_row *row = rasqal_new_row_for_size(j->world, rasqal_rowsource_get_size(rs));
	if (!row)
		return NULL;
	rasqal_row_set_rowsource(row, rs); /* the row holds a reference */
	ROW(row)->offset = j->offset++;
	row_head *l = ROW(j->left_row);
	for (int i = 0; i < l->size; i++)
		if (l->values[i])
			ROW(row)->values[i] = rasqal_new_literal_from_literal(l->values[i]);
	if (right)
		for (int i = 0; i < ROW(right)->size && i < j->right_size; i++) {
			int to = j->right_map[i];
			if (!ROW(row)->values[to] && ROW(right)->values[i])
				ROW(row)->values[to] = rasqal_new_literal_from_literal(ROW(right)->values[i]);
		}
	return row;
}

/* Reads the next left row and evaluates the right side under its bindings.
 * Returns false when the left side is exhausted. */
static bool next_left(index_join *j)
{
	if (j->left_row) {
		bind_row(j->left, j->left_row); /* undo what the right side changed */
		rasqal_free_row(j->left_row);
	}
	j->left_row = rasqal_rowsource_read_row(j->left);
	if (!j->left_row)
		return false;
	j->left_matched = false;
	/* in this order: resetting the right side unbinds what it binds */
	rasqal_rowsource_reset(j->right);
	unbind_right(j);
	bind_row(j->left, j->left_row);
	return true;
}

/* Returns `row` after setting the query's variables to its values: rasqal
 * evaluates BIND, FILTER and ORDER BY above a join from the variables, not from
 * the row. */
static rasqal_row *emit(rasqal_rowsource *rs, rasqal_row *row)
{
	if (row)
		bind_row(rs, row);
	return row;
}

static rasqal_row *join_read_row(rasqal_rowsource *rs, void *user_data)
{
	index_join *j = user_data;
	while (!j->done) {
		if (j->need_left) {
			if (!next_left(j)) {
				j->done = true;
				break;
			}
			j->need_left = false;
		}
		rasqal_row *right = rasqal_rowsource_read_row(j->right);
		if (right) {
			rasqal_row *row = NULL;
			if (rasqal_row_compatible_check(j->compat, j->left_row, right)) {
				j->left_matched = true;
				row = merge(rs, j, right);
			}
			rasqal_free_row(right);
			if (row)
				return emit(rs, row);
			continue;
		}
		j->need_left = true;
		if (j->type == JOIN_LEFT && !j->left_matched)
			return emit(rs, merge(rs, j, NULL));
	}
	return NULL;
}

static int join_reset(rasqal_rowsource *rs, void *user_data)
{
	(void)rs;
	index_join *j = user_data;
	if (j->left_row) {
		rasqal_free_row(j->left_row);
		j->left_row = NULL;
	}
	j->done = false;
	j->need_left = true;
	j->offset = 0;
	return rasqal_rowsource_reset(j->left);
}

static int join_set_preserve(rasqal_rowsource *rs, void *user_data, int preserve)
{
	/* Nothing to keep: a reset evaluates the join again. */
	(void)rs, (void)user_data, (void)preserve;
	return 0;
}

static rasqal_rowsource *join_inner(rasqal_rowsource *rs, void *user_data, int offset)
{
	(void)rs;
	index_join *j = user_data;
	return offset == 0 ? j->left : offset == 1 ? j->right : NULL;
}

static int join_finish(rasqal_rowsource *rs, void *user_data)
{
	(void)rs;
	index_join *j = user_data;
	if (j->left_row)
		rasqal_free_row(j->left_row);
	if (j->left)
		rasqal_free_rowsource(j->left);
	if (j->right)
		rasqal_free_rowsource(j->right);
	if (j->compat)
		rasqal_free_row_compatible(j->compat);
	free(j->right_map);
	free(j);
	return 0;
}

static const rowsource_handler index_join_handler = {
	.version = 1,
	.name = "index join",
	.init = join_init,
	.finish = join_finish,
	.ensure_variables = join_ensure_variables,
	.read_row = join_read_row,
	.reset = join_reset,
	.set_preserve = join_set_preserve,
	.get_inner_rowsource = join_inner,
};

/* True for rasqal's rowsource of one basic graph pattern. */
static bool is_triple_pattern(rasqal_rowsource *rs)
{
	const rowsource_handler *h = HEAD(rs)->handler;
	return h && h->name && !strcmp(h->name, "triple pattern");
}

/* True if `expr` is absent or the constant true rasqal puts on a plain
 * OPTIONAL. */
static bool no_condition(rasqal_expression *expr)
{
	if (!expr)
		return true;
	if (expr->op != RASQAL_EXPR_LITERAL || !expr->literal)
		return false;
	return expr->literal->type == RASQAL_LITERAL_BOOLEAN && expr->literal->value.integer;
}

static bool replacement_wanted(void)
{
	static int wanted = -1;
	if (wanted < 0) {
		const char *e = getenv("PG_RASQAL_JOIN");
		wanted = !(e && !strcmp(e, "rasqal"));
	}
	return wanted;
}

rasqal_rowsource *rasqal_new_join_rowsource(rasqal_world *world, rasqal_query *query,
					    rasqal_rowsource *left, rasqal_rowsource *right,
					    int join_type, rasqal_expression *expr)
{
	static rasqal_rowsource *(*real)(rasqal_world *, rasqal_query *, rasqal_rowsource *,
					 rasqal_rowsource *, int, rasqal_expression *);
	if (!real)
		*(void **)&real = dlsym(RTLD_NEXT, "rasqal_new_join_rowsource");
	if (!world || !query || !left || !right ||
	    (join_type != JOIN_NATURAL && join_type != JOIN_LEFT) || !replacement_wanted() ||
	    !is_triple_pattern(right) || !no_condition(expr) ||
	    rasqal_rowsource_get_size(left) <= 0) {
		if (real)
			return real(world, query, left, right, join_type, expr);
		if (left)
			rasqal_free_rowsource(left);
		if (right)
			rasqal_free_rowsource(right);
		return NULL;
	}
	index_join *j = calloc(1, sizeof *j);
	if (!j) {
		rasqal_free_rowsource(left);
		rasqal_free_rowsource(right);
		return NULL;
	}
	j->world = world;
	j->left = left;
	j->right = right;
	j->type = join_type;
	j->need_left = true;
	joins_built++;
	/* on failure rasqal calls join_finish, which frees left and right */
	return rasqal_new_rowsource_from_handler(world, query, j, &index_join_handler,
						 HEAD(left)->vars_table, 0);
}

unsigned long pg_rasqal_join_count(void)
{
	return joins_built;
}

#else

unsigned long pg_rasqal_join_count(void)
{
	return 0;
}

#endif
