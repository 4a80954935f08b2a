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
	unsigned seen;     /* the pass of find() that last met its first waiting task */
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
	t->ran_long = false;
	t->ran_ms = 0;
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

/* The waiting task a runner may start next, or NULL; *before is the task
 * ahead of it in the queue (NULL at the head). Each client's tasks go in
 * their order of arrival; among the clients whose first waiting task may
 * start (fewer than o.client_workers running, a limit dropped while
 * stopping), the one with the fewest running goes first, and among those the
 * one whose first waiting task came last. A reserved runner starts only the
 * tasks that have not yet run long (nor a query for the upstream endpoint,
 * which it could not stop), and none while a general runner is idle: that
 * one will start it, and the reserved worker stays free. */
static task *find(pg_http *h, bool reserved, task **before)
{
	if (reserved && h->idle_general && !h->queue_stopping)
		return NULL;
	unsigned pass = ++h->pick_pass;
	task *best = NULL, *prev = NULL;
	*before = NULL;
	for (task *t = h->queue_head; t; prev = t, t = t->next) {
		client *c = t->cl;
		if (c->seen == pass)
			continue; /* not its client's first waiting task */
		c->seen = pass;
		if (h->queue_stopping)
			; /* drained by anyone */
		else if (c->running >= h->o.client_workers)
			continue;
		else if (reserved && (t->ran_long || t->j.kind == JOB_PROXY))
			continue;
		if (!best || c->running <= best->cl->running) {
			best = t;
			*before = prev;
		}
	}
	return best;
}

/* The task find() chose, unlinked from the queue. */
static task *pick(pg_http *h, bool reserved)
{
	task *prev;
	task *best = find(h, reserved, &prev);
	if (best) {
		if (prev)
			prev->next = best->next;
		else
			h->queue_head = best->next;
		if (h->queue_tail == best)
			h->queue_tail = prev;
		best->next = NULL;
	}
	return best;
}

task *pg_serve_queue_take(pg_http *h, bool reserved)
{
	pthread_mutex_lock(&h->queue_lock);
	task *t;
	if (!reserved)
		h->idle_general++;
	while (!(t = pick(h, reserved)) && !(h->queue_stopping && !h->queue_head))
		pthread_cond_wait(&h->queue_cond, &h->queue_lock);
	if (!reserved)
		h->idle_general--;
	if (t) {
		t->cl->running++;
		h->running++;
		/* a reserved runner that passed over the rest while this runner
		 * was counted idle looks again */
		if (h->queue_head)
			pthread_cond_broadcast(&h->queue_cond);
	}
	pthread_mutex_unlock(&h->queue_lock);
	return t;
}

task *pg_serve_queue_swap(pg_http *h, task *t, double ran_ms)
{
	pthread_mutex_lock(&h->queue_lock);
	task *next = pick(h, true);
	if (next) {
		next->cl->running++;
		t->cl->running--;
		t->a = (answer){0};
		t->ran_long = true;
		t->ran_ms += ran_ms;
		/* its client's oldest task: ahead of the client's others, and behind
		 * every other client's in the tie-break (it has shown what it costs) */
		t->next = h->queue_head;
		h->queue_head = t;
		if (!h->queue_tail)
			h->queue_tail = t;
		pthread_cond_broadcast(&h->queue_cond); /* for a general runner */
	}
	pthread_mutex_unlock(&h->queue_lock);
	return next;
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
	if (t->ran_long)
		pg_serve_answer_text(&t->a, 503, "the server is busy: the request took %.1f s, the "
				     "limit for a whole request (--deadline %u), waiting for a worker "
				     "after it had run %.1f s on one kept for short requests "
				     "(--reserved-workers); retry later", (now - t->arrival) / 1000.0,
				     h->o.deadline, t->ran_ms / 1000.0);
	else
		pg_serve_answer_text(&t->a, 503, "the server is busy: the request waited %.1f s for a "
				     "worker, the limit of %u s for a whole request (--deadline); "
				     "retry later", (now - t->arrival) / 1000.0, h->o.deadline);
}

void pg_serve_queue_stop(pg_http *h)
{
	pthread_mutex_lock(&h->queue_lock);
	h->queue_stopping = true;
	pthread_cond_broadcast(&h->queue_cond);
	pthread_mutex_unlock(&h->queue_lock);
}
