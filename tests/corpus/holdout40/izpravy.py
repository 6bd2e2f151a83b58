# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Czech typographic quotes and dashes are deliberate)
"""iZprávy.cz: an iDNES-like Czech daily (in-house CMS: `/zpravy/domaci/<slug>.A261204_091500_domaci_jnv`, the
`A` + YYMMDD_HHMMSS + section + author-initials article ids, `/zpravy/domaci/2` for page 2, keyword pages
`/zpravy/archiv/<slug>.K11873`, journalist pages `/novinari/<slug>.J4521`, `/hledej?q=`), Czech, **windows-1250**
in both the `Content-Type` header and `<meta http-equiv>`. Article markup: `div.art-full`, `h1[itemprop=name]`,
`div.authors`, `span.time-date` printing "4. prosince 2026 9:15" (genitive month, no leading zero on the hour),
`div.opener` (the perex) and `#art-text > div.bbtext`. Bylines are "Jan Novák, redaktor iZprávy.cz", "Petra
Dvořáková, Tomáš Černý, redaktoři iZprávy.cz", "ČTK" (an agency credit, no person) and "Jan Novák, redaktor
iZprávy.cz, ČTK". `NewsArticle` JSON-LD in +01:00 on most stories, in **UTC** on the night train story
(23:40Z on 3 Dec = 00:40 on 4 Dec in Prague), **none** on the comment; `author` is an Organization on the ČTK
brief. The weather page and the TV programme are not articles."""

from __future__ import annotations

from common import Base, blocks_html, ld, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["d1", "vlak", "ctk", "skoly", "komentar", "tram", "energie", "rozhovor"]
SITE = "iZprávy.cz"
# journalists with a page in the set (others link to journalist pages outside it)
PEOPLE = {
    "Jan Novák": "/novinari/jan-novak.J4521",
    "Petra Dvořáková": "/novinari/petra-dvorakova.J4610",
    "Tomáš Černý": "/novinari/tomas-cerny.J4388",
    "Lucie Horáková": "/novinari/lucie-horakova.J5102",
    "Tereza Malá": "/novinari/tereza-mala.J5230",
    "Martin Procházka": "/novinari/martin-prochazka.J3907",
    "Ondřej Kratochvíl": "/novinari/ondrej-kratochvil.J4977",
}
DISCUSS = {"d1": 412, "vlak": 96, "skoly": 233, "komentar": 781, "tram": 158, "energie": 349, "rozhovor": 64}


