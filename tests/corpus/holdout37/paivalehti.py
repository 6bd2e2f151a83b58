# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic dashes and minus signs are deliberate)
"""Päivälehti: an HS-like Finnish daily. A server-rendered React site with an Apollo cache (`window.__APOLLO_STATE__`),
URLs `/<desk>/art-2000011<id>.html`, `/aihe/…/`, `/toimittaja/…/`, `/haku/?query=`, `/uusimmat/?sivu=2`, a Swedish
section `/svenska/`; the STT wire brief sits under `/uutiset/stt/a/<yyyymmdd…>` (its date only in the URL and the
printed day). Finnish, UTF-8, one story in Swedish (`lang="sv"`, label `sv`). Dates are printed **without a year**
("4.12. 9:12", "Päivitetty 4.12. 11:40"), the year only in the JSON-LD (+02:00), except the editorial which prints
"4.12.2026 2:00" and carries a UTC stamp (00:00Z = 02:00 in Helsinki). The Vantaa fire is in UTC (22:45Z on 3 Dec =
4 Dec 00:45 in Helsinki). Names are plain (no case endings). A "Kolumni" column with a writer line under it, an
unsigned "Pääkirjoitus" (JSON-LD author the paper, an Organization), a feature credited "Teksti" / "Kuvat" (the
photographer is not an author), a data story with a table."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

TEASER_CLS = 'class="teaser__title"'
ARTS = ["raitiotie", "tulipalo", "kolumni", "paakirjoitus", "borga", "asunnot", "stt", "aura"]
PEOPLE = {
    "Aino Lehtonen": "toimittaja",
    "Mikko Hakala": "/toimittaja/mikko-hakala/",
    "Liisa Koskinen": "/toimittaja/liisa-koskinen/",
    "Ville Nieminen": "/toimittaja/ville-nieminen/",
    "Jonas Lindholm": "/toimittaja/jonas-lindholm/",
}


class Paivalehti(Base):
    origin = "https://www.paivalehti.test"
    name = "Päivälehti"
    prefix = "pvl"
    language = "fi"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pvl",
            [
                ".pl-header",
                ".article-headline",
                ".article-ingress",
                ".article-body",
                ".article-byline",
                ".teaser",
                ".pl-footer",
                ".comments",
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
                "Päivälehti",
                "react-front",
                list=["raitiotie", "tulipalo", "stt", "asunnot", "paakirjoitus", "kolumni", "aura", "borga"],
            )
        )
        add(
            page(
                "uusimmat",
                "/uusimmat/",
                "section",
                "Uusimmat",
                "latest-list",
                list=["stt", "raitiotie", "borga", "paakirjoitus", "tulipalo"],
                more="uusimmat2",
            )
        )
        add(
            page(
                "uusimmat2",
                "/uusimmat/?sivu=2",
                "section",
                "Uusimmat",
                "latest-list-page2",
                list=["kolumni", "asunnot", "aura"],
                prev="uusimmat",
            )
        )
        add(
            page(
                "svenska",
                "/svenska/",
                "section",
                "Päivälehti på svenska",
                "swedish-section-front",
                list=["borga"],
                lang="sv",
            )
        )
        add(page("aihe", "/aihe/asuminen/", "tag", "Asuminen", "topic-page", list=["asunnot", "raitiotie"]))
        add(
            page(
                "toimittaja",
                "/toimittaja/aino-lehtonen/",
                "author",
                "Aino Lehtonen",
                "journalist-page",
                list=["raitiotie"],
            )
        )
        add(
            page(
                "haku",
                "/haku/?query=raitiotie",
                "search",
                "Hakutulokset: raitiotie",
                "search-results",
                list=["raitiotie"],
            )
        )
        add(
            page(
                "tilaa",
                "/tilaa/",
                "subscribe",
                "Tilaa Päivälehti",
                "subscription-offer",
                [
                    "Kaikki Päivälehden jutut, näköislehti ja arkisto samalla tilauksella.",
                    "- Digi: 1 € ensimmäinen kuukausi, sen jälkeen 24,90 €/kk",
                    "- Digi + viikonloppu: 39,90 €/kk",
                    "- Digi + 7 päivää: 54,90 €/kk",
                    "Tilaus jatkuu kestotilauksena. Voit irtisanoa sen milloin tahansa Oma tili -palvelussa.",
                ],
            )
        )
        add(
            page(
                "tietosuoja",
                "/tietosuoja/",
                "policy",
                "Tietosuojaseloste",
                "privacy-policy",
                [
                    "Päivitetty 3.10.2026",
                    "Päivälehti Oy käsittelee henkilötietoja tilausten hoitamiseen, asiakasviestintään, palvelujen kehittämiseen ja mainonnan kohdentamiseen.",
                    "Käytämme evästeitä ja muita vastaavia tekniikoita. Voit muuttaa evästeasetuksiasi milloin tahansa sivun alalaidan linkistä.",
                    "Tietosuojaa koskevat kysymykset voi lähettää osoitteeseen tietosuoja@paivalehti.test.",
                ],
            )
        )
        add(
            page(
                "tietoa",
                "/tietoa-paivalehdesta/",
                "about",
                "Tietoa Päivälehdestä",
                "about-page",
                [
                    "Päivälehti on vuonna 1904 perustettu riippumaton päivälehti. Toimitus sijaitsee Helsingin Töölössä.",
                    "Päätoimittaja on Kaisa Ahonen. Päivälehti noudattaa Journalistin ohjeita ja kuuluu Julkisen sanan neuvostoon.",
                    "Uutisvinkit: vinkit@paivalehti.test tai WhatsApp 040 000 0000.",
                ],
            )
        )
        add(
            story(
                "raitiotie",
                "/kaupunki/art-2000011412873.html",
                "Herttoniemen pikaraitiotie valmistuu vuoden myöhässä",
                "2026-12-04",
                "2026-12-04T09:12:00+02:00",
                "4.12. 9:12",
                ["Aino Lehtonen"],
                [
                    "LEAD: Herttoniemen ja Malmin välisen pikaraitiotien rakentaminen viivästyy, ja kustannukset nousevat noin 40 miljoonalla eurolla. Syynä ovat odottamattomat maaperäongelmat Viikissä.",
                    "Helsingin kaupunki kertoi torstaina, että uuden pikaraitiotien liikenne alkaa aikaisintaan syksyllä 2029. Alkuperäisen aikataulun mukaan ensimmäisten vaunujen piti kulkea jo syksyllä 2028.",
                    "Hankkeen kokonaiskustannusarvio nousee samalla 312 miljoonasta eurosta noin 352 miljoonaan euroon.",
                    "– Viikin peltoalueella savikerros osoittautui paljon paksummaksi kuin tutkimusten perusteella oletettiin. Radan alle joudutaan tekemään paalutus noin kahden kilometrin matkalla, sanoo projektinjohtaja Jukka Salminen kaupunkiympäristön toimialalta.",
                    "FIG: Raitiotietyömaa Viikissä | Raitiotien työmaa Viikintiellä marraskuussa. Kuva: Tiina Rautio",
                    "## Lisärahasta päättää valtuusto",
                    "Kaupunkiympäristölautakunta käsittelee kustannusten nousua ensi tiistaina. Lopullisesti lisärahoituksesta päättää kaupunginvaltuusto vielä ennen joulua.",
                    "Lautakunnan puheenjohtaja Sanna Virtanen pitää viivästystä harmillisena mutta ei yllättävänä.",
                    "– Suurissa infrahankkeissa tulee aina yllätyksiä. Tärkeintä on nyt, että saamme realistisen aikataulun, johon asukkaat voivat luottaa, hän sanoo.",
                    "Oppositiossa tilannetta pidetään huolestuttavana. Valtuutettu Petri Laaksonen muistuttaa, että kaupungin raitiotiehankkeiden kustannukset ovat ylittyneet toistuvasti.",
                    "– Meidän on kysyttävä, miksi riskejä ei arvioitu paremmin jo suunnitteluvaiheessa. Tämä on jo kolmas hanke peräkkäin, jossa budjetti ylittyy, Laaksonen sanoo.",
                    "SEE: /kaupunki/art-2000011398021.html | Lue myös: Raitiovaunujen hankinta kallistui kymmenellä miljoonalla",
                    "## Bussit kulkevat entiseen tapaan",
                    "Viivästys tarkoittaa, että Malmin ja Herttoniemen välillä liikennöivä runkobussilinja jatkaa nykyisellään vielä ainakin vuoden. Seudun joukkoliikenne on luvannut lisätä linjalle vuoroja ruuhka-aikoihin jo tammikuusta alkaen.",
                    "Rakennustyöt jatkuvat muilla osuuksilla normaalisti. Kaupungin mukaan noin 60 prosenttia radasta on jo rakennettu.",
                    "Raitiotien varrelle on kaavoitettu asuntoja noin 15 000 uudelle asukkaalle. Osa asuinrakentamisesta on sidottu raitiotien valmistumiseen, joten viivästys voi siirtää myös rakennushankkeita.",
                    "– Olemme jo kuulleet rakennuttajilta, että muutama hanke odottaa nyt varmuutta liikenteen alkamisesta, Salminen kertoo.",
                    "Kaupunki aikoo selvittää, voidaanko osa radasta ottaa käyttöön jo aiemmin. Herttoniemen ja Viikin välinen osuus voisi Salmisen mukaan valmistua vuotta ennen koko rataa.",
                ],
                "yearless-date-jsonld-year",
                section="Kaupunki",
                updated="4.12. 11:40",
                updated_iso="2026-12-04T11:40:00+02:00",
                ld="person",
                aihe=True,
                comments=[
                    (
                        "Kaupunkilainen",
                        "Taas kerran. Olisi pitänyt tutkia maaperä kunnolla ennen kuin mitään päätettiin.",
                    ),
                    ("Malmilta", "Kunhan bussivuoroja oikeasti lisätään, pärjätään vielä vuosi."),
                ],
            )
        )
        add(
            story(
                "tulipalo",
                "/kotimaa/art-2000011413106.html",
                "Kerrostalossa syttyi tulipalo Vantaan Tikkurilassa – kymmeniä asukkaita evakuoitiin",
                "2026-12-04",
                "2026-12-03T22:45:00Z",
                "4.12. 0:45",
                ["Mikko Hakala"],
                [
                    "LEAD: Pelastuslaitos sai hälytyksen tulipalosta Tikkurilassa vähän ennen puoltayötä. Yksi ihminen vietiin sairaalaan savumyrkytyksen vuoksi.",
                    "Palo syttyi kuusikerroksisen kerrostalon kolmannen kerroksen asunnossa torstaina noin kello 23.40. Kun ensimmäiset yksiköt saapuivat paikalle, asunnosta tuli runsaasti savua.",
                    "– Porraskäytävä oli täynnä savua, joten asukkaita kehotettiin pysymään asunnoissaan, kunnes savusukeltajat pääsivät evakuoimaan heidät, kertoo päivystävä palomestari Antti Räsänen.",
                    "Kaikkiaan noin 40 asukasta evakuoitiin. Palon syttymisasunnossa asunut mies vietiin sairaalaan hoidettavaksi savumyrkytyksen vuoksi.",
                    "Saman talon asukas Marja Lindqvist kertoo heränneensä palovaroittimen ääneen.",
                    "– Ensin luulin, että se oli oma varoittimeni, mutta sitten haistoin savun. Avasin oven porraskäytävään, mutta sieltä tuli niin paljon savua, että suljin sen heti, hän kertoo.",
                    "Lindqvist odotti perheensä kanssa parvekkeella, kunnes pelastajat hakivat heidät.",
                    "Palo saatiin rajattua syttymisasuntoon, mutta savu levisi porraskäytävän kautta useisiin muihin asuntoihin. Evakuoidut asukkaat pääsivät palaamaan koteihinsa vähän kello kahden jälkeen yöllä.",
                    "Poliisi tutkii palon syttymissyytä. Rikokseen viittaavaa ei toistaiseksi ole tullut ilmi.",
                ],
                "utc-jsonld-crosses-midnight",
                section="Kotimaa",
                updated="4.12. 6:20",
                updated_iso="2026-12-04T04:20:00Z",
                ld="person",
            )
        )
        add(
            story(
                "kolumni",
                "/elama/art-2000011409955.html",
                "Joulun ei tarvitse olla täydellinen",
                "2026-12-03",
                "2026-12-03T18:00:00+02:00",
                "3.12. 18:00",
                ["Liisa Koskinen"],
                [
                    "LEAD: Joulukuun alussa moni tuntee jo olevansa myöhässä. Ehkä olisi aika laskea rimaa, kirjoittaa Liisa Koskinen.",
                    "Joka vuosi sama tunne iskee joulukuun ensimmäisellä viikolla. Naapurin ikkunassa palaa jo tähti, työpaikan kahvihuoneessa puhutaan pikkujouluista ja lasten koulusta tulee viesti, jossa pyydetään leipomaan jotain myyjäisiin. Minä en ole vielä edes kaivanut joulukoristeita varastosta.",
                    "Olen huomannut, etten ole ainoa. Kun kysyin ystäviltäni, miltä joulun odotus tuntuu, vastaukset olivat yllättävän samanlaisia. Väsyttää. Ahdistaa. Tuntuu, että pitäisi ehtiä kaikki.",
                    "Mistä tämä paine oikein tulee?",
                    "Osittain se tulee varmasti sosiaalisesta mediasta. Ruudulla kaikkien muiden joulu näyttää siltä kuin se olisi suoraan sisustuslehden sivuilta: piparkakkutalot ovat symmetrisiä, kuuset täydellisen muotoisia ja lapset hymyilevät samanlaisissa villapaidoissa.",
                    "Mutta paine tulee myös meistä itsestämme. Haluamme antaa lapsillemme samanlaisia jouluja kuin meillä itsellämme oli, tai mieluummin vielä parempia. Haluamme, että kaikki sukulaiset viihtyvät, että ruoka onnistuu ja että lahjat osuvat nappiin.",
                    "Viime vuonna päätin kokeilla jotain uutta. Emme leiponeet pipareita itse, vaan ostimme ne kaupasta. Jätimme rosollin tekemättä, koska kukaan perheessämme ei oikeastaan pidä siitä. Ja lahjoja annettiin vain lapsille.",
                    "Arvatkaa, huomasiko kukaan?",
                    "Ei huomannut. Itse asiassa joulu oli rauhallisempi kuin vuosiin. Ehdimme käydä pitkällä kävelyllä jouluaattona, pelata lautapelejä ja nukkua päiväunet. Lapset muistavat siitä joulusta yhä sen, että äiti ei hermostunut kertaakaan.",
                    "En väitä, että perinteistä pitäisi luopua. Monelle juuri tietyt ruoat, tavat ja tuoksut ovat joulun ydin. Mutta kannattaa kysyä itseltään, mitkä perinteet tuottavat iloa ja mitkä pelkkää velvollisuudentunnetta.",
                    "Tänä vuonna aion taas karsia. Ja jos joulukoristeet jäävät varastoon, olkoon niin.",
                    "Joulun ei tarvitse olla täydellinen. Riittää, että se on meidän.",
                    "NOTE: Liisa Koskinen on Päivälehden toimittaja, joka kirjoittaa kolumneja perheestä ja arjesta.",
                ],
                "kolumni-kicker-writer-note",
                section="Elämä",
                kicker="Kolumni",
                ld="person",
            )
        )
        add(
            story(
                "paakirjoitus",
                "/paakirjoitukset/art-2000011412500.html",
                "Kuntien talous ei kestä uusia tehtäviä ilman rahaa",
                "2026-12-04",
                "2026-12-04T00:00:00Z",
                "4.12.2026 2:00",
                [],
                [
                    "LEAD: Valtion on lopetettava tapa siirtää kunnille uusia tehtäviä ilman riittävää rahoitusta.",
                    "Kuntien etujärjestön torstaina julkaisema selvitys on karua luettavaa. Sen mukaan lähes joka kolmas Manner-Suomen kunta tekee tänä vuonna alijäämäisen tuloksen, ja ensi vuonna osuus voi nousta jopa puoleen kunnista.",
                    "Syitä on useita. Väestö vanhenee, syntyvyys laskee ja muuttoliike keskittää asukkaat suurimpiin kaupunkeihin. Samaan aikaan kunnat ovat saaneet hoidettavakseen uusia tehtäviä, joiden kustannuksia valtio ei ole korvannut täysimääräisesti.",
                    "Esimerkiksi työllisyyspalvelujen siirto kunnille oli periaatteessa järkevä uudistus. Kunnat tuntevat paikalliset työmarkkinat ja yritykset paremmin kuin valtion virastot. Uudistuksen rahoitus kuitenkin laskettiin aikana, jolloin työttömyys oli selvästi nykyistä alhaisempi.",
                    "Nyt työttömyys on kasvanut, ja kuntien menot sen mukana. Valtionosuudet eivät ole seuranneet perässä.",
                    "Samaan aikaan kuntien omat tulot ovat kasvaneet hitaasti. Verotulojen kasvu on jäänyt jälkeen kustannusten noususta, ja monen kunnan lainakanta on kasvanut ennätyksellisen suureksi.",
                    "Hallitus on vedonnut siihen, että julkista taloutta on sopeutettava ja että kuntienkin on kannettava vastuunsa. Se on totta. Mutta sopeuttaminen ei voi tarkoittaa sitä, että valtio siirtää omia menojaan kuntien maksettaviksi ja kutsuu sitä säästöksi.",
                    "Kun kunnan talous heikkenee, vaihtoehtoja on vähän: veroja korotetaan, palveluja karsitaan tai velkaa otetaan lisää. Mikään niistä ei ole hyvä ratkaisu. Korkea kunnallisvero heikentää työn kannattavuutta, ja palvelujen karsinta osuu usein kaikkein heikoimmassa asemassa oleviin.",
                    "Kuntien ahdinko ei myöskään ole vain kuntien ongelma. Kun palvelut heikkenevät, kustannukset siirtyvät usein muualle: hyvinvointialueille, Kelalle ja lopulta valtiolle itselleen. Säästö yhdessä paikassa voi tulla moninkertaisena laskuna toisessa.",
                    "Valtion ja kuntien välinen rahoitusmalli kaipaa kokonaisuudistusta. Sitä odotellessa hallituksen on vähintään noudatettava omaa periaatettaan, jonka mukaan uusien tehtävien mukana siirtyy myös niiden rahoitus.",
                    "Muuten lasku maksetaan lopulta kuntalaisten arjessa: pidempinä jonoina, suurempina ryhmäkokoina ja suljettuina kirjastoina.",
                ],
                "editorial-unsigned-utc-org-author",
                section="Pääkirjoitukset",
                kicker="Pääkirjoitus",
                ld="org",
            )
        )
        add(
            story(
                "borga",
                "/svenska/art-2000011412311.html",
                "Borgå skjuter upp bygget av ny simhall",
                "2026-12-04",
                "2026-12-04T08:05:00+02:00",
                "4.12. 8:05",
                ["Jonas Lindholm"],
                [
                    "LEAD: Den nya simhallen i Borgå blir inte färdig förrän tidigast 2029. Stadsstyrelsen vill först se över hela investeringsprogrammet.",
                    "Beslutet fattades av stadsstyrelsen i Borgå på onsdagskvällen efter en lång debatt. Enligt den ursprungliga planen skulle bygget av den nya simhallen på Kokonberget ha inletts nästa vår.",
                    "– Vi har helt enkelt inte råd att genomföra alla investeringar på en gång. Simhallen är viktig, men vi måste också renovera skolor och daghem, säger stadsstyrelsens ordförande Camilla Holmström.",
                    "Kostnaden för simhallen har beräknats till cirka 38 miljoner euro. Det är nästan tio miljoner mer än när projektet presenterades för tre år sedan.",
                    "## Besvikna simmare",
                    "Beskedet väcker besvikelse bland stadens simföreningar. Den nuvarande simhallen byggdes på 1970-talet och har stora problem med ventilationen.",
                    "– Vi har barn som står i kö för att få börja simskola. Varje år som bygget skjuts upp betyder att hundratals barn inte lär sig simma i tid, säger Lotta Eklund, ordförande för stadens största simförening.",
                    "Enligt staden kan den gamla simhallen hållas öppen några år till, förutsatt att vissa reparationer görs. De beräknas kosta omkring 800 000 euro.",
                    "Också oppositionen i stadsstyrelsen kritiserar beslutet. Enligt ledamoten Mikael Grönroos borde staden ha prioriterat simhallen framför andra projekt.",
                    "– Simkunnighet är en säkerhetsfråga. Vi pratar om barnens liv, inte om en lyxinvestering, säger Grönroos.",
                    "Den nuvarande simhallen har i genomsnitt 140 000 besökare per år. Enligt staden är det främst skolornas simundervisning och pensionärernas morgonsim som skulle drabbas om hallen måste stänga.",
                    "Stadsstyrelsen vill också utreda om simhallen kan byggas i samarbete med grannkommunerna, som i dag skickar sina skolklasser till Borgå för simundervisning.",
                    "Fullmäktige behandlar investeringsprogrammet i slutet av januari.",
                ],
                "swedish-language-story",
                section="På svenska",
                lang="sv",
                ld="person",
            )
        )
        add(
            story(
                "asunnot",
                "/talous/art-2000011406672.html",
                "Asuntojen hinnat laskivat edelleen – katso kaupunkisi luvut",
                "2026-12-03",
                "2026-12-03T10:00:00+02:00",
                "3.12. 10:00",
                ["Ville Nieminen"],
                [
                    "LEAD: Vanhojen osakeasuntojen hinnat laskivat lokakuussa lähes kaikissa suurissa kaupungeissa. Pääkaupunkiseudulla lasku oli jyrkintä Vantaalla.",
                    "Vanhojen kerrostaloasuntojen hinnat laskivat lokakuussa keskimäärin 2,1 prosenttia vuoden takaisesta, kertoo kiinteistönvälittäjien yhteinen hintaseuranta. Kauppojen määrä sen sijaan kasvoi hieman.",
                    "– Ostajia on jälleen liikkeellä, mutta he ovat hintatietoisia. Myyjän on usein joustettava pyyntihinnasta, jotta kauppa syntyy, sanoo ekonomisti Heikki Rantanen hintaseurantaa ylläpitävästä palvelusta.",
                    "Alla olevassa taulukossa ovat kuuden suurimman kaupungin keskihinnat ja muutos vuodentakaiseen.",
                    "T: Kaupunki | Keskihinta €/m² | Muutos vuodessa",
                    "T: Helsinki | 4 812 | −1,4 %",
                    "T: Espoo | 3 905 | −2,0 %",
                    "T: Vantaa | 2 987 | −4,6 %",
                    "T: Tampere | 2 893 | −1,1 %",
                    "T: Turku | 2 541 | −2,3 %",
                    "T: Oulu | 2 118 | +0,4 %",
                    "## Korot tukevat kysyntää",
                    "Rantasen mukaan markkinoiden pohja saattaa olla lähellä. Euribor-korot ovat laskeneet syksyn aikana, mikä helpottaa erityisesti ensiasunnon ostajia.",
                    "– Jos korot pysyvät nykyisellä tasolla, odotamme hintojen kääntyvän maltilliseen nousuun ensi vuoden jälkipuoliskolla. Alueelliset erot kuitenkin kasvavat, hän sanoo.",
                    "Vantaan hintojen laskua selittää osaltaan suuri uudistuotannon määrä. Kaupunkiin on valmistunut viime vuosina ennätysmäärä uusia kerrostaloasuntoja, ja osa niistä on edelleen myymättä.",
                    "Vantaalla uusia asuntoja on tarjolla erityisesti Kivistössä ja Aviapoliksessa, joissa rakentaminen on ollut vilkasta. Välittäjien mukaan ostajat vertailevat nyt tarkasti uusien ja vanhojen asuntojen hintoja.",
                    "– Kun uudiskohteissa on tarjolla alennuksia ja kylkiäisiä, vanhojen asuntojen myyjät joutuvat kilpailemaan hinnalla, Rantanen sanoo.",
                    "Oulu oli ainoa suurista kaupungeista, jossa hinnat nousivat. Siellä kysyntää ovat lisänneet erityisesti teknologia-alan uudet työpaikat.",
                    "Koko maassa vanhojen osakeasuntojen kauppoja tehtiin lokakuussa noin 4 300, mikä on kuusi prosenttia enemmän kuin vuotta aiemmin. Myyntiajat ovat kuitenkin yhä pitkiä: keskimääräinen asunto oli myynnissä 78 päivää.",
                ],
                "data-table-in-body",
                section="Talous",
                ld="person",
                aihe=True,
            )
        )
        add(
            story(
                "stt",
                "/uutiset/stt/a/2026120422914531",
                "Liukas keli aiheutti kymmeniä ulosajoja Pohjois-Savossa",
                "2026-12-04",
                None,
                "4.12. 10:47",
                [],
                [
                    "Liukas keli on aiheuttanut perjantaiaamuna kymmeniä ulosajoja Pohjois-Savossa, kertoo Itä-Suomen poliisi.",
                    "Poliisin mukaan kello kuuden ja kymmenen välillä alueella sattui yli 30 ulosajoa. Vakavilta henkilövahingoilta on toistaiseksi vältytty.",
                    "Ilmatieteen laitos on antanut koko Itä-Suomeen varoituksen erittäin liukkaasta ajokelistä. Poliisi kehottaa autoilijoita varaamaan matkoihin tavallista enemmän aikaa.",
                ],
                "wire-brief-year-only-in-url",
                section="Kotimaa",
                credit="STT",
                ld="",
            )
        )
        add(
            story(
                "aura",
                "/kotimaa/art-2000011388107.html",
                "Kun muut nukkuvat, Raimo Heikkinen auraa Rovaniemen kadut",
                "2026-11-30",
                "2026-11-30T06:00:00+02:00",
                "30.11. 6:00",
                ["Mikko Hakala"],
                [
                    "LEAD: Rovaniemellä lunta on satanut jo kuukauden. Aura-auton kuljettaja Raimo Heikkinen on tehnyt yövuoroja 28 talven ajan, eikä aio vielä lopettaa.",
                    "Kello on puoli neljä aamulla, kun Raimo Heikkinen kääntää aura-autonsa Koskikadulle. Lunta on tullut yön aikana parikymmentä senttiä, ja kaupunki nukkuu vielä.",
                    "– Tämä on parasta aikaa. Kadut ovat tyhjiä, ja saan tehdä työni rauhassa, hän sanoo ja laskee auran alas.",
                    "Heikkinen on 61-vuotias ja on ajanut aura-autoa Rovaniemellä vuodesta 1998. Hän arvioi auranneensa urallaan yli 200 000 kilometriä, mikä vastaa viittä kierrosta maapallon ympäri.",
                    "FIG: Aura-auto Koskikadulla | Raimo Heikkinen aloittaa vuoronsa Koskikadulta. Kuva: Tiina Rautio",
                    "## Lumi ei katso kelloa",
                    "Talven aikana Heikkisen työvuorot määräytyvät sään mukaan. Kun lunta sataa, hän saa soiton usein keskellä yötä, ja silloin on lähdettävä.",
                    "– Lumi ei katso kelloa eikä kalenteria. Jouluaattonakin olen ollut töissä monta kertaa. Perhe on onneksi tottunut, hän naurahtaa.",
                    "Työ on muuttunut vuosien varrella paljon. Kun Heikkinen aloitti, autoissa ei ollut navigaattoreita eikä lämmitettyjä istuimia. Nykyään ohjaamossa on kaksi näyttöä, joista hän näkee reittinsä ja sen, mitkä kadut muut kuljettajat ovat jo auranneet.",
                    "– Tekniikka on helpottanut paljon. Mutta kyllä tässä edelleen tarvitaan silmää ja kokemusta. Kone ei tiedä, missä kohtaa reunakivi on lumen alla, hän sanoo.",
                    "## Palautetta tulee",
                    "Aurausmiehet eivät ole aina kaupunkilaisten suosiossa. Erityisesti auran jättämät lumivallit pihateiden suulla herättävät närkästystä.",
                    "– Sen ymmärrän hyvin. Kukaan ei halua lapioida aamulla ennen töihin lähtöä. Mutta lumi on pakko jättää jonnekin, Heikkinen sanoo.",
                    "Hän kertoo saaneensa vuosien mittaan myös paljon kiitosta. Eräs vanha rouva toi hänelle joka joulu pipareita ja kortin, jossa kiitti siitä, että pääsee aamuisin kauppaan.",
                    "– Ne kortit minä olen säilyttänyt. Ne muistuttavat, miksi tätä tehdään.",
                    "## Eläke häämöttää",
                    "Eläkeikä lähestyy, mutta Heikkinen ei vielä halua ajatella lopettamista. Hänen mukaansa Rovaniemellä on pulaa kokeneista kuljettajista, ja nuorten on vaikea sitoutua työhön, jossa vapaa-aika riippuu säästä.",
                    "– Ehkä vielä pari talvea. Katsotaan sitten, hän sanoo.",
                    "Kello kuuden jälkeen ensimmäiset autot ilmestyvät kaduille. Heikkinen on ehtinyt aurata keskustan pääkadut ja kääntää auton kohti varikkoa tankkaamaan.",
                    "– Ja sitten uudestaan. Tänään on luvattu lisää lunta.",
                ],
                "feature-teksti-kuvat-credits",
                section="Kotimaa",
                photographer="Tiina Rautio",
                ld="person",
                comments=[("Lappilainen", "Kiitos Raimolle ja kaikille muille aurakuskeille!")],
            )
        )

    # -- templates --------------------------------------------------------------------------------------------------

    def art_id(self, doc: Doc) -> str:
        tail = doc.path.rsplit("/", 1)[-1]
        return tail.removeprefix("art-").removesuffix(".html")

    def apollo(self, doc: Doc) -> str:
        if doc.is_article:
            aid = self.art_id(doc)
            state = {
                f"Article:{aid}": {
                    "__typename": "Article",
                    "id": aid,
                    "title": doc.title,
                    "section": doc.section,
                    "kicker": doc.extra.get("kicker"),
                    "language": doc.extra.get("lang", "fi"),
                    "paywall": "free" if doc.key in ("stt", "tulipalo") else "premium",
                    "authors": [{"__ref": f"Author:{zlib.crc32(a.encode()) % 100000}"} for a in doc.authors],
                    "publishedAt": doc.iso,
                },
                "ROOT_QUERY": {"__typename": "Query", f'article({{"id":"{aid}"}})': {"__ref": f"Article:{aid}"}},
            }
            for a in doc.authors:
                state[f"Author:{zlib.crc32(a.encode()) % 100000}"] = {"__typename": "Author", "name": a}
        else:
            state = {"ROOT_QUERY": {"__typename": "Query", "page": {"type": doc.kind, "title": doc.title}}}
        return json.dumps(state, ensure_ascii=False).replace("</", "<\\/")

    def frame(self, doc: Doc, main: str) -> str:
        lang = doc.extra.get("lang", "fi")
        nav = "".join(
            f'<li class="pl-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("uusimmat", "Uusimmat"),
                ("/kotimaa/", "Kotimaa"),
                ("/kaupunki/", "Kaupunki"),
                ("/talous/", "Talous"),
                ("/paakirjoitukset/", "Pääkirjoitukset"),
                ("svenska", "På svenska"),
            )
        )
        og_title = f"{doc.extra['kicker']} | {doc.title}" if doc.extra.get("kicker") else doc.title
        head = [
            f"<title>{esc(og_title)} | Päivälehti</title>"
            if doc.key != "home"
            else "<title>Päivälehti | Uutiset</title>",
            f'<meta name="description" content="{esc(self.lede(doc) or "Päivälehti – uutiset, analyysit ja mielipiteet.")}">',
            f'<meta property="og:title" content="{esc(og_title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Päivälehti">',
            f'<meta property="og:locale" content="{"sv_FI" if lang == "sv" else "fi_FI"}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if doc.is_article and doc.extra.get("ld"):
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle" if doc.key != "paakirjoitus" else ["NewsArticle", "OpinionNewsArticle"],
                "headline": doc.title,
                "inLanguage": "sv-FI" if lang == "sv" else "fi-FI",
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("updated_iso", doc.iso),
                "author": (
                    [{"@type": "Person", "name": a} for a in doc.authors]
                    if doc.extra["ld"] == "person"
                    else {"@type": "Organization", "name": "Päivälehti"}
                ),
                "publisher": {
                    "@type": "NewsMediaOrganization",
                    "name": "Päivälehti",
                    "logo": {"@type": "ImageObject", "url": "https://www.paivalehti.test/assets/logo-pl.png"},
                },
                "isAccessibleForFree": doc.key in ("stt", "tulipalo"),
                "mainEntityOfPage": self.url(doc.key),
            }
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        consent = (
            "Vi använder kakor för att förbättra din upplevelse och för att rikta reklam. <button>Godkänn</button> <button>Inställningar</button>"
            if lang == "sv"
            else "Käytämme evästeitä parantaaksemme käyttökokemusta ja kohdentaaksemme mainontaa. <button>Hyväksy kaikki</button> <button>Asetukset</button>"
        )
        return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
{chr(10).join(head)}
<link rel="stylesheet" href="/assets/pl-app.7a1c02.css">
<style>/*PAD*/</style>
</head>
<body class="pl-body">
<div id="root">
<header class="pl-header">
<a class="pl-header__logo" href="/">Päivälehti</a>
<nav class="pl-nav" aria-label="Osastot"><ul>{nav}</ul></nav>
<div class="pl-header__tools"><a href="/haku/">Haku</a> {self.a("tilaa", "Tilaa", "nav", 'class="pl-btn pl-btn--order"')} <a href="https://tili.paivalehti.test/kirjaudu">Kirjaudu</a></div>
</header>
<main class="pl-main">
{main}
</main>
<footer class="pl-footer">
<div class="pl-footer__logo">Päivälehti</div>
<p>Päätoimittaja Kaisa Ahonen · Uutispäällikkö Jari Mäkelä</p>
<ul><li>{self.a("tietoa", "Tietoa Päivälehdestä", "footer")}</li><li>{self.a("tietosuoja", "Tietosuoja", "footer")}</li><li><a href="/evasteet/">Evästeasetukset</a></li><li>{self.a("tilaa", "Tilaa", "footer")}</li><li><a href="/asiakaspalvelu/">Asiakaspalvelu</a></li><li><a href="/rss/">RSS</a></li><li>{self.a("svenska", "På svenska", "footer")}</li></ul>
<p>© Päivälehti Oy 2026</p>
</footer>
</div>
<div class="pl-consent" role="dialog">{consent}</div>
<script>window.__APOLLO_STATE__={self.apollo(doc)};</script>
<script src="/assets/pl-app.7a1c02.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            credit = doc.extra.get("credit", "")
            return f'<div class="article-byline">{f"<span class=article-byline__source>{esc(credit)}</span>" if credit else ""}</div>'
        names = []
        for a in doc.authors:
            names.append(self.a(PEOPLE[a], a, "byline", 'class="article-byline__name"'))
        if doc.extra.get("photographer"):
            return f'<div class="article-byline article-byline--feature"><span class="article-byline__role">Teksti</span> {" ".join(names)} <span class="article-byline__role">Kuvat</span> <span class="article-byline__name">{esc(doc.extra["photographer"])}</span></div>'
        return f'<div class="article-byline">{" ".join(names)}</div>'

    def story_main(self, doc: Doc) -> str:
        sv = doc.extra.get("lang") == "sv"
        upd = ""
        if doc.extra.get("updated"):
            upd = f' <span class="timestamp timestamp--updated">{"Uppdaterad" if sv else "Päivitetty"} <time datetime="{doc.extra["updated_iso"]}">{doc.extra["updated"]}</time></span>'
        dt = f' datetime="{doc.iso}"' if doc.iso else ""
        kicker = f'<span class="article-kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        aihe = (
            f'<div class="article-topics"><span>{"Ämnen" if sv else "Aiheet"}</span> {self.a("aihe", "Asuminen", "content")}</div>'
            if doc.extra.get("aihe")
            else ""
        )
        comments = ""
        if doc.extra.get("comments"):
            cs = "".join(
                f'<li class="comment"><span class="comment__nick">{esc(n)}</span><p class="comment__text">{esc(t)}</p></li>'
                for n, t in doc.extra["comments"]
            )
            comments = f'<section class="comments"><h2>Kommentit ({len(doc.extra["comments"])})</h2><ul>{cs}</ul><p><a href="https://tili.paivalehti.test/kirjaudu">Kirjaudu sisään kommentoidaksesi</a></p></section>'
        rel = "".join(
            f'<li class="teaser teaser--small">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        share = f'<div class="article-share"><button aria-label="Jaa">{"Dela" if sv else "Jaa"}</button> <a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://x.com/intent/post?url={esc(self.url(doc.key))}">X</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a></div>'
        body = self.blocks(doc).replace('<div class="note">', '<div class="article-author-info">')
        return f"""<article class="article article--{esc(doc.section.lower())}" lang="{doc.extra.get("lang", "fi")}">
