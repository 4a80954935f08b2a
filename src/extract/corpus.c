/* SPDX-License-Identifier: Apache-2.0 */
/* Reads papers from seed-style text or JSON Lines, streaming line by line. */
#include "extract/corpus.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/ascii.h"
#include "base/buf.h"
#include "base/strmap.h"
#include "base/utf8.h"
#include "extract/json.h"

/*
 * The reader keeps one window of the input (`buf`) and hands out one line at
 * a time, so memory stays bounded by the longest line (PG_CORPUS_MAX_LINE)
 * however large the file is. The only thing that grows with the input is the
 * set of ids seen so far, needed to reject duplicates.
 *
 * Errors are sticky: once pg_corpus_next() has failed, it keeps returning
 * the same status and diagnostic, so a caller cannot skip a bad record by
 * accident.
 */

#define CHUNK (64 * 1024)       /* bytes asked of read(2) at a time */
#define HEADING_MAX 150         /* a text heading is shorter than this */

typedef struct id_seen {
	char *id;     /* owned */
	size_t line;  /* where the id was first seen */
} id_seen;

struct pg_corpus {
	int fd;
	bool own_fd;
	char *name;               /* for messages: the path, or "<stdin>" */
	char *stem;               /* for generated ids */
	pg_corpus_format format;

	/* the line reader: unread input is buf[start, end) */
	char *buf;
	size_t cap, start, end;
	size_t scanned;           /* bytes after `start` known to hold no '\n' */
	bool eof;
	const char *ln;           /* the current line, without "\n" or "\r\n" */
	size_t ln_len;
	size_t ln_col0;           /* bytes dropped before ln (a BOM), for columns */
	size_t lineno;            /* number of the current line */
	bool pushed;              /* the current line is to be read again */

	/* the records */
	size_t index;             /* papers handed out so far */
	bool heading_done;        /* text: the first paragraph has been seen */
	char *venue;              /* text: the heading (may be NULL) */
	bool done;
	pg_status failed;         /* sticky status of the first error */
	pg_diag saved;            /* and its diagnostic */

	id_seen *seen;            /* the ids so far, in order */
	size_t n_seen, cap_seen;
	pg_strmap ids;            /* id (borrowed from seen) -> its index in seen */

	pg_buf tmp;               /* scratch: a paragraph or a decoded string */
	pg_buf key;               /* scratch: a decoded JSON object key */
};

/* ---- small helpers */

static bool is_blank_line(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!pg_ascii_is_space((unsigned char)s[i]))
			return false;
	return true;
}

/* Narrows [*s, *s + *n) to drop surrounding ASCII white space. */
static void trim(const char **s, size_t *n)
{
	const char *p = *s;
	size_t len = *n;
	while (len && pg_ascii_is_space((unsigned char)p[0])) {
		p++;
		len--;
	}
	while (len && pg_ascii_is_space((unsigned char)p[len - 1]))
		len--;
	*s = p;
	*n = len;
}

/* Writes `s` into `out` (of `size` >= 8 bytes) for a message: control
 * characters shown as '?', cut with "..." when too long, never inside a UTF-8
 * sequence. Returns out. */
static const char *shown(const char *s, char *out, size_t size)
{
	size_t limit = size - 4, i = 0, j = 0;
	while (s[i] && j < limit) {
		unsigned char ch = (unsigned char)s[i++];
		out[j++] = ch < 0x20 || ch == 0x7F ? '?' : (char)ch;
	}
	if (s[i]) {
		size_t k = j;
		while (k > 0 && ((unsigned char)out[k - 1] & 0xC0) == 0x80)
			k--;
		if (k > 0 && (unsigned char)out[k - 1] >= 0xC0) {
			unsigned char lead = (unsigned char)out[k - 1];
			size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
			if (j - (k - 1) < need)
				j = k - 1;
		}
		memcpy(out + j, "...", 3);
		j += 3;
	}
	out[j] = '\0';
	return out;
}

static pg_status nomem(pg_corpus *c, pg_diag *d)
{
	return pg_diag_set(d, PG_ERR_NOMEM, c->name, c->lineno, "out of memory");
}

/* ---- reading lines */

/* Makes the next line current (c->ln, c->ln_len, c->lineno). Sets *got to
 * false at the end of input. A final line without '\n' counts as a line. */
