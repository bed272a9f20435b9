# expect: fs-destroy
# source: issue 5: walk every node
# technique: inside a for loop
for f in *.pem; do shred -u "$f"; done
