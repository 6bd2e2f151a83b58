# ruff: noqa: E501, RUF001, RUF003  (prose in many scripts: long lines and non-ASCII punctuation are the data)
"""The article pages of the fifth held-out set (README.md says why each is labelled an article)."""

from __future__ import annotations

from html import escape

from chrome import Site
from kit import blocks, ld, og, story

NORTHGATE = Site("Northgate Chronicle", "www.northgatechronicle.test", "en")
RIVERBEND = Site("Riverbend Post", "riverbendpost.test", "en", style="soup")
TRICOUNTY = Site("Tri-County Sentinel", "www.tricountysentinel.test", "en", style="table")
HOKKAI = Site("北海新報", "www.hokkaishinpo.test", "ja")
GANGDU = Site("港都日報", "news.gangdudaily.test", "zh")
RASEEF = Site("الرصيف", "www.arraseef.test", "ar", rtl=True)
EGE = Site("Ege Haber", "www.egehaber.test", "tr", style="soup")
VOLGA = Site("Волжский вестник", "volzhsky-vestnik.test", "ru")
NUEA = Site("ข่าวเหนือ", "www.khaonuea.test", "th")
PWANI = Site("Pwani Leo", "pwanileo.test", "sw", style="soup")
DELTA = Site("Dagblad Delta", "www.dagbladdelta.test", "nl")
NORRLAND = Site("Norrlandsposten", "www.norrlandsposten.test", "sv")
MORAVA = Site("Moravský deník", "www.moravskydenik.test", "cs")
FARO = Site("El Faro del Sur", "www.elfarodelsur.test", "es")
RHEIN = Site("Rheintaler Bote", "www.rheintalerbote.test", "de", style="soup")
ECHO = Site("L'Écho du Lac", "www.echodulac.test", "fr")
HARBOR = Site("Harbor Light Weekly", "harborlightweekly.test", "en", style="soup")


def metas(**kw: str) -> str:
    out = []
    for key, value in kw.items():
        attr = "property" if key.startswith(("article_", "og_")) else "name"
        out.append(
            f'<meta {attr}="{key.replace("_", ":", 1) if attr == "property" else key}" content="{escape(value)}">'
        )
    return "".join(out)


# --- Japanese portal in EUC-JP, charset only in <meta http-equiv>; 06:40 JST is the day before in UTC
story(
    "ja-eucjp-portal",
    HOKKAI,
    "https://www.hokkaishinpo.test/news/local/20240418/k00231.html",
    headline="路線バス3系統、運転手不足で6月から減便へ",
    suffix="｜北海新報",
    byline="文：佐藤 美咲",
    dateline="2024年4月18日 06:40",
    paras=[
        "道央バスは17日、運転手の不足を理由に、市内を走る3つの系統で6月1日から平日の便数を減らすと発表した。減便の規模は1日あたり合わせて42便で、朝夕の通勤時間帯は現在の本数を維持するという。",
        "同社によると、今年3月末時点で運転手は定員より27人少ない。昨年から続く採用活動で応募はあるものの、大型二種免許の取得に時間がかかり、退職者の補充が追いついていない。",
        "減便の対象となる沿線では、病院や高校に通う利用者から不安の声が上がっている。市は同社と協議し、地域の乗り合いタクシーで日中の空白を埋める案を検討している。",
        "同社の担当者は「ご不便をおかけするが、運行の安全を最優先に判断した。運転手が確保でき次第、元の本数に戻したい」と話した。",
    ],
    authors=["佐藤 美咲"],
    date="2024-04-18",
    head='<meta http-equiv="Content-Type" content="text/html; charset=EUC-JP">'
    + og(
        "article",
        "路線バス3系統、運転手不足で6月から減便へ",
        "https://www.hokkaishinpo.test/news/local/20240418/k00231.html",
        HOKKAI,
    )
    + metas(article_published_time="2024-04-17T21:40:00Z"),
    shape="euc-jp-meta-http-equiv-jst-morning",
    encoding="euc-jp",
    charset_in_page=False,
)
# charset_in_page=False drops <meta charset>: the page declares EUC-JP only through http-equiv

# --- Traditional Chinese in Big5, the reporter line "記者王志明／高雄報導"
story(
    "zh-big5-reporter",
    GANGDU,
    "https://news.gangdudaily.test/local/2024/04/09/88123",
    headline="港區老舊倉庫改建青年住宅　首批百戶明年入住",
    suffix=" - 港都日報",
    byline="記者王志明／高雄報導",
    dateline="2024/04/09 10:25",
    paras=[
        "市府與港務公司合作，將港區三棟閒置多年的老舊倉庫改建為青年社會住宅，首批一百戶預計明年春天完工入住，租金約為周邊行情的六成。",
        "都發局表示，倉庫的紅磚外牆與鋼構屋架將保留，內部則依現行耐震規範補強，並增設電梯與太陽能板。一樓規劃為托嬰中心與社區廚房，開放附近居民使用。",
        "申請資格以設籍或在市內就業、年齡二十至四十歲的單身者及新婚家庭為主，租期最長六年。市府預計今年十月公開受理申請，採抽籤方式決定入住名單。",
        "地方文史團體肯定保留建築立面的作法，但也提醒，港區夜間大眾運輸班次稀少，市府應同步檢討公車路線，避免新住戶只能依賴機車通勤。",
    ],
    authors=["王志明"],
    date="2024-04-09",
    head=og("article", "港區老舊倉庫改建青年住宅", "https://news.gangdudaily.test/local/2024/04/09/88123", GANGDU),
    shape="big5-reporter-slash-byline",
    encoding="big5",
)

# --- Arabic, windows-1256 only in the HTTP header, RTL, two authors joined by "و"
story(
    "ar-1256-two-authors",
    RASEEF,
    "https://www.arraseef.test/economy/2024/04/14/fuel-subsidy-review",
    headline="الحكومة تراجع دعم الوقود وتعد بحماية الأسر محدودة الدخل",
    suffix=" | الرصيف",
    byline="بقلم: سارة المنصوري وخالد يوسف",
    dateline="الأحد 14 أبريل 2024 - 11:20",
    paras=[
        "أعلنت وزارة المالية أمس أنها بدأت مراجعة شاملة لبرنامج دعم الوقود، على أن تنتهي منها قبل نهاية الربع الثالث من العام، في خطوة قالت إنها تهدف إلى توجيه الدعم إلى من يحتاجه فعلا.",
        "وقال وكيل الوزارة في مؤتمر صحفي إن نحو ثلث الدعم الحالي يذهب إلى أعلى عشرة في المئة من الأسر دخلا، لأنهم يملكون سيارات أكثر ويستهلكون وقودا أكثر، وهو ما وصفه بأنه خلل يجب تصحيحه.",
        "وتدرس الحكومة بديلا يقوم على تحويل نقدي شهري للأسر المسجلة في برنامج الحماية الاجتماعية، يعوضها عن أي زيادة في الأسعار، مع رفع تدريجي للأسعار على مدى عامين.",
        "ورحبت غرفة التجارة بالمراجعة، لكنها طالبت بجدول زمني واضح حتى تتمكن شركات النقل من تعديل عقودها. أما نقابة سائقي الأجرة فحذرت من أن أي زيادة مفاجئة ستنعكس مباشرة على الأجرة.",
        "ومن المقرر أن تعرض الوزارة نتائج المراجعة على مجلس النواب في جلسة علنية، بحسب ما أكده رئيس لجنة الموازنة.",
    ],
    authors=["سارة المنصوري", "خالد يوسف"],
    date="2024-04-14",
    head=og(
        "article",
        "الحكومة تراجع دعم الوقود",
        "https://www.arraseef.test/economy/2024/04/14/fuel-subsidy-review",
        RASEEF,
    ),
    shape="windows-1256-http-header-only-rtl-wa-authors",
    encoding="windows-1256",
    content_type="text/html; charset=windows-1256",
    charset_in_page=False,
)

