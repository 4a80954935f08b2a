/* SPDX-License-Identifier: Apache-2.0 */
/* libFuzzer target: what papergraph parses of an HTTP request itself (the
 * rest is libmicrohttpd's): the Accept header (serve/negotiate.c) and
 * percent-encoded form bodies and query values (serve/urlcode.c). Input:
 * ACCEPT \0 FORM \0 NAME. Nothing may crash or leak, negotiation picks one
 * of the offered formats or none (406), always one when ?format= names a usable
 * one, and decoding what was encoded gives it back. */
/* fuzz-sources: src/base src/extract src/graph src/store src/sparql src/serve/negotiate.c src/serve/urlcode.c @embedded */
/* fuzz-libs: redland raptor2 rasqal sqlite3 -ldb libmicrohttpd */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_input.h"
#include "serve/serve_internal.h"
#include "serve/urlcode.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool offered(const char *f, const choice *list)
{
	for (const choice *c = list; c->mime; c++)
		if (!strcmp(f, c->format))
			return true;
	return false;
}

static void negotiate(const char *accept, const char *param, const choice *list,
		      bool (*usable)(const char *))
{
	const char *f = pg_serve_negotiate(accept, list, usable, NULL, NULL);
	if (f && (!offered(f, list) || (usable && !usable(f))))
		abort();
	/* a usable preference always gives an answer */
	const char *prefer = pg_serve_format_param(param, list, usable);
	if (prefer && !offered(prefer, list))
		abort();
	bool undecided;
	f = pg_serve_negotiate(accept, list, usable, prefer, &undecided);
	if ((prefer && !f) || (f && !offered(f, list)) || (undecided && !f))
		abort();
	pg_buf msg = PG_BUF_INIT;
	if (!pg_serve_choose_format(accept, param, list, usable, "x", &msg, &f) && !msg.len)
		abort();
	pg_buf_free(&msg);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *buf = fuzz_string(data, size, 2);
	if (!buf)
		return 0;
	const char *accept = buf;
	const char *form = accept + strlen(accept) + 1;
	if (form > buf + size)
		form = buf + size + 1;
	const char *name = form + strlen(form) + 1;
	if (name > buf + size + 1)
		name = buf + size + 2;

	negotiate(accept, name, pg_serve_binding_choices, NULL);
	negotiate(accept, name, pg_serve_graph_choices, pg_serve_construct_usable);
	negotiate(accept, name, pg_serve_page_choices, pg_serve_page_usable);
	(void)pg_serve_type_of(accept);
	(void)pg_url_form_count(form, name);

	free(pg_url_form_value(form, name));
	free(pg_url_form_value(form, "query"));
	for (int plus = 0; plus < 2; plus++) {
		char *dec = pg_url_decode(form, strlen(form), plus);
		free(dec);
	}
	/* encode then decode gives the text back */
	pg_buf b = PG_BUF_INIT;
	if (pg_url_encode(&b, form)) {
		char *back = pg_url_decode(pg_buf_str(&b), b.len, true);
		if (back && strcmp(back, form))
			abort();
		free(back);
	}
	pg_buf_free(&b);
	free(buf);
	return 0;
}
