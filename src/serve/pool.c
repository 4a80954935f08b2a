/* SPDX-License-Identifier: Apache-2.0 */
/* The worker pool: processes forked from the server that compute queries and
 * pages, the runner threads that feed them, the framing of jobs and answers
 * on their socket pairs, the time and size limits, and following a store
 * whose graph a writer replaced.
 *
 * Who gets a worker, and when (queue.c keeps the books; the options of
 * `papergraph serve` in brackets, with their defaults):
 * - The daemon's threads never wait for a query: a request that needs a
 *   worker (a query, a resource page, or a query for --upstream) is admitted
 *   to a queue and its connection suspended until a runner answers it, so no
 *   number of slow or runaway requests stalls the other connections.
 * - Admission: at most --max-requests (128) requests wait or run at once,
 *   and at most --client-requests (32) of them from one client address (an
 *   IPv4 address, or the /64 of an IPv6 one). Over either limit a request
 *   gets 503 with Retry-After at once: no client can fill the queue alone.
 * - Deadline: a request may take --deadline (twice --timeout: 20 s) in all,
 *   waiting and running; a query may run for --timeout (10 s). A request
 *   still waiting at its deadline gets 503 with Retry-After; a running one is
 *   stopped at whichever limit comes first (its worker is killed and
 *   replaced). Every admitted request is answered within the deadline.
 * - Order: one runner per worker (--threads, 4) starts the waiting requests.
 *   One address holds at most --client-workers workers (half of --threads,
 *   rounded up: 2) even when others are idle, so a client sending runaway
 *   queries can never occupy every worker: the others stay free for the
 *   other clients. A client's requests start in their order of arrival;
 *   among clients, the one with the fewest running goes first, and among
 *   those the one whose waiting request came last. So a query from a client
 *   with nothing running waits at most for one running request per worker to
 *   end (--timeout), never for a backlog of other clients' runaways queued
 *   before it; what waits longer is refused at its deadline, not forgotten.
 * - Reserve: the limit per address does not help against runaways from more
 *   addresses than --threads / --client-workers: they would hold every
 *   worker, and a cheap query would wait up to --timeout (measured: 2.5 s at
 *   --timeout 3, 9.5 s at the defaults, with 8 addresses). So there are
 *   --reserved-workers (4) more workers, with runners of their own, that
 *   start only requests that have not yet run long, and only while no
 *   general runner is idle. A request that has run on one for --yield-after
 *   (1 s) gives way as soon as another waits that could start there: in one
 *   step under the queue's lock the waiting one takes the runner (so two
 *   reserved runners never give way for the same one), and the one that
 *   ran is queued again ahead of its client's others, marked as having run
 *   long, to wait for a general worker with its deadline unchanged (its
 *   worker is killed, the work lost). Queries for --upstream, which a runner
 *   cannot stop, never start there. So requests that run long hold the
 *   --threads workers and the reserved ones only while nobody else waits,
 *   and a cheap query waits about --yield-after at most, from any number of
 *   addresses up to the reserve's size arriving in any order (with a single
 *   reserved worker, the runaways that arrived after it in the same burst
 *   each took their second first: 3 s). Any query that has used
 *   --yield-after of CPU time (not of wall time: a cheap query that waited
 *   for a core on a loaded machine is not long), on any worker, has its
 *   process set to the lowest CPU priority (nice 19, --long-nice; the
 *   worker is retired after it, as a process cannot raise its priority
 *   again), so the runaways still running do not starve
 *   the cheap one of CPU (on 2 cores, 8 of them made it take up to 0.9 s).
 *   The price: up to --yield-after of lost work for a long request that
 *   started on a reserved worker under load, a fork after every long query,
 *   and up to --threads + --reserved-workers queries at once.
 * - Connections: at most --max-connections (512) open, and --client-
 *   connections (64) from one address, counting live ones (not those whose
 *   last answer is queued); a connection over either limit is closed at once
 *   (guard.c), below libmicrohttpd's own limits, which would leave new
 *   clients hanging in the listen queue. A connection idle for --client-
 *   timeout (10 s), or taking longer than that to send one request (a header
 *   line a second), is closed.
 *
 * How it stays safe with a library that is not thread-safe and has no query
 * timeout: the server process opens the store and lists its predicates before
 * the first request, and afterwards calls Redland only to open a new graph
 * that a writer swapped in (follow_store, with the worker table locked, so no
 * worker is forked meanwhile). Queries and resource pages are answered by
 * worker processes, one per runner thread, forked from the server before its
 * threads start, and again to replace one (so no thread may ever hold a libc
 * lock that fork does not reset, such as the time zone lock of gmtime_r:
 * base/utc.h); a worker inherits the open read-only store (Berkeley DB maps
 * the files read-only, and each process has its own copy of BDB's cache, so
 * workers do not disturb each other). A runner sends the job to its worker
 * over a socket pair and reads one framed answer ("STATUS LENGTH TYPE\n"
 * and LENGTH bytes) until it is complete or the time limit passes; a worker
 * that misses the limit, sends too much, dies or has served WORKER_REQUESTS
 * answers is killed and replaced. Only one runner talks to a worker and
 * workers share nothing writable, so answers cannot mix; a runaway or
 * crashing query costs one 503/500, never the server; and the server's
 * memory does not grow with the queries. After build, add, load or infer,
 * the next request opens the new graph; idle workers, which read the old
 * one, are retired at once, busy ones when next used. */
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "serve/serve_internal.h"
#include "serve/sockio.h"

