# expect: dynamic-eval
# source: issue 3 (references, not just calls)
# technique: class attribute __add__ = exec
class Code:
    __add__ = exec

Code() + "print('x')"
