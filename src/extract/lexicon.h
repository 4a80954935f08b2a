/* SPDX-License-Identifier: Apache-2.0 */
/* Curated field knowledge (data/lexicon/<name>.tsv, compiled in): data sets, metrics,
 * task phrases, established techniques, words that are never method names. */
#ifndef PG_LEXICON_H
#define PG_LEXICON_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"

typedef struct pg_lexicon pg_lexicon;

/* Kinds of lexicon entries (bit flags so that lookups can ask for several). */
typedef enum pg_lex_kind {
	PG_LEX_DATASET = 1,  /* data sets, benchmarks, environments */
	PG_LEX_METRIC = 2,
	PG_LEX_TASK = 4,
	PG_LEX_METHOD = 8    /* established techniques and model families: never a proposal */
} pg_lex_kind;

/* One curated entry. */
typedef struct pg_lex_entry {
	const char *label;   /* canonical name, e.g. "ImageNet" */
	pg_lex_kind kind;
	int direction;       /* metrics: 1 higher is better, -1 lower is better, 0 unknown */
	bool needs_context;  /* metrics: a common word ("sparsity") that names the measure only
				where the sentence measures or claims something */
} pg_lex_entry;

/* Longest phrase key the normaliser produces for lookups, in bytes. */
#define PG_LEX_KEY_MAX 256

/* Loads the lexicon compiled into the binary. Caller frees with pg_lexicon_free().
 * Returns PG_ERR_INTERNAL (with the file and line in `d`) if a lexicon file is malformed. */
pg_status pg_lexicon_new_default(pg_lexicon **out, pg_diag *d);

/* Loads a lexicon from in-memory TSV texts (any may be NULL). Used by tests.
 * Caller frees with pg_lexicon_free(). Returns PG_ERR_INTERNAL with the file and
 * line in `d` if a text is malformed, PG_ERR_NOMEM on allocation failure. */
pg_status pg_lexicon_new_from(const char *datasets, const char *metrics, const char *tasks,
			      const char *methods, const char *not_methods, pg_lexicon **out, pg_diag *d);

/* Frees the lexicon (NULL is a no-op). */
void pg_lexicon_free(pg_lexicon *lex);

/* Writes the lookup key of the `n` bytes at `s` into `out` (NUL-terminated, at most
 * `cap` bytes including the NUL): ASCII lower case, every run of non-alphanumeric
 * ASCII bytes as one space, a plural ending dropped from each word ("-ies" -> "-y",
 * "-s" but not "-ss", "-us", "-is"), British spellings written the American way
 * ("optimisation", "modelling", "behaviour" as "optimization", "modeling",
 * "behavior"), the apostrophe before a name's two-digit year
 * dropped ("WMT'19" as "wmt19"). Returns the key length; 0 if nothing is left or
 * the key does not fit. */
size_t pg_lexicon_normalize(const char *s, size_t n, char *out, size_t cap);

/* The length of word w[0..n) without a two-digit year after an apostrophe
 * ("WMT'21" -> "WMT"), or n when it has none. */
size_t pg_lexicon_without_year(const char *w, size_t n);

/* Finds the entry of `kind` whose normalised name or alias equals `key`
 * (`n` bytes, as made by pg_lexicon_normalize). Case-sensitive aliases (written
 * "=mAP" in the files) also need the original `surface` to match exactly.
 * Returns NULL if there is none. Borrowed; valid until pg_lexicon_free(). */
const pg_lex_entry *pg_lexicon_lookup(const pg_lexicon *lex, pg_lex_kind kind, const char *key,
				      size_t n, const char *surface, size_t surface_len);

/* Finds the entry for a phrase key of any kind, preferring data sets, then
 * metrics, then tasks, then techniques, and sets *longer to true if some longer phrase starts
 * with `key` followed by a space (so a caller matching word by word can stop
 * when it is false and nothing was found). Returns NULL if there is none.
 * Borrowed; valid until pg_lexicon_free(). */
const pg_lex_entry *pg_lexicon_lookup_phrase(const pg_lexicon *lex, const char *key, size_t n,
					     const char *surface, size_t surface_len, bool *longer);

/* Returns true if the word (`n` bytes, any case) is listed as never naming a method. */
bool pg_lexicon_is_stop(const pg_lexicon *lex, const char *word, size_t n);

/* Returns the category letter of a stop word ('f' function word, 'c' capitalised
 * English or mathematical word, 'a' generic acronym; the first letter of the
 * second column of not-methods.tsv), or 0 if the word is not listed. */
int pg_lexicon_stop_category(const pg_lexicon *lex, const char *word, size_t n);

/* Returns the largest number of words in any lexicon phrase. */
int pg_lexicon_max_words(const pg_lexicon *lex);

/* Returns how many entries of `kind` the lexicon holds. */
size_t pg_lexicon_count(const pg_lexicon *lex, pg_lex_kind kind);

#endif
