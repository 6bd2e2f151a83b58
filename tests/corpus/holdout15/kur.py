# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; the Azerbaijani dotless i is a letter, not a typo)
"""Kür Xəbər: an Azerbaijani news portal in the Kompas-like mould (/read/YYYY/MM/DD/<id>/slug URLs, read__
classes, stories split over pages with "Səhifə 2", dense lists, a "Ən çox oxunan" rail), UTF-8, with a lying
head: og:type=article, NewsArticle JSON-LD and article:published_time (fixed 2025-09-15) on every page."""

from __future__ import annotations

from common import Base, lying_head, page, story
from sitekit import Doc, css_rules, esc

C_CLASS_NAV__LINK = 'class="nav__link"'
C_CLASS_MOST__LINK = 'class="most__link"'
C_CLASS_LOGO__LINK = 'class="logo__link"'
C_CLASS_FOOTER__LINK = 'class="footer__link"'
C_CLASS_LATEST__LINK = 'class="latest__link"'
C_CLASS_PAGING__LINK = 'class="paging__link"'
C_CLASS_PAGING__LINK_PAGING__LIN = 'class="paging__link paging__link--next"'
FIXED = "2025-09-15T09:00:00+04:00"


def rid(n: int) -> str:
    return f"{10450000 + n}"


