# expect: fs-write
# source: issue 5: walk every node
# technique: writer at the end of a read-only pipeline
grep -rn TODO src | sort | tee todo.txt
