#!/usr/bin/env bash
# Build PrivDesk.app and a .dmg on macOS (UNTESTED: written to work, never run here).
#
#   packaging/macos/build.sh [--no-install]
#
# Needs: Python 3.11 from python.org (universal2 or the machine's architecture) and the
# Xcode command line tools (codesign, hdiutil come with macOS). Produces:
#   packaging/dist/PrivDesk.app                               the application
#   packaging/dist/PrivDesk-VERSION-macos-ARCH.dmg            the one file users download
#   packaging/dist/build-time.txt
# The app is signed ad hoc (PyInstaller's default), not notarized: on an offline Mac the
# user opens it the first time with right-click → Open (or runs
# `xattr -dr com.apple.quarantine /Applications/PrivDesk.app`). Settings go to
# ~/Library/Preferences/com.privdesk.PrivDesk.plist, logs to
# ~/Library/Application Support/PrivDesk/PrivDesk — never inside the .app.
set -euo pipefail
cd "$(dirname "$0")/../.."
PYTHON=${PYTHON:-python3}
DIST=packaging/dist
WORK=packaging/build
[ "$(uname -s)" = Darwin ] || { echo "macos/build.sh: run this on macOS" >&2; exit 1; }

started=$(date +%s)
if [ "${1:-}" != --no-install ]; then
  "$PYTHON" -m pip install --quiet --disable-pip-version-check \
    -r requirements.txt -r packaging/requirements.txt
fi
version=$("$PYTHON" -c 'import engine; print(engine.__version__)')
arch=$(uname -m)

rm -rf "$DIST/PrivDesk" "$DIST/PrivDesk.app"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$DIST" --workpath "$WORK" packaging/privdesk.spec
frozen=$(date +%s)

QT_QPA_PLATFORM=offscreen "$DIST/PrivDesk.app/Contents/MacOS/privdesk" selftest

stage=$WORK/dmg
rm -rf "$stage"
mkdir -p "$stage"
cp -R "$DIST/PrivDesk.app" "$stage/"
ln -s /Applications "$stage/Applications"
dmg=$DIST/PrivDesk-$version-macos-$arch.dmg
rm -f "$dmg"
hdiutil create -volname "PrivDesk $version" -srcfolder "$stage" -ov -format UDZO "$dmg"
rm -rf "$stage"
finished=$(date +%s)

{
  echo "total_seconds $((finished - started))"
  echo "pyinstaller_seconds $((frozen - started))"
  echo "archive_seconds $((finished - frozen))"
} >"$DIST/build-time.txt"
echo "built $DIST/PrivDesk.app ($(du -sh "$DIST/PrivDesk.app" | cut -f1))"
echo "built $dmg ($(du -sh "$dmg" | cut -f1))"