# --- Turkish, windows-1254 in <meta charset>, a NewsArticle in JSON-LD, the author with Turkish letters
story(
    "tr-1254-jsonld",
    EGE,
    "https://www.egehaber.test/yerel/izmir-korfez-temizligi-icin-yeni-donem-haber-55120",
    headline="İzmir Körfezi temizliği için yeni dönem başlıyor",
    suffix=" - Ege Haber",
    byline="Haber: Ayşe Gül Şahin",
    dateline="12 Nisan 2024 Cuma, 09:30",
    paras=[
        "İzmir Büyükşehir Belediyesi, körfezdeki kirliliği azaltmak için hazırladığı beş yıllık eylem planını dün kamuoyuyla paylaştı. Planın ilk aşamasında dere ağızlarına çöp tutucu bariyerler yerleştirilecek.",
        "Belediyeden yapılan açıklamaya göre, yağmur suyu ile atık suyun aynı kanaldan aktığı eski mahallelerde ayrıştırma çalışmaları bu yaz başlayacak. Çalışmaların en yoğun olduğu ilçelerde bazı caddeler geceleri trafiğe kapatılacak.",
        "Çevre mühendisleri planı olumlu karşılasa da, sanayi bölgelerinden gelen deşarjın denetiminin sıkılaştırılmadan körfezin temizlenemeyeceğini vurguladı.",
        "Körfezde su kalitesi her ay on iki noktadan alınan örneklerle ölçülecek ve sonuçlar belediyenin internet sitesinde yayımlanacak.",
    ],
    authors=["Ayşe Gül Şahin"],
    date="2024-04-12",
    head=ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "İzmir Körfezi temizliği için yeni dönem başlıyor",
            "datePublished": "2024-04-12T09:30:00+03:00",
            "author": {"@type": "Person", "name": "Ayşe Gül Şahin"},
        }
    ),
    shape="windows-1254-meta-charset-jsonld",
    encoding="windows-1254",
)

# --- Russian, KOI8-R in <meta charset>, date and author only as text ("Текст: ...")
story(
    "ru-koi8r-text-only",
    VOLGA,
    "https://volzhsky-vestnik.test/gorod/12873-naberezhnaya-otkroetsya-k-maju",
    headline="Набережную откроют к маю, но без летних кафе",
    suffix=" — Волжский вестник",
    byline="Текст: Ирина Васильевна Котова",
    dateline="3 апреля 2024, 18:20",
    paras=[
        "Реконструкцию нижней набережной завершат к первым числам мая, сообщили в мэрии. Подрядчик уже уложил плитку на всем участке от речного вокзала до лодочной станции и сейчас монтирует освещение.",
        "Летних кафе в этом сезоне на набережной не будет: конкурс на размещение павильонов перенесли на осень, потому что проект благоустройства пришлось изменить после весеннего паводка.",
        "Жители прибрежных домов жалуются на шум техники по ночам. В администрации ответили, что работы после 23 часов запрещены, и попросили сообщать о нарушениях на горячую линию.",
        "Общая стоимость работ составила 412 миллионов рублей, из них треть выделил областной бюджет.",
    ],
    authors=["Ирина Васильевна Котова"],
    date="2024-04-03",
    head="",
    shape="koi8-r-text-only-date-and-author",
    encoding="koi8-r",
)

# --- Thai, UTF-8, article:published_time with +07:00, byline "โดย"
story(
    "th-byline-doi",
    NUEA,
    "https://www.khaonuea.test/news/region/2024/04/21/chiangmai-haze-schools",
    headline="เชียงใหม่สั่งปิดโรงเรียนสองวัน หลังค่าฝุ่นพุ่งเกินมาตรฐาน",
    suffix=" - ข่าวเหนือ",
    byline="โดย สมชาย ใจดี",
    dateline="21 เม.ย. 2567 08:15 น.",
    paras=[
        "จังหวัดเชียงใหม่ประกาศปิดโรงเรียนทุกสังกัดในเขตอำเภอเมืองเป็นเวลาสองวัน หลังจากค่าฝุ่นละอองขนาดเล็กสูงเกินมาตรฐานติดต่อกันเป็นวันที่ห้า",
        "ผู้ว่าราชการจังหวัดกล่าวว่า การตัดสินใจครั้งนี้ทำเพื่อปกป้องสุขภาพของเด็กเล็ก ซึ่งเป็นกลุ่มที่ได้รับผลกระทบมากที่สุด และขอให้ผู้ปกครองให้บุตรหลานอยู่ในอาคารให้มากที่สุด",
        "สำนักงานสาธารณสุขจังหวัดรายงานว่า จำนวนผู้ป่วยโรคทางเดินหายใจที่มาโรงพยาบาลเพิ่มขึ้นเกือบสองเท่าเมื่อเทียบกับเดือนก่อน และได้แจกหน้ากากกรองฝุ่นให้ผู้สูงอายุในชุมชน",
        "เจ้าหน้าที่ป่าไม้ยังคงเฝ้าระวังจุดความร้อนบนดอยรอบเมือง และขอความร่วมมือเกษตรกรงดเผาเศษวัสดุทางการเกษตรจนถึงสิ้นเดือน",
    ],
    authors=["สมชาย ใจดี"],
    date="2024-04-21",
    head=og(
        "article",
        "เชียงใหม่สั่งปิดโรงเรียนสองวัน",
        "https://www.khaonuea.test/news/region/2024/04/21/chiangmai-haze-schools",
        NUEA,
    )
    + metas(article_published_time="2024-04-21T08:15:00+07:00"),
    shape="thai-buddhist-era-visible-date-meta-offset",
)

# --- Swahili, "Na ..." byline, date as text only
story(
    "sw-na-byline",
    PWANI,
    "https://pwanileo.test/habari/mombasa-wavuvi-wapata-soko-jipya",
    headline="Wavuvi wa Mombasa wapata soko jipya la samaki",
    suffix=" | Pwani Leo",
    byline="Na Juma Mwangi",
    dateline="Imechapishwa: Aprili 10, 2024",
    paras=[
        "Wavuvi wa eneo la Old Town mjini Mombasa sasa watauza samaki wao katika soko jipya lililofunguliwa rasmi jana, baada ya miaka mingi ya kuuza bidhaa zao kando ya barabara bila vifaa vya kuhifadhi.",
        "Soko hilo lina vyumba viwili vya baridi vinavyoweza kuhifadhi tani tano za samaki kwa wakati mmoja, pamoja na maji safi na vyoo kwa wafanyabiashara na wateja.",
        "Mwenyekiti wa chama cha wavuvi alisema hasara iliyokuwa ikitokana na samaki kuoza kabla ya kuuzwa itapungua sana, na bei itakuwa imara zaidi hata wakati wa msimu wa mavuno makubwa.",
        "Serikali ya kaunti imesema itatoza ada ndogo ya kila mwezi kwa kila kibanda ili kugharamia umeme wa vyumba vya baridi na usafi wa soko.",
    ],
    authors=["Juma Mwangi"],
    date="2024-04-10",
    shape="swahili-na-byline-text-date",
)

