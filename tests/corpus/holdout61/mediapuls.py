# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Polish typographic quotes are deliberate)
"""MediaPuls: a Wirtualnemedia/Spider's Web-like Polish media, marketing and tech portal (`/artykul/<slug>`,
`/media?strona=2`, `/tag/…`, `/autor/…`, `/szukaj?q=`, `/newsletter`, `/konferencja/…/agenda`), Polish, UTF-8.
Bylines "Autor: Katarzyna Nowak", dates "04.12.2026, 21:40". Metadata: `NewsArticle` JSON-LD in +01:00, except
the appointment story in **UTC** (23:15Z on 2 Dec = 00:15 on 3 Dec in Warsaw, as printed); the sponsored piece
("Artykuł sponsorowany", "Materiał partnera: Koszyk Media") has an Organization `author`; the streaming story has no
JSON-LD. A viewership ranking story carries its table in the body. A live page for a conference that has not
started ("Relacja rozpocznie się…", a `LiveBlogPosting` with no updates) is `live-data`, not an article; the
newsletter sign-up and the conference agenda are not articles either."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["ogladalnosc", "sponsorowany", "przetarg", "kadry", "felieton", "rozmowa", "raport", "streaming"]
AUTHOR_SLUG = {
    "Katarzyna Nowak": "katarzyna-nowak",
    "Michał Zieliński": "michal-zielinski",
    "Anna Wójcik": "anna-wojcik",
    "Paweł Lis": "pawel-lis",
}
COMMENTS = {
    "ogladalnosc": [
        (
            "widz_z_Gdyni",
            "04.12.2026, 22:03",
            "Nic dziwnego, że Kanał Nowy traci, skoro wszystko, co najlepsze, wrzucają do swojej aplikacji.",
        ),
        (
            "medioznawca",
            "04.12.2026, 22:31",
            "Warto by zobaczyć te dane razem z oglądalnością w internecie. Sama telewizja linearna nie mówi już wszystkiego.",
        ),
        ("Ewa K.", "05.12.2026, 07:12", "3 godziny i 41 minut dziennie? Ciekawe, kto tyle ogląda."),
    ],
    "felieton": [
        ("techfan", "02.12.2026, 17:02", "Święta prawda. Mój średniak za 1800 zł robi wszystko, czego potrzebuję."),
        (
            "Marcin",
            "02.12.2026, 18:40",
            "Tylko że średniaki dostają aktualizacje przez dwa lata, a flagowce przez siedem. To też trzeba policzyć.",
        ),
    ],
    "streaming": [
        ("serialomaniak", "03.12.2026, 16:10", "Kolejna platforma, kolejna subskrypcja. Chyba czas zacząć rotować."),
    ],
}
AGENDA = [
    ("9:00", "Otwarcie konferencji", "Redakcja MediaPuls"),
    (
        "9:15",
        "Telewizja po telewizji: jak mierzyć widownię wideo w 2027 roku",
        "debata z udziałem nadawców i domów mediowych",
    ),
    ("10:30", "Retail media: obietnice i twarde dane", "prezentacja Koszyk Media"),
    ("11:15", "Przerwa kawowa", ""),
    ("11:45", "Podcasty i audio: nowe modele przychodów", "Marta Jabłońska, Głośno"),
    ("12:30", "Marka w czasach AI: kto pisze nasze reklamy?", "panel dyskusyjny"),
    ("13:30", "Lunch", ""),
    ("14:30", "Rynek reklamy 2027: prognozy", "Agnieszka Pawlak, Kwadrat Analytics"),
    ("15:30", "Gala nagród MediaPuls 2026", ""),
]


class MediaPuls(Base):
    origin = "https://www.mediapuls.test"
    name = "MediaPuls"
    prefix = "mpl"
    language = "pl"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mpl",
            [
                ".mp-topbar",
                ".mp-nav__list",
                ".mp-article__header",
                ".mp-article__body",
                ".mp-article__meta",
                ".mp-teaser",
                ".mp-comments",
                ".mp-footer",
                ".mp-rodo",
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
                "MediaPuls",
                "portal-home",
                list=["przetarg", "ogladalnosc", "raport", "kadry", "streaming", "sponsorowany", "felieton", "rozmowa"],
            )
        )
        add(
            page(
                "media",
                "/media",
                "section",
                "Media",
                "section-front",
                list=["ogladalnosc", "streaming", "kadry", "rozmowa"],
                more="media2",
            )
        )
        add(
            page(
                "media2",
                "/media?strona=2",
                "section",
                "Media",
                "section-page2",
                list=["felieton", "raport", "przetarg"],
                prev="media",
            )
        )
        add(page("tag", "/tag/ogladalnosc", "tag", "oglądalność", "tag-page", list=["ogladalnosc", "streaming"]))
        add(
            page(
                "author",
                "/autor/katarzyna-nowak",
                "author",
                "Katarzyna Nowak",
                "author-page",
                list=["ogladalnosc", "rozmowa"],
            )
        )
        add(
            page(
                "search",
                "/szukaj?q=retail+media",
                "search",
                "Wyniki wyszukiwania",
                "search-results",
                list=["sponsorowany", "raport"],
                query="retail media",
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter",
                "subscribe",
                "Newsletter MediaPuls",
                "newsletter-signup",
                [
                    "Codziennie o 7:30 najważniejsze informacje ze świata mediów, reklamy i technologii prosto na Twoją skrzynkę.",
                    "- Poranny przegląd: najważniejsze wiadomości dnia w pięciu punktach",
                    "- Piątkowe podsumowanie tygodnia z komentarzem redakcji",
                    "- Dane o oglądalności i słuchalności jako pierwsi",
                    "Zapisując się, akceptujesz regulamin newslettera. Możesz zrezygnować w każdej chwili, klikając link w stopce wiadomości.",
                ],
            )
        )
        add(
            page(
                "agenda",
                "/konferencja/mediapuls-forum-2026/agenda",
                "agenda",
                "MediaPuls Forum 2026 – agenda",
                "conference-agenda",
            )
        )
        add(
            page(
                "live",
                "/relacja/mediapuls-forum-2026",
                "live-data",
                "Relacja na żywo: MediaPuls Forum 2026",
                "live-page-no-entries-yet",
                [
                    "Relacja rozpocznie się 10 grudnia o godz. 9:00. Zapraszamy!",
                ],
            )
        )
        add(
            story(
                "ogladalnosc",
                "/artykul/ogladalnosc-telewizji-listopad-2026-tv-orbita-liderem-kanal-nowy-traci",
                "Oglądalność telewizji w listopadzie 2026. TV Orbita liderem, Kanał Nowy traci najwięcej",
                "2026-12-04",
                "2026-12-04T09:15:00+01:00",
                "04.12.2026, 09:15",
                ["Katarzyna Nowak"],
                [
                    "TV Orbita była najchętniej oglądaną stacją telewizyjną w Polsce w listopadzie 2026 roku – wynika z danych telemetrycznych firmy Mediametr. Jej udział w rynku w grupie wszystkich widzów wyniósł 9,84 proc., o 0,21 pkt proc. więcej niż przed rokiem. Największy spadek zanotował Kanał Nowy, który stracił 0,73 pkt proc.",
                    "W pierwszej dziesiątce znalazło się pięć kanałów ogólnotematycznych, dwa informacyjne, dwa filmowo-serialowe i jeden kanał dla dzieci. Łączny udział czterech największych stacji spadł w ciągu roku z 31,9 do 30,6 proc.",
                    "## Udziały w oglądalności w listopadzie 2026",
                    "T: Kanał | Listopad 2026 | Listopad 2025 | Zmiana (pkt proc.)",
                    "T: TV Orbita | 9,84% | 9,63% | +0,21",
                    "T: Polska Jedynka | 8,95% | 9,12% | -0,17",
                    "T: Kanał Nowy | 6,12% | 6,85% | -0,73",
                    "T: Wisła TV | 5,71% | 6,30% | -0,59",
                    "T: Info24 | 4,88% | 4,41% | +0,47",
                    "T: TV Bałtyk | 3,02% | 2,94% | +0,08",
                    "T: Kino Plus | 2,47% | 2,51% | -0,04",
                    "T: Fokus Seriale | 2,11% | 1,96% | +0,15",
                    "T: Bajkowo | 1,64% | 1,70% | -0,06",
                    "T: Info Polska | 1,58% | 1,72% | -0,14",
                    "NOTE: Źródło: Mediametr, dane telemetryczne, wszyscy 4+, listopad 2026.",
                    "## Informacje zyskują, seriale tracą",
                    "Najwięcej w skali roku zyskał kanał informacyjny Info24, którego udział wzrósł o 0,47 pkt proc. Stacja korzysta na zainteresowaniu wydarzeniami politycznymi oraz na nowej ramówce, w której od września nadaje wieczorny program publicystyczny z udziałem widzów.",
                    "Słabszy wynik Kanału Nowego to przede wszystkim efekt przeniesienia dwóch popularnych seriali do serwisu streamingowego nadawcy. „To świadoma decyzja strategiczna. Część widzów ogląda teraz nasze produkcje w internecie, czego nie widać w danych telewizyjnych” – skomentowała dla MediaPulsu Joanna Sikora, rzeczniczka prasowa stacji.",
                    "## Młodsi widzowie odchodzą",
                    "W grupie komercyjnej 16-49 liderem pozostaje Kanał Nowy z udziałem 8,12 proc., choć i tu zanotował spadek. Eksperci zwracają uwagę, że w tej grupie wiekowej czas spędzany przed telewizorem skraca się najszybciej.",
                    "„Telewizja linearna wciąż ma ogromny zasięg, ale średni wiek jej widza rośnie z roku na rok. Dla reklamodawców to sygnał, że budżety trzeba coraz częściej dzielić między ekran telewizora i platformy wideo w sieci” – ocenia Marek Wróbel, dyrektor ds. zakupu mediów w domu mediowym Optimum Media.",
                    "Średni dzienny czas oglądania telewizji wyniósł w listopadzie 3 godziny i 41 minut, o 9 minut mniej niż rok wcześniej.",
                ],
                "ranking-table-story",
                section="Telewizja",
                dek="TV Orbita z udziałem 9,84 proc. była liderem listopadowego rankingu oglądalności. Najwięcej stracił Kanał Nowy, najwięcej zyskał informacyjny Info24.",
                tags=["oglądalność", "telewizja", "Mediametr"],
            )
        )
        add(
            story(
                "sponsorowany",
                "/artykul/jak-marki-buduja-zasieg-w-retail-mediach-piec-wnioskow-z-kampanii-swiatecznych",
                "Jak marki budują zasięg w retail mediach? Pięć wniosków z kampanii świątecznych",
                "2026-12-03",
                "2026-12-03T12:00:00+01:00",
                "03.12.2026, 12:00",
                [],
                [
                    "Retail media, czyli reklama w kanałach należących do sieci handlowych, to dziś jeden z najszybciej rosnących segmentów rynku reklamowego w Polsce. Jak pokazują dane z kampanii prowadzonych w sieci Koszyk Media, marki, które potrafią dobrze wykorzystać dane zakupowe, osiągają wyraźnie lepsze wyniki sprzedażowe. Oto pięć wniosków z ubiegłorocznego sezonu świątecznego.",
                    "## 1. Wcześniejszy start się opłaca",
                    "Kampanie uruchomione na początku listopada przyniosły średnio o 23 proc. wyższy zwrot z wydatków reklamowych niż te rozpoczęte w grudniu. Klienci coraz wcześniej planują świąteczne zakupy, a koszt dotarcia jest wtedy niższy.",
                    "## 2. Dane zakupowe zamiast demografii",
                    "Najskuteczniejsze okazały się kampanie kierowane do osób, które w ostatnich miesiącach kupowały produkty z danej kategorii, a nie do ogólnie zdefiniowanych grup wiekowych. Takie podejście pozwala ograniczyć wyświetlenia reklam osobom, które nie są zainteresowane zakupem.",
                    "## 3. Sklep internetowy i półka w jednej kampanii",
                    "Marki, które łączyły reklamy w aplikacji i sklepie internetowym z komunikacją na ekranach w sklepach stacjonarnych, notowały o 31 proc. wyższy wzrost sprzedaży niż te, które korzystały tylko z jednego kanału.",
                    "## 4. Mierzenie sprzedaży, nie kliknięć",
                    "Przewagą retail mediów jest możliwość powiązania reklamy z faktyczną transakcją. Zamiast skupiać się na współczynniku klikalności, warto analizować przyrost sprzedaży w grupie, która widziała reklamę, w porównaniu z grupą kontrolną.",
                    "## 5. Kreacja dopasowana do miejsca",
                    "Reklama wyświetlana obok koszyka zakupowego powinna być prosta i konkretna: produkt, cena, korzyść. Długie spoty wizerunkowe sprawdzają się tu znacznie gorzej niż w telewizji czy serwisach wideo.",
                    "Koszyk Media udostępnia reklamodawcom dane o zachowaniach zakupowych ponad 9 mln członków programu lojalnościowego sieci, z zachowaniem pełnej anonimowości. Więcej informacji o ofercie na sezon 2027 można znaleźć na stronie partnera.",
                ],
                "sponsored-article-partner",
                section="Marketing",
                dek="Wcześniejszy start, dane zakupowe i pomiar sprzedaży zamiast kliknięć – co działa w reklamie w kanałach sieci handlowych.",
                sponsor="Koszyk Media",
                tags=["retail media"],
            )
        )
        add(
            story(
                "przetarg",
                "/artykul/sowa-creative-z-obsluga-kreatywna-sieci-lumen",
                "Sowa Creative z obsługą kreatywną sieci Lumen. Agencja wygrała przetarg",
                "2026-12-04",
                "2026-12-04T21:40:00+01:00",
                "04.12.2026, 21:40",
                ["Michał Zieliński"],
                [
                    "Agencja Sowa Creative wygrała przetarg na obsługę kreatywną sieci drogerii Lumen. Współpraca obejmie kampanie wizerunkowe i produktowe w telewizji, internecie i sklepach sieci, a także komunikację w mediach społecznościowych.",
                    "W przetargu, który rozpoczął się we wrześniu, wzięły udział cztery agencje. Dotychczas za komunikację Lumenu odpowiadała agencja Marka i Spółka, która współpracowała z siecią od 2021 roku.",
                    "Pierwsza kampania przygotowana przez Sowa Creative pojawi się w lutym 2027 roku i będzie związana z otwarciem sklepów w nowym formacie. Sieć Lumen prowadzi obecnie 340 drogerii w całej Polsce.",
                    "Według szacunków MediaPulsu wydatki reklamowe sieci wyniosły w ubiegłym roku ok. 48 mln zł w cenach cennikowych.",
                ],
                "agency-brief",
                section="Marketing",
                dek="Sieć drogerii Lumen wybrała nową agencję kreatywną. Pierwsza kampania pojawi się w lutym.",
            )
        )
        add(
            story(
                "kadry",
                "/artykul/joanna-mazur-dyrektorka-marketingu-grupa-nadwislanska",
                "Joanna Mazur dyrektorką marketingu w Grupie Nadwiślańskiej",
                "2026-12-03",
                "2026-12-02T23:15:00Z",
                "03.12.2026, 00:15",
                ["Anna Wójcik"],
                [
                    "Joanna Mazur została dyrektorką marketingu w Grupie Nadwiślańskiej, właścicielu sieci supermarketów Nadwiślańskie i sklepów convenience Po Drodze. Zastąpiła Tomasza Górskiego, który po sześciu latach odszedł z firmy na początku listopada.",
                    "Nowa dyrektorka będzie odpowiadać za strategię marki, komunikację, program lojalnościowy oraz współpracę z agencjami. Podlegać jej będzie zespół liczący około 70 osób.",
                    "Joanna Mazur ma ponad 15 lat doświadczenia w marketingu. Przez ostatnie pięć lat kierowała marketingiem w sieci sklepów z elektroniką Voltik, gdzie odpowiadała m.in. za przeprowadzenie rebrandingu i uruchomienie aplikacji zakupowej. Wcześniej pracowała po stronie agencji, m.in. w domu mediowym Optimum Media.",
                    "„Grupa Nadwiślańska ma ogromny potencjał, a jej marki są bliskie klientom. Chcę, żeby nasz marketing był jeszcze bardziej oparty na danych i jednocześnie bliższy ludziom” – powiedziała Joanna Mazur, cytowana w komunikacie spółki.",
                    "Grupa Nadwiślańska prowadzi 410 sklepów i zatrudnia 12 tys. osób. W 2025 roku jej przychody wyniosły 7,8 mld zł.",
                ],
                "personnel-news-utc-crosses-midnight",
                section="Marketing",
                dek="Nowa dyrektorka przychodzi z sieci Voltik. Zastąpiła Tomasza Górskiego.",
            )
        )
        add(
            story(
                "felieton",
                "/artykul/smartfon-za-7-tysiecy-zlotych-przestal-byc-luksusem-felieton",
                "Smartfon za 7 tysięcy złotych przestał być luksusem. I to jest problem",
                "2026-12-02",
                "2026-12-02T16:20:00+01:00",
                "02.12.2026, 16:20",
                ["Paweł Lis"],
                [
                    "Jeszcze kilka lat temu telefon za siedem tysięcy złotych był gadżetem dla nielicznych. Kupowali go entuzjaści nowinek, ludzie, dla których smartfon był narzędziem pracy, albo ci, którzy po prostu lubili mieć najlepszy model na rynku. Dziś flagowce w tej cenie sprzedają się w Polsce w setkach tysięcy egzemplarzy rocznie, a w tramwaju trudno nie zauważyć, że prawie każdy trzyma w ręku coś z najwyższej półki.",
                    "Skąd ta zmiana? Na pewno nie stąd, że nagle wszyscy zarabiamy dwa razy więcej.",
                    "## Raty zero procent robią swoje",
                    "Odpowiedź jest prozaiczna: raty. Operatorzy i sklepy od lat przyzwyczajają nas do myślenia o telefonie jako o miesięcznym abonamencie, a nie jednorazowym wydatku. 199 zł miesięcznie przez trzy lata brzmi znacznie łagodniej niż 7164 zł na paragonie. Do tego dochodzą programy odkupu starego sprzętu, które sprawiają, że wymiana co dwa lata wydaje się rozsądna.",
                    "Sam się na to złapałem. Mój poprzedni telefon działał bez zarzutu, ale oferta z dopłatą za stary model była tak kusząca, że po prostu podpisałem umowę. Dopiero w domu policzyłem, ile naprawdę zapłacę.",
                    "## Czego właściwie potrzebujemy?",
                    "Problem w tym, że różnica między telefonem za siedem tysięcy a tym za dwa tysiące jest dziś mniejsza niż kiedykolwiek. Średniaki mają świetne ekrany, wydajne procesory i aparaty, które w dobrym świetle robią zdjęcia trudne do odróżnienia od tych z flagowców. Dopłacamy zwykle za lepszy zoom, nieco szybsze ładowanie i logo na obudowie.",
                    "Nie twierdzę, że drogie telefony są złe. Dla kogoś, kto dużo fotografuje albo pracuje na telefonie, dopłata ma sens. Ale dla większości z nas to wydatek, który wynika bardziej z przyzwyczajenia niż z potrzeby.",
                    "## Czas na zdrowy rozsądek",
                    "Producentom ten stan rzeczy oczywiście odpowiada. Każdy kolejny flagowiec jest droższy od poprzedniego, a my coraz rzadziej pytamy, czy naprawdę go potrzebujemy. Może warto przed następną wymianą zadać sobie to pytanie i policzyć, ile kosztuje nas telefon w przeliczeniu na cały okres umowy. Wynik bywa otrzeźwiający.",
                ],
                "felieton-opinion",
                section="Technologie",
                dek="Flagowce w cenie używanego auta sprzedają się jak ciepłe bułeczki. Nie dlatego, że ich potrzebujemy.",
                kicker="Felieton",
                tags=["smartfony"],
            )
        )
        add(
            story(
                "rozmowa",
                "/artykul/podcasty-to-juz-nie-nisza-rozmowa-z-marta-jablonska-glosno",
                "Podcasty to już nie nisza. Rozmowa z Martą Jabłońską, założycielką sieci Głośno",
                "2026-12-01",
                "2026-12-01T11:30:00+01:00",
                "01.12.2026, 11:30",
                ["Katarzyna Nowak"],
                [
                    "Sieć podcastowa Głośno skupia dziś ponad 40 audycji, których odcinki są odtwarzane łącznie 6 mln razy miesięcznie. Z jej założycielką Martą Jabłońską rozmawiamy o tym, jak zarabiać na podcastach, dlaczego reklamodawcy wciąż podchodzą do nich ostrożnie i czy wideo zabije audio.",
                    "Q: Kiedy zakładała pani Głośno w 2020 roku, podcasty w Polsce były niszą. Co się zmieniło? || Przede wszystkim słuchacze. Kiedyś podcastów słuchali głównie mieszkańcy dużych miast, często związani z branżą technologiczną. Dziś to zupełnie przekrojowa publiczność: słuchają nas kierowcy w trasie, rodzice na spacerze z dzieckiem, emeryci. Według naszych badań ponad jedna trzecia internautów w Polsce słucha przynajmniej jednego podcastu w miesiącu.",
                    "Q: Czy to przekłada się na pieniądze? || Coraz bardziej. W tym roku nasze przychody z reklam wzrosną o około 60 proc. Ale wciąż walczymy z przekonaniem, że podcast to medium eksperymentalne, na które przeznacza się resztki budżetu. Tymczasem nasze dane pokazują, że reklama czytana przez prowadzącego jest zapamiętywana znacznie lepiej niż klasyczny spot radiowy.",
                    "Q: Dlaczego reklamodawcy są ostrożni? || Głównie z powodu pomiaru. W telewizji czy w internecie domy mediowe mają standardowe wskaźniki, do których są przyzwyczajone. W podcastach dopiero je budujemy. Dlatego razem z innymi sieciami pracujemy nad wspólnym standardem liczenia odsłuchów, który chcemy przedstawić w przyszłym roku.",
                    "Q: Coraz więcej podcastów ma wersję wideo. Czy audio przegra z obrazem? || Nie sądzę. Wideo pomaga w dotarciu do nowych odbiorców, zwłaszcza młodszych, i my też je nagrywamy. Ale siłą podcastu jest to, że można go słuchać, robiąc coś innego. Tego wideo nie zastąpi. Widzę raczej przyszłość, w której jedna audycja ma kilka form i każdy wybiera tę, która mu odpowiada.",
                    "Q: Jakie plany ma Głośno na 2027 rok? || Chcemy uruchomić płatną subskrypcję z odcinkami bez reklam i dodatkowymi materiałami. Planujemy też pierwsze produkcje dokumentalne, bo widzimy ogromne zainteresowanie reportażem audio.",
                ],
                "interview-qa",
                section="Radio i audio",
                dek="Jak zarabiać na podcastach, dlaczego reklamodawcy wciąż się wahają i czy wideo zabije audio – mówi założycielka sieci Głośno.",
                kicker="Rozmowa",
            )
        )
        add(
            story(
                "raport",
                "/artykul/reklama-internetowa-iii-kwartal-2026-wydatki-wzrosly-o-11-proc",
                "Reklama internetowa w III kwartale: wydatki wzrosły o 11 proc.",
                "2026-12-04",
                "2026-12-04T14:05:00+01:00",
                "04.12.2026, 14:05",
                ["Michał Zieliński"],
                [
                    "Wydatki na reklamę internetową w Polsce wyniosły w trzecim kwartale 2026 roku 2,94 mld zł, o 11 proc. więcej niż przed rokiem – wynika z raportu przygotowanego przez Związek Reklamy Cyfrowej i firmę doradczą Kwadrat Analytics. To najwyższy wynik kwartalny w historii badania.",
                    "Najszybciej rosnącym segmentem po raz kolejny okazały się retail media, których wartość zwiększyła się o 34 proc. Coraz większą część rynku stanowi także reklama wideo, w tym na platformach streamingowych.",
                    "## Wydatki według formatów",
                    "Udział poszczególnych formatów w wydatkach przedstawiał się następująco:",
                    "- reklama w wyszukiwarkach – 34 proc. (998 mln zł)",
                    "- reklama displayowa – 29 proc. (852 mln zł)",
                    "- wideo online – 19 proc. (559 mln zł)",
                    "- ogłoszenia i serwisy ogłoszeniowe – 9 proc. (265 mln zł)",
                    "- retail media – 6 proc. (176 mln zł)",
                    "- pozostałe formaty – 3 proc. (90 mln zł)",
                    "Autorzy raportu zwracają uwagę, że rośnie znaczenie zakupu programmatic, czyli automatycznego kupowania powierzchni reklamowej. Odpowiada on już za ponad 70 proc. wydatków na reklamę displayową.",
                    "„Trzeci kwartał pokazał, że reklamodawcy nie boją się inwestować w internet nawet w okresie niepewności gospodarczej. Szczególnie widać to w handlu i w branży finansowej” – komentuje Agnieszka Pawlak, dyrektorka zarządzająca Kwadrat Analytics.",
                    "Prognozy na cały rok zakładają, że wartość rynku reklamy internetowej w Polsce przekroczy 11,5 mld zł.",
                ],
                "report-news-list",
                section="Marketing",
                dek="Rynek reklamy online był wart w trzecim kwartale 2,94 mld zł. Najszybciej rosną retail media.",
                tags=["retail media", "rynek reklamy"],
            )
        )
        add(
            story(
                "streaming",
                "/artykul/kadr-plus-startuje-w-polsce-ceny-platformy-streamingowej",
                "Kadr+ startuje w Polsce. Znamy ceny nowej platformy streamingowej",
                "2026-12-03",
                None,
                "03.12.2026, 15:45",
                ["Anna Wójcik"],
                [
                    "Platforma streamingowa Kadr+ oficjalnie zadebiutuje w Polsce 15 stycznia 2027 roku. Serwis, należący do europejskiej grupy medialnej Kadr Europe, zaoferuje filmy, seriale i programy dokumentalne, w tym kilkanaście polskich produkcji własnych.",
                    "Jak poinformowała spółka, subskrypcja będzie dostępna w trzech wariantach cenowych:",
                    "- Podstawowy z reklamami – 24,99 zł miesięcznie",
                    "- Standard bez reklam, jakość Full HD – 39,99 zł miesięcznie",
                    "- Premium, jakość 4K i do czterech urządzeń jednocześnie – 54,99 zł miesięcznie",
                    "Osoby, które wykupią roczny dostęp do końca lutego, otrzymają 25 proc. rabatu.",
                    "## Polskie produkcje na start",
                    "Na start w bibliotece znajdzie się ponad 6 tys. tytułów. Najważniejszą polską premierą będzie sześcioodcinkowy serial kryminalny „Mgła nad Odrą”, realizowany we Wrocławiu i w Opolu. Do końca 2027 roku platforma zapowiada premiery dziesięciu kolejnych polskich produkcji.",
                    "„Polska jest jednym z najważniejszych rynków w naszej strategii. Chcemy nie tylko pokazywać tu nasze treści, ale także produkować je z lokalnymi twórcami” – mówi Lena Hoffmann, szefowa Kadr+ na Europę Środkowo-Wschodnią.",
                    "## Trudny rynek",
                    "Kadr+ wchodzi na rynek, który jest już mocno nasycony. Polscy użytkownicy mają do wyboru kilkanaście serwisów, a analitycy od miesięcy zwracają uwagę na zjawisko rezygnowania z subskrypcji i przełączania się między platformami w zależności od premier.",
                    "Nowy gracz stawia więc na partnerstwa. Aplikacja będzie dostępna w dekoderach dwóch największych operatorów kablowych, a klienci jednej z sieci komórkowych otrzymają trzy miesiące dostępu za darmo.",
                ],
                "news-price-list-no-jsonld",
                section="Telewizja",
                dek="Nowy serwis zadebiutuje 15 stycznia. Najtańszy pakiet z reklamami będzie kosztował 24,99 zł miesięcznie.",
                tags=["streaming", "oglądalność"],
                nold=True,
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        title = (
            f"{doc.title} | MediaPuls" if doc.key != "home" else "MediaPuls – media, reklama, marketing, technologie"
        )
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(doc.dek or "Najnowsze informacje z branży mediowej, reklamowej i technologicznej.")}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:site_name" content="MediaPuls">',
            '<meta property="og:locale" content="pl_PL">',
        ]
        if doc.kind == "live-data":
            ld = {
                "@context": "https://schema.org",
                "@type": "LiveBlogPosting",
                "headline": doc.title,
                "url": self.url(doc.key),
                "coverageStartTime": "2026-12-10T09:00:00+01:00",
                "coverageEndTime": "2026-12-10T17:00:00+01:00",
                "about": {
                    "@type": "Event",
                    "name": "MediaPuls Forum 2026",
                    "startDate": "2026-12-10T09:00:00+01:00",
                    "location": {"@type": "Place", "name": "Centrum Konferencyjne Wola, Warszawa"},
                },
                "liveBlogUpdate": [],
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        if doc.is_article and not doc.extra.get("nold"):
            if doc.extra.get("sponsor"):
                author: object = {"@type": "Organization", "name": doc.extra["sponsor"]}
            else:
                author = [
                    {"@type": "Person", "name": a, "url": f"{self.origin}/autor/{AUTHOR_SLUG[a]}"} for a in doc.authors
                ]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "description": doc.dek,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "MediaPuls",
                    "logo": {"@type": "ImageObject", "url": f"{self.origin}/static/img/logo-mediapuls.png"},
                },
                "mainEntityOfPage": self.url(doc.key),
                "articleSection": doc.section,
                "keywords": doc.extra.get("tags", []),
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="mp-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("media", "Media"),
                ("/telewizja", "Telewizja"),
                ("/radio", "Radio"),
                ("/prasa", "Prasa"),
                ("/marketing", "Marketing"),
                ("/technologie", "Technologie"),
                ("agenda", "MediaPuls Forum"),
            )
        )
        latest = "".join(
            f'<li class="mp-latest__item"><span class="mp-latest__time">{self.docs[k].stamp[-5:]}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("przetarg", "raport", "ogladalnosc", "kadry")
        )
        return f"""<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/static/css/app.4e2d91.css">
