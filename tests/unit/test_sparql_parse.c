/* SPDX-License-Identifier: Apache-2.0 */
/* Unit tests of papergraph's SPARQL parser and algebra: tokens, operator
 * precedence, property paths, the prologue (own PREFIX/BASE over the
 * predeclared ones), errors with line:column, the scoping rules, and the SSE
 * printer on queries written for these tests. */
#include <stdlib.h>
#include <string.h>

#include "cmocka_tap.h"
#include "base/buf.h"
#include "sparql/sparql_algebra.h"
#include "sparql/sparql_iri.h"
#include "sparql/sparql_lex.h"
#include "sparql/sparql_parse.h"

static const char *const predeclared[] = {"ex", "http://pre.example/", "pg", "http://pg.example/#",
					  NULL, NULL};

/* The algebra of `q` on one line (runs of newline + indent become a space),
 * or NULL if it does not parse. Caller frees. */
static char *sse(const char *q)
{
	sq_parsed p;
	pg_diag d;
	pg_diag_clear(&d);
	if (sq_parse(q, strlen(q), predeclared, &p, NULL, &d) != PG_OK) {
		print_message("# parse failed: %s:%zu:%zu: %s\n", d.file, d.line, d.col, d.msg);
		return NULL;
	}
	sq_node *a = sq_algebra(p.query);
	assert_non_null(a);
	pg_buf b = PG_BUF_INIT;
	assert_true(sq_sse_print(a, &b));
	sq_node_free(a);
	sq_parsed_free(&p);
	char *s = pg_buf_take(&b), *w = s;
	for (const char *r = s; *r; r++) {
		if (*r == '\n') {
			while (r[1] == ' ')
				r++;
			*w++ = ' ';
		} else {
			*w++ = *r;
		}
	}
	*w = '\0';
	return s;
}

static void check_sse(const char *q, const char *want)
{
	char *got = sse(q);
	assert_non_null(got);
	if (strcmp(got, want))
		print_message("# query: %s\n#  want: %s\n#   got: %s\n", q, want, got);
	assert_string_equal(got, want);
	free(got);
}

/* `q` is refused at line:col with `text` in the message. */
static void check_error(const char *q, size_t line, size_t col, const char *text)
{
	sq_parsed p;
	pg_diag d;
	pg_diag_clear(&d);
	assert_int_equal(sq_parse(q, strlen(q), predeclared, &p, NULL, &d), PG_ERR_INPUT);
	assert_null(p.query);
	if (d.line != line || d.col != col || !strstr(d.msg, text))
		print_message("# query: %s\n# got %zu:%zu: %s\n# want %zu:%zu: ...%s...\n", q, d.line,
			      d.col, d.msg, line, col, text);
	assert_string_equal(d.file, "query");
	assert_int_equal(d.line, line);
	assert_int_equal(d.col, col);
	assert_non_null(strstr(d.msg, text));
}

