# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Kvällsbladet: an Aftonbladet/Expressen-like Swedish tabloid. Hashed CSS-in-JS classes (`hyperion-css-…`) and
`data-test-id` attributes, URLs `/<desk>/a/<6-char id>/<slug>`, `/tagg/…`, `/skribent/…`, `/sok?q=`, `/tv/video/…`,
`/nyheter?page=2`. Swedish, UTF-8. A red "JUST NU" strip on every page and "JUST NU" labels on front teasers (not
part of any headline). Dates are printed relatively ("Publicerad i dag 07.26", "i går 22.14") with the full ISO time
in `<time datetime>`; older ones "2 december 2026 05.00". `NewsArticle` JSON-LD in +01:00 on most stories, the Malmö
knife story in UTC (23:35Z = 4 Dec 00:35 in Stockholm), none on the column. Two "Plus" stories show the ingress and
two paragraphs, then a paywall (`isAccessibleForFree: false`); a debate article with the writers' signature under
the text; a TT brief; a video page and a news quiz (not articles)."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["brand", "plus1", "plus2", "debatt", "hockey", "kniv", "kronika", "tt"]
EMAIL = {
    "Linnea Berglund": "linnea.berglund",
    "Oskar Lindahl": "oskar.lindahl",
    "Emma Sjöberg": "emma.sjoberg",
    "Johan Wikström": "johan.wikstrom",
    "Sara Nilsson": "sara.nilsson",
    "Ahmed Rahimi": "ahmed.rahimi",
    "Maria Ekholm": "maria.ekholm",
}
BREAKING = "Stor brand i industrilokal i Västerås – VMA utfärdat"


def hc(name: str) -> str:
    """A hashed CSS-in-JS class, stable per name."""
    return f"hyperion-css-{zlib.crc32(name.encode()):x}"[:20]


