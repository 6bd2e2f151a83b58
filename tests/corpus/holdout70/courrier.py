# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and apostrophes are deliberate)
"""Le Courrier lyonnais: a French regional news site on **WordPress** with the tagDiv **Newspaper** theme and its cloud
templates (`tdb_title` / `tdb-title-text`, `tdb_single_author` / `tdb-author-name`, `tdb_single_date`,
`tdb_single_content`, `tdb_single_author_box`, `td_module_flex`, `td-module-title`), Gutenberg blocks in the content
(`wp-block-quote`, `has-text-align-right`), **Yoast SEO** `@graph` JSON-LD (`Article` whose `author` is an `@id`
reference to a `Person` node) and WordPress URLs (`/2026/12/11/<slug>/`, `/category/opinions/`,
`/category/opinions/page/2/`, `/tag/<slug>/`, `/author/<slug>/`, `/?s=`), French, UTF-8, Paris (+01:00).

French typography: no-break spaces inside « » and before : ; ? ! (in titles and text alike). The visible date is the
day only ("11 décembre 2026"); `<time datetime>` is local (+01:00), while Yoast prints `datePublished` and
`article:published_time` in **UTC** (+00:00): the editorial published at 00:15 on 11 December is
`2026-12-10T23:15:23+00:00` (labelled 11 Dec). The editorial and the "billet" are posted by the WordPress user
**"La Rédaction"** (a Yoast `Person`); the editorial is signed "La Rédaction" at its foot, the billet with the initials
"J. M." only. Op-eds are posted by the user **"Tribune libre"**: the single tribune names its writer only in the
italic bio at its foot, the collective one names its three signatories in an italic line at its head. The news
obituary is "Léa Fontaine avec AFP"; the interview "Propos recueillis par Léa Fontaine"."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, fr_typo, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.lecourrierlyonnais.test"
ARTS = ["edito", "tribune", "theatre", "chronique", "disparition", "entretien", "billet", "collective"]
MOIS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
USERS = {
    "la-redaction": (
        "La Rédaction",
        "Les articles signés par la rédaction du Courrier lyonnais : éditoriaux, billets et informations pratiques.",
    ),
    "tribune-libre": (
        "Tribune libre",
        "Les tribunes publiées par le Courrier lyonnais n’engagent que leurs auteurs. Pour proposer un texte : tribunes@lecourrierlyonnais.test.",
    ),
    "julien-marchal": (
        "Julien Marchal",
        "Journaliste culture, Julien Marchal suit le théâtre et la danse à Lyon depuis 2009.",
    ),
    "sophie-girard": (
        "Sophie Girard",
        "Chroniqueuse, Sophie Girard raconte chaque semaine la vie lyonnaise, ses petits travers et ses grandes fiertés.",
    ),
    "lea-fontaine": (
        "Léa Fontaine",
        "Journaliste au service Métropole du Courrier lyonnais, Léa Fontaine couvre l’urbanisme et les transports.",
    ),
}


def jour(local: str) -> str:
    """'2026-12-11 00:15' -> '11 décembre 2026'."""
    y, m, d = local.split()[0].split("-")
    return f"{int(d)} {MOIS[int(m) - 1]} {y}"


def fr_lines(lines: list[str]) -> list[str]:
    return [ln if ln.startswith("RAW:") else fr_typo(ln) for ln in lines]


class Courrier(Base):
    origin = ORIGIN
    name = "Le Courrier lyonnais"
    prefix = "cly"
    language = "fr"
    content_type = "text/html; charset=UTF-8"
    absolute = True  # WordPress writes every internal link as an absolute URL

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cly",
            [
                ".tdi_41",
                ".td-header-wrap",
                ".tdb-title-text",
                ".tdb_single_content p",
                ".tdb-author-name",
                ".td_module_flex .td-module-title",
                ".td-a-ad",
                ".tdb-entry-category",
                ".td-footer-wrap",
                ".cmplz-cookiebanner",
            ],
            260,
        )

    def art(
        self,
        key: str,
        path: str,
        title: str,
        local: str,
        utc: str,
        authors: list[str],
        lines: list[str],
        shape: str,
        **extra: object,
    ) -> Doc:
        """A post: `local` is the WordPress local time ('2026-12-11 00:15:23'), `utc` what Yoast prints."""
        day = local.split()[0]
        return story(
            key,
            path,
            fr_typo(title),
            day,
            utc,
            jour(local),
            authors,
            fr_lines(lines),
            shape,
            local=local,
            **extra,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Le Courrier lyonnais",
                "tagdiv-home-grid",
                list=["edito", "entretien", "chronique", "billet", "tribune", "theatre", "disparition", "collective"],
                more="opinions",
            )
        )
        add(
            page(
                "opinions",
                "/category/opinions/",
                "section",
                "Opinions",
                "wp-category",
                list=["edito", "billet", "chronique", "entretien", "tribune"],
                more="opinions2",
            )
        )
        add(
            page(
                "opinions2",
                "/category/opinions/page/2/",
                "section",
                "Opinions",
                "wp-category-page2",
                list=["collective"],
            )
        )
        add(
            page(
                "culture",
                "/category/culture/",
                "section",
                "Culture",
                "wp-category",
                list=["theatre", "disparition", "chronique"],
            )
        )
        add(
            page(
                "tag",
                "/tag/presqu-ile/",
                "tag",
                fr_typo("Presqu’île"),
                "wp-tag",
                list=["edito", "entretien", "tribune"],
            )
        )
        add(
            page(
                "author",
                "/author/la-redaction/",
                "author",
                "La Rédaction",
                "wp-author-archive-desk-user",
                list=["edito", "billet"],
                user="la-redaction",
            )
        )
        add(
            page(
                "search",
                "/?s=pi%C3%A9tonnisation",
                "search",
                fr_typo("Résultats de recherche pour : piétonnisation"),
                "wp-search",
                list=["edito", "entretien"],
            )
        )
        add(
            page(
                "policy",
                "/charte-de-moderation/",
                "policy",
                "Charte de modération des commentaires",
                "wp-page-comment-policy",
                fr_lines(
                    [
                        "Les commentaires sont ouverts aux lecteurs inscrits sous la plupart de nos articles. Ils sont un espace de débat, pas de défoulement. Pour que chacun puisse s’y exprimer, nous appliquons les règles suivantes.",
                        "## Ce qui est refusé",
                        "- Les propos injurieux, diffamatoires, racistes, sexistes, homophobes ou incitant à la haine ou à la violence.",
                        "- Les attaques personnelles contre d’autres lecteurs, contre nos journalistes ou contre les personnes citées dans nos articles.",
                        "- Les messages publicitaires, les liens promotionnels et les messages répétés à l’identique.",
                        "- Les commentaires sans rapport avec le sujet de l’article.",
                        "## Comment nous modérons",
                        "Les commentaires sont modérés a posteriori par la rédaction, du lundi au vendredi de 8 heures à 20 heures. Ils peuvent être masqués ou supprimés sans préavis. En cas de manquements répétés, le compte de leur auteur peut être suspendu.",
                        "Les commentaires sont fermés automatiquement sept jours après la publication d’un article. Pour toute question : moderation@lecourrierlyonnais.test.",
                    ]
                ),
            )
        )
        add(
            page(
                "legal",
                "/mentions-legales/",
                "about",
                "Mentions légales",
                "wp-page-legal",
                fr_lines(
                    [
                        "Le Courrier lyonnais est édité par la SAS Courrier lyonnais Médias, au capital de 120 000 euros, immatriculée au RCS de Lyon.",
                        "Siège social : 14, rue de la Charité, 69002 Lyon. Téléphone : 04 72 00 00 00.",
                        "Directrice de la publication : Hélène Carrel.",
                        "Hébergement : OVH SAS, 2, rue Kellermann, 59100 Roubaix.",
                        "Conformément au règlement général sur la protection des données, vous disposez d’un droit d’accès, de rectification et de suppression des données vous concernant. Pour l’exercer, écrivez à dpo@lecourrierlyonnais.test.",
                    ]
                ),
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/",
                "newsletter",
                "Recevez la newsletter du Courrier lyonnais",
                "wp-page-newsletter-form",
                fr_lines(
                    [
                        "Chaque matin à 7 heures, l’essentiel de l’actualité lyonnaise dans votre boîte mail : les informations du jour, nos enquêtes, les débats de la Métropole et les sorties du week-end.",
                        "- Le Matin lyonnais, du lundi au samedi",
                        "- Opinions, chaque vendredi : éditoriaux, tribunes et chroniques de la semaine",
                        "- Sortir à Lyon, le jeudi",
                        "L’inscription est gratuite. Vous pouvez vous désabonner à tout moment grâce au lien présent dans chaque envoi.",
                    ]
                ),
            )
        )
        add(
            self.art(
                "edito",
                "/2026/12/11/presqu-ile-pietonne-le-courage-d-aller-au-bout/",
                "Presqu’île piétonne : le courage d’aller au bout",
                "2026-12-11 00:15:23",
                "2026-12-10T23:15:23+00:00",
                [],
                [
                    "Il aura fallu trois concertations, deux rapports d’experts et un nombre incalculable de réunions publiques houleuses pour en arriver là. Jeudi soir, le conseil de la Métropole a voté, par 88 voix contre 61, le principe d’une Presqu’île entièrement piétonne entre Bellecour et les Terreaux d’ici à 2030. C’est une bonne décision. C’est aussi, à ce stade, une décision sur le papier.",
                    "Car le plus difficile commence. Les commerçants de la rue de la République et de la rue Édouard-Herriot, qui ont vu leur chiffre d’affaires reculer pendant les derniers chantiers, redoutent une nouvelle période de travaux et de livraisons compliquées. Les habitants des pentes de la Croix-Rousse craignent un report du trafic sur leurs rues déjà saturées. Les personnes âgées et handicapées demandent, à juste titre, comment elles se rendront chez le médecin ou à la pharmacie.",
                    "Ces inquiétudes ne sont pas des caprices. Elles méritent des réponses précises, et non des slogans sur la « ville apaisée ». Un calendrier de livraisons qui tienne compte des contraintes réelles des artisans. Des navettes électriques fréquentes, gratuites et accessibles. Un plan de circulation pour les quartiers voisins présenté avant le premier coup de pioche, et non après.",
                    "Les exemples ne manquent pas. Pontevedra, en Galice, a chassé les voitures de son centre il y a plus de vingt ans et n’y est jamais revenue. Plus près de nous, Strasbourg et Grenoble ont montré qu’on pouvait réduire fortement la circulation sans vider le cœur de ville de ses commerces, à condition d’investir massivement dans les transports en commun et de ne pas céder à la première pétition.",
                    "C’est là que la Métropole sera jugée. Une Presqu’île piétonne réussie suppose des bus plus nombreux, des parkings relais aux portes de la ville et une politique de stationnement cohérente. Elle suppose aussi de tenir bon lorsque, à l’approche des élections, la tentation sera grande de reporter, d’amender, de renvoyer à une énième étude.",
                    "Lyon a su transformer les berges du Rhône, hier livrées aux voitures, en l’un des lieux les plus fréquentés de la ville. Personne ne voudrait aujourd’hui revenir en arrière. La Presqu’île peut connaître le même destin. Encore faut-il avoir le courage d’aller au bout.",
                    'RAW:<p class="has-text-align-right"><em>La Rédaction</em></p>',
                ],
                "wp-editorial-signed-la-redaction-yoast-utc-previous-day",
                user="la-redaction",
                cat=("Éditorial", "/category/opinions/editorial/"),
                dek="Le vote de la Métropole en faveur d’une Presqu’île sans voitures est une bonne nouvelle. Reste à le traduire en actes, sans céder à la tentation du renoncement.",
                title_tag="Éditorial. Presqu’île piétonne : le courage d’aller au bout - Le Courrier lyonnais",
                tags=[
                    ("tag", "Presqu’île"),
                    ("/tag/metropole-de-lyon/", "Métropole de Lyon"),
                    ("/tag/mobilites/", "Mobilités"),
                ],
                comments=41,
            )
        )
        add(
            self.art(
                "tribune",
                "/2026/12/10/tribune-lyon-doit-replanter-avant-de-repaver/",
                "« Nos places minérales sont devenues des fours : Lyon doit replanter avant de repaver »",
                "2026-12-10 07:00:00",
                "2026-12-10T06:00:00+00:00",
                ["Claire Moreau"],
                [
                    "L’été dernier, le thermomètre a dépassé 40 °C sur la place des Terreaux pendant neuf jours. Les bancs de granit étaient brûlants dès dix heures du matin, les terrasses désertées en début d’après-midi, et les rares arbres en bac offraient une ombre symbolique. Ce n’est pas une fatalité climatique : c’est le résultat de choix d’aménagement.",
                    "Pendant trente ans, les places lyonnaises ont été refaites selon le même modèle : dalles claires, grands espaces dégagés, mobilier minimal. Ce modèle avait ses raisons, qui tenaient à l’entretien, à la sécurité, à la possibilité d’accueillir des marchés et des manifestations. Il est devenu intenable. Une place minérale emmagasine la chaleur le jour et la restitue la nuit, empêchant les habitants des étages de dormir.",
                    "La Métropole a engagé un plan de végétalisation ambitieux, et il faut le saluer. Mais on continue, dans le même temps, à lancer des chantiers de réaménagement qui reproduisent les erreurs du passé, au nom de la perspective ou du respect du patrimoine. Le patrimoine lyonnais n’a pourtant jamais été un décor figé : les platanes des quais ont été plantés par des ingénieurs qui pensaient, déjà, à l’ombre.",
                    "Planter un arbre en pleine terre en centre-ville est coûteux et lent. Il faut déplacer des réseaux, négocier avec les architectes des Bâtiments de France, attendre quinze ans pour qu’il donne une ombre réelle. Raison de plus pour commencer maintenant, et pour faire de la pleine terre la règle de tout projet d’espace public, plutôt que l’exception.",
                    "Je propose une règle simple : aucun nouveau chantier de place ou de rue piétonne sans un objectif chiffré de surface ombragée à quinze ans. Ce qui ne se mesure pas ne se fait pas. Nos enfants passeront leurs étés dans les villes que nous dessinons aujourd’hui. Ils ne nous pardonneront pas de les avoir pavées.",
                    "RAW:<p><em>"
                    + fr_typo(
                        "Claire Moreau est professeure de géographie urbaine à l’université Lumière Lyon 2. Elle a codirigé l’ouvrage collectif « Villes en surchauffe » (Presses universitaires de Lyon, 2025)."
                    )
                    + "</em></p>",
                ],
                "wp-tribune-writer-only-in-italic-foot-bio",
                user="tribune-libre",
                cat=("Tribune", "/category/opinions/tribunes/"),
                dek="Aucun réaménagement d’espace public ne devrait plus être lancé sans objectif chiffré d’ombre à quinze ans, plaide une géographe de l’université Lyon 2.",
                tags=[("tag", "Presqu’île"), ("/tag/climat/", "Climat")],
                comments=17,
            )
        )
        add(
            self.art(
                "theatre",
                "/2026/12/09/aux-celestins-les-bonnes-de-genet-dans-une-cuisine-de-palace/",
                "Aux Célestins, « Les Bonnes » de Genet servies dans une cuisine de palace",
                "2026-12-09 18:30:00",
                "2026-12-09T17:30:00+00:00",
                ["Julien Marchal"],
                [
                    "On les attendait dans une mansarde, on les découvre dans les cuisines d’un grand hôtel, entre les chambres froides et les passe-plats en inox. Pour sa nouvelle mise en scène des « Bonnes », présentée jusqu’au 20 décembre au Théâtre des Célestins, Mathilde Aubert transporte la pièce de Jean Genet dans un univers de brigades, de sonneries et de bons de commande. Le pari est risqué. Il est presque entièrement tenu.",
                    "Claire et Solange ne jouent plus à la Madame dans la chambre de leur patronne, mais dans un vestiaire du personnel où s’entassent les uniformes de rechange. Le cérémonial est intact, les répliques aussi, mais la transposition donne à leur haine une dimension nouvelle : celle de tout un peuple de l’ombre, plongeurs, femmes de chambre, commis, qui sert une clientèle qu’il ne voit jamais.",
                    "Dans le rôle de Solange, Inès Belkacem est saisissante. Sa voix sourde, ses gestes précis, presque mécaniques, font sentir l’épuisement plus que la révolte. Face à elle, Léonie Fabre compose une Claire plus fébrile, dont la colère éclate par à-coups. Le duo fonctionne d’autant mieux que les deux comédiennes ne cherchent jamais à rendre leurs personnages sympathiques.",
                    "Le spectacle perd un peu de sa force avec l’apparition de Madame, jouée par Catherine Vial en diva fatiguée, trop caricaturale pour inquiéter vraiment. La dernière demi-heure, en revanche, retrouve une tension remarquable, portée par la création sonore de Yann Perrot, où le ronronnement des hottes finit par ressembler à une respiration.",
                    "On sort de ces « Bonnes » un peu sonné, avec le sentiment d’avoir vu une pièce de 1947 parler très directement de notre époque. Ce n’est pas le moindre mérite de cette mise en scène que de le faire sans jamais forcer le trait.",
                ],
                "wp-theatre-review-verdict-and-practical-box",
                user="julien-marchal",
                cat=("Théâtre", "/category/culture/theatre/"),
                dek="Mathilde Aubert transporte la pièce de Jean Genet dans les coulisses d’un grand hôtel. Un pari audacieux, porté par deux comédiennes remarquables.",
                verdict="Notre avis : ★★★★☆",
                infos="Les Bonnes, de Jean Genet. Mise en scène de Mathilde Aubert. Théâtre des Célestins, Lyon 2e, jusqu’au 20 décembre. Durée : 1 h 40. De 12 à 38 €.",
                tags=[("/tag/theatre/", "Théâtre"), ("/tag/celestins/", "Célestins")],
            )
        )
        add(
            self.art(
                "chronique",
                "/2026/12/11/marches-de-noel-la-magie-a-t-elle-un-prix/",
                "Marchés de Noël : la magie a-t-elle un prix ?",
                "2026-12-11 08:00:00",
                "2026-12-11T07:00:00+00:00",
                ["Sophie Girard"],
                [
                    "Un vin chaud à 6 euros, une part de tartiflette à 11, une boule de Noël « artisanale » fabriquée à l’autre bout du monde : la visite du marché de Noël de la place Carnot a des airs de test de résistance pour le porte-monnaie. Samedi dernier, une famille de quatre personnes croisée devant le manège m’a confié avoir dépensé 70 euros « sans rien acheter ».",
                    "On pourrait s’en indigner. On pourrait aussi se demander ce que l’on vient chercher, exactement, dans ces allées de chalets en bois. Pas vraiment des cadeaux, que l’on trouve moins cher ailleurs. Pas davantage de la gastronomie. Plutôt un rituel, une manière de marquer le passage vers les fêtes, de sortir de chez soi quand la nuit tombe à 17 heures.",
                    "Les exposants, eux, ont leurs raisons. La location d’un chalet pour cinq semaines dépasse désormais 4 000 euros, sans compter l’électricité, le personnel et le stock. Un artisan savonnier de Villeurbanne m’explique qu’il lui faut vendre une centaine de savons par jour pour rentrer dans ses frais. Les prix ne sont pas seulement le reflet de la cupidité : ils disent aussi la fragilité d’un modèle économique.",
                    "Reste une question que la Ville pourrait se poser : à qui s’adressent ces marchés ? Si la réponse est « aux touristes », le modèle actuel fonctionne. Si elle est « aux Lyonnais », il faudrait peut-être réserver quelques chalets, à des prix modérés, à des associations, à des producteurs locaux ou à de jeunes créateurs, et imposer un vin chaud à prix doux. La magie de Noël n’a pas de prix, dit-on. Elle a au moins un tarif.",
                ],
                "wp-weekly-chronicle-column-name-kicker",
                user="sophie-girard",
                cat=("La chronique de Sophie Girard", "/category/opinions/chroniques/"),
                tags=[("/tag/noel/", "Noël"), ("/tag/commerce/", "Commerce")],
                comments=8,
            )
        )
        add(
            self.art(
                "disparition",
                "/2026/12/08/disparition-marcel-ravier-figure-des-bouchons-lyonnais-est-mort-a-91-ans/",
                "Disparition : Marcel Ravier, figure des bouchons lyonnais, est mort à 91 ans",
                "2026-12-08 14:20:00",
                "2026-12-08T13:20:00+00:00",
                ["Léa Fontaine"],
                [
                    "Il avait tenu pendant plus de cinquante ans « Chez Marcel », l’un des bouchons les plus courus du Vieux-Lyon. Marcel Ravier est mort dimanche 6 décembre à Lyon, à l’âge de 91 ans, a annoncé sa famille lundi.",
                    "Né en 1935 à Villefranche-sur-Saône dans une famille de charcutiers, il avait fait ses classes dans plusieurs grandes maisons de la ville avant d’ouvrir, en 1962, sa propre adresse rue Saint-Jean. Tablier noué haut, moustache en bataille, il y servait tabliers de sapeur, quenelles et cervelle de canut à une clientèle où se mêlaient ouvriers, notables et vedettes de passage.",
                    "« Marcel, c’était la cuisine lyonnaise dans ce qu’elle a de plus généreux et de plus simple », a réagi le président de l’association des bouchons lyonnais, saluant « un homme qui ne comptait ni les portions ni les heures ».",
                    "Il avait passé la main en 2014 à son neveu, qui tient toujours l’établissement, mais continuait de venir chaque matin boire son café au comptoir. Ses obsèques seront célébrées vendredi en la cathédrale Saint-Jean.",
                ],
                "wp-news-obituary-journalist-with-agency",
                user="lea-fontaine",
                credit="Léa Fontaine avec AFP",
                cat=("Gastronomie", "/category/culture/gastronomie/"),
                modified="2026-12-08 17:05:00",
                modified_utc="2026-12-08T16:05:00+00:00",
                tags=[("/tag/bouchons/", "Bouchons"), ("/tag/vieux-lyon/", "Vieux-Lyon")],
            )
        )
        add(
            self.art(
                "entretien",
                "/2026/12/09/karim-haddou-une-ville-apaisee-n-est-pas-forcement-une-ville-plus-juste/",
                "« Une ville apaisée n’est pas forcément une ville plus juste »",
                "2026-12-09 11:45:00",
                "2026-12-09T10:45:00+00:00",
                ["Léa Fontaine"],
                [
                    "Q: La Métropole s’apprête à voter la piétonnisation de la Presqu’île. Est-ce une bonne nouvelle ? || Sur le principe, oui. Moins de voitures, c’est moins de bruit, moins de pollution, plus de place pour marcher. Mais une mesure de ce type ne tombe pas dans un espace neutre. La Presqu’île est déjà l’un des secteurs les plus chers de l’agglomération. Si on la rend plus agréable sans rien faire d’autre, on accélère un mouvement qui est déjà à l’œuvre : les loyers montent, les commerces du quotidien laissent la place à des enseignes pour touristes.",
                    "Q: Que faudrait-il faire ? || Penser la piétonnisation à l’échelle de la métropole, pas seulement du centre. Les habitants de Vénissieux ou de Vaulx-en-Velin viennent en Presqu’île pour travailler, pour des démarches, pour des loisirs. S’ils n’ont pas de transports en commun fiables le soir et le week-end, on leur ferme de fait une partie de la ville. La question n’est pas d’être pour ou contre la voiture, c’est de savoir qui peut se déplacer sans elle.",
                    "Q: Les commerçants craignent une baisse de fréquentation. Ont-ils raison ? || Les études montrent plutôt l’inverse à moyen terme : les piétons s’arrêtent plus souvent et dépensent plus régulièrement. Mais il y a une période de transition difficile, surtout pour les commerces qui dépendent des livraisons ou d’une clientèle motorisée. Les accompagner n’est pas un luxe, c’est une condition de réussite.",
                    "Q: Vous parlez de justice. Concrètement ? || Concrètement, cela veut dire consacrer une partie des investissements aux quartiers périphériques : des trottoirs praticables, des arbres, des bancs, des lignes de bus à haute fréquence. Une ville apaisée qui ne le serait qu’au centre serait une vitrine. Une ville juste, c’est une ville où l’on respire aussi à Vaulx.",
                ],
                "wp-interview-qa-propos-recueillis",
                user="lea-fontaine",
                credit="Propos recueillis par Léa Fontaine",
                cat=("Entretien", "/category/opinions/entretiens/"),
                dek="Le géographe Karim Haddou, spécialiste des mobilités, met en garde contre une piétonnisation qui profiterait d’abord aux quartiers les plus aisés.",
                tags=[("tag", "Presqu’île"), ("/tag/mobilites/", "Mobilités")],
                comments=23,
            )
        )
        add(
            self.art(
                "billet",
                "/2026/12/11/le-billet-le-sapin-de-bellecour-a-t-il-besoin-d-un-compte-instagram/",
                "Le sapin de Bellecour a-t-il vraiment besoin d’un compte Instagram ?",
                "2026-12-11 12:00:00",
                "2026-12-11T11:00:00+00:00",
                [],
                [
                    "Il mesure 18 mètres, a été coupé dans le Haut-Beaujolais et porte 12 000 ampoules à basse consommation. Il a aussi, depuis cette semaine, son propre compte Instagram, tenu par le service communication de la Ville, qui publie chaque soir une photo « du point de vue du sapin ».",
                    "On aurait tort de s’en moquer trop vite. Le compte réunit déjà 9 000 abonnés, davantage que certains élus. Et l’on y apprend des choses : que le sapin a voyagé de nuit sur un convoi exceptionnel, qu’il sera broyé en janvier pour pailler les massifs du parc de la Tête d’Or, qu’il « a froid aux aiguilles ».",
                    "On attend avec impatience le compte du chalet à vin chaud. Lui, au moins, aura des choses à raconter.",
                    'RAW:<p class="has-text-align-right"><strong>J. M.</strong></p>',
                ],
                "wp-billet-signed-initials-desk-user",
                user="la-redaction",
                cat=("Le billet", "/category/opinions/billets/"),
                tags=[("/tag/noel/", "Noël")],
            )
        )
        add(
            self.art(
                "collective",
                "/2026/12/07/tribune-collective-cantines-metropole-enfants-paysans/",
                "« Les cantines de la Métropole peuvent nourrir à la fois les enfants et les paysans »",
                "2026-12-07 06:30:00",
                "2026-12-07T05:30:00+00:00",
                ["Nadia Benali", "Pierre Dufour", "Agnès Lemaire"],
                [
                    "RAW:<p><em>"
                    + fr_typo(
                        "Par Nadia Benali, maraîchère à Brindas ; Pierre Dufour, éleveur à Saint-Laurent-de-Chamousset ; Agnès Lemaire, cheffe de cuisine dans un collège de Villeurbanne."
                    )
                    + "</em></p>",
                    "Chaque jour d’école, les cantines des collèges et des écoles de la Métropole servent plus de 100 000 repas. C’est un marché considérable, qui pourrait faire vivre des dizaines de fermes autour de Lyon. Aujourd’hui, moins d’un quart des produits servis viennent de la région.",
                    "La loi fixe pourtant des objectifs clairs : 50 % de produits durables et de qualité, dont au moins 20 % de bio, dans la restauration collective. Ces objectifs ne sont toujours pas atteints, et la raison en est connue. Les marchés publics sont construits pour les grands fournisseurs, avec des lots trop importants, des délais trop courts et un critère de prix qui écrase tous les autres.",
                    "Nous proposons trois mesures simples. D’abord, découper les appels d’offres en lots plus petits, par produit et par saison, pour que des producteurs locaux puissent y répondre. Ensuite, garantir des contrats sur trois ans, afin que les agriculteurs puissent investir. Enfin, former et rémunérer correctement les équipes de cuisine, car on ne cuisine pas des légumes frais avec des moyens prévus pour réchauffer des barquettes.",
                    "Ces mesures ont un coût, de l’ordre de quelques dizaines de centimes par repas. C’est peu au regard de ce qu’elles rapportent : des enfants mieux nourris, des fermes qui restent en activité, des terres agricoles qui ne deviennent pas des lotissements. La Métropole a les moyens d’agir. Elle en a aussi la responsabilité.",
                    "RAW:<p><em>Cette tribune est également signée par 42 élus, agriculteurs, cuisiniers et parents d’élèves de la métropole.</em></p>",
                ],
                "wp-collective-tribune-three-signatories-head-line",
                user="tribune-libre",
                cat=("Tribune", "/category/opinions/tribunes/"),
                dek="Trois acteurs de l’alimentation dans la métropole, rejoints par 42 signataires, proposent de réformer les marchés publics de la restauration scolaire.",
                tags=[("/tag/agriculture/", "Agriculture"), ("/tag/education/", "Éducation")],
                comments=12,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def person_id(self, user: str) -> str:
        return f"{ORIGIN}/#/schema/person/{zlib.crc32(user.encode()):08x}{zlib.crc32(user[::-1].encode()):08x}"

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title_tag = doc.extra.get("title_tag") or (
            f"{doc.title} - Le Courrier lyonnais"
            if doc.key != "home"
            else "Le Courrier lyonnais - L’actualité de Lyon et de la Métropole"
        )
        if doc.key in ("opinions2",):
            title_tag = "Opinions - Page 2 sur 4 - Le Courrier lyonnais"
        desc = doc.dek or doc.title
        out = [
            f"<title>{esc(title_tag)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="fr_FR">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(title_tag.rsplit(" - ", 1)[0])}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Le Courrier lyonnais">',
        ]
        graph: list[dict] = []
        website = {
            "@type": "WebSite",
            "@id": f"{ORIGIN}/#website",
            "url": f"{ORIGIN}/",
            "name": "Le Courrier lyonnais",
            "description": "L’actualité de Lyon et de la Métropole",
            "publisher": {"@id": f"{ORIGIN}/#organization"},
            "inLanguage": "fr-FR",
        }
        org = {
            "@type": "Organization",
            "@id": f"{ORIGIN}/#organization",
            "name": "Le Courrier lyonnais",
            "url": f"{ORIGIN}/",
            "logo": {
                "@type": "ImageObject",
                "inLanguage": "fr-FR",
                "@id": f"{ORIGIN}/#/schema/logo/image/",
                "url": f"{ORIGIN}/wp-content/uploads/2021/03/logo-courrier.png",
                "width": 600,
                "height": 120,
                "caption": "Le Courrier lyonnais",
            },
        }
        if doc.is_article:
            user = doc.extra["user"]
            uname, udesc = USERS[user]
            modified_utc = doc.extra.get("modified_utc", doc.iso)
            out += [
                '<meta property="article:publisher" content="https://www.facebook.com/lecourrierlyonnais.test">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:modified_time" content="{modified_utc}">',
                f'<meta name="author" content="{esc(uname)}">',
                '<meta name="twitter:label1" content="Écrit par">',
                f'<meta name="twitter:data1" content="{esc(uname)}">',
                '<meta name="twitter:label2" content="Durée de lecture estimée">',
                f'<meta name="twitter:data2" content="{max(2, sum(len(b[1].split()) for b in doc.blocks if b[0] == "p") // 200)} minutes">',
            ]
            graph.append(
                {
                    "@type": "Article",
                    "@id": f"{url}#article",
                    "isPartOf": {"@id": url},
                    "author": {"name": uname, "@id": self.person_id(user)},
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": modified_utc,
                    "mainEntityOfPage": {"@id": url},
                    "wordCount": sum(len(b[1].split()) for b in doc.blocks if b[0] in ("p", "qa")),
                    "commentCount": doc.extra.get("comments", 0),
                    "publisher": {"@id": f"{ORIGIN}/#organization"},
                    "image": {"@id": f"{url}#primaryimage"},
                    "thumbnailUrl": f"{ORIGIN}/wp-content/uploads/2026/12/{doc.path.strip('/').split('/')[-1][:40]}.jpg",
                    "keywords": [t for _, t in doc.extra.get("tags", [])],
                    "articleSection": [
                        "Opinions" if "opinions" in doc.extra["cat"][1] else "Culture",
                        doc.extra["cat"][0],
                    ],
                    "inLanguage": "fr-FR",
                    "potentialAction": [{"@type": "CommentAction", "name": "Comment", "target": [f"{url}#respond"]}],
                }
            )
            graph.append(
                {
                    "@type": "WebPage",
                    "@id": url,
                    "url": url,
                    "name": title_tag,
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "datePublished": doc.iso,
                    "dateModified": modified_utc,
                    "breadcrumb": {"@id": f"{url}#breadcrumb"},
                    "inLanguage": "fr-FR",
                }
            )
            graph.append(
                {
                    "@type": "BreadcrumbList",
                    "@id": f"{url}#breadcrumb",
                    "itemListElement": [
                        {"@type": "ListItem", "position": 1, "name": "Accueil", "item": f"{ORIGIN}/"},
                        {
                            "@type": "ListItem",
                            "position": 2,
                            "name": doc.extra["cat"][0],
                            "item": ORIGIN + doc.extra["cat"][1],
                        },
                        {"@type": "ListItem", "position": 3, "name": doc.title},
                    ],
                }
            )
            graph += [website, org]
            graph.append(
                {
                    "@type": "Person",
                    "@id": self.person_id(user),
                    "name": uname,
                    "description": udesc,
                    "url": f"{ORIGIN}/author/{user}/",
                }
            )
        else:
            kind = {
                "search": "SearchResultsPage",
                "section": "CollectionPage",
                "tag": "CollectionPage",
                "author": "ProfilePage",
            }.get(doc.kind, "WebPage")
            graph += [
                {
                    "@type": kind,
                    "@id": url,
                    "url": url,
                    "name": title_tag,
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "inLanguage": "fr-FR",
                },
                website,
                org,
            ]
        out.append(
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("https://www.lecourrierlyonnais.test/category/metropole/", "Métropole"),
                ("https://www.lecourrierlyonnais.test/category/politique/", "Politique"),
                ("https://www.lecourrierlyonnais.test/category/economie/", "Économie"),
                ("opinions", "Opinions"),
                ("culture", "Culture"),
                ("https://www.lecourrierlyonnais.test/category/sport/", "Sport"),
            )
        )
        popular = "".join(
            f'<div class="td_module_flex td_module_flex_1"><div class="td-module-meta-info"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "aside")}</h3></div></div>'
            for k in ["edito", "entretien", "disparition"]
        )
        lang_body = (
            "home"
            if doc.key == "home"
            else (
                f"single single-post postid-{zlib.crc32(doc.key.encode()) % 90000 + 10000}"
                if doc.is_article
                else "archive"
            )
        )
        return f"""<!doctype html >
