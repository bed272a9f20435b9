# expect: none
# source: issue 3 (assignments)
# technique: an alias of sqlite cursor.execute
import sqlite3

cur = sqlite3.connect(":memory:").cursor()
ex = cur.execute
ex("CREATE TABLE t (x)")
print(ex("SELECT 1").fetchone())
