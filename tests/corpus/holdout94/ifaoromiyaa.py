# ruff: noqa: E501, RUF001, RUF002 (long literal lines; typographic quotes and dashes are deliberate)
"""Ifa Oromiyaa: an Afaan Oromoo (`om`, Latin script, Qubee) news site on **Ghost 5** with a Casper-derived theme
(`gh-head`, `article-header gh-canvas`, `article-title`, `article-excerpt`, `author-list`, `byline-meta-date`,
`gh-content gh-canvas`, `post-card`, `read-more`, posts at `/<slug>/`, `/tag/oduu/` and `/tag/oduu/page/2/`,
`/author/<slug>/`), UTF-8, Addis Ababa time (+03:00).

Ghost writes `article:published_time` and its pretty-printed JSON-LD in **UTC with milliseconds**
("2026-12-03T22:30:00.000Z"), while the theme prints the local day with Oromo month names ("4 Muddee 2026", via
`{{#match}}` on the month number) in a `<time datetime="2026-12-04">`: the wheat story published at 01:30 on 4 Dec is
3 Dec in its JSON-LD. Some stories carry an **Ethiopian-calendar** date typed by the editors: the wheat story opens
"Adaamaa, Sadaasa 25, 2019 (ALI) –" (ALI: akka lakkoofsa Itoophiyaa; Sadaasa here is Hidar, while the Gregorian
"Muddee" of the byline is December), and the column prints no Ghost date at all, only "Barreeffame: Sadaasa 24, 2019
ALI" under the text. Ghost static pages (the exchange rates, "Waa'ee keenya") carry an `Article` JSON-LD with dates.

Credits: Ghost authors ("Caaltuu Fayyisaa"); two authors on one post, of whom Ghost's JSON-LD names only the first;
the desk account "Deskii Oduu" (a JSON-LD Person) on the ENA story ("Madda: ENA") and on a story whose text opens
"Gabaasa: Obbo Fiixee Waaqoo, Amboo irraa" (honorific and town); a Xinhua story translated into Oromo whose Ghost
author is the **translator** ("Madda: Xinhua | Kan hiike: Obsaa Dhugaa"); a photographer in a caption ("Suuraa: …"); a
column by "Dr. Birhaanuu Lammii". A moved URL answers 200 with the theme's error text (a soft 404)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story, to_utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://ifaoromiyaa.test"
OM_MONTHS = [
    "Amajjii",
    "Guraandhala",
    "Bitootessa",
    "Eebila",
    "Caamsaa",
    "Waxabajjii",
    "Adoolessa",
    "Hagayya",
    "Fulbaana",
    "Onkoloolessa",
    "Sadaasa",
    "Muddee",
]
ARTS = ["qonna", "bishaan", "ena", "hiikkaa", "eebba", "ispoortii", "yaada", "muuziyeemii"]
AUTHORS = {
    "caaltuu": "Caaltuu Fayyisaa",
    "galaanaa": "Galaanaa Tolasaa",
    "tolaa": "Tolaa Gurmeessaa",
    "hawwii": "Hawwii Dabalaa",
    "desk": "Deskii Oduu",
    "obsaa": "Obsaa Dhugaa",
    "birhaanuu": "Dr. Birhaanuu Lammii",
}


def om_date(local: str) -> str:
    y, m, d = (int(x) for x in local.split()[0].split("-"))
    return f"{d} {OM_MONTHS[m - 1]} {y}"


class IfaOromiyaa(Base):
    origin = ORIGIN
    name = "Ifa Oromiyaa"
    prefix = "ifa"
    language = "om"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ifa",
            [
                ".gh-head",
                ".gh-head-menu .nav li a",
                ".article-title",
                ".article-excerpt",
                ".gh-content > p",
                ".article-byline-meta .author-name",
                ".post-card",
                ".post-card-excerpt",
                ".read-more-wrap",
                ".site-footer",
                "#cookie-notice",
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
                "Ifa Oromiyaa",
                "ghost-casper-home",
                list=["ispoortii", "qonna", "bishaan", "ena", "hiikkaa", "eebba", "yaada", "muuziyeemii"],
                more="oduu",
            )
        )
        add(
            page(
                "oduu",
                "/tag/oduu/",
                "section",
                "Oduu",
                "ghost-primary-tag",
                list=["qonna", "bishaan", "ena", "eebba", "hiikkaa"],
                more="oduu2",
                desc="Oduu Oromiyaa, Itoophiyaa fi addunyaa irraa.",
            )
        )
        add(
            page(
                "oduu2",
                "/tag/oduu/page/2/",
                "section",
                "Oduu",
                "ghost-primary-tag-page2",
                list=["muuziyeemii"],
                desc="Oduu Oromiyaa, Itoophiyaa fi addunyaa irraa.",
                older=[
                    (
                        "/naannoo-oromiyaatti-hospitaalonni-haaraan-sadii-banaman/",
                        "Naannoo Oromiyaatti hospitaalonni haaraan sadii banaman",
                        "1 Muddee 2026",
                    ),
                    (
                        "/bulchiinsi-magaalaa-shaashamannee-daandii-haaraa-ijaaruuf/",
                        "Bulchiinsi magaalaa Shaashamannee daandii haaraa ijaaruuf karoorse",
                        "30 Sadaasa 2026",
                    ),
                    (
                        "/gabaan-teeffii-finfinnee-keessatti-gatiin-dabale/",
                        "Gabaa Finfinnee keessatti gatiin xaafii dabale",
                        "29 Sadaasa 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                "/tag/finfinnee/",
                "tag",
                "Finfinnee",
                "ghost-tag",
                list=["bishaan", "eebba", "hiikkaa"],
                desc="Oduu magaalaa Finfinnee.",
            )
        )
        add(
            page(
                "author",
                "/author/caaltuu/",
                "author",
                "Caaltuu Fayyisaa",
                "ghost-author",
                list=["bishaan"],
                bio="Gabaasaa Ifa Oromiyaa kan dhimmoota magaalaa, bishaanii fi fayyaa hordofu.",
                older=[
                    (
                        "/finfinneetti-konkolaattonni-xiqqaan-daandii-addaa-argatan/",
                        "Finfinneetti konkolaattonni xiqqaan daandii addaa argatan",
                        "27 Sadaasa 2026",
                    ),
                    (
                        "/hospitaala-tirunesh-beejingitti-kutaan-haadholii-haaraan-banname/",
                        "Hospitaalatti kutaan haadholii haaraan banname",
                        "20 Sadaasa 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "search",
                "/barbaadi/",
                "search",
                "Barbaadi",
                "ghost-page-search",
                list=["ispoortii", "qonna", "bishaan"],
            )
        )
        add(
            page(
                "sharafa",
                "/sharafa-maallaqaa/",
                "live-data",
                "Sharafa maallaqaa har’aa",
                "ghost-page-currency-table",
                [
                    "Gatii Baankii Daldalaa Itoophiyaa, Sanbata Muddee 5, 2026 (Sadaasa 26, 2019 ALI).",
                    "T: Maallaqa | Bituu (Birrii) | Gurguruu (Birrii)",
                    "T: Doolaara Ameerikaa (USD) | 155.2034 | 158.3075",
                    "T: Yuuroo (EUR) | 164.1120 | 167.3942",
                    "T: Paawundii Ingilizii (GBP) | 193.0210 | 196.8814",
                    "T: Diirhamii UAE (AED) | 42.2561 | 43.1012",
                    "T: Riyaala Saawud Arabiyaa (SAR) | 41.3870 | 42.2147",
                    "T: Shilingii Keeniyaa (KES) | 1.1902 | 1.2140",
                    "Gatiin kun odeeffannoof qofa. Baankiiwwan biroo gatii adda ta’e fayyadamuu danda’u.",
                ],
                published="2024-03-01 09:00",
            )
        )
        add(
            page(
                "gone",
                "/oduu/2025/06/ayyaana-irreechaa-qophii/",
                "not-found",
                "Fuulli barbaaddan hin argamne",
                "ghost-soft-404",
                [
                    "Fuulli kun haqameera yookaan teessoon isaa jijjiirameera. Fuula jalqabaatti deebi’uun ykn barbaaduun yaali.",
                ],
                latest=["qonna", "bishaan", "eebba"],
            )
        )
        add(
            page(
                "about",
                "/waaee-keenyaa/",
                "about",
                "Waa’ee keenyaa",
                "ghost-page-about",
                [
                    "Ifa Oromiyaa marsariitii oduu Afaan Oromoo kan bara 2019 Finfinnee keessatti hundeeffamedha. Oduu Oromiyaa, Itoophiyaa fi Gaanfa Afrikaa dubbistoota keenyaaf dhiyeessina.",
                    "## Kaayyoo keenya",
                    "Oduu sirrii, madaalawaa fi yeroon ga’u Afaan Oromootiin dhiyeessuu, akkasumas hawaasni sagalee isaa akka dhageessisu carraa uumuu.",
                    "## Nu quunnamaa",
                    "Imeelii: oduu@ifaoromiyaa.test. Bilbila: +251 11 000 0000. Finfinnee, Itoophiyaa.",
                ],
                published="2023-01-10 10:00",
            )
        )
        # --- stories -------------------------------------------------------------------------------------------
        add(
            story(
                "bishaan",
                "/finfinneetti-rakkoon-bishaan-dhugaatii-hammaachaa-dhufe/",
                "Finfinneetti rakkoon bishaan dhugaatii hammaachaa dhufe",
                "2026-12-04",
                to_utc("2026-12-04 10:15", 3, "ms"),
                "2026-12-04 10:15",
                ["Caaltuu Fayyisaa"],
                [
                    "Jiraattonni kutaalee magaalaa Finfinnee hedduu keessa jiraatan torbanoota lamaan darbaniif bishaan dhugaatii argachuu dhabuu isaanii himan. Rakkoon kun keessattuu kutaalee magaalaa Kolfee Qaraaniyoo, Nifaas Silkii fi Boolee keessatti hammaataa ture.",
                    "Abbaan Taayitaa Bishaanii fi Saaniteeshinii Finfinnee akka ibsetti, rakkoon kun hojii suphaa ujummoo guddaa bishaan Laga Dhadhaa irraa fidu irratti hojjetamaa jiru waliin kan walqabateedha.",
                    "## Hojiin suphaa yoom xumurama?",
                    "Itti gaafatamaan hojii suphaa akka jedhetti, hojiin kun guyyoota kudhan keessatti ni xumurama. Yeroo ammaa kanas konkolaattonni bishaan geejjiban 40 ol jiraattota tajaajilaa jiru.",
                    "“Bishaan bituuf guyyaatti qarshii dhibba tokko baasaa jirra. Maatiin keenya ijoollee shan qaba, kun baay’ee nu ulfaateera,” jedhan jiraattuu Kolfee tokko.",
                    "Ogeeyyiin fayyaa jiraattonni bishaan madda hin beekamne irraa argatan danfisanii akka fayyadaman gorsaniiru.",
                ],
                "ghost-author-utc-ms",
                authors_keys=["caaltuu"],
                tags=["Oduu", "Finfinnee"],
                excerpt="Jiraattonni kutaalee magaalaa shan torbanoota lamaaf bishaan malee turuu himan.",
            )
        )
        add(
            story(
                "qonna",
                "/arsiitti-omishni-qamadii-bara-kanaa-kuntaala-miliyoona-12-ol-ta-a-jedhame/",
                "Arsiitti omishni qamadii bara kanaa kuntaala miliyoona 12 ol ta’a jedhame",
                "2026-12-04",
                to_utc("2026-12-04 01:30", 3, "ms"),
                "2026-12-04 01:30",
                ["Galaanaa Tolasaa"],
                [
                    "Adaamaa, Sadaasa 25, 2019 (ALI) – Godina Arsii keessatti omishni qamadii bara kanaa kuntaala miliyoona 12 ol ta’a jedhamee eegama, jedhe Biiroon Qonnaa Oromiyaa.",
                    "Qonnaan bultoonni aanaalee Hiixosaa, Tiyyoo fi Diksiis keessa jiraatan roobni bara kanaa gaarii ta’uu isaatiin omishni isaanii dabaluu himan.",
                    "FIG: Qonnaan bultoota qamadii haamaa jiran | Qonnaan bultoonni aanaa Hiixosaa qamadii haamaa jiru. Suuraa: Lammii Bultii",
                    "Biiroon Qonnaa akka ibsetti, bara kana hektaara kuma 480 ol irratti qamadiin facaafameera; kunis bara darbe irra dhibbeentaa 9n dabala.",
                    "“Bara kana roobni yeroon roobe, xaa’oo fi sanyii filatamaas yeroon arganne. Maasiin koo hektaara tokko kuntaala 55 naaf kenna jedhee eega,” jedhe qonnaan bulaa Jaarsoo Abbaa Jifaar.",
                    "Haa ta’u malee, qonnaan bultoonni tokko tokko gatiin maashinii haammataa kireeffachuu dabaluu isaa komatan.",
                ],
                "ghost-ethiopian-dateline-utc-previous-day-photo-credit",
                authors_keys=["galaanaa"],
                tags=["Oduu", "Qonna"],
                excerpt="Roobni bara kanaa gaarii ta’uun omisha qamadii dabale.",
            )
        )
        add(
            story(
                "ena",
                "/itoophiyaan-ji-oota-shan-keessatti-buna-irraa-doolaara-biliyoona-1-6-argatte/",
                "Itoophiyaan ji’oota shan keessatti buna alergii irraa doolaara biliyoona 1.6 argatte",
                "2026-12-03",
                to_utc("2026-12-03 15:20", 3, "ms"),
                "2026-12-03 15:20",
                [],
                [
                    "Itoophiyaan ji’oota shan darban keessatti buna gara biyyoota alaatti ergite irraa galii doolaara biliyoona 1.6 argachuu Abbaan Taayitaa Bunaa fi Shaayii ibse.",
                    "Galiin kun karoora ji’oota shanii irra dhibbeentaa 12n kan caaludha. Yeroo kanatti buna toonii kuma 190 ol gabaa addunyaatti dhiyaateera.",
                    "Biyyoonni buna Itoophiyaa caalaatti bitan Jarmanii, Saawud Arabiyaa, Ameerikaa, Beeljiyeemii fi Jaappaan akka ta’an ibsameera.",
                    "SIGN: Madda: ENA",
                ],
                "ghost-desk-account-ena",
                authors_keys=["desk"],
                tags=["Oduu", "Dinagdee"],
                excerpt="Galiin kun karoora irra dhibbeentaa 12n caala.",
            )
        )
        add(
            story(
                "hiikkaa",
                "/daandiin-baaburaa-finfinnee-jibuutii-baaburoota-fe-umsaa-dabalataa-tajaajilchiisuuf/",
                "Daandiin baaburaa Finfinnee–Jibuutii baaburoota fe’umsaa dabalataa tajaajilchiisuuf",
                "2026-12-03",
                to_utc("2026-12-03 18:45", 3, "ms"),
                "2026-12-03 18:45",
                [],
                [
                    "Daandiin baaburaa Finfinnee–Jibuutii ji’a itti aanu irraa jalqabee guyyaatti baaburoota fe’umsaa lama dabalataa akka tajaajilchiisu dhaabbanni hojii baaburaa beeksise.",
                    "Dhaabbatichi akka jedhetti, tarkaanfiin kun fe’umsa gara Jibuutii deemuu fi Jibuutii irraa dhufu saffisiisuu fi baasii geejjibaa hir’isuuf kan fudhatameedha.",
                    "Daandiin baaburaa kiiloomeetira 750 kun bara 2018 tajaajila jalqabe; hanga ammaattis fe’umsa toonii miliyoona 10 ol geejjibeera.",
                    "Hojjettoonni dhaabbatichaa leenjii dabalataa fudhachaa jiru, meeshaaleen suphaa haaraan immoo Chaayinaa irraa galuu eegamu.",
                    "SIGN: Madda: Xinhua | Kan hiike: Obsaa Dhugaa",
                ],
                "ghost-xinhua-translated-translator-is-ghost-author",
                authors_keys=["obsaa"],
                tags=["Oduu", "Finfinnee", "Geejjiba"],
                excerpt="Baaburoonni fe’umsaa lama guyyaatti dabalamu.",
            )
        )
        add(
            story(
                "eebba",
                "/yuunivarsiitii-jimmaatti-barattoonni-4200-eebbifaman/",
                "Yuunivarsiitii Jimmaatti barattoonni 4,200 eebbifaman",
                "2026-12-03",
                to_utc("2026-12-03 16:00", 3, "ms"),
                "2026-12-03 16:00",
                ["Tolaa Gurmeessaa", "Hawwii Dabalaa"],
                [
                    "Yuunivarsiitiin Jimmaa barattoota sagantaalee adda addaatiin leenjisaa ture 4,200 Kamisa har’aa eebbise.",
                    "Eebbifamtoota kana keessaa 1,650 dubartoota yoo ta’an, 380 immoo digirii lammaffaa fi sadaffaan eebbifaman.",
                    "Pireezidantiin yuunivarsiitichaa ergaa eebbaa dabarsaniin, eebbifamtoonni beekumsa argatan hawaasa isaanii tajaajiluuf akka oolchan gorsan.",
                    "Eebbifamtoonni tokko tokko hojii argachuun rakkoo ta’uu isaa kaasanii, mootummaan carraa hojii uumuu irratti akka hojjetu gaafatan.",
                    "Eebbifamtoota keessaa maatiin isaanii Finfinnee fi naannolee biroo irraa dhufanii sirna kana irratti argamaniiru.",
                ],
                "ghost-two-authors-jsonld-first-only",
                authors_keys=["tolaa", "hawwii"],
                tags=["Oduu", "Barnoota", "Finfinnee"],
                excerpt="Eebbifamtoota keessaa 1,650 dubartoota.",
            )
        )
        add(
            story(
                "ispoortii",
                "/atileet-dinqinesh-roobaa-maratoonii-hoonkoong-moatte/",
                "Atileet Dinqinesh Roobaa maratoonii Hoonkoong mo’atte",
                "2026-12-05",
                to_utc("2026-12-05 09:40", 3, "ms"),
                "2026-12-05 09:40",
                ["Hawwii Dabalaa"],
                [
                    "Atileet Dinqinesh Roobaa har’a ganama maratoonii Hoonkoong sa’aatii 2:21:08 fiigdee mo’atte.",
                    "Atileetonni Keeniyaa lama sadarkaa lammaffaa fi sadaffaa argatan. Dinqinesh kiiloomeetira 35ffaa irratti dursitee xumurtuu hanga gahutti qofaa fiigde.",
                    "Kun maratoonii guddaa Dinqinesh mo’atte isa lammaffaa yoo ta’u, bara darbe maratoonii Shaanghaayi mo’attee turte.",
                ],
                "ghost-short-sport-brief",
                authors_keys=["hawwii"],
                tags=["Ispoortii"],
                excerpt="Atileetonni Keeniyaa lama itti aanan.",
            )
        )
        add(
            story(
                "yaada",
                "/afaan-oromoo-afaan-saayinsii-fi-teeknooloojii-gochuuf/",
                "Afaan Oromoo afaan saayinsii fi teeknooloojii gochuuf maal gochuu qabna?",
                "2026-12-03",
                to_utc("2026-12-03 09:00", 3, "ms"),
                "2026-12-03 09:00",
                ["Birhaanuu Lammii"],
                [
                    "Afaan Oromoo afaan namoota miliyoona hedduun dubbatamu, afaan barnootaa fi hojii mootummaa ta’uun isaa waggoota soddomaa oliif beekameera. Haa ta’u malee, saayinsii fi teeknooloojii keessatti ammallee bakka gahaa hin arganne.",
                    "Barattoonni keenya sadarkaa tokkoffaatti Afaan Oromootiin baratu, yeroo yuunivarsiitii seenan garuu barnoota saayinsii hunda Afaan Ingiliziitiin baratu. Kun hubannoo isaanii irratti dhiibbaa guddaa qaba.",
                    "Jechoonni saayinsii hedduun Afaan Oromootiin hin qophoofne; kanneen qophaa’anis walii hin galan. Jechoota waliigalaa qopheessuuf koreen ogeeyyii hojii qindaa’aa hojjechuu qaba.",
                    "Teeknooloojiin ammayyaa, kanneen akka hiika maashinii fi sagantaa kompiitaraa, Afaan Oromoo akka deeggaran gochuun dhaloota itti aanuuf carraa guddaa bana.",
                    "Afaan tokko afaan saayinsii kan ta’u yoo dubbattoonni isaa itti barreessan, itti qorannoo gaggeessan fi itti barsiisan qofa. Itti gaafatamni kun kan hunda keenyaati.",
                    "SIGN: Barreeffame: Sadaasa 24, 2019 ALI",
                    "SIGN: Barreessaan barsiisaa Yuunivarsiitii Haramaayaa ti. Yaadni barreeffama kana keessatti ibsame kan barreessaati.",
                ],
                "ghost-column-ethiopian-date-only-dr",
                authors_keys=["birhaanuu"],
                tags=["Yaada"],
                excerpt="Jechoota saayinsii waliigalaa qopheessuun dirqama.",
                no_date=True,
            )
        )
        add(
            story(
                "muuziyeemii",
                "/amboottii-muuziyeemiin-aadaa-oromoo-haaraan-banamuuf-qophaa-e/",
                "Amboottii muuziyeemiin aadaa Oromoo haaraan banamuuf qophaa’e",
                "2026-12-02",
                to_utc("2026-12-02 14:00", 3, "ms"),
                "2026-12-02 14:00",
                ["Fiixee Waaqoo"],
                [
                    "RAW:<p><em>Gabaasa: Obbo Fiixee Waaqoo, Amboo irraa</em></p>",
                    "Magaalaa Amboo keessatti muuziyeemiin aadaa Oromoo haaraan ijaarame ji’a itti aanu banamuuf qophaa’uu bulchiinsi magaalaa beeksise.",
                    "Muuziyeemichi meeshaalee aadaa, uffata durii, meeshaalee muuziqaa fi barreeffamoota seenaa kuma lama ol of keessatti qabata.",
                    "Jaarsoliin biyyaa fi hayyoonni aadaa meeshaalee kana walitti qabuu keessatti gahee guddaa qabaachuu isaanii bulchiinsichi ibseera. Meeshaaleen tokko tokko bara darbe [[gone|qophii ayyaana Irreechaa]] irratti agarsiifamanii turan.",
                    "Muuziyeemichi barattootaaf bilisa yoo ta’u, daawwattoonni biroo birrii 50 kaffalu.",
                ],
                "ghost-desk-account-obbo-byline-in-text",
                authors_keys=["desk"],
                tags=["Aadaa"],
                excerpt="Meeshaalee aadaa kuma lama ol of keessatti qabata.",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def ghost_authors(self, doc: Doc) -> list[tuple[str, str]]:
        return [(k, AUTHORS[k]) for k in doc.extra.get("authors_keys", [])]

    def author_href(self, slug: str) -> str:
        return "author" if slug == "caaltuu" else f"/author/{slug}/"

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title if doc.kind != 'home' else 'Ifa Oromiyaa')}{'' if doc.kind == 'home' else ' - Ifa Oromiyaa'}</title>"
        ]
        if doc.kind == "not-found":
            return out[0]
        out += [
            '<link rel="icon" href="https://ifaoromiyaa.test/content/images/size/w256h256/2024/01/favicon.png" type="image/png">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta name="referrer" content="no-referrer-when-downgrade">',
        ]
        if doc.key == "oduu":
            out.append(f'<link rel="next" href="{esc(self.url("oduu2"))}">')
        if doc.key == "oduu2":
            out.append(f'<link rel="prev" href="{esc(self.url("oduu"))}">')
        post = doc.is_article
        static = doc.extra.get("published")
        img = f"{ORIGIN}/content/images/2026/12/{doc.key}.jpg"
        out += [
            '<meta property="og:site_name" content="Ifa Oromiyaa">',
            f'<meta property="og:type" content="{"article" if post else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(doc.extra.get("excerpt") or doc.extra.get("desc") or "Oduu Afaan Oromoo")}">',
            f'<meta property="og:url" content="{esc(url)}">',
        ]
        ld: dict = {"@context": "https://schema.org"}
        if post or static:
            iso = doc.iso or to_utc(static, 3, "ms")
            authors = self.ghost_authors(doc) or [("desk", "Deskii Oduu")]
            tags = doc.extra.get("tags", [])
            out += [
                f'<meta property="og:image" content="{img}">',
                f'<meta property="article:published_time" content="{iso}">',
                f'<meta property="article:modified_time" content="{iso}">',
            ]
            out += [f'<meta property="article:tag" content="{esc(t)}">' for t in tags]
            out += [
                '<meta property="article:publisher" content="https://www.facebook.com/ifaoromiyaa.test">',
                '<meta name="twitter:card" content="summary_large_image">',
                f'<meta name="twitter:title" content="{esc(doc.title)}">',
                '<meta name="twitter:label1" content="Written by">',
                f'<meta name="twitter:data1" content="{esc(", ".join(n for _, n in authors))}">',
            ]
            if tags:
                out += [
                    '<meta name="twitter:label2" content="Filed under">',
                    f'<meta name="twitter:data2" content="{esc(", ".join(tags))}">',
                ]
            slug, name = authors[0]
            ld.update({
                "@type": "Article",
                "publisher": {"@type": "Organization", "name": "Ifa Oromiyaa", "url": f"{ORIGIN}/", "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/content/images/2024/01/ifa-logo.png"}},
                "author": {"@type": "Person", "name": name, "image": {"@type": "ImageObject", "url": f"{ORIGIN}/content/images/2024/02/{slug}.jpg", "width": 400, "height": 400}, "url": f"{ORIGIN}/author/{slug}/", "sameAs": []},
                "headline": doc.title,
                "url": url,
                "datePublished": iso,
                "dateModified": iso,
                "image": {"@type": "ImageObject", "url": img, "width": 1200, "height": 800},
                "keywords": ", ".join(tags) if tags else None,
                "description": doc.extra.get("excerpt") or self.lede(doc),
                "mainEntityOfPage": url,
            })  # fmt: skip
            if not tags:
                del ld["keywords"]
        elif doc.kind == "author":
            ld.update(
                {
                    "@type": "Person",
                    "sameAs": [],
                    "name": doc.title,
                    "url": url,
                    "image": {"@type": "ImageObject", "url": f"{ORIGIN}/content/images/2024/02/caaltuu.jpg"},
                    "mainEntityOfPage": url,
                    "description": doc.extra["bio"],
                }
            )
        elif doc.kind in ("section", "tag"):
            ld.update(
                {
                    "@type": "Series",
                    "publisher": {"@type": "Organization", "name": "Ifa Oromiyaa", "url": f"{ORIGIN}/"},
                    "url": url,
                    "name": doc.title,
                    "mainEntityOfPage": url,
                    "description": doc.extra.get("desc", ""),
                }
            )
        else:
            ld.update(
                {
                    "@type": "WebSite",
                    "publisher": {"@type": "Organization", "name": "Ifa Oromiyaa", "url": f"{ORIGIN}/"},
                    "url": url,
                    "name": "Ifa Oromiyaa",
                    "mainEntityOfPage": url,
                    "description": "Oduu Afaan Oromoo",
                }
            )
        out.append(
            f'<script type="application/ld+json">\n{json.dumps(ld, ensure_ascii=False, indent=4)}\n    </script>'
        )
        out += [
            '<meta name="generator" content="Ghost 5.101">',
            f'<link rel="alternate" type="application/rss+xml" title="Ifa Oromiyaa" href="{ORIGIN}/rss/">',
            f'<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.46/umd/portal.min.js" data-i18n="true" data-ghost="{ORIGIN}/" data-key="4f1c9a2b7e0d3c5a8b6e2f1d90" data-api="{ORIGIN}/ghost/api/content/" data-locale="om" crossorigin="anonymous"></script>',
            f'<script defer src="https://cdn.jsdelivr.net/ghost/sodo-search@~1.5/umd/sodo-search.min.js" data-key="4f1c9a2b7e0d3c5a8b6e2f1d90" data-styles="https://cdn.jsdelivr.net/ghost/sodo-search@~1.5/umd/main.css" data-sodo-search="{ORIGIN}/" data-locale="om" crossorigin="anonymous"></script>',
        ]
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-{k if k in self.docs else t.lower()}">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Fuula Duraa"),
                ("oduu", "Oduu"),
                ("/tag/dinagdee/", "Dinagdee"),
                ("/tag/ispoortii/", "Ispoortii"),
                ("/tag/yaada/", "Yaada"),
                ("/tag/aadaa/", "Aadaa"),
                ("sharafa", "Sharafa"),
            )
        )
        body_class = (
            "post-template"
            if doc.is_article
            else {
                "home": "home-template",
                "section": "tag-template",
                "tag": "tag-template",
                "author": "author-template",
                "not-found": "error-template",
            }.get(doc.kind, "page-template")
        )
        if doc.key == "oduu2":
            body_class += " paged"
        return f"""<!DOCTYPE html>
