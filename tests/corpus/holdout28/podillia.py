# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Ukrainian Cyrillic letters are letters)
"""Поділля Сьогодні: a Vinnytsia city site on DataLife Engine (DLE 17: `/news/<id>-<slug>.html`, `/news/page/2/`,
`/tags/<cp1251 percent-encoded>/`, `/user/<login>/`, `index.php?do=search`, a phpBB-like `/forum/`), Ukrainian,
**windows-1251** (header and `<meta charset>`; the search and tag urls are percent-encoded in cp1251 bytes). Stories
carry **huge reader comment threads** (on two stories the comments are longer than the story), and the forum has a
discussion topic. Metadata: DLE's og tags (`og:type=article`, `article:published_time` in UTC on the hospital
story that crosses midnight in Kyiv, +02:00); the bridge story has a lying `og:type=website` and nothing else;
printed dates are DLE's relative "Сьогодні, 10:15" / "Вчора, 18:40" or full dates."""

from __future__ import annotations

import zlib
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc


def cp(word: str) -> str:
    return quote(word.encode("cp1251"))


C = tuple[str, str, str, int]  # user, printed time, text, depth

TARIF_COMMENTS: list[C] = [
    (
        "vinnychanyn_77",
        "Сьогодні, 10:31",
        "Знову! Вода вже зараз 48 гривень за куб, а з січня буде під 70. А тиск на п’ятому поверсі як був ніякий, так і є. За що платимо?",
        0,
    ),
    (
        "Олена_К",
        "Сьогодні, 10:44",
        "Подивіться скільки втрачається в мережах — 40 відсотків! Хай спочатку труби поміняють, а потім піднімають тарифи. Ми оплачуємо їхні дірки.",
        1,
    ),
    (
        "Petro Sh.",
        "Сьогодні, 10:52",
        "Олено, а за які гроші міняти труби, якщо тариф не піднімати? Я не захищаю водоканал, але бетон і труби теж подорожчали в рази. Просто треба щоб гроші йшли на труби, а не на премії.",
        2,
    ),
    (
        "vinnychanyn_77",
        "Сьогодні, 11:03",
        "Petro, премії вони собі вже виписали за третій квартал, в звіті все є. Почитайте сайт міськради, там цифри.",
        3,
    ),
    (
        "mama_troh",
        "Сьогодні, 11:10",
        "У нас троє дітей, пенсія у свекрухи 4 тисячі. Субсидію нам зняли в жовтні, бо чоловік за кордоном на заробітках офіційно. Як жити — не знаю. Пишу звернення вже третій раз.",
        0,
    ),
    ("Адмін_Поділля", "Сьогодні, 11:15", "Шановні читачі, нагадуємо про правила коментування: без образ. Дякуємо.", 1),
    (
        "Ігор з Тяжилова",
        "Сьогодні, 11:40",
        "А хто пам’ятає, що обіцяли в 2021-му? Що після модернізації насосної станції тариф стане меншим на 10 відсотків. Станцію зробили, тариф виріс удвічі. Ніхто не відповів.",
        0,
    ),
    (
        "Svitlana_V",
        "Сьогодні, 12:02",
        "Лічильник поставила два роки тому, витрата впала майже вдвічі. Хто досі платить за нормою — ставте лічильники, це реально економія, навіть з новим тарифом.",
        0,
    ),
    (
        "Ігор з Тяжилова",
        "Сьогодні, 12:09",
        "Світлано, лічильник у квартирі — так, а в приватному секторі подивіться скільки коштує врізка. 6 тисяч плюс бюрократія на місяць.",
        1,
    ),
    (
        "Svitlana_V",
        "Сьогодні, 12:20",
        "У мами в приватному будинку зробили за 4200 в листопаді, за два тижні. Може вам не пощастило з майстром.",
        2,
    ),
    (
        "Остап",
        "Сьогодні, 13:01",
        "Головне що громадські слухання провели в робочий час о 10 ранку в середу. Щоб ніхто не прийшов. Класика.",
        0,
    ),
    (
        "Галина Петрівна",
        "Сьогодні, 13:25",
        "Я прийшла на слухання! Нас було дев’ятеро, і всі проти. Записали в протокол що «пропозицій не надійшло». Я маю фото листка реєстрації, можу надіслати в редакцію.",
        1,
    ),
    (
        "Редакція",
        "Сьогодні, 13:40",
        "Галино Петрівно, надішліть, будь ласка, на пошту редакції, ми перевіримо і напишемо.",
        2,
    ),
    (
        "dmytro_k",
        "Сьогодні, 14:12",
        "Все одно дешевше ніж у Львові чи Києві. Не робіть трагедію з 20 гривень на місяць на людину.",
        0,
    ),
    (
        "mama_troh",
        "Сьогодні, 14:30",
        "Дмитре, для вас 20 гривень, а для нас на п’ятьох це 100, плюс водовідведення ще стільки ж. Рахуйте повністю.",
        1,
    ),
]

