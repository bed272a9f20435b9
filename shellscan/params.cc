#include "shellscan/params.h"

#include <fnmatch.h>

#include <algorithm>

#include "absl/strings/ascii.h"

namespace kotoba::shellscan::internal {
namespace {

// fnmatch backtracks on `*`; bound the work of one pattern operation.
constexpr size_t kMaxMatchValue = 256;
constexpr int kMaxStars = 8;

bool Bounded(std::string_view value, std::string_view pattern) {
  return value.size() <= kMaxMatchValue &&
         std::count(pattern.begin(), pattern.end(), '*') <= kMaxStars;
}

bool Matches(std::string_view pattern, std::string_view text) {
  // fnmatch wants C strings; bash values never hold NUL.
  std::string p(pattern), t(text);
  return fnmatch(p.c_str(), t.c_str(), 0) == 0;
}

}  // namespace

Env::Env() : vars_(std::make_shared<Map>()) {}

Env::Map& Env::Mutable() {
  if (vars_.use_count() > 1) vars_ = std::make_shared<Map>(*vars_);
  return *vars_;
}

std::optional<Value> Env::Get(std::string_view name) const {
  auto it = vars_->find(std::string(name));
  if (it == vars_->end()) {
    if (name == "HOME") return Value::Scalar("~");
    if (name == "IFS") return Value::Scalar(" \t\n");
    return std::nullopt;
  }
  if (it->second.unset) return Value();
  return it->second.value;
}

void Env::Set(std::string_view name, Value value) {
  Mutable()[std::string(name)] = Entry{std::move(value), false};
}

void Env::Unset(std::string_view name) { Mutable()[std::string(name)] = Entry{Value(), true}; }

std::string Env::Ifs() const {
  std::optional<Value> v = Get("IFS");
  // An unset IFS splits like the default one.
  if (!v || !v->known || v->elems.empty()) return " \t\n";
  return std::string(v->Str());
}

Env Env::Join(const Env& a, const Env& b) {
  Env out = a;
  if (a.vars_ == b.vars_) return out;
  Map& m = out.Mutable();
  auto mark = [&](const std::string& name) { m[name] = Entry{Value::Unknown(), false}; };
  for (const auto& [name, entry] : *a.vars_) {
    auto it = b.vars_->find(name);
    if (it == b.vars_->end() || it->second.unset != entry.unset || !(it->second.value == entry.value)) {
      mark(name);
    }
  }
  for (const auto& [name, entry] : *b.vars_) {
    if (!a.vars_->contains(name)) mark(name);
  }
  if (a.positional != b.positional || a.positional_known != b.positional_known) {
    out.positional_known = false;
  }
  return out;
}

std::optional<std::string> RemoveAffix(std::string_view value, std::string_view pattern,
                                       bool suffix, bool longest) {
  if (!Bounded(value, pattern)) return std::nullopt;
  size_t n = value.size();
  // Candidate lengths of the removed part, shortest first unless `longest`.
  for (size_t k = 0; k <= n; ++k) {
    size_t len = longest ? n - k : k;
    std::string_view part = suffix ? value.substr(n - len) : value.substr(0, len);
    if (Matches(pattern, part)) {
      return std::string(suffix ? value.substr(0, n - len) : value.substr(len));
    }
  }
  return std::string(value);
}

std::optional<std::string> ReplacePattern(std::string_view value, std::string_view pattern,
                                          std::string_view replacement, ReplaceMode mode) {
  if (!Bounded(value, pattern)) return std::nullopt;
  if (pattern.empty()) return std::string(value);
  std::string out;
  size_t n = value.size(), i = 0;
  // The longest match starting at `at` (or ending at the end for kSuffix).
  auto longest_at = [&](size_t at) -> std::optional<size_t> {
    for (size_t len = n - at + 1; len-- > 0;) {
      if (mode == ReplaceMode::kSuffix && at + len != n) continue;
      if (Matches(pattern, value.substr(at, len))) return len;
    }
    return std::nullopt;
  };
  while (i <= n) {
    if (mode == ReplaceMode::kPrefix && i > 0) break;
    std::optional<size_t> len = longest_at(i);
    if (len) {
      out.append(replacement);
      if (mode != ReplaceMode::kAll) {
        out.append(value.substr(i + *len));
        return out;
      }
      if (*len == 0) {
        if (i < n) out.push_back(value[i]);
        ++i;
      } else {
        i += *len;
      }
      continue;
    }
    if (i < n) out.push_back(value[i]);
    ++i;
  }
  if (mode == ReplaceMode::kPrefix && i > 0 && i <= n) out.append(value.substr(i));
  return out;
}

std::string ChangeCase(std::string_view value, std::string_view op) {
  std::string out(value);
  bool all = op.size() == 2;
  for (size_t i = 0; i < out.size() && (all || i == 0); ++i) {
    unsigned char c = static_cast<unsigned char>(out[i]);
    switch (op[0]) {
      case '^': out[i] = static_cast<char>(absl::ascii_toupper(c)); break;
      case ',': out[i] = static_cast<char>(absl::ascii_tolower(c)); break;
      default:  // '~' toggles
        out[i] = static_cast<char>(absl::ascii_isupper(c) ? absl::ascii_tolower(c) : absl::ascii_toupper(c));
    }
  }
  return out;
}

std::string Substring(std::string_view value, int64_t offset, std::optional<int64_t> length) {
  int64_t n = static_cast<int64_t>(value.size());
  if (offset < 0) offset += n;
  if (offset < 0 || offset > n) return "";
  int64_t end = n;
  if (length) end = *length < 0 ? n + *length : offset + *length;
  if (end > n) end = n;
  if (end <= offset) return "";
  return std::string(value.substr(static_cast<size_t>(offset), static_cast<size_t>(end - offset)));
}

}  // namespace kotoba::shellscan::internal
