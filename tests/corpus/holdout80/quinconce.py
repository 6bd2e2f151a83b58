# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; French typography is deliberate)
"""Le Quinconce: a French weekly culture magazine in Paris on an **Arc XP**-like stack (a Fusion front end:
`#fusion-app`, `window.Fusion.globalContent` holding the ANS story with `credits.by`, `article-body-paragraph`,
`article-subheadline` as an `<h2>` above the byline, `/culture/livres/<slug>-20261203_<26-character id>/` paths,
`/sujets/<slug>/`, `/auteurs/<slug>/`, `/recherche/?query=`, `/culture/?page=2`), French, UTF-8, Paris time
(+01:00 in December).

Dates are printed "publié le 2 décembre 2026 à 17h00" and "mis à jour le … à 11h45"; `NewsArticle` JSON-LD in
**UTC** (`…Z`): the night-libraries investigation went up at 00h30 on 5 Dec in Paris, 23:30Z on 4 Dec in its JSON-LD
(labelled 5 Dec). Credits: "Propos recueillis par Camille Roux" on the interview, whose JSON-LD author is the
magazine (Organization); the book review's JSON-LD is a `Review` whose `itemReviewed` `Book` has the novelist as
its author; "Photos : Jeanne Ferrand. Texte : Hugo Marchal" on the portfolio (both labelled); "par Léa Fournier et
Thomas Nguyen" (two authors); "Le Quinconce avec AFP" on the brief (no person, no JSON-LD); the serial chapter is by
the novelist ("Illustrations : Paul Dorval" is not an author). The portfolio's body is its intro and its long
captions; the interview's answers follow the interviewee's name in bold."""

from __future__ import annotations

import hashlib
import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.lequinconce.test"
ARTS = ["interview", "books", "enquete", "chronique", "portfolio", "theatre", "feuilleton", "brief"]
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


def fr(local: str) -> str:
    """'2026-12-02 17:00' -> '2 décembre 2026 à 17h00'."""
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{int(d)} {MOIS[int(m) - 1]} {y} à {time.replace(':', 'h')}"


def arc_id(seed: str) -> str:
    """A 26-character Arc-style story id, stable for a seed."""
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "".join(alphabet[b % 32] for b in hashlib.sha256(seed.encode()).digest()[:26])


def arc_path(section: str, slug: str, day: str) -> str:
    return f"/{section}/{slug}-{day.replace('-', '')}_{arc_id(slug)}/"


OLD_PORTFOLIOS = [
    (
        "Dans les ateliers de la dernière fonderie de cloches",
        "/culture/photographie/dans-les-ateliers-de-la-derniere-fonderie-de-cloches-20261114_K7D2QWHN5RZ3TBXPL8MVC4JY6A/",
        "À Annecy, une famille coule encore le bronze comme au XIXe siècle.",
        "14 novembre 2026",
    ),
    (
        "Les cabanes de l'estuaire, un été après la tempête",
        "/culture/photographie/les-cabanes-de-lestuaire-un-ete-apres-la-tempete-20261024_P3ZK8WQD2NHT7RBLX5MCJ4VY6E/",
        "Sur la Gironde, les carrelets se reconstruisent planche par planche.",
        "24 octobre 2026",
    ),
    (
        "Marseille, la nuit, vue des toits",
        "/culture/photographie/marseille-la-nuit-vue-des-toits-20260926_H8TQ3MZRW2KD5NPLX7BJ4CV6YA/",
        "Une série en noir et blanc sur la ville qui ne dort qu'à moitié.",
        "26 septembre 2026",
    ),
]
OLDER = [
    (
        "Pourquoi les salles de cinéma de quartier résistent mieux que prévu",
        "/culture/cinema/pourquoi-les-salles-de-cinema-de-quartier-resistent-mieux-que-prevu-20261126_W4BN7QK2ZRH8TDPL3XMC5JV6YE/",
        "Les chiffres de fréquentation de l'automne donnent raison aux exploitants indépendants.",
        "26 novembre 2026",
    ),
    (
        "Le retour du roman-feuilleton dans la presse",
        "/culture/livres/le-retour-du-roman-feuilleton-dans-la-presse-20261121_M2QX8ZKW4NDR7THPL5BCJ3VY6A/",
        "Des quotidiens aux newsletters, le récit à épisodes revient en force.",
        "21 novembre 2026",
    ),
    (
        "Le Festival d'automne en cinq spectacles",
        "/culture/scenes/le-festival-dautomne-en-cinq-spectacles-20261115_R5KT2WQZ8HND3XPL7MBC4JV6YE/",
        "Notre sélection pour les dernières semaines du festival.",
        "15 novembre 2026",
    ),
]
GONE = (
    "Les meilleurs livres de l'année 2019",
    "/culture/livres/les-meilleurs-livres-de-lannee-2019-20191212_B6QZ2KWR8NTD4HXPL3MCJ7VY5A/",
    "Notre sélection des romans, essais et BD qui ont marqué l'année.",
    "12 décembre 2019",
)


