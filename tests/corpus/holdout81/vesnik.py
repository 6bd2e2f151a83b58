# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Serbian Cyrillic and typographic punctuation are deliberate)
"""Весник / Vesnik: an RTS-like Serbian portal on its own ASP.NET system that serves every page in **two scripts**:
Cyrillic at `/vesti/srbija/5612345/<slug>.html` (`<html lang="sr-Cyrl">`) and Latin at the **twin URL**
`/lat/vesti/srbija/5612345/<slug>.html` (`lang="sr-Latn"`), linked by a "Ћирилица | Latinica" switch and
`hreflang` alternates; each twin's canonical is itself. Classes `storyTitle`, `storyLead`, `storyAuthor`,
`storyDate`, `storyBody`; fronts `/vesti/srbija.html` with page 2 at `?pg=2`; tags, search and the video page are
Latin-script pages (`/lat/tag/…`, `/lat/pretraga.html?q=`), the author page is Cyrillic. Belgrade time (+01:00).

Dates are printed "петак, 04. дец 2026, 10:15 -> 16:40" (published, an arrow, the time of the last update, as RTS
does), "Аутор:" / "Аутори:" bylines with a "Фото:" credit beside, agency stories credited "Извор: Танјуг". The
JSON-LD is the **Cyrillic master's** on both twins (the Latin page's JSON-LD headline and author are in Cyrillic);
`NewsArticle` in +01:00; the agency story's JSON-LD author is the portal (Organization "Весник"). Three stories are in
the set in both scripts, one only in Cyrillic and one only in Latin (their twins are linked, not labelled). A removed
story's URL answers with a **soft 404**."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import SR_MONTHS_SHORT, SR_WEEKDAYS, Base, img_id, iso_local, page, parts, sr_lat, story, weekday
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.vesnik.test"
OFF = 1
# base story -> (Cyrillic key or unlabelled path, Latin key or unlabelled path)
TWINS = {
    "metro": ("metro", "metro_l"),
    "kolumna": ("kolumna", "kolumna_l"),
    "pruga": ("pruga", "pruga_l"),
    "kop": ("kop", "/lat/vesti/srbija/5611502/kopaonik-sezona-ski-karta-poskupljenje.html"),
    "intervju": ("/kultura/5611120/nikola-markovic-pozoriste-publika.html", "intervju_l"),
}
ORDER = ["metro", "pruga", "kop", "kolumna", "intervju"]
SEARCH_Q = "metro"


def sr_date(local: str, updated: str | None = None) -> str:
    y, m, d, hm = parts(local)
    out = f"{SR_WEEKDAYS[weekday(local)]}, {d:02d}. {SR_MONTHS_SHORT[m - 1]} {y}, {hm}"
    if updated:
        out += f" -> {parts(updated)[3]}"
    return out


def sr_short(local: str) -> str:
    _, m, d, hm = parts(local)
    return f"{d:02d}. {SR_MONTHS_SHORT[m - 1]} {hm}"


class Vesnik(Base):
    origin = ORIGIN
    name = "Весник"
    prefix = "vsn"
    language = "sr"
    content_type = "text/html; charset=utf-8"
    script = "cyr"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vsn",
            [
                "#header .logo",
                "#mainMenu li a",
                ".storyTitle",
                ".storyLead",
                ".storyBody p",
                ".storyAuthor",
                ".storyDate",
                ".najcitanije li",
                ".newsList .item",
                ".scriptSwitch a",
                "#footer",
                ".cookieNotice",
            ],
            260,
        )

    def t(self, text: str) -> str:
        """A chrome string in the current page's script."""
        return sr_lat(text) if self.script == "lat" else text

    def twin(self, base: str, script: str | None = None) -> str:
        cyr, lat = TWINS[base]
        return lat if (script or self.script) == "lat" else cyr

    def add_story(
        self,
        base: str,
        scripts: tuple[str, ...],
        path: str,
        title: str,
        local: str,
        authors: list[str],
        lines: list[str],
        shape: str,
        **extra: object,
    ) -> None:
        for script in scripts:
            key = self.twin(base, script)
            conv = sr_lat if script == "lat" else (lambda s: s)
            updated = extra.get("updated")
            doc = story(
                key,
                ("/lat" + path) if script == "lat" else path,
                conv(title),
                local[:10],
                iso_local(local, OFF),
                conv(sr_date(local, updated if isinstance(updated, str) else None)),
                [conv(a) for a in authors],
                [conv(line) for line in lines],
                shape + ("-latin-twin" if script == "lat" else "-cyrillic"),
                section=conv(str(extra.get("section", ""))),
                dek=conv(str(extra.get("dek", ""))),
                local=local,
                base=base,
                script=script,
                cyr_title=title,
                cyr_lede=str(extra.get("dek", "")) or lines[0],
                cyr_authors=authors,
                **{
                    k: (conv(v) if isinstance(v, str) and k in ("foto", "source", "role") else v)
                    for k, v in extra.items()
                    if k not in ("section", "dek")
                },
            )
            self.add(doc)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Весник – вести из Србије и света",
                "portal-home-cyrillic",
                list=ORDER,
                script="cyr",
            )
        )
        add(
            page(
                "home_l",
                "/lat/",
                "home",
                "Vesnik – vesti iz Srbije i sveta",
                "portal-home-latin-twin",
                list=ORDER,
                script="lat",
            )
        )
        add(
            page(
                "srbija",
                "/vesti/srbija.html",
                "section",
                "Србија",
                "section-front-cyrillic",
                list=["metro", "pruga", "kop"],
                more="srbija2",
                script="cyr",
            )
        )
        add(
            page(
                "srbija2",
                "/vesti/srbija.html?pg=2",
                "section",
                "Србија",
                "section-page2-query",
                list=[],
                script="cyr",
                older=[
                    (
                        "/vesti/srbija/5610733/novi-sad-most-slobode-radovi.html",
                        "Радови на Мосту слободе продужени до фебруара",
                        "2026-11-30 12:10",
                    ),
                    ("gone", "Самит у Бриселу: нови рокови за западни Балкан", "2026-11-28 18:35"),
                    (
                        "/vesti/srbija/5609984/subotica-grejanje-cena.html",
                        "Суботица: цена грејања непромењена до пролећа",
                        "2026-11-27 09:50",
                    ),
                    (
                        "/vesti/srbija/5609410/kragujevac-nova-bolnica-kamen-temeljac.html",
                        "Крагујевац: положен камен темељац нове болнице",
                        "2026-11-26 14:05",
                    ),
                ],
            )
        )
        add(page("tag", "/lat/tag/beogradski-metro.html", "tag", "Beogradski metro", "tag-latin", list=["metro"], script="lat",
                 older=[("/lat/vesti/srbija/5602217/metro-masina-stigla-luka.html", "Mašina za bušenje tunela stigla u luku Beograd", "2026-10-14 11:20"),
                        ("/lat/vesti/srbija/5589012/metro-prva-linija-stanice.html", "Poznate lokacije svih stanica prve linije metroa", "2026-09-02 16:45")]))  # fmt: skip
        add(page("author", "/autori/jelena-petrovic.html", "author", "Јелена Петровић", "author-cyrillic", list=["metro"], script="cyr",
                 bio="Новинарка Весника од 2016. године. Прати градске теме, саобраћај и урбанизам.",
                 older=[("/vesti/srbija/5608801/beograd-zeleni-talas-semafori.html", "„Зелени талас“ на Булевару ослобођења од јануара", "2026-11-24 10:30"),
                        ("/vesti/srbija/5604415/gsp-nove-linije-zarkovo.html", "ГСП уводи две нове линије ка Жаркову", "2026-11-12 13:15")]))  # fmt: skip
        add(page("search", "/lat/pretraga.html?q=" + quote(SEARCH_Q), "search", f"Pretraga: {SEARCH_Q}", "search-latin", list=["metro"], script="lat",
                 older=[("/lat/vesti/srbija/5602217/metro-masina-stigla-luka.html", "Mašina za bušenje tunela stigla u luku Beograd", "2026-10-14 11:20")]))  # fmt: skip
        add(
            page(
                "video",
                "/lat/video/5613020/kopaonik-prvi-sneg-staze.html",
                "video",
                "Prvi sneg na Kopaoniku, staze se pripremaju za otvaranje",
                "video-embed-one-line",
                script="lat",
                local="2026-12-04 12:30",
            )
        )
        add(
            page(
                "gone",
                "/vesti/svet/5590187/samit-brisel-zapadni-balkan-rokovi.html",
                "not-found",
                "Тражена страница не постоји",
                "soft-404-status-200",
                list=["metro", "pruga", "kolumna"],
                script="cyr",
            )
        )
        add(
            page(
                "onama",
                "/o-nama.html",
                "about",
                "О нама",
                "about-cyrillic",
                [
                    "Весник је независни информативни портал који од 2009. године извештава о догађајима у Србији, региону и свету. Сви садржаји објављују се истовремено ћирилицом и латиницом.",
                    "- Издавач: Весник медиа д.о.о., Београд, Кнеза Милоша 41",
                    "- Главни и одговорни уредник: Зоран Милосављевић",
                    "- Заменица главног уредника: Тамара Вучковић",
                    "- Редакција: redakcija@vesnik.test, +381 11 555 0140",
                    "- Маркетинг: marketing@vesnik.test",
                    "Весник је уписан у Регистар медија Агенције за привредне регистре под бројем ИН000123. Преузимање садржаја дозвољено је уз навођење извора и линк ка оригиналном тексту.",
                ],
                script="cyr",
            )
        )
        self.add_story(
            "metro",
            ("cyr", "lat"),
            "/vesti/srbija/5612345/metro-tunel-busenje-ada-ciganlija.html",
            "Почело бушење првог тунела београдског метроа",
            "2026-12-04 10:15",
            ["Јелена Петровић"],
            [
                "Машина за бушење тунела, која је у Београд стигла у октобру, у петак ујутру почела је да копа први тунел будуће прве линије београдског метроа. Бушење је почело на градилишту депоа на Макишком пољу, а машина ће се током наредних дванаест месеци кретати ка Ади Циганлији.",
                "Према подацима предузећа Београд метро и воз, машина дуга 110 метара дневно ће напредовати између десет и петнаест метара. Тунел ће бити на дубини од око двадесет метара, а у њему ће бити два колосека.",
                "„Ово је тренутак који Београд чека деценијама. Од данас метро више није макета, већ градилиште испод земље“, рекао је на почетку радова директор предузећа Небојша Вуковић.",
                "## Измене у саобраћају на Чукарици",
                "Због радова на изградњи станице Ада, од понедељка ће саобраћај у Радничкој улици бити сужен на по једну траку у оба смера. Аутобуске линије 23 и 37 током радова саобраћаће измењеном трасом.",
                "Станари оближњих зграда на Чукарици изражавали су забринутост због вибрација. Из предузећа поручују да ће на двадесет објеката бити постављени сензори који ће пратити померања тла током бушења.",
                "Прва линија метроа, од Железника до Миријева, требало би да има 21 станицу. Рок за завршетак прве фазе је 2030. година, а вредност радова процењује се на око 4,4 милијарде евра.",
                "Ажурирано у 16.40: Градски секретаријат за јавни превоз објавио је да ће линије 23 и 37 од понедељка саобраћати преко Пожешке улице, а да ће у јутарњем шпицу бити уведено шест додатних полазака.",
            ],
            "twin-scripts-updated-arrow-date",
            section="Србија",
            dek="Машина за бушење тунела кренула је од Макишког поља ка Ади Циганлији. Први део трасе требало би да буде прокопан до краја 2027. године.",
            updated="2026-12-04 16:40",
            foto="Танјуг/Марко Илић",
            ld="person",
            caption="Машина за бушење тунела на градилишту на Макишком пољу",
        )
        self.add_story(
            "kolumna",
            ("cyr", "lat"),
            "/kolumne/5611877/mladi-odlaze-doznake.html",
            "Млади одлазе, а ми бројимо дознаке",
            "2026-12-03 07:00",
            ["Драган Стојановић"],
            [
                "Народна банка је прошле недеље објавила да су дознаке из иностранства ове године премашиле пет милијарди евра. Вест је пренета као добра: новац стиже, породице лакше преживљавају, девизне резерве расту. Мало ко се запитао шта тај број заправо говори о нама.",
                "Иза сваке дознаке стоји неко ко је отишао. Медицинска сестра из Чачка која ради у Минхену, возач из Лесковца на аутопуту негде у Холандији, програмер из Новог Сада који се у Берлин одселио „само на две године“ пре седам година. Њихов новац пуни буџете домаћинстава, али њихово одсуство празни учионице, болнице и села.",
                "Статистика каже да Србија сваке године изгуби становништво величине једног омањег града. Половина оних који одлазе млађа је од тридесет пет година. Држава на то одговара програмима повратка, субвенцијама за стартапове и кампањама о томе како је код куће најлепше.",
                "Млади, међутим, не одлазе зато што не воле своју земљу. Одлазе зато што им у тридесетој кирија поједе пола плате, зато што за посао у јавној установи треба познавати праве људе и зато што не верују да ће се то променити док су они још млади.",
                "Ако заиста желимо да остану, мораћемо да разговарамо о платама, о становању и о правилима која важе за све. Дотле ћемо сваког децембра с поносом објављивати колико је новца стигло, не бројећи колико нас је мање.",
                "SIGN: Аутор је социолог и професор на Филозофском факултету у Новом Саду. Ставови изнети у колумни нису нужно ставови редакције Весника.",
            ],
            "opinion-column-author-photo-tail",
            section="Колумне",
            column=True,
            role="социолог",
            ld="person",
        )
        self.add_story(
            "pruga",
            ("cyr", "lat"),
            "/vesti/srbija/5612290/pruga-nis-dimitrovgrad-probna-voznja.html",
            "Пруга Ниш–Димитровград: пробне вожње почињу у марту",
            "2026-12-04 13:05",
            [],
            [
                "Радови на модернизацији пруге од Ниша до Димитровграда биће завршени до краја фебруара, а прве пробне вожње очекују се у марту, саопштило је данас Министарство грађевинарства, саобраћаја и инфраструктуре.",
                "На деоници дугој 104 километра обновљено је више од 80 одсто колосека, а у Сићевачкој и Јелашничкој клисури изграђено је шест нових тунела. Возови ће после модернизације моћи да саобраћају брзином до 120 километара на час.",
                "Путовање од Ниша до бугарске границе требало би да траје око сат времена, упола краће него досад. Према плановима, путнички саобраћај између Ниша и Софије биће поново успостављен током лета.",
                "Пројекат вредан око 400 милиона евра финансира се средствима Европске уније, Европске инвестиционе банке и буџета Републике Србије.",
            ],
            "agency-credit-tanjug-jsonld-portal",
            section="Србија",
            source="Танјуг",
            ld="portal",
        )
        self.add_story(
            "kop",
            ("cyr",),
            "/vesti/srbija/5611502/kopaonik-sezona-ski-karta-poskupljenje.html",
            "Копаоник отвара сезону 12. децембра, ски-карта скупља десет одсто",
            "2026-12-02 15:40",
            ["Милош Ђорђевић", "Ана Николић"],
            [
                "Ски-центар Копаоник отвориће зимску сезону у суботу, 12. децембра, ако временски услови то дозволе, саопштило је јавно предузеће Скијалишта Србије. Снежни топови раде већ десет дана, а на највишим стазама природни снег достигао је двадесет центиметара.",
                "Цене ски-карата ове године веће су за око десет одсто у односу на прошлу сезону:",
                "- дневна карта за одрасле: 5.400 динара",
                "- дневна карта за децу до 14 година: 3.200 динара",
                "- шестодневна карта за одрасле: 27.900 динара",
                "- сезонска карта: 64.000 динара",
                "Из Скијалишта Србије поскупљење објашњавају већим трошковима струје и одржавања. „Цене су и даље ниже него у суседним земљама, а улажемо у нову шестоседну жичару и вештачко оснежавање“, изјавио је директор маркетинга Бранко Лазић.",
                "Хотелијери на планини наводе да је попуњеност за новогодишње празнике већ изнад 85 одсто. Највише резервација стиже из Србије, Румуније, Бугарске и Израела.",
                "Ове сезоне први пут ће бити организован бесплатан аутобуски превоз од Брзећа до центра скијалишта, а паркинг на Крчмару наплаћиваће се преко мобилне апликације.",
            ],
            "two-authors-joined-by-i-price-list",
            section="Србија",
            foto="Скијалишта Србије",
            ld="person",
            caption="Стазе на Копаонику почетком децембра",
        )
        self.add_story(
            "intervju",
            ("lat",),
            "/kultura/5611120/nikola-markovic-pozoriste-publika.html",
            "Никола Марковић: Позориште не сме да се плаши публике",
            "2026-12-01 19:30",
            ["Ивана Јовановић"],
            [
                "Редитељ Никола Марковић вечерас у Српском народном позоришту у Новом Саду премијерно изводи „Покондирену тикву“ у савременом руху. Разговарали смо о томе зашто се враћа Стерији, о публици која више не долази само на комедије и о позоришту у доба телефона.",
                "Q: Зашто баш Стерија, и зашто сада? || Зато што је Стерија писао о људима који се праве да су нешто што нису. Мислим да никада није било више таквих људи него данас, само што је салон замењен друштвеним мрежама. Фема данас има пола милиона пратилаца.",
                "Q: Да ли сте мењали текст? || Врло мало. Језик је остао Стеријин, али смо радњу сместили у стан на Лиману, са паметним телевизором и доставом хране. Публика се прво смеје, а онда у неком тренутку схвати да се смеје себи.",
                "Q: Многи кажу да публика данас хоће само лаке комаде. || Не верујем у то. Публика хоће добру представу. Ако јој понудите нешто искрено, отићи ће кући и причаће о томе. Позориште не сме да се плаши публике, нити да је потцењује.",
                "Q: Како се борите са телефонима у сали? || Не борим се. На почетку представе глумица која игра Фему фотографише публику и то објави. После тога нико више нема потребу да вади телефон, јер је већ део представе.",
                "Представа ће бити изведена још 4. и 11. децембра, а карте се могу купити на благајни позоришта и преко сајта.",
            ],
            "interview-qa-latin-only-name-in-title",
            section="Култура",
            foto="СНП/Бранислав Лучић",
            kicker="Интервју",
            ld="person",
            caption="Никола Марковић на проби у Српском народном позоришту",
        )

    # --- templates -----------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        self.script = doc.extra.get("script", "cyr")
        return super().render(doc)

    def ref(self, url: str) -> str:
        """The key of the labelled page at this URL, else its path."""
        path = url.replace(ORIGIN, "")
        return next((k for k, d in self.docs.items() if d.path == path), path)

    def twin_url(self, doc: Doc, script: str) -> str:
        """The URL of this page in the other script (labelled or not)."""
        base = doc.extra.get("base")
        if base:
            ref = self.twin(base, script)
            return self.url(ref)
        pairs = {"home": "home_l", "home_l": "home"}
        if doc.key in pairs:
            other = pairs[doc.key]
            return self.url(other if self.docs[other].extra["script"] == script else doc.key)
        path = doc.path
        if script == "lat" and not path.startswith("/lat/"):
            return ORIGIN + "/lat" + path
        if script == "cyr" and path.startswith("/lat/"):
            return ORIGIN + path[4:]
        return ORIGIN + path

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld")
        if not mode:
            return ""
        cyr_url = self.url(self.twin(doc.extra["base"], "cyr"))
        if mode == "person":
            author: object = [{"@type": "Person", "name": a} for a in doc.extra["cyr_authors"]]
        else:
            author = {"@type": "Organization", "name": "Весник"}
        modified = iso_local(doc.extra["updated"], OFF) if doc.extra.get("updated") else doc.iso
        data = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "url": cyr_url,
            "mainEntityOfPage": cyr_url,
            "headline": doc.extra["cyr_title"],
            "datePublished": doc.iso,
            "dateModified": modified,
            "image": f"https://static.vesnik.test/slike/2026/12/{img_id(doc.extra['base'])}.jpg",
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Весник",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/img/vesnik-logo.png"},
            },
            "inLanguage": "sr",
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def video_ld(self, doc: Doc) -> dict[str, object]:
        return {
            "@context": "http://schema.org",
            "@type": "VideoObject",
            "name": doc.title,
            "description": "Snežni topovi rade danonoćno, a prve staze na Pančićevom vrhu biće spremne za vikend.",
            "thumbnailUrl": f"https://static.vesnik.test/video/2026/12/{img_id(doc.key)}.jpg",
            "uploadDate": iso_local(doc.extra["local"], OFF),
            "duration": "PT1M48S",
            "embedUrl": "https://www.youtube.com/embed/kP4vX9qL2sQ",
        }

    def frame(self, doc: Doc, main: str) -> str:
        t = self.t
        lat = self.script == "lat"
        url = self.url(doc.key)
        home = "home_l" if lat else "home"
        cyr_alt, lat_alt = self.twin_url(doc, "cyr"), self.twin_url(doc, "lat")
        switch_cyr = self.a(self.ref(cyr_alt), "Ћирилица", "nav", 'class="cir active"' if not lat else 'class="cir"')
        switch_lat = self.a(self.ref(lat_alt), "Latinica", "nav", 'class="lat active"' if lat else 'class="lat"')
        pre = "/lat" if lat else ""
        menu = "".join(
            f"<li>{self.a(k, t(name), 'nav')}</li>"
            for k, name in (
                (home, "Почетна"),
                ("srbija" if not lat else "/lat/vesti/srbija.html", "Србија"),
                (pre + "/vesti/svet.html", "Свет"),
                (pre + "/vesti/ekonomija.html", "Економија"),
                (pre + "/sport.html", "Спорт"),
                (pre + "/kultura.html", "Култура"),
                (pre + "/kolumne.html", "Колумне"),
                ("video" if lat else "/video.html", "Видео"),
            )
        )
        most = "".join(
            f'<li><span class="num">{i + 1}</span>{self.a(self.twin(b), self.story_title(b), "aside")}</li>'
            for i, b in enumerate(["metro", "kop", "pruga", "kolumna"])
        )
        og_type = "article" if doc.is_article else "website"
        desc = (doc.dek or self.lede(doc)) if doc.is_article else doc.title
        art_meta = ""
        if doc.is_article:
            art_meta = f'<meta property="article:published_time" content="{doc.iso}">\n'
        elif doc.kind == "video":
            art_meta = (
                f'<script type="application/ld+json">{json.dumps(self.video_ld(doc), ensure_ascii=False)}</script>\n'
            )
        video_box = ""
        if lat and doc.key != "video":
            video_box = (
                f'<div class="box videoBox"><h3>Video</h3>{self.a("video", self.docs["video"].title, "aside")}</div>'
            )
        return f"""<!DOCTYPE html>
<html lang="{"sr-Latn" if lat else "sr-Cyrl"}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} | {t("Весник")}</title>
<meta name="description" content="{esc(desc)}">
<link rel="canonical" href="{esc(url)}">
<link rel="alternate" hreflang="sr-Cyrl" href="{esc(cyr_alt)}">
<link rel="alternate" hreflang="sr-Latn" href="{esc(lat_alt)}">
<meta property="og:type" content="{og_type}">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="{t("Весник")}">
<meta property="og:locale" content="{"sr_RS@latin" if lat else "sr_RS"}">
{art_meta}{self.ld(doc) if doc.is_article else ""}
<link rel="stylesheet" type="text/css" href="/css/vesnik.css?v=2611">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript">var googletag=googletag||{{}};googletag.cmd=googletag.cmd||[];var vesnikPage={{"id":"{img_id(doc.key)}","type":"{"story" if doc.is_article else doc.kind}","script":"{self.script}"}};</script>
<script type="text/javascript" async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="{self.script}">
<form method="post" action="{esc(doc.path)}" id="form1">
<div class="aspNetHidden"><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwULLTE2NjgxNjQ4NDVkZA=="></div>
<div id="header">
<div class="topBar"><span class="today">{t("субота, 05. децембар 2026.")}</span> <span class="weatherMini">{t("Београд")} 3°C</span> <span class="kurs">EUR 117,15</span>
<div class="scriptSwitch">{switch_cyr} | {switch_lat}</div></div>
<div class="logo">{self.a(home, t("Весник"), "nav")}</div>
<ul id="mainMenu">{menu}</ul>
<div class="searchBox"><input type="text" name="q" placeholder="{t("Претрага")}"><a href="/lat/pretraga.html" class="btnSearch">{t("Тражи")}</a></div>
</div>
<div class="banner" id="div-gpt-ad-vesnik-billboard"></div>
<div id="wrapper">
<div id="content">
{main}
</div>
<div id="sidebar">
<div class="box najcitanije"><h3>{t("Најчитаније")}</h3><ol>{most}</ol></div>
{video_box}
<div class="banner" id="div-gpt-ad-vesnik-300x250"></div>
<div class="box"><h3>{t("Курсна листа")}</h3><table class="kursna"><tr><td>EUR</td><td>117,15</td></tr><tr><td>USD</td><td>101,08</td></tr><tr><td>CHF</td><td>124,62</td></tr></table></div>
</div>
</div>
<div id="footer">
<ul><li>{self.a("onama", t("О нама"), "footer")}</li><li><a href="{pre}/impresum.html">{t("Импресум")}</a></li><li><a href="{pre}/marketing.html">{t("Маркетинг")}</a></li><li><a href="{pre}/uslovi-koriscenja.html">{t("Услови коришћења")}</a></li><li><a href="/rss.html">RSS</a></li></ul>
<p>© 2026 {t("Весник медиа д.о.о. Сва права задржана. Забрањено преузимање садржаја без дозволе редакције.")}</p>
</div>
<div class="cookieNotice" id="cookieNotice">{t("Овај сајт користи колачиће ради бољег корисничког искуства.")} <a href="{pre}/kolacici.html">{t("Сазнајте више")}</a> <a href="javascript:void(0)" class="cookieOk">{t("Прихватам")}</a></div>
</form>
<script type="text/javascript" src="/js/vesnik.min.js?v=2611"></script>
</body>
</html>"""

    def story_title(self, base: str) -> str:
        ref = self.twin(base)
        if ref in self.docs:
            return self.docs[ref].title
        other = self.twin(base, "lat" if self.script == "cyr" else "cyr")
        title = self.docs[other].extra["cyr_title"]
        return self.t(title)

    def story_main(self, doc: Doc) -> str:
        t = self.t
        home = "home_l" if self.script == "lat" else "home"
        sec = esc(doc.section)
        if doc.section == "Србија":
            sec = self.a("srbija", doc.section, "breadcrumb")
        elif doc.section == "Srbija":
            sec = self.a("/lat/vesti/srbija.html", doc.section, "breadcrumb")
        if doc.authors:
            label = t("Аутори:" if len(doc.authors) > 1 else "Аутор:")
            names = f" {t('и')} ".join(
                self.a("author", a, "byline")
                if a == "Јелена Петровић"
                else self.a("/lat/autori/jelena-petrovic.html", a, "byline")
                if a == "Jelena Petrović"
                else esc(a)
                for a in doc.authors
            )
            credit = f'<span class="storyAuthor">{label} {names}</span>'
        else:
            credit = f'<span class="storySource">{t("Извор:")} {esc(doc.extra["source"])}</span>'
        foto = (
            f' <span class="storyPhoto">{t("Фото:")} {esc(doc.extra["foto"])}</span>' if doc.extra.get("foto") else ""
        )
        column_box = ""
        if doc.extra.get("column"):
            a = doc.authors[0]
            column_box = f'<div class="columnist"><img src="https://static.vesnik.test/autori/dragan-stojanovic.jpg" alt="{esc(a)}" width="90" height="90"><span class="columnistName">{esc(a)}</span><span class="columnistRole">{esc(doc.extra["role"])}</span></div>'
        kicker = f'<div class="storyKicker">{esc(t(doc.extra["kicker"]))}</div>' if doc.extra.get("kicker") else ""
        lead = f'<div class="storyLead">{esc(doc.dek)}</div>' if doc.dek else ""
        fig = ""
        if doc.extra.get("caption"):
            fig = f'<div class="storyImage"><img src="https://static.vesnik.test/slike/2026/12/{img_id(doc.extra["base"])}.jpg" alt="{esc(t(doc.extra["caption"]))}" width="800" height="450"><p class="imgCaption">{esc(t(doc.extra["caption"]))}</p></div>'
        related = "".join(
            f"<li>{self.a(self.twin(b), self.story_title(b), 'related')}</li>" for b in ORDER if b != doc.extra["base"]
        )
        tags = ""
        if doc.extra["base"] == "metro":
            tag_link = (
                self.a("tag", "Beogradski metro", "tag")
                if self.script == "lat"
                else '<a href="/tag/beogradski-metro.html">Београдски метро</a>'
            )
            tags = f'<div class="storyTags">{t("Тагови:")} {tag_link} <a href="{"/lat" if self.script == "lat" else ""}/tag/saobracaj.html">{t("саобраћај")}</a></div>'
        share_u = quote(self.url(doc.key), safe="")
        return f"""<div class="breadcrumbs">{self.a(home, t("Почетна"), "breadcrumb")} » {sec}</div>
<div id="story" class="storyDetail">
{column_box}
{kicker}
<h1 class="storyTitle">{esc(doc.title)}</h1>
<div class="storyInfo">{credit}{foto} <span class="storyDate">{esc(doc.stamp)}</span></div>
{lead}
<div class="share"><a href="https://www.facebook.com/sharer.php?u={share_u}">Facebook</a> <a href="https://x.com/share?url={share_u}">X</a> <a href="viber://forward?text={share_u}">Viber</a> <a href="javascript:window.print()">{t("Штампа")}</a></div>
{fig}
<div class="storyBody">
{self.blocks(doc)}
</div>
{tags}
<div class="banner" id="div-gpt-ad-vesnik-inarticle"></div>
<div class="comments"><h3>{t("Коментари")} (0)</h3><p>{t("Коментари се објављују након одобрења модератора.")}</p></div>
</div>
<div class="relatedNews"><h3>{t("Повезане вести")}</h3><ul>{related}</ul></div>"""

    def item(self, base: str) -> str:
        ref = self.twin(base)
        d = self.docs[ref] if ref in self.docs else self.docs[self.twin(base, "lat" if self.script == "cyr" else "cyr")]
        lede = d.dek or self.lede(d)
        if ref not in self.docs:  # the twin is not in the set: its lede in this page's script
            lede = d.extra["cyr_lede"]
            lede = sr_lat(lede) if self.script == "lat" else lede
            lede = lede if len(lede) < 160 else lede[:150].rsplit(" ", 1)[0] + " …"
        return (
            f'<div class="item"><img src="https://static.vesnik.test/slike/2026/12/{img_id(base)}_t.jpg" alt="" loading="lazy">'
            f'<h2>{self.a(ref, self.story_title(base), "content")}</h2><p>{esc(lede)}</p><span class="time">{sr_short(d.extra["local"])}</span></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        t = self.t
        items = "".join(self.item(b) for b in doc.extra["list"])
        older = "".join(
            f'<div class="item small"><h2>{self.a(p, ttl, "content") if p in self.docs else f"<a href={chr(34)}{esc(p)}{chr(34)}>{esc(ttl)}</a>"}</h2><span class="time">{t(sr_short(loc))}</span></div>'
            for p, ttl, loc in doc.extra.get("older", [])
        )
        head = f"<h1>{esc(doc.title)}</h1>"
        pager = ""
        extra = ""
        if doc.kind == "home":
            head = f'<h1 class="hidden">{esc(doc.title)}</h1>'
            if self.script == "lat":
                extra = f'<div class="homeBlock"><h2>Video</h2>{self.a("video", self.docs["video"].title, "content")}</div><div class="homeBlock"><h2>{t("Теме")}</h2>{self.a("tag", "Beogradski metro", "content")} · {self.a("search", "Pretraga: metro", "content")}</div>'
            else:
                extra = (
                    f'<div class="homeBlock"><h2>Србија</h2>{self.a("srbija", "Све вести из Србије", "content")}</div>'
                )
        elif doc.key == "srbija":
            pager = f'<div class="pager"><span class="current">1</span> {self.a("srbija2", "2", "pagination")} <a href="/vesti/srbija.html?pg=3">3</a> {self.a("srbija2", "Следећа »", "pagination")}</div>'
        elif doc.key == "srbija2":
            head = f'<h1>{esc(doc.title)}</h1><p class="pageNo">Страна 2</p>'
            pager = f'<div class="pager">{self.a("srbija", "« Претходна", "pagination")} {self.a("srbija", "1", "pagination")} <span class="current">2</span> <a href="/vesti/srbija.html?pg=3">3</a></div>'
        elif doc.kind == "tag":
            head = f'<p class="tagLabel">Tag</p><h1>{esc(doc.title)}</h1>'
        elif doc.kind == "author":
            head = f'<div class="authorProfile"><img src="https://static.vesnik.test/autori/jelena-petrovic.jpg" alt="{esc(doc.title)}" width="120" height="120"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><a href="mailto:j.petrovic@vesnik.test">j.petrovic@vesnik.test</a></div><h2>Текстови аутора</h2>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><div class="searchForm"><input type="text" name="q" value="{SEARCH_Q}"> <a href="/lat/pretraga.html" class="btnSearch">Traži</a></div><p class="resultCount">Pronađeno rezultata: 2</p>'
        elif doc.kind == "not-found":
            return f'<div class="errorPage"><h1>{esc(doc.title)}</h1><p>Страница коју сте тражили је уклоњена, премештена или привремено није доступна.</p><p>{self.a("home", "Вратите се на почетну страну", "content")} или погледајте најновије вести:</p><div class="newsList">{items}</div></div>'
        return f'<div class="listPage">{head}<div class="newsList">{items}{older}</div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<div class="breadcrumbs">{self.a("home_l", "Početna", "breadcrumb")} » Video</div>
<div class="videoPage">
<div class="storyKicker">Video</div>
<h1>{esc(doc.title)}</h1>
<span class="storyDate">{sr_lat(sr_date(doc.extra["local"]))}</span>
<div class="videoPlayer"><iframe width="800" height="450" src="https://www.youtube.com/embed/kP4vX9qL2sQ" title="Kopaonik" frameborder="0" allowfullscreen></iframe></div>
<p class="videoDesc">Snežni topovi rade danonoćno, a prve staze na Pančićevom vrhu biće spremne za vikend.</p>
<div class="relatedNews"><h3>Povezano</h3><ul><li><a href="{TWINS["kop"][1]}">{esc(sr_lat(self.docs["kop"].title))}</a></li></ul></div>
</div>"""
        return f'<div class="staticPage"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