# --- Dutch, two authors with "en", published 23:50 in Amsterdam (UTC the same day 21:50)
story(
    "nl-door-en",
    DELTA,
    "https://www.dagbladdelta.test/regio/dijkversterking-vertraagd~a4471920/",
    headline="Dijkversterking bij Moerdijk loopt een jaar vertraging op",
    suffix=" | Dagblad Delta",
    byline="Door Sanne de Vries en Pieter Bakker",
    dateline="16 april 2024, 23:50",
    paras=[
        "De versterking van de dijk tussen Moerdijk en Willemstad is pas in 2027 klaar, een jaar later dan gepland. Het waterschap maakte dat dinsdagavond bekend na een vergadering van het algemeen bestuur.",
        "Bij grondonderzoek bleek de ondergrond op twee plekken slapper dan verwacht. Daardoor moet de aannemer dieper funderen en meer grond aanvoeren, wat ook extra vrachtverkeer door de dorpen betekent.",
        "Bewoners van de Zeedijk zijn teleurgesteld. ‘We hebben drie jaar overlast gehad en nu komt er nog een jaar bij’, zegt een van hen. Het waterschap belooft een bewonersavond in mei.",
        "De extra kosten worden geschat op 14 miljoen euro. Het Rijk betaalt het grootste deel via het Hoogwaterbeschermingsprogramma.",
    ],
    authors=["Sanne de Vries", "Pieter Bakker"],
    date="2024-04-16",
    head=metas(article_published_time="2024-04-16T21:50:00Z", author="Sanne de Vries, Pieter Bakker"),
    shape="dutch-door-en-late-evening",
)

# --- Swedish, "Av ...", "Publicerad 2024-04-11 07.45"
story(
    "sv-av-publicerad",
    NORRLAND,
    "https://www.norrlandsposten.test/nyheter/umea/ny-bro-over-ume-alv-ar8841",
    headline="Ny gång- och cykelbro över Ume älv kan stå klar 2026",
    suffix=" – Norrlandsposten",
    byline="Av Erik Lindqvist",
    dateline="Publicerad 2024-04-11 07.45 · Uppdaterad 2024-04-11 14.02",
    paras=[
        "Kommunen har valt ett förslag till den nya bron över Ume älv. Bron blir 240 meter lång och enbart för gående och cyklister, med uppvärmd gångbana för att hålla isen borta på vintern.",
        "Enligt stadsbyggnadskontoret kan bygget börja nästa vår om detaljplanen inte överklagas. Kostnaden beräknas till 310 miljoner kronor, varav staten står för en fjärdedel.",
        "Oppositionen har kritiserat prislappen och menar att pengarna hellre borde gå till att laga befintliga cykelvägar. Majoriteten svarar att bron kortar vägen till universitetet med nästan två kilometer.",
        "Samråd om förslaget hålls i stadshuset den 24 april.",
    ],
    authors=["Erik Lindqvist"],
    date="2024-04-11",
    head=og(
        "article",
        "Ny gång- och cykelbro över Ume älv",
        "https://www.norrlandsposten.test/nyheter/umea/ny-bro-over-ume-alv-ar8841",
        NORRLAND,
    ),
    shape="swedish-av-publicerad-uppdaterad",
)

# --- Czech, windows-1250 in <meta charset>, "Autor: ..." and "11. dubna 2024"
story(
    "cs-1250-autor",
    MORAVA,
    "https://www.moravskydenik.test/zpravy/brno-tramvajova-trat-do-kampusu-20240411.html",
    headline="Tramvajová trať do kampusu se otevře o půl roku dříve",
    suffix=" | Moravský deník",
    byline="Autor: Jana Nováková",
    dateline="11. dubna 2024 9:05",
    paras=[
        "Nová tramvajová trať z Bohunic k univerzitnímu kampusu zahájí provoz už v září, tedy o šest měsíců dříve, než se původně plánovalo. Dopravní podnik to oznámil ve středu.",
        "Stavbaři podle něj využili mírnou zimu a dokončili nejnáročnější úsek s mostem přes dálnici s předstihem. Zbývá položit koleje v zastávkách a vyzkoušet zabezpečovací zařízení.",
        "Trať bude dlouhá 3,2 kilometru a tramvaje na ní budou ve špičce jezdit každých pět minut. Cesta z centra ke kampusu se tak zkrátí zhruba o čtvrt hodiny.",
        "Studenti vítají, že nebudou muset přestupovat z autobusu, kritici ale upozorňují na kácení stromů podél trasy.",
    ],
    authors=["Jana Nováková"],
    date="2024-04-11",
    head=metas(author="Jana Nováková"),
    shape="windows-1250-autor-text-date",
    encoding="windows-1250",
)

# --- A newsletter platform's web version of an issue ("Issue #42"), author in the header
_nl_body, _nl_text = blocks(
    [
        "Hello again. This week I spent three mornings at the county records office, because a reader asked a simple question: who actually owns the empty lots along Mill Street?",
        "The answer turned out to be less mysterious than the rumours. Eleven of the fourteen lots belong to a single holding company registered in the next county, which bought them at a tax sale in 2019 for a little over $40,000 in total.",
        "## What the records show",
        "The company has paid its property taxes every year since. It has never applied for a building permit, and its registered agent is a law firm that did not answer my calls.",
        "Two of the remaining lots belong to the city, and one to a church that plans a community garden there this summer.",
        "## Why it matters",
        "The city's new housing plan counts Mill Street as one of the places where 200 homes could be built by 2030. If one owner holds most of the land and has no plans, that number is wishful thinking.",
        "I have asked the planning department whether it has talked to the owner. I will report back when I hear. As always, reply to this email if you know more.",
    ]
)
story(
    "newsletter-issue-web",
    HARBOR,
    "https://harborlightweekly.test/p/issue-42-who-owns-mill-street",
    headline="Issue #42: Who owns Mill Street?",
    suffix=" - Harbor Light Weekly",
    byline='<a class="author" href="/about">Dana Whitfield</a>',
    dateline="Apr 19, 2024 · 6 min read",
    paras=[],
    authors=["Dana Whitfield"],
    date="2024-04-19",
    head=og(
        "article",
        "Issue #42: Who owns Mill Street?",
        "https://harborlightweekly.test/p/issue-42-who-owns-mill-street",
        HARBOR,
    )
    + metas(author="Dana Whitfield", article_published_time="2024-04-19T11:00:00+00:00"),
    pre_body=f'<div class="post-content newsletter-body">{_nl_body}</div>'
    '<div class="subscribe-cta"><p>Harbor Light Weekly is reader-supported. To get new issues and support my work, become a free or paid subscriber.</p><button>Subscribe</button></div>',
    shape="newsletter-platform-issue-web-version",
)
# the story body is in pre_body; fix the label to it
from kit import PAGES  # noqa: E402

PAGES[-1][2]["body"] = _nl_text

# --- Notion-like exported page: blocks as <div data-block-id>, properties table, no <p>
_notion_blocks = [
    "We moved our whole support team to a four-day week in January. Three months in, here is what we measured and what surprised us.",
    "Response times went up slightly in the first two weeks, from a median of 41 minutes to 52, and then came back down to 38 by March once we rearranged shifts so that every weekday had full cover.",
    "Sick days fell by almost half. Two people who had planned to leave told us they would stay. Nobody asked to go back to five days.",
    "The hard part was meetings. We cut the weekly all-hands to thirty minutes and moved status updates to a written thread, which several people say they now prefer.",
    "We will run the trial until the end of June and publish the full numbers then.",
]
_notion_html = "".join(
    f'<div class="notion-text-block" data-block-id="b{k:02d}"><div class="notranslate" contenteditable="false">{escape(t)}</div></div>'
    for k, t in enumerate(_notion_blocks)
)
story(
    "notion-export-post",
    RIVERBEND,
    "https://riverbendpost.test/notes/four-day-week-three-months-in-3f9a2c71",
    headline="Four-day week, three months in",
    suffix=" | Riverbend Post Notes",
    byline='<table class="properties"><tr><th>Author</th><td>Marta Okonkwo</td></tr></table>',
    dateline='<table class="properties"><tr><th>Published</th><td>April 8, 2024</td></tr><tr><th>Tags</th><td>Work, Experiments</td></tr></table>',
    paras=[],
    authors=["Marta Okonkwo"],
    date="2024-04-08",
    wrap="div",
    pre_body=f'<div class="notion-page-content">{_notion_html}</div>',
    shape="notion-like-export-div-blocks",
)
PAGES[-1][2]["body"] = "\n".join(_notion_blocks)

