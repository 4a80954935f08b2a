/* SPDX-License-Identifier: Apache-2.0 */
/* Drawing a lineage (export/lineage.h): the ancestors and descendants of one
 * method to a chosen depth, or the whole forest, as an indented text tree,
 * Graphviz DOT, SVG made by Graphviz's `dot`, or inline SVG for a web page
 * drawn here without any other process.
 *
 * To draw the lineage of one method on its page:
 *     pg_lineage *l;  pg_lineage_load_around(store, iri, 1, 1, PG_LINEAGE_INLINE_ROW, &l, &d);
 *     pg_lineage_view v = {0, 1, 1};  (m[0] is `iri`; one step up and down)
 *     pg_lineage_render_inline(l, &v, my_href, my_ctx, &buf);
 *     pg_lineage_free(l); */
#ifndef PG_LINEAGE_RENDER_H
#define PG_LINEAGE_RENDER_H

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

/* Appends to `out` the value of the href attribute of a link to `iri`,
 * escaped for XML. Returns false on out-of-memory. */
typedef bool (*pg_lineage_href_fn)(void *ctx, const char *iri, pg_buf *out);

/* The inline drawing shows at most this many methods in a row. */
#define PG_LINEAGE_INLINE_ROW 8

/* Appends an <svg class="lineage"> element to `out`: v->focus in the middle
 * (a box of class "self"), above it the rows of what it extends (v->up rows:
 * what it extends, what those extend, ...), below it the rows of what extends
 * it (v->down rows), each a box of class "node" with the method's label (cut
 * after 24 bytes) linked to the href `href` makes (no link with `href` NULL),
 * and an arrow from each method to what it extends in the row next to it. A
 * row holds the first PG_LINEAGE_INLINE_ROW methods found, in edge order; a
 * method is drawn once on each side; an edge of the focus to itself is not
 * drawn. Appends nothing when no edge of the focus is in view. Returns
 * PG_ERR_USAGE if v->focus is not a method of `l`, PG_ERR_NOMEM. */
pg_status pg_lineage_render_inline(const pg_lineage *l, const pg_lineage_view *v,
				   pg_lineage_href_fn href, void *ctx, pg_buf *out);

#endif
