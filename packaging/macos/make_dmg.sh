#!/usr/bin/env bash
# packaging/out/dist/tilegames.app -> packaging/out/tilegames.dmg (a drag-to-Applications image).
# Run by packaging/build.py on macOS after PyInstaller. Signs the app first when
# TILEGAMES_CODESIGN_IDENTITY is set (notarisation is a separate, manual step).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../out"
app="$out/dist/tilegames.app"
[ -d "$app" ] || { echo "no $app: run packaging/build.py first" >&2; exit 1; }
if [ -n "${TILEGAMES_CODESIGN_IDENTITY:-}" ]; then
  codesign --deep --force --options runtime --sign "$TILEGAMES_CODESIGN_IDENTITY" "$app"
fi
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
rm -f "$out/tilegames.dmg"
hdiutil create -volname tilegames -srcfolder "$stage" -ov -format UDZO "$out/tilegames.dmg"
echo "$out/tilegames.dmg"
