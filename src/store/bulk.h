/* SPDX-License-Identifier: Apache-2.0 */
/* Bulk writes into the Berkeley DB files of librdf's "hashes" storage: queued
 * statements are written index by index in each index's key order, instead of
 * one statement into all five indexes at a time (five random B-tree inserts). */
#ifndef PG_BULK_H
#define PG_BULK_H

#include <redland.h>
#include <stddef.h>

#include "base/diag.h"

/* The indexes of a hashes storage opened with contexts='yes' and
 * index-predicates='yes', named as librdf names their files (kg-sp2o.db, ...). */
enum { PG_BULK_SP2O, PG_BULK_PO2S, PG_BULK_SO2P, PG_BULK_P2SO, PG_BULK_CONTEXTS, PG_BULK_INDEXES };

/* The Berkeley DB handle (a DB *) librdf opened for each index. */
typedef struct pg_bulk_target {
	void *db[PG_BULK_INDEXES];
} pg_bulk_target;

typedef struct pg_bulk pg_bulk;

/* Returns an empty queue, or NULL on out-of-memory. Free with pg_bulk_free(). */
pg_bulk *pg_bulk_new(void);
void pg_bulk_free(pg_bulk *b);

/* Queues (s p o) in graph `ctx`. The nodes are borrowed: only their librdf
 * encodings are kept, once per distinct node. The caller de-duplicates. */
pg_status pg_bulk_add(pg_bulk *b, librdf_node *s, librdf_node *p, librdf_node *o,
		      librdf_node *ctx);

/* The number of statements queued and not yet written. */
size_t pg_bulk_pending(const pg_bulk *b);

/* Writes every queued statement into the five databases of `t`, with the keys
 * and values librdf's hashes storage writes for librdf_model_context_add_statement,
 * then empties the queue (the node encodings are kept for later statements).
 * Returns PG_ERR_IO if Berkeley DB refuses a write, PG_ERR_NOMEM. */
pg_status pg_bulk_flush(pg_bulk *b, const pg_bulk_target *t);

/* The name librdf gives index `ix` ("sp2o", ...; its file is kg-NAME.db), or
 * NULL if there is no such index. Static. */
const char *pg_bulk_index_name(int ix);

/* The index a Berkeley DB file belongs to, told by its name ("dir/kg-p2so.db"),
 * or -1. */
int pg_bulk_index_of_file(const char *path);

#endif
