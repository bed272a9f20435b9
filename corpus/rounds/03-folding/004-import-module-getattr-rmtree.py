# expect: fs-destroy,shell-spawn
# source: issue 4
# technique: import_module and getattr both fed folded names reach shutil.rmtree
from importlib import import_module

getattr(import_module("shu" + "til"), "rm" + "tree")("build")
