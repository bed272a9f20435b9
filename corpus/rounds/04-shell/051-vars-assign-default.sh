# expect: fs-destroy
# source: bash manual: parameter expansion (${x:=word})
# technique: : ${x:=rm} assigns then $x runs
unset x; : ${x:=rm}; $x -rf build
