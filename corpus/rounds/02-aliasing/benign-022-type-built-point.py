# expect: none
# source: issue 3 (calls that return a callable)
# technique: type() building a plain data class
Point = type("Point", (), {"x": 1, "y": 2, "norm": lambda self: (self.x ** 2 + self.y ** 2) ** 0.5})
print(Point().norm())
