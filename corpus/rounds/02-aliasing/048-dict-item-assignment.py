# expect: fs-destroy
# source: issue 3 (assignments)
# technique: d['k'] = os.unlink; d['k'](...)
import os

d = {}
d["k"] = os.unlink
d["k"]("report.tmp")
