# expect: fs-destroy,shell-spawn,dynamic-eval
# source: session 2: decoders on constant input
# technique: the command is reversed in the source and piped into a shell
rev <<< 'dliub fr- mr' | bash
