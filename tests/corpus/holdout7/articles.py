# ruff: noqa: RUF001, RUF005  (multilingual synthetic text; long literal lines are page text)
"""The article pages of the seventh held-out set: texts and per-page markup (all text synthetic)."""

from __future__ import annotations

from typing import Any


def P(*texts: str) -> list[tuple[str, Any]]:
    return [("p", t) for t in texts]


def BY(text: str) -> str:
    return f'<p class="byline">{text}</p>'


def DT(text: str, iso: str | None = None) -> str:
    if iso:
        return f'<p class="dateline"><time datetime="{iso}">{text}</time></p>'
    return f'<p class="dateline">{text}</p>'


def NA(headline: str, url: str, date: str, authors: list[str], site: str) -> dict[str, Any]:
    return {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": headline,
        "url": url,
        "datePublished": date,
        "author": [{"@type": "Person", "name": n} for n in authors] or {"@type": "Organization", "name": site},
        "publisher": {"@type": "Organization", "name": site},
    }


A: list[dict[str, Any]] = []


def art(**kw: Any) -> None:
    kw.setdefault("is_article", True)
    kw.setdefault("kind", "article")
    A.append(kw)


# 1 unsigned wire story with an "At a glance" box, date only as text in a wire format, no types
art(
    file="wire-glance-unsigned.html",
    pub="tide",
    path="/wire/2026/nov/ferry-fire-crew-rescued-7731",
    title="Crew of burning cargo ferry rescued off the cape",
    dateline=DT("11 NOV 2026 / 0615 ET / WIRE"),
    pre='<div class="factbox"><h4>At a glance</h4><ul><li>All 14 crew members rescued</li>'
    "<li>Fire started in the vehicle deck</li><li>Ship towed to Port Harlan</li></ul></div>",
    blocks=P(
        "PORT HARLAN — All fourteen crew members of a cargo ferry that caught fire off the cape late on Tuesday "
        "were lifted to safety by two coast guard helicopters, officials said early Wednesday.",
        "The fire broke out on the vehicle deck shortly before 11 p.m., about nine miles offshore, and spread to "
        "two refrigerated trailers before the crew sealed the deck and released its extinguishing system.",
        "A coast guard spokeswoman said three sailors were treated for smoke inhalation and one for a sprained "
        "ankle. None of the injuries was thought to be serious.",
        "A salvage tug reached the vessel at dawn and began towing it toward Port Harlan, where investigators "
        "from the transport safety board are expected to board it on Thursday.",
        "The operator said the ferry had passed its annual fire inspection in June and that it would cooperate "
        "fully with the investigation.",
    ),
    date="2026-11-11",
    authors=[],
    shape="wire-unsigned-glance-box-text-date-only",
)

# 2 bullet-point story, neither typed nor signed
art(
    file="bullets-untyped.html",
    pub="kiln",
    path="/news/local/water-main-break-what-we-know",
    title="Water main break on Granger Avenue: what we know so far",
    dateline=DT("Last updated Tuesday 4:40 p.m. · Nov. 10, 2026"),
    wrap="div",
    blocks=P(
        "A 36-inch water main burst under Granger Avenue just after noon on Tuesday, flooding two blocks and "
        "cutting service to part of the east side."
    )
    + [
        (
            "ul",
            [
                "About 1,800 homes have low or no water pressure, the utility says.",
                "Granger Avenue is closed between 4th and 9th streets and will stay closed overnight.",
                "A boil-water notice covers the area east of the rail line until further notice.",
                "Crews expect to finish the repair by Thursday morning.",
                "Bottled water is being handed out at the Eastfield community centre until 9 p.m.",
            ],
        )
    ]
    + P("The utility said the main was installed in 1962 and had been scheduled for replacement in 2028."),
    date="2026-11-10",
    authors=[],
    shape="bullet-story-no-types-no-byline",
)

# 3 one-paragraph cricket result with a scorecard
art(
    file="cricket-result-scorecard.html",
    pub="quay",
    path="/sport/cricket/2026/11/08/harbour-cc-win-final",
    title="Harbour CC clinch the twenty-over final by six wickets",
    og="article",
    ptime="2026-11-08T18:55:00+00:00",
    blocks=P(
        "Harbour CC won the county twenty-over final at the Saltmarsh ground on Sunday, chasing 148 with 11 "
        "balls to spare after Dev Raman's unbeaten 61 steadied the innings from 38 for 3."
    ),
    post='<table class="data scorecard"><caption>Scorecard</caption><tr><th>Batting</th><th>R</th><th>B</th></tr>'
    "<tr><td>D. Raman not out</td><td>61</td><td>44</td></tr><tr><td>K. Osei c Lowe b Pratt</td><td>27</td>"
    "<td>22</td></tr><tr><td>M. Hale b Pratt</td><td>4</td><td>6</td></tr><tr><td>Extras</td><td>9</td><td></td>"
    "</tr><tr><td>Total (4 wkts, 18.1 overs)</td><td>149</td><td></td></tr></table>",
    date="2026-11-08",
    authors=[],
    shape="one-paragraph-result-scorecard",
)

# 4 unsigned event preview written as news
art(
    file="lantern-preview-unsigned.html",
    pub="moor",
    path="/whats-on/lantern-parade-returns-to-the-quay",
    title="Lantern parade returns to the quay after two-year break",
    dateline=DT("9th November 2026"),
    blocks=P(
        "The Northmoor lantern parade will return on Saturday for the first time since 2024, when storms forced "
        "organisers to cancel it at the last minute and a funding gap kept it off the calendar last year.",
        "About 600 walkers are expected to carry willow-and-paper lanterns from the library to the quay, where "
        "the procession ends with a fire garden on the old slipway.",
        "The route has been shortened to avoid the roadworks on Chapel Street, and the council says the quay "
        "car park will close from 3 p.m.",
        "Workshops held in eleven schools over the past month produced most of the lanterns, including a "
        "four-metre heron built by pupils at Brackenside Primary.",
        "The parade sets off at 5.30 p.m. Organisers are asking spectators to stay behind the barriers on the "
        "harbour wall.",
    ),
    date="2026-11-09",
    authors=[],
    shape="unsigned-event-preview-as-news",
)