static void test_tokens_with_values_and_positions(void **state)
{
	const char *text = "<http://a/\\u00E9> ex:l\\.x%41 :  ?v $w _:b1 @en-GB 12 -3.5 +.5e2\n"
			   "'s\\t' \"d\\\"\" '''l'o''' \"\"\"L\n\"\"\" ( ) [ ] ^^ && <= != é:x ?é a";
	struct { sq_tok type; const char *value; unsigned line, col; } want[] = {
		{SQ_T_IRIREF, "http://a/\xC3\xA9", 1, 1}, {SQ_T_PNAME_LN, "ex", 1, 19},
		{SQ_T_PNAME_NS, "", 1, 30}, {SQ_T_VAR, "v", 1, 33}, {SQ_T_VAR, "w", 1, 36},
		{SQ_T_BNODE, "b1", 1, 39}, {SQ_T_LANGTAG, "en-GB", 1, 44}, {SQ_T_INTEGER, "12", 1, 51},
		{SQ_T_DECIMAL, "-3.5", 1, 54}, {SQ_T_DOUBLE, "+.5e2", 1, 59},
		{SQ_T_STRING, "s\t", 2, 1}, {SQ_T_STRING, "d\"", 2, 7}, {SQ_T_STRING, "l'o", 2, 13},
		{SQ_T_STRING, "L\n", 2, 23}, {SQ_T_NIL, "()", 3, 5}, {SQ_T_ANON, "[]", 3, 9},
		{SQ_T_PUNCT, "^^", 3, 13}, {SQ_T_PUNCT, "&&", 3, 16}, {SQ_T_PUNCT, "<=", 3, 19},
		{SQ_T_PUNCT, "!=", 3, 22}, {SQ_T_PNAME_LN, "\xC3\xA9", 3, 25}, {SQ_T_VAR, "\xC3\xA9", 3, 29},
		{SQ_T_WORD, "a", 3, 32}, {SQ_T_EOF, NULL, 3, 33},
	};
	sq_lexer lx;
	sq_lex_init(&lx, text, strlen(text));
	for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
		if (lx.tok.type != want[i].type || lx.tok.line != want[i].line || lx.tok.col != want[i].col)
			print_message("# token %zu: type %d at %u:%u (%s), want %d at %u:%u\n", i,
				      lx.tok.type, lx.tok.line, lx.tok.col, lx.tok.value ? lx.tok.value : "",
				      want[i].type, want[i].line, want[i].col);
		assert_int_equal(lx.tok.type, want[i].type);
		assert_int_equal(lx.tok.line, want[i].line);
		assert_int_equal(lx.tok.col, want[i].col);
		if (want[i].value)
			assert_string_equal(lx.tok.value, want[i].value);
		if (i == 1)
			assert_string_equal(lx.tok.local, "l.x%41");
		sq_lex_next(&lx);
	}
	sq_lex_free(&lx);
	/* '1.' is an integer and a dot; '?' alone is punctuation */
	sq_lex_init(&lx, "1. ? \"x", 7);
	assert_int_equal(lx.tok.type, SQ_T_INTEGER);
	sq_lex_next(&lx);
	assert_true(sq_lex_is_punct(&lx, "."));
	sq_lex_next(&lx);
	assert_true(sq_lex_is_punct(&lx, "?"));
	sq_lex_next(&lx);
	assert_int_equal(lx.tok.type, SQ_T_ERROR);
	assert_non_null(strstr(lx.err, "unterminated string"));
	sq_lex_free(&lx);
}

static void test_operator_precedence(void **state)
{
	check_sse("ASK { FILTER(1 + 2 * 3 = 7) }", "(filter (= (+ 1 (* 2 3)) 7) (table unit))");
	check_sse("ASK { FILTER(?a || ?b && ?c) }", "(filter (|| ?a (&& ?b ?c)) (table unit))");
	check_sse("ASK { FILTER(!?a = ?b) }", "(filter (= (! ?a) ?b) (table unit))");
	/* '?a -1' is a subtraction (grammar rule [116]), '-?x * 2' negates ?x first */
	check_sse("ASK { FILTER(?a -1 > -?x * 2) }", "(filter (> (- ?a 1) (* (- ?x) 2)) (table unit))");
	check_sse("ASK { FILTER(1 - 2 - 3 < 4 / 2 / 1) }",
		  "(filter (< (- (- 1 2) 3) (/ (/ 4 2) 1)) (table unit))");
	check_sse("ASK { FILTER(?x IN (1, \"a\"@en) && ?y NOT IN ()) }",
		  "(filter (&& (in ?x 1 \"a\"@en) (notin ?y)) (table unit))");
	check_sse("ASK { FILTER(regex(str(?x), \"^a\", \"i\") || isIRI(?x)) }",
		  "(filter (|| (regex (str ?x) \"^a\" \"i\") (isiri ?x)) (table unit))");
	check_sse("PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> ASK { FILTER(xsd:integer(?x) >= 2) }",
		  "(filter (>= (<http://www.w3.org/2001/XMLSchema#integer> ?x) 2) (table unit))");
}

