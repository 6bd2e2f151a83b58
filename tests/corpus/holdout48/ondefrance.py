# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and apostrophes are deliberate)
"""Onde France: a Radio-France/RFI-like public radio site (station path `/ondeinfo/…`, articles
`/ondeinfo/<slug>-4512345`, episodes `/ondeinfo/podcasts/<show>/<slug>-4512987`, `/ondeinfo/societe?p=2`,
`/ondeinfo/grille-programmes`, `/sujets/…`, `/personnes/…`, `/recherche?term=`), French, served as
**`charset=ISO-8859-1`** (header and meta) while the bytes are windows-1252 (typographic apostrophes, "œ"): Scrapy
decodes it as `cp1252`. Dates printed "Publié le vendredi 4 décembre 2026 à 07:45" (Paris time); `NewsArticle`
JSON-LD in +01:00 on most articles, in **UTC** on the night flash (23:50Z = 4 Dec 00:50), none on the review.
Bylines "Par Marie Dupont" / "Par Marie Dupont, Karim Benali"; episode pages carry producer credits ("Production :
…", "Réalisation : …") that are not authors. Episode pages with a one- or two-sentence summary are `audio`
non-articles; episode pages whose page carries the full written chronicle are articles."""

from __future__ import annotations

import json
import unicodedata

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["a7", "nevers", "beurre", "sahel", "maires", "seisme", "saintlouis", "roman"]
PERSON = {"Marie Dupont": "marie-dupont"}


def slug(name: str) -> str:
    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower().replace(" ", "-")


