# expect: fs-destroy
# source: issue 5
# technique: the whole command as one brace list: {rm,-rf,build}
{rm,-rf,build}