static void test_property_paths(void **state)
{
	check_sse("ASK { ?s ex:p/ex:q ?o }",
		  "(bgp (triple ?s <http://pre.example/p> ??P0) (triple ??P0 <http://pre.example/q> ?o))");
	check_sse("ASK { ?s ^ex:p ?o }", "(bgp (triple ?o <http://pre.example/p> ?s))");
	check_sse("ASK { ?s (ex:p|ex:q)+ ?o }",
		  "(path ?s (path+ (alt <http://pre.example/p> <http://pre.example/q>)) ?o)");
	check_sse("ASK { ?s !(ex:p|^a) ?o }",
		  "(path ?s (notoneof <http://pre.example/p> "
		  "(reverse <http://www.w3.org/1999/02/22-rdf-syntax-ns#type>)) ?o)");
	check_sse("ASK { ?s ex:p* ?o . ?o ex:q? 3 }",
		  "(join (path ?s (path* <http://pre.example/p>) ?o) (path ?o (path? <http://pre.example/q>) 3))");
	check_sse("ASK { ?s a/ex:p+ ?o }",
		  "(join (bgp (triple ?s <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> ??P0)) "
		  "(path ??P0 (path+ <http://pre.example/p>) ?o))");
	check_sse("ASK { ?s !ex:p ?o }", "(path ?s (notoneof <http://pre.example/p>) ?o)");
	/* a variable verb is a plain triple, a path may not be a variable */
	check_sse("ASK { ?s ?p ?o }", "(bgp (triple ?s ?p ?o))");
	check_error("ASK { ?s ex:p/?p ?o }", 1, 15, "property path");
	/* 'a' is the one keyword matched case-sensitively */
	check_error("ASK { ?s A ?o }", 1, 10, "a property (verb)");
	check_sse("ask { ?s a ?o FiLtEr(TRUE) }",
		  "(filter true (bgp (triple ?s <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> ?o)))");
}

static void test_prologue_own_declarations_win(void **state)
{
	check_sse("PREFIX ex: <http://own.example/> ASK { ex:a ?p ?o }",
		  "(bgp (triple <http://own.example/a> ?p ?o))");
	check_sse("ASK { ex:a pg:p ?o }",
		  "(bgp (triple <http://pre.example/a> <http://pg.example/#p> ?o))");
	check_sse("BASE <http://b.example/x/> PREFIX r: <rel/> SELECT * { <y> r:z <../w> }",
		  "(project () (bgp (triple <http://b.example/x/y> <http://b.example/x/rel/z> "
		  "<http://b.example/w>)))");
	const char *q = "BASE <http://b/>\nPREFIX ex: <x#>  # own\nSELECT ?s { ?s ex:p 1 }";
	sq_parsed p;
	pg_diag d;
	assert_int_equal(sq_parse(q, strlen(q), predeclared, &p, NULL, &d), PG_OK);
	assert_string_equal(p.base, "http://b/");
	assert_int_equal(p.n_declared, 1);
	assert_string_equal(p.declared[0], "ex");
	assert_int_equal(p.prologue_end, strlen("BASE <http://b/>\nPREFIX ex: <x#>"));
	sq_parsed_free(&p);
	check_error("ASK { nope:a ?p ?o }", 1, 7, "the prefix 'nope:' is not declared");
}