# 5 Swahili story "Na ..." with a text date, Tilda divs
art(
    file="sw-na-byline-tilda.html",
    pub="pwani",
    path="/habari/kitaifa/wavuvi-wapata-boti-mpya",
    title="Wavuvi wa Kilifi wapata boti mpya za kisasa",
    byline='<div class="t-descr">Na Baraka Otieno</div>',
    dateline='<div class="t-descr">Alhamisi, 12 Novemba 2026</div>',
    blocks=P(
        "Vikundi vitano vya wavuvi katika kaunti ya Kilifi vimepokea boti kumi mpya zenye injini za kisasa, "
        "hatua inayotarajiwa kuongeza kipato cha familia zaidi ya mia tatu.",
        "Boti hizo zimenunuliwa kwa ushirikiano kati ya serikali ya kaunti na chama cha ushirika cha wavuvi, "
        "ambapo kila kikundi kitalipa nusu ya gharama kwa muda wa miaka mitano.",
        "Mwenyekiti wa chama hicho, Bi. Mwanaisha Said, alisema boti za zamani za mbao hazikuweza kwenda mbali "
        "baharini, hivyo wavuvi walibaki karibu na pwani ambako samaki wamepungua.",
        "Afisa wa uvuvi wa kaunti aliongeza kuwa wavuvi wote watapata mafunzo ya usalama baharini kabla ya "
        "kuanza kutumia boti hizo mwezi ujao.",
    ),
    date="2026-11-12",
    authors=["Baraka Otieno"],
    shape="swahili-na-byline-text-date-divs",
)

# 6 very short brief with a "Staff reporter" byline
art(
    file="brief-two-sentences-staff.html",
    pub="fen",
    path="/news/2026/11/10/bridge-reopens",
    title="Old bridge reopens to cyclists",
    byline=BY("Staff reporter"),
    dateline=DT("10 November 2026", "2026-11-10T08:10:00+00:00"),
    blocks=P(
        "The Oldbridge footbridge reopened to cyclists and walkers on Tuesday morning after six weeks of "
        "repairs to its deck.",
        "Motor scooters remain banned from the crossing.",
    ),
    date="2026-11-10",
    authors=[],
    shape="very-short-brief-staff-reporter",
)

# 7 Q&A interview
art(
    file="qa-interview-conducted-by.html",
    pub="lark",
    path="/culture/2026/11/07/a-life-in-lighthouses",
    title="'Every lighthouse has a voice': a keeper's last season",
    og="article",
    byline=BY("Conducted by Tomasz Wilk"),
    dateline=DT("7 November 2026", "2026-11-07T09:00:00+10:00"),
    blocks=P(
        "Maureen Calder has kept the light at Cape Larkin for 31 years. In December the station becomes fully "
        "automatic, and she will leave the island. We spoke the week her replacement arrived: a box of "
        "circuit boards."
    )
    + [("q", "What will you miss first?")]
    + P(
        "The sound. Every lighthouse has a voice — the wind in the gallery rail, the generator, the gulls. I "
        "will wake up in town and the silence will be wrong."
    )
    + [("q", "Was automation a surprise?")]
    + P(
        "No. We were told in 2019 it was coming. What surprised me was how much of the job the machines cannot "
        "see: a boat in trouble without a radio, a swimmer who should not be there."
    )
    + [("q", "What happens to the keeper's cottage?")]
    + P(
        "The trust wants to open it to visitors in summer. I have left them my logbooks, forty of them, and a "
        "list of which windows leak."
    ),
    date="2026-11-07",
    authors=["Tomasz Wilk"],
    shape="qa-interview-conducted-by",
)

# 8 first-person column with the author named only at the end
art(
    file="column-first-person-signed-at-end.html",
    pub="rain",
    path="/opinion/i-gave-up-my-car-for-a-year",
    title="I gave up my car for a year. Here is what it cost me",
    kicker="Column",
    blocks=P(
        "Twelve months ago I sold my hatchback to a man from Copperton who paid in cash and drove away "
        "without looking back. I had promised myself a year of buses, bikes and borrowed lifts.",
        "The first month was the hardest. I learned that the 42 bus does not run on Sunday evenings, and that "
        "a bag of shopping weighs more on a bicycle than it does in a boot.",
        "By spring I had a rhythm. I planned my week around the timetable and found that I read more, because "
        "the bus gave me forty minutes each way that the car had eaten.",
        "Money was the surprise. Without insurance, fuel and repairs I saved a little over four thousand "
        "dollars, even after the taxis I took when the weather turned.",
        "I will not pretend it suits everyone. But I have not bought another car, and I do not think I will.",
    ),
    post='<p class="author-sign"><em>— Hana Whitcombe writes a fortnightly column for the Observer.</em></p>',
    dateline=DT("Sat 7 Nov 2026"),
    date="2026-11-07",
    authors=["Hana Whitcombe"],
    shape="first-person-column-signed-at-end",
)

