# expect: shell-spawn,dynamic-eval
# source: issue 4
# technique: timeit.timeit with a folded code string
import timeit

timeit.timeit("__import__('os').sy" + "stem('id')", number=1)
