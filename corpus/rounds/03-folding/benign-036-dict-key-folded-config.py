# expect: none
# source: issue 4
# technique: dict indexed with a folded key on a plain config dict
config = {"system": "linux", "arch": "x86_64"}
print(config["sys" + "tem"])
