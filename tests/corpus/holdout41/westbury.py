# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Westbury Chronicle Recommends: the product-review, recipe and shopping vertical of a (fictional) Wiltshire
newspaper brand, on **WordPress VIP** with Yoast (`@graph` JSON-LD), WP Recipe Maker cards (`wprm-recipe-container`,
`wprm-recipe-ingredient`, `wprm-recipe-instruction-text`) and the paper's own commerce blocks (`star-rating`,
`pros-cons`, `product-card`, `product-card__button` with `rel="sponsored nofollow"`, an affiliate disclaimer above
every story). URLs `/recommends/<channel>/<slug>-b2641187.html`, `/recommends/reviews/page/2/`,
`/recommends/topic/air-fryers/`, `/author/sophie-lang/`, `/?s=air+fryer`. UTF-8, UK time (GMT in winter).

Labels: product reviews (star widget not body; pros and cons lists printed under "Pros" / "Cons" subheads in the
review's flow are body), the **"10 best" roundup** (an article: intro, method, ten h3 entries with a paragraph
each, verdict and FAQ; the shop buttons are not body; `datePublished` 2025-11-14 while the page leads with
"Updated 4 December 2026"), a consumer news story whose JSON-LD `author` is the **Organization** while the page
prints "By Tom Reeve, Consumer Editor", a test feature with a table, a first-person feature, a short "best buy"
brief. Not articles: two **recipes** (`Recipe` JSON-LD, kind `recipe`), a **deals** page, a **soft 404** ("Page
not found" served with status 200, a search box and popular links; kind `error`) and the "How we test" page."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["recall", "airfryer", "kettle", "vacuum", "headphones", "blankets", "guide", "feature"]
DISCLAIMER = "We may earn commission from some of the retailers we feature. This never affects our editorial independence or the products we choose."


class Westbury(Base):
    origin = "https://www.westburychronicle.test"
    name = "Westbury Chronicle"
    prefix = "wbc"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "wbc",
            [
                ".site-header",
                ".primary-nav",
                ".article-header__headline",
                ".article-body",
                ".star-rating",
                ".pros-cons",
                ".product-card",
                ".wprm-recipe-container",
                ".site-footer",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/recommends/",
                "home",
                "Westbury Chronicle Recommends",
                "commerce-home",
                list=["blankets", "airfryer", "recall", "vacuum", "kettle", "headphones", "guide", "feature"],
            )
        )
        add(
            page(
                "reviews",
                "/recommends/reviews/",
                "section",
                "Reviews",
                "wp-category",
                list=["airfryer", "kettle", "vacuum", "headphones"],
                more="reviews2",
            )
        )
        add(
            page(
                "reviews2",
                "/recommends/reviews/page/2/",
                "section",
                "Reviews",
                "wp-category-page2",
                list=["blankets", "guide", "feature"],
            )
        )
        add(
            page("tag", "/recommends/topic/air-fryers/", "tag", "Air fryers", "wp-topic", list=["airfryer", "potatoes"])
        )
        add(
            page(
                "author",
                "/author/sophie-lang/",
                "author",
                "Sophie Lang",
                "wp-author",
                [
                    "Sophie Lang is the Westbury Chronicle’s home and kitchen editor. She has tested appliances for more than a decade, from kettles to range cookers."
                ],
                list=["airfryer", "blankets", "kettle"],
            )
        )
        add(
            page(
                "search",
                "/?s=air+fryer",
                "search",
                "Search results for: air fryer",
                "wp-search",
                list=["airfryer", "potatoes", "deals"],
            )
        )
        add(
            page(
                "howwetest",
                "/recommends/how-we-test/",
                "about",
                "How we test",
                "about-testing-affiliate-disclosure",
                [
                    "Every product recommended in Westbury Chronicle Recommends has been tested by one of our reviewers, in their own home and in everyday use, for at least a week. We do not publish reviews based on press releases or manufacturers’ specifications alone.",
                    "Where we can, we measure: boiling times, running costs, battery life, noise. We buy many of the products we test; others are lent to us by manufacturers and returned afterwards. Manufacturers never see our reviews before they are published.",
                    "## How we make money",
                    "When you buy a product through a link on our pages, we may earn a small commission from the retailer. This helps fund our journalism. It does not affect which products we recommend or how we rate them, and we link to several retailers where we can so you can compare prices.",
                    "## Our team",
                    "- Sophie Lang, home and kitchen editor",
                    "- James Okoro, technology reviewer",
                    "- Priya Nair, energy and money writer",
                    "- Mia Carter, food writer",
                ],
            )
        )
        add(
            page(
                "error",
                "/recommends/home/best-heated-clothes-airers-b2311111.html",
                "error",
                "Page not found",
                "soft-404-status-200",
                [
                    "Sorry, we couldn’t find the page you were looking for. It may have been moved, updated or removed.",
                    "Try searching for what you need, or take a look at some of our most popular reviews below.",
                ],
            )
        )
        add(
            page(
                "deals",
                "/recommends/deals/christmas-deals-live-b2641990.html",
                "deals",
                "Christmas deals: the best offers on air fryers, headphones and more today",
                "deals-list",
                [],
                deals=[
                    (
                        "Cuvée Dual Basket Air Fryer",
                        "£149.99",
                        "£109",
                        "Harlow’s",
                        "The lowest price we have seen on our favourite family air fryer.",
                    ),
                    ("Halden Aura ANC headphones", "£249", "£199", "Brightway", "Superb noise cancelling for less."),
                    ("Tidebot S7 robot vacuum", "£699", "£549", "Kettering Home", "Includes the self-emptying dock."),
                    (
                        "Hearthly Dual Control Heated Underblanket",
                        "£89.99",
                        "£64.99",
                        "Harlow’s",
                        "Our best electric blanket, now under £65.",
                    ),
                    (
                        "Brightway Rapid 1.7L kettle",
                        "£24.99",
                        "£19.99",
                        "Brightway",
                        "Our best-buy kettle, cheaper still.",
                    ),
                    ("Wren & Finch Sherpa Heated Throw", "£70", "£52.50", "Wren & Finch", "25% off with code WARM25."),
                ],
            )
        )
        add(
            page(
                "potatoes",
                "/recommends/recipes/air-fryer-roast-potatoes-b2639712.html",
                "recipe",
                "Air fryer roast potatoes",
                "wprm-recipe-card",
                [
                    "Crisp outside, fluffy inside and ready in under 40 minutes, these are the roast potatoes I make most often now. Parboiling first is the secret, and a dusting of semolina gives them an extra-crunchy edge."
                ],
                recipe={
                    "author": "Mia Carter",
                    "date": "2026-11-21T11:00:00+00:00",
                    "stamp": "21 November 2026",
                    "prep": "10 mins",
                    "cook": "30 mins",
                    "serves": "4",
                    "groups": [
                        (
                            "",
                            [
                                "1kg Maris Piper potatoes, peeled and cut into 4cm chunks",
                                "2 tbsp olive oil",
                                "1 tbsp semolina",
                                "2 sprigs rosemary, leaves picked",
                                "Flaky sea salt",
                            ],
                        )
                    ],
                    "steps": [
                        "Boil the potatoes in salted water for 8 minutes, then drain and leave to steam dry for 5 minutes.",
                        "Shake the potatoes in the colander to rough up the edges, then toss with the oil, semolina and rosemary.",
                        "Heat the air fryer to 200C. Cook the potatoes in a single layer for 25-30 minutes, shaking the basket every 10 minutes, until deep golden.",
                        "Season with flaky salt and serve straight away.",
                    ],
                    "kcal": "265",
                },
            )
        )
        add(
            page(
                "mincepies",
                "/recommends/recipes/spiced-mince-pies-orange-pastry-b2640051.html",
                "recipe",
                "Spiced mince pies with orange pastry",
                "wprm-recipe-card-groups",
                [
                    "A little orange zest in the pastry and a spoonful of marmalade in the mincemeat make these mince pies taste brighter than the shop-bought kind. The pastry is very short, so keep everything cold and handle it as little as you can.",
                    "They freeze beautifully: bake, cool and freeze for up to a month, then warm through in a low oven.",
                ],
                recipe={
                    "author": "Mia Carter",
                    "date": "2026-11-27T09:00:00+00:00",
                    "stamp": "27 November 2026",
                    "prep": "40 mins, plus chilling",
                    "cook": "20 mins",
                    "serves": "24 pies",
                    "groups": [
                        (
                            "For the pastry",
                            [
                                "375g plain flour",
                                "250g cold unsalted butter, cubed",
                                "125g caster sugar",
                                "Zest of 1 orange",
                                "1 egg yolk",
                                "2-3 tbsp cold water",
                            ],
                        ),
                        (
                            "For the filling",
                            [
                                "400g jar mincemeat",
                                "2 tbsp fine-cut marmalade",
                                "1 tsp mixed spice",
                                "1 egg, beaten, to glaze",
                                "Icing sugar, to dust",
                            ],
                        ),
                    ],
                    "steps": [
                        "Rub the butter into the flour until the mixture looks like breadcrumbs, then stir in the sugar and orange zest.",
                        "Add the egg yolk and enough water to bring the pastry together. Flatten into a disc, wrap and chill for 30 minutes.",
                        "Heat the oven to 200C (180C fan). Mix the mincemeat with the marmalade and mixed spice.",
                        "Roll out the pastry to 3mm thick. Cut 24 rounds to line two 12-hole tart tins and 24 smaller stars for the tops.",
                        "Fill each case with a heaped teaspoon of mincemeat, top with a star and brush with beaten egg.",
                        "Bake for 18-20 minutes until golden. Cool in the tins for 5 minutes, then dust with icing sugar.",
                    ],
                    "kcal": "182",
                },
            )
        )
        add(
            story(
                "airfryer",
                "/recommends/kitchen/cuvee-dual-basket-air-fryer-review-b2641187.html",
                "Cuvée Dual Basket Air Fryer review: two drawers, one clear winner for family cooking",
                "2026-12-02",
                "2026-12-02T07:00:00+00:00",
                "2 December 2026",
                ["Sophie Lang"],
                [
                    "Air fryers have gone from novelty to kitchen staple in a remarkably short time, and the latest models are increasingly aimed at families rather than solo cooks. The Cuvée Dual Basket is a case in point: two independent 4.5-litre drawers, each with its own heating element, which means you can cook chicken in one and chips in the other and have them finish at the same time.",
                    "I used it as my main oven for three weeks, cooking for a family of four, to see whether it lives up to the promise.",
                    "## Design and set-up",
                    "At 38cm wide, the Cuvée is big. It took up most of the free worktop in my small kitchen, and it is heavy enough that you will not want to lift it in and out of a cupboard every day. The drawers slide smoothly, though, and the non-stick crisper plates are dishwasher safe, which makes cleaning quick.",
                    "The control panel is simple: a dial for time and temperature and six presets, including chips, roast, bake and dehydrate. There is no app, which I did not miss.",
                    "FIG: The Cuvée Dual Basket air fryer on a kitchen worktop | The Cuvée’s two drawers can run different programmes at once (Sophie Lang)",
                    "## How it performed",
                    "The headline feature, “Sync Finish”, works well. Set different times and temperatures for each drawer, press one button, and the machine delays the shorter programme so both finish together. It turned a Tuesday-night dinner of salmon fillets and roast potatoes into a genuinely one-appliance meal.",
                    "Chips were crisp and evenly cooked after 22 minutes at 200C, with one shake halfway through. A whole chicken will not fit in a single drawer, but chicken thighs came out with crackling skin in 25 minutes. Cakes were less successful: a sponge baked in the drawer browned on top long before the middle was cooked.",
                    "It is also economical. Using a plug-in energy monitor, I measured an average of 0.52kWh for a typical 25-minute dinner, around 13p at current prices, against roughly 1.1kWh for my conventional oven.",
                    "NOTE: Try it with our recipe for [[potatoes|air fryer roast potatoes]]",
                    "### Pros",
                    "- Two drawers with Sync Finish make family meals simple",
                    "- Excellent, even crisping on chips and roast vegetables",
                    "- Dishwasher-safe drawers and plates",
                    "### Cons",
                    "- Very wide footprint",
                    "- Not great for baking",
                    "- The fan is louder than most rivals’",
                    "## The verdict",
                    "If you cook for three or more and have the worktop space, the Cuvée Dual Basket is one of the best-value double air fryers you can buy. Singles and couples, or anyone short of space, will be better served by a smaller single-drawer model.",
                    "BUY: £149.99 at Harlow’s",
                ],
                "review-stars-pros-cons-in-flow",
                section="Kitchen",
                dek="Sync Finish makes a proper family dinner possible in a single appliance, if you have the worktop space.",
                stars=4,
                product="Cuvée Dual Basket Air Fryer",
                pros=[
                    "Two drawers with Sync Finish make family meals simple",
                    "Excellent, even crisping on chips and roast vegetables",
                    "Dishwasher-safe drawers and plates",
                ],
                cons=["Very wide footprint", "Not great for baking", "The fan is louder than most rivals’"],
                tags=["tag"],
            )
        )
        add(
            story(
                "headphones",
                "/recommends/tech/halden-aura-anc-headphones-review-b2637520.html",
                "Halden Aura ANC review: brilliant noise cancelling, shame about the case",
                "2026-11-24",
                "2026-11-24T12:00:00+00:00",
                "24 November 2026",
                ["James Okoro"],
                [
                    "Halden, the Danish audio brand best known for its minimalist speakers, has spent three years working on its first over-ear headphones. The Aura ANC costs £249, which puts it in direct competition with established models from much bigger names.",
                    "I wore them for two weeks on my daily commute into London, on two long-haul flights and in an open-plan office.",
                    "## Sound and noise cancelling",
                    "The noise cancelling is the best I have tested at this price. On the Underground, the low rumble of the train almost disappeared, and on a nine-hour flight the engine drone was reduced to a faint hiss. Voices and sudden noises get through more than they do on the most expensive headphones, but not by much.",
                    "Sound quality is warm and detailed, with a slightly boosted bass that suits pop and electronic music. Classical recordings sounded a little muddy in the lower strings until I used the app’s equaliser to pull the bass back.",
                    "## Comfort and battery",
                    "At 262g they are light, and the memory-foam ear cushions stayed comfortable for hours. Battery life is excellent: Halden claims 40 hours with noise cancelling on, and I managed 38.",
                    "## The case",
                    "The case, however, is a strange misstep. It is a soft fabric pouch rather than a hard shell, and the headphones do not fold flat, so they take up an awkward amount of space in a bag. After a fortnight of being squashed into a rucksack, the headband had picked up a small scuff.",
                    "## Price and availability",
                    "The Halden Aura ANC is available now in black, sand and forest green, priced £249 from Halden’s own website and major electronics retailers.",
                    "## The verdict",
                    "If noise cancelling is your priority, the Aura ANC is a terrific choice and undercuts the market leaders by £100 or more. Just budget for a proper case.",
                    "BUY: £249 at Brightway",
                ],
                "review-half-star-no-pros-cons",
                section="Tech",
                stars=3.5,
                product="Halden Aura ANC",
            )
        )
        add(
            story(
                "vacuum",
                "/recommends/home/tidebot-s7-robot-vacuum-review-b2638804.html",
                "Tidebot S7 robot vacuum review: the first one that didn’t get stuck under my sofa",
                "2026-11-26",
                "2026-11-26T09:00:00+00:00",
                "26 November 2026",
                ["James Okoro"],
                [
                    "I have tested robot vacuums for six years, and almost all of them have shared the same weakness: my sofa. Its base sits exactly 9cm off the floor, just high enough for a robot to wedge itself underneath and just low enough for it to get stuck there, beeping sadly, until someone comes home.",
                    "The Tidebot S7 is the first one that has never got stuck. Its lidar sensor sits in a retractable turret that drops down when the robot approaches low furniture, letting it slide under gaps as small as 8.5cm and back out again.",
                    "## Cleaning",
                    "On hard floors, the S7 is excellent. It picked up flour, rice and cat litter from my kitchen tiles in a single pass and did a good job along the skirting boards thanks to an extendable side brush. On thick rugs it was less thorough: I still found crumbs after two passes on a deep-pile rug in the living room.",
                    "The mopping pad lifts automatically when the robot detects carpet, so you no longer have to choose between vacuuming and mopping. Mopping is light, fine for daily dust and footprints but no match for dried-on spills.",
                    "## The dock and app",
                    "The self-emptying dock holds around seven weeks of dust in a sealed bag, and it also washes the mopping pad and dries it with warm air. It is tall, though, at 45cm, and needs space on either side.",
                    "The app maps your home in about 15 minutes and lets you set no-go zones and room-by-room schedules. It also offers a camera view, which I switched off immediately; you can disable it permanently in the settings.",
                    "### Pros",
                    "- Never got stuck under low furniture",
                    "- Excellent on hard floors",
                    "- Self-cleaning dock for the mop",
                    "### Cons",
                    "- Average on deep carpets",
                    "- Large dock",
                    "- £699 is a lot of money",
                    "## The verdict",
                    "The Tidebot S7 is expensive, but it is the most reliable robot vacuum I have used. If your home is mostly hard floors and low furniture, it is worth the money.",
                    "BUY: £699 at Kettering Home",
                ],
                "review-stars-pros-cons",
                section="Home",
                stars=4,
                product="Tidebot S7",
                pros=[
                    "Never got stuck under low furniture",
                    "Excellent on hard floors",
                    "Self-cleaning dock for the mop",
                ],
                cons=["Average on deep carpets", "Large dock", "£699 is a lot of money"],
            )
        )
        add(
            story(
                "blankets",
                "/recommends/home/best-electric-blankets-b2251340.html",
                "The 10 best electric blankets to keep you warm this winter, tested",
                "2025-11-14",
                "2025-11-14T10:00:00+00:00",
                "14 November 2025",
                ["Sophie Lang"],
                [
                    "With energy prices still well above where they were five years ago, heating the person rather than the whole house has become one of the most popular ways to stay warm for less. An electric blanket costs just a few pence an hour to run and can make a cold bedroom bearable without turning the thermostat up.",
                    "We tested 23 electric blankets and heated throws over two winters to find the best. Here are our favourites.",
                    "## How we tested",
                    "Each blanket was used for at least two weeks on a range of beds, from a single to a super king. We measured how quickly it warmed up and how evenly it spread heat using a thermal camera, checked its safety features and timers, and put the washable ones through the washing machine five times. We also measured running costs with a plug-in energy monitor.",
                    "### 1. Best overall: Hearthly Dual Control Heated Underblanket",
                    "The Hearthly warmed up faster than any other blanket we tested, reaching a comfortable temperature in under ten minutes, and its dual controls mean each side of a double bed can have its own setting. It survived five washes without any change in performance, and at around 3p an hour on its highest setting it is cheap to run.",
                    "BUY: £89.99 at Harlow’s",
                    "### 2. Best budget: Snugglers Single Electric Blanket",
                    "For under £30, the Snugglers is remarkably good. It has only three heat settings and no timer, but it heats evenly and is fully machine washable. A sensible choice for a guest room or a child’s bed.",
                    "BUY: £27.50 at Brightway",
                    "### 3. Best heated throw: Wren & Finch Sherpa Heated Throw",
                    "Soft enough to use on the sofa, with a faux-sheepskin reverse and nine heat settings. The auto-off timer can be set for up to eight hours, and the controller has a long cable, so you can plug it in on the far side of the room.",
                    "BUY: £70 at Wren & Finch",
                    "### 4. Best for big beds: Hearthly Luxe Super King",
                    "The larger sibling of our overall winner adds fitted corners and a heated foot zone that can be run on its own. It is expensive, but nothing else we tried covered a super king bed so evenly.",
                    "BUY: £139 at Harlow’s",
                    "### 5. Best for allergy sufferers: Allerdown Anti-Allergy Underblanket",
                    "Its cover is treated to resist dust mites and can be washed at 40C. The heat is slightly less even than the Hearthly’s, with a cooler strip down the middle, but light sleepers will like its silent controller.",
                    "BUY: £64.99 at Kettering Home",
                    "### 6. Best smart blanket: Nightwarm Smart Underblanket",
                    "The Nightwarm connects to your phone, so you can switch it on from the sofa and set it to warm the bed half an hour before you go up. The app is simple and reliable, though setting up the Wi-Fi connection took three attempts.",
                    "BUY: £119 at Brightway",
                    "### 7. Best fitted: Cosyfit Fitted Electric Blanket",
                    "An elasticated skirt holds the Cosyfit in place like a fitted sheet, so it never bunches up overnight. It has six heat settings and a nine-hour timer.",
                    "BUY: £79 at Kettering Home",
                    "### 8. Best for travel: Toastie USB Heated Wrap",
                    "Powered by a USB power bank, the Toastie is a heated shawl for cold offices, trains and football terraces. On its lowest setting a 10,000mAh power bank kept it warm for five hours.",
                    "BUY: £34.99 at Brightway",
                    "### 9. Best overblanket: Dreamweave Heated Overblanket",
                    "Designed to be used on top of the duvet, the Dreamweave is heavy and luxurious, with a quilted finish. It takes longer than an underblanket to warm the bed but keeps heat in well.",
                    "BUY: £95 at Harlow’s",
                    "### 10. Best for cold feet: Hearthly Foot Zone Warmer",
                    "A small heated pad that sits at the bottom of the bed, for anyone whose feet are the only part that gets cold. It uses less than 1p an hour.",
                    "BUY: £29.99 at Harlow’s",
                    "## The verdict",
                    "The Hearthly Dual Control is the best electric blanket we have tested: quick to warm up, even, washable and cheap to run. If you are on a tight budget, the Snugglers single offers the basics for under £30.",
                    "## Frequently asked questions",
                    "### Are electric blankets safe?",
                    "Modern electric blankets are safe when used correctly. Look for overheat protection and an automatic switch-off, and replace any blanket that is more than ten years old or shows signs of wear. Never use an underblanket on top of you, and do not fold it while it is switched on.",
                ],
                "best-of-10-listicle-updated-date-first",
                section="Home",
                updated="4 December 2026",
                modified="2026-12-04T09:20:00+00:00",
                dek="From budget singles to smart super kings, these are the blankets that kept our testers warmest.",
            )
        )
        add(
            story(
                "recall",
                "/recommends/news/kettering-home-heated-throw-recall-b2642006.html",
                "Retailer recalls 40,000 heated throws over fire risk",
                "2026-12-04",
                "2026-12-04T08:30:00+00:00",
                "4 December 2026",
                ["Tom Reeve"],
                [
                    "A homeware retailer has recalled around 40,000 heated throws after reports that their controllers can overheat and melt, posing a risk of fire.",
                    "Kettering Home said the recall affects its own-brand 130 x 180cm Sherpa Heated Throw in grey and cream, sold in its stores and online between September 2025 and November 2026 for £45. The affected products have batch numbers beginning KH24 or KH25 printed on a label near the plug.",
                    "The company said it had received 14 reports of controllers becoming hot or deforming, including two in which the plastic casing melted. No injuries have been reported.",
                    "Customers are being told to stop using the throws immediately, unplug them and return them to any Kettering Home store, or arrange a free collection, for a full refund. A receipt is not needed.",
                    "“The safety of our customers is our top priority, and we apologise for any inconvenience,” the company said in a statement. “We are working with our supplier and the Office for Product Safety and Standards to establish the cause.”",
                    "The recall comes at the start of a winter in which many households are again expected to rely on heated throws and electric blankets to keep energy bills down. The charity Home Safety UK urged anyone using an electric blanket or throw to check it against the government’s product recall database.",
                    "“These products are very safe when they are well made and properly used,” said its director of campaigns, Fiona Marsh. “But if you have an older blanket, or one that shows any signs of scorching, fraying or damaged wiring, stop using it.”",
                    "The recall does not affect other heated products sold by Kettering Home, including its electric blankets, the company said.",
                ],
                "news-ld-author-organization",
                section="Consumer news",
                byline="Tom Reeve, Consumer Editor",
                org_author=True,
            )
        )
        add(
            story(
                "guide",
                "/recommends/money/heat-yourself-or-home-cost-b2640522.html",
                "Is it cheaper to heat yourself or your home? We ran the numbers",
                "2026-11-30",
                "2026-11-30T06:00:00+00:00",
                "30 November 2026",
                ["Priya Nair"],
                [
                    "As the first cold snap of the winter arrives, a familiar question returns: is it cheaper to turn the heating on, or to stay warm with a heated throw, an electric blanket or a hot water bottle?",
                    "The short answer is that heating the person is almost always cheaper than heating the room. The longer answer depends on how big your home is, how well it is insulated and how many people are in it.",
                    "## What we measured",
                    "We used a plug-in energy monitor and a smart gas meter in a three-bedroom semi-detached house in Westbury over four weeks in November. For each option, we recorded how much energy it used in an hour on a typical setting, then applied current price cap rates of 24.5p per kWh for electricity and 6.2p per kWh for gas.",
                    "T: Heating option | Energy per hour | Cost per hour",
                    "T: Gas central heating (whole house) | 7.5kWh | 46.5p",
                    "T: 2kW electric fan heater | 2kWh | 49p",
                    "T: Oil-filled radiator | 1.2kWh | 29.4p",
                    "T: Heated throw | 0.1kWh | 2.5p",
                    "T: Electric blanket | 0.06kWh | 1.5p",
                    "T: Hot water bottle (one kettle boil) | 0.1kWh | 2.5p",
                    "## What it means",
                    "If you are alone in the house and mostly sitting in one place, a heated throw costs around a twentieth of the price of running the central heating. Even if you use one for eight hours a day, that adds up to about £6 a month.",
                    "For a family spread across several rooms, the picture changes. Four people with four heated throws would still spend far less than on heating, but it is not practical to stay under a blanket while cooking or doing homework.",
                    "Portable electric heaters are the worst of both worlds. A 2kW fan heater costs slightly more per hour than heating the whole house with gas, and it heats only one room.",
                    "## A word of caution",
                    "Heating experts warn that keeping a home too cold for long periods can lead to damp and mould, which are expensive to fix and can harm health. Health officials recommend keeping the rooms you use at 18C or above, particularly for older people and those with health conditions.",
                    "“Heating the person is a great way to take the edge off, but it shouldn’t mean letting the house get freezing,” said Owen Patel, a building physicist who advises housing associations on damp.",
                    "A sensible approach for many households is to heat the home to a lower temperature for a few hours a day and top up with a heated throw or blanket in between.",
                ],
                "explainer-test-table",
                section="Money",
            )
        )
        add(
            story(
                "feature",
                "/recommends/home/heated-airer-instead-of-tumble-dryer-b2639377.html",
                "I replaced my tumble dryer with a heated airer for a month – here’s what happened to my bills",
                "2026-11-28",
                "2026-11-28T07:30:00+00:00",
                "28 November 2026",
                ["Hattie Brooks"],
                [
                    "Our tumble dryer is the most expensive appliance in the house to run, and in a family of five it barely gets a day off between October and March. So when it started making an ominous grinding noise last month, I decided to see whether we could live without it.",
                    "For four weeks, everything that would normally have gone in the dryer went on a heated airer instead: a three-tier model with heated bars and a zip-up cover that cost £79.99.",
                    "## The set-up",
                    "The airer folds flat and lives behind the bedroom door when it is not in use. Set up, it takes about as much floor space as a dining chair. With the cover on, it works like a small drying cabinet, trapping warm air around the clothes.",
                    "It holds roughly one washing machine load, which was the first problem. We do at least one load a day, and some days two. On those days the second load went on an ordinary airer by the radiator, which meant damp towels and a steamed-up window.",
                    "## How long things took",
                    "With the cover on, a load of T-shirts, pyjamas and underwear was dry in four to five hours. Jeans and hoodies took closer to eight, and towels took most of a day unless I turned them halfway through. Without the cover, everything took about twice as long.",
                    "The clothes came out softer than I expected and, unlike after the tumble dryer, nothing shrank. My teenage son’s school shirts needed less ironing, too, because I could hang them on hangers from the top tier.",
                    "## The bills",
                    "Our tumble dryer, a nine-year-old vented model, used about 4.5kWh per load, or roughly £1.10 at current prices. Over a typical month that added up to around £35.",
                    "The heated airer used 0.28kWh an hour. Running it for an average of six hours a day for 30 days cost us £12.35, a saving of around £22 over the month.",
                    "That is a real saving, but it came with real costs in time and space. The laundry had to be planned a day ahead, and on wet weekends the house felt like a launderette.",
                    "## Will I keep it?",
                    "Yes, but not on its own. We have bought a second-hand heat pump dryer for the towels and bedding, and the airer now handles everything else. Between them, our drying costs are about half what they were, and nobody has had to go to school in a damp shirt.",
                    "NOTE: Read more: [[error|The best heated clothes airers, tested]]",
                ],
                "first-person-feature-dead-link",
                section="Home",
            )
        )
        add(
            story(
                "kettle",
                "/recommends/kitchen/best-buy-brightway-rapid-kettle-b2641433.html",
                "The £25 kettle that beat models four times the price in our test",
                "2026-12-01",
                "2026-12-01T12:00:00+00:00",
                "1 December 2026",
                ["Sophie Lang"],
                [
                    "We put 14 kettles through our tests this autumn, from £20 supermarket models to a £120 designer jug with a temperature dial. The winner surprised us.",
                    "The Brightway Rapid 1.7L costs £24.99 and boiled a full litre of water in 2 minutes 31 seconds, faster than all but one of the kettles on test. It was also one of the quietest, with a low hiss rather than the roar of some rivals, and its limescale filter lifts out for cleaning.",
                    "The lid opens with a button rather than a lever, and a clear water window on both sides makes it easy to fill just the amount you need, the single best way to cut a kettle’s running costs.",
                    "Its plastic body will not suit everyone, and the cord is on the short side at 75cm. But for the price, nothing else came close.",
                    "BUY: £24.99 at Brightway",
                ],
                "best-buy-brief",
                section="Kitchen",
                tags=["tag"],
            )
        )

    # the templates
    def graph(self, doc: Doc) -> str:
        url = self.url(doc.key)
        org = {
            "@type": "Organization",
            "@id": f"{self.origin}/#organization",
            "name": "Westbury Chronicle",
            "logo": {"@type": "ImageObject", "url": f"{self.origin}/wp-content/themes/chronicle/logo.png"},
        }
        g: list[dict] = [
            {
                "@type": "WebPage",
                "@id": url,
                "url": url,
                "name": doc.title,
                "isPartOf": {"@id": f"{self.origin}/#website"},
            },
            org,
        ]
        if doc.is_article:
            art: dict = {
                "@type": "NewsArticle" if doc.extra.get("org_author") else "Article",
                "@id": f"{url}#article",
                "headline": doc.title,
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "mainEntityOfPage": {"@id": url},
                "publisher": {"@id": f"{self.origin}/#organization"},
                "articleSection": doc.section,
            }
            if doc.extra.get("org_author"):
                art["author"] = {"@id": f"{self.origin}/#organization"}
            else:
                art["author"] = [
                    {"@id": f"{self.origin}/#/schema/person/{zlib.crc32(a.encode()):x}"} for a in doc.authors
                ]
                g.extend(
                    {"@type": "Person", "@id": f"{self.origin}/#/schema/person/{zlib.crc32(a.encode()):x}", "name": a}
                    for a in doc.authors
                )
            g.append(art)
            if doc.extra.get("stars"):
                review = {
                    "@type": "Review",
                    "@id": f"{url}#review",
                    "name": doc.title,
                    "author": {"@type": "Person", "name": doc.authors[0]},
                    "itemReviewed": {"@type": "Product", "name": doc.extra["product"]},
                    "reviewRating": {
                        "@type": "Rating",
                        "ratingValue": doc.extra["stars"],
                        "bestRating": 5,
                        "worstRating": 1,
                    },
                }
                if doc.extra.get("pros"):
                    review["positiveNotes"] = {
                        "@type": "ItemList",
                        "itemListElement": [
                            {"@type": "ListItem", "position": i + 1, "name": t} for i, t in enumerate(doc.extra["pros"])
                        ],
                    }
                    review["negativeNotes"] = {
                        "@type": "ItemList",
                        "itemListElement": [
                            {"@type": "ListItem", "position": i + 1, "name": t} for i, t in enumerate(doc.extra["cons"])
                        ],
                    }
                g.append(review)
        if doc.kind == "recipe":
            r = doc.extra["recipe"]
            g.append(
                {
                    "@type": "Recipe",
                    "name": doc.title,
                    "author": {"@type": "Person", "name": r["author"]},
                    "datePublished": r["date"],
                    "description": doc.blocks[0][1],
                    "prepTime": "PT10M",
                    "cookTime": "PT30M",
                    "recipeYield": r["serves"],
                    "recipeIngredient": [i for _, items in r["groups"] for i in items],
                    "recipeInstructions": [{"@type": "HowToStep", "text": s} for s in r["steps"]],
                    "nutrition": {"@type": "NutritionInformation", "calories": f"{r['kcal']} kcal"},
                    "aggregateRating": {"@type": "AggregateRating", "ratingValue": "4.8", "ratingCount": "37"},
                }
            )
        return json.dumps({"@context": "https://schema.org", "@graph": g}, ensure_ascii=False)

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Recommends"),
                ("reviews", "Reviews"),
                ("tag", "Air fryers"),
                ("deals", "Deals"),
                ("mincepies", "Christmas baking"),
                ("howwetest", "How we test"),
            )
        )
        og_type = "article" if doc.is_article or doc.kind in ("recipe", "deals") else "website"
        title = (
            "Page not found | Westbury Chronicle"
            if doc.kind == "error"
            else (
                "Westbury Chronicle Recommends: independent reviews and the best deals"
                if doc.key == "home"
                else f"{doc.title} | Westbury Chronicle"
            )
        )
        ld = (
            ""
            if doc.kind == "error"
            else f'<script type="application/ld+json" class="yoast-schema-graph">{self.graph(doc)}</script>'
        )
        canon = "" if doc.kind == "error" else f'<link rel="canonical" href="{esc(url)}" />'
        pub = f'\n<meta property="article:published_time" content="{doc.iso}" />' if doc.is_article else ""
        if doc.extra.get("modified"):
            pub += f'\n<meta property="article:modified_time" content="{doc.extra["modified"]}" />'
        return f"""<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>{esc(title)}</title>
<meta name="robots" content="{"noindex, follow" if doc.kind == "error" else "index, follow, max-image-preview:large"}" />
{canon}
<meta property="og:locale" content="en_GB" />
<meta property="og:type" content="{og_type}" />
<meta property="og:title" content="{esc(doc.title)}" />
<meta property="og:site_name" content="Westbury Chronicle" />{pub}
{ld}
<link rel="stylesheet" id="chronicle-style-css" href="https://www.westburychronicle.test/wp-content/themes/chronicle/dist/main.css?ver=4.12.0" media="all" />
<style id="chronicle-inline-css">/*PAD*/</style>
<script>window.__CHRONICLE__ = {{"section":"recommends","pageType":"{doc.kind}","affiliate":true}};</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="wp-singular {"single single-post" if doc.is_article else doc.kind} recommends">
<div id="onetrust-banner-sdk" class="otFloatingRoundedCorner" role="region" aria-label="Cookie banner"><p id="onetrust-policy-text">We and our partners use cookies to personalise content and ads, and to analyse our traffic. You can change your choices at any time.</p><button id="onetrust-accept-btn-handler">Accept all</button><button id="onetrust-pc-btn-handler">Manage preferences</button></div>
<header class="site-header">
<div class="site-header__masthead"><a href="https://www.westburychronicle.test/" class="site-header__logo">Westbury Chronicle</a> {self.a("home", "Recommends", "nav", 'class="site-header__vertical"')}</div>
<nav class="primary-nav" aria-label="Recommends"><ul>{nav}</ul></nav>
<form role="search" method="get" class="search-form" action="https://www.westburychronicle.test/"><input type="search" name="s" placeholder="Search reviews" /><button type="submit">Search</button></form>
</header>
<div class="ad-slot ad-slot--leaderboard" id="div-gpt-ad-top">Advertisement</div>
<main id="main" class="site-main">
{main}
</main>
<footer class="site-footer">
<div class="site-footer__links"><ul><li>{self.a("howwetest", "How we test", "footer")}</li><li>{self.a("howwetest", "Affiliate disclosure", "footer")}</li><li><a href="https://www.westburychronicle.test/privacy-notice/">Privacy notice</a></li><li><a href="https://www.westburychronicle.test/contact/">Contact us</a></li><li><a href="https://www.westburychronicle.test/recommends/feed/">RSS</a></li></ul></div>
<p class="site-footer__legal">© 2026 Westbury Chronicle Media Ltd. Registered in England and Wales. Westbury Chronicle Recommends is the independent review section of the Westbury Chronicle.</p>
</footer>
</body>
</html>"""

    def stars(self, n: float) -> str:
        full = int(n)
        half = "½" if n != full else ""
        return f'<div class="star-rating" aria-label="Rated {n:g} out of 5"><span class="star-rating__stars" aria-hidden="true">{"★" * full}{half}{"☆" * (5 - full - (1 if half else 0))}</span><span class="star-rating__text">Rating: {n:g} out of 5</span></div>'

    def story_main(self, doc: Doc) -> str:
        custom = {
            "fig": lambda b: (
                f'<figure class="wp-block-image"><img src="https://www.westburychronicle.test/wp-content/uploads/2026/11/{zlib.crc32(b[1].encode()) % 99991}.jpg" alt="{esc(b[1])}" loading="lazy" /><figcaption>{esc(b[2])}</figcaption></figure>'
            ),
            "buy": lambda b: (
                f'<p class="product-card__cta"><a class="product-card__button" href="https://go.skimresources.test/?id=wbc&amp;url={zlib.crc32(b[1].encode())}" rel="sponsored nofollow" target="_blank">{esc(b[1])}</a></p>'
            ),
            "note": lambda b: f'<aside class="inline-promo"><p>{self.inline(b[1])}</p></aside>',
        }
        body = self.blocks(doc, custom=custom)
        if doc.extra.get("pros"):
            body = body.replace(
                "<h3>Pros</h3>\n<ul>", '<div class="pros-cons"><h3>Pros</h3>\n<ul class="pros-cons__pros">'
            ).replace("<h3>Cons</h3>\n<ul>", '<h3>Cons</h3>\n<ul class="pros-cons__cons">')
            body = body.replace("</ul>\n<h2>The verdict</h2>", "</ul></div>\n<h2>The verdict</h2>")
        who = doc.byline or " and ".join(doc.authors)
        if doc.authors == ["Sophie Lang"]:
            who_html = self.a("author", "Sophie Lang", "byline", 'class="byline__author" rel="author"')
        else:
            who_html = f'<span class="byline__author">{esc(who)}</span>'
        dates = f'<time class="byline__date" datetime="{doc.iso}">{doc.stamp}</time>'
        if doc.extra.get("updated"):
            dates = f'<span class="byline__updated">Updated <time datetime="{doc.extra["modified"]}">{doc.extra["updated"]}</time></span> <span class="byline__published">Published <time datetime="{doc.iso}">{doc.stamp}</time></span>'
        stars = self.stars(doc.extra["stars"]) if doc.extra.get("stars") else ""
        dek = f'<p class="article-header__standfirst">{esc(doc.dek)}</p>' if doc.dek else ""
        tags = "".join(
            self.a(t, self.docs[t].title, "content", 'class="topic-pill"') for t in doc.extra.get("tags", [])
        )
        more = "".join(
            f'<li class="card">{self.a(k, self.docs[k].title, "related")}</li>' for k in ARTS if k != doc.key
        )
        sec = self.a("reviews", doc.section, "nav") if doc.section in ("Kitchen", "Home", "Tech") else esc(doc.section)
        return f"""<article class="article article--{doc.shape}">
<header class="article-header">
<div class="article-header__kicker">{sec}</div>
<h1 class="article-header__headline">{esc(doc.title)}</h1>
{dek}
<div class="byline">By {who_html} {dates}</div>
<p class="affiliate-disclaimer">{esc(DISCLAIMER)}</p>
{stars}
<div class="share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="mailto:?subject={esc(doc.title)}">Email</a></div>
</header>
<div class="article-body entry-content">
{body}
</div>
<footer class="article-footer"><div class="topics">{tags}</div>
<div class="newsletter-signup"><h3>The Recommends newsletter</h3><p>Our best reviews and deals, every Friday.</p><form action="https://www.westburychronicle.test/newsletters/subscribe" method="post"><input type="email" name="email" placeholder="Email address" /><button>Sign up</button></form></div>
</footer>
</article>
<aside class="more-from"><h2>More from Recommends</h2><ul class="card-list">{more}</ul></aside>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        stamp = d.stamp if d.is_article else d.extra.get("recipe", {}).get("stamp", "4 December 2026")
        stars = f'<span class="card__rating">{d.extra["stars"]:g}/5</span>' if d.extra.get("stars") else ""
        label = {"recipe": "Recipe", "deals": "Deals"}.get(d.kind, d.section)
        lede = self.lede(d) if d.blocks else "Today’s best offers, checked by our reviewers."
        return f'<div class="card"><img class="card__image" src="https://www.westburychronicle.test/wp-content/uploads/2026/11/card-{zlib.crc32(k.encode()) % 9973}.jpg" alt="" loading="lazy" /><span class="card__label">{esc(label)}</span><h3 class="card__title">{self.a(k, d.title, "content")}</h3>{stars}<p class="card__excerpt">{esc(lede)}</p><span class="card__date">{stamp}</span></div>'

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        if doc.key == "home":
            extra = f'<section class="home-rail"><h2>Recipes</h2>{self.card("mincepies")}{self.card("potatoes")}</section><section class="home-rail"><h2>Today’s deals</h2>{self.card("deals")}</section><p class="home-links">{self.a("reviews", "All reviews", "content")} · {self.a("search", "Search: air fryer", "content")} · {self.a("author", "Sophie Lang", "content")}</p>'
            return f'<div class="home-hero"><h1 class="home-hero__title">Recommends</h1><p>Independent reviews, tested at home by Westbury Chronicle journalists.</p></div><div class="card-grid">{cards}</div>{extra}'
        head = {
            "section": f'<h1 class="archive-title">{esc(doc.title)}</h1><p class="archive-description">Our latest product reviews, from kettles to robot vacuums.</p>',
            "tag": f'<h1 class="archive-title">Topic: {esc(doc.title)}</h1>',
            "author": f'<h1 class="archive-title">{esc(doc.title)}</h1><p class="author-bio">{esc(doc.blocks[0][1]) if doc.blocks else ""}</p>',
            "search": '<h1 class="archive-title">Search results for: air fryer</h1><form role="search" method="get" action="https://www.westburychronicle.test/"><input type="search" name="s" value="air fryer" /><button type="submit">Search</button></form>',
        }[doc.kind]
        pager = ""
        if doc.extra.get("more"):
            pager = (
                '<nav class="pagination"><span class="page-numbers current">1</span> '
                + self.a("reviews2", "2", "pagination", 'class="page-numbers"')
                + " "
                + self.a("reviews2", "Next page", "pagination", 'class="next page-numbers"')
                + "</nav>"
            )
        elif doc.key == "reviews2":
            pager = (
                '<nav class="pagination">'
                + self.a("reviews", "Previous page", "pagination", 'class="prev page-numbers"')
                + " "
                + self.a("reviews", "1", "pagination", 'class="page-numbers"')
                + ' <span class="page-numbers current">2</span></nav>'
            )
        return f'<section class="archive">{head}<div class="card-grid">{cards}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "recipe":
            r = doc.extra["recipe"]
            groups = "".join(
                (f'<h4 class="wprm-recipe-group-name">{esc(name)}</h4>' if name else "")
                + '<ul class="wprm-recipe-ingredients">'
                + "".join(
                    f'<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-name">{esc(i)}</span></li>'
                    for i in items
                )
                + "</ul>"
                for name, items in r["groups"]
            )
            steps = "".join(
                f'<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">{esc(s)}</div></li>'
                for s in r["steps"]
            )
            more = "".join(
                f'<li class="card">{self.a(k, self.docs[k].title, "related")}</li>'
                for k in ("potatoes", "mincepies", "airfryer")
                if k != doc.key
            )
            return f"""<article class="article article--recipe">
