# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Inkuru Nyayo: a Kigali news site in the IGIHE mould on **SPIP 4** (`cartouche`, `surtitre`, `info-publi`,
`abbr.published` whose `title` is SPIP's `date_iso` in **UTC**, `vcard author`, `chapo`, `texte`, `ps`,
`spip_doc_legende` / `spip_doc_credits`, arborescent URLs `/amakuru/u-rwanda/article/<slug>`, `/mot/<tag>`,
`/auteur/<name>`, `spip.php?page=recherche&recherche=`, pagination `?debut_articles=10#pagination_articles`),
**relative** hrefs, UTF-8, Kigali time (+02:00). The site is in Kinyarwanda (`rw`) with an English section (`/en/`)
and a French section (`/fr/`); each page's `lang` follows its section.

Dates are printed "kuya 4 Ukuboza 2026 saa 09:15" (Kinyarwanda months), "5 December 2026" and "vendredi 4 décembre
2026"; the top bar prints *today* ("Ku wa Gatandatu, 5 Ukuboza 2026"). The Kinyarwanda and French pages carry no
JSON-LD and no published-time meta: the only machine date is the `abbr` in UTC (09:15 in Kigali is 07:15Z). The
English pages add a `NewsArticle` from an SEO plugin, also in UTC: the hydropower story published at 00:30 on 5 Dec
is 22:30Z on 4 Dec.

Credits: "Yanditswe na Nshimiyimana Jean Paul" (surname first, as Rwandan papers print it), "Yanditswe na RNA" (the
agency), "Yanditswe na Mugisha Olivier na Uwera Grace" ("na" both "by" and "and"), a photographer in the captions
and in "Amafoto: …", "By Alice Mukamana", and the French **translation** of the bus story, credited "Par
Nshimiyimana Jean Paul" (the same SPIP author) with "Traduit du kinyarwanda par Claire Umutoni" as the last line of
its text. The opinion piece has an "IGITEKEREZO" surtitre, a "Dr." and a PS with the writer's bio and a disclaimer.
The football report was updated the next morning. Fuel prices and exchange rates are service pages."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, blocks_html, page, story, to_utc, weekday
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.inkurunyayo.test"
RW_MONTHS = [
    "Mutarama",
    "Gashyantare",
    "Werurwe",
    "Mata",
    "Gicurasi",
    "Kamena",
    "Nyakanga",
    "Kanama",
    "Nzeri",
    "Ukwakira",
    "Ugushyingo",
    "Ukuboza",
]
RW_DAYS = [
    "Ku wa Mbere",
    "Ku wa Kabiri",
    "Ku wa Gatatu",
    "Ku wa Kane",
    "Ku wa Gatanu",
    "Ku wa Gatandatu",
    "Ku Cyumweru",
]
EN_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
FR_MONTHS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
ARTS = ["bisi", "amafoto", "siporo", "rna", "ikiganiro", "igitekerezo", "rusizi", "bus_fr"]


def printed(local: str, lang: str, long: bool = True) -> str:
    """A Kigali time as the section prints it."""
    day, time = local.split()
    y, m, d = (int(x) for x in day.split("-"))
    if lang == "en":
        return f"{EN_DAYS[weekday(day)]} {d} {EN_MONTHS[m - 1]} {y}" if long else f"{d} {EN_MONTHS[m - 1]} {y}"
    if lang == "fr":
        return f"{FR_DAYS[weekday(day)]} {d} {FR_MONTHS[m - 1]} {y}" if long else f"{d} {FR_MONTHS[m - 1]} {y}"
    return f"kuya {d} {RW_MONTHS[m - 1]} {y} saa {time}" if long else f"{d} {RW_MONTHS[m - 1]} {y}"


