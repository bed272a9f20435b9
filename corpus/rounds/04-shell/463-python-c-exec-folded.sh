# expect: fs-destroy,shell-spawn,dynamic-eval
# source: DESIGN.md section 2: literal code to python3 -c is analysed as Python
# technique: python3 -c with exec of a folded string: the folded code is analysed too
python3 -c "exec('import sh' + 'util; shutil.rmtree(\"build\")')"