<html lang="om">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="preload" as="style" href="/assets/built/screen.css?v=8c3f1a2b9d">
<link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v=8c3f1a2b9d">
{self.head(doc)}
<style>/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-IFA0019"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){{dataLayer.push(arguments);}}gtag('js', new Date());gtag('config', 'G-IFA0019');</script>
</head>
<body class="{body_class} is-head-left-logo has-cover">
<div class="viewport">
<header id="gh-head" class="gh-head outer">
<div class="gh-head-inner inner">
<div class="gh-head-brand"><a class="gh-head-logo" href="/"><img src="/content/images/2024/01/ifa-logo.png" alt="Ifa Oromiyaa"></a><button class="gh-search gh-icon-btn" aria-label="Barbaadi" data-ghost-search><svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" width="20" height="20"><path stroke-linecap="round" stroke-linejoin="round" d="M21 21l-6-6m2-5a7 7 0 11-14 0 7 7 0 0114 0z"></path></svg></button><button class="gh-burger"></button></div>
<nav class="gh-head-menu"><ul class="nav">{nav}</ul></nav>
<div class="gh-head-actions"><a class="gh-head-link" href="#/portal/signin" data-portal="signin">Seeni</a><a class="gh-head-button" href="#/portal/signup" data-portal="signup">Miseensa ta’i</a></div>
</div>
</header>
<div class="site-content">
{main}
</div>
<footer class="site-footer outer">
<div class="inner">
<section class="copyright"><a href="/">Ifa Oromiyaa</a> &copy; 2026</section>
<nav class="site-footer-nav"><ul class="nav"><li>{self.a("about", "Waa’ee keenyaa", "footer")}</li><li>{self.a("sharafa", "Sharafa maallaqaa", "footer")}</li><li>{self.a("search", "Barbaadi", "footer")}</li><li><a href="/haala-itti-fayyadamaa/">Haala itti fayyadamaa</a></li><li><a href="https://www.facebook.com/ifaoromiyaa.test">Facebook</a></li><li><a href="https://x.com/ifaoromiyaa_test">X</a></li><li><a href="https://t.me/ifaoromiyaa_test">Telegram</a></li></ul></nav>
<div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div>
</div>
</footer>
</div>
<div id="cookie-notice" class="cookie-notice">Marsariitiin kun kuukiiwwan fayyadama. <a href="/haala-itti-fayyadamaa/">Dabalata</a> <button type="button" onclick="this.parentNode.remove();localStorage.setItem('ifa-cookie','1')">Tole</button></div>
<script src="/assets/built/casper.js?v=8c3f1a2b9d"></script>
<script>$(document).ready(function () {{ var $postContent = $(".gh-content"); $postContent.fitVids(); }});</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        authors = self.ghost_authors(doc)
        avatars = "".join(
            '<li class="author-list-item">'
            + self.a(
                self.author_href(s),
                n,
                "byline",
                f'class="author-avatar" aria-label="Read more of {esc(n)}"',
                f'<img class="author-profile-image" src="/content/images/size/w100/2024/02/{s}.jpg" alt="{esc(n)}">',
            )
            + "</li>"
            for s, n in authors
        )
        names = ", ".join(self.a(self.author_href(s), n, "byline") for s, n in authors)
        date = ""
        if not doc.extra.get("no_date"):
            words = max(1, len(doc.body.split()) // 150)
            date = f'<div class="byline-meta-content"><time class="byline-meta-date" datetime="{doc.stamp.split()[0]}">{om_date(doc.stamp)}</time><span class="byline-reading-time"><span class="bull">&bull;</span> daqiiqaa {words} dubbisa</span></div>'
        return f"""<div class="article-byline">
<section class="article-byline-content">
<ul class="author-list instapaper_ignore">{avatars}</ul>
<div class="article-byline-meta">
<h4 class="author-name">{names}</h4>
{date}
</div>
</section>
</div>"""

    def story_main(self, doc: Doc) -> str:
        tags = doc.extra.get("tags", [])
        primary = tags[0] if tags else ""
        primary_link = (
            self.a("oduu", primary, "breadcrumb")
            if primary == "Oduu"
            else f'<a href="/tag/{primary.lower()}/">{esc(primary)}</a>'
        )
        content = self.blocks(doc, fig=self.fig)
        more = [k for k in ARTS if k != doc.key][:3]
        cards = "".join(self.card(k) for k in more)
        tag_class = " ".join(f"tag-{t.lower()}" for t in tags)
        tag_links = " ".join(
            self.a(
                {"Oduu": "oduu", "Finfinnee": "tag"}.get(t, f"/tag/{t.lower()}/"),
                f"#{t}",
                "tag",
                'class="article-tag-link"',
            )
            for t in tags
        )
        return f"""<main id="site-main" class="site-main">
<article class="article post {tag_class} image-small">
<header class="article-header gh-canvas">
<div class="article-tag post-card-tags"><span class="post-card-primary-tag">{primary_link}</span></div>
<h1 class="article-title">{esc(doc.title)}</h1>
<p class="article-excerpt">{esc(doc.extra.get("excerpt", ""))}</p>
{self.byline(doc)}
<figure class="article-image"><img srcset="/content/images/size/w300/2026/12/{doc.key}.jpg 300w, /content/images/size/w600/2026/12/{doc.key}.jpg 600w, /content/images/size/w1000/2026/12/{doc.key}.jpg 1000w" sizes="(min-width: 1400px) 1400px, 92vw" src="/content/images/size/w2000/2026/12/{doc.key}.jpg" alt="{esc(doc.title)}"></figure>
</header>
<section class="gh-content gh-canvas">
{content}
</section>
<footer class="article-tags gh-canvas">{tag_links}</footer>
</article>
</main>
<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">Oduu haaraa imeeliin argadhu</h2><a class="footer-cta-button" href="#/portal" data-portal><div class="footer-cta-input">Imeelii kee galchi</div><span>Galmaa’i</span></a></div></section>
<aside class="read-more-wrap outer"><div class="read-more inner"><h3 class="read-more-title">Kanneen biroo dubbisi</h3>{cards}</div></aside>"""

    def fig(self, alt: str, caption: str) -> str:
        return f'<figure class="kg-card kg-image-card kg-card-hascaption"><img src="/content/images/2026/12/{quote(alt[:12].replace(" ", "-").lower())}.jpg" class="kg-image" alt="{esc(alt)}" loading="lazy" width="1600" height="1067"><figcaption><span style="white-space: pre-wrap;">{esc(caption)}</span></figcaption></figure>'

    def card(self, k: str) -> str:
        d = self.docs[k]
        tags = d.extra.get("tags", [])
        inner = f'<header class="post-card-header"><div class="post-card-tags"><span class="post-card-primary-tag">{esc(tags[0] if tags else "")}</span></div><h2 class="post-card-title">{esc(d.title)}</h2></header><div class="post-card-excerpt">{esc(d.extra.get("excerpt", ""))}</div>'
        link = self.a(k, d.title, "content", 'class="post-card-content-link"', inner)
        img = self.a(
            k,
            d.title,
            "content",
            'class="post-card-image-link"',
            f'<img class="post-card-image" srcset="/content/images/size/w300/2026/12/{k}.jpg 300w, /content/images/size/w600/2026/12/{k}.jpg 600w" sizes="(max-width: 1000px) 400px, 800px" src="/content/images/size/w600/2026/12/{k}.jpg" alt="{esc(d.title)}" loading="lazy">',
        )
        meta = (
            ""
            if d.extra.get("no_date")
            else f'<time class="post-card-meta-date" datetime="{d.stamp.split()[0]}">{om_date(d.stamp)}</time>'
        )
        return f'<article class="post-card post {" ".join("tag-" + t.lower() for t in tags)}">{img}<div class="post-card-content">{link}<footer class="post-card-meta">{meta}<span class="post-card-meta-length">daqiiqaa {max(1, len(d.body.split()) // 150)} dubbisa</span></footer></div></article>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        older = "".join(
            f'<article class="post-card post no-image"><div class="post-card-content"><a class="post-card-content-link" href="{p}"><header class="post-card-header"><h2 class="post-card-title">{esc(t)}</h2></header></a><footer class="post-card-meta"><time class="post-card-meta-date">{esc(d)}</time></footer></div></article>'
            for p, t, d in doc.extra.get("older", [])
        )
        if doc.kind == "home":
            head = '<div class="site-header-content outer"><div class="site-header-inner inner"><h1 class="site-title">Ifa Oromiyaa</h1><p class="site-description">Oduu Afaan Oromoo, guyyaa guyyaan</p></div></div>'
            foot = f'<div class="home-links inner">{self.a("oduu", "Oduu hunda", "content")} · {self.a("sharafa", "Sharafa maallaqaa har’aa", "content")}</div>'
            return f'{head}<main id="site-main" class="site-main outer"><div class="inner posts"><div class="post-feed">{cards}</div></div>{foot}</main>'
        if doc.kind == "author":
            head = f'<section class="post-card post-card-large author-profile"><div class="author-profile-content"><img class="author-profile-pic" src="/content/images/size/w150/2024/02/caaltuu.jpg" alt="{esc(doc.title)}"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><div class="author-profile-meta"><div class="author-profile-location">Finfinnee</div><span class="author-profile-social-link"><a href="https://x.com/caaltuu_test" target="_blank" rel="noopener">X</a></span></div></div></section>'
        elif doc.kind == "search":
            head = '<section class="page-search"><h1 class="article-title">Barbaadi</h1><p>Jecha barbaaddu galchi:</p><button class="gh-search-large" data-ghost-search>Barbaadi...</button><h2>Barreeffamoota haaraa</h2></section>'
        else:
            head = f'<section class="post-card post-card-large tag-header"><div class="post-card-content"><div class="post-card-content-link"><header class="post-card-header"><h1 class="post-card-title">{esc(doc.title)}</h1></header><div class="post-card-excerpt">{esc(doc.extra.get("desc", ""))}</div></div></div></section>'
        pager = ""
        if doc.key == "oduu":
            older_link = self.a("oduu2", "Kanneen duraa →", "pagination", 'class="older-posts"')
            pager = f'<nav class="pagination" role="navigation"><span class="page-number">Fuula 1 kan 38</span> {older_link}</nav>'
        elif doc.key == "oduu2":
            newer_link = self.a("oduu", "← Kanneen haaraa", "pagination", 'class="newer-posts"')
            pager = f'<nav class="pagination" role="navigation">{newer_link} <span class="page-number">Fuula 2 kan 38</span> <a class="older-posts" href="/tag/oduu/page/3/">Kanneen duraa →</a></nav>'
        return f'<main id="site-main" class="site-main outer"><div class="inner posts">{head}<div class="post-feed">{cards}{older}</div>{pager}</div></main>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            cards = "".join(self.card(k) for k in doc.extra["latest"])
            return f'<main id="site-main" class="site-main outer error-content"><div class="inner"><section class="error-message"><h1 class="error-code">404</h1><p class="error-description">{esc(doc.title)}</p>{html}<a class="error-link" href="/">Fuula jalqabaatti deebi’i →</a></section><div class="post-feed">{cards}</div></div></main>'
        return f'<main id="site-main" class="site-main"><article class="article page no-image"><header class="article-header gh-canvas"><h1 class="article-title">{esc(doc.title)}</h1></header><section class="gh-content gh-canvas">{html}</section></article></main>'
