# expect: shell-spawn
# source: issue 3 (assignments)
# technique: {'r': os.system}['r'](...)
import os

{"r": os.system}["r"]("id")
