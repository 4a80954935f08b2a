/* SPDX-License-Identifier: Apache-2.0 */
/* Wrapping names, shortening titles and the year-and-title caption of the
 * lineage drawings. */
#include "export/lineage_text.h"

#include <string.h>

/* The number of UTF-8 code points of the `n` bytes at `s`. */
static size_t chars(const char *s, size_t n)
{
	size_t c = 0;
	for (size_t i = 0; i < n; i++)
		c += ((unsigned char)s[i] & 0xC0) != 0x80;
	return c;
}

/* Appends the `n` bytes at `s` through `escape`. */
static bool put(pg_buf *out, const char *s, size_t n, bool (*escape)(pg_buf *, const char *))
{
	if (!escape)
		return pg_buf_add(out, s, n);
	pg_buf tmp = PG_BUF_INIT;
	bool ok = pg_buf_add(&tmp, s, n) && escape(out, pg_buf_str(&tmp));
	pg_buf_free(&tmp);
	return ok;
}

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool pg_lineage_wrap(pg_buf *out, const char *s, size_t width, bool (*escape)(pg_buf *, const char *),
		     const char *sep, size_t *lines)
{
	size_t n_lines = 0, used = 0; /* characters on the current line */
	bool ok = true;
	for (const char *p = s; ok;) {
		while (is_space(*p))
			p++;
		if (!*p)
			break;
		const char *w = p;
		while (*p && !is_space(*p))
			p++;
		size_t len = chars(w, (size_t)(p - w));
		if (n_lines && used + 1 + len <= width) {
			ok = pg_buf_addc(out, ' ');
			used += 1 + len;
		} else {
			ok = !n_lines || pg_buf_adds(out, sep);
			n_lines++;
			used = len;
		}
		ok = ok && put(out, w, (size_t)(p - w), escape);
	}
	if (lines)
		*lines = n_lines;
	return ok;
}

bool pg_lineage_short_title(pg_buf *out, const char *title, size_t max)
{
	size_t n = strlen(title);
	if (chars(title, n) <= max)
		return pg_buf_adds(out, title);
	/* the byte offset after max - 1 characters */
	size_t limit = 0, c = 0;
	while (limit < n && c < max - 1) {
		limit++;
		while (limit < n && ((unsigned char)title[limit] & 0xC0) == 0x80)
			limit++;
		c++;
	}
	size_t cut = limit;
	if (title[limit] != ' ') {
		while (cut > 0 && title[cut - 1] != ' ')
			cut--;
		if (cut == 0)
			cut = limit; /* one long word: cut inside it */
	}
	while (cut > 0 && strchr(" ,;:.-(", title[cut - 1]))
		cut--;
	if (cut == 0)
		cut = limit;
	return pg_buf_add(out, title, cut) && pg_buf_adds(out, "…");
}

/* `title` without a leading "NAME:" (the box shows the name already), or
 * NULL if it is nothing but the name. */
static const char *without_name(const char *title, const char *name)
{
	size_t n = strlen(name);
	if (strncmp(title, name, n))
		return title;
	const char *rest = title + n;
	if (*rest == ':' || *rest == '\0') {
		rest += *rest == ':';
		while (*rest == ' ')
			rest++;
		return *rest ? rest : NULL;
	}
	return title;
}

bool pg_lineage_caption(pg_buf *out, const pg_lineage *l, int i)
{
	const pg_lineage_method *m = &l->m[i];
	const char *title = m->title ? without_name(m->title, pg_lineage_label(l, i)) : NULL;
	if (m->year && !pg_buf_addf(out, "%d", m->year))
		return false;
	if (title && *title)
		return (!m->year || pg_buf_adds(out, " · ")) &&
		       pg_lineage_short_title(out, title, PG_LINEAGE_TITLE_CHARS);
	return true;
}
