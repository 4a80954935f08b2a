/* SPDX-License-Identifier: Apache-2.0 */
/* The language-tag guard of load (store/load_guard.h): a cookie stream that
 * scans each chunk as it passes, with its state kept between chunks. */
#include "store/load_guard.h"

#include <errno.h>
#include <string.h>

enum { OUTSIDE, AFTER_QUOTE, IN_TAG };

static bool tag_char(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
}

/* Scans buf[0..n); false when a tag grew too long (recorded in g). */
static bool scan(load_guard *g, const unsigned char *buf, size_t n)
{
	static const char attr[] = "xml:lang=";
	for (size_t i = 0; i < n; i++) {
		unsigned char c = buf[i];
		if (g->state == IN_TAG) {
			bool more = g->rdfxml ? c != '"' && c != '\'' && c != '\n' : tag_char(c);
			if (more) {
				if (++g->run > STORE_MAX_LANGTAG) {
					g->tag_line = g->line;
					g->tag_len = g->run;
					return false;
				}
				continue;
			}
			g->state = OUTSIDE;
		}
		if (c == '\n')
			g->line++;
		if (g->rdfxml) {
			if (g->state == AFTER_QUOTE) { /* after xml:lang= */
				g->state = c == '"' || c == '\'' ? IN_TAG : OUTSIDE;
				g->run = 0;
				continue;
			}
			g->match = c == (unsigned char)attr[g->match] ? g->match + 1 : c == 'x';
			if (g->match == sizeof attr - 1) {
				g->state = AFTER_QUOTE;
				g->match = 0;
			}
			continue;
		}
		if (g->state == AFTER_QUOTE && c == '@') {
			g->state = IN_TAG;
			g->run = 0;
			continue;
		}
		g->state = c == '"' || c == '\'' ? AFTER_QUOTE : OUTSIDE;
	}
	return true;
}

static ssize_t guard_read(void *cookie, char *buf, size_t size)
{
	load_guard *g = cookie;
	if (g->tag_line) {
		errno = EINVAL;
		return -1;
	}
	size_t got = fread(buf, 1, size, g->in);
	if (got == 0)
		return ferror(g->in) ? -1 : 0;
	if (!scan(g, (const unsigned char *)buf, got)) {
		errno = EINVAL;
		return -1;
	}
	return (ssize_t)got;
}

static int guard_close(void *cookie)
{
	(void)cookie;
	return 0;
}

FILE *store_load_guard_open(load_guard *g, FILE *in, bool rdfxml)
{
	memset(g, 0, sizeof *g);
	g->in = in;
	g->rdfxml = rdfxml;
	g->line = 1;
	cookie_io_functions_t io = {.read = guard_read, .close = guard_close};
	return fopencookie(g, "r", io);
}