class Kvallsbladet(Base):
    origin = "https://www.kvallsbladet.test"
    name = "Kvällsbladet"
    prefix = "kvb"
    language = "sv"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kvb",
            [f".{hc(n)}" for n in ("header", "headline", "lead", "body", "teaser", "paywall", "footer", "breaking")],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Kvällsbladet – Nyheter, sport och nöje",
                "tabloid-front-breaking",
                list=["brand", "kniv", "plus2", "tt", "hockey", "video", "plus1", "kronika", "debatt", "quiz"],
            )
        )
        add(
            page(
                "nyheter",
                "/nyheter",
                "section",
                "Nyheter",
                "desk-front",
                list=["brand", "kniv", "tt", "plus2"],
                more="nyheter2",
            )
        )
        add(
            page(
                "nyheter2",
                "/nyheter?page=2",
                "section",
                "Nyheter",
                "desk-front-page2",
                list=["plus1", "quiz", "debatt"],
                prev="nyheter",
            )
        )
        add(page("tagg", "/tagg/polisen", "tag", "Polisen", "tag-page", list=["kniv", "brand", "plus1"]))
        add(
            page(
                "skribent",
                "/skribent/linnea-berglund",
                "author",
                "Linnea Berglund",
                "writer-page",
                list=["brand"],
            )
        )
        add(page("sok", "/sok?q=elpris", "search", "Sökresultat för ”elpris”", "search-results", list=["plus2"]))
        add(
            page(
                "video",
                "/tv/video/384112/se-rokpelaren-over-vasteras",
                "video",
                "Se rökpelaren över Västerås",
                "video-player-one-line",
                [
                    "Tittare har skickat in bilder på den svarta röken från branden på Finnslätten.",
                ],
                duration="0:48",
            )
        )
        add(
            page(
                "quiz",
                "/nyheter/a/Qz82Lm/nyhetsquizet-vecka-49",
                "quiz",
                "Nyhetsquizet: Hur bra koll har du på veckan?",
                "news-quiz-questions",
                questions=[
                    (
                        "Vilken stad drabbades av en stor industribrand på fredagen?",
                        ["Västerås", "Örebro", "Eskilstuna"],
                    ),
                    (
                        "Hur mycket pengar förlorade familjen i Örebro på bedrägeriet?",
                        ["120 000 kronor", "1,2 miljoner kronor", "12 miljoner kronor"],
                    ),
                    ("Vilket lag vände 0–2 till seger i SHL på torsdagen?", ["Färjestad", "Skellefteå", "Frölunda"]),
                    ("Var ligger fyrbåken i årets julkalender?", ["Gåsören", "Landsort", "Holmögadd"]),
                    (
                        "Vilken järnväg stoppades av ett kontaktledningsfel?",
                        ["Södra stambanan", "Västra stambanan", "Malmbanan"],
                    ),
                ],
            )
        )
        add(
            page(
                "plus",
                "/plus/erbjudande",
                "subscribe",
                "Bli Plus-medlem – första månaden för 1 kr",
                "plus-offer",
                [
                    "Med Kvällsbladet Plus får du tillgång till alla våra granskningar, reportage och guider – varje dag.",
                    "- Alla Plus-artiklar på sajten och i appen",
                    "- Kvällsbladet Plus e-tidning varje morgon",
                    "- Rabatter hos våra partner",
                    "Därefter 139 kr/mån. Ingen bindningstid, du kan säga upp när du vill.",
                ],
            )
        )
        add(
            page(
                "cookies",
                "/cookies",
                "policy",
                "Om cookies på Kvällsbladet",
                "cookie-policy",
                [
                    "Senast uppdaterad: 1 oktober 2026",
                    "Kvällsbladet använder cookies och liknande tekniker för att sajten ska fungera, för att mäta trafiken och för att visa annonser som är relevanta för dig.",
                    "Du kan när som helst ändra dina val under ”Cookie-inställningar” längst ned på sidan. Vissa cookies är nödvändiga och kan inte väljas bort.",
                    "Personuppgiftsansvarig är Kvällsbladet Media AB, Västra Järnvägsgatan 21, 111 64 Stockholm.",
                ],
            )
        )
        add(
            story(
                "brand",
                "/nyheter/a/Rl7xQ3/stor-brand-i-industrilokal-i-vasteras",
                "Stor brand i industrilokal i Västerås – boende uppmanas stänga fönster",
                "2026-12-04",
                "2026-12-04T07:26:00+01:00",
                "i dag 07.26",
                ["Linnea Berglund"],
                [
                    "LEAD: En kraftig brand har brutit ut i en industrilokal på Finnslätten i Västerås. Räddningstjänsten har gått ut med ett viktigt meddelande till allmänheten.",
                    "Larmet kom strax efter klockan sju på fredagsmorgonen. När de första enheterna kom fram stod lågor och tjock svart rök ut ur taket på byggnaden.",
                    "– Det är en omfattande brand och vi har fått kalla in förstärkning från Köping och Sala. Vi räknar med att vara på plats hela dagen, säger räddningsledaren Anders Holmqvist till Kvällsbladet.",
                    "FIG: Svart rök över Finnslätten | Röken syntes över stora delar av Västerås. Foto: Läsarbild",
                    "Räddningstjänsten har gått ut med ett VMA, viktigt meddelande till allmänheten. Boende på Finnslätten, i Hacksta och i Vallby uppmanas att gå inomhus och stänga dörrar, fönster och ventilation.",
                    "## Ingen skadad",
                    "Enligt polisen fanns inga personer i byggnaden när branden bröt ut. Lokalen används av ett företag som tillverkar plastdetaljer till fordonsindustrin.",
                    "– Vi har spärrat av ett större område runt fastigheten och ber allmänheten att hålla sig borta. Det är farligt att vistas i röken, säger Ida Karlsson, presstalesperson vid polisregion Bergslagen.",
                    "Polisen har upprättat en anmälan om allmänfarlig ödeläggelse genom vårdslöshet, vilket är en standardåtgärd vid den här typen av bränder. Vad som orsakat branden är ännu oklart.",
                    "En anställd som bor i närheten säger till Kvällsbladet att företaget har haft problem med en av maskinerna den senaste veckan.",
                    "– Vi har pratat om att den överhettades. Men jag vet inte om det har något med branden att göra, säger mannen, som vill vara anonym.",
                    "SEE: video | Se rökpelaren över Västerås",
                    "## Trafiken påverkas",
                    "Flera vägar i området är avstängda, och lokaltrafiken har lagt om busslinjerna 2 och 14. Även E18 kan påverkas om vinden vrider, enligt Trafikverket.",
                    "NOTE: Artikeln uppdateras.",
                ],
                "breaking-just-nu-kicker",
                section="Nyheter",
                updated=("2026-12-04T10:41:00+01:00", "i dag 10.41"),
                breaking=True,
                ld=True,
                art_id="Rl7xQ3",
            )
        )
        add(
            story(
                "plus1",
                "/nyheter/a/Mw2pK8/familjen-lurades-pa-1-2-miljoner-av-falsk-bankman",
                "Familjen lurades på 1,2 miljoner – av falsk bankman",
                "2026-12-03",
                "2026-12-03T18:00:00+01:00",
                "i går 18.00",
                ["Oskar Lindahl"],
                [
                    "LEAD: Det började med ett sms om en misstänkt inloggning. Tre veckor senare var Anna och Peter Sandbergs sparpengar borta.",
                    "Paret i Örebro hade sparat i över tjugo år för att kunna köpa ett fritidshus vid Hjälmaren. I oktober i år hade de 1,2 miljoner kronor på sina konton.",
                    "– Vi trodde att vi gjorde allt rätt. Vi har aldrig lämnat ut koder till någon, och ändå stod vi där med tomma konton, säger Peter Sandberg till Kvällsbladet.",
                ],
                "plus-paywall-lead-two-paragraphs",
                section="Nyheter",
                plus=True,
                ld=True,
                art_id="Mw2pK8",
            )
        )
        add(
            story(
                "plus2",
                "/nyheter/a/Ex9vT4/sa-mycket-dyrare-blir-din-elrakning-i-vinter",
                "Så mycket dyrare blir din elräkning i vinter – se listan för din kommun",
                "2026-12-04",
                "2026-12-04T06:00:00+01:00",
                "i dag 06.00",
                ["Emma Sjöberg"],
                [
                    "LEAD: Elpriset i södra Sverige har stigit kraftigt den senaste månaden. Kvällsbladets genomgång visar att en villaägare i Skåne kan få betala över 3 000 kronor mer i december än i fjol.",
                    "Kvällsbladet har gått igenom elpriserna i landets alla 290 kommuner och räknat på vad en typisk villa med elvärme betalar under vintermånaderna.",
                    "Störst blir ökningen i elområde 4, som omfattar Skåne och delar av Småland och Blekinge. Där har spotpriset under november legat på i snitt 1,48 kronor per kilowattimme, att jämföra med 0,86 kronor samma månad i fjol.",
                ],
                "plus-paywall-data-teaser",
                section="Nyheter",
                plus=True,
                ld=True,
                art_id="Ex9vT4",
            )
        )
        add(
            story(
                "debatt",
                "/debatt/a/Db4n2X/regeringen-maste-radda-landsbygdens-sista-apotek",
                "Regeringen måste rädda landsbygdens sista apotek",
                "2026-12-02",
                "2026-12-02T05:00:00+01:00",
                "2 december 2026 05.00",
                ["Karin Åberg", "Mikael Strand"],
                [
                    "LEAD: På tio år har 41 apotek i glesbygden lagt ned. Nu hotas ytterligare ett tjugotal. Utan statligt stöd kommer tusentals svenskar att få flera mil till närmaste apotek, skriver Karin Åberg och Mikael Strand.",
                    "När apoteksmonopolet avskaffades lovades fler apotek, längre öppettider och bättre service. I städerna har löftet infriats. Där finns i dag apotek i varje köpcentrum och ofta flera på samma gata.",
                    "På landsbygden ser verkligheten annorlunda ut. Sedan 2016 har 41 apotek i glesbygdskommuner stängt, enligt vår genomgång av de offentliga apoteksregistren. I flera inlandskommuner i Norrland finns i dag bara ett enda apotek kvar.",
                    "## Långa resor för medicin",
                    "För den som bor i Kvikkjokk eller i byarna runt Arjeplog kan det redan i dag innebära en resa på tio mil för att hämta ut en receptbelagd medicin. För äldre utan bil är det i praktiken omöjligt.",
                    "Många hänvisas till att handla på nätet. Men nätapoteken kan inte ersätta den rådgivning som en farmaceut ger över disk. Och när posten bara delar ut varannan dag kan det dröja nästan en vecka innan ett paket kommer fram.",
                    "Som distriktsläkare i Jokkmokk möter en av oss regelbundet patienter som har slutat ta sin medicin eftersom de inte orkar ta sig till apoteket. Det leder till onödiga sjukhusinläggningar, som kostar samhället betydligt mer än ett apotek.",
                    "## Stödet räcker inte",
                    "I dag finns ett statligt glesbygdsstöd till apotek på sammanlagt 25 miljoner kronor per år. Det har inte räknats upp sedan det infördes, och i praktiken räcker det bara till att hålla ett fåtal apotek öppna.",
                    "Samtidigt ökar kostnaderna. Hyror, löner och krav på säkerhetssystem gör att ett apotek med färre än 20 000 expedierade recept per år nästan alltid går med förlust.",
                    "Vi föreslår därför tre åtgärder:",
                    "- Höj glesbygdsstödet till 100 miljoner kronor per år och räkna upp det årligen.",
                    "- Inför en garanti om att ingen ska ha mer än fem mil till närmaste apotek.",
                    "- Tillåt apoteksombud i lanthandeln att lämna ut fler typer av receptbelagda läkemedel.",
                    "Det här är inte en fråga om lönsamhet. Det är en fråga om likvärdig vård i hela landet. Regeringen har lovat att hela Sverige ska leva. Då måste hela Sverige också kunna hämta ut sin medicin.",
                    "SIGN: Karin Åberg, förbundsordförande Glesbygdsförbundet",
                    "SIGN: Mikael Strand, distriktsläkare i Jokkmokk",
                ],
                "debate-two-writers-signature",
                section="Debatt",
                kicker="DEBATT",
                roles=["förbundsordförande Glesbygdsförbundet", "distriktsläkare i Jokkmokk"],
                ld=True,
                art_id="Db4n2X",
            )
        )
        add(
            story(
                "hockey",
                "/sportbladet/hockey/a/Hk5sN1/frolunda-vande-0-2-till-seger-mot-lulea",
                "Frölunda vände 0–2 till seger mot Luleå",
                "2026-12-03",
                "2026-12-03T22:14:00+01:00",
                "i går 22.14",
                ["Johan Wikström"],
                [
                    "LEAD: Frölunda låg under med 0–2 efter första perioden. Sedan tog hemmalaget över helt – och vann till slut med 4–2.",
                    "Det såg länge mörkt ut för Frölunda på torsdagskvällen. Luleå var klart bättre i den första perioden och ledde med 2–0 efter mål av Viktor Engström och Pontus Nyberg.",
                    "– Vi var inte med alls i första. Vi pratade om det i omklädningsrummet och bestämde oss för att börja spela vår hockey igen, säger Frölundas lagkapten Erik Hallberg.",
                    "I andra perioden vände det. Nils Bergqvist reducerade i powerplay efter fyra minuter, och bara två minuter senare kvitterade Hallberg själv med ett hårt skott från blå linjen.",
                    "## Avgörandet i tredje",
                    "Matchen var jämn länge i den tredje perioden, men med sju minuter kvar slog Frölunda till igen. Den unga backen Alvin Sjöstrand sköt in 3–2 via en Luleåspelare.",
                    "– Jag tror inte att jag har gjort ett viktigare mål. Jag såg inte ens att den gick in, jag hörde bara publiken, säger 19-åringen.",
                    "Luleå tog ut målvakten i slutet, men i stället kunde Bergqvist göra 4–2 i öppen kasse med 41 sekunder kvar.",
                    "Frölundas målvakt Oskar Berg räddade 29 skott och var en av matchens bästa spelare, trots de två insläppta målen i första perioden.",
                    "Luleås tränare Tomas Lindgren var besviken efter matchen.",
                    "– Vi spelar en bra första period och sedan slutar vi göra det som fungerade. Det är inte godkänt på den här nivån, säger han.",
                    "Segern innebär att Frölunda går upp på tredje plats i tabellen, två poäng bakom serieledaren Skellefteå. På lördag väntar bortamatch mot Färjestad.",
                ],
                "sport-match-report",
                section="Sportbladet",
                ld=True,
                art_id="Hk5sN1",
            )
        )
        add(
            story(
                "kniv",
                "/nyheter/a/Kn3bW7/man-gripen-efter-knivattack-i-centrala-malmo",
                "Man gripen efter knivattack i centrala Malmö",
                "2026-12-04",
                "2026-12-03T23:35:00Z",
                "i dag 00.35",
                ["Sara Nilsson", "Ahmed Rahimi"],
                [
                    "LEAD: En man i 20-årsåldern har gripits misstänkt för försök till mord efter en knivattack vid Gustav Adolfs torg i Malmö sent på torsdagskvällen.",
                    "Polisen larmades strax efter klockan 23 om att en person blivit knivhuggen i närheten av torget. En man i 30-årsåldern fördes till Skånes universitetssjukhus med allvarliga skador.",
                    "– Hans skador bedöms som livshotande, säger Peter Malm, presstalesperson vid polisen i Malmö, till Kvällsbladet strax efter midnatt.",
                    "Den misstänkte greps ett par kvarter bort, enligt polisen efter tips från vittnen. Han ska ha haft en kniv på sig vid gripandet.",
                    "Under natten spärrades stora delar av torget av för teknisk undersökning. Polisen har också hållit förhör med flera vittnen på plats.",
                    "En kvinna som befann sig på en restaurang vid torget berättar för Kvällsbladet att hon hörde skrik och såg människor springa.",
                    "– Det var mycket folk ute eftersom det hade varit julmarknad tidigare på kvällen. Plötsligt började alla springa åt olika håll, säger hon.",
                    "Enligt uppgifter till Kvällsbladet kände männen varandra sedan tidigare, men polisen vill inte kommentera något motiv.",
                    "– Vi är i ett tidigt skede och håller alla möjligheter öppna, säger Peter Malm.",
                    "Åklagaren ska under fredagen ta ställning till om mannen ska begäras häktad.",
                    "Det är den tredje allvarliga våldshändelsen i centrala Malmö på en månad. Polisen har sedan tidigare förstärkt närvaron i området under kvällar och helger.",
                ],
                "utc-jsonld-after-midnight-two-reporters",
                section="Nyheter",
                updated=("2026-12-04T06:10:00+01:00", "i dag 06.10"),
                ld=True,
                ld_utc=True,
                art_id="Kn3bW7",
            )
        )
        add(
            story(
                "kronika",
                "/nojesbladet/a/Jk8cR2/arets-julkalender-ar-precis-vad-vi-behover",
                "Årets julkalender är precis vad vi behöver",
                "2026-12-03",
                None,
                "i går 12.00",
                ["Maria Ekholm"],
                [
                    "LEAD: Inga explosioner, inga tidsresor med tjugo specialeffekter i minuten. Årets julkalender vågar vara långsam – och det är dess största styrka, skriver Maria Ekholm.",
                    "Jag ska erkänna att jag var skeptisk. När det meddelades att årets julkalender skulle handla om en tioåring som flyttar till en fyrbåk i skärgården tillsammans med sin morfar, tänkte jag att det lät som en berättelse för vuxna som längtar tillbaka till sin egen barndom.",
                    "Efter de tre första avsnitten har jag ändrat mig helt.",
                    "## En serie som tar tid på sig",
                    "”Ljuset på Gåsören” är en julkalender som vågar ta god tid på sig. Scenerna får andas. Huvudpersonen Ella, spelad av en fantastisk Tilda Markusson, får sitta tyst och titta ut över isen i en halv minut utan att någonting särskilt händer. Och det fungerar.",
                    "I en tid där barn, och för den delen vuxna, matas med klipp på femton sekunder i mobilen, är det nästan provocerande att göra tv på det här sättet. Men min åttaåring, som annars har svårt att sitta still under ett helt avsnitt av någonting, satt som fastklistrad.",
                    "– Mamma, varför pratar morfar så lite? frågade hon efter första avsnittet.",
                    "Jag hade inget bra svar. Men jag tror att hon har fått det själv innan den 24 december.",
                    "## Morfar bär serien",
                    "Mycket av äran ska gå till Lennart Fridh i rollen som morfar. Han spelar en man som har förlorat sin fru och som inte riktigt vet hur han ska prata med sitt barnbarn. Det finns en sorg i hans blick som gör varje scen mellan honom och Ella både rolig och rörande.",
                    "Serien är inte utan brister. Sidohistorien om en smugglarskatt på ön känns påklistrad, som om någon på kanalen har krävt lite mer spänning. Och i avsnitt tre blir det väl mycket förklarande dialog.",
                    "Men det är små invändningar. Det viktiga är att årets julkalender har något att säga om ensamhet, om att våga be om hjälp och om hur mörkret i december faktiskt kan vara vackert.",
                    "Det är precis vad vi behöver just nu.",
                ],
                "column-no-jsonld-relative-date",
                section="Nöjesbladet",
                kicker="KRÖNIKA",
                roles=["Nöjeskrönikör"],
                ld=False,
                art_id="Jk8cR2",
            )
        )
        add(
            story(
                "tt",
                "/nyheter/a/Tt6gD3/tagtrafiken-stoppad-mellan-hallsberg-och-laxa",
                "Tågtrafiken stoppad mellan Hallsberg och Laxå",
                "2026-12-04",
                "2026-12-04T09:52:00+01:00",
                "i dag 09.52",
                [],
                [
                    "Tågtrafiken på Västra stambanan är stoppad mellan Hallsberg och Laxå efter ett fel på kontaktledningen, meddelar Trafikverket.",
                    "Felet uppstod vid halv tio på fredagsförmiddagen. Det påverkar bland annat fjärrtågen mellan Stockholm och Göteborg, som får kraftiga förseningar.",
                    "Enligt Trafikverket beräknas trafiken kunna återupptas tidigast vid tvåtiden på eftermiddagen.",
                ],
                "agency-brief-tt",
                section="Nyheter",
                credit="TT",
                ld=True,
                art_id="Tt6gD3",
            )
        )

    # -- templates --------------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="{hc("navitem")}">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("nyheter", "Nyheter"),
                ("/sportbladet", "Sportbladet"),
                ("/nojesbladet", "Nöjesbladet"),
                ("/debatt", "Debatt"),
                ("/tv", "Kvällsbladet TV"),
                ("plus", "Plus"),
            )
        )
        head = [
            f"<title>{esc(doc.title)} | Kvällsbladet</title>"
            if doc.key != "home"
            else f"<title>{esc(doc.title)}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) or "Sveriges snabbaste nyhetssajt.")}">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "quiz" else ("video.other" if doc.kind == "video" else "website")}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Kvällsbladet">',
            f'<meta property="og:image" content="https://images.kvallsbladet.test/{zlib.crc32(doc.key.encode()):x}.jpg?w=1200&amp;h=630">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if doc.is_article:
            head.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if doc.extra.get("plus"):
                head.append('<meta name="kb:access" content="plus">')
        if doc.is_article and doc.extra.get("ld"):
            if doc.authors:
                author = [
                    {"@type": "Person", "name": a, "url": self.url("skribent") if a == "Linnea Berglund" else None}
                    for a in doc.authors
                ]
                for a in author:
                    if a["url"] is None:
                        del a["url"]
            else:
                author = [{"@type": "Organization", "name": "TT Nyhetsbyrån"}]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "description": self.lede(doc),
                "datePublished": doc.iso,
                "dateModified": (doc.extra.get("updated") or (doc.iso,))[0]
                if not doc.extra.get("ld_utc")
                else "2026-12-04T05:10:00Z",
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "Kvällsbladet",
                    "logo": {"@type": "ImageObject", "url": "https://www.kvallsbladet.test/logo.png"},
                },
                "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                "isAccessibleForFree": not doc.extra.get("plus"),
            }
            if doc.extra.get("plus"):
                ld["hasPart"] = {
                    "@type": "WebPageElement",
                    "isAccessibleForFree": False,
                    "cssSelector": ".kb-premium-body",
                }
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        tracking = {
            "object": {
                "id": doc.extra.get("art_id", doc.key),
                "type": "Article" if doc.is_article else "Page",
                "category": doc.section.lower() or doc.kind,
                "accessLevel": "Plus" if doc.extra.get("plus") else "Free",
                "published": doc.iso,
            },
            "provider": {"id": "kvallsbladet"},
        }
        return f"""<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(head)}
<link rel="preconnect" href="https://images.kvallsbladet.test">
<link rel="alternate" type="application/rss+xml" href="/rss.xml" title="Kvällsbladet">
<style>/*PAD*/</style>
</head>
<body>
<div id="kb-root">
<div class="{hc("breaking")}" data-test-id="breaking-strip"><span class="{hc("justnu")}">JUST NU</span> {self.a("brand", BREAKING, "nav")}</div>
<header class="{hc("header")}" data-test-id="site-header">
<a class="{hc("logo")}" href="/" aria-label="Kvällsbladet startsida">Kvällsbladet</a>
<nav aria-label="Huvudmeny"><ul class="{hc("nav")}">{nav}</ul></nav>
<a class="{hc("login")}" href="https://login.kvallsbladet.test/?return=%2F">Logga in</a>
<a class="{hc("buy")}" href="/plus/erbjudande">Bli Plus-medlem</a>
</header>
<main class="{hc("main")}">
{main}
</main>
<aside class="{hc("mostread")}" data-test-id="most-read"><h2>Mest läst</h2><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("kniv", "plus2", "brand", "hockey"))}</ol></aside>
<footer class="{hc("footer")}" data-test-id="site-footer">
<p>Kvällsbladet är en oberoende liberal kvällstidning.</p>
<p>Ansvarig utgivare: Camilla Dahlberg · Redaktionschef: Fredrik Oscarsson</p>
<ul><li>{self.a("cookies", "Cookies", "footer")}</li><li><a href="/personuppgifter">Personuppgiftspolicy</a></li><li><a href="mailto:tipsa@kvallsbladet.test">Tipsa oss – vi betalar för nyhetstips</a></li><li><a href="/kundservice">Kundservice</a></li><li><a href="/rss.xml">RSS</a></li></ul>
<p>© Kvällsbladet Media AB 2026</p>
</footer>
</div>
<div class="{hc("consent")}" id="sp_message_container"><p>Vi och våra partner använder cookies för att anpassa innehåll och annonser. Läs mer i vår cookiepolicy.</p><button>Godkänn alla</button> <button>Inställningar</button></div>
<script type="application/json" id="kb-tracking">{json.dumps(tracking, ensure_ascii=False)}</script>
<script src="https://static.kvallsbladet.test/hyperion/client.4b1e0c.js" async></script>
<script>(function(){{var s=document.createElement("script");s.src="https://ads.kvallsbladet.test/prebid.js";s.async=true;document.head.appendChild(s);}})();</script>
</body>
</html>"""

    def dates(self, doc: Doc) -> str:
        iso = doc.iso or f"{doc.date}T12:00:00+01:00"
        out = f'<time datetime="{iso}" class="{hc("published")}">Publicerad {doc.stamp}</time>'
        if doc.extra.get("updated"):
            u_iso, u_txt = doc.extra["updated"]
            out += f' <time datetime="{u_iso}" class="{hc("updated")}">Uppdaterad {u_txt}</time>'
        return f'<div data-test-id="timestamps" class="{hc("timestamps")}">{out}</div>'

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<div data-test-id="byline" class="{hc("byline")}"><span class="{hc("bylinename")}">{esc(doc.extra.get("credit", ""))}</span></div>'
        parts = []
        roles = doc.extra.get("roles") or []
        for i, a in enumerate(doc.authors):
            name = self.a("skribent", a, "byline") if a == "Linnea Berglund" else esc(a)
            role = f'<span class="{hc("bylinerole")}">{esc(roles[i])}</span>' if i < len(roles) else ""
            mail = (
                f'<a class="{hc("bylinemail")}" href="mailto:{EMAIL[a]}@kvallsbladet.test">{EMAIL[a]}@kvallsbladet.test</a>'
                if a in EMAIL
                else ""
            )
            parts.append(
                f'<div class="{hc("bylineperson")}"><span class="{hc("bylinename")}">{name}</span> {role} {mail}</div>'
            )
        return f'<div data-test-id="byline" class="{hc("byline")}">{"".join(parts)}</div>'

    def story_main(self, doc: Doc) -> str:
        label = ""
        if doc.extra.get("breaking"):
            label = f'<span class="{hc("justnu")}" data-test-id="breaking-label">JUST NU</span>'
        elif doc.extra.get("kicker"):
            label = f'<span class="{hc("kicker")}">{esc(doc.extra["kicker"])}</span>'
        plus_badge = (
            f'<span class="{hc("plusbadge")}" data-test-id="premium-badge">Plus</span>' if doc.extra.get("plus") else ""
        )
        disclaimer = ""
        if doc.extra.get("kicker") == "DEBATT":
            disclaimer = f'<p class="{hc("disclaimer")}">Detta är en debattartikel. Åsikterna i texten är skribenternas egna.</p>'
        body = self.blocks(doc, p_tag=f'<p class="{hc("para")}">')
        paywall = ""
        if doc.extra.get("plus"):
            body = f'<div class="kb-premium-body">{body}</div><div class="{hc("fade")}" aria-hidden="true"></div>'
            paywall = f"""<div class="{hc("paywall")}" data-test-id="paywall">
<h2>Vill du läsa mer?</h2>
<p>Bli Plus-medlem och få tillgång till alla artiklar på Kvällsbladet. Första månaden för 1 kr.</p>
{self.a("plus", "Bli Plus-medlem", "content", f'class="{hc("paywallbtn")}"')}
<p>Redan medlem? <a href="https://login.kvallsbladet.test/?return=%2Fnyheter">Logga in</a></p>
</div>"""
        tags = ""
        if doc.key in ("brand", "kniv", "plus1"):
            tags = f'<div class="{hc("tags")}" data-test-id="tags">{self.a("tagg", "Polisen", "content")} <a href="/tagg/{"vasteras" if doc.key == "brand" else "malmo" if doc.key == "kniv" else "bedragerier"}">{"Västerås" if doc.key == "brand" else "Malmö" if doc.key == "kniv" else "Bedrägerier"}</a></div>'
        quiz = ""
        if doc.key in ("brand", "hockey", "plus2"):
            quiz = f'<div class="{hc("promo")}">Testa dig själv: {self.a("quiz", self.docs["quiz"].title, "related")}</div>'
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in [k for k in ARTS if k != doc.key][:4]
        )
        return f"""<article class="{hc("article")}" data-test-id="article">
<header class="{hc("articleheader")}">
{label}{plus_badge}
<h1 class="{hc("headline")}" data-test-id="headline">{esc(doc.title)}</h1>
{disclaimer}
{self.lead_html(doc, f'<p class="{hc("lead")}" data-test-id="lead-text">')}
{self.byline(doc)}
{self.dates(doc)}
</header>
<div class="{hc("body")}" data-test-id="article-body">
{body}
</div>
{paywall}
{tags}
<div class="{hc("share")}"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Dela på Facebook</a> <a href="https://x.com/intent/post?url={esc(self.url(doc.key))}">Dela på X</a> <button>Kopiera länk</button></div>
{quiz}
</article>
<section class="{hc("related")}" data-test-id="related"><h2>Mer från Kvällsbladet</h2><ul>{rel}</ul></section>"""

    def see_html(self, key: str, text: str) -> str:
        return f'<div class="{hc("inlinevideo")}" data-test-id="video-teaser"><span>VIDEO</span> {self.a(key, text, "related")} <span>0:48</span></div>'

    def blocks(self, doc: Doc, **kw: object) -> str:
        html = super().blocks(doc, **kw)  # type: ignore[arg-type]
        if doc.extra.get("kicker") == "DEBATT":
            html = html.replace('<p class="signoff">', f'<p class="{hc("signature")}">')
        return html.replace('<div class="note">', f'<div class="{hc("updating")}">')

    def teaser(self, k: str, big: bool = False) -> str:
        d = self.docs[k]
        labels = ""
        if d.extra.get("breaking"):
            labels = f'<span class="{hc("justnu")}">JUST NU</span> '
        elif d.extra.get("kicker"):
            labels = f'<span class="{hc("kicker")}">{esc(d.extra["kicker"])}</span> '
        elif d.kind == "video":
            labels = f'<span class="{hc("videolabel")}">VIDEO {d.extra["duration"]}</span> '
        elif d.kind == "quiz":
            labels = f'<span class="{hc("kicker")}">QUIZ</span> '
        if d.extra.get("plus"):
            labels += f'<span class="{hc("plusbadge")}">Plus</span> '
        lede = f'<p class="{hc("teaserlead")}">{esc(self.lede(d))}</p>' if big and d.is_article else ""
        return f'<div class="{hc("teaser")}{" " + hc("teaserbig") if big else ""}" data-test-id="teaser">{labels}{self.a(k, d.teaser or d.title, "content")}{lede}</div>'

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        teasers = "\n".join(self.teaser(k, big=i < 2) for i, k in enumerate(keys))
        head = f'<h1 class="{hc("sectiontitle")}">{esc(doc.title)}</h1>'
        extra = ""
        if doc.key == "home":
            head = f'<h1 class="{hc("hidden")}">{esc(doc.title)}</h1>'
            teasers = (
                f'<div class="{hc("teaser")}" data-test-id="teaser"><span class="{hc("justnu")}">JUST NU</span> <a href="/nyheter/a/Gv1eP0/flera-skadade-i-olycka-pa-e4-vid-gavle">Flera skadade i olycka på E4 vid Gävle</a></div>\n'
                + teasers
                + f'\n<div class="{hc("teaser")}" data-test-id="teaser"><span class="{hc("justnu")}">JUST NU</span> <a href="/sportbladet/a/Zm4uR8/landslagsstjarnan-klar-for-ny-klubb">Landslagsstjärnan klar för ny klubb</a></div>'
            )
            extra = f'<div class="{hc("shortcuts")}">{self.a("nyheter", "Fler nyheter", "content")} · {self.a("tagg", "Polisen", "content")} · {self.a("skribent", "Linnea Berglund", "content")} · {self.a("sok", "Sök: elpris", "content")}</div>'
        if doc.extra.get("more"):
            extra += f'<div class="{hc("pagination")}">{self.a(doc.extra["more"], "Visa fler", "pagination")}</div>'
        if doc.extra.get("prev"):
            extra += (
                f'<div class="{hc("pagination")}">{self.a(doc.extra["prev"], "Nyare artiklar", "pagination")}</div>'
            )
        if doc.kind == "author":
            head = f'<div class="{hc("profile")}"><h1>{esc(doc.title)}</h1><p>Reporter på nyhetsdesken. Bevakar brott, olyckor och räddningstjänst i Mellansverige.</p><a href="mailto:linnea.berglund@kvallsbladet.test">linnea.berglund@kvallsbladet.test</a></div>'
            teasers += f'\n<div class="{hc("teaser")}"><a href="/nyheter/a/Pq3rS1/skogsbrand-i-salaskogen-under-kontroll">Skogsbranden i Salaskogen under kontroll</a></div>'
        if doc.kind == "search":
            head = f'<h1 class="{hc("sectiontitle")}">{esc(doc.title)}</h1><form action="/sok"><input name="q" value="elpris"><button>Sök</button></form><p>3 träffar</p>'
            teasers += f'\n<div class="{hc("teaser")}"><a href="/nyheter/a/Bc2dE5/elpriset-rusar-infor-helgen">Elpriset rusar inför helgen</a></div><div class="{hc("teaser")}"><a href="/nyheter/a/Fg6hJ9/sa-sanker-du-elrakningen">Så sänker du elräkningen – sju enkla knep</a></div>'
        return f'<section class="{hc("front")}">{head}\n{teasers}\n{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<div class="{hc("videopage")}">