<link rel="alternate" type="application/rss+xml" title="MediaPuls – najnowsze" href="/rss/najnowsze.xml">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{"article" if doc.is_article else doc.kind}","section":"{esc(doc.section)}"}});</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="mp-body mp-body--{"article" if doc.is_article else doc.kind}">
<div class="mp-topbar"><span class="mp-topbar__date">piątek, 4 grudnia 2026</span> {self.a("newsletter", "Newsletter", "nav")} <a href="/reklama">Reklama</a> <a href="https://www.linkedin.com/company/mediapuls">LinkedIn</a></div>
<header class="mp-header"><div class="mp-logo">{self.a("home", "MediaPuls", "nav", inner='<img src="/static/img/logo-mediapuls.svg" alt="MediaPuls" width="180" height="36">')}</div>
<nav class="mp-nav"><ul class="mp-nav__list">{nav}</ul></nav>
<form class="mp-search" action="/szukaj"><input type="search" name="q" placeholder="Szukaj w serwisie"><span class="mp-search__hint">Popularne: {self.a("search", "retail media", "nav")}, <a href="/szukaj?q=ogl%C4%85dalno%C5%9B%C4%87">oglądalność</a></span></form></header>
<div class="mp-ad mp-ad--billboard" id="div-gpt-billboard"></div>
<main class="mp-main">
<div class="mp-main__content">
{main}
</div>
<aside class="mp-main__sidebar">
<section class="mp-latest"><h3>Najnowsze</h3><ul>{latest}</ul></section>
<section class="mp-promo"><h3>MediaPuls Forum 2026</h3><p>10 grudnia, Warszawa. {self.a("agenda", "Zobacz agendę", "aside")} · {self.a("live", "Relacja na żywo", "aside")}</p></section>
<section class="mp-newsletter-box"><h3>Bądź na bieżąco</h3><p>Zapisz się na poranny newsletter MediaPuls.</p>{self.a("newsletter", "Zapisz się", "aside")}</section>
<div class="mp-ad mp-ad--half-page" id="div-gpt-halfpage"></div>
</aside>
</main>
<footer class="mp-footer"><ul><li><a href="/o-nas">O nas</a></li><li><a href="/redakcja">Redakcja</a></li><li><a href="/regulamin">Regulamin</a></li><li><a href="/polityka-prywatnosci">Polityka prywatności</a></li><li><a href="/reklama">Reklama</a></li><li><a href="/kontakt">Kontakt</a></li><li><a href="/rss">RSS</a></li></ul>
<p>© 2026 MediaPuls sp. z o.o. Wszelkie prawa zastrzeżone. Kopiowanie i rozpowszechnianie treści bez zgody wydawcy zabronione.</p></footer>
<div class="mp-rodo" role="dialog"><p><strong>Szanowny Użytkowniku,</strong> korzystając z serwisu, wyrażasz zgodę na przetwarzanie danych osobowych i zapisywanie plików cookies przez nas i naszych zaufanych partnerów w celach analitycznych i marketingowych. Szczegóły znajdziesz w <a href="/polityka-prywatnosci">polityce prywatności</a>.</p><button>Akceptuję</button> <button>Ustawienia</button></div>
<script src="/static/js/app.4e2d91.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        sponsor = doc.extra.get("sponsor")
        if sponsor:
            author = f'<div class="mp-article__sponsor"><span class="mp-badge mp-badge--sponsored">Artykuł sponsorowany</span> <span>Materiał partnera: {esc(sponsor)}</span></div>'
        else:
            names = ", ".join(
                self.a("author", a, "byline")
                if a == "Katarzyna Nowak"
                else f'<a href="/autor/{AUTHOR_SLUG[a]}">{esc(a)}</a>'
                for a in doc.authors
            )
            author = f'<div class="mp-article__author">Autor: {names}</div>'
        kicker = (
            f'<span class="mp-article__kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        )
        tags = ""
        if doc.extra.get("tags"):
            links = [
                self.a("tag", t, "content")
                if t == "oglądalność"
                else f'<a href="/tag/{esc(t.replace(" ", "-"))}">{esc(t)}</a>'
                for t in doc.extra["tags"]
            ]
            tags = f'<div class="mp-article__tags">Tagi: {" ".join(links)}</div>'
        share = f'<div class="mp-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Udostępnij</a> <a href="https://x.com/intent/post?url={esc(self.url(doc.key))}">X</a> <a href="https://www.linkedin.com/sharing/share-offsite/?url={esc(self.url(doc.key))}">LinkedIn</a> <button class="mp-share__copy">Kopiuj link</button></div>'
        comments = ""
        if doc.key in COMMENTS:
            items = "".join(
                f'<li class="mp-comment"><span class="mp-comment__author">{esc(u)}</span> <time>{t}</time><p>{esc(c)}</p></li>'
                for u, t, c in COMMENTS[doc.key]
            )
            comments = f'<section class="mp-comments"><h3>Komentarze ({len(COMMENTS[doc.key])})</h3><ul>{items}</ul><form class="mp-comments__form"><textarea placeholder="Dodaj komentarz"></textarea><button>Wyślij</button></form></section>'
        elif not sponsor:
            comments = (
                '<section class="mp-comments"><h3>Komentarze (0)</h3><p>Bądź pierwszy – dodaj komentarz.</p></section>'
            )
        disclaimer = (
            f'<p class="mp-article__disclaimer">Artykuł powstał we współpracy z partnerem: {esc(sponsor)}.</p>'
            if sponsor
            else ""
        )
        body = (
            self.blocks(doc, fig=None)
            .replace('<table class="data">', '<div class="mp-table-wrap"><table class="mp-table">')
            .replace("</table>", "</table></div>")
        )
        parts = body.split("\n")
        if len(parts) > 5 and not sponsor:
            parts.insert(
                2,
                '<div class="mp-inline-related">Czytaj także: <a href="/artykul/ogladalnosc-telewizji-pazdziernik-2026">Oglądalność telewizji w październiku 2026</a></div>',
            )
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
            for k in [k for k in ARTS if k not in (doc.key, "sponsorowany")][:4]
        )
        return f"""<article class="mp-article{" mp-article--sponsored" if sponsor else ""}">
<header class="mp-article__header">
<nav class="mp-breadcrumbs">{self.a("home", "MediaPuls", "breadcrumb")} › {self.a("media", "Media", "breadcrumb") + " › " if doc.section == "Telewizja" else ""}{esc(doc.section)}</nav>
{kicker}
<h1 class="mp-article__title">{esc(doc.title)}</h1>
<div class="mp-article__meta">{author}<time class="mp-article__date" datetime="{doc.iso or ""}">{doc.stamp}</time></div>
<p class="mp-article__lead">{esc(doc.dek)}</p>
</header>
{share}
<figure class="mp-article__image"><img src="/static/uploads/2026/12/{doc.path.split("/")[-1][:30]}.jpg" alt="" width="960" height="540"><figcaption>fot. {"materiały partnera" if sponsor else "Shutterstock"}</figcaption></figure>
<div class="mp-article__body">
{chr(10).join(parts)}
</div>
{disclaimer}
{tags}
</article>
<section class="mp-related"><h3>Zobacz również</h3><ul>{related}</ul></section>
{comments}"""

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        badge = (
            '<span class="mp-badge mp-badge--sponsored">Artykuł sponsorowany</span>' if d.extra.get("sponsor") else ""
        )
        by = ", ".join(d.authors) if d.authors else ""
        return f'<article class="mp-teaser">{badge}<a class="mp-teaser__img" href="{esc(self.href(k))}"><img src="/static/uploads/2026/12/{d.path.split("/")[-1][:30]}-360.jpg" alt="" loading="lazy"></a><h2 class="mp-teaser__title">{self.a(k, d.title, "content")}</h2><p class="mp-teaser__lead">{esc(d.dek)}</p><div class="mp-teaser__meta">{esc(by)} <time>{d.stamp}</time></div></article>'

    def listing_main(self, doc: Doc) -> str:
        teasers = "\n".join(self.teaser(k) for k in doc.extra["list"])
        head = f'<h1 class="mp-listing__title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="mp-visually-hidden">MediaPuls</h1>'
            extra = f'<section class="mp-home-box"><h2>Na skróty</h2><ul><li>{self.a("tag", "Wszystko o oglądalności", "content")}</li><li>{self.a("author", "Teksty Katarzyny Nowak", "content")}</li><li>{self.a("agenda", "MediaPuls Forum 2026: agenda", "content")}</li><li>{self.a("live", "Relacja na żywo z MediaPuls Forum", "content")}</li></ul></section>'
        elif doc.kind == "author":
            head = f'<div class="mp-author-card"><h1 class="mp-listing__title">{esc(doc.title)}</h1><p>Dziennikarka MediaPuls. Zajmuje się rynkiem telewizyjnym, badaniami oglądalności i mediami publicznymi. Wcześniej pracowała w dziale gospodarczym dziennika regionalnego.</p><a href="mailto:k.nowak@mediapuls.test">k.nowak@mediapuls.test</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="mp-listing__title">{esc(doc.title)}</h1><form action="/szukaj"><input name="q" value="{esc(doc.extra["query"])}"><button>Szukaj</button></form><p>Znaleziono {len(doc.extra["list"])} wyniki dla frazy „{esc(doc.extra["query"])}”</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="mp-listing__title">Tag: {esc(doc.title)}</h1>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="mp-pagination"><span class="mp-pagination__current">1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/media?strona=3">3</a> {self.a(doc.extra["more"], "Następna strona", "pagination")}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="mp-pagination">{self.a(doc.extra["prev"], "Poprzednia strona", "pagination")} {self.a(doc.extra["prev"], "1", "pagination")} <span class="mp-pagination__current">2</span> <a href="/media?strona=3">3</a></nav>'
        return f'<div class="mp-listing">{head}\n<div class="mp-listing__items">\n{teasers}\n</div>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "agenda":
            rows = "\n".join(
                f'<tr><td class="mp-agenda__time">{t}</td><td class="mp-agenda__title">{esc(ti)}</td><td class="mp-agenda__speakers">{esc(sp)}</td></tr>'
                for t, ti, sp in AGENDA
            )
            return f"""<div class="mp-event"><h1 class="mp-event__title">{esc(doc.title)}</h1>
<p class="mp-event__info">10 grudnia 2026, Centrum Konferencyjne Wola, Warszawa</p>
<table class="mp-agenda"><thead><tr><th>Godzina</th><th>Temat</th><th>Prelegenci</th></tr></thead><tbody>
{rows}
</tbody></table>
<p class="mp-event__cta"><a href="https://bilety.mediapuls.test/forum-2026">Kup bilet</a> · {self.a("live", "Relacja na żywo", "content")} · <a href="/konferencja/mediapuls-forum-2026/prelegenci">Prelegenci</a></p></div>"""
        if doc.kind == "live-data":
            return f"""<div class="mp-live"><span class="mp-badge mp-badge--live">NA ŻYWO</span><h1 class="mp-live__title">{esc(doc.title)}</h1>
<div class="mp-live__empty">{self.blocks(doc)}</div>
<p class="mp-live__links">{self.a("agenda", "Agenda konferencji", "content")}</p>
<div class="mp-live__feed" data-feed="/api/live/mediapuls-forum-2026" data-poll="30"></div></div>"""
        if doc.kind == "subscribe":
            return f"""<div class="mp-newsletter"><h1 class="mp-newsletter__title">{esc(doc.title)}</h1>
{self.blocks(doc)}
<form class="mp-newsletter__form" action="https://newsletter.mediapuls.test/zapisz"><input type="email" name="email" placeholder="Twój adres e-mail" required><label><input type="checkbox" name="zgoda" required> Wyrażam zgodę na otrzymywanie newslettera.</label><button>Zapisz się</button></form></div>"""
        return f'<div class="mp-static"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
