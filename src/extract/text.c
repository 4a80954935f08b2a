/* SPDX-License-Identifier: Apache-2.0 */
/* Sentence splitting and tokenization that survive LaTeX, markdown and Unicode in abstracts. */
#include "extract/text.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/ascii.h"
#include "base/utf8.h"

/* The clean text never grows by more than this factor (\times -> x, em dash -> " - "). */
#define GROWTH 4

typedef struct cleaner {
	const unsigned char *in;
	size_t n;
	char *out;
	uint32_t *ostart, *oend;
	uint8_t *cflags;
	size_t len, cap;
	bool math;
	bool bold;            /* inside markdown ** or * emphasis */
	int wrap_pending;     /* the last command was a text wrapper waiting for its '{' */
	uint32_t brace_emph;  /* bit stack: 1 = this brace group is a text wrapper */
	int brace_depth;
	int emph_groups;      /* open wrapper groups */
} cleaner;

/* The flags of the bytes written now: inside math, inside emphasis. */
static uint8_t font_flags(const cleaner *c)
{
	return (uint8_t)((c->math ? PG_TOKF_MATH : 0) | (c->bold || c->emph_groups > 0 ? PG_TOKF_EMPH : 0));
}

static void emit(cleaner *c, const char *s, size_t n, size_t from, size_t to, uint8_t extra)
{
	uint8_t f = (uint8_t)(extra | font_flags(c));
	for (size_t k = 0; k < n && c->len < c->cap; k++) {
		c->out[c->len] = s[k];
		c->ostart[c->len] = (uint32_t)from;
		c->oend[c->len] = (uint32_t)to;
		c->cflags[c->len] = f;
		c->len++;
	}
}

/* The ASCII bytes clean_text() may treat specially; the other printable ones
 * are copied as they are. */
static const bool special_ascii[128] = {
	['$'] = true, ['\\'] = true, ['{'] = true, ['}'] = true, ['*'] = true,
	['^'] = true, ['_'] = true, ['`'] = true, ['\''] = true, ['~'] = true,
};

static bool plain_byte(unsigned char b)
{
	return b >= 0x20 && b < 0x7F && !special_ascii[b];
}

/* Copies the plain bytes in[i, j) one for one, as emit() would byte by byte. */
static void emit_plain(cleaner *c, size_t i, size_t j)
{
	uint8_t f = font_flags(c);
	for (size_t k = i; k < j && c->len < c->cap; k++) {
		c->out[c->len] = (char)c->in[k];
		c->ostart[c->len] = (uint32_t)k;
		c->oend[c->len] = (uint32_t)(k + 1);
		c->cflags[c->len] = f;
		c->len++;
	}
}

static char last_out(const cleaner *c)
{
	return c->len ? c->out[c->len - 1] : ' ';
}

/* Text wrappers mark names (\texttt{Foo}); math wrappers only change fonts. */
static const char *const text_wrappers[] = {
	"texttt", "textbf", "textit", "textsc", "textsf", "textrm", "textnormal", "text",
	"emph", "mbox", "underline", "textup", "textsl", "textsubscript", "textsuperscript", NULL
};
static const char *const math_wrappers[] = {
	"mathrm", "mathbf", "mathit", "mathsf", "mathtt", "mathcal", "mathbb", "mathscr",
	"mathfrak", "boldsymbol", "bm", "operatorname", "hat", "tilde", "bar", "widetilde",
	"widehat", "overline", "vec", "dot", "ddot", "left", "right", "big", "Big", "bigg",
	"Bigg", "displaystyle", "textstyle", "scriptstyle", "limits", "nolimits", NULL
};
static const char *const drop_arg[] = {
	"url", "href", "cite", "citep", "citet", "ref", "eqref", "label", "footnote", "textcolor",
	"color", "includegraphics", "vspace", "hspace", "begin", "end", NULL
};
/* Quotation and layout commands: the command goes, the text stays
 * (\enquote{item sets}, \item, \par); never a name. */
static const char *const layout_commands[] = {
	"enquote", "textquote", "item", "par", "newline", "noindent", "linebreak", "smallskip",
	"medskip", "bigskip", "centering", "hfill", "vfill", "itemsep", NULL
};
/* Environments whose \begin / \end lost their braces ("\beginitemize"). */
static const char *const environments[] = {
	"itemize", "enumerate", "description", "abstract", "quote", "center", NULL
};