DOROHY_COMMENTS: list[C] = [
    (
        "Вишенька_чат",
        "Вчора, 19:02",
        "Цей шматок Келецької від кільця до «Барабана» кладуть вже втретє. Двічі влітку клали, восени все поплило. Тепер знову в листопаді, під дощ. Хто приймає роботу?",
        0,
    ),
    (
        "Андрій_В",
        "Вчора, 19:15",
        "Та той самий підрядник, ТОВ «Шляхбуд-Поділля». Подивіться на Prozorro, у них гарантія 5 років, а ремонт роблять за свої чи за наші?",
        1,
    ),
    (
        "Вишенька_чат",
        "Вчора, 19:21",
        "Андрію, в договорі написано що гарантійний ремонт за їхній рахунок. Але чомусь в бюджеті знову 8 мільйонів на «поточний ремонт» тієї ж ділянки.",
        2,
    ),
    (
        "taxi_vinnytsia",
        "Вчора, 19:40",
        "Я таксист, їжджу там по 20 разів на день. Ям менше не стало, тільки тепер ще й пробка через звужену смугу. Зранку з Вишеньки в центр 45 хвилин.",
        0,
    ),
    (
        "Наталя",
        "Вчора, 20:05",
        "А мені подобається що хоч щось роблять. Два роки тому там взагалі було як після бомбардування. Критикувати всі вміють.",
        0,
    ),
    (
        "Андрій_В",
        "Вчора, 20:11",
        "Наталю, ніхто не проти ремонту. Ми проти того, щоб платити тричі за одне й те саме.",
        1,
    ),
    (
        "Олег Дорошенко",
        "Вчора, 20:48",
        "Я інженер-дорожник, 22 роки стажу. Класти асфальт при +4 і мокрій основі — це гарантовано переробляти навесні. Технологія допускає укладання від +5 при сухій основі. Це не думка, це ДБН.",
        0,
    ),
    (
        "taxi_vinnytsia",
        "Вчора, 21:00",
        "Олегу, дякую, хоч одна людина по суті. Редакціє, спитайте у міськради чому кладуть в дощ!",
        1,
    ),
    (
        "Редакція",
        "Вчора, 21:12",
        "Ми надіслали запит до департаменту дорожнього господарства, відповідь опублікуємо. Обговорення також триває на нашому форумі.",
        2,
    ),
    ("Ліда", "Сьогодні, 07:30", "Зранку бачила — вже латають те, що поклали позавчора. Без коментарів.", 0),
    ("Вишенька_чат", "Сьогодні, 07:52", "Ліда, скиньте фото, будь ласка, хай буде документально.", 1),
    (
        "Roman_UA",
        "Сьогодні, 08:20",
        "Краще б зробили нормальний тротуар до школи № 32. Діти ходять по узбіччю. Про це ніхто не пише.",
        0,
    ),
    ("Наталя", "Сьогодні, 08:41", "Романе, згодна, тротуар на Стахурського це жах, там і з візочком не пройдеш.", 1),
]


