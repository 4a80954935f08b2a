/* SPDX-License-Identifier: Apache-2.0 */
/* The built-in functions of section 17.4 (sparql/eval_func.h), called
 * directly on interned terms: characters not bytes, the argument rules of
 * 17.4.3.1.1, regex flags, dates with time zones, digests of known strings. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "sparql/eval.h"
#include "sparql/eval_func.h"
#include "sparql/eval_func_int.h"

#define XSD "http://www.w3.org/2001/XMLSchema#"

static sq_eval E;
static pg_diag D;

static int setup(void **state)
{
	(void)state;
	pg_diag_clear(&D);
	return sq_eval_init(&E, NULL, &D) == PG_OK ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	sq_eval_free(&E);
	return 0;
}

static sq_id lit(const char *lex) { return sq_term_literal(E.terms, lex, NULL, NULL); }
static sq_id lang(const char *lex, const char *tag) { return sq_term_literal(E.terms, lex, tag, NULL); }
static sq_id typed(const char *lex, const char *dt) { return sq_term_literal(E.terms, lex, NULL, dt); }
static sq_id num(const char *lex) { return typed(lex, XSD "integer"); }
static sq_id iri(const char *s) { return sq_term_iri(E.terms, s); }

/* sq_func_call on the n ids that follow. */
static sq_id call(const char *name, size_t n, ...)
{
	sq_id a[8] = {0};
	va_list ap;
	va_start(ap, n);
	for (size_t i = 0; i < n; i++)
		a[i] = va_arg(ap, sq_id);
	va_end(ap);
	return sq_func_call(&E, NULL, name, a, n);
}

/* The result `id` is the literal lex, with tag `tag` / datatype `dt` (NULL: none). */
static void is_lit(sq_id id, const char *lex, const char *tag, const char *dt)
{
	const sq_term *t = sq_term_get(E.terms, id);
	assert_non_null(t);
	assert_int_equal(t->kind, PG_TERM_LITERAL);
	assert_string_equal(t->value, lex);
	if (tag) {
		assert_non_null(t->lang);
		assert_string_equal(t->lang, tag);
	} else {
		assert_null(t->lang);
	}
	if (dt) {
		assert_non_null(t->dtype);
		assert_string_equal(t->dtype, dt);
	} else {
		assert_null(t->dtype);
	}
}

static void is_int(sq_id id, const char *lex) { is_lit(id, lex, NULL, XSD "integer"); }
static void is_bool(sq_id id, bool b) { is_lit(id, b ? "true" : "false", NULL, XSD "boolean"); }

static void test_lengths_count_characters(void **state)
{
	(void)state;
	is_int(call("strlen", 1, lit("\xe9\xa3\x9f\xe3\x81\xb9\xe7\x89\xa9")), "3"); /* 3 CJK */
	is_int(call("strlen", 1, lit("\xf0\x9f\x91\xaa")), "1");                     /* non-BMP */
	is_int(call("strlen", 1, lang("bar", "en")), "3");
	is_int(call("strlen", 1, typed("abc", XSD "string")), "3");
	is_int(call("strlen", 1, lit("")), "0");
	assert_int_equal(call("strlen", 1, num("7")), 0);
	assert_int_equal(call("strlen", 1, iri("http://example.org/")), 0);
	assert_int_equal(call("strlen", 1, (sq_id)0), 0);
	assert_false(sq_eval_failed(&E));
}

