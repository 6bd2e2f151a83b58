# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; guillemets and typographic quotes are deliberate)
"""Vwa Lakay Miami: a Haitian community news site in Miami, in Haitian Creole and English, on **Ghost** (a Source-like
theme: `gh-article`, `gh-article-title is-title`, `gh-article-excerpt`, `gh-article-author-name`,
`gh-article-meta-date`, `gh-content gh-canvas`, Koenig cards `kg-image-card`, `kg-callout-card`, `kg-bookmark-card`,
`kg-toggle-card`; flat `/<slug>/` posts, tags as sections `/tag/kominote/` with `/tag/kominote/page/2/`,
`/author/<slug>/`, a custom `/chache/?q=` route), Eastern time (-05:00).

Every page says `<html lang="en">` (Ghost's one site-wide locale) although most posts are in **Kreyòl** (`ht`) and
the theme prints Kreyòl dates "4 desanm 2026" and "Pa" for "by" on them ("Dec 4, 2026" and "By" on the English
posts, which are labelled `en`). The `<time datetime>` is the local day; Ghost's `Article` JSON-LD is in **UTC**
(".000Z"): the rent story at 20:40 on 4 Dec is "2026-12-05T01:40:00.000Z", the obituary at 19:05 on 3 Dec
"2026-12-04T00:05:00.000Z" (both labelled with the Miami day). Credits are Ghost staff users, so the JSON-LD
`author` is always a `Person`: "Me. Claudette Jean-Baptiste" (the immigration Q&A column, with the Maître
honorific), "The Associated Press" and "Vwa Lakay Staff" (no person: `[]`), and two reporters joined by "ak". The
Q&A sits in **toggle cards** (question in an `h4`, answer in the collapsed content). A sponsored post "Kontni
patwone" by a shipping company. The community calendar, the donation page and "Sou nou" are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import EN_MONTHS, MWA, Base, blocks_html, page, split_local, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://vwalakay.test"
ARTS = ["lwaye", "staff", "ap", "kesyon", "nekwoloji", "tps", "lekol", "patwone"]
SEARCH_Q = "lwaye"
STAFF = {
    "Jean-Robert Pierre-Louis": "jean-robert",
    "Nadège Théodore": "nadege",
    "Me. Claudette Jean-Baptiste": "claudette",
    "The Associated Press": "ap",
    "Vwa Lakay Staff": "staff",
    "Lakay Express Shipping": "patne",
}


def ht_date(local: str) -> str:
    y, m, d, _ = split_local(local)
    return f"{d} {MWA[m - 1]} {y}"


def en_date(local: str) -> str:
    y, m, d, _ = split_local(local)
    return f"{EN_MONTHS[m - 1]} {d}, {y}"


def utc_z(local: str) -> str:
    """Miami (-05:00) wall time to Ghost's UTC stamp."""
    y, m, d, t = split_local(local)
    h, mi = (int(x) for x in t.split(":"))
    h += 5
    if h >= 24:
        h -= 24
        d += 1  # the set's dates never cross a month end
    return f"{y}-{m:02d}-{d:02d}T{h:02d}:{mi:02d}:00.000Z"


