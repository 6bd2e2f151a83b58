# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Mwambao Leo: a Tanzanian Swahili daily's site modelled on the Nation Media Group platform that serves Mwananchi
and Taifa Leo (`/mw/habari/kitaifa/<slug>-<7-digit id>`, `/mw/habari/kitaifa?page=2`, `/mw/mada/…`,
`/mw/waandishi/…`, `/mw/search?query=`, `/mw/video/…`, `/mw/michezo/ligi-kuu/msimamo`), UTF-8. Bylines "Na Juma
Mwinyi" ("Na" = "By"), two names joined by "na", the desk credit "Na Mwandishi Wetu" ("by our correspondent": no
person), a column by "Dkt." (honorific) with a bio box under it; the first paragraph opens with the Mwananchi-style
dateline ("Dar es Salaam. …", kept: it is printed inside the first paragraph). Dates "Imechapishwa: 4 Desemba 2026"
(and "Imesasishwa: …" when updated). `NewsArticle` JSON-LD in **UTC** on most stories (the maize story, 21:30Z on
3 Dec, is 00:30 on 4 Dec in Dar es Salaam); the author is the paper (Organization) on the "Mwandishi Wetu" story;
the cholera story has no JSON-LD and no time meta at all. A "Muhtasari" (summary bullets) box sits above two stories:
not body."""

from __future__ import annotations

import json

from common import SW_MONTHS, Base, iso_utc, page, story, when
from sitekit import Doc, css_rules, esc

ARTS = ["mahindi", "kivuko", "brt", "soka", "utalii", "mahojiano", "maoni", "kipindupindu"]
SECTION = {
    "kitaifa": ("Habari", "Kitaifa", "/mw/habari/kitaifa"),
    "kanda": ("Habari", "Kanda", "/mw/habari/kanda"),
    "michezo": ("Michezo", "Ligi Kuu", "/mw/michezo"),
    "maoni": ("Maoni", "Makala", "/mw/maoni"),
    "biashara": ("Biashara", "Uchumi", "/mw/biashara"),
}
OLD = [
    (
        "/mw/habari/kitaifa/bunge-lapitisha-muswada-wa-bima-ya-afya-kwa-wote-4509871",
        "Bunge lapitisha muswada wa bima ya afya kwa wote",
        "28 Novemba 2026",
    ),
    (
        "/mw/habari/kitaifa/tanesco-yatangaza-ratiba-ya-kukatika-umeme-4509512",
        "Tanesco yatangaza ratiba ya kukatika umeme Dar",
        "27 Novemba 2026",
    ),
    (
        "/mw/habari/kitaifa/necta-yatangaza-matokeo-ya-darasa-la-saba-4508320",
        "Necta yatangaza matokeo ya darasa la saba",
        "25 Novemba 2026",
    ),
    (
        "/mw/habari/kanda/wakulima-wa-korosho-mtwara-walipwa-4507994",
        "Wakulima wa korosho Mtwara walipwa Sh48 bilioni",
        "24 Novemba 2026",
    ),
]


def sw_date(local: str) -> str:
    dt = when(local, "+03:00")
    return f"{dt.day} {SW_MONTHS[dt.month - 1]} {dt.year}"


def sw_story(key: str, ident: int, section: str, slug: str, title: str, local: str, ld: str | None,
             authors: list[str], lines: list[str], shape: str, **extra: object) -> Doc:  # fmt: skip
    dt = when(local, "+03:00")
    path = f"{SECTION[section][2]}/{slug}-{ident}"
    return story(key, path, title, dt.date().isoformat(), iso_utc(dt) if ld else None, sw_date(local), authors,
                 lines, shape, section=section, ld=ld, ident=ident, time=f"{dt:%H:%M}", **extra)  # fmt: skip


class Mwambao(Base):
    origin = "https://www.mwambaoleo.test"
    name = "Mwambao Leo"
    prefix = "mwl"
    language = "sw"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mwl",
            [
                ".site-header",
                ".article-title",
                ".byline-and-date",
                ".body-copy",
                ".paragraph-wrapper",
                ".article-summary",
                ".teaser-image-large",
                ".site-footer",
                ".premium-badge",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/mw",
                "home",
                "Mwambao Leo",
                "nmg-like-home",
                list=["mahindi", "kivuko", "brt", "soka", "utalii", "mahojiano", "maoni", "kipindupindu"],
            )
        )
        add(
            page(
                "kitaifa",
                "/mw/habari/kitaifa",
                "section",
                "Kitaifa",
                "section-front",
                list=["mahindi", "kivuko", "brt", "kipindupindu"],
                more="kitaifa2",
            )
        )
        add(
            page(
                "kitaifa2",
                "/mw/habari/kitaifa?page=2",
                "section",
                "Kitaifa",
                "section-page2",
                list=["utalii", "mahojiano"],
                old=True,
            )
        )
        add(page("tag", "/mw/mada/usafiri", "tag", "Usafiri", "topic-page", list=["kivuko", "brt"], old=True))
        add(
            page(
                "author",
                "/mw/waandishi/juma-mwinyi",
                "author",
                "Juma Mwinyi",
                "author-page",
                list=["kivuko", "brt", "mahojiano"],
            )
        )
        add(
            page(
                "search",
                "/mw/search?query=mahindi",
                "search",
                "Matokeo ya utafutaji",
                "search-results",
                list=["mahindi"],
                old=True,
            )
        )
        add(page("about", "/mw/kuhusu-sisi", "about", "Kuhusu Sisi", "static-page", [
            "Mwambao Leo ni gazeti la kila siku linalochapishwa Dar es Salaam tangu mwaka 2009, pamoja na tovuti hii inayotoa habari za Tanzania, Afrika Mashariki na dunia kwa lugha ya Kiswahili.",
            "Tuna ofisi Dar es Salaam, Dodoma, Arusha, Mwanza na Zanzibar, na waandishi wa habari na wapiga picha zaidi ya 60.",
            "## Wasiliana nasi",
            "- Simu: +255 22 212 0000",
            "- Barua pepe: habari@mwambaoleo.test",
            "- Sanduku la Posta 70123, Dar es Salaam",
        ]))  # fmt: skip
        add(page("privacy", "/mw/sera-ya-faragha", "policy", "Sera ya Faragha", "static-page-updated", [
            "Imesasishwa: 1 Novemba 2026",
            "Mwambao Leo inaheshimu faragha ya wasomaji wake. Taarifa unazotupa unapojisajili, kama jina na barua pepe, hutumika kukuletea huduma uliyoiomba pekee.",
            "Tunatumia vidakuzi (cookies) kuelewa jinsi wasomaji wanavyotumia tovuti na kuonyesha matangazo yanayokufaa. Unaweza kuzima vidakuzi kupitia mipangilio ya kivinjari chako.",
            "Kwa maswali kuhusu sera hii, tuandikie kupitia faragha@mwambaoleo.test.",
        ]))  # fmt: skip
        add(page("video", "/mw/video/foleni-ndefu-kivuko-cha-magogoni-4513090", "video", "VIDEO: Foleni ndefu kivuko cha Magogoni", "video-page-one-line",
                 caption="Abiria wakisubiri kwa zaidi ya saa moja kuvuka kwenda Kigamboni baada ya kivuko kimoja kusimamishwa."))  # fmt: skip
        add(page("results", "/mw/michezo/ligi-kuu/msimamo", "results", "Msimamo wa Ligi Kuu", "standings-table", [
            "Msimamo wa Ligi Kuu baada ya michezo ya Jumatano, Desemba 2, 2026.",
            "RAW:<table class=\"standings\"><thead><tr><th>Nafasi</th><th>Timu</th><th>Mechi</th><th>Mabao</th><th>Pointi</th></tr></thead><tbody><tr><td>1</td><td>Pwani Stars</td><td>12</td><td>+14</td><td>29</td></tr><tr><td>2</td><td>Mlimani FC</td><td>12</td><td>+11</td><td>28</td></tr><tr><td>3</td><td>Ziwani United</td><td>12</td><td>+6</td><td>24</td></tr><tr><td>4</td><td>Kilimanjaro Warriors</td><td>11</td><td>+3</td><td>20</td></tr><tr><td>5</td><td>Bandari Dodoma</td><td>12</td><td>-1</td><td>17</td></tr><tr><td>6</td><td>Mtwara Sugar</td><td>12</td><td>-4</td><td>15</td></tr><tr><td>7</td><td>Kagera Rangers</td><td>11</td><td>-8</td><td>11</td></tr><tr><td>8</td><td>Tabora City</td><td>12</td><td>-21</td><td>6</td></tr></tbody></table>",
        ]))  # fmt: skip

        add(sw_story(
            "mahindi", 4512874, "kitaifa", "bei-ya-mahindi-yashuka-dodoma-wakulima-walalamika", "Bei ya mahindi yashuka Dodoma, wakulima walalamika",
            "2026-12-04 00:30", "utc", ["Halima Said"],
            [
                "Dodoma. Bei ya mahindi katika masoko ya mkoa wa Dodoma imeshuka hadi Sh550 kwa kilo kutoka Sh800 mwezi Agosti, hali inayowaweka wakulima katika wakati mgumu wa kurejesha gharama za uzalishaji.",
                "Uchunguzi uliofanywa na Mwambao Leo katika masoko ya Majengo, Sabasaba na Kibaigwa wiki hii umebaini kuwa gunia la kilo 100 linauzwa kati ya Sh52,000 na Sh58,000, ikilinganishwa na Sh80,000 miezi minne iliyopita.",
                "Juma Chilongani, mkulima kutoka wilaya ya Kongwa, alisema alitumia zaidi ya Sh1.2 milioni kulima ekari tatu msimu uliopita, lakini mavuno yake yakiuzwa kwa bei ya sasa hayatafikia hata nusu ya gharama hiyo.",
                "“Mbolea tulinunua kwa bei ya juu, vibarua tuliwalipa, usafiri wa kupeleka mahindi sokoni nao umepanda. Sasa wanunuzi wanakuja na bei wanayoitaka wao,” alisema Chilongani.",
                "FIG: Soko la Kibaigwa | Wafanyabiashara wakipakia magunia ya mahindi katika soko la Kibaigwa wilayani Kongwa. PICHA|MAKTABA",
                "## Mavuno mengi, soko dogo",
                "Wataalamu wa kilimo wanasema kushuka kwa bei kunatokana na mavuno mengi msimu huu pamoja na kupungua kwa wanunuzi kutoka nchi jirani, baada ya baadhi yao kuweka vikwazo vya uingizaji wa mahindi.",
                "Ofisa Kilimo wa Mkoa wa Dodoma, Elias Mwakalinga, alisema mkoa huo ulizalisha tani 512,000 za mahindi msimu uliopita, ongezeko la asilimia 18 ikilinganishwa na msimu wa mwaka jana.",
                "“Serikali kupitia Wakala wa Taifa wa Hifadhi ya Chakula (NFRA) imeanza kununua mahindi katika vituo 14 vya mkoa huu kwa bei ya Sh700 kwa kilo. Tunawashauri wakulima wasiuze kwa haraka kwa walanguzi,” alisema.",
                "Hata hivyo, baadhi ya wakulima wanalalamika kuwa vituo vya NFRA viko mbali na vijiji vyao na kwamba hununua kiasi kidogo kwa siku, hali inayowalazimu kusubiri kwa siku kadhaa.",
                "Mfanyabiashara wa nafaka katika soko la Kibaigwa, Rehema Msangi, alisema bei huenda ikapanda tena kuanzia Februari, wakati akiba ya mahindi ya wakulima itakapoanza kupungua.",
            ],
            "utc-previous-day-summary-box",
            summary=["Gunia la kilo 100 linauzwa kati ya Sh52,000 na Sh58,000 kutoka Sh80,000 mwezi Agosti.", "NFRA imeanza kununua mahindi kwa Sh700 kwa kilo katika vituo 14 vya mkoa."],
        ))  # fmt: skip
        add(sw_story(
            "kivuko", 4512901, "kitaifa", "kivuko-cha-mv-kigamboni-chasimamishwa-kwa-matengenezo", "Kivuko cha MV Kigamboni chasimamishwa kwa matengenezo",
            "2026-12-04 08:40", "utc", ["Juma Mwinyi"],
            [
                "Dar es Salaam. Wakala wa Ufundi na Umeme (Temesa) umesimamisha kwa muda huduma za kivuko cha MV Kigamboni kuanzia leo ili kifanyiwe matengenezo ya injini, hatua itakayosababisha msongamano katika kituo cha Magogoni.",
                "Kwa mujibu wa taarifa ya wakala huo, kivuko cha MV Magogoni kitaendelea kutoa huduma peke yake hadi Desemba 18, na wasafiri wanashauriwa kutumia daraja la Nyerere ili kuepuka kuchelewa.",
            ],
            "two-paragraph-brief", tag=True,
        ))  # fmt: skip
        add(sw_story(
            "brt", 4512655, "kitaifa", "mabasi-ya-mwendokasi-kuanza-safari-gongo-la-mboto-januari", "Mabasi ya mwendokasi kuanza safari Gongo la Mboto Januari",
            "2026-12-03 10:15", "utc", ["Juma Mwinyi"],
            [
                "Dar es Salaam. Wakala wa Mabasi Yaendayo Haraka (Dart) umesema awamu ya tatu ya mradi huo, inayounganisha katikati ya jiji na Gongo la Mboto kupitia barabara ya Nyerere, itaanza kutoa huduma kwa abiria Januari mwakani.",
                "Akizungumza na waandishi wa habari jana katika karakana ya Gerezani, Mtendaji Mkuu wa Dart, Mhandisi Salma Kitwana, alisema ujenzi wa barabara, vituo na madaraja umekamilika kwa asilimia 97 na kinachosubiriwa sasa ni kuwasili kwa mabasi mapya.",
                "“Tumeshasaini mkataba wa mabasi 120 ya kisasa yanayotumia gesi asilia. Mabasi 40 ya kwanza yatawasili bandarini kabla ya Desemba 20 na mengine yatafuata mwanzoni mwa Januari,” alisema Kitwana.",
                "Awamu hiyo yenye urefu wa kilomita 23.6 ina vituo 30 na vituo vikuu viwili vya kubadilishia mabasi katika maeneo ya Kariakoo na Gongo la Mboto. Inatarajiwa kuhudumia abiria zaidi ya 200,000 kwa siku.",
                "## Nauli na tiketi za kielektroniki",
                "Kuhusu nauli, Kitwana alisema Mamlaka ya Udhibiti wa Usafiri Ardhini (Latra) ndiyo itakayotangaza viwango rasmi, lakini pendekezo la wakala ni nauli isizidi Sh750 kwa safari moja, sawa na njia nyingine za mwendokasi.",
                "Aliongeza kuwa abiria watatumia kadi za kielektroniki pekee, na kwamba malipo kwa fedha taslimu hayatakubaliwa katika vituo vya awamu hiyo.",
                "FIG: Kituo cha mwendokasi | Kituo cha mabasi yaendayo haraka cha Gongo la Mboto kikiwa katika hatua za mwisho za ujenzi. PICHA|JUMA MWINYI",
                "Baadhi ya wakazi wa Gongo la Mboto wamepokea taarifa hiyo kwa matumaini. Amina Rashidi, mfanyabiashara wa vitenge katika soko la Kariakoo, alisema hutumia zaidi ya saa mbili kila asubuhi kufika kazini kwa daladala.",
                "“Kama mabasi haya yatakuja kweli, nitaokoa muda na pesa. Lakini tumeahidiwa mara nyingi, tusubiri tuone,” alisema.",
                "Mradi wa mabasi yaendayo haraka ulianza kutoa huduma mwaka 2016 kwa njia ya Kimara hadi Kivukoni. Awamu ya pili inayoelekea Mbagala ilianza kazi mwaka jana.",
            ],
            "dateline-byline-summary-box", tag=True, updated="3 Desemba 2026",
            summary=["Awamu ya tatu yenye urefu wa kilomita 23.6 itahudumia abiria zaidi ya 200,000 kwa siku.", "Mabasi 40 ya kwanza yatawasili kabla ya Desemba 20."],
        ))  # fmt: skip
        add(sw_story(
            "soka", 4512610, "michezo", "pwani-stars-yaichapa-mlimani-fc-2-1-yarejea-kileleni", "Pwani Stars yaichapa Mlimani FC 2-1, yarejea kileleni",
            "2026-12-03 07:30", "utc", ["Baraka Onyango"],
            [
                "Dar es Salaam. Pwani Stars imerejea kileleni mwa msimamo wa Ligi Kuu baada ya kuichapa Mlimani FC mabao 2-1 katika mchezo mkali uliopigwa jana usiku kwenye Uwanja wa Uhuru.",
                "Mlimani FC ndiyo iliyoanza kupata bao dakika ya 12 kupitia kwa mshambuliaji wake Ibrahim Mkude, aliyemalizia kwa kichwa krosi ya Shabani Kombo kutoka upande wa kulia.",
                "Pwani Stars ilisawazisha dakika ya 38 baada ya kiungo Yusuf Mwamba kufunga kwa shuti kali la nje ya eneo la hatari, lililomshinda kipa Daudi Nyoni.",
                "Kipindi cha pili kilitawaliwa na Pwani Stars, na juhudi zao zilizaa matunda dakika ya 77 pale mshambuliaji raia wa Kenya, Kevin Otieno, alipofunga bao la ushindi baada ya kupokea pasi ndefu ya beki Hamisi Salum.",
                "## Kocha: Safari bado ni ndefu",
                "Kocha wa Pwani Stars, Athumani Mbwana, aliwapongeza wachezaji wake kwa kutokata tamaa baada ya kutanguliwa kufungwa.",
                "“Tulijua mchezo huu ungekuwa mgumu. Wapinzani wetu walikuja na mpango mzuri, lakini tulibadilisha mfumo kipindi cha pili na vijana wakafanya kazi kubwa. Hata hivyo ligi bado ni ndefu, hatupaswi kulewa sifa,” alisema Mbwana.",
                "Kwa upande wake, kocha wa Mlimani FC, Godfrey Mkwawa, alilalamikia uamuzi wa mwamuzi kukataa bao lao la pili dakika ya 85 kwa madai ya kuotea.",
                "“Marudio yanaonyesha wazi mchezaji wetu hakuwa ameotea. Tunaiheshimu mamlaka ya waamuzi, lakini makosa kama haya yanaharibu ligi,” alisema Mkwawa.",
                "Ushindi huo umeifanya Pwani Stars kufikisha pointi 29 baada ya michezo 12, pointi moja mbele ya Mlimani FC ambayo sasa inashika nafasi ya pili. Timu zote mbili zitashuka dimbani tena Jumapili.",
            ],
            "match-report-standings-link", results=True,
        ))  # fmt: skip
        add(sw_story(
            "utalii", 4512377, "biashara", "zanzibar-yavunja-rekodi-ya-watalii", "Zanzibar yavunja rekodi ya watalii, yapokea 781,000 ndani ya miezi 10",
            "2026-12-02 14:00", "utc", [],
            [
                "Unguja. Idadi ya watalii waliotembelea Zanzibar kati ya Januari na Oktoba mwaka huu imefikia 781,420, ikiwa ni rekodi mpya katika historia ya visiwa hivyo.",
                "Takwimu zilizotolewa jana na Ofisi ya Mtakwimu Mkuu wa Serikali ya Zanzibar zinaonyesha ongezeko la asilimia 14 ikilinganishwa na kipindi kama hicho mwaka jana, ambapo watalii 685,300 waliingia visiwani humo.",
                "Italia, Ujerumani, Poland, Ufaransa na Uingereza zimeendelea kuongoza kwa idadi ya wageni, huku idadi ya watalii kutoka Mashariki ya Kati na China ikiongezeka kwa kasi.",
                "## Hoteli zajaa msimu wa sikukuu",
                "Mwenyekiti wa Chama cha Wawekezaji katika Sekta ya Utalii Zanzibar, Abdallah Juma Haji, alisema hoteli nyingi za fukwe za Nungwi, Kendwa na Paje tayari zimejaa kwa asilimia 90 kwa msimu wa Krismasi na Mwaka Mpya.",
                "“Hatujawahi kuona mahitaji kama haya. Tatizo letu sasa ni miundombinu: maji, umeme na barabara za kuelekea maeneo ya fukwe zinahitaji kuboreshwa ili kuendana na ukuaji huu,” alisema Haji.",
                "Sekta ya utalii inachangia zaidi ya asilimia 30 ya pato la Zanzibar na inakadiriwa kutoa ajira za moja kwa moja kwa zaidi ya watu 70,000.",
                "Hata hivyo, wanaharakati wa mazingira wameonya kuhusu athari za ongezeko la watalii kwa fukwe na miamba ya matumbawe. Mwanaharakati wa mazingira kutoka Jambiani, Mwanaisha Khamis, alisema taka za plastiki na ujenzi holela karibu na bahari vinatishia maisha ya viumbe wa baharini.",
                "Kwa upande wake, Kamisheni ya Utalii Zanzibar imesema inaandaa mpango wa kutoza ada ndogo ya mazingira kwa kila mgeni kuanzia Julai mwakani, fedha ambazo zitatumika kusafisha fukwe na kuhifadhi mazingira.",
            ],
            "desk-credit-org-author",
        ))  # fmt: skip
        add(sw_story(
            "mahojiano", 4512290, "kanda", "rehema-kisanga-taka-za-plastiki-zinaweza-kujenga-nyumba", "Rehema Kisanga: Taka za plastiki zinaweza kujenga nyumba",
            "2026-12-02 09:00", "utc", ["Halima Said", "Juma Mwinyi"],
            [
                "Arusha. Akiwa na umri wa miaka 24, Rehema Kisanga ameajiri vijana 18 katika kiwanda chake kidogo kilichopo Ngaramtoni, nje kidogo ya jiji la Arusha, kinachotengeneza matofali ya kujengea kwa kuchanganya mchanga na taka za plastiki. Mwambao Leo lilizungumza naye kuhusu safari yake.",
                "Q: Wazo la kutengeneza matofali kwa plastiki lilikujaje? || Nilipokuwa chuoni nilisomea uhandisi wa mazingira. Kila siku nilipita karibu na dampo la Muriet na kuona milima ya chupa na mifuko ya plastiki. Nikajiuliza kama kuna namna ya kuzitumia taka hizo badala ya kuzichoma. Baada ya majaribio mengi nyumbani kwetu, nilipata mchanganyiko unaoshikamana vizuri.",
                "Q: Matofali yako yanatofautiana vipi na ya kawaida? || Tunayeyusha plastiki na kuichanganya na mchanga kwa uwiano maalumu. Tofali linalotoka ni jepesi kuliko tofali la saruji, haliingizi maji na lina nguvu zaidi. Shirika la Viwango Tanzania (TBS) limeyafanyia majaribio na kuyapitisha kwa matumizi ya sakafu na kuta zisizobeba uzito mkubwa.",
                "Q: Changamoto kubwa ulizokutana nazo ni zipi? || Mtaji ndio ulikuwa mgumu zaidi. Mashine yetu ya kwanza niliitengeneza mwenyewe kwa msaada wa fundi chuma wa mtaani. Benki nyingi hazikuamini kwamba msichana anaweza kuendesha kiwanda. Pia wateja wa mwanzo walikuwa na wasiwasi kama matofali haya ni salama.",
                "Q: Kwa sasa mnazalisha kiasi gani? || Tunazalisha matofali kati ya 1,500 na 2,000 kwa siku na tunatumia takribani tani mbili za plastiki kwa wiki. Tunanunua plastiki kutoka kwa vikundi vya wanawake na vijana wanaokusanya taka mitaani, kwa hiyo mradi huu unawapa kipato watu wengi zaidi ya wafanyakazi wetu.",
                "Q: Una ushauri gani kwa vijana wanaotaka kujiajiri? || Waanze na kile walichonacho. Mimi nilianza na ndoo mbili na jiko la mkaa. Wasisubiri kupata kila kitu ndipo waanze. Pia wasiogope kushindwa; nilitengeneza matofali mabovu mara nyingi kabla ya kupata yaliyo sahihi.",
                "Q: Malengo yako ya baadaye ni yapi? || Nataka kufungua viwanda vingine Dodoma na Mwanza ndani ya miaka mitatu, na kushirikiana na halmashauri ili kupunguza taka za plastiki mijini. Ndoto yangu ni kuona shule na zahanati za vijijini zikijengwa kwa matofali yetu.",
            ],
            "qa-interview-two-authors-na", kicker="MAHOJIANO",
        ))  # fmt: skip
        add(sw_story(
            "maoni", 4511988, "maoni", "matokeo-ya-darasa-la-saba-yasiwe-kipimo-pekee-cha-mafanikio", "Matokeo ya darasa la saba yasiwe kipimo pekee cha mafanikio",
            "2026-12-01 06:00", "utc", ["Neema Mushi"],
            [
                "Wiki iliyopita Baraza la Mitihani la Tanzania (Necta) lilitangaza matokeo ya mtihani wa kuhitimu elimu ya msingi. Kama ilivyo kila mwaka, vyombo vya habari na mitandao ya kijamii vilijaa orodha za shule bora na mbaya, picha za wanafunzi waliofanya vizuri na lawama kwa shule zilizoshika mkia.",
                "Sina tatizo na kusherehekea mafanikio. Wanafunzi waliofanya vizuri wanastahili pongezi, na walimu waliowaandaa pia. Tatizo langu ni namna tunavyogeuza alama za mtihani mmoja kuwa hukumu ya mwisho juu ya uwezo wa mtoto wa miaka 13.",
                "## Mtihani mmoja, hukumu ya maisha",
                "Mfumo wetu bado unampima mwanafunzi kwa mtihani wa siku mbili baada ya miaka saba ya masomo. Mtoto aliyeugua wiki ya mtihani, aliyefiwa au anayetoka katika familia isiyo na mwanga wa kujisomea usiku, anapimwa kwa kipimo kile kile na mtoto aliyesoma katika shule ya kulipia yenye kila kitu.",
                "Utafiti niliofanya mwaka jana katika shule 24 za mkoa wa Dodoma ulionyesha kuwa zaidi ya nusu ya wanafunzi waliopata alama za chini darasa la saba walifanya vizuri katika kazi za vitendo, michezo na ubunifu, maeneo ambayo mtihani wa taifa hauyapimi kabisa.",
                "Zaidi ya hayo, kuorodhesha shule kwa matokeo ya mtihani pekee kunawasukuma walimu kufundisha kwa ajili ya mtihani badala ya kukuza uelewa. Wanafunzi hukariri majibu, hufanya mitihani ya majaribio kila wiki na hupoteza muda wa kucheza na kufikiri.",
                "## Tunaweza kufanya nini?",
                "Kwanza, tathmini endelevu darasani inapaswa kupewa uzito mkubwa zaidi katika alama za mwisho. Mwalimu anayemwona mwanafunzi kila siku anajua uwezo wake kuliko karatasi moja ya mtihani.",
                "Pili, vyombo vya habari viache kutangaza shule kumi za mwisho kana kwamba ni aibu ya kitaifa. Shule nyingi kati ya hizo ziko vijijini, zina mwalimu mmoja kwa wanafunzi zaidi ya 100 na hazina vitabu vya kutosha. Zinahitaji msaada, si kudhalilishwa.",
                "Tatu, wazazi wazungumze na watoto wao kwa upole bila kujali matokeo. Mtoto aliyefeli mtihani wa darasa la saba bado ana nafasi nyingi maishani: elimu ya ufundi, masomo ya jioni na hata kurudia mtihani.",
                "Mafanikio ya taifa hayapimwi kwa idadi ya wanafunzi waliopata alama A, bali kwa idadi ya vijana wanaoweza kufikiri, kufanya kazi na kuchangia jamii zao.",
            ],
            "column-honorific-bio-box", kicker="MAONI", honorific="Dkt. ",
            bio="Dkt. Neema Mushi ni mhadhiri wa elimu katika Chuo Kikuu cha Dodoma. Anapatikana kwa barua pepe: nmushi@udom.test",
        ))  # fmt: skip
        add(sw_story(
            "kipindupindu", 4511930, "kanda", "wagonjwa-43-wa-kipindupindu-walazwa-mwanza", "Wagonjwa 43 wa kipindupindu walazwa Mwanza, uuzaji wa vyakula mitaani wapigwa marufuku",
            "2026-12-01 16:45", None, ["Peter Massawe"],
            [
                "Mwanza. Wagonjwa 43 wamelazwa katika vituo vya afya vya jiji la Mwanza baada ya kuthibitishwa kuugua kipindupindu, huku mtu mmoja akiripotiwa kufariki dunia tangu mlipuko huo uanze wiki iliyopita.",
                "Mganga Mkuu wa Mkoa wa Mwanza, Dkt. Joseph Mlay, aliwaambia waandishi wa habari jana kuwa wagonjwa wengi wanatoka katika kata za Igogo, Mkolani na Buhongwa, maeneo ambayo yanakabiliwa na uhaba wa maji safi.",
                "“Tumefungua kambi maalumu ya matibabu katika Hospitali ya Wilaya ya Nyamagana na timu zetu zinapita nyumba kwa nyumba kutoa elimu na dawa za kutibu maji. Hali inadhibitiwa, lakini tunahitaji ushirikiano wa wananchi,” alisema Dkt. Mlay.",
                "## Marufuku ya vyakula mitaani",
                "Kufuatia mlipuko huo, Mkuu wa Wilaya ya Nyamagana ametangaza marufuku ya kuuza vyakula vilivyopikwa na matunda yaliyokatwa katika maeneo ya wazi, vituo vya mabasi na masokoni hadi hapo itakapotangazwa vinginevyo.",
                "Baadhi ya wafanyabiashara wa vyakula katika stendi ya Buhongwa walisema marufuku hiyo itawaathiri kiuchumi. Zuhura Mwita, anayeuza chipsi na mihogo ya kukaanga, alisema hutegemea biashara hiyo kulisha watoto wanne.",
                "“Tunaelewa hatari ya ugonjwa, lakini serikali ituwekee utaratibu wa kufanya biashara kwa usafi badala ya kutufungia kabisa,” alisema.",
                "Mamlaka ya Maji Safi na Usafi wa Mazingira Mwanza imesema itapeleka magari ya maji katika kata zilizoathirika na kwamba ukarabati wa bomba kubwa lililopasuka katika eneo la Igogo utakamilika ndani ya siku tano.",
                "Wizara ya Afya imewataka wananchi kuchemsha maji ya kunywa, kunawa mikono kwa sabuni na kuwahi katika vituo vya afya mara wanapoona dalili za kuharisha na kutapika.",
            ],
            "no-jsonld-no-time-meta",
        ))  # fmt: skip

    # ---- templates ----

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (("home", "Nyumbani"), ("kitaifa", "Habari"), ("video", "Video"))
        ) + "".join(
            f'<li class="nav-item"><a href="{p}">{t}</a></li>'
            for p, t in (
                ("/mw/biashara", "Biashara"),
                ("/mw/michezo", "Michezo"),
                ("/mw/maoni", "Maoni"),
                ("/mw/burudani", "Burudani"),
                ("/mw/epaper", "Gazeti Leo"),
            )
        )
        meta = [
            f"<title>{esc(doc.title)} | Mwambao Leo</title>",
            f'<meta name="description" content="{esc(self.lede(doc))}">'
            if doc.is_article
            else '<meta name="description" content="Habari za kitaifa, kimataifa, biashara, michezo na burudani kutoka Mwambao Leo.">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else ("video.other" if doc.kind == "video" else "website")}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Mwambao Leo">',
            '<meta property="og:locale" content="sw_TZ">',
            '<meta name="twitter:site" content="@MwambaoLeo">',
        ]
        if doc.is_article:
            meta.append(
                f'<meta property="og:image" content="https://www.mwambaoleo.test/resource/image/{doc.extra["ident"]}/landscape_ratio16x9/1200/675/a4f0c2/xy/mw-{doc.key}.jpg">'
            )
            if doc.extra["ld"]:
                meta.append(f'<meta property="article:published_time" content="{doc.iso}">')
                auth = (
                    [
                        {"@type": "Person", "name": a, "url": self.url("author") if a == "Juma Mwinyi" else None}
                        for a in doc.authors
                    ]
                    if doc.authors
                    else [{"@type": "Organization", "name": "Mwambao Leo"}]
                )
                for a in auth:
                    if a.get("url") is None:
                        a.pop("url", None)
                ld = {
                    "@context": "http://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                    "headline": doc.title,
                    "description": self.lede(doc),
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": auth,
                    "publisher": {
                        "@type": "Organization",
                        "name": "Mwambao Leo",
                        "logo": {
                            "@type": "ImageObject",
                            "url": "https://www.mwambaoleo.test/static/img/logo-mwambao.png",
                        },
                    },
                    "isAccessibleForFree": True,
                    "articleSection": SECTION[doc.section][0],
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        trending = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("mahindi", "brt", "soka"))
        return f"""<!DOCTYPE html>
