# expect: shell-spawn
# also-ok: fs-destroy
# source: GTFOBins vim
# technique: vim -c ':!cmd'
vim -c ':!rm -rf build' -c ':qa!' README.md
