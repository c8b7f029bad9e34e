"""Entry script for the frozen program (PyInstaller needs a file, not an entry point)."""

import sys

from tilegames.app import main

if __name__ == "__main__":
    sys.exit(main())
