# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Serbian Cyrillic letters and typographic quotes are deliberate)
"""Вечерње новине / Večernje novine: a Serbian daily on an in-house CMS that prints **both scripts**: every page
exists under `/cir/…` (Cyrillic, the primary script) and `/lat/…` (Latin, transliterated by the CMS), with a
"Ћирилица | Latinica" switcher in the header. URLs: `/cir/drustvo/vesti/1482213/<ascii-slug>`, `/cir/drustvo`,
`?strana=2`, `/cir/tag/…`, `/cir/autor/…`, `/lat/pretraga?q=`. UTF-8. Latin pages carry `rel=canonical` to the
Cyrillic twin (and `hreflang` alternates sr-Cyrl / sr-Latn both ways); Cyrillic pages are self-canonical.
Dates printed "04.12.2026. 09:15" (trailing dot after the year); bylines "Аутор: Милан Јовановић" /
"Autor: Milan Jovanović"; the agency brief prints "Извор: Танјуг" and no person. `NewsArticle` JSON-LD in +01:00,
with the Kragujevac night fire in **UTC** (23:35Z on 3 Dec = 00:35 on 4 Dec in Belgrade) and the agency brief's
author an Organization. Two stories are labelled in both scripts, three only in Cyrillic and one only in Latin.
A local-election results table is not an article."""

from __future__ import annotations

from common import Base, blocks_html, ld, page, sr_lat, story
from sitekit import Doc, css_rules, esc

SITE_CIR = "Вечерње новине"
SITE_LAT = sr_lat(SITE_CIR)
# the six stories: id, section slug, section name (Cyrillic), ascii slug
STORIES = {
    "most": ("1482213", "beograd", "Београд", "novi-most-preko-save-bice-zavrsen-do-kraja-2028"),
    "upis": ("1481977", "drustvo", "Друштво", "manje-mesta-u-gimnazijama-objavljen-plan-upisa-2027"),
    "tanjug": ("1482260", "drustvo", "Друштво", "odron-zatvorio-put-sokobanja-knjazevac"),
    "kolumna": ("1481902", "kolumne", "Колумне", "biblioteka-kao-poslednja-javna-kuca-u-selu"),
    "pozar": ("1482150", "drustvo", "Друштво", "pozar-u-hali-fabrike-auto-delova-u-kragujevcu"),
    "stanovi": ("1481640", "ekonomija", "Економија", "cene-stanova-u-novom-sadu-porasle-14-odsto"),
}
COMMENTS = {
    "most": [
        ("Зоран", "04.12.2026. 09:48", "Најзад. Двадесет година се прича о овом мосту."),
        ("Београђанка", "04.12.2026. 10:12", "Прво направите прилазе, па онда мост. Иначе ће бити као са обилазницом."),
        ("Иван С.", "04.12.2026. 10:55", "Биће готов 2028. као што је метро требало да буде готов 2021."),
    ],
    "kolumna": [
        (
            "Милица из Ариља",
            "03.12.2026. 08:40",
            "Прелепо написано. Код нас у селу је библиотека затворена пре пет година.",
        ),
        ("Радован", "03.12.2026. 12:03", "Свака част госпођи библиотекарки. Таквих људи је све мање."),
    ],
}


def path(key: str, script: str) -> str:
    num, sec, _name, slug = STORIES[key]
    kind = "kolumne" if sec == "kolumne" else "vesti"
    sec = "misljenja" if sec == "kolumne" else sec
    return f"/{script}/{sec}/{kind}/{num}/{slug}"