static void test_substr_by_characters(void **state)
{
	(void)state;
	sq_id food = lit("\xe9\xa3\x9f\xe3\x81\xb9\xe7\x89\xa9");
	is_lit(call("substr", 3, food, num("1"), num("1")), "\xe9\xa3\x9f", NULL, NULL);
	is_lit(call("substr", 2, food, num("2")), "\xe3\x81\xb9\xe7\x89\xa9", NULL, NULL);
	is_lit(call("substr", 3, lang("bar", "en"), num("2"), num("1")), "a", "en", NULL);
	/* the XPath rules: positions before 1 and past the end, rounding */
	is_lit(call("substr", 3, lit("12345"), num("0"), num("3")), "12", NULL, NULL);
	is_lit(call("substr", 3, lit("12345"), num("-1"), num("3")), "1", NULL, NULL);
	is_lit(call("substr", 3, lit("12345"), typed("1.5", XSD "decimal"), typed("2.6", XSD "decimal")),
	       "234", NULL, NULL);
	is_lit(call("substr", 2, lit("12345"), num("9")), "", NULL, NULL);
	is_lit(call("substr", 3, lit("12345"), num("2"), num("-1")), "", NULL, NULL);
	assert_int_equal(call("substr", 2, lit("12345"), lit("2")), 0);
	/* one emoji grapheme of seven code points (four people, three joiners) */
	sq_id fam = lit("\xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x91\xa7\xe2\x80\x8d"
			"\xf0\x9f\x91\xa6");
	is_int(call("strlen", 1, fam), "7");
	is_lit(call("substr", 3, fam, num("1"), num("1")), "\xf0\x9f\x91\xa8", NULL, NULL);
	is_lit(call("substr", 3, fam, num("2"), num("2")), "\xe2\x80\x8d\xf0\x9f\x91\xa9", NULL, NULL);
	/* non-BMP characters in the middle */
	is_lit(call("substr", 3, lit("a\xf0\x9f\x91\xaa" "b"), num("2"), num("1")), "\xf0\x9f\x91\xaa", NULL,
	       NULL);
}

static void test_case_mapping(void **state)
{
	(void)state;
	is_lit(call("ucase", 1, lang("bar", "en")), "BAR", "en", NULL);
	is_lit(call("lcase", 1, lit("BAZ")), "baz", NULL, NULL);
	/* non-ASCII letters map where the C.UTF-8 locale knows them */
	sq_id u = call("ucase", 1, lit("fran\xc3\xa7" "ais"));
	const sq_term *t = sq_term_get(E.terms, u);
	assert_non_null(t);
	if (sq_fn_utf8_locale())
		assert_string_equal(t->value, "FRAN\xc3\x87" "AIS");
	else
		print_message("# SKIP non-ASCII case mapping: no C.UTF-8 locale (got %s)\n", t->value);
	is_lit(call("lcase", 1, lang("\xce\x91\xce\x92", "el")), sq_fn_utf8_locale() ? "\xce\xb1\xce\xb2" : "\xce\x91\xce\x92",
	       "el", NULL);
	is_lit(call("ucase", 1, lit("a\xe9z")), "A\xe9Z", NULL, NULL); /* a malformed byte is kept */
	is_lit(call("ucase", 1, lit("\xe9\xa3\x9f\xf0\x9f\x91\xaa")), "\xe9\xa3\x9f\xf0\x9f\x91\xaa", NULL, NULL);
}

static void test_compatibility_and_before_after(void **state)
{
	(void)state;
	sq_id abc = lit("abc"), abc_en = lang("abc", "en");
	is_bool(call("strstarts", 2, abc, lit("ab")), true);
	is_bool(call("strends", 2, abc_en, lit("bc")), true);
	is_bool(call("contains", 2, abc_en, lang("b", "en")), true);
	is_bool(call("contains", 2, abc, lit("x")), false);
	/* a tagged second argument needs the same tag on the first */
	assert_int_equal(call("contains", 2, abc, lang("b", "en")), 0);
	assert_int_equal(call("strstarts", 2, abc_en, lang("a", "cy")), 0);
	assert_int_equal(call("strbefore", 2, abc_en, lang("b", "cy")), 0);
	assert_int_equal(call("strafter", 2, abc, lang("b", "en")), 0);
	/* the result keeps the first argument's tag; no match is "" untagged */
	is_lit(call("strbefore", 2, abc_en, lit("b")), "a", "en", NULL);
	is_lit(call("strbefore", 2, abc_en, typed("bc", XSD "string")), "a", "en", NULL);
	is_lit(call("strbefore", 2, abc_en, lit("")), "", "en", NULL);
	is_lit(call("strbefore", 2, abc_en, lit("xyz")), "", NULL, NULL);
	is_lit(call("strafter", 2, abc_en, lang("b", "en")), "c", "en", NULL);
	is_lit(call("strafter", 2, abc, lit("")), "abc", NULL, NULL);
	is_lit(call("strafter", 2, abc, lit("xyz")), "", NULL, NULL);
	is_lit(call("strafter", 2, lit("\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e"), lit("\xe6\x97\xa5")),
	       "\xe6\x9c\xac\xe8\xaa\x9e", NULL, NULL);
	assert_int_equal(call("strafter", 2, abc, num("1")), 0);
}

