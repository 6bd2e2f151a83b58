# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines in their own scripts)
"""Охридски весник: a Macedonian local news blog on Blogger (blogspot-style markup: date-header groups,
post-outer/hentry, post-footer "Објавено од <account> во <time>", /YYYY/MM/slug.html posts, /search/label/X,
/search?updated-max=… older posts, /p/ static pages in the post template). The poster is a blog account, often the
newsroom's; the writer is named in the post text when at all. No og:type, no JSON-LD; the day is in the
date-header and abbr title."""

from __future__ import annotations

import zlib
from datetime import date

from common import Base, page, story
from sitekit import Doc, css_rules, esc

MONTHS = [
    "јануари",
    "февруари",
    "март",
    "април",
    "мај",
    "јуни",
    "јули",
    "август",
    "септември",
    "октомври",
    "ноември",
    "декември",
]
DAYS = ["понеделник", "вторник", "среда", "четврток", "петок", "сабота", "недела"]
A_STAMP = 'class="timestamp-link" rel="bookmark" title="permanent link"'
A_NEWER = 'class="blog-pager-newer-link"'
A_OLDER = 'class="blog-pager-older-link"'
A_HOME = 'class="home-link"'
NEWSROOM = "Охридски весник"


def mk_day(day: str) -> str:
    d = date.fromisoformat(day)
    return f"{DAYS[d.weekday()]}, {d.day} {MONTHS[d.month - 1]} {d.year}"


def bpost(
    key: str,
    slug: str,
    day: str,
    hhmm: str,
    title: str,
    account: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: object,
) -> Doc:
    y, m, _ = day.split("-")
    return story(
        key,
        f"/{y}/{m}/{slug}.html",
        title,
        day,
        f"{day}T{hhmm}:00+01:00",
        hhmm,
        authors,
        lines,
        shape,
        account=account,
        **extra,
    )


