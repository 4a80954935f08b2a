/* SPDX-License-Identifier: Apache-2.0 */
/* Reads gold JSON Lines with the project's JSON reader (extract/json.h). */
#include "eval/gold.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/utf8.h"
#include "extract/json.h"

static const char *const field_names[PG_EV_FIELDS] = {
	"proposes", "extends", "compares", "uses", "tasks", "datasets", "metrics", "results",
	"methods"
};

const char *pg_eval_field_name(int field)
{
	return field_names[field];
}

bool pg_eval_names_add(pg_eval_names *set, const char *name)
{
	char **grown = realloc(set->name, (set->n + 1) * sizeof *grown);
	if (!grown)
		return false;
	set->name = grown;
	if (!(set->name[set->n] = strdup(name)))
		return false;
	set->n++;
	return true;
}

void pg_eval_names_free(pg_eval_names *set)
{
	for (size_t i = 0; i < set->n; i++)
		free(set->name[i]);
	free(set->name);
	set->name = NULL;
	set->n = 0;
}

static void entry_free(pg_eval_entry *e)
{
	pg_eval_names_free(&e->a);
	pg_eval_names_free(&e->b);
}

bool pg_eval_list_add(pg_eval_list *l, pg_eval_entry *e)
{
	if (!pg_grow((void **)&l->e, &l->cap, l->n + 1, sizeof *l->e)) {
		entry_free(e);
		return false;
	}
	l->e[l->n++] = *e;
	*e = (pg_eval_entry){0};
	return true;
}

void pg_eval_list_free(pg_eval_list *l)
{
	for (size_t i = 0; i < l->n; i++)
		entry_free(&l->e[i]);
	free(l->e);
	*l = (pg_eval_list){0};
}

static void doc_free(pg_eval_doc *doc)
{
	free(doc->id);
	for (int f = 0; f < PG_EV_FIELDS; f++)
		pg_eval_list_free(&doc->field[f]);
}

void pg_eval_gold_free(pg_eval_gold *g)
{
	for (size_t i = 0; i < g->n; i++)
		doc_free(&g->doc[i]);
	free(g->doc);
	*g = (pg_eval_gold){0};
}

static bool copy_names(pg_eval_names *to, const pg_eval_names *from)
{
	for (size_t i = 0; i < from->n; i++)
		if (!pg_eval_names_add(to, from->name[i]))
			return false;
	return true;
}

bool pg_eval_pool_methods(pg_eval_doc *doc)
{
	static const int pooled[] = {PG_EV_PROPOSES, PG_EV_USES, PG_EV_COMPARES};
	for (size_t k = 0; k < sizeof pooled / sizeof *pooled; k++) {
		const pg_eval_list *l = &doc->field[pooled[k]];
		for (size_t i = 0; i < l->n; i++) {
			pg_eval_entry e = {0};
			if (!copy_names(&e.a, &l->e[i].a) || !pg_eval_list_add(&doc->field[PG_EV_METHODS], &e)) {
				entry_free(&e);
				return false;
			}
		}
	}
	return true;
}

/* ---- reading */

/* A name, or an array of acceptable names, at the read position, into `set`. */
static pg_status read_names(pg_json *p, pg_eval_names *set, pg_buf *s)
{
	pg_status st;
	if (pg_json_at(p, '"')) {
		if ((st = pg_json_string(p, s)) != PG_OK)
			return st;
		return pg_eval_names_add(set, pg_buf_str(s)) ? PG_OK : pg_json_nomem(p);
	}
	if (!pg_json_at(p, '['))
		return pg_json_fail(p, "a name must be a string or an array of strings, not %s",
				    pg_json_type(p));
	pg_json_iter it;
	bool more;
	pg_json_begin(p, &it);
	while ((st = pg_json_next(p, &it, NULL, &more)) == PG_OK && more) {
		if (!pg_json_at(p, '"'))
			return pg_json_fail(p, "an alternative name must be a string, not %s",
					    pg_json_type(p));
		if ((st = pg_json_string(p, s)) != PG_OK)
			return st;
		if (!pg_eval_names_add(set, pg_buf_str(s)))
			return pg_json_nomem(p);
	}
	if (st == PG_OK && !set->n)
		return pg_json_fail(p, "an empty list of names");
	return st;
}

/* A number (or a string holding one) at the read position into *v. */
static pg_status read_value(pg_json *p, double *v, pg_buf *s)
{
	pg_status st;
	const char *text;
	size_t start = p->i;
	if (pg_json_at(p, '"')) {
		if ((st = pg_json_string(p, s)) != PG_OK)
			return st;
		text = pg_buf_str(s);
	} else if (pg_json_at_number(p)) {
		bool is_int;
		if ((st = pg_json_number(p, &is_int)) != PG_OK)
			return st;
		pg_buf_reset(s);
		if (!pg_buf_add(s, p->s + start, p->i - start))
			return pg_json_nomem(p);
		text = pg_buf_str(s);
	} else {
		return pg_json_fail(p, "a result's value must be a number, not %s", pg_json_type(p));
	}
	char *end;
	errno = 0;
	*v = strtod(text, &end);
	if (!*text || *end || errno == ERANGE)
		return pg_json_fail(p, "a result's value '%s' is not a number", text);
	return PG_OK;
}

