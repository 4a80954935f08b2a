/* SPDX-License-Identifier: Apache-2.0 */
/* Inside the SPARQL parser: the state the grammar's parts share
 * (sparql_parse.c, sparql_parse_pattern.c, sparql_parse_expr.c). */
#ifndef PG_SPARQL_PARSE_INT_H
#define PG_SPARQL_PARSE_INT_H

#include "sparql/sparql_lex.h"
#include "sparql/sparql_parse.h"

/* Deeper than this is refused, so that neither the recursive descent nor the
 * walks over the trees it makes (copy, free, algebra, printing) can overflow
 * the stack: each bracket, group, [ ] or path nesting counts one, and so
 * does each operator chained in a row ('1 + 2 + ...') and each pattern after
 * another in a group (they nest in the algebra: a join of a join ...). */
#define SQ_MAX_DEPTH 1000

typedef struct sq_parser {
	sq_lexer lx;
	pg_diag *d;
	pg_status st;            /* first failure, PG_OK while none */
	bool update;             /* the failure is an update */
	char *base;
	char **pfx, **pfx_iri;   /* declared prefixes (owned) */
	size_t n_pfx, cap_pfx, cap_iri;
	const char *const *predeclared;
	unsigned anon;           /* counter for [] and ( ) blank nodes */
	unsigned depth;
	unsigned uses;
} sq_parser;

/* Records a syntax error at the current token ("expected X, found Y"). Returns NULL. */
sq_node *sq_p_expected(sq_parser *p, const char *what);
/* Records an error with a message of its own at line/col. Returns NULL. */
sq_node *sq_p_fail_at(sq_parser *p, unsigned line, unsigned col, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* One level deeper: false, with the error recorded, beyond SQ_MAX_DEPTH. */
bool sq_p_deeper(sq_parser *p);
/* Records out-of-memory. Returns NULL. */
sq_node *sq_p_nomem(sq_parser *p);
bool sq_p_ok(const sq_parser *p);

/* Consumes punctuation `s` if it is current; returns whether it was. */
bool sq_p_accept(sq_parser *p, const char *s);
/* Consumes the word `kw` (case-insensitive) if current. */
bool sq_p_accept_word(sq_parser *p, const char *kw);
/* Requires punctuation `s` ("expected 's' what"). */
bool sq_p_expect(sq_parser *p, const char *s, const char *what);

/* A new node at the current token's position. */
sq_node *sq_p_node(sq_parser *p, sq_kind kind, const char *text);
/* Adds `kid` to `parent`; on failure frees both and records the error. */
bool sq_p_add(sq_parser *p, sq_node *parent, sq_node *kid);

/* Terms. */
bool sq_p_at_var(const sq_parser *p);
bool sq_p_at_iri(const sq_parser *p);
bool sq_p_at_literal(const sq_parser *p);
sq_node *sq_p_var(sq_parser *p);
sq_node *sq_p_iri(sq_parser *p);
sq_node *sq_p_literal(sq_parser *p);  /* RDFLiteral | NumericLiteral | BooleanLiteral */
sq_node *sq_p_bnode_fresh(sq_parser *p);
/* VarOrTerm: Var | iri | literal | BlankNode | NIL (rdf:nil). */
sq_node *sq_p_var_or_term(sq_parser *p);
bool sq_p_at_var_or_term(const sq_parser *p);

/* Patterns (sparql_parse_pattern.c). */
sq_node *sq_p_group(sq_parser *p);              /* GroupGraphPattern */
sq_node *sq_p_values_block(sq_parser *p);       /* DataBlock after VALUES */
/* The triples of a ConstructTemplate or TriplesTemplate (no paths): SQ_LIST. */
sq_node *sq_p_triples_template(sq_parser *p);

/* Expressions (sparql_parse_expr.c). */
sq_node *sq_p_expression(sq_parser *p);
sq_node *sq_p_bracketted(sq_parser *p);         /* '(' Expression ')' */
sq_node *sq_p_constraint(sq_parser *p);         /* Bracketted | BuiltInCall | FunctionCall */
bool sq_p_at_builtin(const sq_parser *p);
sq_node *sq_p_builtin(sq_parser *p);
sq_node *sq_p_iri_or_function(sq_parser *p);

/* The subquery and query forms (sparql_parse.c). */
sq_node *sq_p_subselect(sq_parser *p);

/* Section 18 rules over a finished query (sparql_scope.c): returns false with
 * the error recorded. */
bool sq_scope_check(sq_parser *p, sq_node *query);

#define SQ_XSD "http://www.w3.org/2001/XMLSchema#"
#define SQ_RDF "http://www.w3.org/1999/02/22-rdf-syntax-ns#"

#endif
