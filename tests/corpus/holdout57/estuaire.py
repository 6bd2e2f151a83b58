# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; French typography is deliberate)
"""Le Courrier de l'Estuaire: a Nantes / Saint-Nazaire regional site on **Drupal 10** (`node--type-article`,
`field--name-body`, path aliases `/loire-atlantique/saint-nazaire/<slug>-<nid>`, the zero-based pager
`?page=1` for page 2, `/tags/…`, `/auteur/…`, `/recherche?keys=`), French, UTF-8.

The story body is **split over sibling containers**: the first paragraphs in `<div class="field--name-body">`, then
an ad slot (`<div class="ad-slot">`), then `<div class="article-continue">` with a "Continuer la lecture" button and
the rest of the text; a long story has a third container after an "À lire aussi" box. The headline is in a
`<header class="article-header">` **outside `<main>`**, and the page has **two `<h1>`**: the logo and the
headline. The byline comes **after the body**: "Reportage : Claire Dubois", "Par Antoine Giraud", "Propos recueillis
par Marc Leroy", "Texte : Léa Morvan. Photos : Yann Le Goff" (the photographer is not an author), "La rédaction
avec AFP" (no person). Dates "Publié le 04/12/2026 à 21h40" (Paris, +01:00 in December). Metadata: `og:title` is
an SEO title that differs from the headline on two stories; `NewsArticle` JSON-LD in +01:00, the storm story's in
**UTC** (23:20Z on 4 Dec = 00h20 on 5 Dec in Paris), the editorial with `author` the site (Organization), the
bridge brief with none."""

from __future__ import annotations

import json
import zlib

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["paquebot", "pont", "marche", "loire", "edito", "tempete", "handball", "tartuffe"]
AUTHOR_PAGES = {"Claire Dubois": "auteur"}


