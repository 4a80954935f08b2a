/* SPDX-License-Identifier: Apache-2.0 */
/* The admission and order of the requests that need a worker: the limits on
 * requests in all and per client address, the deadline of a whole request,
 * and which waiting request a free runner starts next. The policy, with its
 * reasons, is the comment at the top of serve/pool.c; this file is its
 * bookkeeping, all of it under h->queue_lock. */
#include <stdlib.h>
#include <string.h>

#include "serve/serve_internal.h"

struct pg_client {
	char addr[64];     /* the key (pg_serve_client_key); free when admitted is 0 */
	unsigned admitted; /* its tasks waiting or running */
	unsigned running;
	unsigned seen;     /* the pass of pick() that last met its first waiting task */
};
typedef struct pg_client client;

bool pg_serve_queue_init(pg_http *h)
{
	h->clients = calloc(h->o.max_requests, sizeof *h->clients);
	return h->clients != NULL;
}

void pg_serve_queue_free(pg_http *h)
{
	free(h->clients);
	h->clients = NULL;
}

/* The record of `addr`, or a free one for it (NULL if none: cannot happen
 * while fewer than o.max_requests tasks are admitted). */
static client *client_of(pg_http *h, const char *addr)
{
	client *free_slot = NULL;
	for (unsigned i = 0; i < h->o.max_requests; i++) {
		client *c = &h->clients[i];
		if (!c->admitted) {
			if (!free_slot)
				free_slot = c;
		} else if (!strcmp(c->addr, addr)) {
			return c;
		}
	}
	if (free_slot) {
		snprintf(free_slot->addr, sizeof free_slot->addr, "%s", addr);
		free_slot->running = 0;
	}
	return free_slot;
}

bool pg_serve_submit(pg_http *h, task *t)
{
	t->arrival = pg_serve_now_ms();
	t->deadline = t->arrival + h->o.deadline * 1000.0;
	t->next = NULL;
	t->a = (answer){0};
	unsigned limit = 0;
	const char *which = NULL;
	pthread_mutex_lock(&h->queue_lock);
	client *c = NULL;
	if (h->queue_stopping) {
		which = "stopping";
	} else if (h->admitted >= h->o.max_requests) {
		which = "all";
		limit = h->o.max_requests;
	} else if (!(c = client_of(h, t->client)) || c->admitted >= h->o.client_requests) {
		which = "client";
		limit = h->o.client_requests;
	} else {
		c->admitted++;
		h->admitted++;
		t->cl = c;
		if (h->queue_tail)
			h->queue_tail->next = t;
		else
			h->queue_head = t;
		h->queue_tail = t;
		pthread_cond_broadcast(&h->queue_cond);
	}
	pthread_mutex_unlock(&h->queue_lock);
	if (!which)
		return true;
	if (!strcmp(which, "stopping"))
		pg_serve_answer_text(&t->a, 503, "the server is shutting down");
	else if (!strcmp(which, "all"))
		pg_serve_answer_text(&t->a, 503, "the server is busy: %u requests are waiting or "
				     "running, its limit (--max-requests); retry later", limit);
	else
		pg_serve_answer_text(&t->a, 503, "your address has %u requests waiting or running, "
				     "the limit for one client (--client-requests); send fewer at "
				     "once", limit);
	return false;
}

/* The waiting task to start next, unlinked (NULL if none may start now).
 * Each client's tasks go in their order of arrival; among the clients whose
 * first waiting task may start (fewer than o.client_workers running, a limit
 * dropped while stopping), the one with the fewest running goes first, and
 * among those the one whose first waiting task came last. */
static task *pick(pg_http *h)
{
	unsigned pass = ++h->pick_pass;
	task *best = NULL, *best_prev = NULL, *prev = NULL;
	for (task *t = h->queue_head; t; prev = t, t = t->next) {
		client *c = t->cl;
		if (c->seen == pass)
			continue; /* not its client's first waiting task */
		c->seen = pass;
		if (c->running >= h->o.client_workers && !h->queue_stopping)
			continue;
		if (!best || c->running <= best->cl->running) {
			best = t;
			best_prev = prev;
		}
	}
	if (best) {
		if (best_prev)
			best_prev->next = best->next;
		else
			h->queue_head = best->next;
		if (h->queue_tail == best)
			h->queue_tail = best_prev;
		best->next = NULL;
	}
	return best;
}

task *pg_serve_queue_take(pg_http *h)
{
	pthread_mutex_lock(&h->queue_lock);
	task *t;
	while (!(t = pick(h)) && !(h->queue_stopping && !h->queue_head))
		pthread_cond_wait(&h->queue_cond, &h->queue_lock);
	if (t) {
		t->cl->running++;
		h->running++;
	}
	pthread_mutex_unlock(&h->queue_lock);
	return t;
}

void pg_serve_queue_finish(pg_http *h, task *t)
{
	pthread_mutex_lock(&h->queue_lock);
	t->cl->running--;
	t->cl->admitted--;
	h->running--;
	h->admitted--;
	pthread_cond_broadcast(&h->queue_cond); /* a client under its share again */
	pthread_mutex_unlock(&h->queue_lock);
	t->done(t);
}

void pg_serve_queue_expire(pg_http *h)
{
	double now = pg_serve_now_ms();
	task *expired = NULL;
	pthread_mutex_lock(&h->queue_lock);
	task *prev = NULL;
	for (task *t = h->queue_head, *next; t; t = next) {
		next = t->next;
		if (t->deadline > now) {
			prev = t;
			continue;
		}
		if (prev)
			prev->next = next;
		else
			h->queue_head = next;
		if (h->queue_tail == t)
			h->queue_tail = prev;
		t->cl->admitted--;
		h->admitted--;
		t->next = expired;
		expired = t;
	}
	pthread_mutex_unlock(&h->queue_lock);
	for (task *t = expired, *next; t; t = next) {
		next = t->next;
		pg_serve_answer_expired(h, t, now);
		t->done(t);
	}
}

void pg_serve_answer_expired(pg_http *h, task *t, double now)
{
	pg_serve_answer_text(&t->a, 503, "the server is busy: the request waited %.1f s for a "
			     "worker, the limit of %u s for a whole request (--deadline); retry "
			     "later", (now - t->arrival) / 1000.0, h->o.deadline);
}

void pg_serve_queue_stop(pg_http *h)
{
	pthread_mutex_lock(&h->queue_lock);
	h->queue_stopping = true;
	pthread_cond_broadcast(&h->queue_cond);
	pthread_mutex_unlock(&h->queue_lock);
}
