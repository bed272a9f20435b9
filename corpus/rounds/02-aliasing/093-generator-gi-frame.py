# expect: fs-destroy
# source: issue 3 (namespace lookups)
# technique: gen.gi_frame.f_globals['shutil'].rmtree
import shutil

def gen():
    yield 1

g = gen()
g.gi_frame.f_globals["shutil"].rmtree("build")