# 9 story in many one-word-headed sections (Nuxt 3)
art(
    file="one-word-sections-nuxt.html",
    pub="lark",
    path="/news/2026/11/09/council-budget-in-eight-parts",
    title="Council budget: the plan in eight parts",
    og="article",
    ptime="2026-11-09T06:30:00+10:00",
    byline=BY("By Priya Ramanathan"),
    blocks=[
        ("h", "Rates"),
        ("p", "Household rates rise 3.9 per cent from July, below the 5 per cent flagged in March."),
        ("h", "Roads"),
        ("p", "Road resurfacing gets 14 million dollars, most of it for the coast road."),
        ("h", "Pools"),
        ("p", "The Larkhill pool stays open all year after a petition with 4,000 signatures."),
        ("h", "Libraries"),
        ("p", "Opening hours return to six days a week at all three branches."),
        ("h", "Jobs"),
        ("p", "Twenty-two vacant positions will not be filled."),
        ("h", "Debt"),
        ("p", "Borrowing falls for the second year in a row."),
        ("h", "Parks"),
        ("p", "Two new playgrounds are planned for the northern suburbs."),
        ("h", "Next"),
        ("p", "Councillors vote on the plan on 24 November after a two-week public comment period."),
    ],
    dateline=DT("9 November 2026", "2026-11-09T06:30:00+10:00"),
    date="2026-11-09",
    authors=["Priya Ramanathan"],
    shape="eight-one-word-sections",
)

# 10 story in divs only, date only as "Tue 10.11.26 / 19:05"
art(
    file="divs-only-dotted-date.html",
    pub="rain",
    path="/n/88412",
    title="Night trains to Copperton cut from January",
    hl="div",
    dateline='<div class="t-descr">Tue 10.11.26 / 19:05</div>',
    blocks=P(
        "The regional rail operator will end its two night services to Copperton from 4 January, saying fewer "
        "than thirty passengers a night used them.",
        "The last departure from Rainford will leave at 22:50 instead of 01:15, a change that shift workers at "
        "the port say will leave them without a way home.",
        "A union representative said about 200 workers finish at midnight and that a replacement bus promised "
        "by the operator has no timetable yet.",
        "The operator said it would review the decision in March if passenger numbers on the late bus justify it.",
    ),
    date="2026-11-10",
    authors=[],
    shape="divs-only-no-h1-dotted-two-digit-year-date",
)

# 11 Hebrew in ISO-8859-8, legacy HTML, right to left
art(
    file="he-iso88598-legacy.html",
    pub="hof",
    path="/news/local/2026/11/10/1042.html",
    title="נמל הדייגים בעכו יורחב עד סוף 2027",
    enc="iso-8859-8",
    declare="http-equiv",
    byline="<P><FONT SIZE=2>מאת דנה לוי</FONT>\n",
    dateline="<P><FONT SIZE=2>10.11.2026 09:20</FONT>\n",
    blocks=P(
        "משרד התחבורה אישר את תוכנית ההרחבה של נמל הדייגים, שתכלול רציף חדש ומקום לשלושים סירות נוספות.",
        "לפי התוכנית, העבודות יתחילו באביב ויימשכו כעשרים חודשים. עלות הפרויקט מוערכת בכשישים מיליון שקלים.",
        "הדייגים בנמל אומרים כי הרציף הקיים צפוף מדי, ובימי סערה הסירות נפגעות זו מזו.",
        "ראש העירייה אמר כי ההרחבה תאפשר גם לפתוח מסעדות ודוכני דגים על הטיילת.",
    ),
    date="2026-11-10",
    authors=["דנה לוי"],
    shape="hebrew-iso-8859-8-legacy-rtl",
)

# 12 Bulgarian in ISO-8859-5
art(
    file="bg-iso88595-plone.html",
    pub="zora",
    path="/novini/balgariya/2026/11/11/novi-avtobusi",
    title="Варна получава 40 нови електрически автобуса",
    enc="iso-8859-5",
    og="article",
    ptime="2026-11-11T07:45:00+02:00",
    byline=BY("Автор: Мария Георгиева"),
    dateline=DT("11 ноември 2026, 07:45"),
    blocks=P(
        "Общината във Варна подписа договор за доставка на 40 нови електрически автобуса, които ще заменят "
        "най-старите машини в градския транспорт.",
        "Първите десет автобуса трябва да пристигнат през март, а останалите до края на следващата година. "
        "Проектът се финансира основно с европейски средства.",
        "Според транспортната компания новите машини ще намалят разходите за гориво с около една трета.",
        "Две от депата ще бъдат оборудвани със зарядни станции, като работите започват още този месец.",
    ),
    date="2026-11-11",
    authors=["Мария Георгиева"],
    shape="bulgarian-iso-8859-5",
)

# 13 Vietnamese in windows-1258, author at the end in bold
art(
    file="vi-cp1258-author-at-end.html",
    pub="songhong",
    path="/thoi-su/cau-moi-qua-song-duong-4471.html",
    title="Khởi công cầu mới qua sông Đuống",
    enc="windows-1258",
    declare="header",
    dateline=DT("Thứ Ba, 10/11/2026, 08:30 (GMT+7)"),
    blocks=P(
        "Sáng nay, thành phố đã khởi công xây dựng cây cầu mới qua sông Đuống với tổng vốn hơn hai nghìn tỷ đồng.",
        "Cầu dài gần một cây số, có bốn làn xe và hai làn dành cho xe đạp. Dự kiến công trình hoàn thành sau ba năm.",
        "Người dân hai bên sông cho biết cây cầu cũ thường xuyên ùn tắc vào giờ cao điểm.",
        "Chủ đầu tư cam kết giảm tiếng ồn và bụi trong quá trình thi công.",
    ),
    post='<p class="author" style="text-align:right"><strong>Nguyễn Thu Hà</strong></p>',
    date="2026-11-10",
    authors=["Nguyễn Thu Hà"],
    shape="vietnamese-cp1258-header-author-at-end",
)

