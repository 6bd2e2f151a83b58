# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Hungarian letters and typographic punctuation are deliberate)
"""Hírpont: an Index/HVG-like Hungarian daily on its own PHP system (`content-title`, `lead`, `cikk-torzs`,
`a.szerzo`, `div.datum`, Adverticum ad zones `div.goAdverticum`, `/belfold/2026/12/04/<slug>/`, `/belfold/?p=2`,
`/cimke/<tag>/`, `/szerzo/<name>/`, `/kereses/?q=`), Hungarian, UTF-8, Budapest time (+01:00).

Names are printed surname first ("Kovács Péter") after a "Szerző:" / "Szerzők:" label, with a "Fotó:" credit beside
them. Dates are printed "2026. december 4., 9:15" (hour without a leading zero) with a "Frissítve:" line on some
stories; the header prints **today's** date and name day on every page. Metadata: `NewsArticle` JSON-LD in +01:00;
the tram story's JSON-LD names its author in **Western order** ("Péter Kovács") while the byline says "Kovács Péter";
the night fire story (published at 0:40 on 5 Dec) has the **portal** as its JSON-LD author although a reporter is
credited; the agency story's author is an Organization "MTI"; the motorway brief (desk credit "Hírpont") has **no
JSON-LD**. The interview carries a kicker "Interjú" in its `<title>` and `og:title`, not in the `<h1>`. A removed
story's URL answers with a **soft 404** (status 200, the site's chrome, fresh stories)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import HU_MONTHS, Base, img_id, iso_local, page, parts, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.hirpont.test"
OFF = 1
ARTS = ["villamos", "mti", "velemeny", "tuz", "akku", "interju", "kezi", "m1"]
SEARCH_Q = "villamos"
WEEKDAYS = ["hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat", "vasárnap"]
AUTHOR_SLUG = {
    "Kovács Péter": "kovacs-peter",
    "Tóth Eszter": "toth-eszter",
    "Nagy Gergely": "nagy-gergely",
    "Varga Dóra": "varga-dora",
    "Molnár Bence": "molnar-bence",
    "Fekete Lilla": "fekete-lilla",
    "Horváth Ádám": "horvath-adam",
}


COMMENTS = {
    "villamos": (
        38,
        [
            ("kertvarosi_lany", "Végre, a Corvinnál már tényleg rázott minden."),
            ("Gyula62", "Megint tavasszal, amikor mindenki biciklizne..."),
        ],
    ),
    "velemeny": (
        112,
        [
            ("nyugdijas_tanar", "Pontosan így van, a prémiumot nem lehet beírni a költségvetésbe."),
            ("B. Zoltán", "Könnyű ezt mondani egy egyetemi katedráról."),
        ],
    ),
    "akku": (
        57,
        [
            ("debreceni_lako", "A hatástanulmányt már tavaly is ígérték."),
            ("mernok77", "Az újrahasznosított víz jó megoldás, ha tényleg megépül."),
        ],
    ),
}


def hu_date(local: str, with_time: bool = True) -> str:
    y, m, d, hm = parts(local)
    h, mi = hm.split(":")
    out = f"{y}. {HU_MONTHS[m - 1]} {d}."
    return f"{out}, {int(h)}:{mi}" if with_time else out


def hu_short(local: str) -> str:
    _, m, d, hm = parts(local)
    h, mi = hm.split(":")
    return f"{HU_MONTHS[m - 1]} {d}., {int(h)}:{mi}"


class Hirpont(Base):
    origin = ORIGIN
    name = "Hírpont"
    prefix = "hp"
    language = "hu"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hp",
            [
                ".fejlec",
                ".fomenu li a",
                ".content-title",
                ".lead p",
                ".cikk-torzs p",
                ".szerzo-wrap .szerzo",
                ".datum",
                ".legolvasottabb li",
                ".cikklista .cikk-kartya",
                ".goAdverticum",
                ".lablec",
                ".cookie-banner",
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
                "Hírpont – a nap hírei",
                "portal-home-blocks",
                list=["villamos", "tuz", "mti", "m1", "akku", "kezi", "velemeny", "interju"],
                more="belfold",
            )
        )
        add(
            page(
                "belfold",
                "/belfold/",
                "section",
                "Belföld",
                "rovat-front",
                list=["tuz", "villamos", "mti", "m1", "akku"],
                more="belfold2",
            )
        )
        add(
            page(
                "belfold2",
                "/belfold/?p=2",
                "section",
                "Belföld",
                "rovat-page2-query",
                list=["interju", "velemeny"],
                older=[
                    (
                        "/belfold/2026/11/30/fovarosi-kozgyules-koltsegvetes-vita/",
                        "Vita a fővárosi költségvetésről: a kerületek többet kérnek",
                        "2026-11-30 15:10",
                    ),
                    (
                        "/belfold/2026/11/29/advent-vasarnap-gyertyagyujtas-bazilika/",
                        "Meggyújtották az első adventi gyertyát a Bazilika előtt",
                        "2026-11-29 17:45",
                    ),
                    ("gone", "Változik a lakásfelújítási támogatás januártól", "2026-11-27 10:20"),
                ],
            )
        )
        add(
            page(
                "tag",
                "/cimke/budapest/",
                "tag",
                "Budapest",
                "cimke-lista",
                list=["tuz", "villamos", "interju"],
            )
        )
        add(
            page(
                "author",
                "/szerzo/kovacs-peter/",
                "author",
                "Kovács Péter",
                "szerzo-oldal",
                list=["villamos"],
                bio="A Hírpont belföldi rovatának újságírója 2015 óta. Közlekedésről, várospolitikáról és lakhatásról ír.",
                older=[
                    ("gone", "Változik a lakásfelújítási támogatás januártól", "2026-11-27 10:20"),
                    (
                        "/belfold/2026/11/19/hev-szerelvenyek-csere-kozbeszerzes/",
                        "Új HÉV-szerelvények: kiírták a közbeszerzést",
                        "2026-11-19 12:30",
                    ),
                    (
                        "/belfold/2026/11/11/parkolasi-dij-emeles-vii-kerulet/",
                        "Drágul a parkolás Erzsébetvárosban",
                        "2026-11-11 08:05",
                    ),
                ],
            )
        )
        add(
            page(
                "search",
                "/kereses/?q=" + quote(SEARCH_Q),
                "search",
                f"Keresés: {SEARCH_Q}",
                "kereses-talalatok",
                list=["villamos"],
                older=[
                    (
                        "/belfold/2026/10/22/budai-fonodo-villamos-atadas/",
                        "Átadták a budai fonódó villamoshálózat utolsó szakaszát",
                        "2026-10-22 11:00",
                    ),
                    (
                        "/gazdasag/2026/09/14/villamosbeszerzes-caf-szerzodes/",
                        "Ötven új villamost vesz a főváros",
                        "2026-09-14 13:25",
                    ),
                ],
            )
        )
        add(
            page(
                "horoszkop",
                "/horoszkop/napi/2026-12-05/",
                "horoscope",
                "Napi horoszkóp: 2026. december 5., szombat",
                "daily-horoscope-12-signs",
                [
                    "## Kos (március 21. – április 20.)",
                    "A hétvége elején kapkodásra hajlamos, pedig semmi sem sürget. Egy régi baráttal folytatott beszélgetés segít tisztán látni egy családi ügyben.",
                    "## Bika (április 21. – május 20.)",
                    "Ma érdemes a pénzügyeire figyelnie: egy nagyobb vásárlást halasszon a jövő hétre. Este jólesik majd egy kis pihenés otthon.",
                    "## Ikrek (május 21. – június 21.)",
                    "Sok meghívást kap, mindenhová azonban nem kell elmennie. Válassza azt a társaságot, ahol igazán jól érzi magát.",
                    "## Rák (június 22. – július 22.)",
                    "Érzékenyebb a szokásosnál, egy ártatlan megjegyzést is magára vehet. Egy séta a friss levegőn sokat javít a hangulatán.",
                    "## Oroszlán (július 23. – augusztus 23.)",
                    "Kreatív ötletei most könnyen megvalósulnak. Ha régóta tervez egy otthoni átalakítást, most bátran kezdjen bele.",
                    "## Szűz (augusztus 24. – szeptember 23.)",
                    "A részletekre figyelő természete ma kifizetődik: észrevesz egy hibát, amely később sok bosszúságot okozott volna.",
                    "## Mérleg (szeptember 24. – október 23.)",
                    "Egy döntést már nem halogathat tovább. Hallgassa meg partnere véleményét, de végül a saját megérzésére hagyatkozzon.",
                    "## Skorpió (október 24. – november 22.)",
                    "Megérzései ma különösen erősek. Egy váratlan telefonhívás jó hírt hoz a munkahelyéről.",
                    "## Nyilas (november 23. – december 21.)",
                    "Születésnapi hónapjában sok energia szorult önbe. Egy rövid kirándulás vagy egy új sport kipróbálása most jót tesz.",
                    "## Bak (december 22. – január 20.)",
                    "A hét fáradalmait ma érdemes kipihennie. Ne vállaljon túl sok programot, a család is szívesen lát egy nyugodt estét.",
                    "## Vízöntő (január 21. – február 19.)",
                    "Egy barátja olyan ajánlattal keresi meg, amely elsőre szokatlannak tűnik. Gondolja át alaposan, mielőtt nemet mond.",
                    "## Halak (február 20. – március 20.)",
                    "Álmodozó hangulatban van, ami kedvez a művészeti tevékenységeknek. Pénzügyi ígéretekben azonban ne bízzon vakon.",
                ],
            )
        )
        add(
            page(
                "idojaras",
                "/idojaras/",
                "weather",
                "Időjárás-előrejelzés",
                "weather-forecast-table",
                [
                    "Szombaton északkeleten reggelig ónos eső, majd havas eső várható, máshol többnyire felhős, párás idő lesz. A délnyugati szél időnként megélénkül.",
                    "T: Város | Szombat | Vasárnap | Hétfő",
                    "T: Budapest | 1 / 4 °C, borult | 0 / 5 °C, felhős | -2 / 3 °C, havas eső",
                    "T: Debrecen | -1 / 2 °C, ónos eső | -2 / 3 °C, borult | -4 / 1 °C, hószállingózás",
                    "T: Miskolc | -2 / 1 °C, ónos eső | -3 / 2 °C, borult | -5 / 0 °C, havazás",
                    "T: Szeged | 2 / 6 °C, felhős | 1 / 7 °C, napos | -1 / 4 °C, felhős",
                    "T: Pécs | 2 / 7 °C, napos | 1 / 6 °C, felhős | 0 / 5 °C, eső",
                    "T: Győr | 0 / 4 °C, köd | -1 / 4 °C, felhős | -3 / 2 °C, havas eső",
                ],
            )
        )
        add(
            page(
                "impresszum",
                "/impresszum/",
                "about",
                "Impresszum",
                "imprint",
                [
                    "A Hírpont online hírportál kiadója a Hírpont Média Kft.",
                    "- Székhely: 1075 Budapest, Károly körút 9.",
                    "- Felelős kiadó: Bárány Gábor ügyvezető",
                    "- Főszerkesztő: Lengyel Anikó",
                    "- Főszerkesztő-helyettes: Simon Máté",
                    "- Szerkesztőség: szerkesztoseg@hirpont.test, +36 1 555 0190",
                    "- Hirdetési ajánlat: sales@hirpont.test",
                    "- Nyilvántartásba vevő hatóság: Nemzeti Média- és Hírközlési Hatóság, nyilvántartási szám: CE/12345-2/2015",
                    "A Hírpont cikkeinek átvétele csak a forrás megjelölésével és a cikkre mutató hivatkozással lehetséges. A fotók felhasználásához a szerkesztőség írásos engedélye szükséges.",
                ],
            )
        )
        add(
            page(
                "gone",
                "/belfold/2026/11/27/lakasfelujitasi-tamogatas-valtozas-januartol/",
                "not-found",
                "Hoppá! Ez az oldal nem található.",
                "soft-404-status-200",
                list=["tuz", "villamos", "mti", "kezi"],
            )
        )
        add(
            story(
                "villamos",
                "/belfold/2026/12/04/nagykorut-villamos-felujitas-4-6-lezaras-2027/",
                "Tavasszal három hónapig nem jár a 4-es és a 6-os villamos a Nagykörút déli szakaszán",
                "2026-12-04",
                iso_local("2026-12-04 09:15", OFF),
                hu_date("2026-12-04 09:15"),
                ["Kovács Péter"],
                [
                    "A Budapesti Közlekedési Központ (BKK) pénteken jelentette be, hogy 2027. március 1. és május 31. között felújítják a Nagykörút villamosvágányait a Blaha Lujza tér és a Boráros tér között. A munkálatok idején a 4-es és a 6-os villamos csak a Széll Kálmán tér és a Blaha Lujza tér között közlekedik, a déli szakaszon pótlóbuszok járnak.",
                    "A vonalon naponta mintegy kétszázezer utas utazik, így a lezárás a főváros egyik legforgalmasabb tömegközlekedési útvonalát érinti. A BKK szerint a mostani sínek több mint húszévesek, a Corvin-negyed és a Ferenc körút közötti szakaszon pedig már sebességkorlátozást kellett bevezetni a kopott vágányok miatt.",
                    'RAW:<div class="cikk-ajanlo"><span class="ajanlo-cim">Kapcsolódó</span><a href="/belfold/2026/10/22/budai-fonodo-villamos-atadas/">Átadták a budai fonódó villamoshálózat utolsó szakaszát</a></div>',
                    "## Két-három percenként jönnek a pótlóbuszok",
                    "A pótlóbuszok csúcsidőben két-három percenként indulnak, és a villamosmegállók közelében kialakított ideiglenes megállókban állnak meg. A közlekedési társaság azt javasolja, hogy aki teheti, a Nagyvárad tér és a Deák Ferenc tér között a 3-as metrót használja.",
                    "Az autósoknak is számolniuk kell fennakadásokkal: a munkaterület mellett irányonként egy sáv marad szabadon, a József körút és az Üllői út kereszteződésében pedig három hétvégén teljes lezárás lesz.",
                    "„Tudjuk, hogy ez nagy teher a kerületekben élőknek, ezért a munkát a tavaszi szünettel együtt, a lehető legrövidebb időre ütemeztük” – mondta a bejelentésen a BKK vezérigazgató-helyettese, Mészáros Tamás.",
                    "## Csendesebb sínek, szélesebb peronok",
                    "A felújítás során a vágányokat rezgéscsillapító ágyazatba fektetik, ami a BKV szerint érezhetően csökkenti a lakásokba jutó zajt és rezgést. A Corvin-negyed és a Rákóczi tér megállóban a peronokat szélesítik és akadálymentesítik, a Boráros téren pedig új, fedett várakozóhely épül.",
                    "A beruházás értéke mintegy 9,6 milliárd forint, amelyet a főváros saját forrásból és uniós támogatásból finanszíroz. A kivitelező kiválasztása januárban zárul, a közbeszerzésre négy ajánlat érkezett.",
                    "Frissítés (17:40): A BKK délután azt is közölte, hogy a lezárás idején a 4-es és 6-os villamos éjszakai pótlására járó 906-os busz útvonala sem változik, a vasárnapi forgalomban pedig a pótlóbuszok ötpercenként közlekednek.",
                ],
                "byline-surname-first-jsonld-western-order",
                section="Belföld",
                dek="A BKV 2027 márciusától cseréli a síneket a Blaha Lujza tér és a Boráros tér között. A villamosok helyett pótlóbuszok járnak, a Nagykörút forgalma is szűkül.",
                local="2026-12-04 09:15",
                updated="2026-12-04 17:40",
                foto="Szabó Anna",
                ld="western",
                caption="A 6-os villamos a Corvin-negyed megállóban",
            )
        )
        add(
            story(
                "mti",
                "/belfold/2026/12/04/onos-eso-narancs-figyelmeztetes-het-varmegye/",
                "Ónos eső miatt narancs figyelmeztetést adtak ki hét vármegyére",
                "2026-12-04",
                iso_local("2026-12-04 16:20", OFF),
                hu_date("2026-12-04 16:20"),
                [],
                [
                    "A HungaroMet Nemzeti Meteorológiai Szolgálat péntek délután narancs, azaz másodfokú figyelmeztetést adott ki ónos eső miatt Borsod-Abaúj-Zemplén, Heves, Nógrád, Pest, Jász-Nagykun-Szolnok, Hajdú-Bihar és Szabolcs-Szatmár-Bereg vármegyére. A figyelmeztetés szombat reggel 9 óráig érvényes.",
                    "Az előrejelzés szerint az esti órákban északkelet felől érkező csapadék a fagypont körüli hőmérsékleten ónos esőként hullhat, ami jelentős síkosságot okozhat az utakon és a járdákon. Az ország többi részén sárga figyelmeztetés van érvényben.",
                    "A Magyar Közút Nonprofit Zrt. közölte, hogy ezer munkagéppel és mintegy kétezer munkatárssal készül a síkosságmentesítésre. A társaság arra kéri az autósokat, hogy csak indokolt esetben induljanak útnak, és tartsanak nagyobb követési távolságot.",
                    "A MÁV-csoport jelezte, hogy a felsővezetékekre fagyó jég miatt a vasúti közlekedésben is késések várhatók, elsősorban a Miskolc és Nyíregyháza felé tartó vonalakon.",
                ],
                "agency-credit-mti",
                section="Belföld",
                local="2026-12-04 16:20",
                desk="MTI",
                ld="mti",
            )
        )
        add(
            story(
                "velemeny",
                "/velemeny/2026/12/03/nyugdijpremium-kiszamithato-nyugdijrendszer/",
                "A nyugdíjprémium nem pótolja a kiszámítható nyugdíjrendszert",
                "2026-12-03",
                iso_local("2026-12-03 06:30", OFF),
                hu_date("2026-12-03 06:30"),
                ["Tóth Eszter"],
                [
                    "Novemberben ismét megérkezett a nyugdíjprémium, és ismét elhangzott, hogy a kormány „megvédte a nyugdíjasokat”. A számok valóban jól mutatnak: a prémium átlagosan 21 ezer forint, ami sok háztartásban egy havi rezsi nagy részét fedezi. A kérdés azonban nem az, hogy jó-e a pluszpénz, hanem az, hogy lehet-e rá tervezni.",
                    "A nyugdíjprémium ugyanis a gazdasági növekedéstől függ. Ha a GDP 3,5 százaléknál jobban nő, van prémium, ha nem, nincs. Egy hetvenöt éves özvegyasszony nem a bruttó hazai termék alakulását figyeli, hanem azt, hogy januárban mennyivel lesz több a nyugdíja, és az elég lesz-e a gyógyszerekre.",
                    "Az elmúlt években a rendszer egyre inkább eseti juttatásokból áll: tizenharmadik havi nyugdíj, prémium, utólagos kiegészítés. Ezek egyenként mind jól hangzanak, együtt azonban azt üzenik, hogy a nyugdíj összege évről évre politikai döntés kérdése, nem pedig egy kiszámítható szabályé.",
                    "Pedig a valódi probléma nem a mai nyugdíjasoké. A mostani negyvenesek jelentős része olyan életpályát fut be, amelyben a minimálbér közelében bejelentett jövedelem, a külföldi munkavállalás és a kihagyott évek miatt a várható nyugdíja alig haladja majd meg a létminimumot. Róluk szinte senki nem beszél.",
                    "Egy felelős nyugdíjpolitika először azt mondaná ki, milyen szabály szerint emelkednek a nyugdíjak, és mit kap az, aki negyven évet dolgozott. Utána lehetne vitatkozni arról, hogy jut-e a jó években prémiumra. Fordított sorrendben csak ajándékozunk, de nem tervezünk.",
                    "A nyugdíjasok megérdemlik a biztonságot. Ez azonban nem a borítékban érkező meglepetésből, hanem abból fakad, hogy tíz évre előre tudják: mire számíthatnak.",
                    "SIGN: A szerző közgazdász, a Budapesti Corvinus Egyetem oktatója. A véleménycikkek a szerzők álláspontját tükrözik, amely nem feltétlenül egyezik a szerkesztőségével.",
                ],
                "opinion-column-author-box-tail",
                section="Vélemény",
                local="2026-12-03 06:30",
                column=True,
                role="közgazdász",
                ld="person",
            )
        )
        add(
            story(
                "tuz",
                "/belfold/2026/12/05/zuglo-tarsashaz-tetoter-tuz-kimenekites/",
                "Kigyulladt egy zuglói társasház tetőtere, hetven lakót menekítettek ki",
                "2026-12-05",
                iso_local("2026-12-05 00:40", OFF),
                hu_date("2026-12-05 00:40"),
                ["Nagy Gergely"],
                [
                    "Egy négyemeletes társasház tetőterében csaptak fel a lángok péntek késő este Budapest XIV. kerületében, a Thököly úton. A fővárosi hivatásos tűzoltók hat vízsugárral oltották a tüzet, amely mintegy háromszáz négyzetméteren égette a tetőszerkezetet.",
                    "A Fővárosi Katasztrófavédelmi Igazgatóság tájékoztatása szerint a házból hetven embert menekítettek ki, közülük kettőt füstmérgezés gyanújával a mentők kórházba szállítottak. Életveszélyes sérülésről nem tudni.",
                    "Egy szomszédos épületben lakó férfi a Hírpontnak azt mondta, fél tizenegy körül érezte meg a füstszagot, majd néhány perc múlva már a tetőablakokon csaptak ki a lángok. „A lépcsőházban mindenki kabátban, papucsban állt, a gyerekeket a szemközti pékségbe vitték be melegedni” – mesélte.",
                    "A kiköltözött lakókat a XIV. kerületi önkormányzat egy közeli iskola tornatermében helyezte el. A polgármesteri hivatal közölte, hogy aki nem tud rokonoknál éjszakázni, annak szállodai szobát biztosítanak.",
                    "A tűz keletkezésének okát tűzvizsgálati eljárásban vizsgálják. A Thököly út érintett szakaszát az oltás idejére lezárták, a 77-es trolibusz terelve közlekedik.",
                ],
                "after-midnight-jsonld-author-portal",
                section="Belföld",
                local="2026-12-05 00:40",
                foto="Fővárosi Katasztrófavédelmi Igazgatóság",
                ld="portal",
                caption="Oltják a tetőteret a Thököly úton",
            )
        )
        add(
            story(
                "akku",
                "/gazdasag/2026/12/02/debrecen-akkumulatorgyar-bovites-ezer-munkahely-viz/",
                "Újabb ezer munkahelyet ígér a debreceni akkumulátorgyár, a lakók a vízfogyasztás miatt aggódnak",
                "2026-12-02",
                iso_local("2026-12-02 11:05", OFF),
                hu_date("2026-12-02 11:05"),
                ["Varga Dóra", "Molnár Bence"],
                [
                    "A Voltaris Hungary Kft. szerdán Debrecenben jelentette be, hogy 2028-ig csaknem duplájára növeli a déli ipari parkban működő akkumulátorcella-gyárának kapacitását. A cég szerint a bővítés ezer új munkahelyet teremt, a beruházás értéke mintegy 310 milliárd forint.",
                    "A bejelentésen a vállalat magyarországi igazgatója, Fazekas Norbert azt mondta, hogy az új gyártósorok már a következő generációs, kisebb kobalttartalmú cellákat gyártják, amelyeket elsősorban német és svéd autógyárak vásárolnak.",
                    "A gyár környékén élők azonban nem lelkesek. A Józsa és Ebes felől szerveződő lakossági csoport szerint a bővítés tovább növeli a térség vízfelhasználását, miközben a nyári aszályban már így is több kutat el kellett mélyíteni.",
                    "## Mit tudunk a bővítésről?",
                    "T: Mutató | Jelenleg | A bővítés után",
                    "T: Munkavállalók | 1800 fő | 2800 fő",
                    "T: Éves gyártókapacitás | 40 GWh | 75 GWh",
                    "T: Napi vízfelhasználás | 3200 köbméter | 5100 köbméter",
                    "T: Csarnokok alapterülete | 210 ezer négyzetméter | 330 ezer négyzetméter",
                    "A cég azt ígéri, hogy a többletvíz nagy részét a debreceni szennyvíztisztító telepről érkező, újrahasznosított vízzel fedezi. A tisztított víz vezetéke a tervek szerint 2027 végére készül el.",
                    "„Nem a munkahelyek ellen vagyunk, csak szeretnénk látni a hatástanulmányt, mielőtt elkezdik az építkezést” – mondta a Hírpontnak Kiss Erzsébet, a lakossági csoport egyik szervezője. A környezetvédelmi engedélyezési eljárásban januárig lehet észrevételt tenni.",
                ],
                "two-authors-photo-credit-data-table",
                section="Gazdaság",
                dek="A Voltaris Hungary 310 milliárd forintból bővít. A cég újrahasznosított vizet ígér, a környékbeliek hatástanulmányt kérnek.",
                local="2026-12-02 11:05",
                foto="MTI/Kerekes Imre",
                ld="person",
                caption="A Voltaris gyára a debreceni déli ipari parkban",
            )
        )
        add(
            story(
                "interju",
                "/kultura/2026/12/01/szalai-kinga-interju-gyerekkonyv-felelem/",
                "„Nem akarok hazudni a gyerekeknek a félelemről”",
                "2026-12-01",
                iso_local("2026-12-01 18:00", OFF),
                hu_date("2026-12-01 18:00"),
                ["Fekete Lilla"],
                [
                    "Szalai Kinga új meséskönyve egy kislányról szól, aki egy költözés után nem mer egyedül elaludni. A könyv egy hónap alatt a gyerekkönyv-sikerlisták élére került. A szerzővel a félelemről, a felnőttek kényelmetlen kérdéseiről és arról beszélgettünk, miért nem ír boldog befejezést minden történetnek.",
                    "Q: Miért pont a félelemről írt mesét? || Mert a gyerekeim minden este erről kérdeztek. A lányom hatéves volt, amikor elköltöztünk Budapestről Vácra, és hónapokig nem tudott elaludni az új szobájában. Kerestem neki könyvet, de csak olyat találtam, amelyben a szörny végül barátságos lesz. Ő pedig nem hitte el.",
                    "Q: Mi a baj a barátságos szörnnyel? || Semmi, csak nem igaz. A félelem nem változik át valami kedves dologgá. Meg lehet tanulni együtt élni vele, meg lehet szelídíteni, de attól még ott van. Ha ezt elhallgatjuk, a gyerek azt hiszi, vele van a baj, amiért még mindig fél.",
                    "Q: A könyv végén a kislány még mindig nem alszik egyedül. Nem kapott ezért kritikát? || De, kaptam. Több szülő is írt, hogy csalódott, mert azt várta, a könyv „megoldja” az esti problémát. Én viszont úgy gondolom, az is fejlődés, ha valaki ki tudja mondani, mitől fél. A mesém erről szól, nem a varázslatról.",
                    "Q: Hogyan dolgozott az illusztrátorral? || Bodnár Júlia rajzai nagyon sokat hozzátettek. Megkértem, hogy a sötét szobát ne rajzolja ijesztőre, de szépre se. Olyan legyen, amilyennek egy hatéves látja: ismerős és idegen egyszerre.",
                    "Q: Mit tanácsol azoknak a szülőknek, akiknek a gyereke fél a sötétben? || Hogy ne siessenek. Üljenek le az ágy szélére, kérdezzék meg, mitől fél pontosan, és hallgassák végig. Sokszor nem a sötétség a gond, hanem egy nap közben hallott mondat vagy egy veszekedés, amit a gyerek nem tudott hová tenni.",
                    "Szalai Kinga Sötétben is te vagy című könyve a Pagony-Kék Kiadó gondozásában jelent meg, a szerző december 12-én a budapesti Gyerekkönyvhéten dedikál.",
                ],
                "interview-qa-kicker-in-title-tag",
                section="Kultúra",
                local="2026-12-01 18:00",
                foto="Hírpont/Pál Viktor",
                kicker="Interjú",
                ld="person",
                teaser="Szalai Kinga: Nem akarok hazudni a gyerekeknek a félelemről",
                caption="Szalai Kinga a váci otthonában",
            )
        )
        add(
            story(
                "kezi",
                "/sport/2026/12/03/noi-kezilabda-eb-norvegia-vereseg-tovabbjutas/",
                "Női kézi-Eb: kikapott a norvégoktól, mégis továbbjutott a válogatott",
                "2026-12-03",
                iso_local("2026-12-03 22:10", OFF),
                hu_date("2026-12-03 22:10"),
                ["Horváth Ádám"],
                [
                    "A magyar női kézilabda-válogatott 29–27-re kikapott Norvégiától az Európa-bajnokság csoportkörének harmadik fordulójában csütörtök este Katowicében, de mivel Szlovénia legyőzte Montenegrót, a csapat a csoport második helyén továbbjutott a középdöntőbe.",
                    "A mérkőzés elején a magyarok jobban kezdtek: a tizedik percben 6–3-ra vezettek, főleg Sándor Réka átlövéseinek köszönhetően. A norvégok azonban a félidő közepén védekezést váltottak, és a szünetben már kettővel ők vezettek.",
                    "A második félidőben a világbajnok kétszer is négygólos előnyre tett szert, a magyar csapat viszont nem adta fel. Bíró Zsófia két hétméterest is kivédett az utolsó tíz percben, Király Bianka pedig 27–28-nál egyenlíthetett volna, lövése azonban a kapufán csattant.",
                    "„Ma egy nagyon erős csapattal szemben is megmutattuk, hogy ott vagyunk a legjobbak között. A középdöntőben minden meccs döntő lesz” – mondta a lefújás után a szövetségi kapitány, Deák Lőrinc.",
                    "A legeredményesebb magyar játékos Sándor Réka volt hét góllal, Király Bianka öt, Pásztor Nóra négy találatig jutott. Bíró Zsófia 13 védéssel zárt.",
                    "A válogatott a középdöntőben vasárnap Dániával, kedden Hollandiával, csütörtökön pedig Franciaországgal játszik. A csoportból az első két helyezett jut az elődöntőbe.",
                ],
                "sport-report-scores",
                section="Sport",
                local="2026-12-03 22:10",
                foto="Hírpont/Pál Viktor",
                ld="person",
                caption="Sándor Réka átlövése a norvég védők fölött",
            )
        )
        add(
            story(
                "m1",
                "/belfold/2026/12/04/m1-autopalya-kamion-borult-tatabanya/",
                "Kamion borult az M1-esen Tatabányánál, hosszú a torlódás Budapest felé",
                "2026-12-04",
                None,
                hu_date("2026-12-04 07:50"),
                [],
                [
                    "Felborult egy kamion péntek reggel az M1-es autópálya Budapest felé vezető oldalán, Tatabánya közelében, a 61-es kilométerszelvénynél. A baleset miatt a belső sávot lezárták, a forgalmat a leállósávon vezetik el.",
                    "Az Útinform tájékoztatása szerint a torlódás hét kilométer hosszú, Bicske után is araszolva halad a forgalom. A rendőrség azt javasolja, hogy aki teheti, az 1-es főúton kerülje el a szakaszt.",
                    "A kamion sofőrje könnyebben megsérült, a mentők kórházba vitték. A jármű kiemelése a délelőtti órákban várható.",
                ],
                "desk-credit-no-jsonld-brief",
                section="Belföld",
                local="2026-12-04 07:50",
                desk="Hírpont",
            )
        )

    # --- templates -----------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld")
        if not mode:
            return ""
        url = self.url(doc.key)
        if mode == "western":
            author: object = [
                {"@type": "Person", "name": " ".join(reversed(a.split())), "url": f"{ORIGIN}/szerzo/{AUTHOR_SLUG[a]}/"}
                for a in doc.authors
            ]
        elif mode == "person":
            author = [{"@type": "Person", "name": a, "url": f"{ORIGIN}/szerzo/{AUTHOR_SLUG[a]}/"} for a in doc.authors]
        elif mode == "mti":
            author = [{"@type": "Organization", "name": "MTI"}]
        else:
            author = [{"@type": "Organization", "name": "Hírpont", "url": ORIGIN + "/"}]
        modified = iso_local(doc.extra["updated"], OFF) if doc.extra.get("updated") else doc.iso
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "description": doc.dek or self.lede(doc),
            "image": [f"https://img.hirpont.test/2026/12/{img_id(doc.key)}_1200x675.jpg"],
            "datePublished": doc.iso,
            "dateModified": modified,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Hírpont",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/assets/img/hirpont-logo-600.png"},
            },
            "articleSection": doc.section,
            "inLanguage": "hu-HU",
            "isAccessibleForFree": True,
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = f"{doc.extra['kicker']}: {doc.title}" if doc.extra.get("kicker") == "Interjú" else doc.title
        desc = doc.dek or self.lede(doc) if doc.is_article else doc.title
        og_type = "article" if doc.is_article else "website"
        art_meta = ""
        if doc.is_article:
            art_meta = (
                f'<meta property="article:published_time" content="{iso_local(doc.extra["local"], OFF)}">\n'
                f'<meta property="article:section" content="{esc(doc.section)}">\n'
            )
            if doc.extra.get("updated"):
                art_meta += (
                    f'<meta property="article:modified_time" content="{iso_local(doc.extra["updated"], OFF)}">\n'
                )
        menu = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("belfold", "Belföld"),
                ("/kulfold/", "Külföld"),
                ("/gazdasag/", "Gazdaság"),
                ("/sport/", "Sport"),
                ("/kultura/", "Kultúra"),
                ("/velemeny/", "Vélemény"),
                ("idojaras", "Időjárás"),
                ("horoszkop", "Horoszkóp"),
            )
        )
        most = "".join(
            f'<li><span class="sorszam">{i + 1}.</span> {self.a(k, self.docs[k].teaser or self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["tuz", "villamos", "kezi", "mti", "akku"])
        )
        fresh = "".join(
            f'<li><span class="ido">{hu_short(self.docs[k].extra["local"]).split(", ")[1]}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("tuz", "mti", "villamos", "m1")
        )
        robots = '<meta name="robots" content="noindex, follow">\n' if doc.kind == "not-found" else ""
        return f"""<!DOCTYPE html>
