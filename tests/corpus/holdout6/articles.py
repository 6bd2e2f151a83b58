# ruff: noqa: RUF001, E501  -- multilingual synthetic text data: "ambiguous" characters and long strings are the content
"""Article pages of the sixth held-out set (synthetic texts, fictional publishers and people)."""

from __future__ import annotations

from typing import Any


def og(kind: str) -> tuple[str, str, str]:
    return ("property", "og:type", kind)


def pub_time(iso: str) -> tuple[str, str, str]:
    return ("property", "article:published_time", iso)


def author_meta(name: str) -> tuple[str, str, str]:
    return ("name", "author", name)


def news_ld(headline: str, iso: str, authors: list[str] | None = None, kind: str = "NewsArticle", **extra: Any) -> dict:
    obj: dict[str, Any] = {"@context": "https://schema.org", "@type": kind, "headline": headline, "datePublished": iso}
    if authors is not None:
        obj["author"] = [{"@type": "Person", "name": a} for a in authors]
    obj.update(extra)
    return obj


def time_el(iso: str, text: str) -> str:
    return f'<time datetime="{iso}">{text}</time>'


P = "p"
H = "h"

ARTICLES: list[dict[str, Any]] = []


def add(**spec: Any) -> None:
    spec.setdefault("is_article", True)
    ARTICLES.append(spec)


# 1. unsigned wire story with a key-facts box, no og:type, no JSON-LD, URL without a date
add(
    file="en-wire-unsigned-keyfacts.html",
    pub="ninefield",
    path="/s/7f3a91c2",
    title="Glacier lake drained in controlled release after dam cracks widen",
    date="2026-02-11",
    shape="wire-unsigned-keyfacts-box-no-types",
    dateline='<div class="meta"><span class="dateline-date">Feb 11, 2026 14:20 GMT</span></div>',
    before='<div class="key-facts"><h4>Key facts</h4><ul><li>Lake level lowered by 9 metres</li>'
    "<li>About 1,200 residents moved for two days</li><li>No injuries reported</li></ul></div>",
    blocks=[
        (
            P,
            "SION, Switzerland — Engineers lowered a glacier lake above the village of Arbaz by nine metres on "
            "Wednesday, releasing water through a bypass tunnel after cracks in a moraine dam widened "
            "overnight, cantonal authorities said.",
        ),
        (
            P,
            "About 1,200 residents of two hamlets below the lake were moved to a school gymnasium on Monday as a "
            "precaution. They are expected to return home on Thursday if the dam holds at the new level.",
        ),
        (
            P,
            "The controlled release began at dawn and peaked at 14 cubic metres a second, enough to fill the "
            "stream bed below but well short of the flows that flooded the valley road in 2019, a spokesman for "
            "the cantonal civil protection office said.",
        ),
        (
            P,
            "Geologists have monitored the dam with radar since a warm spell in January opened the first fissure. "
            "The canton plans to build a permanent spillway this summer at a cost of about 6 million francs.",
        ),
        (
            P,
            "No injuries were reported. The valley road will stay closed to traffic until inspectors have checked "
            "two bridges downstream.",
        ),
    ],
)

# 2. bullet-point story, neither typed nor signed, date only as text
add(
    file="en-bullets-untyped-unsigned.html",
    pub="harrow",
    path="/news/local/ring-road-closure-what-drivers-need-to-know",
    title="Ring road closure: what drivers need to know this weekend",
    date="2026-03-03",
    shape="bullet-story-no-types-no-byline-text-date",
    dateline="<np-timestamp>Updated 09:12, 3 March 2026</np-timestamp>",
    blocks=[
        (
            P,
            "The inner ring road will close between the Northgate and Castle Street junctions from 8pm on Friday "
            "until 6am on Monday while contractors replace a section of the flyover deck.",
        ),
        (
            "li",
            [
                "Diversions will be signed via Mill Lane and the Eastway, adding about 15 minutes at busy times.",
                "Buses 4, 7 and 12 will skip the Castle Street stops; replacement stops are on Abbey Road.",
                "The Northgate car park stays open but can only be reached from the north.",
                "Cyclists and pedestrians can still use the underpass, which will be lit and staffed.",
                "A second closure is planned for the weekend of 20 March if the work overruns.",
            ],
        ),
        (
            P,
            "The council said the work had been moved from the summer to avoid the festival season and apologised "
            "for the disruption. Real-time updates will be posted on its travel page.",
        ),
    ],
)

# 3. one-paragraph result with a box score (the box score is not body)
add(
    file="en-result-one-para-boxscore.html",
    pub="pinecrest",
    path="/sports/prep/2026/02/28/lakeview-edges-marion",
    title="Lakeview edges Marion 58-55 to reach regional final",
    date="2026-02-28",
    shape="one-paragraph-result-box-score",
    dateline=f'<p class="byline">{time_el("2026-02-28T21:40:00-06:00", "Feb. 28, 2026")}</p>',
    metas=[og("article"), pub_time("2026-03-01T03:40:00Z")],
    blocks=[
        (
            P,
            "Tess Varga scored 11 of her 19 points in the fourth quarter and Lakeview came back from nine points "
            "down to beat Marion 58-55 on Saturday night, sending the Lady Hawks to their first regional final "
            "since 2014; they meet Cedar Bluff on Tuesday at 7 p.m. in Harlan.",
        )
    ],
    after='<table class="box-score"><caption>Box score</caption><tr><th></th><th>1</th><th>2</th><th>3</th>'
    "<th>4</th><th>T</th></tr><tr><td>Marion</td><td>16</td><td>14</td><td>15</td><td>10</td><td>55</td></tr>"
    "<tr><td>Lakeview</td><td>12</td><td>11</td><td>13</td><td>22</td><td>58</td></tr></table>"
    '<table class="players"><tr><th>Lakeview</th><th>PTS</th><th>REB</th></tr><tr><td>T. Varga</td><td>19</td>'
    "<td>6</td></tr><tr><td>J. Osei</td><td>14</td><td>9</td></tr><tr><td>R. Lind</td><td>9</td><td>3</td></tr>"
    "<tr><th>Marion</th><th>PTS</th><th>REB</th></tr><tr><td>K. Doyle</td><td>21</td><td>4</td></tr>"
    "<tr><td>A. Pruitt</td><td>12</td><td>11</td></tr></table>",
)

# 4. unsigned event preview written as news (Joomla emits Article microdata anyway)
add(
    file="en-event-preview-unsigned.html",
    pub="tide",
    path="/index.php/community/418-lantern-parade-returns",
    title="Lantern parade returns to the waterfront after three-year break",
    date="2026-03-05",
    shape="unsigned-event-preview-as-news-joomla",
    byline='<dl class="article-info text-muted"><dd class="published"><time datetime="2026-03-05T10:02:00-05:00" '
    'itemprop="datePublished">Published: 05 March 2026</time></dd><dd class="hits">Hits: 2214</dd></dl>',
    blocks=[
        (
            P,
            "The lantern parade that once drew 10,000 people to the Tidewater waterfront will return on Saturday "
            "after a three-year absence, with a shorter route and a new start at the ferry terminal.",
        ),
        (
            P,
            "Organisers said the parade had been shelved in 2023 when the boardwalk was closed for repairs and "
            "the volunteer committee lost its insurance cover. A grant from the harbour trust paid for new cover "
            "this winter.",
        ),
        (
            P,
            "About 40 schools and clubs have registered to walk. Lanterns made in workshops at the library over "
            "the past month will be carried along the boardwalk to the old customs house, where a brass band "
            "will play until 9 p.m.",
        ),
        (
            P,
            "Front Street will close to traffic from 5 p.m. Free buses will run from the park-and-ride lot on "
            "Route 9 every 15 minutes, and the ferry will add two evening crossings.",
        ),
        (P, "If rain is forecast, the parade will move to Sunday; a decision will be announced by noon on Friday."),
    ],
)