class Izpravy(Base):
    origin = "https://www.izpravy.test"
    name = SITE
    prefix = "izp"
    language = "cs"
    encoding = "cp1250"
    content_type = "text/html; charset=windows-1250"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "izp",
            [
                "#portal",
                ".portal-menu",
                ".art-full",
                ".bbtext",
                ".opener",
                ".art-info",
                ".list-art",
                ".foot-box",
                "#didomi-host",
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
                "iZprávy.cz – spolehlivé zprávy z domova i ze světa",
                "idnes-home",
                list=["d1", "vlak", "komentar", "energie", "tram", "skoly", "ctk", "rozhovor"],
            )
        )
        add(
            page(
                "domaci",
                "/zpravy/domaci",
                "section",
                "Domácí",
                "idnes-section",
                list=["vlak", "ctk", "d1", "komentar", "skoly"],
                more="domaci2",
            )
        )
        add(
            page(
                "domaci2",
                "/zpravy/domaci/2",
                "section",
                "Domácí",
                "idnes-section-page2",
                list=["rozhovor", "tram", "energie"],
                prev="domaci",
            )
        )
        add(
            page(
                "tema",
                "/zpravy/archiv/dalnice-d1.K11873",
                "tag",
                "Dálnice D1",
                "idnes-keyword-archive",
                list=["d1"],
                old=[
                    (
                        "/zpravy/domaci/d1-jihlava-otevreni-useku.A261120_101500_domaci_jnv",
                        "Úsek D1 u Jihlavy se otevře o týden dříve, než stavbaři slibovali",
                        "20. listopadu 2026",
                    ),
                    (
                        "/zpravy/domaci/d1-nehoda-kamion-mezirici.A261103_064000_domaci_ctk",
                        "Nehoda kamionu zablokovala D1 u Velkého Meziříčí",
                        "3. listopadu 2026",
                    ),
                    (
                        "/zpravy/domaci/d1-mytne-brany-porucha.A261015_154500_domaci_tcr",
                        "Mýtné brány na D1 hlásily poruchu, řidiči dostali pokuty omylem",
                        "15. října 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "autor",
                PEOPLE["Jan Novák"],
                "author",
                "Jan Novák",
                "idnes-journalist",
                list=["d1", "vlak"],
                bio="Redaktor domácí rubriky. Píše o dopravě, infrastruktuře a Vysočině. V redakci od roku 2014.",
            )
        )
        add(page("hledej", "/hledej?q=elektrina", "search", "Hledání: elektrina", "idnes-search", list=["energie"]))
        add(
            page(
                "kontakty",
                "/kontakty",
                "about",
                "Redakce a kontakty",
                "idnes-contacts",
                [
                    "iZprávy.cz vydává společnost Mediální dům Vltava, a.s., se sídlem Karla Engliše 519/11, 150 00 Praha 5.",
                    "Šéfredaktorka: Alena Křížová. Zástupci šéfredaktorky: Pavel Sýkora, Jiří Beneš.",
                    "T: Rubrika | E-mail | Telefon",
                    "T: Domácí zpravodajství | domaci@izpravy.test | 225 000 101",
                    "T: Ekonomika | ekonomika@izpravy.test | 225 000 102",
                    "T: Brno a jižní Morava | brno@izpravy.test | 545 000 103",
                    "Tipy na zprávy přijímáme nonstop na adrese tip@izpravy.test. Za zveřejněný tip vyplácíme odměnu.",
                ],
            )
        )
        add(
            page(
                "gdpr",
                "/ochrana-osobnich-udaju",
                "policy",
                "Zásady zpracování osobních údajů",
                "policy-effective-date",
                [
                    "Účinné od 1. 10. 2026",
                    "Správcem osobních údajů je Mediální dům Vltava, a.s. Osobní údaje zpracováváme v souladu s nařízením Evropského parlamentu a Rady (EU) 2016/679 (GDPR).",
                    "## Jaké údaje zpracováváme",
                    "Identifikační a kontaktní údaje uživatelů registrovaných do diskuse, údaje o chování na webu (cookies) a údaje nezbytné pro doručení předplatného.",
                    "## Vaše práva",
                    "Máte právo na přístup k osobním údajům, jejich opravu nebo výmaz, omezení zpracování a právo vznést námitku. Pověřence pro ochranu osobních údajů zastihnete na adrese dpo@izpravy.test.",
                ],
            )
        )
        add(
            page(
                "pocasi",
                "/pocasi",
                "weather",
                "Počasí: předpověď na víkend",
                "weather-forecast-table",
                [
                    "Aktualizováno 4. 12. 2026 v 8:00",
                    "T: Město | Pátek | Sobota | Neděle",
                    "T: Praha | 3 °C, zataženo | 1 °C, sněžení | -2 °C, polojasno",
                    "T: Brno | 4 °C, déšť | 2 °C, déšť se sněhem | -1 °C, oblačno",
                    "T: Ostrava | 2 °C, zataženo | 0 °C, sněžení | -3 °C, oblačno",
                    "T: Plzeň | 3 °C, mlha | 1 °C, sněžení | -2 °C, jasno",
                    "T: Jihlava | 0 °C, sněžení | -2 °C, sněžení | -6 °C, polojasno",
                    "T: Liberec | 1 °C, sněžení | -1 °C, sněžení | -4 °C, oblačno",
                    "Výstraha ČHMÚ: ledovka na Vysočině od pátku 18:00 do soboty 9:00.",
                ],
            )
        )
        add(
            page(
                "tv",
                "/tv-program",
                "tv",
                "TV program na pátek 4. prosince",
                "tv-listing",
                [
                    "T: Čas | ČT1 | ČT2 | Nova | Prima",
                    "T: 18:00 | Události v regionech | Přírodní park Šumava | Odpolední Televizní noviny | Zprávy FTV Prima",
                    "T: 19:00 | Události | Cestománie | Televizní noviny | Velké zprávy",
                    "T: 20:10 | Četníci z Luhačovic (12/13) | Dokument: Nádraží Brno | Výměna manželek | Prima Partička",
                    "T: 21:20 | Kriminalistka | Filmové léto: Návrat domů | Specialisté | Vinaři",
                    "T: 22:30 | Reportéři ČT | Zpívánky v noci | Koření | Vraždy v Kolíně",
                    "Program vysílání poskytují jednotlivé televize, změna vyhrazena.",
                ],
            )
        )

        add(
            story(
                "d1",
                "/zpravy/domaci/d1-humpolec-oprava-prodlouzeni.A261204_091500_domaci_jnv",
                "Oprava D1 u Humpolce se protáhne do léta, řidiči pojedou v zúžených pruzích",
                "2026-12-04",
                "2026-12-04T09:15:00+01:00",
                "4. prosince 2026 9:15",
                ["Jan Novák"],
                [
                    "Modernizace dálnice D1 mezi Humpolcem a Větrným Jeníkovem nebude hotová v březnu, jak slibovalo Ředitelství silnic a dálnic. Stavbaři narazili pod vozovkou na poškozené propustky a práce se podle nového harmonogramu protáhnou nejméně do konce června.",
                    "Úsek mezi 90. a 104. kilometrem patří k posledním částem nejvytíženější české dálnice, které dosud modernizací neprošly. Řidiči tu od září jezdí ve dvou zúžených pruzích v každém směru a v dopravní špičce se před Humpolcem tvoří kolony dlouhé až šest kilometrů.",
                    "„Při frézování staré betonové vozovky jsme zjistili, že tři propustky pod tělesem dálnice jsou v mnohem horším stavu, než ukazoval původní průzkum. Musíme je vyměnit celé, jinak bychom za pár let kopali znovu,“ vysvětlil mluvčí ŘSD Pavel Hrubý.",
                    "Výměna propustků podle něj zabere zhruba deset týdnů a část prací nelze dělat v mrazu. Stavba proto přes zimu výrazně zpomalí a naplno se rozjede až v březnu.",
                    'RAW:<div class="art-related"><h3>Související</h3><ul><li><a href="/zpravy/domaci/d1-jihlava-otevreni-useku.A261120_101500_domaci_jnv">Úsek D1 u Jihlavy se otevře o týden dříve, než stavbaři slibovali</a></li><li><a href="/zpravy/domaci/d1-mytne-brany-porucha.A261015_154500_domaci_tcr">Mýtné brány na D1 hlásily poruchu, řidiči dostali pokuty omylem</a></li></ul></div>',
                    "## Víc peněz i nové objížďky",
                    "Zdržení se promítne i do ceny. Původní zakázka za 1,9 miliardy korun bez DPH se podle předběžného odhadu prodraží o 140 až 180 milionů. Konečnou částku ŘSD zveřejní po dohodě se zhotovitelem, sdružením firem Silnice Vysočina a Betonstav Jihlava.",
                    "Na jaře navíc stavbaři na dva víkendy úplně uzavřou exit 90 u Humpolce. Objížďka povede po silnici I/34 přes Pelhřimov a podle dopravních expertů prodlouží cestu o dvacet až třicet minut.",
                    "FIG: Zúžené pruhy na D1 | Zúžené pruhy na dálnici D1 u Humpolce (3. prosince 2026) Foto: Radek Vlček, iZprávy.cz",
                    "Starosta Humpolce Radek Zeman (nestr.) se obává, že se kamiony znovu začnou valit přes centrum města. „Už letos na podzim jsme měli v Havlíčkově ulici dopravní zácpy každý pátek. Požádali jsme policii o častější kontroly a kraj o dočasný zákaz vjezdu nákladních aut nad dvanáct tun,“ uvedl.",
                    "ŘSD slibuje, že o velkých omezeních bude informovat nejméně dva týdny předem na webu i na proměnných dopravních značkách nad dálnicí. Řidičům doporučuje sledovat aktuální situaci v navigacích a v pátek odpoledne se úseku pokud možno vyhnout.",
                    "Modernizace D1 začala v roce 2013 a ze 160 kilometrů mezi Prahou a Brnem zbývá dokončit poslední dva úseky. Oba by podle [[domaci|ministerstva dopravy]] měly být hotové do konce příštího roku.",
                ],
                "perex-bbtext-related-box",
                section="Domácí",
                byline="Jan Novák, redaktor iZprávy.cz",
                tag=True,
                related=["vlak", "skoly"],
            )
        )
        add(
            story(
                "vlak",
                "/zpravy/domaci/pardubice-vykolejeni-nakladni-vlak-valy.A261204_004000_domaci_jnv",
                "U Pardubic vykolejil nákladní vlak, trať na Prahu je neprůjezdná",
                "2026-12-04",
                "2026-12-03T23:40:00Z",
                "4. prosince 2026 0:40",
                ["Jan Novák"],
                [
                    "Na hlavním železničním koridoru mezi Pardubicemi a Přeloučí ve čtvrtek pozdě večer vykolejilo šest vozů nákladního vlaku s uhlím. Nikdo nebyl zraněn. Trať zůstane uzavřená nejméně do pátečního odpoledne, dálkové vlaky jezdí odklonem přes Hradec Králové.",
                    "K nehodě došlo krátce po 23. hodině u obce Valy. Vlak dopravce Cargo Trans Bohemia mířil z Mostecka do elektrárny na Pardubicku. Podle prvních informací Drážní inspekce se vozy vykolejily na výhybce, kterou Správa železnic opravovala minulý týden.",
                    "„Vozy poškodily trolejové vedení v délce zhruba tří set metrů a také kolej v obou směrech. Než začneme s opravou, musí vyšetřovatelé dokončit ohledání,“ řekla mluvčí Správy železnic Jana Šimková.",
                    "Cestující musí počítat se zpožděním. Expresy z Prahy do Ostravy a Brna jezdí odklonem přes Hradec Králové, což cestu prodlužuje přibližně o 50 minut. Mezi Pardubicemi a Přeloučí jezdí náhradní autobusy.",
                    "Na místo ráno dorazily dva železniční jeřáby, které budou vozy zvedat. Uhlí z převrácených vozů musí dělníci nejprve přeložit do nákladních aut.",
                    "Drážní inspekce škodu předběžně odhadla na 25 milionů korun. Případem se zabývá i policie, která zjišťuje, zda výhybku po opravě někdo zkontroloval.",
                    "Správa železnic už v pátek ráno začala s přípravou opravy. Podle jejího ředitele pro východní Čechy Milana Vaňka bude nutné vyměnit zhruba 400 metrů koleje, dvě výhybky a několik stožárů trakčního vedení. „Pokud nenarazíme na další poškození, chceme zprovoznit alespoň jednu kolej v pátek večer. Plný provoz obnovíme nejdříve v neděli,“ řekl.",
                    "Dopravci proto doporučují cestujícím, aby si před cestou ověřili spojení v aplikaci nebo na webu. České dráhy uznávají jízdenky na odklonové trase bez příplatku, soukromí dopravci nabízejí vrácení jízdného v plné výši.",
                    "Úsek mezi Pardubicemi a Přeloučí patří k nejvytíženějším v zemi, denně po něm projede přes 250 vlaků. Naposledy byl kvůli mimořádné události uzavřen loni v létě, kdy bouře strhla trolejové vedení u Lázní Bohdaneč.",
                ],
                "utc-jsonld-crosses-midnight-agency-tail",
                section="Domácí",
                byline="Jan Novák, redaktor iZprávy.cz, ČTK",
                updated="4. prosince 2026 6:20",
                related=["d1", "ctk"],
            )
        )
        add(
            story(
                "ctk",
                "/zpravy/domaci/ostrava-kuncice-pozar-skladu-pneumatik.A261204_064000_domaci_ctk",
                "Požár skladu v Ostravě-Kunčicích likvidovalo přes padesát hasičů",
                "2026-12-04",
                "2026-12-04T06:40:00+01:00",
                "4. prosince 2026 6:40",
                [],
                [
                    "Rozsáhlý požár skladu pneumatik v Ostravě-Kunčicích likvidovalo v noci na pátek více než padesát hasičů. Nikdo nebyl zraněn, škodu vyšetřovatelé předběžně odhadli na 18 milionů korun.",
                    "Hasiči dostali oznámení krátce po třetí hodině ranní. Na místo vyjelo devět jednotek a kvůli hustému kouři vyhlásili druhý stupeň poplachu. Obyvatelé okolních ulic měli kvůli zplodinám zavřená okna.",
                    "Požár se podařilo lokalizovat kolem šesté hodiny, dohašování potrvá podle mluvčí hasičů několik hodin. Příčinu vyšetřují.",
                ],
                "agency-brief-org-author",
                section="Domácí",
                byline="ČTK",
                ld_org="ČTK",
            )
        )
        add(
            story(
                "skoly",
                "/zpravy/domaci/olomoucky-kraj-slucovani-strednich-skol.A261202_102000_domaci_okr",
                "Olomoucký kraj chce sloučit šest středních škol. Rodiče se bojí dojíždění",
                "2026-12-02",
                "2026-12-02T10:20:00+01:00",
                "2. prosince 2026 10:20",
                ["Ondřej Kratochvíl"],
                [
                    "Olomoucký kraj chce od září 2028 sloučit šest středních škol do tří. Ušetřit má na provozu budov zhruba 40 milionů korun ročně. Proti plánu se ozývají rodiče i učitelé z menších měst, kteří se obávají, že obory z jejich regionu zmizí.",
                    "Radní o záměru jednali v pondělí, definitivně ho musí schválit zastupitelstvo v únoru. Podle krajského radního pro školství Pavla Dostála (ODS) počet žáků na některých školách za posledních deset let klesl o třetinu a kraj platí za topení a údržbu budov, které jsou poloprázdné.",
                    "Sloučení se týká těchto škol:",
                    "- Střední průmyslová škola Šumperk a Střední odborná škola Zábřeh",
                    "- Obchodní akademie Prostějov a Střední škola služeb Prostějov",
                    "- Gymnázium Uničov a Střední odborná škola Litovel",
                    "„Nikoho nerušíme. Všechny obory zůstanou zachované, jen pod jedním ředitelstvím,“ ujišťuje Dostál. Výuka podle něj zůstane i v současných budovách, alespoň v prvních letech.",
                    "Rodiče ale kraji nevěří. Petici proti sloučení uničovského gymnázia podepsalo za týden přes 2 300 lidí. „Sloučení je jen první krok. Za pět let řeknou, že se budova v Uničově nevyplatí, a děti budou jezdit do Litovle,“ míní předsedkyně rodičovského spolku Jitka Marková.",
                    "Obavy mají i ředitelé. Podle Ivana Kolaříka, který vede zábřežskou odbornou školu, se po sloučení ztratí osobní přístup, na kterém malé školy stojí. „Znám jména všech 310 žáků. To v instituci s tisícem studentů nepůjde,“ řekl.",
                    "Podle odborníků na vzdělávací politiku není slučování škol samo o sobě špatné. „Větší škola může nabídnout víc volitelných předmětů a lépe zaplatit specializované učitele. Klíčové je, aby se z úspory nestala záminka k zavírání poboček,“ upozornila Alžběta Pospíšilová z think-tanku Vzdělání 2030.",
                    "Kraj se chce s rodiči setkat v lednu. Do té doby nechá zpracovat analýzu dopravní dostupnosti jednotlivých škol, která má ukázat, kolik žáků by po případném přesunu výuky dojíždělo déle než 45 minut.",
                ],
                "perex-list",
                section="Domácí",
                byline="Ondřej Kratochvíl, redaktor iZprávy.cz",
                related=["rozhovor", "d1"],
            )
        )
        add(
            story(
                "komentar",
                "/zpravy/domaci/komentar-statni-rozpocet-2027-schodek.A261204_070000_domaci_mpr",
                "Rozpočet, který nikoho nebolí, zaplatí až příští vláda",
                "2026-12-04",
                None,
                "4. prosince 2026 7:00",
                ["Martin Procházka"],
                [
                    "Sněmovna ve středu večer schválila státní rozpočet na příští rok se schodkem 238 miliard korun. Vláda ho prezentuje jako rozpočet odpovědnosti, opozice jako rozpočet promarněných příležitostí. Pravda je méně dramatická a o to nepříjemnější: jde o rozpočet, který se vyhýbá každému rozhodnutí, jež by mohlo někoho naštvat.",
                    "Ministr financí se chlubí, že deficit je o dvanáct miliard nižší než letos. Jenže většina zlepšení nepochází z úspor, ale z optimistického odhadu daňových příjmů. Počítá s růstem ekonomiky o 2,6 procenta, zatímco Česká národní banka i většina soukromých analytiků čekají sotva dvě procenta. Pokud se pletou oni, bude to příjemné překvapení. Pokud se plete ministerstvo, díra se otevře v polovině volebního roku.",
                    "Na výdajové straně se nezměnilo nic podstatného. Mandatorní výdaje, tedy ty, které stát musí zaplatit ze zákona, tvoří už přes 58 procent rozpočtu. Důchodová reforma, o které se mluví od roku 2019, skončila u úpravy valorizace, která ušetří méně, než kolik stálo letošní mimořádné zvýšení.",
                    "Nejde přitom o to, že by vláda neměla plán. Měla ho, a dokonce docela rozumný: zrušit část výjimek z DPH, sjednotit odpisy a seškrtat provozní výdaje ministerstev. Z toho všeho nakonec přežila jen poslední položka, a i ta v podobě, která spíš přesouvá peníze mezi kapitolami.",
                    "Politicky je to pochopitelné. Koalice ví, že za dva roky jdou lidé k volbám, a nikdo nechce vysvětlovat, proč zdražilo kino, řemeslník nebo léky. Ekonomicky je to ale chyba, kterou už známe. Každý rok odkladu znamená, že příští vláda, ať bude jakákoli, bude muset škrtat rychleji a tvrději.",
                    "Rozpočet na rok 2027 tedy nikoho nebolí. Bolet bude ten na rok 2029.",
                ],
                "opinion-no-jsonld",
                section="Domácí",
                byline="Martin Procházka, komentátor iZprávy.cz",
                kicker="Komentář",
                no_ld=True,
                no_perex=True,
                related=["energie"],
            )
        )
        add(
            story(
                "tram",
                "/brno/zpravy/tramvaj-bystrc-most-pres-svratku.A261203_143000_brno-zpravy_pdv",
                "Tramvaj do Bystrce pojede po novém mostě přes Svratku, stavba začne na jaře",
                "2026-12-03",
                "2026-12-03T14:30:00+01:00",
                "3. prosince 2026 14:30",
                ["Petra Dvořáková", "Tomáš Černý"],
                [
                    "Brno vybralo zhotovitele prodloužení tramvajové trati do Bystrce. Nová trať dlouhá 2,4 kilometru povede z Komína přes most nad Svratkou až k sídlišti v Ondrouškově ulici. První tramvaje by po ní mohly jezdit na konci roku 2029.",
                    "Zakázku za 1,2 miliardy korun získala firma Moravské dopravní stavby, která nabídla nejnižší cenu a zároveň nejkratší dobu výstavby. Radní ji schválili ve čtvrtek dopoledne.",
                    "„Bystrc je jedna z největších městských částí a dodnes ji s centrem spojují jen autobusy, které stojí v kolonách na Vejrostově. Tramvaj zkrátí cestu na Mendlovo náměstí zhruba o deset minut,“ řekl náměstek primátorky pro dopravu Aleš Kubíček.",
                    "Nejsložitější částí stavby bude ocelový most přes Svratku dlouhý 180 metrů. Stavbaři ho budou montovat na břehu a do definitivní polohy ho vysunou po částech, aby nemuseli zasahovat do koryta řeky.",
                    "Na trati vzniknou čtyři nové zastávky:",
                    "- Komínské nábřeží",
                    "- Přístavní",
                    "- Bystrc, náměstí 28. dubna",
                    "- Ondrouškova (konečná s obratištěm)",
                    "Obyvatelé Bystrce tramvaj dlouho žádali, část z nich se ale obává hluku. Spolek Zelená Bystrc upozorňuje, že trať povede jen dvacet metrů od oken domů v Laškově ulici.",
                    "Město slibuje protihlukové stěny a takzvaný zelený tramvajový pás, tedy kolejiště zatravněné rozchodníkem, které hluk tlumí. „Na jiných tratích v Brně se to osvědčilo, hladina hluku klesla o tři až pět decibelů,“ uvedla mluvčí dopravního podniku Hana Kučerová.",
                    "Prodloužení trati do Bystrce je součástí širšího plánu, podle něhož má Brno do roku 2035 postavit také tramvaj do kampusu v Bohunicích a nové spojení přes Plotní ulici. Na stavby chce město využít evropské peníze z operačního programu Doprava, které pokryjí až 85 procent nákladů.",
                    "Stavba začne v dubnu přeložkami inženýrských sítí. Během výstavby počítá dopravní podnik s omezením autobusových linek 30 a 52, podrobnosti zveřejní v únoru.",
                ],
                "two-authors-redaktori",
                section="Brno",
                byline="Petra Dvořáková, Tomáš Černý, redaktoři iZprávy.cz",
                related=["d1", "skoly"],
            )
        )
        add(
            story(
                "energie",
                "/ekonomika/domaci/elektrina-ceny-2027-cenik-dodavatelu.A261203_110500_ekonomika_lho",
                "Elektřina pro domácnosti v příštím roce mírně zlevní, ukazují nové ceníky",
                "2026-12-03",
                "2026-12-03T11:05:00+01:00",
                "3. prosince 2026 11:05",
                ["Lucie Horáková"],
                [
                    "Domácnosti zaplatí v příštím roce za elektřinu v průměru o tři až pět procent méně než letos. Vyplývá to z ceníků, které do středy zveřejnilo devět největších dodavatelů. Zlevnění se ale netýká všech tarifů a ti, kdo mají smlouvu na dobu určitou, ho pocítí až po jejím skončení.",
                    "Hlavním důvodem je pokles velkoobchodní ceny silové elektřiny, která na pražské energetické burze od jara klesla zhruba o desetinu. Naopak regulovaná složka ceny, kterou stanovuje Energetický regulační úřad, mírně vzroste kvůli investicím do distribučních sítí.",
                    "„Pro typickou domácnost, která spotřebuje dvě megawatthodiny ročně a topí plynem, to znamená úsporu zhruba čtyři sta korun za rok. Není to žádná revoluce, ale trend je po třech letech konečně příznivý,“ uvedl analytik srovnávacího serveru Energoradar Vojtěch Pokorný.",
                    "## Jak se mění ceny u největších dodavatelů",
                    "Srovnání cen silové elektřiny v produktu s pevnou cenou na rok, včetně DPH:",
                    "T: Dodavatel | Cena 2026 (Kč/MWh) | Cena 2027 (Kč/MWh) | Změna",
                    "T: Česká energetická | 3 480 | 3 290 | -5,5 %",
                    "T: Moravia Energo | 3 390 | 3 260 | -3,8 %",
                    "T: Proud pro domov | 3 550 | 3 410 | -3,9 %",
                    "T: Elektra Bohemia | 3 310 | 3 240 | -2,1 %",
                    "Největší zlevnění ohlásila Česká energetická, která je zároveň dodavatelem poslední instance. Zákazníci, kteří u ní mají produkt na dobu neurčitou, dostanou novou cenu automaticky od 1. ledna.",
                    "Odborníci přesto radí smlouvy porovnat. Rozdíly mezi nejlevnějšími a nejdražšími nabídkami na trhu dosahují u domácnosti s elektrickým vytápěním i osmi tisíc korun ročně.",
                    "Ceny plynu se podle analytiků v příštím roce nezmění tolik jako u elektřiny. Většina dodavatelů zatím ceníky nezveřejnila, a ti, kteří tak udělali, ponechali ceny na letošní úrovni nebo je snížili o jednotky procent.",
                    'RAW:<div class="art-newsletter"><strong>Newsletter Peníze</strong> Každý čtvrtek to nejdůležitější ze světa financí. <a href="/newsletter/penize">Přihlásit se</a></div>',
                    "Pozor by si lidé měli dát na podomní prodejce a telefonické nabídky. Energetický regulační úřad letos evidoval přes 1 200 stížností na klamavé praktiky při uzavírání smluv, nejčastěji od seniorů.",
                    "Zákon od letošního léta umožňuje od smlouvy uzavřené mimo obchodní prostory odstoupit do 30 dnů bez sankce. Stačí dopis nebo e-mail dodavateli.",
                ],
                "data-table-in-body",
                section="Ekonomika",
                byline="Lucie Horáková, redaktorka iZprávy.cz",
                related=["komentar"],
            )
        )
        add(
            story(
                "rozhovor",
                "/zpravy/domaci/rozhovor-starostka-lipova-doprava-minibusy.A261202_170000_domaci_tma",
                "Na vesnici nechybí úřad, ale autobus, říká starostka Kateřina Veselá",
                "2026-12-02",
                "2026-12-02T17:00:00+01:00",
                "2. prosince 2026 17:00",
                ["Tereza Malá"],
                [
                    "Obec Lipová na Prostějovsku má 640 obyvatel, obchod, hospodu a školku. Poslední autobus do okresního města ale jede v 16:05. Starostka Kateřina Veselá proto s dalšími obcemi zakládá vlastní dopravní spolek.",
                    "Q: Proč si obce chtějí zajistit dopravu samy? || Protože kraj objednává spoje podle vytíženosti a na malé obce vždycky zbude jen to nejnutnější. Ráno do školy a odpoledne zpátky. Kdo pracuje na směny nebo potřebuje k lékaři, musí mít auto, nebo prosit sousedy.",
                    "Q: Jak má spolek fungovat? || Sedm obcí se složí na dva elektrické minibusy. Budou jezdit na zavolání, přes aplikaci nebo telefonicky, a navazovat na vlaky v Prostějově. Řidiče zaměstná spolek, dva už máme. Jsou to místní důchodci, kteří mají profesní oprávnění.",
                    "Q: Kolik to bude stát? || Nákup minibusů vyjde zhruba na osm milionů korun, z toho sedmdesát procent pokryje dotace z ministerstva pro místní rozvoj. Provoz odhadujeme na 1,4 milionu ročně. Každá obec přispěje podle počtu obyvatel, pro nás to znamená asi sto osmdesát tisíc.",
                    "Q: Není to pro obec s rozpočtem kolem deseti milionů hodně? || Je, ale spočítali jsme si, kolik nás stojí, když mladé rodiny odcházejí. Každá rodina, která se odstěhuje, je pro obec ztráta na daňových příjmech i na životě. Školka má teď 22 dětí, před pěti lety jich bylo 14. Chceme, aby to tak zůstalo.",
                    "Q: Co na to kraj? || Kraj nás podporuje slovně, finančně zatím ne. Hejtmanství slíbilo, že pokud pilotní provoz za dva roky vyjde, zkusí ho převzít do integrovaného dopravního systému. Tomu věříme napůl.",
                    "Q: Nebojíte se, že minibusy budou jezdit prázdné? || Trochu ano. Proto jsme dělali dotazník, odpovědělo přes čtyři sta lidí ze všech sedmi obcí. Třetina by minibus využívala aspoň jednou týdně, nejčastěji kvůli lékaři a nákupům. To na začátek stačí.",
                    "Q: Kdy by měly minibusy vyjet? || Pokud dotace vyjde, na jaře 2028. Do té doby chceme vyzkoušet sdílená auta, která si lidé mohou rezervovat na obecním úřadě.",
                ],
                "interview-qa",
                section="Domácí",
                byline="Tereza Malá, redaktorka iZprávy.cz",
                kicker="Rozhovor",
                related=["skoly"],
            )
        )

    # ------------------------------------------------------------------ templates

    def byline_html(self, doc: Doc) -> str:
        text = esc(doc.byline)
        for name in doc.authors:
            if name == "Jan Novák":
                link = self.a("autor", name, "byline", 'itemprop="author" rel="author"')
            else:
                link = f'<a href="{PEOPLE[name]}" itemprop="author" rel="author">{esc(name)}</a>'
            text = text.replace(esc(name), link, 1)
        return text

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (("home", "Zprávy"), ("domaci", "Domácí"), ("pocasi", "Počasí"), ("tv", "TV program"))
        )
        nav += '<li><a href="/zpravy/zahranicni">Zahraniční</a></li><li><a href="/ekonomika">Ekonomika</a></li><li><a href="/brno">Brno</a></li><li><a href="/sport">Sport</a></li><li><a href="/premium" class="premium">Premium</a></li>'
        head = [
            '<meta http-equiv="Content-Type" content="text/html; charset=windows-1250">',
            f"<title>{esc(doc.title)} - {SITE}</title>" if doc.key != "home" else f"<title>{esc(doc.title)}</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:site_name" content="{SITE}">',
        ]
        if doc.is_article:
            head += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:description" content="{esc(self.lede(doc))}">',
                f'<meta name="cXenseParse:recs:articleid" content="{doc.path.rsplit(".", 1)[1]}">',
            ]
            if doc.iso and doc.extra.get("ld_org") is None and not doc.iso.endswith("Z"):
                head.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if doc.iso and not doc.extra.get("no_ld"):
                authors = (
                    [{"@type": "Organization", "name": doc.extra["ld_org"]}]
                    if doc.extra.get("ld_org")
                    else [{"@type": "Person", "name": a} for a in doc.authors]
                )
                head.append(
                    ld(
                        {
                            "@context": "https://schema.org",
                            "@type": "NewsArticle",
                            "headline": doc.title,
                            "datePublished": doc.iso,
                            "dateModified": doc.iso,
                            "author": authors,
                            "publisher": {
                                "@type": "Organization",
                                "name": SITE,
                                "logo": {"@type": "ImageObject", "url": "https://www.izpravy.test/img/logo.png"},
                            },
                            "mainEntityOfPage": self.url(doc.key),
                            "articleSection": doc.section,
                        }
                    )
                )
        else:
            head.append('<meta property="og:type" content="website">')
            head.append(
                '<meta name="description" content="Zprávy z domova i ze světa, ekonomika, sport, počasí a TV program.">'
            )
        return f"""<!DOCTYPE html>
<html lang="cs">
<head>
{chr(10).join(head)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/css/portal.css?v=20261201">
<link rel="alternate" type="application/rss+xml" title="iZprávy.cz – zprávy" href="/rss/zpravy">
<style>/*PAD*/</style>
<script>var gemius_identifier='bVk1ZyOoTc0F';var dataLayer=window.dataLayer||[];dataLayer.push({{"section":"{esc(doc.section or doc.kind)}","premium":false}});</script>
</head>
<body class="{"art" if doc.is_article else "list"}">
<div id="didomi-host"><div class="didomi-notice">Kliknutím na „Souhlasím“ souhlasíte s ukládáním souborů cookie a se zpracováním údajů o vašem chování na webu pro účely měření návštěvnosti a personalizace reklamy. <a href="{self.href("gdpr")}">Více informací</a> <button>Souhlasím</button> <button>Nastavení</button></div></div>
<div id="portal"><div class="portal-head"><a href="{self.href("home")}" class="logo" title="{SITE}">{SITE}</a><span class="date">pátek 4. prosince 2026, svátek má Barbora</span><a href="https://ucet.izpravy.test/prihlaseni" class="login">Přihlásit</a> <a href="{self.href("hledej")}" class="search-ico" title="Hledat">Hledat</a></div>
<ul class="portal-menu">{nav}</ul></div>
<div id="content">
{main}
</div>
<div class="foot-box">
<ul><li>{self.a("kontakty", "Redakce a kontakty", "footer")}</li><li>{self.a("gdpr", "Ochrana osobních údajů", "footer")}</li><li><a href="/reklama">Reklama</a></li><li><a href="/rss">RSS</a></li><li><a href="https://www.facebook.com/izpravy.test">Facebook</a></li></ul>
<p>© Mediální dům Vltava, a.s., 1999–2026, a dodavatelé obsahu. Publikování nebo šíření obsahu je zakázáno bez předchozího souhlasu. Zpravodajství ČTK: Copyright © 2026 Česká tisková kancelář.</p>
</div>
<script src="/js/portal.min.js?v=20261201" async></script>
<script src="https://ssp.izpravy.test/static/js/ssp.js" async></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        blocks = doc.blocks
        opener = ""
        if not doc.extra.get("no_perex"):
            opener = f'<div class="opener" itemprop="description">{self.inline(blocks[0][1])}</div>'
            blocks = blocks[1:]
        kicker = f'<span class="art-kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        updated = (
            f' <span class="time-update">aktualizováno {esc(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        iso_attr = f' content="{doc.iso}"' if doc.iso else ""
        tag = (
            f'<div class="art-keywords"><span>Témata:</span> {self.a("tema", "Dálnice D1", "content")}, <a href="/zpravy/archiv/rsd.K2201">ŘSD</a>, <a href="/zpravy/archiv/humpolec.K7720">Humpolec</a></div>'
            if doc.extra.get("tag")
            else '<div class="art-keywords"><span>Témata:</span> <a href="/zpravy/archiv/doprava.K1001">Doprava</a></div>'
        )
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in doc.extra.get("related", []))
        comments = DISCUSS.get(doc.key)
        moot = (
            f'<a id="moot-linkin" href="/diskuse/{doc.path.rsplit(".", 1)[1]}">Diskuse <span>({comments} příspěvků)</span></a>'
            if comments
            else ""
        )
        more = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ARTS
            if k != doc.key and k not in doc.extra.get("related", [])
        )
        return f"""<div class="art-full" id="space-a" itemscope itemtype="https://schema.org/NewsArticle">
