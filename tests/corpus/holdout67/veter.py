# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Cyrillic letters and typographic punctuation are deliberate)
"""Ветер: a Meduza-like Russian-language exile outlet in Riga on a React front end with CSS-module class names
(`GeneralMaterial-module_article__…`, `RichTitle-module_root__…`, `SimpleBlock-module_p__…`,
`MaterialNote-module_note__…`, `window.__INITIAL_STATE__`), URLs `/news/2026/12/04/<slug>`, `/feature/…`,
`/opinion/…`, `/episodes/…` (podcast), `/rubric/emigration?page=2`, `/tag/…`, `/author/…`, `/search?term=`.
Russian, UTF-8, Riga time (+02:00). Dates are printed "4 декабря 2026, 21:40"; the `<time datetime>` and the
JSON-LD are in UTC with milliseconds (`2026-12-04T19:40:00.000Z`).

Credits sit at the foot of the text in a note ("Текст: …", "Фото: … для «Ветра»", "Беседовала …", "Перевод с
английского: …"); the columnist and the translated story's original author are named above the text ("Автор: …").
News items credit no one. Metadata: the visa story was published after midnight (22:35Z on 4 Dec = 00:35 on 5 Dec)
and updated; the feature's JSON-LD lists the photographer as a second Person; the translation's JSON-LD author is the
translator; the interview's JSON-LD author is the site; the explainer's JSON-LD has a trailing comma (invalid JSON);
the Armenia news item has none. A dated podcast episode page is not an article."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, iso_utc, page, ru_date, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://veter.test"
TZ = 2
ARTS = ["visas", "court", "telegram", "bakery", "explainer", "opinion", "translation", "interview"]
SEARCH_Q = "пекарни"

C = {
    "layout": "Layout-module_root__f2XkT",
    "article": "GeneralMaterial-module_article__Kx2pQ",
    "head": "GeneralMaterial-module_materialHeader__t3GfA",
    "kicker": "RichTitle-module_kicker__p0Wq1",
    "title": "RichTitle-module_root__aB4zN",
    "meta": "MaterialMeta-module_root__eR9Tt",
    "time": "Timestamp-module_root__coOvT",
    "lead": "Lead-module_lead__Zq8bM",
    "body": "GeneralMaterial-module_body__W1uXv",
    "p": "SimpleBlock-module_p__Q3azY",
    "note": "MaterialNote-module_note__XrqQ6",
    "author": "MaterialAuthor-module_root__m7YhL",
    "card": "RawMaterial-module_root__Pq4Lm",
    "related": "RelatedBlock-module_root__dl3Fe",
}


def local_of(doc: Doc) -> str:
    return doc.extra["local"]


class Veter(Base):
    origin = ORIGIN
    name = "Ветер"
    prefix = "vtr"
    language = "ru"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vtr",
            [
                f".{C['layout']}",
                f".{C['title']}",
                f".{C['kicker']}",
                f".{C['meta']} time",
                f".{C['p']}",
                f".{C['note']} p",
                f".{C['card']} h2",
                ".Header-module_menu__Ut7sd a",
                ".Footer-module_root__b1NqE",
                ".CookieBanner-module_root__yy3Hd",
                ".Popover-module_donate__7sLkQ",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Ветер", "react-home-cards", list=ARTS[:6], more="emig"))
        add(
            page(
                "emig",
                "/rubric/emigration",
                "section",
                "Эмиграция",
                "rubric-front",
                list=["visas", "telegram", "bakery", "translation", "explainer"],
                more="emig2",
            )
        )
        add(
            page(
                "emig2",
                "/rubric/emigration?page=2",
                "section",
                "Эмиграция",
                "rubric-page2",
                list=["interview", "court"],
                older=[
                    (
                        "/feature/2026/11/28/shkola-po-subbotam",
                        "Школа по субботам: как родители-эмигранты учат детей читать по-русски",
                        "2026-11-28 10:00",
                    ),
                    (
                        "/news/2026/11/27/gruziya-vnzh",
                        "Грузия изменит правила получения ВНЖ по работе",
                        "2026-11-27 15:40",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                "/tag/latviya",
                "tag",
                "Латвия",
                "tag-page",
                list=["visas", "court"],
                older=[
                    (
                        "/news/2026/11/30/riga-kursy",
                        "В Риге открылись бесплатные курсы латышского для украинцев и россиян",
                        "2026-11-30 12:10",
                    )
                ],
            )
        )
        add(
            page(
                "author",
                "/author/anna-lebedeva",
                "author",
                "Анна Лебедева",
                "author-archive",
                list=["bakery"],
                bio="Специальный корреспондент «Ветра». Пишет об эмиграции, малом бизнесе и городах, в которых оказались уехавшие из России. Живет в Тбилиси.",
                older=[
                    (
                        "/feature/2026/11/14/erevan-kvartiry",
                        "Ереван после бума: что стало с квартирами, которые снимали эмигранты",
                        "2026-11-14 09:30",
                    ),
                    (
                        "/feature/2026/10/22/dvoinoe-grazhdanstvo",
                        "«Я теперь везде немного иностранка»: истории людей с двумя паспортами",
                        "2026-10-22 11:00",
                    ),
                ],
            )
        )
        add(
            page(
                "search",
                "/search?term=" + quote(SEARCH_Q),
                "search",
                f"Поиск: {SEARCH_Q}",
                "search-results",
                list=["bakery"],
            )
        )
        add(
            page(
                "podcast",
                "/episodes/2026/12/04/gde-zhit-dalshe-vypusk-112",
                "podcast",
                "Где жить дальше: Белград, Лиссабон или Алматы",
                "podcast-episode-dated",
                [
                    "Четыре года назад многие уезжали туда, куда можно было купить билет. Теперь эмигранты выбирают город осознанно: считают аренду, налоги и шансы получить вид на жительство. В новом выпуске — трое слушателей, которые переезжали дважды, и экономист, который объясняет, почему «вторая эмиграция» стала нормой.",
                    "- 00:00 — Вступление",
                    "- 03:40 — Белград: дешево, но временно?",
                    "- 17:15 — Лиссабон и цифровые кочевники",
                    "- 29:50 — Алматы: почему возвращаются ближе к дому",
                    "- 41:05 — Что советует экономист",
                ],
                local="2026-12-04 08:00",
                show="Как жить дальше",
                number=112,
                duration="48:31",
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "О «Ветре»",
                "about-page",
                [
                    "«Ветер» — независимое издание на русском языке. Мы работаем с 2022 года; редакция находится в Риге, корреспонденты — в Тбилиси, Ереване, Берлине, Алматы и в России.",
                    "Мы не получаем денег от государств и политических партий. Издание существует на пожертвования читателей и гранты независимых фондов.",
                    "## Редакция",
                    "- Главный редактор: Юлия Веденеева",
                    "- Заместитель главного редактора: Тимур Сафин",
                    "- Шеф-редактор новостей: Алексей Гордеев",
                    "Связаться с редакцией можно по адресу editors@veter.test. Для конфиденциальных сообщений используйте Signal.",
                ],
            )
        )
        add(
            page(
                "support",
                "/support",
                "subscribe",
                "Поддержите «Ветер»",
                "donation-page",
                [
                    "В России «Ветер» признан «нежелательной организацией». Мы не можем зарабатывать на рекламе, поэтому нас поддерживают читатели.",
                    "- 5 евро в месяц — оплачивают час работы редактора новостей",
                    "- 15 евро в месяц — помогают нам отправить корреспондента в командировку",
                    "- 50 евро в месяц — поддерживают работу юристов, которые защищают наших авторов",
                    "Пожертвования из России временно невозможны. Если вы в России, самое важное, что вы можете сделать, — читать нас через VPN и рассказывать о нас друзьям.",
                ],
            )
        )
        add(
            page(
                "corrections",
                "/corrections",
                "policy",
                "Как мы исправляем ошибки",
                "corrections-policy",
                [
                    "Мы стараемся не ошибаться, но если ошибка все-таки произошла, мы ее исправляем и сообщаем об этом читателям.",
                    "Существенные исправления отмечаются в конце материала с указанием даты и времени. Опечатки исправляются без пометки.",
                    "Если вы нашли ошибку, напишите нам на corrections@veter.test. Мы отвечаем на все письма в течение двух рабочих дней.",
                ],
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "visas",
                "/news/2026/12/05/latviya-uzhestochit-pravila-prodleniya-vnzh-dlya-grazhdan-rossii",
                "Латвия ужесточит правила продления вида на жительство для граждан России",
                "2026-12-05",
                iso_utc("2026-12-05 00:35", TZ, "ms"),
                ru_date("2026-12-05 00:35"),
                [],
                [
                    "Сейм Латвии в ночь на 5 декабря принял в окончательном чтении поправки к закону об иммиграции, которые меняют порядок продления вида на жительство для граждан России. Голосование затянулось почти до полуночи: за поправки высказались 58 депутатов, против — 21.",
                    "Согласно поправкам, при продлении временного ВНЖ заявители должны будут подтвердить знание латышского языка как минимум на уровне A2, а также предоставить справку об отсутствии задолженностей по налогам. Раньше языковой экзамен требовался только от тех, кто получал постоянный вид на жительство.",
                    "Новые правила вступят в силу 1 марта 2027 года. По данным Управления по делам гражданства и миграции, они могут затронуть около девяти тысяч человек, чьи разрешения истекают в следующем году.",
                    "Депутаты оппозиции назвали поправки избыточными. «Многие из тех, кого это коснется, уехали из России именно потому, что были не согласны с войной. Мы ставим их в положение, когда любая бюрократическая ошибка означает высылку», — заявил во время дебатов депутат Андрис Калниньш.",
                    "Президент Латвии должен подписать закон в течение десяти дней. В его канцелярии «Ветру» сообщили, что текст поправок «будет изучен в обычном порядке».",
                ],
                "news-after-midnight-utc-and-updated",
                section="Эмиграция",
                local="2026-12-05 00:35",
                updated="2026-12-05 09:12",
                kicker="Новости",
            )
        )
        add(
            story(
                "court",
                "/news/2026/12/04/sud-v-moskve-zaochno-prigovoril-byvshego-glavnogo-redaktora-vetra",
                "Суд в Москве заочно приговорил бывшего главного редактора «Ветра» Павла Игнатьева к восьми годам колонии",
                "2026-12-04",
                iso_utc("2026-12-04 14:05", TZ, "ms"),
                ru_date("2026-12-04 14:05"),
                [],
                [
                    "Мещанский районный суд Москвы заочно приговорил бывшего главного редактора «Ветра» Павла Игнатьева к восьми годам колонии общего режима. Его признали виновным в распространении «заведомо ложной информации» о российской армии, сообщает пресс-служба суда.",
                    "Поводом для уголовного дела стали публикации «Ветра» весной 2025 года. Следствие утверждало, что Игнатьев как руководитель редакции «организовал подготовку и размещение» материалов. Кроме того, суд запретил ему на четыре года заниматься журналистской деятельностью.",
                    "Сам Игнатьев живет в Риге с 2022 года. В разговоре с «Ветром» он назвал приговор предсказуемым: «Я узнал о заседании из телеграм-каналов. Адвоката по назначению я ни разу не видел».",
                    "Игнатьев руководил редакцией с момента ее основания и до лета 2026 года. Сейчас он работает над документальным проектом о российских политзаключенных.",
                    "Это уже третий заочный приговор сотрудникам «Ветра». В прошлом году к различным срокам были приговорены двое корреспондентов издания; оба находятся за пределами России.",
                ],
                "news-no-byline",
                section="Новости",
                local="2026-12-04 14:05",
                kicker="Новости",
            )
        )
        add(
            story(
                "telegram",
                "/news/2026/12/04/armeniya-uprostit-registratsiyu-ip-dlya-inostrantsev",
                "Армения упростит регистрацию ИП для иностранцев. Заявку можно будет подать онлайн",
                "2026-12-04",
                None,
                ru_date("2026-12-04 19:50"),
                [],
                [
                    "Правительство Армении одобрило законопроект, который позволит иностранцам регистрировать индивидуальное предпринимательство без личного визита в налоговую службу. Документ еще должен принять парламент.",
                    "По действующим правилам иностранец должен лично подать заявление и предоставить армянский номер социальной карты. Новый порядок предусматривает подачу заявки через портал электронного правительства с идентификацией по загранпаспорту.",
                    'RAW:<blockquote class="telegram-post" data-telegram-post="mineconomy_am/2841" data-width="100%"><p>Регистрация займет не более двух рабочих дней. Законопроект направлен в Национальное собрание.</p><a href="https://t.me/mineconomy_am/2841">t.me/mineconomy_am/2841</a></blockquote><script async src="https://telegram.org/js/telegram-widget.js?22"></script>',
                    "По данным министерства экономики, за последние четыре года в Армении зарегистрировались более 40 тысяч предпринимателей с российским гражданством. Большинство из них работают в сфере IT, общепита и услуг.",
                    "Юристы, опрошенные «Ветром», отмечают, что упрощение регистрации не меняет налоговых обязательств: предприниматели по-прежнему должны будут сдавать ежеквартальную отчетность и платить налог с оборота.",
                ],
                "news-telegram-embed-no-jsonld",
                section="Эмиграция",
                local="2026-12-04 19:50",
                kicker="Новости",
            )
        )
        add(
            story(
                "bakery",
                "/feature/2026/12/04/my-pekli-dlya-sosedey-a-teper-dlya-poloviny-kvartala",
                "«Мы пекли для соседей, а теперь — для половины квартала». Как эмигранты из России открывают пекарни в Тбилиси",
                "2026-12-04",
                iso_utc("2026-12-04 10:00", TZ, "ms"),
                ru_date("2026-12-04 10:00"),
                ["Анна Лебедева"],
                [
                    "В половине шестого утра в маленькой пекарне на улице Атонели уже горит свет. Марина Алексеева, бывший бухгалтер из Екатеринбурга, достает из печи первые буханки ржаного хлеба. К восьми у двери выстроится очередь — в основном русскоязычные соседи, но все чаще и грузины.",
                    "«Когда мы переехали осенью 2022-го, мне больше всего не хватало нормального черного хлеба, — рассказывает Марина. — Начала печь дома для себя, потом для соседей по подъезду. Через полгода поняла, что это уже работа».",
                    "FIG: Марина Алексеева | Марина Алексеева в своей пекарне на улице Атонели",
                    "### «Закваске четыре года, она старше пекарни»",
                    "Сейчас в пекарне Марины работают пять человек, трое из них — тоже эмигранты. В день продают около 300 буханок. Самый популярный хлеб — бородинский; его рецепт Марина дорабатывала почти год, пытаясь найти в Тбилиси подходящий солод.",
                    "По подсчетам ассоциации малого бизнеса «Новые соседи», которая помогает эмигрантам регистрировать компании, в Тбилиси сейчас работают не меньше 30 пекарен и кондитерских, открытых выходцами из России и Беларуси. Примерно столько же закрылись за последние два года.",
                    "### Аренда, налоги и конкуренция",
                    "Главная проблема, говорят пекари, — аренда. В центре Тбилиси она выросла почти вдвое с 2022 года. Денис Карпов, открывший пекарню в районе Ваке, в прошлом месяце переехал в помещение на окраине: «Старый арендодатель поднял цену до 2 500 долларов. С хлебом такие деньги не отбить».",
                    "Другая сложность — ожидания покупателей. «Русскоязычные клиенты хотят, чтобы было как дома, а грузинские — чтобы было похоже на шоти, — смеется Карпов. — Пришлось научиться печь и то, и другое».",
                    "FIG: Денис Карпов | Денис Карпов в новом помещении пекарни",
                    "При этом пекарни стали для многих эмигрантов не только бизнесом, но и местом встреч. По субботам у Марины проходят бесплатные уроки выпечки для детей, а на стене висит доска объявлений, где ищут квартиры, репетиторов и попутчиков до Еревана.",
                    "«Я не знаю, сколько мы здесь пробудем, — говорит Марина. — Но пока люди стоят в очереди в шесть утра, значит, мы нужны».",
                ],
                "feature-credits-at-foot-text-and-photo",
                section="Эмиграция",
                local="2026-12-04 10:00",
                kicker="Истории",
                dek="Хлеб на закваске, бородинский и ржаные пироги оказались одним из самых устойчивых эмигрантских бизнесов. «Ветер» поговорил с теми, кто печет.",
                credits=["Текст: [[author|Анна Лебедева]]", "Фото: Дмитрий Орлов для «Ветра»"],
                ld_people=["Анна Лебедева", "Дмитрий Орлов"],
            )
        )
        add(
            story(
                "explainer",
                "/feature/2026/12/04/kak-otpravit-dengi-rodstvennikam-v-rossiyu-posle-1-yanvarya",
                "Как отправить деньги родственникам в Россию после 1 января. Коротко о новых правилах",
                "2026-12-04",
                iso_utc("2026-12-04 11:30", TZ, "ms"),
                ru_date("2026-12-04 11:30"),
                ["Илья Рыбаков"],
                [
                    "С 1 января 2027 года несколько крупных сервисов денежных переводов прекращают отправку средств в Россию из стран Евросоюза. Рассказываем, какие способы остаются и чем они рискованны.",
                    "### Какие сервисы перестанут работать?",
                    "О прекращении переводов в Россию объявили два международных сервиса и один литовский платежный институт. Они ссылаются на новый пакет санкций ЕС, который запрещает операции с рядом российских банков, и на рост расходов на проверку клиентов.",
                    "### Можно ли отправить деньги через банк?",
                    "Формально банковские переводы физическим лицам в Россию не запрещены, если банк получателя не находится под санкциями. На практике многие европейские банки отклоняют такие платежи или требуют документы, подтверждающие происхождение средств и родство с получателем.",
                    "### А через третьи страны?",
                    "Чаще всего эмигранты пользуются банками Армении, Казахстана и Киргизии: деньги сначала переводятся на собственный счет в этих странах, а оттуда — в Россию. Этот способ законен, но дороже: комиссии в сумме могут достигать 3–5%.",
                    "### Что с криптовалютой?",
                    "Переводы в криптовалюте остаются популярными, но юристы предупреждают о рисках. В России действует закон, обязывающий декларировать криптоактивы, а при обмене на рубли у банка получателя могут возникнуть вопросы.",
                    "### Что делать, если перевод заблокировали?",
                    "Нужно связаться с банком-отправителем и запросить причину блокировки в письменной форме. Как правило, деньги возвращаются на счет в течение 10–30 рабочих дней.",
                ],
                "explainer-question-subheads-broken-jsonld-trailing-comma",
                section="Эмиграция",
                local="2026-12-04 11:30",
                kicker="Разбор",
                credits=["Текст: Илья Рыбаков"],
                ld_broken=True,
            )
        )
        add(
            story(
                "opinion",
                "/opinion/2026/12/04/emigratsiya-ne-otmenyaet-otvetstvennosti",
                "Эмиграция не отменяет ответственности",
                "2026-12-04",
                iso_utc("2026-12-04 16:20", TZ, "ms"),
                ru_date("2026-12-04 16:20"),
                ["Кирилл Зотов"],
                [
                    "Каждые несколько месяцев в эмигрантских чатах вспыхивает один и тот же спор: имеют ли право уехавшие говорить о том, что происходит в России? Одни считают, что отъезд лишил их этого права. Другие — что только за границей и можно говорить свободно.",
                    "Мне кажется, обе позиции упускают главное. Эмиграция — это не моральный выбор, за который выставляют оценку, а обстоятельство жизни. Сотни тысяч человек уехали по очень разным причинам: кто-то спасался от мобилизации, кто-то — от уголовного дела, кто-то просто не смог больше жить в стране, которая воюет с соседом.",
                    "Но обстоятельство не снимает ответственности. Уехавшие сохранили то, что потеряли оставшиеся: возможность говорить, объединяться, помогать. Пользоваться этой возможностью — не право, а, если хотите, обязанность.",
                    "### Что это значит на практике",
                    "Это не обязательно политика. Это волонтерство для политзаключенных, которым пишут письма из Берлина и Тбилиси. Это школы, где дети эмигрантов учатся читать по-русски. Это фонды, которые помогают тем, кто уезжает сейчас, когда уехать стало намного сложнее.",
                    "Самое опасное для эмиграции — замкнуться в себе и превратиться в гетто, где обсуждают только визы и налоги. Такое уже было: первая волна эмиграции после 1917 года прожила десятилетия в ожидании возвращения, которое так и не наступило.",
                    "Я не знаю, когда и как закончится нынешняя эпоха. Но когда она закончится, вопрос о том, что делали уехавшие, будет задан. Лучше, чтобы на него был ответ.",
                ],
                "opinion-column-kicker-in-title-tag-editor-disclaimer",
                section="Мнения",
                local="2026-12-04 16:20",
                kicker="Мнение",
                role="политолог",
                bio="Кирилл Зотов — политолог, преподает в Вильнюсе, автор книги «Уехавшие».",
                disclaimer="Редакция «Ветра» может не разделять мнение автора колонки.",
                og_title="«Эмиграция не отменяет ответственности» Колонка политолога Кирилла Зотова",
            )
        )
        add(
            story(
                "translation",
                "/feature/2026/12/03/granitsa-stala-stenoy",
                "«Граница стала стеной»: как живут финские деревни у закрытой границы с Россией",
                "2026-12-03",
                iso_utc("2026-12-03 18:30", TZ, "ms"),
                ru_date("2026-12-03 18:30"),
                ["Эмили Картер"],
                [
                    "Три года назад через пограничный переход Ваалимаа ежедневно проезжали тысячи машин. Теперь на парковке у закрытого терминала пасутся косули, а единственный открытый магазин в соседней деревне работает три дня в неделю.",
                    "Финляндия закрыла все пункты пропуска на восточной границе в конце 2023 года, объяснив это тем, что Россия намеренно направляет к границе мигрантов. С тех пор переходы так и не открылись, а правительство раз за разом продлевает их закрытие.",
                    "### Деревня без транзита",
                    "Для приграничных муниципалитетов это обернулось экономическим шоком. «Половина моей выручки приходилась на российских туристов, — говорит Пекка Хейкконен, владелец заправки в Миехиккяля. — Теперь я продаю кофе дальнобойщикам, которые заблудились».",
                    "По данным регионального совета Кюменлааксо, за три года в приграничной зоне закрылись около 40 магазинов, кафе и мастерских. Население нескольких деревень сократилось на десятую часть.",
                    "### Забор длиной 200 километров",
                    "Одновременно на границе идет стройка. Финская пограничная служба возводит забор высотой 4,5 метра с камерами и датчиками движения. Ограждение должно закрыть около 200 километров самых уязвимых участков.",
                    "Многие местные жители поддерживают эти меры. «Я понимаю, зачем это нужно, — говорит пенсионерка Айно Лааксонен, живущая в двух километрах от границы. — Но мне грустно. Я помню, как мы с мужем ездили в Выборг за покупками просто на выходные».",
                ],
                "translated-feature-original-author-named-translator-in-jsonld",
                section="Эмиграция",
                local="2026-12-03 18:30",
                kicker="Перевод",
                source="The Northern Review",
                intro_note="«Ветер» публикует перевод репортажа британского издания The Northern Review с разрешения редакции.",
                credits=["Перевод с английского: Ольга Кравец"],
                ld_people=["Ольга Кравец"],
            )
        )
        add(
            story(
                "interview",
                "/feature/2026/12/03/v-emigratsii-teatr-perestal-byt-razvlecheniem",
                "«В эмиграции театр перестал быть развлечением». Интервью режиссера Веры Сомовой",
                "2026-12-03",
                iso_utc("2026-12-03 12:00", TZ, "ms"),
                ru_date("2026-12-03 12:00"),
                ["Ксения Миронова"],
                [
                    "Вера Сомова уехала из Москвы в марте 2022 года. Через полгода в Берлине она собрала театр «Перрон» из актеров, которые тоже оказались в эмиграции. Сейчас у театра нет своей сцены, зато есть репертуар из девяти спектаклей и гастрольный график на год вперед.",
                    "Q: Вы называете «Перрон» театром без адреса. Это вынужденная мера или принцип? || Сначала было вынужденно: у нас не было денег на аренду. Потом мы поняли, что это наша сила. Мы играем в Берлине, в Тбилиси, в Таллине, в Белграде — там, где есть наш зритель. Театр едет к людям, а не люди к театру.",
                    "Q: Кто ваш зритель? || Очень разные люди. Есть те, кто уехал в 2022-м, есть те, кто живет в эмиграции тридцать лет. Приходят и местные: мы играем с субтитрами на немецком и английском. Но главное — это люди, которым важно услышать со сцены свой язык и свои вопросы.",
                    "Q: Чем эмигрантский театр отличается от того, что вы делали в Москве? || В Москве театр был частью обычной жизни: работа, ужин, спектакль. Здесь каждый спектакль — событие. Люди приходят не развлечься, а чтобы почувствовать, что они не одни. После спектакля никто не расходится, все остаются говорить.",
                    "Q: Вы ставите спектакли о войне? || Мы ставим спектакли о людях, на которых упала война. Наш последний спектакль «Багаж» — о семье, которая три дня собирает чемоданы и не может решить, что взять с собой. Там нет ни одного слова о политике, но зал плачет.",
                    "Q: Что будет с театром, если можно будет вернуться? || Я часто об этом думаю. Наверное, часть труппы вернется, а часть останется. Но «Перрон» — это уже не московский театр в изгнании. Это отдельная история, и она будет продолжаться, где бы мы ни были.",
                ],
                "qa-interview-credit-at-foot-jsonld-author-is-site",
                section="Культура",
                local="2026-12-03 12:00",
                kicker="Интервью",
                dek="Театр «Перрон» Веры Сомовой за три года сыграл больше 200 спектаклей в 14 странах. Почему эмигрантский театр — это не ностальгия.",
                credits=["Беседовала Ксения Миронова"],
                ld_site=True,
            )
        )

    # --- metadata
    def ld(self, doc: Doc) -> str:
        if not doc.is_article or not doc.iso:
            if doc.kind == "podcast":
                data = {
                    "@context": "https://schema.org",
                    "@type": "PodcastEpisode",
                    "name": doc.title,
                    "episodeNumber": doc.extra["number"],
                    "datePublished": iso_utc(doc.extra["local"], TZ, "ms"),
                    "partOfSeries": {
                        "@type": "PodcastSeries",
                        "name": doc.extra["show"],
                        "url": ORIGIN + "/podcasts/kak-zhit-dalshe",
                    },
                    "associatedMedia": {
                        "@type": "MediaObject",
                        "contentUrl": "https://audio.veter.test/episodes/kzh-112.mp3",
                    },
                }
                return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'
            return ""
        if doc.extra.get("ld_site"):
            author: object = {"@type": "Organization", "name": "Ветер"}
        else:
            people = doc.extra.get("ld_people") or doc.authors
            author = [{"@type": "Person", "name": n} for n in people] or {"@type": "Organization", "name": "Ветер"}
        modified = iso_utc(doc.extra["updated"], TZ, "ms") if doc.extra.get("updated") else doc.iso
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "description": doc.dek or self.lede(doc),
            "url": self.url(doc.key),
            "datePublished": doc.iso,
            "dateModified": modified,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Ветер",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/static/logo-512.png"},
            },
            "image": [f"https://cdn.veter.test/image/share/{doc.path.rsplit('/', 1)[-1][:24]}.png"],
            "isAccessibleForFree": True,
        }
        text = json.dumps(data, ensure_ascii=False, indent=2)
        if doc.extra.get("ld_broken"):
            # the CMS template appends a field by hand: the trailing comma makes the block invalid JSON
            text = text[: text.rstrip().rindex("}")].rstrip() + ',\n  "inLanguage": "ru",\n}'
        return f'<script type="application/ld+json">\n{text}\n</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        if doc.is_article:
            kicker = doc.extra.get("kicker", "")
            head_title = f"{kicker}. {doc.title} — Ветер" if kicker in ("Мнение", "Перевод") else f"{doc.title} — Ветер"
        elif doc.key == "home":
            head_title = "Ветер — независимое издание на русском языке"
        else:
            head_title = f"{doc.title} — Ветер"
        og_title = doc.extra.get("og_title", doc.title)
        og_type = "article" if doc.is_article else ("music.song" if doc.kind == "podcast" else "website")
        link_cls = 'class="Header-module_link__Rt5aa"'
        menu = "".join(
            f"<li>{self.a(k, t, 'nav', link_cls)}</li>"
            for k, t in (
                ("https://veter.test/news", "Новости"),
                ("emig", "Эмиграция"),
                ("https://veter.test/rubric/opinion", "Мнения"),
                ("https://veter.test/podcasts", "Подкасты"),
                ("search", "Поиск"),
            )
        )
        most = "".join(
            f'<li class="Chronology-module_item__hk2Ls">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("visas", "court", "bakery", "explainer", "opinion")
            if k != doc.key
        )
        state = json.dumps(
            {
                "route": doc.path.split("?")[0],
                "lang": "ru",
                "type": doc.kind,
                "ads": False,
                "build": "2026.12.01-3f9a1c",
            },
            ensure_ascii=False,
        )
        return f"""<!DOCTYPE html>
