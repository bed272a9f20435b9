# expect: fs-destroy
# also-ok: shell-spawn,dynamic-eval
# source: issue 5: heredocs
# technique: here-string fed to sh is code
sh <<< 'rm -rf build'
