/* SPDX-License-Identifier: Apache-2.0 */
/* Status names and diagnostic records. */
#include "base/diag.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const char *pg_strerror(pg_status st)
{
	switch (st) {
	case PG_OK: return "success";
	case PG_ERR_INPUT: return "bad input";
	case PG_ERR_USAGE: return "bad usage";
	case PG_ERR_IO: return "input/output error";
	case PG_ERR_RDF: return "RDF library error";
	case PG_ERR_NOMEM: return "out of memory";
	case PG_ERR_INTERNAL: return "internal error";
	case PG_ERR_DAMAGED: return "damaged store";
	}
	return "unknown status";
}

pg_status pg_diag_set(pg_diag *d, pg_status st, const char *file, size_t line,
		      const char *fmt, ...)
{
	if (!d)
		return st;
	d->status = st;
	snprintf(d->file, sizeof d->file, "%s", file ? file : "");
	d->line = line;
	d->col = 0;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(d->msg, sizeof d->msg, fmt, ap);
	va_end(ap);
	return st;
}

void pg_diag_clear(pg_diag *d)
{
	if (d)
		memset(d, 0, sizeof *d);
}

char *pg_diag_format(const pg_diag *d, char *out, size_t size)
{
	if (d->file[0] && d->line && d->col)
		snprintf(out, size, "%s:%zu:%zu: %s", d->file, d->line, d->col, d->msg);
	else if (d->file[0] && d->line)
		snprintf(out, size, "%s:%zu: %s", d->file, d->line, d->msg);
	else if (d->file[0])
		snprintf(out, size, "%s: %s", d->file, d->msg);
	else
		snprintf(out, size, "%s", d->msg[0] ? d->msg : pg_strerror(d->status));
	return out;
}