/* True if `name` is \begin or \end glued to an environment's name. */
static bool bare_environment(const unsigned char *name, size_t nl)
{
	size_t k = nl > 5 && memcmp(name, "begin", 5) == 0 ? 5 : nl > 3 && memcmp(name, "end", 3) == 0 ? 3 : 0;
	for (const char *const *e = environments; k && *e; e++)
		if (strlen(*e) == nl - k && memcmp(name + k, *e, nl - k) == 0)
			return true;
	return false;
}
static const char *const greek[] = {
	"alpha", "beta", "gamma", "delta", "epsilon", "varepsilon", "zeta", "eta", "theta",
	"vartheta", "iota", "kappa", "lambda", "mu", "nu", "xi", "pi", "rho", "sigma", "tau",
	"upsilon", "phi", "varphi", "chi", "psi", "omega", "Gamma", "Delta", "Theta", "Lambda",
	"Xi", "Pi", "Sigma", "Phi", "Psi", "Omega", "ell", NULL
};

/* Math commands that stand for a symbol or an operator, never for a name, also
 * when an abstract writes them outside $...$ ("a vector \mathbfv\in\mathbbZ^d",
 * "\sum_i x_i", "\log N", "\alpha\rightarrow0"). */
static const char *const math_commands[] = {
	"sum", "prod", "log", "exp", "ln", "sin", "cos", "tan", "det", "tr", "arg", "argmin",
	"argmax", "lim", "limsup", "liminf", "max", "min", "sup", "inf", "int", "oint", "frac",
	"dfrac", "tfrac", "sqrt", "infty", "partial", "nabla", "forall", "exists", "in", "notin",
	"subset", "subseteq", "cup", "cap", "setminus", "le", "leq", "ge", "geq", "neq", "ne",
	"approx", "sim", "simeq", "propto", "equiv", "ll", "gg", "to", "mapsto", "rightarrow",
	"leftarrow", "Rightarrow", "Leftarrow", "leftrightarrow", "iff", "implies", "cdots",
	"ldots", "dots", "vdots", "mid", "top", "perp", "circ", "otimes", "oplus", "star", "ast",
	"langle", "rangle", "lfloor", "rfloor", "lceil", "rceil", "lVert", "rVert", "Vert",
	"vert", "quad", "qquad", NULL
};

static bool in_list(const char *const *list, const unsigned char *s, size_t n)
{
	for (; *list; list++)
		if (strlen(*list) == n && memcmp(*list, s, n) == 0)
			return true;
	return false;
}

/* True if `name` is a math font command or operator glued to a symbol of one
 * or two letters whose brace or space was lost ("mathbfv", "mathbbz", "sqrtT",
 * "fracn"). */
static bool math_font_prefix(const unsigned char *name, size_t nl)
{
	static const char *const pre[] = {"mathbf", "mathbb", "mathcal", "mathrm", "mathit",
					  "mathsf", "mathfrak", "mathscr", "boldsymbol", "sqrt",
					  "frac", "sum", "prod", NULL};
	for (const char *const *p = pre; *p; p++) {
		size_t k = strlen(*p);
		if (nl > k && nl <= k + 2 && memcmp(name, *p, k) == 0)
			return true;
	}
	return false;
}

/* Returns the length of a text wrapper name that starts `name` followed by an
 * upper-case letter (\emphFoo), else 0. */
static size_t wrapper_prefix(const unsigned char *name, size_t nl)
{
	static const char *const pre[] = { "emph", "textbf", "textit", "texttt", "textsc", "mathrm",
					   "mathbf", "mathcal", "text", NULL };
	for (const char *const *p = pre; *p; p++) {
		size_t k = strlen(*p);
		if (nl > k && memcmp(name, *p, k) == 0 &&
		    ((name[k] >= 'A' && name[k] <= 'Z') || (k == 4 && memcmp(*p, "emph", 4) == 0)))
			return k;
	}
	return 0;
}

