/* SPDX-License-Identifier: Apache-2.0 */
/* Curated field knowledge (data/lexicon/*.tsv, compiled in): data sets, metrics,
 * task phrases, words that are never method names. */
#ifndef PG_LEXICON_H
#define PG_LEXICON_H

#include "diag.h"

typedef struct pg_lexicon pg_lexicon;

/* Loads the lexicon compiled into the binary. Caller frees with pg_lexicon_free().
 * Returns PG_ERR_INTERNAL (with the file and line in `d`) if a lexicon file is malformed. */
pg_status pg_lexicon_new_default(pg_lexicon **out, pg_diag *d);

/* Frees the lexicon (NULL is a no-op). */
void pg_lexicon_free(pg_lexicon *lex);

#endif
