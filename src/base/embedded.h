/* SPDX-License-Identifier: Apache-2.0 */
/* Files compiled into the binary: lexicons, the ontology, ready-made queries. */
#ifndef PG_EMBEDDED_H
#define PG_EMBEDDED_H

#include <stddef.h>

typedef struct pg_embedded_file {
	const char *name;  /* path relative to the source tree, e.g. "data/lexicon/metrics.tsv" */
	const char *data;  /* NUL-terminated contents */
	size_t len;
} pg_embedded_file;

/* Returns the embedded file called `name`, or NULL. Borrowed; static. */
const pg_embedded_file *pg_embedded_get(const char *name);

/* Returns the table of all embedded files, ending with a {NULL} entry. */
const pg_embedded_file *pg_embedded_all(void);

#endif