/* Handles a backslash at c->in[i]; returns the index after what was consumed. */
static size_t clean_command(cleaner *c, size_t i)
{
	const unsigned char *in = c->in;
	size_t n = c->n;
	if (i + 1 >= n)
		return i + 1;
	unsigned char nx = in[i + 1];
	if (!pg_ascii_is_alpha(nx)) {
		if (nx == '%' || nx == '&' || nx == '#' || nx == '_')
			emit(c, (const char *)&in[i + 1], 1, i, i + 2, 0);
		else if (nx == ',' || nx == ';' || nx == ' ' || nx == '\\' || nx == '!' || nx == ':' ||
			 nx == '\n')
			emit(c, " ", 1, i, i + 2, 0);
		return i + 2;
	}
	size_t j = i + 1;
	while (j < n && pg_ascii_is_alpha(in[j]))
		j++;
	const unsigned char *name = in + i + 1;
	size_t nl = j - i - 1;
	if (in_list(drop_arg, name, nl)) {
		/* \url{...}, \cite{...}: the argument is not prose */
		size_t k = j;
		while (k < n && (in[k] == ' ' || in[k] == '*'))
			k++;
		if (k < n && in[k] == '{') {
			int depth = 0;
			while (k < n) {
				if (in[k] == '{')
					depth++;
				else if (in[k] == '}' && --depth == 0)
					break;
				k++;
			}
			j = k < n ? k + 1 : n;
		}
		emit(c, " ", 1, i, j, 0);
	} else if (in_list(text_wrappers, name, nl)) {
		c->wrap_pending = 1;
	} else if (in_list(math_wrappers, name, nl)) {
		/* font change only: drop the command */
	} else if (in_list(layout_commands, name, nl) || bare_environment(name, nl) ||
		   (nl > 4 && memcmp(name, "cite", 4) == 0 && pg_ascii_is_upper(name[4]))) {
		/* layout, or "\citeBarakNotes": a citation whose brace was lost */
		emit(c, " ", 1, i, j, 0);
	} else if ((nl == 5 && memcmp(name, "times", 5) == 0) ||
		   (nl == 4 && memcmp(name, "cdot", 4) == 0)) {
		if (pg_ascii_is_digit((unsigned char)last_out(c)))
			emit(c, "x", 1, i, j, 0);
		else
			emit(c, " ", 1, i, j, 0);
	} else if ((nl == 9 && memcmp(name, "downarrow", 9) == 0) ||
		   (nl == 9 && memcmp(name, "Downarrow", 9) == 0) ||
		   (nl == 7 && memcmp(name, "searrow", 7) == 0)) {
		emit(c, " \xE2\x86\x93", 4, i, j, 0);
	} else if ((nl == 7 && memcmp(name, "uparrow", 7) == 0) ||
		   (nl == 7 && memcmp(name, "Uparrow", 7) == 0) ||
		   (nl == 7 && memcmp(name, "nearrow", 7) == 0)) {
		emit(c, " \xE2\x86\x91", 4, i, j, 0);
	} else if (nl == 2 && memcmp(name, "pm", 2) == 0) {
		emit(c, " \xC2\xB1 ", 4, i, j, 0);
	} else if (c->math) {
		if (in_list(greek, name, nl))
			emit(c, (const char *)name, nl, i, j, 0);
		else
			emit(c, " ", 1, i, j, 0);
	} else if ((nl == 2 && memcmp(name, "eg", 2) == 0) || (nl == 2 && memcmp(name, "ie", 2) == 0)) {
		emit(c, nl && name[0] == 'e' ? "e.g." : "i.e.", 4, i, j, 0);
	} else if (wrapper_prefix(name, nl) > 0) {
		/* "\emphNon-Gaussian": a wrapper whose brace was lost; keep the text */
		size_t w = wrapper_prefix(name, nl);
		if (pg_ascii_is_alnum((unsigned char)last_out(c)))
			emit(c, " ", 1, i, i, 0);
		emit(c, (const char *)name + w, nl - w, i + 1 + w, j, 0);
	} else if (in_list(greek, name, nl)) {
		/* a Greek letter outside $...$ ("\alpha-divergence"): its name, as in math,
		 * but not a macro standing for a name */
		if (pg_ascii_is_alnum((unsigned char)last_out(c)))
			emit(c, " ", 1, i, i, 0);
		emit(c, (const char *)name, nl, i, j, 0);
	} else if (in_list(math_commands, name, nl) || math_font_prefix(name, nl)) {
		/* math outside $...$ ("\sum", "\rightarrow", "\mathbfv" whose brace
		 * was lost): a symbol or an operator, never a name */
		emit(c, " ", 1, i, j, 0);
	} else {
		/* An undefined macro outside math usually stands for a name (\ours, \foo). */
		if (pg_ascii_is_alnum((unsigned char)last_out(c)))
			emit(c, " ", 1, i, i, 0);
		emit(c, (const char *)name, nl, i, j, PG_TOKF_MACRO);
		/* "\foo{}" and "\foo\ " idioms */
		if (j + 1 < n && in[j] == '{' && in[j + 1] == '}')
			j += 2;
	}
	return j;
}

