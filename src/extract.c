/* SPDX-License-Identifier: Apache-2.0 */
/* Extraction (placeholder, being written). */
#include "extract.h"
#include <stdlib.h>
pg_status pg_extract_paper(const pg_lexicon *lex, const char *title,
			   const char *abstract, pg_extraction **out)
{
	*out = calloc(1, sizeof **out);
	return *out ? PG_OK : PG_ERR_NOMEM;
}
void pg_extraction_free(pg_extraction *x) { free(x); }