static void test_concat_encode_langmatches(void **state)
{
	(void)state;
	is_lit(call("concat", 0), "", NULL, NULL);
	is_lit(call("concat", 2, lang("a", "en"), lang("b", "en")), "ab", "en", NULL);
	is_lit(call("concat", 2, lang("a", "en"), lang("b", "fr")), "ab", NULL, NULL);
	is_lit(call("concat", 2, lit("a"), lang("b", "en")), "ab", NULL, NULL);
	assert_int_equal(call("concat", 2, lit("a"), num("1")), 0);
	is_lit(call("encode_for_uri", 1, lang("Los Angeles 100%", "en")), "Los%20Angeles%20100%25", NULL,
	       NULL);
	is_lit(call("encode_for_uri", 1, lit("\xe9\xa3\x9f~a-b_c.d")), "%E9%A3%9F~a-b_c.d", NULL, NULL);
	is_bool(call("langmatches", 2, lit("en-US"), lit("en")), true);
	is_bool(call("langmatches", 2, lit("EN"), lit("en")), true);
	is_bool(call("langmatches", 2, lit("english"), lit("en")), false);
	is_bool(call("langmatches", 2, lit("fr"), lit("*")), true);
	is_bool(call("langmatches", 2, lit(""), lit("*")), false);
	is_lit(call("strlang", 2, lit("chat"), lit("fr")), "chat", "fr", NULL);
	assert_int_equal(call("strlang", 2, lang("chat", "en"), lit("fr")), 0);
	assert_int_equal(call("strlang", 2, lit("chat"), lit("not a tag")), 0);
	is_lit(call("strdt", 2, lit("12"), iri(XSD "integer")), "12", NULL, XSD "integer");
	assert_int_equal(call("strdt", 2, lang("12", "en"), iri(XSD "integer")), 0);
	assert_int_equal(call("strdt", 2, lit("12"), lit("x")), 0);
}

