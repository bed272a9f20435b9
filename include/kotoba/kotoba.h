/* The C ABI: opaque handles, plain return codes, no C++ exception crosses it.
 *
 *   kotoba_classifier* c = NULL;
 *   if (kotoba_classifier_new(NULL, &c) != KOTOBA_OK) abort();
 *   kotoba_verdict* v = NULL;
 *   kotoba_classify(c, src, len, KOTOBA_LANG_PYTHON, &v);
 *   if (kotoba_verdict_labels(v) & KOTOBA_LABEL_SHELL_SPAWN) ...;
 *   puts(kotoba_verdict_json(v));
 *   kotoba_verdict_free(v);
 *   kotoba_classifier_free(c);
 *
 * A classifier may be shared by threads; a verdict belongs to its caller. */
#ifndef KOTOBA_KOTOBA_H_
#define KOTOBA_KOTOBA_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct kotoba_classifier kotoba_classifier;
typedef struct kotoba_verdict kotoba_verdict;

typedef enum kotoba_status {
  KOTOBA_OK = 0,
  KOTOBA_INVALID_ARGUMENT = 1, /* a NULL handle or out-pointer, an option out of range */
  KOTOBA_INTERNAL = 2,         /* a broken invariant (a grammar failed to load) */
  KOTOBA_OUT_OF_MEMORY = 3,
} kotoba_status;

typedef enum kotoba_language {
  KOTOBA_LANG_PYTHON = 0,
  KOTOBA_LANG_SHELL = 1,
} kotoba_language;

/* Bit i is label i in DESIGN.md's canonical order. */
enum {
  KOTOBA_LABEL_FS_DESTROY = 1u << 0,
  KOTOBA_LABEL_SHELL_SPAWN = 1u << 1,
  KOTOBA_LABEL_RAW_SOCKET = 1u << 2,
  KOTOBA_LABEL_DYNAMIC_EVAL = 1u << 3,
  KOTOBA_LABEL_FS_WRITE = 1u << 4,
  KOTOBA_LABEL_DATA_OUT = 1u << 5,
  KOTOBA_LABEL_SECRET_READ = 1u << 6,
  KOTOBA_LABEL_OPAQUE = 1u << 7,
};

/* The limits of include/kotoba/options.h; fill with kotoba_options_init, then change fields. */
typedef struct kotoba_options {
  size_t struct_size; /* sizeof(kotoba_options), set by kotoba_options_init */
  size_t max_input_bytes;
  int64_t parse_timeout_us;
  int32_t max_syntax_depth;
  size_t max_fold_steps;
  size_t max_value_bytes;
  size_t max_total_fold_bytes;
  int32_t max_nesting_depth;
  size_t max_brace_words;
  int32_t max_wrapper_depth;
} kotoba_options;

void kotoba_options_init(kotoba_options* options);

/* options may be NULL (defaults). On success *out owns a classifier. */
kotoba_status kotoba_classifier_new(const kotoba_options* options, kotoba_classifier** out);
void kotoba_classifier_free(kotoba_classifier* classifier);

/* Classifies len bytes at source (need not be NUL-terminated; len 0 is fine). */
kotoba_status kotoba_classify(const kotoba_classifier* classifier, const char* source, size_t len,
                              kotoba_language language, kotoba_verdict** out);

uint32_t kotoba_verdict_labels(const kotoba_verdict* verdict); /* KOTOBA_LABEL_* bits */
int kotoba_verdict_ask(const kotoba_verdict* verdict);         /* 1 = ask, 0 = run */
int kotoba_verdict_read_only(const kotoba_verdict* verdict);   /* shell: 1 = provably read-only */
/* The verdict as JSON, NUL-terminated, valid until kotoba_verdict_free. */
const char* kotoba_verdict_json(const kotoba_verdict* verdict);
void kotoba_verdict_free(kotoba_verdict* verdict);

/* Text for a status code; "kotoba-classify X.Y.Z" for the version. Static storage. */
const char* kotoba_status_string(kotoba_status status);
const char* kotoba_version(void);

#ifdef __cplusplus
}
#endif

#endif /* KOTOBA_KOTOBA_H_ */