<html lang="hu" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)} - Hírpont</title>
<meta name="description" content="{esc(desc)}">
{robots}<link rel="canonical" href="{esc(url)}">
<meta property="og:type" content="{og_type}">
<meta property="og:title" content="{esc(title)}">
<meta property="og:description" content="{esc(desc)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="Hírpont">
<meta property="og:locale" content="hu_HU">
<meta property="og:image" content="https://img.hirpont.test/2026/12/{img_id(doc.key)}_1200x675.jpg">
{art_meta}<meta property="fb:app_id" content="184020000000001">
{self.ld(doc) if doc.is_article else ""}
<link rel="alternate" type="application/rss+xml" title="Hírpont" href="/24ora/rss/">
<link rel="stylesheet" href="/assets/css/hirpont.min.css?v=4.12.3">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"oldaltipus":"{"cikk" if doc.is_article else doc.kind}","rovat":"{esc(doc.section or doc.kind)}","cikkid":"{img_id(doc.key)}"}});</script>
<script>var adverticum_zones={{"billboard":5190034,"roadblock":5190035,"box":5190036}};</script>
<script src="//ad.adverticum.test/g3.js" async></script>
</head>
<body class="{"cikk-oldal" if doc.is_article else "lista-oldal"} rovat-{doc.kind}">
<div id="cookie-consent" class="cookie-banner" role="dialog"><p>Sütiket használunk, hogy a Hírpont jobban működjön, és személyre szabott hirdetéseket mutathassunk. Részletek az <a href="/adatvedelem/">adatvédelmi tájékoztatóban</a>.</p><button class="elfogad">Elfogadom</button> <button class="beallitasok">Beállítások</button></div>
<header class="fejlec">
<div class="fejlec-felso"><span class="mai-datum">2026. december 5., szombat</span> <span class="nevnap">Névnap: Vilma</span> <a href="/belepes/" class="belepes">Belépés</a> <a href="/elofizetes/" class="tamogatas">Támogatom a Hírpontot</a></div>
<div class="logo-sor">{self.a("home", "Hírpont", "nav", 'class="logo" title="Hírpont főoldal"')}
<form class="keresodoboz" action="/kereses/" method="get"><input type="search" name="q" placeholder="Keresés a Hírponton"><button type="submit">Keresés</button></form></div>
<nav class="fomenu"><ul>{menu}</ul></nav>
<div class="friss-sav"><span class="cimke-friss">Friss</span> {self.a("tuz", self.docs["tuz"].title, "nav")}</div>
</header>
<div class="goAdverticum" id="zone5190034"></div>
<div class="oldal-wrap">
<main class="tartalom" id="tartalom">
{main}
</main>
<aside class="oldalsav">
<div class="doboz legolvasottabb"><h3>Legolvasottabb</h3><ol>{most}</ol></div>
<div class="goAdverticum" id="zone5190036"></div>
<div class="doboz friss-hirek"><h3>Friss hírek</h3><ul>{fresh}</ul></div>
<div class="doboz hirlevel"><h3>Hírlevél</h3><p>A nap legfontosabb hírei minden reggel hétkor.</p><form action="/hirlevel/feliratkozas/" method="post"><input type="email" name="email" placeholder="E-mail-cím"><button>Feliratkozom</button></form></div>
</aside>
</div>
<footer class="lablec">
<nav class="lablec-linkek">{self.a("impresszum", "Impresszum", "footer")} · <a href="/adatvedelem/">Adatvédelmi tájékoztató</a> · <a href="/mediaajanlat/">Médiaajánlat</a> · <a href="/kapcsolat/">Kapcsolat</a> · <a href="/24ora/rss/">RSS</a> · {self.a("idojaras", "Időjárás", "footer")} · {self.a("horoszkop", "Horoszkóp", "footer")}</nav>
<div class="kozossegi"><a href="https://www.facebook.com/hirpont.test">Facebook</a> <a href="https://www.instagram.com/hirpont.test">Instagram</a> <a href="https://www.youtube.com/@hirponttest">YouTube</a></div>
<p class="copyright">© 2026 Hírpont Média Kft. Minden jog fenntartva. A Hírpont cikkeinek és fotóinak engedély nélküli felhasználása tilos.</p>
</footer>
<script src="/assets/js/hirpont.min.js?v=4.12.3" defer></script>
<script>if(window.goAdverticum3){{goAdverticum3.onReady(function(){{goAdverticum3.loadZones();}});}}</script>
</body>
</html>"""

    def share(self, doc: Doc) -> str:
        u = quote(self.url(doc.key), safe="")
        return (
            f'<div class="megosztas"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" class="fb">Megosztás</a> '
            f'<a href="https://x.com/intent/post?url={u}" class="x">X</a> <a href="mailto:?subject=Hírpont&amp;body={u}" class="mail">E-mail</a> '
            '<button class="link-masolas">Link másolása</button></div>'
        )

    def credits(self, doc: Doc) -> str:
        if doc.authors:
            label = "Szerzők:" if len(doc.authors) > 1 else "Szerző:"
            names = ", ".join(
                self.a("author", a, "byline", 'class="szerzo"')
                if a == "Kovács Péter"
                else f'<a class="szerzo" href="/szerzo/{AUTHOR_SLUG[a]}/">{esc(a)}</a>'
                for a in doc.authors
            )
        else:
            label = "Szerző:"
            names = f'<span class="szerzo">{esc(doc.extra["desk"])}</span>'
        foto = f' <span class="foto-credit">Fotó: {esc(doc.extra["foto"])}</span>' if doc.extra.get("foto") else ""
        return f'<div class="szerzo-wrap"><span class="szerzo-label">{label}</span> {names}{foto}</div>'

    def story_main(self, doc: Doc) -> str:
        sec = self.a("belfold", doc.section, "breadcrumb") if doc.section == "Belföld" else esc(doc.section)
        kicker = f'<div class="felcim">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        column_box = ""
        credits = self.credits(doc)
        if doc.extra.get("column"):
            a = doc.authors[0]
            column_box = f'<div class="velemeny-szerzo"><img src="https://img.hirpont.test/szerzok/{AUTHOR_SLUG[a]}.jpg" alt="{esc(a)}" width="80" height="80"><a class="szerzo" href="/szerzo/{AUTHOR_SLUG[a]}/">{esc(a)}</a><span class="szerzo-titulus">{esc(doc.extra["role"])}</span></div>'
            credits = ""
        dek = f'<div class="lead"><p>{esc(doc.dek)}</p></div>' if doc.dek else ""
        updated = (
            f' <span class="frissitve">Frissítve: {hu_date(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        fig = ""
        if doc.extra.get("caption"):
            fig = f'<figure class="cikk-kep"><img src="https://img.hirpont.test/2026/12/{img_id(doc.key)}_960x540.jpg" alt="{esc(doc.extra["caption"])}" width="960" height="540"><figcaption>{esc(doc.extra["caption"])}. Fotó: {esc(doc.extra["foto"])}</figcaption></figure>'
        tags = '<div class="cimkek"><span>Címkék:</span> '
        if doc.key in ("villamos", "tuz", "interju"):
            tags += self.a("tag", "Budapest", "tag") + " "
        if doc.key == "villamos":
            tags += self.a("search", "villamos", "tag") + ' <a href="/cimke/bkk/">BKK</a>'
        else:
            tags += f'<a href="/cimke/{quote(doc.section.lower())}/">{esc(doc.section.lower())}</a>'
        tags += "</div>"
        related = "".join(
            f"<li>{self.a(k, self.docs[k].teaser or self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key
        )
        comments = ""
        if doc.key in COMMENTS:
            n, posts = COMMENTS[doc.key]
            items = "".join(f'<div class="hsz"><b>{esc(u)}</b><p>{esc(t)}</p></div>' for u, t in posts)
            comments = f'<div class="hozzaszolasok"><h3>Hozzászólások ({n})</h3>{items}<a href="/belepes/">A hozzászóláshoz be kell jelentkeznie.</a></div>'
        return f"""<div class="morzsa">{self.a("home", "Főoldal", "breadcrumb")} › {sec}</div>