static void test_regex_and_replace(void **state)
{
	(void)state;
	is_bool(call("regex", 2, lit("abcd"), lit("^a.c")), true);
	is_bool(call("regex", 2, lit("ABC"), lit("^abc$")), false);
	is_bool(call("regex", 3, lit("ABC"), lit("^abc$"), lit("i")), true);
	is_bool(call("regex", 2, lang("x12", "en"), lit("\\d\\d$")), true);
	is_bool(call("regex", 2, lit("a b"), lit("a\\sb")), true);
	/* flag x drops white space from the pattern; s lets '.' match a newline */
	is_bool(call("regex", 3, lit("abc"), lit("a b c"), lit("x")), true);
	is_bool(call("regex", 2, lit("a\nb"), lit("a.b")), false);
	is_bool(call("regex", 3, lit("a\nb"), lit("a.b"), lit("s")), true);
	/* m: ^ and $ at line ends */
	is_bool(call("regex", 2, lit("x\nabc"), lit("^abc")), false);
	is_bool(call("regex", 3, lit("x\nabc"), lit("^abc"), lit("m")), true);
	/* i folds non-ASCII letters too, in the C.UTF-8 locale */
	if (sq_fn_utf8_locale())
		is_bool(call("regex", 3, lit("caf\xc3\xa9"), lit("CAF\xc3\x89$"), lit("i")), true);
	/* '.' is one character, not one byte */
	is_bool(call("regex", 2, lit("\xe9\xa3\x9f"), lit("^.$")), true);
	is_bool(call("regex", 2, lit("a.c"), lit("a\\.c")), true);
	is_bool(call("regex", 2, lit("abc"), lit("a\\.c")), false);
	is_bool(call("regex", 2, lit("a]c"), lit("a[\\]x]c")), true);
	/* errors, never a crash: a bad pattern, a bad flag, a non-string */
	assert_int_equal(call("regex", 2, lit("abc"), lit("(")), 0);
	assert_int_equal(call("regex", 2, lit("abc"), lit("a*?")), 0);
	/* stacked quantifiers are no XSD pattern, and glibc took gigabytes on them */
	assert_int_equal(call("regex", 2, lit("aaa"), lit("a*++++++++++++++++++++++++++++++++++++")), 0);
	assert_int_equal(call("regex", 2, lit("aaa"), lit("a{2}*")), 0);
	is_bool(call("regex", 2, lit("aaa"), lit("(a+)+")), true);
	assert_int_equal(call("regex", 3, lit("abc"), lit("a"), lit("z")), 0);
	assert_int_equal(call("regex", 2, iri("http://a/"), lit("a")), 0);
	assert_int_equal(call("regex", 2, lit("abc"), lang("a", "en")), 0);
	/* counted repetitions that would make regcomp take seconds and
	 * gigabytes are refused at once; smaller ones work */
	assert_int_equal(call("regex", 2, lit("a"), lit("((a{255}){255}){255}")), 0);
	assert_int_equal(call("regex", 2, lit("a"), lit("(((a{30}){30}){30}){30}")), 0);
	is_bool(call("regex", 2, lit("aaaa"), lit("^(a{2}){2}$")), true);
	assert_int_equal(call("regex", 2, lit("ab"), lit("^[[:alpha:]]{2}$")), 0); /* no [: in XPath */
	/* back-references would let one query take minutes in glibc */
	assert_int_equal(call("regex", 2, lit("aa"), lit("(a)\\1")), 0);
	/* the same pattern again comes from the cache */
	for (int i = 0; i < 3; i++)
		is_bool(call("regex", 2, lit("abcd"), lit("^a.c")), true);

	is_lit(call("replace", 3, lit("banana"), lit("ana"), lit("*")), "b*na", NULL, NULL);
	is_lit(call("replace", 4, lit("aAbBaC"), lit("a"), lit("~/"), lit("i")), "~/~/bB~/C", NULL, NULL);
	is_lit(call("replace", 3, lit("abcd"), lit("(ab)|(a)"), lit("[1=$1][2=$2]")), "[1=ab][2=]cd", NULL,
	       NULL);
	is_lit(call("replace", 3, lang("Fran\xc3\xa7" "ais", "fr"), lit("[^a-z0-9]"), lit("-")), "-ran-ais",
	       "fr", NULL);
	is_lit(call("replace", 3, lit("a-b"), lit("-"), lit("\\$")), "a$b", NULL, NULL);
	is_lit(call("replace", 4, lit("a.b"), lit("."), lit("$1"), lit("q")), "a$1b", NULL, NULL);
	/* a pattern matching "" and a malformed replacement are errors */
	assert_int_equal(call("replace", 3, lit("abc"), lit("x*"), lit("-")), 0);
	assert_int_equal(call("replace", 3, lit("abc"), lit("b"), lit("$")), 0);
	assert_int_equal(call("replace", 3, lit("abc"), lit("b"), lit("\\n")), 0);
	assert_false(sq_eval_failed(&E));
}

