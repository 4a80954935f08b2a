/* SPDX-License-Identifier: Apache-2.0 */
/* The read-extract-emit pipeline, with duplicate ids caught across inputs. */
#include "graph/ingest.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "extract/extract.h"

/* Ids seen in this run with where they were first read: open addressing. */
typedef struct id_entry {
	char *id;
	char *file;
	size_t line;
} id_entry;

typedef struct id_set {
	id_entry *slot;
	size_t cap, n;
} id_set;

static uint64_t hash_id(const char *s)
{
	uint64_t h = 14695981039346656037ULL;
	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= 1099511628211ULL;
	}
	return h;
}

static id_entry *id_find(id_set *s, const char *id)
{
	if (!s->cap)
		return NULL;
	size_t j = hash_id(id) & (s->cap - 1);
	while (s->slot[j].id) {
		if (!strcmp(s->slot[j].id, id))
			return &s->slot[j];
		j = (j + 1) & (s->cap - 1);
	}
	return NULL;
}

static bool id_insert(id_set *s, const char *id, const char *file, size_t line)
{
	if ((s->n + 1) * 2 > s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 256;
		id_entry *slot = calloc(cap, sizeof *slot);
		if (!slot)
			return false;
		for (size_t i = 0; i < s->cap; i++) {
			if (!s->slot[i].id)
				continue;
			size_t j = hash_id(s->slot[i].id) & (cap - 1);
			while (slot[j].id)
				j = (j + 1) & (cap - 1);
			slot[j] = s->slot[i];
		}
		free(s->slot);
		s->slot = slot;
		s->cap = cap;
	}
	size_t j = hash_id(id) & (s->cap - 1);
	while (s->slot[j].id)
		j = (j + 1) & (s->cap - 1);
	s->slot[j].id = strdup(id);
	s->slot[j].file = strdup(file);
	s->slot[j].line = line;
	if (!s->slot[j].id || !s->slot[j].file) {
		free(s->slot[j].id);
		free(s->slot[j].file);
		s->slot[j].id = NULL;
		return false;
	}
	s->n++;
	return true;
}

static void id_set_free(id_set *s)
{
	for (size_t i = 0; i < s->cap; i++) {
		free(s->slot[i].id);
		free(s->slot[i].file);
	}
	free(s->slot);
}

static pg_status run_one(pg_ingest *in, const char *path, id_set *ids, pg_diag *d)
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
		id_entry *dup = id_find(ids, p->id);
		if (dup) {
			st = pg_diag_set(d, PG_ERR_INPUT, name, p->line,
					 "duplicate id \"%s\" (first at %s:%zu)", p->id, dup->file, dup->line);
		} else if (!id_insert(ids, p->id, name, p->line)) {
			st = PG_ERR_NOMEM;
		} else if ((st = pg_extract_paper(in->lex, p->title, p->abstract, &x)) == PG_OK) {
			if (in->before_paper) {
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
	id_set ids = {0};
	pg_status st = PG_OK;
	in->papers = 0;
	for (size_t i = 0; i < n && st == PG_OK; i++)
		st = run_one(in, paths[i], &ids, d);
	id_set_free(&ids);
	return st;
}