class Podillia(Base):
    origin = "https://podillia-sohodni.test"
    name = "Поділля Сьогодні"
    prefix = "ps"
    language = "uk"
    encoding = "windows-1251"
    content_type = "text/html; charset=windows-1251"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ps",
            [".header", ".shortstory", ".fullstory", ".comments-tree", ".comm", ".sidebar", ".forum-post", ".footer"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Поділля Сьогодні — новини Вінниці",
                "dle-main",
                list=["tarif", "dorohy", "svitlo", "lytsei", "mist", "snih", "kolonka"],
                more="news2",
            )
        )
        add(
            page(
                "news",
                "/news/",
                "section",
                "Новини",
                "dle-category",
                list=["tarif", "dorohy", "svitlo", "lytsei", "mist", "snih"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news/page/2/",
                "section",
                "Новини » Сторінка 2",
                "dle-category-page2",
                list=["likarnia", "kolonka", "snih"],
                prev="news",
            )
        )
        add(
            page(
                "tag",
                f"/tags/{cp('тарифи')}/",
                "tag",
                "Публікації з тегом: тарифи",
                "dle-tag-cp1251-url",
                list=["tarif", "svitlo", "likarnia"],
            )
        )
        add(page("user", "/user/oksana-melnyk/", "author", "Профіль користувача Оксана Мельник", "dle-user-profile", list=["tarif", "lytsei", "likarnia"],
                 bio="Журналістка «Поділля Сьогодні» з 2017 року. Пише про комунальні послуги, освіту та медицину. Випускниця ДонНУ імені Василя Стуса."))  # fmt: skip
        add(
            page(
                "search",
                f"/index.php?do=search&subaction=search&story={cp('тариф')}",
                "search",
                "Пошук по сайту: тариф",
                "dle-search-cp1251",
                list=["tarif", "likarnia"],
            )
        )
        add(page("forum", "/forum/", "forum", "Форум «Поділля Сьогодні»", "forum-index", list=[]))
        add(
            page(
                "topic",
                "/forum/topic/431-remont-dorih-na-vyshentsi/",
                "forum",
                "Ремонт доріг на Вишеньці — знову те саме?",
                "forum-discussion-topic",
                list=[],
            )
        )
        add(page("rules", "/pravyla-komentuvannia.html", "policy", "Правила коментування", "dle-static-policy",
                 lines=["Оновлено 15 вересня 2026 року.",
                        "Коментарі на сайті «Поділля Сьогодні» може залишати кожен зареєстрований користувач. Редакція не несе відповідальності за зміст коментарів, але видаляє ті, що порушують ці правила.",
                        "## Заборонено",
                        "- образи, погрози та мова ворожнечі;",
                        "- реклама і посилання на сторонні ресурси без згоди модератора;",
                        "- поширення персональних даних інших людей;",
                        "- заклики до насильства та виправдання збройної агресії проти України.",
                        "## Санкції",
                        "За перше порушення — попередження, за повторне — блокування на 7 днів, за систематичні порушення — назавжди. Оскаржити рішення можна листом на moderator@podillia-sohodni.test.",
                        ]))  # fmt: skip
        add(page("about", "/pro-nas.html", "about", "Про нас", "dle-static-about",
                 lines=["«Поділля Сьогодні» — незалежне інтернет-видання Вінниці, засноване у 2012 році. Ми пишемо про місто, область, комунальні проблеми і людей.",
                        "Головна редакторка — Лариса Ткачук. Журналісти: Оксана Мельник, Тарас Бойко, Ігор Савчук. Фотограф — Андрій Ковальчук.",
                        "Адреса редакції: м. Вінниця, вул. Соборна, 64, офіс 12. Телефон: (0432) 55-41-90.",
                        "Видання є суб’єктом у сфері онлайн-медіа, ідентифікатор R40-01872.",
                        ]))  # fmt: skip
        add(story("tarif", "/news/18734-z-1-sichnia-u-vinnytsi-podorozhchaie-voda.html", "З 1 січня у Вінниці подорожчає вода: тариф зросте на 38%",
                  "2026-12-02", "2026-12-02T08:15:00+00:00", "Сьогодні, 10:15", ["Оксана Мельник", "Тарас Бойко"],
                  ["Виконком Вінницької міськради погодив нові тарифи КП «Вінницяводоканал». З 1 січня кубометр води для населення коштуватиме 66,20 грн замість 48 грн, водовідведення — 41,80 грн.",
                   "У водоканалі пояснюють підвищення зростанням ціни на електроенергію та ремонтом мереж. За даними підприємства, 40% води втрачається через аварійні труби.",
                   "Громадські слухання відбулися 18 листопада. Зауважень від мешканців, як сказано в протоколі, не надійшло.",
                   "Для сім’ї з трьох людей із лічильником рахунок зросте в середньому на 180 гривень на місяць. Пільговики та отримувачі субсидій мають звернутися до управління соцзахисту для перерахунку.",
                   ],
                  "huge-comment-thread-two-authors-ta", section="Новини", comments=TARIF_COMMENTS, og=True))  # fmt: skip
        add(story("dorohy", "/news/18712-na-vyshentsi-remontuiut-dorohu-vtretie.html", "На Вишеньці ремонтують дорогу втретє за два роки",
                  "2026-12-01", "2026-12-01T16:40:00+00:00", "Вчора, 18:40", ["Тарас Бойко"],
                  ["На вулиці Келецькій між кільцем і зупинкою «Барабан» знову кладуть асфальт. Ця ділянка завдовжки 600 метрів вже ремонтувалася у 2025 році та влітку 2026-го.",
                   "У департаменті дорожнього господарства кажуть, що нинішні роботи — гарантійні і підрядник виконує їх за власний кошт. Проте в кошторисі на 2026 рік на цю ділянку передбачено ще 8 мільйонів гривень.",
                   "Рух на ділянці звужено до однієї смуги в кожен бік. Роботи мають завершити до 15 грудня, якщо дозволить погода.",
                   ],
                  "comments-longer-than-story-links-forum", section="Новини", comments=DOROHY_COMMENTS, og=True))  # fmt: skip
        add(story("svitlo", "/news/18740-u-tsentri-vinnytsi-v-chetver-ne-bude-svitla.html", "У центрі Вінниці в четвер не буде світла",
                  "2026-12-02", "2026-12-02T11:30:00+00:00", "Сьогодні, 13:30", [],
                  ["У четвер, 3 грудня, з 9:00 до 17:00 через планові роботи знеструмлять будинки на вулицях Соборній (№ 40–78), Театральній та Пирогова. Обленерго просить заздалегідь зарядити пристрої.",
                   "SIGN: За інформацією агентства «Поділля-Інфо»",
                   ],
                  "brief-agency-few-comments", section="Новини", og=True,
                  comments=[("Остап", "Сьогодні, 13:44", "Знову в робочий день. Дякую що хоч попередили.", 0), ("Ліда", "Сьогодні, 14:02", "А генератори в укриттях на Соборній працюють?", 0)]))  # fmt: skip
        add(story("lytsei", "/news/18729-dyrektorka-litseiu-ukryttia-tse-druha-klasna-kimnata.html", "Директорка ліцею: «Укриття — це тепер друга класна кімната»",
                  "2026-12-02", "2026-12-02T07:00:00+00:00", "Сьогодні, 09:00", ["Оксана Мельник"],
                  ["Ліцей № 17 першим у місті обладнав укриття, де можна повноцінно вчитися. Ми поговорили з директоркою Іриною Левченко.",
                   "Q: Скільки дітей вміщує укриття? || 620 учнів одночасно. Це всі, хто вчиться в першу зміну. У нас 14 класів під землею, з дошками, партами та вентиляцією.",
                   "Q: Як часто доводиться спускатися? || Восени — майже щодня, іноді двічі. Раніше урок зривався, тепер ми просто переходимо і продовжуємо з того ж місця.",
                   "Q: Що найважче? || Діти втомлюються без денного світла. Ми поставили лампи, що імітують денне, і робимо перерви на руханку кожні 20 хвилин.",
                   "Q: Чого бракує? || Другого виходу і резервного генератора. Кошторис є, 2,3 мільйона, чекаємо рішення міста.",
                   ],
                  "qa-interviewer-author-comments", section="Новини", og=True,
                  comments=[("Svitlana_V", "Сьогодні, 09:30", "Мій син там вчиться, справді все зроблено дуже добре. Дякуємо Ірині Василівні!", 0),
                            ("Petro Sh.", "Сьогодні, 10:05", "А в 23-й школі досі підвал без вентиляції. Чому одні можуть, а інші ні?", 0),
                            ("Олена_К", "Сьогодні, 10:16", "Бо в 17-му батьківський комітет зібрав половину грошей сам. Не все місто робить.", 1)]))  # fmt: skip
        add(story("mist", "/news/18736-mist-na-kyivskii-vidkryiut-20-hrudnia.html", "Міст на Київській відкриють після ремонту 20 грудня",
                  "2026-12-02", None, "2 грудня 2026, 14:20", ["Ігор Савчук"],
                  ["Автомобільний міст через Південний Буг на вулиці Київській відкриють для руху 20 грудня — на десять днів пізніше, ніж обіцяли влітку. Про це повідомив заступник міського голови Віталій Грищенко.",
                   "За його словами, затримка пов’язана з поставкою деформаційних швів з Польщі. Решту робіт — заміну покриття, поручнів і освітлення — уже виконано.",
                   "Тролейбуси маршрутів № 4 і № 9 повернуться на звичний маршрут з 21 грудня. До того часу вони їздять через Старе місто.",
                   "Ремонт мосту коштував 96 мільйонів гривень, з них 60 — кредит Європейського інвестиційного банку.",
                   ],
                  "lying-og-website-printed-date-only", section="Новини", og=False, lie=True,
                  comments=[("taxi_vinnytsia", "Сьогодні, 14:40", "Нарешті! Через Старе місто в годину пік це пекло.", 0),
                            ("Андрій_В", "Сьогодні, 14:58", "20 грудня — значить до Нового року. Побачимо.", 0),
                            ("dmytro_k", "Сьогодні, 15:10", "96 мільйонів за один міст. Цікаво, скільки в Польщі коштує такий.", 0),
                            ("Олег Дорошенко", "Сьогодні, 15:31", "Дмитре, це капітальний ремонт з підсиленням опор, не фарбування. Ціна нормальна для такої довжини.", 1)]))  # fmt: skip
        add(story("kolonka", "/news/18701-misto-de-nemaie-lavok.html", "Колонка. Місто, де немає лавок",
                  "2026-12-01", "2026-12-01T06:30:00+00:00", "Вчора, 08:30", ["Наталія Гребенюк"],
                  ["Спробуйте пройти від вокзалу до центру з дитиною чи з бабусею. На двох кілометрах ви знайдете чотири лавки, і на двох з них буде реклама кредитів.",
                   "Лавка — це не прикраса. Це можливість для старшої людини вийти з дому і дійти до магазину з зупинкою. Без лавок місто стає непридатним для тих, хто не може пройти кілометр без відпочинку.",
                   "Міська програма благоустрою на 2027 рік передбачає 12 мільйонів на нові фонтани і нуль — на лавки. Це питання пріоритетів, а не грошей.",
                   "SIGN: Наталія Гребенюк, урбаністка, засновниця громадської організації «Місто для людей»",
                   ],
                  "column-signed-at-end", section="Колонки", og=True, no_byline=True,
                  comments=[("Галина Петрівна", "Вчора, 09:10", "Золоті слова. Мені 74, я б ходила більше, якби було де сісти.", 0)]))  # fmt: skip
        add(story("snih", "/news/18731-fotoreportazh-pershyi-snih-u-vinnytsi.html", "Фоторепортаж: перший сніг у Вінниці",
                  "2026-12-02", "2026-12-02T06:50:00+00:00", "Сьогодні, 08:50", ["Андрій Ковальчук"],
                  ["FIG: Засніжений Центральний парк | Центральний парк імені Леонтовича вранці 2 грудня.",
                   "У ніч на середу у Вінниці випав перший сніг — до п’яти сантиметрів.",
                   "FIG: Тролейбус на Соборній | Комунальники посипали головні вулиці вже до шостої ранку.",
                   ],
                  "photo-story-photographer", section="Новини", og=True, byline_role="Фото",
                  comments=[("Ліда", "Сьогодні, 09:12", "Красиво! Але тротуари на Замостю не чищені.", 0)]))  # fmt: skip
        add(story("likarnia", "/news/18705-oblasna-likarnia-otrymala-novyi-anhiohraf.html", "Обласна лікарня отримала новий ангіограф",
                  "2026-12-01", "2026-11-30T22:40:00Z", "1 грудня 2026, 00:40", ["Оксана Мельник"],
                  ["Вінницька обласна клінічна лікарня імені Пирогова отримала новий ангіограф вартістю 42 мільйони гривень. Апарат закупили коштом обласного бюджету та благодійного фонду «Серце Поділля».",
                   "Завдяки йому лікарі зможуть проводити до 15 коронарографій і стентувань на добу замість шести. Для пацієнтів з інфарктом за програмою медичних гарантій втручання безкоштовне.",
                   "Старий ангіограф, встановлений у 2012 році, передадуть до лікарні в Могилеві-Подільському після сервісного ремонту.",
                   ],
                  "utc-crosses-midnight-only-on-page2-tag-search", section="Новини", og=True, comments=[]))  # fmt: skip

    # ---- templates
    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        metas = [
            f'<meta property="og:site_name" content="{self.name}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{self.url(doc.key)}">',
        ]
        if doc.is_article and doc.extra.get("og"):
            metas += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
        elif doc.extra.get("lie") or not doc.is_article:
            metas.append('<meta property="og:type" content="website">')
        nav = " ".join(
            a(k, t, "chrome:nav")
            for k, t in (
                ("home", "Головна"),
                ("news", "Новини"),
                ("/articles/", "Статті"),
                ("forum", "Форум"),
                ("/afisha/", "Афіша"),
                ("about", "Про нас"),
            )
        )
        popular = "".join(f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("tarif", "dorohy", "mist"))
        forum_rail = f'<div class="block"><div class="block-title">З форуму</div><p>{a("topic", "Ремонт доріг на Вишеньці — знову те саме?", "chrome:rail")} (37)</p></div>'
        return f"""<!DOCTYPE html>
<html lang="uk">
<head>
<meta charset="windows-1251">
<title>{esc(doc.title)} &raquo; {self.name}</title>
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">
<meta name="generator" content="DataLife Engine (https://dle-news.ru)">
{chr(10).join(metas)}
<link rel="search" type="application/opensearchdescription+xml" href="{self.origin}/index.php?do=opensearch" title="{self.name}">
<link rel="canonical" href="{self.url(doc.key)}">
<link rel="alternate" type="application/rss+xml" title="{self.name}" href="{self.origin}/rss.xml">
<link href="/templates/Podillia/css/styles.css" rel="stylesheet">
<style>/*PAD*/</style>
</head>
<body>
<div class="wrapper">
<header class="header"><div class="logo">{a("home", self.name, "chrome:header")}</div><div class="login-box"><a href="/index.php?do=register">Реєстрація</a> | <a href="#" id="loginlink">Вхід</a></div>
<nav class="topmenu">{nav}</nav>
<form method="post" class="q-search" action="/index.php?do=search"><input type="hidden" name="do" value="search"><input type="hidden" name="subaction" value="search"><input name="story" type="text" placeholder="Пошук…"></form></header>
<div class="cols">
<main class="content">
<div id="dle-content">
{main}
</div>
</main>
<aside class="sidebar"><div class="block"><div class="block-title">Популярне</div><ul>{popular}</ul></div>{forum_rail}
<div class="block"><div class="block-title">Хмара тегів</div>{a("tag", "тарифи", "chrome:rail")} <a href="/tags/{cp("дороги")}/">дороги</a> <a href="/tags/{cp("освіта")}/">освіта</a> {a("search", "пошук: тариф", "chrome:rail")}</div></aside>
</div>
<footer class="footer"><p>{a("about", "Про нас", "chrome:footer")} · {a("rules", "Правила коментування", "chrome:footer")} · <a href="/index.php?do=feedback">Зворотний зв’язок</a> · <a href="/rss.xml">RSS</a></p>
<p>© 2012–2026 «Поділля Сьогодні». Використання матеріалів — з гіперпосиланням. 18+</p></footer>
</div>
<script src="/engine/classes/min/index.php?g=general&amp;v=a8e1c" defer></script>
</body>
</html>"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<div class="fr-img"><img src="/uploads/posts/2026-12/{zlib.crc32(alt.encode()) % 99991}_{zlib.crc32(cap.encode()) % 97}.jpg" alt="{esc(alt)}"><div class="fr-img-caption">{esc(cap)}</div></div>'

    def comments(self, doc: Doc) -> str:
        items = []
        for i, (user, when, text, depth) in enumerate(doc.extra.get("comments", [])):
            cid = 90000 + zlib.crc32(f"{doc.key}{i}".encode()) % 9999
            items.append(
                f'<li id="comments-tree-item-{cid}" class="comments-tree-item" style="margin-left:{depth * 24}px"><div id="comment-id-{cid}"><div class="comm">'
                f'<div class="comm-head"><span class="comm-author"><a href="/user/{cp(user)}/">{esc(user)}</a></span> <span class="comm-date">{esc(when)}</span></div>'
                f'<div class="comm-text"><div id="comm-id-{cid}">{esc(text)}</div></div>'
                f'<div class="comm-foot"><a href="#" onclick="dle_reply(\'{cid}\'); return false;">Відповісти</a> <span class="rate">+{zlib.crc32(text.encode()) % 40}</span></div></div></div></li>'
            )
        n = len(items)
        form = '<form method="post" name="dle-comments-form" id="dle-comments-form"><h3>Додати коментар</h3><textarea name="comments" rows="6"></textarea><input type="text" name="name" placeholder="Ім’я"><button type="submit">Надіслати</button></form>'
        if not n:
            return f'<div class="comments-box"><div class="comments-title">Коментарів ще немає. Будьте першим!</div>{form}</div>'
        return f'<div class="comments-box"><div class="comments-title">Коментарі ({n})</div><ol class="comments-tree-list">{"".join(items)}</ol>{form}</div>'

    def story_main(self, doc: Doc) -> str:
        by = ""
        if doc.authors and not doc.extra.get("no_byline"):
            names = " та ".join(self.a("user", n, "byline") if n == "Оксана Мельник" else esc(n) for n in doc.authors)
            by = f'<span class="story-author">{esc(doc.extra.get("byline_role", "Автор"))}: {names}</span>'
        tags = (
            self.a("tag", "тарифи", "tags")
            if doc.key in ("tarif", "svitlo", "likarnia")
            else f'<a href="/tags/{cp("Вінниця")}/">Вінниця</a>'
        )
        forum = ""
        if doc.key == "dorohy":
            forum = f'<div class="quote-forum">Обговорити на форуму: {self.a("topic", "Ремонт доріг на Вишеньці — знову те саме?", "content")}</div>'
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>"
            for k in ("tarif", "mist", "likarnia")
            if k != doc.key
        )
        return f"""<div class="fullstory">
<div class="speedbar"><a href="/">Поділля Сьогодні</a> &raquo; {self.a("news", "Новини", "chrome:breadcrumb")} &raquo; {esc(doc.title)}</div>
<h1 class="story-title">{esc(doc.title)}</h1>
<div class="story-info"><span class="date">{esc(doc.stamp)}</span> {by} <span class="views">Переглядів: {1000 + zlib.crc32(doc.key.encode()) % 9000}</span></div>
<div class="full-text">
{self.blocks(doc, fig=self.fig)}
</div>
{forum}
<div class="story-tags">Теги: {tags}</div>
<div class="related"><div class="related-title">Схожі новини</div><ul>{related}</ul></div>
</div>
{self.comments(doc)}"""

    def listing_main(self, doc: Doc) -> str:
        if doc.kind == "forum":
            return self.forum(doc)
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            n = len(d.extra.get("comments", []))
            rows.append(
                f'<div class="shortstory"><h2>{self.a(k, d.title, "content")}</h2><div class="short-info">{esc(d.stamp)} · Коментарів: {n}</div><div class="short-text">{esc(self.lede(d))}</div><div class="more">{self.a(k, "Детальніше", "content")}</div></div>'
            )
        top = f'<h1 class="cat-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            top += f'<div class="userinfo"><img src="/uploads/fotos/foto_118.jpg" alt="Оксана Мельник"><p>Група: Журналісти · Зареєстрована: 3 березня 2017 · Публікацій: 1 284 · Коментарів: 56</p><p>{esc(doc.extra["bio"])}</p><p>Останні публікації:</p></div>'
        if doc.kind == "search":
            top += f'<div class="search-info">За запитом «тариф» знайдено {len(rows)} відповідей. Результати запиту 1 - {len(rows)}.</div>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="navigation"><span>1</span> {self.a(doc.extra["more"], "2", "content")} <a href="/news/page/3/">3</a> {self.a(doc.extra["more"], "Далі", "content")}</div>'
        elif doc.extra.get("prev"):
            pager = f'<div class="navigation">{self.a(doc.extra["prev"], "Назад", "content")} {self.a(doc.extra["prev"], "1", "content")} <span>2</span> <a href="/news/page/3/">3</a></div>'
        return f"{top}\n{''.join(rows)}\n{pager}"

    def forum(self, doc: Doc) -> str:
        a = self.a
        if doc.key == "forum":
            topics = [(a("topic", "Ремонт доріг на Вишеньці — знову те саме?", "content"), "Вишенька_чат", 37, "Сьогодні, 08:41"),
                      ('<a href="/forum/topic/429-de-kupyty-drova/">Де купити дрова недорого?</a>', "Остап", 12, "Вчора, 22:10"),
                      ('<a href="/forum/topic/425-bezdomni-sobaky-zamostia/">Безпритульні собаки на Замостю</a>', "Ліда", 58, "Вчора, 17:35"),
                      ('<a href="/forum/topic/418-tramvai-na-vyshenku/">Трамвай на Вишеньку: чи буде колись?</a>', "Roman_UA", 104, "28.11.2026"),
                      ('<a href="/forum/topic/402-blekaut-heneratory/">Генератори для ОСББ: досвід</a>', "Petro Sh.", 211, "24.11.2026")]  # fmt: skip
            rows = "".join(
                f'<tr><td class="topic">{t}</td><td>{esc(u)}</td><td>{n}</td><td>{esc(w)}</td></tr>'
                for t, u, n, w in topics
            )
            return f'<h1 class="forum-title">{esc(doc.title)}</h1><p class="forum-desc">Обговорення міських проблем. Будьте ввічливі — {a("rules", "правила", "content")} діють і тут.</p><h2>Місто</h2><table class="forum-topics"><tr><th>Тема</th><th>Автор</th><th>Відповідей</th><th>Останнє</th></tr>{rows}</table>'
        posts = [
            ("Вишенька_чат", "30.11.2026, 21:14", "Модератор розділу · 2 418 повідомлень",
             "Друзі, відкриваю тему, бо вже сил немає. Келецьку від кільця до «Барабана» кладуть втретє. У 2025 році поклали в серпні, в листопаді вже були ями. У червні 2026 переклали — до жовтня ями знову. Тепер знову кладуть, під дощ, при +4. Пропоную зібрати фото і документи і подати колективне звернення до міськради та до Державної аудиторської служби. Хто має фото різних років — викладайте сюди з датами. Договори є на Prozorro, я дам посилання нижче. Давайте зробимо це разом, а не просто поскаржимось в коментарях."),
            ("Андрій_В", "30.11.2026, 21:40", "Учасник · 311 повідомлень", "Підтримую. Маю фото з серпня 2025 і з жовтня 2026, з однієї точки біля аптеки. Різниця очевидна. Завтра викладу."),
            ("Олег Дорошенко", "30.11.2026, 22:05", "Учасник · 87 повідомлень", "Можу допомогти з технічною частиною звернення. Головне — вимагати акти прихованих робіт і результати лабораторних випробувань асфальту. Якщо їх немає, це вже порушення."),
            ("Наталя", "01.12.2026, 07:12", "Учасник · 45 повідомлень", "А я не розумію, навіщо одразу аудит. Може, спочатку поговорити з депутатом округу? Він нормальний, відповідає."),
            ("Вишенька_чат", "01.12.2026, 07:30", "Модератор розділу · 2 418 повідомлень", "Наталю, з депутатом говорили ще влітку. Обіцяв розібратися. Результат бачите самі."),
            ("taxi_vinnytsia", "01.12.2026, 09:44", "Учасник · 1 030 повідомлень", "Фото з реєстратора кидаю в особисті, бо сюди не вантажиться більше 2 МБ. Є відео, як каток їде по калюжі."),
            ("Ліда", "02.12.2026, 07:31", "Учасник · 19 повідомлень", "Сьогодні зранку вже латали те, що поклали. Фото нижче."),
        ]  # fmt: skip
        html_posts = "".join(
            f'<div class="forum-post" id="p{2200 + i}"><div class="post-author"><b>{esc(u)}</b><br><small>{esc(role)}</small></div><div class="post-body"><div class="post-date">#{i + 1} · {esc(w)}</div><div class="post-text">{esc(t)}</div></div><div class="post-actions"><a href="#">Цитувати</a> <a href="#">Скарга</a></div></div>'
            for i, (u, w, role, t) in enumerate(posts)
        )
        return f"""<div class="forum-breadcrumbs">{a("forum", "Форум", "chrome:breadcrumb")} &raquo; Місто</div>
<h1 class="topic-title">{esc(doc.title)}</h1>
<div class="topic-stats">Відповідей: 37 · Переглядів: 4 120 · Сторінка 1 з 6 <a href="/forum/topic/431-remont-dorih-na-vyshentsi/page/2/">Далі »</a></div>
<p class="topic-source">Тема до новини: {a("dorohy", "На Вишеньці ремонтують дорогу втретє за два роки", "content")}</p>
{html_posts}
<div class="forum-reply"><a href="/index.php?do=register">Зареєструйтесь</a>, щоб відповісти в темі.</div>"""

    def service_main(self, doc: Doc) -> str:
        return f'<div class="static"><h1>{esc(doc.title)}</h1>\n<div class="static-text">{self.blocks(doc)}</div></div>'
