# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Estonian quotation marks „…” are deliberate)
"""Hommikuleht: a Postimees-like Estonian daily (`article-header__headline`, `article-authors__name`,
`article-body__item--htmlElement`, `window.__APP_STATE__`, `/7912345/<slug>`, `/en/7912360/<slug>`, `/eesti?page=2`,
`/marksona/<slug>`, `/autor/<slug>`, `/otsing?q=`, `/ilm`, `/uudisvoog`), Estonian, UTF-8, Tallinn time (+02:00).

Dates are printed "4. detsember 2026, 09:15", with "Uuendatud: …" on edited stories; the opinion column prints the
day only. Credits are "Autor: Mari Tamm" with the photographer beside the byline ("Foto: Jaan Kask"); the agency
story is "Autor: BNS" with an ERR-style "Toimetaja:" (editor) line under the text; the ski brief is credited to the
desk "Hommikuleht"; the English item to "Hommikuleht News". Metadata: `NewsArticle` JSON-LD in +02:00 whose authors
on the tram story include the **photographer** as a Person; the ferry story's JSON-LD is in **UTC** (22:40Z on 3 Dec
= 00:40 on 4 Dec in Tallinn); the storm **live blog** is a `LiveBlogPosting` in UTC; the BNS story has **no JSON-LD**;
the desk brief's and the English item's authors are Organizations. Kickers ("OTSEBLOGI", "INTERVJUU") sit in the
`<h1>` before the headline and in `og:title`; opinion headlines start with the writer's name ("Kadri Lepp: …"). A
"Loe ka" box in the tram story links a removed story whose URL answers 200 with "Lehekülge ei leitud" (a soft 404)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, ee_date, offset, page, story, utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.hommikuleht.test"
ARTS = ["live", "tram", "ferry", "rail", "fuel", "ski", "interview", "column"]
SEARCH_Q = "tramm"
REL_NEXT = 'rel="next"'
REL_PREV = 'rel="prev"'


def live_entry(time: str, n: int) -> str:
    return f'RAW:<div class="live-post" id="post-{n}"><div class="live-post__time"><time>{time}</time></div><div class="live-post__content">'


class Hommikuleht(Base):
    origin = ORIGIN
    name = "Hommikuleht"
    prefix = "hml"
    language = "et"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hml",
            [
                ".site-header",
                ".main-menu__item",
                ".article-header__headline",
                ".article-body__item p",
                ".article-authors",
                ".article-meta__date",
                ".list-article",
                ".live-post",
                ".weather-table td",
                ".site-footer",
                ".cookie-notice",
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
                "Hommikuleht – värsked uudised Eestist ja maailmast",
                "postimees-like-home",
                list=["live", "tram", "ferry", "rail", "interview", "column", "ski", "fuel"],
                more="eesti",
            )
        )
        add(
            page(
                "eesti",
                "/eesti",
                "section",
                "Eesti",
                "section-front",
                list=["live", "tram", "ferry", "rail"],
                more="eesti2",
            )
        )
        add(page("eesti2", "/eesti?page=2", "section", "Eesti", "section-front-page2", list=["ski", "column"]))
        add(
            page(
                "feed",
                "/uudisvoog",
                "section",
                "Uudisvoog",
                "chronological-feed",
                list=["live", "ski", "fuel", "rail", "tram", "ferry", "interview", "column"],
            )
        )
        add(
            page(
                "tag",
                "/marksona/uhistransport",
                "tag",
                "Märksõna: ühistransport",
                "keyword-page",
                list=["tram", "ferry", "rail"],
            )
        )
        add(
            page(
                "author",
                "/autor/mari-tamm",
                "author",
                "Mari Tamm",
                "author-page",
                list=["tram", "live"],
                bio="Mari Tamm on Hommikulehe pealinnareporter, kes kirjutab Tallinna linnaelust, transpordist ja planeeringutest. Ta on töötanud lehes alates 2015. aastast.",
            )
        )
        add(
            page(
                "search",
                "/otsing?q=" + quote(SEARCH_Q),
                "search",
                f"Otsingu tulemused: {SEARCH_Q}",
                "search-results",
                list=["tram", "live"],
            )
        )
        add(
            page(
                "weather",
                "/ilm",
                "weather",
                "Ilm: Tallinn",
                "weather-forecast-table",
                [
                    "Tallinn, laupäev, 5. detsember 2026. Prognoos on koostatud Keskkonnaagentuuri andmete põhjal ja seda uuendatakse iga tunni järel.",
                    "T: Aeg | Ilm | Temperatuur | Tuul | Sademed",
                    "T: 06:00 | pilves | −3 °C | NW 6 m/s | 0 mm",
                    "T: 09:00 | lumesadu | −2 °C | NW 7 m/s | 1,2 mm",
                    "T: 12:00 | lumesadu | −1 °C | W 6 m/s | 0,8 mm",
                    "T: 15:00 | pilves | −1 °C | W 5 m/s | 0 mm",
                    "T: 18:00 | selge | −4 °C | SW 3 m/s | 0 mm",
                    "T: 21:00 | selge | −6 °C | SW 2 m/s | 0 mm",
                    "## Lähipäevad",
                    "T: Päev | Öösel | Päeval | Ilm",
                    "T: P 6.12 | −8 °C | −3 °C | päikseline",
                    "T: E 7.12 | −7 °C | −1 °C | pilves",
                    "T: T 8.12 | −2 °C | +1 °C | lörtsi",
                    "T: K 9.12 | 0 °C | +2 °C | vihma",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/7899870/pelgulinna-trammi-ehitus-algab-juba-kevadel",
                "not-found",
                "Lehekülge ei leitud",
                "soft-404-200",
                [
                    "Kahjuks ei leidnud me otsitud lehekülge. Võimalik, et artikkel on eemaldatud, selle aadress on muutunud või link on vigane.",
                    "Proovige otsingut või lugege meie värskeimaid uudiseid.",
                ],
                recent=["live", "tram", "ferry", "rail"],
            )
        )
        add(
            page(
                "about",
                "/toimetus",
                "about",
                "Toimetus ja kontaktid",
                "newsroom-contacts",
                [
                    "Hommikuleht on 1998. aastal asutatud üleriigiline päevaleht, mis ilmub paberil kuuel päeval nädalas ja veebis ööpäev läbi.",
                    "## Toimetus",
                    "- Peatoimetaja: Heli Kivi",
                    "- Uudistetoimetuse juht: Rasmus Põld",
                    "- Arvamustoimetuse juht: Kristi Allik",
                    "- Fotoosakonna juht: Jaan Kask",
                    "## Kontakt",
                    "Uudisvihjed: uudised@hommikuleht.test, telefon 600 1234. Toimetus asub aadressil Maakri 23a, 10145 Tallinn.",
                    "Hommikuleht järgib ajakirjanduseetika koodeksit ja on Meediaettevõtete Liidu liige.",
                ],
            )
        )

        # --- stories --------------------------------------------------------------------------------------------
        add(
            story(
                "live",
                "/7912401/otseblogi-torm-ingmar-ule-30-000-majapidamise-on-elektrita",
                "Torm Ingmar: üle 30 000 majapidamise on elektrita, praamid seisavad",
                "2026-12-04",
                utc("2026-12-04 06:45"),
                ee_date("2026-12-04 06:45"),
                ["Karl Mets", "Liis Org"],
                [
                    live_entry("21:30", 8),
                    "### Elekter on tagasi enamikus majapidamistes",
                    "Elektrilevi teatel oli kella 21 seisuga elektrita veel umbes 4200 majapidamist, peamiselt Läänemaal ja Saaremaal. Võrguettevõtte pressiesindaja sõnul loodetakse enamik rikkeid kõrvaldada öö jooksul.",
                    "Sellega lõpetame tänase otseblogi. Aitäh, et olite meiega!",
                    "RAW:</div></div>",
                    live_entry("19:10", 7),
                    "Päästeamet on päeva jooksul saanud üle 600 väljakutse, enamik neist on seotud teedele ja majadele kukkunud puudega. Inimesed tormis viga saanud ei ole.",
                    "RAW:</div></div>",
                    live_entry("17:20", 6),
                    "### Virtsu–Kuivastu liinil sõidud taastuvad",
                    "Saarte Praamide teatel taastub Virtsu ja Kuivastu vahel praamiliiklus kell 18.30 väljuva reisiga. Järjekorrad on mõlemas sadamas pikad, seega soovitatakse reisijatel varuda aega.",
                    "RAW:</div></div>",
                    live_entry("15:05", 5),
                    "Keskkonnaagentuuri andmetel mõõdeti päeva tugevaim tuuleiil, 31 meetrit sekundis, Vilsandil. Tallinnas ulatusid puhangud 24 meetrini sekundis.",
                    "FIG: Murdunud puu Kadriorus | Kadriorus murdis tuul mitu vana puud. Foto: lugeja",
                    "RAW:</div></div>",
                    live_entry("12:40", 4),
                    "### Koolid lõpetavad tunnid varem",
                    "Saaremaa vallavalitsus soovitas koolidel õppetöö lõpetada kell 13, et lapsed jõuaksid enne tormi tugevnemist koju. Samamoodi toimisid ka mitu Läänemaa kooli.",
                    "RAW:</div></div>",
                    live_entry("10:15", 3),
                    "Elektrilevi teatel on elektrita juba üle 30 000 majapidamise. Kõige rohkem rikkeid on Pärnumaal, Läänemaal ja Saaremaal, kus tugev tuul on murdnud puid õhuliinidele.",
                    "RAW:</div></div>",
                    live_entry("08:30", 2),
                    "### Praamid jäid sadamasse",
                    "Saarte Praamide teatel on Virtsu–Kuivastu ja Rohuküla–Heltermaa liinil sõidud tugeva tuule tõttu peatatud. Uuest väljumisajast teatatakse ettevõtte kodulehel.",
                    "RAW:</div></div>",
                    live_entry("06:45", 1),
                    "Tere hommikust! Keskkonnaagentuur on andnud kogu Lääne-Eesti rannikule tormihoiatuse. Päeva jooksul ulatuvad tuuleiilid saartel kuni 30 meetrini sekundis. Jälgime tormi kulgu selles blogis kogu päeva.",
                    "RAW:</div></div>",
                ],
                "live-blog-kicker-utc",
                section="Eesti",
                kicker="OTSEBLOGI",
                updated=ee_date("2026-12-04 21:30"),
                modified=utc("2026-12-04 21:30"),
                ld="live",
                local="2026-12-04 06:45",
            )
        )
        add(
            story(
                "tram",
                "/7912345/pelgulinna-trammiliini-avamine-lukkub-aasta-vorra-edasi",
                "Pelgulinna trammiliini avamine lükkub aasta võrra edasi",
                "2026-12-04",
                offset("2026-12-04 09:15"),
                ee_date("2026-12-04 09:15"),
                ["Mari Tamm"],
                [
                    "Tallinna uue, Pelgulinna ja Kopli vahele kavandatud trammiliini avamine lükkub vähemalt aasta võrra edasi, teatas abilinnapea Rein Kalda neljapäeval linnavalitsuse pressikonverentsil. Esialgse plaani järgi pidid esimesed trammid uuel liinil sõitma hakkama 2027. aasta sügisel.",
                    "Kalda sõnul on viivituse peamine põhjus see, et ehitushanke esimene voor tuli kehtetuks tunnistada. „Pakkumised olid meie eelarvest ligi 40 protsenti kallimad. Me ei saanud sellise hinnaga lepingut sõlmida,” ütles ta.",
                    "Uus hange kuulutatakse välja jaanuaris ning linn loodab ehituslepingu sõlmida hiljemalt mai lõpuks. Kogu projekti maksumuseks hinnatakse nüüd 96 miljonit eurot, millest ligi kaks kolmandikku kaetakse Euroopa Liidu toetustest.",
                    'RAW:<div class="article-body__item article-body__item--related"><span class="related-label">Loe ka</span> {{a:soft404|Pelgulinna trammi ehitus algab juba kevadel}}</div>',
                    "FIG: Tramm Põhja puiesteel | Linn loodab uue liini ehituslepingu sõlmida mai lõpuks. Foto: Jaan Kask",
                    "## Elanikud kardavad pikemaid ümbersõite",
                    "Pelgulinna elanikud on ehitustööde pärast muret tundnud juba mitu kuud. Kohaliku seltsi juhatuse liige Helen Saar ütles Hommikulehele, et pikem ehitusaeg tähendab ka pikemat aega, mil Sõle tänava ja Telliskivi ristmiku ümbrus on kaevikutes.",
                    "„Meile lubati, et tööd tehakse etappide kaupa ja liiklus ei jää kordagi täielikult seisma. Nüüd ei tea keegi, millal need etapid üldse algavad,” rääkis Saar.",
                    "Linnavalitsuse teatel ei mõjuta viivitus teisi ühistranspordiprojekte. Vanasadama trammiliin töötab tavapäraselt ning bussiliinide 3 ja 40 marsruudid jäävad samaks vähemalt järgmise suveni.",
                    "Opositsioon on projekti ajakava korduvalt kritiseerinud. Linnavolikogu liige Marko Rebane nimetas viivitust ootuspäraseks ja nõudis, et linnavalitsus esitaks volikogule uue üksikasjaliku ajakava juba jaanuaris.",
                ],
                "byline-with-photographer-ld-lists-both",
                section="Eesti",
                dek="Tallinna linnavalitsus tunnistas, et uue trammiliini ehitus ei valmi 2027. aasta sügiseks, nagu esialgu lubati.",
                photo="Jaan Kask",
                ld="person+photo",
                tagged=True,
                local="2026-12-04 09:15",
            )
        )
        add(
            story(
                "ferry",
                "/7912352/reisilaev-baltic-swan-jai-aegna-lahedal-madalikule",
                "Reisilaev Baltic Swan jäi Aegna lähedal madalikule, reisijad toimetati kaldale",
                "2026-12-04",
                utc("2026-12-04 00:40"),
                ee_date("2026-12-04 00:40"),
                ["Andres Kuusk"],
                [
                    "Helsingist Tallinna teel olnud reisilaev Baltic Swan jäi neljapäeva hilisõhtul tugevas tuules Aegna saare lähedal madalikule. Laeval oli 412 reisijat ja 58 meeskonnaliiget, kellest keegi viga ei saanud.",
                    "Politsei- ja Piirivalveameti teatel sai häirekeskus teate kell 22.50. Päästjad ja piirivalve laevad jõudsid sündmuskohale veerand tunni jooksul ning alustasid reisijate ümberpaigutamist puksiiridele.",
                    "FIG: Baltic Swan Aegna lähedal | Puksiirid laeva juures öösel. Foto: Politsei- ja Piirivalveamet",
                    "Reisijad toimetati Vanasadamasse väikeste laevadega ja viimased neist jõudsid kaldale reede varahommikul kella viie paiku. Laevafirma lubas kõigile reisijatele piletiraha tagastada.",
                    "## Kütust merre ei lekkinud",
                    "Keskkonnaameti esindaja Tõnu Raid ütles, et esialgse info järgi ei ole laeva kütusepaakidest merre midagi lekkinud. Piirivalve lennuk tegi reede hommikul ala kohal ülelennu ja reostust ei täheldanud.",
                    "Ohutusjuurdluse keskus alustas õnnetuse asjaolude väljaselgitamiseks uurimist. Esialgsetel andmetel kaldus laev tugeva läänetuule tõttu faarvaatrist välja.",
                    "Laevafirma teatel püütakse Baltic Swan madalikult maha tõmmata reede õhtul, kui tuul peaks vaibuma. Seni asendab laeva liinil Helsingi ja Tallinna vahel teine alus.",
                ],
                "utc-jsonld-crosses-midnight-updated",
                section="Eesti",
                dek="Õnnetus juhtus neljapäeva hilisõhtul tugevas tuules. Keegi viga ei saanud.",
                updated=ee_date("2026-12-04 08:15"),
                modified=utc("2026-12-04 08:15"),
                ld="utc",
                local="2026-12-04 00:40",
            )
        )
        add(
            story(
                "rail",
                "/7912366/rail-balticu-ulemiste-terminal-joudis-sarikapeoni",
                "Rail Balticu Ülemiste terminal jõudis sarikapeoni",
                "2026-12-04",
                None,
                ee_date("2026-12-04 11:20"),
                [],
                [
                    "Rail Balticu Ülemiste ühisterminali ehitajad tähistasid reedel sarikapidu, mis tähendab, et hoone kandekonstruktsioonid on valmis. Terminal peaks reisijatele avatama 2028. aasta lõpus.",
                    "Projekti juhi Kaido Rebase sõnul on ehitus graafikus. „Kõige keerulisem osa, raudtee kohale ulatuva silla paigaldamine, on nüüd seljataga,” ütles ta.",
                    "Terminal ühendab ühte hoonesse Rail Balticu rongid, kohalikud rongid, trammid ja bussid. Hoone kogupind on ligi 24 000 ruutmeetrit ning selle maksumus on umbes 120 miljonit eurot.",
                    "Ehitajate hinnangul kulub siseviimistlustöödele ja tehnosüsteemide paigaldamisele veel vähemalt poolteist aastat.",
                    "Rail Balticu põhitrassi ehitus Eestis peaks lõppema 2030. aastal.",
                ],
                "agency-byline-editor-line-no-jsonld",
                section="Majandus",
                credit="BNS",
                editor="Piret Saar",
                ld="none",
                tagged=True,
                local="2026-12-04 11:20",
            )
        )
        add(
            story(
                "fuel",
                "/en/7912360/government-agrees-to-raise-fuel-excise-duties-from-july-2027",
                "Government agrees to raise fuel excise duties from July 2027",
                "2026-12-04",
                offset("2026-12-04 13:05"),
                "04.12.2026 13:05",
                [],
                [
                    "The government agreed on Thursday to raise excise duties on petrol and diesel by 5 percent from July 1, 2027, Minister of Finance Toomas Aru told a press conference after the cabinet meeting.",
                    "According to the ministry, the increase will bring the state around 38 million euros in additional revenue in the second half of next year. The money will be used to cover higher defense spending and road maintenance.",
                    "\u201cWe know that fuel prices are a sensitive topic for people living in rural areas, which is why we are postponing the increase until the summer,\u201d Aru said.",
                    "The Estonian Chamber of Commerce and Industry criticized the decision, saying it would push up transport costs for businesses already struggling with weak demand.",
                    "The excise increase still has to be approved by the Riigikogu. The bill is expected to reach parliament in February.",
                ],
                "english-desk-credit-organization-ld",
                section="News",
                credit="Hommikuleht News",
                ld="org-news",
                lang="en",
                local="2026-12-04 13:05",
            )
        )
        add(
            story(
                "ski",
                "/7912388/otepaa-suusamaraton-alustab-hooaega-kunstlumel",
                "Otepää suusamaraton alustab hooaega kunstlumel",
                "2026-12-04",
                offset("2026-12-04 16:50"),
                ee_date("2026-12-04 16:50"),
                [],
                [
                    "Otepää suusamaratoni korraldajad otsustasid hooaja avavõistluse pidada 13. detsembril kunstlumel, sest looduslikku lund on Lõuna-Eestis endiselt liiga vähe.",
                    "Korraldajate teatel valmistatakse Tehvandi staadioni ümber viie kilomeetri pikkune ring, mida suusatajad läbivad neli korda. Registreerunud on juba üle 900 osaleja.",
                    "Kui ilm lubab, lisandub võistluse päevaks ka looduslikule lumele rajatud lisaring. Lõplik otsus tehakse järgmise nädala kolmapäeval.",
                ],
                "desk-brief-updated-next-day",
                section="Sport",
                credit="Hommikuleht",
                updated=ee_date("2026-12-05 09:05"),
                modified=offset("2026-12-05 09:05"),
                ld="org",
                local="2026-12-04 16:50",
            )
        )
        add(
            story(
                "interview",
                "/7912310/lavastaja-siim-lohmus-teater-peab-julgema-publikut-arritada",
                "Lavastaja Siim Lõhmus: teater peab julgema publikut ärritada",
                "2026-12-03",
                offset("2026-12-03 18:00"),
                ee_date("2026-12-03 18:00"),
                ["Triin Vaher"],
                [
                    "Siim Lõhmuse uus lavastus „Talveaed” esietendub laupäeval Tartus. Rääkisime lavastajaga sellest, miks ta valis 1930. aastate näidendi ja kas publikut tohib teatris ärritada.",
                    "Q: Miks just „Talveaed”? Seda näidendit pole Eestis üle viiekümne aasta mängitud. || Just seepärast. Lugesin seda esimest korda üliõpilasena ja mõtlesin, et see on vanamoodne. Kahekümne aasta pärast uuesti lugedes sain aru, et see räägib täpselt meist: perest, kes ei oska omavahel rääkida, ja majast, mis laguneb nende ümber.",
                    "Q: Lavastuses on palju vaikust. Kas te ei karda, et publik hakkab igavlema? || Kardan küll. Aga ma arvan, et teater peab julgema publikut ärritada. Kui vaataja tunneb end ebamugavalt, siis ta mõtleb. Kui talle kõik valmis ette antakse, unustab ta etenduse enne, kui on koju jõudnud.",
                    "Q: Teie näitlejad on enamasti noored. Kuidas nad vana tekstiga toime tulid? || Alguses oli raske. Keel on ilus, aga pidulik, ja noored näitlejad tahtsid seda kohe argiseks muuta. Leppisime kokku, et me ei muuda ühtki sõna, vaid otsime, kuidas neid sõnu täna öelda.",
                    "Q: Mis tuleb pärast „Talveaeda”? || Puhkus. Tõsiselt. Olen kolm aastat järjest teinud kaks lavastust aastas ja tunnen, et vajan aega lugemiseks. Järgmine töö tuleb ilmselt alles 2028. aastal.",
                ],
                "qa-interview-kicker-photographer",
                section="Kultuur",
                kicker="INTERVJUU",
                photo="Eero Kangur",
                ld="person",
                local="2026-12-03 18:00",
            )
        )
        add(
            story(
                "column",
                "/7912290/kadri-lepp-maakool-ei-sulge-uksi-eelarve-vaid-laste-puudumise-tottu",
                "Kadri Lepp: maakool ei sulge uksi eelarve, vaid laste puudumise tõttu",
                "2026-12-03",
                offset("2026-12-03 07:00"),
                ee_date("2026-12-03 07:00", with_time=False),
                ["Kadri Lepp"],
                [
                    "Igal sügisel korduv arutelu maakoolide sulgemise üle algab ikka samast kohast: vald tahab raha kokku hoida ja ohverdab selleks küla südame. See lugu on lihtne ja emotsionaalne, kuid sageli ekslik.",
                    "Vaadakem numbreid. Viimase kümne aastaga on Eestis sündinud laste arv vähenenud ligi kolmandiku võrra. Paljudes maapiirkondades on esimesse klassi minejaid nüüd vähem kui kümme. Kool, kus on viis õpilast klassis, ei ole vaeslaps, kelle eelarvet kärbitakse, vaid kool, mille jaoks lapsi lihtsalt ei ole.",
                    "See ei tähenda, et väikseid koole tuleks kergekäeliselt sulgeda. Algklassid võiksid jääda kodu lähedale ka siis, kui laste arv on väike. Põhikooli vanemates klassides on aga õpetajate leidmine keeruline ja valikuid on vähe, mis mõjutab otseselt õppe kvaliteeti.",
                    "Riik ja vallad peaksid ausalt ütlema, mida nad suudavad pakkuda. Hea koolibuss ja hästi varustatud keskuskool võivad lapsele anda rohkem kui kodu lähedal asuv kool, kus keemiat õpetab bioloogiaõpetaja, sest teist leida ei õnnestunud.",
                    "Kõige halvem lahendus on see, mida praegu sageli näeme: otsust lükatakse aasta-aastalt edasi, kuni kool sulgub ise, sest vanemad on oma lapsed juba ammu linna kooli viinud.",
                ],
                "opinion-name-in-headline-day-only-bio-tail",
                section="Arvamus",
                bio="Autor on Tartu Ülikooli haridusuuringute teadur.",
                ld="person",
                local="2026-12-03 07:00",
            )
        )

    # --- templates -----------------------------------------------------------------------------------------------

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "et")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        kicker = doc.extra.get("kicker")
        og_title = f"{kicker} | {doc.title}" if kicker else doc.title
        out = [
            f"<title>{esc(og_title)} | Hommikuleht</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(og_title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Hommikuleht">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:locale" content="{"en_US" if self.lang(doc) == "en" else "et_EE"}">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        mode = doc.extra["ld"]
        if doc.iso:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        if doc.extra.get("modified"):
            out.append(f'<meta property="article:modified_time" content="{doc.extra["modified"]}">')
        out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
        if mode == "none":
            return "\n".join(out)
        if mode in ("person", "utc", "live"):
            author: object = [{"@type": "Person", "name": a} for a in doc.authors]
        elif mode == "person+photo":
            author = [{"@type": "Person", "name": a} for a in [*doc.authors, doc.extra["photo"]]]
        elif mode == "org-news":
            author = {"@type": "Organization", "name": "Hommikuleht News"}
        else:
            author = {"@type": "Organization", "name": "Hommikuleht"}
        ld: dict = {
            "@context": "https://schema.org",
            "@type": "LiveBlogPosting" if mode == "live" else "NewsArticle",
            "headline": f"{doc.extra['kicker']} | {doc.title}" if doc.extra.get("kicker") else doc.title,
            "mainEntityOfPage": url,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Hommikuleht",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/static/logo-600.png"},
            },
            "inLanguage": self.lang(doc),
            "articleSection": doc.section,
            "image": f"https://f.hommikuleht.test/f/2026/12/{doc.path.split('/')[-2]}.jpg",
        }
        if mode == "live":
            ld["coverageStartTime"] = doc.iso
            ld["coverageEndTime"] = doc.extra["modified"]
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        en = self.lang(doc) == "en"
        menu = "".join(
            f'<li class="main-menu__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("eesti", "Eesti"),
                ("/maailm", "Maailm"),
                ("/majandus", "Majandus"),
                ("/arvamus", "Arvamus"),
                ("/kultuur", "Kultuur"),
                ("/sport", "Sport"),
                ("feed", "Uudisvoog"),
                ("weather", "Ilm"),
                ("/en", "English"),
            )
        )
        popular = "".join(
            f'<li class="most-read__item"><span class="most-read__nr">{i + 1}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["live", "ferry", "tram", "interview", "column"])
        )
        state = {
            "page": {
                "type": "article" if doc.is_article else doc.kind,
                "id": doc.path.split("/")[-2] if doc.is_article else None,
            },
            "user": {"loggedIn": False, "subscription": None},
            "ads": {"network": "/21812345/hommikuleht", "lazy": True},
        }
        return f"""<!DOCTYPE html>