class Ohrid(Base):
    origin = "https://ohridski-vesnik.blogspot.test"
    name = "Охридски весник"
    prefix = "ov"
    language = "mk"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ov",
            [
                ".post-outer",
                ".date-header",
                ".post-body",
                ".sidebar .widget",
                ".blog-pager",
                ".header-outer",
                ".footer-outer",
                ".PopularPosts",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        older = "/search?updated-max=2026-11-27T08:00:00%2B01:00&max-results=6"
        add(
            page(
                "home",
                "/",
                "home",
                "Охридски весник",
                "blogger-home",
                list=["ezero", "ina", "pazar", "foto", "kolumna", "sobranie"],
                more="older",
            )
        )
        add(page("older", older, "section", "Охридски весник", "blogger-older-posts", list=["crkva"], prev="home"))
        add(
            page(
                "lbl_opstina",
                "/search/label/%D0%9E%D0%BF%D1%88%D1%82%D0%B8%D0%BD%D0%B0",
                "tag",
                "Општина",
                "blogger-label",
                list=["ezero", "sobranie", "pazar"],
                label="Општина",
            )
        )
        add(
            page(
                "lbl_kultura",
                "/search/label/%D0%9A%D1%83%D0%BB%D1%82%D1%83%D1%80%D0%B0",
                "tag",
                "Култура",
                "blogger-label",
                list=["foto", "crkva"],
                label="Култура",
            )
        )
        add(
            page(
                "search",
                "/search?q=%D0%B5%D0%B7%D0%B5%D1%80%D0%BE",
                "search",
                "Охридски весник",
                "blogger-search",
                list=["ezero", "kolumna"],
                query="езеро",
            )
        )
        add(
            page(
                "kontakt",
                "/p/kontakt.html",
                "contact",
                "Контакт",
                "blogger-static-page",
                lines=[
                    "Вести, фотографии и соопштенија испраќајте на vesti@ohridski-vesnik.test.",
                    "Телефон на редакцијата: 046 555 210, секој работен ден од 9 до 15 часот.",
                    "Адреса: ул. Македонски просветители 14, Охрид.",
                ],
            )
        )
        add(
            page(
                "zanas",
                "/p/za-nas.html",
                "about",
                "За нас",
                "blogger-static-page",
                lines=[
                    "Охридски весник е независен локален портал основан во 2011 година. Пишуваме за Охрид, Струга и Дебрца.",
                    "## Редакција",
                    "Уредник: Марија Ристовска. Новинари: Горан Талевски, Елена Наумоска. Фотографија: Бојан Стојаноски.",
                    "Порталот не е поврзан со ниту една политичка партија.",
                ],
            )
        )
        add(
            page(
                "marketing",
                "/p/marketing.html",
                "advertise",
                "Маркетинг",
                "blogger-static-page",
                lines=[
                    "Банер на почетната страница: 6.000 денари месечно.",
                    "Платена објава: 3.000 денари. Платените објави се означени како такви.",
                    "За понуда пишете на marketing@ohridski-vesnik.test.",
                ],
            )
        )
        add(page("tazni", "/p/tazni-vesti.html", "obituaries", "Тажни вести", "obituary-list-static"))
        add(page("oglasi", "/p/mali-oglasi.html", "classifieds", "Мали огласи", "classifieds-static"))
        add(page("kurs", "/p/kursna-lista.html", "markets", "Курсна листа", "exchange-rates-static"))
        add(
            bpost(
                "ezero",
                "nivoto-na-ezeroto-padna",
                "2026-12-02",
                "09:15",
                "Нивото на Охридското Езеро падна за 40 сантиметри",
                "Марија Ристовска",
                ["Марија Ристовска"],
                [
                    "Нивото на Охридското Езеро е 40 сантиметри пониско отколку пред една година, покажуваат мерењата на хидрометеоролошката станица во Охрид.",
                    'Рибарите велат дека кејот кај пристаништето веќе е неупотреблив за поголеми чамци. "Ова не сме го виделе триесет години", вели рибарот Стево Поповски.',
                    "Стручњаците ја објаснуваат состојбата со сувата есен и со црпењето вода за наводнување. Општина Охрид најави средба со надлежните институции следната недела.",
                ],
                "news-blogger-person-account",
                labels=["Општина"],
            )
        )
        add(
            bpost(
                "ina",
                "soobrakajna-nesreka-kaj-kosel",
                "2026-12-02",
                "07:40",
                "Сообраќајна несреќа кај Косел",
                NEWSROOM,
                [],
                [
                    "Две лица се повредени во сообраќајна несреќа на патот Охрид-Ресен кај селото Косел вчера попладне, соопшти полицијата.",
                    "Повредените се пренесени во Општата болница во Охрид.",
                ],
                "brief-agency-newsroom-account",
                labels=["Хроника"],
                credit="Извор: ИНА",
            )
        )
        add(
            bpost(
                "pazar",
                "noviot-pazar-se-otvora",
                "2026-12-01",
                "12:30",
                "Новиот зелен пазар се отвора по Нова година",
                NEWSROOM,
                ["Горан Талевски", "Елена Наумоска"],
                [
                    "Реконструкцијата на зелениот пазар во Охрид ќе заврши до крајот на декември, а продавачите ќе се вратат на тезгите во првата недела од јануари.",
                    "Пазарот добива нов покрив, 120 тезги и јавен тоалет. Вредноста на проектот е 38 милиони денари.",
                    "Продавачите, кои веќе една година продаваат на паркингот кај автобуската станица, велат дека закупнината не смее да се зголеми.",
                ],
                "two-authors-at-end-newsroom-account",
                labels=["Општина"],
                endcredit="Текст: Горан Талевски и Елена Наумоска",
            )
        )
        add(
            bpost(
                "foto",
                "foto-prvi-sneg-galicica",
                "2026-11-30",
                "16:05",
                "ФОТО: Првиот снег на Галичица",
                NEWSROOM,
                ["Бојан Стојаноски"],
                [
                    "FIG: Снег на врвот Магаро | Врвот Магаро утрово.",
                    "FIG: Патот кон Галичица | Патот е проодан само со синџири.",
                    "Првиот снег падна ноќеска на Галичица.",
                ],
                "photo-story-credit-newsroom-account",
                labels=["Култура"],
                endcredit="Фото: Бојан Стојаноски",
            )
        )
        add(
            bpost(
                "kolumna",
                "kolumna-ezeroto-ne-e-beskonechno",
                "2026-11-29",
                "10:00",
                "Колумна: Езерото не е бесконечно",
                NEWSROOM,
                ["Ванчо Дамјаноски"],
                [
                    "Секоја генерација во Охрид мисли дека езерото е вечно. Но езерото е старо, а не бесмртно.",
                    "Ги гледаме падот на нивото, мртвите трски и кејот без вода, и чекаме некој друг да направи нешто.",
                    "Првиот чекор е едноставен: да престанеме да градиме на самиот брег. Сè друго доаѓа потоа.",
                ],
                "opinion-author-at-start-bio",
                labels=["Колумни"],
                startcredit="Пишува: Ванчо Дамјаноски",
                bio="Ванчо Дамјаноски е биолог и член на здружението за заштита на езерото. Ставовите во колумните не се ставови на редакцијата.",
            )
        )
        add(
            bpost(
                "sobranie",
                "sovet-budzet-2027",
                "2026-11-28",
                "19:50",
                "Советот го усвои буџетот за 2027 година",
                "Марија Ристовска",
                ["Марија Ристовска"],
                [
                    "Советот на Општина Охрид синоќа го усвои буџетот за 2027 година, тежок 1,9 милијарди денари.",
                    "За буџетот гласаа 14 советници, а против беа 9. Најголемите ставки се за улици и за новата градинка во Билјанини Извори.",
                    "Опозицијата бараше повеќе пари за канализација во крајбрежните населби.",
                ],
                "news-updated-note",
                labels=["Општина"],
                updated="АЖУРИРАНО 29.11.2026 во 11:20: Додадени податоци за гласањето.",
            )
        )
        add(
            bpost(
                "crkva",
                "freski-sv-nikola-restavracija",
                "2026-11-24",
                "11:10",
                "Фреските во Св. Никола повторно видливи по реставрацијата",
                "Марија Ристовска",
                ["Марија Ристовска"],
                [
                    "По две години работа, реставраторите ги завршија фреските во црквата Св. Никола во Старата чаршија.",
                    "Под слоевите саѓи се појавија ликови на светци за кои не се знаеше дека постојат. Реставраторката Ана Трајковска вели дека фреските се од 14 век.",
                    "Црквата ќе биде отворена за посетители од 6 декември, на денот на светецот.",
                ],
                "only-on-older-page-and-label",
                labels=["Култура"],
            )
        )

    def post_html(self, d: Doc, full: bool) -> str:
        title = f"<h3 class='post-title entry-title' itemprop='name'>{esc(d.title) if full else self.a(d.key, d.title, 'content')}</h3>"
        body_parts = []
        if d.extra.get("updated") and full:
            body_parts.append(f"<p><b>{esc(d.extra['updated'])}</b></p>")
        if d.extra.get("startcredit"):
            body_parts.append(f"<p><i>{esc(d.extra['startcredit'])}</i></p>")
        body_parts.append(
            self.blocks(
                d,
                fig=lambda alt, cap: (
                    f'<div class="separator" style="clear: both; text-align: center;"><a href="https://blogger.googleusercontent.test/img/b/R29vZ2xl/{zlib.crc32(alt.encode()) % 9973}/s1600/{d.key}.jpg" style="margin-left: 1em; margin-right: 1em;"><img border="0" data-original-height="1200" data-original-width="1600" height="300" src="https://blogger.googleusercontent.test/img/b/R29vZ2xl/{zlib.crc32(alt.encode()) % 9973}/s400/{d.key}.jpg" width="400" alt="{esc(alt)}" /></a></div><div style="text-align: center;"><i>{esc(cap)}</i></div>'
                ),
            )
        )
        if d.extra.get("endcredit"):
            body_parts.append(f'<div style="text-align: right;"><b>{esc(d.extra["endcredit"])}</b></div>')
        if d.extra.get("credit"):
            body_parts.append(f'<p><span style="font-size: x-small;">{esc(d.extra["credit"])}</span></p>')
        if d.extra.get("bio"):
            body_parts.append(f'<p><span style="font-size: small;"><i>{esc(d.extra["bio"])}</i></span></p>')
        body = "\n".join(body_parts)
        if not full:
            lede = esc(self.lede(d))
            body = f"<p>{lede}</p>"
        acct = d.extra["account"]
        abbr = f'<abbr class="published" itemprop="datePublished" title="{d.iso}">{d.stamp}</abbr>'
        stamp_link = self.a(d.key, d.stamp, "content", attrs=A_STAMP, inner=abbr)
        labels = ", ".join(
            self.a(self.label_key(x), x, "tags")
            if self.label_key(x)
            else f"<a href='/search/label/{x}' rel='tag'>{esc(x)}</a>"
            for x in d.extra["labels"]
        )
        more = "" if full else f"<div class='jump-link'>{self.a(d.key, 'Прочитај повеќе »', 'content')}</div>"
        return (
            f"<div class='post-outer'><div class='post hentry uncustomized-post-template' itemprop='blogPost' itemscope='itemscope' itemtype='http://schema.org/BlogPosting'>"
            f"<meta content='https://blogger.googleusercontent.test/img/{d.key}.jpg' itemprop='image_url'/><a name='{zlib.crc32(d.key.encode())}'></a>{title}<div class='post-header'><div class='post-header-line-1'></div></div>"
            f"<div class='post-body entry-content' itemprop='description articleBody'>{body}<div style='clear: both;'></div></div>{more}"
            f"<div class='post-footer'><div class='post-footer-line post-footer-line-1'><span class='post-author vcard'>Објавено од <span class='fn' itemprop='author' itemscope='itemscope' itemtype='http://schema.org/Person'><a class='g-profile' href='https://www.blogger.test/profile/{len(acct) * 104729}' rel='author' title='author profile'><span itemprop='name'>{esc(acct)}</span></a></span></span> "
            f"<span class='post-timestamp'>во {stamp_link}</span> "
            f"<span class='post-comment-link'><a class='comment-link' href='{self.href(d.key)}#comment-form'>Нема коментари:</a></span></div>"
            f"<div class='post-footer-line post-footer-line-2'><span class='post-labels'>Ознаки: {labels}</span></div></div></div></div>"
        )

    def label_key(self, name: str) -> str:
        return {"Општина": "lbl_opstina", "Култура": "lbl_kultura"}.get(name, "")

    def grouped(self, keys: list[str]) -> str:
        out, last = [], None
        for k in keys:
            d = self.docs[k]
            if d.date != last:
                if last is not None:
                    out.append("</div></div>")
                out.append(
                    f"<div class='date-outer'><h2 class='date-header'><span>{mk_day(d.date)}</span></h2><div class='date-posts'>"
                )
                last = d.date
            out.append(self.post_html(d, False))
        out.append("</div></div>")
        return "\n".join(out)

    def listing_main(self, doc: Doc) -> str:
        out = []
        if doc.extra.get("label"):
            out.append(
                f"<div class='status-msg-wrap'><div class='status-msg-body'>Прикажани се објавите со етикета <b>{esc(doc.extra['label'])}</b>. {self.a('home', 'Прикажи ги сите објави', 'content')}</div></div>"
            )
        if doc.extra.get("query"):
            out.append(
                f"<div class='status-msg-wrap'><div class='status-msg-body'>Прикажани се објавите што се совпаѓаат со пребарувањето за <b>{esc(doc.extra['query'])}</b>. {self.a('home', 'Прикажи ги сите објави', 'content')}</div></div>"
            )
        out.append(f"<div class='blog-posts hfeed container'>{self.grouped(doc.extra['list'])}</div>")
        pager = []
        if doc.extra.get("prev"):
            pager.append(
                f"<span id='blog-pager-newer-link'>{self.a(doc.extra['prev'], 'Понови објави', 'content', attrs=A_NEWER)}</span>"
            )
        if doc.extra.get("more"):
            pager.append(
                f"<span id='blog-pager-older-link'>{self.a(doc.extra['more'], 'Постари објави', 'content', attrs=A_OLDER)}</span>"
            )
        pager.append(f"{self.a('home', 'Почетна страница', 'content', attrs=A_HOME)}")
        out.append(f"<div class='blog-pager' id='blog-pager'>{''.join(pager)}</div>")
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        return (
            f"<div class='blog-posts hfeed container'><div class='date-outer'><h2 class='date-header'><span>{mk_day(doc.date)}</span></h2><div class='date-posts'>"
            f"{self.post_html(doc, True)}</div></div></div>"
            f"<div class='comments' id='comments'><h4>Нема коментари:</h4><p class='comment-footer'><a href='https://www.blogger.test/comment/frame/1234?po={len(doc.key)}'>Објави коментар</a></p></div>"
            f"<div class='blog-pager' id='blog-pager'>{self.a('home', 'Почетна страница', 'content', attrs=A_HOME)}</div>"
        )

    def service_main(self, doc: Doc) -> str:
        k = doc.key
        if k == "tazni":
            ppl = [
                (
                    "Благоја Поповски",
                    "1941-2026",
                    "Последниот испраќај е на 3.12.2026 во 13 часот на гробиштата Св. Еразмо.",
                ),
                ("Вера Тодороска", "1948-2026", "Погребот се одржа на 1.12.2026."),
                ("Илија Стефаноски", "1936-2026", "Тажни сме. Сопругата Ленче и синовите."),
                ("Мирјана Бошкоска", "1955-2026", "Почивај во мир. Семејството."),
            ]
            body = "".join(
                f"<div style='border:1px solid #ccc;margin:8px;padding:8px'><b>{esc(a)}</b> ({b})<br>{esc(c)}</div>"
                for a, b, c in ppl
            )
            body += "<p>Тажни вести објавуваме бесплатно. Испратете на vesti@ohridski-vesnik.test.</p>"
        elif k == "oglasi":
            ads = [
                "Се продава стан во Охрид, 58 м2, втор кат, близу до Водно. Тел. 070 111 222",
                "Се издава дуќан во Старата чаршија, 24 м2. Тел. 075 333 444",
                "Се продаваат дрва за огрев, бука, 3.200 денари метар. Тел. 071 555 666",
                "Потребна готвачка за ресторан во Струга, целогодишна работа. Тел. 078 777 888",
                "Се продава Голф 5, 2006 година, 2.900 евра. Тел. 070 999 000",
                "Давам часови по англиски јазик за основци. Тел. 076 121 212",
            ]
            body = (
                "<ul>"
                + "".join(f"<li>{esc(a)}</li>" for a in ads)
                + "</ul><p>Малите огласи се објавуваат 30 дена. Цена: 150 денари.</p>"
            )
        elif k == "kurs":
            rates = [
                ("EUR", "61,50", "61,70"),
                ("USD", "56,80", "57,40"),
                ("CHF", "65,10", "65,90"),
                ("GBP", "72,30", "73,40"),
                ("RSD (100)", "52,40", "52,80"),
                ("ALL (100)", "62,10", "63,00"),
            ]
            body = (
                "<p>Курсна листа на менувачниците во Охрид, 3.12.2026</p><table border='1' cellpadding='4'><tr><th>Валута</th><th>Куповен</th><th>Продажен</th></tr>"
                + "".join(f"<tr><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for a, b, c in rates)
                + "</table>"
            )
        else:
            body = self.blocks(doc)
        return (
            "<div class='blog-posts hfeed container'><div class='post-outer'><div class='post hentry uncustomized-post-template' itemprop='blogPost' itemscope='itemscope' itemtype='http://schema.org/BlogPosting'>"
            f"<h3 class='post-title entry-title' itemprop='name'>{esc(doc.title)}</h3><div class='post-header'><div class='post-header-line-1'></div></div>"
            f"<div class='post-body entry-content' itemprop='description articleBody'>{body}<div style='clear: both;'></div></div>"
            "<div class='post-footer'><div class='post-footer-line post-footer-line-1'></div></div></div></div></div>"
        )

    def frame(self, doc: Doc, main: str) -> str:
        popular = "".join(
            f"<li><div class='item-title'>{self.a(k, self.docs[k].title, 'chrome:rail')}</div></li>"
            for k in ("ezero", "crkva", "kolumna")
        )
        pages = "".join(
            f"<li>{self.a(k, t, 'chrome:nav')}</li>"
            for k, t in (
                ("home", "Почетна"),
                ("tazni", "Тажни вести"),
                ("oglasi", "Мали огласи"),
                ("kurs", "Курсна листа"),
                ("kontakt", "Контакт"),
                ("zanas", "За нас"),
            )
        )
        lbls = "".join(
            f"<li>{self.a(self.label_key(n), n, 'chrome:rail') if self.label_key(n) else f'<a dir=ltr href=/search/label/{n}>{n}</a>'} <span dir='ltr'>({c})</span></li>"
            for n, c in (("Општина", 212), ("Култура", 148), ("Хроника", 301), ("Колумни", 64))
        )
        desc = self.lede(doc) if doc.is_article else "Вести од Охрид, Струга и Дебрца"
        return f"""<!DOCTYPE html>
<html class='v2' dir='ltr' lang='mk' xmlns='http://www.w3.org/1999/xhtml' xmlns:b='http://www.google.com/2005/gml/b' xmlns:data='http://www.google.com/2005/gml/data' xmlns:expr='http://www.google.com/2005/gml/expr'>
<head>
<meta content='width=1100' name='viewport'/>
<meta content='text/html; charset=UTF-8' http-equiv='Content-Type'/>
<meta content='blogger' name='generator'/>
<link href='{self.origin}/favicon.ico' rel='icon' type='image/x-icon'/>
<link href='{self.url(doc.key)}' rel='canonical'/>
<link rel="alternate" type="application/atom+xml" title="Охридски весник - Atom" href="{self.origin}/feeds/posts/default" />
<link rel="service.post" type="application/atom+xml" title="Охридски весник - Atom" href="https://www.blogger.test/feeds/5551234/posts/default" />
<meta content='{self.url(doc.key)}' property='og:url'/>
<meta content='{esc(doc.title)}' property='og:title'/>
<meta content='{esc(desc)}' property='og:description'/>
<title>Охридски весник{": " + esc(doc.title) if doc.key not in ("home", "older", "search") else ""}</title>
<style id='page-skin-1' type='text/css'><!--
/*PAD*/
--></style>
</head>
<body class='loading variant-simplysimple'>
<div class='content'><div class='content-outer'><div class='content-cap-top cap-top'></div>
<header><div class='header-outer'><div class='header-inner'><div class='section' id='header'><div class='widget Header' data-version='1' id='Header1'>
<div id='header-inner'><div class='titlewrapper'><h1 class='title'>{self.a("home", "Охридски весник", "chrome:header")}</h1></div>
<div class='descriptionwrapper'><p class='description'><span>Вести од Охрид, Струга и Дебрца од 2011 година</span></p></div></div></div></div></div></div></header>
<div class='tabs-outer'><div class='tabs section' id='crosscol'><div class='widget PageList' data-version='1' id='PageList1'><div class='widget-content'><ul>{pages}</ul></div></div></div></div>
<div class='main-outer'><div class='columns fauxcolumns'><div class='columns-inner'>
<div class='column-center-outer'><div class='main section' id='main'><div class='widget Blog' data-version='1' id='Blog1'>
{main}
</div></div></div>
<div class='column-right-outer'><aside><div class='sidebar section' id='sidebar-right-1'>
<div class='widget BlogSearch' data-version='1' id='BlogSearch1'><h2 class='title'>Пребарај го овој блог</h2><div class='widget-content'><form action='{self.origin}/search' id='BlogSearch1_form'><input class='gsc-input' name='q' type='text'/><input class='gsc-search-button' type='submit' value='Пребарај'/></form><p>Често барано: {self.a("search", "езеро", "chrome:rail")}</p></div></div>
<div class='widget PopularPosts' data-version='1' id='PopularPosts1'><h2>Најчитани</h2><div class='widget-content popular-posts'><ul>{popular}</ul></div></div>
<div class='widget Label' data-version='1' id='Label1'><h2>Етикети</h2><div class='widget-content list-label-widget-content'><ul>{lbls}</ul></div></div>
<div class='widget BlogArchive' data-version='1' id='BlogArchive1'><h2>Архива на блогот</h2><div class='widget-content'><ul class='hierarchy'><li class='archivedate expanded'><a class='post-count-link' href='{self.origin}/2026/'>2026</a> <span class='post-count' dir='ltr'>(412)</span><ul class='hierarchy'><li class='archivedate expanded'><a class='post-count-link' href='{self.origin}/2026/12/'>декември</a> <span class='post-count' dir='ltr'>(3)</span></li><li class='archivedate collapsed'><a class='post-count-link' href='{self.origin}/2026/11/'>ноември</a> <span class='post-count' dir='ltr'>(38)</span></li></ul></li></ul></div></div>
<div class='widget HTML' data-version='1' id='HTML3'><h2 class='title'>Рекламирајте се</h2><div class='widget-content'>{self.a("marketing", "Ценовник за огласување", "chrome:rail")}</div></div>
</div></aside></div>
</div></div></div>
<footer><div class='footer-outer'><div class='foot section' id='footer-1'><div class='widget Attribution' data-version='1' id='Attribution1'><div class='widget-content' style='text-align: center;'>© 2026 Охридски весник · {self.a("kontakt", "Контакт", "chrome:footer")} · {self.a("marketing", "Маркетинг", "chrome:footer")} · Со технологија на <a href='https://www.blogger.test' target='_blank'>Blogger</a>.</div></div></div></div></footer>
</div></div>
<script type='text/javascript'>window.___gcfg = {{'lang': 'mk'}};</script>
<script type="text/javascript" src="https://www.blogger.test/static/v1/widgets/2461034213-widgets.js"></script>
</body>
</html>
"""
