# expect: shell-spawn
# source: issue 3 (namespace lookups)
# technique: inspect.currentframe().f_globals['subprocess']
import inspect
import subprocess

inspect.currentframe().f_globals["subprocess"].run(["ls"])