class Kur(Base):
    origin = "https://www.kurxeber.test"
    name = "Kür Xəbər"
    prefix = "kx"
    language = "az"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kx",
            [
                ".header__wrap",
                ".nav__item",
                ".col-bs9-7",
                ".col-bs9-3",
                ".read__title",
                ".read__content",
                ".latest__item",
                ".most__list",
                ".footer__link",
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
                "Kür Xəbər",
                "portal-home",
                list=["metro", "canli", "anx", "bazar", "xestexana", "foto"],
            )
        )
        add(
            page(
                "regional",
                "/regional",
                "section",
                "Regionlar",
                "portal-section",
                list=["foto", "bazar", "xestexana", "anx"],
                more="regional2",
            )
        )
        add(
            page(
                "regional2",
                "/regional?page=2",
                "section",
                "Regionlar",
                "portal-section-page-2",
                list=["korpu", "metro"],
                prev="regional",
            )
        )
        add(page("tag", "/tag/qar", "tag", "Qar", "portal-tag", list=["canli", "anx", "korpu"]))
        add(
            page(
                "axtar",
                "/search?q=k%C3%B6rp%C3%BC",
                "search",
                "Axtarış: körpü",
                "portal-search",
                list=["korpu", "metro"],
            )
        )
        add(
            page(
                "valyuta",
                "/valyuta",
                "markets",
                "Valyuta məzənnələri",
                "portal-exchange-rates",
                [
                    "Mərkəzi Bankın 2 dekabr 2026-cı il üçün rəsmi məzənnələri (fiktiv):",
                    'RAW:<table class="rates"><tr><th>Valyuta</th><th>Alış</th><th>Satış</th><th>Dəyişmə</th></tr><tr><td>USD</td><td>1.6985</td><td>1.7015</td><td>0.00</td></tr><tr><td>EUR</td><td>1.8410</td><td>1.8530</td><td>+0.0062</td></tr><tr><td>RUB</td><td>0.0189</td><td>0.0194</td><td>-0.0001</td></tr><tr><td>TRY</td><td>0.0431</td><td>0.0452</td><td>-0.0003</td></tr><tr><td>GEL</td><td>0.6240</td><td>0.6330</td><td>+0.0011</td></tr></table>',
                    "Məzənnələr məlumat xarakterlidir. Banklarda faktiki qiymət fərqli ola bilər.",
                ],
            )
        )
        add(
            page(
                "hava",
                "/hava",
                "weather",
                "Hava proqnozu",
                "portal-weather",
                [
                    'RAW:<div class="weather__grid"><div class="weather__day"><b>Çərşənbə</b> Bakı +4°/+9°, şimal küləyi 12 m/s</div><div class="weather__day"><b>Cümə axşamı</b> Bakı +2°/+6°, qar</div><div class="weather__day"><b>Cümə</b> Bakı +1°/+5°, buludlu</div><div class="weather__day"><b>Şənbə</b> Bakı +3°/+8°, aydın</div></div>',
                    'RAW:<table class="weather__cities"><tr><td>Gəncə</td><td>-1°/+6°</td></tr><tr><td>Şəki</td><td>-3°/+4°</td></tr><tr><td>Lənkəran</td><td>+5°/+11°</td></tr><tr><td>Naxçıvan</td><td>-6°/+2°</td></tr></table>',
                ],
            )
        )
        add(
            page(
                "video",
                "/video",
                "video",
                "Video",
                "portal-video-hub",
                [
                    'RAW:<ul class="video__list"><li><span class="video__dur">02:14</span> <a href="/video/2026/12/02/qar-bakida">Qar Bakıda: ilk görüntülər</a></li><li><span class="video__dur">04:50</span> <a href="/video/2026/12/01/metro-tunel">Metro tunelində iş necə gedir</a></li><li><span class="video__dur">01:33</span> <a href="/video/2026/11/30/lenkeran-cay">Lənkəran çay bağlarında son yığım</a></li><li><span class="video__dur">06:05</span> <a href="/video/2026/11/29/studiya">Studiyada: həftənin icmalı</a></li></ul>',
                ],
            )
        )
        add(
            page(
                "s404",
                "/read/2026/11/20/10440011/sahil-parki-baglanir",
                "soft404",
                "Səhifə tapılmadı",
                "portal-soft404-in-story-template",
                [
                    "Axtardığınız xəbər silinib və ya ünvanı dəyişib.",
                    "Ana səhifəyə qayıdın və ya axtarışdan istifadə edin.",
                ],
                story_template=True,
            )
        )
        add(
            page(
                "cookie",
                "/cookie-siyaseti",
                "policy",
                "Kuki siyasəti",
                "portal-policy",
                [
                    "Son yenilənmə: 10 mart 2026",
                    "Kür Xəbər saytı ziyarətçilərin təcrübəsini yaxşılaşdırmaq üçün kukilərdən istifadə edir.",
                    "## Hansı kukilər",
                    "- Zəruri kukilər: saytın işləməsi üçün.",
                    "- Statistika kukiləri: anonim ziyarət sayı üçün.",
                    "- Reklam kukiləri: yalnız razılığınızla.",
                    "Brauzerin ayarlarında kukiləri silə bilərsiniz.",
                ],
            )
        )
        add(
            story(
                "metro",
                f"/read/2026/12/02/{rid(21)}/metronun-yeni-stansiyasi-yazda-acilacaq",
                "Metronun yeni stansiyası yazda açılacaq",
                "2026-12-02",
                "2026-12-02T10:45:00+04:00",
                "02/12/2026, 10:45",
                ["Aysel Məmmədova", "Rauf Əliyev"],
                [
                    "BAKI, KurXeber - Yaşıl xəttin yeni stansiyasında tikinti işləri yekunlaşmaq üzrədir. Metropolitenin rəhbərliyi stansiyanın aprel ayında sərnişin qəbul edəcəyini bildirib.",
                    "Stansiyanın iki çıxışı olacaq: biri yeni yaşayış massivinə, digəri avtobus dayanacağına. Layihənin dəyəri əvvəlcə planlaşdırılandan təxminən on faiz çox olub.",
                    "## Sakinlər nə deyir",
                    "Massivdə yaşayan sakinlər deyir ki, hazırda şəhər mərkəzinə çatmaq bir saatdan çox vaxt aparır. Yeni stansiya bu vaxtı iyirmi dəqiqəyə endirə bilər.",
                    "Tikinti şirkəti isə qış aylarında işlərin gecə saatlarında da davam edəcəyini açıqlayıb.",
                ],
                "portal-split-story-page-1",
                byline="Aysel Məmmədova və Rauf Əliyev",
                split=True,
            )
        )
        add(
            story(
                "canli",
                f"/read/2026/12/02/{rid(35)}/canli-qar-bakini-burudu",
                "CANLI: Qar Bakını bürüdü, yollarda sıxlıq var",
                "2026-12-02",
                "2026-12-02T07:30:00+04:00",
                "02/12/2026, 07:30",
                ["Leyla Qasımova", "Orxan Babayev"],
                [
                    "## 12:10",
                    "Bakı-Sumqayıt yolunda hərəkət bərpa olunub. Yol polisi sürücüləri sürəti azaltmağa çağırır.",
                    "## 10:25",
                    "Bəzi məktəblərdə dərslər günortadan sonra dayandırılıb. Valideynlər uşaqları tez götürür.",
                    "## 08:40",
                    "Hava limanında üç reys gecikir. Aeroport xidməti uçuş zolaqlarının təmizləndiyini bildirir.",
                    "## 07:30",
                    "Gecədən yağan qar səhər saatlarında şəhərin mərkəzini də ağ örtüklə bürüyüb.",
                ],
                "portal-live-blog",
                byline="Leyla Qasımova və Orxan Babayev",
                updated="02/12/2026, 12:10",
            )
        )
        add(
            story(
                "anx",
                f"/read/2026/12/01/{rid(8)}/sekide-yol-baglandi",
                "Şəki-Qax yolu qar səbəbindən bağlandı",
                "2026-12-01",
                "2026-12-01T21:15:00+04:00",
                "01/12/2026, 21:15",
                [],
                [
                    "Şəki-Qax avtomobil yolunun dağ hissəsi güclü qar səbəbindən müvəqqəti bağlanıb. Sürücülərə alternativ yoldan istifadə etmək tövsiyə olunur.",
                    "Yolun səhər saatlarında açılması gözlənilir.",
                ],
                "portal-brief-agency",
                byline="",
                credit="Mənbə: ANX",
            )
        )
        add(
            story(
                "bazar",
                f"/read/2026/12/02/{rid(40)}/gence-bazarinda-qiymetler",
                "Gəncə bazarında nar və xurma ucuzlaşdı",
                "2026-12-02",
                "2026-12-02T11:40:00+04:00",
                "02/12/2026, 11:40",
                ["Samir Nəsirov"],
                [
                    "Gəncənin mərkəzi bazarında nar və xurmanın qiyməti son iki həftədə təxminən üçdə bir ucuzlaşıb. Satıcılar bunu məhsulun bol olması ilə izah edir.",
                    "Ət və yağ qiymətləri isə dəyişməyib. Alıcıların çoxu bayram süfrəsi üçün alış-verişi indidən etməyə üstünlük verir.",
                    "Bazar rəhbərliyi həftə sonu əlavə piştaxtaların açılacağını bildirib.",
                ],
                "portal-relative-and-absolute",
                byline="Samir Nəsirov",
                relative="3 saat əvvəl",
            )
        )
        add(
            story(
                "xestexana",
                f"/read/2026/12/01/{rid(2)}/lenkeranda-yeni-xestexana",
                "Lənkəranda yeni uşaq xəstəxanası istifadəyə verildi",
                "2026-12-01",
                "2026-12-01T16:05:00+04:00",
                "01/12/2026, 16:05",
                ["Günay Rzayeva"],
                [
                    "Lənkəranda 120 çarpayılıq yeni uşaq xəstəxanası istifadəyə verilib. Binada təcili yardım şöbəsi, reanimasiya və diaqnostika mərkəzi yerləşir.",
                    "Xəstəxanada çalışacaq həkimlərin bir hissəsi bölgəyə paytaxtdan köçür. Onlara mənzil təqdim olunacağı bildirilib.",
                    "Əvvəllər ağır vəziyyətdə olan uşaqlar Bakıya aparılırdı. Yol bəzən dörd saat çəkirdi. Xəstəxananın yanında salınacaq [[s404|sahil parkı]] barədə əvvəl yazmışdıq.",
                ],
                "portal-updated-next-day",
                byline="Günay Rzayeva",
                updated="02/12/2026, 09:20",
            )
        )
        add(
            story(
                "foto",
                f"/read/2026/11/30/{rid(-9)}/foto-lenkeranda-son-cay-yigimi",
                "FOTO: Lənkəranda ilin son çay yığımı",
                "2026-11-30",
                "2026-11-30T14:00:00+04:00",
                "30/11/2026, 14:00",
                ["Nigar Hüseynova"],
                [
                    "FIG: Çay bağında qadınlar | Çay yığanlar səhər tezdən işə başlayır.",
                    "FIG: Səbətlərdə yaşıl yarpaqlar | Yığılan yarpaqlar eyni gün fabrikə aparılır.",
                    "Lənkəranın çay bağlarında ilin son yığımı başa çatır. Bu il məhsul ötən ildən çox olub.",
                ],
                "portal-photo-story",
                byline="",
                photo="Foto: Nigar Hüseynova",
            )
        )
        add(
            story(
                "korpu",
                f"/read/2026/11/29/{rid(-20)}/sekide-tarixi-korpu-berpa",
                "Şəkidə tarixi daş körpü bərpa olunur",
                "2026-11-29",
                "2026-11-29T12:30:00+04:00",
                "29/11/2026, 12:30",
                ["Rauf Əliyev"],
                [
                    "Şəkidə XIX əsrə aid daş körpünün bərpasına başlanılıb. Körpü son daşqında zədələnmişdi.",
                    "Bərpa işlərində köhnə daşların mümkün qədər çoxundan istifadə ediləcək. Bərpaçılar çatışmayan daşları yaxınlıqdakı karxanadan gətirəcək.",
                    "İşlərin yay aylarında başa çatması planlaşdırılır.",
                ],
                "portal-only-on-page-2",
                byline="Rauf Əliyev",
            )
        )

    # ---- templates -------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        head = lying_head(self, doc, "NewsArticle", FIXED, self.name, image=f"{self.origin}/assets/og.jpg")
        nav = "".join(
            f'<li class="nav__item">{a(k, t, "chrome:nav", C_CLASS_NAV__LINK)}</li>'
            for k, t in [
                ("home", "Əsas"),
                ("regional", "Regionlar"),
                ("video", "Video"),
                ("valyuta", "Valyuta"),
                ("hava", "Hava"),
            ]
        )
        most = "".join(
            f'<li class="most__item"><span class="most__count">{i}</span>{a(k, self.docs[k].title, "chrome:rail", C_CLASS_MOST__LINK)}</li>'
            for i, k in enumerate(["korpu", "canli", "metro", "bazar"], 1)
        )
        title = f"{doc.title} - Azərbaycan və dünya xəbərləri" if doc.key == "home" else f"{doc.title} - Kür Xəbər"
        return f"""<!DOCTYPE html>
<html lang="az">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
{head}
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{"read" if doc.is_article else "index"}","site":"kurxeber"}});</script>
<style>/*PAD*/</style>
</head>
<body class="{"read" if doc.is_article or doc.extra.get("story_template") else "index"}">
<div class="header"><div class="header__wrap container">
<div class="logo">{a("home", "Kür Xəbər", "chrome:header", C_CLASS_LOGO__LINK, '<img src="/assets/logo.svg" alt="Kür Xəbər">')}</div>
<form class="header__search" action="/search"><input name="q" placeholder="Axtar"></form>
<a class="header__login" href="https://hesab.kurxeber.test/login">Daxil ol</a>
</div>
<ul class="nav__list container">{nav}</ul>
<div class="trending container">Trend: {a("tag", "#qar", "chrome:header")} <a href="/tag/metro">#metro</a> <a href="/tag/neft">#neft</a></div>
</div>
<div class="container clearfix">
<div class="col-bs9-7">
{main}
</div>
<div class="col-bs9-3">
<div class="most"><h3 class="most__title">Ən çox oxunan</h3><ul class="most__list">{most}</ul></div>
<div class="popular">Populyar axtarışlar: {a("axtar", "körpü", "chrome:rail")} <a href="/search?q=metro">metro</a></div>
<div class="ads"><a href="https://reklam.kurxeber.test/?b=side">Reklam</a></div>
</div>
</div>
<div class="footer"><div class="container">
<a class="footer__link" href="/haqqimizda">Haqqımızda</a> <a class="footer__link" href="/reklam">Reklam</a> {a("cookie", "Kuki siyasəti", "chrome:footer", C_CLASS_FOOTER__LINK)} <a class="footer__link" href="/rss">RSS</a>
<p>&copy; 2026 Kür Xəbər. Materiallardan istifadə zamanı istinad vacibdir.</p>
</div></div>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        a = self.a
        bc = f'<div class="breadcrumb">{a("home", "Əsas", "chrome:breadcrumb")} › {a("regional", "Regionlar", "chrome:breadcrumb")}</div>'
        if not doc.is_article:  # the soft 404 in the story layout
            return f'{bc}<h1 class="read__title">{esc(doc.title)}</h1><div class="read__content">{self.blocks(doc)}<p>{a("home", "Ana səhifə", "content")}</p></div>'
        time = f'<div class="read__time">Kür Xəbər - {esc(doc.stamp)}'
        if doc.extra.get("relative"):
            time += f' <span class="read__ago">({esc(doc.extra["relative"])})</span>'
        if doc.extra.get("updated"):
            time += f' <span class="read__update">Yenilənib: {esc(doc.extra["updated"])}</span>'
        time += "</div>"
        credit = ""
        if doc.byline:
            credit = f'<div class="read__credit"><div class="read__credit__item">Müəllif: {esc(doc.byline)}</div></div>'
        tail = []
        if doc.extra.get("credit"):
            tail.append(f'<p class="read__source"><strong>{esc(doc.extra["credit"])}</strong></p>')
        if doc.extra.get("photo"):
            credit = f'<div class="read__credit"><div class="read__credit__item">{esc(doc.extra["photo"])}</div></div>'
        if doc.extra.get("split"):
            tail.append(
                '<div class="paging"><span class="paging__item">Səhifə:</span> <span class="paging__item paging__item--active">1</span> <a class="paging__link" href="?page=2">2</a> <a class="paging__link paging__link--next" href="?page=2">Növbəti</a> <a class="paging__link" href="?page=all">Hamısını göstər</a></div>'
            )
        related = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:related')}</li>"
            for k in ["metro", "bazar", "xestexana", "canli"]
            if k != doc.key
        )
        return f"""{bc}
