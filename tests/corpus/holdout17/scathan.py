# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""An Scáthán Thiar: an Irish-language weekly of Conamara on Concrete CMS (`ccm-page page-type-* page-template-*`
body wrappers, `ccm-block-page-list-*` teasers, `ccm-pagination-wrapper` with `?ccm_paging_p=2`, topic pages
/nuacht/topic/<id>/<slug>, /cuardach?query=, stories at /nuacht/<slug> with no date in the path). Served in
ISO-8859-14 (Latin-8, Celtic) declared only in a `<meta http-equiv="Content-Type">` tag; the HTTP header is plain
text/html. Blog entries carry og:type=article and article:published_time, except the pier story, migrated from
the old site, whose page type writes og:type=website and whose date is only in its Irish byline text."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NAV = [
    ("home", "Baile"),
    ("nuacht", "Nuacht"),
    ("spoirt", "Spórt"),
    ("feile", "Imeachtaí"),
    ("farantoireacht", "Bád farantóireachta"),
    ("eolas", "Fúinn"),
]


class Scathan(Base):
    origin = "https://www.scathanthiar.test"
    name = "An Scáthán Thiar"
    prefix = "st"
    language = "ga"
    encoding = "iso-8859-14"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "st",
            [
                ".ccm-page",
                ".ccm-block-page-list-wrapper",
                ".ccm-block-page-list-page-entry",
                ".ccm-block-content",
                ".page-title",
                ".ccm-pagination-wrapper",
                "header.site",
                "footer.site",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "An Scáthán Thiar",
                "concrete-home-page-list",
                list=["tithiocht", "scoil", "peil", "regatta", "tuairim", "stoirm"],
                more="nuacht",
            )
        )
        add(
            page(
                "nuacht",
                "/nuacht",
                "section",
                "Nuacht",
                "concrete-page-list-paged",
                list=["tithiocht", "stoirm", "scoil", "regatta", "tuairim"],
                more="nuacht2",
            )
        )
        add(
            page(
                "nuacht2",
                "/nuacht?ccm_paging_p=2",
                "section",
                "Nuacht",
                "concrete-page-list-page-2",
                list=["ce", "peil"],
                prev="nuacht",
            )
        )
        add(
            page(
                "spoirt",
                "/nuacht/topic/14/spoirt",
                "tag",
                "Topaic: Spórt",
                "concrete-topic-page",
                list=["peil", "regatta"],
            )
        )
        add(
            page(
                "cuardach",
                "/cuardach?query=c%C3%A9",
                "search",
                "Cuardach: cé",
                "concrete-search-block",
                list=["ce", "tithiocht"],
            )
        )
        add(
            page(
                "ceartuchain",
                "/ceartuchain",
                "correction",
                "Ceartúcháin agus soiléirithe",
                "concrete-corrections-page-dated",
                [
                    "Déanann An Scáthán Thiar a dhícheall a bheith cruinn. Nuair a bhíonn botún in alt, foilsímid ceartúchán anseo agus ag bun an ailt féin.",
                    "## 28 Samhain 2026",
                    "San alt faoin scéim tithíochta i gCarna, dúradh go raibh 24 teach le tógáil. Is é 42 an líon ceart. Gabhaimid leithscéal as an mbotún.",
                    "## 14 Samhain 2026",
                    "Bhí ainm an traenálaí mícheart i dtuairisc an chluiche sóisearach. Is í Nóra Ní Fhátharta, agus ní Nóra Ní Fhlatharta, a bhí i gceannas ar an bhfoireann.",
                    "## 2 Deireadh Fómhair 2026",
                    "Dúradh go n-osclódh an leabharlann shoghluaiste ar an Aoine. Osclaíonn sí ar an Déardaoin.",
                    "Má fheiceann tú botún inár gcuid tuairiscí, scríobh chuig ceartuchain@scathanthiar.test agus luaigh teideal an ailt.",
                ],
            )
        )
        add(
            page(
                "feile",
                "/imeachtai/feile-an-gheimhridh-2026",
                "events",
                "Féile an Gheimhridh 2026: ceol, scéalaíocht agus margadh Nollag",
                "concrete-event-page-long-description",
                [
                    "Dé Sathairn 12 Nollaig 2026, 11:00-22:00, Halla an Phobail, An Cheathrú Rua",
                    "Filleann Féile an Gheimhridh ar an gCeathrú Rua don séú bliain. Beidh margadh Nollag sa halla ar maidin, le seastáin ó cheardaithe áitiúla, cácaí baile agus geansaithe olla ó Inis Meáin.",
                    "San iarnóin beidh seisiún scéalaíochta do pháistí le Bríd Ní Chonghaile, agus ceardlann déanta lóchrann do dhéagóirí. Ní gá áit a chur in áirithe, ach tá spás teoranta.",
                    "Sa tráthnóna seinnfidh an grúpa ceoil Tonnta Thiar agus beidh céilí mór ann ag a hocht. Tá ticéid don chéilí ar €10 (€5 do dhaltaí), ar fáil sa siopa pobail nó ag an doras.",
                    "## Taisteal",
                    "Beidh bus speisialta ón gCloch Mhór ag 17:30 agus ar ais ag 22:30. Tá páirceáil theoranta ag an halla; iarrtar ar dhaoine roinnt carranna a roinnt.",
                    "Tá an fhéile á heagrú ag Comharchumann na Ceathrún Rua le tacaíocht ó Údarás na Gaeltachta.",
                ],
            )
        )
        add(
            page(
                "farantoireacht",
                "/seirbhisi/bad-farantoireachta",
                "schedule",
                "Amchlár an bháid farantóireachta: Ros a' Mhíl - Árainn",
                "concrete-timetable-prose",
                [
                    "Tá amchlár an gheimhridh i bhfeidhm ó 1 Samhain go 31 Márta. Má bhíonn gála ann, d'fhéadfadh an bád gan seoladh; fógraítear cealuithe ar an raidió áitiúil faoi 07:00.",
                    "RAW:<table class=\"ccm-timetable\"><tr><th>Ó</th><th>Go</th><th>Luan-Aoine</th><th>Satharn</th><th>Domhnach</th></tr><tr><td>Ros a' Mhíl</td><td>Cill Rónáin</td><td>10:30, 18:30</td><td>10:30, 18:30</td><td>10:30</td></tr><tr><td>Cill Rónáin</td><td>Ros a' Mhíl</td><td>08:15, 17:00</td><td>08:15, 17:00</td><td>16:00</td></tr><tr><td>Ros a' Mhíl</td><td>Inis Meáin</td><td>10:30 (Máirt, Déardaoin)</td><td>-</td><td>-</td></tr></table>",
                    "Tá an bus ón gCathair go Ros a' Mhíl ag fágáil Fhaiche an Aonaigh uair go leith roimh gach seoladh. Is fiú ticéad fillte a cheannach ar líne roimh ré.",
                    "Táillí: €30 fillte do dhaoine fásta, €15 do pháistí, saor in aisce do mhuintir na n-oileán le cárta cónaitheora.",
                ],
            )
        )
        add(
            page(
                "priobhaideachas",
                "/priobhaideachas",
                "policy",
                "Polasaí príobháideachais agus fianán",
                "concrete-policy-updated",
                [
                    "Nuashonraithe: 9 Feabhra 2026",
                    "Míníonn an polasaí seo conas a bhailíonn agus a úsáideann An Scáthán Thiar faisnéis phearsanta faoi léitheoirí an tsuímh agus faoi shíntiúsóirí an nuachtáin.",
                    "## An fhaisnéis a bhailímid",
                    "Nuair a chláraíonn tú don nuachtlitir, coinnímid d'ainm agus do sheoladh ríomhphoist. Coinníonn an freastalaí logaí teicniúla (seoladh IP, brabhsálaí, leathanaigh) ar feadh 60 lá.",
                    "## Fianáin",
                    "Úsáideann an suíomh fianán seisiúin de chuid Concrete CMS agus fianáin staitisticí gan ainm. Is féidir iad a mhúchadh i socruithe do bhrabhsálaí.",
                    "## Do chearta",
                    "Tá sé de cheart agat cóip den fhaisnéis a choinnímid fút a iarraidh, nó iarraidh orainn í a scriosadh. Scríobh chuig priobhaideachas@scathanthiar.test.",
                ],
            )
        )
        add(
            page(
                "eolas",
                "/fuinn",
                "about",
                "Fúinn agus teagmháil",
                "concrete-about-contact",
                [
                    "Is nuachtán seachtainiúil pobail é An Scáthán Thiar a fhoilsítear gach Déardaoin ó 1998 i leith. Clúdaímid Conamara, Árainn agus Cois Fharraige.",
                    "## An fhoireann",
                    "- Eagarthóir: Caitríona Ní Mhaoláin",
                    "- Leas-eagarthóir: Pádraig Ó Conaill",
                    "- Tuairisceoirí: Siobhán Ní Bhriain, Colm Mac Donncha",
                    "- Grianghrafadóir: Eimear Nic Dhonncha",
                    "## Teagmháil",
                    "Oifig: Bóthar an Chaladh, An Cheathrú Rua, Co. na Gaillimhe. Fón: 091 595 120. Ríomhphost: eagarthoir@scathanthiar.test.",
                ],
            )
        )
        # stories
        add(
            story(
                "tithiocht",
                "/nuacht/sceim-tithiochta-carna-faoi-cheadu",
                "Scéim tithíochta i gCarna faoi cheadú tar éis cúig bliana",
                "2026-12-02",
                "2026-12-02T16:20:00+00:00",
                "2 Nollaig 2026",
                ["Siobhán Ní Bhriain", "Pádraig Ó Conaill"],
                [
                    "Tá cead pleanála deiridh tugtha do scéim 42 teach i gCarna, cúig bliana tar éis don chomharchumann áitiúil an t-iarratas tosaigh a chur isteach. Beidh 30 de na tithe ar fáil ar cíos do mhuintir na háite agus 12 le ceannach.",
                    'Dúirt cathaoirleach an chomharchumainn, Tomás Mac Diarmada, go raibh "faoiseamh mór" ar an bpobal. "Tá daoine óga ag fágáil an cheantair le fiche bliain mar nach bhfuil áit ar bith le cónaí acu," a dúirt sé.',
                    "## Coinníoll teanga",
                    "Tá coinníoll teanga ag gabháil leis an gcead: caithfidh 80 faoin gcéad de na ceannaitheoirí a bheith in ann cumas sa Ghaeilge a léiriú. Chuir beirt fhorbróirí i gcoinne an choinníll, ach sheas an Bord Pleanála leis.",
                    "Tá súil ag an gcomharchumann tús a chur leis an tógáil i mí an Mhárta. Meastar go gcosnóidh an scéim €14 milliún, agus go dtiocfaidh an chuid is mó den airgead ón Roinn Tithíochta.",
                ],
                "two-authors-agus-iso-8859-14",
                section="Nuacht",
                topic="Pleanáil",
            )
        )
        add(
            story(
                "stoirm",
                "/nuacht/bad-arann-cealaithe",
                "Bád Árann cealaithe mar gheall ar ghála",
                "2026-12-01",
                "2026-12-01T08:05:00+00:00",
                "1 Nollaig 2026",
                [],
                [
                    "Cuireadh seoltaí uile an bháid farantóireachta idir Ros a' Mhíl agus Árainn ar ceal inniu de bharr gála ón iardheisceart. Tá súil ag an gcomhlacht go mbeidh an tseirbhís ar ais maidin amárach.",
                ],
                "brief-agency-sng",
                section="Nuacht",
                credit="— Seirbhís Nuachta na Gaeltachta",
                topic="Taisteal",
            )
        )
        add(
            story(
                "tuairim",
                "/nuacht/tuairim-ni-leor-comharthai-gaeilge",
                "Tuairim: Ní leor comharthaí Gaeilge le teanga a shábháil",
                "2026-11-29",
                "2026-11-29T10:00:00+00:00",
                "29 Samhain 2026",
                ["Máirtín Ó Flaithearta"],
                [
                    "Gach uair a thiomáinim isteach sa Ghaeltacht, feicim comhartha nua dátheangach. Tá siad go hálainn, le cló glan agus litreacha móra. Ach nuair a stopaim ag an ngaráiste chun peitreal a cheannach, is i mBéarla a labhraíonn an fhoireann liom.",
                    "Ní locht ar na daoine óga atá ag obair ann é seo. Tógadh go leor acu i dtithe ina raibh an Ghaeilge ag a seantuismitheoirí ach nach raibh sí ag a dtuismitheoirí. Tá an teanga acu ón scoil, ach ní hí teanga an tsaoil laethúil í.",
                    "Caitheann an Stát na milliúin ar phleananna teanga, ar chomharthaí agus ar fheachtais. Níl mé ina gcoinne. Ach ní fhaca mé fós comhartha a chruthaigh post, ná feachtas a thóg teach do lánúin óg a theastaigh uathu fanacht sa bhaile.",
                    "## Cad atá de dhíth",
                    "Teastaíonn tithe ar phraghas réasúnta, obair a bhfuil an Ghaeilge riachtanach di, agus seirbhísí sláinte agus oideachais trí Ghaeilge ó thús deireadh. Gan na rudaí sin, is ar reilig teanga a bheidh na comharthaí áille ag díriú.",
                    "Tá deis ann fós. Tá daoine óga ag filleadh ó Bhaile Átha Cliath agus ó Londain le hobair chianda. Is iad sin pobal na Gaeltachta amach anseo, más féidir linn áit a dhéanamh dóibh.",
                ],
                "opinion-signed-at-end",
                section="Tuairim",
                signed="Máirtín Ó Flaithearta",
                bio="Is iar-phríomhoide scoile é Máirtín Ó Flaithearta as Ros Muc. Is leis féin na tuairimí seo.",
                topic="Teanga",
            )
        )
        add(
            story(
                "regatta",
                "/nuacht/grianghraif-regatta-na-gcurach",
                "Grianghraif: Regatta na gCurach i gCill Chiaráin",
                "2026-11-28",
                "2026-11-28T19:40:00+00:00",
                "28 Samhain 2026",
                ["Eimear Nic Dhonncha"],
                [
                    "FIG: Curacha ar an líne tosaigh | Foirne ó cheithre pharóiste ag fanacht leis an ngunna tosaigh.",
                    "FIG: Criú na Ceathrún Rua ag ceiliúradh | Bhuaigh foireann na Ceathrún Rua an rás sinsearach den tríú bliain as a chéile.",
                    "Tháinig breis is míle duine chuig an gcé Dé Sathairn don regatta deireanach den séasúr.",
                ],
                "photo-story",
                section="Spórt",
                byline="Grianghraif: Eimear Nic Dhonncha",
                topic="Spórt",
            )
        )
        add(
            story(
                "ce",
                "/nuacht/obair-ar-che-an-spideil",
                "Obair le tosú ar ché an Spidéil i mí Eanáir",
                "2026-11-30",
                None,
                "",
                ["Colm Mac Donncha"],
                [
                    "Tosóidh obair dheisiúcháin ar ché an Spidéil i mí Eanáir, de réir Chomhairle Contae na Gaillimhe. Rinne stoirmeacha an gheimhridh seo caite damáiste do bhalla thiar na cé agus tá cuid di dúnta ó shin.",
                    "Cosnóidh an obair €2.3 milliún agus meastar go dtógfaidh sí ocht mí. Beidh na báid iascaigh in ann an taobh thoir den ché a úsáid fad is atá an obair ar siúl.",
                    'Dúirt iascaire áitiúil, Seán Ó Cualáin, go raibh sé sásta ach go raibh an obair "dhá bhliain déanach". Bhí air a bhád a choinneáil i Ros a\' Mhíl ó bhí an ché dúnta, rud a chosain na céadta euro breise air gach mí.',
                ],
                "og-website-date-only-in-irish-byline",
                section="Nuacht",
                byline="Colm Mac Donncha a scríobh, Dé Luain 30 Samhain 2026",
                migrated=True,
                topic="Iascach",
            )
        )
        add(
            story(
                "scoil",
                "/nuacht/gaelscoil-nua-sa-spideal",
                "Bunscoil nua sa Spidéal le hoscailt i Meán Fómhair",
                "2026-11-27",
                "2026-11-27T12:15:00+00:00",
                "27 Samhain 2026",
                ["Siobhán Ní Bhriain"],
                [
                    "Osclófar bunscoil nua sa Spidéal i Meán Fómhair seo chugainn, ag tógáil áit dhá scoil bheaga a dúnadh le deich mbliana anuas. Beidh áit ann do 220 dalta agus ocht seomra ranga.",
                    "Tá an foirgneamh beagnach críochnaithe ar shuíomh na sean-mhonarchan éisc. Dúirt an príomhoide ceaptha, Áine Ní Fhlatharta, go mbeidh gairdín scoile agus halla spóirt ag an bpobal le húsáid tráthnónta.",
                    "Bhí imní ar thuismitheoirí áirithe faoin trácht ar an mbóthar cósta. Gheall an Chomhairle crosaire nua do choisithe agus teorainn luais 30 km/u in aice na scoile.",
                ],
                "plain-news",
                section="Nuacht",
                topic="Oideachas",
            )
        )
        add(
            story(
                "peil",
                "/nuacht/peil-an-cheathru-rua-sa-chluiche-ceannais",
                "Peil: An Cheathrú Rua sa chluiche ceannais den chéad uair ó 2009",
                "2026-11-29",
                "2026-11-29T18:50:00+00:00",
                "29 Samhain 2026",
                ["Colm Mac Donncha"],
                [
                    "Beidh peileadóirí na Ceathrún Rua sa chluiche ceannais idirmheánach contae den chéad uair ó 2009, tar éis dóibh an Creagán a bhualadh 1-12 in aghaidh 0-10 i bPáirc an Phiarsaigh inniu.",
                    "Ba é Darach Ó Confhaola laoch an lae, le 0-6, trí cinn acu ó chiceanna saora. Fuair lánchúlaí an Chreagáin cárta dearg sa dara leath agus ní raibh an fhoireann sin in ann teacht ar ais ina dhiaidh sin.",
                    "Casfaidh An Cheathrú Rua ar Bhéal Átha na Sluaighe sa chluiche ceannais an tseachtain seo chugainn.",
                ],
                "match-report",
                section="Spórt",
                topic="Spórt",
            )
        )

    # templates
    def head(self, doc: Doc) -> str:
        out = [f'<meta name="description" content="{esc(self.lede(doc) or doc.title)}">']
        og = "article" if doc.is_article and not doc.extra.get("migrated") else "website"
        out.append(f'<meta property="og:type" content="{og}">')
        out.append(f'<meta property="og:title" content="{esc(doc.title)}">')
        out.append(f'<meta property="og:url" content="{esc(self.url(doc.key))}">')
        if doc.iso:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        return "\n".join(out)

    def page_type(self, doc: Doc) -> str:
        if doc.is_article:
            return (
                "page-type-page page-template-full"
                if doc.extra.get("migrated")
                else "page-type-blog-entry page-template-blog-entry"
            )
        if "list" in doc.extra:
            return "page-type-page page-template-left-sidebar"
        return "page-type-page page-template-full"

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f'<li class="nav-item">{self.a(k, t, "chrome:nav")}</li>' for k, t in NAV)
        pid = 180 + sum(map(ord, doc.key)) % 300
        return f"""<!DOCTYPE html>
<html lang="ga">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-14">
<title>{esc(doc.title)} :: An Scáthán Thiar</title>
<meta name="generator" content="concrete5 - 8.5.12">
{self.head(doc)}
<link rel="stylesheet" type="text/css" href="/application/themes/scathan/css/main.css?v=3">
<style>/*PAD*/</style>
<script type="text/javascript">var CCM_DISPATCHER_FILENAME = "/index.php";var CCM_CID = {pid};var CCM_EDIT_MODE = false;var CCM_REL = "";</script>
</head>
<body>
<div class="ccm-page ccm-page-id-{pid} {self.page_type(doc)}">
<header class="site"><div class="container">
<div class="ccm-block-image site-logo">{self.a("home", "An Scáthán Thiar", "chrome:header")}</div>
<p class="tagline">Nuachtán pobail Chonamara</p>
<nav class="ccm-responsive-navigation"><ul>{nav}</ul></nav>
<form class="ccm-search-block-form" action="/cuardach" method="get"><input name="query" type="text" class="ccm-search-block-text"><input type="submit" value="Cuardaigh" class="ccm-search-block-submit"></form>
</div></header>
<main><div class="container">
{main}
</div></main>
<footer class="site"><div class="container">
<div class="ccm-block-content"><p>An Scáthán Thiar, Bóthar an Chaladh, An Cheathrú Rua. {self.a("eolas", "Teagmháil", "chrome:footer")} · {self.a("priobhaideachas", "Príobháideachas agus fianáin", "chrome:footer")} · {self.a("ceartuchain", "Ceartúcháin", "chrome:footer")} · <a href="/rss/nuacht">RSS</a></p></div>
<p class="copyright">&copy; 2026 An Scáthán Thiar Teo. <a href="/login">Logáil isteach</a></p>
</div></footer>
</div>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        meta = ""
        if doc.stamp:
            meta += f'<div class="ccm-block-date-navigation"><span class="page-date">{doc.stamp}</span></div>'
        if doc.byline:
            meta += f'<div class="ccm-block-content byline"><p>{esc(doc.byline)}</p></div>'
        elif doc.authors and not doc.extra.get("signed"):
            meta += f'<div class="ccm-block-page-attribute-display author"><span class="ccm-block-page-attribute-display-label">Údar:</span> {esc(" agus ".join(doc.authors))}</div>'
        tail = ""
        if doc.extra.get("signed"):
            tail += f'<p class="signed"><strong>{esc(doc.extra["signed"])}</strong></p><p class="bio"><em>{esc(doc.extra["bio"])}</em></p>'
        if doc.extra.get("credit"):
            tail += f'<p class="credit">{esc(doc.extra["credit"])}</p>'
        topic = doc.extra.get("topic", "Nuacht")
        if doc.section == "Spórt":
            topic_link = self.a("spoirt", topic, "tags")
        else:
            slug = topic.lower().replace("á", "a").replace("í", "i").replace("ú", "u")
            topic_link = f'<a href="/nuacht/topic/{20 + len(slug)}/{slug}">{esc(topic)}</a>'
        topics = f'<div class="ccm-block-topic-list"><span>Topaicí:</span> {topic_link}</div>'
        rel = [k for k, d in self.docs.items() if d.is_article and k != doc.key][:3]
        related = "".join(
            f'<div class="ccm-block-page-list-page-entry">{self.a(k, self.docs[k].title, "chrome:related")}</div>'
            for k in rel
        )
        return f"""<div class="row"><div class="col-md-8 main-column">
