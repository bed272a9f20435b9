# expect: none
# source: DESIGN.md policy near-miss
# technique: db.execute on an in-memory sqlite3 connection
import sqlite3

db = sqlite3.connect(":memory:")
cur = db.cursor()
cur.execute("CREATE TABLE t (id INTEGER, name TEXT)")
cur.executemany("INSERT INTO t VALUES (?, ?)", [(1, "a"), (2, "b")])
print(cur.execute("SELECT count(*) FROM t").fetchone())
