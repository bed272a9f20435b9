# expect: fs-destroy
# source: bash manual: locale-specific translation
# technique: $"..." locale string used as the command name
$"rm" -rf build
