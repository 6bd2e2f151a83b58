# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""Vestvik Avis: a Norwegian county paper on Drupal 7 (node/<nid> URLs, views, RDFa, metatag), half-lying head."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

MONTHS = [
    "januar",
    "februar",
    "mars",
    "april",
    "mai",
    "juni",
    "juli",
    "august",
    "september",
    "oktober",
    "november",
    "desember",
]

A1 = 'title="Vis brukerprofil." class="username" xml:lang="" about="/users/kari-nordby" typeof="sioc:UserAccount" property="foaf:name" datatype=""'
A2 = 'typeof="skos:Concept" property="rdfs:label skos:prefLabel" datatype=""'
A3 = 'title="Gå til side 2"'
A4 = 'title="Gå til neste side"'
A5 = 'title="Gå til siste side"'


def nb(iso: str, clock: bool = True) -> str:
    y, m, d = iso[:10].split("-")
    out = f"{int(d)}. {MONTHS[int(m) - 1]} {y}"
    return out + (f" kl. {iso[11:16]}" if clock else "")


class Vestvik(Base):
    origin = "https://www.vestvikavis.test"
    name = "Vestvik Avis"
    prefix = "vv"
    language = "nb"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vv",
            [
                "#page-wrapper",
                ".views-row",
                ".node-article",
                ".field-name-body",
                "#sidebar-second",
                ".pager",
                "ul.menu li",
                "#footer .block",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Vestvik Avis",
                "drupal7-front",
                list=["kaien", "avstemning", "npk", "lege", "kommentar"],
            )
        )
        add(
            page(
                "nyheter",
                "/nyheter",
                "section",
                "Nyheter",
                "views-page",
                list=["npk", "kaien", "avstemning", "kommentar", "lege"],
                more="nyheter2",
            )
        )
        add(
            page(
                "nyheter2",
                "/nyheter?page=1",
                "section",
                "Nyheter",
                "views-page-2",
                list=["julemarked", "sykkelvei"],
                prev="nyheter",
            )
        )
        add(page("kultur", "/kultur", "section", "Kultur", "views-page", list=["julemarked", "lege"]))
        add(
            page(
                "tag",
                "/taxonomy/term/57",
                "tag",
                "Kommunesammenslåing",
                "taxonomy-term",
                list=["avstemning", "kommentar"],
                intro="Alt om sammenslåingen av Vestvik og Nordheim kommuner.",
            )
        )
        add(
            page(
                "bruker",
                "/users/kari-nordby",
                "author",
                "Kari Nordby",
                "drupal-user-profile",
                list=["kaien", "julemarked"],
                intro="Kari Nordby er journalist i Vestvik Avis og dekker samferdsel, havn og næringsliv. Hun har jobbet i avisa siden 2014.",
            )
        )
        add(page("sok", "/search/node/ferje", "search", "Søk", "drupal-search", list=["kaien", "npk", "avstemning"]))
        add(page("dodsfall", "/dodsfall", "obituaries", "Dødsfall", "obituaries-list"))
        add(
            page(
                "resultat",
                "/node/1844",
                "results",
                "Folkeavstemning 2026: resultater krets for krets",
                "node-page-results",
                node=1844,
                created="2026-12-01T22:05:00+01:00",
            )
        )
        add(
            page(
                "personvern",
                "/node/12",
                "policy",
                "Personvernerklæring",
                "node-page-policy",
                node=12,
                created="2019-05-20T10:00:00+02:00",
                lines=[
                    "Sist oppdatert 3. mars 2026.",
                    "Vestvik Avis AS er behandlingsansvarlig for personopplysningene som samles inn når du bruker vestvikavis.test, e-avisa og abonnementstjenestene våre.",
                    "## Hvilke opplysninger vi samler inn",
                    "- Navn, adresse, e-post og telefonnummer når du tegner abonnement.",
                    "- Informasjonskapsler som forteller oss hvilke sider som leses og hvor lenge.",
                    "- Innhold du selv sender oss, for eksempel tips, bilder og leserinnlegg.",
                    "## Hvor lenge vi lagrer dem",
                    "Abonnementsopplysninger slettes tolv måneder etter at abonnementet er avsluttet. Tips og innsendt materiale lagres så lenge det er nødvendig for det journalistiske arbeidet, jf. kildevernet.",
                    "## Dine rettigheter",
                    "Du kan be om innsyn, retting eller sletting ved å skrive til personvern@vestvikavis.test. Du kan også klage til Datatilsynet.",
                ],
            )
        )
        add(
            page(
                "kontakt",
                "/node/7",
                "contact",
                "Kontakt redaksjonen",
                "node-webform-contact",
                node=7,
                created="2017-01-09T12:00:00+01:00",
                lines=[
                    "Sentralbord: 57 00 12 00 (hverdager 08.00–15.30).",
                    "Tips oss: tips@vestvikavis.test eller SMS til 2080.",
                    "- Ansvarlig redaktør: Tone Lid",
                    "- Nyhetsleder: Eirik Haugland",
                    "- Annonser: annonse@vestvikavis.test",
                    "Besøksadresse: Strandvegen 14, 6900 Vestvik.",
                ],
            )
        )
        add(
            story(
                "kaien",
                "/node/1843",
                "Fergekaien i Vestvik stenges i tre uker",
                "2026-12-02",
                "2026-12-02T07:12:00+01:00",
                "",
                ["Kari Nordby", "Eirik Haugland"],
                [
                    "Fra mandag 7. desember går ikke ferja til Nordheim fra sentrum. Kaifronten har fått så store skader etter høststormene at Statens vegvesen stenger anlegget mens betongen blir reparert.",
                    "I stedet legger ferja til ved den gamle industrikaia på Sandnes, fire kilometer lenger ut i fjorden. Kommunen setter opp en gratis buss som går i korrespondanse med hver avgang.",
                    "## Pendlerne får lengre dag",
                    "– Dette betyr en halvtime ekstra hver vei for oss som jobber på sykehuset, sier sykepleier Marte Dale, som har tatt ferja daglig i elleve år.",
                    "Vegvesenets prosjektleder Henrik Sæle sier reparasjonen ikke kan vente til våren. – Vi fant sprekker i to av pilarene under dykkerinspeksjonen i november. Det er ikke forsvarlig å la tunge kjøretøy stå på kaia slik den er nå.",
                    "Ifølge Sæle skal kaia åpne igjen 28. desember, i god tid før nyttårstrafikken. Arbeidet er beregnet til 6,4 millioner kroner.",
                    "## Varebiler prioriteres",
                    "Næringstrafikk får fortrinnsrett om bord i de travleste avgangene morgen og ettermiddag. Privatbiler bes om å bruke bussen om mulig, eller å reise utenom rushtiden.",
                    "Rutetabellen for omkjøringsperioden er lagt ut på fylkeskommunens nettsider.",
                ],
                "story-two-authors-updated",
                updated="2026-12-02T14:30:00+01:00",
                section="Nyheter",
                dek="Reparasjonen av kaifronten kan ikke vente til våren, sier Vegvesenet. Pendlerne får en halvtime lengre reisevei.",
                image="Fergekaien i Vestvik sentrum",
            )
        )
        add(
            story(
                "avstemning",
                "/node/1845",
                "Knapt ja-flertall for sammenslåing med Nordheim",
                "2026-12-01",
                "2026-12-01T23:48:00+01:00",
                "",
                ["Sigrid Tveit"],
                [
                    "Med 51,3 prosent ja-stemmer sa velgerne i Vestvik tirsdag ja til å slå kommunen sammen med Nordheim. Valgdeltakelsen endte på 58 prosent.",
                    "Det skilte bare 142 stemmer da de siste stemmene fra Sandnes krets var talt like før midnatt. Se [[resultat|alle resultatene krets for krets]].",
                    "Ordfører Jon Are Lunde (Sp) sier kommunestyret vil følge resultatet, selv om avstemningen bare er rådgivende.",
                    "– Det er et tydelig nok svar. Nå må vi sørge for at de som stemte nei, også føler seg hjemme i den nye kommunen, sa Lunde på valgvaken i rådhuset.",
                    "## Nei i ytterkantene",
                    "Nei-siden vant i fire av sju kretser, men ja-flertallet i sentrum og på Sandnes var stort nok til å vippe resultatet. I Fjellbygda stemte hele 71 prosent nei.",
                    "Nordheim holdt sin folkeavstemning i september, der 64 prosent stemte ja. Den nye kommunen kan tidligst tre i kraft 1. januar 2028.",
                ],
                "story-late-night",
                section="Nyheter",
                image="Valgvake i rådhuset",
            )
        )
        add(
            story(
                "npk",
                "/node/1846",
                "Strømprisen ventes å stige i desember",
                "2026-12-02",
                "2026-12-02T10:05:00+01:00",
                "",
                [],
                [
                    "Kaldt vær og lite vind i Nord-Europa ventes å gi høyere strømpriser i Sør-Norge de neste ukene, ifølge analyseselskapet Nordkraft Analyse.",
                    "Prisen i Vest-Norge kan bli nesten dobbelt så høy som i november, men ligger fortsatt under fjorårets nivå.",
                ],
                "brief-agency",
                byline="NPK",
                section="Nyheter",
            )
        )
        add(
            story(
                "lege",
                "/node/1839",
                "– Jeg ville tilbake til der jeg vokste opp",
                "2026-11-30",
                "2026-11-30T09:00:00+01:00",
                "",
                ["Ola Brekke"],
                [
                    "Etter tolv år i Oslo er Ingrid Saltnes (41) ny kommuneoverlege i Vestvik. Vi tok en prat med henne første uka på jobb.",
                    "Q: Hvorfor Vestvik? || Jeg er oppvokst på Sandnes, og foreldrene mine bor her fortsatt. Da stillingen ble lyst ut, var det ikke vanskelig å bestemme seg.",
                    "Q: Hva blir den viktigste oppgaven? || Legedekningen. Vi har hatt to ubesatte fastlegehjemler i over et år, og mange har måttet reise til Nordheim for å komme til lege.",
                    "Q: Har du en plan? || Vi skal prøve ut en ordning der nyutdannede leger får veiledning og fast lønn de første to årene. Det har fungert godt andre steder på Vestlandet.",
                    "Q: Hva gleder du deg mest til? || Å gå til jobben langs sjøen. Og å kunne ta ferja uten å bestille billett tre uker i forveien.",
                ],
                "qa-interview",
                section="Kultur",
                teaser="Ny kommuneoverlege: – Jeg ville tilbake til der jeg vokste opp",
            )
        )
        add(
            story(
                "kommentar",
                "/node/1841",
                "Sammenslåingen avgjøres ikke i valgurnen",
                "2026-12-01",
                "2026-12-01T12:00:00+01:00",
                "",
                ["Eirik Haugland"],
                [
                    "Uansett hvordan folkeavstemningen ender i kveld, er det ikke stemmesedlene som avgjør om den nye kommunen blir en suksess.",
                    "Det som avgjør, er om politikerne klarer å holde løftene de har gitt. Løftet om at skolen i Fjellbygda skal bestå. Løftet om at legekontoret på Sandnes ikke skal flyttes. Løftet om at ingen skal miste jobben.",
                    "Slike løfter er lette å gi i en valgkamp og vanskelige å holde når det første budsjettet skal vedtas. Erfaringen fra andre sammenslåtte kommuner er at det er nettopp i det andre og tredje året at skuffelsen setter inn.",
                    "Derfor bør kommunestyrene allerede nå skrive løftene inn i intensjonsavtalen, med navn og tall. Da blir det lettere for velgerne å holde dem ansvarlige.",
                ],
                "opinion-bio-line",
                section="Meninger",
                kicker="Kommentar",
                bio="Eirik Haugland er nyhetsleder og politisk kommentator i Vestvik Avis.",
            )
        )
        add(
            story(
                "sykkelvei",
                "/node/1830",
                "Gang- og sykkelveien langs Strandvegen blir forsinket",
                "2026-11-27",
                "2026-11-27T15:20:00+01:00",
                "",
                ["Sigrid Tveit"],
                [
                    "Den nye gang- og sykkelveien mellom sentrum og Sandnes blir ikke ferdig før sommeren 2027, et halvt år senere enn planlagt.",
                    "Årsaken er at grunnen ved Kvernhusbekken var dårligere enn antatt, og at strekningen må fundamenteres på nytt.",
                    "– Vi beklager forsinkelsen. Sikkerheten til de myke trafikantene må komme først, sier prosjektleder Solveig Aarø i fylkeskommunen.",
                    "Foreldre på Sandnes har i flere år bedt om en trygg skolevei. Inntil veien er ferdig, fortsetter skoleskyssen for elever fra 1. til 4. trinn.",
                ],
                "only-on-page-2",
                section="Nyheter",
            )
        )
        add(
            story(
                "julemarked",
                "/node/1836",
                "Julemarkedet flytter til Torget",
                "2026-11-29",
                "2026-11-29T11:40:00+01:00",
                "",
                ["Ola Brekke", "Kari Nordby"],
                [
                    "For første gang på femten år blir julemarkedet i Vestvik ikke holdt i Kulturhuset. Lørdag 12. desember flytter boder, gløgg og pepperkakebaking ut på Torget.",
                    "– Vi har vokst ut av lokalene. I fjor sto folk i kø ut på gata, sier leder i Vestvik Handelsstand, Berit Kolstad.",
                    "Det blir 34 boder, elleve flere enn i fjor. Skolekorpset spiller klokka 12, og julenissen kommer med veteranbåten fra Nordheim klokka 14.",
                    "Kulturhuset blir brukt til verksted for barn, der de kan lage julepynt av resirkulert materiale.",
                    "NOTE: Rettelse: I en tidligere versjon av denne saken sto det at julemarkedet holdes søndag 13. desember. Riktig dato er lørdag 12. desember.",
                ],
                "correction-appended",
                section="Kultur",
                image="Boder på Torget",
            )
        )

    # ---------- chrome ----------
    def head(self, doc: Doc) -> str:
        node = doc.path.startswith("/node/")
        out = [
            f"<title>{esc(doc.title)} | Vestvik Avis</title>",
            '<meta name="Generator" content="Drupal 7 (http://drupal.org)">',
            f'<link rel="shortlink" href="{esc(doc.path)}">',
        ]
        if node:
            created = doc.iso or doc.extra["created"]
            out += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{self.url(doc.key)}">',
                '<meta property="og:site_name" content="Vestvik Avis">',
                f'<meta property="article:published_time" content="{created}">',
                f'<meta property="article:modified_time" content="{doc.extra.get("updated", created)}">',
                f'<link rel="canonical" href="{self.url(doc.key)}">',
            ]
            if doc.dek:
                out.append(f'<meta name="description" content="{esc(doc.dek)}">')
        else:
            out += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{self.url(doc.key)}">',
            ]
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        body_cls = "html front" if doc.key == "home" else "html not-front"
        body_cls += " not-logged-in one-sidebar sidebar-second" + (
            " page-node" if doc.path.startswith("/node/") else ""
        )
        menu = [
            ("home", "Forsiden"),
            ("nyheter", "Nyheter"),
            ("kultur", "Kultur"),
            ("tag", "Sammenslåing"),
            ("dodsfall", "Dødsfall"),
            ("/e-avis", "E-avis"),
        ]
        lis = "".join(
            f'<li class="{"first " if i == 0 else ""}leaf">{a(k, t, "chrome:nav")}</li>'
            for i, (k, t) in enumerate(menu)
        )
        mest = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("avstemning", "kaien", "julemarked")
        )
        side = (
            f'<div id="sidebar-second" class="column sidebar"><div class="section"><div class="region region-sidebar-second">'
            f'<div id="block-views-mest-lest-block" class="block block-views"><h2>Mest lest</h2><div class="content"><div class="item-list"><ul>{mest}</ul></div></div></div>'
            f'<div id="block-block-3" class="block block-block"><h2>Valgresultater</h2><div class="content"><p>{a("resultat", "Folkeavstemningen krets for krets", "chrome:rail")}</p></div></div>'
            f'<div id="block-block-5" class="block block-block"><div class="content"><p>Har du et tips? Ring 57 00 12 00 eller {a("kontakt", "kontakt redaksjonen", "chrome:rail")}.</p></div></div>'
            f'<div id="block-search-form" class="block block-search"><form action="/search/node" method="post" id="search-block-form" accept-charset="UTF-8"><div><div class="container-inline"><h2 class="element-invisible">Søkeskjema</h2><div class="form-item form-type-textfield form-item-search-block-form"><label class="element-invisible" for="edit-search-block-form--2">Søk </label><input title="Skriv inn nøkkelordene du vil søke etter." type="text" id="edit-search-block-form--2" name="search_block_form" value="" size="15" maxlength="128" class="form-text"></div><div class="form-actions form-wrapper" id="edit-actions"><input type="submit" id="edit-submit" name="op" value="Søk" class="form-submit"></div><input type="hidden" name="form_build_id" value="form-Xq7kd9Z2mQ"><input type="hidden" name="form_id" value="search_block_form"></div></div></form><p class="populaere-sok">Populære søk: {a("sok", "ferje", "chrome:rail")}, <a href="/search/node/julemarked">julemarked</a></p></div>'
            "</div></div></div>"
        )
        foot = (
            f'<div id="footer-wrapper"><div class="section"><div id="footer" class="clearfix"><div class="region region-footer">'
            f'<div id="block-block-1" class="block block-block"><div class="content"><p><strong>Vestvik Avis AS</strong> · Strandvegen 14, 6900 Vestvik · Ansvarlig redaktør: Tone Lid</p>'
            f"<p>{a('kontakt', 'Kontakt oss', 'chrome:footer')} · {a('personvern', 'Personvern og informasjonskapsler', 'chrome:footer')} · {a('/abonnement', 'Abonnement', 'chrome:footer')} · {a('/rss.xml', 'RSS', 'chrome:footer')} · {a('/user/login', 'Logg inn', 'chrome:footer')}</p>"
            "<p>Vestvik Avis arbeider etter Vær Varsom-plakatens regler for god presseskikk.</p></div></div></div></div></div></div>"
        )
        tabs = ""
        if doc.key == "bruker":
            tabs = '<div class="tabs"><ul class="tabs primary"><li class="active"><a href="/users/kari-nordby" class="active">Vis<span class="element-invisible">(aktiv fane)</span></a></li></ul></div>'
        h1 = "" if doc.key == "home" else f'<h1 class="title" id="page-title">{esc(doc.title)}</h1>'
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML+RDFa 1.0//EN" "http://www.w3.org/MarkUp/DTD/xhtml-rdfa-1.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="nb" version="XHTML+RDFa 1.0" dir="ltr"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/terms/" xmlns:foaf="http://xmlns.com/foaf/0.1/"
  xmlns:og="http://ogp.me/ns#" xmlns:rdfs="http://www.w3.org/2000/01/rdf-schema#" xmlns:sioc="http://rdfs.org/sioc/ns#" xmlns:xsd="http://www.w3.org/2001/XMLSchema#">
