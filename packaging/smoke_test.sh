#!/usr/bin/env bash
# Smoke test of the Linux download as a user gets it, offline:
#  1. unpack the .tar.xz into a folder whose path has spaces and non-ASCII characters;
#  2. install.sh with HOME pointed at a fresh home under that folder (no root needed);
#  3. the installed `privdesk --lang fr selftest` (in French), a `run` of the credit sample (logistic regression,
#     Excel output) and of the mobility sample (DuckDB), the wizard's start-up probe and the unpacked app run in place — all
#     with QT_QPA_PLATFORM=offscreen and without network (unshare -n; where that is not
#     permitted: proxies pointed at a closed port and strace showing no internet socket);
#  4. settings, recent files and logs are in the temporary home's ~/.config and
#     ~/.local/share, and nothing was written into the installed or unpacked folders;
#  5. uninstall.sh removes the installation (and --purge the user data): the home is empty.
#
# Usage: packaging/smoke_test.sh [TARBALL]   (default: the newest packaging/dist/*.tar.xz)
#   PRIVDESK_SMOKE_NO_UNSHARE=1 forces the no-unshare fallback (to test the fallback).
# Exit status 0 only if every check passes.
set -euo pipefail
cd "$(dirname "$0")/.."

tarball=${1:-$(ls -t packaging/dist/privdesk-*-linux-*.tar.xz 2>/dev/null | head -1 || true)}
[ -f "$tarball" ] || { echo "smoke_test.sh: no .tar.xz; run packaging/build.sh first" >&2; exit 1; }
tarball=$(cd "$(dirname "$tarball")" && pwd)/$(basename "$tarball")

root=$(mktemp -d /tmp/privdesk-smoke.XXXXXX)
trap 'rm -rf "$root"' EXIT
base="$root/Priv Desk ü/Dätä – ß 東京"
fresh_home="$base/home of Zoë"
mkdir -p "$base" "$fresh_home"

failures=0
pass() { echo "ok   $*"; }
fail() { echo "FAIL $*"; failures=$((failures + 1)); }
check() { local what=$1; shift; if "$@"; then pass "$what"; else fail "$what"; fi; }

# The app sees only the temporary home: no XDG overrides from the caller's session.
user_env=(env -u XDG_CONFIG_HOME -u XDG_DATA_HOME -u XDG_CACHE_HOME -u XDG_STATE_HOME
  -u XDG_RUNTIME_DIR -u DISPLAY -u WAYLAND_DISPLAY "HOME=$fresh_home"
  "QT_QPA_PLATFORM=offscreen" "LANG=C.UTF-8" "LC_ALL=C.UTF-8")

# --- 1. unpack ----------------------------------------------------------------------------
tar -xJf "$tarball" -C "$base"
unpacked=$(find "$base" -mindepth 1 -maxdepth 1 -type d -name 'privdesk-*' | head -1)
check "unpacked into '$base'" test -x "$unpacked/PrivDesk/privdesk"
find "$unpacked" | sort >"$root/unpacked-before.txt"

# --- 2. install ---------------------------------------------------------------------------
"${user_env[@]}" "$unpacked/install.sh" >"$root/install.log" 2>&1 ||
  { cat "$root/install.log"; fail "install.sh"; }
dest="$fresh_home/.local/opt/privdesk"
launcher="$fresh_home/.local/bin/privdesk"
desktop="$fresh_home/.local/share/applications/privdesk.desktop"
icon_svg="$fresh_home/.local/share/icons/hicolor/scalable/apps/privdesk.svg"
icon_png="$fresh_home/.local/share/icons/hicolor/256x256/apps/privdesk.png"
check "install.sh copied the app to '$dest'" test -x "$dest/privdesk"
check "launcher $launcher" test -x "$launcher"
check "icons (svg, png)" test -s "$icon_svg" -a -s "$icon_png"
check "desktop entry Exec is the quoted installed path" \
  grep -qxF "Exec=\"$dest/privdesk\"" "$desktop"
check "desktop entry TryExec" grep -qxF "TryExec=$dest/privdesk" "$desktop"
if command -v desktop-file-validate >/dev/null 2>&1; then
  check "desktop-file-validate" desktop-file-validate "$desktop"
fi
find "$dest" | sort >"$root/installed-before.txt"

# --- 3. offline runs ----------------------------------------------------------------------
offline=()
# PRIVDESK_SMOKE_NO_UNSHARE=1 exercises the fallback on a machine where unshare works.
if [ -z "${PRIVDESK_SMOKE_NO_UNSHARE:-}" ] && unshare -n true 2>/dev/null; then
  offline=(unshare -n)
  echo "     (network: none, via unshare -n)"
else
  closed=9 # discard port, nothing listens
  offline=(env "http_proxy=http://127.0.0.1:$closed" "https_proxy=http://127.0.0.1:$closed"
    "HTTP_PROXY=http://127.0.0.1:$closed" "HTTPS_PROXY=http://127.0.0.1:$closed"
    "ALL_PROXY=http://127.0.0.1:$closed" "no_proxy=")
  if command -v strace >/dev/null 2>&1; then
    offline=(strace -f -qq -e trace=socket,connect -o "$root/sockets.trace" "${offline[@]}")
    echo "     (network: unshare -n not permitted; proxies at a closed port, sockets traced)"
  else
    echo "     (network: unshare -n not permitted and no strace; proxies at a closed port only)"
  fi
fi

run_offline() { "${offline[@]}" "${user_env[@]}" "$@"; }

