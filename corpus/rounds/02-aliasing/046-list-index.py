# expect: shell-spawn
# source: issue 3 (assignments)
# technique: [os.system][0](...)
import os

[os.system][0]("id")
