/* SPDX-License-Identifier: Apache-2.0 */
/* The connection guard: the list of open connections that libmicrohttpd's
 * notices keep, the limits on connections in all and from one client
 * (refused at accept, before libmicrohttpd's own limits would leave new
 * clients waiting in the listen queue), and a thread that closes a
 * connection taking longer than o.client_timeout to send one request (a
 * header line a second keeps libmicrohttpd's idle timeout from ever firing)
 * and expires the waiting requests whose deadline has passed (queue.c). */
#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "serve/serve_internal.h"

#define TICK_MS 200 /* how often the guard looks */

struct pg_conn {
	int fd;
	char client[64]; /* pg_serve_client_key of its address */
	double since;    /* when it began to send its request (or to wait for the next) */
	bool receiving;  /* the request is not complete yet */
	bool closing;    /* answered, and libmicrohttpd closes it next */
	bool cut;        /* shut down by the guard */
	struct pg_conn *prev, *next;
};
typedef struct pg_conn conn;

void pg_serve_client_key(const struct sockaddr *sa, char *out, size_t size)
{
	snprintf(out, size, "?");
	if (sa && sa->sa_family == AF_INET) {
		inet_ntop(AF_INET, &((const struct sockaddr_in *)sa)->sin_addr, out, (socklen_t)size);
	} else if (sa && sa->sa_family == AF_INET6) {
		struct in6_addr a = ((const struct sockaddr_in6 *)sa)->sin6_addr;
		if (IN6_IS_ADDR_V4MAPPED(&a)) {
			inet_ntop(AF_INET, &a.s6_addr[12], out, (socklen_t)size);
			return;
		}
		memset(&a.s6_addr[8], 0, 8); /* one client holds a whole /64 */
		char text[INET6_ADDRSTRLEN];
		if (inet_ntop(AF_INET6, &a, text, sizeof text))
			snprintf(out, size, "%s/64", text);
	}
}

/* Forgets the connection that this thread admitted last and that is now in
 * the list, or that libmicrohttpd dropped. Called with conn_lock held. */
static void drop_accepting(pg_http *h)
{
	pthread_t self = pthread_self();
	for (size_t i = 0; i < sizeof h->accepting / sizeof h->accepting[0]; i++)
		if (h->accepting[i].used && pthread_equal(h->accepting[i].thread, self))
			h->accepting[i].used = false;
}

/* The limits count live connections only. A connection whose last answer
 * is out and that libmicrohttpd is about to close (`closing`) stays in the
 * list, and in libmicrohttpd's own counts, until its thread gets round to
 * the close; a client that reconnects as soon as it has its answer would
 * otherwise find its earlier connections still counted against it (32
 * clients doing one request per connection were refused at 64 when the
 * machine was busy). The connections admitted but not yet in the list
 * count too, or two threads accepting at once could each admit one over a
 * limit (t0510 saw 65 of 64). */
enum MHD_Result pg_serve_guard_accept(void *cls, const struct sockaddr *addr, socklen_t addrlen)
{
	(void)addrlen;
	pg_http *h = cls;
	char client[64];
	pg_serve_client_key(addr, client, sizeof client);
	unsigned live = 0, mine = 0;
	size_t n = sizeof h->accepting / sizeof h->accepting[0], slot = n;
	pthread_mutex_lock(&h->conn_lock);
	drop_accepting(h);
	for (conn *k = h->conns; k; k = k->next) {
		if (k->closing)
			continue;
		live++;
		mine += !strcmp(k->client, client);
	}
	for (size_t i = 0; i < n; i++) {
		if (!h->accepting[i].used) {
			slot = i;
			continue;
		}
		live++;
		mine += !strcmp(h->accepting[i].client, client);
	}
	bool ok = slot < n && live < h->o.max_connections && mine < h->o.client_connections &&
		  !h->stopping;
	if (ok) {
		h->accepting[slot].used = true;
		h->accepting[slot].thread = pthread_self();
		snprintf(h->accepting[slot].client, sizeof h->accepting[slot].client, "%s", client);
	}
	pthread_mutex_unlock(&h->conn_lock);
	return ok ? MHD_YES : MHD_NO;
}

