# ruff: noqa: E501, RUF001 (page texts are long literal lines; Polish quotes „…” are deliberate)
"""Portal Nadwiślański: a Polish web portal (Onet/WP-like: `/kraj/<slug>/<id>`, `/kraj?strona=2`, `/tag/<slug>`,
`/szukaj?q=`, `/galeria/<slug>/<id>`). Six pages are served as ISO-8859-2 with the charset **only in the HTTP header**
(no meta charset); the rest are UTF-8 with `<meta charset="utf-8">`. Stories print "Autor: X" lines, PAP stories end
with "Źródło: PAP"; og:type=article on stories, no JSON-LD."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

LATIN2 = {"home", "pap", "smog", "galeria", "regulamin", "page2"}


class Nadwislanski(Base):
    origin = "https://wiadomosci.nadwislanski.test"
    name = "Portal Nadwiślański"
    prefix = "nw"
    language = "pl"
    page_doc: Doc | None = None

    def file_name(self, doc: Doc) -> str:
        self.page_doc = doc  # the generator names a page before it renders and labels it
        return super().file_name(doc)

    @property
    def latin2(self) -> bool:
        return self.page_doc is not None and self.page_doc.key in LATIN2

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "iso-8859-2" if self.latin2 else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html; charset=ISO-8859-2" if self.latin2 else "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nw",
            [".nw-top", ".nw-menu", ".art-body", ".art-lead", ".box-teaser", ".gal-slide", ".nw-stopka", ".ad-slot"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Portal Nadwiślański",
                "portal-home",
                list=["smog", "pap", "galeria", "szpital", "felieton"],
                more="page2",
                gal="galerie",
            )
        )
        add(
            page(
                "kraj",
                "/kraj",
                "section",
                "Kraj",
                "portal-section-front",
                list=["szpital", "smog", "pap"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/kraj?strona=2",
                "section",
                "Kraj – strona 2",
                "portal-section-page2-latin2",
                list=["wywiad", "felieton", "pap"],
                prev="kraj",
            )
        )
        add(page("tag", "/tag/smog", "tag", "Smog", "portal-tag-front", list=["smog", "szpital"]))
        add(
            page(
                "szukaj",
                "/szukaj?q=szpital",
                "search",
                "Wyniki wyszukiwania: szpital",
                "portal-search",
                list=["szpital", "wywiad", "stary"],
            )
        )
        add(
            page(
                "galerie",
                "/galerie",
                "gallery",
                "Galerie zdjęć",
                "portal-gallery-hub",
                ["Najnowsze galerie zdjęć z kraju i ze świata."],
                list=["galeria"],
            )
        )
        add(
            page(
                "horoskop",
                "/horoskop/strzelec",
                "horoscope",
                "Horoskop dzienny: Strzelec",
                "portal-horoscope",
                [
                    "Środa, 2 grudnia 2026",
                    "Miłość: ktoś z przeszłości da o sobie znać. Nie podejmuj pochopnych decyzji.",
                    "Praca: dobry dzień na rozmowę z szefem o podwyżce. Przygotuj argumenty.",
                    "Zdrowie: więcej ruchu na świeżym powietrzu dobrze ci zrobi.",
                ],
            )
        )
        add(
            page(
                "praca",
                "/praca/redaktor-dyzurny-warszawa",
                "jobs",
                "Oferta pracy: redaktor dyżurny / redaktorka dyżurna",
                "portal-job-ad",
                [
                    "Miejsce pracy: Warszawa, Mokotów (możliwa praca hybrydowa)",
                    "## Twoje zadania",
                    "- prowadzenie strony głównej portalu na zmianach, także w weekendy",
                    "- redagowanie depesz agencyjnych i tekstów autorów",
                    "- współpraca z działem foto przy galeriach",
                    "## Oferujemy",
                    "Umowę o pracę, prywatną opiekę medyczną i kartę sportową. Wynagrodzenie: 7500–9500 zł brutto.",
                    "CV prosimy przesyłać do 20 grudnia 2026 r.",
                ],
            )
        )
        add(
            page(
                "regulamin",
                "/regulamin",
                "policy",
                "Regulamin serwisu",
                "portal-policy-latin2",
                [
                    "Data ostatniej aktualizacji: 12 listopada 2026 r.",
                    "§ 1. Serwis Portal Nadwiślański prowadzony jest przez Nadwiślańskie Media sp. z o.o. z siedzibą w Warszawie.",
                    "§ 2. Użytkownik może zamieszczać komentarze po zalogowaniu. Komentarze naruszające prawo lub dobre obyczaje będą usuwane.",
                    "§ 3. Reklamacje dotyczące działania serwisu można zgłaszać przez formularz kontaktowy.",
                ],
            )
        )
        add(
            page(
                "stary",
                "/kraj/remont-mostu-poniatowskiego-2018/b2k9x",
                "soft404",
                "Nie znaleźliśmy tej strony",
                "portal-soft404-200",
                [
                    "Strona, której szukasz, nie istnieje lub została przeniesiona. Sprawdź adres albo skorzystaj z wyszukiwarki.",
                    "Zobacz, co słychać dziś w kraju.",
                ],
                teaser="Remont mostu Poniatowskiego: utrudnienia do 2019 roku",
            )
        )
        add(
            story(
                "pap",
                "/kraj/sejm-przyjal-ustawe-o-bonie-cieplowniczym/p4k7w2z",
                "Sejm przyjął ustawę o bonie ciepłowniczym",
                "2026-12-02",
                "2026-12-02T13:10:00+01:00",
                "2 grudnia 2026, 13:10",
                [],
                [
                    "Sejm uchwalił w środę ustawę o bonie ciepłowniczym dla gospodarstw domowych ogrzewanych ciepłem systemowym. Za ustawą głosowało 412 posłów, przeciw było 21, a 9 wstrzymało się od głosu.",
                    "Bon w wysokości od 500 do 1500 zł ma trafić do gospodarstw, w których cena ciepła przekracza 170 zł za gigadżul netto. Wnioski będzie można składać w gminach do końca lutego.",
                    "Ustawa trafi teraz do Senatu.",
                    "SIGN: Źródło: PAP",
                ],
                "portal-pap-story-latin2",
                section="Kraj",
                rel=["smog"],
            )
        )
        add(
            story(
                "smog",
                "/kraj/krakow-smog-mimo-zakazu-palenia-wegiem-alarm-drugiego-stopnia/s8m2q1v",
                "Kraków: smog mimo zakazu palenia węglem. Alarm drugiego stopnia",
                "2026-12-02",
                "2026-12-02T09:25:00+01:00",
                "2 grudnia 2026, 09:25",
                ["Katarzyna Wójcik"],
                [
                    "Od rana w Krakowie obowiązuje alarm smogowy drugiego stopnia. Stężenie pyłu PM10 na stacji przy al. Krasińskiego przekroczyło 180 mikrogramów na metr sześcienny, ponad trzy razy więcej niż norma dobowa.",
                    "To zaskoczenie, bo od 2019 roku w Krakowie obowiązuje całkowity zakaz palenia węglem i drewnem. Eksperci wskazują, że zanieczyszczenia napływają z gmin ościennych, gdzie wciąż działają tysiące starych pieców.",
                    "## Darmowa komunikacja",
                    "Miasto wprowadziło bezpłatną komunikację miejską dla kierowców, którzy okażą dowód rejestracyjny. Odwołano zajęcia wychowania fizycznego na dworze.",
                    "„Wiatr ucichł, a nad miastem zalega warstwa zimnego powietrza. To najgorszy możliwy układ” – tłumaczy synoptyk Michał Kurek.",
                    "Poprawa jakości powietrza jest spodziewana dopiero w piątek, gdy nad Małopolskę dotrze front atmosferyczny z silniejszym wiatrem.",
                ],
                "portal-story-autor-line-latin2",
                section="Kraj",
                rel=["pap", "szpital"],
            )
        )
        add(
            story(
                "szpital",
                "/kraj/szpital-w-plocku-zawiesza-porodowke-brakuje-anestezjologow/h3n6t8d",
                "Szpital w Płocku zawiesza porodówkę. Brakuje anestezjologów",
                "2026-12-01",
                "2026-12-01T18:40:00+01:00",
                "1 grudnia 2026, 18:40",
                ["Anna Nowak", "Piotr Kowalczyk"],
                [
                    "Od 15 grudnia oddział położniczy szpitala wojewódzkiego w Płocku przestanie przyjmować pacjentki. Dyrekcja tłumaczy decyzję brakiem anestezjologów, którzy mogliby pełnić dyżury przez całą dobę.",
                    "Ciężarne będą kierowane do szpitali w Gostyninie i Sierpcu, oddalonych o ponad 30 kilometrów. „To dla nas ogromny problem, zwłaszcza zimą” – mówi pani Magdalena, która ma termin porodu na początku stycznia.",
                    "Dyrektor szpitala zapewnia, że zawieszenie jest tymczasowe. Trwają rozmowy z lekarzami z innych województw.",
                    "Urząd marszałkowski zapowiada dodatki dla specjalistów, którzy zdecydują się na pracę w regionie.",
                ],
                "portal-story-two-authors-i",
                section="Kraj",
                rel=["smog"],
            )
        )
        add(
            story(
                "galeria",
                "/galeria/pierwszy-snieg-w-tatrach-zdjecia/g5r1c7x",
                "Pierwszy śnieg w Tatrach. Zobacz zdjęcia",
                "2026-12-01",
                "2026-12-01T11:00:00+01:00",
                "1 grudnia 2026, 11:00",
                ["Marek Zając"],
                [
                    "FIG: Ośnieżone szczyty nad Morskim Okiem | Morskie Oko we wtorek rano.",
                    "W Tatrach spadło nawet 40 centymetrów śniegu. TOPR ostrzega przed drugim stopniem zagrożenia lawinowego.",
                    "FIG: Turyści na szlaku do Kasprowego Wierchu | Na szlakach pojawili się pierwsi turyści w rakietach śnieżnych.",
                    "FIG: Zaśnieżone Krupówki | Zakopane, Krupówki.",
                ],
                "portal-gallery-photographer-latin2",
                section="Galerie",
                byline_label="Fot.",
                rel=["smog"],
            )
        )
        add(
            story(
                "felieton",
                "/opinie/felieton-listy-do-swietego-mikolaja-pisze-sie-dzis-w-aplikacji/f2d8k4m",
                "Listy do świętego Mikołaja pisze się dziś w aplikacji",
                "2026-11-30",
                "2026-11-30T08:00:00+01:00",
                "30 listopada 2026, 08:00",
                ["Jadwiga Krawczyk"],
                [
                    "Mój siedmioletni siostrzeniec nie napisał w tym roku listu do Mikołaja. Wysłał mu link. Do koszyka w sklepie internetowym, z zaznaczonymi pozycjami i sugerowanym terminem dostawy.",
                    "Można się śmiać, można płakać. Ja zrobiłam jedno i drugie. Bo przecież list do Mikołaja nigdy nie był tylko listą zakupów. Był ćwiczeniem z marzenia, z cierpliwości, z pisania krzywych liter.",
                    "Zaproponowałam mu układ: niech narysuje to, co chce dostać. Narysował rower, psa i – ku mojemu zdumieniu – babcię, która mieszka w Szczecinie i której dawno nie widział.",
                    "Rower pewnie będzie. Psa raczej nie. A babcia przyjeżdża na święta. Mikołaj czasem potrafi więcej, niż zmieści się w koszyku.",
                    "SIGN: Jadwiga Krawczyk – pisarka i felietonistka, autorka książek dla dzieci.",
                ],
                "portal-opinion-signed-at-end",
                section="Opinie",
                no_byline=True,
                rel=["galeria"],
            )
        )
        add(
            story(
                "wywiad",
                "/kraj/ratownik-medyczny-ludzie-dzwonia-na-112-z-katarem/w7c3p9l",
                "Ratownik medyczny: ludzie dzwonią na 112 z katarem",
                "2026-11-29",
                "2026-11-29T10:30:00+01:00",
                "29 listopada 2026, 10:30",
                ["Tomasz Wrona"],
                [
                    "Rozmowa z Krzysztofem Malinowskim, ratownikiem medycznym z Łodzi, o nocnych dyżurach i nieuzasadnionych wezwaniach.",
                    "Q: Ile wezwań ma pan na jednym dyżurze? || Na dwunastogodzinnej zmianie nawet piętnaście. Część z nich to prawdziwe dramaty, ale co trzecie nie wymaga karetki.",
                    "Q: Z czym ludzie dzwonią? || Z gorączką, z bólem zęba, z katarem. Raz ktoś wezwał nas, bo nie mógł otworzyć słoika z lekami.",
                    "Q: Co by pomogło? || Lepsza informacja o nocnej i świątecznej opiece zdrowotnej. Wiele osób po prostu nie wie, że można tam pójść.",
                ],
                "portal-qa-only-page2-search",
                section="Kraj",
                byline_label="Rozmawiał:",
                rel=["szpital"],
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        charset = "" if self.latin2 else '<meta charset="utf-8">\n'
        og = (
            '<meta property="og:type" content="article">'
            if doc.is_article
            else '<meta property="og:type" content="website">'
        )
        nav = " ".join(
            self.a(k, t, "chrome:nav")
            for k, t in [("home", "Wiadomości"), ("kraj", "Kraj"), ("galerie", "Galerie"), ("horoskop", "Horoskop")]
        )
        foot = " | ".join(
            self.a(k, t, "chrome:footer")
            for k, t in [("regulamin", "Regulamin"), ("praca", "Praca w portalu"), ("szukaj", "Szukaj")]
        )
        return f"""<!DOCTYPE html>
