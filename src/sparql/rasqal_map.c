/* SPDX-License-Identifier: Apache-2.0 */
/* A balanced rasqal_map (rasqal's ordered key:value map) in place of
 * rasqal 0.9.33's unbalanced one.
 *
 * Why. rasqal sorts ORDER BY rows, and finds DISTINCT and GROUP BY duplicates,
 * by inserting rows one at a time into rasqal_map, a plain binary search tree
 * with no balancing and recursive insertion. Rows usually arrive already
 * ordered (librdf's indexes are B-trees), which makes the tree a list: the
 * 68,000 rows of papers.rq at 50,000 abstracts took 18 s, 80% of it in map
 * insertions, and a deep enough list would overflow the stack.
 *
 * How. Every call rasqal makes to the map (new, free, add_kv, search, visit,
 * print) goes through the PLT and the map's struct is private to rasqal_map.c,
 * so the executable can export a complete replacement (see Makefile.am).
 *
 * Only the maps that sort rows are balanced. rasqal makes them with
 * rasqal_engine_new_rowsort_map(is_distinct = 0, ...), which is wrapped here to
 * mark the map it creates; their comparison is a total order (the ORDER BY
 * keys, then the row's position), so a treap, a binary search tree kept
 * balanced by random priorities, gives the same in-order sequence in
 * O(log n) per row. Every other map (DISTINCT, GROUP BY) compares rows in a
 * way that is not a consistent order (equal values are "equal" wherever they
 * sit, others are ordered by position), and finds duplicates only because
 * rasqal's unbalanced tree walks past every earlier row: those maps keep
 * rasqal's own algorithm, unbalanced, so their answers stay exactly rasqal's
 * (and quadratic). Both keep rasqal's conventions, read off the 0.9.33 binary:
 * compare(user_data, key, node_key); an equal key goes right of the equal keys
 * already there; a duplicate is refused with 1 unless duplicates are allowed.
 * Walks and frees use an explicit stack, so no tree shape overflows the C
 * stack.
 *
 * Compiled only against rasqal 0.9.33, whose map API this matches. */

#include "sparql/rasqal_map.h"

#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <rasqal.h>

#if RASQAL_VERSION == 933

/* rasqal_internal.h, 0.9.33 */
typedef int (*map_compare_fn)(void *user_data, const void *a, const void *b);
typedef void (*map_visit_fn)(void *key, void *value, void *user_data);
typedef void (*map_free_fn)(void *data);
typedef int (*map_print_fn)(void *data, FILE *fh);

typedef struct map_node {
	struct map_node *left, *right;
	void *key, *value;      /* owned: freed with the map's free functions */
	uint32_t priority;      /* a max-heap on priorities keeps the tree balanced */
} map_node;

typedef struct rasqal_map {
	map_node *root;
	map_compare_fn compare;
	void *compare_data;
	map_free_fn free_compare_data, free_key, free_value;
	map_print_fn print_key, print_value;
	int allow_duplicates;
	bool balanced;          /* a row-sorting map: a treap */
	uint32_t seed;          /* xorshift state for priorities */
} rasqal_map;

/* the replaced API (rasqal_internal.h) */
rasqal_map *rasqal_new_map(map_compare_fn compare, void *compare_data,
			   map_free_fn free_compare_data, map_free_fn free_key,
			   map_free_fn free_value, map_print_fn print_key,
			   map_print_fn print_value, int flags);
void rasqal_free_map(rasqal_map *map);
int rasqal_map_add_kv(rasqal_map *map, void *key, void *value);
void *rasqal_map_search(rasqal_map *map, const void *key);
void rasqal_map_visit(rasqal_map *map, map_visit_fn fn, void *user_data);
int rasqal_map_print(rasqal_map *map, FILE *fh);
rasqal_map *rasqal_engine_new_rowsort_map(int is_distinct, int compare_flags,
					  raptor_sequence *order_conditions);

static unsigned long maps_made;
static bool next_map_sorts_rows; /* set while rasqal makes a row-sorting map */

rasqal_map *rasqal_engine_new_rowsort_map(int is_distinct, int compare_flags,
					  raptor_sequence *order_conditions)
{
	static rasqal_map *(*real)(int, int, raptor_sequence *);
	if (!real)
		*(void **)&real = dlsym(RTLD_NEXT, "rasqal_engine_new_rowsort_map");
	if (!real)
		return NULL;
	next_map_sorts_rows = !is_distinct;
	rasqal_map *map = real(is_distinct, compare_flags, order_conditions);
	next_map_sorts_rows = false;
	return map;
}

rasqal_map *rasqal_new_map(map_compare_fn compare, void *compare_data,
			   map_free_fn free_compare_data, map_free_fn free_key,
			   map_free_fn free_value, map_print_fn print_key,
			   map_print_fn print_value, int flags)
{
	rasqal_map *map = calloc(1, sizeof *map);
	if (!map) {
		if (free_compare_data)
			free_compare_data(compare_data);
		return NULL;
	}
	map->compare = compare;
	map->compare_data = compare_data;
	map->free_compare_data = free_compare_data;
	map->free_key = free_key;
	map->free_value = free_value;
	map->print_key = print_key;
	map->print_value = print_value;
	map->allow_duplicates = flags;
	map->balanced = next_map_sorts_rows;
	map->seed = 2463534242u ^ (uint32_t)(uintptr_t)map;
	if (!map->seed)
		map->seed = 1;
	maps_made++;
	return map;
}

