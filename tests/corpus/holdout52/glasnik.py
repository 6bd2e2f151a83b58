# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Cyrillic letters and typographic quotes are deliberate)
"""Дневни гласник / Dnevni glasnik: a Novosti-like Serbian daily on its own PHP CMS, served in **both scripts**:
Cyrillic under `/cir/…` (the home page `/` is Cyrillic), Latin under `/lat/…` with the same ids and slugs
(`/cir/drustvo/vesti/1452301/<slug>`, `/cir/drustvo?strana=2`, `/lat/tag/…`, `/cir/autor/…`, `/cir/pretraga?q=`).
Each page has a "Ћирилица | Latinica" switch to its twin. The Latin edition is the Cyrillic text run through the
1:1 transliteration (`common.cyr2lat`). One story (the e-bus story) is labelled in both scripts; two stories are
labelled only in Latin (their Cyrillic twins are linked but not in the set). Dates "04.12.2026. 10:15" (Belgrade,
+01:00); bylines "Аутор: …" / "Autor: …"; agency credits "Извор: Танјуг", "Извор: Бета" with no person. Metadata:
`NewsArticle` JSON-LD in +01:00 on most stories, the Niš brief in **UTC** (23:40Z = 4 Dec 00:40 in Belgrade),
`author` an Organization (Танјуг) on the budget story, **none** on the theatre review. A comments section under
every story. A soft 404 (200, "Страница није пронађена") sits at the URL of a removed story that the e-bus story
still links to."""

from __future__ import annotations

import json

from common import Base, cyr2lat, page, story
from sitekit import Doc, css_rules, esc

SECTIONS = [
    ("drustvo", "Друштво"),
    ("politika", "Политика"),
    ("ekonomija", "Економија"),
    ("hronika", "Хроника"),
    ("sport", "Спорт"),
    ("kultura", "Култура"),
    ("kolumne", "Колумне"),
]
STORIES = ["most", "bus", "budzet", "nis", "pozoriste", "kolumna", "zvezda", "struja"]
BIO = {
    "Драган Илић": "Драган Илић је архитекта и урбаниста, професор Архитектонског факултета у пензији. Колумну за Дневни гласник пише од 2019. године."
}
AUTHOR_IDS = {
    "Милица Јовановић": "214/milica-jovanovic",
    "Ненад Петровић": "187/nenad-petrovic",
    "Јелена Стојановић": "233/jelena-stojanovic",
    "Драган Илић": "301/dragan-ilic",
    "Марко Ђорђевић": "156/marko-djordjevic",
    "Ивана Николић": "198/ivana-nikolic",
    "Стефан Павловић": "245/stefan-pavlovic",
}

# unlabelled stories the fronts also list: (section, id, slug, headline, time)
OTHER = [
    (
        "politika",
        1452340,
        "skupstina-sednica-zakoni",
        "Скупштина у уторак о сету закона из области правосуђа",
        "04.12.2026. 09:50",
    ),
    (
        "drustvo",
        1452297,
        "vrtici-upis-januar",
        "Упис у вртиће од 15. јануара, први пут потпуно електронски",
        "04.12.2026. 08:30",
    ),
    (
        "hronika",
        1452276,
        "pozar-magacin-zemun",
        "Пожар у магацину у Земуну локализован после четири сата",
        "03.12.2026. 22:15",
    ),
    (
        "drustvo",
        1452240,
        "grip-beograd-skole",
        "Грип у порасту, у појединим школама трећина ђака одсутна",
        "03.12.2026. 19:05",
    ),
    (
        "sport",
        1452222,
        "odbojkasice-liga-sampiona",
        "Одбојкашице Војводине изгубиле од Конељана у Лиги шампиона",
        "03.12.2026. 21:50",
    ),
    ("kultura", 1452150, "sajam-knjiga-novi-sad", "Сајам књига у Новом Саду отвара се у петак", "03.12.2026. 12:20"),
    (
        "drustvo",
        1451998,
        "zimska-sluzba-putevi",
        "Зимска служба спремна: на путевима 1.200 радника и 400 машина",
        "02.12.2026. 16:40",
    ),
    ("drustvo", 1451930, "penzioneri-banje-vauceri", "Пензионерима и ове зиме ваучери за бање", "02.12.2026. 11:15"),
    (
        "ekonomija",
        1451902,
        "izvoz-malina-rekord",
        "Извоз малина рекордан, откупна цена и даље спорна",
        "02.12.2026. 09:35",
    ),
    (
        "drustvo",
        1451870,
        "kragujevac-nova-bolnica",
        "Крагујевац: почиње изградња нове дечје болнице",
        "01.12.2026. 18:10",
    ),
]


def tr(script: str, text: str) -> str:
    return cyr2lat(text) if script == "lat" else text


