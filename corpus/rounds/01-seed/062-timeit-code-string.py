# expect: dynamic-eval
# source: DESIGN.md sinks
# technique: timeit.timeit compiles and runs a code string
import timeit

t = timeit.timeit("sorted(data)", setup="data = list(range(1000))[::-1]", number=200)
print(f"{t:.4f}s")
