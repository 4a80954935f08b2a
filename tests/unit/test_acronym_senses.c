/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of the acronym senses (extract/acronym_senses.h): an acronym
 * defined with long forms of different senses in the papers of one build is
 * keyed by its long form in each; one sense, spelling variants included, keeps
 * the acronym's key; bare uses keep it too. All names are made up. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cmocka_tap.h"
#include "extract/acronym_senses.h"
#include "extract/extract.h"
#include "unit_extract.h"

static const char *key_of(const pg_extraction *x, const char *name)
{
	int e = ent(x, name);
	assert_true(e >= 0);
	return x->entities[e].key;
}

static void test_two_senses_are_keyed_by_long_form(void **state)
{
	pg_extraction *a = run(NULL, "We propose Quaternary Flux Alignment (QFA), a new way to align "
				     "features. QFA is fast.");
	pg_extraction *b = run(NULL, "We introduce Quantised Field Averaging (QFA) for sensor arrays.");
	pg_extraction *c = run(NULL, "Our method improves on QFA by a wide margin.");
	char *ka = strdup(key_of(a, "QFA")), *kb = strdup(key_of(b, "QFA"));
	assert_string_equal(ka, kb); /* both keyed by the acronym alone */
	pg_acronym_senses *s = NULL;
	assert_int_equal(pg_acronym_senses_new(&s), PG_OK);
	assert_int_equal(pg_acronym_senses_add(s, a), PG_OK);
	assert_false(pg_acronym_senses_ambiguous(s, PG_ENTITY_METHOD, ka));
	assert_int_equal(pg_acronym_senses_add(s, b), PG_OK);
	assert_int_equal(pg_acronym_senses_add(s, c), PG_OK); /* a bare use defines nothing */
	assert_true(pg_acronym_senses_ambiguous(s, PG_ENTITY_METHOD, ka));
	assert_false(pg_acronym_senses_ambiguous(s, PG_ENTITY_DATASET, ka));
	size_t n = 0;
	assert_int_equal(pg_acronym_senses_rekey(s, a, &n), PG_OK);
	assert_int_equal(n, 1);
	assert_int_equal(pg_acronym_senses_rekey(s, b, &n), PG_OK);
	assert_int_equal(n, 1);
	assert_int_equal(pg_acronym_senses_rekey(s, c, &n), PG_OK);
	assert_int_equal(n, 0);
	assert_string_not_equal(key_of(a, "QFA"), key_of(b, "QFA"));
	assert_non_null(strstr(key_of(a, "QFA"), "flux"));
	assert_non_null(strstr(key_of(b, "QFA"), "field"));
	int ec = ent(c, "QFA");
	if (ec >= 0)
		assert_string_equal(c->entities[ec].key, ka);
	/* every mention of the acronym in the defining paper follows its entity */
	assert_true(fact(a, PG_REL_PROPOSES, "QFA"));
	free(ka);
	free(kb);
	pg_acronym_senses_free(s);
	pg_extraction_free(a);
	pg_extraction_free(b);
	pg_extraction_free(c);
}

static void test_one_sense_keeps_the_acronym(void **state)
{
	pg_extraction *a = run(NULL, "We propose Sparse Glimpse Pre-training (SGP), a new recipe for "
				     "vision models.");
	pg_extraction *b = run(NULL, "Building on Sparse Glimpse Pretraining (SGP), we present ZorbNet.");
	pg_extraction *c = run(NULL, "We propose sparse glimpse pre-trainings (SGP) again.");
	char *k = strdup(key_of(a, "SGP"));
	pg_acronym_senses *s = NULL;
	assert_int_equal(pg_acronym_senses_new(&s), PG_OK);
	assert_int_equal(pg_acronym_senses_add(s, a), PG_OK);
	assert_int_equal(pg_acronym_senses_add(s, b), PG_OK);
	assert_int_equal(pg_acronym_senses_add(s, c), PG_OK);
	assert_false(pg_acronym_senses_ambiguous(s, PG_ENTITY_METHOD, k));
	size_t n = 9;
	assert_int_equal(pg_acronym_senses_rekey(s, b, &n), PG_OK);
	assert_int_equal(n, 0);
	assert_string_equal(key_of(b, "SGP"), k);
	free(k);
	pg_acronym_senses_free(s);
	pg_extraction_free(a);
	pg_extraction_free(b);
	pg_extraction_free(c);
}

static void test_null_and_empty(void **state)
{
	pg_acronym_senses_free(NULL);
	assert_false(pg_acronym_senses_ambiguous(NULL, PG_ENTITY_METHOD, "x"));
	size_t n = 5;
	assert_int_equal(pg_acronym_senses_rekey(NULL, NULL, &n), PG_OK);
	assert_int_equal(n, 0);
	pg_acronym_senses *s = NULL;
	assert_int_equal(pg_acronym_senses_new(&s), PG_OK);
	pg_extraction *x = run(NULL, "");
	assert_int_equal(pg_acronym_senses_add(s, x), PG_OK);
	assert_int_equal(pg_acronym_senses_rekey(s, x, &n), PG_OK);
	pg_extraction_free(x);
	pg_acronym_senses_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_two_senses_are_keyed_by_long_form),
		cmocka_unit_test(test_one_sense_keeps_the_acronym),
		cmocka_unit_test(test_null_and_empty),
	};
	cmocka_set_message_output(CM_OUTPUT_TAP);
	return cmocka_run_group_tests(tests, setup, teardown);
}
