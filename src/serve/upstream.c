/* SPDX-License-Identifier: Apache-2.0 */
/* A SPARQL Protocol client over plain sockets, for loopback endpoints only:
 * one POST per query, HTTP/1.1 with Connection: close, and a body read to
 * its Content-Length, to the end of its chunks, or to the end of the stream. */
#include "serve/upstream.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include "base/buf.h"
#include "serve/sockio.h"
#include "serve/urlcode.h"

#define TIMEOUT_SECONDS 60

/* Splits "http://HOST:PORT/PATH" into a loopback address and a path. */
static bool parse_url(const char *url, struct sockaddr_storage *sa, socklen_t *len,
		      char *host, size_t host_size, const char **path)
{
	if (strncmp(url, "http://", 7) != 0)
		return false;
	const char *h = url + 7, *end;
	bool v6 = *h == '[';
	if (v6) {
		h++;
		end = strchr(h, ']');
		if (!end)
			return false;
	} else {
		end = h + strcspn(h, ":/?#");
	}
	size_t hl = (size_t)(end - h);
	if (!hl || hl >= host_size)
		return false;
	memcpy(host, h, hl);
	host[hl] = '\0';
	const char *p = end + (v6 ? 1 : 0);
	long port = 80;
	if (*p == ':') {
		char *e;
		port = strtol(p + 1, &e, 10);
		if (e == p + 1 || port < 1 || port > 65535)
			return false;
		p = e;
	}
	if (*p && *p != '/')
		return false;
	*path = *p ? p : "/";
	memset(sa, 0, sizeof *sa);
	if (!strcmp(host, "127.0.0.1") || !strcmp(host, "localhost")) {
		struct sockaddr_in *in = (struct sockaddr_in *)sa;
		in->sin_family = AF_INET;
		in->sin_port = htons((uint16_t)port);
		in->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		*len = sizeof *in;
		return true;
	}
	if (!strcmp(host, "::1")) {
		struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)sa;
		in6->sin6_family = AF_INET6;
		in6->sin6_port = htons((uint16_t)port);
		in6->sin6_addr = in6addr_loopback;
		*len = sizeof *in6;
		return true;
	}
	return false;
}

/* Finds header `name` in the header block `h` (ends with an empty line);
 * copies its value into `v`. */
static bool header(const char *h, const char *name, char *v, size_t vsize)
{
	size_t n = strlen(name);
	for (const char *line = strstr(h, "\r\n"); line && line[2] != '\r'; line = strstr(line + 2, "\r\n")) {
		const char *l = line + 2;
		if (strncasecmp(l, name, n) || l[n] != ':')
			continue;
		l += n + 1;
		while (*l == ' ' || *l == '\t')
			l++;
		size_t k = strcspn(l, "\r\n");
		if (k >= vsize)
			k = vsize - 1;
		memcpy(v, l, k);
		v[k] = '\0';
		return true;
	}
	return false;
}

/* Decodes a chunked body held whole in `b` from `at`; writes it to `out`. */
static bool write_chunked(const char *p, const char *end, FILE *out, pg_buf *first)
{
	while (p < end) {
		char *e;
		unsigned long n = strtoul(p, &e, 16);
		const char *crlf = strstr(e, "\r\n");
		if (e == p || !crlf)
			return false;
		p = crlf + 2;
		if (n == 0)
			return true;
		if ((size_t)(end - p) < n + 2)
			return false;
		if (fwrite(p, 1, n, out) != n)
			return false;
		if (first->len < 200)
			pg_buf_add(first, p, n < 200 ? n : 200);
		p += n + 2;
	}
	return false;
}