<head profile="http://www.w3.org/1999/xhtml/vocab">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<link rel="shortcut icon" href="https://www.vestvikavis.test/sites/all/themes/vestvik/favicon.ico" type="image/vnd.microsoft.icon" />
{self.head(doc)}
<style type="text/css" media="all">@import url("https://www.vestvikavis.test/modules/system/system.base.css?r4k2x1");
@import url("https://www.vestvikavis.test/sites/all/themes/vestvik/css/style.css?r4k2x1");
/*PAD*/</style>
<script type="text/javascript" src="https://www.vestvikavis.test/misc/jquery.js?v=1.4.4"></script>
<script type="text/javascript">jQuery.extend(Drupal.settings, {{"basePath":"\\/","pathPrefix":"","ajaxPageState":{{"theme":"vestvik","theme_token":"pQ3u7Lk2"}},"googleanalytics":{{"trackOutbound":1}}}});</script>
</head>
<body class="{body_cls}">
<div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">Gå til hovedinnhold</a></div>
<div id="page-wrapper"><div id="page">
<div id="header"><div class="section clearfix">
{a("home", "Hjem", "chrome:header", 'title="Hjem" rel="home" id="logo"', '<img src="https://www.vestvikavis.test/sites/all/themes/vestvik/logo.png" alt="Hjem" />')}
<div id="name-and-slogan"><div id="site-name"><strong>{a("home", "Vestvik Avis", "chrome:header", 'title="Hjem" rel="home"', "<span>Vestvik Avis</span>")}</strong></div><div id="site-slogan">Lokalavisa for Vestvik og Nordheim siden 1911</div></div>
<div class="region region-header"><div id="block-block-8" class="block block-block"><div class="content"><a href="/abonnement" class="btn-abo">Bli abonnent</a> <a href="/user/login">Logg inn</a></div></div></div>
</div></div>
<div id="navigation"><div class="section"><h2 class="element-invisible">Hovedmeny</h2><ul id="main-menu" class="links inline clearfix menu">{lis}</ul></div></div>
<div id="main-wrapper"><div id="main" class="clearfix">
<div id="content" class="column"><div class="section">
<a id="main-content"></a>
{h1}{tabs}
<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">
{main}
</div></div></div>
</div></div>
{side}
</div></div>
{foot}
</div></div>
</body>
</html>
"""

    def img(self, alt: str) -> str:
        return f'<img typeof="foaf:Image" src="https://www.vestvikavis.test/sites/default/files/styles/large/public/{zlib.crc32(alt.encode()) % 99991}.jpg" width="480" height="320" alt="{esc(alt)}" />'

    def story_main(self, doc: Doc) -> str:
        a = self.a
        nid = doc.path.rsplit("/", 1)[1]
        if doc.authors:
            names = " og ".join(
                a("bruker", n, "byline", A1)
                if n == "Kari Nordby"
                else f'<span class="username" xml:lang="" typeof="sioc:UserAccount" property="foaf:name" datatype="">{esc(n)}</span>'
                for n in doc.authors
            )
        else:
            names = f'<span class="username">{esc(doc.byline)}</span>'
        upd = doc.extra.get("updated")
        sub = f"Av {names} · Publisert {nb(doc.iso)}" + (f" · Oppdatert {nb(upd)}" if upd else "")
        kicker = (
            f'<div class="field field-name-field-stempel"><span class="stempel">{esc(doc.kicker)}</span></div>'
            if doc.kicker
            else ""
        )
        dek = (
            f'<div class="field field-name-field-ingress field-type-text-long field-label-hidden"><div class="field-items"><div class="field-item even"><p class="ingress">{esc(doc.dek)}</p></div></div></div>'
            if doc.dek
            else ""
        )
        pic = (
            f'<div class="field field-name-field-image field-type-image field-label-hidden"><div class="field-items"><div class="field-item even" rel="og:image rdfs:seeAlso" resource="https://www.vestvikavis.test/sites/default/files/{nid}.jpg">{self.img(doc.image)}</div></div><div class="bildetekst">{esc(doc.image)}. Foto: Vestvik Avis</div></div>'
            if doc.image
            else ""
        )
        bio = f'<p class="bio"><em>{esc(doc.extra["bio"])}</em></p>' if "bio" in doc.extra else ""
        terms = {"avstemning": True, "kommentar": True}.get(doc.key)
        tags = (
            f'<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div class="field-label">Stikkord:&nbsp;</div><div class="field-items"><div class="field-item even" rel="dc:subject">{a("tag", "Kommunesammenslåing", "tags", A2)}</div></div></div>'
            if terms
            else ""
        )
        rel = [k for k in ("kaien", "sykkelvei", "julemarked") if k != doc.key][:2]
        related = "".join(f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>" for k in rel)
        return f"""<div id="node-{nid}" class="node node-article node-promoted clearfix" about="{doc.path}" typeof="sioc:Item foaf:Document">
