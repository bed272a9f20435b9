# expect: fs-destroy
# also-ok: opaque
# source: GNU getopt_long: unambiguous abbreviations
# technique: env --ignore-env (unambiguous abbreviation of --ignore-environment, accepted by GNU env); an engine may instead fail closed
env --ignore-env rm -rf build