# 14 Greek in windows-1253 with a genitive byline "Της ..."
art(
    file="el-cp1253-genitive-byline.html",
    pub="aigaio",
    path="/koinonia/2026/11/09/limani-syros",
    title="Νέα αίθουσα αναμονής στο λιμάνι της Σύρου",
    enc="windows-1253",
    og="article",
    byline=BY("Της Ελένης Παππά"),
    dateline=DT("09.11.2026 | 12:10"),
    blocks=P(
        "Σε λειτουργία τέθηκε από σήμερα η νέα αίθουσα αναμονής επιβατών στο λιμάνι της Σύρου.",
        "Η αίθουσα χωράει διακόσια άτομα και διαθέτει κλιματισμό, χώρο για αποσκευές και σημεία φόρτισης.",
        "Ο λιμενάρχης δήλωσε ότι το έργο ολοκληρώθηκε δύο μήνες νωρίτερα από το χρονοδιάγραμμα.",
        "Οι επιβάτες μέχρι τώρα περίμεναν τα πλοία σε ένα μικρό υπόστεγο χωρίς καθίσματα.",
    ),
    date="2026-11-09",
    authors=["Ελένης Παππά"],
    shape="greek-cp1253-genitive-byline",
)

# 15 Latvian in ISO-8859-13
art(
    file="lv-iso885913-elementor.html",
    pub="daugava",
    path="/zinas/2026/11/09/jauns-tilts",
    title="Daugavpilī sāk būvēt jaunu gājēju tiltu",
    enc="iso-8859-13",
    byline=BY("Autors: Jānis Kalniņš"),
    dateline=DT("2026. gada 9. novembrī"),
    blocks=P(
        "Daugavpilī sākta jauna gājēju un velosipēdistu tilta būvniecība pāri Šūņupei.",
        "Tilts būs 120 metrus garš, un to plānots pabeigt nākamā gada rudenī.",
        "Pašvaldība norāda, ka līdzšinējais tilts ir avārijas stāvoklī un ziemā tiks slēgts.",
        "Būvdarbu laikā apkārtnē mainīsies autobusu pieturu izvietojums.",
    ),
    date="2026-11-09",
    authors=["Jānis Kalniņš"],
    shape="latvian-iso-8859-13-text-date",
)

# 16 Georgian, UTF-8
art(
    file="ka-georgian-squarespace.html",
    pub="mtkvari",
    path="/news/2026/11/08/metro-station",
    title="თბილისში მეტროს ახალი სადგური გაიხსნება",
    og="article",
    ptime="2026-11-08T10:00:00+04:00",
    byline=BY("ავტორი: ნინო ბერიძე"),
    dateline=DT("8 ნოემბერი, 2026"),
    blocks=P(
        "თბილისის მერიამ განაცხადა, რომ მეტროს ახალი სადგური მომავალი წლის გაზაფხულზე გაიხსნება.",
        "სადგური ემსახურება დაახლოებით ოცდაათი ათას მგზავრს დღეში.",
        "მშენებლობა ოთხი წლის წინ დაიწყო და რამდენჯერმე შეჩერდა.",
        "მერიის თქმით, სადგურთან ახალი ავტობუსის გაჩერებაც მოეწყობა.",
    ),
    date="2026-11-08",
    authors=["ნინო ბერიძე"],
    shape="georgian-utf8",
)

# 17 Nepali with a Bikram Sambat visible date and an ISO meta
art(
    file="ne-bikram-sambat-date.html",
    pub="sagarmatha",
    path="/samachar/2083/07/24/pokhara-airport",
    title="पोखरामा अन्तर्राष्ट्रिय उडान बढ्ने",
    og="article",
    ptime="2026-11-10T07:15:00+05:45",
    byline=BY("रमेश अधिकारी"),
    dateline=DT("२०८३ कात्तिक २४, मंगलबार"),
    blocks=P(
        "पोखरा अन्तर्राष्ट्रिय विमानस्थलबाट आगामी महिनादेखि थप दुई विदेशी उडान सुरु हुने भएको छ।",
        "विमानस्थलका अनुसार नयाँ उडानले पर्यटकको संख्या बढाउन मद्दत गर्नेछ।",
        "स्थानीय होटल व्यवसायीहरूले यो निर्णयको स्वागत गरेका छन्।",
        "तर यात्रुहरूले विमानस्थलसम्म पुग्ने सडक अझै साँघुरो रहेको गुनासो गरेका छन्।",
    ),
    date="2026-11-10",
    authors=["रमेश अधिकारी"],
    shape="nepali-bikram-sambat-visible-iso-meta",
)

# 18 Japanese in ISO-2022-JP, wire dateline, no author
art(
    file="ja-iso2022jp-kyodo-style.html",
    pub="umi",
    path="/news/20261111/a0092.html",
    title="漁港の防波堤かさ上げへ　高潮対策で県が計画",
    enc="iso-2022-jp",
    declare="http-equiv",
    dateline="<P><FONT SIZE=2>2026年11月11日 07時30分</FONT>\n",
    blocks=P(
        "【浜浦】県は10日、台風による高潮被害を防ぐため、浜浦漁港の防波堤を約1メートルかさ上げする計画を発表した。",
        "昨年の台風では港内の倉庫が浸水し、漁具や冷蔵設備に大きな被害が出た。",
        "工事は来年春に始まり、完成は2029年度の見込み。総事業費は約18億円。",
        "漁協の組合長は「ようやく安心して船を置ける」と話した。",
    ),
    date="2026-11-11",
    authors=[],
    shape="iso-2022-jp-http-equiv-legacy-no-author",
)

# 19 Hong Kong Chinese in Big5-HKSCS, AEM
art(
    file="zh-big5hkscs-aem.html",
    pub="victoria",
    path="/news/hk/20261109/00176",
    title="屯門新渡輪航線下月啟航",
    enc="big5-hkscs",
    og="article",
    ptime="2026-11-09T06:40:00+08:00",
    byline=BY("記者 陳嘉欣"),
    dateline=DT("2026年11月09日 06:40"),
    blocks=P(
        "運輸署宣布，來往屯門與中環的新渡輪航線將於下月一日啟航，每日提供十二班船。",
        "新航線全程約四十分鐘，比乘搭巴士節省近半小時，成人單程票價為二十八元。",
        "屯門區議員歡迎決定，但指碼頭一帶泊車位不足，希望當局增設接駁巴士。",
        "營辦商表示，如乘客反應理想，明年會考慮增加假日班次。",
    ),
    date="2026-11-09",
    authors=["陳嘉欣"],
    shape="big5-hkscs-reporter-prefix",
)

