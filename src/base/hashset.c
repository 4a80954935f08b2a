/* SPDX-License-Identifier: Apache-2.0 */
/* An open-addressing set of 64-bit hashes. */
#include "base/hashset.h"

#include <stdlib.h>

int pg_hashset_insert(pg_hashset *s, uint64_t h)
{
	if (!h)
		h = 1;
	if ((s->n + 1) * 2 > s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 1024;
		uint64_t *slot = calloc(cap, sizeof *slot);
		if (!slot)
			return -1;
		for (size_t i = 0; i < s->cap; i++) {
			if (!s->slot[i])
				continue;
			size_t j = s->slot[i] & (cap - 1);
			while (slot[j])
				j = (j + 1) & (cap - 1);
			slot[j] = s->slot[i];
		}
		free(s->slot);
		s->slot = slot;
		s->cap = cap;
	}
	size_t j = h & (s->cap - 1);
	while (s->slot[j]) {
		if (s->slot[j] == h)
			return 0;
		j = (j + 1) & (s->cap - 1);
	}
	s->slot[j] = h;
	s->n++;
	return 1;
}

bool pg_hashset_contains(const pg_hashset *s, uint64_t h)
{
	if (!h)
		h = 1;
	if (!s->cap)
		return false;
	for (size_t j = h & (s->cap - 1); s->slot[j]; j = (j + 1) & (s->cap - 1))
		if (s->slot[j] == h)
			return true;
	return false;
}

void pg_hashset_free(pg_hashset *s)
{
	free(s->slot);
	s->slot = NULL;
	s->cap = s->n = 0;
}
