# expect: dynamic-eval
# source: seed 000 table
# technique: eval(...) of user input
expr = input("expression> ")
print(eval(expr))
