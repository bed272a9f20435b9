#!/usr/bin/env bash
# check_install.sh BUILD_DIR CONSUMER_DIR CMAKE CXX CC
# Installs BUILD_DIR into a temporary prefix, moves the prefix (the package must be relocatable),
# then builds and runs the consumers with find_package and with pkg-config, and runs the CLI.
set -euo pipefail
build=$1 consumer=$2 cmake=$3 cxx=$4 cc=$5
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }
expect() {  # expect WHAT WANT GOT
  [[ $3 == "$2" ]] || fail "$1: want '$2', got '$3'"
  echo "ok: $1: $3"
}

"$cmake" --install "$build" --prefix "$tmp/staged" >"$tmp/install.log" || {
  cat "$tmp/install.log"; fail "cmake --install"; }
mv "$tmp/staged" "$tmp/prefix"
prefix=$tmp/prefix
want_cxx="ask shell-spawn PY-SPAWN-001"
want_c="1 1 kotoba-classify $("$prefix/bin/kotoba-classify" --version | awk '{print $2}')"

for f in include/kotoba/classifier.h include/kotoba/kotoba.h bin/kotoba-run; do
  [[ -e $prefix/$f ]] || fail "$f not installed"
done
set +e
out=$("$prefix/bin/kotoba-classify" --format json -c 'import os as o; o.system("id")')
rc=$?
set -e
expect "installed CLI exit code" 1 "$rc"
[[ $out == *'"labels":["shell-spawn"]'* ]] || fail "installed CLI printed: $out"

# find_package(kotoba CONFIG)
"$cmake" -S "$consumer" -B "$tmp/cmake-consumer" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_C_COMPILER="$cc" >"$tmp/cmake.log" 2>&1 || {
  cat "$tmp/cmake.log"; fail "configuring the find_package consumer"; }
"$cmake" --build "$tmp/cmake-consumer" >"$tmp/build.log" 2>&1 || {
  cat "$tmp/build.log"; fail "building the find_package consumer"; }
expect "find_package C++ consumer" "$want_cxx" "$("$tmp/cmake-consumer/consumer")"
expect "find_package C consumer" "$want_c" "$("$tmp/cmake-consumer/consumer_c")"

# pkg-config
pcdir=$(dirname "$(find "$prefix" -name kotoba.pc)")
export PKG_CONFIG_PATH=$pcdir
libdir=$(pkg-config --variable=libdir kotoba_c)
# shellcheck disable=SC2046  # pkg-config output is a list of flags
"$cxx" -std=c++20 "$consumer/consumer.cc" -o "$tmp/pc-consumer" $(pkg-config --cflags --libs kotoba) ||
  fail "building the pkg-config C++ consumer"
# shellcheck disable=SC2046
"$cc" "$consumer/consumer.c" -o "$tmp/pc-consumer-c" $(pkg-config --cflags --libs kotoba_c) ||
  fail "building the pkg-config C consumer"
expect "pkg-config C++ consumer" "$want_cxx" "$("$tmp/pc-consumer")"
expect "pkg-config C consumer" "$want_c" "$(LD_LIBRARY_PATH=$libdir "$tmp/pc-consumer-c")"

# The Python module, when it was built.
module=$(find "$prefix" -name 'kotoba.cpython-*.so' | head -n1)
if [[ -n $module ]]; then
  got=$(cd "$tmp" && PYTHONPATH=$(dirname "$module") /usr/bin/python3 -c \
    'import kotoba; print(kotoba.Classifier().classify("eval(input())").labels)')
  expect "installed Python module" "['dynamic-eval']" "$got"
fi