# 5. Swahili story "Na <name>", date only as Swahili text
add(
    file="sw-na-byline-text-date.html",
    pub="pwani",
    path="/habari/mombasa/wavuvi-wapata-soko-jipya-la-samaki",
    title="Wavuvi wa Likoni wapata soko jipya la samaki",
    authors=["Amina Odhiambo"],
    date="2026-03-10",
    shape="swahili-na-byline-text-date-only",
    byline='<div class="author-line">Na Amina Odhiambo</div>',
    dateline='<div class="post-date">Jumanne, Machi 10, 2026 saa 3:15 asubuhi</div>',
    blocks=[
        (
            P,
            "Wavuvi wa eneo la Likoni wameanza kuuza samaki wao katika soko jipya lililojengwa karibu na kivuko, "
            "baada ya miaka mingi ya kuuza bidhaa zao chini ya miti bila maji safi wala barafu.",
        ),
        (
            P,
            "Soko hilo lenye meza sitini na chumba cha kuhifadhi barafu limejengwa kwa ushirikiano kati ya serikali "
            "ya kaunti na chama cha ushirika cha wavuvi. Wavuvi watalipa ada ndogo ya kila siku ili kugharamia "
            "usafi na umeme.",
        ),
        (
            P,
            "Mwenyekiti wa chama hicho, Bw. Hamisi Juma, alisema samaki sasa wanaweza kukaa siku mbili bila "
            'kuharibika, jambo litakalowaongezea kipato. "Zamani tulilazimika kuuza kwa bei ya chini jioni ili '
            'tusipoteze kila kitu," alisema.',
        ),
        (
            P,
            "Hata hivyo, baadhi ya wachuuzi wadogo wamelalamika kwamba nafasi ni chache na kwamba wale waliokuwa "
            "wakiuza kando ya barabara hawajapewa meza. Afisa wa kaunti alisema awamu ya pili ya ujenzi itaanza "
            "mwezi Juni.",
        ),
    ],
)

# 6. very short brief
add(
    file="en-brief-two-sentences.html",
    pub="marlow",
    path="/news/2026/03/02/pier-gate-reopens",
    title="Pier gate reopens after storm repairs",
    date="2026-03-02",
    shape="very-short-brief-time-element",
    dateline=f'<div class="post-meta">{time_el("2026-03-02T07:05:00-08:00", "March 2, 2026 7:05 AM")}</div>',
    metas=[og("article")],
    blocks=[
        (
            P,
            "The south gate of Marlow Bay pier reopened on Monday morning after crews finished replacing railings "
            "torn off in last month's storm.",
        ),
        (P, "The fishing deck at the end of the pier stays closed until inspectors sign off on its pilings."),
    ],
)

# 7. Q&A interview
add(
    file="en-qa-interview.html",
    pub="ashcombe",
    path="/arts/2026/02/19/we-ran-out-of-walls-museum-director-interview",
    title="‘We ran out of walls’: the museum director on the new wing",
    authors=["Leah Morrow"],
    date="2026-02-19",
    shape="qa-interview-bold-questions",
    byline='<div class="css-by1ine">Interview by Leah Morrow</div>',
    dateline=f'<div class="css-dat3">{time_el("2026-02-19T10:00:00-06:00", "February 19, 2026")}</div>',
    metas=[og("article"), pub_time("2026-02-19T16:00:00Z")],
    jsonld=[
        news_ld("‘We ran out of walls’: the museum director on the new wing", "2026-02-19T16:00:00Z", ["Leah Morrow"])
    ],
    blocks=[
        (
            P,
            "The Ashcombe Museum of Art opens its long-delayed east wing on Saturday. Its director, Ruth Ikeda, "
            "talked about the cost, the collection kept in storage for a decade and the first show.",
        ),
        ("q", "Why did the wing take eight years instead of three?"),
        (
            P,
            "We found the old canal culvert under the site in the first month of digging. Everything after that "
            "was redesign, permits and fundraising for a building that had to sit on a bridge.",
        ),
        ("q", "What will visitors see first?"),
        (
            P,
            "About 300 works that have not been on view since 2015, most of them regional landscapes and "
            "textiles. We simply ran out of walls; now we have 40 per cent more of them.",
        ),
        ("q", "The budget rose from 18 to 31 million dollars. Who paid?"),
        (
            P,
            "Two thirds came from private donors, the rest from the city and a state cultural grant. No money was "
            "taken from the acquisitions fund.",
        ),
        ("q", "Will admission stay free?"),
        (P, "Yes, on Thursdays and for anyone under 18. We are adding a paid ticket for the special exhibitions only."),
    ],
)

# 8. first-person column
add(
    file="en-first-person-column.html",
    pub="harrow",
    path="/opinion/columns/my-allotment-taught-me-to-lose",
    title="My allotment taught me how to lose gracefully",
    authors=["Owen Pryce"],
    date="2026-02-22",
    shape="first-person-column-webc",
    kicker="<np-kicker>Column</np-kicker>",
    byline='<np-byline>By <a href="/authors/owen-pryce">Owen Pryce</a></np-byline>',
    dateline=f"<np-timestamp>{time_el('2026-02-22T08:00:00+00:00', 'Sunday 22 February 2026')}</np-timestamp>",
    metas=[og("article"), author_meta("Owen Pryce"), pub_time("2026-02-22T08:00:00+00:00")],
    blocks=[
        (
            P,
            "I took on plot 14 at the Brook Lane allotments four years ago with the confidence of a man who had "
            "once grown a tomato on a windowsill. I have lost to slugs, pigeons, a late frost and, memorably, a "
            "badger with a taste for sweetcorn.",
        ),
        (
            P,
            "What I had not expected was how much I would learn from the people on the neighbouring plots. "
            "Maureen on plot 15 has grown leeks there since 1987 and has never once told me what I was doing "
            "wrong. She simply leaves a spare seedling on my bench when mine fail.",
        ),
        (
            P,
            "Last summer my beans came up in a tangle and my potatoes rotted. I went down one evening fully "
            "intending to hand back the keys. Instead I found a bag of Maureen's onions and a note that said, "
            "in capitals, NEXT YEAR.",
        ),
        (
            P,
            "I think about that note more often than I would admit. Most of what I do in my working life is "
            "measured weekly; the allotment runs on a calendar I cannot hurry. It has made me a little more "
            "patient with other people, and a lot more patient with myself.",
        ),
        (P, "This week I sowed broad beans again. I expect the pigeons have already noticed."),
    ],
)

# 9. story split by many subheads into short sections
add(
    file="en-many-subheads-short-sections.html",
    pub="tide",
    path="/index.php/news/433-budget-what-changes",
    title="The county budget in ten changes, from buses to libraries",
    authors=["Dana Whitfield"],
    date="2026-03-04",
    shape="many-subheads-short-sections-evening-utc-next-day",
    byline='<dl class="article-info text-muted"><dd class="createdby" itemprop="author" itemscope '
    'itemtype="https://schema.org/Person">Written by <span itemprop="name">Dana Whitfield</span></dd>'
    '<dd class="published"><time datetime="2026-03-04T20:45:00-05:00" itemprop="datePublished">Published: '
    "04 March 2026</time></dd></dl>",
    metas=[og("article"), pub_time("2026-03-05T01:45:00Z")],
    blocks=[
        (
            P,
            "County commissioners approved a 412 million dollar budget on Wednesday evening. Here is what changes "
            "for residents.",
        ),
        (H, "Buses"),
        (P, "Route 3 gets a bus every 20 minutes instead of 30 from July."),
        (H, "Libraries"),
        (P, "All five branches open on Sundays, paid for by closing the mobile library van."),
        (H, "Roads"),
        (P, "Resurfacing money rises by a fifth, most of it for the Shore Road."),
        (H, "Property tax"),
        (P, "The rate stays flat, but higher assessments mean most bills rise slightly."),
        (H, "Parks"),
        (P, "Two new rangers will patrol the dunes during the nesting season."),
        (H, "Schools"),
        (P, "The county's share of school transport rises by 2 million dollars."),
        (H, "Housing"),
        (P, "A revolving loan fund for repairs to older homes gets its first 1.5 million."),
        (H, "Jail"),
        (P, "Overtime spending is capped after last year's 40 per cent overrun."),
        (H, "Staff"),
        (P, "County employees get a 3 per cent raise; 14 vacant posts are cut."),
        (H, "What's next"),
        (P, "A public hearing on the capital plan is set for April 8."),
    ],
)

