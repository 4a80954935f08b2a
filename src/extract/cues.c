/* SPDX-License-Identifier: Apache-2.0 */
/* The word lists the rules test tokens against, and the table built once that maps a
 * lower-cased word to the lists holding it, so each token is looked up once per abstract. */
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "base/hash.h"
#include "base/ascii.h"
#include "extract/rules.h"

static const char *const dataset_heads[] = {
	"dataset", "datasets", "benchmark", "benchmarks", "corpus", "corpora", "suite", "environment",
	"environments", "testbed", "data set", "database", "databases", "treebank", "treebanks",
	"simulator", "simulators", NULL
};

static const char *const non_method_heads[] = {
	"theorem", "lemma", "inequality", "inequalities", "conjecture", "equation", "equations", "law",
	"laws", "condition", "conditions", "norm", "norms", "space", "spaces", "property", "constant",
	"constants", "bound", "bounds", "distribution", "distributions", "number", "numbers", "index",
	"dimension", "hypothesis", "paradox", "principle", "family", "group", "groups", "prize",
	"university", "institute", "conference", "challenge", "competition", "award", "journal",
	"gpu", "gpus", "tpu", "tpus", "cpu", "cpus", "processor", "processors", "scenario", "scenarios",
	"setting", "settings", "regime", "regimes",
	NULL
};

static const char *const propose_verbs[] = {
	"propose", "proposes", "present", "presents", "introduce", "introduces", "develop", "develops",
	"devise", "devises", "design", "designs", "advocate", "advocates", "contribute", "contributes",
	"release", "releases", "construct", "constructs", "build", "builds", "create", "creates",
	"offer", "offers", "curate", "curates", "term", "coin", "describe", "describes",
	"name", "call", "dub", "proposed", "introduced", "presented", "developed", "designed", NULL
};

static const char *const self_words[] = {
	"we", "our", "this", "paper", "work", "study", "article", "here", "authors", "us", NULL
};

static const char *const clause_stops[] = {
	"which", "that", "where", "while", "whereas", "but", "although", "because", "since", "if",
	"when", "to", "for", "of", "on", "in", "with", "using", "by", "from", "via", "over", "than",
	"based", "into", "under", "without", "across", "between", "against", "through", "as", "during",
	"after", "before", "within", "among", "throughout", NULL
};

static const char *const naming_verbs[] = {
	"called", "dubbed", "named", "termed", "coined", "nicknamed", "denoted", "abbreviated", "call",
	"dub", "term", "name", "coin", "referred", "refer", NULL
};

static const char *const compare_cues[] = {
	"outperform", "outperforms", "outperformed", "outperforming", "out-perform", "out-performs",
	"out-performing", "surpass", "surpasses", "surpassed", "surpassing", "beat", "beats",
	"beating", "exceed", "exceeds", "exceeding", "than", "versus", "vs", "vs.", "against",
	"compared", "compare", "comparing", "comparison", "comparisons", "baseline", "baselines",
	"competitors", "rivals", "over", "relative", "unlike", NULL
};

static const char *const use_cues[] = {
	"using", "use", "uses", "utilize", "utilizes", "utilizing", "utilise", "utilises", "leverage",
	"leverages", "leveraging", "employ", "employs", "employing", "adopt", "adopts", "adopting",
	"apply", "applies", "applying", "via", "incorporate", "incorporates", "incorporating",
	"such", "e.g.", "including", "like", "replace", "replacing", "harness", "harnessing",
	"fine-tune", "fine-tuning", "finetune", "finetuning", "pretrained", "pre-trained", NULL
};

static const char *const lineage_cues[] = {
	"starting", "start", "starts", "builds", "build", "building", "built", "extends", "extend",
	"extending", "extension", "based", "inspired", "motivated", "inspiration", "improves", "improve",
	"improving", "modifies", "modify", "modifying", "adapts", "adapt", "adapting", "generalizes",
	"generalize", "generalizing", "generalises", "variant", "upgrade", "successor", "revisit",
	"revisits", "enhances", "augments", "augmenting", "top", "generalization", "generalisation",
	"inherits", "inherit", "inheriting", "analogue", "analog", "counterpart", "adaptation",
	"modification", "version", NULL
};

