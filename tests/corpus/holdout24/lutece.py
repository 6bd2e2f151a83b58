# ruff: noqa: E501, RUF001 (page texts are long literal lines; French typographic apostrophes and spaces are deliberate)
"""Le Quotidien de Lutèce: a Paris metropolitan daily on a custom PHP CMS (Le Parisien-like `/paris-75/<slug>-02-12-2026-<ID>.php`
paths, `/paris-75/?page=2`, `/sujets/<tag>/`, `/journalistes/<slug>/`, `/recherche/?q=`). Bylines "Par Prénom Nom",
dates "Le 2 décembre 2026 à 14h35"; abonnés stories show two paragraphs and a paywall box. og:type=article and a
`NewsArticle` JSON-LD on stories; the overnight story's JSON-LD time is UTC of the previous evening."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Lutece(Base):
    origin = "https://www.quotidien-lutece.test"
    name = "Le Quotidien de Lutèce"
    prefix = "lq"
    language = "fr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lq",
            [
                ".lq-header",
                ".lq-nav",
                ".article-section",
                ".article-body",
                ".paywall-box",
                ".lq-footer",
                ".teaser-card",
                ".lq-rail",
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
                "Le Quotidien de Lutèce",
                "php-home",
                list=["metro", "abonnes", "incendie", "velo", "tribune", "photos"],
                more="page2",
            )
        )
        add(
            page(
                "paris",
                "/paris-75/",
                "section",
                "Paris",
                "php-section-front",
                list=["metro", "incendie", "abonnes", "entretien", "afp"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/paris-75/?page=2",
                "section",
                "Paris – page 2",
                "php-section-page2",
                list=["marches", "entretien", "afp", "velo"],
                prev="paris",
            )
        )
        add(page("tag", "/sujets/velo/", "tag", "Vélo à Paris", "php-tag-front", list=["velo", "marches", "metro"]))
        add(
            page(
                "auteur",
                "/journalistes/claire-morin/",
                "author",
                "Claire Morin",
                "php-author-long-bio",
                [
                    "Claire Morin est journaliste au service Paris du Quotidien de Lutèce depuis 2014. Elle couvre les transports, l’urbanisme et les grands chantiers de la capitale, du Grand Paris Express aux rénovations des gares.",
                    "Diplômée de l’école de journalisme de Lille, elle a débuté à la radio locale de Rouen avant de rejoindre la rédaction parisienne. Elle a signé en 2019 une longue enquête sur les retards des chantiers de la ligne 14, récompensée par le prix régional de la presse.",
                    "Cycliste du quotidien, elle habite le 19e arrondissement. Pour lui transmettre une information, écrivez à la rédaction par le formulaire de contact ou par la boîte sécurisée du journal.",
                    "Ses derniers articles :",
                ],
                list=["metro", "velo"],
            )
        )
        add(
            page(
                "recherche",
                "/recherche/?q=march%C3%A9s",
                "search",
                "Résultats pour « marchés »",
                "php-search-results",
                list=["marches", "afp", "archive404"],
            )
        )
        add(
            page(
                "abo",
                "/abonnement/",
                "product",
                "Abonnez-vous au Quotidien de Lutèce",
                "php-subscription-offers",
                [
                    "## Numérique intégral",
                    "Accès illimité à tous les articles abonnés, au journal du jour en version numérique dès 5 heures et aux archives depuis 1998. 1 € le premier mois, puis 11,99 € par mois, sans engagement.",
                    "## Papier + numérique",
                    "Le journal livré chez vous du lundi au dimanche avant 7h30 et tous les avantages du numérique. 34,90 € par mois.",
                    "- Résiliable à tout moment en ligne",
                    "- Jusqu’à cinq appareils connectés",
                    "- Newsletter réservée aux abonnés",
                    "FIG: Le journal sur une tablette et un smartphone | Lisez le journal partout, sur tous vos écrans.",
                ],
            )
        )
        add(
            page(
                "confidentialite",
                "/confidentialite/",
                "policy",
                "Politique de confidentialité",
                "php-policy-updated",
                [
                    "Mise à jour le 14 octobre 2026",
                    "Le Quotidien de Lutèce SAS traite vos données personnelles pour gérer votre abonnement, vous adresser nos newsletters si vous l’avez demandé et mesurer l’audience du site.",
                    "## Vos droits",
                    "Vous disposez d’un droit d’accès, de rectification et d’effacement. Écrivez au délégué à la protection des données par courrier au siège du journal.",
                    "## Cookies",
                    "Vous pouvez à tout moment modifier vos choix depuis le lien « Paramétrer les cookies » en bas de chaque page.",
                ],
            )
        )
        add(
            page(
                "horoscope",
                "/horoscope/sagittaire/",
                "horoscope",
                "Horoscope du jour : Sagittaire",
                "php-horoscope",
                [
                    "Mercredi 2 décembre 2026",
                    "Amour : une conversation que vous repoussiez depuis longtemps s’engage enfin. Restez à l’écoute, sans chercher à avoir le dernier mot.",
                    "Travail : un dossier prend du retard, mais un collègue vous tend la main. Acceptez-la.",
                    "Santé : ménagez votre dos, surtout si vous portez des charges.",
                ],
            )
        )
        add(
            page(
                "archive404",
                "/paris-75/travaux-ligne-4-2019-ZZ9.php",
                "soft404",
                "Oups ! Cette page n’existe plus",
                "php-soft404-200",
                [
                    "La page que vous cherchez a peut-être été déplacée ou supprimée. Vérifiez l’adresse ou utilisez notre moteur de recherche.",
                    "Retrouvez toute l’actualité de Paris et de l’Île-de-France sur notre page d’accueil.",
                ],
                teaser="Travaux de la ligne 4 : ce qui change en 2019",
            )
        )
        add(
            story(
                "metro",
                "/paris-75/ligne-14-les-nouvelles-rames-arrivent-avec-trois-mois-de-retard-02-12-2026-K7F2QX.php",
                "Ligne 14 : les nouvelles rames arrivent avec trois mois de retard",
                "2026-12-02",
                "2026-12-02T14:35:00+01:00",
                "Le 2 décembre 2026 à 14h35",
                ["Claire Morin", "Julien Bastide"],
                [
                    "Les voyageurs de la ligne 14 devront patienter encore un peu. Les huit rames supplémentaires promises pour la fin de l’automne ne seront pas toutes en service avant le printemps, a reconnu mardi la régie des transports lors d’un point presse à la gare de Lyon.",
                    "En cause, selon la direction, un défaut sur les portes palières détecté lors des essais de nuit à Saint-Ouen. « Nous ne mettrons pas en circulation un matériel qui n’est pas parfaitement sûr », a expliqué le directeur du métro, Hervé Lantier.",
                    "## Des rames bondées aux heures de pointe",
                    "Depuis son prolongement vers Orly et Saint-Denis-Pleyel, la ligne transporte près de 700 000 voyageurs par jour, un tiers de plus qu’avant 2024. Aux heures de pointe, les quais de Châtelet et de Gare-de-Lyon sont régulièrement saturés.",
                    "« Le matin, je laisse passer deux rames avant de pouvoir monter », témoigne Samia, infirmière qui rejoint chaque jour l’hôpital de la Pitié-Salpêtrière depuis Villejuif.",
                    "Les associations d’usagers demandent un calendrier précis. « On nous a annoncé novembre, puis décembre. Nous voulons une date et nous voulons la voir respectée », insiste Paul Verdier, président d’un collectif de voyageurs.",
                    "## Un renfort provisoire de bus",
                    "En attendant, la régie promet de renforcer la ligne de bus 183 entre Orly et la porte de Choisy et de prolonger l’ouverture de certaines stations le samedi soir. Trois rames neuves doivent rejoindre le parc dès janvier, les cinq autres d’ici à la fin mars.",
                    "La région, qui finance la moitié du matériel, a demandé un rapport détaillé sur les défauts constatés. Il doit être présenté au conseil d’administration du 17 décembre.",
                ],
                "php-story-two-authors-et",
                section="Paris",
                rel=["velo", "incendie"],
            )
        )
        add(
            story(
                "abonnes",
                "/paris-75/paris-75011/dans-le-11e-le-marche-de-noel-de-la-place-leon-blum-divise-les-riverains-02-12-2026-P3M8RA.php",
                "Dans le 11e, le marché de Noël de la place Léon-Blum divise les riverains",
                "2026-12-02",
                "2026-12-02T07:10:00+01:00",
                "Le 2 décembre 2026 à 7h10",
                ["Sophie Lenoir"],
                [
                    "Les chalets en bois sont arrivés lundi soir, en même temps que les premières pétitions. Sur la place Léon-Blum, devant la mairie du 11e arrondissement, le nouveau marché de Noël doit ouvrir samedi pour quatre semaines.",
                    "Pour les commerçants, c’est une aubaine. Pour une partie des habitants, c’est surtout la promesse de nuits bruyantes et de trottoirs encombrés. « On nous avait parlé de vingt chalets, il y en a quarante », s’agace une riveraine de la rue de la Roquette.",
                ],
                "php-story-paywall-two-paragraphs",
                section="Paris 11e",
                paywall=True,
                rel=["metro", "incendie"],
            )
        )
        add(
            story(
                "incendie",
                "/paris-75/paris-75018/incendie-dans-un-immeuble-de-la-rue-ordener-deux-blesses-legers-02-12-2026-T5B1LC.php",
                "Incendie dans un immeuble de la rue Ordener : deux blessés légers",
                "2026-12-02",
                "2026-12-01T23:40:00Z",
                "Le 2 décembre 2026 à 0h40",
                [],
                [
                    "Un feu s’est déclaré dans la nuit de mardi à mercredi au quatrième étage d’un immeuble de la rue Ordener, dans le 18e arrondissement. Une soixantaine de pompiers ont été mobilisés et deux habitants, légèrement intoxiqués par les fumées, ont été conduits à l’hôpital Bichat.",
                    "L’origine de l’incendie, maîtrisé vers 1h30, n’est pas encore connue. Les douze familles de l’immeuble ont été relogées provisoirement par la mairie d’arrondissement.",
                ],
                "php-brief-no-credit-utc-previous-day",
                section="Paris 18e",
                rel=["metro"],
            )
        )
        add(
            story(
                "afp",
                "/paris-75/la-tour-eiffel-fermee-jeudi-en-raison-d-un-preavis-de-greve-02-12-2026-A2G6HN.php",
                "La tour Eiffel fermée jeudi en raison d’un préavis de grève",
                "2026-12-02",
                "2026-12-02T11:02:00+01:00",
                "Le 2 décembre 2026 à 11h02",
                [],
                [
                    "La tour Eiffel restera fermée au public jeudi, a annoncé mercredi la société d’exploitation du monument, après le dépôt d’un préavis de grève par une intersyndicale réclamant des hausses de salaires.",
                    "Les visiteurs ayant réservé un billet pour jeudi seront remboursés ou pourront reporter leur visite, précise la société dans un communiqué.",
                    "SIGN: Le Quotidien de Lutèce avec AFP",
                ],
                "php-brief-agency-credit",
                section="Paris",
                rel=["incendie"],
            )
        )
        add(
            story(
                "entretien",
                "/paris-75/stationnement-des-deux-roues-nous-allons-doubler-le-nombre-de-places-02-12-2026-E4R9WD.php",
                "Stationnement des deux-roues : « Nous allons doubler le nombre de places »",
                "2026-12-01",
                "2026-12-01T18:20:00+01:00",
                "Le 1er décembre 2026 à 18h20",
                ["Julien Bastide"],
                [
                    "L’adjointe chargée de l’espace public, Nadia Ferrand, détaille le plan de stationnement des vélos et des scooters présenté lundi au Conseil de Paris.",
                    "Q: Combien de places nouvelles prévoyez-vous ? || Nous passerons de 60 000 à 120 000 arceaux d’ici à 2028, dont un tiers près des gares et des lycées.",
                    "Q: Où allez-vous trouver la place ? || Essentiellement sur la chaussée, en supprimant environ 9 000 places de stationnement automobile. Nous ne prendrons rien aux piétons.",
                    "Q: Les scooters électriques seront-ils concernés ? || Oui. Ils paieront comme les voitures à partir de septembre, mais moitié moins cher.",
                    "Q: Les commerçants craignent pour leurs livraisons… || Les aires de livraison seront maintenues et mieux contrôlées. C’est même une demande des commerçants eux-mêmes.",
                ],
                "php-qa-interview",
                section="Paris",
                rel=["velo"],
            )
        )
        add(
            story(
                "tribune",
                "/paris-75/tribune-rendons-les-cours-d-ecole-aux-quartiers-le-week-end-01-12-2026-O8H3JV.php",
                "Tribune. « Rendons les cours d’école aux quartiers le week-end »",
                "2026-12-01",
                "2026-12-01T16:00:00+01:00",
                "Le 1er décembre 2026 à 16h00",
                ["Marc Vidal"],
                [
                    "Chaque samedi matin, des milliers de mètres carrés de bitume végétalisé restent fermés derrière des grilles. Paris a transformé plus de cent cours d’école en « cours oasis », plantées, ombragées, perméables. Elles sont devenues les plus beaux jardins de nombreux quartiers. Et elles sont vides deux jours sur sept.",
                    "Quelques arrondissements ont tenté l’ouverture le samedi, avec succès. Les familles y viennent, les gardiens y trouvent un complément de revenu, et les dégradations redoutées ne se sont pas produites.",
                    "Il faut aller plus loin. Une cour ouverte, c’est un lieu de jeu pour les enfants qui n’ont pas de square à moins de dix minutes, un îlot de fraîcheur l’été, un espace pour les associations.",
                    "Les obstacles existent : la sécurité, l’entretien, la responsabilité juridique. Aucun n’est insurmontable si la Ville y met les moyens et si les conseils d’école sont associés dès le départ.",
                    "Nous proposons une expérimentation dans vingt écoles dès le printemps, évaluée de façon indépendante au bout d’un an.",
                    "SIGN: *Marc Vidal est urbaniste et président de l’association Cours communes.",
                ],
                "php-opinion-signed-at-end",
                section="Idées",
                byline_hidden=True,
                rel=["entretien"],
            )
        )
        add(
            story(
                "photos",
                "/paris-75/en-images-les-illuminations-des-grands-boulevards-01-12-2026-G1F7KT.php",
                "En images : les illuminations des Grands Boulevards",
                "2026-12-01",
                "2026-12-01T19:45:00+01:00",
                "Le 1er décembre 2026 à 19h45",
                ["Léa Garnier"],
                [
                    "FIG: Des passants sous les guirlandes du boulevard Haussmann | Boulevard Haussmann, lundi soir, peu après l’allumage.",
                    "Les illuminations de fin d’année ont été allumées lundi soir sur les Grands Boulevards, de la Madeleine à la République.",
                    "FIG: La vitrine animée d’un grand magasin | Les vitrines animées attirent déjà les familles.",
                ],
                "php-photo-story-photographer",
                section="Paris",
                byline_label="Photos :",
                rel=["abonnes"],
            )
        )
        add(
            story(
                "velo",
                "/paris-75/la-piste-cyclable-de-la-rue-de-rivoli-elargie-jusqu-a-la-bastille-30-11-2026-V6C2PM.php",
                "La piste cyclable de la rue de Rivoli élargie jusqu’à la Bastille",
                "2026-11-30",
                "2026-11-30T09:15:00+01:00",
                "Le 30 novembre 2026 à 9h15",
                ["Claire Morin"],
                [
                    "Les travaux commencent lundi. Pendant six semaines, la rue de Rivoli sera partiellement fermée entre l’Hôtel de Ville et la place de la Bastille pour élargir la piste cyclable à quatre mètres.",
                    "Près de 20 000 cyclistes empruntent chaque jour cet axe, selon les compteurs de la Ville. Aux heures de pointe, la piste actuelle ne suffit plus.",
                    "Les bus 69 et 76 seront déviés par les quais. Les livraisons resteront possibles le matin avant 10 heures.",
                ],
                "php-story-single-author",
                section="Paris",
                rel=["entretien", "metro"],
            )
        )
        add(
            story(
                "marches",
                "/paris-75/les-marches-couverts-ouvriront-le-dimanche-apres-midi-des-janvier-29-11-2026-M9D4SB.php",
                "Les marchés couverts ouvriront le dimanche après-midi dès janvier",
                "2026-11-29",
                "2026-11-29T12:30:00+01:00",
                "Le 29 novembre 2026 à 12h30",
                ["Sophie Lenoir"],
                [
                    "Le marché des Enfants-Rouges, le marché Saint-Quentin et le marché Beauvau resteront ouverts jusqu’à 18 heures le dimanche à partir du 10 janvier, a décidé la Ville après une consultation des commerçants.",
                    "La mesure sera évaluée au bout de six mois. Les commerçants qui le souhaitent pourront continuer à fermer à 14 heures.",
                    "« Beaucoup de clients découvrent le marché le dimanche en se promenant, et trouvent porte close », explique un fromager du marché Saint-Quentin.",
                ],
                "php-story-only-page2-tag-search",
                section="Paris",
                rel=["afp"],
            )
        )

    # templates
    def head(self, doc: Doc) -> str:
        out = [
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            ld = {
                "@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso,
                "isAccessibleForFree": not doc.extra.get("paywall"),
                "author": [{"@type": "Person", "name": a} for a in doc.authors],
                "publisher": {"@type": "Organization", "name": self.name},
            }  # fmt: skip
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'chrome:nav')}</li>"
            for k, t in [("home", "Accueil"), ("paris", "Paris"), ("tag", "Vélo"), ("horoscope", "Horoscope")]
        )
        foot = " · ".join(
            self.a(k, t, "chrome:footer")
            for k, t in [("abo", "S’abonner"), ("confidentialite", "Confidentialité"), ("recherche", "Rechercher")]
        )
        return f"""<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} - Le Quotidien de Lutèce</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" href="/rss/paris.xml">
