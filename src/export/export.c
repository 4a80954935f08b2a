/* SPDX-License-Identifier: Apache-2.0 */
/* One entry point for every export format, and the writing of an export to a
 * file that is replaced only when complete (or to neo4j's directory). */
#include "export/export.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/buf.h"
#include "export/rdfxml.h"

bool pg_export_parse_format(const char *name, pg_export_format *out)
{
	*out = (pg_export_format){PG_EXPORT_RDF, PG_RDF_TURTLE, PG_GEXPORT_GRAPHML};
	if (!strcmp(name, "rdfxml") || !strcmp(name, "xml"))
		out->kind = PG_EXPORT_RDFXML;
	else if (pg_gexport_parse_format(name, &out->tool))
		out->kind = PG_EXPORT_TOOL;
	else if (!pg_rdfout_parse_format(name, &out->rdf))
		return false;
	return true;
}

bool pg_export_needs_dir(pg_export_format f)
{
	return f.kind == PG_EXPORT_TOOL && f.tool == PG_GEXPORT_NEO4J;
}

static pg_status write_any(pg_store *s, pg_export_format f, const pg_gexport_options *opt,
			   FILE *out, pg_diag *d)
{
	if (pg_export_needs_dir(f))
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "neo4j writes two files: give a directory");
	if (f.kind == PG_EXPORT_RDFXML)
		return pg_rdfxml_write(s, opt->inferred, out);
	if (f.kind == PG_EXPORT_TOOL)
		return pg_gexport_write(s, f.tool, opt, out, NULL, NULL, NULL);
	pg_rdfout *w = pg_rdfout_new(out, f.rdf, pg_store_get_base(s));
	pg_status st = w ? pg_store_each(s, opt->inferred, pg_rdfout_write, w) : PG_ERR_NOMEM;
	if (st == PG_OK)
		st = pg_rdfout_finish(w);
	pg_rdfout_free(w);
	return st;
}

/* An export is the backup: if a damaged page cut a walk short, the part of
 * the graph written is a failure, never a result. */
pg_status pg_export_write(pg_store *s, pg_export_format f, const pg_gexport_options *opt, FILE *out,
			  pg_diag *d)
{
	pg_status st = write_any(s, f, opt, out, d);
	pg_status rd = pg_store_check_reads(s, d);
	return rd != PG_OK ? rd : st;
}

/* Opens `path`.tmp.PID for writing; its name goes to `tmp`. */
static pg_status open_tmp(const char *path, pg_buf *tmp, FILE **fp, pg_diag *d)
{
	*fp = NULL;
	if (!pg_buf_addf(tmp, "%s.tmp.%ld", path, (long)getpid()))
		return PG_ERR_NOMEM;
	if (!(*fp = fopen(pg_buf_str(tmp), "w")))
		return pg_diag_set(d, PG_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
	return PG_OK;
}

/* Closes `fp` (may be NULL) and, if all went well, renames `tmp` to `path`;
 * else removes `tmp`. Returns the first failure. */
static pg_status close_tmp(FILE *fp, const pg_buf *tmp, const char *path, pg_status st, pg_diag *d)
{
	if (!fp)
		return st;
	if (fclose(fp) != 0 && st == PG_OK)
		st = pg_diag_set(d, PG_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
	if (st == PG_OK && rename(pg_buf_str(tmp), path) != 0)
		st = pg_diag_set(d, PG_ERR_IO, path, 0, "cannot write: %s", strerror(errno));
	if (st != PG_OK)
		unlink(pg_buf_str(tmp));
	return st;
}

/* neo4j: DIR/nodes.csv and DIR/relationships.csv, each replaced when complete. */
static pg_status write_neo4j(pg_store *s, const pg_gexport_options *opt, const char *dir,
			     pg_diag *d)
{
	if (mkdir(dir, 0777) != 0 && errno != EEXIST)
		return pg_diag_set(d, PG_ERR_IO, dir, 0, "cannot make the directory: %s", strerror(errno));
	struct stat sb;
	if (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode))
		return pg_diag_set(d, PG_ERR_IO, dir, 0, "not a directory");
	pg_buf nodes = PG_BUF_INIT, rels = PG_BUF_INIT, ntmp = PG_BUF_INIT, rtmp = PG_BUF_INIT;
	FILE *nf = NULL, *rf = NULL;
	pg_status st = PG_ERR_NOMEM;
	if (pg_buf_addf(&nodes, "%s/nodes.csv", dir) && pg_buf_addf(&rels, "%s/relationships.csv", dir))
		st = open_tmp(pg_buf_str(&nodes), &ntmp, &nf, d);
	if (st == PG_OK)
		st = open_tmp(pg_buf_str(&rels), &rtmp, &rf, d);
	if (st == PG_OK)
		st = pg_gexport_write(s, PG_GEXPORT_NEO4J, opt, nf, rf, NULL, NULL);
	if (st == PG_OK)
		st = pg_store_check_reads(s, d);
	st = close_tmp(nf, &ntmp, pg_buf_str(&nodes), st, d);
	st = close_tmp(rf, &rtmp, pg_buf_str(&rels), st, d);
	pg_buf_free(&nodes);
	pg_buf_free(&rels);
	pg_buf_free(&ntmp);
	pg_buf_free(&rtmp);
	return st;
}

pg_status pg_export_to_path(pg_store *s, pg_export_format f, const pg_gexport_options *opt,
			    const char *path, pg_diag *d)
{
	if (pg_export_needs_dir(f))
		return write_neo4j(s, opt, path, d);
	pg_buf tmp = PG_BUF_INIT;
	FILE *out;
	pg_status st = open_tmp(path, &tmp, &out, d);
	if (st == PG_OK)
		st = pg_export_write(s, f, opt, out, d);
	st = close_tmp(out, &tmp, path, st, d);
	pg_buf_free(&tmp);
	return st;
}
