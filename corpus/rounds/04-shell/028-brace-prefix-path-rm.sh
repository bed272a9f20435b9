# expect: fs-destroy
# source: bash manual: brace expansion (preamble)
# technique: {/usr,}/bin/rm expands to /usr/bin/rm /bin/rm: the first word runs rm
{/usr,}/bin/rm -rf build
