# expect: fs-write
# source: DESIGN.md sinks
# technique: open with mode 'a'
import datetime

with open("run.log", "a", encoding="utf-8") as log:
    log.write(f"{datetime.datetime.now().isoformat()} started\n")
