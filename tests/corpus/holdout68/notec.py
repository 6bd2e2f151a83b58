# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Polish letters and dashes are deliberate)
"""Głos znad Noteci: a regional weekly for the Czarnków-Trzcianka county on **Joomla! 1.5** (migrated from 1.0 in
legacy mode), Polish, Warsaw time. The template is a fixed-width **table layout** (`<td class="left">`, `<font>`
tags in the header and footer), the component output is Joomla 1.5's own (`table.contentpaneopen`,
`td.contentheading`, `span.small` "Napisał …", `td.createdate`, `td.modifydate` "Ostatnio zmieniany ( … )",
`a.readon` "Więcej...", `table.blog`, `span.pagination`, `table.pagenav`), SEF URLs with the `.html` suffix
(`/wiadomosci/region/1843-<slug>.html`, `/wiadomosci.html?start=9`, `/component/search/?searchword=…`,
`/component/poll/…`, `/kontakt/redakcja/3-…`, Phoca Gallery `/galeria/category/12-…`, a JoomlaTags page
`/component/tag/notec.html`).

Every page is **ISO-8859-2** declared only in `<meta http-equiv>` (the header is plain `text/html`); Polish quotes and
dashes are numeric character references. Dates are printed in the 1.5 language pack's form with the month in the
nominative, "czwartek, 04 grudzień 2008 21:40"; no page carries a machine-readable date, JSON-LD or Open Graph.
The `<meta name="author">` is the Joomla account ("Administrator") where the printed credit differs. One story is
split by the pagebreak plugin over two URLs (`?start=1`, a "Spis treści" box, "Strona 1 z 2"); the budget story is
credited "Napisał Administrator" and signed at its foot by the reporter; the ice rescue is Word-pasted
(`MsoNormal` spans); the festival story's photo caption lives only in an `<img title>` (Joomla's caption.js)."""

from __future__ import annotations

import datetime as dt
import re
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "http://www.glosznadnoteci.test"
ARTS = ["kronika", "wywiad", "iskra", "festiwal", "lod", "budzet", "most"]  # newest first; most2 is page 2 of most
DNI = ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"]
MIES = [
    "styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec",
    "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień",
]  # fmt: skip
TOWNS = ("Czarnków", "Trzcianka", "Wieleń", "Krzyż Wielkopolski", "Lubasz")
SEARCH = "most"


def pl_date(local: str) -> str:
    """Joomla 1.5 pl-PL DATE_FORMAT_LC2: 'czwartek, 04 grudzień 2008 21:40' (month in the nominative)."""
    when = dt.datetime.strptime(local, "%Y-%m-%d %H:%M")
    return f"{DNI[when.weekday()]}, {when.day:02d} {MIES[when.month - 1]} {when.year} {when:%H:%M}"