# 10. story in <div>s only: no <p>, no <h1>, no <article>, no types
add(
    file="en-divs-only-no-h1.html",
    pub="kestrel",
    path="/local/story/ditch-company-water-shares-sold",
    title="Ditch company sells water shares to fund canal lining",
    authors=["Colt Ramsey"],
    date="2026-02-26",
    shape="divs-only-no-h1-no-types",
    h1_html='<div class="headline-text" data-test="headline">Ditch company sells water shares to fund canal lining'
    "</div>",
    byline='<div class="byline"><span class="by">By</span> <span class="name">Colt Ramsey</span></div>',
    dateline='<div class="timestamp">Feb 26, 2026</div>',
    blocks=[
        (
            P,
            "The Upper Kestrel Ditch Company will sell 120 of its water shares to the town of Elkhorn to pay for "
            "lining four miles of its main canal, shareholders decided at a meeting on Wednesday.",
        ),
        (
            P,
            "The canal loses about a third of the water it carries to seepage, according to a study the company "
            "paid for last year. Lining the worst stretches with concrete and plastic could save enough water to "
            "make up for the shares sold, the study found.",
        ),
        (
            P,
            'Some farmers objected that the town would keep the water forever. "Once it goes to a city it never '
            'comes back to a field," said Marla Quist, who grows hay on 300 acres below the canal.',
        ),
        (
            P,
            "Elkhorn's mayor said the shares would secure drinking water for about 2,000 new homes and that the "
            "town would lease some water back to farmers in wet years. Construction could start after the "
            "irrigation season ends in October.",
        ),
    ],
)

# 11. date only as text in an unusual format
add(
    file="en-date-unusual-text-format.html",
    pub="ashcombe",
    path="/news/mill-creek-trout-return",
    title="Trout return to Mill Creek ten years after the spill",
    authors=["Mae Thornbury"],
    date="2026-02-12",
    shape="date-only-text-unusual-format",
    byline='<div class="css-by1ine">By Mae Thornbury</div>',
    dateline='<div class="css-dat3">Filed Thursday the 12th of February, 2026 — 6.40pm</div>',
    blocks=[
        (
            P,
            "Brown trout are spawning again in Mill Creek, ten years after a fertiliser spill killed nearly every "
            "fish along a six-mile stretch, state biologists said this week.",
        ),
        (
            P,
            "Surveyors counted 31 nests, called redds, on the gravel beds below the Hollis Road bridge in "
            "December, the first confirmed spawning there since 2016. Fish had been seen in the creek before, but "
            "biologists believed they were strays from the river.",
        ),
        (
            P,
            "The recovery followed years of work by a volunteer group that planted willows along the banks and "
            'persuaded three farms to fence cattle out of the water. "We were told it would take twenty years," '
            "said the group's chair, Ed Lutz. \"The fish didn't read the report.\"",
        ),
        (P, "The state will keep the creek closed to fishing for at least two more seasons."),
    ],
)

# 12. Urdu, right to left, Urdu digits in the visible date
add(
    file="ur-rtl-report-byline.html",
    pub="roshni",
    path="/news/lahore/2026/02/14/canal-road-signal-free",
    title="کینال روڈ پر تین نئے انڈر پاس، سفر کا وقت آدھا ہونے کی توقع",
    authors=["عائشہ ملک"],
    date="2026-02-14",
    shape="urdu-rtl-report-byline-urdu-digits",
    byline='<div class="byline">رپورٹ: عائشہ ملک</div>',
    dateline='<div class="date">۱۴ فروری ۲۰۲۶</div>',
    metas=[og("article"), pub_time("2026-02-14T11:30:00+05:00")],
    blocks=[
        (
            P,
            "صوبائی حکومت نے کینال روڈ پر تین نئے انڈر پاس بنانے کے منصوبے کی منظوری دے دی ہے جس کے بعد شہر کے "
            "مشرقی حصے سے مال روڈ تک کا سفر آدھے وقت میں طے ہو سکے گا۔",
        ),
        (
            P,
            "محکمہ مواصلات کے مطابق منصوبے پر تقریباً نو ارب روپے لاگت آئے گی اور کام اگلے ماہ شروع ہو کر اٹھارہ ماہ میں "
            "مکمل ہوگا۔ تعمیر کے دوران متبادل راستے بنائے جائیں گے تاکہ ٹریفک مکمل طور پر بند نہ ہو۔",
        ),
        (
            P,
            "شہریوں کی ایک تنظیم نے نہر کے کنارے لگے درختوں کی کٹائی پر تشویش ظاہر کی ہے۔ حکام کا کہنا ہے کہ ہر کاٹے "
            "گئے درخت کے بدلے پانچ نئے درخت لگائے جائیں گے۔",
        ),
        (P, "ٹرانسپورٹ کے ماہرین نے کہا کہ انڈر پاس وقتی سہولت دیں گے لیکن شہر کو بہتر بس سروس کی بھی ضرورت ہے۔"),
    ],
)

# 13. Arabic in ISO-8859-6, Levantine month name, Joomla microdata
add(
    file="ar-iso88596-joomla.html",
    pub="manara",
    path="/index.php/local/2291-2026-02-18",
    title="بلدية إربد تفتتح سوقا شعبيا جديدا للخضار",
    authors=["محمود العلي"],
    date="2026-02-18",
    shape="arabic-iso-8859-6-levantine-month-joomla",
    byline='<dl class="article-info"><dd class="createdby" itemprop="author">كتب: محمود العلي</dd>'
    '<dd class="published"><time datetime="2026-02-18T09:20:00+03:00" itemprop="datePublished">'
    "نشر في: 18 شباط 2026</time></dd></dl>",
    blocks=[
        (
            P,
            "افتتحت بلدية إربد صباح الأربعاء سوقا شعبيا جديدا للخضار والفواكه في الحي الشرقي، يضم مئة وعشرين "
            "بسطة مسقوفة ومواقف للسيارات.",
        ),
        (
            P,
            "وقال رئيس البلدية إن السوق الجديد سيخفف الازدحام في وسط المدينة، حيث كان الباعة يفترشون الأرصفة في "
            "الشوارع المحيطة بالسوق القديم.",
        ),
        (
            P,
            "وأضاف أن البسطات وزعت بالقرعة على الباعة المسجلين لدى البلدية، وأن الرسوم الشهرية ستبقى رمزية خلال "
            "السنة الأولى.",
        ),
        (P, "وأبدى عدد من الباعة ارتياحهم للمكان الجديد، فيما طالب آخرون بتوفير حافلات تربط السوق بوسط المدينة."),
    ],
)

# 14. story with embedded social posts (not body)
add(
    file="en-embedded-social-posts.html",
    pub="marlow",
    path="/news/2026/02/24/sea-lions-block-boat-ramp",
    title="Sea lions take over boat ramp, and the internet takes notice",
    authors=["Gil Navarro"],
    date="2026-02-24",
    shape="story-with-embedded-social-posts",
    byline='<div class="author-block">By Gil Navarro</div>',
    dateline=f'<div class="post-meta">{time_el("2026-02-24T15:30:00-08:00", "Feb 24, 2026")}</div>',
    metas=[og("article"), pub_time("2026-02-24T23:30:00Z")],
    blocks=[
        (
            P,
            "A group of about 30 sea lions has spent a week sprawled across the public boat ramp at Marlow Bay "
            "marina, forcing fishermen to launch from a private dock and drawing crowds of onlookers.",
        ),
        (
            "x",
            '<blockquote class="social-post" data-network="snapgram"><p>Day 6 of the sea lion occupation. They '
            "have unionised. 🦭 #MarlowBay</p>— @harborhazel</blockquote>",
        ),
        (
            P,
            "Harbour staff said the animals were likely following sardines that moved close to shore in the warm "
            "water of the past fortnight. Federal law forbids disturbing them, so the marina has roped off the "
            "ramp and posted volunteers to keep people back.",
        ),
        (
            "x",
            '<blockquote class="social-post" data-network="chirp"><p>Tried to launch my kayak. Was told no by a '
            "very large gentleman. Respect.</p>— @deltadan</blockquote>",
        ),
        (
            P,
            "Videos of the sea lions barking at a parked lawn mower have been viewed more than two million times. "
            "The marina manager, Tess Alvarado, asked visitors not to bring dogs and not to park on the ramp "
            "approach.",
        ),
        (
            P,
            "A biologist with the state marine mammal network said the group would probably move on within "
            "weeks, once the fish do.",
        ),
    ],
)