static pg_status next_line(pg_corpus *c, bool *got, pg_diag *d)
{
	*got = false;
	if (c->pushed) {
		c->pushed = false;
		*got = true;
		return PG_OK;
	}
	const char *line;
	size_t len;
	for (;;) {
		size_t have = c->end - c->start;
		char *nl = have > c->scanned
			? memchr(c->buf + c->start + c->scanned, '\n', have - c->scanned)
			: NULL;
		if (nl) {
			line = c->buf + c->start;
			len = (size_t)(nl - line);
			c->start += len + 1;
			c->scanned = 0;
			break;
		}
		c->scanned = have;
		if (have > PG_CORPUS_MAX_LINE)
			return pg_diag_set(d, PG_ERR_INPUT, c->name, c->lineno + 1,
					   "line longer than %d bytes", PG_CORPUS_MAX_LINE);
		if (c->eof) {
			if (have == 0)
				return PG_OK;
			line = c->buf + c->start;
			len = have;
			c->start = c->end;
			c->scanned = 0;
			break;
		}
		if (c->start > 0) {
			memmove(c->buf, c->buf + c->start, have);
			c->start = 0;
			c->end = have;
		}
		if (c->cap - c->end < CHUNK) {
			size_t cap = c->cap ? c->cap * 2 : 4 * CHUNK;
			char *p = realloc(c->buf, cap);
			if (!p)
				return nomem(c, d);
			c->buf = p;
			c->cap = cap;
		}
		ssize_t r;
		do
			r = read(c->fd, c->buf + c->end, c->cap - c->end);
		while (r < 0 && errno == EINTR);
		if (r < 0)
			return pg_diag_set(d, PG_ERR_INPUT, c->name, c->lineno + 1,
					   "cannot read: %s", strerror(errno));
		if (r == 0)
			c->eof = true;
		c->end += (size_t)r;
	}
	c->lineno++;
	if (len > PG_CORPUS_MAX_LINE)
		return pg_diag_set(d, PG_ERR_INPUT, c->name, c->lineno,
				   "line longer than %d bytes", PG_CORPUS_MAX_LINE);
	if (len && line[len - 1] == '\r')
		len--;
	c->ln_col0 = 0;
	if (c->lineno == 1 && len >= 3 && memcmp(line, "\xEF\xBB\xBF", 3) == 0) {
		line += 3;
		len -= 3;
		c->ln_col0 = 3;
	}
	c->ln = line;
	c->ln_len = len;
	*got = true;
	return PG_OK;
}

/* Fails unless the current line is valid UTF-8 without NUL bytes. */
static pg_status check_line(pg_corpus *c, pg_diag *d)
{
	size_t ok = pg_utf8_valid_prefix((const unsigned char *)c->ln, c->ln_len);
	if (ok == c->ln_len)
		return PG_OK;
	size_t col = ok + 1 + c->ln_col0;
	if (c->ln[ok] == '\0')
		return pg_diag_set(d, PG_ERR_INPUT, c->name, c->lineno,
				   "NUL byte at column %zu", col);
	return pg_diag_set(d, PG_ERR_INPUT, c->name, c->lineno,
			   "invalid UTF-8 (byte 0x%02X) at column %zu",
			   (unsigned char)c->ln[ok], col);
}

/* Makes the next line that is not blank current; at the end of input sets
 * *got to false and marks the reader done. */
static pg_status next_filled_line(pg_corpus *c, bool *got, pg_diag *d)
{
	pg_status st;
	do {
		if ((st = next_line(c, got, d)) != PG_OK)
			return st;
	} while (*got && is_blank_line(c->ln, c->ln_len));
	if (!*got)
		c->done = true;
	return PG_OK;
}

/* ---- the set of ids */

/* Adds `id` (copied) seen at `line`; if it was there, sets *first to the line
 * where it was first seen and adds nothing. Returns false on out-of-memory. */
