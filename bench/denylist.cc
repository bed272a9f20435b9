#include "bench/denylist.h"

#include <string>

#include "absl/status/status.h"

namespace kotoba::bench {
namespace {

// The seed describes each pattern in words; these follow those words and nothing more, like a
// text matcher would. open()'s arguments are matched across two levels of nested parentheses
// (the seed's "balanced parentheses": a regular language cannot nest deeper).
struct PatternSource {
  Label label;
  std::string_view regex;
};
constexpr std::array<PatternSource, 7> kPatterns = {{
    {Label::kFsDestroy,
     R"(\bshutil\.rmtree\b|\bos\.(?:remove|unlink|rmdir|removedirs)\b|\.unlink\(|\.rmdir\()"
     R"(|\bfrom\s+(?:shutil|os)\s+import\s+[^\n]*\b(?:rmtree|remove|unlink|rmdir|removedirs)\b)"},
    {Label::kShellSpawn,
     R"(\bos\.(?:system|popen|exec\w*|spawn\w*|posix_spawn\w*)\b|\bsubprocess\.\w+|\bpty\.spawn\b)"
     R"(|\bctypes\b|\bimportlib\b|\bimport\s+(?:os|subprocess)\s+as\s+\w+)"},
    {Label::kRawSocket, R"(\bsocket\.socket\b|\.connect\(\s*\()"},
    {Label::kDynamicEval, R"(\b(?:eval|exec|__import__)\s*\()"},
    {Label::kFsWrite,
     R"(\bopen\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*?,\s*(?:mode\s*=\s*)?)"
     R"([rRbBuU]*['"][rbt]*[wax+])"
     R"(|\bos\.open\s*\([^)]*\bO_(?:WRONLY|RDWR|CREAT|APPEND|TRUNC)\b)"
     R"(|\.write_(?:text|bytes)\s*\(|\bshutil\.(?:copy\w*|move)\b)"
     R"(|\bos\.(?:rename|renames|replace|chmod|chown)\b)"},
    {Label::kDataOut,
     R"(\b(?:requests|httpx|aiohttp|session|client)\.(?:post|put|patch)\s*\()"
     R"(|\b(?:requests|httpx|session|client)\.get\s*\(\s*(?:[fF][rR]?['"]|[^'"\s)]))"
     R"(|\b(?:requests|httpx|session|client)\.get\s*\(\s*['"][^'"]*['"]\s*(?:\+|%|\.format))"
     R"(|\burlopen\s*\([^)]*\bdata\s*=|\b(?:smtplib|ftplib|paramiko)\b)"},
    {Label::kSecretRead,
     R"(\.ssh\b|\bid_rsa\b|\bid_ed25519\b|/etc/shadow|/etc/passwd|\.aws/credentials)"
     R"(|\.netrc\b|\.keystore_key\b|\.env\b)"},
}};

}  // namespace

absl::StatusOr<Denylist> Denylist::Create() {
  Denylist d;
  RE2::Options options;
  options.set_log_errors(false);
  for (size_t i = 0; i < kPatterns.size(); ++i) {
    auto re = std::make_unique<RE2>(kPatterns[i].regex, options);
    if (!re->ok()) {
      return absl::InternalError("denylist pattern " + std::string(LabelName(kPatterns[i].label)) +
                                 ": " + re->error());
    }
    d.patterns_[i] = {kPatterns[i].label, std::move(re)};
  }
  return d;
}

LabelSet Denylist::Match(std::string_view source) const {
  LabelSet labels;
  re2::StringPiece text(source.data(), source.size());
  for (const Pattern& p : patterns_) {
    if (RE2::PartialMatch(text, *p.re)) labels.Add(p.label);
  }
  return labels;
}

}  // namespace kotoba::bench