/* One item of field `f` at the read position. */
static pg_status read_entry(pg_json *p, int f, pg_eval_entry *e, pg_buf *s, pg_buf *key)
{
	pg_status st;
	pg_json_iter it;
	bool more;
	if (f == PG_EV_EXTENDS) {
		if (!pg_json_at(p, '['))
			return pg_json_fail(p, "an extends item must be a [new, older] pair");
		pg_json_begin(p, &it);
		int k = 0;
		while ((st = pg_json_next(p, &it, NULL, &more)) == PG_OK && more) {
			if (k == 2)
				return pg_json_fail(p, "an extends item has more than two names");
			if ((st = read_names(p, k ? &e->b : &e->a, s)) != PG_OK)
				return st;
			k++;
		}
		return st == PG_OK && k != 2 ? pg_json_fail(p, "an extends item must be a [new, older] pair")
					     : st;
	}
	if (f != PG_EV_RESULTS)
		return read_names(p, &e->a, s);
	if (!pg_json_at(p, '{'))
		return pg_json_fail(p, "a result must be an object with metric and value");
	pg_json_begin(p, &it);
	while ((st = pg_json_next(p, &it, key, &more)) == PG_OK && more) {
		if (!strcmp(pg_buf_str(key), "metric"))
			st = read_names(p, &e->a, s);
		else if (!strcmp(pg_buf_str(key), "value"))
			st = read_value(p, &e->value, s), e->has_value = st == PG_OK;
		else
			st = pg_json_skip(p);
		if (st != PG_OK)
			return st;
	}
	if (st == PG_OK && (!e->a.n || !e->has_value))
		return pg_json_fail(p, "a result needs a metric and a value");
	return st;
}

static pg_status read_doc(pg_json *p, pg_eval_doc *doc, pg_buf *s, pg_buf *key)
{
	pg_json_ws(p);
	if (!pg_json_at(p, '{'))
		return pg_json_fail(p, "expected an object per line, not %s", pg_json_type(p));
	pg_json_iter it;
	bool more;
	pg_status st;
	pg_json_begin(p, &it);
	while ((st = pg_json_next(p, &it, key, &more)) == PG_OK && more) {
		int f = -1;
		for (int k = 0; k < PG_EV_METHODS; k++)
			if (!strcmp(pg_buf_str(key), field_names[k]))
				f = k;
		if (!strcmp(pg_buf_str(key), "id")) {
			if (!pg_json_at(p, '"'))
				return pg_json_fail(p, "\"id\" must be a string");
			if ((st = pg_json_string(p, s)) != PG_OK)
				return st;
			free(doc->id);
			if (!(doc->id = strdup(pg_buf_str(s))))
				return pg_json_nomem(p);
			continue;
		}
		if (f < 0) {
			if ((st = pg_json_skip(p)) != PG_OK)
				return st;
			continue;
		}
		if (!pg_json_at(p, '['))
			return pg_json_fail(p, "\"%s\" must be an array", field_names[f]);
		pg_json_iter items;
		bool next;
		pg_json_begin(p, &items);
		while ((st = pg_json_next(p, &items, NULL, &next)) == PG_OK && next) {
			pg_eval_entry e = {0};
			st = read_entry(p, f, &e, s, key);
			if (st == PG_OK && !pg_eval_list_add(&doc->field[f], &e))
				st = pg_json_nomem(p);
			entry_free(&e);
			if (st != PG_OK)
				return st;
		}
		if (st != PG_OK)
			return st;
	}
	if (st == PG_OK && !doc->id)
		return pg_json_fail(p, "the object has no \"id\"");
	return st;
}

pg_status pg_eval_gold_read(const char *path, pg_eval_gold *out, pg_diag *d)
{
	FILE *fp = strcmp(path, "-") ? fopen(path, "r") : stdin;
	if (!fp)
		return pg_diag_set(d, PG_ERR_IO, path, 0, "cannot open: %s", strerror(errno));
	char *line = NULL;
	size_t cap = 0, lineno = 0;
	ssize_t len;
	pg_buf s = PG_BUF_INIT, key = PG_BUF_INIT;
	pg_status st = PG_OK;
	while (st == PG_OK && (len = getline(&line, &cap, fp)) >= 0) {
		lineno++;
		size_t n = (size_t)len;
		while (n && (line[n - 1] == '\n' || line[n - 1] == '\r' || line[n - 1] == ' '))
			n--;
		if (!n)
			continue;
		if (!pg_grow((void **)&out->doc, &out->cap, out->n + 1, sizeof *out->doc)) {
			st = PG_ERR_NOMEM;
			break;
		}
		pg_eval_doc *doc = &out->doc[out->n++];
		*doc = (pg_eval_doc){0};
		pg_json p = {.s = line, .n = n, .name = path, .line = lineno, .d = d};
		size_t valid = pg_utf8_valid_prefix((const unsigned char *)line, n);
		if (valid < n) {
			st = pg_diag_set(d, PG_ERR_INPUT, path, lineno, "byte %zu is not valid UTF-8", valid + 1);
			break;
		}
		st = read_doc(&p, doc, &s, &key);
		if (st == PG_OK) {
			pg_json_ws(&p);
			if (p.i < p.n)
				st = pg_json_fail(&p, "text after the object");
		}
	}
	if (st == PG_OK && ferror(fp))
		st = pg_diag_set(d, PG_ERR_IO, path, lineno, "cannot read: %s", strerror(errno));
	if (st == PG_OK && !out->n)
		st = pg_diag_set(d, PG_ERR_INPUT, path, 0, "no annotated abstracts");
	free(line);
	pg_buf_free(&s);
	pg_buf_free(&key);
	if (fp != stdin)
		fclose(fp);
	return st;
}
