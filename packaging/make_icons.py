"""Paint the pictures installers need: the app icon as .ico, .icns and a 512 px .png, and the
background of the macOS disk image window (1x and 2x). Nothing is drawn by hand or committed.

``python packaging/make_icons.py OUTDIR`` (needs PySide6; runs offscreen).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

# The disk image window (points) and where its two icons sit (centres; dmg_settings.py uses them).
DMG_WINDOW = (640, 400)
DMG_APP_AT = (170, 215)
DMG_APPLICATIONS_AT = (470, 215)


def _application():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([])


def make_icons(outdir: Path) -> dict[str, Path]:
    """Write tilegames.ico, tilegames.icns and tilegames.png into ``outdir``; return their paths."""
    _app = _application()
    from tilegames.ui.app_icon import icon_image

    outdir.mkdir(parents=True, exist_ok=True)
    files = {"ico": outdir / "tilegames.ico", "icns": outdir / "tilegames.icns",
             "png": outdir / "tilegames.png"}
    # .ico holds at most 256 px; .icns and .png take the largest.
    for kind, size in (("ico", 256), ("icns", 512), ("png", 512)):
        if not icon_image(size).save(str(files[kind]), kind):
            raise OSError(f"could not write {files[kind]}")
    return files


def dmg_background(scale: int = 1):
    """The disk image window's background at ``scale`` (1 or 2): warm paper, the app's name, and
    an arrow from where the app's icon sits to where the Applications folder sits. No words to
    translate: the arrow says "drag it there" in every language."""
    _app = _application()
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QRadialGradient

    from tilegames.ui import theme
    from tilegames.ui.app_icon import paint_icon

    width, height = DMG_WINDOW
    image = QImage(width * scale, height * scale, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(scale)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    glow = QRadialGradient(QPointF(width / 2, height * 0.55), width * 0.7)
    glow.setColorAt(0.0, theme.CARD)
    glow.setColorAt(1.0, theme.BACKGROUND)
    painter.fillRect(QRectF(0, 0, width, height), glow)
    painter.save()
    painter.translate(width / 2 - 130, 34)
    paint_icon(painter, 44)
    painter.restore()
    font = QFont()
    font.setPixelSize(34)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(theme.TEXT)
    painter.drawText(QRectF(width / 2 - 76, 30, 260, 52),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "tilegames")
    # The arrow between the two icons (each icon is 128 pt wide, its label below it).
    y = DMG_APP_AT[1]
    start, end = DMG_APP_AT[0] + 88, DMG_APPLICATIONS_AT[0] - 88
    pen = QPen(theme.ACCENT, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawLine(QPointF(start, y), QPointF(end - 14, y))
    head = QPainterPath(QPointF(end, y))
    head.lineTo(end - 26, y - 17)
    head.lineTo(end - 26, y + 17)
    head.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.ACCENT)
    painter.drawPath(head)
    painter.setPen(QPen(QColor(theme.CARD_BORDER), 2))
    painter.drawLine(QPointF(40, height - 40), QPointF(width - 40, height - 40))
    painter.end()
    return image


def make_dmg_backgrounds(outdir: Path) -> list[Path]:
    """Write dmg-background.png and dmg-background@2x.png into ``outdir``; return their paths."""
    outdir.mkdir(parents=True, exist_ok=True)
    paths = [outdir / "dmg-background.png", outdir / "dmg-background@2x.png"]
    for scale, path in zip((1, 2), paths, strict=True):
        if not dmg_background(scale).save(str(path), "png"):
            raise OSError(f"could not write {path}")
    return paths


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "packaging/out")
    for path in [*make_icons(out).values(), *make_dmg_backgrounds(out)]:
        print(path)
