/* placeholder */
#include "corpus.h"