<html lang="ru" prefix="og: http://ogp.me/ns#">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(head_title)}</title>
<meta name="description" content="{esc(doc.dek or (self.lede(doc) if doc.is_article else "Независимое издание на русском языке"))}">
<link rel="canonical" href="{esc(url)}">
<meta property="og:title" content="{esc(og_title)}">
<meta property="og:type" content="{og_type}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="Ветер">
<meta property="og:locale" content="ru_RU">
<meta property="og:image" content="https://cdn.veter.test/image/share/default.png">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:site" content="@veter_ru">
<link rel="alternate" type="application/rss+xml" title="Ветер" href="https://veter.test/rss/all">
<link rel="preload" href="/_next/static/css/6a1f2e9c.css" as="style">
<link rel="stylesheet" href="/_next/static/css/6a1f2e9c.css">
{self.ld(doc)}
<style>/*PAD*/</style>
</head>
<body>
<div id="__next"><div class="{C["layout"]}">
<header class="Header-module_root__Xs2kD">
<div class="Header-module_top__Lp9wQ">{self.a("home", "Ветер", "nav", 'class="Logo-module_root__Hh1Yz" aria-label="Ветер"')}
<nav class="Header-module_menu__Ut7sd"><ul>{menu}</ul></nav>
{self.a("support", "Поддержать", "nav", 'class="Header-module_donate__C4rTz"')}
<button class="Header-module_lang__r8wEe" type="button">EN</button></div>
</header>
<div class="Popover-module_donate__7sLkQ" role="complementary"><p>«Ветер» работает благодаря читателям. Без вас мы не справимся.</p>{self.a("support", "Поддержите нас", "aside")}</div>
<main class="Layout-module_main__N2bqW">
{main}
</main>
<aside class="Layout-module_aside__Vc3sE">
<section class="Chronology-module_root__qP0pY"><h2>Самое популярное</h2><ol>{most}</ol></section>
<section class="Subscribe-module_root__ZnU4r"><h2>Рассылка «Ветра»</h2><p>Главное за день — каждый вечер в вашей почте.</p><form action="https://veter.test/api/subscribe" method="post"><input type="email" name="email" placeholder="Ваш email"><button type="submit">Подписаться</button></form></section>
</aside>
<footer class="Footer-module_root__b1NqE">
<nav class="Footer-module_links__hS6nR">{self.a("about", "О проекте", "footer")} {self.a("corrections", "Исправления", "footer")} {self.a("support", "Поддержать «Ветер»", "footer")} <a href="https://veter.test/privacy">Политика конфиденциальности</a> <a href="https://veter.test/en">English</a> <a href="https://t.me/veter_news">Telegram</a> <a href="https://www.youtube.com/@veter">YouTube</a> <a href="https://veter.test/rss/all">RSS</a></nav>
<p class="Footer-module_copyright__E5kz1">© 2022–2026 Ветер. Все права защищены. Издание признано «нежелательной организацией» в России. Чтобы читать «Ветер» без блокировок, скачайте наше приложение или используйте VPN.</p>
</footer>
<div class="CookieBanner-module_root__yy3Hd" role="dialog"><p>Мы используем файлы cookie, чтобы сайт работал лучше. Мы не передаем данные рекламодателям.</p><button type="button">Хорошо</button></div>
</div></div>
<script>window.__INITIAL_STATE__={state};</script>
<script src="/_next/static/chunks/main-4c8e1b7d.js" defer></script>
<script src="/_next/static/chunks/pages/material-9b2f0e11.js" defer></script>
</body>
</html>"""

    def fig(self, alt: str, caption: str) -> str:
        n = sum(map(ord, alt)) % 9000 + 1000
        return (
            f'<figure class="EmbedBlock-module_root__S6d2R"><picture><source type="image/webp" srcset="https://cdn.veter.test/image/attachments/images/0{n}/w1600_{n}.webp">'
            f'<img src="https://cdn.veter.test/image/attachments/images/0{n}/w1600_{n}.jpg" alt="{esc(alt)}" loading="lazy"></picture>'
            f'<figcaption class="MediaCaption-module_root__Bn5a0"><div class="MediaCaption-module_caption__zD4rR">{esc(caption)}</div>'
            f'<div class="MediaCaption-module_credit__yC0mX">Дмитрий Орлов для «Ветра»</div></figcaption></figure>'
        )

    def story_main(self, doc: Doc) -> str:
        e = doc.extra
        kicker = f'<div class="{C["kicker"]}">{esc(e["kicker"])}</div>' if e.get("kicker") else ""
        updated = ""
        if e.get("updated"):
            updated = f' <span class="MaterialMeta-module_updated__s9Hp2">Обновлено {ru_date(e["updated"])}</span>'
        time_attr = f' datetime="{doc.iso}"' if doc.iso else ""
        meta = f'<div class="{C["meta"]}"><time class="{C["time"]}"{time_attr}>{esc(doc.stamp)}</time>{updated}</div>'
        lead = f'<p class="{C["lead"]}">{esc(doc.dek)}</p>' if doc.dek else ""
        author_top = ""
        if e.get("role"):
            author_top = (
                f'<div class="{C["author"]}"><img src="https://cdn.veter.test/image/authors/zotov.jpg" alt="" width="64" height="64">'
                f'<span class="MaterialAuthor-module_name__d2QrF">{esc(doc.authors[0])}</span><span class="MaterialAuthor-module_role__hM3o1">{esc(e["role"])}</span></div>'
            )
        elif e.get("source"):
            author_top = f'<div class="{C["author"]}"><span class="MaterialAuthor-module_name__d2QrF">Автор: {esc(doc.authors[0])}</span> · <span class="MaterialAuthor-module_source__j1Wm8">{esc(e["source"])}</span></div>'
        intro = (
            f'<div class="MaterialNote-module_intro__w2Pcx"><p>{esc(e["intro_note"])}</p></div>'
            if e.get("intro_note")
            else ""
        )
        foot: list[str] = []
        if e.get("bio"):
            foot.append(f"<p><em>{esc(e['bio'])}</em></p>")
        if e.get("disclaimer"):
            foot.append(f'<p class="MaterialNote-module_disclaimer__N8ecz">{esc(e["disclaimer"])}</p>')
        for line in e.get("credits", []):
            foot.append(f"<p>{self.inline(line, 'byline')}</p>")
        note = f'<div class="{C["note"]}">{"".join(foot)}</div>' if foot else ""
        tags = ""
        if doc.key in ("visas", "court"):
            tags = f'<div class="Tags-module_root__Bc8hG">{self.a("tag", "Латвия", "tag")} <a href="https://veter.test/tag/immigratsiya">Иммиграция</a></div>'
        i = ARTS.index(doc.key)
        others = ARTS[i + 1 :] + ARTS[:i]
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in others[:4])
        share = (
            '<div class="Toolbar-module_root__a8Kq1"><button type="button">Поделиться</button>'
            f'<a href="https://t.me/share/url?url={quote(self.url(doc.key), safe="")}">Telegram</a> '
            f'<a href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}">Facebook</a></div>'
        )
        return f"""<article class="{C["article"]}">
