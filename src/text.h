/* SPDX-License-Identifier: Apache-2.0 */
/* Sentence splitting and tokenization of abstracts (placeholder, being written). */
#ifndef PG_TEXT_H
#define PG_TEXT_H
#endif
