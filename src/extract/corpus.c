/* SPDX-License-Identifier: Apache-2.0 */
/* Reads papers from seed-style text or JSON Lines, streaming line by line. */
#include "extract/corpus.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/utf8.h"
#include "base/buf.h"

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
#define MAX_DEPTH 512           /* JSON nesting accepted in skipped values */

typedef struct id_slot {
	char *id;     /* NULL when the slot is free */
	size_t line;  /* where the id was first seen */
} id_slot;

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

	id_slot *ids;             /* open-addressing hash set of ids */
	size_t n_ids, ids_cap;

	pg_buf tmp;               /* scratch: a paragraph or a decoded string */
	pg_buf key;               /* scratch: a decoded JSON object key */
};

/* ---- small helpers */

static bool is_blank(unsigned char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n' || ch == '\v' || ch == '\f';
}

static bool is_blank_line(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!is_blank((unsigned char)s[i]))
			return false;
	return true;
}

/* Narrows [*s, *s + *n) to drop surrounding ASCII white space. */
static void trim(const char **s, size_t *n)
{
	const char *p = *s;
	size_t len = *n;
	while (len && is_blank((unsigned char)p[0])) {
		p++;
		len--;
	}
	while (len && is_blank((unsigned char)p[len - 1]))
		len--;
	*s = p;
	*n = len;
}