<div class="{C["head"]}">
{kicker}
<h1 class="{C["title"]}">{esc(doc.title)}</h1>
{meta}
{author_top}
{lead}
</div>
{intro}
<div class="{C["body"]}">
{self.blocks(doc, p_tag=f'<p class="{C["p"]}">', fig=self.fig)}
</div>
{note}
{tags}
{share}
</article>
<section class="{C["related"]}"><h2>Читайте также</h2><ul>{related}</ul></section>"""

    def card(self, key: str) -> str:
        d = self.docs[key]
        kick = (
            f'<span class="RawMaterial-module_tag__V0y3x">{esc(d.extra.get("kicker", ""))}</span>'
            if d.extra.get("kicker")
            else ""
        )
        return (
            f'<div class="{C["card"]}">{kick}<h2>{self.a(key, d.title, "content")}</h2>'
            f"<p>{esc(d.dek or self.lede(d))}</p><time>{esc(ru_date(d.extra['local']))}</time></div>"
        )

    def listing_main(self, doc: Doc) -> str:
        cards = [self.card(k) for k in doc.extra["list"]]
        cards += [
            f'<div class="{C["card"]}"><h2><a href="{h}">{esc(t)}</a></h2><time>{esc(ru_date(w))}</time></div>'
            for h, t, w in doc.extra.get("older", [])
        ]
        head = f'<h1 class="Page-module_title__Fa2kx">{esc(doc.title)}</h1>'
        extra = ""
        pager = ""
        if doc.key == "home":
            head = '<h1 class="visually-hidden">Ветер</h1>'
            extra = (
                f'<section class="Home-module_podcast__pQ1sx"><h2>Подкасты</h2>{self.a("podcast", self.docs["podcast"].title, "content")}'
                f"<p>«{esc(self.docs['podcast'].extra['show'])}», выпуск {self.docs['podcast'].extra['number']}</p></section>"
                f'<section class="Home-module_rubric__cW8mN"><h2>{self.a("emig", "Эмиграция", "content")}</h2>{self.card("translation")}</section>'
            )
        elif doc.kind == "author":
            head = (
                f'<div class="AuthorPage-module_root__Tz3yQ"><img src="https://cdn.veter.test/image/authors/lebedeva.jpg" alt="" width="120" height="120">'
                f"<h1>{esc(doc.title)}</h1><p>{esc(doc.extra['bio'])}</p></div>"
            )
        elif doc.kind == "search":
            head = (
                f'<h1 class="Page-module_title__Fa2kx">{esc(doc.title)}</h1><form action="/search" class="SearchForm-module_root__m2Ddx">'
                f'<input name="term" value="{esc(SEARCH_Q)}"><button type="submit">Найти</button></form><p>Найдено: 1 материал</p>'
            )
        elif doc.kind == "tag":
            head = f'<h1 class="Page-module_title__Fa2kx">{esc(doc.title)}</h1><p class="Page-module_sub__u8BbN">Все материалы по теме</p>'
        more_cls = 'class="Button-module_more__xP2eE"'
        if doc.key == "emig":
            pager = f'<div class="Pagination-module_root__q4Rrx">{self.a("emig2", "Показать еще", "pagination", more_cls)}</div>'
        elif doc.key == "emig2":
            pager = f'<div class="Pagination-module_root__q4Rrx">{self.a("emig", "Назад", "pagination")} <a href="/rubric/emigration?page=3">Показать еще</a></div>'
        return f'<div class="Page-module_root__Jr7dN">{head}<div class="Feed-module_root__kN1wz">{"".join(cards)}</div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "podcast":
            e = doc.extra
            return f"""<article class="Episode-module_root__R5hxA">
