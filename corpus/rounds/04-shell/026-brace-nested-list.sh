# expect: fs-destroy
# source: issue 5
# technique: nested braces: {r{m,x},-rf,build} expands to rm rx -rf build
{r{m,x},-rf,build}