class Vecernje(Base):
    origin = "https://www.vecernje.test"
    name = SITE_CIR
    prefix = "vcn"
    language = "sr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vcn",
            [
                ".site-header",
                ".script-switch",
                ".main-nav",
                ".article-header",
                ".article-body",
                ".article-lead",
                ".news-list",
                ".comments",
                ".site-footer",
                "#cookie-bar",
            ],
            260,
        )

    def sr_story(
        self, key: str, script: str, title: str, date: str, iso: str | None, stamp: str,
        authors: list[str], lines: list[str], shape: str, **extra: object,
    ) -> None:  # fmt: skip
        lat = script == "lat"
        conv = sr_lat if lat else (lambda t: t)
        name = STORIES[key][2]
        self.cyr_titles[key] = title
        self.add(
            story(
                f"{key}_{script}",
                path(key, script),
                conv(title),
                date,
                iso,
                stamp,
                [conv(a) for a in authors],
                [conv(line) for line in lines],
                shape,
                section=conv(name),
                script=script,
                base=key,
                **extra,
            )
        )

    def build(self) -> None:
        self.cyr_titles: dict[str, str] = {}
        add = self.add
        home_list = ["most", "tanjug", "pozar", "upis", "kolumna", "stanovi"]
        add(
            page(
                "home",
                "/",
                "home",
                "Вечерње новине – вести из Србије и света",
                "bi-script-home",
                list=home_list,
                script="cir",
                twin="/lat/",
            )
        )
        add(
            page(
                "drustvo",
                "/cir/drustvo",
                "section",
                "Друштво",
                "rubrika",
                list=["tanjug", "pozar", "upis"],
                more="drustvo2",
                script="cir",
                twin="/lat/drustvo",
            )
        )
        add(
            page(
                "drustvo2",
                "/cir/drustvo?strana=2",
                "section",
                "Друштво",
                "rubrika-strana-2",
                list=["most", "kolumna"],
                prev="drustvo",
                script="cir",
                twin="/lat/drustvo?strana=2",
            )
        )
        add(
            page(
                "tag",
                "/cir/tag/saobracaj",
                "tag",
                "Саобраћај",
                "tag",
                list=["most", "tanjug"],
                script="cir",
                twin="/lat/tag/saobracaj",
            )
        )
        add(
            page(
                "autor",
                "/cir/autor/milan-jovanovic",
                "author",
                "Милан Јовановић",
                "autor",
                list=["most"],
                script="cir",
                twin="/lat/autor/milan-jovanovic",
                bio="Новинар рубрике Београд. Пише о урбанизму, саобраћају и градској управи.",
            )
        )
        add(
            page(
                "pretraga",
                "/lat/pretraga?q=most",
                "search",
                "Pretraga: most",
                "pretraga-latinica",
                list=["most"],
                script="lat",
                twin="/cir/pretraga?q=most",
            )
        )
        add(
            page(
                "impresum",
                "/cir/impresum",
                "about",
                "Импресум",
                "impresum",
                [
                    "„Вечерње новине” – дневни лист и портал. Издавач: Вечерње новине д.о.о., Булевар деспота Стефана 00, Београд.",
                    "Главни и одговорни уредник: Сњежана Радовановић. Заменик главног уредника: Бранко Лазић.",
                    "Портал је уписан у Регистар медија Агенције за привредне регистре под бројем IN 000000.",
                    "Контакт редакције: redakcija@vecernje.test, телефон 011 000 0000.",
                ],
                script="cir",
                twin="/lat/impresum",
            )
        )
        add(
            page(
                "privatnost",
                "/cir/politika-privatnosti",
                "policy",
                "Политика приватности",
                "politika-privatnosti",
                [
                    "Ажурирано: 01.09.2026.",
                    "Вечерње новине д.о.о. обрађује податке о личности у складу са Законом о заштити података о личности Републике Србије.",
                    "## Колачићи",
                    "Портал користи колачиће за мерење посећености и приказивање огласа. Подешавања колачића можете променити у сваком тренутку.",
                ],
                script="cir",
                twin="/lat/politika-privatnosti",
            )
        )
        add(
            page(
                "izbori",
                "/cir/izbori-2026/cacak/rezultati",
                "results",
                "Локални избори 2026: коначни резултати у Чачку",
                "election-results-table",
                [
                    "Обрађено 100% бирачких места. Излазност: 58,4%.",
                    "T: Изборна листа | Гласова | Проценат | Мандата",
                    "T: Група грађана „Чачак сутра” | 21.412 | 38,6% | 27",
                    "T: Коалиција „За Моравички крај” | 15.036 | 27,1% | 19",
                    "T: Покрет „Зелени Чачак” | 8.274 | 14,9% | 10",
                    "T: Листа „Домаћини” | 5.219 | 9,4% | 6",
                    "T: Остале листе | 5.548 | 10,0% | 0",
                    "Извор: Градска изборна комисија Чачак. Резултати су коначни.",
                ],
                script="cir",
                twin="/lat/izbori-2026/cacak/rezultati",
            )
        )

        most = [
            "Градска управа потписала је уговор за изградњу новог друмског моста преко Саве између Новог Београда и Макиша. Радови вредни 214 милиона евра почињу у марту, а мост би требало да буде пуштен у саобраћај до краја 2028. године.",
            "Уговор су у четвртак потписали представници Секретаријата за саобраћај и конзорцијума предвођеног компанијом „Савски мостови инжењеринг”, која је на тендеру понудила најнижу цену и најкраћи рок.",
            "Мост ће бити дугачак 720 метара, са по три саобраћајне траке у оба смера, бициклистичким стазама и тротоарима. Предвиђен је и простор за будућу трамвајску пругу, која би Нови Београд повезала са насељима на десној обали Саве.",
            "„Ово је највећа инфраструктурна инвестиција града у последњих десет година. Мост ће растеретити Газелу, преко које данас пређе више од 160.000 возила дневно”, рекао је секретар за саобраћај Зоран Стојановић.",
            "FIG: Визуелизација моста | Визуелизација новог моста преко Саве. Фото: Секретаријат за саобраћај",
            "Стручњаци за саобраћај подсећају да нови мост сам по себи неће решити гужве ако се истовремено не изграде и приступне саобраћајнице. Према плану, оне ће бити грађене у другој фази, која још није уговорена.",
            "„Без прикључка на обилазницу и без нових линија јавног превоза, мост ће само преместити гужву с једног места на друго”, упозорава професор Саобраћајног факултета Петар Милошевић.",
            "Градска управа тврди да су пројекти приступних саобраћајница завршени и да ће тендер за њихову изградњу бити расписан почетком следеће године. Град ће радове финансирати делом из буџета, а делом из кредита Европске банке за обнову и развој.",
            "Током изградње, према најави извођача, неће бити значајнијих измена у саобраћају на постојећим мостовима, осим краћих ноћних затварања Улице Јурија Гагарина због допремања челичне конструкције.",
        ]
        upis = [
            "Министарство просвете објавило је предлог плана уписа у средње школе за наредну школску годину. Број места у гимназијама смањује се за 1.200, док ће стручне школе, пре свега у области информационих технологија и здравства, уписати више ученика.",
            "Према предлогу, у први разред средњих школа биће уписано укупно 66.400 ученика, што приближно одговара броју деце која ће следећег лета завршити основну школу. Гимназије ће имати 17.800 места, а стручне школе 48.600.",
            "Највећи пораст броја места предвиђен је у профилима:",
            "- електротехничар информационих технологија (+420)",
            "- медицинска сестра – техничар (+310)",
            "- техничар мехатронике (+260)",
            "- туристички техничар (+140)",
            "„План уписа усклађујемо са потребама тржишта рада и са бројем ученика у свакој општини. У неким местима гимназијска одељења годинама нису била попуњена”, наводи се у саопштењу министарства.",
            "Синдикати просветних радника критикују смањење броја гимназијских одељења. Према њиховим речима, одлука ће највише погодити мање градове, у којима је гимназија често једина могућност за ученике који желе да наставе школовање на факултету.",
            "Предлог предвиђа и отварање 35 нових одељења по дуалном моделу образовања, у којима ученици део наставе обављају код послодаваца. Највише таквих одељења биће у Крагујевцу, Новом Саду и Суботици.",
            "„Ако дете из Књажевца или Сврљига жели у гимназију, а тамо више нема одељења, мораће да путује у Зајечар или Ниш. То је трошак који многе породице не могу да поднесу”, каже председница Синдиката просветара Југа Гордана Николић.",
            "Предлог плана уписа биће на јавној расправи до 20. децембра, након чега ће га влада усвојити. Коначан план биће објављен у конкурсу за упис, почетком фебруара.",
        ]
        for script in ("cir", "lat"):
            self.sr_story(
                "most", script, "Нови мост преко Саве биће завршен до краја 2028. године", "2026-12-04",
                "2026-12-04T09:15:00+01:00", "04.12.2026. 09:15", ["Милан Јовановић"], most,
                "bi-script-twin-lead-comments", tag=True,
            )  # fmt: skip
            self.sr_story(
                "upis", script, "Мање места у гимназијама, више у стручним школама: објављен план уписа за 2027.",
                "2026-12-03", "2026-12-03T13:40:00+01:00", "03.12.2026. 13:40", ["Јелена Петровић"], upis,
                "bi-script-twin-list",
            )  # fmt: skip
        self.sr_story(
            "tanjug", "cir", "Одрон затворио пут Сокобања–Књажевац, саобраћај преусмерен", "2026-12-04",
            "2026-12-04T11:05:00+01:00", "04.12.2026. 11:05", [],
            [
                "Регионални пут између Сокобање и Књажевца затворен је јутрос због одрона који је на коловоз обрушио неколико стотина кубика земље и камења. Нико није повређен.",
                "Према информацијама „Путева Србије”, екипе одржавања раде на уклањању материјала, а саобраћај је привремено преусмерен преко Алексинца. Пут би требало да буде отворен до вечери.",
                "Возачима се саветује опрез због влажног коловоза и могућих нових одрона на деоници кроз клисуру.",
            ],
            "agency-brief-source-line", source="Танјуг", tag=True,
        )  # fmt: skip
        self.sr_story(
            "kolumna", "cir", "Библиотека као последња јавна кућа у селу", "2026-12-03",
            "2026-12-03T07:30:00+01:00", "03.12.2026. 07:30", ["Драган Илић"],
            [
                "У селу у коме сам одрастао, на обронцима Златибора, пре тридесет година постојали су школа, задружна продавница, амбуланта, пошта и библиотека. Данас је остала само библиотека. Ради два дана у недељи, у једној просторији старе задружне зграде, и води је госпођа која има седамдесет година и ниједан дан радног стажа у струци.",
                "Кад сам је прошлог лета посетио, у библиотеци је седело петоро људи. Двоје деце радило је домаћи задатак, јер код куће немају интернет. Један старији човек читао је новине. Две жене чекале су да им библиотекарка помогне да закажу преглед код лекара преко портала еУправе.",
                "Тада сам схватио да у многим селима библиотека више није само место где се позајмљују књиге. Она је постала последња јавна кућа – место где се људи срећу, где добијају помоћ и где се осећају као део заједнице, а не као заборављени остатак прошлости.",
                "## Држава која се повлачи",
                "Процес је почео давно и текао је тихо. Прво се затвори пошта, јер није исплатива. Затим амбуланта, јер нема лекара. Школа се спаја са школом у суседном селу. Продавница се угаси сама од себе. Сваки од тих корака има рационално објашњење, али збир тих рационалних одлука је село у коме се живот гаси.",
                "Библиотеке су опстале углавном захваљујући тврдоглавости појединаца и скромним буџетима општинских културних центара. Према подацима којима располажу матичне библиотеке, у сеоским срединама данас ради нешто више од 400 огранака, готово двоструко мање него пре двадесет година.",
                "## Шта би могло да се уради",
                "Решење не мора да буде скупо. Библиотека која већ постоји може да постане сервисни центар: место где се плаћају рачуни, подижу лекови на рецепт, добија бесплатна правна помоћ једном месечно и где деца имају бесплатан интернет. Неколико општина у Шумадији већ је покренуло такве пилот-пројекте, са добрим резултатима.",
                "Потребно је, међутим, да држава престане да гледа на сеоске библиотеке као на трошак и почне да их види као инфраструктуру, исту као пут или водовод. Без њих села неће нестати преко ноћи. Али ће нестајати брже.",
                "А госпођа из мог села? Питао сам је зашто то ради, за симболичну хонорарну накнаду. Одговорила је једноставно: „Ако ја закључам, ко ће отворити?”",
            ],
            "column-bio-comments", kicker="Колумна",
            bio="Драган Илић је новинар и писац из Ужица. Колумну за „Вечерње новине” пише од 2019. године.",
        )  # fmt: skip
        self.sr_story(
            "pozar", "cir", "Пожар у хали фабрике ауто-делова у Крагујевцу, нема повређених", "2026-12-04",
            "2026-12-03T23:35:00Z", "04.12.2026. 00:35", ["Марко Ристић"],
            [
                "У хали фабрике ауто-делова у индустријској зони у Крагујевцу синоћ око 22 сата избио је пожар. Према првим информацијама, нема повређених, а ватрогасци су пожар локализовали након сат и по.",
                "На терену је било 26 ватрогасаца-спасилаца са девет возила, саопштио је Сектор за ванредне ситуације. Запослени у другој смени евакуисани су на време, а у делу хале у коме је избио пожар у том тренутку није било радника.",
                "„Пожар је захватио део магацина у коме су се налазили амбалажа и пластични делови, па је дим био веома густ. Захваљујући брзој реакцији, ватра се није проширила на производни део хале”, изјавио је командир ватрогасне јединице Дејан Марковић.",
                "Становницима оближњих насеља саветује се да до јутра држе затворене прозоре због дима.",
                "Узрок пожара за сада није познат, а материјална штета биће процењена након увиђаја, који ће бити обављен у току дана. Фабрика запошљава око 450 радника и производи делове за ауто-индустрију.",
                "Ово је други већи пожар у крагујевачкој индустријској зони ове године. У марту је изгорео део магацина једне логистичке компаније, а штета је тада процењена на око два милиона евра.",
                "Ватрогасци упозоравају да велики број хала у зони нема исправне системе за дојаву пожара и да би инспекцијски надзор требало да буде чешћи.",
                "Руководство компаније саопштило је да ће производња у петак бити обустављена, а да ће радници друге смене бити распоређени на друге послове док се не утврди штета.",
            ],
            "utc-jsonld-crosses-midnight",
        )  # fmt: skip
        self.sr_story(
            "stanovi", "lat", "Цене станова у Новом Саду порасле 14 одсто за годину дана", "2026-12-02",
            "2026-12-02T12:00:00+01:00", "02.12.2026. 12:00", ["Никола Станковић"],
            [
                "Просечна цена квадратног метра новоградње у Новом Саду достигла је 2.950 евра, што је 14 одсто више него пре годину дана, показују подаци Републичког геодетског завода за треће тромесечје.",
                "Нови Сад тако остаје други најскупљи град у Србији, после Београда, где је просечна цена новоградње 3.480 евра по квадрату. Најскупљи делови Новог Сада су Грбавица, центар и Лиман, где цене појединих станова прелазе 4.000 евра по квадратном метру.",
                "Према речима агената за некретнине, потражња и даље премашује понуду, иако се у граду гради више него икада. „Већина купаца су млади парови и људи који се селе из других градова због посла. Велики број станова купује се и као инвестиција, ради издавања”, каже Сања Вуковић из агенције „Квадрат плус”.",
                "Цене старијих станова расту спорије. Квадрат у зградама изграђеним пре 1990. године у просеку кошта 2.100 евра, што је девет одсто више него прошле године.",
                "Према подацима Републичког геодетског завода, у Новом Саду је у трећем тромесечју продато 1.840 станова, осам одсто више него у истом периоду прошле године. Више од половине купопродаја плаћено је готовином.",
                "Економисти упозоравају да раст цена знатно премашује раст плата. Просечна нето зарада у Новом Саду износи око 1.150 евра, па је за куповину стана од 50 квадрата потребно више од десет година пуних примања.",
                "„Стамбени кредити су поново постали доступнији јер су каматне стопе почеле да падају, али то додатно подстиче потражњу и цене”, каже економиста Горан Пејић.",
                "Градска управа најављује да ће наредне године бити завршена прва зграда са 120 станова по приступачним ценама, намењених младим породицама и запосленима у јавном сектору.",
            ],
            "latin-only-labelled-canonical-to-cyrillic",
        )  # fmt: skip

    # ------------------------------------------------------------------ templates

    def t(self, doc: Doc, text: str) -> str:
        return sr_lat(text) if doc.extra.get("script") == "lat" else text

    def story_link(self, base: str, script: str, zone: str) -> str:
        """A link to a story in the given script: the labelled page when there is one, else its unlabelled twin."""
        key = f"{base}_{script}"
        if key in self.docs:
            return self.a(key, self.docs[key].title, zone)
        title = self.cyr_titles[base]
        return f'<a href="{path(base, script)}">{esc(sr_lat(title) if script == "lat" else title)}</a>'

    def svc(self, doc: Doc, key: str, label: str, zone: str) -> str:
        """A link to a service or listing page: the labelled page in its own script, else the twin in this one."""
        target = self.docs[key]
        if target.extra.get("script") == doc.extra.get("script"):
            return self.a(key, self.t(doc, label), zone)
        return f'<a href="{esc(target.extra["twin"])}">{esc(self.t(doc, label))}</a>'

    @staticmethod
    def slug(name: str) -> str:
        return sr_lat(name).lower().replace(" ", "-").translate(str.maketrans("ćčšžđ", "ccszd"))

    def twin(self, doc: Doc) -> str:
        if doc.is_article:
            return path(doc.extra["base"], "lat" if doc.extra["script"] == "cir" else "cir")
        return doc.extra["twin"]

    def frame(self, doc: Doc, main: str) -> str:
        lat = doc.extra.get("script") == "lat"
        site = SITE_LAT if lat else SITE_CIR
        pre = "/lat" if lat else "/cir"
        home = '<a href="/lat/">' + esc(SITE_LAT) + "</a>" if lat else self.a("home", SITE_CIR, "nav")
        home_link = '<a href="/lat/">Početna</a>' if lat else self.a("home", "Почетна", "nav")
        nav = f'<li>{home_link}</li><li>{self.svc(doc, "drustvo", "Друштво", "nav")}</li><li><a href="{pre}/beograd">{self.t(doc, "Београд")}</a></li>'
        nav += "".join(
            f'<li><a href="{pre}/{slug}">{esc(self.t(doc, name))}</a></li>'
            for slug, name in (
                ("politika", "Политика"),
                ("ekonomija", "Економија"),
                ("sport", "Спорт"),
                ("kultura", "Култура"),
                ("misljenja", "Мишљења"),
            )
        )
        nav += f"<li>{self.svc(doc, 'izbori', 'Избори 2026', 'nav')}</li>"
        cir_url = self.url(doc.key) if not lat else self.origin + self.twin(doc)
        lat_url = self.url(doc.key) if lat else self.origin + self.twin(doc)
        if doc.key == "home":
            cir_url = self.url("home")
        head = [
            '<meta charset="utf-8">',
            f"<title>{esc(doc.title)} | {esc(site)}</title>",
        ]
        if doc.kind == "search":
            head.append('<meta name="robots" content="noindex, follow">')
        else:
            head.append(f'<link rel="canonical" href="{esc(cir_url)}">')
            head.append(f'<link rel="alternate" hreflang="sr-Cyrl" href="{esc(cir_url)}">')
            head.append(f'<link rel="alternate" hreflang="sr-Latn" href="{esc(lat_url)}">')
        head += [
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(cir_url)}">',
            f'<meta property="og:site_name" content="{esc(site)}">',
            f'<meta property="og:locale" content="{"sr_RS@latin" if lat else "sr_RS"}">',
        ]
        if doc.is_article:
            head.append(f'<meta name="description" content="{esc(self.lede(doc))}">')
            if doc.extra.get("source"):
                author = [{"@type": "Organization", "name": self.t(doc, doc.extra["source"])}]
            else:
                author = [{"@type": "Person", "name": a} for a in doc.authors]
            head.append(
                ld(
                    {
                        "@context": "https://schema.org",
                        "@type": "NewsArticle",
                        "headline": doc.title,
                        "datePublished": doc.iso,
                        "dateModified": doc.iso,
                        "author": author,
                        "publisher": {"@type": "Organization", "name": site},
                        "mainEntityOfPage": cir_url,
                        "inLanguage": "sr-Latn" if lat else "sr-Cyrl",
                    }
                )
            )
        switch = (
            f'<div class="script-switch"><a href="{esc(cir_url if doc.key != "home" else "/")}" hreflang="sr-Cyrl">Ћирилица</a> | <span class="active">Latinica</span></div>'
            if lat
            else f'<div class="script-switch"><span class="active">Ћирилица</span> | <a href="{esc(lat_url.replace(self.origin, ""))}" hreflang="sr-Latn">Latinica</a></div>'
        )
        twin_key = f"{doc.extra.get('base')}_{'cir' if lat else 'lat'}"
        if doc.is_article and twin_key in self.docs:
            if lat:
                cyr = self.a(twin_key, "Ћирилица", "nav", 'hreflang="sr-Cyrl"')
                switch = f'<div class="script-switch">{cyr} | <span class="active">Latinica</span></div>'
            else:
                latn = self.a(twin_key, "Latinica", "nav", 'hreflang="sr-Latn"')
                switch = f'<div class="script-switch"><span class="active">Ћирилица</span> | {latn}</div>'
        latest = "".join(
            f"<li>{self.story_link(b, 'lat' if lat else 'cir', 'aside')}</li>"
            for b in ("most", "tanjug", "pozar", "stanovi")
        )
        footer = "".join(
            f"<li>{self.svc(doc, k, label, 'footer')}</li>"
            for k, label in (("impresum", "Импресум"), ("privatnost", "Политика приватности"), ("pretraga", "Претрага"))
        )
        footer += '<li><a href="/rss">RSS</a></li><li><a href="https://www.facebook.com/vecernje.test">Facebook</a></li><li><a href="https://x.com/vecernje">X</a></li>'
        return f"""<!DOCTYPE html>
<html lang="{"sr-Latn" if lat else "sr-Cyrl"}">
<head>
{chr(10).join(head)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/static/css/vn.min.css?v=412">
<style>/*PAD*/</style>
<script>var vn={{script:"{"lat" if lat else "cir"}",page:"{esc(doc.kind)}"}};</script>
</head>
<body class="script-{"lat" if lat else "cir"}">
<header class="site-header"><div class="top-bar"><span class="date">{self.t(doc, "Петак, 4. децембар 2026.")}</span>{switch}</div>
<div class="logo">{home}</div>
<nav class="main-nav"><ul>{nav}</ul></nav></header>
<main class="container">
{main}
<aside class="sidebar"><section class="news-list latest"><h3>{self.t(doc, "Најновије")}</h3><ul>{latest}</ul></section><div class="ad-slot">{self.t(doc, "Оглас")}</div></aside>
</main>
<footer class="site-footer"><ul>{footer}</ul><p>© 2026 {esc(site)}. {self.t(doc, "Сва права задржана. Преузимање садржаја дозвољено је уз навођење извора и линк ка тексту.")}</p></footer>
<div id="cookie-bar">{self.t(doc, "Овај сајт користи колачиће да би вам пружио боље корисничко искуство.")} <button>{self.t(doc, "Прихватам")}</button></div>
<script src="/static/js/vn.min.js?v=412" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        lat = doc.extra["script"] == "lat"
        lead = f'<div class="article-lead"><p><strong>{self.inline(doc.blocks[0][1])}</strong></p></div>'
        rest = doc.blocks[1:]
        if doc.extra.get("kicker"):  # the column has no bold lead
            lead, rest = "", doc.blocks
        if doc.extra.get("source"):
            byline = f'<span class="source">{esc(self.t(doc, "Извор: " + doc.extra["source"]))}</span>'
        else:
            label = self.t(doc, "Аутор: ")
            names = [
                self.a("autor", a, "byline")
                if a == "Милан Јовановић"
                else f'<a href="/{doc.extra["script"]}/autor/{self.slug(a)}">{esc(a)}</a>'
                for a in doc.authors
            ]
            byline = f'<span class="author">{label}{", ".join(names)}</span>'
        kicker = (
            f'<span class="kicker">{esc(self.t(doc, doc.extra["kicker"]))}</span>' if doc.extra.get("kicker") else ""
        )
        bio = (
            f'<div class="author-bio"><p>{esc(self.t(doc, doc.extra["bio"]))}</p></div>' if doc.extra.get("bio") else ""
        )
        tags = f'<div class="tags">{self.t(doc, "Тагови")}: '
        tags += (
            self.a("tag", "Саобраћај", "content")
            if doc.extra.get("tag") and not lat
            else f'<a href="/{doc.extra["script"]}/tag/saobracaj">{esc(self.t(doc, "Саобраћај"))}</a>'
        )
        tags += "</div>"
        base = doc.extra["base"]
        comments = COMMENTS.get(base, [])
        ctitle = self.t(doc, "Коментари")
        if comments:
            items = "".join(
                f'<li class="comment"><span class="comment-author">{esc(self.t(doc, who))}</span> <span class="comment-date">{when}</span><p>{esc(self.t(doc, text))}</p></li>'
                for who, when, text in comments
            )
            comm = f'<section class="comments"><h3>{ctitle} ({len(comments)})</h3><ul>{items}</ul><a href="/{doc.extra["script"]}/komentari/{STORIES[base][0]}">{self.t(doc, "Оставите коментар")}</a></section>'
        else:
            comm = f'<section class="comments"><h3>{ctitle} (0)</h3><a href="/{doc.extra["script"]}/komentari/{STORIES[base][0]}">{self.t(doc, "Будите први који ће оставити коментар")}</a></section>'
        related = "".join(
            f"<li>{self.story_link(b, 'lat' if lat else 'cir', 'related')}</li>" for b in STORIES if b != base
        )
        return f"""<article class="article">
