# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Papiamentu letters and typographic quotes are deliberate)
"""Bista Kòrsou: a Curaçao news site in **Papiamentu** with some **Dutch** pages, on **Joomla 3 + K2** (`<base href>`,
`index.php` in every URL, `k2Container`, `itemView`, the item title in an `<h2 class="itemTitle">` under a logo
`<h1>`, `itemIntroText` + `itemFullText` (the body spans both), `itemAuthor`, `itemDateCreated`, `itemHits`,
`itemNavigation`, `/index.php/notisia/lokal/item/48213-<slug>`, K2 category pages paged with `?start=10`,
`/index.php/notisia/itemlist/tag/<tag>`, `/index.php/notisia/itemlist/user/63-<user>`, com_search
`/index.php/component/search/?searchword=…`), UTF-8, Curaçao time (UTC-4). Papiamentu pages say `lang="pap-cw"`, the
Dutch ones `nl-nl` (under `/index.php/nl/…`).

Dates: "djabierne, 4 di desèmber 2026 21:40" on items, "04 desèmber 2026" on lists, Dutch "vrijdag, 04 december 2026
16:05". There is no JSON-LD; `article:published_time` is written by an Open Graph plugin in **UTC with +00:00**, so
the weather alert (21:40 on 4 Dec) says 01:40 on 5 Dec and the budget vote (23:10 on 3 Dec) 03:10 on 4 Dec. Credits
are written at the top of the intro text in bold ("Pa: Milouska Rosaria", "Pa: Milouska Rosaria i Giandro Martis",
"Pa: Redakshon", Dutch "Door: Redactie") or as a last line ("Bron: AFP"); K2's own `itemAuthor` and `<meta
name="author">` say "Webmaster" on those, and name the reporter only on the dialysis story (no credit line there)."""

from __future__ import annotations

import hashlib
import zlib
from urllib.parse import quote

from common import NL_DAYS, NL_MONTHS, PAP_DAYS, PAP_MONTHS, Base, blocks_html, page, story, utc_iso, when
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.bistakorsou.test"


def k2_hash(key: str) -> str:
    """K2 names an item's image cache files after the md5 of "Image" + the item id."""
    return hashlib.md5(("Image" + key).encode()).hexdigest()


TZ = -4
ARTS = ["alerta", "dialisis", "parlamento", "tumba", "morto", "futbol", "stroom", "grens"]
USERS = {"Webmaster": "62-webmaster", "Milouska Rosaria": "63-milouskarosaria"}


def pap_long(local: str) -> str:
    t = when(local)
    return f"{PAP_DAYS[t.weekday()]}, {t.day} di {PAP_MONTHS[t.month - 1]} {t.year} {local[11:]}"


def nl_long(local: str) -> str:
    t = when(local)
    return f"{NL_DAYS[t.weekday()]}, {t.day:02d} {NL_MONTHS[t.month - 1]} {t.year} {local[11:]}"


def short(local: str, lang: str) -> str:
    t = when(local)
    months = NL_MONTHS if lang == "nl" else PAP_MONTHS
    return f"{t.day:02d} {months[t.month - 1]} {t.year}"


