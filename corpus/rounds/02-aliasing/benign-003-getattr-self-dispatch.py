# expect: none
# source: issue 3 (calls that return a callable)
# technique: getattr(self, name) dispatch in a user class
class Calc:
    def add(self, a, b):
        return a + b

    def sub(self, a, b):
        return a - b

    def run(self, op, a, b):
        return getattr(self, op)(a, b)

print(Calc().run(input("op: "), 2, 3))
