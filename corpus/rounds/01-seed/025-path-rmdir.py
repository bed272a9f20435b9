# expect: fs-destroy
# source: DESIGN.md sinks
# technique: pathlib Path.rmdir
import pathlib

pathlib.Path("staging/empty").rmdir()
