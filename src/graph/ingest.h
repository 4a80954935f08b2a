/* SPDX-License-Identifier: Apache-2.0 */
/* Reads inputs, extracts each paper and hands its statements to a sink:
 * the pipeline shared by build, add and extract. */
#ifndef PG_INGEST_H
#define PG_INGEST_H

#include <stddef.h>

#include "extract/corpus.h"
#include "base/diag.h"
#include "graph/graph.h"
#include "extract/known.h"
#include "extract/lexicon.h"

typedef struct pg_ingest {
	const char *base;          /* IRI base for minted nodes */
	const pg_lexicon *lex;
	pg_triple_sink sink;       /* receives every statement */
	void *sink_ctx;
	/* Called before a paper's statements, e.g. to drop an older version (may be NULL). */
	pg_status (*before_paper)(void *ctx, const pg_paper *p, const char *paper_iri);
	void *before_ctx;
	/* Called after each paper with the running count (may be NULL). */
	void (*progress)(void *ctx, size_t papers);
	void *progress_ctx;
	/* The corpus pass (build, add): a first pass over the inputs extracts every
	 * paper and collects the names they propose, and the second extracts again
	 * with them the papers that write one of them in another case (see
	 * extract/known.h); the first pass also records the acronyms the papers
	 * define, and one defined with long forms of different senses is keyed
	 * by its long form in each defining paper (extract/acronym_senses.h).
	 * Only when every input is a regular file: standard
	 * input and pipes cannot be read twice. */
	bool corpus_pass;
	/* Names known before the run (add: the store's proposals), added to by
	 * the corpus pass; borrowed, may be NULL (then the pass makes its own).
	 * Used only with the corpus pass, which counts the input's words. */
	pg_known_names *known;
	/* Rules switched off (may be NULL): their facts and results are dropped
	 * (pg_extraction_drop_rules). Borrowed. */
	const char *const *rules_off;
	size_t n_rules_off;
	/* Out: what was done. */
	size_t papers;
	size_t dropped;            /* claims of the rules switched off */
	size_t known_names;        /* names the corpus pass knew */
	size_t reextracted;        /* papers extracted again with them */
	size_t rekeyed;            /* acronym definitions keyed by their long form
				      (extract/acronym_senses.h) */
} pg_ingest;

/* Runs every input of `paths` (n of them; "-" is standard input) through the
 * pipeline, in order. Returns PG_ERR_INPUT with file and line in `d` for bad
 * input, including an id that two inputs share; the sink's failure otherwise. */
pg_status pg_ingest_run(pg_ingest *in, char *const *paths, size_t n, pg_diag *d);

#endif
