/* SPDX-License-Identifier: Apache-2.0 */
/* The Redland store behind papergraph: opening a store in one of its modes on
 * one of its backends, committing a writer's staging store, closing, and the
 * accessors. The other jobs are in the files store_internal.h lists.
 *
 * Choices, from measurements of Debian's Redland (see README "The store"):
 * - `hashes` over Berkeley DB is the fast persistent backend; `sqlite` is the
 *   alternative. Both are opened with contexts so that every statement names
 *   the paper it came from.
 * - With contexts on, librdf_model_add_statement scans for duplicates (O(n^2)),
 *   so every write goes through librdf_model_context_add_statement, which does
 *   not, and duplicates are dropped first (write.c).
 * - Neither backend has usable transactions for us, so writers never touch the
 *   live store: they fill a staging directory (a fresh store; for an update,
 *   filled from the live one minus its inferred graph, see store_fill_from_live;
 *   a copy of the file for sqlite) and commit swaps it in with one atomic
 *   rename(2) exchange (files.c). A failed or interrupted write leaves the
 *   previous store as it was. A lock file beside the store keeps a second
 *   writer out.
 * - Three repairs of Redland's speed that keep the files plain hashes/BDB:
 *   the Berkeley DB indexes get bigger caches, memory-mapped files when read
 *   and bigger pages when written (bdb_tune.c); writers of a hashes store queue
 *   statements and write them index by index in key order (bulk.c) instead of
 *   one statement into five B-trees at a time; and the store is opened through
 *   "pg-hashes" (storage_hashes.c), which forwards to hashes but answers a
 *   fully bound (s p o) lookup from the (s, p) index instead of a full walk. */
#include "store/store_internal.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "graph/vocab.h"

/* ---- Redland logging: keep the first error for the caller
 *
 * Warnings are dropped: a lower layer prints nothing (they used to be printed
 * to stderr behind a verbose switch that nothing turned on). Every message is
 * checked for a full disk (libmsg.c). */

static int log_handler(void *user_data, librdf_log_message *m)
{
	pg_store *s = user_data;
	const char *msg = librdf_log_message_message(m);
	store_libmsg_note(&s->msgs, msg, false); /* a full disk, whatever the level */
	if (librdf_log_message_level(m) < LIBRDF_LOG_ERROR)
		return 1;
	raptor_locator *loc = librdf_log_message_locator(m);
	s->error_line = loc && loc->line > 0 ? (size_t)loc->line : 0;
	if (!s->last_error.len)
		pg_buf_adds(&s->last_error, msg ? msg : "(no message)");
	return 1;
}

/* ---- opening */

/* Runs `sql` on the SQLite file of the store being written. librdf's stock
 * schema has no index on literals(text), which makes every literal lookup a
 * scan (a quadratic load); papergraph adds it before loading and the
 * query indexes after. */
static pg_status sqlite_exec(pg_store *s, const char *sql, pg_diag *d)
{
	pg_buf name = PG_BUF_INIT;
	if (!pg_buf_addf(&name, "%s/kg.sqlite", s->work))
		return PG_ERR_NOMEM;
	sqlite3 *db = NULL;
	char *err = NULL;
	pg_status st = PG_OK;
	if (sqlite3_open(pg_buf_str(&name), &db) != SQLITE_OK ||
	    sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) {
		const char *why = err ? err : db ? sqlite3_errmsg(db) : "cannot open";
		store_libmsg_note(&s->msgs, why, false);
		st = pg_diag_set(d, PG_ERR_RDF, s->path, 0, "SQLite: %s", why);
	}
	sqlite3_free(err);
	sqlite3_close(db);
	pg_buf_free(&name);
	return st;
}

/* After librdf failed to create or open the databases of a writer: libdb
 * returns ENOSPC from a failed write while it creates a database without a
 * message, and librdf logs none either, so errno, untouched by the clean-up
 * after it (measured with strace), is the only witness. */
static void note_full(pg_store *s)
{
	int err = errno;
	if (s->mode != PG_STORE_READ)
		store_libmsg_errno(&s->msgs, err, "the new store's indexes");
}

