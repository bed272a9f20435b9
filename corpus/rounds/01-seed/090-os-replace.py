# expect: fs-write
# source: DESIGN.md sinks
# technique: os.replace for an atomic swap
import os

with open("config.json") as fh:
    data = fh.read()
os.replace("config.json.new", "config.json")
