/* SPDX-License-Identifier: Apache-2.0 */
/* Curated lexicons (placeholder, being written). */
#include "lexicon.h"
#include <stdlib.h>
struct pg_lexicon { int unused; };
pg_status pg_lexicon_new_default(pg_lexicon **out, pg_diag *d)
{
	*out = calloc(1, sizeof **out);
	return *out ? PG_OK : PG_ERR_NOMEM;
}
void pg_lexicon_free(pg_lexicon *lex) { free(lex); }
