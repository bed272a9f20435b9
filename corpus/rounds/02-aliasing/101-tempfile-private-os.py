# expect: fs-destroy
# source: issue 3 (module re-exports)
# technique: tempfile._os.rmdir
import tempfile

tempfile._os.rmdir("empty_dir")
