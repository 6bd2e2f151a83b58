# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Midtjysk Tidende: a Danish regional paper on **Drupal 7** (XHTML+RDFa doctype, `node node-article`, `field
field-name-body … field-item even" property="content:encoded"`, `field-name-field-manchet`, RDFa `dc:date dc:created`,
`<link rel="shortlink" href="/node/…">`, `jQuery.extend(Drupal.settings, …)`, pathauto URLs `/nyheder/viborg/<slug>`,
pager `?page=1` for page 2 (Drupal counts from 0), `/emner/…` taxonomy, `/journalist/…` user pages,
`/search/node/<keys>`, comments). Danish, **ISO-8859-1** declared in the header and in `<meta http-equiv>`, the text
really Latin-1 (æøå, », «, no cp1252-only characters: dialogue dashes are hyphens). Scrapy decodes ISO-8859-1 as
`cp1252`. Dates printed "4. december 2026 kl. 08.30"; bylines "Af Mette Kjær Hansen", "Af … og …", "Af Ritzau"
(agency, no person). Metadata: the RDFa date on every story; `article:published_time` (metatag) on most, in UTC on
the Skive fire (23:15Z = 4 Dec 00:15 in Copenhagen); a schema_metatag `NewsArticle` on four stories (the Ritzau one
with the paper as an Organization author)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, Link, css_rules, esc

ARTS = ["jul", "ritzau", "skole", "haandbold", "laeserbrev", "kort", "brand", "interview"]
USERS = {"Mette Kjær Hansen": "author", "Jonas Bech": "/journalist/jonas-bech"}
TERM_ATTRS = 'typeof="skos:Concept" property="rdfs:label skos:prefLabel" datatype=""'
PAGE1, PAGE2 = 'title="Gå til side 1"', 'title="Gå til side 2"'
NEXT, PREV = 'title="Gå til næste side"', 'title="Gå til forrige side"'