# 20 Welsh, "Gan ..."
art(
    file="cy-gan-byline-plone.html",
    pub="taf",
    path="/newyddion/2026/11/10/ysgol-newydd",
    title="Ysgol Gymraeg newydd i agor ym Mhontypridd",
    og="article",
    ptime="2026-11-10T11:20:00+00:00",
    byline=BY("Gan Rhys ap Gwilym"),
    dateline=DT("10 Tachwedd 2026"),
    blocks=P(
        "Bydd ysgol gynradd Gymraeg newydd yn agor ym Mhontypridd ym mis Medi, meddai'r cyngor sir.",
        "Bydd lle i 420 o ddisgyblion yn yr ysgol, sydd wedi costio 18 miliwn o bunnoedd.",
        "Dywedodd rhieni fod galw mawr am addysg Gymraeg yn yr ardal a bod yr ysgol bresennol yn llawn.",
        "Bydd y cyngor yn cynnal noson agored i deuluoedd ym mis Ionawr.",
    ),
    date="2026-11-10",
    authors=["Rhys ap Gwilym"],
    shape="welsh-gan-byline",
)

# 21 Catalan, two authors joined by "i"
art(
    file="ca-two-authors-i.html",
    pub="ebre",
    path="/actualitat/2026/11/08/delta-arros-collita",
    title="La collita d'arròs del Delta cau un 12%",
    og="article",
    ptime="2026-11-08T19:30:00+01:00",
    byline=BY("Per Laia Puig i Jordi Vidal"),
    dateline=DT("08/11/2026 19:30"),
    blocks=P(
        "La collita d'arròs del Delta de l'Ebre ha caigut un 12% respecte de l'any passat, segons les dades de "
        "les cooperatives.",
        "Els pagesos atribueixen la baixada a la salinitat de l'aigua i a les pluges de setembre.",
        "La Generalitat estudia ajuts per als productors més afectats.",
        "Les cooperatives demanen també més inversió en la protecció de la costa.",
    ),
    date="2026-11-08",
    authors=["Laia Puig", "Jordi Vidal"],
    shape="catalan-two-authors-i",
)

# 22 Croatian "Piše:"
art(
    file="hr-pise-liferay.html",
    pub="drava",
    path="/vijesti/osijek/2026/11/11/tramvaj",
    title="Osijek dobiva tri nova tramvaja",
    og="article",
    byline=BY("Piše: Ivana Horvat"),
    dateline=DT("11. studenoga 2026. u 08:05"),
    blocks=P(
        "Gradski prijevoznik u Osijeku potpisao je ugovor o nabavi tri nova niskopodna tramvaja.",
        "Prvi tramvaj trebao bi stići u lipnju, a ostala dva do kraja godine.",
        "Nabava se financira iz europskih fondova i gradskog proračuna.",
        "Putnici se godinama žale na stare tramvaje koji se često kvare zimi.",
    ),
    date="2026-11-11",
    authors=["Ivana Horvat"],
    shape="croatian-pise-label-text-date",
)

# 23 Amharic, UTF-8, "ዘጋቢ:" (reporter)
art(
    file="am-amharic-elementor.html",
    pub="abay",
    path="/zena/2026/11/09/water-project",
    title="በባህር ዳር አዲስ የውሃ ፕሮጀክት ተጀመረ",
    og="article",
    ptime="2026-11-09T09:00:00+03:00",
    byline=BY("ዘጋቢ: ሰላም ተስፋዬ"),
    dateline=DT("ኅዳር 9, 2026"),
    blocks=P(
        "በባህር ዳር ከተማ ለሁለት መቶ ሺህ ነዋሪዎች ንጹህ ውሃ የሚያቀርብ አዲስ ፕሮጀክት ተጀመረ።",
        "ፕሮጀክቱ በሁለት ዓመት ውስጥ ይጠናቀቃል ተብሎ ይጠበቃል።",
        "የከተማው ነዋሪዎች ለረጅም ጊዜ የውሃ እጥረት እንደነበረባቸው ተናግረዋል።",
        "የከተማው አስተዳደር ሥራው በወቅቱ እንዲጠናቀቅ ክትትል እንደሚያደርግ ገልጿል።",
    ),
    date="2026-11-09",
    authors=["ሰላም ተስፋዬ"],
    shape="amharic-reporter-label",
)

# 24 Icelandic in ISO-8859-10, "Texti:"
art(
    file="is-iso885910-tilda.html",
    pub="fjord",
    path="/frettir/2026/11/10/ferja",
    title="Ný ferja til Seyðisfjarðar í vor",
    enc="iso-8859-10",
    declare="header",
    byline='<div class="t-descr">Texti: Guðrún Jónsdóttir</div>',
    dateline='<div class="t-descr">10. nóvember 2026</div>',
    blocks=P(
        "Ný farþegaferja hefur siglingar milli Seyðisfjarðar og Færeyja í apríl, að sögn útgerðarinnar.",
        "Ferjan tekur 600 farþega og 200 bíla og er mun sparneytnari en sú gamla.",
        "Bæjarstjórinn segir að ferjan skipti miklu máli fyrir ferðaþjónustu á Austurlandi.",
        "Fyrsta ferðin er áætluð 14. apríl.",
    ),
    date="2026-11-10",
    authors=["Guðrún Jónsdóttir"],
    shape="icelandic-iso-8859-10-header-text-date",
)

