# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""The Valley Gazette: the weekly paper of Vermont's Mad River Valley, a **hand-written HTML site** (FrontPage 5 and
Notepad): `http://`, relative links (`../../index.html`), a 760-pixel `<table>` layout with a left navigation cell,
`<font>` tags everywhere, `bgcolor`, a hit counter and Dreamweaver-style image-preload JavaScript. **No metadata at
all**: no `og:`, no JSON-LD, no `<time>`, no `<article>`, no `<h1>`; the `<title>` is the print page ("The Valley
Gazette - Page 3"). Headlines are `<font size="5"><b>` (or `<b><font size=4>`, or centred); dates are text only
("Friday, December 4, 2026" above the story, "Posted Wednesday, December 2, 2026" on a web-first story); bylines are
in italics ("By Martha Quinlan", "by Ruth-Ann Pike, Gazette Correspondent", a sign-off "-- Ben Tallman" under one
story). One story separates its paragraphs with `<br><br>` inside a single `<font>`, another leaves its `<p>`s
unclosed. Windows-1252: FrontPage pages declare `charset=windows-1252`, the Notepad ones `iso-8859-1` (Scrapy reads
both as cp1252); the server sends a bare `text/html`. US Eastern time.

The front page, page 2 and the sports page print several stories each (headline, first paragraphs, "continued"
link): not articles. The obituaries and letters pages hold several items each: not articles."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, esc, rng

ISSUE = "Friday, December 4, 2026"


class Valley(Base):
    origin = "http://www.valleygazette.test"
    name = "The Valley Gazette"
    prefix = "vgz"
    language = "en"
    encoding = "cp1252"
    content_type = "text/html"
    relative = True

    def pad_rules(self) -> list[str]:
        r = rng("vgz-preload")
        sponsors = [
            "hardware",
            "bakery",
            "realty",
            "inn",
            "garage",
            "pharmacy",
            "feedstore",
            "skishop",
            "diner",
            "insurance",
            "dentist",
            "plumbing",
        ]
        out = [
            "function MM_swapImgRestore() { //v3.0",
            "  var i,x,a=document.MM_sr; for(i=0;a&&i<a.length&&(x=a[i])&&x.oSrc;i++) x.src=x.oSrc;",
            "}",
            "function MM_preloadImages() { //v3.0",
            "  var d=document; if(d.images){ if(!d.MM_p) d.MM_p=new Array();",
            "    var i,j=d.MM_p.length,a=MM_preloadImages.arguments; for(i=0; i<a.length; i++)",
            '    if (a[i].indexOf("#")!=0){ d.MM_p[j]=new Image; d.MM_p[j++].src=a[i];}}',
            "}",
            "var adImages = new Array();",
        ]
        for i in range(420):
            s = r.choice(sponsors)
            out.append(
                f'adImages[{i}] = "images/ads/{s}_{r.randrange(100, 999)}_{r.choice(("on", "off", "wk48", "wk49"))}.gif"; // {s} {r.randrange(1, 52)}'
            )
        return out

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/index.html",
                "home",
                "The Valley Gazette",
                "table-layout-front-several-stories",
                list=["bridge", "school", "fire", "column"],
                ptitle="Front Page",
            )
        )
        add(
            page(
                "page2",
                "/page2.html",
                "section",
                "Page 2",
                "table-layout-page-several-stories",
                list=["selectboard", "skiarea", "farm"],
                ptitle="Page 2",
            )
        )
        add(
            page(
                "sports",
                "/sports.html",
                "section",
                "Sports",
                "table-layout-sports-page",
                list=["hoops"],
                ptitle="Sports",
            )
        )
        add(
            page(
                "author",
                "/columns/marsh.html",
                "author",
                "From the Back Porch",
                "columnist-index",
                list=["column"],
                ptitle="From the Back Porch",
            )
        )
        add(
            page(
                "tag",
                "/bridge.html",
                "tag",
                "Special Section: The Route 100 Bridge Project",
                "special-section-hub",
                list=["bridge"],
                ptitle="Route 100 Bridge",
            )
        )
        add(
            page(
                "search",
                "/cgi-bin/search.pl?q=bridge",
                "search",
                "Search Results",
                "perl-cgi-search",
                list=["bridge", "tag", "letters"],
                ptitle="",
            )
        )
        add(
            page(
                "obits",
                "/obits.html",
                "obituaries",
                "Obituaries",
                "several-obituaries-one-page",
                [
                    "## Margaret “Peggy” Hollister, 91",
                    "WAITSFIELD -- Margaret “Peggy” Hollister, 91, died peacefully at her home on Nov. 28, 2026, surrounded by her family. She was born in Barre on March 3, 1935, and taught second grade at Waitsfield Elementary School for 34 years, where two generations of valley children learned to read in her classroom.",
                    "She is survived by her sons, Robert and James, five grandchildren and three great-grandchildren. A memorial service will be held at the Waitsfield United Church of Christ on Saturday, Dec. 12, at 11 a.m.",
                    "## Donald R. Meunier, 77",
                    "MORETOWN -- Donald R. Meunier, 77, died Nov. 30 at Central Vermont Medical Center after a short illness. A logger for more than 40 years, he served in the U.S. Army in Germany and was a longtime member of the Moretown Volunteer Fire Department. There will be no calling hours. Burial will be in the spring.",
                    "## Edith M. Sargent, 88",
                    "WARREN -- Edith Mae Sargent, 88, died Dec. 1 at the Mad River Residence. She ran the Warren Village general store with her late husband, Carl, from 1962 until 1991, and was known for her maple cream pie. A graveside service will be held in June.",
                ],
                ptitle="Obituaries",
            )
        )
        add(
            page(
                "letters",
                "/letters.html",
                "letters",
                "Letters to the Editor",
                "several-letters-one-page",
                [
                    "## Keep Fayston school open",
                    "To the Editor: I want to thank the school board members who listened to us Tuesday night. Fayston Elementary is the heart of our town. It is where we vote, where we hold the Halloween party and where my children learned that a small place can be a big world. Please don't make us fight this battle again in two years.",
                    "SIGN: Carol Fenwick, Fayston",
                    "## Thanks to the bridge crew",
                    "To the Editor: It has been a long summer and fall of detours, but I want to say a word for the men and women who have been building the new bridge over Mill Brook. I have watched them work in heat, rain and snow, and they have always been polite to those of us walking by with our dogs. Thank you.",
                    "SIGN: Jim Reardon, Warren",
                    "## A dog park, please",
                    "To the Editor: With more people and more dogs in the valley every year, isn't it time we had a place where dogs can run off leash without bothering anyone? I would be glad to help raise money for one.",
                    "SIGN: Ellen Moss, Moretown",
                    "Letters must be signed and include a town. Send them to letters@valleygazette.test or P.O. Box 119, Waitsfield, VT 05673. Deadline is Tuesday at noon.",
                ],
                ptitle="Letters",
            )
        )
        add(
            page(
                "about",
                "/about.html",
                "about",
                "About The Valley Gazette",
                "about-subscribe",
                [
                    "The Valley Gazette has been published every Friday since 1971 for the towns of Waitsfield, Warren, Fayston, Moretown and Duxbury. We are independently owned and printed in Barre.",
                    "## Subscribe",
                    "A year of the Gazette by mail is $38 in the valley and $52 everywhere else. Mail a check to The Valley Gazette, P.O. Box 119, Waitsfield, VT 05673, or stop by our office at 4 Bridge Street, Monday through Thursday, 9 to 4.",
                    "## Advertising and news",
                    "Display advertising deadline is Tuesday at noon. Classifieds are $8 for 25 words. News tips, photos and calendar items: news@valleygazette.test or 802-496-0000.",
                ],
                ptitle="About Us",
            )
        )
        add(
            story(
                "bridge",
                "/stories/2026/bridge1204.htm",
                "Route 100 Bridge Over Mill Brook to Reopen Dec. 18",
                "2026-12-04",
                None,
                ISSUE,
                ["Martha Quinlan"],
                [
                    "WAITSFIELD -- The Route 100 bridge over Mill Brook, closed since June for replacement, will reopen to traffic on Friday, Dec. 18, about three weeks later than planned, state transportation officials told the Waitsfield Selectboard Monday night.",
                    "The detour through Fayston, which has added as much as 15 minutes to trips between Waitsfield village and Warren, will end the same day. Officials said the new bridge would open first to one lane of alternating traffic controlled by temporary signals, with both lanes open by Christmas Eve.",
                    "“We know this has been hard on the businesses and on everybody who drives this road twice a day,” said project manager Dennis Boyce of the Vermont Agency of Transportation. “We’re in the home stretch.”",
                    "FIG: bridge | The new Mill Brook bridge deck under its heated enclosure last week. Photo by Martha Quinlan",
                    "## Why the delay",
                    "Boyce said the project fell behind in September, when crews found a layer of ledge under the south abutment about four feet higher than test borings had shown. Removing it took nearly a month and required a second blasting permit.",
                    "An early snowstorm the week before Thanksgiving cost another four working days. The concrete deck was poured Nov. 24 under heated enclosures and needs about two weeks to cure before paving.",
                    "The new bridge is 12 feet wider than the 1948 span it replaces and includes a five-foot sidewalk on the downstream side, something residents of the Mill Brook neighborhood had asked for at hearings in 2023.",
                    "## Businesses count the cost",
                    "For shop owners on the south side of the village, the reopening can’t come soon enough. Linda Perrault, who owns the Mill Brook Country Store, said sales were down about 30 percent over the summer and fall compared with last year.",
                    "“People just stopped coming this way,” she said. “The tourists follow the GPS, and the GPS sent them around us. We’ve had a lot of loyal locals keep us going, and I’m grateful for every one of them.”",
                    "Selectboard chair Anne Gilchrist said the town would ask the state to help pay for a “reopening weekend” promotion for affected businesses. Boyce said he would take the request back to Montpelier.",
                    "The total cost of the project is now estimated at $6.8 million, up from $6.1 million when the contract was signed. Most of the increase is covered by federal bridge funds.",
                ],
                "font-size5-headline-italic-byline",
                ptitle="Page 3",
                head="a",
            )
        )
        add(
            story(
                "school",
                "/stories/2026/fayston1204.htm",
                "School Board Votes to Keep Fayston Elementary Open, For Now",
                "2026-12-04",
                None,
                ISSUE,
                ["Ben Tallman"],
                [
                    "WAITSFIELD -- After more than three hours of public comment, the Valley Unified School Board voted 7-4 Tuesday night to keep Fayston Elementary School open for at least two more years, rejecting a consultant’s recommendation to merge it with Waitsfield Elementary next fall.",
                    "More than 150 people packed the Valley Union High School library for the meeting, many of them parents wearing green “Keep Fayston Small” buttons. Of the 41 people who spoke, all but three urged the board to keep the school open.",
                    "Fayston Elementary has 68 students in kindergarten through sixth grade, down from 104 a decade ago. The consultant’s report, presented in October, estimated the district could save about $480,000 a year by closing the building and moving students to Waitsfield, six miles away.",
                    "“Those savings are real, and I don’t take them lightly,” said board chair Rebecca Sandoval, who voted with the majority. “But so is what this school means to that town. I’m not ready to take it away on the strength of one report.”",
                    "## Conditions attached",
                    "The motion that passed comes with conditions. The administration must come back by next fall with a plan to cut costs at Fayston by at least $200,000, possibly by sharing a principal with Waitsfield or combining some grades. The board will revisit the question in the fall of 2028.",
                    "Board member Tom Kinney of Warren, who voted against the motion, said the district was “putting off a decision we are going to have to make anyway.”",
                    "“Enrollment is not coming back,” he said. “Every year we wait, we spend money on a building instead of on teachers.”",
                    "Superintendent Karen Bishop said her staff would begin work on the cost-cutting plan in January. Parents who want to be involved can contact the district office at Valley Union.",
                    "The board will present its proposed budget for next school year at a public hearing on Jan. 12.",
                ],
                "bold-font-headline-no-quotes",
                ptitle="Page 3",
                head="b",
            )
        )
        add(
            story(
                "column",
                "/columns/porch1204.htm",
                "The First Real Snow",
                "2026-12-04",
                None,
                ISSUE,
                ["Ed Marsh"],
                [
                    "There is snow, and then there is real snow, and anyone who has lived in this valley for more than one winter knows the difference.",
                    "The first snow usually comes in October, a dusting on top of the ridge that is gone by lunch. The second comes in November and sticks around just long enough to catch you without your snow tires on. But the first real snow, the one that changes the sound of the world, arrived at our place sometime after midnight last Saturday, and by morning there were fourteen inches on the porch railing.",
                    "I went out at six with a cup of coffee and stood there in my boots, listening. You don’t hear anything, is the thing. No trucks on the road, no dog down at the Hendersons’, not even the brook, which runs loud enough all summer to keep me awake some nights. Just that thick, padded quiet that only comes with a big snow.",
                    "My wife says I get sentimental about this every year, and she is right. She also points out that I am the one who complains loudest in March, when the snowbanks are gray and the driveway is a skating rink and mud season is still ahead. She is right about that, too.",
                    "But in the first real snow, I am a boy again. My father used to take us out in the old Ford to watch the town plow come through, and we’d wave at Merton Griggs, who drove it for thirty-one winters and always waved back. Merton has been gone a long time now. The town has a new plow and a new driver, a young woman named Kayla who came down our road at seven-fifteen that morning, right on time, and who also waved.",
                    "Some things change and some things don’t. The snow comes, and somebody has to clear the road, and it’s still a fine thing to stand on the porch and watch them do it.",
                    "I’ll be out with the shovel by the time you read this. Wave if you drive by.",
                ],
                "column-kicker-unclosed-p",
                ptitle="Page 4",
                head="c",
                kicker="From the Back Porch",
                style="open",
            )
        )
        add(
            story(
                "skiarea",
                "/stories/2026/coop1202.htm",
                "Ski Co-op Opens Two Weeks Early After November Snow",
                "2026-12-02",
                None,
                "Posted Wednesday, December 2, 2026",
                ["Martha Quinlan"],
                [
                    "FAYSTON -- Skiers were riding the single chair at the Roxbury Gap Ski Co-op on Saturday, two weeks ahead of schedule, after a run of November storms left more than three feet of natural snow on the upper mountain.",
                    "It is the earliest opening for the cooperatively owned ski area since 2014, general manager Jen Albright said. Five of the mountain’s 22 trails were open for the weekend, all on natural snow, and more will open as crews pack and groom.",
                    "“We don’t make snow, so we’re always at the mercy of the weather,” Albright said. “This year the weather was generous.”",
                    "About 1,100 skiers came on opening day, she said, including many of the co-op’s 2,400 shareholders. The base lodge served free coffee, and the line at the chair stretched past the ticket window by nine in the morning.",
                    "Lift tickets are $79 for adults on weekends this season, up $4 from last year. Albright said the co-op’s board had approved the increase to help pay for a new haul rope for the single chair, which is scheduled to be replaced next summer at a cost of about $350,000.",
                    "The co-op will be open Friday through Sunday until Christmas week, when it will switch to daily operations. Conditions are posted on its website each morning.",
                    "NOTE: This story was first posted online Wednesday and appears in the Dec. 4 print edition.",
                ],
                "web-first-posted-date",
                ptitle="Web Update",
                head="a",
            )
        )
        add(
            story(
                "farm",
                "/stories/2026/lavoie1127.htm",
                "A Century on the Same Hill: Moretown Farm Marks 100 Years",
                "2026-11-27",
                None,
                "Friday, November 27, 2026",
                ["Ruth-Ann Pike"],
                [
                    "MORETOWN -- When Albert Lavoie bought 160 acres on the Moretown side of the river in the spring of 1926, he paid $3,200, borrowed most of it from his brother-in-law, and milked eleven cows by hand.",
                    "A hundred years later, his great-grandson Paul Lavoie milks 140 cows with a robot, ships his milk to a cooperative creamery in St. Albans, and still keeps the brother-in-law’s receipt in a frame in the farm office.",
                    "“My grandfather used to say the farm owned us, not the other way around,” Paul Lavoie, 58, said on a cold morning last week as the robot hummed in the barn behind him. “I think he was right.”",
                    "The Lavoie farm is one of about a dozen in Vermont recognized this year by the state’s Century Farm program, which honors farms that have stayed in the same family for at least 100 years. There were once more than 200 dairy farms in Washington County; today there are fewer than 30.",
                    "## Four generations",
                    "Albert Lavoie came to Vermont from Québec as a teenager and worked on other men’s farms for a decade before he could buy his own. His son, Henri, built the big barn in 1951 and was one of the first farmers in the valley to switch from cans to a bulk tank. Henri’s son, Roger, added land in the 1970s and 1980s and got the farm through the price collapse of the early 1990s, when many of his neighbors sold out.",
                    "Paul took over in 2004. His biggest decision, he said, was installing a robotic milking system in 2017, which lets the cows decide when to be milked and freed the family from the twice-a-day schedule that had ruled their lives for ninety years.",
                    "“Dad thought I’d lost my mind,” he said. “Now he sits in the barn and watches it like it’s television.”",
                    "## What comes next",
                    "Roger Lavoie, now 84, still lives in the farmhouse. Paul and his wife, Diane, live across the road. Their daughter, Claire, 26, came home in 2023 after studying agriculture at the University of Vermont and now manages the herd.",
                    "Whether she will take over the farm is a question the family talks about often, and carefully. Milk prices have been low for most of the past decade, and the cost of feed, fuel and labor keeps climbing.",
                    "“I want to,” Claire Lavoie said. “But I’d be lying if I said I know what dairy will look like in twenty years. We might be making cheese. We might be growing hay for someone else. We’ll still be here, though. That part I’m sure of.”",
                    "The family will mark the centennial with an open barn day in June. Everyone is invited.",
                ],
                "br-br-paragraphs-correspondent",
                ptitle="Page 5",
                head="d",
                style="br",
                byline="by Ruth-Ann Pike, Gazette Correspondent",
            )
        )
        add(
            story(
                "fire",
                "/stories/2026/barnfire1204.htm",
                "Fire Destroys Barn on German Flats Road",
                "2026-12-04",
                None,
                ISSUE,
                [],
                [
                    "FAYSTON -- A fire destroyed a barn on German Flats Road early Sunday morning. No people or animals were hurt.",
                    "Fayston and Waitsfield firefighters were called at about 3:40 a.m. and found the building fully involved, Fire Chief Gary Nolan said. Crews from Warren and Moretown helped, and firefighters kept the flames from spreading to the house about 80 feet away.",
                    "The barn, owned by Steven and Marie Jacques, was used to store hay and equipment. The cause is under investigation, but Nolan said it did not appear suspicious.",
                ],
                "brief-no-byline",
                ptitle="Page 2",
                head="b",
            )
        )
        add(
            story(
                "selectboard",
                "/stories/2026/warrenbudget1204.htm",
                "Warren Selectboard Sets Budget Hearing, Eyes 4 Percent Tax Increase",
                "2026-12-04",
                None,
                ISSUE,
                ["Ben Tallman"],
                [
                    "WARREN -- Warren taxpayers could see a municipal tax increase of about 4 percent next year under a preliminary budget the Selectboard reviewed Tuesday night.",
                    "The proposed budget of $3.42 million is up $156,000 from this year. Most of the increase comes from two items: a new contract for the town’s road crew, which raises wages by 5 percent, and higher costs for salt and sand, which the town buys through a state contract.",
                    "“We’ve cut where we can,” said Selectboard chair Luke Ferland. “But the roads have to be plowed, and we have to pay people a fair wage to plow them, or they’ll go work for somebody who will.”",
                    "The budget also includes $40,000 toward a new fire truck, part of a plan to set money aside each year rather than borrow the full cost when the current truck, a 2004 pumper, is replaced in 2029.",
                    "If approved at Town Meeting in March, the budget would add about $58 a year to the municipal tax bill on a home assessed at $400,000. The figure does not include school taxes, which are set separately.",
                    "Board member Sally Waite asked the town administrator to look again at the cost of the town’s health insurance plan, which rose 11 percent this year. “That’s a number that keeps me up at night,” she said.",
                    "The board will hold a public hearing on the budget on Tuesday, Jan. 5, at 7 p.m. in the Town Hall. Residents can also send comments to the town office before then.",
                ],
                "signoff-byline-at-end",
                ptitle="Page 2",
                head="a",
                signoff=True,
            )
        )
        add(
            story(
                "hoops",
                "/stories/2026/girlshoops1204.htm",
                "Valley Union Girls Open With 52-41 Win Over Northfield",
                "2026-12-04",
                None,
                ISSUE,
                ["Pete Dunlap"],
                [
                    "WAITSFIELD -- The Valley Union girls basketball team opened its season with a 52-41 win over Northfield on Tuesday night, pulling away in the fourth quarter behind 18 points from senior guard Abby Thurston.",
                    "The game was tied at 33 after three quarters before Valley Union went on a 12-2 run to start the fourth. Thurston hit two three-pointers during the run, and sophomore Lily Carmichael added six of her 11 points.",
                    "“We were nervous early, and it showed,” coach Dan Whitcomb said. “But they settled down and started moving the ball. For a first game, I’ll take it.”",
                    "Northfield’s Grace Bellavance led all scorers with 21 points.",
                    "Valley Union, which reached the Division III semifinals last winter, plays at Williamstown on Friday and hosts Randolph next Tuesday at 7 p.m.",
                ],
                "centered-headline-sports",
                ptitle="Sports",
                head="c",
            )
        )

    # the templates
    def head_html(self, doc: Doc) -> str:
        h = doc.extra.get("head", "a")
        t = esc(doc.title)
        if h == "a":
            return f'<font size="5" face="Times New Roman"><b>{t}</b></font><br>'
        if h == "b":
            return f"<b><font size=5>{t}</font></b><br>"
        if h == "c":
            return f'<p align="center"><font size="5"><b>{t}</b></font></p>'
        return f'<b><font face="Georgia" size="4">{t}</font></b><br>'

    def paras(self, doc: Doc, blocks: list | None = None) -> str:
        blocks = doc.blocks if blocks is None else blocks
        style = doc.extra.get("style", "p")
        out = []
        for b in blocks:
            if b[0] == "p":
                text = self.inline(b[1])
                if style == "br":
                    out.append(f"{text}<br><br>")
                elif style == "open":
                    out.append(f"<p>{text}")
                else:
                    out.append(f"<p>{text}</p>")
            elif b[0] == "h2":
                out.append(f"<b>{esc(b[1])}</b><br><br>" if style == "br" else f"<p><b>{esc(b[1])}</b></p>")
            elif b[0] == "fig":
                out.append(
                    f'<table border="0" cellpadding="4" align="right" width="310"><tr><td><img src="../../photos/{doc.key}.jpg" width="300" height="200" alt="{esc(b[1])}"><br><font size="1"><i>{esc(b[2])}</i></font></td></tr></table>'
                )
            elif b[0] == "note":
                out.append(f'<p><font size="1"><i>({esc(b[1])})</i></font></p>')
            elif b[0] == "sign":
                out.append(f'<p align="right"><i>{esc(b[1])}</i></p>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        pt = doc.extra.get("ptitle", "")
        title = f"The Valley Gazette - {pt}" if pt else "Search Results"
        frontpage = doc.key not in ("search", "letters", "obits", "skiarea")
        meta = (
            '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">\n<meta name="GENERATOR" content="Microsoft FrontPage 5.0">\n<meta name="ProgId" content="FrontPage.Editor.Document">'
            if frontpage
            else '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1">'
        )
        nav = "<br>\n".join(
            self.a(k, t, "nav")
            for k, t in (
                ("home", "Front Page"),
                ("page2", "Page 2"),
                ("sports", "Sports"),
                ("author", "Ed Marsh"),
                ("letters", "Letters"),
                ("obits", "Obituaries"),
                ("tag", "Bridge Project"),
                ("about", "Subscribe"),
            )
        )
        return f"""<html>

<head>
{meta}
<title>{title}</title>
<script language="JavaScript">
<!--
/*PAD*/
//-->
</script>
</head>

<body bgcolor="#FFFFFF" text="#000000" link="#000080" vlink="#800080" topmargin="0" leftmargin="0" onLoad="MM_preloadImages('{self.href("/images/nav_front_on.gif")}')">

<table border="0" width="760" cellpadding="0" cellspacing="0" align="center">
  <tr>
    <td colspan="2" bgcolor="#003366"><img border="0" src="{self.href("/images/masthead.gif")}" width="760" height="90" alt="The Valley Gazette"></td>
  </tr>
  <tr>
    <td colspan="2" bgcolor="#CCCC99"><font face="Arial" size="2">&nbsp;<b>Serving Waitsfield, Warren, Fayston, Moretown and Duxbury since 1971</b> &nbsp;|&nbsp; Current issue: {ISSUE}</font></td>
  </tr>
  <tr>
    <td width="150" valign="top" bgcolor="#EEEEDD"><font face="Arial" size="2">
    <p>&nbsp;</p>
    {nav}
    <p>&nbsp;</p>
    <form method="GET" action="{self.href("/cgi-bin/search.pl")}"><font size="1">Search the Gazette:</font><br><input type="text" name="q" size="12"><br><input type="submit" value="Go"></form>
    <p><font size="1"><b>ADVERTISERS</b><br><a href="http://www.madriverhardware.test/">Mad River Hardware</a><br><a href="http://www.valleyinn.test/">The Valley Inn</a><br>Snow shovels in stock!</font></p>
    </font></td>
    <td width="610" valign="top" style="padding-left:12px">
{main}
    </td>
  </tr>
  <tr>
    <td colspan="2" align="center"><hr size="1" color="#999999">
    <font face="Arial" size="1">Copyright &copy; 2026 The Valley Gazette, P.O. Box 119, Waitsfield, VT 05673. All rights reserved.<br>
    Send comments about this web site to <a href="mailto:webmaster@valleygazette.test">webmaster@valleygazette.test</a><br>
    You are visitor number <img src="{self.href("/cgi-bin/counter.pl")}?page={doc.key}" alt="counter"> since January 1, 2003.</font></td>
  </tr>
</table>

</body>

</html>"""

    def story_main(self, doc: Doc) -> str:
        kicker = (
            f'<font face="Arial" size="2" color="#800000"><b>{esc(doc.extra["kicker"])}</b></font><br>'
            if doc.extra.get("kicker")
            else ""
        )
        date_color = ' color="#666666"' if doc.stamp.startswith("Posted") else ""
        byline = ""
        if doc.authors and not doc.extra.get("signoff"):
            text = doc.byline or ("by " if doc.key == "column" else "By ") + doc.authors[0]
            byline = f'<font size="2"><i>{esc(text)}</i></font><br>' if doc.byline else f"<i>{esc(text)}</i><br>"
        blocks = list(doc.blocks)
        if doc.extra.get("signoff"):
            blocks.append(("sign", f"-- {doc.authors[0]}"))
        body = self.paras(doc, blocks)
        if doc.extra.get("style") == "br":
            body = f'<font face="Times New Roman" size="3">\n{body}\n</font>'
        else:
            body = f'<font face="Times New Roman" size="3">\n{body}\n</font>'
        links = " | ".join(
            self.a(k, t, "nav") for k, t in (("home", "Back to Front Page"), ("page2", "Page 2"), ("sports", "Sports"))
        )
        extra = ""
        if doc.key == "bridge":
            extra = f'<p><font size="2">More: {self.a("tag", "Special Section: The Route 100 Bridge Project", "content")}</font></p>'
        if doc.key == "column":
            extra = f'<p><font size="2"><i>Ed Marsh has lived in Warren since 1961. His column appears every week.</i> {self.a("author", "Read more columns", "content")}</font></p>'
        return f"""<p><font face="Times New Roman" size="2"{date_color}>{doc.stamp}</font></p>
{kicker}{self.head_html(doc)}
{byline}
{body}
{extra}
<p align="center"><font face="Arial" size="2">{links}</font></p>"""

    def teaser_block(self, k: str, n: int = 2) -> str:
        d = self.docs[k]
        paras = [b for b in d.blocks if b[0] == "p"][:n]
        text = "\n".join(f"<p>{self.inline(b[1])}</p>" for b in paras)
        by = f"<i>By {esc(d.authors[0])}</i><br>" if d.authors and k != "column" else ""
        if k == "column":
            by = f"<i>From the Back Porch, by {esc(d.authors[0])}</i><br>"
        cont = (
            ""
            if n >= len([b for b in d.blocks if b[0] == "p"])
            else f'<p><font size="2"><b>{self.a(k, "Story continues...", "content")}</b></font></p>'
        )
        head = (
            f'<b><font size="4">{self.a(k, d.title, "content")}</font></b><br>'
            if cont
            else f'<b><font size="4">{esc(d.title)}</font></b><br>'
        )
        return f'{head}\n{by}<font face="Times New Roman" size="3">\n{text}\n</font>\n{cont}\n<hr size="1" noshade>'

    def listing_main(self, doc: Doc) -> str:
        if doc.key == "home":
            fire_link = f'<p><font size="1">{self.a("fire", "Permanent link to this story", "content")}</font></p>'
            blocks = [
                self.teaser_block("bridge"),
                self.teaser_block("school", 3),
                self.teaser_block("fire", 3) + fire_link,
                self.teaser_block("column", 1),
            ]
            inside = "<br>".join(
                self.a(k, t, "content")
                for k, t in (
                    ("page2", "Warren budget, ski co-op opens early -- Page 2"),
                    ("sports", "Valley Union girls win opener -- Sports"),
                    ("obits", "Obituaries"),
                    ("letters", "Letters to the Editor"),
                    ("search", "Search: bridge"),
                )
            )
            return f"""<p align="center"><font face="Times New Roman" size="6"><b>The Valley Gazette</b></font><br><font size="2">{ISSUE} &nbsp;&nbsp; Vol. 55, No. 49 &nbsp;&nbsp; 75 cents</font></p>
<hr size="2" color="#003366">
{"".join(blocks)}
<table border="1" cellpadding="6" cellspacing="0" width="100%" bordercolor="#CCCC99"><tr><td bgcolor="#FFFFEE"><font face="Arial" size="2"><b>INSIDE THIS WEEK</b><br>{inside}</font></td>
<td bgcolor="#FFFFEE" width="40%"><font face="Arial" size="2"><b>VALLEY WEATHER</b><br>Fri: Snow showers, high 28<br>Sat: Partly sunny, high 31<br>Sun: Cloudy, snow late, high 30</font></td></tr></table>"""
        if doc.key == "page2":
            blocks = [
                self.teaser_block("selectboard", 2),
                self.teaser_block("skiarea", 2),
                self.teaser_block("farm", 1),
            ]
            cal = "<br>".join(
                (
                    "Sat., Dec. 5 -- Holiday craft fair, Waitsfield Elementary gym, 10 a.m. to 3 p.m.",
                    "Sun., Dec. 6 -- Community potluck, Moretown Town Hall, 5 p.m.",
                    "Tue., Dec. 8 -- Waitsfield Planning Commission, 7 p.m.",
                    "Thu., Dec. 10 -- Story hour at the Joslin Library, 10:30 a.m.",
                )
            )
            return f"""<p><font face="Arial" size="4" color="#003366"><b>PAGE 2</b></font><br><font size="2">{ISSUE}</font></p>
{"".join(blocks)}
<p><b><font size="4">Valley Calendar</font></b><br><font size="2">{cal}</font></p>"""
        if doc.key == "sports":
            scores = "<br>".join(
                (
                    "Girls basketball: Valley Union 52, Northfield 41",
                    "Boys hockey: Montpelier 4, Valley Union 2",
                    "Nordic skiing: Valley Union boys 2nd, girls 3rd at Craftsbury opener",
                )
            )
            return f"""<p><font face="Arial" size="4" color="#003366"><b>SPORTS</b></font><br><font size="2">{ISSUE}</font></p>
{self.teaser_block("hoops", 2)}
<p><b>SCOREBOARD</b><br><font size="2">{scores}</font></p>
<p><font size="2">Coaches: send scores and results to sports@valleygazette.test by Monday night.</font></p>"""
        if doc.key == "author":
            older = "".join(
                f'<li><a href="porch{d}.htm">{t}</a> ({w})</li>'
                for d, t, w in (
                    ("1127", "Thanksgiving at the Grange", "Nov. 27, 2026"),
                    ("1120", "Deer Camp", "Nov. 20, 2026"),
                    ("1113", "The Woodpile", "Nov. 13, 2026"),
                )
            )
            return f"""<p><font face="Times New Roman" size="5"><b>From the Back Porch</b></font><br><i>Columns by Ed Marsh</i></p>
<p><font size="3">Ed Marsh has written this column for the Gazette every week since 1988. He lives in Warren with his wife, Joan, and more cats than he will admit to.</font></p>
<ul><li>{self.a("column", "The First Real Snow", "content")} (Dec. 4, 2026)</li>{older}</ul>"""
        if doc.key == "tag":
            return f"""<p><font face="Times New Roman" size="5"><b>{esc(doc.title)}</b></font></p>
<p><font size="3">The state is replacing the 1948 bridge that carries Route 100 over Mill Brook in Waitsfield. Here is our coverage, newest first.</font></p>
<ul>
<li>{self.a("bridge", "Route 100 Bridge Over Mill Brook to Reopen Dec. 18", "content")} (Dec. 4, 2026)</li>
<li><a href="stories/2026/bridge0918.htm">Ledge Under Abutment Puts Bridge Work Behind Schedule</a> (Sept. 18, 2026)</li>
<li><a href="stories/2026/detour0522.htm">State Unveils Detour Plan for Route 100 Closing</a> (May 22, 2026)</li>
<li>{self.a("letters", "Letter: Thanks to the bridge crew", "content")}</li>
</ul>
<p><font size="2">Project information from the state: <a href="http://vtrans.vermont.test/projects/waitsfield-br-100">Vermont Agency of Transportation</a></font></p>"""
        if doc.key == "search":
            rows = "".join(
                f'<li>{self.a(k, t, "content")}<br><font size="2">{s}</font></li>'
                for k, t, s in (
                    (
                        "bridge",
                        "The Valley Gazette - Page 3",
                        "...The Route 100 <b>bridge</b> over Mill Brook, closed since June for replacement, will reopen...",
                    ),
                    (
                        "tag",
                        "The Valley Gazette - Route 100 Bridge",
                        "...The state is replacing the 1948 <b>bridge</b> that carries Route 100 over Mill Brook...",
                    ),
                    (
                        "letters",
                        "The Valley Gazette - Letters",
                        "...the men and women who have been building the new <b>bridge</b> over Mill Brook...",
                    ),
                )
            )
            return f"""<font face="Arial"><b><font size="4">Search Results</font></b><br>
<font size="2">Your search for <b>bridge</b> found 3 pages.</font></font>
<form method="GET" action="search.pl"><input type="text" name="q" value="bridge" size="30"> <input type="submit" value="Search Again"></form>
<ol>{rows}</ol>
<p><font size="1">Search powered by SiteSearch 2.1 (Perl)</font></p>"""
        return ""

    def service_main(self, doc: Doc) -> str:
        parts = []
        for b in doc.blocks:
            if b[0] == "h2":
                parts.append(f'<p><b><font size="4">{esc(b[1])}</font></b></p>')
            elif b[0] == "p":
                parts.append(f'<p><font face="Times New Roman" size="3">{self.inline(b[1])}</font></p>')
            elif b[0] == "sign":
                parts.append(f'<p align="right"><i>{esc(b[1])}</i></p><hr size="1" noshade>')
        return (
            f'<p><font face="Times New Roman" size="5"><b>{esc(doc.title)}</b></font><br><font size="2">{ISSUE}</font></p>\n'
            + "\n".join(parts)
        )
