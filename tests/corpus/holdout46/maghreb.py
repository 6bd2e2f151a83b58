# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Arabic letters and typographic quotes are deliberate)
"""Maghreb Info / مغرب إنفو: a Moroccan bilingual portal on **Drupal 9** (`node--type-article`,
`field--name-body`, `drupal-settings-json`), French and Arabic pages on one host (`/fr/…`, `/ar/…`, path aliases
in Arabic on the Arabic side, Drupal's 0-based `?page=1` for the second page), `hreflang` twins between the
French and Arabic versions of a story. UTF-8. French dates "Publié le 04/12/2026 à 10h15", Arabic dates
"الجمعة 04 دجنبر 2026 - 10:15" (Moroccan month names); bylines "Par …" / "بقلم: …"; MAP stories credit the agency
only ("(MAP)", "(و م ع)"). Metadata: Drupal Metatag og + `article:published_time` in +01:00 on most stories, one in
**UTC** crossing midnight, a `NewsArticle` JSON-LD on some (author an Organization on the MAP story)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

FR = ["dessal", "map", "chron", "itw", "brief"]
AR = ["dessal_ar", "map_ar", "marrakech"]
TWINS = {
    "dessal": "dessal_ar",
    "dessal_ar": "dessal",
    "map": "map_ar",
    "map_ar": "map",
    "home": "home_ar",
    "home_ar": "home",
}


class Maghreb(Base):
    origin = "https://www.maghrebinfo.test"
    name = "Maghreb Info"
    prefix = "mgi"
    language = "fr"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mgi",
            [
                ".region-header",
                ".node--type-article",
                ".field--name-body",
                ".views-row",
                ".block-views",
                ".region-footer",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/fr",
                "home",
                "Maghreb Info - L'actualité du Maroc",
                "drupal-home-fr",
                list=["dessal", "map", "chron", "itw", "brief"],
                more="eco2",
            )
        )
        add(
            page(
                "home_ar",
                "/ar",
                "home",
                "مغرب إنفو - أخبار المغرب",
                "drupal-home-ar",
                list=["dessal_ar", "map_ar", "marrakech"],
                lang="ar",
            )
        )
        add(
            page(
                "eco",
                "/fr/economie",
                "section",
                "Économie",
                "taxonomy-front",
                list=["dessal", "map", "brief"],
                more="eco2",
            )
        )
        add(
            page(
                "eco2", "/fr/economie?page=1", "section", "Économie", "taxonomy-page2-zero-based", list=["chron", "itw"]
            )
        )
        add(
            page(
                "sec_ar",
                "/ar/اقتصاد",
                "section",
                "اقتصاد",
                "taxonomy-front-ar",
                list=["dessal_ar", "map_ar", "marrakech"],
                lang="ar",
            )
        )
        add(
            page(
                "tag",
                "/fr/tags/energies-renouvelables",
                "tag",
                "Énergies renouvelables",
                "tag-page",
                list=["dessal", "map"],
            )
        )
        add(
            page(
                "author", "/fr/auteur/karim-bennani", "author", "Karim Bennani", "author-page", list=["dessal", "brief"]
            )
        )
        add(
            page(
                "search",
                "/fr/search/node?keys=eau",
                "search",
                "Résultats de recherche pour « eau »",
                "search-results",
                list=["dessal", "brief"],
            )
        )
        add(
            page(
                "about",
                "/fr/qui-sommes-nous",
                "about",
                "Qui sommes-nous ?",
                "about-page",
                [
                    "Maghreb Info est un journal électronique marocain bilingue, édité à Casablanca depuis 2013 par la société Atlas Média SARL.",
                    "Directeur de la publication : Hicham Tazi. Rédactrice en chef : Nadia El Fassi.",
                    "Numéro de dépôt légal : 2013/ELC/0042. Contact : redaction@maghrebinfo.test",
                ],
            )
        )
        add(
            page(
                "legal",
                "/fr/mentions-legales",
                "policy",
                "Mentions légales et politique de confidentialité",
                "policy-updated",
                [
                    "Dernière mise à jour : 12 septembre 2026",
                    "Conformément à la loi 09-08 relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel, vous disposez d'un droit d'accès, de rectification et d'opposition.",
                    "Le site utilise des cookies de mesure d'audience et de publicité. Vous pouvez les refuser à tout moment depuis le bandeau prévu à cet effet.",
                    "Toute reproduction des contenus publiés sur ce site sans autorisation préalable est interdite.",
                ],
            )
        )
        add(
            story(
                "dessal",
                "/fr/economie/casablanca-la-station-de-dessalement-entre-en-service",
                "Casablanca : la station de dessalement entre en service au premier trimestre 2027",
                "2026-12-04",
                "2026-12-04T10:15:00+01:00",
                "Publié le 04/12/2026 à 10h15",
                ["Karim Bennani"],
                [
                    "La grande station de dessalement d'eau de mer de Casablanca-Settat produira ses premiers mètres cubes au premier trimestre 2027, a annoncé jeudi l'Office national de l'électricité et de l'eau potable (ONEE).",
                    "Construite sur un terrain de 50 hectares au sud de la métropole, l'usine aura à terme une capacité de 300 millions de mètres cubes par an, ce qui en fera l'une des plus grandes d'Afrique.",
                    "FIG: Chantier de la station | Le chantier de la station, en novembre 2026. (Photo : Maghreb Info)",
                    "## Une alimentation 100 % renouvelable",
                    "L'installation sera alimentée par de l'électricité d'origine éolienne et solaire, grâce à un contrat d'achat signé avec un producteur privé, selon le directeur du projet, Youssef Alaoui.",
                    "« Nous voulons démontrer qu'il est possible de dessaler à grande échelle sans alourdir le bilan carbone du pays », a-t-il déclaré lors d'une visite de presse.",
                    "## Soulager les barrages",
                    "Après sept années de sécheresse, le taux de remplissage des barrages du bassin de l'Oum Er-Rbia reste inférieur à 20 %. La nouvelle station doit sécuriser l'approvisionnement de plus de 7 millions d'habitants de Casablanca, Settat et El Jadida.",
                    "Le coût total du projet est estimé à 9,5 milliards de dirhams. Une seconde tranche, destinée en partie à l'irrigation des périmètres agricoles de la région, est prévue pour 2030.",
                ],
                "par-byline-hreflang-twin",
                section="Économie",
                ld="person",
                tag=True,
            )
        )
        add(
            story(
                "map",
                "/fr/economie/le-conseil-de-gouvernement-adopte-le-projet-de-loi-sur-lhydrogene-vert",
                "Le Conseil de gouvernement adopte le projet de loi sur l'hydrogène vert",
                "2026-12-04",
                "2026-12-03T23:40:00Z",
                "Publié le 04/12/2026 à 00h40",
                [],
                [
                    "Rabat - Le Conseil de gouvernement, réuni jeudi sous la présidence du Chef du gouvernement, a adopté le projet de loi n° 38.26 relatif à la production et à la commercialisation de l'hydrogène vert.",
                    "Le texte fixe le cadre juridique applicable aux projets de production d'hydrogène à partir d'énergies renouvelables, ainsi que les conditions d'accès au foncier public et au réseau électrique national.",
                    "Selon le porte-parole du gouvernement, le projet vise à attirer des investissements estimés à 320 milliards de dirhams d'ici 2035 et à créer plusieurs dizaines de milliers d'emplois, notamment dans les régions du Sud.",
                    "Le Conseil a également approuvé deux projets de décret relatifs à l'organisation des ports de Dakhla et de Nador West Med. (MAP)",
                ],
                "map-credit-utc-crosses-midnight",
                section="Économie",
                ld="org",
                credit="MAP",
                tag=True,
            )
        )
        add(
            story(
                "chron",
                "/fr/opinions/la-classe-moyenne-oubliee-des-politiques-publiques",
                "La classe moyenne, oubliée des politiques publiques",
                "2026-12-03",
                "2026-12-03T08:00:00+01:00",
                "Publié le 03/12/2026 à 08h00",
                ["Leïla Amrani"],
                [
                    "On parle beaucoup des plus démunis, et c'est légitime. On parle aussi des grands investisseurs, qu'il faut séduire. Mais entre les deux, une large part des Marocains a le sentiment de ne plus exister dans le débat public.",
                    "Enseignants, infirmiers, petits commerçants, cadres de l'administration : ils paient l'impôt à la source, financent l'école privée faute de confiance dans le public, et consacrent une part croissante de leur revenu au logement.",
                    "Les aides directes récemment mises en place ne les concernent pas. Les hausses de prix, elles, les frappent de plein fouet.",
                    "Une politique fiscale plus juste, un véritable investissement dans l'école publique et une offre de logement intermédiaire permettraient de redonner confiance à cette population, qui constitue pourtant le socle de la stabilité sociale.",
                    "Il ne s'agit pas d'opposer les catégories entre elles, mais de reconnaître qu'une société sans classe moyenne solide est une société fragile.",
                ],
                "chronique-par",
                section="Opinions",
                ld="",
                column=True,
            )
        )
        add(
            story(
                "itw",
                "/fr/culture/entretien-avec-la-realisatrice-sanaa-berrada",
                "Sanaa Berrada : « Le cinéma marocain doit parler de ses régions »",
                "2026-12-02",
                "2026-12-02T15:30:00+01:00",
                "Publié le 02/12/2026 à 15h30",
                ["Mehdi Cherkaoui"],
                [
                    "Son premier long métrage, tourné dans le Haut Atlas, a été sélectionné au Festival international du film de Marrakech. Rencontre avec la réalisatrice Sanaa Berrada.",
                    "Q: Pourquoi avoir choisi de tourner dans un village de montagne ? || Parce que j'y ai passé mes étés d'enfance. Ces villages se vident, et j'avais envie de filmer ce qu'il en reste avant qu'il ne soit trop tard.",
                    "Q: Vos acteurs sont en grande partie non professionnels. || Oui, la plupart sont des habitants du village. Ils parlent amazigh, et il me semblait impossible de les faire jouer dans une autre langue.",
                    "Q: Qu'attendez-vous du festival ? || De la visibilité, surtout. Un film comme le mien a besoin d'exister dans les salles marocaines, et les salles sont rares en dehors des grandes villes.",
                    "Q: Quel est votre prochain projet ? || Un documentaire sur les femmes qui tissent les tapis à Taznakht. Le repérage commence en janvier.",
                ],
                "entretien-qa",
                section="Culture",
                ld="person",
            )
        )
        add(
            story(
                "brief",
                "/fr/economie/le-prix-du-gasoil-baisse-de-20-centimes",
                "Le prix du gasoil baisse de 20 centimes",
                "2026-12-01",
                "2026-12-01T09:05:00+01:00",
                "Publié le 01/12/2026 à 09h05",
                ["Karim Bennani"],
                [
                    "Les prix à la pompe ont baissé ce mardi dans la plupart des stations-service du Royaume. Le litre de gasoil s'affiche désormais autour de 11,90 dirhams à Casablanca, soit une baisse d'environ 20 centimes.",
                    "L'essence sans plomb recule, elle, de 15 centimes, selon les distributeurs, qui invoquent le repli des cours internationaux.",
                ],
                "brief-par",
                section="Économie",
                ld="",
            )
        )
        add(
            story(
                "dessal_ar",
                "/ar/اقتصاد/محطة-تحلية-مياه-البحر-بالدار-البيضاء-تدخل-الخدمة",
                "محطة تحلية مياه البحر بالدار البيضاء تدخل الخدمة في الربع الأول من 2027",
                "2026-12-04",
                "2026-12-04T10:30:00+01:00",
                "الجمعة 04 دجنبر 2026 - 10:30",
                ["كريم بناني"],
                [
                    "أعلن المكتب الوطني للكهرباء والماء الصالح للشرب، يوم الخميس، أن محطة تحلية مياه البحر الكبرى بجهة الدار البيضاء-سطات ستنتج أولى كمياتها من المياه خلال الربع الأول من سنة 2027.",
                    "وستبلغ الطاقة الإنتاجية للمحطة، المشيدة على مساحة 50 هكتاراً جنوب العاصمة الاقتصادية، 300 مليون متر مكعب سنوياً عند اكتمالها، ما يجعلها من أكبر المحطات في إفريقيا.",
                    "وأوضح مدير المشروع، يوسف العلوي، أن المحطة ستشتغل بالكامل بالطاقة الريحية والشمسية، مؤكداً أن الهدف هو إثبات إمكانية التحلية على نطاق واسع دون الرفع من البصمة الكربونية للبلاد.",
                    "وبعد سبع سنوات من الجفاف، لا تتجاوز نسبة ملء سدود حوض أم الربيع 20 في المائة، فيما يُنتظر أن تؤمن المحطة الجديدة تزويد أزيد من 7 ملايين نسمة بالدار البيضاء وسطات والجديدة بالماء الشروب.",
                    "وتقدر الكلفة الإجمالية للمشروع بـ9.5 مليارات درهم، على أن تنجز شطر ثان مخصص جزئياً لسقي المدارات الفلاحية بالجهة في أفق 2030.",
                ],
                "biqalam-ar-twin-dajanbir",
                section="اقتصاد",
                ld="person",
                lang="ar",
            )
        )
        add(
            story(
                "map_ar",
                "/ar/اقتصاد/مجلس-الحكومة-يصادق-على-مشروع-قانون-الهيدروجين-الأخضر",
                "مجلس الحكومة يصادق على مشروع القانون المتعلق بالهيدروجين الأخضر",
                "2026-12-04",
                "2026-12-04T01:05:00+01:00",
                "الجمعة 04 دجنبر 2026 - 01:05",
                [],
                [
                    "الرباط (و م ع) - صادق مجلس الحكومة، في اجتماعه المنعقد يوم الخميس برئاسة رئيس الحكومة، على مشروع القانون رقم 38.26 المتعلق بإنتاج وتسويق الهيدروجين الأخضر.",
                    "ويحدد النص الإطار القانوني المطبق على مشاريع إنتاج الهيدروجين انطلاقاً من الطاقات المتجددة، وشروط الولوج إلى العقار العمومي والشبكة الكهربائية الوطنية.",
                    "وأوضح الناطق الرسمي باسم الحكومة أن المشروع يروم جذب استثمارات تقدر بـ320 مليار درهم في أفق 2035، وخلق عشرات الآلاف من مناصب الشغل، لا سيما بجهات الجنوب.",
                ],
                "map-ar-dateline",
                section="اقتصاد",
                ld="org",
                lang="ar",
            )
        )
        add(
            story(
                "marrakech",
                "/ar/مجتمع/مراكش-تستقبل-مليون-سائح-في-نونبر",
                "مراكش تستقبل أزيد من مليون سائح خلال شهر نونبر",
                "2026-12-03",
                "2026-12-03T17:20:00+01:00",
                "الخميس 03 دجنبر 2026 - 17:20",
                ["سعيد العلوي"],
                [
                    "سجلت مدينة مراكش أزيد من مليون ليلة سياحية خلال شهر نونبر الماضي، بارتفاع قدره 14 في المائة مقارنة بالفترة نفسها من السنة الماضية، حسب معطيات المجلس الجهوي للسياحة.",
                    "وعزا المهنيون هذا الارتفاع إلى تنظيم عدد من التظاهرات الدولية بالمدينة، وإلى افتتاح خطوط جوية جديدة تربط مراكش بعدد من المدن الأوروبية.",
                    "## ضغط على الفنادق والرياضات",
                    "وبلغت نسبة الملء في الفنادق المصنفة 78 في المائة، فيما تجاوزت في بعض الرياضات بالمدينة العتيقة 90 في المائة، ما دفع عدداً من الزوار إلى البحث عن إقامات بضواحي المدينة.",
                    "وقال عبد الحق الإدريسي، صاحب رياض بحي القصبة، إن الطلب هذا الموسم «غير مسبوق»، مشيراً إلى أن الحجوزات لشهري دجنبر ويناير شبه مكتملة.",
                    "غير أن فعاليات مدنية نبهت إلى الضغط المتزايد على البنيات التحتية بالمدينة العتيقة، خاصة ما يتعلق بالنظافة والسير والجولان، داعية إلى مقاربة تراعي طاقة استيعاب المدينة.",
                ],
                "biqalam-ar-subhead",
                section="مجتمع",
                ld="person",
                lang="ar",
            )
        )

    def is_ar(self, doc: Doc) -> bool:
        return doc.extra.get("lang") == "ar"

    def frame(self, doc: Doc, main: str) -> str:
        ar = self.is_ar(doc)
        if ar:
            links = (("home_ar", "الرئيسية"), ("sec_ar", "اقتصاد"))
            nav = (
                "".join(f"<li>{self.a(k, t, 'nav')}</li>" for k, t in links)
                + '<li><a href="/ar/سياسة">سياسة</a></li><li><a href="/ar/رياضة">رياضة</a></li>'
            )
        else:
            links = (("home", "Accueil"), ("eco", "Économie"), ("tag", "Énergies"), ("search", "Recherche"))
            nav = (
                "".join(f"<li>{self.a(k, t, 'nav')}</li>" for k, t in links)
                + '<li><a href="/fr/politique">Politique</a></li><li><a href="/fr/sport">Sport</a></li>'
            )
        twin = TWINS.get(doc.key)
        alt = f'<link rel="alternate" hreflang="{"ar" if ar else "fr"}" href="{esc(self.url(doc.key))}">'
        if twin:
            alt += f'\n<link rel="alternate" hreflang="{"fr" if ar else "ar"}" href="{esc(self.url(twin))}">'
            switch = self.a(
                twin,
                "Français" if ar else "العربية",
                "nav",
                'class="language-link" hreflang="' + ("fr" if ar else "ar") + '"',
            )
        else:
            switch = self.a(
                "home" if ar else "home_ar", "Français" if ar else "العربية", "nav", 'class="language-link"'
            )
        meta = [
            f"<title>{esc(doc.title)} | {'مغرب إنفو' if ar else 'Maghreb Info'}</title>",
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:locale" content="{"ar_MA" if ar else "fr_FR"}">',
        ]
        if doc.is_article:
            meta.append('<meta property="og:type" content="article">')
            if doc.iso:
                meta.append(f'<meta property="article:published_time" content="{doc.iso}">')
            kind = doc.extra.get("ld")
            if kind:
                auth: object = (
                    {"@type": "Organization", "name": "MAP"}
                    if kind == "org"
                    else [{"@type": "Person", "name": a} for a in doc.authors]
                )
                ld = {
                    "@context": "https://schema.org",
                    "@graph": [
                        {
                            "@type": "NewsArticle",
                            "headline": doc.title,
                            "datePublished": doc.iso,
                            "author": auth,
                            "publisher": {"@type": "Organization", "name": "Maghreb Info"},
                            "inLanguage": "ar" if ar else "fr",
                        }
                    ],
                }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            meta.append('<meta property="og:type" content="website">')
        foot = (
            f"<li>{self.a('about', 'من نحن', 'footer')}</li><li>{self.a('legal', 'الشروط القانونية', 'footer')}</li>"
            if ar
            else f"<li>{self.a('about', 'Qui sommes-nous', 'footer')}</li><li>{self.a('legal', 'Mentions légales', 'footer')}</li>"
        )
        cookie = (
            "يستخدم هذا الموقع ملفات تعريف الارتباط."
            if ar
            else "Ce site utilise des cookies pour mesurer l'audience et personnaliser les publicités."
        )
        settings = json.dumps(
            {
                "path": {"baseUrl": "/", "pathPrefix": "ar/" if ar else "fr/", "currentLanguage": "ar" if ar else "fr"},
                "ajaxPageState": {"theme": "maghreb", "libraries": "core/drupal,maghreb/global"},
            }
        )
        return f"""<!DOCTYPE html>
