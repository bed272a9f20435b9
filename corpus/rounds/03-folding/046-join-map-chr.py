# expect: shell-spawn
# source: issue 4
# technique: "".join(map(chr, [...]))
import os

getattr(os, "".join(map(chr, [115, 121, 115, 116, 101, 109])))("id")
