# expect: dynamic-eval
# source: Bandit B301 tests
# technique: pickle.load from a file object
import pickle

with open("model.pkl", "rb") as fh:
    model = pickle.load(fh)
print(model)
