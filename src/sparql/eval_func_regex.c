/* SPDX-License-Identifier: Apache-2.0 */
/* REGEX and REPLACE (sections 17.4.3.14 and 17.4.3.15): XPath regular
 * expressions translated to POSIX extended ones and run by <regex.h> in the
 * C.UTF-8 locale, so that '.' and classes see characters, not bytes.
 * Translated: the escapes \d \D \w \W \s \S \i \c \n \r \t, the escaped
 * metacharacters, a few \p{..} categories, '.' not matching a line break
 * without flag s; flags i (REG_ICASE), m (REG_NEWLINE), s, x, q. What POSIX
 * cannot say (non-greedy quantifiers, class subtraction, (?: groups, most
 * \p categories) is an error value, as an invalid pattern is; so are
 * back-references (\1), which glibc matches in exponential time (((a*)\2)*b
 * takes over 30 s on 400 characters), and counted repetitions nested past
 * MAX_REGEX_COST. Compiled patterns are kept per evaluation by (pattern,
 * flags) term. */
#include <regex.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "sparql/eval_func_int.h"

typedef struct flags {
	bool i, m, s, x, q;
} flags;

static bool parse_flags(const char *f, flags *out)
{
	*out = (flags){0};
	for (; f && *f; f++) {
		switch (*f) {
		case 'i': out->i = true; break;
		case 'm': out->m = true; break;
		case 's': out->s = true; break;
		case 'x': out->x = true; break;
		case 'q': out->q = true; break;
		default: return false;
		}
	}
	return true;
}

static bool is_ere_special(char c) { return c && strchr(".[]\\()*+?{}|^$", c) != NULL; }

/* A \p{Name} / \P{Name} category as the body of a POSIX bracket (without
 * the brackets), or NULL if not one papergraph translates. */
static const char *category(const char *name, size_t len)
{
	static const struct {
		const char *name, *posix;
	} cats[] = {
		{"L", "[:alpha:]"}, {"Lu", "[:upper:]"}, {"Ll", "[:lower:]"}, {"N", "[:digit:]"},
		{"Nd", "[:digit:]"}, {"P", "[:punct:]"}, {"Z", "[:space:]"}, {"Zs", "[:blank:]"},
		{"C", "[:cntrl:]"}, {"Cc", "[:cntrl:]"},
	};
	for (size_t i = 0; i < sizeof cats / sizeof cats[0]; i++)
		if (strlen(cats[i].name) == len && !strncmp(cats[i].name, name, len))
			return cats[i].posix;
	return NULL;
}

/* Reads "{Name}" at p[*i] (after \p or \P); returns its bracket body. */
static const char *read_category(const char *p, size_t *i)
{
	if (p[*i] != '{')
		return NULL;
	const char *close = strchr(p + *i, '}');
	if (!close)
		return NULL;
	const char *c = category(p + *i + 1, (size_t)(close - p - *i - 1));
	*i = (size_t)(close - p) + 1;
	return c;
}

/* One bracket expression [...] of the XPath pattern, from p[*i] (just after
 * '['), appended as a POSIX one. */
static bool translate_class(const char *p, size_t *i, pg_buf *out)
{
	pg_buf mem = PG_BUF_INIT;
	bool neg = false, rbr = false, caret = false, dash = false, ok = true;
	if (p[*i] == '^') {
		neg = true;
		(*i)++;
	}
	bool first = true;
	for (;;) {
		char c = p[*i];
		if (!c) {
			ok = false;
			break;
		}
		if (c == ']' && !first) {
			(*i)++;
			break;
		}
		first = false;
		if (c == '[' || (c == '-' && p[*i + 1] == '[')) { /* subtraction, or a POSIX [: */
			ok = false;
			break;
		}
		if (c != '\\') {
			if (c == '^' && !mem.len && !rbr)
				caret = true;
			else if (!pg_buf_addc(&mem, c))
				ok = false;
			(*i)++;
			continue;
		}
		char x = p[*i + 1];
		*i += 2;
		const char *add = NULL;
		char one[2] = {0, 0};
		switch (x) {
		case 'd': add = "[:digit:]"; break;
		case 'w': add = "[:alnum:]"; break;
		case 's': add = " \t\n\r"; break;
		case 'i': add = "[:alpha:]_:"; break;
		case 'c': add = "[:alnum:]._:"; dash = true; break;
		case 'n': add = "\n"; break;
		case 'r': add = "\r"; break;
		case 't': add = "\t"; break;
		case ']': rbr = true; add = ""; break;
		case '-': dash = true; add = ""; break;
		case '^': caret = true; add = ""; break;
		case 'p':
			add = read_category(p, i);
			break;
		default:
			if (x && strchr("\\|.?*+(){}[$", x)) {
				one[0] = x;
				add = one;
			}
			break;
		}
		if (!add || !pg_buf_adds(&mem, add)) {
			ok = false;
			break;
		}
	}
	if (ok && !mem.len && !rbr && !dash && caret && !neg) {
		ok = pg_buf_adds(out, "\\^");
	} else if (ok && !mem.len && !rbr && !dash && !caret) {
		ok = false; /* an empty class */
	} else if (ok) {
		ok = pg_buf_addc(out, '[') && (!neg || pg_buf_addc(out, '^')) &&
		     (!rbr || pg_buf_addc(out, ']')) && pg_buf_add(out, pg_buf_str(&mem), mem.len) &&
		     (!caret || pg_buf_addc(out, '^')) && (!dash || pg_buf_addc(out, '-')) &&
		     pg_buf_addc(out, ']');
	}
	pg_buf_free(&mem);
	return ok;
}

