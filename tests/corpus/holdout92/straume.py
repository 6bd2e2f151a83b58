# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Latvian and Russian quotation marks are deliberate)
"""Straume: an LSM/Delfi-like Latvian news portal that publishes **Latvian and Russian twins** of its stories, the
Latvian ones on `https://www.straume.test` (`/raksts/zinas/latvija/<slug>.a512345/`, `/zinas/latvija/?page=2`,
`/temas/<slug>/`, `/autori/<slug>/`, `/meklet/?q=`, `/laika-zinas/`) and the Russian ones on
`https://rus.straume.test` (`/statja/novosti/latvija/<slug>.a512346/`, `/novosti/latvija/`). Twins point at each
other with `hreflang` alternates and a LAT/RUS switch; links between the two hosts are absolute. UTF-8, Riga time
(+02:00), `lang="lv"` / `lang="ru"`.

Dates are printed "2026. gada 4. decembris, 10:12" (Latvian) and "4 декабря 2026, 11:05" (Russian). Bylines name the
programme in brackets ("Ilze Kalniņa (Latvijas Radio)"); the Russian twins print the names in Cyrillic ("Илзе
Калниня", "Янис Берзиньш"); agency copy is "LETA" (Latvian) and "LETA/Straume" (Russian); the review prints the
photographer beside the critic. The Latvian lead is the first, bold paragraph of the text. Metadata: a `@graph` with a
`NewsArticle` in +02:00 and `inLanguage`; the Russian fares twin was published after midnight and its JSON-LD is in
**UTC** (22:20Z on 3 Dec = 00:20 on 4 Dec; its Latvian original is dated 3 Dec); the Latvian flu story's JSON-LD
author is the **site** (Organization) though a reporter is credited, and its Russian twin has **no JSON-LD**; the
Russian LETA twin's JSON-LD author is a **Person named "LETA"**."""

from __future__ import annotations

import json
from dataclasses import replace
from urllib.parse import quote

from common import Base, lv_date, offset, page, ru_date, story, utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.straume.test"
RU_ORIGIN = "https://rus.straume.test"
LV_ARTS = ["fares_lv", "ice_lv", "flu_lv", "review"]
RU_ARTS = ["fares_ru", "ice_ru", "flu_ru", "daugavpils"]
TWINS = {"fares_lv": "fares_ru", "ice_lv": "ice_ru", "flu_lv": "flu_ru"}
TWINS.update({v: k for k, v in list(TWINS.items())})
SEARCH_Q = "biļetes"
HL_LV = 'hreflang="lv"'
HL_RU = 'hreflang="ru"'


