# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Circuitry: a consumer-tech news and review site (The Verge-like) on a **Vox Chorus**-like platform: `c-page-title`,
`c-entry-summary p-dek`, `c-byline__item`, `c-entry-content`, `c-scorecard`, `c-compact-river`; URLs
`/2026/12/1/24310555/<slug>`, `/reviews/archives/2`, hubs `/laptops`, `/authors/<slug>`, `/search?q=`. Bylines
append a description ("By Maya Okafor, a senior reviewer covering laptops …"); times print "Dec 1, 2026, 8:00 AM
EST". Reviews carry a JSON-LD `Review` (`itemReviewed` Product, `reviewRating`) — the headphones one in UTC — except
the phone review, which has only a `NewsArticle` in UTC whose day (03:30Z on the 4th) is the 3rd in New York. The
buying guide prints its first-published day and an "Updated" day; its product cards (price, buttons, spec bullets)
are not body. The deals roundup is a bylined post of short priced items. The spec comparison page is not an
article."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["laptop", "headphones", "phone", "guide", "deals", "recall", "delay", "aikey"]
DESC = {
    "Maya Okafor": "a senior reviewer covering laptops, tablets and the software that runs on them",
    "Theo Grant": "a reviewer who has tested headphones and laptops for eight years",
    "Daniel Reyes": "a news writer covering consumer tech, policy and the gadget industry",
    "Priya Natarajan": "a commerce writer who covers deals and buying advice",
}
AUTHOR_SLUG = {
    "Maya Okafor": "maya-okafor",
    "Theo Grant": "theo-grant",
    "Daniel Reyes": "daniel-reyes",
    "Priya Natarajan": "priya-natarajan",
}

NEXT_CLASS = 'class="c-pagination__next"'
PREV_CLASS = 'class="c-pagination__prev"'


def card(name: str, price: str, store: str, specs: list[str], url: str) -> str:
    """A buying-guide product card: not body."""
    lis = "".join(f"<li>{esc(s)}</li>" for s in specs)
    return (
        f'RAW:<div class="c-product-card"><div class="c-product-card__image"><img src="https://cdn.circuitry.test/products/{esc(name.lower().replace(" ", "-"))}.jpg" alt="{esc(name)}" loading="lazy"></div>'
        f'<div class="c-product-card__body"><p class="c-product-card__name">{esc(name)}</p><ul class="c-product-card__specs">{lis}</ul>'
        f'<a class="c-product-card__button" rel="sponsored nofollow" href="{esc(url)}">{esc(price)} at {esc(store)}</a></div></div>'
    )


def buy(price: str, store: str, url: str) -> str:
    return f'RAW:<div class="c-deal-buttons"><a class="c-deal-button" rel="sponsored nofollow" href="{esc(url)}">{esc(price)} at {esc(store)}</a></div>'