# 15. live blog with updates (an article; the body is the entries' headings and text)
add(
    file="en-liveblog-with-updates.html",
    pub="pinecrest",
    path="/news/2026/03/07/live-ice-storm-updates",
    title="Live: Ice storm knocks out power to 40,000 homes",
    date="2026-03-07",
    shape="live-blog-updates-liveblogposting",
    dateline=f'<p class="byline">{time_el("2026-03-07T06:10:00-06:00", "Updated March 7, 2026, 11:45 a.m.")}</p>',
    metas=[og("article"), pub_time("2026-03-07T12:10:00Z")],
    jsonld=[
        {
            "@context": "https://schema.org",
            "@type": "LiveBlogPosting",
            "headline": "Live: Ice storm knocks out power to 40,000 homes",
            "datePublished": "2026-03-07T06:10:00-06:00",
            "coverageStartTime": "2026-03-07T06:10:00-06:00",
        }
    ],
    before='<div class="key-points"><b>Key points</b><ul><li>40,000 without power</li><li>Schools closed</li>'
    "<li>Interstate 35 reopened</li></ul></div>",
    blocks=[
        ("x", '<div class="entry-time">11:45 a.m.</div>'),
        (H, "Utility says most power back by Sunday"),
        (
            P,
            "Pinecrest Electric says crews from three states have arrived and it expects to restore power to most "
            "customers by Sunday evening. Rural lines will take longer.",
        ),
        ("x", '<div class="entry-time">10:20 a.m.</div>'),
        (H, "Interstate 35 reopens southbound"),
        (
            P,
            "The highway patrol reopened the southbound lanes after trucks were cleared near mile marker 88. "
            "Drivers are asked to stay below 45 mph.",
        ),
        ("x", '<div class="entry-time">8:05 a.m.</div>'),
        (H, "Warming centres open"),
        (
            P,
            "The city has opened warming centres at the Fifth Street library and the east side community centre. "
            "Both will stay open overnight.",
        ),
        ("x", '<div class="entry-time">6:10 a.m.</div>'),
        (
            P,
            "Good morning. Freezing rain overnight has brought down trees and power lines across the county. "
            "We will post updates here through the day.",
        ),
    ],
)

# 16. Ukrainian in KOI8-U declared only in the HTTP header; Bitrix text with <br /> paragraphs
add(
    file="uk-koi8u-bitrix-br-paragraphs.html",
    pub="dnipro",
    path="/news/misto/12345/",
    title="На Набережній відкрили перший у місті велосипедний міст",
    authors=["Оксана Мельник"],
    date="2026-03-12",
    shape="ukrainian-koi8-u-header-only-bitrix-br-paragraphs",
    decl="header",
    dateline='<span class="news-date-time">12.03.2026 18:40</span>',
    byline='<div class="news-author">Автор: Оксана Мельник</div>',
    h1_html='<h3 class="news-title">На Набережній відкрили перший у місті велосипедний міст</h3>',
    blocks=[
        (
            P,
            "У четвер на Набережній відкрили пішохідно-велосипедний міст через затоку, який з'єднав дві частини "
            "прибережного парку. Довжина конструкції — сто сорок метрів.",
        ),
        (
            P,
            "За словами міського голови, міст збудували за півтора року замість запланованих двох. Роботи "
            "фінансували з міського бюджету та за кошти міжнародного кредиту на розвиток транспорту.",
        ),
        (
            P,
            "Міст має окремі смуги для велосипедистів і пішоходів, освітлення та пандуси. Навесні біля нього "
            "встановлять станцію прокату велосипедів на двадцять місць.",
        ),
        (
            P,
            "Велосипедисти з громадської організації «Місто на колесах» назвали відкриття важливим кроком, але "
            "нагадали, що з обох боків мосту досі немає безпечних велодоріжок.",
        ),
    ],
)

# 17. Chinese in GB18030, "本报记者" byline, 07:30 local = UTC the day before
add(
    file="zh-gb18030-reporter.html",
    pub="jiang",
    path="/news/2026-03/09/content_88217.htm",
    title="江城首条跨江隧道完成贯通　预计明年通车",
    authors=["张伟"],
    date="2026-03-09",
    shape="chinese-gb18030-benbao-jizhe-utc-day-before",
    byline='<div class="info">本报记者　张伟</div>',
    dateline='<div class="time">2026年03月09日 07:30</div>',
    metas=[pub_time("2026-03-08T23:30:00Z")],
    blocks=[
        (
            P,
            "记者昨日从市交通建设部门获悉，江城首条跨江隧道已于本月七日全线贯通，工程进入内部装修和机电安装阶段，"
            "预计明年上半年建成通车。",
        ),
        (
            P,
            "该隧道全长约三点六公里，其中江底段一点八公里，采用双向四车道设计。通车后，从江北新区到老城区的"
            "车程将由目前的四十分钟缩短至十分钟左右。",
        ),
        (P, "项目负责人介绍，施工期间盾构机穿越了多处复杂地层，建设团队通过实时监测，确保了江堤和周边建筑的安全。"),
        (P, "不少市民表示期待隧道早日通车。也有市民建议，隧道出入口附近应同步优化公交线路，方便不开车的居民出行。"),
    ],
)

# 18. Thai in windows-874, Buddhist-era two-digit year in the visible date
add(
    file="th-windows874-be-short-year.html",
    pub="lumnam",
    path="/news/region/2026/03/05/rice-mill-cooperative",
    title="สหกรณ์ชาวนาเปิดโรงสีข้าวชุมชนแห่งแรกของอำเภอ",
    authors=["สมชาย ใจดี"],
    date="2026-03-05",
    shape="thai-windows-874-be-two-digit-year",
    byline="<np-byline>เรื่อง: สมชาย ใจดี</np-byline>",
    dateline="<np-timestamp>5 มี.ค. 69 09:10 น.</np-timestamp>",
    metas=[og("article"), pub_time("2026-03-05T09:10:00+07:00")],
    blocks=[
        (
            P,
            "สหกรณ์ชาวนาในอำเภอบางระกำเปิดโรงสีข้าวชุมชนแห่งแรกเมื่อวันพุธ หลังจากสมาชิกกว่าสามร้อยครัวเรือน"
            "ร่วมกันลงหุ้นและได้รับเงินกู้ดอกเบี้ยต่ำจากธนาคารเพื่อการเกษตร",
        ),
        (P, "ประธานสหกรณ์กล่าวว่า โรงสีสามารถสีข้าวได้วันละยี่สิบตัน ทำให้ชาวนาขายข้าวสารได้เองแทนการขายข้าวเปลือกให้พ่อค้าคนกลางในราคาต่ำ"),
        (P, "สมาชิกหลายคนระบุว่ารายได้ต่อไร่น่าจะเพิ่มขึ้นราวหนึ่งในสี่ หากสหกรณ์หาตลาดในเมืองได้ตามแผน"),
        (P, "เจ้าหน้าที่เกษตรอำเภอแนะนำให้สหกรณ์ทำบรรจุภัณฑ์และตราสินค้าของตนเอง เพื่อขายผ่านร้านค้าออนไลน์"),
    ],
)

# 19. Lithuanian in windows-1257, feminine "Autorė", text date "2026 m. vasario 12 d."
add(
    file="lt-windows1257-autore.html",
    pub="nemunas",
    path="/naujienos/regionas/kelto-perkela-atnaujinta",
    title="Kelto perkėla per Nemuną vėl veikia po trijų mėnesių pertraukos",
    authors=["Rūta Petrauskienė"],
    date="2026-02-12",
    shape="lithuanian-windows-1257-autore-text-date",
    byline='<div class="news-list-author">Autorė: Rūta Petrauskienė</div>',
    dateline='<div class="news-list-date"><time itemprop="datePublished" datetime="2026-02-12">2026 m. vasario 12 d. '
    "08:15</time></div>",
    blocks=[
        (
            P,
            "Po trijų mėnesių pertraukos vėl pradėjo veikti kelto perkėla per Nemuną tarp Kulautuvos ir Zapyškio. "
            "Keltas kursuos kas valandą nuo šeštos ryto iki dešimtos vakaro.",
        ),
        (
            P,
            "Perkėla buvo sustabdyta lapkritį, kai per audrą nukentėjo prieplaukos tiltelis. Rajono savivaldybė "
            "remontui skyrė beveik keturiasdešimt tūkstančių eurų.",
        ),
        (
            P,
            "Vietos gyventojai džiaugiasi, kad nebereikės važiuoti aplinkui per Kauną – tai beveik penkiasdešimt "
            "kilometrų. Kelto kapitonas sako, kad pirmąją dieną perkėlė daugiau nei šimtą automobilių.",
        ),
        (P, "Savivaldybė svarsto vasarą pratęsti darbo laiką iki vidurnakčio."),
    ],
)

