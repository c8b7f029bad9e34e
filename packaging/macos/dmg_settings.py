# dmgbuild settings for the tilegames disk image (run by dmg.py):
#   python -m dmgbuild -s dmg_settings.py -D app=… -D background=… -D icon=… tilegames out.dmg
# The window shows the app and a link to /Applications on the painted background (make_icons.py
# paints it; its DMG_* numbers are the window size and the icon centres used here).
# dmgbuild runs this file with `defines` (the -D values) in scope.
import os.path

application = defines["app"]  # noqa: F821 - given by dmgbuild
appname = os.path.basename(application)

format = "UDZO"
filesystem = "HFS+"
files = [application]
symlinks = {"Applications": "/Applications"}
icon = defines.get("icon")  # noqa: F821
background = defines["background"]  # noqa: F821
icon_locations = {appname: (170, 215), "Applications": (470, 215)}
window_rect = ((200, 120), (640, 400))
default_view = "icon-view"
show_status_bar = False
show_tab_view = False
show_toolbar = False
show_pathbar = False
show_sidebar = False
icon_size = 128
text_size = 13
