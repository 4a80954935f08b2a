/* SPDX-License-Identifier: Apache-2.0 */
/* Includes cmocka with what it needs and runs a group with TAP output. */
#ifndef PG_CMOCKA_TAP_H
#define PG_CMOCKA_TAP_H
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#define PG_RUN_TESTS(tests) \
	(cmocka_set_message_output(CM_OUTPUT_TAP), cmocka_run_group_tests(tests, NULL, NULL))
#endif