# 20. French XHTML 1.1, encoding only in the XML declaration (ISO-8859-15: € and œ)
add(
    file="fr-xhtml-iso885915-xmldecl.html",
    pub="vercors",
    path="/actualite/isere/2026/02/07/col-de-la-croix-perrin",
    title="Le col de la Croix-Perrin rouvert après un éboulement",
    authors=["Hélène Rochas"],
    date="2026-02-07",
    shape="french-xhtml-iso-8859-15-xml-declaration-only",
    decl="xml",
    byline='<p class="signature">Par Hélène Rochas</p>',
    dateline='<p class="date">Publié le 7 février 2026 à 18h05</p>',
    blocks=[
        (
            P,
            "La route départementale 215 a rouvert samedi en fin d'après-midi au col de la Croix-Perrin, fermée "
            "depuis mardi après la chute de plusieurs blocs de rocher sur la chaussée.",
        ),
        (
            P,
            "Les équipes du Département ont purgé la falaise et posé un filet de protection sur une cinquantaine "
            "de mètres. Le coût des travaux est estimé à 180 000 €.",
        ),
        (
            P,
            "Pendant la fermeture, les habitants d'Autrans et de Méaudre devaient faire un détour de quarante "
            "minutes pour rejoindre Grenoble. « C'était un vrai casse-tête pour les parents et pour les "
            "artisans », témoigne le maire d'Autrans.",
        ),
        (
            P,
            "Une circulation alternée restera en place la nuit jusqu'à la fin du mois, le temps de consolider "
            "l'œuvre de soutènement.",
        ),
    ],
)

# 21. Tamil, "our correspondent" byline (no person)
add(
    file="ta-our-correspondent.html",
    pub="thendral",
    path="/news/tamilnadu/madurai-vaigai-water-release",
    title="வைகை அணையிலிருந்து பாசனத்துக்கு தண்ணீர் திறப்பு",
    date="2026-03-04",
    shape="tamil-our-correspondent-no-person",
    byline='<div class="css-by1ine">- நமது நிருபர்</div>',
    dateline='<div class="css-dat3">மார்ச் 4, 2026</div>',
    metas=[og("article"), pub_time("2026-03-04T10:30:00+05:30")],
    blocks=[
        (
            P,
            "வைகை அணையிலிருந்து மதுரை, சிவகங்கை மாவட்ட பாசனத்துக்காக புதன்கிழமை காலை தண்ணீர் திறக்கப்பட்டது. "
            "முதல் கட்டமாக வினாடிக்கு ஆயிரம் கன அடி தண்ணீர் திறந்து விடப்பட்டுள்ளது.",
        ),
        (P, "இதன் மூலம் சுமார் நாற்பத்தைந்தாயிரம் ஏக்கர் நிலங்கள் பாசன வசதி பெறும் என பொதுப்பணித் துறை அதிகாரிகள் தெரிவித்தனர்."),
        (
            P,
            "தண்ணீர் திறப்பு நிகழ்ச்சியில் விவசாய சங்க நிர்வாகிகள் கலந்து கொண்டனர். கால்வாய்களை உடனடியாக தூர்வார "
            "வேண்டும் என அவர்கள் கோரிக்கை விடுத்தனர்.",
        ),
    ],
)

# 22. Bengali, "staff reporter", date only as Bengali-digit text, no metadata
add(
    file="bn-staff-reporter-bengali-digits.html",
    pub="padma",
    path="/bangladesh/rajshahi/mango-orchard-irrigation",
    title="রাজশাহীতে আমবাগানে সেচে সৌরপাম্প, কমছে খরচ",
    date="2026-03-15",
    shape="bengali-staff-reporter-bengali-digit-date-no-meta",
    byline='<div class="byline">নিজস্ব প্রতিবেদক, রাজশাহী</div>',
    dateline='<div class="time">প্রকাশ: ১৫ মার্চ ২০২৬, ১০:৩০</div>',
    blocks=[
        (P, "রাজশাহীর গোদাগাড়ী উপজেলার আমবাগানগুলোতে সেচের জন্য সৌরচালিত পাম্প বসানো হচ্ছে। এতে ডিজেলের খরচ কমছে বলে জানিয়েছেন চাষিরা।"),
        (P, "কৃষি বিভাগ জানায়, এ বছর উপজেলায় আশিটি সৌরপাম্প বসানো হয়েছে। প্রতিটি পাম্প দিয়ে প্রায় পনেরো বিঘা জমিতে সেচ দেওয়া যায়।"),
        (P, "চাষি রফিকুল ইসলাম বলেন, আগে এক মৌসুমে সেচে তাঁর প্রায় চল্লিশ হাজার টাকা খরচ হতো। এখন খরচ অর্ধেকে নেমেছে।"),
        (P, "তবে ক্ষুদ্র চাষিরা বলছেন, পাম্প বসানোর প্রাথমিক খরচ তাঁদের সামর্থ্যের বাইরে। সহজ শর্তে ঋণের দাবি জানিয়েছেন তাঁরা।"),
    ],
)

# 23. Hungarian: family name first, "2026. március 4." date
add(
    file="hu-family-name-first.html",
    pub="tiszai",
    path="/hirek/szeged/villamos-vonal-hosszabbitas",
    title="Újszegedig hosszabbítják a villamosvonalat",
    authors=["Kovács Anna"],
    date="2026-03-04",
    shape="hungarian-family-name-first-dotted-date",
    byline='<div class="news-list-author">Kovács Anna</div>',
    dateline='<div class="news-list-date">2026. március 4. 18:05</div>',
    metas=[og("article"), pub_time("2026-03-04T18:05:00+01:00")],
    blocks=[
        (
            P,
            "Újszegedig hosszabbítják meg a 2-es villamos vonalát: a közgyűlés szerdán jóváhagyta a beruházást, "
            "amelyet nagyrészt uniós forrásból finanszíroznak.",
        ),
        (
            P,
            "Az új szakasz 2,4 kilométer hosszú lesz, és négy megállóval bővül. A munkák jövő tavasszal "
            "kezdődhetnek, a villamos 2028-ban járhat az új pályán.",
        ),
        (
            P,
            "A polgármester szerint a hosszabbítás a híd forgalmát is csökkenti, mert sok újszegedi ma autóval "
            "jár át a belvárosba. Az ellenzéki képviselők a parkolóhelyek megszüntetését kifogásolták.",
        ),
        (P, "A tervek szerint a Népliget mellett új buszforduló is épül."),
    ],
)

# 24. Finnish: 01.15 Helsinki time, article:published_time in UTC the day before
add(
    file="fi-early-morning-utc-day-before.html",
    pub="saimaa",
    path="/uutiset/lappeenranta/satama-jaat-lahtivat",
    title="Lappeenrannan satamasta lähti ensimmäinen risteilyalus jo maaliskuussa",
    authors=["Mikko Laine"],
    date="2026-03-06",
    shape="finnish-0115-local-utc-previous-day",
    byline='<div class="author-block"><b>Mikko Laine</b><span class="role">toimittaja</span></div>',
    dateline='<div class="post-date">6.3.2026 1.15</div>',
    metas=[og("article"), pub_time("2026-03-05T23:15:00Z")],
    blocks=[
        (
            P,
            "Lappeenrannan satamasta lähti torstai-iltana ensimmäinen risteilyalus kohti Savonlinnaa. Näin aikaisin "
            "keväällä reitti ei ole avautunut koskaan aiemmin.",
        ),
        (
            P,
            "Satamakapteenin mukaan Saimaan jäät lähtivät poikkeuksellisen lämpimän helmikuun jälkeen viikkoja "
            "tavallista aiemmin. Alus kulki ilman jäänmurtajan apua.",
        ),
        (
            P,
            "Varustamo kertoo, että ensimmäinen vuoro myytiin loppuun kahdessa päivässä. Kesän vuorot alkavat "
            "toukokuussa.",
        ),
        (P, "Ilmatieteen laitoksen mukaan Saimaan jääkausi on lyhentynyt vuosikymmenessä noin kolmella viikolla."),
    ],
)

