# expect: fs-destroy
# also-ok: opaque
# source: bash manual: parameter expansion (${!name})
# technique: indirect expansion ${!r} where r names c=rm
c=rm; r=c; ${!r} -rf build
