# expect: none
# source: issue 4
# technique: split/partition on harmless text
head, _, tail = "os:system".partition(":")
print(head.upper(), tail.split("s"))
