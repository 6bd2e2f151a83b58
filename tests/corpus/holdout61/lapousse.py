# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; French typography is deliberate)
"""La Pousse: a Maddyness/Journal du Net-like French startup and tech site on **WordPress 6** (`entry-title`,
`entry-content`, `wp-block-heading`, `wp-block-table`, `/2026/12/04/<slug>/`, `/financement/page/2/`,
`/tag/deeptech/`, `/author/camille-martin/`, `/?s=`), French, UTF-8. Dates are printed "Publié le 04/12/2026 à
21h40" (and "Mis à jour le …"); bylines "Par Camille Martin" / "Par Camille Martin et Julien Robert". Metadata: a
Yoast `@graph` whose times are in **+00:00** (the WordPress time zone left on UTC; France is +01:00 in December, so
the French Tech story's 23:30+00:00 on 4 Dec is 00:30 on 5 Dec, as printed); the guest op-ed ("Tribune", "Par
Nicolas Besson, CEO de Dataplume") carries the Yoast Person of the WordPress account that posted it ("Rédaction La
Pousse"); the acquisition story has no JSON-LD. A job board and a glossary entry are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["levee", "tribune", "enquete", "entretien", "french-tech", "rachat", "ecosysteme", "chiffres"]
JOBS = [
    ("Développeur·se back-end Python (H/F)", "Vertiloop", "Nantes", "CDI"),
    ("Head of Sales France", "Dataplume", "Paris", "CDI"),
    ("Chargé·e de communication", "Hangar 21", "Bordeaux", "CDD 12 mois"),
    ("Ingénieur·e agronome", "Vertiloop", "Saint-Herblain", "CDI"),
    ("Product Manager paie", "Payfacile", "Lyon", "CDI"),
    ("Stage – Analyste investissement", "Rivage Partners", "Paris", "Stage 6 mois"),
    ("Ingénieur·e R&D photonique", "Lumenza", "Bordeaux", "CDI"),
    ("Office manager", "Kapsul", "Lille", "CDI"),
    ("Data scientist senior", "Medicorp", "Paris", "CDI"),
    ("Alternance – Growth marketing", "Finsight", "Toulouse", "Alternance"),
]


class LaPousse(Base):
    fn = 'class="url fn n"'
    origin = "https://www.lapousse.test"
    name = "La Pousse"
    prefix = "lpo"
    language = "fr"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lpo",
            [
                ".site-header__menu",
                ".entry-header",
                ".entry-content",
                ".entry-meta",
                ".post-card",
                ".newsletter-box",
                ".site-footer__columns",
                ".job-offer",
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
                "La Pousse",
                "wp-home",
                list=["french-tech", "levee", "tribune", "enquete", "chiffres", "entretien", "rachat", "ecosysteme"],
            )
        )
        add(
            page(
                "finance",
                "/financement/",
                "section",
                "Financement",
                "wp-category",
                list=["levee", "chiffres", "rachat", "enquete"],
                more="finance2",
            )
        )
        add(
            page(
                "finance2",
                "/financement/page/2/",
                "section",
                "Financement",
                "wp-category-page2",
                list=["entretien", "french-tech", "ecosysteme"],
                prev="finance",
            )
        )
        add(page("tag", "/tag/deeptech/", "tag", "Deeptech", "wp-tag", list=["enquete", "french-tech"]))
        add(
            page(
                "author",
                "/author/camille-martin/",
                "author",
                "Camille Martin",
                "wp-author",
                list=["enquete", "french-tech"],
            )
        )
        add(
            page(
                "search",
                "/?s=lev%C3%A9e",
                "search",
                "Résultats de recherche pour : levée",
                "wp-search",
                list=["levee", "chiffres", "enquete"],
            )
        )
        add(page("jobs", "/emploi/", "jobs", "Offres d'emploi dans les startups", "job-board"))
        add(
            page(
                "glossary",
                "/glossaire/serie-a/",
                "glossary",
                "Série A : définition",
                "glossary-entry",
                [
                    "Mis à jour le 12/09/2026",
                    "## Qu'est-ce qu'une série A ?",
                    "La série A désigne le premier tour de financement significatif d'une startup auprès de fonds de capital-risque, après la phase d'amorçage. Elle intervient généralement lorsque l'entreprise a trouvé son marché et dispose de premiers revenus réguliers.",
                    "En France, les montants levés en série A se situent le plus souvent entre 5 et 20 millions d'euros. Les fonds servent à structurer l'équipe, à accélérer la commercialisation et, parfois, à s'implanter à l'étranger.",
                    "## Série A, B, C : quelles différences ?",
                    "Les tours suivants, séries B puis C, financent la croissance à plus grande échelle : expansion internationale, acquisitions, nouveaux produits. Les montants augmentent à chaque étape, tout comme les exigences des investisseurs en matière de rentabilité.",
                    "Voir aussi : amorçage, business angel, valorisation pré-money, term sheet.",
                ],
            )
        )
        add(
            page(
                "about",
                "/qui-sommes-nous/",
                "about",
                "Qui sommes-nous ?",
                "about-page",
                [
                    "Lancé en 2014, La Pousse est le média des startups, de l'innovation et de celles et ceux qui les financent. Chaque jour, la rédaction décrypte les levées de fonds, les tendances et les coulisses de l'écosystème français.",
                    "La Pousse est édité par Pousse Médias SAS, 18 rue du Faubourg-Poissonnière, 75010 Paris.",
                    "Pour nous contacter : redaction@lapousse.test. Pour proposer une tribune : tribunes@lapousse.test.",
                ],
            )
        )
        add(
            page(
                "legal",
                "/mentions-legales/",
                "policy",
                "Mentions légales et politique de confidentialité",
                "legal-notice",
                [
                    "Dernière mise à jour : 1er juillet 2026",
                    "## Éditeur",
                    "Pousse Médias SAS, au capital de 50 000 euros, immatriculée au RCS de Paris. Directrice de la publication : Hélène Marchetti.",
                    "## Hébergement",
                    "Le site est hébergé par un prestataire situé dans l'Union européenne.",
                    "## Données personnelles",
                    "Conformément au RGPD, vous disposez d'un droit d'accès, de rectification et d'effacement de vos données. Pour l'exercer, écrivez à dpo@lapousse.test.",
                ],
            )
        )
        add(
            story(
                "levee",
                "/2026/12/04/vertiloop-leve-12-millions-fermes-verticales/",
                "Vertiloop lève 12 millions d'euros pour industrialiser ses fermes verticales",
                "2026-12-04",
                "2026-12-04T20:40:00+00:00",
                "Publié le 04/12/2026 à 21h40",
                ["Julien Robert"],
                [
                    "La startup nantaise Vertiloop annonce ce vendredi une levée de fonds de 12 millions d'euros en série A, menée par le fonds Estuaire Capital, avec la participation de Bpifrance et de ses investisseurs historiques. Fondée en 2021 par Amélie Guérin et Thomas Le Bihan, la jeune pousse conçoit des fermes verticales modulaires destinées à approvisionner la grande distribution en salades et en herbes aromatiques.",
                    "L'entreprise exploite aujourd'hui deux sites pilotes près de Nantes et de Rennes, d'une surface cumulée de 3 200 mètres carrés. Sa technologie, qui combine un éclairage LED à spectre ajustable et le pilotage des cultures par logiciel, permettrait de réduire de 90 % la consommation d'eau par rapport à une culture en plein champ.",
                    "Les fonds serviront à construire une première unité industrielle de 10 000 mètres carrés à Saint-Herblain, dont la mise en service est prévue fin 2027. Vertiloop compte également recruter une trentaine de personnes, principalement des ingénieurs agronomes et des techniciens de maintenance.",
                    "« Nous avons prouvé que le modèle fonctionnait à petite échelle. Il s'agit maintenant de démontrer qu'il peut être rentable à grande échelle, sans dépendre des subventions », explique Amélie Guérin, présidente de la startup.",
                    "Le secteur reste scruté de près par les investisseurs, après la faillite de plusieurs acteurs européens ces deux dernières années, fragilisés par la hausse des prix de l'énergie.",
                ],
                "funding-round-brief-factbox",
                section="Financement",
                kicker="Levée de fonds",
                factbox=[
                    ("Création", "2021"),
                    ("Siège", "Nantes"),
                    ("Effectif", "48 salariés"),
                    ("Montant", "12 M€"),
                    ("Investisseurs", "Estuaire Capital, Bpifrance"),
                ],
            )
        )
        add(
            story(
                "tribune",
                "/2026/12/03/tribune-ia-generative-commerciaux/",
                "L'IA générative ne remplacera pas vos commerciaux, elle les rendra plus exigeants",
                "2026-12-03",
                "2026-12-03T07:00:00+00:00",
                "Publié le 03/12/2026 à 08h00",
                ["Nicolas Besson"],
                [
                    "Depuis deux ans, pas une semaine ne passe sans qu'un dirigeant me pose la même question : faut-il encore recruter des commerciaux alors que les outils d'intelligence artificielle savent rédiger des e-mails de prospection, qualifier des leads et préparer des rendez-vous ? Ma réponse est invariablement la même : oui, mais pas les mêmes, et pas pour faire la même chose.",
                    "## La fin de la prospection à la chaîne",
                    "Il faut d'abord reconnaître ce qui change. Les tâches répétitives qui occupaient une bonne partie de la journée d'un commercial, comme la recherche d'informations sur un prospect, la rédaction de relances ou la mise à jour du CRM, sont en train d'être automatisées. Chez nos clients, nous observons que ces activités représentaient en moyenne 40 % du temps des équipes de développement commercial. Ce temps-là ne reviendra pas.",
                    "La conséquence est brutale pour un certain modèle : celui qui consistait à embaucher de jeunes diplômés pour envoyer des centaines de messages par jour en espérant qu'une poignée aboutisse. Ce modèle était déjà inefficace ; il devient absurde quand une machine peut produire ces messages en quelques secondes, et quand les acheteurs, eux aussi équipés, les filtrent tout aussi vite.",
                    "## Ce que la machine ne sait pas faire",
                    "Ce qui reste, en revanche, prend de la valeur. Comprendre les enjeux d'un directeur financier qui hésite, sentir qu'un comité d'achat est divisé, savoir quand il faut se taire : aucune IA ne sait le faire aujourd'hui, et je doute qu'elle le sache demain. Plus les premières étapes de la vente seront automatisées, plus les échanges humains qui suivront devront être pertinents.",
                    "Les acheteurs B2B arrivent désormais en rendez-vous avec une connaissance fine des offres, parfois mieux informés que le vendeur lui-même. Ils n'attendent pas une présentation du produit, qu'ils ont déjà vue, mais un interlocuteur capable de les aider à décider. Cela exige des commerciaux qui connaissent le métier de leurs clients, pas seulement leur catalogue.",
                    "## Former plutôt que remplacer",
                    "Pour les dirigeants de startups, l'enjeu n'est donc pas de réduire les équipes commerciales, mais de les transformer. Cela passe par trois chantiers : revoir les profils recrutés, en privilégiant l'expertise sectorielle ; investir dans la formation, y compris à l'usage des outils d'IA eux-mêmes ; et repenser les indicateurs de performance, qui valorisent encore trop souvent le volume d'appels plutôt que la qualité des échanges.",
                    "Ceux qui verront dans l'IA un moyen de faire des économies sur la masse salariale obtiendront peut-être de meilleurs résultats à court terme. Ceux qui s'en serviront pour élever le niveau de leurs équipes construiront un avantage durable. Les commerciaux ne vont pas disparaître. Les médiocres, peut-être.",
                ],
                "tribune-guest-ceo-yoast-account-author",
                section="Tribunes",
                kicker="Tribune",
                byline="Par Nicolas Besson, CEO de Dataplume",
                yoast_author="Rédaction La Pousse",
                bio="Nicolas Besson est le cofondateur et CEO de Dataplume, éditeur d'une plateforme d'analyse des données commerciales fondée en 2019 à Paris. Il a auparavant dirigé les ventes d'un éditeur de logiciels en Europe du Sud.",
            )
        )
        add(
            story(
                "enquete",
                "/2026/12/03/deeptech-startups-quantiques-serie-b/",
                "Deeptech : pourquoi les startups quantiques françaises peinent à lever en série B",
                "2026-12-03",
                "2026-12-03T10:15:00+00:00",
                "Publié le 03/12/2026 à 11h15",
                ["Camille Martin"],
                [
                    "Sur le papier, la France a tout pour réussir dans le quantique : des laboratoires reconnus, un plan national doté de près de deux milliards d'euros depuis 2021 et une dizaine de startups qui figurent parmi les plus prometteuses d'Europe. Mais au moment de franchir l'étape de la série B, beaucoup d'entre elles se heurtent à un mur.",
                    "Selon les données compilées par La Pousse, les startups françaises du secteur ont levé 214 millions d'euros en 2026, contre 340 millions l'année précédente. Surtout, aucune n'a bouclé de tour supérieur à 50 millions d'euros cette année, alors que leurs concurrentes américaines et britanniques enchaînent les levées à neuf chiffres.",
                    "## Un calendrier qui ne colle pas",
                    "Le problème tient d'abord au calendrier. Les ordinateurs quantiques capables de résoudre des problèmes industriels restent, au mieux, à plusieurs années de distance. « Un fonds classique a une durée de vie de dix ans. Quand vous investissez en série B dans une entreprise qui ne générera pas de revenus significatifs avant 2032, vous n'êtes pas sûr d'en sortir à temps », résume Claire Dumont, associée chez Hexa Ventures, un fonds spécialisé dans la deeptech.",
                    "Résultat : les fonds généralistes, qui avaient suivi les premiers tours en 2021 et 2022, se sont largement retirés. Les investisseurs spécialisés, eux, ne disposent pas de tickets suffisants pour financer seuls des tours de 80 ou 100 millions d'euros.",
                    "FIG: Laboratoire de physique quantique | Un cryostat dans le laboratoire d'une startup francilienne. © La Pousse",
                    "## La tentation américaine",
                    "Face à cette impasse, certaines startups regardent vers les États-Unis. Plusieurs fondateurs interrogés reconnaissent avoir discuté avec des fonds américains, qui posent souvent comme condition l'installation d'une partie des équipes outre-Atlantique. « On nous a clairement dit que le siège devait être à Boston pour que le dossier passe en comité », raconte le dirigeant d'une jeune pousse parisienne, qui a requis l'anonymat.",
                    "D'autres se tournent vers les industriels. Des groupes de la défense, de l'énergie ou de la chimie ont investi dans plusieurs tours récents, parfois en échange d'un accès prioritaire aux technologies. Une solution qui a ses limites : les industriels investissent rarement seuls et leurs montants restent modestes.",
                    "## L'État en première ligne",
                    "Dans ce contexte, la puissance publique joue un rôle de plus en plus central. Bpifrance a participé à la quasi-totalité des tours du secteur cette année, et le ministère des Armées a signé plusieurs contrats de recherche avec des startups quantiques. Mais cette dépendance inquiète certains observateurs.",
                    "« Quand l'État représente plus de la moitié du tour de table, ce n'est plus du capital-risque, c'est de la politique industrielle », estime Marc Lefort, professeur d'économie de l'innovation à l'université de Grenoble. « Ce n'est pas forcément une mauvaise chose, mais il faut l'assumer comme telle et s'en donner les moyens. »",
                    "NOTE: À lire aussi : [[chiffres|Levées de fonds en novembre : 612 millions d'euros, le plus bas niveau depuis 2019]]",
                    "## Des pistes pour débloquer la situation",
                    "Plusieurs propositions circulent dans l'écosystème. Le collectif France Quantique, qui regroupe une quinzaine d'entreprises, plaide pour la création d'un fonds de croissance européen dédié aux technologies de rupture, doté d'au moins trois milliards d'euros, avec des durées d'investissement allongées à quinze ans.",
                    "D'autres misent sur la consolidation. Deux startups françaises du secteur ont annoncé leur rapprochement en octobre, une première. « Nous sommes trop nombreux sur des technologies similaires, avec des moyens trop dispersés », admettait alors l'un des dirigeants concernés. D'autres opérations pourraient suivre en 2027.",
                ],
                "enquete-subheads",
                section="Innovation",
                kicker="Enquête",
                tags=["deeptech"],
            )
        )
        add(
            story(
                "entretien",
                "/2026/12/02/sarah-benali-rivage-valorisations-2021/",
                "Sarah Benali (Rivage Partners) : « Les valorisations de 2021 ne reviendront pas, et c'est tant mieux »",
                "2026-12-02",
                "2026-12-02T13:30:00+00:00",
                "Publié le 02/12/2026 à 14h30",
                ["Léa Fontaine"],
                [
                    "Associée du fonds Rivage Partners, qui a investi dans une quarantaine de startups en phase d'amorçage depuis 2018, Sarah Benali revient sur une année 2026 contrastée pour le capital-risque français et livre ses conseils aux fondateurs qui préparent une levée.",
                    "Q: Comment qualifieriez-vous l'année 2026 pour le capital-risque en France ? || Je dirais une année de normalisation. Les montants levés sont en baisse, c'est vrai, mais ils restent supérieurs à ceux d'avant 2020. Ce qui a disparu, ce sont les excès : les tours bouclés en deux semaines sans due diligence, les valorisations de cinquante fois le chiffre d'affaires pour des entreprises qui n'avaient pas de clients.",
                    "Q: Les fondateurs l'ont-ils compris ? || La plupart, oui. Mais certains attendent encore un retour aux conditions de 2021 pour lever, et je pense qu'ils se trompent. Les valorisations de cette époque ne reviendront pas, et c'est tant mieux. Elles ont placé beaucoup d'entreprises dans une situation impossible, avec des attentes qu'elles ne pouvaient pas tenir.",
                    "Q: Qu'est-ce qui fait la différence aujourd'hui dans un dossier d'amorçage ? || La preuve que des clients sont prêts à payer. Pas forcément beaucoup, mais un signal clair. Nous regardons aussi la capacité de l'équipe à faire beaucoup avec peu. En 2021, on valorisait les fondateurs qui savaient lever ; aujourd'hui, on valorise ceux qui savent dépenser.",
                    "Q: L'intelligence artificielle concentre-t-elle toute l'attention des investisseurs ? || Une grande partie, c'est indéniable. Mais il faut distinguer les entreprises qui construisent réellement quelque chose de celles qui ont simplement ajouté « IA » à leur présentation. Nous recevons beaucoup de dossiers du second type. Ce qui nous intéresse, ce sont les startups qui utilisent l'IA pour résoudre un problème métier précis, avec des données propriétaires.",
                    "Q: Quels secteurs vous semblent sous-estimés ? || L'industrie, au sens large. Il y a énormément à faire pour moderniser les PME industrielles françaises, qui sont souvent mal équipées en logiciels. Ce ne sont pas des sujets à la mode, mais les clients sont là et ils sont fidèles.",
                    "Q: Un conseil pour un fondateur qui prépare sa première levée ? || Commencer à parler aux investisseurs six mois avant d'avoir besoin d'argent. Une levée qui se fait dans l'urgence se fait presque toujours dans de mauvaises conditions.",
                ],
                "entretien-qa",
                section="Financement",
                kicker="Entretien",
            )
        )
        add(
            story(
                "french-tech",
                "/2026/12/05/tremplin-deeptech-laureats-deuxieme-promotion/",
                "Tremplin Deeptech : les 12 lauréats de la deuxième promotion dévoilés",
                "2026-12-05",
                "2026-12-04T23:30:00+00:00",
                "Publié le 05/12/2026 à 00h30",
                ["Camille Martin", "Julien Robert"],
                [
                    "Le ministère chargé de l'Industrie a dévoilé dans la nuit les douze startups retenues pour la deuxième promotion du programme Tremplin Deeptech, qui accompagne pendant deux ans des entreprises issues de la recherche publique. Les lauréats bénéficieront chacun d'un financement pouvant aller jusqu'à 3 millions d'euros, sous forme de subventions et d'avances remboursables, ainsi que d'un accompagnement par des industriels partenaires.",
                    "Près de 480 candidatures avaient été déposées, contre 310 lors de la première édition. Le jury, composé d'investisseurs, de chercheurs et de dirigeants industriels, a privilégié cette année les projets dans la santé, l'énergie et les matériaux.",
                    "## Les lauréats de la promotion 2027",
                    "- Aerolith (Toulouse), matériaux composites recyclables pour l'aéronautique",
                    "- BioSillon (Montpellier), biostimulants issus de micro-algues",
                    "- Cryostack (Grenoble), stockage d'hydrogène à basse température",
                    "- Ferrolab (Nancy), aciers bas carbone produits par électrolyse",
                    "- Gliacare (Lyon), diagnostic précoce des maladies neurodégénératives",
                    "- Holonomic (Palaiseau), capteurs quantiques pour la navigation",
                    "- Lumenza (Bordeaux), sources laser pour la microélectronique",
                    "- Marémotion (Brest), hydroliennes de petite puissance",
                    "- Nanocelle (Strasbourg), membranes pour la filtration de l'eau",
                    "- Phytonov (Angers), protection des cultures sans pesticides de synthèse",
                    "- Solistrate (Marseille), revêtements solaires pour façades",
                    "- Vitrium (Limoges), céramiques techniques imprimées en 3D",
                    "Les projets retenus sont répartis dans neuf régions, dont trois seulement en Île-de-France, une volonté affichée du gouvernement de « rééquilibrer la carte de l'innovation ».",
                    "Les premiers fonds doivent être versés en février. La troisième promotion sera ouverte aux candidatures au printemps 2027, avec une enveloppe globale en hausse de 20 %, selon le ministère.",
                ],
                "list-two-authors-utc-crosses-midnight",
                section="Innovation",
                tags=["deeptech"],
            )
        )
        add(
            story(
                "rachat",
                "/2026/12/02/payfacile-rachete-par-loonwerk/",
                "Le spécialiste lyonnais de la paie Payfacile racheté par le néerlandais Loonwerk",
                "2026-12-02",
                None,
                "Publié le 02/12/2026 à 09h15",
                ["Léa Fontaine"],
                [
                    "Payfacile change de mains. Le groupe néerlandais Loonwerk, spécialiste des logiciels de ressources humaines, a annoncé mardi l'acquisition de la startup lyonnaise, qui édite une solution de gestion de la paie destinée aux TPE et aux PME. Le montant de la transaction n'a pas été communiqué, mais plusieurs sources proches du dossier l'évaluent entre 60 et 80 millions d'euros.",
                    "Fondée en 2017 par Karim Haddad et Élodie Perrin, Payfacile revendique plus de 9 000 entreprises clientes et un chiffre d'affaires de 14 millions d'euros en 2025, en croissance de 35 % sur un an. La société emploie 130 personnes, dont une centaine à Lyon. Elle avait levé 22 millions d'euros en 2022 auprès de fonds français.",
                    "Pour Loonwerk, qui réalise près de 400 millions d'euros de chiffre d'affaires, principalement aux Pays-Bas et en Belgique, l'opération constitue une porte d'entrée sur le marché français. La complexité de la réglementation sociale hexagonale rend en effet difficile l'adaptation des logiciels de paie étrangers.",
                    "« Développer un moteur de paie conforme au droit français prend des années. Payfacile l'a fait, et bien fait », a déclaré le directeur général de Loonwerk, Pieter van Dijk, dans un communiqué.",
                    "Les fondateurs resteront à la tête de l'entreprise, qui conservera sa marque et son siège lyonnais. Aucun plan social n'est prévu, assure la direction, qui évoque au contraire des recrutements en 2027 pour accompagner le lancement d'offres destinées aux entreprises de plus de 250 salariés.",
                    "Cette acquisition s'inscrit dans un mouvement de consolidation du marché des logiciels RH en Europe, où les acteurs de taille moyenne cherchent à atteindre une taille critique face aux grands éditeurs américains.",
                    "Mise à jour du 4 décembre : Loonwerk a précisé que l'opération devait être finalisée d'ici à la fin du mois de janvier, sous réserve de l'accord des autorités de la concurrence.",
                ],
                "updated-no-jsonld",
                section="Financement",
                kicker="Rachat",
                updated="Mis à jour le 04/12/2026 à 11h02",
                nold=True,
            )
        )
        add(
            story(
                "ecosysteme",
                "/2026/12/01/bordeaux-campus-hangar-21-tech/",
                "À Bordeaux, le campus Hangar 21 veut devenir la vitrine de la tech régionale",
                "2026-12-01",
                "2026-12-01T09:00:00+00:00",
                "Publié le 01/12/2026 à 10h00",
                ["Léa Fontaine"],
                [
                    "Il a fallu trois ans de travaux et 38 millions d'euros pour transformer cet ancien entrepôt portuaire des bassins à flot en campus dédié à l'innovation. Inauguré jeudi dernier, Hangar 21 accueille déjà 64 startups sur ses 14 000 mètres carrés, ainsi qu'un incubateur, deux fonds d'investissement régionaux et un espace de formation au numérique.",
                    "« Pendant longtemps, les fondateurs bordelais qui voulaient grandir partaient à Paris. Nous voulons leur donner une raison de rester », explique Nathalie Caron, directrice du campus, qui a auparavant dirigé un accélérateur à Lyon.",
                    "## Un modèle hybride",
                    "Le projet est porté par un partenariat entre la métropole, la région Nouvelle-Aquitaine et un consortium d'entreprises privées, qui ont financé près de la moitié de l'investissement. Les startups résidentes paient un loyer modéré, indexé sur leur stade de développement, et s'engagent à participer à la vie du campus : mentorat, ateliers, événements ouverts au public.",
                    "Les secteurs représentés reflètent les points forts de l'économie locale : le vin et l'agroalimentaire, l'aéronautique, la santé et, de plus en plus, les technologies liées au climat. Une dizaine de résidents travaillent par exemple sur la gestion de l'eau ou l'adaptation des vignobles au réchauffement.",
                    "FIG: Façade du campus Hangar 21 | Le campus occupe un ancien entrepôt des bassins à flot. © Hangar 21",
                    "## Des débuts encourageants",
                    "Les premiers résultats sont prometteurs. Les startups installées sur le campus ont levé 41 millions d'euros depuis le début de l'année, et le taux d'occupation devrait atteindre 90 % au printemps. Un deuxième bâtiment, destiné aux entreprises en phase de croissance, est déjà à l'étude.",
                    "Reste à convaincre les investisseurs nationaux de faire le déplacement. « Les fonds parisiens viennent volontiers pour un événement, beaucoup moins pour suivre un dossier au quotidien », reconnaît un entrepreneur installé sur place. La direction du campus mise sur les liaisons ferroviaires et sur l'organisation de journées d'investisseurs trimestrielles pour changer la donne.",
                ],
                "regional-feature",
                section="Entrepreneurs",
            )
        )
        add(
            story(
                "chiffres",
                "/2026/12/01/levees-de-fonds-novembre-2026-barometre/",
                "Levées de fonds en novembre : 612 millions d'euros, le plus bas niveau depuis 2019",
                "2026-12-01",
                "2026-12-01T17:05:00+00:00",
                "Publié le 01/12/2026 à 18h05",
                ["Julien Robert"],
                [
                    "Le mois de novembre confirme le ralentissement du financement des startups françaises. Selon le baromètre mensuel de La Pousse, 71 opérations ont été annoncées pour un montant total de 612 millions d'euros, soit une baisse de 28 % par rapport à novembre 2025. Il faut remonter à 2019 pour trouver un mois aussi faible, hors période estivale.",
                    "Le nombre d'opérations résiste mieux que les montants : il ne recule que de 9 % sur un an. Ce sont surtout les gros tours qui manquent à l'appel. Un seul dépasse les 50 millions d'euros ce mois-ci, contre quatre un an plus tôt.",
                    "## Les cinq plus grosses levées du mois",
                    "T: Startup | Secteur | Montant | Série",
                    "T: Ondalys | Énergie | 68 M€ | Série C",
                    "T: Medicorp | Santé | 45 M€ | Série B",
                    "T: Kapsul | Logistique | 31 M€ | Série B",
                    "T: Agrinova | Agritech | 24 M€ | Série A",
                    "T: Finsight | Fintech | 18 M€ | Série A",
                    "NOTE: Source : baromètre La Pousse, opérations annoncées du 1er au 30 novembre 2026.",
                    "## La santé et l'énergie en tête",
                    "Par secteur, l'énergie et le climat arrivent en tête avec 164 millions d'euros levés, portés par la série C d'Ondalys, qui développe des batteries stationnaires pour les réseaux électriques. La santé suit avec 138 millions d'euros, devant les logiciels d'entreprise (97 millions).",
                    "L'intelligence artificielle, qui avait dominé le début d'année, marque le pas avec seulement neuf opérations. Plusieurs investisseurs évoquent une forme de prudence après une série de valorisations jugées excessives au printemps.",
                    "Géographiquement, l'Île-de-France concentre 58 % des montants levés. Auvergne-Rhône-Alpes et l'Occitanie complètent le podium.",
                    "Sur les onze premiers mois de l'année, les startups françaises ont levé 7,4 milliards d'euros, contre 8,9 milliards sur la même période de 2025. Sauf rebond spectaculaire en décembre, 2026 devrait donc s'achever sur un nouveau recul, le troisième consécutif.",
                ],
                "barometer-table",
                section="Financement",
                kicker="Baromètre",
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        title = (
            f"{doc.title} - La Pousse" if doc.key != "home" else "La Pousse - Le média des startups et de l'innovation"
        )
        out = [
            f"<title>{esc(title)}</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            '<meta property="og:locale" content="fr_FR">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="La Pousse">',
        ]
        if doc.is_article and doc.iso:
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        if not doc.is_article or doc.extra.get("nold"):
            if doc.is_article:
                out.append('<meta name="author" content="' + esc(doc.authors[0]) + '">')
            return "\n".join(out)
        author_name = doc.extra.get("yoast_author", doc.authors[0])
        slug = author_name.lower().replace(" ", "-").replace("é", "e")
        graph = [
            {
                "@type": "Article",
                "@id": self.url(doc.key) + "#article",
                "isPartOf": {"@id": self.url(doc.key)},
                "author": {"name": author_name, "@id": f"{self.origin}/#/schema/person/{slug}"},
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "mainEntityOfPage": {"@id": self.url(doc.key)},
                "publisher": {"@id": f"{self.origin}/#organization"},
                "articleSection": [doc.section],
                "inLanguage": "fr-FR",
            },
            {
                "@type": "WebPage",
                "@id": self.url(doc.key),
                "url": self.url(doc.key),
                "name": f"{doc.title} - La Pousse",
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "inLanguage": "fr-FR",
            },
            {
                "@type": "Organization",
                "@id": f"{self.origin}/#organization",
                "name": "La Pousse",
                "url": self.origin + "/",
            },
            {
                "@type": "Person",
                "@id": f"{self.origin}/#/schema/person/{slug}",
                "name": author_name,
                "url": f"{self.origin}/author/{slug}/",
            },
        ]
        out.append(
            f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("finance", "Financement"),
                ("/innovation/", "Innovation"),
                ("/entrepreneurs/", "Entrepreneurs"),
                ("/tribunes/", "Tribunes"),
                ("jobs", "Emploi"),
                ("glossary", "Glossaire"),
            )
        )
        popular = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("french-tech", "enquete", "levee")
        )
        return f"""<!DOCTYPE html>