class Notec(Base):
    origin = ORIGIN
    name = "Głos znad Noteci"
    prefix = "gzn"
    language = "pl"
    encoding = "iso8859-2"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "gzn",
            [
                "td.contentheading",
                "table.contentpaneopen td",
                "a.mainlevel",
                "div.moduletable h3",
                "td.createdate",
                "span.small",
                "table.pagenav th",
                ".bannergroup .banneritem",
                "#cookieInfo",
                "ul.mostread li",
                "td.left",
                "td.footer font",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Głos znad Noteci", "joomla15-frontpage-blog", list=ARTS[:5], more="wiadomosci"))
        add(
            page(
                "wiadomosci",
                "/wiadomosci.html",
                "section",
                "Wiadomości",
                "joomla15-section-blog",
                list=["kronika", "wywiad", "iskra", "festiwal"],
                more="wiadomosci2",
            )
        )
        add(
            page(
                "wiadomosci2",
                "/wiadomosci.html?start=9",
                "section",
                "Wiadomości",
                "joomla15-section-blog-start9",
                list=["lod", "budzet", "most"],
            )
        )
        add(
            page(
                "tag",
                "/component/tag/notec.html",
                "tag",
                "Artykuły z tagiem: Noteć",
                "joomlatags-tag-list",
                list=["festiwal", "lod", "most"],
            )
        )
        add(
            page(
                "author",
                "/kontakt/redakcja/3-marek-zielinski.html",
                "author",
                "Marek Zieliński",
                "com-contact-reporter-emailcloak",
                list=["most"],
            )
        )
        add(
            page(
                "search",
                "/component/search/?searchword=" + SEARCH + "&ordering=newest&searchphrase=all",
                "search",
                "Szukaj",
                "com-search-results",
                list=["most", "budzet"],
            )
        )
        add(
            page(
                "ogloszenia",
                "/ogloszenia.html",
                "classifieds",
                "Ogłoszenia drobne",
                "classified-ads-list",
                [
                    "## Sprzedam",
                    "Sprzedam mieszkanie 3-pokojowe, 62 m², II piętro, Czarnków, os. Parkowe. Tel. 601 234 517.",
                    "Sprzedam drewno kominkowe – dąb, buk, grab. Transport gratis na terenie gminy Wieleń. Tel. 67 256 11 40.",
                    "Sprzedam ciągnik C-360 po remoncie silnika, stan bardzo dobry. Lubasz. Tel. 502 118 930.",
                    "Sprzedam działkę budowlaną 1200 m² w Trzciance, ul. Leśna, media w drodze. Tel. 693 400 212.",
                    "## Kupię",
                    "Kupię starą motorynkę lub komara, może być do remontu. Tel. 512 009 871.",
                    "Kupię zboże paszowe, odbiór własny, płatne gotówką. Krzyż Wlkp. Tel. 67 256 30 08.",
                    "## Praca",
                    "Zatrudnię kierowcę kat. C+E w transporcie krajowym. Baza w Czarnkowie. Tel. 604 552 310.",
                    "Przyjmę do pracy w piekarni w Wieleniu, praca na zmiany. Tel. 67 256 44 12.",
                    "## Usługi",
                    "Korepetycje z matematyki i fizyki, przygotowanie do matury. Trzcianka i okolice. Tel. 783 211 490.",
                    "Usługi remontowo-budowlane: glazura, panele, malowanie. Solidnie i tanio. Tel. 600 917 003.",
                    "Ogłoszenia drobne przyjmujemy w redakcji oraz telefonicznie od poniedziałku do piątku w godz. 8–16. Ogłoszenie do 20 słów kosztuje 8 zł brutto.",
                ],
            )
        )
        add(
            page(
                "sonda",
                "/component/poll/3-czy-trzcianka-potrzebuje-obwodnicy.html",
                "poll",
                "Czy Trzcianka potrzebuje obwodnicy?",
                "com-poll-results",
                votes=[
                    ("Tak, i to jak najszybciej", 412),
                    ("Tak, ale nie za wszelką cenę", 133),
                    ("Nie, wystarczy remont ulic", 58),
                    ("Nie mam zdania", 21),
                ],
            )
        )
        add(
            page(
                "redakcja",
                "/redakcja.html",
                "about",
                "Redakcja",
                "imprint-static-article",
                [
                    "Głos znad Noteci – tygodnik Powiatu Czarnkowsko-Trzcianeckiego. Ukazuje się w każdy czwartek od 1994 roku.",
                    "- Wydawca: Wydawnictwo Nadnoteckie sp. z o.o., ul. Rybaki 14, 64-700 Czarnków",
                    "- Redaktor naczelny: Jerzy Walczak",
                    "- Zastępca redaktora naczelnego: Marek Zieliński",
                    "- Dziennikarze: Anna Kaczmarek, Tomasz Nowicki, Piotr Grabowski, Ewa Wiśniewska",
                    "- Skład i łamanie: Studio DTP Noteć",
                    "- Druk: Drukarnia Regionalna w Pile",
                    "Redakcja nie zwraca materiałów niezamówionych oraz zastrzega sobie prawo do skracania i redagowania nadesłanych tekstów. Za treść ogłoszeń i reklam redakcja nie odpowiada.",
                    "Telefon/faks: 67 255 20 40, e-mail: redakcja@glosznadnoteci.test",
                ],
            )
        )
        add(
            page(
                "galeria",
                "/galeria/category/12-festiwal-piosenki-nadnoteckiej-2010.html",
                "gallery",
                "Festiwal Piosenki Nadnoteckiej 2010",
                "phoca-gallery-category",
                photos=[
                    "Julia Marciniak z Krzyża",
                    "Marta i Kacper Wróbel",
                    "Oliwia Stachowiak",
                    "Jury festiwalu",
                    "Zuzanna Kwiatkowska",
                    "Nadnotecki Chór Młodzieżowy",
                    "Publiczność w amfiteatrze",
                    "Wręczenie nagród",
                ],
            )
        )
        most_p1 = [
            "Od 2 stycznia kierowcy nie przejadą mostem na Noteci w Wieleniu. Wielkopolski Zarząd Dróg Wojewódzkich zapowiada gruntowny remont przeprawy, który ma potrwać do końca przyszłego roku. Objazd poprowadzi przez Rosko i Drawsko.",
            "Umowę z wykonawcą podpisano w ubiegłym tygodniu w Poznaniu. Remont będzie kosztował ponad 11 mln zł, z czego większość pokryje samorząd województwa. – Stan mostu jest zły. Przy ostatnim przeglądzie stwierdzono korozję zbrojenia i ubytki w filarach. Gdybyśmy dalej zwlekali, trzeba by było ograniczyć tonaż do 10 ton – tłumaczy Henryk Maćkowiak z poznańskiego oddziału zarządu dróg.",
            "Wykonawca rozbierze starą płytę pomostu i wyleje nową, szerszą o półtora metra. Po obu stronach jezdni powstaną chodniki, a od strony Wielenia Północnego także ścieżka rowerowa. Wymienione zostaną też bariery i oświetlenie.",
            "Na czas remontu obok mostu stanie tymczasowa kładka dla pieszych i rowerzystów. Z przeprawy promowej, o którą apelowali radni, nic nie wyjdzie – zdaniem drogowców byłaby zbyt droga i niebezpieczna przy wysokim stanie wody.",
            "Burmistrz Wielenia nie kryje, że dla miasta to trudny rok. – Most łączy dwie części gminy. Codziennie przejeżdża nim kilka tysięcy samochodów, w tym autobusy szkolne i ciężarówki do zakładów w strefie przemysłowej. Rozumiemy, że remont jest konieczny, ale prosiliśmy, żeby prace podzielić na etapy i zostawić choć jeden pas ruchu – mówi Zbigniew Olejniczak.",
            "Na to jednak, jak usłyszeliśmy w zarządzie dróg, nie pozwala konstrukcja mostu.",
        ]
        most_p2 = [
            "Objazd dla samochodów osobowych i autobusów wyznaczono przez Rosko, gdzie kierowcy przejadą przez Noteć mostem w ciągu drogi do Drawska. Dla mieszkańców Wielenia Północnego oznacza to nadłożenie około 14 kilometrów w jedną stronę.",
            "Ciężarówki powyżej 15 ton będą musiały jechać jeszcze dalej, przez Krzyż Wielkopolski. Przedsiębiorcy ze strefy przemysłowej już liczą straty. – Każdy kurs to dodatkowe pół godziny i kilkadziesiąt złotych za paliwo. Przy kilkunastu kursach dziennie robi się z tego poważna suma – mówi właściciel tartaku przy ul. Kolejowej.",
            "Zmiany czekają też uczniów. Gmina zapowiada, że autobusy szkolne z Wielenia Północnego będą odjeżdżać 20 minut wcześniej niż dotychczas. Dyrekcja gimnazjum rozważa przesunięcie pierwszej lekcji.",
            "Starostwo Powiatowe w Czarnkowie zapowiada rozmowy z przewoźnikami, by na czas remontu uruchomić dodatkowe kursy do Krzyża i Czarnkowa. Z kolei Ochotnicza Straż Pożarna w Wieleniu przeniesie jeden wóz bojowy na drugą stronę rzeki, by nie tracić czasu na objazd w razie akcji.",
            "Mieszkańcy, z którymi rozmawialiśmy, przyjmują zapowiedź remontu ze spokojem. – Lepiej rok pojeździć naokoło, niż czekać, aż most się zawali – mówi pani Halina, którą spotkaliśmy na przystanku przy rynku.",
            "O postępie prac będziemy informować na bieżąco.",
        ]
        most_path = "/wiadomosci/region/1843-most-w-wieleniu-do-remontu-objazd-potrwa-rok.html"
        most_title = "Most w Wieleniu do remontu. Objazd potrwa rok"
        add(
            story(
                "most",
                most_path,
                most_title,
                "2008-12-04",
                None,
                pl_date("2008-12-04 21:40"),
                ["Marek Zieliński"],
                most_p1,
                "joomla15-pagebreak-page1-of-2",
                section="Region",
                credit="Marek Zieliński",
                modified=pl_date("2008-12-05 08:12"),
                meta_author="Marek Zieliński",
                pagebreak=1,
                tags=True,
                font=True,
            )
        )
        add(
            story(
                "most2",
                most_path + "?start=1",
                most_title,
                "2008-12-04",
                None,
                pl_date("2008-12-04 21:40"),
                ["Marek Zieliński"],
                most_p2,
                "joomla15-pagebreak-page2-of-2",
                section="Region",
                credit="Marek Zieliński",
                modified=pl_date("2008-12-05 08:12"),
                meta_author="Marek Zieliński",
                pagebreak=2,
                tags=True,
                font=True,
            )
        )
        add(
            story(
                "budzet",
                "/wiadomosci/samorzad/2212-rada-miejska-przyjela-budzet-czarnkowa-na-2010-rok.html",
                "Rada Miejska przyjęła budżet Czarnkowa na 2010 rok",
                "2009-12-29",
                None,
                pl_date("2009-12-29 18:30"),
                ["Anna Kaczmarek"],
                [
                    "Podczas ostatniej w tym roku sesji radni Czarnkowa przyjęli budżet miasta na 2010 rok. Za uchwałą głosowało 12 radnych, trzech wstrzymało się od głosu. Nikt nie był przeciw.",
                    "Budżet zakłada dochody w wysokości 41,6 mln zł i wydatki na poziomie 45,9 mln zł. Deficyt zostanie pokryty z kredytu i wolnych środków z lat ubiegłych. Na inwestycje miasto przeznaczy blisko 9 mln zł, czyli o jedną trzecią więcej niż w tym roku.",
                    "Najdroższym zadaniem będzie przebudowa ulic na osiedlu Parkowym, na którą zaplanowano 3,2 mln zł. Miasto chce też dokończyć kanalizację w rejonie ulicy Rybaki i wyremontować salę gimnastyczną w Szkole Podstawowej nr 2.",
                    "Najważniejsze pozycje budżetu na 2010 rok:",
                    "T: Pozycja | Kwota",
                    "T: Dochody ogółem | 41,6 mln zł",
                    "T: Wydatki ogółem | 45,9 mln zł",
                    "T: w tym wydatki inwestycyjne | 8,9 mln zł",
                    "T: Deficyt | 4,3 mln zł",
                    "Skarbnik miasta Jolanta Przybylska podkreślała, że budżet jest ostrożny, bo wciąż nie wiadomo, ile pieniędzy wpłynie z udziału w podatku dochodowym. – Kryzys odczuwamy po stronie dochodów. Dlatego część inwestycji uzależniamy od tego, czy dostaniemy dofinansowanie z Unii Europejskiej – mówiła.",
                    "Opozycja krytykowała wzrost zadłużenia. Radny Leszek Woźniak wyliczał, że pod koniec przyszłego roku dług miasta przekroczy 14 mln zł. – To nie jest jeszcze poziom alarmowy, ale trzeba pamiętać, że te kredyty będą spłacać nasi następcy – przestrzegał.",
                    "Burmistrz zapewniał, że zadłużenie jest bezpieczne i mieści się w ustawowych limitach. Przypomniał też, że w ubiegłym roku miasto pozyskało ponad 6 mln zł z funduszy unijnych na rewitalizację rynku.",
                    "Radni przyjęli też uchwałę o stawkach podatku od nieruchomości, które w przyszłym roku nie wzrosną. Utrzymano również dotychczasowe opłaty za wodę i ścieki.",
                ],
                "joomla15-credited-administrator-signed-at-foot",
                section="Samorząd",
                credit="Administrator",
                meta_author="Administrator",
                signoff="Anna Kaczmarek",
            )
        )
        add(
            story(
                "lod",
                "/wiadomosci/kronika/1977-lod-na-noteci-strazacy-ratowali-wedkarza.html",
                "Lód na Noteci. Strażacy ratowali wędkarza",
                "2010-01-11",
                None,
                pl_date("2010-01-11 14:05"),
                ["Tomasz Nowicki"],
                [
                    "W niedzielę przed południem pod 54-letnim wędkarzem z Czarnkowa załamał się lód na Noteci w okolicach mostu kolejowego. Mężczyzna wpadł do wody po pas. Na szczęście zdążył chwycić się krawędzi lodu i wezwać pomoc.",
                    "Na miejsce przyjechały dwa zastępy strażaków z Jednostki Ratowniczo-Gaśniczej w Czarnkowie oraz druhowie z OSP Śmieszkowo. Ratownicy w skafandrach wypornościowych podeszli do wędkarza po lodzie, asekurowani liną, i wyciągnęli go na brzeg. Akcja trwała około 20 minut.",
                    "Mężczyzna był przytomny, ale mocno wychłodzony. Karetka pogotowia zabrała go do szpitala w Czarnkowie. Jak dowiedzieliśmy się w poniedziałek, jego życiu nic nie zagraża.",
                    "– Lód na rzece jest w tym roku bardzo zdradliwy. Przy brzegu wydaje się gruby, ale tam, gdzie jest nurt, ma ledwie kilka centymetrów. Wędkarze często o tym zapominają – mówi mł. bryg. Robert Stachowiak z Komendy Powiatowej Państwowej Straży Pożarnej w Czarnkowie.",
                    "Strażacy przypominają, że bezpieczny lód powinien mieć co najmniej 10 centymetrów grubości, a na rzekach z silnym nurtem nie należy na niego wchodzić wcale. Kto zobaczy osobę, pod którą załamał się lód, powinien natychmiast dzwonić pod numer 112 i nie podchodzić do przerębli bez asekuracji.",
                    "To już druga taka akcja w powiecie tej zimy. Przed tygodniem strażacy z Trzcianki wyciągali z jeziora Sarcze psa, który wbiegł na cienki lód.",
                ],
                "joomla15-word-pasted-msonormal",
                section="Kronika",
                credit="Tomasz Nowicki",
                meta_author="Administrator",
                word=True,
                tags=True,
            )
        )
        add(
            story(
                "iskra",
                "/wiadomosci/sport/2497-iskra-krzyz-ograla-sokola-lubasz-3-1.html",
                "Iskra Krzyż ograła Sokoła Lubasz 3:1",
                "2010-09-18",
                None,
                pl_date("2010-09-18 19:30"),
                [],
                [
                    "Piłkarze Iskry Krzyż odnieśli trzecie zwycięstwo z rzędu w klasie okręgowej. W sobotnim meczu na własnym boisku pokonali Sokoła Lubasz 3:1, choć do przerwy przegrywali 0:1.",
                    "Goście objęli prowadzenie w 27. minucie. Po rzucie rożnym najwyżej w polu karnym wyskoczył Damian Frąckowiak i głową umieścił piłkę w siatce. Gospodarze mieli przewagę, ale w pierwszej połowie brakowało im skuteczności.",
                    "Po zmianie stron trener Iskry wprowadził na boisko Kamila Jankowskiego i to był strzał w dziesiątkę. W 58. minucie Jankowski wyrównał strzałem z 16 metrów, a dziesięć minut później wyłożył piłkę Pawłowi Sobczakowi, który dał Iskrze prowadzenie. Wynik ustalił w 85. minucie Marcin Lewandowski, wykorzystując rzut karny.",
                    "– W przerwie powiedziałem chłopakom, że grają za wolno. Po zmianie stron wreszcie zaczęliśmy szybciej podawać i rywal się pogubił – mówił po meczu trener Iskry Grzegorz Szulc.",
                    "Iskra Krzyż – Sokół Lubasz 3:1 (0:1)",
                    "Bramki: Jankowski 58, Sobczak 68, Lewandowski 85 (karny) – Frąckowiak 27.",
                    "Iskra: Kubiak – Mazur, Wojciechowski, Nowak, Krawczyk – Sobczak, Lewandowski, Pietrzak (46. Jankowski), Michalak – Zając, Górski (75. Dudek).",
                    "W następnej kolejce Iskra zagra na wyjeździe z liderem tabeli.",
                    "SIGN: (red)",
                ],
                "joomla15-desk-credit-redakcja",
                section="Sport",
                credit="Redakcja",
                meta_author="Administrator",
            )
        )
        add(
            story(
                "wywiad",
                "/wiadomosci/region/2689-obwodnica-trzcianki-to-nasz-priorytet.html",
                "Obwodnica Trzcianki to nasz priorytet",
                "2011-03-16",
                None,
                pl_date("2011-03-16 10:20"),
                ["Piotr Grabowski"],
                [
                    "Rozmowa z Krzysztofem Lisem, burmistrzem Trzcianki, o obwodnicy, nowym basenie i planach na ten rok.",
                    "Q: Od lat mówi się o obwodnicy Trzcianki. Kiedy kierowcy wreszcie nią pojadą? || Nie chcę podawać daty, bo w tej sprawie padło już zbyt wiele obietnic. Mogę powiedzieć, na jakim jesteśmy etapie: mamy decyzję środowiskową i gotowy projekt, a droga jest wpisana do planu inwestycji województwa. Jeżeli przetarg uda się ogłosić jesienią, budowa mogłaby ruszyć w przyszłym roku.",
                    "Q: Mieszkańcy ulicy Sikorskiego mają dość ciężarówek pod oknami. || Doskonale ich rozumiem. Przez centrum miasta przejeżdża dziennie ponad tysiąc samochodów ciężarowych. Do czasu budowy obwodnicy możemy tylko łagodzić skutki – w tym roku wymienimy nawierzchnię na najbardziej zniszczonym odcinku i zamontujemy tablice pokazujące prędkość.",
                    "Q: Co z basenem? Na placu budowy od miesięcy niewiele się dzieje. || To nieprawda, że nic się nie dzieje. Wykonawca miał kłopoty finansowe i zszedł z budowy, więc musieliśmy rozwiązać umowę i ogłosić nowy przetarg. Nowa firma weszła na plac w lutym. Basen zostanie otwarty najpóźniej na początku przyszłego roku.",
                    "Q: Czy gminę stać na utrzymanie takiego obiektu? || Policzyliśmy to dokładnie. Basen będzie kosztował budżet około miliona złotych rocznie. To dużo, ale dla porównania: dziś dowozimy dzieci na naukę pływania do Piły, a to też kosztuje. Poza tym z basenu skorzystają mieszkańcy całego powiatu.",
                    "Q: Jakie inne inwestycje czekają Trzciankę w tym roku? || Przede wszystkim kanalizacja w Siedlisku i Białej, przebudowa ulicy Żeromskiego i termomodernizacja dwóch szkół. Na wszystkie te zadania mamy już zapewnione dofinansowanie.",
                    "Q: Za trzy lata wybory. Wystartuje pan ponownie? || Na to pytanie odpowiem za dwa lata. Teraz jest czas na pracę, nie na kampanię.",
                    "SIGN: Rozmawiał Piotr Grabowski",
                ],
                "joomla15-interview-bold-questions",
                section="Region",
                credit="Piotr Grabowski",
                meta_author="Piotr Grabowski",
                font=True,
            )
        )
        add(
            story(
                "festiwal",
                "/wiadomosci/kultura/2431-festiwal-piosenki-nadnoteckiej-wygrala-julia-z-krzyza.html",
                "Festiwal Piosenki Nadnoteckiej: wygrała Julia z Krzyża",
                "2010-06-27",
                None,
                pl_date("2010-06-27 22:10"),
                ["Ewa Wiśniewska"],
                [
                    "Szesnastoletnia Julia Marciniak z Krzyża Wielkopolskiego zwyciężyła w XII Festiwalu Piosenki Nadnoteckiej. Jury doceniło jej wykonanie ballady „Nad rzeką, nad Notecią”, z którą pokonała 24 uczestników z całego powiatu.",
                    "Festiwal odbył się w sobotę i niedzielę w amfiteatrze nad jeziorem w Trzciance. Mimo upału na widowni zasiadło kilkaset osób. W pierwszym dniu wystąpili najmłodsi, w drugim – młodzież i dorośli.",
                    "– Poziom był w tym roku wyjątkowo wyrównany. Długo dyskutowaliśmy, zanim wybraliśmy zwycięzców – przyznała przewodnicząca jury, wokalistka i nauczycielka śpiewu Barbara Szymańska.",
                    "Drugie miejsce zajął duet Marta i Kacper Wróbel z Wielenia, trzecie – Oliwia Stachowiak z Czarnkowa. W kategorii dziecięcej najlepsza okazała się ośmioletnia Zuzanna Kwiatkowska z Lubasza. Nagrodę publiczności, przyznawaną w głosowaniu SMS, otrzymał Nadnotecki Chór Młodzieżowy.",
                    "Zwyciężczyni wystąpi we wrześniu podczas Dni Powiatu w Czarnkowie i nagra dwie piosenki w profesjonalnym studiu.",
                    "Zdjęcia z festiwalu można obejrzeć w naszej [[galeria|galerii]].",
                ],
                "joomla15-caption-in-img-title-only",
                section="Kultura",
                credit="Ewa Wiśniewska",
                meta_author="Ewa Wiśniewska",
                caption="Julia Marciniak podczas występu w amfiteatrze w Trzciance",
                tags=True,
            )
        )
        add(
            story(
                "kronika",
                "/wiadomosci/kronika/2801-kronika-policyjna-skradziony-ciagnik-pijany-rowerzysta.html",
                "Kronika policyjna: skradziony ciągnik, pijany rowerzysta",
                "2011-07-08",
                None,
                pl_date("2011-07-08 12:00"),
                [],
                [
                    "Przedstawiamy wybrane zdarzenia z ostatniego tygodnia na podstawie informacji Komendy Powiatowej Policji w Czarnkowie.",
                    "Czarnków. W nocy z poniedziałku na wtorek z terenu gospodarstwa przy ul. Kościuszki skradziono ciągnik rolniczy marki Ursus. Wartość strat oszacowano na 35 tys. zł. Policja prosi o kontakt osoby, które mogły widzieć pojazd.",
                    "Trzcianka. We wtorek po południu policjanci zatrzymali 41-letniego rowerzystę, który jechał ulicą Sikorskiego, mając blisko 2 promile alkoholu w organizmie. Mężczyzna odpowie przed sądem.",
                    "Wieleń. W środę na skrzyżowaniu ulic Kolejowej i Poznańskiej zderzyły się dwa samochody osobowe. Jedna osoba trafiła do szpitala z ogólnymi obrażeniami ciała. Sprawca kolizji został ukarany mandatem.",
                    "Krzyż Wielkopolski. Nieznani sprawcy włamali się do kiosku przy dworcu PKP i ukradli papierosy oraz karty telefoniczne. Straty wynoszą około 4 tys. zł.",
                    "Lubasz. W czwartek strażacy gasili pożar nieużytków w pobliżu lasu. Spłonęło około dwóch hektarów traw. Policja wyjaśnia, czy ogień nie został podłożony.",
                    "Policjanci przypominają, że informacje o przestępstwach można przekazywać anonimowo pod numerem telefonu 997.",
                ],
                "joomla15-police-log-bold-town-leads",
                section="Kronika",
                credit="Redakcja",
                meta_author="Administrator",
                source="Źródło: KPP Czarnków",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def p_markup(self, doc: Doc) -> tuple[str, str]:
        if doc.extra.get("word"):
            return (
                '<p class="MsoNormal" style="margin: 0cm 0cm 0pt; text-align: justify;"><span style="font-size: 10pt; font-family: Verdana;">',
                "<o:p></o:p></span></p>",
            )
        if doc.extra.get("font"):
            return '<p style="text-align: justify;"><font face="Tahoma" size="2">', "</font></p>"
        return "<p>", "</p>"

    def body_html(self, doc: Doc) -> str:
        p_tag, p_end = self.p_markup(doc)

        def qa(q: str, a: str) -> str:
            return f"{p_tag}<strong>{q}</strong>{p_end}\n{p_tag}{a}{p_end}"

        def table(rows: list[list[str]], cls: str) -> str:
            trs = "".join(
                '<tr>\n<td width="260" valign="top" style="border: 1px solid windowtext; padding: 0cm 5.4pt;"><p class="MsoNormal">'
                + (f"<b>{esc(r[0])}</b>" if i == 0 else esc(r[0]))
                + '</p></td>\n<td width="140" valign="top" style="border: 1px solid windowtext; padding: 0cm 5.4pt;"><p class="MsoNormal" align="right">'
                + (f"<b>{esc(r[1])}</b>" if i == 0 else esc(r[1]))
                + "</p></td>\n</tr>\n"
                for i, r in enumerate(rows)
            )
            return f'<table class="MsoTableGrid" border="1" cellspacing="0" cellpadding="0" style="border-collapse: collapse; border: medium none;">\n<tbody>\n{trs}</tbody>\n</table>'

        html = self.blocks(doc, p_tag=p_tag, p_end=p_end, qa=qa, table=table)
        if doc.key == "kronika":
            towns = "|".join(re.escape(t) for t in TOWNS)
            html = re.sub(rf"<p>({towns})\. ", r"<p><strong>\1.</strong> ", html)
        if doc.extra.get("caption"):
            img = f'<img class="caption" src="/images/stories/festiwal2010/julia.jpg" border="0" alt="Festiwal" title="{esc(doc.extra["caption"])}" width="300" height="225" align="left" />'
            html = html.replace(p_tag, p_tag + img, 1)
        return html

    def credit_rows(self, doc: Doc) -> str:
        return f"""<tr>
	<td width="70%"  valign="top" colspan="2">
		<span class="small">
			Napisał {esc(doc.extra["credit"])}		</span>
		&nbsp;&nbsp;
	</td>
</tr>
<tr>
	<td valign="top" colspan="2" class="createdate">
		{doc.stamp}	</td>
</tr>"""

    def pagebreak_box(self, doc: Doc) -> tuple[str, str]:
        n = doc.extra["pagebreak"]
        toc = f"""<table cellpadding="0" cellspacing="0" class="contenttoc" align="right">
<tr>
	<th>Spis treści</th>
</tr>
<tr>
	<td>
	{self.ak("most", self.docs["most"].title, "pagination", cls="toclink")}
	</td>
</tr>
<tr>
	<td>
	{self.ak("most2", "Co dalej z objazdem?", "pagination", cls="toclink")}
	</td>
</tr>
<tr>
	<td>
	<a href="{esc(self.docs["most"].path)}?showall=1" class="toclink">Wszystkie strony</a>
	</td>
</tr>
</table>"""
        if n == 1:
            nav = f'<div class="pagenavcounter">Strona 1 z 2</div>\n<div class="pagenavbar"><div>&lt;&lt; Poprzedni - {self.a("most2", "Następny &gt;&gt;", "pagination", inner="Następny &gt;&gt;")}</div></div>'
        else:
            nav = f'<div class="pagenavcounter">Strona 2 z 2</div>\n<div class="pagenavbar"><div>{self.a("most", "&lt;&lt; Poprzedni", "pagination", inner="&lt;&lt; Poprzedni")} - Następny &gt;&gt;</div></div>'
        return toc, nav

    def story_main(self, doc: Doc) -> str:
        base = self.url(doc.key)
        print_href = f"{doc.path.split('?')[0]}?tmpl=component&amp;print=1&amp;layout=default&amp;page="
        buttons = f"""<td align="right" width="100%" class="buttonheading">
<a href="{esc(doc.path.split("?")[0].replace(".html", ".pdf"))}" title="PDF" onclick="window.open(this.href,'win2','status=no,toolbar=no,scrollbars=yes,titlebar=no,menubar=no,resizable=yes,width=640,height=480,directories=no,location=no'); return false;" rel="nofollow"><img src="/images/M_images/pdf_button.png" alt="PDF"  /></a></td>
<td align="right" width="100%" class="buttonheading">
<a href="{print_href}" title="Drukuj" onclick="window.open(this.href,'win2','status=no,toolbar=no,scrollbars=yes,titlebar=no,menubar=no,resizable=yes,width=640,height=480,directories=no,location=no'); return false;" rel="nofollow"><img src="/images/M_images/printButton.png" alt="Drukuj"  /></a></td>
<td align="right" width="100%" class="buttonheading">
<a href="/component/mailto/?tmpl=component&amp;link={quote(base.encode().hex()[:48])}" title="E-mail" onclick="window.open(this.href,'win2','width=400,height=350,menubar=yes,resizable=yes'); return false;"><img src="/images/M_images/emailButton.png" alt="E-mail"  /></a></td>"""
        toc, nav = self.pagebreak_box(doc) if doc.extra.get("pagebreak") else ("", "")
        body = self.body_html(doc)
        tail = ""
        if doc.extra.get("signoff"):
            tail += f'\n<p align="right"><strong>{esc(doc.extra["signoff"])}</strong></p>'
        if doc.extra.get("source"):
            tail += f'\n<p><em><font size="1">{esc(doc.extra["source"])}</font></em></p>'
        if doc.key == "festiwal":
            tail += f"\n<p>{self.a('galeria', '&raquo; Zobacz galerię zdjęć z festiwalu', 'content', inner='&raquo; Zobacz galerię zdjęć z festiwalu')}</p>"
        modified = (
            f"""<tr>
	<td colspan="2" class="modifydate">
		Ostatnio zmieniany ( {doc.extra["modified"]} )
	</td>
</tr>"""
            if doc.extra.get("modified")
            else ""
        )
        tags = ""
        if doc.extra.get("tags"):
            own = {"most": "wieleń", "most2": "wieleń", "lod": "straż pożarna", "festiwal": "festiwal"}[doc.key]
            tags = f'<div class="tag">Tagi: {self.ak("tag", "Noteć", "tag", rel="tag")} <a href="/component/tag/{quote(own.replace(" ", "-").encode("iso8859-2"))}.html" rel="tag">{esc(own)}</a></div>'
        order = [k for k in ARTS if k in self.docs]
        me = "most" if doc.key == "most2" else doc.key
        i = order.index(me)
        prev_k = order[i - 1] if i > 0 else None
        next_k = order[i + 1] if i + 1 < len(order) else None
        pagenav = '<table align="center" class="pagenav">\n<tr>\n'
        if prev_k:
            pagenav += f'\t<th class="pagenav_prev">\n\t\t{self.a(prev_k, "&lt; Poprzedni", "related", inner="&lt; Poprzedni")}\n\t</th>\n'
        pagenav += '\t<td width="50">\n\t\t&nbsp;\n\t</td>\n'
        if next_k:
            pagenav += f'\t<th class="pagenav_next">\n\t\t{self.a(next_k, "Następny &gt;", "related", inner="Następny &gt;")}\n\t</th>\n'
        pagenav += "</tr>\n</table>"
        comments = ""
        if doc.key in ("most", "most2", "wywiad", "budzet"):
            day = dt.date.fromisoformat(doc.date or "2008-12-04")
            said = {
                "wywiad": (
                    "Obiecanki cacanki. Tyle lat słyszymy to samo.",
                    "Najważniejsze, żeby coś ruszyło, bo na Sikorskiego nie da się żyć.",
                ),
                "budzet": (
                    "A osiedle Parkowe znowu na końcu kolejki?",
                    "Dobrze, że podatki nie rosną. Przynajmniej tyle.",
                ),
            }.get(
                doc.key,
                (
                    "Rok objazdu przez Rosko, to będzie koszmar dla dojeżdżających.",
                    "Lepiej późno niż wcale. Ten most był w fatalnym stanie.",
                ),
            )
            comments = f"""<div id="jc"><div id="comments"><h4>Komentarze</h4>
<div class="comment-box"><span class="comment-author">mieszkaniec</span> <span class="comment-date">{day + dt.timedelta(days=1)} 21:04</span><div class="comment-body">{esc(said[0])}</div></div>
<div class="comment-box"><span class="comment-author">Gość</span> <span class="comment-date">{day + dt.timedelta(days=2)} 08:15</span><div class="comment-body">{esc(said[1])}</div></div>
</div><div id="comments-form-link"><a href="#addcomments">Dodaj komentarz</a></div><p class="jcomments-copyright">JComments</p></div>"""
        return f"""<table class="contentpaneopen">
<tr>
<td class="contentheading" width="100%">
{esc(doc.title)}</td>
{buttons}
</tr>
</table>

<table class="contentpaneopen">
{self.credit_rows(doc)}

<tr>
<td valign="top" colspan="2">
{toc}
{body}{tail}
{nav}
{tags}
</td>
</tr>

{modified}
</table>
<span class="article_separator">&nbsp;</span>
{pagenav}
{comments}"""

    def blog_item(self, k: str) -> str:
        d = self.docs[k]
        intro = next(b[1] for b in d.blocks if b[0] == "p")
        return f"""<table class="contentpaneopen">
<tr>
<td class="contentheading" width="100%">
{self.ak(k, d.title, "content", cls="contentpagetitle")}
</td>
</tr>
</table>
<table class="contentpaneopen">
{self.credit_rows(d)}
<tr>
<td valign="top" colspan="2">
<p>{esc(plain(intro))}</p>
</td>
</tr>
<tr>
<td  colspan="2">
{self.ak(k, "Więcej...", "content", cls="readon")}
</td>
</tr>
</table>
<span class="article_separator">&nbsp;</span>"""

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        if doc.kind in ("home", "section"):
            lead, rest = keys[0], keys[1:]
            half = (len(rest) + 1) // 2
            col1 = "\n".join(self.blog_item(k) for k in rest[:half])
            col2 = "\n".join(self.blog_item(k) for k in rest[half:])
            more = ""
            if doc.key == "home":
                more = f'<div class="blog_more"><div><strong>Więcej artykułów...</strong></div><ul><li>{self.ak("budzet", self.docs["budzet"].title, "content", cls="blogsection")}</li><li>{self.ak("most", self.docs["most"].title, "content", cls="blogsection")}</li><li><a class="blogsection" href="/wiadomosci/region/1790-nowy-plac-zabaw-w-drawsku.html">Nowy plac zabaw w Drawsku</a></li></ul></div>'
            elif doc.key == "wiadomosci":
                more = '<div class="blog_more"><div><strong>Więcej artykułów...</strong></div><ul><li><a class="blogsection" href="/wiadomosci/region/2655-dni-otwarte-w-zespole-szkol-w-trzciance.html">Dni otwarte w Zespole Szkół w Trzciance</a></li><li><a class="blogsection" href="/wiadomosci/kronika/2601-pozar-stodoly-w-goraju.html">Pożar stodoły w Goraju</a></li></ul></div>'
            pager = ""
            if doc.key == "wiadomosci":
                pager = f'<span class="pagination"><span>&laquo;</span><span>Początek</span><span>Poprzedni</span><strong><span>1</span></strong>{self.ak("wiadomosci2", "2", "pagination", title="2")}<a href="/wiadomosci.html?start=18" title="3">3</a>{self.ak("wiadomosci2", "Następny", "pagination", title="Następny")}<a href="/wiadomosci.html?start=18" title="Koniec">Koniec</a><span>&raquo;</span></span><br /><br /></td></tr><tr><td valign="top" align="center">Strona 1 z 3'
            elif doc.key == "wiadomosci2":
                pager = f'<span class="pagination"><span>&laquo;</span>{self.ak("wiadomosci", "Początek", "pagination", title="Początek")}{self.ak("wiadomosci", "Poprzedni", "pagination", title="Poprzedni")}{self.ak("wiadomosci", "1", "pagination", title="1")}<strong><span>2</span></strong><a href="/wiadomosci.html?start=18" title="3">3</a><a href="/wiadomosci.html?start=18" title="Następny">Następny</a><a href="/wiadomosci.html?start=18" title="Koniec">Koniec</a><span>&raquo;</span></span><br /><br /></td></tr><tr><td valign="top" align="center">Strona 2 z 3'
            heading = (
                '<div class="componentheading">Aktualności</div>'
                if doc.key == "home"
                else f'<div class="componentheading">{esc(doc.title)}</div>'
            )
            home_title = (
                '<h1 class="sitename"><font face="Georgia" color="#1F3F6F">Głos znad Noteci</font></h1>'
                if doc.key == "home"
                else ""
            )
            return f"""{home_title}{heading}
<table class="blog" cellpadding="0" cellspacing="0">
<tr>
	<td valign="top">
					<div>
		{self.blog_item(lead)}
			</div>
		</td>
</tr>
<tr>
	<td valign="top">
		<table width="100%"  cellpadding="0" cellspacing="0">
		<tr>
			<td align="left" width="50%" valign="top" class="article_column column1">
			{col1}
			</td>
			<td align="left" width="50%" valign="top" class="article_column column2">
			{col2}
			</td>
		</tr>
		</table>
	</td>
</tr>
<tr>
	<td valign="top">
		{more}
	</td>
</tr>
<tr>
	<td valign="top" align="center">
		{pager}
	</td>
</tr>
</table>"""
        if doc.kind == "tag":
            rows = "\n".join(
                f'<div class="tag-item"><h2 class="contentheading">{self.a(k, self.docs[k].title, "content")}</h2><span class="createdate">{self.docs[k].stamp}</span><p>{esc(self.lede(self.docs[k]))}</p></div>'
                for k in keys
            )
            return f'<div class="componentheading">{esc(doc.title)}</div>\n<div class="tag-list">\n{rows}\n</div>\n<div class="tagcloud"><a href="/component/tag/wielen.html" style="font-size:14px">Wieleń</a> <a href="/component/tag/trzcianka.html" style="font-size:18px">Trzcianka</a> {self.ak("tag", "Noteć", "tag", style="font-size:20px")} <a href="/component/tag/czarnkow.html" style="font-size:16px">Czarnków</a> <a href="/component/tag/sport.html" style="font-size:12px">sport</a></div>'
        if doc.kind == "author":
            arts = "".join(
                f'<li>{self.a(k, self.docs[k].title, "content")} <span class="small">({self.docs[k].stamp.split(" ", 1)[1][:-6]})</span></li>'
                for k in keys
            )
            return f"""<div class="componentheading">Kontakt</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" class="contentpane">
<tr><td width="100%" class="contentheading">{esc(doc.title)}</td></tr>
<tr><td><table border="0" width="100%"><tr><td></td><td rowspan="2" align="right" valign="top"><img src="/images/stories/redakcja/zielinski.jpg" align="middle" alt="Kontakt" /></td></tr>
<tr><td>Zastępca redaktora naczelnego, dział Region</td></tr></table></td></tr>
<tr><td><table cellpadding="0" cellspacing="0" border="0" width="100%">
<tr><td rowspan="2" width="40" valign="top"><img src="/images/M_images/emailButton.png" alt="E-mail: " /></td><td>
<script language='JavaScript' type='text/javascript'>
 <!--
 var prefix = 'ma' + 'il' + 'to';
 var path = 'hr' + 'ef' + '=';
 var addy16432 = 'm.zielinski' + '@';
 addy16432 = addy16432 + 'glosznadnoteci' + '.' + 'test';
 document.write( '<a ' + path + '\\'' + prefix + ':' + addy16432 + '\\'>' );
 document.write( addy16432 );
 document.write( '<\\/a>' );
 //-->\n </script><script language='JavaScript' type='text/javascript'>
 <!--
 document.write( '<span style=\\'display: none;\\'>' );
 //-->
 </script>Ten adres e-mail jest chroniony przed robotami spamującymi. W przeglądarce musi być włączona obsługa JavaScript, żeby go zobaczyć.
 <script language='JavaScript' type='text/javascript'>
 <!--
 document.write( '</' );
 document.write( 'span>' );
 //-->
 </script></td></tr>
<tr><td>67 255 20 42</td></tr></table></td></tr>
<tr><td><div class="moduletable"><h3>Ostatnie artykuły autora</h3><ul class="latestnews">{arts}<li><a href="/wiadomosci/region/1812-przetarg-na-kanalizacje-w-gulczu-rozstrzygniety.html">Przetarg na kanalizację w Gulczu rozstrzygnięty</a></li></ul></div></td></tr>
<tr><td><form action="/kontakt/redakcja/3-marek-zielinski.html" method="post" name="emailForm" id="emailForm" class="form-validate"><div class="contact_email"><label for="contact_name">Wpisz swoje imię i nazwisko:</label><br /><input type="text" name="name" id="contact_name" size="30" class="inputbox" value="" /><br /><label id="contact_emailmsg" for="contact_email">Adres e-mail:</label><br /><input type="text" id="contact_email" name="email" size="30" value="" class="inputbox required validate-email" maxlength="100" /><br /><label for="contact_subject">Temat wiadomości:</label><br /><input type="text" name="subject" id="contact_subject" size="30" class="inputbox" value="" /><br /><label id="contact_textmsg" for="contact_text">Wpisz swoją wiadomość:</label><br /><textarea cols="50" rows="10" name="text" id="contact_text" class="inputbox required"></textarea><br /><input type="checkbox" name="email_copy" id="contact_email_copy" value="1"  /><label for="contact_email_copy">Wyślij kopię tej wiadomości na swój adres e-mail</label><br /><button class="button validate" type="submit">Wyślij</button></div><input type="hidden" name="option" value="com_contact" /><input type="hidden" name="view" value="contact" /><input type="hidden" name="id" value="3" /><input type="hidden" name="task" value="submit" /></form></td></tr>
</table>"""
        # search
        rows = "\n".join(
            f'<fieldset><div><span class="small">{i + 1}. </span>{self.a(k, self.docs[k].title, "content")}<br /><span class="small">(Wiadomości/{esc(self.docs[k].section)})</span></div><div>{esc(self.lede(self.docs[k]))}</div><div class="small">{self.docs[k].stamp.split(" ", 1)[1][:-6]}</div></fieldset>'
            for i, k in enumerate(keys)
        )
        return f"""<div class="componentheading">{esc(doc.title)}</div>
<form id="searchForm" action="/component/search/" method="post" name="searchForm">
<table class="contentpaneopen"><tr><td nowrap="nowrap"><label for="search_searchword">Szukana fraza:</label></td><td nowrap="nowrap"><input type="text" name="searchword" id="search_searchword" size="30" maxlength="20" value="{SEARCH}" class="inputbox" /></td><td width="100%" nowrap="nowrap"><button name="Search" onclick="this.form.submit()" class="button">Szukaj</button></td></tr>
<tr><td colspan="3"><br />Wyszukiwanie frazy <b>{SEARCH}</b> zakończyło się.  Znaleziono: <b>{len(keys) + 1}</b> pozycje.</td></tr></table>
<table class="searchintro"><tr><td colspan="3">Szukaj: <input type="radio" name="searchphrase" value="any" /> Któregokolwiek słowa <input type="radio" name="searchphrase" value="all" checked="checked" /> Wszystkich słów <input type="radio" name="searchphrase" value="exact" /> Dokładnie tej frazy</td></tr></table>
</form>
<table class="contentpaneopen"><tr><td>
{rows}
<fieldset><div><span class="small">{len(keys) + 1}. </span><a href="/wiadomosci/region/1530-kladka-przy-moscie-kolejowym-zamknieta.html">Kładka przy moście kolejowym zamknięta</a><br /><span class="small">(Wiadomości/Region)</span></div><div>Kolejarze zamknęli kładkę dla pieszych biegnącą wzdłuż mostu kolejowego na Noteci w Czarnkowie …</div><div class="small">12 czerwiec 2008</div></fieldset>
</td></tr></table>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "poll":
            total = sum(v for _, v in doc.extra["votes"])
            rows = "\n".join(
                f'<tr class="sectiontableentry{i % 2 + 1}"><td width="100%" colspan="3">{esc(t)}</td></tr><tr class="sectiontableentry{i % 2 + 1}"><td align="right" width="25"><strong>{v}</strong>&nbsp;</td><td align="right" width="30">{round(v * 100 / total, 1)}%</td><td width="300"><div class="polls_color_{i + 1}" style="height:10px;width:{round(v * 100 / total)}%"></div></td></tr>'
                for i, (t, v) in enumerate(doc.extra["votes"])
            )
            return f"""<div class="componentheading">Sonda</div>
<form action="/component/poll/" method="post" name="poll" id="poll"><div class="contentpane"><label for="id">Wybierz sondę&nbsp;<select name="id" id="id" class="inputbox" size="1" onchange="if (this.options[selectedIndex].value != '') {{document.location.href=this.options[selectedIndex].value}}"><option value="/component/poll/3-czy-trzcianka-potrzebuje-obwodnicy.html" selected="selected">Czy Trzcianka potrzebuje obwodnicy?</option><option value="/component/poll/2-czy-korzystasz-z-bibliotek.html">Czy korzystasz z bibliotek?</option></select></label></div></form>
<div class="contentpane"><table class="pollstableborder" cellspacing="0" cellpadding="0" border="0">
<thead><tr><th colspan="3" class="sectiontableheader"><img src="/components/com_poll/assets/poll.png" align="middle" border="0" width="12" height="14" alt="" />{esc(doc.title)}</th></tr></thead>
<tbody>{rows}</tbody></table>
<table cellspacing="0" cellpadding="0" border="0"><tbody><tr><td class="smalldark">Liczba głosujących:&nbsp;</td><td class="smalldark">{total}</td></tr><tr><td class="smalldark">Pierwszy głos:&nbsp;</td><td class="smalldark">16.03.11 11:02</td></tr><tr><td class="smalldark">Ostatni głos:&nbsp;</td><td class="smalldark">02.06.11 19:47</td></tr></tbody></table>
<p>Przeczytaj też {self.a("wywiad", "rozmowę z burmistrzem Trzcianki", "content")}.</p></div>"""
        if doc.kind == "gallery":
            cells = "".join(
                f'<td align="center" valign="middle" class="phocagallery-box-file"><div class="phocagallery-box-file-first"><a class="modal-button" href="/galeria/detail/{140 + i}-festiwal-{i + 1}.html?tmpl=component" rel="{{handler: \'iframe\', size: {{x: 680, y: 560}}}}"><img src="/images/phocagallery/festiwal2010/thumbs/phoca_thumb_m_fpn{i + 1:02d}.jpg" alt="{esc(c)}" width="120" height="90" /></a></div><div class="name">{esc(c)}</div></td>'
                + ("</tr><tr>" if i % 4 == 3 else "")
                for i, c in enumerate(doc.extra["photos"])
            )
            return f"""<div class="componentheading">{esc(doc.title)}</div>
<div id="phocagallery"><div class="pgcenter"><table border="0" cellpadding="4" cellspacing="0"><tr>{cells}</tr></table></div>
<div class="pgcenter"><p>Zdjęcia: Ewa Wiśniewska. Relacja: {self.a("festiwal", self.docs["festiwal"].title, "content")}</p></div>
<div class="pgcenter"><a href="/galeria.html">&laquo; Wszystkie galerie</a></div>
<div style="text-align:right;color:#ccc;display:block">Powered by <a href="http://www.phoca.cz">Phoca Gallery</a></div></div>"""
        if doc.kind == "classifieds":
            html = self.blocks(
                doc,
                p_tag='<p class="ogl"><font face="Arial" size="2">&bull; ',
                p_end="</font></p>",
                head=lambda k, h: f'<h3 class="ogl-dzial"><font color="#8B0000">{h}</font></h3>',
            )
            return f'<div class="componentheading">{esc(doc.title)}</div>\n<table class="contentpaneopen"><tr><td valign="top">\n{html}\n<p><a href="/ogloszenia/formularz.html">Dodaj ogłoszenie przez internet &raquo;</a></p></td></tr></table>'
        html = self.blocks(doc)
        return f"""<table class="contentpaneopen"><tr><td class="contentheading" width="100%">{esc(doc.title)}</td></tr></table>
<table class="contentpaneopen"><tr><td valign="top">
{html}
</td></tr></table>
<span class="article_separator">&nbsp;</span>"""

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        menu = "".join(
            f'<tr align="left"><td>{self.ak(k, t, "nav", cls="mainlevel")}</td></tr>'
            if k in self.docs
            else f'<tr align="left"><td><a href="{k}" class="mainlevel">{esc(t)}</a></td></tr>'
            for k, t in (
                ("home", "Strona główna"),
                ("wiadomosci", "Wiadomości"),
                ("/wiadomosci/region.html", "Region"),
                ("/wiadomosci/samorzad.html", "Samorząd"),
                ("/wiadomosci/kronika.html", "Kronika"),
                ("/wiadomosci/sport.html", "Sport"),
                ("/wiadomosci/kultura.html", "Kultura"),
                ("/galeria.html", "Galeria"),
                ("ogloszenia", "Ogłoszenia"),
                ("redakcja", "Redakcja"),
                ("author", "Kontakt"),
            )
        )
        mostread = "".join(
            f'<li class="mostread">{self.ak(k, self.docs[k].title, "aside", cls="mostread")}</li>'
            for k in ("most", "wywiad", "lod", "festiwal", "budzet")
        )
        latest = "".join(
            f'<li class="latestnews">{self.ak(k, self.docs[k].title, "aside", cls="latestnews")}</li>'
            for k in ("kronika", "wywiad", "iskra")
        )
        crumbs = [self.ak("home", "Strona główna", "breadcrumb", cls="pathway")]
        if doc.is_article:
            crumbs.append(self.ak("wiadomosci", "Wiadomości", "breadcrumb", cls="pathway"))
            crumbs.append(esc(doc.section))
            crumbs.append(esc(doc.title))
        elif doc.key != "home":
            crumbs.append(esc(doc.title))
        arrow = ' <img src="/templates/gzn_tabela/images/arrow.png" alt=""  /> '
        keywords = "Czarnków, Trzcianka, Wieleń, Krzyż, Lubasz, Noteć, wiadomości, powiat czarnkowsko-trzcianecki"
        desc = (
            self.lede(doc)
            if doc.is_article
            else "Tygodnik Powiatu Czarnkowsko-Trzcianeckiego - wiadomości z Czarnkowa, Trzcianki, Wielenia i Krzyża"
        )
        head_title = (
            (f"{doc.title} - Co dalej z objazdem?" if doc.extra.get("pagebreak") == 2 else doc.title)
            if doc.key != "home"
            else "Głos znad Noteci - Tygodnik Powiatu Czarnkowsko-Trzcianeckiego"
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="pl-pl" lang="pl-pl" >
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2" />
  <base href="{esc(url)}" />
  <meta name="robots" content="index, follow" />
  <meta name="keywords" content="{keywords}" />
  <meta name="title" content="{esc(doc.title)}" />
  <meta name="author" content="{esc(doc.extra.get("meta_author", "Administrator"))}" />
  <meta name="description" content="{esc(desc)}" />
  <meta name="generator" content="Joomla! 1.5 - Open Source Content Management" />
  <title>{esc(head_title)}</title>
  <link href="/templates/gzn_tabela/favicon.ico" rel="shortcut icon" type="image/x-icon" />
  <link rel="stylesheet" href="/plugins/system/jcemediabox/css/jcemediabox.css?v=1014" type="text/css" />
  <script type="text/javascript" src="/media/system/js/mootools.js"></script>
  <script type="text/javascript" src="/media/system/js/caption.js"></script>
  <script type="text/javascript" src="/media/system/js/modal.js"></script>
  <script type="text/javascript">
		window.addEvent('domready', function() {{
			SqueezeBox.initialize({{}});
			$$('a.modal-button').each(function(el) {{
				el.addEvent('click', function(e) {{
					new Event(e).stop();
					SqueezeBox.fromElement(el);
				}});
			}});
		}});
  </script>
<link rel="stylesheet" href="/templates/system/css/system.css" type="text/css" />
<link rel="stylesheet" href="/templates/system/css/general.css" type="text/css" />
<link rel="stylesheet" href="/templates/gzn_tabela/css/template_css.css" type="text/css" />
<style type="text/css">
/*PAD*/
</style>
</head>
<body bgcolor="#E8E4D8" topmargin="0" leftmargin="0" marginwidth="0" marginheight="0">
<a name="up" id="up"></a>
<table width="900" border="0" cellpadding="0" cellspacing="0" align="center" class="main" bgcolor="#FFFFFF">
<tr>
<td colspan="3" class="top" height="110" background="/templates/gzn_tabela/images/top_bg.jpg">
<table width="100%" border="0" cellspacing="0" cellpadding="6"><tr>
<td width="440"><a href="/"><img src="/templates/gzn_tabela/images/logo.gif" width="420" height="90" alt="Głos znad Noteci" border="0" /></a></td>
<td align="right" valign="bottom"><font face="Tahoma" size="1" color="#333333">Dziś jest środa, 3 grudnia 2025 r.<br />Imieniny: Franciszka, Ksawerego, Kasjana</font><br /><br /><font face="Tahoma" size="2" color="#1F3F6F"><b>Tygodnik Powiatu Czarnkowsko-Trzcianeckiego</b></font><br /><font face="Tahoma" size="1">Nowy numer w kioskach w każdy czwartek &bull; <a href="/e-wydanie.html">e-wydanie</a></font></td>
</tr></table>
</td>
</tr>
<tr>
<td colspan="3" class="pathway" bgcolor="#1F3F6F" height="22">&nbsp;<font face="Tahoma" size="1" color="#FFFFFF"><span class="breadcrumbs pathway">
{arrow.join(crumbs)}
</span></font></td>
</tr>
<tr>
<td width="180" valign="top" class="left" bgcolor="#F4F1E8">
		<div class="moduletable_menu">
					<h3>Menu główne</h3>
				<table width="100%" border="0" cellpadding="0" cellspacing="1">{menu}</table>		</div>
			<div class="moduletable">
					<h3>Sonda</h3>
				<form action="index.php" method="post" name="form2">
<table width="95%" border="0" cellspacing="0" cellpadding="1" align="center" class="poll">
<thead><tr><td style="font-weight: bold;">Czy Trzcianka potrzebuje obwodnicy?</td></tr></thead>
<tr><td align="center"><table class="pollstableborder" cellspacing="0" cellpadding="0" border="0">
<tr><td class="sectiontableentry2" valign="top"><input type="radio" name="voteid" id="voteid13" value="13" alt="13" /></td><td class="sectiontableentry2" valign="top"><label for="voteid13">Tak, i to jak najszybciej</label></td></tr>
<tr><td class="sectiontableentry1" valign="top"><input type="radio" name="voteid" id="voteid14" value="14" alt="14" /></td><td class="sectiontableentry1" valign="top"><label for="voteid14">Tak, ale nie za wszelką cenę</label></td></tr>
<tr><td class="sectiontableentry2" valign="top"><input type="radio" name="voteid" id="voteid15" value="15" alt="15" /></td><td class="sectiontableentry2" valign="top"><label for="voteid15">Nie, wystarczy remont ulic</label></td></tr>
</table></td></tr>
<tr><td><div align="center"><input type="submit" name="task_button" class="button" value="Głosuj" />&nbsp;{self.ak("sonda", "Wyniki", "aside", cls="button")}</div></td></tr>
</table>
<input type="hidden" name="option" value="com_poll" /><input type="hidden" name="task" value="vote" /><input type="hidden" name="id" value="3" /></form>		</div>
			<div class="moduletable">
					<h3>Najczęściej czytane</h3>
				<ul class="mostread">{mostread}</ul>		</div>
			<div class="moduletable">
					<h3>Najczęściej szukane</h3>
				<p>{self.a("search", "most", "aside")}, <a href="/component/search/?searchword=obwodnica&amp;ordering=newest&amp;searchphrase=all">obwodnica</a>, <a href="/component/search/?searchword=bud%BFet&amp;ordering=newest&amp;searchphrase=all">budżet</a></p>		</div>
</td>
<td valign="top" class="center" width="550">
{main}
</td>
<td width="170" valign="top" class="right" bgcolor="#F4F1E8">
		<div class="moduletable">
					<h3>Szukaj</h3>
				<form action="index.php" method="post"><div class="search"><input name="searchword" id="mod_search_searchword" maxlength="20" alt="Szukaj" class="inputbox" type="text" size="15" value="szukaj..."  onblur="if(this.value=='') this.value='szukaj...';" onfocus="if(this.value=='szukaj...') this.value='';" /></div><input type="hidden" name="task"   value="search" /><input type="hidden" name="option" value="com_search" /></form>		</div>
			<div class="moduletable">
					<h3>Ostatnio dodane</h3>
				<ul class="latestnews">{latest}</ul>		</div>
			<div class="moduletable">
				<div class="bannergroup">
<div class="banneritem"><a href="/component/banners/click/7.html" target="_blank"><img src="http://www.glosznadnoteci.test/images/banners/skup_zboza_160x240.gif" alt="Reklama" /></a><div class="clr"></div></div>
<div class="banneritem"><a href="/component/banners/click/9.html" target="_blank"><img src="http://www.glosznadnoteci.test/images/banners/okna_trzcianka.gif" alt="Reklama" /></a><div class="clr"></div></div>
</div>		</div>
			<div class="moduletable">
					<h3>Logowanie</h3>
				<form action="index.php" method="post" name="login" id="form-login" ><fieldset class="input"><p id="form-login-username"><label for="modlgn_username">Nazwa użytkownika</label><br /><input id="modlgn_username" type="text" name="username" class="inputbox" alt="username" size="18" /></p><p id="form-login-password"><label for="modlgn_passwd">Hasło</label><br /><input id="modlgn_passwd" type="password" name="passwd" class="inputbox" size="18" alt="password" /></p><p id="form-login-remember"><label for="modlgn_remember">Zapamiętaj mnie</label><input id="modlgn_remember" type="checkbox" name="remember" class="inputbox" value="yes" alt="Remember Me" /></p><input type="submit" name="Submit" class="button" value="Zaloguj" /></fieldset><ul><li><a href="/component/user/reset.html">Zapomniałeś hasła?</a></li><li><a href="/component/user/register.html">Utwórz konto</a></li></ul></form>		</div>
</td>
</tr>
<tr>
<td colspan="3" class="footer" align="center" bgcolor="#1F3F6F" height="50"><font face="Tahoma" size="1" color="#FFFFFF">Copyright &copy; 1994-2011 Głos znad Noteci. Wszelkie prawa zastrzeżone.<br />ul. Rybaki 14, 64-700 Czarnków &bull; tel. 67 255 20 40 &bull; {self.a("redakcja", "Redakcja", "footer")} &bull; <a href="/reklama.html">Reklama</a> &bull; <a href="/polityka-cookies.html">Polityka cookies</a><br /><a href="http://www.joomla.org">Joomla!</a> jest wolnym oprogramowaniem wydanym na licencji <a href="http://www.gnu.org/licenses/gpl-2.0.html">GNU/GPL</a>.</font></td>
</tr>
</table>
<div id="cookieInfo" style="position:fixed;bottom:0;left:0;width:100%;background:#222;color:#fff;padding:8px;font:11px Tahoma">Strona korzysta z plików cookies zgodnie z <a href="/polityka-cookies.html" style="color:#fc0">Polityką cookies</a>. Możesz określić warunki przechowywania lub dostępu do cookies w Twojej przeglądarce. <a href="#" onclick="document.getElementById('cookieInfo').style.display='none';return false;" style="color:#fc0">[Zamknij]</a></div>
<script src="http://www.google-analytics.com/urchin.js" type="text/javascript">
</script>
<script type="text/javascript">
_uacct = "UA-2234871-1";
urchinTracker();
</script>
</body>
</html>"""