/* The XPath pattern `p` as a POSIX extended regular expression in `out`;
 * false for what cannot be translated (or out-of-memory, which the caller
 * cannot tell apart: it is an error value either way). */
static bool translate(const char *p, const flags *f, pg_buf *out)
{
	bool ok = true;
	size_t i = 0;
	if (f->q) { /* the whole pattern is literal */
		for (; ok && p[i]; i++)
			ok = (!is_ere_special(p[i]) || pg_buf_addc(out, '\\')) && pg_buf_addc(out, p[i]);
		return ok && pg_buf_adds(out, "");
	}
	while (ok && p[i]) {
		char c = p[i];
		if (f->x && (c == ' ' || c == '\t' || c == '\n' || c == '\r')) {
			i++;
			continue;
		}
		if (c == '[') {
			i++;
			ok = translate_class(p, &i, out);
			continue;
		}
		if ((c == '*' || c == '+' || c == '?' || c == '}') && p[i + 1] == '?')
			return false; /* non-greedy: not in POSIX */
		if (c == '(' && p[i + 1] == '?')
			return false;
		if (c == '.') {
			ok = pg_buf_adds(out, f->s ? "." : "[^\n\r]");
			i++;
			continue;
		}
		if (c != '\\') {
			ok = pg_buf_addc(out, c);
			i++;
			continue;
		}
		char x = p[i + 1];
		i += 2;
		const char *cat;
		switch (x) {
		case 'd': ok = pg_buf_adds(out, "[[:digit:]]"); break;
		case 'D': ok = pg_buf_adds(out, "[^[:digit:]]"); break;
		case 'w': ok = pg_buf_adds(out, "[^[:punct:][:space:][:cntrl:]]"); break;
		case 'W': ok = pg_buf_adds(out, "[[:punct:][:space:][:cntrl:]]"); break;
		case 's': ok = pg_buf_adds(out, "[ \t\n\r]"); break;
		case 'S': ok = pg_buf_adds(out, "[^ \t\n\r]"); break;
		case 'i': ok = pg_buf_adds(out, "[[:alpha:]_:]"); break;
		case 'I': ok = pg_buf_adds(out, "[^[:alpha:]_:]"); break;
		case 'c': ok = pg_buf_adds(out, "[-[:alnum:]._:]"); break;
		case 'C': ok = pg_buf_adds(out, "[^-[:alnum:]._:]"); break;
		case 'n': ok = pg_buf_addc(out, '\n'); break;
		case 'r': ok = pg_buf_addc(out, '\r'); break;
		case 't': ok = pg_buf_addc(out, '\t'); break;
		case 'p':
		case 'P':
			cat = read_category(p, &i);
			ok = cat && pg_buf_adds(out, x == 'p' ? "[" : "[^") && pg_buf_adds(out, cat) &&
			     pg_buf_addc(out, ']');
			break;
		default:
			if (is_ere_special(x))
				ok = pg_buf_addc(out, '\\') && pg_buf_addc(out, x);
			else if (x == '-')
				ok = pg_buf_addc(out, x);
			else
				return false; /* an unknown escape, or '\' at the end */
			break;
		}
	}
	return ok && pg_buf_adds(out, "");
}

/* The most NFA positions a pattern may ask regcomp for: counted
 * repetitions multiply (((a{255}){255}){255} takes seconds and gigabytes to
 * be refused by glibc), so a larger estimate is an error value instead. */
#define MAX_REGEX_COST 100000.0
#define MAX_REGEX_DEPTH 64