<html lang="{"ar" if ar else "fr"}" dir="{"rtl" if ar else "ltr"}" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="utf-8">
<meta name="Generator" content="Drupal 9 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
{chr(10).join(meta)}
<link rel="canonical" href="{esc(self.url(doc.key))}">
{alt}
<style>/*PAD*/</style>
</head>
<body class="path-{"node" if doc.is_article else "frontpage" if doc.kind == "home" else "taxonomy"}">
<a href="#main-content" class="visually-hidden focusable skip-link">{"انتقل إلى المحتوى الرئيسي" if ar else "Aller au contenu principal"}</a>
<div class="dialog-off-canvas-main-canvas">
<header class="region-header"><div class="site-branding"><a href="{"/ar" if ar else "/fr"}" rel="home">{"مغرب إنفو" if ar else "Maghreb Info"}</a></div>
<nav class="menu--main"><ul class="menu">{nav}</ul></nav><div class="language-switcher-language-url">{switch}</div></header>
<main id="main-content" class="region-content">
{main}
</main>
<footer class="region-footer"><ul class="menu">{foot}<li><a href="/rss.xml">RSS</a></li><li><a href="https://www.facebook.com/maghrebinfo">Facebook</a></li></ul><p>© 2026 Maghreb Info - Atlas Média</p></footer>
</div>
<div class="eu-cookie-compliance-banner">{cookie} <button>OK</button> {self.a("legal", "المزيد" if ar else "En savoir plus", "footer")}</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{settings}</script>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.6.3"></script>
<script src="/sites/default/files/js/js_maghreb.js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        ar = self.is_ar(doc)
        if doc.extra.get("credit"):
            by = f'<div class="field field--name-field-source">Source : {esc(doc.extra["credit"])}</div>'
        elif doc.authors:
            name = doc.authors[0]
            link = self.a("author", name, "byline") if name == "Karim Bennani" else esc(name)
            by = f'<div class="field field--name-field-auteur">{"بقلم: " if ar else "Par "}{link}</div>'
        else:
            by = ""
        tags = (
            f'<div class="field field--name-field-tags">{self.a("tag", "Énergies renouvelables", "content")}</div>'
            if doc.extra.get("tag")
            else ""
        )
        pool = AR if ar else FR
        rel = "".join(
            f'<div class="views-row">{self.a(k, self.docs[k].title, "related")}</div>' for k in pool if k != doc.key
        )
        share = "شارك" if ar else "Partager"
        return f"""<article role="article" class="node node--type-article node--promoted node--view-mode-full">
<div class="field field--name-field-rubrique">{esc(doc.section)}</div>
<h1 class="page-title"><span class="field field--name-title">{esc(doc.title)}</span></h1>
{by}
<div class="node__submitted"><span class="field--name-created">{doc.stamp}</span></div>
<div class="social-share">{share}: <a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://twitter.com/intent/tweet">X</a> <a href="https://api.whatsapp.com/send?text=">WhatsApp</a></div>
<div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
{self.blocks(doc)}
</div></div>
{tags}
</article>
<div class="block-views block-views-blockarticles-lies"><h2>{"اقرأ أيضا" if ar else "À lire aussi"}</h2>{rel}</div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = "".join(
            f'<div class="views-row"><div class="views-field-field-image"><img src="/sites/default/files/styles/teaser/{k}.jpg" alt=""></div><h3>{self.a(k, self.docs[k].title, "content")}</h3><div class="views-field-body">{esc(self.lede(self.docs[k]))}</div><span class="date">{self.docs[k].stamp}</span></div>'
            for k in doc.extra["list"]
        )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += "<div class=\"field--name-field-bio\">Journaliste économique, Karim Bennani suit les questions d'eau et d'énergie depuis 2015.</div>"
        if doc.kind == "search":
            head = f'<form action="/fr/search/node"><input name="keys" value="eau"></form>{head}'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pager"><ul><li class="pager__item is-active">1</li><li class="pager__item">{self.a(doc.extra["more"], "Page suivante ›", "pagination")}</li></ul></nav>'
        elif doc.key == "eco2":
            pager = f'<nav class="pager"><ul><li class="pager__item">{self.a("eco", "‹ Page précédente", "pagination")}</li><li class="pager__item is-active">2</li></ul></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="block-rubriques">{self.a("eco", "Économie", "content")} {self.a("author", "Karim Bennani", "content")} {self.a("tag", "Énergies renouvelables", "content")}</div>'
        if doc.key == "home_ar":
            extra = f'<div class="block-rubriques">{self.a("sec_ar", "اقتصاد", "content")}</div>'
        return f'<div class="view view-taxonomy-term">{head}{rows}{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        return f'<article class="node node--type-page"><h1 class="page-title">{esc(doc.title)}</h1>\n<div class="field--name-body">{self.blocks(doc)}</div>\n</article>'
