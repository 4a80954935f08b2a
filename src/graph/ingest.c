/* SPDX-License-Identifier: Apache-2.0 */
/* The read-extract-emit pipeline, with duplicate ids caught across inputs. */
#include "graph/ingest.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/buf.h"
#include "base/strmap.h"
#include "extract/acronym_senses.h"
#include "extract/extract.h"

/* Where an id was first read. */
typedef struct id_origin {
	char *id;
	char *file;
	size_t line;
} id_origin;

/* The ids seen in this run: `index` maps each to its place in `first`, whose
 * strings it borrows (they are freed only with the whole set). */
typedef struct seen_ids {
	pg_strmap index;
	id_origin *first;
	size_t n, cap;
} seen_ids;

/* Where `id` was first read, or NULL if it was not seen yet. Borrowed. */
static const id_origin *seen_before(const seen_ids *s, const char *id)
{
	size_t i;
	return pg_strmap_get(&s->index, id, &i) ? &s->first[i] : NULL;
}

/* Records that `id` (not seen yet) was read at `file`:`line`. Returns false
 * on out-of-memory (nothing recorded). */
static bool remember_id(seen_ids *s, const char *id, const char *file, size_t line)
{
	if (!pg_grow((void **)&s->first, &s->cap, s->n + 1, sizeof *s->first))
		return false;
	id_origin o = {strdup(id), strdup(file), line};
	if (!o.id || !o.file || pg_strmap_put(&s->index, o.id, s->n) < 0) {
		free(o.id);
		free(o.file);
		return false;
	}
	s->first[s->n++] = o;
	return true;
}

static void seen_ids_free(seen_ids *s)
{
	pg_strmap_free(&s->index);
	for (size_t i = 0; i < s->n; i++) {
		free(s->first[i].id);
		free(s->first[i].file);
	}
	free(s->first);
}

/* The first pass's extractions, in input order, and the names they propose. */
typedef struct first_pass {
	pg_extraction **x;     /* owned; an entry is NULL once the second pass took it */
	size_t n, cap, next;   /* next: the second pass's position */
	pg_known_names *known; /* borrowed from the pg_ingest or owned (own_known) */
	bool own_known;
	pg_acronym_senses *senses; /* owned: the acronyms the first pass saw defined */
} first_pass;

static void first_pass_free(first_pass *fp)
{
	for (size_t i = 0; i < fp->n; i++)
		pg_extraction_free(fp->x[i]);
	free(fp->x);
	if (fp->own_known)
		pg_known_free(fp->known);
	pg_acronym_senses_free(fp->senses);
}

/* Extracts every paper of `path`, keeping the extractions and the proposed
 * names. A bad input stops it quietly: the second pass reports it in order. */
static pg_status first_pass_one(pg_ingest *in, const char *path, first_pass *fp, bool *stop)
{
	pg_diag quiet;
	pg_diag_clear(&quiet);
	pg_corpus *c = NULL;
	if (pg_corpus_open(path, &c, &quiet) != PG_OK) {
		*stop = true;
		return PG_OK;
	}
	pg_status st = PG_OK;
	for (;;) {
		pg_paper *p = NULL;
		pg_extraction *x = NULL;
		pg_status rs = pg_corpus_next(c, &p, &quiet);
		if (rs != PG_OK || !p) {
			*stop = rs != PG_OK;
			if (rs == PG_ERR_NOMEM)
				st = rs;
			break;
		}
		st = pg_extract_paper(in->lex, p->title, p->abstract, &x);
		if (st == PG_OK)
			st = pg_known_add_proposals(fp->known, in->lex, x);
		if (st == PG_OK)
			st = pg_known_count_words(fp->known, p->abstract);
		if (st == PG_OK)
			st = pg_acronym_senses_add(fp->senses, x);
		if (st == PG_OK && !pg_grow((void **)&fp->x, &fp->cap, fp->n + 1, sizeof *fp->x))
			st = PG_ERR_NOMEM;
		if (st == PG_OK)
			fp->x[fp->n++] = x;
		else
			pg_extraction_free(x);
		pg_paper_free(p);
		if (st != PG_OK)
			break;
	}
	pg_corpus_close(c);
	return st;
}

/* The extraction of paper `p` for the second pass: the first pass's, or a new
 * one with the known names when it writes one the first did not find. */
