# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Latvian quotation marks „…” are deliberate)
"""Ezerzeme: a Latgale regional weekly (Krāslava and Dagda) on an old home-grown PHP CMS: a table layout,
`index.php?raksts=4521`, `index.php?sadala=novads&lpp=2`, `index.php?atslegvards=ce%EFi` (the keyword percent-encoded
in **windows-1257**, not UTF-8), `index.php?autors=7`, `index.php?meklet=`, hrefs relative to the page. Every page is
**windows-1257**, declared only in a `<meta http-equiv="Content-Type">` (the header says plain `text/html`): labelled
`cp1257`. `<meta http-equiv="Content-Language" content="lv">`, no `lang` on `<html>`; no JSON-LD, no Open Graph, and a
`<meta name="author" content="Ezerzeme">` on every page (the paper as author).

Dates are printed "03.12.2026." (day.month.year with a trailing full stop), sometimes with the time, and "Labots:
04.12.2026." on an edited story; the header of every page prints the **current issue** ("Nr. 48 (1536), 2026. gada
3. decembris"), also above the older stories. Credits: "Autore: Inese Kokina" beside "Foto: autores", "Teksts un foto:
Pēteris Strods", "Sarunājās Inese Kokina", "LETA", "Krāslavas novada pašvaldības informācija" (no person), a plain name
for the Latgalian column. Markup of three ages: `<p>`, a council notice whose paragraphs are separated by `<br /><br />`,
an interview pasted from Word (`<p class="MsoNormal"><span style=…>`), and a 2019 story in `<p align="justify">`. One
story is in **Latgalian** (`<div lang="ltg">`) under the site's Latvian chrome. A removed story answers 200 with
"Raksts nav atrasts" (soft 404)."""

from __future__ import annotations

from common import Base, dotted, lv_date, lv_weekday, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.ezerzeme.test"
ARTS = ["school", "roads", "latgalian", "council", "leta", "volleyball", "beekeeper", "old"]
ISSUE = "Nr. 48 (1536), 2026. gada 3. decembris"
MSO = '<p class="MsoNormal" style="text-align:justify"><span style="font-size:12.0pt;font-family:&quot;Times New Roman&quot;,serif">'