# 25. Romanian, two authors joined by "și", Joomla "Scris de"
add(
    file="ro-joomla-two-authors-si.html",
    pub="mures",
    path="/index.php/local/712-gara-reghin-modernizare",
    title="Gara din Reghin intră în renovare, trenurile opresc provizoriu la halta nouă",
    authors=["Andrei Popescu", "Ioana Rus"],
    date="2026-02-27",
    shape="romanian-joomla-two-authors-si",
    byline='<dl class="article-info"><dd class="createdby">Scris de Andrei Popescu și Ioana Rus</dd>'
    '<dd class="published"><time datetime="2026-02-27T12:30:00+02:00" itemprop="datePublished">Publicat: '
    "27 februarie 2026</time></dd></dl>",
    blocks=[
        (
            P,
            "Clădirea gării din Reghin intră de luni în renovare, iar trenurile vor opri timp de un an la o haltă "
            "provizorie amenajată la 300 de metri de peron.",
        ),
        (
            P,
            "Lucrările, finanțate prin programul de transport, includ refacerea acoperișului, a sălii de așteptare și "
            "construirea unui pasaj subteran. Valoarea contractului este de 38 de milioane de lei.",
        ),
        (
            P,
            "Navetiștii se plâng că halta nu are încă un adăpost încălzit. Reprezentanții operatorului feroviar au "
            "promis containere de așteptare până la sfârșitul săptămânii.",
        ),
        (P, "Primăria va amenaja și o parcare temporară lângă haltă."),
    ],
)

# 26. Filipino "Ni <name>"
add(
    file="tl-ni-byline.html",
    pub="bayan",
    path="/balita/2026/03/05/tulay-sa-candaba-bukas-na",
    title="Bagong tulay sa Candaba, bukas na sa mga motorista",
    authors=["Maria Santos"],
    date="2026-03-05",
    shape="filipino-ni-byline-text-date",
    byline='<div class="post-meta">Ni Maria Santos</div>',
    dateline='<div class="post-date">Marso 5, 2026</div>',
    metas=[og("article")],
    blocks=[
        (
            P,
            "Binuksan na sa mga motorista nitong Huwebes ang bagong tulay sa Candaba, Pampanga, na inaasahang "
            "magpapaikli ng biyahe papuntang Bulacan nang halos kalahating oras.",
        ),
        (
            P,
            "Ayon sa lokal na pamahalaan, ang tulay ay may apat na linya at may hiwalay na daanan para sa mga "
            "nagbibisikleta. Umabot sa 1.2 bilyong piso ang halaga ng proyekto.",
        ),
        (
            P,
            "Natuwa ang mga magsasaka sa lugar dahil mas mabilis na nilang maihahatid ang kanilang ani sa mga "
            'pamilihan. "Dati, inaabot kami ng tanghali sa trapiko," sabi ng isang nagtitinda ng gulay.',
        ),
        (P, "Sinabi ng alkalde na maglalagay pa ng mga ilaw at CCTV sa tulay sa susunod na buwan."),
    ],
)

# 27. Malay "Oleh ...", JSON-LD author as a plain string
add(
    file="ms-oleh-jsonld-string-author.html",
    pub="selatan",
    path="/berita/johor/2026/03/08/jambatan-muar-dibuka",
    title="Jambatan kedua Muar dibuka lebih awal",
    authors=["Ahmad Faizal Ismail"],
    date="2026-03-08",
    shape="malay-oleh-jsonld-string-author",
    byline='<p class="byline">Oleh Ahmad Faizal Ismail</p>',
    dateline=f'<p class="date">{time_el("2026-03-08T16:45:00+08:00", "8 Mac 2026, 4:45 petang")}</p>',
    jsonld=[
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "Jambatan kedua Muar dibuka lebih awal",
            "datePublished": "2026-03-08T16:45:00+08:00",
            "author": "Ahmad Faizal Ismail",
        }
    ],
    blocks=[
        (
            P,
            "Jambatan kedua merentasi Sungai Muar dibuka kepada orang ramai pada Ahad, dua bulan lebih awal daripada "
            "jadual asal.",
        ),
        (
            P,
            "Menurut jurutera projek, jambatan sepanjang 630 meter itu dijangka mengurangkan kesesakan di pusat "
            "bandar terutama pada waktu puncak pagi dan petang.",
        ),
        (
            P,
            "Penduduk setempat menyambut baik pembukaan itu. Seorang peniaga di Tanjung Agas berkata perjalanan ke "
            "kedainya kini hanya mengambil masa sepuluh minit.",
        ),
        (P, "Majlis perbandaran akan memantau aliran trafik selama sebulan sebelum menukar laluan bas."),
    ],
)

# 28. UTF-16 with a BOM, no charset anywhere else
add(
    file="en-utf16-bom-no-declaration.html",
    pub="harrow",
    path="/news/local/swimming-baths-reopen-after-roof-repair",
    title="Victorian swimming baths reopen after £2m roof repair",
    authors=["Nadia Karim"],
    date="2026-02-16",
    shape="utf-16le-bom-no-declaration",
    encoding="utf-16",
    decl="none",
    byline="<np-byline>By Nadia Karim</np-byline>",
    dateline=f"<np-timestamp>{time_el('2026-02-16T07:00:00+00:00', '16 February 2026')}</np-timestamp>",
    metas=[og("article"), pub_time("2026-02-16T07:00:00+00:00")],
    blocks=[
        (
            P,
            "The Victorian swimming baths on Queen’s Road reopened on Monday after an 18-month, £2m repair to the "
            "cast-iron roof, which had been shedding flakes of paint into the pool.",
        ),
        (
            P,
            "About 200 swimmers queued in the rain for the first session at 6.30am. Among them was 84-year-old Iris "
            "Bell, who learned to swim there in 1949. “It smells exactly the same,” she said.",
        ),
        (
            P,
            "The council considered closing the baths in 2022 but a campaign by users raised £300,000 towards the "
            "work, and a heritage grant covered most of the rest.",
        ),
        (P, "Opening hours are longer than before the closure, with early sessions every weekday."),
    ],
)

# 29. Joomla "Written by", "Published:", "Hits:"
add(
    file="en-joomla-written-by-hits.html",
    pub="tide",
    path="/index.php/news/441-oyster-beds-reopen",
    title="Oyster beds reopen to harvest after clean water tests",
    authors=["Cal Brennan"],
    date="2026-03-09",
    shape="joomla-written-by-published-hits",
    byline='<dl class="article-info text-muted"><dt class="article-info-term">Details</dt><dd class="createdby">'
    'Written by Cal Brennan</dd><dd class="category-name">Category: News</dd><dd class="published">'
    '<time datetime="2026-03-09T14:00:00-04:00" itemprop="datePublished">Published: 09 March 2026</time></dd>'
    '<dd class="hits">Hits: 987</dd></dl>',
    blocks=[
        (
            P,
            "Shellfish beds in the upper Tidewater estuary reopened to commercial harvest on Monday after six "
            "weeks of water tests showed bacteria levels back within state limits.",
        ),
        (
            P,
            "The beds were closed in late January when a sewer main broke during a cold snap and sent untreated "
            "waste into Cove Creek. The utility has since replaced 400 feet of pipe.",
        ),
        (
            P,
            "About 60 licensed harvesters work the beds. Several said the closure had cost them most of their "
            "winter income, and the county has asked the state for disaster relief for the fishery.",
        ),
        (P, "Recreational harvest will reopen on Saturday."),
    ],
)

# 30. Angular SSR shell with the story only in the ng-state blob
add(
    file="en-angular-story-only-in-state.html",
    pub="kestrel",
    path="/news/story/fairgrounds-sale-approved",
    title="Commissioners approve sale of old fairgrounds for housing",
    authors=["Colt Ramsey"],
    date="2026-03-10",
    shape="angular-ssr-shell-story-only-in-ng-state",
    metas=[og("article"), pub_time("2026-03-10T17:30:00-06:00")],
    story_html='<div class="story-container"><app-skeleton><div class="skeleton-line"></div><div class="skeleton-line">'
    '</div><div class="skeleton-line"></div></app-skeleton><noscript>Please enable JavaScript to read this '
    "story.</noscript></div>",
    blocks=[
        (
            P,
            "Kestrel County commissioners voted 2-1 on Tuesday to sell the old fairgrounds on Pine Street to a "
            "developer who plans 240 homes, a third of them priced for families earning below the county median.",
        ),
        (
            P,
            "The fair moved to a new site east of town in 2021, and the grandstand has stood empty since. The sale "
            "price of 6.8 million dollars will pay off the debt on the new fairgrounds.",
        ),
        (P, "Neighbours asked for a park on part of the site, and the developer agreed to set aside four acres."),
        (P, "Commissioner Rob Teague voted no, saying the county should have sought more bids."),
    ],
)
ARTICLES[-1]["ng_state"] = {
    "story-fairgrounds-sale-approved": {
        "headline": ARTICLES[-1]["title"],
        "byline": "Colt Ramsey",
        "published": "2026-03-10T17:30:00-06:00",
        "body": [{"type": "paragraph", "text": t} for _, t in ARTICLES[-1]["blocks"]],
    }
}