static void test_errors_name_line_and_column(void **state)
{
	check_error("SELECT ?x WHERE {\n  ?x ?p ?o\n  FILTER(?o > }", 3, 15, "expected an expression");
	check_error("SELECT ?x { ?x ?p ?o ", 1, 22, "'}' to close the group");
	check_error("SELECT ?x { ?x ?p ?o ?a ?b ?c }", 1, 22, "'.' between triple patterns");
	check_error("ASK { ?s ?p \"abc }", 1, 13, "unterminated string");
	check_error("SELECT { }", 1, 8, "after SELECT");
	check_error("ASK { } LIMIT 9223372036854775808", 1, 15, "too large");
	check_error("ASK { } LIMIT -1", 1, 15, "a whole number after LIMIT");
	check_error("ASK { FILTER(STRLEN()) }", 1, 14, "STRLEN takes 1 argument");
	check_error("ASK { FILTER(2^^xsd:int) }", 1, 15, "a number takes no datatype");
	check_error("ASK { } VALUES (?a ?b) { (1) }", 1, 26, "VALUES row has 1 value for 2 variables");
	check_error("PREFIX ex <http://x/> ASK {}", 1, 8, "a prefix name");
	bool update;
	sq_parsed p;
	pg_diag d;
	const char *u = "PREFIX ex: <http://x/>\nDELETE WHERE { ?s ?p ?o }";
	assert_int_equal(sq_parse(u, strlen(u), NULL, &p, &update, &d), PG_ERR_INPUT);
	assert_true(update);
	assert_int_equal(d.line, 2);
	assert_non_null(strstr(d.msg, "updates are refused"));
	assert_int_equal(sq_parse("ASK {", 5, NULL, &p, &update, &d), PG_ERR_INPUT);
	assert_false(update);
	check_sse("ASK { } LIMIT 9223372036854775807", "(slice _ 9223372036854775807 (table unit))");
}

static void test_scoping_rules(void **state)
{
	check_error("SELECT * { ?s ?p ?o BIND(1 AS ?o) }", 1, 31, "BIND may not assign ?o");
	check_error("SELECT * { ?s ?p ?o } GROUP BY ?s", 1, 1, "SELECT * is not allowed");
	check_error("SELECT ?s ?o { ?s ?p ?o } GROUP BY ?s", 1, 11, "?o is projected but is not a GROUP BY key");
	check_error("SELECT (?o + 1 AS ?n) { ?s ?p ?o } GROUP BY ?s", 1, 9, "?o is used in the SELECT expression");
	check_error("SELECT (1 AS ?s) { ?s ?p ?o }", 1, 14, "already in scope in WHERE");
	check_error("SELECT (1 AS ?x) (2 AS ?x) { }", 1, 24, "already projected");
	check_error("ASK { ?s ?p ?o FILTER(COUNT(?o) > 1) }", 1, 23, "aggregate is allowed only");
	check_error("SELECT (SUM(COUNT(?o)) AS ?n) { ?s ?p ?o }", 1, 13, "inside another aggregate");
	check_error("ASK { _:b ?p ?o OPTIONAL { ?o ?q ?r } _:b ?q 1 }", 1, 39, "_:b is used in two basic graph patterns");
	/* allowed: BIND of a fresh variable, a grouped key with AS, a label within one BGP */
	check_sse("SELECT ?k (COUNT(*) AS ?n) { ?s ?p ?o } GROUP BY (STR(?s) AS ?k)",
		  "(project (?k ?n) (extend ((?n ?.0)) (group ((?k (str ?s))) ((?.0 (count))) "
		  "(bgp (triple ?s ?p ?o)))))");
	check_sse("ASK { _:b ?p ?o . FILTER(?o) _:b ?q 1 }",
		  "(filter ?o (bgp (triple _:b ?p ?o) (triple _:b ?q 1)))");
}

