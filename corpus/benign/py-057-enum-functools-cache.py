# expect: none
# source: everyday agent snippet
# technique: enum and functools.lru_cache
import enum
import functools


class Color(enum.Enum):
    RED = 1
    GREEN = 2


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(Color.GREEN.name, fib(40))