<!--[if IE 8]>    <html class="ie8" lang="en"> <![endif]-->
<!--[if IE 9]>    <html class="ie9" lang="en"> <![endif]-->
<!--[if gt IE 8]><!--> <html lang="fr-FR"> <!--<![endif]-->
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="pingback" href="{ORIGIN}/xmlrpc.php" />
<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->
{self.head(doc)}
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="Le Courrier lyonnais &raquo; Flux" href="{ORIGIN}/feed/" />
<link rel="https://api.w.org/" href="{ORIGIN}/wp-json/" />
<meta name="generator" content="WordPress 6.7.1" />
<style id="td-theme-css">/*PAD*/</style>
<script type="text/javascript">var tdBlocksArray = []; var td_ajax_url="https:\\/\\/www.lecourrierlyonnais.test\\/wp-admin\\/admin-ajax.php?td_theme_name=Newspaper&v=12.6.8";</script>
</head>
<body class="{lang_body} wp-theme-Newspaper td-standard-pack tdm-menu-active-style3 global-block-template-1 tdb-template td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up" data-style="style1"><i class="td-icon-menu-up"></i></div>
<div class="td-menu-background" style="visibility:hidden"></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-template-wrap" style="position: relative">
<div class="td-header-desktop-wrap">
<div class="tdc-zone tdi_2 tdc-row"><div class="td-header-top-menu">samedi 12 décembre 2026 · Lyon 4 °C · <a href="{ORIGIN}/mon-compte/">Se connecter</a> · {self.a("newsletter", "Newsletter", "nav")}</div>
<div class="td_block_wrap tdb_header_logo"><a class="tdb-logo-a" href="{ORIGIN}/"><img class="tdb-logo-img" src="{ORIGIN}/wp-content/uploads/2021/03/logo-courrier.png" alt="Le Courrier lyonnais" title="Le Courrier lyonnais" width="300" height="60"></a></div>
<div class="td_block_wrap tdb_header_menu"><ul id="menu-principal" class="tdb-block-menu tdb-menu tdb-menu-items-visible">{menu}</ul></div>
<div class="td_block_wrap tdb_header_search"><form method="get" class="tdb-search-form" action="{ORIGIN}/"><input class="tdb-head-search-form-input" type="text" value="" name="s" autocomplete="off"><button class="wpb_button tdb-head-search-form-btn" type="submit">Rechercher</button></form></div>
</div></div></div>
<div class="td-a-ad id_top_ad"><div class="td-all-devices"><div id="div-gpt-ad-banniere-haut" class="td-adspot-title">- Publicité -</div></div></div>
<div class="td-main-content-wrap td-container-wrap">
{main}
</div>
<div class="td-footer-template-wrap" style="position: relative">
<div class="td-footer-wrap tdc-zone"><div class="td_block_wrap td_flex_block_1"><h4 class="td-block-title"><span>Les plus lus</span></h4>{popular}<div class="td-trending-searches">Recherches tendance : {self.a("search", "piétonnisation", "aside")} · <a href="{ORIGIN}/?s=fete+des+lumieres">fête des Lumières</a> · <a href="{ORIGIN}/?s=tram+T10">tram T10</a></div></div>
<div class="td_block_wrap tdb_footer_menu"><ul class="menu"><li>{self.a("legal", "Mentions légales", "footer")}</li><li><a href="{ORIGIN}/politique-de-confidentialite/">Politique de confidentialité</a></li><li>{self.a("policy", "Charte de modération", "footer")}</li><li><a href="{ORIGIN}/contact/">Contact</a></li><li><a href="{ORIGIN}/publicite/">Publicité</a></li><li>{self.a("newsletter", "Newsletter", "footer")}</li></ul></div>
<div class="td-footer-copy">© 2026 Le Courrier lyonnais. Tous droits réservés. Propulsé par WordPress.</div></div>
</div>
</div>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite"><div class="cmplz-header"><div class="cmplz-title">Gérer le consentement aux cookies</div></div><div class="cmplz-message"><p>Nous utilisons des cookies pour stocker et/ou accéder aux informations des appareils.</p></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accepter</button><button class="cmplz-btn cmplz-deny">Refuser</button></div></div></div>
<script type="text/javascript" src="{ORIGIN}/wp-content/plugins/td-composer/legacy/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8" id="td-site-min-js"></script>
<script type="text/javascript" src="{ORIGIN}/wp-includes/js/comment-reply.min.js?ver=6.7.1" id="comment-reply-js" async="async" data-wp-strategy="async"></script>
</body>
</html>"""

    def author_link(self, user: str, inner: str | None = None, cls: str = "tdb-author-name") -> str:
        name = USERS[user][0]
        if user == "la-redaction":
            return self.a("author", name, "byline", f'class="{cls}"', inner)
        return f'<a class="{cls}" href="{ORIGIN}/author/{user}/">{inner if inner is not None else esc(name)}</a>'

    def story_main(self, doc: Doc) -> str:
        user = doc.extra["user"]
        uname, udesc = USERS[user]
        cat_name, cat_path = doc.extra["cat"]
        parent = ("opinions", "Opinions") if "opinions" in cat_path else ("culture", "Culture")
        credit = doc.extra.get("credit")
        author_inner = esc(credit) if credit else None
        byline = (
            f'<div class="tdb-author-by">Par</div>{self.author_link(user, author_inner)}'
            if not credit
            else self.author_link(user, author_inner)
        )
        modified = (
            f'<div class="td_block_wrap tdb_single_modified_date"><div class="tdb-block-inner td-fix-index"><time class="entry-date updated td-module-date" datetime="{doc.extra["modified"].replace(" ", "T")}+01:00">Mis à jour le {jour(doc.extra["modified"])} à {doc.extra["modified"][11:13]}h{doc.extra["modified"][14:16]}</time></div></div>'
            if doc.extra.get("modified")
            else ""
        )
        verdict = (
            f'<div class="td-review-verdict"><span class="td-review-final-score">{esc(doc.extra["verdict"])}</span></div>'
            if doc.extra.get("verdict")
            else ""
        )
        infos = (
            f'<div class="wp-block-group infos-pratiques has-background"><h4 class="wp-block-heading">Infos pratiques</h4><p>{esc(fr_typo(doc.extra["infos"]))}</p></div>'
            if doc.extra.get("infos")
            else ""
        )
        tags = "".join(
            f"<li>{self.a(k, fr_typo(t), 'tag')}</li>"
            if k in self.docs
            else f'<li><a href="{ORIGIN}{k}">{esc(fr_typo(t))}</a></li>'
            for k, t in doc.extra.get("tags", [])
        )
        body = self.blocks(doc)
        # an in-content ad after the second paragraph, as tagDiv inserts it
        parts = body.split("\n")
        if len(parts) > 3:
            parts.insert(
                2,
                '<div class="td-a-ad id_inline_ad0 id_ad_content-horiz-center"><span class="td-adspot-title">- Publicité -</span><div id="div-gpt-ad-inread"></div></div>',
            )
        body = "\n".join(parts)
        rel = [k for k in ARTS if k != doc.key][(ARTS.index(doc.key) * 3) % 7 :][:3] or [
            k for k in ARTS if k != doc.key
        ][:3]
        related = "".join(
            f'<div class="td_module_flex td_module_flex_1 td_module_wrap"><div class="td-module-meta-info"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].title, "related")}</h3><span class="td-post-date"><time class="entry-date updated td-module-date">{self.docs[k].stamp}</time></span></div></div>'
            for k in rel
        )
        u = quote(self.url(doc.key), safe="")
        n = doc.extra.get("comments", 0)
        comments = (
            f'<div class="comments" id="comments"><div class="td-comments-title-wrap"><h4 class="block-title"><span>{n} Commentaires</span></h4></div><ol class="comment-list"><li class="comment"><article><footer><div class="comment-author">Cocotte69</div><time>il y a 2 heures</time></footer><div class="comment-content"><p>Encore faudrait-il que les TCL passent à l’heure…</p></div></article></li></ol>'
            f'<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Laisser un commentaire</h3><form action="{ORIGIN}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes">Votre adresse e-mail ne sera pas publiée. Avant de commenter, lisez notre {self.a("policy", "charte de modération", "content")}.</p><textarea name="comment" aria-required="true"></textarea><input class="submit" type="submit" value="Publier le commentaire"></form></div></div>'
            if n
            else ""
        )
        return f"""<div id="tdb-autoload-article" data-autoload="off" data-autoload-org-post-id="{zlib.crc32(doc.key.encode()) % 90000 + 10000}">
