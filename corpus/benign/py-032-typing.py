# expect: none
# source: everyday agent snippet
# technique: typing annotations and a TypedDict
from typing import Iterable, TypedDict


class Row(TypedDict):
    id: int
    score: float


def best(rows: Iterable[Row]) -> Row:
    return max(rows, key=lambda r: r["score"])

print(best([{"id": 1, "score": 0.4}, {"id": 2, "score": 0.9}]))