static pg_status extract_again(pg_ingest *in, first_pass *fp, const pg_paper *p, pg_extraction **x)
{
	if (!fp || fp->next >= fp->n)
		return pg_extract_paper_known(in->lex, fp ? fp->known : NULL, p->title, p->abstract, x);
	*x = fp->x[fp->next];
	fp->x[fp->next++] = NULL;
	if (!pg_known_may_add(fp->known, p->abstract, *x))
		return PG_OK;
	pg_extraction_free(*x);
	*x = NULL;
	in->reextracted++;
	return pg_extract_paper_known(in->lex, fp->known, p->title, p->abstract, x);
}

/* ... with its ambiguous acronyms keyed by their long forms. */
static pg_status extract_paper(pg_ingest *in, first_pass *fp, const pg_paper *p, pg_extraction **x)
{
	pg_status st = extract_again(in, fp, p, x);
	size_t n = 0;
	if (st == PG_OK && fp)
		st = pg_acronym_senses_rekey(fp->senses, *x, &n);
	in->rekeyed += n;
	return st;
}

static pg_status run_one(pg_ingest *in, first_pass *fp, const char *path, seen_ids *ids, pg_diag *d)
{
	pg_corpus *c = NULL;
	pg_status st = pg_corpus_open(path, &c, d);
	if (st != PG_OK)
		return st;
	const char *name = pg_corpus_get_name(c);
	for (;;) {
		pg_paper *p = NULL;
		pg_extraction *x = NULL;
		char *iri = NULL;
		st = pg_corpus_next(c, &p, d);
		if (st != PG_OK || !p)
			break;
		const id_origin *dup = seen_before(ids, p->id);
		if (dup) {
			st = pg_diag_set(d, PG_ERR_INPUT, name, p->line,
					 "duplicate id \"%s\" (first at %s:%zu)", p->id, dup->file, dup->line);
		} else if (!remember_id(ids, p->id, name, p->line)) {
			st = PG_ERR_NOMEM;
		} else if ((st = extract_paper(in, fp, p, &x)) == PG_OK) {
			size_t dropped = 0;
			st = pg_extraction_drop_rules(x, in->rules_off, in->n_rules_off, &dropped);
			in->dropped += dropped;
			if (st == PG_OK && in->before_paper) {
				iri = pg_graph_paper_iri(in->base, p->id);
				st = iri ? in->before_paper(in->before_ctx, p, iri) : PG_ERR_NOMEM;
			}
			if (st == PG_OK)
				st = pg_graph_emit_paper(in->base, p, x, in->sink, in->sink_ctx);
			if (st != PG_OK && d && d->status == PG_OK)
				pg_diag_set(d, st, name, p->line, "cannot store paper \"%s\": %s", p->id,
					    pg_strerror(st));
		}
		free(iri);
		pg_extraction_free(x);
		pg_paper_free(p);
		if (st != PG_OK)
			break;
		in->papers++;
		if (in->progress)
			in->progress(in->progress_ctx, in->papers);
	}
	pg_corpus_close(c);
	return st;
}

pg_status pg_ingest_run(pg_ingest *in, char *const *paths, size_t n, pg_diag *d)
{
	seen_ids ids = {PG_STRMAP_INIT, NULL, 0, 0};
	pg_status st = PG_OK;
	first_pass fp = {0}, *pass = NULL;
	in->papers = in->reextracted = in->known_names = in->rekeyed = 0;
	in->dropped = 0;
	bool pass_ok = in->corpus_pass;
	for (size_t i = 0; i < n && pass_ok; i++) {
		struct stat sb; /* a pipe or standard input cannot be read twice */
		pass_ok = strcmp(paths[i], "-") != 0 && stat(paths[i], &sb) == 0 && S_ISREG(sb.st_mode);
	}
	if (pass_ok) {
		pass = &fp;
		fp.known = in->known;
		if (!fp.known) {
			st = pg_known_new(&fp.known);
			fp.own_known = st == PG_OK;
		}
		if (st == PG_OK)
			st = pg_acronym_senses_new(&fp.senses);
		bool stop = false;
		for (size_t i = 0; i < n && st == PG_OK && !stop; i++)
			st = first_pass_one(in, paths[i], &fp, &stop);
		if (st == PG_OK)
			pg_known_finish(fp.known);
		in->known_names = pg_known_count(fp.known);
	} /* else no names: without the counts of the input's words they are unsafe */
	for (size_t i = 0; i < n && st == PG_OK; i++)
		st = run_one(in, pass, paths[i], &ids, d);
	if (pass)
		first_pass_free(&fp);
	seen_ids_free(&ids);
	return st;
}
