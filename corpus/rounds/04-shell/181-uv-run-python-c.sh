# expect: fs-destroy,shell-spawn
# source: issue 5: wrappers
# technique: uv run python -c with literal code analysed as Python
uv run python -c 'import shutil; shutil.rmtree("build")'
