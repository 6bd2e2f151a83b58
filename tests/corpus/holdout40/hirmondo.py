# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Hungarian typographic quotes and dashes are deliberate)
"""Hírmondó: an Index/HVG-like Hungarian portal on a legacy in-house CMS that still serves **ISO-8859-2** (header
and `<meta http-equiv>`; the typographic quotes „…” and dashes the charset lacks are written as numeric character
references). Index-like URLs with underscored slugs (`/belfold/2026/12/04/<slug_with_underscores>/`,
`/belfold/?p=2`, `/cimke/bkv/`, `/szerzo/kovacs_anna/`, `/kereses/?s=`), Index-like markup (`div.content-title`,
`div.cikk-info`, `div.szerzo`, `div.lead`, `div.cikk-torzs`, `ul.cikk-cimkek`), HVG-like dates printed
"2026. december 4. 09:15" (year first). Bylines print the **family name first** ("Kovács Anna",
"Nagy-Tóth Eszter", "dr. Molnár Zsófia"); on the forint story and the book review the byline stands **under the
body**; the agency brief ends with "(MTI)". Metadata: `article:published_time` in +01:00 and a `NewsArticle`
JSON-LD (ASCII-escaped) on some stories: the tram story's JSON-LD gives the author in Western order ("Anna
Kovács"), the forint story's gives the site as an Organization, the pass story's time is **UTC** (23:30Z on
3 Dec = 00:30 on 4 Dec in Budapest); the opinion piece, the brief and the review have none. The exchange-rate table
and the dated quiz are not articles."""

from __future__ import annotations

from common import Base, blocks_html, ld, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["villamos", "berlet", "forint", "mti", "velemeny", "interju", "szeged", "konyv"]
SITE = "Hírmondó"
SLUG = {"Belföld": "belfold", "Gazdaság": "gazdasag", "Vélemény": "velemeny", "Kultúr": "kultur"}
AUTHOR_PATHS = {
    "Kovács Anna": "/szerzo/kovacs_anna/",
    "Szabó Péter": "/szerzo/szabo_peter/",
    "Nagy-Tóth Eszter": "/szerzo/nagy-toth_eszter/",
    "Farkas Bence": "/szerzo/farkas_bence/",
    "Horváth Gábor": "/szerzo/horvath_gabor/",
    "Molnár Zsófia": "/szerzo/molnar_zsofia/",
}