<div class="art-head">{kicker}<h1 itemprop="name headline">{esc(doc.title)}</h1>
<div class="art-info"><div class="authors">{self.byline_html(doc)}</div><span class="time-date" itemprop="datePublished"{iso_attr}>{doc.stamp}</span>{updated}</div></div>
{opener}
<div class="share-top"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Sdílet</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a href="mailto:?subject={esc(doc.title)}">E-mail</a></div>
<div id="art-text"><div class="bbtext">
{blocks_html(self, blocks)}
</div></div>
{tag}
<div class="art-discussion">{moot}</div>
<div class="art-related-bottom"><h3>Mohlo by vás zajímat</h3><ul>{rel}</ul></div>
</div>
<div id="space-b"><div class="box-most-read"><h3>Nejčtenější</h3><ol>{more}</ol></div>
<div class="box-ad">Reklama</div>
<div class="box-weather">{self.a("pocasi", "Počasí na víkend: sníh a ledovka", "aside")}</div></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            link = self.a(k, d.title, "content", 'class="art-link"', f"<h3>{esc(d.title)}</h3>")
            items.append(
                f'<div class="art">{link}'
                f'<span class="time">{d.stamp}</span><p class="perex">{esc(self.lede(d))}</p></div>'
            )
        for path, title, stamp in doc.extra.get("old", []):
            items.append(
                f'<div class="art"><a class="art-link" href="{path}"><h3>{esc(title)}</h3></a><span class="time">{stamp}</span></div>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = (
                '<div class="paginator">'
                + self.a(doc.extra["more"], "Další články", "pagination", 'class="ico-right"')
                + "</div>"
            )
        if doc.extra.get("prev"):
            pager = f'<div class="paginator">{self.a(doc.extra["prev"], "Předchozí", "pagination")} <a href="/zpravy/domaci/3">Další články</a></div>'
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "author":
            head = f'<div class="journalist"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><a href="mailto:jan.novak@izpravy.test">jan.novak@izpravy.test</a></div>'
        if doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/hledej"><input name="q" value="elektrina"><button>Hledat</button></form><p class="count">Nalezeno 1 článek</p>'
        extra = ""
        if doc.key == "home":
            extra = (
                f'<div class="box-services">{self.a("pocasi", "Počasí", "content")} · {self.a("tv", "TV program", "content")} · '
                f"{self.a('tema', 'Téma: Dálnice D1', 'content')} · {self.a('autor', 'Jan Novák', 'content')}</div>"
            )
        return f'<div class="list-art">{head}{"".join(items)}{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        cls = {"weather": "weather-forecast", "tv": "tv-program"}.get(doc.kind, "static-page")
        return f'<div class="{cls}"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
