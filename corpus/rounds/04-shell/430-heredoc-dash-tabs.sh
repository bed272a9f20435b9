# expect: fs-destroy
# also-ok: shell-spawn,dynamic-eval
# source: issue 5: heredocs
# technique: <<- strips leading tabs; body and delimiter are tab-indented
bash <<-EOF
	rm -rf build
	EOF