class Straume(Base):
    origin = ORIGIN
    name = "Straume"
    prefix = "str"
    language = "lv"
    content_type = "text/html; charset=utf-8"

    def ru(self, key: str) -> bool:
        return self.docs[key].extra.get("lang") == "ru"

    def url(self, key_or_path: str) -> str:
        if key_or_path in self.docs and self.ru(key_or_path):
            return RU_ORIGIN + self.docs[key_or_path].path
        return super().url(key_or_path)

    def href(self, key_or_path: str) -> str:
        # the two hosts link to each other absolutely, and within a host root-relatively
        here_ru = bool(self.current) and self.ru(self.current)
        if key_or_path in self.docs and self.ru(key_or_path) != here_ru:
            return self.url(key_or_path)
        return super().href(key_or_path)

    def pad_rules(self) -> list[str]:
        return css_rules(
            "str",
            [
                ".header__top",
                ".header__nav a",
                ".article__title",
                ".article__body p",
                ".article__lead",
                ".article__author",
                ".news-list__item",
                ".lang-switch a",
                ".weather-table td",
                ".footer__inner",
                ".cookie-consent",
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
                "Straume – ziņas no Latvijas un pasaules",
                "lsm-like-home",
                list=["fares_lv", "ice_lv", "flu_lv", "review"],
                more="latvija",
            )
        )
        add(
            page(
                "home_ru",
                "/",
                "home",
                "Straume – новости Латвии и мира",
                "lsm-like-home-russian-host",
                list=["fares_ru", "ice_ru", "daugavpils", "flu_ru"],
                more="ru_latvija",
                lang="ru",
            )
        )
        add(
            page(
                "latvija",
                "/zinas/latvija/",
                "section",
                "Latvijā",
                "section-front",
                list=["flu_lv", "ice_lv", "fares_lv"],
                more="latvija2",
            )
        )
        add(
            page(
                "latvija2",
                "/zinas/latvija/?page=2",
                "section",
                "Latvijā",
                "section-front-page2",
                list=["review"],
            )
        )
        add(
            page(
                "ru_latvija",
                "/novosti/latvija/",
                "section",
                "Латвия",
                "section-front-russian-host",
                list=["flu_ru", "daugavpils", "ice_ru", "fares_ru"],
                lang="ru",
            )
        )
        add(
            page(
                "tag",
                "/temas/sabiedriskais-transports/",
                "tag",
                "Sabiedriskais transports",
                "topic-page",
                list=["fares_lv"],
            )
        )
        add(
            page(
                "author",
                "/autori/ilze-kalnina/",
                "author",
                "Ilze Kalniņa",
                "author-page",
                list=["fares_lv"],
                bio="Latvijas Radio ziņu dienesta žurnāliste. Raksta par Rīgas pašvaldību, transportu un mājokļu politiku.",
            )
        )
        add(
            page(
                "search",
                "/meklet/?q=" + quote(SEARCH_Q),
                "search",
                f"Meklēšanas rezultāti: {SEARCH_Q}",
                "search-results",
                list=["fares_lv"],
            )
        )
        add(
            page(
                "weather",
                "/laika-zinas/",
                "weather",
                "Laika prognoze",
                "weather-forecast-table",
                [
                    "Sestdien, 5. decembrī, Latvijā gaidāms mākoņains laiks, vietām sniegs. Prognozi sagatavo Latvijas Vides, ģeoloģijas un meteoroloģijas centrs.",
                    "T: Pilsēta | Naktī | Dienā | Vējš | Nokrišņi",
                    "T: Rīga | −5 °C | −1 °C | DR 5 m/s | sniegs",
                    "T: Liepāja | −2 °C | +1 °C | R 8 m/s | slapjš sniegs",
                    "T: Ventspils | −3 °C | 0 °C | R 7 m/s | sniegs",
                    "T: Daugavpils | −9 °C | −4 °C | D 3 m/s | bez nokrišņiem",
                    "T: Rēzekne | −10 °C | −5 °C | D 3 m/s | bez nokrišņiem",
                    "T: Valmiera | −7 °C | −2 °C | DR 4 m/s | sniegs",
                    "Svētdien sals pastiprināsies, Latgalē naktī līdz −14 grādiem. Nākamās nedēļas vidū gaidāma atkusnis.",
                ],
            )
        )

        # --- stories: the fares twins (the Russian one after midnight, UTC JSON-LD) ------------------------------
        add(
            story(
                "fares_lv",
                "/raksts/zinas/latvija/rigas-dome-apstiprina-bilesu-cenu-kapumu-vienreizeja-bilete-maksas-180-eiro.a512345/",
                "Rīgas dome apstiprina biļešu cenu kāpumu – vienreizējā biļete maksās 1,80 eiro",
                "2026-12-03",
                offset("2026-12-03 21:40"),
                lv_date("2026-12-03 21:40"),
                ["Ilze Kalniņa"],
                [
                    "Rīgas dome ceturtdienas vakarā ar 34 balsīm apstiprināja sabiedriskā transporta biļešu cenu kāpumu. No 1. februāra vienreizējā elektroniskā biļete maksās 1,80 eiro līdzšinējo 1,50 eiro vietā.",
                    "Sēde ieilga gandrīz septiņas stundas, jo opozīcija iesniedza vairāk nekā 20 priekšlikumus, tostarp par atlaidēm pensionāriem un studentiem. Lielākā daļa priekšlikumu tika noraidīta.",
                    "Satiksmes komitejas priekšsēdētājs Artūrs Krūmiņš skaidroja, ka cenu kāpums ir nepieciešams, jo pēdējo divu gadu laikā būtiski pieaugušas degvielas, elektroenerģijas un darbinieku algu izmaksas. „Bez šī lēmuma pašvaldībai nākamgad būtu jāsamazina reisu skaits,” viņš sacīja.",
                    "## Mēnešbiļete kļūs dārgāka par pieciem eiro",
                    "Mēneša biļete visiem transporta veidiem turpmāk maksās 55 eiro, bet skolēniem un pensionāriem saglabāsies līdzšinējās atlaides. Biļete, kas nopirkta pie vadītāja, maksās trīs eiro.",
                    "Opozīcijas deputāte Laura Zariņa lēmumu nosauca par netaisnīgu. „Rīdzinieki jau tagad maksā vienu no augstākajām cenām Baltijā, bet satiksmes kvalitāte neuzlabojas,” viņa teica.",
                    "Pašvaldības uzņēmums „Rīgas satiksme” sola, ka līdz cenu kāpumam visās pieturās būs pieejami jaunie biļešu automāti, bet mobilajā lietotnē varēs iegādāties arī 90 minūšu biļeti.",
                ],
                "latvian-twin-bold-lead-programme-in-brackets",
                section="Latvijā",
                programme="Latvijas Radio",
                ld="person",
                local="2026-12-03 21:40",
                tagged=True,
            )
        )
        add(
            story(
                "fares_ru",
                "/statja/novosti/latvija/rizhskaja-duma-utverdila-povyshenie-cen-na-bilety-razovyj-bilet-budet-stoit-180-evro.a512346/",
                "Рижская дума утвердила повышение цен на билеты: разовый билет будет стоить 1,80 евро",
                "2026-12-04",
                utc("2026-12-04 00:20"),
                ru_date("2026-12-04 00:20"),
                ["Илзе Калниня"],
                [
                    "Рижская дума в четверг вечером 34 голосами утвердила повышение цен на билеты в общественном транспорте. С 1 февраля разовый электронный билет будет стоить 1,80 евро вместо нынешних 1,50 евро.",
                    "Заседание длилось почти семь часов: оппозиция внесла более 20 предложений, в том числе о скидках для пенсионеров и студентов. Большинство из них было отклонено.",
                    "Председатель комитета по сообщению Артур Круминьш пояснил, что повышение необходимо, так как за последние два года значительно выросли расходы на топливо, электроэнергию и зарплаты работников. «Без этого решения самоуправлению в следующем году пришлось бы сократить число рейсов», — сказал он.",
                    "## Проездной подорожает на пять евро",
                    "Месячный проездной на все виды транспорта будет стоить 55 евро, для школьников и пенсионеров сохранятся нынешние скидки. Билет, купленный у водителя, обойдётся в три евро.",
                    "Депутат от оппозиции Лаура Зариня назвала решение несправедливым. «Рижане и так платят одну из самых высоких цен в Балтии, а качество перевозок не улучшается», — заявила она.",
                    "Муниципальное предприятие Rīgas satiksme обещает, что к моменту повышения цен новые билетные автоматы появятся на всех остановках, а в мобильном приложении можно будет купить и 90-минутный билет.",
                ],
                "russian-twin-after-midnight-utc-jsonld-cyrillic-byline",
                section="Латвия",
                programme="Латвийское радио",
                ld="person",
                lang="ru",
                local="2026-12-04 00:20",
            )
        )
        # --- the LETA twins ---------------------------------------------------------------------------------------
        add(
            story(
                "ice_lv",
                "/raksts/zinas/latvija/daugava-pie-plavinam-veidojas-ledus-sastregums-jekabpili-gatavojas-pludiem.a512371/",
                "Daugavā pie Pļaviņām veidojas ledus sastrēgums, Jēkabpilī gatavojas plūdiem",
                "2026-12-04",
                offset("2026-12-04 10:12"),
                lv_date("2026-12-04 10:12"),
                [],
                [
                    "Daugavā lejpus Pļaviņām pēdējās diennakts laikā izveidojies aptuveni trīs kilometrus garš ledus sastrēgums, un ūdens līmenis upē Jēkabpils apkārtnē turpina celties, informē Valsts ugunsdzēsības un glābšanas dienests.",
                    "Jēkabpils novada pašvaldība sasaukusi ārkārtas komisiju un aicina zemo vietu iedzīvotājus Krustpils pusē sagatavoties iespējamai evakuācijai. Smilšu maisi iedzīvotājiem tiek izsniegti pie novada domes ēkas.",
                    "Meteorologi prognozē, ka nākamajās dienās sals pastiprināsies, tāpēc ledus sastrēgums var palielināties. Hidrologu vērtējumā ūdens līmenis Jēkabpilī var pacelties vēl par vienu metru.",
                    "Glābēji atgādina, ka uz upju un ezeru ledus šobrīd doties ir bīstami, jo tas vēl nav pietiekami biezs.",
                ],
                "agency-copy-leta",
                section="Latvijā",
                credit="LETA",
                ld="org-leta",
                local="2026-12-04 10:12",
            )
        )
        add(
            story(
                "ice_ru",
                "/statja/novosti/latvija/na-daugave-u-plavinjasa-obrazuetsja-ledovyj-zator-v-jekabpilse-gotovjatsja-k-navodneniju.a512379/",
                "На Даугаве у Плявиняс образуется ледовый затор, в Екабпилсе готовятся к наводнению",
                "2026-12-04",
                offset("2026-12-04 11:05"),
                ru_date("2026-12-04 11:05"),
                [],
                [
                    "На Даугаве ниже Плявиняс за последние сутки образовался ледовый затор длиной около трёх километров, уровень воды в районе Екабпилса продолжает расти, сообщает Государственная пожарно-спасательная служба.",
                    "Самоуправление Екабпилсского края созвало чрезвычайную комиссию и призывает жителей низменных мест в Крустпилсской части города готовиться к возможной эвакуации. Мешки с песком раздают у здания краевой думы.",
                    "Синоптики прогнозируют, что в ближайшие дни мороз усилится, поэтому затор может увеличиться. По оценке гидрологов, уровень воды в Екабпилсе может подняться ещё на метр.",
                    "Спасатели напоминают, что выходить на лёд рек и озёр сейчас опасно: он ещё недостаточно толстый.",
                ],
                "agency-copy-jsonld-person-leta",
                section="Латвия",
                credit="LETA/Straume",
                ld="person-leta",
                lang="ru",
                local="2026-12-04 11:05",
            )
        )
        # --- the flu twins ----------------------------------------------------------------------------------------
        add(
            story(
                "flu_lv",
                "/raksts/zinas/latvija/slimnicas-strauji-pieaug-gripas-pacientu-skaits.a512390/",
                "Slimnīcās strauji pieaug gripas pacientu skaits",
                "2026-12-04",
                offset("2026-12-04 14:30"),
                lv_date("2026-12-04 14:30"),
                ["Jānis Bērziņš"],
                [
                    "Gripas un citu elpceļu infekciju dēļ Latvijas slimnīcās pēdējā nedēļā stacionēti 212 pacienti, kas ir gandrīz divreiz vairāk nekā nedēļu iepriekš, liecina Slimību profilakses un kontroles centra dati.",
                    "Visvairāk pacientu ar gripu ārstējas Paula Stradiņa klīniskajā universitātes slimnīcā un Rīgas Austrumu klīniskajā universitātes slimnīcā. Vairākās reģionālajās slimnīcās jau ierobežoti plānveida pakalpojumi, lai atbrīvotu gultas.",
                    "Infektoloģe Dace Liepa skaidroja, ka šosezon dominē A tipa gripas vīruss, kas smagāk skar gados vecākus cilvēkus un hroniski slimos. „Ja ir augsta temperatūra, kas nepazeminās trīs dienas, vai elpas trūkums, nevajag gaidīt – jāsazinās ar ārstu,” viņa teica.",
                    "## Vakcinēties vēl nav par vēlu",
                    "Speciālisti aicina vakcinēties tos, kas to vēl nav izdarījuši. Valsts apmaksātā vakcīna pieejama senioriem no 65 gadu vecuma, grūtniecēm, bērniem līdz septiņu gadu vecumam un hroniski slimiem pacientiem.",
                    "Vairākas slimnīcas ieviesušas apmeklējumu ierobežojumus. Paula Stradiņa slimnīcā pacientus drīkst apmeklēt tikai viens cilvēks dienā, un apmeklētājiem jāvalkā sejas maskas.",
                ],
                "jsonld-author-is-the-site",
                section="Latvijā",
                programme="Latvijas Televīzija",
                ld="org-site",
                local="2026-12-04 14:30",
            )
        )
        add(
            story(
                "flu_ru",
                "/statja/novosti/latvija/v-bolnicah-rezko-rastet-chislo-pacientov-s-grippom.a512394/",
                "В больницах резко растёт число пациентов с гриппом",
                "2026-12-04",
                None,
                ru_date("2026-12-04 15:10"),
                ["Янис Берзиньш"],
                [
                    "Из-за гриппа и других респираторных инфекций за последнюю неделю в больницы Латвии были госпитализированы 212 пациентов, почти вдвое больше, чем неделей ранее, свидетельствуют данные Центра профилактики и контроля заболеваний.",
                    "Больше всего пациентов с гриппом лечатся в Клинической университетской больнице имени Паула Страдиня и Рижской Восточной клинической университетской больнице. В нескольких региональных больницах уже ограничены плановые услуги, чтобы освободить койки.",
                    "Инфектолог Даце Лиепа пояснила, что в этом сезоне преобладает вирус гриппа типа A, который тяжелее поражает пожилых людей и хронических больных. «Если высокая температура не снижается три дня или появилась одышка, не нужно ждать — следует связаться с врачом», — сказала она.",
                    "## Вакцинироваться ещё не поздно",
                    "Специалисты призывают вакцинироваться тех, кто ещё этого не сделал. Оплачиваемая государством вакцина доступна пожилым людям с 65 лет, беременным, детям до семи лет и хроническим больным.",
                    "В ряде больниц введены ограничения на посещения. В больнице Страдиня пациента может навещать только один человек в день, посетители должны носить маски.",
                ],
                "russian-twin-no-jsonld",
                section="Латвия",
                programme="Латвийское телевидение",
                ld="none",
                lang="ru",
                local="2026-12-04 15:10",
            )
        )
        # --- single-language stories ----------------------------------------------------------------------------
        add(
            story(
                "review",
                "/raksts/kultura/muzika/doma-kora-skolas-ziemassvetku-koncerts-klusums-kas-skan-skalak-par-erglem.a512302/",
                "Doma kora skolas Ziemassvētku koncerts – klusums, kas skan skaļāk par ērģelēm",
                "2026-12-03",
                offset("2026-12-03 19:30"),
                lv_date("2026-12-03 19:30"),
                ["Anna Ozola"],
                [
                    "Rīgas Doma kora skolas Ziemassvētku koncerts jau gadiem ir viens no galvenajiem decembra notikumiem galvaspilsētā, un trešdienas vakarā Doma baznīca atkal bija pilna līdz pēdējai vietai.",
                    "Šogad programmu veidoja galvenokārt latviešu komponistu darbi – no Emīla Dārziņa līdz pavisam jauniem skaņdarbiem, kas tapuši tieši šim koncertam. Diriģents Mārtiņš Ozoliņš izvēlējies nevis spožumu, bet klusumu un pauzes starp skaņdarbiem.",
                    "Visspēcīgākais brīdis bija jaunās komponistes Elīnas Sproģes dziesma „Sniegs pār Daugavu”, kurā zēnu koris dziedāja gandrīz čukstus, bet ērģeles ieskanējās tikai pašās beigās. Zālē valdīja tāds klusums, ka varēja dzirdēt, kā kāds pāršķir programmiņas lapu.",
                    "Ne viss izdevās vienlīdz labi. Koncerta otrajā daļā jauktais koris vietām skanēja nedaudz nesaskaņoti, un pāris populāro Ziemassvētku dziesmu apdares šķita pārāk vienkāršas salīdzinājumā ar pārējo programmu.",
                    "Tomēr kopumā šis bija viens no pārdomātākajiem skolas koncertiem pēdējos gados. Koncerts vēl būs dzirdams 12. decembrī Cēsu Svētā Jāņa baznīcā.",
                ],
                "review-kicker-critic-with-photographer",
                section="Kultūra",
                kicker="Recenzija",
                photo="Edgars Liepiņš",
                ld="person",
                local="2026-12-03 19:30",
            )
        )
        add(
            story(
                "daugavpils",
                "/statja/novosti/latvija/v-daugavpilse-otkrojut-novyj-punkt-obogreva-dlja-bezdomnyh.a512380/",
                "В Даугавпилсе откроют новый пункт обогрева для бездомных",
                "2026-12-04",
                offset("2026-12-04 12:45"),
                ru_date("2026-12-04 12:45"),
                ["Дмитрий Петров"],
                [
                    "Даугавпилсская дума решила открыть в районе Гаёк второй пункт обогрева для людей без определённого места жительства. Он начнёт работать с 10 декабря и будет открыт круглосуточно до конца марта.",
                    "По словам руководителя социальной службы города Ирины Ковалёвой, в прошлую зиму единственный пункт обогрева на улице Виенибас был переполнен почти каждую ночь. «В сильные морозы к нам приходили до 60 человек, а мест было всего 35», — рассказала она.",
                    "В новом пункте будет 40 спальных мест, душ и возможность получить горячую еду. Помещение находится в здании бывшей школы, ремонт которого обошёлся самоуправлению примерно в 80 тысяч евро.",
                    "Социальная служба также напоминает, что жители могут сообщить о замерзающих людях по телефону муниципальной полиции. Патрули в морозные ночи будут дополнительно проверять парки, остановки и подъезды.",
                ],
                "russian-only-byline-with-city",
                section="Латвия",
                city="Даугавпилс",
                photo_ru="LETA",
                ld="person",
                lang="ru",
                local="2026-12-04 12:45",
            )
        )

    # --- templates -----------------------------------------------------------------------------------------------

    def lang(self, doc: Doc) -> str:
        return doc.extra.get("lang", "lv")

    def date_of(self, doc: Doc) -> str:
        return ru_date(doc.extra["local"]) if self.lang(doc) == "ru" else lv_date(doc.extra["local"])

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        ru = self.lang(doc) == "ru"
        out = [
            f"<title>{esc(doc.title)} / Straume</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
        ]
        twin = TWINS.get(doc.key)
        if twin:
            out.append(f'<link rel="alternate" hreflang="{self.lang(doc)}" href="{esc(url)}">')
            out.append(f'<link rel="alternate" hreflang="{self.lang(self.docs[twin])}" href="{esc(self.url(twin))}">')
        elif doc.key in ("home", "home_ru"):
            out.append(f'<link rel="alternate" hreflang="lv" href="{ORIGIN}/">')
            out.append(f'<link rel="alternate" hreflang="ru" href="{RU_ORIGIN}/">')
        out += [
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Straume">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:locale" content="{"ru_RU" if ru else "lv_LV"}">',
        ]
        if not doc.is_article or doc.extra["ld"] == "none":
            return "\n".join(out)
        mode = doc.extra["ld"]
        if mode == "person":
            author: object = [{"@type": "Person", "name": a} for a in doc.authors]
        elif mode == "person-leta":
            author = [{"@type": "Person", "name": "LETA"}]
        elif mode == "org-leta":
            author = [{"@type": "Organization", "name": "LETA"}]
        else:
            author = [{"@type": "Organization", "name": "Straume", "url": ORIGIN}]
        graph = {
            "@context": "https://schema.org",
            "@graph": [
                {"@type": "WebPage", "@id": url, "url": url, "name": doc.title, "inLanguage": self.lang(doc)},
                {
                    "@type": "NewsArticle",
                    "@id": url + "#article",
                    "isPartOf": {"@id": url},
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": author,
                    "publisher": {"@type": "NewsMediaOrganization", "name": "Straume", "url": ORIGIN},
                    "inLanguage": self.lang(doc),
                    "articleSection": doc.section,
                    "thumbnailUrl": f"https://img.straume.test/{doc.path.rsplit('.a', 1)[-1].strip('/')}/1200x630.jpg",
                },
            ],
        }
        out.append(f'<script type="application/ld+json">{json.dumps(graph, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        ru = self.lang(doc) == "ru"
        if ru:
            nav_items = (
                ("ru_latvija", "Латвия"),
                ("/novosti/mir/", "В мире"),
                ("/novosti/ekonomika/", "Экономика"),
                ("/kultura/", "Культура"),
                ("/sport/", "Спорт"),
                ("weather", "Погода"),
            )
        else:
            nav_items = (
                ("latvija", "Latvijā"),
                ("/zinas/pasaule/", "Pasaulē"),
                ("/zinas/ekonomika/", "Ekonomika"),
                ("/kultura/", "Kultūra"),
                ("/sports/", "Sports"),
                ("weather", "Laika ziņas"),
            )
        nav = "".join(f"<li>{self.a(k, t, 'nav')}</li>" for k, t in nav_items)
        twin = TWINS.get(doc.key)
        if twin:
            other = twin
        elif doc.key == "ru_latvija":
            other = "latvija"
        else:
            other = "home" if ru else "home_ru"
        switch = (
            f'<div class="lang-switch">{self.a(other, "LAT", "nav", HL_LV)} <span class="active">RUS</span> <a href="https://eng.straume.test/">ENG</a></div>'
            if ru
            else f'<div class="lang-switch"><span class="active">LAT</span> {self.a(other, "RUS", "nav", HL_RU)} <a href="https://eng.straume.test/">ENG</a></div>'
        )
        arts = RU_ARTS if ru else LV_ARTS
        popular = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in arts if k != doc.key)
        home = "home_ru" if ru else "home"
        if ru:
            cookie = "Мы используем файлы cookie, чтобы улучшить работу сайта и показывать релевантную рекламу."
            footer = f'<a href="{ORIGIN}/par-mums/">О нас</a> · <a href="/kontakty/">Контакты</a> · <a href="/konfidencialnost/">Конфиденциальность</a> · <a href="/rss/">RSS</a>'
            popular_h = "Самое читаемое"
        else:
            cookie = "Mēs izmantojam sīkdatnes, lai uzlabotu vietnes darbību un rādītu jums atbilstošu reklāmu."
            footer = f'<a href="/par-mums/">Par mums</a> · <a href="/kontakti/">Kontakti</a> · <a href="/privatuma-politika/">Privātuma politika</a> · <a href="/rss/">RSS</a> · {self.a("search", "Populārākais meklējums: biļetes", "footer")}'
            popular_h = "Lasītākie"
        return f"""<!DOCTYPE html>
<html lang="{self.lang(doc)}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<link rel="stylesheet" href="/assets/css/app.min.css?v=2026.48">
<style>/*PAD*/</style>
<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{'gtm.start':new Date().getTime(),event:'gtm.js'}});}})(window,document,'script','dataLayer','GTM-STR26');</script>
</head>
<body class="{"rus" if ru else "lat"} page-{doc.kind}">
<header class="header">
<div class="header__top">{switch}<a class="header__login" href="https://konts.straume.test/">{"Войти" if ru else "Ienākt"}</a></div>
<div class="header__logo">{self.a(home, "Straume", "nav")}</div>
<nav class="header__nav"><ul>{nav}</ul></nav>
</header>
<div class="banner banner--top" id="adoceanstrxxxyytb" data-placement="top"></div>
<div class="page">
<main class="page__main">
{main}
</main>
<aside class="page__aside"><div class="popular"><h3>{popular_h}</h3><ol>{popular}</ol></div><div class="banner banner--side" id="adoceanstrxxxyyside"></div></aside>
</div>
<footer class="footer"><div class="footer__inner">{footer}<p>© 2026 Straume. {"Использование материалов разрешено только со ссылкой на источник." if ru else "Materiālu izmantošana atļauta tikai ar atsauci uz avotu."}</p></div></footer>
<div class="cookie-consent" role="dialog"><p>{cookie}</p><button>{"Принять" if ru else "Piekrītu"}</button></div>
<script src="/assets/js/app.min.js?v=2026.48" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        ru = self.lang(doc) == "ru"
        kicker = f'<span class="article__kicker">{esc(doc.extra["kicker"])}</span> ' if doc.extra.get("kicker") else ""
        parts = []
        for a in doc.authors:
            name = self.a("author", a, "byline") if a == "Ilze Kalniņa" else esc(a)
            prog = f" ({esc(doc.extra['programme'])})" if doc.extra.get("programme") else ""
            city = f", {esc(doc.extra['city'])}" if doc.extra.get("city") else ""
            parts.append(f"{name}{prog}{city}")
        if doc.extra.get("credit"):
            parts.append(esc(doc.extra["credit"]))
        photo = ""
        if doc.extra.get("photo"):
            photo = f'<span class="article__photo">Foto: {esc(doc.extra["photo"])}</span>'
        author = f'<span class="article__author">{", ".join(parts)}</span>'
        # the Latvian lead is the first paragraph of the text, in bold
        lead = f'<p class="article__lead"><strong>{self.inline(doc.blocks[0][1])}</strong></p>'
        body = self.blocks(replace(doc, blocks=doc.blocks[1:]))
        if doc.extra.get("photo"):
            fig_credit = f"Foto: {doc.extra['photo']}"
        elif doc.extra.get("photo_ru"):
            fig_credit = f"Фото: {doc.extra['photo_ru']}"
        else:
            fig_credit = "Фото: Straume" if ru else "Foto: LETA"
        twin = TWINS.get(doc.key)
        twin_note = ""
        if twin:
            twin_note = (
                f'<div class="article__twin">{self.a(twin, "Lasīt latviski", "related", HL_LV)}</div>'
                if ru
                else f'<div class="article__twin">{self.a(twin, "Читать на русском", "related", HL_RU)}</div>'
            )
        tags = ""
        if doc.extra.get("tagged"):
            tags = f'<div class="article__tags">{self.a("tag", "sabiedriskais transports", "tag")} <a href="/temas/riga/">Rīga</a> <a href="/temas/rigas-dome/">Rīgas dome</a></div>'
        same_lang = [k for k in (RU_ARTS if ru else LV_ARTS) if k != doc.key]
        more = "".join(
            f'<li class="news-list__item">{self.a(k, self.docs[k].title, "related")}</li>' for k in same_lang
        )
        section_key = "ru_latvija" if ru else ("latvija" if doc.section == "Latvijā" else "")
        section = (
            self.a(section_key, doc.section, "breadcrumb")
            if section_key
            else f'<a href="/kultura/">{esc(doc.section)}</a>'
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="article" data-id="{doc.path.rsplit(".a", 1)[-1].strip("/")}">
<div class="article__breadcrumbs">{self.a("home_ru" if ru else "home", "Главная" if ru else "Sākums", "breadcrumb")} / {section}</div>
<h1 class="article__title">{kicker}{esc(doc.title)}</h1>
<div class="article__info"><span class="article__date">{doc.stamp}</span> {author} {photo}</div>
<div class="article__share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://x.com/share?url={u}">X</a> <a href="https://www.draugiem.lv/say/ext/add.php?link={u}">Draugiem</a></div>
<figure class="article__image"><img src="https://img.straume.test/{doc.path.rsplit(".a", 1)[-1].strip("/")}/1200x630.jpg" alt="" width="1200" height="630"><figcaption>{esc(fig_credit)}</figcaption></figure>
<div class="article__body">
{lead}
{body}
</div>
{twin_note}
{tags}
<div class="article__comments"><a href="{esc(doc.path)}#comments">{"Комментарии" if ru else "Komentāri"}</a></div>
</article>
<section class="news-list"><h3>{"Другие новости" if ru else "Citas ziņas"}</h3><ul>{more}</ul></section>"""

    def listing_main(self, doc: Doc) -> str:
        ru = self.lang(doc) == "ru"
        cards = "".join(
            f'<div class="news-list__item"><img src="https://img.straume.test/{self.docs[k].path.rsplit(".a", 1)[-1].strip("/")}/400x225.jpg" alt="" loading="lazy">'
            f"<h2>{self.a(k, self.docs[k].title, 'content')}</h2><p>{esc(self.lede(self.docs[k]))}</p>"
            f'<span class="news-list__date">{self.date_of(self.docs[k])}</span></div>'
            for k in doc.extra["list"]
        )
        head = f"<h1>{esc(doc.title)}</h1>"
        extra = ""
        if doc.kind == "author":
            head = f'<div class="author-card"><img src="https://img.straume.test/autori/ilze-kalnina.jpg" alt="" width="120" height="120"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
            extra = '<div class="news-list__item"><a href="/raksts/zinas/latvija/rigas-satiksme-ieviesis-jaunu-mobilo-lietotni.a511208/">“Rīgas satiksme” ievieš jaunu mobilo lietotni</a><span class="news-list__date">2026. gada 19. novembris, 09:40</span></div>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/meklet/"><input name="q" value="{esc(SEARCH_Q)}"><button>Meklēt</button></form><p>Atrasts 1 raksts</p>'
        elif doc.key in ("home", "home_ru"):
            head = f'<h1 class="sr-only">{esc(doc.title)}</h1>'
            if doc.key == "home":
                extra = f'<section class="widgets">{self.a("weather", "Laika prognoze: Rīgā −1 °C", "content")} · {self.a("tag", "Tēma: sabiedriskais transports", "content")}</section>'
            else:
                extra = f'<section class="widgets">{self.a("daugavpils", "Даугавпилс: пункт обогрева", "content")}</section>'
        pager = ""
        if doc.key == "latvija":
            pager = f'<nav class="pagination"><span class="current">1</span> {self.a("latvija2", "2", "pagination")} {self.a("latvija2", "Nākamā »", "pagination")}</nav>'
        elif doc.key == "latvija2":
            pager = f'<nav class="pagination">{self.a("latvija", "« Iepriekšējā", "pagination")} {self.a("latvija", "1", "pagination")} <span class="current">2</span></nav>'
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("latvija", "Visas ziņas no Latvijas", "content")}</div>'
        elif doc.key == "home_ru":
            pager = f'<div class="more">{self.a("ru_latvija", "Все новости Латвии", "content")} · <a href="/novosti/latvija/?page=2">Ещё</a></div>'
        return f'<section class="listing listing--{doc.kind}{" listing--ru" if ru else ""}">{head}<div class="news-list">{cards}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "weather":
            return f'<section class="weather"><h1>{esc(doc.title)}</h1><div class="weather-table">\n{html}\n</div><p class="weather__source">Avots: LVĢMC</p><p><a href="{RU_ORIGIN}/pogoda/">Погода на русском</a></p></section>'
        return f'<section class="static"><h1>{esc(doc.title)}</h1>\n{html}\n</section>'
