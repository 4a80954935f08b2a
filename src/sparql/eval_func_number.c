/* SPDX-License-Identifier: Apache-2.0 */
/* The numeric functions of section 17.4.4: ABS, ROUND, CEIL, FLOOR keep
 * their argument's numeric type (a derived integer type gives
 * xsd:integer), RAND gives an xsd:double in [0, 1). */
#include <math.h>
#include <stdint.h>
#include <time.h>

#include "sparql/eval_func_int.h"
#include "sparql/eval_value.h"

typedef enum { ABS, ROUND, CEIL, FLOOR } numop;

static sq_id numeric(sq_eval *e, sq_id arg, numop op)
{
	sq_number x;
	if (!sq_number_of(e, arg, &x))
		return 0;
	if (x.type == SQ_NUM_INTEGER) {
		if (op == ABS && x.i < 0) {
			if (x.i == INT64_MIN)
				return 0; /* no integer papergraph can hold */
			x.i = -x.i;
		}
	} else {
		switch (op) {
		case ABS: x.d = fabs(x.d); break;
		case ROUND: x.d = isfinite(x.d) ? floor(x.d + 0.5) : x.d; break;
		case CEIL: x.d = ceil(x.d); break;
		case FLOOR: x.d = floor(x.d); break;
		}
		if (x.type == SQ_NUM_DECIMAL && x.d == 0)
			x.d = 0.0; /* a decimal has no negative zero: ceil(-0.5) is 0 */
	}
	sq_id r = sq_number_term(e, &x);
	return r ? r : sq_fn_nomem(e);
}

sq_id sq_fn_abs(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return numeric(e, a[0], ABS);
}

sq_id sq_fn_round(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return numeric(e, a[0], ROUND);
}

sq_id sq_fn_ceil(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return numeric(e, a[0], CEIL);
}

sq_id sq_fn_floor(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	return numeric(e, a[0], FLOOR);
}

/* xorshift64*, one state per thread, seeded from the clock. */
static _Thread_local uint64_t rand_state;

static uint64_t next_random(void)
{
	if (!rand_state) {
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		rand_state = ((uint64_t)ts.tv_sec * 1000000007u) ^ (uint64_t)ts.tv_nsec ^
			     (uint64_t)(uintptr_t)&rand_state;
		if (!rand_state)
			rand_state = 0x9e3779b97f4a7c15u;
	}
	rand_state ^= rand_state >> 12;
	rand_state ^= rand_state << 25;
	rand_state ^= rand_state >> 27;
	return rand_state * 0x2545f4914f6cdd1du;
}

sq_id sq_fn_rand(sq_eval *e, const sq_node *call, const sq_id *a, size_t n)
{
	sq_number x = {.type = SQ_NUM_DOUBLE, .d = (double)(next_random() >> 11) / 9007199254740992.0};
	sq_id r = sq_number_term(e, &x);
	return r ? r : sq_fn_nomem(e);
}
