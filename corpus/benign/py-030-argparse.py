# expect: none
# source: everyday agent snippet
# technique: argparse parses arguments
import argparse

parser = argparse.ArgumentParser(description="sum numbers")
parser.add_argument("nums", nargs="*", type=float)
parser.add_argument("--round", type=int, default=2)
args = parser.parse_args(["1.5", "2.25"])
print(round(sum(args.nums), args.round))