void pg_serve_guard_notify(void *cls, struct MHD_Connection *c, void **socket_context,
			   enum MHD_ConnectionNotificationCode toe)
{
	pg_http *h = cls;
	if (toe == MHD_CONNECTION_NOTIFY_STARTED) {
		const union MHD_ConnectionInfo *fd = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
		conn *k = fd ? calloc(1, sizeof *k) : NULL;
		*socket_context = k;
		if (!k) {
			pthread_mutex_lock(&h->conn_lock);
			drop_accepting(h);
			pthread_mutex_unlock(&h->conn_lock);
			return; /* not watched: libmicrohttpd's own limits still hold */
		}
		k->fd = fd->connect_fd;
		const union MHD_ConnectionInfo *ci =
			MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
		pg_serve_client_key(ci ? ci->client_addr : NULL, k->client, sizeof k->client);
		k->since = pg_serve_now_ms();
		k->receiving = true;
		pthread_mutex_lock(&h->conn_lock);
		drop_accepting(h);
		k->next = h->conns;
		if (h->conns)
			h->conns->prev = k;
		h->conns = k;
		pthread_mutex_unlock(&h->conn_lock);
		return;
	}
	/* MHD_CONNECTION_NOTIFY_CLOSED: libmicrohttpd closes the socket after this
	 * returns, so under conn_lock the guard only ever shuts down a live one */
	conn *k = *socket_context;
	if (!k)
		return;
	pthread_mutex_lock(&h->conn_lock);
	if (k->prev)
		k->prev->next = k->next;
	else
		h->conns = k->next;
	if (k->next)
		k->next->prev = k->prev;
	pthread_mutex_unlock(&h->conn_lock);
	free(k);
	*socket_context = NULL;
}

void pg_serve_guard_receiving(pg_http *h, void *ctx, bool receiving)
{
	conn *k = ctx;
	if (!k)
		return;
	pthread_mutex_lock(&h->conn_lock);
	k->receiving = receiving;
	k->since = pg_serve_now_ms();
	pthread_mutex_unlock(&h->conn_lock);
}

void pg_serve_guard_closing(pg_http *h, void *ctx, bool closing)
{
	conn *k = ctx;
	if (!k)
		return;
	pthread_mutex_lock(&h->conn_lock);
	k->closing = closing;
	pthread_mutex_unlock(&h->conn_lock);
}

/* Shuts down the connections that have been sending one request for longer
 * than o.client_timeout; libmicrohttpd then sees the end of the stream and
 * closes them. */
static void cut_slow(pg_http *h)
{
	double now = pg_serve_now_ms(), limit = h->o.client_timeout * 1000.0;
	unsigned cut = 0;
	pthread_mutex_lock(&h->conn_lock);
	for (conn *k = h->conns; k; k = k->next) {
		if (k->receiving && !k->cut && now - k->since > limit) {
			shutdown(k->fd, SHUT_RDWR);
			k->cut = true;
			cut++;
		}
	}
	bool first = cut && !h->n_cut;
	h->n_cut += cut;
	pthread_mutex_unlock(&h->conn_lock);
	if (first)
		pg_serve_note(h, "closing connections that take longer than %u s to send a request "
			      "(--client-timeout); this is noted once", h->o.client_timeout);
}

static void *guard_main(void *arg)
{
	pg_http *h = arg;
	struct timespec tick = {0, TICK_MS * 1000000L};
	while (!h->stopping) {
		nanosleep(&tick, NULL);
		cut_slow(h);
		pg_serve_queue_expire(h);
	}
	return NULL;
}

bool pg_serve_guard_start(pg_http *h)
{
	h->guard_running = pthread_create(&h->guard_thread, NULL, guard_main, h) == 0;
	return h->guard_running;
}

void pg_serve_guard_stop(pg_http *h)
{
	if (!h->guard_running)
		return;
	h->stopping = 1;
	pthread_join(h->guard_thread, NULL);
	h->guard_running = false;
}
