# expect: dynamic-eval
# source: PayloadsAllTheThings (Python code injection)
# technique: eval reached as getattr(builtins, 'ev'+'al')
import builtins

calc = getattr(builtins, "ev" + "al")
print(calc("6 * 7"))
