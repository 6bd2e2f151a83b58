# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and math signs are deliberate)
"""Parallax: a Quanta/Ars-like science magazine on **WordPress** with **Yoast** (`entry-content`, `wp-block-*`,
`/physics/2026/11/<slug>/`, `/physics/page/2/`, `/tag/…/`, `/author/…/`, `/?s=`), English, UTF-8, New York time
(-05:00 in November).

Math is **MathJax** set client-side: the page carries the TeX source between `\\(`…`\\)` (inline) and `\\[`…`\\]`
(display, a paragraph of its own), and that source is what the body label holds. Notes are **Tufte-style** margin
notes inside the paragraph they close (a numbered `span.sidenote` after an empty `label.sidenote-number`, an
unnumbered `span.marginnote` after a "⊕" toggle): not body, the paragraph is labelled without them. The puzzle
column uses WordPress's own **footnotes block** (`sup.fn` markers, "1" glued to the word, `ol.wp-block-footnotes` at
the end: markers kept, notes not body). Figures carry long captions with a "Credit:" span; the long read has a table
of contents and a pull quote; the black-hole story a **Flourish** embed with a `<noscript>` fallback image and a
"Source:" line and a correction at the end (body).

Dates: the byline prints local time ("Nov 10, 2026 9:10 pm") inside a `<time>` whose `datetime` is UTC, and Yoast
writes `datePublished` in UTC (+00:00): the primes story, published at 9:10 pm on 10 Nov, is 02:10 on 11 Nov in its
JSON-LD (labelled 10 Nov). The long read credits "Illustrations by" a second person who is not an author; the
launch brief is by "Parallax Staff" (a WordPress user: a Yoast Person) and labelled `[]`."""

from __future__ import annotations

import json
import zlib
from typing import Any
from urllib.parse import quote

from common import Base, page, story, utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://parallaxmag.test"
ARTS = ["primes", "longread", "blackhole", "qa", "explainer", "column", "seaice", "brief"]
BOOKMARK, PAGENUM, NEXT, PREV = (
    'rel="bookmark"',
    'class="page-numbers"',
    'class="next page-numbers"',
    'class="prev page-numbers"',
)
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
PEOPLE = {
    "Miriam Achterberg": "miriam-achterberg",
    "Daniel Okonjo": "daniel-okonjo",
    "Jen Halvorsen": "jen-halvorsen",
    "Marcus Reyes": "marcus-reyes",
    "Teodora Vlasic": "teodora-vlasic",
    "Pradeep Iyer": "pradeep-iyer",
    "Parallax Staff": "parallax-staff",
}
OLD = [
    (
        "/physics/2026/10/a-clock-so-precise-it-feels-gravity-across-a-millimeter/",
        "A Clock So Precise It Feels Gravity Across a Millimeter",
    ),
    ("/physics/2026/10/why-the-muon-still-wobbles/", "Why the Muon Still Wobbles"),
    ("/physics/2026/09/the-quiet-revolution-in-neutron-lifetimes/", "The Quiet Revolution in Neutron Lifetimes"),
    (
        "/physics/2026/09/physicists-make-a-time-crystal-that-lasts-forty-minutes/",
        "Physicists Make a Time Crystal That Lasts Forty Minutes",
    ),
    ("/physics/2026/08/how-a-tabletop-experiment-hunts-dark-photons/", "How a Tabletop Experiment Hunts Dark Photons"),
]


def stamp(local: str) -> str:
    day, hm = local.split()
    y, m, d = day.split("-")
    h, mi = (int(x) for x in hm.split(":"))
    ampm = "am" if h < 12 else "pm"
    return f"{MONTHS[int(m) - 1]} {int(d)}, {y} {h % 12 or 12}:{mi:02d} {ampm}"


