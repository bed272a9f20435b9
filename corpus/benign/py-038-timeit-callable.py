# expect: none
# source: DESIGN.md dynamic-eval (timeit with code, not a callable)
# technique: timeit.timeit with a lambda rather than a code string
import timeit

data = list(range(10_000))
print(timeit.timeit(lambda: sorted(data), number=50))
