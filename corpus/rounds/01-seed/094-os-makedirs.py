# expect: fs-write
# source: DESIGN.md sinks
# technique: os.makedirs
import os

os.makedirs("out/plots/2024", exist_ok=True)