static void clean_text(cleaner *c)
{
	const unsigned char *in = c->in;
	size_t n = c->n;
	size_t i = 0;
	while (i < n) {
		unsigned char b = in[i];
		if (plain_byte(b)) {
			size_t j = i + 1;
			while (j < n && plain_byte(in[j]))
				j++;
			emit_plain(c, i, j);
			c->wrap_pending = 0;
			i = j;
			continue;
		}
		if (b == '$') {
			size_t j = i + 1;
			if (j < n && in[j] == '$')
				j++;
			c->math = !c->math;
			i = j;
			continue;
		}
		if (b == '\\') {
			i = clean_command(c, i);
			continue;
		}
		if (b == '{') {
			if (c->brace_depth < 32) {
				uint32_t bit = 1u << c->brace_depth;
				if (c->wrap_pending) {
					c->brace_emph |= bit;
					c->emph_groups++;
				} else {
					c->brace_emph &= ~bit;
				}
			}
			c->brace_depth++;
			c->wrap_pending = 0;
			i++;
			continue;
		}
		c->wrap_pending = 0;
		if (b == '}') {
			if (c->brace_depth > 0) {
				c->brace_depth--;
				if (c->brace_depth < 32 && (c->brace_emph & (1u << c->brace_depth))) {
					c->brace_emph &= ~(1u << c->brace_depth);
					c->emph_groups--;
				}
			}
			i++;
			continue;
		}
		if (b == '*') {
			/* markdown emphasis; "**" or "*" toggles, a lone "*" in math is a product */
			size_t j = i;
			while (j < n && in[j] == '*')
				j++;
			if (!c->math)
				c->bold = !c->bold;
			i = j;
			continue;
		}
		if (c->math && (b == '^' || b == '_')) {
			i++;
			continue;
		}
		if (b == '`') {
			if (i + 1 < n && in[i + 1] == '`') {
				emit(c, "\"", 1, i, i + 2, 0);
				i += 2;
			} else {
				i++;
			}
			continue;
		}
		if (b == '\'' && i + 1 < n && in[i + 1] == '\'') {
			emit(c, "\"", 1, i, i + 2, 0);
			i += 2;
			continue;
		}
		if (b == '\n' || b == '\r' || b == '\t' || b == '\v' || b == '\f' || b == '~' || b == 0) {
			emit(c, " ", 1, i, i + 1, 0);
			i++;
			continue;
		}
		if (b < 0x80) {
			if (b < 0x20 || b == 0x7F)
				emit(c, " ", 1, i, i + 1, 0);
			else
				emit(c, (const char *)&in[i], 1, i, i + 1, 0);
			i++;
			continue;
		}
		uint32_t cp;
		size_t k = pg_utf8_decode(in + i, n - i, &cp);
		if (k == 0) {
			emit(c, " ", 1, i, i + 1, 0);
			i++;
			continue;
		}
		switch (cp) {
		case 0xA0: case 0x2002: case 0x2003: case 0x2009: case 0x200A: case 0x202F: case 0x3000:
			emit(c, " ", 1, i, i + k, 0);
			break;
		case 0x200B: case 0x200C: case 0x200D: case 0xFEFF: case 0xAD:
			break;
		case 0x2018: case 0x2019: case 0x201B: case 0x2032: case 0xB4:
			emit(c, "'", 1, i, i + k, 0);
			break;
		case 0x201C: case 0x201D: case 0x201E: case 0x2033: case 0xAB: case 0xBB:
			emit(c, "\"", 1, i, i + k, 0);
			break;
		case 0x2010: case 0x2011: case 0x2012: case 0x2013: case 0x2212:
			emit(c, "-", 1, i, i + k, 0);
			break;
		case 0x2014: case 0x2015:
			emit(c, " - ", 3, i, i + k, 0);
			break;
		case 0xD7:
			if (pg_ascii_is_digit((unsigned char)last_out(c)))
				emit(c, "x", 1, i, i + k, 0);
			else
				emit(c, " ", 1, i, i + k, 0);
			break;
		case 0xFB01:
			emit(c, "fi", 2, i, i + k, 0);
			break;
		case 0xFB02:
			emit(c, "fl", 2, i, i + k, 0);
			break;
		case 0x2026:
			emit(c, "...", 3, i, i + k, 0);
			break;
		default:
			emit(c, (const char *)&in[i], k, i, i + k, 0);
		}
		i += k;
	}
}

