/* SPDX-License-Identifier: Apache-2.0 */
/* The read-extract-emit pipeline, with duplicate ids caught across inputs. */
#include "graph/ingest.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/strmap.h"
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

static pg_status run_one(pg_ingest *in, const char *path, seen_ids *ids, pg_diag *d)
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
		} else if ((st = pg_extract_paper(in->lex, p->title, p->abstract, &x)) == PG_OK) {
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
	in->papers = 0;
	in->dropped = 0;
	for (size_t i = 0; i < n && st == PG_OK; i++)
		st = run_one(in, paths[i], &ids, d);
	seen_ids_free(&ids);
	return st;
}
