# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Bulgarian Cyrillic and typographic punctuation are deliberate)
"""Вестител: a Dnevnik-like Bulgarian daily on its own PHP system (`article-title`, `article-subtitle`,
`article-info`, `article-content`, Gemius tracking, `/bulgaria/2026/12/04/4812345_<underscored_slug>/`,
`/bulgaria/?page=2`, `/tag/<percent-encoded Cyrillic>/`, `/avtori/<id>_<slug>/`, `/search/?q=`), Bulgarian, UTF-8,
Sofia time (+02:00). Prices are in euro (Bulgaria's first year in the euro area).

Dates are printed "04.12.2026 г., 10:40" with an "Обновена:" line on some stories; the header prints **today's**
date and name day. Bylines "Автор:" / "Автори:" with a "Снимка:" credit beside; agency stories "Източник: БТА".
Metadata: `NewsArticle` JSON-LD whose times carry **no offset** ("2026-12-05T00:25:00", local time); the waste-fee
story's JSON-LD spells its author in **Latin transliteration** ("Mariya Ivanova") while the byline is Cyrillic; the
museum story's JSON-LD author is the portal (Organization "Вестител") although a reporter is credited; the agency
story's author is an Organization "БТА"; the crash brief (desk credit "Вестител") has **no JSON-LD**. A photo gallery
("Първият сняг в София (СНИМКИ)", dated, `og:type=article`), a daily horoscope and a weather page are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import BG_MONTHS, Base, img_id, page, parts, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.vestitel.test"
ARTS = ["smet", "bta", "komentar", "varna", "katastrofa", "muzei", "intervyu", "shipka"]
TAG = "зима"
SEARCH_Q = "бюджет"
AUTHOR_PATH = {
    "Мария Иванова": "/avtori/3412_mariya_ivanova/",
    "Николай Чолаков": "/avtori/2208_nikolay_cholakov/",
    "Елена Димитрова": "/avtori/3019_elena_dimitrova/",
    "Стефан Попов": "/avtori/3377_stefan_popov/",
    "Десислава Георгиева": "/avtori/2981_desislava_georgieva/",
    "Ивайло Петков": "/avtori/3105_ivaylo_petkov/",
}
LATIN = {"Мария Иванова": "Mariya Ivanova"}
COMMENTS = {
    "smet": [
        ("пешеходец", "Пак ние ще плащаме, а улиците са все така мръсни."),
        ("Младост 4", "Чипираните кофи да започнат първо в центъра."),
    ],
    "bta": [("данъкоплатец", "Дефицит от 3% в първата година в еврозоната? Смело.")],
    "komentar": [
        ("Иван Д.", "Най-трезвият текст за еврото, който съм чел тази година."),
        ("skeptik", "Цените в кафенетата обаче не са „страх“, а факт."),
    ],
}


def bg_date(local: str) -> str:
    y, m, d, hm = parts(local)
    return f"{d:02d}.{m:02d}.{y} г., {hm}"


def bg_naive(local: str) -> str:
    return local.replace(" ", "T") + ":00"


def bg_short(local: str) -> str:
    _, m, d, hm = parts(local)
    return f"{d} {BG_MONTHS[m - 1][:3]}, {hm}"


class Vestitel(Base):
    origin = ORIGIN
    name = "Вестител"
    prefix = "vst"
    language = "bg"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vst",
            [
                ".site-header",
                ".main-nav a",
                ".article-title",
                ".article-subtitle",
                ".article-content p",
                ".article-info .author-name",
                ".article-info .date",
                ".most-read li",
                ".list-item",
                ".ad-slot",
                ".site-footer",
                ".cookies-bar",
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
                "Вестител – новини от България и света",
                "portal-home",
                list=["shipka", "smet", "katastrofa", "bta", "varna", "muzei", "intervyu", "komentar"],
                more="bulgaria",
            )
        )
        add(
            page(
                "bulgaria",
                "/bulgaria/",
                "section",
                "България",
                "section-front",
                list=["shipka", "smet", "katastrofa", "bta", "muzei"],
                more="bulgaria2",
            )
        )
        add(
            page(
                "bulgaria2",
                "/bulgaria/?page=2",
                "section",
                "България",
                "section-page2-query",
                list=["intervyu", "varna"],
                older=[
                    (
                        "/bulgaria/2026/11/30/4810221_plovdiv_nov_most_maritsa/",
                        "Пловдив открива новия мост над Марица през март",
                        "2026-11-30 13:20",
                    ),
                    (
                        "/bulgaria/2026/11/29/4809874_ruse_toplofikatsiya_avariya/",
                        "Авария остави 30 блока в Русе без парно",
                        "2026-11-29 09:45",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                "/tag/" + quote(TAG) + "/",
                "tag",
                TAG.capitalize(),
                "tag-percent-encoded-cyrillic",
                list=["shipka", "intervyu", "galeriya"],
            )
        )
        add(page("author", AUTHOR_PATH["Мария Иванова"], "author", "Мария Иванова", "author-page", list=["shipka", "smet"],
                 bio="Репортер в отдел „България“. Пише за Столичната община, градска среда и транспорт.",
                 older=[("/bulgaria/2026/11/25/4807710_sofia_metro_treta_liniya_vlakove/", "Нови влакове за третата линия на метрото от февруари", "2026-11-25 11:10")]))  # fmt: skip
        add(page("search", "/search/?q=" + quote(SEARCH_Q), "search", f"Резултати от търсенето за „{SEARCH_Q}“", "search-results", list=["bta"],
                 older=[("/ikonomika/2026/11/20/4805533_byudzhet_2027_fiskalen_savet/", "Фискалният съвет: бюджетът за 2027 г. е рисков", "2026-11-20 15:30"),
                        ("/ikonomika/2026/10/31/4798102_byudzhet_2027_parametri/", "Финансите представиха параметрите на бюджет 2027", "2026-10-31 12:00")]))  # fmt: skip
        add(
            page(
                "horoskop",
                "/horoskop/2026/12/05/",
                "horoscope",
                "Хороскоп за 5 декември 2026 г.",
                "daily-horoscope-12-signs",
                [
                    "## Овен",
                    "Денят е подходящ за среща със стар приятел. Не бързайте с решенията за семейните финанси.",
                    "## Телец",
                    "Внимавайте с разходите – отложете голяма покупка за следващата седмица. Вечерта е за почивка у дома.",
                    "## Близнаци",
                    "Покани ще валят отвсякъде. Изберете компанията, в която наистина се чувствате добре.",
                    "## Рак",
                    "По-чувствителни сте от обикновено. Една разходка на чист въздух ще подобри настроението ви.",
                    "## Лъв",
                    "Творческите идеи лесно се превръщат в дела. Ако отдавна мислите за ремонт, сега е моментът.",
                    "## Дева",
                    "Вниманието ви към детайла ще ви спести неприятности – ще забележите грешка, преди да стане късно.",
                    "## Везни",
                    "Не отлагайте повече едно важно решение. Изслушайте партньора си, но се доверете на интуицията си.",
                    "## Скорпион",
                    "Интуицията ви е силна. Неочаквано обаждане ще донесе добра новина, свързана с работата.",
                    "## Стрелец",
                    "Добра новина за пари или пътуване ще направи деня ви по-хубав. Споделете радостта с близките си.",
                    "## Козирог",
                    "Починете си след тежката седмица. Не претоварвайте програмата си, семейството ще се радва на спокойна вечер.",
                    "## Водолей",
                    "Приятел ще ви предложи нещо, което на пръв поглед изглежда странно. Помислете, преди да откажете.",
                    "## Риби",
                    "Мечтателни сте и вдъхновени – денят е подходящ за изкуство. Не вярвайте сляпо на финансови обещания.",
                ],
            )
        )
        add(
            page(
                "vremeto",
                "/vremeto/",
                "weather",
                "Времето в България",
                "weather-forecast-table",
                [
                    "В събота над Западна и Централна България ще има снеговалежи, по-обилни в планините и в Предбалкана. В Източна България валежите ще бъдат от дъжд. Ще духа умерен северозападен вятър.",
                    "T: Град | Събота | Неделя | Понеделник",
                    "T: София | -3 / 1 °C, сняг | -6 / 0 °C, облачно | -7 / 2 °C, слънчево",
                    "T: Пловдив | -1 / 4 °C, сняг с дъжд | -3 / 3 °C, облачно | -4 / 5 °C, слънчево",
                    "T: Варна | 3 / 8 °C, дъжд | 1 / 6 °C, облачно | 0 / 7 °C, слънчево",
                    "T: Бургас | 4 / 9 °C, дъжд | 2 / 7 °C, облачно | 1 / 8 °C, слънчево",
                    "T: Велико Търново | -2 / 2 °C, сняг | -5 / 1 °C, облачно | -6 / 3 °C, слънчево",
                    "T: Казанлък | -2 / 3 °C, сняг | -4 / 2 °C, облачно | -5 / 4 °C, слънчево",
                ],
            )
        )
        add(
            page(
                "galeriya",
                "/galerii/2026/12/04/4812400_parviyat_snyag_v_sofiya/",
                "gallery",
                "Първият сняг в София (СНИМКИ)",
                "photo-gallery-captions-dated",
                local="2026-12-04 09:30",
                photos=[
                    "Снегът заваля малко след 7 часа сутринта в Младост и Студентски град.",
                    "Витоша побеля до Бояна.",
                    "Снегорините излязоха по булевард „Цариградско шосе“.",
                    "Деца правят снежен човек в Южния парк.",
                    "Опашка от коли на Околовръстния път край Симеоново.",
                    "Храм-паметникът „Свети Александър Невски“ под снега.",
                ],
            )
        )
        add(
            page(
                "zanas",
                "/za-nas/",
                "about",
                "За нас",
                "about",
                [
                    "Вестител е независима онлайн медия, основана през 2007 г. в София. Публикуваме новини, анализи и коментари за България и света.",
                    "- Издател: Вестител Медия ЕООД, София, ул. „Лайош Кошут“ 4",
                    "- Главен редактор: Теодора Маринова",
                    "- Заместник главен редактор: Калоян Стойчев",
                    "- Редакция: redakciya@vestitel.test, +359 2 955 0170",
                    "- Реклама: reklama@vestitel.test",
                    "Вестител спазва Етичния кодекс на българските медии. Материалите могат да се цитират с посочване на източника и линк към оригиналната публикация.",
                ],
            )
        )
        add(
            story(
                "smet",
                "/bulgaria/2026/12/04/4812345_stolichnata_obshtina_taksa_smet_15_protsenta/",
                "Столичната община предлага таксата за смет да поскъпне с 15% от догодина",
                "2026-12-04",
                bg_naive("2026-12-04 10:40"),
                bg_date("2026-12-04 10:40"),
                ["Мария Иванова"],
                [
                    "Столичната община внесе в Общинския съвет предложение таксата за битови отпадъци да се увеличи средно с 15% от 1 януари 2027 г. Според мотивите разходите за сметосъбиране и почистване са нараснали с над 20 млн. евро за две години.",
                    "Най-голям ще бъде ръстът в централните райони, където сметта се събира най-често. За собственик на апартамент в район „Средец“ с данъчна оценка 75 000 евро таксата ще се увеличи от около 130 на 150 евро годишно.",
                    "„Не можем да държим таксата замразена, докато цените на горивата, заплатите и депонирането растат. Алтернативата е по-мръсен град“, заяви заместник-кметът по екология Христо Стаматов.",
                    "## Нов модел от 2028 г.",
                    "Общината обяви, че от 2028 г. таксата ще се изчислява според количеството отпадъци, а не според данъчната оценка на имота. Пилотен проект с чипирани кофи ще започне догодина в кварталите „Бояна“ и „Овча купел“.",
                    "Опозицията в Общинския съвет заяви, че няма да подкрепи увеличението, докато общината не представи отчет за изпълнението на договорите за сметосъбиране, сключени през 2024 г.",
                    "Обществените консултации продължават до 18 декември, а гласуването е насрочено за последното заседание на съвета за годината.",
                    "Допълнение (18:20): Кметът на София заяви вечерта, че семействата с трима и повече деца и хората с увреждания ще бъдат освободени от увеличението.",
                ],
                "byline-cyrillic-jsonld-latin-transliteration-updated",
                section="България",
                dek="Промяната ще засегне над 600 000 домакинства. Общинските съветници ще гласуват предложението до края на декември.",
                local="2026-12-04 10:40",
                updated="2026-12-04 18:20",
                foto="Георги Колев",
                ld="latin",
                caption="Сметосъбиращ камион в квартал „Лозенец“",
            )
        )
        add(
            story(
                "bta",
                "/bulgaria/2026/12/03/4811820_parlamentat_prie_byudzheta_za_2027_parvo_chetene/",
                "Парламентът прие на първо четене бюджета за 2027 г.",
                "2026-12-03",
                bg_naive("2026-12-03 17:10"),
                bg_date("2026-12-03 17:10"),
                [],
                [
                    "Народното събрание прие на първо четене проектобюджета за 2027 г. със 131 гласа „за“, 88 „против“ и 6 „въздържал се“. Дебатът продължи повече от девет часа.",
                    "Бюджетът предвижда дефицит от 3% от брутния вътрешен продукт и ръст на минималната работна заплата до 680 евро. Пенсиите ще бъдат увеличени от 1 юли с 8,5%.",
                    "Финансовият министър заяви, че бюджетът е „реалистичен и съобразен с правилата на еврозоната“. Опозицията го определи като „бюджет на отложените реформи“ и настоя за по-големи разходи за образование.",
                    "Срокът за предложения между първо и второ четене е седем дни. Окончателното гласуване се очаква преди 20 декември.",
                ],
                "agency-credit-bta",
                section="България",
                local="2026-12-03 17:10",
                source="БТА",
                ld="bta",
            )
        )
        add(
            story(
                "komentar",
                "/mneniya/2026/12/02/4811205_edna_godina_s_evroto/",
                "Една година с еврото: страховете не се сбъднаха, но и чудото не дойде",
                "2026-12-02",
                bg_naive("2026-12-02 07:30"),
                bg_date("2026-12-02 07:30"),
                ["Николай Чолаков"],
                [
                    "Преди година по това време половин България се страхуваше, че на 1 януари хлябът ще поскъпне двойно, а спестяванията ще се стопят. Другата половина очакваше, че с еврото заплатите ще започнат да се доближават до германските. Не се случи нито едното, нито другото.",
                    "Цените наистина се повишиха, особено в кафенетата, фризьорските салони и ресторантите, където закръглянето нагоре се оказа твърде изкушаващо. Но инфлацията за годината остава близо до тази в съседните страни, а паниката от първите седмици бързо отмина.",
                    "Далеч по-малко се говори за това, което не се промени. Производителността у нас расте бавно, съдебната система все така плаши инвеститорите, а регионите извън София, Пловдив и Варна продължават да се обезлюдяват. Еврото не може да реши нито един от тези проблеми. То само отне оправданието, че валутата е виновна.",
                    "Ако нещо се научихме през тази година, то е, че икономиката не се променя с подпис. Членството в еврозоната е инструмент – полезен, стабилизиращ, но не и магически. Оттук нататък отговорността е изцяло наша.",
                    "SIGN: Авторът е политолог и преподавател в Софийския университет „Св. Климент Охридски“. Коментарите изразяват личната позиция на автора и не ангажират редакцията.",
                ],
                "opinion-comment-kicker-tail",
                section="Мнения",
                local="2026-12-02 07:30",
                column=True,
                kicker="Коментар",
                ld="person",
            )
        )
        add(
            story(
                "varna",
                "/ikonomika/2026/12/01/4810788_pristanishte_varna_konteyneren_terminal/",
                "Пристанище Варна ще удвои капацитета на контейнерния си терминал до 2029 г.",
                "2026-12-01",
                bg_naive("2026-12-01 12:15"),
                bg_date("2026-12-01 12:15"),
                ["Елена Димитрова", "Стефан Попов"],
                [
                    "Държавното пристанище Варна подписа договор за разширяване на контейнерния терминал във Варна-Запад. Проектът е на стойност 210 млн. евро и ще бъде финансиран със средства от Механизма за свързана Европа и с кредит от Европейската инвестиционна банка.",
                    "Основните параметри на проекта:",
                    "- нов кей с дължина 450 метра и дълбочина 14 метра",
                    "- капацитет от 400 000 контейнера годишно вместо сегашните 190 000",
                    "- два нови портални крана и железопътна връзка до терминала",
                    "- срок за завършване: средата на 2029 г.",
                    "Според ръководството на пристанището разширението ще позволи на Варна да приема големи контейнеровози, които досега разтоварваха в Констанца.",
                    "Местните жители в Белослав и Езерово обаче се опасяват от увеличения трафик на камиони. Общината настоява част от товарите да се превозват по железницата, а пътят до терминала да бъде изнесен извън населените места.",
                ],
                "two-authors-list-in-body",
                section="Икономика",
                local="2026-12-01 12:15",
                foto="Пристанище Варна",
                ld="person",
                caption="Контейнерният терминал Варна-Запад",
            )
        )
        add(
            story(
                "katastrofa",
                "/bulgaria/2026/12/04/4812290_katastrofa_burgas_sozopol/",
                "Тежка катастрофа затвори пътя Бургас – Созопол",
                "2026-12-04",
                None,
                bg_date("2026-12-04 08:05"),
                [],
                [
                    "Тежка катастрофа между лек автомобил и микробус затвори пътя Бургас – Созопол при разклона за Крайморие тази сутрин. Движението се пренасочва през Маринка.",
                    "По информация на ОДМВР – Бургас трима души са откарани в болница, един от тях е в тежко състояние.",
                    "Пътната полиция съветва шофьорите да се движат внимателно, пътната настилка е мокра и хлъзгава.",
                ],
                "desk-credit-no-jsonld-brief",
                section="България",
                local="2026-12-04 08:05",
                desk="Вестител",
            )
        )
        add(
            story(
                "muzei",
                "/kultura/2026/12/03/4811650_muzey_veliko_tarnovo_ikoni/",
                "Музеят във Велико Търново показва за първи път 40 икони от фонда си",
                "2026-12-03",
                bg_naive("2026-12-03 11:00"),
                bg_date("2026-12-03 11:00"),
                ["Десислава Георгиева"],
                [
                    "Регионалният исторически музей във Велико Търново откри изложба с 40 икони от XVII до XIX век, които досега не са били показвани пред публика. Творбите са реставрирани през последните три години с подкрепата на Министерството на културата.",
                    "Най-старата икона в експозицията е образ на Свети Никола от 1682 г., открит в изоставен параклис край Арбанаси. Реставраторите са премахнали три слоя по-късни пребоядисвания, под които е запазен оригиналният златен фон.",
                    "„Всяка от тези икони има своя история – някои са спасени от пожари, други са дарени от семейства, които са ги пазили с поколения“, каза уредничката на изложбата Росица Данаилова.",
                    "Изложбата може да бъде разгледана в сградата на Археологическия музей до края на март. Входът за ученици и пенсионери е безплатен всяка сряда.",
                ],
                "jsonld-author-portal-person-credited",
                section="Култура",
                local="2026-12-03 11:00",
                foto="РИМ – Велико Търново",
                ld="portal",
                caption="Икона на Свети Никола от 1682 г.",
            )
        )
        add(
            story(
                "intervyu",
                "/zdrave/2026/12/02/4811402_d_r_ralitsa_naydenova_gripat/",
                "Д-р Ралица Найденова: Грипната вълна идва по-рано тази зима",
                "2026-12-02",
                bg_naive("2026-12-02 16:00"),
                bg_date("2026-12-02 16:00"),
                ["Ивайло Петков"],
                [
                    "Д-р Ралица Найденова е епидемиолог в Националния център по заразни и паразитни болести. Разговаряме с нея за новия сезон на грипа и за това защо ваксинацията у нас остава ниска.",
                    "Q: Защо казвате, че грипната вълна идва по-рано? || Защото вече виждаме ръст на случаите в Южна Европа и в Румъния, а обикновено това се случва в края на януари. Вирусът, който циркулира, е подтип, срещу който голяма част от населението няма скорошен имунитет.",
                    "Q: Кои са най-застрашени? || Хората над 65 години, бременните, малките деца и всички с хронични заболявания – диабет, сърдечни и белодробни болести. При тях грипът често води до усложнения и болнично лечение.",
                    "Q: Все още ли има смисъл да се ваксинираме? || Да, категорично. Ваксината изгражда защита за около две седмици, така че ако се ваксинирате сега, ще бъдете защитени преди пика. Ваксината е безплатна за хората над 65 години.",
                    "Q: Какво да правим, ако се разболеем? || Да си останем вкъщи, да пием много течности и да не приемаме антибиотици без лекарско предписание. При висока температура повече от три дни или затруднено дишане трябва веднага да се потърси лекар.",
                ],
                "interview-qa-kicker-name-in-title",
                section="Здраве",
                local="2026-12-02 16:00",
                kicker="Интервю",
                ld="person",
            )
        )
        add(
            story(
                "shipka",
                "/bulgaria/2026/12/05/4812501_snyag_prohod_shipka_zatvoren/",
                "Снеговалеж затвори прохода Шипка, камиони са блокирани край Казанлък",
                "2026-12-05",
                bg_naive("2026-12-05 00:25"),
                bg_date("2026-12-05 00:25"),
                ["Мария Иванова"],
                [
                    "Проходът Шипка е затворен за движение на всички превозни средства от полунощ заради обилния снеговалеж и силния вятър, съобщиха от Агенция „Пътна инфраструктура“. Снежната покривка на билото надхвърля 40 сантиметра.",
                    "Десетки тежкотоварни камиони са спрени на паркингите край Казанлък и Габрово. Шофьорите се пренасочват през прохода Троян – Кърнаре, където движението се осъществява със зимни гуми и вериги.",
                    "Снегопочистващите машини работят непрекъснато, но при тези условия пътят няма да бъде отворен преди обяд в събота, каза за Вестител дежурният в Областното пътно управление в Стара Загора.",
                    "Жълт код за сняг и поледици е обявен за 14 области в страната до неделя вечерта.",
                ],
                "after-midnight-naive-jsonld",
                section="България",
                local="2026-12-05 00:25",
                foto="Вестител",
                ld="person",
                tag=True,
            )
        )

    # --- templates -----------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld")
        if not mode:
            return ""
        url = self.url(doc.key)
        if mode == "latin":
            author: object = {
                "@type": "Person",
                "name": LATIN[doc.authors[0]],
                "url": ORIGIN + AUTHOR_PATH[doc.authors[0]],
            }
        elif mode == "person":
            author = [{"@type": "Person", "name": a, "url": ORIGIN + AUTHOR_PATH[a]} for a in doc.authors]
            author = author[0] if len(author) == 1 else author
        elif mode == "bta":
            author = {"@type": "Organization", "name": "БТА"}
        else:
            author = {"@type": "Organization", "name": "Вестител"}
        modified = bg_naive(doc.extra["updated"]) if doc.extra.get("updated") else doc.iso
        data = {
            "@context": "https://schema.org/",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "image": [f"https://m.vestitel.test/shimg/zx1200y675_{img_id(doc.key)}.jpg"],
            "datePublished": doc.iso,
            "dateModified": modified,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Вестител",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/images/vestitel-logo.png"},
            },
            "description": doc.dek or self.lede(doc),
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        desc = (doc.dek or self.lede(doc)) if doc.is_article else doc.title
        og_type = "article" if doc.is_article or doc.kind == "gallery" else "website"
        art_meta = ""
        if doc.is_article or doc.kind == "gallery":
            art_meta = f'<meta property="article:published_time" content="{bg_naive(doc.extra["local"])}">\n'
        menu = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Начало"),
                ("bulgaria", "България"),
                ("/sviat/", "Свят"),
                ("/ikonomika/", "Икономика"),
                ("/mneniya/", "Мнения"),
                ("/kultura/", "Култура"),
                ("/sport/", "Спорт"),
                ("vremeto", "Времето"),
                ("horoskop", "Хороскоп"),
            )
        )
        most = "".join(
            f'<li><span class="n">{i + 1}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["shipka", "smet", "komentar", "bta", "intervyu"])
        )
        return f"""<!DOCTYPE html>