/* Returns true for code points that are symbols rather than letters. */
static bool is_symbol_cp(uint32_t cp)
{
	if (cp < 0x80)
		return false;
	if (cp == 0xB5) /* micro sign works as a letter */
		return false;
	if (cp < 0xC0)
		return true; /* Latin-1 punctuation: ± · ° § ¶ ... */
	if (cp == 0xD7 || cp == 0xF7)
		return true;
	if (cp >= 0x2000 && cp <= 0x2BFF)
		return true; /* punctuation, arrows, math operators, shapes */
	if (cp >= 0x3000 && cp <= 0x303F)
		return true;
	if (cp >= 0xFE30 && cp <= 0xFE4F)
		return true;
	if (cp >= 0xFF00 && cp <= 0xFF0F)
		return true;
	if (cp >= 0x1F000)
		return true; /* emoji */
	return false;
}

/* Returns the length of a word character at clean[i] (0 if not a word character). */
static size_t word_char(const char *s, size_t n, size_t i)
{
	unsigned char b = (unsigned char)s[i];
	if (pg_ascii_is_alnum(b))
		return 1;
	if (b < 0x80)
		return 0;
	uint32_t cp;
	size_t k = pg_utf8_decode((const unsigned char *)s + i, n - i, &cp);
	if (k == 0 || is_symbol_cp(cp))
		return 0;
	return k;
}

static const char *const abbrevs[] = {
	"al", "etc", "vs", "fig", "figs", "eq", "eqs", "cf", "resp", "approx", "sec", "tab",
	"no", "dr", "mr", "ms", "prof", "vol", "pp", "ca", "viz", "incl", "wrt", "resp", "ref",
	"refs", "thm", "def", "lem", "prop", "cor", "ch", "app", "appx", "ex", "est", "jr", "sr",
	"inc", "ltd", "co", "corp", "dept", "univ", "st", NULL
};

static bool is_abbrev(const char *s, size_t n)
{
	if (n == 0 || n > 6)
		return false;
	char w[8];
	for (size_t k = 0; k < n; k++)
		w[k] = (char)pg_ascii_lower((unsigned char)s[k]);
	for (const char *const *a = abbrevs; *a; a++)
		if (strlen(*a) == n && memcmp(*a, w, n) == 0)
			return true;
	return false;
}

/* Returns true if s[0..n) looks like "e", "e.g", "w.r.t": single letters joined by dots. */
static bool dotted_letters(const char *s, size_t n)
{
	if (n % 2 == 0)
		return false;
	for (size_t k = 0; k < n; k++)
		if ((k % 2 == 0 && !pg_ascii_is_alpha((unsigned char)s[k])) || (k % 2 == 1 && s[k] != '.'))
			return false;
	return true;
}

static bool push_tok(pg_text *t, size_t *cap, size_t s, size_t e, int kind, const uint8_t *cflags,
		     bool space)
{
	if (t->n_toks == *cap) {
		size_t nc = *cap ? *cap * 2 : 256;
		pg_token *p = realloc(t->toks, nc * sizeof *p);
		if (!p)
			return false;
		t->toks = p;
		*cap = nc;
	}
	uint8_t f = cflags[s] & (PG_TOKF_MATH | PG_TOKF_EMPH);
	for (size_t k = s; k < e; k++)
		f |= cflags[k] & (PG_TOKF_MACRO | PG_TOKF_EMPH);
	if (space)
		f |= PG_TOKF_SPACE;
	pg_token *tk = &t->toks[t->n_toks++];
	tk->s = (uint32_t)s;
	tk->e = (uint32_t)e;
	tk->kind = (uint8_t)kind;
	tk->flags = f;
	tk->len = (uint16_t)((e - s) > 65535 ? 65535 : (e - s));
	tk->sentence = 0;
	return true;
}

/* Returns true if the run of non-blank bytes at s (n bytes left) is a web address
 * written without its scheme: a host with a known top-level domain and a path
 * ("github.com/foo/bar", "huggingface.co/x"); not "and/or" or "w.r.t.". */
static bool bare_web_address(const char *s, size_t n)
{
	static const char *const tlds[] = {"com", "org", "net", "io", "ai", "co", "edu", "gov", "dev", "me", "info", NULL};
	size_t k = 0, dot = 0;
	while (k < n && k < 80 && s[k] != ' ' && s[k] != '/') {
		if (s[k] == '.')
			dot = k;
		else if (!pg_ascii_is_alnum((unsigned char)s[k]) && s[k] != '-')
			return false;
		k++;
	}
	if (k >= n || s[k] != '/' || dot == 0 || k - dot < 3)
		return false;
	for (const char *const *t = tlds; *t; t++)
		if (strlen(*t) == k - dot - 1 && strncasecmp(s + dot + 1, *t, k - dot - 1) == 0)
			return true;
	return false;
}