#define WORKER_REQUESTS 2000 /* a worker is replaced after this many answers */
#define STUCK_MS 2000        /* read_answer: a job's wall time before it may be called stuck */

struct pg_worker {
	pid_t pid;      /* 0 when not running */
	int fd;         /* the server's end of the socket pair, -1 when none */
	unsigned served;
	unsigned generation; /* of the store it inherited */
	bool busy;
	bool reserved;  /* kept for requests that have not run long (o.reserved_workers) */
	bool lowered;   /* its process runs at the lowest CPU priority (a long query) */
	double cpu_at_job; /* its process's CPU time (ms) when its current job was sent; -1 unknown */
	bool dying;     /* killed, not yet reaped: its runner reaps it once the answer is out */
	pg_http *h;
	pthread_t runner;    /* the thread that feeds it (pg_serve_pool_start) */
};
typedef struct pg_worker worker;

/* A FILE that keeps at most `cap` bytes in memory and fails beyond. */
typedef struct capped {
	pg_buf b;
	size_t cap;
	bool over;
} capped;

static ssize_t capped_write(void *cookie, const char *buf, size_t n)
{
	capped *c = cookie;
	if (c->over || c->b.len + n > c->cap) {
		c->over = true;
		return 0;
	}
	return pg_buf_add(&c->b, buf, n) ? (ssize_t)n : 0;
}

#define NO_STRING UINT32_MAX

/* Sends a job: kind, four lengths (NO_STRING for NULL), then the bytes. */
static bool send_job(int fd, const job *j)
{
	uint32_t head[5] = {j->kind};
	for (int i = 0; i < 4; i++)
		head[i + 1] = j->arg[i] ? (uint32_t)strlen(j->arg[i]) : NO_STRING;
	if (!pg_sock_send_all(fd, head, sizeof head))
		return false;
	for (int i = 0; i < 4; i++)
		if (j->arg[i] && !pg_sock_send_all(fd, j->arg[i], head[i + 1]))
			return false;
	return true;
}

