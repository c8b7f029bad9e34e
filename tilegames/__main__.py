"""`python -m tilegames` starts the program (same as the `tilegames` command)."""

import sys

if __name__ == "__main__":   # the computer players' worker process imports this file too
    from tilegames.app import main

    sys.exit(main())