/* A stack of nodes for walking a tree of any shape without recursion. */
typedef struct node_stack {
	map_node **items;
	size_t n, cap;
} node_stack;

static bool push(node_stack *st, map_node *n)
{
	if (st->n == st->cap) {
		size_t cap = st->cap ? st->cap * 2 : 64;
		map_node **more = realloc(st->items, cap * sizeof *more);
		if (!more)
			return false;
		st->items = more;
		st->cap = cap;
	}
	st->items[st->n++] = n;
	return true;
}

/* Calls fn (may be NULL) on every node in order, and frees the nodes too when
 * `release`. Returns false if memory ran out (the walk is then incomplete). */
static bool walk(rasqal_map *map, map_visit_fn fn, void *user_data, bool release)
{
	node_stack st = {NULL, 0, 0};
	map_node *n = map->root;
	bool ok = true;
	while (n || st.n) {
		while (n && (ok = push(&st, n)))
			n = n->left;
		if (!ok)
			break;
		n = st.items[--st.n];
		map_node *right = n->right;
		if (fn)
			fn(n->key, n->value, user_data);
		if (release) {
			if (map->free_key)
				map->free_key(n->key);
			if (map->free_value)
				map->free_value(n->value);
			free(n);
		}
		n = right;
	}
	free(st.items);
	return ok;
}

void rasqal_free_map(rasqal_map *map)
{
	if (!map)
		return;
	walk(map, NULL, NULL, true); /* out of memory here leaks the rest */
	if (map->free_compare_data)
		map->free_compare_data(map->compare_data);
	free(map);
}

static uint32_t next_priority(rasqal_map *map)
{
	uint32_t x = map->seed;
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	return map->seed = x;
}

/* Inserts `fresh` under `*at` in a treap. Returns 0, or 1 for a refused
 * duplicate. Recursion depth is the tree's depth, O(log n) expected. */
static int insert_balanced(rasqal_map *map, map_node **at, map_node *fresh)
{
	map_node *n = *at;
	if (!n) {
		*at = fresh;
		return 0;
	}
	int c = map->compare(map->compare_data, fresh->key, n->key);
	if (c == 0 && !map->allow_duplicates)
		return 1;
	int rc;
	if (c < 0) {
		if ((rc = insert_balanced(map, &n->left, fresh)) != 0)
			return rc;
		if (n->left->priority > n->priority) { /* rotate right */
			map_node *l = n->left;
			n->left = l->right;
			l->right = n;
			*at = l;
		}
	} else {
		if ((rc = insert_balanced(map, &n->right, fresh)) != 0)
			return rc;
		if (n->right->priority > n->priority) { /* rotate left */
			map_node *r = n->right;
			n->right = r->left;
			r->left = n;
			*at = r;
		}
	}
	return 0;
}

/* Inserts `fresh` as rasqal 0.9.33 does: a plain, unbalanced descent. */
static int insert_plain(rasqal_map *map, map_node *fresh)
{
	map_node **at = &map->root;
	while (*at) {
		int c = map->compare(map->compare_data, fresh->key, (*at)->key);
		if (c == 0 && !map->allow_duplicates)
			return 1;
		at = c < 0 ? &(*at)->left : &(*at)->right;
	}
	*at = fresh;
	return 0;
}

int rasqal_map_add_kv(rasqal_map *map, void *key, void *value)
{
	map_node *fresh = calloc(1, sizeof *fresh);
	if (!fresh)
		return -1;
	fresh->key = key;
	fresh->value = value;
	fresh->priority = next_priority(map);
	int rc = map->balanced ? insert_balanced(map, &map->root, fresh) : insert_plain(map, fresh);
	if (rc)
		free(fresh); /* the caller still owns key and value */
	return rc;
}

void *rasqal_map_search(rasqal_map *map, const void *key)
{
	for (map_node *n = map->root; n;) {
		int c = map->compare(map->compare_data, key, n->key);
		if (c == 0)
			return n->value;
		n = c < 0 ? n->left : n->right;
	}
	return NULL;
}

void rasqal_map_visit(rasqal_map *map, map_visit_fn fn, void *user_data)
{
	walk(map, fn, user_data, false);
}

typedef struct print_state {
	rasqal_map *map;
	FILE *fh;
} print_state;

static void print_datum(FILE *fh, void *datum, map_print_fn print)
{
	if (!datum)
		fputs("NULL", fh);
	else if (print)
		print(datum, fh);
	else
		fprintf(fh, "%p", datum);
}

static void print_entry(void *key, void *value, void *user_data)
{
	print_state *p = user_data;
	fputs("  {key: ", p->fh);
	print_datum(p->fh, key, p->map->print_key);
	fputs(", value: ", p->fh);
	print_datum(p->fh, value, p->map->print_value);
	fputs("}\n", p->fh);
}

int rasqal_map_print(rasqal_map *map, FILE *fh)
{
	fprintf(fh, "map duplicates=%s {\n", map->allow_duplicates ? "yes" : "no");
	print_state p = {map, fh};
	rasqal_map_visit(map, print_entry, &p);
	fputs("}\n", fh);
	return 0;
}

unsigned long pg_rasqal_map_count(void)
{
	return maps_made;
}

#else

unsigned long pg_rasqal_map_count(void)
{
	return 0;
}

#endif
