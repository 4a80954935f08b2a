/* SPDX-License-Identifier: Apache-2.0 */
/* The built-ins' state of one evaluation (e->func): compiled regexes and
 * the blank nodes of BNODE(str). Apart from the functions' files so that
 * sq_eval_free, which every evaluation links, needs only this. */
#include <stdlib.h>

#include "sparql/eval_func_int.h"

struct sq_func_state *sq_fn_state(sq_eval *e)
{
	if (!e->func && !(e->func = calloc(1, sizeof *e->func)))
		sq_eval_fail(e, PG_ERR_NOMEM, "out of memory evaluating a built-in function");
	return e->func;
}

void sq_func_free(sq_eval *e)
{
	if (!e || !e->func)
		return;
	struct sq_func_state *st = e->func;
	for (size_t i = 0; st->re && i < st->nre; i++)
		if (st->re[i].used && st->re[i].ok)
			regfree(&st->re[i].re);
	free(st->re);
	free(st->bnode);
	free(st);
	e->func = NULL;
}
