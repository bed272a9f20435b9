# expect: dynamic-eval
# source: DESIGN.md sinks
# technique: types.CodeType constructed by hand
import types

co = types.CodeType(
    0, 0, 0, 0, 1, 0, b"\x97\x00d\x00S\x00", (None,), (), (),
    "<gen>", "gen", "gen", 1, b"", b"", (), (),
)
print(co.co_name)
