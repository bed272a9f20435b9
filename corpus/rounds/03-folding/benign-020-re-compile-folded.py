# expect: none
# source: DESIGN.md (same-name methods)
# technique: re.compile of a folded pattern, not the builtin compile
import re

pat = re.compile("sys" + r"tem\d+")
print(pat.findall("system1 system22"))