static bool tokenize(pg_text *t)
{
	const char *s = t->clean;
	size_t n = t->clean_len;
	size_t cap = 0;
	size_t i = 0;
	bool space = true;
	while (i < n) {
		unsigned char b = (unsigned char)s[i];
		if (b == ' ') {
			space = true;
			i++;
			continue;
		}
		if (((b == 'h' || b == 'w') && (strncmp(s + i, "http://", 7) == 0 || strncmp(s + i, "https://", 8) == 0 ||
				    strncmp(s + i, "www.", 4) == 0)) ||
		    (space && bare_web_address(s + i, n - i))) {
			/* a web address is one opaque symbol; its trailing full stop stays punctuation */
			size_t st = i;
			while (i < n && s[i] != ' ')
				i++;
			while (i > st + 1 && (s[i - 1] == '.' || s[i - 1] == ')' || s[i - 1] == ',' || s[i - 1] == ';'))
				i--;
			if (!push_tok(t, &cap, st, i, PG_TOK_SYMBOL, t->cflags, space))
				return false;
			space = false;
			continue;
		}
		size_t k = word_char(s, n, i);
		if (k) {
			size_t st = i;
			bool all_num = pg_ascii_is_digit(b);
			i += k;
			for (;;) {
				if (i >= n)
					break;
				size_t w = word_char(s, n, i);
				if (w) {
					if (!pg_ascii_is_digit((unsigned char)s[i]))
						all_num = false;
					i += w;
					continue;
				}
				unsigned char c = (unsigned char)s[i];
				bool prev_alnum = word_char(s, n, i - 1) || ((unsigned char)s[i - 1] >= 0x80);
				if ((c == '-' || c == '_') && i + 1 < n && word_char(s, n, i + 1) && prev_alnum) {
					all_num = false;
					i++;
					continue;
				}
				/* "CoNLL'03", "SemEval'16": a two-digit year after the
				 * apostrophe of a name with two capitals or more stays on
				 * the name (not "the model's", not a citation "Stein'81") */
				if (c == '\'' && prev_alnum && i + 2 < n && pg_ascii_is_digit((unsigned char)s[i + 1]) &&
				    pg_ascii_is_digit((unsigned char)s[i + 2]) && (i + 3 >= n || !word_char(s, n, i + 3))) {
					int upper = 0;
					for (size_t u = st; u < i; u++)
						upper += pg_ascii_is_upper((unsigned char)s[u]) != 0;
					if (upper >= 2) {
						all_num = false;
						i += 3;
						continue;
					}
				}
				/* "xFlickr&CO": an ampersand between a name's parts, no
				 * spaces, three characters before it and a capitalised part
				 * after it (not the abbreviations "Q&A", "R&D", "H&E") */
				if (c == '&' && prev_alnum && i - st >= 3 && i + 2 < n &&
				    pg_ascii_is_upper((unsigned char)s[i + 1]) && pg_ascii_is_alnum((unsigned char)s[i + 2]) &&
				    /* not versions: "Foo-V1&V2" is two names */
				    !((s[i + 1] == 'V' || s[i + 1] == 'v') && pg_ascii_is_digit((unsigned char)s[i + 2]))) {
					all_num = false;
					i++;
					continue;
				}
				/* "R@1", "Hits@10", "NDCG@K": a cut-off after a measure's name
				 * stays on it (not an address: "foo@bar") */
				if (c == '@' && prev_alnum && !all_num && i + 1 < n &&
				    (pg_ascii_is_digit((unsigned char)s[i + 1]) ||
				     ((s[i + 1] == 'K' || s[i + 1] == 'k') && (i + 2 >= n || !word_char(s, n, i + 2))))) {
					i++;
					continue;
				}
				if (c == '.' && i + 1 < n && pg_ascii_is_digit((unsigned char)s[i - 1]) &&
				    pg_ascii_is_digit((unsigned char)s[i + 1])) {
					i++;
					continue;
				}
				if (c == ',' && all_num && i + 3 < n + 0 && pg_ascii_is_digit((unsigned char)s[i + 1]) &&
				    pg_ascii_is_digit((unsigned char)s[i + 2]) && pg_ascii_is_digit((unsigned char)s[i + 3]) &&
				    (i + 4 >= n || !pg_ascii_is_alnum((unsigned char)s[i + 4]))) {
					i++;
					continue;
				}
				/* e.g. i.e. U.S. w.r.t.: single letters joined by dots */
				if (c == '.' && i + 2 < n && pg_ascii_is_alpha((unsigned char)s[i + 1]) && s[i + 2] == '.' &&
				    dotted_letters(s + st, i - st)) {
					i += 2;
					continue;
				}
				break;
			}
			/* "Foo++", "Bar+": a name's version mark stays on the name (not "A+B", not in numbers) */
			if (!all_num && i < n && s[i] == '+') {
				size_t q = i;
				while (q < n && q < i + 2 && s[q] == '+')
					q++;
				bool upper = false;
				for (size_t u = st; u < i; u++)
					upper = upper || pg_ascii_is_upper((unsigned char)s[u]);
				if (upper && i - st >= 2 && (q >= n || !word_char(s, n, q)))
					i = q;
			}
			bool abbrev = false;
			if (i < n && s[i] == '.') {
				size_t wl = i - st;
				if ((wl >= 3 && dotted_letters(s + st, wl)) || is_abbrev(s + st, wl)) {
					i++;
					abbrev = true;
				}
			}
			if (!push_tok(t, &cap, st, i, all_num ? PG_TOK_NUMBER : PG_TOK_WORD, t->cflags, space))
				return false;
			if (abbrev)
				t->toks[t->n_toks - 1].flags |= PG_TOKF_ABBREV;
			space = false;
			continue;
		}
		if (b == '\'' && i + 1 < n && (s[i + 1] == 's' || s[i + 1] == 'S') &&
		    (i + 2 >= n || !word_char(s, n, i + 2)) && i > 0 && s[i - 1] != ' ') {
			if (!push_tok(t, &cap, i, i + 2, PG_TOK_PUNCT, t->cflags, space))
				return false;
			i += 2;
			space = false;
			continue;
		}
		if (b == '-') {
			size_t st = i;
			while (i < n && s[i] == '-')
				i++;
			if (!push_tok(t, &cap, st, i, PG_TOK_PUNCT, t->cflags, space))
				return false;
			space = false;
			continue;
		}
		if (b < 0x80) {
			if (!push_tok(t, &cap, i, i + 1, PG_TOK_PUNCT, t->cflags, space))
				return false;
			i++;
			space = false;
			continue;
		}
		uint32_t cp;
		size_t k2 = pg_utf8_decode((const unsigned char *)s + i, n - i, &cp);
		if (k2 == 0)
			k2 = 1;
		if (!push_tok(t, &cap, i, i + k2, PG_TOK_SYMBOL, t->cflags, space))
			return false;
		i += k2;
		space = false;
	}
	return true;
}

