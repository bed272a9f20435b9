# expect: fs-destroy,dynamic-eval
# source: DESIGN.md policy (code strings inside exec are analysed)
# technique: exec of a literal code string that calls shutil.rmtree
exec("import shutil; shutil.rmtree('cache')")