/* The cases of the W3C suite's sparql10/regex folder: which of ten strings
 * each pattern and flags match. */
static void test_regex_suite_cases(void **state)
{
	(void)state;
	static const char *const data[] = {"ac", "abc", "abbc", "abbbc", "a\nc", "a\nb\nc", "a.c", "ABC",
					   "a?+*.{}()[]c", "b"};
	static const struct {
		const char *pat, *flags, *want; /* want: one '1'/'0' per string */
	} cases[] = {
		{"abc", "i", "0100000100"},
		{"a[b\\n]c", NULL, "0100100000"},
		{"a.c", "s", "0100101000"},
		{"a.c", NULL, "0100001000"},
		{" a\n\r\t[\\n]c ", "x", "0000100000"},
		{" a\n\tc ", "x", "1000000000"},
		{"a[^b]c", NULL, "0000101000"},
		{"a?+*.{}()[]c", "q", "0000000010"},
		{"a?+*.{}()[]C", "iq", "0000000010"},
		{"ab{2}c", NULL, "0010000000"},
		{"ab{1,}c", NULL, "0111000000"},
		{"ab{1,2}c", NULL, "0110000000"},
		{"ab+c", NULL, "0111000000"},
		{"ab?c", NULL, "1100000000"},
		{"ab*c", NULL, "1111000000"},
		{"^b$", "m", "0000010001"},
		{"^b$", NULL, "0000000001"},
	};
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		char got[11] = {0};
		for (size_t i = 0; i < 10; i++) {
			sq_id r = cases[c].flags ? call("regex", 3, lit(data[i]), lit(cases[c].pat), lit(cases[c].flags))
						 : call("regex", 2, lit(data[i]), lit(cases[c].pat));
			const sq_term *t = sq_term_get(E.terms, r);
			got[i] = t && !strcmp(t->value, "true") ? '1' : '0';
		}
		if (strcmp(got, cases[c].want))
			print_message("# regex(\"%s\", \"%s\")\n", cases[c].pat, cases[c].flags ? cases[c].flags : "");
		assert_string_equal(got, cases[c].want);
	}
}

static void test_hashes_of_abc(void **state)
{
	(void)state;
	sq_id abc = lit("abc");
	is_lit(call("md5", 1, abc), "900150983cd24fb0d6963f7d28e17f72", NULL, NULL);
	is_lit(call("sha1", 1, abc), "a9993e364706816aba3e25717850c26c9cd0d89d", NULL, NULL);
	is_lit(call("sha256", 1, abc), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
	       NULL, NULL);
	is_lit(call("sha384", 1, abc),
	       "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7",
	       NULL, NULL);
	is_lit(call("sha512", 1, abc),
	       "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feeb"
	       "bd454d4423643ce80e2a9ac94fa54ca49f",
	       NULL, NULL);
	/* the empty string, and lengths at the padding's block edges */
	is_lit(call("md5", 1, lit("")), "d41d8cd98f00b204e9800998ecf8427e", NULL, NULL);
	sq_id s56 = lit("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq");
	is_lit(call("sha256", 1, s56), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
	       NULL, NULL);
	is_lit(call("md5", 1, s56), "8215ef0796a20bcaaae116d3876c664a", NULL, NULL);
	is_lit(call("sha1", 1, s56), "84983e441c3bd26ebaae4aa1f95129e5e54670f1", NULL, NULL);
	char x112[113];
	memset(x112, 'x', 112);
	x112[112] = '\0';
	is_lit(call("sha512", 1, lit(x112)),
	       "a3722b515ef40c910f2419f6e0da8ca51d410114ce6272faae64045f9e9f630e7fa8dd5a3243c9860b899d148c3da4bc"
	       "0f9e07454542604d030bb55531fe0d5b",
	       NULL, NULL);
	/* the UTF-8 bytes of the string */
	is_lit(call("md5", 1, lit("\xe9\xa3\x9f\xe3\x81\xb9\xe7\x89\xa9")), "e7ada485d13b1decf628c9211bc3a97b",
	       NULL, NULL);
	assert_int_equal(call("md5", 1, lang("abc", "en")), 0);
	assert_int_equal(call("sha1", 1, num("1")), 0);
}