<html lang="pl">
<head>
{charset}<title>{esc(doc.title)} - Wiadomości Portal Nadwiślański</title>
{og}
<meta property="og:title" content="{esc(doc.title)}">
<link rel="canonical" href="{esc(self.url(doc.key))}">
<style>/*PAD*/</style>
</head>
<body>
<div class="nw-top">{self.a("home", "Portal Nadwiślański", "chrome:header", 'class="nw-logo"')} <a href="https://poczta.nadwislanski.test/">Poczta</a> <a href="https://pogoda.nadwislanski.test/">Pogoda</a></div>
<nav class="nw-menu">{nav}</nav>
<div class="ad-slot" data-slot="top_board"></div>
<main>
{main}
</main>
<footer class="nw-stopka">{foot}<p>© 2026 Nadwiślańskie Media sp. z o.o.</p></footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        byline = ""
        if doc.authors and not doc.extra.get("no_byline"):
            label = doc.extra.get("byline_label", "Autor:")
            byline = f'<p class="art-author">{label} {" i ".join(esc(a) for a in doc.authors)}</p>'
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in doc.extra.get("rel", []))
        tags = (
            f'<div class="art-tags">Tagi: {self.a("tag", "smog", "tags")}</div>'
            if doc.key in ("smog", "szpital")
            else ""
        )
        return f"""<article class="art">
<p class="art-cat">{esc(doc.section)}</p>
<h1>{esc(doc.title)}</h1>
<div class="art-meta"><span class="art-date">{esc(doc.stamp)}</span> {byline}</div>
<div class="art-body">
{self.blocks(doc)}
</div>
{tags}<div class="art-comments"><a href="#komentarze">Komentarze (14)</a></div>
</article>
<aside class="box-related"><h2>Zobacz także</h2><ul>{rel}</ul></aside>"""

    def listing_main(self, doc: Doc) -> str:
        items = "".join(
            f'<div class="box-teaser">{self.a(k, self.teaser_text(self.docs[k]), "content")}<p>{esc(self.lede(self.docs[k]))}</p></div>'
            for k in doc.extra["list"]
        )
        pager = ""
        if doc.extra.get("more"):
            pager = self.a(doc.extra["more"], "Następna strona »", "content")
        if doc.extra.get("prev"):
            pager = self.a(doc.extra["prev"], "« Poprzednia strona", "content")
        gal = ""
        if doc.extra.get("gal"):
            gal = f'<p class="nw-gal">{self.a(doc.extra["gal"], "Wszystkie galerie", "content")}</p>'
        return f'<section><h1>{esc(doc.title)}</h1>{self.blocks(doc)}\n{items}\n{gal}<p class="pager">{pager}</p></section>'

    def service_main(self, doc: Doc) -> str:
        return f'<section class="nw-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<p>{self.a("kraj", "Wiadomości z kraju", "content")}</p></section>'