static bool ids_add(pg_corpus *c, const char *id, size_t line, size_t *first)
{
	size_t at;
	*first = 0;
	if (pg_strmap_get(&c->ids, id, &at)) {
		*first = c->seen[at].line;
		return true;
	}
	if (!pg_grow((void **)&c->seen, &c->cap_seen, c->n_seen + 1, sizeof *c->seen))
		return false;
	char *copy = strdup(id);
	if (!copy)
		return false;
	if (pg_strmap_put(&c->ids, copy, c->n_seen) < 0) {
		free(copy);
		return false;
	}
	c->seen[c->n_seen].id = copy;
	c->seen[c->n_seen].line = line;
	c->n_seen++;
	return true;
}

/* ---- papers */

void pg_paper_free(pg_paper *p)
{
	if (!p)
		return;
	free(p->id);
	free(p->title);
	free(p->abstract);
	free(p->venue);
	free(p->url);
	for (size_t i = 0; i < p->n_authors; i++)
		free(p->authors[i]);
	free(p->authors);
	free(p);
}

/* Gives `p` the id "<stem>-<n>". */
static bool make_id(pg_corpus *c, pg_paper *p)
{
	size_t n = strlen(c->stem) + 24;
	p->id = malloc(n);
	if (!p->id)
		return false;
	snprintf(p->id, n, "%s-%zu", c->stem, p->index);
	return true;
}

/* ---- text input */

static pg_status text_next(pg_corpus *c, pg_paper **out, pg_diag *d)
{
	pg_status st = PG_OK;
	for (;;) {
		bool got;
		if ((st = next_filled_line(c, &got, d)) != PG_OK || !got)
			return st;
		size_t first = c->lineno, n_lines = 0;
		pg_buf_reset(&c->tmp);
		while (got && !is_blank_line(c->ln, c->ln_len)) {
			if ((st = check_line(c, d)) != PG_OK)
				return st;
			const char *s = c->ln;
			size_t n = c->ln_len;
			trim(&s, &n);
			if ((c->tmp.len && !pg_buf_addc(&c->tmp, ' ')) || !pg_buf_add(&c->tmp, s, n))
				return nomem(c, d);
			if (c->tmp.len > PG_CORPUS_MAX_ABSTRACT)
				return pg_diag_set(d, PG_ERR_INPUT, c->name, first,
						   "abstract longer than %d bytes",
						   PG_CORPUS_MAX_ABSTRACT);
			n_lines++;
			if ((st = next_line(c, &got, d)) != PG_OK)
				return st;
		}
		const char *text = pg_buf_str(&c->tmp);
		size_t len = c->tmp.len;
		if (!c->heading_done) {
			c->heading_done = true;
			if (n_lines == 1 && len < HEADING_MAX && text[len - 1] != '.') {
				c->venue = strndup(text, len);
				if (!c->venue)
					return nomem(c, d);
				continue;
			}
		}
		pg_paper *p = calloc(1, sizeof *p);
		if (!p)
			return nomem(c, d);
		p->index = ++c->index;
		p->line = first;
		p->abstract = strndup(text, len);
		if (!p->abstract || !make_id(c, p) || (c->venue && !(p->venue = strdup(c->venue)))) {
			pg_paper_free(p);
			return nomem(c, d);
		}
		*out = p;
		return PG_OK;
	}
}

/* ---- JSON Lines input: the fields of a paper record (json.h reads the values) */

enum field { F_OTHER, F_ID, F_TITLE, F_ABSTRACT, F_YEAR, F_VENUE, F_URL, F_AUTHORS, F_COUNT };

static const char *const field_names[F_COUNT] = {
	NULL, "id", "title", "abstract", "year", "venue", "url", "authors"
};

static enum field field_of(const pg_buf *key)
{
	for (int f = 1; f < F_COUNT; f++)
		if (key->len == strlen(field_names[f]) && memcmp(key->data, field_names[f], key->len) == 0)
			return (enum field)f;
	return F_OTHER;
}

/* Fails with "FIELD must be ..., not TYPE" after skipping the value at p->i
 * (so that a malformed value is reported as such first). */
static pg_status wrong_type(pg_json *p, const char *must)
{
	if (p->i >= p->n)
		return pg_json_expect(p, "a value");
	const char *type = pg_json_type(p);
	pg_status st = pg_json_skip(p);
	if (st != PG_OK)
		return st;
	return pg_json_fail(p, "%s, not %s", must, type);
}

/* Decodes the string at p->i into c->tmp and hands back its trimmed copy,
 * or NULL in *out when it is blank. */
