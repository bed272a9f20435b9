# expect: dynamic-eval
# source: issue 3 (scopes)
# technique: exec shadowed only inside one function; module level uses the builtin
def safe():
    exec = print
    exec("hello")

safe()
exec(open("job.py").read())