<html lang="bg">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>{esc(doc.title)} | Вестител</title>
<meta name="description" content="{esc(desc)}">
<link rel="canonical" href="{esc(url)}">
<meta property="og:type" content="{og_type}">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:description" content="{esc(desc)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="Вестител">
<meta property="og:image" content="https://m.vestitel.test/shimg/zx1200y675_{img_id(doc.key)}.jpg">
{art_meta}{self.ld(doc) if doc.is_article else ""}
<link rel="stylesheet" href="/css/vestitel.min.css?v=1204">
<style>/*PAD*/</style>
<script>var pp_gemius_identifier='bPxL8Ciwq3E2ZQvT.Vt7JXZHHM8ke3s9xf6k8X8bwQ7.i7';function gemius_pending(i){{window[i]=window[i]||function(){{var x=window[i+'_pdata']=window[i+'_pdata']||[];x[x.length]=arguments;}};}};gemius_pending('gemius_hit');</script>
<script async src="https://gabg.hit.gemius.pl/xgemius.js"></script>
</head>
<body class="page-{"article" if doc.is_article else doc.kind}">
<div class="cookies-bar" id="cookies-bar">Този сайт използва бисквитки (cookies), за да подобри услугите си. <a href="/politika-za-biskvitki/">Научете повече</a> <button class="cookies-accept">Съгласен съм</button></div>
<header class="site-header">
<div class="top-line"><span class="today">събота, 5 декември 2026 г.</span> <span class="nameday">Имен ден: Сава, Савка</span> <span class="currency">1 EUR = 1,1684 USD</span></div>
<div class="logo">{self.a("home", "Вестител", "nav", 'class="logo-link"')}</div>
<nav class="main-nav"><ul>{menu}</ul></nav>
<form class="search" action="/search/" method="get"><input type="text" name="q" placeholder="Търсене"><button type="submit">Търси</button></form>
</header>
<div class="ad-slot ad-billboard" id="ad-970x250" data-zone="vestitel_billboard"></div>
<div class="page-wrap">
<main class="content">
{main}
</main>
<aside class="sidebar">
<div class="most-read"><h3>Най-четени</h3><ol>{most}</ol></div>
<div class="ad-slot" id="ad-300x250" data-zone="vestitel_rectangle"></div>
<div class="gallery-box"><h3>Галерии</h3>{self.a("galeriya", self.docs["galeriya"].title, "aside")}</div>
</aside>
</div>
<footer class="site-footer">
<ul class="footer-links"><li>{self.a("zanas", "За нас", "footer")}</li><li><a href="/reklama/">Реклама</a></li><li><a href="/obshti-usloviya/">Общи условия</a></li><li><a href="/politika-za-poveritelnost/">Политика за поверителност</a></li><li><a href="/rss/">RSS</a></li><li>{self.a("vremeto", "Времето", "footer")}</li><li>{self.a("horoskop", "Хороскоп", "footer")}</li></ul>
<p>© 2007–2026 Вестител Медия ЕООД. Всички права запазени. Използването на материали без разрешение е забранено.</p>
</footer>
<script src="/js/vestitel.min.js?v=1204" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        sec = self.a("bulgaria", doc.section, "breadcrumb") if doc.section == "България" else esc(doc.section)
        kicker = f'<div class="article-kicker">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        if doc.authors:
            label = "Автори:" if len(doc.authors) > 1 else "Автор:"
            names = ", ".join(
                self.a("author", a, "byline", 'class="author-name"')
                if a == "Мария Иванова"
                else f'<a class="author-name" href="{AUTHOR_PATH[a]}">{esc(a)}</a>'
                for a in doc.authors
            )
            credit = f'<span class="author">{label} {names}</span>'
        elif doc.extra.get("source"):
            credit = f'<span class="source">Източник: {esc(doc.extra["source"])}</span>'
        else:
            credit = f'<span class="author">{esc(doc.extra["desk"])}</span>'
        foto = f' <span class="photo-credit">Снимка: {esc(doc.extra["foto"])}</span>' if doc.extra.get("foto") else ""
        col = ""
        if doc.extra.get("column"):
            a = doc.authors[0]
            col = f'<div class="columnist-box"><img src="https://m.vestitel.test/avtori/2208.jpg" alt="{esc(a)}" width="80" height="80"><a href="{AUTHOR_PATH[a]}">{esc(a)}</a></div>'
        upd = (
            f' <span class="updated">Обновена: {bg_date(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        dek = f'<h2 class="article-subtitle">{esc(doc.dek)}</h2>' if doc.dek else ""
        fig = ""
        if doc.extra.get("caption"):
            fig = f'<figure class="article-photo"><img src="https://m.vestitel.test/shimg/zx860y484_{img_id(doc.key)}.jpg" alt="{esc(doc.extra["caption"])}" width="860" height="484"><figcaption>{esc(doc.extra["caption"])}</figcaption></figure>'
        tags = '<div class="article-tags">Теми: '
        if doc.extra.get("tag") or doc.key == "intervyu":
            tags += self.a("tag", TAG, "tag") + " "
        if doc.key == "bta":
            tags += self.a("search", SEARCH_Q, "tag") + " "
        tags += f'<a href="/tag/{quote(doc.section.lower())}/">{esc(doc.section.lower())}</a></div>'
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        return f"""<div class="breadcrumbs">{self.a("home", "Начало", "breadcrumb")} › {sec}</div>
<article class="article" itemscope itemtype="https://schema.org/NewsArticle">
{col}
{kicker}
<h1 class="article-title" itemprop="headline">{esc(doc.title)}</h1>
{dek}
<div class="article-info">{credit}{foto} <span class="date">{doc.stamp}</span>{upd} <span class="views">прочетена 4 812 пъти</span></div>
<div class="share-tools"><a href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}">Сподели</a> <a href="https://x.com/intent/tweet?url={quote(self.url(doc.key), safe="")}">X</a> <a href="#comments">Коментари</a></div>
{fig}
<div class="article-content" itemprop="articleBody">
{self.blocks(doc)}
</div>
{tags}
<div class="ad-slot" id="ad-inarticle" data-zone="vestitel_inarticle"></div>
{self.comments(doc)}
</article>
<div class="related"><h3>Още по темата</h3><ul>{related}</ul></div>"""

    def comments(self, doc: Doc) -> str:
        posts = COMMENTS.get(doc.key)
        if not posts:
            return '<div class="comments" id="comments"><h3>Коментари (0)</h3><a href="/vhod/">Влезте, за да коментирате</a></div>'
        items = "".join(f'<div class="comment"><b>{esc(u)}</b><p>{esc(t)}</p></div>' for u, t in posts)
        return f'<div class="comments" id="comments"><h3>Коментари ({len(posts) * 7})</h3>{items}<a href="/vhod/">Влезте, за да коментирате</a></div>'

    def item(self, k: str) -> str:
        d = self.docs[k]
        lede = (d.dek or self.lede(d)) if d.is_article else ""
        return (
            f'<div class="list-item"><img src="https://m.vestitel.test/shimg/zx320y180_{img_id(k)}.jpg" alt="" loading="lazy">'
            f'<h2>{self.a(k, d.title, "content")}</h2><p>{esc(lede)}</p><span class="date">{bg_short(d.extra["local"])}</span></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.item(k) for k in doc.extra["list"])
        older = "".join(
            f'<div class="list-item small"><h2><a href="{esc(p)}">{esc(t)}</a></h2><span class="date">{bg_short(loc)}</span></div>'
            for p, t, loc in doc.extra.get("older", [])
        )
        head = f"<h1>{esc(doc.title)}</h1>"
        pager = ""
        extra = ""
        if doc.kind == "home":
            head = f'<h1 class="visually-hidden">{esc(doc.title)}</h1>'
            extra = f'<section class="home-services"><h2>Услуги</h2>{self.a("vremeto", "Времето за уикенда", "content")} · {self.a("horoskop", "Хороскоп за деня", "content")} · {self.a("search", "Всичко за бюджета", "content")}</section>'
            pager = f'<div class="more">{self.a("bulgaria", "Още новини от България", "content")}</div>'
        elif doc.key == "bulgaria":
            pager = f'<div class="pagination"><span class="current">1</span> {self.a("bulgaria2", "2", "pagination")} <a href="/bulgaria/?page=3">3</a> {self.a("bulgaria2", "Следваща »", "pagination")}</div>'
        elif doc.key == "bulgaria2":
            head = f'<h1>{esc(doc.title)}</h1><p class="page-no">Страница 2</p>'
            pager = f'<div class="pagination">{self.a("bulgaria", "« Предишна", "pagination")} {self.a("bulgaria", "1", "pagination")} <span class="current">2</span> <a href="/bulgaria/?page=3">3</a></div>'
        elif doc.kind == "tag":
            head = f'<p class="tag-label">Тема</p><h1>{esc(doc.title)}</h1>'
        elif doc.kind == "author":
            head = f'<div class="author-profile"><img src="https://m.vestitel.test/avtori/3412.jpg" alt="{esc(doc.title)}" width="120" height="120"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div><h2>Публикации</h2>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/search/" method="get"><input type="text" name="q" value="{esc(SEARCH_Q)}"><button>Търси</button></form><p class="results">Намерени 3 резултата</p>'
        return f'<div class="list-page">{head}<div class="list">{items}{older}</div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        crumbs = f'<div class="breadcrumbs">{self.a("home", "Начало", "breadcrumb")} › {esc(doc.title)}</div>'
        if doc.kind == "gallery":
            photos = "".join(
                f'<figure class="gallery-photo"><span class="counter">{i + 1} / {len(doc.extra["photos"])}</span><img src="https://m.vestitel.test/galerii/4812400/{i + 1}.jpg" alt="{esc(c)}" width="1024" height="683" loading="lazy"><figcaption>{esc(c)}</figcaption><span class="photo-credit">Снимка: Георги Колев</span></figure>'
                for i, c in enumerate(doc.extra["photos"])
            )
            return f'{crumbs}<div class="gallery-page"><h1>{esc(doc.title)}</h1><span class="date">{bg_date(doc.extra["local"])}</span><div class="gallery">{photos}</div><p>{self.a("shipka", "Още: " + self.docs["shipka"].title, "content")}</p></div>'
        if doc.kind == "horoscope":
            return f'{crumbs}<div class="horoscope-page"><h1>{esc(doc.title)}</h1><div class="signs">\n{self.blocks(doc)}\n</div><p class="more-links"><a href="/horoskop/sedmichen/">Седмичен хороскоп</a> · <a href="/horoskop/lyuboven/">Любовен хороскоп</a></p></div>'
        if doc.kind == "weather":
            return f'{crumbs}<div class="weather-page"><h1>{esc(doc.title)}</h1><p class="updated">Прогноза на НИМХ, обновена в 06:00 ч.</p><div class="warning">Жълт код за сняг и поледици в 14 области. {self.a("shipka", "Проходът Шипка е затворен", "content")}.</div>\n{self.blocks(doc)}\n</div>'
        return f'{crumbs}<div class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