<html lang="{self.lang(doc)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/static/css/main.3b81f2.css">
<style>/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{{cmd:[]}};</script>
</head>
<body class="page-{doc.kind}">
<div class="top-bar"><span class="top-bar__date">Laupäev, 5. detsember 2026</span> {self.a("weather", "Tallinn −2 °C", "nav", 'class="top-bar__weather"')} <a href="/tellimine" class="top-bar__subscribe">Telli</a> <a href="/login" class="top-bar__login">Logi sisse</a></div>
<header class="site-header">
<a class="site-header__logo" href="/" title="Hommikuleht">Hommikuleht</a>
<nav class="main-menu"><ul>{menu}</ul></nav>
<form class="site-header__search" action="/otsing"><input type="search" name="q" placeholder="Otsi"><button type="submit">Otsi</button></form>
</header>
<div class="ad ad--top" data-ad-unit="/21812345/hommikuleht/{"en" if en else "et"}_top" style="min-height:250px"></div>
<div class="layout">
<main class="layout__main">
{main}
</main>
<aside class="layout__aside">
<div class="most-read"><h3 class="most-read__title">Loetumad</h3><ol>{popular}</ol></div>
<div class="keywords"><h3>Teemad</h3>{self.a("tag", "Ühistransport", "aside")} · <a href="/marksona/torm">Torm</a> · <a href="/marksona/eelarve-2027">Eelarve 2027</a><p class="keywords__searches">Populaarsed otsingud: {self.a("search", SEARCH_Q, "aside")} · <a href="/otsing?q=torm">torm</a></p></div>
<div class="ad ad--aside" data-ad-unit="/21812345/hommikuleht/aside"></div>
</aside>
</div>
<footer class="site-footer">
<div class="site-footer__links">{self.a("about", "Toimetus ja kontaktid", "footer")} · <a href="/reklaam">Reklaam</a> · <a href="/privaatsus">Privaatsuspoliitika</a> · <a href="/kupsised">Küpsised</a> · <a href="/rss">RSS</a> · <a href="/en">Hommikuleht News in English</a></div>
<div class="site-footer__social"><a href="https://www.facebook.com/hommikuleht.test">Facebook</a> <a href="https://www.instagram.com/hommikuleht.test">Instagram</a> <a href="https://x.com/hommikuleht_test">X</a></div>
<p class="site-footer__copy">© 2026 AS Hommikuleht. Kõik õigused kaitstud. Hommikulehe materjalide kasutamine ilma toimetuse loata on keelatud.</p>
</footer>
<div class="cookie-notice" role="dialog"><p>Kasutame küpsiseid, et pakkuda paremat kasutajakogemust ja näidata asjakohaseid reklaame.</p><button class="cookie-notice__accept">Nõustun</button> <button class="cookie-notice__settings">Seaded</button></div>
<script>window.__APP_STATE__ = {json.dumps(state)};</script>
<script src="/static/js/app.3b81f2.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        photo = (
            f' <span class="article-authors__photo">Foto: {esc(doc.extra["photo"])}</span>'
            if doc.extra.get("photo")
            else ""
        )
        if doc.extra.get("credit"):
            label = "" if doc.extra.get("lang") == "en" else '<span class="article-authors__label">Autor:</span> '
            return f'<div class="article-authors">{label}<span class="article-authors__name">{esc(doc.extra["credit"])}</span>{photo}</div>'
        if doc.extra.get("bio"):
            return ""  # opinion: the writer's card above the headline
        names = ", ".join(
            self.a("author", a, "byline", 'class="article-authors__name"')
            if a == "Mari Tamm"
            else f'<a class="article-authors__name" href="/autor/{a.lower().replace(" ", "-").replace("õ", "o").replace("ä", "a")}">{esc(a)}</a>'
            for a in doc.authors
        )
        return f'<div class="article-authors"><span class="article-authors__label">Autor:</span> {names}{photo}</div>'

    def story_main(self, doc: Doc) -> str:
        en = self.lang(doc) == "en"
        kicker = f'<span class="headline-kicker">{esc(doc.extra["kicker"])}</span> ' if doc.extra.get("kicker") else ""
        updated = (
            f' <span class="article-meta__updated">{"Updated" if en else "Uuendatud"}: {doc.extra["updated"]}</span>'
            if doc.extra.get("updated")
            else ""
        )
        writer = ""
        if doc.extra.get("bio"):
            a = doc.authors[0]
            writer = f'<div class="opinion-author"><img class="opinion-author__image" src="https://f.hommikuleht.test/autorid/kadri-lepp.png" alt="" width="88" height="88"><a class="opinion-author__name" href="/autor/kadri-lepp">{esc(a)}</a><span class="opinion-author__role">teadur</span></div>'
        dek = f'<div class="article-header__lead">{esc(doc.dek)}</div>' if doc.dek else ""
        wrap = '<div class="article-body__item article-body__item--htmlElement">'
        body = self.blocks(doc, p_tag=f"{wrap}<p>", p_end="</p></div>")
        tail = ""
        if doc.extra.get("bio"):
            tail += f'<div class="article-body__item article-body__item--author-bio"><p><em>{esc(doc.extra["bio"])}</em></p></div>'
        if doc.extra.get("editor"):
            tail += f'<div class="article-editor">Toimetaja: <span class="article-editor__name">{esc(doc.extra["editor"])}</span></div>'
        tags = ""
        if doc.extra.get("tagged"):
            tags = f'<div class="article-tags">{self.a("tag", "ühistransport", "tag")} <a href="/marksona/tallinn">Tallinn</a> <a href="/marksona/rail-baltic">Rail Baltic</a></div>'
        elif doc.key == "live":
            tags = '<div class="article-tags"><a href="/marksona/torm">torm</a> <a href="/marksona/elektrikatkestus">elektrikatkestus</a></div>'
        section = (
            self.a("eesti", doc.section, "breadcrumb")
            if doc.section == "Eesti"
            else f'<a href="{"/en" if en else "/" + doc.section.lower()}">{esc(doc.section)}</a>'
        )
        related = "".join(
            f'<li class="related__item">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key and not self.docs[k].extra.get("lang")
        )
        u = quote(self.url(doc.key), safe="")
        live = (
            '<div class="live-badge"><span class="live-badge__dot"></span>Otse</div>'
            if doc.extra.get("ld") == "live"
            else ""
        )
        return f"""<article class="article" data-article-id="{doc.path.split("/")[-2]}">
<div class="article-superheader">{section}</div>
{writer}
<header class="article-header">
{live}
<h1 class="article-header__headline">{kicker}{esc(doc.title)}</h1>
{dek}
{self.byline(doc)}
<div class="article-meta"><time class="article-meta__date"{f' datetime="{doc.iso}"' if doc.iso else ""}>{doc.stamp}</time>{updated}</div>
<div class="article-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Jaga</a> <a href="https://x.com/intent/post?url={u}">X</a> <a href="mailto:?body={u}">E-post</a></div>
</header>
<figure class="article-image"><img src="https://f.hommikuleht.test/f/2026/12/{doc.path.split("/")[-2]}.jpg" alt="" width="1140" height="641"></figure>
<div class="article-body" itemprop="articleBody">
{body}
{tail}
</div>
{tags}
<div class="ad ad--inarticle" data-ad-unit="/21812345/hommikuleht/inarticle"></div>
</article>
<section class="related"><h3 class="related__title">{"More news" if en else "Samal teemal"}</h3><ul>{related}</ul></section>
<div class="comments-link"><a href="{esc(doc.path)}/kommentaarid">{"Comments" if en else "Kommentaarid"} (0)</a></div>"""

    def card(self, k: str, with_lede: bool = True) -> str:
        d = self.docs[k]
        kicker = f'<span class="list-article__kicker">{esc(d.extra["kicker"])}</span> ' if d.extra.get("kicker") else ""
        lede = f'<p class="list-article__lead">{esc(self.lede(d))}</p>' if with_lede else ""
        return (
            f'<div class="list-article"><img class="list-article__image" src="https://f.hommikuleht.test/f/2026/12/{d.path.split("/")[-2]}-s.jpg" alt="" loading="lazy">'
            f'<h2 class="list-article__headline">{kicker}{self.a(k, d.title, "content")}</h2>{lede}'
            f'<span class="list-article__date">{ee_date(d.extra["local"])}</span></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="author-header"><img src="https://f.hommikuleht.test/autorid/mari-tamm.png" alt="Mari Tamm" width="120" height="120"><h1>{esc(doc.title)}</h1><p class="author-header__role">Pealinnareporter</p><p>{esc(doc.extra["bio"])}</p><a href="mailto:mari.tamm@hommikuleht.test">mari.tamm@hommikuleht.test</a></div>'
            extra = '<div class="list-article"><a href="/7911982/kalamaja-parkimistasud-tousevad-jaanuarist">Kalamaja parkimistasud tõusevad jaanuarist</a><span class="list-article__date">27. november 2026, 10:02</span></div>'
        elif doc.kind == "search":
            head = f'<h1 class="section-title">{esc(doc.title)}</h1><form action="/otsing" class="search-form"><input name="q" value="{esc(SEARCH_Q)}"><button>Otsi</button></form><p class="search-count">Leiti 2 tulemust</p>'
        elif doc.key == "home":
            head = f'<h1 class="visually-hidden">{esc(doc.title)}</h1>'
            extra = (
                f'<section class="home-services"><h2>Teenused</h2>{self.a("weather", "Ilmaprognoos", "content")} · '
                f"{self.a('feed', 'Kõik uudised ajalises järjestuses', 'content')}</section>"
            )
        elif doc.key == "feed":
            cards = "".join(
                f'<li class="feed__item"><time>{self.docs[k].extra["local"][-5:]}</time> {self.a(k, self.docs[k].title, "content")}</li>'
                for k in doc.extra["list"]
            )
            return f'<section class="feed"><h1 class="section-title">{esc(doc.title)}</h1><ul class="feed__list">{cards}</ul><a class="feed__more" href="/uudisvoog?page=2">Vanemad uudised</a></section>'
        cards = "".join(self.card(k, doc.kind not in ("search",)) for k in doc.extra["list"])
        pager = ""
        if doc.key == "eesti":
            pager = f'<nav class="pager"><span class="pager__current">1</span> {self.a("eesti2", "2", "pagination")} <a href="/eesti?page=3">3</a> {self.a("eesti2", "Järgmine", "pagination", REL_NEXT)}</nav>'
        elif doc.key == "eesti2":
            pager = f'<nav class="pager">{self.a("eesti", "Eelmine", "pagination", REL_PREV)} {self.a("eesti", "1", "pagination")} <span class="pager__current">2</span> <a href="/eesti?page=3">3</a></nav>'
        elif doc.key == "home":
            pager = f'<div class="more-link">{self.a("eesti", "Kõik Eesti uudised", "content")}</div>'
        return f'<section class="section-page section-page--{doc.kind}">{head}<div class="list">{cards}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            recent = "".join(self.card(k, False) for k in doc.extra["recent"])
            return f'<section class="error-page"><h1 class="error-page__title">{esc(doc.title)}</h1>\n{html}\n<form action="/otsing"><input name="q" placeholder="Otsi Hommikulehest"><button>Otsi</button></form><h2>Värskeimad uudised</h2><div class="list">{recent}</div></section>'
        if doc.kind == "weather":
            cities = "".join(
                f'<li><a href="/ilm/{c.lower().replace("ä", "a")}">{c}</a></li>'
                for c in ("Tartu", "Pärnu", "Narva", "Kuressaare", "Haapsalu", "Viljandi")
            )
            return f'<section class="weather-page"><h1>{esc(doc.title)}</h1><div class="weather-now"><span class="weather-now__temp">−2 °C</span> <span>pilves, nõrk lumesadu</span></div>\n<div class="weather-table">{html}</div>\n<ul class="weather-cities">{cities}</ul><p class="weather-source">Andmed: Keskkonnaagentuur</p></section>'
        return f'<section class="static-page"><h1>{esc(doc.title)}</h1>\n{html}\n</section>'
