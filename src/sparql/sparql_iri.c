/* SPDX-License-Identifier: Apache-2.0 */
/* RFC 3986 reference resolution, for BASE in SPARQL queries. */
#include "sparql/sparql_iri.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

/* Length of the scheme and ':' at the start of `s`, 0 if none. */
static size_t scheme_len(const char *s)
{
	if (!isalpha((unsigned char)s[0]))
		return 0;
	size_t i = 1;
	while (isalnum((unsigned char)s[i]) || s[i] == '+' || s[i] == '-' || s[i] == '.')
		i++;
	return s[i] == ':' ? i + 1 : 0;
}

/* Appends `path` to `out` with its "." and ".." segments removed (5.2.4). */
static void remove_dots(pg_buf *out, const char *path, size_t n)
{
	pg_buf b = PG_BUF_INIT;
	size_t i = 0;
	while (i < n) {
		const char *s = path + i;
		size_t left = n - i;
		if (left >= 3 && !strncmp(s, "../", 3)) {
			i += 3;
		} else if (left >= 2 && !strncmp(s, "./", 2)) {
			i += 2;
		} else if ((left >= 3 && !strncmp(s, "/./", 3)) || (left == 2 && !strncmp(s, "/.", 2))) {
			i += 2;
			if (left == 2) {
				pg_buf_addc(&b, '/');
				break;
			}
		} else if ((left >= 4 && !strncmp(s, "/../", 4)) || (left == 3 && !strncmp(s, "/..", 3))) {
			i += 3;
			char *last = b.len ? strrchr(b.data, '/') : NULL;
			b.len = last ? (size_t)(last - b.data) : 0;
			if (b.data)
				b.data[b.len] = '\0';
			if (left == 3) {
				pg_buf_addc(&b, '/');
				break;
			}
		} else if ((left == 1 && s[0] == '.') || (left == 2 && !strncmp(s, "..", 2))) {
			break;
		} else {
			size_t k = 1;
			while (k < left && s[k] != '/')
				k++;
			if (s[0] != '/')
				k = strcspn(s, "/") < left ? strcspn(s, "/") : left;
			pg_buf_add(&b, s, k);
			i += k;
		}
	}
	pg_buf_add(out, pg_buf_str(&b), b.len);
	pg_buf_free(&b);
}

char *sq_iri_resolve(const char *base, const char *ref)
{
	size_t rs = scheme_len(ref);
	if (rs) { /* absolute: its path without dot segments (5.2.2), as raptor loads it */
		size_t ra = !strncmp(ref + rs, "//", 2) ? 2 + strcspn(ref + rs + 2, "/?#") : 0;
		size_t rp = strcspn(ref + rs + ra, "?#");
		if (!memmem(ref + rs + ra, rp, "/.", 2))
			return strdup(ref);
		pg_buf out = PG_BUF_INIT;
		pg_buf_add(&out, ref, rs + ra);
		remove_dots(&out, ref + rs + ra, rp);
		pg_buf_adds(&out, ref + rs + ra + rp);
		return pg_buf_take(&out);
	}
	if (!base)
		return strdup(ref);
	size_t sl = scheme_len(base);
	const char *auth = base + sl;
	size_t al = 0;
	if (!strncmp(auth, "//", 2))
		al = 2 + strcspn(auth + 2, "/?#");
	const char *bpath = auth + al;
	size_t bpl = strcspn(bpath, "?#");
	size_t bql = bpath[bpl] == '?' ? strcspn(bpath + bpl, "#") : 0;
	pg_buf out = PG_BUF_INIT;
	pg_buf_add(&out, base, sl);
	if (!strncmp(ref, "//", 2)) {
		size_t ra = 2 + strcspn(ref + 2, "/?#");
		pg_buf_add(&out, ref, ra);
		size_t rp = strcspn(ref + ra, "?#");
		remove_dots(&out, ref + ra, rp);
		pg_buf_adds(&out, ref + ra + rp);
		return pg_buf_take(&out);
	}
	pg_buf_add(&out, auth, al);
	if (!ref[0] || ref[0] == '#') {
		pg_buf_add(&out, bpath, bpl + bql);
		pg_buf_adds(&out, ref);
	} else if (ref[0] == '?') {
		pg_buf_add(&out, bpath, bpl);
		pg_buf_adds(&out, ref);
	} else {
		size_t rp = strcspn(ref, "?#");
		pg_buf merged = PG_BUF_INIT;
		if (ref[0] == '/') {
			pg_buf_add(&merged, ref, rp);
		} else {
			if (al && !bpl) {
				pg_buf_addc(&merged, '/');
			} else {
				size_t keep = bpl;
				while (keep && bpath[keep - 1] != '/')
					keep--;
				pg_buf_add(&merged, bpath, keep);
			}
			pg_buf_add(&merged, ref, rp);
		}
		remove_dots(&out, pg_buf_str(&merged), merged.len);
		pg_buf_free(&merged);
		pg_buf_adds(&out, ref + rp);
	}
	char *r = pg_buf_take(&out);
	return r ? r : strdup("");
}
