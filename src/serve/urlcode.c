/* SPDX-License-Identifier: Apache-2.0 */
/* Percent-encoding and decoding, and looking a name up in a form. */
#include "serve/urlcode.h"

#include <stdlib.h>
#include <string.h>

#include "base/ascii.h"

int pg_url_hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

bool pg_url_encode(pg_buf *b, const char *s)
{
	static const char hex[] = "0123456789ABCDEF";
	bool ok = true;
	for (const unsigned char *p = (const unsigned char *)s; ok && *p; p++) {
		if (pg_ascii_is_alnum(*p) || strchr("-._~", *p))
			ok = pg_buf_addc(b, (char)*p);
		else
			ok = pg_buf_addc(b, '%') && pg_buf_addc(b, hex[*p >> 4]) && pg_buf_addc(b, hex[*p & 15]);
	}
	return ok;
}

char *pg_url_decode(const char *s, size_t n, bool plus)
{
	char *out = malloc(n + 1), *o = out;
	if (!out)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '%' && i + 2 < n && pg_url_hexval(s[i + 1]) >= 0 &&
		    pg_url_hexval(s[i + 2]) >= 0) {
			*o++ = (char)(pg_url_hexval(s[i + 1]) * 16 + pg_url_hexval(s[i + 2]));
			i += 2;
		} else {
			*o++ = plus && s[i] == '+' ? ' ' : s[i];
		}
	}
	*o = '\0';
	return out;
}

char *pg_url_form_nth(const char *form, const char *name, unsigned nth)
{
	size_t nlen = strlen(name);
	for (const char *p = form; p && *p;) {
		const char *amp = strchr(p, '&');
		size_t len = amp ? (size_t)(amp - p) : strlen(p);
		bool named = len >= nlen && !strncmp(p, name, nlen) && (len == nlen || p[nlen] == '=');
		if (named && !nth--)
			return len == nlen ? strdup("") : pg_url_decode(p + nlen + 1, len - nlen - 1, true);
		p = amp ? amp + 1 : NULL;
	}
	return NULL;
}

char *pg_url_form_value(const char *form, const char *name)
{
	return pg_url_form_nth(form, name, 0);
}

unsigned pg_url_form_count(const char *form, const char *name)
{
	size_t nlen = strlen(name);
	unsigned n = 0;
	for (const char *p = form; p && *p;) {
		const char *amp = strchr(p, '&');
		size_t len = amp ? (size_t)(amp - p) : strlen(p);
		if (len >= nlen && !strncmp(p, name, nlen) && (len == nlen || p[nlen] == '='))
			n++;
		p = amp ? amp + 1 : NULL;
	}
	return n;
}
