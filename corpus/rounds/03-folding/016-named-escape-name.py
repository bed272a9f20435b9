# expect: fs-destroy
# source: issue 4
# technique: attribute name starting with a \N{...} escape
import shutil

getattr(shutil, "\N{LATIN SMALL LETTER R}mtree")("dist")
