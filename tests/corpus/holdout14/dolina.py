# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""Dolinski glas: a Slovenian regional weekly on Contao (mod_newslist / mod_newsreader, /novice/<alias>.html,
?page_n12=2, events and a job board), ISO-8859-2 declared only in the HTTP header, no metadata at all."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

A_LINK = 'class="link" title="Pojdi na stran 2"'
A_NEXT = 'class="next"'
A_BACK = 'title="Nazaj"'
MONTHS = [
    "januar",
    "februar",
    "marec",
    "april",
    "maj",
    "junij",
    "julij",
    "avgust",
    "september",
    "oktober",
    "november",
    "december",
]


class Dolina(Base):
    origin = "https://www.dolinski-glas.test"
    name = "Dolinski glas"
    prefix = "dg"
    language = "sl"
    encoding = "iso-8859-2"
    content_type = "text/html; charset=ISO-8859-2"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dg",
            [
                "#wrapper",
                "#header .inside",
                "#container",
                "#main .inside",
                "#left",
                ".mod_newslist",
                ".layout_latest",
                ".ce_text",
                "#footer",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page("home", "/", "home", "Dolinski glas", "contao-home", list=["most", "zupan", "sta", "vrtec", "koncert"])
        )
        add(
            page(
                "novice",
                "/novice.html",
                "section",
                "Novice",
                "contao-newslist",
                list=["most", "zupan", "sta", "vrtec", "koncert"],
                more="novice2",
            )
        )
        add(
            page(
                "novice2",
                "/novice.html?page_n12=2",
                "section",
                "Novice",
                "contao-newslist-page-2",
                list=["gozd", "kolesa"],
                prev="novice",
            )
        )
        add(page("obcina", "/obcina.html", "section", "Občina", "contao-news-archive", list=["zupan", "vrtec", "most"]))
        add(page("koledar", "/koledar-prireditev.html", "events", "Koledar prireditev", "contao-event-calendar"))
        add(page("osmrtnice", "/osmrtnice.html", "obituaries", "Osmrtnice in zahvale", "obituary-list"))
        add(page("zaposlitve", "/zaposlitve.html", "jobs", "Prosta delovna mesta", "job-ads"))
        add(
            page(
                "iskanje", "/iskanje.html?keywords=most", "search", "Iskanje", "contao-search", list=["most", "kolesa"]
            )
        )
        add(
            page(
                "uredn",
                "/urednistvo.html",
                "about",
                "Uredništvo",
                "staff-bios",
                lines=[
                    "Dolinski glas izhaja vsak četrtek od leta 1998. Izdajatelj je Zavod za informiranje Zgornja dolina.",
                    "## Odgovorna urednica",
                    "Petra Kos je novinarka od leta 2004. Piše o občinski politiki in prometu.",
                    "## Novinarji",
                    "Matej Vidmar pokriva šport in gospodarstvo, Nina Hribar kulturo in šolstvo.",
                    "## Fotografija",
                    "Fotografije za časopis prispeva Rok Zupančič.",
                ],
            )
        )
        add(
            page(
                "zasebnost",
                "/varstvo-osebnih-podatkov.html",
                "policy",
                "Varstvo osebnih podatkov",
                "privacy-updated",
                lines=[
                    "Zadnja sprememba: 12. 2. 2026",
                    "Upravljavec osebnih podatkov je Zavod za informiranje Zgornja dolina. Podatke naročnikov obdelujemo samo za pošiljanje časopisa in računov.",
                    "## Piškotki",
                    "Spletno mesto uporablja nujne sejne piškotke. Analitičnih piškotkov brez vaše privolitve ne nameščamo.",
                    "## Vaše pravice",
                    "Kadarkoli lahko zahtevate vpogled, popravek ali izbris podatkov na naslovu info@dolinski-glas.test.",
                ],
            )
        )
        add(
            page(
                "kontakt",
                "/kontakt.html",
                "contact",
                "Kontakt",
                "contao-form",
                lines=[
                    "Dolinski glas, Glavni trg 4, 4290 Zgornja dolina",
                    "Telefon: 04 555 12 30, e-pošta: urednistvo@dolinski-glas.test",
                    "Male oglase in osmrtnice sprejemamo do torka do 12. ure.",
                ],
            )
        )
        add(
            story(
                "most",
                "/novice/most-cez-savinjo-zaprt-do-pomladi.html",
                "Most čez Savinjo zaprt do pomladi",
                "2026-12-02",
                "2026-12-02T14:20:00+01:00",
                "02.12.2026 14:20",
                ["Petra Kos", "Matej Vidmar"],
                [
                    "Direkcija za infrastrukturo je v torek zaradi poškodovanih ležišč zaprla lesni most čez Savinjo pri Brežnem. Promet bo po oceni direkcije stekel šele aprila.",
                    "Obvoz vodi skozi Log in je daljši za devet kilometrov. Šolski avtobus bo zato zjutraj odpeljal petnajst minut prej, so sporočili z osnovne šole.",
                    "## Pešci lahko še čez",
                    "Za pešce in kolesarje ostaja odprt ozek pas ob ograji. Vozila, težja od pol tone, ne smejo na most, prepoved bo nadzorovala redarska služba.",
                    'Župan Andrej Golob je dejal, da je občina na težave z mostom opozarjala že pred tremi leti. "Zdaj bodo ljudje vsak dan vozili devet kilometrov naokoli," je dodal.',
                    "Direkcija napoveduje, da bo obnova stala okoli 640.000 evrov. Razpis za izvajalca naj bi objavili januarja.",
                ],
                "news-two-authors-info-line",
                section="Občina",
                byline="Petra Kos in Matej Vidmar",
            )
        )
        add(
            story(
                "zupan",
                "/novice/zupan-golob-proracun-ni-preprost.html",
                "Župan Golob: Proračun ni bil še nikoli tako težak",
                "2026-12-01",
                "2026-12-01T09:00:00+01:00",
                "01.12.2026 09:00",
                ["Nina Hribar"],
                [
                    "Občinski svet bo prihodnji teden obravnaval proračun za leto 2027. Z županom Andrejem Golobom smo se pogovarjali o investicijah in varčevanju.",
                    "Q: Proračun je za desetino manjši kot lani. Kje boste rezali? || Najbolj pri cestah. Prednost imata vrtec in vodovod, vse drugo čaka.",
                    "Q: Svetniki opozicije pravijo, da ste pozabili na vasi pod Raduho. || To ni res. Za vodovod v Podvolovljeku je rezerviranih 210.000 evrov.",
                    "Q: Kaj bo z mostom čez Savinjo? || Most je državni. Mi lahko pritiskamo, plačati ga ne moremo.",
                    "Q: Boste kandidirali še enkrat? || O tem bom govoril jeseni, ne zdaj.",
                ],
                "qa-interview",
                section="Občina",
                byline="Nina Hribar",
            )
        )
        add(
            story(
                "sta",
                "/novice/sneg-na-prelazu-crnivec.html",
                "Sneg na prelazu Črnivec",
                "2026-12-03",
                "2026-12-03T07:05:00+01:00",
                "03.12.2026 07:05",
                [],
                [
                    "Na prelazu Črnivec je ponoči zapadlo do 20 centimetrov snega. Vozniki tovornih vozil morajo imeti verige, so sporočili s prometno-informacijskega centra.",
                    "Cesta je sicer prevozna, pluženje poteka.",
                ],
                "brief-agency",
                section="Novice",
                byline="STA",
            )
        )
        add(
            story(
                "vrtec",
                "/novice/vrtec-dobi-novo-enoto.html",
                "Vrtec bo dobil novo enoto v Lučah",
                "2026-11-30",
                "2026-11-30T11:30:00+01:00",
                "30.11.2026 11:30",
                ["Nina Hribar"],
                [
                    "Občina Zgornja dolina je podpisala pogodbo za gradnjo nove enote vrtca v Lučah. V njej bo prostora za dva oddelka oziroma 38 otrok.",
                    "Gradnja naj bi se začela marca, enota pa bi bila odprta septembra 2027. Naložba je vredna 1,2 milijona evrov, polovico bo prispevalo ministrstvo za vzgojo in izobraževanje.",
                    "Na čakalnem seznamu je ta hip 27 otrok. Ravnateljica vrtca Mojca Lesjak pravi, da starši večinoma vozijo otroke v varstvo v Mozirje.",
                    '"Nova enota bo dolini vrnila nekaj mladih družin," je prepričana.',
                ],
                "news-correction-appended",
                section="Občina",
                byline="Nina Hribar",
                correction="Popravek (1. 12. 2026): V prvotni različici članka smo napačno navedli število oddelkov. Pravilno sta dva.",
            )
        )
        add(
            story(
                "koncert",
                "/novice/pevski-zbor-praznuje-petdeset-let.html",
                "Pevski zbor praznuje petdeset let",
                "2026-11-29",
                None,
                "",
                ["Nina Hribar"],
                [
                    "Mešani pevski zbor Raduha je v soboto v polni dvorani kulturnega doma praznoval petdeset let delovanja.",
                    "Na odru je stalo 34 pevk in pevcev, med njimi tudi štirje, ki so peli že na prvem koncertu leta 1976. Zborovodja Janez Potočnik je za jubilej izbral pesmi, ki jih je zbor pel v prvem desetletju.",
                    "Zbor je ob jubileju izdal zgoščenko in zbornik s fotografijami. Prihodnje leto se bo udeležil državnega tekmovanja v Zagorju.",
                ],
                "culture-date-only-as-text",
                section="Kultura",
                byline="Nina Hribar",
                textdate="Zgornja dolina, 29. novembra 2026 -",
            )
        )
        add(
            story(
                "gozd",
                "/novice/lubadar-v-gozdovih-nad-solcavo.html",
                "Lubadar v gozdovih nad Solčavo",
                "2026-11-26",
                "2026-11-26T16:45:00+01:00",
                "26.11.2026 16:45",
                ["Matej Vidmar"],
                [
                    "Zavod za gozdove je v gozdovih nad Solčavo letos označil za posek več kot 18.000 kubičnih metrov smrekovega lesa, ki ga je napadel lubadar.",
                    "Lastniki morajo les posekati in odpeljati do konca marca. Revirni gozdar Boštjan Jeraj opozarja, da so odkupne cene lesa zaradi velike ponudbe padle za tretjino.",
                    "Zavod bo lastnikom ponudil brezplačno svetovanje. Prvo srečanje bo 10. decembra v gasilskem domu v Solčavi.",
                ],
                "only-on-page-2",
                section="Gospodarstvo",
                byline="Matej Vidmar",
            )
        )
        add(
            story(
                "kolesa",
                "/novice/kolesarska-pot-do-logarske.html",
                "Kolesarska pot do Logarske doline bo nared poleti",
                "2026-11-24",
                "2026-11-24T10:10:00+01:00",
                "24.11.2026 10:10",
                ["Matej Vidmar", "Petra Kos"],
                [
                    "Gradbinci so končali prvi del kolesarske poti od Ljubnega do Lučkega mostu. Drugi, zahtevnejši del do Logarske doline bo nared julija.",
                    "Pot je dolga 31 kilometrov in bo večinoma speljana po starih gozdnih cestah. Turistični zavod pričakuje, da bo poleti po njej zapeljalo tudi do tisoč kolesarjev na dan.",
                    'Domačini na Solčavskem opozarjajo na parkiranje. "Parkirišč ni, kolesarji pa pridejo z avtom," pravi predsednik krajevne skupnosti Tone Plesnik.',
                ],
                "news-only-page2-and-search",
                section="Gospodarstvo",
                byline="Matej Vidmar in Petra Kos",
            )
        )

    # templates
    def info(self, doc: Doc) -> str:
        who = f" od {esc(doc.byline)}" if doc.byline else ""
        if doc.iso:
            return f'<p class="info"><time datetime="{doc.iso}">{doc.stamp}</time>{who}</p>'
        return f'<p class="info">{who.strip()}</p>' if who else ""

    def teaser(self, key: str) -> str:
        d = self.docs[key]
        img = ""
        if d.key in ("most", "vrtec"):
            pic = f'<img src="/files/novice/{key}.jpg" alt="" width="180">'
            img = f'<figure class="image_container float_left">{self.a(key, d.title, "content", inner=pic)}</figure>'
        more_attr = f'title="Preberi članek: {esc(d.title)}"'
        return (
            f'<div class="layout_latest arc_2 block">{self.info(d)}{img}<h2>{self.a(key, d.title, "content")}</h2>'
            f'<div class="ce_text block"><p>{esc(self.lede(d))}</p></div>'
            f'<p class="more">{self.a(key, "Preberi več …", "content", attrs=more_attr)}<span class="invisible"> {esc(d.title)}</span></p></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        parts = [f'<div class="mod_newslist block"><h1>{esc(doc.title)}</h1>']
        if doc.key == "search":
            pass
        if doc.key == "iskanje":
            parts = [
                '<div class="mod_search block"><form action="/iskanje.html" method="get"><input type="search" name="keywords" value="most"><button type="submit">Išči</button></form>',
                '<p class="header">Rezultati 1 - 2 od 2 za <strong>most</strong> (0,041 sekunde)</p>',
            ]
            for k in doc.extra["list"]:
                d = self.docs[k]
                parts.append(
                    f'<div class="search_default first"><h3>{self.a(k, d.title, "content")}</h3><p class="context">… {esc(self.lede(d)[:120])} …</p><p class="url">{esc(self.url(k))}</p><p class="relevance">Ujemanje: 100 %</p></div>'
                )
            return "\n".join(parts) + "</div>"
        for k in doc.extra["list"]:
            parts.append(self.teaser(k))
        if doc.extra.get("more"):
            parts.append(
                f'<div class="pagination block"><p>Stran 1 od 2</p><ul><li><strong class="active">1</strong></li><li>{self.a(doc.extra["more"], "2", "content", attrs=A_LINK)}</li><li class="next">{self.a(doc.extra["more"], "Naprej", "content", attrs=A_NEXT)}</li></ul></div>'
            )
        if doc.extra.get("prev"):
            parts.append(
                f'<div class="pagination block"><p>Stran 2 od 2</p><ul><li class="previous">{self.a(doc.extra["prev"], "Nazaj", "content")}</li><li>{self.a(doc.extra["prev"], "1", "content")}</li><li><strong class="active">2</strong></li></ul></div>'
            )
        if doc.key == "home":
            parts.append(
                f'<div class="ce_text block"><h2>V tej številki</h2><p>Ta teden tudi: {self.a("koledar", "vse prireditve v decembru", "content")}, {self.a("zaposlitve", "prosta delovna mesta", "content")} in {self.a("osmrtnice", "osmrtnice", "content")}. Arhiv člankov je na strani {self.a("novice", "Novice", "content")}.</p></div>'
            )
        return "\n".join(parts) + "</div>"

    def story_main(self, doc: Doc) -> str:
        parts = [
            f'<div class="mod_newsreader block"><div class="layout_full block"><h1>{esc(doc.title)}</h1>',
            self.info(doc),
        ]
        if doc.key in ("most", "vrtec", "kolesa"):
            parts.append(
                f'<figure class="image_container float_above"><img src="/files/novice/{doc.key}-velika.jpg" alt="" width="640"><figcaption class="caption">Foto: Rok Zupančič</figcaption></figure>'
            )
        body = self.blocks(doc)
        if doc.extra.get("textdate"):
            body = body.replace("<p>", f"<p><strong>{esc(doc.extra['textdate'])}</strong> ", 1)
        parts.append(f'<div class="ce_text block">{body}</div>')
        if doc.extra.get("correction"):
            parts.append(f'<div class="ce_text block correction"><p><em>{esc(doc.extra["correction"])}</em></p></div>')
        related = [k for k in ("most", "vrtec", "gozd") if k != doc.key][:2]
        parts.append(
            '<div class="mod_newslist related block"><h3>Preberite še</h3><ul>'
            + "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in related)
            + "</ul></div>"
        )
        parts.append(f'<p class="back">{self.a("novice", "Nazaj", "chrome:breadcrumb", attrs=A_BACK)}</p></div>')
        parts.append(
            '<div class="ce_comments block"><h3>Komentarji</h3><p>Ni komentarjev.</p><p><a href="/prijava.html">Prijavite se</a> za komentiranje.</p></div></div>'
        )
        return "\n".join(parts)

    def service_main(self, doc: Doc) -> str:
        k = doc.key
        if k == "koledar":
            ev = [
                ("5. 12. 2026", "Miklavžev sejem", "Glavni trg, 9.00"),
                ("7. 12. 2026", "Predavanje o lubadarju", "Gasilski dom Solčava, 18.00"),
                ("12. 12. 2026", "Božični koncert MePZ Raduha", "Kulturni dom, 19.30"),
                ("14. 12. 2026", "Seja občinskega sveta", "Sejna soba občine, 17.00"),
                ("19. 12. 2026", "Tek po dolini", "Start pri šoli, 10.00"),
                ("26. 12. 2026", "Blagoslov konj", "Cerkev sv. Štefana, 11.00"),
                ("31. 12. 2026", "Silvestrovanje na prostem", "Glavni trg, 21.00"),
            ]
            rows = "".join(
                f'<div class="event layout_upcoming"><span class="date">{d}</span> <a href="/koledar-prireditev/dogodek-{i}.html">{esc(t)}</a> <span class="location">{esc(p)}</span></div>'
                for i, (d, t, p) in enumerate(ev)
            )
            return f'<div class="mod_eventlist block"><h1>{esc(doc.title)}</h1><div class="header">December 2026</div>{rows}<p><a href="/koledar-prireditev.html?month=202701">Januar 2027 »</a></p></div>'
        if k == "osmrtnice":
            ppl = [
                ("Marija Kolenc", "1938", "28. 11. 2026", "Luče"),
                ("Franc Bezovnik", "1951", "27. 11. 2026", "Ljubno"),
                ("Ivana Poličnik", "1944", "25. 11. 2026", "Solčava"),
                ("Jože Remic", "1960", "22. 11. 2026", "Mozirje"),
                ("Angela Turnšek", "1933", "20. 11. 2026", "Luče"),
            ]
            rows = "".join(
                f'<div class="obituary"><strong>{n}</strong><br>({y} - {d}), {p}<br><a href="/osmrtnice/{i}.html">Prižgi svečko</a></div>'
                for i, (n, y, d, p) in enumerate(ppl)
            )
            return f'<div class="mod_article block"><h1>{esc(doc.title)}</h1><p>Osmrtnice objavljamo po naročilu svojcev.</p>{rows}</div>'
        if k == "zaposlitve":
            jobs = [
                ("Občina Zgornja dolina", "Višji svetovalec za okolje (m/ž)", "rok za prijavo 15. 12. 2026"),
                ("Žaga Plesnik d.o.o.", "Voznik tovornega vozila C/E", "rok za prijavo 20. 12. 2026"),
                ("Dom starejših Mozirje", "Medicinska sestra", "do zasedbe"),
                ("Turistični zavod", "Receptor za sezono 2027", "rok za prijavo 10. 1. 2027"),
            ]
            rows = "".join(
                f'<tr><td>{esc(a)}</td><td><a href="/zaposlitve/oglas-{i}.html">{esc(b)}</a></td><td>{esc(c)}</td></tr>'
                for i, (a, b, c) in enumerate(jobs)
            )
            return f'<div class="mod_article block"><h1>{esc(doc.title)}</h1><p>Oglase za prosta delovna mesta objavljamo brezplačno. {self.a("kontakt", "Pošljite oglas", "content")}.</p><table class="ce_table"><thead><tr><th>Delodajalec</th><th>Delovno mesto</th><th>Rok</th></tr></thead><tbody>{rows}</tbody></table></div>'
        form = ""
        if k == "kontakt":
            form = '<form class="ce_form" method="post" action="/kontakt.html"><input type="hidden" name="FORM_SUBMIT" value="auto_form_3"><label>Ime</label><input name="ime"><label>E-pošta</label><input name="email" type="email"><label>Sporočilo</label><textarea name="sporocilo"></textarea><button type="submit">Pošlji</button></form>'
        return f'<div class="mod_article block"><h1>{esc(doc.title)}</h1><div class="ce_text block">{self.blocks(doc)}</div>{form}</div>'

    def frame(self, doc: Doc, main: str) -> str:
        nav = [
            ("home", "Domov"),
            ("novice", "Novice"),
            ("obcina", "Občina"),
            ("koledar", "Koledar prireditev"),
            ("osmrtnice", "Osmrtnice"),
            ("zaposlitve", "Zaposlitve"),
        ]
        navh = "".join(
            f'<li class="{"active" if k == doc.key else "sibling"}">{self.a(k, t, "chrome:nav")}</li>' for k, t in nav
        )
        popular = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("most", "zupan", "kolesa")
        )
        title = doc.title if doc.key == "home" else f"{doc.title} - Dolinski glas"
        return f"""<!DOCTYPE html>
<html lang="sl">
<head>
<meta name="viewport" content="width=device-width,initial-scale=1.0">
<title>{esc(title)}</title>
<base href="{self.origin}/">
<meta name="robots" content="index,follow">
<meta name="generator" content="Contao Open Source CMS">
<link rel="stylesheet" href="assets/css/layout.min.css,responsive.min.css-8f2a1c0d.css">
<style>/*PAD*/</style>
<script src="assets/js/jquery.min.js-3f1c8a77.js"></script>
</head>
<body id="top" class="unix chrome webkit ch130">
<div id="wrapper">
<header id="header"><div class="inside">
<div class="mod_article logo">{self.a("home", "Dolinski glas", "chrome:header", inner='<img src="files/layout/dolinski-glas-logo.png" alt="Dolinski glas" width="260">')}</div>
<p class="claim">Tednik Zgornje doline od leta 1998</p>
<a class="invisible" href="{self.url(doc.key)}#skipNavigation1">Preskoči navigacijo</a>
<nav class="mod_navigation block"><ul class="level_1">{navh}</ul></nav><span id="skipNavigation1" class="invisible"></span>
<div class="mod_search block">{self.a("iskanje", "Iskanje", "chrome:header")}</div>
</div></header>
<div id="container">
<main id="main"><div class="inside">
{main}
</div></main>
<aside id="right"><div class="inside">
<div class="mod_newslist block"><h3>Najbolj brano</h3><ul>{popular}</ul></div>
<div class="ce_text block"><h3>Naročite časopis</h3><p>Letna naročnina 52 evrov. <a href="/narocnina.html">Naročite se</a>.</p></div>
<div class="ce_text block"><h3>Vreme</h3><p>Zgornja dolina: -3 / 4 °C, sneženje do 600 m.</p></div>
</div></aside>
</div>
<footer id="footer"><div class="inside">
<p>© 2026 Zavod za informiranje Zgornja dolina · {self.a("uredn", "Uredništvo", "chrome:footer")} · {self.a("kontakt", "Kontakt", "chrome:footer")} · {self.a("zasebnost", "Varstvo osebnih podatkov", "chrome:footer")} · <a href="/oglasevanje.html">Oglaševanje</a> · <a href="/share/rss-novice.xml">RSS</a> · <a href="https://www.facebook.com/dolinskiglas.test">Facebook</a></p>
</div></footer>
</div>
<script>jQuery(function($){{$('.mod_navigation').addClass('ready');}});</script>
</body>
</html>
"""