# --- Old CMS, everything in <table> cells, <font>, byline in a <td>
_tbl_paras = [
    "The county fair board voted 5-2 on Thursday to move the fair from late August to the second week of July, starting next year, to avoid the heat that sent nine people to the first-aid tent last summer.",
    "Board president Harold Lutz said the change also lets 4-H members show their animals before the school year begins, which parents had asked for at two public meetings.",
    "Not everyone agreed. Carnival operator Bright Lights Amusements told the board it already has a contract in another state that week and may not be able to come.",
    "The board will take bids from other carnival companies through September.",
]
_tbl_html = "".join(
    f'<tr><td class="bodytext"><font face="Verdana" size="2">{escape(t)}</font></td></tr>' for t in _tbl_paras
)
story(
    "table-layout-cms",
    TRICOUNTY,
    "https://www.tricountysentinel.test/news.php?id=20391",
    headline="Fair moves to July to beat the heat",
    suffix=" :: Tri-County Sentinel",
    byline='<table><tr><td class="byline"><font size="1">By BETTY HALVORSEN, Staff Writer</font></td></tr></table>',
    dateline='<table><tr><td class="date"><font size="1">Friday, April 12, 2024</font></td></tr></table>',
    paras=[],
    authors=["Betty Halvorsen"],
    date="2024-04-12",
    wrap="div",
    pre_body=f'<table width="100%" cellpadding="4" class="storytable">{_tbl_html}</table>',
    shape="table-layout-old-cms-font-tags",
)
PAGES[-1][2]["body"] = "\n".join(_tbl_paras)

# --- SPA server render (SvelteKit-like): story in the HTML, a data blob beside it, no og:type
_spa = [
    "The regional water utility will start replacing lead service lines in the Eastgate neighbourhood in May, the first of 4,100 it has identified across the city.",
    "Crews will work on about twenty homes a week. Residents will get a letter two weeks ahead and a filter pitcher to use for three months after the work.",
    "The utility says it will pay the full cost, including the part of the pipe on private property, using a federal loan approved last year.",
    "Water tests in Eastgate have stayed below the federal action level, but the utility said any lead pipe is a risk worth removing.",
]
story(
    "spa-ssr-sveltekit",
    RIVERBEND,
    "https://riverbendpost.test/news/lead-pipe-replacement-eastgate-may",
    headline="Lead pipe replacement starts in Eastgate in May",
    suffix=" | Riverbend Post",
    byline="By Gabriel Ruiz",
    dateline="<span>April 15, 2024</span>",
    paras=_spa,
    authors=["Gabriel Ruiz"],
    date="2024-04-15",
    wrap="div",
    body_extra='<script type="application/json" data-sveltekit-fetched data-url="/api/story/lead-pipe">{"status":200,"body":"{\\"id\\":88121,\\"section\\":\\"news\\",\\"words\\":412}"}</script>'
    '<script>__sveltekit_1x2y = {base: new URL(".", location).pathname.slice(0, -1), env: {}};</script>',
    shape="spa-server-render-sveltekit-no-og",
)

# --- <main> with no <article>, meta author and published time
story(
    "main-no-article",
    NORTHGATE,
    "https://www.northgatechronicle.test/local/2024/04/17/school-board-later-start-times",
    headline="School board backs later start times for high schools",
    suffix=" | Northgate Chronicle",
    byline="By Priya Raman",
    dateline="April 17, 2024 at 7:05 a.m.",
    paras=[
        "High schools in the Northgate district will start at 8:45 a.m. instead of 7:30 a.m. from next fall, after the school board voted 6-1 on Tuesday night.",
        "The change follows two years of surveys in which a majority of students said they slept less than seven hours on school nights. Pediatricians who spoke at the meeting said later starts are linked to better attendance and fewer car crashes among teen drivers.",
        "## Buses and sports",
        "The district will stagger bus routes so elementary schools start earlier, at 7:50 a.m. Some parents worried about younger children waiting at bus stops in the dark in December.",
        "Coaches said after-school practices will end later, and the district is talking to neighbouring districts about moving game times.",
        "The one board member who voted no said the district had not answered questions about working parents who drop off children of different ages.",
    ],
    authors=["Priya Raman"],
    date="2024-04-17",
    wrap="main",
    head=metas(author="Priya Raman", article_published_time="2024-04-17T07:05:00-05:00"),
    shape="main-element-no-article-element",
)

# --- microdata only, itemprop on <div>s, no og, no JSON-LD
_md_paras = [
    "A family-run bakery that has sold rye bread on Elm Avenue since 1962 will close at the end of the month, its owners said, because none of the grandchildren want to take over the 3 a.m. starts.",
    "Regulars lined up around the block on Saturday for a last loaf. Some brought photographs of the shop from the 1970s, when it still had a wood-fired oven in the back.",
    "The owners said they are talking to two young bakers who might rent the space and keep the recipes alive.",
]
_md_html = "".join(f"<p>{escape(t)}</p>" for t in _md_paras)
story(
    "microdata-only-divs",
    NORTHGATE,
    "https://www.northgatechronicle.test/business/elm-avenue-bakery-closing-after-62-years",
    headline="Elm Avenue bakery closing after 62 years",
    suffix=" | Northgate Chronicle",
    byline='<div itemprop="author" itemscope itemtype="https://schema.org/Person">By <span itemprop="name">Hannah Cole</span></div>',
    dateline='<div itemprop="datePublished" content="2024-04-13T09:00:00-05:00">April 13, 2024</div>',
    paras=[],
    authors=["Hannah Cole"],
    date="2024-04-13",
    wrap="div",
    pre_body=f'<div itemprop="articleBody">{_md_html}</div>',
    shape="microdata-only-itemprops-on-divs",
)
PAGES[-1][2]["body"] = "\n".join(_md_paras)
# put the itemscope on the wrapper
_name, _data, _label = PAGES[-1]
PAGES[-1] = (
    _name,
    _data.replace(
        b'<div id="content" class="content-area">',
        b'<div id="content" class="content-area" itemscope itemtype="https://schema.org/NewsArticle">',
        1,
    ),
    _label,
)

# --- RDFa only (vocab + typeof + property), no og, no JSON-LD
_rdfa_paras = [
    "Researchers at the state university have found that a common garden weed can pull zinc and cadmium out of contaminated soil faster than the plants usually used for the job.",
    "In a two-year field trial on a former smelter site, plots planted with the weed lost a fifth of their cadmium, against a tenth for plots of sunflowers.",
    "The team says the plant still has to be harvested and disposed of safely, and it wants to test whether the metals can be recovered from the ash.",
    "The study appears this week in a peer-reviewed journal of environmental science.",
]
_rdfa_html = "".join(f"<p>{escape(t)}</p>" for t in _rdfa_paras)
story(
    "rdfa-only",
    RIVERBEND,
    "https://riverbendpost.test/science/weed-cleans-smelter-soil",
    headline="Garden weed cleans metal from old smelter soil",
    suffix=" | Riverbend Post",
    byline='By <span property="author" typeof="Person"><span property="name">Oluwaseun Adeyemi</span></span>',
    dateline='<span property="datePublished" content="2024-04-10">April 10, 2024</span>',
    paras=[],
    authors=["Oluwaseun Adeyemi"],
    date="2024-04-10",
    wrap="div",
    pre_body=f'<div property="articleBody">{_rdfa_html}</div>',
    shape="rdfa-only-vocab-typeof",
)
PAGES[-1][2]["body"] = "\n".join(_rdfa_paras)
_name, _data, _label = PAGES[-1]
PAGES[-1] = (
    _name,
    _data.replace(
        b'<div id="content" class="content-area">',
        b'<div id="content" class="content-area" vocab="https://schema.org/" typeof="NewsArticle">',
        1,
    ),
    _label,
)

