/* SPDX-License-Identifier: Apache-2.0 */
/* Escaping for XML/HTML, JSON, DOT and CSV. */
#include "base/escape.h"

#include "base/utf8.h"

#define REPLACEMENT "\xEF\xBF\xBD" /* U+FFFD */

/* The next character of `p`: ASCII directly, else through the decoder.
 * Returns its length, 0 for an invalid byte (then *cp is unset). */
static inline size_t next_char(const char *p, unsigned long *cp)
{
	unsigned char c = (unsigned char)*p;
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	return pg_utf8_next(p, cp);
}

/* The loop of XML and JSON: copies runs of characters that `replace` (the
 * format's rule) leaves alone in one append, and appends its replacement of
 * the others; an invalid byte is the code point 0x110000 (beyond Unicode). */
static bool add_escaped(pg_buf *b, const char *s, const char *(*replace)(unsigned long, char *))
{
	char tmp[16];
	const char *run = s, *p = s;
	while (*p) {
		unsigned long cp;
		size_t n = next_char(p, &cp);
		const char *r = replace(n ? cp : 0x110000, tmp);
		if (!r) {
			p += n;
			continue;
		}
		if ((p > run && !pg_buf_add(b, run, (size_t)(p - run))) || !pg_buf_adds(b, r))
			return false;
		p += n ? n : 1;
		run = p;
	}
	return p == run || pg_buf_add(b, run, (size_t)(p - run));
}

static const char *xml_replace(unsigned long cp, char *tmp)
{
	(void)tmp;
	switch (cp) {
	case '&': return "&amp;";
	case '<': return "&lt;";
	case '>': return "&gt;";
	case '"': return "&quot;";
	case '\'': return "&apos;";
	case '\t': return "&#9;";
	case '\n': return "&#10;";
	case '\r': return "&#13;";
	default:
		/* XML 1.0 has no other C0 controls, nor U+FFFE/U+FFFF, even as references */
		if (cp < 0x20 || cp == 0xFFFE || cp == 0xFFFF || cp > 0x10FFFF)
			return REPLACEMENT;
		return NULL;
	}
}

bool pg_escape_xml(pg_buf *b, const char *s)
{
	return add_escaped(b, s, xml_replace);
}

static const char *json_replace(unsigned long cp, char *tmp)
{
	switch (cp) {
	case '"': return "\\\"";
	case '\\': return "\\\\";
	case '\n': return "\\n";
	case '\r': return "\\r";
	case '\t': return "\\t";
	case '\b': return "\\b";
	case '\f': return "\\f";
	default:
		if (cp > 0x10FFFF)
			return "\\uFFFD";
		if (cp < 0x20 || cp == 0x7F) {
			snprintf(tmp, 16, "\\u%04lX", cp);
			return tmp;
		}
		return NULL;
	}
}

bool pg_escape_json(pg_buf *b, const char *s)
{
	return pg_buf_addc(b, '"') && add_escaped(b, s, json_replace) && pg_buf_addc(b, '"');
}

/* The shared loop of DOT and CSV: a quoted string in which `quote_as` stands
 * for '"', `backslash_as` (may be NULL: copied) for '\', `newline_as` (may be
 * NULL: a space) for a line break, and other control characters are spaces. */
static bool add_quoted(pg_buf *b, const char *s, const char *quote_as, const char *backslash_as,
		       const char *newline_as)
{
	if (!pg_buf_addc(b, '"'))
		return false;
	for (const char *p = s; *p;) {
		unsigned long cp;
		size_t n = pg_utf8_next(p, &cp);
		bool ok;
		if (!n)
			ok = pg_buf_adds(b, REPLACEMENT);
		else if (cp == '"')
			ok = pg_buf_adds(b, quote_as);
		else if (cp == '\\' && backslash_as)
			ok = pg_buf_adds(b, backslash_as);
		else if (cp == '\n' && newline_as)
			ok = pg_buf_adds(b, newline_as);
		else if (cp < 0x20 || cp == 0x7F)
			ok = pg_buf_addc(b, ' ');
		else
			ok = pg_buf_add(b, p, n);
		if (!ok)
			return false;
		p += n ? n : 1;
	}
	return pg_buf_addc(b, '"');
}

bool pg_escape_dot(pg_buf *b, const char *s)
{
	return add_quoted(b, s, "\\\"", "\\\\", "\\n");
}

bool pg_escape_csv(pg_buf *b, const char *s)
{
	return add_quoted(b, s, "\"\"", NULL, NULL);
}

bool pg_escape_write(FILE *out, pg_buf *scratch, bool (*escape)(pg_buf *, const char *),
		     const char *s)
{
	pg_buf_reset(scratch);
	if (!escape(scratch, s ? s : ""))
		return false;
	return fwrite(pg_buf_str(scratch), 1, scratch->len, out) == scratch->len;
}
