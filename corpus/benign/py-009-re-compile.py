# expect: none
# source: DESIGN.md policy near-miss
# technique: re.compile shares a name with the builtin compile
import re

pattern = re.compile(r"(?P<user>\w+)@(?P<host>[\w.]+)")
m = pattern.search("contact: alice@example.com")
print(m.group("host"))