# --- JSON-LD @graph with a WebPage + NewsArticle pair (isPartOf / mainEntityOfPage), Organization, Person
_graph_url = "https://www.northgatechronicle.test/politics/state-senate-passes-broadband-bill"
story(
    "jsonld-graph-webpage-newsarticle",
    NORTHGATE,
    _graph_url,
    headline="State Senate passes rural broadband bill",
    suffix=" | Northgate Chronicle",
    byline="By Luis Ortega",
    dateline="Published April 9, 2024",
    paras=[
        "The state Senate passed a bill on Monday that would spend $180 million over four years to bring high-speed internet to rural homes that still rely on satellite or dial-up connections.",
        "The bill passed 31-6 and now goes to the House, where leaders have said they support the idea but want changes to how grants are awarded.",
        "Under the Senate version, internet providers would have to commit to serving every address in a grant area, not only the cheapest ones to reach.",
        "Farm groups backed the bill. Two large providers said the build-out requirement would make some projects too expensive.",
    ],
    authors=["Luis Ortega"],
    date="2024-04-09",
    head=ld(
        {
            "@context": "https://schema.org",
            "@graph": [
                {
                    "@type": "WebPage",
                    "@id": _graph_url + "#webpage",
                    "url": _graph_url,
                    "name": "State Senate passes rural broadband bill | Northgate Chronicle",
                    "datePublished": "2024-04-09T14:12:00-05:00",
                    "isPartOf": {"@id": "https://www.northgatechronicle.test/#website"},
                },
                {
                    "@type": "NewsArticle",
                    "@id": _graph_url + "#article",
                    "headline": "State Senate passes rural broadband bill",
                    "mainEntityOfPage": {"@id": _graph_url + "#webpage"},
                    "datePublished": "2024-04-09T14:12:00-05:00",
                    "author": [{"@id": "https://www.northgatechronicle.test/#/person/lortega"}],
                    "publisher": {"@id": "https://www.northgatechronicle.test/#organization"},
                },
                {
                    "@type": "Person",
                    "@id": "https://www.northgatechronicle.test/#/person/lortega",
                    "name": "Luis Ortega",
                },
                {
                    "@type": "Organization",
                    "@id": "https://www.northgatechronicle.test/#organization",
                    "name": "Northgate Chronicle",
                },
                {
                    "@type": "WebSite",
                    "@id": "https://www.northgatechronicle.test/#website",
                    "url": "https://www.northgatechronicle.test/",
                },
            ],
        }
    ),
    shape="jsonld-graph-webpage-newsarticle-pair",
)

# --- very short article: three paragraphs, about 120 words, date and byline
story(
    "very-short-brief",
    NORTHGATE,
    "https://www.northgatechronicle.test/local/2024/04/18/bridge-lane-closure",
    headline="Lane closures on Harbor Bridge this weekend",
    suffix=" | Northgate Chronicle",
    byline="By Kim Tran",
    dateline="April 18, 2024",
    paras=[
        "One northbound lane of Harbor Bridge will close from 9 p.m. Friday to 5 a.m. Monday while crews replace expansion joints, the state transportation department said.",
        "Drivers should expect delays of up to twenty minutes at peak times on Saturday and Sunday afternoons. Cyclists and pedestrians can still use the bridge walkway.",
        "A second closure, for the southbound lanes, is planned for the first weekend of May.",
    ],
    authors=["Kim Tran"],
    date="2024-04-18",
    shape="very-short-three-paragraphs",
)

# --- no byline, a date only
story(
    "no-byline-date-only",
    RIVERBEND,
    "https://riverbendpost.test/news/city-pool-reopens-after-repairs",
    headline="City pool reopens after roof repairs",
    suffix=" | Riverbend Post",
    byline="",
    dateline="Posted on April 20, 2024",
    paras=[
        "The Westside Aquatic Center reopened on Saturday after seven months of repairs to its roof, which leaked so badly last autumn that the main pool had to be drained.",
        "The city replaced the whole roof membrane and added ventilation fans that should stop condensation from damaging the new ceiling panels.",
        "Swimming lessons restart on Monday. Families who had lessons cancelled in the autumn will get first pick of the new sessions, the parks department said.",
        "The repairs cost $2.3 million, about $400,000 more than planned, because rot was found in several roof beams once the old membrane came off.",
    ],
    authors=[],
    date="2024-04-20",
    shape="no-byline-posted-on-date",
)

# --- date only in the URL (/2024/04/16/), no visible date, no date metadata
story(
    "date-only-in-url",
    HARBOR,
    "https://harborlightweekly.test/2024/04/16/ferry-crew-rescues-kayakers/",
    headline="Ferry crew rescues two kayakers in fog",
    suffix=" – Harbor Light Weekly",
    byline="By Sam O'Neill",
    dateline="",
    paras=[
        "The crew of the morning ferry to Gull Island pulled two kayakers from the water after their boat overturned in thick fog near the harbour mouth.",
        "The captain said a deckhand heard shouting and the ferry slowed, turned and found the pair clinging to their kayak about 300 metres from the channel marker.",
        "Both were wrapped in blankets and taken to the island clinic, where they were treated for cold and released.",
        "The harbour master reminded paddlers to carry a whistle and a radio and to check the fog forecast before setting out.",
    ],
    authors=["Sam O'Neill"],
    date="2024-04-16",
    shape="date-only-in-url-path",
)

# --- body mostly a long blockquote (a statement printed in full)
_bq = [
    "Over the past year our hospital has not met the standard of care that this community deserves. Patients waited too long in our emergency department, and some left without being seen.",
    "We have heard from families who felt ignored, and from staff who told us they could not do their jobs safely. Their concerns were right, and we did not act on them quickly enough.",
    "Starting this month we are opening twelve more emergency beds, hiring forty nurses and changing how patients are assessed when they arrive, so that the sickest are seen first.",
    "We will publish our waiting times every week on our website, and we will meet the public every three months to answer questions about our progress.",
]
story(
    "blockquote-statement",
    NORTHGATE,
    "https://www.northgatechronicle.test/health/2024/04/11/hospital-apology-statement",
    headline="Hospital apologises for emergency room waits in full statement",
    suffix=" | Northgate Chronicle",
    byline="By Rachel Green",
    dateline="April 11, 2024",
    paras=[
        "Northgate General Hospital's board released a statement on Thursday after a state report found that waiting times in its emergency department were the longest in the region. The statement reads in full:"
    ],
    body_extra='<blockquote class="statement">'
    + "".join(f"<p>{escape(t)}</p>" for t in _bq)
    + "</blockquote>"
    + "<p>The state health department said it would review the hospital's plan in six months.</p>",
    authors=["Rachel Green"],
    date="2024-04-11",
    shape="body-mostly-blockquote",
)
PAGES[-1][2]["body"] += (
    "\n" + "\n".join(_bq) + "\nThe state health department said it would review the hospital's plan in six months."
)

