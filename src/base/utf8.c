/* SPDX-License-Identifier: Apache-2.0 */
/* UTF-8 decoding, validation and encoding. */
#include "base/utf8.h"

#include <string.h>

size_t pg_utf8_decode(const unsigned char *p, size_t avail, uint32_t *cp)
{
	if (!avail)
		return 0;
	unsigned char b = p[0];
	size_t n;
	uint32_t v, min;
	if (b < 0x80) {
		*cp = b;
		return 1;
	} else if (b >= 0xC2 && b <= 0xDF) {
		n = 2, v = b & 0x1F, min = 0x80;
	} else if (b >= 0xE0 && b <= 0xEF) {
		n = 3, v = b & 0x0F, min = 0x800;
	} else if (b >= 0xF0 && b <= 0xF4) {
		n = 4, v = b & 0x07, min = 0x10000;
	} else {
		return 0;
	}
	if (n > avail)
		return 0;
	for (size_t k = 1; k < n; k++) {
		if ((p[k] & 0xC0) != 0x80)
			return 0;
		v = (v << 6) | (p[k] & 0x3F);
	}
	if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
		return 0;
	*cp = v;
	return n;
}

size_t pg_utf8_next(const char *s, unsigned long *cp)
{
	uint32_t v;
	/* a NUL inside the sequence fails the continuation-byte check */
	size_t n = *s ? pg_utf8_decode((const unsigned char *)s, strnlen(s, 4), &v) : 0;
	*cp = n ? v : 0xFFFD;
	return n;
}

size_t pg_utf8_valid_prefix(const unsigned char *s, size_t n)
{
	size_t i = 0;
	while (i < n) {
		/* ASCII runs 8 bytes at a time: no high bit and no zero byte. */
		while (i + 8 <= n) {
			uint64_t w;
			memcpy(&w, s + i, 8);
			if ((w & 0x8080808080808080ULL) ||
			    ((w - 0x0101010101010101ULL) & 0x8080808080808080ULL))
				break;
			i += 8;
		}
		if (i >= n)
			break;
		if (s[i] == 0)
			return i;
		uint32_t cp;
		size_t len = pg_utf8_decode(s + i, n - i, &cp);
		if (!len)
			return i;
		i += len;
	}
	return n;
}

size_t pg_utf8_encode(unsigned long cp, char *o)
{
	if (cp < 0x80) {
		o[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		o[0] = (char)(0xC0 | (cp >> 6));
		o[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		o[0] = (char)(0xE0 | (cp >> 12));
		o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
		o[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	o[0] = (char)(0xF0 | (cp >> 18));
	o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
	o[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
	o[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}
