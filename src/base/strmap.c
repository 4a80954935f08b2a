/* SPDX-License-Identifier: Apache-2.0 */
/* The string -> index table: linear probing, at most half full. */
#include "base/strmap.h"

#include <stdlib.h>
#include <string.h>

#include "base/hash.h"

/* The slot holding `key`, or the empty slot where it would go; needs cap > 0. */
static size_t slot_of(const char **key, size_t cap, const char *k)
{
	size_t j = (size_t)pg_hash_cstr(k) & (cap - 1);
	while (key[j] && strcmp(key[j], k) != 0)
		j = (j + 1) & (cap - 1);
	return j;
}

bool pg_strmap_get(const pg_strmap *m, const char *key, size_t *val)
{
	if (!m->cap)
		return false;
	size_t j = slot_of(m->key, m->cap, key);
	if (!m->key[j])
		return false;
	if (val)
		*val = m->val[j];
	return true;
}

static bool grow(pg_strmap *m)
{
	size_t cap = m->cap ? m->cap * 2 : 64;
	if (cap < m->cap)
		return false;
	const char **key = calloc(cap, sizeof *key);
	size_t *val = malloc(cap * sizeof *val);
	if (!key || !val) {
		free(key);
		free(val);
		return false;
	}
	for (size_t i = 0; i < m->cap; i++) {
		if (!m->key[i])
			continue;
		size_t j = slot_of(key, cap, m->key[i]);
		key[j] = m->key[i];
		val[j] = m->val[i];
	}
	free(m->key);
	free(m->val);
	m->key = key;
	m->val = val;
	m->cap = cap;
	return true;
}

int pg_strmap_put(pg_strmap *m, const char *key, size_t val)
{
	if (m->cap) {
		size_t j = slot_of(m->key, m->cap, key);
		if (m->key[j]) {
			m->val[j] = val;
			return 0;
		}
	}
	if ((m->n + 1) * 2 > m->cap && !grow(m))
		return -1;
	size_t j = slot_of(m->key, m->cap, key);
	m->key[j] = key;
	m->val[j] = val;
	m->n++;
	return 1;
}

size_t pg_strmap_count(const pg_strmap *m)
{
	return m ? m->n : 0;
}

void pg_strmap_free(pg_strmap *m)
{
	if (!m)
		return;
	free(m->key);
	free(m->val);
	m->key = NULL;
	m->val = NULL;
	m->cap = m->n = 0;
}
