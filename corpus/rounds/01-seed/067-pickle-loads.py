# expect: dynamic-eval
# source: Bandit B301 tests
# technique: pickle.loads of bytes read from disk
import pickle
from pathlib import Path

state = pickle.loads(Path("state.bin").read_bytes())
print(type(state))
