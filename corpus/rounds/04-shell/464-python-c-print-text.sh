# expect: shell-spawn
# source: DESIGN.md section 2: literal code to python3 -c is analysed as Python
# technique: python3 -c printing dangerous-looking text: only the interpreter run counts
python3 -c "print('rm -rf /')"
