# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""Kurier Wrzosowski: a Polish county weekly on a Joomla-like CMS (non-SEF index.php URLs, ISO-8859-2 in
<meta http-equiv> only, no og, no JSON-LD, no date or author meta; article titles in <h2>)."""

from __future__ import annotations

from common import blocks_html, service_html
from sitekit import Doc, Site, css_rules, esc

BTN, PREV, NEXT = 'class="btn"', 'rel="prev"', 'rel="next"'
DAYS = {28: "sobota", 29: "niedziela", 30: "poniedziałek", 27: "piątek", 26: "czwartek"}


def art(aid: int, slug: str, cat: int, item: int) -> str:
    return f"/index.php?option=com_content&view=article&id={aid}:{slug}&catid={cat}&Itemid={item}"


class Wrzosowo(Site):
    origin = "http://www.kurier-wrzosowski.test"
    name = "Kurier Wrzosowski"
    prefix = "kw"
    language = "pl"
    encoding = "iso-8859-2"
    codec = "iso8859_2"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        sel = [".container", ".header-inner", ".navigation", ".item-page", ".blog-featured", ".items-leading",
               ".article-info", ".moduletable", ".pagination", ".footer", ".brand", ".nav-pills"]  # fmt: skip
        return css_rules("kw", sel, 260)

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "Kurier Wrzosowski", shape="joomla-featured-front"))
        add(Doc("news", "/index.php?option=com_content&view=category&layout=blog&id=12&Itemid=105", "section",
                "Wiadomości", shape="joomla-category-blog"))  # fmt: skip
        add(Doc("news2", "/index.php?option=com_content&view=category&layout=blog&id=12&Itemid=105&limitstart=6",
                "section", "Wiadomości", shape="joomla-category-blog-page-2"))  # fmt: skip
        add(Doc("sport", "/index.php?option=com_content&view=category&layout=blog&id=14&Itemid=107", "section",
                "Sport", shape="joomla-category-blog"))  # fmt: skip
        add(Doc("tag", "/index.php?option=com_tags&view=tag&id=7:droga-krajowa-22&Itemid=130", "tag",
                "Tag: droga krajowa 22", shape="joomla-tag-list"))  # fmt: skip
        add(Doc("search", "/index.php?option=com_search&searchword=woda&searchphrase=all&Itemid=140", "search",
                "Szukaj", shape="joomla-search-results"))  # fmt: skip
        add(Doc("obits", "/index.php?option=com_content&view=category&id=19&Itemid=111", "obituaries",
                "Nekrologi i kondolencje", shape="obituaries-index-table"))  # fmt: skip
        add(Doc("ads", "/index.php?option=com_content&view=category&id=21&Itemid=112", "classifieds",
                "Ogłoszenia drobne", shape="classifieds-list"))  # fmt: skip
        add(Doc("weather", "/index.php?option=com_content&view=article&id=5:pogoda&Itemid=115", "weather",
                "Pogoda dla Wrzosowa", shape="weather-forecast-table-in-article-view"))  # fmt: skip
        add(Doc("contact", "/index.php?option=com_contact&view=contact&id=1&Itemid=120", "contact", "Kontakt z redakcją",
                shape="joomla-contact-form"))  # fmt: skip
        add(Doc("privacy", "/index.php?option=com_content&view=article&id=3:polityka-prywatnosci&Itemid=121", "policy",
                "Polityka prywatności i plików cookies", shape="privacy-last-updated"))  # fmt: skip
        add(Doc("note", "/index.php?option=com_content&view=article&id=9:od-redakcji&Itemid=122", "about",
                "Od redakcji: nowa strona Kuriera", shape="signed-editors-note-about-the-site"))  # fmt: skip

        def story(key: str, aid: int, slug: str, title: str, authors: list[str], day: int, hm: str | None,
                  shape: str, blocks: list, cat: int = 12, item: int = 105, byline: str | None = None,
                  image: str = "") -> None:  # fmt: skip
            d = add(Doc(key, art(aid, slug, cat, item), "article", title, True, authors, date=f"2026-11-{day:02d}",
                        stamp=f"{DAYS[day]}, {day} listopad 2026 {hm}" if hm else "", shape=shape, blocks=blocks,
                        section="Sport" if cat == 14 else "Wiadomości", image=image))  # fmt: skip
            d.byline = byline if byline is not None else ", ".join(authors)

        story(
            "budget",
            1423,
            "rada-uchwalila-budzet-na-2027-rok",
            "Rada uchwaliła budżet na 2027 rok. Najwięcej pieniędzy na drogi i szkołę w Łękach",
            ["Anna Nowak"],
            30,
            "14:05",
            "council-story-h2-headline",
            [
                (
                    "p",
                    "Radni gminy Wrzosowo przyjęli w poniedziałek budżet na przyszły rok. Za głosowało jedenastu z piętnastu radnych, czterech wstrzymało się od głosu.",
                ),
                (
                    "p",
                    "Dochody zaplanowano na 68,4 mln zł, a wydatki na 71,9 mln zł. Deficyt pokryje kredyt oraz wolne środki z lat ubiegłych.",
                ),
                (
                    "p",
                    "Największą inwestycją będzie rozbudowa szkoły podstawowej w Łękach, na którą zapisano 9,2 mln zł. Kolejne 6 mln zł pochłoną remonty dróg gminnych, w tym ulicy Polnej i drogi do Kamionki.",
                ),
                (
                    "p",
                    "Opozycyjni radni krytykowali wzrost wydatków na administrację. Wójt Jerzy Kaczmarek odpowiadał, że to skutek podwyżek płac i cen energii.",
                ),
                (
                    "p",
                    "Od stycznia zmienią się też opłaty komunalne. O tym, ile zapłacimy, piszemy w tekście [[water|Nowe stawki za wodę i ścieki od stycznia]].",
                ),
            ],
            image="Sala obrad rady gminy",
        )
        story(
            "dk22",
            1431,
            "utrudnienia-na-dk22",
            "Utrudnienia na DK22 pod Kamionką",
            [],
            30,
            "07:40",
            "two-sentence-brief-desk-byline",
            [
                (
                    "p",
                    "Od wtorku do piątku na drodze krajowej nr 22 pod Kamionką obowiązuje ruch wahadłowy z powodu wymiany nawierzchni.",
                ),
                ("p", "Kierowcy muszą liczyć się z postojem do 15 minut."),
            ],
            byline="Redakcja",
        )
        story(
            "hospital",
            1419,
            "szpital-powiatowy-otwiera-oddzial",
            "Szpital powiatowy otworzy oddział rehabilitacji. Pierwsi pacjenci w lutym",
            ["Anna Nowak", "Piotr Zieliński"],
            28,
            "10:15",
            "two-authors",
            [
                (
                    "p",
                    "Szpital powiatowy we Wrzosowie zakończył remont dawnego pawilonu zakaźnego. Na dwóch piętrach powstał oddział rehabilitacji z 24 łóżkami.",
                ),
                (
                    "p",
                    "Inwestycja kosztowała 14 mln zł, z czego 11 mln zł pochodziło z funduszy unijnych. Dyrektor szpitala Ewa Grabowska mówi, że brakuje jeszcze dwóch fizjoterapeutów.",
                ),
                ("h3", "Kolejki do rehabilitacji"),
                (
                    "p",
                    "Dziś na rehabilitację ambulatoryjną w powiecie czeka się nawet dziewięć miesięcy. Nowy oddział ma skrócić ten czas o połowę.",
                ),
                ("p", "Pacjentów będzie kierować lekarz prowadzący. Zapisy ruszą w połowie stycznia."),
            ],
        )
        story(
            "mayor",
            1410,
            "rozmowa-z-wojtem",
            "Jerzy Kaczmarek: Nie obiecuję basenu, obiecuję chodniki",
            ["Tomasz Wójcik"],
            27,
            None,
            "qa-credit-at-end-date-in-text",
            [
                (
                    "p",
                    "Z wójtem gminy Wrzosowo rozmawialiśmy w piątek, 27 listopada, o budżecie, wodzie i o tym, dlaczego w gminie wciąż nie ma basenu.",
                ),
                (
                    "qa",
                    "Mieszkańcy pytają, kiedy powstanie basen.",
                    "Nie powstanie w tej kadencji. Utrzymanie basenu kosztowałoby gminę około dwóch milionów złotych rocznie. Wolę za te pieniądze budować chodniki przy szkołach.",
                ),
                (
                    "qa",
                    "Opłaty za wodę wzrosną. Dlaczego?",
                    "Bo oczyszczalnia ma trzydzieści lat i musimy ją zmodernizować. Bez tego zapłacimy kary.",
                ),
                ("qa", "Czy będzie Pan kandydował ponownie?", "Na to pytanie odpowiem wiosną."),
            ],
            byline="",
        )
        story(
            "sugar",
            1401,
            "cukrownia-historia",
            "Sto lat cukrowni we Wrzosowie. Jak fabryka zbudowała miasto",
            ["Halina Dąbrowska"],
            26,
            "09:00",
            "paginated-page-1-of-2",
            [
                (
                    "p",
                    "W listopadzie 1926 roku z bocznicy przy cukrowni wyjechał pierwszy wagon cukru. Sto lat później po fabryce zostały komin, dwa magazyny i osiedle domów robotniczych.",
                ),
                (
                    "p",
                    "Cukrownię założyła spółka okolicznych ziemian, którzy chcieli sprzedawać buraki na miejscu, a nie wozić je sto kilometrów do Torunia.",
                ),
                (
                    "p",
                    "W najlepszych latach fabryka zatrudniała sezonowo ponad ośmiuset ludzi. Dla nich zbudowano szkołę, łaźnię i pierwszą we Wrzosowie salę kinową.",
                ),
                ("h3", "Kampania"),
                (
                    "p",
                    "Kampania cukrownicza trwała od października do stycznia. Starsi mieszkańcy pamiętają zapach wysłodków, który unosił się nad całym miastem.",
                ),
            ],
        )
        story(
            "snow",
            1433,
            "pierwszy-snieg-zdjecia",
            "Pierwszy śnieg we Wrzosowie [ZDJĘCIA]",
            ["Marek Lis"],
            29,
            "16:30",
            "photo-story-short-text",
            [
                (
                    "p",
                    "W niedzielę po południu nad gminę nadciągnęły pierwsze opady śniegu. Zobaczcie, jak wyglądało miasto.",
                ),
                ("fig", "Rynek we Wrzosowie pod śniegiem", "Rynek we Wrzosowie, niedziela, godz. 15. Fot. Marek Lis"),
                ("fig", "Dzieci na sankach przy kościele", "Pierwsze sanki na górce przy kościele. Fot. Marek Lis"),
                ("fig", "Pług na ulicy Polnej", "Pług gminny na ulicy Polnej. Fot. Marek Lis"),
            ],
        )
        story(
            "water",
            1424,
            "nowe-stawki-za-wode",
            "Nowe stawki za wodę i ścieki od stycznia",
            ["Piotr Zieliński"],
            30,
            "15:20",
            "linked-from-story-text-and-search-only",
            [
                (
                    "p",
                    "Od 1 stycznia metr sześcienny wody w gminie Wrzosowo będzie kosztował 5,84 zł brutto, a odprowadzenie ścieków 9,12 zł.",
                ),
                (
                    "p",
                    "To odpowiednio o 38 i 71 groszy więcej niż obecnie. Nowe taryfy zatwierdził regulator, a rada nie mogła ich zmienić.",
                ),
                (
                    "p",
                    "Czteroosobowa rodzina zużywająca 12 metrów sześciennych miesięcznie zapłaci o około 13 zł więcej.",
                ),
            ],
        )
        story(
            "derby",
            1429,
            "derby-dla-wrzosu",
            "Derby dla Wrzosu. Trzy gole w drugiej połowie",
            ["Krzysztof Mazur"],
            29,
            None,
            "correction-appended-date-in-text",
            [
                (
                    "p",
                    "Piłkarze Wrzosu Wrzosowo pokonali w niedzielę, 29 listopada, Sokoła Kamionka 3:1 w ostatniej kolejce rundy jesiennej klasy okręgowej.",
                ),
                (
                    "p",
                    "Do przerwy prowadzili goście po strzale z rzutu wolnego. Po zmianie stron dwie bramki zdobył Dawid Pawlak, a wynik ustalił Kamil Urban.",
                ),
                ("p", "Wrzos zimę spędzi na czwartym miejscu w tabeli, trzy punkty za liderem."),
                (
                    "note",
                    "Sprostowanie: w pierwszej wersji tekstu błędnie podaliśmy, że Wrzos zajmuje trzecie miejsce. Przepraszamy.",
                ),
            ],
            cat=14,
            item=107,
        )

    # chrome
    def header(self) -> str:
        a = self.a
        menu = [("home", "Strona główna"), ("news", "Wiadomości"), ("sport", "Sport"), ("obits", "Nekrologi"),
                ("ads", "Ogłoszenia"), ("weather", "Pogoda"), ("contact", "Kontakt")]  # fmt: skip
        return (
            '<header class="header" role="banner"><div class="header-inner clearfix">'
            + a(
                "home",
                "Kurier Wrzosowski",
                "chrome:header",
                'class="brand pull-left"',
                '<span class="site-title" title="Kurier Wrzosowski">Kurier Wrzosowski</span> <span class="site-description">Tygodnik Ziemi Wrzosowskiej od 1991 roku</span>',
            )
            + '<div class="header-search pull-right"><form action="/index.php" method="post" class="form-inline">'
            '<input name="searchword" class="inputbox search-query" placeholder="Szukaj..."><input type="hidden" name="task" value="search">'
            '<input type="hidden" name="option" value="com_search"></form></div></div></header>'
            '<nav class="navigation" role="navigation"><div class="nav-collapse"><ul class="nav menu nav-pills mod-list">'
            + "".join(f'<li class="item-{100 + i}">{a(k, t, "chrome:nav")}</li>' for i, (k, t) in enumerate(menu))
            + "</ul></div></nav>"
        )

    def sidebar(self) -> str:
        a = self.a
        latest = ["budget", "dk22", "hospital", "derby", "snow"]
        return (
            '<div id="aside" class="span3"><div class="well "><h3 class="page-header">Najnowsze</h3><ul class="latestnews mod-list">'
            + "".join(f"<li itemscope>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in latest)
            + '</ul></div><div class="well "><h3 class="page-header">Najczęściej czytane</h3><ul class="mostread mod-list">'
            + "".join(f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("mayor", "budget", "sugar"))
            + '</ul></div><div class="well "><h3 class="page-header">Tagi</h3><div class="tagspopular"><ul>'
            + f"<li>{a('tag', 'droga krajowa 22', 'chrome:rail')}</li><li>{a('/index.php?option=com_tags&view=tag&id=3:szkola&Itemid=130', 'szkoła', 'chrome:rail')}</li>"
            + "</ul></div></div>"
            '<div class="well "><div class="custom"><p><img src="/images/banners/prenumerata.png" alt="Prenumerata Kuriera - 6,50 zł za numer"></p></div></div></div>'
        )

    def footer(self) -> str:
        a = self.a
        return (
            '<footer class="footer" role="contentinfo"><div class="container"><hr><ul class="nav menu">'
            + "".join(
                f"<li>{a(k, t, 'chrome:footer')}</li>"
                for k, t in (
                    ("note", "O nas"),
                    ("contact", "Kontakt"),
                    ("/index.php?option=com_content&view=article&id=4&Itemid=123", "Reklama"),
                    ("privacy", "Polityka prywatności"),
                    ("search", "Wyszukiwarka"),
                )
            )
            + '</ul><p class="pull-right"><a href="#top" id="back-top">Do góry</a></p>'
            "<p>&copy; 2026 Kurier Wrzosowski, ul. Kościelna 4, 87-410 Wrzosowo. Wydawca: Wydawnictwo Pojezierze sp. z o.o.</p></div></footer>"
        )

    def info(self, d: Doc, full: bool = True) -> str:
        rows = []
        if d.byline:
            rows.append(f'<dd class="createdby">Napisane przez {esc(d.byline)}</dd>')
        rows.append(f'<dd class="category-name">Kategoria: {esc(d.section)}</dd>')
        if d.stamp:
            rows.append(f'<dd class="published"><span class="icon-calendar"></span> Opublikowano: {esc(d.stamp)}</dd>')
        if full:
            rows.append(f'<dd class="hits"><span class="icon-eye-open"></span> Odsłony: {len(d.title) * 13}</dd>')
        return '<dl class="article-info muted"><dt class="article-info-term">Szczegóły</dt>' + "".join(rows) + "</dl>"

    def teaser(self, key: str, intro: bool = True) -> str:
        d = self.docs[key]
        first = next((b[1] for b in d.blocks if b[0] == "p"), "")
        from sitekit import plain

        img = ""
        if d.image:
            img = (
                '<div class="pull-left item-image">'
                + self.a(key, d.title, "content", "", f'<img src="/images/2026/{d.key}.jpg" alt="{esc(d.image)}">')
                + "</div>"
            )
        return (
            f'<div class="items-row"><div class="item"><div class="page-header"><h2>{self.a(key, d.title, "content")}</h2></div>'
            + self.info(d, False)
            + img
            + (f"<p>{esc(plain(first))}</p>" if intro else "")
            + f'<p class="readmore">{self.a(key, "Czytaj więcej: " + d.title[:40] + "...", "content", BTN)}</p></div></div>'
        )

    def story(self, doc: Doc) -> str:
        a = self.a
        crumbs = (
            '<ul class="breadcrumb"><li>Jesteś tutaj: &#160;</li>'
            f'<li>{a("home", "Strona główna", "chrome:breadcrumb")}<span class="divider">/</span></li>'
            f'<li>{a("sport" if doc.section == "Sport" else "news", doc.section, "chrome:breadcrumb")}<span class="divider">/</span></li>'
            f'<li class="active"><span>{esc(doc.title)}</span></li></ul>'
        )
        body = blocks_html(
            self,
            doc.blocks,
            fig=lambda alt, cap: (
                f'<p><img src="/images/2026/galeria/{len(alt)}.jpg" alt="{esc(alt)}"></p><p class="fotopodpis"><em>{esc(cap)}</em></p>'
            ),
        )
        extra = ""
        if doc.key == "mayor":
            extra = '<p class="rozmawial"><strong>Rozmawiał: Tomasz Wójcik</strong></p>'
        if doc.key == "sugar":
            body = (
                '<div class="pull-right article-index"><h3>Spis treści</h3><ul class="nav nav-tabs nav-stacked">'
                f'<li class="toclink active">{a(doc.path, "Sto lat cukrowni we Wrzosowie", "content")}</li>'
                f"<li>{a(doc.path + '&limitstart=1', 'Po wojnie', 'content')}</li>"
                f"<li>{a(doc.path + '&showall=1', 'Wszystkie strony', 'content')}</li></ul></div>"
                + body
                + f'<div class="pager"><p class="counter">Strona 1 z 2</p><ul><li class="next">{a(doc.path + "&limitstart=1", "Następna ›", "content")}</li></ul></div>'
            )
        nav = (
            '<ul class="pager pagenav">'
            f'<li class="previous">{a("hospital" if doc.key != "hospital" else "budget", "‹ Poprzedni artykuł", "chrome:related", PREV)}</li>'
            f'<li class="next">{a("budget" if doc.key != "budget" else "dk22", "Następny artykuł ›", "chrome:related", NEXT)}</li></ul>'
        )
        return (
            f'{crumbs}<div class="item-page"><div class="page-header"><h2>{esc(doc.title)}</h2></div>{self.info(doc)}'
            '<div class="btn-group pull-right"><a class="btn dropdown-toggle" href="#"><span class="icon-cog"></span></a>'
            '<ul class="dropdown-menu"><li class="print-icon"><a href="#" rel="nofollow">Drukuj</a></li><li class="email-icon"><a href="#">E-mail</a></li></ul></div>'
            f"{body}{extra}{nav}</div>"
        )

    def main(self, doc: Doc) -> str:
        a, k = self.a, doc.key
        if k == "home":
            return (
                '<div class="blog-featured"><div class="items-leading clearfix">'
                + self.teaser("budget")
                + "</div>"
                + "".join(self.teaser(x) for x in ("hospital", "dk22", "snow", "derby", "sugar"))
                + '</div><div class="moduletable"><h3>Serwis</h3><ul>'
                + f"<li>{a('obits', 'Nekrologi', 'content')}</li><li>{a('ads', 'Ogłoszenia drobne - dodaj bezpłatnie', 'content')}</li>"
                + f"<li>{a('weather', 'Pogoda na weekend', 'content')}</li></ul></div>"
            )
        if k in ("news", "news2", "sport"):
            keys = {
                "news": ["budget", "dk22", "hospital", "snow", "sugar"],
                "news2": ["mayor", "sugar"],
                "sport": ["derby"],
            }[k]
            pag = ""
            if k == "news":
                pag = f'<div class="pagination"><p class="counter pull-right">Strona 1 z 9</p><ul><li>{a("news2", "2", "content")}</li><li>{a(doc.path + "&limitstart=12", "3", "content")}</li><li>{a("news2", "Następna", "content")}</li></ul></div>'
            if k == "news2":
                pag = f'<div class="pagination"><p class="counter pull-right">Strona 2 z 9</p><ul><li>{a("news", "Poprzednia", "content")}</li><li>{a("news", "1", "content")}</li><li>{a(self.docs["news"].path + "&limitstart=12", "3", "content")}</li></ul></div>'
                return (
                    f'<div class="blog"><h1>{esc(doc.title)}</h1>'
                    + "".join(self.teaser(x) for x in keys)
                    + f"<p>{a(self.docs['news'].path + '&limitstart=12', 'Starsze wiadomości: listopad 2026', 'content')}</p>"
                    + pag
                    + "</div>"
                )
            return (
                f'<div class="blog"><h1>{esc(doc.title)}</h1>'
                + "".join(self.teaser(x, k != "news") for x in keys)
                + pag
                + "</div>"
            )
        if k == "tag":
            return (
                f'<div class="tag-category"><h2>{esc(doc.title)}</h2><ul class="category list-striped">'
                + "".join(
                    f'<li class="cat-list-row0"><h3>{a(x, self.docs[x].title, "content")}</h3></li>' for x in ("dk22",)
                )
                + f'<li class="cat-list-row1"><h3>{a(art(1288, "remont-dk22-latem", 12, 105), "Remont DK22 przesunięty na lato", "content")}</h3></li></ul></div>'
            )
        if k == "search":
            return (
                '<h1>Szukaj</h1><form id="searchForm" action="/index.php?option=com_search" method="post"><input name="searchword" value="woda"> <button class="btn">Szukaj</button></form>'
                '<div class="searchintro"><p>Wyszukiwanie zakończone - znaleziono <span class="badge badge-info">2</span> wyników.</p></div><dl class="search-results">'
                + f'<dt class="result-title">1. {a("water", self.docs["water"].title, "content")}</dt><dd class="result-category">(Wiadomości)</dd><dd class="result-text">Od 1 stycznia metr sześcienny wody...</dd>'
                + f'<dt class="result-title">2. {a(art(1190, "awaria-wodociagu", 12, 105), "Awaria wodociągu w Łękach", "content")}</dt><dd class="result-category">(Wiadomości)</dd></dl>'
            )
        if k == "obits":
            rows = [("Ś.P. Zofia Kowalczyk", "lat 86", "Pogrzeb 2 grudnia, godz. 11, kościół parafialny we Wrzosowie"),
                    ("Ś.P. Stanisław Jabłoński", "lat 74", "Pogrzeb 1 grudnia, godz. 13, cmentarz w Kamionce"),
                    ("Ś.P. Irena Michalska", "lat 91", "Pogrzeb 30 listopada, godz. 10, kościół w Łękach")]  # fmt: skip
            return (
                f"<h1>{esc(doc.title)}</h1><p>Nekrologi i kondolencje przyjmujemy w redakcji do środy do godz. 12.</p><table class='category table table-striped'>"
                + "".join(
                    f"<tr><td>{a(art(2000 + i, 'nekrolog', 19, 111), n, 'content')}</td><td>{esc(w)}</td><td>{esc(p)}</td></tr>"
                    for i, (n, w, p) in enumerate(rows)
                )
                + "</table>"
            )
        if k == "ads":
            rows = ["Sprzedam mieszkanie 48 m2, Wrzosowo, ul. Cukrownicza. Tel. 600 111 222",
                    "Kupię ziemię rolną w okolicy Kamionki, do 5 ha. Tel. 601 333 444",
                    "Drewno opałowe, dąb i buk, z dowozem. Tel. 602 555 666",
                    "Korepetycje z matematyki, szkoła podstawowa i liceum. Tel. 603 777 888",
                    "Oddam kocięta w dobre ręce, Łęki. Tel. 604 999 000"]  # fmt: skip
            return (
                f"<h1>{esc(doc.title)}</h1><p>Ogłoszenia drobne dla osób prywatnych publikujemy bezpłatnie w wydaniu internetowym.</p><ul class='category list-striped'>"
                + "".join(f"<li>{esc(r)}</li>" for r in rows)
                + f"</ul><p>{a('contact', 'Dodaj ogłoszenie przez formularz kontaktowy', 'content')}</p>"
            )
        if k == "weather":
            rows = [
                ("wtorek", "-1 / 3", "śnieg z deszczem"),
                ("środa", "-3 / 1", "pochmurno"),
                ("czwartek", "-4 / 0", "słonecznie"),
                ("piątek", "-2 / 2", "zachmurzenie umiarkowane"),
            ]
            return (
                f'<div class="item-page"><div class="page-header"><h2>{esc(doc.title)}</h2></div><p>Prognoza dla gminy Wrzosowo na najbliższe dni.</p><table class="pogoda">'
                "<tr><th>Dzień</th><th>Temperatura</th><th>Opis</th></tr>"
                + "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in rows)
                + "</table><p>Dane: stacja meteorologiczna przy szkole w Łękach.</p></div>"
            )
        if k == "contact":
            return (
                f'<div class="contact"><div class="page-header"><h2><span class="contact-name">{esc(doc.title)}</span></h2></div>'
                '<dl class="contact-address dl-horizontal"><dd>ul. Kościelna 4</dd><dd>87-410 Wrzosowo</dd><dd>tel. 56 678 12 00</dd></dl>'
                '<form id="contact-form" action="/index.php?option=com_contact" method="post" class="form-validate form-horizontal">'
                '<fieldset><legend>Wyślij e-mail</legend><label>Imię i nazwisko *<input name="jform[contact_name]"></label><label>E-mail *<input name="jform[contact_email]"></label>'
                '<label>Temat *<input name="jform[contact_subject]"></label><label>Wiadomość *<textarea name="jform[contact_message]"></textarea></label>'
                f'<label><input type="checkbox"> Akceptuję {a("privacy", "politykę prywatności", "content")}</label><button class="btn btn-primary">Wyślij</button></fieldset></form></div>'
            )
        texts = SERVICE[k]
        return f'<div class="item-page"><div class="page-header"><h2>{esc(doc.title)}</h2></div>{service_html(self, texts, "h3")}</div>'

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        main = self.story(doc) if doc.is_article else self.main(doc)
        return (
            '<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="pl-pl" lang="pl-pl" dir="ltr"><head>'
            '<meta http-equiv="content-type" content="text/html; charset=iso-8859-2">'
            '<meta name="generator" content="Joomla! - Open Source Content Management">'
            f"<title>{esc(doc.title) if doc.key == 'home' else esc(doc.title) + ' - Kurier Wrzosowski'}</title>"
            '<link href="/templates/protostar/favicon.ico" rel="shortcut icon" type="image/vnd.microsoft.icon">'
            '<link href="/templates/protostar/css/template.css?v=3.10" rel="stylesheet"><style>/*PAD*/</style>'
            '<script src="/media/jui/js/jquery.min.js?v=3.10"></script></head>'
            f'<body class="site com_content view-{"article" if doc.is_article else "category"} no-layout no-task">'
            f'<div class="body" id="top"><div class="container">{self.header()}<div class="row-fluid">'
            f'<main id="content" role="main" class="span9"><div id="system-message-container"></div>{main}</main>'
            f"{self.sidebar()}</div></div></div>{self.footer()}</body></html>"
        )


SERVICE: dict[str, list[str]] = {
    "privacy": [
        "Ostatnia aktualizacja: 12 stycznia 2026 r.",
        "Administratorem danych osobowych użytkowników serwisu jest Wydawnictwo Pojezierze sp. z o.o. z siedzibą we Wrzosowie, ul. Kościelna 4.",
        "## Jakie dane zbieramy",
        "Dane podane w formularzu kontaktowym (imię, nazwisko, adres e-mail) oraz dane zapisywane w plikach cookies.",
        "## Pliki cookies",
        "Serwis używa plików cookies sesyjnych i statystycznych. Możesz wyłączyć je w ustawieniach przeglądarki.",
        "## Twoje prawa",
        "Masz prawo dostępu do swoich danych, ich poprawiania i usunięcia. Napisz do nas przez [[contact|formularz kontaktowy]].",
    ],
    "note": [
        "Drodzy Czytelnicy,",
        "oddajemy w Wasze ręce nową stronę internetową Kuriera. Jest szybsza, czytelniejsza i lepiej działa na telefonach. Wiadomości będą pojawiać się codziennie, a nie tylko w dniu wydania papierowego.",
        "Nadal zapraszamy do zamieszczania bezpłatnych ogłoszeń drobnych i nekrologów. Czekamy też na Wasze uwagi - piszcie przez [[contact|formularz kontaktowy]].",
        "Gazeta papierowa ukazuje się jak dotąd w każdy czwartek.",
        "Elżbieta Sowińska, redaktor naczelna",
    ],
}
