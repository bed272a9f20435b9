// The C ABI of include/kotoba/kotoba.h over the C++ API. No exception crosses it: every entry
// point catches and maps to a status.
#include <new>
#include <string>

#include "kotoba/classifier.h"
#include "kotoba/kotoba.h"

struct kotoba_classifier {
  kotoba::Classifier classifier;
};

struct kotoba_verdict {
  kotoba::Verdict verdict;
  std::string json;
};

extern "C" {

void kotoba_options_init(kotoba_options* o) {
  if (o == nullptr) return;
  kotoba::Options d;
  o->struct_size = sizeof(kotoba_options);
  o->max_input_bytes = d.max_input_bytes;
  o->parse_timeout_us = d.parse_timeout.count();
  o->max_syntax_depth = d.max_syntax_depth;
  o->max_fold_steps = d.max_fold_steps;
  o->max_value_bytes = d.max_value_bytes;
  o->max_total_fold_bytes = d.max_total_fold_bytes;
  o->max_nesting_depth = d.max_nesting_depth;
  o->max_brace_words = d.max_brace_words;
  o->max_wrapper_depth = d.max_wrapper_depth;
}

kotoba_status kotoba_classifier_new(const kotoba_options* o, kotoba_classifier** out) {
  if (out == nullptr) return KOTOBA_INVALID_ARGUMENT;
  *out = nullptr;
  kotoba::Options options;
  if (o != nullptr) {
    if (o->struct_size != sizeof(kotoba_options)) return KOTOBA_INVALID_ARGUMENT;
    options.max_input_bytes = o->max_input_bytes;
    options.parse_timeout = std::chrono::microseconds(o->parse_timeout_us);
    options.max_syntax_depth = o->max_syntax_depth;
    options.max_fold_steps = o->max_fold_steps;
    options.max_value_bytes = o->max_value_bytes;
    options.max_total_fold_bytes = o->max_total_fold_bytes;
    options.max_nesting_depth = o->max_nesting_depth;
    options.max_brace_words = o->max_brace_words;
    options.max_wrapper_depth = o->max_wrapper_depth;
  }
  try {
    absl::StatusOr<kotoba::Classifier> c = kotoba::Classifier::Create(options);
    if (!c.ok()) {
      return c.status().code() == absl::StatusCode::kInvalidArgument ? KOTOBA_INVALID_ARGUMENT
                                                                      : KOTOBA_INTERNAL;
    }
    *out = new kotoba_classifier{*std::move(c)};
    return KOTOBA_OK;
  } catch (const std::bad_alloc&) {
    return KOTOBA_OUT_OF_MEMORY;
  } catch (...) {
    return KOTOBA_INTERNAL;
  }
}

void kotoba_classifier_free(kotoba_classifier* c) { delete c; }

kotoba_status kotoba_classify(const kotoba_classifier* c, const char* source, size_t len,
                              kotoba_language language, kotoba_verdict** out) {
  if (c == nullptr || out == nullptr || (source == nullptr && len != 0)) {
    return KOTOBA_INVALID_ARGUMENT;
  }
  if (language != KOTOBA_LANG_PYTHON && language != KOTOBA_LANG_SHELL) {
    return KOTOBA_INVALID_ARGUMENT;
  }
  *out = nullptr;
  try {
    auto* v = new kotoba_verdict;
    v->verdict = c->classifier.Classify(
        std::string_view(source == nullptr ? "" : source, len),
        language == KOTOBA_LANG_PYTHON ? kotoba::Language::kPython : kotoba::Language::kShell);
    v->json = kotoba::ToJson(v->verdict);
    *out = v;
    return KOTOBA_OK;
  } catch (const std::bad_alloc&) {
    return KOTOBA_OUT_OF_MEMORY;
  } catch (...) {
    return KOTOBA_INTERNAL;
  }
}

uint32_t kotoba_verdict_labels(const kotoba_verdict* v) {
  return v == nullptr ? 0 : v->verdict.labels.bits();
}
int kotoba_verdict_ask(const kotoba_verdict* v) {
  return v != nullptr && v->verdict.decision == kotoba::Decision::kAsk ? 1 : 0;
}
int kotoba_verdict_read_only(const kotoba_verdict* v) {
  return v != nullptr && v->verdict.read_only ? 1 : 0;
}
const char* kotoba_verdict_json(const kotoba_verdict* v) {
  return v == nullptr ? "" : v->json.c_str();
}
void kotoba_verdict_free(kotoba_verdict* v) { delete v; }

const char* kotoba_status_string(kotoba_status status) {
  switch (status) {
    case KOTOBA_OK: return "ok";
    case KOTOBA_INVALID_ARGUMENT: return "invalid argument";
    case KOTOBA_INTERNAL: return "internal error";
    case KOTOBA_OUT_OF_MEMORY: return "out of memory";
  }
  return "unknown status";
}

const char* kotoba_version(void) { return "kotoba-classify " KOTOBA_VERSION; }

}  // extern "C"