static pg_status open_backend(pg_store *s, bool fresh, pg_diag *d)
{
	pg_buf opt = PG_BUF_INIT, name = PG_BUF_INIT;
	pg_status st = PG_ERR_NOMEM;
	bool write = s->mode != PG_STORE_READ;
	if (s->backend == BACKEND_HASHES) {
		/* a reader hands pg-hashes the list of graphs its writer left, in
		 * the directory it holds (generation.c) */
		if (!pg_buf_addf(&opt,
				 "hash-type='bdb',dir='%s',contexts='yes',index-predicates='yes',"
				 "new='%s',write='%s'",
				 s->work, fresh ? "yes" : "no", write ? "yes" : "no") ||
		    (!write && (!store_gen_file(s, "GRAPHS", &name) ||
				!pg_buf_addf(&opt, "," STORE_GRAPHS_OPTION "='%s'", pg_buf_str(&name)))))
			goto out;
		pg_buf_reset(&name);
		if (!pg_buf_adds(&name, "kg"))
			goto out;
		s->storage = librdf_new_storage(s->world, "pg-hashes", pg_buf_str(&name), pg_buf_str(&opt));
	} else {
		if (!pg_buf_addf(&opt, "new='%s',contexts='yes',synchronous='off'", fresh ? "yes" : "no") ||
		    !pg_buf_addf(&name, "%s/kg.sqlite", s->work))
			goto out;
		s->storage = librdf_new_storage(s->world, "sqlite", pg_buf_str(&name), pg_buf_str(&opt));
		if (s->storage && fresh) {
			/* opening a model creates the tables: then index literals before
			 * anything is loaded */
			librdf_model *m = librdf_new_model(s->world, s->storage, NULL);
			if (m)
				librdf_free_model(m);
			librdf_free_storage(s->storage);
			s->storage = NULL;
			pg_status ist = sqlite_exec(s, "CREATE INDEX literals_text ON literals(text)", d);
			if (ist != PG_OK) {
				st = ist;
				goto out;
			}
			pg_buf_reset(&opt);
			if (!pg_buf_adds(&opt, "new='no',contexts='yes',synchronous='off'"))
				goto out;
			s->storage = librdf_new_storage(s->world, "sqlite", pg_buf_str(&name),
							pg_buf_str(&opt));
		}
	}
	if (!s->storage) {
		note_full(s);
		st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0, "cannot open the store's %s database%s%s",
				 s->backend == BACKEND_SQLITE ? "SQLite" : "Berkeley DB",
				 s->last_error.len ? ": " : "", pg_buf_str(&s->last_error));
		goto out;
	}
	/* librdf opens the hashes' databases when the model opens the storage */
	bool have_dbs = false;
	if (s->backend == BACKEND_HASHES) {
		s->model = store_bdb_new_model(s->world, s->storage, s, write, &s->dbs, &have_dbs);
		const char *lookup_env = getenv("PAPERGRAPH_LOOKUP");
		if (s->model && have_dbs)
			store_hashes_set_indexes(s->storage, &s->dbs,
						 !(lookup_env && !strcmp(lookup_env, "0")));
	} else
		s->model = librdf_new_model(s->world, s->storage, NULL);
	if (!s->model) {
		note_full(s);
		st = pg_diag_set(d, PG_ERR_RDF, s->path, 0, "cannot create a Redland model");
		goto out;
	}
	const char *bulk_env = getenv("PAPERGRAPH_BULK");
	if (write && have_dbs && !(bulk_env && !strcmp(bulk_env, "0")) && !(s->bulk = pg_bulk_new()))
		goto out;
	if (write && s->backend == BACKEND_SQLITE)
		s->in_txn = librdf_model_transaction_start(s->model) == 0;
	st = PG_OK;
out:
	pg_buf_free(&opt);
	pg_buf_free(&name);
	return st;
}

pg_status store_parse_spec(pg_store *s, const char *spec, pg_diag *d)
{
	const char *path = spec;
	s->backend = BACKEND_HASHES;
	if (!strncmp(spec, "hashes:", 7)) {
		path = spec + 7;
	} else if (!strncmp(spec, "sqlite:", 7)) {
		path = spec + 7;
		s->backend = BACKEND_SQLITE;
	}
	if (!*path)
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0, "empty store path in '%s'", spec);
	if (strchr(path, '\'') || strchr(path, '\n'))
		return pg_diag_set(d, PG_ERR_USAGE, NULL, 0,
				   "store path '%s' must not contain quotes or newlines", path);
	size_t n = strlen(path);
	while (n > 1 && path[n - 1] == '/')
		n--;
	s->path = strndup(path, n);
	return s->path ? PG_OK : PG_ERR_NOMEM;
}