/* Computes one job and writes the answer frame "STATUS LENGTH TYPE\n" + body. */
static bool answer_job(pg_http *h, int fd, const job *j)
{
	capped cap = {PG_BUF_INIT, h->o.max_result, false};
	FILE *out = fopencookie(&cap, "w", (cookie_io_functions_t){.write = capped_write});
	pg_buf msg = PG_BUF_INIT;
	const char *type = "text/plain; charset=utf-8";
	unsigned status;
	if (!out) {
		status = 500;
		pg_buf_adds(&msg, "out of memory");
	} else {
		status = pg_serve_dispatch(h, j, out, &type, &msg);
		if (fflush(out) != 0 && status < 400)
			status = 500;
		fclose(out);
		if (cap.over) {
			status = 507;
			pg_buf_reset(&msg);
			pg_buf_addf(&msg, "the answer is larger than the limit of %zu bytes; "
				    "ask for less (LIMIT, fewer variables)", h->o.max_result);
		} else if (status >= 400 && !msg.len) {
			pg_buf_adds(&msg, "the answer could not be written");
		}
	}
	if (status >= 400) {
		type = "text/plain; charset=utf-8";
		pg_buf_addc(&msg, '\n');
	}
	const pg_buf *body = status >= 400 ? &msg : &cap.b;
	char head[256];
	int n = snprintf(head, sizeof head, "%u %zu %s\n", status, body->len, type);
	bool ok = pg_sock_send_all(fd, head, (size_t)n) && pg_sock_send_all(fd, pg_buf_str(body), body->len);
	pg_buf_free(&cap.b);
	pg_buf_free(&msg);
	return ok;
}

/* PAPERGRAPH_TEST_STALL_FILE (test only): the one worker that removes this
 * file waits 30 s without using CPU before answering, as a worker stuck on
 * an inherited lock does (tests/http/t0500-serve.sh). */
static void stall_for_test(void)
{
	const char *path = getenv("PAPERGRAPH_TEST_STALL_FILE");
	if (path && *path && unlink(path) == 0) {
		struct timespec ts = {30, 0};
		while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
			;
	}
}

/* A worker: reads jobs from `fd` until the server closes it, answers each.
 * It inherited the open store from the server process. */
static _Noreturn void worker_main(pg_http *h, int fd)
{
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	signal(SIGPIPE, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGINT, SIG_DFL);
	sigset_t none;
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	for (;;) {
		uint32_t head[5];
		if (!pg_sock_read_all(fd, head, sizeof head))
			_exit(0);
		job j = {head[0], {NULL, NULL, NULL, NULL}};
		char *arg[4] = {NULL, NULL, NULL, NULL};
		bool ok = true;
		for (int i = 0; i < 4 && ok; i++) {
			if (head[i + 1] == NO_STRING)
				continue;
			if (head[i + 1] > (1u << 30) || !(arg[i] = malloc((size_t)head[i + 1] + 1))) {
				ok = false;
				break;
			}
			ok = pg_sock_read_all(fd, arg[i], head[i + 1]);
			arg[i][head[i + 1]] = '\0';
			j.arg[i] = arg[i];
		}
		if (!ok)
			_exit(1);
		alarm(h->o.timeout + 2); /* should the server miss its deadline */
		stall_for_test();
		ok = answer_job(h, fd, &j);
		alarm(0);
		for (int i = 0; i < 4; i++)
			free(arg[i]);
		if (!ok)
			_exit(1);
	}
}

/* Starts a worker in slot `w`. Called with pool_lock held, so that the new
 * process sees a consistent table and closes the other workers' sockets. */
static bool spawn(pg_http *h, worker *w)
{
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
		return false;
	pthread_mutex_lock(&h->fork_lock);
	pid_t pid = fork();
	pthread_mutex_unlock(&h->fork_lock);
	if (pid == 0) {
		close(sv[0]);
		for (unsigned i = 0; i < h->n_workers; i++)
			if (h->workers[i].fd >= 0 && h->workers[i].fd != sv[1])
				close(h->workers[i].fd);
		worker_main(h, sv[1]);
	}
	close(sv[1]);
	if (pid < 0) {
		close(sv[0]);
		return false;
	}
	w->pid = pid;
	w->fd = sv[0];
	w->served = 0;
	w->lowered = false;
	w->generation = h->generation;
	return true;
}

/* Kills the process of slot `w` and waits for it. */
static void kill_worker(worker *w)
{
	kill(w->pid, SIGKILL);
	while (waitpid(w->pid, NULL, 0) < 0 && errno == EINTR)
		;
}

/* Empties slot `w` of a dead worker. Called with pool_lock held. */
static void clear_worker(worker *w)
{
	close(w->fd);
	w->fd = -1;
	w->pid = 0;
}