static bool starts_upper_or_digit(const pg_text *t, size_t ti)
{
	const pg_token *tk = &t->toks[ti];
	unsigned char b = (unsigned char)t->clean[tk->s];
	if ((b >= 'A' && b <= 'Z') || pg_ascii_is_digit(b))
		return true;
	if (tk->kind == PG_TOK_PUNCT && (b == '(' || b == '"' || b == '\'' || b == '['))
		return true;
	if (tk->kind == PG_TOK_SYMBOL)
		return true;
	if (tk->flags & (PG_TOKF_MATH | PG_TOKF_MACRO))
		return true;
	if (b >= 0xC0)
		return true; /* accented capitals and Greek: be permissive */
	return false;
}

static bool split_sentences(pg_text *t)
{
	size_t cap = 16;
	t->sents = malloc(cap * sizeof *t->sents);
	if (!t->sents)
		return false;
	size_t begin = 0;
	for (size_t i = 0; i < t->n_toks; i++) {
		const pg_token *tk = &t->toks[i];
		char c = t->clean[tk->s];
		bool end = false;
		if (tk->kind == PG_TOK_PUNCT && tk->len == 1 && (c == '.' || c == '!' || c == '?')) {
			size_t j = i + 1;
			/* closing quotes and brackets stay with the sentence they close */
			while (j < t->n_toks && t->toks[j].kind == PG_TOK_PUNCT && t->toks[j].len == 1 &&
			       (t->clean[t->toks[j].s] == '"' || t->clean[t->toks[j].s] == ')' ||
				t->clean[t->toks[j].s] == '\'' || t->clean[t->toks[j].s] == ']'))
				j++;
			if (j >= t->n_toks) {
				i = j - 1;
				end = true;
			} else if (starts_upper_or_digit(t, j) && (t->toks[j].flags & PG_TOKF_SPACE)) {
				i = j - 1;
				end = true;
			} else if (starts_upper_or_digit(t, j) && t->clean[t->toks[j].s] >= 'A' &&
				   t->clean[t->toks[j].s] <= 'Z' && j == i + 1 && t->toks[j].kind == PG_TOK_WORD &&
				   i > 0 && t->toks[i - 1].kind == PG_TOK_WORD && t->toks[i - 1].len > 2) {
				/* "data.We": a missing space after the full stop */
				end = true;
			}
		} else if ((tk->flags & PG_TOKF_ABBREV) && tk->len == 4 && i + 1 < t->n_toks &&
			   (memcmp(t->clean + tk->s, "etc.", 4) == 0 || memcmp(t->clean + tk->s, "Etc.", 4) == 0)) {
			const pg_token *nx = &t->toks[i + 1];
			unsigned char nb = (unsigned char)t->clean[nx->s];
			if (nb >= 'A' && nb <= 'Z' && nx->kind == PG_TOK_WORD)
				end = true;
		}
		if (end || i + 1 == t->n_toks) {
			if (t->n_sents == cap) {
				cap *= 2;
				pg_text_sentence *p = realloc(t->sents, cap * sizeof *p);
				if (!p)
					return false;
				t->sents = p;
			}
			pg_text_sentence *se = &t->sents[t->n_sents];
			se->tok_begin = begin;
			se->tok_end = i + 1;
			se->start = pg_text_orig_start(t, t->toks[begin].s);
			se->end = pg_text_orig_end(t, t->toks[i].e);
			for (size_t k = begin; k <= i; k++)
				t->toks[k].sentence = (int)t->n_sents;
			t->n_sents++;
			begin = i + 1;
		}
	}
	return true;
}

