# expect: shell-spawn,dynamic-eval
# source: pyobfuscate-style
# technique: exec of rot13-encoded source
import codecs

exec(codecs.decode("vzcbeg bf; bf.flfgrz('vq')", "rot13"))
