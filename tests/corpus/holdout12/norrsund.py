# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""Norrsundets Tidning: a Swedish local paper on an Escenic-like CMS (article<id>.ece URLs, ece- classes), lying head."""

from __future__ import annotations

import zlib

from common import blocks_html, lying_head, parse
from sitekit import Doc, Site, css_rules, esc

LOGO = 'class="logo"'
OFFER = 'class="btn-offer"'
MONTHS = [
    "januari",
    "februari",
    "mars",
    "april",
    "maj",
    "juni",
    "juli",
    "augusti",
    "september",
    "oktober",
    "november",
    "december",
]


def sv_date(iso: str) -> str:
    y, m, d = iso[:10].split("-")
    return f"{int(d)} {MONTHS[int(m) - 1]} {y} kl. {iso[11:13]}.{iso[14:16]}"


class Norrsund(Site):
    origin = "https://www.norrsundet.test"
    name = "Norrsundets Tidning"
    prefix = "nt"
    language = "sv"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nt",
            [
                ".ece-header",
                ".ece-teaser",
                ".ece-article",
                ".ece-rail",
                ".ece-footer",
                ".byline",
                ".liveblog-entry",
                ".paywall-offer",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "Norrsundets Tidning – nyheter från kusten", shape="escenic-front"))
        add(
            Doc(
                "nyheter",
                "/nyheter/",
                "section",
                "Nyheter",
                shape="section-front",
                extra={"list": ["bron", "storm", "tt", "fiske", "fel"], "more": "nyheter2"},
            )
        )
        add(
            Doc(
                "nyheter2",
                "/nyheter/?page=2",
                "section",
                "Nyheter – sida 2",
                shape="section-front-page-2",
                extra={"list": ["fiske", "skola", "polis"]},
            )
        )
        add(Doc("sport", "/sport/", "section", "Sport", shape="section-front", extra={"list": ["match"]}))
        add(Doc("tagg", "/tagg/sundsbron/", "tag", "Sundsbron", shape="tag-page", extra={"list": ["bron", "skola"]}))
        add(
            Doc(
                "skribent",
                "/skribent/anna-lindqvist/",
                "author",
                "Anna Lindqvist",
                shape="author-bio-page",
                extra={"list": ["bron", "fiske"], "text": BIO},
            )
        )
        add(Doc("vader", "/vader/", "weather", "Vädret i Norrsundet", shape="weather-page", extra={"text": WEATHER}))
        add(
            Doc(
                "prenumerera",
                "/kundservice/prenumerera/",
                "subscribe",
                "Prenumerera på Norrsundets Tidning",
                shape="subscription-offer",
                extra={"text": SUBSCRIBE},
            )
        )
        add(
            Doc(
                "kundservice",
                "/kundservice/",
                "contact",
                "Kundservice och kontakt",
                shape="contact-page",
                extra={"text": CONTACT},
            )
        )
        add(
            Doc(
                "cookies",
                "/om-oss/cookies/",
                "policy",
                "Cookiepolicy",
                shape="cookie-policy-last-updated",
                extra={"text": COOKIES},
            )
        )
        add(
            Doc(
                "fel",
                "/nyheter/article4401.ece",
                "soft404",
                "Sidan kunde inte hittas",
                teaser="Kommunen säljer gamla brandstationen",
                shape="soft404-in-story-template",
                extra={"text": NOTFOUND},
            )
        )
        for key, path, title, authors, byline, iso, section, shape, lines, extra in STORIES:
            add(
                Doc(
                    key,
                    path,
                    "article",
                    title,
                    is_article=True,
                    authors=authors,
                    byline=byline,
                    date=iso[:10],
                    iso=iso,
                    stamp=sv_date(iso),
                    section=section,
                    blocks=parse(lines),
                    shape=shape,
                    extra=extra,
                )
            )

    # chrome
    def header(self) -> str:
        nav = [
            ("home", "Start"),
            ("nyheter", "Nyheter"),
            ("sport", "Sport"),
            ("/kultur/", "Kultur"),
            ("/asikter/", "Åsikter"),
            ("vader", "Väder"),
            ("/e-tidning/", "E-tidning"),
        ]
        links = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in nav)
        return (
            '<header class="ece-header" data-ece-section="root"><div class="ece-header__top">'
            f"{self.a('home', 'Norrsundets Tidning', 'chrome:header', LOGO)}"
            f'<div class="ece-header__user">{self.a("/logga-in/", "Logga in", "chrome:header")} '
            f"{self.a('prenumerera', 'Prenumerera – 1 kr första månaden', 'chrome:header', OFFER)}</div></div>"
            f'<nav class="ece-nav" aria-label="Huvudmeny"><ul>{links}</ul></nav></header>'
        )

    def rail(self) -> str:
        items = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("storm", "match", "skola"))
        return f'<aside class="ece-rail"><h3>Mest läst</h3><ol>{items}</ol><div class="ece-rail__weather">{self.a("vader", "Väder: 4° och byig vind", "chrome:rail")}</div></aside>'

    def footer(self) -> str:
        cols = [
            ("kundservice", "Kundservice"),
            ("prenumerera", "Prenumerera"),
            ("/annonsera/", "Annonsera"),
            ("cookies", "Cookies"),
            ("/om-oss/", "Om oss"),
            ("/tipsa/", "Tipsa oss"),
            ("tagg", "Sundsbron – alla artiklar"),
        ]
        links = " | ".join(self.a(k, t, "chrome:footer") for k, t in cols)
        return f'<footer class="ece-footer"><p>Ansvarig utgivare: Karin Ödman. Norrsundets Tidning ges ut av Kustmedia AB.</p><p>{links}</p><p>© Norrsundets Tidning</p></footer>'

    def teaser(self, key: str, zone: str = "content", lead: bool = True) -> str:
        d = self.docs[key]
        text = d.teaser or d.title
        lede = f"<p>{esc(d.extra.get('lede', ''))}</p>" if lead and d.extra.get("lede") else ""
        return f'<article class="ece-teaser" data-ece-id="{zlib.crc32(key.encode()) % 9000 + 1000}"><h2 class="ece-teaser__title">{self.a(key, text, zone)}</h2>{lede}</article>'

    def story(self, doc: Doc) -> str:
        bl = blocks_html(self, doc.blocks)
        name = esc(doc.byline)
        if "Anna Lindqvist" in doc.byline:
            name = name.replace("Anna Lindqvist", self.a("skribent", "Anna Lindqvist", "byline"))
        by = f'<div class="byline">{"" if doc.byline == "Ledare" else "Av "}{name}</div>' if doc.byline else ""
        crumbs = f'<nav class="ece-breadcrumb">{self.a("home", "Start", "chrome:breadcrumb")} › {self.a("sport" if doc.section == "Sport" else "nyheter", doc.section, "chrome:breadcrumb")}</nav>'
        head = f'<h1 class="ece-article__headline">{esc(doc.title)}</h1>'
        if doc.extra.get("live"):
            head = '<span class="live-badge">DIREKT</span>' + head
        meta = f'<div class="ece-article__meta">{by}<time>Publicerad {esc(doc.stamp)}</time></div>'
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in ("bron", "tt") if k != doc.key
        )
        return f'{crumbs}<article class="ece-article">{head}{meta}<div class="ece-article__body">{bl}</div></article><section class="ece-related"><h3>Läs också</h3><ul>{related}</ul></section>'

    def main(self, doc: Doc) -> str:
        if doc.is_article:
            return self.story(doc)
        if doc.kind == "home":
            tops = "".join(self.teaser(k) for k in ("bron", "storm", "tt", "match"))
            promo = f'<div class="ece-promo">{self.a("prenumerera", "Läs allt från Norrsundets Tidning – prova en månad för 1 krona", "content")}</div>'
            more = f'<div class="ece-promo">{self.a("fel", self.docs["fel"].teaser, "content")}</div>'
            return f'<main class="ece-front"><h1 class="visually-hidden">{esc(doc.title)}</h1><section class="ece-front__top">{tops}</section>{promo}<section>{self.teaser("ledare")}{more}</section></main>'
        if doc.kind == "soft404":
            return f'<article class="ece-article"><h1 class="ece-article__headline">{esc(doc.title)}</h1><div class="ece-article__body">{blocks_html(self, parse(doc.extra["text"]))}</div></article>'
        parts = [f"<h1>{esc(doc.title)}</h1>"]
        if doc.extra.get("text"):
            parts.append(blocks_html(self, parse(doc.extra["text"])))
        if doc.extra.get("list"):
            parts.append("".join(self.teaser(k) for k in doc.extra["list"]))
        if doc.extra.get("more"):
            parts.append(f'<nav class="pager">{self.a(doc.extra["more"], "Nästa sida ›", "content")}</nav>')
        return f'<main class="ece-page">{"".join(parts)}</main>'

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        head = lying_head(self, doc, "NewsArticle", "2025-05-12T08:00:00+02:00", self.name)
        rail = "" if doc.key == "home" else self.rail()
        return (
            f'<!DOCTYPE html>\n<html lang="sv"><head><meta charset="utf-8"><title>{esc(doc.title)} | Norrsundets Tidning</title>\n'
            f'<meta name="generator" content="Escenic Content Engine">\n{head}\n<style>/*PAD*/</style></head>\n'
            f'<body class="ece-body ece-{doc.kind}">{self.header()}<div class="ece-layout">{self.main(doc)}{rail}</div>{self.footer()}</body></html>\n'
        )


