# expect: none
# source: everyday agent snippet
# technique: collections Counter and defaultdict
from collections import Counter, defaultdict

words = "the quick brown fox jumps over the lazy dog the end".split()
print(Counter(words).most_common(2))
by_len = defaultdict(list)
for w in words:
    by_len[len(w)].append(w)
print(dict(by_len))
