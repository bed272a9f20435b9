#!/usr/bin/env bash
# Copies the reference inputs into OUT so that every tool (kotoba-compare, kotoba-classify,
# Bandit) scans the same files:
#   OUT/stdlib  the installed CPython stdlib's .py files, test directories and site-packages left out
#   OUT/shell   the machine's shell scripts, found by shebang (sh, bash, dash), renamed NAME.sh
# Usage: bench/collect_inputs.sh OUT
set -euo pipefail
out=${1:?usage: collect_inputs.sh OUT}
stdlib=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
rm -rf "$out/stdlib" "$out/shell"
mkdir -p "$out/stdlib" "$out/shell"

(cd "$stdlib" &&
  find . \( -name test -o -name tests -o -name idle_test -o -name site-packages \) -prune -o \
    -type f -name '*.py' -print0 |
  xargs -0 cp --parents -t "$out/stdlib")

# kotoba-compare reads shebangs the same way: `#!/bin/sh`, `#!/usr/bin/env bash`, ...
for dir in /usr/bin /usr/sbin /etc /usr/lib/git-core /usr/share/debconf; do
  [[ -d $dir ]] || continue
  find "$dir" -type f -size -1024k 2>/dev/null | sort | while IFS= read -r f; do
    head -c 2 "$f" 2>/dev/null | grep -q '^#!' || continue
    first=$(head -n 1 "$f" | tr -d '\r')
    interp=$(sed -E 's|^#![[:space:]]*||; s|^[^[:space:]]*/env[[:space:]]+(-[^[:space:]]+[[:space:]]+)*||; s|[[:space:]].*||; s|.*/||' <<<"$first")
    case $interp in
      sh | bash | dash) cp "$f" "$out/shell/$(tr / _ <<<"${f#/}").sh" ;;
    esac
  done
done
printf 'stdlib: %s files, %s bytes (%s)\n' "$(find "$out/stdlib" -name '*.py' | wc -l)" \
  "$(find "$out/stdlib" -name '*.py' -print0 | du -cb --files0-from=- | tail -1 | cut -f1)" "$stdlib"
printf 'shell:  %s files, %s bytes\n' "$(find "$out/shell" -name '*.sh' | wc -l)" \
  "$(find "$out/shell" -name '*.sh' -print0 | du -cb --files0-from=- | tail -1 | cut -f1)"
