# expect: none
# source: issue 3 (calls that return a callable)
# technique: operator.attrgetter on a record
import operator
from collections import namedtuple

Row = namedtuple("Row", "name score")
rows = [Row("a", 2), Row("b", 1)]
print(sorted(rows, key=operator.attrgetter("score")))
