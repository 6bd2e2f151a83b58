# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Czech quotes „“ and dashes are deliberate)
"""Valašský zpravodaj: a regional weekly's site on ASP.NET WebForms (XHTML 1.0 Transitional, `<form id="form1">`
around the whole page, `__VIEWSTATE` / `__EVENTVALIDATION`, `ctl00_cphObsah_*` ids, `__doPostBack` pagers and
buttons), `Article.aspx?ID=5521`, `Rubrika.aspx?ID=2` and `&Strana=2`, `Autor.aspx?ID=14`, `Hledat.aspx?q=`,
`Diskuse.aspx?ID=` reader forums, `Tisk.aspx?ID=` print versions, `Mapa.aspx`; Czech, **windows-1250 in the
header, a wrong `<meta http-equiv>` saying iso-8859-2** (š, ž, ť and the „“ quotes sit at different bytes).
Relative hrefs. No og, no JSON-LD; dates printed "2. 12. 2026 10:35"; one story's date is only in a closing
print-edition note; a deleted story's ID answers 200 with "Článek nebyl nalezen" (soft 404)."""

from __future__ import annotations

import base64
import re
from typing import Any

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc, rng

Q = chr(34)


class Valassko(Base):
    origin = "https://www.valasskyzpravodaj.test"
    name = "Valašský zpravodaj"
    prefix = "vz"
    language = "cs"
    encoding = "windows-1250"
    content_type = "text/html; charset=windows-1250"
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vz", ["#hlavicka", "#menu li", ".clanek", ".perex", "#pravy .box", "#paticka", ".gvClanky td"], 260
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/Default.aspx",
                "home",
                "Valašský zpravodaj",
                "aspnet-home-gridview",
                list=["most", "foto", "mta", "komentar", "hokej", "rozhovor", "valmez"],
            )
        )
        add(
            page(
                "zpravy",
                "/Rubrika.aspx?ID=2",
                "section",
                "Zpravodajství",
                "aspnet-rubrika-postback-pager-plus-link",
                list=["most", "foto", "mta", "komentar"],
                more="zpravy2",
            )
        )
        add(
            page(
                "zpravy2",
                "/Rubrika.aspx?ID=2&Strana=2",
                "section",
                "Zpravodajství",
                "aspnet-rubrika-strana-2",
                list=["rozhovor", "valmez"],
                prev="zpravy",
                old=[
                    ("Rožnov: radnice koupila bývalou poštu", "Article.aspx?ID=5509", "26. 11. 2026"),
                    ("Zdražuje jízdné v MHD Vsetín", "Article.aspx?ID=5505", "25. 11. 2026"),
                ],
            )
        )
        add(
            page(
                "sport",
                "/Rubrika.aspx?ID=5",
                "section",
                "Sport",
                "aspnet-rubrika-sport",
                list=["hokej"],
                old=[("Házenkáři Zubří prohráli v Plzni", "Article.aspx?ID=5511", "27. 11. 2026")],
            )
        )
        add(
            page(
                "autor",
                "/Autor.aspx?ID=14",
                "author",
                "Petr Dvořák",
                "aspnet-author-bio-article-list",
                [
                    "Petr Dvořák pracuje ve Valašském zpravodaji od roku 2009. Píše o dopravě, stavbách a komunální politice na Vsetínsku. Vystudoval žurnalistiku v Olomouci, předtím pracoval v regionálním rozhlase.",
                    "Ve volném čase jezdí na kole po Beskydech a trénuje mladší žáky ve florbalu.",
                ],
                list=["most", "valmez"],
            )
        )
        add(
            page(
                "hledat",
                "/Hledat.aspx?q=most",
                "search",
                "Vyhledávání",
                "aspnet-search-with-stale-result",
                list=["most", "tisk", "soft404"],
                q="most",
            )
        )
        add(
            page(
                "diskuse",
                "/Diskuse.aspx?ID=5521",
                "forum",
                "Diskuse k článku: Most přes Bečvu ve Vsetíně se zavře na půl roku",
                "aspnet-reader-forum-threaded",
                posts=[
                    (
                        0,
                        "pepa_vs",
                        "2. 12. 2026 10:58",
                        "Zase? Před třemi roky ho opravovali a už je to potřeba znova. Kdo to tehdy přebíral?",
                    ),
                    (
                        1,
                        "Jarka K.",
                        "2. 12. 2026 11:20",
                        "Tehdy se dělala jenom izolace a chodník, nosná konstrukce je z roku 1961. Stačí si přečíst článek.",
                    ),
                    (
                        2,
                        "pepa_vs",
                        "2. 12. 2026 11:41",
                        "Tak proč to nedělali najednou? Zbytečně dvakrát zavřený most.",
                    ),
                    (
                        0,
                        "Valach z Ratiboře",
                        "2. 12. 2026 12:05",
                        "Objížďka přes Jablůnku bude v zimě peklo. Ráno tam stojí kamiony už teď.",
                    ),
                    (
                        0,
                        "Martin_R",
                        "2. 12. 2026 13:17",
                        "Hlavně ať neprodlouží termín. Jinak díky za podrobný článek, konečně někdo napsal i čísla.",
                    ),
                    (
                        1,
                        "redakce",
                        "2. 12. 2026 14:02",
                        "Dobrý den, podle ŘSD je termín dokončení smluvně daný včetně pokut za zpoždění. Budeme to sledovat.",
                    ),
                    (0, "anonym", "2. 12. 2026 15:33", "Autobusy budou jezdit jak? To v článku chybí."),
                ],
                story_key="most",
            )
        )
        add(page("mapa", "/Mapa.aspx", "sitemap", "Mapa stránek", "aspnet-sitemap-tree"))
        add(
            page(
                "gdpr",
                "/Ochrana-osobnich-udaju.aspx",
                "policy",
                "Zásady ochrany osobních údajů",
                "aspnet-policy-updated-date",
                [
                    "Správcem osobních údajů je vydavatelství Valašský zpravodaj, s. r. o., se sídlem Smetanova 1144, Vsetín.",
                    "## Jaké údaje zpracováváme",
                    "Při registraci do diskusí zpracováváme přezdívku a e-mailovou adresu. Při návštěvě webu ukládáme soubory cookie nutné pro fungování stránek (ASP.NET_SessionId) a se souhlasem i analytické cookies.",
                    "## Vaše práva",
                    "Máte právo na přístup k údajům, jejich opravu a výmaz. Žádosti posílejte na adresu gdpr@valasskyzpravodaj.test. Účinné od 1. 6. 2024, aktualizováno 15. 10. 2026.",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/Article.aspx?ID=5099",
                "soft404",
                "Článek nebyl nalezen",
                "aspnet-soft404-article-url-200",
                [
                    "Požadovaný článek neexistuje nebo byl odstraněn. Je možné, že jste použili starý odkaz.",
                    "Zkuste vyhledávání nebo se vraťte na úvodní stranu. Níže najdete nejnovější články.",
                ],
                story_template=True,
            )
        )

        add(
            story(
                "most",
                "/Article.aspx?ID=5521",
                "Most přes Bečvu ve Vsetíně se zavře na půl roku",
                "2026-12-02",
                None,
                "2. 12. 2026 10:35",
                ["Petr Dvořák", "Jana Šimková"],
                [
                    "Hlavní silniční most přes Bečvu v centru Vsetína se od 4. ledna zavře pro veškerou dopravu. Oprava potrvá nejméně šest měsíců a řidiči budou muset jezdit přes Jablůnku.",
                    "Ředitelství silnic a dálnic oznámilo výsledek tendru v úterý. Opravu za 86 milionů korun provede firma Stavby Beskydy, která nabídla nejnižší cenu i nejkratší termín.",
                    "## Objížďka přes Jablůnku",
                    "Objízdná trasa povede po silnici 57 přes Jablůnku a po mostě u Ratiboře, což je zhruba o sedm kilometrů více. „Víme, že to bude pro lidi náročné, ale most je ve špatném stavu a déle čekat nejde,“ řekl mluvčí ŘSD Aleš Šťastný.",
                    "Pěší a cyklisté budou moci přecházet po provizorní lávce, kterou stavbaři postaví vedle mostu do konce února.",
                    "Město Vsetín chce s dopravci jednat o změnách v jízdních řádech autobusů. Starostka Ivana Žáčková uvedla, že radnice požádá o posílení spojů ráno mezi sedmou a osmou hodinou.",
                ],
                "aspnet-two-authors-a-perex-first-paragraph",
                section="Zpravodajství",
                reads=1204,
                forum=14,
                print_key="tisk",
                author_link="autor",
            )
        )
        add(
            story(
                "tisk",
                "/Tisk.aspx?ID=5521",
                "Most přes Bečvu ve Vsetíně se zavře na půl roku",
                "2026-12-02",
                None,
                "2. 12. 2026 10:35",
                ["Petr Dvořák", "Jana Šimková"],
                [],
                "aspnet-print-version-of-5521",
                section="Zpravodajství",
                story_template=True,
                print_of="most",
            )
        )
        add(
            story(
                "mta",
                "/Article.aspx?ID=5524",
                "Na D1 u Holešova havaroval kamion s jablky",
                "2026-12-02",
                None,
                "2. 12. 2026 07:12",
                [],
                [
                    "Nehoda kamionu uzavřela v úterý večer na tři hodiny dálnici D1 u Holešova ve směru na Ostravu. Řidič nebyl zraněn, náklad jablek skončil v příkopu.",
                    "NOTE: (mta)",
                ],
                "aspnet-brief-agency-initials-no-author",
                section="Zpravodajství",
                reads=388,
                forum=2,
                byline_text="Moravská tisková agentura",
            )
        )
        add(
            story(
                "komentar",
                "/Article.aspx?ID=5520",
                "Komentář: Valašsko potřebuje vlak, ne další sliby",
                "2026-12-01",
                None,
                "1. 12. 2026 16:20",
                ["Radim Machala"],
                [
                    "Už patnáct let slyšíme, že trať z Vsetína do Valašského Meziříčí bude zdvoukolejněna a elektrifikována. Každý ministr dopravy to zopakuje při návštěvě regionu a pak se nic nestane.",
                    "Mezitím lidé jezdí do práce do Zlína a Ostravy autem, protože vlak je pomalý a často nejede. Silnice jsou ucpané a mladí se stěhují pryč.",
                    "Kraj by měl přestat čekat na Prahu a přijít s vlastním plánem. Jinak za dalších patnáct let budeme psát stejný komentář.",
                    "SIGN: Radim Machala, zástupce šéfredaktora",
                ],
                "aspnet-opinion-br-br-signed-at-end",
                section="Zpravodajství",
                reads=760,
                forum=31,
                brbr=True,
                byline_text="",
            )
        )
        add(
            story(
                "foto",
                "/Article.aspx?ID=5523",
                "Fotogalerie: Rožnov rozsvítil vánoční strom",
                "2026-12-02",
                None,
                "2. 12. 2026 08:40",
                ["Radek Kužel"],
                [
                    "FIG: Vánoční strom na Masarykově náměstí v Rožnově | Strom na Masarykově náměstí měří 14 metrů.",
                    "FIG: Děti zpívají koledy u stromu | Koledy zazpívaly děti ze ZUŠ Rožnov.",
                    "Tisíce lidí přišly v neděli večer na Masarykovo náměstí v Rožnově pod Radhoštěm na rozsvícení vánočního stromu.",
                ],
                "aspnet-photo-gallery-photographer-author",
                section="Zpravodajství",
                reads=2050,
                forum=0,
                byline_text="Foto: Radek Kužel",
            )
        )
        add(
            story(
                "hokej",
                "/Article.aspx?ID=5519",
                "Hokejisté Vsetína otočili zápas v Přerově",
                "2026-11-30",
                None,
                "30. 11. 2026 22:10",
                ["Tomáš Vaculík"],
                [
                    "Hokejisté VHK Vsetín vyhráli v Přerově 4:2, přestože po první třetině prohrávali o dva góly. Rozhodla přesilovka v 52. minutě.",
                    "Domácí Zubři byli v úvodu lepší a dvakrát skórovali. Ve druhé třetině snížil Roman Kovář a na začátku třetí vyrovnal Jakub Šuranský. Vítěznou branku dal Ondřej Mikeska, poslední gól padl do prázdné branky.",
                    "Vsetín je po 24 kolech na čtvrtém místě tabulky. V sobotu hraje doma s Porubou.",
                ],
                "aspnet-sport-author-link",
                section="Sport",
                reads=1650,
                forum=9,
            )
        )
        add(
            story(
                "rozhovor",
                "/Article.aspx?ID=5518",
                "Ředitelka nemocnice: Sestry nám chybí víc než lékaři",
                "2026-11-30",
                None,
                "30. 11. 2026 06:00",
                ["Lenka Horáková"],
                [
                    "Vsetínská nemocnice má od září novou ředitelku. Helena Kratochvílová mluví o personálu, čekacích dobách a nové porodnici.",
                    "Q: Co je dnes pro nemocnici největší problém? || Sestry. Lékaře jsme letos sehnali, ale sester chybí přes čtyřicet. Mladé odcházejí do Zlína nebo do Rakouska.",
                    "Q: Co s tím chcete dělat? || Nabízíme náborový příspěvek a byty. Hlavně ale chceme změnit směny, aby se práce dala skloubit s rodinou.",
                    "Q: Kdy bude hotová nová porodnice? || Stavba začne na jaře a otevřít bychom ji chtěli v roce 2028.",
                    "SIGN: Ptala se: Lenka Horáková",
                ],
                "aspnet-qa-interviewer-in-closing-line",
                section="Zpravodajství",
                reads=990,
                forum=5,
                byline_text="",
            )
        )
        add(
            story(
                "valmez",
                "/Article.aspx?ID=5516",
                "Ve Valašském Meziříčí otevřeli novou knihovnu",
                "2026-11-29",
                None,
                "",
                ["Petr Dvořák"],
                [
                    "Městská knihovna ve Valašském Meziříčí se po dvou letech přestěhovala do zrekonstruované budovy bývalé spořitelny na náměstí. Místo 400 metrů čtverečních má nyní téměř tisíc.",
                    "V přízemí je dětské oddělení s herním koutem, v patře studovna s dvaceti místy a počítači. Knihovna bude nově otevřená i v sobotu dopoledne.",
                    "Rekonstrukce stála 54 milionů korun, z toho 30 milionů pokryla dotace z evropských fondů.",
                ],
                "aspnet-date-only-in-print-edition-note",
                section="Zpravodajství",
                reads=412,
                forum=1,
                author_link="autor",
                tail="Článek vyšel v tištěném vydání Valašského zpravodaje 29. 11. 2026.",
            )
        )

        self.docs["tisk"].blocks = self.docs["most"].blocks  # the print version prints the same story

    # ---- templates ----
    def viewstate(self, doc: Doc, n: int) -> str:
        r = rng("vs" + doc.key)
        return "/wEPDwUK" + base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()

    def people(self, d: Doc) -> str:
        if d.extra.get("byline_text") is not None:
            return esc(d.extra["byline_text"])
        names = [
            self.a(d.extra["author_link"], n, "byline", attrs=f'id="ctl00_cphObsah_hlAutor{i}"')
            if i == 0 and d.extra.get("author_link")
            else esc(n)
            for i, n in enumerate(d.authors)
        ]
        return "Autor: " + " a ".join(names)

    def story_main(self, doc: Doc) -> str:
        if doc.kind == "soft404":
            rows = "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["most", "foto", "mta"])
            return f'<div id="ctl00_cphObsah_pnlChyba" class="clanek"><h1><span id="ctl00_cphObsah_lblTitulek">{esc(doc.title)}</span></h1>\n<div class="text">{self.blocks(doc)}</div>\n<h3>Nejnovější články</h3><ul>{rows}</ul><p>{self.a("hledat", "Vyhledávání", "content")} | {self.a("home", "Úvodní strana", "content")}</p></div>'
        src = self.docs[doc.extra.get("print_of", doc.key)]
        paras = [b for b in src.blocks]
        first = next(i for i, b in enumerate(paras) if b[0] in ("p", "fig"))
        perex = ""
        if paras[first][0] == "p" and not src.extra.get("brbr"):
            perex = f'<div class="perex"><span id="ctl00_cphObsah_lblPerex"><strong>{self.inline(paras[first][1])}</strong></span></div>'
            paras = paras[first + 1 :]
        if src.extra.get("brbr"):
            text = "".join(f"{self.inline(b[1])}<br /><br />\n" for b in paras if b[0] == "p")
            text += "".join(
                f'<br /><div style="text-align:right"><em>{esc(b[1])}</em></div>' for b in paras if b[0] == "sign"
            )
        else:

            def fig(alt: str, cap: str) -> str:
                n = rng(alt).randrange(10000, 99999)
                return f'<div class="foto"><a href="Galerie.aspx?ID=88&amp;Foto={n}"><img src="Obrazky/Clanky/{n}_m.jpg" alt="{esc(alt)}" style="width:560px;border-width:0px;" /></a><div class="popisek">{esc(cap)}</div></div>'

            text = self.blocks_of(paras, fig)
        if doc.extra.get("print_of"):
            return self.print_body(doc, src, perex, text)
        datum = f'<span id="ctl00_cphObsah_lblDatum">{doc.stamp}</span> | ' if doc.stamp else ""
        reads = f"{doc.extra['reads']:,}".replace(",", " ")
        info = f'<div class="info">{datum}<span id="ctl00_cphObsah_lblAutor">{self.people(doc)}</span> | Přečteno: {reads}x</div>'
        tools = []
        if doc.extra.get("print_key"):
            tools.append(
                self.a("tisk", "Verze pro tisk", "chrome:related", attrs='id="ctl00_cphObsah_hlTisk" target="_blank"')
            )
        else:
            tools.append(
                f'<a id="ctl00_cphObsah_hlTisk" href="Tisk.aspx?ID={doc.path.split("=")[1]}" target="_blank">Verze pro tisk</a>'
            )
        if doc.key == "most":
            tools.append(
                self.a(
                    "diskuse",
                    f"Diskuse ({doc.extra['forum']})",
                    "chrome:related",
                    attrs='id="ctl00_cphObsah_hlDiskuse"',
                )
            )
        else:
            tools.append(
                f'<a id="ctl00_cphObsah_hlDiskuse" href="Diskuse.aspx?ID={doc.path.split("=")[1]}">Diskuse ({doc.extra["forum"]})</a>'
            )
        tools.append(
            "<a id=\"ctl00_cphObsah_lbPoslat\" href=\"javascript:__doPostBack('ctl00$cphObsah$lbPoslat','')\">Poslat e-mailem</a>"
        )
        tail = f'<p class="vydani"><em>{esc(doc.extra["tail"])}</em></p>' if doc.extra.get("tail") else ""
        rel = [k for k in ["most", "komentar", "rozhovor", "valmez", "hokej"] if k != doc.key][:3]
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in rel)
        sec = "sport" if doc.section == "Sport" else "zpravy"
        return (
            f'<div id="ctl00_cphObsah_pnlClanek" class="clanek">\n<span id="ctl00_cphObsah_lblRubrika" class="rubrika">{self.a(sec, doc.section, "chrome:breadcrumb")}</span>\n'
            f'<h1><span id="ctl00_cphObsah_lblTitulek">{esc(doc.title)}</span></h1>\n{info}\n{perex}\n<div id="ctl00_cphObsah_divText" class="text">\n{text}\n</div>\n{tail}\n'
            f'<div class="nastroje">{" | ".join(tools)}</div>\n<div class="souvisejici"><h3>Související články</h3><ul>{related}</ul></div>\n</div>'
        )

    def blocks_of(self, blocks: list[tuple[Any, ...]], fig: Any) -> str:
        html = blocks_html(self, blocks, fig=fig)
        html = re.sub(r'<div class="note">(.*?)</div>', r'<p class="zdroj">\1</p>', html)
        return re.sub(
            r'<p class="signoff">(.*?)</p>', r'<p class="podpis" style="text-align:right"><em>\1</em></p>', html
        )

    def print_body(self, doc: Doc, src: Doc, perex: str, text: str) -> str:
        return (
            f'<div id="tisk"><div class="tisk-hlavicka"><strong>Valašský zpravodaj</strong> – tisková verze článku</div>\n<h1>{esc(doc.title)}</h1>\n'
            f'<p class="info">{doc.stamp} | {self.people(src)} | rubrika: {esc(doc.section)}</p>\n{perex}\n<div class="text">\n{text}\n</div>\n'
            f'<hr /><p class="url">Adresa článku: {self.a(src.key, self.url(src.key), "content")}</p>\n<p>© 2026 Valašský zpravodaj, s. r. o. Všechna práva vyhrazena.</p>\n'
            '<p class="noprint"><a href="javascript:window.print()">Vytisknout</a> | <a href="javascript:window.close()">Zavřít okno</a></p></div>'
        )

    def grid(self, ents: list[Any]) -> str:
        rows = []
        for i, e in enumerate(ents):
            if isinstance(e, Doc):
                when = e.stamp.split(" ")[0:3] if e.stamp else ["", "", ""]
                link = self.a(e.key, e.title, "content", attrs=f'id="ctl00_cphObsah_gvClanky_ctl{i + 2:02d}_hlTitulek"')
                rows.append(
                    f'<tr class="{"radek" if i % 2 == 0 else "radek-alt"}"><td class="datum">{" ".join(when)}</td><td>{link}<br /><span class="perex-kratky">{esc(self.lede(e))}</span></td></tr>'
                )
            else:
                rows.append(
                    f'<tr class="{"radek" if i % 2 == 0 else "radek-alt"}"><td class="datum">{e[2]}</td><td><a href="{e[1]}">{esc(e[0])}</a></td></tr>'
                )
        return (
            '<table class="gvClanky" cellspacing="0" rules="all" border="1" id="ctl00_cphObsah_gvClanky" style="border-collapse:collapse;">\n<tr><th scope="col">Datum</th><th scope="col">Článek</th></tr>\n'
            + "\n".join(rows)
        )

    def listing_main(self, doc: Doc) -> str:
        ents = [self.docs[k] for k in doc.extra["list"]] + list(doc.extra.get("old", []))
        if doc.kind == "author":
            return (
                f'<div class="autor"><h1><span id="ctl00_cphObsah_lblJmeno">{esc(doc.title)}</span></h1><img id="ctl00_cphObsah_imgFoto" src="Obrazky/Autori/14.jpg" alt="{esc(doc.title)}" style="float:right" />'
                f'<div class="bio">{self.blocks(doc)}</div><p>E-mail: <a href="mailto:dvorak@valasskyzpravodaj.test">dvorak@valasskyzpravodaj.test</a></p><h2>Články autora</h2>\n{self.grid(ents)}\n</table></div>'
            )
        if doc.kind == "search":
            rows = "".join(
                f'<div class="vysledek"><h3>{self.a(e.key, e.title, "content")}</h3><p>{esc(self.lede(e)) if e.is_article else "…Most přes Bečvu u Jablůnky…"}</p><span class="url">{esc(self.url(e.key))}</span></div>'
                for e in ents
            )
            return (
                f'<h1>{esc(doc.title)}</h1><div id="ctl00_cphObsah_pnlHledat"><input name="ctl00$cphObsah$txtDotaz" type="text" value="{doc.extra["q"]}" id="ctl00_cphObsah_txtDotaz" /> <input type="submit" name="ctl00$cphObsah$btnHledat" value="Hledat" id="ctl00_cphObsah_btnHledat" /></div>'
                f'<p><span id="ctl00_cphObsah_lblPocet">Nalezeno výsledků: {len(ents)}</span></p>{rows}'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = (
                f"<tr class=\"pager\"><td colspan=\"2\"><table><tr><td><span>1</span></td><td><a href=\"javascript:__doPostBack('ctl00$cphObsah$gvClanky','Page$2')\">2</a></td><td><a href=\"javascript:__doPostBack('ctl00$cphObsah$gvClanky','Page$3')\">3</a></td></tr></table></td></tr>"
                f'</table>\n<p class="starsi">{self.a(doc.extra["more"], "Starší články »", "chrome:pager", attrs="id=" + Q + "ctl00_cphObsah_hlStarsi" + Q)}</p>'
            )
        elif doc.extra.get("prev"):
            pager = f'</table>\n<p class="starsi">{self.a(doc.extra["prev"], "« Novější články", "chrome:pager", attrs="id=" + Q + "ctl00_cphObsah_hlNovejsi" + Q)} | Strana 2</p>'
        else:
            pager = "</table>"
        head = "" if doc.key == "home" else f'<h1><span id="ctl00_cphObsah_lblRubrika">{esc(doc.title)}</span></h1>'
        if doc.key == "home":
            lead = self.docs["most"]
            head = f'<div class="hlavni"><img src="Obrazky/Clanky/most_velky.jpg" alt="" /><h2>{self.a("most", lead.title, "content")}</h2><p>{esc(self.lede(lead))}</p></div><h2 class="nadpis">Nejnovější zprávy</h2>'
        return f"{head}\n<div>\n{self.grid(ents)}\n{pager}\n</div>"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "forum":
            s = self.docs[doc.extra["story_key"]]
            posts = "\n".join(
                f'<div class="prispevek" style="margin-left:{lvl * 30}px"><div class="hlavicka-prispevku"><strong>{esc(nick)}</strong> <span class="cas">{t}</span></div><div class="text-prispevku">{esc(txt)}</div>'
                f"<div class=\"akce\"><a href=\"javascript:__doPostBack('ctl00$cphObsah$rptPrispevky$ctl{i:02d}$lbOdpovedet','')\">Odpovědět</a> | <a href=\"javascript:__doPostBack('ctl00$cphObsah$rptPrispevky$ctl{i:02d}$lbNahlasit','')\">Nahlásit</a></div></div>"
                for i, (lvl, nick, t, txt) in enumerate(doc.extra["posts"])
            )
            return (
                f'<h1>{esc(doc.title)}</h1><p>Zpět na článek: {self.a(s.key, s.title, "content")}</p><p class="pravidla">Příspěvky mohou psát jen registrovaní čtenáři. Redakce si vyhrazuje právo mazat příspěvky v rozporu s pravidly diskuse.</p>'
                f'<div class="novy"><textarea name="ctl00$cphObsah$txtPrispevek" rows="4" cols="60" id="ctl00_cphObsah_txtPrispevek"></textarea><br /><input type="submit" name="ctl00$cphObsah$btnOdeslat" value="Odeslat příspěvek" id="ctl00_cphObsah_btnOdeslat" /></div>\n{posts}\n<p>Zobrazeno 7 z 14 příspěvků. <a href="javascript:__doPostBack(\'ctl00$cphObsah$lbDalsi\',\'\')">Další příspěvky</a></p>'
            )
        if doc.kind == "sitemap":
            tree = [
                ("home", "Úvodní strana", []),
                ("zpravy", "Zpravodajství", ["zpravy2"]),
                ("sport", "Sport", []),
                ("hledat", "Vyhledávání", []),
                ("autor", "Autoři: Petr Dvořák", []),
                ("gdpr", "Ochrana osobních údajů", []),
            ]
            items = "".join(
                f"<li>{self.a(k, t, 'content')}"
                + ("<ul>" + "".join(f"<li>{self.a(c, 'Strana 2', 'content')}</li>" for c in ch) + "</ul>" if ch else "")
                + "</li>"
                for k, t, ch in tree
            )
            return f'<h1>{esc(doc.title)}</h1><div id="ctl00_cphObsah_tvMapa"><ul class="mapa">{items}<li><a href="Kontakt.aspx">Kontakt</a></li><li><a href="Inzerce.aspx">Inzerce</a></li><li><a href="Predplatne.aspx">Předplatné</a></li><li><a href="Rss.aspx">RSS kanály</a></li></ul></div>'
        return f'<h1>{esc(doc.title)}</h1><div class="text">{self.blocks(doc)}</div>'

    def frame(self, doc: Doc, main: str) -> str:
        action = "./" + doc.path.lstrip("/").replace("&", "&amp;")
        if doc.extra.get("print_of"):
            return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2" /><title>
\t{esc(doc.title)} - tisk | Valašský zpravodaj
</title><link href="App_Themes/Zpravodaj/tisk.css" type="text/css" rel="stylesheet" media="all" /><style type="text/css">
/*PAD*/
</style></head>
<body onload="window.print();">
<form method="post" action="{action}" id="form1">
<div class="aspNetHidden"><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="{self.viewstate(doc, 180)}" /></div>
{main}
</form>
</body>
</html>
"""
        menu = "".join(
            "<li>" + self.a(k, t, "chrome:nav", attrs=f'id="ctl00_rptMenu_ctl{i:02d}_hlRubrika"') + "</li>"
            for i, (k, t) in enumerate([("home", "Úvod"), ("zpravy", "Zpravodajství"), ("sport", "Sport")])
        )
        menu += '<li><a id="ctl00_rptMenu_ctl03_hlRubrika" href="Rubrika.aspx?ID=3">Kultura</a></li><li><a id="ctl00_rptMenu_ctl04_hlRubrika" href="Rubrika.aspx?ID=4">Inzerce</a></li>'
        nej = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ["foto", "most", "hokej"])
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head id="Head1"><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2" /><title>
\t{esc(doc.title)} | Valašský zpravodaj
</title><link href="App_Themes/Zpravodaj/styl.css" type="text/css" rel="stylesheet" /><style type="text/css">
/*PAD*/
</style><meta name="keywords" content="Vsetín, Valašsko, zprávy, Rožnov, Valašské Meziříčí" /><meta name="description" content="Zprávy z Valašska – Vsetín, Rožnov pod Radhoštěm, Valašské Meziříčí" /></head>
<body>
<form method="post" action="{action}" id="form1">
<div class="aspNetHidden">
<input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="" />
<input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value="" />
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="{self.viewstate(doc, 1400)}" />
</div>

<script type="text/javascript">
//<![CDATA[
var theForm = document.forms['form1'];
if (!theForm) {{
    theForm = document.form1;
}}
function __doPostBack(eventTarget, eventArgument) {{
    if (!theForm.onsubmit || (theForm.onsubmit() != false)) {{
        theForm.__EVENTTARGET.value = eventTarget;
        theForm.__EVENTARGUMENT.value = eventArgument;
        theForm.submit();
    }}
}}
//]]>
</script>

<script src="/WebResource.axd?d=pynGkmcFUV13He1Qd6_TZGf2wZ0sIkTzGh5b9bU5Bs01&amp;t=638459022860000000" type="text/javascript"></script>
<div class="aspNetHidden">
\t<input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="2173C2F0" />
\t<input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="{self.viewstate(doc, 120).replace("/wEPDwUK", "/wEdAAY")}" />
</div>
<div id="wrapper">
<div id="hlavicka">
{self.a("home", "Valašský zpravodaj", "chrome:header", attrs='id="ctl00_hlLogo"', inner='<img src="Obrazky/logo.gif" alt="Valašský zpravodaj" style="border-width:0px;" />')}
<span id="ctl00_lblDnes" class="dnes">středa 2. prosince 2026, svátek má Blanka</span>
<div id="ctl00_pnlHledat" class="hledat" onkeypress="javascript:return WebForm_FireDefaultButton(event, 'ctl00_btnHledat')"><input name="ctl00$txtHledat" type="text" id="ctl00_txtHledat" /> <input type="submit" name="ctl00$btnHledat" value="Hledat" id="ctl00_btnHledat" /></div>
</div>
<div id="menu"><ul>{menu}</ul></div>
<div id="obsah">
{main}
</div>
<div id="pravy">
<div class="box"><h3>Nejčtenější</h3><ul>{nej}</ul></div>
<div class="box"><h3>Anketa</h3><span id="ctl00_ucAnketa_lblOtazka">Využijete objížďku přes Jablůnku?</span><br /><input id="ctl00_ucAnketa_rbl_0" type="radio" name="ctl00$ucAnketa$rbl" value="1" /><label for="ctl00_ucAnketa_rbl_0">Ano</label><br /><input id="ctl00_ucAnketa_rbl_1" type="radio" name="ctl00$ucAnketa$rbl" value="2" /><label for="ctl00_ucAnketa_rbl_1">Ne, pojedu vlakem</label><br /><input type="submit" name="ctl00$ucAnketa$btnHlasovat" value="Hlasovat" id="ctl00_ucAnketa_btnHlasovat" /></div>
<div class="box"><a href="Predplatne.aspx"><img src="Obrazky/predplatne.jpg" alt="Předplatné tištěného vydání" /></a></div>
</div>
<div id="paticka">© 2004–2026 Valašský zpravodaj, s. r. o. | {self.a("mapa", "Mapa stránek", "chrome:footer")} | {self.a("gdpr", "Ochrana osobních údajů", "chrome:footer")} | {self.a("hledat", "Hledat", "chrome:footer")} | <a href="Kontakt.aspx">Kontakt</a> | <a href="mailto:redakce@valasskyzpravodaj.test">redakce@valasskyzpravodaj.test</a></div>
</div>
</form>
</body>
</html>
"""