pg_status pg_text_new(const char *s, size_t len, pg_text **out)
{
	*out = NULL;
	if (len >= 0xFFFFFFF0u / GROWTH)
		return PG_ERR_INPUT;
	pg_text *t = calloc(1, sizeof *t);
	if (!t)
		return PG_ERR_NOMEM;
	size_t cap = len * GROWTH + 8;
	t->clean = malloc(cap + 1);
	t->ostart = malloc((cap + 1) * sizeof *t->ostart);
	t->oend = malloc((cap + 1) * sizeof *t->oend);
	t->cflags = malloc(cap + 1);
	if (!t->clean || !t->ostart || !t->oend || !t->cflags) {
		pg_text_free(t);
		return PG_ERR_NOMEM;
	}
	cleaner c = {0};
	c.in = (const unsigned char *)(s ? s : "");
	c.n = s ? len : 0;
	c.out = t->clean;
	c.ostart = t->ostart;
	c.oend = t->oend;
	c.cflags = t->cflags;
	c.cap = cap;
	clean_text(&c);
	t->clean_len = c.len;
	t->clean[c.len] = '\0';
	t->ostart[c.len] = (uint32_t)c.n;
	t->oend[c.len] = (uint32_t)c.n;
	t->cflags[c.len] = 0;
	if (!tokenize(t) || !split_sentences(t)) {
		pg_text_free(t);
		return PG_ERR_NOMEM;
	}
	*out = t;
	return PG_OK;
}

void pg_text_free(pg_text *t)
{
	if (!t)
		return;
	free(t->clean);
	free(t->ostart);
	free(t->oend);
	free(t->cflags);
	free(t->toks);
	free(t->sents);
	free(t);
}

size_t pg_text_orig_start(const pg_text *t, size_t i)
{
	if (i > t->clean_len)
		i = t->clean_len;
	return t->ostart[i];
}

size_t pg_text_orig_end(const pg_text *t, size_t i)
{
	if (i == 0)
		return t->clean_len ? t->ostart[0] : 0;
	if (i > t->clean_len)
		i = t->clean_len;
	return t->oend[i - 1];
}

bool pg_text_tok_is(const pg_text *t, size_t i, const char *w)
{
	size_t n = strlen(w);
	const pg_token *tk = &t->toks[i];
	return tk->e - tk->s == n && memcmp(t->clean + tk->s, w, n) == 0;
}

bool pg_text_tok_is_dash(const pg_text *t, size_t i)
{
	const pg_token *tk = &t->toks[i];
	const char *w = t->clean + tk->s;
	size_t n = tk->e - tk->s;
	if (tk->kind != PG_TOK_PUNCT)
		return false;
	if (n == 3 && (memcmp(w, "\xe2\x80\x93", 3) == 0 || memcmp(w, "\xe2\x80\x94", 3) == 0))
		return true;
	for (size_t k = 0; k < n; k++)
		if (w[k] != '-')
			return false;
	return n > 0;
}