class InkuruNyayo(Base):
    origin = ORIGIN
    name = "Inkuru Nyayo"
    prefix = "ikn"
    language = "rw"
    content_type = "text/html; charset=utf-8"
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ikn",
            [
                ".header .nav",
                ".menu-rubriques .item",
                ".cartouche h1",
                ".cartouche .surtitre",
                ".texte p",
                ".chapo",
                ".liste-items .item",
                ".pagination .lien_pagination",
                ".pub",
                "#tarteaucitronRoot",
                ".footer",
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
                "Inkuru Nyayo",
                "spip-sommaire",
                list=["bisi", "rusizi", "siporo", "amafoto", "rna", "ikiganiro", "igitekerezo", "bus_fr"],
                more="amakuru",
            )
        )
        add(
            page(
                "amakuru",
                "/amakuru/",
                "section",
                "Amakuru",
                "spip-rubrique",
                list=["bisi", "amafoto", "rna", "ikiganiro"],
                more="amakuru2",
            )
        )
        add(
            page(
                "amakuru2",
                "/amakuru/?debut_articles=10",
                "section",
                "Amakuru",
                "spip-rubrique-debut-articles",
                list=["igitekerezo"],
                older=[
                    (
                        "/amakuru/u-rwanda/article/rubavu-isoko-rishya-rya-gisenyi-ryafunguwe",
                        "Rubavu: Isoko rishya rya Gisenyi ryafunguwe ku mugaragaro",
                        "1 Ukuboza 2026",
                    ),
                    (
                        "/amakuru/u-rwanda/article/nyagatare-aborozi-bahawe-inka-500",
                        "Nyagatare: Aborozi bahawe inka 500 z'icyororo",
                        "30 Ugushyingo 2026",
                    ),
                    (
                        "/amakuru/ubukungu/article/ibiciro-ku-isoko-byazamutseho-4-ku-ijana",
                        "Ibiciro ku isoko byazamutseho 4% mu Ugushyingo",
                        "30 Ugushyingo 2026",
                    ),
                    (
                        "/amakuru/u-rwanda/article/karongi-ubwato-bushya-bwo-gutwara-abagenzi",
                        "Karongi: Ubwato bushya bwo gutwara abagenzi ku Kivu",
                        "29 Ugushyingo 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "en",
                "/en/news/",
                "section",
                "News",
                "spip-rubrique-english",
                list=["rusizi"],
                lang="en",
                older=[
                    (
                        "/en/news/article/kigali-convention-centre-to-host-african-tech-summit",
                        "Kigali Convention Centre to host African tech summit in March",
                        "3 December 2026",
                    ),
                    (
                        "/en/news/article/rwandair-adds-third-weekly-flight-to-lagos",
                        "RwandAir adds third weekly flight to Lagos",
                        "2 December 2026",
                    ),
                    (
                        "/en/news/article/coffee-exports-earn-record-revenue",
                        "Coffee exports earn record revenue in first quarter of season",
                        "1 December 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "fr",
                "/fr/actualites/",
                "section",
                "Actualités",
                "spip-rubrique-french",
                list=["bus_fr"],
                lang="fr",
                older=[
                    (
                        "/fr/actualites/article/le-parc-national-de-nyungwe-accueille-un-nouveau-pont-suspendu",
                        "Le parc national de Nyungwe accueille un nouveau pont suspendu",
                        "2 décembre 2026",
                    ),
                    (
                        "/fr/actualites/article/huye-les-diplomes-de-l-universite-celebres",
                        "Huye : les diplômés de l'université célébrés",
                        "3 décembre 2026",
                    ),
                ],
            )
        )
        add(page("tag", "/mot/kigali", "tag", "Kigali", "spip-mot", list=["bisi", "siporo", "bus_fr"]))
        add(
            page(
                "author",
                "/auteur/nshimiyimana-jean-paul",
                "author",
                "Nshimiyimana Jean Paul",
                "spip-auteur",
                list=["bisi", "bus_fr"],
                bio="Nshimiyimana Jean Paul ni umunyamakuru wa Inkuru Nyayo ukurikirana amakuru y'Umujyi wa Kigali, ubwikorezi n'imiturire.",
            )
        )
        add(
            page(
                "search",
                "/spip.php?page=recherche&recherche=bisi",
                "search",
                "Ibisubizo by'ishakisha: bisi",
                "spip-recherche",
                list=["bisi", "bus_fr"],
            )
        )
        add(
            page(
                "lisansi",
                "/ibiciro-bya-lisansi-na-mazutu",
                "live-data",
                "Ibiciro bya lisansi na mazutu mu Rwanda",
                "fuel-price-table",
                [
                    "Byavuguruwe kuya 2 Ukuboza 2026, hakurikijwe itangazo rya RURA. Ibiciro bishya bizubahirizwa kugeza ku wa 1 Gashyantare 2027.",
                    "T: Aho ari | Lisansi (Frw/litiro) | Mazutu (Frw/litiro)",
                    "T: Umujyi wa Kigali | 1 633 | 1 617",
                    "T: Rusizi | 1 681 | 1 665",
                    "T: Rubavu | 1 672 | 1 656",
                    "T: Nyagatare | 1 659 | 1 643",
                    "T: Huye | 1 667 | 1 651",
                    "Ibi ni ibiciro ntarengwa. Abacuruzi b'ibikomoka kuri peteroli bashobora kugurisha ku giciro kiri munsi y'icyo.",
                ],
            )
        )
        add(
            page(
                "ivunjisha",
                "/ivunjisha",
                "live-data",
                "Igipimo cy'ivunjisha uyu munsi",
                "currency-table",
                [
                    "Igipimo cya Banki Nkuru y'u Rwanda (BNR), ku wa Gatandatu 5 Ukuboza 2026.",
                    "T: Ifaranga | Kugura (Frw) | Kugurisha (Frw) | Impuzandengo (Frw)",
                    "T: Idolari rya Amerika (USD) | 1 438,20 | 1 466,94 | 1 452,57",
                    "T: Euro (EUR) | 1 521,45 | 1 551,88 | 1 536,66",
                    "T: Ipawundi (GBP) | 1 790,10 | 1 825,90 | 1 808,00",
                    "T: Shilingi ya Kenya (KES) | 11,12 | 11,34 | 11,23",
                    "T: Shilingi ya Uganda (UGX) | 0,388 | 0,396 | 0,392",
                    "T: Ifaranga rya Kongo (CDF) | 0,502 | 0,512 | 0,507",
                    "Ibi bipimo ni iby'amakuru gusa. Amabanki n'ibiro by'ivunjisha bishobora gukoresha ibipimo bitandukanye.",
                ],
            )
        )
        # --- stories -------------------------------------------------------------------------------------------
        add(
            story(
                "bisi",
                "/amakuru/u-rwanda/article/kigali-bisi-120-zikoresha-amashanyarazi-zatangiye-gutwara-abagenzi",
                "Kigali: Bisi 120 zikoresha amashanyarazi zatangiye gutwara abagenzi",
                "2026-12-04",
                to_utc("2026-12-04 09:15", 2),
                "2026-12-04 09:15",
                ["Nshimiyimana Jean Paul"],
                [
                    "Umujyi wa Kigali watangije ku mugaragaro bisi 120 zikoresha amashanyarazi ku mihanda itanu minini, mu rwego rwo kugabanya imyuka ihumanya ikirere no koroshya ingendo z'abaturage.",
                    "Izi bisi zatangiye gukora kuri uyu wa Gatanu, zikaba zizakorera ku mihanda ihuza Nyabugogo, Kimironko, Remera, Kicukiro na Nyamirambo. Buri bisi ishobora gutwara abagenzi 70, ikagenda ibirometero 300 idasubiye ku muriro.",
                    "Umuyobozi w'Umujyi wa Kigali yavuze ko iyi gahunda ari intambwe ikomeye mu kugera ku ntego u Rwanda rwihaye yo kugira ubwikorezi butangiza ibidukikije bitarenze umwaka wa 2030.",
                    "FIG: Bisi nshya zikoresha amashanyarazi | Bisi nshya zikoresha amashanyarazi zihagaze muri gare ya Nyabugogo | Ifoto: Ruzindana Eric",
                    "## Igiciro cy'urugendo ntikizahinduka",
                    "Urwego Ngenzuramikorere (RURA) rwatangaje ko igiciro cy'urugendo kizakomeza kuba amafaranga 307 ku rugendo rwa Nyabugogo–Kimironko, kandi abagenzi bazakomeza kwishyura bakoresheje ikarita ya Tap&Go.",
                    "Bamwe mu bagenzi twaganiriye bavuze ko bishimiye izi bisi nshya. “Zirimo umwuka mwiza kandi ntizisakuza. Twizeye ko zizagabanya igihe dutegereza ku byapa,” ni ko Uwimana Claudine ukorera mu mujyi rwagati yabivuze.",
                    "Biteganyijwe ko izindi bisi 200 zizongerwa mu mwaka utaha, ndetse hakubakwe sitasiyo 15 zo kongeramo umuriro mu turere dutatu tw'Umujyi wa Kigali.",
                ],
                "spip-chapo-surname-first-utc-abbr",
                section="U Rwanda",
                chapo=True,
                trad="bus_fr",
                mots=["Kigali", "Ubwikorezi"],
            )
        )
        add(
            story(
                "bus_fr",
                "/fr/actualites/article/kigali-120-bus-electriques-entrent-en-service",
                "Kigali : 120 bus électriques entrent en service",
                "2026-12-04",
                to_utc("2026-12-04 17:00", 2),
                "2026-12-04 17:00",
                ["Nshimiyimana Jean Paul"],
                [
                    "La ville de Kigali a mis officiellement en service 120 bus électriques sur cinq grands axes, afin de réduire la pollution de l'air et de faciliter les déplacements des habitants.",
                    "Les bus ont commencé à circuler ce vendredi sur les lignes reliant Nyabugogo, Kimironko, Remera, Kicukiro et Nyamirambo. Chaque véhicule peut transporter 70 passagers et parcourir 300 kilomètres sans être rechargé.",
                    "Le maire de Kigali a qualifié le projet d'étape importante vers l'objectif que s'est fixé le Rwanda d'un transport respectueux de l'environnement d'ici 2030.",
                    "## Le prix du trajet reste inchangé",
                    "L'Autorité de régulation des services publics (RURA) a indiqué que le prix du trajet Nyabugogo–Kimironko resterait fixé à 307 francs rwandais et que les passagers continueraient à payer avec la carte Tap&Go.",
                    "Les usagers interrogés se disent satisfaits. « Ils sont propres et silencieux. Nous espérons attendre moins longtemps aux arrêts », confie Claudine Uwimana, qui travaille dans le centre-ville.",
                    "Deux cents bus supplémentaires doivent être mis en circulation l'an prochain, et quinze stations de recharge seront construites dans les trois districts de la ville.",
                    'RAW:<p class="traduction"><em>Traduit du kinyarwanda par Claire Umutoni</em></p>',
                ],
                "spip-french-translation-translator-credit",
                section="Actualités",
                lang="fr",
                trad="bisi",
                mots=["Kigali", "Transport"],
            )
        )
        add(
            story(
                "rusizi",
                "/en/news/article/rusizi-iii-hydropower-plant-to-start-feeding-regional-grid-in-2027",
                "Rusizi III hydropower plant to start feeding regional grid in 2027",
                "2026-12-05",
                to_utc("2026-12-05 00:30", 2),
                "2026-12-05 00:30",
                ["Alice Mukamana"],
                [
                    "The Rusizi III hydropower plant, a joint project of Rwanda, Burundi and the Democratic Republic of Congo, will begin supplying electricity to the regional grid in the second half of 2027, officials said on Friday.",
                    "Speaking at a meeting of the three countries' energy ministers in Rusizi District, the project's managing director said civil works on the dam and the headrace tunnel were 82 per cent complete and that the first of three turbines would be installed in March.",
                    "The 206-megawatt plant on the Rusizi River, which flows from Lake Kivu to Lake Tanganyika, is expected to add about 69 megawatts to each country's supply. Rwanda's installed capacity currently stands at about 430 megawatts.",
                    "“This is a project that shows what the region can achieve when we work together,” Rwanda's infrastructure minister told reporters. “The power will reach homes and factories in all three countries at a lower cost than thermal generation.”",
                    "The plant has faced delays since construction began, including disputes over land compensation and a slowdown during the rainy seasons of 2024 and 2025. Residents of the affected sectors said most compensation payments had now been made.",
                    "Engineers said a new transmission line linking the plant to substations in Kamembe and Bugarama would be completed by the end of next year.",
                ],
                "spip-english-jsonld-utc-previous-day",
                section="News",
                lang="en",
                mots=["Energy", "Rusizi"],
            )
        )
        add(
            story(
                "rna",
                "/amakuru/u-rwanda/article/huye-abanyeshuri-3-200-basoje-amasomo-muri-kaminuza",
                "Huye: Abanyeshuri 3 200 basoje amasomo muri Kaminuza y'u Rwanda",
                "2026-12-03",
                to_utc("2026-12-03 14:30", 2),
                "2026-12-03 14:30",
                [],
                [
                    "Abanyeshuri 3 200 basoje amasomo yabo mu mashami atandukanye ya Kaminuza y'u Rwanda bahawe impamyabumenyi mu muhango wabereye mu Karere ka Huye kuri uyu wa Kane.",
                    "Muri bo, 1 870 basoje icyiciro cya mbere cya kaminuza, 1 150 basoje icyiciro cya gatatu, naho 180 bahabwa impamyabumenyi y'ikirenga mu bumenyi butandukanye burimo ubuvuzi, ubuhinzi n'ikoranabuhanga.",
                    "Umuyobozi wa Kaminuza yasabye abarangije kwihangira imirimo no gukoresha ubumenyi bahawe mu guteza imbere igihugu, abibutsa ko isoko ry'umurimo rikeneye abafite ubumenyi bufatika.",
                    "Ababyeyi n'inshuti z'abarangije bari bitabiriye umuhango ari benshi, bamwe baturutse mu bihugu by'abaturanyi.",
                ],
                "spip-agency-rna-no-person",
                section="U Rwanda",
                mots=["Uburezi", "Huye"],
            )
        )
        add(
            story(
                "amafoto",
                "/amakuru/u-rwanda/article/uko-iserukiramuco-ry-imbyino-gakondo-ryagenze-i-musanze",
                "Uko iserukiramuco ry'imbyino gakondo ryagenze i Musanze",
                "2026-12-04",
                to_utc("2026-12-04 20:10", 2),
                "2026-12-04 20:10",
                ["Uwase Diane"],
                [
                    "Amatorero 24 aturutse mu turere twose tw'igihugu yitabiriye iserukiramuco ry'imbyino gakondo ryabereye mu Karere ka Musanze, ryitabirwa n'abantu basaga ibihumbi bitandatu.",
                    "Iri serukiramuco ryateguwe ku nshuro ya cyenda rigamije guteza imbere umuco nyarwanda no guhuza urubyiruko n'abakuru binyuze mu mbyino, indirimbo n'imivugo.",
                    "FIG: Intore zibyina | Intore z'itorero ryo mu Karere ka Nyanza zibyina imbere y'abitabiriye | Amafoto: Ruzindana Eric",
                    "Itorero ryo mu Karere ka Nyanza ni ryo ryegukanye igihembo nyamukuru, rikurikirwa n'iryo mu Karere ka Rubavu. Abatsinze bahawe ibihembo by'amafaranga n'ibikoresho by'umuziki.",
                    "FIG: Abakobwa bibyina umushayayo | Abakobwa b'itorero ryo mu Karere ka Rubavu bibyina umushayayo | Amafoto: Ruzindana Eric",
                    "Umwe mu bagize akanama nkemurampaka yavuze ko urwego rw'imbyino rwazamutse cyane ugereranyije n'imyaka yashize. “Urubyiruko rurimo kwiga umuco wacu kandi rurabikora neza,” yagize atyo.",
                    "FIG: Abitabiriye iserukiramuco | Abitabiriye iserukiramuco bari benshi kuri stade Ubworoherane | Amafoto: Ruzindana Eric",
                    "Abateguye iserukiramuco batangaje ko umwaka utaha rizabera mu Karere ka Rusizi.",
                ],
                "spip-photo-credit-captions-surtitre-amafoto",
                section="U Rwanda",
                surtitre="AMAFOTO",
                photo_credit="Amafoto: Ruzindana Eric",
                mots=["Umuco", "Musanze"],
            )
        )
        add(
            story(
                "siporo",
                "/imikino/article/intare-fc-yatsinze-umurabyo-sc-2-1-ifata-umwanya-wa-mbere",
                "Intare FC yatsinze Umurabyo SC 2-1 ifata umwanya wa mbere",
                "2026-12-04",
                to_utc("2026-12-04 21:40", 2),
                "2026-12-04 21:40",
                ["Ruzindana Eric"],
                [
                    "Ikipe ya Intare FC yatsinze Umurabyo SC ibitego 2-1 mu mukino w'umunsi wa 12 wa shampiyona wabereye kuri Stade ya Kigali i Nyamirambo, ihita ifata umwanya wa mbere ku rutonde.",
                    "Intare FC yafunguye amazamu ku munota wa 18 ku gitego cyatsinzwe na rutahizamu Habimana Yves ku mupira yahawe na Niyonzima Fabrice. Umurabyo SC yishyuye ku munota wa 55 binyuze kuri penaliti.",
                    "Igitego cy'intsinzi cyatsinzwe ku munota wa 84 na Mutabazi Kevin wari winjiye mu kibuga asimbuye, gishimisha abafana benshi bari bitabiriye umukino.",
                    "Nyuma y'uyu mukino, Intare FC ifite amanota 28, irusha inota rimwe Umurabyo SC imaze kuyitakariza umwanya wa mbere.",
                    "Umutoza wa Intare FC yavuze ko abakinnyi be bagaragaje ubushake n'ubufatanye. “Twari tuzi ko ari umukino ukomeye. Twakoze ibyo twateguye,” yagize ati.",
                ],
                "spip-updated-next-day",
                section="Imikino",
                updated="2026-12-05 09:05",
                mots=["Shampiyona", "Kigali"],
            )
        )
        add(
            story(
                "ikiganiro",
                "/amakuru/ubukungu/article/ikiganiro-na-mukamurenzi-wubatse-uruganda-rw-ikawa-i-nyamasheke",
                "Ikiganiro na Mukamurenzi wubatse uruganda rutunganya ikawa i Nyamasheke",
                "2026-12-03",
                to_utc("2026-12-03 10:00", 2),
                "2026-12-03 10:00",
                ["Mugisha Olivier", "Uwera Grace"],
                [
                    "Mukamurenzi Josiane w'imyaka 29 yatangiye ubucuruzi bw'ikawa afite abahinzi icumi. Uyu munsi uruganda rwe rutunganya ikawa y'abahinzi basaga 1 400 bo mu Karere ka Nyamasheke. Twaganiriye na we ku rugendo rwe.",
                    "Q: Ni iki cyatumye utangira ubu bucuruzi? || Nakuriye mu muryango w'abahinzi b'ikawa. Nabonaga ko abahinzi bakora cyane ariko bakabona amafaranga make kuko bagurishaga ikawa itarakorwaho. Nashakaga ko agaciro kaguma mu giturage.",
                    "Q: Ni izihe mbogamizi wahuye na zo? || Iya mbere yari igishoro. Amabanki ntiyizeraga umukobwa ukiri muto udafite ingwate. Nahereye ku nguzanyo nto ya koperative, nyuma mbona inkunga y'ikigega gifasha urubyiruko.",
                    "Q: Ikawa yanyu igurishwa he? || Igice kinini kijya i Burayi no muri Aziya. Umwaka ushize twohereje toni 180. Turashaka no kongera isoko ry'imbere mu gihugu kuko Abanyarwanda benshi batangiye kunywa ikawa.",
                    "Q: Ni iyihe nama waha urubyiruko? || Ntimugategereze ko byose byuzura. Mutangirire ku bike mufite, mwige buri munsi kandi mwubahe abo mukorana na bo.",
                ],
                "spip-qa-two-authors-na",
                section="Ubukungu",
                mots=["Ikawa", "Urubyiruko"],
            )
        )
        add(
            story(
                "igitekerezo",
                "/ibitekerezo/article/urubyiruko-rukwiye-guhabwa-umwanya-mu-buhinzi-bugezweho",
                "Urubyiruko rukwiye guhabwa umwanya mu buhinzi bugezweho",
                "2026-12-02",
                to_utc("2026-12-02 08:00", 2),
                "2026-12-02 08:00",
                ["Nkurunziza Aimable"],
                [
                    "Ubuhinzi bugize igice kinini cy'ubukungu bw'u Rwanda, kandi butunze abaturage barenga kimwe cya kabiri. Nyamara iyo urebye abakora ubuhinzi uyu munsi, ubona ko abenshi bageze mu za bukuru.",
                    "Urubyiruko rwinshi rubona ubuhinzi nk'umurimo w'abatarize cyangwa w'abakene. Iyi myumvire igomba guhinduka, kandi ibyo bisaba ko ubuhinzi buhinduka umwuga ubyara inyungu.",
                    "Ikoranabuhanga rishobora kuba igisubizo. Gukoresha telefoni mu kumenya ibiciro ku isoko, kuhira imyaka hakoreshejwe imirasire y'izuba no gukoresha imbuto z'indobanure ni bimwe mu bishobora gukurura urubyiruko.",
                    "Leta, amabanki n'abikorera bakwiye gufatanya gutanga inguzanyo zoroheje ku rubyiruko rushaka gushora imari mu buhinzi, no kurufasha kubona ubutaka.",
                    "Niba tudashoye mu rubyiruko uyu munsi, ejo hazaza h'ubuhinzi bwacu hazaba mu kaga.",
                ],
                "spip-opinion-surtitre-dr-ps-bio",
                section="Ibitekerezo",
                surtitre="IGITEKEREZO",
                spip_author="Dr. Nkurunziza Aimable",
                ps="Dr. Nkurunziza Aimable ni umwarimu muri Kaminuza y'u Rwanda, mu ishami ry'ubuhinzi n'ubworozi. Ibitekerezo bikubiye muri iyi nyandiko ni ibye bwite, ntabwo ari ibya Inkuru Nyayo.",
                mots=["Ubuhinzi", "Urubyiruko"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def href(self, key_or_path: str) -> str:
        out = super().href(key_or_path)
        # SPIP writes a link to its own folder as "./", not "."
        return "./" + out[1:] if out == "." or out.startswith(".?") else out

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "rw")

    def author_name(self, doc: Doc) -> str:
        return doc.extra.get("spip_author") or (doc.authors[0] if doc.authors else "RNA")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        lang = self.lang(doc)
        title = "Inkuru Nyayo - Amakuru yizewe" if doc.kind == "home" else f"{doc.title} - Inkuru Nyayo"
        desc = (
            self.lede(doc)
            if doc.is_article
            else {"en": "News from Rwanda in English", "fr": "L'actualité du Rwanda en français"}.get(
                lang, "Amakuru y'u Rwanda n'ayo ku isi"
            )
        )
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            '<meta name="generator" content="SPIP 4.2.8 GIT [4.2: 1c1a8b6e]">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:locale" content="{ {"en": "en_GB", "fr": "fr_FR"}.get(lang, "rw_RW") }">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Inkuru Nyayo">',
        ]
        if doc.is_article:
            out.append(f'<meta property="og:image" content="{ORIGIN}/IMG/logo/arton{ARTS.index(doc.key) + 18240}.jpg">')
        if doc.is_article and lang == "en":
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "description": self.lede(doc),
                "url": url,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": {"@type": "Person", "name": doc.authors[0]},
                "publisher": {
                    "@type": "Organization",
                    "name": "Inkuru Nyayo",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/squelettes/img/logo.png"},
                },
                "inLanguage": "en",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        lang = self.lang(doc)
        menu = "".join(
            f'<li class="item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("amakuru", "Amakuru"),
                ("/amakuru/ubukungu/", "Ubukungu"),
                ("/imikino/", "Imikino"),
                ("/imyidagaduro/", "Imyidagaduro"),
                ("/ibitekerezo/", "Ibitekerezo"),
                ("en", "English"),
                ("fr", "Français"),
            )
        )
        popular = "".join(
            f'<li class="item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("bisi", "siporo", "amafoto", "rusizi")
        )
        ticker = "".join(f"<li>{self.a(k, self.docs[k].title, 'nav')}</li>" for k in ("siporo", "rusizi", "amafoto"))
        latest = "".join(
            f'<li class="item"><a href="{self.href(p)}">{esc(t)}</a></li>'
            for p, t in (
                (
                    "/amakuru/u-rwanda/article/gicumbi-umuhanda-mushya-wa-kaburimbo-uzuzura-muri-werurwe",
                    "Gicumbi: Umuhanda mushya wa kaburimbo uzuzura muri Werurwe",
                ),
                (
                    "/amakuru/ubukungu/article/bnr-yagumishije-igipimo-cy-inyungu-kuri-6-5",
                    "BNR yagumishije igipimo cy’inyungu kuri 6,5%",
                ),
                (
                    "/imyidagaduro/article/umuhanzi-kayitare-yashyize-hanze-album-nshya",
                    "Umuhanzi Kayitare yashyize hanze album nshya",
                ),
                (
                    "/amakuru/u-rwanda/article/rwamagana-abajyanama-b-ubuzima-bahawe-amagare",
                    "Rwamagana: Abajyanama b’ubuzima bahawe amagare 300",
                ),
                ("/imikino/article/amavubi-yatangiye-umwiherero-i-bugesera", "Amavubi yatangiye umwiherero i Bugesera"),
            )
        )
        return f"""<!DOCTYPE html>
<html dir="ltr" lang="{lang}" class="ltr {lang} no-js">
<head>
<script type='text/javascript'>/*<![CDATA[*/(function(H){{H.className=H.className.replace(/\\bno-js\\b/,'js')}})(document.documentElement);/*]]>*/</script>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="Inkuru Nyayo" href="{self.href("/spip.php?page=backend")}" />
<link rel="stylesheet" href="{self.href("/local/cache-css/7c1e2b0a5f-minify.css?1733300000")}" type="text/css" />
<style>/*PAD*/</style>
<script type="text/javascript" src="{self.href("/local/cache-js/jsdyn-socialtags_js-6c8f2e1d.js?1733300000")}"></script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag = window.googletag || {{cmd: []}};googletag.cmd.push(function() {{googletag.defineSlot('/21800000000/inkurunyayo/header', [[728, 90], [970, 90]], 'div-gpt-ad-header').addService(googletag.pubads());googletag.defineSlot('/21800000000/inkurunyayo/sidebar', [300, 250], 'div-gpt-ad-sidebar').addService(googletag.pubads());googletag.defineSlot('/21800000000/inkurunyayo/inarticle', [[300, 250], [336, 280]], 'div-gpt-ad-inarticle').addService(googletag.pubads());googletag.pubads().enableSingleRequest();googletag.pubads().collapseEmptyDivs();googletag.enableServices();}});</script>
<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{'gtm.start':new Date().getTime(),event:'gtm.js'}});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);}})(window,document,'script','dataLayer','GTM-IKN2026');</script>
</head>
<body class="page_{"article" if doc.is_article else doc.kind} {lang}">
<div class="page">
<div class="header" id="header">
<div class="bandeau-haut"><span class="date-jour">Ku wa Gatandatu, 5 Ukuboza 2026</span>
<ul class="menu-lang">{self.a("home", "Kinyarwanda", "nav", 'lang="rw" hreflang="rw"')} {self.a("en", "English", "nav", 'lang="en" hreflang="en"')} {self.a("fr", "Français", "nav", 'lang="fr" hreflang="fr"')}</ul>
<span class="services">{self.a("lisansi", "Ibiciro bya lisansi", "nav")} · {self.a("ivunjisha", "Ivunjisha", "nav")}</span></div>
<div class="accueil"><a rel="start home" href="{self.href("home")}" title="Ahabanza" class="spip_logo_site"><img class="spip_logo" width="260" height="64" src="{self.href("/IMG/logo/siteon0.png?1701234567")}" alt="Inkuru Nyayo" /></a><p id="slogan">Amakuru yizewe, ku gihe</p></div>
<div class="pub pub-728" id="div-gpt-ad-header"><script>googletag.cmd.push(function(){{googletag.display('div-gpt-ad-header');}});</script></div>
<div class="nav clearfix" id="nav"><ul class="menu-items menu-rubriques">{menu}</ul>
<div class="formulaire_spip formulaire_recherche" id="formulaire_recherche"><form action="{self.href("/spip.php?page=recherche")}" method="get"><div><input name="page" value="recherche" type="hidden" /><label for="recherche">Shakisha:</label><input type="search" class="search text" size="10" name="recherche" id="recherche" accesskey="4" autocapitalize="off" autocorrect="off" /><input type="submit" class="submit" value="&gt;&gt;" title="Shakisha" /></div></form></div>
</div>
</div>
<div class="breaking-news"><span class="label">Amakuru mashya</span><ul class="ticker">{ticker}</ul></div>
<div class="main">
<div class="wrapper hfeed">
<div class="content hentry" id="content">
{main}
</div>
</div>
<div class="aside col">
<div class="pub pub-300" id="div-gpt-ad-sidebar"></div>
<div class="menu"><h2>Izasomwe cyane</h2><ul>{popular}</ul></div>
<div class="menu"><h2>Inkuru ziheruka</h2><ul>{latest}</ul></div>
<div class="video-widget"><h2>Video</h2><iframe width="300" height="169" src="https://www.youtube-nocookie.com/embed/videoseries?list=PLinkurunyayo2026" title="Inkuru Nyayo TV" frameborder="0" allowfullscreen></iframe></div>
<div class="menu menu_mots"><h2>Ijambo ry'ingenzi</h2><ul><li>{self.a("tag", "Kigali", "aside")}</li><li><a href="{self.href("/mot/ubwikorezi")}">Ubwikorezi</a></li><li><a href="{self.href("/mot/uburezi")}">Uburezi</a></li><li>{self.a("search", "Shakisha: bisi", "aside")}</li></ul></div>
</div>
</div>
<div class="footer clearfix" id="footer">
<div class="footer-rubriques"><ul><li>{self.a("amakuru", "Amakuru", "footer")}</li><li><a href="{self.href("/amakuru/ubukungu/")}">Ubukungu</a></li><li><a href="{self.href("/imikino/")}">Imikino</a></li><li><a href="{self.href("/imyidagaduro/")}">Imyidagaduro</a></li><li><a href="{self.href("/ibitekerezo/")}">Ibitekerezo</a></li><li>{self.a("en", "English", "footer")}</li><li>{self.a("fr", "Français", "footer")}</li></ul>
<ul class="reseaux"><li><a href="https://www.facebook.com/inkurunyayo.test" class="spip_out">Facebook</a></li><li><a href="https://x.com/inkurunyayo_test" class="spip_out">X</a></li><li><a href="https://www.youtube.com/@inkurunyayo-test" class="spip_out">YouTube</a></li><li><a href="https://www.instagram.com/inkurunyayo.test" class="spip_out">Instagram</a></li></ul></div>
<p class="colophon">© 2010-2026 Inkuru Nyayo Ltd · KN 3 Ave, Kigali · <a href="{self.href("/spip.php?page=contact")}">Twandikire</a> · <a href="{self.href("/amategeko-agenga-ikoreshwa")}">Amategeko agenga ikoreshwa</a> · {self.a("lisansi", "Ibiciro bya lisansi", "footer")} · {self.a("ivunjisha", "Ivunjisha", "footer")}</p>
<p class="generator"><a href="https://www.spip.net/" rel="generator" title="Site réalisé avec SPIP" class="generator spip_out">SPIP</a> · <a href="{self.href("/spip.php?page=login&amp;url=.")}" rel="nofollow" class="login_modal">Kwinjira</a> · <a rel="nofollow" href="{self.href("/spip.php?page=plan")}">Ikarita y'urubuga</a> · <a href="{self.href("/spip.php?page=backend")}" rel="alternate" title="RSS">RSS&nbsp;2.0</a></p>
</div>
</div>
<div id="tarteaucitronRoot"><div id="tarteaucitronAlertBig" class="tarteaucitronAlertBigBottom"><span id="tarteaucitronDisclaimerAlert">Uru rubuga rukoresha cookies kugira ngo rukorohereze gusoma no gupima abarusura.</span><button type="button" class="tarteaucitronCTAButton tarteaucitronAllow" id="tarteaucitronPersonalize2">Ndabyemeye</button><button type="button" class="tarteaucitronDeny" id="tarteaucitronAllDenied2">Oya</button></div></div>
<script type="text/javascript">tarteaucitron.init({{"privacyUrl":"","hashtag":"#tarteaucitron","cookieName":"tarteaucitron","orientation":"bottom","showAlertSmall":false,"cookieslist":false,"adblocker":false,"AcceptAllCta":true,"highPrivacy":true}});</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        lang = self.lang(doc)
        if doc.extra.get("spip_author"):
            names = [doc.extra["spip_author"]]
        elif doc.authors:
            names = doc.authors
        else:
            names = ["RNA"]
        links = []
        for n in names:
            slug = n.lower().replace("dr. ", "").replace(" ", "-")
            inner = f'<span class="vcard author"><a class="url fn spip_in" href="{self.href("/auteur/" + slug)}">{esc(n)}</a></span>'
            if n == "Nshimiyimana Jean Paul":
                link = self.a("author", n, "byline", 'class="url fn spip_in"')
                inner = f'<span class="vcard author">{link}</span>'
            links.append(inner)
        joiner = {"en": " and ", "fr": " et "}.get(lang, " na ")
        par = {"en": "By", "fr": "Par"}.get(lang, "Yanditswe na")
        credit = f'<span class="auteurs">{par} {joiner.join(links)}</span>'
        return credit

    def story_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        url = self.url(doc.key)
        surtitre = f'<p class="surtitre">{esc(doc.extra["surtitre"])}</p>' if doc.extra.get("surtitre") else ""
        published = f'<abbr class="published" title="{doc.iso}">{esc(printed(doc.stamp, lang))}</abbr>'
        modified = ""
        if doc.extra.get("updated"):
            modified = f'<p class="info-publi info-maj">Byavuguruwe <abbr class="modified" title="{to_utc(doc.extra["updated"], 2)}">{esc(printed(doc.extra["updated"], lang))}</abbr></p>'
        blocks = doc.blocks
        chapo = ""
        if doc.extra.get("chapo"):
            chapo = f'<div class="chapo surlignable"><p>{self.inline(blocks[0][1])}</p></div>'
            blocks = blocks[1:]
        text = self.blocks_of(blocks)
        ps = ""
        if doc.extra.get("ps"):
            ps = f'<div class="ps surlignable"><h2 class="pas_surlignable">P.-S.</h2><div class="">{esc(doc.extra["ps"])}</div></div>'
        credit = ""
        if doc.extra.get("photo_credit"):
            credit = f'<p class="credits-photos"><strong>{esc(doc.extra["photo_credit"])}</strong></p>'
        trad = ""
        if doc.extra.get("trad"):
            other = self.docs[doc.extra["trad"]]
            label = {"fr": "Cet article est aussi disponible en :", "rw": "Iyi nkuru iboneka no mu zindi ndimi:"}[lang]
            other_lang = {"fr": "Français", "rw": "Kinyarwanda"}[self.lang(other)]
            attrs = f'rel="alternate" hreflang="{self.lang(other)}"'
            trad = (
                f'<div class="traductions"><span>{label}</span> {self.a(other.key, other_lang, "related", attrs)}</div>'
            )
        mots = "".join(
            "<li>" + self.a("tag", m, "tag", 'rel="tag"') + "</li>"
            if m == "Kigali"
            else f'<li><a href="{self.href("/mot/" + m.lower())}" rel="tag">{esc(m)}</a></li>'
            for m in doc.extra.get("mots", [])
        )
        same = [k for k in ARTS if k != doc.key and self.lang(self.docs[k]) == lang]
        others = [k for k in ARTS if k != doc.key and k not in same]
        rel_keys = (same + others)[:3]
        rel_title = {"en": "Also read", "fr": "À lire aussi"}.get(lang, "Izindi nkuru")
        rel = "".join(
            f'<li class="item">{self.a(k, self.docs[k].title, "related")} <small class="info-publi">{esc(printed(self.docs[k].stamp, lang, long=False))}</small></li>'
            for k in rel_keys
        )
        u = quote(url, safe="")
        crumb_key = {"en": "en", "fr": "fr"}.get(lang, "amakuru")
        crumb = f'<p class="arbo">{self.a("home", "Ahabanza", "breadcrumb")} &gt; {self.a(crumb_key, self.docs[crumb_key].title, "breadcrumb")} &gt; <strong class="on">{esc(doc.section)}</strong></p>'
        return f"""{crumb}
<div class="cartouche">
{surtitre}
<h1 class="surlignable crayon article-titre-{ARTS.index(doc.key) + 18240}">{esc(doc.title)}</h1>
<p class="info-publi">{self.byline(doc)}<span class="sep">, </span>{published}</p>
{modified}
<div class="socialtags"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" class="socialtags-facebook" rel="nofollow">Facebook</a> <a href="https://twitter.com/intent/tweet?url={u}" class="socialtags-twitter" rel="nofollow">X</a> <a href="https://wa.me/?text={u}" class="socialtags-whatsapp" rel="nofollow">WhatsApp</a></div>
</div>
<div class="main-article">
{chapo}
<div class="texte surlignable clearfix">
{text}
</div>
{credit}
{ps}
{trad}
<div class="mots"><h2>{ {"en": "Keywords", "fr": "Mots-clés"}.get(lang, "Amagambo y'ingenzi") }</h2><ul>{mots}</ul></div>
<div class="pub pub-inarticle" id="div-gpt-ad-inarticle"></div>
</div>
<div class="menu articles"><h2>{rel_title}</h2><ul>{rel}</ul></div>
<div class="forum-total"><a href="#forum">Ibitekerezo (0)</a></div>
<div class="formulaire_spip formulaire_forum ajax" id="formulaire_forum"><form action="{self.href(doc.key)}#formulaire_forum" method="post"><fieldset><legend>Tanga igitekerezo</legend><textarea name="texte" id="texte" rows="6" cols="40"></textarea><input type="text" class="text" name="session_nom" id="session_nom" value="" size="40" placeholder="Izina" /></fieldset><p class="boutons"><input type="submit" class="submit" name="previsualiser_message" value="Ohereza" /></p></form></div>"""

    def blocks_of(self, blocks: list) -> str:
        out = []
        for b in blocks:
            if b[0] == "fig":
                alt, rest = b[1], b[2]
                cap, _, cred = rest.partition(" | ") if " | " in rest else (rest, "", "")
                n = sum(map(ord, alt)) % 9000 + 30000
                out.append(
                    f'<div class="spip_document_{n} spip_document spip_documents spip_document_image spip_documents_center spip_document_center"><figure class="spip_doc_inclus"><img src="{self.href(f"/local/cache-vignettes/L800xH533/img_{n}-ab12c.jpg?1733300000")}" width="800" height="533" alt="{esc(alt)}" /><figcaption class="spip_doc_legende"><div class="spip_doc_descriptif">{esc(cap)}</div><div class="spip_doc_credits">{esc(cred)}</div></figcaption></figure></div>'
                )
            else:
                out.append(blocks_html(self, [b]))
        return "\n".join(out)

    def item(self, k: str, lang: str) -> str:
        d = self.docs[k]
        return f"""<li class="item"><article class="entry article hentry"><strong class="h3-like entry-title">{self.a(k, d.title, "content", 'rel="bookmark"')}</strong>
<small class="info-publi"><abbr class="published" title="{d.iso}">{esc(printed(d.stamp, self.lang(d), long=False))}</abbr></small>
<div class="introduction entry-content"><p>{esc(self.lede(d))}</p></div></article></li>"""

    def listing_main(self, doc: Doc) -> str:
        lang = self.lang(doc)
        items = "".join(self.item(k, lang) for k in doc.extra["list"])
        older = "".join(
            f'<li class="item"><article class="entry article hentry"><strong class="h3-like entry-title"><a href="{self.href(p)}" rel="bookmark">{esc(t)}</a></strong> <small class="info-publi">{esc(d)}</small></article></li>'
            for p, t, d in doc.extra.get("older", [])
        )
        intro = ""
        if doc.kind == "home":
            lead = self.docs["bisi"]
            intro = f'<div class="une"><h2 class="h2">Inkuru nyamukuru</h2><p class="lead">{self.a("bisi", lead.title, "content")}</p><p>{esc(self.lede(lead))}</p></div><div class="services-accueil"><h2>Serivisi</h2><ul><li>{self.a("lisansi", "Ibiciro bya lisansi na mazutu", "content")}</li><li>{self.a("ivunjisha", "Igipimo cy’ivunjisha uyu munsi", "content")}</li></ul></div>'
            head = '<h1 class="invisible">Inkuru Nyayo</h1>'
            items = "".join(self.item(k, lang) for k in doc.extra["list"][1:])
        elif doc.kind == "author":
            head = f'<div class="cartouche"><h1>{esc(doc.title)}</h1></div><div class="chapo"><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<div class="cartouche"><h1>{esc(doc.title)}</h1></div><p class="resultats">Inkuru {len(doc.extra["list"])} zabonetse</p>'
        elif doc.kind == "tag":
            head = f'<div class="cartouche"><p class="surtitre">Ijambo ry’ingenzi</p><h1>{esc(doc.title)}</h1></div>'
        else:
            head = f'<div class="cartouche"><h1 class="surlignable">{esc(doc.title)}</h1></div>'
        pager = ""
        if doc.key == "amakuru":
            frag = (f'href="{self.href("amakuru2")}"', f'href="{self.href("amakuru2")}#pagination_articles"')
            two = self.a("amakuru2", "2", "pagination", 'class="lien_pagination" rel="nofollow"').replace(*frag)
            nxt = self.a("amakuru2", ">", "pagination", 'class="lien_pagination" rel="nofollow"').replace(*frag)
            pager = f'<p class="pagination" id="pagination_articles"><span class="pages"><strong class="on">1</strong><span class="sep"> | </span>{two}<span class="sep"> | </span><a href="{self.href("/amakuru/?debut_articles=20")}#pagination_articles" class="lien_pagination" rel="nofollow">3</a><span class="sep"> | </span><span class="tbc">...</span> <a href="{self.href("/amakuru/?debut_articles=4410")}#pagination_articles" class="lien_pagination" rel="nofollow">442</a></span> {nxt}</p>'
        elif doc.key == "amakuru2":
            one = self.a("amakuru", "1", "pagination", 'class="lien_pagination" rel="nofollow"')
            pager = f'<p class="pagination" id="pagination_articles"><span class="pages">{one}<span class="sep"> | </span><strong class="on">2</strong><span class="sep"> | </span><a href="{self.href("/amakuru/?debut_articles=20")}#pagination_articles" class="lien_pagination" rel="nofollow">3</a></span></p>'
        return f'{head}{intro}<div class="liste articles"><ul class="liste-items">{items}{older}</ul></div>{pager}'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        related = ""
        if doc.key == "lisansi":
            related = (
                f'<p class="voir-aussi">Soma na: {self.a("ivunjisha", "Igipimo cy’ivunjisha uyu munsi", "content")}</p>'
            )
        elif doc.key == "ivunjisha":
            related = (
                f'<p class="voir-aussi">Soma na: {self.a("lisansi", "Ibiciro bya lisansi na mazutu", "content")}</p>'
            )
        return f'<div class="cartouche"><h1 class="surlignable">{esc(doc.title)}</h1></div>\n<div class="texte surlignable clearfix">\n{html}\n</div>\n{related}'