class Korsou(Base):
    origin = ORIGIN
    name = "Bista Kòrsou"
    prefix = "bko"
    language = "pap"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "bko",
            [
                "#k2Container",
                ".itemHeader h2.itemTitle",
                ".itemIntroText",
                ".itemFullText p",
                ".catItemView",
                ".k2Pagination li",
                "#gkMainMenu li a",
                ".moduletable h3",
                "#gkFooter",
                ".cookiesDirective",
                "dl.search-results dt",
                "table.wega td",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Bista Kòrsou", "joomla-k2-frontpage-modules",
                 list=["alerta", "futbol", "dialisis", "parlamento", "morto", "tumba"], dutch=["stroom", "grens"]))  # fmt: skip
        add(page("lokal", "/index.php/notisia/lokal", "section", "Lokal", "k2-category-start-0",
                 list=["alerta", "dialisis", "parlamento", "tumba"], more="lokal2"))  # fmt: skip
        add(page("lokal2", "/index.php/notisia/lokal?start=10", "section", "Lokal", "k2-category-start-10",
                 list=["morto"],
                 older=[("Polis ta arestá dos hòmber despues di atrako na Salina", "/index.php/notisia/lokal/item/48102-polis-ta-aresta-dos-homber-despues-di-atrako-na-salina", "2026-11-30 10:20"),
                        ("Bus di Otrobanda ta kambia ruta pa trabou na kaya", "/index.php/notisia/lokal/item/48095-bus-di-otrobanda-ta-kambia-ruta-pa-trabou-na-kaya", "2026-11-29 14:05"),
                        ("Skol Pariba ta selebrá 50 aña", "/index.php/notisia/lokal/item/48081-skol-pariba-ta-selebra-50-aña", "2026-11-28 09:45")]))  # fmt: skip
        add(page("tag", "/index.php/notisia/itemlist/tag/karnaval", "tag", "Mustrando artíkulonan ku tag: karnaval", "k2-itemlist-tag",
                 list=["tumba", "morto"],
                 older=[("Komishon di Karnaval ta presentá afiche di 2027", "/index.php/notisia/kultura/item/47960-komishon-di-karnaval-ta-presenta-afiche-di-2027", "2026-11-20 11:00")]))  # fmt: skip
        add(page("author", "/index.php/notisia/itemlist/user/63-milouskarosaria", "author", "Milouska Rosaria", "k2-itemlist-user",
                 list=["alerta", "dialisis", "parlamento"],
                 bio="Milouska Rosaria ta redaktor di Bista Kòrsou dor di 2015 i ta skibi tokante salubridat, medio ambiente i polítika."))  # fmt: skip
        add(page("search", "/index.php/component/search/?searchword=awaseru&searchphrase=all&Itemid=101", "search",
                 "Buska", "com-search-results", list=["alerta"],
                 older=[("Awaseru ta kousa inundashon na Banda Bou", "/index.php/notisia/lokal/item/47855-awaseru-ta-kousa-inundashon-na-banda-bou", "2026-11-12 17:25", "Awaseru fuerte di djaweps atardi a laga varios kaminda na Banda Bou bou di awa. Brandweer a yuda saka tres famia for di nan kas…"),
                        ("Meteo: temporada di awaseru ta sigui te yanüari", "/index.php/notisia/lokal/item/47702-meteo-temporada-di-awaseru-ta-sigui-te-yanuari", "2026-10-28 09:10", "Departamento Meteorológiko ta spera mas awaseru ku normal den e siguiente tres luna, segun su pronóstiko di temporada…")]))  # fmt: skip
        add(page("wega", "/index.php/wega-di-number", "lottery-results", "Resultado di Wega di Number", "lottery-results-table-pap",
                 [
                     "Aki bo ta haña e resultadonan di Wega di Number di e último siman. E resultadonan ta sujeto na verifikashon; e lista ofisial di e fundashon ta prevalesé.",
                     "T: Fecha | 1e premio | 2e premio | 3e premio",
                     "T: djabierne 4 di desèmber | 4821 | 0937 | 5512",
                     "T: djaweps 3 di desèmber | 1106 | 7734 | 2290",
                     "T: djarason 2 di desèmber | 6658 | 0415 | 9923",
                     "T: djamars 1 di desèmber | 3047 | 8862 | 1179",
                     "T: djasabra 28 di novèmber | 7290 | 5531 | 0648",
                     "Premionan mester wòrdu kobrá den 90 dia despues di e wega. Hunga ku responsabilidat.",
                 ]))  # fmt: skip
        add(page("morto_list", "/index.php/anunsio-di-morto", "death-notices", "Anunsio di morto", "death-notices-pap-nl",
                 [
                     "Ku gran tristesa nos ta anunsiá fayesimentu di nos kerido mama, wela i bisawela Maria Magdalena Martina-Cijntje, na edat di 89 aña. Entiero: djarason 9 di desèmber 2026 na Santa Famia, despues di un misa na 3’or di atardi.",
                     "Met droefheid geven wij kennis van het overlijden van onze lieve vader en opa Hendrik ‘Henk’ Statius, op de leeftijd van 77 jaar. De uitvaartdienst vindt plaats op maandag 7 december 2026 om 10.00 uur in Otrobanda, waarna de crematie in besloten kring.",
                     "Ku dolor den nos kurason nos ta anunsiá ku Siegfried ‘Fito’ Pieternella a bai kas di Señor na edat di 71 aña. Famia ta risibí kondolensia djadumingu 6 di desèmber for di 4’or te 6’or di atardi na Kaya Grandi 12, Banda Bou.",
                     "Pa publiká un anunsio di morto, tuma kontakto ku nos departamento di anunsio via anunsio@bistakorsou.test. Anunsio ku nos risibí promé ku 12’or ta wòrdu publiká e mesun dia.",
                 ]))  # fmt: skip
        add(page("colofon", "/index.php/nl/colofon", "about", "Colofon", "about-dutch",
                 [
                     "Bista Kòrsou is een onafhankelijke nieuwssite in het Papiaments en het Nederlands. De redactie is gevestigd in Willemstad en brengt dagelijks lokaal nieuws, sport, cultuur en berichten uit de regio.",
                     "## Redactie",
                     "Hoofdredacteur: Ronald Doran. Redacteuren: Milouska Rosaria, Giandro Martis, Sharina Koeiman.",
                     "## Adres",
                     "Bista Kòrsou, Schottegatweg Oost 44, Willemstad, Curaçao. E-mail: redakshon@bistakorsou.test.",
                     "Overname van artikelen is alleen toegestaan met bronvermelding. Voor advertenties kunt u contact opnemen met onze verkoopafdeling.",
                 ], lang="nl"))  # fmt: skip
        add(page("notfound", "/index.php/notisia/lokal/item/47990-gobiernu-ta-anunsia-bono-di-pasku", "not-found",
                 "Artíkulo no ta disponibel", "soft-404-joomla-k2-item-not-found",
                 ["E artíkulo ku bo ta buska no ta disponibel mas. Kisas e ta wòrdu kitá òf e link no ta korekto."]))  # fmt: skip

        add(story(
            "alerta", "/index.php/notisia/lokal/item/48213-meteo-ta-emiti-kodigo-hel-pa-awaseru-fuerte",
            "Meteo ta emití kódigo hel pa awaseru fuerte",
            "2026-12-04", utc_iso("2026-12-04 21:40", TZ, "+00:00"), "2026-12-04 21:40", ["Milouska Rosaria"],
            [
                "Departamento Meteorológiko di Kòrsou (Meteo) a emití djabierne anochi un kódigo hel pa henter Kòrsou, pasobra un área di preshon abou pariba di Venezuela ta trese awaseru fuerte i bientu ku ta sopla duru.",
                "Segun Meteo, e kódigo hel ta bálido for di djabierne 22:00 te djasabra 18:00. Den e periodo ei por kai entre 40 i 80 milimeter di awa, i den algun bario posiblemente mas.",
                "“Nos ta pidi e komunidat pa tene kuidou riba kaminda, sobra tur den e bario nan kaminda awa ta para ora ta yobe fuerte,” Meteo a bisa den un komunikado.",
                "Den e último 24 ora, e estashon di Meteo na Hato a registrá 18 milimeter di awa, i kaminda nan den Banda Bou i Santa Rosa a keda bou di awa pa varios ora djabierne atardi.",
                "## Kiko kódigo hel ta nifiká",
                "Kódigo hel ta nifiká ku e situashon por bira peligroso den algun área. Meteo ta konsehá e públiko pa:",
                "- Evitá di kore outo den kaminda yen di awa.",
                "- Limpia e kanal i desaguanan rònt di kas.",
                "- Mara tur kos suelto den kurá ku bientu por hiba.",
                "- Sigui e informashon ofisial di Meteo i di Centro di Informashon di Gobièrnu.",
                "Kuerpo di Brandweer i Polis a bisa ku nan ta prepará pa yuda na kaso di inundashon. Polis ta pidi hende pa no bai lamá djasabra, pasobra e olanan por subi te dos meter.",
                "Meteo lo duna un aktualisashon nobo djasabra mainta pa 6’or.",
            ],
            "pa-credit-in-intro-k2-author-webmaster-og-utc-next-day", section="Lokal", credit="Pa: Milouska Rosaria",
            k2user="Webmaster", hits=2841, modified="2026-12-05 06:15", tags=["meteo", "awaseru"],
        ))  # fmt: skip
        add(story(
            "tumba", "/index.php/notisia/kultura/item/48188-inskripshon-pa-festival-di-tumba-2027-ta-habri-djaluna",
            "Inskripshon pa Festival di Tumba 2027 ta habri djaluna",
            "2026-12-03", utc_iso("2026-12-03 10:15", TZ, "+00:00"), "2026-12-03 10:15", [],
            [
                "Fundashon Festival di Tumba a anunsiá ku inskripshon pa kompositor i kantante ku ke partisipá den Festival di Tumba 2027 lo habri djaluna 7 di desèmber.",
                "E festival, ku ta e kompetensia musikal mas grandi di temporada di karnaval, lo tuma lugá na Plaza Brion dia 21, 22 i 23 di yanüari. E ganadó lo haña e título di Rei òf Reina di Tumba i su tumba lo ta e kantika ofisial di Gran Marcha di 2027.",
                "“Aña pasá nos a haña 54 tumba nobo. Aña aki nos ta spera mas ainda, pasobra nos a baha e kosto di inskripshon pa hóben bou di 21 aña,” presidente di e fundashon, Rudsel Wawoe, a bisa.",
                "## Reglanan nobo",
                "Pa promé biaha, kada tumba mester ta original i ningun parti di e lírika por a wòrdu publiká promé ku 1 di novèmber 2026. Tambe e orkesta di akompañamentu lo ta e mesun orkesta pa tur partisipante, pa hasi e kompetensia mas hustu.",
                "Inskripshon ta posibel na ofisina di e fundashon na Otrobanda, djaluna te djabierne for di 9’or di mainta te 4’or di atardi, òf via e website di e fundashon. E fecha final ta 18 di desèmber.",
                "Festival di Tumba pa Hóben lo tuma lugá e siman promé, dia 15 i 16 di yanüari.",
            ],
            "pa-redakshon-desk-credit-karnaval", section="Kultura", credit="Pa: Redakshon",
            k2user="Webmaster", hits=1377, tags=["karnaval", "tumba"],
        ))  # fmt: skip
        add(story(
            "morto", "/index.php/notisia/lokal/item/48196-korsou-ta-despedi-di-tokado-di-tambu-ceferino-chichi-rojer",
            "Kòrsou ta despedí di tokadó di tambú Ceferino ‘Chichi’ Rojer",
            "2026-12-04", utc_iso("2026-12-04 11:05", TZ, "+00:00"), "2026-12-04 11:05", ["Giandro Martis"],
            [
                "Tokadó di tambú i kompositor Ceferino ‘Chichi’ Rojer a fayesé djarason anochi na Curaçao Medical Center, na edat di 84 aña. Su famia a konfirmá e notisia djaweps mainta.",
                "Rojer tabata un di e último tokadónan di tambú ku a siña e músika di su wela den bario Seru Fortuna, den un tempu ku tambú tabata prohibí. “Nan tabata bin buska nos ku polis, pero nos a sigui toka den kurá,” el a bisa den un entrevista ku Bista Kòrsou na 2019.",
                "Durante mas ku 50 aña el a toka ku diferente grupo di tambú i el a kompone mas ku 30 kantika, entre otro ‘Mama Tera’ i ‘Lamentu di Piskadó’.",
                "Na 1995 el a gana e promé edishon di Festival di Tambú ku e kantika ‘Bida di Kas’, i despues el a dediká hopi aña na siña mucha den skol i den sentro di bario toka tambú i kanta.",
                "FIG: Chichi Rojer ku su tambú | Ceferino ‘Chichi’ Rojer durante Festival di Tambú na 2018. Foto: Archivo Bista Kòrsou",
                "## ‘Un biblioteka biba’",
                "Minister di Kultura a bisa ku Kòrsou a pèrdè “un biblioteka biba di nos historia”. “Chichi a mantené tambú na bida ora otronan kier a laga e muri. Nos ta debe e hopi,” e minister a bisa.",
                "Su yu muhé, Jacqueline Rojer, a bisa ku su tata a keda toka te luna pasá. “E tabata bisa semper: tambú no ta músika so, ta nos bos,” el a bisa.",
                "Entiero lo tuma lugá djarason 9 di desèmber, despues di un misa na 3’or di atardi.",
            ],
            "obituary-pa-credit-figure", section="Lokal", credit="Pa: Giandro Martis",
            k2user="Webmaster", hits=3920, tags=["tambú", "karnaval"],
        ))  # fmt: skip
        add(story(
            "futbol", "/index.php/deporte/item/48219-seleshon-di-korsou-ta-bati-aruba-3-1-den-wega-amistoso",
            "Seleshon di Kòrsou ta bati Aruba 3-1 den wega amistoso",
            "2026-12-05", utc_iso("2026-12-05 00:20", TZ, "+00:00"), "2026-12-05 00:20", ["Giandro Martis"],
            [
                "Seleshon di Kòrsou a bati Aruba 3-1 djabierne anochi den un wega amistoso na Stadion Ergilio Hato, den preparashon pa e wega di kalifikashon den mart.",
                "Kòrsou a kuminsá fuerte i Jurjen Statia a marka e promé gol den di 12 minüt, despues di un bon pase di Kenji Martina. Aruba a bin bèk den di 38 minüt pa medio di un penal di Romello Croes.",
                "Den e di dos mitar, Seleshon a tuma kontrol. Sheridan Wanga a hasi 2-1 ku un kabes den di 61 minüt, i suplente Dyron Isenia a sera e wega den tempu di reposhon.",
                "“E mucha nan a hunga ku hopi kurashi. Nos a mira kosnan bon, pero nos mester drecha nos defensa promé ku mart,” entrenador Raymond Koeiman a bisa despues di e wega.",
                "Koeiman a duna oportunidat na shete hungadó hóben ku ta hunga den e kompetensia lokal, entre otro e portero di 19 aña Jeremy Cijntje, kende a hasi un par di atahada importante den e promé mitar.",
                "Entrenador di Aruba a bisa ku su ekipo a hunga bon durante 45 minüt, pero ku e diferensia físiko a pesa den e di dos mitar. “Kòrsou tin hungadó ku ta hunga profeshonal na Europa. Nos ta ainda den proseso,” el a bisa.",
                "Mas ku 2800 fanátiko a bishitá e stadion, ku a keda habrí atrobe despues di un renobashon di e kanchi.",
                "Seleshon lo hunga su último wega amistoso di aña kontra Surinam dia 19 di desèmber na Paramaribo.",
            ],
            "sport-after-midnight-pa-credit", section="Deporte", credit="Pa: Giandro Martis",
            k2user="Webmaster", hits=4410, tags=["futbòl", "seleshon"],
        ))  # fmt: skip
        add(story(
            "parlamento", "/index.php/notisia/lokal/item/48177-parlamento-ta-aproba-presupuesto-2027-ku-12-voto-pro",
            "Parlamento ta aprobá presupuesto 2027 ku 12 voto pro",
            "2026-12-03", utc_iso("2026-12-03 23:10", TZ, "+00:00"), "2026-12-03 23:10", ["Milouska Rosaria", "Giandro Martis"],
            [
                "Parlamento di Kòrsou a aprobá djaweps anochi e presupuesto pa aña 2027 ku 12 voto pro i 9 kontra, despues di un debate di tres dia.",
                "E presupuesto ta kontempla gastunan di 2,6 mil mion florin, un subida di 4 porshento kompará ku 2026. Gobièrnu ta spera un surplus chikí di 18 mion florin.",
                "T: Ministerio | 2027 (mion florin) | 2026 (mion florin)",
                "T: Enseñansa | 412 | 396",
                "T: Salubridat | 538 | 511",
                "T: Hustisia | 187 | 179",
                "T: Trafiko i Planifikashon | 96 | 104",
                "Minister di Finansa a bisa ku e presupuesto ta “responsabel i sosial”. “Nos ta invertí mas den skol i den kuido di salú, sin subi belasting,” el a bisa.",
                "Oposishon a kritiká e kòrtamentu den fondo pa mantenshon di kaminda. “Tur hende sa kon nos kamindanan ta. Awor nan ta kita plaka pa drecha nan,” parlamentario Jandry Koster a bisa.",
                "Durante e debate, parlamentarionan di tur partido a pidi mas atenshon pa e hóbennan ku no ta haña trabou. Segun sifra di Oficina Sentral di Estadístika, desempleo entre hóben bou di 25 aña ta rònt di 28 porshento.",
                "Gobièrnu a primintí di presentá den promé kuartal di 2027 un plan spesial pa empleo di hóben, ku lo kosta 6 mion florin.",
                "E presupuesto mester haña ainda aprobashon di College financieel toezicht (Cft) promé ku e por drenta na vigor dia 1 di yanüari.",
            ],
            "two-pa-credits-joined-by-i-table-og-utc-next-day", section="Lokal", credit="Pa: Milouska Rosaria i Giandro Martis",
            k2user="Webmaster", hits=1955, tags=["parlamento", "presupuesto"],
        ))  # fmt: skip
        add(story(
            "dialisis", "/index.php/notisia/lokal/item/48205-cmc-ta-habri-departamento-nobo-pa-dialisis",
            "CMC ta habri departamento nobo pa dialisis ku 24 stul",
            "2026-12-04", utc_iso("2026-12-04 09:30", TZ, "+00:00"), "2026-12-04 09:30", ["Milouska Rosaria"],
            [
                "Curaçao Medical Center (CMC) a habri djabierne mainta ofisialmente su departamento nobo pa dialisis, ku ta kapas pa trata te 96 pashènt pa dia.",
                "E departamento, ku ta situá na e banda nort di e hospital, tin 24 stul di dialisis, un sala di spera grandi i un área spesial pa mucha. Te awor CMC tabatin 14 stul so, i hopi pashènt mester a warda luna largu pa haña un lugá fiho.",
                "“Awor nos por yuda mas hende, mas lihé i den un ambiente mas kómodo,” direktor di CMC, Dr. Edsel Leito, a bisa durante e inougurashon.",
                "Segun CMC, rònt di 210 hende na Kòrsou mester di dialisis regularmente, i e kantidat ta subiendo pa motibu di diabetis i preshon haltu.",
                "E personal di e departamento a wòrdu kompletá ku shete verpleger nobo, di kual tres a kaba nan training na Hulanda. CMC ta buska ainda dos nefrólogo mas pa por habri e departamento tambe anochi.",
                "Pashènt Carmen Zimmerman, ku ta bini tres biaha pa siman dor di ocho aña kaba, a bisa ku e ta kontentu ku e kambio. “Promé nos tabata sinta apretá. Awor tin lus, tin airko i e personal tin mas tempu pa nos,” el a bisa.",
                "E departamento a kosta 11,5 mion florin, di kual un parti a wòrdu finansiá ku fondo di Hulanda.",
            ],
            "k2-author-only-no-credit-line-cmc-hospital", section="Lokal", credit="",
            k2user="Milouska Rosaria", hits=1188, tags=["salubridat", "CMC"],
        ))  # fmt: skip
        add(story(
            "stroom", "/index.php/nl/nieuws/item/48210-aqualectra-stroomonderbreking-in-banda-abou-op-zondag",
            "Aqualectra: stroomonderbreking in Banda Abou op zondag",
            "2026-12-04", utc_iso("2026-12-04 16:05", TZ, "+00:00"), "2026-12-04 16:05", [],
            [
                "Aqualectra onderbreekt zondag 6 december de stroomvoorziening in een groot deel van Banda Abou vanwege onderhoud aan het hoogspanningsnet. De onderbreking duurt van 07.00 tot ongeveer 13.00 uur.",
                "Volgens het nutsbedrijf worden de volgende wijken getroffen:",
                "- Barber",
                "- Soto",
                "- Tera Kora",
                "- Lagun en Knip",
                "- Westpunt",
                "Aqualectra vervangt in het onderstation bij Barber twee transformatoren die meer dan dertig jaar oud zijn. „Dit werk is nodig om de levering in Banda Abou op de lange termijn betrouwbaarder te maken”, aldus een woordvoerder.",
                "Klanten die afhankelijk zijn van medische apparatuur wordt gevraagd vooraf contact op te nemen met de klantenservice.",
                "Het is de derde geplande onderbreking in Banda Abou dit jaar. Bewoners klaagden eerder dat zij te laat werden geïnformeerd; Aqualectra zegt nu alle getroffen klanten ook per sms te waarschuwen.",
                "Aqualectra adviseert bewoners om gevoelige elektrische apparaten uit te schakelen totdat de stroom is hersteld.",
            ],
            "dutch-door-redactie-list", section="Nieuws", credit="Door: Redactie", lang="nl",
            k2user="Webmaster", hits=866, tags=["Aqualectra"],
        ))  # fmt: skip
        add(story(
            "grens", "/index.php/nl/nieuws/item/48216-venezuela-heropent-grens-voor-vrachtverkeer-met-curacao-en-aruba",
            "Venezuela heropent grens voor vrachtverkeer met Curaçao en Aruba",
            "2026-12-04", utc_iso("2026-12-04 19:50", TZ, "+00:00"), "2026-12-04 19:50", [],
            [
                "CARACAS – Venezuela heropent maandag de zeegrens met Curaçao en Aruba voor vrachtschepen, heeft de regering in Caracas vrijdag bekendgemaakt. De grens was sinds augustus gesloten.",
                "De Venezolaanse minister van Buitenlandse Zaken zei in een verklaring dat de heropening „een gebaar van goede wil” is richting de buurlanden. Passagiersverkeer blijft voorlopig verboden.",
                "Handelaren op Curaçao reageerden opgelucht. De grenssluiting trof vooral de aanvoer van groente en fruit, die voor een groot deel via de drijvende markt in Punda uit Venezuela komt.",
                "De Kamer van Koophandel van Curaçao noemde het besluit „een belangrijke eerste stap”, maar wil ook duidelijkheid over het herstel van de vluchten tussen beide landen.",
                "Volgens het ministerie van Economische Ontwikkeling kunnen de eerste schepen met groente en fruit al volgende week in Willemstad aankomen.",
                "Venezuela sloot de grens in augustus na onenigheid over de aanwezigheid van buitenlandse marineschepen in de regio.",
            ],
            "dutch-agency-bron-afp-last-line", section="Nieuws", credit="", source="Bron: AFP", lang="nl",
            k2user="Webmaster", hits=1502, tags=["Venezuela"],
        ))  # fmt: skip

    # --- templates -------------------------------------------------------------------------------------------

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "pap")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = "Bista Kòrsou - Notisia di Kòrsou" if doc.key == "home" else f"{doc.title} - Bista Kòrsou"
        user = doc.extra.get("k2user", "Super User")
        out = [
            f'<base href="{esc(url)}" />',
            '<meta http-equiv="content-type" content="text/html; charset=utf-8" />',
            f'<meta name="keywords" content="{esc(", ".join(doc.extra.get("tags", ["Kòrsou", "notisia", "Curaçao"])))}" />',
            f'<meta name="author" content="{esc(user)}" />',
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}" />',
            '<meta name="generator" content="Joomla! - Open Source Content Management" />',
            f"<title>{esc(title)}</title>",
        ]
        if doc.is_article:
            img = f"{ORIGIN}/media/k2/items/cache/{k2_hash(doc.key)}_XL.jpg"
            out += [
                f'<meta property="og:url" content="{esc(url)}" />',
                '<meta property="og:type" content="article" />',
                f'<meta property="og:title" content="{esc(doc.title)}" />',
                f'<meta property="og:description" content="{esc(self.lede(doc))}" />',
                f'<meta property="og:image" content="{img}" />',
                f'<meta property="article:published_time" content="{doc.iso}" />',
            ]
            if doc.extra.get("modified"):
                out.append(
                    f'<meta property="article:modified_time" content="{utc_iso(doc.extra["modified"], TZ, "+00:00")}" />'
                )
        out.append(
            '<link href="/templates/gk_news/images/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon" />'
        )
        if doc.kind == "search":
            out.append(
                '<link href="/index.php/component/search/?searchword=awaseru&amp;searchphrase=all&amp;Itemid=101&amp;format=opensearch" rel="search" title="Buska Bista Kòrsou" type="application/opensearchdescription+xml" />'
            )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nl = self.lang(doc) == "nl"
        menu = "".join(
            f'<li class="item-{101 + i}{" active" if i == 0 and doc.key == "home" else ""}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(
                (
                    ("home", "Portada"),
                    ("lokal", "Lokal"),
                    ("https://www.bistakorsou.test/index.php/notisia/kultura", "Kultura"),
                    ("https://www.bistakorsou.test/index.php/deporte", "Deporte"),
                    ("https://www.bistakorsou.test/index.php/notisia/region", "Region"),
                    ("https://www.bistakorsou.test/index.php/nl/nieuws", "Nederlands"),
                    ("wega", "Wega di Number"),
                    ("morto_list", "Anunsio di morto"),
                )
            )
        )
        mod = 'class="moduleItemTitle"'
        latest = "".join(
            f'<li>{self.a(k, self.docs[k].title, "aside", mod)}<span class="moduleItemDateCreated">{short(self.docs[k].stamp, self.lang(self.docs[k]))}</span></li>'
            for k in ["futbol", "alerta", "grens", "dialisis", "morto"]
        )
        most = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["morto", "futbol", "parlamento"])
        html_lang = "nl-nl" if nl else "pap-cw"
        cookie = (
            'Deze website gebruikt cookies om uw ervaring te verbeteren. <a href="/index.php/nl/privacy">Meer informatie</a> <button>Akkoord</button>'
            if nl
            else 'E website aki ta usa cookies pa drecha bo eksperensia. <a href="/index.php/privacidat">Mas informashon</a> <button>Mi ta di akuerdo</button>'
        )
        token = f"{zlib.crc32(doc.path.encode()):08x}{zlib.crc32(doc.key.encode()):08x}"
        return f"""<!DOCTYPE html>
<html prefix="og: http://ogp.me/ns#" lang="{html_lang}" dir="ltr">
<head>
{self.head(doc)}
<link href="/media/k2/assets/css/k2.fonts.css?v=2.10.3" rel="stylesheet" type="text/css" />
<link href="/components/com_k2/css/k2.css?v=2.10.3&amp;b=20200429" rel="stylesheet" type="text/css" />
<link href="/templates/gk_news/css/template.css" rel="stylesheet" type="text/css" />
<style type="text/css">/*PAD*/</style>
<script type="application/json" class="joomla-script-options new">{{"csrf.token":"{token}","system.paths":{{"root":"","base":""}}}}</script>
<script src="/media/jui/js/jquery.min.js?3f1e0a" type="text/javascript"></script>
<script src="/media/jui/js/jquery-noconflict.js?3f1e0a" type="text/javascript"></script>
<script src="/media/k2/assets/js/k2.frontend.js?v=2.10.3&amp;b=20200429&amp;sitepath=/" type="text/javascript"></script>
<script type="text/javascript">jQuery(function($){{ initTooltips(); $("body").on("subform-row-add", initTooltips); function initTooltips (event, container) {{ container = container || document;$(container).find(".hasTooltip").tooltip({{"html": true,"container": "body"}});}} }});</script>
<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-4402219918"></script>
</head>
<body class="site com_k2 view-{"item" if doc.is_article else "itemlist"} no-layout no-task itemid-{101 + len(doc.key)}">
<div id="gkPageTop">
<div class="gkPage">
<h1 id="gkLogo"><a href="/">Bista Kòrsou</a></h1>
<div id="gkTopBar"><span class="gkDate">{"zaterdag, 05 december 2026" if nl else "djasabra, 5 di desèmber 2026"}</span> <span class="gkWeather">Willemstad 29°C</span> <a href="/index.php/nl/" hreflang="nl">NL</a> | <a href="/" hreflang="pap">PAP</a></div>
</div>
</div>
<nav id="gkMainMenu"><ul class="nav menu">{menu}</ul></nav>
<div id="gkBanner1" class="gkBanner"><ins class="adsbygoogle" style="display:block" data-ad-client="ca-pub-4402219918" data-ad-slot="8812771102" data-ad-format="auto"></ins><script>(adsbygoogle = window.adsbygoogle || []).push({{}});</script></div>
<div id="gkPageContent" class="gkPage">
<section id="gkContent">
<div id="system-message-container"></div>
{main}
</section>
<aside id="gkSidebar">
<div class="moduletable"><h3>{"Laatste nieuws" if nl else "Último notisia"}</h3><div id="k2ModuleBox114" class="k2ItemsBlock"><ul>{latest}</ul></div></div>
<div class="moduletable"><h3>{"Meest gelezen" if nl else "Mas lesá"}</h3><ol>{most}</ol></div>
<div class="moduletable tagcloud"><h3>{"Populair" if nl else "Buská hopi"}</h3><p>{self.a("search", "awaseru", "aside")} <a href="/index.php/notisia/itemlist/tag/Aqualectra">Aqualectra</a> <a href="/index.php/notisia/itemlist/tag/parlamento">parlamento</a></p></div>
<div class="moduletable"><h3>Servisio</h3><ul><li>{self.a("wega", "Resultado di Wega di Number", "aside")}</li><li>{self.a("morto_list", "Anunsio di morto", "aside")}</li></ul></div>
<div class="moduletable gkBanner"><ins class="adsbygoogle" data-ad-client="ca-pub-4402219918" data-ad-slot="1290377713"></ins></div>
</aside>
</div>
<footer id="gkFooter" class="gkPage">
<ul class="nav menu footer"><li>{self.a("colofon", "Colofon", "footer")}</li><li><a href="/index.php/kontakto">Kontakto</a></li><li><a href="/index.php/anunsia">Anunsiá</a></li><li><a href="/index.php/privacidat">Privacidat</a></li><li><a href="/index.php?format=feed&amp;type=rss">RSS</a></li></ul>
<p class="gkCopyrights">© 2026 Bista Kòrsou. Tur derecho reservá. Willemstad, Kòrsou.</p>
<p class="gkSocial"><a href="https://www.facebook.com/bistakorsou.test">Facebook</a> <a href="https://www.instagram.com/bistakorsou.test">Instagram</a> <a href="https://wa.me/59995550123">WhatsApp</a></p>
</footer>
<div class="cookiesDirective" id="cookiesdirective">{cookie}</div>
<script type="text/javascript">var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-9812213-4']);_gaq.push(['_trackPageview']);</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        nl = self.lang(doc) == "nl"
        user = doc.extra["k2user"]
        slug = USERS[user]
        created = nl_long(doc.stamp) if nl else pap_long(doc.stamp)
        written = "Geschreven door" if nl else "Skirbí pa"
        if user == "Milouska Rosaria":
            author_link = self.a("author", user, "byline", 'rel="author"')
        else:
            author_link = f'<a rel="author" href="/index.php/notisia/itemlist/user/{slug}">{esc(user)}</a>'
        blocks = [b for b in doc.blocks]
        intro_n = 2 if len(blocks) > 4 else 1
        intro = self.blocks_of(blocks[:intro_n])
        full = self.blocks_of(blocks[intro_n:])
        if doc.extra.get("credit"):
            intro = f"<p><strong>{esc(doc.extra['credit'])}</strong></p>\n{intro}"
        if doc.extra.get("source"):
            full += f"\n<p><em>{esc(doc.extra['source'])}</em></p>"
        modified = ""
        if doc.extra.get("modified"):
            modified = f'<div class="itemDateModified">{"Laatst gewijzigd op" if nl else "Último kambio riba"} {pap_long(doc.extra["modified"])}</div>'
        tag_links = []
        for t in doc.extra.get("tags", []):
            if t == "karnaval":
                tag_links.append(f"<li>{self.a('tag', t, 'tag')}</li>")
            else:
                tag_links.append(f'<li><a href="/index.php/notisia/itemlist/tag/{quote(t)}">{esc(t)}</a></li>')
        related = [k for k in ARTS if k != doc.key and self.lang(self.docs[k]) == self.lang(doc)][:3]
        if doc.key == "alerta":
            related.append("notfound")
        rt = 'class="itemRelTitle"'
        rel = "".join(
            f'<li class="{"even" if i % 2 else "odd"}">{self.a(k, self.docs[k].title if k != "notfound" else "Gobièrnu ta anunsiá bono di Pasku", "related", rt)}</li>'
            for i, k in enumerate(related)
        )
        i = ARTS.index(doc.key)
        prev_k, next_k = ARTS[i - 1], ARTS[(i + 1) % len(ARTS)]
        section = doc.path.split("/")[2] if not nl else "nieuws"
        if section == "lokal" or doc.path.startswith("/index.php/notisia/lokal"):
            cat = self.a("lokal", "Lokal", "breadcrumb")
        else:
            cat = f'<a href="/index.php/{"nl/" if nl else ""}{"notisia/" if section == "kultura" else ""}{section}">{esc(doc.section)}</a>'
        u = quote(self.url(doc.key), safe="")
        img = f"/media/k2/items/cache/{k2_hash(doc.key)}"
        return f"""<ul class="breadcrumb"><li>{"U bent hier:" if nl else "Bo ta aki:"} </li><li>{self.a("home", "Portada", "breadcrumb")}</li><li>{cat}</li><li class="active"><span>{esc(doc.title)}</span></li></ul>