class OndeFrance(Base):
    origin = "https://www.ondefrance.test"
    name = "Onde France"
    prefix = "ond"
    language = "fr"
    encoding = "cp1252"
    codec = "cp1252"
    content_type = "text/html; charset=ISO-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ond",
            [
                ".ArticleHero",
                ".Paragraph",
                ".CoverEpisode",
                ".ReplayButton",
                ".Credits",
                ".CardArticle",
                ".Grid-slot",
                ".Footer",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/ondeinfo",
                "home",
                "Onde Info : l\u2019actualité en continu",
                "station-home",
                list=["a7", "seisme", "nevers", "maires", "saintlouis", "beurre", "sahel", "roman", "journal"],
                more="societe2",
            )
        )
        add(
            page(
                "societe",
                "/ondeinfo/societe",
                "section",
                "Société",
                "section-front",
                list=["a7", "nevers", "maires", "seisme"],
                more="societe2",
            )
        )
        add(
            page(
                "societe2",
                "/ondeinfo/societe?p=2",
                "section",
                "Société",
                "section-front-page2",
                list=["beurre", "saintlouis", "roman"],
            )
        )
        add(page("sujet", "/sujets/agriculture", "tag", "Agriculture", "topic-page", list=["a7", "beurre", "sciences"]))
        add(page("personne", "/personnes/marie-dupont", "author", "Marie Dupont", "person-page", list=["a7", "nevers"]))
        add(
            page(
                "recherche",
                "/recherche?term=agriculteurs",
                "search",
                "Résultats de recherche",
                "search-results",
                list=["a7", "beurre"],
            )
        )
        add(
            page(
                "grille",
                "/ondeinfo/grille-programmes",
                "schedule",
                "Grille des programmes",
                "programme-grid",
                [
                    "05:00 | Les informations de la nuit",
                    "06:00 | La matinale | avec Claire Rouvier et Antoine Favre",
                    "07:00 | Le journal de 7h",
                    "07:45 | Le billet éco",
                    "08:20 | Le grand entretien",
                    "09:00 | Les carnets du monde",
                    "12:30 | Le journal de 12h30",
                    "14:00 | La science en questions",
                    "18:00 | Le 18-20",
                    "19:50 | L\u2019édito international",
                    "22:00 | Les nuits de l\u2019Onde",
                ],
            )
        )
        add(
            page(
                "journal",
                "/ondeinfo/podcasts/le-journal-de-7h/le-journal-de-7h-du-vendredi-04-decembre-2026-4512987",
                "audio",
                "Le journal de 7h du vendredi 04 décembre 2026",
                "episode-one-sentence-summary",
                [
                    "Colère des agriculteurs dans la Drôme, urgences de Nevers fermées la nuit et séisme dans les Pyrénées-Atlantiques : les titres de l\u2019actualité de ce vendredi matin."
                ],
                dur="19 min",
                show="Le journal de 7h",
                credits=["Présentation : Claire Rouvier", "Réalisation : Marc Dubois"],
            )
        )
        add(
            page(
                "sciences",
                "/ondeinfo/podcasts/la-science-en-questions/pourquoi-le-ble-pousse-t-il-mal-apres-un-hiver-doux-4512660",
                "audio",
                "Pourquoi le blé pousse-t-il mal après un hiver doux ?",
                "episode-two-sentence-summary",
                [
                    "Un hiver trop clément perturbe le cycle des céréales et favorise les maladies. L\u2019agronome Nadia Cherif explique ce que le réchauffement change pour les champs de blé français."
                ],
                dur="26 min",
                show="La science en questions",
                credits=["Production : Juliette Mercier", "Réalisation : Marc Dubois", "Avec : Nadia Cherif, agronome"],
            )
        )
        add(
            page(
                "apropos",
                "/qui-sommes-nous",
                "about",
                "Qui sommes-nous ?",
                "about-page",
                [
                    "Onde France est le groupe de radio public qui réunit Onde Info, Onde Culture et douze radios locales. Ses programmes sont financés par une dotation publique.",
                    "Nos rédactions s\u2019engagent à respecter la charte d\u2019indépendance et de déontologie adoptée en 2019. Le médiateur des antennes répond aux questions des auditeurs.",
                    "Siège : Maison de l\u2019Onde, 116 avenue du Président-Kennedy, 75016 Paris.",
                ],
            )
        )

        add(
            story(
                "a7",
                "/ondeinfo/colere-des-agriculteurs-des-barrages-filtrants-sur-l-a7-dans-la-drome-4512901",
                "Colère des agriculteurs : des barrages filtrants sur l\u2019A7 dans la Drôme",
                "2026-12-04",
                "2026-12-04T07:45:00+01:00",
                "Publié le vendredi 4 décembre 2026 à 07:45",
                ["Marie Dupont"],
                [
                    "Plusieurs centaines d\u2019agriculteurs ont installé dans la nuit des barrages filtrants sur l\u2019autoroute A7, à hauteur de Valence et de Montélimar. Ils dénoncent la baisse de leurs revenus et la multiplication des normes.",
                    "Il est 5 heures du matin quand les premiers tracteurs prennent position sur la bretelle d\u2019accès de Valence-Sud. Des bottes de paille sont déchargées, un feu de palettes est allumé sur le bas-côté. Les automobilistes passent au compte-gouttes, un tract à la main.",
                    "« On n\u2019est pas là pour embêter les gens, on est là parce qu\u2019on n\u2019y arrive plus », explique Julien Mazet, arboriculteur à Étoile-sur-Rhône. Ses abricotiers ont gelé au printemps, puis la grêle a abîmé ce qui restait. « Cette année, j\u2019ai travaillé à perte. Et on me demande encore de remplir des dossiers pour chaque traitement. »",
                    "## Des revendications anciennes",
                    "À l\u2019appel de la FDSEA et des Jeunes agriculteurs de la Drôme, les manifestants réclament une simplification des contrôles, une meilleure rémunération dans les négociations avec la grande distribution et le maintien des aides à la trésorerie promises l\u2019an dernier. Beaucoup se disent aussi inquiets de l\u2019accord commercial en discussion entre l\u2019Union européenne et plusieurs pays d\u2019Amérique du Sud.",
                    "La préfecture indique que la circulation est fortement ralentie entre Valence et Montélimar, avec jusqu\u2019à 12 kilomètres de bouchons dans le sens nord-sud en début de matinée. Vinci Autoroutes conseille aux automobilistes d\u2019emprunter la RN7 ou de différer leur départ.",
                    "## Le gouvernement promet des annonces",
                    "Interrogé ce matin sur notre antenne, le ministre de l\u2019Agriculture, Bernard Lestrade, a assuré « comprendre la détresse » des exploitants et promis des annonces « dans les quinze jours » sur la simplification administrative. Il a en revanche exclu toute nouvelle aide d\u2019urgence avant le vote du budget.",
                    "Sur le barrage de Montélimar, la réponse ne convainc pas. « Quinze jours, on nous l\u2019a déjà dit il y a un an », soupire Claire Vernet, éleveuse de chèvres dans la Drôme provençale. Les syndicats ont prévenu qu\u2019ils resteraient sur place au moins jusqu\u2019à samedi soir.",
                    "D\u2019autres actions sont annoncées la semaine prochaine dans l\u2019Ardèche et l\u2019Isère, où les agriculteurs envisagent de bloquer des plateformes logistiques de la grande distribution.",
                ],
                "article-par-byline-subheads",
                section="Société",
                dek="Des centaines d\u2019agriculteurs bloquent partiellement l\u2019autoroute A7 entre Valence et Montélimar depuis ce vendredi matin. Ils réclament de meilleurs revenus et moins de normes.",
                sujet=True,
            )
        )
        add(
            story(
                "nevers",
                "/ondeinfo/a-nevers-les-urgences-fermees-la-nuit-faute-de-medecins-4512744",
                "À Nevers, les urgences fermées la nuit faute de médecins",
                "2026-12-03",
                "2026-12-03T18:10:00+01:00",
                "Publié le jeudi 3 décembre 2026 à 18:10",
                ["Marie Dupont", "Karim Benali"],
                [
                    "À partir de lundi, le service des urgences du centre hospitalier de Nevers n\u2019accueillera plus de patients entre 20 heures et 8 heures, sauf ceux transportés par le Samu. Une décision prise faute de médecins urgentistes en nombre suffisant.",
                    "L\u2019hôpital dispose aujourd\u2019hui de sept médecins urgentistes pour les quinze postes nécessaires au fonctionnement du service vingt-quatre heures sur vingt-quatre. Depuis l\u2019été, la direction comblait les trous avec des intérimaires, mais leur nombre s\u2019est réduit depuis le plafonnement de leur rémunération.",
                    "« Nous avons épuisé toutes les solutions », reconnaît la directrice de l\u2019établissement, Catherine Ollivier. « Cette régulation est la moins mauvaise des options. Elle permet de garantir la sécurité des patients les plus graves. »",
                    "La nuit, les habitants devront donc appeler le 15 avant de se déplacer. Un médecin régulateur décidera s\u2019il faut envoyer une ambulance, orienter le patient vers un médecin de garde ou lui conseiller d\u2019attendre le lendemain matin.",
                    "## Inquiétude chez les élus",
                    "Pour les élus du département, la mesure est un nouveau coup dur. La Nièvre compte parmi les territoires les moins bien dotés en médecins de France. « Certains habitants du Morvan sont à plus d\u2019une heure de route d\u2019un autre service d\u2019urgences », rappelle le président du conseil départemental, Gérard Pinault.",
                    "Le personnel, lui, se dit épuisé. « On enchaîne les gardes de 24 heures, on n\u2019a plus de vie de famille », témoigne une infirmière du service, qui a souhaité rester anonyme. Un préavis de grève a été déposé par l\u2019intersyndicale pour la semaine prochaine.",
                    "L\u2019agence régionale de santé de Bourgogne-Franche-Comté assure que la fermeture de nuit est « temporaire » et que des renforts venus de Dijon sont recherchés. Elle n\u2019a toutefois donné aucune date de retour à un fonctionnement normal.",
                ],
                "article-two-bylines",
                section="Société",
                dek="Faute d\u2019urgentistes, l\u2019hôpital de Nevers régule l\u2019accès à ses urgences la nuit à partir de lundi. Les patients devront d\u2019abord appeler le 15.",
            )
        )
        add(
            story(
                "beurre",
                "/ondeinfo/podcasts/le-billet-eco/pourquoi-le-prix-du-beurre-ne-baisse-pas-4512830",
                "Pourquoi le prix du beurre ne baisse pas",
                "2026-12-04",
                "2026-12-04T07:45:00+01:00",
                "Publié le vendredi 4 décembre 2026 à 07:45",
                ["Hélène Vasseur"],
                [
                    "Le beurre n\u2019a jamais été aussi cher dans les rayons. La plaquette de 250 grammes dépasse désormais les trois euros dans beaucoup de supermarchés, soit près de 40 % de plus qu\u2019il y a deux ans. Et à l\u2019approche des fêtes, saison des bûches et des galettes, rien n\u2019indique une baisse.",
                    "Première explication : il y a moins de lait. Le nombre de vaches laitières diminue en France depuis une dizaine d\u2019années, parce que beaucoup d\u2019éleveurs partent à la retraite sans repreneur. Le métier est exigeant, la traite se fait deux fois par jour, tous les jours de l\u2019année, et les jeunes hésitent à s\u2019installer.",
                    "Deuxième explication : ce lait est de plus en plus disputé. Les industriels préfèrent souvent le transformer en fromages, qui se vendent mieux, ou en poudre de lait pour l\u2019exportation. Le beurre arrive en bout de chaîne, avec ce qui reste de la matière grasse.",
                    "Troisième explication : la demande mondiale augmente. En Asie notamment, la pâtisserie à la française a la cote, et le beurre européen est très recherché. Quand les cours montent sur les marchés internationaux, ils tirent les prix vers le haut dans nos magasins aussi.",
                    "Faut-il s\u2019attendre à une détente l\u2019an prochain ? Les économistes de l\u2019interprofession restent prudents. La production laitière pourrait se stabiliser si les prix payés aux éleveurs restent élevés, ce qui encouragerait certains à garder leurs troupeaux. Mais les épisodes de sécheresse, qui réduisent la quantité d\u2019herbe et donc de lait, rendent toute prévision incertaine.",
                    "En attendant, les pâtissiers s\u2019adaptent. Certains réduisent la taille de leurs viennoiseries, d\u2019autres augmentent leurs prix de quelques centimes. Et pour les consommateurs, le conseil est simple : comparer les prix au kilo, car les écarts entre marques peuvent atteindre un euro.",
                ],
                "episode-full-chronicle-par-and-production",
                section="Économie",
                episode=True,
                dur="4 min",
                show="Le billet éco",
                credits=["Production : Sophie Arnaud", "Réalisation : Marc Dubois"],
                sujet=True,
            )
        )
        add(
            story(
                "sahel",
                "/ondeinfo/podcasts/l-edito-international/au-sahel-la-saison-des-pluies-n-a-pas-suffi-4512611",
                "Au Sahel, la saison des pluies n\u2019a pas suffi",
                "2026-12-02",
                "2026-12-02T19:50:00+01:00",
                "Publié le mercredi 2 décembre 2026 à 19:50",
                [],
                [
                    "On aurait pu croire la région sortie d\u2019affaire. Cet été, les pluies sont arrivées à l\u2019heure au Niger, au Tchad et dans le nord du Burkina Faso, parfois même en abondance. Les images de mares remplies et de champs de mil verdoyants ont circulé sur les réseaux sociaux. Pourtant, à l\u2019entrée de la saison sèche, les organisations humanitaires tirent de nouveau la sonnette d\u2019alarme.",
                    "Le paradoxe n\u2019est qu\u2019apparent. Des pluies trop violentes, concentrées sur quelques semaines, ont provoqué des inondations qui ont emporté des greniers et noyé des parcelles entières. Dans la région de Tillabéri, au Niger, plus de 40 000 personnes ont perdu leur maison. Là où la récolte a été bonne, l\u2019insécurité empêche souvent les paysans d\u2019accéder à leurs champs ou de vendre leurs produits sur les marchés.",
                    "À cela s\u2019ajoute la flambée des prix. Le sac de 100 kilos de mil se vend désormais plus de 30 000 francs CFA sur certains marchés, un niveau jamais atteint à cette période de l\u2019année. Les familles les plus pauvres consacrent déjà l\u2019essentiel de leurs revenus à la nourriture.",
                    "Face à cela, l\u2019aide internationale recule. Plusieurs grands donateurs ont réduit leurs contributions, et le Programme alimentaire mondial prévient qu\u2019il devra diminuer les rations distribuées dès le mois de janvier si de nouveaux financements ne sont pas trouvés.",
                    "La question dépasse l\u2019urgence humanitaire. Sans stocks de sécurité, sans routes praticables et sans paix, une bonne saison des pluies ne suffit plus à nourrir le Sahel. C\u2019est tout l\u2019enjeu des discussions qui s\u2019ouvrent la semaine prochaine à Dakar entre les États de la région et leurs partenaires : passer de la gestion des crises à la construction d\u2019une véritable sécurité alimentaire.",
                ],
                "episode-full-chronicle-production-credit-only",
                section="International",
                episode=True,
                dur="3 min",
                show="L\u2019édito international",
                credits=["Production : Thomas Leclerc", "Réalisation : Anne Giraud"],
            )
        )
        add(
            story(
                "maires",
                "/ondeinfo/pierre-lenoir-nos-communes-ne-sont-pas-des-variables-d-ajustement-4512790",
                "Pierre Lenoir : « Nos communes ne sont pas des variables d\u2019ajustement »",
                "2026-12-04",
                "2026-12-04T09:02:00+01:00",
                "Publié le vendredi 4 décembre 2026 à 09:02",
                ["Karim Benali"],
                [
                    "Invité du grand entretien ce vendredi, le président de l\u2019Association des petites communes de France, Pierre Lenoir, dénonce la baisse des dotations prévue dans le projet de budget. Extraits.",
                    "Q: Le gouvernement demande un effort de deux milliards d\u2019euros aux collectivités. Pourquoi refusez-vous d\u2019y participer ? || Nous ne refusons pas de participer à l\u2019effort. Nous refusons qu\u2019on nous fasse payer une dette que nous n\u2019avons pas creusée. Les communes votent leurs budgets à l\u2019équilibre, c\u2019est la loi. Quand l\u2019État réduit nos dotations, ce sont les écoles, les routes et les services du quotidien qui trinquent.",
                    "Q: Concrètement, qu\u2019est-ce que cela change pour une commune de 500 habitants ? || Dans mon village, la dotation a déjà baissé de 18 % en dix ans. Une nouvelle baisse, c\u2019est le choix entre refaire la toiture de l\u2019école et embaucher un agent pour la cantine. Nous n\u2019avons pas de marge, pas de service financier, pas de réserve.",
                    "Q: Le ministre assure que les plus petites communes seront épargnées. || On nous l\u2019a déjà promis plusieurs fois. Dans les faits, les critères changent chaque année et personne n\u2019y comprend plus rien. Ce que nous demandons, c\u2019est de la visibilité sur trois ans, pas des annonces à la veille de chaque budget.",
                    "Q: Les maires démissionnent de plus en plus. Est-ce lié ? || C\u2019est un des facteurs. Il y a les violences, les insultes, la complexité des normes, et puis le sentiment de ne plus avoir les moyens d\u2019agir. Un maire, c\u2019est quelqu\u2019un qui veut être utile. Si on lui retire les moyens de l\u2019être, il finit par partir.",
                    "Q: Qu\u2019attendez-vous du Sénat, qui examine le texte la semaine prochaine ? || Qu\u2019il fasse ce qu\u2019il a toujours fait : défendre les territoires. Nous avons déposé une trentaine d\u2019amendements. Nous serons très attentifs aux votes de chacun.",
                ],
                "interview-qa-written-par",
                section="Politique",
                dek="Le président de l\u2019Association des petites communes de France était l\u2019invité du grand entretien. Il s\u2019oppose à la baisse des dotations aux collectivités.",
            )
        )
        add(
            story(
                "seisme",
                "/ondeinfo/un-seisme-de-magnitude-4-2-ressenti-dans-les-pyrenees-atlantiques-4512880",
                "Un séisme de magnitude 4,2 ressenti dans les Pyrénées-Atlantiques",
                "2026-12-04",
                "2026-12-03T23:50:00Z",
                "Publié le vendredi 4 décembre 2026 à 00:50",
                [],
                [
                    "Un séisme de magnitude 4,2 a été ressenti peu après minuit dans les Pyrénées-Atlantiques, selon le Bureau central sismologique français. L\u2019épicentre a été localisé près d\u2019Arette, dans la vallée de Barétous.",
                    "De nombreux habitants de Pau et d\u2019Oloron-Sainte-Marie ont signalé des secousses, sans dégâts importants à ce stade. Les pompiers n\u2019ont enregistré aucune victime.",
                ],
                "night-flash-utc-previous-day",
                section="Société",
                credit="Onde Info avec AFP",
            )
        )
        add(
            story(
                "saintlouis",
                "/ondeinfo/au-senegal-les-pecheurs-de-saint-louis-face-a-l-avancee-de-la-mer-4512502",
                "Au Sénégal, les pêcheurs de Saint-Louis face à l\u2019avancée de la mer",
                "2026-12-02",
                "2026-12-02T06:30:00+01:00",
                "Publié le mercredi 2 décembre 2026 à 06:30",
                ["Amadou Ndiaye"],
                [
                    "Sur la Langue de Barbarie, la fine bande de sable qui sépare le fleuve Sénégal de l\u2019océan Atlantique, la mer grignote chaque année un peu plus de terrain. À Guet Ndar, le quartier des pêcheurs de Saint-Louis, des maisons entières ont déjà été englouties.",
                    "Moussa Sarr montre du doigt un pan de mur qui sort de l\u2019eau, à une vingtaine de mètres du rivage. « C\u2019était la maison de mon oncle. J\u2019y ai grandi. Aujourd\u2019hui, les vagues passent par-dessus. » Comme des centaines d\u2019autres familles, la sienne a été relogée dans un site d\u2019accueil à une dizaine de kilomètres, loin de la plage et des pirogues.",
                    "## Loin de la mer, loin du travail",
                    "Pour ces familles de pêcheurs, le déménagement a tout changé. Les hommes doivent payer un transport chaque matin pour rejoindre le port avant l\u2019aube. Les femmes, qui transforment et vendent le poisson, ont perdu leurs emplacements au marché. « Ici, il n\u2019y a rien à faire. On attend », résume Aïssatou Fall, mère de cinq enfants.",
                    "Les autorités ont construit une digue de protection sur plusieurs kilomètres, financée en partie par la coopération internationale. Mais les habitants doutent de son efficacité. « La mer est plus forte que les pierres », affirme un vieux pêcheur assis à l\u2019ombre d\u2019une pirogue.",
                    "## Une ville classée en danger",
                    "Saint-Louis, ancienne capitale coloniale inscrite au patrimoine mondial de l\u2019Unesco, est considérée par les scientifiques comme l\u2019une des villes d\u2019Afrique de l\u2019Ouest les plus menacées par la montée des eaux. L\u2019érosion y est aggravée par une brèche ouverte en 2003 dans la Langue de Barbarie pour éviter une inondation, et qui n\u2019a cessé de s\u2019élargir depuis.",
                    "À la mairie, on assure que de nouveaux logements seront livrés l\u2019an prochain, plus proches du fleuve. En attendant, chaque grande marée rappelle aux habitants de Guet Ndar que le temps presse.",
                ],
                "reportage-correspondent",
                section="International",
                dek="Dans le quartier de Guet Ndar, l\u2019érosion côtière a déjà chassé des centaines de familles. Reportage de notre correspondant.",
                bylabel="Par notre correspondant à Dakar,",
            )
        )
        add(
            story(
                "roman",
                "/ondeinfo/critique-les-heures-claires-premier-roman-lumineux-de-lea-fournel-4512355",
                "« Les Heures claires », premier roman lumineux de Léa Fournel",
                "2026-12-01",
                None,
                "Publié le mardi 1 décembre 2026 à 16:20",
                ["Sophie Arnaud"],
                [
                    "Il y a des premiers romans qui s\u2019annoncent avec fracas. Celui de Léa Fournel arrive sur la pointe des pieds, et c\u2019est tant mieux. « Les Heures claires » raconte un été dans une maison du Cotentin, où trois sœurs se retrouvent pour vider la demeure de leur mère disparue.",
                    "Rien de spectaculaire, donc. Des cartons, des photos jaunies, des disputes pour un service à thé. Mais l\u2019autrice, qui a longtemps travaillé comme orthophoniste, a l\u2019oreille pour ce qui ne se dit pas. Chaque dialogue laisse affleurer des années de malentendus, de rivalités et de tendresse contrariée.",
                    "Le roman est construit en trois parties, une pour chaque sœur. L\u2019aînée, Hélène, croit tout maîtriser et s\u2019effondre au milieu d\u2019un supermarché. La cadette, Margot, a fui à Montréal et revient avec un secret. La plus jeune, Lise, est restée auprès de la mère jusqu\u2019au bout et ne pardonne pas aux deux autres de l\u2019avoir laissée seule.",
                    "La grande réussite du livre tient à sa lumière, justement : celle de la Manche en été, changeante, qui traverse les pages comme un personnage à part entière. Léa Fournel écrit avec une précision d\u2019aquarelliste, sans jamais forcer le trait.",
                    "On pourra regretter une fin un peu trop sage, qui referme toutes les portes que le récit avait su laisser entrouvertes. Mais c\u2019est un reproche mineur pour un premier roman d\u2019une telle justesse, qui figure déjà dans plusieurs sélections de prix de printemps.",
                    "« Les Heures claires », de Léa Fournel, éditions du Phare, 248 pages, 20 euros.",
                ],
                "review-no-jsonld",
                section="Culture",
                dek="Trois sœurs, une maison à vider dans le Cotentin et un été de silences : un premier roman d\u2019une grande justesse.",
                kicker="Critique",
                nold=True,
            )
        )

    # ---- templates

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        metas = [
            '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">',
            f"<title>{esc(doc.title)} | Onde Info</title>",
            f'<meta name="description" content="{esc(self.lede(doc))}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Onde France">',
            '<meta property="og:locale" content="fr_FR">',
        ]
        if doc.is_article:
            metas.append('<meta property="og:type" content="article">')
            if not doc.extra.get("nold"):
                if doc.extra.get("episode"):
                    ld = {
                        "@context": "https://schema.org",
                        "@type": "PodcastEpisode",
                        "name": doc.title,
                        "url": url,
                        "datePublished": doc.iso,
                        "timeRequired": "PT" + doc.extra["dur"].split()[0] + "M",
                        "partOfSeries": {"@type": "PodcastSeries", "name": doc.extra["show"]},
                        "description": self.lede(doc),
                    }
                else:
                    ld = {
                        "@context": "https://schema.org",
                        "@type": "NewsArticle",
                        "headline": doc.title,
                        "url": url,
                        "datePublished": doc.iso,
                        "dateModified": doc.iso,
                        "author": [{"@type": "Person", "name": a} for a in doc.authors]
                        or {"@type": "Organization", "name": "Onde Info"},
                        "publisher": {"@type": "Organization", "name": "Onde France"},
                        "articleSection": doc.section,
                    }
                metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "audio":
            metas.append('<meta property="og:type" content="music.song">')
            ld = {
                "@context": "https://schema.org",
                "@type": "PodcastEpisode",
                "name": doc.title,
                "url": url,
                "datePublished": "2026-12-04T07:00:00+01:00" if doc.key == "journal" else "2026-12-03T14:00:00+01:00",
                "partOfSeries": {"@type": "PodcastSeries", "name": doc.extra["show"]},
            }
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            metas.append('<meta property="og:type" content="website">')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="Nav-item">{self.a(k, t, "nav")}</li>'
            if k in self.docs
            else f'<li class="Nav-item"><a href="{k}">{t}</a></li>'
            for k, t in (
                ("home", "Accueil"),
                ("societe", "Société"),
                ("/ondeinfo/politique", "Politique"),
                ("/ondeinfo/international", "International"),
                ("/ondeinfo/economie", "Économie"),
                ("/ondeinfo/culture", "Culture"),
                ("grille", "Grille des programmes"),
                ("/ondeinfo/podcasts", "Podcasts"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="fr">
<head>
{self.head(doc)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/client/_app/immutable/assets/app.3c1f9e2a.css">
<style>/*PAD*/</style>
</head>
<body>
<div id="svelte">
<header class="Header"><a class="SkipLink" href="#main">Aller au contenu principal</a>
<div class="Header-logo">{self.a("home", "Onde Info", "nav", 'aria-label="Onde Info, retour à l’accueil"', '<svg aria-hidden="true"><use href="#logo-ondeinfo"></use></svg>')}</div>
<nav class="Nav" aria-label="Menu principal"><ul>{nav}</ul></nav>
<div class="Header-live"><button class="ReplayButton" aria-label="Écouter le direct">Direct</button> <span>La matinale</span></div>
{self.a("recherche", "Rechercher", "nav", 'class="Header-search"')}
</header>
<main id="main">
{main}
</main>
<footer class="Footer">
<ul class="Footer-links">
<li>{self.a("apropos", "Qui sommes-nous ?", "footer")}</li>
<li><a href="/mentions-legales">Mentions légales</a></li>
<li><a href="/donnees-personnelles">Données personnelles</a></li>
<li><a href="/gestion-des-cookies">Gestion des cookies</a></li>
<li><a href="/accessibilite">Accessibilité : partiellement conforme</a></li>
<li><a href="/mediateur">Le médiateur</a></li>
<li>{self.a("grille", "Grille des programmes", "footer")}</li>
<li><a href="https://www.ondefrance.test/ondeinfo/rss">Flux RSS</a></li>
</ul>
<p>© Onde France 2026</p>
</footer>
<div class="Didomi-banner" role="dialog" aria-label="Consentement"><p>Avec votre accord, nous et nos partenaires utilisons des cookies ou technologies similaires pour mesurer l\u2019audience et personnaliser les contenus.</p><button>Accepter</button> <button>Refuser</button> <button>Paramétrer</button></div>
</div>
<script type="module" src="/client/_app/immutable/entry/start.7a2d4e.js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.authors:
            names = ", ".join(
                self.a("personne", a, "byline") if a in PERSON else f'<a href="/personnes/{slug(a)}">{esc(a)}</a>'
                for a in doc.authors
            )
            return f'<p class="ArticleHero-author">{esc(doc.extra.get("bylabel", "Par"))} {names}</p>'
        if doc.extra.get("credit"):
            return f'<p class="ArticleHero-author">{esc(doc.extra["credit"])}</p>'
        return ""

    def credits(self, doc: Doc) -> str:
        items = "".join(f'<li class="Credits-item">{esc(c)}</li>' for c in doc.extra.get("credits", []))
        return f'<ul class="Credits">{items}</ul>' if items else ""

    def story_main(self, doc: Doc) -> str:
        share = '<div class="ShareBar"><a href="https://www.facebook.com/sharer/sharer.php">Partager sur Facebook</a> <a href="https://twitter.com/intent/tweet">Partager sur X</a> <a href="mailto:?subject=Onde%20Info">Envoyer par e-mail</a> <button>Copier le lien</button></div>'
        related = "".join(
            f'<li class="CardArticle">{self.a(k, self.docs[k].title, "related")}</li>' for k in ARTS if k != doc.key
        )
        sujet = (
            f'<div class="Tags">{self.a("sujet", "Agriculture", "tags")} <a href="/sujets/alimentation">Alimentation</a></div>'
            if doc.extra.get("sujet")
            else '<div class="Tags"><a href="/sujets/france">France</a></div>'
        )
        if doc.extra.get("episode"):
            return f"""<article class="CoverEpisode">
<p class="CoverEpisode-show"><a href="/ondeinfo/podcasts/{esc(doc.path.split("/")[3])}">{esc(doc.extra["show"])}</a></p>
<h1 class="CoverEpisode-title">{esc(doc.title)}</h1>
{self.byline(doc)}
<p class="CoverEpisode-date">{esc(doc.stamp)}</p>
<button class="ReplayButton" data-duration="{esc(doc.extra["dur"])}">Écouter ({esc(doc.extra["dur"])})</button>
<a class="DownloadButton" href="https://media.ondefrance.test/ondeinfo/{doc.key}.mp3">Télécharger</a>
<div class="Expression">
{self.blocks(doc, p_tag='<p class="Paragraph">')}
</div>
{self.credits(doc)}
{share}
{sujet}
</article>
<section class="Related"><h2>Écouter plus tard</h2><ul>{related}</ul></section>
<section class="Related"><h2>Dans la même émission</h2><ul><li><a href="/ondeinfo/podcasts/{esc(doc.path.split("/")[3])}/episode-precedent-4512001">Épisode précédent</a></li><li>{self.a("grille", "Voir la grille des programmes", "related")}</li></ul></section>"""
        kicker = (
            f'<span class="ArticleHero-kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        )
        return f"""<article class="Article">
<div class="ArticleHero">
<p class="ArticleHero-section">{esc(doc.section)}</p>
{kicker}
<h1 class="ArticleHero-title">{esc(doc.title)}</h1>
<p class="ArticleHero-standFirst">{esc(doc.dek)}</p>
{self.byline(doc)}
<p class="ArticleHero-date">{esc(doc.stamp)}</p>
</div>
<figure class="ArticleHero-visual"><img src="https://www.ondefrance.test/s3/cruiser-production/2026/12/{doc.key}.jpg" alt=""><figcaption>© Maxppp - Photo d\u2019illustration</figcaption></figure>
{share}
<div class="Article-body">
{self.blocks(doc, p_tag='<p class="Paragraph">')}
</div>
<aside class="Article-listen"><h2>À écouter</h2>{self.a("journal", "Le journal de 7h du vendredi 04 décembre 2026", "related")}</aside>
{sujet}
</article>
<section class="Related"><h2>À lire aussi</h2><ul>{related}</ul></section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            stamp = d.stamp or "Publié le vendredi 4 décembre 2026"
            label = f"Écouter ({d.extra['dur']})" if d.kind == "audio" or d.extra.get("episode") else d.section
            cards.append(
                f'<div class="CardArticle"><span class="CardArticle-label">{esc(label)}</span><h3 class="CardArticle-title">{self.a(k, d.title, "content")}</h3><p class="CardArticle-date">{esc(stamp.replace("Publié le ", ""))}</p></div>'
            )
        head = f'<h1 class="Page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += '<p class="Person-role">Journaliste au service Société d\u2019Onde Info. Spécialiste des questions agricoles et de santé.</p>'
        elif doc.kind == "search":
            head += '<form action="/recherche"><input type="search" name="term" value="agriculteurs"></form><p>2 résultats pour « agriculteurs »</p>'
        pager = ""
        if doc.key == "societe":
            pager = f'<nav class="Pagination"><span aria-current="page">1</span> {self.a("societe2", "2", "pagination")} {self.a("societe2", "Page suivante", "pagination")}</nav>'
        elif doc.key == "societe2":
            pager = f'<nav class="Pagination">{self.a("societe", "Page précédente", "pagination")} {self.a("societe", "1", "pagination")} <span aria-current="page">2</span></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="Home-more"><h2>Thèmes</h2>{self.a("sujet", "Agriculture", "content")} · {self.a("personne", "Marie Dupont", "content")} · {self.a("societe", "Société", "content")} · {self.a("grille", "Grille des programmes", "content")}</section>'
        return f'<section class="Page">{head}<div class="CardList">{"".join(cards)}</div>{pager}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "audio":
            return f"""<article class="CoverEpisode">
<p class="CoverEpisode-show"><a href="/ondeinfo/podcasts/{esc(doc.path.split("/")[3])}">{esc(doc.extra["show"])}</a></p>
<h1 class="CoverEpisode-title">{esc(doc.title)}</h1>
<p class="CoverEpisode-date">{"Publié le vendredi 4 décembre 2026 à 07:00" if doc.key == "journal" else "Publié le jeudi 3 décembre 2026 à 14:00"}</p>
<button class="ReplayButton" data-duration="{esc(doc.extra["dur"])}">Écouter ({esc(doc.extra["dur"])})</button>
<div class="CoverEpisode-standFirst">{self.blocks(doc, p_tag='<p class="Paragraph">')}</div>
{self.credits(doc)}
<section class="Related"><h2>À lire aussi</h2><ul><li>{self.a("a7", self.docs["a7"].title, "related")}</li><li>{self.a("beurre", self.docs["beurre"].title, "related")}</li></ul></section>
</article>"""
        if doc.kind == "schedule":
            slots = []
            for b in doc.blocks:
                parts = b[1].split(" | ")
                show = parts[1]
                link = {
                    "Le journal de 7h": "journal",
                    "Le billet éco": "beurre",
                    "La science en questions": "sciences",
                }.get(show)
                title = self.a(link, show, "content") if link else esc(show)
                slots.append(
                    f'<li class="Grid-slot"><span class="Grid-time">{parts[0]}</span> <span class="Grid-show">{title}</span>{" <span class=Grid-hosts>" + esc(parts[2]) + "</span>" if len(parts) > 2 else ""}</li>'
                )
            return f'<section class="Page"><h1 class="Page-title">{esc(doc.title)}</h1><p class="Grid-day">Vendredi 4 décembre</p><ul class="Grid">{"".join(slots)}</ul></section>'
        body = self.blocks(doc, p_tag='<p class="Paragraph">')
        return f'<section class="Page"><h1 class="Page-title">{esc(doc.title)}</h1>{body}</section>'
