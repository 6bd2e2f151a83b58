# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Cyrillic letters are deliberate)
"""Земляк: an old Russian-language portal for Russian speakers in Germany (since 1999), a hand-rolled Perl/SSI site in
a table layout (`<td class="zag">`, `<td class="ntext">`, `<font>`, no `<h1>` on stories, `/news/2026/12/04/n57123.html`,
`/lenta/`, `/rubrics/obshchestvo/index2.html`, `/temy/pensii.html`, `/avtory/petrov.html`, `/cgi-bin/search.cgi?q=`),
Russian, Berlin time (+01:00), plain http and **relative links** ("../../../../lenta/").

Served in **KOI8-R** by a "Russian Apache": the header says `charset=koi8-r`, while the page still carries the
`<meta http-equiv>` of its windows-1251 source (stale; the header wins, labelled `koi8-r`). Search URLs are
percent-encoded in KOI8-R. Characters KOI8-R lacks (« » — …) come out as numeric references; the texts mostly use
straight quotes and hyphens. No JSON-LD, no Open Graph, no machine-readable dates: "04.12.2026, 21:40" or the day
alone. Bylines are initials ("И. Петров", "Е. Вайнштейн, Г. Мюллер"), "Автор: Редакция", a reader's letter signed
with a patronymic and a city, "Текст: … Фото: …" in one sign-off line, "Беседовала …", "По материалам dpa". The
ticker "Лента новостей", a classifieds board and a guest book are not articles."""

from __future__ import annotations

import re
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "http://www.zemlyak.test"
ARTS = ["dpa", "pensions", "desk", "doctors", "festival", "column", "interview", "letter"]
SEARCH_Q = "пенсия"


def dotted(local: str, with_time: bool = True) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{d}.{m}.{y}, {time}" if with_time else f"{d}.{m}.{y}"


