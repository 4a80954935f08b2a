/* SPDX-License-Identifier: Apache-2.0 */
/* Switching rules off: the facts and results of the named rules are dropped
 * from an extraction, and the entities only they named with them, so that the
 * graph is the one the other rules alone would give. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "extract/extract.h"

static bool listed(const char *rule, const char *const *rules, size_t n)
{
	for (size_t i = 0; rule && i < n; i++)
		if (!strcmp(rule, rules[i]))
			return true;
	return false;
}

/* Marks entity `i` (may be -1) as referenced. */
static void mark(bool *used, size_t n, int i)
{
	if (i >= 0 && (size_t)i < n)
		used[i] = true;
}

static int remap(const int *to, size_t n, int i)
{
	return i >= 0 && (size_t)i < n ? to[i] : -1;
}

pg_status pg_extraction_drop_rules(pg_extraction *x, const char *const *rules, size_t n,
				   size_t *dropped)
{
	size_t gone = 0;
	if (dropped)
		*dropped = 0;
	if (!x || !n)
		return PG_OK;
	size_t ne = x->n_entities;
	bool *before = calloc(ne ? ne : 1, sizeof *before), *after = calloc(ne ? ne : 1, sizeof *after);
	int *to = malloc((ne ? ne : 1) * sizeof *to);
	if (!before || !after || !to) {
		free(before);
		free(after);
		free(to);
		return PG_ERR_NOMEM;
	}
	size_t k = 0;
	for (size_t i = 0; i < x->n_facts; i++) {
		pg_fact *f = &x->facts[i];
		mark(before, ne, f->subject);
		mark(before, ne, f->object);
		if (listed(f->rule, rules, n)) {
			gone++;
			continue;
		}
		mark(after, ne, f->subject);
		mark(after, ne, f->object);
		x->facts[k++] = *f;
	}
	x->n_facts = k;
	k = 0;
	for (size_t i = 0; i < x->n_results; i++) {
		pg_result *r = &x->results[i];
		int refs[] = {r->metric, r->dataset, r->method, r->baseline};
		for (size_t j = 0; j < sizeof refs / sizeof *refs; j++)
			mark(before, ne, refs[j]);
		if (listed(r->rule, rules, n)) {
			free(r->value);
			free(r->unit);
			free(r->baseline_value);
			free(r->setting);
			gone++;
			continue;
		}
		for (size_t j = 0; j < sizeof refs / sizeof *refs; j++)
			mark(after, ne, refs[j]);
		x->results[k++] = *r;
	}
	x->n_results = k;
	/* entities that only dropped claims named go; the others keep their order */
	k = 0;
	for (size_t i = 0; i < ne; i++) {
		pg_entity *e = &x->entities[i];
		if (before[i] && !after[i]) {
			free(e->label);
			free(e->alt);
			free(e->key);
			to[i] = -1;
			continue;
		}
		to[i] = (int)k;
		x->entities[k++] = *e;
	}
	x->n_entities = k;
	for (size_t i = 0; i < x->n_facts; i++) {
		x->facts[i].subject = remap(to, ne, x->facts[i].subject);
		x->facts[i].object = remap(to, ne, x->facts[i].object);
	}
	for (size_t i = 0; i < x->n_results; i++) {
		pg_result *r = &x->results[i];
		r->metric = remap(to, ne, r->metric);
		r->dataset = remap(to, ne, r->dataset);
		r->method = remap(to, ne, r->method);
		r->baseline = remap(to, ne, r->baseline);
	}
	free(before);
	free(after);
	free(to);
	if (dropped)
		*dropped = gone;
	return PG_OK;
}
