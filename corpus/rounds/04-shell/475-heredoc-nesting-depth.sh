# expect: opaque
# also-ok: fs-destroy,shell-spawn,dynamic-eval
# source: DESIGN.md section 4: nesting depth of recursive analysis
# technique: 40 heredocs each feeding the next bash exceed the recursion depth cap
bash <<'D0'
bash <<'D1'
bash <<'D2'
bash <<'D3'
bash <<'D4'
bash <<'D5'
bash <<'D6'
bash <<'D7'
bash <<'D8'
bash <<'D9'
bash <<'D10'
bash <<'D11'
bash <<'D12'
bash <<'D13'
bash <<'D14'
bash <<'D15'
bash <<'D16'
bash <<'D17'
bash <<'D18'
bash <<'D19'
bash <<'D20'
bash <<'D21'
bash <<'D22'
bash <<'D23'
bash <<'D24'
bash <<'D25'
bash <<'D26'
bash <<'D27'
bash <<'D28'
bash <<'D29'
bash <<'D30'
bash <<'D31'
bash <<'D32'
bash <<'D33'
bash <<'D34'
bash <<'D35'
bash <<'D36'
bash <<'D37'
bash <<'D38'
bash <<'D39'
rm -rf build
D39
D38
D37
D36
D35
D34
D33
D32
D31
D30
D29
D28
D27
D26
D25
D24
D23
D22
D21
D20
D19
D18
D17
D16
D15
D14
D13
D12
D11
D10
D9
D8
D7
D6
D5
D4
D3
D2
D1
D0
