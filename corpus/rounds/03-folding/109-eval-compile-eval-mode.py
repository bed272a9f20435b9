# expect: shell-spawn,dynamic-eval
# source: issue 4
# technique: eval of compile(..., 'eval') on a folded string
expr = "__import__('o' + 's').system('id')"
eval(compile(expr, "<e>", "eval"))
