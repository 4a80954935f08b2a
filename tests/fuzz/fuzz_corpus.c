/* SPDX-License-Identifier: Apache-2.0 */
/* libFuzzer target: any bytes through the corpus reader and the extractor, nothing may crash or leak. */
/* fuzz-sources: src/base src/extract @embedded */
/* fuzz-libs: */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* memfd_create */
#endif
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "extract/corpus.h"
#include "extract/extract.h"
#include "extract/lexicon.h"

/* The lexicon is loaded once and kept for the whole run (it stays reachable,
 * so LeakSanitizer does not count it). */
static pg_lexicon *lexicon;

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	pg_diag d;
	if (pg_lexicon_new_default(&lexicon, &d) != PG_OK) {
		char msg[1200];
		fprintf(stderr, "fuzz_corpus: %s\n", pg_diag_format(&d, msg, sizeof msg));
		abort();
	}
	return 0;
}

/* Writes the input to an anonymous in-memory file and returns a path that
 * opens it from the start, or -1 in *fd on failure. */
static int input_file(const uint8_t *data, size_t size, char *path, size_t cap)
{
	int fd = memfd_create("fuzz_corpus", MFD_CLOEXEC);
	if (fd < 0)
		return -1;
	size_t done = 0;
	while (done < size) {
		ssize_t n = write(fd, data + done, size - done);
		if (n <= 0) {
			close(fd);
			return -1;
		}
		done += (size_t)n;
	}
	snprintf(path, cap, "/proc/self/fd/%d", fd);
	return fd;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[64];
	int fd = input_file(data, size, path, sizeof path);
	if (fd < 0)
		abort();
	pg_corpus *c = NULL;
	pg_diag d;
	if (pg_corpus_open(path, &c, &d) != PG_OK)
		abort(); /* the file exists: opening cannot fail */
	close(fd);
	for (;;) {
		pg_paper *p = NULL;
		pg_status st = pg_corpus_next(c, &p, &d);
		if (st != PG_OK) {
			if (st != PG_ERR_INPUT || p || !d.msg[0])
				abort(); /* bad bytes are input errors with a message */
			break;
		}
		if (!p)
			break;
		if (!p->id || !p->abstract || !p->abstract[0])
			abort();
		pg_extraction *x = NULL;
		if (pg_extract_paper(lexicon, p->title, p->abstract, &x) != PG_OK)
			abort(); /* only out of memory may fail */
		pg_extraction_free(x);
		pg_paper_free(p);
	}
	pg_corpus_close(c);
	return 0;
}
