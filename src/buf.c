/* SPDX-License-Identifier: Apache-2.0 */
/* Growable string buffer. */
#include "buf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool reserve(pg_buf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return true;
	size_t cap = b->cap ? b->cap : 64;
	while (cap < b->len + extra + 1)
		cap *= 2;
	char *p = realloc(b->data, cap);
	if (!p)
		return false;
	b->data = p;
	b->cap = cap;
	return true;
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
	return pg_buf_add(b, &c, 1);
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