<div class="ccm-block-page-title"><h1 class="page-title">{esc(doc.title)}</h1></div>
{meta}
<div class="ccm-block-content blog-entry-body">
{self.blocks(doc)}
{tail}
</div>
{topics}
<div class="ccm-block-share-this-page"><ul class="list-inline"><li><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a></li><li><a href="mailto:?subject={esc(doc.title)}">Ríomhphost</a></li></ul></div>
<div class="ccm-block-next-previous"><p>{self.a("nuacht", "Ar ais chuig an nuacht", "content")}</p></div>
</div>
<div class="col-md-4 sidebar"><h5>Tuilleadh scéalta</h5><div class="ccm-block-page-list-wrapper">{related}</div></div></div>"""

    def teaser(self, key: str) -> str:
        d = self.docs[key]
        date = f'<div class="ccm-block-page-list-date">{d.stamp or "30 Samhain 2026"}</div>'
        return f"""<div class="ccm-block-page-list-page-entry"><div class="ccm-block-page-list-page-entry-text">
<div class="ccm-block-page-list-title">{self.a(key, d.title, "content")}</div>{date}
<div class="ccm-block-page-list-description">{esc(self.lede(d))}</div></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(self.teaser(k) for k in doc.extra["list"])
        pager = ""
        if doc.extra.get("more"):
            label = "Tuilleadh nuachta" if doc.key == "home" else "Ar aghaidh \u2192"
            pager = f'<div class="ccm-pagination-wrapper"><ul class="pagination"><li class="active"><span>1</span></li><li>{self.a(doc.extra["more"], label, "content")}</li></ul></div>'
        if doc.extra.get("prev"):
            back = self.a(doc.extra["prev"], "\u2190 Siar", "content")
            pager = f'<div class="ccm-pagination-wrapper"><ul class="pagination"><li>{back}</li><li class="active"><span>2</span></li></ul></div>'
        intro = ""
        if doc.kind == "search":
            intro = f'<div class="ccm-search-results"><p>Torthaí don fhocal <strong>cé</strong>: {len(doc.extra["list"])}</p></div>'
        if doc.key == "home":
            promos = [
                self.a("feile", "Féile an Gheimhridh, 12 Nollaig", "content"),
                self.a("farantoireacht", "Amchlár an bháid", "content"),
                self.a("spoirt", "Spórt", "content"),
                self.a("cuardach", "Cuardach coitianta: cé", "content"),
            ]
            intro = f'<div class="ccm-block-content promo"><p>{" · ".join(promos)}</p></div>'
        return f"""<div class="ccm-block-page-title"><h1 class="page-title">{esc(doc.title)}</h1></div>{intro}
<div class="ccm-block-page-list-wrapper"><div class="ccm-block-page-list-pages">
{items}
</div></div>{pager}"""

    def service_main(self, doc: Doc) -> str:
        return f"""<div class="ccm-block-page-title"><h1 class="page-title">{esc(doc.title)}</h1></div>
<div class="ccm-block-content">
{self.blocks(doc)}
</div>"""