<style>/*PAD*/</style>
</head>
<body class="lq page-{doc.kind}">
<header class="lq-header">{self.a("home", "Le Quotidien de Lutèce", "chrome:header", 'class="lq-logo"')}
<span class="lq-abo">{self.a("abo", "Je m’abonne", "chrome:header")}</span> <a href="/connexion/">Se connecter</a></header>
<nav class="lq-nav"><ul>{nav}</ul></nav>
<main id="main">
{main}
</main>
<footer class="lq-footer"><p>{foot} · <a href="mailto:redaction@quotidien-lutece.test">Contacter la rédaction</a></p>
<p>© 2026 Le Quotidien de Lutèce SAS – Tous droits réservés</p></footer>
<script src="/static/js/lq.bundle.min.js" defer></script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        names = " et ".join(self.a("auteur", a, "byline") if a == "Claire Morin" else esc(a) for a in doc.authors)
        if doc.extra.get("byline_hidden"):
            byline = ""
        else:
            label = doc.extra.get("byline_label", "Par")
            byline = f'<p class="article-author">{label} {names}</p>' if doc.authors else ""
        crumb = f'<nav class="breadcrumb">{self.a("home", "Accueil", "chrome:breadcrumb")} › {self.a("paris", "Paris", "chrome:breadcrumb")}</nav>'
        pay = ""
        if doc.extra.get("paywall"):
            pay = (
                '<div class="paywall-box"><p class="paywall-title">Cet article est réservé aux abonnés.</p>'
                f"<p>Il vous reste 85 % de l’article à lire. 1 € le premier mois, sans engagement.</p><p>{self.a('abo', 'Je m’abonne', 'content', 'class=btn')}</p>"
                '<p>Déjà abonné ? <a href="/connexion/">Je me connecte</a></p></div>'
            )
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in doc.extra.get("rel", []))
        badge = '<span class="badge-abonnes">Abonnés</span> ' if doc.extra.get("paywall") else ""
        return f"""{crumb}
<article class="article-section">
<p class="article-kicker">{badge}{esc(doc.section)}</p>
<h1 class="article-title">{esc(doc.title)}</h1>
{byline}
<p class="article-date"><time datetime="{doc.iso}">{esc(doc.stamp)}</time></p>
<div class="article-body">
{self.blocks(doc)}
</div>
{pay}
</article>
<aside class="lq-rail"><h2>À lire aussi</h2><ul>{rel}</ul></aside>"""

    def teaser(self, key: str) -> str:
        d = self.docs[key]
        badge = '<span class="badge-abonnes">Abonnés</span> ' if d.extra.get("paywall") else ""
        return f'<div class="teaser-card">{badge}<h3>{self.a(key, self.teaser_text(d), "content")}</h3><p>{esc(self.lede(d))}</p><span class="teaser-date">{esc(d.stamp)}</span></div>'

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(self.teaser(k) for k in doc.extra["list"])
        pager = ""
        if doc.extra.get("more"):
            pager = f'<p class="pager">{self.a(doc.extra["more"], "Page suivante", "content")}</p>'
        if doc.extra.get("prev"):
            pager = f'<p class="pager">{self.a(doc.extra["prev"], "Page précédente", "content")}</p>'
        intro = self.blocks(doc) if doc.blocks else ""
        form = (
            '<form action="/recherche/" class="search"><input name="q" value="marchés"><button>Rechercher</button></form>'
            if doc.kind == "search"
            else ""
        )
        return f'<section class="listing"><h1>{esc(doc.title)}</h1>{form}\n{intro}\n{items}\n{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        return f'<section class="service"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<p>{self.a("home", "Retour à l’accueil", "content")}</p></section>'