class Circuitry(Base):
    origin = "https://www.circuitry.test"
    name = "Circuitry"
    prefix = "cir"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cir",
            [
                ".c-global-header",
                ".c-entry-hero",
                ".c-page-title",
                ".c-byline__item",
                ".c-entry-content",
                ".c-scorecard",
                ".c-product-card",
                ".c-compact-river__entry",
                ".c-footer",
                ".c-newsletter_signup_box",
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
                "Circuitry",
                "chorus-home",
                list=["phone", "deals", "delay", "recall", "headphones", "aikey", "laptop", "guide"],
                more="reviews2",
            )
        )
        add(
            page(
                "reviews",
                "/reviews",
                "section",
                "Reviews",
                "chorus-section-river",
                list=["phone", "headphones", "laptop"],
                more="reviews2",
            )
        )
        add(
            page(
                "reviews2",
                "/reviews/archives/2",
                "section",
                "Reviews",
                "chorus-section-archive-page2",
                list=["guide", "compare"],
                older="reviews",
            )
        )
        add(
            page("hub", "/laptops", "tag", "Laptops", "chorus-hub-stream", list=["laptop", "guide", "aikey", "compare"])
        )
        add(
            page(
                "author",
                "/authors/maya-okafor",
                "author",
                "Maya Okafor",
                "chorus-author-profile",
                list=["phone", "laptop"],
            )
        )
        add(
            page(
                "search",
                "/search?q=oled",
                "search",
                "Search results for “oled”",
                "chorus-search",
                list=["guide", "compare", "laptop"],
            )
        )
        add(
            page(
                "compare",
                "/23510222/aster-book-14-veridian-slate-14-kestrel-air-13-specs-comparison",
                "comparison",
                "Aster Book 14 vs. Veridian Slate 14 vs. Kestrel Air 13: specs compared",
                "spec-comparison-table",
                [
                    "Here is how the three 14-inch-class laptops we tested this fall compare on paper.",
                    "T: Spec | Aster Book 14 | Veridian Slate 14 | Kestrel Air 13",
                    "T: Display | 14-inch IPS, 2880 x 1800, 120Hz | 14-inch OLED, 2880 x 1800, 120Hz | 13.3-inch IPS, 1920 x 1200, 60Hz",
                    "T: Processor | Intel Core Ultra 7 | Intel Core Ultra 7 | AMD Ryzen 5",
                    "T: Memory | 16GB / 32GB | 16GB / 32GB | 8GB / 16GB",
                    "T: Storage | 512GB–2TB | 1TB–2TB | 256GB–512GB",
                    "T: Battery | 72Wh | 68Wh | 54Wh",
                    "T: Weight | 2.9 pounds | 3.1 pounds | 2.7 pounds",
                    "T: Ports | 2x Thunderbolt 4, USB-A, HDMI 2.1, headphone | 2x Thunderbolt 4, SD card, headphone | 2x USB-C, USB-A, headphone",
                    "T: Starting price | $1,199 | $1,499 | $649",
                    "Prices are manufacturer list prices at the time of publishing.",
                ],
            )
        )
        add(
            page(
                "about",
                "/pages/about",
                "about",
                "About Circuitry",
                "chorus-static-page",
                [
                    "Circuitry covers the technology people actually use: the phones in their pockets, the laptops on their desks and the companies that make them. We were founded in 2011 and are based in New York.",
                    "Our reviews team tests every product it rates, usually for at least a week of everyday use. We buy many of the products we review; when a manufacturer lends us a device, we return it.",
                    "Send tips to tips@circuitry.test. For corrections, write to corrections@circuitry.test.",
                ],
            )
        )
        add(
            page(
                "ethics",
                "/pages/ethics-statement",
                "policy",
                "Ethics statement",
                "chorus-policy-page",
                [
                    "Last updated September 2, 2026",
                    "Circuitry’s editorial team is independent of our advertising and commerce teams. Advertisers have no input into what we cover or how we rate products.",
                    "Some of our stories include affiliate links. If you buy something through one of these links, Circuitry may earn a commission. Affiliate relationships never influence which products we recommend.",
                    "We do not accept gifts from companies we cover, and staff members may not own individual shares in companies on our beat.",
                ],
            )
        )
        add(
            story(
                "laptop",
                "/2026/12/1/24310555/aster-book-14-review-laptop-price-specs",
                "Aster Book 14 review: the quiet overachiever",
                "2026-12-01",
                "2026-12-01T08:00:00-05:00",
                "Dec 1, 2026, 8:00 AM EST",
                ["Maya Okafor"],
                [
                    "There is a particular kind of laptop that rarely wins a spec-sheet shootout and almost always wins a week of daily use. It boots fast, stays cool on your lap, lasts a full workday and never makes you think about it. The Aster Book 14, which starts at $1,199 and goes on sale December 8th, is that kind of laptop — and after two weeks as my main machine, I’ve come to think it’s the best mainstream Windows laptop Aster has ever made.",
                    "That’s not a sentence I expected to write. Aster’s last two laptops were handsome but flawed: the Book 13 ran hot, and the Book 15 had a trackpad that registered phantom clicks. The Book 14 fixes both problems, adds a bigger battery and keeps the price roughly where it was.",
                    "FIG: The Aster Book 14 open on a wooden desk | The sage-green Aster Book 14. Photo by Maya Okafor / Circuitry",
                    "## Design and display",
                    "The aluminum chassis weighs 2.9 pounds and measures 0.6 inches thick, which puts it in the same class as most premium ultraportables. It comes in two colors, a dark gray Aster calls graphite and a pale green called sage. The sage model I tested picks up fingerprints less than the gray one, which I briefly borrowed from a colleague.",
                    "The 14-inch display is a 2880 x 1800 IPS panel with a 120Hz refresh rate. It’s not OLED, and blacks look grayish in a dark room, but it is bright — I measured 512 nits in the center — and its matte coating does a remarkably good job with reflections. I worked on a train next to a window for three hours without once having to tilt the lid.",
                    "## Keyboard, trackpad and ports",
                    "The keyboard has 1.3mm of travel and a firm, quiet bounce. It’s one of the better keyboards on a Windows laptop at this price. The haptic trackpad is large and, importantly, no longer confuses a resting palm for a click. Aster says it rewrote the trackpad firmware from scratch, and it shows.",
                    "Ports are generous for a laptop this thin: two USB-C ports with Thunderbolt 4 on the left, a full-size USB-A port and an HDMI 2.1 port on the right, plus a headphone jack. There is no SD card slot, which photographers will miss.",
                    "## Performance and battery",
                    "My review unit has an Intel Core Ultra 7 processor, 16GB of RAM and a 1TB SSD. That configuration costs $1,399. It handled my usual workload — two dozen browser tabs, Slack, a music app and occasional photo edits in Lightroom — without any noticeable slowdown, and the fans stayed silent for all but the heaviest exports. Gaming is limited to older or lighter titles; this is not a machine for new releases.",
                    "Battery life is where the Book 14 pulls ahead. In our standard test, which loops a set of web pages at 200 nits of brightness, it lasted 14 hours and 20 minutes. In everyday use I consistently ended the workday with around 30 percent left. The included 65W charger refills the battery to 60 percent in about 45 minutes.",
                    "A few quibbles remain. The 1080p webcam is fine but not great in dim light. The speakers are loud but thin. And Aster still preinstalls a handful of trial apps, including an antivirus suite that nagged me twice on the first day before I removed it. Then there is the new AI key, which I explain in more detail [[aikey|here]].",
                    "## Should you buy it?",
                    "If you want the best screen, look at an OLED model such as the Veridian Slate 14, which we lined up against the Book 14 in our [[compare|spec comparison]]. If you want the most power, a larger laptop will serve you better. But if you want a laptop that simply works, lasts all day and costs less than most of its rivals, the Aster Book 14 is an easy recommendation. It is also, for now, the top pick in our [[guide|guide to the best laptops]].",
                ],
                "review-scorecard-jsonld-review",
                section="Reviews",
                dek="Aster’s new 14-inch laptop doesn’t have the flashiest screen or the fastest chip, but it gets almost everything else right.",
                score=8,
                product="Aster Book 14",
                brand="Aster",
                good=["Excellent battery life", "Trackpad finally reliable", "Plenty of ports, including HDMI"],
                bad=["No SD card slot", "Display isn’t OLED", "Preinstalled trial software"],
                prices=[("$1,199", "Aster"), ("$1,199", "Best Buy")],
                ld="review",
            )
        )
        add(
            story(
                "headphones",
                "/2026/12/3/24312090/lumen-aire-max-review-noise-canceling-headphones",
                "Lumen Aire Max review: great noise canceling, awkward fit",
                "2026-12-03",
                "2026-12-03T14:00:00.000Z",
                "Dec 3, 2026, 9:00 AM EST",
                ["Theo Grant"],
                [
                    "The first time I switched on the noise canceling of the Lumen Aire Max, I was standing on a subway platform in Brooklyn as a train pulled in. The screech of the brakes didn’t disappear entirely, but it dropped to something closer to the hum of a refrigerator. I laughed out loud, which nobody around me heard either.",
                    "That is the headline of this review: the Aire Max, which cost $349, have the most effective active noise cancellation I’ve used in a pair of consumer headphones. They beat the current models from the big names in my side-by-side tests on trains, in a coffee shop and on a six-hour flight to Denver. Low, droning noise — engines, air conditioning, the rumble of a bus — is almost completely removed.",
                    "Sound quality is very good, if not quite class-leading. The default tuning leans warm, with a generous bass bump that flatters pop and hip-hop but can muddy acoustic recordings. The companion app has a five-band equalizer, and a few minutes of adjustment gets you something closer to neutral. Support for a high-resolution Bluetooth codec is included, though you’ll only benefit from it on certain Android phones.",
                    "FIG: Lumen Aire Max headphones in black on a table | The Aire Max fold flat but not inward. Photo by Theo Grant / Circuitry",
                    "The problem is the fit. The Aire Max weigh 342 grams, noticeably more than most competitors, and the clamping force is strong. For the first hour, that tight seal helps the noise canceling. By the second, I had a dull ache above my ears. Two colleagues with larger heads gave up sooner. The ear cushions are deep and soft, but they can’t compensate for the weight.",
                    "Battery life is rated at 40 hours with noise canceling on, and I came close: after a week of commuting and one long flight, the headphones reported 12 percent remaining. A five-minute charge gives about four hours of playback. Because the ear cups don’t fold inward, the included case is larger than you might like.",
                    "Call quality is average. Voices come through clearly in quiet rooms, but on a windy street the people I called said I sounded distant. The touch controls on the right ear cup work reliably, and there’s a physical button for switching noise-canceling modes, which I appreciated.",
                    "If you mostly listen at a desk or on short commutes, and noise is your biggest enemy, the Aire Max are a remarkable achievement. If you plan to wear headphones for a full working day or a transatlantic flight, try them on first — or wait for the lighter model Lumen says is coming next year. They are already cheaper in this week’s [[deals|deals roundup]].",
                ],
                "review-scorecard-jsonld-review-utc",
                section="Reviews",
                dek="Lumen’s $349 flagship headphones silence a subway car better than anything we’ve tested. Wearing them for more than an hour is another story.",
                score=7,
                product="Lumen Aire Max",
                brand="Lumen",
                good=["Best-in-class noise canceling", "Long battery life", "Physical mode button"],
                bad=["Heavy and tight after an hour", "Bulky case", "Average call quality"],
                prices=[("$349", "Amazon"), ("$349", "Lumen")],
                ld="review",
            )
        )
        add(
            story(
                "phone",
                "/2026/12/3/24313377/novu-9-pro-review-camera-zoom-android",
                "Novu 9 Pro review: a camera with a phone attached",
                "2026-12-03",
                "2026-12-04T03:30:00+00:00",
                "Dec 3, 2026, 10:30 PM EST",
                ["Maya Okafor", "Daniel Reyes"],
                [
                    "Novu has never been shy about what it thinks a phone is for. Its marketing for the 9 Pro barely mentions the processor or the screen; it’s all sample photos of owls, skylines and the moon. After two weeks of shooting with it, we understand why. The 9 Pro’s camera system, and specifically its 5x periscope telephoto lens, is the best we’ve tested on a smartphone.",
                    "The numbers are impressive on their own: a 50-megapixel main sensor, a 48-megapixel ultrawide and a 64-megapixel telephoto with optical stabilization. But what matters is how the phone uses them. At 5x, the telephoto produces images sharp enough to crop further, and Novu’s processing holds detail in fur and foliage without the watercolor smear that ruins long zoom shots on many rivals. Even at 10x, which is a digital crop, photos remained usable for social media.",
                    "The main camera is also excellent, with natural color and a restrained approach to HDR that we preferred to the flatter look of some competitors. Low-light shots are bright but occasionally too bright; a street at midnight can look like early evening. Video is good at 4K and 60 frames per second, with effective stabilization, though the footage tends toward oversharpening.",
                    "FIG: A heron photographed at 5x zoom | Shot on the Novu 9 Pro at 5x. Photo by Daniel Reyes / Circuitry",
                    "## The rest of the phone",
                    "Outside the camera, the 9 Pro is a competent but unremarkable Android flagship. The 6.7-inch OLED display is bright and smooth. Performance is fast in everyday use, although the phone warmed noticeably during a twenty-minute gaming session. Battery life was solid: with heavy camera use, we typically ended the day with 25 to 35 percent left.",
                    "The software is cluttered. Novu’s interface duplicates several Google apps with its own versions, and we counted nine preinstalled third-party apps, some of which could not be removed. The company promises five years of Android updates, which is fewer than some competitors now offer.",
                    "Then there’s the camera bump. It’s large, off-center and makes the phone rock on a table. A case fixes the wobble but adds bulk to an already heavy phone that weighs 228 grams.",
                    "At $1,099, the Novu 9 Pro is priced against the best phones available, and for most people it isn’t the best all-around choice. But if you care about photography more than anything else — and particularly if you photograph things that are far away — nothing else comes close.",
                ],
                "review-two-authors-newsarticle-utc-next-day",
                section="Reviews",
                dek="The Novu 9 Pro has the best zoom camera on any phone. Everything else about it is merely fine.",
                score=8,
                product="Novu 9 Pro",
                brand="Novu",
                good=["Superb 5x telephoto", "Natural color from the main camera", "Bright, smooth display"],
                bad=["Cluttered software", "Wobbly camera bump", "Only five years of updates"],
                prices=[("$1,099", "Novu"), ("$1,099", "Amazon")],
                ld="news",
            )
        )
        add(
            story(
                "guide",
                "/23417785/best-laptop-windows-chromebook-gaming",
                "The best laptops to buy right now",
                "2026-03-10",
                "2026-03-10T10:00:00-05:00",
                "Mar 10, 2026, 10:00 AM EST",
                ["Theo Grant"],
                [
                    "Buying a laptop in 2026 is easier than it used to be, mostly because there are fewer truly bad ones. Battery life has improved across the board, most trackpads are good, and even budget models now ship with sharp screens. But the differences that remain — in weight, keyboard quality, ports and software — still matter a great deal when you spend eight hours a day with a machine.",
                    "We’ve tested more than forty laptops this year. These are the ones we’d recommend to friends, along with who each one is for. We update this guide regularly as new models arrive; the most recent change added the Aster Book 14 as our top Windows pick.",
                    "### Best overall Windows laptop: Aster Book 14",
                    card(
                        "Aster Book 14",
                        "$1,199",
                        "Amazon",
                        ["14-inch 2880 x 1800 120Hz display", "Intel Core Ultra 7", "14 hours, 20 minutes of battery"],
                        "https://www.amazon.test/dp/B0ASTER14?tag=circuitry-20",
                    ),
                    "Aster’s new 14-inch laptop is the one we’d recommend to most people who want Windows. It has outstanding battery life, a bright matte display, a comfortable keyboard and a useful selection of ports, including HDMI and USB-A. It’s not the most powerful laptop here, and the screen isn’t OLED, but it gets the basics right in a way few competitors do. Read our [[laptop|full review]].",
                    "### Best for creative work: Veridian Slate 16",
                    card(
                        "Veridian Slate 16",
                        "$1,899",
                        "Best Buy",
                        ["16-inch OLED display", "Discrete graphics", "4.4 pounds"],
                        "https://www.bestbuy.test/site/veridian-slate-16?ref=circuitry",
                    ),
                    "If you edit photos or video, the Slate 16’s OLED display is worth the premium. It covers the full DCI-P3 color gamut, ships factory-calibrated and pairs with a discrete graphics chip that cut our 4K export times nearly in half compared with the Aster. The trade-offs are weight — 4.4 pounds — and battery life that rarely topped eight hours in our tests.",
                    "### Best budget laptop: Kestrel Air 13",
                    card(
                        "Kestrel Air 13",
                        "$649",
                        "Amazon",
                        ["13.3-inch 1920 x 1200 display", "AMD Ryzen 5", "8GB of RAM"],
                        "https://www.amazon.test/dp/B0KESTREL13?tag=circuitry-20",
                    ),
                    "At $649, the Kestrel Air 13 is proof that a cheap laptop doesn’t have to feel cheap. The aluminum lid resists flex, the 1920 x 1200 display is bright enough for indoor use, and battery life reached ten hours in our rundown test. Its 8GB of memory is the minimum we’d accept, and heavy multitaskers should spend more.",
                    "### Best Chromebook: Pallas Chromebook Plus 14",
                    card(
                        "Pallas Chromebook Plus 14",
                        "$499",
                        "Pallas",
                        ["14-inch display", "Replaceable keyboard and battery", "Updates through 2036"],
                        "https://shop.pallas.test/chromebook-plus-14?aff=circuitry",
                    ),
                    "For students and anyone who lives in a browser, the Pallas is fast, light and inexpensive to repair: its keyboard and battery can be replaced with a single screwdriver. Google has committed to updates through 2036.",
                    "### Best for gaming: Vortek Blade 15",
                    card(
                        "Vortek Blade 15",
                        "$2,199",
                        "Vortek",
                        ["15.6-inch 240Hz display", "High-end discrete graphics", "About five hours of battery"],
                        "https://www.vortek.test/blade-15?aff=circuitry",
                    ),
                    "The Vortek Blade 15 handles current games at high settings on its 240Hz display and, unusually for a gaming laptop, stays quiet enough for a shared office during ordinary work. It is also expensive, starting at $2,199, and lasts only about five hours on battery.",
                    "## How we test",
                    "Every laptop in this guide has been used by a Circuitry reviewer as a daily machine for at least a week. We run the same battery test on each — a loop of web pages at 200 nits of brightness — and measure screen brightness and color with a colorimeter. We also pay attention to things benchmarks miss: how hot the palm rest gets, how the trackpad handles accidental touches and how aggressively the manufacturer pushes preinstalled software.",
                    "## What about Macs?",
                    "We cover Apple’s laptops in a separate guide. If you already use an iPhone and don’t rely on Windows-only software, a MacBook is worth considering alongside the picks here.",
                ],
                "buying-guide-product-cards-updated",
                section="Tech",
                dek="From budget Chromebooks to creative workhorses, these are the laptops we’d buy with our own money.",
                updated="Updated Dec 2, 2026, 11:15 AM EST",
                modified="2026-12-02T11:15:00-05:00",
                ld="news",
                disclosure=True,
            )
        )
        add(
            story(
                "deals",
                "/2026/12/4/24314410/best-tech-deals-lumen-aire-max-aster-book-14",
                "The best tech deals this week: Lumen Aire Max, Aster Book 14 and more",
                "2026-12-04",
                "2026-12-04T12:30:00-05:00",
                "Dec 4, 2026, 12:30 PM EST",
                ["Priya Natarajan"],
                [
                    "The holiday shopping season is in full swing, and several products we’ve reviewed recently are seeing their first real discounts. We’ve rounded up the best deals we found this week, all checked against price histories to make sure they’re genuine. Prices were accurate at the time of publishing but can change at any time.",
                    "### Lumen Aire Max for $279 ($70 off)",
                    "Lumen’s flagship headphones have the best noise canceling we’ve tested, though their weight makes them a better fit for commutes than for long flights. This is the lowest price we’ve seen since they launched in October. Read our [[headphones|review]].",
                    buy("$279", "Amazon", "https://www.amazon.test/dp/B0LUMENMAX?tag=circuitry-20"),
                    "### Aster Book 14 for $1,099 ($100 off)",
                    "Our favorite Windows laptop is already discounted at two retailers, just a week after going on sale. The deal applies to the base model with 16GB of RAM and a 512GB SSD, which is the configuration we’d recommend to most people.",
                    buy("$1,099", "Best Buy", "https://www.bestbuy.test/site/aster-book-14?ref=circuitry"),
                    "### Halcyon Dock Pro for $89 ($40 off)",
                    "This compact Thunderbolt dock adds two displays, Ethernet and four USB ports to a laptop through a single cable. It isn’t affected by the company’s [[recall|power bank recall]].",
                    buy("$89", "Halcyon", "https://www.halcyon.test/dock-pro?aff=circuitry"),
                    "### Kestrel Air 13 for $579 ($70 off)",
                    "Our top budget laptop rarely goes on sale. At this price, it’s an easy recommendation for students or as a second computer.",
                    buy("$579", "Amazon", "https://www.amazon.test/dp/B0KESTREL13?tag=circuitry-20"),
                    "### Two months of Streamline Music for $1",
                    "New subscribers can get two months of the streaming service for a dollar. The plan renews at $11.99 a month, so set a reminder if you don’t want to keep it.",
                    buy("$1", "Streamline", "https://streamline.test/offer?aff=circuitry"),
                    "For more gift ideas, see our guide to the [[guide|best laptops]].",
                ],
                "deals-roundup-priced-items",
                section="Deals",
                dek="Including the lowest price yet on our favorite noise-canceling headphones.",
                ld="news",
                disclosure=True,
            )
        )
        add(
            story(
                "recall",
                "/2026/12/3/24312801/halcyon-power-bank-recall-fire-cpsc",
                "Halcyon recalls 1.2 million power banks after reports of fires",
                "2026-12-03",
                "2026-12-03T15:42:00-05:00",
                "Dec 3, 2026, 3:42 PM EST",
                ["Daniel Reyes"],
                [
                    "Halcyon is recalling about 1.2 million portable power banks sold in the US and Canada after receiving reports that some units overheated and caught fire, the company and the Consumer Product Safety Commission announced on Thursday.",
                    "The recall covers the Halcyon Charge 20K and Charge 20K Slim, sold between March 2025 and October 2026 at major retailers and online for between $39 and $59. According to the announcement, the company has received 46 reports of the batteries overheating, including 11 fires and four reports of minor burns. No deaths have been reported.",
                    "Owners are being told to stop using the devices immediately and to contact Halcyon for a full refund or a replacement. The affected models can be identified by a serial number beginning with HC20 printed on the underside of the case. Halcyon has set up a recall page where customers can check their serial numbers and request a prepaid shipping label, since lithium-ion batteries should not be thrown away with household trash.",
                    "In a statement, Halcyon’s chief executive, Karen Liu, said the company had traced the problem to a batch of battery cells from a single supplier and had stopped using that supplier in August. “We are deeply sorry to the customers affected, and we are taking responsibility for making this right,” she said.",
                    "The recall is one of the largest for portable batteries in several years. Power banks have become ubiquitous as phones have grown more power-hungry, and regulators have stepped up scrutiny of cheap, unbranded models sold on online marketplaces. Halcyon, by contrast, is a well-known accessory brand whose products are regularly recommended by reviewers.",
                    "Halcyon said its other products, including its docks and wall chargers, are not affected.",
                ],
                "news-story",
                section="News",
                dek="Owners should stop using the Charge 20K and Charge 20K Slim immediately.",
                ld="news",
            )
        )
        add(
            story(
                "delay",
                "/2026/12/4/24314002/pixelform-vista-headset-delay-2027",
                "Pixelform delays its mixed-reality headset to 2027",
                "2026-12-04",
                "2026-12-04T09:47:00-05:00",
                "Dec 4, 2026, 9:47 AM EST",
                ["Priya Natarajan"],
                [
                    "Pixelform has pushed back the launch of its first mixed-reality headset, the Pixelform Vista, to the first half of 2027, the company said in a short post on its blog on Friday. The headset had been expected before the end of this year.",
                    "The company did not give a reason for the delay beyond saying it wanted “more time to refine the experience.” Pixelform showed an early version of the Vista to reporters in June, when it said the headset would cost “under $1,500.”",
                ],
                "quick-post-brief",
                section="News",
                ld="news",
                quick=True,
            )
        )
        add(
            story(
                "aikey",
                "/2026/12/2/24311234/ai-key-laptop-keyboard-copilot-npu",
                "Why every new laptop has an AI key",
                "2026-12-02",
                "2026-12-02T11:00:00-05:00",
                "Dec 2, 2026, 11:00 AM EST",
                ["Theo Grant"],
                [
                    "Look at the keyboard of almost any Windows laptop released this fall and you’ll find a new key, usually to the right of the space bar, where the right Control key used to be. It’s marked with a small sparkle or a stylized logo, and pressing it opens an AI assistant. On the Aster Book 14, the Veridian Slate and the Kestrel Air 13, it’s there whether you want it or not.",
                    "The key is the most visible change to the PC keyboard in three decades, and it did not appear because customers asked for it. It appeared because Microsoft made it a requirement for laptops that want to carry its premium AI branding, and because chipmakers need a reason for people to buy new computers.",
                    "That second reason is the important one. PC sales fell for two years after the pandemic buying spree, and the industry has been searching for a feature compelling enough to shorten the upgrade cycle. Dedicated AI processors, called NPUs, are the current answer. Every major chip released this year includes one, and manufacturers are eager to show them off. A key on the keyboard is an easy way to do that.",
                    "The problem is that most of what people do with AI assistants today doesn’t run on the NPU at all. Chatbots and image generators mostly run in the cloud, on servers owned by the companies that make them. The features that do run locally — background blur on video calls, live captions, a smarter search of your own files — are useful, but they are hardly reasons to buy a new laptop, and most of them don’t need a dedicated key.",
                    "In our testing, the key has been more of an annoyance than a help. Several of us have pressed it by accident while reaching for the arrow keys, opening a sidebar we didn’t want. On most laptops it can be remapped, though the option is buried several menus deep in the settings app. On one model we tested, it couldn’t be remapped at all without third-party software.",
                    "None of this means local AI is a fad. Running models on the device has real advantages for privacy and speed, and the software will improve. But the key is a bet on a future that hasn’t arrived, printed in plastic on millions of machines sold today. If you’re buying a laptop this season, it’s not a feature to pay extra for — and it’s not a reason to avoid an otherwise good computer, either.",
                ],
                "analysis-no-jsonld",
                section="Tech",
                dek="The newest key on your keyboard is there for the industry, not for you.",
                ld=None,
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        m = [
            f"<title>{esc(doc.title)} - Circuitry</title>",
            f'<meta name="description" content="{esc(doc.dek or doc.title)}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Circuitry">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@circuitry">',
        ]
        if doc.is_article:
            m.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if doc.extra.get("modified"):
                m.append(f'<meta property="article:modified_time" content="{doc.extra["modified"]}">')
            m.append(f'<meta name="parsely-pub-date" content="{doc.iso}">')
            m.append(f'<meta name="parsely-author" content="{esc(doc.authors[0])}">')
            kind = doc.extra.get("ld")
            authors = [
                {"@type": "Person", "name": a, "url": f"{self.origin}/authors/{AUTHOR_SLUG[a]}"} for a in doc.authors
            ]
            pub = {
                "@type": "Organization",
                "name": "Circuitry",
                "logo": {
                    "@type": "ImageObject",
                    "url": "https://cdn.circuitry.test/logo/circuitry-600x60.png",
                    "width": 600,
                    "height": 60,
                },
            }
            if kind == "review":
                ld = {
                    "@context": "http://schema.org",
                    "@type": "Review",
                    "name": doc.title,
                    "headline": doc.title,
                    "description": doc.dek,
                    "url": self.url(doc.key),
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": authors,
                    "publisher": pub,
                    "itemReviewed": {
                        "@type": "Product",
                        "name": doc.extra["product"],
                        "brand": {"@type": "Brand", "name": doc.extra["brand"]},
                    },
                    "reviewRating": {
                        "@type": "Rating",
                        "ratingValue": str(doc.extra["score"]),
                        "bestRating": "10",
                        "worstRating": "1",
                    },
                }
                m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
            elif kind == "news":
                ld = {
                    "@context": "http://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": self.url(doc.key),
                    "headline": doc.title,
                    "description": doc.dek,
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("modified", doc.iso),
                    "author": authors,
                    "publisher": pub,
                    "image": [
                        {
                            "@type": "ImageObject",
                            "url": f"https://cdn.circuitry.test/uploads/chorus_asset/file/{doc.path.split('/')[-2] if doc.path.count('/') > 3 else '23417785'}/lede.jpg",
                            "width": 2040,
                            "height": 1360,
                        }
                    ],
                }
                m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(m)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="c-global-header__link">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("reviews", "Reviews"),
                ("hub", "Laptops"),
                ("deals", "Deals"),
                ("guide", "Buying Guides"),
                ("search", "Search"),
            )
        )
        cdata = json.dumps(
            {
                "page_type": doc.kind,
                "entry_id": doc.path.split("/")[-2] if doc.is_article and doc.path.count("/") > 3 else None,
                "network": "circuitry",
            }
        )
        return f"""<!DOCTYPE html>
<html lang="en" class="no-js">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" media="all" href="https://cdn.circuitry.test/packs/css/circuitry-chorus-7b1f0e2c.css">
<link rel="alternate" type="application/rss+xml" title="Circuitry - All Posts" href="https://www.circuitry.test/rss/index.xml">
<style>/*PAD*/</style>
<script>window.Chorus = window.Chorus || {{}}; window.Chorus.AdData = {cdata}; window.Chorus.Coral = {{"enabled": {"true" if doc.is_article else "false"}}};</script>
<script async src="https://cdn.concert.test/concert-ads.js" data-concert-ads-name="circuitry"></script>
</head>
<body class="{"entry-template" if doc.is_article else "stream-template"} chorus-circuitry">
<div class="l-root">
<header class="c-global-header" role="banner">
<div class="c-global-header__logo">{self.a("home", "Circuitry", "nav", 'class="c-global-header__logo-large"')}</div>
<nav class="c-global-header__nav"><ul>{nav}<li class="c-global-header__link"><a href="/video">Video</a></li><li class="c-global-header__link"><a href="/podcasts">Podcasts</a></li></ul></nav>
<div class="c-global-header__account"><a href="https://auth.circuitry.test/login">Sign in</a> <a href="/subscribe" class="c-global-header__subscribe">Subscribe</a></div>
</header>
<div class="l-main-content">
{main}
</div>
<div class="c-newsletter_signup_box"><h2 class="c-newsletter_signup_box--title">Installer</h2><p class="c-newsletter_signup_box--subtitle">The weekly newsletter about the gadgets and apps worth your time.</p><form action="https://www.circuitry.test/newsletters/signup" method="post"><input type="email" name="email" placeholder="Your email"><button type="submit">Subscribe</button></form><p class="c-newsletter_signup_box--disclaimer">By submitting your email, you agree to our Terms and Privacy Notice.</p></div>
<footer class="c-footer" role="contentinfo">
<div class="c-footer__logo">{self.a("home", "Circuitry", "footer")}</div>
<ul class="c-footer__links"><li>{self.a("about", "About", "footer")}</li><li>{self.a("ethics", "Ethics Statement", "footer")}</li><li><a href="/pages/how-we-rate">How We Rate and Review Products</a></li><li><a href="/contact">Contact</a></li><li><a href="https://www.circuitrymedia.test/legal/terms-of-use">Terms of Use</a></li><li><a href="https://www.circuitrymedia.test/legal/privacy-notice">Privacy Notice</a></li><li><a href="https://www.circuitrymedia.test/legal/cookie-policy">Cookie Policy</a></li><li><a href="#" class="ot-sdk-show-settings">Cookie Settings</a></li></ul>
<p class="c-footer__copyright">© 2026 Circuitry Media, Inc. All Rights Reserved</p>
</footer>
</div>
<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" class="otFloatingRoundedCorner" role="region" aria-label="Cookie banner"><p id="onetrust-policy-text">We and our partners store and/or access information on a device, such as cookies, and process personal data to personalise ads and content, measure ads and content and develop products.</p><button id="onetrust-accept-btn-handler">I Accept</button><button id="onetrust-reject-all-handler">Reject All</button></div></div>
<script src="https://cdn.circuitry.test/packs/js/chorus-runtime-3a9d1b.js"></script>
<script src="https://cdn.circuitry.test/packs/js/entry-5f01c2.js" defer></script>
</body>
</html>"""

    def scorecard(self, doc: Doc) -> str:
        good = "".join(f"<li>{esc(g)}</li>" for g in doc.extra["good"])
        bad = "".join(f"<li>{esc(b)}</li>" for b in doc.extra["bad"])
        btns = "".join(
            f'<a class="c-scorecard__buy" rel="sponsored nofollow" href="https://shop-links.circuitry.test/link?retailer={esc(store.lower().replace(" ", ""))}&amp;product={esc(doc.extra["product"].lower().replace(" ", "-"))}">{esc(p)} at {esc(store)}</a>'
            for p, store in doc.extra["prices"]
        )
        return f"""<aside class="c-scorecard" data-product="{esc(doc.extra["product"])}">
<div class="c-scorecard__score"><span class="c-scorecard__score-number">{doc.extra["score"]}</span><span class="c-scorecard__score-label">Circuitry Score</span></div>
<div class="c-scorecard__pros"><h4>The Good</h4><ul>{good}</ul></div>
<div class="c-scorecard__cons"><h4>The Bad</h4><ul>{bad}</ul></div>
<div class="c-scorecard__buy-wrap">{btns}</div>
<p class="c-scorecard__howwerate"><a href="/pages/how-we-rate">How we rate and review products</a></p>
</aside>"""

    def story_main(self, doc: Doc) -> str:
        names = []
        for a in doc.authors:
            link = (
                self.a("author", a, "byline")
                if a == "Maya Okafor"
                else f'<a href="/authors/{AUTHOR_SLUG[a]}">{esc(a)}</a>'
            )
            names.append(f'<span class="c-byline__author-name">{link}</span>')
        if len(doc.authors) == 1:
            by = f'By {names[0]}, <span class="c-byline__author-desc">{esc(DESC[doc.authors[0]])}</span>'
        else:
            by = "By " + " and ".join(names)
        updated = (
            f' <span class="c-byline__item c-byline__updated">{esc(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        disclosure = (
            '<p class="c-entry-disclosure">If you buy something from a Circuitry link, Circuitry Media may earn a commission. <a href="/pages/ethics-statement">See our ethics statement.</a></p>'
            if doc.extra.get("disclosure")
            else ""
        )
        score = self.scorecard(doc) if doc.extra.get("score") else ""
        dek = f'<p class="c-entry-summary p-dek">{esc(doc.dek)}</p>' if doc.dek else ""
        hero_cls = "c-entry-hero--review" if score else ("c-entry-hero--quick" if doc.extra.get("quick") else "")
        related = "".join(
            f'<li class="c-compact-river__entry"><h2 class="c-entry-box--compact__title">{self.a(k, self.docs[k].title, "related")}</h2></li>'
            for k in ARTS
            if k != doc.key
        )[:3000]
        related = related[: related.rfind("</li>") + 5]
        comments = (
            ""
            if doc.extra.get("quick")
            else f'<div class="c-entry-comments" id="comments"><h3>Comments <span class="c-entry-comments__count">{len(doc.body) % 87 + 4}</span></h3><div id="coral_thread" data-story-url="{esc(self.url(doc.key))}"></div><a href="https://auth.circuitry.test/login?return_to=comments">Sign in to comment</a></div>'
        )
        tags = (
            f'<div class="c-entry-group-labels"><ul><li>{self.a("hub", "Laptops", "content")}</li><li><a href="/tech">Tech</a></li><li><a href="/reviews">Reviews</a></li></ul></div>'
            if doc.key in ("laptop", "guide", "aikey")
            else '<div class="c-entry-group-labels"><ul><li><a href="/tech">Tech</a></li><li><a href="/news">News</a></li></ul></div>'
        )
        return f"""<article class="l-segment l-main-content">
<div class="c-entry-hero {hero_cls}">
<div class="c-entry-hero__header-wrap"><h1 class="c-page-title">{esc(doc.title)}</h1></div>
{dek}
<div class="c-byline">
<span class="c-byline__item">{by}</span>
<span class="c-byline__item"><time class="c-byline__item" datetime="{doc.iso}">{esc(doc.stamp)}</time></span>{updated}
</div>
<div class="c-social-buttons"><a class="c-social-buttons__item c-social-buttons__facebook" href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Share this story</a> <a class="c-social-buttons__item c-social-buttons__threads" href="https://www.threads.net/intent/post?url={esc(self.url(doc.key))}">Threads</a></div>
</div>
{disclosure}
{score}
<div class="c-entry-content" id="entry-content">
{self.blocks(doc)}
</div>
{score if score and doc.key == "laptop" else ""}
{tags}
{comments}
</article>
<section class="c-compact-river"><h2 class="c-compact-river__title">Most Popular</h2><ol>{related}</ol></section>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            by = f'<span class="c-byline__author-name">{esc(" and ".join(d.authors))}</span>' if d.authors else ""
            stamp = f"<time>{esc(d.stamp)}</time>" if d.stamp else ""
            badge = f'<span class="c-entry-box__score">{d.extra["score"]}</span>' if d.extra.get("score") else ""
            items.append(
                f'<div class="c-compact-river__entry"><div class="c-entry-box--compact">{badge}<h2 class="c-entry-box--compact__title">{self.a(k, d.title, "content")}</h2><p class="p-dek">{esc(d.dek or self.lede(d))}</p><div class="c-byline">{by} {stamp}</div></div></div>'
            )
        head = f'<h1 class="p-page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="c-author-profile"><img src="https://cdn.circuitry.test/authors/maya-okafor.jpg" alt="Maya Okafor"><h1 class="p-page-title">{esc(doc.title)}</h1><p class="c-author-profile__title">Senior Reviewer</p><p class="c-author-profile__bio">Maya Okafor is a senior reviewer covering laptops, tablets and the software that runs on them. She joined Circuitry in 2019.</p><a href="https://www.threads.net/@mayaokafor">Threads</a> <a href="mailto:maya.okafor@circuitry.test">Email</a></div>'
        if doc.kind == "search":
            head = f'<form class="c-search" action="/search" method="get"><input type="search" name="q" value="oled"><button>Search</button></form><h1 class="p-page-title">{esc(doc.title)}</h1>'
        if doc.kind == "tag":
            head = f'<div class="c-hub-header"><h1 class="p-page-title">{esc(doc.title)}</h1><p>Reviews, news and buying advice about laptops, from Windows ultraportables to Chromebooks.</p></div>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<div class="c-pagination">{self.a(doc.extra["more"], "Next", "pagination", NEXT_CLASS)}</div>'
        if doc.extra.get("older"):
            pag = f'<div class="c-pagination">{self.a(doc.extra["older"], "Previous", "pagination", PREV_CLASS)} <span class="c-pagination__text">Page 2 of 48</span></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="c-rock-list"><h2>Explore</h2><ul><li>{self.a("reviews", "All reviews", "content")}</li><li>{self.a("hub", "Laptops", "content")}</li><li>{self.a("compare", "Laptop specs compared", "content")}</li><li>{self.a("author", "Maya Okafor", "content")}</li></ul></section>'
        return f'<div class="l-segment l-river">{head}<div class="c-compact-river">{"".join(items)}</div>{pag}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "comparison":
            return f"""<article class="l-segment c-spec-compare"><div class="c-entry-hero"><h1 class="c-page-title">{esc(doc.title)}</h1><div class="c-byline"><span class="c-byline__item">By Circuitry Staff</span> <time datetime="2026-12-01T08:00:00-05:00">Dec 1, 2026, 8:00 AM EST</time></div></div>
<div class="c-entry-content c-spec-compare__table">
{self.blocks(doc)}
</div>
<p class="c-spec-compare__links">Read the reviews: {self.a("laptop", "Aster Book 14", "content")} · <a href="/2026/10/14/24260011/veridian-slate-14-review">Veridian Slate 14</a> · <a href="/2026/9/22/24240150/kestrel-air-13-review">Kestrel Air 13</a></p></article>"""
        return f'<div class="l-segment c-static-page"><h1 class="p-page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