# 31. German TYPO3, initials after the name, 00:40 local = UTC the day before
add(
    file="de-typo3-initials-after-midnight.html",
    pub="lahntal",
    path="/region/marburg/artikel/hochwasser-lahn-pegel",
    title="Lahn tritt bei Marburg über die Ufer – Radweg gesperrt",
    authors=["Jonas Weber"],
    date="2026-03-05",
    shape="german-typo3-initials-after-name-0040-local",
    byline='<div class="news-list-author">Von Jonas Weber (jw)</div>',
    dateline='<div class="news-list-date"><time itemprop="datePublished" datetime="2026-03-05">05.03.2026, 00:40 Uhr'
    "</time></div>",
    metas=[og("article"), pub_time("2026-03-04T23:40:00Z")],
    blocks=[
        (
            P,
            "Nach tagelangem Regen ist die Lahn bei Marburg in der Nacht über die Ufer getreten. Der Pegel an der "
            "Weidenhäuser Brücke stieg bis Mitternacht auf 4,20 Meter.",
        ),
        (
            P,
            "Die Stadt sperrte den Lahnradweg zwischen Cappel und Gisselberg sowie zwei Parkplätze am Ufer. "
            "Autos, die dort noch standen, wurden abgeschleppt.",
        ),
        (
            P,
            "Die Feuerwehr rechnet nicht mit Schäden an Wohnhäusern. Der Höchststand werde am Donnerstagmittag "
            "erwartet, danach solle der Regen nachlassen.",
        ),
        (
            P,
            "Anwohner in Ockershausen berichteten von vollgelaufenen Kellern; die Feuerwehr war bis zum Morgen im "
            "Einsatz.",
        ),
    ],
)

# 32. Spanish (Mexico), 22:30 CST = UTC the next day in JSON-LD, "Texto y fotos:"
add(
    file="es-mx-evening-texto-y-fotos.html",
    pub="bajio",
    path="/leon/2026/02/20/mercado-aldama-reabre",
    title="Reabre el mercado Aldama tras el incendio de diciembre",
    authors=["Rocío Gutiérrez Lara"],
    date="2026-02-20",
    shape="spanish-mx-2230-cst-utc-next-day-texto-y-fotos",
    byline="<np-byline>Texto y fotos: Rocío Gutiérrez Lara</np-byline>",
    dateline="<np-timestamp>20 de febrero de 2026 · 22:30 h</np-timestamp>",
    jsonld=[
        news_ld(
            "Reabre el mercado Aldama tras el incendio de diciembre", "2026-02-21T04:30:00Z", ["Rocío Gutiérrez Lara"]
        )
    ],
    blocks=[
        (
            P,
            "Después de dos meses cerrado, el mercado Aldama reabrió este viernes con 140 locales rehabilitados y "
            "una nueva instalación eléctrica, tras el incendio que en diciembre consumió la nave de abarrotes.",
        ),
        (
            P,
            "Los locatarios recibieron apoyos municipales de hasta 25 mil pesos para reponer mercancía. Algunos "
            "dijeron que el monto apenas alcanzó para los refrigeradores.",
        ),
        (
            P,
            "La dirección de Protección Civil informó que el mercado cuenta ahora con detectores de humo, "
            "extintores en cada pasillo y dos salidas de emergencia adicionales.",
        ),
        (P, "Las autoridades aún no concluyen el peritaje sobre el origen del fuego."),
    ],
)

# 33. Danish, two authors "og", "kl. 06.15"
add(
    file="da-two-authors-og.html",
    pub="vestkyst",
    path="/esbjerg/havn-ny-faergeterminal",
    title="Esbjerg Havn bygger ny færgeterminal til Fanø",
    authors=["Mette Kristensen", "Søren Holm"],
    date="2026-02-12",
    shape="danish-two-authors-og-kl-time",
    byline='<div class="css-by1ine">Af Mette Kristensen og Søren Holm</div>',
    dateline='<div class="css-dat3">12. februar 2026 kl. 06.15</div>',
    metas=[og("article"), pub_time("2026-02-12T05:15:00Z")],
    blocks=[
        (
            P,
            "Esbjerg Havn vil bygge en ny færgeterminal til Fanø-færgerne. Den nuværende bygning fra 1960'erne er "
            "for lille og har problemer med fugt.",
        ),
        (
            P,
            "Den nye terminal får venteareal til 300 passagerer, cykelparkering og en café. Byggeriet skal efter "
            "planen begynde i efteråret og koste omkring 85 millioner kroner.",
        ),
        (
            P,
            "Pendlere fra Fanø har længe klaget over trængsel i myldretiden. »Om vinteren står vi ude i blæsten,« "
            "siger en af dem.",
        ),
        (P, "Byrådet skal godkende lokalplanen i april."),
    ],
)

# 34. Japanese easy news with furigana (<ruby>): the readings are not body
add(
    file="ja-ruby-furigana-easy-news.html",
    pub="minato",
    path="/news/2026/02/20/k1002.html",
    title="神戸の駅に新しいエレベーター",
    date="2026-02-20",
    shape="japanese-ruby-furigana-readings-not-body",
    dateline=f'<p class="date">{time_el("2026-02-20T11:00:00+09:00", "2026年2月20日")}</p>',
    metas=[og("article")],
    blocks=[
        (
            "ruby",
            [
                ("神戸", "こうべ"),
                "の",
                ("駅", "えき"),
                "に",
                ("新", "あたら"),
                "しいエレベーターが",
                ("二", "ふた"),
                "つできました。",
            ],
        ),
        (
            "ruby",
            [
                ("車", "くるま"),
                "いすを",
                ("使", "つか"),
                "う",
                ("人", "ひと"),
                "や、ベビーカーの",
                ("人", "ひと"),
                "が",
                ("使", "つか"),
                "いやすくなります。",
            ],
        ),
        (
            "ruby",
            [
                ("駅", "えき"),
                "の",
                ("人", "ひと"),
                "は「みんなが",
                ("安心", "あんしん"),
                "して",
                ("電車", "でんしゃ"),
                "に",
                ("乗", "の"),
                "れるようにしたい」と",
                ("話", "はな"),
                "しています。",
            ],
        ),
    ],
)

# 35. film review (Review JSON-LD, not NewsArticle)
add(
    file="en-film-review-review-type.html",
    pub="marlow",
    path="/arts/reviews/the-long-tide-review",
    title="‘The Long Tide’ review: a fishing family drama that earns its silences",
    authors=["Priscilla Vane"],
    date="2026-02-27",
    shape="film-review-review-jsonld-rating",
    byline='<div class="author-block">By Priscilla Vane</div>',
    dateline=f'<div class="post-meta">{time_el("2026-02-27T09:00:00-08:00", "Feb 27, 2026")}</div>',
    jsonld=[
        {
            "@context": "https://schema.org",
            "@type": "Review",
            "name": "‘The Long Tide’ review",
            "datePublished": "2026-02-27T09:00:00-08:00",
            "author": {"@type": "Person", "name": "Priscilla Vane"},
            "itemReviewed": {"@type": "Movie", "name": "The Long Tide"},
            "reviewRating": {"@type": "Rating", "ratingValue": 4, "bestRating": 5},
        }
    ],
    before='<div class="rating" aria-label="4 out of 5">★★★★☆</div><div class="film-facts">Rated PG-13 · 118 min · '
    "In theatres Friday</div>",
    blocks=[
        (
            P,
            "Nothing much happens in the first twenty minutes of “The Long Tide,” and that is the point. A father "
            "and two grown daughters mend nets on a cold dock, argue about money in half-sentences and wait for a "
            "brother who does not come home.",
        ),
        (
            P,
            "The director, working from her own script, trusts her actors to carry long takes without music. Most "
            "of the time they can. The younger daughter, played with wary stillness by a newcomer, gives the film "
            "its centre.",
        ),
        (
            P,
            "The last act reaches for a storm sequence that the budget cannot quite support, and a late speech "
            "spells out what the images had already said. These are small complaints about a film this "
            "patient.",
        ),
        (P, "See it on a big screen if you can; the sound of the harbour deserves it."),
    ],
)