class Ezerzeme(Base):
    origin = ORIGIN
    name = "Ezerzeme"
    prefix = "ezz"
    language = "lv"
    encoding = "cp1257"
    content_type = "text/html"
    relative = True

    def href(self, key_or_path: str) -> str:
        if key_or_path == "home":
            return "./"
        return super().href(key_or_path)

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ezz",
            [
                "td.menu a",
                ".virsraksts",
                ".teksts p",
                ".datums",
                ".autors",
                "td.labais",
                ".jaunakie li",
                "table.apaksa td",
                ".sludinajums",
                "#cookie",
            ],
            220,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Ezerzeme – Krāslavas un Dagdas novada laikraksts",
                "old-cms-home",
                list=["school", "roads", "latgalian", "council", "volleyball", "leta"],
                more="novads",
            )
        )
        add(
            page(
                "novads",
                "/index.php?sadala=novads",
                "section",
                "Novadā",
                "old-cms-category",
                list=["school", "roads", "council", "latgalian"],
                more="novads2",
            )
        )
        add(
            page(
                "novads2",
                "/index.php?sadala=novads&lpp=2",
                "section",
                "Novadā",
                "old-cms-category-page2",
                list=["beekeeper", "leta"],
            )
        )
        add(
            page(
                "tag",
                "/index.php?atslegvards=ce%EFi",
                "tag",
                "Atslēgvārds: ceļi",
                "keyword-page-cp1257-percent-encoded",
                list=["roads", "council"],
            )
        )
        add(
            page(
                "author",
                "/index.php?autors=7",
                "author",
                "Inese Kokina",
                "author-articles",
                list=["school", "beekeeper"],
            )
        )
        add(
            page(
                "search",
                "/index.php?meklet=skola",
                "search",
                "Meklēšanas rezultāti: skola",
                "search-results",
                list=["school"],
            )
        )
        add(
            page(
                "soft404",
                "/index.php?raksts=3999",
                "not-found",
                "Raksts nav atrasts",
                "soft-404-200",
                [
                    "Pieprasītais raksts nav atrasts vai ir dzēsts. Lūdzu, izmantojiet meklēšanu vai atgriezieties sākumlapā."
                ],
            )
        )
        add(
            page(
                "classifieds",
                "/index.php?sadala=sludinajumi",
                "classifieds",
                "Sludinājumi",
                "classified-ads-list",
                [
                    "Sludinājumus pieņemam redakcijā Krāslavā, Rīgas ielā 51, darba dienās no 8 līdz 17, pa tālruni 65622222 vai e-pastā. Sludinājums laikrakstā un interneta vietnē – 3 eiro.",
                    "## Pārdod",
                    "- Pārdod sausu malku (bērzs, alksnis), ar piegādi Krāslavas un Dagdas novadā. Tālr. 26111111.",
                    "- Pārdod kartupeļus ('Laura', 'Vineta'), 10 kg – 4 eiro. Dagda, tālr. 29222222.",
                    "- Pārdod 2012. g. VW Golf, dīzelis, TA līdz 2027. gada augustam. Tālr. 28333333.",
                    "## Pērk",
                    "- Pērk mežu īpašumā vai izciršanai, lauksaimniecības zemi. Samaksa tūlītēja. Tālr. 26444444.",
                    "- Pērk liellopus, jaunlopus, aitas. Svari. Tālr. 29555555.",
                    "## Dažādi",
                    "- Skursteņslauķis Krāslavā un apkārtnē. Tālr. 26666666.",
                    "- Pazudis melns kaķis ar baltu kaklu Indras ielas apkārtnē. Atradējam atlīdzība. Tālr. 27777777.",
                ],
            )
        )
        add(
            page(
                "about",
                "/index.php?lapa=redakcija",
                "about",
                "Redakcija",
                "imprint-contacts",
                [
                    "Laikraksts „Ezerzeme” iznāk kopš 1991. gada. Tas ir Krāslavas un Dagdas novada nedēļas laikraksts, kas iznāk ceturtdienās.",
                    "- Galvenā redaktore: Vija Stepiņa",
                    "- Žurnālisti: Inese Kokina, Pēteris Strods, Aivars Pudāns",
                    "- Maketētājs: Juris Sondors",
                    "Adrese: Rīgas iela 51, Krāslava, LV-5601. Tālr. 65622222. E-pasts: redakcija@ezerzeme.test",
                    "Izdevējs: SIA „Ezerzeme”. Laikraksts iespiests SIA „Latgales druka”. Metiens 2900 eksemplāru.",
                ],
            )
        )

        # --- stories (all windows-1257) -------------------------------------------------------------------------
        add(
            story(
                "school",
                "/index.php?raksts=4521",
                "Dagdas vidusskolā atklāta atjaunotā sporta zāle",
                "2026-12-03",
                None,
                dotted("2026-12-03 15:42", with_time=True),
                ["Inese Kokina"],
                [
                    "Pagājušajā piektdienā Dagdas vidusskolā svinīgi atklāja atjaunoto sporta zāli. Remontdarbi ilga vairāk nekā gadu, un to laikā skolēniem sporta stundas nācās aizvadīt kultūras nama zālē vai laukumā pie skolas.",
                    "Zālē nomainīts grīdas segums, siltināti griesti un sienas, uzstādīts jauns apgaismojums un ventilācijas sistēma. Atjaunotas arī ģērbtuves un dušas telpas, kas iepriekš bija ļoti sliktā stāvoklī.",
                    "Skolas direktore Ilze Dzalbe pateicās novada pašvaldībai un būvniekiem. „Bērni to gaidīja ļoti ilgi. Tagad mums ir zāle, kurā var rīkot ne tikai sporta stundas, bet arī novada sacensības,” sacīja direktore.",
                    "FIG: Jaunā sporta zāle | Skolēni un skolotāji atjaunotajā zālē. Foto: autores",
                    "Remontdarbu izmaksas bija aptuveni 410 tūkstoši eiro, no kuriem lielāko daļu sedza valsts mērķdotācija, bet pārējo – pašvaldība.",
                    "Atklāšanas pasākumā uzstājās skolas deju kolektīvs, bet pēc tam notika pirmā volejbola spēle starp skolēnu un skolotāju komandām. Uzvarēja skolēni – ar rezultātu 2:1.",
                ],
                "autore-with-photo-by-the-author",
                section="Novadā",
                byline="Autore: Inese Kokina",
                photo="Foto: autores",
                views=312,
                local="2026-12-03 15:42",
            )
        )
        add(
            story(
                "roads",
                "/index.php?raksts=4518",
                "Ceļa Krāslava–Dagda remonts atlikts līdz 2028. gadam",
                "2026-12-03",
                None,
                dotted("2026-12-03 10:05", with_time=True),
                ["Pēteris Strods"],
                [
                    "Valsts reģionālā autoceļa Krāslava–Dagda posma pārbūve, kas bija plānota nākamajā vasarā, atlikta vismaz līdz 2028. gadam. To apliecināja VSIA „Latvijas Valsts ceļi” Latgales reģiona pārstāvis.",
                    "Ceļa posms starp Andrupeni un Dagdu ir viens no sliktākajiem novadā. Pavasaros tajā veidojas dziļas bedres, un autobusu vadītāji jau vairākkārt sūdzējušies par bojātām riepām.",
                    "Pēc ceļu uzņēmuma sniegtās informācijas, remonts atlikts finansējuma trūkuma dēļ. Nākamgad posmā tiks veikta tikai bedrīšu labošana un ceļa zīmju nomaiņa.",
                    "Dagdas pagasta iedzīvotāja Marija Ločmele stāsta, ka uz darbu Krāslavā brauc katru dienu. „Es braucu ar 40 kilometriem stundā, citādi var palikt bez riteņa. Mums katru gadu sola, ka būs remonts, bet nekas nemainās,” viņa saka.",
                    "Novada dome nolēmusi vērsties Satiksmes ministrijā ar lūgumu iekļaut ceļa pārbūvi prioritāro projektu sarakstā.",
                ],
                "teksts-un-foto-credit-edited-next-day",
                section="Novadā",
                byline="Teksts un foto: Pēteris Strods",
                edited="04.12.2026.",
                views=587,
                keyword=True,
                local="2026-12-03 10:05",
            )
        )
        add(
            story(
                "latgalian",
                "/index.php?raksts=4520",
                "Zīmys vokori Dagdys bibliotekā",
                "2026-12-03",
                None,
                dotted("2026-12-03 12:30", with_time=True),
                ["Ontons Kūkuojs"],
                [
                    "Kod uorā tymsa īsastuoj jau četrūs piec pušdīnys, Dagdys bibliotekā sasalosa ļaudis, kurim patīk runuot latgaliski. Ik ūtardīnys vokorā te skaņ dzīsmis, stuosti i vacuos pasokys.",
                    "Vokorus voda bibliotekare Vera Mukāne. „Mes gribim, kab bārni dzierdātu volūdu, kū runuoja jūs vacvacuoki. Školā latgaliski muoca moz, a sātā vys mozuok,” jei stuosta.",
                    "Pyrmūs vokorūs atguoja tikai pīci cylvāki, a niu jau sasalosa kaidi divdesmit. Atīt i jauni vacuoki ar bārnim, i seņūri, kuri zyna daudz dzīsmu nu sovys jaunibys.",
                    "Decembra beigās bibliotekā byus Zīmyssvātku vokors, kurā skanēs dzīsmis latgaliski i byus īspēja nūgaršuot tradicionaluos kļockys.",
                ],
                "latgalian-column-under-latvian-chrome",
                section="Latgaliski",
                byline="Ontons Kūkuojs",
                views=164,
                lang="ltg",
                local="2026-12-03 12:30",
            )
        )
        add(
            story(
                "council",
                "/index.php?raksts=4515",
                "Novada domes sēdē apstiprina jaunus maksas pakalpojumus",
                "2026-12-02",
                None,
                dotted("2026-12-02 09:00"),
                [],
                [
                    "Krāslavas novada domes kārtējā sēdē 26. novembrī deputāti izskatīja 34 jautājumus.",
                    "Apstiprināti jauni maksas pakalpojumu cenrāži novada sporta un kultūras iestādēs. No 1. janvāra sporta zāles noma Krāslavā maksās 15 eiro stundā, bet kultūras nama lielās zāles noma – 40 eiro stundā.",
                    "Deputāti atbalstīja arī finansējuma piešķiršanu Kalniešu pagasta ūdensvada rekonstrukcijai un nolēma nodot atsavināšanai divus pašvaldībai nevajadzīgus nekustamos īpašumus Robežniekos.",
                    "Nākamā domes sēde notiks 17. decembrī. Ar sēžu protokoliem var iepazīties pašvaldības mājaslapā.",
                ],
                "municipality-credit-br-separated",
                section="Novadā",
                byline="Krāslavas novada pašvaldības informācija",
                br=True,
                views=221,
                keyword=True,
                local="2026-12-02 09:00",
            )
        )
        add(
            story(
                "leta",
                "/index.php?raksts=4509",
                "No janvāra pieaugs minimālā mēneša darba alga",
                "2026-12-01",
                None,
                dotted("2026-12-01 17:20"),
                [],
                [
                    "Valdība otrdien apstiprināja grozījumus noteikumos, kas paredz no nākamā gada 1. janvāra palielināt minimālo mēneša darba algu līdz 780 eiro.",
                    "Labklājības ministrijā lēš, ka minimālo algu saņem aptuveni 90 tūkstoši strādājošo, no kuriem daudzi strādā Latgalē.",
                    "Darba devēju organizācijas aicinājušas valdību vienlaikus samazināt darbaspēka nodokļus, lai algu kāpums nepalielinātu ēnu ekonomiku.",
                ],
                "agency-reprint-leta",
                section="Latvijā",
                byline="LETA",
                views=403,
                local="2026-12-01 17:20",
            )
        )
        add(
            story(
                "volleyball",
                "/index.php?raksts=4506",
                "Krāslavas volejbolisti uzvar Latgales kausa posmā",
                "2026-11-30",
                None,
                dotted("2026-11-30 20:15", with_time=True),
                ["Aivars Pudāns"],
                [
                    "Svētdien Preiļos notika Latgales kausa volejbolā otrais posms, kurā piedalījās astoņas vīriešu komandas. Krāslavas sporta kluba „Ezers” volejbolisti izcīnīja pirmo vietu, finālā ar 3:1 pārspējot Rēzeknes komandu.",
                    "Komandas treneris Andris Višņevskis atzina, ka spēle nebija viegla. „Pirmajā setā mēs zaudējām, jo bijām pārāk nervozi. Pēc tam puiši saņēmās un spēlēja gudri,” viņš stāstīja.",
                    "Par turnīra vērtīgāko spēlētāju atzīts krāslavietis Edgars Zarāns.",
                    "Kopvērtējumā pēc diviem posmiem Krāslavas komanda ieņem otro vietu. Nākamais posms notiks janvārī Ludzā.",
                ],
                "plain-name-photo-from-club",
                section="Sports",
                byline="Aivars Pudāns",
                photo="Foto: no kluba arhīva",
                views=198,
                local="2026-11-30 20:15",
            )
        )
        add(
            story(
                "beekeeper",
                "/index.php?raksts=4490",
                "Biškopis Jāzeps Vaivods: „Bites laika maiņu sajūt pirmās”",
                "2026-11-26",
                None,
                dotted("2026-11-26 08:30"),
                ["Inese Kokina"],
                [
                    "Aglonas pagasta biškopis Jāzeps Vaivods ar bitēm strādā jau 40 gadus. Šobrīd viņa dravā ir 120 saimes, un medu no Aglonas pērk ne tikai Latvijā, bet arī Vācijā.",
                    "Q: Kā bites pārziemos šogad? || Rudens bija silts un garš, tāpēc bites ilgi lidoja un patērēja daudz barības. Esmu tām devis papildu cukura sīrupu. Ja ziema būs vienmērīga, bez lieliem atkušņiem, viss būs kārtībā.",
                    "Q: Vai klimata pārmaiņas jūtat arī dravā? || Noteikti. Liepas zied agrāk nekā agrāk, un dažus gadus pavasaris ir tik ātrs, ka bites nepaspēj sagatavoties. Bites laika maiņu sajūt pirmās – pirms vēl cilvēki to pamana.",
                    "Q: Ko jūs ieteiktu jauniem biškopjiem? || Nesākt ar daudz saimēm. Pietiek ar divām vai trim, lai saprastu, kā bites dzīvo. Un obligāti jāatrod kāds pieredzējis biškopis, pie kura var pajautāt padomu.",
                    "Jāzeps Vaivods savu medu piedāvās arī Krāslavas Ziemassvētku tirdziņā, kas notiks 19. decembrī.",
                ],
                "word-paste-qa-older-issue",
                section="Novadā",
                byline="Sarunājās Inese Kokina",
                word=True,
                views=745,
                local="2026-11-26 08:30",
            )
        )
        add(
            story(
                "old",
                "/index.php?raksts=2874",
                "Aglonas bazilikā noslēgusies ērģeļu restaurācija",
                "2019-11-14",
                None,
                dotted("2019-11-14 11:20"),
                ["Anna Rudzīte"],
                [
                    "Aglonas Vissvētākās Jaunavas Marijas debesīs uzņemšanas bazilikā noslēgusies vairāk nekā divus gadus ilgusī ērģeļu restaurācija. Svētdien, 17. novembrī, plkst. 12 atjaunotās ērģeles skanēs pirmajā koncertā.",
                    "Restaurāciju veica ērģeļbūves meistari no Rīgas. Viņi nomainīja vairāk nekā 600 stabules, atjaunoja spēles galdu un koka korpusu, kas bija cietis no mitruma.",
                    "Darbi izmaksāja 180 tūkstošus eiro. Līdzekļus piešķīra Valsts kultūrkapitāla fonds, Aglonas novada dome un ziedotāji no Latvijas un ārzemēm.",
                    "Koncertā uzstāsies ērģelniece Ināra Bērziņa un Aglonas bazilikas koris.",
                ],
                "archive-2019-justify-paragraphs-current-issue-header",
                section="Kultūra",
                byline="Anna Rudzīte",
                justify=True,
                views=2841,
                local="2019-11-14 11:20",
            )
        )

    # --- templates (a 2000s table layout) ------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        desc = self.lede(doc) if doc.is_article else "Krāslavas un Dagdas novada ziņas, sports, kultūra, sludinājumi."
        return f"""<meta http-equiv="Content-Type" content="text/html; charset=windows-1257">
<meta http-equiv="Content-Language" content="lv">
<title>{esc(doc.title)} :: Ezerzeme</title>
<meta name="description" content="{esc(desc)}">
<meta name="keywords" content="Krāslava, Dagda, Aglona, Latgale, ziņas, laikraksts, {esc(doc.section.lower() if doc.section else "sludinājumi")}">
<meta name="author" content="Ezerzeme">
<meta name="robots" content="index,follow">
<link rel="shortcut icon" href="favicon.ico">
<link rel="stylesheet" type="text/css" href="css/stils.css">"""

    def frame(self, doc: Doc, main: str) -> str:
        rows = []
        for k, t in (
            ("home", "Sākums"),
            ("novads", "Novadā"),
            ("/index.php?sadala=latvija", "Latvijā"),
            ("/index.php?sadala=sports", "Sports"),
            ("/index.php?sadala=kultura", "Kultūra"),
            ("/index.php?sadala=latgaliski", "Latgaliski"),
            ("classifieds", "Sludinājumi"),
            ("/index.php?sadala=lidzjutiba", "Līdzjūtības"),
            ("about", "Redakcija"),
            ("/index.php?lapa=abonesana", "Abonēšana"),
        ):
            rows.append(f'<tr><td class="menu">{self.a(k, t, "nav")}</td></tr>')
        menu = "".join(rows)
        newest = "".join(
            f'<li>{self.a(k, self.docs[k].title, "aside")} <span class="datums">{dotted(self.docs[k].extra["local"])}</span></li>'
            for k in ["school", "latgalian", "roads", "council", "leta", "volleyball"]
            if k != doc.key
        )
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
{self.head(doc)}
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="js/swfobject.js"></script>
<script type="text/javascript">
function uzlogu(url) {{ window.open(url, 'foto', 'width=820,height=640,scrollbars=yes'); return false; }}
</script>
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<div id="cookie" style="background:#ffe;padding:4px;font-size:11px">Šī vietne izmanto sīkdatnes. Turpinot lietot vietni, jūs piekrītat sīkdatņu izmantošanai. <a href="index.php?lapa=sikdatnes">Vairāk</a> <a href="#" onclick="document.getElementById('cookie').style.display='none';return false;">[Aizvērt]</a></div>
<table width="960" border="0" align="center" cellpadding="0" cellspacing="0">
<tr><td colspan="3" class="galva"><a href="./"><img src="images/ezerzeme_logo.gif" width="400" height="90" border="0" alt="Ezerzeme"></a><span class="numurs">{ISSUE}</span></td></tr>
<tr><td colspan="3" class="reklama"><div id="flashbanner"><a href="http://www.latgales-mebeles.test/" target="_blank"><img src="banners/mebeles_728x90.gif" width="728" height="90" border="0" alt="Reklāma"></a></div></td></tr>
<tr>
<td width="170" valign="top" class="kreisais"><table width="170" border="0" cellpadding="3" cellspacing="0">{menu}</table>
<form action="index.php" method="get" class="mekl"><input type="text" name="meklet" size="14"> <input type="submit" value="Meklēt"></form>
<p class="maz">{self.a("search", "Biežāk meklētais: skola", "nav")}</p></td>
<td width="600" valign="top" class="vidus">
{main}
</td>
<td width="190" valign="top" class="labais">
<b>Jaunākie raksti</b><ul class="jaunakie">{newest}</ul>
<b>Atslēgvārdi</b><br>{self.a("tag", "ceļi", "aside")}, <a href="index.php?atslegvards=skola">skola</a>, <a href="index.php?atslegvards=dome">dome</a>, <a href="index.php?atslegvards=sports">sports</a>
<br><br><b>Aptauja</b><br>Vai jūs abonējat „Ezerzemi” 2027. gadam?<br><input type="radio" name="apt"> Jā<br><input type="radio" name="apt"> Vēl nē<br><input type="submit" value="Balsot">
<br><br><a href="index.php?lapa=abonesana"><img src="banners/abone_2027.gif" width="180" height="150" border="0" alt="Abonē Ezerzemi 2027. gadam!"></a>
</td>
</tr>
<tr><td colspan="3"><table class="apaksa" width="100%"><tr><td>© 2003–2026 SIA „Ezerzeme”. Pārpublicēšanas gadījumā atsauce uz „Ezerzemi” obligāta. | {self.a("about", "Kontakti", "footer")} | <a href="index.php?lapa=rss">RSS</a> | Izstrāde: <a href="http://www.webstudija.test/">WebStudija</a></td></tr></table></td></tr>
</table>
<script type="text/javascript">
var gaJsHost = (("https:" == document.location.protocol) ? "https://ssl." : "http://www.");
document.write(unescape("%3Cscript src='" + gaJsHost + "google-analytics.com/ga.js' type='text/javascript'%3E%3C/script%3E"));
</script>
<script type="text/javascript">try {{ var pageTracker = _gat._getTracker("UA-4412345-1"); pageTracker._trackPageview(); }} catch(err) {{}}</script>
</body>
</html>"""

    def body_html(self, doc: Doc) -> str:
        if doc.extra.get("br"):
            return (
                '<div class="teksts">\n'
                + "<br /><br />\n".join(self.inline(b[1]) for b in doc.blocks if b[0] == "p")
                + "\n</div>"
            )
        if doc.extra.get("word"):
            return '<div class="teksts">\n' + self.blocks(doc, p_tag=MSO, p_end="</span></p>") + "\n</div>"
        if doc.extra.get("justify"):
            return '<div class="teksts">\n' + self.blocks(doc, p_tag='<p align="justify">') + "\n</div>"
        inner = self.blocks(doc)
        if doc.extra.get("lang"):
            return f'<div class="teksts" lang="{doc.extra["lang"]}">\n{inner}\n</div>'
        return f'<div class="teksts">\n{inner}\n</div>'

    def story_main(self, doc: Doc) -> str:
        photo = f' <span class="foto">{esc(doc.extra["photo"])}</span>' if doc.extra.get("photo") else ""
        if doc.authors == ["Inese Kokina"]:
            label = doc.byline.removesuffix(" Inese Kokina")
            by = f"{esc(label)} {self.a('author', 'Inese Kokina', 'byline')}{photo}"
        else:
            by = f"{esc(doc.byline)}{photo}"
        edited = f' <span class="labots">Labots: {doc.extra["edited"]}</span>' if doc.extra.get("edited") else ""
        related = ""
        if doc.key == "old":
            related = f'<div class="saistitie"><b>Saistītie raksti:</b><ul><li>{self.a("soft404", "Aglonā sākas ērģeļu restaurācija", "related")} (21.06.2017.)</li></ul></div>'
        elif doc.extra.get("keyword"):
            related = f'<div class="saistitie"><b>Atslēgvārdi:</b> {self.a("tag", "ceļi", "tag")}, <a href="index.php?atslegvards=dome">dome</a></div>'
        section = (
            self.a("novads", doc.section, "breadcrumb")
            if doc.section == "Novadā"
            else f'<a href="index.php?sadala={doc.section.lower().replace("ā", "a").replace("ū", "u")}">{esc(doc.section)}</a>'
        )
        return f"""<table class="raksts" width="100%" border="0" cellpadding="4" cellspacing="0">
