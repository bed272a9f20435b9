# expect: fs-write
# source: seed 000 table
# technique: writing a file with open(..., 'w')
rows = [("alice", 3), ("bob", 5)]
with open("summary.txt", "w") as fh:
    for name, score in rows:
        fh.write(f"{name}\t{score}\n")