BIO = [
    "Anna Lindqvist är reporter på Norrsundets Tidning sedan 2019 och bevakar kommunpolitik, trafik och hamnen.",
    "Hon har tidigare arbetat på en lokalradiostation i Gävleborg. Tipsa henne på anna.lindqvist@norrsundet.test.",
]
WEATHER = [
    "## Idag",
    "Mulet med enstaka regnskurar. Västlig vind 8–12 m/s, i byarna upp mot 18 m/s längs kusten. Temperatur 3 till 5 grader.",
    "## I morgon",
    "Uppklarnande under förmiddagen, svagare vind. Natten mot fredag väntas minusgrader i inlandet.",
    "- Fredag: 2°, sol och moln",
    "- Lördag: 0°, snöblandat regn",
    "- Söndag: -1°, klart",
    "Prognosen uppdateras varje timme. Data från en fiktiv väderleverantör.",
]
SUBSCRIBE = [
    "Prova Norrsundets Tidning Digital för 1 krona den första månaden. Därefter 129 kronor i månaden, ingen bindningstid.",
    "- Alla artiklar på norrsundet.test och i appen",
    "- E-tidningen varje morgon från klockan 05",
    "- Nyhetsbrev med dagens viktigaste nyheter",
    "Har du redan papperstidningen? Då ingår det digitala utan extra kostnad. Kontakta [[kundservice|kundservice]] för att aktivera.",
]
CONTACT = [
    "Kundservice har öppet vardagar 08.00–16.00. Telefon 0123-456 00. E-post kundservice@norrsundet.test.",
    "## Redaktionen",
    "Nyhetstips tas emot dygnet runt på 0123-456 10 eller tips@norrsundet.test. Vi betalar för tips som leder till publicering.",
    "## Besöksadress",
    "Hamngatan 7, 800 00 Norrsundet.",
]
COOKIES = [
    "Senast uppdaterad: 14 februari 2026",
    "Norrsundets Tidning använder kakor (cookies) för att sajten ska fungera, för att mäta trafiken och för att visa annonser.",
    "## Nödvändiga kakor",
    "Dessa kakor behövs för inloggning och för att komma ihåg dina val. De kan inte stängas av.",
    "## Analys och annonser",
    "Du kan när som helst ändra ditt samtycke under Cookieinställningar längst ned på sidan.",
]
NOTFOUND = [
    "Tyvärr kunde vi inte hitta sidan du letade efter. Den kan ha flyttats eller tagits bort.",
    "Gå till [[home|startsidan]] eller sök bland våra artiklar.",
]

