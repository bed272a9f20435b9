# expect: fs-destroy
# source: issue 5: wrappers
# technique: xargs --max-args=N --delimiter=D
xargs --max-args=2 --delimiter='\n' unlink < old.txt
