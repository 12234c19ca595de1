# Build the Windows installer for PrivDesk (UNTESTED: written to work, never run here).
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1 [-NoInstall]
#
# Needs: 64-bit Python 3.11 on PATH (python.org build), Inno Setup 6 (ISCC.exe on PATH or
# in its default folder). Produces:
#   packaging\dist\PrivDesk\                                   the app folder
#   packaging\dist\PrivDesk-<version>-windows-x64-setup.exe    the one-file installer
#   packaging\dist\PrivDesk-<version>-windows-x64.zip          the same folder, portable
#   packaging\dist\build-time.txt
param([switch]$NoInstall)
$ErrorActionPreference = "Stop"
Set-Location (Resolve-Path "$PSScriptRoot\..\..")
$python = if ($env:PYTHON) { $env:PYTHON } else { "python" }
$started = Get-Date

if (-not $NoInstall) {
    & $python -m pip install --quiet --disable-pip-version-check -r requirements.txt -r packaging\requirements.txt
    if ($LASTEXITCODE -ne 0) { throw "pip install failed" }
}
$version = (& $python -c "import engine; print(engine.__version__)").Trim()

Remove-Item -Recurse -Force packaging\dist\PrivDesk -ErrorAction SilentlyContinue
& $python -m PyInstaller --noconfirm --clean --log-level WARN `
    --distpath packaging\dist --workpath packaging\build packaging\privdesk.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
$frozen = Get-Date

# The frozen self-test (console twin; offscreen so it needs no desktop session).
$env:QT_QPA_PLATFORM = "offscreen"
& packaging\dist\PrivDesk\privdesk-cli.exe selftest
$selftest = $LASTEXITCODE
Remove-Item Env:\QT_QPA_PLATFORM
if ($selftest -ne 0) { throw "the frozen selftest failed" }

# Installer.
$iscc = (Get-Command ISCC.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) {
    foreach ($dir in @(${env:ProgramFiles(x86)}, $env:ProgramFiles, "$env:LOCALAPPDATA\Programs")) {
        if ($dir -and (Test-Path "$dir\Inno Setup 6\ISCC.exe")) { $iscc = "$dir\Inno Setup 6\ISCC.exe"; break }
    }
}
if (-not $iscc) { throw "Inno Setup 6 (ISCC.exe) not found; install it from jrsoftware.org" }
& $iscc /Q "/DAppVersion=$version" packaging\windows\privdesk.iss
if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }

$zip = "packaging\dist\PrivDesk-$version-windows-x64.zip"
Remove-Item -Force $zip -ErrorAction SilentlyContinue
Compress-Archive -Path packaging\dist\PrivDesk -DestinationPath $zip -CompressionLevel Optimal
$finished = Get-Date

@(
    "total_seconds $([int]($finished - $started).TotalSeconds)"
    "pyinstaller_seconds $([int]($frozen - $started).TotalSeconds)"
    "archive_seconds $([int]($finished - $frozen).TotalSeconds)"
) | Set-Content -Encoding ascii packaging\dist\build-time.txt

$folder = (Get-ChildItem -Recurse packaging\dist\PrivDesk | Measure-Object -Sum Length).Sum / 1MB
$setup = (Get-Item "packaging\dist\PrivDesk-$version-windows-x64-setup.exe").Length / 1MB
"built packaging\dist\PrivDesk ({0:N0} MB)" -f $folder
"built packaging\dist\PrivDesk-$version-windows-x64-setup.exe ({0:N0} MB)" -f $setup
Get-Content packaging\dist\build-time.txt