static const char *const np_heads[] = {
	"inference", "descent", "ascent", "transport", "planning", "clustering", "discretization",
	"sampling", "regression", "attention", "distillation", "pruning", "quantization", "matching",
	"programming", "search", "estimation", "decomposition", "factorization", "propagation",
	"augmentation", "regularization", "averaging", "encoding", "embedding", "embeddings", "kernel",
	"kernels", "transformer", "transformers", "autoencoder", "autoencoders", "normalization",
	"dropout", "iteration", "bootstrapping", "boosting", "bagging", "filtering", "filter",
	"sketching", "hashing", "smoothing", "annealing", "prompting", "convolution", "convolutions",
	"pooling", "dynamics", "diffusion", "optimizer", "solver", "relaxation", "projection",
	"splitting", "tempering", "quadrature", "interpolation", "approximation", "conversion",
	"distillation", "imitation", "cloning", "q-learning", "mechanism", "attacks", "training",
	"trees", "forests", "forest", "tree", "extrapolation", "scaling", "perturbation",
	"perturbations", "minimization", "minimisation", "maximization", "acceleration",
	"reweighting", "mapping", "fusion", "thresholding", "ensembling", "masking", NULL
};

static const char *const np_cues[] = {
	"using", "use", "uses", "utilize", "utilizes", "utilizing", "utilise", "utilising", "leverage",
	"leverages", "leveraging", "employ", "employs", "employing", "adopt", "adopts", "adopting",
	"incorporating", "incorporate", "incorporates", "via", "by", "with", "apply", "applies",
	"applying", "based", "combining", "coupling", "through", "and", "of", "integrates", "integrate",
	"integrating", "exploit", "exploits", "exploiting", "combine", "combines", NULL
};

static const char *const improve_after[] = {
	"improvement", "improvements", "gain", "gains", "higher", "better", "increase", "increases",
	"boost", "faster", "speedup", "speed-up", "more", "absolute", "relative", "improved", NULL
};

static const char *const reduce_after[] = {
	"less", "lower", "fewer", "reduction", "reductions", "decrease", "smaller", "cheaper",
	"drop", "savings", "saving", "shorter", "reduced", NULL
};

static const char *const improve_before[] = {
	"by", "margin", "improves", "improve", "improving", "improved", "improvement", "improvements",
	"outperforms", "outperform", "outperforming", "surpasses", "surpassing", "gain", "gains",
	"boosts", "boosting", "boost", "increases", "increasing", "increase", "enhancement", "enhancements",
	"enhances", "enhancing", "up", NULL
};

static const char *const reduce_before[] = {
	"reduces", "reduce", "reducing", "reduced", "reduction", "cuts", "cutting", "decreases",
	"decreasing", "decreased", "saves", "saving", "lowers", "lowering", NULL
};

static const char *const count_nouns_after[] = {
	"of", NULL
};

static const char *const novelty[] = {
	"novel", "new", "innovative", "simple", "unified", "principled", "general", "modular",
	"lightweight", "plug-and-play", "first", "scalable", "generic", "versatile", "flexible",
	"large-scale", "comprehensive", "challenging", NULL
};

static const char *const cue2[] = {
	"propose", "proposes", "present", "presents", "introduce", "introduces", "advocate",
	"advocates", "develop", "develops", "developed", "design", "designs", "designed", "devise",
	"devises", "devised", "construct", "constructs", "constructed", "call", "term", "name", "dub", NULL
};

static const char *const np_breaks[] = {
	"has", "have", "had", "is", "are", "was", "were", "be", "been", "being", "yield", "yields",
	"prevent", "prevents", "gained", "gains", "including", "around", "further", "any", "each",
	"also", "can", "may", "will", "would", "should", "could", "must", "does", "do", "did",
	"requires", "require", "provides", "provide", "leads", "lead", "allows", "allow", "enables",
	"enable", "makes", "make", "achieves", "achieve", "shows", "show", "ideas", "idea", "art",
	"such", "like", "via", "versus", "vs", "vs.", "while", NULL
};

static const char *const cue_heads[] = {
	"method", "approach", "framework", "model", "algorithm", "system", "technique",
	"architecture", "network", "solution", "pipeline", "toolkit", "library", "benchmark",
	"dataset", "agent", "estimator", "solver", NULL
};

/* Verbs of gathering data: they propose a data set only ("we collect a new Foo dataset"). */
static const char *const data_verbs[] = {
	"collect", "collects", "gather", "gathers", "annotate", "annotates", "compile", "compiles", NULL
};

/* Words of a change in a measure: "improves the accuracy", "lower memory footprint". */
static const char *const change_words[] = {
	"improve", "improves", "improved", "improving", "higher", "better", "lower", "increase", "increases",
	"increased", "enhance", "enhances", "enhanced", "reduce", "reduces", "reduced", "reducing", "boost",
	"boosts", "faster", "greater", "improvement", "improvements", "expanding", "expands", "preserving",
	"preserves", "accelerates", "accelerating", "decreases", "decreasing", "increasing", "enhancing", NULL
};

/* Heads of a list of measures: "metrics such as PI and NIQE". */
static const char *const measure_heads[] = {
	"metrics", "metric", "measures", "scores", "criteria", "indices", "indicators", NULL
};

