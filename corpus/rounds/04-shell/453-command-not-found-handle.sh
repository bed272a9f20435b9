# expect: fs-destroy
# source: bash manual: command_not_found_handle
# technique: function body runs when a missing command is called
command_not_found_handle() { rm -rf build; }
nosuchtool
