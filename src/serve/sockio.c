/* SPDX-License-Identifier: Apache-2.0 */
/* One loop around send() and recv() until every byte has passed. */
#include "serve/sockio.h"

#include <errno.h>
#include <sys/socket.h>

/* Sends (or, unless `sending`, receives) the `n` bytes at `p`. */
static bool transfer_all(int fd, char *p, size_t n, bool sending)
{
	while (n) {
		ssize_t k = sending ? send(fd, p, n, MSG_NOSIGNAL) : recv(fd, p, n, 0);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return false;
		p += k;
		n -= (size_t)k;
	}
	return true;
}

bool pg_sock_send_all(int fd, const void *buf, size_t n)
{
	return transfer_all(fd, (char *)buf, n, true);
}

bool pg_sock_read_all(int fd, void *buf, size_t n)
{
	return transfer_all(fd, buf, n, false);
}