<header class="article-header">
<div class="article-section">{esc(doc.section)}</div>
{kicker}
<h1 class="article-headline">{esc(doc.title)}</h1>
{self.lead_html(doc, '<p class="article-ingress">')}
<div class="article-meta">{self.byline(doc)}<span class="timestamp"><time{dt}>{doc.stamp}</time></span>{upd}</div>
{share}
</header>
<div class="article-body">
{body}
</div>
{aihe}
<div class="ad ad--mid" data-ad-slot="pl_mid_1"><span>Mainos</span></div>
{comments}
</article>
<aside class="related"><h2>{"Läs också" if sv else "Luetuimmat"}</h2><ol>{rel}</ol></aside>"""

    def see_html(self, key: str, text: str) -> str:
        return f'<aside class="article-readmore">{self.a(key, text, "related")}</aside>'

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            kick = f'<span class="teaser__kicker">{esc(d.extra["kicker"])}</span> ' if d.extra.get("kicker") else ""
            lede = f'<p class="teaser__ingress">{esc(self.lede(d))}</p>' if i < 3 else ""
            items.append(
                f'<div class="teaser{" teaser--large" if i == 0 else ""}"><span class="teaser__section">{esc(d.section)}</span> {kick}{self.a(k, d.title, "content", TEASER_CLS)}{lede}<span class="teaser__time">{d.stamp}</span></div>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.extra.get("more"):
            extra = f'<div class="pager">{self.a(doc.extra["more"], "Näytä lisää", "pagination")}</div>'
        if doc.extra.get("prev"):
            extra = f'<div class="pager">{self.a(doc.extra["prev"], "Uusimmat", "pagination")}</div>'
        if doc.key == "home":
            head = '<h1 class="visually-hidden">Päivälehti</h1>'
            extra = f'<section class="home-links"><h2>Osiot</h2><ul><li>{self.a("uusimmat", "Kaikki uusimmat", "content")}</li><li>{self.a("aihe", "Asuminen", "content")}</li><li>{self.a("toimittaja", "Aino Lehtonen", "content")}</li><li>{self.a("haku", "Haetuimmat: raitiotie", "content")}</li></ul></section>'
        if doc.kind == "author":
            head = f'<div class="journalist"><h1 class="page-title">{esc(doc.title)}</h1><p>Toimittaja, Kaupunki-toimitus. Kirjoittaa liikenteestä, kaavoituksesta ja asumisesta.</p><a href="mailto:aino.lehtonen@paivalehti.test">aino.lehtonen@paivalehti.test</a></div>'
            items.append(
                '<div class="teaser"><a class="teaser__title" href="/kaupunki/art-2000011371145.html">Länsimetron jatkolle haetaan lisärahaa</a></div>'
            )
        if doc.kind == "search":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><form action="/haku/" role="search"><input name="query" value="raitiotie"></form><p>3 tulosta</p>'
            items.append(
                '<div class="teaser"><a class="teaser__title" href="/kaupunki/art-2000011398021.html">Raitiovaunujen hankinta kallistui kymmenellä miljoonalla</a></div><div class="teaser"><a class="teaser__title" href="/kaupunki/art-2000011250032.html">Raitiotie jakaa Malmin asukkaat</a></div>'
            )
        if doc.key == "svenska":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><p class="page-intro">Nyheter på svenska från huvudstadsregionen och Östra Nyland.</p>'
            items.append(
                '<div class="teaser"><a class="teaser__title" href="/svenska/art-2000011401876.html">Ny bussrutt mellan Sibbo och Helsingfors</a><span class="teaser__time">2.12. 15:30</span></div><div class="teaser"><a class="teaser__title" href="/svenska/art-2000011399410.html">Lovisa satsar på gästhamnen</a><span class="teaser__time">1.12. 9:00</span></div>'
            )
        return f'<div class="page page--{doc.kind}">{head}<div class="teaser-list">{"".join(items)}</div>{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        return (
            f'<div class="page page--static"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
        )
