/* SPDX-License-Identifier: Apache-2.0 */
/* The syntax tree of a SPARQL 1.1 query and of its algebra: one node type,
 * a kind, a few strings and an array of children. Every node owns its
 * strings and its children; sq_node_free() frees a whole tree. No Redland. */
#ifndef PG_SPARQL_AST_H
#define PG_SPARQL_AST_H

#include <stdbool.h>
#include <stddef.h>

typedef enum sq_kind {
	/* terms */
	SQ_IRI,       /* text: the IRI, resolved against BASE */
	SQ_VAR,       /* text: the name without ? or $ */
	SQ_BNODE,     /* text: the label (anonymous ones get "_anonN"); flags SQ_F_ANON */
	SQ_LITERAL,   /* text: lexical form; lang: tag or NULL; dtype: datatype IRI or NULL */
	SQ_UNDEF,     /* UNDEF in VALUES */
	/* patterns (syntax) */
	SQ_TRIPLE,    /* kids: subject, predicate (a term or a path), object */
	SQ_GROUP,     /* { ... }: kids the elements in order (TRIPLES blocks and the rest) */
	SQ_TRIPLES,   /* a triples block: kids SQ_TRIPLE */
	SQ_OPTIONAL,  /* kid: SQ_GROUP */
	SQ_UNION,     /* kids: two or more SQ_GROUP */
	SQ_MINUS,     /* kid: SQ_GROUP */
	SQ_GRAPH,     /* kids: name (IRI or VAR), SQ_GROUP */
	SQ_SERVICE,   /* kids: name, SQ_GROUP; flags SQ_F_SILENT */
	SQ_FILTER,    /* kid: expression */
	SQ_BIND,      /* kids: expression, VAR */
	SQ_VALUES,    /* kids: SQ_LIST of VARs, then one SQ_LIST per row */
	SQ_SUBSELECT, /* kid: SQ_QUERY */
	/* paths */
	SQ_PATH_SEQ, SQ_PATH_ALT, /* kids: two or more paths */
	SQ_PATH_INV, SQ_PATH_STAR, SQ_PATH_PLUS, SQ_PATH_OPT, /* kid: a path */
	SQ_PATH_NEG,  /* kids: IRIs and SQ_PATH_INV of IRIs */
	/* expressions */
	SQ_OP,        /* text: || && = != < > <= >= + - * / ! neg pos in notin; kids operands */
	SQ_CALL,      /* text: built-in name, lower case; kids arguments */
	SQ_FUNC,      /* text: function IRI; kids arguments; flags SQ_F_DISTINCT */
	SQ_AGG,       /* text: count sum min max avg sample group_concat; kids: 0 (COUNT(*))
			 or 1; flags SQ_F_DISTINCT; lang: GROUP_CONCAT's separator or NULL */
	SQ_EXISTS,    /* kid: SQ_GROUP; flags SQ_F_NOT for NOT EXISTS */
	/* query parts */
	SQ_QUERY,     /* text: select ask construct describe; kids by SQ_Q_* slot (NULL if
			 absent); flags SQ_F_DISTINCT SQ_F_REDUCED SQ_F_STAR; limit/offset */
	SQ_LIST,      /* a plain list */
	SQ_AS,        /* kids: expression, VAR */
	SQ_ORDER,     /* text: asc or desc; kid: expression */
	SQ_DATASET,   /* kid: IRI; flags SQ_F_NAMED */
	/* algebra (section 18.2); printed by sq_sse_print */
	SQ_A_BGP,     /* kids: SQ_TRIPLE (plain predicates) */
	SQ_A_PATH,    /* kids: subject, path, object */
	SQ_A_JOIN, SQ_A_UNION, SQ_A_MINUS, /* kids: two operands */
	SQ_A_LEFTJOIN, /* kids: left, right, then the filter expressions (maybe none) */
	SQ_A_FILTER,  /* kids: SQ_LIST of expressions, operand */
	SQ_A_GRAPH, SQ_A_SERVICE, /* kids: name, operand; SERVICE flags SQ_F_SILENT */
	SQ_A_EXTEND,  /* kids: VAR, expression, operand */
	SQ_A_TABLE,   /* kids: SQ_LIST of VARs, rows (SQ_LIST, SQ_UNDEF where unbound);
			 flags SQ_F_UNIT for the one-row empty table */
	SQ_A_GROUP,   /* kids: SQ_LIST of group keys (VAR or SQ_AS), SQ_LIST of
			 SQ_AS (aggregate, ?.N), operand */
	SQ_A_TOMULTISET, /* kid: operand */
	SQ_A_ORDER,   /* kids: SQ_LIST of SQ_ORDER, operand */
	SQ_A_PROJECT, /* kids: SQ_LIST of VARs, operand */
	SQ_A_DISTINCT, SQ_A_REDUCED, /* kid: operand */
	SQ_A_SLICE    /* kid: operand; offset/limit (-1 when absent) */
} sq_kind;

