; Inno Setup 6 script for PrivDesk on Windows (UNTESTED: written to work, never run here).
; Built by packaging\windows\build.ps1 after PyInstaller has made packaging\dist\PrivDesk\:
;   ISCC.exe /DAppVersion=0.1.0 packaging\windows\privdesk.iss
; Result: packaging\dist\PrivDesk-<version>-windows-x64-setup.exe, one file that installs
; the whole application for the current user (no administrator rights needed; an
; administrator can choose "install for all users"). Settings stay in the registry under
; HKCU\Software\PrivDesk and logs in %APPDATA%\PrivDesk\PrivDesk; uninstalling keeps them.
; Relative paths below are relative to this file's folder.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "PrivDesk"
#define AppExe "privdesk.exe"
#define BundleDir "..\dist\PrivDesk"

[Setup]
AppId={{3C1E7B0A-5F3D-4E0B-9B2D-6A8F2C41D7E5}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=PrivDesk
AppComments=Offline privatization and privacy audits for humanitarian targeting data
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\dist
OutputBaseFilename=PrivDesk-{#AppVersion}-windows-x64-setup
SetupIconFile=..\build\privdesk.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
Compression=lzma2/ultra64
SolidCompression=yes
LZMAUseSeparateProcess=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller folder: privdesk.exe (the wizard), privdesk-cli.exe (headless
; commands such as `privdesk-cli selftest`) and _internal\.
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{userdocs}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{userdocs}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Python may leave byte-code caches next to the app; settings and logs are not here.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
