# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; dashes, quotes and Cyrillic letters are the languages' own)
"""Палескі веснік: a Belarusian regional paper on Umbraco 8 (ASP.NET MVC: umb-grid sections, grid rows and rte
cells, /media/NNNN/x.jpg?anchor=center&mode=crop image URLs, ufprt and __RequestVerificationToken form fields,
/naviny/YYYY/MM/slug/ story URLs, query-string page 2, tag and search URLs), UTF-8. Metadata: og and NewsArticle
JSON-LD on most stories; the news list pages inherit the NewsArticle JSON-LD partial (with the node's 2019 create
date); one feature is typed og:type=website and WebPage; the culture doc type has no SEO partial at all."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

TAG = "/naviny/?tag=" + quote("паводка")
SEARCH = "/poshuk/?q=" + quote("мост")


class Vesnik(Base):
    origin = "https://www.paleskivesnik.test"
    name = "Палескі веснік"
    prefix = "pv"
    language = "be"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pv",
            [
                ".umb-grid",
                ".grid-section",
                ".row",
                ".column",
                ".site-header",
                ".main-nav",
                ".article-meta",
                ".news-item",
                ".site-footer",
                ".breadcrumb",
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
                "Палескі веснік",
                "umbraco-home-grid",
                list=["foto", "brief", "budget", "pchalar", "pavodka", "vystava"],
            )
        )
        add(
            page(
                "naviny",
                "/naviny/",
                "section",
                "Навіны",
                "umbraco-newslist-with-newsarticle-ld",
                list=["foto", "brief", "budget", "pchalar", "pavodka"],
                more="naviny2",
                ld=True,
            )
        )
        add(
            page(
                "naviny2",
                "/naviny/?page=2",
                "section",
                "Навіны",
                "umbraco-newslist-page-2-newsarticle-ld",
                list=["vystava", "valei"],
                prev="naviny",
                ld=True,
                old=["/naviny/2026/11/remont-vakzala/", "/naviny/2026/11/kirmash-u-lunincy/"],
            )
        )
        add(
            page(
                "tag",
                TAG,
                "tag",
                "Тэг: паводка",
                "umbraco-tag-query",
                list=["pavodka", "brief"],
                old=["/naviny/2026/04/vada-u-pinsku/"],
            )
        )
        add(page("poshuk", SEARCH, "search", "Пошук: мост", "umbraco-search-query", list=["brief", "valei"]))
        add(
            story(
                "budget",
                "/naviny/2026/12/biudzhet-2027/",
                "Гарадскі савет зацвердзіў бюджэт на 2027 год",
                "2026-12-01",
                "2026-12-01T09:40:00+03:00",
                "1 снежня 2026, 09:40",
                ["Алеся Карпенка", "Мікола Шыдлоўскі"],
                [
                    "Пінскі гарадскі савет дэпутатаў на сесіі ў панядзелак зацвердзіў бюджэт горада на 2027 год. Даходы плануюцца ў памеры 214 мільёнаў рублёў, што на 6 працэнтаў больш, чым сёлета.",
                    "Больш за палову выдаткаў пойдзе на адукацыю і ахову здароўя. Асобным радком прадугледжаны сродкі на рамонт набярэжнай Піны і на новы пешаходны мост да Ляшчынскага мікрараёна.",
                    "Старшыня планова-бюджэтнай камісіі Тамара Ляўчук растлумачыла, што горад упершыню за пяць гадоў павялічвае выдаткі на вулічнае асвятленне. «Жыхары Кастрычніцкага раёна скардзіліся на цёмныя вуліцы, і мы гэтыя скаргі пачулі», — сказала яна.",
                    "## Што застанецца без грошай",
                    "Рэканструкцыю стадыёна «Валга» давядзецца зноў адкласці. Дэпутат Павел Сініца прапанаваў перанесці на яе частку сродкаў з рамонту адміністрацыйных будынкаў, але прапанова не набрала большасці.",
                    "Бюджэт прыняты 27 галасамі пры трох устрымаўшыхся. Дакумент будзе апублікаваны на сайце гарвыканкама да 15 снежня.",
                ],
                "two-authors-i",
                byline="Алеся Карпенка і Мікола Шыдлоўскі",
                rubric="Улада",
            )
        )
        add(
            story(
                "pchalar",
                "/naviny/2026/11/pchalar-z-lahishyna/",
                "Пчаляр з Лагішына: «Пчолы адчуваюць зіму раней за нас»",
                "2026-11-30",
                "2026-11-30T11:15:00+03:00",
                "30 лістапада 2026, 11:15",
                ["Вольга Марчук"],
                [
                    "Уладзімір Крот трымае сорак вулляў на ўскрайку Лагішына і прадае мёд на пінскім рынку з 1998 года. Мы пагаварылі з ім пра кепскі сезон і пра тое, чаму маладыя не ідуць у пчалярства.",
                    "Q: Які быў гэты год для пчаляроў? || Цяжкі. Вясна была халодная, а ў ліпені тры тыдні ішлі дажджы якраз тады, калі цвіла ліпа. Я сабраў менш за палову звычайнага ўраджаю.",
                    "Q: Як пчолы перажываюць такую восень? || Яны разумнейшыя за нас. Ужо ў верасні яны зацягнулі летак прополісам, значыць, чакалі ранняй зімы. Я іх падкарміў цукровым сіропам і ўцяпліў вуллі.",
                    "Q: Ці дорага цяпер мёд? || На рынку літровы слоік каштуе 25–30 рублёў. Людзі наракаюць, але калі палічыць, колькі працы і цукру пайшло, гэта сумленная цана.",
                    "Q: Чаму мала маладых пчаляроў? || Гэта справа на ўсё жыццё, а вынік бачыш толькі праз некалькі гадоў. Але сёлета ў мяне вучыліся двое хлопцаў з каледжа, і адзін ужо купіў свае першыя тры вуллі.",
                ],
                "qa-interview",
                byline="Гутарыла Вольга Марчук",
                rubric="Людзі",
            )
        )
        add(
            story(
                "brief",
                "/naviny/2026/12/rukh-na-mostse/",
                "На мосце праз Піну абмяжуюць рух",
                "2026-12-02",
                "2026-12-02T08:05:00+03:00",
                "2 снежня 2026, 08:05",
                [],
                [
                    "З 3 па 6 снежня на мосце праз Піну па вуліцы Першамайскай будзе адкрыта толькі адна паласа ў кожным кірунку. Рабочыя заменяць дэфармацыйныя швы; аўтобусы будуць хадзіць па звычайных маршрутах.",
                    "SIGN: Крыніца: агенцтва «Палессе-Інфа»",
                ],
                "agency-brief",
                rubric="Горад",
            )
        )
        add(
            story(
                "pavodka",
                "/naviny/2026/11/pinsk-rykhtuetstsa-da-pavodki/",
                "Як Пінск рыхтуецца да вясновай паводкі",
                "2026-11-27",
                "2026-11-27T16:30:00+03:00",
                "27 лістапада 2026, 16:30",
                ["Андрэй Лаўрыновіч"],
                [
                    "Пасля паводкі 2026 года, калі вада ў Піне паднялася вышэй за крытычную адзнаку на 42 сантыметры, гарадскія службы вырашылі не чакаць вясны. Ужо гэтай восенню на Загараддзі пачалі ўмацоўваць дамбу.",
                    "Работы ідуць на адрэзку даўжынёй два кіламетры паміж вёскай Кашэвічы і гарадскімі агародамі. Насып падымаюць на метр і ўмацоўваюць геатэкстылем. Кошт праекта — 3,4 мільёна рублёў.",
                    "«Летась мы страцілі тры тыдні, бо не было дзе ўзяць пясок, — кажа начальнік раённага аддзела па надзвычайных сітуацыях Віктар Зуй. — Цяпер запас на складзе ёсць, і мы ведаем, дзе вада прарываецца першай».",
                    "## Што рабіць жыхарам",
                    "Выратавальнікі раяць уладальнікам дач у поймах ужо цяпер вывезці ўсё каштоўнае з падвалаў і праверыць, ці ёсць у іх лодка або магчымасць хутка выехаць. У красавіку на вуліцах Загараддзя зноў будзе працаваць сістэма гукавога апавяшчэння.",
                    "Ва ўправе меліярацыйных сістэм кажуць, што сёлетняя восень была сухой, таму вясновы ўзровень вады можа быць ніжэйшы, чым летась. Але прагнозы, папярэджваюць спецыялісты, будуць вядомыя толькі ў сакавіку.",
                    "Жыхары Кашэвіч тым часам сабралі подпісы пад просьбай пракласці ў вёску дарогу па дамбе. Цяпер у час паводкі яна застаецца адрэзанай ад горада на тыдзень і больш.",
                ],
                "updated-og-website-webpage-ld",
                byline="Андрэй Лаўрыновіч",
                rubric="Горад",
                updated="1 снежня 2026, 12:20",
                og_type="website",
                ld_type="WebPage",
            )
        )
        add(
            story(
                "valei",
                "/naviny/2026/11/valeibalistki-u-paufinale/",
                "Пінскія валейбалісткі выйшлі ў паўфінал кубка",
                "2026-11-29",
                "2026-11-29T21:50:00+03:00",
                "29.11.2026",
                ["Сяргей Гардзей"],
                [
                    "Жаночая каманда «Палессе» ў нядзелю абыграла «Гомельчанку» з лікам 3:1 і ўпершыню за сем гадоў выйшла ў паўфінал кубка краіны. Паўфінальны матч пройдзе ў Пінску 12 снежня."
                ],
                "short-sport-brief-with-author",
                byline="Сяргей Гардзей",
                rubric="Спорт",
            )
        )
        add(
            story(
                "vystava",
                "/naviny/2026/11/vystava-vyshyvanak/",
                "У краязнаўчым музеі адкрылася выстава вышыванак",
                "2026-11-28",
                None,
                "28 лістапада 2026",
                ["Ганна Ярмоленка"],
                [
                    "Больш за сто вышытых кашуль, ручнікоў і абрусаў з вёсак Пінскага раёна паказвае з суботы Музей беларускага Палесся. Найстарэйшаму экспанату — ручніку з Дабраслаўкі — каля 150 гадоў.",
                    "Большасць рэчаў прынеслі самі жыхары. «Мы абвясцілі збор у траўні і не чакалі такога водгуку, — кажа куратарка выставы Ніна Гарбачэўская. — Некаторыя прыязджалі з цэлымі скрынямі бабулінага пасагу».",
                    "Асобная зала прысвечана чырвона-чорнаму арнаменту, які даследчыкі лічаць характэрным для Прыпяцкага Палесся. Побач паказваюць фотаздымкі 1930-х гадоў, на якіх гэтыя кашулі яшчэ носяць на кірмашах.",
                    "Выстава працуе да 28 лютага. Па суботах майстрыхі праводзяць для дзяцей заняткі па вышыўцы.",
                ],
                "no-metadata-at-all",
                byline="Ганна Ярмоленка",
                rubric="Культура",
                bare=True,
            )
        )
        add(
            story(
                "foto",
                "/naviny/2026/12/pershy-snieh/",
                "Фотарэпартаж: першы снег над Пінай",
                "2026-12-02",
                "2026-12-02T00:20:00+03:00",
                "2 снежня 2026, 00:20",
                ["Ігар Бабровіч"],
                [
                    "FIG: Заснежаная набярэжная | Набярэжная Піны ў першую снежную ноч.",
                    "FIG: Езуіцкі калегіум пад снегам | Езуіцкі калегіум а палове дванаццатай ночы.",
                    "Першы снег у Пінску выпаў у аўторак увечары, на два тыдні пазней, чым звычайна.",
                ],
                "photo-story-near-midnight",
                byline="Фота: Ігар Бабровіч",
                rubric="Горад",
            )
        )
        add(
            page(
                "rasklad",
                "/rasklad-autobusau/",
                "schedule",
                "Расклад прыгарадных аўтобусаў",
                "timetable-with-prose",
                [
                    "З 1 снежня Пінскі аўтапарк перайшоў на зімовы расклад. Рэйсы ў садовыя таварыствы адменены да красавіка, а аўтобусы ў Лагішын і Камень ходзяць радзей. Ніжэй — адпраўленні з аўтавакзала ў працоўныя дні.",
                    'RAW:<table class="table timetable"><thead><tr><th>Маршрут</th><th>Адпраўленне</th><th>Заўвагі</th></tr></thead><tbody><tr><td>Пінск — Лагішын</td><td>06:10, 09:45, 13:20, 17:35</td><td>у нядзелю без рэйса 06:10</td></tr><tr><td>Пінск — Камень</td><td>07:00, 12:15, 18:05</td><td></td></tr><tr><td>Пінск — Дабраслаўка</td><td>06:40, 14:30</td><td>праз Ласіцк</td></tr><tr><td>Пінск — Кашэвічы</td><td>08:20, 16:50</td><td>пры паводцы не ходзіць</td></tr><tr><td>Пінск — Лунінец</td><td>05:55, 10:10, 15:40, 19:20</td><td>экспрэс 10:10</td></tr></tbody></table>',
                    "Квіткі можна набыць у касе аўтавакзала, у кіроўцы або ў мабільным дадатку. Пенсіянеры ездзяць бясплатна ў межах раёна пры наяўнасці пасведчання.",
                    "Расклад можа змяняцца ў святочныя дні. Даведкі па тэлефоне 114 з 6:00 да 22:00.",
                ],
            )
        )
        add(
            page(
                "kirmash",
                "/padzei/kaliadny-kirmash-2026/",
                "events",
                "Каляды на Палессі: кірмаш рамёстваў",
                "event-page-long-description",
                [
                    'RAW:<dl class="event-facts"><dt>Калі</dt><dd>19–20 снежня 2026, 10:00–18:00</dd><dt>Дзе</dt><dd>плошча Леніна, Пінск</dd><dt>Уваход</dt><dd>вольны</dd><dt>Арганізатар</dt><dd>Пінскі раённы цэнтр рамёстваў</dd></dl>',
                    "Штогадовы калядны кірмаш збірае на галоўнай плошчы горада майстроў з усяго Палесся. Сёлета свае вырабы прывязуць больш за шэсцьдзесят рамеснікаў: ганчары з Гарадной, ткачыхі з Моталя, разьбяры з Давыд-Гарадка і пячэнікі з Дабраслаўкі.",
                    "У праграме — майстар-класы па выпяканні калядных пернікаў і пляценні саламяных павукоў, выступленні фальклорных гуртоў і калядоўшчыкаў, лялечны батлейка-тэатр для дзяцей. Увечары 19 снежня на плошчы запаляць ілюмінацыю, а 20 снежня адбудзецца конкурс на найлепшую калядную зорку.",
                    "Удзельнікі кірмашу могуць падаць заяўку ў цэнтр рамёстваў да 12 снежня. Месца на кірмашы бясплатнае, стол і намёт арганізатары даюць напракат.",
                ],
            )
        )
        add(
            page(
                "vakansia",
                "/vakansii/karektar/",
                "jobs",
                "Вакансія: карэктар (поўная занятасць)",
                "job-ad",
                [
                    "Рэдакцыя «Палескага весніка» шукае карэктара ў штат. Праца ў офісе на вуліцы Леніна, магчымы два дні ў тыдзень аддалена.",
                    "## Абавязкі",
                    "- вычытка матэрыялаў газеты і сайта на беларускай і рускай мовах;",
                    "- праверка імёнаў, лічбаў і назваў па даведніках;",
                    "- удзел у вёрстцы штотыднёвага друкаванага нумара.",
                    "## Што мы чакаем",
                    "Вышэйшую філалагічную адукацыю, уважлівасць і гатоўнасць працаваць у чацвер да позняга вечара, калі нумар здаецца ў друк. Досвед у рэдакцыі будзе перавагай.",
                    "## Умовы",
                    "Заработная плата ад 1 400 рублёў, поўны сацыяльны пакет, 24 дні адпачынку. Рэзюмэ дасылайце да 20 снежня на адрас kadry@paleskivesnik.test з паметкай «Карэктар».",
                ],
            )
        )
        add(
            page(
                "padpiska",
                "/padpiska/",
                "subscribe",
                "Падпіска на газету",
                "subscribe",
                [
                    "Друкаваны «Палескі веснік» выходзіць па чацвяргах. Падпісацца можна ў любым аддзяленні пошты або на сайце.",
                    'RAW:<table class="table prices"><tr><th>Тэрмін</th><th>Друкаваная</th><th>Электронная</th></tr><tr><td>1 месяц</td><td>9,80 р.</td><td>5,00 р.</td></tr><tr><td>3 месяцы</td><td>28,50 р.</td><td>14,00 р.</td></tr><tr><td>12 месяцаў</td><td>108,00 р.</td><td>50,00 р.</td></tr></table>',
                    "Падпісны індэкс 63251. Для пенсіянераў і студэнтаў дзейнічае зніжка 20 працэнтаў.",
                ],
            )
        )
        add(
            page(
                "pranas",
                "/pra-nas/",
                "about",
                "Пра нас",
                "about-staff",
                [
                    "«Палескі веснік» выдаецца ў Пінску з 1992 года. Мы пішам пра Пінск, Пінскі і Лунінецкі раёны.",
                    "## Рэдакцыя",
                    "- Галоўная рэдактарка — Алеся Карпенка",
                    "- Намеснік — Мікола Шыдлоўскі",
                    "- Карэспандэнты — Вольга Марчук, Андрэй Лаўрыновіч, Ганна Ярмоленка, Сяргей Гардзей",
                    "- Фотакарэспандэнт — Ігар Бабровіч",
                    "Адрас: 225710, г. Пінск, вул. Леніна, 34. Тэлефон прыёмнай: +375 165 55-01-00.",
                ],
            )
        )
        add(
            page(
                "palityka",
                "/palityka-kanfidencyjnasci/",
                "policy",
                "Палітыка канфідэнцыйнасці",
                "policy-updated-date",
                [
                    "Абноўлена: 12 сакавіка 2026 г.",
                    "Гэтая палітыка тлумачыць, якія персанальныя даныя збірае сайт paleskivesnik.test, навошта і як доўга іх захоўвае.",
                    "## Якія даныя мы збіраем",
                    "Пры падпісцы на рассылку — адрас электроннай пошты. Пры афармленні падпіскі на газету — імя, паштовы адрас і тэлефон. Сервер аўтаматычна запісвае IP-адрас і тып браўзера.",
                    "## Файлы cookie",
                    "Сайт выкарыстоўвае неабходныя cookie для працы формаў і, з вашай згоды, аналітычныя cookie. Іх можна адключыць у наладах браўзера.",
                    "## Тэрмін захоўвання",
                    "Даныя падпісчыкаў захоўваюцца, пакуль дзейнічае падпіска, і яшчэ год пасля яе заканчэння. Журналы сервера выдаляюцца праз 90 дзён.",
                    "## Вашы правы",
                    "Вы можаце запатрабаваць доступу да сваіх даных, іх выпраўлення або выдалення, напісаўшы на privacy@paleskivesnik.test.",
                ],
            )
        )

    # templates
    def head_meta(self, doc: Doc) -> str:
        if doc.extra.get("bare"):
            return ""
        url = self.url(doc.key)
        og = doc.extra.get("og_type", "article" if doc.is_article else "website")
        out = [
            f'<meta property="og:type" content="{og}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Палескі веснік">',
            f'<link rel="canonical" href="{esc(url)}">',
        ]
        ld = None
        if doc.is_article:
            ld = {
                "@context": "https://schema.org",
                "@type": doc.extra.get("ld_type", "NewsArticle"),
                "headline": doc.title,
                "url": url,
            }
            if ld["@type"] == "NewsArticle":
                ld["datePublished"] = doc.iso
                ld["author"] = [{"@type": "Person", "name": a} for a in doc.authors] or {
                    "@type": "Organization",
                    "name": "Палессе-Інфа",
                }
            if og == "article":
                out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        elif doc.extra.get("ld"):
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "url": url,
                "datePublished": "2019-04-02T10:12:44+03:00",
                "dateModified": "2026-12-02T08:05:00+03:00",
                "author": {"@type": "Organization", "name": "Палескі веснік"},
            }
        if ld:
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'chrome:nav')}</li>"
            for k, t in (
                ("home", "Галоўная"),
                ("naviny", "Навіны"),
                ("kirmash", "Афіша"),
                ("rasklad", "Расклад аўтобусаў"),
                ("padpiska", "Падпіска"),
                ("pranas", "Пра нас"),
            )
        )
        token = "CfDJ8" + "".join(
            "abcdefghijkLMNOPQRSTuvwxyz0123456789"[(i * 7 + len(doc.key)) % 36] for i in range(60)
        )
        return f"""<!DOCTYPE html>
