# expect: fs-destroy
# source: issue 5: walk every node
# technique: rm inside a ( ) subshell
(cd build && rm -rf -- *)