class Estuaire(Base):
    origin = "https://www.courrier-estuaire.test"
    name = "Le Courrier de l'Estuaire"
    prefix = "cde"
    language = "fr"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cde",
            [
                ".site-header",
                ".article-header",
                ".field--name-body",
                ".article-continue",
                ".ad-slot",
                ".signature",
                ".block-views-block-a-lire-aussi",
                ".region-footer",
                ".tarteaucitron",
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
                "Le Courrier de l'Estuaire",
                "drupal-home",
                list=["tempete", "paquebot", "marche", "pont", "loire", "handball", "tartuffe", "edito"],
                more="sn2",
            )
        )
        add(
            page(
                "sn",
                "/loire-atlantique/saint-nazaire",
                "section",
                "Saint-Nazaire",
                "drupal-term-front",
                list=["paquebot", "pont", "handball", "loire"],
                more="sn2",
            )
        )
        add(
            page(
                "sn2",
                "/loire-atlantique/saint-nazaire?page=1",
                "section",
                "Saint-Nazaire",
                "drupal-term-page2-zero-based",
                list=["edito", "tempete", "tartuffe"],
                prev="sn",
            )
        )
        add(page("tag", "/tags/chantiers-navals", "tag", "Chantiers navals", "drupal-tag", list=["paquebot", "edito"]))
        add(
            page(
                "auteur",
                "/auteur/claire-dubois",
                "author",
                "Claire Dubois",
                "drupal-user-profile",
                list=["paquebot", "marche"],
                bio="Journaliste à l'agence de Saint-Nazaire depuis 2017, Claire Dubois suit l'industrie navale, le port et l'environnement de l'estuaire.",
            )
        )
        add(
            page(
                "recherche",
                "/recherche?keys=pont",
                "search",
                "Recherche : pont",
                "drupal-search-api",
                list=["pont", "edito"],
            )
        )
        add(
            page(
                "about",
                "/qui-sommes-nous",
                "about",
                "Qui sommes-nous ?",
                "drupal-basic-page",
                [
                    "Le Courrier de l'Estuaire est un média d'information régionale fondé en 2009 à Saint-Nazaire. Ses vingt-deux journalistes, répartis entre Saint-Nazaire, Nantes et La Baule, couvrent l'actualité de la Loire-Atlantique.",
                    "Le site est édité par la SAS Presse de l'Estuaire, au capital de 150 000 euros, dont le siège est situé 12, rue de la Paix, 44600 Saint-Nazaire. Directrice de la publication : Hélène Marchand.",
                    "Nous sommes signataires de la Charte d'éthique professionnelle des journalistes. Pour signaler une erreur, écrivez à redaction@courrier-estuaire.test.",
                ],
            )
        )
        add(
            page(
                "mentions",
                "/mentions-legales",
                "policy",
                "Mentions légales et données personnelles",
                "drupal-basic-page",
                [
                    "Mise à jour le 2 octobre 2026.",
                    "Conformément au Règlement général sur la protection des données, vous disposez d'un droit d'accès, de rectification et d'effacement des données qui vous concernent. Pour l'exercer, adressez-vous au délégué à la protection des données : dpo@courrier-estuaire.test.",
                    "Le site dépose des cookies de mesure d'audience et, avec votre accord, des cookies publicitaires. Vous pouvez modifier vos choix à tout moment depuis le lien « Gestion des cookies » en bas de page.",
                    "Hébergeur : Atlantique Hébergement SARL, 3, quai de la Fosse, 44000 Nantes.",
                ],
            )
        )
        add(
            page(
                "abo",
                "/abonnement",
                "subscribe",
                "Abonnez-vous au Courrier de l'Estuaire",
                "drupal-paywall-offers",
                offers=[
                    (
                        "Numérique",
                        "1 € le premier mois, puis 7,99 € par mois",
                        "Tous les articles, l'édition du jour, les newsletters",
                    ),
                    (
                        "Numérique + week-end",
                        "14,90 € par mois",
                        "Le site, l'application et le journal papier livré le samedi",
                    ),
                    ("Intégral", "29,90 € par mois", "Le journal papier chaque jour et l'accès numérique illimité"),
                ],
            )
        )
        add(
            page(
                "video",
                "/videos/le-paquebot-sort-de-la-forme-joubert-6103",
                "video",
                "Vidéo. Le paquebot sort de la forme Joubert",
                "drupal-video-node",
                desc="Les images de la sortie du navire, jeudi matin, filmées depuis la terrasse panoramique de la base sous-marine.",
            )
        )
        add(
            story(
                "paquebot",
                "/loire-atlantique/saint-nazaire/le-paquebot-aurora-quitte-la-forme-joubert-pour-ses-premiers-essais-6098",
                "Saint-Nazaire : l'« Aurora » quitte la forme Joubert pour ses premiers essais en mer",
                "2026-12-04",
                "2026-12-04T11:05:00+01:00",
                "Publié le 04/12/2026 à 11h05",
                ["Claire Dubois"],
                [
                    "Il était 7 h 40, jeudi matin, quand les premiers remorqueurs ont tendu leurs aussières. Sous un ciel encore sombre, plusieurs centaines de curieux s'étaient massés sur le quai et sur la terrasse de la base sous-marine pour voir sortir l'« Aurora », le plus grand paquebot jamais construit par les Chantiers Estuaire Marine.",
                    "Long de 362 mètres, haut de vingt ponts, le navire a mis un peu plus de deux heures pour quitter la forme Joubert et rejoindre le bassin de Penhoët, d'où il partira lundi pour une première série d'essais au large de Belle-Île.",
                    "---",
                    "« C'est toujours un moment particulier, on a l'impression de voir partir un enfant », confie Patrick Le Bihan, soudeur depuis vingt-huit ans sur le site. Comme lui, près de 3 000 salariés et 5 000 sous-traitants ont travaillé sur le navire depuis la découpe de la première tôle, en février 2024.",
                    "## Deux semaines d'essais",
                    "Pendant deux semaines, une équipe de 450 personnes va tester la propulsion, la manœuvrabilité et les systèmes de sécurité. Le navire devra notamment atteindre sa vitesse maximale de 22 nœuds et réaliser un arrêt d'urgence. « Ce sont des essais exigeants, mais le navire est prêt », assure le directeur des programmes, Olivier Tessier.",
                    "L'« Aurora » est le premier paquebot de sa catégorie à fonctionner au gaz naturel liquéfié avec une part de biocarburant. Selon l'armateur, ses émissions de CO2 par passager seront inférieures de 25 % à celles de la génération précédente.",
                    "---",
                    "La livraison est prévue fin mars. Le navire doit ensuite rejoindre la Méditerranée, où il effectuera sa croisière inaugurale au départ de Marseille. Il pourra accueillir 6 700 passagers et 2 300 membres d'équipage.",
                    "Pour les chantiers, la sortie de l'« Aurora » marque aussi le début d'une période plus incertaine. Le carnet de commandes est rempli jusqu'en 2030, mais les syndicats s'inquiètent du recours croissant à la sous-traitance étrangère. « On construit les plus beaux bateaux du monde, il faut que les emplois restent ici », insiste Gwenaëlle Jaouen, déléguée CGT.",
                    "Sur le quai, les spectateurs sont restés jusqu'au dernier moment. Certains avaient apporté un thermos de café, d'autres des jumelles. « Mon père a construit le \"Normandie\", moi j'ai travaillé sur les méthaniers, et aujourd'hui je viens voir celui-là avec mon petit-fils », raconte Jean-Yves, 81 ans. « À Saint-Nazaire, les bateaux, on les a dans le sang. »",
                ],
                "three-containers-ad-continue-readalso",
                section="Saint-Nazaire",
                dek="Le plus grand paquebot jamais construit sur le site est sorti jeudi matin de sa forme de construction, sous les yeux de centaines de Nazairiens.",
                seo="Paquebot Aurora Saint-Nazaire : sortie de la forme Joubert et essais en mer | Chantiers Estuaire Marine",
                credit="Reportage : ",
                tag=True,
                video=True,
                ld="person",
            )
        )
        add(
            story(
                "pont",
                "/loire-atlantique/saint-nazaire/le-pont-de-saint-nazaire-ferme-trois-nuits-6101",
                "Le pont de Saint-Nazaire fermé trois nuits pour inspection",
                "2026-12-04",
                None,
                "Publié le 04/12/2026 à 16h30",
                ["Antoine Giraud"],
                [
                    "Le pont de Saint-Nazaire sera totalement fermé à la circulation les nuits du 8, 9 et 10 décembre, de 21 heures à 6 heures, annonce le Département de Loire-Atlantique. Ces fermetures doivent permettre l'inspection annuelle des câbles et des joints de dilatation de l'ouvrage.",
                    "---",
                    "Pendant les fermetures, les automobilistes devront passer par le pont de Cheviré, à Nantes, soit un détour d'environ 90 kilomètres. Les véhicules de secours pourront franchir le pont à tout moment. Une navette gratuite sera mise en place pour les travailleurs de nuit des deux rives, sur réservation.",
                ],
                "brief-two-containers-no-jsonld",
                section="Saint-Nazaire",
                credit="Par ",
                ld="",
            )
        )
        add(
            story(
                "marche",
                "/loire-atlantique/nantes/marche-de-noel-140-chalets-grande-roue-6087",
                "Marché de Noël de Nantes : 140 chalets et le retour de la grande roue",
                "2026-12-03",
                "2026-12-03T18:20:00+01:00",
                "Publié le 03/12/2026 à 18h20",
                ["Léa Morvan"],
                [
                    "Les chalets sont montés, les guirlandes accrochées et l'odeur de vin chaud flotte déjà sur la place Royale. Le marché de Noël de Nantes ouvre ses portes ce vendredi à 11 heures et s'étendra cette année jusqu'au cours des Cinquante-Otages, avec 140 exposants, vingt de plus qu'en 2025.",
                    "Parmi les nouveautés, un « village des créateurs » installé place du Commerce réunira une quarantaine d'artisans de la région : céramistes, couteliers, tisserands ou encore fabricants de jouets en bois. « On voulait mettre en avant ceux qui fabriquent ici, pas seulement ceux qui revendent », explique Manon Perrot, chargée du marché à la Ville.",
                    "---",
                    "La grande roue, absente l'an dernier pour cause de travaux, fait son retour sur la place de la Petite-Hollande. Haute de 45 mètres, elle offrira une vue sur l'île de Nantes et sur la Loire. Le tour coûtera 6 euros pour les adultes et 4 euros pour les moins de 12 ans.",
                    "Côté gourmandises, les incontournables seront au rendez-vous : vin chaud, crêpes, churros et tartiflette. Mais la Ville a aussi demandé aux exposants de proposer davantage de produits locaux. On trouvera ainsi un chalet consacré au muscadet, un autre aux biscuits nantais et un troisième aux fromages du pays de Retz. Les gobelets consignés, introduits l'an dernier, sont reconduits : 1 euro la consigne, remboursée au retour du gobelet.",
                    "## Sécurité renforcée",
                    "Comme chaque année, le périmètre sera sécurisé par des blocs de béton et des agents contrôleront les sacs aux entrées principales. La préfecture a demandé un renfort de vingt policiers les week-ends.",
                    "Les commerçants du centre-ville comptent sur l'affluence pour terminer l'année. L'an dernier, le marché avait attiré près de 900 000 visiteurs en cinq semaines. Il sera ouvert tous les jours de 11 heures à 20 heures, et jusqu'à 22 heures le vendredi et le samedi, jusqu'au 31 décembre.",
                ],
                "two-containers-text-photos-credit",
                section="Nantes",
                credit="Texte : ",
                photos="Photos : Yann Le Goff",
                ld="person",
            )
        )
        add(
            story(
                "loire",
                "/loire-atlantique/entretien-la-loire-est-un-fleuve-qu-il-faut-apprendre-a-ecouter-6079",
                "« La Loire est un fleuve qu'il faut apprendre à écouter »",
                "2026-12-02",
                "2026-12-02T07:00:00+01:00",
                "Publié le 02/12/2026 à 07h00",
                ["Marc Leroy"],
                [
                    "Hydrologue au laboratoire de l'université de Nantes, Nathalie Guérin étudie depuis vingt ans la dynamique de l'estuaire. Elle publie cette semaine un livre grand public, « Le fleuve et la marée », où elle raconte comment la Loire a été transformée par l'homme.",
                    "Q: Pourquoi ce livre maintenant ? || Parce que l'estuaire change plus vite que jamais et que le débat public reste souvent caricatural. On oppose le port et la nature, les agriculteurs et les pêcheurs. J'ai voulu expliquer simplement ce qui se passe sous la surface.",
                    "Q: Qu'est-ce qui a le plus changé ? || La profondeur du chenal. Pour faire passer des navires toujours plus gros, on a creusé, année après année. Résultat : la marée remonte beaucoup plus loin qu'avant, jusqu'au-delà de Nantes, et elle apporte du sel et de la vase.",
                    "---",
                    "Q: Quelles conséquences pour les habitants ? || Elles sont multiples. L'eau est plus turbide, certaines espèces de poissons disparaissent, et les zones humides autour du lac de Grand-Lieu subissent des variations qu'elles ne connaissaient pas. Pour les agriculteurs du marais, la remontée du sel est une vraie menace.",
                    "Q: Peut-on revenir en arrière ? || Pas complètement, mais on peut rééquilibrer. Des projets de rehaussement de la ligne d'eau sont à l'étude, notamment entre Nantes et Ancenis. Ce sont des chantiers longs et coûteux, qui demandent de la patience.",
                    "Q: Et le changement climatique ? || Il accélère tout. Les étiages sont plus sévères l'été, les crues plus brutales l'hiver. Avec la hausse du niveau de la mer, la marée va remonter encore. Il faut s'y préparer maintenant, pas dans trente ans.",
                    "Q: Que conseillez-vous à vos lecteurs ? || D'aller voir le fleuve. De marcher sur les bords de Loire à Paimbœuf ou à Couëron, d'observer la marée. On protège mieux ce que l'on connaît.",
                ],
                "interview-qa-split-propos-recueillis",
                section="Loire-Atlantique",
                credit="Propos recueillis par ",
                dek="L'hydrologue nantaise Nathalie Guérin publie un livre sur l'estuaire. Elle alerte sur la remontée de la marée et du sel.",
                ld="person",
            )
        )
        add(
            story(
                "edito",
                "/opinions/editorial-l-estuaire-merite-mieux-qu-une-querelle-de-clochers-6094",
                "L'estuaire mérite mieux qu'une querelle de clochers",
                "2026-12-03",
                "2026-12-03T20:00:00+01:00",
                "Publié le 03/12/2026 à 20h00",
                ["Hélène Marchand"],
                [
                    "Il aura suffi d'une réunion à la préfecture pour rallumer une vieille rivalité. Nantes veut son nouveau terminal fluvial, Saint-Nazaire réclame la priorité pour l'extension de son port. Et chacun de brandir ses chiffres, ses emplois et ses électeurs.",
                    "Cette querelle a quelque chose d'absurde. Les deux villes partagent le même fleuve, le même bassin d'emploi et, de plus en plus, les mêmes habitants : des milliers de personnes font chaque jour la navette entre les deux agglomérations. Ce qui est bon pour l'une l'est rarement au détriment de l'autre.",
                    "Les chiffres avancés de part et d'autre méritent d'ailleurs d'être pris avec prudence. Chaque camp additionne les emplois directs, indirects et induits avec une générosité qui ferait rougir un commissaire aux comptes. Personne, en revanche, ne dit un mot du coût d'entretien des futures installations, ni de leur impact sur les marais et les vasières qui font la richesse écologique de l'estuaire.",
                    "---",
                    "L'estuaire de la Loire a besoin d'une vision commune. Le port doit se transformer, abandonner progressivement les hydrocarbures, accueillir l'éolien en mer et les nouvelles industries. Ce virage ne se fera pas en dispersant l'argent public entre deux projets concurrents.",
                    "Il ne se fera pas non plus sans les habitants. Les riverains de Donges, de Montoir ou de Paimbœuf vivent au quotidien avec les nuisances industrielles. Ils ont leur mot à dire sur ce que deviendra leur territoire.",
                    "Les élus ont l'occasion, en ce mois de décembre, de montrer qu'ils savent travailler ensemble. Le futur schéma portuaire doit être voté au printemps. D'ici là, qu'ils rangent leurs clochers et sortent leurs cartes : celles du fleuve, qui ne connaît pas les frontières communales.",
                ],
                "editorial-signed-ld-organization",
                section="Opinions",
                credit="Par ",
                kicker="Éditorial",
                seo="Éditorial : Nantes, Saint-Nazaire et le port, la querelle de trop",
                ld="org",
                tag=True,
            )
        )
        add(
            story(
                "tempete",
                "/france-monde/tempete-gerard-40-000-foyers-prives-d-electricite-dans-l-ouest-6104",
                "Tempête Gérard : 40 000 foyers privés d'électricité dans l'Ouest",
                "2026-12-05",
                "2026-12-04T23:20:00Z",
                "Publié le 05/12/2026 à 00h20",
                [],
                [
                    "La tempête Gérard a balayé la façade atlantique dans la soirée de vendredi, avec des rafales mesurées à 128 km/h à la pointe de Chémoulin et à 117 km/h à Belle-Île. Vers minuit, près de 40 000 foyers étaient privés d'électricité en Loire-Atlantique, dans le Morbihan et en Vendée, selon le gestionnaire du réseau.",
                    "Les pompiers de Loire-Atlantique ont effectué plus de 300 interventions, principalement pour des chutes d'arbres et des toitures arrachées. Aucun blessé grave n'était signalé en début de nuit.",
                    "À Saint-Nazaire, un arbre s'est abattu sur une voiture en stationnement boulevard Wilson, sans faire de victime. À Pornic, plusieurs bateaux de plaisance ont rompu leurs amarres dans le port de la Noëveillard. La mairie de La Baule a fermé le front de mer aux piétons dès 21 heures, les vagues franchissant la digue par endroits.",
                    "---",
                    "La circulation des trains a été interrompue entre Nantes et Le Croisic jusqu'à samedi midi, le temps de dégager les voies. Le pont de Saint-Nazaire a été fermé aux poids lourds et aux deux-roues pendant plusieurs heures.",
                    "Le gestionnaire du réseau électrique a mobilisé 600 techniciens, dont des renforts venus de Normandie et du Centre-Val de Loire. Il espère rétablir le courant chez la majorité des foyers concernés d'ici samedi soir, mais prévient que certaines zones rurales, où les lignes ont été arrachées par des chutes d'arbres, pourraient attendre jusqu'à dimanche.",
                    "Météo-France maintenait la vigilance orange pour vents violents sur quatre départements jusqu'à samedi 6 heures. Les prévisionnistes attendent une accalmie progressive dans la matinée, mais de nouvelles averses orageuses sont annoncées dans l'après-midi.",
                ],
                "agency-late-night-utc-iso",
                section="France-Monde",
                desk="La rédaction avec AFP",
                ld="none-author",
            )
        )
        add(
            story(
                "handball",
                "/sports/handball-le-hbc-presqu-ile-s-offre-le-leader-6096",
                "Handball : le HBC Presqu'île s'offre le leader",
                "2026-12-03",
                "2026-12-03T23:05:00+01:00",
                "Publié le 03/12/2026 à 23h05",
                ["Julien Bréhier"],
                [
                    "Personne ne l'avait vu venir, et surtout pas les joueurs de Rezé. Mercredi soir, devant une salle des Fougerais comble, le HBC Presqu'île a battu le leader de Nationale 1 sur le score de 31 à 28, mettant fin à une série de onze victoires consécutives de son adversaire.",
                    "Menés de quatre buts à la mi-temps (13-17), les Nazairiens ont renversé la rencontre grâce à une défense beaucoup plus agressive et aux arrêts de leur gardien, Thomas Kerjean, auteur de quinze parades dont deux jets de sept mètres. L'arrière gauche Yanis Belkacem a terminé meilleur marqueur avec neuf buts.",
                    "Le match avait pourtant mal commencé. Rezé, emmené par un Hugo Lemarchand infatigable à la mène, a pris le large dès le premier quart d'heure (4-9), profitant des pertes de balle nazairiennes en attaque placée. Il a fallu un temps mort et le passage à une défense 5-1 pour que les locaux limitent les dégâts avant la pause.",
                    "---",
                    "« À la pause, on s'est dit les choses. On n'avait rien à perdre, et on a joué comme ça », résumait l'entraîneur Frédéric Cado, encore ému au bord du terrain. « Ce soir, le public nous a portés. »",
                    "Dans les tribunes, les 1 200 spectateurs ont fêté la victoire de longues minutes. Le club, qui vise le maintien cette saison, n'avait plus battu un leader depuis son accession en Nationale 1, il y a trois ans.",
                    "Avec cette victoire, le HBC Presqu'île remonte à la cinquième place du classement. Il se déplacera samedi 12 décembre à Angers, avant la trêve.",
                ],
                "sports-recap-split",
                section="Sports",
                credit="Par ",
                ld="person",
            )
        )
        add(
            story(
                "tartuffe",
                "/culture/critique-au-grand-t-un-tartuffe-sans-perruque-et-sans-temps-mort-6090",
                "Au Grand T, un « Tartuffe » sans perruque et sans temps mort",
                "2026-12-03",
                "2026-12-03T09:30:00+01:00",
                "Publié le 03/12/2026 à 09h30",
                ["Sophie Lemaire"],
                [
                    "Pas de perruques, pas de chandeliers, pas de lourdes tentures : le « Tartuffe » que présente la compagnie nantaise Les Veilleurs jusqu'au 12 décembre au Grand T se joue dans une cuisine en Formica, quelque part dans les années 1970. Le pari pouvait sembler risqué. Il est gagné.",
                    "La metteuse en scène Camille Rigaud a fait de la maison d'Orgon une famille de la classe moyenne que l'arrivée d'un beau parleur fait voler en éclats. Le texte de Molière est respecté à la virgule près, mais les alexandrins, dits sans emphase, sonnent étonnamment neufs.",
                    "---",
                    "Dans le rôle-titre, Baptiste Morin compose un Tartuffe inquiétant de douceur, un gourou en pull à col roulé qui ne hausse jamais la voix. Face à lui, Inès Carvalho campe une Dorine irrésistible, qui commente l'action en épluchant des pommes de terre. La scène du dîner, au troisième acte, provoque des éclats de rire dans toute la salle.",
                    "La scénographie, signée Paul Ferrand, réserve quelques surprises. Le cabinet où se cache Damis devient un grand réfrigérateur américain, et la table sous laquelle Orgon surprend Tartuffe est une table à rallonges qui ne cesse de s'allonger au fil de la scène. Les costumes, chinés dans les friperies nantaises, achèvent de situer l'action dans une époque où la télévision trône au milieu du salon.",
                    "On regrettera seulement un dernier acte un peu précipité, où la mise en scène semble hésiter entre la farce et le drame. Mais ces deux heures filent sans temps mort, et le public de la première, mardi soir, a longuement applaudi la troupe.",
                    "« Tartuffe », par la compagnie Les Veilleurs, au Grand T, à Nantes, jusqu'au 12 décembre. Durée : 2 heures. Tarifs : de 12 à 28 euros.",
                ],
                "review-split-practical-line",
                section="Culture",
                credit="Par ",
                kicker="Critique",
                ld="person",
            )
        )

    def split_body(self, doc: Doc) -> list[list[tuple]]:
        parts: list[list[tuple]] = [[]]
        for b in doc.blocks:
            if b[0] == "split":
                parts.append([])
            else:
                parts[-1].append(b)
        return parts

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        og_title = doc.extra.get("seo", doc.title)
        desc = doc.dek or (
            self.lede(doc) if doc.is_article else "L'actualité de Saint-Nazaire, Nantes et de la Loire-Atlantique."
        )
        meta = [
            f"<title>{esc(og_title if doc.is_article else doc.title)} | Le Courrier de l'Estuaire</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:site_name" content="{esc(self.name)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:title" content="{esc(og_title)}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            '<meta name="twitter:card" content="summary_large_image">',
        ]
        if doc.is_article:
            meta.append(
                f'<meta property="og:image" content="https://www.courrier-estuaire.test/sites/default/files/styles/og/public/2026-12/{zlib.crc32(doc.key.encode()) % 99991}.jpg">'
            )
            if doc.iso:
                meta.append(f'<meta property="article:published_time" content="{doc.iso}">')
            meta.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            ld_kind = doc.extra.get("ld")
            if ld_kind:
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.extra.get("seo", doc.title),
                    "description": desc,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                    "publisher": {
                        "@type": "NewsMediaOrganization",
                        "name": self.name,
                        "logo": {
                            "@type": "ImageObject",
                            "url": "https://www.courrier-estuaire.test/themes/custom/cde/logo.png",
                        },
                    },
                    "isAccessibleForFree": "True",
                }
                if ld_kind == "person":
                    ld["author"] = [
                        {"@type": "Person", "name": a, "url": self.url("auteur") if a in AUTHOR_PAGES else None}
                        for a in doc.authors
                    ]
                    for a in ld["author"]:
                        if a["url"] is None:
                            del a["url"]
                elif ld_kind == "org":
                    ld["author"] = {"@type": "Organization", "name": self.name}
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(meta)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (("home", "À la une"), ("sn", "Saint-Nazaire"))
        )
        nav += "".join(
            f'<li class="menu-item"><a href="/{s}">{t}</a></li>'
            for s, t in (
                ("loire-atlantique/nantes", "Nantes"),
                ("loire-atlantique/la-baule", "La Baule"),
                ("sports", "Sports"),
                ("culture", "Culture"),
                ("opinions", "Opinions"),
            )
        )
        header_extra = ""
        if doc.is_article:
            header_extra = self.article_header(doc)
        return f"""<!DOCTYPE html>
<html lang="fr" dir="ltr" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
{self.head(doc)}
<link rel="icon" href="/themes/custom/cde/favicon.ico" type="image/vnd.microsoft.icon">
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq3kP0vT9.css?delta=0&amp;language=fr&amp;theme=cde">
<style>/*PAD*/</style>
<script src="/sites/default/files/js/js_tarteaucitron.js" defer></script>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{"article" if doc.is_article else doc.kind}","section":"{esc(doc.section or doc.title)}"}});</script>
</head>
<body class="path-{"node" if doc.is_article else "taxonomy"} page-{doc.kind}">
<a href="#main" class="visually-hidden focusable skip-link">Aller au contenu principal</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="topbar"><span class="date-du-jour">Vendredi 4 décembre 2026</span> {self.a("abo", "Je m'abonne", "nav", 'class="btn-abo"')} <a href="/user/login" class="login">Se connecter</a></div>
<header class="site-header" role="banner">
<h1 class="logo">{self.a("home", "Le Courrier de l'Estuaire", "nav", 'rel="home" title="Accueil"')}</h1>
<nav role="navigation" aria-label="Menu principal" class="menu--main"><ul class="menu">{nav}</ul></nav>
<form class="search-block-form" action="/recherche" method="get"><input type="search" name="keys" placeholder="Rechercher"><button type="submit">OK</button></form>
</header>
{header_extra}
<main id="main" role="main" class="layout-main">
<div class="region region-content">
{main}
</div>
</main>
<footer class="region-footer" role="contentinfo">
<div class="footer-brand">Le Courrier de l'Estuaire — L'info de Saint-Nazaire, Nantes et la Presqu'île</div>
<ul class="menu--footer"><li>{self.a("about", "Qui sommes-nous ?", "footer")}</li><li>{self.a("mentions", "Mentions légales", "footer")}</li><li>{self.a("abo", "Abonnement", "footer")}</li><li><a href="mailto:redaction@courrier-estuaire.test">Contact</a></li><li><a href="/rss.xml">Flux RSS</a></li><li><a href="#tarteaucitron">Gestion des cookies</a></li></ul>
<p class="social"><a href="https://www.facebook.com/courrierestuaire">Facebook</a> <a href="https://www.instagram.com/courrierestuaire">Instagram</a> <a href="https://www.linkedin.com/company/courrier-estuaire">LinkedIn</a></p>
<p class="copyright">© 2026 Presse de l'Estuaire. Tous droits réservés.</p>
</footer>
</div>
<div id="tarteaucitronRoot" class="tarteaucitron"><div class="tarteaucitronAlertBig">Avec votre accord, nous et nos partenaires utilisons des cookies pour mesurer l'audience et vous proposer des publicités adaptées. <button class="tarteaucitronAllow">Tout accepter</button> <button class="tarteaucitronDeny">Continuer sans accepter</button> <button>Personnaliser</button></div></div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{{"path":{{"baseUrl":"\\/","currentLanguage":"fr","currentPath":"node\\/{zlib.crc32(doc.key.encode()) % 9999}"}},"cde_ads":{{"slots":["inread","pave-1","banniere-haute"]}}}}</script>
</body>
</html>"""

    def article_header(self, doc: Doc) -> str:
        kicker = doc.extra.get("kicker") or doc.section
        dek = f'<div class="field field--name-field-chapo">{esc(doc.dek)}</div>' if doc.dek else ""
        return f"""<header class="article-header">
<div class="breadcrumb">{self.a("home", "Accueil", "breadcrumb")} › <span>{esc(doc.section)}</span></div>
<span class="article-kicker">{esc(kicker)}</span>
<h1 class="article-title"><span class="field field--name-title">{esc(doc.title)}</span></h1>
{dek}
<div class="article-meta"><time class="published">{doc.stamp}</time></div>
<figure class="article-lead-image"><img src="/sites/default/files/styles/une/public/2026-12/{zlib.crc32(doc.key.encode()) % 99991}.jpg" alt="" loading="eager"></figure>
</header>"""

    def signature(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<p class="signature">{esc(doc.extra["desk"])}</p>'
        names = " et ".join(self.a(AUTHOR_PAGES[a], a, "byline") if a in AUTHOR_PAGES else esc(a) for a in doc.authors)
        photos = f". {esc(doc.extra['photos'])}" if doc.extra.get("photos") else ""
        return f'<p class="signature">{esc(doc.extra["credit"])}{names}{photos}</p>'

    def story_main(self, doc: Doc) -> str:
        parts = self.split_body(doc)
        out = [
            f'<div class="clearfix text-formatted field field--name-body field--type-text-with-summary">\n{blocks(self, parts[0])}\n</div>'
        ]
        out.append(
            '<div class="ad-slot ad-slot--inread" id="inread"><span class="ad-label">Publicité</span><div id="div-gpt-ad-inread"></div></div>'
        )
        if len(parts) > 1:
            out.append(
                f'<div class="article-continue" id="suite"><button type="button" class="continue-btn" aria-expanded="false">Continuer la lecture</button>\n<div class="article-continue__text">\n{blocks(self, parts[1])}\n</div>\n</div>'
            )
        if len(parts) > 2:
            lire = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ("edito", "video") if k != doc.key
            )
            out.append(
                f'<div class="block-views-block-a-lire-aussi"><h2 class="block-title">À lire aussi</h2><ul>{lire}</ul></div>'
            )
            out.append(f'<div class="article-continue article-continue--more">\n{blocks(self, parts[2])}\n</div>')
        out.append(self.signature(doc))
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="field field--name-field-tags"><span class="label">Mots-clés :</span> {self.a("tag", "Chantiers navals", "content")} <a href="/tags/port-nantes-saint-nazaire">Port Nantes Saint-Nazaire</a></div>'
        url = esc(self.url(doc.key))
        share = f'<div class="share-links"><span>Partager</span> <a href="https://www.facebook.com/sharer/sharer.php?u={url}">Facebook</a> <a href="https://twitter.com/intent/tweet?url={url}">X</a> <a href="https://www.linkedin.com/sharing/share-offsite/?url={url}">LinkedIn</a> <a href="mailto:?subject={esc(doc.title)}&amp;body={url}">E-mail</a></div>'
        video = ""
        if doc.extra.get("video"):
            video = f'<div class="related-video">{self.a("video", "Vidéo. Le paquebot sort de la forme Joubert", "related")}</div>'
        more = "".join(
            f'<article class="node--view-mode-teaser">{self.a(k, self.docs[k].title, "related")}<time>{self.docs[k].stamp.replace("Publié le ", "")}</time></article>'
            for k in [x for x in ARTS if x != doc.key][:5]
        )
        newsletter = '<div class="newsletter-box"><h2>La newsletter du matin</h2><p>Recevez chaque jour à 7 heures l\'essentiel de l\'actualité de l\'estuaire.</p><form action="/newsletter"><input type="email" name="mail" placeholder="Votre adresse e-mail"><button>Je m\'inscris</button></form></div>'
        return f"""<article class="node node--type-article node--view-mode-full" data-history-node-id="{doc.path.rsplit("-", 1)[-1]}">
{chr(10).join(out)}
{tags}
{share}
{video}
</article>
{newsletter}
<div class="block-views-block-articles-recents"><h2 class="block-title">Dans la même rubrique</h2>{more}</div>
<div id="comments" class="comments-closed"><p>Les commentaires sont réservés aux abonnés. {self.a("abo", "Je m'abonne", "content")}</p></div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            img = ""
            if i < 2:
                img = f'<img src="/sites/default/files/styles/teaser/public/2026-12/{zlib.crc32(k.encode()) % 99991}.jpg" alt="" loading="lazy">'
            cards.append(
                f'<article class="node--view-mode-teaser{" is-featured" if i == 0 else ""}">{img}<span class="teaser-kicker">{esc(d.extra.get("kicker") or d.section)}</span><h2 class="teaser-title">{self.a(k, d.title, "content")}</h2><p class="teaser-chapo">{esc(self.lede(d))}</p><time>{d.stamp.replace("Publié le ", "")}</time></article>'
            )
        title = f'<h2 class="page-title">{esc(doc.title)}</h2>' if doc.kind != "home" else ""
        intro = ""
        if doc.kind == "author":
            intro = f'<div class="user-profile"><img src="/sites/default/files/pictures/claire-dubois.jpg" alt="Claire Dubois"><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "search":
            intro = f'<form action="/recherche"><input type="search" name="keys" value="pont"><button>Rechercher</button></form><p class="search-count">{len(doc.extra["list"])} résultats</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pager"><ul><li class="pager__item is-active">1</li><li class="pager__item">{self.a(doc.extra["more"], "2", "pagination")}</li><li class="pager__item pager__item--next">{self.a(doc.extra["more"], "Page suivante ›", "pagination")}</li></ul></nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="pager"><ul><li class="pager__item pager__item--previous">{self.a(doc.extra["prev"], "‹ Page précédente", "pagination")}</li><li class="pager__item">{self.a(doc.extra["prev"], "1", "pagination")}</li><li class="pager__item is-active">2</li></ul></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="block-tendances"><h2 class="block-title">Tendances</h2>{self.a("tag", "Chantiers navals", "content")} · {self.a("sn", "Saint-Nazaire", "content")} · {self.a("auteur", "Les reportages de Claire Dubois", "content")} · {self.a("recherche", "Tout sur le pont", "content")} · {self.a("video", "Vidéo : le paquebot sort de la forme", "content")}</div>'
        return (
            f'<div class="view view-taxonomy-term">\n{title}\n{intro}\n'
            + "\n".join(cards)
            + f"\n{pager}\n{extra}\n</div>"
        )

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "subscribe":
            offers = "".join(
                f'<div class="offer"><h3>{esc(n)}</h3><p class="price">{esc(p)}</p><p>{esc(d)}</p><a href="/abonnement/checkout?offre={i}" class="btn">Choisir</a></div>'
                for i, (n, p, d) in enumerate(doc.extra["offers"])
            )
            return f'<div class="paywall-page"><h1 class="page-title">{esc(doc.title)}</h1><p>Sans engagement, résiliable à tout moment.</p><div class="offers">{offers}</div><p>Déjà abonné ? <a href="/user/login">Connectez-vous</a></p></div>'
        if doc.kind == "video":
            return f'<div class="node--type-video"><h1 class="page-title">{esc(doc.title)}</h1><div class="video-player" data-provider="dailymotion" data-id="x9abc12"><iframe src="https://www.dailymotion.com/embed/video/x9abc12" width="640" height="360" allowfullscreen></iframe></div><p class="video-desc">{esc(doc.extra["desc"])}</p><p>{self.a("paquebot", "Lire notre reportage", "content")}</p></div>'
        return f'<div class="node--type-page"><h2 class="page-title">{esc(doc.title)}</h2>\n{self.blocks(doc)}\n</div>'


def blocks(site: Estuaire, part: list[tuple]) -> str:
    return blocks_html(site, part)