/* One attempt of pg_store_open. Sets `*changed` if a reader found, after
 * opening every file or failing to, that a writer had swapped another store
 * in meanwhile (generation.c). */
static pg_status open_once(const char *spec, pg_store_mode mode, const char *base,
			   pg_store **out, bool *changed, pg_diag *d)
{
	*out = NULL;
	*changed = false;
	pg_store *s = calloc(1, sizeof *s);
	if (!s)
		return PG_ERR_NOMEM;
	s->mode = mode;
	s->lock_fd = -1;
	s->dir_fd = -1;
	store_libmsg_init(&s->msgs);
	pg_status st = PG_OK;
	store_backend wanted;
	PG_TRY(st, store_parse_spec(s, spec, d));
	wanted = s->backend;
	if (mode == PG_STORE_READ)
		store_gen_hold(s); /* before the first file: META */
	if (mode != PG_STORE_READ)
		PG_TRY(st, store_take_lock(s, d));
	if (mode == PG_STORE_CREATE) {
		/* under the lock: a store there is updated, else a new one made */
		s->created = !store_is_store(s->path);
		s->mode = mode = s->created ? PG_STORE_REBUILD : PG_STORE_UPDATE;
	}
	if (mode == PG_STORE_REBUILD) {
		if (!(s->base = strdup(base ? base : PG_DEFAULT_BASE))) {
			st = PG_ERR_NOMEM;
			goto out;
		}
		PG_TRY(st, store_check_replaceable(s, d));
	} else {
		PG_TRY(st, store_verify_open(s, d));
		PG_TRY(st, store_read_meta(s, d));
		if (!strncmp(spec, "sqlite:", 7) || !strncmp(spec, "hashes:", 7)) {
			if (wanted != s->backend) {
				st = pg_diag_set(d, PG_ERR_INPUT, s->path, 0,
						 "the store uses the %s backend, not the one named",
						 s->backend == BACKEND_SQLITE ? "sqlite" : "hashes");
				goto out;
			}
		}
	}

	if (!(s->world = librdf_new_world())) {
		st = PG_ERR_NOMEM;
		goto out;
	}
	librdf_world_open(s->world);
	librdf_world_set_logger(s->world, s, log_handler);
	store_hashes_register(s->world);

	if (mode == PG_STORE_READ) {
		if (!(s->work = strdup(s->path))) {
			st = PG_ERR_NOMEM;
			goto out;
		}
	} else {
		PG_TRY(st, store_make_staging(s, d));
		/* sqlite: a copy of the file; hashes: a fresh store filled graph by
		 * graph (store_fill_from_live) */
		bool copy = mode == PG_STORE_UPDATE && s->backend == BACKEND_SQLITE;
		if (copy && !store_copy_dir(s->path, s->work)) {
			st = pg_diag_set(d, PG_ERR_IO, s->work, 0, "cannot copy the store: %s",
					 strerror(errno));
			goto out;
		}
		if (!copy)
			PG_TRY(st, store_write_meta(s, d));
	}
	bool refill = mode == PG_STORE_UPDATE && s->backend == BACKEND_HASHES;
	st = open_backend(s, mode == PG_STORE_REBUILD || refill, d);
	if (st != PG_OK && mode == PG_STORE_READ && s->backend == BACKEND_HASHES)
		st = store_explain_open_failure(s->work, s->path, st, d);
	if (st != PG_OK)
		goto out;
	if (mode == PG_STORE_REBUILD && !s->created)
		PG_TRY(st, store_load_ontology(s, d));
	if (refill)
		PG_TRY(st, store_fill_from_live(s, d));
out:
	if (mode == PG_STORE_READ && s->dir_fd >= 0 && !store_gen_unchanged(s)) {
		*changed = true;
		st = pg_diag_set(d, PG_ERR_INTERNAL, s->path, 0,
				 "the store changed while it was being opened; try again");
	}
	if (st != PG_OK) {
		st = pg_store_explain_failure(s, st, d);
		pg_store_close(s);
		return st;
	}
	*out = s;
	return PG_OK;
}

/* How often a reader opens again when a writer swapped a store in meanwhile. */
#define STORE_OPEN_ATTEMPTS 3

pg_status pg_store_open(const char *spec, pg_store_mode mode, const char *base,
			pg_store **out, pg_diag *d)
{
	bool changed = true;
	pg_status st = PG_OK;
	for (int i = 0; changed && i < STORE_OPEN_ATTEMPTS; i++) {
		pg_diag_clear(d);
		st = open_once(spec, mode, base, out, &changed, d);
	}
	return st;
}