<html lang="fr-FR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<meta name="generator" content="WordPress 6.6.2">
<link rel="stylesheet" id="lapousse-style-css" href="/wp-content/themes/lapousse/dist/main.css?ver=3.4.1" media="all">
<link rel="alternate" type="application/rss+xml" title="La Pousse &raquo; Flux" href="/feed/">
<style>/*PAD*/</style>
<script>window.didomiConfig = {{"app": {{"apiKey": "3c1f-lapousse", "privacyPolicyURL": "{self.origin}/mentions-legales/"}}, "languages": {{"enabled": ["fr"]}}}};</script>
</head>
<body class="{"post-template-default single single-post" if doc.is_article else "archive"}">
<div id="didomi-host"><div class="didomi-popup-notice" role="dialog"><p>Nous et nos partenaires utilisons des cookies pour mesurer l'audience, personnaliser les contenus et vous proposer des publicités adaptées. Vous pouvez accepter, refuser ou paramétrer vos choix à tout moment.</p><button class="didomi-components-button">Accepter &amp; Fermer</button> <button>Continuer sans accepter</button> <button>Paramétrer</button></div></div>
<header class="site-header">
<div class="site-header__top"><a href="/newsletter/">Recevoir Le Matin de La Pousse</a> <a href="/evenements/">Événements</a> <a href="/annoncer/">Annoncer</a></div>
<div class="site-header__logo">{self.a("home", "La Pousse", "nav")}</div>
<nav class="site-header__menu"><ul id="menu-principal" class="menu">{menu}</ul></nav>
<form role="search" class="search-form" action="/"><input type="search" name="s" placeholder="Rechercher…"><p class="search-form__suggest">Recherches fréquentes : {self.a("search", "levée", "nav")}, <a href="/?s=IA">IA</a>, <a href="/?s=French+Tech">French Tech</a></p></form>
</header>
<main id="main" class="site-main">
<div class="layout">
<div class="layout__content">
{main}
</div>
<aside class="layout__sidebar widget-area">
<section class="widget"><h3 class="widget-title">Les plus lus</h3><ol>{popular}</ol></section>
<section class="widget newsletter-box"><h3 class="widget-title">Le Matin de La Pousse</h3><p>Chaque matin, l'essentiel de l'actualité des startups dans votre boîte mail.</p><form action="https://newsletter.lapousse.test/subscribe"><input type="email" placeholder="Votre adresse e-mail"><button>Je m'inscris</button></form></section>
<section class="widget"><h3 class="widget-title">Ils recrutent</h3><p>{self.a("jobs", "Voir les 10 offres du moment", "aside")}</p></section>
<div class="ad ad--pave" id="ad-pave-1"></div>
</aside>
</div>
</main>
<footer class="site-footer">
<div class="site-footer__columns"><div><h4>La Pousse</h4><ul><li>{self.a("about", "Qui sommes-nous ?", "footer")}</li><li>{self.a("legal", "Mentions légales", "footer")}</li><li><a href="/contact/">Contact</a></li><li><a href="/cgu/">CGU</a></li></ul></div>
<div><h4>Services</h4><ul><li>{self.a("jobs", "Offres d'emploi", "footer")}</li><li>{self.a("glossary", "Glossaire de la startup", "footer")}</li><li><a href="/evenements/">Agenda</a></li></ul></div>
<div><h4>Suivez-nous</h4><a href="https://www.linkedin.com/company/lapousse">LinkedIn</a> <a href="https://x.com/lapousse">X</a> <a href="https://www.instagram.com/lapousse">Instagram</a></div></div>
<p class="site-footer__copyright">© 2026 La Pousse – Tous droits réservés</p>
</footer>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="/wp-content/themes/lapousse/dist/main.js?ver=3.4.1" id="lapousse-main-js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.byline:
            return f'<span class="byline">{esc(doc.byline)}</span>'
        names = [
            self.a("author", a, "byline", attrs=self.fn)
            if a == "Camille Martin"
            else f'<a class="url fn n" href="/author/{a.lower().replace(" ", "-").replace("é", "e")}/">{esc(a)}</a>'
            for a in doc.authors
        ]
        return f'<span class="byline">Par <span class="author vcard">{" et ".join(names)}</span></span>'

    def story_main(self, doc: Doc) -> str:
        kicker = (
            f'<span class="entry-kicker entry-kicker--{doc.extra["kicker"].lower()}">{esc(doc.extra["kicker"])}</span>'
            if doc.extra.get("kicker")
            else ""
        )
        updated = f' <span class="updated-on">| {esc(doc.extra["updated"])}</span>' if doc.extra.get("updated") else ""
        meta = f'<div class="entry-meta">{self.byline(doc)} <span class="posted-on"><time class="entry-date published" datetime="{doc.iso or ""}">{doc.stamp}</time></span>{updated}</div>'
        factbox = ""
        if doc.extra.get("factbox"):
            rows = "".join(f"<li><strong>{esc(k)} :</strong> {esc(v)}</li>" for k, v in doc.extra["factbox"])
            factbox = f'<aside class="startup-factbox"><h4>La fiche</h4><ul>{rows}</ul></aside>'
        share = f'<div class="share-buttons"><span>Partager :</span> <a href="https://www.linkedin.com/sharing/share-offsite/?url={esc(self.url(doc.key))}">LinkedIn</a> <a href="https://x.com/intent/post?url={esc(self.url(doc.key))}">X</a> <a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="mailto:?body={esc(self.url(doc.key))}">E-mail</a></div>'
        body = (
            self.blocks(doc, fig=self.fig)
            .replace("<h2>", '<h2 class="wp-block-heading">')
            .replace("<ul>", '<ul class="wp-block-list">')
            .replace('<table class="data">', '<figure class="wp-block-table"><table class="has-fixed-layout">')
            .replace("</table>", "</table></figure>")
        )
        disclaimer = (
            '<p class="tribune-disclaimer"><em>Les tribunes publiées sur La Pousse n\'engagent que leurs auteurs. Vous souhaitez proposer une tribune ? Écrivez à tribunes@lapousse.test.</em></p>'
            if doc.section == "Tribunes"
            else ""
        )
        bio = (
            f'<div class="author-box"><h4>L\'auteur</h4><p>{esc(doc.extra["bio"])}</p></div>'
            if doc.extra.get("bio")
            else ""
        )
        tags = ""
        if doc.extra.get("tags"):
            tags = f'<div class="post-tags">Mots-clés : {self.a("tag", "Deeptech", "content")} <a href="/tag/financement/">Financement</a></div>'
        related = "".join(
            f'<article class="post-card post-card--small"><h4 class="post-card__title">{self.a(k, self.docs[k].title, "related")}</h4><span class="post-card__date">{self.docs[k].stamp}</span></article>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        return f"""<article id="post-{1000 + ARTS.index(doc.key)}" class="post type-post status-publish format-standard has-post-thumbnail">
<header class="entry-header">
<nav class="breadcrumb">{self.a("home", "Accueil", "breadcrumb")} › {self.a("finance", doc.section, "breadcrumb") if doc.section == "Financement" else esc(doc.section)}</nav>
{kicker}
<h1 class="entry-title">{esc(doc.title)}</h1>
{meta}
</header>
<div class="post-thumbnail"><img src="/wp-content/uploads/2026/12/{doc.path.split("/")[4][:24]}-1200x630.jpg" alt="" width="1200" height="630"></div>
{share}
{factbox}
<div class="entry-content">
{body}
{disclaimer}
</div>
{bio}
{tags}
<div class="newsletter-box newsletter-box--inline"><p>Vous aimez nos articles ? Recevez Le Matin de La Pousse chaque jour à 7h.</p><a href="/newsletter/">Je m'abonne</a></div>
</article>
<section class="related-posts"><h3>Sur le même sujet</h3>{related}</section>"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="wp-block-image size-large"><img src="/wp-content/uploads/2026/12/{esc(alt[:12].lower().replace(" ", "-"))}.jpg" alt="{esc(alt)}"><figcaption class="wp-element-caption">{esc(cap)}</figcaption></figure>'

    def card(self, k: str) -> str:
        d = self.docs[k]
        by = d.byline.removeprefix("Par ").split(",")[0] if d.byline else " et ".join(d.authors)
        return f"""<article class="post-card"><a class="post-card__thumb" href="{esc(self.href(k))}"><img src="/wp-content/uploads/2026/12/{d.path.split("/")[4][:24]}-400x250.jpg" alt=""></a>
<div class="post-card__body"><span class="post-card__category">{esc(d.extra.get("kicker") or d.section)}</span><h2 class="post-card__title">{self.a(k, d.title, "content")}</h2><p class="post-card__excerpt">{esc(self.lede(d))}</p><span class="post-card__meta">{esc(by)} · {d.stamp.removeprefix("Publié le ")}</span></div></article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        head = f'<h1 class="archive-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="screen-reader-text">La Pousse</h1>'
            extra = f'<section class="home-block"><h2>À explorer</h2><ul><li>{self.a("tag", "Tout sur la deeptech", "content")}</li><li>{self.a("glossary", "Le glossaire : qu’est-ce qu’une série A ?", "content")}</li><li>{self.a("jobs", "Les offres d’emploi de la semaine", "content")}</li><li>La rédaction : {self.a("author", "Camille Martin", "content")}</li></ul></section>'
        elif doc.kind == "author":
            head = f'<div class="author-header"><h1 class="archive-title">{esc(doc.title)}</h1><p>Journaliste à La Pousse, Camille Martin suit la deeptech, l\'industrie et la recherche publique. Auparavant, elle a couvert l\'énergie pour un quotidien régional.</p><a href="https://www.linkedin.com/in/camille-martin-lapousse">LinkedIn</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="archive-title">{esc(doc.title)}</h1><p class="search-count">{len(doc.extra["list"])} résultats</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="archive-title">{esc(doc.title)}</h1><p class="archive-description">Quantique, matériaux, santé, énergie : toute l\'actualité des startups issues de la recherche.</p>'
        pager = ""
        num, nxt, prv = 'class="page-numbers"', 'class="next page-numbers"', 'class="prev page-numbers"'
        if doc.extra.get("more"):
            pager = f'<nav class="navigation pagination"><span aria-current="page" class="page-numbers current">1</span> {self.a(doc.extra["more"], "2", "pagination", attrs=num)} <a class="page-numbers" href="/financement/page/3/">3</a> {self.a(doc.extra["more"], "Suivant", "pagination", attrs=nxt)}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="navigation pagination">{self.a(doc.extra["prev"], "Précédent", "pagination", attrs=prv)} {self.a(doc.extra["prev"], "1", "pagination", attrs=num)} <span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="/financement/page/3/">3</a></nav>'
        return f'<div class="archive">{head}\n<div class="post-grid">\n{cards}\n</div>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "jobs":
            offers = "\n".join(
                f'<li class="job-offer"><h3 class="job-offer__title"><a href="https://jobs.lapousse.test/offre/{2400 + i}">{esc(t)}</a></h3><p class="job-offer__company">{esc(c)}</p><p class="job-offer__meta"><span>{esc(city)}</span> · <span>{esc(ct)}</span></p></li>'
                for i, (t, c, city, ct) in enumerate(JOBS)
            )
            return f"""<div class="job-board"><h1 class="archive-title">{esc(doc.title)}</h1>
<p>Les startups et scale-ups de l'écosystème recrutent. Offres mises à jour chaque jour en partenariat avec notre plateforme emploi.</p>
<form class="job-filters"><select name="contrat"><option>Tous les contrats</option><option>CDI</option><option>Stage</option><option>Alternance</option></select><select name="ville"><option>Toutes les villes</option><option>Paris</option><option>Lyon</option><option>Bordeaux</option></select><button>Filtrer</button></form>
<ul class="job-list">
{offers}
</ul>
<p><a href="https://jobs.lapousse.test/recruteurs">Publier une offre</a></p></div>"""
        if doc.kind == "glossary":
            return f'<article class="glossary-entry"><nav class="breadcrumb">{self.a("home", "Accueil", "breadcrumb")} › <a href="/glossaire/">Glossaire</a></nav><h1 class="entry-title">{esc(doc.title)}</h1><div class="entry-content">\n{self.blocks(doc)}\n</div><p class="glossary-nav"><a href="/glossaire/amorcage/">Amorçage</a> · <a href="/glossaire/serie-b/">Série B</a> · <a href="/glossaire/term-sheet/">Term sheet</a></p></article>'
        return f'<div class="page-content"><h1 class="entry-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
