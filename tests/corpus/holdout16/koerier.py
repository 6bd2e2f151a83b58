# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; dashes, quotes and Cyrillic letters are the languages' own)
"""Die Karoo-Koerier: an Afrikaans town paper on SPIP 4 (squelettes-dist markup: #contenu, .cartouche,
.surlignable, .chapo, .texte, .info-publi, /articleNNN.html, /rubriqueN.html, /motN.html, /auteurN.html,
spip.php?page=recherche), windows-1252 declared only in the HTTP Content-Type. A metadata plugin writes
og:type=website on every page, the stories included; no JSON-LD. Service pages are SPIP articles too."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc


def svc(key: str, path: str, kind: str, title: str, shape: str, lines: list[str], stamp: str, **extra: object) -> Doc:
    """A service page kept as a SPIP article (same template, info-publi line, but not a story)."""
    return page(key, path, kind, title, shape, lines, story_template=True, stamp=stamp, **extra)


class Koerier(Base):
    origin = "https://www.karookoerier.test"
    name = "Die Karoo-Koerier"
    prefix = "kk"
    language = "af"
    encoding = "windows-1252"
    content_type = "text/html; charset=windows-1252"
    relative = True  # SPIP's dist templates write hrefs relative to the site root page

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kk",
            [
                "#page",
                ".header",
                ".nav",
                "#contenu",
                ".cartouche",
                ".chapo",
                ".texte",
                ".aside",
                ".footer",
                ".menu-liste",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Die Karoo-Koerier",
                "spip-sommaire",
                list=["brand", "brief", "water", "fotos", "boer", "rubriek"],
            )
        )
        add(
            page(
                "nuus",
                "/rubrique2.html",
                "section",
                "Nuus",
                "spip-rubrique",
                list=["brand", "brief", "water", "fotos", "boer"],
                more="nuus2",
                old=["/article401.html", "/article398.html"],
            )
        )
        add(
            page(
                "nuus2",
                "/rubrique2.html?debut_articles=5",
                "section",
                "Nuus",
                "spip-rubrique-page-2",
                list=["skool"],
                prev="nuus",
                old=["/article396.html", "/article391.html", "/article387.html", "/article385.html"],
            )
        )
        add(
            page(
                "mot",
                "/mot14.html",
                "tag",
                "Droogte",
                "spip-mot",
                list=["boer", "water", "skool"],
                old=["/article377.html"],
            )
        )
        add(
            page(
                "auteur",
                "/auteur6.html",
                "author",
                "Annelie Botha",
                "spip-auteur",
                list=["water", "brand"],
                old=["/article396.html", "/article380.html"],
            )
        )
        add(
            page(
                "soek",
                "/spip.php?page=recherche&recherche=biblioteek",
                "search",
                "Soek: biblioteek",
                "spip-recherche",
                list=["rubriek", "skool"],
                old=["/article352.html"],
            )
        )
        add(
            story(
                "water",
                "/article412.html",
                "Munisipaliteit verhoog watertarief met nege persent",
                "2026-12-01",
                "2026-12-01T07:45:00Z",
                "Dinsdag 1 Desember 2026",
                ["Annelie Botha", "Pieter van Wyk"],
                [
                    "Huishoudings in Graaff-Reinet sal vanaf Januarie nege persent meer vir water betaal nadat die raad Maandagaand ná 'n lang debat die nuwe tariewe goedgekeur het.",
                    "Die voorstel is met elf stemme teen sewe aanvaar. Raadslede van die opposisie het gevra dat die verhoging in twee fases ingestel word, maar dié wysiging is verwerp.",
                    "Volgens die munisipale bestuurder, Thabo Mkhize, is die geld nodig om die ou pyplyn van die Nqweba-dam te herstel. ‘Ons verloor elke dag ongeveer 'n derde van ons water deur lekkasies,’ het hy gesê.",
                    "## Wat dit vir jou beteken",
                    "'n Gesin wat 15 kiloliter per maand gebruik, sal omtrent R48 meer betaal. Pensioenarisse wat by die munisipaliteit as deernisgevalle geregistreer is, kry steeds die eerste ses kiloliter gratis.",
                    "Die Belastingbetalersvereniging het die besluit gekritiseer. Sy voorsitter, Hester Swanepoel, sê inwoners betaal reeds vir water wat hulle nie kry nie. ‘Die krane in Umasizakhe was verlede maand vir nege dae droog,’ het sy gesê.",
                    "Die raad sal die tariewe in Februarie weer hersien as die [[mot|droogte]] voortduur. Inwoners kan tot 15 Desember skriftelik kommentaar lewer.",
                ],
                "two-authors-en",
                byline="deur [[auteur|Annelie Botha]] en [[/auteur9.html|Pieter van Wyk]]",
                tags=[("mot", "Droogte"), ("/mot3.html", "Munisipaliteit")],
            )
        )
        add(
            story(
                "brief",
                "/article415.html",
                "N9 by Kamdeboo-pas vir twee dae gesluit",
                "2026-12-02",
                "2026-12-02T05:10:00Z",
                "Woensdag 2 Desember 2026",
                [],
                [
                    "Die N9 tussen Graaff-Reinet en Aberdeen sal Donderdag en Vrydag tussen 08:00 en 17:00 by die Kamdeboo-pas gesluit wees terwyl 'n rotsstorting opgeruim word. Verkeer word oor die R338 herlei.",
                    "SIGN: Bron: NNA",
                ],
                "agency-brief",
                byline="deur NNA",
            )
        )
        add(
            story(
                "boer",
                "/article409.html",
                "‘Ons tel elke druppel’: 'n skaapboer oor die droogte",
                "2026-11-30",
                "2026-11-30T12:20:00Z",
                "Maandag 30 November 2026",
                ["Marietjie Louw"],
                [
                    "Gert Olivier boer al 34 jaar met Merino's op Rietvlei, 40 kilometer noord van die dorp. Hy het die helfte van sy kudde verkoop sedert die laaste goeie reën in Februarie 2025. Marietjie Louw het met hom gepraat.",
                    "Q: Hoe lyk die veld vandag? || Ek het nog nooit so min gras in November gesien nie. Die karoobossies staan nog, maar hulle is grys. Ons voer elke dag, en die voer kos my nou meer as wat die wol inbring.",
                    "Q: Waarom het u die skape verkoop? || Dit was die moeilikste besluit van my lewe. My pa het die kudde opgebou. Maar as jy wag tot die diere maer is, kry jy niks vir hulle nie. Ek het die ooie gehou wat ek die langste ken.",
                    "Q: Help die regering? || Daar was 'n voersubsidie in Augustus, maar die vorms was so ingewikkeld dat baie bure nie eers aansoek gedoen het nie. Die boerevereniging help nou mense om dit in te vul.",
                    "Q: Wat hou u aan die gang? || My kleinkinders. En die wete dat dit al voorheen so droog was. In 1992 het my pa ook gedink dis die einde, en toe reën dit in Maart.",
                    "Q: Wat vra u van die dorpsmense? || Koop plaaslike vleis as julle kan, en moenie water mors nie. Ons is almal aan dieselfde dam gekoppel.",
                ],
                "qa-interview",
                byline="deur [[/auteur4.html|Marietjie Louw]]",
                tags=[("mot", "Droogte"), ("/mot8.html", "Landbou")],
            )
        )
        add(
            story(
                "rubriek",
                "/article407.html",
                "Die dorp het sy biblioteek nodig, nie nog 'n parkeerterrein nie",
                "2026-11-28",
                "2026-11-28T06:00:00Z",
                "Saterdag 28 November 2026",
                ["Johan Steyn"],
                [
                    "Toe ek 'n seun was, was die biblioteek in Kerkstraat die enigste plek in die dorp waar niemand jou gevra het wat jy kom doen nie. Jy kon net sit en lees. Ek het daar Langenhoven ontdek, en later Jules Verne, en op 'n reënerige Saterdag die atlas wat my laat besluit het om onderwyser te word.",
                    "Nou wil die raad die gebou sloop en die grond as parkeerterrein vir die nuwe winkelsentrum verhuur. Die argument is dat die biblioteek in 'n kleiner lokaal in die ou poskantoor kan intrek, en dat die huur R22 000 per maand sal inbring.",
                    "Ek verstaan die geldnood. Elke huishouding in die dorp voel dit. Maar 'n biblioteek se waarde lê nie net in sy boeke nie. Dit is die enigste plek met gratis internet vir skoliere uit Kroonvale en Umasizakhe. Dit is waar ouer mense hul pensioenvorms kom invul, en waar die leesklub elke Woensdag vergader.",
                    "Die ou poskantoor het nie 'n toilet wat werk nie, geen rolstoeltoegang nie en plek vir miskien 'n derde van die huidige versameling. Wat gebeur met die res? Niemand by die vergadering kon dit beantwoord nie.",
                    "## Daar is ander opsies",
                    "Die gebou se dak lek, dis waar. Maar die Erfenisstigting het al twee keer aangebied om die herstel te help befonds, en die raad het nooit geantwoord nie. 'n Deel van die gebou kan ook aan 'n koffiewinkel verhuur word, soos in Cradock gedoen is.",
                    "Parkeerplek is daar genoeg: die terrein agter die ou sentrale skool staan al vyf jaar leeg. Dit is nader aan die winkelsentrum as die biblioteek.",
                    "Ek vra die raadslede om eers die biblioteek te gaan besoek voor hulle stem. Gaan sit 'n middag daar. Kyk wie daar kom, en vra hulle waarheen hulle sal gaan as die deure toemaak.",
                    "'n Dorp wat sy biblioteek verkoop om motors te parkeer, sê vir sy kinders wat hy regtig waardeer. Ek hoop ons is beter as dit.",
                    'RAW:<p class="signoff" style="text-align:right"><strong>Johan Steyn</strong></p>',
                    "NOTE: Johan Steyn is 'n afgetrede onderwyser en woon al 41 jaar in Graaff-Reinet. Menings in rubrieke is nie noodwendig dié van Die Karoo-Koerier nie.",
                ],
                "opinion-signed-at-end",
                byline="deur [[/auteur2.html|Gasrubriek]]",
                rub=("/rubrique4.html", "Menings"),
                tags=[("/mot21.html", "Biblioteek")],
            )
        )
        add(
            story(
                "fotos",
                "/article410.html",
                "Foto's: Skoolrugbyfees trek honderde na Union",
                "2026-11-30",
                "2026-11-30T15:30:00Z",
                "Maandag 30 November 2026",
                ["Kobus Nel"],
                [
                    "FIG: Rugbyspelers in 'n skrum | Die o.13-span van Volkskool in 'n skrum teen Cradock.",
                    "FIG: Toeskouers op die pawiljoen | Ouers en oud-leerlinge het die pawiljoen Saterdag vol gesit.",
                    "Sestien skole uit die Karoo het Saterdag aan die jaarlikse feesdag op die Union-veld deelgeneem. Die opbrengs van die kosstalletjies gaan na die skool se nuwe skrumwa.",
                    "SIGN: Foto's: Kobus Nel",
                ],
                "photo-story",
                byline="Foto's: Kobus Nel",
                rub=("/rubrique3.html", "Sport"),
            )
        )
        add(
            story(
                "brand",
                "/article417.html",
                "Brand vernietig koöperasie se voerstoor",
                "2026-12-02",
                "2026-12-01T22:40:00Z",
                "Woensdag 2 Desember 2026",
                ["Ruan Pretorius"],
                [
                    "'n Brand het vroeg vanoggend die voerstoor van die Kamdeboo-koöperasie in Bourkestraat verwoes. Niemand is beseer nie.",
                    "Brandweermanne is net ná middernag ontbied nadat 'n wag rook uit die dak sien kom het. Vier voertuie en 17 brandbestryders het tot byna vyfuur gewerk om te keer dat die vlamme na die hardewarewinkel langsaan versprei.",
                    "Die bestuurder, Deon Bester, skat dat voer ter waarde van R1,2 miljoen verbrand het. ‘Dit is die voer wat boere deur die droogte moes help,’ het hy gesê. ‘Ons praat reeds met verskaffers in die Oos-Kaap om die voorraad so gou moontlik aan te vul.’",
                    "Die oorsaak is nog onbekend. Die polisie sê daar is geen aanduiding van brandstigting nie, maar 'n ondersoek is geopen.",
                    "Boere wat voer bestel het, kan die koöperasie se kantoor by 049 555 0142 skakel.",
                ],
                "midnight-utc-previous-day",
                byline="deur [[/auteur11.html|Ruan Pretorius]]",
            )
        )
        add(
            story(
                "skool",
                "/article403.html",
                "Biblioteek-leesprogram vir laerskole uitgebrei",
                "2026-11-27",
                None,
                "Vrydag 27 November 2026",
                ["Elmarie Fourie"],
                [
                    "Die naskoolse leesprogram van die dorpsbiblioteek sal volgende jaar by vyf laerskole in plaas van twee aangebied word.",
                    "Die program, waarin vrywilligers twee middae per week saam met graad 3- en 4-leerders lees, het vanjaar 86 kinders bereik. Volgens die bibliotekaris, Susan Jacobs, het die leesvlak van die deelnemers gemiddeld met 'n jaar verbeter.",
                    "'n Skenking van die Karoo-Trust van R140 000 maak die uitbreiding moontlik. Nuwe vrywilligers word in Januarie opgelei; belangstellendes kan by die biblioteek inskryf.",
                    "Die toekoms van die biblioteekgebou self is nog onseker. Die raad stem in Februarie oor die voorstel om dit te verskuif.",
                ],
                "date-only-in-byline-text",
                byline_text="Gepubliseer Vrydag 27 November 2026 deur [[/auteur13.html|Elmarie Fourie]]",
                tags=[("mot", "Droogte"), ("/mot21.html", "Biblioteek")],
            )
        )
        add(
            svc(
                "regstel",
                "/article388.html",
                "corrections",
                "Regstellings en verduidelikings",
                "correction-page-article-template",
                [
                    "Die Karoo-Koerier streef daarna om akkuraat te wees. Wanneer ons 'n fout maak, erken ons dit hier en in die betrokke berig.",
                    "## 1 Desember 2026",
                    "In die berig ‘Munisipaliteit verhoog watertarief’ is aanvanklik gesê die voorstel is met twaalf stemme aanvaar. Dit was elf stemme teen sewe.",
                    "## 24 November 2026",
                    "In die berig oor die kerkbasaar is die naam van die orrelis verkeerd gespel. Sy is Hanlie du Toit, nie Hanli Du Toit nie.",
                    "## 17 November 2026",
                    "'n Foto-onderskrif by die berig oor die veeveiling het die verkeerde plaas genoem. Die ramme kom van Doornbosch, nie van Doornkloof nie.",
                    "Lesers wat 'n fout opmerk, kan die redaksie by regstellings@karookoerier.test kontak.",
                ],
                "Bygewerk: 1 Desember 2026",
            )
        )
        add(
            svc(
                "privaat",
                "/article5.html",
                "policy",
                "Privaatheidsbeleid",
                "policy-article-template",
                [
                    "Hierdie beleid verduidelik watter inligting Die Karoo-Koerier van besoekers en intekenaars versamel en hoe ons dit gebruik, in ooreenstemming met die Wet op die Beskerming van Persoonlike Inligting (POPIA).",
                    "## Watter inligting ons versamel",
                    "Wanneer jy inteken of 'n kommentaar plaas, stoor ons jou naam, e-posadres en, indien jy dit verskaf, jou telefoonnommer. Ons webbediener hou vir 30 dae logs van IP-adresse en besoekte bladsye.",
                    "## Koekies",
                    "Die webwerf gebruik 'n sessiekoekie vir die soekfunksie en, met jou toestemming, 'n ontledingskoekie wat ons help om te sien watter berigte gelees word. Advertensienetwerke plaas geen koekies op hierdie werf nie.",
                    "## Hoe ons die inligting gebruik",
                    "Ons gebruik jou e-posadres slegs om die weeklikse nuusbrief te stuur en om op navrae te antwoord. Ons verkoop of verhuur nooit persoonlike inligting aan derde partye nie.",
                    "## Jou regte",
                    "Jy kan te eniger tyd vra om jou inligting te sien, reg te stel of te skrap. Stuur 'n e-pos aan privaatheid@karookoerier.test; ons antwoord binne 30 dae.",
                    "## Inligtingsbeampte",
                    "Die redakteur, Annelie Botha, is die inligtingsbeampte van die koerant. Klagtes kan ook aan die Inligtingsreguleerder gerig word.",
                ],
                "Bygewerk: 3 Maart 2026",
            )
        )
        add(
            page(
                "roudiens",
                "/rubrique9.html",
                "obituaries",
                "Roudiens",
                "spip-rubrique-obituaries",
                [
                    'RAW:<ul class="liste-items roudiens">'
                    '<li class="item"><strong>Hendrik Jacobus (Hennie) Kotzé</strong> (1939–2026), van Graaff-Reinet, oorlede 28 November 2026. Roudiens Vrydag 4 Desember om 10:00 in die NG Moederkerk.</li>'
                    '<li class="item"><strong>Sophia Magdalena Ferreira</strong>, gebore Van Heerden (1944–2026), oorlede 27 November 2026. Gedenkdiens Saterdag 5 Desember om 11:00 in die Metodistekerk.</li>'
                    '<li class="item"><strong>Nomvula Grace Dyantyi</strong> (1958–2026), van Umasizakhe, oorlede 25 November 2026. Begrafnis Saterdag 5 Desember om 09:00 by die gemeenskapsaal.</li>'
                    '<li class="item"><strong>Petrus (Piet) Smit</strong> (1950–2026), van Aberdeen, oorlede 24 November 2026. Privaat verassing.</li>'
                    '<li class="item"><strong>Anna Louw</strong> (1931–2026), oorlede 22 November 2026 in Huis Kamdeboo. Roudiens reeds gehou.</li></ul>',
                    "Doodsberigte kan elke dag voor 12:00 by die kantoor in Kerkstraat 34 of per e-pos aan advertensies@karookoerier.test geplaas word. Die tarief is R180 vir 50 woorde.",
                ],
            )
        )
        add(
            page(
                "kontak",
                "/spip.php?page=contact",
                "contact",
                "Kontak die redaksie",
                "spip-formulaire-contact",
                [
                    "Die Karoo-Koerier, Kerkstraat 34, Graaff-Reinet 6280. Kantoorure: Maandag tot Vrydag 08:00–16:30.",
                    'RAW:<div class="formulaire_spip formulaire_ecrire_auteur"><form method="post" action="spip.php?page=contact"><input type="hidden" name="formulaire_action" value="ecrire_auteur"><label for="sujet">Onderwerp</label><input type="text" id="sujet" name="sujet_message_auteur"><label for="epos">Jou e-posadres</label><input type="email" id="epos" name="email_message_auteur"><label for="boodskap">Boodskap</label><textarea id="boodskap" name="texte_message_auteur" rows="8"></textarea><input type="submit" class="submit" value="Stuur"></form></div>',
                    "- Redaksie: 049 555 0100",
                    "- Advertensies en doodsberigte: 049 555 0101",
                    "- Intekening en aflewering: 049 555 0102",
                ],
            )
        )
        add(
            page(
                "weg",
                "/article399.html",
                "soft404",
                "Bladsy nie gevind nie",
                "soft404-at-article-url",
                [
                    "Die bladsy wat jy soek, bestaan nie meer nie of is geskuif.",
                    "Probeer ons soekfunksie, of gaan terug na die tuisblad vir die jongste nuus.",
                ],
            )
        )
        self.docs["water"].extra["text_link"] = ("weg", "Lees ook ons vorige berig oor die Nqweba-dam.")

    # templates
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="item{" on" if doc.key == k else ""}">{self.a(k, t, "chrome:nav")}</li>'
            for k, t in (
                ("home", "Tuis"),
                ("nuus", "Nuus"),
                ("/rubrique3.html", "Sport"),
                ("/rubrique4.html", "Menings"),
                ("roudiens", "Roudiens"),
                ("kontak", "Kontak"),
            )
        )
        recent = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>"
            for k in ("brand", "brief", "water", "fotos", "boer", "rubriek")
        )
        body_class = "page_article" if doc.is_article or doc.extra.get("story_template") else f"page_{doc.kind}"
        return f"""<!DOCTYPE html>