<article class="cikk" data-cikk-id="{img_id(doc.key)}">
<div class="cikk-fejlec">
<div class="rovat-cimke">{esc(doc.section)}</div>
{column_box}
{kicker}
<h1 class="content-title">{esc(doc.title)}</h1>
{dek}
<div class="cikk-info">
{credits}
<div class="datum"><time datetime="{iso_local(doc.extra["local"], OFF)}">{doc.stamp}</time>{updated}</div>
</div>
{self.share(doc)}
</div>
{fig}
<div class="cikk-torzs">
{self.blocks(doc)}
</div>
<div class="goAdverticum" id="zone5190035"></div>
{tags}
{comments}
</article>
<div class="kapcsolodo"><h3>Ezeket is olvasta már?</h3><ul>{related}</ul></div>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        lede = d.dek or self.lede(d)
        return (
            f'<div class="cikk-kartya"><a class="kep" href="{esc(self.href(k))}"><img src="https://img.hirpont.test/2026/12/{img_id(k)}_400x225.jpg" alt="" loading="lazy"></a>'
            f'<div class="rovat">{esc(d.section)}</div><h2 class="cikkcim">{self.a(k, d.teaser or d.title, "content")}</h2>'
            f'<p class="ajanlo">{esc(lede)}</p><span class="datum">{hu_short(d.extra["local"])}</span></div>'
        )

    def older(self, doc: Doc) -> str:
        out = []
        for path, title, local in doc.extra.get("older", []):
            link = self.a(path, title, "content") if path in self.docs else f'<a href="{esc(path)}">{esc(title)}</a>'
            out.append(
                f'<div class="cikk-kartya kicsi"><h2 class="cikkcim">{link}</h2><span class="datum">{hu_short(local)}</span></div>'
            )
        return "".join(out)

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        if doc.kind == "not-found":
            return f"""<div class="hiba-oldal">
<h1>{esc(doc.title)}</h1>
<p>Lehet, hogy a keresett cikket áthelyeztük vagy töröltük, esetleg elírás van a címben.</p>
<form action="/kereses/" method="get" class="hiba-kereso"><input type="search" name="q" placeholder="Mit keres?"><button>Keresés</button></form>
<p>{self.a("home", "Vissza a főoldalra", "content")}</p>
<h2>Friss cikkeink</h2>
<div class="cikklista">{cards}</div>
</div>"""
        head = f"<h1>{esc(doc.title)}</h1>"
        extra = self.older(doc)
        pager = ""
        if doc.key == "home":
            head = f'<h1 class="sr-only">{esc(doc.title)}</h1>'
            extra = (
                f'<section class="blokk vezeto-velemeny"><h2>Vélemény</h2>{self.a("velemeny", "Tóth Eszter: " + self.docs["velemeny"].title, "content")}</section>'
                f'<section class="blokk szolgaltatas"><h2>Szolgáltatás</h2><ul><li>{self.a("idojaras", "Időjárás: ónos eső északkeleten", "content")}</li><li>{self.a("horoszkop", "Napi horoszkóp", "content")}</li><li><a href="/arfolyam/">Árfolyamok</a></li></ul></section>'
            )
            pager = f'<div class="tovabb">{self.a("belfold", "További belföldi hírek", "content")}</div>'
        elif doc.key == "belfold":
            pager = f'<div class="lapozo"><span class="aktiv">1</span> {self.a("belfold2", "2", "pagination")} <a href="/belfold/?p=3">3</a> {self.a("belfold2", "Következő oldal »", "pagination")}</div>'
        elif doc.key == "belfold2":
            head = f'<h1>{esc(doc.title)}</h1><p class="oldalszam">2. oldal</p>'
            pager = f'<div class="lapozo">{self.a("belfold", "« Előző oldal", "pagination")} {self.a("belfold", "1", "pagination")} <span class="aktiv">2</span> <a href="/belfold/?p=3">3</a></div>'
        elif doc.kind == "tag":
            head = (
                f'<p class="cimke-felirat">Címke</p><h1>{esc(doc.title)}</h1><p class="talalatszam">3 cikk a héten</p>'
            )
        elif doc.kind == "author":
            head = f'<div class="szerzo-profil"><img src="https://img.hirpont.test/szerzok/kovacs-peter.jpg" alt="Kovács Péter" width="120" height="120"><h1>{esc(doc.title)}</h1><p class="beosztas">újságíró, Belföld</p><p>{esc(doc.extra["bio"])}</p><a href="mailto:kovacs.peter@hirpont.test">kovacs.peter@hirpont.test</a></div><h2>Kovács Péter cikkei</h2>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/kereses/" method="get"><input type="search" name="q" value="{esc(SEARCH_Q)}"><button>Keresés</button></form><p class="talalatszam">3 találat</p>'
        return f'<div class="lista-wrap">{head}<div class="cikklista">{cards}{extra}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "horoscope":
            return f'<div class="horoszkop-oldal"><div class="morzsa">{self.a("home", "Főoldal", "breadcrumb")} › Horoszkóp</div><h1>{esc(doc.title)}</h1><p class="horoszkop-szerzo">Asztrológus: Mira</p><div class="jegyek">\n{self.blocks(doc)}\n</div><p class="horoszkop-tovabb"><a href="/horoszkop/heti/">Heti horoszkóp</a> · <a href="/horoszkop/havi/">Havi horoszkóp</a> · <a href="/horoszkop/kinai/">Kínai horoszkóp</a></p></div>'
        if doc.kind == "weather":
            return f'<div class="idojaras-oldal"><div class="morzsa">{self.a("home", "Főoldal", "breadcrumb")} › Időjárás</div><h1>{esc(doc.title)}</h1><p class="frissites">Frissítve: 2026. december 5., 6:00</p><div class="figyelmeztetes">Figyelmeztetés: {self.a("mti", "narancs figyelmeztetés ónos eső miatt hét vármegyében", "content")}</div>\n{self.blocks(doc)}\n<p class="forras">Forrás: HungaroMet, Hírpont-összeállítás</p><p><a href="/idojaras/radar/">Radarkép</a> · <a href="/idojaras/14-napos/">14 napos előrejelzés</a></p></div>'
        return f'<div class="statikus-oldal"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
