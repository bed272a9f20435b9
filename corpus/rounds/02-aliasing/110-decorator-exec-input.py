# expect: dynamic-eval
# source: issue 3 (a decorator @exec); PyJail decorator chains
# technique: @exec over @input on a class: runs a line typed at the prompt
@exec
@input
class X:
    pass
