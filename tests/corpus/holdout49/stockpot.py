# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes, fractions and dashes are deliberate)
"""Stockpot: a US food magazine (Bon Appétit-like) on a **Condé Nast Verso**-like front end: styled-components class
names (`BaseWrap-sc-gjQpdd`, `ContentHeaderHed-NCyCC`, `BylineName-kwmrLn`), `data-testid` attributes,
`body__inner-container`, `window.__PRELOADED_STATE__`; URLs `/recipe/<slug>`, `/story/<slug>`, `/gallery/<slug>`,
`/contributor/<slug>`, `/recipes?page=2`, `/search?q=`. Recipes carry a JSON-LD `Recipe` (`recipeIngredient`,
`HowToStep`s); stories a `NewsArticle`; the restaurant review a `Review` of a `Restaurant`. Dates print "December 2,
2026" (US Eastern); one recipe's JSON-LD is in UTC (03:00Z on the 4th = 3 December in New York). Credits:
"Recipe by …" is the author; "Photography by …, Food Styling by …" are not; one recipe is "Recipe by Stockpot Test
Kitchen" (no person). The recipe's info slice (yield, time), rating and reader reviews, the restaurant review's
address/hours box and the cookbook list's buy buttons are not body. The recipe collection page is not an article."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["risotto", "chicken", "osteria", "review", "cookies", "castiron", "cookbooks", "market"]
SLUG = {
    "Priya Raman": "priya-raman",
    "Hannah Cole": "hannah-cole",
    "Marcus Delaney": "marcus-delaney",
    "Jonah Whitfield": "jonah-whitfield",
    "Elena Park": "elena-park",
}
BW = "BaseWrap-sc-gjQpdd"


def bookbuy(price: str, url: str) -> str:
    return f'RAW:<div class="ProductEmbedWrapper-fLtUBA" data-testid="ProductEmbed"><a class="{BW} ButtonWrapper-xCepQ ProductEmbedButton-bXtTx" rel="sponsored noopener" href="{esc(url)}">{esc(price)} at Bookshop</a></div>'


class Stockpot(Base):
    origin = "https://www.stockpot.test"
    name = "Stockpot"
    prefix = "stp"
    language = "en"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "stp",
            [
                f".{BW}",
                ".BaseText-ewhhUZ",
                ".ContentHeaderHed-NCyCC",
                ".BylineName-kwmrLn",
                ".body__inner-container",
                ".List-iSNGTT",
                ".InstructionListWrapper-dcpygI",
                ".SummaryItemWrapper-iwvBff",
                ".StackedNavigationWrapper-dPLcfP",
                ".FooterWrapper-cSPGlw",
            ],
            270,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Stockpot",
                "verso-home",
                list=["risotto", "osteria", "cookies", "chicken", "review", "market", "collection"],
                more="recipes2",
            )
        )
        add(
            page(
                "recipes",
                "/recipes",
                "section",
                "Recipes",
                "verso-channel",
                list=["chicken", "risotto", "collection"],
                more="recipes2",
            )
        )
        add(
            page(
                "recipes2",
                "/recipes?page=2",
                "section",
                "Recipes",
                "verso-channel-page2",
                list=["castiron", "cookies"],
                older="recipes",
            )
        )
        add(
            page(
                "collection",
                "/gallery/weeknight-dinner-recipes",
                "collection",
                "31 Weeknight Dinners That Practically Cook Themselves",
                "recipe-collection-gallery",
                list=["chicken", "risotto"],
            )
        )
        add(page("tag", "/tag/holiday-baking", "tag", "Holiday Baking", "verso-tag", list=["cookies", "cookbooks"]))
        add(
            page(
                "author",
                "/contributor/priya-raman",
                "author",
                "Priya Raman",
                "verso-contributor",
                list=["risotto", "cookies"],
            )
        )
        add(page("search", "/search?q=risotto", "search", "risotto", "verso-search", list=["risotto", "collection"]))
        add(
            page(
                "about",
                "/about",
                "about",
                "About Stockpot",
                "verso-static",
                [
                    "Stockpot is a magazine for people who love to cook and eat. Since 1979 we have published recipes, restaurant coverage and stories about the people who grow, cook and serve our food.",
                    "Every recipe we publish is developed and tested in the Stockpot Test Kitchen in New York, usually several times, before it reaches you.",
                    "Stockpot is published by Larder Media. Editorial inquiries: editors@stockpot.test.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter",
                "subscribe",
                "Sign up for the Stockpot Newsletter",
                "verso-newsletter-signup",
                [
                    "Get our best recipes, cooking tips and restaurant picks delivered to your inbox three times a week.",
                    'RAW:<form class="NewsletterSubscribeFormWrapper-bCsqGm" action="https://newsletters.stockpot.test/subscribe" method="post"><label><input type="checkbox" name="list" value="daily" checked> Stockpot Daily</label><label><input type="checkbox" name="list" value="baking"> Holiday Baking (December only)</label><input type="email" name="email" placeholder="Your email address"><button type="submit">Sign Up</button></form>',
                    "By signing up you agree to our User Agreement and Privacy Policy & Cookie Statement.",
                ],
            )
        )
        add(
            story(
                "risotto",
                "/recipe/brown-butter-squash-risotto-crispy-sage",
                "Brown Butter Squash Risotto With Crispy Sage",
                "2026-12-02",
                "2026-12-02T06:00:00.000-05:00",
                "December 2, 2026",
                ["Priya Raman"],
                [
                    "There’s a moment, about fifteen minutes into making risotto, when the rice stops looking like rice and starts looking like dinner. This version gets there with roasted butternut squash folded in at two stages: half mashed into the rice so it melts into a velvety sauce, half left in chunks for texture. Brown butter adds a toasty, nutty note, and a handful of sage leaves fried in that same butter become a crunchy topping you’ll want to put on everything.",
                    "Don’t skip toasting the rice in the pot before you add any liquid; it helps the grains hold their shape. And keep your stock hot in a saucepan next to the risotto—adding cold stock slows everything down and makes for a gluey finish.",
                    '- 1 small butternut squash (about 2 lb.), peeled, seeded, cut into ½" pieces',
                    "- 3 Tbsp. extra-virgin olive oil, divided",
                    "- Kosher salt and freshly ground black pepper",
                    "- 6 cups low-sodium chicken or vegetable stock",
                    "- 6 Tbsp. unsalted butter, divided",
                    "- 16 fresh sage leaves",
                    "- 1 medium onion, finely chopped",
                    "- 2 garlic cloves, finely grated",
                    "- 1½ cups arborio or carnaroli rice",
                    "- ½ cup dry white wine",
                    "- 1 oz. Parmesan, finely grated (about ½ cup), plus more for serving",
                    "- 1 tsp. fresh lemon juice",
                    "+ Preheat oven to 425°. Toss squash with 2 Tbsp. oil on a rimmed baking sheet; season with salt and pepper. Roast, tossing halfway through, until tender and browned in spots, 25–30 minutes. Transfer half of squash to a bowl and mash with a fork until mostly smooth.",
                    "+ Meanwhile, bring stock to a bare simmer in a medium saucepan over low heat; keep warm.",
                    "+ Melt 4 Tbsp. butter in a large heavy pot over medium heat and cook, swirling often, until butter foams, then browns and smells nutty, 4–5 minutes. Add sage leaves and cook until crisp, about 1 minute. Using a slotted spoon, transfer sage to a paper towel–lined plate; season lightly with salt. Pour brown butter into a small bowl and set aside.",
                    "+ Heat remaining 1 Tbsp. oil in same pot over medium. Add onion and a pinch of salt and cook, stirring occasionally, until soft and translucent, 6–8 minutes. Add garlic and cook, stirring, 1 minute. Add rice and cook, stirring constantly, until edges of grains look translucent, about 2 minutes. Add wine and cook, stirring, until almost completely absorbed, about 1 minute.",
                    "+ Add 1 cup hot stock and cook, stirring often, until absorbed. Continue adding stock ½ cup at a time, letting each addition absorb before adding the next, until rice is tender but still has a little bite, 20–25 minutes total. (You may not need all of the stock.)",
                    "+ Stir in mashed squash, Parmesan, lemon juice, reserved brown butter and remaining 2 Tbsp. butter. Gently fold in remaining squash pieces; season with salt and pepper. Add a splash more stock if risotto looks stiff—it should flow slowly when you tilt the pot. Serve topped with fried sage and more Parmesan.",
                ],
                "recipe-headnote-jsonld-recipe",
                section="Recipes",
                dek="Roasted squash goes in twice: mashed for creaminess, in chunks for texture.",
                recipe=True,
                yields="4 servings",
                active="45 minutes",
                total="1 hour 15 minutes",
                credits="Photography by Noah Fischer, Food Styling by Carmen Ruiz",
                rating=("4.7", "212"),
            )
        )
        add(
            story(
                "chicken",
                "/recipe/sheet-pan-chicken-thighs-charred-lemon-olives",
                "Sheet-Pan Chicken Thighs With Charred Lemon and Olives",
                "2026-12-03",
                "2026-12-04T03:00:00.000Z",
                "December 3, 2026",
                [],
                [
                    "This is the dinner we make when we have forty minutes, a lemon and not much else to give. Bone-in, skin-on chicken thighs roast on a single sheet pan with halved lemons, green olives and thick slices of red onion, and the whole thing comes out of the oven with crackly skin and a ready-made pan sauce. Squeeze the charred lemons over everything at the end; the heat caramelizes their juice, making it sweeter and less sharp than fresh lemon.",
                    "- 8 bone-in, skin-on chicken thighs (about 3½ lb.)",
                    "- 2 tsp. Diamond Crystal or 1 tsp. Morton kosher salt",
                    "- 1 tsp. freshly ground black pepper",
                    "- 1 tsp. smoked paprika",
                    "- 2 lemons, halved crosswise",
                    '- 1 large red onion, cut into ½"-thick rounds',
                    "- 1 cup Castelvetrano olives, smashed, pits removed",
                    "- 4 sprigs thyme",
                    "- 3 Tbsp. extra-virgin olive oil",
                    "- Chopped parsley and crusty bread (for serving)",
                    "+ Place a rack in upper third of oven; preheat to 450°. Pat chicken dry and season all over with salt, pepper and paprika. Let sit at room temperature while the oven heats, or chill, uncovered, up to 1 day ahead.",
                    "+ Toss lemons, onion, olives, thyme and oil on a rimmed baking sheet. Push to the edges and arrange chicken, skin side up, in the center, spacing evenly. Turn lemons cut side down.",
                    "+ Roast until skin is deep golden brown and crisp and an instant-read thermometer inserted into thickest part of thighs registers 175°, 30–35 minutes.",
                    "+ Using tongs, squeeze charred lemons over chicken and vegetables; toss onions and olives in pan juices. Top with parsley and serve with bread for mopping up the juices.",
                ],
                "recipe-test-kitchen-credit-utc",
                section="Recipes",
                dek="One pan, forty minutes and a built-in sauce.",
                recipe=True,
                yields="4 servings",
                active="10 minutes",
                total="45 minutes",
                credits="Photography by Noah Fischer, Food Styling by Lena Osei",
                credit_org="Stockpot Test Kitchen",
                rating=("4.5", "96"),
            )
        )
        add(
            story(
                "osteria",
                "/story/osteria-lumaca-pittsburgh-giulia-ferraro",
                "The Pasta Maker Who Rebuilt a Block in Pittsburgh",
                "2026-12-01",
                "2026-12-01T09:00:00.000-05:00",
                "December 1, 2026",
                ["Hannah Cole"],
                [
                    "Every morning at seven, before the espresso machine is warm, Giulia Ferraro rolls out the first sheet of pasta of the day on a wooden board that once served as the counter of Kowalczyk Hardware. The board is nine feet long and scarred by a hundred years of keys being cut and screws being counted. Ferraro kept it when she bought the building in 2020, and now it is the center of Osteria Lumaca, the restaurant that has become, improbably, the busiest room on Butler Street.",
                    "“I didn’t have money for a new counter,” Ferraro says, laughing. “Now people tell me it’s the most beautiful thing in the restaurant. It was just cheap.”",
                    "Ferraro, 41, grew up in Bologna and moved to Pittsburgh in 2012 to follow a partner who had taken a job at one of the city’s universities. The relationship ended; the city stuck. She spent six years cooking in other people’s kitchens and selling fresh pasta at a farmers market on weekends, building a following of customers who would line up before the stall opened. When the hardware store came up for sale, several of those customers lent her money to buy it.",
                    "FIG: Giulia Ferraro rolling pasta at a long wooden counter | Giulia Ferraro at the old hardware-store counter. Photograph by Ines Mbeki",
                    "## A menu that changes with the board",
                    "The menu at Lumaca is short—five pastas, three secondi, a handful of small plates—and changes almost daily, depending on what the board produces. On a recent Tuesday there were tagliatelle with a slow-cooked ragù of pork and veal, tortelloni filled with ricotta and lemon zest in brown butter, and a dish of pici, thick hand-rolled noodles, with black pepper and pecorino that the kitchen staff call “the one that pays the rent.”",
                    "Prices are deliberately modest. No pasta costs more than $22, and a plate of bread with whipped ricotta and local honey is $7. Ferraro says she wanted a place where the neighbors could eat twice a week, not twice a year. “In Bologna, the trattoria is like your kitchen, only someone else is cooking,” she says. “That was the only idea I had.”",
                    "It has worked. On weeknights, the forty seats fill by six, and the bar is crowded with people waiting for a table or picking up the frozen tortellini that Ferraro sells at the front of the shop. The restaurant employs twenty-three people, most of whom live within a mile.",
                    "## The street around it",
                    "The change on the block has been visible. When Ferraro opened, three of the seven storefronts nearby were empty. Today all are occupied: a bakery run by two of her former line cooks, a wine shop, a bike repair co-op and a bookstore that stays open late on Fridays to catch the dinner crowd. Tom Brennan, who has owned the barbershop across the street for thirty years, says business has never been better. “People wait for their table, they come in for a haircut,” he says. “I’ve had guys leave with a haircut and a bag of pasta.”",
                    "Ferraro is wary of taking credit. Lawrenceville was changing long before she arrived, and she is aware of the complaints that come with that change: higher rents, longtime residents priced out. She pays her staff above the city’s average restaurant wage and offers health insurance after six months, and she has turned down offers to open a second location in a suburban shopping center. “The board doesn’t travel,” she says.",
                    "At the end of service, after the dining room has emptied, she scrapes the board clean and oils it, the same way the Kowalczyks did for decades. Then she dusts it with flour for the morning.",
                ],
                "restaurant-feature",
                section="Restaurants",
                dek="Giulia Ferraro opened Osteria Lumaca in a former hardware store in Lawrenceville. Five years later, the whole street eats there.",
                credits="Photography by Ines Mbeki",
            )
        )
        add(
            story(
                "review",
                "/story/fennel-and-fire-asheville-restaurant-review",
                "Fennel & Fire Is the Most Confident New Restaurant in Asheville",
                "2026-12-03",
                "2026-12-03T10:00:00.000-05:00",
                "December 3, 2026",
                ["Marcus Delaney"],
                [
                    'RAW:<div class="VenueInfoWrapper-bnGJQp" data-testid="VenueInfo"><h2 class="VenueName-cPZCkE">Fennel &amp; Fire</h2><p class="VenueAddress-hCgKvC">214 Clingman Ave., Asheville, NC 28801</p><ul class="VenueDetails-fkXbEw"><li>Hours: Tue–Sat 5–10 p.m.; Sun brunch 10 a.m.–2 p.m.</li><li>Entrées $24–$38</li><li>Reservations recommended</li></ul><a href="https://fennelandfire.test" rel="noopener">fennelandfire.test</a></div>',
                    "The first thing you notice at Fennel & Fire is the heat. The restaurant, which opened in September in a former textile warehouse in Asheville’s River Arts District, is built around a wood-burning hearth the size of a small car, and on a cold night the warmth reaches every table in the room. The second thing you notice is the smell—oak smoke, charred citrus, something with a lot of garlic—and after that, it is very hard to think about anything other than dinner.",
                    "Chef and owner Renata Cruz spent eight years cooking at restaurants in Charleston and Atlanta before returning to western North Carolina, where she grew up. Her menu reads simply: a dozen dishes, most of them touched by fire, built on produce and meat from farms within an hour’s drive. What the menu doesn’t tell you is how precisely those dishes are cooked.",
                    "Start with the bread, which arrives in a cast-iron pan still blistered from the oven, with a dish of cultured butter sprinkled with smoked salt. Then order the charred carrots, which are roasted directly in the embers until their skins blacken, then split and dressed with tangy yogurt, pistachios and a green sauce made from the carrot tops. It is a vegetable dish that makes a strong case for the vegetable.",
                    "FIG: A whole trout on a plate with shaved fennel | The hearth-roasted trout. Photograph by Dana Whitaker",
                    "The hearth-roasted trout is the best thing on the menu. A whole fish from a farm near the Pisgah National Forest, it is cooked over the fire until the skin crackles, then served with brown butter, capers and a salad of shaved fennel and orange. The flesh is barely set and almost sweet. At $31, it is one of the better values in town.",
                    "Not everything works. A pork chop, though beautifully cooked, was overwhelmed by a sticky glaze of sorghum and chile that tasted more of sugar than of either. A side of hearth-roasted potatoes came out lukewarm on one of my visits, as if it had waited too long at the pass. And the room, with its concrete floors and high ceilings, gets loud enough after eight o’clock that conversation becomes a strain.",
                    "Desserts are a highlight. A slice of buttermilk pie with a brûléed top is as good as any in the region, and a plate of roasted apples with sorghum caramel and sharp cheddar ice cream is strange in the best way.",
                    "The wine list, assembled by general manager Luis Ortega, is short and thoughtful, with a good selection of bottles under $60 and several interesting choices by the glass. The cocktails, including a smoked-rosemary old-fashioned, are strong and well balanced. Service is warm and knowledgeable, if occasionally stretched on busy weekends.",
                    "Asheville has no shortage of restaurants that talk about local sourcing and live fire. Fennel & Fire is one of the few that lets the cooking do the talking. Go on a weeknight, sit near the hearth and order the trout.",
                ],
                "restaurant-review-venue-box-jsonld-review",
                section="Restaurants",
                dek="A wood-fired kitchen in the River Arts District that trusts its ingredients—and mostly earns that trust.",
                venue=True,
            )
        )
        add(
            story(
                "cookies",
                "/story/in-defense-of-ugly-christmas-cookies",
                "In Defense of the Ugly Christmas Cookie",
                "2026-12-04",
                "2026-12-04T07:00:00.000-05:00",
                "December 4, 2026",
                ["Priya Raman"],
                [
                    "Every December, my feed fills with cookies that look like they were made by a jeweler. Perfectly piped snowflakes. Gingerbread houses with windows made of melted candy. Sugar cookies flooded with royal icing in seven shades of pastel, each one smoother than a skating rink. They are beautiful. I have never made one, and I have stopped feeling bad about it.",
                    "The cookies that I love are ugly. They are my grandmother’s anise cookies, which spread across the pan in unpredictable shapes and come out slightly too brown at the edges. They are the lopsided jam thumbprints my kids make, each thumbprint a different depth, half of them leaking raspberry onto the baking sheet. They are the shortbread my neighbor leaves on our porch every year in a tin that used to hold popcorn.",
                    "None of these would win a contest. All of them taste like somebody made them.",
                    "I think that is the point of holiday baking, and I worry that we are losing it. The pressure to produce something photogenic has turned an activity that used to be about abundance—make a lot, give most of it away—into one about performance. Decorating a single cookie with royal icing can take twenty minutes. A batch of ugly cookies takes twenty minutes, full stop, and yields three dozen.",
                    "There’s nothing wrong with decorating, of course. Some people love it, and their cookies are genuine works of art. But for the rest of us, the standard has become intimidating, and intimidation is the enemy of baking. I hear it from readers every year: they don’t bake because they can’t make cookies look like the ones online.",
                    "So here is my proposal. This year, make a cookie that tastes great and looks however it looks. Use a recipe with a forgiving dough—drop cookies, bars, anything rolled in sugar. Let your kids decorate with too many sprinkles. Give them away in a mismatched tin. Nobody who receives a plate of homemade cookies has ever checked the piping.",
                    "My grandmother’s anise cookies are still the first thing I bake every December. They still spread. They are still slightly too brown. They are still the best thing I make all year.",
                ],
                "essay-first-person",
                section="Holiday Baking",
                dek="Royal icing is optional. Joy is not.",
                tag=True,
            )
        )
        add(
            story(
                "castiron",
                "/story/how-to-clean-season-cast-iron-skillet",
                "How to Clean and Season a Cast-Iron Skillet",
                "2026-11-30",
                "2026-11-30T11:30:00.000-05:00",
                "November 30, 2026",
                ["Jonah Whitfield"],
                [
                    "Cast iron has a reputation for being high-maintenance, and much of that reputation is undeserved. A well-seasoned skillet is one of the most forgiving pans in the kitchen: it goes from stovetop to oven, holds heat beautifully and, with a little care, will outlive you. The care is simpler than most people think.",
                    "## What seasoning actually is",
                    "Seasoning is a thin layer of oil that has been heated past its smoke point until it polymerizes—bonds into a hard, slick coating on the surface of the iron. It’s what makes cast iron nonstick and protects it from rust. Every time you cook with fat in the pan, you add a little to that layer, which is why an old skillet performs better than a new one.",
                    "## Everyday cleaning",
                    "Yes, you can use soap. Modern dish soap is gentle and won’t strip polymerized seasoning; the old rule dates from a time when soaps contained lye. What will damage your pan is soaking it or leaving it wet. Follow these steps after each use:",
                    "+ Wash the skillet while it’s still warm with hot water, a little soap and a brush or sponge.",
                    "+ For stuck-on food, scrub with coarse kosher salt and a splash of water, then rinse.",
                    "+ Dry the pan thoroughly with a towel, then set it over low heat for a minute or two to drive off any remaining moisture.",
                    "+ Rub a few drops of neutral oil over the inside with a paper towel, and wipe off any excess so the surface looks dry, not greasy.",
                    'RAW:<div class="CalloutWrapper-ePhCLe"><p class="CalloutHed">Our favorite skillet</p><p>Lodge 10.25" Cast-Iron Skillet, $25 at Amazon</p><a rel="sponsored" href="https://www.amazon.test/dp/B00LODGE10?tag=stockpot-20">Buy it</a></div>',
                    "## When to re-season",
                    "If your pan has rust spots, or food has started to stick everywhere, it’s time for a full re-seasoning. Scrub away any rust with steel wool, wash and dry the skillet, then rub a very thin layer of vegetable shortening or flaxseed oil over every surface, inside and out. Wipe off as much as you can—too much oil leaves a sticky finish. Bake the pan upside down at 450° for an hour, then let it cool in the oven. Repeat two or three times for a durable coat.",
                    "One last tip: the best way to maintain seasoning is to cook with your skillet often. Fry eggs, sear steaks, bake cornbread. The more you use it, the better it gets. Start with our [[chicken|sheet-pan chicken]]—then make it again in the skillet.",
                ],
                "how-to-numbered-steps",
                section="Cooking Tips",
                dek="It’s far less fussy than you’ve been told. Here’s everything you need to know.",
            )
        )
        add(
            story(
                "cookbooks",
                "/story/best-cookbooks-2026",
                "The 6 Best Cookbooks of 2026",
                "2026-12-02",
                "2026-12-02T12:00:00.000-05:00",
                "December 2, 2026",
                ["Hannah Cole"],
                [
                    "We cook from dozens of new cookbooks every year, and most of them end up back on the shelf. These are the ones that stayed on our counters—splattered, dog-eared and, in one case, held together with tape. Any of them would make a generous gift, though we suspect you’ll want to keep a copy for yourself.",
                    "### “Salt & Smoke” by Daniela Morales",
                    "Morales, who runs a barbecue restaurant in San Antonio, has written the most useful book on live-fire cooking in years. Her instructions for managing a charcoal grill are so clear that two of our editors who had never smoked anything made her brisket on their first attempt. The chapter on sides alone is worth the price.",
                    bookbuy("$35", "https://bookshop.test/a/stockpot/9780000000011"),
                    "### “Every Grain” by Kenji Abara",
                    "A deep, practical guide to rice, farro, barley and a dozen other grains, organized by texture rather than by region. Abara’s method for cooking any grain like pasta, in plenty of boiling water, has changed how we make weeknight dinners.",
                    bookbuy("$32", "https://bookshop.test/a/stockpot/9780000000028"),
                    "### “The Quiet Oven” by Ruth Lindqvist",
                    "Swedish baking for people who don’t want to fuss. Lindqvist’s cardamom buns are the best we’ve made at home, and her chapter on rye bread is a gentle introduction to sourdough for anyone who has been too intimidated to try.",
                    bookbuy("$30", "https://bookshop.test/a/stockpot/9780000000035"),
                    "### “Small Plates, Big Table” by Amara and Tunde Okafor",
                    "A sibling duo from Houston share the West African and Texan dishes they serve at their supper club. The recipes are generous and flexible, written for cooks feeding a crowd on a budget, and the jollof rice is outstanding.",
                    bookbuy("$35", "https://bookshop.test/a/stockpot/9780000000042"),
                    "### “Green Market” by Sophie Hart",
                    "Organized by what you’ll find at a farmers market each month, this vegetable-forward book is the one we reached for most often this summer. Hart is good at telling you what to do when the tomatoes are mealy or the zucchini has gotten out of hand.",
                    bookbuy("$28", "https://bookshop.test/a/stockpot/9780000000059"),
                    "### “Late Night” by Victor Chen",
                    "A love letter to the dishes cooks make for themselves after service: fried rice, instant-noodle upgrades, the perfect grilled cheese. It’s funny, unpretentious and full of small techniques you’ll use every day.",
                    bookbuy("$27", "https://bookshop.test/a/stockpot/9780000000066"),
                ],
                "listicle-cookbook-roundup-buy-buttons",
                section="Holiday Gifts",
                dek="The books that never made it back to the shelf.",
                tag=True,
                affiliate=True,
            )
        )
        add(
            story(
                "market",
                "/story/northside-farmers-market-moves-indoors-winter",
                "Chicago’s Northside Farmers Market Moves Indoors for the Winter",
                "2026-12-04",
                "2026-12-04T14:20:00.000-05:00",
                "December 4, 2026",
                ["Elena Park"],
                [
                    "Chicago’s Northside Farmers Market will hold its winter markets at a new indoor location this year, organizers said on Thursday. Starting December 12, the market will take place every Saturday from 8 a.m. to 1 p.m. in a renovated warehouse on Fulton Street in the West Loop, replacing the museum space it has used for the past several winters.",
                    "The new site has room for about 45 vendors, roughly ten more than last year, including several farms selling winter greens grown in heated greenhouses. Organizers said the market would also host cooking demonstrations on the first Saturday of each month.",
                ],
                "news-brief",
                section="News",
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        if not doc.is_article:
            return ""
        authors = [
            {"@type": "Person", "name": a, "sameAs": f"{self.origin}/contributor/{SLUG[a]}"} for a in doc.authors
        ]
        if doc.extra.get("credit_org"):
            authors = [{"@type": "Organization", "name": doc.extra["credit_org"]}]
        pub = {
            "@type": "Organization",
            "name": "Stockpot",
            "logo": {
                "@type": "ImageObject",
                "url": "https://www.stockpot.test/verso/static/stockpot/assets/logo-seo.png",
                "width": "479px",
                "height": "100px",
            },
        }
        if doc.extra.get("recipe"):
            ings = next(b[1] for b in doc.blocks if b[0] == "ul")
            steps = next(b[1] for b in doc.blocks if b[0] == "ol")
            ld = {
                "@context": "http://schema.org",
                "@type": "Recipe",
                "name": doc.title,
                "author": authors,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "description": doc.dek,
                "image": [f"https://assets.stockpot.test/photos/{doc.path.split('/')[-1]}/1:1/w_1600.jpg"],
                "recipeYield": doc.extra["yields"],
                "recipeIngredient": ings,
                "recipeInstructions": [{"@type": "HowToStep", "text": s} for s in steps],
                "recipeCategory": "Dinner",
                "aggregateRating": {
                    "@type": "AggregateRating",
                    "ratingValue": float(doc.extra["rating"][0]),
                    "ratingCount": int(doc.extra["rating"][1]),
                },
                "keywords": ["weeknight", "dinner", doc.title.split()[0].lower()],
                "publisher": pub,
            }
        elif doc.extra.get("venue"):
            ld = {
                "@context": "http://schema.org",
                "@type": "Review",
                "headline": doc.title,
                "description": doc.dek,
                "datePublished": doc.iso,
                "author": authors,
                "publisher": pub,
                "itemReviewed": {
                    "@type": "Restaurant",
                    "name": "Fennel & Fire",
                    "address": {
                        "@type": "PostalAddress",
                        "streetAddress": "214 Clingman Ave.",
                        "addressLocality": "Asheville",
                        "addressRegion": "NC",
                        "postalCode": "28801",
                    },
                    "servesCuisine": "American",
                    "priceRange": "$$$",
                },
            }
        else:
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "articleSection": doc.section.lower(),
                "headline": doc.title,
                "description": doc.dek,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": authors,
                "publisher": pub,
                "isPartOf": {"@type": ["CreativeWork", "Product"], "name": "Stockpot"},
                "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            }
        return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="NavigationListItemWrapper-jHFhKk">{self.a(k, t, "nav", f"class={chr(34)}{BW} NavigationLinkWrapper-dXsWtm{chr(34)}")}</li>'
            for k, t in (
                ("recipes", "Recipes"),
                ("collection", "Weeknight"),
                ("tag", "Holiday Baking"),
                ("review", "Restaurants"),
                ("castiron", "Cooking Tips"),
                ("search", "Search"),
            )
        )
        state = json.dumps(
            {
                "transformed": {
                    "coreDataLayer": {
                        "content": {
                            "contentType": "recipe"
                            if doc.extra.get("recipe")
                            else ("article" if doc.is_article else "bundle"),
                            "functionalTags": [],
                            "section": doc.section or "homepage",
                        },
                        "page": {"canonical": self.url(doc.key), "brand": "stockpot"},
                    }
                }
            }
        )
        og_type = "article" if doc.is_article else "website"
        pub_meta = (
            f'<meta property="article:published_time" content="{doc.iso}"><meta name="parsely-pub-date" content="{doc.iso}">'
            if doc.is_article
            else ""
        )
        author_meta = (
            f'<meta name="author" content="{esc(", ".join(doc.authors) or doc.extra.get("credit_org", ""))}">'
            if doc.is_article
            else ""
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} | Stockpot</title>
<meta name="description" content="{esc(doc.dek or "Recipes, cooking tips and restaurant news from the editors of Stockpot.")}">
<link rel="canonical" href="{esc(self.url(doc.key))}">
<meta property="og:type" content="{og_type}">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(self.url(doc.key))}">
<meta property="og:site_name" content="Stockpot">
<meta property="og:image" content="https://assets.stockpot.test/photos/{esc(doc.path.strip("/").split("/")[-1] or "home")}/16:9/w_1280.jpg">
{pub_meta}
{author_meta}
<meta name="content-type" content="{"recipe" if doc.extra.get("recipe") else ("article" if doc.is_article else "bundle")}">
{self.ld(doc)}
<link rel="preload" href="https://www.stockpot.test/verso/static/stockpot/assets/fonts/Bureau-Grot.woff2" as="font" crossorigin>
<style data-styled="true" data-styled-version="5.3.11">/*PAD*/</style>
</head>
<body>
<div id="app-root">
<div class="{BW} StackedNavigationWrapper-dPLcfP" data-testid="StackedNavigation">
<a class="{BW} SkipLink-cHGSLq" href="#main-content">Skip to main content</a>
<div class="BrandLogoWrapper-eFdxhh">{self.a("home", "Stockpot", "nav", f"class={chr(34)}{BW} LogoLink-bJfMmR{chr(34)} aria-label={chr(34)}Stockpot home{chr(34)}")}</div>
<nav aria-label="Main"><ul class="NavigationListWrapper-fRpZPt">{nav}</ul></nav>
<div class="UtilityWrapper-kLhKAd">{self.a("newsletter", "Newsletter", "nav")} <a href="https://www.stockpot.test/account/sign-in">Sign In</a> <a href="https://subscribe.stockpot.test/subscribe/stockpot?source=HCL_SP_NAV">Subscribe</a></div>
</div>
<main id="main-content" class="{BW} PageWrapper-gWlStz">
{main}
</main>
<footer class="{BW} FooterWrapper-cSPGlw" data-testid="Footer">
<div class="FooterLogo">{self.a("home", "Stockpot", "footer")}</div>
<ul class="FooterLinks-bWYTqV"><li>{self.a("about", "About Stockpot", "footer")}</li><li>{self.a("newsletter", "Newsletters", "footer")}</li><li><a href="/contact">Contact</a></li><li><a href="https://www.larder.test/careers">Careers</a></li><li><a href="https://www.larder.test/user-agreement">User Agreement</a></li><li><a href="https://www.larder.test/privacy-policy">Privacy Policy &amp; Cookie Statement</a></li><li><a href="https://www.larder.test/privacy-policy#ccpa">Your California Privacy Rights</a></li></ul>
<p class="FooterLegalese-dGbsLo">© 2026 Larder Media LLC. All rights reserved. Stockpot may earn a portion of sales from products that are purchased through our site as part of our Affiliate Partnerships with retailers. The material on this site may not be reproduced, distributed, transmitted, cached or otherwise used, except with the prior written permission of Larder Media.</p>
<p class="FooterAdChoices"><a href="https://www.larder.test/ad-choices">Ad Choices</a></p>
</footer>
</div>
<div id="onetrust-banner-sdk" class="otCenterRounded" role="dialog"><p>We use cookies to give you the best possible experience. By continuing to use our site, you accept our use of cookies.</p><button id="onetrust-accept-btn-handler">Accept</button></div>
<script type="text/javascript">window.__PRELOADED_STATE__ = {state};</script>
<script src="https://www.stockpot.test/verso/static/js/main-4f7b2d1.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit_org"):
            who = f'<span class="{BW} BylinePreamble-iJolpQ">Recipe by </span><span data-testid="BylineName" class="BylineName-kwmrLn">{esc(doc.extra["credit_org"])}</span>'
        else:
            pre = "Recipe by " if doc.extra.get("recipe") else "By "
            links = []
            for a in doc.authors:
                if a == "Priya Raman":
                    links.append(self.a("author", a, "byline", f"class={chr(34)}{BW} BylineLink-gEnFiw{chr(34)}"))
                else:
                    links.append(f'<a class="{BW} BylineLink-gEnFiw" href="/contributor/{SLUG[a]}">{esc(a)}</a>')
            who = f'<span class="{BW} BylinePreamble-iJolpQ">{pre}</span>' + "".join(
                f'<span data-testid="BylineName" class="BylineName-kwmrLn">{lk}</span>' for lk in links
            )
        credits = (
            f'<p class="{BW} BylineWrapper-jWHrLH byline bylines__byline byline--credits">{esc(doc.extra["credits"])}</p>'
            if doc.extra.get("credits")
            else ""
        )
        return f'<div class="BylinesWrapper-KIudk"><p class="{BW} BylineWrapper-jWHrLH byline bylines__byline" data-testid="BylineWrapper">{who}</p>{credits}</div>'

    def header(self, doc: Doc) -> str:
        return f"""<header class="{BW} ContentHeaderWrapper-bMJlpb" data-testid="ContentHeaderContainer">
