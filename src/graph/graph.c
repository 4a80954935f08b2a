/* SPDX-License-Identifier: Apache-2.0 */
/* Papers and extractions to pg: statements, with content-derived IRIs. */
#include "graph/graph.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/hash.h"

/* Every node gets an IRI derived from what it says, never from input order,
 * so that the same abstract always yields the same statements and shards
 * extracted apart union into the graph one run would give:
 *   paper      BASE paper/ID
 *   entity     BASE method|task|dataset|metric/KEY
 *   sentence   BASE sentence/ID/N            (N: 1-based sentence index)
 *   result     BASE result/ID/HASH           (HASH of the claim's content)
 *   assertion  BASE assertion/ID/HASH        (HASH of subject, predicate, object)
 *   mention    BASE mention/ID/HASH          (HASH of the entity's IRI) */

static const char *const prefix_table[] = {
	"pg", PG_NS,
	"rdf", PG_RDF,
	"rdfs", PG_RDFS,
	"owl", PG_OWL,
	"xsd", PG_XSD,
	"skos", PG_SKOS,
	"dcterms", PG_DCT,
	"prov", PG_PROV,
	"schema", PG_SCHEMA,
	"dqv", PG_DQV,
	NULL, NULL
};

const char *const *pg_graph_prefix_table(void)
{
	return prefix_table;
}

const char *pg_graph_prefixes_sparql(void)
{
	return "PREFIX pg: <" PG_NS "> PREFIX rdf: <" PG_RDF "> PREFIX rdfs: <" PG_RDFS
	       "> PREFIX owl: <" PG_OWL "> PREFIX xsd: <" PG_XSD "> PREFIX skos: <" PG_SKOS
	       "> PREFIX dcterms: <" PG_DCT "> PREFIX prov: <" PG_PROV
	       "> PREFIX schema: <" PG_SCHEMA "> PREFIX dqv: <" PG_DQV ">";
}

/* Appends `s` to `b` with every byte outside RFC 3986 "unreserved" percent-encoded. */
static bool add_iri_segment(pg_buf *b, const char *s)
{
	static const char hex[] = "0123456789ABCDEF";
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		unsigned char c = *p;
		bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
			     (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~';
		if (plain) {
			if (!pg_buf_addc(b, (char)c))
				return false;
		} else {
			char esc[3] = {'%', hex[c >> 4], hex[c & 15]};
			if (!pg_buf_add(b, esc, 3))
				return false;
		}
	}
	return true;
}

/* "BASE path SEGMENT" with the segment percent-encoded; NULL on out-of-memory. */
static char *iri_under(const char *base, const char *path, const char *segment)
{
	pg_buf b = PG_BUF_INIT;
	if (!pg_buf_adds(&b, base) || !pg_buf_adds(&b, path) || !add_iri_segment(&b, segment)) {
		pg_buf_free(&b);
		return NULL;
	}
	return pg_buf_take(&b);
}

char *pg_graph_paper_iri(const char *base, const char *id)
{
	return iri_under(base, "paper/", id);
}

char *pg_graph_named_iri(const char *base, const char *name)
{
	return iri_under(base, "graph/", name);
}

/* True if `s` is an xsd:decimal lexical form: [+-]? digits ('.' digits?)? or '.' digits. */
static bool is_decimal(const char *s)
{
	if (!s || !*s)
		return false;
	if (*s == '+' || *s == '-')
		s++;
	size_t before = strspn(s, "0123456789");
	s += before;
	size_t after = 0;
	if (*s == '.') {
		s++;
		after = strspn(s, "0123456789");
		s += after;
	}
	return *s == '\0' && (before + after) > 0;
}

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* Per entity kind: the path of its IRIs under the base and its class. */
typedef struct entity_kind_info {
	const char *path;
	const char *class_iri;
} entity_kind_info;

static const entity_kind_info entity_kinds[] = {
	[PG_ENTITY_METHOD] = {"method/", PG_C_METHOD},
	[PG_ENTITY_TASK] = {"task/", PG_C_TASK},
	[PG_ENTITY_DATASET] = {"dataset/", PG_C_DATASET},
	[PG_ENTITY_METRIC] = {"metric/", PG_C_METRIC},
};
_Static_assert(COUNT_OF(entity_kinds) == PG_ENTITY_METRIC + 1, "an entity kind without a row");

static const entity_kind_info *entity_kind(pg_entity_kind k)
{
	static const entity_kind_info other = {"entity/", PG_C_ENTITY};
	return (size_t)k < COUNT_OF(entity_kinds) ? &entity_kinds[k] : &other;
}

