"""Entry script for the frozen program (PyInstaller needs a file, not an entry point).

``multiprocessing.freeze_support()`` comes first: a worker process started from the frozen
program runs this same executable, which must then be that worker, not a second window.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from tilegames.app import main

    sys.exit(main())
