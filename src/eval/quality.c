/* SPDX-License-Identifier: Apache-2.0 */
/* The figures of eval/quality.tsv, or of a scored report, as a pg_quality. */
#include "eval/quality.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/embedded.h"
#include "graph/vocab.h"

static const int fields[PG_QUALITY_RELATIONS] = {
	PG_EV_PROPOSES, PG_EV_USES, PG_EV_COMPARES, PG_EV_EXTENDS,
	PG_EV_TASKS, PG_EV_DATASETS, PG_EV_METRICS, PG_EV_RESULTS
};

const int *pg_quality_fields(void)
{
	return fields;
}

const char *pg_quality_relation(int field)
{
	switch (field) {
	case PG_EV_PROPOSES: return PG_P_PROPOSES;
	case PG_EV_USES: return PG_P_USES_METHOD;
	case PG_EV_COMPARES: return PG_P_COMPARES_WITH;
	case PG_EV_EXTENDS: return PG_P_EXTENDS;
	case PG_EV_TASKS: return PG_P_ADDRESSES_TASK;
	case PG_EV_DATASETS: return PG_P_EVALUATES_ON;
	case PG_EV_METRICS: return PG_P_USES_METRIC;
	case PG_EV_RESULTS: return PG_P_REPORTS_RESULT;
	default: return NULL;
	}
}

const char *pg_quality_relation_words(int field)
{
	switch (field) {
	case PG_EV_PROPOSES: return "proposes";
	case PG_EV_USES: return "uses method";
	case PG_EV_COMPARES: return "compares with";
	case PG_EV_EXTENDS: return "extends";
	case PG_EV_TASKS: return "addresses task";
	case PG_EV_DATASETS: return "evaluates on";
	case PG_EV_METRICS: return "uses metric";
	case PG_EV_RESULTS: return "reports result";
	default: return NULL;
	}
}

void pg_quality_decimal(double v, char out[16])
{
	if (!(v > 0)) /* also NaN */
		v = 0;
	if (v > 1)
		v = 1;
	snprintf(out, 16, "%.3f", v);
}

static int field_of(const char *name)
{
	for (size_t i = 0; i < PG_QUALITY_RELATIONS; i++)
		if (!strcmp(pg_eval_field_name(fields[i]), name))
			return fields[i];
	return -1;
}

/* True if `s` is a decimal in [0, 1] of at most 15 characters: 0, 1, 0.ddd, 1.000. */
static bool unit_decimal(const char *s)
{
	size_t n = strlen(s);
	if (n == 0 || n > 15 || (s[0] != '0' && s[0] != '1'))
		return false;
	if (n == 1)
		return true;
	if (s[1] != '.' || n == 2 || strspn(s + 2, "0123456789") != n - 2)
		return false;
	return s[0] == '0' || strspn(s + 2, "0") == n - 2;
}

static bool count(const char *s, size_t *out)
{
	if (!*s || strspn(s, "0123456789") != strlen(s) || strlen(s) > 12)
		return false;
	*out = (size_t)strtoull(s, NULL, 10);
	return true;
}

static bool date_ok(const char *s)
{
	return strlen(s) == 10 && strspn(s, "0123456789") == 4 && s[4] == '-' &&
	       strspn(s + 5, "0123456789") == 2 && s[7] == '-' && strspn(s + 8, "0123456789") == 2;
}

enum { COLS = 10, RULE_COLS = 8 };

/* Splits `line` at tabs into exactly `want` columns. */
static bool split(char *line, char **col, size_t want, size_t *got)
{
	size_t k = 0;
	for (char *c = line;;) {
		if (k == want)
			return false;
		col[k++] = c;
		char *tab = strchr(c, '\t');
		if (!tab)
			break;
		*tab = '\0';
		c = tab + 1;
	}
	*got = k;
	return k == want;
}

/* The next line of [*p, end) into `line` without its end; false at the end. */
static bool next_line(const char **p, const char *end, char line[1024], bool *too_long)
{
	if (*p >= end)
		return false;
	const char *nl = memchr(*p, '\n', (size_t)(end - *p));
	size_t n = nl ? (size_t)(nl - *p) : (size_t)(end - *p);
	*too_long = n >= 1024;
	if (*too_long)
		n = 0;
	memcpy(line, *p, n);
	line[n] = '\0';
	if (n && line[n - 1] == '\r')
		line[n - 1] = '\0';
	*p += (nl ? (size_t)(nl - *p) + 1 : (size_t)(end - *p));
	return true;
}

pg_status pg_quality_parse_rules(const char *text, size_t len, const char *name, pg_quality *out,
				 pg_diag *d)
{
	out->n_rules = 0;
	bool header = false, too_long;
	size_t lineno = 0;
	const char *p = text, *end = text + len;
	char line[1024];
	while (next_line(&p, end, line, &too_long)) {
		lineno++;
		if (too_long)
			return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "line too long");
		if (!*line || line[0] == '#')
			continue;
		char *col[RULE_COLS];
		size_t k = 0;
		if (!split(line, col, RULE_COLS, &k))
			return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "not %d columns", RULE_COLS);
		if (!header) {
			if (strcmp(col[0], "set") || strcmp(col[3], "rule"))
				return pg_diag_set(d, PG_ERR_INPUT, name, lineno,
						   "no header line (set, abstracts, date, rule, ...)");
			header = true;
			continue;
		}
		if (strcmp(col[0], out->set))
			continue;
		if (out->n_rules == PG_QUALITY_MAX_RULES)
			continue;
		pg_quality_rule *r = &out->rule[out->n_rules];
		if (!*col[3] || strlen(col[3]) >= sizeof r->name || !unit_decimal(col[4]) ||
		    !count(col[5], &r->hits) || !count(col[6], &r->predicted) || r->hits > r->predicted)
			return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "bad rule row (rule, precision, hits, predicted)");
		snprintf(r->name, sizeof r->name, "%s", col[3]);
		snprintf(r->precision, sizeof r->precision, "%s", col[4]);
		out->n_rules++;
	}
	return PG_OK;
}

