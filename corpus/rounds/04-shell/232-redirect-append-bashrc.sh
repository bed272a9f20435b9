# expect: fs-write
# source: DESIGN.md section 2: fs-write
# technique: >> appends to a startup file
echo 'alias ls="rm -i"' >> ~/.bashrc
