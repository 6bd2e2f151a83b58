# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and apostrophes are deliberate)
"""Le Courrier du Soir: a French national daily on a Le-Monde-like system (`/societe/article/2026/12/04/<slug>_<id>_3224.html`,
`/societe/live/…`, `/societe/2/`, `/sujet/…`, `/signataires/…`, `/recherche/?search_keywords=`), French, UTF-8.
Traps: an "Article réservé à nos abonnés" stub (body = the shown part, the paywall box is not), a live page "En
direct" (posts with times), bylines "Par A et B" / "Par A, B et C", "Le Courrier du Soir avec AFP" (no author),
printed "Publié le … à 10h12, modifié le …" dates, a UTC time that is the next day in Paris, "Lire aussi" boxes
inside the body, a tribune signed with a bio line, an interview "Propos recueillis par"."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

LIRE = 'RAW:<section class="catcher catcher--inline"><span class="catcher__label">Lire aussi |</span> <a class="catcher__title" href="/societe/article/2026/11/28/la-dette-des-hopitaux-publics-atteint-un-record_6200874_3224.html">La dette des hôpitaux publics atteint un record</a></section>'
LIRE2 = 'RAW:<section class="catcher catcher--inline"><span class="catcher__label">Lire aussi l’enquête |</span> <a class="catcher__title" href="/planete/article/2026/11/30/les-digues-de-l-estuaire-ne-tiendront-pas_6200999_3244.html">Les digues de l’estuaire ne tiendront pas</a></section>'


class Courrier(Base):
    origin = "https://www.courrierdusoir.test"
    name = "Le Courrier du Soir"
    prefix = "cds"
    language = "fr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cds",
            [
                ".Header",
                ".article__content",
                ".article__paragraph",
                ".meta__date",
                ".catcher",
                ".teaser",
                ".paywall",
                ".post__live-container",
                ".Footer",
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
                "Le Courrier du Soir",
                "lemonde-home",
                list=["hopitaux", "live", "collecte", "tribune", "afp", "entretien", "digues"],
                more="soc2",
            )
        )
        add(
            page(
                "societe",
                "/societe/",
                "section",
                "Société",
                "lemonde-section",
                list=["hopitaux", "live", "collecte", "afp"],
                more="soc2",
            )
        )
        add(
            page(
                "soc2",
                "/societe/2/",
                "section",
                "Société",
                "lemonde-section-page2",
                list=["entretien", "digues", "tribune", "carte"],
            )
        )
        add(page("sujet", "/sujet/logement/", "tag", "Logement", "lemonde-sujet", list=["carte", "collecte"]))
        add(
            page(
                "auteur",
                "/signataires/claire-morel/",
                "author",
                "Claire Morel",
                "lemonde-signataire",
                list=["hopitaux", "carte", "collecte"],
                bio="Journaliste au service Société du Courrier du Soir depuis 2014, elle suit la santé et les politiques sociales.",
            )
        )
        add(
            page(
                "recherche",
                "/recherche/?search_keywords=loyers",
                "search",
                "Recherche",
                "lemonde-search",
                list=["carte", "sujet"],
            )
        )
        add(
            page(
                "about",
                "/qui-sommes-nous/",
                "about",
                "Qui sommes-nous ?",
                "lemonde-about",
                [
                    "Le Courrier du Soir est un quotidien national d’information générale fondé en 1946 à Paris. Sa rédaction compte aujourd’hui 540 journalistes, dont 70 correspondants à l’étranger.",
                    "Le journal est détenu par le Groupe Courrier Presse, dont le capital est contrôlé par une fondation. Un pôle d’indépendance, composé de lecteurs et de journalistes, dispose d’un droit d’agrément sur la nomination de la direction.",
                    "## Nos engagements",
                    "- Une charte d’éthique et de déontologie, publiée en 2010 et révisée en 2024.",
                    "- Une médiatrice, qui répond chaque semaine aux questions des lecteurs.",
                    "- Une séparation stricte entre la rédaction et la régie publicitaire.",
                ],
            )
        )
        add(
            page(
                "policy",
                "/confidentialite/",
                "policy",
                "Politique de confidentialité",
                "lemonde-policy",
                [
                    "Mise à jour le 2 novembre 2026",
                    "La présente politique décrit la manière dont la société éditrice du Courrier du Soir collecte et traite vos données personnelles lorsque vous utilisez nos sites et applications.",
                    "## Les données que nous collectons",
                    "Nous collectons les données que vous nous fournissez lors de la création de votre compte (nom, adresse électronique, mot de passe chiffré) et lors de la souscription d’un abonnement (adresse postale, moyen de paiement).",
                    "## Vos droits",
                    "Vous disposez d’un droit d’accès, de rectification, d’effacement et de portabilité de vos données. Vous pouvez exercer ces droits en écrivant à notre délégué à la protection des données.",
                ],
            )
        )
        add(
            page(
                "abo",
                "/abonnement/",
                "subscribe",
                "Abonnez-vous au Courrier du Soir",
                "lemonde-offres",
                [
                    "Accédez à tous nos contenus, sans limite, sur tous vos écrans.",
                    "- 1 € le premier mois, puis 11,99 € par mois",
                    "- Le journal du jour en version numérique dès 11h30",
                    "- Plus de 120 newsletters et les archives depuis 1946",
                    "Sans engagement, résiliable à tout moment en ligne.",
                ],
            )
        )
        add(
            page(
                "newsletters",
                "/newsletters/",
                "newsletter",
                "Nos newsletters",
                "lemonde-newsletters",
                [
                    "## La Matinale",
                    "Chaque matin à 7 heures, l’essentiel de l’actualité sélectionné par la rédaction.",
                    "## Les Décodeurs",
                    "Une fois par semaine, nos journalistes vérifient les chiffres du débat public.",
                    "## Planète",
                    "Le jeudi, le meilleur de nos articles sur le climat et la biodiversité.",
                ],
            )
        )
        add(
            story(
                "hopitaux",
                "/societe/article/2026/12/04/a-l-hopital-de-creteil-les-urgences-fermees-la-nuit-faute-de-medecins_6201234_3224.html",
                "A l’hôpital de Créteil, les urgences fermées la nuit faute de médecins",
                "2026-12-04",
                "2026-12-04T10:12:41+01:00",
                "Publié le 4 décembre 2026 à 10h12, modifié le 4 décembre 2026 à 14h03",
                ["Claire Morel", "Julien Bastide"],
                [
                    "Depuis le 1er décembre, les urgences adultes du centre hospitalier intercommunal de Créteil ne reçoivent plus de patients entre 22 heures et 8 heures. Les ambulances sont dirigées vers Mondor ou vers Villeneuve-Saint-Georges, à vingt minutes de route.",
                    "« On a tenu trois ans avec des intérimaires, on ne peut plus », explique un médecin du service, qui souhaite rester anonyme. Sur les quatorze postes de praticiens, six sont vacants depuis l’été.",
                    LIRE,
                    "La direction de l’hôpital présente la mesure comme « temporaire » et promet une réouverture complète au printemps. L’agence régionale de santé évoque de son côté une « régulation renforcée » par le SAMU.",
                ],
                "paywall-stub",
                section="Société",
                paywalled=True,
                dek="Six postes de praticiens sur quatorze sont vacants. Les patients sont envoyés vers Mondor ou Villeneuve-Saint-Georges.",
            )
        )
        add(
            story(
                "live",
                "/societe/live/2026/12/04/greve-dans-les-transports-en-direct-le-trafic-tres-perturbe-a-la-sncf-et-a-la-ratp_6201240_3224.html",
                "Grève dans les transports, en direct : le trafic très perturbé à la SNCF et à la RATP",
                "2026-12-04",
                "2026-12-04T06:30:00+01:00",
                "Publié le 4 décembre 2026 à 06h30, modifié le 4 décembre 2026 à 12h47",
                ["Léa Garnier", "Hugo Ferrand"],
                [
                    "## Un TGV sur deux sur l’axe Sud-Est",
                    "La SNCF confirme qu’un TGV sur deux circule entre Paris et Lyon. Les TER sont très perturbés en Auvergne-Rhône-Alpes et en Occitanie.",
                    "## Le ministre appelle à « la responsabilité »",
                    "Interrogé sur une radio ce matin, le ministre des transports a appelé les syndicats à « la responsabilité » et a proposé une réunion lundi.",
                    "## Métro : les lignes 1 et 14 normales",
                    "Les lignes automatiques 1 et 14 fonctionnent normalement. Sur les autres lignes, la RATP annonce entre un et deux trains sur trois.",
                    "## Bonjour et bienvenue",
                    "Bienvenue dans ce direct consacré à la journée de grève dans les transports. Nos journalistes sont dans les gares parisiennes et à Lyon.",
                ],
                "live-blog",
                section="Société",
                live=["12h47", "11h20", "09h05", "06h30"],
            )
        )
        add(
            story(
                "collecte",
                "/societe/article/2026/12/04/dans-le-nord-les-banques-alimentaires-craignent-un-hiver-difficile_6201210_3224.html",
                "Dans le Nord, les banques alimentaires craignent un hiver difficile",
                "2026-12-04",
                "2026-12-03T23:40:00Z",
                "Publié le 4 décembre 2026 à 00h40",
                ["Claire Morel"],
                [
                    "A Roubaix, l’entrepôt de la banque alimentaire du Nord a reçu 18 % de dons en moins lors de la collecte nationale du dernier week-end de novembre. « Les rayons se vident plus vite qu’ils ne se remplissent », résume sa présidente, Odile Vandamme.",
                    "Le nombre de familles accompagnées a progressé de 11 % en un an dans le département, selon la fédération. Les étudiants et les retraités sont de plus en plus nombreux à pousser la porte des épiceries solidaires.",
                    'RAW:<blockquote class="article__quote"><p>« Nous avons dû réduire les colis de moitié en octobre »</p></blockquote>',
                    "Les associations demandent à l’Etat de relever l’enveloppe du programme européen d’aide alimentaire, qui n’a pas été revalorisée depuis 2023.",
                    "La préfecture annonce une réunion avec les associations le 12 décembre à Lille.",
                ],
                "utc-crossing",
                section="Société",
                ld=False,
            )
        )
        add(
            story(
                "tribune",
                "/idees/article/2026/12/04/le-logement-etudiant-merite-mieux-qu-un-plan-d-urgence_6201188_3232.html",
                "« Le logement étudiant mérite mieux qu’un plan d’urgence »",
                "2026-12-04",
                "2026-12-04T07:00:00+01:00",
                "Publié le 4 décembre 2026 à 07h00",
                ["Mathilde Rousseau-Kern"],
                [
                    "Chaque rentrée, le même spectacle se répète : des étudiants dorment dans leur voiture, chez des amis ou dans des auberges de jeunesse, faute d’avoir trouvé une chambre. Les plans d’urgence annoncés depuis dix ans n’ont pas changé la situation.",
                    "Il manque aujourd’hui près de 250 000 logements sociaux étudiants en France. Les résidences construites par les Crous sont trop peu nombreuses et souvent loin des campus.",
                    "Nous proposons de confier aux universités elles-mêmes une partie du foncier de l’Etat, pour qu’elles construisent et gèrent leurs propres résidences, comme le font nos voisins allemands et néerlandais.",
                    "Ce ne serait pas une révolution, mais un retour au bon sens : loger ceux que l’on forme.",
                    "SIGN: Mathilde Rousseau-Kern est économiste, maîtresse de conférences à l’université de Nantes.",
                ],
                "opinion-tribune",
                section="Idées",
                kicker="Tribune",
                byline_end=True,
            )
        )
        add(
            story(
                "afp",
                "/societe/article/2026/12/04/un-incendie-dans-un-immeuble-de-marseille-fait-trois-blesses_6201252_3224.html",
                "Un incendie dans un immeuble de Marseille fait trois blessés",
                "2026-12-04",
                "2026-12-04T13:05:00+01:00",
                "Publié le 4 décembre 2026 à 13h05",
                [],
                [
                    "Un incendie s’est déclaré jeudi matin dans un immeuble de six étages du 3e arrondissement de Marseille, faisant trois blessés légers, a annoncé le bataillon de marins-pompiers.",
                    "Le feu, parti d’un appartement du deuxième étage, a été maîtrisé vers 10 heures. Une trentaine d’habitants ont été évacués et relogés provisoirement par la mairie.",
                    "Une enquête a été ouverte pour déterminer l’origine du sinistre.",
                ],
                "agency-brief",
                section="Société",
                byline="Le Courrier du Soir avec AFP",
            )
        )
        add(
            story(
                "entretien",
                "/societe/article/2026/12/03/francoise-lemaitre-les-maires-ruraux-ne-peuvent-plus-tout-porter_6201101_3224.html",
                "Françoise Lemaître : « Les maires ruraux ne peuvent plus tout porter »",
                "2026-12-03",
                "2026-12-03T18:00:00+01:00",
                "Publié le 3 décembre 2026 à 18h00, modifié le 4 décembre 2026 à 08h15",
                ["Anne Dufresne"],
                [
                    "Présidente d’une association de maires ruraux, Françoise Lemaître est maire de Saint-Pierre-de-Chignac (Dordogne) depuis 2008.",
                    "Q: Un maire rural sur trois dit ne pas vouloir se représenter. Comment l’expliquez-vous ? || La charge est devenue énorme. On nous demande d’être urbanistes, juristes, travailleurs sociaux, sans moyens. Et on se fait insulter pour une haie mal taillée.",
                    "Q: Que demandez-vous au gouvernement ? || Un statut de l’élu digne de ce nom, avec une vraie indemnité et une protection juridique. Et des services de l’Etat qui répondent au téléphone.",
                    "Q: Les intercommunalités ne devaient-elles pas alléger votre travail ? || Elles ont pris des compétences, pas les problèmes. Quand une route est inondée, c’est le maire qu’on appelle à minuit.",
                ],
                "interview",
                section="Société",
                byline="Propos recueillis par Anne Dufresne",
            )
        )
        add(
            story(
                "digues",
                "/planete/article/2026/12/02/sur-l-estuaire-de-la-gironde-la-montee-des-eaux-oblige-a-repenser-les-digues_6200991_3244.html",
                "Sur l’estuaire de la Gironde, la montée des eaux oblige à repenser les digues",
                "2026-12-02",
                None,
                "Publié le 2 décembre 2026 à 16h30",
                ["Julien Bastide", "Sophie Ancel", "Marc Tessier"],
                [
                    "Entre Blaye et Pauillac, les digues construites après la tempête de 1999 ne suffiront plus d’ici à 2050, selon une étude du syndicat mixte de l’estuaire publiée mardi.",
                    "## Trois scénarios à l’étude",
                    "Le syndicat envisage de rehausser les ouvrages existants, de laisser certaines zones agricoles être inondées, ou de combiner les deux approches.",
                    "- Rehausser 42 kilomètres de digues coûterait environ 310 millions d’euros.",
                    "- Rendre 1 800 hectares à la mer réduirait ce coût de moitié.",
                    "- La solution mixte est privilégiée par les services de l’Etat.",
                    LIRE2,
                    "## Les agriculteurs inquiets",
                    "Les viticulteurs du Médoc redoutent de perdre des parcelles classées. « On ne peut pas sacrifier des vignes centenaires », prévient le président d’une coopérative.",
                ],
                "explainer-lists",
                section="Planète",
                og_only=True,
            )
        )
        add(
            story(
                "carte",
                "/societe/article/2026/11/30/logement-la-carte-des-communes-ou-les-prix-baissent_6200850_3224.html",
                "Logement : la carte des communes où les prix baissent",
                "2026-11-30",
                "2026-11-30T09:00:00+01:00",
                "Publié le 30 novembre 2026 à 09h00",
                ["Claire Morel"],
                [
                    "Pour la première fois depuis 2015, les prix des logements anciens baissent dans plus de la moitié des grandes villes françaises, selon les chiffres des notaires publiés cette semaine.",
                    "T: Ville | Prix au m² | Évolution sur un an",
                    "T: Paris | 9 420 € | -3,2 %",
                    "T: Lyon | 4 610 € | -5,8 %",
                    "T: Bordeaux | 4 280 € | -6,4 %",
                    "T: Nantes | 3 650 € | -4,1 %",
                    "La baisse est la plus forte dans les villes où les prix avaient le plus progressé avant 2022.",
                ],
                "data-table",
                section="Société",
            )
        )

    # --- templates ---
    def head(self, doc: Doc) -> str:
        out = [
            f'<link rel="canonical" href="{self.url(doc.key)}">',
            '<meta property="og:site_name" content="Le Courrier du Soir">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            if doc.iso:
                out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if doc.extra.get("og_only") or doc.extra.get("ld") is False:
                return "\n".join(out)
            ld = {
                "@context": "https://schema.org", "@type": "LiveBlogPosting" if doc.extra.get("live") else "NewsArticle",
                "headline": doc.title, "datePublished": doc.iso, "mainEntityOfPage": self.url(doc.key),
                "author": [{"@type": "Person", "name": a} for a in doc.authors] or {"@type": "Organization", "name": "Le Courrier du Soir"},
                "publisher": {"@type": "Organization", "name": "Le Courrier du Soir", "logo": {"@type": "ImageObject", "url": "https://img.courrierdusoir.test/logo.png"}},
            }  # fmt: skip
            if doc.extra.get("paywalled"):
                ld["isAccessibleForFree"] = False
                ld["hasPart"] = {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paywall"}
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = " ".join(
            self.a(k, t, "nav")
            for k, t in [
                ("home", "Accueil"),
                ("societe", "Société"),
                ("/international/", "International"),
                ("/planete/", "Planète"),
                ("/idees/", "Idées"),
                ("newsletters", "Newsletters"),
            ]
        )
        suffix = " – Le Courrier du Soir" if doc.key != "home" else ""
        return f"""<!DOCTYPE html>