/* ---- committing and closing */

static void close_backend(pg_store *s)
{
	if (s->ctx_node)
		librdf_free_node(s->ctx_node);
	s->ctx_node = NULL;
	free(s->ctx_iri);
	s->ctx_iri = NULL;
	if (s->model)
		librdf_free_model(s->model);
	if (s->storage)
		librdf_free_storage(s->storage);
	s->model = NULL;
	s->storage = NULL;
}

pg_status pg_store_commit(pg_store *s, pg_diag *d)
{
	if (s->mode == PG_STORE_READ)
		return PG_OK;
	if (store_flush_bulk(s) != PG_OK)
		return pg_diag_set(d, s->bulk_error, s->path, 0,
				   "cannot write the new statements into the store's indexes");
	if (s->in_txn && librdf_model_transaction_commit(s->model) != 0)
		return pg_diag_set(d, PG_ERR_RDF, s->path, 0, "the SQLite transaction failed");
	s->in_txn = false;
	if (librdf_model_sync(s->model) != 0)
		return pg_diag_set(d, PG_ERR_IO, s->path, 0, "cannot write the store to disk");
	if (s->backend == BACKEND_HASHES) {
		pg_status gst = store_hashes_write_graphs(s, d);
		if (gst != PG_OK)
			return gst;
	}
	close_backend(s); /* flushes and closes the database files */
	if (s->backend == BACKEND_SQLITE) {
		pg_status st = sqlite_exec(s,
			"CREATE INDEX IF NOT EXISTS triples_po ON triples(predicateUri, objectUri);"
			"CREATE INDEX IF NOT EXISTS triples_o ON triples(objectUri);"
			"CREATE INDEX IF NOT EXISTS triples_ctx ON triples(contextUri);"
			"ANALYZE;", d);
		if (st != PG_OK)
			return st;
	}
	/* A full disk met at any point fails the commit, even when nothing
	 * reported it as a failure: libdb drops a page it cannot write at close. */
	if (s->msgs.full)
		return pg_diag_set(d, PG_ERR_IO, s->path, 0, "no space left on device");
	return store_swap_in(s, d);
}

void pg_store_close(pg_store *s)
{
	if (!s)
		return;
	if (s->in_txn && s->model)
		librdf_model_transaction_rollback(s->model);
	close_backend(s);
	if (s->mode != PG_STORE_READ && s->work && !s->committed)
		store_remove_tree(s->work);
	if (s->world)
		librdf_free_world(s->world);
	if (s->lock_fd >= 0)
		close(s->lock_fd);
	store_gen_release(s);
	store_libmsg_free(&s->msgs);
	pg_hashset_free(&s->seen);
	pg_hashset_free(&s->live);
	pg_hashset_free(&s->live_g);
	pg_bulk_free(s->bulk);
	pg_hashset_free(&s->bulk_preds);
	free(s->path);
	free(s->work);
	free(s->base);
	pg_buf_free(&s->last_error);
	free(s);
}

/* ---- accessors */

void pg_store_set_named_graphs(pg_store *s, bool on)
{
	if (s->backend == BACKEND_HASHES && s->storage)
		store_hashes_hide_graphs(s->storage, !on);
}

bool pg_store_created(const pg_store *s) { return s->created; }

pg_status pg_store_keeps_inferred(pg_store *s, bool *yes, pg_diag *d)
{
	*yes = s->had_inferred;
	if (*yes)
		return PG_OK;
	char *onto = pg_graph_named_iri(s->base, "ontology");
	char *inferred = pg_graph_named_iri(s->base, "inferred");
	pg_status st = onto && inferred ? pg_store_has_graph(s, onto, yes, d) : PG_ERR_NOMEM;
	/* an update of a sqlite store is a copy: its inferred graph is still there */
	if (st == PG_OK && !*yes)
		st = pg_store_has_graph(s, inferred, yes, d);
	free(onto);
	free(inferred);
	return st;
}

librdf_world *pg_store_get_world(pg_store *s) { return s->world; }
const char *pg_store_get_base(pg_store *s) { return s->base; }
const char *pg_store_get_path(pg_store *s) { return s->path; }
const char *pg_store_get_last_error(pg_store *s) { return pg_buf_str(&s->last_error); }
void pg_store_clear_last_error(pg_store *s) { pg_buf_reset(&s->last_error); s->error_line = 0; }
