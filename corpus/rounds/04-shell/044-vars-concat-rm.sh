# expect: fs-destroy
# source: issue 5
# technique: a=r;b=m;$a$b -rf build
a=r;b=m;$a$b -rf build
