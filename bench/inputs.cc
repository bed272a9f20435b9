#include "bench/inputs.h"

#include <array>
#include <random>

#include "fmt/format.h"

namespace kotoba::bench {
namespace {

// Units of realistic code; "{i}" becomes the unit's index so that names never repeat. They
// range from ~100 to ~600 bytes so that even a 200-byte snippet holds real code.
constexpr std::array<std::string_view, 9> kPythonUnits = {
    R"(import subprocess
r{i} = subprocess.run(["git", "status"], capture_output=True)
print(r{i}.stdout.decode()[:{i}])
)",
    R"(total{i} = sum(x * x for x in range({i}) if x % 3)
print(f"total {total{i}:>8}")
)",
    R"(import os as os_{i}
import json, re
from pathlib import Path

CONFIG_{i} = {"name": "svc{i}", "retries": {i} % 5, "paths": ["/tmp/a{i}", "/var/b"]}


def load_{i}(path, *, strict=False):
    """Read the settings file and merge the defaults."""
    with open(path) as fh:
        data = json.load(fh)
    merged = {**CONFIG_{i}, **data}
    if strict and not re.match(r"^[a-z]+$", merged["name"]):
        raise ValueError(f"bad name {merged['name']!r} in {path}")
    return merged
)",
    R"(class Worker{i}:
    def __init__(self, root):
        self.root = Path(root)
        self.items = [p for p in self.root.glob("*.txt") if p.stat().st_size > {i}]

    def run(self, cmd="ls"):
        total = sum(len(p.read_text()) for p in self.items)
        os_{i}.system(cmd + " -la " + str(self.root))
        return total
)",
    R"(def build_{i}():
    parts = ["r", "m"]
    name = "".join(parts) + " -rf /tmp/x{i}"
    out = open("/tmp/out{i}.log", "w")
    out.write(name)
    return getattr(__import__("o" + "s"), "sys" + "tem")
)",
    R"(import requests

resp{i} = requests.get("https://api.example.com/v1/items", params={"page": {i}}, timeout=10)
rows{i} = [r for r in resp{i}.json()["items"] if r.get("active")]
by_id{i} = {r["id"]: r for r in rows{i}}
)",
    R"(import csv
from collections import Counter

with open("data{i}.csv", newline="") as fh:
    counts{i} = Counter(row["kind"] for row in csv.DictReader(fh))
for kind, n in counts{i}.most_common(5):
    print(f"{kind:<20} {n}")
)",
    R"(import shutil, tempfile
tmp{i} = tempfile.mkdtemp()
try:
    shutil.copy("report.txt", tmp{i})
    data = open(tmp{i} + "/report.txt").read().splitlines()
finally:
    shutil.rmtree(tmp{i})
)",
    R"(def fib_{i}(n):
    a, b = 0, 1
    while n > 0:
        a, b = b, a + b
        n -= 1
    return a

lookup{i} = {k: fib_{i}(k) for k in range(30)}
encoded{i} = bytes.fromhex("6c73").decode() + " " + chr(45) + "l"
)",
};

constexpr std::array<std::string_view, 9> kShellUnits = {
    R"(ls -la /srv/data{i} | grep -v '^total' | sort -k5 -n | head -n 20
)",
    R"(for f in /var/log/app{i}/*.log; do
  gzip -c "$f" > "/backup/$(basename "$f").gz"
done
)",
    R"(if [ -f "$HOME/.config/app{i}.conf" ]; then
  . "$HOME/.config/app{i}.conf"
fi
)",
    R"(rev{i}=$(git rev-parse --short HEAD) && echo "build ${rev{i}:-none}" | tee -a build{i}.log
)",
    R"(find . -name '*.tmp' -mtime +{i} -print | xargs rm -f
)",
    R"(curl -fsSL "https://example.com/api/v{i}" -o /tmp/resp{i}.json && jq '.items[]' /tmp/resp{i}.json
)",
    R"(case "$1" in
  start) sudo systemctl start svc{i} ;;
  stop) timeout 30 systemctl stop svc{i} ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
)",
    R"(cat <<EOF > /tmp/cfg{i}.ini