# In French: the catalogue ships in the bundle and the pages, reports and lines are French.
if run_offline "$launcher" --lang fr selftest >"$root/selftest.log" 2>&1 &&
  grep -q "^autotest réussi" "$root/selftest.log"; then
  pass "installed selftest in French, offline (exit 0)"
else
  fail "installed selftest in French, offline"
fi
sed 's/^/       /' "$root/selftest.log" | grep -E "^ +(ok|ÉCHEC|FAIL|autotest)" || true

# The credit sample (logistic regression) through `run`, writing Excel, into a folder with
# spaces and non-ASCII characters.
work="$base/work ü"
mkdir -p "$work"
cp "$dest/_internal/resources/samples/credit_sample.csv" "$work/crédit sample.csv"
sed -e 's/"credit_sample.csv"/"crédit sample.csv"/' -e 's/"credit_released.csv"/"released ü.xlsx"/' \
  "$dest/_internal/resources/samples/credit_project.json" >"$work/projet ü.json"
if run_offline "$launcher" run "$work/projet ü.json" --output-dir "$work/out é" --simulations 2 \
  >"$root/run.log" 2>&1 && [ -s "$work/out é/released ü.xlsx" ]; then
  pass "installed 'run' on the credit sample (logistic regression, .xlsx output), offline"
else
  sed 's/^/       /' "$root/run.log" | tail -5
  fail "installed 'run' on the credit sample"
fi

# The mobility sample (DuckDB trip extraction from call records, private O-D matrices).
if run_offline "$launcher" run "$dest/_internal/resources/samples/mobility_project.json" \
  --output-dir "$work/mobilité" >"$root/mobility.log" 2>&1 \
  && [ -s "$work/mobilité/mobility_matrices.csv" ]; then
  pass "installed 'run' on the mobility sample (DuckDB, O-D matrices), offline"
else
  sed 's/^/       /' "$root/mobility.log" | tail -5
  fail "installed 'run' on the mobility sample"
fi

if line=$(PRIVDESK_STARTUP_PROBE=1 run_offline "$launcher" 2>/dev/null | grep "first window after"); then
  pass "wizard starts from the installed path, offline: $line"
else
  fail "wizard start-up probe"
fi

if run_offline "$unpacked/PrivDesk/privdesk" --help >/dev/null 2>&1; then
  pass "unpacked app runs in place (--help)"
else
  fail "unpacked app runs in place"
fi

if [ -f "$root/sockets.trace" ]; then
  if grep -E 'socket\((AF_INET|AF_INET6)|connect\([0-9]+, \{sa_family=AF_INET' "$root/sockets.trace" >/dev/null; then
    grep -E 'AF_INET' "$root/sockets.trace" | head -5
    fail "no internet socket opened"
  else
    pass "no internet socket opened (strace)"
  fi
fi

# --- 4. where user data went --------------------------------------------------------------
conf="$fresh_home/.config/PrivDesk/PrivDesk.conf"
log="$fresh_home/.local/share/PrivDesk/PrivDesk/privdesk.log"
check "settings in ~/.config/PrivDesk/PrivDesk.conf" test -s "$conf"
# (Recent files live in the same QSettings store; no headless command records one.)
check "window state saved in those settings" grep -q "^geometry=" "$conf"
check "log in ~/.local/share/PrivDesk/PrivDesk/privdesk.log" test -e "$log"
find "$dest" | sort >"$root/installed-after.txt"
if diff "$root/installed-before.txt" "$root/installed-after.txt" >"$root/installed.diff"; then
  pass "nothing written into the installed folder"
else
  sed 's/^/       /' "$root/installed.diff" | head; fail "files appeared in the installed folder"
fi
find "$unpacked" | sort >"$root/unpacked-after.txt"
if diff "$root/unpacked-before.txt" "$root/unpacked-after.txt" >"$root/unpacked.diff"; then
  pass "nothing written into the unpacked folder"
else
  sed 's/^/       /' "$root/unpacked.diff" | head; fail "files appeared in the unpacked folder"
fi

# --- 5. uninstall -------------------------------------------------------------------------
"${user_env[@]}" "$dest/uninstall.sh" >"$root/uninstall.log" 2>&1 || fail "uninstall.sh exit status"
check "uninstall removed the app folder" test ! -e "$dest"
check "uninstall removed launcher, menu entry and icons" \
  test ! -e "$launcher" -a ! -e "$desktop" -a ! -e "$icon_svg" -a ! -e "$icon_png"
check "uninstall removed the folders install created" \
  test ! -e "$fresh_home/.local/opt" -a ! -e "$fresh_home/.local/bin" \
  -a ! -e "$fresh_home/.local/share/icons" -a ! -e "$fresh_home/.local/share/applications"
check "uninstall kept settings and logs" test -e "$conf" -a -e "$log"
"${user_env[@]}" "$unpacked/uninstall.sh" --purge >>"$root/uninstall.log" 2>&1 || true
left=$(find "$fresh_home" -mindepth 1 \( -type f -o -type l -o -iname '*privdesk*' \) | head -5)
if [ -z "$left" ]; then
  pass "uninstall.sh --purge: nothing of PrivDesk left in the home"
else
  echo "$left" | sed 's/^/       /'; fail "files left in the home after --purge"
fi

if [ "$failures" -eq 0 ]; then
  echo "smoke test passed"
else
  echo "smoke test FAILED ($failures check(s))"
  exit 1
fi
