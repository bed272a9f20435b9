// Field splitting and the last steps of expansion: an unquoted expansion's value is split on
// IFS (bash's rules for IFS whitespace and other IFS characters), unquoted `*?[` mark a glob,
// and quote marks keep `""` alive as an empty field.
// Ex) IFS=, x=a,b -> $x is two fields a b;  "$x" stays one;  x=' a  b ' -> a b
#ifndef KOTOBA_SHELLSCAN_FIELDS_H_
#define KOTOBA_SHELLSCAN_FIELDS_H_

#include <string_view>
#include <vector>

#include "shellscan/word.h"

namespace kotoba::shellscan::internal {

inline constexpr std::string_view kDefaultIfs = " \t\n";

// The fields `word` becomes. An empty word with no quoted part becomes no field at all.
std::vector<Field> SplitFields(const Word& word, std::string_view ifs);

// The word as one field, without splitting (assignments, redirection targets, `[[ ]]`).
Field JoinField(const Word& word);

}  // namespace kotoba::shellscan::internal

#endif  // KOTOBA_SHELLSCAN_FIELDS_H_