<html lang="sw">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<link rel="canonical" href="{esc(self.url(doc.key))}">
<link rel="stylesheet" href="/static/css/main.3f9c1a.css">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({{"pageType":"{"article" if doc.is_article else doc.kind}","section":"{esc(doc.section or "home")}","site":"mwambaoleo"}});</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="{"article-page" if doc.is_article else "list-page"}">
<div class="ad-leaderboard" id="div-gpt-ad-top"></div>
<header class="site-header">
<div class="header-top"><span class="today">Ijumaa, Desemba 4, 2026</span> <a href="/mw/jisajili" class="subscribe-btn">Jiunge na Premium</a> <a href="/mw/ingia">Ingia</a></div>
<a class="logo" href="/mw"><img src="/static/img/logo-mwambao.svg" alt="Mwambao Leo"></a>
<nav class="main-nav"><ul>{nav}</ul></nav>
<form class="search" action="/mw/search" method="get"><input type="search" name="query" placeholder="Tafuta habari"><button>Tafuta</button></form>
</header>
<main class="main-content">
{main}
</main>
<aside class="sidebar"><section class="trending"><h3>Zinazosomwa zaidi</h3><ol>{trending}</ol></section>
<section class="newsletter"><h3>Jarida la asubuhi</h3><p>Pata habari kuu kila asubuhi kwenye barua pepe yako.</p><form action="/mw/jarida" method="post"><input type="email" name="email" placeholder="Barua pepe"><button>Jisajili</button></form></section></aside>
<footer class="site-footer">
<ul class="footer-links"><li>{self.a("about", "Kuhusu Sisi", "footer")}</li><li>{self.a("privacy", "Sera ya Faragha", "footer")}</li><li><a href="/mw/matangazo">Tangaza Nasi</a></li><li><a href="mailto:habari@mwambaoleo.test">Wasiliana Nasi</a></li><li><a href="/mw/rss">RSS</a></li></ul>
<div class="social"><a href="https://www.facebook.com/MwambaoLeo">Facebook</a> <a href="https://x.com/MwambaoLeo">X</a> <a href="https://www.instagram.com/mwambaoleo">Instagram</a> <a href="https://www.youtube.com/@MwambaoLeoTV">YouTube</a></div>
<p class="copyright">© 2026 Mwambao Leo. Haki zote zimehifadhiwa.</p>
</footer>
<div class="cookie-consent" role="dialog">Tovuti hii inatumia vidakuzi ili kuboresha huduma zetu. Kwa kuendelea kuitumia, unakubali <a href="/mw/sera-ya-faragha">sera yetu ya faragha</a>. <button>Nimekubali</button></div>
<script src="/static/js/main.7b21e4.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        sec, sub, sec_path = SECTION[doc.section]
        sec_link = (
            self.a("kitaifa", "Kitaifa", "breadcrumb")
            if doc.section == "kitaifa"
            else f'<a href="{sec_path}">{esc(sub)}</a>'
        )
        if doc.authors:
            names = " na ".join(self.a("author", a, "byline") if a == "Juma Mwinyi" else esc(a) for a in doc.authors)
            by = f'<p class="article-authors">Na {esc(doc.extra.get("honorific", ""))}{names}</p>'
        else:
            by = '<p class="article-authors">Na Mwandishi Wetu</p>'
        dates = f'<p class="article-date">Imechapishwa: {doc.stamp}</p>'
        if doc.extra.get("updated"):
            dates += f'<p class="article-date updated">Imesasishwa: {doc.extra["updated"]}</p>'
        summary = ""
        if doc.extra.get("summary"):
            summary = (
                '<div class="article-summary"><h3>Muhtasari</h3><ul>'
                + "".join(f"<li>{esc(s)}</li>" for s in doc.extra["summary"])
                + "</ul></div>"
            )
        body = self.blocks(
            doc,
            p_tag='<div class="paragraph-wrapper"><p>',
            p_end="</p></div>",
            fig=lambda alt, cap: (
                f'<figure class="article-picture"><img src="/resource/image/{doc.extra["ident"]}/landscape_ratio3x2/620/413/{len(alt)}b/xy/{doc.key}.jpg" alt="{esc(alt)}"><figcaption><span class="caption">{esc(cap.split(" PICHA|")[0])}</span> <span class="credits">PICHA | {esc(cap.split(" PICHA|")[-1])}</span></figcaption></figure>'
            ),
        )
        extra = ""
        if doc.extra.get("results"):
            extra = f'<div class="inline-link">{self.a("results", "Msimamo kamili wa Ligi Kuu", "content")}</div>'
        bio = f'<div class="author-bio"><p>{esc(doc.extra["bio"])}</p></div>' if doc.extra.get("bio") else ""
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="tags-list"><span>Mada:</span> {self.a("tag", "Usafiri", "content")} <a href="/mw/mada/dar-es-salaam">Dar es Salaam</a></div>'
        more = "".join(
            f'<li class="teaser">{self.a(k, self.docs[k].title, "related")}<span class="date">{self.docs[k].stamp}</span></li>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        kicker = f'<span class="article-kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        return f"""<article class="article article-page" data-id="{doc.extra["ident"]}">
<nav class="breadcrumbs"><a href="{sec_path.rsplit("/", 1)[0] if doc.section == "kitaifa" else sec_path}">{esc(sec)}</a> / {sec_link}</nav>
<header class="article-header">
{kicker}
<h1 class="article-title">{esc(doc.title)}</h1>
<div class="byline-and-date">{by}{dates}</div>
<div class="share-top"><a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://x.com/intent/post?url={esc(self.url(doc.key))}">X</a></div>
</header>
{summary}
<figure class="teaser-image-large"><img src="/resource/image/{doc.extra["ident"]}/landscape_ratio16x9/1200/675/a4f0c2/xy/mw-{doc.key}.jpg" alt=""></figure>
<section class="body-copy">
{body}
</section>
{extra}
{bio}
{tags}
<div class="ad-inarticle" id="div-gpt-ad-inarticle"></div>
</article>
<section class="more-from-section"><h3>Habari zaidi</h3><ul>{more}<li class="teaser"><a href="{OLD[0][0]}">{esc(OLD[0][1])}</a></li></ul></section>
<section class="comments-prompt"><p>Maoni yako ni muhimu. <a href="/mw/ingia?next={esc(doc.path)}">Ingia</a> ili kutoa maoni.</p></section>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<li class="teaser teaser-list"><a href="{esc(self.href(k))}" class="teaser-image-link" tabindex="-1"><img src="/resource/image/{d.extra["ident"]}/landscape_ratio3x2/320/213/x/xy/{k}.jpg" alt=""></a><h3 class="teaser-title">{self.a(k, d.title, "content")}</h3><p class="teaser-summary">{esc(self.lede(d))}</p><span class="date">{d.stamp}</span></li>'
            )
        if doc.extra.get("old"):
            items += [
                f'<li class="teaser teaser-list"><h3 class="teaser-title"><a href="{p}">{esc(t)}</a></h3><span class="date">{s}</span></li>'
                for p, t, s in OLD
            ]
        pager = ""
        if doc.key == "kitaifa":
            pager = f'<nav class="pagination"><span class="current">1</span> {self.a("kitaifa2", "2", "pagination")} <a href="/mw/habari/kitaifa?page=3">3</a> {self.a("kitaifa2", "Inayofuata »", "pagination")}</nav>'
        elif doc.key == "kitaifa2":
            pager = f'<nav class="pagination">{self.a("kitaifa", "« Iliyotangulia", "pagination")} {self.a("kitaifa", "1", "pagination")} <span class="current">2</span> <a href="/mw/habari/kitaifa?page=3">3</a></nav>'
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="visually-hidden">Mwambao Leo - Habari za Tanzania</h1><h2 class="block-title">Habari kuu</h2>'
            extra = f'<section class="home-blocks"><h2>Zaidi</h2><ul><li>{self.a("kitaifa", "Habari za Kitaifa", "content")}</li><li>{self.a("results", "Msimamo wa Ligi Kuu", "content")}</li><li>{self.a("video", self.docs["video"].title, "content")}</li><li>{self.a("tag", "Usafiri", "content")}</li><li>{self.a("author", "Juma Mwinyi", "content")}</li><li>{self.a("search", "Tafuta: mahindi", "content")}</li></ul></section>'
        elif doc.kind == "search":
            head = '<h1 class="section-title">Matokeo ya utafutaji</h1><form action="/mw/search"><input name="query" value="mahindi"><button>Tafuta</button></form><p class="results-count">Matokeo 37 ya “mahindi”</p>'
        elif doc.kind == "author":
            head = '<div class="author-header"><img src="/resource/image/authors/juma-mwinyi.jpg" alt=""><h1 class="section-title">Juma Mwinyi</h1><p>Mwandishi wa habari za jiji na usafiri, Dar es Salaam.</p></div>'
        return f'<section class="section-page">{head}<ul class="teaser-list-wrapper">{"".join(items)}</ul>{pager}</section>{extra}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<article class="video-page"><h1 class="article-title">{esc(doc.title)}</h1>
<div class="video-player"><iframe src="https://www.youtube.com/embed/k8Qm2LrT5vA" width="800" height="450" allowfullscreen title="{esc(doc.title)}"></iframe></div>
<p class="video-description">{esc(doc.extra["caption"])}</p>
<p class="related-link">Soma pia: {self.a("kivuko", self.docs["kivuko"].title, "content")}</p></article>"""
        if doc.kind == "results":
            return f'<article class="standings-page"><h1 class="article-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<p class="related-link">{self.a("soka", self.docs["soka"].title, "content")}</p></article>'
        return f'<article class="static-page"><h1 class="article-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</article>'
