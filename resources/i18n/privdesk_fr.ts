<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
    <context>
        <name />
        <message>
            <source>save a PNG of every wizard page and plot (offscreen)</source>
            <translation>enregistrer un PNG de chaque page et de chaque graphique de l'assistant (hors écran)</translation>
        </message>
        <message>
            <source>Drive the wizard offscreen through every page on a bundled sample and save one PNG per page and per plot into OUTDIR.</source>
            <translation>Parcourir hors écran chaque page de l'assistant sur un exemple fourni et enregistrer un PNG par page et par graphique dans OUTDIR.</translation>
        </message>
        <message>
            <source>folder for the PNG files</source>
            <translation>dossier des fichiers PNG</translation>
        </message>
        <message>
            <source>window size as WIDTHxHEIGHT, e.g. 1366x768 (default 1280x700, the smallest)</source>
            <translation>taille de la fenêtre sous la forme LARGEURxHAUTEUR, par ex. 1366x768 (par défaut 1280x700, la plus petite)</translation>
        </message>
        <message>
            <source>only these tasks, e.g. targeting,anonymize (default: every task)</source>
            <translation>seulement ces tâches, par ex. targeting,anonymize (ciblage et anonymisation ; par défaut : toutes les tâches)</translation>
        </message>
        <message>
            <source>interface scale, e.g. 2 for twice the size (default: the system's)</source>
            <translation>échelle de l'interface, par ex. 2 pour une taille double (par défaut : celle du système)</translation>
        </message>
        <message>
            <source>bundled sample to use (default: poverty)</source>
            <translation>exemple fourni à utiliser (par défaut : poverty)</translation>
        </message>
        <message>
            <source>give the size as WIDTHxHEIGHT in pixels, at least 400x300, e.g. 1366x768</source>
            <translation>donnez la taille sous la forme LARGEURxHAUTEUR en pixels, au moins 400x300, par ex. 1366x768</translation>
        </message>
        <message>
            <source>give the scale as a number from 0.5 to 4, e.g. 2 for 200 %</source>
            <translation>indiquez l'échelle par un nombre de 0.5 à 4, par ex. 2 pour 200 %</translation>
        </message>
        <message>
            <source>check this installation works, offline (about a minute)</source>
            <translation>vérifier que cette installation fonctionne, hors ligne (environ une minute)</translation>
        </message>
        <message>
            <source>Run the targeting pipeline on a bundled sample (every file format, privatize, audit, report, manifest, PDF) in a temporary folder and open every wizard page (offscreen without a display). One line per step; exit status 0 only if all pass.</source>
            <translation>Exécuter la chaîne de ciblage sur un exemple fourni (chaque format de fichier, protection, audit, rapport, manifeste, PDF) dans un dossier temporaire et ouvrir chaque page de l'assistant (hors écran sans affichage). Une ligne par étape ; code de sortie 0 seulement si tout réussit.</translation>
        </message>
        <message>
            <source>unknown task {names}; the tasks are {tasks}</source>
            <translation>tâche inconnue {names} ; les tâches sont {tasks}</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>Un problème est survenu</translation>
        </message>
        <message>
            <source>PrivDesk needs a display for the wizard. On this machine use the headless commands (python main.py --help), e.g. python main.py run PROJECT.json.</source>
            <translation>L'assistant de PrivDesk a besoin d'un écran. Sur cette machine, utilisez les commandes sans interface (python main.py --help), par exemple python main.py run PROJET.json.</translation>
        </message>
        <message>
            <source>PrivDesk hit an unexpected problem ({error}). Your data and files are unchanged.</source>
            <translation>PrivDesk a rencontré un problème inattendu ({error}). Vos données et vos fichiers n'ont pas été modifiés.</translation>
        </message>
        <message>
            <source>Details were written to {file}.</source>
            <translation>Les détails ont été enregistrés dans {file}.</translation>
        </message>
        <message>
            <source>Replace file?</source>
            <translation>Remplacer le fichier ?</translation>
        </message>
        <message>
            <source>Replace files?</source>
            <translation>Remplacer les fichiers ?</translation>
        </message>
        <message>
            <source>Discard the privatized data?</source>
            <translation>Abandonner les données protégées ?</translation>
        </message>
        <message>
            <source>The privatized data has not been exported yet. If you go on, it is lost and you will have to privatize again. Go on?</source>
            <translation>Les données protégées n'ont pas encore été exportées. Si vous continuez, elles seront perdues et il faudra relancer la protection. Continuer ?</translation>
        </message>
        <message>
            <source>{file} already exists in {folder}.

Replace it?</source>
            <translation>{file} existe déjà dans {folder}.

Le remplacer ?</translation>
        </message>
        <message>
            <source>These files already exist in {folder}:

{files}

Replace them?</source>
            <translation>Ces fichiers existent déjà dans {folder} :

{files}

Les remplacer ?</translation>
        </message>
        <message>
            <source>PrivDesk guide</source>
            <translation>Guide de PrivDesk</translation>
        </message>
        <message>
            <source>&lt;h3&gt;What do these numbers mean?&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;ε (epsilon)&lt;/b&gt; — how much one person's data may change what is released. Smaller is more private. &lt;b&gt;δ (delta)&lt;/b&gt; — a small probability that the ε promise fails; keep it below one over the number of people.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;r&lt;/b&gt; — targeted privacy protects people whose data are within r of each other (after scaling); r = 2 protects everyone from everyone (classic differential privacy). Small r keeps eligibility decisions accurate.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Proven&lt;/b&gt; numbers follow from mathematics and hold against any attacker. &lt;b&gt;Attack results&lt;/b&gt; come from running real attacks on the release; they can show risk but never prove safety. &lt;b&gt;Simulations&lt;/b&gt; show what the release does to the program (how many eligible people would be wrongly excluded, or the lender's profit), as a mean and spread over repeated privatizations.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Protection scores&lt;/b&gt; run from 0 (no protection) to 1 (the attack learns nothing).&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Mobility matrices&lt;/b&gt; — ε is spent &lt;i&gt;per day&lt;/i&gt;: each daily matrix is ε-differentially private, and the days add up (D days cost D·ε for each person at the individual level). &lt;b&gt;T&lt;/b&gt; is how many trips a person may count each day (extra trips are dropped at random); &lt;b&gt;τ&lt;/b&gt; sets small noisy counts to 0. An &lt;b&gt;AUC&lt;/b&gt; of 0.5 in the membership attack means the attacker does no better than guessing.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Que signifient ces nombres ?&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;ε (epsilon)&lt;/b&gt; — dans quelle mesure les données d'une seule personne peuvent modifier ce qui est publié. Plus il est petit, plus la confidentialité est forte. &lt;b&gt;δ (delta)&lt;/b&gt; — une faible probabilité que la promesse ε ne tienne pas ; gardez-le en dessous de un divisé par le nombre de personnes.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;r&lt;/b&gt; — la confidentialité ciblée protège les personnes dont les données sont à moins de r les unes des autres (après mise à l'échelle) ; r = 2 protège chacun vis-à-vis de tous (confidentialité différentielle classique). Un petit r préserve l'exactitude des décisions d'éligibilité.&lt;/p&gt;
&lt;p&gt;Les nombres &lt;b&gt;prouvés&lt;/b&gt; découlent des mathématiques et tiennent face à n'importe quel attaquant. Les &lt;b&gt;résultats d'attaque&lt;/b&gt; viennent d'attaques réelles menées sur les données publiées ; ils peuvent révéler un risque mais jamais prouver la sécurité. Les &lt;b&gt;simulations&lt;/b&gt; montrent l'effet des données publiées sur le programme (combien de personnes éligibles seraient exclues à tort, ou le bénéfice du prêteur), en moyenne et en dispersion sur des protections répétées.&lt;/p&gt;
&lt;p&gt;Les &lt;b&gt;scores de protection&lt;/b&gt; vont de 0 (aucune protection) à 1 (l'attaque n'apprend rien).&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Matrices de mobilité&lt;/b&gt; — ε est dépensé &lt;i&gt;par jour&lt;/i&gt; : chaque matrice quotidienne est ε-différentiellement privée, et les jours s'additionnent (D jours coûtent D·ε à chaque personne au niveau individuel). &lt;b&gt;T&lt;/b&gt; est le nombre de trajets qu'une personne peut compter par jour (les trajets en trop sont écartés au hasard) ; &lt;b&gt;τ&lt;/b&gt; ramène à 0 les petits effectifs bruités. Une &lt;b&gt;AUC&lt;/b&gt; de 0,5 dans l'attaque d'appartenance signifie que l'attaquant ne fait pas mieux que le hasard.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h3&gt;PrivDesk {version}&lt;/h3&gt;
&lt;p&gt;Privatize sensitive data offline (targeting data, mobility matrices, microdata, statistics, survey answers and models) and audit each release with attacks and simulations. Nothing is ever sent over a network.&lt;/p&gt;
&lt;p&gt;Details: licence Apache-2.0. Uses Qt for Python / PySide6 (LGPL-3.0), pyqtgraph (MIT), numpy, scipy, pandas, scikit-learn (BSD), openpyxl (MIT), pyreadstat (Apache-2.0), DuckDB (MIT).&lt;/p&gt;
&lt;p&gt;Log file: {log}&lt;/p&gt;</source>
            <translation>&lt;h3&gt;PrivDesk {version}&lt;/h3&gt;
&lt;p&gt;Protéger hors ligne des données sensibles (données de ciblage, matrices de mobilité, microdonnées, statistiques, réponses d'enquête et modèles), puis auditer chaque publication par des attaques et des simulations. Rien n'est jamais envoyé sur un réseau.&lt;/p&gt;
&lt;p&gt;Détails : licence Apache-2.0. Utilise Qt for Python / PySide6 (LGPL-3.0), pyqtgraph (MIT), numpy, scipy, pandas, scikit-learn (BSD), openpyxl (MIT), pyreadstat (Apache-2.0), DuckDB (MIT).&lt;/p&gt;
&lt;p&gt;Fichier journal : {log}&lt;/p&gt;</translation>
        </message>
        <message>
            <source>A job is already running.</source>
            <translation>Une tâche est déjà en cours.</translation>
        </message>
        <message>
            <source>Details are in the log file (Help → About).</source>
            <translation>Les détails figurent dans le fichier journal (Aide → À propos).</translation>
        </message>
        <message>
            <source>An unexpected error stopped the job ({error}).</source>
            <translation>Une erreur inattendue a interrompu la tâche ({error}).</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>PrivDesk will use the new language the next time it starts.</source>
            <translation>PrivDesk utilisera la nouvelle langue au prochain démarrage.</translation>
        </message>
        <message>
            <source>Same as the system</source>
            <translation>Comme le système</translation>
        </message>
        <message>
            <source>the legend covers the axis text {text}</source>
            <translation>la légende recouvre le texte de l'axe {text}</translation>
        </message>
        <message>
            <source>the legend covers the plotted {item}</source>
            <translation>la légende recouvre l'élément tracé {item}</translation>
        </message>
        <message>
            <source>plot "{name}": {problem}</source>
            <translation>graphique « {name} » : {problem}</translation>
        </message>
        <message>
            <source>the {side} axis's tick labels {first} and {second} overlap</source>
            <translation>les étiquettes de graduation {first} et {second} de l'axe {side} se chevauchent</translation>
        </message>
        <message>
            <source>Open the guide at the part that explains this page (F1)</source>
            <translation>Ouvrir le guide à la partie qui explique cette page (F1)</translation>
        </message>
        <message>
            <source>Guide for this page</source>
            <translation>Guide de cette page</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>&amp;Retour</translation>
        </message>
        <message>
            <source>&amp;Next</source>
            <translation>&amp;Suivant</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;New</source>
            <translation>&amp;Nouveau</translation>
        </message>
        <message>
            <source>Open &amp;data file…</source>
            <translation>Ouvrir un fichier de &amp;données…</translation>
        </message>
        <message>
            <source>&amp;Open project…</source>
            <translation>&amp;Ouvrir un projet…</translation>
        </message>
        <message>
            <source>&amp;Save project</source>
            <translation>&amp;Enregistrer le projet</translation>
        </message>
        <message>
            <source>Save project &amp;as…</source>
            <translation>Enregistrer le projet &amp;sous…</translation>
        </message>
        <message>
            <source>&amp;Recent projects</source>
            <translation>Projets &amp;récents</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
        <message>
            <source>&amp;Guide</source>
            <translation>&amp;Guide</translation>
        </message>
        <message>
            <source>What do these &amp;numbers mean?</source>
            <translation>Que signifient ces &amp;nombres ?</translation>
        </message>
        <message>
            <source>&amp;About PrivDesk</source>
            <translation>À &amp;propos de PrivDesk</translation>
        </message>
        <message>
            <source>Open project</source>
            <translation>Ouvrir un projet</translation>
        </message>
        <message>
            <source>A job is running</source>
            <translation>Une tâche est en cours</translation>
        </message>
        <message>
            <source>Wait for it to finish or cancel it, then open the file.</source>
            <translation>Attendez qu'elle se termine ou annulez-la, puis ouvrez le fichier.</translation>
        </message>
        <message>
            <source>Save project</source>
            <translation>Enregistrer le projet</translation>
        </message>
        <message>
            <source>PrivDesk projects (*.json)</source>
            <translation>Projets PrivDesk (*.json)</translation>
        </message>
        <message>
            <source>What do these numbers mean?</source>
            <translation>Que signifient ces nombres ?</translation>
        </message>
        <message>
            <source>About PrivDesk</source>
            <translation>À propos de PrivDesk</translation>
        </message>
        <message>
            <source>Quit PrivDesk?</source>
            <translation>Quitter PrivDesk ?</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>Ré&amp;glages</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Open as data?</source>
            <translation>Ouvrir comme données ?</translation>
        </message>
        <message>
            <source>The settings have changed since they were last saved.</source>
            <translation>Les réglages ont changé depuis le dernier enregistrement.</translation>
        </message>
        <message>
            <source>The privatized data has not been exported: it will be lost.</source>
            <translation>Les données protégées n'ont pas été exportées : elles seront perdues.</translation>
        </message>
        <message>
            <source>Save the project before quitting?</source>
            <translation>Enregistrer le projet avant de quitter ?</translation>
        </message>
        <message>
            <source>Quit anyway?</source>
            <translation>Quitter quand même ?</translation>
        </message>
        <message>
            <source>Stop the running job?</source>
            <translation>Arrêter la tâche en cours ?</translation>
        </message>
        <message>
            <source>A job is still running. Stop it and quit?</source>
            <translation>Une tâche est encore en cours. L'arrêter et quitter ?</translation>
        </message>
        <message>
            <source>Running…</source>
            <translation>En cours…</translation>
        </message>
        <message>
            <source>Cannot save the project</source>
            <translation>Impossible d'enregistrer le projet</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(néant)</translation>
        </message>
        <message>
            <source>{file} is a data file, not a PrivDesk project (a .json file of settings). Open it as the data to privatize?</source>
            <translation>{file} est un fichier de données, pas un projet PrivDesk (un fichier .json de réglages). L'ouvrir comme données à protéger ?</translation>
        </message>
        <message>
            <source>PrivDesk — {file}</source>
            <translation>PrivDesk — {file}</translation>
        </message>
        <message>
            <source>Load data</source>
            <translation>Charger les données</translation>
        </message>
        <message>
            <source>Choose task</source>
            <translation>Choisir la tâche</translation>
        </message>
        <message>
            <source>Set parameters</source>
            <translation>Paramétrer</translation>
        </message>
        <message>
            <source>Privatize</source>
            <translation>Protéger</translation>
        </message>
        <message>
            <source>Audit</source>
            <translation>Audit</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exporter</translation>
        </message>
        <message>
            <source>a table of people or households</source>
            <translation>un tableau de personnes ou de ménages</translation>
        </message>
        <message>
            <source>call records</source>
            <translation>relevés d'appels</translation>
        </message>
        <message>
            <source>What will the released data be used for?</source>
            <translation>À quoi serviront les données publiées ?</translation>
        </message>
        <message>
            <source>Not for a survey export (households and their repeat groups): only {tasks} reads its linked tables.</source>
            <translation>Pas pour un export d'enquête (ménages et leurs groupes répétés) : seule la tâche {tasks} lit ses tables liées.</translation>
        </message>
        <message>
            <source>Greyed tasks need other data ({kinds}): choose that kind of data on the Load data page.</source>
            <translation>Les tâches grisées demandent d'autres données ({kinds}) : choisissez ce type de données à l'étape Charger les données.</translation>
        </message>
        <message>
            <source>This file is larger than the memory free: only {tasks} can use it, reading the whole file as it releases. {others}</source>
            <translation>Ce fichier dépasse la mémoire libre : seule la tâche {tasks} peut l'utiliser, en lisant tout le fichier au moment de la publication. {others}</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Parcourir…</translation>
        </message>
        <message>
            <source>Each file's name starts with this.</source>
            <translation>Le nom de chaque fichier commence par ce texte.</translation>
        </message>
        <message>
            <source>Replace with random tokens</source>
            <translation>Remplacer par des jetons aléatoires</translation>
        </message>
        <message>
            <source>Leave out</source>
            <translation>Ne pas inclure</translation>
        </message>
        <message>
            <source>Tokens: the same person gets the same random token; nothing that could turn tokens back into identifiers is written anywhere.</source>
            <translation>Jetons : une même personne reçoit le même jeton aléatoire ; rien de ce qui permettrait de retrouver les identifiants à partir des jetons n'est écrit nulle part.</translation>
        </message>
        <message>
            <source>Also release the target column (not privatized)</source>
            <translation>Publier aussi la colonne cible (non protégée)</translation>
        </message>
        <message>
            <source>The target (and loan amount) are released exactly as in the input file: only tick this if the program team may see them.</source>
            <translation>La cible (et le montant du prêt) sont publiés tels quels, comme dans le fichier d'entrée : ne cochez cette case que si l'équipe du programme peut les voir.</translation>
        </message>
        <message>
            <source>Folder:</source>
            <translation>Dossier :</translation>
        </message>
        <message>
            <source>File names start with:</source>
            <translation>Début des noms de fichiers :</translation>
        </message>
        <message>
            <source>Data format:</source>
            <translation>Format des données :</translation>
        </message>
        <message>
            <source>Identifiers:</source>
            <translation>Identifiants :</translation>
        </message>
        <message>
            <source>Privatized data</source>
            <translation>Données protégées</translation>
        </message>
        <message>
            <source>Report (HTML, opens in any browser offline)</source>
            <translation>Rapport (HTML, s'ouvre hors ligne dans tout navigateur)</translation>
        </message>
        <message>
            <source>Report (PDF)</source>
            <translation>Rapport (PDF)</translation>
        </message>
        <message>
            <source>Manifest (JSON: input hash, settings, guarantee — for the agreement)</source>
            <translation>Manifeste (JSON : empreinte de l'entrée, réglages, garantie — pour l'accord de partage)</translation>
        </message>
        <message>
            <source>Files to write</source>
            <translation>Fichiers à écrire</translation>
        </message>
        <message>
            <source>Data holder's audit (HTML and PDF) — for you only, do not share</source>
            <translation>Audit du détenteur des données (HTML et PDF) — pour vous seul, à ne pas partager</translation>
        </message>
        <message>
            <source>The other files are safe to share: they hold only released values and your settings. The data holder's audit is a separate file with facts read from the raw data (exact counts, data checks, attacks on the raw table, raw and released side by side); keep it with the raw data.</source>
            <translation>Les autres fichiers peuvent être partagés : ils ne contiennent que des valeurs publiées et vos réglages. L'audit du détenteur des données est un fichier séparé, avec des faits lus dans les données brutes (effectifs exacts, contrôles des données, attaques sur la table brute, valeurs brutes et publiées côte à côte) ; gardez-le avec les données brutes.</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>Ouvrir le dossier</translation>
        </message>
        <message>
            <source>Never written: the random seed of the release or any secret behind the tokens. The input file is never changed.</source>
            <translation>Jamais écrits : la graine aléatoire de la publication et tout secret derrière les jetons. Le fichier d'entrée n'est jamais modifié.</translation>
        </message>
        <message>
            <source>Export to folder</source>
            <translation>Exporter vers le dossier</translation>
        </message>
        <message>
            <source>Enter the start of the file names.</source>
            <translation>Saisissez le début des noms de fichiers.</translation>
        </message>
        <message>
            <source>File names cannot contain / \ : * ? " &lt; &gt; |.</source>
            <translation>Les noms de fichiers ne peuvent pas contenir / \ : * ? " &lt; &gt; |.</translation>
        </message>
        <message>
            <source>Written to {folder}:</source>
            <translation>Écrits dans {folder} :</translation>
        </message>
        <message>
            <source>Only these files were written to {folder}:</source>
            <translation>Seuls ces fichiers ont été écrits dans {folder} :</translation>
        </message>
        <message>
            <source>Privatize the data first.</source>
            <translation>Lancez d'abord la protection des données.</translation>
        </message>
        <message>
            <source>Nothing is ticked.</source>
            <translation>Rien n'est coché.</translation>
        </message>
        <message>
            <source>No such folder</source>
            <translation>Dossier introuvable</translation>
        </message>
        <message>
            <source>Nothing to export</source>
            <translation>Rien à exporter</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>Export impossible</translation>
        </message>
        <message>
            <source>Tick at least one file to write.</source>
            <translation>Cochez au moins un fichier à écrire.</translation>
        </message>
        <message>
            <source>Nothing was written.</source>
            <translation>Rien n'a été écrit.</translation>
        </message>
        <message>
            <source>The export stopped</source>
            <translation>L'export s'est interrompu</translation>
        </message>
        <message>
            <source>Same as input — {format}</source>
            <translation>Comme l'entrée — {format}</translation>
        </message>
        <message>
            <source>Will write: {files}</source>
            <translation>Seront écrits : {files}</translation>
        </message>
        <message>
            <source>{folder} does not exist yet; export first.</source>
            <translation>{folder} n'existe pas encore ; exportez d'abord.</translation>
        </message>
        <message>
            <source>Poverty targeting (3,000 households)</source>
            <translation>Ciblage de la pauvreté (3 000 ménages)</translation>
        </message>
        <message>
            <source>Credit scoring (3,000 applicants)</source>
            <translation>Notation de crédit (3 000 demandeurs)</translation>
        </message>
        <message>
            <source>Mobility: call records (20,000 subscribers, 30 regions, 60 days)</source>
            <translation>Mobilité : relevés d'appels (20 000 abonnés, 30 régions, 60 jours)</translation>
        </message>
        <message>
            <source>Anonymize: census-like people file (2,000 people)</source>
            <translation>Anonymisation : fichier de type recensement (2 000 personnes)</translation>
        </message>
        <message>
            <source>KoBo needs assessment (300 households, 1,314 members)</source>
            <translation>Évaluation des besoins KoBo (300 ménages, 1 314 membres)</translation>
        </message>
        <message>
            <source>Survey: sensitive questions (2,000 respondents)</source>
            <translation>Enquête : questions sensibles (2 000 répondants)</translation>
        </message>
        <message>
            <source>Statistics: household survey (3,000 households, 24 districts)</source>
            <translation>Statistiques : enquête ménages (3 000 ménages, 24 districts)</translation>
        </message>
        <message>
            <source>Private model: credit scoring (3,000 applicants)</source>
            <translation>Modèle privé : notation de crédit (3 000 demandeurs)</translation>
        </message>
        <message>
            <source>comma</source>
            <translation>virgule</translation>
        </message>
        <message>
            <source>semicolon</source>
            <translation>point-virgule</translation>
        </message>
        <message>
            <source>tab</source>
            <translation>tabulation</translation>
        </message>
        <message>
            <source>vertical bar</source>
            <translation>barre verticale</translation>
        </message>
        <message>
            <source>Describing the columns…</source>
            <translation>Description des colonnes…</translation>
        </message>
        <message>
            <source>{file} — its first {rows} rows × {columns} columns (larger than memory: read whole by the tasks that aggregate straight from the file)</source>
            <translation>{file} — ses {rows} premières lignes × {columns} colonnes (plus grand que la mémoire : lu en entier par les tâches qui agrègent directement depuis le fichier)</translation>
        </message>
        <message>
            <source>{file} — {rows} rows × {columns} columns</source>
            <translation>{file} — {rows} lignes × {columns} colonnes</translation>
        </message>
        <message>
            <source>All data files (*.csv *.tsv *.txt *.xlsx *.parquet *.sav *.dta)</source>
            <translation>Tous les fichiers de données (*.csv *.tsv *.txt *.xlsx *.parquet *.sav *.dta)</translation>
        </message>
        <message>
            <source>CSV, TSV or text (*.csv *.tsv *.txt)</source>
            <translation>CSV, TSV ou texte (*.csv *.tsv *.txt)</translation>
        </message>
        <message>
            <source>Excel workbook (*.xlsx)</source>
            <translation>Classeur Excel (*.xlsx)</translation>
        </message>
        <message>
            <source>Reading {file}…</source>
            <translation>Lecture de {file}…</translation>
        </message>
        <message>
            <source>KoBo survey export</source>
            <translation>Export d'enquête KoBo</translation>
        </message>
        <message>
            <source>ODK survey export</source>
            <translation>Export d'enquête ODK</translation>
        </message>
        <message>
            <source>{delimiter}-separated, {encoding}, decimal comma</source>
            <translation>séparateur {delimiter}, {encoding}, virgule décimale</translation>
        </message>
        <message>
            <source>{delimiter}-separated, {encoding}, decimal point</source>
            <translation>séparateur {delimiter}, {encoding}, point décimal</translation>
        </message>
        <message>
            <source>UTF-8 with BOM</source>
            <translation>UTF-8 avec BOM</translation>
        </message>
        <message>
            <source>Excel sheet “{sheet}”</source>
            <translation>Feuille Excel « {sheet} »</translation>
        </message>
        <message>
            <source>&amp;Open file…</source>
            <translation>&amp;Ouvrir un fichier…</translation>
        </message>
        <message>
            <source>Open a CSV, TSV or text file, an Excel workbook (.xlsx), Parquet, SPSS (.sav) or Stata (.dta) file. The file is only read, never changed. You can also drag a file onto this page. A KoBoToolbox workbook or an ODK Central CSV export (households and their repeat groups) is recognized and read as one table of members.</source>
            <translation>Ouvrez un fichier CSV, TSV ou texte, un classeur Excel (.xlsx), un fichier Parquet, SPSS (.sav) ou Stata (.dta). Le fichier est seulement lu, jamais modifié. Vous pouvez aussi faire glisser un fichier sur cette page. Un classeur KoBoToolbox ou un export CSV d'ODK Central (ménages et leurs groupes répétés) est reconnu et lu comme une seule table de membres.</translation>
        </message>
        <message>
            <source>A table: one row per &amp;person or household</source>
            <translation>Un tableau : une ligne par personne ou &amp;ménage</translation>
        </message>
        <message>
            <source>Survey, register or beneficiary data: for targeting and credit scoring, anonymized microdata, statistics with a privacy budget, randomized survey answers or a private model (the task is chosen in step 2).</source>
            <translation>Données d'enquête, de registre ou de bénéficiaires : pour le ciblage et le notation de crédit, des microdonnées anonymisées, des statistiques sous budget de confidentialité, des réponses d'enquête randomisées ou un modèle privé (la tâche se choisit à l'étape 2).</translation>
        </message>
        <message>
            <source>Call records or trips (&amp;mobility matrices)</source>
            <translation>Relevés d'appels ou tra&amp;jets (matrices de mobilité)</translation>
        </message>
        <message>
            <source>Mobile-phone call records (or trips) turned into private daily origin–destination matrices for epidemic and displacement response.</source>
            <translation>Relevés d'appels de téléphonie mobile (ou trajets) transformés en matrices origine–destination quotidiennes privées, pour la réponse aux épidémies et aux déplacements de population.</translation>
        </message>
        <message>
            <source>Opening…</source>
            <translation>Ouverture…</translation>
        </message>
        <message>
            <source>Open a data file or a sample to begin.</source>
            <translation>Ouvrez un fichier de données ou un exemple pour commencer.</translation>
        </message>
        <message>
            <source>Open data file</source>
            <translation>Ouvrir un fichier de données</translation>
        </message>
        <message>
            <source>Cannot open the file</source>
            <translation>Impossible d'ouvrir le fichier</translation>
        </message>
        <message>
            <source>Open a data file, drop one onto this page, or open a sample to try PrivDesk.</source>
            <translation>Ouvrez un fichier de données, déposez-en un sur cette page, ou ouvrez un exemple pour essayer PrivDesk.</translation>
        </message>
        <message>
            <source>Kind of data:</source>
            <translation>Type de données :</translation>
        </message>
        <message>
            <source>Describing the columns of {file}…</source>
            <translation>Description des colonnes de {file}…</translation>
        </message>
        <message>
            <source>Opening the sample “{sample}”…</source>
            <translation>Ouverture de l'exemple « {sample} »…</translation>
        </message>
        <message>
            <source>Opening {file}…</source>
            <translation>Ouverture de {file}…</translation>
        </message>
        <message>
            <source>Sample data: {sample}</source>
            <translation>Données d'exemple : {sample}</translation>
        </message>
        <message>
            <source>Files opened before. Double-click or press Enter to open.</source>
            <translation>Fichiers déjà ouverts. Double-cliquez ou appuyez sur Entrée pour ouvrir.</translation>
        </message>
        <message>
            <source>&amp;Recent files</source>
            <translation>Fichiers ré&amp;cents</translation>
        </message>
        <message>
            <source>The first rows of the file as read (row numbers as in a spreadsheet).</source>
            <translation>Les premières lignes du fichier tel qu'il a été lu (numéros de ligne comme dans un tableur).</translation>
        </message>
        <message>
            <source>&amp;Preview</source>
            <translation>Aperç&amp;u</translation>
        </message>
        <message>
            <source>Open sample &amp;data</source>
            <translation>Ouvrir un e&amp;xemple</translation>
        </message>
        <message>
            <source>Try PrivDesk on bundled synthetic data; the columns' roles and the task are filled in for you.</source>
            <translation>Essayez PrivDesk sur des données synthétiques fournies ; les rôles des colonnes et la tâche sont déjà renseignés.</translation>
        </message>
        <message>
            <source>No recent files yet</source>
            <translation>Aucun fichier récent</translation>
        </message>
        <message>
            <source>Press Privatize to create the release.</source>
            <translation>Cliquez sur Protéger pour produire les données publiées.</translation>
        </message>
        <message>
            <source>Data file:</source>
            <translation>Fichier de données :</translation>
        </message>
        <message>
            <source>Rows and features:</source>
            <translation>Lignes et variables :</translation>
        </message>
        <message>
            <source>Mechanism:</source>
            <translation>Mécanisme :</translation>
        </message>
        <message>
            <source>Proven guarantee:</source>
            <translation>Garantie prouvée :</translation>
        </message>
        <message>
            <source>Accuracy goal:</source>
            <translation>Objectif de précision :</translation>
        </message>
        <message>
            <source>Afterwards:</source>
            <translation>Ensuite :</translation>
        </message>
        <message>
            <source>The original file is never changed. The release uses fresh randomness from the operating system; nothing is written to disk until you export.</source>
            <translation>Le fichier d'origine n'est jamais modifié. La protection utilise un aléa neuf fourni par le système d'exploitation ; rien n'est écrit sur le disque avant l'export.</translation>
        </message>
        <message>
            <source>What will happen</source>
            <translation>Ce qui va se passer</translation>
        </message>
        <message>
            <source>&amp;Privatize</source>
            <translation>&amp;Protéger</translation>
        </message>
        <message>
            <source>Privatize every row with the chosen parameters, then run the audits if they are turned on. The window stays usable; Cancel stops the job and keeps nothing.</source>
            <translation>Protéger chaque ligne avec les réglages choisis, puis lancer les audits s'ils sont activés. La fenêtre reste utilisable ; Annuler arrête la tâche sans rien conserver.</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>A&amp;nnuler</translation>
        </message>
        <message>
            <source>Stop the running job. Nothing is kept.</source>
            <translation>Arrêter la tâche en cours. Rien n'est conservé.</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Exécution</translation>
        </message>
        <message>
            <source>Privatizing…</source>
            <translation>Protection en cours…</translation>
        </message>
        <message>
            <source>Starting…</source>
            <translation>Démarrage…</translation>
        </message>
        <message>
            <source>Privatization failed</source>
            <translation>La protection a échoué</translation>
        </message>
        <message>
            <source>Cancelled — nothing was kept.</source>
            <translation>Annulé — rien n'a été conservé.</translation>
        </message>
        <message>
            <source>Ready. Press Privatize to create the release.</source>
            <translation>Prêt. Cliquez sur Protéger pour produire les données publiées.</translation>
        </message>
        <message>
            <source>&amp;Privatize again</source>
            <translation>&amp;Protéger à nouveau</translation>
        </message>
        <message>
            <source>Checking the data</source>
            <translation>Vérification des données</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Annulation…</translation>
        </message>
        <message>
            <source>The settings changed while the job ran, so its result was not kept. Press Privatize again.</source>
            <translation>Les réglages ont changé pendant la tâche : son résultat n'a pas été conservé. Cliquez à nouveau sur Protéger.</translation>
        </message>
        <message>
            <source>Load a data file first (step 1).</source>
            <translation>Chargez d'abord un fichier de données (étape 1).</translation>
        </message>
        <message>
            <source>No audit (turned off in the exact parameters).</source>
            <translation>Aucun audit (désactivé dans les paramètres exacts).</translation>
        </message>
        <message>
            <source>Done — the release is ready and audited. Next: review the audit.</source>
            <translation>Terminé — les données publiées sont prêtes et auditées. Étape suivante : examinez l'audit.</translation>
        </message>
        <message>
            <source>Done — the release is ready.</source>
            <translation>Terminé — les données publiées sont prêtes.</translation>
        </message>
        <message>
            <source>tight calibration</source>
            <translation>calibrage serré</translation>
        </message>
        <message>
            <source>paper-faithful</source>
            <translation>fidèle à l'article</translation>
        </message>
        <message>
            <source>Cannot privatize</source>
            <translation>Protection impossible</translation>
        </message>
        <message>
            <source>Stopped: {error}</source>
            <translation>Arrêté : {error}</translation>
        </message>
        <message>
            <source>{rows} rows, {features} feature columns privatized</source>
            <translation>{rows} lignes, {features} colonnes de variables protégées</translation>
        </message>
        <message>
            <source>{elapsed} elapsed, about {left} left</source>
            <translation>{elapsed} écoulées, environ {left} restantes</translation>
        </message>
        <message>
            <source>{components} private components (ε₂ = {epsilon})</source>
            <translation>{components} composantes privées (ε₂ = {epsilon})</translation>
        </message>
        <message>
            <source>{parts} parts</source>
            <translation>{parts} parties</translation>
        </message>
        <message>
            <source>{simulations} audit simulations: attacks on the release and what it does to the program.</source>
            <translation>{simulations} simulations d'audit : attaques contre les données publiées et effet sur le programme.</translation>
        </message>
        <message>
            <source>Finished in {time}.</source>
            <translation>Terminé en {time}.</translation>
        </message>
        <message>
            <source>{elapsed} elapsed, estimating the time left…</source>
            <translation>{elapsed} écoulées, estimation du temps restant…</translation>
        </message>
        <message>
            <source>Invalid settings: {error}</source>
            <translation>Réglages non valides : {error}</translation>
        </message>
        <message>
            <source>numeric</source>
            <translation>numérique</translation>
        </message>
        <message>
            <source>categorical</source>
            <translation>catégorielle</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texte</translation>
        </message>
        <message>
            <source>dates</source>
            <translation>dates</translation>
        </message>
        <message>
            <source>The column's name in the file.</source>
            <translation>Le nom de la colonne dans le fichier.</translation>
        </message>
        <message>
            <source>What the column is for. Only features (privatized) and tokenized identifiers leave this computer.</source>
            <translation>À quoi sert la colonne. Seules les variables (protégées) et les identifiants remplacés par des jetons quittent cet ordinateur.</translation>
        </message>
        <message>
            <source>What the values look like: numeric, categorical, text or dates.</source>
            <translation>La nature des valeurs : numériques, catégorielles, texte ou dates.</translation>
        </message>
        <message>
            <source>How many rows have no value in this column.</source>
            <translation>Nombre de lignes sans valeur dans cette colonne.</translation>
        </message>
        <message>
            <source>Problems PrivDesk noticed in the column. Hover over a warning for details.</source>
            <translation>Problèmes relevés par PrivDesk dans la colonne. Survolez un avertissement pour les détails.</translation>
        </message>
        <message>
            <source>&amp;Column roles for targeting — choose what each column is for</source>
            <translation>Rôles des colo&amp;nnes pour le ciblage — indiquez à quoi sert chaque colonne</translation>
        </message>
        <message>
            <source>These roles are the targeting task's. The other tasks for a table choose their columns on their own settings, in step 2 (Choose task).</source>
            <translation>Ces rôles sont ceux de la tâche de ciblage. Les autres tâches sur tableau choisissent leurs colonnes dans leurs propres réglages, à l'étape 2 (Choisir la tâche).</translation>
        </message>
        <message>
            <source>Feature</source>
            <translation>Variable</translation>
        </message>
        <message>
            <source>Released after privatization; the program's model uses it to predict the target.</source>
            <translation>Publiée après protection ; le modèle du programme l'utilise pour prédire la cible.</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Cible</translation>
        </message>
        <message>
            <source>What the program predicts (e.g. consumption, or 1 = repaid). Only one column.</source>
            <translation>Ce que le programme prédit (par ex. la consommation, ou 1 = remboursé). Une seule colonne.</translation>
        </message>
        <message>
            <source>Identifier</source>
            <translation>Identifiant</translation>
        </message>
        <message>
            <source>Names a person or household (ID, phone number). Never released as it is: it is replaced by a random token or dropped.</source>
            <translation>Désigne une personne ou un ménage (ID, numéro de téléphone). Jamais publié tel quel : il est remplacé par un jeton aléatoire ou écarté.</translation>
        </message>
        <message>
            <source>Loan amount</source>
            <translation>Montant du prêt</translation>
        </message>
        <message>
            <source>Each applicant's loan, needed to count the lender's profit in credit scoring. Only one column.</source>
            <translation>Le prêt de chaque demandeur, nécessaire pour calculer le bénéfice du prêteur dans le notation de crédit. Une seule colonne.</translation>
        </message>
        <message>
            <source>Drop</source>
            <translation>Écarter</translation>
        </message>
        <message>
            <source>Not used and not released: the column stays on this computer.</source>
            <translation>Ni utilisée ni publiée : la colonne reste sur cet ordinateur.</translation>
        </message>
        <message>
            <source>Column</source>
            <translation>Colonne</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Rôle</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Missing</source>
            <translation>Manquants</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>Avertissements</translation>
        </message>
        <message>
            <source>1 feature (privatized before release)</source>
            <translation>1 variable (protégée avant publication)</translation>
        </message>
        <message>
            <source>target: none chosen</source>
            <translation>cible : aucune choisie</translation>
        </message>
        <message>
            <source>1 identifier (replaced by tokens or dropped)</source>
            <translation>1 identifiant (remplacé par des jetons ou écarté)</translation>
        </message>
        <message>
            <source>{count} dropped (stay on this computer)</source>
            <translation>{count} écartées (restent sur cet ordinateur)</translation>
        </message>
        <message>
            <source>{column}: {count} different values</source>
            <translation>{column} : {count} valeurs différentes</translation>
        </message>
        <message>
            <source>Role of {column}</source>
            <translation>Rôle de {column}</translation>
        </message>
        <message>
            <source>What the column “{column}” is for.</source>
            <translation>À quoi sert la colonne « {column} ».</translation>
        </message>
        <message>
            <source>unknown role {role}</source>
            <translation>rôle inconnu {role}</translation>
        </message>
        <message>
            <source>{count} features (privatized before release)</source>
            <translation>{count} variables (protégées avant publication)</translation>
        </message>
        <message>
            <source>target: {column}</source>
            <translation>cible : {column}</translation>
        </message>
        <message>
            <source>{count} identifiers (replaced by tokens or dropped)</source>
            <translation>{count} identifiants (remplacés par des jetons ou écartés)</translation>
        </message>
        <message>
            <source>loan amount: {column}</source>
            <translation>montant du prêt : {column}</translation>
        </message>
        <message>
            <source>Shee&amp;t:</source>
            <translation>Feui&amp;lle :</translation>
        </message>
        <message>
            <source>The workbook sheet to read. Changing it reloads the data.</source>
            <translation>La feuille du classeur à lire. En changer recharge les données.</translation>
        </message>
        <message>
            <source>A survey export: each member is one record, with the variables of its household. The release writes the same tables back, with new keys.</source>
            <translation>Un export d'enquête : chaque membre est un enregistrement, avec les variables de son ménage. La publication réécrit les mêmes tables, avec de nouvelles clés.</translation>
        </message>
        <message>
            <source>Form (&amp;XLSForm):</source>
            <translation>Formulaire (&amp;XLSForm) :</translation>
        </message>
        <message>
            <source>The XLSForm the survey was collected with (its survey and choices sheets): its question types suggest the roles, its choices are the declared categories. Choosing another suggests the anonymize roles again from it.
Details: input.form</source>
            <translation>Le XLSForm avec lequel l'enquête a été collectée (ses feuilles survey et choices) : ses types de questions suggèrent les rôles, ses choix sont les catégories déclarées. En choisir un autre suggère de nouveau à partir de lui les rôles de l'anonymisation.
Détails : input.form</translation>
        </message>
        <message>
            <source>No form: suggest the roles from the data alone</source>
            <translation>Pas de formulaire : suggérer les rôles à partir des seules données</translation>
        </message>
        <message>
            <source>Choose the survey's XLSForm</source>
            <translation>Choisir le XLSForm de l'enquête</translation>
        </message>
        <message>
            <source>XLSForm (*.xlsx)</source>
            <translation>XLSForm (*.xlsx)</translation>
        </message>
        <message>
            <source>None — choose…</source>
            <translation>Aucun — choisir…</translation>
        </message>
        <message>
            <source>Cannot use this form</source>
            <translation>Impossible d'utiliser ce formulaire</translation>
        </message>
        <message>
            <source>A survey export is written back in its own format, with the same tables.</source>
            <translation>Un export d'enquête est réécrit dans son propre format, avec les mêmes tables.</translation>
        </message>
        <message>
            <source>Choose the columns first (step 2).</source>
            <translation>Choisissez d'abord les colonnes (étape 2).</translation>
        </message>
        <message>
            <source>PrivDesk protects sensitive data about people before it leaves your hands, on this computer and never over the network. Open a table of people or households, or call records, and choose what the release is for. PrivDesk then attacks its own release and shows you how much risk is left and how useful the result still is, before you share anything.</source>
            <translation>PrivDesk protège les données sensibles sur les personnes avant qu'elles ne quittent vos mains, sur cet ordinateur et jamais via le réseau. Ouvrez un tableau de personnes ou de ménages, ou des relevés d'appels, et choisissez l'usage des données publiées. PrivDesk attaque ensuite ses propres données publiées et vous montre le risque restant et l'utilité du résultat, avant tout partage.</translation>
        </message>
        <message>
            <source>A cash-transfer program ranks households by consumption predicted from phone use, or a lender scores applicants.</source>
            <translation>Un programme de transferts monétaires classe les ménages selon la consommation prédite à partir de l'usage du téléphone, ou un prêteur note des demandeurs.</translation>
        </message>
        <message>
            <source>An epidemic team shares daily movements between districts from call records.</source>
            <translation>Une équipe de riposte épidémique partage les déplacements quotidiens entre districts issus des relevés d'appels.</translation>
        </message>
        <message>
            <source>A census-like file with names and birth dates goes to a research partner.</source>
            <translation>Un fichier de type recensement, avec noms et dates de naissance, est transmis à un partenaire de recherche.</translation>
        </message>
        <message>
            <source>Counts and mean incomes per district are published under a privacy budget.</source>
            <translation>Des effectifs et des revenus moyens par district sont publiés sous un budget de confidentialité.</translation>
        </message>
        <message>
            <source>Enumerators ask about violence so that no recorded answer exposes anyone.</source>
            <translation>Les enquêteurs interrogent sur les violences sans qu'aucune réponse enregistrée n'expose quiconque.</translation>
        </message>
        <message>
            <source>A lender shares a repayment model trained without memorising any applicant.</source>
            <translation>Un prêteur partage un modèle de remboursement entraîné sans mémoriser aucun demandeur.</translation>
        </message>
        <message>
            <source>What do you want to do? Try a task on a sample:</source>
            <translation>Que voulez-vous faire ? Essayez une tâche sur un exemple :</translation>
        </message>
        <message>
            <source>Open sample</source>
            <translation>Ouvrir l'exemple</translation>
        </message>
        <message>
            <source>{sample}. The task and its settings are filled in for you.</source>
            <translation>{sample}. La tâche et ses réglages sont déjà renseignés.</translation>
        </message>
        <message>
            <source>Open sample: {sample}</source>
            <translation>Exemple : {sample}</translation>
        </message>
        <message>
            <source>PrivDesk report — {files}</source>
            <translation>Rapport PrivDesk — {files}</translation>
        </message>
        <message>
            <source>The wizard did not finish in time.</source>
            <translation>L'assistant n'a pas terminé à temps.</translation>
        </message>
        <message>
            <source>{path} is a file, not a folder; give a folder for the PNG files.</source>
            <translation>{path} est un fichier, pas un dossier ; indiquez un dossier pour les fichiers PNG.</translation>
        </message>
        <message>
            <source>the window needs {width} × {height} pixels, more than the {given} it has</source>
            <translation>la fenêtre a besoin de {width} × {height} pixels, plus que les {given} dont elle dispose</translation>
        </message>
        <message>
            <source>Alt+{letter} is shared by {texts}</source>
            <translation>Alt+{letter} est partagé par {texts}</translation>
        </message>
        <message>
            <source>cannot create the folder {path} ({reason}).</source>
            <translation>impossible de créer le dossier {path} ({reason}).</translation>
        </message>
        <message>
            <source>could not write {path}; check that the folder exists and you may write to it.</source>
            <translation>impossible d'écrire {path} ; vérifiez que le dossier existe et que vous pouvez y écrire.</translation>
        </message>
        <message>
            <source>selftest passed</source>
            <translation>autotest réussi</translation>
        </message>
        <message>
            <source>targeting accuracy {accuracy}</source>
            <translation>précision du ciblage {accuracy}</translation>
        </message>
        <message>
            <source>the manifest lacks its audit or names a seed</source>
            <translation>le manifeste n'a pas d'audit ou mentionne une graine</translation>
        </message>
        <message>
            <source>{count} files</source>
            <translation>{count} fichiers</translation>
        </message>
        <message>
            <source>not a PDF</source>
            <translation>pas un PDF</translation>
        </message>
        <message>
            <source>{size} kB</source>
            <translation>{size} ko</translation>
        </message>
        <message>
            <source>{count} pages and plots</source>
            <translation>{count} pages et graphiques</translation>
        </message>
        <message>
            <source>ok   {step} ({seconds} s)</source>
            <translation>ok   {step} ({seconds} s)</translation>
        </message>
        <message>
            <source>read every file format</source>
            <translation>lire chaque format de fichier</translation>
        </message>
        <message>
            <source>privatize the poverty sample</source>
            <translation>protéger l'exemple pauvreté</translation>
        </message>
        <message>
            <source>audit and simulate the program</source>
            <translation>auditer et simuler le programme</translation>
        </message>
        <message>
            <source>write data, HTML report and manifest</source>
            <translation>écrire les données, le rapport HTML et le manifeste</translation>
        </message>
        <message>
            <source>write the PDF report</source>
            <translation>écrire le rapport PDF</translation>
        </message>
        <message>
            <source>open and grab every wizard page</source>
            <translation>ouvrir et capturer chaque page de l'assistant</translation>
        </message>
        <message>
            <source>selftest FAILED ({count} step(s))</source>
            <translation>autotest ÉCHOUÉ ({count} étape(s))</translation>
        </message>
        <message>
            <source>blank page images: {files}</source>
            <translation>images de page vides : {files}</translation>
        </message>
        <message>
            <source>FAIL {step}: {error}: {message} ({where})</source>
            <translation>ÉCHEC {step} : {error} : {message} ({where})</translation>
        </message>
        <message>
            <source>{format}: read back {read}, wrote {written}</source>
            <translation>{format} : relu {read}, écrit {written}</translation>
        </message>
        <message>
            <source>run the “{task}” sample</source>
            <translation>exécuter l'exemple « {task} »</translation>
        </message>
        <message>
            <source>unknown task {task}</source>
            <translation>tâche inconnue {task}</translation>
        </message>
        <message>
            <source>no input chosen for the {task} task</source>
            <translation>aucune entrée choisie pour la tâche {task}</translation>
        </message>
        <message>
            <source>no wizard pages registered for task {task}</source>
            <translation>aucune page d'assistant enregistrée pour la tâche {task}</translation>
        </message>
        <message>
            <source>raw data</source>
            <translation>données brutes</translation>
        </message>
        <message>
            <source>released</source>
            <translation>données publiées</translation>
        </message>
        <message>
            <source>homogeneous classes (one sensitive value)</source>
            <translation>classes homogènes (une seule valeur sensible)</translation>
        </message>
        <message>
            <source>classifier accuracy on held-out raw rows ({target})</source>
            <translation>exactitude du classifieur sur les lignes brutes réservées ({target})</translation>
        </message>
        <message>
            <source>classifier AUC on held-out raw rows ({target})</source>
            <translation>AUC du classifieur sur les lignes brutes réservées ({target})</translation>
        </message>
        <message>
            <source>Publish survey microdata only when the released table's global risk is below 3 %</source>
            <translation>Ne publier des microdonnées d'enquête que si le risque global de la table publiée est inférieur à 3 %</translation>
        </message>
        <message>
            <source>Risk before and after (measured and attack results)</source>
            <translation>Risque avant et après (mesures et résultats d'attaque)</translation>
        </message>
        <message>
            <source>Released table (first rows, as written)</source>
            <translation>Table publiée (premières lignes, telles qu'écrites)</translation>
        </message>
        <message>
            <source>Anonymize first (step 4).</source>
            <translation>Anonymisez d'abord (étape 4).</translation>
        </message>
        <message>
            <source>measure</source>
            <translation>mesure</translation>
        </message>
        <message>
            <source>linkage: {measure}</source>
            <translation>couplage : {measure}</translation>
        </message>
        <message>
            <source>Released {released} of {records} records in {classes} classes; measured k = {k}, distinct l = {l}, t = {t}. Syntactic protection: no formal guarantee against other background knowledge.</source>
            <translation>{released} enregistrements sur {records} publiés en {classes} classes ; mesures : k = {k}, l distinct = {l}, t = {t}. Protection syntaxique : aucune garantie formelle face à d'autres connaissances annexes.</translation>
        </message>
        <message>
            <source>Warning: {warning}</source>
            <translation>Avertissement : {warning}</translation>
        </message>
        <message>
            <source>Publication check: {verdict}</source>
            <translation>Vérification avant publication : {verdict}</translation>
        </message>
        <message>
            <source>audit</source>
            <translation>audit</translation>
        </message>
        <message>
            <source>turned off</source>
            <translation>désactivé</translation>
        </message>
        <message>
            <source>How many people in the population each record stands for; the risk audit weighs records by it
Details: columns.weight</source>
            <translation>Combien de personnes de la population chaque enregistrement représente ; l'audit du risque pondère les enregistrements par ce poids
Détails : columns.weight</translation>
        </message>
        <message>
            <source>The id shared by the members of a household; the risk audit and the household variables group members by it
Details: columns.household</source>
            <translation>L'identifiant commun aux membres d'un ménage ; l'audit du risque et les variables de ménage regroupent les membres selon cet identifiant
Détails : columns.household</translation>
        </message>
        <message>
            <source>The stratum the sample was drawn in; PRAM and microaggregation work within each stratum
Details: columns.strata</source>
            <translation>La strate dans laquelle l'échantillon a été tiré ; PRAM et la microagrégation travaillent à l'intérieur de chaque strate
Détails : columns.strata</translation>
        </message>
        <message>
            <source>The sampling cluster (e.g. the village or the enumeration area)
Details: columns.cluster</source>
            <translation>La grappe d'échantillonnage (par ex. le village ou la zone de dénombrement)
Détails : columns.cluster</translation>
        </message>
        <message>
            <source>Survey design</source>
            <translation>Plan de sondage de l'enquête</translation>
        </message>
        <message>
            <source>Anonymized table (masked identifiers, generalized QIs)</source>
            <translation>Table anonymisée (identifiants masqués, QI généralisés)</translation>
        </message>
        <message>
            <source>Never written: any direct identifier's value, the pseudonym key, or the row order of the input. The input file is never changed.</source>
            <translation>Jamais écrits : les valeurs des identifiants directs, la clé des pseudonymes, l'ordre des lignes de l'entrée. Le fichier d'entrée n'est jamais modifié.</translation>
        </message>
        <message>
            <source>Anonymize first.</source>
            <translation>Anonymisez d'abord.</translation>
        </message>
        <message>
            <source>automatic, or e.g. 5, 10, 20</source>
            <translation>automatique, ou p. ex. 5 ; 10 ; 20</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>automatique</translation>
        </message>
        <message>
            <source>one line per level, e.g.
0, 15, 25, 45, 65
0, 25, 65</source>
            <translation>une ligne par niveau, p. ex.
0 ; 15 ; 25 ; 45 ; 65
0 ; 25 ; 65</translation>
        </message>
        <message>
            <source>none</source>
            <translation>néant</translation>
        </message>
        <message>
            <source>The interval width at each level, from the finest to the coarsest (5, 10, 20: five-year, then ten-, then twenty-year bands)
Details: generalization.&lt;column&gt;.widths</source>
            <translation>La largeur des intervalles à chaque niveau de généralisation, du plus fin au plus grossier (5, 10, 20 : tranches de cinq ans, puis de dix, puis de vingt)
Détails : generalization.&lt;colonne&gt;.widths</translation>
        </message>
        <message>
            <source>Where the intervals start (automatic: the smallest value, rounded down to the first width)
Details: generalization.&lt;column&gt;.anchor</source>
            <translation>Où commencent les intervalles de généralisation (automatique : la plus petite valeur, arrondie vers le bas à la première largeur)
Détails : generalization.&lt;colonne&gt;.anchor</translation>
        </message>
        <message>
            <source>Your own interval bounds, one line per level from finest to coarsest; each coarser line keeps only bounds of the line above. Give widths or breaks, not both.
Details: generalization.&lt;column&gt;.brackets</source>
            <translation>Vos propres bornes d'intervalles, une ligne par niveau de généralisation, du plus fin au plus grossier ; chaque ligne plus grossière ne garde que des bornes de la ligne au-dessus. Donnez des largeurs ou des bornes, pas les deux.
Détails : generalization.&lt;colonne&gt;.brackets</translation>
        </message>
        <message>
            <source>Values above it are released as “&gt; top” (top coding hides the few extreme values that identify people)
Details: generalization.&lt;column&gt;.top</source>
            <translation>Les valeurs au-dessus sont publiées comme « &gt; plafond » (le codage supérieur cache les rares valeurs extrêmes qui identifient des personnes)
Détails : généralisation, generalization.&lt;colonne&gt;.top</translation>
        </message>
        <message>
            <source>Values below it are released as “&lt; bottom”
Details: generalization.&lt;column&gt;.bottom</source>
            <translation>Les valeurs au-dessous sont publiées comme « &lt; plancher »
Détails : généralisation, generalization.&lt;colonne&gt;.bottom</translation>
        </message>
        <message>
            <source>Interval widths:</source>
            <translation>Largeurs des intervalles :</translation>
        </message>
        <message>
            <source>Start of the first interval:</source>
            <translation>Début du premier intervalle :</translation>
        </message>
        <message>
            <source>Top code, values above:</source>
            <translation>Codage du haut, valeurs au-dessus de :</translation>
        </message>
        <message>
            <source>Bottom code, values below:</source>
            <translation>Codage du bas, valeurs en dessous de :</translation>
        </message>
        <message>
            <source>Or my own breaks:</source>
            <translation>Ou mes propres bornes :</translation>
        </message>
        <message>
            <source>type numbers separated by commas, such as 5, 10, 20</source>
            <translation>tapez des nombres séparés par des virgules, comme 5, 10, 20, ou par des points-virgules (5 ; 10,5 ; 20)</translation>
        </message>
        <message>
            <source>Number intervals for {column}</source>
            <translation>Intervalles numériques pour {column}</translation>
        </message>
        <message>
            <source>type one number</source>
            <translation>tapez un seul nombre</translation>
        </message>
        <message>
            <source>A key file makes pseudonyms stable: every release made with it gives the same person the same token, so those releases can be linked with each other, and anyone holding the file can test a guessed name against the tokens. Keep it apart from the data, never share it. Without a key file each release uses a fresh key that is discarded.</source>
            <translation>Un fichier de clé rend les pseudonymes stables : chaque publication faite avec lui donne le même jeton à la même personne, si bien que ces publications peuvent être reliées entre elles, et quiconque détient le fichier peut tester un nom supposé contre les jetons. Conservez-le à l'écart des données, ne le partagez jamais. Sans fichier de clé, chaque publication utilise une clé neuve, détruite ensuite.</translation>
        </message>
        <message>
            <source>A codebook file turns the released codes back into the real values: keep it with the original data, never with the release, and use it only to link results back to people (e.g. to reach the households an analysis selected). Without it the random codes cannot be reversed.</source>
            <translation>Un fichier de codage retransforme les codes publiés en vraies valeurs : gardez-le avec les données d'origine, jamais avec la publication, et ne vous en servez que pour relier des résultats aux personnes (p. ex. pour joindre les ménages qu'une analyse a retenus). Sans lui, les codes aléatoires ne peuvent pas être inversés.</translation>
        </message>
        <message>
            <source>Create one now?</source>
            <translation>En créer un maintenant ?</translation>
        </message>
        <message>
            <source>Survey methods</source>
            <translation>Méthodes pour les enquêtes</translation>
        </message>
        <message>
            <source>keep ≥ </source>
            <translation>garder ≥ </translation>
        </message>
        <message>
            <source>keep expected counts</source>
            <translation>garder les effectifs</translation>
        </message>
        <message>
            <source>independent</source>
            <translation>indépendant</translation>
        </message>
        <message>
            <source>correlated</source>
            <translation>corrélé</translation>
        </message>
        <message>
            <source>Columns about the whole household (e.g. dwelling type): each method changes them once per household, so members never disagree
Details: methods.household_variables</source>
            <translation>Colonnes qui concernent tout le ménage (par ex. le type de logement) : chaque méthode les modifie une seule fois par ménage, pour que les membres ne divergent jamais
Détails : methods.household_variables</translation>
        </message>
        <message>
            <source>Categories changed at random: each value is kept with a chance of at least “keep ≥”, else replaced by another category
Details: methods.pram.columns</source>
            <translation>Catégories modifiées au hasard : chaque valeur est gardée avec une probabilité d'au moins « garder ≥ », sinon remplacée par une autre catégorie
Détails : methods.pram.columns</translation>
        </message>
        <message>
            <source>The smallest chance that a value is kept
Details: methods.pram.pd</source>
            <translation>La plus petite probabilité qu'une valeur soit gardée
Détails : methods.pram.pd</translation>
        </message>
        <message>
            <source>How much of the random change is used (0: none, 1: all)
Details: methods.pram.alpha</source>
            <translation>Part de la modification aléatoire appliquée (0 : aucune, 1 : toute)
Détails : methods.pram.alpha</translation>
        </message>
        <message>
            <source>Expected counts of each category stay those of the data (the change matrix then depends on the data's counts)
Details: methods.pram.invariant</source>
            <translation>Les effectifs attendus de chaque catégorie restent ceux des données (la matrice de modification dépend alors des effectifs des données)
Détails : methods.pram.invariant</translation>
        </message>
        <message>
            <source>Number columns replaced by the mean of a group of k or more similar records
Details: methods.microaggregation.columns</source>
            <translation>Colonnes numériques remplacées par la moyenne d'un groupe d'au moins k enregistrements semblables
Détails : methods.microaggregation.columns</translation>
        </message>
        <message>
            <source>Records per group (at least)
Details: methods.microaggregation.k</source>
            <translation>Enregistrements par groupe (au moins)
Détails : methods.microaggregation.k</translation>
        </message>
        <message>
            <source>Number columns with random noise added
Details: methods.noise.columns</source>
            <translation>Colonnes numériques auxquelles un bruit aléatoire est ajouté
Détails : methods.noise.columns</translation>
        </message>
        <message>
            <source>Independent noise per column, or noise correlated like the columns themselves
Details: methods.noise.method</source>
            <translation>Bruit indépendant pour chaque colonne, ou bruit corrélé comme les colonnes elles-mêmes
Détails : methods.noise.method</translation>
        </message>
        <message>
            <source>Noise size, in % of each column's standard deviation (correlated: of the covariance)
Details: methods.noise.level</source>
            <translation>Taille du bruit, en % de l'écart type de chaque colonne (corrélé : de la covariance)
Détails : methods.noise.level</translation>
        </message>
        <message>
            <source>The number column whose extreme values are replaced
Details: methods.top_bottom.&lt;column&gt;</source>
            <translation>La colonne numérique dont les valeurs extrêmes sont remplacées
Détails : methods.top_bottom.&lt;column&gt;</translation>
        </message>
        <message>
            <source>Values above this…
Details: methods.top_bottom.&lt;column&gt;.top</source>
            <translation>Les valeurs au-dessus de ce seuil…
Détails : methods.top_bottom.&lt;column&gt;.top</translation>
        </message>
        <message>
            <source>…become this value
Details: methods.top_bottom.&lt;column&gt;.top_value</source>
            <translation>…deviennent cette valeur
Détails : methods.top_bottom.&lt;column&gt;.top_value</translation>
        </message>
        <message>
            <source>Values below this…
Details: methods.top_bottom.&lt;column&gt;.bottom</source>
            <translation>Les valeurs au-dessous de ce seuil…
Détails : methods.top_bottom.&lt;column&gt;.bottom</translation>
        </message>
        <message>
            <source>…become this value
Details: methods.top_bottom.&lt;column&gt;.bottom_value</source>
            <translation>…deviennent cette valeur
Détails : methods.top_bottom.&lt;column&gt;.bottom_value</translation>
        </message>
        <message>
            <source>One per household</source>
            <translation>Une par ménage</translation>
        </message>
        <message>
            <source>Swap categories</source>
            <translation>Permuter les catégories</translation>
        </message>
        <message>
            <source>Group means</source>
            <translation>Moyennes de groupe</translation>
        </message>
        <message>
            <source>Add noise</source>
            <translation>Ajouter du bruit</translation>
        </message>
        <message>
            <source>Top/bottom coding</source>
            <translation>Seuils haut/bas</translation>
        </message>
        <message>
            <source>{n} columns</source>
            <translation>{n} colonnes</translation>
        </message>
        <message>
            <source>size k</source>
            <translation>taille k</translation>
        </message>
        <message>
            <source>above</source>
            <translation>plus de</translation>
        </message>
        <message>
            <source>below</source>
            <translation>sous</translation>
        </message>
        <message>
            <source>type a number, e.g. {example}</source>
            <translation>saisissez un nombre, par ex. {example}</translation>
        </message>
        <message>
            <source>{column}: {cells}</source>
            <translation>{column} : {cells}</translation>
        </message>
        <message>
            <source>{column}: {problem}</source>
            <translation>{column} : {problem}</translation>
        </message>
        <message>
            <source>distinct</source>
            <translation>distincte</translation>
        </message>
        <message>
            <source>entropy</source>
            <translation>entropie</translation>
        </message>
        <message>
            <source>recursive (c, l)</source>
            <translation>récursive (c, l)</translation>
        </message>
        <message>
            <source>Mondrian (fast, many quasi-identifiers)</source>
            <translation>Mondrian (rapide, nombreux quasi-identifiants)</translation>
        </message>
        <message>
            <source>Optimal full-domain generalization (few quasi-identifiers)</source>
            <translation>Généralisation optimale globale (peu de quasi-identifiants)</translation>
        </message>
        <message>
            <source>Automatic (lattice when small enough)</source>
            <translation>Automatique (treillis si assez petit)</translation>
        </message>
        <message>
            <source>removed from the release</source>
            <translation>retirés de la publication</translation>
        </message>
        <message>
            <source>kept with every QI “*”</source>
            <translation>conservés, tous les QI à « * »</translation>
        </message>
        <message>
            <source>Each class (records that look alike) holds at least k records
Details: privacy_model.k</source>
            <translation>Chaque classe (enregistrements qui se ressemblent) contient au moins k enregistrements
Détails : privacy_model.k</translation>
        </message>
        <message>
            <source>Each class holds at least l different values of the sensitive column (2 once a column is sensitive; 1 turns this check off)
Details: privacy_model.l</source>
            <translation>Chaque classe contient au moins l valeurs différentes de la colonne sensible (2 dès qu'une colonne est sensible ; 1 désactive ce contrôle)
Détails : privacy_model.l</translation>
        </message>
        <message>
            <source>How l-diversity counts different values
Details: privacy_model.l_kind</source>
            <translation>Comment la l-diversité compte les valeurs différentes
Détails : privacy_model.l_kind</translation>
        </message>
        <message>
            <source>The most common value may not dominate a group
Details: privacy_model.c: r₁ &lt; c (r_l + … + r_m) in every class</source>
            <translation>La valeur la plus fréquente ne doit pas dominer un groupe
Détails : privacy_model.c : r₁ &lt; c (r_l + … + r_m) dans chaque classe</translation>
        </message>
        <message>
            <source>t-closeness</source>
            <translation>t-proximité</translation>
        </message>
        <message>
            <source>How far a group's values may be from the whole file's values
Details: privacy_model.t, the largest EMD of a class from the whole table</source>
            <translation>Jusqu'où les valeurs d'un groupe peuvent s'écarter de celles de tout le fichier
Détails : privacy_model.t, la plus grande EMD d'une classe par rapport à toute la table</translation>
        </message>
        <message>
            <source>The largest share of records that may be left out to reach k (optimal search only)
Details: privacy_model.max_suppression</source>
            <translation>La plus grande part d'enregistrements qui peut être écartée pour atteindre k (recherche optimale seulement)
Détails : privacy_model.max_suppression</translation>
        </message>
        <message>
            <source>How the groups are formed
Details: privacy_model.algorithm</source>
            <translation>Comment les groupes sont formés
Détails : privacy_model.algorithm</translation>
        </message>
        <message>
            <source>What happens to the records left out; the manifest says how many
Details: privacy_model.suppressed</source>
            <translation>Ce que deviennent les enregistrements écartés ; le manifeste en donne le nombre
Détails : privacy_model.suppressed</translation>
        </message>
        <message>
            <source>Suppress single values instead (fewest values, least important first)</source>
            <translation>Supprimer plutôt des valeurs isolées (le moins de valeurs possible, les moins importantes d'abord)</translation>
        </message>
        <message>
            <source>Records left out keep their values except a few set to '*', until each matches k records ('*' matches any value)
Details: privacy_model.local_suppression</source>
            <translation>Les enregistrements écartés gardent leurs valeurs, sauf quelques-unes remplacées par '*', jusqu'à ce que chacun corresponde à k enregistrements ('*' correspond à n'importe quelle valeur)
Détails : suppression locale, privacy_model.local_suppression</translation>
        </message>
        <message>
            <source>Drag to order: the leftmost column is kept longest, the rightmost suppressed first
Details: privacy_model.importance</source>
            <translation>Faites glisser pour ordonner : la colonne la plus à gauche est gardée le plus longtemps, celle la plus à droite est supprimée en premier
Détails : suppression, privacy_model.importance</translation>
        </message>
        <message>
            <source>The risk above which a record counts as at risk
Details: audit.threshold τ</source>
            <translation>Le seuil de risque au-delà duquel un enregistrement est considéré comme à risque
Détails : audit.threshold τ</translation>
        </message>
        <message>
            <source>A file with names that an attacker could link to the release (voters, …)
Details: audit.external.path</source>
            <translation>Un fichier nominatif qu'un attaquant pourrait coupler avec la publication (électeurs, …)
Détails : audit.external.path</translation>
        </message>
        <message>
            <source>sex=sex, birth_date=dob</source>
            <translation>sex=sex, birth_date=dob</translation>
        </message>
        <message>
            <source>Which column of that file matches each quasi-identifier: quasi-identifier=external column, …
Details: audit.external.link_on</source>
            <translation>La colonne de ce fichier qui correspond à chaque quasi-identifiant : quasi-identifiant=colonne externe, …
Détails : audit.external.link_on</translation>
        </message>
        <message>
            <source>Train a classifier on the release and on the raw data (70 %), test both on raw held-out rows (30 %)
Details: audit.classifier_target</source>
            <translation>Entraîner un classifieur sur les données publiées et sur les données brutes (70 %), puis tester les deux sur des lignes brutes réservées (30 %)
Détails : audit.classifier_target</translation>
        </message>
        <message>
            <source>Never a value read from the data
Details: generalization.&lt;column&gt;</source>
            <translation>Jamais une valeur lue dans les données
Détails : généralisation, generalization.&lt;colonne&gt;</translation>
        </message>
        <message>
            <source>Privacy model (syntactic: no formal guarantee)</source>
            <translation>Modèle de confidentialité (syntaxique : aucune garantie formelle)</translation>
        </message>
        <message>
            <source>Smallest class size k:</source>
            <translation>Taille minimale de classe k :</translation>
        </message>
        <message>
            <source>Diversity l, kind, c:</source>
            <translation>Diversité l, type, c :</translation>
        </message>
        <message>
            <source>Closeness:</source>
            <translation>Proximité :</translation>
        </message>
        <message>
            <source>Algorithm:</source>
            <translation>Algorithme :</translation>
        </message>
        <message>
            <source>Mondrian releases:</source>
            <translation>Publié par Mondrian :</translation>
        </message>
        <message>
            <source>Suppression budget:</source>
            <translation>Budget de suppression :</translation>
        </message>
        <message>
            <source>Suppressed records are:</source>
            <translation>Enregistrements supprimés :</translation>
        </message>
        <message>
            <source>Keep longest (drag):</source>
            <translation>Garder le plus longtemps (glisser) :</translation>
        </message>
        <message>
            <source>Audit: risk and the linkage attack</source>
            <translation>Audit : risque et attaque par couplage</translation>
        </message>
        <message>
            <source>Risk threshold τ:</source>
            <translation>Seuil de risque τ :</translation>
        </message>
        <message>
            <source>Identified file to link:</source>
            <translation>Fichier nominatif à coupler :</translation>
        </message>
        <message>
            <source>Link on:</source>
            <translation>Coupler sur :</translation>
        </message>
        <message>
            <source>Classifier utility, target:</source>
            <translation>Utilité du classifieur, cible :</translation>
        </message>
        <message>
            <source>Identified file to link against</source>
            <translation>Fichier nominatif avec lequel coupler</translation>
        </message>
        <message>
            <source>{l} entropy-diverse sensitive values</source>
            <translation>valeurs sensibles {l}-diverses (entropie)</translation>
        </message>
        <message>
            <source>{l} recursive-diverse sensitive values</source>
            <translation>valeurs sensibles {l}-diverses (récursive)</translation>
        </message>
        <message>
            <source>{model}. Syntactic protection: no formal guarantee.</source>
            <translation>{model}. Protection syntaxique : aucune garantie formelle.</translation>
        </message>
        <message>
            <source>Link on: name at least one shared column</source>
            <translation>Coupler sur : indiquez au moins une colonne commune</translation>
        </message>
        <message>
            <source>Classes of ≥ {k} records</source>
            <translation>Classes de ≥ {k} enregistrements</translation>
        </message>
        <message>
            <source>l-diversity and t-closeness protect a sensitive column: choose one in step 2, or set l = 1 and untick t-closeness</source>
            <translation>la l-diversité et la t-proximité protègent une colonne sensible : choisissez-en une à l'étape 2, ou mettez l = 1 et décochez la t-proximité</translation>
        </message>
        <message>
            <source>distance ≤ {t} from the whole file's values</source>
            <translation>distance ≤ {t} par rapport aux valeurs de tout le fichier</translation>
        </message>
        <message>
            <source>; </source>
            <translation> ; </translation>
        </message>
        <message>
            <source>Identified file to link: {file} does not exist</source>
            <translation>Fichier nominatif à coupler : {file} n'existe pas</translation>
        </message>
        <message>
            <source>{l} distinct-diverse sensitive values</source>
            <translation>valeurs sensibles {l}-diverses (distinctes)</translation>
        </message>
        <message>
            <source>Link on: {part} is not quasi-identifier=external column</source>
            <translation>Coupler sur : {part} n'est pas de la forme quasi-identifiant=colonne externe</translation>
        </message>
        <message>
            <source>risk that a record is re-identified (%)</source>
            <translation>risque qu'un enregistrement soit réidentifié (%)</translation>
        </message>
        <message>
            <source>information loss</source>
            <translation>perte d'information</translation>
        </message>
        <message>
            <source>Re-identification risk per record (prosecutor), raw vs released</source>
            <translation>Risque de réidentification par enregistrement (procureur), brut vs publié</translation>
        </message>
        <message>
            <source>Re-identification risk per record</source>
            <translation>Risque de réidentification</translation>
        </message>
        <message>
            <source>records</source>
            <translation>enregistrements</translation>
        </message>
        <message>
            <source>Equivalence-class sizes, raw vs released</source>
            <translation>Tailles des classes d'équivalence, brut vs publié</translation>
        </message>
        <message>
            <source>Equivalence-class sizes</source>
            <translation>Tailles des classes</translation>
        </message>
        <message>
            <source>classes</source>
            <translation>classes</translation>
        </message>
        <message>
            <source>Information loss per quasi-identifier (0 raw, 1 all '*')</source>
            <translation>Perte d'information par quasi-identifiant (0 brut, 1 tout « * »)</translation>
        </message>
        <message>
            <source>Information loss per quasi-identifier</source>
            <translation>Perte d'information par quasi-identifiant</translation>
        </message>
        <message>
            <source>Mask the direct identifiers (fresh key), generalize the quasi-identifiers until the privacy model holds, and run the risk and linkage audits. Cancel keeps nothing.</source>
            <translation>Masquer les identifiants directs (clé neuve), généraliser les quasi-identifiants jusqu'à ce que le modèle de confidentialité soit respecté, puis lancer les audits de risque et de couplage. Annuler ne conserve rien.</translation>
        </message>
        <message>
            <source>Columns:</source>
            <translation>Colonnes :</translation>
        </message>
        <message>
            <source>Method:</source>
            <translation>Méthode :</translation>
        </message>
        <message>
            <source>Protection:</source>
            <translation>Protection :</translation>
        </message>
        <message>
            <source>Syntactic protection, no formal guarantee (no protection against other background knowledge); the audit measures the risk before and after.</source>
            <translation>Protection syntaxique, sans garantie formelle (aucune protection contre d'autres connaissances annexes) ; l'audit mesure le risque avant et après.</translation>
        </message>
        <message>
            <source>No audit.</source>
            <translation>Aucun audit.</translation>
        </message>
        <message>
            <source>entropy l = {l}</source>
            <translation>l d'entropie = {l}</translation>
        </message>
        <message>
            <source>recursive (c = {c}) l = {l}</source>
            <translation>l récursive (c = {c}) = {l}</translation>
        </message>
        <message>
            <source>Load a table and choose the columns first.</source>
            <translation>Chargez d'abord une table et choisissez les colonnes.</translation>
        </message>
        <message>
            <source>Audits: uniques, prosecutor / journalist / marketer risk, homogeneity, linkage against the input itself, information loss.</source>
            <translation>Audits : uniques, risque procureur / journaliste / prospecteur, homogénéité, couplage avec l'entrée elle-même, perte d'information.</translation>
        </message>
        <message>
            <source>{records} records; identifiers: {identifiers}; quasi-identifiers: {qis}; sensitive: {sensitive}</source>
            <translation>{records} enregistrements ; identifiants : {identifiers} ; quasi-identifiants : {qis} ; sensibles : {sensitive}</translation>
        </message>
        <message>
            <source>Automatic generalization to k = {k}</source>
            <translation>Généralisation automatique jusqu'à k = {k}</translation>
        </message>
        <message>
            <source>Audits: uniques, prosecutor / journalist / marketer risk, homogeneity, linkage against {file}, information loss.</source>
            <translation>Audits : uniques, risque procureur / journaliste / prospecteur, homogénéité, couplage avec {file}, perte d'information.</translation>
        </message>
        <message>
            <source>distinct l = {l}</source>
            <translation>l distinct = {l}</translation>
        </message>
        <message>
            <source>Mondrian generalization to k = {k}</source>
            <translation>Généralisation Mondrian jusqu'à k = {k}</translation>
        </message>
        <message>
            <source>Optimal full-domain generalization to k = {k}</source>
            <translation>Généralisation optimale globale jusqu'à k = {k}</translation>
        </message>
        <message>
            <source>Why the order matters: t-closeness bounds how far each class's distribution of this column is from the whole table's. With an order, a class whose values are neighbours (low, medium) is closer than one spread to the extremes (low, high). Without one, any two different values are equally far apart, which cannot tell those classes apart.</source>
            <translation>Pourquoi l'ordre compte : la t-proximité limite l'écart entre la distribution de cette colonne dans chaque classe et celle de toute la table. Avec un ordre, une classe dont les valeurs sont voisines (faible, moyen) est plus proche qu'une classe étalée aux extrêmes (faible, élevé). Sans ordre, deux valeurs différentes sont toujours à la même distance, ce qui ne permet pas de distinguer ces classes.</translation>
        </message>
        <message>
            <source>Details: columns.sensitive_order.{column}; the distance is the EMD (ordered, or equal-distance).</source>
            <translation>Détails : columns.sensitive_order.{column} ; la distance est l'EMD (ordonnée, ou à distances égales).</translation>
        </message>
        <message>
            <source>Unordered (any two different values are equally far apart)</source>
            <translation>Non ordonnée (deux valeurs différentes sont toujours à la même distance)</translation>
        </message>
        <message>
            <source>Ordered values, lowest first…</source>
            <translation>Valeurs ordonnées, la plus basse d'abord…</translation>
        </message>
        <message>
            <source>Its values in order, lowest first.</source>
            <translation>Ses valeurs dans l'ordre, de la plus basse à la plus haute.</translation>
        </message>
        <message>
            <source>Ordered for t-closeness: {orders}.</source>
            <translation>Ordre pour la t-proximité : {orders}.</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>Monter</translation>
        </message>
        <message>
            <source>Move the selected value one place lower in the order</source>
            <translation>Descendre la valeur choisie d'un rang dans l'ordre (vers la plus basse)</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>Descendre</translation>
        </message>
        <message>
            <source>Move the selected value one place higher in the order</source>
            <translation>Monter la valeur choisie d'un rang dans l'ordre (vers la plus haute)</translation>
        </message>
        <message>
            <source>Lowest value</source>
            <translation>Valeur la plus basse</translation>
        </message>
        <message>
            <source>Highest value</source>
            <translation>Valeur la plus haute</translation>
        </message>
        <message>
            <source>Declared order: {values}</source>
            <translation>Ordre déclaré : {values}</translation>
        </message>
        <message>
            <source>Order of the values of {column}</source>
            <translation>Ordre des valeurs de {column}</translation>
        </message>
        <message>
            <source>Put the values of {column} in order, lowest first: select one and move it with Up and Down, or drag it.</source>
            <translation>Rangez les valeurs de {column} dans l'ordre, la plus basse en premier : sélectionnez-en une et déplacez-la avec Monter et Descendre, ou faites-la glisser.</translation>
        </message>
        <message>
            <source>Direct identifier (masked)</source>
            <translation>Identifiant direct (masqué)</translation>
        </message>
        <message>
            <source>Quasi-identifier (generalized)</source>
            <translation>Quasi-identifiant (généralisé)</translation>
        </message>
        <message>
            <source>Sensitive (kept, protected by l / t)</source>
            <translation>Sensible (conservé, protégé par l / t)</translation>
        </message>
        <message>
            <source>Keep unchanged</source>
            <translation>Conserver tel quel</translation>
        </message>
        <message>
            <source>Sampling weight</source>
            <translation>Poids de sondage</translation>
        </message>
        <message>
            <source>Household id</source>
            <translation>Identifiant du ménage</translation>
        </message>
        <message>
            <source>Stratum</source>
            <translation>Strate</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation>Grappe</translation>
        </message>
        <message>
            <source>Keyed pseudonym (one code per person)</source>
            <translation>Pseudonyme à clé (un code par personne)</translation>
        </message>
        <message>
            <source>Redact ([REDACTED])</source>
            <translation>Caviarder ([REDACTED])</translation>
        </message>
        <message>
            <source>Mask e-mails (a***@domain)</source>
            <translation>Masquer les e-mails (a***@domaine)</translation>
        </message>
        <message>
            <source>Mask phone digits but the last 2</source>
            <translation>Masquer le tél. sauf les 2 derniers</translation>
        </message>
        <message>
            <source>Mask ID numbers but the last 4</source>
            <translation>Masquer l'ID sauf les 4 derniers</translation>
        </message>
        <message>
            <source>Names: first and last letter</source>
            <translation>Noms : première et dernière lettre</translation>
        </message>
        <message>
            <source>My own pattern (below)</source>
            <translation>Mon propre motif (ci-dessous)</translation>
        </message>
        <message>
            <source>Codebook 1…u, random order</source>
            <translation>Codage 1…u, ordre aléatoire</translation>
        </message>
        <message>
            <source>Codebook 1…u, sorted (leaks ranks)</source>
            <translation>Codage 1…u, trié (révèle les rangs)</translation>
        </message>
        <message>
            <source>Codebook from a file (value, code)…</source>
            <translation>Codage d'un fichier (valeur, code)…</translation>
        </message>
        <message>
            <source>Codebook 1…u, random, saved to a file…</source>
            <translation>Codage 1…u aléatoire, enregistré dans un fichier…</translation>
        </message>
        <message>
            <source>Drop the column</source>
            <translation>Retirer la colonne</translation>
        </message>
        <message>
            <source>Automatic by type</source>
            <translation>Automatique selon le type</translation>
        </message>
        <message>
            <source>Number intervals</source>
            <translation>Intervalles numériques</translation>
        </message>
        <message>
            <source>Dates: month, year, decade</source>
            <translation>Dates : mois, année, décennie</translation>
        </message>
        <message>
            <source>Code prefixes (0101 → 010*)</source>
            <translation>Préfixes de code (0101 → 010*)</translation>
        </message>
        <message>
            <source>Categories (value or *)</source>
            <translation>Catégories (valeur ou *)</translation>
        </message>
        <message>
            <source>Hierarchy file (ARX CSV)…</source>
            <translation>Fichier de hiérarchie (CSV ARX)…</translation>
        </message>
        <message>
            <source>Hierarchy for {column} (one row per value, one column per level)</source>
            <translation>Hiérarchie pour {column} (une ligne par valeur, une colonne par niveau)</translation>
        </message>
        <message>
            <source>Codebook for {column} (value, code)</source>
            <translation>Codage pour {column} (valeur, code)</translation>
        </message>
        <message>
            <source>Masking / generalization</source>
            <translation>Masquage / généralisation</translation>
        </message>
        <message>
            <source>Looks like</source>
            <translation>Ressemble à</translation>
        </message>
        <message>
            <source>{identifiers} direct identifier(s) masked, {qis} quasi-identifier(s) generalized, {sensitive} sensitive, {dropped} dropped. Kept unchanged: {kept}.</source>
            <translation>Identifiants directs masqués : {identifiers} ; quasi-identifiants généralisés : {qis} ; sensibles : {sensitive} ; retirées : {dropped}. Colonnes conservées telles quelles : {kept}.</translation>
        </message>
        <message>
            <source>Survey design: {roles}.</source>
            <translation>Plan de sondage de l'enquête : {roles}.</translation>
        </message>
        <message>
            <source>Each column's role. Columns in no role are kept unchanged. Identifier-like columns are suggested as direct identifiers.
Details: columns.*</source>
            <translation>Le rôle de chaque colonne. Les colonnes sans rôle sont conservées telles quelles. Les colonnes qui ressemblent à des identifiants sont proposées comme identifiants directs.
Détails : columns.*</translation>
        </message>
        <message>
            <source>a regular expression, e.g. HH\d+</source>
            <translation>une expression régulière, par ex. HH\d+</translation>
        </message>
        <message>
            <source>Every match is replaced
Details: masking.&lt;column&gt;.custom</source>
            <translation>Chaque correspondance est remplacée
Détails : masking.&lt;colonne&gt;.custom</translation>
        </message>
        <message>
            <source>What replaces each match
Details: masking.&lt;column&gt;.replacement</source>
            <translation>Ce qui remplace chaque correspondance
Détails : masking.&lt;colonne&gt;.replacement</translation>
        </message>
        <message>
            <source>Stable pseudonyms: create a key file…</source>
            <translation>Pseudonymes stables : créer un fichier de clé…</translation>
        </message>
        <message>
            <source>My own mask (for columns set to “My own pattern”)</source>
            <translation>Mon propre masque (pour les colonnes réglées sur « Mon propre motif »)</translation>
        </message>
        <message>
            <source>How {column} is hidden
Details: masking.{column}.method (and pattern / order); pseudonyms are HMAC-SHA256 codes</source>
            <translation>Comment {column} est masquée
Détails : masking.{column}.method (et pattern / order) ; les pseudonymes sont des codes HMAC-SHA256</translation>
        </message>
        <message>
            <source>Create a codebook file?</source>
            <translation>Créer un fichier de codage ?</translation>
        </message>
        <message>
            <source>Codebook file</source>
            <translation>Fichier de codage</translation>
        </message>
        <message>
            <source>CSV (*.csv);;All files (*)</source>
            <translation>CSV (*.csv);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Create a key file?</source>
            <translation>Créer un fichier de clé ?</translation>
        </message>
        <message>
            <source>Key file</source>
            <translation>Fichier de clé</translation>
        </message>
        <message>
            <source>How {column} is coarsened
Details: generalization.{column}.type (absent: automatic by type)</source>
            <translation>Comment {column} est rendue plus grossière
Détails : généralisation, generalization.{column}.type (absent : automatique selon le type)</translation>
        </message>
        <message>
            <source>Pseudonyms use a fresh key per release (discarded): not linkable.</source>
            <translation>Les pseudonymes utilisent une clé neuve par publication (détruite) : aucun couplage entre publications.</translation>
        </message>
        <message>
            <source>Your key file (only on request: {warning})
Details: masking.&lt;column&gt;.key_file</source>
            <translation>Votre fichier de clé (uniquement sur demande : {warning})
Détails : masking.&lt;colonne&gt;.key_file</translation>
        </message>
        <message>
            <source>Cannot create the codebook file</source>
            <translation>Impossible de créer le fichier de codage</translation>
        </message>
        <message>
            <source>Preview on {column}: {values}</source>
            <translation>Aperçu sur {column} : {values}</translation>
        </message>
        <message>
            <source>Cannot create the key file</source>
            <translation>Impossible de créer le fichier de clé</translation>
        </message>
        <message>
            <source>Pseudonyms use the key file {file}: linkable across releases.</source>
            <translation>Les pseudonymes utilisent le fichier de clé {file} : les publications peuvent être couplées entre elles.</translation>
        </message>
        <message>
            <source>The role of {column}
Details: columns.&lt;role&gt;</source>
            <translation>Le rôle de {column}
Détails : columns.&lt;rôle&gt;</translation>
        </message>
        <message>
            <source>choose the file for column {column}</source>
            <translation>choisissez le fichier de la colonne {column}</translation>
        </message>
        <message>
            <source>put the values of column {column} in order, or choose Unordered</source>
            <translation>rangez les valeurs de la colonne {column} dans l'ordre, ou choisissez Sans ordre</translation>
        </message>
        <message>
            <source>Pattern error: {error}</source>
            <translation>Erreur dans le motif : {error}</translation>
        </message>
        <message>
            <source>Privatize first (step 4).</source>
            <translation>Lancez d'abord la protection (étape 4).</translation>
        </message>
        <message>
            <source>Privatize first (step 4). The guarantee, the matrices and the audits of the release appear here.</source>
            <translation>Lancez d'abord la protection (étape 4). La garantie, les matrices et les audits de la publication s'afficheront ici.</translation>
        </message>
        <message>
            <source>The policy audits (epidemic alerts, displacement, membership inference) were turned off for this release. Turn them on in the Choose task step and privatize again to see them.</source>
            <translation>Les audits de politiques (alertes épidémiques, déplacements, inférence d'appartenance) étaient désactivés pour cette publication. Activez-les à l'étape Choisir la tâche et relancez la protection pour les voir.</translation>
        </message>
        <message>
            <source>Empirical attack: an AUC near 0.5 shows that this attack failed on these targets, not that no attack can succeed; the ε guarantee is the proven bound.</source>
            <translation>Attaque empirique : une AUC proche de 0,5 montre que cette attaque a échoué sur ces cibles, non qu'aucune attaque ne peut réussir ; la garantie ε est la borne prouvée.</translation>
        </message>
        <message>
            <source>unbounded</source>
            <translation>non borné</translation>
        </message>
        <message>
            <source>proven</source>
            <translation>prouvé</translation>
        </message>
        <message>
            <source>Proven: holds for every possible input, by the mechanism's construction.</source>
            <translation>Prouvé : vaut pour toute entrée possible, par construction du mécanisme.</translation>
        </message>
        <message>
            <source>measured</source>
            <translation>mesuré</translation>
        </message>
        <message>
            <source>Measured on this release against the raw counts: what this one draw of noise did, not a guarantee (another release would differ).</source>
            <translation>Mesuré sur cette publication par rapport aux effectifs bruts : l'effet de ce tirage de bruit, pas une garantie (une autre publication différerait).</translation>
        </message>
        <message>
            <source>simulation</source>
            <translation>simulation</translation>
        </message>
        <message>
            <source>Policy simulation run on the raw and on the released matrices; the difference is the release's effect on the decision.</source>
            <translation>Simulation de politique menée sur les matrices brutes et sur les matrices publiées ; l'écart est l'effet de la publication sur la décision.</translation>
        </message>
        <message>
            <source>attack result</source>
            <translation>résultat d'attaque</translation>
        </message>
        <message>
            <source>“Use this ε” sets ε (rounded up, so the promise still holds).</source>
            <translation>« Utiliser cet ε » règle ε (arrondi au-dessus, pour que la promesse tienne toujours).</translation>
        </message>
        <message>
            <source>Use this ε</source>
            <translation>Utiliser cet ε</translation>
        </message>
        <message>
            <source>α: the most trips a released cell may be off by (cells released, not suppressed, in both the raw and the private matrix). A whole number, 0 or more.</source>
            <translation>α : l'écart maximal, en trajets, admis pour une cellule publiée (cellules publiées, non supprimées, dans la matrice brute comme dans la matrice privée). Un nombre entier, 0 ou plus.</translation>
        </message>
        <message>
            <source>How sure you need to be, 1 − β: the share of cells that must be within α trips. Strictly between 0 and 100 %.</source>
            <translation>Le degré de certitude voulu, 1 − β : la part des cellules qui doivent rester à α trajets ou moins. Strictement entre 0 et 100 %.</translation>
        </message>
        <message>
            <source>α: the most trips the change of a cell from one day to the next may be off by (to detect day-to-day changes). A whole number, 0 or more.</source>
            <translation>α : l'écart maximal, en trajets, admis pour la variation d'une cellule d'un jour au suivant (pour détecter les changements au jour le jour). Un nombre entier, 0 ou plus.</translation>
        </message>
        <message>
            <source>How sure you need to be, 1 − β: the share of day-to-day changes that must be within α trips. Strictly between 0 and 100 %.</source>
            <translation>Le degré de certitude voulu, 1 − β : la part des variations d'un jour à l'autre qui doivent rester à α trajets ou moins. Strictement entre 0 et 100 %.</translation>
        </message>
        <message>
            <source>α: the typical error (noise standard deviation) you can accept in each cell, in trips. Greater than 0.</source>
            <translation>α : l'erreur type (écart-type du bruit) acceptable dans chaque cellule, en trajets. Supérieure à 0.</translation>
        </message>
        <message>
            <source>s: the threshold your organisation already uses for raw counts (counts below s are withheld; e.g. 15 for US CDC cancer statistics, 10 for California's education statistics). A whole number, 0 or more.</source>
            <translation>s : le seuil que votre organisation applique déjà aux effectifs bruts (les effectifs inférieurs à s ne sont pas diffusés ; par ex. 15 pour les statistiques du cancer des CDC américains, 10 pour les statistiques scolaires de Californie). Un nombre entier, 0 ou plus.</translation>
        </message>
        <message>
            <source>Use lower τ</source>
            <translation>Utiliser τ inférieur</translation>
        </message>
        <message>
            <source>Suppress fewer cells: more counts reach the program; privacy comes from the noise.</source>
            <translation>Supprimer moins de cellules : davantage d'effectifs parviennent au programme ; la confidentialité vient du bruit.</translation>
        </message>
        <message>
            <source>Use upper τ</source>
            <translation>Utiliser τ supérieur</translation>
        </message>
        <message>
            <source>Suppress more cells: small groups are less likely to show up because of the noise.</source>
            <translation>Supprimer plus de cellules : les petits groupes risquent moins d'apparaître à cause du bruit.</translation>
        </message>
        <message>
            <source>α: an error in trips, to see how often cells and day-to-day changes are off by more than that at the current ε and T. A whole number, 0 or more.</source>
            <translation>α : une erreur en trajets, pour voir à quelle fréquence les cellules et les variations d'un jour à l'autre s'en écartent davantage aux ε et T actuels. Un nombre entier, 0 ou plus.</translation>
        </message>
        <message>
            <source>Each calculator uses the privacy level chosen above (trip level, T = 1) and updates as you type.</source>
            <translation>Chaque calculateur utilise le niveau de confidentialité choisi plus haut (niveau trajet, T = 1) et se met à jour pendant la saisie.</translation>
        </message>
        <message>
            <source>0 (τ cannot be negative)</source>
            <translation>0 (τ ne peut pas être négatif)</translation>
        </message>
        <message>
            <source>trips</source>
            <translation>trajets</translation>
        </message>
        <message>
            <source>ε for an error bound</source>
            <translation>ε pour une borne d'erreur</translation>
        </message>
        <message>
            <source>ε for day-to-day change</source>
            <translation>ε pour les variations journalières</translation>
        </message>
        <message>
            <source>ε for a typical error</source>
            <translation>ε pour une erreur type</translation>
        </message>
        <message>
            <source>Threshold from a standard</source>
            <translation>Seuil d'après une norme</translation>
        </message>
        <message>
            <source>At the current setting</source>
            <translation>Au réglage actuel</translation>
        </message>
        <message>
            <source>Exact for the released (rounded) counts. The published formula ignores rounding and gives {paper}: at that ε changes err more often than asked.</source>
            <translation>Exact pour les effectifs publiés (arrondis). La formule publiée ignore l'arrondi et donne {paper} : à cet ε, les variations s'écartent plus souvent que demandé.</translation>
        </message>
        <message>
            <source>Needs ε ≥ {needed} per day.</source>
            <translation>Nécessite ε ≥ {needed} par jour.</translation>
        </message>
        <message>
            <source>Each calculator uses the privacy level chosen above (individual level, T = {T}) and updates as you type.</source>
            <translation>Chaque calculateur utilise le niveau de confidentialité choisi plus haut (niveau individuel, T = {T}) et se met à jour pendant la saisie.</translation>
        </message>
        <message>
            <source>Set ε to {epsilon} (this result, rounded up).</source>
            <translation>Régler ε sur {epsilon} (ce résultat, arrondi au-dessus).</translation>
        </message>
        <message>
            <source>τ from {low} to {high} trips (s ± √2·T/ε) suppresses about as much as the standard {s} did: whole τ from {lower} to {upper}. Lower suppresses fewer cells; upper makes small groups less likely to appear through the noise.</source>
            <translation>Un τ de {low} à {high} trajets (s ± √2·T/ε) supprime à peu près autant que la norme {s} : τ entier de {lower} à {upper}. La borne inférieure supprime moins de cellules ; la borne supérieure rend moins probable l'apparition de petits groupes à cause du bruit.</translation>
        </message>
        <message>
            <source>Use τ = {tau}</source>
            <translation>Utiliser τ = {tau}</translation>
        </message>
        <message>
            <source>At ε = {epsilon}, T = {T}: a released cell is off by more than {alpha} trips with probability {cell}; the change of a cell between two days with probability {change}.</source>
            <translation>À ε = {epsilon}, T = {T} : une cellule publiée s'écarte de plus de {alpha} trajets avec une probabilité de {cell} ; la variation d'une cellule entre deux jours, avec une probabilité de {change}.</translation>
        </message>
        <message>
            <source>Cells off by at most</source>
            <translation>Écart des cellules d'au plus</translation>
        </message>
        <message>
            <source>with probability</source>
            <translation>avec une probabilité de</translation>
        </message>
        <message>
            <source>Changes off by at most</source>
            <translation>Écart des variations d'au plus</translation>
        </message>
        <message>
            <source>Cells typically off by</source>
            <translation>Écart typique des cellules</translation>
        </message>
        <message>
            <source>Existing standard s</source>
            <translation>Norme existante s</translation>
        </message>
        <message>
            <source>Errors above</source>
            <translation>Erreurs de plus de</translation>
        </message>
        <message>
            <source>That is above the largest ε this page accepts ({largest}).</source>
            <translation>C'est plus que le plus grand ε accepté par cette page ({largest}).</translation>
        </message>
        <message>
            <source>Your ε = {epsilon} meets it.</source>
            <translation>Votre ε = {epsilon} y satisfait.</translation>
        </message>
        <message>
            <source>Your ε = {epsilon} is below it.</source>
            <translation>Votre ε = {epsilon} est insuffisant.</translation>
        </message>
        <message>
            <source>Subscriber id</source>
            <translation>Identifiant d'abonné</translation>
        </message>
        <message>
            <source>Who travelled (any id, never released).</source>
            <translation>Qui s'est déplacé (tout identifiant, jamais publié).</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>Jour</translation>
        </message>
        <message>
            <source>The day of the trip, e.g. 2024-03-01.</source>
            <translation>Le jour du trajet, par ex. 2024-03-01.</translation>
        </message>
        <message>
            <source>Origin region</source>
            <translation>Région d'origine</translation>
        </message>
        <message>
            <source>Where the trip started.</source>
            <translation>Où le trajet a commencé.</translation>
        </message>
        <message>
            <source>Destination region</source>
            <translation>Région de destination</translation>
        </message>
        <message>
            <source>Where the trip ended.</source>
            <translation>Où le trajet s'est terminé.</translation>
        </message>
        <message>
            <source>Columns — which column holds what</source>
            <translation>Colonnes — quelle colonne contient quoi</translation>
        </message>
        <message>
            <source>When the date and the time of day are in separate columns, the column with the date; the Time column then holds the time of day.
Details: project key columns.date</source>
            <translation>Quand la date et l'heure sont dans des colonnes distinctes, la colonne de la date ; la colonne Heure contient alors l'heure du jour.
Détails : clé du projet columns.date</translation>
        </message>
        <message>
            <source>Date and time</source>
            <translation>Date et heure</translation>
        </message>
        <message>
            <source>Unix epoch seconds</source>
            <translation>Secondes depuis 1970 (Unix)</translation>
        </message>
        <message>
            <source>Date and time (e.g. 2024-03-01 14:05:00, optionally with a UTC offset like +01:00), or "epoch_seconds": whole seconds since 1970-01-01 UTC such as 1700000000 (needs the time zone).
Details: project key columns.time_format</source>
            <translation>Date et heure (par ex. 2024-03-01 14:05:00, éventuellement avec un décalage UTC comme +01:00), ou « epoch_seconds » : secondes entières depuis le 1970-01-01 UTC, comme 1700000000 (fuseau horaire requis).
Détails : clé du projet columns.time_format</translation>
        </message>
        <message>
            <source>(times are local, as written)</source>
            <translation>(heures locales, telles qu'écrites)</translation>
        </message>
        <message>
            <source>The local time zone of the country (e.g. Africa/Lome). Times with a UTC offset and epoch seconds are converted to it, so days and nights are local; times without an offset are taken as local already.
Details: project key columns.timezone</source>
            <translation>Le fuseau horaire local du pays (par ex. Africa/Lome). Les heures avec décalage UTC et les secondes Unix y sont converties, pour que jours et nuits soient locaux ; les heures sans décalage sont considérées comme déjà locales.
Détails : clé du projet columns.timezone</translation>
        </message>
        <message>
            <source>Date (if separate):</source>
            <translation>Date (si à part) :</translation>
        </message>
        <message>
            <source>Time format:</source>
            <translation>Format de l'heure :</translation>
        </message>
        <message>
            <source>Time zone:</source>
            <translation>Fuseau horaire :</translation>
        </message>
        <message>
            <source>(none: the time column has the date)</source>
            <translation>(aucune : l'heure inclut la date)</translation>
        </message>
        <message>
            <source>Who made the call or used data (any id, never released).</source>
            <translation>Qui a appelé ou utilisé des données (tout identifiant, jamais publié).</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Heure</translation>
        </message>
        <message>
            <source>Date and time of the record, e.g. 2024-03-01 14:05:00 (the time of day when the date has its own column; seconds since 1970 for epoch seconds).</source>
            <translation>Date et heure du relevé, par ex. 2024-03-01 14:05:00 (l'heure seule quand la date a sa propre colonne ; les secondes depuis 1970 pour le format Unix).</translation>
        </message>
        <message>
            <source>Tower</source>
            <translation>Antenne</translation>
        </message>
        <message>
            <source>The cell tower (or region) of the record; looked up in the tower table.</source>
            <translation>L'antenne (ou la région) du relevé ; recherchée dans la table des antennes.</translation>
        </message>
        <message>
            <source>{label}:</source>
            <translation>{label} :</translation>
        </message>
        <message>
            <source>Private O-D matrices (one row per day and pair of regions: day, origin, destination, count, suppressed)</source>
            <translation>Matrices O-D privées (une ligne par jour et paire de régions : day, origin, destination, count, suppressed)</translation>
        </message>
        <message>
            <source>Every off-diagonal cell of every day is written, zeros included, so a missing row can never be mistaken for a zero. “suppressed” marks counts set to 0 because they fell below the threshold after noise.</source>
            <translation>Chaque cellule hors diagonale de chaque jour est écrite, zéros compris : une ligne manquante ne peut jamais passer pour un zéro. « suppressed » signale les effectifs mis à 0 parce qu'ils étaient sous le seuil après ajout du bruit.</translation>
        </message>
        <message>
            <source>Never written: the random seed of the noise or of the cap, or any subscriber id. The input files are never changed.</source>
            <translation>Jamais écrits : la graine aléatoire du bruit ou du plafonnement, ni aucun identifiant d'abonné. Les fichiers d'entrée ne sont jamais modifiés.</translation>
        </message>
        <message>
            <source>CSV opens anywhere; Parquet is smaller and keeps types (for long periods).</source>
            <translation>Le CSV s'ouvre partout ; le Parquet est plus compact et conserve les types (pour les longues périodes).</translation>
        </message>
        <message>
            <source>None: every noisy count is released; negative ones become 0. Cells with few trips may show noise only.</source>
            <translation>Aucune : chaque effectif bruité est publié ; les négatifs deviennent 0. Les cellules avec peu de trajets peuvent ne montrer que du bruit.</translation>
        </message>
        <message>
            <source>What this setting means</source>
            <translation>Ce que signifie ce réglage</translation>
        </message>
        <message>
            <source>What each daily matrix proves, whatever an attacker knows (a mathematical guarantee).</source>
            <translation>Ce que prouve chaque matrice quotidienne, quoi que sache un attaquant (une garantie mathématique).</translation>
        </message>
        <message>
            <source>Over the whole release</source>
            <translation>Sur toute la publication</translation>
        </message>
        <message>
            <source>The daily matrices are separate releases, so their ε add up: D·ε for D days at the individual level; ε × a person's number of trips at the trip level.</source>
            <translation>Les matrices quotidiennes sont des publications distinctes, donc leurs ε s'additionnent : D·ε pour D jours au niveau individuel ; ε × le nombre de trajets d'une personne au niveau trajet.</translation>
        </message>
        <message>
            <source>Each off-diagonal cell of each daily matrix gets independent Laplace noise of scale T/ε; its standard deviation √2·T/ε is the typical error (rule of thumb).</source>
            <translation>Chaque cellule hors diagonale de chaque matrice quotidienne reçoit un bruit de Laplace indépendant d'échelle T/ε ; son écart-type √2·T/ε est l'erreur type (règle empirique).</translation>
        </message>
        <message>
            <source>What the threshold τ does to cells with few trips.</source>
            <translation>L'effet du seuil τ sur les cellules avec peu de trajets.</translation>
        </message>
        <message>
            <source>Noisy counts below {tau} trips are released as 0. A cell with no trips at all shows {tau} or more with probability {probability}. Suppression adds no privacy; it hides small, unreliable counts.</source>
            <translation>Les effectifs bruités inférieurs à {tau} trajets sont publiés à 0. Une cellule sans aucun trajet affiche {tau} ou plus avec une probabilité de {probability}. La suppression n'ajoute aucune confidentialité ; elle masque les petits effectifs peu fiables.</translation>
        </message>
        <message>
            <source>Proven guarantee per day</source>
            <translation>Garantie prouvée par jour</translation>
        </message>
        <message>
            <source>Noise in each cell</source>
            <translation>Bruit dans chaque cellule</translation>
        </message>
        <message>
            <source>Suppression</source>
            <translation>Suppression</translation>
        </message>
        <message>
            <source>Each daily matrix is {epsilon}-differentially private at the individual level.</source>
            <translation>Chaque matrice quotidienne est {epsilon}-différentiellement privée au niveau individuel.</translation>
        </message>
        <message>
            <source>Each daily matrix is {epsilon}-differentially private at the trip level.</source>
            <translation>Chaque matrice quotidienne est {epsilon}-différentiellement privée au niveau trajet.</translation>
        </message>
        <message>
            <source>Known once the input files are checked (step 1).</source>
            <translation>Connu une fois les fichiers d'entrée vérifiés (étape 1).</translation>
        </message>
        <message>
            <source>⚠ Cannot use these settings — {problem}</source>
            <translation>⚠ Ces réglages sont inutilisables — {problem}</translation>
        </message>
        <message>
            <source>Laplace noise of scale T/ε = {scale} trips: a released cell is typically off by about ±{typical} trips (√2·T/ε).</source>
            <translation>Bruit de Laplace d'échelle T/ε = {scale} trajets : une cellule publiée s'écarte typiquement d'environ ±{typical} trajets (√2·T/ε).</translation>
        </message>
        <message>
            <source>Over the whole release ({days} days)</source>
            <translation>Sur toute la publication ({days} jours)</translation>
        </message>
        <message>
            <source>CSV or Parquet (*.csv *.csv.gz *.tsv *.txt *.parquet *.pq)</source>
            <translation>CSV ou Parquet (*.csv *.csv.gz *.tsv *.txt *.parquet *.pq)</translation>
        </message>
        <message>
            <source>&amp;Call records and a tower table</source>
            <translation>&amp;Relevés d'appels et table des antennes</translation>
        </message>
        <message>
            <source>One row per call, SMS or data session: subscriber, time, tower. Trips and home regions are found by PrivDesk.</source>
            <translation>Une ligne par appel, SMS ou session de données : abonné, heure, antenne. PrivDesk en déduit les trajets et les régions de résidence.</translation>
        </message>
        <message>
            <source>&amp;Trips</source>
            <translation>&amp;Trajets</translation>
        </message>
        <message>
            <source>One row per trip already extracted: subscriber, day, origin and destination region. Without call times there are no home regions, so no epidemic audit.</source>
            <translation>Une ligne par trajet déjà extrait : abonné, jour, région d'origine et de destination. Sans heures d'appel, pas de région de résidence, donc pas d'audit épidémique.</translation>
        </message>
        <message>
            <source>A CSV with the columns tower and region: which region each tower belongs to.</source>
            <translation>Un CSV avec les colonnes tower et region : la région de chaque antenne.</translation>
        </message>
        <message>
            <source>Records file:</source>
            <translation>Fichier des relevés :</translation>
        </message>
        <message>
            <source>Tower table:</source>
            <translation>Table des antennes :</translation>
        </message>
        <message>
            <source>&amp;Preview (first rows)</source>
            <translation>&amp;Aperçu (premières lignes)</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Fichiers</translation>
        </message>
        <message>
            <source>No file chosen</source>
            <translation>Aucun fichier choisi</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>Choisir…</translation>
        </message>
        <message>
            <source>Checking the files…</source>
            <translation>Vérification des fichiers…</translation>
        </message>
        <message>
            <source>Choose the trips file.</source>
            <translation>Choisissez le fichier des trajets.</translation>
        </message>
        <message>
            <source>Open call records</source>
            <translation>Ouvrir des relevés d'appels</translation>
        </message>
        <message>
            <source>Open trips</source>
            <translation>Ouvrir des trajets</translation>
        </message>
        <message>
            <source>Open tower table</source>
            <translation>Ouvrir la table des antennes</translation>
        </message>
        <message>
            <source>Checking every record (this reads the whole file)…</source>
            <translation>Vérification de chaque relevé (lecture du fichier entier)…</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>Annulé.</translation>
        </message>
        <message>
            <source>✓ {rows} call records of {subscribers} subscribers · {days} days ({first} to {last}) · {regions} regions</source>
            <translation>✓ {rows} relevés d'appels de {subscribers} abonnés · {days} jours (du {first} au {last}) · {regions} régions</translation>
        </message>
        <message>
            <source>✓ {rows} trips of {subscribers} subscribers · {days} days ({first} to {last}) · {regions} regions</source>
            <translation>✓ {rows} trajets de {subscribers} abonnés · {days} jours (du {first} au {last}) · {regions} régions</translation>
        </message>
        <message>
            <source>Choose the call records file and the tower table.</source>
            <translation>Choisissez le fichier des relevés d'appels et la table des antennes.</translation>
        </message>
        <message>
            <source>Trips file:</source>
            <translation>Fichier des trajets :</translation>
        </message>
        <message>
            <source>Reading the first rows of {file}</source>
            <translation>Lecture des premières lignes de {file}</translation>
        </message>
        <message>
            <source>The first {rows} rows of the file, as stored.</source>
            <translation>Les {rows} premières lignes du fichier, telles qu'enregistrées.</translation>
        </message>
        <message>
            <source>Choose the files. Nothing is changed in them; the check reads them once.</source>
            <translation>Choisissez les fichiers. Ils ne sont pas modifiés ; la vérification les lit une fois.</translation>
        </message>
        <message>
            <source>{n} trip</source>
            <translation>{n} trajet</translation>
        </message>
        <message>
            <source>{n} trips</source>
            <translation>{n} trajets</translation>
        </message>
        <message>
            <source>Square root (small counts visible)</source>
            <translation>Racine carrée (petits effectifs visibles)</translation>
        </message>
        <message>
            <source>Linear</source>
            <translation>Linéaire</translation>
        </message>
        <message>
            <source>The day whose matrices are shown, or the sum over all days.</source>
            <translation>Le jour dont les matrices sont affichées, ou la somme sur tous les jours.</translation>
        </message>
        <message>
            <source>Previous day</source>
            <translation>Jour précédent</translation>
        </message>
        <message>
            <source>Next day</source>
            <translation>Jour suivant</translation>
        </message>
        <message>
            <source>How counts map to colours. The numbers are the same either way; the square root spreads the many small counts over more colours.</source>
            <translation>Correspondance entre effectifs et couleurs. Les nombres sont les mêmes dans les deux cas ; la racine carrée répartit les nombreux petits effectifs sur davantage de couleurs.</translation>
        </message>
        <message>
            <source>Point at a cell to read its counts.</source>
            <translation>Pointez une cellule pour lire ses effectifs.</translation>
        </message>
        <message>
            <source>Trips that day</source>
            <translation>Trajets ce jour-là</translation>
        </message>
        <message>
            <source>{origin} → {destination} on {day}: raw {raw}, released {released} (the noisy count was below τ = {tau}, so 0).</source>
            <translation>{origin} → {destination} le {day} : brut {raw}, publié {released} (l'effectif bruité était sous τ = {tau}, donc 0).</translation>
        </message>
        <message>
            <source>Released counts (private)</source>
            <translation>Effectifs publiés (privés)</translation>
        </message>
        <message>
            <source>From (origin)</source>
            <translation>De (origine)</translation>
        </message>
        <message>
            <source>To (destination)</source>
            <translation>Vers (destination)</translation>
        </message>
        <message>
            <source>Raw counts (not private)</source>
            <translation>Effectifs bruts (non privés)</translation>
        </message>
        <message>
            <source>Day:</source>
            <translation>Jour :</translation>
        </message>
        <message>
            <source>Colours:</source>
            <translation>Couleurs :</translation>
        </message>
        <message>
            <source>{origin} → {origin} over all {days} days: trips within a region are not released.</source>
            <translation>{origin} → {origin} sur les {days} jours : les trajets internes à une région ne sont pas publiés.</translation>
        </message>
        <message>
            <source>{origin} → {origin} on {day}: trips within a region are not released.</source>
            <translation>{origin} → {origin} le {day} : les trajets internes à une région ne sont pas publiés.</translation>
        </message>
        <message>
            <source>{origin} → {destination} on {day}: raw {raw}, released {released}.</source>
            <translation>{origin} → {destination} le {day} : brut {raw}, publié {released}.</translation>
        </message>
        <message>
            <source>All {days} days (sum)</source>
            <translation>Les {days} jours (somme)</translation>
        </message>
        <message>
            <source>Trips over all {days} days</source>
            <translation>Trajets sur les {days} jours</translation>
        </message>
        <message>
            <source>{origin} → {destination} over all {days} days: raw {raw}, released {released} ({suppressed} day(s) suppressed to 0).</source>
            <translation>{origin} → {destination} sur les {days} jours : brut {raw}, publié {released} ({suppressed} jour(s) ramené(s) à 0 par suppression).</translation>
        </message>
        <message>
            <source>{origin} → {destination} over all {days} days: raw {raw}, released {released}.</source>
            <translation>{origin} → {destination} sur les {days} jours : brut {raw}, publié {released}.</translation>
        </message>
        <message>
            <source>ε (privacy loss per day)</source>
            <translation>ε (perte de confidentialité par jour)</translation>
        </message>
        <message>
            <source>T (trips per person per day)</source>
            <translation>T (trajets par personne et par jour)</translation>
        </message>
        <message>
            <source>τ (suppression threshold)</source>
            <translation>τ (seuil de suppression)</translation>
        </message>
        <message>
            <source>Privacy level</source>
            <translation>Niveau de confidentialité</translation>
        </message>
        <message>
            <source>α (tolerated error)</source>
            <translation>α (erreur tolérée)</translation>
        </message>
        <message>
            <source>β (1 − confidence)</source>
            <translation>β (1 − niveau de confiance)</translation>
        </message>
        <message>
            <source>Suppression standard</source>
            <translation>Norme de suppression</translation>
        </message>
        <message>
            <source>Period</source>
            <translation>Période</translation>
        </message>
        <message>
            <source>below 0.0001 %</source>
            <translation>moins de 0,0001 %</translation>
        </message>
        <message>
            <source>{share} % (about 1 in {n})</source>
            <translation>{share} % (environ 1 sur {n})</translation>
        </message>
        <message>
            <source>choose call records or trips first (step 1)</source>
            <translation>choisissez d'abord des relevés d'appels ou des trajets (étape 1)</translation>
        </message>
        <message>
            <source>Calculators</source>
            <translation>Calculateurs</translation>
        </message>
        <message>
            <source>Show or hide the calculators that choose ε from the accuracy you need.</source>
            <translation>Afficher ou masquer les calculateurs qui déterminent ε à partir de la précision voulue.</translation>
        </message>
        <message>
            <source>the ε calculators</source>
            <translation>les calculateurs de ε</translation>
        </message>
        <message>
            <source>a released cell is typically off by about ± {typical} trips</source>
            <translation>une cellule publiée est en général décalée d'environ ± {typical} trajets</translation>
        </message>
        <message>
            <source>Study period</source>
            <translation>Période d'étude</translation>
        </message>
        <message>
            <source>&amp;Declare the study period</source>
            <translation>&amp;Déclarer la période d'étude</translation>
        </message>
        <message>
            <source>Unchecked: the release holds every day from the first to the last record day. Checked: every day from the start to the end you choose, days without records included (released as noisy zeros); records on other days are left out and counted in the manifest.
Details: project key period.start / period.end</source>
            <translation>Décochée : la publication contient chaque jour, du premier au dernier jour des relevés. Cochée : chaque jour, du début à la fin que vous choisissez, y compris les jours sans relevé (publiés comme des zéros bruités) ; les relevés des autres jours sont écartés et comptés dans le manifeste.
Détails : clé du projet period.start / period.end</translation>
        </message>
        <message>
            <source>The first day released
Details: period.start</source>
            <translation>Le premier jour publié
Détails : period.start</translation>
        </message>
        <message>
            <source>The last day released (on or after the start)
Details: period.end</source>
            <translation>Le dernier jour publié (le jour du début ou après)
Détails : period.end</translation>
        </message>
        <message>
            <source> days</source>
            <translation> jours</translation>
        </message>
        <message>
            <source>Each calendar day is a daily matrix charged ε, so a release with more days than this is refused: a mistyped date (2099 for 2024) cannot stretch it over years. The default, 366 days, is one year; raise it only to release a longer study period on purpose.
Details: project key period.max_days</source>
            <translation>Chaque jour civil est une matrice quotidienne comptée ε : une publication de plus de jours que cela est donc refusée, et une date mal saisie (2099 pour 2024) ne peut pas l'étendre sur des années. La valeur par défaut, 366 jours, correspond à un an ; ne l'augmentez que pour publier volontairement une période d'étude plus longue.
Détails : clé du projet period.max_days</translation>
        </message>
        <message>
            <source>&amp;Longest calendar allowed:</source>
            <translation>Calendrier le plus &amp;long autorisé :</translation>
        </message>
        <message>
            <source>&amp;From:</source>
            <translation>D&amp;u :</translation>
        </message>
        <message>
            <source>&amp;To:</source>
            <translation>&amp;Au :</translation>
        </message>
        <message>
            <source>The released calendar must not depend on the data: declare it when you can.</source>
            <translation>Le calendrier publié ne doit pas dépendre des données : déclarez-le quand vous le pouvez.</translation>
        </message>
        <message>
            <source>Records run from {first} to {last}.</source>
            <translation>Les relevés vont du {first} au {last}.</translation>
        </message>
        <message>
            <source>Released: every day from the first to the last record day.</source>
            <translation>Publié : chaque jour, du premier au dernier jour des relevés.</translation>
        </message>
        <message>
            <source>{days} days to release, more than the {limit} allowed (each day is charged ε): declare a shorter period, or confirm this length by setting the longest calendar allowed to {days} days.</source>
            <translation>{days} jours à publier, soit plus que les {limit} autorisés (chaque jour est compté ε) : déclarez une période plus courte, ou confirmez cette durée en réglant le calendrier le plus long autorisé sur {days} jours.</translation>
        </message>
        <message>
            <source>Released: {days} day(s), {start} to {end}.</source>
            <translation>Publié : {days} jour(s), du {start} au {end}.</translation>
        </message>
        <message>
            <source>Absolute error |released − raw| (trips)</source>
            <translation>Erreur absolue |publié − brut| (trajets)</translation>
        </message>
        <message>
            <source>Relative error |released − raw| / raw (cells with raw &gt; 0)</source>
            <translation>Erreur relative |publié − brut| / brut (cellules avec brut &gt; 0)</translation>
        </message>
        <message>
            <source>median</source>
            <translation>médiane</translation>
        </message>
        <message>
            <source>90 %</source>
            <translation>90 %</translation>
        </message>
        <message>
            <source>99 %</source>
            <translation>99 %</translation>
        </message>
        <message>
            <source>Number of cell-days</source>
            <translation>Nombre de cellules-jours</translation>
        </message>
        <message>
            <source>. Dashed lines: the audit's quantiles</source>
            <translation>. En pointillés : les quantiles de l'audit</translation>
        </message>
        <message>
            <source>The region whose epidemic curves are drawn.</source>
            <translation>La région dont les courbes épidémiques sont tracées.</translation>
        </message>
        <message>
            <source>People infected (% of the region)</source>
            <translation>Personnes infectées (% de la région)</translation>
        </message>
        <message>
            <source>End of day</source>
            <translation>Fin du jour</translation>
        </message>
        <message>
            <source>Absolute error of the released counts over every off-diagonal cell-day (measured on this release)</source>
            <translation>Erreur absolue des effectifs publiés sur toutes les cellules-jours hors diagonale (mesurée sur cette publication)</translation>
        </message>
        <message>
            <source>Released origin–destination trips summed over all {days} days (square-root colour scale); trips within a region are not released</source>
            <translation>Trajets origine–destination publiés, additionnés sur les {days} jours (échelle de couleurs en racine carrée) ; les trajets à l'intérieur d'une région ne sont pas publiés</translation>
        </message>
        <message>
            <source>Show:</source>
            <translation>Afficher :</translation>
        </message>
        <message>
            <source>|released − raw| (trips)</source>
            <translation>|publié − brut| (trajets)</translation>
        </message>
        <message>
            <source>|released − raw| / raw</source>
            <translation>|publié − brut| / brut</translation>
        </message>
        <message>
            <source>Region:</source>
            <translation>Région :</translation>
        </message>
        <message>
            <source>Raw data (simulation)</source>
            <translation>Données brutes (simulation)</translation>
        </message>
        <message>
            <source>Released data (simulation)</source>
            <translation>Données publiées (simulation)</translation>
        </message>
        <message>
            <source>No cell-day to show.</source>
            <translation>Aucune cellule-jour à afficher.</translation>
        </message>
        <message>
            <source>{n} off-diagonal cell-days</source>
            <translation>{n} cellules-jours hors diagonale</translation>
        </message>
        <message>
            <source>{n} off-diagonal cell-days with a raw count above 0</source>
            <translation>{n} cellules-jours hors diagonale avec un effectif brut supérieur à 0</translation>
        </message>
        <message>
            <source>; {n} with an error above {limit} lie right of the plot</source>
            <translation> ; {n} avec une erreur supérieure à {limit} sont hors du graphique, à droite</translation>
        </message>
        <message>
            <source>The epidemic starts in {region} (1 % infected before the first day).</source>
            <translation>L'épidémie démarre en {region} (1 % d'infectés avant le premier jour).</translation>
        </message>
        <message>
            <source>Flag threshold ({percent} %)</source>
            <translation>Seuil d'alerte ({percent} %)</translation>
        </message>
        <message>
            <source>Epidemic started in {region}: share infected there, simulated on the raw and on the released data (simulation)</source>
            <translation>Épidémie partie de {region} : part des infectés dans cette région, simulée sur les données brutes et sur les données publiées (simulation)</translation>
        </message>
        <message>
            <source>{name}: {value}</source>
            <translation>{name} : {value}</translation>
        </message>
        <message>
            <source>Raw → raw: trained and tested on raw matrices (no privacy; the attack's best case)</source>
            <translation>Brut → brut : entraînée et testée sur les matrices brutes (sans protection ; le cas le plus favorable à l'attaque)</translation>
        </message>
        <message>
            <source>Private → private: trained and tested on released matrices</source>
            <translation>Privé → privé : entraînée et testée sur les matrices publiées</translation>
        </message>
        <message>
            <source>Raw → private: trained on raw matrices, tested on released ones</source>
            <translation>Brut → privé : entraînée sur les matrices brutes, testée sur les matrices publiées</translation>
        </message>
        <message>
            <source>raw/raw</source>
            <translation>brut/brut</translation>
        </message>
        <message>
            <source>private/private</source>
            <translation>privé/privé</translation>
        </message>
        <message>
            <source>raw/private</source>
            <translation>brut/privé</translation>
        </message>
        <message>
            <source>Logistic regression (L1)</source>
            <translation>Régression logistique (L1)</translation>
        </message>
        <message>
            <source>Random forest</source>
            <translation>Forêt aléatoire</translation>
        </message>
        <message>
            <source>needs home populations, which need call records</source>
            <translation>nécessite les populations de résidence, qui nécessitent des relevés d'appels</translation>
        </message>
        <message>
            <source>no event day in the project</source>
            <translation>aucun jour d'événement dans le projet</translation>
        </message>
        <message>
            <source>disabled in the project</source>
            <translation>désactivé dans le projet</translation>
        </message>
        <message>
            <source>{median} (90 %: {p90})</source>
            <translation>{median} (90 % : {p90})</translation>
        </message>
        <message>
            <source>The same raw matrices released again {n} times with fresh noise: the median and 90th percentile of |released − raw| total out-migration, in trips. What the report shares instead of this release's own error.</source>
            <translation>Les mêmes matrices brutes publiées à nouveau {n} fois avec un bruit neuf : la médiane et le 90e centile de |publié − brut| sur le total des départs, en trajets. Ce que le rapport partage à la place de l'erreur de cette publication.</translation>
        </message>
        <message>
            <source>Typical error, {n} simulated releases</source>
            <translation>Erreur typique, {n} publications simulées</translation>
        </message>
        <message>
            <source>Epidemic alerts: would the released data raise the same alarms?</source>
            <translation>Alertes épidémiques : les données publiées donneraient-elles les mêmes alertes ?</translation>
        </message>
        <message>
            <source>Alert accuracy</source>
            <translation>Exactitude des alertes</translation>
        </message>
        <message>
            <source>Share of region-days flagged the same way.</source>
            <translation>Part des régions-jours signalées de la même façon.</translation>
        </message>
        <message>
            <source>Alert precision</source>
            <translation>Précision des alertes</translation>
        </message>
        <message>
            <source>Of the alerts from the released data, the share the raw data also raised.</source>
            <translation>Parmi les alertes issues des données publiées, la part que les données brutes ont aussi donnée.</translation>
        </message>
        <message>
            <source>Alert recall</source>
            <translation>Rappel des alertes</translation>
        </message>
        <message>
            <source>Of the alerts from the raw data, the share the released data also raised.</source>
            <translation>Parmi les alertes issues des données brutes, la part que les données publiées ont aussi donnée.</translation>
        </message>
        <message>
            <source>Displacement after the event</source>
            <translation>Déplacements après l'événement</translation>
        </message>
        <message>
            <source>Can an attacker tell who is in the data?</source>
            <translation>Un attaquant peut-il savoir qui figure dans les données ?</translation>
        </message>
        <message>
            <source>Protection = 1 − max(0, (AUC − 0.5) / 0.5), with the highest AUC on released data.</source>
            <translation>Protection = 1 − max(0, (AUC − 0,5) / 0,5), avec l'AUC la plus élevée sur les données publiées.</translation>
        </message>
        <message>
            <source>A region is flagged on a day when at least {share} % of its people are infected. The simulation runs once on the raw and once on the released matrices and privatized populations (used here only, not released); the cards compare the released data's flags with the raw data's.</source>
            <translation>Une région est signalée un jour donné lorsqu'au moins {share} % de sa population est infectée. La simulation est exécutée une fois sur les matrices brutes et une fois sur les matrices publiées et les populations protégées (utilisées ici seulement, non publiées) ; les cartes comparent les signalements issus des données publiées à ceux des données brutes.</translation>
        </message>
        <message>
            <source>{both} region-days flagged by both, {released} only by the released data, {raw} only by the raw data, {neither} by neither.</source>
            <translation>{both} régions-jours signalées par les deux, {released} par les seules données publiées, {raw} par les seules données brutes, {neither} par aucune.</translation>
        </message>
        <message>
            <source>Out-migration</source>
            <translation>Départs</translation>
        </message>
        <message>
            <source>Trips</source>
            <translation>Trajets</translation>
        </message>
        <message>
            <source>Top destinations</source>
            <translation>Principales destinations</translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Exactitude</translation>
        </message>
        <message>
            <source>Setting</source>
            <translation>Scénario</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modèle</translation>
        </message>
        <message>
            <source>AUC mean</source>
            <translation>AUC moyenne</translation>
        </message>
        <message>
            <source>AUC sd</source>
            <translation>AUC é.-t.</translation>
        </message>
        <message>
            <source>Targets</source>
            <translation>Cibles</translation>
        </message>
        <message>
            <source>An epidemic starting in {origin} (chosen by the user) spreads along the trips (β = {beta}, μ = {mu}).</source>
            <translation>Une épidémie partie de {origin} (région choisie par l'utilisateur) se propage le long des trajets (β = {beta} ; μ = {mu}).</translation>
        </message>
        <message>
            <source>An epidemic starting in {origin} (chosen at random) spreads along the trips (β = {beta}, μ = {mu}).</source>
            <translation>Une épidémie partie de {origin} (région tirée au hasard) se propage le long des trajets (β = {beta} ; μ = {mu}).</translation>
        </message>
        <message>
            <source>Raw data: 1 (by definition)</source>
            <translation>Données brutes : 1 (par définition)</translation>
        </message>
        <message>
            <source>— is undefined: no region-day was flagged</source>
            <translation>— non défini : aucune région-jour n'a été signalée</translation>
        </message>
        <message>
            <source>People leaving {regions} from {day} to the end of the data ({days} days), counted in the raw and in the released matrices; and how many of each day's top destinations the released data gets right.</source>
            <translation>Personnes quittant {regions} du {day} à la fin des données ({days} jours), comptées dans les matrices brutes et dans les matrices publiées ; et combien des principales destinations de chaque jour les données publiées retrouvent.</translation>
        </message>
        <message>
            <source>For {sampled} sampled people (of {eligible} active enough), an attacker learns from the first {train} days whether the person travelled on a day, then guesses on the last {test}. AUC 0.5 is guessing; 1 is always right. Protection {protection} (1 = the attack did no better than guessing on the released data).</source>
            <translation>Pour {sampled} personnes tirées au sort (sur {eligible} suffisamment actives), un attaquant apprend sur les {train} premiers jours si la personne s'est déplacée un jour donné, puis devine sur les {test} derniers. Une AUC de 0,5 équivaut au hasard ; 1, à une réponse toujours juste. Protection {protection} (1 = l'attaque n'a pas fait mieux que le hasard sur les données publiées).</translation>
        </message>
        <message>
            <source>Not simulated: {reason}.</source>
            <translation>Non simulé : {reason}.</translation>
        </message>
        <message>
            <source>Raw data</source>
            <translation>Données brutes</translation>
        </message>
        <message>
            <source>Released data</source>
            <translation>Données publiées</translation>
        </message>
        <message>
            <source>The same total from the released counts.</source>
            <translation>Le même total, calculé sur les effectifs publiés.</translation>
        </message>
        <message>
            <source>Error of this release</source>
            <translation>Erreur de cette publication</translation>
        </message>
        <message>
            <source>|released − raw| / raw total, in percent (— when the raw total is 0). For you only: beside the released total it gives the raw total, so the report shares the simulated error below instead.</source>
            <translation>|publié − brut| / total brut, en pourcentage (— lorsque le total brut vaut 0). Pour vous seulement : à côté du total publié, elle donne le total brut ; le rapport partage donc à la place l'erreur simulée ci-dessous.</translation>
        </message>
        <message>
            <source>Not run: {reason}.</source>
            <translation>Non exécuté : {reason}.</translation>
        </message>
        <message>
            <source>The attacker's classifier.</source>
            <translation>Le classifieur de l'attaquant.</translation>
        </message>
        <message>
            <source>Area under the ROC curve, mean over the targets (0.5 = guessing).</source>
            <translation>Aire sous la courbe ROC, moyenne sur les cibles (0,5 = hasard).</translation>
        </message>
        <message>
            <source>Standard deviation over the targets.</source>
            <translation>Écart-type sur les cibles.</translation>
        </message>
        <message>
            <source>Targets scored (others lacked days to balance).</source>
            <translation>Cibles évaluées (les autres n'avaient pas assez de jours pour équilibrer).</translation>
        </message>
        <message>
            <source>{n} sampled target(s) could not be scored.</source>
            <translation>{n} cible(s) tirée(s) au sort n'ont pas pu être évaluée(s).</translation>
        </message>
        <message>
            <source>Trips out of {regions} over the {days} days, raw counts.</source>
            <translation>Trajets au départ de {regions} sur les {days} jours, effectifs bruts.</translation>
        </message>
        <message>
            <source>Top {k}</source>
            <translation>{k} premières</translation>
        </message>
        <message>
            <source>Mean over the days of the share of the raw data's top {k} destinations that are also in the released data's top {k} (1 = all).</source>
            <translation>Moyenne sur les jours de la part des {k} principales destinations des données brutes qui figurent aussi parmi les {k} principales des données publiées (1 = toutes).</translation>
        </message>
        <message>
            <source>Input files:</source>
            <translation>Fichiers d'entrée :</translation>
        </message>
        <message>
            <source>Records:</source>
            <translation>Relevés :</translation>
        </message>
        <message>
            <source>Laplace noise on every daily O-D cell, ε = {epsilon} per day, individual level, at most {trips} trip(s) per person a day, counts below {tau} suppressed</source>
            <translation>Bruit de Laplace sur chaque cellule O-D quotidienne, ε = {epsilon} par jour, niveau individuel, au plus {trips} trajet(s) par personne et par jour, effectifs sous {tau} supprimés</translation>
        </message>
        <message>
            <source>Find each day's trips, cap them per person if chosen, add Laplace noise to every cell and run the policy audits. The window stays usable; Cancel stops the job and keeps nothing.</source>
            <translation>Extraire les trajets de chaque jour, les plafonner par personne si demandé, ajouter un bruit de Laplace à chaque cellule et lancer les audits de politiques. La fenêtre reste utilisable ; Annuler arrête la tâche sans rien conserver.</translation>
        </message>
        <message>
            <source>{rows} call records of {subscribers} subscribers, {days} days ({first} to {last}), {regions} regions</source>
            <translation>{rows} relevés d'appels de {subscribers} abonnés, {days} jours (du {first} au {last}), {regions} régions</translation>
        </message>
        <message>
            <source>{rows} trips of {subscribers} subscribers, {days} days ({first} to {last}), {regions} regions</source>
            <translation>{rows} trajets de {subscribers} abonnés, {days} jours (du {first} au {last}), {regions} régions</translation>
        </message>
        <message>
            <source>cell errors and suppression</source>
            <translation>erreurs par cellule et suppression</translation>
        </message>
        <message>
            <source>the epidemic simulation</source>
            <translation>la simulation épidémique</translation>
        </message>
        <message>
            <source>Laplace noise on every daily O-D cell, ε = {epsilon} per day, individual level, at most {trips} trip(s) per person a day</source>
            <translation>Bruit de Laplace sur chaque cellule O-D quotidienne, ε = {epsilon} par jour, niveau individuel, au plus {trips} trajet(s) par personne et par jour</translation>
        </message>
        <message>
            <source>Choose the mobility input first (step 1).</source>
            <translation>Choisissez d'abord les données de mobilité (étape 1).</translation>
        </message>
        <message>
            <source>No audit (turned off on the task page).</source>
            <translation>Aucun audit (désactivé à l'étape Choisir la tâche).</translation>
        </message>
        <message>
            <source>Laplace noise on every daily O-D cell, ε = {epsilon} per day, trip level, counts below {tau} suppressed</source>
            <translation>Bruit de Laplace sur chaque cellule O-D quotidienne, ε = {epsilon} par jour, niveau trajet, effectifs sous {tau} supprimés</translation>
        </message>
        <message>
            <source>Laplace noise on every daily O-D cell, ε = {epsilon} per day, trip level</source>
            <translation>Bruit de Laplace sur chaque cellule O-D quotidienne, ε = {epsilon} par jour, niveau trajet</translation>
        </message>
        <message>
            <source>Audits: {list}.</source>
            <translation>Audits : {list}.</translation>
        </message>
        <message>
            <source>displacement after {day}</source>
            <translation>déplacements après le {day}</translation>
        </message>
        <message>
            <source>membership inference on {n} subscribers</source>
            <translation>inférence d'appartenance sur {n} abonnés</translation>
        </message>
        <message>
            <source>Invalid settings: {problem}</source>
            <translation>Réglages non valides : {problem}</translation>
        </message>
        <message>
            <source>Privacy protection</source>
            <translation>Protection de la confidentialité</translation>
        </message>
        <message>
            <source>Each &amp;trip (trip level)</source>
            <translation>Chaque &amp;trajet (niveau trajet)</translation>
        </message>
        <message>
            <source>Trip-level privacy: whether any single trip is in the data hardly changes a daily matrix. Trips are not capped (T = 1), so counts stay complete, but a person who travels often is protected less than one who travels little.</source>
            <translation>Confidentialité au niveau trajet : la présence d'un trajet quelconque dans les données ne change presque pas une matrice quotidienne. Les trajets ne sont pas plafonnés (T = 1), les effectifs restent donc complets, mais une personne qui se déplace souvent est moins protégée qu'une personne qui se déplace peu.</translation>
        </message>
        <message>
            <source>Each person's whole &amp;day (individual level)</source>
            <translation>La &amp;journée entière de chaque personne (niveau individuel)</translation>
        </message>
        <message>
            <source>Individual-level privacy: everyone is kept to at most T trips a day, chosen at random (the rest are dropped before counting), and the noise covers all T, so a person's whole day of travel is protected. Costs more noise and drops trips.</source>
            <translation>Confidentialité au niveau individuel : chacun est limité à au plus T trajets par jour, tirés au hasard (les autres sont écartés avant le comptage), et le bruit couvre les T trajets : toute la journée de déplacements d'une personne est protégée. Coûte plus de bruit et écarte des trajets.</translation>
        </message>
        <message>
            <source>0 (none)</source>
            <translation>0 (aucun)</translation>
        </message>
        <message>
            <source> trips</source>
            <translation> trajets</translation>
        </message>
        <message>
            <source>τ (tau): noisy counts below τ trips are released as 0, which marks small, unreliable counts (it adds no privacy). A whole number of trips, 0 or more; 0 = no suppression (negative noisy counts still become 0).</source>
            <translation>τ (tau) : les effectifs bruités inférieurs à τ trajets sont publiés à 0, ce qui signale les petits effectifs peu fiables (sans ajouter de confidentialité). Un nombre entier de trajets, 0 ou plus ; 0 = pas de suppression (les effectifs bruités négatifs deviennent quand même 0).</translation>
        </message>
        <message>
            <source>Every trip is counted. Frequent travellers are protected less than others.</source>
            <translation>Chaque trajet est compté. Les personnes qui se déplacent souvent sont moins protégées que les autres.</translation>
        </message>
        <message>
            <source>Everyone is kept to at most T trips a day, chosen at random; the rest are dropped before counting.</source>
            <translation>Chacun est limité à au plus T trajets par jour, tirés au hasard ; les autres sont écartés avant le comptage.</translation>
        </message>
        <message>
            <source>Protect:</source>
            <translation>Protéger :</translation>
        </message>
        <message>
            <source>Trips &amp;kept per person per day (T):</source>
            <translation>Trajets &amp;gardés par personne et par jour (T) :</translation>
        </message>
        <message>
            <source>individual level only; more trips kept means more noise</source>
            <translation>niveau individuel seulement ; plus de trajets gardés, plus de bruit</translation>
        </message>
        <message>
            <source>&amp;ε (privacy loss per day):</source>
            <translation>&amp;ε (perte de confidentialité par jour) :</translation>
        </message>
        <message>
            <source>smaller is more private, noisier</source>
            <translation>plus petit : plus confidentiel, plus bruité</translation>
        </message>
        <message>
            <source>&amp;Suppression threshold (τ):</source>
            <translation>&amp;Seuil de suppression (τ) :</translation>
        </message>
        <message>
            <source>noisy counts below τ are released as 0</source>
            <translation>les effectifs bruités sous τ sont publiés à 0</translation>
        </message>
        <message>
            <source>T: the most trips a person may contribute to one day's matrix (individual level only). Extra trips are dropped at random before counting. The noise grows with T (scale T/ε), so choose about what most people make in a day. From 1 to {max}.</source>
            <translation>T : le nombre maximal de trajets qu'une personne peut apporter à la matrice d'un jour (niveau individuel seulement). Les trajets en trop sont écartés au hasard avant le comptage. Le bruit croît avec T (échelle T/ε) : choisissez à peu près ce que font la plupart des gens en un jour. De 1 à {max}.</translation>
        </message>
        <message>
            <source>ε (epsilon) per day: how much one trip, or one person's day, may change a daily matrix. Smaller is more private and noisier; the paper uses 0.1 to 1. Must be greater than 0 (up to {max}). Budgets of the days add up over the release.</source>
            <translation>ε (epsilon) par jour : de combien un trajet, ou la journée d'une personne, peut modifier une matrice quotidienne. Plus petit, c'est plus confidentiel et plus bruité ; l'article utilise de 0,1 à 1. Doit être supérieur à 0 (jusqu'à {max}). Les budgets des jours s'additionnent sur la publication.</translation>
        </message>
        <message>
            <source>What the release guarantees</source>
            <translation>Ce que la publication garantit</translation>
        </message>
        <message>
            <source>Privacy loss per day</source>
            <translation>Perte de confidentialité par jour</translation>
        </message>
        <message>
            <source>Each day's matrix is ε-differentially private: smaller ε, stronger protection.</source>
            <translation>La matrice de chaque jour est ε-différentiellement privée : plus ε est petit, plus la protection est forte.</translation>
        </message>
        <message>
            <source>Privacy loss over the whole release</source>
            <translation>Perte de confidentialité sur toute la publication</translation>
        </message>
        <message>
            <source>The budgets of all released days add up.</source>
            <translation>Les budgets de tous les jours publiés s'additionnent.</translation>
        </message>
        <message>
            <source>The guarantee in words, as the report and manifest state it.</source>
            <translation>La garantie en toutes lettres, telle que l'énoncent le rapport et le manifeste.</translation>
        </message>
        <message>
            <source>Trips between regions: raw and released</source>
            <translation>Trajets entre régions : bruts et publiés</translation>
        </message>
        <message>
            <source>Half are within</source>
            <translation>La moitié à moins de</translation>
        </message>
        <message>
            <source>Half of the cell-days are within this many trips of the raw count (over {cells} off-diagonal cell-days, measured).</source>
            <translation>La moitié des cellules-jours s'écartent de l'effectif brut d'au plus ce nombre de trajets (sur {cells} cellules-jours hors diagonale, mesuré).</translation>
        </message>
        <message>
            <source>Half of the cell-days are within this share of the raw count (over {cells} cell-days with raw &gt; 0, measured).</source>
            <translation>La moitié des cellules-jours s'écartent de l'effectif brut d'au plus cette part (sur {cells} cellules-jours où brut &gt; 0, mesuré).</translation>
        </message>
        <message>
            <source>90 % are within</source>
            <translation>90 % à moins de</translation>
        </message>
        <message>
            <source>90 % of the cell-days are within this many trips of the raw count (over {cells} off-diagonal cell-days, measured).</source>
            <translation>90 % des cellules-jours s'écartent de l'effectif brut d'au plus ce nombre de trajets (sur {cells} cellules-jours hors diagonale, mesuré).</translation>
        </message>
        <message>
            <source>90 % of the cell-days are within this share of the raw count (over {cells} cell-days with raw &gt; 0, measured).</source>
            <translation>90 % des cellules-jours s'écartent de l'effectif brut d'au plus cette part (sur {cells} cellules-jours où brut &gt; 0, mesuré).</translation>
        </message>
        <message>
            <source>99 % are within</source>
            <translation>99 % à moins de</translation>
        </message>
        <message>
            <source>99 % of the cell-days are within this many trips of the raw count (over {cells} off-diagonal cell-days, measured).</source>
            <translation>99 % des cellules-jours s'écartent de l'effectif brut d'au plus ce nombre de trajets (sur {cells} cellules-jours hors diagonale, mesuré).</translation>
        </message>
        <message>
            <source>99 % of the cell-days are within this share of the raw count (over {cells} cell-days with raw &gt; 0, measured).</source>
            <translation>99 % des cellules-jours s'écartent de l'effectif brut d'au plus cette part (sur {cells} cellules-jours où brut &gt; 0, mesuré).</translation>
        </message>
        <message>
            <source>Mean error</source>
            <translation>Erreur moyenne</translation>
        </message>
        <message>
            <source>The mean error, in trips (over {cells} off-diagonal cell-days, measured).</source>
            <translation>L'erreur moyenne, en trajets (sur {cells} cellules-jours hors diagonale, mesuré).</translation>
        </message>
        <message>
            <source>The mean error, as a share of the raw count (over {cells} cell-days with raw &gt; 0, measured).</source>
            <translation>L'erreur moyenne, en part de l'effectif brut (sur {cells} cellules-jours où brut &gt; 0, mesuré).</translation>
        </message>
        <message>
            <source>How far the released counts are from the raw ones</source>
            <translation>Écart entre les effectifs publiés et les effectifs bruts</translation>
        </message>
        <message>
            <source>Counts below τ = {tau} are released as 0.</source>
            <translation>Les effectifs inférieurs à τ = {tau} sont publiés à 0.</translation>
        </message>
        <message>
            <source>ε of one daily matrix (Laplace noise of scale T/ε on every off-diagonal cell). Proven for any data.</source>
            <translation>ε d'une matrice quotidienne (bruit de Laplace d'échelle T/ε sur chaque cellule hors diagonale). Prouvé quelles que soient les données.</translation>
        </message>
        <message>
            <source>From the raw trip counts: shown here for you, and in the report's data checks, not in the shared guarantee.</source>
            <translation>D'après le nombre brut de trajets : affiché ici pour vous, et dans les contrôles des données du rapport, pas dans la garantie partagée.</translation>
        </message>
        <message>
            <source>O-D matrices over {days} days: {worst} (worst case), {mean} (mean person).</source>
            <translation>Matrices O-D sur {days} jours : {worst} (pire cas), {mean} (personne moyenne).</translation>
        </message>
        <message>
            <source>Home populations: used by the epidemic audit only, not released.</source>
            <translation>Populations par région de résidence : utilisées seulement par l'audit épidémique, non publiées.</translation>
        </message>
        <message>
            <source>Worst-case total ε for one person over everything released (basic composition: budgets add). Proven for any data.</source>
            <translation>ε total dans le pire cas pour une personne, sur tout ce qui est publié (composition de base : les budgets s'additionnent). Prouvé quelles que soient les données.</translation>
        </message>
        <message>
            <source>Each square is the number of trips from the region of its row to the region of its column. Both matrices share one colour scale, so equal colours mean equal counts. Trips within a region are not released (blank diagonal); released counts below the threshold τ are set to 0.</source>
            <translation>Chaque case indique le nombre de trajets de la région de sa ligne vers la région de sa colonne. Les deux matrices partagent une même échelle de couleurs : des couleurs égales signifient des effectifs égaux. Les trajets à l'intérieur d'une région ne sont pas publiés (diagonale vide) ; les effectifs publiés inférieurs au seuil τ sont mis à 0.</translation>
        </message>
        <message>
            <source>Of the cell-days</source>
            <translation>Cellules-jours</translation>
        </message>
        <message>
            <source>Absolute error</source>
            <translation>Erreur absolue</translation>
        </message>
        <message>
            <source>Relative error</source>
            <translation>Erreur relative</translation>
        </message>
        <message>
            <source>Share of cell-days</source>
            <translation>Part des cellules-jours</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Audits were turned off, so the audit's quantiles are not shown; the histogram is drawn from the raw and released counts.</source>
            <translation>Les audits étaient désactivés : les quantiles de l'audit ne sont donc pas affichés ; l'histogramme est tracé à partir des effectifs bruts et publiés.</translation>
        </message>
        <message>
            <source>Protects each person; at most {trips} trip(s) per person and day are counted.</source>
            <translation>Protège chaque personne ; au plus {trips} trajet(s) par personne et par jour sont comptés.</translation>
        </message>
        <message>
            <source>Protects each trip; at most {trips} trip(s) per person and day are counted.</source>
            <translation>Protège chaque trajet ; au plus {trips} trajet(s) par personne et par jour sont comptés.</translation>
        </message>
        <message>
            <source>Mean over people: {mean}.</source>
            <translation>Moyenne sur les personnes : {mean}.</translation>
        </message>
        <message>
            <source>{cells} off-diagonal cell-days ({positive} with a raw count above 0). In theory a typical unsuppressed cell is off by √2·T/ε = {typical} trips. Suppressed cells count with their released 0, so small raw counts show relative errors of 100 %.</source>
            <translation>{cells} cellules-jours hors diagonale ({positive} avec un effectif brut supérieur à 0). En théorie, une cellule non supprimée s'écarte typiquement de √2·T/ε = {typical} trajets. Les cellules supprimées comptent avec leur 0 publié : les petits effectifs bruts présentent donc des erreurs relatives de 100 %.</translation>
        </message>
        <message>
            <source>Zero in the raw counts</source>
            <translation>Zéro dans les effectifs bruts</translation>
        </message>
        <message>
            <source>Share of off-diagonal cell-days with no trip at all in the raw data.</source>
            <translation>Part des cellules-jours hors diagonale sans aucun trajet dans les données brutes.</translation>
        </message>
        <message>
            <source>Zero in the release</source>
            <translation>Zéro dans la publication</translation>
        </message>
        <message>
            <source>Share of off-diagonal cell-days released as 0.</source>
            <translation>Part des cellules-jours hors diagonale publiées à 0.</translation>
        </message>
        <message>
            <source>Share set to 0 because the noisy count fell below the threshold τ.</source>
            <translation>Part mise à 0 parce que l'effectif bruité est tombé sous le seuil τ.</translation>
        </message>
        <message>
            <source>Suppressed (noisy count below τ = {tau})</source>
            <translation>Supprimées (effectif bruité &lt; τ = {tau})</translation>
        </message>
        <message>
            <source>Raw count between 1 and {top}</source>
            <translation>Effectif brut entre 1 et {top}</translation>
        </message>
        <message>
            <source>Share with 0 &lt; raw &lt; τ: what a raw threshold of {tau} would have withheld (for comparison).</source>
            <translation>Part avec 0 &lt; brut &lt; τ : ce qu'un seuil de {tau} appliqué aux données brutes aurait retenu (pour comparaison).</translation>
        </message>
        <message>
            <source>Daily counts of trips between regions, with noise that hides any one person (or any one trip). PrivDesk measures what the noise does to epidemic response and to displacement response before the matrices are shared.</source>
            <translation>Nombre quotidien de trajets entre régions, avec un bruit qui masque chaque personne (ou chaque trajet). PrivDesk mesure l'effet du bruit sur la riposte aux épidémies et la réponse aux déplacements avant que les matrices ne soient partagées.</translation>
        </message>
        <message>
            <source>Choose call records or trips on the Load data page first.</source>
            <translation>Choisissez d'abord des relevés d'appels ou des trajets à la page Charger les données.</translation>
        </message>
        <message>
            <source>Audit the release: cell errors, epidemic and displacement response</source>
            <translation>Auditer la publication : erreurs par cellule, épidémie et déplacements</translation>
        </message>
        <message>
            <source>After privatizing, compare the private matrices with the raw ones and simulate the policies below on both. Turn off only to release without looking.</source>
            <translation>Après la protection, comparer les matrices privées aux matrices brutes et simuler sur les deux les politiques ci-dessous. À désactiver uniquement pour publier sans vérifier.</translation>
        </message>
        <message>
            <source>Where the simulated epidemic starts (1 % of that region infected on day 1). A region is flagged on each day its simulated prevalence reaches 20 %; the audit checks whether the private matrices flag the same regions on the same days.</source>
            <translation>Où commence l'épidémie simulée (1 % de la région infectée le jour 1). Une région est signalée chaque jour où sa prévalence simulée atteint 20 % ; l'audit vérifie si les matrices privées signalent les mêmes régions les mêmes jours.</translation>
        </message>
        <message>
            <source>Infection rate β: new infections per infected person per day. The paper uses 0.10; a short period may need more for any region to reach 20 %.</source>
            <translation>Taux d'infection β : nouvelles infections par personne infectée et par jour. L'article utilise 0,10 ; sur une période courte, il peut falloir davantage pour qu'une région atteigne 20 %.</translation>
        </message>
        <message>
            <source>Recovery rate μ: the share of infected people who recover a day.</source>
            <translation>Taux de guérison μ : la part des personnes infectées qui guérissent chaque jour.</translation>
        </message>
        <message>
            <source>Epidemic &amp;starts in</source>
            <translation>&amp;Origine de l'épidémie</translation>
        </message>
        <message>
            <source>Infection rate β</source>
            <translation>Taux d'infection β</translation>
        </message>
        <message>
            <source>Recovery rate μ</source>
            <translation>Taux de guérison μ</translation>
        </message>
        <message>
            <source>Epidemic response (mobility SIR model)</source>
            <translation>Riposte épidémique (modèle SIR de mobilité)</translation>
        </message>
        <message>
            <source>A displacing &amp;event happened</source>
            <translation>Un é&amp;vénement a provoqué des déplacements</translation>
        </message>
        <message>
            <source>A disaster or conflict that made people leave some regions. The audit compares how many left and where they went, raw vs private, from that day on.</source>
            <translation>Une catastrophe ou un conflit qui a fait partir des personnes de certaines régions. À partir de ce jour, l'audit compare combien sont parties et où elles sont allées, brut contre privé.</translation>
        </message>
        <message>
            <source>The first day of the event (a day of the data).</source>
            <translation>Le premier jour de l'événement (un jour des données).</translation>
        </message>
        <message>
            <source>Tick the region(s) people left.</source>
            <translation>Cochez la ou les régions quittées.</translation>
        </message>
        <message>
            <source>For each k, the audit checks whether the private matrices name the same k main destinations of the people who left, day by day (the paper uses 3, 5 and 10).</source>
            <translation>Pour chaque k, l'audit vérifie si les matrices privées désignent les mêmes k principales destinations des personnes parties, jour par jour (l'article utilise 3, 5 et 10).</translation>
        </message>
        <message>
            <source>Event &amp;day</source>
            <translation>&amp;Jour de l'événement</translation>
        </message>
        <message>
            <source>Regions people left</source>
            <translation>Régions quittées</translation>
        </message>
        <message>
            <source>Top destinations &amp;k</source>
            <translation>Principales destinations &amp;k</translation>
        </message>
        <message>
            <source>Displacement response</source>
            <translation>Réponse aux déplacements</translation>
        </message>
        <message>
            <source>Try a &amp;membership attack on the matrices</source>
            <translation>Tenter une attaque d'a&amp;ppartenance sur les matrices</translation>
        </message>
        <message>
            <source>An attacker who knows a person's travel tries to tell from the daily matrices on which days that person was in the data (AUC 0.5 = no better than guessing). Takes a few seconds per subscriber attacked.</source>
            <translation>Un attaquant qui connaît les déplacements d'une personne tente de déterminer, à partir des matrices quotidiennes, les jours où cette personne figurait dans les données (AUC 0,5 = pas mieux que le hasard). Compte quelques secondes par abonné attaqué.</translation>
        </message>
        <message>
            <source>How many subscribers the attack targets.</source>
            <translation>Nombre d'abonnés visés par l'attaque.</translation>
        </message>
        <message>
            <source>Subscribers attacked</source>
            <translation>Abonnés attaqués</translation>
        </message>
        <message>
            <source>Privacy attack</source>
            <translation>Attaque contre la confidentialité</translation>
        </message>
        <message>
            <source>A random region</source>
            <translation>Une région au hasard</translation>
        </message>
        <message>
            <source>top destinations k = {k} is more than the {regions} regions people could go to.</source>
            <translation>principales destinations k = {k} dépasse les {regions} régions où les personnes pouvaient aller.</translation>
        </message>
        <message>
            <source>the event day {day} is outside the released period ({first} to {last}).</source>
            <translation>le jour de l'événement {day} est hors de la période publiée (du {first} au {last}).</translation>
        </message>
        <message>
            <source>Ready: {days} days of {regions} regions.</source>
            <translation>Prêt : {days} jours, {regions} régions.</translation>
        </message>
        <message>
            <source>model</source>
            <translation>modèle</translation>
        </message>
        <message>
            <source>accuracy</source>
            <translation>exactitude</translation>
        </message>
        <message>
            <source>log loss</source>
            <translation>perte log</translation>
        </message>
        <message>
            <source>calibration error</source>
            <translation>erreur de calib.</translation>
        </message>
        <message>
            <source>attack AUC [95 %]</source>
            <translation>AUC attaque [95 %]</translation>
        </message>
        <message>
            <source>AUC bound</source>
            <translation>borne AUC</translation>
        </message>
        <message>
            <source>advantage</source>
            <translation>avantage</translation>
        </message>
        <message>
            <source>advantage bound</source>
            <translation>borne avantage</translation>
        </message>
        <message>
            <source>Nothing is charged to this file's ledger before you export the model.</source>
            <translation>Rien n'est imputé au registre de ce fichier avant que vous exportiez le modèle.</translation>
        </message>
        <message>
            <source>Done: ε = {epsilon} in all, charged to this file's ledger with the model when you export it (then at ε = {total}).</source>
            <translation>Terminé : ε = {epsilon} au total, imputé au registre de ce fichier avec le modèle quand vous l'exportez (il sera alors à ε = {total}).</translation>
        </message>
        <message>
            <source>profit</source>
            <translation>bénéfice</translation>
        </message>
        <message>
            <source>each ε must lie in (0, 100]</source>
            <translation>chaque ε doit être dans ]0 ; 100]</translation>
        </message>
        <message>
            <source>`main.py sweep --param epsilon --values …`: one private training per ε on the same split, each charged to this file's privacy ledger with the model when you export it (refused before any training if they would pass its limit).</source>
            <translation>`main.py sweep --param epsilon --values …` : un entraînement privé par ε, sur le même partage des lignes, chacun imputé au registre de confidentialité de ce fichier avec le modèle quand vous l'exportez (refusé avant tout entraînement s'ils en dépassaient la limite).</translation>
        </message>
        <message>
            <source>Sweep ε</source>
            <translation>Balayer ε</translation>
        </message>
        <message>
            <source>Calibration</source>
            <translation>Calibration</translation>
        </message>
        <message>
            <source>Accuracy vs ε</source>
            <translation>Exactitude selon ε</translation>
        </message>
        <message>
            <source>Held-out quality: private vs non-private (measured)</source>
            <translation>Qualité sur les lignes de test : modèle privé et non privé (mesurée)</translation>
        </message>
        <message>
            <source>Membership inference, loss threshold (attack result vs proven bound)</source>
            <translation>Inférence d'appartenance par seuil de perte (résultat de l'attaque et borne prouvée)</translation>
        </message>
        <message>
            <source>Train the model first (step 4).</source>
            <translation>Entraînez d'abord le modèle (étape 4).</translation>
        </message>
        <message>
            <source>Stopped.</source>
            <translation>Arrêté.</translation>
        </message>
        <message>
            <source>The sweep stopped</source>
            <translation>Le balayage s'est arrêté</translation>
        </message>
        <message>
            <source>exclusion errors</source>
            <translation>erreurs d'exclusion</translation>
        </message>
        <message>
            <source>type the ε values as numbers separated by commas</source>
            <translation>saisissez les valeurs de ε sous forme de nombres séparés par des points-virgules</translation>
        </message>
        <message>
            <source>ε values:</source>
            <translation>Valeurs de ε :</translation>
        </message>
        <message>
            <source>Spent ε = {epsilon} (a second, looser count gives {epsilon_rdp}) at δ = {delta}: noise multiplier σ = {sigma}, sampling rate q = {q}, {steps} steps. Measures below are computed on the held-out rows for you; they are not covered by the guarantee.</source>
            <translation>ε dépensé = {epsilon} (un second décompte, plus lâche, donne {epsilon_rdp}) à δ = {delta} : multiplicateur de bruit σ = {sigma}, taux d'échantillonnage q = {q}, {steps} itérations. Les mesures ci-dessous sont calculées pour vous sur les lignes de test ; elles ne sont pas couvertes par la garantie.</translation>
        </message>
        <message>
            <source>The model changed meanwhile; sweep again.</source>
            <translation>Le modèle a changé entre-temps ; relancez le balayage.</translation>
        </message>
        <message>
            <source>Cannot sweep</source>
            <translation>Balayage impossible</translation>
        </message>
        <message>
            <source>attack</source>
            <translation>attaque</translation>
        </message>
        <message>
            <source>Model: coefficients and feature scales (one row per term)</source>
            <translation>Modèle : coefficients et échelles des variables (une ligne par terme)</translation>
        </message>
        <message>
            <source>Never written: any training or held-out row, or the randomness of the training. The row counts and the audit's measurements go only into the data holder's audit. The input file is never changed.</source>
            <translation>Jamais écrits : aucune ligne d'entraînement ou de test, ni l'aléa de l'entraînement. Les nombres de lignes et les mesures de l'audit vont uniquement dans l'audit du détenteur des données. Le fichier d'entrée n'est jamais modifié.</translation>
        </message>
        <message>
            <source>Train the model first.</source>
            <translation>Entraînez d'abord le modèle.</translation>
        </message>
        <message>
            <source>What `main.py score` needs to score new rows; the manifest holds the same model.</source>
            <translation>Ce qu'il faut à `main.py score` pour calculer le score de nouvelles lignes ; le manifeste contient le même modèle.</translation>
        </message>
        <message>
            <source>Model report (HTML, opens in any browser offline)</source>
            <translation>Rapport du modèle (HTML, s'ouvre hors ligne dans tout navigateur)</translation>
        </message>
        <message>
            <source>Model report (PDF)</source>
            <translation>Rapport du modèle (PDF)</translation>
        </message>
        <message>
            <source>Model file format:</source>
            <translation>Format du fichier modèle :</translation>
        </message>
        <message>
            <source>the training noise grows as ε shrinks, and the model may predict little better than always giving the most common answer (the audit measures it)</source>
            <translation>le bruit de l'entraînement augmente quand ε diminue, et le modèle risque de ne guère mieux prédire qu'en donnant toujours la réponse la plus fréquente (l'audit le mesure)</translation>
        </message>
        <message>
            <source>Constant</source>
            <translation>Constant</translation>
        </message>
        <message>
            <source>Decaying (η/√(1 + epochs done))</source>
            <translation>Décroissant (η/√(1 + époques faites))</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Aucune</translation>
        </message>
        <message>
            <source>Lending: profit at the break-even probability</source>
            <translation>Crédit : bénéfice au point mort</translation>
        </message>
        <message>
            <source>Targeting: exclusion errors at a budget share</source>
            <translation>Ciblage : erreurs d'exclusion, budget fixé</translation>
        </message>
        <message>
            <source>The privacy loss ε the training may spend
Details: training.epsilon</source>
            <translation>La perte de confidentialité ε que l'entraînement peut dépenser
Détails : training.epsilon</translation>
        </message>
        <message>
            <source>The small chance δ that the guarantee fails: far below 1/(number of rows); refused at 1/(number of rows)
Details: training.delta</source>
            <translation>La faible probabilité δ que la garantie échoue : bien en dessous de 1/(nombre de lignes) ; refusée à 1/(nombre de lignes)
Détails : training.delta</translation>
        </message>
        <message>
            <source>Automatic: at most 10⁻⁶ and at most 1/(number of rows)²
Details: training.delta = "auto"</source>
            <translation>Automatique : au plus 10⁻⁶ et au plus 1/(nombre de lignes)²
Détails : training.delta = "auto"</translation>
        </message>
        <message>
            <source>Passes over the data (more: more noise per step)
Details: training.epochs</source>
            <translation>Passages sur les données (plus de passages : plus de bruit par itération)
Détails : training.epochs</translation>
        </message>
        <message>
            <source>The expected batch size L (Poisson sampling)
Details: training.batch_size</source>
            <translation>La taille de lot attendue L (échantillonnage de Poisson)
Détails : training.batch_size</translation>
        </message>
        <message>
            <source>Each example's gradient is cut to this norm C
Details: training.clip</source>
            <translation>Le gradient de chaque exemple est ramené à cette norme C
Détails : training.clip</translation>
        </message>
        <message>
            <source>The step size η
Details: training.learning_rate</source>
            <translation>Le pas d'apprentissage η
Détails : training.learning_rate</translation>
        </message>
        <message>
            <source>Constant η or η/√(1 + epochs done)
Details: training.schedule</source>
            <translation>η constant ou η/√(1 + époques faites)
Détails : training.schedule</translation>
        </message>
        <message>
            <source>Penalty λ on the weights (after the noise: free)
Details: training.l2</source>
            <translation>Pénalité λ sur les poids (appliquée après le bruit : gratuite)
Détails : training.l2</translation>
        </message>
        <message>
            <source>Rows held out (never trained on) to measure quality and to serve as non-members in the membership attack
Details: training.test_share</source>
            <translation>Lignes réservées au test (jamais utilisées pour l'entraînement), pour mesurer la qualité et servir de non-membres dans l'attaque d'appartenance
Détails : training.test_share</translation>
        </message>
        <message>
            <source>What the model is for, measured on held-out rows
Details: utility.kind</source>
            <translation>À quoi sert le modèle, mesuré sur les lignes de test
Détails : utility.kind</translation>
        </message>
        <message>
            <source>The interest rate used to measure the lending profit
Details: utility.interest_rate</source>
            <translation>Le taux d'intérêt utilisé pour mesurer le bénéfice des prêts
Détails : utility.interest_rate</translation>
        </message>
        <message>
            <source>Share enrolled, highest probability first
Details: utility.budget_share</source>
            <translation>Part inscrite, par probabilité décroissante
Détails : utility.budget_share</translation>
        </message>
        <message>
            <source>Run the audit after training</source>
            <translation>Lancer l'audit après l'entraînement</translation>
        </message>
        <message>
            <source>Quality, comparison and attack
Details: audit.enabled</source>
            <translation>Qualité, comparaison et attaque
Détails : audit.enabled</translation>
        </message>
        <message>
            <source>Membership-inference attack</source>
            <translation>Attaque par inférence d'appartenance</translation>
        </message>
        <message>
            <source>The loss-threshold attack on the private and the non-private model
Details: audit.membership</source>
            <translation>L'attaque par seuil de perte sur le modèle privé et sur le modèle non privé
Détails : audit.membership</translation>
        </message>
        <message>
            <source>Refuse a release past a &amp;total of</source>
            <translation>Refuser une publication au-delà d'un &amp;total de</translation>
        </message>
        <message>
            <source>Privacy</source>
            <translation>Confidentialité</translation>
        </message>
        <message>
            <source>Privacy loss &amp;ε:</source>
            <translation>Perte de confidentialité &amp;ε :</translation>
        </message>
        <message>
            <source>&amp;δ:</source>
            <translation>&amp;δ :</translation>
        </message>
        <message>
            <source>Gradient &amp;clip C:</source>
            <translation>É&amp;crêtage du gradient C :</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>Entraînement</translation>
        </message>
        <message>
            <source>E&amp;pochs:</source>
            <translation>Ép&amp;oques :</translation>
        </message>
        <message>
            <source>Expected &amp;batch size:</source>
            <translation>Taille de &amp;lot attendue :</translation>
        </message>
        <message>
            <source>Learning &amp;rate η:</source>
            <translation>&amp;Taux d'apprentissage η :</translation>
        </message>
        <message>
            <source>&amp;Schedule:</source>
            <translation>É&amp;volution du taux :</translation>
        </message>
        <message>
            <source>L2 &amp;penalty λ:</source>
            <translation>Pé&amp;nalité L2 λ :</translation>
        </message>
        <message>
            <source>&amp;Held-out share:</source>
            <translation>Pa&amp;rt de test :</translation>
        </message>
        <message>
            <source>Audit and use</source>
            <translation>Audit et usage</translation>
        </message>
        <message>
            <source>Program &amp;measure:</source>
            <translation>&amp;Mesure d'usage :</translation>
        </message>
        <message>
            <source>&amp;Interest rate ρ:</source>
            <translation>Taux d'&amp;intérêt ρ :</translation>
        </message>
        <message>
            <source>B&amp;udget share:</source>
            <translation>Part du b&amp;udget :</translation>
        </message>
        <message>
            <source>This file's privacy ledger</source>
            <translation>Registre de confidentialité de ce fichier</translation>
        </message>
        <message>
            <source>Training then samples whole units, and each unit's summed gradient is cut to C: a larger B keeps more rows of the larger units</source>
            <translation>L'entraînement tire alors des unités entières, et le gradient additionné de chaque unité est ramené à C : un B plus grand garde davantage de lignes des grandes unités</translation>
        </message>
        <message>
            <source>Choose the target and features first (step 2).</source>
            <translation>Choisissez d'abord la cible et les variables (étape 2).</translation>
        </message>
        <message>
            <source>{rows} training rows: each step samples every row with probability q = {q} (about {batch} rows), {steps} steps in all. The noise multiplier σ is calibrated to spend at most ε = {epsilon} at δ = {delta} when you privatize (by a tight accountant).</source>
            <translation>{rows} lignes d'entraînement : chaque itération tire chaque ligne avec la probabilité q = {q} (environ {batch} lignes), {steps} itérations au total. Le multiplicateur de bruit σ sera calibré pour dépenser au plus ε = {epsilon} à δ = {delta} lors de la protection (par une comptabilité serrée).</translation>
        </message>
        <message>
            <source>must be below the {rows} training rows, got {batch}</source>
            <translation>doit être inférieure aux {rows} lignes d'entraînement (valeur reçue : {batch})</translation>
        </message>
        <message>
            <source>Calibration on held-out rows: private vs non-private</source>
            <translation>Calibration sur les lignes de test : modèle privé et non privé</translation>
        </message>
        <message>
            <source>Held-out accuracy against ε (one private training per ε)</source>
            <translation>Exactitude sur les lignes de test selon ε (un entraînement privé par ε)</translation>
        </message>
        <message>
            <source>private (DP-SGD)</source>
            <translation>privé (DP-SGD)</translation>
        </message>
        <message>
            <source>non-private</source>
            <translation>non privé</translation>
        </message>
        <message>
            <source>predicted probability (bin mean)</source>
            <translation>probabilité prédite (moyenne par tranche)</translation>
        </message>
        <message>
            <source>observed frequency</source>
            <translation>fréquence observée</translation>
        </message>
        <message>
            <source>ε (privacy loss)</source>
            <translation>ε (perte de confidentialité)</translation>
        </message>
        <message>
            <source>held-out accuracy</source>
            <translation>exactitude sur les lignes de test</translation>
        </message>
        <message>
            <source>perfectly calibrated</source>
            <translation>calibration parfaite</translation>
        </message>
        <message>
            <source>chosen ε</source>
            <translation>ε choisi</translation>
        </message>
        <message>
            <source>Training:</source>
            <translation>Entraînement :</translation>
        </message>
        <message>
            <source>Guarantee:</source>
            <translation>Garantie :</translation>
        </message>
        <message>
            <source>&amp;Train privately</source>
            <translation>&amp;Entraîner le modèle privé</translation>
        </message>
        <message>
            <source>Split off the held-out rows, calibrate the noise for the target (ε, δ), train the logistic model by DP-SGD and run the audit. Cancel keeps nothing.</source>
            <translation>Mettre de côté les lignes de test, calibrer le bruit pour la cible (ε, δ), entraîner le modèle logistique par DP-SGD et lancer l'audit. Annuler ne conserve rien.</translation>
        </message>
        <message>
            <source>(ε ≤ {epsilon}, δ = {delta})-DP for adding or removing one training row (σ calibrated by a tight accountant); feature scales declared (private).</source>
            <translation>(ε ≤ {epsilon}, δ = {delta})-DP pour l'ajout ou le retrait d'une ligne d'entraînement (σ calibré par une comptabilité serrée) ; échelles des variables déclarées (privées).</translation>
        </message>
        <message>
            <source>(ε ≤ {epsilon}, δ = {delta})-DP for adding or removing one training row (σ calibrated by a tight accountant); feature means and sds from the data (not private).</source>
            <translation>(ε ≤ {epsilon}, δ = {delta})-DP pour l'ajout ou le retrait d'une ligne d'entraînement (σ calibré par une comptabilité serrée) ; moyennes et écarts-types des variables tirés des données (non privés).</translation>
        </message>
        <message>
            <source>&amp;Train again</source>
            <translation>Réen&amp;traîner</translation>
        </message>
        <message>
            <source>Load a table and choose the target first.</source>
            <translation>Chargez d'abord un tableau et choisissez la cible.</translation>
        </message>
        <message>
            <source>Audit: held-out accuracy, AUC and calibration against the non-private model, membership-inference attack.</source>
            <translation>Audit : exactitude, AUC et calibration sur les lignes de test, comparées au modèle non privé ; attaque par inférence d'appartenance.</translation>
        </message>
        <message>
            <source>Audit: held-out accuracy, AUC and calibration against the non-private model.</source>
            <translation>Audit : exactitude, AUC et calibration sur les lignes de test, comparées au modèle non privé.</translation>
        </message>
        <message>
            <source>{rows} rows; predict {target} from {count} features ({features})</source>
            <translation>{rows} lignes ; prédire {target} à partir de {count} variables ({features})</translation>
        </message>
        <message>
            <source>DP-SGD logistic regression: {epochs} epochs, expected batch {batch}, clip C = {clip}, η = {rate}; {share} of rows held out</source>
            <translation>Régression logistique DP-SGD : {epochs} époques ; lot attendu {batch} ; écrêtage C = {clip} ; η = {rate} ; {share} des lignes réservées au test</translation>
        </message>
        <message>
            <source>From the data: mean and standard deviation (released as-is, not private)</source>
            <translation>Tirées des données : moyenne et écart-type (publiés tels quels, non privés)</translation>
        </message>
        <message>
            <source>Declared bounds (lowest and highest value per feature; no privacy cost)</source>
            <translation>Bornes déclarées (minimum et maximum par variable ; sans coût de confidentialité)</translation>
        </message>
        <message>
            <source>The values the target can take, typed by you, comma separated. They are published with the model; PrivDesk never lists them from the data, where a rare class would show that someone has it.
Details: columns.classes</source>
            <translation>Les valeurs que la cible peut prendre, saisies par vous, séparées par des virgules. Elles sont publiées avec le modèle ; PrivDesk ne les lit jamais dans les données, où une classe rare révélerait que quelqu'un l'a.
Détails : columns.classes</translation>
        </message>
        <message>
            <source>Loan sizes for the lending measure (profit on held-out rows)
Details: columns.loan_amount</source>
            <translation>Montants des prêts pour la mesure de crédit (bénéfice sur les lignes de test)
Détails : columns.loan_amount</translation>
        </message>
        <message>
            <source>The numeric columns the model uses (ticked)
Details: columns.features</source>
            <translation>Les colonnes numériques utilisées par le modèle (cochées)
Détails : columns.features</translation>
        </message>
        <message>
            <source>“data” releases the data's own means and standard deviations with the model (not private); “declared” uses the bounds below
Details: standardization.source</source>
            <translation>« data » publie avec le modèle les moyennes et écarts-types des données elles-mêmes (non privés) ; « declared » utilise les bornes ci-dessous
Détails : standardization.source</translation>
        </message>
        <message>
            <source>[lowest, highest] per feature, from what you know about the domain (not from this file, or they leak it). Values outside are clipped.
Details: standardization.bounds</source>
            <translation>[minimum, maximum] par variable, d'après ce que vous savez du domaine (pas d'après ce fichier, sinon elles le divulguent). Les valeurs en dehors sont écrêtées.
Détails : standardization.bounds</translation>
        </message>
        <message>
            <source>Fill empty bounds from the data's range</source>
            <translation>Compléter les bornes vides avec l'étendue des données</translation>
        </message>
        <message>
            <source>A starting point only: bounds read off this file are not private. Round them to values anyone could know (0 to 100, 0 to 10,000) before privatizing.</source>
            <translation>Un simple point de départ : les bornes lues dans ce fichier ne sont pas privées. Arrondissez-les à des valeurs que tout le monde pourrait connaître (0 à 100, 0 à 10 000) avant la protection.</translation>
        </message>
        <message>
            <source>Target and features</source>
            <translation>Cible et variables</translation>
        </message>
        <message>
            <source>&amp;Predict (target):</source>
            <translation>&amp;Cible à prédire :</translation>
        </message>
        <message>
            <source>Its &amp;classes:</source>
            <translation>Ses c&amp;lasses :</translation>
        </message>
        <message>
            <source>&amp;Loan amount (optional):</source>
            <translation>&amp;Montant du prêt (facultatif) :</translation>
        </message>
        <message>
            <source>&amp;Features:</source>
            <translation>&amp;Variables :</translation>
        </message>
        <message>
            <source>Feature scales</source>
            <translation>Échelles des variables</translation>
        </message>
        <message>
            <source>Lowest</source>
            <translation>Minimum</translation>
        </message>
        <message>
            <source>Highest</source>
            <translation>Maximum</translation>
        </message>
        <message>
            <source>The column the model predicts (2 to {max_classes} different values)
Details: columns.target</source>
            <translation>La colonne que le modèle prédit (de 2 à {max_classes} valeurs différentes)
Détails : columns.target</translation>
        </message>
        <message>
            <source>The means and standard deviations of the features will be released with the model as they are: they are not covered by the privacy guarantee. Declare bounds for a model that is private as a whole.</source>
            <translation>Les moyennes et écarts-types des variables seront publiés tels quels avec le modèle : ils ne sont pas couverts par la garantie de confidentialité. Déclarez des bornes pour un modèle entièrement privé.</translation>
        </message>
        <message>
            <source>Declared bounds cost nothing, so the whole model is private, provided they come from knowledge outside this file (bounds read off the data are not private).</source>
            <translation>Les bornes déclarées ne coûtent rien : le modèle entier est donc privé, à condition qu'elles viennent de connaissances extérieures à ce fichier (des bornes lues dans les données ne sont pas privées).</translation>
        </message>
        <message>
            <source>Predict (target): no column has 2 to {max_classes} different values; the model predicts a category (for example repaid 0/1)</source>
            <translation>Cible à prédire : aucune colonne n'a de 2 à {max_classes} valeurs différentes ; le modèle prédit une catégorie (par exemple repaid 0/1)</translation>
        </message>
        <message>
            <source>No audit was run (turned off in Set parameters).</source>
            <translation>Aucun audit n'a été lancé (désactivé à l'étape Paramétrer).</translation>
        </message>
        <message>
            <source>The reconstruction attack was not run (choose a binary column on the Set parameters step).</source>
            <translation>L'attaque par reconstruction n'a pas été lancée (choisissez une colonne binaire à l'étape Paramétrer).</translation>
        </message>
        <message>
            <source>The differencing attack was not run (choose a column in Set parameters).</source>
            <translation>L'attaque par différenciation n'a pas été lancée (choisissez une colonne à l'étape Paramétrer).</translation>
        </message>
        <message>
            <source>Raw sums over everyone with a value and over all but one give that person's '{column}' exactly.</source>
            <translation>Des sommes brutes sur toutes les personnes ayant une valeur et sur toutes sauf une donnent exactement la valeur « {column} » de cette personne.</translation>
        </message>
        <message>
            <source>Raw sums over everyone with a value and over all but one give that person's '{column}' approximately.</source>
            <translation>Des sommes brutes sur toutes les personnes ayant une valeur et sur toutes sauf une donnent approximativement la valeur « {column} » de cette personne.</translation>
        </message>
        <message>
            <source>Each sum released with Laplace noise (β = {scale}): the attacker's error has sd {sd}, 95 % within ± {half_width}; the person spent ε = {spent}.</source>
            <translation>Chaque somme publiée avec un bruit de Laplace (β = {scale}) : l'erreur de l'attaquant a un écart-type de {sd}, 95 % à ± {half_width} près ; la personne a dépensé ε = {spent}.</translation>
        </message>
        <message>
            <source>noise only</source>
            <translation>bruit seul</translation>
        </message>
        <message>
            <source>noise and sampling</source>
            <translation>bruit et échantillonnage</translation>
        </message>
        <message>
            <source>noise and sampling, approximate (simulated ratio)</source>
            <translation>bruit et échantillonnage, approché (rapport simulé)</translation>
        </message>
        <message>
            <source>column</source>
            <translation>colonne</translation>
        </message>
        <message>
            <source>cell</source>
            <translation>cellule</translation>
        </message>
        <message>
            <source>estimate</source>
            <translation>estimation</translation>
        </message>
        <message>
            <source>lower 95 %</source>
            <translation>borne inf. 95 %</translation>
        </message>
        <message>
            <source>upper 95 %</source>
            <translation>borne sup. 95 %</translation>
        </message>
        <message>
            <source>interval</source>
            <translation>intervalle</translation>
        </message>
        <message>
            <source>noise</source>
            <translation>bruit</translation>
        </message>
        <message>
            <source>noise scale</source>
            <translation>échelle du bruit</translation>
        </message>
        <message>
            <source>formally private</source>
            <translation>garantie formelle</translation>
        </message>
        <message>
            <source>released count</source>
            <translation>effectif publié</translation>
        </message>
        <message>
            <source>dataset fingerprint</source>
            <translation>empreinte du jeu de données</translation>
        </message>
        <message>
            <source>dataset</source>
            <translation>jeu de données</translation>
        </message>
        <message>
            <source>time</source>
            <translation>horodatage</translation>
        </message>
        <message>
            <source>release</source>
            <translation>publication</translation>
        </message>
        <message>
            <source>query</source>
            <translation>requête</translation>
        </message>
        <message>
            <source>mechanism</source>
            <translation>mécanisme</translation>
        </message>
        <message>
            <source>neighbours</source>
            <translation>voisinage</translation>
        </message>
        <message>
            <source>status</source>
            <translation>statut</translation>
        </message>
        <message>
            <source>&amp;Export ledger…</source>
            <translation>&amp;Exporter le registre…</translation>
        </message>
        <message>
            <source>Save this file's whole privacy ledger (every release recorded so far, ε, δ, ρ, status) as CSV or XLSX, to attach to a data-sharing agreement. This release is recorded when you export it (step 6).</source>
            <translation>Enregistrer tout le registre de confidentialité de ce fichier (chaque publication enregistrée jusqu'ici, ε, δ, ρ, statut) en CSV ou XLSX, à joindre à un accord de partage de données. Cette publication est enregistrée quand vous l'exportez (étape 6).</translation>
        </message>
        <message>
            <source>Released cells</source>
            <translation>Cellules publiées</translation>
        </message>
        <message>
            <source>Reconstruction attack</source>
            <translation>Attaque par reconstruction</translation>
        </message>
        <message>
            <source>Differencing attack</source>
            <translation>Attaque par différenciation</translation>
        </message>
        <message>
            <source>Privacy ledger</source>
            <translation>Registre de confidentialité</translation>
        </message>
        <message>
            <source>Export the privacy ledger</source>
            <translation>Exporter le registre de confidentialité</translation>
        </message>
        <message>
            <source>{rows} people sampled from '{column}'. Raw subset sums let a least-squares attack recover {raw} of them with {queries} queries; with Laplace noise at total ε = {epsilon}: {private}, against {baseline} by guessing the majority value for everyone. {note}</source>
            <translation>{rows} personnes tirées de « {column} ». Avec des sommes brutes de sous-ensembles, une attaque par moindres carrés en retrouve {raw} avec {queries} requêtes ; avec un bruit de Laplace à ε total = {epsilon} : {private}, contre {baseline} en attribuant à tous la valeur majoritaire. {note}</translation>
        </message>
        <message>
            <source>What the noise does, over {n} simulated releases of the same data compared with the raw values (not this release's own errors, which would reveal them): {errors}</source>
            <translation>Ce que fait le bruit, sur {n} publications simulées des mêmes données comparées aux valeurs brutes (pas les erreurs de cette publication, qui les révéleraient) : {errors}</translation>
        </message>
        <message>
            <source>{name}: {clipped} clipped, {left_out} left out</source>
            <translation>{name} : {clipped} écrêtées, {left_out} écartées</translation>
        </message>
        <message>
            <source>Once this release is exported: {releases} release(s) from {file}; spent ε = {epsilon}, δ = {delta} ({method}). Nothing is charged before the export. Ledger in {location}: {path}</source>
            <translation>Une fois cette publication exportée : {releases} publication(s) de {file} ; dépensé ε = {epsilon}, δ = {delta} ({method}). Rien n'est imputé avant l'export. Registre dans {location} : {path}</translation>
        </message>
        <message>
            <source>Cannot export the ledger</source>
            <translation>Impossible d'exporter le registre</translation>
        </message>
        <message>
            <source>{name}: median |error| {error}</source>
            <translation>{name} : |erreur| médiane {error}</translation>
        </message>
        <message>
            <source>Values clipped to the declared bounds and rows left out (raw counts, for you): {checks}</source>
            <translation>Valeurs écrêtées aux bornes déclarées et lignes écartées (effectifs bruts, pour vous) : {checks}</translation>
        </message>
        <message>
            <source>{errors}, {share} of intervals hold the raw value</source>
            <translation>{errors}, {share} des intervalles contiennent la valeur brute</translation>
        </message>
        <message>
            <source>Released tables (one row per cell: estimate, 95 % interval, noise scale)</source>
            <translation>Tableaux publiés (une ligne par cellule : estimation, intervalle à 95 %, échelle du bruit)</translation>
        </message>
        <message>
            <source>Never written: the random seed of the noise, or any row of the input. Raw counts (data checks, audit) go only into the data holder's audit. The input file is never changed.</source>
            <translation>Jamais écrits : la graine aléatoire du bruit, ni aucune ligne des données d'entrée. Les effectifs bruts (contrôles des données, audit) vont uniquement dans l'audit du détenteur des données. Le fichier d'entrée n'est jamais modifié.</translation>
        </message>
        <message>
            <source>This file's privacy ledger (every release), for a data-sharing agreement</source>
            <translation>Le registre de confidentialité de ce fichier (toutes les publications), pour un accord de partage de données</translation>
        </message>
        <message>
            <source>{key}: the dataset's ledger as a table</source>
            <translation>{key} : le registre du jeu de données, sous forme de tableau</translation>
        </message>
        <message>
            <source>Type the groups</source>
            <translation>Saisir les groupes</translation>
        </message>
        <message>
            <source>Read them from a codebook file</source>
            <translation>Les lire dans un fichier de codage</translation>
        </message>
        <message>
            <source>Let PrivDesk choose the groups privately (uses part of the budget)</source>
            <translation>Laisser PrivDesk choisir les groupes de façon privée (utilise une partie du budget)</translation>
        </message>
        <message>
            <source>Groups (the table's cells)</source>
            <translation>Groupes (les cellules de la table)</translation>
        </message>
        <message>
            <source>The grouping column whose groups are shown below</source>
            <translation>La colonne de regroupement dont les groupes sont affichés ci-dessous</translation>
        </message>
        <message>
            <source>The cells are never read from the data, where a rare value would show who is in the file. Type them, read them from a public codebook, or let the release choose them privately.
Details: categories.&lt;column&gt;</source>
            <translation>Les cellules ne sont jamais lues dans les données, où une valeur rare révélerait qui figure dans le fichier. Saisissez-les, lisez-les dans un fichier de codage public, ou laissez la publication les choisir de façon privée.
Détails : categories.&lt;colonne&gt;</translation>
        </message>
        <message>
            <source>One group per line, or comma separated</source>
            <translation>Un groupe par ligne, ou séparés par des virgules</translation>
        </message>
        <message>
            <source>Choose a codebook file…</source>
            <translation>Choisir un fichier de codage…</translation>
        </message>
        <message>
            <source>A CSV file with the groups in its first column, or an XLSForm (.xlsx) whose choices sheet holds the list. Only the file's values are used.</source>
            <translation>Un fichier CSV avec les groupes dans sa première colonne, ou un XLSForm (.xlsx) dont la feuille choices contient la liste. Seules les valeurs du fichier sont utilisées.</translation>
        </message>
        <message>
            <source>The first line is a header</source>
            <translation>La première ligne est un en-tête</translation>
        </message>
        <message>
            <source>The XLSForm list (list_name) that holds the groups</source>
            <translation>La liste du XLSForm (list_name) qui contient les groupes</translation>
        </message>
        <message>
            <source>Taken from the budget's ε
Details: categories.&lt;column&gt;.private.epsilon</source>
            <translation>Pris sur le ε du budget
Détails : categories.&lt;colonne&gt;.private.epsilon</translation>
        </message>
        <message>
            <source>The chance that a group held by one person alone is chosen; taken from the budget's δ
Details: categories.&lt;column&gt;.private.delta</source>
            <translation>La probabilité qu'un groupe détenu par une seule personne soit choisi ; prise sur le δ du budget
Détails : categories.&lt;colonne&gt;.private.delta</translation>
        </message>
        <message>
            <source>ε for choosing:</source>
            <translation>ε pour le choix :</translation>
        </message>
        <message>
            <source>δ for choosing:</source>
            <translation>δ pour le choix :</translation>
        </message>
        <message>
            <source>Groups of:</source>
            <translation>Groupes de :</translation>
        </message>
        <message>
            <source>Groups from:</source>
            <translation>Groupes issus de :</translation>
        </message>
        <message>
            <source>Codebook of the groups</source>
            <translation>Fichier de codage des groupes</translation>
        </message>
        <message>
            <source>Codebooks (*.csv *.xlsx)</source>
            <translation>Fichiers de codage (*.csv *.xlsx)</translation>
        </message>
        <message>
            <source>δ must be a number between 0 and 1, e.g. 1e-6.</source>
            <translation>δ doit être un nombre entre 0 et 1, par ex. 1e-6.</translation>
        </message>
        <message>
            <source>The release counts each value of {column} with noise and keeps as groups only those counted above {threshold}: a value held by one person is kept with probability at most δ. This uses ε = {epsilon} and δ = {delta} of the budget, and the groups chosen are published with the table.</source>
            <translation>La publication compte chaque valeur de {column} avec du bruit et ne garde comme groupes que celles dont le compte dépasse le seuil {threshold} : une valeur détenue par une seule personne est gardée avec une probabilité d'au plus δ. Cela utilise ε = {epsilon} et δ = {delta} du budget, et les groupes choisis sont publiés avec la table.</translation>
        </message>
        <message>
            <source>{count} groups: {groups}.</source>
            <translation>{count} groupes : {groups}.</translation>
        </message>
        <message>
            <source>Declare the groups of {column}: they are published with the table.</source>
            <translation>Déclarez les groupes de {column} : ils sont publiés avec la table.</translation>
        </message>
        <message>
            <source>From {file}.</source>
            <translation>Issus de {file}.</translation>
        </message>
        <message>
            <source>Query</source>
            <translation>Requête</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>Poids</translation>
        </message>
        <message>
            <source>Noise</source>
            <translation>Bruit</translation>
        </message>
        <message>
            <source>Noise scale</source>
            <translation>Échelle du bruit</translation>
        </message>
        <message>
            <source>95 % ± per cell</source>
            <translation>± 95 % par cellule</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Remarque</translation>
        </message>
        <message>
            <source>Equal shares</source>
            <translation>Parts égales</translation>
        </message>
        <message>
            <source>By the weights in the table</source>
            <translation>Selon les poids du tableau</translation>
        </message>
        <message>
            <source>&amp;Refuse a release past a total of</source>
            <translation>Refuser une &amp;publication au-delà d'un total de</translation>
        </message>
        <message>
            <source>Default: your data folder, keyed by the file's hash</source>
            <translation>Par défaut : votre dossier de données, repéré par l'empreinte du fichier</translation>
        </message>
        <message>
            <source>Ch&amp;oose…</source>
            <translation>Ch&amp;oisir…</translation>
        </message>
        <message>
            <source>Total ε:</source>
            <translation>ε total :</translation>
        </message>
        <message>
            <source>Total δ:</source>
            <translation>δ total :</translation>
        </message>
        <message>
            <source>Split:</source>
            <translation>Répartition :</translation>
        </message>
        <message>
            <source>Dataset limit:</source>
            <translation>Limite du jeu de données :</translation>
        </message>
        <message>
            <source>Ledger file:</source>
            <translation>Fichier du registre :</translation>
        </message>
        <message>
            <source>Privacy budget</source>
            <translation>Budget de confidentialité</translation>
        </message>
        <message>
            <source>Expected 95 % half-width of every released cell before release: move weight to the queries where precision matters. Edit a weight to use a weighted split.</source>
            <translation>Demi-largeur à 95 % attendue pour chaque cellule, avant publication : donnez plus de poids aux requêtes où la précision compte. Modifiez un poids pour passer à une répartition pondérée.</translation>
        </message>
        <message>
            <source>What each query gets</source>
            <translation>Ce que reçoit chaque requête</translation>
        </message>
        <message>
            <source>Run the &amp;attacks on my data</source>
            <translation>Lancer les atta&amp;ques sur mes données</translation>
        </message>
        <message>
            <source>Attack the release on your own data
Details: audit.enabled</source>
            <translation>Attaquer la publication sur vos propres données
Détails : audit.enabled</translation>
        </message>
        <message>
            <source>Reconstruction on:</source>
            <translation>Reconstruction sur :</translation>
        </message>
        <message>
            <source>People sampled:</source>
            <translation>Personnes tirées :</translation>
        </message>
        <message>
            <source>Differencing on:</source>
            <translation>Différenciation sur :</translation>
        </message>
        <message>
            <source>Attacks on your own data (never released)</source>
            <translation>Attaques sur vos propres données (jamais publiées)</translation>
        </message>
        <message>
            <source>Load a table first (step 1).</source>
            <translation>Chargez d'abord un tableau (étape 1).</translation>
        </message>
        <message>
            <source>Ledger file</source>
            <translation>Fichier du registre</translation>
        </message>
        <message>
            <source>Ledger (*.jsonl)</source>
            <translation>Registre (*.jsonl)</translation>
        </message>
        <message>
            <source>The attacks need the table in memory: not run when aggregating from the file.</source>
            <translation>Les attaques ont besoin de la table en mémoire : elles ne sont pas lancées quand on agrège depuis le fichier.</translation>
        </message>
        <message>
            <source>(not run)</source>
            <translation>(non lancée)</translation>
        </message>
        <message>
            <source>{key}: the total ε of this release, split below</source>
            <translation>{key} : le ε total de cette publication, réparti ci-dessous</translation>
        </message>
        <message>
            <source>{key}: the total δ, shared by the Gaussian queries: auto (at most 10⁻⁶ and 1/(number of rows)²) or a number far below 1/(number of rows)</source>
            <translation>{key} : le δ total, partagé par les requêtes gaussiennes : auto (au plus 10⁻⁶ et 1/(nombre de lignes)²) ou un nombre bien en dessous de 1/(nombre de lignes)</translation>
        </message>
        <message>
            <source>{key}: query i gets ε·wᵢ/Σw</source>
            <translation>{key} : la requête i reçoit ε·wᵢ/Σw</translation>
        </message>
        <message>
            <source>{key}: where this dataset's ledger lives</source>
            <translation>{key} : l'emplacement du registre de ce jeu de données</translation>
        </message>
        <message>
            <source>{key}: a binary column (two values) whose bits the reconstruction attack tries to recover from subset sums</source>
            <translation>{key} : une colonne binaire (deux valeurs) dont l'attaque par reconstruction tente de retrouver les bits à partir de sommes de sous-ensembles</translation>
        </message>
        <message>
            <source>{key}: people sampled for the attack</source>
            <translation>{key} : personnes tirées pour l'attaque</translation>
        </message>
        <message>
            <source>{key}: a bounded numeric column (bounds from a query)</source>
            <translation>{key} : une colonne numérique bornée (bornes prises d'une requête)</translation>
        </message>
        <message>
            <source>expect cells to be off by up to ± {width} (95 %) in “{query}”</source>
            <translation>attendez-vous à des cellules décalées jusqu'à ± {width} (95 %) dans la requête « {query} »</translation>
        </message>
        <message>
            <source>{key}: type a positive number, got {text}</source>
            <translation>{key} : saisissez un nombre positif (valeur reçue : {text})</translation>
        </message>
        <message>
            <source>Reconstruction attack: raw vs private subset sums</source>
            <translation>Attaque par reconstruction : sommes de sous-ensembles brutes ou protégées</translation>
        </message>
        <message>
            <source>Which query's cells to show</source>
            <translation>La requête dont afficher les cellules</translation>
        </message>
        <message>
            <source>released estimate (95 % interval)</source>
            <translation>estimation publiée (intervalle à 95 %)</translation>
        </message>
        <message>
            <source>number of subset-sum queries m</source>
            <translation>nombre m de requêtes de sommes de sous-ensembles</translation>
        </message>
        <message>
            <source>people whose value is recovered (%)</source>
            <translation>personnes dont la valeur est retrouvée (%)</translation>
        </message>
        <message>
            <source>density</source>
            <translation>densité</translation>
        </message>
        <message>
            <source>Query:</source>
            <translation>Requête :</translation>
        </message>
        <message>
            <source>raw subset sums</source>
            <translation>sommes brutes de sous-ensembles</translation>
        </message>
        <message>
            <source>Laplace, total ε = {epsilon}</source>
            <translation>Laplace, ε total = {epsilon}</translation>
        </message>
        <message>
            <source>majority guess</source>
            <translation>valeur majoritaire</translation>
        </message>
        <message>
            <source>private release: simulated errors</source>
            <translation>publication protégée : erreurs simulées</translation>
        </message>
        <message>
            <source>exact law of Z₁ − Z₂</source>
            <translation>loi exacte de Z₁ − Z₂</translation>
        </message>
        <message>
            <source>raw sums: error 0 (value recovered exactly)</source>
            <translation>sommes brutes : erreur 0 (valeur retrouvée exactement)</translation>
        </message>
        <message>
            <source>{name}: estimates with 95 % intervals</source>
            <translation>{name} : estimations et intervalles à 95 %</translation>
        </message>
        <message>
            <source>Differencing attack: the attacker's error</source>
            <translation>Attaque par différenciation : l'erreur de l'attaquant</translation>
        </message>
        <message>
            <source>attacker's error on one person's {column}</source>
            <translation>erreur de l'attaquant sur « {column} » d'une personne</translation>
        </message>
        <message>
            <source>Rows:</source>
            <translation>Lignes :</translation>
        </message>
        <message>
            <source>Statistics:</source>
            <translation>Statistiques :</translation>
        </message>
        <message>
            <source>Check this file's privacy ledger (a release past its limit is refused before any noise), add fresh noise to every query, then run the attacks. The spend is recorded in the ledger when you export the release (step 6), together with its files; a release never exported charges nothing.</source>
            <translation>Vérifier le registre de confidentialité de ce fichier (une publication qui dépasse sa limite est refusée avant tout bruit), ajouter un bruit neuf à chaque requête, puis lancer les attaques. La dépense est inscrite au registre quand vous exportez la publication (étape 6), avec ses fichiers ; une publication jamais exportée ne coûte rien.</translation>
        </message>
        <message>
            <source>cell errors</source>
            <translation>erreurs des cellules</translation>
        </message>
        <message>
            <source>Total ε = {epsilon}, δ = {delta} over {queries} queries (basic composition), for each person (add or remove one record).</source>
            <translation>ε total = {epsilon}, δ = {delta} sur {queries} requêtes (composition de base), pour chaque personne (ajout ou retrait d'un enregistrement).</translation>
        </message>
        <message>
            <source>No attack (turned off in Set parameters).</source>
            <translation>Aucune attaque (désactivée à l'étape Paramétrer).</translation>
        </message>
        <message>
            <source>Audits: {audits}.</source>
            <translation>Audits : {audits}.</translation>
        </message>
        <message>
            <source>the whole file (the wizard holds its first {rows} rows)</source>
            <translation>tout le fichier (l'assistant en garde les {rows} premières lignes)</translation>
        </message>
        <message>
            <source>{rows} rows</source>
            <translation>{rows} lignes</translation>
        </message>
        <message>
            <source>Refused if this file's ledger would pass ε = {limit}.</source>
            <translation>Refusée si le registre de ce fichier dépassait ε = {limit}.</translation>
        </message>
        <message>
            <source>reconstruction of '{column}'</source>
            <translation>reconstruction de « {column} »</translation>
        </message>
        <message>
            <source>differencing on '{column}'</source>
            <translation>différenciation sur « {column} »</translation>
        </message>
        <message>
            <source>{name} ({kind}, ε = {epsilon})</source>
            <translation>{name} ({kind} ; ε = {epsilon})</translation>
        </message>
        <message>
            <source>Count (optionally by group)</source>
            <translation>Effectif (par groupe au besoin)</translation>
        </message>
        <message>
            <source>Sum of a bounded column</source>
            <translation>Somme d'une colonne bornée</translation>
        </message>
        <message>
            <source>Mean of a bounded column</source>
            <translation>Moyenne d'une colonne bornée</translation>
        </message>
        <message>
            <source>Histogram over declared bins</source>
            <translation>Histogramme sur classes déclarées</translation>
        </message>
        <message>
            <source>Contingency table (one or two groupings)</source>
            <translation>Tableau croisé (un ou deux regroupements)</translation>
        </message>
        <message>
            <source>Quantiles (exponential mechanism)</source>
            <translation>Quantiles (mécanisme exponentiel)</translation>
        </message>
        <message>
            <source>Estimator by sample-and-aggregate</source>
            <translation>Estimateur par échantillonnage-agrégation</translation>
        </message>
        <message>
            <source>Small-cell mean, MOS (not formally private)</source>
            <translation>Moyenne de petites cellules, MOS (sans garantie formelle)</translation>
        </message>
        <message>
            <source>Small-cell slope, MOS (not formally private)</source>
            <translation>Pente de petites cellules, MOS (sans garantie formelle)</translation>
        </message>
        <message>
            <source>mean</source>
            <translation>moyenne</translation>
        </message>
        <message>
            <source>slope</source>
            <translation>pente</translation>
        </message>
        <message>
            <source>Laplace (pure ε-DP)</source>
            <translation>Laplace (ε-DP pure)</translation>
        </message>
        <message>
            <source>Gaussian (ε, δ), analytic calibration</source>
            <translation>Gaussien (ε, δ), calibrage analytique</translation>
        </message>
        <message>
            <source>Column:</source>
            <translation>Colonne :</translation>
        </message>
        <message>
            <source>Regressor x:</source>
            <translation>Régresseur x :</translation>
        </message>
        <message>
            <source>Declared bounds of x:</source>
            <translation>Bornes déclarées de x :</translation>
        </message>
        <message>
            <source>Group by:</source>
            <translation>Grouper par :</translation>
        </message>
        <message>
            <source>and by:</source>
            <translation>et par :</translation>
        </message>
        <message>
            <source>Declared bounds a, b:</source>
            <translation>Bornes déclarées a, b :</translation>
        </message>
        <message>
            <source>Bin edges:</source>
            <translation>Bornes des classes :</translation>
        </message>
        <message>
            <source>Quantiles:</source>
            <translation>Quantiles :</translation>
        </message>
        <message>
            <source>Estimator:</source>
            <translation>Estimateur :</translation>
        </message>
        <message>
            <source>Blocks m:</source>
            <translation>Blocs m :</translation>
        </message>
        <message>
            <source>Estimate bounds:</source>
            <translation>Bornes de l'estimation :</translation>
        </message>
        <message>
            <source>χ taken over:</source>
            <translation>χ calculé sur :</translation>
        </message>
        <message>
            <source>Noise:</source>
            <translation>Bruit :</translation>
        </message>
        <message>
            <source>Statistic:</source>
            <translation>Statistique :</translation>
        </message>
        <message>
            <source>{key}: what is released</source>
            <translation>{key} : ce qui est publié</translation>
        </message>
        <message>
            <source>{key}: the numeric column the statistic is of</source>
            <translation>{key} : la colonne numérique sur laquelle porte la statistique</translation>
        </message>
        <message>
            <source>{key}: the regressor of a slope (y = column on x)</source>
            <translation>{key} : le régresseur d'une pente (y = colonne sur x)</translation>
        </message>
        <message>
            <source>{key}: declared range of x</source>
            <translation>{key} : étendue déclarée de x</translation>
        </message>
        <message>
            <source>{key}: declared by you; the release never reads them from the data. A new project proposes the data's 1st–99th percentiles, rounded: replace them with limits you know, since a range read from the data is not protected. Values outside are clamped (the manifest counts them); the noise grows with b − a.</source>
            <translation>{key} : déclarées par vous ; la publication ne les lit jamais dans les données. Un nouveau projet propose les 1er et 99e centiles des données, arrondis : remplacez-les par des limites que vous connaissez, car une plage lue dans les données n'est pas protégée. Les valeurs hors limites sont ramenées aux bornes (le manifeste les compte) ; le bruit croît avec b − a.</translation>
        </message>
        <message>
            <source>{key}: increasing edges; cells [e_i, e_i+1)</source>
            <translation>{key} : bornes croissantes ; cellules [e_i, e_i+1)</translation>
        </message>
        <message>
            <source>{key}: each in [0, 1]; ε is split equally</source>
            <translation>{key} : chacun dans [0, 1] ; ε est réparti à parts égales</translation>
        </message>
        <message>
            <source>{key}: computed on every block</source>
            <translation>{key} : calculé sur chaque bloc</translation>
        </message>
        <message>
            <source>{key}: more blocks, less noise ((b_θ − a_θ)/(mε)) but smaller blocks and noisier block estimates</source>
            <translation>{key} : plus de blocs, moins de bruit ((b_θ − a_θ)/(mε)), mais des blocs plus petits et des estimations par bloc plus bruitées</translation>
        </message>
        <message>
            <source>{key}: each block's estimate is clamped here</source>
            <translation>{key} : l'estimation de chaque bloc est ramenée dans ces bornes</translation>
        </message>
        <message>
            <source>{key}: the higher-level group (e.g. region) over whose cells χ, the maximum observed sensitivity, is taken and released</source>
            <translation>{key} : le groupe de niveau supérieur (par ex. la région) sur les cellules duquel χ, la sensibilité maximale observée, est calculé et publié</translation>
        </message>
        <message>
            <source>{key}: Gaussian needs the budget's δ &gt; 0</source>
            <translation>{key} : le gaussien exige un δ &gt; 0 dans le budget</translation>
        </message>
        <message>
            <source>{key}: one cell per category (declared in the project's categories); a person is in one cell, so the whole table costs one query's ε</source>
            <translation>{key} : une cellule par catégorie (déclarée dans les catégories du projet) ; une personne est dans une seule cellule, donc tout le tableau coûte le ε d'une requête</translation>
        </message>
        <message>
            <source>PrivDesk reads the CSV or Parquet file in pieces and sends back only each cell's count and sum; the noise is the same. Counts, tables, sums, means and histograms only, and no attacks.
Details: processing.out_of_core</source>
            <translation>PrivDesk lit le fichier CSV ou Parquet par morceaux et ne renvoie que l'effectif et la somme de chaque cellule ; le bruit est le même. Effectifs, tableaux, sommes, moyennes et histogrammes seulement, et pas d'attaques.
Détails : processing.out_of_core</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>A&amp;jouter</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>Re&amp;tirer</translation>
        </message>
        <message>
            <source>&amp;Up</source>
            <translation>&amp;Monter</translation>
        </message>
        <message>
            <source>&amp;Down</source>
            <translation>&amp;Descendre</translation>
        </message>
        <message>
            <source>Statistics to release</source>
            <translation>Statistiques à publier</translation>
        </message>
        <message>
            <source>Aggregate straight from the file (for files larger than memory)</source>
            <translation>Agréger directement depuis le fichier (pour les fichiers plus grands que la mémoire)</translation>
        </message>
        <message>
            <source>Reading the file</source>
            <translation>Lecture du fichier</translation>
        </message>
        <message>
            <source>Add at least one statistic to release.</source>
            <translation>Ajoutez au moins une statistique à publier.</translation>
        </message>
        <message>
            <source>This file is larger than the memory free: the release has to read it from the file. The wizard shows its first rows only.</source>
            <translation>Ce fichier dépasse la mémoire libre : la publication doit le lire depuis le fichier. L'assistant n'en montre que les premières lignes.</translation>
        </message>
        <message>
            <source>{key}: released in this order, each with its budget share</source>
            <translation>{key} : publiées dans cet ordre, chacune avec sa part du budget</translation>
        </message>
        <message>
            <source>Only CSV and Parquet files can be aggregated straight from the file.</source>
            <translation>Seuls les fichiers CSV et Parquet peuvent être agrégés directement depuis le fichier.</translation>
        </message>
        <message>
            <source>recorded answer</source>
            <translation>réponse enregistrée</translation>
        </message>
        <message>
            <source>true answer</source>
            <translation>vraie réponse</translation>
        </message>
        <message>
            <source>prior</source>
            <translation>a priori</translation>
        </message>
        <message>
            <source>posterior</source>
            <translation>a posteriori</translation>
        </message>
        <message>
            <source>odds change ×</source>
            <translation>variation de la cote ×</translation>
        </message>
        <message>
            <source>The question shown below</source>
            <translation>La question présentée ci-dessous</translation>
        </message>
        <message>
            <source>Overall, or one value of a grouping column per bar</source>
            <translation>Ensemble, ou une valeur d'une colonne de regroupement par barre</translation>
        </message>
        <message>
            <source>What one recorded answer reveals (attack result)</source>
            <translation>Ce que révèle une réponse enregistrée (résultat d'attaque)</translation>
        </message>
        <message>
            <source>Repeated draws vs the planner (simulation)</source>
            <translation>Tirages répétés et planificateur (simulation)</translation>
        </message>
        <message>
            <source>overall</source>
            <translation>ensemble</translation>
        </message>
        <message>
            <source>Plan mode: no answers, no estimates. The audits use the plan.</source>
            <translation>Mode plan : ni réponses ni estimations. Les audits s'appuient sur le plan.</translation>
        </message>
        <message>
            <source>Bars: the estimate shown (category shares adjusted to add up to 100 %, shares clamped to [0, 1]); whiskers: the 95 % interval of the unbiased estimate.</source>
            <translation>Barres : l'estimation affichée (parts des catégories ajustées pour totaliser 100 %, parts ramenées dans [0 ; 1]) ; moustaches : l'intervalle à 95 % de l'estimation sans biais.</translation>
        </message>
        <message>
            <source>two ends of the range, 50/50 prior → posterior at most</source>
            <translation>deux extrêmes de l'étendue, a priori 50/50 → a posteriori au plus</translation>
        </message>
        <message>
            <source>odds change at most ×</source>
            <translation>cote × au plus</translation>
        </message>
        <message>
            <source>answer</source>
            <translation>réponse</translation>
        </message>
        <message>
            <source>sd of the error</source>
            <translation>é.-t. de l'erreur</translation>
        </message>
        <message>
            <source>predicted sd</source>
            <translation>é.-t. prévu</translation>
        </message>
        <message>
            <source>by {column}</source>
            <translation>par {column}</translation>
        </message>
        <message>
            <source>Estimates with 95 % intervals (CSV)</source>
            <translation>Estimations avec intervalles à 95 % (CSV)</translation>
        </message>
        <message>
            <source>Planner table (CSV)</source>
            <translation>Tableau du planificateur (CSV)</translation>
        </message>
        <message>
            <source>XLSForm for ODK / KoBoToolbox (.xlsx)</source>
            <translation>XLSForm pour ODK / KoBoToolbox (.xlsx)</translation>
        </message>
        <message>
            <source>Randomized answers (the original answers are never written)</source>
            <translation>Réponses randomisées (les réponses d'origine ne sont jamais écrites)</translation>
        </message>
        <message>
            <source>Never written: the original answers, the randomness of the release or its seed. The input file is never changed.</source>
            <translation>Jamais écrits : les réponses d'origine, l'aléa de la publication ou sa graine. Le fichier d'entrée n'est jamais modifié.</translation>
        </message>
        <message>
            <source>Privatize first.</source>
            <translation>Lancez d'abord la protection.</translation>
        </message>
        <message>
            <source>question</source>
            <translation>question</translation>
        </message>
        <message>
            <source>prior → at most</source>
            <translation>a priori → au plus</translation>
        </message>
        <message>
            <source>n needed</source>
            <translation>n requis</translation>
        </message>
        <message>
            <source>n without privacy</source>
            <translation>n sans protection</translation>
        </message>
        <message>
            <source>half-width at planned n</source>
            <translation>demi-largeur au n prévu</translation>
        </message>
        <message>
            <source>collect with</source>
            <translation>collecte</translation>
        </message>
        <message>
            <source>The 95 % interval half-width you need for a proportion (numbers: the same share of their range)
Details: plan.width</source>
            <translation>La demi-largeur de l'intervalle à 95 % voulue pour une proportion (nombres : la même part de leur étendue)
Détails : plan.width</translation>
        </message>
        <message>
            <source>The sample size you can afford
Details: plan.n</source>
            <translation>La taille d'échantillon que vous pouvez vous permettre
Détails : plan.n</translation>
        </message>
        <message>
            <source>1 for a simple random sample, more for clusters
Details: plan.design_effect</source>
            <translation>1 pour un échantillon aléatoire simple, plus pour des grappes
Détails : plan.design_effect</translation>
        </message>
        <message>
            <source>The belief used in the protection sentence
Details: plan.prior</source>
            <translation>La croyance a priori utilisée dans la phrase de protection
Détails : plan.prior</translation>
        </message>
        <message>
            <source>Run the audits</source>
            <translation>Lancer les audits</translation>
        </message>
        <message>
            <source>What one answer reveals; repeated draws
Details: audit.enabled</source>
            <translation>Ce que révèle une réponse ; tirages répétés
Détails : audit.enabled</translation>
        </message>
        <message>
            <source>Repeated draws of the design
Details: audit.simulations</source>
            <translation>Tirages répétés du plan
Détails : audit.simulations</translation>
        </message>
        <message>
            <source>95 % half-width wanted:</source>
            <translation>Demi-largeur à 95 % voulue :</translation>
        </message>
        <message>
            <source>Planned respondents:</source>
            <translation>Répondants prévus :</translation>
        </message>
        <message>
            <source>Design effect:</source>
            <translation>Effet de plan :</translation>
        </message>
        <message>
            <source>Prior belief in the protection sentence:</source>
            <translation>Croyance a priori (phrase sur la protection) :</translation>
        </message>
        <message>
            <source>Repeated draws:</source>
            <translation>Tirages répétés :</translation>
        </message>
        <message>
            <source>Plan</source>
            <translation>Planification</translation>
        </message>
        <message>
            <source>Exact probabilities</source>
            <translation>Probabilités exactes</translation>
        </message>
        <message>
            <source>The probabilities each question's answers will follow, which every number and curve here uses: with a die or bag they are rounded to whole faces or tokens</source>
            <translation>Les probabilités que suivront les réponses à chaque question, utilisées par tous les nombres et toutes les courbes de cette page : avec un dé ou un sac, elles sont arrondies à un nombre entier de faces ou de jetons</translation>
        </message>
        <message>
            <source>Protection and sample size, per question</source>
            <translation>Protection et taille d'échantillon, par question</translation>
        </message>
        <message>
            <source>The question whose design the curves show</source>
            <translation>La question dont les courbes montrent le schéma</translation>
        </message>
        <message>
            <source>95 % half-width (units of the answer)</source>
            <translation>Demi-largeur à 95 % (unités de la réponse)</translation>
        </message>
        <message>
            <source>95 % half-width</source>
            <translation>Demi-largeur à 95 %</translation>
        </message>
        <message>
            <source>• {question}: odds change at most ×{factor} (ε = {epsilon}); a {prior} % belief becomes at most {posterior} %.</source>
            <translation>• {question} : cote multipliée au plus par {factor} (ε = {epsilon}) ; une croyance à {prior} % devient au plus {posterior} %.</translation>
        </message>
        <message>
            <source>{question}: 95 % half-width vs respondents</source>
            <translation>{question} : demi-largeur à 95 % selon le nombre de répondants</translation>
        </message>
        <message>
            <source>respondents n (log scale)</source>
            <translation>répondants n (échelle log)</translation>
        </message>
        <message>
            <source>{question}: estimates with 95 % intervals</source>
            <translation>{question} : estimations avec intervalles à 95 %</translation>
        </message>
        <message>
            <source>ε = {epsilon} (chosen)</source>
            <translation>ε = {epsilon} (choisi)</translation>
        </message>
        <message>
            <source>Randomize every answer with fresh randomness, then estimate.</source>
            <translation>Randomiser chaque réponse avec un aléa neuf, puis estimer.</translation>
        </message>
        <message>
            <source>Read the randomized answers and estimate.</source>
            <translation>Lire les réponses randomisées et estimer.</translation>
        </message>
        <message>
            <source>Build the plan, the XLSForm and the instruction cards (no data is read).</source>
            <translation>Établir le plan, le XLSForm et les fiches d'instructions (aucune donnée n'est lue).</translation>
        </message>
        <message>
            <source>Answers file:</source>
            <translation>Fichier des réponses :</translation>
        </message>
        <message>
            <source>Questions:</source>
            <translation>Questions :</translation>
        </message>
        <message>
            <source>Designs:</source>
            <translation>Schémas :</translation>
        </message>
        <message>
            <source>Apply each question's randomized response to every answered row (the original answers are never written), estimate, and run the audits. Cancel keeps nothing.</source>
            <translation>Appliquer la réponse randomisée de chaque question à chaque ligne renseignée (les réponses d'origine ne sont jamais écrites), estimer, puis lancer les audits. Annuler ne conserve rien.</translation>
        </message>
        <message>
            <source>Choose the questions first (step 2).</source>
            <translation>Choisissez d'abord les questions (étape 2).</translation>
        </message>
        <message>
            <source>Load the answers and choose the questions first.</source>
            <translation>Chargez d'abord les réponses et choisissez les questions.</translation>
        </message>
        <message>
            <source>— (plan mode)</source>
            <translation>— (mode plan)</translation>
        </message>
        <message>
            <source>No audit (turned off on the parameters page).</source>
            <translation>Aucun audit (désactivé à l'étape Paramétrer).</translation>
        </message>
        <message>
            <source>Audits: what one recorded answer reveals, and {draws} repeated draws against the planner's prediction.</source>
            <translation>Audits : ce que révèle une réponse enregistrée, et {draws} tirages répétés comparés à la prévision du planificateur.</translation>
        </message>
        <message>
            <source>{questions} question(s) on {rows} rows.</source>
            <translation>{questions} question(s) sur {rows} lignes.</translation>
        </message>
        <message>
            <source>{question}: {design}, ε = {epsilon}</source>
            <translation>{question} : {design}, ε = {epsilon}</translation>
        </message>
        <message>
            <source>Categories: the questionnaire's options, separated by commas (every answer must be one of them). Bounds: 'low, high' for a number (answers outside are refused).</source>
            <translation>Catégories : les modalités du questionnaire, séparées par des virgules (chaque réponse doit en faire partie). Bornes : « bas, haut » pour un nombre (les réponses hors bornes sont refusées).</translation>
        </message>
        <message>
            <source>Privatize answers held in the clear (randomize each row, then estimate)</source>
            <translation>Protéger des réponses en clair (randomiser chaque ligne, puis estimer)</translation>
        </message>
        <message>
            <source>Estimate from answers that were already randomized</source>
            <translation>Estimer à partir de réponses déjà randomisées</translation>
        </message>
        <message>
            <source>Plan a survey (sample size, XLSForm and instruction cards)</source>
            <translation>Planifier une enquête (taille d'échantillon, XLSForm et fiches d'instructions)</translation>
        </message>
        <message>
            <source>yes / no</source>
            <translation>oui / non</translation>
        </message>
        <message>
            <source>one of k categories</source>
            <translation>une de k catégories</translation>
        </message>
        <message>
            <source>bounded number</source>
            <translation>nombre borné</translation>
        </message>
        <message>
            <source>Answers in column</source>
            <translation>Colonne des réponses</translation>
        </message>
        <message>
            <source>Kind of answer</source>
            <translation>Type de réponse</translation>
        </message>
        <message>
            <source>Design</source>
            <translation>Schéma</translation>
        </message>
        <message>
            <source>Categories / bounds</source>
            <translation>Catégories / bornes</translation>
        </message>
        <message>
            <source>Wording</source>
            <translation>Libellé</translation>
        </message>
        <message>
            <source>Privatize, estimate or plan
Details: task.mode</source>
            <translation>Protéger, estimer ou planifier
Détails : task.mode</translation>
        </message>
        <message>
            <source>&amp;Add question</source>
            <translation>Ajouter une &amp;question</translation>
        </message>
        <message>
            <source>Add a question on the next column not asked yet.</source>
            <translation>Ajouter une question sur la prochaine colonne pas encore interrogée.</translation>
        </message>
        <message>
            <source>&amp;Remove question</source>
            <translation>Re&amp;tirer la question</translation>
        </message>
        <message>
            <source>Remove the selected question.</source>
            <translation>Retirer la question sélectionnée.</translation>
        </message>
        <message>
            <source>Estimates are also given per value of these columns. They are written and used as given: not protected.
Details: estimate.by</source>
            <translation>Les estimations sont aussi données pour chaque valeur de ces colonnes. Elles sont écrites et utilisées telles quelles : non protégées.
Détails : estimate.by</translation>
        </message>
        <message>
            <source>Sensitive questions</source>
            <translation>Questions sensibles</translation>
        </message>
        <message>
            <source>What to do:</source>
            <translation>Que faire :</translation>
        </message>
        <message>
            <source>Also estimate by:</source>
            <translation>Estimer aussi par :</translation>
        </message>
        <message>
            <source>questions[].column: the column holding the answers</source>
            <translation>questions[].column : la colonne qui contient les réponses</translation>
        </message>
        <message>
            <source>questions[].type: binary, categorical or numeric</source>
            <translation>questions[].type : binary (binaire), categorical (catégoriel) ou numeric (numérique)</translation>
        </message>
        <message>
            <source>questions[].design: the randomized-response design</source>
            <translation>questions[].design : le schéma de réponse randomisée</translation>
        </message>
        <message>
            <source>questions[].epsilon: each respondent's answer changes anyone's odds about her by at most ×e^ε</source>
            <translation>questions[].epsilon : la réponse de chaque répondant multiplie au plus par e^ε la cote que quiconque lui attribue</translation>
        </message>
        <message>
            <source>questions[].label: the question as forms and cards word it</source>
            <translation>questions[].label : la question telle que la formulent les formulaires et les fiches</translation>
        </message>
        <message>
            <source>{field} of the question on {column}</source>
            <translation>{field} de la question sur {column}</translation>
        </message>
        <message>
            <source>Add at least one question.</source>
            <translation>Ajoutez au moins une question.</translation>
        </message>
        <message>
            <source>The questions are valid.</source>
            <translation>Les questions sont valides.</translation>
        </message>
        <message>
            <source>Each column can be asked once: two questions use the same column.</source>
            <translation>Chaque colonne ne peut être interrogée qu'une fois : deux questions utilisent la même colonne.</translation>
        </message>
        <message>
            <source>at the planned {n} respondents its estimate is off by up to ± {width} (95 %); ± {wanted} would need {needed} respondents</source>
            <translation>avec les {n} répondants prévus, son estimation est décalée jusqu'à ± {width} (95 %) ; ± {wanted} demanderait {needed} répondants</translation>
        </message>
        <message>
            <source>A question's column cannot also group the estimates.</source>
            <translation>La colonne d'une question ne peut pas aussi regrouper les estimations.</translation>
        </message>
        <message>
            <source>type two numbers: low, high</source>
            <translation>saisissez deux nombres : bas, haut</translation>
        </message>
        <message>
            <source>Protection runs from 0 (none) to 1 (the attack learns nothing). Attack results can show risk but never prove its absence.</source>
            <translation>La protection va de 0 (aucune) à 1 (l'attaque n'apprend rien). Les résultats d'attaque peuvent révéler un risque, jamais prouver son absence.</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
        </message>
        <message>
            <source>Singling-out protection</source>
            <translation>Protection contre l'individualisation</translation>
        </message>
        <message>
            <source>Share of people an attacker could not pick out as unique from the release.</source>
            <translation>Part des personnes qu'un attaquant n'a pas pu isoler comme uniques à partir de la publication.</translation>
        </message>
        <message>
            <source>Attribute-inference protection</source>
            <translation>Protection contre l'inférence d'attribut</translation>
        </message>
        <message>
            <source>How well the release resists guessing one of a person's values from the others (worst column).</source>
            <translation>Résistance de la publication à la déduction d'une valeur d'une personne à partir des autres (pire colonne).</translation>
        </message>
        <message>
            <source>Distinguishing protection</source>
            <translation>Protection contre la distinction</translation>
        </message>
        <message>
            <source>How hard it is, in the worst case, to tell whether any one person's row was changed.</source>
            <translation>Difficulté, dans le pire des cas, de savoir si la ligne d'une personne a été modifiée.</translation>
        </message>
        <message>
            <source>Program utility</source>
            <translation>Utilité pour le programme</translation>
        </message>
        <message>
            <source>Run sweep</source>
            <translation>Lancer le balayage</translation>
        </message>
        <message>
            <source>Privatize and audit again at several values of r to draw the trade-off curve (the released data is not changed).</source>
            <translation>Protéger et auditer de nouveau pour plusieurs valeurs de r afin de tracer la courbe de compromis (les données publiées ne sont pas modifiées).</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Trade-off</source>
            <translation>Compromis</translation>
        </message>
        <message>
            <source>Before / after</source>
            <translation>Avant / après</translation>
        </message>
        <message>
            <source>Inference risk per column</source>
            <translation>Risque d'inférence par colonne</translation>
        </message>
        <message>
            <source>one run (the mechanism is deterministic)</source>
            <translation>une seule exécution (le mécanisme est déterministe)</translation>
        </message>
        <message>
            <source>Original data: 0 (by definition)</source>
            <translation>Données d'origine : 0 (par définition)</translation>
        </message>
        <message>
            <source>The mechanism is deterministic, so one run is shown, without a spread.</source>
            <translation>Le mécanisme est déterministe : une seule exécution est donc présentée, sans dispersion.</translation>
        </message>
        <message>
            <source>The sweep stopped.</source>
            <translation>Le balayage s'est arrêté.</translation>
        </message>
        <message>
            <source>Sweep cancelled; nothing was kept.</source>
            <translation>Balayage annulé ; rien n'a été conservé.</translation>
        </message>
        <message>
            <source>{minutes} min {seconds} s</source>
            <translation>{minutes} min {seconds} s</translation>
        </message>
        <message>
            <source>Privatize the data first; the audit of the release appears here.</source>
            <translation>Lancez d'abord la protection des données ; l'audit de la publication s'affichera ici.</translation>
        </message>
        <message>
            <source>Audits were turned off for this release, so there are no attack results or program simulations to show. Turn them on in the Parameters step and privatize again, or run a sweep below to audit a range of settings.</source>
            <translation>Les audits étaient désactivés pour cette publication : il n'y a donc ni résultats d'attaque ni simulations du programme à afficher. Activez-les à l'étape Paramétrer et relancez la protection, ou lancez un balayage ci-dessous pour auditer une série de réglages.</translation>
        </message>
        <message>
            <source>mean ± standard deviation over {n} privatizations</source>
            <translation>moyenne ± écart-type sur {n} protections</translation>
        </message>
        <message>
            <source>Program utility — relative profit</source>
            <translation>Utilité pour le programme — bénéfice relatif</translation>
        </message>
        <message>
            <source>Share of the lender's profit on the original data that the release keeps (1 = all of it).</source>
            <translation>Part du bénéfice du prêteur sur les données d'origine que la publication préserve (1 = la totalité).</translation>
        </message>
        <message>
            <source>Program utility — targeting accuracy</source>
            <translation>Utilité pour le programme — exactitude du ciblage</translation>
        </message>
        <message>
            <source>Share of people the program classifies correctly as eligible or not.</source>
            <translation>Part des personnes que le programme classe correctement comme éligibles ou non.</translation>
        </message>
        <message>
            <source>Original data: accuracy {accuracy}, eligible people left out nationally {value} people</source>
            <translation>Données d'origine : exactitude {accuracy}, personnes éligibles exclues au niveau national {value}</translation>
        </message>
        <message>
            <source>Eligible people left out nationally: {spread} people</source>
            <translation>Personnes éligibles exclues au niveau national : {spread}</translation>
        </message>
        <message>
            <source>Original data: accuracy {accuracy}, exclusion-error rate {value}</source>
            <translation>Données d'origine : exactitude {accuracy}, taux d'erreur d'exclusion {value}</translation>
        </message>
        <message>
            <source>Exclusion-error rate: {spread}</source>
            <translation>Taux d'erreur d'exclusion : {spread}</translation>
        </message>
        <message>
            <source>Run sweep to draw the curve.</source>
            <translation>Lancez le balayage pour tracer la courbe.</translation>
        </message>
        <message>
            <source>Stopping…</source>
            <translation>Arrêt…</translation>
        </message>
        <message>
            <source>Original data: {value} (share of people who are not unique)</source>
            <translation>Données d'origine : {value} (part des personnes qui ne sont pas uniques)</translation>
        </message>
        <message>
            <source>Original data: {value}</source>
            <translation>Données d'origine : {value}</translation>
        </message>
        <message>
            <source>± is the standard deviation over {n} independent privatizations.</source>
            <translation>± est l'écart-type sur {n} protections indépendantes.</translation>
        </message>
        <message>
            <source>{message} — {elapsed} elapsed, about {remaining} left</source>
            <translation>{message} — {elapsed} écoulées, environ {remaining} restantes</translation>
        </message>
        <message>
            <source>{message} — {elapsed} elapsed</source>
            <translation>{message} — {elapsed} écoulées</translation>
        </message>
        <message>
            <source>Computed from the noise the mechanism adds, not from an attack; {runs}</source>
            <translation>Calculé d'après le bruit ajouté par le mécanisme, non par une attaque ; {runs}</translation>
        </message>
        <message>
            <source>Original data: 1 (by definition), profit {profit}</source>
            <translation>Données d'origine : 1 (par définition), bénéfice {profit}</translation>
        </message>
        <message>
            <source>Profit: {profit}</source>
            <translation>Bénéfice : {profit}</translation>
        </message>
        <message>
            <source>No differential-privacy guarantee: k-anonymity is a property of the table only.</source>
            <translation>Aucune garantie de confidentialité différentielle : le k-anonymat est seulement une propriété de la table.</translation>
        </message>
        <message>
            <source>None: every row is replaced by the average of its group of at least k rows.</source>
            <translation>Aucun : chaque ligne est remplacée par la moyenne de son groupe d'au moins k lignes.</translation>
        </message>
        <message>
            <source>With this ε no choice of r allows accurate targeting at this accuracy.</source>
            <translation>Avec ce ε, aucun choix de r ne permet un ciblage exact à ce niveau d'exactitude.</translation>
        </message>
        <message>
            <source>What the release proves, whatever an attacker knows (a mathematical guarantee).</source>
            <translation>Ce que la publication prouve, quoi que sache un attaquant (une garantie mathématique).</translation>
        </message>
        <message>
            <source>The protection between any two people, however different their data (classic differential privacy, r = 2), which the guarantee implies.</source>
            <translation>La protection entre deux personnes quelconques, aussi différentes que soient leurs données (confidentialité différentielle classique, r = 2), qu'implique la garantie.</translation>
        </message>
        <message>
            <source>How much random noise is added, in the scaled units.</source>
            <translation>Quantité de bruit aléatoire ajoutée, dans les unités mises à l'échelle.</translation>
        </message>
        <message>
            <source>A proven score from 0 (the original data) to 1 (nothing can be learnt) of how well an attacker can tell any two people apart in the release; μ is the privacy loss it is computed from, 1 / (1 + μ).</source>
            <translation>Un score prouvé, de 0 (les données d'origine) à 1 (rien ne peut être appris), de la capacité d'un attaquant à distinguer deux personnes quelconques dans la publication ; μ est la perte de confidentialité dont il est calculé, 1 / (1 + μ).</translation>
        </message>
        <message>
            <source>The accuracy limit: with this ε and δ, keeping this share of targeting decisions unchanged is impossible unless r is small enough. The bound is necessary, not sufficient.</source>
            <translation>La limite de précision : avec ces ε et δ, garder cette part des décisions de ciblage inchangée est impossible si r n'est pas assez petit. La borne est nécessaire, non suffisante.</translation>
        </message>
        <message>
            <source>ε = {epsilon}, δ = {delta} (classic differential privacy implied by the guarantee).</source>
            <translation>ε = {epsilon}, δ = {delta} (confidentialité différentielle classique impliquée par la garantie).</translation>
        </message>
        <message>
            <source>{accuracy} % of targeting decisions unchanged: not ruled out by these settings, but not guaranteed either (the release is not tuned to reach it); the audit measures the accuracy you get.</source>
            <translation>{accuracy} % de décisions de ciblage inchangées : pas exclu par ces réglages, mais pas garanti non plus (la publication n'est pas réglée pour l'atteindre) ; l'audit mesure la précision obtenue.</translation>
        </message>
        <message>
            <source>Proven guarantee</source>
            <translation>Garantie prouvée</translation>
        </message>
        <message>
            <source>Between any two people</source>
            <translation>Entre deux personnes quelconques</translation>
        </message>
        <message>
            <source>Failure probability δ</source>
            <translation>Probabilité d'échec δ</translation>
        </message>
        <message>
            <source>Noise added</source>
            <translation>Bruit ajouté</translation>
        </message>
        <message>
            <source>Accurate targeting</source>
            <translation>Ciblage exact</translation>
        </message>
        <message>
            <source>0 — no noise is added, so nothing is proven against telling people apart.</source>
            <translation>0 — aucun bruit n'est ajouté : rien n'est donc prouvé contre la distinction des personnes.</translation>
        </message>
        <message>
            <source>This is classic differential privacy: ε = {epsilon}, δ = {delta}.</source>
            <translation>Il s'agit de confidentialité différentielle classique : ε = {epsilon}, δ = {delta}.</translation>
        </message>
        <message>
            <source>No meaningful guarantee: the implied classic guarantee has ε = {epsilon} but its δ reaches 1. People whose data differ by more than r = {r} are protected only by the noise (see distinguishing protection).</source>
            <translation>Aucune garantie utile : la garantie classique impliquée a ε = {epsilon}, mais son δ atteint 1. Les personnes dont les données diffèrent de plus de r = {r} ne sont protégées que par le bruit (voir la protection contre la distinction).</translation>
        </message>
        <message>
            <source>σ₁ = {sigma} on the projection (from an illustrative projection matrix; the release draws its own, so its σ₁ differs slightly).</source>
            <translation>σ₁ = {sigma} sur la projection (d'après une matrice de projection illustrative ; la publication tire la sienne, son σ₁ diffère donc légèrement).</translation>
        </message>
        <message>
            <source>σ = {sigma} per feature, in units where every row has length ≤ 1.</source>
            <translation>σ = {sigma} par variable, dans des unités où chaque ligne a une longueur ≤ 1.</translation>
        </message>
        <message>
            <source>{accuracy} % of targeting decisions unchanged: not checked for this method; the audit measures the accuracy you get.</source>
            <translation>{accuracy} % de décisions de ciblage inchangées : non vérifié pour cette méthode ; l'audit mesure la précision obtenue.</translation>
        </message>
        <message>
            <source>⚠ {accuracy} % of targeting decisions unchanged cannot be met with this ε, whatever r: raise ε in Set parameters, or accept a lower accuracy.</source>
            <translation>⚠ L'objectif de {accuracy} % de décisions de ciblage inchangées ne peut pas être atteint avec cet ε, quel que soit r : augmentez ε à l'étape Paramétrer, ou acceptez une précision plus faible.</translation>
        </message>
        <message>
            <source>⚠ {accuracy} % of targeting decisions unchanged cannot be met with these settings: r = {r} is not below {bound}. Lower r or raise ε in Set parameters, or accept a lower accuracy.</source>
            <translation>⚠ L'objectif de {accuracy} % de décisions de ciblage inchangées ne peut pas être atteint avec ces réglages : r = {r} n'est pas inférieur à {bound}. Diminuez r ou augmentez ε à l'étape Paramétrer, ou acceptez une précision plus faible.</translation>
        </message>
        <message>
            <source>⚠ {advice} Your r = {r} is not below it: accurate targeting is impossible.</source>
            <translation>⚠ {advice} Votre r = {r} n'est pas en dessous : un ciblage exact est impossible.</translation>
        </message>
        <message>
            <source>{protection} (μ = {mu}) — 1 means an attacker learns nothing that tells two people apart, 0 is the original data.</source>
            <translation>{protection} (μ = {mu}) — 1 signifie qu'un attaquant n'apprend rien qui permette de distinguer deux personnes ; 0 correspond aux données d'origine.</translation>
        </message>
        <message>
            <source>From an illustrative projection matrix.</source>
            <translation>D'après une matrice de projection illustrative.</translation>
        </message>
        <message>
            <source>Component step: σ₂ = {sigma2}.</source>
            <translation>Étape des composantes : σ₂ = {sigma2}.</translation>
        </message>
        <message>
            <source>Your r = {r} is within it.</source>
            <translation>Votre r = {r} respecte cette borne.</translation>
        </message>
        <message>
            <source>Row Gaussian</source>
            <translation>Gaussien par ligne</translation>
        </message>
        <message>
            <source>Private projection</source>
            <translation>Projection privée</translation>
        </message>
        <message>
            <source>Mondrian k-anonymity</source>
            <translation>Mondrian (k-anonymat)</translation>
        </message>
        <message>
            <source>Adds random noise to every row. Targeted differential privacy with the best accuracy for a given guarantee (recommended).</source>
            <translation>Ajoute un bruit aléatoire à chaque ligne. Confidentialité différentielle ciblée, avec la meilleure précision pour une garantie donnée (recommandé).</translation>
        </message>
        <message>
            <source>The paper's algorithm: a random projection with noise. Same kind of guarantee as the row Gaussian; choose it to replicate published results.</source>
            <translation>L'algorithme de l'article : une projection aléatoire avec bruit. Même type de garantie que le gaussien par ligne ; choisissez-le pour reproduire des résultats publiés.</translation>
        </message>
        <message>
            <source>Replaces each row by the average of a group of at least k similar rows. A familiar baseline, but it gives no differential-privacy guarantee.</source>
            <translation>Remplace chaque ligne par la moyenne d'un groupe d'au moins k lignes similaires. Une référence familière, mais sans aucune garantie de confidentialité différentielle.</translation>
        </message>
        <message>
            <source>Tight (recommended)</source>
            <translation>Serré (recommandé)</translation>
        </message>
        <message>
            <source>Paper-faithful</source>
            <translation>Fidèle à l'article</translation>
        </message>
        <message>
            <source>clip (recommended)</source>
            <translation>écrêter (recommandé)</translation>
        </message>
        <message>
            <source>divide by the largest row (paper-faithful, leaks it)</source>
            <translation>diviser par la plus grande ligne (fidèle à l'article, la divulgue)</translation>
        </message>
        <message>
            <source>How the data are privatized. Row Gaussian: noise on every row (recommended). Private projection: the paper's algorithm. Mondrian: k-anonymity, no differential-privacy guarantee.</source>
            <translation>Comment les données sont protégées. Gaussien par ligne : du bruit sur chaque ligne (recommandé). Projection privée : l'algorithme de l'article. Mondrian : k-anonymat, sans garantie de confidentialité différentielle.</translation>
        </message>
        <message>
            <source>How the projection's noise is sized. Tight: from the projection matrix actually drawn; same guarantee, much less noise. Paper-faithful: the published Algorithm 1, to reproduce its numbers.</source>
            <translation>Comment le bruit de la projection est dimensionné. Serré : d'après la matrice de projection effectivement tirée ; même garantie, beaucoup moins de bruit. Fidèle à l'article : l'algorithme 1 publié, pour en reproduire les chiffres.</translation>
        </message>
        <message>
            <source>ε (epsilon): how much one person's data may change what is released. Smaller is more private; 1 is strong, 3 is common for targeting. Must be greater than 0 (up to 50).</source>
            <translation>ε (epsilon) : dans quelle mesure les données d'une personne peuvent modifier ce qui est publié. Plus il est petit, plus la confidentialité est forte ; 1 est fort, 3 est courant pour le ciblage. Doit être supérieur à 0 (jusqu'à 50).</translation>
        </message>
        <message>
            <source>Set δ to at most 10⁻⁶ and at most 1 / (number of rows)², far below one over the number of people.</source>
            <translation>Fixez δ à au plus 10⁻⁶ et au plus 1 / (nombre de lignes)², bien en dessous de un sur le nombre de personnes.</translation>
        </message>
        <message>
            <source>e.g. 1e-7</source>
            <translation>par ex. 1e-7</translation>
        </message>
        <message>
            <source>δ (delta): a small probability that the ε promise fails. It must be below one over the number of rows, and far below it (a warning shows within a factor 10). Type 0.0000001 or 1e-7.</source>
            <translation>δ (delta) : une faible probabilité que la promesse de ε ne tienne pas. Il doit être inférieur à un sur le nombre de lignes, et bien en dessous (un avertissement s'affiche à moins d'un facteur 10). Saisissez 0.0000001 ou 1e-7.</translation>
        </message>
        <message>
            <source>r: people whose scaled data lie within r of each other cannot be told apart. Rows are scaled to length ≤ 1, so r = 2 protects everyone from everyone (classic differential privacy); small r keeps targeting accurate. From 0.001 to 2.</source>
            <translation>r : les personnes dont les données mises à l'échelle sont à moins de r l'une de l'autre ne peuvent pas être distinguées. Les lignes sont ramenées à une longueur ≤ 1, donc r = 2 protège chacun vis-à-vis de tous (confidentialité différentielle classique) ; un petit r garde un ciblage précis. De 0,001 à 2.</translation>
        </message>
        <message>
            <source>k: the projection's dimension, at least the number of features (the paper uses 10,000). Larger k brings the projection closer to the row Gaussian.</source>
            <translation>k : la dimension de la projection, au moins égale au nombre de variables (l'article utilise 10 000). Un k plus grand rapproche la projection du gaussien par ligne.</translation>
        </message>
        <message>
            <source>keep all</source>
            <translation>tout garder</translation>
        </message>
        <message>
            <source>Keep only this many private principal components (fewer than the number of features) to remove some noise. Costs an extra budget ε₂, δ₂. 0 = keep all.</source>
            <translation>Ne garder que ce nombre de composantes principales privées (moins que le nombre de variables) pour retirer une partie du bruit. Coûte un budget supplémentaire ε₂, δ₂. 0 = tout garder.</translation>
        </message>
        <message>
            <source>not set</source>
            <translation>non défini</translation>
        </message>
        <message>
            <source>ε₂: extra privacy budget for finding the principal components; the guarantee becomes ε + ε₂. Greater than 0 (paper-faithful projection: below 1). Used only when fewer components are kept.</source>
            <translation>ε₂ : budget de confidentialité supplémentaire pour trouver les composantes principales ; la garantie devient ε + ε₂. Supérieur à 0 (projection fidèle à l'article : inférieur à 1). Utilisé seulement si moins de composantes sont gardées.</translation>
        </message>
        <message>
            <source>δ₂: the failure probability of the component step; the guarantee's δ becomes δ + δ₂. Strictly between 0 and 1, e.g. 1e-6.</source>
            <translation>δ₂ : la probabilité d'échec de l'étape des composantes ; le δ de la garantie devient δ + δ₂. Strictement entre 0 et 1, par ex. 1e-6.</translation>
        </message>
        <message>
            <source>Privatize the rows in this many random disjoint parts (for very large files). The guarantee is that of one part. From 1 to 1,000, at most the number of rows.</source>
            <translation>Protéger les lignes en ce nombre de parties aléatoires disjointes (pour les très gros fichiers). La garantie est celle d'une partie. De 1 à 1 000, au plus le nombre de lignes.</translation>
        </message>
        <message>
            <source>k: every released row equals at least k − 1 other rows. At least 2 and at most the number of rows.</source>
            <translation>k : chaque ligne publiée est identique à au moins k − 1 autres lignes. Au moins 2 et au plus le nombre de lignes.</translation>
        </message>
        <message>
            <source>How rows are brought to length ≤ 1 before privatizing. Clip: a fixed radius, rows beyond it are shortened (reveals nothing about the data). Divide by the largest row: as in the paper, but the release then reveals that row's length.</source>
            <translation>Comment les lignes sont ramenées à une longueur ≤ 1 avant la protection. Écrêter : un rayon fixe, les lignes au-delà sont raccourcies (ne révèle rien des données). Diviser par la plus grande ligne : comme dans l'article, mais la publication révèle alors la longueur de cette ligne.</translation>
        </message>
        <message>
            <source>How many independent privatizations the audit simulates, for averages and spreads of the attack and program scores (1 to 200; the paper used 50).</source>
            <translation>Nombre de protections indépendantes que l'audit simule, pour les moyennes et dispersions des scores d'attaque et de programme (1 à 200 ; l'article en utilisait 50).</translation>
        </message>
        <message>
            <source>Run the audit after privatizing</source>
            <translation>Lancer l'audit après la protection</translation>
        </message>
        <message>
            <source>Audit the release: singling-out and attribute-inference attacks, and what the privatization does to the program's targeting. Needed for the report.</source>
            <translation>Auditer la publication : attaques par individualisation et par inférence d'attribut, et effet de la protection sur le ciblage du programme. Nécessaire pour le rapport.</translation>
        </message>
        <message>
            <source>&amp;Mechanism:</source>
            <translation>&amp;Mécanisme :</translation>
        </message>
        <message>
            <source>&amp;Calibration:</source>
            <translation>&amp;Calibrage :</translation>
        </message>
        <message>
            <source>&amp;ε (privacy loss):</source>
            <translation>&amp;ε (perte de confidentialité) :</translation>
        </message>
        <message>
            <source>&amp;δ (failure probability):</source>
            <translation>&amp;δ (probabilité d'échec) :</translation>
        </message>
        <message>
            <source>&amp;r (protection radius):</source>
            <translation>&amp;r (rayon de protection) :</translation>
        </message>
        <message>
            <source>Projection dimension &amp;k:</source>
            <translation>Dimension de projection &amp;k :</translation>
        </message>
        <message>
            <source>&amp;Private components:</source>
            <translation>Composantes pri&amp;vées :</translation>
        </message>
        <message>
            <source>ε₂ (components):</source>
            <translation>ε₂ (composantes) :</translation>
        </message>
        <message>
            <source>δ₂ (components):</source>
            <translation>δ₂ (composantes) :</translation>
        </message>
        <message>
            <source>Pa&amp;rtitions:</source>
            <translation>Par&amp;titions :</translation>
        </message>
        <message>
            <source>k-a&amp;nonymity:</source>
            <translation>k-a&amp;nonymat :</translation>
        </message>
        <message>
            <source>Row &amp;scaling:</source>
            <translation>Mise à l'éc&amp;helle des lignes :</translation>
        </message>
        <message>
            <source>S&amp;tandardized by:</source>
            <translation>S&amp;tandardisées par :</translation>
        </message>
        <message>
            <source>Audit si&amp;mulations:</source>
            <translation>Simulations d'a&amp;udit :</translation>
        </message>
        <message>
            <source>Data and audit</source>
            <translation>Données et audit</translation>
        </message>
        <message>
            <source>How strongly people are protected. Each choice sets the exact parameters; “Custom” keeps your own.</source>
            <translation>Le niveau de protection des personnes. Chaque choix fixe les paramètres exacts ; « Personnalisé » conserve les vôtres.</translation>
        </message>
        <message>
            <source>Share of targeting decisions (who is enrolled) that must come out the same as on the original data, from 50 % to 99.9 %. It only drives the accuracy advice below (the accuracy limit); it does not change the release.</source>
            <translation>Part des décisions de ciblage (qui est inscrit) qui doivent rester identiques à celles obtenues sur les données d'origine, de 50 % à 99,9 %. Elle ne sert qu'au conseil de précision ci-dessous (la limite de précision) ; elle ne modifie pas la publication.</translation>
        </message>
        <message>
            <source>Privacy &amp;strength:</source>
            <translation>Niveau de &amp;protection :</translation>
        </message>
        <message>
            <source>&amp;Accuracy you need:</source>
            <translation>&amp;Exactitude requise :</translation>
        </message>
        <message>
            <source>A goal, not a setting: the release is not tuned to reach it. “Accurate targeting” on the right says when these settings rule it out; the audit measures the accuracy you get.</source>
            <translation>Un objectif, pas un réglage : la publication n'est pas réglée pour l'atteindre. « Ciblage précis », à droite, indique quand ces réglages l'excluent ; l'audit mesure la précision obtenue.</translation>
        </message>
        <message>
            <source>Protection</source>
            <translation>Protection</translation>
        </message>
        <message>
            <source>Exact parameters</source>
            <translation>Paramètres exacts</translation>
        </message>
        <message>
            <source>of targeting decisions must stay unchanged</source>
            <translation>des décisions de ciblage doivent rester inchangées</translation>
        </message>
        <message>
            <source>Show or hide every parameter of the mechanism.</source>
            <translation>Afficher ou masquer tous les paramètres du mécanisme.</translation>
        </message>
        <message>
            <source>exact parameters</source>
            <translation>les paramètres exacts</translation>
        </message>
        <message>
            <source>load a data file first (step 1)</source>
            <translation>chargez d'abord un fichier de données (étape 1)</translation>
        </message>
        <message>
            <source>each released value gets noise of about ± {noise} (95 %), in units where a whole row has length at most 1: the release is mostly noise</source>
            <translation>chaque valeur publiée reçoit un bruit d'environ ± {noise} (95 %), dans des unités où une ligne entière a une longueur d'au plus 1 : la publication est surtout du bruit</translation>
        </message>
        <message>
            <source>Down: fewer eligible people left out.</source>
            <translation>Vers le bas : moins de personnes éligibles exclues.</translation>
        </message>
        <message>
            <source>Original data (not private)</source>
            <translation>Données d'origine (non privées)</translation>
        </message>
        <message>
            <source>Classic DP (r = 2)</source>
            <translation>CD classique (r = 2)</translation>
        </message>
        <message>
            <source>Chosen setting</source>
            <translation>Réglage choisi</translation>
        </message>
        <message>
            <source>Up: more of the lender's profit kept.</source>
            <translation>Vers le haut : davantage du bénéfice du prêteur préservé.</translation>
        </message>
        <message>
            <source>Singling-out protection (attack result)</source>
            <translation>Protection contre l'individualisation (résultat d'attaque)</translation>
        </message>
        <message>
            <source>Attribute-inference protection (attack result)</source>
            <translation>Protection contre l'inférence d'attribut (résultat d'attaque)</translation>
        </message>
        <message>
            <source>Distinguishing protection (proven)</source>
            <translation>Protection contre la distinction (prouvée)</translation>
        </message>
        <message>
            <source>Number of people</source>
            <translation>Nombre de personnes</translation>
        </message>
        <message>
            <source>Bars: how well the release resists guessing each column from the others (mean ± sd over privatizations). Red dashed line: the original data's worst column.</source>
            <translation>Barres : résistance de la publication à la déduction de chaque colonne à partir des autres (moyenne ± é.-t. sur les protections). Ligne rouge en tirets : la pire colonne des données d'origine.</translation>
        </message>
        <message>
            <source>Attribute-inference protection (attack result) — 0 none, 1 full</source>
            <translation>Protection contre l'inférence d'attribut (résultat d'attaque) — 0 aucune, 1 totale</translation>
        </message>
        <message>
            <source>Protection score:</source>
            <translation>Score de protection :</translation>
        </message>
        <message>
            <source>Every point is a fresh simulation, the chosen setting's too.</source>
            <translation>Chaque point est une nouvelle simulation, y compris celui du réglage choisi.</translation>
        </message>
        <message>
            <source>Trade-off: {measure} (simulation) against {score}</source>
            <translation>Compromis : {measure} (simulation) en fonction de : {score}</translation>
        </message>
        <message>
            <source>Trade-off: {measure} (simulation) against {score} — original data and chosen setting only (no sweep was run)</source>
            <translation>Compromis : {measure} (simulation) en fonction de : {score} — données d'origine et réglage choisi seulement (aucun balayage n'a été lancé)</translation>
        </message>
        <message>
            <source>Attribute-inference protection per column (attack result)</source>
            <translation>Protection contre l'inférence d'attribut par colonne (résultat d'attaque)</translation>
        </message>
        <message>
            <source>{score} — 0 none, 1 full</source>
            <translation>{score} — 0 aucune, 1 totale</translation>
        </message>
        <message>
            <source>{measure} (simulation)</source>
            <translation>{measure} (simulation)</translation>
        </message>
        <message>
            <source>Right: more protection. {direction}</source>
            <translation>Vers la droite : plus de protection. {direction}</translation>
        </message>
        <message>
            <source>Original data</source>
            <translation>Données d'origine</translation>
        </message>
        <message>
            <source>{column} (the file's units)</source>
            <translation>{column} (unités du fichier)</translation>
        </message>
        <message>
            <source>Released distribution of {column} (first {shown} of {total} columns shown)</source>
            <translation>Distribution publiée de {column} ({shown} premières colonnes sur {total})</translation>
        </message>
        <message>
            <source>Released distribution of {column}</source>
            <translation>Distribution publiée de {column}</translation>
        </message>
        <message>
            <source>Swept settings ({parameter})</source>
            <translation>Réglages balayés ({parameter})</translation>
        </message>
        <message>
            <source>Declare…</source>
            <translation>Déclarer…</translation>
        </message>
        <message>
            <source>A centre and a scale for every feature, known from outside this file (a census, last year's survey). Without them the data's own means and standard deviations are used, and the release carries them as they are (the report says so).
Details: project keys preprocessing.centres and preprocessing.scales</source>
            <translation>Un centre et une échelle pour chaque variable, connus hors de ce fichier (un recensement, l'enquête de l'an dernier). Sans eux, les moyennes et écarts-types des données elles-mêmes sont utilisés, et la publication les contient tels quels (le rapport le dit).
Détails : clés du projet preprocessing.centres et preprocessing.scales</translation>
        </message>
        <message>
            <source>The data's means and SDs (released as they are)</source>
            <translation>Moyennes et écarts-types des données (publiés tels quels)</translation>
        </message>
        <message>
            <source>Centres and scales of the features</source>
            <translation>Centres et échelles des variables</translation>
        </message>
        <message>
            <source>Use the data's own</source>
            <translation>Utiliser ceux des données</translation>
        </message>
        <message>
            <source>Each feature is standardized as (value − centre) / scale before the noise. Declared values reveal nothing about this file; leave the table empty to use the data's own, which the release then carries.</source>
            <translation>Chaque variable est standardisée en (valeur − centre) / échelle avant le bruit. Des valeurs déclarées ne révèlent rien de ce fichier ; laissez le tableau vide pour utiliser celles des données, que la publication contient alors.</translation>
        </message>
        <message>
            <source>Centre</source>
            <translation>Centre</translation>
        </message>
        <message>
            <source>Scale (&gt; 0)</source>
            <translation>Échelle (&gt; 0)</translation>
        </message>
        <message>
            <source>Declared by you for {n} features</source>
            <translation>Déclarés par vous pour {n} variables</translation>
        </message>
        <message>
            <source>a positive scale</source>
            <translation>une échelle positive</translation>
        </message>
        <message>
            <source>a centre</source>
            <translation>un centre</translation>
        </message>
        <message>
            <source>Type {what} for {feature}.</source>
            <translation>Saisissez {what} pour {feature}.</translation>
        </message>
        <message>
            <source>A model predicts each household's consumption from the released features and enrols the poorest share. PrivDesk measures how many truly poor people the release would exclude.</source>
            <translation>Un modèle prédit la consommation de chaque ménage à partir des variables publiées et inscrit la part la plus pauvre. PrivDesk mesure combien de personnes réellement pauvres la publication exclurait.</translation>
        </message>
        <message>
            <source>A model predicts from the released features whether each applicant will repay, and the lender approves those likely to. PrivDesk measures how much of the lender's profit the release keeps.</source>
            <translation>Un modèle prédit, à partir des variables publiées, si chaque demandeur remboursera, et le prêteur accepte ceux qui le feront probablement. PrivDesk mesure quelle part du bénéfice du prêteur la publication préserve.</translation>
        </message>
        <message>
            <source>Credit scoring needs a loan-amount column: go back to Load data and set that column's role to “Loan amount”.</source>
            <translation>La notation de crédit nécessite une colonne de montant du prêt : revenez à Charger les données et donnez à cette colonne le rôle « Montant du prêt ».</translation>
        </message>
        <message>
            <source>Use these columns anyway (I checked they are not identifiers)</source>
            <translation>Utiliser ces colonnes malgré tout (j'ai vérifié que ce ne sont pas des identifiants)</translation>
        </message>
        <message>
            <source>Checking the columns…</source>
            <translation>Vérification des colonnes…</translation>
        </message>
        <message>
            <source>Privatizing it as a number protects nothing and helps no model: go back to Load data and set its role to “Identifier” (tokenized in the release) or “Drop”. If you checked that it is a real measurement, tick “{allow}”.</source>
            <translation>La protéger comme un nombre ne protège rien et n'aide aucun modèle : revenez à Charger les données et donnez-lui le rôle « Identifiant » (remplacé par un jeton dans la publication) ou « Écarter ». Si vous avez vérifié qu'il s'agit d'une vraie mesure, cochez « {allow} ».</translation>
        </message>
        <message>
            <source>Privatizing them as numbers protects nothing and helps no model: go back to Load data and set their roles to “Identifier” (tokenized in the release) or “Drop”. If you checked that they are real measurements, tick “{allow}”.</source>
            <translation>Les protéger comme des nombres ne protège rien et n'aide aucun modèle : revenez à Charger les données et donnez-leur le rôle « Identifiant » (remplacé par un jeton dans la publication) ou « Écarter ». Si vous avez vérifié qu'il s'agit de vraies mesures, cochez « {allow} ».</translation>
        </message>
        <message>
            <source>&amp;Poverty targeting</source>
            <translation>Ciblage de la &amp;pauvreté</translation>
        </message>
        <message>
            <source>Cash transfers to the poorest: the target is consumption or another welfare measure (lower means poorer).</source>
            <translation>Transferts monétaires aux plus pauvres : la cible est la consommation ou une autre mesure du bien-être (plus bas signifie plus pauvre).</translation>
        </message>
        <message>
            <source>C&amp;redit scoring</source>
            <translation>N&amp;otation de crédit</translation>
        </message>
        <message>
            <source>Micro-loans: the target is 1 if the loan was repaid and 0 if not; a loan-amount column is needed.</source>
            <translation>Microcrédits : la cible vaut 1 si le prêt a été remboursé et 0 sinon ; une colonne de montant du prêt est nécessaire.</translation>
        </message>
        <message>
            <source>The share of households the budget can enrol. The program enrols the households the model predicts to be poorest, up to this share; the same share by true consumption counts as “truly poor”.</source>
            <translation>La part des ménages que le budget permet d'inscrire. Le programme inscrit les ménages que le modèle prédit comme les plus pauvres, jusqu'à cette part ; la même part selon la consommation réelle compte comme « réellement pauvres ».</translation>
        </message>
        <message>
            <source>Not given</source>
            <translation>Non renseignée</translation>
        </message>
        <message>
            <source>Interest the lender earns on a repaid loan. A defaulted loan loses the amount plus the interest; together they set the profit of each decision.</source>
            <translation>Intérêts que le prêteur perçoit sur un prêt remboursé. Un prêt en défaut fait perdre le montant plus les intérêts ; ensemble, ils fixent le bénéfice de chaque décision.</translation>
        </message>
        <message>
            <source>Lend at break-&amp;even</source>
            <translation>Prêter au point &amp;mort</translation>
        </message>
        <message>
            <source>Approve an applicant when the predicted chance of repayment makes the expected profit positive: the usual choice. Untick to set your own approval threshold.</source>
            <translation>Accepter un demandeur lorsque la probabilité de remboursement prédite rend le bénéfice attendu positif : le choix habituel. Décochez pour fixer votre propre seuil d'approbation.</translation>
        </message>
        <message>
            <source>Approve a loan when the model's predicted chance of repayment is at least this.</source>
            <translation>Accorder un prêt lorsque la probabilité de remboursement prédite par le modèle atteint au moins cette valeur.</translation>
        </message>
        <message>
            <source>B&amp;udget: share enrolled</source>
            <translation>B&amp;udget : part inscrite</translation>
        </message>
        <message>
            <source>Popu&amp;lation (optional)</source>
            <translation>Popu&amp;lation (facultatif)</translation>
        </message>
        <message>
            <source>&amp;Interest rate</source>
            <translation>Taux d'&amp;intérêt</translation>
        </message>
        <message>
            <source>Approval threshold</source>
            <translation>Seuil d'approbation</translation>
        </message>
        <message>
            <source>Targeting / eligibility data</source>
            <translation>Données de ciblage / d'éligibilité</translation>
        </message>
        <message>
            <source>Privatize the features a program uses to decide who receives cash or a loan, and audit what the release costs in privacy and in accuracy.</source>
            <translation>Protéger les variables qu'un programme utilise pour décider qui reçoit de l'argent ou un prêt, et auditer ce que la publication coûte en confidentialité et en précision.</translation>
        </message>
        <message>
            <source>Only if the columns named above really are measurements (e.g. amounts that happen to be all different). Saved in the project as “allow_identifier_like”.</source>
            <translation>Seulement si les colonnes citées ci-dessus sont vraiment des mesures (par ex. des montants qui se trouvent être tous différents). Enregistré dans le projet sous « allow_identifier_like ».</translation>
        </message>
        <message>
            <source>Open a data file on the Load data page first.</source>
            <translation>Ouvrez d'abord un fichier de données à la page Charger les données.</translation>
        </message>
        <message>
            <source>Choose at least one feature column on the Load data page.</source>
            <translation>Choisissez au moins une colonne de variable à la page Charger les données.</translation>
        </message>
        <message>
            <source>Choose the target column on the Load data page (what the program predicts, e.g. consumption or repayment).</source>
            <translation>Choisissez la colonne cible à la page Charger les données (ce que le programme prédit, par ex. la consommation ou le remboursement).</translation>
        </message>
        <message>
            <source>⚠ You confirmed that {names} is not an identifier: it will be privatized as a number.</source>
            <translation>⚠ Vous avez confirmé que {names} n'est pas un identifiant : la colonne sera protégée comme un nombre.</translation>
        </message>
        <message>
            <source>⚠ You confirmed that {names} are not identifiers: they will be privatized as numbers.</source>
            <translation>⚠ Vous avez confirmé que {names} ne sont pas des identifiants : ces colonnes seront protégées comme des nombres.</translation>
        </message>
        <message>
            <source>How many people the program covers nationally (e.g. {example} for Togo's adults); scales exclusion errors to a national count. Leave at 0 (“Not given”) to report shares only.</source>
            <translation>Nombre de personnes couvertes par le programme au niveau national (par ex. {example} pour les adultes du Togo) ; ramène les erreurs d'exclusion à un effectif national. Laissez 0 (« Non renseignée ») pour n'indiquer que des parts.</translation>
        </message>
        <message>
            <source>At {interest} % interest a loan breaks even when the applicant's chance of repaying is {chance} %; lending at break-even approves every applicant above that.</source>
            <translation>Avec {interest} % d'intérêt, un prêt atteint le point mort lorsque la probabilité de remboursement du demandeur est de {chance} % ; prêter au point mort accepte tout demandeur au-dessus.</translation>
        </message>
        <message>
            <source>✓ The data are ready: {rows} rows, {features} feature columns, target “{target}”, loan amount “{loan}”.</source>
            <translation>✓ Les données sont prêtes : {rows} lignes, {features} colonnes de variables, cible « {target} », montant du prêt « {loan} ».</translation>
        </message>
        <message>
            <source>✓ The data are ready: {rows} rows, {features} feature columns, target “{target}”.</source>
            <translation>✓ Les données sont prêtes : {rows} lignes, {features} colonnes de variables, cible « {target} ».</translation>
        </message>
        <message>
            <source>automatic ({delta})</source>
            <translation>automatique ({delta})</translation>
        </message>
        <message>
            <source>Automatic δ: at most 10⁻⁶ and at most 1/n² for the n rows of the file, set when the file is read.</source>
            <translation>δ automatique : au plus 10⁻⁶ et au plus 1/n² pour les n lignes du fichier, fixé à la lecture du fichier.</translation>
        </message>
        <message>
            <source>δ = {delta}: checked against the rows of the file when it is read.</source>
            <translation>δ = {delta} : vérifié par rapport aux lignes du fichier à sa lecture.</translation>
        </message>
        <message>
            <source>Built-in, on this computer</source>
            <translation>Intégré, sur cet ordinateur</translation>
        </message>
        <message>
            <source>Spark, where the records are stored</source>
            <translation>Spark, là où les enregistrements sont stockés</translation>
        </message>
        <message>
            <source>Spark reads and counts the records on its own machines; only the exact counts come back, and the noise is added here.
Details: engine.kind</source>
            <translation>Spark lit et compte les enregistrements sur ses propres machines ; seuls les effectifs exacts reviennent, et le bruit est ajouté ici.
Détails : engine.kind</translation>
        </message>
        <message>
            <source>The Spark master, e.g. local[2] or yarn (empty: Spark's default).
Details: engine.master</source>
            <translation>Le maître Spark, par ex. local[2] ou yarn (vide : valeur par défaut de Spark).
Détails : engine.master</translation>
        </message>
        <message>
            <source>Counted by</source>
            <translation>Compté par</translation>
        </message>
        <message>
            <source>Spark master</source>
            <translation>Maître Spark</translation>
        </message>
        <message>
            <source>⚠ {field} = {epsilon} is small: {consequence}. Check that the result is still useful before you privatize.</source>
            <translation>⚠ {field} = {epsilon} est petit : {consequence}. Vérifiez que le résultat reste utile avant de lancer la protection.</translation>
        </message>
        <message>
            <source>{parameter}: {reason}</source>
            <translation>{parameter} : {reason}</translation>
        </message>
        <message>
            <source>{key}: the dataset's cap; a release that would lift the ledger's total above it is refused before any noise is drawn</source>
            <translation>{key} : le plafond du jeu de données ; une publication qui porterait le total du registre au-delà est refusée avant tout tirage de bruit</translation>
        </message>
        <message>
            <source>{symbol} must be a finite number</source>
            <translation>{symbol} doit être un nombre fini</translation>
        </message>
        <message>
            <source>type a number for {symbol} such as 1e-5 (0.00001), or tick “automatic”</source>
            <translation>saisissez un nombre pour {symbol}, par exemple 1e-5 (0.00001), ou cochez « automatique »</translation>
        </message>
        <message>
            <source>rows dropped (%, from the typical sizes you typed)</source>
            <translation>lignes écartées (%, d'après les tailles typiques saisies)</translation>
        </message>
        <message>
            <source>noise per cell (95 % ±)</source>
            <translation>bruit/cellule (95 % ±)</translation>
        </message>
        <message>
            <source>Who is protected</source>
            <translation>Qui est protégé</translation>
        </message>
        <message>
            <source>Each ro&amp;w</source>
            <translation>C&amp;haque ligne</translation>
        </message>
        <message>
            <source>Each person or household, identified by a column</source>
            <translation>Chaque personne ou ménage, identifié par une colonne</translation>
        </message>
        <message>
            <source>One person = one row
Details: privacy_unit = row</source>
            <translation>Une personne = une ligne
Détails : privacy_unit = row</translation>
        </message>
        <message>
            <source>For files with several rows per person or household (members, visits, transfers): the whole unit is protected, its rows past the bound are dropped at random
Details: privacy_unit.column</source>
            <translation>Pour les fichiers avec plusieurs lignes par personne ou par ménage (membres, visites, transferts) : l'unité entière est protégée, ses lignes au-delà de la limite sont retirées au hasard
Détails : privacy_unit.column</translation>
        </message>
        <message>
            <source>The column that names each row's unit (a person or household id)
Details: privacy_unit.column</source>
            <translation>La colonne qui nomme l'unité de chaque ligne (un identifiant de personne ou de ménage)
Détails : privacy_unit.column</translation>
        </message>
        <message>
            <source>B: a unit's rows past B are dropped at random before the release; the noise grows with B
Details: privacy_unit.max_rows</source>
            <translation>B : les lignes d'une unité au-delà de B sont retirées au hasard avant la publication ; le bruit augmente avec B
Détails : privacy_unit.max_rows</translation>
        </message>
        <message>
            <source>household</source>
            <translation>ménage</translation>
        </message>
        <message>
            <source>The unit in words, for the guarantee (optional)
Details: privacy_unit.name</source>
            <translation>L'unité en toutes lettres, pour la garantie (facultatif)
Détails : privacy_unit.name</translation>
        </message>
        <message>
            <source>no bound</source>
            <translation>sans limite</translation>
        </message>
        <message>
            <source>The most rows of one unit in one cell of a table (0: no bound); the rest are dropped at random
Details: privacy_unit.max_rows_per_cell</source>
            <translation>Le plus grand nombre de lignes d'une unité dans une cellule d'un tableau (0 : sans limite) ; les autres sont écartées au hasard
Détails : privacy_unit.max_rows_per_cell</translation>
        </message>
        <message>
            <source>The most cells of one table a unit may count in (0: no bound); its rows in other cells are dropped at random
Details: privacy_unit.max_cells</source>
            <translation>Le plus grand nombre de cellules d'un tableau où une unité peut compter (0 : sans limite) ; ses lignes dans d'autres cellules sont écartées au hasard
Détails : privacy_unit.max_cells</translation>
        </message>
        <message>
            <source>not declared</source>
            <translation>non déclaré</translation>
        </message>
        <message>
            <source>The most persons in one unit, a number you know (not read from the data). Needed only to add this release to person-level releases of the same file in its privacy ledger
Details: privacy_unit.max_members</source>
            <translation>Le plus grand nombre de personnes dans une unité, un nombre que vous connaissez (non lu dans les données). Nécessaire seulement pour ajouter cette publication aux publications au niveau des personnes du même fichier, dans son registre de confidentialité
Détails : privacy_unit.max_members</translation>
        </message>
        <message>
            <source>Unit &amp;column:</source>
            <translation>Colonne &amp;de l'unité :</translation>
        </message>
        <message>
            <source>At most &amp;B rows per unit:</source>
            <translation>Au plus &amp;B lignes par unité :</translation>
        </message>
        <message>
            <source>Unit &amp;name:</source>
            <translation>Nom d&amp;e l'unité :</translation>
        </message>
        <message>
            <source>Lar&amp;gest number of persons in one unit (declared):</source>
            <translation>Plus &amp;grand nombre de personnes dans une unité (déclaré) :</translation>
        </message>
        <message>
            <source>At mos&amp;t rows per unit in one cell:</source>
            <translation>Nombre maximal de lignes par uni&amp;té dans une cellule :</translation>
        </message>
        <message>
            <source>At most cell&amp;s per unit:</source>
            <translation>Nombre maximal de cellule&amp;s par unité :</translation>
        </message>
        <message>
            <source>Type the typical largest number of rows a unit has (from what you know of the file). PrivDesk does not read it from the data: that would be raw. How many rows each B drops cannot be shown for the same reason.</source>
            <translation>Saisissez le plus grand nombre de lignes qu'une unité a habituellement (d'après ce que vous savez du fichier). PrivDesk ne le lit pas dans les données : ce serait une valeur brute. Pour la même raison, le nombre de lignes retirées par chaque B ne peut pas être affiché.</translation>
        </message>
        <message>
            <source>Type the average number of rows a unit has (from what you know of the file), to estimate how many rows each B drops. PrivDesk does not read it from the data.</source>
            <translation>Saisissez le nombre moyen de lignes d'une unité (d'après ce que vous savez du fichier), pour estimer combien de lignes chaque B écarte. PrivDesk ne le lit pas dans les données.</translation>
        </message>
        <message>
            <source>Typical &amp;largest rows per unit:</source>
            <translation>Nombre maximal t&amp;ypique de lignes par unité :</translation>
        </message>
        <message>
            <source>T&amp;ypical average rows per unit:</source>
            <translation>Nombre moyen t&amp;ypique de lignes par unité :</translation>
        </message>
        <message>
            <source>No count, sum or estimator to preview the noise of.</source>
            <translation>Aucun effectif, aucune somme ni aucun estimateur dont prévisualiser le bruit.</translation>
        </message>
        <message>
            <source>Each {unit} is protected at ε = {epsilon}.</source>
            <translation>Chaque {unit} : protection à ε = {epsilon}.</translation>
        </message>
        <message>
            <source>“{query}”: each cell is off by up to ± {one} (95 %) with B = 1, dropping about {share_one} % of the rows, and ± {last} with B = {b}, dropping about {share_last} % (from the typical sizes you typed).</source>
            <translation>Requête « {query} » : chaque cellule est décalée jusqu'à ± {one} (95 %) avec B = 1, en écartant environ {share_one} % des lignes, et jusqu'à ± {last} avec B = {b}, en écartant environ {share_last} % (d'après les tailles typiques saisies).</translation>
        </message>
        <message>
            <source>Follows from mathematics; holds against any attacker.</source>
            <translation>Découle des mathématiques ; tient face à n'importe quel attaquant.</translation>
        </message>
        <message>
            <source>A real attack run on the release: it can show risk but never prove safety.</source>
            <translation>Une attaque réelle menée sur les données publiées : elle peut révéler un risque mais jamais prouver la sécurité.</translation>
        </message>
        <message>
            <source>What the release does to the program, simulated over repeated privatizations.</source>
            <translation>L'effet des données publiées sur le programme, simulé sur des protections répétées.</translation>
        </message>
        <message>
            <source>Hide {subject}</source>
            <translation>Masquer {subject}</translation>
        </message>
        <message>
            <source>Show {subject}</source>
            <translation>Afficher {subject}</translation>
        </message>
        <message>
            <source>the quasi-identifier has an infinite value ({value}), which no interval holds.</source>
            <translation>le quasi-identifiant contient une valeur infinie ({value}), qu'aucun intervalle ne contient.</translation>
        </message>
        <message>
            <source>value {value} is not a number (generalized as intervals).</source>
            <translation>la valeur {value} n'est pas un nombre (généralisée en intervalles).</translation>
        </message>
        <message>
            <source>cannot read the hierarchy file ({error}).</source>
            <translation>impossible de lire le fichier de hiérarchie ({error}).</translation>
        </message>
        <message>
            <source>the hierarchy file has no rows.</source>
            <translation>le fichier de hiérarchie n'a aucune ligne.</translation>
        </message>
        <message>
            <source>value {value} is not in the hierarchy of this column; add a row for it to the hierarchy file.</source>
            <translation>la valeur {value} est absente de la hiérarchie de cette colonne ; ajoutez-lui une ligne dans le fichier de hiérarchie.</translation>
        </message>
        <message>
            <source>value {value} has two rows (rows {first} and {second}); one row per value.</source>
            <translation>la valeur {value} a deux lignes (lignes {first} et {second}) ; une seule ligne par valeur.</translation>
        </message>
        <message>
            <source>row for {value} has {levels} levels, others {others}.</source>
            <translation>la ligne de {value} a {levels} niveaux, les autres {others}.</translation>
        </message>
        <message>
            <source>{value} has two parents at level {level} ({first} in row {first_row}, {second} in row {second_row}).</source>
            <translation>{value} a deux parents au niveau {level} ({first} à la ligne {first_row}, {second} à la ligne {second_row}).</translation>
        </message>
        <message>
            <source>value {value} is not a number (the column is generalized as numbers).</source>
            <translation>la valeur {value} n'est pas un nombre (la colonne est généralisée comme des nombres).</translation>
        </message>
        <message>
            <source>value {value} is not a date (YYYY-MM-DD).</source>
            <translation>la valeur {value} n'est pas une date (AAAA-MM-JJ).</translation>
        </message>
        <message>
            <source>Searching the generalization lattice</source>
            <translation>Recherche dans le treillis de généralisation</translation>
        </message>
        <message>
            <source>the key file exists already; choose another name.</source>
            <translation>le fichier de clé existe déjà ; choisissez un autre nom.</translation>
        </message>
        <message>
            <source>the key file does not exist.</source>
            <translation>le fichier de clé n'existe pas.</translation>
        </message>
        <message>
            <source>not a PrivDesk key file (64 hex digits).</source>
            <translation>ce n'est pas un fichier de clé PrivDesk (64 chiffres hexadécimaux).</translation>
        </message>
        <message>
            <source>the codebook file exists already; choose another name.</source>
            <translation>le fichier de codage existe déjà ; choisissez un autre nom.</translation>
        </message>
        <message>
            <source>a codebook file must end in .csv.</source>
            <translation>un fichier de codage doit se terminer par .csv.</translation>
        </message>
        <message>
            <source>the column has no values (every cell is empty), so there is nothing to code.</source>
            <translation>la colonne n'a aucune valeur (toutes les cellules sont vides), il n'y a donc rien à coder.</translation>
        </message>
        <message>
            <source>a codebook file needs two columns: value, code.</source>
            <translation>un fichier de codage doit avoir deux colonnes : valeur, code.</translation>
        </message>
        <message>
            <source>Choose the column that holds the identifiers.</source>
            <translation>Choisissez la colonne qui contient les identifiants.</translation>
        </message>
        <message>
            <source>value {value} is not in the codebook file.</source>
            <translation>la valeur {value} est absente du fichier de codage.</translation>
        </message>
        <message>
            <source>Mondrian: splitting</source>
            <translation>Mondrian : découpage</translation>
        </message>
        <message>
            <source>matches the empty text; it would mask nothing useful</source>
            <translation>correspond au texte vide ; il ne masquerait rien d'utile</translation>
        </message>
        <message>
            <source>must be one of {choices}, got {value}</source>
            <translation>doit être l'une des valeurs {choices} (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>is not a valid regular expression ({error})</source>
            <translation>n'est pas une expression régulière valide ({error})</translation>
        </message>
        <message>
            <source>inferring “{secret}” from one other column</source>
            <translation>inférence de « {secret} » à partir d'une autre colonne</translation>
        </message>
        <message>
            <source>attribute-inference audit done</source>
            <translation>audit d'inférence d'attribut terminé</translation>
        </message>
        <message>
            <source>inferring “{secret}” from all the other columns</source>
            <translation>inférence de « {secret} » à partir de toutes les autres colonnes</translation>
        </message>
        <message>
            <source>inferring “{secret}” from a random half of the other columns</source>
            <translation>inférence de « {secret} » à partir d'une moitié tirée au hasard des autres colonnes</translation>
        </message>
        <message>
            <source>the manifest file does not exist.</source>
            <translation>le fichier manifeste n'existe pas.</translation>
        </message>
        <message>
            <source>show program's version number and exit</source>
            <translation>afficher le numéro de version du programme et quitter</translation>
        </message>
        <message>
            <source>language of reports and messages (default English; the wizard follows the system or its Settings menu)</source>
            <translation>langue des rapports et des messages (anglais par défaut ; l'assistant suit le système ou son menu Réglages)</translation>
        </message>
        <message>
            <source>privatize, audit, and write the released data, report and manifest</source>
            <translation>protéger, auditer et écrire les données publiées, le rapport et le manifeste</translation>
        </message>
        <message>
            <source>Privatize the project's input with fresh randomness, run the task's audits (unless audit.enabled is false), and write the released data, the HTML report and the JSON manifest that the project names.</source>
            <translation>Protéger les données d'entrée du projet avec un aléa neuf, lancer les audits de la tâche (sauf si audit.enabled vaut false), puis écrire les données publiées, le rapport HTML et le manifeste JSON que nomme le projet.</translation>
        </message>
        <message>
            <source>project file (.json)</source>
            <translation>fichier de projet (.json)</translation>
        </message>
        <message>
            <source>write the outputs into DIR, created if missing (keeping their file names)</source>
            <translation>écrire les fichiers produits dans DIR, créé au besoin (sans changer leurs noms)</translation>
        </message>
        <message>
            <source>override audit.simulations</source>
            <translation>remplacer audit.simulations</translation>
        </message>
        <message>
            <source>no progress lines</source>
            <translation>aucune ligne d'avancement</translation>
        </message>
        <message>
            <source>replace outputs that exist already</source>
            <translation>remplacer les sorties qui existent déjà</translation>
        </message>
        <message>
            <source>override engine.kind</source>
            <translation>remplacer engine.kind</translation>
        </message>
        <message>
            <source>override engine.master</source>
            <translation>remplacer engine.master</translation>
        </message>
        <message>
            <source>also write the data holder's audit (data checks, attacks on the raw data) beside the report as &lt;name&gt;_holder_audit.html and .json: never to be shared</source>
            <translation>écrire aussi l'audit du détenteur des données (contrôles des données, attaques sur les données brutes) à côté du rapport, sous &lt;name&gt;_holder_audit.html et .json : à ne jamais partager</translation>
        </message>
        <message>
            <source>write CSV text exactly as it is, for programs that read the file (by default a text starting with = + - @ gets a leading ' so spreadsheets never run it as a formula)</source>
            <translation>écrire le texte CSV exactement tel quel, pour les programmes qui lisent le fichier (par défaut, un texte commençant par = + - @ reçoit une ' initiale pour qu'un tableur ne l'exécute jamais comme une formule)</translation>
        </message>
        <message>
            <source>trade-off rows over a grid of one parameter, as CSV</source>
            <translation>lignes du compromis sur une grille de valeurs d'un paramètre, en CSV</translation>
        </message>
        <message>
            <source>Evaluate the project's mechanism at each value of one parameter (all audits, S simulations each) and write one CSV row per setting. Every value is checked as the project file would be before any work starts. Offered by the targeting task (its mechanism's parameters) and the model task (epsilon).</source>
            <translation>Évaluer le mécanisme du projet pour chaque valeur d'un paramètre (tous les audits, S simulations chacun) et écrire une ligne CSV par réglage. Chaque valeur est vérifiée comme le serait le fichier de projet, avant tout calcul. Proposé par la tâche de ciblage (les paramètres de son mécanisme) et la tâche modèle (epsilon).</translation>
        </message>
        <message>
            <source>parameter to vary (default r)</source>
            <translation>paramètre à faire varier (par défaut r)</translation>
        </message>
        <message>
            <source>comma-separated values (default: the standard r grid)</source>
            <translation>valeurs séparées par des virgules (par défaut : la grille de r standard)</translation>
        </message>
        <message>
            <source>CSV file (default: &lt;project&gt;_sweep.csv)</source>
            <translation>fichier CSV (par défaut : &lt;project&gt;_sweep.csv)</translation>
        </message>
        <message>
            <source>replace the CSV if it exists already</source>
            <translation>remplacer le CSV s'il existe déjà</translation>
        </message>
        <message>
            <source>render the HTML report again from a saved manifest</source>
            <translation>produire de nouveau le rapport HTML à partir d'un manifeste enregistré</translation>
        </message>
        <message>
            <source>Read a manifest written by `run` or the wizard and write its HTML report (the report is built from the manifest alone).</source>
            <translation>Lire un manifeste écrit par `run` ou par l'assistant et écrire son rapport HTML (le rapport est construit à partir du seul manifeste).</translation>
        </message>
        <message>
            <source>manifest file (.json)</source>
            <translation>fichier manifeste (.json)</translation>
        </message>
        <message>
            <source>HTML file (default: &lt;manifest&gt;.html)</source>
            <translation>fichier HTML (par défaut : &lt;manifest&gt;.html)</translation>
        </message>
        <message>
            <source>replace the HTML file if it exists already</source>
            <translation>remplacer le fichier HTML s'il existe déjà</translation>
        </message>
        <message>
            <source>largest r compatible with accurate targeting (the accuracy limit)</source>
            <translation>plus grand r compatible avec un ciblage exact (la limite de précision)</translation>
        </message>
        <message>
            <source>The accuracy limit: for (ε, δ, r)-TDP and targeting decisions that must stay unchanged with probability 1 − β, print the largest r.</source>
            <translation>La limite de précision : pour la (ε, δ, r)-TDP et des décisions de ciblage qui doivent rester inchangées avec une probabilité 1 − β, afficher le plus grand r.</translation>
        </message>
        <message>
            <source>privacy loss ε &gt; 0</source>
            <translation>perte de confidentialité ε &gt; 0</translation>
        </message>
        <message>
            <source>δ in [0, 1) (default 0)</source>
            <translation>δ dans [0 ; 1) (par défaut 0)</translation>
        </message>
        <message>
            <source>tolerated share of changed decisions β (default 0.05)</source>
            <translation>part tolérée de décisions modifiées β (par défaut 0.05)</translation>
        </message>
        <message>
            <source>outputs.pdf: this command cannot paint a PDF; run it as python main.py run.</source>
            <translation>outputs.pdf : cette commande ne peut pas produire de PDF ; lancez-la avec python main.py run.</translation>
        </message>
        <message>
            <source>--values: give at least one value</source>
            <translation>--values : indiquez au moins une valeur</translation>
        </message>
        <message>
            <source>--output names a folder; give a file name.</source>
            <translation>--output désigne un dossier ; donnez un nom de fichier.</translation>
        </message>
        <message>
            <source>--output would overwrite an input file.</source>
            <translation>--output écraserait un fichier d'entrée.</translation>
        </message>
        <message>
            <source>--output must end in .csv, .xlsx or .parquet.</source>
            <translation>--output doit se terminer par .csv, .xlsx ou .parquet.</translation>
        </message>
        <message>
            <source>this JSON file is not a PrivDesk manifest.</source>
            <translation>ce fichier JSON n'est pas un manifeste PrivDesk.</translation>
        </message>
        <message>
            <source>--output must be a new HTML file name.</source>
            <translation>--output doit être le nom d'un nouveau fichier HTML.</translation>
        </message>
        <message>
            <source>{elapsed} s</source>
            <translation>{elapsed} s</translation>
        </message>
        <message>
            <source>--output-dir names a file, not a folder.</source>
            <translation>--output-dir désigne un fichier, pas un dossier.</translation>
        </message>
        <message>
            <source>--holder-audit: the project names no report or manifest to put it beside.</source>
            <translation>--holder-audit : le projet ne nomme aucun rapport ni manifeste à côté duquel le placer.</translation>
        </message>
        <message>
            <source>wrote {path}</source>
            <translation>écrit : {path}</translation>
        </message>
        <message>
            <source>the file exists already (from an earlier run?).</source>
            <translation>le fichier existe déjà (d'une exécution précédente ?).</translation>
        </message>
        <message>
            <source>m* = {m}; largest r: {relation} {bound}</source>
            <translation>m* = {m} ; plus grand r : {relation} {bound}</translation>
        </message>
        <message>
            <source>interrupted; nothing was written</source>
            <translation>interrompu ; rien n'a été écrit</translation>
        </message>
        <message>
            <source>PrivDesk: privatize sensitive data offline and audit the release.

With no command, opens the desktop wizard. Commands run the same jobs headless from a
project file (format "privdesk-project/1", documented in README.md); the project's
task.kind chooses the task: {tasks}.</source>
            <translation>PrivDesk : protéger hors ligne des données sensibles et auditer la publication.

Sans commande, ouvre l'assistant de bureau. Les commandes exécutent les mêmes tâches
sans interface à partir d'un fichier de projet (format « privdesk-project/1 », documenté
dans README.md) ; le champ task.kind du projet choisit la tâche parmi :
{tasks}.</translation>
        </message>
        <message>
            <source>{elapsed} s, about {left} s left</source>
            <translation>{elapsed} s, encore environ {left} s</translation>
        </message>
        <message>
            <source>the {task} task does not offer a sweep; it offers run and report.</source>
            <translation>la tâche {task} ne propose pas de balayage ; elle propose run et report.</translation>
        </message>
        <message>
            <source>--param: the {task} task can sweep {parameters}, not {value}</source>
            <translation>--param : la tâche {task} peut balayer {parameters}, pas {value}</translation>
        </message>
        <message>
            <source>Pass --overwrite to replace it, or choose another output name or folder.</source>
            <translation>Ajoutez --overwrite pour le remplacer, ou choisissez un autre nom ou dossier de sortie.</translation>
        </message>
        <message>
            <source>--simulations: the {task} task has no utility simulations</source>
            <translation>--simulations : la tâche {task} n'a pas de simulations d'utilité</translation>
        </message>
        <message>
            <source>not a readable manifest ({error}).</source>
            <translation>manifeste illisible ({error}).</translation>
        </message>
        <message>
            <source>the manifest lacks a field the report needs ({error}).</source>
            <translation>il manque au manifeste un champ nécessaire au rapport ({error}).</translation>
        </message>
        <message>
            <source>a field of the manifest is not what the report expects ({error}); was the file edited by hand?</source>
            <translation>un champ du manifeste ne correspond pas à ce qu'attend le rapport ({error}) ; le fichier a-t-il été modifié à la main ?</translation>
        </message>
        <message>
            <source>error: {error}</source>
            <translation>erreur : {error}</translation>
        </message>
        <message>
            <source>--values: {value} is not a number</source>
            <translation>--values : {value} n'est pas un nombre</translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>arguments positionnels</translation>
        </message>
        <message>
            <source>options</source>
            <translation>options</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argument %(argument_name)s : %(message)s</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>les arguments suivants sont obligatoires : %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>l'un des arguments %s est obligatoire</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>non autorisé avec l'argument %s</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>choix invalide : %(value)r (choisir parmi %(choices)s)</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>valeur %(type)s invalide : %(value)r</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>arguments non reconnus : %s</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>un argument attendu</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>au plus un argument attendu</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>au moins un argument attendu</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>%s argument attendu</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>%s arguments attendus</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>option ambiguë : %(option)s peut correspondre à %(matches)s</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>argument explicite %r ignoré</translation>
        </message>
        <message>
            <source>unexpected option string: %s</source>
            <translation>option inattendue : %s</translation>
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation>commande inconnue %(parser_name)r (choix : %(choices)s)</translation>
        </message>
        <message>
            <source>usage:</source>
            <translation>utilisation :</translation>
        </message>
        <message>
            <source>{prog}: error: {message}</source>
            <translation>{prog} : erreur : {message}</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>afficher ce message d'aide et quitter</translation>
        </message>
        <message>
            <source>Shared release: this report and its manifest hold only released values and declared settings. Attack results on the raw data, comparisons with it and data checks stay with the data holder, in a separate audit file that is never shared.</source>
            <translation>Publication partagée : ce rapport et son manifeste ne contiennent que des valeurs publiées et des réglages déclarés. Les résultats des attaques sur les données brutes, les comparaisons avec elles et les contrôles des données restent chez le détenteur des données, dans un fichier d'audit séparé qui n'est jamais partagé.</translation>
        </message>
        <message>
            <source>For the data holder only — do not share</source>
            <translation>Pour le détenteur des données uniquement — ne pas partager</translation>
        </message>
        <message>
            <source>This file holds facts read from the raw data: data checks, exact counts, attacks on the raw table and comparisons of raw and released values. Share the report, data and manifest instead; keep this file where the raw data is kept.</source>
            <translation>Ce fichier contient des faits lus dans les données brutes : contrôles des données, effectifs exacts, attaques sur la table brute et comparaisons des valeurs brutes et publiées. Partagez plutôt le rapport, les données et le manifeste ; gardez ce fichier là où sont gardées les données brutes.</translation>
        </message>
        <message>
            <source>Data holder's audit (do not share)</source>
            <translation>Audit du détenteur des données (ne pas partager)</translation>
        </message>
        <message>
            <source>No file was written.</source>
            <translation>Aucun fichier n'a été écrit.</translation>
        </message>
        <message>
            <source>Nothing was charged to the privacy ledger and no file was written.</source>
            <translation>Rien n'a été imputé au registre de confidentialité et aucun fichier n'a été écrit.</translation>
        </message>
        <message>
            <source>Interrupted while the outputs were put in place; they were finished first.</source>
            <translation>Interrompu pendant la mise en place des résultats ; ils ont d'abord été terminés.</translation>
        </message>
        <message>
            <source>the run stopped on an unexpected error ({error}).</source>
            <translation>l'exécution s'est arrêtée sur une erreur inattendue ({error}).</translation>
        </message>
        <message>
            <source>Interrupted.</source>
            <translation>Interrompu.</translation>
        </message>
        <message>
            <source>Cancelled by the user.</source>
            <translation>Annulé par l’utilisateur.</translation>
        </message>
        <message>
            <source>Written: {files}.</source>
            <translation>Écrits : {files}.</translation>
        </message>
        <message>
            <source>Charged: {charges}.</source>
            <translation>Imputé : {charges}.</translation>
        </message>
        <message>
            <source>Not written: {files}.</source>
            <translation>Non écrits : {files}.</translation>
        </message>
        <message>
            <source>{where}: {message}</source>
            <translation>{where} : {message}</translation>
        </message>
        <message>
            <source>cancelled by the user; nothing was written</source>
            <translation>annulé par l'utilisateur ; rien n'a été écrit</translation>
        </message>
        <message>
            <source>sheet '{sheet}'</source>
            <translation>feuille « {sheet} »</translation>
        </message>
        <message>
            <source>column '{column}'</source>
            <translation>colonne « {column} »</translation>
        </message>
        <message>
            <source>row {row}</source>
            <translation>ligne {row}</translation>
        </message>
        <message>
            <source>phone numbers</source>
            <translation>numéros de téléphone</translation>
        </message>
        <message>
            <source>e-mail addresses</source>
            <translation>adresses e-mail</translation>
        </message>
        <message>
            <source>ID codes</source>
            <translation>codes d'identification</translation>
        </message>
        <message>
            <source>people's names</source>
            <translation>noms de personnes</translation>
        </message>
        <message>
            <source>values that are nearly all different</source>
            <translation>valeurs presque toutes différentes</translation>
        </message>
        <message>
            <source>{kinds} ({share} % of values unique, like {shape})</source>
            <translation>{kinds} ({share} % de valeurs uniques, par ex. {shape})</translation>
        </message>
        <message>
            <source>Column '{column}' looks like {looks_like}.</source>
            <translation>La colonne « {column} » semble contenir des {looks_like}.</translation>
        </message>
        <message>
            <source>{kinds} (every value unique, like {shape})</source>
            <translation>{kinds} (toutes les valeurs sont uniques, par ex. {shape})</translation>
        </message>
        <message>
            <source>Laplace noise</source>
            <translation>bruit de Laplace</translation>
        </message>
        <message>
            <source>Gaussian noise</source>
            <translation>bruit gaussien</translation>
        </message>
        <message>
            <source>exponential mechanism</source>
            <translation>mécanisme exponentiel</translation>
        </message>
        <message>
            <source>private projection</source>
            <translation>projection privée</translation>
        </message>
        <message>
            <source>Mondrian generalization</source>
            <translation>généralisation de Mondrian</translation>
        </message>
        <message>
            <source>small-cell estimate (MOS)</source>
            <translation>estimation de petites cellules (MOS)</translation>
        </message>
        <message>
            <source>randomized response</source>
            <translation>réponse randomisée</translation>
        </message>
        <message>
            <source>Laplace noise on the daily trip matrices</source>
            <translation>bruit de Laplace sur les matrices de trajets quotidiens</translation>
        </message>
        <message>
            <source>Laplace noise on the home-region populations</source>
            <translation>bruit de Laplace sur les populations des régions de résidence</translation>
        </message>
        <message>
            <source>private training (DP-SGD)</source>
            <translation>entraînement privé (DP-SGD)</translation>
        </message>
        <message>
            <source>masking of direct identifiers</source>
            <translation>masquage des identifiants directs</translation>
        </message>
        <message>
            <source>feature centres and scales from the data</source>
            <translation>centres et échelles des variables tirés des données</translation>
        </message>
        <message>
            <source>person</source>
            <translation>personne</translation>
        </message>
        <message>
            <source>row</source>
            <translation>ligne</translation>
        </message>
        <message>
            <source>respondent</source>
            <translation>répondant</translation>
        </message>
        <message>
            <source>trip</source>
            <translation>trajet</translation>
        </message>
        <message>
            <source>person (rows within r = {r})</source>
            <translation>personne (lignes à une distance d'au plus r = {r})</translation>
        </message>
        <message>
            <source>{column} (at most {rows} rows)</source>
            <translation>{column} (au plus {rows} lignes)</translation>
        </message>
        <message>
            <source>{unit}, at most {members} persons each</source>
            <translation>{unit}, au plus {members} personnes par unité</translation>
        </message>
        <message>
            <source>Empirical attack result: it can show risk but never prove its absence.</source>
            <translation>Résultat d'attaque empirique : il peut montrer un risque, jamais prouver son absence.</translation>
        </message>
        <message>
            <source>Reading the table</source>
            <translation>Lecture du tableau</translation>
        </message>
        <message>
            <source>Rename one of them, or export as CSV or Excel.</source>
            <translation>Renommez l'une d'elles, ou exportez en CSV ou en Excel.</translation>
        </message>
        <message>
            <source>the columns '{first}' and '{second}' differ only in upper and lower case, which a Parquet file written here cannot keep apart.</source>
            <translation>les colonnes « {first} » et « {second} » ne diffèrent que par les majuscules et les minuscules, qu'un fichier Parquet écrit ici ne peut pas distinguer.</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un nombre</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>un nombre entier</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true ou false</translation>
        </message>
        <message>
            <source>a list of names</source>
            <translation>une liste de noms</translation>
        </message>
        <message>
            <source>a list of whole numbers</source>
            <translation>une liste de nombres entiers</translation>
        </message>
        <message>
            <source>a JSON object</source>
            <translation>un objet JSON</translation>
        </message>
        <message>
            <source>the project file does not exist.</source>
            <translation>le fichier de projet n'existe pas.</translation>
        </message>
        <message>
            <source>the project file must hold a JSON object</source>
            <translation>le fichier de projet doit contenir un objet JSON</translation>
        </message>
        <message>
            <source>must be a JSON object</source>
            <translation>doit être un objet JSON</translation>
        </message>
        <message>
            <source>must be a file name ending in .pdf</source>
            <translation>doit être un nom de fichier se terminant par .pdf</translation>
        </message>
        <message>
            <source>unknown section in the project file</source>
            <translation>section inconnue dans le fichier de projet</translation>
        </message>
        <message>
            <source>must be a whole number ≥ {low}, got {value}</source>
            <translation>doit être un nombre entier ≥ {low} (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be a whole number ≥ {low} and ≤ {high}, got {value}</source>
            <translation>doit être un nombre entier ≥ {low} et ≤ {high} (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>is not a setting of the input section</source>
            <translation>n'est pas un réglage de la section input</translation>
        </message>
        <message>
            <source>the project names no data file</source>
            <translation>le projet n'indique aucun fichier de données</translation>
        </message>
        <message>
            <source>must be a file path</source>
            <translation>doit être un chemin de fichier</translation>
        </message>
        <message>
            <source>contains a NUL character (\0), which no setting can hold</source>
            <translation>contient un caractère NUL (\0), qu'aucun réglage ne peut contenir</translation>
        </message>
        <message>
            <source>a number of over 4,300 digits</source>
            <translation>un nombre de plus de 4 300 chiffres</translation>
        </message>
        <message>
            <source>values are nested more than {limit} levels deep; a project file never is</source>
            <translation>les valeurs sont imbriquées sur plus de {limit} niveaux ; un fichier de projet ne l'est jamais</translation>
        </message>
        <message>
            <source>is not a usable number ({value}): numbers lie between about -1.8e308 and 1.8e308</source>
            <translation>n'est pas un nombre utilisable ({value}) : les nombres sont compris entre environ -1.8e308 et 1.8e308</translation>
        </message>
        <message>
            <source>appears twice in the same section; keep only one of them</source>
            <translation>apparaît deux fois dans la même section ; n'en gardez qu'une</translation>
        </message>
        <message>
            <source>this section is missing from the project file</source>
            <translation>cette section est absente du fichier de projet</translation>
        </message>
        <message>
            <source>unknown setting</source>
            <translation>réglage inconnu</translation>
        </message>
        <message>
            <source>{key} names a file that does not exist.</source>
            <translation>{key} désigne un fichier qui n'existe pas.</translation>
        </message>
        <message>
            <source>the project file is {size} MB; a project file holds at most {limit} MB.</source>
            <translation>le fichier de projet fait {size} Mo ; un fichier de projet fait au plus {limit} Mo.</translation>
        </message>
        <message>
            <source>expected {expected}, got {value}; this file was not written by this PrivDesk version</source>
            <translation>valeur attendue : {expected}, valeur reçue : {value} ; ce fichier n'a pas été écrit par cette version de PrivDesk</translation>
        </message>
        <message>
            <source>must be text, got {value}</source>
            <translation>doit être du texte (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must lie in {interval}, got {value}</source>
            <translation>doit appartenir à {interval} (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>lists {count} values; at most {limit} are allowed</source>
            <translation>contient {count} valeurs ; au plus {limit} sont autorisées</translation>
        </message>
        <message>
            <source>must be a sheet name or null, got {value}</source>
            <translation>doit être un nom de feuille ou null (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>the path is too long ({length} characters; at most {limit} in all and {name} per folder or file name)</source>
            <translation>le chemin est trop long ({length} caractères ; au plus {limit} au total et {name} par nom de dossier ou de fichier)</translation>
        </message>
        <message>
            <source>cannot read the project file ({error}).</source>
            <translation>impossible de lire le fichier de projet ({error}).</translation>
        </message>
        <message>
            <source>not valid JSON (line {line}, column {column}: {error}).</source>
            <translation>JSON non valide (ligne {line}, colonne {column} : {error}).</translation>
        </message>
        <message>
            <source>must be {types}, got {value}</source>
            <translation>doit être {types} (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>{value} is too large: bounds and bin edges lie between -{limit} and {limit} (change the unit, e.g. thousands)</source>
            <translation>{value} est trop grand : les bornes et les limites de classes sont comprises entre -{limit} et {limit} (changez d'unité, par ex. en milliers)</translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} ou {second}</translation>
        </message>
        <message>
            <source>this is a folder, not a file.</source>
            <translation>c'est un dossier, pas un fichier.</translation>
        </message>
        <message>
            <source>a pipe</source>
            <translation>un tube nommé</translation>
        </message>
        <message>
            <source>a device or socket</source>
            <translation>un périphérique ou un socket</translation>
        </message>
        <message>
            <source>the path contains a NUL character (\0).</source>
            <translation>le chemin contient un caractère NUL (\0).</translation>
        </message>
        <message>
            <source>Choose a file inside it.</source>
            <translation>Choisissez un fichier à l'intérieur.</translation>
        </message>
        <message>
            <source>Choose a file saved on a disk.</source>
            <translation>Choisissez un fichier enregistré sur un disque.</translation>
        </message>
        <message>
            <source>{key}: {message}</source>
            <translation>{key} : {message}</translation>
        </message>
        <message>
            <source>this is not a regular file but {kind}, which cannot be read as a file.</source>
            <translation>ce n'est pas un fichier ordinaire mais {kind}, qui ne peut pas être lu comme un fichier.</translation>
        </message>
        <message>
            <source>this path cannot be opened ({error}).</source>
            <translation>ce chemin ne peut pas être ouvert ({error}).</translation>
        </message>
        <message>
            <source>No audit was run for this release (audits disabled).</source>
            <translation>Aucun audit n'a été réalisé pour cette publication (audits désactivés).</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>Figures</translation>
        </message>
        <message>
            <source>measured on this data</source>
            <translation>mesuré sur ces données</translation>
        </message>
        <message>
            <source>&lt;p class='note'&gt;Every step that spent privacy on this release, and what they add up to: entries on the same data add up (sequential composition); parts of disjoint data count once (parallel composition); ρ, where it applies, adds up Gaussian noise more tightly.
Details: ρ is the zCDP parameter.&lt;/p&gt;</source>
            <translation>&lt;p class='note'&gt;Chaque étape qui a consommé de la confidentialité pour cette publication, et leur total : les entrées portant sur les mêmes données s'additionnent (composition séquentielle) ; les parties de données disjointes ne comptent qu'une fois (composition parallèle) ; ρ, là où il s'applique, additionne plus finement le bruit gaussien.
Détails : ρ est le paramètre zCDP.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Data checks (for the data holder)</source>
            <translation>Contrôles des données (pour le détenteur des données)</translation>
        </message>
        <message>
            <source>not formally private</source>
            <translation>non formellement privé</translation>
        </message>
        <message>
            <source>parallel (disjoint parts)</source>
            <translation>parallèle (parties disjointes)</translation>
        </message>
        <message>
            <source>sequential</source>
            <translation>séquentielle</translation>
        </message>
        <message>
            <source>step</source>
            <translation>étape</translation>
        </message>
        <message>
            <source>protects</source>
            <translation>protège</translation>
        </message>
        <message>
            <source>composed</source>
            <translation>composition</translation>
        </message>
        <message>
            <source>protected unit</source>
            <translation>unité protégée</translation>
        </message>
        <message>
            <source>total ε</source>
            <translation>ε total</translation>
        </message>
        <message>
            <source>total δ</source>
            <translation>δ total</translation>
        </message>
        <message>
            <source>total ρ</source>
            <translation>ρ total</translation>
        </message>
        <message>
            <source>entries</source>
            <translation>entrées</translation>
        </message>
        <message>
            <source>Writing the manifest</source>
            <translation>Écriture du manifeste</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Terminé</translation>
        </message>
        <message>
            <source>two outputs have the same file name; give each its own.</source>
            <translation>deux sorties ont le même nom de fichier ; donnez à chacune le sien.</translation>
        </message>
        <message>
            <source>Writing outputs</source>
            <translation>Écriture des sorties</translation>
        </message>
        <message>
            <source>the project names no output ({keys}).</source>
            <translation>le projet n'indique aucune sortie ({keys}).</translation>
        </message>
        <message>
            <source>{key} would overwrite the input file; choose another name.</source>
            <translation>{key} écraserait le fichier d'entrée ; choisissez un autre nom.</translation>
        </message>
        <message>
            <source>{key} names a folder; give a file name.</source>
            <translation>{key} désigne un dossier ; indiquez un nom de fichier.</translation>
        </message>
        <message>
            <source>Writing {file}</source>
            <translation>Écriture de {file}</translation>
        </message>
        <message>
            <source>Choose a folder you can write to.</source>
            <translation>Choisissez un dossier dans lequel vous pouvez écrire.</translation>
        </message>
        <message>
            <source>a workbook of several sheets can only be saved as .xlsx.</source>
            <translation>un classeur de plusieurs feuilles ne peut être enregistré qu'en .xlsx.</translation>
        </message>
        <message>
            <source>Check there is free disk space and the file is not open elsewhere.</source>
            <translation>Vérifiez qu'il reste de l'espace disque et que le fichier n'est pas ouvert ailleurs.</translation>
        </message>
        <message>
            <source>this is a folder; an export needs a file name.</source>
            <translation>c'est un dossier ; un export exige un nom de fichier.</translation>
        </message>
        <message>
            <source>cannot write in this folder ({error}).</source>
            <translation>impossible d'écrire dans ce dossier ({error}).</translation>
        </message>
        <message>
            <source>Choose a file ending in .csv, .xlsx, .parquet, .sav or .dta.</source>
            <translation>Choisissez un fichier se terminant par .csv, .xlsx, .parquet, .sav ou .dta.</translation>
        </message>
        <message>
            <source>Export as CSV or Parquet instead.</source>
            <translation>Exportez plutôt en CSV ou en Parquet.</translation>
        </message>
        <message>
            <source>Choose a file name ending in .xlsx.</source>
            <translation>Choisissez un nom de fichier se terminant par .xlsx.</translation>
        </message>
        <message>
            <source>the file could not be written ({error}); nothing was changed.</source>
            <translation>le fichier n'a pas pu être écrit ({error}) ; rien n'a été modifié.</translation>
        </message>
        <message>
            <source>Add a file name to the path.</source>
            <translation>Ajoutez un nom de fichier au chemin.</translation>
        </message>
        <message>
            <source>cannot write the format '{format}'.</source>
            <translation>impossible d'écrire le format « {format} ».</translation>
        </message>
        <message>
            <source>the table has {rows} rows, more than an Excel sheet can hold.</source>
            <translation>le tableau compte {rows} lignes, plus qu'une feuille Excel ne peut en contenir.</translation>
        </message>
        <message>
            <source>the file appeared while this run was writing (another run?); it was left as it was.</source>
            <translation>le fichier est apparu pendant que cette exécution écrivait (une autre exécution ?) ; il a été laissé tel quel.</translation>
        </message>
        <message>
            <source>Choose another output name or folder, or replace it on purpose.</source>
            <translation>Choisissez un autre nom ou dossier de sortie, ou remplacez-le volontairement.</translation>
        </message>
        <message>
            <source>Rename the columns to short names without spaces, or export as CSV.</source>
            <translation>Donnez aux colonnes des noms courts sans espaces, ou exportez en CSV.</translation>
        </message>
        <message>
            <source>the table cannot be saved as {format} ({error}).</source>
            <translation>le tableau ne peut pas être enregistré en {format} ({error}).</translation>
        </message>
        <message>
            <source>not numeric</source>
            <translation>non numérique</translation>
        </message>
        <message>
            <source>all values missing</source>
            <translation>toutes les valeurs sont manquantes</translation>
        </message>
        <message>
            <source>constant</source>
            <translation>constant</translation>
        </message>
        <message>
            <source>looks like a loan amount (set it as the loan amount for credit)</source>
            <translation>ressemble à un montant de prêt (donnez-lui le rôle « Montant du prêt » pour le crédit)</translation>
        </message>
        <message>
            <source>1 missing value</source>
            <translation>1 valeur manquante</translation>
        </message>
        <message>
            <source>{count} non-numeric values (e.g. '{example}')</source>
            <translation>{count} valeurs non numériques (par ex. « {example} »)</translation>
        </message>
        <message>
            <source>{count} missing values</source>
            <translation>{count} valeurs manquantes</translation>
        </message>
        <message>
            <source>Open it in a spreadsheet, check the rows look right and save it again.</source>
            <translation>Ouvrez-le dans un tableur, vérifiez que les lignes sont correctes et enregistrez-le à nouveau.</translation>
        </message>
        <message>
            <source>the file could not be parsed as CSV ({reason}).</source>
            <translation>le fichier n'a pas pu être analysé comme CSV ({reason}).</translation>
        </message>
        <message>
            <source>this row has {fields} fields but the header has {width}.</source>
            <translation>cette ligne compte {fields} champ(s) mais l'en-tête en compte {width}.</translation>
        </message>
        <message>
            <source>Fix that row (a stray or missing delimiter, or an unquoted '{delimiter}' inside a value) and retry.</source>
            <translation>Corrigez cette ligne (un séparateur en trop ou manquant, ou un « {delimiter} » sans guillemets dans une valeur) et réessayez.</translation>
        </message>
        <message>
            <source>the file does not exist.</source>
            <translation>le fichier n'existe pas.</translation>
        </message>
        <message>
            <source>this is a folder, not a data file.</source>
            <translation>c'est un dossier, pas un fichier de données.</translation>
        </message>
        <message>
            <source>the file is empty (0 bytes).</source>
            <translation>le fichier est vide (0 octet).</translation>
        </message>
        <message>
            <source>the compressed file is not UTF-8 text, which compressed CSV files must be.</source>
            <translation>le fichier compressé n'est pas du texte UTF-8, ce que doivent être les fichiers CSV compressés.</translation>
        </message>
        <message>
            <source>Check the name and folder.</source>
            <translation>Vérifiez le nom et le dossier.</translation>
        </message>
        <message>
            <source>Export the data again.</source>
            <translation>Exportez à nouveau les données.</translation>
        </message>
        <message>
            <source>Unpack it (a plain CSV is read in any encoding) or save it as UTF-8.</source>
            <translation>Décompressez-le (un CSV non compressé est lu dans tout encodage) ou enregistrez-le en UTF-8.</translation>
        </message>
        <message>
            <source>Check that it is a complete, well-formed CSV or Parquet export.</source>
            <translation>Vérifiez qu'il s'agit d'un export CSV ou Parquet complet et bien formé.</translation>
        </message>
        <message>
            <source>Free some disk space there, or split the records into shorter periods.</source>
            <translation>Libérez de l'espace disque à cet endroit, ou découpez les relevés en périodes plus courtes.</translation>
        </message>
        <message>
            <source>Check that it is a complete CSV or Parquet export.</source>
            <translation>Vérifiez qu'il s'agit d'un export CSV ou Parquet complet.</translation>
        </message>
        <message>
            <source>the file cannot be read to the end ({error}).</source>
            <translation>le fichier ne peut pas être lu jusqu'au bout ({error}).</translation>
        </message>
        <message>
            <source>the data needed more memory than the {limit} limit and the free disk space in {folder} allowed.</source>
            <translation>les données demandaient plus de mémoire que ne le permettaient la limite de {limit} et l'espace disque libre dans {folder}.</translation>
        </message>
        <message>
            <source>Save the records as CSV (optionally .csv.gz) or Parquet.</source>
            <translation>Enregistrez les relevés en CSV (éventuellement .csv.gz) ou en Parquet.</translation>
        </message>
        <message>
            <source>the file cannot be read ({error}).</source>
            <translation>le fichier ne peut pas être lu ({error}).</translation>
        </message>
        <message>
            <source>files ending in '{suffix}' cannot be read here.</source>
            <translation>les fichiers se terminant par « {suffix} » ne peuvent pas être lus ici.</translation>
        </message>
        <message>
            <source>read by Spark where the data lives; not fingerprinted on this machine</source>
            <translation>lu par Spark là où se trouvent les données ; pas d'empreinte calculée sur cette machine</translation>
        </message>
        <message>
            <source>master and conf are Spark settings: set kind to "spark"</source>
            <translation>master et conf sont des réglages de Spark : mettez kind à "spark"</translation>
        </message>
        <message>
            <source>must be a Spark master such as "local[2]" or "yarn"</source>
            <translation>doit être un maître Spark tel que "local[2]" ou "yarn"</translation>
        </message>
        <message>
            <source>must be a Spark setting named "spark.…" with a text or number value</source>
            <translation>doit être un réglage de Spark nommé "spark.…", avec une valeur texte ou numérique</translation>
        </message>
        <message>
            <source>the {task} task reads its data in memory: only mobility and statistics projects choose an engine</source>
            <translation>la tâche {task} lit ses données en mémoire : seuls les projets de mobilité et de statistiques choisissent un moteur</translation>
        </message>
        <message>
            <source>{location} is a location only Spark reads: choose the Spark engine (engine.kind "spark", or --engine spark), or give a file on this machine</source>
            <translation>{location} est un emplacement que seul Spark lit : choisissez le moteur Spark (engine.kind "spark", ou --engine spark), ou indiquez un fichier sur cette machine</translation>
        </message>
        <message>
            <source>It is the household table of the export: keep its key.</source>
            <translation>C'est la table des ménages de l'export : gardez sa clé.</translation>
        </message>
        <message>
            <source>must be one character, such as / or -</source>
            <translation>doit être un seul caractère, tel que / ou -</translation>
        </message>
        <message>
            <source>the export has only one table; a survey export has a sheet per repeat group.</source>
            <translation>l'export n'a qu'une table ; un export d'enquête a une feuille par groupe répété.</translation>
        </message>
        <message>
            <source>A repeat group's table needs the column linking each row to its household.</source>
            <translation>La table d'un groupe répété a besoin de la colonne qui relie chaque ligne à son ménage.</translation>
        </message>
        <message>
            <source>the household key is blank</source>
            <translation>la clé de ménage est vide</translation>
        </message>
        <message>
            <source>households + {n} members sheets, linked by {key} → {parent_key}</source>
            <translation>feuille des ménages + {n} feuilles de membres, liées par {key} → {parent_key}</translation>
        </message>
        <message>
            <source>list the CSV file of each repeat group (at least one)</source>
            <translation>indiquez le fichier CSV de chaque groupe répété (au moins un)</translation>
        </message>
        <message>
            <source>Load it as an ordinary table instead.</source>
            <translation>Chargez-le plutôt comme une table ordinaire.</translation>
        </message>
        <message>
            <source>Export the households and members of the same submissions together.</source>
            <translation>Exportez ensemble les ménages et les membres des mêmes soumissions.</translation>
        </message>
        <message>
            <source>must be one of {choices}</source>
            <translation>doit valoir l'une de ces valeurs : {choices}</translation>
        </message>
        <message>
            <source>the sheet has no column {column}.</source>
            <translation>la feuille n'a pas de colonne {column}.</translation>
        </message>
        <message>
            <source>must name a repeat group of the households: {names}</source>
            <translation>doit nommer un groupe répété des ménages : {names}</translation>
        </message>
        <message>
            <source>the household key {key} appears twice (first in row {first}).</source>
            <translation>la clé de ménage {key} apparaît deux fois (d'abord à la ligne {first}).</translation>
        </message>
        <message>
            <source>this member's household {key} is not in the households table.</source>
            <translation>le ménage {key} de ce membre n'est pas dans la table des ménages.</translation>
        </message>
        <message>
            <source>must end in {suffix}</source>
            <translation>doit se terminer par {suffix}</translation>
        </message>
        <message>
            <source>Export the data as CSV text from the program that made it.</source>
            <translation>Exportez les données en texte CSV depuis le logiciel qui les a produites.</translation>
        </message>
        <message>
            <source>a part after the start cannot be decoded as {encoding}, the encoding the file's first bytes announce.</source>
            <translation>une partie après le début ne peut pas être décodée en {encoding}, l'encodage qu'annoncent les premiers octets du fichier.</translation>
        </message>
        <message>
            <source>line {line} cannot be decoded as {encoding}, the encoding the file's first bytes announce.</source>
            <translation>la ligne {line} ne peut pas être décodée en {encoding}, l'encodage qu'annoncent les premiers octets du fichier.</translation>
        </message>
        <message>
            <source>It looks like an Excel workbook: rename it to end in .xlsx.</source>
            <translation>Il ressemble à un classeur Excel : renommez-le pour qu'il se termine par .xlsx.</translation>
        </message>
        <message>
            <source>this is not a text file, so it cannot be read as CSV.</source>
            <translation>ce n'est pas un fichier texte : il ne peut pas être lu comme CSV.</translation>
        </message>
        <message>
            <source>a quote (") opens a value that is never closed.</source>
            <translation>un guillemet (") ouvre une valeur qui n'est jamais refermée.</translation>
        </message>
        <message>
            <source>the file contains only blank lines.</source>
            <translation>le fichier ne contient que des lignes vides.</translation>
        </message>
        <message>
            <source>Open it in a spreadsheet or text editor and save it again as CSV (UTF-8).</source>
            <translation>Ouvrez-le dans un tableur ou un éditeur de texte et enregistrez-le à nouveau en CSV (UTF-8).</translation>
        </message>
        <message>
            <source>Find the value with an unmatched quote, fix it and retry.</source>
            <translation>Trouvez la valeur au guillemet non refermé, corrigez-la et réessayez.</translation>
        </message>
        <message>
            <source>Flatten them into one plain column per value, or drop them, and export the file again.</source>
            <translation>Aplatissez-les en une colonne simple par valeur, ou supprimez-les, puis exportez de nouveau le fichier.</translation>
        </message>
        <message>
            <source>Open it in a spreadsheet or text editor, fix that line's accented letters and save it again as CSV (UTF-8).</source>
            <translation>Ouvrez-le dans un tableur ou un éditeur de texte, corrigez les lettres accentuées de cette ligne et enregistrez-le de nouveau en CSV (UTF-8).</translation>
        </message>
        <message>
            <source>Give every column a name in the first row.</source>
            <translation>Donnez un nom à chaque colonne sur la première ligne.</translation>
        </message>
        <message>
            <source>Rename one of them so every column name is unique.</source>
            <translation>Renommez l'une d'elles pour que chaque nom de colonne soit unique.</translation>
        </message>
        <message>
            <source>column(s) {columns} hold lists or nested records, not single values.</source>
            <translation>la ou les colonnes {columns} contiennent des listes ou des enregistrements imbriqués, pas des valeurs simples.</translation>
        </message>
        <message>
            <source>line {line} is not UTF-8 text, but lines before it are: the file mixes two text encodings, so some names would be garbled.</source>
            <translation>la ligne {line} n'est pas du texte UTF-8, alors que les lignes précédentes le sont : le fichier mélange deux encodages de texte, et certains noms seraient donc illisibles.</translation>
        </message>
        <message>
            <source>line {line} is UTF-8 text, but lines before it are not: the file mixes two text encodings, so some names would be garbled.</source>
            <translation>la ligne {line} est du texte UTF-8, alors que les lignes précédentes ne le sont pas : le fichier mélange deux encodages de texte, et certains noms seraient donc illisibles.</translation>
        </message>
        <message>
            <source>column {column} has no name in the header (row 1).</source>
            <translation>la colonne {column} n'a pas de nom dans l'en-tête (ligne 1).</translation>
        </message>
        <message>
            <source>the column name '{name}' appears twice in the header (row 1), in columns {first} and {second}.</source>
            <translation>le nom de colonne « {name} » apparaît deux fois dans l'en-tête (ligne 1), dans les colonnes {first} et {second}.</translation>
        </message>
        <message>
            <source>Export a smaller extract (fewer rows or columns) and open that instead.</source>
            <translation>Exportez un extrait plus petit (moins de lignes ou de colonnes) et ouvrez-le à la place.</translation>
        </message>
        <message>
            <source>the file is too large for the memory available (about {needed} GB needed, {available} GB available).</source>
            <translation>le fichier est trop volumineux pour la mémoire disponible (environ {needed} Go nécessaires, {available} Go disponibles).</translation>
        </message>
        <message>
            <source>declare both centres and scales, or neither</source>
            <translation>déclarez à la fois les centres et les échelles, ou aucun des deux</translation>
        </message>
        <message>
            <source>every declared scale must be positive</source>
            <translation>chaque échelle déclarée doit être positive</translation>
        </message>
        <message>
            <source>features that are not standardized need a declared clip radius in their own units (or use scaling 'max_norm')</source>
            <translation>les variables non standardisées exigent un rayon d'écrêtage déclaré dans leurs propres unités (ou utilisez la mise à l'échelle 'max_norm')</translation>
        </message>
        <message>
            <source>need one centre and one scale per feature ({count})</source>
            <translation>il faut un centre et une échelle par variable ({count})</translation>
        </message>
        <message>
            <source>must be a positive number, got {value}</source>
            <translation>doit être un nombre positif (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>Save it as CSV, Excel (.xlsx), Parquet, SPSS (.sav) or Stata (.dta).</source>
            <translation>Enregistrez-le en CSV, Excel (.xlsx), Parquet, SPSS (.sav) ou Stata (.dta).</translation>
        </message>
        <message>
            <source>Reading the workbook</source>
            <translation>Lecture du classeur</translation>
        </message>
        <message>
            <source>only Excel .xlsx workbooks have sheets.</source>
            <translation>seuls les classeurs Excel .xlsx ont des feuilles.</translation>
        </message>
        <message>
            <source>Old Excel .xls files are not supported: open it in Excel and save as .xlsx.</source>
            <translation>Les anciens fichiers Excel .xls ne sont pas pris en charge : ouvrez-le dans Excel et enregistrez-le en .xlsx.</translation>
        </message>
        <message>
            <source>the file is too large for this computer's memory.</source>
            <translation>le fichier est trop volumineux pour la mémoire de cet ordinateur.</translation>
        </message>
        <message>
            <source>permission denied when reading the file.</source>
            <translation>autorisation refusée à la lecture du fichier.</translation>
        </message>
        <message>
            <source>Check the name and folder, then retry.</source>
            <translation>Vérifiez le nom et le dossier, puis réessayez.</translation>
        </message>
        <message>
            <source>Put the column names in the first row of the sheet.</source>
            <translation>Placez les noms de colonnes sur la première ligne de la feuille.</translation>
        </message>
        <message>
            <source>Check that you may read it, or copy it to a folder of your own.</source>
            <translation>Vérifiez que vous avez le droit de le lire, ou copiez-le dans l'un de vos dossiers.</translation>
        </message>
        <message>
            <source>files ending in '{suffix}' cannot be read.</source>
            <translation>les fichiers se terminant par « {suffix} » ne peuvent pas être lus.</translation>
        </message>
        <message>
            <source>Choose one of those sheets.</source>
            <translation>Choisissez l'une de ces feuilles.</translation>
        </message>
        <message>
            <source>sheet '{sheet}' has no column names in row 1.</source>
            <translation>la feuille « {sheet} » n'a pas de noms de colonnes sur la ligne 1.</translation>
        </message>
        <message>
            <source>Export it again from the program that made it, or save it as CSV.</source>
            <translation>Exportez-le à nouveau depuis le logiciel qui l'a produit, ou enregistrez-le en CSV.</translation>
        </message>
        <message>
            <source>there is no sheet named '{sheet}'. The sheets are: {sheets}.</source>
            <translation>il n'existe pas de feuille nommée « {sheet} ». Les feuilles sont : {sheets}.</translation>
        </message>
        <message>
            <source>the file could not be read as {format} ({reason}).</source>
            <translation>le fichier n'a pas pu être lu comme {format} ({reason}).</translation>
        </message>
        <message>
            <source>a feature</source>
            <translation>variable</translation>
        </message>
        <message>
            <source>the target</source>
            <translation>cible</translation>
        </message>
        <message>
            <source>an identifier</source>
            <translation>identifiant</translation>
        </message>
        <message>
            <source>the loan amount</source>
            <translation>montant du prêt</translation>
        </message>
        <message>
            <source>the feature column holds dates, not numbers.</source>
            <translation>la colonne de variable contient des dates, pas des nombres.</translation>
        </message>
        <message>
            <source>the feature column must be numeric, but has the value '{value}' ({count} non-numeric values in all).</source>
            <translation>la colonne de variable doit être numérique, mais contient la valeur « {value} » ({count} valeurs non numériques au total).</translation>
        </message>
        <message>
            <source>the feature column has 1 missing value, the first at row {row}.</source>
            <translation>la colonne de variable a 1 valeur manquante, à la ligne {row}.</translation>
        </message>
        <message>
            <source>the feature column has {count} missing values, the first at row {row}.</source>
            <translation>la colonne de variable a {count} valeurs manquantes, la première à la ligne {row}.</translation>
        </message>
        <message>
            <source>the feature column has an infinite value ({value}).</source>
            <translation>la colonne de variable contient une valeur infinie ({value}).</translation>
        </message>
        <message>
            <source>no feature columns are chosen.</source>
            <translation>aucune colonne de variable n'est choisie.</translation>
        </message>
        <message>
            <source>no target column is chosen; poverty targeting needs a consumption or welfare column (lower means poorer).</source>
            <translation>aucune colonne cible n'est choisie ; le ciblage de la pauvreté nécessite une colonne de consommation ou de bien-être (une valeur plus basse signifie plus pauvre).</translation>
        </message>
        <message>
            <source>no target column is chosen; credit targeting needs a 0/1 column saying whether the loan was repaid (1 = repaid).</source>
            <translation>aucune colonne cible n'est choisie ; le ciblage du crédit nécessite une colonne 0/1 indiquant si le prêt a été remboursé (1 = remboursé).</translation>
        </message>
        <message>
            <source>no loan amount column is chosen; credit scoring needs each applicant's loan.</source>
            <translation>aucune colonne de montant du prêt n'est choisie ; la notation de crédit nécessite le montant du prêt de chaque demandeur.</translation>
        </message>
        <message>
            <source>Give each column one role.</source>
            <translation>Donnez un seul rôle à chaque colonne.</translation>
        </message>
        <message>
            <source>the target column holds dates, not numbers.</source>
            <translation>la colonne cible contient des dates, pas des nombres.</translation>
        </message>
        <message>
            <source>the target column must be numeric, but has the value '{value}' ({count} non-numeric values in all).</source>
            <translation>la colonne cible doit être numérique, mais contient la valeur « {value} » ({count} valeurs non numériques au total).</translation>
        </message>
        <message>
            <source>the target column has 1 missing value, the first at row {row}.</source>
            <translation>la colonne cible a 1 valeur manquante, à la ligne {row}.</translation>
        </message>
        <message>
            <source>the target column has {count} missing values, the first at row {row}.</source>
            <translation>la colonne cible a {count} valeurs manquantes, la première à la ligne {row}.</translation>
        </message>
        <message>
            <source>the target column has an infinite value ({value}).</source>
            <translation>la colonne cible contient une valeur infinie ({value}).</translation>
        </message>
        <message>
            <source>the loan amount column holds dates, not numbers.</source>
            <translation>la colonne du montant du prêt contient des dates, pas des nombres.</translation>
        </message>
        <message>
            <source>the loan amount column must be numeric, but has the value '{value}' ({count} non-numeric values in all).</source>
            <translation>la colonne du montant du prêt doit être numérique, mais contient la valeur « {value} » ({count} valeurs non numériques au total).</translation>
        </message>
        <message>
            <source>the loan amount column has 1 missing value, the first at row {row}.</source>
            <translation>la colonne du montant du prêt a 1 valeur manquante, à la ligne {row}.</translation>
        </message>
        <message>
            <source>the loan amount column has {count} missing values, the first at row {row}.</source>
            <translation>la colonne du montant du prêt a {count} valeurs manquantes, la première à la ligne {row}.</translation>
        </message>
        <message>
            <source>the loan amount column has an infinite value ({value}).</source>
            <translation>la colonne du montant du prêt contient une valeur infinie ({value}).</translation>
        </message>
        <message>
            <source>the target has the same value ({value}) in every row, so it carries no information.</source>
            <translation>la cible a la même valeur ({value}) sur toutes les lignes : elle n'apporte donc aucune information.</translation>
        </message>
        <message>
            <source>the feature column has the same value ({value}) in every row, so it carries no information.</source>
            <translation>la colonne de variable a la même valeur ({value}) sur toutes les lignes : elle n'apporte donc aucune information.</translation>
        </message>
        <message>
            <source>the target has only one class: every row is 1 (repaid). A credit model needs both repaid and defaulted loans.</source>
            <translation>la cible n'a qu'une classe : toutes les lignes valent 1 (remboursé). Un modèle de crédit a besoin de prêts remboursés et de prêts en défaut.</translation>
        </message>
        <message>
            <source>the target has only one class: every row is 0 (defaulted). A credit model needs both repaid and defaulted loans.</source>
            <translation>la cible n'a qu'une classe : toutes les lignes valent 0 (en défaut). Un modèle de crédit a besoin de prêts remboursés et de prêts en défaut.</translation>
        </message>
        <message>
            <source>Use a larger file, or lower the settings that need many rows.</source>
            <translation>Utilisez un fichier plus grand, ou baissez les réglages qui demandent beaucoup de lignes.</translation>
        </message>
        <message>
            <source>Set at least one numeric column to 'feature'.</source>
            <translation>Donnez le rôle « Variable » à au moins une colonne numérique.</translation>
        </message>
        <message>
            <source>Set that column's role to 'target'.</source>
            <translation>Donnez à cette colonne le rôle « Cible ».</translation>
        </message>
        <message>
            <source>Set the loan amount column's role to 'loan amount'.</source>
            <translation>Donnez à la colonne du montant du prêt le rôle « Montant du prêt ».</translation>
        </message>
        <message>
            <source>this column is not in the file.</source>
            <translation>cette colonne est absente du fichier.</translation>
        </message>
        <message>
            <source>Identifiers must never be released: remove it from the features.</source>
            <translation>Les identifiants ne doivent jamais être publiés : retirez-la des variables.</translation>
        </message>
        <message>
            <source>Convert it to a number (e.g. days since a date) or set it to 'drop'.</source>
            <translation>Convertissez-la en nombre (par ex. en jours depuis une date) ou donnez-lui le rôle « Écarter ».</translation>
        </message>
        <message>
            <source>Fill or remove those rows, or set the column to 'drop'.</source>
            <translation>Complétez ou supprimez ces lignes, ou donnez à la colonne le rôle « Écarter ».</translation>
        </message>
        <message>
            <source>Replace it with a real number, or remove that row.</source>
            <translation>Remplacez-la par un nombre fini, ou supprimez cette ligne.</translation>
        </message>
        <message>
            <source>Recode the column to 0 and 1 (or true/false) and retry.</source>
            <translation>Recodez la colonne en 0 et 1 (ou true/false) et réessayez.</translation>
        </message>
        <message>
            <source>Use data that include both outcomes.</source>
            <translation>Utilisez des données qui comportent les deux issues.</translation>
        </message>
        <message>
            <source>must be a list of column names</source>
            <translation>doit être une liste de noms de colonnes</translation>
        </message>
        <message>
            <source>must be a column name or empty</source>
            <translation>doit être un nom de colonne ou vide</translation>
        </message>
        <message>
            <source>must be one of {choices}, not {value}</source>
            <translation>doit être l'une des valeurs {choices}, pas {value}</translation>
        </message>
        <message>
            <source>the file has {rows} data rows; at least {needed} are needed for these settings.</source>
            <translation>le fichier compte {rows} lignes de données ; ces réglages en demandent au moins {needed}.</translation>
        </message>
        <message>
            <source>Loan amounts must be zero or more: correct those rows.</source>
            <translation>Les montants de prêt doivent être nuls ou positifs : corrigez ces lignes.</translation>
        </message>
        <message>
            <source>Correct those values, or set the column to 'drop' if it is not a number.</source>
            <translation>Corrigez ces valeurs, ou donnez à la colonne le rôle « Écarter » si ce n'est pas un nombre.</translation>
        </message>
        <message>
            <source>Set it to 'drop'.</source>
            <translation>Donnez-lui le rôle « Écarter ».</translation>
        </message>
        <message>
            <source>Choose a target that varies.</source>
            <translation>Choisissez une cible qui varie.</translation>
        </message>
        <message>
            <source>credit scoring needs a 0/1 target (1 = repaid, 0 = defaulted), but this column has the value '{value}'.</source>
            <translation>la notation de crédit exige une cible 0/1 (1 = remboursé, 0 = en défaut), mais cette colonne contient la valeur « {value} ».</translation>
        </message>
        <message>
            <source>negative loan amount {value} ({count} negative in all).</source>
            <translation>montant de prêt négatif : {value} ({count} montants négatifs au total).</translation>
        </message>
        <message>
            <source>Did you mean {columns}?</source>
            <translation>Vouliez-vous dire {columns} ?</translation>
        </message>
        <message>
            <source>The columns are: {columns}.</source>
            <translation>Les colonnes sont : {columns}.</translation>
        </message>
        <message>
            <source>this column is chosen both as {first} and as {second}.</source>
            <translation>cette colonne est choisie à la fois comme {first} et comme {second}.</translation>
        </message>
        <message>
            <source>this column is chosen twice as {role}.</source>
            <translation>cette colonne est choisie deux fois comme {role}.</translation>
        </message>
        <message>
            <source>the Spark engine needs PySpark, which is not installed here: install it (pip install -r requirements-spark.txt, with a Java 17 runtime) or count with the built-in engine.
Details: engine.kind "duckdb"</source>
            <translation>le moteur Spark a besoin de PySpark, qui n'est pas installé ici : installez-le (pip install -r requirements-spark.txt, avec un environnement d'exécution Java 17) ou comptez avec le moteur intégré.
Détails : engine.kind "duckdb"</translation>
        </message>
        <message>
            <source>Spark cannot read a Parquet column of times of day without their date.</source>
            <translation>Spark ne peut pas lire une colonne Parquet d'heures de la journée sans leur date.</translation>
        </message>
        <message>
            <source>Spark could not start ({error}); it needs a Java 17 runtime and a master it can reach</source>
            <translation>Spark n'a pas pu démarrer ({error}) ; il lui faut un environnement d'exécution Java 17 et un maître qu'il peut joindre</translation>
        </message>
        <message>
            <source>Store the time of day as text such as 14:05:00, or count these records with the built-in engine.
Details: engine.kind "duckdb"</source>
            <translation>Enregistrez l'heure de la journée sous forme de texte, par ex. 14:05:00, ou comptez ces enregistrements avec le moteur intégré.
Détails : engine.kind "duckdb"</translation>
        </message>
        <message>
            <source>Spark could not read or count the file ({error}).</source>
            <translation>Spark n'a pas pu lire ou compter le fichier ({error}).</translation>
        </message>
        <message>
            <source>the file has a header but no data rows.</source>
            <translation>le fichier a un en-tête mais aucune ligne de données.</translation>
        </message>
        <message>
            <source>Check that you exported the data, not only the column names.</source>
            <translation>Vérifiez que vous avez exporté les données, et pas seulement les noms de colonnes.</translation>
        </message>
        <message>
            <source>Copying the file as UTF-8 text</source>
            <translation>Copie du fichier en texte UTF-8</translation>
        </message>
        <message>
            <source>Checking the text encoding</source>
            <translation>Vérification de l'encodage du texte</translation>
        </message>
        <message>
            <source>an XLSForm needs a sheet named survey.</source>
            <translation>un XLSForm a besoin d'une feuille nommée survey (les questions de l'enquête).</translation>
        </message>
        <message>
            <source>the choices sheet of an XLSForm needs list_name and name columns.</source>
            <translation>la feuille choices d'un XLSForm doit avoir les colonnes list_name et name.</translation>
        </message>
        <message>
            <source>the survey sheet of an XLSForm needs type and name columns.</source>
            <translation>la feuille survey d'un XLSForm (les questions de l'enquête) a besoin des colonnes type et name.</translation>
        </message>
        <message>
            <source>{sheet}the value {value} is not among the choices of list {list} in the form {form} (choices sheet).</source>
            <translation>{sheet}la valeur {value} ne fait pas partie des choix de la liste {list} dans le formulaire {form} (feuille choices).</translation>
        </message>
        <message>
            <source>the key column {column} is not a question of the form's survey sheet.</source>
            <translation>la colonne clé {column} n'est pas une question de la feuille survey du formulaire (les questions de l'enquête).</translation>
        </message>
        <message>
            <source>survey sheet: {type} closes no open group.</source>
            <translation>feuille survey (questions de l'enquête) : {type} ne ferme aucun groupe ouvert.</translation>
        </message>
        <message>
            <source>sheet {sheet}: </source>
            <translation>feuille {sheet} : </translation>
        </message>
        <message>
            <source>survey sheet: the list {name} is not in the choices sheet.</source>
            <translation>feuille survey (questions de l'enquête) : la liste {name} n'est pas dans la feuille choices.</translation>
        </message>
        <message>
            <source>Open it in Excel, save it again as .xlsx, or export the sheet as CSV.</source>
            <translation>Ouvrez-le dans Excel et enregistrez-le à nouveau en .xlsx, ou exportez la feuille en CSV.</translation>
        </message>
        <message>
            <source>{size} MB</source>
            <translation>{size} Mo</translation>
        </message>
        <message>
            <source>the Excel workbook is damaged or not really .xlsx ({reason}).</source>
            <translation>le classeur Excel est endommagé ou n'est pas vraiment au format .xlsx ({reason}).</translation>
        </message>
        <message>
            <source>the part {part} of this workbook expands from {small} to {large}: no spreadsheet is that repetitive, so it is refused (a 'zip bomb').</source>
            <translation>la partie {part} de ce classeur passe de {small} à {large} une fois décompressée : aucun tableur n'est aussi répétitif, elle est donc refusée (une « bombe zip »).</translation>
        </message>
        <message>
            <source>the workbook part {part} holds a document type declaration (DTD), which Excel never writes and which can make reading it endless.</source>
            <translation>la partie {part} du classeur contient une déclaration de type de document (DTD), qu'Excel n'écrit jamais et qui peut rendre sa lecture interminable.</translation>
        </message>
        <message>
            <source>{count} parts</source>
            <translation>{count} parties</translation>
        </message>
        <message>
            <source>gives a noise scale of {value}, too large for any useful release</source>
            <translation>donne une échelle de bruit de {value}, trop grande pour une publication utile</translation>
        </message>
        <message>
            <source>must be a whole number of rows, got {value}</source>
            <translation>doit être un nombre entier de lignes (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be at least 2 (k = 1 hides no one), got {value}</source>
            <translation>doit valoir au moins 2 (k = 1 ne cache personne) (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>k = {k} is larger than the number of rows ({n}); choose k ≤ {n}</source>
            <translation>k = {k} dépasse le nombre de lignes ({n}) ; choisissez k ≤ {n}</translation>
        </message>
        <message>
            <source>must be a positive integer, got {value}</source>
            <translation>doit être un entier positif (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>{parts} parts for {rows} rows leaves parts empty</source>
            <translation>{parts} parties pour {rows} lignes laissent des parties vides</translation>
        </message>
        <message>
            <source>no invertible projection was drawn with k = {k} for d = {d}; choose a larger k</source>
            <translation>aucune projection inversible n'a été tirée avec k = {k} pour d = {d} ; choisissez un k plus grand</translation>
        </message>
        <message>
            <source>the paper-faithful covariance noise needs ε₂ &lt; 1 (the paper uses 0.9999)</source>
            <translation>le bruit de covariance fidèle à l'article exige ε₂ &lt; 1 (l'article utilise 0,9999)</translation>
        </message>
        <message>
            <source>must be 'faithful' or 'tight', got {value}</source>
            <translation>doit valoir 'faithful' ou 'tight' (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>the projection dimension must be a positive integer, got {value}</source>
            <translation>la dimension de projection doit être un entier positif (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>the projection dimension must be at most {high}, got {value}: a larger k needs more memory than a computer has and changes the release little</source>
            <translation>la dimension de projection doit être au plus {high} (valeur reçue : {value}) : un k plus grand demande plus de mémoire qu'un ordinateur n'en a et change peu la publication</translation>
        </message>
        <message>
            <source>the projection dimension k = {k} must be at least the number of features d = {d}</source>
            <translation>la dimension de projection k = {k} doit être au moins égale au nombre de variables d = {d}</translation>
        </message>
        <message>
            <source>keeping fewer components than features needs a covariance budget ε₂, δ₂</source>
            <translation>garder moins de composantes que de variables exige un budget de covariance ε₂, δ₂</translation>
        </message>
        <message>
            <source>must lie strictly between 0 and 1, got {value}</source>
            <translation>doit être strictement compris entre 0 et 1 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must lie in (0, 2] (2 is classic DP), got {value}</source>
            <translation>doit appartenir à ]0 ; 2] (2 correspond à la CD classique ; valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be at least {low}, got {value}: a smaller radius protects almost nothing and its noise cannot be computed</source>
            <translation>doit être au moins {low}, reçu {value} : un rayon plus petit ne protège presque rien et son bruit ne peut pas être calculé</translation>
        </message>
        <message>
            <source>must lie in (0, {high}], got {value}: a larger ε adds almost no noise, so the release would be the raw data</source>
            <translation>doit être dans ]0 ; {high}] (valeur reçue : {value}) : un ε plus grand n'ajoute presque aucun bruit, la publication serait donc les données brutes</translation>
        </message>
        <message>
            <source>must be a whole number ≥ 1, got {value}</source>
            <translation>doit être un nombre entier ≥ 1 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>the tolerated error must be a positive number, got {value}</source>
            <translation>l'erreur tolérée doit être un nombre positif (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>the suppression standard must be a count ≥ 0, got {value}</source>
            <translation>la norme de suppression doit être un effectif ≥ 0 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>the tolerated error must be a number ≥ 0, got {value}</source>
            <translation>l'erreur tolérée doit être un nombre ≥ 0 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>the true count must be a number ≥ 0, got {value}</source>
            <translation>l'effectif réel doit être un nombre ≥ 0 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>Simulating releases of the out-migration</source>
            <translation>Simulation de publications des départs</translation>
        </message>
        <message>
            <source>membership inference: done</source>
            <translation>inférence d'appartenance : terminée</translation>
        </message>
        <message>
            <source>membership inference: subscriber {i} of {n}</source>
            <translation>inférence d'appartenance : abonné {i} sur {n}</translation>
        </message>
        <message>
            <source>must lie in [{low}, {high}] per day, got {value}: below, the noise drowns every count (and overflows); above, almost no count gets any noise</source>
            <translation>doit être compris dans [{low}, {high}] par jour (valeur reçue : {value}) : en dessous, le bruit noie chaque effectif (et déborde) ; au-dessus, presque aucun effectif ne reçoit de bruit</translation>
        </message>
        <message>
            <source>must be a whole number of trips, at least 1, got {value}</source>
            <translation>doit être un nombre entier de trajets, au moins 1 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be a whole number of trips, 0 or more (0 = no suppression), got {value}</source>
            <translation>doit être un nombre entier de trajets, 0 ou plus, 0 = pas de suppression (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be a whole number of days, at least 1, got {value}</source>
            <translation>doit être un nombre entier de jours, au moins 1 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be at most {high} trips, got {value}</source>
            <translation>doit valoir au plus {high} trajets (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be 'trip' or 'individual', got {value}</source>
            <translation>doit valoir 'trip' ou 'individual' (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>trip-level privacy protects one trip, so T must be 1 (got {value}); choose level 'individual' to cap trips per person</source>
            <translation>la confidentialité au niveau trajet protège un trajet, donc T doit valoir 1 (valeur reçue : {value}) ; choisissez le niveau 'individual' pour plafonner les trajets par personne</translation>
        </message>
        <message>
            <source>Selecting subscribers the membership audit can target</source>
            <translation>Sélection des abonnés que l'audit d'appartenance peut cibler</translation>
        </message>
        <message>
            <source>Trip-days ready</source>
            <translation>Jours de trajet prêts</translation>
        </message>
        <message>
            <source>Finding who travelled on which day</source>
            <translation>Recherche de qui a voyagé quel jour</translation>
        </message>
        <message>
            <source>Trips per person ready</source>
            <translation>Trajets par personne prêts</translation>
        </message>
        <message>
            <source>If these are Unix epoch seconds (seconds since 1970), say so in the time format and give the local time zone.
Details: columns.time_format = "epoch_seconds" and columns.timezone.</source>
            <translation>S'il s'agit de secondes Unix (secondes depuis 1970), indiquez-le dans le format de l'heure et donnez le fuseau horaire local.
Détails : columns.time_format = "epoch_seconds" et columns.timezone.</translation>
        </message>
        <message>
            <source>Write them like 2024-03-01 14:05:00 (year-month-day hours:minutes:seconds).</source>
            <translation>Écrivez-les sous la forme 2024-03-01 14:05:00 (année-mois-jour heures:minutes:secondes).</translation>
        </message>
        <message>
            <source>holds values of type {kind} ({example}), not Unix epoch seconds such as 1700000000.</source>
            <translation>contient des valeurs de type {kind} ({example}), et non des secondes Unix (epoch) comme 1700000000.</translation>
        </message>
        <message>
            <source>holds values of type {kind} ({example}), not dates with times of day.</source>
            <translation>contient des valeurs de type {kind} ({example}), et non des dates avec heure.</translation>
        </message>
        <message>
            <source>holds values of type {kind} ({example}), not dates such as 2024-03-01.</source>
            <translation>contient des valeurs de type {kind} ({example}), et non des dates comme 2024-03-01.</translation>
        </message>
        <message>
            <source>Write them as whole seconds since 1970-01-01 00:00 UTC, like 1700000000.</source>
            <translation>Écrivez-les en secondes entières depuis le 1970-01-01 00:00 UTC, comme 1700000000.</translation>
        </message>
        <message>
            <source>Write dates like 2024-03-01 and times of day like 14:05:00.</source>
            <translation>Écrivez les dates sous la forme 2024-03-01 et les heures sous la forme 14:05:00.</translation>
        </message>
        <message>
            <source>epoch seconds hold the date already: leave columns.date out</source>
            <translation>les secondes Unix (epoch) contiennent déjà la date : omettez columns.date</translation>
        </message>
        <message>
            <source>Unix epoch seconds count from 1970-01-01 UTC: name the local time zone (e.g. "Africa/Lome") so days and nights are local</source>
            <translation>les secondes Unix (epoch) se comptent depuis le 1970-01-01 UTC : indiquez le fuseau horaire local (par ex. "Africa/Lome") pour que jours et nuits soient locaux</translation>
        </message>
        <message>
            <source>Name the local time zone in columns.timezone (e.g. "Africa/Lome") to convert them.</source>
            <translation>Indiquez le fuseau horaire local dans columns.timezone (par ex. "Africa/Lome") pour les convertir.</translation>
        </message>
        <message>
            <source>Trips need the time of each record: store it as a timestamp or as text like 2024-03-01 14:05:00.</source>
            <translation>Les trajets nécessitent l'heure de chaque relevé : enregistrez-la comme horodatage ou comme texte du type 2024-03-01 14:05:00.</translation>
        </message>
        <message>
            <source>{n} time(s) carry a UTC offset or zone, e.g. '{value}' in row {row}: they name instants, not local times.</source>
            <translation>{n} heure(s) portent un décalage UTC ou un fuseau, par ex. '{value}' à la ligne {row} : elles désignent des instants, non des heures locales.</translation>
        </message>
        <message>
            <source>Store tower ids as whole numbers or as text.</source>
            <translation>Enregistrez les identifiants d'antenne comme nombres entiers ou comme texte.</translation>
        </message>
        <message>
            <source>must be a time zone name, got {value}</source>
            <translation>doit être un nom de fuseau horaire (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>Name the local time zone in columns.timezone (e.g. "Africa/Lome") so days and nights are local.</source>
            <translation>Indiquez le fuseau horaire local dans columns.timezone (par ex. "Africa/Lome") pour que jours et nuits soient locaux.</translation>
        </message>
        <message>
            <source>holds decimal numbers (type {kind}, {example}), not tower ids.</source>
            <translation>contient des nombres décimaux (type {kind}, {example}), et non des identifiants d'antenne.</translation>
        </message>
        <message>
            <source>unknown key {key}; expected some of {keys}</source>
            <translation>clé inconnue {key} ; clés attendues parmi {keys}</translation>
        </message>
        <message>
            <source>{zone} is not a known time zone: use an IANA name such as "Africa/Lome", "Asia/Dhaka" or "UTC"</source>
            <translation>{zone} n'est pas un fuseau horaire connu : utilisez un nom IANA comme "Africa/Lome", "Asia/Dhaka" ou "UTC"</translation>
        </message>
        <message>
            <source>{zone} is not in this installation's time zone database</source>
            <translation>{zone} ne figure pas dans la base de fuseaux horaires de cette installation</translation>
        </message>
        <message>
            <source>holds instants with a time zone ({example}), not local times.</source>
            <translation>contient des instants avec fuseau horaire ({example}), et non des heures locales.</translation>
        </message>
        <message>
            <source>the date '{value}' is far from the other records: {n} record(s) lie on days cut off by more than {gap} days without records from the bulk of the data ({first} to {last}).</source>
            <translation>la date '{value}' est loin des autres relevés : {n} relevé(s) tombent sur des jours séparés de l'essentiel des données ({first} au {last}) par plus de {gap} jours sans relevé.</translation>
        </message>
        <message>
            <source>the date '{value}' is far from the other trips: {n} trip(s) lie on days cut off by more than {gap} days without trips from the bulk of the data ({first} to {last}).</source>
            <translation>la date '{value}' est loin des autres trajets : {n} trajet(s) tombent sur des jours séparés de l'essentiel des données ({first} au {last}) par plus de {gap} jours sans trajet.</translation>
        </message>
        <message>
            <source>no records in the period {start} to {end} (records run from {first} to {last}).</source>
            <translation>aucun relevé dans la période du {start} au {end} (les relevés vont du {first} au {last}).</translation>
        </message>
        <message>
            <source>no trips in the period {start} to {end} (trips run from {first} to {last}).</source>
            <translation>aucun trajet dans la période du {start} au {end} (les trajets vont du {first} au {last}).</translation>
        </message>
        <message>
            <source>the period {start} to {end} holds {days} days</source>
            <translation>la période du {start} au {end} compte {days} jours</translation>
        </message>
        <message>
            <source>Fix the date if it is a typo, or declare the study period (period.start and period.end): only its days are released, and rows outside it are left out.</source>
            <translation>Corrigez la date s'il s'agit d'une faute de frappe, ou déclarez la période d'étude (period.start et period.end) : seuls ses jours sont publiés, et les lignes hors de la période sont écartées.</translation>
        </message>
        <message>
            <source>Check period.start and period.end: a period without data would release nothing but noise.</source>
            <translation>Vérifiez period.start et period.end : une période sans données ne publierait que du bruit.</translation>
        </message>
        <message>
            <source>the records run from {start} to {end}: {days} days</source>
            <translation>les relevés vont du {start} au {end} : {days} jours</translation>
        </message>
        <message>
            <source>the trips run from {start} to {end}: {days} days</source>
            <translation>les trajets vont du {start} au {end} : {days} jours</translation>
        </message>
        <message>
            <source>{reason}, more than the {limit} daily matrices a release holds unless confirmed (each day is charged ε, so the total ε grows with the days).</source>
            <translation>{reason}, soit plus que les {limit} matrices quotidiennes qu'une publication contient sans confirmation (chaque jour est compté ε, donc l'ε total croît avec les jours).</translation>
        </message>
        <message>
            <source>Declare a shorter study period (period.start and period.end), or confirm this length with period.max_days = {days}.</source>
            <translation>Déclarez une période d'étude plus courte (period.start et period.end), ou confirmez cette durée avec period.max_days = {days}.</translation>
        </message>
        <message>
            <source>the tower table has a header but no towers.</source>
            <translation>la table des antennes a un en-tête mais aucune antenne.</translation>
        </message>
        <message>
            <source>{n} tower(s) are listed with different regions, e.g. tower '{tower}' in {regions} (rows {rows}) (ids compared as numbers, leading zeros ignored).</source>
            <translation>{n} antenne(s) figurent avec des régions différentes, par ex. l'antenne '{tower}' dans {regions} (lignes {rows}) (identifiants comparés comme des nombres, zéros initiaux ignorés).</translation>
        </message>
        <message>
            <source>{n} tower(s) are listed with different regions, e.g. tower '{tower}' in {regions} (rows {rows}).</source>
            <translation>{n} antenne(s) figurent avec des régions différentes, par ex. l'antenne '{tower}' dans {regions} (lignes {rows}).</translation>
        </message>
        <message>
            <source>the tower table does not exist.</source>
            <translation>la table des antennes n'existe pas.</translation>
        </message>
        <message>
            <source>{n} region(s) in the tower table are not in the chosen region list, e.g. {examples}.</source>
            <translation>{n} région(s) de la table des antennes ne figurent pas dans la liste de régions choisie, par ex. {examples}.</translation>
        </message>
        <message>
            <source>Add them to the region list or correct the tower table.</source>
            <translation>Ajoutez-les à la liste de régions ou corrigez la table des antennes.</translation>
        </message>
        <message>
            <source>{n} region(s) in the trips are not in the chosen region list, e.g. {examples}.</source>
            <translation>{n} région(s) des trajets ne figurent pas dans la liste de régions choisie, par ex. {examples}.</translation>
        </message>
        <message>
            <source>Add them to the region list or correct the trips.</source>
            <translation>Ajoutez-les à la liste de régions ou corrigez les trajets.</translation>
        </message>
        <message>
            <source>trips need at least 2 regions</source>
            <translation>les trajets nécessitent au moins 2 régions</translation>
        </message>
        <message>
            <source>each region may be listed only once</source>
            <translation>chaque région ne peut figurer qu'une fois</translation>
        </message>
        <message>
            <source>Each tower must belong to exactly one region: keep one row per tower.</source>
            <translation>Chaque antenne doit appartenir à une seule région : gardez une ligne par antenne.</translation>
        </message>
        <message>
            <source>Choose which of the file's columns holds each of these.</source>
            <translation>Indiquez quelle colonne du fichier contient chacun de ces éléments.</translation>
        </message>
        <message>
            <source>Every tower needs an id and a region.</source>
            <translation>Chaque antenne doit avoir un identifiant et une région.</translation>
        </message>
        <message>
            <source>Save it as a CSV file with the columns tower and region.</source>
            <translation>Enregistrez-la comme fichier CSV avec les colonnes tower et region.</translation>
        </message>
        <message>
            <source>missing column(s) {missing} (for {roles}); the file has {available}.</source>
            <translation>colonne(s) manquante(s) {missing} (pour {roles}) ; le fichier contient {available}.</translation>
        </message>
        <message>
            <source>{n} row(s) have no value, first at row {row}.</source>
            <translation>{n} ligne(s) n'ont pas de valeur, la première à la ligne {row}.</translation>
        </message>
        <message>
            <source>the tower table cannot be read as CSV ({error}).</source>
            <translation>la table des antennes ne peut pas être lue comme CSV ({error}).</translation>
        </message>
        <message>
            <source>Records checked</source>
            <translation>Relevés vérifiés</translation>
        </message>
        <message>
            <source>Trips checked</source>
            <translation>Trajets vérifiés</translation>
        </message>
        <message>
            <source>Finding the period</source>
            <translation>Recherche de la période</translation>
        </message>
        <message>
            <source>Reading the tower table</source>
            <translation>Lecture de la table des antennes</translation>
        </message>
        <message>
            <source>Checking the call records</source>
            <translation>Vérification des relevés d'appels</translation>
        </message>
        <message>
            <source>Reading the trips</source>
            <translation>Lecture des trajets</translation>
        </message>
        <message>
            <source>Checking the regions</source>
            <translation>Vérification des régions</translation>
        </message>
        <message>
            <source>Add these towers and their regions to the tower table, or check that both files use the same tower ids.</source>
            <translation>Ajoutez ces antennes et leurs régions à la table des antennes, ou vérifiez que les deux fichiers utilisent les mêmes identifiants d'antenne.</translation>
        </message>
        <message>
            <source>Write them like 2024-03-01 (year-month-day).</source>
            <translation>Écrivez-les comme 2024-03-01 (année-mois-jour).</translation>
        </message>
        <message>
            <source>{n} value(s) are not dates with times, e.g. '{value}' in row {row}.</source>
            <translation>{n} valeur(s) ne sont pas des dates avec heure, par ex. '{value}' à la ligne {row}.</translation>
        </message>
        <message>
            <source>{records} record(s) at {towers} tower(s) missing from the tower table {file}, e.g. {examples}.</source>
            <translation>{records} relevé(s) sur {towers} antenne(s) absentes de la table des antennes {file}, par ex. {examples}.</translation>
        </message>
        <message>
            <source>{n} value(s) are not dates, e.g. '{value}' in row {row}.</source>
            <translation>{n} valeur(s) ne sont pas des dates, p. ex. '{value}' à la ligne {row}.</translation>
        </message>
        <message>
            <source>Remove those rows or fill them in: a record without it cannot be placed.</source>
            <translation>Supprimez ces lignes ou complétez-les : un relevé sans cette valeur ne peut pas être situé.</translation>
        </message>
        <message>
            <source>{count} of {total} row(s) have no value.</source>
            <translation>{count} ligne(s) sur {total} n'ont pas de valeur.</translation>
        </message>
        <message>
            <source>Trip counts ready</source>
            <translation>Comptes de trajets prêts</translation>
        </message>
        <message>
            <source>Home regions ready</source>
            <translation>Régions de résidence prêtes</translation>
        </message>
        <message>
            <source>Finding trips</source>
            <translation>Recherche des trajets</translation>
        </message>
        <message>
            <source>Counting trips per day</source>
            <translation>Comptage des trajets par jour</translation>
        </message>
        <message>
            <source>Finding home regions</source>
            <translation>Recherche des régions de résidence</translation>
        </message>
        <message>
            <source>Numbering the trips</source>
            <translation>Numérotation des trajets</translation>
        </message>
        <message>
            <source>Capping trips per person</source>
            <translation>Plafonnement des trajets par personne</translation>
        </message>
        <message>
            <source>Counting trips</source>
            <translation>Comptage des trajets</translation>
        </message>
        <message>
            <source>must be a whole number or None, got {value}</source>
            <translation>doit être un nombre entier ou None (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be at least 1, got {value}</source>
            <translation>doit valoir au moins 1 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>Even one step spends ε = {spent} at σ = {sigma}; use smaller batches (a lower sampling rate), or raise ε or δ.</source>
            <translation>Une seule itération dépense déjà ε = {spent} à σ = {sigma} ; utilisez des lots plus petits (un taux d'échantillonnage plus faible), ou augmentez ε ou δ.</translation>
        </message>
        <message>
            <source>At most {epochs} epochs would reach it; or raise ε or δ.</source>
            <translation>Au plus {epochs} époques permettraient de l'atteindre ; ou augmentez ε ou δ.</translation>
        </message>
        <message>
            <source>ε = {epsilon} cannot be reached with {epochs} epochs of batches of {batch} out of {rows} rows (q = {q}, {steps} steps): even noise multiplier σ = {sigma} spends ε = {spent}.</source>
            <translation>ε = {epsilon} ne peut pas être atteint avec {epochs} époques de lots de {batch} lignes sur {rows} (q = {q} ; {steps} itérations) : même le multiplicateur de bruit σ = {sigma} dépense ε = {spent}.</translation>
        </message>
        <message>
            <source>Training the model</source>
            <translation>Entraînement du modèle</translation>
        </message>
        <message>
            <source>With ε = {epsilon} and δ = {delta}, accurate targeting ({accuracy} % of decisions unchanged) is impossible unless r &lt; {r_bound}. This bound is necessary, not sufficient.</source>
            <translation>Avec ε = {epsilon} et δ = {delta}, un ciblage exact ({accuracy} % des décisions inchangées) est impossible sauf si r &lt; {r_bound}. Cette borne est nécessaire, non suffisante.</translation>
        </message>
        <message>
            <source>With ε = {epsilon}, targeting {accuracy} % accurately is not ruled out for any r (classic DP included); the bound is necessary, not sufficient.</source>
            <translation>Avec ε = {epsilon}, un ciblage exact à {accuracy} % n'est exclu pour aucun r (CD classique comprise) ; la borne est nécessaire, non suffisante.</translation>
        </message>
        <message>
            <source>the error rate β must lie strictly between 0 and 1, got {value}</source>
            <translation>le taux d'erreur β doit être strictement compris entre 0 et 1 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>too small for any accuracy at this β</source>
            <translation>trop petit pour atteindre la moindre exactitude avec ce β</translation>
        </message>
        <message>
            <source>The dataset's persistent ledger (kept per input file, recognized by its fingerprint) composes every release ever made from this file, by any task: of the valid ways to add them up, the smallest total is the one spent. Non-DP entries are listed, never summed.
Details: basic composition (Σε, Σδ); zCDP ε(Σρ, δ_L) when every entry carries ρ; advanced composition when the entries' δ leave room under δ_L; the smallest valid at δ_L is spent (basic, with its Σδ, when none is); the fingerprint is the file's SHA-256.</source>
            <translation>Le registre permanent du jeu de données (tenu pour chaque fichier d'entrée, reconnu par son empreinte) compose toutes les publications jamais faites à partir de ce fichier, par n'importe quelle tâche : parmi les façons valides de les additionner, le plus petit total est celui qui est dépensé. Les entrées non DP sont listées, jamais additionnées.
Détails : composition de base (Σε, Σδ) ; zCDP ε(Σρ, δ_L) quand chaque entrée porte un ρ ; composition avancée quand les δ des entrées laissent de la marge sous δ_L ; le plus petit total valide à δ_L est dépensé (la composition de base, avec son Σδ, quand aucun ne l'est) ; l'empreinte est le SHA-256 du fichier.</translation>
        </message>
        <message>
            <source>basic</source>
            <translation>de base</translation>
        </message>
        <message>
            <source>advanced</source>
            <translation>avancée</translation>
        </message>
        <message>
            <source>tighter</source>
            <translation>plus serrée</translation>
        </message>
        <message>
            <source>group privacy</source>
            <translation>confidentialité de groupe</translation>
        </message>
        <message>
            <source>No release from this file yet (ledger: {location}).</source>
            <translation>Aucune publication de ce fichier pour l'instant (registre : {location}).</translation>
        </message>
        <message>
            <source>; no limit set.</source>
            <translation> ; aucune limite fixée.</translation>
        </message>
        <message>
            <source>Spent on this file so far: ε = {now}; after this release: at most ε = {epsilon}, δ = {delta} ({method}, δ_L = {ledger_delta}).</source>
            <translation>Dépensé sur ce fichier jusqu'ici : ε = {now} ; après cette publication : au plus ε = {epsilon}, δ = {delta} ({method} ; δ_L = {ledger_delta}).</translation>
        </message>
        <message>
            <source>Spent on this file so far: ε = {now}; after this release: ε = {epsilon}, δ = {delta} ({method}, δ_L = {ledger_delta}).</source>
            <translation>Dépensé sur ce fichier jusqu'ici : ε = {now} ; après cette publication : ε = {epsilon}, δ = {delta} ({method} ; δ_L = {ledger_delta}).</translation>
        </message>
        <message>
            <source>, no limit set.</source>
            <translation>, aucune limite fixée.</translation>
        </message>
        <message>
            <source>must lie strictly between 0 and 1</source>
            <translation>doit être strictement compris entre 0 et 1</translation>
        </message>
        <message>
            <source>Limit: ε = {epsilon}, δ = {delta} (— : none). Ledger {file} in {location}; release {release}.</source>
            <translation>Limite : ε = {epsilon}, δ = {delta} (— : aucune). Registre {file} dans {location} ; publication {release}.</translation>
        </message>
        <message>
            <source>Already spent on this file: ε = {epsilon}, δ = {delta} ({method} composition; basic Σε = {basic_epsilon}, Σδ = {basic_delta}; tighter count ε = {zcdp} at δ = {ledger_delta}) over {releases} release(s)</source>
            <translation>Déjà dépensé sur ce fichier : ε = {epsilon}, δ = {delta} (composition {method} ; de base Σε = {basic_epsilon}, Σδ = {basic_delta} ; décompte plus serré ε = {zcdp} à δ = {ledger_delta}) sur {releases} publication(s)</translation>
        </message>
        <message>
            <source>This dataset's ledger holds releases protecting each {coarse} and releases protecting each {fine}. For each {coarse} it adds its own releases and {k} times the {fine}-level ones (at most {k} per {coarse}, as declared): ε = {coarse_epsilon}, δ = {coarse_delta}. For each {fine} it adds its own releases and twice the {coarse}-level ones (removing one {fine} changes one {coarse}): ε = {fine_epsilon}, δ = {fine_delta}.</source>
            <translation>Le registre de ce jeu de données contient des publications qui protègent chaque {coarse} et des publications qui protègent chaque {fine}. Pour chaque {coarse}, il additionne ses propres publications et {k} fois celles au niveau {fine} (au plus {k} par {coarse}, comme déclaré) : ε = {coarse_epsilon}, δ = {coarse_delta}. Pour chaque {fine}, il additionne ses propres publications et deux fois celles au niveau {coarse} (retirer un {fine} modifie un {coarse}) : ε = {fine_epsilon}, δ = {fine_delta}.</translation>
        </message>
        <message>
            <source>Ledger: {location}.</source>
            <translation>Registre : {location}.</translation>
        </message>
        <message>
            <source>Dataset ledger: spent ε = {epsilon} ({method}, δ = {delta}) after this release</source>
            <translation>Registre du jeu de données : dépensé ε = {epsilon} ({method} ; δ = {delta}) après cette publication</translation>
        </message>
        <message>
            <source>release {release} (ε = {epsilon}, δ = {delta}) in the privacy ledger {file}</source>
            <translation>publication {release} (ε = {epsilon}, δ = {delta}) dans le registre de confidentialité {file}</translation>
        </message>
        <message>
            <source>another release from this file was recorded in its privacy ledger while this one was prepared, so this one's totals are out of date. Run it again (in the wizard: Privatize again).</source>
            <translation>une autre publication de ce fichier a été inscrite dans son registre de confidentialité pendant la préparation de celle-ci, dont les totaux ne sont donc plus à jour. Relancez-la (dans l'assistant : Protéger à nouveau).</translation>
        </message>
        <message>
            <source>the ledger file the project names</source>
            <translation>le fichier de registre que nomme le projet</translation>
        </message>
        <message>
            <source>the user's data folder</source>
            <translation>le dossier de données de l'utilisateur</translation>
        </message>
        <message>
            <source>; limit ε = {limit}.</source>
            <translation> ; limite ε = {limit}.</translation>
        </message>
        <message>
            <source>The privacy ledger of this file cannot be used: {error}</source>
            <translation>Le registre de confidentialité de ce fichier est inutilisable : {error}</translation>
        </message>
        <message>
            <source>{count} non-DP entries are listed, not summed.</source>
            <translation>{count} entrées non DP sont listées, pas additionnées.</translation>
        </message>
        <message>
            <source>This passes the limit ε = {limit}: the release will be refused.</source>
            <translation>Cela dépasse la limite ε = {limit} : la publication sera refusée.</translation>
        </message>
        <message>
            <source>This passes the limit δ = {limit}: the release will be refused.</source>
            <translation>Cela dépasse la limite δ = {limit} : la publication sera refusée.</translation>
        </message>
        <message>
            <source>, limit ε = {limit}.</source>
            <translation>, limite ε = {limit}.</translation>
        </message>
        <message>
            <source>must be positive or null, got {value}</source>
            <translation>doit être positif ou null (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>δ = {delta}: the default, at most 10⁻⁶ and at most 1/n² for the n rows of this file.</source>
            <translation>δ = {delta} : la valeur par défaut, au plus 10⁻⁶ et au plus 1/n² pour les n lignes de ce fichier.</translation>
        </message>
        <message>
            <source>δ = {delta}: the paper's own setting, kept only to replicate its published results.</source>
            <translation>δ = {delta} : le réglage de l'article lui-même, gardé uniquement pour reproduire ses résultats publiés.</translation>
        </message>
        <message>
            <source>δ = {delta}: set in the project.</source>
            <translation>δ = {delta} : fixé dans le projet.</translation>
        </message>
        <message>
            <source>Warning: δ = {delta} is not far below 1/n for the n rows of this file. A release that published one whole record picked at random would fail with probability 1/n, so this δ allows nearly that; leave δ on automatic (at most 10⁻⁶ and 1/n²) to avoid it.</source>
            <translation>Attention : δ = {delta} n'est pas bien en dessous de 1/n pour les n lignes de ce fichier. Une publication qui divulguerait un enregistrement entier tiré au hasard échouerait avec une probabilité 1/n : ce δ autorise presque cela. Laissez δ en automatique (au plus 10⁻⁶ et 1/n²) pour l'éviter.</translation>
        </message>
        <message>
            <source>δ = {delta} is not below 1/n = {limit} for the {rows} rows of this file: a release that published one whole record picked at random would meet it. Use "auto" (here {default}) or a δ far below 1/n.</source>
            <translation>δ = {delta} n'est pas inférieur à 1/n = {limit} pour les {rows} lignes de ce fichier : une publication qui divulguerait un enregistrement entier tiré au hasard le respecterait. Utilisez « auto » (ici {default}) ou un δ bien en dessous de 1/n.</translation>
        </message>
        <message>
            <source>k-anonymity limits re-identification by linkage on the features, but gives no differential-privacy guarantee.</source>
            <translation>Le k-anonymat limite la réidentification par couplage sur les variables, mais n'offre aucune garantie de confidentialité différentielle.</translation>
        </message>
        <message>
            <source>The original data: no protection.</source>
            <translation>Les données d'origine : aucune protection.</translation>
        </message>
        <message>
            <source>The covariance step keeps all components, so it cannot change the output: ε₂ and δ₂ are not spent.</source>
            <translation>L'étape de covariance garde toutes les composantes et ne peut donc pas modifier le résultat : ε₂ et δ₂ ne sont pas dépensés.</translation>
        </message>
        <message>
            <source>No privacy guarantee.</source>
            <translation>Aucune garantie de confidentialité.</translation>
        </message>
        <message>
            <source>For people further apart there is no meaningful classic guarantee (its δ reaches 1).</source>
            <translation>Pour des personnes plus éloignées, il n'y a aucune garantie classique utile (son δ atteint 1).</translation>
        </message>
        <message>
            <source>Rows were privatized in {partitions} disjoint random parts (at most {largest} rows each); by parallel composition the guarantee is that of one part.</source>
            <translation>Les lignes ont été protégées en {partitions} parties aléatoires disjointes (au plus {largest} lignes chacune) ; par composition parallèle, la garantie est celle d'une partie.</translation>
        </message>
        <message>
            <source>({epsilon}, {delta}, r={r})-targeted differential privacy: two people whose scaled feature rows are within {r} of each other cannot be told apart beyond a factor e^{epsilon} plus {delta}.</source>
            <translation>Confidentialité différentielle ciblée ({epsilon} ; {delta} ; r={r}) : deux personnes dont les lignes de variables mises à l'échelle sont à moins de {r} l'une de l'autre ne peuvent être distinguées au-delà d'un facteur e^{epsilon} plus {delta}.</translation>
        </message>
        <message>
            <source>Every released row is identical on the features to at least {others} other rows ({k}-anonymity, Mondrian).</source>
            <translation>Chaque ligne publiée est identique sur les variables à au moins {others} autres lignes ({k}-anonymat, Mondrian).</translation>
        </message>
        <message>
            <source>({epsilon}, {delta})-differential privacy: changing any one person's row changes the probability of any outcome by at most a factor e^{epsilon} plus {delta}.</source>
            <translation>Confidentialité différentielle ({epsilon} ; {delta}) : modifier la ligne d'une personne quelconque change la probabilité de tout résultat d'au plus un facteur e^{epsilon} plus {delta}.</translation>
        </message>
        <message>
            <source>For any two people it implies ({epsilon}, {delta})-differential privacy.</source>
            <translation>Pour deux personnes quelconques, elle implique une confidentialité différentielle ({epsilon}, {delta}).</translation>
        </message>
        <message>
            <source>the privacy ledger does not exist.</source>
            <translation>le registre de confidentialité n'existe pas.</translation>
        </message>
        <message>
            <source>budget.ledger names a folder; give a file name.</source>
            <translation>budget.ledger désigne un dossier ; indiquez un nom de fichier pour le registre.</translation>
        </message>
        <message>
            <source>Point budget.ledger at this dataset's own ledger, or at a new file.</source>
            <translation>Faites pointer budget.ledger vers le registre propre à ce jeu de données, ou vers un nouveau fichier.</translation>
        </message>
        <message>
            <source>the privacy ledger cannot be read ({error}).</source>
            <translation>le registre de confidentialité est illisible ({error}).</translation>
        </message>
        <message>
            <source>this privacy ledger belongs to another dataset ({other}, fingerprint {other_sha256}…), not to {file} (fingerprint {sha256}…); nothing was written.</source>
            <translation>ce registre de confidentialité appartient à un autre jeu de données ({other}, empreinte {other_sha256}…), pas à {file} (empreinte {sha256}…) ; rien n'a été écrit.</translation>
        </message>
        <message>
            <source>release refused: this dataset has already spent ε = {spent}, this release asks ε = {asked}, which would bring the total to ε = {total}, above the limit ε = {limit} ({method} composition at δ = {ledger_delta}); nothing was released or written</source>
            <translation>publication refusée : ce jeu de données a déjà dépensé ε = {spent}, cette publication demande ε = {asked}, ce qui porterait le total à ε = {total}, au-delà de la limite ε = {limit} (composition {method} à δ = {ledger_delta}) ; rien n'a été publié ni écrit</translation>
        </message>
        <message>
            <source>release refused: spent δ = {spent}, asked δ = {asked}, limit δ = {limit}; nothing was released or written</source>
            <translation>publication refusée : δ dépensé = {spent}, δ demandé = {asked}, limite δ = {limit} ; rien n'a été publié ni écrit</translation>
        </message>
        <message>
            <source>release refused: this dataset's ledger holds releases protecting each {recorded}, and this one protects each {asked}; the two guarantees add up only with the most persons in one household, so nothing was released or written. Declare privacy_unit.max_members in the household-level project (a public number, not read from the data), or keep the unit of the earlier releases.</source>
            <translation>publication refusée : le registre de ce jeu de données contient des publications qui protègent chaque {recorded}, et celle-ci protège chaque {asked} ; les deux garanties ne s'additionnent qu'avec le plus grand nombre de personnes dans un ménage, donc rien n'a été publié ni écrit. Déclarez privacy_unit.max_members dans le projet au niveau des ménages (un nombre public, non lu dans les données), ou gardez l'unité des publications précédentes.</translation>
        </message>
        <message>
            <source>a codebook is a .csv file or an XLSForm (.xlsx)</source>
            <translation>un fichier de codage est un fichier .csv ou un XLSForm (.xlsx)</translation>
        </message>
        <message>
            <source>the codebook lists no value.</source>
            <translation>le fichier de codage ne contient aucune valeur.</translation>
        </message>
        <message>
            <source>name the XLSForm list (list_name) to use</source>
            <translation>indiquez la liste du XLSForm (list_name) à utiliser</translation>
        </message>
        <message>
            <source>give a list of values, {"codebook": file} or {"private": {…}}</source>
            <translation>donnez une liste de valeurs, {"codebook": file} ou {"private": {…}}</translation>
        </message>
        <message>
            <source>must be a non-empty list of values, a codebook or a private choice</source>
            <translation>doit être une liste de valeurs non vide, un fichier de codage ou un choix privé</translation>
        </message>
        <message>
            <source>lists a value twice</source>
            <translation>contient deux fois la même valeur</translation>
        </message>
        <message>
            <source>must be a positive number</source>
            <translation>doit être un nombre positif</translation>
        </message>
        <message>
            <source>the XLSForm has no list {name} in its choices sheet</source>
            <translation>le XLSForm n'a pas de liste {name} dans sa feuille choices</translation>
        </message>
        <message>
            <source>missing for a private choice</source>
            <translation>manquant pour un choix privé</translation>
        </message>
        <message>
            <source>choosing groups privately uses ε = {spend} of it: the budget must be larger, to leave some for the statistics</source>
            <translation>choisir les groupes de façon privée en utilise ε = {spend} : le budget doit être plus grand, pour en laisser aux statistiques</translation>
        </message>
        <message>
            <source>choosing groups privately uses δ = {spend} of it: set budget.delta to at least that</source>
            <translation>choisir les groupes de façon privée en utilise δ = {spend} : fixez budget.delta à au moins cette valeur</translation>
        </message>
        <message>
            <source>Fill in the group of those rows, or leave them out of the file.</source>
            <translation>Renseignez le groupe de ces lignes, ou retirez-les du fichier.</translation>
        </message>
        <message>
            <source>{n} row(s) of released cells have no '{column}' group, first at row {row}; MOS needs each cell inside one higher-level group.</source>
            <translation>{n} ligne(s) de cellules publiées n'ont pas de groupe « {column} », la première à la ligne {row} ; MOS exige que chaque cellule soit dans un seul groupe de niveau supérieur.</translation>
        </message>
        <message>
            <source>the cell {cell} lies in more than one '{column}' group; MOS needs each cell inside one higher-level group.</source>
            <translation>la cellule {cell} appartient à plus d'un groupe « {column} » ; MOS exige que chaque cellule soit dans un seul groupe de niveau supérieur.</translation>
        </message>
        <message>
            <source>the Spark engine aggregates straight from the file: set processing.out_of_core</source>
            <translation>le moteur Spark agrège directement depuis le fichier : activez processing.out_of_core</translation>
        </message>
        <message>
            <source>the project's privacy_unit.column names a column the table does not have.</source>
            <translation>privacy_unit.column du projet nomme une colonne que la table n'a pas.</translation>
        </message>
        <message>
            <source>privacy_unit.column: the unit id is blank; every row must name its unit (fill it, or drop those rows before the release).</source>
            <translation>privacy_unit.column : l'identifiant d'unité est vide ; chaque ligne doit nommer son unité (remplissez-le, ou retirez ces lignes avant la publication).</translation>
        </message>
        <message>
            <source>the file has no such column.</source>
            <translation>le fichier n'a pas cette colonne.</translation>
        </message>
        <message>
            <source>Choosing the groups of {column}</source>
            <translation>Choix des groupes de {column}</translation>
        </message>
        <message>
            <source>Counting: {name}</source>
            <translation>Comptage : {name}</translation>
        </message>
        <message>
            <source>must be a column name</source>
            <translation>doit être un nom de colonne</translation>
        </message>
        <message>
            <source>missing for a privacy unit</source>
            <translation>manquant pour une unité de confidentialité</translation>
        </message>
        <message>
            <source>a MOS estimate is not differentially private and has no unit of privacy; remove it or set privacy_unit to row</source>
            <translation>une estimation MOS n'est pas différentiellement privée et n'a pas d'unité de confidentialité ; retirez-la ou fixez privacy_unit à row</translation>
        </message>
        <message>
            <source>must be "row" or {{"column": ..., "max_rows": ...}}, got {value}</source>
            <translation>doit être "row" ou {{"column": ..., "max_rows": ...}}, reçu {value}</translation>
        </message>
        <message>
            <source>a private choice of groups protects one row per person; declare the categories (or name a codebook) to protect each {column}</source>
            <translation>un choix privé des groupes protège une ligne par personne ; déclarez les catégories (ou nommez un fichier de codage) pour protéger chaque {column}</translation>
        </message>
        <message>
            <source>'{column}' identifies the protected unit and cannot also group queries[{i}]: its cells would tell which units are in the file</source>
            <translation>'{column}' identifie l'unité protégée et ne peut pas aussi grouper les requêtes de queries[{i}] : ses cellules diraient quelles unités sont dans le fichier</translation>
        </message>
        <message>
            <source>Laplace</source>
            <translation>Laplace</translation>
        </message>
        <message>
            <source>Gaussian</source>
            <translation>gaussien</translation>
        </message>
        <message>
            <source>exponential</source>
            <translation>exponentiel</translation>
        </message>
        <message>
            <source>Laplace (MOS)</source>
            <translation>Laplace (MOS)</translation>
        </message>
        <message>
            <source>count</source>
            <translation>effectif</translation>
        </message>
        <message>
            <source>the project names a column the table does not have.</source>
            <translation>le projet désigne une colonne absente du tableau.</translation>
        </message>
        <message>
            <source>{statistic} by {columns}</source>
            <translation>{statistic} par {columns}</translation>
        </message>
        <message>
            <source>expected numbers, found {value}.</source>
            <translation>nombres attendus, valeur trouvée : {value}.</translation>
        </message>
        <message>
            <source>histogram of {column}</source>
            <translation>histogramme de {column}</translation>
        </message>
        <message>
            <source>the categories of '{column}' are not declared. A table's cells must be declared, never read from the data: which cells exist would tell who is in the file. List them in the project's categories section, name a codebook file there, or let the release choose them privately.</source>
            <translation>les catégories de '{column}' ne sont pas déclarées. Les cellules d'une table doivent être déclarées, jamais lues dans les données : les cellules présentes diraient qui figure dans le fichier. Listez-les dans la section categories du projet, nommez-y un fichier de codage, ou laissez la publication les choisir de façon privée.</translation>
        </message>
        <message>
            <source>quantiles of {column}</source>
            <translation>quantiles de {column}</translation>
        </message>
        <message>
            <source>slope of {column} on {x} (sample-and-aggregate)</source>
            <translation>pente de {column} sur {x} (échantillonnage-agrégation)</translation>
        </message>
        <message>
            <source>median of {column} (sample-and-aggregate)</source>
            <translation>médiane de {column} (échantillonnage-agrégation)</translation>
        </message>
        <message>
            <source>mean of {column} (sample-and-aggregate)</source>
            <translation>moyenne de {column} (échantillonnage-agrégation)</translation>
        </message>
        <message>
            <source>MOS mean of {column}</source>
            <translation>moyenne MOS de {column}</translation>
        </message>
        <message>
            <source>MOS slope of {column} on {x}</source>
            <translation>pente MOS de {column} sur {x}</translation>
        </message>
        <message>
            <source>sum of {column}</source>
            <translation>somme de {column}</translation>
        </message>
        <message>
            <source>mean of {column}</source>
            <translation>moyenne de {column}</translation>
        </message>
        <message>
            <source>Reconstruction attack, {m} queries</source>
            <translation>Attaque par reconstruction, {m} requêtes</translation>
        </message>
        <message>
            <source>must be a number &gt; 0 (and finite), got {value}</source>
            <translation>doit être un nombre &gt; 0 (et fini) (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must lie in (0, {high}] for this design, got {value}: a larger ε randomizes almost nothing and its probabilities cannot be computed exactly (from about 37 the probability of a truthful answer rounds to 1)</source>
            <translation>doit être dans ]0 ; {high}] pour ce schéma (valeur reçue : {value}) : un ε plus grand ne randomise presque rien et ses probabilités ne peuvent pas être calculées exactement (à partir d'environ 37, la probabilité d'une réponse sincère s'arrondit à 1)</translation>
        </message>
        <message>
            <source>must lie strictly between {low} and {high}, got {value}</source>
            <translation>doit être strictement compris entre {low} et {high} (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>{answers} is not one of the declared categories ({categories}): row {rows}. Nothing was written.</source>
            <translation>{answers} hors des catégories déclarées ({categories}) : ligne {rows}. Rien n'a été écrit.</translation>
        </message>
        <message>
            <source>{answers} is not a number: row {rows}. Nothing was written.</source>
            <translation>{answers} non numérique(s) : ligne {rows}. Rien n'a été écrit.</translation>
        </message>
        <message>
            <source>{answers} lies outside the declared bounds [{low}, {high}]: row {rows}. Nothing was written.</source>
            <translation>{answers} hors des bornes déclarées [{low} ; {high}] : ligne {rows}. Rien n'a été écrit.</translation>
        </message>
        <message>
            <source>{answers} is not a yes/no answer (yes/no, true/false or 1/0): row {rows}. Nothing was written.</source>
            <translation>{answers} autre(s) que oui/non (yes/no, true/false ou 1/0) : ligne {rows}. Rien n'a été écrit.</translation>
        </message>
        <message>
            <source>Correct these answers or the question's declaration; none is dropped silently.</source>
            <translation>Corrigez ces réponses ou la déclaration de la question ; aucune n'est écartée en silence.</translation>
        </message>
        <message>
            <source>{rows} and {count} more</source>
            <translation>{rows} et {count} autres</translation>
        </message>
        <message>
            <source>{count} answer</source>
            <translation>{count} réponse</translation>
        </message>
        <message>
            <source>{count} answers</source>
            <translation>{count} réponses</translation>
        </message>
        <message>
            <source>Interviewer: record only the answer you hear.</source>
            <translation>Enquêteur : notez uniquement la réponse que vous entendez.</translation>
        </message>
        <message>
            <source>&lt;b&gt;You need:&lt;/b&gt; {tool}.</source>
            <translation>&lt;b&gt;Matériel :&lt;/b&gt; {tool}.</translation>
        </message>
        <message>
            <source>roll a six-sided die</source>
            <translation>lancez un dé à six faces</translation>
        </message>
        <message>
            <source>Out of the interviewer's sight, {draw}: {truth} say 'answer truthfully', and {each} name each answer ({answers}). If yours says 'answer truthfully', give your true answer; otherwise give the answer written on it. Never say what you drew.</source>
            <translation>À l'abri du regard de l'enquêteur, {draw} : {truth} portent « répondez sincèrement » et chacune des réponses ({answers}) est inscrite sur {each} autres. Si vous tirez « répondez sincèrement », donnez votre vraie réponse ; sinon, donnez la réponse inscrite. Ne dites jamais ce que vous avez obtenu.</translation>
        </message>
        <message>
            <source>draw one of {total} numbered tokens from a bag (put it back afterwards)</source>
            <translation>tirez l'un des {total} jetons numérotés du sac (remettez-le ensuite)</translation>
        </message>
        <message>
            <source>its number is {first}–{last}</source>
            <translation>son numéro est compris entre {first} et {last}</translation>
        </message>
        <message>
            <source>Out of the interviewer's sight, {draw}. If {first}, answer the statement 'A: {statement}'. If {second}, answer its opposite 'NOT A'. Say only yes or no; never say what you drew.</source>
            <translation>À l'abri du regard de l'enquêteur, {draw}. Si {first}, répondez à l'énoncé « A : {statement} ». Si {second}, répondez à son contraire « NON A ». Dites seulement oui ou non ; ne dites jamais ce que vous avez obtenu.</translation>
        </message>
        <message>
            <source>Out of the interviewer's sight, {draw}. If {first}, say 'yes'; if {second}, answer truthfully; if {third}, say 'no'. Never say what you drew.</source>
            <translation>À l'abri du regard de l'enquêteur, {draw}. Si {first}, dites « oui » ; si {second}, répondez sincèrement ; si {third}, dites « non ». Ne dites jamais ce que vous avez obtenu.</translation>
        </message>
        <message>
            <source>it shows {first}–{last}</source>
            <translation>le dé tombe entre {first} et {last}</translation>
        </message>
        <message>
            <source>its number is {first}</source>
            <translation>son numéro est {first}</translation>
        </message>
        <message>
            <source>it shows {first}</source>
            <translation>le dé tombe sur {first}</translation>
        </message>
        <message>
            <source>p_yes + p_no must stay below 1 so some answers are truthful (keep probability p_t = 1 − p_yes − p_no &gt; 0), got {p_yes} + {p_no}</source>
            <translation>p_yes + p_no doit rester inférieur à 1 pour que certaines réponses soient sincères (probabilité de conservation p_t = 1 − p_yes − p_no &gt; 0 ; valeur reçue : {p_yes} + {p_no})</translation>
        </message>
        <message>
            <source>need at least 2 categories, got {value}</source>
            <translation>il faut au moins 2 catégories (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must lie in (1/k, 1), got {value}</source>
            <translation>doit être dans ]1/k ; 1[ (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be above 1/k = 1/{k} = {share} (at or below it the reports carry no information, or invert it), got {value}</source>
            <translation>doit dépasser 1/k = 1/{k} = {share} (en deçà ou à égalité, les réponses ne portent aucune information, ou l'inversent) (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be two finite numbers [low, high] with low &lt; high, got [{low}, {high}]</source>
            <translation>doit être deux nombres finis [bas, haut] avec bas &lt; haut (valeur reçue : [{low}, {high}])</translation>
        </message>
        <message>
            <source>Whatever a respondent answers, anyone's odds that she has the sensitive trait change by at most ×{factor} (ε = {epsilon}): someone who thought it {prior} % likely can now think it at most {posterior} % likely.</source>
            <translation>Quoi que réponde une personne interrogée, la cote que quiconque attribue au fait qu'elle présente le trait sensible varie au plus d'un facteur ×{factor} (ε = {epsilon}) : qui l'estimait probable à {prior} % peut désormais l'estimer probable à {posterior} % au plus.</translation>
        </message>
        <message>
            <source>Whatever a respondent reports, anyone's odds between any two values she might have given change by at most ×{factor} (ε = {epsilon}): a 50/50 guess between the lowest and the highest value becomes at most {posterior} % sure.</source>
            <translation>Quoi que déclare une personne interrogée, la cote que quiconque attribue entre deux valeurs qu'elle aurait pu donner varie au plus d'un facteur ×{factor} (ε = {epsilon}) : une hésitation à 50/50 entre la valeur la plus basse et la plus haute devient une certitude d'au plus {posterior} %.</translation>
        </message>
        <message>
            <source>must be &gt; 0, got {value}</source>
            <translation>doit être &gt; 0 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>Warner (answer the statement or its negation)</source>
            <translation>Warner (répondre à l'énoncé ou à sa négation)</translation>
        </message>
        <message>
            <source>Forced response (truthful, forced yes, forced no)</source>
            <translation>Réponse forcée (sincère, oui forcé, non forcé)</translation>
        </message>
        <message>
            <source>k-ary randomized response</source>
            <translation>Réponse randomisée à k modalités</translation>
        </message>
        <message>
            <source>Numerical randomized response (Laplace noise)</source>
            <translation>Réponse randomisée numérique (bruit de Laplace)</translation>
        </message>
        <message>
            <source>Warner</source>
            <translation>Warner</translation>
        </message>
        <message>
            <source>forced response</source>
            <translation>réponse forcée</translation>
        </message>
        <message>
            <source>k-ary RR</source>
            <translation>RR à k modalités</translation>
        </message>
        <message>
            <source>numeric RR</source>
            <translation>RR numérique</translation>
        </message>
        <message>
            <source>give ε (or the design's probabilities)</source>
            <translation>indiquez ε (ou les probabilités du schéma)</translation>
        </message>
        <message>
            <source>a numeric question needs its ε</source>
            <translation>une question numérique a besoin de son ε</translation>
        </message>
        <message>
            <source>give either epsilon or keep_probability, not both</source>
            <translation>indiquez epsilon ou keep_probability, pas les deux</translation>
        </message>
        <message>
            <source>give both p_yes and p_no (and no epsilon), or only epsilon</source>
            <translation>indiquez p_yes et p_no (sans epsilon), ou seulement epsilon</translation>
        </message>
        <message>
            <source>must lie in (½, 1), got {value}</source>
            <translation>doit être dans ]½ ; 1[ (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be above 1/k = ½ for a yes/no question, got {value} (p = ½ reveals nothing and estimates nothing; p &lt; ½ is the design 1 − p with the statement negated)</source>
            <translation>doit dépasser 1/k = ½ pour une question oui/non (valeur reçue : {value}) : p = ½ ne révèle et n'estime rien ; p &lt; ½ équivaut au schéma 1 − p avec l'énoncé inversé</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Oui</translation>
        </message>
        <message>
            <source>No</source>
            <translation>Non</translation>
        </message>
        <message>
            <source>Record only the answer given (ε = {epsilon}).</source>
            <translation>Notez uniquement la réponse donnée (ε = {epsilon}).</translation>
        </message>
        <message>
            <source>Mobility matrices</source>
            <translation>Matrices de mobilité</translation>
        </message>
        <message>
            <source>Anonymize microdata</source>
            <translation>Anonymiser des microdonnées</translation>
        </message>
        <message>
            <source>Sensitive survey questions</source>
            <translation>Questions d'enquête sensibles</translation>
        </message>
        <message>
            <source>Statistics and tables</source>
            <translation>Statistiques et tableaux</translation>
        </message>
        <message>
            <source>Private model (DP-SGD)</source>
            <translation>Modèle privé (DP-SGD)</translation>
        </message>
        <message>
            <source>Private features for poverty targeting or credit scoring (targeted DP).</source>
            <translation>Variables privées pour le ciblage de la pauvreté ou le notation de crédit (DP ciblée).</translation>
        </message>
        <message>
            <source>Private daily origin–destination matrices from call records or trips.</source>
            <translation>Matrices origine–destination quotidiennes privées à partir de relevés d'appels ou de trajets.</translation>
        </message>
        <message>
            <source>Masking, k-anonymity, l-diversity and t-closeness, with linkage and risk audits.</source>
            <translation>Masquage, k-anonymat, l-diversité et t-proximité, avec audits de couplage et de risque.</translation>
        </message>
        <message>
            <source>Randomized response: plan, collect (XLSForm, cards), privatize and estimate.</source>
            <translation>Réponse randomisée : planifier, collecter (XLSForm, cartes), protéger et estimer.</translation>
        </message>
        <message>
            <source>Counts, means and tables with DP, a budget ledger per dataset, MOS small cells.</source>
            <translation>Effectifs, moyennes et tableaux en DP, un registre de budget par jeu de données, petites cellules MOS.</translation>
        </message>
        <message>
            <source>A logistic scoring model trained by DP-SGD, with its accountant and a membership-inference audit.</source>
            <translation>Un modèle de score logistique entraîné par DP-SGD, avec son comptable de confidentialité et un audit d'inférence d'appartenance.</translation>
        </message>
        <message>
            <source>Linkage attack on the release</source>
            <translation>Attaque par couplage sur la publication</translation>
        </message>
        <message>
            <source>Risk before and after</source>
            <translation>Risque avant et après</translation>
        </message>
        <message>
            <source>Information loss</source>
            <translation>Perte d'information</translation>
        </message>
        <message>
            <source>Classifier utility</source>
            <translation>Utilité du classifieur</translation>
        </message>
        <message>
            <source>audit.external.link_on maps {qi} to column {column}, which the external file does not have.</source>
            <translation>audit.external.link_on associe {qi} à la colonne {column}, absente du fichier externe.</translation>
        </message>
        <message>
            <source>audit.external.truth_on pairs {mine} with {other}; one is missing.</source>
            <translation>audit.external.truth_on associe {mine} à {other} ; l'une des deux colonnes manque.</translation>
        </message>
        <message>
            <source>must be a list of lists of numbers (the breaks per level)</source>
            <translation>doit être une liste de listes de nombres (les bornes de chaque niveau)</translation>
        </message>
        <message>
            <source>breaks must increase, got {breaks}</source>
            <translation>les bornes doivent être croissantes (valeur reçue : {breaks})</translation>
        </message>
        <message>
            <source>{coarser} is not nested in {finer} (each level merges)</source>
            <translation>{coarser} n'est pas emboîté dans {finer} (chaque niveau regroupe le précédent)</translation>
        </message>
        <message>
            <source>the value, or * where a class holds several</source>
            <translation>la valeur, ou * quand une classe en contient plusieurs</translation>
        </message>
        <message>
            <source>months, or a run of them (a whole year or decade by its name)</source>
            <translation>des mois, ou une suite de mois (une année ou une décennie entière par son nom)</translation>
        </message>
        <message>
            <source>the lowest node of the hierarchy holding the class's values</source>
            <translation>le nœud le plus bas de la hiérarchie qui contient les valeurs de la classe</translation>
        </message>
        <message>
            <source>intervals of width {width} from {anchor}, or a run of them</source>
            <translation>des intervalles de largeur {width} à partir de {anchor}, ou une suite de ces intervalles</translation>
        </message>
        <message>
            <source>the brackets with bounds {breaks}, or a run of them</source>
            <translation>les tranches de bornes {breaks}, ou une suite de ces tranches</translation>
        </message>
        <message>
            <source>level {level} of the ladder</source>
            <translation>niveau {level} de l'échelle</translation>
        </message>
        <message>
            <source>audit.classifier_target names column {column}, which the file does not have.</source>
            <translation>audit.classifier_target désigne la colonne {column}, absente du fichier.</translation>
        </message>
        <message>
            <source>a sampling weight is missing</source>
            <translation>un poids de sondage manque</translation>
        </message>
        <message>
            <source>the household id is blank</source>
            <translation>l'identifiant du ménage est vide</translation>
        </message>
        <message>
            <source>{column} is also columns.{role}</source>
            <translation>{column} est aussi columns.{role}</translation>
        </message>
        <message>
            <source>columns.{role} names column {column}, which the file does not have.</source>
            <translation>columns.{role} désigne la colonne {column}, absente du fichier.</translation>
        </message>
        <message>
            <source>the sampling weight {value} is not a number</source>
            <translation>le poids de sondage {value} n'est pas un nombre</translation>
        </message>
        <message>
            <source>the sampling weight {value} is not above 0</source>
            <translation>le poids de sondage {value} n'est pas supérieur à 0</translation>
        </message>
        <message>
            <source>{column} cannot also be in columns.{other}</source>
            <translation>{column} ne peut pas aussi figurer dans columns.{other}</translation>
        </message>
        <message>
            <source>an XLSForm is an Excel workbook: end the name in .xlsx</source>
            <translation>un XLSForm est un classeur Excel : terminez le nom par .xlsx</translation>
        </message>
        <message>
            <source>⚠ l = 1: l-diversity is off for the sensitive column(s) {columns}. A released class may hold records that all share one value, and anyone who can place a person in it by their quasi-identifiers then learns that person's value.</source>
            <translation>⚠ l = 1 : la l-diversité est désactivée pour la ou les colonnes sensibles {columns}. Une classe publiée peut contenir des enregistrements qui partagent tous une même valeur, et quiconque peut y placer une personne grâce à ses quasi-identifiants apprend alors la valeur de cette personne.</translation>
        </message>
        <message>
            <source>Homogeneous classes (data holder only)</source>
            <translation>Classes homogènes (détenteur des données uniquement)</translation>
        </message>
        <message>
            <source>Homogeneous classes: in {classes} released class(es) ({records} records) every record has the same value of a sensitive column. Anyone who can place a person in one of them by their quasi-identifiers learns that value. Distinct l = 2 leaves no such class.</source>
            <translation>Classes homogènes : dans {classes} classe(s) publiée(s) ({records} enregistrements), tous les enregistrements ont la même valeur d'une colonne sensible. Quiconque peut placer une personne dans l'une d'elles grâce à ses quasi-identifiants apprend cette valeur. La l-diversité distincte avec l = 2 ne laisse aucune classe de ce type.</translation>
        </message>
        <message>
            <source>sensitive column</source>
            <translation>colonne sensible</translation>
        </message>
        <message>
            <source>value</source>
            <translation>valeur</translation>
        </message>
        <message>
            <source>Keep this file apart from the released data and never share it: whoever holds it can link releases, or turn codes back into the real values.</source>
            <translation>Gardez ce fichier à l'écart des données publiées et ne le partagez jamais : qui le détient peut relier des publications, ou retransformer les codes en vraies valeurs.</translation>
        </message>
        <message>
            <source>write a key file for stable pseudonyms (linkable releases)</source>
            <translation>écrire un fichier de clé pour des pseudonymes stables (publications reliables)</translation>
        </message>
        <message>
            <source>Write a fresh 32-byte key (hex) for keyed pseudonyms, refusing to overwrite. Releases made with the same key give a person the same token, so they can be linked with each other; name it in masking.&lt;column&gt;.key_file.</source>
            <translation>Écrire une nouvelle clé de 32 octets (hexadécimal) pour les pseudonymes à clé, sans jamais écraser un fichier. Les publications faites avec la même clé donnent le même jeton à une personne : elles peuvent donc être reliées entre elles ; indiquez-la dans masking.&lt;colonne&gt;.key_file.</translation>
        </message>
        <message>
            <source>key file to create</source>
            <translation>fichier de clé à créer</translation>
        </message>
        <message>
            <source>write a codebook file (value, code) of one column, to link results back</source>
            <translation>écrire le fichier de codage (valeur, code) d'une colonne, pour relier des résultats aux personnes</translation>
        </message>
        <message>
            <source>Write the codebook of a column: each distinct value and its code 1…u, in a random order (or sorted with --order monotone, which leaks ranks), as CSV, refusing to overwrite. Name it in masking.&lt;column&gt; as {"method": "codebook", "file": ...}: the release then uses exactly these codes.</source>
            <translation>Écrire le codage d'une colonne : chaque valeur distincte et son code 1…u, dans un ordre aléatoire (ou trié avec --order monotone, qui révèle les rangs), en CSV, sans jamais écraser un fichier. Indiquez-le dans masking.&lt;colonne&gt; sous la forme {"method": "codebook", "file": ...} : la publication utilise alors exactement ces codes.</translation>
        </message>
        <message>
            <source>table holding the column</source>
            <translation>table qui contient la colonne</translation>
        </message>
        <message>
            <source>the identifier column</source>
            <translation>la colonne d'identifiants</translation>
        </message>
        <message>
            <source>codebook file to create (.csv)</source>
            <translation>fichier de codage à créer (.csv)</translation>
        </message>
        <message>
            <source>order of the codes (default random)</source>
            <translation>ordre des codes (par défaut random, aléatoire)</translation>
        </message>
        <message>
            <source>sheet of an Excel workbook (default: the first)</source>
            <translation>feuille d'un classeur Excel (par défaut : la première)</translation>
        </message>
        <message>
            <source>key file written: {file}</source>
            <translation>fichier de clé écrit : {file}</translation>
        </message>
        <message>
            <source>codebook of {column} written: {file} ({count} values)</source>
            <translation>codage de {column} écrit : {file} ({count} valeurs)</translation>
        </message>
        <message>
            <source>the table has no column {column}.</source>
            <translation>la table n'a pas de colonne {column}.</translation>
        </message>
        <message>
            <source>a {kind} input is written back as {suffix}: give a file ending in {suffix}</source>
            <translation>une entrée {kind} est réécrite en {suffix} : indiquez un fichier se terminant par {suffix}</translation>
        </message>
        <message>
            <source>keyed pseudonym (one code per person)</source>
            <translation>pseudonyme à clé (un code par personne)</translation>
        </message>
        <message>
            <source>redacted ([REDACTED])</source>
            <translation>caviardé ([REDACTED])</translation>
        </message>
        <message>
            <source>a key file (tokens match other releases made with it: linkable)</source>
            <translation>un fichier de clé (jetons identiques dans les autres publications faites avec lui : couplage possible)</translation>
        </message>
        <message>
            <source>a fresh random key, discarded after the release (not linkable)</source>
            <translation>une clé aléatoire neuve, détruite après la publication (couplage impossible)</translation>
        </message>
        <message>
            <source>column dropped</source>
            <translation>colonne retirée</translation>
        </message>
        <message>
            <source>{method}; {key}</source>
            <translation>{method} ; {key}</translation>
        </message>
        <message>
            <source>ID numbers</source>
            <translation>numéros d'identification</translation>
        </message>
        <message>
            <source>names</source>
            <translation>noms</translation>
        </message>
        <message>
            <source>regex mask ({what}); a partial mask</source>
            <translation>masque par expression régulière ({what}) ; masquage partiel</translation>
        </message>
        <message>
            <source>your pattern {pattern} → {replacement}</source>
            <translation>votre motif {pattern} → {replacement}</translation>
        </message>
        <message>
            <source>substitution codebook ({source}); codebook not saved</source>
            <translation>codage par substitution ({source}) ; codage non enregistré</translation>
        </message>
        <message>
            <source>codebook file</source>
            <translation>fichier de codage</translation>
        </message>
        <message>
            <source>random order</source>
            <translation>ordre aléatoire</translation>
        </message>
        <message>
            <source>sorted order</source>
            <translation>ordre trié</translation>
        </message>
        <message>
            <source>a group of {smallest} records (a stratum, or the table) is smaller than k = {k}; lower k</source>
            <translation>un groupe de {smallest} enregistrements (une strate, ou la table) est plus petit que k = {k} ; diminuez k</translation>
        </message>
        <message>
            <source>methods.{key} names column {column}, which the file does not have.</source>
            <translation>methods.{key} nomme la colonne {column}, que le fichier n'a pas.</translation>
        </message>
        <message>
            <source>the value {value} is not a number</source>
            <translation>la valeur {value} n'est pas un nombre</translation>
        </message>
        <message>
            <source>members of household {household} disagree on this household variable</source>
            <translation>les membres du ménage {household} divergent sur cette variable de ménage</translation>
        </message>
        <message>
            <source>name at least one column</source>
            <translation>nommez au moins une colonne</translation>
        </message>
        <message>
            <source>declare the household id first (columns.household)</source>
            <translation>déclarez d'abord l'identifiant de ménage (columns.household)</translation>
        </message>
        <message>
            <source>must be a JSON object such as {"top": 5000, "top_value": 5000}</source>
            <translation>doit être un objet JSON tel que {"top": 5000, "top_value": 5000}</translation>
        </message>
        <message>
            <source>give top and top_value, or bottom and bottom_value</source>
            <translation>indiquez top et top_value, ou bottom et bottom_value</translation>
        </message>
        <message>
            <source>must not be above top</source>
            <translation>ne doit pas dépasser top</translation>
        </message>
        <message>
            <source>{column} is a quasi-identifier (it is generalized); choose a kept or sensitive number column</source>
            <translation>{column} est un quasi-identifiant (il est généralisé) ; choisissez une colonne numérique gardée ou sensible</translation>
        </message>
        <message>
            <source>{column} is a direct identifier, a dropped column or a design column; choose another</source>
            <translation>{column} est un identifiant direct, une colonne écartée ou une colonne du plan de sondage ; choisissez-en une autre</translation>
        </message>
        <message>
            <source>a quasi-identifier is top-coded by its generalization (generalization.{column}.top)</source>
            <translation>les valeurs hautes d'un quasi-identifiant sont déjà regroupées par sa généralisation (generalization.{column}.top)</translation>
        </message>
        <message>
            <source>{column} is also a number column of another method; PRAM is for categories</source>
            <translation>{column} est aussi une colonne numérique d'une autre méthode ; PRAM est destiné aux catégories</translation>
        </message>
        <message>
            <source>give both {side} and {side}_value, or neither</source>
            <translation>indiquez à la fois {side} et {side}_value, ou aucun des deux</translation>
        </message>
        <message>
            <source>groups of at least {k} similar records; each value → its group's mean</source>
            <translation>groupes d'au moins {k} enregistrements semblables ; chaque valeur → la moyenne de son groupe</translation>
        </message>
        <message>
            <source>random noise, {level} % of each column's standard deviation</source>
            <translation>bruit aléatoire, {level} % de l'écart type de chaque colonne</translation>
        </message>
        <message>
            <source>random noise correlated like the data, {level} % of its covariance</source>
            <translation>bruit aléatoire corrélé comme les données, {level} % de leur covariance</translation>
        </message>
        <message>
            <source>each value kept with chance at least {pd}, else changed at random; expected counts of each category kept (α = {alpha})</source>
            <translation>chaque valeur gardée avec une probabilité d'au moins {pd}, sinon modifiée au hasard ; effectifs attendus de chaque catégorie conservés (α = {alpha})</translation>
        </message>
        <message>
            <source>each value kept with chance at least {pd}, else changed at random</source>
            <translation>chaque valeur gardée avec une probabilité d'au moins {pd}, sinon modifiée au hasard</translation>
        </message>
        <message>
            <source>Chance of each released value (columns) given the raw value (rows):</source>
            <translation>Probabilité de chaque valeur publiée (colonnes) selon la valeur brute (lignes) :</translation>
        </message>
        <message>
            <source>Strata not shown: {n}; their matrices are in the manifest.</source>
            <translation>Strates non affichées : {n} ; leurs matrices sont dans le manifeste.</translation>
        </message>
        <message>
            <source>Information lost by the survey methods</source>
            <translation>Information perdue par les méthodes pour les enquêtes</translation>
        </message>
        <message>
            <source>one value per household</source>
            <translation>une valeur par ménage</translation>
        </message>
        <message>
            <source>applied once per household; members never disagree</source>
            <translation>appliqué une fois par ménage ; les membres ne divergent jamais</translation>
        </message>
        <message>
            <source>top/bottom coding</source>
            <translation>codage des extrêmes (haut/bas)</translation>
        </message>
        <message>
            <source>microaggregation</source>
            <translation>microagrégation</translation>
        </message>
        <message>
            <source>added noise</source>
            <translation>bruit ajouté</translation>
        </message>
        <message>
            <source>random change of categories (PRAM)</source>
            <translation>modification aléatoire des catégories (PRAM)</translation>
        </message>
        <message>
            <source>mean distance per value, in standard deviations / √2</source>
            <translation>distance moyenne par valeur, en écarts types / √2</translation>
        </message>
        <message>
            <source>sum of those distances over every value</source>
            <translation>somme de ces distances sur toutes les valeurs</translation>
        </message>
        <message>
            <source>change in the correlation structure (0 = none)</source>
            <translation>modification de la structure de corrélation (0 = aucune)</translation>
        </message>
        <message>
            <source>method</source>
            <translation>méthode</translation>
        </message>
        <message>
            <source>columns</source>
            <translation>colonnes</translation>
        </message>
        <message>
            <source>what it does</source>
            <translation>ce que fait la méthode</translation>
        </message>
        <message>
            <source>PRAM changes {columns} at random after k, l and t were measured: those describe the table before PRAM; the survey risk is measured on the released table.</source>
            <translation>PRAM modifie {columns} au hasard après la mesure de k, l et t : celles-ci décrivent la table avant PRAM ; le risque de l'enquête est mesuré sur la table publiée.</translation>
        </message>
        <message>
            <source>{column}: changed in {changed} households (once per household).</source>
            <translation>{column} : modifiée dans {changed} ménages (une fois par ménage).</translation>
        </message>
        <message>
            <source>{column}: {changed} values changed.</source>
            <translation>{column} : {changed} valeurs modifiées.</translation>
        </message>
        <message>
            <source>released vs raw</source>
            <translation>publié / brut</translation>
        </message>
        <message>
            <source>values suppressed</source>
            <translation>valeurs supprimées</translation>
        </message>
        <message>
            <source>values changed</source>
            <translation>valeurs modifiées</translation>
        </message>
        <message>
            <source>above {top} → {value}</source>
            <translation>au-dessus de {top} → {value}</translation>
        </message>
        <message>
            <source>below {bottom} → {value}</source>
            <translation>au-dessous de {bottom} → {value}</translation>
        </message>
        <message>
            <source>stratum {stratum}</source>
            <translation>strate {stratum}</translation>
        </message>
        <message>
            <source>must end in .csv, .xlsx, .parquet, .sav or .dta</source>
            <translation>doit se terminer par .csv, .xlsx, .parquet, .sav ou .dta</translation>
        </message>
        <message>
            <source>name at least one quasi-identifier</source>
            <translation>indiquez au moins un quasi-identifiant</translation>
        </message>
        <message>
            <source>must be a JSON object such as {"method": "pseudonym"}</source>
            <translation>doit être un objet JSON (par exemple, pour un pseudonyme : {"method": "pseudonym"})</translation>
        </message>
        <message>
            <source>must be random or monotone</source>
            <translation>doit valoir random ou monotone</translation>
        </message>
        <message>
            <source>must be a JSON object such as {"type": "date"}</source>
            <translation>doit être un objet JSON, par exemple {"type": "date"}</translation>
        </message>
        <message>
            <source>a hierarchy needs its CSV file</source>
            <translation>une hiérarchie a besoin de son fichier CSV</translation>
        </message>
        <message>
            <source>give either widths or brackets, not both</source>
            <translation>indiquez soit widths, soit brackets, pas les deux</translation>
        </message>
        <message>
            <source>must be remove or star</source>
            <translation>doit valoir remove ou star</translation>
        </message>
        <message>
            <source>reaches k-anonymity only: set l = 1 and t = null, or turn it off</source>
            <translation>n'atteint que le k-anonymat : fixez l = 1 et t = null, ou désactivez-la</translation>
        </message>
        <message>
            <source>must not be a direct identifier</source>
            <translation>ne doit pas être un identifiant direct</translation>
        </message>
        <message>
            <source>unknown setting for an anonymize project</source>
            <translation>réglage inconnu pour un projet d'anonymisation</translation>
        </message>
        <message>
            <source>is not a direct identifier (columns.identifiers)</source>
            <translation>n'est pas un identifiant direct (columns.identifiers)</translation>
        </message>
        <message>
            <source>is not a quasi-identifier (columns.quasi_identifiers)</source>
            <translation>n'est pas un quasi-identifiant (columns.quasi_identifiers)</translation>
        </message>
        <message>
            <source>names {column}, which is not a quasi-identifier</source>
            <translation>nomme {column}, qui n'est pas un quasi-identifiant</translation>
        </message>
        <message>
            <source>a regex mask needs either "pattern" (built-in) or "custom"</source>
            <translation>un masque par expression régulière demande soit "pattern" (prédéfini), soit "custom"</translation>
        </message>
        <message>
            <source>must be a list of positive numbers</source>
            <translation>doit être une liste de nombres positifs</translation>
        </message>
        <message>
            <source>must increase (w₁ &lt; w₂ &lt; …)</source>
            <translation>doit être croissante (w₁ &lt; w₂ &lt; …)</translation>
        </message>
        <message>
            <source>name the external file</source>
            <translation>indiquez le fichier externe</translation>
        </message>
        <message>
            <source>name at least one shared column</source>
            <translation>indiquez au moins une colonne commune</translation>
        </message>
        <message>
            <source>{column} is not a sensitive column</source>
            <translation>{column} n'est pas une colonne sensible</translation>
        </message>
        <message>
            <source>{column} is also in columns.{role}</source>
            <translation>{column} figure aussi dans columns.{role}</translation>
        </message>
        <message>
            <source>{column} is not a quasi-identifier</source>
            <translation>{column} n'est pas un quasi-identifiant</translation>
        </message>
        <message>
            <source>automatic (lattice when small enough)</source>
            <translation>automatique (treillis si assez petit)</translation>
        </message>
        <message>
            <source>Simulation of utility: logistic regression trained on the anonymized 70 % and on the raw 70 %, both tested on the raw 30 % (one fixed split).</source>
            <translation>Simulation de l'utilité : régression logistique entraînée sur les 70 % anonymisés et sur les 70 % bruts, toutes deux testées sur les 30 % bruts (un seul découpage, fixe).</translation>
        </message>
        <message>
            <source>The external file is not a population containing the release: {short} of {classes} released classes ({records} records) have fewer compatible rows in it than records, {none} of them no row at all. Journalist and marketer risks use the class's own size for those classes (as the prosecutor risk); use a file that covers everyone in the release for a journalist risk.</source>
            <translation>Le fichier externe n'est pas une population contenant la publication : {short} des {classes} classes publiées ({records} enregistrements) y ont moins de lignes compatibles que d'enregistrements, dont {none} aucune ligne. Les risques journaliste et prospecteur utilisent la taille de la classe elle-même pour ces classes (comme le risque procureur) ; utilisez un fichier qui couvre toutes les personnes de la publication pour un risque journaliste.</translation>
        </message>
        <message>
            <source>The survey export is written back as its own tables, with the same columns; every household and member key is replaced by a new one, the same in every table, made with a key that is never saved.</source>
            <translation>L'export d'enquête est réécrit sous forme de ses propres tables, avec les mêmes colonnes ; chaque clé de ménage et de membre est remplacée par une nouvelle, la même dans toutes les tables, créée avec une clé qui n'est jamais enregistrée.</translation>
        </message>
        <message>
            <source>Kept longest first: {columns}. Records with a value suppressed: {n}.</source>
            <translation>Gardées le plus longtemps d'abord : {columns}. Enregistrements avec une valeur supprimée : {n}.</translation>
        </message>
        <message>
            <source>Syntactic protection: these scores hold against the attacks measured here, not against an attacker with other background knowledge (no formal guarantee).</source>
            <translation>Protection syntaxique : ces scores valent contre les attaques mesurées ici, pas contre un attaquant disposant d'autres connaissances annexes (aucune garantie formelle).</translation>
        </message>
        <message>
            <source>every released record shares its quasi-identifier values, '*' matching any value, with at least k = {k} records (measured {measured})</source>
            <translation>chaque enregistrement publié partage ses valeurs de quasi-identifiants, « * » valant n’importe quelle valeur, avec au moins k = {k} enregistrements (mesuré : {measured})</translation>
        </message>
        <message>
            <source>every released class has at least k = {k} records (measured {measured})</source>
            <translation>chaque classe publiée compte au moins k = {k} enregistrements (mesuré : {measured})</translation>
        </message>
        <message>
            <source>Mondrian</source>
            <translation>Mondrian</translation>
        </message>
        <message>
            <source>optimal full-domain generalization (lattice)</source>
            <translation>généralisation optimale globale (treillis)</translation>
        </message>
        <message>
            <source>number intervals</source>
            <translation>intervalles numériques</translation>
        </message>
        <message>
            <source>dates: month, year, decade</source>
            <translation>dates : mois, année, décennie</translation>
        </message>
        <message>
            <source>code prefixes</source>
            <translation>préfixes de code</translation>
        </message>
        <message>
            <source>categories (value or *)</source>
            <translation>catégories (valeur ou *)</translation>
        </message>
        <message>
            <source>value or *</source>
            <translation>valeur ou *</translation>
        </message>
        <message>
            <source>hierarchy file</source>
            <translation>fichier de hiérarchie</translation>
        </message>
        <message>
            <source>suppression removed every record of a target value</source>
            <translation>la suppression a retiré tous les enregistrements d'une valeur de la cible</translation>
        </message>
        <message>
            <source>kept, with a few quasi-identifier values '*' (local suppression)</source>
            <translation>conservés, avec quelques valeurs de quasi-identifiants remplacées par '*' (suppression locale)</translation>
        </message>
        <message>
            <source>the input's own quasi-identifiers</source>
            <translation>les quasi-identifiants de l'entrée elle-même</translation>
        </message>
        <message>
            <source>equivalence classes</source>
            <translation>classes d'équivalence</translation>
        </message>
        <message>
            <source>sample uniques (class of 1)</source>
            <translation>uniques de l'échantillon (classe de 1)</translation>
        </message>
        <message>
            <source>prosecutor risk, max</source>
            <translation>risque procureur, max.</translation>
        </message>
        <message>
            <source>prosecutor risk, mean</source>
            <translation>risque procureur, moyenne</translation>
        </message>
        <message>
            <source>records above the risk threshold</source>
            <translation>enregistrements au-dessus du seuil de risque</translation>
        </message>
        <message>
            <source>marketer risk</source>
            <translation>risque prospecteur</translation>
        </message>
        <message>
            <source>journalist risk, max (external file as population)</source>
            <translation>risque journaliste, max. (fichier externe comme population)</translation>
        </message>
        <message>
            <source>journalist risk, mean</source>
            <translation>risque journaliste, moyenne</translation>
        </message>
        <message>
            <source>marketer risk with the population</source>
            <translation>risque prospecteur avec la population</translation>
        </message>
        <message>
            <source>released records attacked</source>
            <translation>enregistrements publiés attaqués</translation>
        </message>
        <message>
            <source>rows in the identified file</source>
            <translation>lignes du fichier nominatif</translation>
        </message>
        <message>
            <source>records uniquely linked (one candidate)</source>
            <translation>enregistrements couplés de façon unique (un candidat)</translation>
        </message>
        <message>
            <source>records with no candidate</source>
            <translation>enregistrements sans candidat</translation>
        </message>
        <message>
            <source>mean candidates per linked record</source>
            <translation>nombre moyen de candidats par enregistrement couplé</translation>
        </message>
        <message>
            <source>expected correct links (uniform guess)</source>
            <translation>couplages corrects attendus (choix uniforme)</translation>
        </message>
        <message>
            <source>records uniquely and correctly linked</source>
            <translation>enregistrements couplés de façon unique et correcte</translation>
        </message>
        <message>
            <source>Syntactic protection, no formal guarantee: {model}. This limits the linkage and uniqueness attacks measured in the audit but does not protect against an attacker's other background knowledge.</source>
            <translation>Protection syntaxique, sans garantie formelle : {model}. Cela limite les attaques par couplage et par unicité mesurées dans l'audit, mais ne protège pas contre les autres connaissances annexes d'un attaquant.</translation>
        </message>
        <message>
            <source>Ratios released / raw: accuracy {accuracy}, AUC {auc}.</source>
            <translation>Rapports publié / brut : exactitude {accuracy}, AUC {auc}.</translation>
        </message>
        <message>
            <source>Missing values in quasi-identifier(s) {columns} are treated as a value of their own (NA), which matches only NA.</source>
            <translation>Les valeurs manquantes des quasi-identifiants {columns} sont traitées comme une valeur à part entière (NA), qui ne correspond qu'à NA.</translation>
        </message>
        <message>
            <source>Released tables</source>
            <translation>Tables publiées</translation>
        </message>
        <message>
            <source>Values suppressed</source>
            <translation>Valeurs supprimées</translation>
        </message>
        <message>
            <source>removed from the released table</source>
            <translation>retirés de la table publiée</translation>
        </message>
        <message>
            <source>kept, with every quasi-identifier '*'</source>
            <translation>conservés, tous leurs quasi-identifiants à « * »</translation>
        </message>
        <message>
            <source>Release</source>
            <translation>Publication</translation>
        </message>
        <message>
            <source>Privacy models measured on the release</source>
            <translation>Modèles de confidentialité mesurés sur la publication</translation>
        </message>
        <message>
            <source>Direct identifiers</source>
            <translation>Identifiants directs</translation>
        </message>
        <message>
            <source>Generalization</source>
            <translation>Généralisation</translation>
        </message>
        <message>
            <source>Risk threshold τ = {threshold}.</source>
            <translation>Seuil de risque τ = {threshold}.</translation>
        </message>
        <message>
            <source>Linked on {columns}.</source>
            <translation>Couplage sur {columns}.</translation>
        </message>
        <message>
            <source>Values disclosed in the release (records): {values}.</source>
            <translation>Valeurs divulguées par la publication (enregistrements) : {values}.</translation>
        </message>
        <message>
            <source>Linkage attack against {file}</source>
            <translation>Attaque par couplage avec {file}</translation>
        </message>
        <message>
            <source>Re-identification risk, raw vs released</source>
            <translation>Risque de réidentification, brut vs publié</translation>
        </message>
        <message>
            <source>Homogeneity attack</source>
            <translation>Attaque par homogénéité</translation>
        </message>
        <message>
            <source>PrivDesk {version}, {created}. Input fingerprint &lt;code&gt;{sha256}&lt;/code&gt;, {records} records, {columns} columns.</source>
            <translation>PrivDesk {version}, {created}. Empreinte de l'entrée &lt;code&gt;{sha256}&lt;/code&gt;, {records} enregistrements, {columns} colonnes.</translation>
        </message>
        <message>
            <source>{column}: {values}</source>
            <translation>{column} : {values}</translation>
        </message>
        <message>
            <source>the target needs 2–{most} values, each twice</source>
            <translation>la cible doit avoir de 2 à {most} valeurs, chacune au moins deux fois</translation>
        </message>
        <message>
            <source>the 70 % part cannot be anonymized: {reason}</source>
            <translation>la part de 70 % ne peut pas être anonymisée : {reason}</translation>
        </message>
        <message>
            <source>Classifier utility: {target}</source>
            <translation>Utilité du classifieur : {target}</translation>
        </message>
        <message>
            <source>trained on</source>
            <translation>entraîné sur</translation>
        </message>
        <message>
            <source>training records</source>
            <translation>enregistrements d'entraînement</translation>
        </message>
        <message>
            <source>Sensitive column {column} is text with no declared order: its t treats any two different values as equally far apart.
Details: columns.sensitive_order; the equal-distance EMD.</source>
            <translation>La colonne sensible {column} est du texte sans ordre déclaré : son t traite deux valeurs différentes comme toujours à la même distance.
Détails : columns.sensitive_order ; l'EMD à distances égales.</translation>
        </message>
        <message>
            <source>Repeat group table {table} was not released.</source>
            <translation>La table du groupe répété {table} n'a pas été publiée.</translation>
        </message>
        <message>
            <source>table</source>
            <translation>table</translation>
        </message>
        <message>
            <source>rows</source>
            <translation>lignes</translation>
        </message>
        <message>
            <source>quasi-identifier</source>
            <translation>quasi-identifiant</translation>
        </message>
        <message>
            <source>missing in the raw data</source>
            <translation>manquantes dans les données brutes</translation>
        </message>
        <message>
            <source>set to '*'</source>
            <translation>remplacées par '*'</translation>
        </message>
        <message>
            <source>algorithm</source>
            <translation>algorithme</translation>
        </message>
        <message>
            <source>records in</source>
            <translation>enregistrements en entrée</translation>
        </message>
        <message>
            <source>records released</source>
            <translation>enregistrements publiés</translation>
        </message>
        <message>
            <source>suppressed</source>
            <translation>supprimés</translation>
        </message>
        <message>
            <source>suppressed records</source>
            <translation>enregistrements supprimés</translation>
        </message>
        <message>
            <source>distinct l</source>
            <translation>l distinct</translation>
        </message>
        <message>
            <source>entropy l</source>
            <translation>l d'entropie</translation>
        </message>
        <message>
            <source>recursive c*</source>
            <translation>c* récursif</translation>
        </message>
        <message>
            <source>t (distance between the group's and the whole file's values)</source>
            <translation>t (distance entre les valeurs du groupe et celles de tout le fichier)</translation>
        </message>
        <message>
            <source>homogeneous classes</source>
            <translation>classes homogènes</translation>
        </message>
        <message>
            <source>masking</source>
            <translation>masquage</translation>
        </message>
        <message>
            <source>ladder</source>
            <translation>échelle</translation>
        </message>
        <message>
            <source>declared</source>
            <translation>déclarée</translation>
        </message>
        <message>
            <source>released as</source>
            <translation>publié comme</translation>
        </message>
        <message>
            <source>information loss (table)</source>
            <translation>perte d'information (table)</translation>
        </message>
        <message>
            <source>discernibility</source>
            <translation>discernabilité</translation>
        </message>
        <message>
            <source>suppressed share</source>
            <translation>part supprimée</translation>
        </message>
        <message>
            <source>class size</source>
            <translation>taille de classe</translation>
        </message>
        <message>
            <source>classes (raw)</source>
            <translation>classes (brut)</translation>
        </message>
        <message>
            <source>classes (released)</source>
            <translation>classes (publié)</translation>
        </message>
        <message>
            <source>Guarantee</source>
            <translation>Garantie</translation>
        </message>
        <message>
            <source>t-closeness with t = {t} (measured {measured})</source>
            <translation>t-proximité avec t = {t} (mesuré : {measured})</translation>
        </message>
        <message>
            <source>k, l and t are checked the standard way; entropy l is exp(min H).
Details: as pycanon 1.3.6 computes them, except that pycanon floors entropy l and sorts counts ascending for c*.</source>
            <translation>k, l et t sont vérifiés de la manière standard ; l d'entropie vaut exp(min H).
Détails : comme les calcule pycanon 1.3.6, sauf que pycanon arrondit vers le bas le l d'entropie et trie les effectifs par ordre croissant pour c*.</translation>
        </message>
        <message>
            <source>Rows are written in a random order (fresh randomness, never saved), so nobody holding the original file can pair released rows with its rows by position.</source>
            <translation>Les lignes sont écrites dans un ordre aléatoire (tirage neuf, jamais enregistré) : personne ne détenant le fichier d'origine ne peut apparier les lignes publiées aux siennes par leur position.</translation>
        </message>
        <message>
            <source>classes with one sensitive value</source>
            <translation>classes à une seule valeur sensible</translation>
        </message>
        <message>
            <source>records in them</source>
            <translation>enregistrements concernés</translation>
        </message>
        <message>
            <source>PrivDesk anonymize report — {file}</source>
            <translation>Rapport d'anonymisation PrivDesk — {file}</translation>
        </message>
        <message>
            <source>Anonymized microdata: {file}</source>
            <translation>Microdonnées anonymisées : {file}</translation>
        </message>
        <message>
            <source>entropy {l}-diversity of the sensitive column(s)</source>
            <translation>{l}-diversité d'entropie des colonnes sensibles</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>recursive (c = {c}) {l}-diversity of the sensitive column(s)</source>
            <translation>{l}-diversité récursive (c = {c}) des colonnes sensibles</translation>
        </message>
        <message>
            <source>distinct {l}-diversity of the sensitive column(s)</source>
            <translation>{l}-diversité distincte des colonnes sensibles</translation>
        </message>
        <message>
            <source>Columns left unchanged: {unchanged}. Dropped: {dropped}.</source>
            <translation>Colonnes conservées telles quelles : {unchanged}. Retirées : {dropped}.</translation>
        </message>
        <message>
            <source>Masking direct identifiers</source>
            <translation>Masquage des identifiants directs</translation>
        </message>
        <message>
            <source>Measuring the release</source>
            <translation>Mesure de la publication</translation>
        </message>
        <message>
            <source>Released table ready</source>
            <translation>Table publiée prête</translation>
        </message>
        <message>
            <source>Generalizing (Mondrian)</source>
            <translation>Généralisation (Mondrian)</translation>
        </message>
        <message>
            <source>Generalizing (lattice search)</source>
            <translation>Généralisation (recherche dans le treillis)</translation>
        </message>
        <message>
            <source>l-diversity and t-closeness protect a sensitive column: name one in columns.sensitive, or set l = 1 and t = null</source>
            <translation>la l-diversité et la t-proximité protègent une colonne sensible : indiquez-en une dans columns.sensitive, ou mettez l = 1 et t = null</translation>
        </message>
        <message>
            <source>Suppressing single values</source>
            <translation>Suppression de valeurs isolées</translation>
        </message>
        <message>
            <source>Applying the survey methods</source>
            <translation>Application des méthodes pour les enquêtes</translation>
        </message>
        <message>
            <source>no full-domain generalization meets the model within this suppression budget; allow more suppression or use Mondrian</source>
            <translation>aucune généralisation globale ne respecte le modèle dans ce budget de suppression ; autorisez davantage de suppression ou utilisez Mondrian</translation>
        </message>
        <message>
            <source>k = {k} is larger than the number of records ({n}); choose k ≤ {n}</source>
            <translation>k = {k} dépasse le nombre d'enregistrements ({n}) ; choisissez k ≤ {n}</translation>
        </message>
        <message>
            <source>the generalization lattice has {nodes} nodes (more than {most}); use Mondrian, or fewer quasi-identifiers or levels</source>
            <translation>le treillis de généralisation compte {nodes} nœuds (plus de {most}) ; utilisez Mondrian, ou moins de quasi-identifiants ou de niveaux</translation>
        </message>
        <message>
            <source>sensitive column {column} has only {distinct} distinct values, so no release is {l}-diverse; l ≤ {distinct} can be met</source>
            <translation>la colonne sensible {column} n'a que {distinct} valeurs distinctes : aucune publication n'est {l}-diverse ; l ≤ {distinct} est atteignable</translation>
        </message>
        <message>
            <source>the entropy of {column} over the whole table is ln {entropy}, so entropy l ≤ {most} can be met, not l = {l}</source>
            <translation>l'entropie de {column} sur la table entière vaut ln {entropy} : un l d'entropie ≤ {most} est atteignable, pas l = {l}</translation>
        </message>
        <message>
            <source>recursive ({c}, {l})-diversity fails for {column} even with one class; c &gt; {need} can be met</source>
            <translation>la ({c} ; {l})-diversité récursive échoue pour {column}, même avec une seule classe ; c &gt; {need} est atteignable</translation>
        </message>
        <message>
            <source>must list the column's values as texts, lowest first</source>
            <translation>doit lister les valeurs de la colonne comme textes, de la plus basse à la plus haute</translation>
        </message>
        <message>
            <source>value {value} is not in columns.sensitive_order.{column}.</source>
            <translation>la valeur {value} ne figure pas dans columns.sensitive_order.{column}.</translation>
        </message>
        <message>
            <source>global risk {raw} % → {released} % (threshold {threshold} %): {verdict}</source>
            <translation>risque global {raw} % → {released} % (seuil {threshold} %) : {verdict}</translation>
        </message>
        <message>
            <source>Details: SUDA2 special uniques: records with a minimal sample unique (MSU) of at most {small} keys, MSUs searched up to {size} keys (found by size: {msus}); highest SUDA score {score}; DIS-SUDA score with sampling fraction {fraction}; each key's share of the SUDA scores: {shares}.</source>
            <translation>Détails : SUDA2 special uniques : enregistrements ayant un minimal sample unique (MSU) d'au plus {small} clés, MSU recherchés jusqu'à {size} clés (trouvés par taille : {msus}) ; score SUDA le plus élevé {score} ; score DIS-SUDA avec une fraction de sondage de {fraction} ; part de chaque clé dans les scores SUDA : {shares}.</translation>
        </message>
        <message>
            <source>released table: global risk {released} % (threshold {threshold} %): {verdict}</source>
            <translation>table publiée : risque global {released} % (seuil {threshold} %) : {verdict}</translation>
        </message>
        <message>
            <source>Records unique on the keys plus one other released column: {columns}.</source>
            <translation>Enregistrements uniques sur les clés plus une autre colonne publiée : {columns}.</translation>
        </message>
        <message>
            <source>global risk (expected re-identifications / records)</source>
            <translation>risque global (réidentifications attendues / enregistrements)</translation>
        </message>
        <message>
            <source>expected re-identifications</source>
            <translation>réidentifications attendues</translation>
        </message>
        <message>
            <source>household risk (share of records)</source>
            <translation>risque par ménage (part des enregistrements)</translation>
        </message>
        <message>
            <source>records unique on the keys (f = 1)</source>
            <translation>enregistrements uniques sur les clés (f = 1)</translation>
        </message>
        <message>
            <source>records that are unique on a small combination of answers</source>
            <translation>enregistrements uniques sur une petite combinaison de réponses</translation>
        </message>
        <message>
            <source>highest estimated chance of being unique in the whole population</source>
            <translation>plus forte probabilité estimée d'être unique dans toute la population</translation>
        </message>
        <message>
            <source>records with individual risk above τ</source>
            <translation>enregistrements dont le risque individuel dépasse τ</translation>
        </message>
        <message>
            <source>Survey risk review</source>
            <translation>Examen du risque de l'enquête</translation>
        </message>
        <message>
            <source>publishable</source>
            <translation>publiable</translation>
        </message>
        <message>
            <source>not yet publishable</source>
            <translation>pas encore publiable</translation>
        </message>
        <message>
            <source>--simulations: an anonymize project has no utility simulations</source>
            <translation>--simulations : un projet d'anonymisation n'a pas de simulations d'utilité</translation>
        </message>
        <message>
            <source>the anonymize task does not offer a sweep</source>
            <translation>la tâche d'anonymisation ne propose pas de balayage</translation>
        </message>
        <message>
            <source>{released} of {records} records released in {classes} classes ({suppressed} suppressed).</source>
            <translation>{released} enregistrements sur {records} publiés en {classes} classes ({suppressed} supprimés).</translation>
        </message>
        <message>
            <source>Survey risk: {verdict}</source>
            <translation>Risque de l'enquête : {verdict}</translation>
        </message>
        <message>
            <source>Linkage attack: uniquely linked {raw} raw → {released} released records.</source>
            <translation>Attaque par couplage : enregistrements couplés de façon unique, {raw} bruts → {released} publiés.</translation>
        </message>
        <message>
            <source>trip level</source>
            <translation>niveau trajet</translation>
        </message>
        <message>
            <source>choose ε for private O-D matrices (accuracy calculators)</source>
            <translation>choisir ε pour des matrices O-D privées (calculateurs de précision)</translation>
        </message>
        <message>
            <source>Choose ε for private daily origin–destination (O-D) matrices.

T is the number of trips each person may make per day (--trips-per-day; 1 = trip-level
privacy, the default). Noise in each cell is Laplace with scale T/ε. Each calculation
prints one sentence and then the number; `calc CALCULATION --help` gives its formula.

example: python main.py calc od-epsilon --alpha 10 --beta 0.05   (ε ≥ 0.2853)</source>
            <translation>Choisir ε pour des matrices origine–destination (O-D) quotidiennes privées.

T est le nombre de trajets que chaque personne peut faire par jour (--trips-per-day ;
1 = confidentialité au niveau trajet, par défaut). Le bruit de chaque cellule suit une loi
de Laplace d'échelle T/ε. Chaque calcul affiche une phrase puis le nombre ;
`calc CALCULATION --help` donne sa formule.

exemple : python main.py calc od-epsilon --alpha 10 --beta 0.05   (ε ≥ 0.2853)</translation>
        </message>
        <message>
            <source>least ε for cell error ≤ α with probability ≥ 1 − β</source>
            <translation>plus petit ε pour une erreur de cellule ≤ α avec une probabilité ≥ 1 − β</translation>
        </message>
        <message>
            <source>Least ε such that a released cell is off by more than α trips with probability at most β: ε ≥ −T ln β / (α + 0.5).</source>
            <translation>Plus petit ε tel qu'une cellule publiée s'écarte de plus de α trajets avec une probabilité d'au plus β : ε ≥ −T ln β / (α + 0.5).</translation>
        </message>
        <message>
            <source>tolerated error α ≥ 0 (trips)</source>
            <translation>erreur tolérée α ≥ 0 (trajets)</translation>
        </message>
        <message>
            <source>failure probability, 0 &lt; β &lt; 1</source>
            <translation>probabilité d'échec, 0 &lt; β &lt; 1</translation>
        </message>
        <message>
            <source>least ε for day-to-day change error ≤ α with probability ≥ 1 − β</source>
            <translation>plus petit ε pour une erreur sur la variation d'un jour à l'autre ≤ α avec une probabilité ≥ 1 − β</translation>
        </message>
        <message>
            <source>Least ε such that the change of a cell between two days is off by more than α trips with probability at most β, for the released (rounded) counts: the exact error probability is inverted numerically. The published formula, ε ≥ T (−2 − W₋₁(−2β e^−2)) / (α + 1) with W₋₁ the lower Lambert-W branch, ignores rounding and is printed for comparison: at its ε released changes err more often than β.</source>
            <translation>Plus petit ε tel que la variation d'une cellule entre deux jours s'écarte de plus de α trajets avec une probabilité d'au plus β, pour les effectifs publiés (arrondis) : la probabilité d'erreur exacte est inversée numériquement. La formule publiée, ε ≥ T (−2 − W₋₁(−2β e^−2)) / (α + 1) où W₋₁ est la branche inférieure de la fonction W de Lambert, ignore l'arrondi et est affichée pour comparaison : à son ε, les variations publiées s'écartent plus souvent que β.</translation>
        </message>
        <message>
            <source>typical cell error √2·T/ε, or the ε for a typical error α</source>
            <translation>erreur typique d'une cellule √2·T/ε, ou l'ε donnant une erreur typique α</translation>
        </message>
        <message>
            <source>Rule of thumb: the noise in each cell has standard deviation √2·T/ε. With --epsilon, print that typical error; with --alpha, the ε ≥ √2·T/α whose typical error is α.</source>
            <translation>Règle empirique : le bruit de chaque cellule a un écart-type de √2·T/ε. Avec --epsilon, afficher cette erreur typique ; avec --alpha, l'ε ≥ √2·T/α dont l'erreur typique est α.</translation>
        </message>
        <message>
            <source>privacy loss ε &gt; 0 per day</source>
            <translation>perte de confidentialité ε &gt; 0 par jour</translation>
        </message>
        <message>
            <source>tolerated typical error α &gt; 0 (trips)</source>
            <translation>erreur typique tolérée α &gt; 0 (trajets)</translation>
        </message>
        <message>
            <source>thresholds τ = S ± √2·T/ε around a suppression standard S</source>
            <translation>seuils τ = S ± √2·T/ε autour d'une norme de suppression S</translation>
        </message>
        <message>
            <source>Rule of thumb: thresholds τ within one typical noise error √2·T/ε of an existing suppression standard S (raw counts below S were withheld) suppress about as much as S did. Round to a whole τ before using it.</source>
            <translation>Règle empirique : des seuils τ à moins d'une erreur typique de bruit √2·T/ε d'une norme de suppression existante S (les effectifs bruts inférieurs à S étaient masqués) suppriment à peu près autant que S. Arrondir τ à un entier avant de l'utiliser.</translation>
        </message>
        <message>
            <source>existing standard S ≥ 0</source>
            <translation>norme existante S ≥ 0</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>trips per person per day protected (default 1 = trip-level privacy)</source>
            <translation>trajets protégés par personne et par jour (par défaut 1 = confidentialité au niveau trajet)</translation>
        </message>
        <message>
            <source>at most {trips} trips per person per day</source>
            <translation>au plus {trips} trajets par personne et par jour</translation>
        </message>
        <message>
            <source>A released cell is off by more than {alpha} trips with probability at most {beta} when ε ≥ {epsilon} per day ({level}).</source>
            <translation>Une cellule publiée s'écarte de plus de {alpha} trajets avec une probabilité d'au plus {beta} quand ε ≥ {epsilon} par jour ({level}).</translation>
        </message>
        <message>
            <source>A day-to-day change of a cell is off by more than {alpha} trips with probability at most {beta} when ε ≥ {epsilon} per day ({level}; exact for rounded counts). The published formula ignores rounding and gives {paper}, too small for released counts.</source>
            <translation>La variation d'une cellule d'un jour à l'autre s'écarte de plus de {alpha} trajets avec une probabilité d'au plus {beta} quand ε ≥ {epsilon} par jour ({level} ; exact pour les effectifs arrondis). La formule publiée ignore l'arrondi et donne {paper}, trop petit pour les effectifs publiés.</translation>
        </message>
        <message>
            <source>Thresholds τ from {low} to {high} trips suppress about as much as the standard {standard} did, at ε = {epsilon} per day ({level}); round to a whole τ.</source>
            <translation>Les seuils τ de {low} à {high} trajets suppriment à peu près autant que la norme {standard}, à ε = {epsilon} par jour ({level}) ; arrondissez à un τ entier.</translation>
        </message>
        <message>
            <source>At ε = {epsilon} per day ({level}) a released cell is typically off by about {error} trips (noise standard deviation).</source>
            <translation>À ε = {epsilon} par jour ({level}), une cellule publiée s'écarte typiquement d'environ {error} trajets (écart-type du bruit).</translation>
        </message>
        <message>
            <source>Released cells are typically off by at most {alpha} trips when ε ≥ {epsilon} per day ({level}).</source>
            <translation>Les cellules publiées s'écartent typiquement d'au plus {alpha} trajets quand ε ≥ {epsilon} par jour ({level}).</translation>
        </message>
        <message>
            <source>Raw facts for the data holder (not noised): what was read and counted, what the cap dropped, days without trips, rows outside the period, at the trip level each person's total ε, which depends on their raw number of trips, and the audits' raw aggregates. They are in the data holder's audit only, never in the shared report or manifest: only the noisy matrices and the guarantee are private.</source>
            <translation>Faits bruts pour le détenteur des données (sans bruit) : ce qui a été lu et compté, ce que le plafond a écarté, les jours sans trajet, les lignes hors de la période, au niveau trajet le ε total de chaque personne, qui dépend de son nombre brut de trajets, et les agrégats bruts des audits. Ils figurent uniquement dans l'audit du détenteur des données, jamais dans le rapport ou le manifeste partagés : seuls les matrices bruitées et la garantie sont privées.</translation>
        </message>
        <message>
            <source>The totals for the most frequent traveller and the mean person come from the raw trip counts, so they are given to the data holder in the data checks (not noised), not in this shared guarantee.</source>
            <translation>Les totaux pour la personne qui se déplace le plus et pour la personne moyenne viennent du nombre brut de trajets : ils sont donnés au détenteur des données dans les contrôles des données (sans bruit), et non dans cette garantie partagée.</translation>
        </message>
        <message>
            <source>Home-region populations are privatized for the epidemic audit only and are not released (not written to any file), so they are not charged to this release.</source>
            <translation>Les populations des régions de résidence sont protégées pour l'audit épidémique uniquement et ne sont pas publiées (écrites dans aucun fichier) ; elles ne sont donc pas imputées à cette publication.</translation>
        </message>
        <message>
            <source>{n} day</source>
            <translation>{n} jour</translation>
        </message>
        <message>
            <source>{n} days</source>
            <translation>{n} jours</translation>
        </message>
        <message>
            <source>Each daily matrix is {epsilon}-differentially private for any one trip: whether a single trip is in the data hardly changes the matrix. Trips are not capped, so a person who travels a lot is protected less than one who travels little.</source>
            <translation>Chaque matrice quotidienne est {epsilon}-différentiellement privée pour tout trajet : la présence d'un seul trajet dans les données ne change presque pas la matrice. Les trajets ne sont pas plafonnés : une personne qui se déplace beaucoup est moins protégée qu'une personne qui se déplace peu.</translation>
        </message>
        <message>
            <source>Over the input's {period} a person is protected at ε = {epsilon} × the number of trips they made in the period. That number is measured when the trips are counted, so the total for the most frequent traveller and on average is shown after privatizing.</source>
            <translation>Sur les {period} des données, une personne est protégée à ε = {epsilon} × le nombre de trajets qu'elle a faits sur la période. Ce nombre n'est connu qu'au comptage des trajets : le total pour la personne qui se déplace le plus et le total moyen s'affichent après la protection.</translation>
        </message>
        <message>
            <source>Each daily matrix is {epsilon}-differentially private for any one person: everyone is kept to at most {trips} a day (extra trips are dropped at random before counting), so whether a person's whole day of travel is in the data hardly changes the matrix.</source>
            <translation>Chaque matrice quotidienne est {epsilon}-différentiellement privée pour toute personne : chacun est limité à {trips} au plus par jour (les trajets en trop sont écartés au hasard avant le comptage), si bien que la présence de toute la journée de déplacements d'une personne dans les données ne change presque pas la matrice.</translation>
        </message>
        <message>
            <source>Over the input's {period} ({days} daily matrices, one per calendar day) every person is protected at ε = {days} × {epsilon} = {total} in total at worst (D·ε: the budgets of the days add up).</source>
            <translation>Sur les {period} des données ({days} matrices quotidiennes, une par jour civil), chaque personne est protégée à ε = {days} × {epsilon} = {total} au total dans le pire cas (D·ε : les budgets des jours s'additionnent).</translation>
        </message>
        <message>
            <source>give either "records" and "towers", or "trips", not both</source>
            <translation>indiquez soit « records » et « towers », soit « trips », pas les deux</translation>
        </message>
        <message>
            <source>must end in .csv or .parquet</source>
            <translation>doit se terminer par .csv ou .parquet</translation>
        </message>
        <message>
            <source>the Spark engine reads call records (input.records and input.towers); ready-made trips are counted by the built-in engine.
Details: engine.kind "duckdb"</source>
            <translation>le moteur Spark lit des relevés d'appels (input.records et input.towers) ; les trajets déjà constitués sont comptés par le moteur intégré.
Détails : engine.kind "duckdb"</translation>
        </message>
        <message>
            <source>must list whole numbers ≥ 1</source>
            <translation>doit lister des nombres entiers ≥ 1</translation>
        </message>
        <message>
            <source>must lie in (0, 0.5]: the model needs β(1 + α) ≤ 1 with α = 1</source>
            <translation>doit être dans ]0 ; 0,5] : le modèle exige β(1 + α) ≤ 1 avec α = 1</translation>
        </message>
        <message>
            <source>must lie in (0, 1]</source>
            <translation>doit être dans ]0 ; 1]</translation>
        </message>
        <message>
            <source>name the affected region(s) of the event</source>
            <translation>indiquez la ou les régions touchées par l'événement</translation>
        </message>
        <message>
            <source>unknown setting for a mobility project</source>
            <translation>réglage inconnu pour un projet de mobilité</translation>
        </message>
        <message>
            <source>the project names no such file</source>
            <translation>le projet n'indique pas ce fichier</translation>
        </message>
        <message>
            <source>{end} is before period.start ({start})</source>
            <translation>{end} est antérieur à period.start ({start})</translation>
        </message>
        <message>
            <source>the period holds {days} days, more than the {limit} daily matrices a release holds unless confirmed (each day is charged ε): declare a shorter period, or confirm this length with period.max_days = {value}</source>
            <translation>la période compte {days} jours, soit plus que les {limit} matrices quotidiennes qu'une publication contient sans confirmation (chaque jour est compté ε) : déclarez une période plus courte, ou confirmez cette durée avec period.max_days = {value}</translation>
        </message>
        <message>
            <source>must be a column name, got {value}</source>
            <translation>doit être un nom de colonne (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>is missing: give both period.start and period.end (or no period section), not only period.{other}</source>
            <translation>manque : indiquez period.start et period.end (ou aucune section period), pas seulement period.{other}</translation>
        </message>
        <message>
            <source>must be a date YYYY-MM-DD, got {value}</source>
            <translation>doit être une date AAAA-MM-JJ (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>epsilon</source>
            <translation>epsilon</translation>
        </message>
        <message>
            <source>level</source>
            <translation>niveau</translation>
        </message>
        <message>
            <source>trips per day</source>
            <translation>trajets par jour</translation>
        </message>
        <message>
            <source>threshold</source>
            <translation>seuil</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>cells</source>
            <translation>cellules</translation>
        </message>
        <message>
            <source>cells positive</source>
            <translation>cellules positives</translation>
        </message>
        <message>
            <source>absolute</source>
            <translation>absolue</translation>
        </message>
        <message>
            <source>relative</source>
            <translation>relative</translation>
        </message>
        <message>
            <source>typical error theory</source>
            <translation>erreur type théorique</translation>
        </message>
        <message>
            <source>zero raw</source>
            <translation>zéro brut</translation>
        </message>
        <message>
            <source>zero private</source>
            <translation>zéro privé</translation>
        </message>
        <message>
            <source>suppressed private</source>
            <translation>supprimé privé</translation>
        </message>
        <message>
            <source>below threshold raw</source>
            <translation>brut sous le seuil</translation>
        </message>
        <message>
            <source>origin</source>
            <translation>origine</translation>
        </message>
        <message>
            <source>origin chosen</source>
            <translation>choix de l'origine</translation>
        </message>
        <message>
            <source>parameters</source>
            <translation>paramètres</translation>
        </message>
        <message>
            <source>flag threshold</source>
            <translation>seuil d'alerte</translation>
        </message>
        <message>
            <source>precision</source>
            <translation>précision</translation>
        </message>
        <message>
            <source>recall</source>
            <translation>rappel</translation>
        </message>
        <message>
            <source>true positives</source>
            <translation>vrais positifs</translation>
        </message>
        <message>
            <source>false positives</source>
            <translation>faux positifs</translation>
        </message>
        <message>
            <source>false negatives</source>
            <translation>faux négatifs</translation>
        </message>
        <message>
            <source>true negatives</source>
            <translation>vrais négatifs</translation>
        </message>
        <message>
            <source>event day</source>
            <translation>jour de l'événement</translation>
        </message>
        <message>
            <source>event regions</source>
            <translation>régions de l'événement</translation>
        </message>
        <message>
            <source>days after</source>
            <translation>jours après</translation>
        </message>
        <message>
            <source>out migration raw</source>
            <translation>départs bruts</translation>
        </message>
        <message>
            <source>out migration private</source>
            <translation>départs privés</translation>
        </message>
        <message>
            <source>out migration percent error</source>
            <translation>erreur sur les départs (%)</translation>
        </message>
        <message>
            <source>top k accuracy</source>
            <translation>exactitude top k</translation>
        </message>
        <message>
            <source>protection</source>
            <translation>protection</translation>
        </message>
        <message>
            <source>n eligible</source>
            <translation>n éligibles</translation>
        </message>
        <message>
            <source>n targets sampled</source>
            <translation>n cibles tirées</translation>
        </message>
        <message>
            <source>n skipped</source>
            <translation>n ignorées</translation>
        </message>
        <message>
            <source>train days</source>
            <translation>jours d'entraînement</translation>
        </message>
        <message>
            <source>test days</source>
            <translation>jours de test</translation>
        </message>
        <message>
            <source>day of week</source>
            <translation>jour de la semaine</translation>
        </message>
        <message>
            <source>skipped</source>
            <translation>non effectué</translation>
        </message>
        <message>
            <source>towers</source>
            <translation>antennes</translation>
        </message>
        <message>
            <source>individual</source>
            <translation>individuel</translation>
        </message>
        <message>
            <source>by the user</source>
            <translation>par l'utilisateur</translation>
        </message>
        <message>
            <source>at random</source>
            <translation>au hasard</translation>
        </message>
        <message>
            <source>every off-diagonal cell of every day, zeros included</source>
            <translation>chaque cellule hors diagonale de chaque jour, zéros compris</translation>
        </message>
        <message>
            <source>declared in the project</source>
            <translation>déclarée dans le projet</translation>
        </message>
        <message>
            <source>first to last record day (not declared)</source>
            <translation>du premier au dernier jour des relevés (non déclarée)</translation>
        </message>
        <message>
            <source>Cell errors (|released − raw|; relative over cells with raw &gt; 0)</source>
            <translation>Erreurs par cellule (|publié − brut| ; relative sur les cellules avec brut &gt; 0)</translation>
        </message>
        <message>
            <source>Zero and suppressed cells (shares of off-diagonal cell-days)</source>
            <translation>Cellules nulles et supprimées (parts des cellules-jours hors diagonale)</translation>
        </message>
        <message>
            <source>Mobility SIR: daily 20 % prevalence flags, private vs raw</source>
            <translation>SIR de mobilité : alertes quotidiennes à 20 % de prévalence, privé contre brut</translation>
        </message>
        <message>
            <source>Membership inference on the aggregates</source>
            <translation>Inférence d'appartenance sur les agrégats</translation>
        </message>
        <message>
            <source>cell-days with a raw count above 0</source>
            <translation>cellules-jours avec un effectif brut supérieur à 0</translation>
        </message>
        <message>
            <source>share of cell-days with no trip in the raw counts</source>
            <translation>part des cellules-jours sans trajet dans les effectifs bruts</translation>
        </message>
        <message>
            <source>share of cell-days with a raw count above 0 and below τ</source>
            <translation>part des cellules-jours avec un effectif brut supérieur à 0 et inférieur à τ</translation>
        </message>
        <message>
            <source>out-migration after the event, raw trips</source>
            <translation>départs après l'événement, trajets bruts</translation>
        </message>
        <message>
            <source>out-migration error of this release, % of the raw trips</source>
            <translation>erreur de cette publication sur les départs, en % des trajets bruts</translation>
        </message>
        <message>
            <source>membership attack: subscribers active enough</source>
            <translation>attaque par inférence d'appartenance : abonnés assez actifs</translation>
        </message>
        <message>
            <source>membership attack: targets sampled</source>
            <translation>attaque par inférence d'appartenance : cibles tirées</translation>
        </message>
        <message>
            <source>membership attack: targets not scored</source>
            <translation>attaque par inférence d'appartenance : cibles non évaluées</translation>
        </message>
        <message>
            <source>membership attack: targets scored</source>
            <translation>attaque par inférence d'appartenance : cibles évaluées</translation>
        </message>
        <message>
            <source>setting</source>
            <translation>réglage</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>Period: {source}; every day from {first} to {last} is released, days without records included (zeros plus noise).</source>
            <translation>Période : {source} ; chaque jour du {first} au {last} est publié, y compris les jours sans relevé (zéros plus bruit).</translation>
        </message>
        <message>
            <source>The period was not declared, so its first and last days are the first and last record days, which the matrices' days reveal; declare the study period so that they do not depend on the records.</source>
            <translation>La période n'a pas été déclarée : son premier et son dernier jour sont le premier et le dernier jour des relevés, que les jours des matrices révèlent ; déclarez la période d'étude pour qu'ils ne dépendent pas des relevés.</translation>
        </message>
        <message>
            <source>Out-migration error: median {median} trips, 90th percentile {p90} trips.</source>
            <translation>Erreur sur les départs : médiane {median} trajets, 90e centile {p90} trajets.</translation>
        </message>
        <message>
            <source>input rows read</source>
            <translation>lignes d'entrée lues</translation>
        </message>
        <message>
            <source>subscribers</source>
            <translation>abonnés</translation>
        </message>
        <message>
            <source>trips found</source>
            <translation>trajets trouvés</translation>
        </message>
        <message>
            <source>trips kept after the cap</source>
            <translation>trajets gardés après plafonnement</translation>
        </message>
        <message>
            <source>trips per subscriber-day (mean; 90th, 95th, 99th percentile)</source>
            <translation>trajets par abonné et par jour (moyenne ; 90e, 95e, 99e centile)</translation>
        </message>
        <message>
            <source>days without trips</source>
            <translation>jours sans trajet</translation>
        </message>
        <message>
            <source>input rows outside the period (left out)</source>
            <translation>lignes d'entrée hors de la période (écartées)</translation>
        </message>
        <message>
            <source>Home-region populations were privatized for the epidemic audit only and are not released (not written to any file), so they are not charged to this release.</source>
            <translation>Les populations des régions de résidence ont été protégées pour l'audit épidémique uniquement et ne sont pas publiées (écrites dans aucun fichier) ; elles ne sont donc pas imputées à cette publication.</translation>
        </message>
        <message>
            <source>PrivDesk {version}, {created}. {days} days ({first} to {last}), {regions} regions.</source>
            <translation>PrivDesk {version}, {created}. {days} jours (du {first} au {last}), {regions} régions.</translation>
        </message>
        <message>
            <source>Mechanism</source>
            <translation>Mécanisme</translation>
        </message>
        <message>
            <source>total ε, most frequent traveller</source>
            <translation>ε total, personne qui se déplace le plus</translation>
        </message>
        <message>
            <source>total ε, mean person</source>
            <translation>ε total, personne moyenne</translation>
        </message>
        <message>
            <source>Each daily matrix is {epsilon}-differentially private for any one person who makes at most {trips} trip(s) that day (extra trips were dropped at random before counting). Over {days} day(s) every person is protected at ε = {total} in total.</source>
            <translation>Chaque matrice quotidienne est {epsilon}-différentiellement privée pour toute personne qui fait au plus {trips} trajet(s) ce jour-là (les trajets en trop ont été écartés au hasard avant le comptage). Sur {days} jour(s), chaque personne est protégée à ε = {total} au total.</translation>
        </message>
        <message>
            <source>input</source>
            <translation>entrée</translation>
        </message>
        <message>
            <source>file</source>
            <translation>fichier</translation>
        </message>
        <message>
            <source>fingerprint</source>
            <translation>empreinte</translation>
        </message>
        <message>
            <source>ε per day</source>
            <translation>ε par jour</translation>
        </message>
        <message>
            <source>days</source>
            <translation>jours</translation>
        </message>
        <message>
            <source>total ε (worst)</source>
            <translation>ε total (pire cas)</translation>
        </message>
        <message>
            <source>total ε (mean)</source>
            <translation>ε total (moyen)</translation>
        </message>
        <message>
            <source>whole release (worst)</source>
            <translation>publication entière (pire cas)</translation>
        </message>
        <message>
            <source>targets</source>
            <translation>cibles</translation>
        </message>
        <message>
            <source>Each daily matrix is {epsilon}-differentially private for any one trip. A person's protection over the {days} day(s) is {epsilon} times the number of trips they made: without the trip counts per person no overall bound can be stated, because trip-level privacy does not cap trips.</source>
            <translation>Chaque matrice quotidienne est {epsilon}-différentiellement privée pour tout trajet. Sur les {days} jour(s), la protection d'une personne vaut {epsilon} fois son nombre de trajets : sans le nombre de trajets par personne, aucune borne globale ne peut être établie, car la confidentialité au niveau trajet ne plafonne pas les trajets.</translation>
        </message>
        <message>
            <source>Each daily matrix is {epsilon}-differentially private for any one trip. A person's protection over the {days} day(s) is {epsilon} times the number of trips they made: ε = {worst} for the most frequent traveller and {mean} on average.</source>
            <translation>Chaque matrice quotidienne est {epsilon}-différentiellement privée pour tout trajet. Sur les {days} jour(s), la protection d'une personne vaut {epsilon} fois son nombre de trajets : ε = {worst} pour la personne qui se déplace le plus et {mean} en moyenne.</translation>
        </message>
        <message>
            <source>Counts below {tau} after noise were set to 0 (suppression adds no privacy; it only marks small, unreliable counts).</source>
            <translation>Les effectifs inférieurs à {tau} après ajout du bruit ont été mis à 0 (la suppression n'ajoute aucune confidentialité ; elle ne fait que signaler les petits effectifs peu fiables).</translation>
        </message>
        <message>
            <source>PrivDesk mobility report — {files}</source>
            <translation>Rapport de mobilité PrivDesk — {files}</translation>
        </message>
        <message>
            <source>Private daily origin–destination matrices: {files}</source>
            <translation>Matrices origine–destination quotidiennes privées : {files}</translation>
        </message>
        <message>
            <source>The matrices file has {rows} rows: {rows_are}.</source>
            <translation>Le fichier des matrices compte {rows} lignes : {rows_are}.</translation>
        </message>
        <message>
            <source>Adding noise</source>
            <translation>Ajout du bruit</translation>
        </message>
        <message>
            <source>Private matrices ready</source>
            <translation>Matrices privées prêtes</translation>
        </message>
        <message>
            <source>Measuring cell errors</source>
            <translation>Mesure des erreurs des cellules</translation>
        </message>
        <message>
            <source>Simulating the epidemic on raw and private matrices</source>
            <translation>Simulation de l'épidémie sur les matrices brutes et privées</translation>
        </message>
        <message>
            <source>Audits done</source>
            <translation>Audits terminés</translation>
        </message>
        <message>
            <source>Simulated: the same raw matrices released again {n} times with fresh noise, each release's total out-migration compared with the raw total, in trips. Not this release's own error, which beside its released total would give the raw total away; not a guarantee.</source>
            <translation>Simulé : les mêmes matrices brutes publiées à nouveau {n} fois avec un bruit neuf, le total des départs de chaque publication comparé au total brut, en trajets. Pas l'erreur de cette publication, qui, à côté de son total publié, révélerait le total brut ; pas une garantie.</translation>
        </message>
        <message>
            <source>Raw facts for the data holder (not noised): the numbers of rows, and every measurement of the audit on the rows (the held-out quality of the private and non-private models, their training loss, the lending or targeting measure, the membership-inference attack) and of a sweep. Held-out rows are never trained on, so the guarantee does not cover them. They are in the data holder's audit only, never in the shared report or manifest: only the model, its accounting and the guarantee are private.</source>
            <translation>Faits bruts pour le détenteur des données (sans bruit) : les nombres de lignes, et toutes les mesures de l'audit sur les lignes (qualité sur les lignes de test des modèles privé et non privé, leur perte d'entraînement, la mesure de crédit ou de ciblage, l'attaque par inférence d'appartenance) et d'un balayage. Les lignes de test ne servent jamais à l'entraînement : la garantie ne les couvre donc pas. Ils figurent uniquement dans l'audit du détenteur des données, jamais dans le rapport ou le manifeste partagés : seuls le modèle, sa comptabilité et la garantie sont privés.</translation>
        </message>
        <message>
            <source>The audit compared the private model with non-private ones (the exact optimum and SGD without clipping or noise) on held-out rows and attacked both with a loss-threshold membership inference. Its results are measurements on the raw rows, not covered by the guarantee: they are in the data checks, for the data holder. The attack bounds are proven from (ε, δ) alone.</source>
            <translation>L'audit a comparé le modèle privé à des modèles non privés (l'optimum exact et la SGD sans écrêtage ni bruit) sur les lignes de test, et les a attaqués tous deux par une inférence d'appartenance à seuil de perte. Ses résultats sont des mesures sur les lignes brutes, non couvertes par la garantie : ils figurent dans les contrôles des données, pour le détenteur des données. Les bornes de l'attaque sont prouvées à partir de (ε, δ) seulement.</translation>
        </message>
        <message>
            <source>Fitting the non-private model</source>
            <translation>Ajustement du modèle non privé</translation>
        </message>
        <message>
            <source>Scoring the held-out rows</source>
            <translation>Calcul des scores des lignes de test</translation>
        </message>
        <message>
            <source>Audit done</source>
            <translation>Audit terminé</translation>
        </message>
        <message>
            <source>name at least one feature column</source>
            <translation>indiquez au moins une colonne de variable explicative</translation>
        </message>
        <message>
            <source>a column is named twice</source>
            <translation>une colonne est indiquée deux fois</translation>
        </message>
        <message>
            <source>name the target column the model predicts</source>
            <translation>indiquez la colonne cible que le modèle prédit</translation>
        </message>
        <message>
            <source>the credit utility needs the loan amount column</source>
            <translation>la mesure du crédit a besoin de la colonne du montant du prêt</translation>
        </message>
        <message>
            <source>a model has no cells; bound the unit's rows with max_rows only</source>
            <translation>un modèle n'a pas de cellules ; limitez les lignes de l'unité avec max_rows uniquement</translation>
        </message>
        <message>
            <source>must be "logistic", got {value}</source>
            <translation>doit valoir « logistic » (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>'{column}' identifies the protected unit and cannot also be a model column</source>
            <translation>'{column}' identifie l'unité protégée et ne peut pas aussi être une colonne du modèle</translation>
        </message>
        <message>
            <source>the target {target} cannot also be a feature</source>
            <translation>la cible {target} ne peut pas être aussi une variable explicative</translation>
        </message>
        <message>
            <source>declare the target's classes, 2 to {most} values (for example [0, 1]); they are published with the model and never read from the data</source>
            <translation>déclarez les classes de la cible, de 2 à {most} valeurs (par exemple [0, 1]) ; elles sont publiées avec le modèle et jamais lues dans les données</translation>
        </message>
        <message>
            <source>must be "declared" or "data", got {value}</source>
            <translation>doit valoir « declared » ou « data » (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>declared standardization needs [lowest, highest] for every feature</source>
            <translation>la standardisation déclarée demande [minimum, maximum] pour chaque variable</translation>
        </message>
        <message>
            <source>the model (coefficients and standardization, one row per term) is a table: give a name ending in {suffixes} (the manifest, JSON, holds it too), got {name}</source>
            <translation>le modèle (coefficients et standardisation, une ligne par terme) est une table : donnez un nom se terminant par {suffixes} (le manifeste JSON le contient aussi ; valeur reçue : {name})</translation>
        </message>
        <message>
            <source>must be [lowest, highest], got {value}</source>
            <translation>doit être [minimum, maximum] (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>the lowest value must be below the highest, got {value}</source>
            <translation>la valeur minimale doit être inférieure à la maximale (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>Each row is one private training on the data, charged to the dataset's ledger (dataset_epsilon_spent: its total after the row); the sweep's own trainings cost the sum of their ε (epsilon_spent_so_far).</source>
            <translation>Chaque ligne est un entraînement privé sur les données, imputé au registre du jeu de données (dataset_epsilon_spent : son total après la ligne) ; les entraînements du balayage coûtent à eux seuls la somme de leurs ε (epsilon_spent_so_far).</translation>
        </message>
        <message>
            <source>The model is ({epsilon}, {delta})-differentially private for adding or removing one training row (DP-SGD with a tight accountant; a looser count gives ε = {epsilon_rdp}).</source>
            <translation>Le modèle est ({epsilon}, {delta})-différentiellement privé pour l'ajout ou le retrait d'une ligne d'entraînement (DP-SGD avec une comptabilité serrée ; un décompte plus lâche donne ε = {epsilon_rdp}).</translation>
        </message>
        <message>
            <source>Each DP-SGD training (this model, and every training of a sweep) is (ε, δ)-DP by a tight accountant and enters as one entry without ρ: trainings add up by basic composition (Σε, Σδ), with each other and with the file's other releases, unless advanced composition gives less. The audit's non-private models and membership attack train no private model and spend nothing; feature centres and scales taken from the data are listed as a non-DP entry.</source>
            <translation>Chaque entraînement DP-SGD (ce modèle, et chaque entraînement d'un balayage) est (ε, δ)-DP selon une comptabilité serrée et entre comme une seule entrée sans ρ : les entraînements s'additionnent par composition de base (Σε, Σδ), entre eux et avec les autres publications du fichier, sauf si la composition avancée donne moins. Les modèles non privés et l'attaque d'appartenance de l'audit n'entraînent aucun modèle privé et ne dépensent rien ; les centres et échelles des variables tirés des données sont listés comme une entrée non DP.</translation>
        </message>
        <message>
            <source>The model is ({epsilon}, {delta})-differentially private for each {unit}: {neighbours} (DP-SGD over units, a tight accountant; a looser count gives ε = {epsilon_rdp}).</source>
            <translation>Le modèle est ({epsilon}, {delta})-différentiellement privé pour chaque {unit} : {neighbours} (DP-SGD par unités, comptabilité serrée ; un décompte plus lâche donne ε = {epsilon_rdp}).</translation>
        </message>
        <message>
            <source>tight accountant
Details: PLD (connect-the-dots, interval 1e-4, add or remove one example)</source>
            <translation>comptabilité serrée
Détails : PLD (connect-the-dots, intervalle 1e-4, ajout ou retrait d'un exemple)</translation>
        </message>
        <message>
            <source>declared bounds (values clipped into them; no privacy cost)</source>
            <translation>bornes déclarées (valeurs écrêtées à ces bornes ; sans coût de confidentialité)</translation>
        </message>
        <message>
            <source>the data's own mean and standard deviation, released as-is (not formally private)</source>
            <translation>moyenne et écart-type des données elles-mêmes, publiés tels quels (pas formellement privés)</translation>
        </message>
        <message>
            <source>P(class) by softmax</source>
            <translation>P(classe) par softmax</translation>
        </message>
        <message>
            <source>&lt;p class='note'&gt;Score new rows with &lt;code&gt;main.py score MANIFEST.json DATA.csv&lt;/code&gt; (or the model table). Original-unit coefficients hold for values inside declared bounds; scoring clips to the bounds first.&lt;/p&gt;</source>
            <translation>&lt;p class='note'&gt;Calculez le score de nouvelles lignes avec &lt;code&gt;main.py score MANIFEST.json DATA.csv&lt;/code&gt; (ou la table du modèle). Les coefficients en unités d'origine valent pour des valeurs comprises dans les bornes déclarées ; le calcul du score écrête d'abord aux bornes.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Their held-out accuracy is measured on the raw rows: it is kept for the data holder.</source>
            <translation>Leur exactitude sur les lignes de test est mesurée sur les lignes brutes : elle est réservée au détenteur des données.</translation>
        </message>
        <message>
            <source>The feature centres and scales are the data's own, released as-is: they are not formally private.</source>
            <translation>Les centres et échelles des variables sont ceux des données, publiés tels quels : ils ne sont pas formellement privés.</translation>
        </message>
        <message>
            <source>PrivDesk model report</source>
            <translation>Rapport de modèle PrivDesk</translation>
        </message>
        <message>
            <source>Private model: DP-SGD logistic regression</source>
            <translation>Modèle privé : régression logistique DP-SGD</translation>
        </message>
        <message>
            <source>Training and accounting</source>
            <translation>Entraînement et comptabilité</translation>
        </message>
        <message>
            <source>Input: {file} (fingerprint {sha256}…). Its rows were split at random, stratified by the target: {share} of each class held out (never trained on), the rest for training. The numbers of rows are not stated here; they are kept for the data holder. The sampling rate q below is the expected batch divided by the number of training rows, which DP-SGD's accountant takes as known: that number follows from q.</source>
            <translation>Entrée : {file} (empreinte {sha256}…). Ses lignes ont été partagées au hasard, en strates selon la cible : {share} de chaque classe réservées au test (jamais utilisées pour l'entraînement), le reste pour l'entraînement. Les nombres de lignes ne sont pas donnés ici ; ils sont réservés au détenteur des données. Le taux d'échantillonnage q ci-dessous est le lot attendu divisé par le nombre de lignes d'entraînement, que la comptabilité de DP-SGD tient pour connu : ce nombre se déduit de q.</translation>
        </message>
        <message>
            <source>{link}. Classes: {classes}. Standardization: {source}.</source>
            <translation>{link}. Classes : {classes}. Standardisation : {source}.</translation>
        </message>
        <message>
            <source>The model</source>
            <translation>Le modèle</translation>
        </message>
        <message>
            <source>The accuracy-against-ε sweep: its trainings</source>
            <translation>Le balayage de l'exactitude selon ε : ses entraînements</translation>
        </message>
        <message>
            <source>spent before</source>
            <translation>dépensé avant</translation>
        </message>
        <message>
            <source>this release</source>
            <translation>cette publication</translation>
        </message>
        <message>
            <source>spent after</source>
            <translation>dépensé après</translation>
        </message>
        <message>
            <source>This dataset's privacy ledger</source>
            <translation>Registre de confidentialité de ce jeu de données</translation>
        </message>
        <message>
            <source>Neighbouring datasets differ by one training row (added or removed). Predictions and scores computed from the model are post-processing and cost nothing more. The training data is not in any output.</source>
            <translation>Deux jeux de données voisins diffèrent d'une ligne d'entraînement (ajoutée ou retirée). Les prédictions et scores calculés à partir du modèle relèvent du post-traitement et ne coûtent rien de plus. Les données d'entraînement ne figurent dans aucune sortie.</translation>
        </message>
        <message>
            <source>Input: {file} (fingerprint {sha256}…), {rows} rows: {training_rows} for training, {held_out_rows} held out (never trained on).</source>
            <translation>Entrée : {file} (empreinte {sha256}…), {rows} lignes : {training_rows} pour l'entraînement, {held_out_rows} réservées au test (jamais utilisées pour l'entraînement).</translation>
        </message>
        <message>
            <source>(intercept)</source>
            <translation>(constante)</translation>
        </message>
        <message>
            <source>P({positive}) = sigmoid(intercept + Σ coefficient × value)</source>
            <translation>P({positive}) = sigmoïde(constante + Σ coefficient × valeur)</translation>
        </message>
        <message>
            <source>class</source>
            <translation>classe</translation>
        </message>
        <message>
            <source>term</source>
            <translation>terme</translation>
        </message>
        <message>
            <source>coefficient (standardized)</source>
            <translation>coefficient (standardisé)</translation>
        </message>
        <message>
            <source>coefficient (original units)</source>
            <translation>coefficient (unités d'origine)</translation>
        </message>
        <message>
            <source>centre</source>
            <translation>centre</translation>
        </message>
        <message>
            <source>scale</source>
            <translation>échelle</translation>
        </message>
        <message>
            <source>Lending measure: interest rate {rate}, loans offered at the break-even probability.</source>
            <translation>Mesure de crédit : taux d'intérêt {rate}, prêts accordés à partir de la probabilité d'équilibre.</translation>
        </message>
        <message>
            <source>Against this model's (ε, δ), no membership-inference attack can reach an AUC above {auc} or an advantage (true minus false positive rate) above {advantage}.</source>
            <translation>Contre le (ε, δ) de ce modèle, aucune attaque par inférence d'appartenance ne peut atteindre une AUC supérieure à {auc} ni un avantage (taux de vrais positifs moins taux de faux positifs) supérieur à {advantage}.</translation>
        </message>
        <message>
            <source>Membership inference: what any attack can reach</source>
            <translation>Inférence d'appartenance : ce que toute attaque peut atteindre</translation>
        </message>
        <message>
            <source>point</source>
            <translation>point</translation>
        </message>
        <message>
            <source>target ε</source>
            <translation>ε cible</translation>
        </message>
        <message>
            <source>spent ε</source>
            <translation>ε dépensé</translation>
        </message>
        <message>
            <source>ε spent so far</source>
            <translation>ε dépensé cumulé</translation>
        </message>
        <message>
            <source>dataset ledger ε after</source>
            <translation>ε du registre du jeu de données après</translation>
        </message>
        <message>
            <source>DP entries</source>
            <translation>entrées DP</translation>
        </message>
        <message>
            <source>non-DP entries</source>
            <translation>entrées non DP</translation>
        </message>
        <message>
            <source>The accuracy-against-ε sweep was charged to the same ledger as a release of its own ({release}): {trainings} trainings, Σε = {epsilon}, Σδ = {delta}; the dataset's total after it: ε = {total}.</source>
            <translation>Le balayage de l'exactitude selon ε a été imputé au même registre comme une publication à part ({release}) : {trainings} entraînements, Σε = {epsilon}, Σδ = {delta} ; total du jeu de données après lui : ε = {total}.</translation>
        </message>
        <message>
            <source>The {trainings} trainings of the accuracy-against-ε sweep also ran on the data: with them the training rows have spent ε = {epsilon}, δ = {delta}.</source>
            <translation>Les {trainings} entraînements du balayage de l'exactitude selon ε ont aussi porté sur les données : avec eux, les lignes d'entraînement ont dépensé ε = {epsilon} et δ = {delta}.</translation>
        </message>
        <message>
            <source>reported ε</source>
            <translation>ε annoncé</translation>
        </message>
        <message>
            <source>ε by a looser count (order)</source>
            <translation>ε par un décompte plus lâche (ordre)</translation>
        </message>
        <message>
            <source>noise multiplier σ</source>
            <translation>multiplicateur de bruit σ</translation>
        </message>
        <message>
            <source>sampling rate q</source>
            <translation>taux d'échantillonnage q</translation>
        </message>
        <message>
            <source>steps T</source>
            <translation>itérations T</translation>
        </message>
        <message>
            <source>clip norm C</source>
            <translation>norme d'écrêtage C</translation>
        </message>
        <message>
            <source>epochs / expected batch</source>
            <translation>époques / lot attendu</translation>
        </message>
        <message>
            <source>learning rate η (schedule)</source>
            <translation>taux d'apprentissage η (évolution)</translation>
        </message>
        <message>
            <source>L2 penalty λ</source>
            <translation>pénalité L2 λ</translation>
        </message>
        <message>
            <source>accountant</source>
            <translation>comptabilité</translation>
        </message>
        <message>
            <source>The audit was turned off.</source>
            <translation>L'audit était désactivé.</translation>
        </message>
        <message>
            <source>Targeting measure: the {share} share with the highest predicted probability is enrolled.</source>
            <translation>Mesure de ciblage : la part {share} ayant les plus fortes probabilités prédites est inscrite.</translation>
        </message>
        <message>
            <source>decaying</source>
            <translation>décroissant</translation>
        </message>
        <message>
            <source>chosen</source>
            <translation>choisi</translation>
        </message>
        <message>
            <source>non-private (standard fit)</source>
            <translation>non privé (ajustement standard)</translation>
        </message>
        <message>
            <source>non-private SGD (no clip, no noise)</source>
            <translation>SGD non privé (ni écrêtage ni bruit)</translation>
        </message>
        <message>
            <source>{rows} held-out rows; measured on the data for its holder, not covered by the guarantee.</source>
            <translation>{rows} lignes de test ; mesures faites sur les données pour leur détenteur, non couvertes par la garantie.</translation>
        </message>
        <message>
            <source>Quality on held-out rows</source>
            <translation>Qualité sur les lignes de test</translation>
        </message>
        <message>
            <source>&lt;p class='note'&gt;Members: training rows; non-members: as many held-out rows. AUC ½ means the attack cannot tell them apart; the bound is the most any attack can reach against the model's (ε, δ). An AUC near ½ proves nothing.&lt;/p&gt;</source>
            <translation>&lt;p class='note'&gt;Membres : lignes d'entraînement ; non-membres : autant de lignes de test. Une AUC de ½ signifie que l'attaque ne peut pas les distinguer ; la borne est le maximum qu'une attaque, quelle qu'elle soit, peut atteindre contre le (ε, δ) du modèle. Une AUC proche de ½ ne prouve rien.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>The {share} share with the highest predicted probability is enrolled.</source>
            <translation>La part {share} ayant les plus fortes probabilités prédites est inscrite.</translation>
        </message>
        <message>
            <source>Targeting on held-out rows</source>
            <translation>Ciblage sur les lignes de test</translation>
        </message>
        <message>
            <source>Accuracy against ε</source>
            <translation>Exactitude selon ε</translation>
        </message>
        <message>
            <source>input rows</source>
            <translation>lignes en entrée</translation>
        </message>
        <message>
            <source>training rows</source>
            <translation>lignes d'entraînement</translation>
        </message>
        <message>
            <source>held-out rows (never trained on)</source>
            <translation>lignes de test (jamais utilisées pour l'entraînement)</translation>
        </message>
        <message>
            <source>training loss</source>
            <translation>perte d'entraînement</translation>
        </message>
        <message>
            <source>Membership inference (loss threshold)</source>
            <translation>Inférence d'appartenance (seuil de perte)</translation>
        </message>
        <message>
            <source>Interest rate {rate}; loans offered at the break-even probability. Relative profit (private / non-private): {relative}.</source>
            <translation>Taux d'intérêt {rate} ; prêts accordés à partir de la probabilité d'équilibre. Bénéfice relatif (privé / non privé) : {relative}.</translation>
        </message>
        <message>
            <source>Lending on held-out rows</source>
            <translation>Crédit sur les lignes de test</translation>
        </message>
        <message>
            <source>exclusion-error rate</source>
            <translation>taux d'erreur d'exclusion</translation>
        </message>
        <message>
            <source>inclusion-error rate</source>
            <translation>taux d'erreur d'inclusion</translation>
        </message>
        <message>
            <source>members / non-members</source>
            <translation>membres / non-membres</translation>
        </message>
        <message>
            <source>default loss</source>
            <translation>pertes dues aux défauts</translation>
        </message>
        <message>
            <source>forgone revenue</source>
            <translation>revenus manqués</translation>
        </message>
        <message>
            <source>share offered</source>
            <translation>part accordée</translation>
        </message>
        <message>
            <source>held-out rows</source>
            <translation>lignes de test</translation>
        </message>
        <message>
            <source>Calibrating the noise</source>
            <translation>Calibrage du bruit</translation>
        </message>
        <message>
            <source>Reading the data</source>
            <translation>Lecture des données</translation>
        </message>
        <message>
            <source>Released; the dataset's ledger is charged when the files are written</source>
            <translation>Publié ; le registre du jeu de données est imputé quand les fichiers sont écrits</translation>
        </message>
        <message>
            <source>the target has an empty cell; fill it or drop the row.</source>
            <translation>la cible a une cellule vide ; remplissez-la ou supprimez la ligne.</translation>
        </message>
        <message>
            <source>the target holds a value that columns.classes does not declare; declare every class, or drop the rows.</source>
            <translation>la cible contient une valeur que columns.classes ne déclare pas ; déclarez chaque classe, ou retirez ces lignes.</translation>
        </message>
        <message>
            <source>has an empty cell; fill it or drop the row.</source>
            <translation>contient une cellule vide ; remplissez-la ou supprimez la ligne.</translation>
        </message>
        <message>
            <source>a loan amount is negative.</source>
            <translation>un montant de prêt est négatif.</translation>
        </message>
        <message>
            <source>must hold numbers, but has {value}; the model takes numeric features only (encode categories as numbers first).</source>
            <translation>doit contenir des nombres, mais contient {value} ; le modèle n'accepte que des variables numériques (codez d'abord les catégories en nombres).</translation>
        </message>
        <message>
            <source>must be below the {rows} training rows, got {batch}; choose a smaller batch</source>
            <translation>doit être inférieure aux {rows} lignes d'entraînement (valeur reçue : {batch}) ; choisissez un lot plus petit</translation>
        </message>
        <message>
            <source>{key} names a column that is not in the file.</source>
            <translation>{key} désigne une colonne absente du fichier.</translation>
        </message>
        <message>
            <source>the model file does not exist.</source>
            <translation>le fichier du modèle n'existe pas.</translation>
        </message>
        <message>
            <source>score new rows with a model written by a model run (its manifest or table)</source>
            <translation>calculer le score de nouvelles lignes avec un modèle écrit par une exécution de modèle (son manifeste ou sa table)</translation>
        </message>
        <message>
            <source>Read a model (the manifest JSON or the coefficient table of a model run) and a table with its feature columns; write each row's class probabilities and predicted class as CSV. Scoring is post-processing: it costs no privacy.</source>
            <translation>Lire un modèle (le manifeste JSON ou la table des coefficients d'une exécution de modèle) et une table contenant ses colonnes de variables ; écrire en CSV les probabilités de classe et la classe prédite de chaque ligne. Le calcul du score est un post-traitement : il ne coûte rien en confidentialité.</translation>
        </message>
        <message>
            <source>model manifest (.json) or table (.csv, .xlsx, .parquet)</source>
            <translation>manifeste du modèle (.json) ou table (.csv, .xlsx, .parquet)</translation>
        </message>
        <message>
            <source>table to score (.csv, .xlsx, .parquet, .sav, .dta)</source>
            <translation>table à évaluer (.csv, .xlsx, .parquet, .sav, .dta)</translation>
        </message>
        <message>
            <source>CSV file (default: &lt;data&gt;_scores.csv)</source>
            <translation>fichier CSV (par défaut : &lt;data&gt;_scores.csv)</translation>
        </message>
        <message>
            <source>its terms are not the model's features</source>
            <translation>ses termes ne sont pas les variables du modèle</translation>
        </message>
        <message>
            <source>this JSON file is not the manifest of a model run.</source>
            <translation>ce fichier JSON n'est pas le manifeste d'une exécution de modèle.</translation>
        </message>
        <message>
            <source>its classes are not the model's classes</source>
            <translation>ses classes ne sont pas les classes du modèle</translation>
        </message>
        <message>
            <source>Use the model file exactly as the model run wrote it, with all its rows.</source>
            <translation>Utilisez le fichier du modèle tel que l'exécution du modèle l'a écrit, avec toutes ses lignes.</translation>
        </message>
        <message>
            <source>the model's feature column is not in the file.</source>
            <translation>la colonne de variable du modèle est absente du fichier.</translation>
        </message>
        <message>
            <source>not a model table: every row needs {columns}.</source>
            <translation>ce n'est pas une table de modèle : chaque ligne doit avoir {columns}.</translation>
        </message>
        <message>
            <source>class {label} does not list the same terms, each once</source>
            <translation>la classe {label} ne liste pas les mêmes termes, chacun une seule fois</translation>
        </message>
        <message>
            <source>the model is incomplete or was edited: {problem}.</source>
            <translation>le modèle est incomplet ou a été modifié : {problem}.</translation>
        </message>
        <message>
            <source>the intercept of class {label} in original units does not match its rows (a feature's row is missing or was changed)</source>
            <translation>la constante de la classe {label} en unités d'origine ne correspond pas à ses lignes (la ligne d'une variable manque ou a été modifiée)</translation>
        </message>
        <message>
            <source>Use the model file exactly as the model run wrote it.</source>
            <translation>Utilisez le fichier du modèle tel que l'exécution du modèle l'a écrit.</translation>
        </message>
        <message>
            <source>class {label} has no intercept</source>
            <translation>la classe {label} n'a pas de constante</translation>
        </message>
        <message>
            <source>the model's {key} must be a number, got {value}.</source>
            <translation>le champ {key} du modèle doit être un nombre (valeur reçue : {value}).</translation>
        </message>
        <message>
            <source>the model's scale must be a number &gt; 0, got {value}.</source>
            <translation>l'échelle du modèle doit être un nombre &gt; 0 (valeur reçue : {value}).</translation>
        </message>
        <message>
            <source>a class of the target has too few rows to appear among the training rows.</source>
            <translation>une classe de la cible a trop peu de lignes pour figurer parmi les lignes d'entraînement.</translation>
        </message>
        <message>
            <source>the declared class {value} has fewer than two rows; each class needs at least two, one for training and one held out. Group it with another class, remove it from columns.classes, or add rows of it.</source>
            <translation>la classe déclarée {value} a moins de deux lignes ; chaque classe en demande au moins deux, une pour l'entraînement et une réservée au test. Regroupez-la avec une autre classe, retirez-la de columns.classes ou ajoutez-lui des lignes.</translation>
        </message>
        <message>
            <source>gives {held} held-out rows of {rows}; the audit needs at least {least} to measure accuracy and AUC. Raise training.test_share, use more rows, or turn the audit off.</source>
            <translation>donne {held} lignes de test sur {rows} ; l'audit en exige au moins {least} pour mesurer l'exactitude et l'AUC. Augmentez training.test_share, utilisez plus de lignes ou désactivez l'audit.</translation>
        </message>
        <message>
            <source>the {held} held-out rows (drawn at random) miss a class of the target, so the AUC is undefined. Raise training.test_share or use more rows of the rare class.</source>
            <translation>il manque une classe de la cible parmi les {held} lignes de test (tirées au hasard) : l'AUC n'est donc pas définie. Augmentez training.test_share ou utilisez plus de lignes de la classe rare.</translation>
        </message>
        <message>
            <source>--simulations: the model task has no utility simulations</source>
            <translation>--simulations : la tâche modèle n'a pas de simulations d'utilité</translation>
        </message>
        <message>
            <source>σ = {sigma}, q = {q}, T = {steps} steps, C = {clip}, δ = {delta}.</source>
            <translation>σ = {sigma} ; q = {q} ; T = {steps} itérations ; C = {clip} ; δ = {delta}.</translation>
        </message>
        <message>
            <source>Held-out accuracy {accuracy} (non-private {accuracy_np}), AUC {auc} (non-private {auc_np}).</source>
            <translation>Exactitude sur les lignes de test {accuracy} (non privé : {accuracy_np}), AUC {auc} (non privé : {auc_np}).</translation>
        </message>
        <message>
            <source>Membership-inference AUC {auc} [{low}, {high}], bound {bound}.</source>
            <translation>AUC de l'inférence d'appartenance {auc} [{low} ; {high}], borne {bound}.</translation>
        </message>
        <message>
            <source>the model task can sweep epsilon, not {parameter}</source>
            <translation>la tâche modèle peut balayer epsilon, pas {parameter}</translation>
        </message>
        <message>
            <source>Simulating releases: {name}</source>
            <translation>Simulation de publications : {name}</translation>
        </message>
        <message>
            <source>Choose a yes/no column in audit.reconstruction.column, or set it to null.</source>
            <translation>Choisissez une colonne oui/non dans audit.reconstruction.column, ou mettez-la à null.</translation>
        </message>
        <message>
            <source>Choose another column in audit.differencing.column, or set it to null.</source>
            <translation>Choisissez une autre colonne dans audit.differencing.column, ou mettez-la à null.</translation>
        </message>
        <message>
            <source>declare the bounds of '{column}' (no query gives them)</source>
            <translation>déclarez les bornes de « {column} » (aucune requête ne les fournit)</translation>
        </message>
        <message>
            <source>every cell of this column is empty: a query on it would release noise only.</source>
            <translation>toutes les cellules de cette colonne sont vides : une requête sur elle ne publierait que du bruit.</translation>
        </message>
        <message>
            <source>the reconstruction attack needs a binary column (two values), found {count}.</source>
            <translation>l'attaque par reconstruction exige une colonne binaire (deux valeurs), mais celle-ci en compte {count}.</translation>
        </message>
        <message>
            <source>the differencing attack needs at least {least} rows with a number, found {count}.</source>
            <translation>l'attaque par différence exige au moins {least} lignes contenant un nombre, mais celle-ci en compte {count}.</translation>
        </message>
        <message>
            <source>Fill the column, or remove the queries that use it.</source>
            <translation>Remplissez la colonne, ou retirez les requêtes qui l'utilisent.</translation>
        </message>
        <message>
            <source>{blocks} blocks for {rows} rows with a value: most blocks would be empty and the release would be the midpoint of output_bounds. Choose at most {rows} blocks (a few dozen rows per block is better).</source>
            <translation>{blocks} blocs pour {rows} lignes renseignées : la plupart des blocs seraient vides et la publication serait le milieu de output_bounds. Choisissez au plus {rows} blocs (quelques dizaines de lignes par bloc, c'est mieux).</translation>
        </message>
        <message>
            <source>'{column}' looks like {looks_like}: grouping by it would give each person a cell of their own. Group by a coarser column (district, age group).</source>
            <translation>'{column}' ressemble à {looks_like} : grouper par cette colonne donnerait à chaque personne sa propre cellule. Groupez par une colonne plus grossière (district, tranche d'âge).</translation>
        </message>
        <message>
            <source>must be a list of numbers, got {value}</source>
            <translation>doit être une liste de nombres (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be two numbers [a, b], got {value}</source>
            <translation>doit contenir deux nombres [a, b] (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>the lower bound must be below the upper, got {value}</source>
            <translation>la borne inférieure doit être inférieure à la borne supérieure (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>MOS: set by χ at release; not formally private</source>
            <translation>MOS : fixé par χ à la publication ; sans garantie formelle</translation>
        </message>
        <message>
            <source>noise only, every cell</source>
            <translation>bruit seul, chaque cellule</translation>
        </message>
        <message>
            <source>exponential mechanism: no interval</source>
            <translation>mécanisme exponentiel : pas d'intervalle</translation>
        </message>
        <message>
            <source>depends on the cell sizes</source>
            <translation>dépend de la taille des cellules</translation>
        </message>
        <message>
            <source>approximate, at the median cell size {n}</source>
            <translation>approché, à la taille médiane de cellule {n}</translation>
        </message>
        <message>
            <source>must be a non-empty list of queries</source>
            <translation>doit être une liste non vide de requêtes</translation>
        </message>
        <message>
            <source>Spark reads the input where it lives, so it is not fingerprinted on this machine and its privacy ledger cannot be found by its content: name the ledger file here, the same file for every release of this dataset</source>
            <translation>Spark lit les données d'entrée là où elles se trouvent : leur empreinte n'est donc pas calculée sur cette machine et leur registre de confidentialité ne peut pas être retrouvé par leur contenu. Indiquez ici le fichier du registre, le même fichier pour chaque publication de ce jeu de données</translation>
        </message>
        <message>
            <source>a weighted split needs one weight per query</source>
            <translation>une répartition pondérée exige un poids par requête</translation>
        </message>
        <message>
            <source>must list at least one number</source>
            <translation>doit lister au moins un nombre</translation>
        </message>
        <message>
            <source>unknown setting for a statistics project</source>
            <translation>réglage inconnu pour un projet de statistiques</translation>
        </message>
        <message>
            <source>must end in .csv or .xlsx</source>
            <translation>doit se terminer par .csv ou .xlsx</translation>
        </message>
        <message>
            <source>must be equal or weights, got {value}</source>
            <translation>doit valoir equal ou weights (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must lie in (0, {most}], got {value}: above it the guarantee's factor e^ε exceeds 10^43, so nothing is protected (the model task has the same cap)</source>
            <translation>doit être dans (0, {most}], valeur reçue : {value} : au-delà, le facteur e^ε de la garantie dépasse 10^43 et plus rien n'est protégé (la tâche modèle a le même plafond)</translation>
        </message>
        <message>
            <source>the attacks need the table in memory; set it to null with processing.out_of_core</source>
            <translation>les attaques ont besoin du tableau en mémoire ; mettez ce réglage à null avec processing.out_of_core</translation>
        </message>
        <message>
            <source>needs one weight per query ({count}), got {value}</source>
            <translation>exige un poids par requête, soit {count} (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>a {kind} query needs the table in memory; with processing.out_of_core only {kinds} are possible</source>
            <translation>une requête {kind} a besoin du tableau en mémoire ; avec processing.out_of_core, seules les requêtes {kinds} sont possibles</translation>
        </message>
        <message>
            <source>group by one or two different columns</source>
            <translation>regroupez par une ou deux colonnes différentes</translation>
        </message>
        <message>
            <source>missing for a {kind} query declare the range [a, b] (never read from the data)</source>
            <translation>manquant pour une requête {kind} : déclarez l'étendue [a, b] (jamais lue dans les données)</translation>
        </message>
        <message>
            <source>missing for a {kind} query</source>
            <translation>manquant pour une requête {kind}</translation>
        </message>
        <message>
            <source>must be two or more increasing bin edges</source>
            <translation>doit contenir au moins deux bornes de classes croissantes</translation>
        </message>
        <message>
            <source>must list numbers in [0, 1]</source>
            <translation>doit lister des nombres dans [0, 1]</translation>
        </message>
        <message>
            <source>a slope needs the regressor column x</source>
            <translation>une pente exige la colonne du régresseur x</translation>
        </message>
        <message>
            <source>only a slope takes a regressor column</source>
            <translation>seule une pente accepte une colonne de régresseur</translation>
        </message>
        <message>
            <source>a {kind} query needs a grouping column</source>
            <translation>une requête {kind} exige une colonne de regroupement</translation>
        </message>
        <message>
            <source>is not a setting of a {kind} query</source>
            <translation>n'est pas un réglage d'une requête {kind}</translation>
        </message>
        <message>
            <source>must be laplace or gaussian, got {value}</source>
            <translation>doit valoir laplace ou gaussian (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>Cell errors over simulated releases</source>
            <translation>Erreurs des cellules sur des publications simulées</translation>
        </message>
        <message>
            <source>… and {count} more cells (in the released table).</source>
            <translation>… et {count} cellules de plus (dans le tableau publié).</translation>
        </message>
        <message>
            <source>95 % interval</source>
            <translation>intervalle à 95 %</translation>
        </message>
        <message>
            <source>Data checks</source>
            <translation>Contrôles des données</translation>
        </message>
        <message>
            <source>median |error|</source>
            <translation>|erreur| médiane</translation>
        </message>
        <message>
            <source>90th pct |error|</source>
            <translation>|erreur| 90e centile</translation>
        </message>
        <message>
            <source>interval coverage</source>
            <translation>couverture des intervalles</translation>
        </message>
        <message>
            <source>queries m</source>
            <translation>requêtes m</translation>
        </message>
        <message>
            <source>recovered (raw)</source>
            <translation>retrouvés (brut)</translation>
        </message>
        <message>
            <source>recovered (private)</source>
            <translation>retrouvés (protégé)</translation>
        </message>
        <message>
            <source>noise scale β</source>
            <translation>échelle du bruit β</translation>
        </message>
        <message>
            <source>Two raw sums, over everyone with a value and over the same people but one, recover that person's value exactly.</source>
            <translation>Deux sommes brutes, sur toutes les personnes ayant une valeur et sur les mêmes sauf une, retrouvent exactement la valeur de cette personne.</translation>
        </message>
        <message>
            <source>Two raw sums, over everyone with a value and over the same people but one, recover that person's value, but not exactly.</source>
            <translation>Deux sommes brutes, sur toutes les personnes ayant une valeur et sur les mêmes sauf une, retrouvent la valeur de cette personne, mais pas exactement.</translation>
        </message>
        <message>
            <source>Released with Laplace noise (β = {scale}, ε = {epsilon} per sum, so the person spent {spent}), the attacker's error has sd {sd} and a 95 % half-width of {half_width} ({within} of simulated errors inside it).</source>
            <translation>Publiées avec un bruit de Laplace (β = {scale}, ε = {epsilon} par somme, soit {spent} dépensé par la personne), l'erreur de l'attaquant a un écart-type de {sd} et une demi-largeur à 95 % de {half_width} ({within} des erreurs simulées à l'intérieur).</translation>
        </message>
        <message>
            <source>PrivDesk {version}, {created}. Input {file}: {note}.</source>
            <translation>PrivDesk {version}, {created}. Entrée {file} : {note}.</translation>
        </message>
        <message>
            <source>PrivDesk {version}, {created}. Input fingerprint {sha256}.</source>
            <translation>PrivDesk {version}, {created}. Empreinte de l'entrée {sha256}.</translation>
        </message>
        <message>
            <source>{noise} noise; ε = {epsilon}, δ = {delta}.</source>
            <translation>Bruit {noise} ; ε = {epsilon}, δ = {delta}.</translation>
        </message>
        <message>
            <source>{noise} noise; not formally private.</source>
            <translation>Bruit {noise} ; sans garantie formelle de confidentialité.</translation>
        </message>
        <message>
            <source>MOS by {level}; the noise size of each group (χ, read from the data): {chis}. Not formally private: {statement}.</source>
            <translation>MOS par {level} ; la taille du bruit de chaque groupe (χ, lue dans les données) : {chis}. Sans garantie formelle : {statement}.</translation>
        </message>
        <message>
            <source>Reconstruction attack on '{column}'</source>
            <translation>Attaque par reconstruction sur « {column} »</translation>
        </message>
        <message>
            <source>{rows} sampled people; random subset sums answered raw, or with Laplace noise at total ε = {epsilon} over the queries; least-squares attack. Majority-guess baseline: {baseline}.</source>
            <translation>{rows} personnes tirées ; sommes de sous-ensembles aléatoires données brutes, ou avec un bruit de Laplace à ε total = {epsilon} sur l'ensemble des requêtes ; attaque par moindres carrés. Référence (valeur majoritaire) : {baseline}.</translation>
        </message>
        <message>
            <source>Differencing attack on '{column}'</source>
            <translation>Attaque par différenciation sur « {column} »</translation>
        </message>
        <message>
            <source>PrivDesk statistics report — {file}</source>
            <translation>Rapport de statistiques PrivDesk — {file}</translation>
        </message>
        <message>
            <source>Private statistics: {file}</source>
            <translation>Statistiques protégées : {file}</translation>
        </message>
        <message>
            <source>values clipped</source>
            <translation>valeurs écrêtées</translation>
        </message>
        <message>
            <source>rows left out</source>
            <translation>lignes écartées</translation>
        </message>
        <message>
            <source>MOS by {level}, not formally private: {statement}.</source>
            <translation>MOS par {level}, sans garantie formelle : {statement}.</translation>
        </message>
        <message>
            <source>Rows dropped at random for {query}, past each unit's most rows in one cell or most cells: {rows}</source>
            <translation>Lignes écartées au hasard pour la requête {query}, au-delà du plus grand nombre de lignes d'une unité dans une cellule ou de cellules : {rows}</translation>
        </message>
        <message>
            <source>Rows dropped at random before the queries, past each unit's most rows: {rows}</source>
            <translation>Lignes retirées au hasard avant les requêtes, au-delà du maximum de lignes de chaque unité : {rows}</translation>
        </message>
        <message>
            <source>Query {n}: {name}</source>
            <translation>Requête {n} : {name}</translation>
        </message>
        <message>
            <source>Released {cells} cells.</source>
            <translation>{cells} cellules publiées.</translation>
        </message>
        <message>
            <source>Reconstruction attack ({queries} queries): raw {raw}, private {private}, baseline {baseline}.</source>
            <translation>Attaque par reconstruction ({queries} requêtes) : brut {raw}, protégé {private}, référence {baseline}.</translation>
        </message>
        <message>
            <source>The attacks' noisy answers are made for this demonstration only: never released, not charged to the dataset's ledger.</source>
            <translation>Les réponses bruitées des attaques ne servent qu'à cette démonstration : jamais publiées, non imputées au registre du jeu de données.</translation>
        </message>
        <message>
            <source>Raw counts for the data holder (not noised): values moved to the declared bounds and rows left out (missing value or undeclared category). They are in the data holder's audit only, never in the shared report or manifest.</source>
            <translation>Effectifs bruts pour le détenteur des données (sans bruit) : valeurs ramenées aux bornes déclarées et lignes écartées (valeur manquante ou catégorie non déclarée). Ils figurent uniquement dans l'audit du détenteur des données, jamais dans le rapport ou le manifeste partagés.</translation>
        </message>
        <message>
            <source>The dataset's persistent ledger (kept per input file, recognized by its fingerprint) composes every release ever made from this file: of the two ways to add them up, the smaller total is the one spent. Non-DP (MOS) entries are listed, never summed.
Details: basic composition (Σε, Σδ) and zCDP ε(Σρ, δ_L); the smaller one valid at δ_L is spent; the fingerprint is the file's SHA-256.</source>
            <translation>Le registre permanent du jeu de données (tenu pour chaque fichier d'entrée, reconnu par son empreinte) compose toutes les publications jamais faites à partir de ce fichier : des deux façons de les additionner, le plus petit total est celui qui est dépensé. Les entrées non DP (MOS) sont listées, jamais additionnées.
Détails : composition de base (Σε, Σδ) et zCDP ε(Σρ, δ_L) ; la plus petite valide à δ_L est dépensée ; l'empreinte est le SHA-256 du fichier.</translation>
        </message>
        <message>
            <source>add or remove one record (one person = one row)</source>
            <translation>ajout ou retrait d'un enregistrement (une personne = une ligne)</translation>
        </message>
        <message>
            <source>all rows</source>
            <translation>toutes les lignes</translation>
        </message>
        <message>
            <source>add or remove one {unit}: all its rows, at most {rows} kept</source>
            <translation>ajout ou retrait d'une unité {unit} : toutes ses lignes, au plus {rows} gardées</translation>
        </message>
        <message>
            <source>the noise is sized from the data themselves (the largest effect one person has on an estimate within each group of the level), and that size can itself reveal something about the people of the group.
Details: residual risk through χ_h at level h</source>
            <translation>la taille du bruit est calculée à partir des données elles-mêmes (le plus grand effet qu'une personne a sur une estimation au sein de chaque groupe du niveau), et cette taille peut elle-même révéler quelque chose sur les personnes du groupe.
Détails : risque résiduel via χ_h au niveau h</translation>
        </message>
        <message>
            <source>Of the total ε = {total} set for this release, ε = {mos} went to the small-cell (MOS) estimates: they are not formally private, so the guarantee counts only the other queries' ε = {counted}.</source>
            <translation>Sur le total ε = {total} fixé pour cette publication, ε = {mos} est allé aux estimations de petites cellules (MOS) : elles n'ont pas de garantie formelle, donc la garantie ne compte que l'ε = {counted} des autres requêtes.</translation>
        </message>
        <message>
            <source>Simulated: the same queries released again {n} times from the same data with fresh noise, each compared with the raw values. Not this release's own errors, which would reveal the raw values; not a guarantee.</source>
            <translation>Simulé : les mêmes requêtes publiées à nouveau {n} fois à partir des mêmes données avec un bruit neuf, chaque fois comparées aux valeurs brutes. Pas les erreurs de cette publication, qui révéleraient les valeurs brutes ; pas une garantie.</translation>
        </message>
        <message>
            <source>Differentially private statistics: the DP query is (ε = {epsilon}, δ = {delta})-DP for each {unit} (neighbours: {neighbours}), by basic composition</source>
            <translation>Statistiques différentiellement privées : la requête DP est (ε = {epsilon}, δ = {delta})-DP pour chaque {unit} (voisinage : {neighbours}), par composition de base</translation>
        </message>
        <message>
            <source>Differentially private statistics: the {count} DP queries are together (ε = {epsilon}, δ = {delta})-DP for each {unit} (neighbours: {neighbours}), by basic composition</source>
            <translation>Statistiques différentiellement privées : les {count} requêtes DP sont ensemble (ε = {epsilon}, δ = {delta})-DP pour chaque {unit} (voisinage : {neighbours}), par composition de base</translation>
        </message>
        <message>
            <source>grouping by {columns} gives {cells} cells, more than half the number of rows: most cells hold one person or none, so the released values are mostly noise.</source>
            <translation>le regroupement par {columns} donne {cells} cellules, plus de la moitié du nombre de lignes : la plupart des cellules contiennent une personne ou aucune, les valeurs publiées sont donc surtout du bruit.</translation>
        </message>
        <message>
            <source>grouping by {columns} gives {cells} cells for {rows} rows: most cells hold one person or none, so the released values are mostly noise.</source>
            <translation>le regroupement par {columns} donne {cells} cellules pour {rows} lignes : la plupart des cellules contiennent une personne ou aucune, les valeurs publiées sont donc surtout du bruit.</translation>
        </message>
        <message>
            <source>categories of '{column}' were read from the data, so which cells exist is not protected; declare them in the project's categories section</source>
            <translation>les catégories de « {column} » ont été lues dans les données : l'existence des cellules n'est donc pas protégée ; déclarez-les dans la section categories du projet</translation>
        </message>
        <message>
            <source>negative counts and interval ends raised to 0 (post-processing)</source>
            <translation>effectifs et bornes d'intervalle négatifs relevés à 0 (post-traitement)</translation>
        </message>
        <message>
            <source>noise scale is the centred sum's; the count's is {scale}</source>
            <translation>l'échelle du bruit est celle de la somme centrée ; celle de l'effectif est {scale}</translation>
        </message>
        <message>
            <source>means clamped to the declared bounds; no estimate where the noisy count is below 1 (post-processing)</source>
            <translation>moyennes ramenées aux bornes déclarées ; pas d'estimation là où l'effectif bruité est inférieur à 1 (post-traitement)</translation>
        </message>
        <message>
            <source>interval: percentiles of simulated noise on the released sum and count plus a bounded sampling error (b − a)/(2√Ñ): approximate</source>
            <translation>intervalle : centiles d'un bruit simulé sur la somme et l'effectif publiés, plus une erreur d'échantillonnage bornée (b − a)/(2√Ñ) : approché</translation>
        </message>
        <message>
            <source>no interval: the exponential mechanism's error depends on the data's spacing</source>
            <translation>pas d'intervalle : l'erreur du mécanisme exponentiel dépend de l'espacement des données</translation>
        </message>
        <message>
            <source>{blocks} blocks by a keyed hash of the row number; block estimates clamped to [{low}, {high}]; the interval covers the noise only</source>
            <translation>{blocks} blocs par hachage à clé du numéro de ligne ; estimations par bloc ramenées à [{low} ; {high}] ; l'intervalle ne couvre que le bruit</translation>
        </message>
        <message>
            <source>{undefined} of {blocks} blocks had no estimate (too few rows or no spread in x) and count as the midpoint {mid} of the output bounds; use fewer blocks</source>
            <translation>{undefined} blocs sur {blocks} n'ont pas d'estimation (trop peu de lignes ou x sans dispersion) et comptent pour le milieu {mid} des bornes de sortie ; utilisez moins de blocs</translation>
        </message>
        <message>
            <source>MOS by '{level}', not formally private: {why}</source>
            <translation>MOS par « {level} », sans garantie formelle : {why}</translation>
        </message>
        <message>
            <source>cells with fewer than 2 records are not released</source>
            <translation>les cellules de moins de 2 enregistrements ne sont pas publiées</translation>
        </message>
        <message>
            <source>cells with fewer than 3 records or no spread in x are not released</source>
            <translation>les cellules de moins de 3 enregistrements ou sans dispersion en x ne sont pas publiées</translation>
        </message>
        <message>
            <source>released as whole multiples of {grid}, so no digit of the noise draw below it is published</source>
            <translation>publiés comme multiples entiers de {grid}, pour qu'aucun chiffre du tirage de bruit en dessous ne soit publié</translation>
        </message>
        <message>
            <source>, at most {rows} in one cell</source>
            <translation>, au plus {rows} dans une cellule</translation>
        </message>
        <message>
            <source>, in at most {cells} cells of a table</source>
            <translation>, dans au plus {cells} cellules d'un tableau</translation>
        </message>
        <message>
            <source>{statement}; ρ = {rho} (the same loss measured more tightly for Gaussian noise)</source>
            <translation>{statement} ; ρ = {rho} (la même perte mesurée plus finement pour un bruit gaussien)</translation>
        </message>
        <message>
            <source>{count} MOS small-cell estimate(s) by {levels} are not formally private: {why}.</source>
            <translation>{count} estimation(s) de petites cellules MOS par {levels} n'ont pas de garantie formelle : {why}.</translation>
        </message>
        <message>
            <source>Proven: holds for every respondent and every prior, by the design.</source>
            <translation>Prouvé : vaut pour chaque répondant et pour tout a priori, par construction du schéma.</translation>
        </message>
        <message>
            <source>Simulation: the design re-run many times on stand-in answers with the published estimates' shares (plan mode: the planned n and prior), never the true answers (random draws fixed by the audit settings), against the planner's prediction.</source>
            <translation>Simulation : le schéma rejoué de nombreuses fois sur des réponses de substitution ayant les parts des estimations publiées (mode plan : le n prévu et l'a priori), jamais sur les vraies réponses (tirages aléatoires fixés par les réglages d'audit), comparé à la prévision du planificateur.</translation>
        </message>
        <message>
            <source>What an attacker holding one recorded answer learns, by exact Bayes, with the published estimates (projected onto valid shares) as prior; in plan mode the planned prior (even shares for categories).</source>
            <translation>Ce qu'apprend un attaquant qui détient une réponse enregistrée, par la formule de Bayes exacte, avec les estimations publiées (projetées sur des parts valides) comme a priori ; en mode plan, l'a priori prévu (parts égales pour les catégories).</translation>
        </message>
        <message>
            <source>Each respondent's recorded answers are locally differentially private ({per}); over all questions ε = {total} per respondent (sequential composition). Deniability covers the answers, not taking part in the survey.</source>
            <translation>Les réponses enregistrées de chaque répondant sont localement différentiellement privées ({per}) ; sur l'ensemble des questions, ε = {total} par répondant (composition séquentielle). Le déni plausible couvre les réponses, pas la participation à l'enquête.</translation>
        </message>
        <message>
            <source>{column} ε = {epsilon}</source>
            <translation>{column} ε = {epsilon}</translation>
        </message>
        <message>
            <source>The estimates are post-processing of answers randomized by each respondent (local differential privacy) ({per}); over all questions ε = {total} per respondent (sequential composition). Deniability covers the answers, not taking part in the survey.</source>
            <translation>Les estimations sont un post-traitement de réponses randomisées par chaque répondant (confidentialité différentielle locale) ({per}) ; sur l'ensemble des questions, ε = {total} par répondant (composition séquentielle). Le déni plausible couvre les réponses, pas la participation à l'enquête.</translation>
        </message>
        <message>
            <source>Planned: each respondent's recorded answers will be locally differentially private ({per}); over all questions ε = {total} per respondent (sequential composition). Deniability covers the answers, not taking part in the survey.</source>
            <translation>Prévu : les réponses enregistrées de chaque répondant seront localement différentiellement privées ({per}) ; sur l'ensemble des questions, ε = {total} par répondant (composition séquentielle). Le déni plausible couvre les réponses, pas la participation à l'enquête.</translation>
        </message>
        <message>
            <source>Grouping columns ({columns}) are written as given and are not protected.</source>
            <translation>Les colonnes de regroupement ({columns}) sont écrites telles quelles et ne sont pas protégées.</translation>
        </message>
        <message>
            <source>Grouping columns ({columns}) are used as given and are not protected.</source>
            <translation>Les colonnes de regroupement ({columns}) sont utilisées telles quelles et ne sont pas protégées.</translation>
        </message>
        <message>
            <source>list at least one question (a JSON list of objects)</source>
            <translation>indiquez au moins une question (une liste JSON d'objets)</translation>
        </message>
        <message>
            <source>estimate.manifest is not the manifest of a survey release.</source>
            <translation>estimate.manifest n'est pas le manifeste d'une publication d'enquête.</translation>
        </message>
        <message>
            <source>give the questions or estimate.manifest (their designs), not both</source>
            <translation>indiquez les questions ou estimate.manifest (leurs schémas), pas les deux</translation>
        </message>
        <message>
            <source>is missing</source>
            <translation>est manquant</translation>
        </message>
        <message>
            <source>list at least two different categories</source>
            <translation>indiquez au moins deux catégories différentes</translation>
        </message>
        <message>
            <source>only a categorical question has categories</source>
            <translation>seule une question catégorielle a des catégories</translation>
        </message>
        <message>
            <source>only a numeric question has bounds</source>
            <translation>seule une question numérique a des bornes</translation>
        </message>
        <message>
            <source>must be one of {allowed}, got {value}</source>
            <translation>doit être l'une des valeurs {allowed} (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>a {kind} question takes {allowed}, got {value}</source>
            <translation>une question {kind} accepte {allowed} (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must list 1–8 numbers in (0, {high}], got {value}</source>
            <translation>doit lister de 1 à 8 nombres dans ]0 ; {high}] (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>{column} is a question; group by another column</source>
            <translation>{column} est une question ; regroupez par une autre colonne</translation>
        </message>
        <message>
            <source>{column} is asked twice</source>
            <translation>{column} est posée deux fois</translation>
        </message>
        <message>
            <source>must be [low, high] with low &lt; high, got {value}</source>
            <translation>doit être [bas, haut] avec bas &lt; haut (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>is a setting of {designs}, not of {design}</source>
            <translation>est un réglage de {designs}, pas de {design}</translation>
        </message>
        <message>
            <source>cannot read the manifest ({problem}).</source>
            <translation>impossible de lire le manifeste ({problem}).</translation>
        </message>
        <message>
            <source>mode {mode} writes only {allowed}; remove this output or change task.mode</source>
            <translation>le mode {mode} n'écrit que {allowed} ; retirez cette sortie ou changez task.mode</translation>
        </message>
        <message>
            <source>estimate: unbiased (may fall outside [0, 1]); shown: category shares adjusted to add up to 100 %, yes/no shares and means clamped, for display; intervals are 95 % normal intervals of the unbiased estimate.</source>
            <translation>estimation : sans biais (peut sortir de [0 ; 1]) ; affichée : parts des catégories ajustées pour totaliser 100 %, parts oui/non et moyennes ramenées dans les bornes, pour l'affichage ; les intervalles sont des intervalles normaux à 95 % de l'estimation sans biais.</translation>
        </message>
        <message>
            <source>Randomized answers and estimates</source>
            <translation>Réponses randomisées et estimations</translation>
        </message>
        <message>
            <source>Estimates from randomized answers</source>
            <translation>Estimations à partir de réponses randomisées</translation>
        </message>
        <message>
            <source>Survey plan</source>
            <translation>Plan d'enquête</translation>
        </message>
        <message>
            <source>truthful</source>
            <translation>sincère</translation>
        </message>
        <message>
            <source>forced yes</source>
            <translation>oui forcé</translation>
        </message>
        <message>
            <source>forced no</source>
            <translation>non forcé</translation>
        </message>
        <message>
            <source>keep probability</source>
            <translation>probabilité de conservation</translation>
        </message>
        <message>
            <source>bounds</source>
            <translation>bornes</translation>
        </message>
        <message>
            <source>Laplace scale</source>
            <translation>échelle de Laplace</translation>
        </message>
        <message>
            <source>type</source>
            <translation>type</translation>
        </message>
        <message>
            <source>design</source>
            <translation>schéma</translation>
        </message>
        <message>
            <source>probabilities</source>
            <translation>probabilités</translation>
        </message>
        <message>
            <source>answered</source>
            <translation>réponses</translation>
        </message>
        <message>
            <source>Empty answers are kept empty, never randomized or dropped; estimates use the answered rows. No column is written.</source>
            <translation>Les réponses vides restent vides, jamais randomisées ni supprimées ; les estimations utilisent les lignes renseignées. Aucune colonne n'est écrite.</translation>
        </message>
        <message>
            <source>grouped by</source>
            <translation>regroupé par</translation>
        </message>
        <message>
            <source>group</source>
            <translation>groupe</translation>
        </message>
        <message>
            <source>se</source>
            <translation>erreur type</translation>
        </message>
        <message>
            <source>shown</source>
            <translation>affichée</translation>
        </message>
        <message>
            <source>privatize after collection (mode privatize)</source>
            <translation>protéger après la collecte (mode privatize)</translation>
        </message>
        <message>
            <source>odds change</source>
            <translation>variation de la cote</translation>
        </message>
        <message>
            <source>Seed: none (fresh randomness); sd per answer (randomization only, the answers held fixed).</source>
            <translation>Graine : aucune (aléa neuf) ; é.-t. par réponse (randomisation seule, réponses fixées).</translation>
        </message>
        <message>
            <source>Questions and designs</source>
            <translation>Questions et schémas</translation>
        </message>
        <message>
            <source>Estimates</source>
            <translation>Estimations</translation>
        </message>
        <message>
            <source>XLSForm / card, bag of {total}</source>
            <translation>XLSForm / fiche, sac de {total}</translation>
        </message>
        <message>
            <source>Sample size for a 95 % interval of half-width w (numbers: w times their range; proportions planned at π = ½ or the worst case), design effect {deff}.</source>
            <translation>Taille d'échantillon pour un intervalle à 95 % de demi-largeur w (nombres : w fois leur étendue ; proportions planifiées à π = ½ ou au pire cas), effet de plan {deff}.</translation>
        </message>
        <message>
            <source>Planner</source>
            <translation>Planificateur</translation>
        </message>
        <message>
            <source>95 % half-width by sample size for a few ε</source>
            <translation>Demi-largeur à 95 % selon la taille d'échantillon, pour quelques ε</translation>
        </message>
        <message>
            <source>What one recorded answer reveals</source>
            <translation>Ce que révèle une réponse enregistrée</translation>
        </message>
        <message>
            <source>Repeated draws vs the planner</source>
            <translation>Tirages répétés et planificateur</translation>
        </message>
        <message>
            <source>Instruction cards</source>
            <translation>Fiches d'instructions</translation>
        </message>
        <message>
            <source>Print one card per interviewer and question.</source>
            <translation>Imprimez une fiche par enquêteur et par question.</translation>
        </message>
        <message>
            <source>a six-sided die</source>
            <translation>un dé à six faces</translation>
        </message>
        <message>
            <source>Input {file}: {rows} rows, fingerprint {sha256}.</source>
            <translation>Entrée {file} : {rows} lignes, empreinte {sha256}.</translation>
        </message>
        <message>
            <source>Empty answers are kept empty, never randomized or dropped; estimates use the answered rows. Columns written: {columns}.</source>
            <translation>Les réponses vides restent vides, jamais randomisées ni supprimées ; les estimations utilisent les lignes renseignées. Colonnes écrites : {columns}.</translation>
        </message>
        <message>
            <source>[{low}, {high}]</source>
            <translation>[{low} ; {high}]</translation>
        </message>
        <message>
            <source>XLSForm / card, die of {total}</source>
            <translation>XLSForm / fiche, dé à {total} faces</translation>
        </message>
        <message>
            <source>half-width at n = {n}</source>
            <translation>demi-largeur à n = {n}</translation>
        </message>
        <message>
            <source>true answers</source>
            <translation>vraies réponses</translation>
        </message>
        <message>
            <source>estimated shares</source>
            <translation>parts estimées</translation>
        </message>
        <message>
            <source>planned n and prior</source>
            <translation>n prévu et a priori</translation>
        </message>
        <message>
            <source>planned n</source>
            <translation>n prévu</translation>
        </message>
        <message>
            <source>answered rows</source>
            <translation>lignes renseignées</translation>
        </message>
        <message>
            <source>&lt;b&gt;{question}&lt;/b&gt;: largest change of odds ×{largest} (bound ×{bound}).</source>
            <translation>&lt;b&gt;{question}&lt;/b&gt; : plus forte variation de la cote ×{largest} (borne ×{bound}).</translation>
        </message>
        <message>
            <source>recorded</source>
            <translation>enregistrée</translation>
        </message>
        <message>
            <source>Seed: {seed}; sd per answer (randomization only, the answers held fixed).</source>
            <translation>Graine : {seed} ; é.-t. par réponse (randomisation seule, réponses fixées).</translation>
        </message>
        <message>
            <source>answers</source>
            <translation>réponses</translation>
        </message>
        <message>
            <source>draws</source>
            <translation>tirages</translation>
        </message>
        <message>
            <source>share within ±1.96 predicted sd</source>
            <translation>part dans ±1,96 é.-t. prévu</translation>
        </message>
        <message>
            <source>PrivDesk survey: {title}</source>
            <translation>Enquête PrivDesk : {title}</translation>
        </message>
        <message>
            <source>Sensitive questions: {title}</source>
            <translation>Questions sensibles : {title}</translation>
        </message>
        <message>
            <source>{answered} ({empty} empty)</source>
            <translation>{answered} ({empty} vides)</translation>
        </message>
        <message>
            <source>all</source>
            <translation>tous</translation>
        </message>
        <message>
            <source>{question}: a number; no card (its noise cannot be drawn by hand; privatize after collection).</source>
            <translation>{question} : un nombre ; pas de fiche (son bruit ne peut pas être tiré à la main ; protéger après la collecte).</translation>
        </message>
        <message>
            <source>a bag of {total} tokens</source>
            <translation>un sac de {total} jetons</translation>
        </message>
        <message>
            <source>Reading the answers</source>
            <translation>Lecture des réponses</translation>
        </message>
        <message>
            <source>Estimating</source>
            <translation>Estimation</translation>
        </message>
        <message>
            <source>Laplace noise of scale b = (M − m)/ε</source>
            <translation>bruit de Laplace d'échelle b = (M − m)/ε</translation>
        </message>
        <message>
            <source>the declared probabilities</source>
            <translation>les probabilités déclarées</translation>
        </message>
        <message>
            <source>{question}: {how}; {probabilities}; ε = {epsilon}</source>
            <translation>{question} : {how} ; {probabilities} ; ε = {epsilon}</translation>
        </message>
        <message>
            <source>Answers of {column}</source>
            <translation>Réponses de {column}</translation>
        </message>
        <message>
            <source>(declared ε = {epsilon}: a die or bag has whole faces or tokens, so the probabilities are rounded)</source>
            <translation>(ε déclaré = {epsilon} : un dé ou un sac a un nombre entier de faces ou de jetons, les probabilités sont donc arrondies)</translation>
        </message>
        <message>
            <source>Auditing {column}</source>
            <translation>Audit de {column}</translation>
        </message>
        <message>
            <source>Its columns are: {columns}.</source>
            <translation>Ses colonnes sont : {columns}.</translation>
        </message>
        <message>
            <source>{question}: ε = {epsilon}, n = {n} for ±{width}</source>
            <translation>{question} : ε = {epsilon}, n = {n} pour ±{width}</translation>
        </message>
        <message>
            <source>{question} ({answer}): {estimate} [{low}, {high}] from {n} answers</source>
            <translation>{question} ({answer}) : {estimate} [{low} ; {high}] sur {n} réponses</translation>
        </message>
        <message>
            <source>{label} {done} of {total}</source>
            <translation>{label} {done} sur {total}</translation>
        </message>
        <message>
            <source>Simulating the program on the original data</source>
            <translation>Simulation du programme sur les données d'origine</translation>
        </message>
        <message>
            <source>Attribute inference on the original</source>
            <translation>Inférence d'attribut sur les données d'origine</translation>
        </message>
        <message>
            <source>Baseline done</source>
            <translation>Référence terminée</translation>
        </message>
        <message>
            <source>Simulation</source>
            <translation>Simulation</translation>
        </message>
        <message>
            <source>Singling-out attack on the original</source>
            <translation>Attaque par individualisation sur les données d'origine</translation>
        </message>
        <message>
            <source>Setting {i} of {n} ({setting}): simulation</source>
            <translation>Réglage {i} sur {n} ({setting}) : simulation</translation>
        </message>
        <message>
            <source>Strong — classic differential privacy</source>
            <translation>Forte — confidentialité différentielle classique</translation>
        </message>
        <message>
            <source>Protects everyone from everyone (ε = 1, r = 2); targeting becomes much less accurate.</source>
            <translation>Protège chacun vis-à-vis de tous (ε = 1, r = 2) ; le ciblage devient beaucoup moins précis.</translation>
        </message>
        <message>
            <source>Targeted — recommended</source>
            <translation>Ciblée — recommandée</translation>
        </message>
        <message>
            <source>Hides each person among people with similar data (ε = 3, r = 0.25) while keeping most eligibility decisions. By design it gives up a meaningful guarantee between two people whose data differ a lot: only the noise protects them.</source>
            <translation>Cache chaque personne parmi des personnes aux données semblables (ε = 3, r = 0.25) tout en gardant la plupart des décisions d'éligibilité. Par construction, ce réglage renonce à une garantie significative entre deux personnes dont les données diffèrent beaucoup : seul le bruit les protège.</translation>
        </message>
        <message>
            <source>Light — most accurate targeting</source>
            <translation>Légère — ciblage le plus précis</translation>
        </message>
        <message>
            <source>Protects only people with nearly identical data (ε = 3, r = 0.05); targeting stays close to the original. By design it gives up a meaningful guarantee between two people whose data differ: only the noise protects them.</source>
            <translation>Protège seulement les personnes aux données presque identiques (ε = 3, r = 0.05) ; le ciblage reste proche de l'original. Par construction, ce réglage renonce à une garantie significative entre deux personnes dont les données diffèrent : seul le bruit les protège.</translation>
        </message>
        <message>
            <source>Paper replication — private projection</source>
            <translation>Réplication de l'article — projection privée</translation>
        </message>
        <message>
            <source>The published algorithm and settings (k = 10,000, ε = 3, δ = 1.5e-4, r = 0.05, rows divided by the largest row), to compare with the paper. Like the paper, it gives up a meaningful guarantee between two people whose data differ.</source>
            <translation>L'algorithme et les réglages publiés (k = 10 000, ε = 3, δ = 1.5e-4, r = 0.05, lignes divisées par la plus grande ligne), pour comparer avec l'article. Comme dans l'article, ce réglage renonce à une garantie significative entre deux personnes dont les données diffèrent.</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Personnalisé</translation>
        </message>
        <message>
            <source>Your own parameters: set them under “Exact parameters”.</source>
            <translation>Vos propres paramètres : réglez-les sous « Paramètres exacts ».</translation>
        </message>
        <message>
            <source>choose at least one feature column</source>
            <translation>choisissez au moins une colonne de variable</translation>
        </message>
        <message>
            <source>need at least one row, got {value}</source>
            <translation>il faut au moins une ligne (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be 'tokenize' or 'drop'</source>
            <translation>doit valoir 'tokenize' ou 'drop'</translation>
        </message>
        <message>
            <source>must be a number or "auto"</source>
            <translation>doit être un nombre ou "auto"</translation>
        </message>
        <message>
            <source>no value for the feature(s) {names}</source>
            <translation>aucune valeur pour la ou les variables {names}</translation>
        </message>
        <message>
            <source>{names} are not features of this project</source>
            <translation>{names} ne sont pas des variables de ce projet</translation>
        </message>
        <message>
            <source>only 'targeting' is available, got {value}</source>
            <translation>seul 'targeting' (ciblage) est disponible (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be 'poverty' or 'credit', got {value}</source>
            <translation>doit valoir 'poverty' ou 'credit' (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be 'clip' or 'max_norm', got {value}</source>
            <translation>doit valoir 'clip' ou 'max_norm' (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>a positive number</source>
            <translation>un nombre positif</translation>
        </message>
        <message>
            <source>must be a whole number ≥ {low}</source>
            <translation>doit être un nombre entier ≥ {low}</translation>
        </message>
        <message>
            <source>has the wrong type ({value})</source>
            <translation>n'a pas le bon type ({value})</translation>
        </message>
        <message>
            <source>cannot read the column roles ({error})</source>
            <translation>impossible de lire les rôles des colonnes ({error})</translation>
        </message>
        <message>
            <source>Protection scores run from 0 (none) to 1; each entry is the mean ± standard deviation over independent privatizations of that setting.</source>
            <translation>Les scores de protection vont de 0 (aucune) à 1 ; chaque valeur est la moyenne ± l'écart-type sur des protections indépendantes de ce réglage.</translation>
        </message>
        <message>
            <source>Targeting accuracy</source>
            <translation>Exactitude du ciblage</translation>
        </message>
        <message>
            <source>Share of the truly eligible reached (recall)</source>
            <translation>Part des réellement éligibles atteints (rappel)</translation>
        </message>
        <message>
            <source>Share of the non-eligible enrolled (false-positive rate)</source>
            <translation>Part des non-éligibles inscrits (taux de faux positifs)</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>Précision</translation>
        </message>
        <message>
            <source>Exclusion-error rate (eligible but left out)</source>
            <translation>Taux d'erreur d'exclusion (éligibles mais exclus)</translation>
        </message>
        <message>
            <source>Inclusion-error rate (enrolled but not eligible)</source>
            <translation>Taux d'erreur d'inclusion (inscrits mais non éligibles)</translation>
        </message>
        <message>
            <source>National exclusion errors (people)</source>
            <translation>Erreurs d'exclusion (pers.)</translation>
        </message>
        <message>
            <source>Program profit</source>
            <translation>Bénéfice du programme</translation>
        </message>
        <message>
            <source>Relative profit (private / non-private)</source>
            <translation>Bénéfice relatif (privé / non privé)</translation>
        </message>
        <message>
            <source>Forgone revenue</source>
            <translation>Revenus manqués</translation>
        </message>
        <message>
            <source>Loss from defaults</source>
            <translation>Pertes dues aux défauts</translation>
        </message>
        <message>
            <source>Simulation of program utility: mean and standard deviation over independent privatizations.</source>
            <translation>Simulation de l'utilité pour le programme : moyenne et écart-type sur des protections indépendantes.</translation>
        </message>
        <message>
            <source>Program measures are simulations; singling-out and attribute-inference protection are attack results; distinguishing protection is proven.</source>
            <translation>Les mesures du programme sont des simulations ; les protections contre l'individualisation et l'inférence d'attribut sont des résultats d'attaque ; la protection contre la distinction est prouvée.</translation>
        </message>
        <message>
            <source>The radius is the data's largest row norm (paper-faithful), which it leaks.</source>
            <translation>Le rayon est la plus grande norme de ligne des données (fidèle à l'article), qu'il divulgue.</translation>
        </message>
        <message>
            <source>The radius is data-independent; rows beyond it were clipped.</source>
            <translation>Le rayon ne dépend pas des données ; les lignes au-delà ont été écrêtées.</translation>
        </message>
        <message>
            <source>{setting} (classic DP)</source>
            <translation>{setting} (CD classique)</translation>
        </message>
        <message>
            <source>{setting} (chosen setting)</source>
            <translation>{setting} (réglage choisi)</translation>
        </message>
        <message>
            <source>tokenized</source>
            <translation>remplacés par des jetons</translation>
        </message>
        <message>
            <source>dropped</source>
            <translation>écartés</translation>
        </message>
        <message>
            <source>classic ε</source>
            <translation>ε classique</translation>
        </message>
        <message>
            <source>Singling out</source>
            <translation>Individualisation</translation>
        </message>
        <message>
            <source>Attribute inference</source>
            <translation>Inférence d'attribut</translation>
        </message>
        <message>
            <source>Distinguishing</source>
            <translation>Distinction</translation>
        </message>
        <message>
            <source>Trade-off sweep over {parameter}</source>
            <translation>Balayage du compromis selon {parameter}</translation>
        </message>
        <message>
            <source>PrivDesk {version}, {created}. Input fingerprint {sha256}, {rows} rows.</source>
            <translation>PrivDesk {version}, {created}. Empreinte de l'entrée {sha256}, {rows} lignes.</translation>
        </message>
        <message>
            <source>Mechanism and parameters</source>
            <translation>Mécanisme et paramètres</translation>
        </message>
        <message>
            <source>Columns</source>
            <translation>Colonnes</translation>
        </message>
        <message>
            <source>Centres and scales were computed from the data and are released as-is.</source>
            <translation>Les centres et les échelles ont été calculés à partir des données et sont publiés tels quels.</translation>
        </message>
        <message>
            <source>Centres and scales were declared by the user.</source>
            <translation>Les centres et les échelles ont été déclarés par l'utilisateur.</translation>
        </message>
        <message>
            <source>Features were not standardized.</source>
            <translation>Les variables n'ont pas été standardisées.</translation>
        </message>
        <message>
            <source>original data (not private)</source>
            <translation>données d'origine (non privées)</translation>
        </message>
        <message>
            <source>Rows clipped into the unit ball: {percent} %.</source>
            <translation>Lignes écrêtées dans la boule unité : {percent} %.</translation>
        </message>
        <message>
            <source>classic δ</source>
            <translation>δ classique</translation>
        </message>
        <message>
            <source>parameter</source>
            <translation>paramètre</translation>
        </message>
        <message>
            <source>role</source>
            <translation>rôle</translation>
        </message>
        <message>
            <source>{simulations} privatizations, {folds}-fold cross-validation.</source>
            <translation>{simulations} protections, validation croisée à {folds} blocs.</translation>
        </message>
        <message>
            <source>1 (by definition)</source>
            <translation>1 (par définition)</translation>
        </message>
        <message>
            <source>{target} (kept aside, not released)</source>
            <translation>{target} (mise à part, non publiée)</translation>
        </message>
        <message>
            <source>PrivDesk report — {file}</source>
            <translation>Rapport PrivDesk — {file}</translation>
        </message>
        <message>
            <source>Privacy report: {file}</source>
            <translation>Rapport de confidentialité : {file}</translation>
        </message>
        <message>
            <source>original data</source>
            <translation>données d'origine</translation>
        </message>
        <message>
            <source>released data</source>
            <translation>données publiées</translation>
        </message>
        <message>
            <source>threat</source>
            <translation>menace</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>nature</translation>
        </message>
        <message>
            <source>jitter</source>
            <translation>perturbation</translation>
        </message>
        <message>
            <source>features (privatized)</source>
            <translation>variables (protégées)</translation>
        </message>
        <message>
            <source>target</source>
            <translation>cible</translation>
        </message>
        <message>
            <source>identifiers</source>
            <translation>identifiants</translation>
        </message>
        <message>
            <source>Protection scores run from 0 (no protection) to 1. Attack results can show risk but never prove its absence.</source>
            <translation>Les scores de protection vont de 0 (aucune protection) à 1. Les résultats d'attaque peuvent révéler un risque, jamais prouver son absence.</translation>
        </message>
        <message>
            <source>Singling out: share of people isolated by the net attack</source>
            <translation>Individualisation : part des personnes isolées par l'attaque nette</translation>
        </message>
        <message>
            <source>Attribute inference: protection per column (worst known-column set)</source>
            <translation>Inférence d'attribut : protection par colonne (pire ensemble de colonnes connues)</translation>
        </message>
        <message>
            <source>Preparing features</source>
            <translation>Préparation des variables</translation>
        </message>
        <message>
            <source>Privatizing</source>
            <translation>Protection en cours</translation>
        </message>
        <message>
            <source>Assembling the released table</source>
            <translation>Assemblage de la table publiée</translation>
        </message>
        <message>
            <source>Privatized</source>
            <translation>Données protégées</translation>
        </message>
        <message>
            <source>Singling-out protection: {mean} ± {sd}</source>
            <translation>Protection contre l'individualisation : {mean} ± {sd}</translation>
        </message>
        <message>
            <source>Attribute-inference protection: {mean} ± {sd}</source>
            <translation>Protection contre l'inférence d'attribut : {mean} ± {sd}</translation>
        </message>
        <message>
            <source>Distinguishing protection: {mean} ± {sd}</source>
            <translation>Protection contre la distinction : {mean} ± {sd}</translation>
        </message>
        <message>
            <source>Targeting accuracy: {original} on the original data, {mean} ± {sd} on released data ({simulations} simulations).</source>
            <translation>Exactitude du ciblage : {original} sur les données d'origine, {mean} ± {sd} sur les données publiées ({simulations} simulations).</translation>
        </message>
        <message>
            <source>Relative profit (private / non-private): {mean} ± {sd}</source>
            <translation>Bénéfice relatif (privé / non privé) : {mean} ± {sd}</translation>
        </message>
        <message>
            <source>must be a number ≥ 0, got {value}</source>
            <translation>doit être un nombre ≥ 0 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>needs at least 2 rows to cross-validate, got {value}</source>
            <translation>la validation croisée exige au moins 2 lignes (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>must be an integer of at least 2, got {value}</source>
            <translation>doit être un entier au moins égal à 2 (valeur reçue : {value})</translation>
        </message>
        <message>
            <source>cannot exceed the number of rows ({rows}), got {value}</source>
            <translation>ne peut pas dépasser le nombre de lignes ({rows}) (valeur reçue : {value})</translation>
        </message>
    </context>
</TS>