/* The predicate of each relation. */
static const char *const relation_predicates[] = {
	[PG_REL_PROPOSES] = PG_P_PROPOSES,
	[PG_REL_USES] = PG_P_USES_METHOD,
	[PG_REL_COMPARES] = PG_P_COMPARES_WITH,
	[PG_REL_EXTENDS] = PG_P_EXTENDS,
	[PG_REL_TASK] = PG_P_ADDRESSES_TASK,
	[PG_REL_DATASET] = PG_P_EVALUATES_ON,
	[PG_REL_METRIC] = PG_P_USES_METRIC,
};
_Static_assert(COUNT_OF(relation_predicates) == PG_REL_METRIC + 1, "a relation without a predicate");

static const char *relation_predicate(pg_relation r)
{
	return (size_t)r < COUNT_OF(relation_predicates) ? relation_predicates[r] : NULL;
}

/* The pg:resultKind literal of each kind ("score" for an unknown one). */
static const char *const result_kind_names[] = {
	[PG_RESULT_SCORE] = "score",
	[PG_RESULT_IMPROVEMENT] = "improvement",
	[PG_RESULT_REDUCTION] = "reduction",
};
_Static_assert(COUNT_OF(result_kind_names) == PG_RESULT_REDUCTION + 1, "a result kind without a name");

static const char *result_kind_name(pg_result_kind k)
{
	return (size_t)k < COUNT_OF(result_kind_names) ? result_kind_names[k] : "score";
}

/* The state of one paper's emission: IRIs computed once, the sink, and scratch. */
typedef struct emitter {
	const char *base;
	const pg_paper *paper;
	const pg_extraction *x;
	pg_triple_sink sink;
	void *ctx;
	char *paper_iri;
	char *entities_graph;
	char **entity_iri;     /* one per entity */
	char **sentence_iri;   /* one per sentence, NULL until needed */
	char *title_iri;       /* the title as evidence, NULL until needed */
	pg_buf a, b;           /* scratch for minted IRIs and literals */
} emitter;

static pg_status put(emitter *e, pg_scope scope, const char *s, const char *p,
		     const char *o, bool literal, const char *datatype)
{
	pg_triple t = {
		.s = s, .p = p, .o = o, .o_literal = literal, .datatype = datatype,
		.lang = NULL, .scope = scope,
		.graph = scope == PG_SCOPE_PAPER ? e->paper_iri : e->entities_graph,
	};
	return e->sink(e->ctx, &t);
}

static pg_status put_iri(emitter *e, pg_scope scope, const char *s, const char *p, const char *o)
{
	return put(e, scope, s, p, o, false, NULL);
}

static pg_status put_text(emitter *e, pg_scope scope, const char *s, const char *p, const char *o)
{
	return o ? put(e, scope, s, p, o, true, NULL) : PG_OK;
}

/* Writes v in decimal into num (NUL-terminated; 21 bytes hold any long long)
 * and returns num: snprintf's format parsing is most of an integer's cost
 * when every sentence node has three. */
static const char *decimal(char num[static 21], long long v)
{
	char *p = num + 20;
	unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
	*p = '\0';
	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--p = '-';
	return p;
}

static pg_status put_integer(emitter *e, const char *s, const char *p, long long v)
{
	char num[21];
	return put(e, PG_SCOPE_PAPER, s, p, decimal(num, v), true, PG_XSD_INTEGER);
}

/* Mints "BASE path ID/suffix" into `b`. Returns false on out-of-memory. */
static bool mint(emitter *e, pg_buf *b, const char *path, const char *suffix)
{
	pg_buf_reset(b);
	return pg_buf_adds(b, e->base) && pg_buf_adds(b, path) &&
	       add_iri_segment(b, e->paper->id) && pg_buf_addc(b, '/') && pg_buf_adds(b, suffix);
}

static pg_status emit_paper_node(emitter *e)
{
	const pg_paper *p = e->paper;
	const char *me = e->paper_iri;
	pg_status st = PG_OK;
	PG_TRY(st, put_iri(e, PG_SCOPE_PAPER, me, PG_RDF_TYPE, PG_C_PAPER));
	PG_TRY(st, put_text(e, PG_SCOPE_PAPER, me, PG_DCT_IDENTIFIER, p->id));
	PG_TRY(st, put_text(e, PG_SCOPE_PAPER, me, PG_DCT_TITLE, p->title));
	PG_TRY(st, put_text(e, PG_SCOPE_PAPER, me, PG_DCT_ABSTRACT, p->abstract));
	PG_TRY(st, put_text(e, PG_SCOPE_PAPER, me, PG_P_VENUE, p->venue));
	if (p->year)
		PG_TRY(st, put_integer(e, me, PG_P_YEAR, p->year));
	for (size_t i = 0; i < p->n_authors; i++)
		PG_TRY(st, put_text(e, PG_SCOPE_PAPER, me, PG_DCT_CREATOR, p->authors[i]));
	if (p->url)
		PG_TRY(st, put(e, PG_SCOPE_PAPER, me, PG_SCHEMA_URL, p->url, true, PG_XSD_ANY_URI));
out:
	return st;
}

