# expect: none
# source: everyday agent snippet
# technique: json.load of a config file in the working directory
import json

with open("config.json") as fh:
    cfg = json.load(fh)
print(cfg.get("name"), cfg.get("version"))