# --- photo essay: two intro paragraphs, the story told in long captions (labelled: intro + captions)
_captions = [
    "At 5 a.m. the first boats come back into the harbour at Kilmore. Most of the fleet is now under ten metres long, and many boats are older than the men who skipper them.",
    "Ann Doyle has gutted fish on the pier for thirty-one years. She says the catch is smaller than it was, but the prices are better, and she still knows every skipper by the sound of his engine.",
    "The ice plant at the end of the pier closed in 2021. Boats now buy ice from a lorry that drives in from the city twice a week, which costs them more and sometimes comes late.",
    "In the afternoon the harbour empties. Children from the village school jump from the slipway at high tide, as their parents did, while the boats are cleaned for the next morning.",
]
_essay_figs = "".join(
    f'<figure class="essay-photo"><img src="/img/kilmore-{k}.jpg" alt=""><figcaption>{escape(c)}</figcaption></figure>'
    for k, c in enumerate(_captions)
)
story(
    "photo-essay-long-captions",
    HARBOR,
    "https://harborlightweekly.test/photo/2024/04/kilmore-harbour-a-day/",
    headline="A day in Kilmore harbour",
    suffix=" – Harbor Light Weekly",
    byline="Photographs and words by Niamh Brennan",
    dateline="April 6, 2024",
    paras=[
        "Kilmore's fishing fleet has shrunk from sixty boats to fourteen in a generation. I spent a week on the pier to see what a working day looks like now.",
        "These are the people who still make a living from the harbour, and what they told me.",
    ],
    body_extra=f'<div class="photo-essay">{_essay_figs}</div>',
    authors=["Niamh Brennan"],
    date="2024-04-06",
    shape="photo-essay-long-captions",
)
PAGES[-1][2]["body"] += "\n" + "\n".join(_captions)

# --- data story: a chart (inline SVG + data table) and four paragraphs
_svg = (
    '<svg class="chart" viewBox="0 0 400 200" role="img" aria-label="Chart">'
    + "".join(
        f'<rect x="{20 + k * 36}" y="{200 - h}" width="28" height="{h}"></rect><text x="{22 + k * 36}" y="195">{2013 + k}</text>'
        for k, h in enumerate([40, 52, 61, 70, 88, 95, 103, 99, 121, 140, 152])
    )
    + "</svg>"
)
story(
    "data-story-chart",
    NORTHGATE,
    "https://www.northgatechronicle.test/data/2024/04/19/rents-rise-faster-than-wages",
    headline="Rents have risen three times faster than wages since 2013",
    suffix=" | Northgate Chronicle",
    byline="By Data Desk: Ivan Petrov",
    dateline="April 19, 2024",
    paras=[
        "The median rent for a two-bedroom flat in Northgate has risen by 140 per cent since 2013, while the median wage rose by 46 per cent, according to an analysis of city and census figures.",
        "The gap widened fastest after 2020, when rents jumped by almost a fifth in two years as people moved out of the capital.",
        "Renters now spend on average 38 per cent of their income on housing, up from 27 per cent a decade ago. Among renters under thirty the share is above 45 per cent.",
        "The analysis uses the city's annual rent survey and the census bureau's wage estimates, adjusted to 2024 prices. The full data is available for download below the chart.",
    ],
    body_extra=f'<figure class="datawrapper">{_svg}<figcaption>Median two-bedroom rent, index 2013 = 100. Source: city rent survey.</figcaption></figure>'
    '<table class="chart-data"><tr><th>Year</th><th>Rent index</th><th>Wage index</th></tr><tr><td>2013</td><td>100</td><td>100</td></tr><tr><td>2024</td><td>240</td><td>146</td></tr></table>',
    authors=["Ivan Petrov"],
    date="2024-04-19",
    shape="data-story-svg-chart-four-paragraphs",
)

# --- a translated article: English, then the Spanish translation on the same page
story(
    "two-languages-translation",
    NORTHGATE,
    "https://www.northgatechronicle.test/community/2024/04/14/clinic-adds-spanish-speaking-staff",
    headline="Community clinic adds Spanish-speaking staff",
    suffix=" | Northgate Chronicle",
    byline="By Elena Marquez",
    dateline="April 14, 2024",
    paras=[
        "The Southside Community Clinic has hired four Spanish-speaking nurses and a medical interpreter, after a survey found that a third of its patients speak Spanish at home.",
        "The clinic's director said patients had been bringing their children to translate at appointments, which she called unfair to the children and risky for the patients.",
        "## En español: La clínica comunitaria contrata personal que habla español",
        "La Clínica Comunitaria Southside ha contratado a cuatro enfermeras que hablan español y a un intérprete médico, después de que una encuesta mostrara que un tercio de sus pacientes habla español en casa.",
        "La directora de la clínica dijo que los pacientes llevaban a sus hijos para traducir en las citas, algo que calificó de injusto para los niños y arriesgado para los pacientes.",
    ],
    authors=["Elena Marquez"],
    date="2024-04-14",
    shape="bilingual-english-then-spanish",
)

# --- an article with reader comments below that are longer than the story
_comments = "".join(
    f'<li class="comment"><div class="comment-author">{escape(u)}</div><div class="comment-time">{t}</div><div class="comment-text"><p>{escape(c)}</p></div><a class="reply" href="#r">Reply</a></li>'
    for u, t, c in [
        (
            "oldtownresident",
            "2 days ago",
            "I have lived on this street for forty years and I can tell you the parking problem started long before the new apartments. The council has ignored every petition we sent, and now they want us to pay for permits on top of everything else. It is the same story every time: consult, ignore, decide.",
        ),
        (
            "cyclist_mom",
            "2 days ago",
            "Honestly the permits are overdue. Half the cars parked on our block belong to commuters who leave them there all week. If a permit means my kids can cross the street without squeezing between parked vans, I will pay it gladly.",
        ),
        (
            "J. Whitaker",
            "1 day ago",
            "What nobody mentions is the bus. If the number 12 ran more than twice an hour people would not need to drive to the station at all. Fix the bus and the parking fixes itself. The article should have asked the transit authority about that.",
        ),
        (
            "marianne_k",
            "1 day ago",
            "Forty dollars a year is not the problem. The problem is the second car. Families with two cars will pay double and many of us have no driveway. Will there be any exemption for carers who visit elderly residents every day? My mother depends on hers.",
        ),
        (
            "local_history_buff",
            "20 hours ago",
            "Fun fact: in the 1950s this whole district had permit parking already, it was dropped in 1974 when the shopping centre opened. So this is not new, it is a return to how things used to work. The old signs are still in the museum.",
        ),
        (
            "Dev",
            "18 hours ago",
            "Will the money actually go to the roads? Every time a new fee is introduced we are promised it will pay for repairs and every spring the potholes are back. I would like to see the budget before I believe it.",
        ),
    ]
)
story(
    "comments-longer-than-story",
    RIVERBEND,
    "https://riverbendpost.test/news/residents-parking-permits-old-town",
    headline="Old Town to get residents' parking permits",
    suffix=" | Riverbend Post",
    byline="By Chloe Barnes",
    dateline="April 16, 2024",
    paras=[
        "Residents of Old Town will need a permit to park on their streets from September, after the city council approved a scheme on Monday night.",
        "Permits will cost $40 a year for the first car and $80 for a second. Visitors can park for up to two hours without a permit.",
        "The council said the scheme answers years of complaints from residents who cannot find a space near their homes.",
    ],
    after=f'<section class="comments" id="comments"><h3>Comments (6)</h3><ol class="comment-list">{_comments}</ol></section>',
    authors=["Chloe Barnes"],
    date="2024-04-16",
    shape="comments-longer-than-story",
)

