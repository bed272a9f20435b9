# expect: none
# source: everyday agent snippet
# technique: logging configured to stderr
import logging
import sys

logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(levelname)s %(message)s")
log = logging.getLogger("job")
log.info("processed %d rows", 120)
