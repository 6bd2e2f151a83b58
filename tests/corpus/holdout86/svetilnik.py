# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Cyrillic letters and typographic quotes are deliberate)
"""Светильник Svetilnik: a Russian Orthodox online magazine on **1C-Bitrix** with the stock news templates
(`news-detail`, `news-date-time`, the story title in an `<h3>` under a section `<h1 id="pagetitle">`, `news-list` /
`news-item`, the "Возврат к списку" link, the `PAGEN_1` pager, `BX.message`, `/news/12345/`, `/propovedi/12360/`,
`/search/?tags=` with **windows-1251 percent-encoding**), Russian, **windows-1251** declared in the header and in
`<meta http-equiv>` (labelled `cp1251`), Moscow time (+03:00), root-relative links.

Dates: every page's top bar prints **today** twice, "Пятница, 4 декабря 2026 г. / 21 ноября ст. ст.", with the feast
of the day (the Entry of the Theotokos into the Temple, a Great Feast on 21 November in the Julian calendar). News items
print "04.12.2026" and a "4 декабря 2026 г. (21 ноября ст. ст.)" line; the sermon prints the **Julian date first**
("21 ноября / 4 декабря 2026 г."). No JSON-LD except an SEO module's `Article` on the restoration feature, in UTC
(21:30Z on 1 Dec = 00:30 on **2 Dec** in Moscow); microdata `datePublished` on two news items; the press-service item
has an `article:published_time` in UTC (21:30Z on 30 Nov = 00:30 on **1 Dec**). Credits: "Текст: Мария Колесова. Фото:
Иван Петров" (the photographer is not an author), "Протоиерей Николай Вершинин" and "Иерей Андрей Соколов" (ranks),
"Беседовала Анна Морозова" (the interviewer; the interviewee "игумен Серафим (Лебедев)" is not an author),
"Пресс-служба Никольской епархии", "Редакция". The church calendar day, the troparion page and the service schedule are
not articles."""

from __future__ import annotations

import datetime
import json
import zlib
from urllib.parse import quote

from common import Base, attr, julian, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.svetilnik.test"
ARTS = ["vvedenie", "propoved", "school", "obit", "pilgrim", "interview", "restoration", "post"]
MONTHS_GEN = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
              "ноября", "декабря"]  # fmt: skip
WEEKDAYS = ["Понедельник", "Вторник", "Среда", "Четверг", "Пятница", "Суббота", "Воскресенье"]
IDS = {"vvedenie": 12391, "propoved": 12388, "school": 12387, "obit": 12380, "pilgrim": 12379, "interview": 12372,
       "restoration": 12370, "post": 12361}  # fmt: skip
TAG = "Рождественский пост"
TAG_PATH = "/search/?tags=" + quote(TAG.encode("cp1251"))
SEARCH_Q = "Введение"
SEARCH_PATH = "/search/index.php?q=" + quote(SEARCH_Q.encode("cp1251")) + "&s=" + quote("Найти".encode("cp1251"))


def ru_day(day: str, julian_first: bool = False) -> str:
    """ "4 декабря 2026 г. (21 ноября ст. ст.)" or, Julian first, "21 ноября / 4 декабря 2026 г."."""
    y, m, d = (int(x) for x in day.split("-"))
    _jy, jm, jd = julian(y, m, d)
    if julian_first:
        return f"{jd} {MONTHS_GEN[jm - 1]} / {d} {MONTHS_GEN[m - 1]} {y} г."
    return f"{d} {MONTHS_GEN[m - 1]} {y} г. ({jd} {MONTHS_GEN[jm - 1]} ст. ст.)"


def dotted(day: str) -> str:
    y, m, d = day.split("-")
    return f"{d}.{m}.{y}"