class Midtjysk(Base):
    origin = "https://www.midtjysk-tidende.test"
    name = "Midtjysk Tidende"
    prefix = "mjt"
    language = "da"
    encoding = "cp1252"  # Scrapy's codec for an ISO-8859-1 declaration
    codec = "latin-1"  # the bytes are Latin-1
    content_type = "text/html; charset=ISO-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mjt",
            [
                "#header",
                "#main-menu",
                ".node-article",
                ".field-name-body",
                ".field-name-field-manchet",
                ".comment",
                "#footer",
                ".view-content .views-row",
            ],
            260,
        )

    def render(self, doc: Doc) -> str:
        html = super().render(doc)
        html.encode("latin-1")  # the page is really ISO-8859-1: no character outside it
        return html

    def lede(self, doc: Doc) -> str:
        return super().lede(doc).replace("…", "...")  # Latin-1 has no ellipsis

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Midtjysk Tidende",
                "drupal7-front-views",
                list=["jul", "brand", "kort", "ritzau", "skole", "haandbold", "interview", "laeserbrev", "galleri"],
            )
        )
        add(
            page(
                "viborg",
                "/nyheder/viborg",
                "section",
                "Viborg",
                "drupal7-taxonomy-section",
                list=["jul", "kort", "interview", "skole"],
                more="viborg2",
            )
        )
        add(
            page(
                "viborg2",
                "/nyheder/viborg?page=1",
                "section",
                "Viborg",
                "drupal7-section-page2-zero-based",
                list=["laeserbrev", "galleri"],
                prev="viborg",
            )
        )
        add(page("emne", "/emner/julehandel", "tag", "Julehandel", "drupal7-term-page", list=["jul", "galleri"]))
        add(
            page(
                "author",
                "/journalist/mette-kjaer-hansen",
                "author",
                "Mette Kjær Hansen",
                "drupal7-user-profile",
                list=["jul", "skole", "interview"],
            )
        )
        add(
            page(
                "search",
                "/search/node/jul",
                "search",
                "Søg",
                "drupal7-search-node",
                list=["jul", "galleri", "interview"],
            )
        )
        add(
            page(
                "galleri",
                "/galleri/julemarkedet-paa-domkirkepladsen",
                "gallery",
                "Billedserie: Julemarkedet på Domkirkepladsen",
                "drupal7-gallery-captions",
                photos=[
                    "Der var kø ved boderne med gløgg og æbleskiver allerede fra morgenstunden.",
                    "Spejderne fra Viborg Sct. Georgs Gilde solgte juletræer til fordel for Børnenes Kontor.",
                    "Fire-årige Alma fik en snak med julemanden ved indgangen til Domkirken.",
                    "Keramiker Lone Bak viste, hvordan man drejer en skål.",
                    "Om aftenen blev lysene tændt på det store juletræ på pladsen.",
                ],
                photographer="Foto: Kasper Holm",
            )
        )
        add(
            page(
                "om",
                "/om-avisen",
                "about",
                "Om Midtjysk Tidende",
                "drupal7-basic-page",
                [
                    "Midtjysk Tidende er et lokalt nyhedsmedie for Viborg, Skive og omegn. Avisen udkom første gang i 1871 og har siden 2009 også været på nettet.",
                    "Redaktionen holder til i Sct. Mathias Gade i Viborg. Ansvarshavende chefredaktør er Niels Kristian Frost.",
                    "## Kontakt",
                    "Telefon 86 00 00 00, e-mail redaktion@midtjysk-tidende.test. Har du et tip, så skriv til tip@midtjysk-tidende.test.",
                ],
            )
        )
        add(
            page(
                "privatliv",
                "/privatlivspolitik",
                "policy",
                "Privatlivspolitik",
                "drupal7-basic-page-policy",
                [
                    "Senest opdateret 18. august 2026",
                    "Midtjysk Tidende A/S er dataansvarlig for behandlingen af de personoplysninger, som vi modtager om dig.",
                    "Vi bruger cookies til at huske dine indstillinger, til statistik og til at vise annoncer. Du kan til enhver tid trække dit samtykke tilbage via linket »Cookieindstillinger« nederst på siden.",
                    "Har du spørgsmål, kan du kontakte vores databeskyttelsesrådgiver på dpo@midtjysk-tidende.test.",
                ],
            )
        )
        add(
            story(
                "jul",
                "/nyheder/viborg/julehandlen-er-kommet-godt-fra-start-i-viborg",
                "Julehandlen er kommet godt fra start i Viborg",
                "2026-12-04",
                "2026-12-04T08:30:00+01:00",
                "4. december 2026 kl. 08.30",
                ["Mette Kjær Hansen"],
                [
                    "LEAD: Butikkerne i Viborg midtby melder om flere kunder end sidste år. Især den nye julebelysning og gratis parkering i weekenderne trækker folk til.",
                    "Det var en travl første adventsweekend for butikkerne i Sct. Mathias Gade og Sct. Mogens Gade. Ifølge handelsforeningen Viborg City var der omkring 14.000 besøgende i midtbyen om lørdagen, hvilket er cirka 15 procent flere end samme weekend sidste år.",
                    "- Vi er rigtig glade. Efter et par svære år kan vi mærke, at folk har lyst til at handle lokalt igen, siger formand for Viborg City Lars Kvist Mortensen.",
                    "Han peger på, at kommunen i år giver gratis parkering i midtbyen alle weekender i december, og at den nye julebelysning på Nytorv har fået meget positiv omtale på de sociale medier.",
                    "FIG: Julebelysning på Nytorv | Den nye julebelysning på Nytorv blev tændt søndag. Foto: Kasper Holm",
                    "## Tøj og gaver sælger",
                    "Hos tøjbutikken Mølle & Co. i Sct. Mathias Gade har indehaver Susanne Dahl haft travlt.",
                    "- Vi har solgt flere gavekort end nogensinde, og så går strik og tørklæder rigtig godt. Folk vil gerne have noget, der holder, siger hun.",
                    "Også boghandlerne melder om fremgang. Lokale forfattere og kogebøger er blandt de mest solgte julegaver i år, fortæller Peter Vinding fra Boghandlen ved Domkirken.",
                    "## Nethandlen presser stadig",
                    "Selv om tallene er positive, er der stadig udfordringer. Ifølge brancheorganisationen Dansk Detail vil danskerne i år bruge omkring 40 procent af deres julebudget på nettet.",
                    "- Vi skal huske, at konkurrencen fra nethandlen ikke forsvinder. Derfor er det vigtigt, at vi som by tilbyder en oplevelse, man ikke kan få derhjemme foran computeren, siger Lars Kvist Mortensen.",
                    "Handelsforeningen har derfor planlagt en række arrangementer frem mod jul, blandt andet julekoncerter i Domkirken, levende julekrybbe på Domkirkepladsen og juleoptog med nisser lørdag den 12. december.",
                    "Butikkerne i midtbyen har udvidede åbningstider alle dage fra den 14. december og frem til jul.",
                ],
                "manchet-one-author-rdfa-date",
                section="Viborg",
                node=48213,
                ld=True,
                meta_time="2026-12-04T08:30:00+01:00",
                tags=[("emne", "Julehandel"), ("/emner/detailhandel", "Detailhandel")],
                comments=[
                    ("Jens P.", "Dejligt med gratis parkering. Så kommer vi også ind fra Tjele."),
                    ("Hanne Sørensen", "Julebelysningen er flot, men der mangler stadig toiletter på Nytorv."),
                ],
            )
        )
        add(
            story(
                "ritzau",
                "/nyheder/danmark/regeringen-vil-saenke-elafgiften-for-varmepumper",
                "Regeringen vil sænke elafgiften for varmepumper",
                "2026-12-03",
                "2026-12-03T14:05:00+01:00",
                "3. december 2026 kl. 14.05",
                [],
                [
                    "LEAD: Husstande med varmepumpe kan se frem til en lavere elregning fra næste sommer, hvis et nyt udspil fra regeringen bliver vedtaget.",
                    "Regeringen foreslår at sænke elafgiften for strøm, der bruges til varmepumper, med 30 øre per kilowatttime. Det fremgår af et udspil, som klima-, energi- og forsyningsministeren præsenterede torsdag.",
                    "Ifølge ministeriet vil en typisk familie i et parcelhus med varmepumpe spare omkring 2.400 kroner om året.",
                    "- Vi skal gøre det billigere at vælge den grønne varme. Det er godt for klimaet, og det er godt for familiernes økonomi, siger ministeren i en pressemeddelelse.",
                    "Forslaget skal finansieres ved gradvist at hæve afgiften på gasfyr frem mod 2030. Det vil ifølge udspillet koste statskassen 650 millioner kroner om året, når ordningen er fuldt indfaset.",
                    "Både erhvervslivets organisationer og forbrugerorganisationerne har taget positivt imod udspillet. Oppositionen kalder det dog »et plaster på et åbent sår« og efterlyser en bredere reform af elafgifterne.",
                    "Regeringen vil indkalde partierne til forhandlinger i januar.",
                ],
                "agency-af-ritzau-org-author",
                section="Danmark",
                node=48170,
                ld=True,
                ld_org=True,
                meta_time="2026-12-03T14:05:00+01:00",
                credit="Ritzau",
            )
        )
        add(
            story(
                "skole",
                "/nyheder/viborg/ny-skole-i-bjerringbro-bliver-40-millioner-kroner-dyrere",
                "Ny skole i Bjerringbro bliver 40 millioner kroner dyrere",
                "2026-12-02",
                "2026-12-02T17:45:00+01:00",
                "2. december 2026 kl. 17.45",
                ["Mette Kjær Hansen", "Jonas Bech"],
                [
                    "LEAD: Prisen på den nye skole i Bjerringbro er steget fra 185 til 225 millioner kroner. Politikerne må nu finde pengene andre steder i budgettet.",
                    "Det var en overrasket formand for børne- og ungdomsudvalget, der tirsdag fik forelagt de nye tal for byggeriet af den nye folkeskole i Bjerringbro.",
                    "- Det er selvfølgelig ikke godt. Vi havde regnet med, at vi var på den sikre side, men prisstigningerne på materialer og problemer med jordbundsforholdene har ramt os hårdt, siger udvalgsformand Karen Lykke Iversen.",
                    "Ifølge et notat fra forvaltningen skyldes 22 millioner kroner af merudgiften, at der er fundet blød bund på grunden ned mod Gudenåen. Det betyder, at bygningen skal funderes på pæle, hvilket der ikke var regnet med.",
                    "Resten skyldes højere priser på stål, beton og installationer samt et krav om bedre ventilation i klasselokalerne.",
                    "## Skal findes i budgettet",
                    "Byrådet skal nu beslutte, hvor pengene skal komme fra. Forvaltningen foreslår blandt andet at udskyde renoveringen af to idrætshaller og at bruge en del af kommunens kassebeholdning.",
                    "Det får kritik fra oppositionen.",
                    "- Det er ikke i orden, at idrætsforeningerne skal betale for, at man ikke har regnet ordentligt på skolen. Vi vil have en uvildig gennemgang af hele projektet, siger byrådsmedlem Henrik Sørensen.",
                    "## Forsinket et halvt år",
                    "Ud over de ekstra udgifter bliver skolen også forsinket. Den skulle have stået klar til skoleårets start i august 2027, men nu forventes de første elever først at kunne flytte ind i januar 2028.",
                    "Forældrene på den nuværende skole har længe ventet på byggeriet. Formand for skolebestyrelsen Anne Marie Holm kalder forsinkelsen ærgerlig.",
                    "- Vores børn går i bygninger, som er nedslidte. Vi er glade for, at skolen kommer, men hvert halve år betyder noget for de elever, der går her nu, siger hun.",
                    "Sagen behandles på byrådsmødet den 16. december.",
                ],
                "two-authors-og-updated",
                section="Viborg",
                node=48122,
                ld=True,
                meta_time="2026-12-02T17:45:00+01:00",
                updated="3. december 2026 kl. 09.10",
                tags=[("/emner/skoler", "Skoler"), ("/emner/bjerringbro", "Bjerringbro")],
                comments=[("Morten Lund", "Typisk. Det ender nok med at blive endnu dyrere.")],
            )
        )
        add(
            story(
                "haandbold",
                "/sport/bjerringbro-silkeborg-vandt-dramatisk-over-skjern",
                "Bjerringbro-Silkeborg vandt dramatisk over Skjern",
                "2026-12-03",
                "2026-12-03T21:50:00+01:00",
                "3. december 2026 kl. 21.50",
                ["Jonas Bech"],
                [
                    "LEAD: Et mål i sidste sekund sikrede Bjerringbro-Silkeborg sejren på 29-28 over Skjern i en udsolgt hal.",
                    "Der var kun tre sekunder tilbage, da Mikkel Rosendahl fik bolden på højre fløj. Med et lille hop og et skud i det lange hjørne sendte han de 3.200 tilskuere op af sæderne.",
                    "- Jeg tænkte egentlig ikke. Jeg kunne se, at målmanden gik lidt tidligt ned, og så skød jeg bare over ham, sagde Rosendahl efter kampen.",
                    "Rosendahl, der kom til klubben fra Skanderborg i sommer, har haft svært ved at finde sin plads på holdet i efteråret. Det var hans første kamp i startopstillingen i over en måned.",
                    "- Det har været en hård periode, men trænerne har hele tiden sagt, at min chance ville komme. Så er det dejligt at kunne give noget tilbage, sagde han.",
                    "Kampen havde ellers længe set ud til at ende uafgjort. Skjern førte 15-13 ved pausen, men hjemmeholdet kom stærkt tilbage i anden halvleg, især takket være målmand Anders Winther, der fik 14 redninger.",
                    "## Vigtige point",
                    "Sejren betyder, at Bjerringbro-Silkeborg rykker op på fjerdepladsen i ligaen, et point efter Skjern.",
                    "- Det er enormt vigtige point. Vi har haft en svær periode med skader, så det betyder meget for troen i truppen, sagde cheftræner Thomas Kjeldsen.",
                    "Skjerns træner, Jesper Bach, var skuffet over afslutningen.",
                    "- Vi havde styr på det meste af kampen, men vi laver for mange tekniske fejl i de sidste ti minutter. Det bliver straffet på det her niveau, sagde han.",
                    "Bjerringbro-Silkeborg møder Aalborg på udebane søndag.",
                ],
                "sport-report-no-schema",
                section="Sport",
                node=48181,
                ld=False,
                meta_time="2026-12-03T21:50:00+01:00",
                tags=[("/emner/haandbold", "Håndbold")],
            )
        )
        add(
            story(
                "laeserbrev",
                "/debat/laeserbrev-lad-skoven-ved-hald-soe-vaere-i-fred",
                "Lad skoven ved Hald Sø være i fred",
                "2026-12-01",
                "2026-12-01T06:00:00+01:00",
                "1. december 2026 kl. 06.00",
                ["Birgit Østergaard"],
                [
                    "Jeg har gået tur i skoven ved Hald Sø næsten hver dag i over 30 år. Det er et af de smukkeste steder i Midtjylland, og det er et sted, hvor man stadig kan finde stilhed.",
                    "Derfor blev jeg bekymret, da jeg læste i avisen, at kommunen overvejer at anlægge en ny parkeringsplads med plads til 120 biler og en asfalteret sti hele vejen rundt om søen.",
                    "Jeg forstår godt, at man gerne vil gøre naturen tilgængelig for alle. Men der er allerede gode stier, og de fleste steder kan man sagtens komme frem med barnevogn eller kørestol.",
                    "En asfalteret sti vil ændre stedet fuldstændigt. Der vil komme flere cykler og løbehjul, og de dyr, der i dag lever tæt på stierne, vil trække sig væk. Jeg har selv set både rådyr, isfugl og odder ved søen.",
                    "Kommunen har selv skrevet i sin naturpolitik, at vi skal passe på de stille områder. Skoven ved Hald Sø er et af de sidste af dem.",
                    "Jeg vil derfor opfordre politikerne til at tænke sig godt om. Lad os passe på det, vi har, i stedet for at bygge det om, så det ligner alle andre steder.",
                    "Jeg har talt med mange af dem, der går tur ved søen, og de fleste er enige med mig. Vi vil gerne have bedre skiltning og et par flere bænke, men vi vil ikke have asfalt og store parkeringspladser midt i skoven.",
                    "Naturen ved Hald Sø har klaret sig fint i tusinder af år. Den har ikke brug for asfalt.",
                    "SIGN: Birgit Østergaard, Hald Ege, 8800 Viborg",
                ],
                "reader-letter-byline-with-place",
                section="Debat",
                node=48044,
                ld=False,
                meta_time="2026-12-01T06:00:00+01:00",
                kicker="Læserbrev",
                place="Hald Ege",
            )
        )
        add(
            story(
                "kort",
                "/nyheder/viborg/bilist-koerte-i-groeften-paa-holstebrovej",
                "Bilist kørte i grøften på Holstebrovej",
                "2026-12-04",
                None,
                "4. december 2026 kl. 07.12",
                [],
                [
                    "En 58-årig mand fra Viborg kørte fredag morgen i grøften på Holstebrovej ved Kvols, efter at han var kommet ud i den glatte rabat.",
                    "Ifølge Midt- og Vestjyllands Politi slap manden med en mindre skramme. Vejen var delvist spærret i en time, mens bilen blev fjernet.",
                ],
                "two-paragraph-brief-no-byline-no-meta-time",
                section="Viborg",
                node=48230,
                ld=False,
                meta_time=None,
                rdfa_time="2026-12-04T07:12:00+01:00",
            )
        )
        add(
            story(
                "brand",
                "/nyheder/skive/roegdykkere-reddede-beboer-ud-af-braendende-lejlighed",
                "Røgdykkere reddede beboer ud af brændende lejlighed i Skive",
                "2026-12-04",
                "2026-12-03T23:15:00Z",
                "4. december 2026 kl. 00.15",
                ["Jonas Bech"],
                [
                    "LEAD: En 74-årig kvinde blev natten til fredag bragt ud af sin lejlighed i Skive af røgdykkere. Hun er indlagt med røgforgiftning.",
                    "Alarmen gik klokken 23.41 torsdag aften. Da brandvæsenet ankom til opgangen på Frederiksdal Allé, var der kraftig røg i trappeopgangen.",
                    "- Vi fik at vide, at der stadig var en beboer i lejligheden på anden sal. To røgdykkere gik ind og fandt hende i soveværelset, siger indsatsleder Bjarne Husted fra det lokale beredskab.",
                    "Kvinden blev kørt til Regionshospitalet Viborg. Hendes tilstand beskrives som stabil.",
                    "Naboen Else Mikkelsen, der bor på første sal, blev vækket af røgalarmen.",
                    "- Jeg tog bare min frakke og løb ned. Det var først nede på gaden, jeg opdagede, at min nabo ikke var kommet ud. Heldigvis var brandfolkene der hurtigt, siger hun.",
                    "Fem andre beboere blev evakueret og tilbragte natten hos familie og venner. Ifølge politiet startede branden formentlig i køkkenet, hvor en gryde var blevet glemt på komfuret.",
                    "- Det er desværre en klassisk årsag. Vi vil opfordre alle til at tjekke deres røgalarmer, især nu hvor mange tænder stearinlys, siger Bjarne Husted.",
                ],
                "utc-meta-crosses-midnight",
                section="Skive",
                node=48219,
                ld=True,
                meta_time="2026-12-03T23:15:00Z",
                rdfa_time="2026-12-04T00:15:00+01:00",
            )
        )
        add(
            story(
                "interview",
                "/nyheder/viborg/seks-spoergsmaal-til-viborgs-nye-kulturchef",
                "Seks spørgsmål til Viborgs nye kulturchef",
                "2026-12-02",
                "2026-12-02T12:00:00+01:00",
                "2. december 2026 kl. 12.00",
                ["Mette Kjær Hansen"],
                [
                    "LEAD: Den 1. december tiltrådte Signe Vestergaard som ny kulturchef i Viborg Kommune. Vi har stillet hende seks spørgsmål.",
                    "Signe Vestergaard er 46 år og kommer fra en stilling som leder af et kulturhus i Herning. Hun er uddannet cand.mag. i musikvidenskab.",
                    "Q: Hvorfor søgte du jobbet i Viborg? || Viborg har en enestående kulturarv med Domkirken, Hald Hovedgaard og en stærk tradition for musik. Samtidig er det en by, der tør satse på nye ting, for eksempel animationsfestivalen. Den kombination tiltalte mig.",
                    "Q: Hvad bliver din første opgave? || Jeg skal først og fremmest lytte. Jeg vil bruge de første måneder på at møde foreningerne, kunstnerne og institutionerne, så jeg forstår, hvad der fungerer, og hvor der er brug for forandring.",
                    "Q: Mange kulturinstitutioner mangler penge. Hvordan vil du hjælpe dem? || Jeg kan ikke love flere penge, det er politikernes beslutning. Men jeg kan hjælpe med at søge fonde og skabe samarbejder, så pengene rækker længere.",
                    "Q: Viborg er tidligere blevet kritiseret for at prioritere de store institutioner. Vil du ændre det? || Jeg tror, man skal have begge dele. De store institutioner trækker folk til byen, men det er de små foreninger, der skaber liv i hverdagen. Jeg vil gerne have, at vi bliver bedre til at støtte de frivillige.",
                    "Q: Hvad er dit bedste kulturtip til julen? || Julekoncerten i Domkirken er et must. Og så synes jeg, at alle bør se udstillingen om vikingetiden på museet, inden den lukker i januar.",
                    "Q: Hvad laver du selv, når du har fri? || Jeg spiller cello i et amatørorkester og løber tit en tur rundt om Søndersø. Det er der, jeg får mine bedste idéer.",
                ],
                "qa-interview",
                section="Viborg",
                node=48139,
                ld=True,
                meta_time="2026-12-02T12:00:00+01:00",
                tags=[("/emner/kultur", "Kultur")],
            )
        )

    # -- templates --------------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        nid = doc.extra.get("node", 47000 + len(doc.key) * 7)
        menu = "".join(
            f'<li class="menu-{i}{" first" if i == 0 else ""}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(
                (
                    ("home", "Forside"),
                    ("viborg", "Viborg"),
                    ("/nyheder/skive", "Skive"),
                    ("/sport", "Sport"),
                    ("/debat", "Debat"),
                    ("/e-avis", "E-avis"),
                )
            )
        )
        head = [
            '<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1" />',
            '<link rel="shortcut icon" href="https://www.midtjysk-tidende.test/sites/default/files/favicon.ico" type="image/vnd.microsoft.icon" />',
            f'<meta name="description" content="{esc(self.lede(doc) or "Nyheder fra Viborg, Skive og omegn.")}" />',
            '<meta name="generator" content="Drupal 7 (http://drupal.org)" />',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
        ]
        if doc.is_article or doc.kind == "gallery":
            head.append(f'<link rel="shortlink" href="/node/{nid}" />')
        head += [
            '<meta property="og:site_name" content="Midtjysk Tidende" />',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
        ]
        if doc.is_article and doc.extra.get("meta_time"):
            head.append(f'<meta property="article:published_time" content="{doc.extra["meta_time"]}" />')
        if doc.is_article and doc.extra.get("ld"):
            ld = {
                "@context": "https://schema.org",
                "@graph": [
                    {
                        "@type": "NewsArticle",
                        "headline": doc.title,
                        "datePublished": doc.extra["meta_time"],
                        "author": (
                            {"@type": "Organization", "name": "Midtjysk Tidende"}
                            if doc.extra.get("ld_org")
                            else [{"@type": "Person", "name": a} for a in doc.authors]
                        ),
                        "publisher": {
                            "@type": "Organization",
                            "name": "Midtjysk Tidende",
                            "logo": {
                                "@type": "ImageObject",
                                "url": "https://www.midtjysk-tidende.test/sites/default/files/logo.png",
                            },
                        },
                        "mainEntityOfPage": self.url(doc.key),
                    }
                ],
            }
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=True, indent=2)}</script>')
        settings = {
            "basePath": "/",
            "pathPrefix": "",
            "ajaxPageState": {"theme": "midtjysk", "theme_token": f"mT{nid}x9Qk2LrV0bZ"},
            "googleanalytics": {"trackOutbound": 1, "trackMailto": 1},
            "urlIsAjaxTrusted": {"/search/node": True},
        }
        settings_js = json.dumps(settings, ensure_ascii=True).replace("/", "\\/")
        body_class = (
            f"html not-front not-logged-in one-sidebar sidebar-second page-node page-node- page-node-{nid} node-type-article i18n-da"
            if doc.is_article
            else (
                "html front not-logged-in one-sidebar sidebar-second page-node i18n-da"
                if doc.key == "home"
                else f"html not-front not-logged-in one-sidebar sidebar-second page-{doc.kind} i18n-da"
            )
        )
        crumbs = (
            f'<div class="breadcrumb">{self.a("home", "Forside", "breadcrumb")} » {esc(doc.section or doc.title)}</div>'
            if doc.key != "home"
            else ""
        )
        latest = "".join(
            f'<li class="views-row">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("brand", "kort", "jul", "ritzau")
        )
        popular = "".join(
            f'<li class="views-row">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("skole", "haandbold", "laeserbrev")
        )
        title_tag = (
            f"{esc(doc.title)} | Midtjysk Tidende"
            if doc.key != "home"
            else "Midtjysk Tidende | Nyheder fra Viborg, Skive og omegn"
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML+RDFa 1.0//EN"
  "http://www.w3.org/MarkUp/DTD/xhtml-rdfa-1.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="da" version="XHTML+RDFa 1.0" dir="ltr"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/terms/"
  xmlns:foaf="http://xmlns.com/foaf/0.1/"
  xmlns:og="http://ogp.me/ns#"
  xmlns:rdfs="http://www.w3.org/2000/01/rdf-schema#"
  xmlns:sioc="http://rdfs.org/sioc/ns#"
  xmlns:sioct="http://rdfs.org/sioc/types#"
  xmlns:skos="http://www.w3.org/2004/02/skos/core#"
  xmlns:xsd="http://www.w3.org/2001/XMLSchema#">
<head profile="http://www.w3.org/1999/xhtml/vocab">
{chr(10).join(head)}
<title>{title_tag}</title>
<style type="text/css" media="all">
@import url("https://www.midtjysk-tidende.test/modules/system/system.base.css?r4x1m2");
@import url("https://www.midtjysk-tidende.test/modules/field/theme/field.css?r4x1m2");
@import url("https://www.midtjysk-tidende.test/sites/all/themes/midtjysk/css/style.css?r4x1m2");
</style>
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="https://www.midtjysk-tidende.test/misc/jquery.js?v=1.4.4"></script>
<script type="text/javascript" src="https://www.midtjysk-tidende.test/misc/drupal.js?r4x1m2"></script>
<script type="text/javascript" src="https://www.midtjysk-tidende.test/sites/all/modules/google_analytics/googleanalytics.js?r4x1m2"></script>
<script type="text/javascript">
<!--//--><![CDATA[//><!--
jQuery.extend(Drupal.settings, {settings_js});
//--><!]]>
</script>
</head>
<body class="{body_class}">
<div id="skip-link"><a href="#main-content" class="element-invisible element-focusable">Gå til hovedindhold</a></div>
<div id="page-wrapper"><div id="page">
<div id="header"><div class="section clearfix">
<a href="/" title="Forside" rel="home" id="logo"><img src="https://www.midtjysk-tidende.test/sites/default/files/logo.png" alt="Forside" /></a>
<div id="name-and-slogan"><div id="site-slogan">Nyheder fra Viborg, Skive og omegn</div></div>
<div class="region region-header"><div id="block-search-form" class="block block-search"><form action="/search/node" method="post" id="search-block-form" accept-charset="UTF-8"><div class="container-inline"><label class="element-invisible" for="edit-search-block-form--2">Søg </label><input title="Indtast de ord, du vil søge efter." type="text" id="edit-search-block-form--2" name="search_block_form" value="" size="15" maxlength="128" class="form-text" /><input type="submit" id="edit-submit" name="op" value="Søg" class="form-submit" /></div></form></div></div>
</div></div>
<div id="navigation"><div class="section"><ul id="main-menu" class="links inline clearfix">{menu}</ul></div></div>
<div id="breadcrumb">{crumbs}</div>
<div id="main-wrapper"><div id="main" class="clearfix">
<div id="content" class="column"><div class="section">
<a id="main-content"></a>
{main}
</div></div>
<div id="sidebar-second" class="column sidebar"><div class="section">
<div class="region region-sidebar-second">
<div id="block-views-seneste-nyt-block" class="block block-views"><h2>Seneste nyt</h2><div class="content"><div class="view view-seneste-nyt"><div class="view-content"><ul>{latest}</ul></div></div></div></div>
<div id="block-views-mest-laeste-block" class="block block-views"><h2>Mest læste</h2><div class="content"><div class="view-content"><ol>{popular}</ol></div></div></div>
<div id="block-block-3" class="block block-block"><div class="content"><p>Få de vigtigste lokale nyheder i din indbakke hver morgen. <a href="/nyhedsbrev">Tilmeld dig vores nyhedsbrev</a></p></div></div>
</div>
</div></div>
</div></div>
<div id="footer"><div class="section"><div class="region region-footer">
<div id="block-block-1" class="block block-block"><div class="content">
<p><strong>Midtjysk Tidende</strong> · Sct. Mathias Gade 12 · 8800 Viborg · Tlf. 86 00 00 00</p>
<p>Ansvarshavende chefredaktør: Niels Kristian Frost</p>
<p>{self.a("om", "Om avisen", "footer")} | {self.a("privatliv", "Privatlivspolitik", "footer")} | <a href="/cookieindstillinger">Cookieindstillinger</a> | <a href="/rss.xml">RSS</a> | <a href="mailto:tip@midtjysk-tidende.test">Tip redaktionen</a></p>
<p>Midtjysk Tidende er medlem af Danske Medier og følger de vejledende regler for god presseskik.</p>
</div></div>
</div></div></div>
</div></div>
<div id="sliding-popup" class="sliding-popup-bottom"><div class="popup-content info"><div id="popup-text"><p>Vi bruger cookies for at give dig den bedste oplevelse af vores hjemmeside. Ved at klikke på »Accepter« giver du samtykke til brugen af cookies.</p></div><div id="popup-buttons"><button type="button" class="agree-button">Accepter</button><button type="button" class="find-more-button">Mere info</button></div></div></div>
<script type="text/javascript">(function(i,s,o,g,r,a,m){{i["GoogleAnalyticsObject"]=r;i[r]=i[r]||function(){{(i[r].q=i[r].q||[]).push(arguments)}}}})(window,document,"script","//www.google-analytics.com/analytics.js","ga");ga("create","UA-1234567-1",{{"cookieDomain":"auto"}});ga("send","pageview");</script>
</body>
</html>"""

    def submitted(self, doc: Doc) -> str:
        rdfa = doc.extra.get("rdfa_time") or doc.iso
        if doc.authors:
            names = []
            for a in doc.authors:
                if a in USERS:
                    href = self.href(USERS[a])
                    link = f'<a href="{esc(href)}" title="Vis brugerprofil." class="username" xml:lang="" about="{esc(href)}" typeof="sioc:UserAccount" property="foaf:name" datatype="">{esc(a)}</a>'
                    if USERS[a] in self.docs:
                        self.links.append(Link(self.current, USERS[a], "byline", a))
                    names.append(link)
                else:
                    names.append(esc(a))
            by = " og ".join(names)
            if doc.extra.get("place"):
                by += f", {esc(doc.extra['place'])}"
            by = f'<span class="byline">Af {by}</span>'
        elif doc.extra.get("credit"):
            by = f'<span class="byline">Af {esc(doc.extra["credit"])}</span>'
        else:
            by = ""
        upd = f' <span class="updated">Opdateret {doc.extra["updated"]}</span>' if doc.extra.get("updated") else ""
        return f'<div class="meta submitted">{by} <span property="dc:date dc:created" content="{rdfa}" datatype="xsd:dateTime" rel="sioc:has_creator" class="date">{doc.stamp}</span>{upd}</div>'

    def story_main(self, doc: Doc) -> str:
        nid = doc.extra["node"]
        lead = self.lead_html(
            doc,
            '<div class="field field-name-field-manchet field-type-text-long field-label-hidden"><div class="field-items"><div class="field-item even">',
            "</div></div></div>",
        )
        kicker = (
            f'<div class="field field-name-field-label"><span class="label-laeserbrev">{esc(doc.extra["kicker"])}</span></div>'
            if doc.extra.get("kicker")
            else ""
        )
        disclaimer = (
            '<p class="debat-disclaimer"><em>Læserbreve er udtryk for skribentens egen holdning. Redaktionen forbeholder sig ret til at forkorte indlæg.</em></p>'
            if doc.extra.get("kicker") == "Læserbrev"
            else ""
        )
        tags = ""
        if doc.extra.get("tags"):
            items = "".join(
                f'<div class="field-item {"even" if i % 2 == 0 else "odd"}" rel="dc:subject">{self.a(k, t, "content", TERM_ATTRS)}</div>'
                for i, (k, t) in enumerate(doc.extra["tags"])
            )
            tags = f'<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div class="field-label">Emner:&nbsp;</div><div class="field-items">{items}</div></div>'
        comments = ""
        if doc.extra.get("comments"):
            cs = "".join(
                f'<div class="comment comment-by-anonymous clearfix" about="/comment/{nid * 10 + i}#comment-{nid * 10 + i}" typeof="sioc:Post sioct:Comment"><div class="attribution"><div class="comment-submitted"><span class="username">{esc(n)}</span></div></div><div class="comment-text"><div class="content"><div class="field field-name-comment-body"><div class="field-items"><div class="field-item even" property="content:encoded"><p>{esc(t)}</p></div></div></div></div></div></div>'
                for i, (n, t) in enumerate(doc.extra["comments"])
            )
            comments = f'<div id="comments" class="comment-wrapper"><h2 class="title">Kommentarer ({len(doc.extra["comments"])})</h2>{cs}<h2 class="title comment-form">Tilføj ny kommentar</h2><p>Du skal være <a href="/user/login?destination=node/{nid}%23comment-form">logget ind</a> for at kommentere.</p></div>'
        share = f'<div class="service-links"><ul class="links"><li class="service-links-facebook first"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" title="Del på Facebook" class="service-links-facebook" rel="nofollow">Facebook</a></li><li class="service-links-linkedin"><a href="https://www.linkedin.com/shareArticle?url={esc(self.url(doc.key))}" rel="nofollow">LinkedIn</a></li><li class="service-links-mail last"><a href="mailto:?subject={esc(doc.title)}" rel="nofollow">Send til en ven</a></li></ul></div>'
        body = (
            self.blocks(doc)
            .replace("<figure>", '<div class="field field-name-field-image"><figure>')
            .replace("</figure>", "</figure></div>")
        )
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in [k for k in ARTS if k != doc.key][:3]
        )
        return f"""{kicker}<h1 class="title" id="page-title">{esc(doc.title)}</h1>
<div class="tabs"></div>
<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">
<div id="node-{nid}" class="node node-article node-promoted clearfix" about="{esc(self.href(doc.key))}" typeof="sioc:Item foaf:Document">
<span property="dc:title" content="{esc(doc.title)}" class="rdf-meta element-hidden"></span><span property="sioc:num_replies" content="{len(doc.extra.get("comments") or [])}" datatype="xsd:integer" class="rdf-meta element-hidden"></span>
{self.submitted(doc)}
<div class="content clearfix">
{lead}
<div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">
{disclaimer}{body}
</div></div></div>
{tags}
</div>
{share}
<ul class="links inline"><li class="comment-add first last"><a href="/comment/reply/{nid}#comment-form" title="Del dine tanker og meninger om dette indlæg.">Tilføj ny kommentar</a></li></ul>
{comments}
</div>
<div class="block block-views view-relaterede"><h2>Læs også</h2><ul>{related}</ul></div>
</div></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            stamp = d.stamp or "3. december 2026 kl. 16.00"
            teaser = (
                f'<div class="views-field views-field-body"><div class="field-content">{esc(self.lede(d))}</div></div>'
                if d.is_article
                else '<div class="views-field views-field-body"><div class="field-content">Se billederne fra julemarkedet.</div></div>'
            )
            rows.append(
                f'<div class="views-row views-row-{i + 1} views-row-{"odd" if i % 2 == 0 else "even"}{" views-row-first" if i == 0 else ""}"><div class="views-field views-field-title"><span class="field-content">{self.a(k, d.title, "content")}</span></div><div class="views-field views-field-created"><span class="field-content">{stamp}</span></div>{teaser}</div>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<h2 class="element-invisible">Sider</h2><div class="item-list"><ul class="pager"><li class="pager-current first">1</li><li class="pager-item">{self.a(doc.extra["more"], "2", "pagination", PAGE2)}</li><li class="pager-next">{self.a(doc.extra["more"], "næste »", "pagination", NEXT)}</li></ul></div>'
        if doc.extra.get("prev"):
            pager = f'<h2 class="element-invisible">Sider</h2><div class="item-list"><ul class="pager"><li class="pager-previous first">{self.a(doc.extra["prev"], "« forrige", "pagination", PREV)}</li><li class="pager-item">{self.a(doc.extra["prev"], "1", "pagination", PAGE1)}</li><li class="pager-current last">2</li></ul></div>'
        head = f'<h1 class="title" id="page-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.key == "home":
            head = '<h1 class="element-invisible">Midtjysk Tidende</h1>'
            extra = f'<div class="block block-block front-links"><h2>Genveje</h2><ul><li>{self.a("emne", "Julehandel", "content")}</li><li>{self.a("author", "Mette Kjær Hansen", "content")}</li><li>{self.a("search", "Søg efter jul", "content")}</li><li>{self.a("viborg", "Alle nyheder fra Viborg", "content")}</li></ul></div>'
        if doc.kind == "author":
            head = f'<h1 class="title" id="page-title">{esc(doc.title)}</h1><div class="profile" typeof="sioc:UserAccount" about="/journalist/mette-kjaer-hansen"><div class="user-picture"><img src="https://www.midtjysk-tidende.test/sites/default/files/pictures/picture-17.jpg" alt="Mette Kjær Hansens billede" /></div><div class="field field-name-field-titel"><div class="field-items"><div class="field-item even">Journalist, Viborg-redaktionen</div></div></div><h3>Medlem i</h3><p>11 år 3 måneder</p></div><h2>Seneste artikler</h2>'
        if doc.kind == "search":
            head = f'<h1 class="title" id="page-title">{esc(doc.title)}</h1><form action="/search/node" method="post" id="search-form" accept-charset="UTF-8"><div class="form-item form-type-textfield form-item-keys"><label for="edit-keys">Indtast nøgleord </label><input type="text" id="edit-keys" name="keys" value="jul" size="40" maxlength="255" class="form-text" /></div><input type="submit" id="edit-submit--2" name="op" value="Søg" class="form-submit" /></form><h2>Søgeresultater</h2>'
            rows = [r.replace("views-row", "search-result") for r in rows]
        if doc.kind == "tag":
            head = f'<h1 class="title" id="page-title">{esc(doc.title)}</h1><div class="taxonomy-term-description"><p>Alt om julehandlen i Viborg og omegn.</p></div>'
        return f'{head}<div class="region region-content"><div class="view view-frontpage view-id-frontpage"><div class="view-content">{"".join(rows)}</div>{pager}</div>{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            photos = "".join(
                f'<div class="field-item {"even" if i % 2 == 0 else "odd"}"><img src="https://www.midtjysk-tidende.test/sites/default/files/styles/galleri/public/galleri/julemarked-{i + 1}.jpg" alt="" /><div class="image-caption">{esc(c)} {esc(doc.extra["photographer"])}</div></div>'
                for i, c in enumerate(doc.extra["photos"])
            )
            return f"""<h1 class="title" id="page-title">{esc(doc.title)}</h1>
<div id="node-48201" class="node node-galleri clearfix" about="{esc(self.href(doc.key))}" typeof="sioc:Item foaf:Document">
<div class="meta submitted"><span property="dc:date dc:created" content="2026-12-03T16:00:00+01:00" datatype="xsd:dateTime" class="date">3. december 2026 kl. 16.00</span></div>
<div class="field field-name-field-galleri field-type-image field-label-hidden"><div class="field-items">{photos}</div></div>
<p class="gallery-back">{self.a("emne", "Flere billeder og historier om julehandel", "content")}</p>
</div>"""
        return f'<h1 class="title" id="page-title">{esc(doc.title)}</h1><div class="region region-content"><div class="node node-page"><div class="field field-name-body"><div class="field-items"><div class="field-item even" property="content:encoded">\n{self.blocks(doc)}\n</div></div></div></div></div>'
