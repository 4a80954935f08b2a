/* SPDX-License-Identifier: Apache-2.0 */
/* For the libFuzzer targets: the input as a NUL-terminated string. */
#ifndef PG_FUZZ_INPUT_H
#define PG_FUZZ_INPUT_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Returns a heap copy of the `size` bytes at `data` with `extra` + 1 NULs
 * after them (so NUL-separated fields can be read past the end). Caller
 * frees with free(); NULL on out-of-memory. */
static inline char *fuzz_string(const uint8_t *data, size_t size, size_t extra)
{
	char *s = malloc(size + extra + 1);
	if (s) {
		memcpy(s, data, size);
		memset(s + size, 0, extra + 1);
	}
	return s;
}

#endif