<div class="{hc("player")}" data-video-id="384112"><video poster="https://images.kvallsbladet.test/video/384112.jpg" controls preload="none"></video><span class="{hc("duration")}">{doc.extra["duration"]}</span></div>
<h1 class="{hc("videotitle")}">{esc(doc.title)}</h1>
<p class="{hc("videodesc")}">{esc(doc.blocks[0][1])}</p>
<p class="{hc("videodate")}">i dag 08.12</p>
<p>Läs mer: {self.a("brand", self.docs["brand"].title, "content")}</p>
<div class="{hc("upnext")}"><h2>Nästa klipp</h2><a href="/tv/video/384098/ovningskorning-pa-isen">Övningskörning på isen – så gick det</a> <a href="/tv/video/384077/julmarknaden-oppnar">Julmarknaden öppnar i Gamla stan</a></div>
</div>"""
        if doc.kind == "quiz":
            qs = "\n".join(
                f'<fieldset class="{hc("question")}"><legend>{i}. {esc(q)}</legend>'
                + "".join(
                    f'<label><input type="radio" name="q{i}" value="{j}"> {esc(o)}</label>' for j, o in enumerate(opts)
                )
                + "</fieldset>"
                for i, (q, opts) in enumerate(doc.extra["questions"], 1)
            )
            return f"""<article class="{hc("quiz")}" data-test-id="quiz">
<span class="{hc("kicker")}">QUIZ</span>
<h1 class="{hc("headline")}">{esc(doc.title)}</h1>
<p class="{hc("lead")}">Fem frågor om veckans nyheter. Hur många rätt får du?</p>
<time datetime="2026-12-04T12:00:00+01:00">Publicerad i dag 12.00</time>
<form class="{hc("quizform")}">
{qs}
<button type="submit">Visa resultat</button>
</form>
</article>"""
        return f'<div class="{hc("static")}"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
