# ruff: noqa: E501, RUF001
"""L'Écho des Abers: a north-Finistère local news site (French) built with **Remix v2** (server-side rendered React,
Tailwind classes, `/build/` module preloads, `<meta charSet>`, the ScrollRestoration script, and the loader data of
every route serialised into `window.__remixContext` with UTC `publishedAt` times). Routes: `/actualites/<slug>`,
`/rubrique/lannilis?page=2`, `/theme/mer`, `/journaliste/<slug>`, `/recherche?q=` (percent-encoded), `/agenda/…`.

The `meta` export writes og tags; the interview's route says `og:type=website` (a lie), and the Lannilis front
carries a `NewsArticle` JSON-LD written by a shared SEO component (also a lie). The live page of the council meeting
lists timestamped updates; agency copy is signed by the agency only."""

from __future__ import annotations

import json
import zlib
from datetime import UTC, datetime
from typing import Any

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc, plain

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
NAV = [
    ("home", "À la une"),
    ("lannilis", "Lannilis"),
    ("/rubrique/plouguerneau", "Plouguerneau"),
    ("/rubrique/landeda", "Landéda"),
    ("theme", "Mer"),
    ("/sports", "Sports"),
    ("agenda", "Agenda"),
]
JOURNALISTES = {
    "Yann Le Goff": "auteur",
    "Nolwenn Kerbrat": "/journaliste/nolwenn-kerbrat",
    "Gwenaël Tanguy": "/journaliste/gwenael-tanguy",
}


def publie(iso: str) -> str:
    d = datetime.fromisoformat(iso)
    return f"Publié le {d.day} {MOIS[d.month - 1]} {d.year} à {d:%Hh%M}"


def zulu(iso: str) -> str:
    return datetime.fromisoformat(iso).astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")


def h(n: int) -> str:
    return f"{zlib.crc32(str(n).encode()):08X}"[:8]


