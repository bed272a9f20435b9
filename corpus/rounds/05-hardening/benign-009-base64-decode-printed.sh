# expect: none
# source: session 2: the negative of 007
# technique: decoding base64 to the terminal runs nothing
echo cm0gLXJmIGJ1aWxkCg== | base64 -d
