/* SPDX-License-Identifier: Apache-2.0 */
/* Whole writes and reads on a socket, retried after EINTR, for the worker
 * pool's socket pairs and the upstream client. Private to serve/. */
#ifndef PG_SERVE_SOCKIO_H
#define PG_SERVE_SOCKIO_H

#include <stdbool.h>
#include <stddef.h>

/* Sends the `n` bytes of `buf` on the socket `fd` (no SIGPIPE: a closed peer
 * is a failure). Returns false if the socket fails or closes first. */
bool pg_sock_send_all(int fd, const void *buf, size_t n);

/* Reads exactly `n` bytes into `buf`. Returns false on an error or if the
 * stream ends first. */
bool pg_sock_read_all(int fd, void *buf, size_t n);

#endif