class Zemlyak(Base):
    origin = ORIGIN
    name = "Земляк"
    prefix = "zml"
    language = "ru"
    encoding = "koi8-r"
    content_type = "text/html; charset=koi8-r"
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "zml",
            [
                "td.zag",
                "td.ntext",
                "td.menu a",
                ".ndate",
                "table.lenta td.time",
                ".rubr",
                "td.podval",
                ".banner468",
                "a.more",
                "td.levo",
            ],
            200,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Земляк",
                "portal-home-tables",
                list=["dpa", "pensions", "desk", "doctors", "festival"],
                more="society",
            )
        )
        add(
            page(
                "lenta",
                "/lenta/",
                "section",
                "Лента новостей",
                "news-ticker-times-one-liners",
                ticker=[
                    ("5 декабря 2026, суббота", None),
                    ("00:15", "dpa"),
                    ("4 декабря 2026, пятница", None),
                    ("21:40", "Курс евро к доллару опустился до минимума за полгода"),
                    ("19:05", "В Гамбурге из-за шторма отменены паромы на Гельголанд"),
                    ("17:30", "desk"),
                    ("16:10", "В Баварии выпал первый снег, на трассе A8 образовались пробки"),
                    ("14:45", "pensions"),
                    ("12:20", "Правительство одобрило повышение детского пособия с января"),
                    ("10:05", "В Саксонии закрываются два отделения больничной кассы AOK"),
                    ("08:30", "Синоптики обещают на выходных до -8 градусов на востоке страны"),
                    ("3 декабря 2026, четверг", None),
                    ("22:10", "Полиция Кельна ищет свидетелей ограбления ювелирного магазина"),
                    ("18:40", "Бундесрат одобрил закон о цифровом больничном"),
                ],
            )
        )
        add(
            page(
                "society",
                "/rubrics/obshchestvo/",
                "section",
                "Общество",
                "rubric-front",
                list=["pensions", "desk", "doctors", "festival"],
                more="society2",
            )
        )
        add(
            page(
                "society2",
                "/rubrics/obshchestvo/index2.html",
                "section",
                "Общество",
                "rubric-page2",
                list=["letter", "interview"],
                older=[
                    (
                        "/news/2026/12/01/n57088.html",
                        "Переселенцы из Казахстана отметили 30-летие общины в Падерборне",
                        "2026-12-01 15:20",
                    ),
                    (
                        "/news/2026/11/30/n57071.html",
                        "В Нюрнберге открылась русская библиотека для детей",
                        "2026-11-30 11:00",
                    ),
                ],
            )
        )
        add(
            page(
                "tema",
                "/temy/pensii.html",
                "tag",
                "Тема: пенсии",
                "theme-page",
                list=["pensions", "letter"],
                older=[
                    (
                        "/news/2026/11/18/n56870.html",
                        "Пенсии в Германии вырастут с июля на 3,7 процента",
                        "2026-11-18 10:30",
                    )
                ],
            )
        )
        add(
            page(
                "author",
                "/avtory/petrov.html",
                "author",
                "Игорь Петров",
                "author-archive-full-name-vs-initials",
                list=["pensions"],
                bio='Игорь Петров пишет для "Земляка" с 2003 года: социальные вопросы, пенсии, законы о переселенцах. Живет в Кельне.',
                older=[
                    (
                        "/news/2026/11/18/n56870.html",
                        "Пенсии в Германии вырастут с июля на 3,7 процента",
                        "2026-11-18 10:30",
                    ),
                    (
                        "/news/2026/10/29/n56512.html",
                        "Что изменится для получателей гражданского пособия в 2027 году",
                        "2026-10-29 09:15",
                    ),
                    (
                        "/news/2026/10/02/n56104.html",
                        "Закон о переселенцах: что говорят в министерстве внутренних дел",
                        "2026-10-02 13:50",
                    ),
                ],
            )
        )
        add(
            page(
                "search",
                "/cgi-bin/search.cgi?q=" + quote(SEARCH_Q, encoding="koi8-r") + "&where=all",
                "search",
                "Поиск по сайту",
                "cgi-search-koi8-query",
                list=["pensions", "letter"],
            )
        )
        add(
            page(
                "about",
                "/about.html",
                "about",
                "О проекте",
                "about-page",
                [
                    '"Земляк" - информационный портал для русскоязычных жителей Германии. Мы работаем с 1999 года и рассказываем о жизни в Германии: законах, пенсиях, медицине, образовании, культуре и событиях в общинах.',
                    "Портал существует на средства от рекламы и пожертвования читателей. Мы не связаны ни с какими политическими партиями.",
                    "- Главный редактор: Борис Левин",
                    "- Адрес: Postfach 10 20 30, 50667 Köln",
                    "- E-mail: redaktion@zemlyak.test",
                    'Перепечатка материалов разрешается только со ссылкой на "Земляк".',
                ],
            )
        )
        add(
            page(
                "board",
                "/board/",
                "classifieds",
                "Доска объявлений",
                "classifieds-board",
                ads=[
                    (
                        "04.12.2026",
                        "Сдаю",
                        "Сдаю комнату в Марцане, 18 кв. м, 350 евро тепло. Для одного человека без животных.",
                    ),
                    (
                        "04.12.2026",
                        "Услуги",
                        'Опытная преподавательница поможет подготовиться к экзамену B1 и "Жизнь в Германии". Кельн и онлайн.',
                    ),
                    ("03.12.2026", "Ищу", "Ищу попутчиков из Ганновера в Ригу на Рождество, есть два места в машине."),
                    (
                        "03.12.2026",
                        "Продаю",
                        'Продаю пианино "Красный Октябрь", в хорошем состоянии, самовывоз из Бремена.',
                    ),
                    (
                        "02.12.2026",
                        "Услуги",
                        "Переводы документов с русского и украинского, заверенные присяжным переводчиком.",
                    ),
                    (
                        "01.12.2026",
                        "Знакомства",
                        "Вдовец, 72 года, Дрезден, ищет спутницу жизни для прогулок и разговоров.",
                    ),
                ],
            )
        )
        add(
            page(
                "guestbook",
                "/guestbook/",
                "forum",
                "Гостевая книга",
                "guestbook-messages",
                posts=[
                    (
                        "Галина, Штутгарт",
                        "04.12.2026 22:13",
                        "Спасибо за статью про врачей! Распечатала и отдала маме.",
                    ),
                    ("Виктор", "04.12.2026 18:02", "Когда будет продолжение про пенсии? Очень ждем."),
                    ("Ольга Ф.", "03.12.2026 09:47", "Сайт стал медленно открываться, у меня одной так?"),
                    (
                        "admin",
                        "03.12.2026 10:30",
                        "Ольга, спасибо, мы переехали на новый сервер, теперь должно быть лучше.",
                    ),
                ],
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "pensions",
                "/news/2026/12/04/n57123.html",
                "Бундестаг обсуждает пересчет пенсий для поздних переселенцев",
                "2026-12-04",
                None,
                dotted("2026-12-04 14:45"),
                ["И. Петров"],
                [
                    "Комитет Бундестага по труду и социальным вопросам в среду провел слушания по законопроекту, который может изменить порядок расчета пенсий для поздних переселенцев. Речь идет о так называемом законе о чужих пенсиях (Fremdrentengesetz), по которому учитывается трудовой стаж, заработанный в бывшем СССР.",
                    "Сейчас стаж, накопленный до переезда, засчитывается с понижающим коэффициентом 0,6. Авторы законопроекта предлагают поднять его до 0,75 для тех, кто переехал в Германию до 1996 года. По оценкам министерства труда, это коснется примерно 350 тысяч пенсионеров.",
                    'Представители союзов переселенцев поддержали инициативу, но назвали ее недостаточной. "Люди, которые всю жизнь проработали на заводах и в колхозах, получают в Германии пенсию ниже прожиточного минимума. Повышение коэффициента - это шаг, но не решение", - заявил на слушаниях председатель одного из земляческих объединений Виктор Шнайдер.',
                    "Министерство финансов пока не дало заключения о стоимости реформы. Окончательное голосование ожидается не раньше весны 2027 года.",
                    'NOTE: Вопросы о расчете пенсий можно задать на нашем форуме в разделе "Социальные вопросы".',
                    "SIGN: [[author|И. Петров]]",
                ],
                "portal-story-initials-sign-off-no-h1",
                section="Общество",
                local="2026-12-04 14:45",
            )
        )
        add(
            story(
                "desk",
                "/news/2026/12/04/n57131.html",
                "В Берлине открылась бесплатная консультация по вопросам гражданства на русском языке",
                "2026-12-04",
                None,
                dotted("2026-12-04 17:30"),
                [],
                [
                    'В районе Марцан-Хеллерсдорф начала работу бесплатная консультация для русскоязычных жителей, которые хотят получить немецкое гражданство. Прием ведут юристы и социальные работники общественной организации "Мост".',
                    "После реформы закона о гражданстве, вступившей в силу в 2024 году, претендовать на паспорт можно уже через пять лет проживания в Германии, а двойное гражданство стало разрешено. Число заявлений в Берлине с тех пор выросло почти вдвое, а сроки рассмотрения растянулись до полутора лет.",
                    'Консультации проходят по вторникам и четвергам с 10 до 16 часов, запись по телефону. Помощь оказывается бесплатно, в том числе при заполнении анкет и подготовке к тесту "Жизнь в Германии".',
                ],
                "portal-story-desk-credit-redaktsiya",
                section="Общество",
                local="2026-12-04 17:30",
                top_credit="Автор: Редакция",
            )
        )
        add(
            story(
                "doctors",
                "/news/2026/12/04/n57117.html",
                "Русскоязычные врачи в Германии: как найти и что нужно знать",
                "2026-12-04",
                None,
                dotted("2026-12-04 09:00", with_time=False),
                ["Е. Вайнштейн", "Г. Мюллер"],
                [
                    "Для многих пожилых переселенцев визит к врачу до сих пор остается испытанием: объяснить симптомы на чужом языке непросто, а переводчика в приемной, как правило, нет. Мы собрали советы, как найти врача, говорящего по-русски, и что делать, если такого поблизости нет.",
                    "### Где искать",
                    "Проще всего воспользоваться поиском врачей на сайте больничной кассы или Объединения врачей больничных касс: в фильтре можно указать язык. По данным объединения, в Германии практикуют более 10 тысяч врачей, владеющих русским языком, но распределены они неравномерно: больше всего их в Берлине, Гамбурге и Северном Рейне-Вестфалии.",
                    "### Если врача нет",
                    "Больничные кассы не оплачивают услуги переводчика при обычном приеме. Однако многие благотворительные организации и общины предоставляют сопровождающих-волонтеров. Кроме того, некоторые клиники предлагают видеоперевод.",
                    "### Что взять с собой",
                    "Обязательно возьмите карточку больничной кассы, список принимаемых лекарств (лучше на немецком) и, если есть, выписки из прежних медицинских документов. Переведенные выписки помогут врачу избежать повторных обследований.",
                    "Если вам отказали в приеме или вы столкнулись с пренебрежительным отношением, можно обратиться в земельную врачебную палату. Жалобы принимаются и на русском языке, хотя ответ, скорее всего, придет по-немецки.",
                ],
                "portal-guide-two-initialled-authors-bold-subheads",
                section="Общество",
                local="2026-12-04 09:00",
                top_credit='Е. Вайнштейн, Г. Мюллер, специально для "Земляка"',
            )
        )
        add(
            story(
                "festival",
                "/news/2026/12/03/n57102.html",
                'В Ганновере прошел фестиваль "Русская зима"',
                "2026-12-03",
                None,
                dotted("2026-12-03 12:10"),
                ["Ирина Шмидт"],
                [
                    'В минувшее воскресенье в ганноверском культурном центре на Линденер-Марктплац прошел ежегодный фестиваль "Русская зима". Его посетили около полутора тысяч человек - больше, чем когда-либо.',
                    'FIG: festival-1 | Выступление детского хора "Радуга". Фото: М. Кляйн',
                    "Программа была насыщенной: выступления детских хоров, ярмарка ремесел, блины и пельмени, а вечером - концерт казачьего ансамбля из Бремена. Впервые в этом году на фестивале работала площадка для подростков с настольными играми и мастер-классом по комиксам.",
                    "FIG: festival-2 | На ярмарке ремесел. Фото: М. Кляйн",
                    'Организаторы из общества "Земляки Нижней Саксонии" рассказали, что фестиваль проводится уже 18-й раз. "Когда мы начинали, пришли 200 человек, в основном пенсионеры. Сейчас приходят целыми семьями, и многие дети уже не говорят по-русски, но с удовольствием поют", - говорит председатель общества Лидия Вагнер.',
                    "Следующий фестиваль намечен на февраль: он будет посвящен Масленице.",
                    "SIGN: Текст: Ирина Шмидт. Фото: М. Кляйн",
                ],
                "portal-photo-story-text-and-photo-credit-in-one-line",
                section="Общество",
                local="2026-12-03 12:10",
            )
        )
        add(
            story(
                "letter",
                "/pisma/2026/12/l1284.html",
                "Почему в социальном ведомстве нет переводчика?",
                "2026-12-03",
                None,
                dotted("2026-12-03 08:00", with_time=False),
                ["Анатолий Семенович Гринберг"],
                [
                    "Уважаемая редакция! Пишу вам, потому что больше некуда. Мне 78 лет, я живу в Германии с 1998 года. Немецкий язык я учил на курсах, но объясниться в ведомстве по-прежнему не могу, особенно когда речь идет о сложных вещах.",
                    "Месяц назад я получил письмо из социального ведомства с требованием вернуть переплату за два года. Я пошел на прием, но сотрудница сказала, что переводчика они не предоставляют и что я должен прийти со своим. Моя дочь живет в Мюнхене, знакомые работают. Кого мне просить?",
                    "Я знаю, что многие мои ровесники в такой же ситуации. Мы честно работали, платили налоги, а теперь чувствуем себя лишними. Неужели нельзя организовать хотя бы телефонного переводчика?",
                    "Спасибо, что публикуете наши письма. Ваш сайт для меня - окно в мир.",
                    "SIGN: Анатолий Семенович Гринберг, Дюссельдорф",
                    "NOTE: От редакции: мы направили запрос в социальное ведомство Дюссельдорфа и опубликуем ответ, как только получим его.",
                ],
                "reader-letter-signed-patronymic-and-city-editor-note",
                section="Письма читателей",
                local="2026-12-03 08:00",
                kicker="Письма читателей",
            )
        )
        add(
            story(
                "dpa",
                "/news/2026/12/05/n57140.html",
                "Забастовка машинистов Deutsche Bahn продлится до понедельника",
                "2026-12-05",
                None,
                dotted("2026-12-05 00:15"),
                [],
                [
                    "Профсоюз машинистов GDL объявил в ночь на субботу, что забастовка на железных дорогах Германии продлится до утра понедельника. Изначально стачка должна была завершиться в субботу вечером.",
                    "Deutsche Bahn предупредила, что в выходные будет выполняться лишь около 20 процентов поездов дальнего следования. Пассажиры могут бесплатно сдать билеты или воспользоваться ими позднее.",
                    "Переговоры о новом тарифном соглашении зашли в тупик в ноябре. Профсоюз требует сокращения рабочей недели и повышения зарплат на 8 процентов.",
                    "SIGN: По материалам dpa",
                ],
                "agency-brief-after-midnight-no-machine-date",
                section="Новости",
                local="2026-12-05 00:15",
            )
        )
        add(
            story(
                "column",
                "/columns/gurevich/2026-12-04.html",
                "Как я учил немецкий в семьдесят лет",
                "2026-12-04",
                None,
                dotted("2026-12-04 07:00", with_time=False),
                ["Л. Гуревич"],
                [
                    "Когда мы с женой переехали в Германию, мне было шестьдесят девять. Дети сказали: папа, язык тебе не нужен, мы все переведем. Я послушался и два года прожил, как в аквариуме: все видно, ничего не слышно.",
                    'На третий год я записался на курсы при народном университете. В группе были сирийцы, афганцы, одна японка и я - самый старый. Учительница, молодая женщина по имени Хайке, обращалась ко мне только на "Вы", чем очень меня смущала.',
                    'Оказалось, что в семьдесят учить язык можно. Труднее всего было не с грамматикой, а со стыдом: боишься ошибиться, выглядеть смешным. Хайке говорила: "Господин Гуревич, ошибки - это хорошо. Кто не ошибается, тот молчит".',
                    "Сейчас я читаю местную газету, хожу к врачу без переводчика и даже поспорил с соседом о футболе. Сосед, кажется, не понял моих аргументов, но это уже вопрос не языка, а футбола.",
                    "Пишу это для тех, кто думает, что поздно. Не поздно. Поздно будет, когда перестанем пробовать.",
                ],
                "column-initialled-author-over-photo-day-only",
                section="Колонки",
                local="2026-12-04 07:00",
                kicker="Заметки на полях",
                column=True,
            )
        )
        add(
            story(
                "interview",
                "/news/2026/12/02/n57095.html",
                'Писательница Марина Фогель: "Я пишу по-русски о немецкой жизни"',
                "2026-12-02",
                None,
                dotted("2026-12-02 16:20"),
                ["Е. Вайнштейн"],
                [
                    'Марина Фогель живет в Лейпциге с 2001 года. Ее новый роман "Остановка Либертас" о семье переселенцев из Казахстана вышел осенью и уже переводится на немецкий. Мы поговорили с писательницей о языке, памяти и читателях.',
                    "Q: - Почему вы пишете по-русски, живя в Германии четверть века? || - Потому что думаю по-русски, когда речь идет о важном. По-немецки я пишу письма в налоговую и записки для родительского собрания. А роман - это разговор с самой собой, и он идет на родном языке.",
                    "Q: - Кто ваши читатели? || - Удивительно, но больше всего писем я получаю не из Германии, а из Казахстана и России. Люди узнают в героях своих родственников, которые уехали. А здесь меня читают в основном люди моего поколения.",
                    'Q: - Роман переводят на немецкий. Это волнует? || - Очень. Переводчица задает мне вопросы, которые я себе никогда не задавала. Например, как перевести слово "земляк". В немецком нет такого точного слова, и из-за этого я многое поняла о своих героях.',
                    "Q: - Над чем работаете сейчас? || - Пишу книгу рассказов о бабушке, которая в девяносто лет выучила немецкий, чтобы читать сказки правнукам. Это почти документальная история.",
                    "SIGN: Беседовала Е. Вайнштейн",
                ],
                "qa-interview-dash-style-credit-at-foot",
                section="Культура",
                local="2026-12-02 16:20",
            )
        )

    # --- templates
    def left_menu(self) -> str:
        items = (
            ("home", "Главная"),
            ("lenta", "Лента новостей"),
            ("society", "Общество"),
            ("/rubrics/kultura/", "Культура"),
            ("/columns/", "Колонки"),
            ("/pisma/", "Письма читателей"),
            ("tema", "Тема: пенсии"),
            ("board", "Доска объявлений"),
            ("guestbook", "Гостевая книга"),
            ("/forum/", "Форум"),
            ("about", "О проекте"),
        )
        return "".join(f'<tr><td class="menu">&#187; {self.a(k, t, "nav")}</td></tr>' for k, t in items)

    def frame(self, doc: Doc, main: str) -> str:
        title = (
            "Земляк - портал русскоязычной Германии"
            if doc.key == "home"
            else f"Земляк :: {doc.section or doc.title} :: {doc.title}"
        )
        lenta = "".join(
            f'<tr><td class="time">{esc(self.docs[k].stamp[-5:] if self.docs[k].stamp[-3] == ":" else "")}</td><td>{self.a(k, self.docs[k].title, "aside")}</td></tr>'
            for k in ("dpa", "desk", "pensions")
            if k != doc.key
        )
        search_form = f'<form action="{esc(self.href("/cgi-bin/search.cgi"))}" method="get"><input type="text" name="q" size="14"> <input type="hidden" name="where" value="all"><input type="submit" value="Найти"></form>'
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">
<title>{esc(title)}</title>
<meta name="keywords" content="Германия, переселенцы, русские в Германии, новости, пенсии, интеграция, {esc(doc.section or "портал")}">
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "Земляк - портал для русскоязычных жителей Германии")}">
<link rel="stylesheet" href="{esc(self.href("/css/main.css"))}" type="text/css">
<style type="text/css">/*PAD*/</style>
<script language="JavaScript" src="{esc(self.href("/js/common.js"))}"></script>
</head>
<body bgcolor="#FFFFFF" text="#000000" link="#003399" vlink="#663399" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<table width="100%" border="0" cellspacing="0" cellpadding="0">
<tr><td class="shapka" height="80">{self.a("home", "Земляк", "nav", inner=f'<img src="{esc(self.href("/img/logo.gif"))}" width="220" height="70" border="0" alt="Земляк">')}<span class="slogan">Земляк - портал русскоязычной Германии</span></td>
<td class="shapka" align="right"><div class="banner468"><a href="http://ads.zemlyak.test/click.cgi?id=417" target="_blank"><img src="http://ads.zemlyak.test/b/417.gif" width="468" height="60" border="0" alt="Реклама"></a></div></td></tr>
<tr><td colspan="2" class="polosa">Суббота, 5 декабря 2026 г. | Берлин: -2&deg;C | Курс ЕЦБ: 1 EUR = 1,0638 USD | <a href="{esc(self.href("/registration.cgi"))}">Регистрация</a> | <a href="{esc(self.href("/forum/"))}">Форум</a></td></tr>
</table>
<table width="100%" border="0" cellspacing="0" cellpadding="6">
<tr>
<td class="levo" width="170" valign="top">
<table width="100%" border="0" cellspacing="0" cellpadding="2">{self.left_menu()}</table>
<br>{search_form}
<span class="chasto">Часто ищут: {self.a("search", SEARCH_Q, "aside")}, <a href="{esc(self.href("/cgi-bin/search.cgi"))}?q=%D0%C1%D3%D0%CF%D2%D4&amp;where=all">паспорт</a></span>
<br><b>Лента:</b><table class="lenta" border="0" cellpadding="2">{lenta}</table>
<br><div class="banner120"><img src="http://ads.zemlyak.test/b/120x240.gif" width="120" height="240" border="0" alt=""></div>
</td>
<td valign="top">
{main}
</td>
</tr>
</table>
<table width="100%" border="0" cellspacing="0" cellpadding="4">
<tr><td class="podval">&copy; 1999-2026 &laquo;Земляк&raquo;. Все права защищены. При перепечатке ссылка на zemlyak.test обязательна.<br>
{self.a("about", "О проекте", "footer")} | <a href="{esc(self.href("/reklama.html"))}">Реклама на сайте</a> | <a href="mailto:redaktion@zemlyak.test">Написать в редакцию</a> | <a href="{esc(self.href("/rss.xml"))}">RSS</a> | <a href="{esc(self.href("/impressum.html"))}">Impressum</a> | <a href="{esc(self.href("/datenschutz.html"))}">Datenschutz</a></td></tr>
<tr><td class="podval"><!--LiveInternet counter--><script type="text/javascript">document.write("<img src='http://counter.yadro.test/hit?r"+escape(document.referrer)+";"+Math.random()+"' width=88 height=31 alt=''>")</script><!--/LiveInternet--></td></tr>
</table>
<div id="cookie" class="cookie">Diese Website verwendet Cookies. Сайт использует файлы cookie. <a href="{esc(self.href("/datenschutz.html"))}">Подробнее</a> <a href="javascript:hideCookie()">OK</a></div>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        e = doc.extra
        html = self.blocks(doc, fig=self.fig).replace("<h3>", "<p><b>").replace("</h3>", "</b></p>")
        html = re.sub(r'<p class="signoff">(.*?)</p>', r'<p class="signoff" align="right"><b>\1</b></p>', html)
        html = re.sub(r'<div class="note">(.*?)</div>', r'<p class="prim"><i>\1</i></p>', html)
        top = f'<div class="avtor">{self.inline(e["top_credit"], "byline")}</div>' if e.get("top_credit") else ""
        kicker = f'<div class="rubr">{esc(e["kicker"])}</div>' if e.get("kicker") else ""
        photo = ""
        if e.get("column"):
            photo = f'<img src="{esc(self.href("/img/avtory/gurevich.jpg"))}" width="70" height="90" align="left" hspace="6" alt="Л. Гуревич"><div class="avtor"><b>Л. Гуревич</b></div>'
        more = "".join(
            f'<li>{self.a(k, self.docs[k].title, "related")} <span class="ndate">({esc(dotted(self.docs[k].extra["local"], with_time=False))})</span></li>'
            for k in self.related(doc.key)
        )
        return f"""<table width="100%" border="0" cellspacing="0" cellpadding="0">
<tr><td class="put">{self.a("home", "Главная", "breadcrumb")} &raquo; {self.a("society", "Общество", "breadcrumb") if doc.section == "Общество" else esc(doc.section)}</td></tr>
<tr><td>{kicker}{photo}</td></tr>
<tr><td class="zag">{esc(doc.title)}</td></tr>
<tr><td class="ndate">{esc(doc.stamp)}</td></tr>
<tr><td>{top}</td></tr>
<tr><td class="ntext">
{html}
</td></tr>
<tr><td class="instr"><a href="javascript:window.print()">Версия для печати</a> | <a href="mailto:?subject={quote(doc.title)}">Отправить другу</a> | <a href="{esc(self.href("/forum/"))}">Обсудить на форуме</a></td></tr>
<tr><td><b>Читайте также:</b><ul>{more}</ul></td></tr>
</table>"""

    def related(self, key: str) -> list[str]:
        i = ARTS.index(key)
        return (ARTS[i + 1 :] + ARTS[:i])[:4]

    def fig(self, alt: str, caption: str) -> str:
        return f'<p align="center"><img src="{esc(self.href(f"/img/news/2026/12/{alt}.jpg"))}" width="400" height="267" border="1" alt=""><br><font size="-1">{esc(caption)}</font></p>'

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<tr><td class="ndate" valign="top" nowrap>{esc(dotted(d.extra["local"]))}</td><td><b>{self.a(k, d.title, "content")}</b><br>{esc(self.lede(d))}</td></tr>'
            )
        for h, t, w in doc.extra.get("older", []):
            rows.append(
                f'<tr><td class="ndate" valign="top" nowrap>{esc(dotted(w))}</td><td><b><a href="{esc(self.href(h))}">{esc(t)}</a></b></td></tr>'
            )
        head = f'<div class="zag">{esc(doc.title)}</div>'
        extra = ""
        pager = ""
        more = 'class="more"'
        all_society = 'Все новости рубрики "Общество"'
        if doc.key == "home":
            head = '<div class="zag">Главные новости</div>'
            extra = (
                f'<table width="100%" cellpadding="4"><tr><td valign="top" width="50%"><b>Колонки</b><br>{self.a("column", self.docs["column"].title, "content")} <i>Л. Гуревич</i></td>'
                f'<td valign="top"><b>Письма читателей</b><br>{self.a("letter", self.docs["letter"].title, "content")}</td></tr>'
                f'<tr><td valign="top"><b>Интервью</b><br>{self.a("interview", self.docs["interview"].title, "content")}</td>'
                f'<td valign="top"><b>Объявления</b><br>{self.a("board", "Доска объявлений", "content")} | {self.a("guestbook", "Гостевая книга", "content")}</td></tr></table>'
                f"<p>{self.a('lenta', 'Вся лента новостей', 'content', more)} | {self.a('society', all_society, 'content', more)}</p>"
            )
        elif doc.kind == "author":
            head = (
                f'<table><tr><td><img src="{esc(self.href("/img/avtory/petrov.jpg"))}" width="90" height="110" alt=""></td>'
                f'<td valign="top"><div class="zag">{esc(doc.title)}</div><p>{esc(doc.extra["bio"])}</p></td></tr></table><b>Все публикации автора:</b>'
            )
        elif doc.kind == "search":
            head = (
                f'<div class="zag">{esc(doc.title)}</div><p>По запросу <b>{esc(SEARCH_Q)}</b> найдено документов: 2</p>'
            )
        if doc.key == "society":
            pager = f'<p class="pages">Страницы: <b>1</b> {self.a("society2", "2", "pagination")} <a href="{esc(self.href("/rubrics/obshchestvo/index3.html"))}">3</a> <a href="{esc(self.href("/rubrics/obshchestvo/index4.html"))}">4</a> {self.a("society2", "Следующая >>", "pagination")}</p>'
        elif doc.key == "society2":
            pager = f'<p class="pages">Страницы: {self.a("society", "1", "pagination")} <b>2</b> <a href="{esc(self.href("/rubrics/obshchestvo/index3.html"))}">3</a> <a href="{esc(self.href("/rubrics/obshchestvo/index4.html"))}">4</a></p>'
        return f'{head}<table width="100%" border="0" cellspacing="0" cellpadding="4" class="spisok">{"".join(rows)}</table>{extra}{pager}'

    def service_main(self, doc: Doc) -> str:
        e = doc.extra
        if "ticker" in e:
            rows = []
            for when, what in e["ticker"]:
                if what is None:
                    rows.append(f'<tr><td colspan="2" class="lenta-den"><b>{esc(when)}</b></td></tr>')
                elif what in self.docs:
                    rows.append(
                        f'<tr><td class="time">{when}</td><td>{self.a(what, self.docs[what].title, "content")}</td></tr>'
                    )
                else:
                    rows.append(f'<tr><td class="time">{when}</td><td>{esc(what)}</td></tr>')
            return f'<div class="zag">{esc(doc.title)}</div><p>Все новости за последние сутки. Время берлинское.</p><table class="lenta" width="100%" border="0" cellpadding="3">{"".join(rows)}</table><p class="pages"><a href="{esc(self.href("/lenta/archive.cgi?d=2026-12-03"))}">&lt;&lt; Лента за 3 декабря</a></p>'
        if "ads" in e:
            rows = "".join(
                f'<tr><td class="ndate" nowrap>{d}</td><td class="rubr">{esc(r)}</td><td>{esc(t)} <a href="{esc(self.href("/board/contact.cgi"))}">[ответить]</a></td></tr>'
                for d, r, t in e["ads"]
            )
            return f'<div class="zag">{esc(doc.title)}</div><p>Бесплатные частные объявления. <a href="{esc(self.href("/board/add.cgi"))}">Подать объявление</a></p><table width="100%" border="0" cellpadding="4">{rows}</table>'
        if "posts" in e:
            posts = "".join(
                f'<tr><td class="gb-head"><b>{esc(n)}</b> | {d}</td></tr><tr><td class="gb-text">{esc(t)}</td></tr>'
                for n, d, t in e["posts"]
            )
            return f'<div class="zag">{esc(doc.title)}</div><p><a href="{esc(self.href("/guestbook/add.cgi"))}">Оставить запись</a></p><table width="100%" border="0" cellpadding="4">{posts}</table><p class="pages">Страницы: <b>1</b> <a href="{esc(self.href("/guestbook/?p=2"))}">2</a> <a href="{esc(self.href("/guestbook/?p=3"))}">3</a></p>'
        return f'<div class="zag">{esc(doc.title)}</div>\n{self.blocks(doc)}'
