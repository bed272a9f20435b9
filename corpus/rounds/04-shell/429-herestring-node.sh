# expect: shell-spawn
# also-ok: fs-destroy,dynamic-eval
# source: issue 5: heredocs
# technique: here-string fed to node
node <<< "require('fs').unlinkSync('cache.db')"