class Hirmondo(Base):
    origin = "https://hirmondo.test"
    name = SITE
    prefix = "hmd"
    language = "hu"
    encoding = "iso8859-2"
    content_type = "text/html; charset=ISO-8859-2"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hmd",
            [
                "#hm-header",
                ".rovatmenu",
                ".content-title",
                ".cikk-torzs",
                ".cikk-info",
                ".lead",
                ".rovat-lista",
                ".ajanlo-doboz",
                "#qc-cmp2-container",
                ".lablec",
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
                "Hírmondó – hírek, amelyek számítanak",
                "index-like-home",
                list=["berlet", "forint", "villamos", "mti", "velemeny", "szeged", "interju", "konyv"],
            )
        )
        add(
            page(
                "belfold",
                "/belfold/",
                "section",
                "Belföld",
                "rovat",
                list=["berlet", "villamos", "mti", "szeged"],
                more="belfold2",
            )
        )
        add(
            page(
                "belfold2",
                "/belfold/?p=2",
                "section",
                "Belföld – 2. oldal",
                "rovat-page2",
                list=["interju", "velemeny"],
                prev="belfold",
            )
        )
        add(
            page(
                "cimke",
                "/cimke/bkv/",
                "tag",
                "BKV",
                "cimke",
                list=["villamos"],
                old=[
                    (
                        "/belfold/2026/11/18/bkv_uj_trolibuszok_zuglo/",
                        "Zuglóban is forgalomba álltak az új trolibuszok",
                        "2026. november 18.",
                    ),
                    (
                        "/belfold/2026/10/29/bkv_jegyautomata_bankkartya/",
                        "Minden jegyautomatánál lehet már bankkártyával fizetni",
                        "2026. október 29.",
                    ),
                    (
                        "/belfold/2026/10/02/metro_m3_ejszakai_lezaras/",
                        "Éjszakánként lezárják az M3-as metró északi szakaszát",
                        "2026. október 2.",
                    ),
                ],
            )
        )
        add(
            page(
                "szerzo",
                AUTHOR_PATHS["Kovács Anna"],
                "author",
                "Kovács Anna",
                "szerzo-oldal",
                list=["berlet", "villamos"],
                bio="Kovács Anna 2016 óta dolgozik a Hírmondónál, közlekedésről, várospolitikáról és önkormányzatokról ír.",
            )
        )
        add(page("kereses", "/kereses/?s=forint", "search", "Keresés: forint", "kereses", list=["forint"]))
        add(
            page(
                "impresszum",
                "/impresszum/",
                "about",
                "Impresszum",
                "impresszum",
                [
                    "Hírmondó – független hírportál",
                    "Kiadó: Hírmondó Média Kft., 1036 Budapest, Lajos utca 48–66. Cégjegyzékszám: 01-09-000000",
                    "Felelős kiadó: Bíró Levente ügyvezető. Főszerkesztő: Sipos Katalin. Főszerkesztő-helyettes: Lukács Dénes.",
                    "Szerkesztőség: szerkesztoseg@hirmondo.test, telefon: +36 1 000 0000",
                    "Nyilvántartásba vételi szám: CE/0000-0/2016. A Hírmondó tartalmainak átvétele csak a kiadó előzetes írásos engedélyével lehetséges.",
                ],
            )
        )
        add(
            page(
                "adatvedelem",
                "/adatvedelem/",
                "policy",
                "Adatkezelési tájékoztató",
                "adatvedelem-hatalyos",
                [
                    "Hatályos: 2026. szeptember 1.",
                    "A Hírmondó Média Kft. (a továbbiakban: Adatkezelő) a honlap látogatóinak személyes adatait az Európai Parlament és a Tanács (EU) 2016/679 rendelete (GDPR) szerint kezeli.",
                    "## Sütik",
                    "A honlap működéséhez szükséges sütiken túl statisztikai és hirdetési célú sütiket csak a látogató hozzájárulásával helyezünk el. A hozzájárulás bármikor visszavonható az oldal alján található „Süti beállítások” linkre kattintva.",
                    "## Az érintettek jogai",
                    "Ön kérheti személyes adatai helyesbítését, törlését vagy kezelésének korlátozását. Panaszával a Nemzeti Adatvédelmi és Információszabadság Hatósághoz fordulhat.",
                ],
            )
        )
        add(
            page(
                "arfolyam",
                "/gazdasag/arfolyam/",
                "rates",
                "Árfolyamok",
                "exchange-rate-table",
                [
                    "Frissítve: 2026. december 4. 11:00",
                    "T: Deviza | Vétel | Eladás | Középárfolyam | Változás",
                    "T: EUR | 404,10 | 420,50 | 412,30 | +0,66%",
                    "T: USD | 384,20 | 400,00 | 392,10 | +0,69%",
                    "T: CHF | 432,10 | 448,90 | 440,50 | +0,62%",
                    "T: GBP | 486,30 | 505,70 | 496,00 | +0,41%",
                    "T: PLN | 95,80 | 100,20 | 98,00 | +0,12%",
                    "T: CZK | 16,21 | 16,95 | 16,58 | +0,30%",
                    "Az árfolyamok tájékoztató jellegűek, a bankok és pénzváltók ettől eltérő árfolyamon válthatnak.",
                ],
            )
        )
        add(
            page(
                "kviz",
                "/kviz/2026/12/04/mennyire_ismered_a_magyar_varosokat/",
                "quiz",
                "Kvíz: mennyire ismered a magyar városokat?",
                "dated-quiz",
                [
                    "Három kérdés, egy perc. Teszteld a tudásod, és hasonlítsd össze az eredményed a többi olvasóéval!",
                    'RAW:<ol class="kviz-kerdesek"><li><p>Melyik városban áll a Zsolnay Kulturális Negyed?</p><label><input type="radio" name="k1"> Pécs</label><label><input type="radio" name="k1"> Szeged</label><label><input type="radio" name="k1"> Győr</label></li><li><p>Melyik folyó partján fekszik Győr?</p><label><input type="radio" name="k2"> Rába</label><label><input type="radio" name="k2"> Dráva</label><label><input type="radio" name="k2"> Körös</label></li><li><p>Hol található az ország legnagyobb református temploma?</p><label><input type="radio" name="k3"> Debrecen</label><label><input type="radio" name="k3"> Sárospatak</label><label><input type="radio" name="k3"> Kecskemét</label></li></ol><button class="kviz-eredmeny">Eredmény megtekintése</button>',
                ],
                stamp="2026. december 4. 07:00",
            )
        )

        add(
            story(
                "villamos",
                "/belfold/2026/12/03/ket_honapig_nem_jar_az_1-es_villamos_az_arpad_hidon/",
                "Két hónapig nem jár az 1-es villamos az Árpád hídon",
                "2026-12-03",
                "2026-12-03T10:42:00+01:00",
                "2026. december 3. 10:42",
                ["Kovács Anna"],
                [
                    "Február elejétől március végéig nem közlekedik az 1-es villamos Óbuda és a Róbert Károly körút között, mert kicserélik a sínpályát az Árpád hídon. A villamost pótlóbuszok helyettesítik, amelyek csúcsidőben hárompercenként indulnak.",
                    "A Budapesti Közlekedési Központ (BKK) szerdán jelentette be a felújítás részleteit. Az Árpád hídon futó vágányokat utoljára 2009-ben cserélték, azóta a sínek és az alattuk lévő betonlemez is jelentősen elhasználódtak. A villamosok a hídon jelenleg csak 20 kilométeres óránkénti sebességgel haladhatnak.",
                    "„A munkát a téli hónapokra időzítettük, mert ilyenkor kevesebben utaznak, és a hídon a közúti forgalmat is könnyebb átszervezni” – mondta Tóth Balázs, a BKK szóvivője.",
                    "A pótlóbuszok a villamos megállóihoz a lehető legközelebb állnak meg. Az utasoknak azonban számolniuk kell azzal, hogy a menetidő Óbuda és a Róbert Károly körút között a jelenlegi 14 percről csúcsidőben akár 25 percre nőhet.",
                    "## Változások a felújítás idején",
                    "- az 1-es villamos csak a Népliget és a Róbert Károly körút között közlekedik",
                    "- az 1-es villamospótló busz a Bécsi út/Vörösvári út és a Róbert Károly körút között jár",
                    "- az Árpád hídon a két belső forgalmi sáv lezárva marad",
                    "- a 34-es és a 106-os busz hétköznap reggel sűrűbben közlekedik",
                    "A felújítás mintegy 6,8 milliárd forintba kerül, amelyet uniós forrásból finanszíroznak. A kivitelező a Hídépítő Közép Zrt. és a Sínpálya Kft. konzorciuma, amely a szerződés szerint minden késedelmes napért 12 millió forint kötbért fizet.",
                    "A kerületi önkormányzatok attól tartanak, hogy a lezárás a hídon és környékén dugókat okoz. A III. kerület polgármestere, Kiss Zoltán arra kérte a BKK-t, hogy a munkákat éjszakánként is végezzék, így akár két héttel rövidebb lehetne a lezárás.",
                    "A BKK szerint ez a lakók nyugalma miatt csak korlátozottan lehetséges, de megvizsgálják, mely munkafolyamatok végezhetők zajvédelem mellett éjjel is. A végleges ütemtervet január közepén teszik közzé a társaság honlapján.",
                ],
                "lead-list-western-order-jsonld",
                section="Belföld",
                tag=True,
                ld_name="Anna Kovács",
            )
        )
        add(
            story(
                "berlet",
                "/belfold/2026/12/04/januartol_dragulnak_a_varmegyei_berletek/",
                "Januártól drágulnak a vármegyei bérletek, éjjel jelent meg a rendelet",
                "2026-12-04",
                "2026-12-03T23:30:00Z",
                "2026. december 4. 00:30",
                ["Kovács Anna", "Szabó Péter"],
                [
                    "Átlagosan 9,5 százalékkal drágulnak január elsejétől a vármegyei és az országos bérletek. A kormányrendelet csütörtök késő este jelent meg a Magyar Közlönyben; a diákok és a nyugdíjasok kedvezményei nem változnak.",
                    "A rendelet szerint a vármegyebérlet havi ára 9450 forintról 10 350 forintra, az országos bérleté 18 900 forintról 20 700 forintra emelkedik. A fővárosi és az elővárosi bérleteket a változás nem érinti, azok árát a Fővárosi Közgyűlés határozza meg.",
                    "A közlekedési tárca indoklása szerint az emelésre a járműpark megújítása és a személyzet béremelése miatt van szükség. Az állami buszszolgáltató idén 180 új buszt állított forgalomba, jövőre további 240 érkezik.",
                    "A szakszervezetek szerint a béremelés fedezetére valóban szükség van: a buszvezetők bruttó átlagkeresete jelenleg 520 ezer forint, ami jóval elmarad a magánszektorban fizetett bérektől. Több vármegyében már most is járatokat kell törölni sofőrhiány miatt.",
                    "A bérletárak 2023-as bevezetésük óta először változnak. Akkor a kormány azzal érvelt, hogy az egyszerű, olcsó bérletek több embert csábítanak a közösségi közlekedésre. A minisztérium adatai szerint ez részben sikerült: vármegyebérletből havonta átlagosan 310 ezer darab fogy.",
                    "Az utasjogi szervezetek bírálták a döntést. A Közlekedő Emberekért Egyesület szerint az áremelés azokat sújtja leginkább, akik vidéken élnek, és nincs más lehetőségük a munkába járásra. „A fővárosban maradnak a régi árak, a vármegyékben pedig drágul a bérlet. Ez nem igazságos” – fogalmazott Balogh Judit, az egyesület elnöke.",
                    "A Hajdú-Bihar vármegyei közgyűlés elnöke, Oláh Imre kérdésünkre azt mondta, a vármegye nem tervez saját kedvezményt, a debreceni helyi közlekedésben viszont a városi bérlet ára jövőre is változatlan marad.",
                    "Az új árú bérletek december 20-tól vásárolhatók meg a jegypénztárakban és a mobilalkalmazásban.",
                ],
                "utc-jsonld-crosses-midnight-two-authors",
                section="Belföld",
            )
        )
        add(
            story(
                "forint",
                "/gazdasag/2026/12/04/gyengul_a_forint_412_folott_az_euro/",
                "Gyengül a forint, 412 fölött az euró",
                "2026-12-04",
                "2026-12-04T11:20:00+01:00",
                "2026. december 4. 11:20",
                ["Szabó Péter"],
                [
                    "Péntek délelőtt gyengült a forint a főbb devizákkal szemben: az euró jegyzése 412 forint fölé emelkedett, ami hat hete nem látott szint. Az elemzők szerint a befektetők a jegybank jövő heti kamatdöntésére várnak.",
                    "Reggel nyolc órakor még 409,60 forinton állt az euró, délelőtt tizenegy órára azonban 412,30-ra emelkedett. A dollár 389,40 forintról 392,10-re, a svájci frank 437,80-ról 440,50 forintra drágult.",
                    "A gyengülés hátterében elsősorban a péntek reggel közzétett inflációs adat áll. A Központi Statisztikai Hivatal szerint a fogyasztói árak novemberben 4,9 százalékkal emelkedtek éves alapon, ami magasabb az elemzők által várt 4,5 százaléknál.",
                    "„A piac most azt árazza, hogy a jegybank a vártnál tovább tarthatja az alapkamatot a jelenlegi szinten, de a devizapiac inkább a bizonytalanságra reagál” – mondta lapunknak Varga Dániel, a Bankház Befektetési Zrt. vezető elemzője.",
                    "A régió többi devizája is gyengült: a lengyel zloty 0,2, a cseh korona 0,3 százalékot veszített értékéből az euróval szemben. Az elemzők szerint ez arra utal, hogy a mozgás mögött nemcsak hazai tényezők állnak, hanem a dollár általános erősödése is.",
                    "## Mit jelent ez a háztartásoknak?",
                    "A gyengébb forint rövid távon elsősorban az importtermékek, például az elektronikai cikkek, az autók és az üzemanyag árán érződhet. Az elemző szerint azonban egy-két hetes ingadozás még nem jelenik meg azonnal a boltok polcain.",
                    "A devizahitelesek többsége ma már forintosított hitelt törleszt, így őket a változás közvetlenül nem érinti. Azoknak viszont érdemes figyelniük, akik a következő hetekben külföldi utazást terveznek, vagy eurós számlát kell fizetniük.",
                    "Az elemzők többsége arra számít, hogy a forint a jegybanki döntés után stabilizálódik. A Bankház előrejelzése szerint az euró az év végéig 408 és 414 forint között mozoghat. Az aktuális árfolyamokat [[arfolyam|árfolyamtáblázatunkban]] követheti.",
                ],
                "byline-under-body-org-jsonld",
                section="Gazdaság",
                bottom=True,
                ld_org=SITE,
            )
        )
        add(
            story(
                "mti",
                "/belfold/2026/12/04/onos_eso_figyelmeztetes_ot_varmegye/",
                "Ónos eső miatt figyelmeztetést adtak ki öt vármegyére",
                "2026-12-04",
                "2026-12-04T13:05:00+01:00",
                "2026. december 4. 13:05",
                [],
                [
                    "Ónos eső miatt citromsárga figyelmeztetést adott ki péntek estére a HungaroMet öt vármegyére: Borsod-Abaúj-Zemplénre, Hevesre, Nógrádra, Szabolcs-Szatmár-Beregre és Hajdú-Biharra.",
                    "A meteorológusok szerint a csapadék este nyolc óra körül érkezik északkelet felől, és a talajközeli fagy miatt az utak és a járdák gyorsan lefagyhatnak. A Magyar Közút 240 munkagépet készített elő.",
                    "A rendőrség arra kéri az autósokat, hogy csak indokolt esetben induljanak útnak, és tartsanak nagyobb követési távolságot.",
                ],
                "agency-brief-mti-tail",
                section="Belföld",
                credit="(MTI)",
                no_ld=True,
            )
        )
        add(
            story(
                "velemeny",
                "/velemeny/2026/12/04/miert_nem_jut_orvos_a_kistelepulesekre/",
                "Miért nem jut orvos a kistelepülésekre?",
                "2026-12-04",
                "2026-12-04T06:30:00+01:00",
                "2026. december 4. 06:30",
                ["Molnár Zsófia"],
                [
                    "Kaposvár környékén jelenleg tizennégy háziorvosi praxis betöltetlen. A betegek egy részét helyettesítő orvosok látják el heti egy-két rendelési napon, a többieknek a szomszéd községbe kell átjárniuk. Aki nem vezet, és nincs, aki elvigye, az sokszor inkább el sem megy az orvoshoz.",
                    "A probléma nem új, és a megoldási kísérletek sem. Az elmúlt tíz évben volt letelepedési támogatás, praxisjog-vásárlási program, és a rezidensek is kaptak ösztöndíjat, ha vállalták, hogy vidéken kezdenek. Ezek a programok önmagukban jók voltak, mégsem fordították meg a folyamatot.",
                    "Szerintem azért, mert egy fiatal orvos nem egy praxist választ, hanem egy életet. Azt nézi, lesz-e munkája a párjának, van-e jó iskola a közelben, és ki helyettesíti, ha beteg lesz, vagy szabadságra menne. Ha ezekre a kérdésekre nincs válasz, a legnagyobb támogatás sem lesz elég.",
                    "Jó példa erre a szomszéd vármegye egyik járása, ahol öt település közösen működtet egy rendelőt. Három orvos dolgozik együtt, egymást helyettesítik, közös asszisztenciával és ügyeleti beosztással. A rendelő két éve nyílt meg, és azóta egyetlen nap sem maradt el a rendelés.",
                    "Ehhez persze nemcsak pénz kell, hanem együttműködés is. Az önkormányzatoknak le kell mondaniuk arról, hogy minden faluban saját orvos legyen, cserébe viszont biztosítaniuk kell a betegszállítást a közös rendelőbe. Ez politikailag nehéz döntés, mert egyik polgármester sem szeretné elsőként bejelenteni, hogy megszűnik a helyi rendelés.",
                    "A másik oldalon az államnak is változtatnia kellene. A finanszírozás ma praxisonként működik, ami minden együttműködést bünteti. Ha a társult praxisok ugyanannyi támogatást kapnának, mint a különállók, sokkal több kezdeményezés indulna.",
                    "Nem hiszem, hogy a háziorvoshiányt egyetlen rendelettel meg lehet oldani. Azt viszont igen, hogy ha a következő öt évben sem változik semmi, akkor a kistelepüléseken élők egy része egyszerűen orvos nélkül marad.",
                ],
                "opinion-honorific-dr-writer-line",
                section="Vélemény",
                printed=["dr. Molnár Zsófia"],
                writer="A szerző háziorvos, a Somogy Vármegyei Háziorvosi Egyesület elnöke.",
                no_ld=True,
                kicker="Vélemény",
            )
        )
        add(
            story(
                "interju",
                "/belfold/2026/12/02/interju_kelemen_agnes_tanarhiany_pecs/",
                "„Nem a fizetés hiányzik, hanem a kiszámíthatóság” – egy pécsi igazgató a tanárhiányról",
                "2026-12-02",
                "2026-12-02T16:00:00+01:00",
                "2026. december 2. 16:00",
                ["Nagy-Tóth Eszter"],
                [
                    "A pécsi Mecsekaljai Általános Iskolában tizennyolc tanári állásból kettő betöltetlen. Kelemen Ágnes igazgatóval arról beszélgettünk, miért nem maradnak a pályakezdők, és mit tehet egy iskola, ha a rendszer nem segít.",
                    "Q: Hány tanár hiányzik most az iskolájukból? || Két teljes állás: egy matematika–fizika és egy német szakos kolléga. A matematikát óraadóval és a kollégák túlóráival oldjuk meg, németet jelenleg csak a felső tagozat két évfolyamán tudunk tanítani.",
                    "Q: A béremelés után sem jelentkeznek? || Jelentkeznek, csak nem maradnak. Tavaly szeptemberben két fiatal kolléga kezdett nálunk, az egyikük karácsonykor felmondott, és egy informatikai cégnél helyezkedett el. Nem a fizetés volt a fő oka, hanem az, hogy úgy érezte, minden héten változnak a szabályok.",
                    "Q: Mire gondol pontosan? || Az elmúlt két évben háromszor módosult a tanári munkaidő elszámolása, és kétszer a kötelező adminisztráció. Egy pályakezdő, aki még a saját óráira is két-három órát készül naponta, ezt nagyon nehezen bírja.",
                    "Q: Mit tud tenni egy igazgató ilyen helyzetben? || Elsősorban mentort adunk minden új kollégának, és az első félévben nem kap osztályfőnöki feladatot. Ez apróságnak tűnik, de sokat számít. Emellett próbáljuk a helyettesítéseket egyenletesen elosztani, hogy ne mindig ugyanazok vigyék a terhet.",
                    "Q: Mit vár a fenntartótól? || Kiszámíthatóságot. Ha tavasszal tudnám, hány órával és milyen keretből gazdálkodhatok szeptemberben, már most elkezdhetnék tárgyalni az egyetemistákkal. Így viszont augusztus végén derül ki minden, akkor pedig már nincs kit felvenni.",
                    "Q: Ajánlaná a pályát a saját gyerekének? || Igen, de csak akkor, ha tényleg szereti a gyerekeket. Ezt a munkát félszívvel nem lehet csinálni. Aki viszont szereti, annak ma is ez a legszebb hivatás.",
                    "Q: Hogyan látja a következő öt évet? || Óvatosan optimista vagyok. A tanárképzésre jelentkezők száma két éve nő, és egyre több a pályaelhagyó, aki visszajön. Ha őket meg tudjuk tartani, a hiány lassan csökkenhet. Ehhez viszont nyugalom kell, nem újabb reformok.",
                ],
                "interview-qa-hyphenated-family-name",
                section="Belföld",
                kicker="Interjú",
            )
        )
        add(
            story(
                "szeged",
                "/belfold/2026/12/02/szeged_uj_tisza-hid_megvalosithatosagi_tanulmany/",
                "Elkészült a tanulmány: Tápé felé épülhet Szeged második közúti Tisza-hídja",
                "2026-12-02",
                "2026-12-02T13:10:00+01:00",
                "2026. december 2. 13:10",
                ["Farkas Bence"],
                [
                    "Elkészült a szegedi második közúti Tisza-híd megvalósíthatósági tanulmánya. A három vizsgált nyomvonal közül a szakértők az északi, Tápé felé eső változatot javasolják. A beruházás becsült költsége 74 milliárd forint.",
                    "Szegeden a belvárosban jelenleg egyetlen közúti híd köti össze a két partot, a tranzitforgalom nagy része az M43-as autópálya hídjára kerül. Csúcsidőben a Belvárosi hídon óránként közel 2800 jármű halad át, ami jóval meghaladja a tervezett kapacitást.",
                    "A tanulmányt a város megbízásából a Délterv Mérnöki Iroda készítette. A javasolt nyomvonalon négysávos, kerékpársávval és gyalogosjárdával ellátott híd épülne, amely Újszeged északi részét kötné össze a Tápéi úttal.",
                    'RAW:<div class="kapcsolodo"><span>Kapcsolódó</span><a href="/belfold/2026/09/14/szeged_belvarosi_hid_felujitas/">Jövő nyáron felújítják a Belvárosi hidat</a></div>',
                    "„Ez a változat terheli a legkevésbé a belvárost, és a hídfők környékén nem kell lakóházakat kisajátítani” – mondta a tanulmányt bemutató sajtótájékoztatón Lakatos Márton városi főmérnök.",
                    "A két másik változat közül az egyik a Sárga üdülőtelepnél, a másik a vasúti híd mellett vezetett volna át a folyón. Az előbbit természetvédelmi okokból vetették el, mert a hídfő Natura 2000-es területet érintene, az utóbbi pedig túl közel esne a meglévő vasúti hídhoz, ami árvízvédelmi szempontból kockázatos.",
                    "A beruházás finanszírozása egyelőre nem megoldott. A város uniós és állami forrásokra számít, a tervezés önmagában is mintegy 3,5 milliárd forintba kerülne. Ha a kormány jövőre dönt a támogatásról, a híd legkorábban 2032-ben készülhet el.",
                    "A lakók egy része már most tiltakozik. A tápéi részönkormányzat szerint a híd felé vezető út a falu csendes utcáin vinné át a forgalmat, ezért azt kérik, hogy a tervezők vizsgáljanak meg egy elkerülő szakaszt is.",
                    "A tanulmányt december 15-ig bárki véleményezheti a város honlapján, a lakossági fórumot pedig december 10-én tartják a városháza dísztermében.",
                ],
                "related-box-in-body",
                section="Belföld",
            )
        )
        add(
            story(
                "konyv",
                "/kultur/2026/12/01/lengyel_marta_a_molon_tul_kritika/",
                "Egy balatoni nyár, amely sosem ér véget",
                "2026-12-01",
                None,
                "2026. december 1. 18:00",
                ["Horváth Gábor"],
                [
                    "Lengyel Márta új regénye a rendszerváltás nyarán játszódik, de nem a politikáról, hanem egy család titkairól szól.",
                    "Lengyel Márta harmadik regénye egy balatonfüredi nyaralóban játszódik, 1989 nyarán. Három testvér érkezik meg, hogy eladják nagyanyjuk házát, és a nyár végére mindegyikük mást akar kezdeni a közös múlttal. A történet egyszerűnek tűnik, de a szerző finoman, rétegről rétegre bontja ki a családi titkokat.",
                    "A regény legerősebb része a helyszín. Lengyel Márta úgy írja le a tavat, a mólót és a nádast, hogy az olvasó szinte érzi a hajnali víz szagát. A leírások sosem öncélúak: a ház minden szobája egy-egy emléket hordoz, és ezek az emlékek fokozatosan rakják össze a nagymama történetét.",
                    "Kevésbé sikerült a legfiatalabb testvér, Dóri szála. Az ő fejezetei naplószerűek, és bár a nézőpontváltás érdekes kísérlet, a hangja túlságosan hasonlít a másik két elbeszélőéhez. Ahol a regénynek élesebbnek kellene lennie, ott néha elmosódik.",
                    "A rendszerváltás éve inkább háttér, mint téma. A szerző szerencsére nem akar történelmi tablót festeni: a nagy változások a kis mozdulatokban látszanak, a szomszéd udvarán parkoló új nyugati autóban, a munkahelyét féltő apában, a határnyitás hírében a rádióban.",
                    "A befejezés sokakat megoszt majd. Lengyel nem zár le minden szálat, és a ház sorsa is nyitva marad. Ez azonban illik a könyv egészéhez, amely éppen arról szól, hogy a múlttal nem lehet végleg leszámolni.",
                    "Külön dicséret illeti a szerkesztést: a könyv feszes, nincs benne fölösleges jelenet, és a párbeszédek is természetesek, ami a kortárs magyar prózában ritkaság.",
                    "A mólón túl nem hibátlan regény, de az idei magyar próza egyik legszebb könyve. Aki szereti a lassú, figyelmes családregényeket, nem fog csalódni.",
                    'RAW:<div class="konyv-adatlap"><strong>Lengyel Márta: A mólón túl</strong><br>Tóparti Kiadó, 2026, 312 oldal, 4990 forint<br><span class="ertekeles">Értékelés: 8/10</span></div>',
                ],
                "review-byline-under-body-no-iso",
                section="Kultúr",
                bottom=True,
                no_ld=True,
                kicker="Kritika",
            )
        )

    # ------------------------------------------------------------------ templates

    def author_html(self, doc: Doc) -> str:
        printed = doc.extra.get("printed") or doc.authors
        parts = []
        for shown, name in zip(printed, doc.authors, strict=True):
            if name == "Kovács Anna":
                parts.append(self.a("szerzo", shown, "byline", 'rel="author"'))
            else:
                parts.append(f'<a href="{AUTHOR_PATHS[name]}" rel="author">{esc(shown)}</a>')
        return " és ".join(parts) if len(parts) == 2 else ", ".join(parts)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (("home", "Címlap"), ("belfold", "Belföld"), ("arfolyam", "Árfolyamok"), ("kviz", "Kvíz"))
        )
        nav += '<li><a href="/kulfold/">Külföld</a></li><li><a href="/gazdasag/">Gazdaság</a></li><li><a href="/kultur/">Kultúr</a></li><li><a href="/velemeny/">Vélemény</a></li><li><a href="/sport/">Sport</a></li>'
        head = [
            '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2">',
            f"<title>{esc(doc.title)} - {SITE}</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "quiz" else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            f'<meta property="og:site_name" content="{SITE}">',
        ]
        if doc.is_article:
            head.append(f'<meta name="description" content="{esc(self.lede(doc))}">')
            if doc.iso:
                head.append(f'<meta property="article:published_time" content="{doc.iso.replace("Z", "+00:00")}">')
            head.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if doc.iso and not doc.extra.get("no_ld"):
                if doc.extra.get("ld_org"):
                    author = [{"@type": "Organization", "name": doc.extra["ld_org"]}]
                elif doc.extra.get("ld_name"):
                    author = [{"@type": "Person", "name": doc.extra["ld_name"]}]
                else:
                    author = [{"@type": "Person", "name": a} for a in doc.authors]
                head.append(
                    ld(
                        {
                            "@context": "https://schema.org",
                            "@type": "NewsArticle",
                            "headline": doc.title,
                            "datePublished": doc.iso,
                            "author": author,
                            "publisher": {"@type": "Organization", "name": SITE},
                            "inLanguage": "hu-HU",
                        },
                        ascii_only=True,
                    )
                )
        if doc.kind == "quiz":
            head.append('<meta property="article:published_time" content="2026-12-04T07:00:00+01:00">')
        latest = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ("berlet", "forint", "mti", "villamos")
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="hu">
<head>
{chr(10).join(head)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/css/hm.css?20261130">
<link rel="alternate" type="application/rss+xml" href="/24ora/rss/">
<style>/*PAD*/</style>
<script>window.hm_ads={{rovat:"{esc(doc.section or doc.kind)}",cimkek:[]}};</script>
</head>
<body class="{"cikk" if doc.is_article else "lista"}">
<div id="qc-cmp2-container"><div class="qc-cmp2-summary">Ezen a weboldalon sütiket (cookie) használunk a tartalmak személyre szabásához és a forgalom elemzéséhez. Partnereink a hirdetések megjelenítéséhez is használhatják adatait. <a href="{self.href("adatvedelem")}">Adatkezelési tájékoztató</a> <button>ELFOGADOM</button> <button>TOVÁBBI LEHETŐSÉGEK</button></div></div>
<div id="hm-header"><a class="logo" href="{self.href("home")}">{SITE}</a><span class="nevnap">2026. december 4., péntek – Borbála, Barbara névnapja</span>
<form class="kereso" action="/kereses/"><input name="s" placeholder="Keresés"></form> {self.a("kereses", "Keresés", "nav", 'class="kereso-link"')}
<nav class="rovatmenu"><ul>{nav}</ul></nav></div>
<div id="tartalom">
{main}
<aside class="ajanlo-doboz"><h3>Legfrissebb</h3><ul>{latest}</ul><div class="hirdetes">Hirdetés</div></aside>
</div>
<div class="lablec"><ul><li>{self.a("impresszum", "Impresszum", "footer")}</li><li>{self.a("adatvedelem", "Adatkezelési tájékoztató", "footer")}</li><li><a href="/mediaajanlat/">Médiaajánlat</a></li><li><a href="/24ora/rss/">RSS</a></li><li><a href="#" onclick="__tcfapi('displayConsentUi',2,function(){{}});return false">Süti beállítások</a></li></ul>
<p>Copyright © 2026 Hírmondó Média Kft. Minden jog fenntartva.</p></div>
<script src="/assets/js/hm.min.js?20261130" defer></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HM000000"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        lead = f'<div class="lead"><p>{self.inline(doc.blocks[0][1])}</p></div>'
        blocks = doc.blocks[1:]
        top = (
            ""
            if doc.extra.get("bottom")
            else f'<div class="szerzo">{self.author_html(doc)}</div>'
            if doc.authors
            else ""
        )
        bottom = f'<div class="cikk-szerzo-also">{self.author_html(doc)}</div>' if doc.extra.get("bottom") else ""
        credit = f'<p class="forras">{esc(doc.extra["credit"])}</p>' if doc.extra.get("credit") else ""
        writer = f'<p class="szerzo-info"><em>{esc(doc.extra["writer"])}</em></p>' if doc.extra.get("writer") else ""
        kicker = f'<span class="rovat-cimke">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        tags = (
            f'<ul class="cikk-cimkek"><li>{self.a("cimke", "BKV", "content")}</li><li><a href="/cimke/arpad_hid/">Árpád híd</a></li><li><a href="/cimke/budapest/">Budapest</a></li></ul>'
            if doc.extra.get("tag")
            else f'<ul class="cikk-cimkek"><li><a href="/cimke/{SLUG[doc.section]}/">{esc(doc.section)}</a></li></ul>'
        )
        more = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        return f"""<div class="cikk-wrapper">
<div class="content-title">{kicker}<h1>{esc(doc.title)}</h1></div>
<div class="cikk-info">{top}<div class="datum">{doc.stamp}</div></div>
<div class="megosztas"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Megosztás</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">Tweet</a> <a href="#" class="link-masolas">Link másolása</a></div>
{lead}
<div class="cikk-torzs">
{blocks_html(self, blocks)}
{credit}{writer}
</div>
{bottom}
{tags}
<div class="fb-comments" data-href="{esc(self.url(doc.key))}" data-numposts="5">Hozzászólások betöltése…</div>
<div class="ajanlo-also"><h3>Ajánljuk még</h3><ul>{more}</ul></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<article class="rovat-elem"><h2 class="cim">{self.a(k, d.title, "content")}</h2>'
                f'<span class="datum">{d.stamp}</span><p class="ajanlo">{esc(self.lede(d))}</p></article>'
            )
        for path, title, stamp in doc.extra.get("old", []):
            items.append(
                f'<article class="rovat-elem"><h2 class="cim"><a href="{path}">{esc(title)}</a></h2><span class="datum">{stamp}</span></article>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = '<div class="lapozo">' + self.a(doc.extra["more"], "Következő oldal »", "pagination") + "</div>"
        if doc.extra.get("prev"):
            pager = (
                '<div class="lapozo">'
                + self.a(doc.extra["prev"], "« Előző oldal", "pagination")
                + ' <a href="/belfold/?p=3">Következő oldal »</a></div>'
            )
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "author":
            head = f'<div class="szerzo-profil"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><p class="talalat">1 találat</p>'
        extra = ""
        if doc.key == "home":
            extra = (
                f'<div class="cimlap-szolgaltatas">{self.a("arfolyam", "Árfolyamok", "content")} · {self.a("kviz", "Napi kvíz", "content")} · '
                f"{self.a('cimke', 'BKV', 'content')} · {self.a('szerzo', 'Kovács Anna', 'content')}</div>"
            )
        return f'<div class="rovat-lista">{head}{"".join(items)}{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        stamp = f'<div class="datum">{doc.extra["stamp"]}</div>' if doc.extra.get("stamp") else ""
        return f'<div class="statikus {doc.kind}"><h1>{esc(doc.title)}</h1>{stamp}\n{self.blocks(doc)}\n</div>'