<div class="Episode-module_show__b2GnQ"><a href="https://veter.test/podcasts/kak-zhit-dalshe">{esc(e["show"])}</a> · Выпуск {e["number"]}</div>
<h1 class="Episode-module_title__uX4eD">{esc(doc.title)}</h1>
<time class="{C["time"]}" datetime="{iso_utc(e["local"], TZ, "ms")}">{esc(ru_date(e["local"], with_time=False))}</time> <span class="Episode-module_duration__Lk0vS">{e["duration"]}</span>
<div class="Player-module_root__Wq6Fc"><audio controls preload="none" src="https://audio.veter.test/episodes/kzh-112.mp3"></audio></div>
<div class="Episode-module_links__a1Vtp"><a href="https://podcasts.apple.com/podcast/id1611111112">Apple Podcasts</a> <a href="https://open.spotify.com/show/4kzh">Spotify</a> <a href="https://music.yandex.ru/album/21234567">Яндекс Музыка</a> <a href="https://veter.test/rss/podcasts/kak-zhit-dalshe">RSS</a></div>
<div class="Episode-module_description__Kp3zS">
{self.blocks(doc)}
</div>
<p class="Episode-module_credits__t5NdA">Ведущие: Тимур Сафин и Мария Ли. Звукорежиссер: Глеб Носов.</p>
</article>"""
        return f'<div class="StaticPage-module_root__x3Q1c"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
