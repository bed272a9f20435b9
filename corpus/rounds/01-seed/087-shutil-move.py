# expect: fs-write
# source: DESIGN.md sinks
# technique: shutil.move
import shutil

shutil.move("downloads/report.pdf", "archive/report.pdf")
