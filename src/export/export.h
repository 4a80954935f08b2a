/* SPDX-License-Identifier: Apache-2.0 */
/* The whole graph in one format, to a stream, a file or a directory: the RDF
 * syntaxes (graph/rdfout.h), RDF/XML (export/rdfxml.h) and the graph-tool
 * formats (export/gexport.h) behind one format name. */
#ifndef PG_EXPORT_H
#define PG_EXPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "base/diag.h"
#include "export/gexport.h"
#include "graph/rdfout.h"
#include "store/store.h"

typedef enum pg_export_kind {
	PG_EXPORT_RDF,    /* a streaming RDF syntax of pg_rdfout */
	PG_EXPORT_RDFXML, /* RDF/XML */
	PG_EXPORT_TOOL    /* GraphML, DOT or neo4j CSV */
} pg_export_kind;

typedef struct pg_export_format {
	pg_export_kind kind;
	pg_rdf_format rdf;       /* PG_EXPORT_RDF */
	pg_gexport_format tool;  /* PG_EXPORT_TOOL */
} pg_export_format;

/* Parses a format name: turtle, ntriples, nquads, jsonld (and the other names
 * pg_rdfout_parse_format takes), rdfxml or xml, graphml, dot or graphviz,
 * neo4j or neo4j-csv. Returns false if unknown. */
bool pg_export_parse_format(const char *name, pg_export_format *out);

/* True if `f` writes a directory of files (neo4j) rather than one stream. */
bool pg_export_needs_dir(pg_export_format f);

/* Writes the graph of `s` in `f` (not a directory format) to `out`
 * (borrowed; not closed). `opt->inferred` applies to every format,
 * `opt->all_nodes` to the graph-tool formats. Returns PG_ERR_IO if writing
 * failed (RDF/XML and graph-tool formats flush `out` to find out),
 * PG_ERR_RDF if Redland failed, PG_ERR_USAGE for a directory format,
 * PG_ERR_DAMAGED if a damaged page of the store cut it short (what was
 * written is then part of the graph). */
pg_status pg_export_write(pg_store *s, pg_export_format f, const pg_gexport_options *opt, FILE *out,
			  pg_diag *d);

/* Writes the graph of `s` in `f` to the file `path`, which is replaced only
 * when complete (written to PATH.tmp.PID, then renamed; removed on failure);
 * for neo4j `path` is a directory (made if missing) that receives
 * nodes.csv and relationships.csv, each replaced when complete. Returns
 * PG_ERR_IO, with `d` naming the path, if a file or directory cannot be
 * made or written; PG_ERR_DAMAGED as pg_export_write (then no file is
 * replaced). */
pg_status pg_export_to_path(pg_store *s, pg_export_format f, const pg_gexport_options *opt,
			    const char *path, pg_diag *d);

#endif