# 25 story with two embedded social posts (not body)
art(
    file="embedded-posts.html",
    pub="quay",
    path="/news/2026/11/09/seal-pup-on-the-slipway",
    title="Seal pup found asleep on the lifeboat slipway",
    og="article",
    ptime="2026-11-09T10:05:00+00:00",
    byline=BY("By Megan Ashdown"),
    blocks=P(
        "A grey seal pup spent Sunday morning asleep on the Quayside lifeboat slipway, drawing a crowd of "
        "onlookers and delaying a training launch by an hour.",
        "Volunteers cordoned off the ramp and called a marine rescue charity, whose medics said the pup was "
        "healthy and simply resting.",
    )
    + [
        (
            "raw",
            '<blockquote class="embed-post" data-platform="fediverse"><p>Our crew had a very small visitor '
            "this morning. Launch postponed until he wakes up.</p>— Quayside Lifeboat (@quaysidelb) Nov 8, 2026"
            "</blockquote>",
        )
    ]
    + P(
        "The pup returned to the water on the rising tide just before noon.",
        "The charity asks anyone who finds a seal on a beach to keep dogs away and stay at least 20 metres back.",
    )
    + [
        (
            "raw",
            '<blockquote class="embed-post" data-platform="photo"><p>He is off! Safe travels, little one.</p>'
            "— Quay Watch (@quaywatch)</blockquote>",
        )
    ],
    dateline=DT("9 November 2026", "2026-11-09T10:05:00+00:00"),
    date="2026-11-09",
    authors=["Megan Ashdown"],
    shape="embedded-social-posts",
)

# 26 live blog with updates: an article
LIVE = [
    ("6.52pm", "Polls have closed", "Counting begins at the leisure centre. Turnout staff say it felt busy."),
    ("8.15pm", "First box opened", "Postal votes from Fenwick East are being verified first."),
    ("10.40pm", "Recount in Larkhill North", "The Green candidate has asked for a recount after a 12-vote gap."),
    ("11.58pm", "Result declared", "Councillor Jo Barra holds the seat by 204 votes after the recount."),
]
art(
    file="liveblog-with-updates.html",
    pub="fen",
    path="/news/2026/11/05/by-election-live",
    title="Fenwick by-election: live updates as the count goes on",
    og="article",
    ptime="2026-11-05T18:30:00+00:00",
    byline=BY("By Sam Oduya and Clare Fenn"),
    ld={
        "@context": "https://schema.org",
        "@type": "LiveBlogPosting",
        "headline": "Fenwick by-election: live updates",
        "coverageStartTime": "2026-11-05T18:30:00+00:00",
        "author": [{"@type": "Person", "name": "Sam Oduya"}, {"@type": "Person", "name": "Clare Fenn"}],
    },
    blocks=[
        x
        for t, h, b in reversed(LIVE)
        for x in (("raw", f'<div class="entry"><time>{t}</time>'), ("h", h), ("p", b), ("raw", "</div>"))
    ],
    dateline=DT("5 November 2026"),
    date="2026-11-05",
    authors=["Sam Oduya", "Clare Fenn"],
    shape="live-blog-with-updates",
)

# 27 story whose headline is an <h2> under a section-name <h1>, bureau byline (no author)
art(
    file="h2-headline-bureau-byline.html",
    pub="tide",
    path="/world/2026/11/10/lagos-market-fire",
    title="Fire destroys hundreds of stalls at Lagos market",
    hl="h2",
    section_h1="World",
    byline=BY("From our Lagos bureau"),
    dateline=DT("November 10, 2026 8:15 a.m. ET"),
    blocks=P(
        "A fire that started before dawn on Tuesday destroyed several hundred stalls at one of Lagos's largest "
        "textile markets, traders said.",
        "Firefighters took more than four hours to bring the blaze under control, hampered by narrow lanes and "
        "a shortage of water.",
        "No deaths were reported. Traders said the losses would be heavy weeks before the holiday season.",
        "The state emergency agency said the cause was under investigation.",
    ),
    date="2026-11-10",
    authors=[],
    shape="h2-headline-bureau-byline",
)

# 28 weather news story (the forecast page is a non-article)
art(
    file="storm-news-story.html",
    pub="moor",
    path="/news/storm-ciaran-two-brings-flooding-to-coast",
    title="Storm brings flooding to coast roads and cuts power to 3,000 homes",
    og="article",
    ptime="2026-11-11T07:10:00+00:00",
    byline=BY("By Liam Carrick, Weather correspondent"),
    blocks=P(
        "Heavy rain and gusts of up to 70 mph flooded coast roads around Northmoor overnight and left about "
        "3,000 homes without power.",
        "The A184 was closed at Saltmarsh after the sea wall was overtopped at high tide, and two cars were "
        "abandoned in the water.",
        "The network operator said most customers should be reconnected by the afternoon.",
        "A yellow wind warning remains in place until 6pm on Wednesday.",
    ),
    dateline=DT("11 Nov 2026 07:10"),
    date="2026-11-11",
    authors=["Liam Carrick"],
    shape="weather-news-bylined-role",
)

# 29 markets story (the markets data page is a non-article)
art(
    file="markets-story.html",
    pub="kiln",
    path="/business/2026/11/10/grain-futures-slide",
    title="Grain futures slide as harvest beats forecasts",
    og="article",
    ptime="2026-11-10T16:45:00-06:00",
    byline=BY("By Ross Delaney"),
    ld=NA(
        "Grain futures slide as harvest beats forecasts",
        "https://www.kilnworthstandard.test/business/2026/11/10/grain-futures-slide",
        "2026-11-10T16:45:00-06:00",
        ["Ross Delaney"],
        "Kilnworth Standard",
    ),
    blocks=P(
        "Wheat and corn futures fell for a third day on Tuesday after the agriculture department raised its "
        "harvest estimate for the region.",
        "Corn for December delivery lost 2.1 per cent, its lowest close since August, while wheat fell 1.6 per cent.",
        "Traders said a dry October had let farmers finish harvesting early and fill elevators to capacity.",
        "Local elevator operators said storage space was now the main constraint, with some turning away "
        "trucks on Monday.",
    ),
    dateline=DT("Nov. 10, 2026 4:45 p.m. CST"),
    date="2026-11-10",
    authors=["Ross Delaney"],
    shape="markets-narrative-story",
)