# 36. bylined timeline story: intro paragraphs and a timestamped list
add(
    file="en-timeline-story.html",
    pub="ashcombe",
    path="/news/2026/03/01/how-the-grain-mill-fire-unfolded",
    title="How the grain mill fire unfolded, hour by hour",
    authors=["Mae Thornbury", "Luis Ortega"],
    date="2026-03-01",
    shape="timeline-story-list-entries",
    byline='<div class="css-by1ine">By Mae Thornbury and Luis Ortega</div>',
    dateline=f'<div class="css-dat3">{time_el("2026-03-01T12:00:00-06:00", "March 1, 2026")}</div>',
    metas=[og("article"), pub_time("2026-03-01T18:00:00Z")],
    blocks=[
        (
            P,
            "The fire at the Ashcombe grain mill burned for 14 hours and forced the evacuation of 300 homes. "
            "Interviews with firefighters, neighbours and mill workers show how it spread.",
        ),
        (
            "li",
            [
                "9:40 p.m. Friday — A worker reports smoke from the dust collector on the roof.",
                "9:52 p.m. — The first engine arrives; flames are visible through the top windows.",
                "11:15 p.m. — A silo wall fails and burning grain spills into the rail yard.",
                "1:30 a.m. Saturday — Police begin door-to-door evacuations east of Third Street.",
                "6:00 a.m. — Crews from four counties bring the fire under control.",
                "11:40 a.m. — The last hot spots are out; residents are allowed home.",
            ],
        ),
        (
            P,
            "Fire investigators said on Sunday that dust in the collector was the most likely cause. The mill's "
            "owner said it would cooperate fully and pay for cleaning of affected homes.",
        ),
    ],
)

# 37. editor's note at the top (not body)
add(
    file="en-editors-note-updated-story.html",
    pub="pinecrest",
    path="/news/2026/03/03/county-clerk-resigns",
    title="County clerk resigns after audit finds missing fees",
    authors=["Jordan Ellis"],
    date="2026-03-03",
    shape="editors-note-top-not-body",
    byline='<p class="byline">By Jordan Ellis</p>',
    dateline=f'<p class="byline">{time_el("2026-03-03T16:20:00-06:00", "March 3, 2026")}</p>',
    metas=[og("article"), author_meta("Jordan Ellis"), pub_time("2026-03-03T22:20:00Z")],
    before='<div class="editors-note"><em>Editor’s note: This story has been updated to include a statement from the '
    "clerk’s attorney.</em></div>",
    blocks=[
        (
            P,
            "Pinecrest County Clerk Randall Poe resigned on Tuesday, a week after a state audit found that about "
            "84,000 dollars in marriage licence and recording fees could not be accounted for.",
        ),
        (
            P,
            "The audit covered three years and found cash deposits that did not match receipts on 112 days. It "
            "did not accuse anyone of theft but referred the findings to the state police.",
        ),
        (
            P,
            "Poe's attorney said his client had done nothing wrong and was stepping down so the office could "
            '"move forward without distraction."',
        ),
        (P, "The county board will appoint an interim clerk next week."),
    ],
)

# 38. bylined buying guide (an article, like holdout4's roundup; product cards are not body)
add(
    file="en-buying-guide-bylined.html",
    pub="harrow",
    path="/lifestyle/how-to-choose-a-walking-boot",
    title="How to choose a walking boot that will last",
    authors=["Bethan Lloyd"],
    date="2026-02-18",
    shape="bylined-buying-guide-product-cards",
    byline="<np-byline>By Bethan Lloyd</np-byline>",
    dateline=f"<np-timestamp>{time_el('2026-02-18T12:00:00+00:00', '18 February 2026')}</np-timestamp>",
    metas=[og("article"), pub_time("2026-02-18T12:00:00+00:00")],
    blocks=[
        (
            P,
            "I have walked about 2,000 miles in the past five years testing boots for this page, on Pennine bog, "
            "Welsh scree and a lot of wet pavement. These are the things that matter more than the price tag.",
        ),
        (H, "Fit before features"),
        (
            P,
            "Try boots on in the afternoon, when your feet are at their largest, and wear the socks you walk in. "
            "Your heel should not lift more than a few millimetres on a slope.",
        ),
        (
            "x",
            '<div class="product-card"><b>Fellside Trail Mid</b> £129 <a class="buy" href="/go/1">Buy at '
            "Outdoor Hut</a></div>",
        ),
        (H, "Leather or fabric"),
        (
            P,
            "Leather lasts longer and can be resoled, but it is heavier and takes weeks to break in. Fabric boots "
            "are comfortable from day one and usually worn out in two seasons.",
        ),
        (
            "x",
            '<div class="product-card"><b>Carreg Leather GTX</b> £189 <a class="buy" href="/go/2">Buy at '
            "Peak Supply</a></div>",
        ),
        (H, "Waterproof linings"),
        (
            P,
            "A membrane keeps puddles out but also keeps sweat in. For summer walking on dry paths, an unlined "
            "boot is often the better choice.",
        ),
        (P, "Whatever you buy, keep the receipt and walk around the house in them for a week before they see mud."),
    ],
)

# 39. unsigned sports preview written as news, probable lineups are not body
add(
    file="en-unsigned-sports-preview.html",
    pub="kestrel",
    path="/sports/story/hawks-host-miners-playoff-spot",
    title="Hawks host Miners with a playoff spot at stake",
    date="2026-03-06",
    shape="unsigned-sports-preview-no-types-lineups-box",
    h1_html='<div class="headline-text" role="heading" aria-level="1">Hawks host Miners with a playoff spot at '
    "stake</div>",
    dateline='<div class="timestamp">Mar 6, 2026</div>',
    blocks=[
        (
            P,
            "The Kestrel Hawks can clinch the last playoff spot in the Mountain League on Saturday night if they "
            "beat the Granite Miners at home, a team they have not beaten this season.",
        ),
        (
            P,
            "The Hawks have won five straight since goalie Ana Brill returned from a knee injury, allowing fewer "
            "than two goals a game. The Miners lead the league in power-play goals.",
        ),
        (
            P,
            "Coach Dave Ruiz said the team would be without forward Tomas Hale, who was suspended for a hit in "
            "Wednesday's game.",
        ),
        (P, "Faceoff is at 7 p.m. at the Valley Ice Center. Tickets remain for the upper bowl."),
    ],
    after='<div class="lineups"><b>Probable lines</b><div>Hawks: Brill; Ortiz, Kane; Vela, Moss, Pike</div>'
    "<div>Miners: Reddy; Falk, Young; Cho, Barr, Lutz</div></div>",
)

# 40. story split by an ad with a "Story continues below" label (the label is not body)
add(
    file="en-story-continues-below-ad.html",
    pub="tide",
    path="/index.php/news/452-ferry-fares-rise",
    title="Ferry fares to rise 12 per cent as fuel costs bite",
    authors=["Cal Brennan"],
    date="2026-03-11",
    shape="story-split-by-ad-continues-below-label",
    byline='<dl class="article-info text-muted"><dd class="createdby">Written by Cal Brennan</dd><dd class="published">'
    '<time datetime="2026-03-11T09:15:00-04:00" itemprop="datePublished">Published: 11 March 2026</time></dd>'
    "</dl>",
    blocks=[
        (
            P,
            "Fares on the Tidewater island ferry will rise by 12 per cent on April 1, the ferry authority decided "
            "on Tuesday, the largest increase in a decade.",
        ),
        (
            P,
            "A single adult crossing will cost 7.30 dollars and a car with driver 31 dollars. Island residents "
            "with a permit will pay 8 per cent more.",
        ),
        (
            "x",
            '<div class="inline-ad"><span>Story continues below advertisement</span><div class="ad-slot" '
            'data-slot="mid"></div></div>',
        ),
        (
            P,
            "The authority blamed diesel prices and a new crew agreement. Its director said the alternative was "
            "cutting the early morning sailing that commuters depend on.",
        ),
        (
            P,
            "Island businesses said the increase would hurt summer trade. The authority will review fares again "
            "in the autumn.",
        ),
    ],
)