/* An estimate of the size of the POSIX ERE `re`: each atom counts 1, a
 * group the sum of its content, {n,m} multiplies the atom before it by its
 * larger bound. False if it exceeds MAX_REGEX_COST or nests too deep. */
static bool cost_ok(const char *re)
{
	double cur[MAX_REGEX_DEPTH + 1] = {0}, last = 0;
	size_t depth = 0;
	bool quantified = false; /* the token before was a quantifier */
	for (size_t i = 0; re[i];) {
		char c = re[i];
		/* an atom takes one quantifier (XSD regular expressions; a reluctant
		 * `*?` POSIX cannot run): glibc copies the tree once per stacked
		 * quantifier, and `a*++++...` took gigabytes (fuzz_eval) */
		bool quantifier = c == '*' || c == '+' || c == '?' || c == '{';
		if (quantifier && quantified)
			return false;
		quantified = quantifier;
		if (c == '(') {
			if (++depth > MAX_REGEX_DEPTH)
				return false;
			cur[depth] = 0;
			last = 0;
			i++;
		} else if (c == ')' && depth) {
			last = cur[depth--];
			cur[depth] += last;
			i++;
		} else if (c == '{') {
			char *end;
			double k = strtod(re + i + 1, &end);
			if (*end == ',' && end[1] >= '0' && end[1] <= '9') {
				double m = strtod(end + 1, &end);
				k = m > k ? m : k;
			} else if (*end == ',') {
				end++;
			}
			cur[depth] += last * (k > 1 ? k - 1 : 0);
			last *= k > 1 ? k : 1;
			i = *end == '}' ? (size_t)(end - re) + 1 : i + 1;
		} else if (c == '*' || c == '+' || c == '?' || c == '|' || c == '^' || c == '$') {
			i++;
		} else {
			if (c == '\\' && re[i + 1]) {
				i += 2;
			} else if (c == '[') { /* to the closing ']', past [:class:] names */
				i++;
				if (re[i] == '^')
					i++;
				if (re[i] == ']')
					i++;
				while (re[i] && re[i] != ']') {
					if (re[i] == '[' && re[i + 1] == ':') {
						const char *close = strstr(re + i + 2, ":]");
						i = close ? (size_t)(close - re) + 2 : i + 1;
					} else {
						i++;
					}
				}
				if (re[i])
					i++;
			} else {
				i++;
			}
			last = 1;
			cur[depth] += 1;
		}
		if (cur[depth] > MAX_REGEX_COST || last > MAX_REGEX_COST)
			return false;
	}
	return true;
}

/* The compiled regex for pattern term `pat` and flags term `fl` (0: none),
 * from the cache or compiled now; NULL for an invalid pattern or flags (an
 * error value) or out-of-memory (recorded). */
static const regex_t *compiled(sq_eval *e, sq_id pat, sq_id fl)
{
	struct sq_func_state *st = sq_fn_state(e);
	if (!st)
		return NULL;
	for (size_t k = 0; k < st->nre; k++)
		if (st->re[k].used && st->re[k].pat == pat && st->re[k].flags == fl)
			return st->re[k].ok ? &st->re[k].re : NULL;
	const sq_term *p = sq_fn_plain(e, pat), *ft = fl ? sq_fn_plain(e, fl) : NULL;
	flags f;
	if (!p || (fl && !ft) || !parse_flags(ft ? ft->value : NULL, &f))
		return NULL; /* a type error: not worth a cache entry */
	if (!st->re && !(st->re = calloc(SQ_FN_REGEX_CACHE, sizeof *st->re))) {
		sq_fn_nomem(e);
		return NULL;
	}
	size_t k;
	if (st->nre < SQ_FN_REGEX_CACHE) {
		k = st->nre++;
	} else {
		k = st->next_re;
		st->next_re = (st->next_re + 1) % SQ_FN_REGEX_CACHE;
		if (st->re[k].ok)
			regfree(&st->re[k].re);
	}
	sq_fn_regex_entry *en = &st->re[k];
	*en = (sq_fn_regex_entry){.pat = pat, .flags = fl, .used = true};
	pg_buf ere = PG_BUF_INIT;
	if (translate(p->value, &f, &ere) && cost_ok(pg_buf_str(&ere))) {
		int cf = REG_EXTENDED | (f.i ? REG_ICASE : 0) | (f.m ? REG_NEWLINE : 0);
		locale_t loc = sq_fn_utf8_locale(), old = loc ? uselocale(loc) : (locale_t)0;
		en->ok = regcomp(&en->re, pg_buf_str(&ere), cf) == 0;
		if (loc)
			uselocale(old);
	}
	pg_buf_free(&ere);
	return en->ok ? &en->re : NULL;
}