static void test_dates_and_time_zones(void **state)
{
	(void)state;
	sq_id d1 = typed("2010-12-21T15:38:02-08:00", XSD "dateTime");
	sq_id d2 = typed("2011-02-01T01:02:03.500", XSD "dateTime");
	sq_id d3 = typed("2010-06-21T11:28:01Z", XSD "dateTime");
	sq_id d4 = typed("-0044-03-15+05:30", XSD "date");
	is_int(call("year", 1, d1), "2010");
	is_int(call("month", 1, d1), "12");
	is_int(call("day", 1, d1), "21");
	is_int(call("hours", 1, d1), "15");
	is_int(call("minutes", 1, d1), "38");
	is_lit(call("seconds", 1, d1), "2", NULL, XSD "decimal");
	is_lit(call("seconds", 1, d2), "3.5", NULL, XSD "decimal");
	is_lit(call("timezone", 1, d1), "-PT8H", NULL, XSD "dayTimeDuration");
	is_lit(call("timezone", 1, d3), "PT0S", NULL, XSD "dayTimeDuration");
	is_lit(call("timezone", 1, d4), "PT5H30M", NULL, XSD "dayTimeDuration");
	assert_int_equal(call("timezone", 1, d2), 0);
	is_lit(call("tz", 1, d1), "-08:00", NULL, NULL);
	is_lit(call("tz", 1, d3), "Z", NULL, NULL);
	is_lit(call("tz", 1, d2), "", NULL, NULL);
	is_int(call("year", 1, d4), "-44");
	is_int(call("day", 1, d4), "15");
	assert_int_equal(call("hours", 1, d4), 0); /* a date has no hours */
	assert_int_equal(call("year", 1, typed("2010-13-01T00:00:00", XSD "dateTime")), 0);
	assert_int_equal(call("year", 1, lit("2010-12-21T15:38:02Z")), 0);
	assert_int_equal(call("month", 1, typed("2010-12-21T15:38:02+25:00", XSD "dateTime")), 0);
	/* NOW is the query's one instant */
	E.now = d3;
	assert_int_equal(call("now", 0), d3);
	assert_int_equal(call("now", 0), d3);
}

static void test_numbers(void **state)
{
	(void)state;
	is_int(call("abs", 1, num("-2")), "2");
	is_int(call("round", 1, num("-2")), "-2");
	is_int(call("ceil", 1, num("7")), "7");
	const sq_term *t = sq_term_get(E.terms, call("ceil", 1, typed("1.1", XSD "decimal")));
	assert_non_null(t);
	assert_string_equal(t->dtype, XSD "decimal");
	assert_true(strtod(t->value, NULL) == 2.0);
	t = sq_term_get(E.terms, call("round", 1, typed("-2.5", XSD "decimal")));
	assert_true(t && strtod(t->value, NULL) == -2.0); /* half rounds up */
	t = sq_term_get(E.terms, call("round", 1, typed("2.5", XSD "decimal")));
	assert_true(t && strtod(t->value, NULL) == 3.0);
	t = sq_term_get(E.terms, call("floor", 1, typed("-1.6", XSD "decimal")));
	assert_true(t && strtod(t->value, NULL) == -2.0);
	t = sq_term_get(E.terms, call("abs", 1, typed("-1.5E0", XSD "double")));
	assert_true(t && !strcmp(t->dtype, XSD "double") && strtod(t->value, NULL) == 1.5);
	assert_int_equal(call("abs", 1, lit("-2")), 0);
	for (int i = 0; i < 20; i++) {
		t = sq_term_get(E.terms, call("rand", 0));
		assert_non_null(t);
		assert_string_equal(t->dtype, XSD "double");
		double r = strtod(t->value, NULL);
		assert_true(r >= 0 && r < 1);
	}
}

