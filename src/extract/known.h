/* SPDX-License-Identifier: Apache-2.0 */
/* Known names: the names that papers of one build propose, so that the other
 * papers' extraction finds them however they are written ("foonet", "Foonet"
 * for a proposed "FooNet"). Filled by the corpus pass of build and add
 * (graph/ingest.c), read by the rules (rules_known.c). */
#ifndef PG_KNOWN_H
#define PG_KNOWN_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "extract/extract.h"

/* typedef struct pg_known_names pg_known_names; is in extract.h */

/* A new, empty set. Caller frees with pg_known_free(). PG_ERR_NOMEM on failure. */
pg_status pg_known_new(pg_known_names **out);

/* Frees the set (NULL is a no-op). */
void pg_known_free(pg_known_names *k);

/* Adds `name`, proposed as an entity of `kind` (a method or a data set), if it
 * can be recognised safely in another paper's text: one word (inner hyphens
 * allowed) of 3 to 63 bytes whose shape is coined, an upper-case letter after
 * a lower-case one ("FooNet", "deepZorb"), letters mixed with digits ("Zorb2",
 * "Foo-3D"), or two capitals and lower case ("QBoost", "MR-Net"), and not a
 * word of the lexicon's stop list (all capitals, "SPADE", and one capital,
 * "Xception", could be English words in lower case). Other names,
 * and a name already known, are skipped (PG_OK). The first kind given for a
 * name is kept. PG_ERR_NOMEM on failure. */
pg_status pg_known_add(pg_known_names *k, const pg_lexicon *lex, pg_entity_kind kind,
		       const char *name);

/* Adds the label and the acronym of every method and data set `x` proposes. */
pg_status pg_known_add_proposals(pg_known_names *k, const pg_lexicon *lex, const pg_extraction *x);

/* Counts the words of `text` (an abstract or a title of the build), each in
 * lower case, as written in a coined shape or not. PG_ERR_NOMEM on failure. */
pg_status pg_known_count_words(pg_known_names *k, const char *text);

/* After the counting: a name is kept only if its word is not written more
 * often plainly ("path", "Path") than in coined shapes ("PaTh"): a coined
 * name ("FooNet") is rarely written in lower case, an English word often. A
 * name the counted text never writes coined (add: a name of the store) is
 * kept if it is written plainly once at most. Without counts every name is
 * kept. */
void pg_known_finish(pg_known_names *k);

/* Number of names held. */
size_t pg_known_count(const pg_known_names *k);

/* Looks up the word at w[0..n) in any case. Returns true, with its kind and
 * the name as first added (borrowed, valid until pg_known_free) if known. */
bool pg_known_lookup(const pg_known_names *k, const char *w, size_t n, pg_entity_kind *kind,
		     const char **name);

/* True if `abstract` has a word naming a known name, written in another case
 * than the known one, that `x` (the abstract's extraction without known
 * names) has no entity for: extracting again with the set may find more. A
 * fast scan over the raw text, no tokeniser. */
bool pg_known_may_add(const pg_known_names *k, const char *abstract, const pg_extraction *x);

#endif
