/* SPDX-License-Identifier: Apache-2.0 */
/* libFuzzer target: the JSON-LD reader of `load` (graph/jsonld_read.h) on any
 * bytes that are valid UTF-8 (load checks that first). Nothing may crash or
 * leak; a document it takes gives whole N-Triples lines (each ends " .\n"),
 * and a refused one names a line within the input and says why. */
/* fuzz-sources: src/base src/extract src/graph @embedded */
/* fuzz-libs: -lm */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/utf8.h"
#include "graph/jsonld_read.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (pg_utf8_valid_prefix(data, size) < size)
		return 0;
	pg_buf out = PG_BUF_INIT;
	pg_diag d;
	pg_diag_clear(&d);
	pg_status st = pg_jsonld_to_ntriples((const char *)data, size, "fuzz.jsonld", &out, &d);
	if (st == PG_ERR_INPUT) {
		size_t lines = 1;
		for (size_t i = 0; i < size; i++)
			lines += data[i] == '\n';
		if (d.line < 1 || d.line > lines || !d.msg[0])
			abort(); /* a refusal names a line of the input and says why */
	} else if (st == PG_OK && out.len) {
		/* whole lines only: every line ends " ." */
		if (out.data[out.len - 1] != '\n')
			abort();
		for (char *line = out.data, *end; line < out.data + out.len; line = end + 1) {
			end = memchr(line, '\n', (size_t)(out.data + out.len - line));
			if (end - line < 8 || end[-1] != '.' || end[-2] != ' ')
				abort();
		}
	}
	pg_buf_free(&out);
	return 0;
}