static void test_algebra_of_a_dozen_queries(void **state)
{
	check_sse("SELECT ?x WHERE { ?x ex:p ?o }",
		  "(project (?x) (bgp (triple ?x <http://pre.example/p> ?o)))");
	check_sse("SELECT DISTINCT ?x { ?x ex:p ?o OPTIONAL { ?o ex:q ?z FILTER(?z != 1) } } "
		  "ORDER BY DESC(?x) ?o LIMIT 10 OFFSET 5",
		  "(slice 5 10 (distinct (project (?x) (order ((desc ?x) ?o) (leftjoin "
		  "(bgp (triple ?x <http://pre.example/p> ?o)) (bgp (triple ?o <http://pre.example/q> ?z)) "
		  "(!= ?z 1))))))");
	check_sse("SELECT * { { ?s ex:a ?o } UNION { ?s ex:b ?o } UNION { ?s ex:c ?o } }",
		  "(project (?s ?o) (union (union (bgp (triple ?s <http://pre.example/a> ?o)) "
		  "(bgp (triple ?s <http://pre.example/b> ?o))) (bgp (triple ?s <http://pre.example/c> ?o))))");
	check_sse("SELECT ?s { ?s ?p ?o MINUS { ?s ex:gone true } }",
		  "(project (?s) (minus (bgp (triple ?s ?p ?o)) (bgp (triple ?s <http://pre.example/gone> true))))");
	check_sse("SELECT ?s ?l { ?s ?p ?o BIND(LCASE(?o) AS ?l) FILTER(STRLEN(?l) > 2) }",
		  "(project (?s ?l) (filter (> (strlen ?l) 2) (extend ((?l (lcase ?o))) (bgp (triple ?s ?p ?o)))))");
	check_sse("SELECT ?g (COUNT(DISTINCT ?s) AS ?n) { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g HAVING (COUNT(?s) > 1)",
		  "(project (?g ?n) (extend ((?n ?.0)) (filter (> ?.1 1) (group (?g) ((?.0 (count distinct ?s)) "
		  "(?.1 (count ?s))) (graph ?g (bgp (triple ?s ?p ?o)))))))");
	check_sse("SELECT (COUNT(?s) AS ?n) { ?s ?p ?o } HAVING (COUNT(?s) > 1) ORDER BY DESC(COUNT(?s))",
		  "(project (?n) (order ((desc ?.0)) (extend ((?n ?.0)) (filter (> ?.0 1) "
		  "(group () ((?.0 (count ?s))) (bgp (triple ?s ?p ?o)))))))");
	check_sse("SELECT (GROUP_CONCAT(DISTINCT ?l; SEPARATOR=\"|\") AS ?all) { ?s ex:label ?l }",
		  "(project (?all) (extend ((?all ?.0)) (group () ((?.0 (group_concat distinct (separator \"|\") ?l))) "
		  "(bgp (triple ?s <http://pre.example/label> ?l)))))");
	check_sse("ASK { ?s ?p ?o FILTER NOT EXISTS { ?s ex:q ?o } }",
		  "(filter (notexists (bgp (triple ?s <http://pre.example/q> ?o))) (bgp (triple ?s ?p ?o)))");
	check_sse("SELECT ?m { VALUES ?m { ex:a ex:b } ?m ex:l ?l }",
		  "(project (?m) (join (table (vars ?m) (row [?m <http://pre.example/a>]) (row [?m <http://pre.example/b>])) "
		  "(bgp (triple ?m <http://pre.example/l> ?l))))");
	check_sse("SELECT ?x { { SELECT ?x { ?x ?p ?o } LIMIT 1 } } VALUES (?x ?y) { (1 UNDEF) }",
		  "(project (?x) (join (tomultiset (slice _ 1 (project (?x) (bgp (triple ?x ?p ?o))))) "
		  "(table (vars ?x ?y) (row [?x 1]))))");
	check_sse("CONSTRUCT WHERE { ?s ex:p \"x\"@en, 'y'^^ex:t }",
		  "(bgp (triple ?s <http://pre.example/p> \"x\"@en) (triple ?s <http://pre.example/p> "
		  "\"y\"^^<http://pre.example/t>))");
	check_sse("ASK { ?s ex:list (1 [ ex:q 2 ]) }",
		  "(bgp (triple _:_anon1 <http://www.w3.org/1999/02/22-rdf-syntax-ns#first> 1) "
		  "(triple _:_anon3 <http://pre.example/q> 2) "
		  "(triple _:_anon2 <http://www.w3.org/1999/02/22-rdf-syntax-ns#first> _:_anon3) "
		  "(triple _:_anon1 <http://www.w3.org/1999/02/22-rdf-syntax-ns#rest> _:_anon2) "
		  "(triple _:_anon2 <http://www.w3.org/1999/02/22-rdf-syntax-ns#rest> "
		  "<http://www.w3.org/1999/02/22-rdf-syntax-ns#nil>) "
		  "(triple ?s <http://pre.example/list> _:_anon1))");
	check_sse("SELECT * FROM ex:g FROM NAMED ex:h { SERVICE SILENT <http://remote/> { ?s ?p ?o } }",
		  "(project (?s ?p ?o) (service silent <http://remote/> (bgp (triple ?s ?p ?o))))");
	check_sse("DESCRIBE ?s ex:x { ?s ?p ?o }", "(project (?s) (bgp (triple ?s ?p ?o)))");
}

