# expect: fs-destroy
# source: issue 3 (imports)
# technique: import shutil as sh inside a function body
def cleanup(path):
    import shutil as sh
    sh.rmtree(path)

cleanup("tmp")
