/* SPDX-License-Identifier: Apache-2.0 */
/* libFuzzer target: the SPARQL result writers (sparql/results.h) on any
 * names and terms. Input: FORMAT NVARS (two bytes: format 0-3, 1-4
 * variables), then NUL-separated fields: the NVARS names, then cells of
 * KIND VALUE \0 LANG \0 DATATYPE \0 (KIND's byte: 0 unbound, 1 IRI, 2 blank,
 * else literal). Nothing may crash or leak, every output must be valid
 * UTF-8, and the shape must survive any value: TSV has one line a row and
 * NVARS fields a line, CSV as many records (read per RFC 4180) of NVARS
 * fields, JSON and XML no raw control character but LF and one result
 * element a row. */
/* fuzz-sources: src/base src/sparql/results.c */
/* fuzz-libs: */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/utf8.h"
#include "fuzz_input.h"
#include "sparql/results.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_ROWS 64

/* Reads the next NUL-terminated field at *p (bounded by end). */
static const char *field(const char **p, const char *end)
{
	const char *f = *p;
	if (f >= end)
		return NULL;
	*p = f + strlen(f) + 1;
	return f;
}

static size_t count(const char *s, size_t n, const char *needle)
{
	size_t k = 0, len = strlen(needle);
	for (const char *p = s; (p = memmem(p, n - (size_t)(p - s), needle, len)); p += len)
		k++;
	return k;
}

/* Checks the CSV shape: `rows` + 1 records of `vars` fields each. */
static void check_csv(const char *s, size_t n, size_t vars, size_t rows)
{
	size_t records = 0, fields = 1;
	bool quoted = false;
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (quoted) {
			if (c == '"' && i + 1 < n && s[i + 1] == '"')
				i++;
			else if (c == '"')
				quoted = false;
		} else if (c == '"') {
			quoted = true;
		} else if (c == ',') {
			fields++;
		} else if (c == '\r') {
			if (i + 1 >= n || s[i + 1] != '\n' || fields != vars)
				abort();
			records++;
			fields = 1;
			i++;
		} else if (c == '\n') {
			abort(); /* a bare LF outside quotes */
		}
	}
	if (quoted || records != rows + 1)
		abort();
}

static void check_tsv(const char *s, size_t n, size_t vars, size_t rows)
{
	if (count(s, n, "\n") != rows + 1 || (vars - 1) * (rows + 1) != count(s, n, "\t"))
		abort();
	for (const char *line = s; line < s + n;) {
		const char *nl = memchr(line, '\n', (size_t)(s + n - line));
		size_t tabs = 0;
		for (const char *p = line; p < nl; p++)
			tabs += *p == '\t';
		if (tabs != vars - 1)
			abort();
		line = nl + 1;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	pg_results_format f = (pg_results_format)(data[0] % 4);
	size_t vars = 1 + data[1] % 4;
	char *in = fuzz_string(data + 2, size - 2, 0);
	if (!in)
		return 0;
	const char *p = in, *end = in + size - 2;
	const char *names[4];
	for (size_t i = 0; i < vars; i++) {
		names[i] = field(&p, end);
		if (!names[i])
			names[i] = "v";
	}
	char *mem = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&mem, &len);
	pg_results *w = out ? pg_results_new(out, f) : NULL;
	size_t rows = 0;
	bool head = w && pg_results_head(w, vars, names) == PG_OK;
	if (head) {
		while (p < end && rows < MAX_ROWS) {
			pg_term terms[4];
			const pg_term *row[4];
			for (size_t i = 0; i < vars; i++) {
				const char *v = field(&p, end), *lang = field(&p, end), *dt = field(&p, end);
				row[i] = NULL;
				if (!v || !*v || v[0] % 4 == 0)
					continue;
				terms[i] = (pg_term){v[0] % 4 == 1 ? PG_TERM_IRI : v[0] % 4 == 2 ? PG_TERM_BLANK
						     : PG_TERM_LITERAL, v + 1, lang && *lang ? lang : NULL,
						     dt && *dt ? dt : NULL};
				row[i] = &terms[i];
			}
			if (pg_results_row(w, row) != PG_OK)
				abort();
			rows++;
		}
		if (pg_results_end(w) != PG_OK)
			abort();
	}
	pg_results_free(w);
	if (out) {
		fclose(out);
		if (!head && len)
			abort(); /* a refused head writes nothing */
	}
	if (out && head) {
		if (pg_utf8_valid_prefix((const unsigned char *)mem, len) != len)
			abort();
		if (f == PG_RESULTS_CSV)
			check_csv(mem, len, vars, rows);
		else if (f == PG_RESULTS_TSV)
			check_tsv(mem, len, vars, rows);
		else {
			for (size_t i = 0; i < len; i++)
				if ((unsigned char)mem[i] < 0x20 && mem[i] != '\n')
					abort();
			if (count(mem, len, f == PG_RESULTS_XML ? "<result>" : "\n      {") != rows)
				abort();
		}
	}
	free(mem);
	free(in);
	return 0;
}
