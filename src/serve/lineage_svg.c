/* SPDX-License-Identifier: Apache-2.0 */
/* The lineage drawing of a resource page: the methods a method extends
 * above it, those extending it below, as inline SVG. Kept apart so that a
 * lineage view from export/ can replace it. */
#include <stdio.h>
#include <string.h>

#include "graph/vocab.h"
#include "serve/serve_internal.h"

/* One box: the name of `iri` (cut at 24 bytes), linked, at (x, y). */
static void svg_box(FILE *f, const char *base, const pg_description *d, const char *iri, int x,
		    int y, bool self)
{
	const char *name = pg_serve_name_of(d, iri);
	char cut[64];
	size_t n = strlen(name);
	if (n > 26) {
		n = 24;
		while (n && ((unsigned char)name[n] & 0xC0) == 0x80)
			n--;
		memcpy(cut, name, n);
		strcpy(cut + n, "…");
	} else {
		memcpy(cut, name, n + 1);
	}
	fputs("<a href=\"", f);
	pg_serve_href(f, base, iri);
	fprintf(f, "\"><rect x=\"%d\" y=\"%d\" width=\"200\" height=\"32\" rx=\"6\" class=\"%s\"/>"
		   "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">", x, y, self ? "self" : "node",
		x + 100, y + 21);
	pg_serve_html_esc(f, cut);
	fputs("</text></a>\n", f);
}

/* Parents above, the resource in the middle, children below, with arrows
 * from each extending method to the one it extends. */
void pg_serve_lineage_svg(FILE *f, const char *base, const pg_description *d, const char *iri)
{
	const char *up[8], *down[8];
	int nu = 0, nd = 0;
	for (size_t i = 0; i < d->n_core; i++) {
		const pg_triple *t = &d->t[i];
		if (strcmp(t->p, PG_P_EXTENDS) || t->o_literal)
			continue;
		if (!strcmp(t->s, iri) && nu < 8)
			up[nu++] = t->o;
		else if (!strcmp(t->o, iri) && nd < 8)
			down[nd++] = t->s;
	}
	if (!nu && !nd)
		return;
	int widest = nu > nd ? nu : nd;
	if (widest < 1)
		widest = 1;
	int w = widest * 220 + 20, hgt = 32 + (nu ? 80 : 0) + (nd ? 80 : 0) + 20;
	int midy = 10 + (nu ? 80 : 0);
	int midx = w / 2 - 100;
	fputs("<h2>Lineage</h2>\n", f);
	fprintf(f, "<svg class=\"lineage\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
		   "role=\"img\" aria-label=\"lineage\">\n"
		   "<defs><marker id=\"arr\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" "
		   "markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\">"
		   "<path d=\"M 0 0 L 10 5 L 0 10 z\"/></marker></defs>\n", w, hgt, w, hgt);
	for (int i = 0; i < nu; i++) {
		int x = w / 2 - nu * 110 + i * 220 + 10;
		fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" marker-end=\"url(#arr)\"/>\n",
			midx + 100, midy, x + 100, 10 + 32);
		svg_box(f, base, d, up[i], x, 10, false);
	}
	for (int i = 0; i < nd; i++) {
		int x = w / 2 - nd * 110 + i * 220 + 10;
		fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" marker-end=\"url(#arr)\"/>\n",
			x + 100, midy + 80, midx + 100, midy + 32);
		svg_box(f, base, d, down[i], x, midy + 80, false);
	}
	svg_box(f, base, d, iri, midx, midy, true);
	fputs("</svg>\n<p class=\"note\">An arrow points from a method to the method it extends "
	      "(<code>pg:extends</code>).</p>\n", f);
}