<tr><td class="rubrika">{section}</td></tr>
<tr><td><h1 class="virsraksts">{esc(doc.title)}</h1></td></tr>
<tr><td><span class="datums">{doc.stamp}</span>{edited} | <span class="autors">{by}</span></td></tr>
<tr><td>
<img src="foto/raksti/{doc.path.rsplit("=", 1)[-1]}_1.jpg" width="400" height="267" border="0" alt="" align="right" hspace="6" onclick="return uzlogu(this.src);">
{self.body_html(doc)}
</td></tr>
<tr><td class="skatits">Skatīts: {doc.extra["views"]} reizes | <a href="javascript:window.print()">Drukāt</a> | <a href="index.php?lapa=sutit&amp;raksts={doc.path.rsplit("=", 1)[-1]}">Nosūtīt draugam</a></td></tr>
<tr><td>{related}</td></tr>
<tr><td class="komentari"><b>Komentāri (0)</b><br>Komentēt var tikai reģistrēti lietotāji. <a href="index.php?lapa=registreties">Reģistrēties</a></td></tr>
</table>"""

    def listing_main(self, doc: Doc) -> str:
        rows = "".join(
            f'<tr><td class="datums" width="90" valign="top">{dotted(self.docs[k].extra["local"])}</td><td>{self.a(k, self.docs[k].title, "content")}<br><span class="ievads">{esc(self.lede(self.docs[k]))}</span></td></tr>'
            for k in doc.extra["list"]
        )
        head = f'<h1 class="virsraksts">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<h1 class="virsraksts">{esc(doc.title)}</h1><p>Autores raksti:</p>'
        elif doc.kind == "search":
            head = f'<h1 class="virsraksts">{esc(doc.title)}</h1><p>Atrasti 3 raksti. Rādīti 1–3.</p>'
            extra = '<table width="100%"><tr><td class="datums" width="90">12.09.2024.</td><td><a href="index.php?raksts=3902">Skolas gaitas sāk 412 pirmklasnieki</a></td></tr><tr><td class="datums">01.09.2022.</td><td><a href="index.php?raksts=3411">Skolās sākas jaunais mācību gads</a></td></tr></table>'
        elif doc.key == "home":
            head = f'<h1 class="virsraksts" style="font-size:14px">{esc(doc.title)}</h1><p class="numurs">Šonedēļ laikrakstā: {ISSUE}</p>'
            extra = (
                f'<div class="arhivs"><b>No arhīva: pirms 7 gadiem „Ezerzemē”</b><br>{self.a("old", self.docs["old"].title, "content")} <span class="datums">14.11.2019.</span></div>'
                f'<div class="sludinajums"><b>Sludinājumi</b><br>{self.a("classifieds", "Pārdod, pērk, dažādi – visi sludinājumi", "content")}</div>'
                f'<div class="intervija">{self.a("beekeeper", "Biškopis Jāzeps Vaivods: „Bites laika maiņu sajūt pirmās”", "content")} <span class="datums">26.11.2026.</span></div>'
            )
        pager = ""
        if doc.key == "novads":
            pager = f'<p class="lapas">Lapa: <b>1</b> {self.a("novads2", "2", "pagination")} <a href="index.php?sadala=novads&amp;lpp=3">3</a> {self.a("novads2", "Nākamā »", "pagination")}</p>'
        elif doc.key == "novads2":
            pager = f'<p class="lapas">Lapa: {self.a("novads", "« Iepriekšējā", "pagination")} {self.a("novads", "1", "pagination")} <b>2</b> <a href="index.php?sadala=novads&amp;lpp=3">3</a></p>'
        elif doc.key == "home":
            pager = f'<p class="lapas">{self.a("novads", "Visas novada ziņas »", "content")}</p>'
        return f'{head}<table width="100%" border="0" cellpadding="3" cellspacing="0" class="saraksts">{rows}</table>{extra}{pager}'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            return f'<h1 class="virsraksts">{esc(doc.title)}</h1>\n{html}\n<p>{self.a("home", "Uz sākumlapu", "content")}</p>'
        if doc.kind == "classifieds":
            return f'<h1 class="virsraksts">{esc(doc.title)}</h1><p class="datums">Sludinājumi no {lv_weekday("2026-12-03 00:00")}, {lv_date("2026-12-03", with_time=False)} laikraksta</p>\n<div class="sludinajums">{html}</div>'
        return f'<h1 class="virsraksts">{esc(doc.title)}</h1>\n{html}\n'