const pg_quality_rule *pg_quality_find_rule(const pg_quality *q, const char *name)
{
	for (size_t i = 0; i < q->n_rules; i++)
		if (!strcmp(q->rule[i].name, name))
			return &q->rule[i];
	return NULL;
}

pg_status pg_quality_parse(const char *text, size_t len, const char *name, pg_quality *out,
			   pg_diag *d)
{
	memset(out, 0, sizeof *out);
	bool header = false, any = false;
	size_t lineno = 0;
	const char *p = text, *end = text + len;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		lineno++;
		char line[1024];
		if (n >= sizeof line)
			return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "line too long");
		memcpy(line, p, n);
		line[n] = '\0';
		p += n + (nl ? 1 : 0);
		if (n && line[n - 1] == '\r')
			line[--n] = '\0';
		if (!n || line[0] == '#')
			continue;
		char *col[COLS];
		size_t k = 0;
		if (!split(line, col, COLS, &k))
			return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "not %d columns", COLS);
		if (!header) {
			if (strcmp(col[0], "set") || strcmp(col[3], "field"))
				return pg_diag_set(d, PG_ERR_INPUT, name, lineno,
						   "no header line (set, abstracts, date, field, ...)");
			header = true;
			continue;
		}
		if (any && strcmp(col[0], out->set))
			continue; /* a later set: kept for reference, not recorded */
		size_t abstracts;
		int f = field_of(col[3]);
		pg_quality_row *r = f >= 0 ? &out->row[f] : NULL;
		if (!*col[0] || strlen(col[0]) >= sizeof out->set)
			return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "no set name, or a too long one");
		if (!count(col[1], &abstracts) || (any && abstracts != out->abstracts))
			return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "bad abstract count '%s'", col[1]);
		if (!date_ok(col[2]) || (any && strcmp(col[2], out->date)))
			return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "bad date '%s' (YYYY-MM-DD, one per set)", col[2]);
		if (!r)
			return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "unknown field '%s'", col[3]);
		if (r->measured)
			return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "field '%s' given twice", col[3]);
		for (int i = 4; i < 7; i++)
			if (!unit_decimal(col[i]))
				return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "'%s' is not a decimal in [0, 1]", col[i]);
		if (!count(col[7], &r->hits) || !count(col[8], &r->predicted) || !count(col[9], &r->gold) ||
		    r->hits > r->predicted || r->hits > r->gold)
			return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "bad counts (hits, predicted, gold)");
		if (!any) {
			snprintf(out->set, sizeof out->set, "%s", col[0]);
			snprintf(out->date, sizeof out->date, "%s", col[2]);
			out->abstracts = abstracts;
			any = true;
		}
		snprintf(r->precision, sizeof r->precision, "%s", col[4]);
		snprintf(r->recall, sizeof r->recall, "%s", col[5]);
		snprintf(r->f1, sizeof r->f1, "%s", col[6]);
		r->measured = true;
	}
	if (!any)
		return pg_diag_set(d, PG_ERR_INPUT, name, lineno, "no figures");
	return PG_OK;
}

pg_status pg_quality_default(pg_quality *out, pg_diag *d)
{
	const pg_embedded_file *f = pg_embedded_get("eval/quality.tsv");
	if (!f)
		return pg_diag_set(d, PG_ERR_INTERNAL, NULL, 0, "eval/quality.tsv is not compiled in");
	pg_status st = pg_quality_parse(f->data, f->len, "eval/quality.tsv", out, d);
	const pg_embedded_file *r = pg_embedded_get("eval/quality-rules.tsv");
	if (st == PG_OK && r)
		st = pg_quality_parse_rules(r->data, r->len, "eval/quality-rules.tsv", out, d);
	if (st != PG_OK && d)
		d->status = PG_ERR_INTERNAL;
	return st == PG_OK ? PG_OK : PG_ERR_INTERNAL;
}

void pg_quality_from_report(const pg_eval_report *r, const pg_eval_rules *rules, const char *set,
			    const char *date, pg_quality *out)
{
	memset(out, 0, sizeof *out);
	snprintf(out->set, sizeof out->set, "%s", set);
	snprintf(out->date, sizeof out->date, "%s", date);
	out->abstracts = r->papers;
	for (size_t i = 0; i < PG_QUALITY_RELATIONS; i++) {
		const pg_eval_row *w = &r->row[fields[i]];
		pg_quality_row *q = &out->row[fields[i]];
		q->measured = true;
		q->hits = w->hits;
		q->predicted = w->predicted;
		q->gold = w->gold;
		pg_quality_decimal(w->precision, q->precision);
		pg_quality_decimal(w->recall, q->recall);
		pg_quality_decimal(w->f1, q->f1);
	}
	for (size_t i = 0; rules && i < rules->n && out->n_rules < PG_QUALITY_MAX_RULES; i++) {
		const pg_eval_rule_row *w = &rules->row[i];
		pg_quality_rule *q = &out->rule[out->n_rules];
		if (strlen(w->rule) >= sizeof q->name)
			continue;
		snprintf(q->name, sizeof q->name, "%s", w->rule);
		pg_quality_decimal(w->precision, q->precision);
		q->hits = w->hits;
		q->predicted = w->predicted;
		out->n_rules++;
	}
}