static void test_terms(void **state)
{
	(void)state;
	E.base = "http://example.org/dir/";
	assert_int_equal(call("iri", 1, lit("x")), iri("http://example.org/dir/x"));
	assert_int_equal(call("uri", 1, iri("http://a/b")), iri("http://a/b"));
	assert_int_equal(call("iri", 1, lang("x", "en")), 0);
	/* BNODE(): always new; BNODE(str): one per string within one solution */
	sq_id b1 = call("bnode", 0), b2 = call("bnode", 0);
	assert_true(b1 && b2 && b1 != b2);
	assert_int_equal(sq_term_get(E.terms, b1)->kind, PG_TERM_BLANK);
	E.row_scope = 7;
	sq_id x1 = call("bnode", 1, lit("x")), x2 = call("bnode", 1, lit("x")), y = call("bnode", 1, lit("y"));
	assert_true(x1 && x1 == x2 && y && y != x1);
	E.row_scope = 8;
	sq_id x3 = call("bnode", 1, lit("x"));
	assert_true(x3 && x3 != x1);
	assert_int_equal(call("bnode", 1, num("1")), 0);
	/* UUID and STRUUID: version 4, fresh each call */
	sq_id u1 = call("uuid", 0), u2 = call("uuid", 0);
	const sq_term *t = sq_term_get(E.terms, u1);
	assert_true(t && t->kind == PG_TERM_IRI && !strncmp(t->value, "urn:uuid:", 9) && t->len == 45);
	assert_int_equal(t->value[9 + 14], '4');
	assert_true(u2 && u2 != u1);
	t = sq_term_get(E.terms, call("struuid", 0));
	assert_true(t && t->kind == PG_TERM_LITERAL && t->len == 36 && !t->dtype && !t->lang);
	is_bool(call("regex", 3, call("struuid", 0),
		     lit("^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$"), lit("i")),
		true);
	/* the fallbacks of STR, LANG, DATATYPE and the tests */
	is_lit(call("str", 1, iri("http://a/")), "http://a/", NULL, NULL);
	is_lit(call("lang", 1, lang("a", "en")), "en", NULL, NULL);
	assert_int_equal(call("datatype", 1, lit("a")), iri(XSD "string"));
	is_bool(call("isblank", 1, b1), true);
	is_bool(call("isiri", 1, u1), true);
	is_bool(call("isuri", 1, b1), false);
	is_bool(call("isliteral", 1, lit("a")), true);
	is_bool(call("sameterm", 2, b1, b2), false);
	/* unknown names and wrong arities are errors */
	assert_int_equal(call("nosuchfunction", 1, lit("a")), 0);
	assert_int_equal(call("strlen", 2, lit("a"), lit("b")), 0);
	assert_false(sq_eval_failed(&E));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_lengths_count_characters, setup, teardown),
		cmocka_unit_test_setup_teardown(test_substr_by_characters, setup, teardown),
		cmocka_unit_test_setup_teardown(test_case_mapping, setup, teardown),
		cmocka_unit_test_setup_teardown(test_compatibility_and_before_after, setup, teardown),
		cmocka_unit_test_setup_teardown(test_concat_encode_langmatches, setup, teardown),
		cmocka_unit_test_setup_teardown(test_regex_and_replace, setup, teardown),
		cmocka_unit_test_setup_teardown(test_regex_suite_cases, setup, teardown),
		cmocka_unit_test_setup_teardown(test_hashes_of_abc, setup, teardown),
		cmocka_unit_test_setup_teardown(test_dates_and_time_zones, setup, teardown),
		cmocka_unit_test_setup_teardown(test_numbers, setup, teardown),
		cmocka_unit_test_setup_teardown(test_terms, setup, teardown),
	};
	return PG_RUN_TESTS(tests);
}