<html lang="be">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} | Палескі веснік</title>
{self.head_meta(doc)}
<link rel="stylesheet" href="/css/bootstrap.min.css?v=4.6.2">
<link rel="stylesheet" href="/css/site.css?v=20261118">
<style>/*PAD*/</style>
</head>
<body class="doc-{doc.kind}">
<header class="site-header"><div class="container"><div class="row"><div class="col-md-4">{self.a("home", "Палескі веснік", "chrome:header", 'class="logo"', '<img src="/media/1001/logo-vesnik.svg" alt="Палескі веснік">')}</div>
<div class="col-md-8"><form class="search-form" action="/poshuk/" method="get"><input type="search" name="q" placeholder="Пошук па сайце"><button type="submit">Шукаць</button></form></div></div>
<nav class="main-nav"><ul class="nav">{nav}</ul></nav></div></header>
<main id="main" class="container">
{main}
</main>
<footer class="site-footer"><div class="umb-grid"><div class="grid-section"><div class="container"><div class="row clearfix"><div class="col-md-4 column"><p>© 1992–2026 «Палескі веснік». Пры выкарыстанні матэрыялаў спасылка абавязковая.</p></div>
<div class="col-md-4 column"><ul><li>{self.a("palityka", "Палітыка канфідэнцыйнасці", "chrome:footer")}</li><li>{self.a("vakansia", "Вакансіі", "chrome:footer")}</li><li>{self.a("/reklama/", "Рэклама", "chrome:footer")}</li></ul></div>
<div class="col-md-4 column"><form action="{esc(self.href(doc.key))}" method="post" class="newsletter"><label>Рассылка навін</label><input type="email" name="Email"><input name="__RequestVerificationToken" type="hidden" value="{token}"><input name="ufprt" type="hidden" value="{token[::-1]}"><button type="submit">Падпісацца</button></form>
<p>Папулярна: {self.a("poshuk", "мост", "chrome:footer")}, {self.a("tag", "паводка", "chrome:footer")}</p></div></div></div></div></div></footer>
<script src="/scripts/jquery-3.7.1.min.js"></script>
<script src="/App_Plugins/UmbracoForms/Assets/umbracoforms.min.js"></script>
</body>
</html>
"""

    def crumbs(self, doc: Doc) -> str:
        mid = f" / {self.a('naviny', 'Навіны', 'chrome:breadcrumb')}" if doc.is_article else ""
        return f'<ol class="breadcrumb"><li>{self.a("home", "Галоўная", "chrome:breadcrumb")}{mid}</li><li class="active">{esc(doc.title)}</li></ol>'

    def grid(self, inner: str) -> str:
        return f'<div class="umb-grid"><div class="grid-section"><div><div class="row clearfix"><div class="col-md-12 column"><div class="row clearfix"><div class="col-md-12"><div class="rte">\n{inner}\n</div></div></div></div></div></div></div></div>'

    def story_main(self, doc: Doc) -> str:
        meta = f'<time datetime="{doc.iso}">{esc(doc.stamp)}</time>' if doc.iso else f"<span>{esc(doc.stamp)}</span>"
        if doc.extra.get("updated"):
            meta += f' <span class="updated">Абноўлена: {esc(doc.extra["updated"])}</span>'
        if doc.byline:
            meta += f' <span class="author">{esc(doc.byline)}</span>'
        rubric = f'<span class="rubric">{esc(doc.extra.get("rubric", ""))}</span>'
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="grid-image"><img src="/media/{zlib.crc32(alt.encode()) % 9000 + 1000}/foto.jpg?anchor=center&amp;mode=crop&amp;width=1200&amp;rnd=133781" alt="{esc(alt)}"><figcaption>{esc(cap)}</figcaption></figure>'
            ),
        )
        others = [k for k in ("budget", "pavodka", "pchalar", "foto") if k != doc.key][:3]
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in others)
        tags = ""
        if doc.key in ("pavodka", "brief"):
            tags = f'<p class="tags">Тэгі: {self.a("tag", "паводка", "tags")}</p>'
        return f"""{self.crumbs(doc)}
