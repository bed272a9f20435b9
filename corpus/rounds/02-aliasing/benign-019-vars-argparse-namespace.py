# expect: none
# source: issue 3 (namespace lookups)
# technique: vars() of an argparse Namespace
import argparse

p = argparse.ArgumentParser()
p.add_argument("--n", type=int, default=3)
print(vars(p.parse_args([])))