/* Kills the worker in slot `w` (one that failed, hung or served its share). */
static void retire(pg_http *h, worker *w)
{
	if (!w->pid)
		return;
	kill_worker(w);
	pthread_mutex_lock(&h->pool_lock);
	clear_worker(w);
	pthread_mutex_unlock(&h->pool_lock);
}

/* If a writer (build, add, load, infer) has swapped a new graph in, opens it,
 * closes the old one and retires the idle workers (busy ones are retired by
 * acquire when next taken). On failure the old graph goes on being served,
 * and the next request tries again. Called with pool_lock held: no worker is
 * forked meanwhile, and no other thread calls Redland. */
static void follow_store(pg_http *h)
{
	/* a graph swapped in while opening it is not current: open again */
	for (int tries = 0; tries < 3 && !pg_store_is_current(h->store); tries++) {
		pg_store *s = NULL;
		pg_describe_predicates *p = NULL;
		pg_diag d;
		pg_diag_clear(&d);
		pg_status st = pg_store_open(h->store_path, PG_STORE_READ, NULL, &s, &d);
		if (st == PG_OK)
			st = pg_describe_predicates_new(s, &p, &d);
		if (st != PG_OK) {
			pg_store_close(s);
			if (!h->follow_failed)
				pg_serve_note(h, "%s changed, but the new graph cannot be opened (%s); "
				     "still serving the previous one", h->store_path,
				     d.msg[0] ? d.msg : pg_strerror(st));
			h->follow_failed = true;
			return;
		}
		pg_describe_predicates_free(h->preds);
		pg_store_close(h->store);
		h->store = s;
		h->preds = p;
		h->generation++;
		h->follow_failed = false;
		for (unsigned i = 0; i < h->n_workers; i++) {
			worker *w = &h->workers[i];
			if (w->pid && !w->busy) {
				kill_worker(w);
				clear_worker(w);
			}
		}
		if (strcmp(pg_store_get_base(s), h->base))
			pg_serve_note(h, "%s changed; serving its new graph (its base IRI is now %s, but "
			     "resources stay under %s until a restart)", h->store_path,
			     pg_store_get_base(s), h->base);
		else
			pg_serve_note(h, "%s changed; serving its new graph", h->store_path);
	}
}

/* Makes slot `w` ready for a job: the newest graph opened, a worker that
 * reads it running. Returns false if no process can be started. */
static bool acquire(pg_http *h, worker *w)
{
	pthread_mutex_lock(&h->pool_lock);
	follow_store(h);
	w->busy = true;
	if (w->pid && w->generation != h->generation) {
		kill_worker(w); /* it reads a graph no longer served */
		clear_worker(w);
	}
	bool ok = w->pid || spawn(h, w);
	if (!ok)
		w->busy = false;
	pthread_mutex_unlock(&h->pool_lock);
	return ok;
}

static void release(pg_http *h, worker *w)
{
	pthread_mutex_lock(&h->pool_lock);
	w->busy = false;
	pthread_mutex_unlock(&h->pool_lock);
}

/* How reading an answer frame ended. */
typedef enum frame_outcome {
	FRAME_DONE,      /* the frame is complete */
	FRAME_TIMED_OUT, /* the deadline passed */
	FRAME_TOO_BIG,   /* more than the answer limit */
	FRAME_STOPPING,  /* the server is stopping */
	FRAME_YIELDED,   /* it ran past `yield_at` on a reserved worker while others waited */
	FRAME_FAILED,    /* the worker died or spoke nonsense (or out of memory) */
	FRAME_STUCK      /* the worker used no CPU time in STUCK_MS: see read_answer */
} frame_outcome;

