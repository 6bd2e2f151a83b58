# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Polish typographic quotes are deliberate)
"""Kurier Nadwiślański: a Toruń / Bydgoszcz regional portal on a Polska-Press-like in-house CMS
(`/<slug>/ar/c1-<id>`, `/wiadomosci/`, `/wiadomosci/2`, `/tag/<tag>`, `/autor/<slug>/<id>`, `/szukaj?q=`),
Polish, UTF-8. Bylines "Autor: Anna Nowak", dates "04.12.2026 21:40" (Warsaw, +01:00 in December), sometimes with
"aktualizacja: …".

Article bodies that are **not paragraph runs**: a story that is one intro paragraph and an `<ol>` of ten numbered
items (a sentence each); an explainer built of `<details>`/`<summary>` blocks (the summary is the question, the
answer is inside the details); a story that is mostly a `<table>` (flats prices) with two short paragraphs; a story
of `<blockquote>` reader letters introduced by one paragraph. The other four are ordinary stories (news, column,
sports, a two-line brief signed "Oprac. KN", no person).

Metadata: `NewsArticle` JSON-LD in +01:00 on most stories; the bridge story's in **UTC** (23:30Z on 4 Dec =
00:30 on 5 Dec in Toruń); the brief's `author` is the site (Organization); the readers' story has none."""

from __future__ import annotations

import json
import zlib

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["dziesiec", "odpady", "mieszkania", "czytelnicy", "most", "felieton", "siatkowka", "pozar"]
AUTHOR_PAGES = {"Anna Nowak": "autor"}
COMMENTS = {
    "most": [
        ("torunianin82", "05.12.2026 07:14", "Od lat było wiadomo, że ten most trzeba remontować."),
        ("Gość", "05.12.2026 08:02", "A miało być tak pięknie…"),
        ("kierowca_tir", "05.12.2026 09:30", "Kolejne kilometry objazdu. Kto za to zapłaci?"),
    ],
    "czytelnicy": [
        ("ewa_rubinkowo", "04.12.2026 22:15", "Dziękuję, że ktoś wreszcie o tym napisał."),
        ("Gość", "04.12.2026 23:01", "Buspas na moście to jedyne rozsądne rozwiązanie."),
    ],
    "odpady": [
        ("mieszkaniec_jar", "03.12.2026 15:40", "A gdzie mam wyrzucić stare buty? Też do tekstyliów?"),
        ("Gość", "03.12.2026 16:22", "Znowu podwyżka. Co roku to samo."),
    ],
}


