/* SPDX-License-Identifier: Apache-2.0 */
/* Escaping for XML/HTML, JSON, DOT and CSV. */
#include "base/escape.h"

#include "base/utf8.h"

#define REPLACEMENT "\xEF\xBF\xBD" /* U+FFFD */

bool pg_escape_xml(pg_buf *b, const char *s)
{
	for (const char *p = s; *p;) {
		unsigned long cp;
		size_t n = pg_utf8_next(p, &cp);
		bool ok;
		switch (n ? cp : 0xFFFD) {
		case '&': ok = pg_buf_adds(b, "&amp;"); break;
		case '<': ok = pg_buf_adds(b, "&lt;"); break;
		case '>': ok = pg_buf_adds(b, "&gt;"); break;
		case '"': ok = pg_buf_adds(b, "&quot;"); break;
		case '\'': ok = pg_buf_adds(b, "&apos;"); break;
		case '\t': ok = pg_buf_adds(b, "&#9;"); break;
		case '\n': ok = pg_buf_adds(b, "&#10;"); break;
		case '\r': ok = pg_buf_adds(b, "&#13;"); break;
		default:
			/* XML 1.0 has no other C0 controls, nor U+FFFE/U+FFFF, even as references */
			if (!n || cp < 0x20 || cp == 0xFFFE || cp == 0xFFFF)
				ok = pg_buf_adds(b, REPLACEMENT);
			else
				ok = pg_buf_add(b, p, n);
		}
		if (!ok)
			return false;
		p += n ? n : 1;
	}
	return true;
}

/* The two-character JSON escape of `cp`, or NULL. */
static const char *json_short_escape(unsigned long cp)
{
	switch (cp) {
	case '"': return "\\\"";
	case '\\': return "\\\\";
	case '\n': return "\\n";
	case '\r': return "\\r";
	case '\t': return "\\t";
	case '\b': return "\\b";
	case '\f': return "\\f";
	default: return NULL;
	}
}

bool pg_escape_json(pg_buf *b, const char *s)
{
	if (!pg_buf_addc(b, '"'))
		return false;
	for (const char *p = s; *p;) {
		unsigned long cp;
		size_t n = pg_utf8_next(p, &cp);
		const char *esc = n ? json_short_escape(cp) : NULL;
		bool ok;
		if (!n) {
			ok = pg_buf_adds(b, "\\uFFFD");
			n = 1;
		} else if (esc) {
			ok = pg_buf_adds(b, esc);
		} else if (cp < 0x20 || cp == 0x7F) {
			ok = pg_buf_addf(b, "\\u%04lX", cp);
		} else {
			ok = pg_buf_add(b, p, n);
		}
		if (!ok)
			return false;
		p += n;
	}
	return pg_buf_addc(b, '"');
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
