/* SPDX-License-Identifier: Apache-2.0 */
/* Growable string buffer. */
#include "base/buf.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool pg_grow(void **items, size_t *cap, size_t need, size_t size)
{
	if (need <= *cap)
		return true;
	size_t n = *cap ? *cap : 16;
	while (n < need) {
		if (n > SIZE_MAX / 2)
			return false;
		n *= 2;
	}
	if (size && n > SIZE_MAX / size)
		return false;
	void *p = realloc(*items, n * size);
	if (!p)
		return false;
	*items = p;
	*cap = n;
	return true;
}

static bool reserve(pg_buf *b, size_t extra)
{
	if (extra > SIZE_MAX - b->len - 1)
		return false;
	return pg_grow((void **)&b->data, &b->cap, b->len + extra + 1, 1);
}

bool pg_buf_add(pg_buf *b, const char *s, size_t n)
{
	if (!reserve(b, n))
		return false;
	if (n)
		memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
	return true;
}

bool pg_buf_adds(pg_buf *b, const char *s)
{
	return pg_buf_add(b, s, strlen(s));
}

bool pg_buf_addc(pg_buf *b, char c)
{
	if (b->len + 2 > b->cap) /* room for c and the NUL: the usual case skips the growth */
		return pg_buf_add(b, &c, 1);
	b->data[b->len++] = c;
	b->data[b->len] = '\0';
	return true;
}

bool pg_buf_addf(pg_buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || !reserve(b, (size_t)n))
		return false;
	va_start(ap, fmt);
	vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
	return true;
}

void pg_buf_reset(pg_buf *b)
{
	b->len = 0;
	if (b->data)
		b->data[0] = '\0';
}

const char *pg_buf_str(const pg_buf *b)
{
	return b->data ? b->data : "";
}

char *pg_buf_take(pg_buf *b)
{
	char *s = b->data ? b->data : strdup("");
	b->data = NULL;
	b->len = b->cap = 0;
	return s;
}

void pg_buf_free(pg_buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}
