# expect: shell-spawn
# source: issue 4
# technique: list comprehension filters filler characters
import os

name = "".join([c for c in "s_y_s_t_e_m" if c != "_"])
getattr(os, name)("id")