static char *dup_n(const char *s, size_t n)
{
	char *p = malloc(n + 1);
	if (p) {
		memcpy(p, s, n);
		p[n] = '\0';
	}
	return p;
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

/* ---- the set of ids */

static uint64_t hash(const char *s)
{
	uint64_t h = 1469598103934665603ULL;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

/* Adds `id` (copied) seen at `line`; if it was there, sets *first to the line
 * where it was first seen and adds nothing. */
static bool ids_add(pg_corpus *c, const char *id, size_t line, size_t *first)
{
	*first = 0;
	if ((c->n_ids + 1) * 2 > c->ids_cap) {
		size_t cap = c->ids_cap ? c->ids_cap * 2 : 1024;
		id_slot *t = calloc(cap, sizeof *t);
		if (!t)
			return false;
		for (size_t i = 0; i < c->ids_cap; i++) {
			if (!c->ids[i].id)
				continue;
			size_t j = (size_t)hash(c->ids[i].id) & (cap - 1);
			while (t[j].id)
				j = (j + 1) & (cap - 1);
			t[j] = c->ids[i];
		}
		free(c->ids);
		c->ids = t;
		c->ids_cap = cap;
	}
	size_t j = (size_t)hash(id) & (c->ids_cap - 1);
	while (c->ids[j].id) {
		if (strcmp(c->ids[j].id, id) == 0) {
			*first = c->ids[j].line;
			return true;
		}
		j = (j + 1) & (c->ids_cap - 1);
	}
	char *copy = strdup(id);
	if (!copy)
		return false;
	c->ids[j].id = copy;
	c->ids[j].line = line;
	c->n_ids++;
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
		do {
			if ((st = next_line(c, &got, d)) != PG_OK)
				return st;
		} while (got && is_blank_line(c->ln, c->ln_len));
		if (!got) {
			c->done = true;
			return PG_OK;
		}
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
				c->venue = dup_n(text, len);
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
		p->abstract = dup_n(text, len);
		if (!p->abstract || !make_id(c, p) || (c->venue && !(p->venue = strdup(c->venue)))) {
			pg_paper_free(p);
			return nomem(c, d);
		}
		*out = p;
		return PG_OK;
	}
}

/* ---- JSON Lines input */

/* A parser over one line. Positions in messages are 1-based byte columns. */
typedef struct jp {
	pg_corpus *c;
	pg_diag *d;
	const char *s;
	size_t n, i;
	bool nul;      /* the last decoded string held \u0000 */
} jp;

static pg_status jfail(jp *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static pg_status jfail(jp *p, const char *fmt, ...)
{
	char msg[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return pg_diag_set(p->d, PG_ERR_INPUT, p->c->name, p->c->lineno, "%s", msg);
}

static size_t jcol(const jp *p, size_t i)
{
	return i + 1 + p->c->ln_col0;
}

/* Fails with "expected WHAT" at the current position. */
static pg_status jexpect(jp *p, const char *what)
{
	if (p->i >= p->n)
		return jfail(p, "malformed JSON: unexpected end of line (expected %s)", what);
	unsigned char ch = (unsigned char)p->s[p->i];
	if (ch >= 0x21 && ch < 0x7F)
		return jfail(p, "malformed JSON at column %zu: expected %s, found '%c'",
			     jcol(p, p->i), what, ch);
	return jfail(p, "malformed JSON at column %zu: expected %s", jcol(p, p->i), what);
}

static void jws(jp *p)
{
	while (p->i < p->n) {
		char ch = p->s[p->i];
		if (ch != ' ' && ch != '\t' && ch != '\r' && ch != '\n')
			break;
		p->i++;
	}
}

static int hexval(char ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if (ch >= 'a' && ch <= 'f')
		return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F')
		return ch - 'A' + 10;
	return -1;
}

/* Reads the 4 hex digits of a \u escape at s[i]. Returns -1 if malformed. */
static long hex4(const jp *p, size_t i)
{
	if (p->n - i < 4)
		return -1;
	long v = 0;
	for (size_t k = 0; k < 4; k++) {
		int h = hexval(p->s[i + k]);
		if (h < 0)
			return -1;
		v = v * 16 + h;
	}
	return v;
}

/* Parses the string at p->i (which is '"'), decoding it into `out` (or only
 * checking it when `out` is NULL). The line is already known to be valid
 * UTF-8, so raw bytes are copied as they are. */
static pg_status jstring(jp *p, pg_buf *out)
{
	size_t open = p->i++;
	p->nul = false;
	if (out)
		pg_buf_reset(out);
	for (;;) {
		size_t run = p->i;
		while (p->i < p->n) {
			unsigned char ch = (unsigned char)p->s[p->i];
			if (ch == '"' || ch == '\\' || ch < 0x20)
				break;
			p->i++;
		}
		if (out && p->i > run && !pg_buf_add(out, p->s + run, p->i - run))
			return nomem(p->c, p->d);
		if (p->i >= p->n)
			return jfail(p, "malformed JSON: unterminated string (opened at column %zu)",
				     jcol(p, open));
		unsigned char ch = (unsigned char)p->s[p->i];
		if (ch == '"') {
			p->i++;
			return PG_OK;
		}
		if (ch < 0x20)
			return jfail(p, "malformed JSON at column %zu: control character 0x%02X in string"
				     " (write it as an escape)", jcol(p, p->i), ch);
		/* a backslash */
		size_t esc = p->i++;
		if (p->i >= p->n)
			return jfail(p, "malformed JSON: unterminated string (opened at column %zu)",
				     jcol(p, open));
		char e = p->s[p->i++], lit;
		switch (e) {
		case '"': lit = '"'; break;
		case '\\': lit = '\\'; break;
		case '/': lit = '/'; break;
		case 'b': lit = '\b'; break;
		case 'f': lit = '\f'; break;
		case 'n': lit = '\n'; break;
		case 'r': lit = '\r'; break;
		case 't': lit = '\t'; break;
		case 'u': {
			long cp = hex4(p, p->i);
			if (cp < 0)
				return jfail(p, "malformed JSON at column %zu: \\u must be followed by"
					     " 4 hex digits", jcol(p, esc));
			p->i += 4;
			if (cp >= 0xDC00 && cp <= 0xDFFF)
				return jfail(p, "malformed JSON at column %zu: unpaired low surrogate"
					     " \\u%04lX", jcol(p, esc), cp);
			if (cp >= 0xD800 && cp <= 0xDBFF) {
				long lo = p->n - p->i >= 6 && p->s[p->i] == '\\' && p->s[p->i + 1] == 'u'
					? hex4(p, p->i + 2) : -1;
				if (lo < 0xDC00 || lo > 0xDFFF)
					return jfail(p, "malformed JSON at column %zu: high surrogate"
						     " \\u%04lX not followed by a low surrogate",
						     jcol(p, esc), cp);
				p->i += 6;
				cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
			}
			if (cp == 0)
				p->nul = true;
			if (out) {
				char u[4];
				if (!pg_buf_add(out, u, pg_utf8_encode((unsigned long)cp, u)))
					return nomem(p->c, p->d);
			}
			continue;
		}
		default:
			if ((unsigned char)e >= 0x21 && (unsigned char)e < 0x7F)
				return jfail(p, "malformed JSON at column %zu: invalid escape '\\%c'",
					     jcol(p, esc), e);
			return jfail(p, "malformed JSON at column %zu: invalid escape",
				     jcol(p, esc));
		}
		if (out && !pg_buf_addc(out, lit))
			return nomem(p->c, p->d);
	}
}

/* Parses a number at p->i per RFC 8259; *is_int tells whether it has
 * neither a fraction nor an exponent. */
static pg_status jnumber(jp *p, bool *is_int)
{
	size_t at = p->i;
	const char *s = p->s;
	size_t n = p->n, i = p->i;
	*is_int = true;
	if (i < n && s[i] == '-')
		i++;
	if (i < n && s[i] == '0') {
		i++;
		if (i < n && s[i] >= '0' && s[i] <= '9')
			return jfail(p, "malformed JSON at column %zu: invalid number (leading zero)",
				     jcol(p, at));
	} else if (i < n && s[i] >= '1' && s[i] <= '9') {
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
	} else {
		return jfail(p, "malformed JSON at column %zu: invalid number (expected a digit)",
			     jcol(p, at));
	}
	if (i < n && s[i] == '.') {
		*is_int = false;
		i++;
		if (i >= n || s[i] < '0' || s[i] > '9')
			return jfail(p, "malformed JSON at column %zu: invalid number (expected a"
				     " digit after '.')", jcol(p, at));
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
	}
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		*is_int = false;
		i++;
		if (i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		if (i >= n || s[i] < '0' || s[i] > '9')
			return jfail(p, "malformed JSON at column %zu: invalid number (expected a"
				     " digit in the exponent)", jcol(p, at));
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
	}
	p->i = i;
	return PG_OK;
}

static pg_status jliteral(jp *p)
{
	static const char *const words[] = {"true", "false", "null"};
	for (size_t k = 0; k < 3; k++) {
		size_t len = strlen(words[k]);
		if (p->n - p->i >= len && memcmp(p->s + p->i, words[k], len) == 0) {
			p->i += len;
			return PG_OK;
		}
	}
	return jexpect(p, "a value");
}

static pg_status jskip(jp *p, int depth);

/* Skips an array or object at p->i, whose opening bracket is `open`. */
static pg_status jskip_container(jp *p, char open, int depth)
{
	if (depth >= MAX_DEPTH)
		return jfail(p, "malformed JSON at column %zu: nested deeper than %d levels",
			     jcol(p, p->i), MAX_DEPTH);
	char close = open == '{' ? '}' : ']';
	pg_status st;
	p->i++;
	jws(p);
	if (p->i < p->n && p->s[p->i] == close) {
		p->i++;
		return PG_OK;
	}
	for (;;) {
		jws(p);
		if (open == '{') {
			if (p->i >= p->n || p->s[p->i] != '"')
				return jexpect(p, "a string key");
			if ((st = jstring(p, NULL)) != PG_OK)
				return st;
			jws(p);
			if (p->i >= p->n || p->s[p->i] != ':')
				return jexpect(p, "':' after the key");
			p->i++;
			jws(p);
		}
		if ((st = jskip(p, depth + 1)) != PG_OK)
			return st;
		jws(p);
		if (p->i < p->n && p->s[p->i] == ',') {
			p->i++;
			continue;
		}
		if (p->i < p->n && p->s[p->i] == close) {
			p->i++;
			return PG_OK;
		}
		return jexpect(p, open == '{' ? "',' or '}'" : "',' or ']'");
	}
}

/* Skips any value at p->i. */
static pg_status jskip(jp *p, int depth)
{
	bool is_int;
	if (p->i >= p->n)
		return jexpect(p, "a value");
	switch (p->s[p->i]) {
	case '"': return jstring(p, NULL);
	case '{': return jskip_container(p, '{', depth);
	case '[': return jskip_container(p, '[', depth);
	case 't': case 'f': case 'n': return jliteral(p);
	case '-': case '0': case '1': case '2': case '3': case '4':
	case '5': case '6': case '7': case '8': case '9':
		return jnumber(p, &is_int);
	default:
		return jexpect(p, "a value");
	}
}

/* Names the JSON type of the value starting at p->i, for messages. */
static const char *jtype(const jp *p)
{
	switch (p->i < p->n ? p->s[p->i] : 0) {
	case '"': return "a string";
	case '{': return "an object";
	case '[': return "an array";
	case 't': case 'f': return "a boolean";
	case 'n': return "null";
	default: return "a number";
	}
}

static bool jnull_here(const jp *p)
{
	return p->n - p->i >= 4 && memcmp(p->s + p->i, "null", 4) == 0;
}

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

/* Decodes the string at p->i into c->tmp and hands back its trimmed copy,
 * or NULL in *out when it is blank. */
static pg_status jtrimmed(jp *p, const char *field, char **out)
{
	pg_status st;
	size_t at = p->i;
	*out = NULL;
	if ((st = jstring(p, &p->c->tmp)) != PG_OK)
		return st;
	if (p->nul)
		return jfail(p, "\"%s\" holds a NUL character (\\u0000) at column %zu",
			     field, jcol(p, at));
	const char *s = pg_buf_str(&p->c->tmp);
	size_t n = p->c->tmp.len;
	trim(&s, &n);
	if (n == 0)
		return PG_OK;
	if (!(*out = dup_n(s, n)))
		return nomem(p->c, p->d);
	return PG_OK;
}

/* Reads the value of a string field: a string or null. */
static pg_status jfield_string(jp *p, const char *field, char **out)
{
	if (p->i < p->n && p->s[p->i] == '"')
		return jtrimmed(p, field, out);
	if (jnull_here(p)) {
		p->i += 4;
		return PG_OK;
	}
	if (p->i >= p->n)
		return jexpect(p, "a value");
	const char *type = jtype(p);
	pg_status st = jskip(p, 0);
	if (st != PG_OK)
		return st;
	return jfail(p, "\"%s\" must be a string, not %s", field, type);
}

static pg_status jfield_id(jp *p, char **out)
{
	if (p->i < p->n && (p->s[p->i] == '-' || (p->s[p->i] >= '0' && p->s[p->i] <= '9'))) {
		size_t at = p->i;
		bool is_int;
		pg_status st = jnumber(p, &is_int);
		if (st != PG_OK)
			return st;
		if (!(*out = dup_n(p->s + at, p->i - at)))
			return nomem(p->c, p->d);
		return PG_OK;
	}
	return jfield_string(p, "id", out);
}

static pg_status jfield_year(jp *p, int *year)
{
	const char *digits;
	size_t n, at = p->i;
	char *str = NULL;
	pg_status st;
	if (jnull_here(p)) {
		p->i += 4;
		return PG_OK;
	}
	if (p->i < p->n && p->s[p->i] == '"') {
		if ((st = jtrimmed(p, "year", &str)) != PG_OK)
			return st;
		digits = str ? str : "";
		n = strlen(digits);
	} else if (p->i < p->n && (p->s[p->i] == '-' || (p->s[p->i] >= '0' && p->s[p->i] <= '9'))) {
		bool is_int;
		if ((st = jnumber(p, &is_int)) != PG_OK)
			return st;
		if (!is_int)
			return jfail(p, "\"year\" must be an integer (column %zu)", jcol(p, at));
		digits = p->s + at;
		n = p->i - at;
	} else {
		if (p->i >= p->n)
			return jexpect(p, "a value");
		const char *type = jtype(p);
		if ((st = jskip(p, 0)) != PG_OK)
			return st;
		return jfail(p, "\"year\" must be an integer or a numeric string, not %s", type);
	}
	long v = 0;
	bool ok = n > 0 && n <= 4;
	for (size_t k = 0; ok && k < n; k++) {
		if (digits[k] < '0' || digits[k] > '9')
			ok = false;
		else
			v = v * 10 + (digits[k] - '0');
	}
	free(str);
	if (!ok || v < 1)
		return jfail(p, "\"year\" must be a year from 1 to 9999 (column %zu)", jcol(p, at));
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

static pg_status jfield_authors(jp *p, pg_paper *pp)
{
	pg_status st;
	size_t cap = 0;
	char *s;
	if (jnull_here(p)) {
		p->i += 4;
		return PG_OK;
	}
	if (p->i < p->n && p->s[p->i] == '"') {
		if ((st = jtrimmed(p, "authors", &s)) != PG_OK)
			return st;
		return add_author(pp, s, &cap) ? PG_OK : nomem(p->c, p->d);
	}
	if (p->i >= p->n || p->s[p->i] != '[') {
		if (p->i >= p->n)
			return jexpect(p, "a value");
		const char *type = jtype(p);
		if ((st = jskip(p, 0)) != PG_OK)
			return st;
		return jfail(p, "\"authors\" must be an array of strings or a string, not %s", type);
	}
	p->i++;
	jws(p);
	if (p->i < p->n && p->s[p->i] == ']') {
		p->i++;
		return PG_OK;
	}
	for (;;) {
		jws(p);
		if (p->i >= p->n)
			return jexpect(p, "a value");
		if (p->s[p->i] != '"') {
			const char *type = jtype(p);
			if ((st = jskip(p, 0)) != PG_OK)
				return st;
			return jfail(p, "\"authors\" must hold only strings, not %s", type);
		}
		if ((st = jtrimmed(p, "authors", &s)) != PG_OK)
			return st;
		if (!add_author(pp, s, &cap))
			return nomem(p->c, p->d);
		jws(p);
		if (p->i < p->n && p->s[p->i] == ',') {
			p->i++;
			continue;
		}
		if (p->i < p->n && p->s[p->i] == ']') {
			p->i++;
			return PG_OK;
		}
		return jexpect(p, "',' or ']'");
	}
}

/* Parses the object on the current line into `pp`. */
static pg_status jobject(jp *p, pg_paper *pp)
{
	pg_status st;
	bool seen[F_COUNT] = {false};
	jws(p);
	if (p->i >= p->n || p->s[p->i] != '{')
		return jexpect(p, "'{' (each line must hold one JSON object)");
	p->i++;
	jws(p);
	if (p->i < p->n && p->s[p->i] == '}') {
		p->i++;
	} else {
		for (;;) {
			jws(p);
			if (p->i >= p->n || p->s[p->i] != '"')
				return jexpect(p, "a string key");
			if ((st = jstring(p, &p->c->key)) != PG_OK)
				return st;
			enum field f = field_of(&p->c->key);
			jws(p);
			if (p->i >= p->n || p->s[p->i] != ':')
				return jexpect(p, "':' after the key");
			p->i++;
			jws(p);
			if (f != F_OTHER && seen[f])
				return jfail(p, "duplicate key \"%s\" at column %zu", field_names[f],
					     jcol(p, p->i));
			seen[f] = true;
			switch (f) {
			case F_ID: st = jfield_id(p, &pp->id); break;
			case F_TITLE: st = jfield_string(p, "title", &pp->title); break;
			case F_VENUE: st = jfield_string(p, "venue", &pp->venue); break;
			case F_URL: st = jfield_string(p, "url", &pp->url); break;
			case F_YEAR: st = jfield_year(p, &pp->year); break;
			case F_AUTHORS: st = jfield_authors(p, pp); break;
			case F_ABSTRACT:
				if (p->i < p->n && p->s[p->i] == '"') {
					size_t at = p->i;
					st = jtrimmed(p, "abstract", &pp->abstract);
					if (st == PG_OK && !pp->abstract)
						return jfail(p, "empty \"abstract\"");
					if (st == PG_OK && strlen(pp->abstract) > PG_CORPUS_MAX_ABSTRACT)
						return jfail(p, "\"abstract\" longer than %d bytes"
							     " (column %zu)", PG_CORPUS_MAX_ABSTRACT,
							     jcol(p, at));
				} else if (p->i >= p->n) {
					st = jexpect(p, "a value");
				} else {
					const char *type = jtype(p);
					if ((st = jskip(p, 0)) == PG_OK)
						st = jfail(p, "\"abstract\" must be a string, not %s", type);
				}
				break;
			default: st = jskip(p, 0); break;
			}
			if (st != PG_OK)
				return st;
			jws(p);
			if (p->i < p->n && p->s[p->i] == ',') {
				p->i++;
				continue;
			}
			if (p->i < p->n && p->s[p->i] == '}') {
				p->i++;
				break;
			}
			return jexpect(p, "',' or '}'");
		}
	}
	jws(p);
	if (p->i < p->n)
		return jfail(p, "malformed JSON at column %zu: text after the object (one object"
			     " per line)", jcol(p, p->i));
	if (!pp->abstract)
		return jfail(p, "missing \"abstract\"");
	return PG_OK;
}

static pg_status jsonl_next(pg_corpus *c, pg_paper **out, pg_diag *d)
{
	pg_status st;
	bool got;
	do {
		if ((st = next_line(c, &got, d)) != PG_OK)
			return st;
	} while (got && is_blank_line(c->ln, c->ln_len));
	if (!got) {
		c->done = true;
		return PG_OK;
	}
	if ((st = check_line(c, d)) != PG_OK)
		return st;
	pg_paper *p = calloc(1, sizeof *p);
	if (!p)
		return nomem(c, d);
	p->index = c->index + 1;
	p->line = c->lineno;
	jp parser = {.c = c, .d = d, .s = c->ln, .n = c->ln_len, .i = 0};
	if ((st = jobject(&parser, p)) != PG_OK)
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
	c->stem = dup_n(base, n);
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
	for (size_t i = 0; i < c->ids_cap; i++)
		free(c->ids[i].id);
	free(c->ids);
	free(c->buf);
	free(c->name);
	free(c->stem);
	free(c->venue);
	pg_buf_free(&c->tmp);
	pg_buf_free(&c->key);
	free(c);
}
