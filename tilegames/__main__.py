"""`python -m tilegames` starts the program (same as the `tilegames` command)."""

import sys

from tilegames.app import main

if __name__ == "__main__":
    sys.exit(main())
