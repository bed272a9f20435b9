# expect: fs-destroy
# source: issue 5
# technique: export C=rm then $C
export C=rm; $C -rf build