class Quinconce(Base):
    origin = ORIGIN
    name = "Le Quinconce"
    prefix = "lqc"
    language = "fr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lqc",
            [
                ".header-nav",
                ".header-nav__item",
                ".article-headline",
                ".article-body-paragraph",
                ".article-subheadline",
                ".portfolio-slide figcaption",
                ".interview-question",
                ".card-story",
                ".footer-links",
                ".didomi-popup",
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
                "Le Quinconce",
                "arc-home",
                list=["enquete", "interview", "portfolio", "books", "chronique", "theatre", "feuilleton", "brief"],
            )
        )
        add(
            page(
                "culture",
                "/culture/",
                "section",
                "Culture",
                "arc-section",
                list=["enquete", "interview", "books", "theatre", "brief", OLDER[0]],
                more="culture2",
            )
        )
        add(
            page(
                "culture2",
                "/culture/?page=2",
                "section",
                "Culture",
                "arc-section-page2",
                list=["feuilleton", "portfolio", OLDER[1], OLDER[2], OLD_PORTFOLIOS[0]],
            )
        )
        add(page("tag", "/sujets/photographie/", "tag", "Photographie", "arc-tag", list=["portfolio", *OLD_PORTFOLIOS]))
        add(
            page(
                "author",
                "/auteurs/camille-roux/",
                "author",
                "Camille Roux",
                "arc-author",
                list=["interview", "theatre", OLDER[0]],
                bio="Journaliste au service Culture du Quinconce depuis 2018, Camille Roux suit la musique contemporaine, l'opéra et les arts sonores.",
            )
        )
        add(
            page(
                "search",
                "/recherche/?query=loire",
                "search",
                "Résultats de recherche pour « loire »",
                "arc-search",
                list=["portfolio", "feuilleton", GONE, OLD_PORTFOLIOS[1]],
            )
        )
        add(
            page(
                "issue",
                "/magazine/numero-1432/",
                "issue",
                "Sommaire du n° 1432",
                "issue-sommaire",
                list=[],
                toc=[
                    ("En couverture", ["enquete"]),
                    ("Rencontre", ["interview"]),
                    ("Portfolio", ["portfolio"]),
                    ("Critiques", ["books", "theatre"]),
                    ("Chroniques", ["chronique"]),
                    ("Feuilleton", ["feuilleton"]),
                ],
            )
        )
        add(
            page(
                "portfolios",
                "/portfolios/",
                "gallery",
                "Portfolios",
                "gallery-index",
                list=["portfolio", *OLD_PORTFOLIOS],
            )
        )
        add(
            page(
                "abonnement",
                "/abonnement/",
                "subscribe",
                "Abonnez-vous au Quinconce",
                "subscription-offers",
                [
                    "Chaque semaine, le magazine papier livré chez vous, l'accès illimité au site et à l'application, et les archives depuis 1994.",
                    "## Intégral",
                    "9,90 € par mois. Le magazine papier chaque mercredi, tous les articles en ligne, l'édition numérique dès le mardi soir et les hors-séries.",
                    "## Numérique",
                    "5,90 € par mois, sans engagement. Tous les articles du site et de l'application, l'édition numérique et les newsletters réservées aux abonnés.",
                    "## Offrir un abonnement",
                    "Six mois de magazine à offrir pour 49 €, avec une carte cadeau à imprimer.",
                    "## Questions fréquentes",
                    "Puis-je résilier à tout moment ? Oui, l'offre numérique est sans engagement et se résilie en deux clics depuis votre espace client.",
                ],
            )
        )
        add(
            page(
                "missing",
                GONE[1],
                "error",
                "Cette page n'existe pas ou plus",
                "soft-404-arc",
                [
                    "L'article que vous cherchez a peut-être été déplacé ou supprimé. Vous pouvez revenir à la page d'accueil ou utiliser notre moteur de recherche."
                ],
            )
        )
        add(
            story(
                "interview",
                arc_path("culture/musique", "agathe-riviere-le-silence-est-une-matiere-comme-une-autre", "2026-12-02"),
                "Agathe Rivière : « Le silence est une matière comme une autre »",
                "2026-12-02",
                "2026-12-02T16:00:00.000Z",
                "2026-12-02 17:00",
                ["Camille Roux"],
                [
                    "Elle a longtemps été la compositrice des sons qu'on n'entend pas : le frottement d'un archet à peine posé, le souffle d'un chœur qui ne chante pas. À 52 ans, Agathe Rivière voit son premier grand opéra, « les Veilleurs », créé cette semaine à l'Opéra de Lyon. Rencontre dans son atelier de Montreuil, entre un piano désaccordé et une collection de cloches tibétaines.",
                    "QS: Vous avez mis sept ans à écrire « les Veilleurs ». Pourquoi si longtemps ? || Agathe Rivière : || Parce que je ne savais pas écrire un opéra. J'avais écrit des pièces de dix minutes, des installations, de la musique pour la danse. Un opéra, c'est une architecture, il faut tenir deux heures, faire exister des personnages. J'ai jeté trois versions. La quatrième est la bonne, je crois, ou du moins c'est celle que je n'ai plus envie de jeter.",
                    "QS: Le livret raconte une nuit dans un phare. D'où vient cette histoire ? || Agathe Rivière : || De mon grand-père, qui était gardien de phare sur l'île d'Ouessant. Il ne parlait presque jamais, mais il racontait une nuit de 1951 où la lumière s'était éteinte pendant une tempête. Ils étaient trois dans la tour et ils ont tourné la lentille à la main jusqu'au matin. Cette image ne m'a jamais quittée : trois hommes qui se relaient dans le noir pour que d'autres voient.",
                    "QS: Votre musique est souvent décrite comme difficile. Est-ce que cela vous pèse ? || Agathe Rivière : || Difficile, non. Lente, oui. On vit dans un monde où tout doit arriver tout de suite, et ma musique demande d'attendre. Mais les gens savent attendre quand on leur en donne la raison. Au concert, je vois souvent des spectateurs fermer les yeux. Ce n'est pas de l'ennui, c'est de l'écoute.",
                    "QS: Que signifie pour vous travailler le silence ? || Agathe Rivière : || Le silence est une matière comme une autre. Il a une couleur, une épaisseur, il change selon ce qui le précède. Un silence après un accord fortissimo n'est pas le même qu'un silence après un murmure. Dans « les Veilleurs », il y a une scène de quatre minutes où l'orchestre joue presque rien. C'est la scène que j'ai le plus réécrite.",
                    "QS: Vous avez enseigné pendant quinze ans au conservatoire. Qu'avez-vous appris de vos élèves ? || Agathe Rivière : || Qu'il ne faut pas avoir peur de la simplicité. Les jeunes compositeurs veulent tout mettre dans chaque mesure, comme moi à leur âge. Je leur dis d'enlever, puis d'enlever encore. Souvent, ils découvrent que ce qui reste est ce qu'ils voulaient dire depuis le début.",
                    "QS: Et après Lyon ? || Agathe Rivière : || Je vais me taire un peu. J'ai promis à mon éditeur une pièce pour quatuor, mais je n'ai pas encore écrit une note. J'aime ces moments où rien n'est commencé. C'est un silence aussi, et il est plein de possibles.",
                ],
                "interview-qa-name-before-answers-jsonld-org",
                section="Musique",
                kicker="Entretien",
                dek="La compositrice, dont l'opéra « les Veilleurs » est créé cette semaine à Lyon, raconte vingt ans de travail sur les sons presque inaudibles.",
                credit_label="Propos recueillis par",
                ld="org",
                photo="Agathe Rivière dans son atelier de Montreuil, le 24 novembre. (Jeanne Ferrand/Le Quinconce)",
            )
        )
        add(
            story(
                "books",
                arc_path(
                    "culture/livres", "la-nuit-des-sternes-de-mathilde-vasseur-lete-ou-tout-a-bascule", "2026-12-03"
                ),
                "« La Nuit des sternes », de Mathilde Vasseur : l'été où tout a basculé",
                "2026-12-03",
                "2026-12-03T09:00:00.000Z",
                "2026-12-03 10:00",
                ["Julien Garnier"],
                [
                    "Il y a des romans qui tiennent dans une saison. Celui de Mathilde Vasseur tient dans une nuit, celle du 14 août 1976, sur une île bretonne que l'autrice ne nomme jamais mais où l'on reconnaît sans peine les landes et les cales de l'île de Sein. Ce soir-là, alors que la sécheresse brûle le continent, une adolescente de 15 ans, Maëlle, attend le retour de son père parti en mer, et ce qu'elle découvre en l'attendant va changer la façon dont elle regarde tous ceux qu'elle aime.",
                    "On avait quitté Mathilde Vasseur avec « les Jours d'après », un récit sec et brillant sur le deuil d'une mère. On la retrouve plus ample, plus sensuelle, attentive aux odeurs de goémon et de gasoil, au bruit des sternes qui nichent sur les rochers et que les enfants de l'île ont appris à ne jamais déranger. La nuit avance heure par heure, chaque chapitre portant l'heure qu'il est, et la tension monte avec une précision d'horloger.",
                    "Le roman repose sur une idée simple et forte : tout ce que Maëlle apprend cette nuit-là, les adultes le savaient déjà. La liaison de sa tante, la dette du bateau, la maladie du vieux Corentin que tout le monde appelle le Recteur. L'île entière est un secret partagé, et c'est en le découvrant que l'héroïne quitte l'enfance. Vasseur excelle à montrer ces silences collectifs, ces phrases qu'on ne finit pas, ces regards qui glissent.",
                    "On pourra reprocher au livre quelques facilités dans sa dernière partie, où les révélations s'enchaînent un peu vite, comme si l'autrice avait craint que l'aube n'arrive trop tôt. Mais la scène finale, sur la cale, au moment où le bateau du père apparaît enfin dans la brume, est d'une beauté qui fait oublier ces réserves.",
                    "« La Nuit des sternes » confirme une voix singulière, capable de faire tenir un monde entier dans un huis clos insulaire. C'est un livre qu'on referme avec l'envie d'y retourner, comme on revient chaque été sur une île qu'on croyait connaître.",
                ],
                "book-review-novelist-in-title-and-review-jsonld",
                section="Livres",
                kicker="Critique",
                dek="Dans son deuxième roman, l'autrice raconte une nuit d'août 1976 sur une île bretonne, où une adolescente découvre les secrets des adultes.",
                ld="review",
                bookbox="La Nuit des sternes, de Mathilde Vasseur, éditions du Sillon, 288 pp., 21 €.",
                photo="Mathilde Vasseur à Paris, en octobre. (Hugo Marchal/Le Quinconce)",
            )
        )
        add(
            story(
                "feuilleton",
                arc_path("culture/livres", "les-heures-claires-episode-4-la-maison-du-passeur", "2026-11-28"),
                "Les Heures claires, épisode 4 : la maison du passeur",
                "2026-11-28",
                "2026-11-28T07:00:00.000Z",
                "2026-11-28 08:00",
                ["Élise Marchetti"],
                [
                    "RAW:<aside class=\"serial-recap\"><p><strong>Résumé des épisodes précédents.</strong> Au printemps 1962, Louise, 19 ans, quitte Orléans pour chercher son frère Marcel, dont la famille n'a plus de nouvelles depuis son retour d'Algérie. Sur la piste d'une lettre postée à Gien, elle a trouvé une chambre chez une veuve qui loue des barques, et rencontré Antoine, un pêcheur qui prétend avoir connu Marcel.</p></aside>",
                    "La maison du passeur se trouvait à l'écart du bourg, au bout d'un chemin de sable que la Loire recouvrait chaque hiver. Antoine avait dit qu'il faudrait y aller à pied, à la tombée du jour, et Louise l'avait suivi sans poser de questions, parce qu'elle avait compris depuis trois jours que les questions, ici, faisaient fermer les portes.",
                    "Ils marchèrent longtemps le long de la levée. Le fleuve était bas, couleur de thé, et découvrait des bancs de sable où se posaient des hérons. Antoine allait devant, les mains dans les poches de sa veste de toile, et ne se retournait pas. Une fois seulement, il s'arrêta pour montrer une barque retournée dans les saules : « C'est la sienne, dit-il. Celle de votre frère. Il l'a achetée en mai. »",
                    "Louise s'approcha. La coque était peinte en vert, d'un vert qu'elle connaissait, celui des volets de la maison d'Orléans. Elle posa la main sur le bois tiède et sentit sa gorge se serrer. Marcel avait toujours aimé ce vert. Il disait que c'était la couleur des choses qui durent.",
                    "La maison apparut enfin, basse, couverte d'ardoises, avec une cheminée d'où ne sortait aucune fumée. La porte n'était pas fermée à clé. À l'intérieur, il y avait une table, deux chaises, un lit de fer et, sur le rebord de la fenêtre, une rangée de galets alignés du plus petit au plus grand. Louise sut tout de suite que son frère avait vécu là. Enfant déjà, il rangeait ainsi les cailloux qu'il rapportait de la plage.",
                    "« Il est parti quand ? demanda-t-elle.",
                    "– Il y a trois semaines. Il a dit qu'il reviendrait avant les grandes eaux. »",
                    "Antoine alluma une lampe à pétrole et la posa sur la table. Sous la lampe, il y avait une enveloppe. Sur l'enveloppe, de l'écriture penchée de Marcel, un seul mot : Louise.",
                    "SIGN: (À suivre.)",
                ],
                "serial-fiction-chapter-recap-box",
                section="Livres",
                kicker="Feuilleton",
                dek="Chaque samedi, un épisode du roman inédit d'Élise Marchetti. Cette semaine, Louise découvre la maison où son frère a vécu.",
                ld="person",
                illus="Illustrations : Paul Dorval",
                photo="Illustration Paul Dorval pour Le Quinconce",
            )
        )
        add(
            story(
                "portfolio",
                arc_path("culture/photographie", "sur-la-loire-les-derniers-pecheurs-danguilles", "2026-11-29"),
                "Sur la Loire, les derniers pêcheurs d'anguilles",
                "2026-11-29",
                "2026-11-29T08:30:00.000Z",
                "2026-11-29 09:30",
                ["Jeanne Ferrand", "Hugo Marchal"],
                [
                    "Ils sont une vingtaine entre Nantes et Ancenis à pêcher encore l'anguille à la nasse et au filet. La photographe Jeanne Ferrand les a suivis pendant une saison, de la montée des civelles au printemps aux nuits sans lune de l'automne.",
                    "CAP: Bernard Guérin sur sa toue | Bernard Guérin, 71 ans, prépare ses nasses à l'aube sur sa toue cabanée, près du Cellier. Il pêche sur la Loire depuis 1972 et dit avoir vu passer « cinquante ans de rivière », les grandes crues, les étés sans eau, la disparition progressive des anguilles. Il ne vend plus qu'à quelques restaurateurs de la région. | © Jeanne Ferrand pour Le Quinconce",
                    "CAP: Nasses empilées | Les nasses en osier ont presque toutes été remplacées par du grillage plastifié. Bernard en garde trois, tressées par son père, qu'il ne met plus à l'eau mais qu'il refuse de vendre aux antiquaires qui passent chaque été. | © Jeanne Ferrand pour Le Quinconce",
                    "CAP: Nuit sur le fleuve | La pêche de l'anguille d'avalaison se fait les nuits sans lune, entre octobre et décembre, quand les poissons adultes descendent vers l'Atlantique pour rejoindre la mer des Sargasses. Les pêcheurs tendent leurs filets en travers du courant et attendent jusqu'au matin. | © Jeanne Ferrand pour Le Quinconce",
                    "CAP: Sophie Lemaire trie la pêche | Sophie Lemaire, 38 ans, est l'une des deux femmes titulaires d'une licence professionnelle sur ce tronçon du fleuve. Ancienne infirmière, elle a repris le bateau de son oncle en 2019. « On me demandait si j'allais tenir un hiver. J'en suis à mon septième. » | © Jeanne Ferrand pour Le Quinconce",
                    "CAP: Balance et carnet | Chaque prise est pesée et inscrite dans un carnet remis aux services de l'État. Depuis le plan de gestion européen de 2009, les quotas sont stricts et la saison écourtée. Les pêcheurs disent jouer le jeu, tout en regrettant de porter seuls la responsabilité d'un déclin dont ils ne sont pas la cause principale. | © Jeanne Ferrand pour Le Quinconce",
                    "CAP: Barrage en amont | Les barrages et les pompages agricoles empêchent une partie des anguilles de remonter les affluents. Pour les scientifiques, la restauration de la continuité écologique des rivières compte davantage que la pêche dans l'avenir de l'espèce. | © Jeanne Ferrand pour Le Quinconce",
                    "CAP: Retour au port | Retour au petit port de Mauves-sur-Loire au lever du jour. Bernard Guérin n'a pas de successeur. Sa licence, comme beaucoup d'autres, s'éteindra avec lui. | © Jeanne Ferrand pour Le Quinconce",
                ],
                "photo-essay-long-captions-two-credits",
                section="Photographie",
                kicker="Portfolio",
                dek="Entre Nantes et Ancenis, une vingtaine de pêcheurs perpétuent une pratique menacée. Une saison à leurs côtés.",
                ld="person",
                credit_html="Photos : {Jeanne Ferrand}. Texte : {Hugo Marchal}",
            )
        )
        add(
            story(
                "theatre",
                arc_path(
                    "culture/scenes",
                    "les-voisins-du-dessus-une-comedie-grincante-qui-fait-trembler-les-murs",
                    "2026-12-01",
                ),
                "« Les Voisins du dessus », une comédie grinçante qui fait trembler les murs",
                "2026-12-01",
                "2026-12-01T14:30:00.000Z",
                "2026-12-01 15:30",
                ["Nadia Benali"],
                [
                    "Tout commence par un bruit de chaise qu'on traîne. Puis un deuxième, puis des pas, puis une musique. Dans leur appartement du troisième étage, Hélène et Paul, couple de quinquagénaires sans histoires, lèvent les yeux au plafond. Ils ne le savent pas encore, mais leurs nouveaux voisins vont occuper leurs nuits, leurs conversations et bientôt toute leur vie.",
                    "La pièce de Raphaël Morand, créée au Théâtre du Rond-Point, part d'une situation que chacun connaît pour glisser, scène après scène, vers quelque chose de beaucoup plus inquiétant. On rit beaucoup pendant la première heure, des plaintes de Paul, des lettres recommandées, des réunions de copropriété. Puis le rire se fige : on comprend que le vrai sujet n'est pas le bruit, mais ce couple qui n'a plus rien à se dire et qui trouve dans cette guerre une raison de rester ensemble.",
                    "Isabelle Caradec et Didier Lhomme forment un duo remarquable, elle tout en nervosité contenue, lui en bonhomie qui se fissure. La mise en scène de Clara Estève joue habilement du décor, un appartement dont le plafond descend imperceptiblement au fil de la représentation, jusqu'à obliger les comédiens à se courber.",
                    "On regrettera seulement une fin un peu appuyée, qui explique ce que le spectacle avait su suggérer. Mais « les Voisins du dessus » reste l'une des comédies les plus fines de la saison, et l'une des plus cruelles.",
                ],
                "theatre-review-stars-practical-box",
                section="Scènes",
                kicker="Théâtre",
                dek="Au Rond-Point, Raphaël Morand tire d'une querelle de voisinage une satire féroce du couple.",
                ld="person",
                stars="★★★☆",
                infos="Les Voisins du dessus, de Raphaël Morand, mise en scène de Clara Estève. Théâtre du Rond-Point, Paris 8e. Jusqu'au 10 janvier, du mardi au samedi à 20h30. De 15 à 38 €.",
            )
        )
        add(
            story(
                "enquete",
                arc_path(
                    "societe",
                    "bibliotheques-ouvertes-la-nuit-la-revolution-silencieuse-des-lecteurs-insomniaques",
                    "2026-12-05",
                ),
                "Bibliothèques ouvertes la nuit : la révolution silencieuse des lecteurs insomniaques",
                "2026-12-05",
                "2026-12-04T23:30:00.000Z",
                "2026-12-05 00:30",
                ["Léa Fournier", "Thomas Nguyen"],
                [
                    "Il est 23 heures passées à la médiathèque de Villeurbanne, et la salle de lecture du deuxième étage n'a jamais été aussi pleine. Des étudiants en médecine révisent sous les lampes, un chauffeur de taxi lit le journal entre deux courses, une femme âgée feuillette un album de photographies de montagne. Depuis septembre, l'établissement reste ouvert jusqu'à une heure du matin trois soirs par semaine, et l'expérience dépasse toutes les prévisions.",
                    "« On pensait accueillir une centaine de personnes par soirée, on en compte plus de quatre cents », explique Hélène Morvan, la directrice. « Et ce ne sont pas seulement des étudiants. Beaucoup de gens travaillent en horaires décalés ou n'arrivent pas à dormir. Ils cherchent un endroit calme, chauffé, où ils ne sont pas seuls. »",
                    "## Une vingtaine de villes pionnières",
                    "Villeurbanne n'est pas un cas isolé. Selon le ministère de la Culture, une vingtaine de villes françaises ont étendu les horaires de leurs bibliothèques au-delà de 22 heures depuis deux ans, souvent à titre expérimental. Rennes, Bordeaux et Lille ont ouvert des « salles de nuit » dans leurs médiathèques centrales. À Paris, trois établissements restent ouverts jusqu'à minuit le vendredi et le samedi.",
                    "Le mouvement s'inspire d'exemples étrangers, notamment scandinaves, où des bibliothèques fonctionnent en libre accès tard le soir, sans personnel, grâce à une carte d'usager. En France, le modèle retenu est différent : les établissements restent encadrés par des agents, souvent volontaires, payés en heures de nuit.",
                    'RAW:<p class="article-body-interstitial"><strong>A lire aussi :</strong> <a href="/societe/les-bibliotheques-troisieme-lieu-un-modele-a-bout-de-souffle-20260612_T6KQ3WZ8RND2HXPL5MBC4JV7YA/">Les bibliothèques « troisième lieu », un modèle à bout de souffle ?</a></p>',
                    "## Un coût qui fait débat",
                    "Car ces ouvertures ont un prix. À Villeurbanne, la ville estime le surcoût à 180 000 euros par an, principalement en personnel et en chauffage. Certains élus d'opposition jugent la dépense difficile à justifier en période de contraintes budgétaires, d'autant que les horaires du dimanche n'ont pas été élargis.",
                    "Les syndicats, eux, se montrent prudents. « Le volontariat est la condition, et il doit le rester », prévient Karim Slimani, délégué du personnel des bibliothèques de la métropole. « Si demain on impose le travail de nuit à des agents qui ont des enfants, l'expérience tournera mal. »",
                    "## « Un lieu où l'on peut simplement être »",
                    "Pour les usagers, la question ne se pose pas en ces termes. Amina, 24 ans, aide-soignante de nuit dans un hôpital voisin, vient lire ici avant de prendre son service. « Avant, je restais dans ma voiture sur le parking. Maintenant, j'ai un endroit à moi pendant une heure. »",
                    "Les sociologues qui étudient ces nouveaux publics parlent d'une demande d'hospitalité plus que de lecture. « La bibliothèque de nuit répond à une solitude urbaine que personne d'autre ne prend en charge, observe la chercheuse Claire Daumas. C'est un lieu où l'on peut simplement être, sans rien acheter et sans se justifier. »",
                ],
                "two-authors-et-utc-previous-day",
                section="Société",
                kicker="Enquête",
                dek="Une vingtaine de villes françaises ont étendu les horaires de leurs médiathèques jusqu'à minuit ou au-delà. Étudiants, travailleurs de nuit et insomniaques s'y pressent.",
                ld="person",
                photo="La médiathèque de Villeurbanne, un jeudi soir de novembre. (Jeanne Ferrand/Le Quinconce)",
            )
        )
        add(
            story(
                "brief",
                arc_path("culture/livres", "le-prix-des-lecteurs-de-nantes-decerne-a-un-premier-roman", "2026-12-04"),
                "Le prix des lecteurs de Nantes décerné à un premier roman",
                "2026-12-04",
                None,
                "2026-12-04 15:20",
                [],
                [
                    "Le prix des lecteurs de la ville de Nantes a été attribué jeudi à « l'Hiver des cerfs », premier roman d'Inès Carpentier, a annoncé la municipalité. Le livre, publié en août, raconte l'enfance d'une fille de garde forestier dans le massif des Vosges.",
                    "Le jury, composé de 120 lecteurs inscrits dans les bibliothèques de la ville, l'a préféré à quatre autres titres au troisième tour de scrutin. Le prix, doté de 5 000 euros, sera remis le 12 décembre à la médiathèque Jacques-Demy.",
                    "Créé en 2004, ce prix a souvent distingué de jeunes auteurs, dont plusieurs ont ensuite été sélectionnés pour les grands prix d'automne.",
                ],
                "desk-and-agency-credit-no-jsonld",
                section="Livres",
                kicker="Prix littéraire",
                credit="Le Quinconce avec AFP",
                ld="none",
            )
        )
        add(
            story(
                "chronique",
                arc_path("culture/cinema", "eloge-de-la-file-dattente-au-cinema", "2026-12-04"),
                "Éloge de la file d'attente au cinéma",
                "2026-12-04",
                "2026-12-04T06:00:00.000Z",
                "2026-12-04 07:00",
                ["Bertrand Lagarde"],
                [
                    "On ne fait plus la queue au cinéma. On réserve sur son téléphone, on choisit sa place sur un plan coloré, on arrive cinq minutes avant les bandes-annonces et on s'assoit sans avoir parlé à personne. C'est plus pratique, sans aucun doute. Mais je me surprends à regretter la file d'attente, ce petit purgatoire sur le trottoir où l'on attendait sous la pluie en se demandant s'il resterait des places.",
                    "La file avait ses rituels. On y croisait des inconnus qui allaient voir le même film que vous, et c'était déjà une forme de complicité. On y entendait des conversations passionnantes ou absurdes, des critiques anticipées, des souvenirs du film précédent du même réalisateur. Parfois, on en repartait bredouille, et cette déception faisait partie du cinéma autant que le film lui-même.",
                    "Surtout, la file rendait visible le désir. Une longue queue devant une salle de quartier, un mercredi soir, disait quelque chose de la ville et de son appétit d'images. Aujourd'hui, ce désir est invisible, réparti dans des applications, compté par des algorithmes. Les salles se remplissent peut-être aussi bien, mais on ne le voit plus depuis la rue.",
                    "Je ne réclame pas le retour des guichets ni la fin des réservations en ligne. Je voudrais seulement qu'on garde quelque part, devant une salle, un bout de trottoir où attendre ensemble. Le cinéma est un art collectif. Il commence parfois avant la séance.",
                    "SIGN: Bertrand Lagarde est écrivain. Dernier livre paru : « les Dimanches de province » (Sillon, 2025).",
                ],
                "column-updated-author-tail",
                section="Cinéma",
                kicker="Chronique",
                updated="2026-12-04 11:45",
                modified="2026-12-04T10:45:00.000Z",
                ld="person",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = f"{doc.kicker}. {doc.title}" if doc.is_article and doc.kicker else doc.title
        out = [
            f"<title>{esc(title)} – Le Quinconce</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Le Quinconce">',
            '<meta property="og:locale" content="fr_FR">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta name="twitter:site" content="@lequinconce">',
        ]
        if not doc.is_article or doc.extra["ld"] == "none":
            if doc.is_article:
                out.append(f'<meta property="article:published_time" content="{doc.stamp.replace(" ", "T")}:00+01:00">')
            return "\n".join(out)
        out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        out.append(f'<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">')
        out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
        mode = doc.extra["ld"]
        people = [{"@type": "Person", "name": a, "url": f"{ORIGIN}/auteurs/{slug(a)}/"} for a in doc.authors]
        if mode == "review":
            ld: dict = {
                "@context": "https://schema.org",
                "@type": "Review",
                "name": doc.title,
                "url": url,
                "datePublished": doc.iso,
                "author": people[0],
                "publisher": {"@type": "Organization", "name": "Le Quinconce"},
                "itemReviewed": {
                    "@type": "Book",
                    "name": "La Nuit des sternes",
                    "author": {"@type": "Person", "name": "Mathilde Vasseur"},
                    "publisher": {"@type": "Organization", "name": "éditions du Sillon"},
                    "numberOfPages": 288,
                    "inLanguage": "fr",
                },
                "reviewBody": doc.dek,
            }
        else:
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "alternativeHeadline": doc.dek,
                "description": doc.dek or self.lede(doc),
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "author": {"@type": "Organization", "name": "Le Quinconce", "url": ORIGIN} if mode == "org" else people,
                "publisher": {
                    "@type": "Organization",
                    "name": "Le Quinconce",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/pf/resources/logo-lq.png?d=412"},
                },
                "image": [
                    f"https://cloudfront-eu-central-1.images.arcpublishing.test/lequinconce/{arc_id(doc.key + 'img')}.jpg"
                ],
                "articleSection": doc.section,
                "isAccessibleForFree": True,
            }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def fusion(self, doc: Doc) -> str:
        if doc.is_article:
            gc = {
                "_id": doc.path.rsplit("_", 1)[-1].strip("/"),
                "type": "story",
                "canonical_url": doc.path,
                "headlines": {"basic": doc.title},
                "subheadlines": {"basic": doc.dek},
                "label": {"basic": {"text": doc.kicker}},
                "credits": {
                    "by": [{"type": "author", "name": a, "_id": slug(a)} for a in doc.authors]
                    or [{"type": "author", "name": doc.extra.get("credit", "")}]
                },
                "display_date": doc.iso or f"{doc.stamp.replace(' ', 'T')}:00+01:00",
                "taxonomy": {"primary_section": {"_id": "/" + doc.path.split("/")[1], "name": doc.section}},
                "content_restrictions": {"content_code": "free"},
            }
        else:
            gc = {"type": doc.kind, "_id": doc.key}
        return f'<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{{}};Fusion.arcSite="lequinconce";Fusion.contextPath="/pf";Fusion.deployment="412";Fusion.globalContent={json.dumps(gc, ensure_ascii=False)};Fusion.globalContentConfig={{"source":"content-api","query":{{"website_url":"{doc.path}"}}}};</script>'

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="header-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("https://www.lequinconce.test/politique/", "Politique"),
                ("https://www.lequinconce.test/societe/", "Société"),
                ("culture", "Culture"),
                ("https://www.lequinconce.test/idees/", "Idées"),
                ("portfolios", "Portfolios"),
                ("issue", "Le magazine"),
            )
        )
        most = "".join(
            f'<li><span class="rank">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["enquete", "interview", "books", "portfolio", "chronique"], 1)
        )
        return f"""<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preload" href="/pf/resources/fonts/Quinconce-Serif.woff2?d=412" as="font" crossorigin>
<link rel="stylesheet" href="/pf/dist/components/combinations/default.css?d=412">
<style>/*PAD*/</style>
<script src="https://sdk.privacy-center.test/didomi/loader.js" async></script>
<script async src="https://securepubads.g.doubleclick.test/tag/js/gpt.js"></script>
</head>
<body>
<div id="fusion-app" class="fusion-app | layout-{doc.kind}">
<div class="ad-wrapper"><div id="arcad_banniere_haute" class="arcad" data-slot="banniere-haute"></div></div>
<header class="header-nav">
<div class="header-nav__top"><span class="header-date">samedi 5 décembre 2026</span> {self.a("abonnement", "S'abonner", "nav", 'class="btn-subscribe"')} <a href="https://compte.lequinconce.test/connexion" class="btn-login">Se connecter</a></div>
<a href="/" class="header-nav__logo" aria-label="Le Quinconce, retour à l'accueil"><svg width="190" height="32" role="img"><title>Le Quinconce</title></svg></a>
<nav aria-label="Rubriques"><ul class="header-nav__list">{nav}</ul></nav>
<a class="header-nav__search" href="/recherche/">Rechercher</a>
</header>
<main class="main-content">
{main}
<aside class="right-rail"><section class="most-read"><h2 class="most-read__title">Les plus lus</h2><ol>{most}</ol></section>
<div id="arcad_pave_haut" class="arcad" data-slot="pave-haut"></div>
<section class="newsletter-box"><h2>La lettre culture</h2><p>Chaque vendredi, nos coups de cœur de la semaine.</p><a href="https://www.lequinconce.test/newsletters/">S'inscrire</a></section></aside>
</main>
<footer class="footer">
<div class="footer-links"><a href="https://www.lequinconce.test/qui-sommes-nous/">Qui sommes-nous ?</a> <a href="https://www.lequinconce.test/mentions-legales/">Mentions légales</a> <a href="https://www.lequinconce.test/cgu/">CGU</a> <a href="https://www.lequinconce.test/confidentialite/">Politique de confidentialité</a> {self.a("abonnement", "Abonnement", "footer")} <a href="https://www.lequinconce.test/rss/">Flux RSS</a> <a href="javascript:Didomi.preferences.show()">Gérer mes cookies</a></div>
<p class="footer-copy">© Le Quinconce 2026. Toute reproduction interdite.</p>
</footer>
<div class="didomi-popup" role="dialog" aria-label="Consentement"><p>Avec votre accord, nous et nos 214 partenaires utilisons des cookies ou technologies similaires pour stocker et accéder à des informations personnelles comme votre visite sur ce site.</p><button id="didomi-notice-agree-button">Accepter &amp; fermer</button> <button>Continuer sans accepter</button> <button>Personnaliser</button></div>
</div>
{self.fusion(doc)}
<script src="/pf/dist/engine/react.js?d=412&amp;mxId=00000000" defer></script>
<script src="/pf/dist/components/combinations/default.js?d=412" defer></script>
</body>
</html>"""

    def custom(self) -> dict:
        return {
            "p": lambda b: f'<p class="article-body-paragraph | font_md">{self.inline(b[1])}</p>',
            "h2": lambda b: f'<h2 class="article-body-subheadline">{esc(b[1])}</h2>',
            "qas": lambda b: (
                f'<p class="article-body-paragraph interview-question | font_md"><strong>{esc(b[1])}</strong></p><p class="article-body-paragraph | font_md"><strong>{esc(b[2])}</strong> {self.inline(b[3])}</p>'
            ),
            "cap": lambda b: (
                f'<figure class="portfolio-slide"><img src="https://cloudfront-eu-central-1.images.arcpublishing.test/lequinconce/{arc_id(b[1])}.jpg" alt="{esc(b[1])}" width="1600" height="1067" loading="lazy"><figcaption><span class="portfolio-slide__caption">{esc(b[2])}</span> <span class="portfolio-slide__credit">{esc(b[3])}</span></figcaption></figure>'
            ),
            "sign": lambda b: (
                f'<p class="article-body-paragraph article-body-signature | font_md"><em>{esc(b[1])}</em></p>'
            ),
        }

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<div class="article-byline"><span class="article-byline__author">{esc(doc.extra["credit"])}</span></div>'
        if doc.extra.get("credit_html"):
            text = doc.extra["credit_html"]
            for a in doc.authors:
                text = text.replace("{" + a + "}", f'<a href="/auteurs/{slug(a)}/">{esc(a)}</a>')
            return f'<div class="article-byline"><span class="article-byline__author">{text}</span></div>'
        names = []
        for a in doc.authors:
            names.append(
                self.a("author", a, "byline") if a == "Camille Roux" else f'<a href="/auteurs/{slug(a)}/">{esc(a)}</a>'
            )
        label = doc.extra.get("credit_label", "par")
        illus = (
            f' <span class="article-byline__illus">{esc(doc.extra["illus"])}</span>' if doc.extra.get("illus") else ""
        )
        return f'<div class="article-byline"><span class="article-byline__label">{label}</span> <span class="article-byline__author">{" et ".join(names)}</span>{illus}</div>'

    def story_main(self, doc: Doc) -> str:
        dates = f"publié le {fr(doc.stamp)}"
        if doc.extra.get("updated"):
            dates += f", mis à jour le {fr(doc.extra['updated'])}"
        lead = ""
        if doc.extra.get("photo"):
            lead = f'<figure class="article-lead-art"><img src="https://cloudfront-eu-central-1.images.arcpublishing.test/lequinconce/{arc_id(doc.key)}.jpg" alt="" width="1200" height="800"><figcaption class="article-lead-art__caption">{esc(doc.extra["photo"])}</figcaption></figure>'
        stars = (
            f'<div class="review-rating" aria-label="Note : 3 sur 4"><span class="stars">{doc.extra["stars"]}</span> <span class="review-rating__label">On aime beaucoup</span></div>'
            if doc.extra.get("stars")
            else ""
        )
        infos = (
            f'<div class="article-infobox"><h3 class="article-infobox__title">Infos pratiques</h3><p>{esc(doc.extra["infos"])}</p></div>'
            if doc.extra.get("infos")
            else ""
        )
        bookbox = (
            f'<div class="article-bookbox"><img src="https://cloudfront-eu-central-1.images.arcpublishing.test/lequinconce/couv-sternes.jpg" alt="Couverture" width="90" height="140"><p>{esc(doc.extra["bookbox"])}</p></div>'
            if doc.extra.get("bookbox")
            else ""
        )
        serial = ""
        if doc.key == "feuilleton":
            eps = " ".join(
                f'<a href="/culture/livres/les-heures-claires-episode-{n}-202611{7 * n:02d}_{arc_id(f"episode{n}")}/">Épisode {n}</a>'
                for n in (1, 2, 3)
            )
            serial = f'<nav class="serial-nav"><p>Tous les épisodes des « Heures claires » : {eps} <span class="current">Épisode 4</span> <span class="upcoming">Épisode 5, samedi 5 décembre</span></p></nav>'
        tags = {
            "portfolio": [("tag", "Photographie"), ("/sujets/loire/", "Loire")],
            "interview": [("/sujets/opera/", "Opéra"), ("/sujets/musique-contemporaine/", "Musique contemporaine")],
            "books": [("/sujets/romans/", "Romans"), ("/sujets/bretagne/", "Bretagne")],
            "enquete": [("/sujets/bibliotheques/", "Bibliothèques"), ("/sujets/villes/", "Villes")],
        }.get(doc.key, [("/sujets/culture/", "Culture")])
        tag_html = " ".join(self.a(k, t, "tag", 'class="tag"') for k, t in tags)
        rel = [k for k in ARTS if k != doc.key][:3]
        also = "".join(
            f'<li class="card-story">{self.a(k, self.docs[k].title, "related")}<span class="card-story__kicker">{esc(self.docs[k].kicker)}</span></li>'
            for k in rel
        )
        u = quote(self.url(doc.key), safe="")
        section_key = "culture" if doc.path.startswith("/culture/") else "/" + doc.path.split("/")[1] + "/"
        return f"""<article class="article-container article--{doc.extra["ld"]}">
<nav class="breadcrumb">{self.a(section_key, "Culture" if section_key == "culture" else "Société", "breadcrumb")} <span>›</span> <span>{esc(doc.section)}</span></nav>
<header class="article-header">
<span class="article-kicker">{esc(doc.kicker)}</span>
<h1 class="article-headline font_xl">{esc(doc.title)}</h1>
{f'<h2 class="article-subheadline font_md">{esc(doc.dek)}</h2>' if doc.dek else ""}
{stars}
{self.byline(doc)}
<div class="article-date"><time datetime="{doc.iso or doc.stamp.replace(" ", "T") + ":00+01:00"}">{dates}</time></div>
<div class="article-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://twitter.com/intent/tweet?url={u}">X</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">E-mail</a> <button class="bookmark">Sauvegarder</button></div>
</header>
{lead}
<div class="article-body">
{self.blocks(doc, custom=self.custom())}
</div>
{bookbox}
{infos}
{serial}
<div class="article-tags">{tag_html}</div>
</article>
<section class="read-more"><h2 class="read-more__title">Sur le même sujet</h2><ul>{also}</ul></section>
<div id="arcad_pave_bas" class="arcad" data-slot="pave-bas"></div>"""

    def cards(self, doc: Doc) -> str:
        out = []
        for key, title, path, dek, stamp in self.entries(doc):
            kicker = self.docs[key].kicker if key else "Culture"
            when = f"publié le {fr(stamp)}" if key else stamp
            out.append(
                f'<article class="card-story"><img src="https://cloudfront-eu-central-1.images.arcpublishing.test/lequinconce/{arc_id(path)}.jpg" alt="" loading="lazy" width="480" height="320"><span class="card-story__kicker">{esc(kicker)}</span><h2 class="card-story__title">{self.link(key, title, path, "content")}</h2><p class="card-story__dek">{esc(dek)}</p><span class="card-story__date">{esc(when)}</span></article>'
            )
        return "\n".join(out)

    def listing_main(self, doc: Doc) -> str:
        if doc.kind == "issue":
            groups = []
            for label, keys in doc.extra["toc"]:
                items = "".join(
                    f'<li class="sommaire-item"><span class="sommaire-item__kicker">{esc(self.docs[k].kicker)}</span> {self.a(k, self.docs[k].title, "content")} <span class="sommaire-item__author">{esc(" et ".join(self.docs[k].authors) or self.docs[k].extra.get("credit", ""))}</span></li>'
                    for k in keys
                )
                groups.append(f'<section class="sommaire-group"><h2>{esc(label)}</h2><ul>{items}</ul></section>')
            return f"""<section class="sommaire">
<header class="sommaire-header"><img src="https://cloudfront-eu-central-1.images.arcpublishing.test/lequinconce/couverture-1432.jpg" alt="Couverture du n° 1432" width="300" height="392"><h1>{esc(doc.title)}</h1><p class="sommaire-date">En kiosque du 3 au 9 décembre 2026</p><p>{self.a("abonnement", "Recevoir le magazine chez moi", "content")}</p></header>
{"".join(groups)}
<nav class="sommaire-nav"><a href="/magazine/numero-1431/">Numéro précédent</a> · <a href="/magazine/archives/">Tous les numéros</a></nav>
</section>"""
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<header class="author-header"><img src="https://cloudfront-eu-central-1.images.arcpublishing.test/lequinconce/auteurs/camille-roux.jpg" alt="Camille Roux" width="120" height="120"><h1 class="section-title">{esc(doc.title)}</h1><p class="author-role">Journaliste, service Culture</p><p class="author-bio">{esc(doc.extra["bio"])}</p></header>'
        elif doc.kind == "search":
            head = f'<h1 class="section-title">{esc(doc.title)}</h1><form action="/recherche/" class="search-form"><input type="search" name="query" value="loire"><button>Rechercher</button></form><p class="search-count">4 résultats</p>'
        elif doc.kind == "gallery":
            head = f'<h1 class="section-title">{esc(doc.title)}</h1><p class="section-intro">Les séries de nos photographes et des auteurs invités, chaque semaine dans le magazine.</p>'
        elif doc.kind == "tag":
            head = f'<p class="tag-label">Sujet</p><h1 class="section-title">{esc(doc.title)}</h1>'
        elif doc.kind == "home":
            head = f'<h1 class="visually-hidden">Le Quinconce, hebdomadaire culturel</h1><div class="home-issue">{self.a("issue", "Au sommaire du n° 1432", "content")}</div>'
        pager = ""
        if doc.key == "culture":
            pager = f'<nav class="pagination"><span class="current">1</span> {self.a("culture2", "2", "pagination")} <a href="/culture/?page=3">3</a> {self.a("culture2", "Page suivante", "pagination")}</nav>'
        elif doc.key == "culture2":
            pager = f'<nav class="pagination">{self.a("culture", "Page précédente", "pagination")} {self.a("culture", "1", "pagination")} <span class="current">2</span> <a href="/culture/?page=3">3</a></nav>'
        elif doc.key == "home":
            pager = f'<p class="home-more">{self.a("culture", "Toute l’actualité culturelle", "content")} · {self.a("portfolios", "Tous les portfolios", "content")} · {self.a("tag", "Photographie", "content")} · {self.a("search", "Recherche : Loire", "content")}</p>'
        return f'<section class="section-page section-{doc.kind}">{head}\n<div class="section-cards">{self.cards(doc)}</div>\n{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "error":
            links = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["enquete", "interview", "portfolio"]
            )
            return f'<section class="error-page"><p class="error-code">Erreur</p><h1>{esc(doc.title)}</h1>{html}<p><a href="/">Retour à l\'accueil</a></p><h2>À lire en ce moment</h2><ul>{links}</ul></section>'
        return f'<section class="subscription-page"><h1>{esc(doc.title)}</h1>{html}<div class="offers"><a class="btn" href="https://abonnement.lequinconce.test/offre/integrale">Je m\'abonne à l\'offre intégrale</a> <a class="btn" href="https://abonnement.lequinconce.test/offre/numerique">Je m\'abonne au numérique</a></div><p class="legal">Offre réservée aux nouveaux abonnés en France métropolitaine.</p></section>'


def slug(name: str) -> str:
    table = str.maketrans("éèêëàâîïôûùçÉ", "eeeeaaiiouucE")
    return name.translate(table).lower().replace(" ", "-").replace("'", "")