<html dir="ltr" lang="af" class="ltr af no-js">
<head>
<script type='text/javascript'>/*<![CDATA[*/(function(H){{H.className=H.className.replace(/\\bno-js\\b/,'js')}})(document.documentElement);/*]]>*/</script>
<title>{esc(doc.title)} - Die Karoo-Koerier</title>
<meta name="generator" content="SPIP 4.2.9">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Die Karoo-Koerier">
<meta property="og:title" content="{esc(doc.title)}">
<link rel="alternate" type="application/rss+xml" title="Sindikeer die hele werf" href="spip.php?page=backend">
<link rel="stylesheet" href="squelettes-dist/css/reset.css?1731002400" type="text/css">
<link rel="stylesheet" href="squelettes/css/koerier.css?1731002400" type="text/css">
<style>/*PAD*/</style>
</head>
<body class="pas_surlignable {body_class}">
<div class="page">
<div class="header" id="header"><div class="accueil">{self.a("home", "Die Karoo-Koerier", "chrome:header", 'rel="start home" class="spip_logo_site"', '<img class="spip_logo" src="IMG/logo/siteon0.png?1700000000" alt="" width="180" height="60"> <strong id="nom_site_spip">Die Karoo-Koerier</strong>')}<p id="slogan_site_spip">Nuus uit Graaff-Reinet en die Kamdeboo sedert 1911</p></div></div>
<div class="nav clearfix" id="nav"><ul class="menu-liste menu-items">{nav}</ul></div>
<div class="wrapper"><div class="content" id="contenu">
{main}
</div></div>
<div class="aside" id="navigation">
<div class="formulaire_spip formulaire_recherche" id="formulaire_recherche"><form action="spip.php?page=recherche" method="get"><input name="page" value="recherche" type="hidden"><label for="recherche">Soek:</label><input type="search" class="search text" name="recherche" id="recherche"><input type="submit" class="submit" value="&gt;&gt;"></form>
<p class="gewild">Gewilde soektog: {self.a("soek", "biblioteek", "chrome:rail")}</p></div>
<div class="menu"><h2>Laaste artikels</h2><ul class="menu-liste">{recent}</ul></div>
<div class="menu"><h2>Sleutelwoorde</h2><p>{self.a("mot", "Droogte", "chrome:rail")} · {self.a("/mot3.html", "Munisipaliteit", "chrome:rail")} · {self.a("/mot8.html", "Landbou", "chrome:rail")} · {self.a("/mot21.html", "Biblioteek", "chrome:rail")}</p></div>
</div>
<div class="footer clearfix" id="footer"><p class="colophon">© 2026 Die Karoo-Koerier · {self.a("privaat", "Privaatheidsbeleid", "chrome:footer")} · {self.a("regstel", "Regstellings", "chrome:footer")} · {self.a("kontak", "Kontak", "chrome:footer")} · {self.a("/spip.php?page=backend", "RSS", "chrome:footer")}</p>
<p class="generator"><a href="https://www.spip.net/" rel="generator" title="Werf aangedryf deur SPIP">SPIP</a> · <a href="ecrire/" rel="nofollow">Privaat gedeelte</a></p></div>
</div>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        rub_key, rub_name = doc.extra.get("rub", ("nuus", "Nuus"))
        arbo = f'<p class="arbo">{self.a("home", "Tuis", "chrome:breadcrumb")} &gt; {self.a(rub_key, rub_name, "chrome:breadcrumb")} &gt; <strong class="on">{esc(doc.title)}</strong></p>'
        if doc.is_article and doc.extra.get("byline_text"):
            info = f'<p class="info-publi">{self.inline(doc.extra["byline_text"], "byline")}</p>'
        elif doc.is_article:
            stamp = f'<abbr class="published" title="{doc.iso}">{esc(doc.stamp)}</abbr>'
            info = f'<p class="info-publi">{stamp}<span class="sep">, </span><span class="auteurs">{self.inline(doc.byline, "byline")}</span></p>'
        else:
            info = f'<p class="info-publi"><span class="published">{esc(doc.extra["stamp"])}</span><span class="sep">, </span><span class="auteurs">deur Redaksie</span></p>'
        blocks = list(doc.blocks)
        chapo = ""
        if doc.is_article and blocks and blocks[0][0] == "p" and doc.shape != "qa-interview":
            chapo = f'<div class="chapo surlignable"><p>{self.inline(blocks[0][1])}</p></div>'
            blocks = blocks[1:]
        texte = self.blocks(Doc(doc.key, doc.path, doc.kind, doc.title, blocks=blocks), p_tag='<p class="spip">')
        link = doc.extra.get("text_link")
        if link:
            texte += '\n<p class="spip">' + self.a(link[0], link[1], "content", 'class="spip_in"') + "</p>"
        tags = doc.extra.get("tags", [])
        lis = "".join("<li>" + self.a(k, t, "tags", 'rel="tag"') + "</li>" for k, t in tags)
        mots = f'<div class="mots"><h2>Sleutelwoorde</h2><ul>{lis}</ul></div>' if tags else ""
        related = ""
        if doc.is_article:
            others = [k for k in ("brand", "water", "boer", "brief") if k != doc.key][:3]
            rl = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in others)
            related = f'<div class="menu"><h2>In dieselfde rubriek</h2><ul class="menu-liste">{rl}</ul></div>'
        forum = (
            '<div class="forum"><h2>Kommentaar</h2><p class="explication">Kommentaar word gemodereer voor dit verskyn.</p><p><a href="spip.php?page=forum&amp;id_article=0" rel="nofollow">Plaas kommentaar</a></p></div>'
            if doc.is_article
            else ""
        )
        return f"""{arbo}
<div class="cartouche">
<h1 class="surlignable">{esc(doc.title)}</h1>
{info}
</div>
{chapo}
<div class="texte surlignable clearfix">
{texte}
</div>
{mots}
{related}
{forum}"""

    def teaser(self, key: str) -> str:
        d = self.docs[key]
        date = d.stamp or d.extra.get("stamp", "")
        return f'<li class="item hentry"><h3 class="h3 entry-title">{self.a(key, d.title, "content")}</h3><p class="info-publi"><span class="published">{esc(date)}</span></p><div class="introduction entry-content"><p>{esc(self.lede(d))}</p></div></li>'

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.teaser(k) for k in doc.extra["list"])
        olds = "".join(
            f'<li class="item"><h3 class="h3">{self.a(p, "Ouer artikel " + p.strip("/").removesuffix(".html").removeprefix("article"), "content")}</h3></li>'
            for p in doc.extra.get("old", [])
        )
        pag = ""
        if doc.extra.get("more"):
            lp = 'class="lien_pagination"'
            pag = f'<p class="pagination"><strong class="on">1</strong> | {self.a(doc.extra["more"], "2", "content", lp)} | {self.a(doc.extra["more"], "Volgende »", "content", lp)}</p>'
        if doc.extra.get("prev"):
            lp = 'class="lien_pagination"'
            pag = f'<p class="pagination">{self.a(doc.extra["prev"], "1", "content", lp)} | <strong class="on">2</strong></p>'
        more_home = f'<p class="suite">{self.a("nuus", "Meer nuus", "content")}</p>' if doc.key == "home" else ""
        head = {"tag": "Sleutelwoord: ", "author": "Artikels deur ", "search": ""}.get(doc.kind, "")
        intro = ""
        if doc.kind == "author":
            intro = '<p class="bio">Annelie Botha is die redakteur van Die Karoo-Koerier en skryf oor die munisipaliteit en die hof.</p>'
        if doc.kind == "search":
            intro = (
                '<p class="recherche">Resultate vir <strong>biblioteek</strong>: 2 artikels, 1 ouer argief-item.</p>'
            )
        h1 = (
            f'<h1 class="h1">{esc(head + doc.title)}</h1>'
            if doc.key != "home"
            else '<h1 class="h1 invisible">Die Karoo-Koerier</h1>'
        )
        return f"""{h1}
{intro}
<div class="menu menu_articles" id="articles"><ul class="menu-liste">{items}{olds}</ul>
{pag}</div>
{more_home}"""

    def service_main(self, doc: Doc) -> str:
        arbo = f'<p class="arbo">{self.a("home", "Tuis", "chrome:breadcrumb")} &gt; <strong class="on">{esc(doc.title)}</strong></p>'
        extra = ""
        if doc.kind == "soft404":
            extra = f"<p>{self.a('soek', 'Soek in die argief', 'content')} · {self.a('home', 'Na die tuisblad', 'content')}</p>"
        return f"""{arbo}
<div class="cartouche"><h1 class="h1">{esc(doc.title)}</h1></div>
<div class="texte clearfix">
{self.blocks(doc)}
{extra}
</div>"""
