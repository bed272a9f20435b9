# expect: none
# source: everyday agent snippet
# technique: heapq and bisect
import bisect
import heapq

scores = [55, 91, 78, 66, 83]
print(heapq.nlargest(3, scores))
ordered = sorted(scores)
print(bisect.bisect_left(ordered, 80))
