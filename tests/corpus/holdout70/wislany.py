# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Polish quotation marks and dashes are deliberate)
"""Dziennik Wiślany: a Kraków daily in the mould of Agora's older platform (Gazeta.pl / Wyborcza: comma URLs
`/7,44425,31512345,<slug>.html` for stories and `/0,44425.html` for section fronts, page 2 as
`/0,44425.html?str=2_31498765`, the columnist archive as `/0,44430.html?autor=Marek+Zieli%F1ski` with the name
percent-encoded in ISO-8859-2, `#gazeta_article`, `#gazeta_article_author`, `#gazeta_article_date`,
`#gazeta_article_lead`, `#gazeta_article_body`, `p.art_paragraph`, `h2.art_sub_title`, `<!-- google_ad_section_start -->`
markers), Polish, **ISO-8859-2** (declared in the header and in `<meta http-equiv>`; „ ” – … are numeric character
references), Warsaw (+01:00).

Dates "10 grudnia 2026 | 19:45" (genitive month names); `NewsArticle` JSON-LD with a colon-less offset
("2026-12-10T19:45:00+0100") and `\\u`-escaped letters; one felieton's JSON-LD is in **UTC** (23:30Z on 10 Dec = 00:30
on 11 Dec). The two **felietony** have no byline under the headline: the columnist's photo, name and description sit
in a box (`.author_box_felieton`) placed **before the text**, as the page's sidebar. The single **letter** is a story of
its own, its byline "List Czytelniczki", its writer's name only in the signature at its foot, an editor's italic note
at its head ("Tytuł i śródtytuły od redakcji"). Other credits: "oprac. Katarzyna Wilk", "Rozmawiał Tomasz Grabowski",
and a Project Syndicate column ("Daniel Ferreira" + "Project Syndicate", with "Tłum." and a copyright line). The
comment piece prints its day without a time and has no JSON-LD."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote, quote_plus

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.dziennikwislany.test"
ARTS = ["felieton1", "felieton2", "list", "recenzja", "syndicate", "wspomnienie", "wywiad", "komentarz"]
MIESIACE = [
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "września",
    "października",
    "listopada",
    "grudnia",
]
FELIETONISCI = {
    "Marek Zieliński": "Pisarz i felietonista, autor powieści „Kamienica pod Orłem”. Co czwartek pisze o Krakowie, który zna i którego nie poznaje.",
    "Agnieszka Wróbel": "Dziennikarka i felietonistka, krakowianka z Nowej Huty. Pisze o mieście od strony chodnika.",
}


def pl_stamp(local: str, with_time: bool = True) -> str:
    """'2026-12-10 19:45' -> '10 grudnia 2026 | 19:45'."""
    day, time = local.split()
    y, m, d = day.split("-")
    out = f"{int(d)} {MIESIACE[int(m) - 1]} {y}"
    return f"{out} | {time}" if with_time else out


class Wislany(Base):
    origin = ORIGIN
    name = "Dziennik Wiślany"
    prefix = "dwi"
    language = "pl"
    encoding = "iso8859-2"
    codec = "iso8859-2"
    content_type = "text/html; charset=iso-8859-2"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dwi",
            [
                "#pageHead",
                "#gazeta_article h1",
                "#gazeta_article_lead",
                "#gazeta_article_body .art_paragraph",
                ".author_box_felieton",
                ".index_body .entry",
                "#holder_201",
                ".related_image_number",
                "#pageFoot",
                "#rodo-popup",
            ],
            260,
        )

    def art(
        self,
        key: str,
        path: str,
        title: str,
        local: str,
        iso: str | None,
        authors: list[str],
        lines: list[str],
        shape: str,
        **extra: object,
    ) -> Doc:
        with_time = not extra.get("day_only")
        return story(
            key,
            path,
            title,
            local.split()[0],
            iso,
            pl_stamp(local, with_time),
            authors,
            lines,
            shape,
            local=local,
            **extra,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Dziennik Wiślany",
                "agora-home",
                list=["felieton1", "list", "wywiad", "felieton2", "wspomnienie", "komentarz", "recenzja", "syndicate"],
                more="opinie",
            )
        )
        add(
            page(
                "opinie",
                "/0,44425.html",
                "section",
                "Opinie",
                "agora-section-front",
                list=["felieton2", "felieton1", "komentarz", "list", "wywiad"],
                more="opinie2",
            )
        )
        add(
            page(
                "opinie2",
                "/0,44425.html?str=2_31498765",
                "section",
                "Opinie",
                "agora-section-page2",
                list=["syndicate", "recenzja"],
            )
        )
        add(
            page(
                "felietonisci",
                "/0,44430.html",
                "section",
                "Felietoniści",
                "agora-columnists-index",
                list=["felieton1", "felieton2"],
            )
        )
        add(
            page(
                "author",
                "/0,44430.html?autor=Marek+Zieli%F1ski",
                "author",
                "Marek Zieliński",
                "agora-columnist-archive-latin2-query",
                list=["felieton1"],
                bio=FELIETONISCI["Marek Zieliński"],
            )
        )
        add(
            page(
                "tag",
                "/0,0.html?tag=ulica+Karmelicka",
                "tag",
                "ulica Karmelicka",
                "agora-tag",
                list=["list", "felieton2"],
            )
        )
        add(
            page(
                "search",
                "/szukaj/0,0.html?q=smog",
                "search",
                "Wyniki wyszukiwania: smog",
                "agora-search",
                list=["wywiad", "komentarz"],
            )
        )
        add(
            page(
                "zasady",
                "/0,44001.html",
                "policy",
                "Jak napisać do redakcji? Zasady publikacji listów i komentarzy",
                "letters-and-comments-policy",
                [
                    "Czekamy na Państwa listy. Każdy z nich czytamy, choć nie każdy możemy opublikować.",
                    "## Listy",
                    "- Listy prosimy przesyłać na adres listy@dziennikwislany.test lub pocztą na adres redakcji.",
                    "- Prosimy o podanie imienia, nazwiska i miejscowości. Na prośbę autora możemy podpisać list samymi inicjałami, ale redakcja musi znać jego dane.",
                    "- Redakcja zastrzega sobie prawo do skracania listów i opatrywania ich własnymi tytułami i śródtytułami.",
                    "## Komentarze",
                    "- Komentarze pod artykułami mogą dodawać zalogowani użytkownicy. Usuwamy wpisy obraźliwe, wulgarne, zawierające groźby lub treści reklamowe.",
                    "- Za treść komentarzy odpowiadają ich autorzy. Wpisy naruszające regulamin można zgłosić przyciskiem „Zgłoś naruszenie”.",
                ],
            )
        )
        add(
            page(
                "kontakt",
                "/0,44002.html",
                "about",
                "Redakcja i kontakt",
                "newsroom-contacts",
                [
                    "Dziennik Wiślany, ul. Długa 42, 31-146 Kraków",
                    "Redaktor naczelna: Joanna Michalska",
                    "Zastępca redaktor naczelnej, dział Opinie: Tomasz Grabowski",
                    "Dział Kultura: Paweł Lis",
                    "Telefon: 12 600 00 00, e-mail: redakcja@dziennikwislany.test",
                    "Wydawca: Wisła Media sp. z o.o., Sąd Rejonowy dla Krakowa-Śródmieścia, KRS 0000123456.",
                ],
            )
        )
        add(
            self.art(
                "felieton1",
                "/7,44425,31512345,hulajnogi-na-plantach-to-nie-wolnosc-tylko-brak-wyobrazni.html",
                "Hulajnogi na Plantach to nie wolność, tylko brak wyobraźni",
                "2026-12-10 19:45",
                "2026-12-10T19:45:00+0100",
                ["Marek Zieliński"],
                [
                    "We wtorek rano na Plantach, między Floriańską a Szewską, naliczyłem jedenaście porzuconych hulajnóg. Dwie leżały w trawie, jedna w fontannie, pozostałe tarasowały alejkę, po której starsza pani próbowała przeprowadzić jamnika. Jamnik był bardziej zdziwiony niż ja.",
                    "Nie jestem przeciwnikiem hulajnóg. Sam jeździłem na nich kilka razy, zwykle wtedy, gdy tramwaj utknął na Basztowej, a ja byłem spóźniony. To wygodne, szybkie i – przyznaję – całkiem przyjemne. Problem nie leży w samym urządzeniu, tylko w tym, że miasto oddało przestrzeń publiczną prywatnym firmom, nie żądając niczego w zamian.",
                    "Operatorzy płacą za to symbolicznie, a koszt ponoszą wszyscy inni: piesi, którzy potykają się o porzucone pojazdy, niewidomi, dla których każda hulajnoga na chodniku jest przeszkodą, i służby porządkowe, które zbierają je z trawników. W Paryżu mieszkańcy w referendum po prostu zakazali wypożyczalni. W Krakowie urzędnicy od trzech lat „analizują sytuację”.",
                    "RAW:"
                    + '<div class="related_image_number"><span>Czytaj także:</span> <a href="/7,44425,31488120,strefa-czystego-transportu-co-sie-zmieni-od-stycznia.html">Strefa czystego transportu. Co się zmieni od stycznia?</a></div>',
                    "Nie trzeba od razu zakazywać. Wystarczyłyby wyznaczone miejsca parkowania, kary dla operatorów za każdy porzucony pojazd i strefy, w których hulajnogi po prostu nie działają – Planty, Rynek, Kazimierz. Technicznie to żaden problem. Politycznie, jak widać, ogromny.",
                    "Wolność poruszania się po mieście to piękna idea. Ale wolność jednych kończy się tam, gdzie zaczyna się chodnik innych. A na Plantach, jak na razie, zaczyna się w fontannie.",
                ],
                "felieton-author-box-before-text",
                lead="Kraków przez lata uczył się, jak żyć z samochodami. Teraz musi się nauczyć żyć z hulajnogami. Idzie mu to gorzej.",
                felieton=True,
                ld_author={"@type": "Person", "name": "Marek Zieliński"},
            )
        )
        add(
            self.art(
                "felieton2",
                "/7,44425,31514470,obwarzanek-za-piec-zlotych-i-koniec-pewnej-epoki.html",
                "Obwarzanek za pięć złotych i koniec pewnej epoki",
                "2026-12-11 00:30",
                "2026-12-10T23:30:00Z",
                ["Agnieszka Wróbel"],
                [
                    "Pierwszego obwarzanka kupiłam sobie sama w wieku ośmiu lat, na rogu Karmelickiej i Batorego, za pieniądze znalezione w kieszeni zimowej kurtki. Kosztował wtedy, jeśli dobrze pamiętam, czterdzieści groszy. W tym tygodniu ten sam wózek, a może jego wnuk, sprzedawał obwarzanki po pięć złotych.",
                    "Można by powiedzieć, że to po prostu inflacja i że wszystko podrożało. To prawda. Mąka, sezam, prąd do pieca, opłata za miejsce – sprzedawcy, z którymi rozmawiałam, mają rację, że trudno piec taniej. A jednak pięć złotych za obwarzanka brzmi jak granica, za którą zaczyna się coś innego.",
                    "Obwarzanek był zawsze jedzeniem dla wszystkich. Jadł go student w drodze na zajęcia, emeryt na ławce przy Plantach, turysta, który nie wiedział jeszcze, że to nie bajgiel. Był tani, bo miał być tani. Kiedy przestaje być tani, przestaje być dla wszystkich, a zaczyna być pamiątką.",
                    "Nie chcę, żeby miasto ustalało ceny obwarzanków. Chcę tylko zauważyć, że takie drobne rzeczy mówią o mieście więcej niż wielkie inwestycje. Kraków, w którym student nie kupi sobie obwarzanka na śniadanie, to inny Kraków niż ten, w którym się wychowałam. Może lepszy, może gorszy. Ale inny.",
                ],
                "felieton-author-box-before-text-utc-previous-day",
                lead="Cena obwarzanka to w Krakowie coś więcej niż cena. To barometr nastrojów.",
                felieton=True,
                ld_author={"@type": "Person", "name": "Agnieszka Wróbel"},
            )
        )
        add(
            self.art(
                "list",
                "/7,44425,31509902,list-do-redakcji-mieszkam-przy-karmelickiej-od-40-lat-nikt-nas-nie-zapytal.html",
                "List do redakcji: Mieszkam przy Karmelickiej od 40 lat. Nikt nas nie zapytał o zdanie",
                "2026-12-09 14:10",
                "2026-12-09T14:10:00+0100",
                ["Teresa Nowicka"],
                [
                    'RAW:<p class="art_paragraph"><i>Publikujemy list, który otrzymaliśmy od naszej Czytelniczki w związku z planowaną przebudową ulicy Karmelickiej. Tytuł i śródtytuły od redakcji.</i></p>',
                    "Szanowna Redakcjo, piszę do Państwa, bo nie wiem już, do kogo innego mogłabym się zwrócić. Mieszkam przy ulicy Karmelickiej od 1986 roku. Wychowałam tu dwoje dzieci, przeżyłam trzy remonty torowiska i jedno zalanie piwnicy. Przez ten czas nauczyłam się, że miasto rzadko pyta mieszkańców o zdanie. Ale to, co dzieje się teraz, przekracza wszystko, co dotąd widziałam.",
                    "## Konsultacje, o których nikt nie wiedział",
                    "Z gazety dowiedziałam się, że plan przebudowy ulicy był „szeroko konsultowany”. Zapytałam sąsiadów z całej kamienicy. Nikt z nich nie słyszał o żadnych konsultacjach. Okazało się, że odbyły się przez internet, w sierpniu, w czasie wakacji, a informacja wisiała na stronie urzędu, której nikt z nas nie odwiedza. Czy tak wygląda szerokie konsultowanie?",
                    "Nie jestem przeciwna zmianom. Rozumiem, że ulica musi być bezpieczniejsza, że potrzebne są drzewa i szersze chodniki. Ale plan zakłada likwidację wszystkich miejsc parkingowych w naszym kwartale, także tych dla osób z niepełnosprawnościami. Mój mąż porusza się o kulach. Jak mamy dojechać do lekarza, skoro taksówka nie będzie mogła nawet zatrzymać się przed bramą?",
                    "## Prosimy o rozmowę, nie o łaskę",
                    "Wraz z sąsiadami zebraliśmy 214 podpisów pod petycją do prezydenta miasta. Minął miesiąc i nie dostaliśmy odpowiedzi. Nie prosimy o wstrzymanie inwestycji. Prosimy o spotkanie, na którym ktoś z urzędu wyjaśni nam, jak mamy żyć w czasie dwuletniej budowy i po jej zakończeniu.",
                    "Piszę ten list, bo wierzę, że gazeta wciąż może być miejscem, w którym głos zwykłych mieszkańców zostanie usłyszany. Liczę na to, że ktoś go przeczyta.",
                    'RAW:<p class="art_paragraph art_signature" style="text-align:right">Z poważaniem<br><b>Teresa Nowicka</b><br>mieszkanka ul. Karmelickiej</p>',
                    'RAW:<p class="art_paragraph"><i>Czekamy na Państwa listy: listy@dziennikwislany.test. Redakcja zastrzega sobie prawo do skracania i redagowania nadesłanych tekstów.</i></p>',
                ],
                "single-long-letter-own-story-name-in-signature",
                lead="„Nie prosimy o wstrzymanie inwestycji. Prosimy o spotkanie” – pisze do nas mieszkanka ulicy Karmelickiej.",
                credit="List Czytelniczki",
                ld_author={"@type": "Organization", "name": "Dziennik Wiślany"},
            )
        )
        add(
            self.art(
                "recenzja",
                "/7,44433,31505511,dom-nad-wilga-to-najlepsza-polska-powiesc-tego-roku.html",
                "„Dom nad Wilgą” to najlepsza polska powieść tego roku. I najbardziej bolesna",
                "2026-12-08 10:00",
                "2026-12-08T10:00:00+0100",
                ["Paweł Lis"],
                [
                    "Joanna Sadowska debiutowała dziesięć lat temu tomem opowiadań, który przeszedł niemal bez echa. Jej druga książka, „Dom nad Wilgą”, nie ma szans podzielić tego losu. To powieść, o której będzie się mówić długo – i słusznie.",
                    "Rzecz dzieje się w podkrakowskiej wsi nad Wilgą, w domu, który przez sto lat należał do jednej rodziny. Narratorką jest Ewa, czterdziestoletnia tłumaczka, która wraca na wieś, by opróżnić dom po śmierci matki. W szufladach, na strychu i w piwnicy znajduje ślady życia czterech pokoleń kobiet: listy, rachunki, zdjęcia, zasuszone kwiaty. Z tych okruchów składa historię, której nikt jej nigdy nie opowiedział.",
                    "Sadowska pisze zdaniami krótkimi, precyzyjnymi, pozbawionymi ozdobników, a mimo to jej proza ma niezwykłą siłę. Najmocniejsze są fragmenty poświęcone babce narratorki, która w latach pięćdziesiątych samotnie prowadziła gospodarstwo, wychowując troje dzieci i ukrywając przed wsią tajemnicę, której nie zdradzę.",
                    "Można mieć zastrzeżenia do ostatniej części, w której autorka zbyt wyraźnie objaśnia to, co wcześniej z powodzeniem pozostawiała domysłom czytelnika. To jednak drobna rysa na książce, która zostaje w głowie na długo po przeczytaniu ostatniej strony.",
                    "„Dom nad Wilgą” to powieść o pamięci, o milczeniu i o tym, jak wiele kobiet w polskich rodzinach musiało unieść w pojedynkę. Czyta się ją z bólem, ale i z wdzięcznością.",
                ],
                "book-review-book-card-rating",
                lead="Joanna Sadowska napisała powieść o czterech pokoleniach kobiet z jednego domu. Trudno się od niej oderwać.",
                book=[
                    ("Autor", "Joanna Sadowska"),
                    ("Tytuł", "Dom nad Wilgą"),
                    ("Wydawnictwo", "Wydawnictwo Pod Wawelem, Kraków 2026"),
                    ("Liczba stron", "412"),
                    ("Cena", "54,90 zł"),
                    ("Ocena", "5/6"),
                ],
                ld_author={"@type": "Person", "name": "Paweł Lis"},
            )
        )
        add(
            self.art(
                "syndicate",
                "/7,44425,31507003,europa-nie-wygra-wyscigu-o-baterie-samymi-dotacjami.html",
                "Europa nie wygra wyścigu o baterie samymi dotacjami",
                "2026-12-09 06:00",
                "2026-12-09T06:00:00+0100",
                ["Daniel Ferreira"],
                [
                    "W ciągu ostatnich pięciu lat Unia Europejska i jej państwa członkowskie przeznaczyły dziesiątki miliardów euro na budowę przemysłu baterii. Powstały fabryki w Polsce, na Węgrzech, w Niemczech i w Szwecji. A jednak europejscy producenci samochodów wciąż kupują większość ogniw w Azji, a kilka obiecujących projektów już upadło.",
                    "Łatwo byłoby uznać, że problemem jest za mało pieniędzy. Tymczasem kłopot polega raczej na tym, jak są one wydawane. Dotacje trafiają głównie do wielkich fabryk, podczas gdy przewaga konkurentów wynika z całego łańcucha dostaw: od przetwarzania surowców, przez produkcję materiałów katodowych, po recykling zużytych ogniw.",
                    "Europa potrzebuje więc nie tyle kolejnych fabryk, ile polityki, która obejmie cały ten łańcuch. Oznacza to wspólne zakupy surowców, szybsze pozwolenia dla zakładów przetwórczych i programy szkoleniowe dla tysięcy inżynierów i techników, których dziś brakuje.",
                    "Równie ważna jest przewidywalność. Inwestor, który buduje zakład na dwadzieścia lat, musi wiedzieć, jakie zasady będą obowiązywać za pięć. Tymczasem przepisy dotyczące emisji, ceł i pomocy publicznej zmieniają się w Europie szybciej niż technologia.",
                    "Wyścig o baterie nie jest jeszcze przegrany. Ale nie wygra się go czekami. Wygra się go strategią.",
                    'RAW:<p class="art_paragraph"><i>Daniel Ferreira jest profesorem ekonomii na Uniwersytecie Lizbońskim. Copyright: Project Syndicate, 2026. Tłum. Jan Kos</i></p>',
                ],
                "syndicated-oped-translated-project-syndicate",
                lead="Zamiast kolejnych fabryk Europa potrzebuje polityki obejmującej cały łańcuch dostaw – przekonuje portugalski ekonomista.",
                credit="Daniel Ferreira | Project Syndicate",
                ld_author={"@type": "Person", "name": "Daniel Ferreira, Project Syndicate"},
            )
        )
        add(
            self.art(
                "wspomnienie",
                "/7,44425,31501876,nie-zyje-prof-jan-zawadzki-architekt-ktory-bronil-kazimierza.html",
                "Nie żyje prof. Jan Zawadzki. Architekt, który bronił Kazimierza, miał 89 lat",
                "2026-12-07 17:25",
                "2026-12-07T17:25:00+0100",
                ["Katarzyna Wilk"],
                [
                    "W wieku 89 lat zmarł w sobotę prof. Jan Zawadzki, architekt i konserwator zabytków, przez lata związany z Politechniką Krakowską. O jego śmierci poinformowała rodzina.",
                    "Zawadzki urodził się w 1937 roku w Tarnowie. Studia architektoniczne ukończył w Krakowie, gdzie następnie przez ponad czterdzieści lat wykładał. Był autorem kilkudziesięciu projektów rewaloryzacji kamienic na Kazimierzu i Starym Mieście oraz współautorem pierwszego planu ochrony dawnej dzielnicy żydowskiej.",
                    "W latach 90. głośno sprzeciwiał się planom wyburzenia części zabudowy przy ul. Józefa i zastąpienia jej hotelem. „Miasto to nie scenografia dla turystów. To pamięć, której nie wolno zburzyć” – mówił wówczas w rozmowie z naszą gazetą.",
                    "Uroczystości pogrzebowe odbędą się w piątek na cmentarzu Rakowickim.",
                ],
                "news-obituary-oprac-credit-updated",
                lead="Zmarł prof. Jan Zawadzki, architekt i konserwator zabytków, który przez pół wieku walczył o zachowanie krakowskiego Kazimierza.",
                credit="oprac. Katarzyna Wilk",
                updated="2026-12-07 20:05",
                ld_author={"@type": "Person", "name": "Katarzyna Wilk"},
            )
        )
        add(
            self.art(
                "wywiad",
                "/7,44425,31503390,prof-ewa-sobczak-smog-to-nie-pogoda-to-decyzja-polityczna.html",
                "Prof. Ewa Sobczak: Smog to nie pogoda. To decyzja polityczna",
                "2026-12-08 05:00",
                "2026-12-08T05:00:00+0100",
                ["Tomasz Grabowski"],
                [
                    "Q: Pani profesor, mamy grudzień i znów w Krakowie wyją alarmy smogowe. Czy po zakazie palenia węglem nie miało być lepiej? || I jest lepiej, to trzeba powiedzieć wyraźnie. Stężenia pyłów w samym Krakowie spadły w ostatnich latach o kilkadziesiąt procent. Problem w tym, że powietrze nie zatrzymuje się na granicy miasta. W gminach wokół Krakowa wciąż pali się w tysiącach starych pieców, a przy bezwietrznej pogodzie wszystko to spływa do doliny Wisły.",
                    "Q: Czyli to wina sąsiadów? || Nie szukałabym winnych. Ludzie palą tym, na co ich stać. Wymiana pieca kosztuje kilkadziesiąt tysięcy złotych, a dotacje są skomplikowane i wypłacane z opóźnieniem. Jeśli chcemy czystego powietrza w całej aglomeracji, musimy tę wymianę sfinansować tak, jak sfinansowaliśmy ją w Krakowie.",
                    "Q: A transport? || Transport to dziś drugie najważniejsze źródło zanieczyszczeń, szczególnie tlenków azotu. Strefa czystego transportu to krok w dobrą stronę, ale bez dobrej komunikacji publicznej z gmin podmiejskich będzie ona tylko przesuwać problem.",
                    "Q: Dlaczego mówi pani, że smog to decyzja polityczna? || Bo wiemy, co działa, i wiemy, ile to kosztuje. Pozostaje tylko pytanie, czy politycy są gotowi wydać te pieniądze i zmierzyć się z niezadowoleniem części wyborców. Pogoda pokazuje jedynie skutki decyzji, które zostały albo nie zostały podjęte.",
                ],
                "interview-qa-rozmawial",
                lead="Rozmowa z prof. Ewą Sobczak, specjalistką od ochrony powietrza z Akademii Górniczo-Hutniczej.",
                credit="Rozmawiał Tomasz Grabowski",
                ld_author={"@type": "Person", "name": "Tomasz Grabowski"},
            )
        )
        add(
            self.art(
                "komentarz",
                "/7,44425,31511234,budzet-obywatelski-umiera-po-cichu-szkoda.html",
                "Budżet obywatelski umiera po cichu. Szkoda",
                "2026-12-10 08:00",
                None,
                ["Tomasz Grabowski"],
                [
                    "Jeszcze kilka lat temu w głosowaniu na projekty budżetu obywatelskiego brało udział ponad 80 tysięcy krakowian. W tym roku – niespełna 35 tysięcy. Urzędnicy tłumaczą to zmęczeniem, pandemią, ogólnym spadkiem zaangażowania. Warto jednak zapytać, czy mieszkańcy nie stracili po prostu wiary, że ich głos cokolwiek zmienia.",
                    "Z ponad 300 projektów, które wygrały głosowania w ostatnich latach, kilkadziesiąt wciąż nie zostało zrealizowanych. Niektóre czekają na pozwolenia, inne utknęły w przetargach, jeszcze inne po cichu okazały się „niemożliwe do wykonania”. Autorzy projektów dowiadują się o tym często z mediów.",
                    "Budżet obywatelski miał być szkołą demokracji. Tymczasem coraz częściej uczy, że nawet wygrana niczego nie gwarantuje. Jeśli miasto chce go uratować, musi zacząć od dotrzymywania słowa: realizować zwycięskie projekty w terminie, a gdy to niemożliwe, uczciwie to wyjaśniać.",
                    "Inaczej za kilka lat nikt nie będzie pamiętał, że taki budżet w ogóle istniał.",
                ],
                "comment-day-only-no-jsonld",
                lead="Coraz mniej krakowian głosuje w budżecie obywatelskim. Trudno się dziwić.",
                day_only=True,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title_tag = (
            f"{doc.title} - Dziennik Wiślany"
            if doc.key != "home"
            else "Dziennik Wiślany - wiadomości z Krakowa i Małopolski"
        )
        desc = doc.extra.get("lead") or doc.extra.get("bio") or doc.title
        out = [
            f"<title>{esc(title_tag)}</title>",
            f'<meta name="Description" content="{esc(desc)}">',
            f'<meta name="Keywords" content="{esc(", ".join(["Kraków", "opinie", doc.title.split()[0].strip("„”:")]))}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:site_name" content="Dziennik Wiślany">',
            '<meta property="og:locale" content="pl_PL">',
        ]
        if doc.is_article and doc.iso:
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.extra["updated"].replace(" ", "T") + ":00+0100"
                if doc.extra.get("updated")
                else doc.iso,
                "author": doc.extra["ld_author"],
                "publisher": {
                    "@type": "Organization",
                    "name": "Dziennik Wiślany",
                    "logo": {
                        "@type": "ImageObject",
                        "url": f"{ORIGIN}/static/img/logo_dw_amp.png",
                        "width": 300,
                        "height": 60,
                    },
                },
                "image": {
                    "@type": "ImageObject",
                    "url": f"https://bi.dziennikwislany.test/im/{zlib.crc32(doc.key.encode()) % 9 + 1}/{doc.path.split(',')[2]}/z{doc.path.split(',')[2]}IH.jpg",
                    "width": 1200,
                    "height": 800,
                },
                "description": desc,
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("https://www.dziennikwislany.test/0,44421.html", "Kraków"),
                ("https://www.dziennikwislany.test/0,44422.html", "Małopolska"),
                ("opinie", "Opinie"),
                ("felietonisci", "Felietoniści"),
                ("https://www.dziennikwislany.test/0,44433.html", "Kultura"),
                ("https://www.dziennikwislany.test/0,44440.html", "Sport"),
            )
        )
        top = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["felieton1", "list", "wywiad", "felieton2"]
        )
        gemius = f"{zlib.crc32(doc.key.encode()):08x}"
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="pl" lang="pl">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
{self.head(doc)}
<link rel="stylesheet" type="text/css" href="/static/css/dw_2019.css?v=431">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript">var gemius_identifier = '{gemius}'; var dwSection = '{doc.kind}'; var dwArticleId = '{doc.path.split(",")[2] if doc.is_article else ""}';</script>
<script type="text/javascript" src="/static/js/dw_common.js?v=431"></script>
</head>
<body id="{"pagetype_art" if doc.is_article else "pagetype_index"}">
<div id="rodo-popup" class="rodo"><p>Szanowny Użytkowniku, zanim zaczniesz korzystać z serwisu, prosimy o zapoznanie się z informacjami dotyczącymi przetwarzania danych osobowych. <a href="/0,44000.html?rodo=1">Polityka prywatności</a></p><button>Przechodzę do serwisu</button></div>
<div id="page">
<div id="pageHead">
<div id="topBar"><span class="date">sobota, 12 grudnia 2026</span> <span class="nameday">Imieniny: Adelajdy, Aleksandra</span> <a href="/prenumerata/">Prenumerata</a> <a href="https://konto.dziennikwislany.test/logowanie">Zaloguj się</a></div>
<div id="logo"><a href="/"><img src="/static/img/logo_dw.gif" alt="Dziennik Wiślany" width="282" height="48"></a></div>
<ul id="menu">{nav}</ul>
<form id="searchForm" action="/szukaj/0,0.html" method="get"><input type="text" name="q"><input type="submit" value="Szukaj"></form>
</div>
<div id="holder_201" class="adHolder"><!-- reklama: billboard --></div>
<div id="columns">
<div id="col_left">
{main}
</div>
<div id="col_right">
<div class="mod mod_top"><h3>Najczęściej czytane</h3><ol>{top}</ol></div>
<div class="mod mod_links"><h3>Na skróty</h3><ul><li>{self.a("felietonisci", "Nasi felietoniści", "aside")}</li><li>{self.a("zasady", "Napisz do redakcji", "aside")}</li><li>{self.a("search", "Smog w Krakowie", "aside")}</li></ul></div>
<div id="holder_301" class="adHolder"><!-- reklama: half page --></div>
</div>
</div>
<div id="pageFoot"><ul><li>{self.a("kontakt", "Redakcja", "footer")}</li><li><a href="/0,44000.html?rodo=1">Polityka prywatności</a></li><li>{self.a("zasady", "Zasady publikacji listów", "footer")}</li><li><a href="/0,44000.html?reklama=1">Reklama</a></li><li><a href="/rss/opinie.xml">RSS</a></li></ul><p>Copyright © Wisła Media sp. z o.o. 2026</p></div>
</div>
<script type="text/javascript">/* <![CDATA[ */ pp_gemius_hit(gemius_identifier); /* ]]> */</script>
</body>
</html>"""

    def author_box(self, name: str) -> str:
        link = (
            self.a("author", name, "byline")
            if name == "Marek Zieliński"
            else f'<a href="/0,44430.html?autor={quote_plus(name.encode("iso8859-2"))}">{esc(name)}</a>'
        )
        return f'<div class="author_box_felieton"><img src="https://bi.dziennikwislany.test/autorzy/{zlib.crc32(name.encode()):x}.jpg" alt="{esc(name)}" width="120" height="120"><div class="author_name">{link}</div><div class="author_desc">{esc(FELIETONISCI[name])}</div><div class="author_more">{self.a("felietonisci", "Wszyscy felietoniści", "byline")}</div></div>'

    def story_main(self, doc: Doc) -> str:
        felieton = doc.extra.get("felieton")
        box = self.author_box(doc.authors[0]) if felieton else ""
        if felieton:
            author = ""
        else:
            credit = doc.extra.get("credit") or ", ".join(doc.authors)
            author = f'<div id="gazeta_article_author"><span class="art_author">{esc(credit)}</span></div>'
        updated = (
            f' <span class="art_updated">Aktualizacja: {pl_stamp(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        dt = doc.extra["local"]
        book = ""
        if doc.extra.get("book"):
            rows = "".join(f"<tr><th>{esc(k)}</th><td>{esc(v)}</td></tr>" for k, v in doc.extra["book"])
            book = f'<div class="book_card"><img src="https://bi.dziennikwislany.test/okladki/dom-nad-wilga.jpg" alt="Okładka książki" width="140" height="210"><table>{rows}</table></div>'
        paragraphs = self.blocks(doc, p_tag='<p class="art_paragraph">').replace("<h2>", '<h2 class="art_sub_title">')
        tag = ""
        if doc.key in ("list", "felieton2"):
            tag = f'<div id="gazeta_article_tags"><span>Tagi:</span> {self.a("tag", "ulica Karmelicka", "tag")}, <a href="/0,0.html?tag=Krak%F3w">Kraków</a></div>'
        rel = [k for k in ARTS if k != doc.key][ARTS.index(doc.key) % 5 :][:3]
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in rel)
        u = quote(self.url(doc.key), safe="")
        return f"""<div id="gazeta_article" class="{"felieton" if felieton else "artykul"}">
<div id="gazeta_article_tools"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" class="fb">Udostępnij</a> <a href="mailto:?subject={quote(doc.title.encode("iso8859-2", "xmlcharrefreplace"))}&amp;body={u}" class="mail">Wyślij</a> <a href="javascript:window.print()" class="print">Drukuj</a></div>
{box}
<!-- google_ad_section_start -->
<h1>{esc(doc.title)}</h1>
{author}
<div id="gazeta_article_date"><time datetime="{dt}">{esc(doc.stamp)}</time>{updated}</div>
<div id="gazeta_article_image"><img src="https://bi.dziennikwislany.test/im/{zlib.crc32(doc.key.encode()) % 9 + 1}/{doc.path.split(",")[2]}/z{doc.path.split(",")[2]}V.jpg" alt="" width="620" height="413"><p class="desc">Fot. Jakub Porębski / Agencja Wiślana</p></div>
<div id="gazeta_article_lead">{esc(doc.extra["lead"])}</div>
<div id="holder_401" class="adHolder"><!-- reklama: inline --></div>
<div id="gazeta_article_body">
{paragraphs}
</div>
<!-- google_ad_section_end -->
{book}
{tag}
<div id="gazeta_article_related"><h3>Więcej na ten temat</h3><ul>{related}</ul></div>
<div id="gazeta_article_comments"><h3>Komentarze</h3><p>Komentarze są dostępne dla zalogowanych użytkowników. Przeczytaj {self.a("zasady", "zasady komentowania", "content")}.</p></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        entries = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            who = d.authors[0] if d.extra.get("felieton") else (d.extra.get("credit") or ", ".join(d.authors))
            entries.append(
                f'<li class="entry"><a href="{esc(self.href(k))}" class="img"><img src="https://bi.dziennikwislany.test/im/{zlib.crc32(k.encode()) % 9 + 1}/{d.path.split(",")[2]}/z{d.path.split(",")[2]}M.jpg" alt="" width="140" height="93"></a><h2>{self.a(k, d.title, "content")}</h2><p class="author">{esc(who)}</p><p class="lead">{esc(d.extra["lead"])}</p><p class="date">{esc(d.stamp)}</p></li>'
            )
        head = f"<h1>{esc(doc.title)}</h1>"
        extra = ""
        if doc.kind == "author":
            head = f'<div class="author_archive">{self.author_box("Marek Zieliński")}<h1>{esc(doc.title)} – felietony</h1></div>'
            extra = '<ul class="archive_older"><li><a href="/7,44425,31490011,kamienica-na-sprzedaz-miasto-na-wynajem.html">Kamienica na sprzedaż, miasto na wynajem</a></li><li><a href="/7,44425,31470320,listopad-na-kazimierzu-bez-turystow.html">Listopad na Kazimierzu, bez turystów</a></li><li><a href="/7,44425,31451987,ostatni-zegarmistrz-z-sienej.html">Ostatni zegarmistrz z Sienej</a></li></ul>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/szukaj/0,0.html"><input name="q" value="smog"><input type="submit" value="Szukaj"></form><p class="count">Znaleziono {len(entries) + 311} artykułów</p>'
        elif doc.key == "felietonisci":
            extra = f'<div class="columnists"><div class="columnist">{self.a("author", "Marek Zieliński", "content")} – {esc(FELIETONISCI["Marek Zieliński"])}</div><div class="columnist"><a href="/0,44430.html?autor=Agnieszka+Wr%F3bel">Agnieszka Wróbel</a> – {esc(FELIETONISCI["Agnieszka Wróbel"])}</div></div>'
        pager = ""
        if doc.key == "opinie":
            pager = f'<div class="pager"><span class="current">1</span> {self.a("opinie2", "2", "pagination")} <a href="/0,44425.html?str=3_31489755">3</a> {self.a("opinie2", "następna »", "pagination")}</div>'
        elif doc.key == "opinie2":
            pager = f'<div class="pager">{self.a("opinie", "« poprzednia", "pagination")} {self.a("opinie", "1", "pagination")} <span class="current">2</span> <a href="/0,44425.html?str=3_31489755">3</a></div>'
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("opinie", "Wszystkie opinie", "content")} · {self.a("felietonisci", "Felietoniści", "content")}</div>'
        return f'<div class="index_body index_{doc.kind}">{head}{extra}<ul class="entries">{"".join(entries)}</ul>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        return f'<div class="static_page"><h1>{esc(doc.title)}</h1>{self.blocks(doc)}</div>'
