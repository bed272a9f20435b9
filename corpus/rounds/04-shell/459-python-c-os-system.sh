# expect: fs-destroy,shell-spawn
# source: DESIGN.md section 2: literal code to python3 -c is analysed as Python
# technique: python3 -c with os.system: the shell string goes back through shellscan
python3 -c 'import os; os.system("rm -rf build")'