class VwaLakay(Base):
    origin = ORIGIN
    name = "Vwa Lakay Miami"
    prefix = "vlk"
    language = "ht"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vlk",
            [
                ".gh-navigation",
                ".gh-navigation-menu .nav li",
                ".gh-article-title",
                ".gh-content > p",
                ".gh-article-author-name",
                ".gh-card",
                ".kg-toggle-card",
                ".kg-callout-card",
                ".gh-footer",
                ".gh-portal-cookie",
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
                "Vwa Lakay Miami: nouvèl kominote ayisyen an nan Sid Florid",
                "ghost-home-feed",
                list=["staff", "lwaye", "ap", "nekwoloji", "tps", "kesyon", "lekol", "patwone"],
                more="kominote",
            )
        )
        add(
            page(
                "kominote",
                "/tag/kominote/",
                "section",
                "Kominote",
                "ghost-tag-as-section",
                list=["lwaye", "nekwoloji", "lekol", "staff"],
                more="kominote2",
                desc="Nouvèl Ti Ayiti, Nò Miami, Miami Gardens ak tout kominote ayisyen an nan Sid Florid.",
            )
        )
        add(
            page(
                "kominote2",
                "/tag/kominote/page/2/",
                "section",
                "Kominote",
                "ghost-tag-page2",
                list=["patwone"],
                older=[
                    (
                        "/fanmi-ayisyen-yo-selebre-jou-endepandans-kilti-nan-ti-ayiti/",
                        "Fanmi ayisyen yo selebre jou kilti nan Ti Ayiti",
                        "28 novanm 2026",
                    ),
                    (
                        "/nouvo-otobis-la-ap-pase-sou-62yem-ri-apati-janvye/",
                        "Nouvo otobis la ap pase sou 62yèm Ri apati janvye",
                        "25 novanm 2026",
                    ),
                    (
                        "/biblioteka-nan-no-miami-ap-bay-klas-enfomatik-gratis/",
                        "Bibliyotèk Nò Miami ap bay klas enfòmatik gratis",
                        "20 novanm 2026",
                    ),
                ],
                desc="Nouvèl Ti Ayiti, Nò Miami, Miami Gardens ak tout kominote ayisyen an nan Sid Florid.",
            )
        )
        add(
            page(
                "tag",
                "/tag/tps/",
                "tag",
                "TPS",
                "ghost-tag",
                list=["tps", "kesyon"],
                desc="Estati Pwoteksyon Tanporè (TPS) pou Ayisyen: nouvèl, dat limit ak konsèy.",
            )
        )
        add(
            page(
                "author",
                "/author/nadege/",
                "author",
                "Nadège Théodore",
                "ghost-author",
                list=["tps", "nekwoloji", "lekol"],
                bio="Nadège Théodore kouvri imigrasyon, lekòl ak lavi kominote ayisyen an nan Miami pou Vwa Lakay depi 2019.",
            )
        )
        add(
            page(
                "search",
                "/chache/?q=" + SEARCH_Q,
                "search",
                f"Rezilta pou \u201c{SEARCH_Q}\u201d",
                "custom-route-search",
                list=["lwaye"],
            )
        )
        add(
            page(
                "calendar",
                "/kalandriye/",
                "calendar",
                "Kalandriye kominote a",
                "community-event-calendar",
                [
                    "Voye enfòmasyon sou aktivite òganizasyon ou a ba nou anvan mèkredi chak semèn.",
                    "### Samdi 5 desanm",
                    "10è nan maten – Distribisyon manje gratis nan Legliz Sen Jak, 95 NE 59yèm Ri, Miami.",
                    "7è diswa – Konsè konpa ak twoubadou nan Sant Kiltirèl Ti Ayiti. Antre gratis.",
                    "### Madi 8 desanm",
                    "6è diswa – Reyinyon kominotè sou lojman ak lwaye ak komisyonè distri a, Sant Kiltirèl Ti Ayiti.",
                    "### Samdi 12 desanm",
                    "9è nan maten – Klinik imigrasyon gratis (TPS, pèmi travay, paròl) nan Biwo Fanm Ayisyen Miami. Pote tout papye ou.",
                    "2è apremidi – Fèt Nwèl pou timoun nan Pak Ti Ayiti, ak kado ak manje.",
                ],
            )
        )
        add(
            page(
                "about",
                "/sou-nou/",
                "about",
                "Sou nou",
                "about-page",
                [
                    "Vwa Lakay Miami se yon sal redaksyon kominotè ki pa fè lajan, ki kouvri nouvèl kominote ayisyen an nan Sid Florid an Kreyòl ak an Anglè depi 2016.",
                    "Nou kwè tout moun gen dwa jwenn enfòmasyon nan lang yo pale lakay yo. Jounalis nou yo rete nan kominote yo kouvri a.",
                    "Pou kontakte redaksyon an: redaksyon@vwalakay.test oswa (305) 555-0120.",
                ],
            )
        )
        add(
            page(
                "donate",
                "/sipote-nou/",
                "donate",
                "Sipòte jounalis kominotè",
                "donation-appeal",
                [
                    "Vwa Lakay gratis pou tout moun li. Se don lektè yo ki pèmèt nou kontinye.",
                    "- 10 dola pa mwa: ou resevwa bilten nou an chak semèn.",
                    "- 25 dola pa mwa: ou resevwa envitasyon pou reyinyon kominotè nou yo.",
                    "- 100 dola yon sèl fwa: ou ede nou kouvri yon reyinyon konsèy vil la.",
                    "Vwa Lakay Miami se yon òganizasyon 501(c)(3). Don ou yo dediktib selon lalwa.",
                ],
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "lwaye",
                "/lwaye-ap-monte-nan-ti-ayiti-fanmi-yo-ap-cheche-kote-pou-yo-rete/",
                "Lwaye ap monte nan Ti Ayiti: fanmi yo ap chèche kote pou yo rete",
                "2026-12-04",
                utc_z("2026-12-04 20:40"),
                "2026-12-04 20:40",
                ["Jean-Robert Pierre-Louis"],
                [
                    "Plizyè douzèn fanmi ayisyen ki rete nan Ti Ayiti, nan Miami, resevwa avi nan men pwopriyetè yo pou di yo lwaye a pral monte nan mwa janvye. Pou kèk ladan yo, ogmantasyon an rive jiska 40 pousan.",
                    "Madan Marie-Claude Joseph, yon manman twa pitit ki rete sou 54yèm Ri depi 2011, di lwaye apatman li a pral soti 1,450 dola pou rive 1,950 dola chak mwa. « Mwen travay nan yon otèl sou Miami Beach. Sa m touche nan yon mwa pa ase pou m peye sa », li di.",
                    "Òganizasyon kominotè yo di yo wè anpil plis moun k ap vin mande èd depi sezon otòn lan. Selon yon responsab nan Sant Kominotè Ti Ayiti, plis pase 300 fanmi vin chèche konsèy sou lojman nan mwa novanm sèlman.",
                    "FIG: Bilding apatman sou 54yèm Ri | Yon bilding apatman sou 54yèm Ri nan Ti Ayiti. Foto: Jean-Robert Pierre-Louis / Vwa Lakay",
                    "Anpil pwopriyetè esplike ogmantasyon an pa pri asirans ak taks sou pwopriyete ki monte anpil nan Florid. Men lòt moun nan kominote a di se nouvo bilding liksye k ap leve nan zòn nan ki fè pri yo monte.",
                    "RAW:<!--bookmark:kesyon-->",
                    "Avoka ki travay ak lokatè yo konseye fanmi yo pou yo li kontra lwaye yo byen, pou yo kenbe tout avi yo resevwa, epi pou yo pa siyen okenn papye anvan yo jwenn konsèy.",
                    "Komisyonè distri a anonse yon reyinyon kominotè sou lojman pou madi 8 desanm a 6è diswa nan Sant Kiltirèl Ti Ayiti.",
                ],
                "pa-kreyol-lang-en-utc-next-day",
                section="Kominote",
                dek="Plizyè fanmi nan katye a di yo resevwa avi ogmantasyon lwaye ki rive jiska 40 pousan.",
                by=["Jean-Robert Pierre-Louis"],
                tags=["kominote", "lojman"],
            )
        )
        add(
            story(
                "staff",
                "/little-haiti-cultural-complex-announces-free-holiday-concert-series/",
                "Little Haiti Cultural Complex announces free holiday concert series",
                "2026-12-05",
                utc_z("2026-12-05 08:30"),
                "2026-12-05 08:30",
                [],
                [
                    "The Little Haiti Cultural Complex will host free concerts every Friday evening in December, featuring konpa, twoubadou and gospel performers from across South Florida, the city of Miami announced.",
                    "The series opens on Dec. 11 with a twoubadou trio from North Miami and closes on Christmas Day with a gospel choir made up of singers from six Haitian churches. Concerts start at 7 p.m. on the complex's outdoor stage.",
                    "Organizers said food vendors from the neighborhood will sell griot, pikliz and pate kòde at each event, and a craft market will feature local artists.",
                    "Admission is free, but seating is limited. Parking is available on Northeast 59th Terrace.",
                ],
                "staff-user-as-person-english",
                section="Kominote",
                by=["Vwa Lakay Staff"],
                tags=["kominote", "kilti"],
                lang="en",
            )
        )
        add(
            story(
                "ap",
                "/un-agency-says-displacement-in-haitis-capital-reaches-new-high/",
                "UN agency says displacement in Haiti's capital reaches new high",
                "2026-12-04",
                utc_z("2026-12-04 11:20"),
                "2026-12-04 11:20",
                [],
                [
                    "PORT-AU-PRINCE, Haiti (AP) — The number of people forced from their homes by violence in and around Haiti's capital has reached a new high, the United Nations' migration agency said Friday, with tens of thousands sheltering in schools, churches and makeshift camps.",
                    "The agency said families displaced in recent weeks from neighborhoods on the northern edge of Port-au-Prince had moved into already crowded sites, where access to clean water and health care is limited.",
                    "Aid groups have warned that funding for the humanitarian response in Haiti covers less than half of what is needed this year. Schools in several areas of the capital have been closed for months.",
                    "Many displaced families have relatives in South Florida, where community groups have organized collections of money and supplies in recent weeks.",
                ],
                "ap-staff-user-jsonld-person",
                section="Ayiti",
                by=["The Associated Press"],
                tags=["ayiti"],
                lang="en",
            )
        )
        add(
            story(
                "kesyon",
                "/kesyon-ak-repons-kisa-pou-m-fe-si-pemi-travay-mwen-ap-ekspire/",
                "Kesyon ak repons: Kisa pou m fè si pèmi travay mwen ap ekspire?",
                "2026-12-02",
                utc_z("2026-12-02 09:00"),
                "2026-12-02 09:00",
                ["Claudette Jean-Baptiste"],
                [
                    "Chak semèn, avoka imigrasyon Claudette Jean-Baptiste reponn kesyon lektè Vwa Lakay yo voye ba nou. Semèn sa a, twa kesyon sou pèmi travay.",
                    "Q: Pèmi travay mwen (EAD) ap ekspire nan mwa fevriye. Kilè pou m mande renouvèlman an? || Ou ka depoze demann renouvèlman an jiska 180 jou anvan dat pèmi a ekspire. Pi bonè ou depoze l, se pi bon, paske delè tretman yo chanje souvan. Kenbe resi USCIS voye ba ou a nan yon kote ki an sekirite.",
                    "Q: Mwen gen TPS. Èske m ka kontinye travay pandan renouvèlman an ap trete? || Sa depann de règ gouvènman an pibliye pou chak peryòd TPS. Pafwa USCIS pwolonje otomatikman validite pèmi travay yo pou yon tan. Li avi ofisyèl la, oswa mande yon avoka oswa yon reprezantan akredite.",
                    "Q: Patwon mwen di m pa ka travay si kat mwen ekspire. Èske li gen rezon? || Patwon an dwe verifye ou gen otorizasyon pou travay. Si ou gen yon ekstansyon otomatik, montre l resi a ansanm ak avi ofisyèl la. Si patwon an toujou refize, ou ka rele yon òganizasyon ki defann dwa travayè yo.",
                ],
                "immigration-qa-toggle-cards-me-honorific",
                section="Imigrasyon",
                by=["Me. Claudette Jean-Baptiste"],
                tags=["imigrasyon", "tps"],
                callout="Enfòmasyon sa a se pou enfòme w sèlman; li pa ranplase konsèy yon avoka ki konnen dosye w. Voye kesyon ou yo bay kesyon@vwalakay.test.",
            )
        )
        add(
            story(
                "nekwoloji",
                "/paste-wilner-desrosiers-yon-poto-mitan-nan-kominote-a-mouri-a-laj-86-an/",
                "Pastè Wilner Desrosiers, yon poto mitan nan kominote a, mouri a laj 86 an",
                "2026-12-03",
                utc_z("2026-12-03 19:05"),
                "2026-12-03 19:05",
                ["Nadège Théodore"],
                [
                    "Pastè Wilner Desrosiers, ki te fonde youn nan premye legliz ayisyen nan Ti Ayiti nan fen ane 1970 yo, mouri madi 1ye desanm nan yon lopital nan Miami, apre yon maladi. Li te gen 86 an.",
                    "Li te fèt Jakmèl an 1940. Li te rive Miami an 1977, tankou anpil Ayisyen ki t ap kouri kite diktati a. Anvan li te vin pastè, li te travay nan jaden tomat nan Homestead ak nan yon faktori nan Hialeah.",
                    "Nan kominote a, moun te konnen l pou travay li te fè ak nouvo imigran yo. Legliz li a te konn bay manje, rad ak èd pou ranpli papye imigrasyon, san mande moun ki relijyon yo.",
                    "« Pastè Desrosiers te yon papa pou nou tout. Lè m te rive isit la an 1992, se li ki te ede m jwenn premye travay mwen », Jean Baptiste Louis, yon manm legliz la depi 30 an, di.",
                    "Li kite madanm li, Yolande, kat pitit ak onz pitit pitit.",
                    "Y ap chante fineray li samdi 12 desanm a 10è nan maten nan Legliz Batis Evanjelik Betel, sou NE 2yèm Avni, Miami.",
                ],
                "news-obituary-utc-next-day",
                section="Kominote",
                by=["Nadège Théodore"],
                tags=["kominote", "nekwoloji"],
            )
        )
        add(
            story(
                "tps",
                "/what-the-new-tps-deadline-means-for-haitians-in-south-florida/",
                "What the new TPS deadline means for Haitians in South Florida",
                "2026-12-03",
                utc_z("2026-12-03 12:15"),
                "2026-12-03 12:15",
                ["Nadège Théodore"],
                [
                    "A federal notice setting a new deadline for Haitians with Temporary Protected Status has left many families in South Florida with more questions than answers. Lawyers and community groups say the most important thing is not to panic, and not to miss a date.",
                    "## Who is affected",
                    "TPS allows people from countries hit by disaster or conflict to live and work legally in the United States for a set period. Tens of thousands of Haitians in Miami-Dade and Broward counties hold it, many of them for more than a decade.",
                    "## What to do now",
                    "Immigration attorneys recommend that TPS holders check the expiration date on their work permits, keep copies of every receipt from U.S. Citizenship and Immigration Services, and speak with a lawyer or accredited representative about whether they may qualify for any other status.",
                    "“People call us every day asking if they have to leave tomorrow. The answer is no, but they do need to be ready,” said Guerline Alexis, a paralegal at a legal aid clinic in Little Haiti.",
                    "## Where to get help",
                    "Several organizations are holding free clinics this month, including one on Dec. 12 in Little Haiti. Beware of anyone who promises guaranteed results or asks for cash to “file quickly”: notario fraud remains common in the community.",
                ],
                "by-reporter-english-subheads",
                section="Imigrasyon",
                by=["Nadège Théodore"],
                tags=["imigrasyon", "tps"],
                lang="en",
            )
        )
        add(
            story(
                "lekol",
                "/yon-lekol-nan-no-miami-ap-ofri-klas-kreyol-ak-angle-gratis-pou-granmoun/",
                "Yon lekòl nan Nò Miami ap ofri klas Kreyòl ak Anglè gratis pou granmoun",
                "2026-12-01",
                utc_z("2026-12-01 17:45"),
                "2026-12-01 17:45",
                ["Nadège Théodore", "Jean-Robert Pierre-Louis"],
                [
                    "Yon lekòl primè nan Nò Miami pral louvri pòt li chak madi ak jedi swa apati mwa janvye pou granmoun ki vle aprann li ak ekri an Kreyòl ak an Anglè, san yo pa peye anyen.",
                    "Pwogram nan, ki se yon inisyativ plizyè pwofesè ayisyen ak yon òganizasyon alfabetizasyon, vize sitou paran ak granparan ki pa t gen chans ale lekòl Ayiti.",
                    "« Anpil paran pa ka ede pitit yo fè devwa paske yo pa konn li. Nou vle chanje sa », pwofesè Rose-Andrée Michel, ki kowòdone pwogram nan, di.",
                    "Klas yo ap fèt de 6è a 8è diswa. Moun ki enterese ka enskri nan biwo lekòl la oswa rele (305) 555-0147.",
                    "Òganizatè yo di yo gen plas pou 60 elèv nan premye sesyon an, e yo espere louvri yon dezyèm klas nan Miami Gardens pita nan ane a.",
                ],
                "two-reporters-ak-join",
                section="Kominote",
                by=["Nadège Théodore", "Jean-Robert Pierre-Louis"],
                tags=["kominote", "edikasyon"],
            )
        )
        add(
            story(
                "patwone",
                "/voye-kado-nwel-lakay-sa-pou-w-konnen-anvan-15-desanm/",
                "Voye kado Nwèl lakay: sa pou w konnen anvan 15 desanm",
                "2026-12-01",
                utc_z("2026-12-01 10:00"),
                "2026-12-01 10:00",
                [],
                [
                    "Chak ane, dè milye fanmi ayisyen nan Sid Florid voye bwat ak barik bay fanmi yo Ayiti pou fèt Nwèl ak Premye Janvye. Men kèk konsèy pou kolis ou rive atan.",
                    "- Voye bwat ou anvan 15 desanm pou li gen chans rive anvan Nwèl.",
                    "- Pa mete lajan kach, bijou oswa medikaman san preskripsyon nan bwat la.",
                    "- Fè yon lis tout sa ki nan bwat la epi kenbe yon kopi.",
                    "- Mande konbyen frè dwàn ak livrezon ap koute anvan ou voye.",
                    "Lakay Express Shipping gen biwo nan Ti Ayiti ak nan Nò Miami, e li voye kolis Pòtoprens, Okap, Okay ak Jakmèl chak semèn.",
                ],
                "sponsored-kontni-patwone-company-user",
                section="Patwone",
                by=["Lakay Express Shipping"],
                tags=["patwone"],
                sponsored=True,
                callout="Kontni patwone: atik sa a se yon piblisite Lakay Express Shipping peye. Redaksyon Vwa Lakay pa t patisipe nan ekri l.",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def is_en(self, doc: Doc) -> bool:
        return doc.extra.get("lang") == "en"

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        desc = doc.dek or (self.lede(doc) if doc.is_article else doc.extra.get("desc", doc.title))
        out = [
            f"<title>{esc(doc.title)}{'' if doc.key == 'home' else ' — Vwa Lakay Miami'}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta name="referrer" content="no-referrer-when-downgrade">',
            '<meta property="og:site_name" content="Vwa Lakay Miami">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:url" content="{esc(url)}">',
        ]
        if doc.is_article:
            out += [
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:modified_time" content="{doc.iso}">',
                *(f'<meta property="article:tag" content="{esc(t.capitalize())}">' for t in doc.extra["tags"]),
                '<meta name="twitter:card" content="summary_large_image">',
                '<meta name="twitter:label1" content="Written by">',
                f'<meta name="twitter:data1" content="{esc(", ".join(doc.extra["by"]))}">',
                '<meta name="twitter:label2" content="Filed under">',
                f'<meta name="twitter:data2" content="{esc(", ".join(t.capitalize() for t in doc.extra["tags"]))}">',
            ]
            authors = [
                {"@type": "Person", "name": n, "url": f"{ORIGIN}/author/{STAFF[n]}/", "sameAs": []}
                for n in doc.extra["by"]
            ]
            ld = {
                "@context": "https://schema.org",
                "@type": "Article",
                "publisher": {
                    "@type": "Organization",
                    "name": "Vwa Lakay Miami",
                    "url": f"{ORIGIN}/",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/content/images/2024/02/vwalakay-logo.png"},
                },
                "author": authors[0] if len(authors) == 1 else authors,
                "headline": doc.title,
                "url": url,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "image": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/content/images/2026/12/{doc.key}.jpg",
                    "width": 1200,
                    "height": 800,
                },
                "keywords": ", ".join(t.capitalize() for t in doc.extra["tags"]),
                "description": desc,
                "mainEntityOfPage": url,
            }
        else:
            ld = {
                "@context": "https://schema.org",
                "@type": "WebSite" if doc.key == "home" else "Series" if doc.kind in ("section", "tag") else "WebPage",
                "publisher": {"@type": "Organization", "name": "Vwa Lakay Miami", "url": f"{ORIGIN}/"},
                "url": url,
                "name": doc.title,
                "mainEntityOfPage": url,
            }
        out.append(f'<script type="application/ld+json">\n{json.dumps(ld, ensure_ascii=False, indent=4)}\n</script>')
        out.append('<meta name="generator" content="Ghost 5.105">')
        out.append(
            '<link rel="alternate" type="application/rss+xml" title="Vwa Lakay Miami" href="https://vwalakay.test/rss/">'
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = [
            ("kominote", "Kominote"),
            ("https://vwalakay.test/tag/imigrasyon/", "Imigrasyon"),
            ("https://vwalakay.test/tag/ayiti/", "Ayiti"),
            ("https://vwalakay.test/tag/english/", "English"),
            ("calendar", "Kalandriye"),
            ("about", "Sou nou"),
        ]
        nav = "".join(
            f'<li class="nav-{k if "://" not in k else k.rstrip("/").rsplit("/", 1)[-1]}">{self.a(k, t, "nav")}</li>'
            for k, t in menu
        )
        body_class = (
            "post-template " + " ".join(f"tag-{t}" for t in doc.extra.get("tags", []))
            if doc.is_article
            else ("home-template" if doc.key == "home" else f"{doc.kind}-template")
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="preload" as="style" href="https://vwalakay.test/assets/built/screen.css?v=4d1a2b9c7e">
<link rel="stylesheet" type="text/css" href="https://vwalakay.test/assets/built/screen.css?v=4d1a2b9c7e">
{self.head(doc)}
<script defer src="https://cdn.jsdelivr.test/npm/@tryghost/portal@~2.46/umd/portal.min.js" data-i18n="true" data-ghost="https://vwalakay.test/" data-key="6e0f1c3d2a" data-api="https://vwalakay.test/ghost/api/content/" data-locale="en" crossorigin="anonymous"></script>
<style id="gh-members-styles">/*PAD*/</style>
<script defer src="https://cdn.jsdelivr.test/npm/@tryghost/sodo-search@~1.5/umd/sodo-search.min.js" data-key="6e0f1c3d2a" data-styles="https://cdn.jsdelivr.test/npm/@tryghost/sodo-search@~1.5/umd/main.css" data-sodo-search="https://vwalakay.test/" data-locale="en" crossorigin="anonymous"></script>
<script defer src="/public/cards.min.js?v=4d1a2b9c7e"></script>
</head>
<body class="{body_class} has-sans-title has-sans-body">
<div class="gh-viewport">
<header id="gh-navigation" class="gh-navigation is-left-logo gh-outer">
<div class="gh-navigation-inner gh-inner">
<div class="gh-navigation-brand">
<a class="gh-navigation-logo is-title" href="https://vwalakay.test/"><img src="https://vwalakay.test/content/images/2024/02/vwalakay-logo.png" alt="Vwa Lakay Miami"></a>
<button class="gh-search gh-icon-button" aria-label="Search this site" data-ghost-search><svg width="20" height="20" viewBox="0 0 24 24"><path d="M10 18a8 8 0 1 1 5.3-14"></path></svg></button>
</div>
<nav class="gh-navigation-menu"><ul class="nav">{nav}</ul></nav>
<div class="gh-navigation-actions">
<div class="gh-navigation-members"><a href="#/portal/signin" data-portal="signin">Konekte</a> <a class="gh-button" href="#/portal/signup" data-portal="signup">Abone</a> {self.a("donate", "Fè yon don", "nav", attrs='class="gh-button gh-donate"')}</div>
</div>
</div>
</header>
<main class="gh-main">
{main}
</main>
<section class="gh-cta gh-outer"><div class="gh-cta-inner"><h2 class="gh-cta-title">Resevwa nouvèl kominote a chak semèn</h2><p>Bilten gratis nou an, an Kreyòl ak an Anglè.</p><a class="gh-button" href="#/portal/signup">Enskri</a></div></section>
<footer class="gh-footer gh-outer">
<div class="gh-footer-inner gh-inner">
<div class="gh-footer-bar">
<span class="gh-footer-logo is-title">Vwa Lakay Miami</span>
<nav class="gh-footer-menu"><ul class="nav">
<li class="nav-sou-nou">{self.a("about", "Sou nou", "footer")}</li>
<li class="nav-sipote-nou">{self.a("donate", "Sipòte nou", "footer")}</li>
<li class="nav-kalandriye">{self.a("calendar", "Kalandriye", "footer")}</li>
<li class="nav-piblisite"><a href="https://vwalakay.test/piblisite/">Piblisite</a></li>
<li class="nav-privacy"><a href="https://vwalakay.test/privacy/">Privacy</a></li>
</ul></nav>
<div class="gh-footer-copyright">Powered by <a href="https://ghost.org/" target="_blank" rel="noopener">Ghost</a></div>
</div>
<div class="gh-footer-signup"><h2 class="gh-footer-signup-header is-title">Vwa Lakay Miami</h2><p class="gh-footer-signup-subhead is-body">Nouvèl kominote ayisyen an nan Sid Florid, an Kreyòl ak an Anglè.</p></div>
</div>
</footer>
<div class="gh-portal-cookie" role="dialog">Sit sa a itilize cookies. This site uses cookies to understand how you use it. <a href="https://vwalakay.test/privacy/">Privacy</a> <button type="button">OK</button></div>
</div>
<div class="pswp" tabindex="-1" role="dialog" aria-hidden="true"><div class="pswp__bg"></div><div class="pswp__scroll-wrap"><div class="pswp__container"></div></div></div>
<script src="https://vwalakay.test/assets/built/source.js?v=4d1a2b9c7e"></script>
</body>
</html>"""

    def byline_names(self, doc: Doc) -> str:
        links = []
        for n in doc.extra["by"]:
            if STAFF[n] == "nadege":
                links.append(self.a("author", n, "byline"))
            else:
                links.append(f'<a href="/author/{STAFF[n]}/">{esc(n)}</a>')
        joiner = " and " if self.is_en(doc) else " ak "
        return joiner.join(links)

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="kg-card kg-image-card kg-card-hascaption"><img src="https://vwalakay.test/content/images/2026/12/{abs(sum(map(ord, alt))) % 9973}.jpg" class="kg-image" alt="{esc(alt)}" loading="lazy" width="2000" height="1333"><figcaption><span style="white-space: pre-wrap;">{esc(cap)}</span></figcaption></figure>'

    def qa(self, q: str, a: str) -> str:
        return f'<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text"><span style="white-space: pre-wrap;">{q}</span></h4><button class="kg-toggle-card-icon" aria-label="Expand toggle to read content"><svg viewBox="0 0 14 14"><path d="M7 0a.5.5 0 0 1 .5.5v6h6a.5.5 0 1 1 0 1h-6v6a.5.5 0 1 1-1 0v-6h-6a.5.5 0 0 1 0-1h6v-6A.5.5 0 0 1 7 0Z"></path></svg></button></div><div class="kg-toggle-content"><p><span style="white-space: pre-wrap;">{a}</span></p></div></div>'

    def bookmark(self, key: str) -> str:
        d = self.docs[key]
        inner = f'<div class="kg-bookmark-content"><div class="kg-bookmark-title">{esc(d.title)}</div><div class="kg-bookmark-description">{esc(self.lede(d, 90))}</div><div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="https://vwalakay.test/content/images/size/w256h256/2024/02/favicon.png" alt=""><span class="kg-bookmark-author">Vwa Lakay Miami</span></div></div>'
        link = self.a(key, d.title, "content", attrs='class="kg-bookmark-container"', inner=inner)
        return f'<figure class="kg-card kg-bookmark-card">{link}</figure>'

    def story_main(self, doc: Doc) -> str:
        en = self.is_en(doc)
        tag0 = doc.extra["tags"][0]
        tag_link = (
            self.a("kominote", "Kominote", "breadcrumb")
            if tag0 == "kominote"
            else (
                self.a("tag", "TPS", "breadcrumb")
                if tag0 == "tps"
                else f'<a href="/tag/{tag0}/">{esc(doc.section)}</a>'
            )
        )
        if doc.extra.get("sponsored"):
            tag_link = '<a href="/tag/patwone/">Kontni patwone</a>'
        by = "By" if en else "Pa"
        date = en_date(doc.stamp) if en else ht_date(doc.stamp)
        words = len(doc.body.split())
        mins = max(1, words // 200 + 1)
        length = f"{mins} min read" if en else f"{mins} min lekti"
        # the body: blocks with a bookmark card where marked
        blocks = []
        for b in doc.blocks:
            if b[0] == "box" and b[1].startswith("<!--bookmark:"):
                blocks.append(("box", self.bookmark(b[1][13:-3])))
            else:
                blocks.append(b)
        body = blocks_html(self, blocks, fig=self.fig, qa=self.qa)
        callout = ""
        if doc.extra.get("callout"):
            callout = f'<div class="kg-card kg-callout-card kg-callout-card-grey"><div class="kg-callout-emoji">{"📣" if doc.extra.get("sponsored") else "⚖️"}</div><div class="kg-callout-text">{esc(doc.extra["callout"])}</div></div>'
        top_callout, end_callout = (callout, "") if doc.extra.get("sponsored") else ("", callout)
        img_alt = "" if doc.extra.get("sponsored") else esc(doc.title)
        rel = [k for k in ARTS if k != doc.key and k != "patwone"][:3]
        cards = "".join(self.post_card(k) for k in rel)
        dek = f'<p class="gh-article-excerpt is-body">{esc(doc.dek)}</p>' if doc.dek else ""
        share = quote(self.url(doc.key), safe="")
        return f"""<article class="gh-article post {" ".join(f"tag-{t}" for t in doc.extra["tags"])}">
<header class="gh-article-header gh-canvas">
{tag_link.replace("<a ", '<a class="gh-article-tag" ', 1)}
<h1 class="gh-article-title is-title">{esc(doc.title)}</h1>
{dek}
<div class="gh-article-meta">
<div class="gh-article-author-image instapaper_ignore"><img class="author-profile-image" src="https://vwalakay.test/content/images/size/w160/2024/03/{STAFF[doc.extra["by"][0]]}.jpg" alt="" width="160" height="160"></div>
<div class="gh-article-meta-wrapper">
<h4 class="gh-article-author-name"><span class="gh-article-by">{by}</span> {self.byline_names(doc)}</h4>
<div class="gh-article-meta-content">
<time class="gh-article-meta-date" datetime="{doc.stamp[:10]}">{date}</time>
<span class="gh-article-meta-length"><span class="bull">—</span> {length}</span>
</div>
</div>
</div>
<figure class="gh-article-image"><img srcset="https://vwalakay.test/content/images/size/w600/2026/12/{doc.key}.jpg 600w, https://vwalakay.test/content/images/size/w1200/2026/12/{doc.key}.jpg 1200w" sizes="(min-width: 1400px) 1400px, 92vw" src="https://vwalakay.test/content/images/size/w1200/2026/12/{doc.key}.jpg" alt="{img_alt}"></figure>
</header>
<section class="gh-content gh-canvas is-body">
{top_callout}
{body}
{end_callout}
</section>
<div class="gh-article-share gh-canvas"><a href="https://www.facebook.com/sharer/sharer.php?u={share}">Facebook</a> <a href="https://api.whatsapp.com/send?text={share}">WhatsApp</a> <a href="https://x.com/intent/post?url={share}">X</a></div>
</article>
<section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><h2 class="gh-container-title">{"Read more" if en else "Li plis"}</h2><div class="gh-feed">{cards}</div></div></section>"""

    def post_card(self, k: str) -> str:
        d = self.docs[k]
        en = self.is_en(d)
        date = en_date(d.stamp) if en else ht_date(d.stamp)
        label = '<span class="gh-card-tag">Kontni patwone</span>' if d.extra.get("sponsored") else ""
        inner = f'<figure class="gh-card-image"><img src="https://vwalakay.test/content/images/size/w600/2026/12/{k}.jpg" alt="" loading="lazy"></figure><div class="gh-card-wrapper">{label}<h3 class="gh-card-title is-title">{esc(d.title)}</h3><p class="gh-card-excerpt is-body">{esc(d.dek or self.lede(d, 110))}</p><footer class="gh-card-meta"><span class="gh-card-author">{esc(", ".join(d.extra["by"]))}</span> <time class="gh-card-date" datetime="{d.stamp[:10]}">{date}</time></footer></div>'
        link = self.a(k, d.title, "content", attrs='class="gh-card-link"', inner=inner)
        return f'<article class="gh-card post">{link}</article>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.post_card(k) for k in doc.extra["list"])
        cards += "".join(
            f'<article class="gh-card post"><a class="gh-card-link" href="{esc(p)}"><div class="gh-card-wrapper"><h3 class="gh-card-title is-title">{esc(t)}</h3><footer class="gh-card-meta"><time class="gh-card-date">{esc(d)}</time></footer></div></a></article>'
            for p, t, d in doc.extra.get("older", [])
        )
        if doc.key == "home":
            head = f'<section class="gh-header is-classic gh-outer"><div class="gh-header-inner gh-inner"><h1 class="gh-header-title is-title">{esc(doc.title)}</h1><p class="gh-header-description is-body">Nouvèl, enfòmasyon ak istwa kominote ayisyen an, an Kreyòl ak an Anglè.</p></div></section>'
        elif doc.kind == "author":
            head = f'<section class="gh-archive has-image gh-outer"><div class="gh-archive-inner gh-inner"><div class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><p class="gh-article-excerpt is-body">{esc(doc.extra["bio"])}</p><div class="gh-author-meta"><span class="gh-author-location">Miami, FL</span> <a class="gh-author-social-link" href="https://x.com/nadegetheodore">X</a></div></div><img class="gh-article-image" src="https://vwalakay.test/content/images/size/w160/2024/03/nadege.jpg" alt="{esc(doc.title)}"></div></section>'
        elif doc.kind == "search":
            head = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><form action="/chache/" method="get"><input type="search" name="q" value="{SEARCH_Q}"><button type="submit">Chache</button></form><p class="gh-article-excerpt is-body">{len(doc.extra["list"])} atik jwenn</p></div></section>'
        else:
            head = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><div class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><p class="gh-article-excerpt is-body">{esc(doc.extra.get("desc", ""))}</p></div></div></section>'
        pager = ""
        older, newer = 'class="gh-pagination-older"', 'class="gh-pagination-newer"'
        if doc.key == "kominote":
            pager = f'<nav class="gh-pagination"><span class="gh-pagination-page">Paj 1 sou 12</span> {self.a("kominote2", "Pi ansyen →", "pagination", attrs=older)}</nav>'
        elif doc.key == "kominote2":
            pager = f'<nav class="gh-pagination">{self.a("kominote", "← Pi nouvo", "pagination", attrs=newer)} <span class="gh-pagination-page">Paj 2 sou 12</span> <a class="gh-pagination-older" href="/tag/kominote/page/3/">Pi ansyen →</a></nav>'
        elif doc.key == "home":
            pager = f'<div class="gh-more is-title">{self.a("kominote", "Plis nouvèl kominote", "content")} · {self.a("tag", "Tout sa nou pibliye sou TPS", "content")} · {self.a("search", "Chache: lwaye", "content")}</div>'
        return f'{head}<section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><div class="gh-feed">{cards}</div>{pager}</div></section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        extra = ""
        if doc.kind == "donate":
            extra = '<div class="kg-card kg-button-card kg-align-center"><a href="https://donate.vwalakay.test/" class="kg-btn kg-btn-accent">Fè yon don kounye a</a></div>'
        elif doc.kind == "calendar":
            extra = f'<p class="calendar-note">Gade tou: {self.a("lwaye", "reyinyon sou lojman 8 desanm lan", "content")}.</p>'
        return f"""<article class="gh-article page">
<header class="gh-article-header gh-canvas"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1></header>
<section class="gh-content gh-canvas is-body">
{html}
{extra}
</section>
</article>"""
