# expect: fs-destroy,shell-spawn
# also-ok: dynamic-eval
# source: issue 5: heredocs
# technique: quoted heredoc fed to python3 is analysed as Python
python3 - <<'PY'
import shutil
shutil.rmtree("build")
PY
