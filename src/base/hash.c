/* SPDX-License-Identifier: Apache-2.0 */
/* FNV-1a hashing: see hash.h for what depends on these exact values. */
#include "base/hash.h"

#include <string.h>

uint64_t pg_hash_str(uint64_t h, const char *s)
{
	h = pg_hash_bytes(h, s ? s : "", s ? strlen(s) : 0);
	h ^= s ? 0xff : 0xfe;
	return h * PG_FNV64_PRIME;
}

uint64_t pg_hash_field(uint64_t h, const char *s)
{
	return pg_hash_str(h, s ? s : "");
}

uint32_t pg_hash32(const char *s, size_t n)
{
	uint32_t h = PG_FNV32_OFFSET;
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * PG_FNV32_PRIME;
	return h;
}

uint64_t pg_hash_mix(uint64_t h)
{
	h ^= h >> 30;
	h *= 0xbf58476d1ce4e5b9ULL;
	h ^= h >> 27;
	h *= 0x94d049bb133111ebULL;
	return h ^ (h >> 31);
}
