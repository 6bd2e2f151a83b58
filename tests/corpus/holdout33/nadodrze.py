# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Dziennik Nadodrzański: a Polska Press-like regional paper of Opole on WordPress, Polish, ISO-8859-2 named only in
`<meta http-equiv>` (the header says plain `text/html`). Stories at `/wiadomosci/<slug>/ar/c1-<id>`, a gallery at
`/wiadomosci/<slug>/ga/c1-<id>/zd/<id>`, a quiz at `/quiz/<slug>/ar/c13-<id>`. "Autor:" bylines, a story split over
two pages (page 1 labelled), "Zobacz też" boxes, a broken JSON-LD, a UTC time that is the next day in Opole."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Nadodrze(Base):
    origin = "https://nto-dziennik.test"
    name = "Dziennik Nadodrzański"
    prefix = "dn"
    language = "pl"
    encoding = "iso-8859-2"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dn",
            [
                ".site-header",
                ".entry-content",
                ".atomsArticleHead",
                ".componentsTeaser",
                ".wp-block-image",
                ".site-footer",
                ".widget",
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
                "Dziennik Nadodrzański",
                "wp-home",
                list=["split", "szpital", "pap", "noc", "wywiad", "komentarz", "most", "gallery", "quiz"],
                more="wiad2",
            )
        )
        add(
            page(
                "wiad",
                "/wiadomosci/",
                "section",
                "Wiadomości",
                "wp-category",
                list=["split", "szpital", "pap", "noc", "wywiad", "gallery"],
                more="wiad2",
            )
        )
        add(
            page(
                "wiad2",
                "/wiadomosci/2",
                "section",
                "Wiadomości – strona 2",
                "wp-category-page2",
                list=["most", "komentarz", "pogoda", "quiz"],
            )
        )
        add(
            page(
                "tag",
                "/tag/komunikacja-miejska",
                "tag",
                "Komunikacja miejska",
                "wp-tag",
                list=["split", "most", "pogoda"],
            )
        )
        add(
            page(
                "autor",
                "/autor/anna-kowal/",
                "author",
                "Anna Kowal",
                "wp-author",
                list=["split", "szpital", "noc"],
                bio="Dziennikarka działu miejskiego. Pisze o komunikacji, mieszkaniach i inwestycjach w Opolu.",
            )
        )
        add(
            page(
                "szukaj",
                "/szukaj/?q=obwodnica",
                "search",
                "Wyniki wyszukiwania: obwodnica",
                "wp-search",
                list=["most", "split", "pogoda"],
            )
        )
        add(
            page(
                "gallery",
                "/wiadomosci/jarmark-bozonarodzeniowy-w-opolu-zobacz-zdjecia/ga/c1-18734411/zd/52219031",
                "gallery",
                "Jarmark bożonarodzeniowy na Rynku w Opolu. Zobacz zdjęcia",
                "wp-gallery-slide",
                lines=[
                    "FIG: Stragany na Rynku | Stragany na Rynku w Opolu w pierwszy weekend jarmarku. Fot. Jan Mazur",
                    "Zdjęcie 1 z 24. Jarmark potrwa do 23 grudnia. Przesuń, aby zobaczyć kolejne zdjęcia.",
                ],
            )
        )
        add(
            page(
                "quiz",
                "/quiz/quiz-czy-znasz-opolskie-ulice/ar/c13-18730022",
                "quiz",
                "QUIZ. Czy znasz opolskie ulice? Sprawdź się!",
                "wp-quiz",
                lines=[
                    "Opole ma ponad 600 ulic. Niektóre nazwy zna każdy, inne zaskakują nawet rodowitych opolan. Rozwiąż nasz quiz i sprawdź, ile wiesz o swoim mieście.",
                    'RAW:<div class="quiz-question"><p><strong>Pytanie 1/15.</strong> Przy której ulicy stoi Wieża Piastowska?</p><ul class="quiz-answers"><li><button>Piastowska</button></li><li><button>Zamkowa</button></li><li><button>Katedralna</button></li></ul></div>',
                    'RAW:<p class="quiz-start"><button class="btn">Rozpocznij quiz</button></p>',
                ],
            )
        )
        add(
            page(
                "prenumerata",
                "/prenumerata/",
                "subscribe",
                "Prenumerata cyfrowa",
                "wp-subscribe",
                lines=[
                    "Czytaj wszystkie artykuły Dziennika Nadodrzańskiego bez limitu. Pakiet Premium to dostęp do serwisu, e-wydania gazety i archiwum.",
                    "- Pierwszy miesiąc za 1,99 zł",
                    "- Potem 24,90 zł miesięcznie, możesz zrezygnować w każdej chwili",
                    "- E-wydanie dostępne od 5 rano",
                ],
            )
        )
        add(
            page(
                "polityka",
                "/polityka-prywatnosci/",
                "policy",
                "Polityka prywatności",
                "wp-page",
                lines=[
                    "Ostatnia aktualizacja: 14 listopada 2026 r.",
                    "Administratorem danych osobowych jest Wydawnictwo Nadodrze sp. z o.o. z siedzibą w Opolu przy ul. Powstańców Śląskich 9.",
                    "## Pliki cookies",
                    "Serwis korzysta z plików cookies w celach statystycznych, reklamowych i w celu zapamiętania ustawień użytkownika. Możesz zmienić ustawienia w swojej przeglądarce.",
                ],
            )
        )

        add(
            story(
                "split",
                "/wiadomosci/nowe-linie-autobusowe-w-opolu-od-stycznia-zmiany-dla-pasazerow/ar/c1-18734102",
                "Nowe linie autobusowe w Opolu od stycznia. Duże zmiany dla pasażerów z Malinki i Zaodrza",
                "2026-12-04",
                "2026-12-04T06:00:00+01:00",
                "4.12.2026, 06:00",
                ["Anna Kowal"],
                [
                    "Od 2 stycznia Miejski Zakład Komunikacji w Opolu uruchomi trzy nowe linie autobusowe i zmieni trasy siedmiu kolejnych. Najwięcej zmian czeka mieszkańców osiedla Malinka i Zaodrza.",
                    "Nowy rozkład to efekt analizy, którą MZK prowadził przez całe lato. Kierowcy liczyli pasażerów na każdym przystanku, a miasto przeprowadziło ankietę, w której wzięło udział ponad 4200 osób.",
                    "## Linia 22 dojedzie do dworca",
                    "Największą nowością jest linia 22, która połączy Malinkę z dworcem głównym bez przesiadki. Autobusy będą jeździć co 15 minut w godzinach szczytu i co 30 minut wieczorem.",
                    "– To była najczęstsza prośba w ankiecie. Ludzie nie chcą się przesiadać na Placu Wolności – mówi Tomasz Brzeziński, rzecznik MZK.",
                    'RAW:<aside class="componentsRelated"><h4>Zobacz też</h4><ul><li><a href="/wiadomosci/bilet-miesieczny-drozeje/ar/c1-18601122">Bilet miesięczny w Opolu zdrożeje o 8 złotych</a></li></ul></aside>',
                    "Z rozkładu zniknie natomiast linia 7, której trasę przejmą częściowo linie 22 i 12. Mieszkańcy ulicy Oleskiej obawiają się, że będą mieli dalej do przystanku.",
                ],
                "split-page1",
                byline="Autor: Anna Kowal",
                section="Wiadomości",
                nextpage="/wiadomosci/nowe-linie-autobusowe-w-opolu-od-stycznia-zmiany-dla-pasazerow/ar/c1-18734102/2",
            )
        )
        add(
            story(
                "szpital",
                "/wiadomosci/szpital-wojewodzki-w-opolu-nowy-oddzial-kardiologii/ar/c1-18733850",
                "Szpital Wojewódzki otwiera nowy oddział kardiologii. Pierwsi pacjenci już w grudniu",
                "2026-12-03",
                "2026-12-03T14:20:00+01:00",
                "3.12.2026, 14:20",
                ["Anna Kowal", "Piotr Zieliński"],
                [
                    "Oddział kardiologii inwazyjnej w Szpitalu Wojewódzkim w Opolu przyjmie pierwszych pacjentów 15 grudnia. Inwestycja kosztowała 38 milionów złotych.",
                    "FIG: Nowa pracownia hemodynamiki | Nowa pracownia hemodynamiki ma dwa angiografy. Fot. Jan Mazur",
                    "Na oddziale znajdzie się 32 łóżka, w tym 8 na intensywnym nadzorze kardiologicznym. Szpital zatrudnił dziewięciu nowych lekarzy i 26 pielęgniarek.",
                    "– Do tej pory pacjentów z zawałem z południa województwa wieźliśmy do Katowic albo Wrocławia. Teraz godzina drogi mniej może uratować życie – mówi dyrektor szpitala dr Renata Gawlik.",
                    "Pieniądze na inwestycję pochodzą w większości z funduszy unijnych. Samorząd województwa dołożył 9 milionów złotych.",
                ],
                "two-authors",
                byline="Autor: Anna Kowal, Piotr Zieliński",
                section="Wiadomości",
            )
        )
        add(
            story(
                "pap",
                "/wiadomosci/wypadek-na-a4-kolo-gogolina/ar/c1-18734250",
                "Wypadek na A4 koło Gogolina. Autostrada zablokowana w kierunku Wrocławia",
                "2026-12-04",
                "2026-12-04T08:40:00+01:00",
                "4.12.2026, 08:40",
                [],
                [
                    "Dwie ciężarówki zderzyły się w piątek rano na autostradzie A4 w okolicach węzła Gogolin. Jezdnia w kierunku Wrocławia jest całkowicie zablokowana.",
                    "Według policji jeden z kierowców został przewieziony do szpitala w Krapkowicach. Utrudnienia mogą potrwać do południa, objazd prowadzi drogą krajową nr 94.",
                ],
                "agency-brief",
                byline="Źródło: PAP",
                section="Wiadomości",
            )
        )
        add(
            story(
                "noc",
                "/wiadomosci/pozar-kamienicy-przy-ulicy-krakowskiej/ar/c1-18734001",
                "Nocny pożar kamienicy przy Krakowskiej. Ewakuowano 19 osób",
                "2026-12-04",
                "2026-12-03T23:30:00Z",
                "4.12.2026, 00:30",
                ["Piotr Zieliński"],
                [
                    "Tuż po północy strażacy zostali wezwani do pożaru na poddaszu kamienicy przy ulicy Krakowskiej w Opolu. Z budynku ewakuowano 19 osób, w tym czworo dzieci.",
                    "Ogień gasiło sześć zastępów straży pożarnej. Akcja trwała ponad trzy godziny. Nikt nie został ranny, ale dwa mieszkania na ostatnim piętrze nie nadają się do zamieszkania.",
                    "Miasto zapewniło poszkodowanym lokale zastępcze w budynku przy ulicy Wrocławskiej. Przyczyny pożaru wyjaśni biegły.",
                ],
                "utc-next-day",
                byline="Autor: Piotr Zieliński",
                section="Wiadomości",
                broken_ld=True,
            )
        )
        add(
            story(
                "wywiad",
                "/wiadomosci/rozmowa-z-dyrektorem-filharmonii-opolskiej/ar/c1-18732560",
                "Dyrektor filharmonii: Opolanie wracają na koncerty, brakuje nam miejsc",
                "2026-12-02",
                "2026-12-02T17:00:00+01:00",
                "2.12.2026, 17:00",
                ["Magdalena Nowak"],
                [
                    "Z Markiem Olszewskim, dyrektorem Filharmonii Opolskiej, rozmawia Magdalena Nowak.",
                    "Q: Bilety na grudniowe koncerty sprzedały się w kilka dni. Jak to wytłumaczyć? || Ludzie po prostu chcą wyjść z domu. Mamy też młodszą publiczność, studenci przychodzą na koncerty z muzyką filmową, a potem wracają na Beethovena.",
                    "Q: Sala ma 580 miejsc. To za mało? || W tym sezonie tak. Rozmawiamy z miastem o koncertach w amfiteatrze latem, ale to nie rozwiąże problemu zimą.",
                    "Q: Co w przyszłym roku? || Festiwal muzyki polskiej w marcu i trzy koncerty dla szkół w każdym miesiącu. Chcemy też nagrać płytę z orkiestrą.",
                ],
                "interview",
                byline="Rozmawiała: Magdalena Nowak",
                section="Kultura",
            )
        )
        add(
            story(
                "komentarz",
                "/wiadomosci/komentarz-obwodnica-polnocna-czeka-za-dlugo/ar/c1-18731900",
                "Komentarz. Obwodnica północna czeka za długo",
                "2026-12-01",
                "2026-12-01T19:00:00+01:00",
                "1.12.2026, 19:00",
                ["Krzysztof Baran"],
                [
                    "Od dziesięciu lat słyszymy, że obwodnica północna Opola jest „priorytetem”. W tym czasie zmieniło się trzech prezydentów miasta i czterech ministrów infrastruktury.",
                    "Tymczasem ciężarówki nadal jeżdżą ulicą Niemodlińską, a mieszkańcy Szczepanowic zamykają okna nawet latem. Nowy przetarg ma być ogłoszony wiosną. Trudno w to uwierzyć.",
                    "Miasto i województwo powinny wreszcie przestać przerzucać się odpowiedzialnością. Droga nie powstanie z deklaracji.",
                    "SIGN: Krzysztof Baran jest zastępcą redaktora naczelnego Dziennika Nadodrzańskiego.",
                ],
                "opinion-signed-end",
                byline="",
                section="Opinie",
            )
        )
        add(
            story(
                "most",
                "/wiadomosci/most-na-odrze-w-brzegu-zamkniety-do-marca/ar/c1-18730400",
                "Most na Odrze w Brzegu zamknięty do marca. Kierowcy pojadą objazdem przez Lewin",
                "2026-11-30",
                None,
                "30.11.2026, 11:45",
                ["Ewa Szymańska"],
                [
                    "Od poniedziałku most na Odrze w Brzegu jest zamknięty dla samochodów. Remont konstrukcji potrwa co najmniej do końca marca.",
                    "Piesi i rowerzyści mogą przejść kładką po wschodniej stronie mostu. Kierowcy muszą jechać objazdem przez Lewin Brzeski, co wydłuża drogę o około 20 kilometrów.",
                    "Zarząd Dróg Wojewódzkich tłumaczy, że badania wykazały pęknięcia w dwóch przęsłach. Remont kosztuje 12,4 mln zł.",
                ],
                "no-metadata",
                byline="Autor: Ewa Szymańska",
                section="Wiadomości",
                nometa=True,
            )
        )
        add(
            story(
                "pogoda",
                "/wiadomosci/pierwszy-snieg-na-opolszczyznie/ar/c1-18730100",
                "Pierwszy śnieg na Opolszczyźnie. Drogowcy wyjechali na drogi w nocy",
                "2026-11-29",
                "2026-11-29T07:10:00+01:00",
                "29.11.2026, 07:10",
                ["Ewa Szymańska"],
                [
                    "W nocy z piątku na sobotę na Opolszczyźnie spadł pierwszy w tym sezonie śnieg. Najwięcej, około 8 centymetrów, w powiecie nyskim i prudnickim.",
                    "Drogowcy wysłali na drogi 42 pługopiaskarki. Rano na drogach było ślisko, policja notowała kolizje w okolicach Nysy i Głuchołaz.",
                    'RAW:<div class="componentsRelated inline"><strong>Przeczytaj też:</strong> <a href="/pogoda/">Prognoza pogody na weekend</a></div>',
                    "Synoptycy zapowiadają, że w niedzielę temperatura wzrośnie do 4 stopni i śnieg szybko zniknie.",
                ],
                "related-inline",
                byline="Autor: Ewa Szymańska",
                section="Wiadomości",
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        head = []
        if doc.is_article and not doc.extra.get("nometa"):
            head.append('<meta property="og:type" content="article">')
            head.append(f'<meta property="og:title" content="{esc(doc.title)}">')
            head.append(f'<meta property="article:published_time" content="{doc.iso}">')
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "author": [{"@type": "Person", "name": a} for a in doc.authors]
                or {"@type": "Organization", "name": "PAP"},
                "publisher": {"@type": "Organization", "name": self.name},
            }
            text = json.dumps(ld, ensure_ascii=False)
            if doc.extra.get("broken_ld"):
                text = text[:-1] + ',\n"isAccessibleForFree": true,}'
            head.append(f'<script type="application/ld+json">{text}</script>')
        else:
            head.append('<meta property="og:type" content="website">')
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in [
                ("wiad", "Wiadomości"),
                ("tag", "Komunikacja"),
                ("gallery", "Galerie"),
                ("quiz", "Quizy"),
                ("prenumerata", "Prenumerata"),
            ]
        )
        nav += '<li class="menu-item"><a href="/sport/">Sport</a></li><li class="menu-item"><a href="/pogoda/">Pogoda</a></li>'
        return f"""<!DOCTYPE html>
<html lang="pl-PL">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2">
<title>{esc(doc.title)} | Dziennik Nadodrzański</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="{esc(self.url(doc.key))}">
{chr(10).join(head)}
<link rel="stylesheet" id="nto-theme-css" href="/wp-content/themes/polskapress-nto/style.css?ver=6.4.2" media="all">
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<style id="nto-inline-css">/*PAD*/</style>
</head>
<body class="{"single single-post postid-" + doc.path.rsplit("-", 1)[-1] if doc.is_article else "archive"} wp-theme-polskapress-nto">
<div id="cookie-law-info-bar" class="cli-bar"><span>Używamy plików cookies, aby zapewnić najlepszą jakość korzystania z serwisu. <a href="/polityka-prywatnosci/">Dowiedz się więcej</a> <a role="button" class="cli_action_button">Akceptuję</a></span></div>
<header class="site-header"><div class="site-branding">{self.a("home", "Dziennik Nadodrzański", "nav", 'class="custom-logo-link" rel="home"')}</div>
<nav class="main-navigation"><ul id="primary-menu" class="menu">{nav}</ul></nav>
<form role="search" class="search-form" action="/szukaj/"><input type="search" name="q" placeholder="Szukaj…"></form></header>
<div id="content" class="site-content">
{main}
<aside id="secondary" class="widget-area"><section class="widget widget_recent_entries"><h2 class="widget-title">Najczęściej czytane</h2><ul>
<li>{self.a("split", "Nowe linie autobusowe w Opolu od stycznia", "sidebar")}</li><li>{self.a("noc", "Nocny pożar kamienicy przy Krakowskiej", "sidebar")}</li><li>{self.a("gallery", "Jarmark w Opolu – zdjęcia", "sidebar")}</li></ul></section></aside>
</div>
<footer class="site-footer"><ul class="footer-menu"><li>{self.a("polityka", "Polityka prywatności", "footer")}</li><li>{self.a("prenumerata", "Prenumerata", "footer")}</li><li><a href="/redakcja/">Redakcja</a></li><li>{self.a("szukaj", "Obwodnica – archiwum", "footer")}</li><li><a href="/feed/">RSS</a></li><li><a href="https://www.facebook.com/dzienniknadodrzanski">Facebook</a></li></ul>
<p class="copyright">© 2026 Wydawnictwo Nadodrze sp. z o.o. Wszelkie prawa zastrzeżone.</p></footer>
<script src="/wp-content/themes/polskapress-nto/js/main.js?ver=2.8.1"></script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        by = ""
        if doc.byline:
            more = (
                " " + self.a("autor", "Zobacz artykuły autora", "byline", 'class="author-more"')
                if "Anna Kowal" in doc.authors
                else ""
            )
            by = f'<div class="atomsArticleHead__author"><span class="author-name">{esc(doc.byline)}</span>{more}</div>'
        pag = ""
        if doc.extra.get("nextpage"):
            pag = f'<nav class="post-pagination"><span class="page-numbers current">1</span> <a class="page-numbers" href="{doc.extra["nextpage"]}">2</a> <a class="next page-numbers" href="{doc.extra["nextpage"]}">Następna strona »</a></nav>'
        return f"""<main id="main" class="site-main"><article class="post type-post status-publish format-standard">