class Glasnik(Base):
    origin = "https://www.dnevniglasnik.test"
    name = "Дневни гласник"
    prefix = "dgl"
    language = "sr"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dgl",
            [
                ".header-top",
                ".main-nav",
                ".article-header",
                ".article-body",
                ".news-box",
                ".comments",
                ".footer-links",
                ".alphabet-switch",
            ],
            260,
        )

    # the twin of a story (or of a service page) in a script: a labelled page's key, else its path
    def twin(self, key: str, script: str) -> str:
        d = self.docs[key]
        if d.extra.get("script", "cir") == script:
            return key
        for k, o in self.docs.items():
            if o.extra.get("twin_of") == key and o.extra.get("script") == script:
                return k
        if d.extra.get("twin_of") and self.docs[d.extra["twin_of"]].extra.get("script", "cir") == script:
            return d.extra["twin_of"]
        other = (
            f"/{script}/"
            if d.path in ("/", "/lat/")
            else d.path.replace(f"/{d.extra.get('script', 'cir')}/", f"/{script}/", 1)
        )
        return other

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Дневни гласник", "home-cyrillic", list=STORIES, script="cir"))
        add(
            page(
                "home_lat",
                "/lat/",
                "home",
                "Dnevni glasnik",
                "home-latin-edition",
                list=STORIES,
                script="lat",
                twin_of="home",
            )
        )
        add(
            page(
                "drustvo",
                "/cir/drustvo",
                "section",
                "Друштво",
                "section-front",
                list=["most", "bus"],
                others=[0, 1, 3, 6],
                more="drustvo2",
                script="cir",
            )
        )
        add(
            page(
                "drustvo2",
                "/cir/drustvo?strana=2",
                "section",
                "Друштво",
                "section-page2",
                list=["kolumna"],
                others=[7, 9, 5, 2],
                script="cir",
            )
        )
        add(
            page(
                "tag",
                "/lat/tag/1187/saobracaj",
                "tag",
                "Саобраћај",
                "tag-latin",
                list=["most", "bus", "nis"],
                others=[6],
                script="lat",
            )
        )
        add(
            page(
                "author",
                "/cir/autor/214/milica-jovanovic",
                "author",
                "Милица Јовановић",
                "author-archive",
                list=["most"],
                others=[1, 7, 9],
                script="cir",
            )
        )
        add(
            page(
                "search",
                "/cir/pretraga?q=budzet",
                "search",
                "Претрага: буџет",
                "search-results",
                list=["budzet", "struja"],
                others=[8],
                script="cir",
            )
        )
        add(
            page(
                "impresum",
                "/cir/impresum",
                "about",
                "Импресум",
                "impressum-staff-list",
                [
                    "Дневни гласник излази од 1994. године, а интернет издање постоји од 2001. Лист издаје „Гласник медија” д.о.о. Београд.",
                    "## Редакција",
                    "- Главни и одговорни уредник: Бојан Ристић",
                    "- Заменица главног уредника: Снежана Дамњановић",
                    "- Уредник интернет издања: Владимир Костић",
                    "- Уредница рубрике Друштво: Милица Јовановић",
                    "- Уредник спортске рубрике: Марко Ђорђевић",
                    "## Контакт",
                    "Адреса: Булевар краља Александра 112, 11000 Београд. Телефон: 011 000 0000. Електронска пошта: redakcija@dnevniglasnik.test.",
                    "Огласи и маркетинг: marketing@dnevniglasnik.test. Претплата на штампано издање: pretplata@dnevniglasnik.test.",
                    "Медиј је уписан у Регистар медија Агенције за привредне регистре под бројем НВ000777.",
                ],
                script="cir",
            )
        )
        add(
            page(
                "uslovi",
                "/cir/uslovi-koriscenja",
                "policy",
                "Услови коришћења",
                "policy-terms",
                [
                    "Последња измена: 1. септембар 2026.",
                    "Коришћењем интернет издања Дневног гласника прихватате ове услове. Сви текстови, фотографије и видео-снимци објављени на сајту заштићени су ауторским правом и не смеју се преузимати без писане дозволе издавача.",
                    "## Коментари читалаца",
                    "Коментари се објављују после одобрења модератора. Не објављујемо коментаре који садрже увреде, говор мржње, претње или позиве на насиље, као ни коментаре писане великим словима. Редакција не одговара за ставове изнете у коментарима.",
                    "## Колачићи",
                    "Сајт користи колачиће за анализу посећености и приказ огласа. Подешавања колачића можете у сваком тренутку да промените у свом прегледачу.",
                ],
                script="cir",
            )
        )
        add(
            page(
                "notfound",
                "/cir/drustvo/vesti/1398877/zimski-red-voznje-gsp",
                "error",
                "Страница није пронађена",
                "soft-404-status-200",
                [
                    "Жао нам је, страница коју тражите не постоји или је уклоњена.",
                    "Проверите да ли сте исправно унели адресу или се вратите на насловну страну. Можда ће вас занимати најновије вести:",
                ],
                script="cir",
                soft404=True,
            )
        )
        add(
            story(
                "most",
                "/cir/drustvo/vesti/1452301/novi-most-dunav-novi-sad",
                "Нови мост преко Дунава код Новог Сада биће завршен до лета",
                "2026-12-04",
                "2026-12-04T10:15:00+01:00",
                "04.12.2026. 10:15",
                ["Милица Јовановић"],
                [
                    "Изградња новог друмског моста преко Дунава, који ће повезати новосадско насеље Адице са Сремском Каменицом, одмиче по плану и мост би требало да буде пуштен у саобраћај до краја јуна 2027. године. То је јуче, после обиласка градилишта, изјавио заменик градоначелника Новог Сада Бранислав Тодоровић.",
                    "– Завршено је више од две трећине радова. Постављени су сви стубови у кориту реке, а ових дана монтира се челична конструкција средњег распона. Ако нас време послужи, до пролећа ћемо спојити обе обале – рекао је Тодоровић.",
                    "FIG: Градилиште моста на Адицама | Челична конструкција средњег распона монтира се ових дана (Фото: Д. Гајић)",
                    "## Четири траке и бициклистичка стаза",
                    "Мост ће бити дугачак 1.080 метара, са по две саобраћајне траке у сваком смеру, обостраним тротоарима и издвојеном бициклистичком стазом. Вредност радова процењује се на 142 милиона евра, а посао изводи конзорцијум који предводи домаћа фирма „Дунав градња”.",
                    "Према речима пројектанта, професора Грађевинског факултета Зорана Милошевића, конструкција је прорачуната на век трајања од најмање сто година. Посебна пажња, каже он, посвећена је заштити од леда, који зими може да оштети стубове.",
                    "Нови мост требало би да растерети постојеће мостове, пре свега Мост слободе, преко којег сваког дана прође више од 50.000 возила. Саобраћајни стручњаци процењују да ће гужве у јутарњем шпицу бити мање за готово трећину.",
                    "## Гужве до лета",
                    "Док радови трају, возачи ће морати да се стрпе. Због допреме материјала на градилиште, Булевар деспота Стефана од понедељка ће у делу код Кеја бити сужен на по једну траку у сваком смеру, и то сваког радног дана од 9 до 15 часова.",
                    "Становници Адица, са друге стране, страхују да ће кроз њихово насеље пролазити превише возила. Представници месне заједнице најавили су да ће тражити изградњу звучних баријера и пешачког прелаза са семафором код основне школе.",
                    "– Нисмо против моста, али хоћемо да се неко пита и нас. Деца свакога дана прелазе ту улицу – рекла је за наш лист Сунчица Радовановић, председница савета месне заједнице.",
                    "У Градској управи за саобраћај кажу да ће сви захтеви бити размотрени и да је пројекат звучне заштите већ у изради.",
                ],
                "story-jsonld-cyrillic",
                section="Друштво",
                sec="drustvo",
                dek="Радови на мосту између Адица и Сремске Каменице одмичу по плану, тврде у Граду. Возачи ће, ипак, још неколико месеци морати да рачунају на гужве на Булевару деспота Стефана.",
                script="cir",
                comments=[
                    ("Новосађанин", "Конечно! Двадесет година слушамо о овом мосту."),
                    ("Жика М.", "Лето које године, то нису рекли."),
                    ("Каменичанка", "А пут до Каменице ко ће да прошири?"),
                ],
            )
        )
        bus_lines = [
            "Јавни градски превоз у престоници до краја следеће године биће богатији за 120 нових електричних аутобуса. Уговор вредан 64 милиона евра потписан је јуче у Старом двору, а прва возила на улицама би требало да се појаве већ у мају.",
            "Према речима директора ГСП „Београд” Александра Савића, нови аутобуси биће распоређени на линијама које пролазе кроз најгушће насељене делове града, пре свега на Новом Београду, Карабурми и Коњарнику.",
            "– Сваки нови електрични аутобус годишње уштеди око 30 тона угљен-диоксида у односу на дизелаш који мења. Осим тога, бешумни су, што ће посебно осетити становници улица кроз које аутобуси пролазе на сваких пет минута – рекао је Савић.",
            "## Пуњење на окретницама",
            "Аутобуси ће имати домет од најмање 250 километара, а пуниће се ноћу у гаражама у Качерској и на Миријеву, као и током дана на брзим пуњачима који ће бити постављени на окретницама. Први пуњачи биће инсталирани на Бановом брду и код Ушћа.",
            "Возила су дугачка 12 метара, нископодна су, имају простор за два инвалидска колица и два бицикла, клима-уређаје и УСБ прикључке за пуњење телефона. Сваки аутобус може да превезе до 85 путника.",
            "NOTE: Прочитајте и: [[notfound|Зимски ред вожње ГСП-а од понедељка]]",
            "Стручњаци поздрављају набавку, али упозоравају да сама возила нису довољна. Професор Саобраћајног факултета Милан Стевановић подсећа да аутобуси и даље стоје у истим гужвама као и аутомобили.",
            "– Без жутих трака које се поштују и без предности на семафорима и најмодернији аутобус вози споро као и стари. Град мора да уради и тај, тежи део посла – каже Стевановић.",
            "У ГСП-у најављују да ће до 2030. године половина возног парка бити на електрични погон. Тренутно предузеће има 47 електричних аутобуса, који саобраћају на шест линија.",
        ]
        bus_comments = [
            ("Бане", "Само да не буду као они из 2019. што стоје у гаражи пола године."),
            ("Ивана Ђ.", "Нека прво пусте 26 на сваких пет минута, па онда причамо."),
        ]
        for key, script in (("bus", "cir"), ("bus_lat", "lat")):
            add(
                story(
                    key,
                    f"/{script}/drustvo/vesti/1452188/beograd-elektricni-autobusi",
                    "Београд добија 120 нових електричних аутобуса",
                    "2026-12-03",
                    "2026-12-03T18:30:00+01:00",
                    "03.12.2026. 18:30",
                    ["Ненад Петровић"],
                    bus_lines,
                    "story-cyrillic-twin" if script == "cir" else "story-latin-twin",
                    section="Друштво",
                    sec="drustvo",
                    script=script,
                    tags=["tag"],
                    comments=bus_comments,
                    **({"twin_of": "bus"} if script == "lat" else {}),
                )
            )
        add(
            story(
                "budzet",
                "/cir/ekonomija/vesti/1451960/vlada-usvojila-predlog-budzeta-2027",
                "Влада усвојила предлог буџета за 2027. годину",
                "2026-12-02",
                "2026-12-02T14:05:00+01:00",
                "02.12.2026. 14:05",
                [],
                [
                    "Влада Србије усвојила је данас на седници предлог закона о буџету за 2027. годину, којим су приходи планирани у износу од 2.310 милијарди динара, а расходи од 2.497 милијарди динара, саопштило је Министарство финансија.",
                    "Планирани дефицит износи 2,4 одсто бруто домаћег производа, што је мање него у овој години, када је био пројектован на 2,7 одсто.",
                    "Како је наведено у саопштењу, највећи део капиталних издатака, око 410 милијарди динара, биће уложен у инфраструктуру, пре свега у изградњу путева, пруга и система за наводњавање.",
                    "Предлогом буџета предвиђено је повећање плата у просвети и здравству од шест одсто од 1. јануара, док ће пензије бити усклађене са растом потрошачких цена и просечне зараде, у складу са законом.",
                    "Министарство финансија очекује да ће привреда следеће године забележити раст од 3,8 одсто, уз просечну инфлацију од око три одсто. Министар финансија је на седници истакао да ће држава наставити да смањује учешће јавног дуга у бруто домаћем производу, које би крајем 2027. требало да падне испод 50 одсто.",
                    "Предлог буџета биће упућен Скупштини Србије по хитном поступку, а расправа о њему требало би да почне наредне недеље. Према закону, буџет мора бити усвојен до краја године.",
                    "Фискални савет своју оцену предлога објавиће у понедељак. Тај савет је у ранијим извештајима упозоравао да расходи за плате у јавном сектору расту брже од прихода и препоручивао опрезније планирање.",
                ],
                "agency-credit-tanjug-org-author",
                section="Економија",
                sec="ekonomija",
                script="cir",
                credit="Извор: Танјуг",
                ld_org="Танјуг",
                comments=[("Драган 1960", "Опет дефицит. Ко ће то да враћа?")],
            )
        )
        add(
            story(
                "nis",
                "/cir/hronika/vesti/1452355/nis-uhapsen-vozac-pesak",
                "Ниш: Ухапшен возач који је ударио пешака на пешачком прелазу",
                "2026-12-04",
                "2026-12-03T23:40:00Z",
                "04.12.2026. 00:40",
                [],
                [
                    "Полиција у Нишу ухапсила је синоћ 34-годишњег возача из тог града, који је у Улици вожда Карађорђа аутомобилом ударио 67-годишњу жену на пешачком прелазу и потом побегао са места несреће.",
                    "Повређена жена пребачена је у Универзитетски клинички центар, где је задржана на лечењу. Према речима лекара, њено стање је стабилно.",
                    "Осумњиченом је одређено задржавање до 48 сати, а биће приведен тужиоцу уз кривичну пријаву због тешког дела против безбедности јавног саобраћаја.",
                ],
                "brief-agency-utc-jsonld",
                section="Хроника",
                sec="hronika",
                script="cir",
                credit="Извор: Бета",
                tags=["tag"],
                comments=[],
            )
        )
        add(
            story(
                "pozoriste",
                "/cir/kultura/vesti/1451877/zimski-gosti-narodno-pozoriste-recenzija",
                "„Зимски гости” у Народном позоришту: тиха представа која дуго одзвања",
                "2026-12-01",
                None,
                "01.12.2026. 20:45",
                ["Јелена Стојановић"],
                [
                    "Нова премијера Драме Народног позоришта, „Зимски гости” према тексту младе драматуршкиње Катарине Лазић, у режији Огњена Марковића, једна је од оних представа које не траже аплауз на отвореној сцени, али које гледалац понесе са собом кући.",
                    "Прича је наизглед једноставна: у планинској кући на Тари, у снежној ноћи, окупља се породица коју је очева смрт натерала да после много година поново седне за исти сто. Браћа која се не подносе, сестра која је давно отишла у Беч и мајка која ћути више него што говори – сви они имају нешто да кажу, а нико не зна како да почне.",
                    "Марковић не жури. Први део представе одигран је готово у стварном времену, уз дуге паузе и погледе кроз прозор, што ће део публике сматрати искушењем. Али управо та спорост гради напетост која у другом делу прераста у један од најснажнијих позоришних призора ове сезоне.",
                    "FIG: Вера Милутиновић и Стефан Бојовић | Вера Милутиновић и Стефан Бојовић у представи „Зимски гости” (Фото: Народно позориште)",
                    "## Глумачки ансамбл у најбољем светлу",
                    "Највеће признање заслужује Вера Милутиновић у улози мајке. Њена Милена готово да не изговори реченицу дужу од неколико речи, а ипак је у сваком тренутку средиште сцене. Кад на крају коначно проговори, у сали се не чује ни дах.",
                    "Убедљиви су и Стефан Бојовић и Никола Радић као браћа Јован и Павле, чији сукоб никада не прелази у вику, али је баш зато мучнији. Нешто слабије је написан лик сестре Јелене, па ни Тамара Костић, иначе сигурна у свакој улози, није успела да му да потребну дубину.",
                    "Сценографија Милоша Јеремића – дрвена соба која се током представе полако сужава – и светло које прати промену доба ноћи стварају осећај заробљености из којег ни ликови ни гледаоци не могу да побегну. Музика је сведена на неколико тонова хармонике из суседне собе, и то је сасвим довољно.",
                    "Представа траје сат и четрдесет минута, без паузе. Наредна извођења заказана су за 11. и 19. децембар, а карте су већ готово распродате.",
                    "„Зимски гости” нису представа за свакога. Али за оне који су спремни да слушају тишину, ово је једно од најлепших позоришних искустава које Београд тренутно нуди.",
                ],
                "review-no-jsonld",
                section="Култура",
                sec="kultura",
                script="cir",
                kicker="Рецензија",
                nold=True,
                comments=[("Позоришни мољац", "Гледала сам на премијери, Милутиновићка је величанствена.")],
            )
        )
        add(
            story(
                "kolumna",
                "/cir/kolumne/vesti/1452010/gradovi-bez-pesaka",
                "Градови без пешака",
                "2026-12-02",
                "2026-12-02T07:00:00+01:00",
                "02.12.2026. 07:00",
                ["Драган Илић"],
                [
                    "Пре неки дан покушао сам да пешице стигнем од Славије до Аутокоманде. Растојање није велико, нешто више од два километра, и некада сам га прелазио за двадесетак минута. Овога пута требало ми је готово сат времена.",
                    "Не зато што сам остарио, мада је и то истина, већ зато што је тротоар на том потезу престао да буде тротоар. Аутомобили паркирани целом ширином, градилишта ограђена тако да пешаке шаљу на коловоз, семафори на којима зелено светло за пешаке траје једва десет секунди.",
                    "Наши градови последњих деценија расту брзо, али расту за аутомобиле. Свака нова улица пројектује се тако да кроз њу прође што више возила, а пешак се третира као сметња коју треба склонити у страну.",
                    "Кажу нам да ће нови булевари решити гужве. Али искуство свих великих градова говори супротно: што више простора дате аутомобилима, то ће их више бити. Гужва се не решава новим тракама, већ бољим јавним превозом и градом у коме је пријатно ходати.",
                    "Беч, Љубљана, па и много мањи градови у нашем окружењу то су одавно схватили. Центар Љубљане затворен је за саобраћај већ скоро двадесет година, а трговци који су се томе најгласније противили данас би први протестовали кад би неко предложио да се аутомобили врате.",
                    "Код нас је обрнуто. Пешачке зоне се смањују, зелене површине претварају у паркинге, а деца у школу иду аутомобилом и кад школа није ни пет стотина метара далеко, јер родитељи с разлогом процењују да је пут пешице опасан.",
                    "Не тражим ништа револуционарно. Довољно би било да се поштују постојећи прописи: да тротоар служи пешацима, да се непрописно паркирани аутомобили заиста уклањају и да се на сваком већем раскршћу пешацима да довољно времена да пређу улицу.",
                    "Град није скуп саобраћајница између паркинга. Град су људи који се срећу на улици, застану пред излогом, седну на клупу. Ако им то одузмемо, остаће нам само гужва – и у њој ћемо сви седети сами, свако у свом аутомобилу.",
                ],
                "column-author-bio-box",
                section="Колумне",
                sec="kolumne",
                script="cir",
                kicker="Колумна",
                ld_type="OpinionNewsArticle",
                comments=[
                    ("Пешак", "Свака реч на месту."),
                    ("Мића", "Лако је професору, а како да стигнем из Батајнице на посао?"),
                    ("Ана", "Прочитајте ово, градски оци!"),
                ],
            )
        )
        add(
            story(
                "zvezda",
                "/lat/sport/vesti/1452290/crvena-zvezda-atina-partizan-istanbul",
                "Црвена звезда славила у Атини, Партизан поражен у Истанбулу",
                "2026-12-04",
                "2026-12-04T07:45:00+01:00",
                "04.12.2026. 07:45",
                ["Марко Ђорђевић"],
                [
                    "Кошаркаши Црвене звезде остварили су велику победу у 14. колу Евролиге, пошто су синоћ у Атини савладали Панатинаикос резултатом 84:79. Партизан је, са друге стране, поражен у Истанбулу од Анадолу Ефеса са 91:77.",
                    "Звезда је одлучила утакмицу у последњем минуту. При резултату 79:79 бек Лука Стаменковић погодио је тројку 41 секунду пре краја, а потом и два слободна бацања, што је било довољно за трећу узастопну победу црвено-белих.",
                    "– Ово је победа карактера. Били смо у минусу девет поена на почетку последње четвртине, али момци нису одустали. Панатинаикос у својој дворани ретко губи и зато је ова победа још вреднија – рекао је тренер Звезде Саша Радуловић.",
                    "Најефикаснији у редовима београдског тима био је Стаменковић са 21 поеном, док је центар Урош Јанковић уз 14 поена имао и десет скокова.",
                    "## Партизан без решења у другом полувремену",
                    "Партизан је у Истанбулу добро почео и после првог полувремена водио 44:41, али је у трећој четвртини постигао свега девет поена. Ефес је ту серију искористио да побегне на двоцифрену разлику, коју до краја није испустио.",
                    "Црно-бели су наступили без повређеног плеја Марка Симића, а током утакмице повреду скочног зглоба задобио је и крилни центар Филип Лазаревић. Његов статус биће познат после прегледа у Београду.",
                    "– Одиграли смо добро двадесет минута, а онда смо стали. Против оваквог тима то се плаћа. Немамо времена за тугу, већ у петак нас чека нова утакмица – рекао је тренер Партизана Дејан Вукић.",
                    "После овог кола Звезда је на шестом месту табеле са учинком 9-5, а Партизан је десети са седам победа и исто толико пораза. Оба тима у петак играју у Београду: Звезда дочекује Бајерн, а Партизан Барселону.",
                ],
                "story-latin-only",
                section="Спорт",
                sec="sport",
                script="lat",
                comments=[("Delije", "Stamenković, legendo!"), ("Grobar 77", "Bez Simića nemamo šta da tražimo.")],
            )
        )
        add(
            story(
                "struja",
                "/lat/ekonomija/vesti/1452105/cene-struje-od-januara",
                "Цене струје од јануара више за осам одсто",
                "2026-12-03",
                "2026-12-03T11:20:00+01:00",
                "03.12.2026. 11:20",
                ["Ивана Николић", "Стефан Павловић"],
                [
                    "Рачуни за електричну енергију од 1. јануара биће већи за осам одсто, одлучила је Агенција за енергетику после захтева Електропривреде Србије. За просечно домаћинство које месечно потроши 350 киловат-сати то значи поскупљење од око 420 динара.",
                    "Из ЕПС-а поручују да је корекција неопходна због раста трошкова производње и улагања у обновљиве изворе енергије. Према њиховим подацима, цена струје у Србији и после поскупљења остаје међу најнижима у Европи.",
                    "– Наша цена је и даље готово упола нижа од просека Европске уније. Без ове корекције не бисмо могли да наставимо улагања у нове соларне и ветроелектране – изјавио је портпарол ЕПС-а Мирослав Томић.",
                    "## Заштита за угрожене купце",
                    "Поскупљење неће погодити око 70.000 домаћинстава која имају статус енергетски угроженог купца. Она ће и даље добијати умањење рачуна, а лимит потрошње на који се попуст односи биће повећан са 250 на 300 киловат-сати месечно.",
                    "Удружења потрошача сматрају да је поскупљење усред грејне сезоне лоше темпирано. Председница Националне организације потрошача Гордана Васић подсећа да многа домаћинства греју станове управо на струју.",
                    "– Ово је трећа корекција за две године. Пензије и плате у приватном сектору нису расле тим темпом – каже Васићева.",
                    "Нижа, ноћна тарифа остаје непромењена, па стручњаци саветују да се потрошња, где је то могуће, пребаци на ноћне сате. Уштеда на месечном рачуну тако може да достигне и петину износа.",
                    "Агенција за енергетику најављује да наредна корекција цена неће бити пре јула 2027. године.",
                ],
                "story-latin-two-authors",
                section="Економија",
                sec="ekonomija",
                script="lat",
                comments=[("Milan iz Čačka", "Plata ista, struja skuplja."), ("Sanja", "Bar da su rekli na vreme.")],
            )
        )
        # the Latin pages carry Latin text: title, authors, blocks
        for d in self.docs.values():
            if d.extra.get("script") == "lat":
                d.extra["title_cyr"] = d.title
                d.extra["lede_cyr"] = self.lede(d)
                d.title = cyr2lat(d.title)
                d.authors = [cyr2lat(a) for a in d.authors]
                d.blocks = [tuple(cyr2lat(x) if isinstance(x, str) else x for x in b) for b in d.blocks]
                d.dek = cyr2lat(d.dek)

    # ---- templates -----------------------------------------------------------------------------------------
    def render(self, doc: Doc) -> str:
        html = super().render(doc)
        return cyr2lat(html) if doc.extra.get("script") == "lat" else html

    def frame(self, doc: Doc, main: str) -> str:
        sc = doc.extra.get("script", "cir")
        home = "home" if sc == "cir" else "home_lat"
        nav = [f'<li class="nav-item">{self.a(home, "Почетна", "nav")}</li>']
        for slug, label in SECTIONS:
            target = "drustvo" if (slug == "drustvo" and sc == "cir") else f"/{sc}/{slug}"
            nav.append(f'<li class="nav-item nav-{slug}">{self.a(target, label, "nav")}</li>')
        switch_cir = self.twin(doc.key, "cir")
        switch_lat = self.twin(doc.key, "lat")
        if doc.kind in ("search", "error"):
            switch_lat = "/lat/" if doc.kind == "error" else "/lat/pretraga?q=budzet"
        meta = [
            f"<title>{esc(doc.title)} | Дневни гласник</title>"
            if doc.key not in ("home", "home_lat")
            else "<title>Дневни гласник – најновије вести из Србије и света</title>"
        ]
        meta.append(
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or "Најновије вести из Србије, региона и света.")}">'
        )
        if doc.kind != "error":
            meta.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}">')
            meta.append(
                f'<link rel="alternate" hreflang="sr-Cyrl" href="{esc(self.origin + (self.docs[switch_cir].path if switch_cir in self.docs else switch_cir))}">'
            )
            meta.append(
                f'<link rel="alternate" hreflang="sr-Latn" href="{esc(self.origin + (self.docs[switch_lat].path if switch_lat in self.docs else switch_lat))}">'
            )
        if doc.is_article:
            meta += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                f'<meta property="og:image" content="https://static.dnevniglasnik.test/images/{doc.path.split("/")[4]}/og.jpg">',
                '<meta property="og:site_name" content="Дневни гласник">',
            ]
            if doc.iso and doc.key != "nis":
                meta.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if not doc.extra.get("nold"):
                if doc.authors:
                    author = [
                        {"@type": "Person", "name": a, "url": f"{self.origin}/{sc}/autor/{AUTHOR_IDS[self._cyr(a)]}"}
                        for a in doc.authors
                    ]
                elif doc.extra.get("ld_org"):
                    author = [{"@type": "Organization", "name": doc.extra["ld_org"]}]
                else:
                    author = []
                ld = {
                    "@context": "https://schema.org",
                    "@type": doc.extra.get("ld_type", "NewsArticle"),
                    "headline": doc.title,
                    "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "inLanguage": "sr-Latn" if sc == "lat" else "sr-Cyrl",
                    "articleSection": doc.section,
                    "publisher": {
                        "@type": "Organization",
                        "name": "Дневни гласник",
                        "logo": {"@type": "ImageObject", "url": "https://static.dnevniglasnik.test/img/logo.png"},
                    },
                }
                if author:
                    ld["author"] = author if len(author) > 1 else author[0]
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        popular = "".join(
            f"<li>{self.a(self.twin(k, sc), self._title_cyr(k), 'aside')}</li>"
            for k in ("most", "struja", "zvezda", "budzet")
            if k != doc.key
        )
        lang = "sr-Latn" if sc == "lat" else "sr-Cyrl"
        return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<link rel="stylesheet" href="/static/css/main.min.css?v=4.18.2">