<style>.tdi_1{{min-height:0}}</style>
<article id="template-id-2841" class="post-{zlib.crc32(doc.key.encode()) % 90000 + 10000} post type-post status-publish format-standard has-post-thumbnail category-opinions" itemscope itemtype="https://schema.org/Article">
<div class="tdc-row stretch_row_1200 td-stretch-content"><div class="vc_row tdi_4 wpb_row td-pb-row">
<div class="td_block_wrap tdb_breadcrumbs tdi_7 td-pb-border-top td_block_template_1 tdb-breadcrumbs"><div class="tdb-block-inner td-fix-index"><span><a title="" class="tdb-entry-crumb" href="{ORIGIN}/">Accueil</a></span> <i class="tdc-font-tdmp tdc-font-tdmp-arrow-right tdb-bread-sep"></i> <span>{self.a(parent[0], parent[1], "breadcrumb", 'class="tdb-entry-crumb"')}</span> <i class="tdc-font-tdmp tdc-font-tdmp-arrow-right tdb-bread-sep"></i> <span><a title="" class="tdb-entry-crumb" href="{ORIGIN}{cat_path}">{esc(cat_name)}</a></span></div></div>
<div class="td_block_wrap tdb_single_categories tdi_8 td-pb-border-top td_block_template_1"><div class="tdb-category td-fix-index"><a class="tdb-entry-category" href="{ORIGIN}{cat_path}"><span class="tdb-cat-bg"></span>{esc(cat_name)}</a></div></div>
<div class="td_block_wrap tdb_title tdi_9 tdb-single-title td-pb-border-top td_block_template_1"><div class="tdb-block-inner td-fix-index"><h1 class="tdb-title-text">{esc(doc.title)}</h1><div></div><div class="tdb-title-line"></div></div></div>
{f'<div class="td_block_wrap tdb_single_subtitle tdi_10 td-pb-border-top td_block_template_1"><div class="tdb-block-inner td-fix-index"><p>{esc(fr_typo(doc.dek))}</p></div></div>' if doc.dek else ""}
<div class="vc_row_inner tdi_12 vc_row vc_inner wpb_row td-pb-row"><div class="wpb_wrapper">
<div class="td_block_wrap tdb_single_author tdi_15 td-pb-border-top td_block_template_1 tdb-post-meta"><div class="tdb-block-inner td-fix-index">{self.author_link(user, f'<img alt="{esc(uname)}" src="https://secure.gravatar.com/avatar/{zlib.crc32(user.encode()):08x}?s=96&amp;d=mm&amp;r=g" class="avatar avatar-96 photo avatar-default" height="96" width="96">', "tdb-author-photo")}{byline}</div></div>
<div class="td_block_wrap tdb_single_date tdi_16 td-pb-border-top td_block_template_1 tdb-post-meta"><div class="tdb-block-inner td-fix-index"><time class="entry-date updated td-module-date" datetime="{doc.extra["local"].replace(" ", "T")}+01:00">{esc(doc.stamp)}</time></div></div>
{modified}
<div class="td_block_wrap tdb_single_comments_count tdi_17"><div class="tdb-block-inner td-fix-index"><a href="#comments"><i class="tdc-font-fa tdc-font-fa-comment-o"></i><span>{n}</span></a></div></div>
</div></div>
<div class="td_block_wrap tdb_single_featured_image tdi_20 tdb-content-horiz-left td-pb-border-top td_block_template_1"><div class="tdb-block-inner td-fix-index"><img fetchpriority="high" class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{doc.key}-696x464.jpg" alt="" title="{esc(doc.title)}" width="696" height="464"><figcaption class="tdb-caption-text">Photo d’illustration. © Le Courrier lyonnais</figcaption></div></div>
<div class="td_block_wrap tdb_single_content tdi_22 td-pb-border-top td_block_template_1 td-post-content tagdiv-type"><div class="tdb-block-inner td-fix-index">
{body}
{verdict}
{infos}
</div></div>
<div class="td_block_wrap tdb_single_tags tdi_24 td-pb-border-top td_block_template_1"><div class="tdb-block-inner td-fix-index"><ul class="tdb-tags"><li><span>Mots-clés</span></li>{tags}</ul></div></div>
<div class="td_block_wrap tdb_single_post_share tdi_25"><div class="td-post-sharing-visible"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={u}" title="Facebook"><span class="td-social-but-text">Facebook</span></a><a class="td-social-sharing-button td-social-mail" href="mailto:?subject={quote(doc.title)}&amp;body={u}" title="Email"><span class="td-social-but-text">Email</span></a></div></div>
<div class="td_block_wrap tdb_single_author_box tdi_27 tdb-content-vert-top td-pb-border-top td_block_template_1"><div class="tdb-block-inner td-fix-index"><div class="tdb-author-info">{self.author_link(user, None, "tdb-author-name")}<div class="tdb-author-descr">{esc(fr_typo(udesc))}</div></div></div></div>
<div class="td_block_wrap td_flex_block_1 tdi_29 td_with_ajax_pagination td-pb-border-top td_block_template_1 tdb-single-related-posts"><div class="td-block-title-wrap"><h4 class="td-block-title"><span>Sur le même sujet</span></h4></div><div class="td_block_inner td-mc1-wrap">{related}</div></div>
{comments}
</div></div>
</article>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        mods = []
        bookmark, p1, p2 = 'rel="bookmark"', 'class="page" title="1"', 'class="page" title="2"'
        nxt, prv = 'aria-label="next-page"', 'aria-label="prev-page"'
        for k in doc.extra["list"]:
            d = self.docs[k]
            cat_name, cat_path = d.extra["cat"]
            who = d.extra.get("credit") or USERS[d.extra["user"]][0]
            mods.append(
                f'<div class="td_module_flex td_module_flex_2 td_module_wrap td-animation-stack"><div class="td-module-container td-category-pos-image"><div class="td-image-container"><a class="td-post-category" href="{ORIGIN}{cat_path}">{esc(cat_name)}</a><div class="td-module-thumb"><span class="entry-thumb td-thumb-css" style="background-image: url(\'{ORIGIN}/wp-content/uploads/2026/12/{k}-324x400.jpg\')"></span></div></div>'
                f'<div class="td-module-meta-info"><h3 class="entry-title td-module-title">{self.a(k, d.title, "content", bookmark)}</h3><div class="td-editor-date"><span class="td-author-date"><span class="td-post-author-name"><span>Par</span> {esc(who)} <span>-</span> </span><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{d.extra["local"].replace(" ", "T")}+01:00">{esc(d.stamp)}</time></span></span></div><div class="td-excerpt">{esc(fr_typo(self.lede(d)))}</div></div></div></div>'
            )
        title = esc(doc.title)
        intro = ""
        if doc.kind == "author":
            _, udesc = USERS[doc.extra["user"]]
            intro = f'<div class="tdb-author-descr">{esc(fr_typo(udesc))}</div><div class="tdb-author-count">{len(mods) + 214} Articles</div>'
        elif doc.kind == "search":
            intro = f'<form method="get" class="tdb-search-form-inner" action="{ORIGIN}/"><input type="text" name="s" value="piétonnisation"><button>Rechercher</button></form><div class="tdb-search-msg">Si vous n’êtes pas satisfait des résultats ci-dessous, veuillez faire une autre recherche.</div>'
        elif doc.kind == "tag":
            intro = '<div class="tdb-category-description">Tous nos articles sur la Presqu’île, de Perrache aux Terreaux.</div>'
        pager = ""
        if doc.key == "opinions":
            pager = f'<div class="page-nav td-pb-padding-side"><span class="current">1</span>{self.a("opinions2", "2", "pagination", p2)}<a href="{ORIGIN}/category/opinions/page/3/" class="page" title="3">3</a><span class="extend">...</span><a href="{ORIGIN}/category/opinions/page/4/" class="last" title="4">4</a>{self.a("opinions2", "Suivant", "pagination", nxt)}<span class="pages">Page 1 sur 4</span></div>'
        elif doc.key == "opinions2":
            pager = f'<div class="page-nav td-pb-padding-side">{self.a("opinions", "Précédent", "pagination", prv)}{self.a("opinions", "1", "pagination", p1)}<span class="current">2</span><a href="{ORIGIN}/category/opinions/page/3/" class="page" title="3">3</a><a href="{ORIGIN}/category/opinions/page/4/" class="last" title="4">4</a><span class="pages">Page 2 sur 4</span></div>'
            mods += [
                f'<div class="td_module_flex td_module_flex_2 td_module_wrap"><div class="td-module-meta-info"><h3 class="entry-title td-module-title"><a href="{ORIGIN}/2026/12/04/{s}/" rel="bookmark">{esc(fr_typo(t))}</a></h3></div></div>'
                for s, t in (
                    ("le-billet-la-vogue-des-marrons-sans-marrons", "La vogue des marrons, sans les marrons ?"),
                    (
                        "tribune-les-pentes-de-la-croix-rousse-meritent-mieux",
                        "« Les pentes de la Croix-Rousse méritent mieux qu’un plan de circulation bricolé »",
                    ),
                    (
                        "editorial-fete-des-lumieres-la-sobriete-sans-la-tristesse",
                        "Fête des Lumières : la sobriété sans la tristesse",
                    ),
                )
            ]
        elif doc.key == "home":
            pager = f'<div class="td-home-more">{self.a("opinions", "Toutes nos opinions", "content")} · {self.a("culture", "Toute la culture", "content")} · {self.a("tag", "Dossier : la Presqu’île", "content")}</div>'
        heading = (
            f'<h1 class="tdb-title-text">{title}</h1>'
            if doc.key != "home"
            else '<h1 class="screen-reader-text">Le Courrier lyonnais</h1>'
        )
        return f'<div class="tdc-row"><div class="vc_row wpb_row td-pb-row"><div class="td_block_wrap tdb_title tdb-category-title">{heading}{intro}</div><div class="td_block_wrap tdb_loop td_with_ajax_pagination td-pb-border-top td_block_template_1 tdb-category-loop-posts"><div class="td_block_inner tdb-block-inner td-fix-index">{"".join(mods)}</div>{pager}</div></div></div>'

    def service_main(self, doc: Doc) -> str:
        form = ""
        if doc.kind == "newsletter":
            form = '<form class="tds-form" action="https://lecourrierlyonnais.test-list-manage.com/subscribe/post" method="post"><input type="email" name="EMAIL" placeholder="Votre adresse e-mail"><label><input type="checkbox" name="consent"> J’accepte de recevoir la newsletter.</label><button type="submit">Je m’inscris</button></form>'
        return f'<div class="tdc-row"><div class="vc_row wpb_row td-pb-row"><article class="page type-page status-publish"><div class="td_block_wrap tdb_title"><h1 class="tdb-title-text">{esc(doc.title)}</h1></div><div class="td_block_wrap tdb_single_content td-post-content tagdiv-type"><div class="tdb-block-inner td-fix-index">{self.blocks(doc)}{form}</div></div></article></div></div>'
