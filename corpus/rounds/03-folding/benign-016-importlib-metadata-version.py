# expect: none
# source: DESIGN.md (importlib.metadata is not import machinery)
# technique: importlib.metadata.version of a folded name
import importlib.metadata

print(importlib.metadata.version("req" + "uests"))