<span id="startOfPageId{zlib.crc32(doc.key.encode()) % 90000 + 10000}"></span>
<div id="k2Container" class="itemView">
<div class="itemHeader">
<span class="itemDateCreated">{created}</span>
<h2 class="itemTitle">{esc(doc.title)}</h2>
<span class="itemAuthor">{written}&nbsp;{author_link}</span>
</div>
<div class="itemToolbar"><ul>
<li><a class="itemPrintLink" rel="nofollow" href="{doc.path}?tmpl=component&amp;print=1">{"Afdrukken" if nl else "Imprimí"}</a></li>
<li><a class="itemEmailLink" rel="nofollow" href="/index.php/component/mailto/?tmpl=component&amp;template=gk_news&amp;link={u}">E-mail</a></li>
<li><span class="itemTextResizerTitle">{"lettergrootte" if nl else "tamaño di lèter"}</span> <a href="#" id="fontDecrease">-</a> <a href="#" id="fontIncrease">+</a></li>
</ul></div>
<div class="itemBody">
<div class="itemImageBlock"><span class="itemImage"><a data-k2-modal="image" href="{img}_XL.jpg" title="{"Klik om de afbeelding te vergroten" if nl else "Klek pa mira e potrèt mas grandi"}"><img src="{img}_L.jpg" alt="{esc(doc.title)}" style="width:600px; height:auto;" /></a></span><div class="clr"></div></div>
<div class="itemIntroText">
{intro}
</div>
<div class="itemFullText">
{full}
</div>
<div class="clr"></div>
{modified}
</div>
<div class="itemLinks">
<div class="itemCategory"><span>{"Gepubliceerd in" if nl else "Publiká den"}</span> {cat}</div>
<div class="itemTagsBlock"><span>Tags</span><ul class="itemTags">{"".join(tag_links)}</ul></div>
</div>
<div class="itemSocialSharing"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://wa.me/?text={u}">WhatsApp</a></div>
<div class="itemRelated"><h3>{"Gerelateerde artikelen" if nl else "Artíkulo relashoná"}</h3><ul>{rel}</ul></div>
<div class="itemHitsTwitter"><span class="itemHits">{"Gelezen" if nl else "Lesá"} <b>{doc.extra["hits"]}</b> {"keer" if nl else "biaha"}</span></div>
<div class="itemNavigation"><span class="itemNavigationTitle">{"Meer in deze categorie:" if nl else "Mas den e kategoria aki:"}</span> {self.a(prev_k, "« " + self.docs[prev_k].title, "related", 'class="itemPrevious"')} {self.a(next_k, self.docs[next_k].title + " »", "related", 'class="itemNext"')}</div>
<div class="itemComments"><h3 class="itemCommentsCounter">{"0 reacties" if nl else "0 komentario"}</h3><a href="/index.php/component/users/?view=login">{"Log in om te reageren" if nl else "Drenta pa duna komentario"}</a></div>
<div class="itemBackToTop"><a class="k2Anchor" href="{doc.path}#startOfPageId">{"terug naar boven" if nl else "bai ariba"}</a></div>
</div>"""

    def blocks_of(self, blocks: list) -> str:
        def fig(alt: str, cap: str) -> str:
            return f'<p style="text-align: center;"><img src="/images/2026/12/{zlib.crc32(alt.encode()) % 99991}.jpg" alt="{esc(alt)}" width="560" /><br /><em>{esc(cap)}</em></p>'

        return blocks_html(self, blocks, fig=fig)

    def cat_item(self, k: str, lead: bool) -> str:
        d = self.docs[k]
        lang = self.lang(d)
        intro = esc(self.lede(d))
        img = (
            f'<div class="catItemImageBlock"><span class="catItemImage"><img src="/media/k2/items/cache/{k2_hash(k)}_M.jpg" alt="{esc(d.title)}" /></span></div>'
            if lead
            else ""
        )
        return f"""<div class="itemContainer"><div class="catItemView group{"Leading" if lead else "Primary"}">
