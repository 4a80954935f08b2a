/* SPDX-License-Identifier: Apache-2.0 */
/* Drawing a lineage (export/lineage.h): the ancestors and descendants of one
 * method to a chosen depth, or the whole forest, as an indented text tree,
 * Graphviz DOT, or SVG made by Graphviz's `dot`.
 *
 * To draw the lineage of one method, e.g. on its page:
 *     pg_lineage *l;  pg_lineage_load(store, &l, &d);
 *     pg_lineage_view v = {pg_lineage_find_iri(l, iri), 1, 1};  (one step up and down)
 *     if (v.focus >= 0) pg_lineage_write(l, &v, PG_LINEAGE_SVG, f, &d);
 *     pg_lineage_free(l); */
#ifndef PG_LINEAGE_RENDER_H
#define PG_LINEAGE_RENDER_H

#include <limits.h>
#include <stdbool.h>
#include <stdio.h>

#include "base/buf.h"
#include "base/diag.h"
#include "export/lineage.h"

typedef enum pg_lineage_format {
	PG_LINEAGE_TREE, /* text: the method, then "ancestors:" and "descendants:" trees */
	PG_LINEAGE_DOT,  /* a Graphviz digraph, extending method -> extended method */
	PG_LINEAGE_SVG   /* that digraph laid out by `dot -Tsvg` */
} pg_lineage_format;

/* Follow extends edges as far as they go. */
#define PG_LINEAGE_UNLIMITED UINT_MAX
/* The text tree stops at this many levels whatever the view says (a lineage
 * with shared ancestors repeats them on every path). */
#define PG_LINEAGE_TREE_LEVELS 65

/* What to draw. */
typedef struct pg_lineage_view {
	int focus;     /* the method drawn, highlighted, with its lineage; -1: every
			  method with an extends edge (DOT and SVG only) */
	unsigned up;   /* how many extends steps of ancestors to follow from focus */
	unsigned down; /* how many steps of descendants */
} pg_lineage_view;

/* Parses "tree", "dot" or "svg". Returns false if unknown. */
bool pg_lineage_parse_format(const char *name, pg_lineage_format *out);

/* Appends the drawing of `v` in `format` to `out`. Output is deterministic:
 * methods in index order, edges in the lineage's order. Returns PG_ERR_USAGE
 * for a tree without a focus, PG_ERR_NOMEM; for SVG, PG_ERR_INPUT if `dot`
 * cannot be run and PG_ERR_INTERNAL if it fails (with what it wrote left in
 * `out`), each with `d` saying so. */
pg_status pg_lineage_render(const pg_lineage *l, const pg_lineage_view *v, pg_lineage_format format,
			    pg_buf *out, pg_diag *d);

/* pg_lineage_render() to `out` (borrowed; not closed): whatever was drawn is
 * written, also on failure. Returns PG_ERR_IO if writing failed. */
pg_status pg_lineage_write(const pg_lineage *l, const pg_lineage_view *v, pg_lineage_format format,
			   FILE *out, pg_diag *d);

/* Runs `dot -Tsvg` on the `len` bytes of DOT text and appends the SVG to
 * `svg`. Errors as for SVG in pg_lineage_render(). */
pg_status pg_lineage_dot_to_svg(const char *dot, size_t len, pg_buf *svg, pg_diag *d);

#endif