<div class="ContentHeaderRubric-bWFhCN"><span class="RubricName-fVtemz">{esc(doc.section)}</span></div>
<h1 data-testid="ContentHeaderHed" class="{BW} BaseText-ewhhUZ ContentHeaderHed-NCyCC">{esc(doc.title)}</h1>
<div class="{BW} ContentHeaderAccreditation-eSHhPg">{self.byline(doc)}<time data-testid="ContentHeaderPublishDate" class="{BW} ContentHeaderPublishDate-eIBicG">{esc(doc.stamp)}</time></div>
<div class="ContentHeaderDek-bIqFFZ">{esc(doc.dek)}</div>
<figure class="ContentHeaderLeadAsset-eYlkOg"><img src="https://assets.stockpot.test/photos/{esc(doc.path.split("/")[-1])}/3:2/w_1920.jpg" alt="{esc(doc.title)}" width="1920" height="1280"></figure>
<div class="SocialIconsWrapper-eTQBka"><a href="https://www.pinterest.com/pin/create/button/?url={esc(self.url(doc.key))}" aria-label="Pin">Pinterest</a> <a href="https://www.facebook.com/dialog/share?href={esc(self.url(doc.key))}" aria-label="Share on Facebook">Facebook</a> <a href="mailto:?subject={esc(doc.title)}" aria-label="Email">Email</a> <button class="SaveButton-bPJHtQ">Save Story</button></div>
</header>"""

    def related(self, doc: Doc) -> str:
        items = "".join(
            f'<div class="SummaryItemWrapper-iwvBff"><span class="SummaryItemRubric">{esc(self.docs[k].section)}</span><h3 class="SummaryItemHedBase-hiFYpQ">{self.a(k, self.docs[k].title, "related", f"class={chr(34)}SummaryItemHedLink-ciaMYZ{chr(34)}")}</h3></div>'
            for k in ARTS
            if k != doc.key
        )
        return f'<aside class="{BW} RecircMostPopularWrapper-cAPppA" data-testid="RecircMostPopular"><h2>More From Stockpot</h2>{items}</aside>'

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("recipe"):
            return self.recipe_main(doc)
        tags = (
            f'<div class="TagCloudWrapper-dRVkQg"><span>Tags</span> {self.a("tag", "Holiday Baking", "content")} <a href="/tag/cookies">Cookies</a></div>'
            if doc.extra.get("tag")
            else ""
        )
        aff = (
            '<p class="AffiliateDisclaimer-bGqGlL">All products featured on Stockpot are independently selected by our editors. However, when you buy something through our retail links, we may earn an affiliate commission.</p>'
            if doc.extra.get("affiliate")
            else ""
        )
        bios = {
            "Hannah Cole": "Hannah Cole is a senior editor at Stockpot, where she writes about restaurants and the people who run them.",
            "Marcus Delaney": "Marcus Delaney is Stockpot’s restaurant critic. He visits each restaurant at least twice, anonymously, and Stockpot pays for all meals.",
            "Priya Raman": "Priya Raman is Stockpot’s food director and the author of “Weeknight Table.”",
            "Jonah Whitfield": "Jonah Whitfield is a recipe developer in the Stockpot Test Kitchen.",
            "Elena Park": "Elena Park is an associate editor at Stockpot based in Chicago.",
        }
        bio = "".join(f'<div class="ContributorBioWrapper-fpsMri"><p>{esc(bios[a])}</p></div>' for a in doc.authors)
        return f"""<article class="{BW} article main-content" lang="en-US">
{self.header(doc)}
{aff}
<div class="{BW} ArticlePageChunks-cqPPbS"><div class="body__inner-container" data-journey-hook="client-content">
{self.blocks(doc)}
</div></div>
{tags}
<div class="ContentFooterWrapper-gWoRrc">{bio}</div>
</article>
{self.related(doc)}"""

    def recipe_main(self, doc: Doc) -> str:
        head = [b for b in doc.blocks if b[0] == "p"]
        ings = next(b[1] for b in doc.blocks if b[0] == "ul")
        steps = next(b[1] for b in doc.blocks if b[0] == "ol")
        headnote = "\n".join(f"<p>{self.inline(b[1])}</p>" for b in head)

        def ing(line: str) -> str:
            first, _, rest = line.partition(" ")
            if first[:1].isdigit() or first[:1] in "½¼¾":
                return f'<li class="{BW} IngredientListItem-bGXcHJ"><span class="Amount-hFCKBE">{esc(first)}</span> <span class="Description-cSrMCf">{esc(rest)}</span></li>'
            return (
                f'<li class="{BW} IngredientListItem-bGXcHJ"><span class="Description-cSrMCf">{esc(line)}</span></li>'
            )

        ing_html = "".join(ing(i) for i in ings)
        step_html = "".join(
            f'<li class="InstructionListWrapper-dcpygI"><h3 class="InstructionHeading-gfYnpQ">Step {n}</h3><div class="InstructionBody-huDCkh"><p>{esc(s)}</p></div></li>'
            for n, s in enumerate(steps, 1)
        )
        r, cnt = doc.extra["rating"]
        return f"""<article class="{BW} recipe main-content" lang="en-US">
{self.header(doc)}
<div class="RatingWrapper-jBTaAs" data-testid="RatingWrapper"><span class="RatingValue">{r}</span><span class="RatingCount">({cnt} ratings)</span> <a href="#reviews">Read reviews</a></div>
<div class="{BW} RecipePageLedeBody-eBEkQX" data-testid="RecipePageLedeDescription"><div class="body__inner-container">
{headnote}
</div></div>
<div class="{BW} RecipeInfoSliceWrapper-bvlJCm" data-testid="RecipeInfoSlice"><ul class="InfoSliceList-bVRLMe"><li><p class="InfoSliceKey-gHIvng">Yield</p><p class="InfoSliceValue-hLxgNr">{esc(doc.extra["yields"])}</p></li><li><p class="InfoSliceKey-gHIvng">Active Time</p><p class="InfoSliceValue-hLxgNr">{esc(doc.extra["active"])}</p></li><li><p class="InfoSliceKey-gHIvng">Total Time</p><p class="InfoSliceValue-hLxgNr">{esc(doc.extra["total"])}</p></li></ul></div>
<div class="{BW} List-iSNGTT" data-testid="IngredientList"><h2 class="{BW} BaseText-ewhhUZ">Ingredients</h2><p class="Yield">{esc(doc.extra["yields"])}</p><ul class="IngredientListWrapper">{ing_html}</ul></div>
<div class="{BW} InstructionsWrapper-hZXqPx" data-testid="InstructionsWrapper"><h2 class="{BW} BaseText-ewhhUZ">Preparation</h2><ol class="InstructionGroupWrapper-bqiIwp">{step_html}</ol></div>
<div class="RecipeBylineFooter">{self.a("collection", "See more weeknight dinners", "content")}</div>
<section id="reviews" class="ReviewListWrapper-eWNwxA"><h2>Reviews ({int(cnt) // 4})</h2>
<div class="ReviewWrapper"><p class="ReviewText">Made this exactly as written and it was perfect. My family asked for seconds.</p><p class="ReviewAuthor">— Dana from Columbus, Ohio</p></div>
<div class="ReviewWrapper"><p class="ReviewText">I used a little less salt and added a squeeze of lemon at the end. Will make again.</p><p class="ReviewAuthor">— Anonymous</p></div>
<div class="ReviewWrapper"><p class="ReviewText">Quick and easy for a weeknight. The leftovers were even better the next day.</p><p class="ReviewAuthor">— Sam from Portland, Oregon</p></div>
<a href="https://www.stockpot.test/account/sign-in?redirectURL=review">Sign in to leave a review</a></section>
</article>
{self.related(doc)}"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            who = esc(", ".join(d.authors) or d.extra.get("credit_org", "Stockpot Editors"))
            items.append(
                f'<div class="SummaryItemWrapper-iwvBff summary-item--recipe"><img src="https://assets.stockpot.test/photos/{esc(d.path.split("/")[-1])}/1:1/w_400.jpg" alt="" loading="lazy"><span class="SummaryItemRubric">{esc(d.section or "Collections")}</span><h3 class="SummaryItemHedBase-hiFYpQ">{self.a(k, d.title, "content", f"class={chr(34)}SummaryItemHedLink-ciaMYZ{chr(34)}")}</h3><p class="SummaryItemDek">{esc(d.dek or "")}</p><p class="SummaryItemByline">By {who}</p></div>'
            )
        if doc.kind == "collection":
            blurbs = [
                "A one-pan dinner with a built-in sauce.",
                "Worth every minute of stirring.",
            ]
            cards = "".join(
                f'{it}<p class="GallerySlideCaption">{esc(b)}</p>' for it, b in zip(items, blurbs, strict=True)
            )
            more = "".join(
                f'<div class="SummaryItemWrapper-iwvBff"><h3><a href="/recipe/{s}">{esc(t)}</a></h3><p class="GallerySlideCaption">{esc(c)}</p></div>'
                for s, t, c in (
                    (
                        "crispy-gnocchi-sausage-kale",
                        "Crispy Gnocchi With Sausage and Kale",
                        "Shelf-stable gnocchi crisps in the skillet like potatoes.",
                    ),
                    (
                        "miso-glazed-salmon-rice-bowls",
                        "Miso-Glazed Salmon Rice Bowls",
                        "Dinner in 25 minutes, with leftovers for lunch.",
                    ),
                    ("black-bean-tortilla-soup", "Black Bean Tortilla Soup", "Pantry staples, big flavor."),
                    ("ginger-pork-lettuce-cups", "Ginger Pork Lettuce Cups", "Crunchy, salty, a little sweet."),
                )
            )
            return f'<div class="{BW} GalleryPageWrapper-gHDnVP"><header><h1 class="ContentHeaderHed-NCyCC">{esc(doc.title)}</h1><p class="ContentHeaderDek-bIqFFZ">Fast, flexible recipes for the nights when you need dinner on the table now.</p><p class="byline">By Stockpot Editors · Updated December 1, 2026</p></header><div class="GallerySlides">{cards}{more}</div><p>{self.a("recipes", "Browse all recipes", "content")}</p></div>'
        head = f'<h1 class="{BW} ChannelHed-bsFsRx">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="ContributorHeader-dhcLPW"><img src="https://assets.stockpot.test/contributors/priya-raman.jpg" alt="Priya Raman"><h1 class="ContributorName">{esc(doc.title)}</h1><p class="ContributorTitle">Food Director</p><p class="ContributorBio">Priya Raman develops recipes and writes about home cooking. Before joining Stockpot in 2018, she cooked in restaurants in Chicago and Philadelphia.</p></div>'
        if doc.kind == "search":
            head = f'<form class="SearchFormWrapper" action="/search"><input name="q" value="risotto" aria-label="Search"><button>Search</button></form><h1 class="SearchResultsHed">Search results for “{esc(doc.title)}”</h1><p>2 results</p>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<div class="PaginationWrapper">{self.a(doc.extra["more"], "More Stories", "pagination", f"class={chr(34)}PaginationButton{chr(34)}")}</div>'
        if doc.extra.get("older"):
            pag = f'<div class="PaginationWrapper">{self.a(doc.extra["older"], "Previous", "pagination")} <span>Page 2</span></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="HomeBundle"><h2>Explore</h2><ul><li>{self.a("recipes", "Recipes", "content")}</li><li>{self.a("tag", "Holiday Baking", "content")}</li><li>{self.a("author", "Priya Raman", "content")}</li><li>{self.a("cookbooks", "The 6 Best Cookbooks of 2026", "content")}</li><li>{self.a("castiron", "How to Clean and Season a Cast-Iron Skillet", "content")}</li></ul></section>'
        return f'<div class="{BW} ChannelPageWrapper-fKTZIn">{head}<div class="SummaryListWrapper">{"".join(items)}</div>{pag}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        return f'<div class="{BW} StaticPageWrapper"><h1 class="ContentHeaderHed-NCyCC">{esc(doc.title)}</h1>\n<div class="body__inner-container">{self.blocks(doc)}</div>\n</div>'
