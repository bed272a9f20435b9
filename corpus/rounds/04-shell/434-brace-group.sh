# expect: fs-destroy
# source: issue 5: walk every node
# technique: { ...; } group (not brace expansion)
{ rm -rf build; echo done; }