static pg_status json_trimmed(pg_corpus *c, pg_json *p, const char *field, char **out)
{
	pg_status st;
	size_t at = p->i;
	*out = NULL;
	if ((st = pg_json_string(p, &c->tmp)) != PG_OK)
		return st;
	if (p->nul)
		return pg_json_fail(p, "\"%s\" holds a NUL character (\\u0000) at column %zu",
				    field, pg_json_col(p, at));
	const char *s = pg_buf_str(&c->tmp);
	size_t n = c->tmp.len;
	trim(&s, &n);
	if (n == 0)
		return PG_OK;
	if (!(*out = strndup(s, n)))
		return pg_json_nomem(p);
	return PG_OK;
}

/* Reads the value of a string field: a string or null. */
static pg_status field_string(pg_corpus *c, pg_json *p, const char *field, char **out)
{
	if (pg_json_at(p, '"'))
		return json_trimmed(c, p, field, out);
	if (pg_json_take_null(p))
		return PG_OK;
	char must[40];
	snprintf(must, sizeof must, "\"%s\" must be a string", field);
	return wrong_type(p, must);
}

static pg_status field_id(pg_corpus *c, pg_json *p, char **out)
{
	if (pg_json_at_number(p)) {
		size_t at = p->i;
		bool is_int;
		pg_status st = pg_json_number(p, &is_int);
		if (st != PG_OK)
			return st;
		if (!(*out = strndup(p->s + at, p->i - at)))
			return pg_json_nomem(p);
		return PG_OK;
	}
	return field_string(c, p, "id", out);
}

static pg_status field_year(pg_corpus *c, pg_json *p, int *year)
{
	const char *digits;
	size_t n, at = p->i;
	char *str = NULL;
	pg_status st;
	if (pg_json_take_null(p))
		return PG_OK;
	if (pg_json_at(p, '"')) {
		if ((st = json_trimmed(c, p, "year", &str)) != PG_OK)
			return st;
		digits = str ? str : "";
		n = strlen(digits);
	} else if (pg_json_at_number(p)) {
		bool is_int;
		if ((st = pg_json_number(p, &is_int)) != PG_OK)
			return st;
		if (!is_int)
			return pg_json_fail(p, "\"year\" must be an integer (column %zu)", pg_json_col(p, at));
		digits = p->s + at;
		n = p->i - at;
	} else {
		return wrong_type(p, "\"year\" must be an integer or a numeric string");
	}
	long v = 0;
	bool ok = n > 0 && n <= 4;
	for (size_t k = 0; ok && k < n; k++) {
		if (!pg_ascii_is_digit(digits[k]))
			ok = false;
		else
			v = v * 10 + (digits[k] - '0');
	}
	free(str);
	if (!ok || v < 1)
		return pg_json_fail(p, "\"year\" must be a year from 1 to 9999 (column %zu)",
				    pg_json_col(p, at));
	*year = (int)v;
	return PG_OK;
}

/* Adds author `s` (owned; NULL is skipped) to `pp`. */
static bool add_author(pg_paper *pp, char *s, size_t *cap)
{
	if (!s)
		return true;
	if (pp->n_authors == *cap) {
		size_t ncap = *cap ? *cap * 2 : 4;
		char **a = realloc(pp->authors, ncap * sizeof *a);
		if (!a) {
			free(s);
			return false;
		}
		pp->authors = a;
		*cap = ncap;
	}
	pp->authors[pp->n_authors++] = s;
	return true;
}

static pg_status field_authors(pg_corpus *c, pg_json *p, pg_paper *pp)
{
	pg_status st;
	size_t cap = 0;
	char *s;
	if (pg_json_take_null(p))
		return PG_OK;
	if (pg_json_at(p, '"')) {
		if ((st = json_trimmed(c, p, "authors", &s)) != PG_OK)
			return st;
		return add_author(pp, s, &cap) ? PG_OK : pg_json_nomem(p);
	}
	if (!pg_json_at(p, '['))
		return wrong_type(p, "\"authors\" must be an array of strings or a string");
	pg_json_iter it;
	bool more;
	pg_json_begin(p, &it);
	while ((st = pg_json_next(p, &it, NULL, &more)) == PG_OK && more) {
		if (p->i >= p->n)
			return pg_json_expect(p, "a value");
		if (p->s[p->i] != '"')
			return wrong_type(p, "\"authors\" must hold only strings");
		if ((st = json_trimmed(c, p, "authors", &s)) != PG_OK)
			return st;
		if (!add_author(pp, s, &cap))
			return pg_json_nomem(p);
	}
	return st;
}

