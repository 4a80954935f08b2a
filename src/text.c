/* SPDX-License-Identifier: Apache-2.0 */
/* Sentence splitting and tokenization (placeholder, being written). */
#include "text.h"