enum {
	SQ_F_DISTINCT = 1, SQ_F_REDUCED = 2, SQ_F_STAR = 4, SQ_F_NAMED = 8,
	SQ_F_SILENT = 16, SQ_F_NOT = 32, SQ_F_ANON = 64, SQ_F_UNIT = 128,
	SQ_F_WHERE_SHORT = 256 /* CONSTRUCT WHERE { template } */
};

/* The children of an SQ_QUERY. */
enum {
	SQ_Q_PROJECT,  /* SQ_LIST of VAR / SQ_AS, NULL for * (or ASK, CONSTRUCT) */
	SQ_Q_TEMPLATE, /* CONSTRUCT: SQ_LIST of SQ_TRIPLE; DESCRIBE: SQ_LIST of terms */
	SQ_Q_DATASET,  /* SQ_LIST of SQ_DATASET */
	SQ_Q_WHERE,    /* SQ_GROUP (NULL for DESCRIBE without WHERE) */
	SQ_Q_GROUPBY,  /* SQ_LIST of expressions / SQ_AS */
	SQ_Q_HAVING,   /* SQ_LIST of expressions */
	SQ_Q_ORDERBY,  /* SQ_LIST of SQ_ORDER */
	SQ_Q_VALUES,   /* SQ_VALUES */
	SQ_Q_SLOTS
};

typedef struct sq_node {
	sq_kind kind;
	unsigned flags;
	char *text;            /* owned */
	char *lang;            /* owned (language tag, separator) */
	char *dtype;           /* owned (datatype IRI) */
	long long limit, offset; /* SQ_QUERY, SQ_A_SLICE: -1 when absent */
	unsigned line, col;    /* where it starts in the query text (0 if made up) */
	size_t slot;           /* SQ_VAR, pattern SQ_BNODE: the evaluator's row slot
				  (sparql/eval.h), set by sq_eval_prepare; 0 before */
	size_t n, cap;
	struct sq_node **kids; /* owned; entries may be NULL (SQ_QUERY slots) */
} sq_node;

/* A new node of `kind` with a heap copy of `text` (may be NULL). Caller owns
 * it (sq_node_free). Returns NULL on out-of-memory. */
sq_node *sq_node_new(sq_kind kind, const char *text);

/* Appends `kid` (may be NULL), which the parent then owns. Returns false on
 * out-of-memory, when `kid` is freed. */
bool sq_node_add(sq_node *parent, sq_node *kid);

/* Removes and returns kid `i` (the caller owns it), leaving NULL. */
sq_node *sq_node_steal(sq_node *parent, size_t i);

/* A deep copy (caller owns it), NULL on out-of-memory. NULL gives NULL. */
sq_node *sq_node_copy(const sq_node *n);

/* Frees `n` and all below it. NULL is a no-op. */
void sq_node_free(sq_node *n);

/* The kid `i`, or NULL if there is none. */
sq_node *sq_kid(const sq_node *n, size_t i);

#endif