static pg_status field_abstract(pg_corpus *c, pg_json *p, pg_paper *pp)
{
	if (!pg_json_at(p, '"'))
		return wrong_type(p, "\"abstract\" must be a string");
	size_t at = p->i;
	pg_status st = json_trimmed(c, p, "abstract", &pp->abstract);
	if (st != PG_OK)
		return st;
	if (!pp->abstract)
		return pg_json_fail(p, "empty \"abstract\"");
	if (strlen(pp->abstract) > PG_CORPUS_MAX_ABSTRACT)
		return pg_json_fail(p, "\"abstract\" longer than %d bytes (column %zu)",
				    PG_CORPUS_MAX_ABSTRACT, pg_json_col(p, at));
	return PG_OK;
}

/* Reads the value of field `f` at p->i into `pp`. */
static pg_status read_field(pg_corpus *c, pg_json *p, enum field f, pg_paper *pp)
{
	switch (f) {
	case F_ID: return field_id(c, p, &pp->id);
	case F_TITLE: return field_string(c, p, "title", &pp->title);
	case F_VENUE: return field_string(c, p, "venue", &pp->venue);
	case F_URL: return field_string(c, p, "url", &pp->url);
	case F_YEAR: return field_year(c, p, &pp->year);
	case F_AUTHORS: return field_authors(c, p, pp);
	case F_ABSTRACT: return field_abstract(c, p, pp);
	default: return pg_json_skip(p);
	}
}

/* Parses the object on the current line into `pp`. */
static pg_status read_record(pg_corpus *c, pg_json *p, pg_paper *pp)
{
	pg_status st;
	bool seen[F_COUNT] = {false}, more;
	pg_json_iter it;
	pg_json_ws(p);
	if (!pg_json_at(p, '{'))
		return pg_json_expect(p, "'{' (each line must hold one JSON object)");
	pg_json_begin(p, &it);
	while ((st = pg_json_next(p, &it, &c->key, &more)) == PG_OK && more) {
		enum field f = field_of(&c->key);
		if (f != F_OTHER && seen[f])
			return pg_json_fail(p, "duplicate key \"%s\" at column %zu", field_names[f],
					    pg_json_col(p, p->i));
		seen[f] = true;
		if ((st = read_field(c, p, f, pp)) != PG_OK)
			return st;
	}
	if (st != PG_OK)
		return st;
	pg_json_ws(p);
	if (p->i < p->n)
		return pg_json_fail(p, "malformed JSON at column %zu: text after the object (one object"
				    " per line)", pg_json_col(p, p->i));
	if (!pp->abstract)
		return pg_json_fail(p, "missing \"abstract\"");
	return PG_OK;
}

static pg_status jsonl_next(pg_corpus *c, pg_paper **out, pg_diag *d)
{
	pg_status st;
	bool got;
	if ((st = next_filled_line(c, &got, d)) != PG_OK || !got)
		return st;
	if ((st = check_line(c, d)) != PG_OK)
		return st;
	pg_paper *p = calloc(1, sizeof *p);
	if (!p)
		return nomem(c, d);
	p->index = c->index + 1;
	p->line = c->lineno;
	pg_json parser = {.s = c->ln, .n = c->ln_len, .col0 = c->ln_col0, .name = c->name,
			  .line = c->lineno, .d = d};
	if ((st = read_record(c, &parser, p)) != PG_OK)
		goto out;
	if (!p->id && !make_id(c, p)) {
		st = nomem(c, d);
		goto out;
	}
	size_t first;
	if (!ids_add(c, p->id, p->line, &first)) {
		st = nomem(c, d);
		goto out;
	}
	if (first) {
		char show[100];
		st = pg_diag_set(d, PG_ERR_INPUT, c->name, p->line,
				 "duplicate id \"%s\" (first at line %zu)",
				 shown(p->id, show, sizeof show), first);
		goto out;
	}
	c->index++;
	*out = p;
	p = NULL;
out:
	pg_paper_free(p);
	return st;
}

