/* Prints "<ask> <label bits> <version>" for a shell rm -rf through the C ABI. */
#include <stdio.h>
#include <string.h>

#include "kotoba/kotoba.h"

int main(void) {
  kotoba_classifier* c = NULL;
  if (kotoba_classifier_new(NULL, &c) != KOTOBA_OK) return 2;
  const char* cmd = "timeout 5 rm -rf build";
  kotoba_verdict* v = NULL;
  if (kotoba_classify(c, cmd, strlen(cmd), KOTOBA_LANG_SHELL, &v) != KOTOBA_OK) return 2;
  printf("%d %u %s\n", kotoba_verdict_ask(v), kotoba_verdict_labels(v), kotoba_version());
  kotoba_verdict_free(v);
  kotoba_classifier_free(c);
  return 0;
}