<article class="news-article">
<header><p>{rubric}</p><h1 class="article-title">{esc(doc.title)}</h1><div class="article-meta">{meta}</div></header>
{self.grid(body)}
{tags}
</article>
<aside class="related"><h2>Чытайце таксама</h2><ul>{rel}</ul></aside>"""

    def teaser(self, key: str) -> str:
        d = self.docs[key]
        return f'<div class="news-item"><span class="date">{esc(d.stamp)}</span><h3>{self.a(key, d.title, "content")}</h3><p>{esc(self.lede(d))}</p></div>'

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.teaser(k) for k in doc.extra["list"])
        items += "".join(
            f'<div class="news-item"><h3>{self.a(p, "Архіў: " + p.strip("/").split("/")[-1], "content")}</h3></div>'
            for p in doc.extra.get("old", [])
        )
        pag = ""
        if doc.extra.get("more"):
            pag = f'<ul class="pagination"><li class="active"><span>1</span></li><li>{self.a(doc.extra["more"], "2", "content")}</li><li>{self.a(doc.extra["more"], "Наступная", "content")}</li></ul>'
        if doc.extra.get("prev"):
            pag = f'<ul class="pagination"><li>{self.a(doc.extra["prev"], "1", "content")}</li><li class="active"><span>2</span></li></ul>'
        if doc.key == "home":
            promo = f'<div class="promo">{self.a("kirmash", "Каляды на Палессі: кірмаш рамёстваў 19–20 снежня", "content")} · {self.a("naviny", "Усе навіны", "content")}</div>'
            return self.grid(f'<h1 class="sr-only">Палескі веснік — навіны Пінска і Палесся</h1>{items}{promo}')
        return f"{self.crumbs(doc)}<h1>{esc(doc.title)}</h1>{self.grid(items + pag)}"

    def service_main(self, doc: Doc) -> str:
        return f"{self.crumbs(doc)}<h1>{esc(doc.title)}</h1>{self.grid(self.blocks(doc))}"
