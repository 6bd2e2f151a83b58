# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Daily Blaze: a Sun/Mirror-like UK tabloid (Reach-like markup: `headline`, `sub-title`, `article-information`,
`author-information`, `time-info`, `article-body`, URLs `/showbiz/celebrity-news/<slug>-35201234`, `?pageNumber=2`,
`/all-about/<topic>`, `/authors/<name>/`, `/search/?q=`), British English, UTF-8 declared only in the page's
`<meta charset>` (the header is plain `text/html`). Stories are strings of **one-sentence paragraphs** broken up by
inline "READ MORE:" paragraphs, "READ MORE" link boxes, "MOST READ" lists, newsletter boxes and a "story to sell?"
tail: none of them body. Bylines print the role: "By Kate Hughes, Showbiz Reporter"; the time block prints
"Updated: 19:44, 4 Dec 2026" **before** "Published: 18:01, 4 Dec 2026" (UK time is UTC in December). Metadata
quirks: the ice-skating story's JSON-LD author is "Kate Hughes, Showbiz Reporter"; the Love Villa story's
`datePublished` is its update time, past midnight (00:20Z on 5 Dec; published 23:48 on 4 Dec); the snow brief is
credited "By Newsdesk" (an `Organization` in the JSON-LD); the column has no JSON-LD. The daily horoscope (bylined
"Mystic Mo, Astrologer", dated, `og:type=article`) and the competition page are not articles."""

from __future__ import annotations

from common import Base, ld, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["icestars", "kiki", "soap", "couple", "dinner", "charity", "snow", "column"]
AUTHORS = {
    "Kate Hughes": ("kate-hughes", "Showbiz Reporter"),
    "Tom Platt": ("tom-platt", "TV Editor"),
    "Rachel Dunn": ("rachel-dunn", "Senior Reporter"),
    "Liam Hart": ("liam-hart", ""),
    "Sophie Kerr": ("sophie-kerr", "Consumer Reporter"),
    "Ellie Marsh": ("ellie-marsh", ""),
    "Carol Fenwick": ("carol-fenwick", "Columnist"),
}
ELSEWHERE = [
    (
        "/news/uk-news/man-wins-lottery-twice-same-numbers-35200871",
        "Man wins lottery TWICE in one year using same numbers his late nan picked",
    ),
    (
        "/tv/tv-news/quiz-champ-eliminated-first-question-35200544",
        "Quiz show champ left red-faced after crashing out on the very first question",
    ),
    (
        "/news/uk-news/seagull-steals-pasty-pier-35199932",
        "Cheeky seagull swipes £4 pasty from tourist’s hand in front of stunned crowd",
    ),
]
SIGNS = [
    (
        "Aries",
        "March 21 – April 20",
        "A conversation you have been avoiding finally happens today, and it goes far better than you feared. Money matters look brighter after the weekend, so hold off on big spending until Monday.",
    ),
    (
        "Taurus",
        "April 21 – May 21",
        "Someone at work notices your efforts at last. Enjoy the praise, but don’t let it go to your head: a family member needs your patience this evening.",
    ),
    (
        "Gemini",
        "May 22 – June 21",
        "Your social diary is bursting, and you may need to say no to at least one invitation. Choose the one that makes your heart race, not the one you feel obliged to attend.",
    ),
    (
        "Cancer",
        "June 22 – July 22",
        "Home is where your luck lies today. A small change to your living space lifts your mood more than you expect, and an old friend gets in touch with welcome news.",
    ),
    (
        "Leo",
        "July 23 – August 23",
        "You are in the spotlight, and you love it. Use your charm to smooth over a disagreement between two people you care about.",
    ),
    (
        "Virgo",
        "August 24 – September 22",
        "Lists are your friend this festive season, but don’t forget to leave room for fun. A spontaneous plan this weekend could turn into a favourite memory.",
    ),
    (
        "Libra",
        "September 23 – October 23",
        "Romance is in the air for single Librans, especially anyone born in early October. Attached? Plan a surprise for your partner before the month is out.",
    ),
    (
        "Scorpio",
        "October 24 – November 22",
        "A secret you have been keeping starts to feel heavy. Share it with someone you trust and you will feel lighter by Sunday.",
    ),
    (
        "Sagittarius",
        "November 23 – December 21",
        "Happy birthday season, Sagittarius! The stars reward bold moves today, so send that message, book that trip or ask that question.",
    ),
    (
        "Capricorn",
        "December 22 – January 20",
        "Slow down. You have been carrying more than your share, and a loved one is ready to help if you let them.",
    ),
    (
        "Aquarius",
        "January 21 – February 19",
        "An unusual idea could turn into a money-maker. Write it down before the details slip away, and talk it through with a practical friend.",
    ),
    (
        "Pisces",
        "February 20 – March 20",
        "Trust your instincts over the weekend. The person who seems too good to be true may be exactly that, but a quieter admirer is worth a second look.",
    ),
]


class DailyBlaze(Base):
    origin = "https://www.dailyblaze.test"
    name = "Daily Blaze"
    prefix = "dbz"
    language = "en"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dbz",
            [
                ".site-header",
                ".headline",
                ".sub-title",
                ".article-body",
                ".read-more-links",
                ".most-read",
                ".teaser",
                ".site-footer",
                ".time-info",
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
                "Daily Blaze",
                "tabloid-home",
                list=["icestars", "couple", "kiki", "dinner", "soap", "charity", "snow", "column"],
                more="showbiz2",
            )
        )
        add(
            page(
                "showbiz",
                "/showbiz/",
                "section",
                "Showbiz",
                "tabloid-section",
                list=["icestars", "couple", "kiki", "soap"],
                more="showbiz2",
            )
        )
        add(
            page(
                "showbiz2",
                "/showbiz/?pageNumber=2",
                "section",
                "Showbiz",
                "tabloid-section-page2",
                list=["column", "charity", "horoscope"],
                prev="showbiz",
            )
        )
        add(page("topic", "/all-about/ice-stars", "tag", "Ice Stars", "topic-page", list=["icestars", "kiki"]))
        add(
            page(
                "author",
                "/authors/kate-hughes/",
                "author",
                "Kate Hughes",
                "author-page-role",
                list=["icestars", "kiki"],
                bio="Kate Hughes is a Showbiz Reporter at the Daily Blaze, covering reality TV, pop and the biggest celebrity stories. She previously worked at the Bolton Evening Post.",
            )
        )
        add(
            page(
                "search",
                "/search/?q=ice+stars",
                "search",
                "Search results for: ice stars",
                "search-results",
                list=["icestars", "kiki"],
            )
        )
        add(
            page(
                "horoscope",
                "/lifestyle/horoscopes/daily-horoscope-saturday-december-5-35201402",
                "horoscope",
                "Daily horoscope for Saturday, December 5: Your star sign forecast for love, money and work",
                "horoscope-article-template",
                story_template=True,
                stamp="00:01, 5 Dec 2026",
                iso="2026-12-05T00:01:00Z",
            )
        )
        add(
            page(
                "competition",
                "/competitions/win-2500-christmas-shopping-spree-35198877",
                "competition",
                "WIN a £2,500 Christmas shopping spree",
                "competition-entry",
                story_template=True,
                stamp="08:00, 1 Dec 2026",
                iso="2026-12-01T08:00:00Z",
            )
        )
        add(
            page(
                "privacy",
                "/privacy-notice/",
                "policy",
                "Privacy Notice",
                "policy-updated",
                [
                    "Last updated: 12 October 2026",
                    "This privacy notice explains how Blaze Media Group Limited (“we”, “us”) collects and uses personal information about you when you visit dailyblaze.test, enter our competitions or sign up to our newsletters.",
                    "## What information we collect",
                    "We collect information you give us, such as your name and email address when you register or enter a competition, and information collected automatically, such as your IP address, device identifiers and the pages you read.",
                    "## How we use it",
                    "We use your information to provide our services, to personalise the content and advertising you see, to run competitions and to comply with our legal obligations. Where we rely on your consent, you can withdraw it at any time through the Privacy Settings link at the bottom of every page.",
                    "## Your rights",
                    "Under UK data protection law you have the right to access, correct or delete your personal data, and to object to certain processing. Contact our Data Protection Officer at dpo@dailyblaze.test.",
                ],
            )
        )

        add(
            story(
                "icestars",
                "/showbiz/celebrity-news/ice-stars-danny-marsh-quits-injury-35201234",
                "Ice Stars favourite Danny Marsh QUITS show days before final after ‘devastating’ injury",
                "2026-12-04",
                "2026-12-04T18:01:00Z",
                "18:01, 4 Dec 2026",
                ["Kate Hughes"],
                [
                    "Ice Stars favourite Danny Marsh has quit the show just days before the live final after suffering a ‘devastating’ injury in training.",
                    "The former Championship striker, 35, was rushed to hospital on Wednesday afternoon after a fall during rehearsals for his showstopping final routine.",
                    "Bosses confirmed tonight that he has fractured his wrist and will not be able to skate in Sunday’s final.",
                    "In a statement, a show spokesperson said: “We are heartbroken for Danny, who has been an absolute joy to work with this series.",
                    "“His safety will always come first and we wish him a speedy recovery.”",
                    "BOX: readmore kiki",
                    "Danny had been the bookies’ favourite to lift the trophy after scoring a perfect 40 for his Bolero-inspired routine last weekend.",
                    "He and professional partner Ksenia Volkova were due to perform three routines in the final, including a daring overhead lift they had been practising for weeks.",
                    "A source told the Daily Blaze: “Danny is absolutely gutted. He’d been training eight hours a day and he really thought he could win it.",
                    "“Ksenia was in tears at the rink. Everyone was.”",
                    "BOX: mostread",
                    "Danny took to Instagram tonight to thank fans for their support, sharing a photo of his arm in a cast.",
                    "He wrote: “Not how I wanted this to end. Gutted doesn’t even cover it. But I’ve loved every second and I’ll be cheering on the others from the front row on Sunday.”",
                    "His former team-mates were quick to send messages of support, with one writing: “Proud of you mate. Still the champ.”",
                    "Danny’s exit means only two couples will now compete in the final: soap star Amy Calloway and her partner Matteo Russo, and TV presenter Jordan Bailey with partner Hana Sato.",
                    "BOX: readmorelist soap couple",
                    "It’s not the first time the show has been hit by injury this series.",
                    "Earlier in the run, singer Leanne Price was forced to pull out after dislocating her shoulder in week three.",
                    "Show insiders said producers were now working on a tribute to Danny to be shown during Sunday’s live show.",
                    "Bookies have made Amy the new favourite to win, slashing her odds to 4/6.",
                    "The Ice Stars final airs on Sunday at 6pm.",
                    "BOX: newsletter",
                ],
                "one-sentence-paras-readmore-mostread-role-byline",
                section="Celebrity News",
                cat="showbiz",
                dek="The former footballer had been tipped to win the skating contest after a string of perfect scores",
                updated="19:44, 4 Dec 2026",
                modified="2026-12-04T19:44:00Z",
                ld_name="Kate Hughes, Showbiz Reporter",
                caption="Danny Marsh was the bookies’ favourite to win (Image: Blaze Media/Rex)",
                topics=["Ice Stars", "Celebrity News", "Reality TV"],
            )
        )
        add(
            story(
                "kiki",
                "/showbiz/celebrity-news/kiki-vane-new-look-album-comeback-35200516",
                "Kiki Vane stuns fans with dramatic new look as she teases first album in five years",
                "2026-12-04",
                "2026-12-04T09:12:00Z",
                "09:12, 4 Dec 2026",
                ["Kate Hughes"],
                [
                    "Kiki Vane has left fans stunned after unveiling a dramatic new look as she teased her first album in five years.",
                    "The pop star, 41, ditched her trademark platinum bob for waist-length copper hair in a series of snaps shared with her 3.2 million followers.",
                    "In one photo, the Heartbeat Avenue hitmaker poses in a recording studio wearing an oversized vintage band T-shirt.",
                    "Another shows a handwritten tracklist with the song titles blurred out.",
                    "BOX: insta",
                    "Alongside the pictures, Kiki wrote simply: “Chapter five. Soon.”",
                    "Fans were quick to flood the comments, with one writing: “I have waited FIVE YEARS for this.”",
                    "Another added: “The hair! The hair! The HAIR!”",
                    "BOX: readmore icestars",
                    "Kiki stepped back from music in 2021 after her fourth album, saying at the time that she needed “a proper rest” after two decades in the charts.",
                    "Since then she has appeared as a judge on a TV talent show and launched a range of scented candles.",
                    "She also made a surprise appearance in the Ice Stars audience last month, where she was spotted dancing in her seat during a routine set to one of her hits.",
                    "BOX: mostread",
                    "A music industry source told the Daily Blaze the new record was “the best thing she has ever done”.",
                    "They said: “Kiki has written every single song on it herself. It’s much more personal than anything she’s released before.",
                    "“There are a couple of massive pop bangers, but there are also some real tear-jerkers.”",
                    "A release date has yet to be confirmed, but the source claimed a first single could arrive before Christmas.",
                    "BOX: newsletter",
                ],
                "instagram-one-sentence-paras",
                section="Celebrity News",
                cat="showbiz",
                dek="The pop star swapped her trademark platinum bob for waist-length copper locks",
                caption="Kiki Vane has unveiled a new look (Image: Instagram/@kikivane)",
                topics=["Kiki Vane", "Ice Stars", "Music"],
            )
        )
        add(
            story(
                "soap",
                "/tv/tv-news/mill-lane-spoilers-shelley-secret-christmas-35199640",
                "Mill Lane spoilers: Barmaid Shelley’s secret finally exposed in explosive Christmas episode",
                "2026-12-03",
                "2026-12-03T21:30:00Z",
                "21:30, 3 Dec 2026",
                ["Tom Platt"],
                [
                    "Mill Lane fans are in for an explosive Christmas as barmaid Shelley Briggs’ biggest secret is finally exposed.",
                    "The soap’s festive episodes will see the truth about the night of the Rose & Crown fire come out in front of the whole street.",
                    "Shelley, played by Gemma Lowe, has been hiding the fact that she was in the pub’s cellar when the blaze started back in the summer.",
                    "Landlord Vic Tanner, who lost his life savings in the fire, has spent months blaming his estranged brother Ray.",
                    "BOX: readmore icestars",
                    "But in scenes to air on Christmas Day, Ray’s teenage daughter Kayleigh finds Shelley’s lost bracelet among the wreckage.",
                    "She confronts Shelley in front of the regulars gathered for the pub’s grand reopening.",
                    "## Christmas Day showdown",
                    "Pictures released by bosses show Shelley sobbing as Vic storms out of the pub.",
                    "Meanwhile, Shelley’s husband Gaz is left reeling as he realises she lied to him too.",
                    "Show boss Nina Farrow said: “Shelley has been carrying this for six months and it’s been eating her alive.",
                    "“Christmas is when families come together, and on Mill Lane that usually means it’s when they fall apart.”",
                    "BOX: mostread",
                    "Gemma Lowe, 44, said filming the scenes was among the hardest of her 15 years on the show.",
                    "She told the Daily Blaze: “I had to go home and have a long bath after that one.",
                    "“Shelley is not a bad person. She made one terrible mistake and then she panicked. Viewers will see why.”",
                    "## Will Vic forgive her?",
                    "Bosses are keeping tight-lipped about what comes next, but hinted that Vic’s reaction will set up a major storyline for the new year.",
                    "One insider said: “Nothing on the street will be the same after this. It’s going to run and run.”",
                    "Mill Lane airs weeknights at 7.30pm.",
                    "BOX: storytosell",
                ],
                "soap-spoiler-subheads",
                section="TV News",
                cat="tv",
                dek="Vic Tanner finally learns who was in the cellar on the night of the Rose & Crown fire",
                caption="Shelley faces the music on Christmas Day (Image: Mill Lane Productions)",
                topics=["Mill Lane", "Soaps", "Spoilers"],
            )
        )
        add(
            story(
                "couple",
                "/showbiz/celebrity-news/love-villa-jade-ryan-confirm-romance-35201588",
                "Love Villa’s Jade and Ryan confirm romance with cosy date night in Manchester",
                "2026-12-04",
                "2026-12-05T00:20:00Z",
                "23:48, 4 Dec 2026",
                ["Rachel Dunn", "Liam Hart"],
                [
                    "Love Villa stars Jade Okoro and Ryan Fletcher have confirmed their romance with a cosy date night in Manchester.",
                    "The pair, who finished third on this summer’s series, were spotted holding hands as they left a steak restaurant in the city centre on Friday evening.",
                    "Jade, 26, looked glamorous in a cream wool coat and knee-high boots, while Ryan, 28, wrapped up in a black puffer jacket.",
                    "The couple shared a kiss as they waited for a taxi, before heading on to a cocktail bar nearby.",
                    "BOX: readmore kiki",
                    "Rumours had been swirling for weeks that the pair had reunited after splitting just days after leaving the villa.",
                    "At the time, Jade said they had “different ideas about the future” and that she wanted to focus on her career as a personal trainer.",
                    "But a pal told the Daily Blaze: “They never really stopped talking.",
                    "“They’ve been seeing each other quietly since October and they’re really happy. Both families are thrilled.”",
                    "BOX: mostread",
                    "Ryan later posted a photo of two cocktails on his Instagram Story with a red heart emoji.",
                    "Fans of the show have long called for the pair to get back together, with many saying they were robbed of a place in the final.",
                    "Jade has since built a following of more than 900,000 on Instagram, where she shares workout videos and fashion hauls.",
                    "Ryan, a former scaffolder from Stockport, has launched his own clothing line since leaving the show.",
                    "Neither of them has commented publicly on the reunion, but Jade liked several fan posts celebrating the news tonight.",
                    "The next series of Love Villa begins filming in Cyprus in the spring.",
                    "BOX: storytosell",
                ],
                "two-authors-ampersand-jsonld-date-is-update",
                section="Celebrity News",
                cat="showbiz",
                dek="The reality stars were spotted holding hands after dinner in the city centre",
                updated="00:20, 5 Dec 2026",
                modified="2026-12-05T00:20:00Z",
                caption="Jade and Ryan on the summer series (Image: Love Villa/Sunrise Productions)",
                topics=["Love Villa", "Reality TV"],
            )
        )
        add(
            story(
                "dinner",
                "/money/cheapest-supermarket-christmas-dinner-revealed-35200102",
                "Cheapest supermarket for Christmas dinner revealed – with a meal for eight costing just £29.40",
                "2026-12-04",
                "2026-12-04T06:00:00Z",
                "06:00, 4 Dec 2026",
                ["Sophie Kerr"],
                [
                    "The cheapest supermarket for a traditional Christmas dinner has been revealed, with a full festive meal for eight costing as little as £29.40.",
                    "Consumer group ShopWise compared the price of 14 festive essentials, from a frozen turkey to a Christmas pudding, at seven major supermarkets.",
                    "Discount chain Valuco came out on top, with the basket costing £29.40, just 16p cheaper than rival Saverstop.",
                    "At the other end of the scale, the same shop at upmarket grocer Hartley’s came to £51.85, nearly £22.50 more.",
                    "BOX: readmore charity",
                    "Here is how the supermarkets compared:",
                    "T: Supermarket | Cost of basket | Change on last year",
                    "T: Valuco | £29.40 | +£1.12",
                    "T: Saverstop | £29.56 | +£0.98",
                    "T: FreshWay | £33.10 | +£2.04",
                    "T: Greenmarket | £34.75 | +£1.60",
                    "T: Brambles | £38.20 | +£2.35",
                    "T: Northgate | £41.05 | +£1.89",
                    "T: Hartley’s | £51.85 | +£3.10",
                    "The basket included a 5kg turkey, potatoes, carrots, parsnips, sprouts, stuffing, gravy granules, cranberry sauce, pigs in blankets, a Christmas pudding, brandy butter, mince pies, crackers and a bottle of sparkling wine.",
                    "ShopWise said the cost of the average basket had risen by 5.2 per cent compared with last year, driven mainly by the price of meat and chocolate.",
                    "BOX: mostread",
                    "The group’s food editor, Harriet Bell, said: “Christmas dinner doesn’t have to break the bank, and shopping around can save a family of eight more than £20.",
                    "“Own-brand products performed just as well as big names in our blind taste tests, so don’t be afraid to swap.”",
                    "She also urged shoppers to buy vegetables in the last few days before Christmas, when supermarkets traditionally cut prices.",
                    "Last year, several chains sold carrots, parsnips and sprouts for as little as 15p a bag in the run-up to December 25.",
                    "A spokesperson for Hartley’s said its basket “reflects the premium quality and British provenance of our products”.",
                    "BOX: storytosell",
                ],
                "consumer-table-body",
                section="Money",
                cat="money",
                dek="A traditional festive feast costs nearly £22.50 more at the priciest grocer",
                caption="Sprouts, parsnips and pigs in blankets were all in the basket (Image: Getty Images)",
                topics=["Supermarkets", "Christmas", "Cost of living"],
            )
        )
        add(
            story(
                "charity",
                "/news/real-life-stories/mum-charity-shop-painting-worth-14000-35199208",
                "Mum’s £3 charity shop painting turns out to be worth £14,000",
                "2026-12-03",
                "2026-12-03T14:25:00Z",
                "14:25, 3 Dec 2026",
                ["Ellie Marsh"],
                [
                    "A mum who bought a dusty painting from a charity shop for £3 was stunned to discover it is worth £14,000.",
                    "Lorraine Webb, 52, picked up the small oil painting of a harbour at a hospice shop in Whitby because she liked the frame.",
                    "She planned to paint over the canvas and use the frame for a family photo.",
                    "But when her son-in-law spotted a faded signature in the corner, he urged her to get it checked.",
                    "BOX: readmore dinner",
                    "The painting turned out to be an early work by Yorkshire artist Edwin Hale, whose seascapes are prized by collectors.",
                    "An auctioneer has now valued it at between £12,000 and £14,000.",
                    "Lorraine, a school dinner lady from Scarborough, said: “I nearly fell off my chair.",
                    "“I only bought it because the frame was nice. I was going to put a picture of the grandkids in it.”",
                    "BOX: mostread",
                    "She said she plans to sell the painting at auction in the new year and give a share of the money to the hospice.",
                    "“It feels only right,” she said. “They do wonderful work, and without their shop I’d never have found it.”",
                    "Auctioneer Graham Pike said the painting had probably been hanging in a house in the area for decades.",
                    "He said: “Hale painted this stretch of coast hundreds of times, but his early pieces rarely come up for sale.",
                    "“It just goes to show it’s always worth having a closer look at what’s on the wall.”",
                    "The hospice said it was “delighted” for Lorraine and thanked her for her generosity.",
                    "BOX: storytosell",
                ],
                "real-life-one-sentence-paras",
                section="Real Life",
                cat="news",
                dek="Lorraine Webb only bought it because she liked the frame",
                caption="Lorraine Webb with her charity shop find (Image: Blaze Media/SWNS)",
                topics=["Real Life", "Antiques"],
            )
        )
        add(
            story(
                "snow",
                "/news/weather/snow-ice-britain-weekend-minus-8-35201010",
                "Snow and ice to hit Britain this weekend with temperatures plunging to -8C",
                "2026-12-04",
                "2026-12-04T11:10:00Z",
                "11:10, 4 Dec 2026",
                [],
                [
                    "Snow and ice will sweep across Britain this weekend as temperatures plunge to -8C.",
                    "Forecasters warned that up to 10cm of snow could fall on high ground in northern England and Scotland on Saturday.",
                    "Drivers have been told to expect difficult conditions on the M62 and A66, with icy stretches likely on untreated roads.",
                    "The cold snap is expected to ease by Tuesday, when milder air moves in from the Atlantic.",
                    "BOX: storytosell",
                ],
                "newsdesk-brief-org-author",
                section="Weather",
                cat="news",
                caption="Parts of the country could see 10cm of snow (Image: PA)",
                topics=["Weather", "Snow"],
                desk=True,
            )
        )
        add(
            story(
                "column",
                "/news/columnists/carol-fenwick-christmas-jumpers-35198431",
                "CAROL FENWICK: Why I’ve finally stopped pretending to love Christmas jumpers",
                "2026-12-02",
                None,
                "12:00, 2 Dec 2026",
                ["Carol Fenwick"],
                [
                    "Every year, on the first Friday of December, a small part of me dies.",
                    "It is Christmas Jumper Day at the office, and I am once again expected to squeeze myself into a scratchy acrylic monstrosity with a reindeer on the front and a battery pack stuffed up the sleeve.",
                    "For two decades I have gone along with it. I have worn snowmen, puddings, a knitted Santa whose nose lit up when you pressed it, and, in one dark year, a jumper that played Jingle Bells whenever I raised my arms.",
                    "This year, I am done.",
                    "BOX: readmore snow",
                    "Let me be clear: I am not a Grinch. I love Christmas. I love the lights, the carols, the terrible telly and the second helping of stuffing at 4pm on Boxing Day. What I do not love is being told that my festive spirit will be measured by the amount of polyester I am wearing.",
                    "Because that is what the Christmas jumper has become. It is not a bit of fun. It is a uniform, and woe betide anyone who turns up without one.",
                    "I know, I know. It’s for charity. And I will happily put a fiver in the tin, or a tenner, or whatever it takes to be left alone in my nice navy cardigan.",
                    "But here is the thing nobody wants to say out loud: most of these jumpers are worn once and thrown away. Charities themselves have warned that the mountain of festive knitwear heading to landfill every January is a disaster for the environment.",
                    "BOX: mostread",
                    "So if you love your Christmas jumper, wear it with pride. Wear it every year until the elbows go. Pass it on to your kids.",
                    "And if, like me, you would rather donate the money and keep your dignity, then I say: join me. We can sit together in the corner of the office party, quietly sipping mulled wine, dressed like normal people.",
                    "We may not be the life and soul of the party. But at least we won’t be itching.",
                ],
                "column-name-in-headline-no-jsonld",
                section="Columnists",
                cat="news",
                caption="Carol says she will donate instead (Image: Getty Images)",
                topics=["Christmas", "Opinion"],
                ld="none",
            )
        )

    # ------------------------------------------------------------------ inline boxes (never body)
    def box_readmore(self, key: str) -> str:
        return f'<p class="read-more-inline"><strong>READ MORE:</strong> {self.a(key, self.docs[key].title, "related")}</p>'

    def box_readmorelist(self, *keys: str) -> str:
        items = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in keys)
        return f'<aside class="read-more-links"><span class="read-more-links__label">READ MORE</span><ul>{items}</ul></aside>'

    def box_mostread(self) -> str:
        cur = self.current
        picks = [k for k in ("icestars", "couple", "dinner", "charity") if k != cur][:3]
        items = "".join(f"<li>{self.a(k, self.docs[k].title, 'mostread')}</li>" for k in picks)
        items += f"<li>{self.a(ELSEWHERE[0][0], ELSEWHERE[0][1], 'mostread')}</li><li>{self.a(ELSEWHERE[2][0], ELSEWHERE[2][1], 'mostread')}</li>"
        return f'<div class="most-read most-read--inline" data-widget="most-read"><h3 class="most-read__title">MOST READ</h3><ol class="most-read__list">{items}</ol><a class="most-read__more" href="/most-read/">Most Read Most Recent</a></div>'

    def box_newsletter(self) -> str:
        return '<div class="newsletter-signup-inline"><p><strong>Get the latest showbiz gossip straight to your inbox.</strong> Sign up to our free Showbiz newsletter for all the goss you need to know.</p><form action="https://newsletters.dailyblaze.test/subscribe" method="post"><input type="email" name="email" placeholder="Enter your email" /><button>SUBSCRIBE</button></form><p class="small">We use your sign-up to provide content in ways you’ve consented to. This can include adverts from us and 3rd parties based on our understanding.</p></div>'

    def box_insta(self) -> str:
        return '<div class="embed embed--instagram"><blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/DcP9aWq2LkQ/" data-instgrm-version="14"><a href="https://www.instagram.com/p/DcP9aWq2LkQ/">View this post on Instagram</a><p>chapter five. soon. 🧡</p><p>A post shared by KIKI (@kikivane)</p></blockquote><script async src="//www.instagram.com/embed.js"></script></div>'

    def box_storytosell(self) -> str:
        return '<p class="story-to-sell"><em>Do you have a story to sell? Get in touch by emailing <a href="mailto:webnews@dailyblaze.test">webnews@dailyblaze.test</a> or call us direct on 020 3000 0000.</em></p>'

    # ------------------------------------------------------------------ frame
    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        x = doc.extra
        heads = [
            f"<title>{esc(doc.title)} - Daily Blaze</title>"
            if doc.key != "home"
            else "<title>Daily Blaze - Latest News, Showbiz, TV and Sport</title>"
        ]
        heads.append(f'<link rel="canonical" href="{esc(url)}">')
        heads.append(f'<meta name="description" content="{esc(doc.dek or doc.title)}">')
        heads.append(f'<meta property="og:title" content="{esc(doc.title)}">')
        heads.append(f'<meta property="og:url" content="{esc(url)}">')
        heads.append('<meta property="og:site_name" content="Daily Blaze">')
        iso = doc.iso or x.get("iso")
        if doc.is_article or x.get("story_template"):
            heads.append('<meta property="og:type" content="article">')
            if iso:
                heads.append(f'<meta property="article:published_time" content="{iso}">')
            if x.get("modified"):
                heads.append(f'<meta property="article:modified_time" content="{x["modified"]}">')
        else:
            heads.append('<meta property="og:type" content="website">')
        if doc.is_article and x.get("ld") != "none":
            if doc.extra.get("desk"):
                author = [{"@type": "Organization", "name": "Daily Blaze"}]
            elif x.get("ld_name"):
                author = [
                    {
                        "@type": "Person",
                        "name": x["ld_name"],
                        "url": f"{self.origin}/authors/{AUTHORS[doc.authors[0]][0]}/",
                    }
                ]
            else:
                author = [
                    {"@type": "Person", "name": a, "url": f"{self.origin}/authors/{AUTHORS[a][0]}/"}
                    for a in doc.authors
                ]
            heads.append(
                ld(
                    {
                        "@context": "http://schema.org",
                        "@type": "NewsArticle",
                        "headline": doc.title,
                        "description": doc.dek or doc.title,
                        "url": url,
                        "mainEntityOfPage": url,
                        "datePublished": x.get("modified") if doc.key == "couple" else doc.iso,
                        "dateModified": x.get("modified", doc.iso),
                        "author": author,
                        "publisher": {
                            "@type": "Organization",
                            "name": "Daily Blaze",
                            "logo": {
                                "@type": "ImageObject",
                                "url": f"{self.origin}/assets/images/logo-amp.png",
                                "width": 600,
                                "height": 60,
                            },
                        },
                        "image": {
                            "@type": "ImageObject",
                            "url": f"https://i2-prod.dailyblaze.test/article{doc.path[-8:]}.ece/ALTERNATES/s1200/0_{doc.key}.jpg",
                            "width": 1200,
                            "height": 675,
                        },
                        "articleSection": doc.section,
                        "isAccessibleForFree": True,
                    }
                )
            )
        page_type = "article" if (doc.is_article or x.get("story_template")) else doc.kind
        heads.append(
            f'<script>window.dataLayer = window.dataLayer || []; dataLayer.push({{"pageType":"{page_type}","articleId":"{doc.path[-8:] if doc.is_article else ""}","byline":"{esc(", ".join(doc.authors))}","section":"{esc(doc.section)}"}});</script>'
        )
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Home"),
                ("/news/", "News"),
                ("showbiz", "Showbiz"),
                ("/tv/", "TV"),
                ("/money/", "Money"),
                ("/sport/", "Sport"),
                ("horoscope", "Horoscopes"),
                ("competition", "Competitions"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
{chr(10).join(heads)}
<meta name="twitter:site" content="@dailyblaze">
<link rel="preload" as="font" href="/assets/fonts/blaze-sans-bold.woff2" crossorigin>
<link rel="stylesheet" href="/assets/css/article.9f3c2.css">
<style>/*PAD*/</style>
<script async src="https://cdn.ampproject.test/consent/tcfv2.js"></script>
</head>
<body class="{"article-page" if doc.is_article else "index-page"} section-{esc(x.get("cat", "home"))}">
<header class="site-header">
<div class="site-header__top"><a class="logo" href="/" aria-label="Daily Blaze homepage">Daily Blaze</a>
<form class="search-form" action="/search/" method="get"><input type="text" name="q" placeholder="Search"><button>Go</button></form>
<a class="sign-in" href="https://account.dailyblaze.test/login">Sign in</a></div>
<nav class="primary-nav"><ul>{nav}</ul></nav>
<nav class="secondary-nav"><ul><li><a href="/showbiz/celebrity-news/">Celebrity News</a></li><li><a href="/tv/tv-news/">TV News</a></li><li>{self.a("topic", "Ice Stars", "nav")}</li><li><a href="/all-about/love-villa">Love Villa</a></li><li><a href="/all-about/mill-lane">Mill Lane</a></li></ul></nav>
</header>
<div class="ad-slot ad-slot--leaderboard" data-ad="top">ADVERTISEMENT</div>
<main class="main-content">
{main}
</main>
<footer class="site-footer">
<ul class="footer-links"><li><a href="/about-us/">About us</a></li><li><a href="/contact-us/">Contact us</a></li><li>{self.a("privacy", "Privacy Notice", "footer")}</li><li><a href="/cookie-notice/">Cookie Notice</a></li><li><a href="/terms-conditions/">Terms &amp; Conditions</a></li><li>{self.a("competition", "Competitions", "footer")}</li><li>{self.a("horoscope", "Horoscopes", "footer")}</li><li><a href="/how-to-complain/">How to complain</a></li><li><a href="/rss.xml">RSS</a></li></ul>
<p class="footer-social"><a href="https://www.facebook.com/dailyblaze">Facebook</a> <a href="https://x.com/dailyblaze">X</a> <a href="https://www.tiktok.com/@dailyblaze">TikTok</a></p>
<p class="copyright">© 2026 Blaze Media Group Limited. Registered in England No. 01234567. This newspaper is regulated by the Independent Press Standards Organisation.</p>
</footer>
<div class="consent-banner" id="sp_message_container"><p>We and our partners use cookies and similar technologies to store and access information on your device to show personalised ads and content, measure them and improve our products.</p><button>I Accept</button> <button>Manage options</button></div>
<script src="/assets/js/article.9f3c2.js" defer></script>
<script>(function(){{var s=document.createElement('script');s.src='https://sb.scorecardresearch.test/beacon.js';document.head.appendChild(s);}})();</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("desk"):
            return '<div class="author-information"><span class="author">By Newsdesk</span></div>'
        names = []
        for a in doc.authors:
            slug, _ = AUTHORS[a]
            names.append(
                self.a(
                    "author" if a == "Kate Hughes" else f"/authors/{slug}/", a, "byline", attrs='class="author-link"'
                )
            )
        role = AUTHORS[doc.authors[0]][1] if len(doc.authors) == 1 else ""
        text = " &amp; ".join(names) + (f', <span class="author-role">{esc(role)}</span>' if role else "")
        return f'<div class="author-information"><span class="author">By {text}</span></div>'

    def times(self, stamp: str, iso: str | None, updated: str = "", modified: str = "") -> str:
        out = ""
        if updated:
            out += f'<div class="time-info"><span class="time-info__label">Updated: </span><time datetime="{modified}">{updated}</time></div>'
        out += f'<div class="time-info"><span class="time-info__label">Published: </span><time datetime="{iso or ""}">{stamp}</time></div>'
        return out

    def share(self, doc: Doc) -> str:
        u = esc(self.url(doc.key))
        return f'<div class="social-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://twitter.com/intent/tweet?url={u}">X</a> <a href="https://api.whatsapp.com/send?text={u}">WhatsApp</a> <a href="mailto:?body={u}">Email</a> <span class="comment-count">Comments</span></div>'

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        if doc.kind == "horoscope":
            return self.horoscope_main(doc)
        if doc.kind == "competition":
            return self.competition_main(doc)
        crumbs = {
            "showbiz": (self.a("showbiz", "Showbiz", "breadcrumb")),
            "tv": '<a href="/tv/">TV</a>',
            "money": '<a href="/money/">Money</a>',
            "news": '<a href="/news/">News</a>',
        }[x["cat"]]
        topics = "".join(
            f"<li>{self.a('topic', t, 'content') if t == 'Ice Stars' else self.a('/all-about/' + t.lower().replace(' ', '-'), t, 'content')}</li>"
            for t in x.get("topics", [])
        )
        comments = (
            ""
            if x.get("desk")
            else f'<section class="comments" id="comments-{doc.key}"><h2>Comments</h2><p>Join the conversation. Please keep comments respectful and in line with our <a href="/community-standards/">community standards</a>.</p><div class="vf-conversation" data-vf-container-id="{doc.path[-8:]}"></div></section>'
        )
        more = "".join(
            f'<li class="teaser teaser--small">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<article class="article-main" data-article-id="{doc.path[-8:]}">
<nav class="breadcrumbs">{crumbs} &gt; <span>{esc(doc.section)}</span></nav>
<h1 class="headline">{esc(doc.title)}</h1>
{f'<p class="sub-title">{esc(doc.dek)}</p>' if doc.dek else ""}
<div class="article-information">
{self.byline(doc)}
{self.times(doc.stamp, doc.iso if doc.key != "couple" else x.get("modified"), x.get("updated", ""), x.get("modified", ""))}
</div>
{self.share(doc)}
<figure class="lead-image"><img src="https://i2-prod.dailyblaze.test/article{doc.path[-8:]}.ece/ALTERNATES/s615/0_{doc.key}.jpg" alt="{esc(doc.title)}"><figcaption><span class="caption">{esc(x.get("caption", ""))}</span></figcaption></figure>
<div class="article-body">
{self.blocks(doc)}
</div>
<div class="tag-list"><ul>{topics}</ul></div>
{self.share(doc)}
</article>
{comments}
<section class="more-on-this"><h2>More On Daily Blaze</h2><ul>{more}</ul></section>"""

    def horoscope_main(self, doc: Doc) -> str:
        signs = "\n".join(
            f"<h2>{esc(s)} ({esc(d)})</h2>\n<p>{esc(t)}</p>" + (self.box_readmore("column") if i == 5 else "")
            for i, (s, d, t) in enumerate(SIGNS)
        )
        return f"""<article class="article-main article-main--horoscope">
<nav class="breadcrumbs"><a href="/lifestyle/">Lifestyle</a> &gt; <span>Horoscopes</span></nav>
<h1 class="headline">{esc(doc.title)}</h1>
<p class="sub-title">Find out what the stars have in store for you today with Mystic Mo’s daily forecast</p>
<div class="article-information"><div class="author-information"><span class="author">By Mystic Mo, Astrologer</span></div>
{self.times(doc.extra["stamp"], doc.extra["iso"])}</div>
{self.share(doc)}
<div class="article-body">
<p>Mystic Mo reveals what the planets mean for your love life, your career and your bank balance.</p>
{signs}
<p><strong>Want more?</strong> Call Mystic Mo’s live astrology line on 0906 000 0000 (calls cost £1.50 per minute plus your network access charge; 18+ only).</p>
</div>
</article>
<section class="more-on-this"><h2>More horoscopes</h2><ul><li><a href="/lifestyle/horoscopes/weekly-horoscope-december-7-35201555">Weekly horoscope: December 7 to 13</a></li><li><a href="/lifestyle/horoscopes/chinese-horoscope-2027-35190012">Chinese horoscope 2027: Year of the Goat</a></li><li>{self.a("home", "Back to the homepage", "related")}</li></ul></section>"""

    def competition_main(self, doc: Doc) -> str:
        return f"""<article class="article-main article-main--competition">
<nav class="breadcrumbs"><a href="/competitions/">Competitions</a></nav>
<h1 class="headline">{esc(doc.title)}</h1>
<p class="sub-title">Five lucky readers could each bag a shopping voucher to spend in time for Christmas</p>
<div class="article-information">{self.times(doc.extra["stamp"], doc.extra["iso"])}</div>
<div class="competition-entry">
<p>Christmas is coming, and we’re giving five lucky readers the chance to win a £2,500 gift card each to spend at hundreds of high-street and online shops.</p>
<h2>To enter, answer this question:</h2>
<p class="question">How many days of Christmas are there in the traditional carol?</p>
<ul class="answers"><li>A) Seven</li><li>B) Ten</li><li>C) Twelve</li></ul>
<p><strong>HOW TO ENTER:</strong> Text BLAZE followed by a space, your answer (A, B or C), your name and postcode to 65000. Texts cost £1 plus your standard network rate. Or enter online below for free.</p>
<form class="competition-form" action="https://competitions.dailyblaze.test/enter/35198877" method="post"><label>Your answer<select name="answer"><option>A</option><option>B</option><option>C</option></select></label><label>Full name<input name="name"></label><label>Email<input name="email" type="email"></label><label>Postcode<input name="postcode"></label><label><input type="checkbox" name="optin"> Keep me updated about offers from Daily Blaze</label><button type="submit">ENTER NOW</button></form>
<h2>Terms and conditions</h2>
<ol class="terms"><li>The competition closes at 23:59 on Sunday 13 December 2026.</li><li>Open to UK residents aged 18 and over, excluding employees of Blaze Media Group and their families.</li><li>Five winners will be chosen at random from all correct entries received and notified within 14 days of the closing date.</li><li>Prizes are non-transferable and there is no cash alternative. Gift cards are valid for 12 months.</li><li>The promoter is Blaze Media Group Limited. See our full competition rules for further details.</li></ol>
</div>
</article>
<section class="more-on-this"><h2>More competitions</h2><ul><li><a href="/competitions/win-luxury-spa-break-lake-district-35196221">WIN a luxury spa break in the Lake District</a></li><li><a href="/competitions/win-family-ticket-panto-35195410">WIN a family ticket to see a panto near you</a></li><li>{self.a("horoscope", "Today’s horoscopes", "related")}</li></ul></section>"""

    def teaser(self, key: str, big: bool = False) -> str:
        d = self.docs[key]
        cls = "teaser teaser--lead" if big else "teaser"
        stamp = d.stamp or d.extra.get("stamp", "")
        return f'<div class="{cls}"><img src="https://i2-prod.dailyblaze.test/{key}.jpg" alt="" loading="lazy"><h3 class="teaser__headline">{self.a(key, d.title, "content")}</h3><p class="teaser__standfirst">{esc(d.dek)}</p><span class="teaser__time">{stamp}</span></div>'

    def listing_main(self, doc: Doc) -> str:
        x = doc.extra
        teasers = "\n".join(self.teaser(k, i == 0 and doc.key == "home") for i, k in enumerate(x["list"]))
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="visually-hidden">Daily Blaze</h1>'
        if doc.kind == "author":
            head += f'<div class="author-profile"><img src="/assets/authors/kate-hughes.jpg" alt="Kate Hughes"><p class="author-profile__role">Showbiz Reporter</p><p>{esc(x["bio"])}</p><a href="https://x.com/katehughesblaze">Follow @katehughesblaze</a></div>'
        if doc.kind == "search":
            head += '<p class="search-summary">2 results</p>'
        pager = ""
        if x.get("more"):
            pager = f'<div class="pagination"><span>1</span> {self.a(x["more"], "2", "pagination")} {self.a(x["more"], "Next", "pagination")}</div>'
        if x.get("prev"):
            pager = f'<div class="pagination">{self.a(x["prev"], "Previous", "pagination")} <span>2</span> <a href="/showbiz/?pageNumber=3">3</a></div>'
        extra = ""
        if doc.key == "home":
            extra = (
                f'<section class="puff-box"><h2>Don’t miss</h2><ul><li>{self.a("horoscope", "Your daily horoscope", "content")}</li><li>{self.a("competition", "WIN a £2,500 Christmas shopping spree", "content")}</li>'
                f"<li>{self.a('topic', 'All the latest on Ice Stars', 'content')}</li><li>{self.a('author', 'Kate Hughes', 'content')}</li><li>{self.a('search', 'Ice Stars news', 'content')}</li>"
                f"<li>{self.a('showbiz', 'More showbiz', 'content')}</li></ul></section>"
                + "".join(f'<div class="teaser teaser--small">{self.a(p, t, "content")}</div>' for p, t in ELSEWHERE)
            )
        return f'<section class="index-content">{head}\n{teasers}\n{pager}\n{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        return f'<article class="article-main article-main--static"><h1 class="headline">{esc(doc.title)}</h1><div class="article-body">\n{self.blocks(doc)}\n</div></article>'