STORIES = [
    (
        "bron",
        "/nyheter/article4412.ece",
        "Sundsbron stängs i sex veckor – färjan tar över trafiken",
        ["Anna Lindqvist"],
        "Anna Lindqvist",
        "2026-12-02T06:30:00+01:00",
        "Nyheter",
        "story-with-image",
        [
            "Sundsbron mellan Norrsundet och Ön stängs för all biltrafik från den 11 januari. Under sex veckor ska brons lager bytas och vägbanan få ny beläggning.",
            "FIG: Sundsbron i morgondis | Bron byggdes 1978 och har inte renoverats på över trettio år. Foto: Per Holm",
            "Under avstängningen går en extra färja mellan hamnen och Önäs brygga var tjugonde minut. Gång- och cykeltrafik kan fortfarande passera på en provisorisk gångbana.",
            "– Vi förstår att det blir jobbigt för dem som pendlar, men lagren är i så dåligt skick att vi inte kan vänta längre, säger Mats Berglund, projektledare på Trafikverket.",
            "## Oro bland företagare",
            "På Ön finns ett trettiotal företag. Flera av dem befarar att kunderna uteblir under vintern. Företagarföreningen har bett kommunen om sänkta hamnavgifter under perioden.",
            "– Vi lever på att folk från fastlandet åker ut över dagen. Med färja blir det en helt annan resa, säger Helena Frisk, som driver ett bageri och kafé vid Önäs brygga.",
            "Kommunen har ännu inte svarat på begäran. Kommunstyrelsens ordförande Bengt Alm säger att frågan ska utredas till nästa sammanträde, men att han inte vill lova något i förväg.",
            "## Blåljus på färjan",
            "Räddningstjänsten och ambulansen får förtur ombord. Under avstängningen kommer en ambulans att vara stationerad på Ön dygnet runt, något som regionen har lovat efter påtryckningar från öborna.",
            "Trafikverket räknar med att arbetet kostar omkring 48 miljoner kronor. Om vädret blir mycket kallt kan gjutningen av vägbanan behöva skjutas upp, och då förlängs avstängningen med upp till två veckor.",
            "Skolskjutsen till Strandskolan körs med buss via färjan. Föräldrar får besked i veckan, skriver kommunen. Läs också om [[skola|den nya skolskjutsen]].",
        ],
        {"lede": "Arbetet börjar i januari. En extra färja sätts in."},
    ),
    (
        "storm",
        "/nyheter/article4415.ece",
        "Direkt: Stormen Elis drar in över kusten",
        ["Erik Sjöberg", "Lina Karlsson"],
        "Erik Sjöberg och Lina Karlsson",
        "2026-12-01T16:05:00+01:00",
        "Nyheter",
        "live-blog-several-authors",
        [
            "## 21.40 Strömmen tillbaka i centrum",
            "Elbolaget meddelar att hushållen i centrala Norrsundet har fått tillbaka strömmen. Omkring 900 kunder på Ön är fortfarande utan el.",
            "## 20.15 Träd över väg 583",
            "Ett stort träd blockerar väg 583 vid Långviken. Räddningstjänsten är på plats och räknar med att vägen är öppen inom en timme.",
            "## 18.50 Färjan ställs in",
            "Färjetrafiken till Ön ställs in resten av kvällen på grund av höga vågor.",
            "## 16.05 Vindbyar upp mot 28 meter per sekund",
            "SMHI har utfärdat en orange varning för kustområdet. Invånarna uppmanas att undvika onödiga resor och att säkra lösa föremål på tomten.",
        ],
        {"live": True, "lede": "Följ utvecklingen i vår direktrapport."},
    ),
    (
        "tt",
        "/nyheter/article4417.ece",
        "Elpriset väntas stiga i norra Sverige",
        [],
        "TT",
        "2026-12-02T09:12:00+01:00",
        "Nyheter",
        "agency-brief-tt",
        [
            "Elpriset i elområde 2 väntas stiga kraftigt under december, enligt en ny prognos från en elhandlare.",
            "Orsaken är låga vattennivåer i magasinen och svag vind. Hushåll med rörligt pris kan få betala dubbelt så mycket som i november.",
        ],
        {},
    ),
    (
        "match",
        "/sport/article4420.ece",
        "Sundets IF vände och vann derbyt mot Önäs",
        ["Jonas Wik", "Sara Holm"],
        "Jonas Wik och Sara Holm",
        "2026-11-30T21:30:00+01:00",
        "Sport",
        "match-report-two-authors",
        [
            "Sundets IF låg under med 0–2 i paus men vände till seger med 3–2 i lördagens bandyderby mot Önäs BK inför 1 140 åskådare på Hamnvallen.",
            "Det var Önäs som styrde första halvlek. Två hörnmål av Viktor Nyberg gav gästerna ett välförtjänt ledningsmål och sedan en tvåmålsledning.",
            "– Vi pratade om att vi måste våga spela bollen framåt. Det gjorde vi i andra, sa Sundets tränare Peter Aho efteråt.",
            "Reduceringen kom efter tio minuter i andra halvlek genom Oskar Ek. Kvitteringen och segermålet gjorde Filip Lund, det sista med fyra minuter kvar.",
            "- Sundets IF–Önäs BK 3–2 (0–2)",
            "- Mål Sundet: Oskar Ek, Filip Lund 2",
            "- Mål Önäs: Viktor Nyberg 2",
            "Nästa match spelar Sundets IF borta mot Kustens BS på onsdag.",
        ],
        {"lede": "0–2 i paus blev 3–2 i slutet."},
    ),
    (
        "fiske",
        "/nyheter/article4409.ece",
        "Fiskeläget får behålla sin hamnkrog",
        ["Anna Lindqvist"],
        "Anna Lindqvist",
        "2026-11-27T11:00:00+01:00",
        "Nyheter",
        "story-with-correction-appended",
        [
            "Hamnkrogen i Sörviken får förlängt arrende i tio år. Det beslutade kommunstyrelsen på torsdagen efter en lång diskussion.",
            "Krogen har drivits av familjen Öhman sedan 1994 och är en av få året-runt-öppna restauranger vid kusten. Förslaget att riva byggnaden och bygga fritidsbostäder har därmed fallit.",
            "– Vi är glada och lättade. Nu kan vi våga investera i köket, säger Maria Öhman.",
            "Oppositionen ville att arrendet skulle läggas ut på anbud men röstades ned med nio röster mot fyra.",
            "NOTE: Rättelse: I en tidigare version stod det att arrendet förlängs i fem år. Rätt är tio år.",
        ],
        {"lede": "Kommunstyrelsen sa ja till tio nya år."},
    ),
    (
        "skola",
        "/nyheter/article4419.ece",
        "Så blir skolskjutsen när bron är stängd",
        ["Lina Karlsson"],
        "Lina Karlsson",
        "2026-12-02T15:40:00+01:00",
        "Nyheter",
        "linked-from-story-text-and-rail",
        [
            "De 46 elever på Ön som går på Strandskolan får åka en särskild buss som kör ombord på färjan klockan 07.10 varje skoldag.",
            "Bussen väntar vid Önäs brygga och går direkt till skolan. På eftermiddagen går den tillbaka klockan 15.20.",
            "Kommunen räknar med att resan tar tjugo minuter längre än i dag. Elever som har fritids kan åka en senare tur klockan 17.05.",
            "Föräldrar som har frågor kan kontakta skolskjutssamordnaren via kommunens växel.",
        ],
        {},
    ),
    (
        "ledare",
        "/asikter/article4416.ece",
        "Ledare: Kommunen måste ta färjan på allvar",
        [],
        "Ledare",
        "2026-12-02T05:00:00+01:00",
        "Åsikter",
        "unsigned-editorial",
        [
            "Sex veckor utan bro är en lång tid för en ö med tusen invånare. Det duger inte att lita på en enda extra färja.",
            "Kommunen borde redan nu se till att det finns en reservfärja om den ordinarie går sönder, och att hemtjänsten får förtur ombord.",
            "Renoveringen är nödvändig. Men planeringen måste utgå från dem som bor på Ön, inte från Trafikverkets tidtabell.",
        ],
        {"lede": "Sex veckor utan bro kräver mer än en extra färja."},
    ),
    (
        "polis",
        "/nyheter/article4406.ece",
        "Inbrott i tre sjöbodar i Sörviken",
        [],
        "Norrsundets Tidning",
        "2026-11-26T08:10:00+01:00",
        "Nyheter",
        "unsigned-police-brief-only-on-page-2",
        [
            "Tre sjöbodar i Sörviken har brutits upp under natten mot onsdagen. Bland annat har två utombordsmotorer stulits.",
            "Polisen har inga misstänkta och efterlyser vittnen som sett en mörk skåpbil i området.",
        ],
        {},
    ),
]
