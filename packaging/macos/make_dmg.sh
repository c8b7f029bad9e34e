#!/usr/bin/env bash
# packaging/out/dist/tilegames.app -> a drag-to-Applications disk image (run by build.py on macOS):
#   make_dmg.sh OUTPUT.dmg
# 1. signs the app (hardened runtime) when TILEGAMES_CODESIGN_IDENTITY names a keychain identity,
# 2. lays out the window with dmgbuild: the app, an Applications link, the painted background,
# 3. signs the image, and notarises and staples it when TILEGAMES_NOTARY_APPLE_ID,
#    TILEGAMES_NOTARY_TEAM_ID and TILEGAMES_NOTARY_PASSWORD (an app-specific password) are set.
# Without them each step says it is skipped and the image is still made (unsigned).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$(cd "$here/.." && pwd)/out"
app="$out/dist/tilegames.app"
dmg="${1:?usage: make_dmg.sh OUTPUT.dmg}"
python="${PYTHON:-python3}"
identity="${TILEGAMES_CODESIGN_IDENTITY:-}"
[ -d "$app" ] || { echo "no $app: run packaging/build.py first" >&2; exit 1; }

if [ -n "$identity" ]; then
  codesign --force --deep --options runtime --timestamp \
    --entitlements "$here/entitlements.plist" --sign "$identity" "$app"
  codesign --verify --deep --strict --verbose=2 "$app"
else
  echo "make_dmg: not signing (TILEGAMES_CODESIGN_IDENTITY is not set)"
fi

# One background with both resolutions, for Retina screens.
tiffutil -cathidpicheck "$out/dmg-background.png" "$out/dmg-background@2x.png" \
  -out "$out/dmg-background.tiff"
rm -f "$dmg"
"$python" -m dmgbuild -s "$here/dmg_settings.py" -D app="$app" \
  -D background="$out/dmg-background.tiff" -D icon="$out/tilegames.icns" tilegames "$dmg"

if [ -n "$identity" ]; then
  codesign --force --timestamp --sign "$identity" "$dmg"
fi
if [ -n "${TILEGAMES_NOTARY_APPLE_ID:-}" ] && [ -n "${TILEGAMES_NOTARY_TEAM_ID:-}" ] \
   && [ -n "${TILEGAMES_NOTARY_PASSWORD:-}" ]; then
  [ -n "$identity" ] || { echo "make_dmg: notarising needs a signed app" >&2; exit 1; }
  xcrun notarytool submit "$dmg" --apple-id "$TILEGAMES_NOTARY_APPLE_ID" \
    --team-id "$TILEGAMES_NOTARY_TEAM_ID" --password "$TILEGAMES_NOTARY_PASSWORD" --wait
  xcrun stapler staple "$dmg"
  xcrun stapler validate "$dmg"
else
  echo "make_dmg: not notarising (TILEGAMES_NOTARY_APPLE_ID/_TEAM_ID/_PASSWORD are not all set)"
fi
echo "$dmg"