/* Deep or long chains are refused before any tree walk could overflow the stack. */
static void test_depth_is_bounded(void **state)
{
	pg_buf q = PG_BUF_INIT;
	pg_buf_adds(&q, "ASK { FILTER(1");
	for (int i = 0; i < 900; i++)
		pg_buf_adds(&q, " + 1");
	pg_buf_adds(&q, ") }");
	char *ok = sse(pg_buf_str(&q));
	assert_non_null(ok);
	free(ok);
	pg_buf_reset(&q);
	pg_buf_adds(&q, "ASK { FILTER(1");
	for (int i = 0; i < 3000; i++)
		pg_buf_adds(&q, " + 1");
	pg_buf_adds(&q, ") }");
	check_error(pg_buf_str(&q), 1, 4004, "deeper than 1000");
	pg_buf_reset(&q);
	pg_buf_adds(&q, "ASK {");
	for (int i = 0; i < 3000; i++)
		pg_buf_adds(&q, " {} UNION");
	pg_buf_adds(&q, " {} }");
	check_error(pg_buf_str(&q), 1, 8989, "deeper than 1000");
	pg_buf_free(&q);
}

/* RFC 3986 5.4.1's examples, and an absolute IRI's dot segments removed
 * (5.2.2), as raptor does when it loads data. */
static void test_iri_resolution(void **state)
{
	(void)state;
	static const char *const cases[][2] = {
		{"g:h", "g:h"}, {"g", "http://a/b/c/g"}, {"./g", "http://a/b/c/g"},
		{"g/", "http://a/b/c/g/"}, {"/g", "http://a/g"}, {"//g", "http://g"},
		{"?y", "http://a/b/c/d;p?y"}, {"#s", "http://a/b/c/d;p?q#s"},
		{"", "http://a/b/c/d;p?q"}, {"../..", "http://a/"}, {"../../../g", "http://a/g"},
		{"http://x/a/./b/../c", "http://x/a/c"}, {"urn:isbn:0451", "urn:isbn:0451"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *r = sq_iri_resolve("http://a/b/c/d;p?q", cases[i][0]);
		assert_non_null(r);
		assert_string_equal(r, cases[i][1]);
		free(r);
	}
	char *r = sq_iri_resolve(NULL, "eX://a/./b/../b/%63#x");
	assert_string_equal(r, "eX://a/b/%63#x");
	free(r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tokens_with_values_and_positions),
		cmocka_unit_test(test_operator_precedence),
		cmocka_unit_test(test_property_paths),
		cmocka_unit_test(test_prologue_own_declarations_win),
		cmocka_unit_test(test_errors_name_line_and_column),
		cmocka_unit_test(test_scoping_rules),
		cmocka_unit_test(test_algebra_of_a_dozen_queries),
		cmocka_unit_test(test_depth_is_bounded),
		cmocka_unit_test(test_iri_resolution),
	};
	return PG_RUN_TESTS(tests);
}
