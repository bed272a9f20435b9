# expect: none
# source: issue 3 (namespace lookups)
# technique: globals() lookup of a constant
CONFIG = {"retries": 3}
print(globals()["CONFIG"]["retries"])
