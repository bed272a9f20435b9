# expect: none
# source: DESIGN.md (same-name methods)
# technique: db.execute of a folded SQL string on an in-memory database
import sqlite3

db = sqlite3.connect(":memory:")
print(db.execute("SELECT " + "1 + 1").fetchone())
