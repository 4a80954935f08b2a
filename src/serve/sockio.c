/* SPDX-License-Identifier: Apache-2.0 */
/* Loops around send() and read() until every byte has passed. */
#include "serve/sockio.h"

#include <errno.h>
#include <sys/socket.h>
#include <unistd.h>

bool pg_sock_send_all(int fd, const void *buf, size_t n)
{
	const char *p = buf;
	while (n) {
		ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		p += w;
		n -= (size_t)w;
	}
	return true;
}

bool pg_sock_read_all(int fd, void *buf, size_t n)
{
	char *p = buf;
	while (n) {
		ssize_t r = read(fd, p, n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return false;
		p += r;
		n -= (size_t)r;
	}
	return true;
}