<header class="article-header"><div class="article-header__kicker">Recipes</div><h1 class="article-header__headline">{esc(doc.title)}</h1>
<div class="byline">By <span class="byline__author">{esc(r["author"])}</span> <time class="byline__date" datetime="{r["date"]}">{r["stamp"]}</time></div>
<a href="#recipe" class="wprm-recipe-jump wprm-recipe-link">Jump to recipe</a> <a href="https://www.westburychronicle.test/wprm_print/{zlib.crc32(doc.key.encode()) % 9999}" class="wprm-recipe-print">Print recipe</a></header>
<div class="article-body entry-content">
{self.blocks(doc)}
<div id="recipe" class="wprm-recipe-container"><div class="wprm-recipe wprm-recipe-template-chronicle">
<h2 class="wprm-recipe-name">{esc(doc.title)}</h2>
<div class="wprm-recipe-rating">★★★★★ <span class="wprm-recipe-rating-details">4.8 from 37 votes</span></div>
<div class="wprm-recipe-times-container"><span class="wprm-recipe-time-label">Prep time</span> <span class="wprm-recipe-prep_time">{r["prep"]}</span> <span class="wprm-recipe-time-label">Cook time</span> <span class="wprm-recipe-cook_time">{r["cook"]}</span> <span class="wprm-recipe-servings-label">Serves</span> <span class="wprm-recipe-servings">{r["serves"]}</span></div>
<div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3>{groups}</div>
<div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Method</h3><ol class="wprm-recipe-instructions">{steps}</ol></div>
<div class="wprm-nutrition-label-container"><span class="wprm-nutrition-label-text-nutrition-container-calories">Calories: {r["kcal"]}kcal per serving</span></div>
</div></div>
</div>
</article>
<aside class="more-from"><h2>You might also like</h2><ul class="card-list">{more}</ul></aside>"""
        if doc.kind == "deals":
            rows = "".join(
                f'<div class="product-card product-card--deal"><h3 class="product-card__name">{esc(n)}</h3><p class="product-card__price"><del>{was}</del> <ins>{now}</ins> at {esc(shop)}</p><p class="product-card__note">{esc(note)}</p><a class="product-card__button" href="https://go.skimresources.test/?id=wbc&amp;url={zlib.crc32(n.encode())}" rel="sponsored nofollow">Get the deal</a></div>'
                for n, was, now, shop, note in doc.extra["deals"]
            )
            return f"""<article class="article article--deals"><header class="article-header"><div class="article-header__kicker">Deals</div><h1 class="article-header__headline">{esc(doc.title)}</h1>
<p class="deals-updated">Prices checked 4 December 2026, 10:15. Deals can end at any time.</p><p class="affiliate-disclaimer">{esc(DISCLAIMER)}</p></header>
<div class="deals-list">{rows}</div>
<p class="deals-more">Looking for more? Read our {self.a("airfryer", "air fryer review", "content")}, our {self.a("blankets", "guide to the best electric blankets", "content")} and our {self.a("vacuum", "Tidebot S7 review", "content")}.</p></article>"""
        if doc.kind == "error":
            pop = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>"
                for k in ("blankets", "airfryer", "vacuum", "deals")
            )
            return f"""<section class="error-404 not-found"><h1 class="page-title">{esc(doc.title)}</h1><div class="page-content">
{self.blocks(doc)}
<form role="search" method="get" class="search-form" action="https://www.westburychronicle.test/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search …" value="" name="s" /></label><input type="submit" class="search-submit" value="Search" /></form>
<h2>Popular on Recommends</h2><ul class="popular-list">{pop}</ul></div></section>"""
        return f'<article class="page"><header class="article-header"><h1 class="article-header__headline">{esc(doc.title)}</h1></header><div class="article-body entry-content">\n{self.blocks(doc)}\n</div></article>'
