/* SPDX-License-Identifier: Apache-2.0 */
/* The one hash function of papergraph: FNV-1a (64-bit, and 32-bit where a
 * table or a stored name was built on it), plus a bit mixer. The FNV offset
 * bases and primes stand in this header and nowhere else.
 *
 * Some outputs are part of the graph: graph/graph.c names assertions and
 * results by pg_hash_field() of their parts, and extract/ names a mention
 * with no letters by pg_hash32(). Changing these functions renames nodes of
 * every store, so they are fixed. */
#ifndef PG_HASH_H
#define PG_HASH_H

#include <stddef.h>
#include <stdint.h>

#define PG_FNV64_OFFSET 14695981039346656037ULL
#define PG_FNV64_PRIME 1099511628211ULL
#define PG_FNV32_OFFSET 2166136261u
#define PG_FNV32_PRIME 16777619u

/* The start value of a chain of pg_hash_* calls. */
#define PG_HASH_SEED PG_FNV64_OFFSET

/* Folds `n` bytes of `p` into `h` (FNV-1a, 64-bit). */
static inline uint64_t pg_hash_bytes(uint64_t h, const void *p, size_t n)
{
	const unsigned char *b = p;
	for (size_t i = 0; i < n; i++)
		h = (h ^ b[i]) * PG_FNV64_PRIME;
	return h;
}

/* The FNV-1a hash of the NUL-terminated `s` (64-bit, from the offset basis). */
static inline uint64_t pg_hash_cstr(const char *s)
{
	uint64_t h = PG_FNV64_OFFSET;
	for (const unsigned char *p = (const unsigned char *)s; *p; p++)
		h = (h ^ *p) * PG_FNV64_PRIME;
	return h;
}

/* Folds the bytes of `s` and a field separator into `h`, so that ("ab","c")
 * and ("a","bc") differ; NULL hashes apart from "". Start with PG_HASH_SEED. */
uint64_t pg_hash_str(uint64_t h, const char *s);

/* Like pg_hash_str(), but NULL hashes as "": the names of graph nodes
 * (graph/graph.c) are built with it. */
uint64_t pg_hash_field(uint64_t h, const char *s);

/* The 32-bit FNV-1a hash of `n` bytes of `s`. */
uint32_t pg_hash32(const char *s, size_t n);

/* Mixes the bits of `h` (splitmix64 finaliser) so that low bits index well. */
uint64_t pg_hash_mix(uint64_t h);

#endif
