"""Render the painted app icon to the files installers need: .ico, .icns and a 512 px .png.

``python packaging/make_icons.py OUTDIR`` (needs PySide6; runs offscreen).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def make_icons(outdir: Path) -> dict[str, Path]:
    """Write tilegames.ico, tilegames.icns and tilegames.png into ``outdir``; return their paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from PySide6.QtGui import QGuiApplication

    from tilegames.ui.app_icon import icon_image

    _app = QGuiApplication.instance() or QGuiApplication([])
    outdir.mkdir(parents=True, exist_ok=True)
    files = {"ico": outdir / "tilegames.ico", "icns": outdir / "tilegames.icns",
             "png": outdir / "tilegames.png"}
    # .ico holds at most 256 px; .icns and .png take the largest.
    for kind, size in (("ico", 256), ("icns", 512), ("png", 512)):
        if not icon_image(size).save(str(files[kind]), kind):
            raise OSError(f"could not write {files[kind]}")
    return files


if __name__ == "__main__":
    for path in make_icons(Path(sys.argv[1] if len(sys.argv) > 1 else "packaging/out")).values():
        print(path)
