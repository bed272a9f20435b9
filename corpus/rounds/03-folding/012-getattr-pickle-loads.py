# expect: dynamic-eval
# source: Bandit B301 tests
# technique: pickle.loads reached through a folded getattr name
import pickle

with open("cache.bin", "rb") as fh:
    blob = fh.read()
state = getattr(pickle, "lo" + "ads")(blob)
print(state)
