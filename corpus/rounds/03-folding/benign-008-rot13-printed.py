# expect: none
# source: issue 4
# technique: rot13 of a harmless word printed
import codecs

print(codecs.decode("uryyb jbeyq", "rot13"))