/* Returns the IRI of the title as evidence, "sentence/ID/0", emitting its node
 * the first time: index 0 and the title's text, without offsets, which locate
 * text in the abstract. NULL without a title or on failure. */
static const char *title_sentence(emitter *e, pg_status *st)
{
	if (!e->paper->title || !*e->paper->title)
		return NULL;
	if (e->title_iri)
		return e->title_iri;
	if (!mint(e, &e->a, "sentence/", "0") || !(e->title_iri = pg_buf_take(&e->a))) {
		*st = PG_ERR_NOMEM;
		return NULL;
	}
	const char *me = e->title_iri;
	PG_TRY(*st, put_iri(e, PG_SCOPE_PAPER, me, PG_RDF_TYPE, PG_C_SENTENCE));
	PG_TRY(*st, put_text(e, PG_SCOPE_PAPER, me, PG_P_TEXT, e->paper->title));
	PG_TRY(*st, put_integer(e, me, PG_P_SENTENCE_INDEX, 0));
	PG_TRY(*st, put_iri(e, PG_SCOPE_PAPER, me, PG_P_IN_PAPER, e->paper_iri));
out:
	return *st == PG_OK ? me : NULL;
}

/* Returns the IRI of sentence `i` (PG_SENTENCE_TITLE: the title), emitting its
 * node the first time. NULL on failure. */
static const char *sentence(emitter *e, int i, pg_status *st)
{
	if (i == PG_SENTENCE_TITLE)
		return title_sentence(e, st);
	if (i < 0 || (size_t)i >= e->x->n_sentences)
		return NULL;
	if (e->sentence_iri[i])
		return e->sentence_iri[i];
	char num[21];
	const char *n = decimal(num, i + 1);
	if (!mint(e, &e->a, "sentence/", n) || !(e->sentence_iri[i] = pg_buf_take(&e->a))) {
		*st = PG_ERR_NOMEM;
		return NULL;
	}
	const char *me = e->sentence_iri[i];
	const pg_sentence *s = &e->x->sentences[i];
	size_t len = strlen(e->paper->abstract);
	size_t start = s->start < len ? s->start : len;
	size_t end = s->end < len ? s->end : len;
	if (end < start)
		end = start;
	pg_buf_reset(&e->b);
	if (!pg_buf_add(&e->b, e->paper->abstract + start, end - start)) {
		*st = PG_ERR_NOMEM;
		return NULL;
	}
	PG_TRY(*st, put_iri(e, PG_SCOPE_PAPER, me, PG_RDF_TYPE, PG_C_SENTENCE));
	PG_TRY(*st, put_text(e, PG_SCOPE_PAPER, me, PG_P_TEXT, pg_buf_str(&e->b)));
	PG_TRY(*st, put_integer(e, me, PG_P_SENTENCE_INDEX, i + 1));
	PG_TRY(*st, put_integer(e, me, PG_P_START_OFFSET, (long long)start));
	PG_TRY(*st, put_integer(e, me, PG_P_END_OFFSET, (long long)end));
	PG_TRY(*st, put_iri(e, PG_SCOPE_PAPER, me, PG_P_IN_PAPER, e->paper_iri));
out:
	return *st == PG_OK ? me : NULL;
}

/* Mints "BASE path ID/HASH" (HASH: `h` as 16 hex digits). Caller frees with
 * free(); NULL on out-of-memory. */
static char *mint_hashed(emitter *e, const char *path, uint64_t h)
{
	char hex[17];
	for (int k = 15; k >= 0; k--, h >>= 4)
		hex[k] = "0123456789abcdef"[h & 15];
	hex[16] = '\0';
	return mint(e, &e->b, path, hex) ? pg_buf_take(&e->b) : NULL;
}

/* The paper's own name for entity `me`: a pg:Mention in the paper's graph with
 * the surface form and the acronym as written. The entity's labels are not
 * written here: a name stated once per entity would gather every paper's
 * wording on one node, so the store's inference (rule 6 of store/infer.c)
 * picks one rdfs:label/skos:prefLabel from the mentions of all papers. No
 * rdf:type: pg:mentionOf's domain says it, and a statement per entity and
 * paper is a cost at 50,000 papers. */
