/* SPDX-License-Identifier: Apache-2.0 */
/* Resolving a relative IRI reference against a base (RFC 3986, section 5.2). */
#ifndef PG_SPARQL_IRI_H
#define PG_SPARQL_IRI_H

/* Returns `ref` resolved against `base` (may be NULL: `ref` is copied as it
 * is). Caller frees with free(); NULL on out-of-memory. */
char *sq_iri_resolve(const char *base, const char *ref);

#endif
