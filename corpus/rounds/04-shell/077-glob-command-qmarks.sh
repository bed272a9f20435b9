# expect: opaque
# also-ok: fs-destroy
# source: DESIGN.md section 2: opaque (/???/r?)
# technique: /???/r? in command position
/???/r? -rf build