/* The CPU time (ms) the process `pid` has used, or -1 if it cannot be read. */
static double process_cpu_ms(pid_t pid)
{
	clockid_t clock;
	struct timespec ts;
	if (pid <= 0 || clock_getcpuclockid(pid, &clock) != 0 || clock_gettime(clock, &ts) != 0)
		return -1;
	return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* Has the job on worker `w` used `ms` of CPU time since it was sent? When
 * that cannot be read, the wall time that the caller has seen pass counts. */
static bool used_cpu(const worker *w, double ms)
{
	double now = process_cpu_ms(w->pid);
	return now < 0 || w->cpu_at_job < 0 || now - w->cpu_at_job >= ms;
}

/* Reads one answer frame from the worker `w` into `a` until `deadline`
 * (ms); `start` is when its task `t` started. Once its job has used
 * o.yield_after of CPU time (checked from `lower_at` on, ms: CPU time cannot
 * pass faster than wall time) the worker runs at CPU priority o.long_nice (0:
 * unchanged). From `yield_at` on (ms; 0: never) it gives way to a waiting
 * task, which it puts in `*next` (pg_serve_queue_swap: then `t`, whose
 * answer `a` is, is back in the queue and no longer this runner's). With
 * `check_stuck`, a worker that has sent nothing STUCK_MS after the job was
 * sent, and used under 1 ms of CPU time in the last half of that, is
 * FRAME_STUCK: any query uses more, even one waiting for the disk. */
static frame_outcome read_answer(pg_http *h, worker *w, double deadline, double lower_at,
				 double yield_at, double start, bool check_stuck, task *t, task **next,
				 answer *a)
{
	/* CPU time is read at STUCK_MS / 2 and at STUCK_MS after the job was sent */
	double stuck_at = check_stuck ? pg_serve_now_ms() + STUCK_MS / 2 : 0, cpu_mark = -1;
	int fd = w->fd;
	size_t limit = h->o.max_result + 4096;
	pg_buf in = PG_BUF_INIT;
	size_t want = 0, head_len = 0; /* header + body length once the header is in */
	frame_outcome why = FRAME_FAILED;
	char chunk[65536];
	for (;;) {
		if (want && in.len >= want) {
			why = in.len == want ? FRAME_DONE : FRAME_FAILED;
			break;
		}
		double now = pg_serve_now_ms(), left = deadline - now;
		if (left <= 0) {
			why = FRAME_TIMED_OUT;
			break;
		}
		if (h->o.long_nice && now >= lower_at && !w->lowered && w->pid > 0 &&
		    used_cpu(w, h->o.yield_after * 1000.0)) {
			/* a long query: the CPU goes to the short ones first (no
			 * way back without privilege: the worker is retired after).
			 * CPU time, not wall time: on a loaded machine a cheap
			 * query can wait past yield_after for a core, and at nice
			 * 19 beside busy workers it would then starve (measured:
			 * a one-row query stopped at --timeout under 32 clients) */
			(void)setpriority(PRIO_PROCESS, (id_t)w->pid, (int)h->o.long_nice);
			w->lowered = true;
		}
		if (stuck_at && now >= stuck_at) {
			/* no answer and not 1 ms of CPU time in the second half: the
			 * worker waits on a lock another thread held when it was forked
			 * (under ASan: its allocator's; see pg_serve_pool_start) */
			double cpu = process_cpu_ms(w->pid);
			if (cpu_mark < 0 && cpu >= 0) {
				cpu_mark = cpu;
				stuck_at = now + STUCK_MS / 2;
			} else {
				stuck_at = 0;
				if (!in.len && cpu >= 0 && cpu - cpu_mark < 1) {
					why = FRAME_STUCK;
					break;
				}
			}
		}
		if (yield_at && now >= yield_at && (*next = pg_serve_queue_swap(h, t, now - start))) {
			why = FRAME_YIELDED;
			break;
		}
		if (h->stopping) {
			why = FRAME_STOPPING;
			break;
		}
		struct pollfd pfd = {fd, POLLIN, 0};
		int pr = poll(&pfd, 1, left > 100 ? 100 : (int)left + 1);
		if (pr < 0 && errno != EINTR)
			break;
		if (pr <= 0)
			continue;
		ssize_t got = read(fd, chunk, sizeof chunk);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			break;
		if (in.len + (size_t)got > limit) {
			why = FRAME_TOO_BIG;
			break;
		}
		if (!pg_buf_add(&in, chunk, (size_t)got))
			break;
		if (!want) {
			const char *nl = memchr(in.data, '\n', in.len);
			if (nl) {
				unsigned st;
				size_t len;
				int used = 0;
				head_len = (size_t)(nl - in.data) + 1;
				if (sscanf(in.data, "%u %zu %n", &st, &len, &used) != 2 || used <= 0 ||
				    (size_t)used > head_len)
					break;
				a->status = st;
				size_t tl = head_len - 1 - (size_t)used;
				if (tl >= sizeof a->type)
					tl = sizeof a->type - 1;
				memcpy(a->type, in.data + used, tl);
				a->type[tl] = '\0';
				want = head_len + len;
			}
		}
	}
	if (why == FRAME_DONE) {
		a->len = want - head_len;
		a->body = malloc(a->len + 1);
		if (a->body) {
			memcpy(a->body, in.data + head_len, a->len);
			a->body[a->len] = '\0';
		} else {
			why = FRAME_FAILED;
		}
	}
	pg_buf_free(&in);
	return why;
}

void pg_serve_answer_vtext(answer *a, unsigned status, const char *fmt, va_list ap)
{
	pg_buf b = PG_BUF_INIT;
	char line[1024];
	vsnprintf(line, sizeof line, fmt, ap);
	pg_buf_addf(&b, "%s\n", line);
	free(a->body);
	a->status = status;
	snprintf(a->type, sizeof a->type, "text/plain; charset=utf-8");
	a->len = b.len;
	a->body = pg_buf_take(&b);
}

void pg_serve_answer_text(answer *a, unsigned status, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pg_serve_answer_vtext(a, status, fmt, ap);
	va_end(ap);
}

/* Has the worker of slot `w` answer the task `t` within the time and size
 * limits; fills t->a and returns NULL. On a reserved worker, a task that runs
 * past o.yield_after while another could start there is stopped and put back
 * in the queue instead: then t is not done, and the task that takes its
 * place is returned, to run next. */
static task *run_task(pg_http *h, worker *w, task *t)
{
	answer *a = &t->a;
	*a = (answer){0};
	double start = pg_serve_now_ms(), end = start + h->o.timeout * 1000.0;
	bool cut_by_deadline = t->deadline < end;
	if (cut_by_deadline)
		end = t->deadline;
	bool late = end <= start; /* taken at its deadline: do not start it */
	bool have = h->stopping || late ? false : acquire(h, w);
	task *next = NULL;
	frame_outcome why = h->stopping ? FRAME_STOPPING : late ? FRAME_TIMED_OUT : FRAME_FAILED;
	if (have) {
		if (w->served >= WORKER_REQUESTS)
			retire(h, w);
		double long_at = start + h->o.yield_after * 1000.0;
		/* a worker found stuck is replaced and the job sent once more */
		for (int round = 0; round < 2; round++) {
			bool sent = false;
			for (int attempt = 0; attempt < 2 && !sent; attempt++) {
				if (!w->pid) {
					pthread_mutex_lock(&h->pool_lock);
					bool ok = spawn(h, w);
					pthread_mutex_unlock(&h->pool_lock);
					if (!ok)
						break;
				}
				w->cpu_at_job = process_cpu_ms(w->pid);
				sent = send_job(w->fd, &t->j);
				if (!sent)
					retire(h, w); /* it died since the last job: start another */
			}
			why = sent ? read_answer(h, w, end, long_at, w->reserved ? long_at : 0, start,
						 round == 0, t, &next, a)
				   : FRAME_FAILED;
			if (why != FRAME_STUCK)
				break;
			retire(h, w);
		}
		if (why == FRAME_DONE && !w->lowered) {
			w->served++;
		} else if (why == FRAME_YIELDED) {
			retire(h, w); /* the task that took t's place runs here next */
		} else if (w->pid > 0) {
			/* stopped now, reaped after the answer is out (runner_main): a
			 * killed process that holds much memory, at nice 19 on a loaded
			 * machine, can take seconds to exit, and the client should not
			 * wait for that (measured under ASan: answers 2.4 s past --timeout) */
			kill(w->pid, SIGKILL);
			w->dying = true;
		}
		if (!w->dying)
			release(h, w);
	}
	switch (why) {
	case FRAME_DONE:
		return NULL;
	case FRAME_YIELDED:
		return next; /* t is back in the queue: not ours to touch */
	case FRAME_TIMED_OUT:
		if (late)
			pg_serve_answer_expired(h, t, start);
		else if (cut_by_deadline)
			pg_serve_answer_text(a, 503, "the request took longer than the limit of %u s "
					     "for a whole request (--deadline): it waited %.1f s for a "
					     "worker and ran %.1f s; retry later", h->o.deadline,
					     (start - t->arrival) / 1000.0,
					     (pg_serve_now_ms() - start) / 1000.0);
		else
			pg_serve_answer_text(a, 503, "the query ran longer than the limit of %u s and "
					     "was stopped; bind more of the pattern or add LIMIT",
					     h->o.timeout);
		return NULL;
	case FRAME_TOO_BIG:
		pg_serve_answer_text(a, 507, "the answer is larger than the limit of %zu bytes",
				     h->o.max_result);
		return NULL;
	case FRAME_STOPPING:
		pg_serve_answer_text(a, 503, "the server is shutting down");
		return NULL;
	case FRAME_STUCK: /* not after the second round */
	case FRAME_FAILED:
		if (have)
			pg_serve_answer_text(a, 500, "the query process failed (out of memory or a "
					     "crash in rasqal)");
		else
			pg_serve_answer_text(a, 503, "cannot start a query process now");
		return NULL;
	}
	return NULL;
}

/* A runner: starts the tasks the queue gives it, on its own worker, until
 * the queue is stopped and empty. */
static void *runner_main(void *arg)
{
	worker *w = arg;
	pg_http *h = w->h;
	task *t = pg_serve_queue_take(h, w->reserved);
	while (t) {
		task *next = NULL; /* the task that took t's place on a reserved worker */
		if (t->j.kind == JOB_PROXY && !h->stopping)
			pg_serve_proxy(h, t->j.arg[0], t->j.arg[1], &t->a);
		else
			next = run_task(h, w, t);
		if (!next)
			pg_serve_queue_finish(h, t);
		if (w->dying) {
			retire(h, w);
			w->dying = false;
			release(h, w);
		}
		t = next ? next : pg_serve_queue_take(h, w->reserved);
	}
	return NULL;
}

bool pg_serve_pool_start(pg_http *h)
{
	h->workers = calloc(h->n_workers, sizeof *h->workers);
	if (!h->workers)
		return false;
	for (unsigned i = 0; i < h->n_workers; i++) {
		h->workers[i].fd = -1;
		h->workers[i].h = h;
		h->workers[i].reserved = i >= h->o.threads;
	}
	/* Every worker is forked now, while this is the process's only thread. A
	 * fork from a threaded process copies the locks other threads hold at
	 * that moment, held for ever in the child: glibc's time zone lock
	 * (base/utc.h), and under AddressSanitizer its allocator's locks (GCC
	 * 12's libsanitizer does not take them around fork; measured: a fresh
	 * server's first queries under ASan hung in malloc until --timeout).
	 * Replacements are still forked later; see the note in README.md. A
	 * worker that cannot start now is started on first use. */
	pthread_mutex_lock(&h->pool_lock);
	for (unsigned i = 0; i < h->n_workers; i++)
		if (!spawn(h, &h->workers[i]))
			break;
	pthread_mutex_unlock(&h->pool_lock);
	for (; h->n_runners < h->n_workers; h->n_runners++)
		if (pthread_create(&h->workers[h->n_runners].runner, NULL, runner_main,
				   &h->workers[h->n_runners]) != 0)
			return false;
	return true;
}

void pg_serve_pool_stop(pg_http *h)
{
	for (unsigned i = 0; i < h->n_runners; i++)
		pthread_join(h->workers[i].runner, NULL);
	h->n_runners = 0;
	for (unsigned i = 0; h->workers && i < h->n_workers; i++)
		retire(h, &h->workers[i]);
	free(h->workers);
	h->workers = NULL;
}