# 30 election night story (the results table page is a non-article)
art(
    file="election-story.html",
    pub="tide",
    path="/politics/2026/11/04/mayor-race-called",
    title="Alvarez wins Tidewater mayor's race in a landslide",
    og="article",
    ptime="2026-11-04T01:20:00-05:00",
    byline=BY("By Noor Hassan"),
    blocks=P(
        "Rosa Alvarez was elected mayor of Tidewater on Tuesday, winning 61 per cent of the vote and every "
        "ward but one.",
        "Alvarez, a two-term council member, ran on a promise to rebuild the seawall and expand the bus system.",
        "Her opponent, businessman Carl Trent, conceded shortly after midnight.",
        "Turnout was 48 per cent, the highest for a mayoral election in two decades.",
    ),
    dateline=DT("November 4, 2026 1:20 a.m. EST"),
    date="2026-11-04",
    authors=["Noor Hassan"],
    shape="election-night-story-after-midnight",
)

# 31 theatre review with star rating
art(
    file="theatre-review.html",
    pub="rain",
    path="/culture/review-the-salt-house",
    title="The Salt House review: a quiet family drama that lands every blow",
    og="article",
    ptime="2026-11-06T21:00:00+12:00",
    author_meta="Oliver Tane",
    byline='<div class="t-descr">Oliver Tane</div>',
    pre='<div class="rating" aria-label="4 out of 5">★★★★☆</div>',
    blocks=P(
        "Nothing much happens in The Salt House, and that is its strength. Three sisters sort through their "
        "late father's fishing shed over one long afternoon.",
        "Director Amara Lowe keeps the pace slow and the light low, so that every opened drawer feels like a "
        "small detonation.",
        "The performances are superb, above all Ngaio Hart as the eldest sister, who says almost nothing for "
        "forty minutes and then cannot stop.",
        "The Salt House runs at the Harbour Theatre until 28 November.",
    ),
    dateline='<div class="t-descr">6 November 2026</div>',
    date="2026-11-06",
    authors=["Oliver Tane"],
    shape="review-star-rating-name-only-byline",
)

# 32 speech printed in full with an intro paragraph
art(
    file="speech-in-full.html",
    pub="fen",
    path="/news/2026/11/11/remembrance-address-in-full",
    title="'We owe them our attention': the mayor's Remembrance address in full",
    byline=BY("By Staff"),
    dateline=DT("11 November 2026", "2026-11-11T12:30:00+00:00"),
    blocks=P(
        "The mayor of Fenwick, Anita Shore, gave this address at the war memorial on Wednesday morning.",
        "Friends, thank you for standing here in the cold. We come every year, and every year there are fewer "
        "people here who remember the faces behind these names.",
        "That is why we owe them our attention. Not our grief — they would not want that — but our attention "
        "to the lives they left and the town they meant to come home to.",
        "So after today, look up one name. Find out where they lived, what they did. Then tell someone.",
    ),
    date="2026-11-11",
    authors=[],
    shape="speech-in-full-by-staff",
)

# 33 explainer in numbered sections
art(
    file="explainer-numbered.html",
    pub="lark",
    path="/news/2026/11/06/five-things-about-the-new-bin-rules",
    title="Five things to know about the new bin rules",
    og="article",
    ptime="2026-11-06T05:00:00+10:00",
    byline=BY("By Isla Moreau"),
    blocks=[
        ("h", "1. Food scraps get their own bin"),
        ("p", "From February every house gets a small green caddy collected weekly."),
        ("h", "2. Glass goes to the kerb"),
        ("p", "Glass can now go in the recycling bin instead of to the depot."),
        ("h", "3. Fortnightly rubbish"),
        ("p", "General waste moves to every second week."),
        ("h", "4. Fines are rare"),
        ("p", "The council says it will write to households before any penalty."),
        ("h", "5. Bigger bins on request"),
        ("p", "Families of six or more can ask for a larger bin at no cost."),
    ],
    dateline=DT("6 November 2026"),
    date="2026-11-06",
    authors=["Isla Moreau"],
    shape="numbered-section-explainer",
)

# 34 legacy hand-written weekly story, uppercase HTML, date as "Week of Nov. 9, 2026"
art(
    file="legacy-weekly-story.html",
    pub="copper",
    path="/archive/2026/1109/mine.html",
    title="Old Copperton mine opens for tours",
    byline="<P><FONT SIZE=2><B>By DALE HUTCHINS</B></FONT>\n",
    dateline="<P><FONT SIZE=2>Week of Nov. 9, 2026</FONT>\n",
    blocks=P(
        "The Red Hill mine, closed since 1971, opened to visitors last Saturday after a four-year restoration "
        "led by volunteers from the historical society.",
        "Guided tours take visitors 300 feet into the main adit, past the original ore carts and a "
        "blacksmith's forge rebuilt from photographs.",
        "Society president June Albers said more than 400 people booked in the first week.",
        "Tours run Saturdays at 10 a.m. and 1 p.m. through March.",
    ),
    date="2026-11-09",
    authors=["Dale Hutchins"],
    shape="html32-uppercase-week-of-date",
)

# 35 obituary written as news, bylined
art(
    file="obituary-news.html",
    pub="moor",
    path="/news/obituary-ferry-captain-who-never-missed-a-crossing",
    title="Ferry captain who never missed a crossing dies at 88",
    og="article",
    ptime="2026-11-08T14:00:00+00:00",
    byline=BY("By Ruth Ellery"),
    blocks=P(
        "Captain Alun Prys, who took the Northmoor ferry across the estuary for 39 years without missing a "
        "scheduled crossing, has died aged 88.",
        "He joined the ferry as a deckhand in 1956 and became its master in 1968, steering it through fog, "
        "gales and the great freeze of 1979.",
        "Passengers remembered him for his weather forecasts, shouted from the wheelhouse, which were said "
        "to be more reliable than the radio's.",
        "He is survived by his wife, Margaret, three children and seven grandchildren.",
    ),
    dateline=DT("8 November 2026"),
    date="2026-11-08",
    authors=["Ruth Ellery"],
    shape="obituary-as-news",
)

