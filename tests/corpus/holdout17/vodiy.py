# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""Vodiy Sadosi: an Uzbek (Latin script) regional paper on Ibexa DXP / eZ Platform (URL aliases such as
/Yangiliklar/Sport/slug, `content-view-full class-article`, `attribute-*` field wrappers, `ezrichtext-field` and, on
content migrated from eZ Publish, `ezxmltext-field`, `(offset)/10` view parameters, /content/search). The SEO
bundle writes og:type=website on every page, stories included; the Sport front carries a NewsArticle JSON-LD."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NAV = [
    ("home", "Bosh sahifa"),
    ("jamiyat", "Jamiyat"),
    ("sport", "Sport"),
    ("taziya", "Ta'ziyanomalar"),
    ("avtobus", "Avtobus jadvali"),
]


class Vodiy(Base):
    origin = "https://www.vodiysadosi.test"
    name = "Vodiy Sadosi"
    prefix = "vs"
    language = "uz"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vs",
            [
                ".site-header",
                ".content-view-full",
                ".attribute-body",
                ".ezrichtext-field",
                ".content-view-line",
                ".sidebar",
                ".site-footer",
                ".pagination",
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
                "Vodiy Sadosi",
                "ibexa-frontpage",
                list=["byudjet", "kulol", "paxta", "futbol", "fikr", "uza"],
                more="jamiyat",
            )
        )
        add(
            page(
                "jamiyat",
                "/Yangiliklar/Jamiyat",
                "section",
                "Jamiyat",
                "ibexa-folder-full",
                list=["byudjet", "kulol", "paxta", "fikr", "uza"],
                more="jamiyat2",
            )
        )
        add(
            page(
                "jamiyat2",
                "/Yangiliklar/Jamiyat/(offset)/10",
                "section",
                "Jamiyat",
                "ibexa-folder-offset-page-2",
                list=["yol", "fikr"],
                prev="jamiyat",
            )
        )
        add(
            page(
                "sport",
                "/Yangiliklar/Sport",
                "section",
                "Sport",
                "ibexa-folder-full-newsarticle-jsonld",
                list=["futbol", "uza"],
                ld_lie=True,
            )
        )
        add(
            page(
                "qidiruv",
                "/content/search?SearchText=yo%27l",
                "search",
                "Qidiruv natijalari: yo'l",
                "ibexa-search",
                list=["yol", "byudjet"],
            )
        )
        add(
            page(
                "taziya",
                "/Xizmatlar/Taziyanomalar",
                "obituaries",
                "Ta'ziyanomalar",
                "ibexa-obituary-list",
                [
                    "Tahririyat marhumlarning yaqinlariga chuqur hamdardlik bildiradi. Ta'ziyanoma berish uchun e'lonlar bo'limiga murojaat qiling.",
                    "## Karimov Abdulla Rahimovich (1941-2026)",
                    "Marg'ilon shahridagi 12-maktabda qirq yil ona tili va adabiyotidan dars bergan. Janoza 2-dekabr kuni soat 11:00 da Yangi masjidda o'qiladi.",
                    "## Xolmatova Mohira Sobirovna (1956-2026)",
                    "Farg'ona to'qimachilik kombinatining faxriysi. Oilasi, farzandlari va nevaralari qayg'uli xabarni ma'lum qiladi.",
                    "## To'xtasinov Erkin (1949-2026)",
                    "Quvasoy suv xo'jaligi boshqarmasida muhandis bo'lib ishlagan. Marhumning xotirasi uchun Qur'on tilovati 4-dekabr kuni bo'ladi.",
                    "## Rasulova Gulnora (1963-2026)",
                    "Rishton tumanidagi qishloq kutubxonasi mudirasi. Hamkasblari va shogirdlari qayg'uradi.",
                    "E'lon narxi: 60 000 so'm. Matnni payshanba kuni soat 16:00 gacha yuboring.",
                ],
            )
        )
        add(
            page(
                "avtobus",
                "/Xizmatlar/Avtobus-jadvali",
                "schedule",
                "Farg'ona - Marg'ilon - Quvasoy avtobus jadvali",
                "ibexa-timetable-prose",
                [
                    "Qishki jadval 1-dekabrdan 1-martgacha amal qiladi. Yakshanba kunlari birinchi reys yarim soat kech jo'naydi, 21-yo'nalish esa faqat ish kunlari qatnaydi.",
                    "RAW:<table class=\"timetable\"><tr><th>Yo'nalish</th><th>Birinchi reys</th><th>Oxirgi reys</th><th>Oraliq</th></tr><tr><td>7 Farg'ona - Marg'ilon</td><td>06:10</td><td>21:40</td><td>15 daq.</td></tr><tr><td>12 Farg'ona - Quvasoy</td><td>06:30</td><td>20:50</td><td>30 daq.</td></tr><tr><td>21 Marg'ilon - Toshloq</td><td>07:00</td><td>19:30</td><td>40 daq.</td></tr><tr><td>34 Avtovokzal - Aeroport</td><td>05:50</td><td>22:10</td><td>60 daq.</td></tr></table>",
                    "Yo'l ta'mirlanayotgani sababli 12-yo'nalish avtobuslari Quvasoy ko'prigi o'rniga aylanma yo'ldan yuradi va manzilga taxminan o'n daqiqa kech yetib boradi.",
                    "Yo'l kira narxi 2 500 so'm. Nafaqaxo'rlar va maktab o'quvchilari uchun imtiyozli kartalar avtovokzal kassasida sotiladi.",
                ],
            )
        )
        add(
            page(
                "maxfiylik",
                "/Xizmatlar/Maxfiylik-siyosati",
                "policy",
                "Maxfiylik siyosati",
                "ibexa-policy-updated",
                [
                    "Oxirgi yangilanish: 14-fevral, 2026-yil",
                    "Ushbu siyosat Vodiy Sadosi sayti foydalanuvchilari haqidagi ma'lumotlar qanday yig'ilishi, saqlanishi va ishlatilishini tushuntiradi.",
                    "## Qanday ma'lumotlarni yig'amiz",
                    "Saytga kirganingizda brauzeringiz turi, IP manzilingiz va ko'rilgan sahifalar haqidagi texnik ma'lumotlar server jurnallarida saqlanadi. Izoh yozganingizda ismingiz va elektron pochtangiz ham saqlanadi.",
                    "## Cookie fayllari",
                    "Sayt sessiyani saqlash va statistikani hisoblash uchun cookie fayllaridan foydalanadi. Brauzer sozlamalarida ularni o'chirib qo'yishingiz mumkin, ammo ayrim xizmatlar ishlamay qolishi mumkin.",
                    "## Ma'lumotlarni saqlash muddati",
                    "Server jurnallari 90 kun, obuna ma'lumotlari esa obunani bekor qilganingizdan keyin 30 kun saqlanadi.",
                    "## Murojaat",
                    "Savollar bo'yicha tahririyatga yozing: maxfiylik@vodiysadosi.test.",
                ],
            )
        )
        add(
            page(
                "vakansiya",
                "/Xizmatlar/Vakansiyalar/Muxbir-Quvasoy",
                "jobs",
                "Vakansiya: Quvasoy shahri bo'yicha muxbir",
                "ibexa-job-ad-article-layout",
                [
                    "Vodiy Sadosi tahririyati Quvasoy shahri va atrofidagi qishloqlarni yorituvchi muxbir izlamoqda.",
                    "## Vazifalar",
                    "- shahar kengashi majlislari, maktablar va shifoxonalar haqida muntazam xabarlar tayyorlash;",
                    "- haftasiga kamida to'rtta material va bitta fotoreportaj yozish;",
                    "- saytdagi izohlarga va o'quvchilar xatlariga javob berish.",
                    "## Talablar",
                    "O'zbek va rus tillarini yaxshi bilish, haydovchilik guvohnomasi va jurnalistika sohasida kamida ikki yillik tajriba. Oliy ma'lumot afzallik hisoblanadi.",
                    "## Shartlar",
                    "Rasmiy ishga joylashish, oylik maosh kelishuv asosida, yo'l xarajatlari qoplanadi. Rezyume va uchta nashr etilgan materialingizni 20-dekabrgacha kadrlar@vodiysadosi.test manziliga yuboring.",
                ],
                sidebar_job=True,
            )
        )
        add(
            page(
                "aloqa",
                "/Xizmatlar/Aloqa",
                "contact",
                "Biz bilan bog'lanish",
                "ibexa-contact-form",
                [
                    "Tahririyat manzili: Farg'ona shahri, Mustaqillik ko'chasi, 41-uy, 3-qavat.",
                    "Telefon: +998 73 244 18 90. Ish vaqti: dushanba-juma, 9:00-18:00.",
                    "Yangilik yoki muammo haqida xabar bermoqchi bo'lsangiz, quyidagi shaklni to'ldiring. Tahririyat har bir murojaatni ko'rib chiqadi.",
                    'RAW:<form class="ibexa-form" action="/form/submit/aloqa" method="post"><label>Ismingiz <input name="ism"></label><label>Elektron pochta <input name="email"></label><label>Xabar <textarea name="xabar"></textarea></label><button type="submit">Yuborish</button></form>',
                ],
            )
        )
        # stories
        add(
            story(
                "byudjet",
                "/Yangiliklar/Jamiyat/Viloyat-kengashi-2027-yil-byudjetini-tasdiqladi",
                "Viloyat kengashi 2027-yil byudjetini tasdiqladi: maktablar uchun ajratma ikki baravar oshdi",
                "2026-12-02",
                None,
                "02.12.2026 17:45",
                ["Dilnoza Karimova", "Jasur Toshmatov"],
                [
                    "Farg'ona viloyati xalq deputatlari kengashi chorshanba kuni kelgusi yil byudjetini ko'pchilik ovoz bilan qabul qildi. Maktablarni ta'mirlash uchun ajratilgan mablag' joriy yilga nisbatan ikki baravar oshib, 184 milliard so'mni tashkil etdi.",
                    "Moliya boshqarmasi boshlig'i Akmal Nazarov ma'lumotiga ko'ra, byudjetning qariyb uchdan bir qismi ta'lim va sog'liqni saqlashga yo'naltiriladi. Yangi byudjetda birinchi marta qishloq kutubxonalari uchun alohida modda ham bor.",
                    "## Deputatlar nimani tanqid qildi",
                    "Muhokama to'rt soatdan ortiq davom etdi. Quvasoylik deputat Malika Usmonova ichimlik suvi tarmoqlari uchun ajratma yetarli emasligini aytdi: uning so'zlariga ko'ra, shahar chekkasidagi mahallalarda suv haftada uch kun beriladi.",
                    "Rishton tumanidan saylangan deputat Otabek Hamroyev esa yo'l ta'miri uchun rejalashtirilgan pul tumanlar o'rtasida adolatsiz taqsimlanganini ta'kidladi. Kengash uning taklifi bilan yo'l fondini qayta ko'rib chiqish uchun ishchi guruh tuzdi.",
                    "## Keyingi qadamlar",
                    "Byudjet 1-yanvardan kuchga kiradi. Har chorakda ijro to'g'risidagi hisobot kengash saytida e'lon qilinishi va jamoatchilik eshituvlarida muhokama qilinishi kerak.",
                ],
                "two-authors-va-og-website",
                section="Jamiyat",
                byline="Dilnoza Karimova va Jasur Toshmatov",
                tags=["byudjet", "kengash"],
            )
        )
        add(
            story(
                "uza",
                "/Yangiliklar/Sport/Marg-ilonlik-kurashchi-Osiyo-chempionatida-bronza-oldi",
                "Marg'ilonlik kurashchi Osiyo chempionatida bronza oldi",
                "2026-12-01",
                None,
                "01.12.2026 21:10",
                [],
                [
                    "Marg'ilonlik kurashchi Sardor Qodirov Ostonada yakunlangan Osiyo chempionatida 73 kilogrammgacha vazn toifasida bronza medalni qo'lga kiritdi. Bu uning kattalar o'rtasidagi ilk xalqaro medali.",
                    "Terma jamoa 6-dekabr kuni Toshkentga qaytadi.",
                ],
                "agency-brief-uza",
                section="Sport",
                byline="UzA",
                credit="UzA xabari asosida tayyorlandi.",
                tags=["kurash"],
            )
        )
        add(
            story(
                "kulol",
                "/Yangiliklar/Jamiyat/Rishtonlik-kulol-Loyni-shoshiltirib-bo-lmaydi",
                'Rishtonlik kulol: "Loyni shoshiltirib bo\'lmaydi"',
                "2026-11-30",
                None,
                "30.11.2026 10:00",
                ["Nodira Saidova"],
                [
                    "Rishtonlik usta Ibrohim Yusupov ellik yildan beri sopol yasaydi. Uning ustaxonasiga har yili minglab sayyohlar keladi. Biz u bilan hunarning kelajagi haqida suhbatlashdik.",
                    "Q: Kulolchilikni qachon boshlagansiz? || O'n ikki yoshimda otamning ustaxonasida loy tashishdan boshlaganman. Birinchi kosamni o'n besh yoshda yasadim, u hali ham uyda turibdi.",
                    "Q: Rishton sopolining siri nimada? || Loyimiz va ishqor bo'yog'imizda. Ishqorni tog' o'tlaridan o'zimiz tayyorlaymiz. Zavod bo'yog'i bilan bu rangni chiqarib bo'lmaydi.",
                    "Q: Yoshlar bu hunarga qiziqyaptimi? || Qiziqyapti, lekin sabr yetishmaydi. Loyni shoshiltirib bo'lmaydi: bitta laganni quritish uchun ikki hafta kerak. Hozir menda yetti shogird bor, ulardan uchtasi qizlar.",
                    "Q: Sayyohlar ko'payishi hunarga ta'sir qildimi? || Ha, buyurtmalar ko'paydi, ammo ba'zilar arzon nusxalarni sotib olib ketadi. Shuning uchun har bir buyumimga tamg'a bosaman.",
                    "Q: Kelajakdagi rejangiz? || Ustaxona yonida kichik muzey ochmoqchiman. U yerda bobolarimdan qolgan asboblarni ko'rsataman.",
                ],
                "interview-qa",
                section="Jamiyat",
                byline="Suhbatdosh: Nodira Saidova",
                tags=["hunarmandchilik", "Rishton"],
            )
        )
        add(
            story(
                "paxta",
                "/Yangiliklar/Jamiyat/Fotoreportaj-Quvasoyda-birinchi-qor",
                "Fotoreportaj: Quvasoyda birinchi qor",
                "2026-11-29",
                None,
                "29.11.2026 09:20",
                ["Bekzod Ergashev"],
                [
                    "FIG: Qor bilan qoplangan Quvasoy bog'lari | Shahar chetidagi o'rik bog'lari tong saharda.",
                    "FIG: Maktab oldida qorbo'ron o'ynayotgan bolalar | 7-maktab o'quvchilari darsdan oldin.",
                    "Shanba tongida Quvasoyga mavsumning birinchi qori yog'di. Qor qalinligi tog' etaklarida o'n santimetrga yetdi.",
                    "FIG: Qor tozalayotgan kommunal xodimlar | Mustaqillik ko'chasida ertalabki tozalash ishlari.",
                ],
                "photo-story-little-text",
                section="Jamiyat",
                byline="Surat: Bekzod Ergashev",
                tags=["ob-havo", "Quvasoy"],
            )
        )
        add(
            story(
                "fikr",
                "/Yangiliklar/Jamiyat/Fikr-Bozorni-yopish-emas-tartibga-solish-kerak",
                "Fikr: Bozorni yopish emas, tartibga solish kerak",
                "2026-11-28",
                None,
                "28.11.2026 12:00",
                ["Rustam Yo'ldoshev"],
                [
                    "Shahar hokimiyati eski Kuvasoy bozorini yopib, o'rniga savdo markazi qurish rejasini e'lon qilganidan beri bu masala har bir choyxonada muhokama qilinmoqda. Men ham o'z fikrimni aytmoqchiman.",
                    "Bozor faqat savdo joyi emas. U yerda yuzlab oilalar kun ko'radi: dehqonlar, qassoblar, nonvoylar, aravakashlar. Yangi savdo markazida joy ijarasi hozirgidan besh baravar qimmat bo'lishi aytilmoqda. Kichik sotuvchi bunday narxni ko'tara olmaydi.",
                    "To'g'ri, bozorning hozirgi holati yaxshi emas. Tom oqadi, kanalizatsiya eskirgan, yong'in xavfsizligi talablariga javob bermaydi. Ammo muammoni hal qilish uchun binoni buzish shart emas. Qo'qon va Namangan bozorlari bosqichma-bosqich ta'mirlangan va savdo bir kun ham to'xtamagan.",
                    "## Nima qilish kerak",
                    "Birinchidan, sotuvchilar bilan ochiq muhokama o'tkazish zarur. Ikkinchidan, ta'mirlash rejasini va uning xarajatlarini e'lon qilish kerak. Uchinchidan, ijara narxini kamida besh yilga muzlatib qo'yish lozim.",
                    "Shahar bozorining taqdiri faqat hokimiyat va investorning ishi emas. Bu bizning umumiy masalamiz. Agar bugun indamasak, ertaga eski bozor o'rnida faqat yopiq eshiklar qoladi.",
                ],
                "opinion-signed-at-end",
                section="Jamiyat",
                byline="",
                sign="Rustam Yo'ldoshev, iqtisodchi, Farg'ona davlat universiteti dotsenti",
                disclaimer="Muallif fikri tahririyat nuqtai nazarini aks ettirmasligi mumkin.",
                tags=["fikr", "bozor"],
            )
        )
        add(
            story(
                "yol",
                "/Yangiliklar/Jamiyat/Toshloq-yo-li-ta-mirga-yopiladi",
                "Toshloq yo'li ikki haftaga ta'mirga yopiladi",
                "2026-12-01",
                None,
                "",
                ["Shahnoza Olimova"],
                [
                    "Marg'ilon va Toshloq tumanini bog'lovchi avtomobil yo'lining 6 kilometrlik qismi 3-dekabrdan boshlab ikki haftaga yopiladi. Yo'lda asfalt qoplamasi to'liq almashtiriladi.",
                    "Viloyat avtomobil yo'llari boshqarmasi ma'lumotiga ko'ra, transport vositalari Yangiqo'rg'on qishlog'i orqali aylanma yo'ldan yo'naltiriladi. Bu yo'l bilan safar taxminan yigirma daqiqaga uzayadi.",
                    "Haydovchilar ta'mir sifatidan oldingi yillarda ham norozi bo'lgan. 2023-yilda yotqizilgan asfalt bir qishdan keyin yorilib ketgan edi. Boshqarma bu safar pudratchi besh yillik kafolat berishini ma'lum qildi.",
                    "21-yo'nalish avtobuslari ta'mir davrida ham qatnaydi, ammo jadval o'zgaradi.",
                ],
                "no-metadata-date-in-byline-text-ezxmltext",
                section="Jamiyat",
                byline="Shahnoza Olimova, Marg'ilon. 1-dekabr, 2026-yil",
                legacy=True,
                tags=["yo'llar"],
            )
        )
        add(
            story(
                "futbol",
                "/Yangiliklar/Sport/Neftchi-mavsumni-uchinchi-o-rinda-yakunladi",
                '"Neftchi" mavsumni uchinchi o\'rinda yakunladi',
                "2026-11-30",
                None,
                "30.11.2026 22:35",
                ["Aziz Mirzayev"],
                [
                    "Farg'onaning \"Neftchi\" jamoasi Superliganing so'nggi turida \"Sog'diyona\"ni uyda 2:1 hisobida mag'lub etib, mavsumni uchinchi o'rinda yakunladi. Bu klubning so'nggi o'n yildagi eng yaxshi natijasi.",
                    "Birinchi to'pni 34-daqiqada yarim himoyachi Doston Ismoilov kiritdi. Mehmonlar tanaffusdan keyin hisobni tenglashtirdi, ammo 81-daqiqada yosh hujumchi Samandar Rahimov jarima maydonchasi chetidan aniq zarba berdi.",
                    'Bosh murabbiy Vadim Abramov o\'yindan keyin jamoa kelgusi mavsumda Osiyo chempionlar ligasining saralash bosqichida ishtirok etishini eslatdi. "Bizga ikkita tajribali himoyachi kerak", dedi u.',
                    "Stadionga 14 mingdan ortiq muxlis keldi. Klub rahbariyati qish davomida stadion yoritish tizimini almashtirishni rejalashtirmoqda.",
                ],
                "match-report",
                section="Sport",
                byline="Aziz Mirzayev",
                tags=["futbol", "Neftchi"],
            )
        )

    # templates
    def head(self, doc: Doc) -> str:
        if doc.extra.get("legacy"):
            return f'<meta name="description" content="{esc(self.lede(doc))}">'
        out = [
            '<meta property="og:type" content="website">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Vodiy Sadosi">',
            f'<meta name="description" content="{esc(self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if doc.extra.get("ld_lie"):
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": "Sport yangiliklari",
                "datePublished": "2024-03-11T09:00:00+05:00",
                "author": {"@type": "Organization", "name": "Vodiy Sadosi"},
                "publisher": {"@type": "Organization", "name": "Vodiy Sadosi"},
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in NAV)
        rail_keys = ["byudjet", "futbol", "yol", "kulol"]
        rail = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in rail_keys if k != doc.key)
        return f"""<!DOCTYPE html>
<html lang="uz">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} | Vodiy Sadosi</title>
{self.head(doc)}
<link rel="stylesheet" href="/assets/build/app-3f9c1e.css">
<style>/*PAD*/</style>
</head>
<body class="ibexa-site siteaccess-uz">
<header class="site-header">
<div class="logo">{self.a("home", "Vodiy Sadosi", "chrome:header")}</div>
<form class="header-search" action="/content/search" method="get"><input type="search" name="SearchText" placeholder="Qidirish..."><button>Qidirish</button></form>
<nav class="main-nav"><ul>{nav}</ul></nav>
</header>
<main class="container"><div class="row"><div class="col-main">
{main}
</div>
<aside class="sidebar col-side"><div class="block block-popular"><h3>Ko'p o'qilgan</h3><ol>{rail}</ol></div>
<div class="block block-banner"><a href="https://reklama.vodiysadosi.test/">Reklama joylashtirish</a></div></aside>
</div></main>
<footer class="site-footer"><ul>
<li>{self.a("maxfiylik", "Maxfiylik siyosati", "chrome:footer")}</li>
<li>{self.a("aloqa", "Bog'lanish", "chrome:footer")}</li>
<li>{self.a("vakansiya", "Vakansiyalar", "chrome:footer")}</li>
<li><a href="/rss/feed/yangiliklar">RSS</a></li></ul>
<p>&copy; 2026 \u00abVodiy Sadosi\u00bb MChJ. Materiallardan foydalanishda manba ko'rsatilishi shart.</p>
</footer>
</body>
</html>
"""

    def crumbs(self, doc: Doc) -> str:
        sec = "sport" if doc.section == "Sport" else "jamiyat"
        return f'<nav class="breadcrumb">{self.a("home", "Bosh sahifa", "chrome:breadcrumb")} / <span>Yangiliklar</span> / {self.a(sec, self.docs[sec].title, "chrome:breadcrumb")}</nav>'

    def story_main(self, doc: Doc) -> str:
        field = "ezxmltext-field" if doc.extra.get("legacy") else "ezrichtext-field"
        cid = 4400 + sum(map(ord, doc.key)) % 500
        date = (
            f'<div class="attribute-publish_date"><span class="ezdatetime-field">{doc.stamp}</span></div>'
            if doc.stamp
            else ""
        )
        byline = (
            f'<div class="attribute-author"><span class="ezstring-field">{esc(doc.byline)}</span></div>'
            if doc.byline
            else ""
        )
        extra = ""
        if doc.extra.get("sign"):
            extra += f'<p class="author-sign"><em>{esc(doc.extra["sign"])}</em></p><p class="disclaimer">{esc(doc.extra["disclaimer"])}</p>'
        if doc.extra.get("credit"):
            extra += f'<p class="source-note">{esc(doc.extra["credit"])}</p>'
        tags = " ".join(f'<span class="tag">#{esc(t)}</span>' for t in doc.extra.get("tags", []))
        rel = [k for k, d in self.docs.items() if d.is_article and d.section == doc.section and k != doc.key][:3]
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in rel)
        return f"""{self.crumbs(doc)}
<article class="content-view-full class-article" data-content-id="{cid}" data-location-id="{cid + 17}">
<div class="attribute-title"><h1>{esc(doc.title)}</h1></div>
{byline}
{date}
<div class="attribute-body"><div class="{field}">
{self.blocks(doc)}
</div></div>
{extra}
<div class="attribute-tags">{tags}</div>
<div class="share"><a href="https://t.me/share/url?url={esc(self.url(doc.key))}">Telegram</a> <a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Facebook</a></div>
</article>
<section class="related"><h2>Mavzuga oid</h2><ul>{related}</ul></section>"""

    def teaser(self, key: str) -> str:
        d = self.docs[key]
        when = d.stamp.split(" ")[0] if d.stamp else ""
        return f"""<div class="content-view-line class-article"><h2 class="attribute-title">{self.a(key, d.title, "content")}</h2>
<span class="date">{when}</span><div class="attribute-short"><p>{esc(self.lede(d))}</p></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(self.teaser(k) for k in doc.extra["list"])
        pager = ""
        if doc.extra.get("more"):
            label = "Barcha yangiliklar" if doc.key == "home" else "Keyingi sahifa \u00bb"
            pager = f'<div class="pagination">{self.a(doc.extra["more"], label, "content")}</div>'
        if doc.extra.get("prev"):
            back = self.a(doc.extra["prev"], "\u00ab Oldingi sahifa", "content")
            pager = f'<div class="pagination">{back} <span class="current">2</span></div>'
        intro = ""
        if doc.kind == "search":
            intro = f'<p class="search-info">"yo\'l" so\'rovi bo\'yicha {len(doc.extra["list"])} ta natija topildi.</p>'
        if doc.key == "home":
            promo = [
                self.a("sport", "Sport yangiliklari", "content"),
                self.a("taziya", "Ta'ziyanomalar", "content"),
                self.a("qidiruv", "Mashhur qidiruv: yo'l", "content"),
            ]
            intro = f'<div class="promo">{" | ".join(promo)}</div>'
        return f"""<div class="content-view-full class-folder"><div class="attribute-name"><h1>{esc(doc.title)}</h1></div>{intro}
<div class="content-view-children">
{items}
</div>{pager}</div>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<nav class="breadcrumb">{self.a("home", "Bosh sahifa", "chrome:breadcrumb")} / <span>Xizmatlar</span></nav>
<div class="content-view-full class-landing_page"><div class="attribute-title"><h1>{esc(doc.title)}</h1></div>
<div class="attribute-description"><div class="ezrichtext-field">
{self.blocks(doc)}
</div></div></div>"""