/* regexec in the UTF-8 locale. */
static int run(const regex_t *re, const char *s, size_t nm, regmatch_t *m, int ef)
{
	locale_t loc = sq_fn_utf8_locale(), old = loc ? uselocale(loc) : (locale_t)0;
	int r = regexec(re, s, nm, m, ef);
	if (loc)
		uselocale(old);
	return r;
}

sq_id sq_fn_regex(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *s = sq_fn_string(e, a[0]);
	if (!s)
		return 0;
	const regex_t *re = compiled(e, a[1], n > 2 ? a[2] : 0);
	if (!re)
		return 0;
	return sq_fn_bool(e, run(re, s->value, 0, NULL, 0) == 0);
}

/* Appends the replacement template `r` for match `m` of `s`: $N is group N
 * (empty if it did not take part or there is none), \$ and \\ are '$' and
 * '\'; with flag q (`literal`) none of that. Returns 1, 0 for a malformed
 * template (an error value), -1 on out-of-memory. */
static int expand(pg_buf *out, const char *r, const char *s, const regmatch_t *m, size_t nsub,
		  bool literal)
{
	if (literal) /* flag q: the replacement is taken as it is */
		return pg_buf_adds(out, r) ? 1 : -1;
	for (size_t i = 0; r[i];) {
		char c = r[i];
		bool ok;
		if (c == '\\') {
			if (r[i + 1] != '\\' && r[i + 1] != '$')
				return 0;
			ok = pg_buf_addc(out, r[i + 1]);
			i += 2;
		} else if (c == '$') {
			if (r[i + 1] < '0' || r[i + 1] > '9')
				return 0;
			size_t g = (size_t)(r[++i] - '0');
			i++;
			while (r[i] >= '0' && r[i] <= '9' && g * 10 + (size_t)(r[i] - '0') <= nsub)
				g = g * 10 + (size_t)(r[i++] - '0');
			ok = g > nsub || m[g].rm_so < 0 ||
			     pg_buf_add(out, s + m[g].rm_so, (size_t)(m[g].rm_eo - m[g].rm_so));
		} else {
			ok = pg_buf_addc(out, c);
			i++;
		}
		if (!ok)
			return -1;
	}
	return 1;
}

#define MAX_GROUPS 32

sq_id sq_fn_replace(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	const sq_term *s = sq_fn_string(e, a[0]), *rep = sq_fn_plain(e, a[2]);
	if (!s || !rep)
		return 0;
	const regex_t *re = compiled(e, a[1], n > 3 ? a[3] : 0);
	if (!re)
		return 0;
	const sq_term *fl = n > 3 ? sq_fn_plain(e, a[3]) : NULL;
	bool literal = fl && strchr(fl->value, 'q');
	/* fn:replace: an error when the pattern matches the empty string */
	if (run(re, "", 0, NULL, 0) == 0)
		return 0;
	size_t nsub = re->re_nsub < MAX_GROUPS ? re->re_nsub : MAX_GROUPS - 1;
	regmatch_t m[MAX_GROUPS];
	pg_buf out = PG_BUF_INIT;
	size_t pos = 0;
	int ok = 1;
	while (ok == 1 && pos <= s->len) {
		const char *at = s->value + pos;
		if (run(re, at, nsub + 1, m, pos ? REG_NOTBOL : 0) != 0)
			break;
		size_t so = (size_t)m[0].rm_so, eo = (size_t)m[0].rm_eo;
		ok = pg_buf_add(&out, at, so) ? expand(&out, rep->value, at, m, nsub, literal) : -1;
		if (eo == so) { /* cannot happen after the check above; never loop */
			if (pos + eo >= s->len) {
				pos = s->len;
				break;
			}
			size_t k = pos + eo;
			sq_utf8_next(s->value, s->len, &k);
			if (ok == 1 && !pg_buf_add(&out, s->value + pos + eo, k - pos - eo))
				ok = -1;
			pos = k;
		} else {
			pos += eo;
		}
	}
	if (ok == 1 && pos < s->len && !pg_buf_add(&out, s->value + pos, s->len - pos))
		ok = -1;
	if (ok != 1) {
		pg_buf_free(&out);
		return ok < 0 ? sq_fn_nomem(e) : 0;
	}
	sq_id r = sq_fn_like(e, s, pg_buf_str(&out), out.len);
	pg_buf_free(&out);
	return r;
}