<div class="breadcrumbs">{self.a("home", "Strona główna", "breadcrumb")} » {self.a("wiad", doc.section or "Wiadomości", "breadcrumb")}</div>
<header class="entry-header atomsArticleHead"><h1 class="entry-title">{esc(doc.title)}</h1>
{by}<time class="entry-date published">{esc(doc.stamp)}</time>
<div class="share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Udostępnij</a> <a href="https://twitter.com/intent/tweet">X</a></div></header>
<div class="entry-content">
{self.blocks(doc)}
</div>
{pag}
<div class="post-tags">Tagi: {self.a("tag", "komunikacja miejska", "tags", 'rel="tag"')}, <a href="/tag/opole" rel="tag">Opole</a></div>
<div class="newsletter-promo"><p>Zapisz się na newsletter i otrzymuj najważniejsze wiadomości z regionu.</p>{self.a("prenumerata", "Zapisz się", "promo")}</div>
<section id="comments" class="comments-area"><h3>Komentarze (0)</h3><p>Dodaj komentarz jako pierwszy.</p></section>
</article></main>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<article class="componentsTeaser post"><h2 class="entry-title">{self.a(k, d.title, "content")}</h2><div class="entry-summary"><p>{esc(self.lede(d))}</p></div><span class="teaser-date">{esc(d.stamp)}</span></article>'
            )
        more = ""
        if doc.extra.get("more"):
            more = f'<nav class="navigation pagination"><span class="current">1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Następna »", "pagination")}</nav>'
        elif doc.key == "wiad2":
            more = f'<nav class="navigation pagination">{self.a("wiad", "« Poprzednia", "pagination")} <span class="current">2</span> <a href="/wiadomosci/3">3</a></nav>'
        bio = f'<div class="author-bio"><p>{esc(doc.extra["bio"])}</p></div>' if doc.extra.get("bio") else ""
        return f"""<main id="main" class="site-main"><header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1>{bio}</header>
<div class="posts-list">
{chr(10).join(items)}
</div>
{more}</main>"""

    def service_main(self, doc: Doc) -> str:
        extra = ""
        if doc.kind == "gallery":
            extra = f'<div class="gallery-nav"><a class="next" href="{doc.path[:-8]}52219032">Następne zdjęcie »</a></div><p class="gallery-back">{self.a("wiad", "Wróć do wiadomości", "content")}</p>'
        return f"""<main id="main" class="site-main"><article class="page type-page"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header>
<div class="entry-content">
{self.blocks(doc)}
</div>{extra}</article></main>"""