# 36 court story with a timeline sidebar (not body)
art(
    file="court-story-timeline-box.html",
    pub="kiln",
    path="/news/crime/2026/11/09/contractor-sentenced",
    title="Contractor jailed for taking deposits for roofs he never built",
    og="article",
    ptime="2026-11-09T15:30:00-06:00",
    byline=BY("By Tanya Brooks | tbrooks@kilnworthstandard.test"),
    pre='<aside class="factbox"><h4>Timeline</h4><ol><li>2023: first complaints</li><li>2024: arrest</li>'
    "<li>2026: guilty plea</li></ol></aside>",
    blocks=P(
        "A Kilnworth roofing contractor was sentenced to four years in prison on Monday for taking more than "
        "$310,000 in deposits from homeowners for work he never started.",
        "Judge Marion Webb said Darren Pike had preyed on elderly customers after the 2023 hailstorm.",
        "Pike, 47, pleaded guilty in August to eleven counts of theft by deception.",
        "He was also ordered to repay the money, though prosecutors said little of it is likely to be recovered.",
    ),
    dateline=DT("Nov. 9, 2026"),
    date="2026-11-09",
    authors=["Tanya Brooks"],
    shape="court-story-timeline-box-email-byline",
)

# 37 story with og:type=website and a publisher "news release" origin, no byline
art(
    file="og-website-news.html",
    pub="quay",
    path="/business/2026/11/10/boatyard-hires-60",
    title="Boatyard to hire 60 after winning navy contract",
    og="website",
    blocks=P(
        "The Westerleigh boatyard will hire 60 workers over the next year after winning a contract to build "
        "eight patrol boats for the navy.",
        "The yard, which employs 140 people, said the work would keep it busy until 2030.",
        "Apprentices will make up a third of the new hires.",
    ),
    dateline=DT("10 November 2026 12:00"),
    date="2026-11-10",
    authors=[],
    shape="og-website-unsigned-short",
)

# 38 Bulgarian short news, no h1 (legacy-free div heading), date in text
art(
    file="bg-short-no-h1.html",
    pub="zora",
    path="/novini/sport/2026/11/09/volei",
    title="Волейболистките на Марица спечелиха купата",
    enc="iso-8859-5",
    hl="div",
    dateline=DT("09.11.2026 21:40"),
    blocks=P(
        "Волейболистките на Марица спечелиха Купата на България след победа с 3:1 гейма във финала в Пловдив.",
        "Това е трети пореден трофей за отбора, който води и в първенството.",
    ),
    date="2026-11-09",
    authors=[],
    shape="bulgarian-two-paragraph-no-h1-unsigned",
)

# 39 Vietnamese sports with AEM-less Liferay, UTF-8, author + "(theo ...)" source
art(
    file="vi-utf8-source-credit.html",
    pub="songhong",
    path="/the-thao/doi-tuyen-nu-vao-ban-ket-4480.html",
    title="Đội tuyển nữ vào bán kết giải Đông Nam Á",
    og="article",
    ptime="2026-11-08T21:10:00+07:00",
    byline=BY("Trần Minh Quân"),
    dateline=DT("Chủ Nhật, 8/11/2026, 21:10 (GMT+7)"),
    blocks=P(
        "Đội tuyển bóng đá nữ đã giành quyền vào bán kết sau khi thắng 2-0 trong trận cuối vòng bảng tối nay.",
        "Hai bàn thắng đều được ghi trong hiệp hai, sau những pha phối hợp bên cánh phải.",
        "Huấn luyện viên cho biết đội sẽ có hai ngày nghỉ trước trận bán kết.",
    ),
    date="2026-11-08",
    authors=["Trần Minh Quân"],
    shape="vietnamese-utf8-evening",
)

# 40 Welsh short brief, Plone, unsigned
art(
    file="cy-brief-unsigned.html",
    pub="taf",
    path="/newyddion/2026/11/11/ffordd-ar-gau",
    title="Ffordd yr A470 ar gau ar ôl damwain",
    dateline=DT("11 Tachwedd 2026, 07:50"),
    blocks=P(
        "Mae'r A470 ar gau i'r ddau gyfeiriad ger Abercynon ar ôl damwain rhwng dau gerbyd yn gynnar fore Mercher.",
        "Mae'r heddlu'n gofyn i yrwyr osgoi'r ardal.",
    ),
    date="2026-11-11",
    authors=[],
    shape="welsh-brief-unsigned",
)

# 41 Georgian interview Q&A, short, no types
art(
    file="ka-interview.html",
    pub="mtkvari",
    path="/interview/2026/11/07/winemaker",
    title="„ღვინო ჩვენი მეხსიერებაა“ — ინტერვიუ მეღვინესთან",
    byline=BY("ესაუბრა გიორგი ლომიძე"),
    dateline=DT("7 ნოემბერი, 2026"),
    blocks=[
        ("q", "რამდენი წელია ღვინოს აყენებთ?"),
        ("p", "ოცდახუთი წელია. ჩემმა ბაბუამ მასწავლა ქვევრის მოვლა."),
        ("q", "რა შეიცვალა ამ წლებში?"),
        ("p", "ახლა უცხოელი სტუმრები ბევრად მეტი მოდიან და ქართულ ღვინოს უკვე იცნობენ."),
        ("q", "რას ურჩევთ ახალგაზრდა მეღვინეებს?"),
        ("p", "მოთმინებას. ღვინო არ ჩქარობს."),
    ],
    date="2026-11-07",
    authors=["გიორგი ლომიძე"],
    shape="georgian-qa-interviewed-by",
)
ARTICLES = A