class Abers(Base):
    origin = "https://www.echodesabers.test"
    name = "L'Écho des Abers"
    prefix = "ea"
    language = "fr"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ea",
            [".mx-auto", ".prose", ".card", ".live-entry", ".site-footer", ".byline", ".tag-chip", ".nav-main"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "L'Écho des Abers",
                "remix-home",
                list=["direct", "port", "photos", "entretien", "breve"],
                more="lannilis2",
            )
        )
        add(
            page(
                "lannilis",
                "/rubrique/lannilis",
                "section",
                "Lannilis",
                "remix-section-lying-newsarticle-jsonld",
                list=["direct", "port", "breve", "entretien"],
                more="lannilis2",
                lying_ld=True,
            )
        )
        add(
            page(
                "lannilis2",
                "/rubrique/lannilis?page=2",
                "section",
                "Lannilis",
                "remix-section-page2",
                list=["tribune", "photos"],
                prev="lannilis",
                page_no=2,
            )
        )
        add(
            page(
                "theme", "/theme/mer", "tag", "Mer", "remix-theme-tag", list=["port", "huitres", "entretien", "photos"]
            )
        )
        add(
            page(
                "auteur",
                "/journaliste/yann-le-goff",
                "author",
                "Yann Le Goff",
                "remix-journalist-page",
                [
                    "Journaliste à L'Écho des Abers depuis 2018, Yann Le Goff suit l'actualité maritime, la pêche et la vie municipale de Lannilis et de Landéda. Ancien marin de commerce, il a navigué dix ans avant de passer au journalisme.",
                ],
                list=["port", "entretien"],
            )
        )
        add(
            page(
                "recherche",
                "/recherche?q=mar%C3%A9e",
                "search",
                "Résultats pour « marée »",
                "remix-search-percent-encoded",
                list=["huitres", "photos", "port"],
                query="marée",
            )
        )
        add(
            page(
                "agenda",
                "/agenda/fest-noz-de-l-avent-plouguerneau",
                "events",
                "Fest-noz de l'Avent à Plouguerneau",
                "remix-event-long-description",
                [
                    "Le comité des fêtes de Plouguerneau organise son traditionnel fest-noz de l'Avent le samedi 12 décembre, à partir de 21 h, à la salle Jean-Tanguy. Cinq groupes se succéderont sur scène jusqu'à deux heures du matin, dont les sonneurs du bagad de Lannilis et le duo de chant kan ha diskan Morvan-Cadiou, qui revient après deux ans d'absence.",
                    "Pour la première fois, une initiation aux danses est proposée de 20 h à 21 h, animée par le cercle celtique de Landéda. Elle s'adresse aux débutants de tous âges : an dro, hanter dro, gavotte et plinn n'auront plus de secret pour ceux qui voudront rejoindre les rondes ensuite.",
                    "Les bénéfices de la soirée seront reversés à l'association Mor Glas, qui organise des sorties en mer pour les enfants hospitalisés au CHU de Brest. L'an dernier, le fest-noz avait réuni près de 600 danseurs et permis de financer quatorze sorties.",
                    "Entrée : 8 euros, gratuite pour les moins de 12 ans. Crêpes et buvette sur place. Une navette gratuite partira de la place de l'église de Lannilis à 20 h 30 et 23 h 30, avec retour à 1 h et 2 h.",
                ],
                when="Samedi 12 décembre 2026, de 21 h à 2 h",
                where="Salle Jean-Tanguy, Plouguerneau",
            )
        )
        add(
            page(
                "emploi",
                "/offres-emploi/correspondant-local-landeda",
                "jobs",
                "Correspondant local de presse (H/F) – secteur Landéda",
                "remix-job-ad",
                [
                    "L'Écho des Abers recherche un ou une correspondant(e) local(e) de presse pour couvrir l'actualité de Landéda et de l'Aber Wrac'h : conseils municipaux, vie associative, sport amateur, événements culturels.",
                    "## Profil",
                    "- Curiosité, disponibilité le soir et le week-end, bonne orthographe.",
                    "- Un appareil photo ou un smartphone récent.",
                    "- Aucune formation de journaliste n'est exigée ; vous serez accompagné(e) par la rédaction de Lannilis.",
                    "## Conditions",
                    "Statut de correspondant local de presse (travailleur indépendant), rémunération à l'article et à la photo, frais kilométriques remboursés. Activité compatible avec un emploi ou une retraite.",
                    "Envoyez une courte lettre de présentation à redaction@echodesabers.test avant le 20 décembre.",
                ],
            )
        )
        add(
            page(
                "abonnement",
                "/abonnement",
                "product",
                "Abonnez-vous à L'Écho des Abers",
                "remix-subscription-photos",
                [
                    "FIG: Le journal papier posé sur une table de café à Lannilis | L'édition papier du jeudi, chez votre marchand ou dans votre boîte aux lettres.",
                    "FIG: Un smartphone affichant l'application de L'Écho des Abers | L'application : toute l'actualité des Abers, les alertes marée et le direct.",
                    "- Numérique : 1 € le premier mois, puis 7,99 € par mois, sans engagement.",
                    "- Papier + numérique : 14,90 € par mois, livraison le jeudi.",
                    "- Offre famille : jusqu'à 4 comptes, 11,90 € par mois.",
                ],
            )
        )
        add(
            page(
                "cookies",
                "/politique-cookies",
                "policy",
                "Politique de gestion des cookies",
                "remix-policy-updated",
                [
                    "Mise à jour le 12 février 2026",
                    "Lors de votre navigation sur echodesabers.test, des cookies peuvent être déposés sur votre terminal. Cette page explique ce qu'ils font et comment les refuser.",
                    "## Cookies strictement nécessaires",
                    "Ils permettent de vous connecter à votre compte abonné et de mémoriser vos choix en matière de cookies. Ils ne peuvent pas être désactivés.",
                    "## Mesure d'audience",
                    "Nous utilisons un outil de mesure d'audience exempté de consentement, configuré pour anonymiser les adresses IP. Les données sont conservées 13 mois.",
                    "## Publicité et réseaux sociaux",
                    "Ces cookies ne sont déposés qu'avec votre accord. Vous pouvez modifier vos choix à tout moment en cliquant sur « Gérer mes cookies » en bas de chaque page.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter",
                "subscribe",
                "La lettre du matin",
                "remix-newsletter-signup",
                [
                    "Chaque matin à 7 h, l'essentiel de l'actualité des Abers dans votre boîte mail : les infos du jour, la météo marine, les horaires des marées et les rendez-vous du week-end. Gratuit, désinscription en un clic.",
                ],
            )
        )

        add(
            story(
                "port",
                "/actualites/aber-wrach-port-agrandit-zone-de-mouillage-71234",
                "Le port de l'Aber Wrac'h va agrandir sa zone de mouillage",
                "2026-12-02",
                "2026-12-02T08:30:00+01:00",
                publie("2026-12-02T08:30:00+01:00"),
                ["Yann Le Goff", "Nolwenn Kerbrat"],
                [
                    "Le port de l'Aber Wrac'h, à Landéda, va créer quarante nouveaux corps-morts dans l'aber d'ici l'été 2027. Le conseil portuaire a validé le projet lundi soir, après deux ans d'études et une enquête publique qui avait suscité plus de 200 contributions.",
                    "La liste d'attente pour une place au port compte aujourd'hui 312 noms, et certains plaisanciers patientent depuis plus de huit ans. « Nous refusons chaque année des bateaux de passage en juillet et en août », explique le directeur du port, Erwan Bozec.",
                    "## Des garanties pour les herbiers",
                    "Le projet initial prévoyait soixante mouillages. Il a été réduit après les remarques des associations de protection de l'environnement, inquiètes pour les herbiers de zostère qui tapissent le fond de l'aber. Les nouveaux corps-morts seront de type écologique, sans chaîne traînant sur le fond, et installés hors des zones d'herbiers cartographiées en 2025.",
                    "« C'est un compromis acceptable, même si nous resterons vigilants », estime Maïwenn Le Roux, de l'association Aber Nature. Un suivi scientifique des herbiers sera réalisé chaque année pendant cinq ans.",
                    "Le coût des travaux est estimé à 380 000 euros, financés par le syndicat du port et une subvention du Département. Les futurs usagers paieront une redevance annuelle de 450 à 900 euros selon la taille du bateau.",
                ],
                "remix-story-two-authors-et",
                section="Landéda",
                topics=["theme"],
            )
        )
        add(
            story(
                "direct",
                "/actualites/direct-conseil-municipal-lannilis-budget-2027-71301",
                "DIRECT. Conseil municipal de Lannilis : le budget 2027 en débat",
                "2026-12-01",
                "2026-12-01T19:05:00+01:00",
                "Mis à jour le 1 décembre 2026 à 22h40",
                ["Nolwenn Kerbrat"],
                [
                    'RAW:<p class="live-time"><time dateTime="2026-12-01T21:40:00.000Z">22h40</time></p>',
                    "## Le budget adopté par 21 voix contre 6",
                    "Après plus de trois heures de débat, le budget primitif 2027 est adopté. L'opposition a voté contre, regrettant l'absence d'investissement pour la piscine intercommunale. Fin de ce direct, merci de l'avoir suivi.",
                    'RAW:<p class="live-time"><time dateTime="2026-12-01T20:55:00.000Z">21h55</time></p>',
                    "## La rénovation de l'école Saint-Exupéry repoussée",
                    "Le maire, Jean-Yves Quéré, annonce que la rénovation thermique de l'école est décalée à 2028, faute de subventions confirmées. Plusieurs parents d'élèves présents dans le public protestent.",
                    'RAW:<p class="live-time"><time dateTime="2026-12-01T19:40:00.000Z">20h40</time></p>',
                    "## Pas de hausse des impôts locaux",
                    "L'adjointe aux finances, Sophie Moal, confirme que les taux de la taxe foncière resteront inchangés pour la quatrième année consécutive.",
                    'RAW:<p class="live-time"><time dateTime="2026-12-01T18:05:00.000Z">19h05</time></p>',
                    "## La séance est ouverte",
                    "Bonsoir et bienvenue dans ce direct. Le conseil municipal de Lannilis s'ouvre avec une vingtaine de personnes dans le public. Au menu : le budget 2027, les tarifs de la cantine et le plan vélo.",
                ],
                "remix-live-updates",
                section="Lannilis",
                modified="2026-12-01T22:40:00+01:00",
                kicker="Direct",
            )
        )
        add(
            story(
                "huitres",
                "/actualites/finistere-prix-des-huitres-en-hausse-avant-les-fetes-71188",
                "Finistère : le prix des huîtres en hausse de 8 % avant les fêtes",
                "2026-11-30",
                "2026-11-30T11:45:00+01:00",
                publie("2026-11-30T11:45:00+01:00"),
                [],
                [
                    "Le prix des huîtres creuses vendues directement par les producteurs finistériens augmente en moyenne de 8 % cette année, selon une enquête du comité régional de la conchyliculture publiée lundi.",
                    "Les ostréiculteurs expliquent cette hausse par une mortalité plus forte des jeunes huîtres au printemps, liée à des températures de l'eau inhabituellement élevées, et par la hausse du coût de l'énergie et des emballages.",
                    "La douzaine de creuses n° 3 se vend désormais entre 9 et 12 euros en vente directe dans les Abers. Les professionnels assurent que les volumes seront suffisants pour les fêtes, malgré une saison difficile.",
                ],
                "remix-agency-story-no-author",
                section="Mer",
                agency="Agence Ouest Infos",
                topics=["theme"],
            )
        )
        add(
            story(
                "breve",
                "/actualites/landeda-coupure-electricite-jeudi-71320",
                "Landéda : coupure d'électricité jeudi matin",
                "2026-12-02",
                "2026-12-02T16:10:00+01:00",
                publie("2026-12-02T16:10:00+01:00"),
                [],
                [
                    "Pour des travaux sur le réseau, l'électricité sera coupée jeudi 3 décembre de 8 h 30 à 12 h dans les secteurs de Kerenog, Beg ar Vil et du port de l'Aber Wrac'h.",
                ],
                "remix-brief-no-credit",
                section="Landéda",
            )
        )
        add(
            story(
                "entretien",
                "/actualites/entretien-herve-abiven-goemonier-71150",
                "« On ne récolte plus comme nos pères » : entretien avec le goémonier Hervé Abiven",
                "2026-11-29",
                "2026-11-29T10:00:00+01:00",
                publie("2026-11-29T10:00:00+01:00"),
                ["Yann Le Goff"],
                [
                    "À 58 ans, Hervé Abiven est l'un des derniers goémoniers embarqués du port de Lilia, à Plouguerneau. Il vient de terminer sa trente-cinquième saison de récolte des algues. Rencontre sur le quai.",
                    "Q: Comment s'est passée la saison ? || Moyenne. On a eu un bon mois de juin, puis beaucoup de vent en août. Quand la mer est formée, on ne sort pas, c'est aussi simple que ça. Sur l'année, j'ai fait à peu près 80 jours de mer.",
                    "Q: Qu'est-ce qui a changé depuis vos débuts ? || Tout, ou presque. Mon père coupait à la faucille depuis une plate. Moi je travaille avec un bateau équipé d'un scoubidou hydraulique. Mais surtout, on est beaucoup plus encadrés : quotas, zones de jachère, déclarations. Et c'est tant mieux, parce que sans ça il n'y aurait plus de laminaires.",
                    "Q: Le métier attire-t-il encore des jeunes ? || Quelques-uns, oui. Deux garçons de Landéda ont acheté un bateau cette année. Mais il faut aimer se lever à quatre heures et accepter de ne pas savoir ce qu'on gagnera.",
                    "Q: Et vous, jusqu'à quand ? || Tant que le dos tient. Ma fille me dit que je devrais arrêter. Je lui réponds que la mer, elle, n'a pas d'âge de la retraite.",
                ],
                "remix-qa-lying-og-website",
                section="Plouguerneau",
                topics=["theme"],
                og_type="website",
            )
        )
        add(
            story(
                "tribune",
                "/actualites/tribune-sauvons-les-chemins-cotiers-71099",
                "Tribune. Sauvons les chemins côtiers avant qu'il ne soit trop tard",
                "2026-11-27",
                "2026-11-27T18:00:00+01:00",
                publie("2026-11-27T18:00:00+01:00"),
                ["Anne-Marie Guéguen"],
                [
                    "Le sentier côtier des Abers est l'un des plus beaux de Bretagne. Des milliers de randonneurs l'empruntent chaque année, de Plouguerneau à Landéda, et nombreux sont ceux qui viennent de loin pour le découvrir. Mais ce chemin est en train de disparaître, mètre après mètre.",
                    "Les tempêtes de l'hiver dernier ont emporté des portions entières de falaise. À plusieurs endroits, le sentier passe désormais à moins d'un mètre du vide. Les bénévoles de notre association déplacent les balises, posent des ganivelles et signalent les dangers, mais nous ne pouvons pas tout faire.",
                    "Nous demandons aux communes et à la communauté de communes un plan pluriannuel pour le sentier : un recul organisé là où c'est nécessaire, des accords avec les propriétaires riverains, et un budget à la hauteur de ce que ce chemin rapporte au territoire en tourisme.",
                    "Le sentier des douaniers a été tracé pour surveiller la côte. Il nous appartient aujourd'hui de le surveiller à notre tour.",
                    "SIGN: Anne-Marie Guéguen, présidente de l'association Sentiers des Abers.",
                ],
                "remix-tribune-signed-at-end",
                section="Opinions",
                signed=True,
                kicker="Tribune",
            )
        )
        add(
            story(
                "photos",
                "/actualites/en-images-phare-ile-vierge-sous-la-houle-71170",
                "En images. Le phare de l'île Vierge dans la houle",
                "2026-11-28",
                "2026-11-28T17:20:00+01:00",
                publie("2026-11-28T17:20:00+01:00"),
                ["Gwenaël Tanguy"],
                [
                    "Des creux de six mètres ont battu les abords de l'île Vierge vendredi après-midi, sous le regard de nombreux curieux venus de Plouguerneau.",
                    "FIG: Une vague se brise en gerbe d'écume au pied du phare de l'île Vierge | Une vague se brise au pied du plus haut phare d'Europe en pierre de taille. Photo : Gwenaël Tanguy",
                    "FIG: Des promeneurs en ciré observent la mer depuis la pointe de Lilia | Des promeneurs observent la houle depuis la pointe de Lilia. Photo : Gwenaël Tanguy",
                ],
                "remix-photo-story",
                section="Plouguerneau",
                topics=["theme"],
                kicker="En images",
            )
        )
        for d in self.docs.values():
            d.kicker = d.extra.pop("kicker", d.kicker)

    # ------------------------------------------------------------------ templates
    def fig(self, alt: str, cap: str) -> str:
        n = zlib.crc32(alt.encode()) % 90000
        cap, credit = cap.split(" Photo : ") if " Photo : " in cap else (cap, "")
        cred = f'<span class="text-xs text-slate-500 credit">Photo : {esc(credit)}</span>' if credit else ""
        return (
            f'<figure class="my-6"><img src="https://img.echodesabers.test/{n}.jpg?w=1200&amp;fm=webp" alt="{esc(alt)}" width="1200" height="800" loading="lazy" class="w-full rounded"/>'
            f'<figcaption class="mt-2 text-sm text-slate-600">{esc(cap)} {cred}</figcaption></figure>'
        )

    def byline(self, doc: Doc, zone: str = "byline") -> str:
        if doc.extra.get("agency"):
            return f'<p class="byline text-sm">Par {esc(doc.extra["agency"])}</p>'
        if not doc.authors or doc.extra.get("signed"):
            return ""
        names = [self.a(JOURNALISTES.get(n, "/journaliste"), n, zone, attrs=UNDERLINE) for n in doc.authors]
        return f'<p class="byline text-sm">Par {" et ".join(names)}</p>'

    def card(self, key: str, zone: str = "content") -> str:
        d = self.docs[key]
        kicker = f'<span class="text-xs font-bold uppercase text-red-700">{esc(d.kicker)}</span> ' if d.kicker else ""
        return (
            f'<article class="card border-b py-4">{kicker}<h3 class="text-lg font-semibold leading-snug">{self.a(key, d.title, zone, attrs=HOVER)}</h3>'
            f'<p class="mt-1 text-slate-700">{esc(self.lede(d))}</p><p class="mt-1 text-xs text-slate-500">{esc(d.stamp)}</p></article>'
        )

    def story_main(self, doc: Doc) -> str:
        body = blocks_html(self, doc.blocks, fig=self.fig)
        kicker = f'<p class="text-sm font-bold uppercase text-red-700">{esc(doc.kicker)}</p>' if doc.kicker else ""
        topics = ""
        if doc.extra.get("topics"):
            topics = (
                '<ul class="mt-6 flex gap-2">'
                + "".join(
                    f'<li class="tag-chip">{self.a(t, self.docs[t].title, "tags")}</li>' for t in doc.extra["topics"]
                )
                + "</ul>"
            )
        sec = "lannilis" if doc.section == "Lannilis" else f"/rubrique/{doc.section.lower().replace('é', 'e')}"
        return (
            '<main class="mx-auto max-w-3xl px-4 py-6"><nav class="text-sm" aria-label="Fil d\'Ariane">'
            f"{self.a('home', 'Accueil', 'chrome:breadcrumb')} › {self.a(sec, doc.section, 'chrome:breadcrumb')}</nav>"
            f'<article class="mt-4">{kicker}<h1 class="text-3xl font-bold leading-tight">{esc(doc.title)}</h1>'
            f'<div class="mt-3 flex flex-wrap gap-x-4 text-slate-600">{self.byline(doc)}<p class="text-sm"><time dateTime="{zulu(doc.extra.get("modified", doc.iso))}">{esc(doc.stamp)}</time></p></div>'
            f'<div class="prose prose-slate mt-6 max-w-none">{body}</div>{topics}'
            '<div class="mt-8 rounded bg-slate-100 p-4"><p class="font-semibold">Cet article vous a intéressé ?</p>'
            f"<p>Recevez chaque matin {self.a('newsletter', 'la lettre du matin', 'content')} de L'Écho des Abers.</p></div></article>"
            + self.more(doc)
            + "</main>"
        )

    def more(self, doc: Doc) -> str:
        keys = [k for k in ("direct", "port", "photos") if k != doc.key][:2]
        return (
            '<aside class="mt-10"><h2 class="text-xl font-bold">À lire aussi</h2>'
            + "".join(self.card(k, "chrome:related") for k in keys)
            + "</aside>"
        )

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        head = f'<h1 class="text-3xl font-bold">{esc(doc.title)}</h1>'
        if doc.kind == "home":
            head = '<h1 class="sr-only">L\'Écho des Abers</h1><h2 class="text-2xl font-bold">À la une</h2>'
        elif doc.kind == "author":
            head += (
                '<div class="mt-4 flex gap-4"><img src="https://img.echodesabers.test/journalistes/yann-le-goff.jpg?w=160" alt="Yann Le Goff" width="96" height="96" class="rounded-full"/>'
                f'<div class="text-slate-700">{blocks_html(self, doc.blocks)}<p><a href="mailto:y.legoff@echodesabers.test">y.legoff@echodesabers.test</a></p></div></div><h2 class="mt-6 text-xl font-bold">Ses derniers articles</h2>'
            )
        elif doc.kind == "search":
            head += (
                f'<form method="get" action="/recherche" class="mt-4"><input type="search" name="q" value="{esc(doc.extra["query"])}" class="border px-2 py-1"/><button type="submit">Rechercher</button></form>'
                f'<p class="mt-2 text-sm">{len(keys)} résultats</p>'
            )
        cards = "".join(self.card(k) for k in keys)
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="mt-6 flex justify-between" aria-label="Pagination"><span>Page 1</span>{self.a(doc.extra["more"], "Page suivante →", "content")}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="mt-6 flex justify-between" aria-label="Pagination">{self.a(doc.extra["prev"], "← Page précédente", "content")}<span>Page 2</span><a href="/rubrique/lannilis?page=3">Page suivante →</a></nav>'
        promo = ""
        if doc.kind == "home":
            fest = self.a("agenda", "Fest-noz de l'Avent à Plouguerneau", "content")
            mer = self.a("theme", "Toute l'actualité de la mer", "content")
            promo = (
                '<section class="mt-8 grid gap-4 md:grid-cols-2"><div class="rounded bg-sky-50 p-4"><h2 class="font-bold">Agenda</h2>'
                f"<p>{fest}, samedi 12 décembre.</p></div>"
                f'<div class="rounded bg-amber-50 p-4"><h2 class="font-bold">Mer</h2><p>{mer}</p></div></section>'
            )
        return f'<main class="mx-auto max-w-5xl px-4 py-6">{head}<div class="mt-4">{cards}</div>{pager}{promo}</main>'

    def service_main(self, doc: Doc) -> str:
        extra = ""
        if doc.kind == "events":
            extra = f'<dl class="mt-4 grid grid-cols-[auto,1fr] gap-x-4"><dt class="font-semibold">Quand</dt><dd>{esc(doc.extra["when"])}</dd><dt class="font-semibold">Où</dt><dd>{esc(doc.extra["where"])}</dd></dl>'
        form = ""
        if doc.kind == "subscribe":
            form = '<form method="post" action="/newsletter?index" class="mt-6 flex gap-2"><input type="email" name="email" required placeholder="Votre adresse e-mail" class="border px-2 py-1"/><button type="submit" class="bg-red-700 px-4 py-1 text-white">Je m\'inscris</button></form>'
        if doc.kind == "product":
            form = '<p class="mt-6"><a href="/abonnement/checkout?offre=numerique" class="bg-red-700 px-4 py-2 text-white">Je m\'abonne</a></p>'
        return (
            f'<main class="mx-auto max-w-3xl px-4 py-6"><h1 class="text-3xl font-bold">{esc(doc.title)}</h1>{extra}'
            f'<div class="prose prose-slate mt-6 max-w-none">{blocks_html(self, doc.blocks, fig=self.fig)}</div>{form}</main>'
        )

    # ------------------------------------------------------------------ loader data and document
    def loader(self, doc: Doc) -> dict[str, Any]:
        def teaser(k: str) -> dict[str, Any]:
            d = self.docs[k]
            return {
                "id": int(d.path.rsplit("-", 1)[-1]),
                "slug": d.path.split("/")[-1],
                "title": d.title,
                "chapo": self.lede(d),
                "publishedAt": zulu(d.iso or ""),
            }

        root = {
            "user": None,
            "env": {"IMG_HOST": "https://img.echodesabers.test"},
            "menu": [{"label": t, "to": self.href(k)} for k, t in NAV],
        }
        if doc.is_article:
            blocks: list[dict[str, Any]] = []
            for b in doc.blocks:
                if b[0] in ("p", "h2"):
                    blocks.append({"type": "paragraph" if b[0] == "p" else "heading", "text": plain(b[1])})
                elif b[0] == "qa":
                    blocks.append({"type": "question", "text": b[1]})
                    blocks.append({"type": "paragraph", "text": plain(b[2])})
                elif b[0] == "fig":
                    blocks.append({"type": "image", "alt": b[1], "caption": b[2]})
                elif b[0] == "sign":
                    blocks.append({"type": "signature", "text": b[1]})
                elif b[0] == "box":
                    blocks.append({"type": "liveMarker", "html": b[1]})
            data = {
                "article": {
                    "id": int(doc.path.rsplit("-", 1)[-1]),
                    "title": doc.title,
                    "surtitre": doc.kicker or None,
                    "rubrique": doc.section,
                    "authors": [{"name": n} for n in doc.authors] if not doc.extra.get("agency") else [],
                    "source": doc.extra.get("agency"),
                    "publishedAt": zulu(doc.iso or ""),
                    "updatedAt": zulu(doc.extra.get("modified", doc.iso or "")),
                    "body": blocks,
                }
            }
            route = "routes/actualites.$slug"
        else:
            data = {
                "page": {"title": doc.title, "kind": doc.kind},
                "items": [teaser(k) for k in doc.extra.get("list", []) if self.docs[k].is_article],
            }
            route = {
                "home": "routes/_index",
                "section": "routes/rubrique.$slug",
                "tag": "routes/theme.$slug",
                "author": "routes/journaliste.$slug",
                "search": "routes/recherche",
            }.get(doc.kind, "routes/$page")
        return {"root": root, route: data}

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = (
            f"{doc.title} | L'Écho des Abers"
            if doc.key != "home"
            else "L'Écho des Abers – actualités de Lannilis, Landéda, Plouguerneau"
        )
        desc = self.lede(doc)
        og_type = doc.extra.get("og_type") or ("article" if doc.is_article else "website")
        heads = [
            '<meta charSet="utf-8"/>',
            '<meta name="viewport" content="width=device-width,initial-scale=1"/>',
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(desc)}"/>',
            f'<meta property="og:title" content="{esc(doc.title)}"/>',
            f'<meta property="og:type" content="{og_type}"/>',
            f'<meta property="og:url" content="{url}"/>',
            '<meta property="og:locale" content="fr_FR"/>',
            '<meta property="og:site_name" content="L&#x27;Écho des Abers"/>',
        ]
        if doc.is_article and og_type == "article":
            heads.append(f'<meta property="article:published_time" content="{zulu(doc.iso or "")}"/>')
        heads.append(f'<link rel="canonical" href="{url}"/>')
        heads.append(f'<link rel="stylesheet" href="/build/_assets/tailwind-{h(1)}.css"/>')
        heads.append(f'<link rel="modulepreload" href="/build/entry.client-{h(2)}.js"/>')
        heads.append(f'<link rel="modulepreload" href="/build/_shared/chunk-{h(3)}.js"/>')
        heads.append(f'<link rel="modulepreload" href="/build/root-{h(4)}.js"/>')
        heads.append("<style>/*PAD*/</style>")
        if doc.extra.get("lying_ld"):
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": "2026-12-02T06:00:00.000Z",
                "author": {"@type": "Organization", "name": "L'Écho des Abers"},
                "publisher": {"@type": "Organization", "name": "L'Écho des Abers"},
                "mainEntityOfPage": url,
            }
            heads.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        nav = "".join(f"<li>{self.a(k, t, 'chrome:nav', attrs=NAVCLS)}</li>" for k, t in NAV)
        header = (
            '<header class="site-header border-b bg-white"><div class="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">'
            + self.a("home", "L'Écho des Abers", "chrome:header", attrs=LOGO)
            + '<div class="flex gap-3 text-sm"><a href="/connexion">Se connecter</a>'
            + self.a("abonnement", "S'abonner", "chrome:header", attrs=BTN)
            + '</div></div><nav class="nav-main mx-auto max-w-5xl px-4" aria-label="Rubriques"><ul class="flex gap-4 overflow-x-auto py-2 text-sm font-semibold">'
            + nav
            + '</ul></nav><form action="/recherche" method="get" class="mx-auto max-w-5xl px-4 pb-2"><input type="search" name="q" placeholder="Rechercher" aria-label="Rechercher" class="w-48 border px-2 py-1 text-sm"/> <span class="text-xs">Tendances : '
            + self.a("recherche", "marée", "chrome:header")
            + ', <a href="/recherche?q=temp%C3%AAte">tempête</a></span></form></header>'
        )
        foot = [
            ("/qui-sommes-nous", "Qui sommes-nous"),
            ("/mentions-legales", "Mentions légales"),
            ("cookies", "Cookies"),
            ("emploi", "Nous rejoindre"),
            ("newsletter", "Newsletter"),
            ("abonnement", "Abonnement"),
            ("/rss", "RSS"),
        ]
        footer = (
            '<footer class="site-footer mt-12 bg-slate-900 py-8 text-slate-200"><div class="mx-auto max-w-5xl px-4"><ul class="flex flex-wrap gap-4 text-sm">'
            + "".join(f"<li>{self.a(k, t, 'chrome:footer')}</li>" for k, t in foot)
            + '</ul><p class="mt-4 text-xs">© 2026 Les Éditions des Abers SAS – 12 place de l&#x27;Église, 29870 Lannilis</p></div></footer>'
        )
        ctx = {
            "url": doc.path,
            "state": {"loaderData": self.loader(doc), "actionData": None, "errors": None},
            "future": {
                "v3_fetcherPersist": True,
                "v3_relativeSplatPath": True,
                "v3_throwAbortReason": True,
                "v3_singleFetch": False,
                "v3_lazyRouteDiscovery": False,
            },
            "isSpaMode": False,
        }
        ctx_js = (
            json.dumps(ctx, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c").replace(">", "\\u003e")
        )
        route = next(iter(k for k in self.loader(doc) if k != "root"))
        scripts = (
            '<script>((STORAGE_KEY, restoreKey) => { if (!window.history.state || !window.history.state.key) { let key = Math.random().toString(32).slice(2); window.history.replaceState({ key }, ""); } '
            'try { let positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) || "{}"); let storedY = positions[restoreKey || window.history.state.key]; if (typeof storedY === "number") { window.scrollTo(0, storedY); } } catch (error) { console.error(error); sessionStorage.removeItem(STORAGE_KEY); } })("positions", null)</script>'
            f'<link rel="modulepreload" href="/build/manifest-{h(5)}.js"/>'
            f"<script>window.__remixContext = {ctx_js};</script>"
            f'<script type="module" async="">import "/build/manifest-{h(5)}.js";\nimport * as route0 from "/build/root-{h(4)}.js";\n'
            f'import * as route1 from "/build/{route.replace("$", "%24")}-{h(6)}.js";\nwindow.__remixRouteModules = {{"root":route0,"{route}":route1}};\n\nimport("/build/entry.client-{h(2)}.js");</script>'
        )
        return (
            '<!DOCTYPE html><html lang="fr"><head>'
            + "".join(heads)
            + '</head><body class="bg-white text-slate-900 antialiased">'
            + header
            + main
            + footer
            + scripts
            + "</body></html>"
        )


UNDERLINE = 'class="font-semibold underline"'
HOVER = 'class="hover:underline"'
NAVCLS = 'class="nav-link whitespace-nowrap" data-discover="true"'
LOGO = 'class="font-serif text-2xl font-bold" aria-label="Accueil"'
BTN = 'class="rounded bg-red-700 px-3 py-1 text-white"'