# --- "continue reading" expander: the rest of the story in a hidden div in the HTML
_more = [
    "The museum's director said the gift is the largest in its 90-year history and will pay for a new wing for the textile collection, which has been in storage since 2015.",
    "The donor, a retired engineer who asked not to be named, grew up two streets from the museum and visited it every Saturday as a child, the director said.",
    "Building work is expected to start next year. The museum will stay open throughout.",
]
story(
    "continue-reading-expander",
    NORTHGATE,
    "https://www.northgatechronicle.test/culture/2024/04/12/museum-receives-record-gift",
    headline="Museum receives record $25 million gift",
    suffix=" | Northgate Chronicle",
    byline="By Owen Fletcher",
    dateline="April 12, 2024",
    paras=[
        "The Northgate Museum of Art has received a $25 million gift from an anonymous donor, it announced on Friday.",
        "The money comes with one condition: that admission to the museum stays free for children under eighteen for at least the next twenty years.",
    ],
    body_extra='<div class="story-more is-collapsed" hidden>'
    + "".join(f"<p>{escape(t)}</p>" for t in _more)
    + '</div><button class="continue-reading" aria-expanded="false">Continue reading</button>',
    authors=["Owen Fletcher"],
    date="2024-04-12",
    shape="continue-reading-expander-hidden-div",
)
PAGES[-1][2]["body"] += "\n" + "\n".join(_more)

# --- multi-author bylines: "y", "und", "et", "&"
story(
    "es-por-y",
    FARO,
    "https://www.elfarodelsur.test/sociedad/2024/04/15/cadiz-carril-bici-paseo-maritimo.html",
    headline="Cádiz tendrá un carril bici continuo en todo el paseo marítimo",
    suffix=" | El Faro del Sur",
    byline="Por Ana Gómez y Luis Herrera",
    dateline="15 abr 2024 - 10:40",
    paras=[
        "El Ayuntamiento de Cádiz ha aprobado el proyecto para unir los tramos de carril bici del paseo marítimo, que hoy se interrumpen en tres puntos y obligan a los ciclistas a bajar a la calzada.",
        "Las obras durarán unos cinco meses y empezarán después del verano para no coincidir con la temporada alta. El presupuesto ronda los 1,8 millones de euros, financiados en parte con fondos europeos.",
        "Las asociaciones de vecinos piden que se mantengan las plazas de aparcamiento, mientras que los colectivos ciclistas celebran un proyecto que reclaman desde hace una década.",
    ],
    authors=["Ana Gómez", "Luis Herrera"],
    date="2024-04-15",
    head=metas(author="Ana Gómez y Luis Herrera"),
    shape="spanish-por-y-two-authors",
)
story(
    "de-von-und",
    RHEIN,
    "https://www.rheintalerbote.test/region/fahrradstrasse-am-rhein-kommt-id73321.html",
    headline="Fahrradstraße am Rheinufer kommt im Sommer",
    suffix=" - Rheintaler Bote",
    byline="Von Lena Fischer und Jonas Weber",
    dateline="Veröffentlicht am 09.04.2024 um 16:30 Uhr",
    paras=[
        "Die Uferstraße zwischen Fähranleger und Stadthafen wird im Juli zur Fahrradstraße. Das hat der Bauausschuss am Dienstag mit großer Mehrheit beschlossen.",
        "Autos dürfen die Straße weiter nutzen, aber nur noch mit Tempo 30, und Radfahrer haben Vorrang. Die Parkplätze auf der Rheinseite fallen weg, dafür entstehen neue Stellplätze im Parkhaus am Bahnhof.",
        "Anwohner hatten in einer Bürgerversammlung vor allem mehr Kontrollen gefordert. Die Stadt kündigte an, in den ersten Wochen verstärkt zu messen.",
    ],
    authors=["Lena Fischer", "Jonas Weber"],
    date="2024-04-09",
    shape="german-von-und-two-authors",
)
story(
    "fr-par-et",
    ECHO,
    "https://www.echodulac.test/annecy/2024/04/13/la-baignade-surveillee-ouvrira-plus-tot",
    headline="À Annecy, la baignade surveillée ouvrira plus tôt cet été",
    suffix=" - L'Écho du Lac",
    byline="Par Claire Dubois et Marc Lefèvre",
    dateline="Publié le 13 avril 2024 à 08h10",
    paras=[
        "Les plages surveillées du lac ouvriront dès le 1er juin cette année, soit deux semaines plus tôt que d'habitude, a annoncé la mairie vendredi.",
        "La ville a recruté douze maîtres-nageurs supplémentaires, en partie grâce à une prime de logement qui a attiré des candidats venus d'autres régions.",
        "La qualité de l'eau sera contrôlée chaque semaine et les résultats affichés à l'entrée de chaque plage.",
    ],
    authors=["Claire Dubois", "Marc Lefèvre"],
    date="2024-04-13",
    head=og(
        "article",
        "À Annecy, la baignade surveillée ouvrira plus tôt",
        "https://www.echodulac.test/annecy/2024/04/13/la-baignade-surveillee-ouvrira-plus-tot",
        ECHO,
    )
    + metas(article_published_time="2024-04-13T08:10:00+02:00"),
    shape="french-par-et-two-authors",
)
story(
    "en-ampersand-authors",
    RIVERBEND,
    "https://riverbendpost.test/business/grocery-co-op-expands-second-store",
    headline="Grocery co-op opens second store downtown",
    suffix=" | Riverbend Post",
    byline="By Tom Hardy &amp; Nina Patel",
    dateline="April 17, 2024 | 3:15 PM",
    paras=[
        "Riverbend's member-owned grocery co-op will open a second store downtown in August, in the ground floor of the former post office building.",
        "The co-op has grown to 6,200 member households, and its first store on the east side is often so crowded that members have asked for a second site for years.",
        "The new store will be smaller, about 8,000 square feet, with a focus on prepared food for office workers at lunchtime.",
    ],
    authors=["Tom Hardy", "Nina Patel"],
    date="2024-04-17",
    shape="english-ampersand-two-authors",
)

# --- a single obituary (the obituary index is a non-article)
story(
    "obituary-single",
    TRICOUNTY,
    "https://www.tricountysentinel.test/obituaries/margaret-ellen-soderberg-1931-2024",
    headline="Margaret Ellen Soderberg, 1931-2024",
    suffix=" :: Tri-County Sentinel",
    byline="",
    dateline="Published April 10, 2024",
    paras=[
        "Margaret Ellen Soderberg, who taught three generations of children to read at Pine Hollow Elementary, died peacefully at home on April 7. She was 92.",
        "Born on a dairy farm outside Millbrook, she was the first in her family to attend college, earning her teaching certificate in 1952. She taught first grade for 38 years and never missed a school play.",
        "She is survived by her sons Carl and Peter, five grandchildren and nine great-grandchildren. A memorial service will be held at Millbrook Lutheran Church on April 20 at 11 a.m.",
    ],
    authors=[],
    date="2024-04-10",
    kind="obituary",
    shape="single-obituary-no-byline",
)

# --- page 2 of a paginated article (rel=prev), labelled an article: the page holds part of the story
story(
    "paginated-article-page-2",
    NORTHGATE,
    "https://www.northgatechronicle.test/investigations/2024/04/07/nursing-home-inspections/2/",
    headline="Inspections missed at one in four nursing homes (page 2 of 3)",
    suffix=" | Northgate Chronicle",
    title="Inspections missed at one in four nursing homes (page 2 of 3)",
    byline="By Grace Liu and Daniel Osei",
    dateline="April 7, 2024",
    paras=[
        "Inspectors told the Chronicle that the backlog grew during the pandemic, when routine visits were suspended and only complaints were investigated.",
        "By the end of 2023, 41 of the state's 160 nursing homes had gone more than two years without a full inspection, the legal maximum under federal rules.",
        "## Staff stretched thin",
        "The state inspection office has 22 positions but only 14 are filled. Starting pay is lower than what nursing homes pay the nurses the office tries to recruit.",
        "One inspector, who asked not to be named because she is not allowed to speak to reporters, said she sometimes drives four hours to a visit and writes reports at night.",
        "The health department said it has asked the legislature for money to raise salaries and has hired a contractor to help clear the backlog.",
    ],
    authors=["Grace Liu", "Daniel Osei"],
    date="2024-04-07",
    head='<link rel="prev" href="https://www.northgatechronicle.test/investigations/2024/04/07/nursing-home-inspections/"><link rel="next" href="https://www.northgatechronicle.test/investigations/2024/04/07/nursing-home-inspections/3/">'
    + metas(article_published_time="2024-04-07T06:00:00-05:00"),
    after='<nav class="pagination"><a href="../">1</a> <span>2</span> <a href="../3/">3</a> <a rel="next" href="../3/">Next page</a></nav>',
    shape="paginated-article-page-2-rel-prev",
)