class Parallax(Base):
    origin = ORIGIN
    name = "Parallax"
    prefix = "plx"
    language = "en"
    content_type = "text/html; charset=UTF-8"
    formulas = {
        "gap": (r"p_{n+1} - p_n", None),
        "pn": (r"p_n", None),
        "bhp": (r"x + x^{0.525}", None),
        "new": (r"x^{0.515}", None),
        "bound": (r"p_{n+1} - p_n \le p_n^{0.515} \quad \text{for all large } n", None),
        "cramer": (r"(\log p_n)^2", None),
        "ket0": (r"|0\rangle", None),
        "ket1": (r"|1\rangle", None),
        "super": (r"\alpha|0\rangle + \beta|1\rangle", None),
        "braid": (r"\sigma_1 \sigma_2 \sigma_1 = \sigma_2 \sigma_1 \sigma_2", None),
        "pairs": (r"\binom{n}{2} = \frac{n(n-1)}{2}", None),
        "birthday": (r"P(n) = 1 - \frac{365!}{(365-n)!\,365^{n}}", None),
        "approx": (r"P(n) \approx 1 - e^{-n^2/730}", None),
        "n23": (r"n = 23", None),
        "n": (r"n", None),
        "radius": (r"r_p", None),
    }

    def __init__(self) -> None:
        super().__init__()
        self._note = 0

    def pad_rules(self) -> list[str]:
        return css_rules(
            "plx",
            [
                ".site-header",
                ".main-navigation .menu-item",
                ".entry-title",
                ".entry-content p",
                ".byline .author-name",
                ".wp-block-pullquote",
                ".sidenote, .marginnote",
                ".wp-block-image figcaption",
                ".site-footer",
                ".cky-consent-container",
            ],
            280,
        )

    # --- math and notes ------------------------------------------------------------------------------------

    def math_html(self, name: str, display: bool = False) -> str:
        return esc(self.math_text(name, display))

    def math_text(self, name: str, display: bool = False) -> str:
        tex = self.formulas[name][0]
        return f"\\[ {tex} \\]" if display else f"\\({tex}\\)"

    def span(self, kind: str, content: str) -> str:
        if kind == "sn":
            self._note += 1
            n = self._note
            return f'<label for="sn-{n}" class="margin-toggle sidenote-number"></label><input type="checkbox" id="sn-{n}" class="margin-toggle"/><span class="sidenote">{esc(content)}</span>'
        if kind == "mn":
            self._note += 1
            n = self._note
            return f'<label for="mn-{n}" class="margin-toggle">&#8853;</label><input type="checkbox" id="mn-{n}" class="margin-toggle"/><span class="marginnote">{esc(content)}</span>'
        if kind == "fn":
            uid = f"{zlib.crc32((self.current + content).encode()):08x}-fn"
            return f'<sup data-fn="{uid}" class="fn"><a href="#{uid}" id="{uid}-link">{esc(content)}</a></sup>'
        return super().span(kind, content)

    def block(self, block: tuple[Any, ...], zone: str) -> str | None:
        kind = block[0]
        if kind == "p":
            return f"<p>{self.inline(block[1], zone)}</p>"
        if kind in ("h2", "h3"):
            return (
                f'<{kind} class="wp-block-heading" id="{self.anchor(block[1])}">{self.inline(block[1], zone)}</{kind}>'
            )
        if kind == "math":
            return f'<p class="has-text-align-center">{self.math_html(block[1], display=True)}</p>'
        if kind == "fig":
            wp = zlib.crc32(block[1].encode()) % 90000 + 10000
            credit = f' <span class="credit">{esc(block[3])}</span>' if block[3] else ""
            return (
                f'<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="576" src="{ORIGIN}/wp-content/uploads/2026/11/{self.anchor(block[1])}-1024x576.jpg" alt="{esc(block[1])}" class="wp-image-{wp}" srcset="{ORIGIN}/wp-content/uploads/2026/11/{self.anchor(block[1])}-1024x576.jpg 1024w, {ORIGIN}/wp-content/uploads/2026/11/{self.anchor(block[1])}-768x432.jpg 768w" sizes="(max-width: 1024px) 100vw, 1024px">'
                f'<figcaption class="wp-element-caption">{esc(block[2])}{credit}</figcaption></figure>'
            )
        if kind == "pull":
            return f'<figure class="wp-block-pullquote"><blockquote><p>{esc(block[1])}</p><cite>{esc(block[2])}</cite></blockquote></figure>'
        if kind == "notes":
            items = []
            for i, note in enumerate(block[1], 1):
                uid = f"{zlib.crc32((self.current + str(i)).encode()):08x}-fn"
                items.append(
                    f'<li id="{uid}">{self.inline(note, zone)} <a href="#{uid}-link" aria-label="Jump to footnote reference {i}">↩︎</a></li>'
                )
            return f'<ol class="wp-block-footnotes">{"".join(items)}</ol>'
        if kind == "toc":
            heads = [b[1] for b in self._blocks if b[0] == "h2"]
            items = "".join(f'<li><a href="#{self.anchor(h)}">{esc(self.label(h))}</a></li>' for h in heads)
            return f'<nav class="lwptoc" aria-label="Table of contents"><div class="lwptoc_title">In this article</div><ol class="lwptoc_items">{items}</ol></nav>'
        if kind == "box":
            return (
                f'<aside class="further-reading"><h4>{esc(block[1])}</h4><p>{self.inline(block[2], zone)}</p></aside>'
            )
        if kind == "corr":
            return f'<p class="correction-note"><em>{self.inline(block[1], zone)}</em></p>'
        return None

    def chart(self, provider: str, ident: str, title: str, source: str) -> str:
        return (
            f'<figure class="wp-block-embed is-type-rich is-provider-flourish"><div class="wp-block-embed__wrapper"><div class="flourish-embed flourish-chart" data-src="visualisation/{ident}" aria-label="{esc(title)}"><script src="https://public.flourish.studio/resources/embed.js"></script>'
            f'<noscript><img src="https://public.flourish.studio/visualisation/{ident}/thumbnail" width="100%" alt="{esc(title)}"></noscript></div></div>'
            f'<figcaption class="wp-element-caption">{esc(source)}</figcaption></figure>'
        )

    def blocks(self, doc: Doc, zone: str = "content") -> str:
        self._blocks = doc.blocks
        return super().blocks(doc, zone)

    # --- pages ---------------------------------------------------------------------------------------------

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Parallax",
                "wp-home-magazine",
                list=["brief", "qa", "blackhole", "column", "seaice", "primes", "longread", "explainer"],
            )
        )
        add(
            page(
                "physics",
                "/physics/",
                "section",
                "Physics",
                "wp-category",
                list=["brief", "qa", "blackhole", "explainer"],
                more="physics2",
            )
        )
        add(page("physics2", "/physics/page/2/", "section", "Physics", "wp-category-page2", list=["longread"], old=OLD))
        add(
            page(
                "maths",
                "/mathematics/",
                "section",
                "Mathematics",
                "wp-category",
                list=["column", "primes"],
                old=OLD[:0],
            )
        )
        add(page("tag", "/tag/prime-numbers/", "tag", "Prime numbers", "wp-tag", list=["primes", "column"]))
        add(
            page(
                "author",
                "/author/miriam-achterberg/",
                "author",
                "Miriam Achterberg",
                "wp-author-archive",
                list=["qa", "primes"],
                bio="Miriam Achterberg is a senior writer at Parallax covering mathematics and theoretical physics. She previously worked as a data journalist and holds a doctorate in algebraic topology.",
            )
        )
        add(page("search", "/?s=proton", "search", "Search Results for “proton”", "wp-search", list=["longread", "qa"]))
        add(
            page(
                "notfound",
                "/2019/04/the-proton-radius-puzzle-is-solved/",
                "not-found",
                "Oops! That page can’t be found.",
                "wp-soft-404",
                ["It looks like nothing was found at this location. Maybe try one of the links below or a search?"],
            )
        )
        add(
            page(
                "podcast",
                "/podcast/parallax-sessions-episode-112-the-shape-of-a-proton/",
                "podcast",
                "Parallax Sessions, Episode 112: The Shape of a Proton",
                "podcast-episode",
                [
                    "Daniel Okonjo joins host Lena Fairweather to talk about four decades of disagreement over one number, and why the proton is not as simple as the textbook drawing.",
                    "- 00:00 Introduction",
                    "- 03:12 Hydrogen, lasers and a surprising result",
                    "- 14:40 Why electrons and muons disagreed",
                    "- 27:05 What the new measurements say",
                    "- 38:30 Listener question: what is a proton made of?",
                    "Subscribe on Apple Podcasts, Spotify or wherever you listen. A transcript is available for subscribers.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/",
                "subscribe",
                "Get the Parallax newsletter",
                "newsletter-signup",
                [
                    "Our best stories on mathematics, physics, biology and computer science, delivered every Friday. Free, and you can unsubscribe at any time.",
                    "- The week’s most important science stories, explained",
                    "- Puzzles from our Insights column",
                    "- Early access to long reads and events",
                ],
            )
        )

        add(
            story(
                "primes",
                "/mathematics/2026/11/a-new-proof-puts-a-ceiling-on-how-far-apart-primes-can-stray/",
                "A New Proof Puts a Ceiling on How Far Apart Primes Can Stray",
                "2026-11-10",
                utc("2026-11-10 21:10", -5) + "+00:00",
                "2026-11-10 21:10",
                ["Miriam Achterberg"],
                [
                    "Prime numbers thin out as you count higher, but they do so unevenly. Between 113 and 127 there are no primes at all; between 101 and 113 there are four. For more than a century, mathematicians have tried to say exactly how large the empty stretches between consecutive primes can get.",
                    "Now two mathematicians have pushed the best known bound further than it has moved in 25 years. In a paper posted online in October, Hanne Lindqvist of the University of Copenhagen and Tomás Echeverría of the Autonomous University of Madrid prove that the gap ⟦m:gap⟧ between the ⟦m:n⟧th prime ⟦m:pn⟧ and the next one can never be much larger than the prime raised to the power 0.515.",
                    "MATH: bound",
                    "That may look like a small change. The previous record, set in 2001 by Roger Baker, Glyn Harman and János Pintz, showed that for every large number x, the interval between x and ⟦m:bhp⟧ contains a prime. Shaving the exponent from 0.525 to 0.515 required, in Lindqvist’s words, “rebuilding the engine while the car was moving.”⟦sn:Exponents below 0.5 are believed to be true but are out of reach even if the Riemann hypothesis is assumed.⟧",
                    "FIG: A grid of numbers with primes highlighted | The gaps between consecutive primes vary wildly. Here the first 400 whole numbers are laid out in rows of 20, with primes in orange; the longest run of composite numbers in the grid lies between 317 and 331. Mathematicians expect gaps near a number x to be about the size of log x on average, but no one can rule out much larger outliers. | Credit: Kristina Armitage for Parallax",
                    "## Sieves, old and new",
                    "The proof belongs to a tradition that stretches back to the ancient Greek sieve of Eratosthenes, which finds primes by crossing out multiples of 2, 3, 5 and so on. Modern sieve methods are far more delicate. Rather than counting primes directly, they weigh numbers according to how likely they are to be prime and then show that the total weight in an interval is positive.",
                    "The trouble is that sieves struggle with what mathematicians call the parity problem: they cannot easily tell numbers with an even number of prime factors from those with an odd number. Baker, Harman and Pintz got around it by splitting their sums into hundreds of pieces and handling each one separately, some with estimates from harmonic analysis.",
                    "Lindqvist and Echeverría kept that basic architecture but replaced a key input, a bound on so-called Dirichlet polynomials, with a sharper one that Echeverría had proved in 2024 for an unrelated problem about the zeros of the Riemann zeta function.⟦sn:Dirichlet polynomials are finite sums of the form a₁1⁻ˢ + a₂2⁻ˢ + …; their size controls how evenly primes are spread out.⟧",
                    "PULL: It was like finding out that a part you built for a bicycle fits the engine of a plane. || Tomás Echeverría",
                    "“It was like finding out that a part you built for a bicycle fits the engine of a plane,” Echeverría said. “At first we thought there must be a mistake.” The pair spent most of a year checking the roughly 40 separate estimates that the new input affects, with the help of a computer algebra system to keep track of the exponents.",
                    "## How far is left to go",
                    "Few mathematicians think the true bound is anywhere near 0.515. The Swedish mathematician Harald Cramér conjectured in 1936 that the gaps never grow much faster than ⟦m:cramer⟧, which is vastly smaller than any power of ⟦m:pn⟧. Even the Riemann hypothesis, the most famous open problem in mathematics, would only bring the exponent down to one-half.",
                    "“This is one of those problems where the truth and what we can prove are separated by a canyon,” said Kannan Soundararajan of Stanford University, who was not involved in the work. “Every time someone builds a bridge a little further out, we learn something about the materials.”",
                    "The new paper has not yet been peer-reviewed, but several experts who have read it said the argument appears sound. Lindqvist said the method might also say something about primes in short arithmetic progressions, a related question that she and Echeverría hope to study next.",
                ],
                "wp-yoast-mathjax-tufte",
                section="Mathematics",
                tags=["Prime numbers", "Number theory"],
                related_old="notfound",
            )
        )
        add(
            story(
                "longread",
                "/physics/2026/11/the-forty-year-argument-over-the-size-of-the-proton/",
                "The Forty-Year Argument Over the Size of the Proton",
                "2026-11-09",
                utc("2026-11-09 07:00", -5) + "+00:00",
                "2026-11-09 07:00",
                ["Daniel Okonjo"],
                [
                    "TOC:",
                    "On a spring night in 2009, in a windowless hall at the Paul Scherrer Institute in Switzerland, a graduate student named Aldo Antognini watched a peak appear on his screen where no peak was supposed to be. The experiment he was running was meant to confirm, with unprecedented precision, a number physicists thought they already knew: the radius of the proton.",
                    "It did not confirm it. The peak sat about 4 percent away from where the textbooks said it should, a discrepancy so large that the team spent months looking for a mistake before publishing. What followed was one of the longest and most instructive arguments in modern physics, a dispute over a quantity smaller than a trillionth of a millimeter that drew in atomic physicists, nuclear physicists and theorists, and that has only recently begun to settle.",
                    "## A number that should have been boring",
                    "The proton is not a point. It is a lumpy, seething bundle of quarks and gluons, and its electric charge is spread over a region about 0.84 femtometers across. Physicists call the size of that region the charge radius, written ⟦m:radius⟧, and until 2010 it was regarded as a settled, if slightly fuzzy, quantity.",
                    "There were two ways to measure it. In the first, physicists fired electrons at hydrogen targets and watched how they scattered: the larger the proton, the more the scattering pattern deviates from what a point charge would produce. In the second, they measured the energy levels of the hydrogen atom with lasers. Because the electron in hydrogen spends a little of its time inside the proton, the size of the proton shifts the levels by a tiny but calculable amount.",
                    "Both methods gave about 0.88 femtometers. The international committee that maintains the values of physical constants averaged them and moved on.⟦mn:The committee is CODATA, the Committee on Data of the International Science Council, which publishes recommended values every four years.⟧",
                    "FIG: A laser beam passing through a vacuum chamber | The laser system used for the muonic hydrogen experiment at the Paul Scherrer Institute in Villigen, Switzerland. The muons live for only two microseconds, so the laser had to fire within a billionth of a second of a muon being detected, a feat that took the team nearly a decade of engineering to achieve. | Credit: Paul Scherrer Institute/Markus Fischer",
                    "## The muon changes everything",
                    "Antognini’s experiment used a different kind of hydrogen. In muonic hydrogen, the electron is replaced by a muon, a particle 207 times heavier. Because the muon is so heavy, it orbits much closer to the proton and spends far more time inside it. The effect of the proton’s size on the energy levels is millions of times larger, which should have made for a far more precise measurement.",
                    "It did. The result, published in 2010, gave 0.8418 femtometers with an uncertainty ten times smaller than any previous measurement, and it disagreed with the accepted value by five standard deviations. In physics, that is the threshold for a discovery.",
                    "PULL: Either the proton was not what we thought, or the muon was not what we thought, or we had all made the same mistake. || Randolf Pohl",
                    "“Either the proton was not what we thought, or the muon was not what we thought, or we had all made the same mistake,” said Randolf Pohl, who led the collaboration and is now at the University of Mainz. “None of those options was comfortable.”",
                    "The most exciting possibility was new physics: a force that treats muons and electrons differently, which would violate a principle called lepton universality. Theorists produced dozens of papers proposing new particles that could explain the gap. Others suspected a subtle error in the calculations connecting energy levels to the radius, which involve corrections from quantum electrodynamics computed to extraordinary precision.",
                    "## Going back to the atom",
                    "The way forward was to measure ordinary hydrogen again, better. In 2017 a group at the Max Planck Institute of Quantum Optics in Garching measured a different transition in hydrogen and found a radius of 0.833 femtometers, close to the muonic value. Two years later a team at York University in Toronto, using a technique that avoided many of the systematic effects of earlier work, got 0.833 as well.",
                    "Not everyone agreed. A 2018 measurement in Paris found the old, larger value, and the scattering experiments were stubborn. The dispute became, in part, a sociological one: which groups trusted which corrections, and who had underestimated their uncertainties.",
                    "FIG: The PRad detector at Jefferson Lab | The PRad experiment at the Thomas Jefferson National Accelerator Facility in Newport News, Virginia, scattered electrons off a windowless hydrogen gas target at very small angles, a region of the data that earlier experiments could not reach. Its 2019 result sided with the smaller radius. | Credit: Jefferson Lab/DOE",
                    "## Scattering catches up",
                    "The scattering experiments had a specific weakness. To get the radius, physicists need to know how the scattering behaves at zero momentum transfer, which cannot be measured directly; they have to extrapolate. Different fitting functions gave different answers, and small choices had large consequences.",
                    "In 2019 the PRad collaboration at Jefferson Lab in Virginia reached lower momentum transfers than anyone before and found 0.831 femtometers. With that, the weight of the evidence tipped. The constants committee adopted the smaller value in 2018 and has tightened it since.",
                    "## What the puzzle taught",
                    "Today most physicists regard the proton radius puzzle as solved, in the sense that the muonic value was right and the older measurements were wrong. But the explanation for why so many careful experiments agreed on the wrong number remains unsatisfying. Some of the early hydrogen results may have shared an unrecognized systematic error; others may simply have been unlucky.",
                    "“The lesson is humility about error bars,” said Jan Bernauer of Stony Brook University, who led one of the large scattering experiments. “We were all quoting uncertainties that we believed, and the universe did not care.”",
                    "The puzzle also forced improvements that will outlast it. Calculations of the quantum electrodynamics of hydrogen are now checked by independent groups. New experiments, including one at CERN called AMBER that scatters muons rather than electrons, aim to test lepton universality directly. If muons and electrons do see the proton differently, it will show up there.",
                    "Antognini, now a senior scientist at the institute where he first saw the odd peak, is working on a measurement of the proton’s magnetic radius in muonic hydrogen. “I thought we would make a precise measurement of something everybody knew,” he said. “Instead I spent fifteen years learning how little we knew about how we know things.”",
                ],
                "wp-long-read-toc-illustrator",
                section="Physics",
                tags=["Protons", "Particle physics"],
                illustrator="Sofia Brandt",
            )
        )
        add(
            story(
                "blackhole",
                "/space/2026/11/astronomers-watch-a-dormant-black-hole-switch-on/",
                "Astronomers watch a dormant black hole switch on",
                "2026-11-11",
                utc("2026-11-11 13:45", -5) + "+00:00",
                "2026-11-11 13:45",
                ["Jen Halvorsen", "Marcus Reyes"],
                [
                    "For most of the past two decades, the galaxy known as SDSS J1335+0728 was unremarkable: a faint smudge in the constellation Virgo, 300 million light-years away, with a supermassive black hole at its center that showed no sign of feeding. Then, starting in late 2019, it began to brighten, and it has not stopped.",
                    "In a paper published Wednesday in Nature Astronomy, a team led by Paula Sánchez Sáez of the European Southern Observatory reports that the galaxy’s core has become about four times brighter in ultraviolet light and is now emitting X-rays in regular bursts. The researchers say it is the first time astronomers have watched an active galactic nucleus switch on in real time.",
                    "CHART: flourish | 20841736 | Brightness of the galaxy’s core, 2004–2026 | Source: ZTF, GALEX, Swift; Sánchez Sáez et al., Nature Astronomy (2026)",
                    "Black holes at the centers of galaxies spend much of their lives dormant. When gas falls toward them, it forms a disk that heats up and glows, sometimes outshining the billions of stars around it. How that transition happens, and how long it takes, has been hard to study because it usually unfolds over thousands of years.",
                    "BOX: Further reading || [[longread|The forty-year argument over the size of the proton]]",
                    "“Changes like this usually take ages to build up,” Sánchez Sáez said. “Here we are seeing it over a few years, which suggests that either the gas supply changed very suddenly or we are catching something else entirely.”",
                    "The X-ray bursts arrive roughly every 4.5 days and last about a day each, a pattern known as quasi-periodic eruptions. Such eruptions have been seen before in a handful of galaxies, but never in one that was switching on at the same time. One explanation is that a star or a smaller black hole is orbiting close to the central black hole and punching through its newly formed disk twice per orbit.",
                    "Not everyone is convinced the galaxy is becoming a fully fledged active nucleus. Some astronomers have suggested that the brightening could be a very slow tidal disruption event, in which a star is torn apart by the black hole’s gravity and its debris falls in over several years.",
                    "“It is a beautiful data set and a genuinely puzzling object,” said Erin Kara of the Massachusetts Institute of Technology, who studies quasi-periodic eruptions and was not involved in the work. “Whether it is turning on or just having a very long meal, we are going to learn a lot.”",
                    "The team plans to keep watching the galaxy with the Swift and XMM-Newton X-ray observatories and with the Vera C. Rubin Observatory, which began its survey of the southern sky last year and will revisit the galaxy every few nights.",
                    "CORR: Correction, Nov. 12, 2026: An earlier version of this article gave the galaxy’s distance as 30 million light-years. It is 300 million light-years away.",
                ],
                "wp-ars-two-authors-flourish-correction",
                section="Space",
                tags=["Black holes", "Astronomy"],
                updated="2026-11-12 10:20",
                modified=utc("2026-11-12 10:20", -5) + "+00:00",
            )
        )
        add(
            story(
                "qa",
                "/physics/2026/11/the-physicist-who-wants-to-weigh-a-quantum-superposition/",
                "The Physicist Who Wants to Weigh a Quantum Superposition",
                "2026-11-12",
                utc("2026-11-12 10:00", -5) + "+00:00",
                "2026-11-12 10:00",
                ["Miriam Achterberg"],
                [
                    "Markus Aspelmeyer has spent much of his career making larger and larger objects behave like quantum particles. His laboratory at the University of Vienna has cooled glass nanospheres until they barely move and measured the gravitational pull of a gold sphere the size of a ladybug. His goal is an experiment that many physicists consider one of the most important in the field: testing whether gravity itself obeys the rules of quantum mechanics.",
                    "Parallax spoke with Aspelmeyer about the experiment, the engineering it demands and what he expects to find. The interview has been condensed and edited for clarity.",
                    "Q: Why is it so hard to test whether gravity is quantum? || Gravity is incredibly weak. The electric force between two electrons is about 10 to the power 42 times stronger than the gravitational force between them. To see quantum effects of gravity you need objects heavy enough to produce a measurable gravitational field, but small and well isolated enough to be put in a quantum superposition. Those two requirements pull in opposite directions.",
                    "Q: What would the experiment look like? || You take two tiny masses, each in a superposition of being in two places at once, and let them interact only through gravity. If gravity is quantum, the two masses should become entangled. If it is classical, they should not. Measuring entanglement between them would be the smoking gun.",
                    "Q: How close are you? || We have measured the gravitational field of a 90-milligram source mass, which was a record at the time. And other groups have put objects of a few thousand atoms into superposition. We need to bring those two numbers together, roughly a factor of a billion apart. I think it is a matter of decades, not centuries.",
                    "Q: What do you expect to find? || I try not to expect anything. If I had to bet, I would bet that gravity is quantum, because every other force is. But there are serious people who think gravity might be fundamentally classical, and an experiment is the only way to settle it. That is what makes it exciting.",
                    "Q: Some theorists argue the experiment would not prove anything new. || That debate is healthy. Some say entanglement would only show that the gravitational field can carry quantum information, which they consider obvious. Others say it would be a direct test of something we have never tested. I think when the data exist, the arguments will become much sharper.",
                ],
                "wp-qa-kicker",
                section="Physics",
                kicker="Q&A",
                dek="Markus Aspelmeyer is building experiments to test whether gravity obeys quantum mechanics, one milligram at a time.",
                tags=["Quantum gravity", "Q&A"],
            )
        )
        add(
            story(
                "explainer",
                "/physics/2026/11/what-makes-a-qubit-topological/",
                "What Makes a Qubit ‘Topological’?",
                "2026-11-09",
                utc("2026-11-09 12:30", -5) + "+00:00",
                "2026-11-09 12:30",
                ["Teodora Vlasic"],
                [
                    "Every few months, a company or a university announces progress toward a “topological qubit,” the building block of a quantum computer that would be far less fragile than the ones that exist today. The claims are often contested, and the physics behind them is notoriously abstract. Here is what the term means.",
                    "## The problem with ordinary qubits",
                    "A qubit is a quantum system with two states, usually written ⟦m:ket0⟧ and ⟦m:ket1⟧, that can also exist in a superposition ⟦m:super⟧. That superposition is what gives quantum computers their power, and it is also what makes them fragile: stray heat, light or magnetic fields can nudge the numbers α and β, introducing errors.⟦mn:Today’s best superconducting qubits keep their quantum state for roughly a millisecond.⟧",
                    "Engineers fight errors by spreading one logical qubit over many physical ones and constantly checking for mistakes. That works, but it can take a thousand physical qubits to make one reliable logical qubit.",
                    "## Storing information in a knot",
                    "A topological qubit tries to avoid errors at the hardware level. The idea is to store information not in any one particle but in a global property of a system, the way a knot in a rope is a property of the whole rope. You cannot untie a knot by wiggling one small piece; you have to do something drastic to the whole thing.",
                    "In physics, the particles that could do this are exotic quasiparticles called non-Abelian anyons. When two of them are swapped, the system’s quantum state changes in a way that depends only on the order of swaps, not on the details of the paths. Swaps obey rules like ⟦m:braid⟧, the same relations that govern braids of hair.",
                    "### The steps of a topological computation",
                    "1. Create pairs of anyons from the vacuum of a special material.",
                    "2. Move them around one another to braid their paths; the braid is the computation.",
                    "3. Bring them back together and see whether they annihilate, which reads out the result.",
                    "## Why it is so hard",
                    "No one has yet shown beyond doubt that non-Abelian anyons exist in a material that could be used to build a computer. The leading candidates, known as Majorana zero modes, are predicted to appear at the ends of certain superconducting nanowires, but the signals seen so far can also be produced by more mundane effects.",
                    "“The theory is beautiful, and the experiments are very difficult,” said Sankar Das Sarma of the University of Maryland, who has worked on the idea for two decades. “We should expect a long road and many false alarms.”",
                    "Even so, researchers at several companies and universities believe the payoff is large enough to keep trying. A working topological qubit could make quantum computers practical with far fewer physical components, turning a machine the size of a warehouse into one that fits in a room.",
                ],
                "wp-explainer-mathjax-marginnote",
                section="Physics",
                tags=["Quantum computing", "Explainers"],
            )
        )
        add(
            story(
                "column",
                "/mathematics/2026/11/why-the-birthday-paradox-is-really-about-pairs/",
                "Why the Birthday Paradox Is Really About Pairs",
                "2026-11-11",
                utc("2026-11-11 09:00", -5) + "+00:00",
                "2026-11-11 09:00",
                ["Pradeep Iyer"],
                [
                    "How many people need to be in a room before it is more likely than not that two of them share a birthday? Most people guess something like 183, half of 365. The answer is 23, and the reason it surprises us says a lot about how badly our intuition handles combinations.",
                    "The trick is that a birthday match does not have to involve you. With 23 people there are 253 different pairs, and each pair is a separate chance for a match. In general ⟦m:n⟧ people form ⟦m:pairs⟧ pairs, a number that grows roughly with the square of the group size.",
                    "The exact probability that at least two of the people share a birthday, ignoring leap years and assuming birthdays are spread evenly,⟦fn:1⟧ is",
                    "MATH: birthday",
                    "which first exceeds one-half at ⟦m:n23⟧. A handy approximation, accurate to within a percentage point for groups of this size, is ⟦m:approx⟧.⟦fn:2⟧",
                    "## Why it matters beyond parties",
                    "The same arithmetic governs collisions in computing. If a system assigns random identifiers, the chance that two of them collide grows much faster than the number of identifiers, which is why engineers use very long random strings. A cryptographic attack that exploits this is even called a birthday attack.",
                    "Real birthdays are not spread evenly, of course. In many countries more babies are born in late summer and fewer on public holidays, and that unevenness makes matches slightly more likely, so the true number for a real room is a little below 23.",
                    "## This week’s puzzles",
                    "1. In a room of 23 people, what is the probability that someone shares your birthday? (Hint: it is far lower than one-half.)",
                    "2. How many people would you need before a shared birthday is 99 percent likely?",
                    "3. On a planet with a 100-day year, roughly how many people make a match more likely than not?",
                    "Send your answers in the comments below. We will post solutions, and the names of readers who solved them, in two weeks.",
                    "NOTES: The calculation assumes that each of the 365 days is equally likely and that birthdays are independent, which rules out twins. || The approximation comes from replacing each factor 1 − k/365 with the exponential e^(−k/365) and summing the exponents.",
                ],
                "wp-column-wp-footnotes-mathjax",
                section="Mathematics",
                kicker="Insights Puzzle",
                tags=["Probability", "Puzzles"],
            )
        )
        add(
            story(
                "seaice",
                "/planet/2026/11/arctic-sea-ice-hit-its-third-lowest-minimum-on-record/",
                "Arctic Sea Ice Hit Its Third-Lowest Minimum on Record",
                "2026-11-10",
                utc("2026-11-10 16:20", -5) + "+00:00",
                "2026-11-10 16:20",
                ["Jen Halvorsen"],
                [
                    "The sea ice covering the Arctic Ocean shrank this September to 4.19 million square kilometers, the third-smallest extent since satellite records began in 1979, according to final figures released this week by the National Snow and Ice Data Center in Boulder, Colorado.",
                    "Only 2012 and 2020 ended the summer with less ice. The 18 lowest minimums in the satellite record have all occurred in the past 18 years.",
                    "T: Year | Minimum extent (million km²) | Date of minimum | Rank",
                    "T: 2012 | 3.39 | Sept. 17 | 1",
                    "T: 2020 | 3.82 | Sept. 15 | 2",
                    "T: 2026 | 4.19 | Sept. 13 | 3",
                    "T: 2019 | 4.19 | Sept. 18 | 4",
                    "T: 2007 | 4.16 | Sept. 18 | 5",
                    "“It is not a record, but the trend is unmistakable,” said Walt Meier, a senior research scientist at the center. “What used to be an extreme year is now an average one.”",
                    "FIG: A satellite map of the Arctic | The Arctic Ocean on Sept. 13, 2026, when sea ice reached its minimum extent for the year. The orange line shows the median minimum extent for 1981 to 2010; large areas of open water stretched north of Alaska and Siberia. | Credit: NSIDC",
                    "The 2026 and 2019 extents are statistically tied; the center ranks this year third because its figure is slightly lower before rounding.",
                    "Beyond extent, the ice is also getting younger and thinner. Ice that survives several summers is thicker and more resistant to melting, and it now makes up less than a quarter of the total, down from more than half in the 1980s.",
                    "Scientists expect the Arctic to be practically ice-free in at least some Septembers before 2050, even if greenhouse gas emissions are cut sharply. The exact year is hard to predict because summer weather plays a large role in any single season.",
                ],
                "wp-data-table",
                section="Planet",
                tags=["Climate", "Arctic"],
            )
        )
        add(
            story(
                "brief",
                "/space/2026/11/nasa-delays-launch-of-solar-sail-demonstrator-to-spring/",
                "NASA Delays Launch of Solar Sail Demonstrator to Spring",
                "2026-11-12",
                utc("2026-11-12 08:05", -5) + "+00:00",
                "2026-11-12 08:05",
                [],
                [
                    "NASA has postponed the launch of a small spacecraft designed to test a new kind of solar sail until at least March, the agency said on Wednesday, after engineers found a problem with the mechanism that unfurls the sail’s booms.",
                    "The mission, called Advanced Composite Solar Sail System 2, was due to launch in December on a Rocket Lab Electron rocket from New Zealand. Its 80-square-meter sail is meant to use the pressure of sunlight to change the spacecraft’s orbit without fuel.",
                    "A NASA spokesperson said the fix was straightforward but that the spacecraft would need to repeat part of its environmental testing.",
                ],
                "wp-staff-brief",
                section="Space",
                tags=["NASA", "Spacecraft"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def author_url(self, name: str) -> str:
        return f"/author/{PEOPLE[name]}/"

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        org = {
            "@type": "Organization",
            "@id": f"{ORIGIN}/#organization",
            "name": "Parallax",
            "url": f"{ORIGIN}/",
            "logo": {
                "@type": "ImageObject",
                "url": f"{ORIGIN}/wp-content/uploads/2024/02/parallax-logo.png",
                "width": 512,
                "height": 512,
            },
        }
        site = {
            "@type": "WebSite",
            "@id": f"{ORIGIN}/#website",
            "url": f"{ORIGIN}/",
            "name": "Parallax",
            "publisher": {"@id": f"{ORIGIN}/#organization"},
            "inLanguage": "en-US",
            "potentialAction": [
                {
                    "@type": "SearchAction",
                    "target": {"@type": "EntryPoint", "urlTemplate": f"{ORIGIN}/?s={{search_term_string}}"},
                    "query-input": "required name=search_term_string",
                }
            ],
        }
        graph: list[dict[str, Any]] = []
        if doc.is_article:
            names = doc.authors or ["Parallax Staff"]
            pid = {n: f"{ORIGIN}/#/schema/person/{zlib.crc32(n.encode()):08x}" for n in names}
            graph.append({
                "@type": "Article", "@id": f"{url}#article", "isPartOf": {"@id": url},
                "author": [{"name": n, "@id": pid[n]} for n in names],
                "headline": doc.title, "datePublished": doc.iso, "dateModified": doc.extra.get("modified", doc.iso),
                "mainEntityOfPage": {"@id": url}, "wordCount": sum(len(self.label(b[1]).split()) for b in doc.blocks if b[0] == "p"),
                "publisher": {"@id": f"{ORIGIN}/#organization"}, "image": {"@id": f"{url}#primaryimage"},
                "keywords": doc.extra.get("tags", []), "articleSection": [doc.section], "inLanguage": "en-US",
            })  # fmt: skip
            graph.append(
                {
                    "@type": "WebPage",
                    "@id": url,
                    "url": url,
                    "name": f"{doc.title} - Parallax",
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("modified", doc.iso),
                    "inLanguage": "en-US",
                }
            )
            for n in names:
                graph.append({"@type": "Person", "@id": pid[n], "name": n, "url": f"{ORIGIN}{self.author_url(n)}"})
        else:
            kind = {
                "search": "SearchResultsPage",
                "author": "ProfilePage",
                "tag": "CollectionPage",
                "section": "CollectionPage",
            }.get(doc.kind, "WebPage")
            graph.append(
                {
                    "@type": kind,
                    "@id": url,
                    "url": url,
                    "name": f"{doc.title} - Parallax",
                    "isPartOf": {"@id": f"{ORIGIN}/#website"},
                    "inLanguage": "en-US",
                }
            )
        graph += [site, org]
        return json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = {
            "home": "Parallax | Science, explained without dumbing it down",
            "notfound": "Page not found | Parallax",
        }.get(doc.key, f"{doc.title} | Parallax")
        out = [
            f"<title>{esc(title)}</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "Parallax is an editorially independent magazine about mathematics, physics and the life sciences.")}">',
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta property="og:locale" content="en_US">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Parallax">',
        ]
        if doc.is_article:
            out += [
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">',
                f'<meta name="author" content="{esc(", ".join(doc.authors) or "Parallax Staff")}">',
                '<meta name="twitter:label1" content="Written by">',
                f'<meta name="twitter:data1" content="{esc(", ".join(doc.authors) or "Parallax Staff")}">',
            ]
        out.append(f'<script type="application/ld+json" class="yoast-schema-graph">{self.ld(doc)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        self.current = doc.key
        nav = "".join(
            f'<li class="menu-item menu-item-type-taxonomy menu-item-object-category">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("physics", "Physics"),
                ("maths", "Mathematics"),
                ("/biology/", "Biology"),
                ("/computer-science/", "Computer Science"),
                ("/space/", "Space"),
                ("/planet/", "Planet"),
                ("podcast", "Podcast"),
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ("longread", "primes", "blackhole", "column", "explainer")
        )
        body_class = (
            f"post-template-default single single-post postid-{zlib.crc32(doc.key.encode()) % 90000 + 10000} single-format-standard"
            if doc.is_article
            else f"{doc.kind} wp-theme-parallax"
        )
        mathjax = (
            "<script>window.MathJax={tex:{inlineMath:[['\\\\(','\\\\)']],displayMath:[['\\\\[','\\\\]']]},svg:{fontCache:'global'}};</script>\n"
            '<script id="MathJax-script" async src="https://cdn.jsdelivr.net/npm/mathjax@3/es5/tex-svg.js"></script>'
            if doc.key in ("primes", "explainer", "column", "longread")
            else ""
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="alternate" type="application/rss+xml" title="Parallax &raquo; Feed" href="{ORIGIN}/feed/">
<link rel="stylesheet" id="parallax-style-css" href="{ORIGIN}/wp-content/themes/parallax/style.css?ver=4.2.1" media="all">
<link rel="stylesheet" id="tufte-notes-css" href="{ORIGIN}/wp-content/plugins/tufte-notes/notes.css?ver=1.3" media="all">
<style id="parallax-inline-css">/*PAD*/</style>
<script src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
</head>
<body class="{body_class}">
<div id="cky-consent" class="cky-consent-container" role="region" aria-label="We value your privacy"><div class="cky-notice"><p class="cky-title">We value your privacy</p><div class="cky-notice-des"><p>We use cookies to understand how you use Parallax and to improve the site. We do not sell your data.</p></div><div class="cky-notice-btn-wrapper"><button class="cky-btn cky-btn-customize">Customize</button> <button class="cky-btn cky-btn-reject">Reject All</button> <button class="cky-btn cky-btn-accept">Accept All</button></div></div></div>
<a class="skip-link screen-reader-text" href="#primary">Skip to content</a>
<div id="page" class="site">
<header id="masthead" class="site-header">
<div class="site-branding"><a href="{ORIGIN}/" rel="home" class="custom-logo-link"><img src="{ORIGIN}/wp-content/uploads/2024/02/parallax-logo.svg" class="custom-logo" alt="Parallax" width="180" height="40"></a><p class="site-description">Science, explained without dumbing it down</p></div>
<nav id="site-navigation" class="main-navigation" aria-label="Primary"><ul id="primary-menu" class="menu">{nav}</ul></nav>
<div class="header-actions"><form role="search" method="get" class="search-form" action="{ORIGIN}/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search …" name="s"></label><button type="submit" class="search-submit">Search</button></form> {self.a("newsletter", "Newsletter", "nav", 'class="button newsletter-button"')}</div>
</header>
<div class="ad-container ad-leaderboard"><div id="plx-ad-top" class="plx-ad" data-ad-unit="/2104/parallax/{doc.kind}/top" data-sizes="[[728,90],[970,250]]"></div></div>
<div id="content" class="site-content">
<main id="primary" class="site-main">
{main}
</main>
<aside id="secondary" class="widget-area">
<section class="widget widget_most_read"><h2 class="widget-title">Most Read</h2><ol>{most}</ol></section>
<section class="widget widget_podcast"><h2 class="widget-title">Listen</h2><p>{self.a("podcast", "Parallax Sessions, Episode 112: The Shape of a Proton", "aside")}</p></section>
<section class="widget widget_tag_cloud"><h2 class="widget-title">Topics</h2><div class="tagcloud">{self.a("tag", "Prime numbers", "aside", 'class="tag-cloud-link"')} <a href="{ORIGIN}/tag/black-holes/" class="tag-cloud-link">Black holes</a> <a href="{ORIGIN}/tag/quantum-computing/" class="tag-cloud-link">Quantum computing</a> {self.a("search", "Proton", "aside", 'class="tag-cloud-link"')}</div></section>
<div class="plx-ad" data-ad-unit="/2104/parallax/{doc.kind}/sidebar" data-sizes="[[300,250],[300,600]]"></div>
</aside>
</div>
<footer id="colophon" class="site-footer">
<div class="footer-widgets"><div class="footer-about"><p>Parallax is an editorially independent publication supported by readers and by the Hollis Foundation for Science Communication.</p></div>
<nav class="footer-navigation" aria-label="Footer"><ul class="menu"><li><a href="{ORIGIN}/about/">About</a></li><li><a href="{ORIGIN}/masthead/">Masthead</a></li><li><a href="{ORIGIN}/contact/">Contact</a></li><li>{self.a("newsletter", "Newsletter", "footer")}</li><li><a href="{ORIGIN}/privacy-policy/">Privacy Policy</a></li><li><a href="{ORIGIN}/feed/">RSS</a></li></ul></nav></div>
<div class="site-info">© 2026 Parallax Media Inc. All rights reserved. <span class="sep"> | </span> Proudly powered by WordPress</div>
</footer>
</div>
{mathjax}
<script src="{ORIGIN}/wp-content/themes/parallax/js/navigation.js?ver=4.2.1" id="parallax-navigation-js"></script>
<script src="{ORIGIN}/wp-content/plugins/cookie-law-info/lite/frontend/js/script.min.js?ver=3.2.4" id="cookie-law-info-js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        names = doc.authors or ["Parallax Staff"]
        links = [
            self.a("author", n, "byline", 'rel="author"')
            if n == "Miriam Achterberg"
            else f'<a href="{ORIGIN}{self.author_url(n)}" rel="author">{esc(n)}</a>'
            for n in names
        ]
        who = " and ".join(links) if len(links) < 3 else ", ".join(links[:-1]) + " and " + links[-1]
        extra = ""
        if doc.extra.get("illustrator"):
            extra = f'<span class="illustrator">Illustrations by <a href="{ORIGIN}/illustrator/{doc.extra["illustrator"].lower().replace(" ", "-")}/">{esc(doc.extra["illustrator"])}</a></span>'
        updated = ""
        if doc.extra.get("modified"):
            updated = f' <span class="updated">Updated <time datetime="{doc.extra["modified"]}">{stamp(doc.extra["updated"])}</time></span>'
        return f'<div class="byline"><span class="author-name">by {who}</span> {extra} – <time class="entry-date published" datetime="{doc.iso}">{stamp(doc.stamp)}</time>{updated}</div>'

    def story_main(self, doc: Doc) -> str:
        self._note = 0
        url = quote(self.url(doc.key), safe="")
        kicker = f'<div class="entry-kicker">{esc(doc.kicker)}</div>' if doc.kicker else ""
        dek = f'<p class="entry-dek">{esc(doc.dek)}</p>' if doc.dek else ""
        tags = " ".join(
            self.a("tag", t, "tag", 'rel="tag"')
            if t == "Prime numbers"
            else f'<a href="{ORIGIN}/tag/{t.lower().replace(" ", "-").replace("&", "")}/" rel="tag">{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        sec = doc.path.split("/")[1]
        section = {"physics": "physics", "mathematics": "maths"}.get(sec)
        crumb = (
            self.a(section, doc.section, "breadcrumb")
            if section
            else f'<a href="{ORIGIN}/{sec}/">{esc(doc.section)}</a>'
        )
        rel = [k for k in ARTS if k != doc.key][:3]
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in rel)
        if doc.extra.get("related_old"):
            related += f"<li>{self.a(doc.extra['related_old'], 'The proton radius puzzle is solved. Or is it?', 'related')}</li>"
        hero = f'<figure class="post-thumbnail"><img src="{ORIGIN}/wp-content/uploads/2026/11/{doc.path.rstrip("/").rsplit("/", 1)[-1][:40]}-hero.jpg" alt="" width="1200" height="675" fetchpriority="high"></figure>'
        comments = ""
        if doc.key == "column":
            comments = '<div id="comments" class="comments-area"><h2 class="comments-title">41 thoughts on “Why the Birthday Paradox Is Really About Pairs”</h2><ol class="comment-list"><li class="comment"><div class="comment-author vcard"><b class="fn">R. Tanaka</b></div><div class="comment-content"><p>For puzzle 3 I get 12 people, using the same square-root rule of thumb.</p></div></li><li class="comment"><div class="comment-author vcard"><b class="fn">Hélène</b></div><div class="comment-content"><p>Nice to see the approximation derived rather than just stated.</p></div></li></ol></div>'
        return f"""<article id="post-{zlib.crc32(doc.key.encode()) % 90000 + 10000}" class="post type-post status-publish format-standard has-post-thumbnail">
<header class="entry-header">
<div class="entry-category">{crumb}</div>
{kicker}
<h1 class="entry-title">{esc(doc.title)}</h1>
{dek}
{self.byline(doc)}
<div class="share-links"><a href="https://www.facebook.com/sharer/sharer.php?u={url}">Share on Facebook</a> <a href="https://bsky.app/intent/compose?text={url}">Bluesky</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={url}">Email</a></div>
</header>
{hero}
<div class="entry-content post-content">
{self.blocks(doc)}
</div>
<footer class="entry-footer"><span class="tags-links">Tagged: {tags}</span></footer>
<section class="related-posts"><h2>Related</h2><ol>{related}</ol></section>
{comments}
</article>"""

    def listing_main(self, doc: Doc) -> str:
        posts = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            names = " and ".join(d.authors) or "Parallax Staff"
            posts.append(
                f'<article class="post-card"><img src="{ORIGIN}/wp-content/uploads/2026/11/{d.path.rstrip("/").rsplit("/", 1)[-1][:40]}-400x225.jpg" alt="" loading="lazy" width="400" height="225">'
                f'<div class="post-card__meta"><span class="cat">{esc(d.section)}</span></div><h2 class="entry-title">{self.a(k, d.title, "content", BOOKMARK)}</h2>'
                f'<p class="excerpt">{esc(self.lede(d))}</p><div class="byline">by {esc(names)} – <time datetime="{d.iso}">{stamp(d.stamp)}</time></div></article>'
            )
        for path, title in doc.extra.get("old", []):
            posts.append(
                f'<article class="post-card"><h2 class="entry-title"><a href="{ORIGIN}{path}" rel="bookmark">{esc(title)}</a></h2><div class="byline">by Parallax writers</div></article>'
            )
        head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header>'
        if doc.kind == "tag":
            head = f'<header class="page-header"><h1 class="page-title">Tag: <span>{esc(doc.title)}</span></h1><div class="archive-description"><p>Stories about the building blocks of arithmetic.</p></div></header>'
        elif doc.kind == "author":
            head = f'<header class="page-header author-header"><img src="{ORIGIN}/wp-content/uploads/authors/miriam-achterberg-150x150.jpg" alt="" width="150" height="150"><h1 class="page-title">{esc(doc.title)}</h1><p class="author-role">Senior Writer</p><div class="archive-description"><p>{esc(doc.extra["bio"])}</p></div></header>'
        elif doc.kind == "search":
            head = f'<header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1><form role="search" method="get" action="{ORIGIN}/"><input type="search" name="s" value="proton"><button>Search</button></form></header>'
        elif doc.key == "home":
            head = '<h1 class="screen-reader-text">Parallax</h1><div class="home-hero"><p class="eyebrow">This week</p></div>'
        pager = ""
        if doc.key == "physics":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span> {self.a("physics2", "2", "pagination", PAGENUM)} <a class="page-numbers" href="{ORIGIN}/physics/page/3/">3</a> {self.a("physics2", "Next", "pagination", NEXT)}</div></nav>'
        elif doc.key == "physics2":
            pager = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links">{self.a("physics", "Previous", "pagination", PREV)} {self.a("physics", "1", "pagination", PAGENUM)} <span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="{ORIGIN}/physics/page/3/">3</a></div></nav>'
        elif doc.key == "home":
            pager = f'<div class="home-more">{self.a("physics", "More physics", "content")} · {self.a("maths", "More mathematics", "content")} · {self.a("newsletter", "Get the newsletter", "content")}</div>'
        return f'<div class="archive-wrap">{head}<div class="post-grid">{"".join(posts)}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            recent = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ("longread", "qa", "primes")
            )
            return f'<section class="error-404 not-found"><header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header><div class="page-content">{html}<form role="search" method="get" class="search-form" action="{ORIGIN}/"><input type="search" class="search-field" name="s"><button type="submit">Search</button></form><div class="widget widget_recent_entries"><h2 class="widget-title">Recent Posts</h2><ul>{recent}</ul></div></div></section>'
        if doc.kind == "podcast":
            return f'<article class="podcast-episode"><header class="entry-header"><div class="entry-kicker">Podcast</div><h1 class="entry-title">{esc(doc.title)}</h1><div class="episode-meta">41 min · Nov 6, 2026</div></header><div class="podcast-player"><audio controls preload="none" src="https://media.parallaxmag.test/podcast/ps-112.mp3"></audio></div><div class="entry-content">{html}</div><p>Related: {self.a("longread", "The Forty-Year Argument Over the Size of the Proton", "content")}</p></article>'
        if doc.kind == "subscribe":
            return f'<section class="newsletter-page"><h1 class="entry-title">{esc(doc.title)}</h1><div class="entry-content">{html}</div><form class="newsletter-form" action="https://list.parallaxmag.test/subscribe" method="post"><input type="email" name="email" placeholder="Your email address" required><button type="submit">Subscribe</button></form><p class="fine-print">By subscribing you agree to our <a href="{ORIGIN}/privacy-policy/">privacy policy</a>.</p></section>'
        return f'<section class="page"><h1 class="entry-title">{esc(doc.title)}</h1><div class="entry-content">{html}</div></section>'