<h1 class="read__title">{esc(doc.title)}</h1>
{time}
{credit}
<div class="read__photo"><img src="/photo/{len(doc.path)}.jpg" alt=""></div>
<div class="read__content"><div class="clearfix">
{self.blocks(doc)}
</div>{"".join(tail)}</div>
<div class="read__tags">Teqlər: {a("tag", "qar", "tags")} <a href="/tag/region">region</a></div>
<div class="related"><h3>Oxuyun</h3><ul>{related}</ul></div>"""

    def listing_main(self, doc: Doc) -> str:
        out = [
            f'<h1 class="title__page">{esc(doc.title)}</h1>'
            if doc.key != "home"
            else '<h2 class="title__page">Son xəbərlər</h2>'
        ]
        if doc.kind == "search":
            out.append(f'<p class="search__info">"körpü" sorğusu üzrə {len(doc.extra["list"])} nəticə tapıldı</p>')
        for k in doc.extra["list"]:
            d = self.docs[k]
            out.append(
                f'<div class="latest__item"><div class="latest__img"><img src="/thumb/{len(d.path)}.jpg" alt=""></div><div class="latest__subtitle">Regionlar</div><h3 class="latest__title">{self.a(k, d.title, "content", C_CLASS_LATEST__LINK)}</h3><div class="latest__date">{esc(d.stamp)}</div></div>'
            )
        if doc.extra.get("more"):
            out.append(
                f'<div class="paging"><span class="paging__item paging__item--active">1</span> {self.a(doc.extra["more"], "2", "content", C_CLASS_PAGING__LINK)} {self.a(doc.extra["more"], "Növbəti", "content", C_CLASS_PAGING__LINK_PAGING__LIN)}</div>'
            )
        if doc.extra.get("prev"):
            out.append(
                f'<div class="paging">{self.a(doc.extra["prev"], "1", "content", C_CLASS_PAGING__LINK)} <span class="paging__item paging__item--active">2</span> <a class="paging__link" href="/regional?page=3">3</a></div>'
            )
        return "\n".join(out)

    def service_main(self, doc: Doc) -> str:
        return f'<h1 class="title__page">{esc(doc.title)}</h1><div class="read__content">{self.blocks(doc)}</div>'