# --- podcast episode page with a full transcript (labelled an article: the transcript is the text)
story(
    "podcast-transcript",
    NORTHGATE,
    "https://www.northgatechronicle.test/podcasts/city-desk/episode-118-the-library-vote",
    headline="City Desk, episode 118: The library vote",
    suffix=" | Northgate Chronicle",
    byline="Hosted by Ben Carter",
    dateline="April 18, 2024 · 24 min",
    pre_body='<div class="audio-player"><audio controls src="/audio/citydesk-118.mp3"></audio></div><h2 class="transcript-title">Transcript</h2>',
    paras=[
        "Ben Carter: Welcome to City Desk. This week, the vote that decides whether the branch library on Fifth Street stays open. I am joined by our city hall reporter, Amara Nwosu.",
        "Amara Nwosu: Thanks, Ben. So the council has to close a four million dollar gap, and the library board offered to close one branch to save about six hundred thousand a year.",
        "Ben Carter: And Fifth Street is the one they picked. Why that one?",
        "Amara Nwosu: It is the oldest building and it needs a new roof and a new heating system. But it is also the only branch people in that neighbourhood can walk to, and it has the busiest homework club in the city.",
        "Ben Carter: What have people been telling you?",
        "Amara Nwosu: At the hearing last week more than sixty people spoke, almost all against closing it. A lot of them were teenagers, which the council members said they did not expect.",
        "Ben Carter: The vote is Tuesday. Amara, thanks for coming on.",
    ],
    authors=["Ben Carter"],
    date="2024-04-18",
    head=ld(
        {
            "@context": "https://schema.org",
            "@type": "PodcastEpisode",
            "name": "City Desk, episode 118: The library vote",
            "datePublished": "2024-04-18",
            "partOfSeries": {"@type": "PodcastSeries", "name": "City Desk"},
        }
    ),
    kind="podcast",
    shape="podcast-episode-full-transcript",
)

# --- Japanese article with the author in kanji and no space, JSON-LD NewsArticle with +09:00
story(
    "ja-utf8-jsonld-kanji-author",
    HOKKAI,
    "https://www.hokkaishinpo.test/news/economy/20240411/k00198.html",
    headline="道内の有効求人倍率、3カ月連続で上昇",
    suffix="｜北海新報",
    byline="経済部　高橋健一",
    dateline="2024年4月11日 14:30",
    paras=[
        "北海道労働局は11日、3月の道内の有効求人倍率が1.12倍となり、前月を0.02ポイント上回ったと発表した。上昇は3カ月連続。",
        "観光需要の回復を背景に、宿泊業と飲食サービス業の求人が前年同月比で1割以上増えた。一方、製造業は原材料高の影響で求人を控える動きが続いている。",
        "同局は「人手不足は幅広い業種に広がっている。賃上げの動きが求職者の増加につながるか注視したい」としている。",
    ],
    authors=["高橋健一"],
    date="2024-04-11",
    head=ld(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": "道内の有効求人倍率、3カ月連続で上昇",
            "datePublished": "2024-04-11T14:30:00+09:00",
            "author": [{"@type": "Person", "name": "高橋健一"}],
        }
    ),
    shape="japanese-utf8-jsonld-desk-prefix-author",
)

# --- Arabic opinion column, UTF-8, JSON-LD OpinionNewsArticle, author in Arabic script
story(
    "ar-opinion-column",
    RASEEF,
    "https://www.arraseef.test/opinion/2024/04/17/public-transport-cities",
    headline="مدننا تحتاج إلى حافلات قبل الجسور",
    suffix=" | الرصيف",
    byline="رأي - ليلى حداد",
    dateline="17 أبريل 2024",
    paras=[
        "كلما ازدحمت شوارع المدينة، جاء الحل في صورة جسر جديد أو طريق أوسع. لكن التجربة في مدن كثيرة تقول إن الطرق الجديدة تمتلئ بالسيارات خلال سنوات قليلة.",
        "ما نحتاجه هو حافلات منتظمة تمر كل عشر دقائق، ومحطات مظللة، وخطوط تصل الأحياء البعيدة بأماكن العمل. هذا أرخص بكثير من الجسور، ويخدم من لا يملكون سيارة أصلا.",
        "لن يترك الناس سياراتهم لأننا طلبنا منهم ذلك، بل لأنهم وجدوا بديلا أسرع وأرخص. وهذا قرار بيد البلدية، لا بيد المواطن.",
    ],
    authors=["ليلى حداد"],
    date="2024-04-17",
    head=ld(
        {
            "@context": "https://schema.org",
            "@type": "OpinionNewsArticle",
            "headline": "مدننا تحتاج إلى حافلات قبل الجسور",
            "datePublished": "2024-04-17T09:00:00+03:00",
            "author": {"@type": "Person", "name": "ليلى حداد"},
        }
    ),
    shape="arabic-opinion-utf8-jsonld",
)

# --- Russian, windows-1251 via HTTP header, two authors "и"
story(
    "ru-1251-two-authors",
    VOLGA,
    "https://volzhsky-vestnik.test/ekonomika/12901-zavod-nabiraet-rabochih",
    headline="Судостроительный завод наберет 300 рабочих",
    suffix=" — Волжский вестник",
    byline="Алексей Смирнов и Ольга Кузнецова",
    dateline="15.04.2024 10:12",
    paras=[
        "Судостроительный завод объявил набор 300 рабочих: сварщиков, сборщиков корпусов и электриков. Предприятие получило заказ на восемь речных пассажирских судов.",
        "Новым сотрудникам обещают зарплату от 70 тысяч рублей и общежитие. Тех, у кого нет опыта, будут обучать в заводском учебном центре в течение трех месяцев.",
        "Первые суда по новому заказу должны выйти на воду весной следующего года.",
    ],
    authors=["Алексей Смирнов", "Ольга Кузнецова"],
    date="2024-04-15",
    head=metas(author="Алексей Смирнов, Ольга Кузнецова"),
    shape="windows-1251-http-header-two-authors-i",
    encoding="windows-1251",
    content_type="text/html; charset=windows-1251",
    charset_in_page=False,
)

# --- a bylined explainer article (the evergreen topic hub of the same site is a non-article)
story(
    "explainer-article-bylined",
    TRICOUNTY,
    "https://www.tricountysentinel.test/news/2024/04/03/tidal-barrier-what-it-will-do",
    headline="The tidal barrier, explained: what it will do and what it will cost",
    suffix=" :: Tri-County Sentinel",
    byline="By Mark Whitcombe",
    dateline="Wednesday, April 3, 2024",
    paras=[
        "The state signed off this week on the final design of a tidal barrier at Harbor Point, the biggest flood defence project in the county's history. Here is what it is and what it means for the lower town.",
        "## What is it?",
        "A row of steel gates across the mouth of the Millbrook River that stay open most of the time and close when a storm surge is forecast, so that high tides cannot push water up into the town.",
        "## What will it cost?",
        "The latest estimate is $214 million. The state pays 80 per cent and the county the rest, spread over twenty years through a small charge on property taxes.",
        "## When will it be ready?",
        "Construction starts next spring and should finish in 2029. Until then, the county's text-message flood warnings remain the main protection for households in the lower town.",
    ],
    authors=["Mark Whitcombe"],
    date="2024-04-03",
    shape="bylined-explainer-qa-subheads",
)