class Svetilnik(Base):
    origin = ORIGIN
    name = "Светильник"
    prefix = "svt"
    language = "ru"
    encoding = "cp1251"
    codec = "cp1251"
    content_type = "text/html; charset=windows-1251"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "svt",
            [
                ".header__date",
                ".top-menu li a",
                ".news-detail h3",
                ".news-detail-text p",
                ".news-date-time",
                ".news-author",
                ".news-list .news-item",
                ".bx-breadcrumb-item",
                ".calendar-day",
                ".footer",
                ".cookie-warning",
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
                "Светильник",
                "bitrix-home",
                list=["vvedenie", "propoved", "school", "obit", "pilgrim", "interview", "restoration"],
            )
        )
        add(
            page(
                "news",
                "/news/",
                "section",
                "Новости",
                "bitrix-news-list",
                list=["vvedenie", "school", "obit", "pilgrim"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news/?PAGEN_1=2",
                "section",
                "Новости",
                "bitrix-news-list-pagen2",
                list=["restoration", "post"],
                older=[
                    ("/news/12355/", "В епархии прошли курсы для псаломщиков", "28.11.2026"),
                    ("/news/12349/", "Престольный праздник Михайловского храма: фоторепортаж", "21.11.2026"),
                    ("/news/12344/", "Сестричество при областной больнице отметило десятилетие", "19.11.2026"),
                ],
            )
        )
        add(page("tag", TAG_PATH, "tag", TAG, "bitrix-search-tags-cp1251", list=["post", "interview", "pilgrim"]))
        add(
            page(
                "author",
                "/authors/andrey-sokolov/",
                "author",
                "Иерей Андрей Соколов",
                "bitrix-author-page",
                list=["school"],
                bio="Клирик Покровского кафедрального собора г. Никольска, руководитель епархиального отдела религиозного образования и катехизации. Окончил Московскую духовную семинарию.",
                older=[
                    ("/articles/12301/", "Как говорить с подростком о Боге, если он не хочет слушать", "12.11.2026"),
                    ("/articles/12254/", "Зачем ребенку исповедь в семь лет", "22.10.2026"),
                ],
            )
        )
        add(
            page(
                "search",
                SEARCH_PATH,
                "search",
                "Поиск",
                "bitrix-search-page-cp1251-query",
                list=["vvedenie", "propoved"],
            )
        )
        add(
            page(
                "calendar",
                "/calendar/2026/12/04/",
                "liturgical-calendar",
                "Церковный календарь на 4 декабря 2026 года",
                "church-calendar-day-julian",
                [
                    "## Введение во храм Пресвятой Богородицы",
                    "Двунадесятый праздник. Рождественский пост. Рыба разрешается.",
                    "## Праздник дня",
                    "- Введение во храм Пресвятой Владычицы нашей Богородицы и Приснодевы Марии",
                    "- Предпразднство Введения — 3 декабря (20 ноября ст. ст.)",
                    "## Чтения дня",
                    "- На утрене: Лк. 1:39-49, 56",
                    "- На литургии: Евр. 9:1-7. Лк. 10:38-42; 11:27-28",
                    "Попразднство Введения продолжается до 8 декабря (25 ноября ст. ст.).",
                ],
                stamp="2026-12-04",
            )
        )
        add(
            page(
                "prayer",
                "/molitvoslov/tropar-vvedeniyu/",
                "prayer",
                "Тропарь и кондак Введению во храм Пресвятой Богородицы",
                "prayer-text",
                [
                    "## Тропарь, глас 4",
                    "Днесь благоволения Божия предображение и человеков спасения проповедание, в храме Божии ясно Дева является и Христа всем предвозвещает. Той и мы велегласно возопиим: радуйся, смотрения Зиждителева исполнение.",
                    "## Кондак, глас 4",
                    "Пречистый храм Спасов, многоценный чертог и Дева, священное сокровище славы Божия, днесь вводится в дом Господень, благодать совместно вводящи, яже в Дусе Божественнем, Юже воспевают Ангели Божии: Сия есть Селение Небесное.",
                    "Тропарь и кондак праздника поются от 3 до 8 декабря (с 20 по 25 ноября ст. ст.).",
                ],
            )
        )
        add(
            page(
                "schedule",
                "/raspisanie/",
                "events",
                "Расписание богослужений",
                "services-schedule-table",
                [
                    "Покровский кафедральный собор, г. Никольск, ул. Соборная, 1.",
                    "T: Дата | Праздник | Время | Богослужение",
                    "T: Сб 5 декабря (22 ноября) | Апостолов от 70-ти Филимона и др. | 17:00 | Всенощное бдение",
                    "T: Вс 6 декабря (23 ноября) | Неделя 27-я по Пятидесятнице. Блгв. кн. Александра Невского | 7:00, 10:00 | Ранняя и поздняя Литургии",
                    "T: Пн 7 декабря (24 ноября) | Вмц. Екатерины | 8:00 | Литургия",
                    "T: Ср 9 декабря (26 ноября) | Освящение церкви вмч. Георгия в Киеве | 17:00 | Акафист святителю Николаю",
                    "T: Сб 12 декабря (29 ноября) | — | 17:00 | Всенощное бдение",
                    "T: Вс 13 декабря (30 ноября) | Апостола Андрея Первозванного | 7:00, 10:00 | Ранняя и поздняя Литургии",
                    "Исповедь совершается во время всенощного бдения и перед ранней Литургией.",
                ],
            )
        )
        # --- stories ---------------------------------------------------------------------------------------------
        add(
            story(
                "vvedenie",
                "/news/12391/",
                "В канун Введения во храм Пресвятой Богородицы в Покровском соборе совершено всенощное бдение",
                "2026-12-04",
                None,
                "2026-12-04",
                ["Мария Колесова"],
                [
                    "Вечером 3 декабря, в канун праздника Введения во храм Пресвятой Богородицы, епископ Никольский и Заречный Тихон совершил всенощное бдение в Покровском кафедральном соборе г. Никольска.",
                    "Его Преосвященству сослужили секретарь епархиального управления протоиерей Николай Вершинин, благочинный городского округа протоиерей Владимир Зотов и клирики собора. Пел архиерейский хор под управлением Елены Сухановой.",
                    "На полиелее владыка совершил литию с благословением хлебов, пшеницы, вина и елея, а затем помазал молящихся освященным елеем. Несмотря на будний день, храм был полон: многие прихожане пришли на службу сразу после работы.",
                    "По окончании богослужения епископ Тихон обратился к верующим с архипастырским словом. Он напомнил, что праздник Введения приходится на дни Рождественского поста, и в этот день Церковь впервые поет «Христос рождается — славите», предвозвещая Рождество Христово.",
                    "Утром 4 декабря в соборе была совершена Божественная литургия. За богослужением молились воспитанники воскресной школы, для которых праздник Введения является особым: в этот день в соборе традиционно поздравляют детей, впервые пришедших на занятия.",
                ],
                "bitrix-h3-title-text-and-photo-credit",
                section="Новости",
                byline="Текст: Мария Колесова. Фото: Иван Петров",
                microdata=True,
                tags=["Введение во храм", "Епархия"],
            )
        )
        add(
            story(
                "propoved",
                "/propovedi/12388/",
                "Слово в праздник Введения во храм Пресвятой Богородицы",
                "2026-12-04",
                None,
                "2026-12-04",
                ["Николай Вершинин"],
                [
                    "Во имя Отца и Сына и Святаго Духа!",
                    "Дорогие братья и сестры, сегодня мы празднуем Введение во храм Пресвятой Богородицы. Священное Предание повествует, что праведные Иоаким и Анна, исполняя свой обет, привели трехлетнюю Марию в Иерусалимский храм, и Она Сама, без чужой помощи, взошла по высоким ступеням к первосвященнику.",
                    "Первосвященник Захария по особому откровению ввел Ее во Святое святых, куда сам он мог входить лишь однажды в году. Так Та, Которая должна была стать живым храмом Бога Слова, Сама вошла в храм рукотворенный.",
                    "Что говорит этот праздник нам, живущим в шумном и торопливом мире? Прежде всего то, что путь к Богу начинается с малого шага. Маленькая девочка поднимается по ступеням, и каждый шаг дается ей с трудом. Но Она идет. И наша духовная жизнь — это такое же восхождение по ступеням: молитва, пост, исповедь, дела милосердия.",
                    "Святые отцы говорят, что Пресвятая Дева в храме научилась главному — хранить слово Божие в сердце. Евангелие не раз повторяет о Ней: «Мария же сохраняла все слова сии, слагая в сердце Своем». Нам же часто недостает именно этого: мы слышим много слов, но почти ничего не сохраняем.",
                    "Не случайно праздник Введения приходится на дни Рождественского поста. Пост — это время, когда и мы, подобно юной Марии, можем войти в храм своего сердца, затворить двери от лишнего шума и приготовить в себе место для рождающегося Христа.",
                    "Пусть же Пресвятая Богородица, введенная ныне во храм, поможет каждому из нас сделать хотя бы один шаг навстречу Богу. Аминь.",
                ],
                "sermon-julian-date-first-rank",
                section="Проповеди",
                byline="Протоиерей Николай Вершинин",
                julian_first=True,
                tags=["Проповеди", "Введение во храм"],
            )
        )
        add(
            story(
                "school",
                "/news/12387/",
                "Воскресная школа готовит рождественский вертеп: зачем детям спектакль",
                "2026-12-04",
                None,
                "2026-12-04",
                ["Андрей Соколов"],
                [
                    "В воскресной школе Покровского собора начались репетиции рождественского вертепа. В этом году в спектакле участвуют 34 ребенка от пяти до четырнадцати лет, а премьера состоится 7 января, в первый день Рождества Христова.",
                    "Многие родители спрашивают, не слишком ли много времени дети тратят на костюмы и репетиции, вместо того чтобы учить молитвы и Закон Божий. Мне кажется, вертеп — это тоже урок, и очень важный.",
                    "Когда ребенок играет пастуха, который ночью слышит ангельскую песнь, он проживает евангельский рассказ не головой, а всем сердцем. Когда старшие дети помогают младшим выучить слова, они учатся терпению и заботе. А когда зал аплодирует, даже самый застенчивый ребенок узнает, что его труд нужен людям.",
                    "Традиция вертепа пришла к нам из давних времен: ходили по домам с ящиком-театром и куклами, пели колядки и рассказывали о рождении Спасителя. Мы возвращаемся к этой традиции уже восьмой год, и каждый раз удивляемся, как по-новому звучит знакомая история.",
                    "Приглашаем всех желающих помочь с декорациями и костюмами. Мастерская открыта по субботам после занятий, с 12 до 15 часов.",
                ],
                "priest-rank-in-byline-author-page",
                section="Новости",
                byline="Иерей Андрей Соколов",
                tags=["Воскресная школа", "Рождество"],
            )
        )
        add(
            story(
                "obit",
                "/news/12380/",
                "Отошел ко Господу протоиерей Георгий Лаптев",
                "2026-12-03",
                None,
                "2026-12-03",
                [],
                [
                    "2 декабря 2026 года, на 83-м году жизни, после продолжительной болезни отошел ко Господу почетный настоятель Никольского храма села Березовка протоиерей Георгий Лаптев.",
                    "Отец Георгий родился в 1944 году в семье сельского учителя. После службы в армии работал трактористом, затем поступил в Ленинградскую духовную семинарию. В 1971 году был рукоположен во диакона, а в 1972 году — во пресвитера.",
                    "Почти полвека он прослужил в одном храме, который в годы гонений оставался единственным действующим на весь район. Отец Георгий сам перекрыл его кровлю, восстановил колокольню и открыл при храме одну из первых в области воскресных школ.",
                    "Прихожане вспоминают его как пастыря простого и доступного, который в любую погоду шел к больным и умирающим и никогда не отказывал в помощи.",
                    "NOTE: Отпевание состоится 5 декабря в 9:00 в Никольском храме с. Березовка. Погребение — на сельском кладбище у алтаря храма.",
                    "Упокой, Господи, душу новопреставленного приснопамятного протоиерея Георгия и сотвори ему вечную память!",
                ],
                "obituary-redaktsiya-note-box",
                section="Новости",
                byline="Редакция",
                microdata=True,
                tags=["Некрологи"],
            )
        )
        add(
            story(
                "pilgrim",
                "/news/12379/",
                "Сто километров за пять дней: паломники пойдут пешком к Никольскому монастырю",
                "2026-12-03",
                None,
                "2026-12-03",
                ["Ксения Белова"],
                [
                    "Ко дню памяти святителя Николая Чудотворца, который Церковь празднует 19 декабря (6 декабря по старому стилю), из Никольска к Свято-Никольскому монастырю отправится пеший крестный ход. За пять дней паломникам предстоит пройти около ста километров.",
                    "Такой ход совершается уже шестой год. В первый раз в дорогу вышли всего 12 человек, в прошлом году — более 200. Организаторы ожидают, что в этот раз участников будет еще больше.",
                    "«Зимний ход — это испытание, особенно в пост, — говорит руководитель паломнической службы епархии Сергей Кудрявцев. — Идем по 20–25 километров в день, ночуем в сельских храмах и школах. Но люди возвращаются каждый год и приводят друзей».",
                    "Участников ждут молебны в попутных храмах, горячее питание от приходов и сопровождение медиков. Для тех, кто не может пройти весь путь, предусмотрена возможность присоединиться на последнем, двадцатикилометровом этапе.",
                    "Записаться можно в паломнической службе епархии до 12 декабря. Необходимы теплая одежда, удобная обувь и благословение духовника.",
                ],
                "feature-old-style-date-in-text",
                section="Новости",
                byline="Ксения Белова",
                tags=[TAG, "Паломничество"],
            )
        )
        add(
            story(
                "interview",
                "/interview/12372/",
                "Игумен Серафим (Лебедев): «Пост — это не диета, а время тишины»",
                "2026-12-02",
                None,
                "2026-12-02",
                ["Анна Морозова"],
                [
                    "Рождественский пост начался 28 ноября. О том, как провести его с пользой и не превратить в список запретов, мы поговорили с наместником Свято-Никольского монастыря игуменом Серафимом (Лебедевым).",
                    "Q: Отец Серафим, многие воспринимают пост прежде всего как ограничение в еде. Это неправильно? || Ограничение в еде — это важная, но не главная часть поста. Святые отцы говорят: какая польза, если мы не едим мяса, но поедаем ближнего злословием? Еда — это инструмент. Цель — освободить в себе место для Бога и для другого человека.",
                    "Q: С чего начать человеку, который постится впервые? || С малого и с честности. Не стоит брать на себя монашеский устав, если вы работаете на заводе и растите троих детей. Посоветуйтесь со священником, выберите посильную меру и старайтесь ее соблюдать. И обязательно добавьте к посту молитву и чтение Евангелия, хотя бы одну главу в день.",
                    "Q: А как быть с новогодними праздниками, которые приходятся на пост? || Это испытание для многих семей. Я советую не устраивать войну с родственниками. Можно встретить Новый год скромно, постным столом, но с миром в доме. Мир дороже салата.",
                    "Q: Вы часто говорите о тишине. Почему она так важна именно сейчас? || Потому что мы разучились ее слышать. Телефон, новости, музыка в наушниках — мы боимся остаться наедине с собой. А ведь Христос приходит в тишине, в вифлеемскую ночь, когда весь мир спит. Попробуйте в этот пост хотя бы полчаса в день побыть без телефона. Это тоже пост, и, может быть, самый трудный.",
                ],
                "interview-interviewer-credited-monastic-name",
                section="Интервью",
                byline="Беседовала Анна Морозова",
                tags=[TAG, "Интервью"],
            )
        )
        add(
            story(
                "restoration",
                "/articles/12370/",
                "Фрески XVI века в псковском селе спасают волонтеры",
                "2026-12-02",
                "2026-12-01T21:30:00Z",
                "2026-12-02",
                ["Дмитрий Голубев"],
                [
                    "Белый каменный храм стоит на холме над рекой уже почти пятьсот лет. Снаружи он выглядит крепким, но внутри, под слоями известки и копоти, медленно гибнут фрески, которые специалисты датируют второй половиной XVI века.",
                    "Третий год подряд сюда приезжают волонтеры из Москвы, Петербурга и Пскова. Под руководством реставраторов они укрепляют штукатурку, расчищают росписи и следят за влажностью в храме.",
                    "## Находка под известкой",
                    "Прошлым летом под поздней побелкой в алтаре открылось изображение святителя Николая, почти полностью сохранившее краски. «Когда мы увидели лицо, все просто замолчали, — вспоминает реставратор Ольга Лаврентьева. — Казалось, он смотрит на нас и ждет, когда мы наконец закончим работу».",
                    "Сейчас волонтеры работают и зимой: в храме установлены тепловые пушки, а в соседней избе оборудовали общежитие на десять человек.",
                    "## Нужны руки и средства",
                    "Работы по консервации росписей оцениваются в 18 миллионов рублей. Часть средств выделил областной комитет по охране объектов культурного наследия, остальное собирают пожертвованиями. Настоятель прихода говорит, что больше всего не хватает профессиональных реставраторов, готовых жить в деревне по несколько месяцев.",
                    "Богослужения в храме совершаются по большим праздникам. На Введение сюда пришли почти все жители села — около сорока человек.",
                ],
                "seo-module-jsonld-utc-previous-day",
                section="Статьи",
                byline="Дмитрий Голубев",
                seo_ld=True,
                tags=["Реставрация", "Псковская область"],
            )
        )
        add(
            story(
                "post",
                "/news/12361/",
                "Рождественский пост: в епархии напомнили о богослужениях и помощи нуждающимся",
                "2026-12-01",
                "2026-11-30T21:30:00+00:00",
                "2026-12-01",
                [],
                [
                    "28 ноября начался Рождественский пост, который продлится до 6 января. Епархиальное управление напоминает о порядке богослужений и о приходских программах помощи в эти дни.",
                    "В течение поста во всех храмах епархии по средам и пятницам вечером будут совершаться молебны с акафистами, а в кафедральном соборе по воскресеньям — беседы для готовящихся к Крещению и Венчанию.",
                    "Епархиальный отдел по социальному служению проводит традиционную акцию «Рождественский подарок»: в храмах собирают продукты длительного хранения, теплые вещи и игрушки для многодетных и малоимущих семей. Пункты сбора работают до 25 декабря.",
                    "Желающие принять участие в посещении больных и одиноких пожилых людей могут обратиться в сестричество при Покровском соборе.",
                ],
                "press-service-credit-og-utc-previous-day",
                section="Новости",
                byline="Пресс-служба Никольской епархии",
                og_time=True,
                tags=[TAG],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title)}{'' if doc.key == 'home' else ' | Светильник'}</title>",
            f'<meta name="keywords" content="{esc(", ".join(doc.extra.get("tags", [])) or "православие, новости, епархия")}">',
            f'<meta name="description" content="{esc(self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Светильник">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
        ]
        if doc.extra.get("og_time"):
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
        if doc.extra.get("seo_ld"):
            ld = {
                "@context": "https://schema.org",
                "@type": "Article",
                "headline": doc.title,
                "datePublished": doc.iso,
                "author": {"@type": "Person", "name": doc.authors[0]},
                "publisher": {"@type": "Organization", "name": "Православный интернет-журнал «Светильник»"},
                "image": ORIGIN + f"/upload/iblock/{zlib.crc32(doc.key.encode()) % 4096:03x}/restoration.jpg",
            }
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        menu = [
            ("home", "Главная"),
            ("news", "Новости"),
            (f"{ORIGIN}/propovedi/", "Проповеди"),
            (f"{ORIGIN}/articles/", "Статьи"),
            (f"{ORIGIN}/interview/", "Интервью"),
            ("calendar", "Календарь"),
            (f"{ORIGIN}/molitvoslov/", "Молитвослов"),
            ("schedule", "Расписание"),
        ]
        items = "".join(f"<li>{self.a(k, t, 'nav')}</li>" for k, t in menu)
        feast = self.a("calendar", "Введение во храм Пресвятой Богородицы", "nav")
        fresh = "".join(
            f'<li><span class="news-date-time">{dotted(self.docs[k].date)}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("vvedenie", "propoved", "school", "obit", "pilgrim")
            if k != doc.key
        )
        sessid = f"{zlib.crc32(doc.key.encode()):08x}{zlib.crc32(doc.path.encode()):08x}"
        return f"""<!DOCTYPE html>
<html lang="ru">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<link href="/bitrix/cache/css/s1/svetilnik/template_5f2b0a3c9e71d40a/template_5f2b0a3c9e71d40a_v1.css?1764831120" type="text/css" rel="stylesheet">
<style>/*PAD*/</style>
<script type="text/javascript">if(!window.BX)window.BX={{}};if(!window.BX.message)window.BX.message=function(mess){{if(typeof mess==='object'){{for(let i in mess){{BX.message[i]=mess[i];}}return true;}}}};</script>
<script type="text/javascript">(window.BX||top.BX).message({{'LANGUAGE_ID':'ru','FORMAT_DATE':'DD.MM.YYYY','FORMAT_DATETIME':'DD.MM.YYYY HH:MI:SS','COOKIE_PREFIX':'BITRIX_SM','SERVER_TZ_OFFSET':'10800','UTF_MODE':'N','SITE_ID':'s1','SITE_DIR':'/','USER_ID':'','SERVER_TIME':'1764842400','USER_TZ_OFFSET':'0','USER_TZ_AUTO':'Y','bitrix_sessid':'{sessid}'}});</script>
<script type="text/javascript" src="/bitrix/js/main/core/core.min.js?1764831113228742"></script>
<script type="text/javascript">(function(m,e,t,r,i,k,a){{m[i]=m[i]||function(){{(m[i].a=m[i].a||[]).push(arguments)}};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)}})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(91827364,"init",{{clickmap:true,trackLinks:true,accurateTrackBounce:true}});</script>
</head>
<body>
<div id="panel"></div>
<div class="page-wrapper">
<header class="header">
<div class="header__top"><div class="header__date">Пятница, 4 декабря 2026 г. / 21 ноября ст. ст.</div><div class="header__feast">{feast}</div><div class="header__fast">Рождественский пост</div></div>
<div class="header__logo"><a href="/"><img src="/local/templates/svetilnik/images/logo.png" alt="Светильник" width="240" height="64"></a><div class="header__slogan">Православный интернет-журнал</div></div>
<form class="header__search" action="/search/index.php"><input type="text" name="q" placeholder="Поиск по сайту"><input name="s" type="submit" value="Найти"></form>
<ul class="top-menu" id="horizontal-multilevel-menu">{items}</ul>
</header>
<div class="content-wrapper">
<div class="workarea">
{main}
</div>
<div class="sidebar">
<div class="sidebar-block"><div class="sidebar-block__title">Свежие публикации</div><ul class="sidebar-news">{fresh}</ul></div>
<div class="sidebar-block sidebar-block--calendar"><div class="sidebar-block__title">{self.a("calendar", "Православный календарь", "aside")}</div><p>4 декабря 2026 г. (21 ноября ст. ст.)</p><p>{self.a("prayer", "Тропарь праздника", "aside")}</p></div>
<div class="sidebar-block sidebar-block--donate"><div class="sidebar-block__title">Помочь журналу</div><p>Сбербанк: 4276 0000 0000 0000</p><a href="/donate/">Пожертвовать онлайн</a></div>
</div>
</div>
<footer class="footer">
<div class="footer__menu"><a href="/about/">О журнале</a> | <a href="/contacts/">Контакты</a> | {self.a("schedule", "Расписание богослужений", "footer")} | <a href="/rss/">RSS</a> | <a href="/policy/">Политика конфиденциальности</a></div>
<div class="footer__copy">© 2008–2026 Православный интернет-журнал «Светильник». При перепечатке ссылка обязательна. 18+</div>
<div class="footer__counter"><!-- Yandex.Metrika informer --><a href="https://metrika.yandex.ru/stat/?id=91827364"><img src="https://informer.yandex.ru/informer/91827364/3_1_FFFFFFFF_EFEFEFFF_0_pageviews" alt="Яндекс.Метрика" width="88" height="31"></a></div>
</footer>
<div class="cookie-warning" id="cookie-warning">Сайт использует файлы cookie. Продолжая пользоваться сайтом, вы соглашаетесь с этим. <a href="#" onclick="document.getElementById('cookie-warning').style.display='none';return false;">Понятно</a></div>
</div>
<script type="text/javascript" src="/local/templates/svetilnik/js/script.js?17648311202941"></script>
</body>
</html>"""

    def crumbs(self, doc: Doc, last: str) -> str:
        parts = [
            f'<div class="bx-breadcrumb-item" itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem">{self.a("home", "Главная", "breadcrumb", attr("itemprop", "item"))}<meta itemprop="position" content="1"></div>'
        ]
        if doc.section == "Новости" or doc.kind == "section":
            parts.append(
                f'<i class="fa fa-angle-right"></i><div class="bx-breadcrumb-item">{self.a("news", "Новости", "breadcrumb")}</div>'
            )
        parts.append(f'<i class="fa fa-angle-right"></i><div class="bx-breadcrumb-item"><span>{esc(last)}</span></div>')
        return (
            f'<div class="bx-breadcrumb" itemscope itemtype="http://schema.org/BreadcrumbList">{"".join(parts)}</div>'
        )

    def story_main(self, doc: Doc) -> str:
        julian_first = doc.extra.get("julian_first")
        if julian_first:
            date_html = f'<div class="news-date-old-style">{ru_day(doc.date, julian_first=True)}</div>'
        else:
            date_html = f'<span class="news-date-time">{dotted(doc.date)}</span><div class="news-date-full">{ru_day(doc.date)}</div>'
        micro = ""
        if doc.extra.get("microdata"):
            micro = f'<meta itemprop="datePublished" content="{doc.date}"><meta itemprop="headline" content="{esc(doc.title)}">'
        if doc.key == "school":
            author = f'<div class="news-author">{self.a("author", doc.byline, "byline")}</div>'
        else:
            author = f'<div class="news-author">{esc(doc.byline)}</div>'
        author_top = doc.key in ("propoved", "interview", "restoration")
        tags = []
        for t in doc.extra.get("tags", []):
            if t == TAG:
                tags.append(self.a("tag", t, "tag"))
            else:
                tags.append(f'<a href="/search/?tags={quote(t.encode("cp1251"))}">{esc(t)}</a>')
        similar = "".join(
            f'<li>{self.a(k, self.docs[k].title, "related")} <span class="news-date-time">{dotted(self.docs[k].date)}</span></li>'
            for k in ARTS
            if k != doc.key
        )
        back_key = "news" if doc.section == "Новости" else None
        back = (
            f'<p class="news-back">{self.a(back_key, "Возврат к списку", "content")}</p>'
            if back_key
            else f'<p class="news-back"><a href="{"/propovedi/" if doc.section == "Проповеди" else "/interview/" if doc.section == "Интервью" else "/articles/"}">Возврат к списку</a></p>'
        )
        body = self.blocks(doc)
        pic = f'<img class="detail_picture" border="0" src="/upload/iblock/{zlib.crc32(doc.key.encode()) % 4096:03x}/{IDS[doc.key]}.jpg" width="600" height="400" alt="{esc(doc.title)}" title="{esc(doc.title)}">'
        return f"""{self.crumbs(doc, doc.title)}
<h1 id="pagetitle">{esc(doc.section)}</h1>
<div class="news-detail"{' itemscope itemtype="http://schema.org/NewsArticle"' if micro else ""}>
{micro}
{date_html}
<h3>{esc(doc.title)}</h3>
{author if author_top else ""}
{pic}
<div class="news-detail-text">
{body}
</div>
<div style="clear:both"></div>
{"" if author_top else author}
<div class="news-detail-tags">Теги: {", ".join(tags)}</div>
<div class="news-detail-share"><div class="ya-share2" data-curtain data-services="vkontakte,odnoklassniki,telegram,whatsapp"></div></div>
</div>
{back}
<div class="similar-news"><div class="similar-news__title">Читайте также</div><ul>{similar}</ul></div>"""

    def item(self, k: str) -> str:
        d = self.docs[k]
        return (
            f'<p class="news-item" id="bx_3218110189_{IDS[k]}"><a href="{self.href(k)}"><img class="preview_picture" border="0" src="/upload/resize_cache/iblock/{IDS[k] % 997:03d}/150_100_1/{IDS[k]}.jpg" width="150" height="100" alt="" style="float:left"></a>'
            f'<span class="news-date-time">{dotted(d.date)}</span>{self.a(k, d.title, "content")}<br>{esc(self.lede(d))}</p><div style="clear:both"></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        rows = [self.item(k) for k in doc.extra["list"]]
        for path, title, when in doc.extra.get("older", []):
            rows.append(
                f'<p class="news-item"><span class="news-date-time">{when}</span><a href="{path}"><b>{esc(title)}</b></a></p><div style="clear:both"></div>'
            )
        head = f'<h1 id="pagetitle">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 id="pagetitle" class="visually-hidden">Светильник</h1>'
            extra = (
                f'<div class="home-calendar"><div class="calendar-day">4 декабря 2026 г. (21 ноября ст. ст.)</div><p>{self.a("calendar", "Введение во храм Пресвятой Богородицы — календарь дня", "content")}</p>'
                f"<p>{self.a('prayer', 'Тропарь и кондак праздника', 'content')}</p><p>{self.a('schedule', 'Расписание богослужений в соборе', 'content')}</p></div>"
                f'<div class="home-links">{self.a("news", "Все новости", "content")} · {self.a("tag", TAG, "content")} · {self.a("author", "Колонка иерея Андрея Соколова", "content")} · {self.a("search", "Поиск: Введение", "content")}</div>'
            )
        elif doc.kind == "author":
            head = f'<h1 id="pagetitle">{esc(doc.title)}</h1><div class="author-detail"><img src="/upload/authors/sokolov.jpg" alt="" width="120" height="160" style="float:left"><p>{esc(doc.extra["bio"])}</p></div><div style="clear:both"></div><h2>Публикации автора</h2>'
        elif doc.kind == "tag":
            head = f'<h1 id="pagetitle">Поиск</h1><div class="search-page"><p class="search-tags">Теги: <b>{esc(doc.title)}</b></p><p>Найдено: {len(rows)}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 id="pagetitle">{esc(doc.title)}</h1><div class="search-page"><form action="/search/index.php"><input type="text" name="q" value="{SEARCH_Q}" size="40"> <input type="submit" value="Найти"></form><p>Результаты поиска по запросу «{SEARCH_Q}»: найдено {len(rows)}</p></div>'
        pag = ""
        if doc.key == "news":
            pag = f'<font class="text">Новости <b>1</b> - <b>{len(rows)}</b> из <b>148</b><br></font><font class="text">Начало | Пред. | <b>1</b> {self.a("news2", "2", "pagination")} <a href="/news/?PAGEN_1=3">3</a> <a href="/news/?PAGEN_1=4">4</a> <a href="/news/?PAGEN_1=5">5</a> | {self.a("news2", "След.", "pagination")} | <a href="/news/?PAGEN_1=37">Конец</a></font>'
        elif doc.key == "news2":
            pag = f'<font class="text">Новости <b>5</b> - <b>9</b> из <b>148</b><br></font><font class="text">{self.a("news", "Начало", "pagination")} | {self.a("news", "Пред.", "pagination")} | {self.a("news", "1", "pagination")} <b>2</b> <a href="/news/?PAGEN_1=3">3</a> <a href="/news/?PAGEN_1=4">4</a> | <a href="/news/?PAGEN_1=3">След.</a> | <a href="/news/?PAGEN_1=37">Конец</a></font>'
        crumbs = self.crumbs(doc, doc.title) if doc.kind != "home" else ""
        return f'{crumbs}{head}\n<div class="news-list">{"".join(rows)}</div>{extra}<br>{pag}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "liturgical-calendar":
            day = doc.extra["stamp"]
            y, m, d = (int(x) for x in day.split("-"))
            wd = WEEKDAYS[datetime.date(y, m, d).weekday()]
            return (
                f'{self.crumbs(doc, "Календарь")}<h1 id="pagetitle">{esc(doc.title)}</h1>'
                f'<div class="calendar-day"><div class="calendar-day__date">{wd}, {ru_day(day)}</div><div class="calendar-day__nav"><a href="/calendar/2026/12/03/">&lt; 3 декабря</a> | <a href="/calendar/2026/12/05/">5 декабря &gt;</a></div>'
                f'<div class="calendar-day__text">{self.blocks(doc)}</div><p>{self.a("prayer", "Тропарь и кондак праздника", "content")} · {self.a("propoved", "Проповедь на Введение", "content")}</p></div>'
            )
        if doc.kind == "events":
            return f'{self.crumbs(doc, doc.title)}<h1 id="pagetitle">{esc(doc.title)}</h1><div class="schedule">{self.blocks(doc)}</div><p>Даты указаны по новому стилю, в скобках — по старому.</p>'
        return f'{self.crumbs(doc, "Молитвослов")}<h1 id="pagetitle">{esc(doc.title)}</h1><div class="prayer-text">{self.blocks(doc)}</div><p>{self.a("calendar", "Церковный календарь на 4 декабря", "content")}</p>'