static pg_status emit_mention(emitter *e, const char *me, const pg_entity *en)
{
	if (!en->label)
		return PG_OK;
	char *m = mint_hashed(e, "mention/", pg_hash_field(PG_HASH_SEED, me));
	if (!m)
		return PG_ERR_NOMEM;
	pg_status st = PG_OK;
	PG_TRY(st, put_iri(e, PG_SCOPE_PAPER, m, PG_P_MENTION_OF, me));
	PG_TRY(st, put_iri(e, PG_SCOPE_PAPER, m, PG_P_MENTIONED_IN, e->paper_iri));
	PG_TRY(st, put_text(e, PG_SCOPE_PAPER, m, PG_P_SURFACE_FORM, en->label));
	if (en->alt && strcmp(en->alt, en->label) != 0)
		PG_TRY(st, put_text(e, PG_SCOPE_PAPER, m, PG_P_SHORT_FORM, en->alt));
out:
	free(m);
	return st;
}

static pg_status emit_entities(emitter *e)
{
	pg_status st = PG_OK;
	for (size_t i = 0; i < e->x->n_entities; i++) {
		const pg_entity *en = &e->x->entities[i];
		pg_buf_reset(&e->a);
		if (!pg_buf_adds(&e->a, e->base) || !pg_buf_adds(&e->a, entity_kind(en->kind)->path) ||
		    !add_iri_segment(&e->a, en->key) || !(e->entity_iri[i] = pg_buf_take(&e->a)))
			return PG_ERR_NOMEM;
		const char *me = e->entity_iri[i];
		PG_TRY(st, put_iri(e, PG_SCOPE_ENTITY, me, PG_RDF_TYPE, entity_kind(en->kind)->class_iri));
		if (en->kind == PG_ENTITY_METRIC && en->polarity)
			PG_TRY(st, put(e, PG_SCOPE_ENTITY, me, PG_P_HIGHER_IS_BETTER,
				       en->polarity > 0 ? "true" : "false", true, PG_XSD_BOOLEAN));
		PG_TRY(st, emit_mention(e, me, en));
	}
out:
	return st;
}

static const char *entity(emitter *e, int i)
{
	return i >= 0 && (size_t)i < e->x->n_entities ? e->entity_iri[i] : NULL;
}


/* Runs `expr` (a pg_status) while `st` is still PG_OK. */
#define STEP(expr) do { if (st == PG_OK) st = (expr); } while (0)

static pg_status emit_facts(emitter *e)
{
	pg_status st = PG_OK;
	for (size_t i = 0; i < e->x->n_facts; i++) {
		const pg_fact *f = &e->x->facts[i];
		const char *pred = relation_predicate(f->rel);
		const char *obj = entity(e, f->object);
		const char *subj = f->rel == PG_REL_EXTENDS ? entity(e, f->subject) : e->paper_iri;
		if (!pred || !obj || !subj || subj == obj)
			continue;
		pg_scope scope = f->rel == PG_REL_EXTENDS ? PG_SCOPE_ENTITY : PG_SCOPE_PAPER;
		PG_TRY(st, put_iri(e, scope, subj, pred, obj));

		uint64_t h = pg_hash_field(pg_hash_field(pg_hash_field(PG_HASH_SEED, subj), pred), obj);
		char *me = mint_hashed(e, "assertion/", h);
		if (!me)
			return PG_ERR_NOMEM;
		const char *sent = sentence(e, f->sentence, &st);
		STEP(put_iri(e, PG_SCOPE_PAPER, me, PG_RDF_TYPE, PG_C_ASSERTION));
		STEP(put_iri(e, PG_SCOPE_PAPER, me, PG_RDF_SUBJECT, subj));
		STEP(put_iri(e, PG_SCOPE_PAPER, me, PG_RDF_PREDICATE, pred));
		STEP(put_iri(e, PG_SCOPE_PAPER, me, PG_RDF_OBJECT, obj));
		if (sent)
			STEP(put_iri(e, PG_SCOPE_PAPER, me, PG_P_EVIDENCE, sent));
		if (f->rule)
			STEP(put_text(e, PG_SCOPE_PAPER, me, PG_P_RULE, f->rule));
		free(me);
		if (st != PG_OK)
			return st;
	}
out:
	return st;
}