<div class="catItemHeader"><span class="catItemDateCreated">{short(d.stamp, lang)}</span><h3 class="catItemTitle">{self.a(k, d.title, "content")}</h3></div>
<div class="catItemBody">{img}<div class="catItemIntroText">{intro}</div></div>
<div class="catItemReadMore"><a class="k2ReadMore" href="{esc(self.href(k))}">{"Lees meer..." if lang == "nl" else "Lesa mas..."}</a></div>
</div></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = [self.cat_item(k, i == 0) for i, k in enumerate(doc.extra["list"])]
        for title, path, stamp, *_ in doc.extra.get("older", []):
            items.append(
                f'<div class="itemContainer"><div class="catItemView groupPrimary"><div class="catItemHeader"><span class="catItemDateCreated">{short(stamp, "pap")}</span><h3 class="catItemTitle"><a href="{path}">{esc(title)}</a></h3></div></div></div>'
            )
        if doc.kind == "search":
            res = []
            for n, k in enumerate(doc.extra["list"], 1):
                d = self.docs[k]
                cat = "Nieuws" if self.lang(d) == "nl" else "Notisia/Lokal"
                res.append(
                    f'<dt class="result-title">{n}. {self.a(k, d.title, "content")}</dt><dd class="result-category"><span class="small">({cat})</span></dd><dd class="result-text">{esc(self.lede(d))}</dd><dd class="result-created">Kreá: {short(d.stamp, "pap")}</dd>'
                )
            for n, (title, path, stamp, snippet) in enumerate(doc.extra.get("older", []), len(res) + 1):
                res.append(
                    f'<dt class="result-title">{n}. <a href="{path}">{esc(title)}</a></dt><dd class="result-category"><span class="small">(Notisia/Lokal)</span></dd><dd class="result-text">{esc(snippet)}</dd><dd class="result-created">Kreá: {short(stamp, "pap")}</dd>'
                )
            return f"""<div class="search">
<h1>Buska</h1>
<form id="searchForm" action="/index.php/component/search/" method="post"><div class="btn-toolbar"><input type="text" name="searchword" placeholder="Palabra pa buska..." id="search-searchword" size="30" maxlength="200" value="awaseru" class="inputbox" /><button name="Search" class="btn hasTooltip" title="Buska">Buska</button></div>
<div class="searchintro"><p>Resultado di búskeda: <span class="badge badge-info">{len(res)}</span> resultado hañá.</p></div>
<fieldset class="phrases"><legend>Kondishon di búskeda:</legend><input type="radio" name="searchphrase" value="all" checked="checked" /> Tur palabra <input type="radio" name="searchphrase" value="any" /> Kualke palabra <input type="radio" name="searchphrase" value="exact" /> Frase eksakto</fieldset>
<input type="hidden" name="task" value="search" /></form>
<dl class="search-results">{"".join(res)}</dl>
<div class="pagination"></div>
</div>"""
        head = f'<div class="itemListCategory"><h2>{esc(doc.title)}</h2></div>'
        extra = ""
        if doc.kind == "tag":
            head = f"<h1>{esc(doc.title)}</h1>"
        elif doc.kind == "author":
            head = f'<div class="userView"><div class="userBlock"><img src="/media/k2/users/63.jpg" alt="Milouska Rosaria" class="k2AvatarImage" width="100" /><h2>{esc(doc.title)}</h2><div class="userDescription"><p>{esc(doc.extra["bio"])}</p></div><div class="userAdditionalInfo"><span class="userURL">E-mail: milouska@bistakorsou.test</span></div></div></div>'
        elif doc.key == "home":
            head = '<div class="itemListCategory"><h2>Notisia di awe</h2></div>'
            dutch = "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in doc.extra["dutch"])
            extra = f'<div class="moduletable nl-news" lang="nl"><h3>Nieuws in het Nederlands</h3><ul>{dutch}</ul></div><div class="moduletable"><h3>Servisio</h3>{self.a("wega", "Wega di Number", "content")} · {self.a("morto_list", "Anunsio di morto", "content")} · {self.a("lokal", "Mas notisia lokal", "content")}</div>'
        pager = ""
        pn = 'class="pagenav"'
        if doc.key == "lokal":
            pager = f'<div class="k2Pagination"><ul><li class="pagination-start"><span class="pagenav">Kuminsá</span></li><li class="pagination-prev"><span class="pagenav">Anterior</span></li><li><span class="pagenav">1</span></li><li>{self.a("lokal2", "2", "pagination", pn)}</li><li><a href="/index.php/notisia/lokal?start=20" class="pagenav">3</a></li><li class="pagination-next">{self.a("lokal2", "Siguiente", "pagination", pn)}</li><li class="pagination-end"><a href="/index.php/notisia/lokal?start=230" class="pagenav">Fin</a></li></ul><p class="counter">Página 1 di 24</p></div>'
        elif doc.key == "lokal2":
            pager = f'<div class="k2Pagination"><ul><li class="pagination-start">{self.a("lokal", "Kuminsá", "pagination", pn)}</li><li class="pagination-prev">{self.a("lokal", "Anterior", "pagination", pn)}</li><li>{self.a("lokal", "1", "pagination", pn)}</li><li><span class="pagenav">2</span></li><li><a href="/index.php/notisia/lokal?start=20" class="pagenav">3</a></li><li class="pagination-next"><a href="/index.php/notisia/lokal?start=20" class="pagenav">Siguiente</a></li></ul><p class="counter">Página 2 di 24</p></div>'
        return f"""<div id="k2Container" class="itemListView">
{head}
<div class="itemList"><div id="itemListLeading">
{"".join(items)}
</div></div>
{pager}
{extra}
</div>"""

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            return f"""<div class="error-page">
<h1 class="page-header">{esc(doc.title)}</h1>
<div class="alert alert-warning">{html}</div>
<p>Bai bèk na {self.a("home", "portada", "content")} òf usa e búskeda.</p>
<p class="error-code">K2_ITEM_NOT_FOUND</p>
</div>"""
        html = html.replace('<table class="data">', '<table class="wega table table-striped">')
        return f"""<div class="item-page" itemscope itemtype="https://schema.org/Article">
<meta itemprop="inLanguage" content="{"nl-NL" if self.lang(doc) == "nl" else "pap-CW"}" />
<div class="page-header"><h2 itemprop="headline">{esc(doc.title)}</h2></div>
<div itemprop="articleBody">
{html}
</div>
</div>"""