class Nadwislanski(Base):
    origin = "https://www.kuriernadwislanski.test"
    name = "Kurier Nadwiślański"
    prefix = "kn"
    language = "pl"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kn",
            [
                ".site-header",
                ".article__header",
                ".article__body",
                ".article__body ol",
                ".faq details",
                ".reader-quote",
                ".price-table",
                ".article__author",
                ".site-footer",
                ".rodo-box",
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
                "Kurier Nadwiślański",
                "pl-portal-home",
                list=["most", "odpady", "dziesiec", "mieszkania", "czytelnicy", "siatkowka", "felieton", "pozar"],
                more="wiad2",
            )
        )
        add(
            page(
                "wiad",
                "/wiadomosci/",
                "section",
                "Wiadomości",
                "pl-section",
                list=["most", "odpady", "czytelnicy", "pozar"],
                more="wiad2",
            )
        )
        add(
            page(
                "wiad2",
                "/wiadomosci/2",
                "section",
                "Wiadomości",
                "pl-section-page2",
                list=["mieszkania", "dziesiec", "felieton"],
                prev="wiad",
            )
        )
        add(
            page(
                "tag",
                "/tag/most-im-jozefa-pilsudskiego",
                "tag",
                "most im. Józefa Piłsudskiego",
                "pl-tag",
                list=["most", "czytelnicy"],
            )
        )
        add(
            page(
                "autor",
                "/autor/anna-nowak/1187",
                "author",
                "Anna Nowak",
                "pl-author",
                list=["dziesiec", "czytelnicy"],
                bio="Dziennikarka działu miejskiego. Pisze o Toruniu, komunikacji i sprawach mieszkańców. W redakcji od 2016 roku.",
            )
        )
        add(
            page(
                "szukaj",
                "/szukaj?q=mieszkania",
                "search",
                "Wyniki wyszukiwania: mieszkania",
                "pl-search",
                list=["mieszkania"],
            )
        )
        add(
            page(
                "redakcja",
                "/redakcja",
                "about",
                "Redakcja i kontakt",
                "pl-static",
                [
                    "Kurier Nadwiślański to regionalny portal informacyjny, który od 2011 roku opisuje życie Torunia, Bydgoszczy i całego regionu kujawsko-pomorskiego.",
                    "Redaktor naczelna: Joanna Szymańska. Zastępca redaktor naczelnej: Marcin Wróbel. Dział miejski: Anna Nowak, Tomasz Lewandowski, Piotr Zieliński.",
                    "Adres redakcji: ul. Szeroka 40, 87-100 Toruń. Tel. 56 555 01 42, e-mail: redakcja@kuriernadwislanski.test.",
                    "Wydawca: Nadwiślańskie Media sp. z o.o., wpisana do rejestru przedsiębiorców KRS.",
                ],
            )
        )
        add(
            page(
                "rodo",
                "/polityka-prywatnosci",
                "policy",
                "Polityka prywatności",
                "pl-static",
                [
                    "Data ostatniej aktualizacji: 12.09.2026",
                    "Administratorem Twoich danych osobowych jest Nadwiślańskie Media sp. z o.o. z siedzibą w Toruniu. Dane przetwarzamy zgodnie z RODO.",
                    "Korzystamy z plików cookies w celach statystycznych, reklamowych oraz w celu zapewnienia prawidłowego działania serwisu. Możesz zmienić ustawienia plików cookies w swojej przeglądarce.",
                    "Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia lub ograniczenia przetwarzania. W sprawach dotyczących danych osobowych napisz na adres iod@kuriernadwislanski.test.",
                ],
            )
        )
        add(
            page(
                "galeria",
                "/jarmark-bozonarodzeniowy-w-toruniu-zdjecia/ga/c1-48101/zd/120344",
                "gallery",
                "Jarmark bożonarodzeniowy w Toruniu. Zobacz zdjęcia",
                "pl-gallery",
                photos=[
                    "Kramy na Rynku Staromiejskim w piątkowe popołudnie.",
                    "Pierniki w kształcie Kopernika to wciąż najchętniej kupowana pamiątka.",
                    "Karuzela przed ratuszem cieszy się dużym zainteresowaniem najmłodszych.",
                    "Grzane wino i pajda ze smalcem – klasyka jarmarku.",
                    "Wieczorem Rynek rozświetla 40-metrowa iluminacja.",
                ],
            )
        )
        add(
            story(
                "dziesiec",
                "/10-rzeczy-ktore-warto-zrobic-w-toruniu-w-grudniu/ar/c1-48122",
                "10 rzeczy, które warto zrobić w Toruniu w grudniu",
                "2026-12-04",
                "2026-12-04T09:00:00+01:00",
                "04.12.2026 09:00",
                ["Anna Nowak"],
                [
                    "Grudzień w Toruniu to nie tylko przedświąteczna bieganina po sklepach. Przygotowaliśmy listę dziesięciu miejsc i wydarzeń, dla których warto wyjść z domu, nawet jeśli za oknem pada śnieg z deszczem.",
                    "OL: Odwiedź jarmark bożonarodzeniowy na Rynku Staromiejskim, który działa codziennie od 5 do 23 grudnia w godzinach 11–21.",
                    "OL: Zobacz, jak w sobotę o godz. 17 rozbłyśnie 40-metrowa iluminacja przed Ratuszem Staromiejskim.",
                    "OL: Upiecz własnego piernika w Muzeum Toruńskiego Piernika, gdzie zajęcia odbywają się co godzinę, także w weekendy.",
                    "OL: Wybierz się na łyżwy na sztuczne lodowisko przy ul. Bema, czynne do późnego wieczoru.",
                    "OL: Posłuchaj kolęd w wykonaniu chóru katedralnego podczas koncertu w bazylice katedralnej św. Janów 13 grudnia.",
                    "OL: Przespaceruj się bulwarem Filadelfijskim o zmierzchu, kiedy światła odbijają się w Wiśle.",
                    "OL: Obejrzyj zimowy pokaz nieba w Planetarium, które na grudzień przygotowało seans o gwiazdach betlejemskich.",
                    "OL: Kup prezenty od lokalnych rękodzielników na kiermaszu w Centrum Kultury Dwór Artusa w weekend 12–13 grudnia.",
                    "OL: Wejdź na wieżę ratuszową, z której przy dobrej pogodzie widać całą starówkę i zakole rzeki.",
                    "OL: Zakończ dzień gorącą czekoladą w jednej z kawiarni przy ul. Szerokiej, najlepiej z piernikiem do maczania.",
                ],
                "ordered-list-ten-items",
                section="Wiadomości",
                gallery=True,
            )
        )
        add(
            story(
                "odpady",
                "/nowe-zasady-segregacji-odpadow-od-stycznia-wyjasniamy/ar/c1-48117",
                "Nowe zasady segregacji odpadów od stycznia. Wyjaśniamy, co się zmienia",
                "2026-12-03",
                "2026-12-03T14:30:00+01:00",
                "03.12.2026 14:30",
                ["Piotr Zieliński"],
                [
                    "Od 1 stycznia w Toruniu zmieniają się zasady odbioru odpadów komunalnych. Mieszkańcy mają wiele pytań, dlatego zebraliśmy najważniejsze informacje w jednym miejscu.",
                    "DET: Co dokładnie się zmienia? || Do obecnych pięciu frakcji dochodzi szósta: odpady tekstylne. Ubrania, pościel i ręczniki nie będą już mogły trafiać do pojemnika na odpady zmieszane. // Zmienia się też harmonogram. Odpady biodegradowalne z domów jednorodzinnych będą odbierane co tydzień przez cały rok, a nie tylko od kwietnia do października.",
                    "DET: Gdzie mam wyrzucać stare ubrania? || Miasto ustawi 120 nowych pojemników na tekstylia, głównie przy osiedlowych altanach śmietnikowych. Ubrania można też oddawać w Punkcie Selektywnej Zbiórki Odpadów Komunalnych przy ul. Kociewskiej.",
                    "DET: Czy opłata za śmieci wzrośnie? || Tak. Stawka za osobę w budynkach wielorodzinnych wzrośnie z 36 do 39 zł miesięcznie. Właściciele domów jednorodzinnych, którzy kompostują bioodpady, nadal mogą liczyć na zniżkę, ale zmniejszy się ona z 4 do 3 zł od osoby.",
                    "DET: Co grozi za brak segregacji? || Jeśli firma odbierająca odpady stwierdzi, że nie są one posegregowane, zgłosi to do urzędu miasta. Wtedy opłata dla całego budynku może zostać podniesiona nawet czterokrotnie za dany miesiąc.",
                    "DET: Jak sprawdzić nowy harmonogram? || Harmonogramy dla wszystkich ulic zostaną opublikowane na stronie urzędu miasta do 20 grudnia. Trafią też do skrzynek pocztowych razem z informatorem o zmianach.",
                    "DET: Gdzie zgłaszać problemy? || Skargi na nieodebrane odpady oraz pytania można kierować do Biura Obsługi Mieszkańców pod numerem 56 555 03 00 od poniedziałku do piątku w godz. 7.30–15.30.",
                ],
                "explainer-details-summary",
                section="Wiadomości",
                kicker="Wyjaśniamy",
            )
        )
        add(
            story(
                "mieszkania",
                "/ceny-mieszkan-w-toruniu-i-bydgoszczy-gdzie-najdrozej/ar/c1-48109",
                "Ceny mieszkań w Toruniu i Bydgoszczy. Sprawdź, gdzie jest najdrożej",
                "2026-12-02",
                "2026-12-02T11:15:00+01:00",
                "02.12.2026 11:15",
                ["Katarzyna Wiśniewska"],
                [
                    "Mieszkania w regionie wciąż drożeją, choć wolniej niż przed rokiem. Z danych zebranych przez biuro pośrednictwa Domus Nova wynika, że średnia cena metra kwadratowego na rynku wtórnym w Toruniu wynosi dziś 8920 zł, a w Bydgoszczy 8610 zł.",
                    "T: Miasto | Osiedle / dzielnica | Średnia cena za m² | Zmiana r/r",
                    "T: Toruń | Starówka | 12 480 zł | +6,1%",
                    "T: Toruń | Bydgoskie Przedmieście | 10 350 zł | +5,4%",
                    "T: Toruń | Jar | 9 870 zł | +7,8%",
                    "T: Toruń | Rubinkowo | 7 640 zł | +4,2%",
                    "T: Toruń | Rudak | 7 120 zł | +3,9%",
                    "T: Bydgoszcz | Śródmieście | 10 210 zł | +5,0%",
                    "T: Bydgoszcz | Fordon | 7 480 zł | +4,6%",
                    "T: Bydgoszcz | Szwederowo | 7 050 zł | +3,1%",
                    "T: Bydgoszcz | Błonie | 8 930 zł | +6,4%",
                    "Najszybciej drożeją nowe osiedla na obrzeżach, takie jak toruński Jar. Pośrednicy zwracają uwagę, że kupujący coraz częściej wybierają mniejsze mieszkania, do 45 metrów kwadratowych, a ich ceny rosną szybciej niż ceny dużych lokali.",
                ],
                "table-story-two-paragraphs",
                section="Wiadomości",
                kicker="Nieruchomości",
            )
        )
        add(
            story(
                "czytelnicy",
                "/korki-na-moscie-czytelnicy-pisza-ile-traca-czasu/ar/c1-48128",
                "Korki na moście. Czytelnicy piszą, ile tracą czasu",
                "2026-12-04",
                None,
                "04.12.2026 21:40",
                ["Anna Nowak"],
                [
                    "Po naszym tekście o ograniczeniach na moście im. Józefa Piłsudskiego dostaliśmy kilkadziesiąt listów i wiadomości. Publikujemy wybrane z nich.",
                    "BQ: „Codziennie jadę z Podgórza do pracy na Bydgoskim. Kiedyś zajmowało mi to 20 minut, teraz nawet godzinę. Wyjeżdżam o szóstej, żeby zdążyć na ósmą” – pisze pan Krzysztof.",
                    "BQ: „Autobus linii 27 stoi w korku razem z samochodami. Jaki sens ma komunikacja miejska, jeśli nie ma buspasa?” – pyta pani Ewa z Rubinkowa.",
                    "BQ: „Rozumiem, że most trzeba wyremontować. Ale dlaczego wszystko dzieje się naraz, razem z remontem ul. Kujawskiej?” – zastanawia się pan Marek.",
                    "BQ: „Przesiadłam się na rower i jestem szybciej niż mąż samochodem. Polecam, choć zimą bywa ciężko” – pisze pani Agnieszka.",
                    "BQ: „Mieszkam przy Podgórskiej i od tygodnia nie mogę otworzyć okna, bo stoją pod nim ciężarówki, które szukają objazdu” – skarży się pani Halina.",
                    "BQ: „Miasto powinno uruchomić dodatkowe kursy tramwajów przez most drogowo-kolejowy. To by naprawdę pomogło” – proponuje pan Tomasz.",
                    "BQ: „Mój syn dojeżdża do szkoły na Mokrem. Wstaje teraz pół godziny wcześniej. Dzieci też płacą za te korki” – pisze pani Joanna.",
                    "BQ: „Jestem kierowcą autobusu. Proszę pamiętać, że my też stoimy w tych korkach. Pasażerowie mają do nas pretensje, a to przecież nie nasza wina” – pisze pan Andrzej.",
                ],
                "reader-blockquotes-intro-no-jsonld",
                section="Wiadomości",
                kicker="Listy czytelników",
                tag=True,
                ld="",
            )
        )
        add(
            story(
                "most",
                "/most-im-pilsudskiego-zamkniety-dla-ciezarowek-od-poniedzialku/ar/c1-48131",
                "Most im. Piłsudskiego zamknięty dla ciężarówek od poniedziałku",
                "2026-12-05",
                "2026-12-04T23:30:00Z",
                "05.12.2026 00:30",
                ["Tomasz Lewandowski"],
                [
                    "Od poniedziałku 7 grudnia pojazdy o masie powyżej 12 ton nie wjadą na most im. Józefa Piłsudskiego w Toruniu. Decyzję podjął Miejski Zarząd Dróg po piątkowej ekspertyzie, która wykazała postępującą korozję stalowych elementów konstrukcji.",
                    "Jak poinformował rzecznik MZD Paweł Kamiński, zakaz będzie obowiązywał co najmniej do wiosny, kiedy ruszy planowany remont przęseł. – Bezpieczeństwo kierowców i pieszych jest dla nas najważniejsze. Most nie grozi zawaleniem, ale nie możemy dopuścić, by ciężki ruch pogłębiał uszkodzenia – powiedział.",
                    "Ekspertyzę przygotowała na zlecenie miasta gdańska firma inżynierska Mostoprojekt. Z jej raportu wynika, że najbardziej skorodowane są dźwigary w dwóch środkowych przęsłach, a część nitów wymaga pilnej wymiany. Eksperci zalecili także stały monitoring ugięć konstrukcji.",
                    "## Objazdy przez autostradę",
                    "Ciężarówki jadące z Podgórza do centrum miasta będą musiały korzystać z mostu gen. Elżbiety Zawackiej na wschodniej obwodnicy lub z autostrady A1. Dla wielu przewoźników oznacza to nadłożenie nawet kilkunastu kilometrów.",
                    "Zakaz nie obejmie autobusów komunikacji miejskiej, które na razie będą kursować bez zmian. MZD zapowiada jednak, że autobusy przegubowe nie będą mogły się mijać na moście, dlatego na jezdni pojawi się sygnalizacja wahadłowa w godzinach nocnych.",
                    "Kierowcy samochodów osobowych nie odczują na razie większych utrudnień. MZD apeluje jednak, by w godzinach szczytu w miarę możliwości wybierać most gen. Elżbiety Zawackiej, bo nowa organizacja ruchu może wydłużyć przejazd przez Podgórz.",
                    "Przedsiębiorcy z lewobrzeżnej części miasta są zaniepokojeni. – Dostawy do naszej hurtowni przyjeżdżają dwa razy dziennie. Każdy objazd to dla nas dodatkowe koszty – mówi Grzegorz Mazur, właściciel hurtowni materiałów budowlanych przy ul. Poznańskiej.",
                    "Remont mostu ma kosztować około 85 mln zł. Miasto stara się o dofinansowanie z funduszy unijnych. Przetarg na wykonawcę ma zostać ogłoszony w styczniu.",
                ],
                "news-utc-crosses-midnight",
                section="Wiadomości",
                tag=True,
                updated="aktualizacja: 05.12.2026 08:12",
            )
        )
        add(
            story(
                "felieton",
                "/felieton-pierniki-ktore-pamietaja-wiecej-niz-my/ar/c1-48114",
                "Pierniki, które pamiętają więcej niż my",
                "2026-12-03",
                "2026-12-03T07:00:00+01:00",
                "03.12.2026 07:00",
                ["Małgorzata Kowalczyk"],
                [
                    "Moja babcia trzymała pierniki w blaszanej puszce po herbacie. Puszka stała na najwyższej półce kredensu, a my, dzieci, wiedzieliśmy, że dostaniemy po jednym dopiero w Wigilię. Te pierniki były twarde jak kamień przez cały grudzień i miękły dopiero w święta, jakby czekały na odpowiedni moment.",
                    "Dziś pierniki kupuje się w każdym markecie przez cały rok. Są miękkie, polane czekoladą, nadziewane marmoladą. Są dobre, nie mam nic przeciwko nim. Ale kiedy idę przez Rynek i czuję zapach miodu, goździków i cynamonu, wracam myślami do tamtej puszki.",
                    "Toruń ma szczęście, że piernik jest tu czymś więcej niż słodyczą. Jest opowieścią o mieście, o kupcach, którzy sprowadzali przyprawy z dalekich krajów, o cechach piekarzy i o formach rzeźbionych w drewnie, które przechodziły z pokolenia na pokolenie. Jest pamięcią zapisaną w cieście.",
                    "Myślę o tym, gdy widzę turystów kupujących pierniki w kształcie Kopernika. Śmieszy mnie to trochę i wzrusza jednocześnie. Astronom, który przewrócił do góry nogami obraz wszechświata, skończył jako ciasteczko w celofanie. Ale może właśnie dzięki temu ktoś zapyta, kim był ten pan z pierniczka.",
                    "Mam wrażenie, że z pamięcią jest trochę jak z piernikiem. Potrzebuje czasu, żeby dojrzeć. Rzeczy, które kiedyś wydawały się zwyczajne, nabierają smaku dopiero po latach: zapach kuchni w grudniowe popołudnie, szuranie krzesła, gdy babcia sięgała po puszkę, nasze nosy przyklejone do szyby kredensu.",
                    "W tym roku postanowiłam upiec pierniki sama, według przepisu z zeszytu babci. Ciasto leżakuje już w lodówce od tygodnia. Za kilka dni je rozwałkuję, powycinam gwiazdki i serca, a potem schowam do blaszanej puszki. Na najwyższą półkę. Niech poczekają.",
                ],
                "column-felieton",
                section="Opinie",
                kicker="Felieton",
            )
        )
        add(
            story(
                "siatkowka",
                "/nadwislanie-torun-wygrywaja-w-tie-breaku/ar/c1-48119",
                "Nadwiślanie Toruń wygrywają w tie-breaku i awansują na trzecie miejsce",
                "2026-12-03",
                "2026-12-03T22:10:00+01:00",
                "03.12.2026 22:10",
                ["Michał Dąbrowski"],
                [
                    "Siatkarze MKS Nadwiślanie Toruń pokonali na własnym parkiecie Energetyka Płock 3:2 (25:22, 21:25, 23:25, 25:19, 15:12) w meczu 12. kolejki I ligi. Dzięki zwycięstwu torunianie awansowali na trzecie miejsce w tabeli.",
                    "Spotkanie w hali przy ul. Bema długo układało się po myśli gości, którzy po trzech setach prowadzili 2:1. W czwartej partii trener Jacek Ostrowski zdecydował się na zmianę rozgrywającego i od tego momentu gra gospodarzy wyraźnie przyspieszyła.",
                    "Goście z Płocka dobrze rozpoczęli mecz, ale w pierwszym secie torunianie odrobili czteropunktową stratę i wygrali go po skutecznym bloku na Dawidzie Kubiaku. W drugiej i trzeciej partii przewagę miał jednak Energetyk, który świetnie zagrywał i przyjmował.",
                    "Bohaterem tie-breaka był atakujący Bartosz Wilk, który zdobył w nim pięć punktów, w tym dwa asy serwisowe. W całym meczu zanotował 27 punktów i został wybrany najlepszym zawodnikiem spotkania.",
                    "– Po trzecim secie powiedzieliśmy sobie w szatni, że nie mamy nic do stracenia. Kibice pomogli nam przetrwać najtrudniejsze momenty – mówił po meczu Wilk.",
                    "Na trybunach zasiadło blisko 1500 kibiców, najwięcej w tym sezonie. Klub zapowiada, że na mecz z liderem zorganizuje wyjazd autokarowy dla fanów.",
                    "Kolejne spotkanie Nadwiślanie rozegrają w sobotę 12 grudnia na wyjeździe z liderem z Kielc.",
                ],
                "sports-report",
                section="Sport",
            )
        )
        add(
            story(
                "pozar",
                "/pozar-altany-na-bielanach-nikt-nie-zostal-ranny/ar/c1-48126",
                "Pożar altany na Bielanach. Nikt nie został ranny",
                "2026-12-04",
                "2026-12-04T16:45:00+01:00",
                "04.12.2026 16:45",
                [],
                [
                    "W piątek po południu na terenie ogródków działkowych przy ul. Szosa Okrężna na toruńskich Bielanach spłonęła drewniana altana. Ogień gasiły trzy zastępy straży pożarnej.",
                    "Nikt nie został ranny. Przyczyny pożaru ustala policja, według wstępnych informacji mogło dojść do zwarcia instalacji elektrycznej.",
                ],
                "short-brief-oprac",
                section="Wiadomości",
                desk="Oprac. KN",
                ld="org",
            )
        )

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld", "person")
        if not mode:
            return ""
        url = self.url(doc.key)
        author = (
            [{"@type": "Person", "name": a} for a in doc.authors]
            if mode == "person"
            else {"@type": "Organization", "name": self.name}
        )
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "mainEntityOfPage": url,
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": self.name,
                "logo": {"@type": "ImageObject", "url": "https://www.kuriernadwislanski.test/static/img/logo.png"},
            },
            "image": [f"https://www.kuriernadwislanski.test/static/obrazy/{zlib.crc32(doc.key.encode()) % 99991}.jpg"],
            "inLanguage": "pl-PL",
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        desc = self.lede(doc) if doc.is_article else "Kurier Nadwiślański – wiadomości z Torunia, Bydgoszczy i regionu."
        meta = [
            f"<title>{esc(doc.title)}{'' if doc.key == 'home' else ' | Kurier Nadwiślański'}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:locale" content="pl_PL">',
        ]
        if doc.is_article:
            meta.append(self.ld(doc))
        nav = "".join(f"<li>{self.a(k, t, 'nav')}</li>" for k, t in (("home", "Strona główna"), ("wiad", "Wiadomości")))
        nav += "".join(
            f'<li><a href="{p}">{t}</a></li>'
            for p, t in (
                ("/sport/", "Sport"),
                ("/kultura/", "Kultura"),
                ("/opinie/", "Opinie"),
                ("/bydgoszcz/", "Bydgoszcz"),
                ("/pogoda/", "Pogoda"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(m for m in meta if m)}
<link rel="stylesheet" href="/static/css/main.min.css?v=3.18.2">
<style>/*PAD*/</style>
<script>var dataLayer=dataLayer||[];dataLayer.push({{"pageType":"{"artykul" if doc.is_article else doc.kind}","kategoria":"{esc(doc.section or doc.title)}"}});</script>
<script async src="/static/js/app.min.js?v=3.18.2"></script>
</head>
<body>
<div class="top-bar"><span>Piątek, 4 grudnia 2026</span> <span class="weather">Toruń: 3°C, mżawka</span> <a href="/konto/logowanie">Zaloguj się</a> <a href="/prenumerata" class="btn-premium">Kup dostęp</a></div>
<header class="site-header">
<div class="logo">{self.a("home", "Kurier Nadwiślański", "nav")}</div>
<nav class="main-nav"><ul>{nav}</ul></nav>
<form class="search-form" action="/szukaj" method="get"><input type="search" name="q" placeholder="Szukaj w serwisie"><button type="submit">Szukaj</button></form>
</header>
<div class="ad ad--billboard" id="ad-billboard"></div>
<main class="site-main">
{main}
</main>
<aside class="sidebar">
<section class="box box--popular"><h3>Najczęściej czytane</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("most", "odpady", "mieszkania", "dziesiec") if k != doc.key)}</ol></section>
<section class="box"><h3>Na skróty</h3>{self.a("tag", "Most Piłsudskiego", "aside")} · {self.a("galeria", "Galeria: jarmark", "aside")} · <a href="/tag/jarmark-bozonarodzeniowy">Jarmark</a> · <a href="/tag/komunikacja">Komunikacja</a></section>
<div class="ad ad--half-page" id="ad-sidebar"></div>
</aside>
<footer class="site-footer">
<ul><li>{self.a("redakcja", "Redakcja i kontakt", "footer")}</li><li>{self.a("rodo", "Polityka prywatności", "footer")}</li><li><a href="/regulamin">Regulamin</a></li><li><a href="/reklama">Reklama</a></li><li><a href="/rss">RSS</a></li></ul>
<p class="social"><a href="https://www.facebook.com/kuriernadwislanski">Facebook</a> <a href="https://www.instagram.com/kuriernadwislanski">Instagram</a></p>
<p>© 2026 Nadwiślańskie Media sp. z o.o. Wszelkie prawa zastrzeżone.</p>
</footer>
<div class="rodo-box" id="rodo">Szanowny Użytkowniku, zanim przejdziesz do serwisu, zapoznaj się z informacjami o przetwarzaniu danych osobowych i plikach cookies. {self.a("rodo", "Polityka prywatności", "footer")} <button class="rodo-accept">Przejdź do serwisu</button> <button>Ustawienia</button></div>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<div class="article__author">{esc(doc.extra["desk"])}</div>'
        names = ", ".join(self.a(AUTHOR_PAGES[a], a, "byline") if a in AUTHOR_PAGES else esc(a) for a in doc.authors)
        return f'<div class="article__author">Autor: {names}</div>'

    def body_html(self, doc: Doc) -> str:
        html = blocks_html(self, doc.blocks)
        html = html.replace("<ol>", '<ol class="numbered-list">').replace("<details>", '<details class="faq">')
        html = html.replace("<blockquote>", '<blockquote class="reader-quote">').replace(
            '<table class="data">', '<table class="price-table">'
        )
        return html

    def story_main(self, doc: Doc) -> str:
        kicker = f'<span class="article__kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        upd = f' <span class="article__updated">{esc(doc.extra["updated"])}</span>' if doc.extra.get("updated") else ""
        url = self.url(doc.key)
        share = f'<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(url)}">Udostępnij</a> <a href="https://twitter.com/intent/tweet?url={esc(url)}">Tweetnij</a> <a href="mailto:?subject={esc(doc.title)}&amp;body={esc(url)}">Wyślij</a></div>'
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="article__tags">Tagi: {self.a("tag", "most im. Józefa Piłsudskiego", "content")} <a href="/tag/korki">korki</a> <a href="/tag/mzd-torun">MZD Toruń</a></div>'
        gal = ""
        if doc.extra.get("gallery"):
            gal = f'<div class="gallery-teaser">{self.a("galeria", "Zobacz galerię zdjęć z jarmarku", "content")}</div>'
        czytaj = [k for k in ARTS if k != doc.key][:3]
        also = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in czytaj)
        comments = ""
        if doc.key in COMMENTS:
            rows = "\n".join(
                f'<div class="comment"><strong>{esc(u)}</strong> <time>{t}</time><p>{esc(c)}</p></div>'
                for u, t, c in COMMENTS[doc.key]
            )
            comments = f"""<section class="comments"><h3>Komentarze ({len(COMMENTS[doc.key])})</h3>
{rows}
<form action="/komentarze/dodaj" method="post"><textarea name="tresc" placeholder="Napisz komentarz"></textarea><button>Dodaj komentarz</button></form></section>"""
        img = zlib.crc32(doc.key.encode()) % 99991
        return f"""<article class="article">
<div class="article__header">
<nav class="breadcrumbs">{self.a("home", "Kurier Nadwiślański", "breadcrumb")} › {self.a("wiad", "Wiadomości", "breadcrumb") if doc.section == "Wiadomości" else esc(doc.section)}</nav>
{kicker}
<h1 class="article__title">{esc(doc.title)}</h1>
<div class="article__meta">{self.byline(doc)}<time class="article__date">{doc.stamp}</time>{upd}</div>
{share}
</div>
<figure class="article__photo"><img src="https://www.kuriernadwislanski.test/static/obrazy/{img}.jpg" alt="" width="960" height="540"><figcaption>Fot. archiwum Kuriera Nadwiślańskiego</figcaption></figure>
<div class="article__body">
{self.body_html(doc)}
</div>
{gal}
{tags}
<section class="read-also"><h3>Czytaj także</h3><ul>{also}</ul></section>
<div class="newsletter">Zapisz się na newsletter Kuriera Nadwiślańskiego i otrzymuj najważniejsze informacje z regionu prosto na skrzynkę. <form action="/newsletter"><input type="email" name="email" placeholder="Twój e-mail"><button>Zapisz się</button></form></div>
{comments}
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            img = ""
            if i < 2:
                img = f'<img src="https://www.kuriernadwislanski.test/static/obrazy/m_{zlib.crc32(k.encode()) % 99991}.jpg" alt="" loading="lazy">'
            items.append(
                f'<div class="tile">{img}<h2 class="tile__title">{self.a(k, d.title, "content")}</h2><p>{esc(self.lede(d))}</p><time>{d.stamp}</time></div>'
            )
        head = "" if doc.kind == "home" else f'<h1 class="listing__title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<div class="author-card"><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "search":
            head += f'<p class="search__count">Znaleziono {len(doc.extra["list"])} artykuł dla frazy „mieszkania”</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination"><span class="current">1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Następna strona", "pagination")}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="pagination">{self.a(doc.extra["prev"], "Poprzednia strona", "pagination")} {self.a(doc.extra["prev"], "1", "pagination")} <span class="current">2</span></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="box"><h3>Tematy dnia</h3>{self.a("tag", "Most Piłsudskiego", "content")} · {self.a("autor", "Anna Nowak", "content")} · {self.a("szukaj", "Ceny mieszkań", "content")} · {self.a("galeria", "Jarmark w Toruniu – zdjęcia", "content")}</section>'
        return f'<section class="listing">\n{head}\n' + "\n".join(items) + f"\n{pager}\n{extra}\n</section>"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            photos = "".join(
                f'<figure class="gallery__item"><img src="https://www.kuriernadwislanski.test/static/galerie/jarmark/{i + 1}.jpg" alt="" width="960"><figcaption>{esc(c)} <span class="gallery__counter">{i + 1}/{len(doc.extra["photos"])}</span></figcaption></figure>'
                for i, c in enumerate(doc.extra["photos"])
            )
            return f'<section class="gallery"><h1 class="gallery__title">{esc(doc.title)}</h1><time>04.12.2026 18:20</time><div class="article__author">Fot. Jakub Nowicki</div>{photos}<p>{self.a("dziesiec", "Czytaj: 10 rzeczy, które warto zrobić w Toruniu w grudniu", "content")}</p></section>'
        body = "".join(f"<p>{esc(b[1])}</p>" for b in doc.blocks if b[0] == "p")
        return f'<section class="static-page"><h1>{esc(doc.title)}</h1>{body}</section>'
