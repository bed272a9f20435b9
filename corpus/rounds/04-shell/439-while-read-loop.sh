# expect: fs-destroy
# source: issue 5: walk every node
# technique: inside while read ... done < file
while read -r f; do rm -f "$f"; done < stale.txt