/* The verbs that announce the paper's own artefact (not "construct", "build"). */
static const char *const artefact_verbs[] = {
	"propose", "proposes", "proposed", "present", "presents", "presented", "introduce", "introduces",
	"introduced", "develop", "develops", "developed", "design", "designs", "designed", "devise",
	"devises", "devised", NULL
};

static const char *const part_nouns[] = {
	"variant", "variants", "extension", "extensions", "version", "versions", "adaptation",
	"modification", "backbone", "backbones", "encoder", "encoders", "decoder", "decoders",
	"features", "embeddings", "representations", "baseline", "baselines", "checkpoint",
	"checkpoints", "teacher", "student", "outputs", "layers", "blocks", NULL
};

const char *const pgx_beat_verbs[] = {"outperform", "surpass", "beat", "exceed", NULL};

const char *const pgx_name_suffixes[] = {
	"-based", "-style", "-like", "-type", "-inspired", "-driven", "-guided", "-aware", "-free",
	"-specific", "-conditioned", "-augmented", "-enhanced", "-powered", "-assisted", "-derived",
	"-generated", "-pretrained", "-trained", "-tuned", "-level", "-scale", "-compatible",
	"-agnostic", "-centric", "-oriented", NULL
};

/* Every cue list gets one bit; a hash table built once maps a lower-case word to
 * the bits of the lists that hold it, so that each token is looked up once per
 * abstract instead of once per rule. */
static const char *const *const cue_lists[CUE_COUNT + 1] = {
	[CUE_DATASET_HEADS] = dataset_heads,
	[CUE_NON_METHOD_HEADS] = non_method_heads,
	[CUE_PROPOSE_VERBS] = propose_verbs,
	[CUE_SELF_WORDS] = self_words,
	[CUE_CLAUSE_STOPS] = clause_stops,
	[CUE_NAMING_VERBS] = naming_verbs,
	[CUE_COMPARE_CUES] = compare_cues,
	[CUE_USE_CUES] = use_cues,
	[CUE_LINEAGE_CUES] = lineage_cues,
	[CUE_NP_HEADS] = np_heads,
	[CUE_NP_CUES] = np_cues,
	[CUE_IMPROVE_AFTER] = improve_after,
	[CUE_REDUCE_AFTER] = reduce_after,
	[CUE_IMPROVE_BEFORE] = improve_before,
	[CUE_REDUCE_BEFORE] = reduce_before,
	[CUE_COUNT_NOUNS_AFTER] = count_nouns_after,
	[CUE_NOVELTY] = novelty,
	[CUE_CUE2] = cue2,
	[CUE_NP_BREAKS] = np_breaks,
	[CUE_CUE_HEADS] = cue_heads,
	[CUE_PART_NOUNS] = part_nouns,
	[CUE_DATA_VERBS] = data_verbs,
	[CUE_CHANGE_WORDS] = change_words,
	[CUE_MEASURE_HEADS] = measure_heads,
	[CUE_ARTEFACT_VERBS] = artefact_verbs,
	[CUE_COUNT] = NULL
};

#define CUE_SLOTS 2048

#define CUE_WORD 24

static struct cue_slot {
	char w[CUE_WORD];
	uint32_t mask;
} cue_table[CUE_SLOTS];

static pthread_once_t cue_once = PTHREAD_ONCE_INIT;

static void build_table(void)
{
	for (size_t l = 0; cue_lists[l]; l++) {
		for (const char *const *w = cue_lists[l]; *w; w++) {
			size_t n = strlen(*w);
			if (n >= CUE_WORD)
				continue;
			size_t h = pg_hash32(*w, n) & (CUE_SLOTS - 1);
			while (cue_table[h].w[0] && strcmp(cue_table[h].w, *w) != 0)
				h = (h + 1) & (CUE_SLOTS - 1);
			memcpy(cue_table[h].w, *w, n + 1);
			cue_table[h].mask |= 1u << l;
		}
	}
}

void pgx_cue_init(void)
{
	pthread_once(&cue_once, build_table);
}

uint32_t pgx_cue_mask(const char *s, size_t n)
{
	char w[CUE_WORD];
	if (n == 0 || n >= CUE_WORD)
		return 0;
	for (size_t i = 0; i < n; i++)
		w[i] = (char)pg_ascii_lower((unsigned char)s[i]);
	w[n] = '\0';
	size_t h = pg_hash32(w, n) & (CUE_SLOTS - 1);
	while (cue_table[h].w[0]) {
		if (strcmp(cue_table[h].w, w) == 0)
			return cue_table[h].mask;
		h = (h + 1) & (CUE_SLOTS - 1);
	}
	return 0;
}