pg_status pg_upstream_query(const char *url, const char *query, const char *accept, FILE *out,
			    int *http_status, char *content_type, size_t ct_size, pg_diag *d)
{
	struct sockaddr_storage sa;
	socklen_t salen;
	char host[256];
	const char *path;
	if (http_status)
		*http_status = 0;
	if (content_type && ct_size)
		content_type[0] = '\0';
	if (!parse_url(url, &sa, &salen, host, sizeof host, &path))
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0,
				   "upstream '%s' is not an http:// URL on 127.0.0.1, ::1 or localhost", url);
	pg_buf body = PG_BUF_INIT, req = PG_BUF_INIT, in = PG_BUF_INIT, first = PG_BUF_INIT;
	pg_status st = PG_ERR_NOMEM;
	int fd = -1;
	if (!pg_buf_adds(&body, "query=") || !pg_url_encode(&body, query))
		goto out;
	if (!pg_buf_addf(&req,
			 "POST %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n"
			 "User-Agent: papergraph\r\n"
			 "Content-Type: application/x-www-form-urlencoded\r\n"
			 "Content-Length: %zu\r\n%s%s%s\r\n",
			 path, host, body.len, accept ? "Accept: " : "", accept ? accept : "",
			 accept ? "\r\n" : "") ||
	    !pg_buf_add(&req, body.data, body.len))
		goto out;
	fd = socket(sa.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
	struct timeval tv = {TIMEOUT_SECONDS, 0};
	if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv) != 0 ||
	    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv) != 0 ||
	    connect(fd, (struct sockaddr *)&sa, salen) != 0 || !pg_sock_send_all(fd, req.data, req.len)) {
		st = pg_diag_set(d, PG_ERR_IO, NULL, 0, "cannot reach %s: %s", url, strerror(errno));
		goto out;
	}
	/* Read the whole answer: SPARQL answers through a loopback proxy are
	 * bounded by the endpoint's own limits. */
	char chunk[1 << 16];
	ssize_t r;
	while ((r = recv(fd, chunk, sizeof chunk, 0)) != 0) {
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			st = pg_diag_set(d, PG_ERR_IO, NULL, 0, "reading from %s: %s", url, strerror(errno));
			goto out;
		}
		if (!pg_buf_add(&in, chunk, (size_t)r))
			goto out;
	}
	const char *resp = pg_buf_str(&in);
	const char *hend = strstr(resp, "\r\n\r\n");
	int code = 0;
	if (!hend || sscanf(resp, "HTTP/%*d.%*d %d", &code) != 1) {
		st = pg_diag_set(d, PG_ERR_IO, NULL, 0, "%s sent no HTTP answer", url);
		goto out;
	}
	if (http_status)
		*http_status = code;
	if (content_type && ct_size)
		header(resp, "Content-Type", content_type, ct_size);
	const char *b = hend + 4, *end = in.data + in.len;
	char v[64];
	if (header(resp, "Transfer-Encoding", v, sizeof v) && !strncasecmp(v, "chunked", 7)) {
		if (!write_chunked(b, end, out, &first)) {
			st = pg_diag_set(d, PG_ERR_IO, NULL, 0, "the answer of %s is cut short", url);
			goto out;
		}
	} else {
		size_t n = (size_t)(end - b);
		if (header(resp, "Content-Length", v, sizeof v)) {
			size_t want = strtoul(v, NULL, 10);
			if (want > n) {
				st = pg_diag_set(d, PG_ERR_IO, NULL, 0, "the answer of %s is cut short", url);
				goto out;
			}
			n = want;
		}
		if (n && fwrite(b, 1, n, out) != n) {
			st = pg_diag_set(d, PG_ERR_IO, NULL, 0, "cannot write the answer");
			goto out;
		}
		pg_buf_add(&first, b, n < 200 ? n : 200);
	}
	if (code < 200 || code > 299) {
		char *msg = first.data ? first.data : "";
		msg[strcspn(msg, "\r\n")] = '\0';
		st = pg_diag_set(d, PG_ERR_INPUT, NULL, 0, "%s answered HTTP %d: %s", url, code, msg);
		goto out;
	}
	st = PG_OK;
out:
	if (fd >= 0)
		close(fd);
	pg_buf_free(&body);
	pg_buf_free(&req);
	pg_buf_free(&in);
	pg_buf_free(&first);
	return st;
}
