# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Kilohertz: an English-language technology and science site on **Astro 4** with **Storyblok** (English, UTF-8).

Mostly static HTML: `data-astro-cid-xxxxxxxx` scoped attributes, `/_astro/` hashed assets, `<astro-island>` elements
for the interactive parts (comments with server-rendered comments inside, newsletter sign-up, audio player) closed by
`<!--astro:end-->`, Storyblok's richtext rendering (list items wrapped in `<p>`), images on `a.storyblok.com`.
Story URLs `/stories/<slug>/`, `/topics/energy/` and `/topics/energy/2/`, `/tags/…/`, `/authors/…/`, `/search/?q=`.
Metadata is uneven: full `NewsArticle`/`Review` JSON-LD (in -08:00) on some stories, a JSON-LD without
`datePublished` on the heat-pump explainer, none on the telescope story (its date only the `<time>` text
"Dec 4, 2026", no `datetime`), none on the VPP story (its `datetime` is UTC, 03:10Z on 5 Dec = 4 Dec 19:10 in
California) and the brief. A "What's new" changelog list, a podcast episode page with a two-sentence summary and a
soft 404 (an old story URL answering 200 with "Page not found") are not articles."""

from __future__ import annotations

from datetime import datetime, timedelta

from common import Base, ckey, js_json, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["sodium", "telescope", "review", "heatpump", "riscv", "vpp", "lattica", "updates"]
AUTH = {"Dev Raman": "dev-raman"}
CID = {
    "layout": "data-astro-cid-sckkx6r4",
    "header": "data-astro-cid-3ef6ksr2",
    "post": "data-astro-cid-4sn4hg3z",
    "card": "data-astro-cid-dohjnao5",
    "footer": "data-astro-cid-sz7xmlte",
}
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def pacific(iso: str) -> datetime:
    t = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return (t - timedelta(hours=8)).replace(tzinfo=None) if iso.endswith("Z") else t.replace(tzinfo=None)


def short(iso: str) -> str:
    t = pacific(iso)
    return f"{MON[t.month - 1]} {t.day}, {t.year}"


ISLAND_RUNTIME = '<script>(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).visible=e;window.dispatchEvent(new Event("astro:visible"));})();</script><script>(()=>{var A=Object.defineProperty;var g=(i,o,a)=>o in i?A(i,o,{enumerable:!0,configurable:!0,writable:!0,value:a}):i[o]=a;var d=(i,o,a)=>g(i,typeof o!="symbol"?o+"":o,a);{let i={0:t=>m(t),1:t=>a(t),2:t=>new RegExp(t),3:t=>new Date(t),4:t=>new Map(a(t)),5:t=>new Set(a(t)),6:t=>BigInt(t),7:t=>new URL(t),8:t=>new Uint8Array(t),9:t=>new Uint16Array(t),10:t=>new Uint32Array(t)};customElements.get("astro-island")||customElements.define("astro-island",(c=class extends HTMLElement{constructor(){super(...arguments);d(this,"Component");d(this,"hydrator")}}))}})();</script><style>astro-island,astro-slot,astro-static-slot{display:contents}</style>'


class Kilohertz(Base):
    origin = "https://kilohertz.test"
    name = "Kilohertz"
    prefix = "khz"
    language = "en"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "khz",
            [f"[{v}]" for v in CID.values()] + [".prose", ".post-header", ".card", ".island-comments", ".newsletter"],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Kilohertz",
                "astro-home",
                list=["vpp", "lattica", "telescope", "sodium", "review", "heatpump", "riscv", "updates"],
            )
        )
        add(
            page(
                "energy",
                "/topics/energy/",
                "section",
                "Energy",
                "astro-topic",
                list=["vpp", "sodium", "heatpump"],
                more="energy2",
            )
        )
        add(
            page(
                "energy2",
                "/topics/energy/2/",
                "section",
                "Energy",
                "astro-topic-page2",
                list=["riscv", "updates", "review"],
                prev="energy",
            )
        )
        add(page("tag", "/tags/batteries/", "tag", "Batteries", "astro-tag", list=["sodium", "vpp"]))
        add(page("author", "/authors/dev-raman/", "author", "Dev Raman", "astro-author", list=["sodium", "heatpump"]))
        add(page("search", "/search/?q=sodium", "search", "Search: sodium", "astro-ssr-search", list=["sodium", "vpp"]))
        add(
            page(
                "whatsnew",
                "/whats-new/",
                "changelog",
                "What’s new on Kilohertz",
                "astro-changelog-list",
                [],
                entries=[
                    (
                        "2026-12-04",
                        "New",
                        "Our podcast now has full transcripts for every episode, starting with [[podcast|episode 112 on sodium-ion batteries]].",
                    ),
                    (
                        "2026-12-03",
                        "Published",
                        "[[sodium|A sodium-ion battery plant in Nevada just shipped its first cells]] — the first in a three-part series on grid storage.",
                    ),
                    (
                        "2026-12-02",
                        "Improved",
                        "Comments now support basic Markdown and show when a reply comes from a Kilohertz writer.",
                    ),
                    ("2026-12-01", "New", "Dark mode follows your system setting. You can override it from the menu."),
                    (
                        "2026-11-28",
                        "Fixed",
                        "Images in reviews no longer shift the page while they load on slow connections.",
                    ),
                    (
                        "2026-11-24",
                        "Improved",
                        "The energy topic page now lists explainers first, so newcomers can find the basics.",
                    ),
                    (
                        "2026-11-18",
                        "New",
                        "RSS feeds for every topic and author. Look for the feed link at the bottom of each page.",
                    ),
                ],
            )
        )
        add(
            page(
                "podcast",
                "/podcast/episodes/112-sodium-ion/",
                "podcast",
                "Episode 112: Sodium-ion’s big moment",
                "astro-podcast-episode",
                [
                    "Voltra Cell’s CTO Ingrid Solheim joins Dev Raman to talk about cathodes, cold weather and why grid batteries don’t care about weight. Plus: listener questions about home battery warranties."
                ],
                duration="41:27",
                date="2026-12-04T14:00:00.000Z",
            )
        )
        add(
            page(
                "gone",
                "/stories/graphene-supercapacitor-breakthrough/",
                "error",
                "Page not found",
                "soft-404-200",
                [
                    "We couldn’t find the page you were looking for. It may have been moved, renamed or archived.",
                    "Try searching, or start from one of our latest stories below.",
                ],
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "About Kilohertz",
                "about-page",
                [
                    "Kilohertz covers technology and science for people who like to know how things work. We write about energy, space, computing and the devices in your pocket, with an emphasis on explaining rather than hyping.",
                    "We are an independent publication based in Oakland, California, funded by reader subscriptions and a small number of clearly labeled sponsorships. Sponsors never see stories before publication.",
                    "## Reviews policy",
                    "We buy most of the products we review. When a company lends us a device, we say so in the review and send it back when we are done. We do not accept payment for reviews.",
                    "## Contact",
                    "Story tips: tips@kilohertz.test. Corrections: corrections@kilohertz.test.",
                ],
            )
        )

        add(
            story(
                "sodium",
                "/stories/sodium-ion-battery-plant-nevada-first-cells/",
                "A sodium-ion battery plant in Nevada just shipped its first cells. Here’s why that matters.",
                "2026-12-03",
                "2026-12-03T10:00:00-08:00",
                "",
                ["Dev Raman"],
                [
                    "The first pallets of sodium-ion battery cells left Voltra Cell’s factory in Fernley, Nevada, on Tuesday, bound for a utility-scale storage project in Arizona. It is a modest shipment — about 40 megawatt-hours’ worth — but it marks the first time a US plant has produced sodium-ion cells in commercial volumes.",
                    "Sodium-ion batteries work much like their lithium-ion cousins: ions shuttle between two electrodes as the battery charges and discharges. The difference is the ion. Sodium is about a thousand times more abundant in Earth’s crust than lithium and can be extracted from ordinary salt, which makes the raw materials cheaper and far less exposed to the price swings that have rattled the battery industry.",
                    "FIG: Rows of battery cells on a production line | Cells move through formation, the first charge cycle, at Voltra’s Fernley plant. (Voltra Cell)",
                    "## The trade-offs",
                    "The catch is energy density. Voltra’s cells store about 160 watt-hours per kilogram, roughly two-thirds of what a good lithium iron phosphate (LFP) cell manages. That makes them a poor fit for long-range electric cars, where every kilogram counts. But for batteries that sit in a fenced lot next to a solar farm, weight barely matters.",
                    "“Nobody is putting a grid battery on a bicycle,” said Voltra’s chief technology officer, Ingrid Solheim. “What matters for storage is cost per kilowatt-hour over 20 years, safety, and how the cells behave when it is 45 degrees outside. Sodium does very well on all three.”",
                    "Sodium-ion cells also tolerate cold better than LFP. In Voltra’s tests, the cells kept about 88% of their capacity at minus 20 degrees Celsius, compared with roughly 60% for the LFP cells it benchmarked against. And because they can be shipped fully discharged, they are simpler to transport and store.",
                    "## Cost is the whole story",
                    "Voltra says its cells cost about $58 per kilowatt-hour to make today, slightly more than imported LFP cells. The company expects to reach $45 by 2028 as the plant ramps from 2 gigawatt-hours of annual capacity to 8. A federal manufacturing tax credit shaves off another $35 per kilowatt-hour for now.",
                    "Analysts are cautiously optimistic. “Sodium-ion has been ‘five years away’ for about fifteen years,” said Rohan Mehta, who tracks energy storage at the consultancy Gridline Research. “What’s different now is that there are real factories and real customers. It doesn’t have to be much cheaper than LFP to win contracts. It just has to be reliably available.”",
                    "Two years ago, [[gone|a wave of supercapacitor announcements]] promised to make grid batteries obsolete; most of the companies behind them have since folded. Sodium’s backers argue their chemistry is different because it reuses the factories, equipment and know-how of the lithium industry.",
                    "The Arizona project, run by the utility Desert Sky Power, will pair 160 megawatt-hours of Voltra cells with an existing solar plant near Buckeye. Desert Sky says it chose sodium partly to diversify its suppliers.",
                    "Voltra is not alone. At least four other companies are building sodium-ion lines in North America, and several Chinese manufacturers already sell sodium cells for scooters and small cars. For more on the chemistry, listen to [[podcast|this week’s episode of our podcast]], in which Solheim explains how the cathodes are made.",
                ],
                "astro-storyblok-full-ld",
                section="Energy",
                dek="Voltra Cell’s factory near Reno is small by lithium standards, but it could help grid storage dodge the metals squeeze.",
                ld="news",
                comments=23,
                tags=["Batteries", "Grid storage"],
            )
        )
        add(
            story(
                "telescope",
                "/stories/bonneville-radio-array-first-light/",
                "Utah’s new radio array sees first light, and its first target is a dying star",
                "2026-12-04",
                None,
                "",
                ["Hannah Cole"],
                [
                    "A radio telescope array built on a dry lakebed in western Utah recorded its first scientific observations this week, turning 64 dish antennas toward a red giant star about 700 light-years away.",
                    "The Bonneville Radio Array, operated by a consortium of seven universities, is designed to study how stars shed their outer layers late in life and how those layers seed the galaxy with the dust that later forms planets. Its first target, a star catalogued as BRA J0521+18, is in the middle of that process.",
                    "“We picked something we knew would be bright and messy,” said Lucía Ferrand, the array’s project scientist. “It’s the astronomical equivalent of checking that the microphone works by shouting into it.”",
                    "Each of the array’s dishes is 6 meters across — small by the standards of giant single-dish telescopes, but spread over 11 kilometers of lakebed. By combining their signals, astronomers can resolve details as fine as a single dish several kilometers wide would see.",
                    "## Why the desert",
                    "The site was chosen for its radio silence. The lakebed sits inside a designated quiet zone where new cell towers and some other transmitters are restricted. Even so, engineers spent two years hunting down interference from sources as mundane as an electric fence at a nearby ranch and a malfunctioning weather station.",
                    "“The hardest part of radio astronomy now is not building the telescope,” Ferrand said. “It’s the satellites.” Thousands of communications satellites launched in the past five years leak faint signals at frequencies the array uses. The team has written software to predict satellite passes and blank out the affected data, at the cost of about 4% of observing time.",
                    "The array cost $86 million, most of it from the National Science Foundation and the state of Utah. It will run at partial capacity through the spring before opening to outside astronomers in mid-2027.",
                    "First images of the red giant are expected in January, once the team has calibrated all 64 dishes.",
                ],
                "astro-no-ld-time-text-only",
                section="Space",
                dek="",
                ld=None,
                comments=9,
                tags=["Astronomy"],
                printed="Dec 4, 2026",
            )
        )
        add(
            story(
                "review",
                "/stories/folio-7-review/",
                "Folio 7 review: the e-reader that finally gets handwriting right",
                "2026-12-02",
                "2026-12-02T17:00:00.000Z",
                "",
                ["Theo Marchetti"],
                [
                    "E-readers that let you write on the screen have existed for years, but most of them have felt like compromises: too big to hold in one hand, too slow to keep up with a pen, or too eager to become a general-purpose tablet. The Folio 7, from the Portland-based company Paperline, is the first one I have wanted to carry every day.",
                    "## Design and screen",
                    "The Folio 7 has a 7-inch E Ink display with a resolution of 300 pixels per inch and a warm front light that can be adjusted from cool white to amber. It weighs 212 grams, about the same as a paperback, and has physical page-turn buttons on one side — a detail I did not know I had missed until I had it back.",
                    "The magnetic stylus clicks onto the side and never needs charging. Writing latency is the best I have seen on E Ink: lines follow the pen closely enough that handwriting feels natural, though fast sketching still leaves a faint trail.",
                    "FIG: The Folio 7 with its stylus | The stylus attaches magnetically and needs no battery. (Theo Marchetti / Kilohertz)",
                    "## Notes that stay with the book",
                    "The clever part is the software. Anything you write in the margin of an EPUB stays anchored to the passage, even if you change the font size. You can export all your notes from a book as a single PDF or plain-text file, and the handwriting recognition turned my untidy scrawl into searchable text with surprisingly few errors.",
                    "The Folio 7 reads EPUB, PDF and plain text, and it syncs with the Paperline store and with a folder on your computer. There is no web browser and no app store, which I consider a feature.",
                    "## What could be better",
                    "Battery life is good but not extraordinary: I got about three weeks of reading with moderate note-taking. PDFs with small type are cramped on a 7-inch screen. And at $279, it costs nearly twice as much as a basic e-reader without a pen.",
                    "- Pros: excellent pen latency, notes anchored to the text, physical buttons, light and compact",
                    "- Cons: small for PDFs, pricey, no library lending at launch",
                    "## Verdict",
                    "If you read mostly novels and never annotate, a cheaper e-reader will serve you just as well. But if you are the kind of reader who fills margins with question marks, the Folio 7 is the first device that treats those marks as part of the book. I am keeping mine.",
                ],
                "astro-review-rating-box",
                section="Reviews",
                dek="Paperline’s new 7-inch reader adds a stylus without turning into a tablet. It’s the best small E Ink device we’ve tested.",
                ld="review",
                comments=31,
                tags=["E-readers"],
                rating="8/10",
            )
        )
        add(
            story(
                "heatpump",
                "/stories/heat-pumps-cold-weather-cop-explained/",
                "Why heat pumps lose efficiency in the cold, and why it matters less than you think",
                "2026-12-01",
                "2026-12-01T16:00:00.000Z",
                "",
                ["Dev Raman"],
                [
                    "Every winter, the same question lands in our inbox: do heat pumps actually work when it is really cold? The short answer is yes. The longer answer involves a number called the coefficient of performance, and it is worth understanding before you replace a furnace.",
                    "## What COP means",
                    "A heat pump does not make heat; it moves it. Even cold outdoor air contains thermal energy, and a heat pump uses a refrigerant cycle to pull that energy inside. The coefficient of performance, or COP, is the ratio of heat delivered to electricity used. A COP of 3 means that for every kilowatt-hour of electricity, the heat pump delivers three kilowatt-hours of heat.",
                    "An electric resistance heater, by comparison, has a COP of exactly 1. A gas furnace doesn’t have a COP in the same sense, but a high-efficiency model turns about 95% of the fuel’s energy into heat.",
                    "## Why it drops",
                    "The colder it is outside, the harder the heat pump has to work to lift heat to indoor temperatures. A typical modern cold-climate model might have a COP of around 4 at 8°C, around 2.5 at minus 8°C and around 1.8 at minus 20°C. That decline is physics, not a design flaw.",
                    "But notice what that means: even at minus 20°C, the heat pump is still delivering almost twice as much heat per unit of electricity as a space heater. Efficiency falls; it does not disappear.",
                    "## Why it matters less than you think",
                    "Most homes spend very few hours at the coldest temperatures. In a city like Minneapolis, temperatures below minus 20°C occur for perhaps 100 hours in a typical winter, a small share of the heating season. What matters for your bill is seasonal efficiency, averaged over all those milder days, and for modern cold-climate units that average typically lands between 2.5 and 3.5.",
                    "The bigger risk is sizing. A heat pump that is too small for the house will lean on backup resistance heat during cold snaps, and that is where bills can spike. A proper load calculation — not a rule of thumb based on square footage — is the single most important step.",
                    "## What to ask an installer",
                    "- Is the model rated for cold climates, and what is its capacity at minus 15°C?",
                    "- Did you do a room-by-room heat load calculation?",
                    "- What backup heat will the system use, and when will it turn on?",
                    "Get those answers, and the cold will mostly take care of itself.",
                ],
                "astro-explainer-ld-no-date",
                section="Energy",
                dek="A plain-language guide to the coefficient of performance, and what to ask before you replace a furnace.",
                ld="nodate",
                comments=57,
                tags=["Heat pumps", "Explainers"],
            )
        )
        add(
            story(
                "riscv",
                "/stories/risc-v-laptop-good-enough/",
                "The RISC-V laptop is finally good enough. That’s the interesting part.",
                "2026-11-30",
                "2026-11-30T20:30:00.000Z",
                "",
                ["Sana Qureshi"],
                [
                    "For most of the past decade, a laptop built around a RISC-V processor was a curiosity: a board for hobbyists, a proof of concept at a trade show, a machine that could boot Linux if you were patient. The Arbor 14, which went on sale last month for $749, is something different. It is an ordinary, slightly dull laptop. That is exactly why it matters.",
                    "RISC-V is an open instruction set, the basic vocabulary a processor understands. Unlike x86, controlled by Intel and AMD, or Arm, which licenses its designs for a fee, anyone can build a RISC-V chip without paying royalties. That has made it popular in microcontrollers and storage devices. Laptops, which need fast general-purpose cores and a mature software ecosystem, have been a harder sell.",
                    "In our testing, the Arbor 14’s eight-core processor, designed by the Shenzhen-based chipmaker Kunlang, performed roughly like a mid-range laptop chip from 2021. Web browsing, documents and video calls were smooth. Compiling large software projects was slow. Battery life, at about nine hours, was respectable.",
                    "## Software is the story",
                    "The more important change is on the software side. Two major Linux distributions now treat RISC-V as a first-class architecture, with the same packages available as on x86. Firefox and Chromium both run natively. Tasks that used to require hours of tinkering — getting Wi-Fi to work, installing a printer driver — now mostly just work.",
                    "“Three years ago, you spent your time fixing the laptop,” said Eitan Brodsky, who maintains the RISC-V port of a popular Linux distribution. “Now you spend your time using it. That’s the threshold.”",
                    "## What it does not change, yet",
                    "None of this threatens the big chipmakers in the near term. The Arbor 14 is slower than comparably priced machines, does not run Windows and has limited support for games and professional creative software. Its manufacturer expects to sell tens of thousands of units, not millions.",
                    "But the history of computing suggests that “good enough” is where things get interesting. Arm spent decades as the chip inside phones and embedded devices before it became a serious laptop contender. If RISC-V follows a similar path, the Arbor 14 may look, in hindsight, like the moment the architecture stopped being an experiment.",
                ],
                "astro-analysis-ld",
                section="Computing",
                dek="",
                ld="news",
                comments=88,
                tags=["Chips", "Linux"],
                label="Analysis",
            )
        )
        add(
            story(
                "vpp",
                "/stories/california-virtual-power-plant-tariff-approved/",
                "California approves a tariff that pays households to share their home batteries",
                "2026-12-04",
                "2026-12-05T03:10:00.000Z",
                "",
                ["Hannah Cole"],
                [
                    "California utility regulators on Friday approved a new rate that pays households with home batteries to send power back to the grid during heat waves and other periods of peak demand, a step toward what the industry calls a virtual power plant.",
                    "Under the tariff, approved 4-1 by the California Public Utilities Commission, customers of the state’s three largest utilities can enroll their batteries in a program that dispatches them during up to 60 “grid events” a year. Participants will earn $2 for each kilowatt-hour they deliver during those events, on top of their existing solar credits.",
                    "The commission estimates that about 190,000 households could sign up in the first two years, adding roughly 900 megawatts of capacity — about as much as a large gas-fired power plant — at a fraction of the cost.",
                    "“We have a fleet of power plants sitting in garages all over the state,” said Commissioner Alicia Brandt, who wrote the decision. “This lets us use them.”",
                    "Battery owners will be able to set a minimum charge level so their homes keep backup power during outages. Utilities must notify customers at least two hours before an event, and households can opt out of up to five events a year without penalty.",
                    "Consumer groups largely welcomed the decision but warned that the payments favor households wealthy enough to afford solar panels and batteries. The lone dissenting commissioner, Raymond Villanueva, said the program should have included a bonus for low-income participants and for renters in buildings with shared batteries.",
                    "The program takes effect in May 2027, ahead of the summer peak. The commission will review the payment rate after two years.",
                ],
                "astro-no-ld-utc-datetime",
                section="Energy",
                dek="",
                ld=None,
                comments=12,
                tags=["Batteries", "Policy"],
            )
        )
        add(
            story(
                "lattica",
                "/stories/lattica-delays-second-launch/",
                "Lattica delays second orbital launch after valve sensor fault",
                "2026-12-04",
                "2026-12-04T18:45:00.000Z",
                "",
                [],
                [
                    "Launch startup Lattica has postponed the second flight of its Kestrel rocket, originally scheduled for Dec. 9, after a pressure sensor on a second-stage valve gave inconsistent readings during a test on Wednesday.",
                    "The company said in a statement that the sensor would be replaced and the stage retested, pushing the launch into January at the earliest. No new date has been set.",
                    "Kestrel’s first flight in August reached orbit but failed to deploy one of its three customer satellites. Lattica, based in Mojave, California, has raised about $210 million and plans to fly six missions in 2027.",
                ],
                "astro-brief-staff",
                section="Space",
                dek="",
                ld=None,
                comments=0,
                tags=["Launch"],
                byline="Kilohertz Staff",
            )
        )
        add(
            story(
                "updates",
                "/stories/in-defense-of-boring-software-updates/",
                "In defense of boring software updates",
                "2026-11-28",
                "2026-11-28T19:00:00.000Z",
                "",
                ["Theo Marchetti"],
                [
                    "My phone updated itself last week, and nothing happened. No new assistant greeted me. No icons moved. The settings were where I had left them. I noticed the update only because a small line in the notification shade told me security patches had been installed. It was the best software update I have received all year.",
                    "We have come to expect that every update should deliver something visible: a redesign, a new feature, an announcement. Companies encourage this, because visible change makes for good keynotes and good marketing. But for most of us, most of the time, the best thing software can do is keep working the way it did yesterday, only a little more safely.",
                    "Think of what a flashy update actually costs. Every moved button is a small tax on millions of users, paid in seconds of confusion and minutes of searching. Every feature added by default is another thing that can break, another setting to disable, another way for an app to ask for permissions it did not need before. For older users, or for anyone whose job depends on a tool behaving predictably, those costs are not trivial.",
                    "Meanwhile, the genuinely important work — fixing security holes, improving battery life, making apps load faster on older hardware — rarely gets a launch event. It should. A patch that closes a vulnerability used to spy on journalists matters more than a new set of wallpapers.",
                    "There is a version of this argument that turns into nostalgic grumbling, and I want to avoid it. Software should improve. New features can be wonderful. But they should be offered, not imposed, and they should be separated from the maintenance updates that everyone needs. Some open-source projects already do this with long-term support releases that change nothing but fixes for years at a time. More commercial software should follow.",
                    "So here is a modest request to the companies that make the devices we depend on: give us more updates like the one my phone got last week. Fix what is broken. Leave the rest alone. And if you must move a button, at least tell us where you put it.",
                ],
                "astro-column-ld-person",
                section="Opinion",
                dek="",
                ld="opinion",
                comments=142,
                tags=["Software"],
                label="Column",
            )
        )

    # ---- rendering -------------------------------------------------------------------------------------------------

    def prose(self, doc: Doc) -> str:
        p = CID["post"]
        out = []
        for b in doc.blocks:
            if b[0] == "p":
                out.append(f"<p>{self.inline(b[1])}</p>")
            elif b[0] in ("h2", "h3"):
                out.append(f'<{b[0]} id="{ckey(b[1], 6)}">{self.inline(b[1])}</{b[0]}>')
            elif b[0] in ("ul", "ol"):
                out.append(f"<{b[0]}>" + "".join(f"<li><p>{self.inline(i)}</p></li>" for i in b[1]) + f"</{b[0]}>")
            elif b[0] == "fig":
                src = f"https://a.storyblok.com/f/284619/1600x900/{ckey(b[1], 10)}/{ckey(b[2], 8)}.jpg"
                out.append(
                    f'<figure {p}><img src="{src}/m/1200x0/filters:quality(75)" srcset="{src}/m/800x0 800w, {src}/m/1200x0 1200w" alt="{esc(b[1])}" loading="lazy" decoding="async" width="1200" height="675" {p}><figcaption {p}>{esc(b[2])}</figcaption></figure>'
                )
        return "\n".join(out)

    def island(self, name: str, props: dict, client: str, inner: str) -> str:
        uid = ckey(name + inner[:40], 7)
        pr = esc(js_json({k: [0, v] for k, v in props.items()}))
        return (
            f'<astro-island uid="{uid}" prefix="r{len(name)}" component-url="/_astro/{name}.{ckey(name, 8)}.js" component-export="default" '
            f'renderer-url="/_astro/client.DkK2L0fF.js" props="{pr}" ssr="" client="{client}" opts="{esc(js_json({"name": name, "value": True}))}" await-children="">{inner}<!--astro:end--></astro-island>'
        )

    def comments(self, doc: Doc) -> str:
        n = doc.extra.get("comments", 0)
        if not n:
            return ""
        sample = [
            ("gridnerd_77", "Great piece. Would love a follow-up on how this compares over a full 20-year lifetime."),
            (
                "Marisol T.",
                "I had the same question last winter. Our installer never did a load calculation and it showed.",
            ),
            ("kb_oakland", "Appreciate that you included the numbers instead of just the press release claims."),
        ]
        k = sum(map(ord, doc.key)) % 3
        items = "".join(
            f'<li class="comment"><p class="comment-author">{a}</p><p class="comment-body">{t}</p></li>'
            for a, t in [sample[k], sample[(k + 1) % 3]]
        )
        inner = f'<section class="island-comments" aria-label="Comments"><h2>{n} comments</h2><ol class="comment-list">{items}</ol><button type="button" class="load-more">Show all {n} comments</button><p class="comment-login"><a href="/login/">Log in</a> to join the conversation.</p></section>'
        return self.island("Comments", {"storyId": ckey(doc.key, 7), "count": n}, "visible", inner)

    def newsletter(self) -> str:
        inner = '<form class="newsletter" action="/api/subscribe" method="post"><h2>The Kilohertz Weekly</h2><p>One email every Friday with our best explainers and reviews.</p><input type="email" name="email" placeholder="you@example.com" required=""><button type="submit">Subscribe</button></form>'
        return self.island("NewsletterSignup", {"list": "weekly"}, "idle", inner)

    def frame(self, doc: Doc, main: str) -> str:
        L, H, F = CID["layout"], CID["header"], CID["footer"]
        url = self.url(doc.key)
        head = [f"<title>{esc(doc.title)} | Kilohertz</title>", f'<link rel="canonical" href="{esc(url)}">']
        if doc.dek:
            head.append(f'<meta name="description" content="{esc(doc.dek)}">')
        head.append(f'<meta property="og:title" content="{esc(doc.title)}">')
        head.append(f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">')
        head.append(f'<meta property="og:url" content="{esc(url)}">')
        if doc.is_article and doc.key == "vpp":
            head.append(f'<meta property="article:published_time" content="{doc.iso}">')
        ldkind = doc.extra.get("ld")
        if doc.is_article and ldkind:
            iso = pacific(doc.iso).strftime("%Y-%m-%dT%H:%M:%S") + "-08:00"
            ld = {
                "@context": "https://schema.org",
                "@type": {
                    "news": "NewsArticle",
                    "review": "Review",
                    "nodate": "Article",
                    "opinion": "OpinionNewsArticle",
                }[ldkind],
                "headline": doc.title,
                "author": [
                    {
                        "@type": "Person",
                        "name": a,
                        "url": f"{self.origin}/authors/{AUTH.get(a, a.lower().replace(' ', '-'))}/",
                    }
                    for a in doc.authors
                ],
                "publisher": {"@type": "Organization", "name": "Kilohertz"},
            }
            if ldkind != "nodate":
                ld["datePublished"] = iso
            else:
                ld["image"] = f"https://a.storyblok.com/f/284619/1600x900/{ckey(doc.key, 10)}/cover.jpg"
            if ldkind == "review":
                ld["itemReviewed"] = {"@type": "Product", "name": "Paperline Folio 7"}
                ld["reviewRating"] = {"@type": "Rating", "ratingValue": 8, "bestRating": 10}
            head.append(f'<script type="application/ld+json">{js_json(ld)}</script>')
        if doc.kind == "podcast":
            head.append(
                f'<meta property="og:audio" content="https://cdn.kilohertz.test/audio/{ckey(doc.key, 10)}.mp3">'
            )
        nav = "".join(
            f"<li {H}>" + (self.a(k, t, "nav", attrs=H) if k in self.docs else f'<a href="{k}" {H}>{t}</a>') + "</li>"
            for k, t in (
                ("energy", "Energy"),
                ("/topics/space/", "Space"),
                ("/topics/computing/", "Computing"),
                ("/reviews/", "Reviews"),
                ("podcast", "Podcast"),
                ("whatsnew", "What’s new"),
            )
        )
        return f"""<!DOCTYPE html><html lang="en" {L}><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="Astro v4.16.7"><link rel="icon" type="image/svg+xml" href="/favicon.svg">{"".join(head)}<link rel="alternate" type="application/rss+xml" title="Kilohertz" href="https://kilohertz.test/rss.xml"><link rel="stylesheet" href="/_astro/_slug_.CjT0k2pa.css"><style>/*PAD*/</style><script type="module" src="/_astro/hoisted.B8kD2x9L.js"></script></head><body {L}><a href="#main" class="skip" {L}>Skip to content</a><header {H}><div class="brand" {H}>{self.a("home", "Kilohertz", "nav", attrs=H)}<span class="tagline" {H}>How things work</span></div><nav aria-label="Primary" {H}><ul {H}>{nav}</ul></nav><div class="actions" {H}>{self.a("search", "Search", "nav", attrs=H)}<a href="/subscribe/" class="cta" {H}>Subscribe</a><button class="theme-toggle" aria-label="Toggle dark mode" {H}>◐</button></div></header><main id="main" {L}>{main}</main>{self.newsletter() if doc.kind not in ("error",) else ""}<footer {F}><div class="cols" {F}><p {F}>Kilohertz is an independent publication about technology and science. Oakland, California.</p><ul {F}><li {F}>{self.a("about", "About", "footer")}</li><li {F}>{self.a("whatsnew", "What’s new", "footer")}</li><li {F}><a href="/privacy/">Privacy</a></li><li {F}><a href="/ethics/">Ethics</a></li><li {F}><a href="https://mastodon.social/@kilohertz">Mastodon</a></li><li {F}><a href="/rss.xml">RSS</a></li></ul></div><p class="copy" {F}>© 2026 Kilohertz Media LLC</p></footer>{ISLAND_RUNTIME}</body></html>"""

    def date_html(self, doc: Doc) -> str:
        p = CID["post"]
        if doc.extra.get("printed"):
            return f"<time {p}>{doc.extra['printed']}</time>"
        return f'<time datetime="{doc.iso}" {p}>{short(doc.iso)}</time>'

    def story_main(self, doc: Doc) -> str:
        p = CID["post"]
        if doc.authors:
            names = [
                self.a("author", a, "byline", attrs=p)
                if a in AUTH
                else f'<a href="/authors/{a.lower().replace(" ", "-")}/" {p}>{esc(a)}</a>'
                for a in doc.authors
            ]
            by = "By " + " and ".join(names)
        else:
            by = esc(doc.extra.get("byline", ""))
        label = doc.extra.get("label") or doc.section
        dek = f'<p class="dek" {p}>{esc(doc.dek)}</p>' if doc.dek else ""
        rating = (
            f'<aside class="rating" {p}><p class="score" {p}>{doc.extra["rating"]}</p><p {p}>Paperline Folio 7 · $279</p><p {p}>Kilohertz Recommended</p></aside>'
            if doc.extra.get("rating")
            else ""
        )
        tags = "".join(
            f"<li {p}>"
            + (
                self.a("tag", t, "content", attrs=p)
                if t == "Batteries"
                else f'<a href="/tags/{t.lower().replace(" ", "-")}/" {p}>{esc(t)}</a>'
            )
            + "</li>"
            for t in doc.extra.get("tags", [])
        )
        share = f'<div class="share" {p}><a href="https://mastodon.social/share?text={esc(self.url(doc.key))}" {p}>Mastodon</a><a href="https://www.linkedin.com/sharing/share-offsite/?url={esc(self.url(doc.key))}" {p}>LinkedIn</a><a href="mailto:?subject={esc(doc.title)}" {p}>Email</a></div>'
        rel = "".join(
            f'<li class="card" {CID["card"]}>{self.a(k, self.docs[k].title, "related", attrs=CID["card"])}</li>'
            for k in ARTS
            if k != doc.key and (ARTS.index(k) + len(doc.key)) % 2 == 0
        )
        return f"""<article class="post" data-blok-c="{esc(js_json({"name": "article", "space": "284619", "uid": ckey(doc.key, 8)}))}" data-blok-uid="{ckey(doc.key, 8)}-article" {p}><header class="post-header" {p}><p class="kicker" {p}>{esc(label)}</p><h1 {p}>{esc(doc.title)}</h1>{dek}<p class="meta" {p}><span class="byline" {p}>{by}</span> · {self.date_html(doc)}</p></header>{rating}<div class="prose" {p}>{self.prose(doc)}</div><ul class="tags" {p}>{tags}</ul>{share}</article>{self.comments(doc)}<aside class="related" {p}><h2 {p}>Keep reading</h2><ul {p}>{rel}</ul></aside>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        c = CID["card"]
        when = (
            f"<time {c}>{d.extra['printed']}</time>"
            if d.extra.get("printed")
            else f'<time datetime="{d.iso}" {c}>{short(d.iso)}</time>'
        )
        by = ", ".join(d.authors) or d.extra.get("byline", "")
        return f'<article class="card" {c}><p class="kicker" {c}>{esc(d.extra.get("label") or d.section)}</p><h3 {c}>{self.a(k, d.title, "content", attrs=c)}</h3><p class="excerpt" {c}>{esc(self.lede(d))}</p><p class="meta" {c}>{esc(by)} · {when}</p></article>'

    def listing_main(self, doc: Doc) -> str:
        L = CID["layout"]
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head = f'<h1 class="page-title" {L}>{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<p class="bio" {L}>Dev Raman is Kilohertz’s energy editor. He previously worked as a battery engineer and has written about the power grid since 2017.</p><a href="https://mastodon.social/@devraman" {L}>@devraman</a>'
        if doc.kind == "search":
            head += f'<form action="/search/" role="search" {L}><input type="search" name="q" value="sodium" {L}><button {L}>Search</button></form><p {L}>2 results</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pager" {L}>{self.a(doc.extra["more"], "Older stories →", "pagination")}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="pager" {L}>{self.a(doc.extra["prev"], "← Newer stories", "pagination")}</nav>'
        if doc.kind == "home":
            lead = doc.extra["list"][0]
            hero = f'<section class="hero" {L}><h2 {L}>{self.a(lead, self.docs[lead].title, "content")}</h2><p {L}>{esc(self.lede(self.docs[lead]))}</p></section>'
            cards = "".join(self.card(k) for k in doc.extra["list"][1:])
            pod = f'<section class="promo" {L}><h2 {L}>Listen</h2><p {L}>{self.a("podcast", "Episode 112: Sodium-ion’s big moment", "content")}</p><p {L}>{self.a("energy", "More energy coverage", "content")} · {self.a("tag", "Batteries", "content")} · {self.a("author", "Dev Raman", "content")} · {self.a("whatsnew", "What’s new on the site", "content")}</p></section>'
            return f'{hero}<section class="latest" {L}><h2 {L}>Latest</h2>{cards}</section>{pod}'
        return f'<section class="listing" {L}>{head}<div class="grid" {L}>{cards}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        L = CID["layout"]
        if doc.kind == "changelog":
            items = "".join(
                f'<li class="change" {L}><time datetime="{d}" {L}>{short(d + "T12:00:00")}</time><span class="badge badge-{t.lower()}" {L}>{t}</span><p {L}>{self.inline(text)}</p></li>'
                for d, t, text in doc.extra["entries"]
            )
            return f'<section class="changelog" {L}><h1 class="page-title" {L}>{esc(doc.title)}</h1><p class="intro" {L}>Updates to the site, new features and notable stories, newest first.</p><ol class="changes" {L}>{items}</ol></section>'
        if doc.kind == "podcast":
            player = self.island(
                "AudioPlayer",
                {"src": f"https://cdn.kilohertz.test/audio/{ckey(doc.key, 10)}.mp3", "duration": doc.extra["duration"]},
                "visible",
                f'<div class="player"><button type="button" aria-label="Play">▶</button><span class="time">0:00 / {doc.extra["duration"]}</span></div>',
            )
            links = f'<ul class="listen" {L}><li {L}><a href="https://podcasts.apple.com/podcast/kilohertz/id000000">Apple Podcasts</a></li><li {L}><a href="https://open.spotify.com/show/kilohertz">Spotify</a></li><li {L}><a href="https://kilohertz.test/podcast/rss.xml">RSS</a></li></ul>'
            return f'<article class="episode" {L}><p class="kicker" {L}>Kilohertz Podcast</p><h1 {L}>{esc(doc.title)}</h1><p class="meta" {L}><time datetime="{doc.extra["date"]}" {L}>{short(doc.extra["date"])}</time> · {doc.extra["duration"]}</p>{player}<p class="summary" {L}>{esc(doc.blocks[0][1])}</p><p {L}>Related reading: {self.a("sodium", self.docs["sodium"].title, "related")}</p><p {L}><a href="/podcast/episodes/112-sodium-ion/transcript/">Read the transcript</a></p>{links}</article>'
        if doc.kind == "error":
            latest = "".join(
                f"<li {L}>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ("vpp", "sodium", "telescope")
            )
            return (
                f'<section class="not-found" {L}><p class="code" {L}>404</p><h1 {L}>{esc(doc.title)}</h1>'
                + "".join(f"<p {L}>{esc(b[1])}</p>" for b in doc.blocks)
                + f'<form action="/search/" {L}><input type="search" name="q" {L}><button {L}>Search</button></form><ul {L}>{latest}</ul></section>'
            )
        body = "".join(f"<p {L}>{esc(b[1])}</p>" if b[0] == "p" else f"<h2 {L}>{esc(b[1])}</h2>" for b in doc.blocks)
        return f'<section class="page" {L}><h1 class="page-title" {L}>{esc(doc.title)}</h1>{body}</section>'