<span property="dc:title" content="{esc(doc.title)}" class="rdf-meta element-hidden"></span><span property="sioc:num_replies" content="0" datatype="xsd:integer" class="rdf-meta element-hidden"></span>
{kicker}
<div class="submitted"><span property="dc:date dc:created" content="{doc.iso}" datatype="xsd:dateTime" rel="sioc:has_creator">{sub}</span></div>
<div class="content">
{dek}{pic}
<div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">
{self.blocks(doc)}
{bio}
</div></div></div>
{tags}
</div>
<ul class="links inline"><li class="comment_forbidden first last"><span><a href="/user/login?destination=node/{nid}%23comment-form">Logg inn</a> for å kommentere</span></li></ul>
<div class="block-related"><h2>Les også</h2><ul>{related}</ul></div>
</div>"""

    def row(self, key: str, i: int, n: int, date_fmt: str = "long") -> str:
        d = self.docs[key]
        cls = (
            f"views-row views-row-{i + 1} views-row-{'odd' if i % 2 == 0 else 'even'}"
            + (" views-row-first" if i == 0 else "")
            + (" views-row-last" if i == n - 1 else "")
        )
        pic = (
            f'<div class="views-field views-field-field-image"><div class="field-content">{self.a(key, d.title, "content", inner=self.img(d.image))}</div></div>'
            if d.image and i < 2
            else ""
        )
        when = nb(d.iso) if date_fmt == "long" else d.iso[8:10] + "." + d.iso[5:7] + "." + d.iso[:4]
        return (
            f'<div class="{cls}">{pic}<div class="views-field views-field-title"><span class="field-content">{self.a(key, self.teaser_text(d), "content")}</span></div>'
            f'<div class="views-field views-field-created"><span class="field-content">{when}</span></div>'
            f'<div class="views-field views-field-body"><div class="field-content">{esc(self.lede(d))}</div></div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        a = self.a
        if doc.kind == "search":
            items = []
            for k in keys:
                d = self.docs[k]
                who = d.authors[0] if d.authors else d.byline
                items.append(
                    f'<li class="search-result"><h3 class="title">{a(k, d.title, "content")}</h3><div class="search-snippet-info"><p class="search-snippet">… {esc(self.lede(d))} …</p><p class="search-info">{esc(who)} - {d.iso[8:10]}.{d.iso[5:7]}.{d.iso[:4]} - {d.iso[11:16]} - 0 kommentarer</p></div></li>'
                )
            return f'<form action="/search/node/ferje" method="post" id="search-form" class="search-form"><div class="form-item"><label for="edit-keys">Skriv inn nøkkelord </label><input type="text" id="edit-keys" name="keys" value="ferje" size="40" maxlength="255" class="form-text"> <input type="submit" value="Søk" class="form-submit"></div></form><h2>Søkeresultater</h2><ol class="search-results node-results">{"".join(items)}</ol><h2 class="element-invisible">Sider</h2><div class="item-list"><ul class="pager"><li class="pager-current first last">1</li></ul></div>'
        intro = ""
        if doc.kind == "author":
            intro = f'<div class="profile" typeof="sioc:UserAccount" about="/users/kari-nordby"><div class="user-picture"><img src="https://www.vestvikavis.test/sites/default/files/pictures/picture-23.jpg" alt="Bilde av Kari Nordby" title="Bilde av Kari Nordby"></div><div class="field field-name-field-bio"><p>{esc(doc.extra["intro"])}</p></div><h3>Historikk</h3><dl><dt>Medlem i</dt><dd>12 år 4 måneder</dd></dl><h3>Siste saker</h3></div>'
        elif doc.kind == "tag":
            intro = f'<div class="taxonomy-term-description"><p>{esc(doc.extra["intro"])}</p></div><p>Se også {a("resultat", "resultatene fra folkeavstemningen", "content")}.</p>'
        elif doc.key == "home":
            intro = f'<div class="promo-valg"><h2>Folkeavstemningen</h2><p>Ja-siden vant med 142 stemmer. {a("resultat", "Se resultatene krets for krets", "content")} · {a("tag", "Alle saker om sammenslåingen", "content")}</p></div>'
        rows = "".join(self.row(k, i, len(keys)) for i, k in enumerate(keys))
        pager = ""
        if doc.extra.get("more"):
            pager = f'<h2 class="element-invisible">Sider</h2><div class="item-list"><ul class="pager"><li class="pager-current first">1</li><li class="pager-item">{a(doc.extra["more"], "2", "content", A3)}</li><li class="pager-next">{a(doc.extra["more"], "neste ›", "content", A4)}</li><li class="pager-last last">{a(doc.extra["more"], "siste »", "content", A5)}</li></ul></div>'
        elif doc.extra.get("prev"):
            pager = f'<h2 class="element-invisible">Sider</h2><div class="item-list"><ul class="pager"><li class="pager-first first">{a(doc.extra["prev"], "« første", "content")}</li><li class="pager-previous">{a(doc.extra["prev"], "‹ forrige", "content")}</li><li class="pager-item">{a(doc.extra["prev"], "1", "content")}</li><li class="pager-current last">2</li></ul></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="view view-dodsfall-blokk"><h2>Dødsfall</h2><p>{a("dodsfall", "Se alle dødsannonser", "content")}</p></div><div class="view view-kultur-blokk"><h2>Kultur</h2><div class="view-content">{self.row("julemarked", 0, 1, "short")}</div></div>'
        view = doc.shape.replace("-", "_")
        return f'{intro}<div class="view view-{view} view-id-{view} view-display-id-page view-dom-id-{zlib.crc32(doc.key.encode()) % 9999}"><div class="view-content">{rows}</div>{pager}</div>{extra}'

    def service_main(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "obituaries":
            people = [
                ("Astrid Marie Lunde", "f. 14. mars 1931", "Vestvik", "30. november 2026"),
                ("Kjell Olav Sandnes", "f. 2. august 1948", "Nordheim", "28. november 2026"),
                ("Gudrun Aasen", "f. 19. januar 1940", "Fjellbygda", "27. november 2026"),
                ("Per Arne Vik", "f. 5. oktober 1955", "Sandnes", "25. november 2026"),
                ("Randi Hole", "f. 30. juni 1937", "Vestvik", "24. november 2026"),
                ("Torbjørn Strand", "f. 11. desember 1962", "Vestvik", "22. november 2026"),
            ]
            rows = "".join(
                f'<div class="views-row"><div class="dodsannonse"><span class="kors">✝</span><h3>{esc(n)}</h3><p>{esc(b)}, {esc(p)}</p><p>Døde {esc(d)}</p><a href="/dodsfall/annonse/{zlib.crc32(n.encode()) % 9999}">Se annonse</a> · <a href="https://minnesider.test/{zlib.crc32(n.encode()) % 9999}">Tenn et lys</a></div></div>'
                for n, b, p, d in people
            )
            return f'<p>Dødsannonser publisert i Vestvik Avis de siste 14 dagene. Annonser bestilles gjennom begravelsesbyrået eller på {a("kontakt", "annonsesenteret", "content")}.</p><div class="view view-dodsfall"><div class="view-content">{rows}</div></div>'
        nid = doc.extra.get("node")
        created = doc.extra.get("created")
        inner = self.blocks(doc)
        if doc.kind == "results":
            kretser = [
                ("Sentrum", 1412, 982),
                ("Sandnes", 1120, 806),
                ("Fjellbygda", 188, 461),
                ("Kvernhus", 301, 344),
                ("Ytre Vik", 214, 298),
                ("Haugen", 257, 290),
                ("Brekke", 176, 229),
            ]
            rows = "".join(
                f"<tr><td>{k}</td><td>{j}</td><td>{n}</td><td>{100 * j / (j + n):.1f} %</td></tr>"
                for k, j, n in kretser
            )
            tj, tn = sum(k[1] for k in kretser), sum(k[2] for k in kretser)
            inner = (
                f"<p>Endelig opptelling, rådgivende folkeavstemning om sammenslåing av Vestvik og Nordheim, tirsdag 1. desember 2026. Kilde: Vestvik kommune, valgstyret.</p>"
                f'<table class="sticky-enabled"><thead><tr><th>Krets</th><th>Ja</th><th>Nei</th><th>Ja-andel</th></tr></thead><tbody>{rows}<tr class="sum"><td><strong>Totalt</strong></td><td><strong>{tj}</strong></td><td><strong>{tn}</strong></td><td><strong>{100 * tj / (tj + tn):.1f} %</strong></td></tr></tbody></table>'
                f"<p>Valgdeltakelse: 58,0 %. Blanke stemmer: 37. Forkastede stemmer: 4.</p><p>{a('avstemning', 'Les saken: Knapt ja-flertall for sammenslåing med Nordheim', 'content')}</p>"
            )
        elif doc.kind == "contact":
            inner += '<form class="webform-client-form" action="/node/7" method="post" id="webform-client-form-7" accept-charset="UTF-8"><div><div class="form-item webform-component webform-component-textfield"><label for="edit-submitted-navn">Navn <span class="form-required" title="Dette feltet er obligatorisk.">*</span></label><input type="text" id="edit-submitted-navn" name="submitted[navn]" size="60" maxlength="128" class="form-text required"></div><div class="form-item webform-component webform-component-email"><label for="edit-submitted-epost">E-post</label><input class="email form-text form-email" type="email" id="edit-submitted-epost" name="submitted[epost]" size="60"></div><div class="form-item webform-component webform-component-textarea"><label for="edit-submitted-melding">Melding</label><textarea id="edit-submitted-melding" name="submitted[melding]" cols="60" rows="5" class="form-textarea"></textarea></div><div class="form-actions"><input type="submit" name="op" value="Send" class="webform-submit button-primary form-submit"></div></div></form>'
        return f"""<div id="node-{nid}" class="node node-page clearfix" about="/node/{nid}" typeof="foaf:Document">
<span property="dc:title" content="{esc(doc.title)}" class="rdf-meta element-hidden"></span><span property="dc:date dc:created" content="{created}" datatype="xsd:dateTime" class="rdf-meta element-hidden"></span>
<div class="content"><div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">
{inner}
</div></div></div></div>
</div>"""


__all__ = ["Vestvik", "json"]