<link rel="alternate" type="application/rss+xml" title="RSS" href="/{sc}/rss">
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-DG00000001');</script>
<style>/*PAD*/</style>
</head>
<body class="{"page-article" if doc.is_article else "page-" + doc.kind} script-{sc}">
<div class="header-top"><span class="date-today">Петак, 4. децембар 2026.</span> <span class="weather">Београд 3°C</span> <span class="rates">ЕУР 117,15 · УСД 110,62</span>
<div class="alphabet-switch">{self.a(switch_cir, "Ћирилица", "nav", 'class="' + ("active" if sc == "cir" else "") + '"')} | {self.a(switch_lat, "Latinica", "nav", 'class="' + ("active" if sc == "lat" else "") + '"')}</div></div>
<header class="site-header"><div class="logo">{self.a(home, "Дневни гласник", "nav")}</div>
<form class="search-form" action="/{sc}/pretraga" method="get"><input type="search" name="q" placeholder="Претрага"><button>Тражи</button></form></header>
<nav class="main-nav"><ul>{"".join(nav)}</ul></nav>
<div class="ad-slot" id="div-gpt-ad-billboard"></div>
<main class="container">
{main}
</main>
<aside class="sidebar"><div class="news-box most-read"><h3>Најчитаније</h3><ol>{popular}</ol></div>
<div class="news-box newsletter"><h3>Билтен</h3><p>Најважније вести дана сваког јутра у вашем поштанском сандучету.</p><form action="/newsletter"><input type="email" name="email"><button>Пријави се</button></form></div></aside>
<footer class="site-footer"><div class="footer-links">{self.a("impresum" if sc == "cir" else "/lat/impresum", "Импресум", "footer")} · {self.a("uslovi" if sc == "cir" else "/lat/uslovi-koriscenja", "Услови коришћења", "footer")} · <a href="/{sc}/marketing">Маркетинг</a> · <a href="/{sc}/rss">РСС</a> · <a href="https://www.facebook.com/dnevniglasnik.test">Фејсбук</a> · <a href="https://x.com/dnevniglasnik">X</a></div>
<p class="copyright">© 2026 Дневни гласник. Сва права задржана. Забрањено преузимање садржаја без дозволе издавача.</p></footer>
<div id="cookie-consent" class="cookie-bar">Овај сајт користи колачиће ради бољег корисничког искуства. <button class="cookie-accept">Прихватам</button> <a href="/{sc}/uslovi-koriscenja#kolacici">Сазнај више</a></div>
<script src="/static/js/app.min.js?v=4.18.2" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        sc = doc.extra.get("script", "cir")
        if doc.authors:
            names = " и ".join(
                self.a(
                    f"/{sc}/autor/{AUTHOR_IDS[a]}" if not (a == "Милица Јовановић" and sc == "cir") else "author",
                    a,
                    "byline",
                )
                for a in [self._cyr(a) for a in doc.authors]
            )
            byline = f'<span class="author">Аутор: {names}</span>'
        else:
            byline = f'<span class="source">{esc(doc.extra.get("credit", ""))}</span>'
        kicker = f'<span class="kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        dek = f'<p class="lead">{esc(doc.dek)}</p>' if doc.dek else ""
        bio = ""
        if doc.authors and doc.authors[0] in BIO:
            bio = f'<div class="author-bio"><img src="/static/authors/301.jpg" alt=""><p>{esc(BIO[doc.authors[0]])}</p></div>'
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<div class="tags">Тагови: '
                + " ".join(
                    self.a("tag" if sc == "lat" else "/cir/tag/1187/saobracaj", "Саобраћај", "content")
                    for _ in doc.extra["tags"]
                )
                + f' <a href="/{sc}/tag/402/{doc.extra["sec"]}">{esc(doc.section)}</a></div>'
            )
        related = "".join(
            f"<li>{self.a(self.twin(k, sc), self._title_cyr(k), 'related')}</li>"
            for k in STORIES
            if k not in (doc.key, doc.extra.get("twin_of"))
        )
        comments = doc.extra.get("comments", [])
        cm = "".join(
            f'<li class="comment"><span class="comment-author">{esc(n)}</span> <span class="comment-time">пре {i * 7 + 12} мин</span><p>{esc(t)}</p><span class="votes">👍 {len(t) % 17 + 3} 👎 {len(n) % 5}</span></li>'
            for i, (n, t) in enumerate(comments)
        )
        return f"""<article class="article" data-id="{doc.path.split("/")[4]}">
<div class="article-header">{kicker}<span class="category">{esc(doc.section)}</span>
<h1 class="article-title">{esc(doc.title)}</h1>
<div class="article-info">{byline} <span class="time">{doc.stamp}</span> <span class="comments-count">Коментари ({len(comments)})</span></div>
{dek}</div>
<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Подели</a> <a href="https://x.com/intent/tweet?url={esc(self.url(doc.key))}">Твитуј</a> <a href="viber://forward?text={esc(self.url(doc.key))}">Вајбер</a></div>
<div class="article-body">
{self.blocks(doc)}
</div>
{tags}
{bio}
<div class="ad-slot" id="div-gpt-ad-inarticle"></div>
</article>
<section class="news-box related"><h3>Повезане вести</h3><ul>{related}</ul></section>
<section class="comments" id="komentari"><h3>Коментари ({len(comments)})</h3><ul>{cm}</ul>
<form class="comment-form" action="/{sc}/komentar" method="post"><input name="ime" placeholder="Име"><textarea name="tekst" placeholder="Ваш коментар"></textarea><p class="rules">Коментари се објављују после одобрења модератора.</p><button>Пошаљи</button></form></section>"""

    @staticmethod
    def _cyr(name: str) -> str:
        # Latin pages hold Latin author names; the byline is written in Cyrillic and transliterated with the page
        back = {cyr2lat(k): k for k in AUTHOR_IDS}
        return back.get(name, name)

    def listing_main(self, doc: Doc) -> str:
        sc = doc.extra.get("script", "cir")
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            title = d.title if d.extra.get("script", "cir") == "cir" else self._title_cyr(k)
            items.append(
                f'<div class="news-item"><span class="category">{esc(d.section)}</span><h2>{self.a(self.twin(k, sc), title, "content")}</h2><span class="time">{d.stamp}</span><p>{esc(self._lede_cyr(k))}</p></div>'
            )
        for i in doc.extra.get("others", [] if doc.kind != "home" else range(len(OTHER))):
            sec, nid, slug, head, t = OTHER[i]
            items.append(
                f'<div class="news-item small"><h3><a href="/{sc}/{sec}/vesti/{nid}/{slug}">{esc(head)}</a></h3><span class="time">{t}</span></div>'
            )
        head = {"tag": "Таг: ", "author": "Аутор: "}.get(doc.kind, "")
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagination"><span class="current">1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/cir/drustvo?strana=3">3</a> {self.a(doc.extra["more"], "Следећа »", "pagination")}</div>'
        elif doc.key == "drustvo2":
            pager = f'<div class="pagination">{self.a("drustvo", "« Претходна", "pagination")} {self.a("drustvo", "1", "pagination")} <span class="current">2</span> <a href="/cir/drustvo?strana=3">3</a></div>'
        extra = ""
        if doc.kind == "home":
            extra = f'<div class="news-box topics"><h3>Теме</h3>{self.a("tag" if sc == "lat" else "/cir/tag/1187/saobracaj", "Саобраћај", "content")} <a href="/{sc}/tag/55/beograd">Београд</a> <a href="/{sc}/tag/91/evroliga">Евролига</a> {self.a("drustvo" if sc == "cir" else "/lat/drustvo", "Друштво", "content")}</div>'
            if sc == "cir":
                extra += f'<div class="news-box authors"><h3>Наши аутори</h3>{self.a("author", "Милица Јовановић", "content")} {self.a("search", "Све о буџету", "content")}</div>'
        if doc.kind == "author":
            extra = '<div class="author-card"><p>Милица Јовановић је новинарка рубрике Друштво. Прати рад градских власти у Београду и Новом Саду.</p></div>'
        return f'<section class="listing listing-{doc.kind}"><h1 class="listing-title">{esc(head)}{esc(doc.title)}</h1>{extra}{"".join(items)}{pager}</section>'

    def _title_cyr(self, key: str) -> str:
        d = self.docs[key]
        return d.extra.get("title_cyr", d.title)

    def _lede_cyr(self, key: str) -> str:
        d = self.docs[key]
        return d.extra.get("lede_cyr", self.lede(d))

    def service_main(self, doc: Doc) -> str:
        extra = ""
        if doc.extra.get("soft404"):
            extra = (
                '<ul class="suggestions">'
                + "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ("most", "bus", "budzet"))
                + "</ul>"
                + f"<p>{self.a('home', '« Назад на насловну', 'content')}</p>"
            )
        return f'<section class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n{extra}</section>'