static pg_status emit_results(emitter *e)
{
	pg_status st = PG_OK;
	for (size_t i = 0; i < e->x->n_results; i++) {
		const pg_result *r = &e->x->results[i];
		const char *metric = entity(e, r->metric);
		if (!metric || !is_decimal(r->value))
			continue;
		const char *dataset = entity(e, r->dataset), *method = entity(e, r->method),
			   *baseline = entity(e, r->baseline);
		const char *baseline_value = is_decimal(r->baseline_value) ? r->baseline_value : NULL;
		uint64_t h = PG_HASH_SEED;
		h = pg_hash_field(h, metric);
		h = pg_hash_field(h, r->value);
		h = pg_hash_field(h, r->unit);
		h = pg_hash_field(h, result_kind_name(r->kind));
		h = pg_hash_field(h, dataset);
		h = pg_hash_field(h, method);
		h = pg_hash_field(h, baseline);
		h = pg_hash_field(h, baseline_value);
		h = pg_hash_field(h, r->setting);
		char *me = mint_hashed(e, "result/", h);
		if (!me)
			return PG_ERR_NOMEM;
		const char *sent = sentence(e, r->sentence, &st);
		STEP(put_iri(e, PG_SCOPE_PAPER, e->paper_iri, PG_P_REPORTS_RESULT, me));
		STEP(put_iri(e, PG_SCOPE_PAPER, me, PG_RDF_TYPE, PG_C_RESULT));
		STEP(put_iri(e, PG_SCOPE_PAPER, me, PG_P_METRIC, metric));
		STEP(put(e, PG_SCOPE_PAPER, me, PG_P_VALUE, r->value, true, PG_XSD_DECIMAL));
		STEP(put_text(e, PG_SCOPE_PAPER, me, PG_P_UNIT, r->unit));
		STEP(put_text(e, PG_SCOPE_PAPER, me, PG_P_RESULT_KIND, result_kind_name(r->kind)));
		if (dataset)
			STEP(put_iri(e, PG_SCOPE_PAPER, me, PG_P_ON_DATASET, dataset));
		if (method)
			STEP(put_iri(e, PG_SCOPE_PAPER, me, PG_P_OF_METHOD, method));
		if (baseline)
			STEP(put_iri(e, PG_SCOPE_PAPER, me, PG_P_BASELINE, baseline));
		if (baseline_value)
			STEP(put(e, PG_SCOPE_PAPER, me, PG_P_BASELINE_VALUE, baseline_value, true,
				 PG_XSD_DECIMAL));
		STEP(put_text(e, PG_SCOPE_PAPER, me, PG_P_SETTING, r->setting));
		if (sent)
			STEP(put_iri(e, PG_SCOPE_PAPER, me, PG_P_EVIDENCE, sent));
		STEP(put_text(e, PG_SCOPE_PAPER, me, PG_P_RULE, r->rule));
		free(me);
		if (st != PG_OK)
			return st;
	}
	return st;
}
#undef STEP

/* Frees the `n` strings of `v` (NULL ones too) and `v` itself (may be NULL). */
static void free_strings(char **v, size_t n)
{
	if (v)
		for (size_t i = 0; i < n; i++)
			free(v[i]);
	free(v);
}

pg_status pg_graph_emit_paper(const char *base, const pg_paper *paper,
			      const pg_extraction *x, pg_triple_sink sink, void *ctx)
{
	static const pg_extraction empty = {0};
	if (!x)
		x = &empty;
	emitter e = {.base = base, .paper = paper, .x = x, .sink = sink, .ctx = ctx,
		     .a = PG_BUF_INIT, .b = PG_BUF_INIT};
	pg_status st = PG_ERR_NOMEM;
	e.paper_iri = pg_graph_paper_iri(base, paper->id);
	e.entities_graph = pg_graph_named_iri(base, "entities");
	e.entity_iri = calloc(x->n_entities + 1, sizeof *e.entity_iri);
	e.sentence_iri = calloc(x->n_sentences + 1, sizeof *e.sentence_iri);
	if (!e.paper_iri || !e.entities_graph || !e.entity_iri || !e.sentence_iri)
		goto out;
	PG_TRY(st, emit_paper_node(&e));
	PG_TRY(st, emit_entities(&e));
	PG_TRY(st, emit_facts(&e));
	PG_TRY(st, emit_results(&e));
out:
	free_strings(e.entity_iri, x->n_entities);
	free_strings(e.sentence_iri, x->n_sentences);
	free(e.title_iri);
	free(e.paper_iri);
	free(e.entities_graph);
	pg_buf_free(&e.a);
	pg_buf_free(&e.b);
	return st;
}
