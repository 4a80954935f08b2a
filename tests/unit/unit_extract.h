/* SPDX-License-Identifier: Apache-2.0 */
/* For the extraction unit tests: the default lexicon (set up once per test
 * program) and look-ups of entities and facts in an extraction by name. */
#ifndef PG_UNIT_EXTRACT_H
#define PG_UNIT_EXTRACT_H

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cmocka_tap.h"
#include "extract/extract.h"

static pg_lexicon *lex;

static int setup(void **state)
{
	pg_diag d;
	return pg_lexicon_new_default(&lex, &d) == PG_OK ? 0 : -1;
}

static int teardown(void **state)
{
	pg_lexicon_free(lex);
	return 0;
}

static pg_extraction *run(const char *title, const char *abstract)
{
	pg_extraction *x = NULL;
	assert_int_equal(pg_extract_paper(lex, title, abstract, &x), PG_OK);
	assert_non_null(x);
	return x;
}

/* Returns the entity whose label or alt is `name` (any kind), or -1. */
static int ent(const pg_extraction *x, const char *name)
{
	for (size_t i = 0; i < x->n_entities; i++)
		if (strcasecmp(x->entities[i].label, name) == 0 ||
		    (x->entities[i].alt && strcasecmp(x->entities[i].alt, name) == 0))
			return (int)i;
	return -1;
}

static bool fact(const pg_extraction *x, pg_relation rel, const char *name)
{
	int e = ent(x, name);
	for (size_t i = 0; i < x->n_facts; i++)
		if (x->facts[i].rel == rel && x->facts[i].object == e && e >= 0)
			return true;
	return false;
}

/* Returns true if a fact of `rel` has an object labelled `name`: the object of
 * that relation, where ent() would find a same-named entity of another kind first. */
static inline bool fact_labelled(const pg_extraction *x, pg_relation rel, const char *name)
{
	for (size_t i = 0; i < x->n_facts; i++)
		if (x->facts[i].rel == rel && strcasecmp(x->entities[x->facts[i].object].label, name) == 0)
			return true;
	return false;
}

static bool extends(const pg_extraction *x, const char *newer, const char *older)
{
	int a = ent(x, newer), b = ent(x, older);
	for (size_t i = 0; i < x->n_facts; i++)
		if (x->facts[i].rel == PG_REL_EXTENDS && x->facts[i].subject == a && x->facts[i].object == b)
			return a >= 0 && b >= 0;
	return false;
}

static size_t count_rel(const pg_extraction *x, pg_relation rel)
{
	size_t n = 0;
	for (size_t i = 0; i < x->n_facts; i++)
		n += x->facts[i].rel == rel;
	return n;
}

#endif