[main]
name=svc{i}
home=$HOME
EOF
)",
    R"(while read -r line; do
  printf '%s\n' "${line%%#*}" | tr 'a-z' 'A-Z' >> out{i}.txt
done < input{i}.txt
)",
};

std::string Unit(std::string_view unit, size_t i) {
  std::string index = std::to_string(i), out;
  for (size_t at = 0; at < unit.size();) {
    if (unit.substr(at, 3) == "{i}") {
      out += index;
      at += 3;
    } else {
      out += unit[at++];
    }
  }
  return out;
}

// Pads `text` to exactly `bytes` with one comment line (both languages use `#`).
std::string PadTo(std::string text, size_t bytes) {
  if (text.size() >= bytes) {
    text.resize(bytes);
    return text;
  }
  size_t pad = bytes - text.size();
  if (pad == 1) return text + "\n";
  return text + "#" + std::string(pad - 2, 'x') + "\n";
}

// Random units that fit, in order, until no unit fits any more.
template <size_t N>
std::string FromUnits(const std::array<std::string_view, N>& units, size_t bytes, uint32_t seed) {
  std::mt19937 rng(seed);  // mt19937's sequence is fixed by the standard: same input everywhere
  std::string out;
  for (size_t i = 0;; ++i) {
    std::string unit = Unit(units[rng() % N], i);
    if (out.size() + unit.size() > bytes) {
      // Try the others before giving up, so small sizes still get whole units.
      bool placed = false;
      for (size_t k = 0; k < N && !placed; ++k) {
        std::string other = Unit(units[k], i);
        if (out.size() + other.size() <= bytes) {
          out += other;
          placed = true;
        }
      }
      if (!placed) break;
    } else {
      out += unit;
    }
  }
  return PadTo(std::move(out), bytes);
}

std::string Repeat(std::string_view s, size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (size_t i = 0; i < n; ++i) out += s;
  return out;
}

// Levels of `unit_bytes` that fit between a fixed head and tail.
size_t Levels(size_t bytes, size_t fixed, size_t unit_bytes) {
  return bytes > fixed ? (bytes - fixed) / unit_bytes : 0;
}

std::string NestedBlocks(size_t bytes) {
  constexpr std::array<std::string_view, 4> kOpeners = {"if x:", "for y in x:", "while x:",
                                                        "with x as y:"};
  std::string out = "import os\nx = [1]\n";
  for (size_t i = 0;; ++i) {
    std::string chunk = fmt::format("def g{}(x):\n", i);
    constexpr int kDepth = 30;  // a chunk fits in 1 KiB; CPython refuses 100 levels
    for (int d = 1; d <= kDepth; ++d) {
      chunk += fmt::format("{}{}\n", std::string(d, ' '), kOpeners[d % kOpeners.size()]);
    }
    chunk += std::string(kDepth + 1, ' ') + "os.system(y)\n";
    if (out.size() + chunk.size() > bytes) break;
    out += chunk;
  }
  return PadTo(std::move(out), bytes);
}

std::string AliasChain(size_t bytes) {
  std::string out = "import os\na0 = os\n";
  for (size_t i = 1;; ++i) {
    std::string line = fmt::format("a{} = a{}\n", i, i - 1);
    std::string tail = fmt::format("a{}.system('id')\n", i - 1);
    if (out.size() + line.size() + tail.size() + 40 > bytes) {
      out += tail;
      break;
    }
    out += line;
  }
  return PadTo(std::move(out), bytes);
}

std::string LongShellWord(size_t bytes) {
  constexpr std::array<std::string_view, 5> kParts = {"a", "\"b\"", "'c'", "${x}", "$'\\x64'"};
  std::string out = "x=y\nrm -rf ";
  for (size_t i = 0;; ++i) {
    std::string_view part = kParts[i % kParts.size()];
    if (out.size() + part.size() + 2 > bytes) break;
    out += part;
  }
  out += "\n";
  return PadTo(std::move(out), bytes);
}

