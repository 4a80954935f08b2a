/* SPDX-License-Identifier: Apache-2.0 */
/* A SPARQL 1.1 Protocol client for an upstream endpoint on the loopback
 * interface (Virtuoso's /sparql, say), over plain sockets. */
#ifndef PG_UPSTREAM_H
#define PG_UPSTREAM_H

#include <stdio.h>

#include "base/diag.h"

/* POSTs `query` (application/x-www-form-urlencoded) to `url`, an
 * http://HOST:PORT/PATH URL whose HOST is 127.0.0.1, ::1 or localhost, with
 * `accept` as the Accept header (may be NULL: the server's default), and
 * copies the answer's body to `out` (borrowed). `http_status` (may be NULL)
 * receives the HTTP status and `content_type` (may be NULL; `ct_size` bytes)
 * the answer's Content-Type. Gives up after 60 s without progress.
 * Returns PG_ERR_USAGE for a URL that is not loopback HTTP, PG_ERR_IO if the
 * endpoint cannot be reached or the answer is cut short, PG_ERR_INPUT (with
 * the start of the answer in `d`) when the endpoint answers with a status
 * other than 2xx; the body is copied to `out` in every case it arrives. */
pg_status pg_upstream_query(const char *url, const char *query, const char *accept, FILE *out,
			    int *http_status, char *content_type, size_t ct_size, pg_diag *d);

#endif
