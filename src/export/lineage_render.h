/* SPDX-License-Identifier: Apache-2.0 */
/* Drawing a lineage (export/lineage.h): the ancestors and descendants of one
 * method to a chosen depth, or the whole forest, as an indented text tree,
 * Graphviz DOT laid out left to right by year, SVG of that laid out by
 * Graphviz (its library in process, or its `dot` program when papergraph was
 * built without the library), or inline SVG for a web page drawn here.
 *
 * To draw the lineage of one method on its page, linked to other pages:
 *     pg_lineage *l;  pg_lineage_load_around(store, iri, 3, 3, PG_LINEAGE_INLINE_ROW, &l, &d);
 *     pg_lineage_view v = {0, 3, 3};  (m[0] is `iri`; three steps up and down)
 *     if (pg_lineage_svg_in_process())
 *         pg_lineage_render_page(l, &v, my_href, my_ctx, &buf, &d);
 *     else
 *         pg_lineage_render_inline(l, &v, my_href, my_ctx, &buf);
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
	PG_LINEAGE_DOT,  /* a Graphviz digraph, extended method -> extending method */
	PG_LINEAGE_SVG   /* that digraph laid out by Graphviz's dot layout */
} pg_lineage_format;

/* The text tree stops at this many levels whatever the view says (a lineage
 * with shared ancestors repeats them on every path). */
#define PG_LINEAGE_TREE_LEVELS 65

/* What to draw. */
typedef struct pg_lineage_view {
	int focus;     /* the method drawn, highlighted, with its lineage; -1: every
			  method with an extends edge (the tree: down from each root,
			  a method that extends nothing, earliest first) */
	unsigned up;   /* how many extends steps of ancestors to follow from focus */
	unsigned down; /* how many steps of descendants */
} pg_lineage_view;

/* Parses "tree", "dot" or "svg". Returns false if unknown. */
bool pg_lineage_parse_format(const char *name, pg_lineage_format *out);

/* Appends the drawing of `v` in `format` to `out`. Output is deterministic:
 * methods in index order, edges in the lineage's order. DOT and SVG: each
 * method a box with its name (bold, wrapped at spaces, never cut) and under
 * it the year and title, shortened, of its proposing paper when the store has
 * them; the focus highlighted; an arrow from each method to each method
 * extending it, unlabelled (plain extension); when some method has a year, a
 * time axis of year labels along the top, each method in its year's column
 * and a method without a year dashed. Returns PG_ERR_USAGE for a focus that
 * is not a method of `l`, PG_ERR_NOMEM; for SVG, PG_ERR_INPUT if Graphviz is
 * not there (neither built in nor `dot` on the PATH) and PG_ERR_INTERNAL if
 * it fails (with what it wrote left in `out`), each with `d` saying so. */
pg_status pg_lineage_render(const pg_lineage *l, const pg_lineage_view *v, pg_lineage_format format,
			    pg_buf *out, pg_diag *d);

/* pg_lineage_render() to `out` (borrowed; not closed): whatever was drawn is
 * written, also on failure. Returns PG_ERR_IO if writing failed. */
pg_status pg_lineage_write(const pg_lineage *l, const pg_lineage_view *v, pg_lineage_format format,
			   FILE *out, pg_diag *d);

/* Lays out the `len` bytes of DOT text with Graphviz's dot layout and
 * appends the SVG to `svg` (export/lineage_svg.c): in this process through
 * libgvc when papergraph was built with it (one drawing at a time: callers
 * from several threads wait for each other), else by running `dot -Tsvg`.
 * Errors as for SVG in pg_lineage_render(). */
pg_status pg_lineage_dot_to_svg(const char *dot, size_t len, pg_buf *svg, pg_diag *d);

/* Whether pg_lineage_dot_to_svg() works in this process (built with libgvc),
 * running no program. */
bool pg_lineage_svg_in_process(void);

/* Appends to `out` the value of the href attribute of a link to `iri`,
 * escaped for XML. Returns false on out-of-memory. */
typedef bool (*pg_lineage_href_fn)(void *ctx, const char *iri, pg_buf *out);

/* pg_lineage_render() with each box of DOT and SVG linked to the href that
 * `href` makes for its method (NULL: no links, as pg_lineage_render()). */
pg_status pg_lineage_render_linked(const pg_lineage *l, const pg_lineage_view *v,
				   pg_lineage_format format, pg_lineage_href_fn href, void *ctx,
				   pg_buf *out, pg_diag *d);

/* Appends the SVG drawing of `v` as pg_lineage_render_linked() makes it, as
 * an element for an HTML page: an <svg class="lineage-graph"> without the XML
 * prolog. Errors as pg_lineage_render(). */
pg_status pg_lineage_render_page(const pg_lineage *l, const pg_lineage_view *v,
				 pg_lineage_href_fn href, void *ctx, pg_buf *out, pg_diag *d);

/* The inline drawing shows at most this many methods in a row. */
#define PG_LINEAGE_INLINE_ROW 8

/* Appends an <svg class="lineage"> element to `out` (export/lineage_inline.c):
 * v->focus in the middle (a box of class "self"), above it the rows of what it
 * extends (v->up rows: what it extends, what those extend, ...), below it the
 * rows of what extends it (v->down rows), each a box of class "node" with the
 * method's label (wrapped at spaces into lines of at most 24 characters, never
 * cut; every box as tall as the most lines need) and year, linked to the href
 * `href` makes (no link with `href` NULL),
 * and an arrow from each method to what extends it in the row next to it. A
 * row holds the first PG_LINEAGE_INLINE_ROW methods found, in edge order; a
 * method is drawn once on each side; an edge of the focus to itself is not
 * drawn. Appends nothing when no edge of the focus is in view. Returns
 * PG_ERR_USAGE if v->focus is not a method of `l`, PG_ERR_NOMEM. */
pg_status pg_lineage_render_inline(const pg_lineage *l, const pg_lineage_view *v,
				   pg_lineage_href_fn href, void *ctx, pg_buf *out);

#endif
