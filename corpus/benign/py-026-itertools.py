# expect: none
# source: everyday agent snippet
# technique: itertools combinations and groupby
import itertools

print(list(itertools.combinations("abcd", 2)))
for key, grp in itertools.groupby(sorted("mississippi")):
    print(key, len(list(grp)))