<html lang="fr" class="no-js">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)}{suffix}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="{esc(self.lede(doc))}">
{self.head(doc)}
<script>window.lmd={{context:{{page:{{type:"{doc.kind}",section:"{esc(doc.section or "home")}"}}}}}};</script>
<style>/*PAD*/</style>
</head>
<body class="{"article article--content" if doc.is_article else "page--" + doc.kind}">
<div id="js-cookie-banner" class="gdpr-banner">Avec votre accord, nous et nos partenaires utilisons des cookies. <button class="gdpr-accept">Accepter</button> <a href="/confidentialite/">Paramétrer</a></div>
<header class="Header"><a class="Header__logo" href="/">Le Courrier du Soir</a>
<nav class="Nav">{nav}</nav>
<div class="Header__account">{self.a("abo", "S’abonner", "header")} <a href="https://secure.courrierdusoir.test/sfuser/connexion">Se connecter</a> {self.a("recherche", "Rechercher", "header")}</div></header>
<main id="main">
{main}
</main>
<footer class="Footer">
<ul class="Footer__links"><li>{self.a("about", "Qui sommes-nous ?", "footer")}</li><li>{self.a("policy", "Politique de confidentialité", "footer")}</li><li>{self.a("abo", "Abonnements", "footer")}</li><li>{self.a("newsletters", "Newsletters", "footer")}</li><li><a href="/mentions-legales/">Mentions légales</a></li><li><a href="https://www.courrierdusoir.test/rss/une.xml">RSS</a></li></ul>
<p class="Footer__copy">© Le Courrier du Soir 2026 – Reproduction interdite de tous les articles, sauf accord avec l’administration.</p>
</footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        live = doc.extra.get("live")
        kicker = f'<p class="article__kicker">{esc(doc.extra["kicker"])}</p>' if doc.extra.get("kicker") else ""
        if doc.byline:
            by = f'<span class="author__name">{esc(doc.byline)}</span>'
        elif doc.extra.get("byline_end"):
            by = ""
        else:
            names = [
                self.a(
                    f"/signataires/{a.lower().replace(' ', '-')}/" if a != "Claire Morel" else "auteur",
                    a,
                    "byline",
                    'class="article__author-link"',
                )
                for a in doc.authors
            ]
            joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " et " + names[-1]
            by = f'<span class="author__name">Par {joined}</span>'
        if live:
            posts = []
            items = [b for b in doc.blocks]
            for i in range(0, len(items), 2):
                posts.append(
                    f'<section class="post post__live-container" id="post-{i}"><span class="date">{live[i // 2]}</span>'
                    f'<h2 class="post__live-container--title">{esc(items[i][1])}</h2><p class="post__live-container--answer-text">{esc(items[i + 1][1])}</p>'
                    '<div class="post__share"><button>Partager</button></div></section>'
                )
            body = '<div class="live__label">En direct</div>\n' + "\n".join(posts)
        else:
            body = self.blocks(doc, p_tag='<p class="article__paragraph">')
        pay = ""
        if doc.extra.get("paywalled"):
            pay = '<section class="paywall"><p class="paywall__title">Il vous reste 71.4% de cet article à lire. La suite est réservée aux abonnés.</p><p>Vous pouvez lire Le Courrier du Soir sur un seul appareil à la fois.</p><a class="btn paywall__btn" href="/abonnement/">S’abonner</a></section>'
        reserved = (
            '<p class="article__status"><span class="icon__premium"></span>Article réservé à nos abonnés</p>'
            if doc.extra.get("paywalled")
            else ""
        )
        dek = f'<p class="article__desc">{esc(doc.dek)}</p>' if doc.dek else ""
        related = " ".join(self.a(k, self.docs[k].title, "related") for k in ("collecte", "hopitaux") if k != doc.key)
        return f"""<article class="article__content old__article-content-single">
<section class="article__header"><div class="breadcrumb">{self.a("societe", doc.section or "Société", "breadcrumb") if doc.section == "Société" else esc(doc.section)}</div>
{kicker}<h1 class="article__title">{esc(doc.title)}</h1>
{dek}
<section class="meta meta__publisher">{reserved}<span class="meta__date">{esc(doc.stamp)}</span>
<span class="meta__reading-time">Temps de lecture 4 min.</span></section>
<section class="meta__authors">{by}</section></section>
<figure class="article__media"><img src="https://img.courrierdusoir.test/{doc.key}/1200.jpg" alt=""><figcaption class="article__legend">{esc(doc.section)} – photo d’illustration. JEAN-LUC VIDAL / HANS LUCAS</figcaption></figure>
<div class="article__content">
{body}
</div>
{pay}
<section class="article__reactions"><a href="https://www.courrierdusoir.test/article/reactions/{doc.key}">Voir les contributions</a></section>
<aside class="aside__services"><h3>Services</h3><p>Découvrez nos offres de formation, notre boutique et nos jeux.</p></aside>
<section class="related"><h3>Dans la même rubrique</h3>{related}</section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if d.is_article:
                link = self.a(
                    k, d.title, "content", 'class="teaser__link"', f'<h3 class="teaser__title">{esc(d.title)}</h3>'
                )
                items.append(
                    f'<section class="teaser">{link}<p class="teaser__desc">{esc(self.lede(d))}</p><span class="meta__date">{esc(d.stamp.split(",")[0])}</span></section>'
                )
            else:
                items.append(f'<section class="teaser">{self.a(k, d.title, "content")}</section>')
        more = (
            f'<nav class="river__pagination">{self.a(doc.extra["more"], "Page suivante", "pagination")}</nav>'
            if doc.extra.get("more")
            else ""
        )
        if doc.kind == "author":
            head = f'<h1 class="title">{esc(doc.title)}</h1><p class="author__desc">{esc(doc.extra["bio"])}</p>'
        elif doc.kind == "search":
            head = '<h1 class="title">Recherche</h1><form action="/recherche/"><input name="search_keywords" value="loyers"></form><p>Résultats pour « loyers »</p>'
        else:
            head = f'<h1 class="title">{esc(doc.title)}</h1>'
        return f'<section class="river">{head}\n' + "\n".join(items) + f"\n{more}</section>"

    def service_main(self, doc: Doc) -> str:
        return f'<section class="page-content"><h1 class="title">{esc(doc.title)}</h1>\n{self.blocks(doc)}</section>'
