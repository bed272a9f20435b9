# expect: none
# source: DESIGN.md policy near-miss
# technique: reading one environment variable
import os

lang = os.environ.get("LANG", "C")
print("locale:", lang)
