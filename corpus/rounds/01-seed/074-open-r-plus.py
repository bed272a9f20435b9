# expect: fs-write
# source: DESIGN.md sinks
# technique: open with mode 'r+' updates in place
with open("config.ini", "r+") as fh:
    text = fh.read().replace("debug = false", "debug = true")
    fh.seek(0)
    fh.write(text)
    fh.truncate()