/* ---- the reader */

/* Sets c->stem from the base name of `path` without its last extension,
 * with bytes that are not UTF-8 replaced by '_'. */
static bool set_stem(pg_corpus *c, const char *path)
{
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	const char *dot = strrchr(base, '.');
	size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
	if (n == 0) {
		base = "input";
		n = 5;
	}
	c->stem = strndup(base, n);
	if (!c->stem)
		return false;
	for (size_t i = 0; i < n;) {
		size_t ok = pg_utf8_valid_prefix((const unsigned char *)c->stem + i, n - i);
		i += ok;
		if (i < n)
			c->stem[i++] = '_';
	}
	return true;
}

pg_status pg_corpus_open(const char *path, pg_corpus **out, pg_diag *d)
{
	*out = NULL;
	if (!path || !*path)
		return pg_diag_set(d, PG_ERR_INPUT, "", 0, "no input file given");
	bool is_stdin = strcmp(path, "-") == 0;
	pg_corpus *c = calloc(1, sizeof *c);
	if (!c)
		return pg_diag_set(d, PG_ERR_NOMEM, path, 0, "out of memory");
	c->fd = -1;
	c->format = PG_CORPUS_TEXT;
	c->name = strdup(is_stdin ? "<stdin>" : path);
	if (!c->name || !set_stem(c, is_stdin ? "stdin" : path)) {
		pg_corpus_close(c);
		return pg_diag_set(d, PG_ERR_NOMEM, path, 0, "out of memory");
	}
	if (is_stdin) {
		c->fd = STDIN_FILENO;
	} else {
		c->fd = open(path, O_RDONLY | O_CLOEXEC);
		if (c->fd < 0) {
			int e = errno;
			pg_corpus_close(c);
			return pg_diag_set(d, PG_ERR_INPUT, path, 0, "cannot open: %s", strerror(e));
		}
		c->own_fd = true;
		struct stat sb;
		if (fstat(c->fd, &sb) == 0 && S_ISDIR(sb.st_mode)) {
			pg_corpus_close(c);
			return pg_diag_set(d, PG_ERR_INPUT, path, 0, "cannot open: %s", strerror(EISDIR));
		}
	}
	/* Detect the format from the first non-blank byte. Blank lines are
	 * skipped by both formats, so they can be consumed here; the first
	 * non-blank line is pushed back. A read error is kept for
	 * pg_corpus_next(), which is where the contract reports it. */
	for (;;) {
		bool got;
		pg_status st = next_line(c, &got, &c->saved);
		if (st != PG_OK) {
			c->failed = st;
			break;
		}
		if (!got)
			break;
		const char *s = c->ln;
		size_t n = c->ln_len;
		trim(&s, &n);
		if (n == 0)
			continue;
		if (s[0] == '{')
			c->format = PG_CORPUS_JSONL;
		c->pushed = true;
		break;
	}
	*out = c;
	return PG_OK;
}

pg_status pg_corpus_next(pg_corpus *c, pg_paper **out, pg_diag *d)
{
	*out = NULL;
	if (!c->failed && !c->done) {
		pg_diag_clear(&c->saved);
		c->failed = c->format == PG_CORPUS_JSONL ? jsonl_next(c, out, &c->saved)
							 : text_next(c, out, &c->saved);
		if (!c->failed && c->done && c->index == 0)
			c->failed = pg_diag_set(&c->saved, PG_ERR_INPUT, c->name, 0,
						"no papers in input");
	}
	if (c->failed) {
		if (d)
			*d = c->saved;
		return c->failed;
	}
	return PG_OK;
}

pg_corpus_format pg_corpus_get_format(const pg_corpus *c)
{
	return c->format;
}

const char *pg_corpus_get_name(const pg_corpus *c)
{
	return c->name;
}

void pg_corpus_close(pg_corpus *c)
{
	if (!c)
		return;
	if (c->own_fd && c->fd >= 0)
		close(c->fd);
	for (size_t i = 0; i < c->n_seen; i++)
		free(c->seen[i].id);
	free(c->seen);
	pg_strmap_free(&c->ids);
	free(c->buf);
	free(c->name);
	free(c->stem);
	free(c->venue);
	pg_buf_free(&c->tmp);
	pg_buf_free(&c->key);
	free(c);
}
