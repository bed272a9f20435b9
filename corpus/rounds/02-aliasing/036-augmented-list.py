# expect: shell-spawn
# source: issue 3 (assignments)
# technique: augmented assignment appends a sink to a list
import os

handlers = [print]
handlers += [os.system]
handlers[1]("id")
