# expect: shell-spawn,dynamic-eval
# source: issue 4
# technique: exec of a string whose own code folds a getattr name
exec("import os\ngetattr(os, 'sy' + 'stem')('id')")
