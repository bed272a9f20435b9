// Deterministic inputs for the benchmarks: realistic snippets of a given size and adversarial
// shapes whose cost must stay linear in their size. Everything is generated here, so the numbers
// do not depend on files that happen to be on the machine.
#ifndef KOTOBA_BENCH_INPUTS_H_
#define KOTOBA_BENCH_INPUTS_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "kotoba/verdict.h"

namespace kotoba::bench {

// Python in the style of agent snippets (imports, functions, classes, comprehensions, string
// building, a few sinks), exactly `bytes` long. Different seeds give different mixes.
std::string PythonSnippet(size_t bytes, uint32_t seed = 1);

// Shell scripts in the style of agent commands (loops, pipelines, substitutions, heredocs,
// wrappers), exactly `bytes` long.
std::string ShellScript(size_t bytes, uint32_t seed = 1);

// Shapes that break naive analyses: depth, length or width grows with the input size.
enum class Shape : uint8_t {
  kPyNestedCalls,     // f(f(f(...x...)))                     syntax depth ~ size
  kPyNestedBlocks,    // if/for/with blocks 30 deep, repeated  indentation and scopes
  kPyLongConcat,      // cmd = "a" + "b" + ...; os.system(cmd)  a left-deep fold of ~size terms
  kPyAttributeChain,  // a.b.c.d....z()                         a left-deep attribute chain
  kPyAliasChain,      // a0 = os; a1 = a0; ...; aN.system("x")  one alias hop per line
  kShNestedSubst,     // echo $(echo $(echo ...))              command substitution depth ~ size
  kShLongConcat,      // rm a"b"'c'${x}d...                    one word of ~size parts
  kShWideBrace,       // echo {a0,a1,...,aN}                   one brace list of ~size items
  kShLongPipeline,    // cat f | grep a | ...                  one pipeline of ~size stages
};

struct ShapeInfo {
  Shape shape;
  std::string_view name;  // "py_nested_calls", ...
  Language language;
};
std::span<const ShapeInfo> AllShapes();

// `shape` grown to exactly `bytes` (a trailing comment pads the last partial unit).
std::string Adversarial(Shape shape, size_t bytes);

}  // namespace kotoba::bench

#endif  // KOTOBA_BENCH_INPUTS_H_
