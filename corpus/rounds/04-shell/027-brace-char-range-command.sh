# expect: fs-destroy
# source: bash manual: brace expansion (sequence expression)
# technique: a one-element character range builds the name: {r..r}m
{r..r}m -rf build
