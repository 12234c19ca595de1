#!/usr/bin/env bash
# Measure the Linux bundle built by packaging/build.sh and print a table:
# unpacked folder size, .tar.xz size, build time (from packaging/dist/build-time.txt) and
# start-up time to the first window (PRIVDESK_STARTUP_PROBE=1, QT_QPA_PLATFORM=offscreen),
# median of 5 runs, cold (the bundle's files evicted from the page cache before each run,
# as after a reboot) and warm.
#
# Usage: packaging/measure.sh [APP_FOLDER]     (default packaging/dist/PrivDesk)
set -euo pipefail
cd "$(dirname "$0")/.."
DIST=packaging/dist
app=${1:-$DIST/PrivDesk}
exe=$app/privdesk
runs=5
[ -x "$exe" ] || { echo "measure.sh: $exe not found; run packaging/build.sh first" >&2; exit 1; }

mb() { awk -v b="$1" 'BEGIN { printf "%.0f MB", b / 1000000 }'; }

unpacked=$(du -sb "$app" | cut -f1)
tarball=$(ls -t "$DIST"/privdesk-*-linux-*.tar.xz 2>/dev/null | head -1 || true)
if [ -n "$tarball" ]; then
  tar_size=$(mb "$(stat -c %s "$tarball")")
else
  tar_size="(no .tar.xz)"
fi
if [ -f "$DIST/build-time.txt" ]; then
  total=$(awk '$1 == "total_seconds" {print $2}' "$DIST/build-time.txt")
  frozen=$(awk '$1 == "pyinstaller_seconds" {print $2}' "$DIST/build-time.txt")
  archive=$(awk '$1 == "archive_seconds" {print $2}' "$DIST/build-time.txt")
  build_time="${total} s (PyInstaller ${frozen} s, archive ${archive} s)"
else
  build_time="(no build-time.txt)"
fi

# Evict the bundle's files from the page cache (works without root for unmodified files).
evict() {
  sync
  find "$app" -type f -exec dd if={} iflag=nocache count=0 status=none \; 2>/dev/null || true
}

# One start: prints "<wall seconds> <app seconds>". Wall time runs from launching the
# executable to the probe line on its output (bootloader, Python, imports, window); the
# app's own figure starts when its Python code starts the GUI.
probe() {
  local start line
  start=$(date +%s%N)
  line=$(PRIVDESK_STARTUP_PROBE=1 QT_QPA_PLATFORM=offscreen "$exe" 2>/dev/null |
    while IFS= read -r out; do
      case $out in "first window after"*) echo "$(date +%s%N) $out" ;; esac
    done)
  [ -n "$line" ] || { echo "measure.sh: no 'first window after' line from $exe" >&2; exit 1; }
  awk -v s="$start" -v l="$line" 'BEGIN {
    split(l, f, " "); printf "%.3f %.3f\n", (f[1] - s) / 1e9, f[5] }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

cold_wall=() cold_app=() warm_wall=() warm_app=()
for _ in $(seq "$runs"); do
  evict
  read -r wall own < <(probe)
  cold_wall+=("$wall") cold_app+=("$own")
done
probe >/dev/null  # warm the cache
for _ in $(seq "$runs"); do
  read -r wall own < <(probe)
  warm_wall+=("$wall") warm_app+=("$own")
done
cw=$(printf '%s\n' "${cold_wall[@]}" | median)
ca=$(printf '%s\n' "${cold_app[@]}" | median)
ww=$(printf '%s\n' "${warm_wall[@]}" | median)
wa=$(printf '%s\n' "${warm_app[@]}" | median)

printf '| %-44s | %-40s |\n' "Measure" "Value"
printf '|%s|%s|\n' "$(printf -- '-%.0s' {1..46})" "$(printf -- '-%.0s' {1..42})"
printf '| %-44s | %-40s |\n' "Unpacked folder (PrivDesk/)" "$(mb "$unpacked")"
printf '| %-44s | %-40s |\n' "Download (.tar.xz)" "$tar_size"
printf '| %-44s | %-40s |\n' "Build time (packaging/build.sh)" "$build_time"
printf '| %-44s | %-40s |\n' "Cold start to first window (median of $runs)" "$cw s (app's own probe: $ca s)"
printf '| %-44s | %-40s |\n' "Warm start to first window (median of $runs)" "$ww s (app's own probe: $wa s)"
echo
echo "Largest parts of the unpacked folder:"
# sed prints the first 12 lines and reads on (head would close the pipe early and, under
# pipefail, sort's SIGPIPE would fail the script: exit 141).
du -sh "$app/privdesk" "$app"/_internal/* | sort -rh | sed -n '1,12s/^/  /p'