<div class="article-header">{kicker}<h1>{esc(doc.title)}</h1>
<div class="article-meta">{byline} <time datetime="{doc.iso}">{doc.stamp}</time></div></div>
{lead}
<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="viber://forward?text={esc(self.url(doc.key))}">Viber</a> <a href="https://x.com/intent/post?url={esc(self.url(doc.key))}">X</a></div>
<div class="article-body">
{blocks_html(self, rest, fig=self.fig)}
</div>
{bio}
{tags}
{comm}
<section class="news-list related"><h3>{self.t(doc, "Повезане вести")}</h3><ul>{related}</ul></section>
</article>"""

    def fig(self, alt: str, caption: str) -> str:
        return f'<figure class="article-image"><img src="/data/images/2026/12/04/{len(alt) * 31}.jpg" alt="{esc(alt)}"><figcaption>{esc(caption)}</figcaption></figure>'

    def listing_main(self, doc: Doc) -> str:
        lat = doc.extra.get("script") == "lat"
        script = "lat" if lat else "cir"
        items = []
        for b in doc.extra["list"]:
            stamp = next(x.stamp for x in self.docs.values() if x.extra.get("base") == b)
            items.append(
                f'<li class="news-item"><h2>{self.story_link(b, script, "content")}</h2><span class="date">{stamp}</span></li>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = (
                '<div class="pagination"><span>1</span> '
                + self.a(doc.extra["more"], "2", "pagination")
                + ' <a href="/cir/drustvo?strana=3">3</a></div>'
            )
        if doc.extra.get("prev"):
            pager = (
                '<div class="pagination">'
                + self.a(doc.extra["prev"], "1", "pagination")
                + ' <span>2</span> <a href="/cir/drustvo?strana=3">3</a></div>'
            )
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "author":
            head = f'<div class="author-profile"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/lat/pretraga"><input name="q" value="most"><button>Traži</button></form>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="home-boxes">{self.a("izbori", "Избори 2026: резултати у Чачку", "content")} · {self.a("tag", "Саобраћај", "content")} · {self.a("autor", "Милан Јовановић", "content")}</div>'
        return f'<section class="news-list">{head}<ul>{"".join(items)}</ul>{pager}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        return f'<section class="static-page {doc.kind}"><h1>{esc(doc.title)}</h1>\n{blocks_html(self, doc.blocks)}\n</section>'
