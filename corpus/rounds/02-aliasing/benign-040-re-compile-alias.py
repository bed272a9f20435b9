# expect: none
# source: issue 3 (assignments)
# technique: an alias of re.compile
import re

rc = re.compile
print(rc(r"\d+").findall("a1b22c333"))
