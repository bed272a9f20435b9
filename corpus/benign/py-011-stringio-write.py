# expect: none
# source: DESIGN.md policy near-miss
# technique: StringIO.write is not a file write
import io

buf = io.StringIO()
for i in range(3):
    buf.write(f"line {i}\n")
print(buf.getvalue())