template <typename Item>
std::string Joined(std::string head, std::string_view sep, std::string_view tail, size_t bytes,
                   Item item) {
  for (size_t i = 0;; ++i) {
    std::string next = fmt::format("{}{}", i == 0 ? "" : sep, item(i));
    if (head.size() + next.size() + tail.size() + 2 > bytes) break;
    head += next;
  }
  head += tail;
  head += "\n";
  return PadTo(std::move(head), bytes);
}

constexpr std::array<ShapeInfo, 9> kShapes = {{
    {Shape::kPyNestedCalls, "py_nested_calls", Language::kPython},
    {Shape::kPyNestedBlocks, "py_nested_blocks", Language::kPython},
    {Shape::kPyLongConcat, "py_long_concat", Language::kPython},
    {Shape::kPyAttributeChain, "py_attribute_chain", Language::kPython},
    {Shape::kPyAliasChain, "py_alias_chain", Language::kPython},
    {Shape::kShNestedSubst, "sh_nested_subst", Language::kShell},
    {Shape::kShLongConcat, "sh_long_concat", Language::kShell},
    {Shape::kShWideBrace, "sh_wide_brace", Language::kShell},
    {Shape::kShLongPipeline, "sh_long_pipeline", Language::kShell},
}};

}  // namespace

std::string PythonSnippet(size_t bytes, uint32_t seed) {
  return FromUnits(kPythonUnits, bytes, seed);
}

std::string ShellScript(size_t bytes, uint32_t seed) { return FromUnits(kShellUnits, bytes, seed); }

std::span<const ShapeInfo> AllShapes() { return kShapes; }

std::string Adversarial(Shape shape, size_t bytes) {
  switch (shape) {
    case Shape::kPyNestedCalls: {
      constexpr std::string_view kHead = "import os\nos.system(", kTail = "'id')\n";
      size_t d = Levels(bytes, kHead.size() + kTail.size(), 3);
      return PadTo(fmt::format("{}{}{}{}{}", kHead, Repeat("f(", d), kTail.substr(0, 4),
                               Repeat(")", d), kTail.substr(4)),
                   bytes);
    }
    case Shape::kPyNestedBlocks:
      return NestedBlocks(bytes);
    case Shape::kPyLongConcat: {
      constexpr std::string_view kHead = "import os\ncmd = ", kTail = "'z'\nos.system(cmd)\n";
      size_t n = Levels(bytes, kHead.size() + kTail.size(), 6);
      std::string out(kHead);
      for (size_t i = 0; i < n; ++i) out += fmt::format("'{}' + ", static_cast<char>('a' + i % 26));
      return PadTo(out + std::string(kTail), bytes);
    }
    case Shape::kPyAttributeChain: {
      constexpr std::string_view kHead = "import os\nos", kTail = ".system('id')\n";
      size_t n = Levels(bytes, kHead.size() + kTail.size(), 3);
      return PadTo(fmt::format("{}{}{}", kHead, Repeat(".ab", n), kTail), bytes);
    }
    case Shape::kPyAliasChain:
      return AliasChain(bytes);
    case Shape::kShNestedSubst: {
      constexpr std::string_view kHead = "echo ", kTail = "x\n";
      size_t d = Levels(bytes, kHead.size() + kTail.size(), 9);
      return PadTo(fmt::format("{}{}x{}\n", kHead, Repeat("$(echo ", d), Repeat(")", d)), bytes);
    }
    case Shape::kShLongConcat:
      return LongShellWord(bytes);
    case Shape::kShWideBrace:
      return Joined("echo {", ",", "}", bytes, [](size_t i) { return fmt::format("a{}", i); });
    case Shape::kShLongPipeline:
      return Joined("cat /etc/hosts", "", "", bytes,
                    [](size_t i) { return fmt::format(" | grep a{}", i); });
  }
  return {};
}

}  // namespace kotoba::bench
