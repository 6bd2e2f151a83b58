# ruff: noqa: E501, RUF001  (prose in many scripts: long lines and non-ASCII punctuation are the data)
"""Publisher chrome for the fifth held-out set: header, menus, consent banner, ad slots, rails, footer.

Written for this set (not derived from any earlier set's generator). Deterministic: the same site and
page give the same bytes.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from html import escape

# Chrome words per language: sections, rail headlines and the fixed labels of the template.
WORDS: dict[str, dict[str, object]] = {
    "en": {
        "sections": [
            "News",
            "Local",
            "Politics",
            "Business",
            "Sport",
            "Culture",
            "Opinion",
            "Science",
            "Travel",
            "Food",
        ],
        "subs": ["Latest", "Analysis", "Video", "Podcasts", "Archive"],
        "rail": [
            "Council approves budget after late-night session",
            "Ferry timetable changes from next month",
            "Library extends weekend opening hours",
            "Heat pump grants: who can apply",
            "Youth orchestra wins national title",
            "Roadworks on the ring road enter final phase",
        ],
        "most_read": "Most read",
        "newsletter": "Get the morning briefing in your inbox",
        "subscribe": "Subscribe",
        "signup": "Sign up",
        "email": "Your email address",
        "consent": "We and our 42 partners use cookies and similar technologies to measure audiences, personalise content and show ads. You can accept, reject or choose your settings at any time.",
        "accept": "Accept all",
        "reject": "Reject all",
        "settings": "Manage settings",
        "share": ["Share", "Facebook", "X", "WhatsApp", "Email", "Copy link"],
        "related": "More from this section",
        "advert": "Advertisement",
        "search": "Search",
        "login": "Log in",
        "foot": [
            "About us",
            "Contact",
            "Careers",
            "Advertise",
            "Privacy",
            "Terms",
            "Cookie settings",
            "Accessibility",
            "Sitemap",
            "Help",
        ],
        "network": "Our network",
        "rights": "All rights reserved.",
    },
    "es": {
        "sections": [
            "Noticias",
            "Local",
            "Política",
            "Economía",
            "Deportes",
            "Cultura",
            "Opinión",
            "Ciencia",
            "Viajes",
            "Gastronomía",
        ],
        "subs": ["Última hora", "Análisis", "Vídeo", "Pódcast", "Hemeroteca"],
        "rail": [
            "El ayuntamiento aprueba el presupuesto",
            "Cambios en el horario del tranvía",
            "La biblioteca amplía su horario",
            "Ayudas para placas solares",
            "La orquesta juvenil gana el certamen",
            "Obras en la ronda norte",
        ],
        "most_read": "Lo más leído",
        "newsletter": "Recibe el boletín de la mañana",
        "subscribe": "Suscríbete",
        "signup": "Apuntarme",
        "email": "Tu correo electrónico",
        "consent": "Nosotros y nuestros 42 socios usamos cookies para medir la audiencia, personalizar el contenido y mostrar publicidad. Puedes aceptar, rechazar o configurar tus preferencias.",
        "accept": "Aceptar todo",
        "reject": "Rechazar todo",
        "settings": "Configurar",
        "share": ["Compartir", "Facebook", "X", "WhatsApp", "Correo", "Copiar enlace"],
        "related": "Más de esta sección",
        "advert": "Publicidad",
        "search": "Buscar",
        "login": "Entrar",
        "foot": [
            "Quiénes somos",
            "Contacto",
            "Empleo",
            "Publicidad",
            "Privacidad",
            "Aviso legal",
            "Cookies",
            "Accesibilidad",
            "Mapa web",
            "Ayuda",
        ],
        "network": "Nuestros medios",
        "rights": "Todos los derechos reservados.",
    },
    "de": {
        "sections": [
            "Nachrichten",
            "Region",
            "Politik",
            "Wirtschaft",
            "Sport",
            "Kultur",
            "Meinung",
            "Wissen",
            "Reise",
            "Genuss",
        ],
        "subs": ["Aktuell", "Hintergrund", "Video", "Podcasts", "Archiv"],
        "rail": [
            "Stadtrat beschließt Haushalt",
            "Neuer Fahrplan für die Fähre",
            "Bibliothek öffnet länger",
            "Förderung für Wärmepumpen",
            "Jugendorchester gewinnt Wettbewerb",
            "Baustelle am Ring geht in letzte Phase",
        ],
        "most_read": "Meistgelesen",
        "newsletter": "Der Morgen-Newsletter in Ihrem Postfach",
        "subscribe": "Abonnieren",
        "signup": "Anmelden",
        "email": "Ihre E-Mail-Adresse",
        "consent": "Wir und unsere 42 Partner verwenden Cookies, um Reichweite zu messen, Inhalte zu personalisieren und Werbung anzuzeigen. Sie können zustimmen, ablehnen oder Ihre Einstellungen wählen.",
        "accept": "Alle akzeptieren",
        "reject": "Alle ablehnen",
        "settings": "Einstellungen",
        "share": ["Teilen", "Facebook", "X", "WhatsApp", "E-Mail", "Link kopieren"],
        "related": "Mehr aus diesem Ressort",
        "advert": "Anzeige",
        "search": "Suche",
        "login": "Anmelden",
        "foot": [
            "Über uns",
            "Kontakt",
            "Karriere",
            "Werben",
            "Datenschutz",
            "AGB",
            "Cookie-Einstellungen",
            "Barrierefreiheit",
            "Sitemap",
            "Hilfe",
        ],
        "network": "Unser Netzwerk",
        "rights": "Alle Rechte vorbehalten.",
    },
    "fr": {
        "sections": [
            "Actualité",
            "Régions",
            "Politique",
            "Économie",
            "Sport",
            "Culture",
            "Opinions",
            "Sciences",
            "Voyage",
            "Cuisine",
        ],
        "subs": ["En direct", "Analyses", "Vidéos", "Podcasts", "Archives"],
        "rail": [
            "Le conseil adopte le budget",
            "Nouveaux horaires du bac",
            "La médiathèque ouvre le dimanche",
            "Aides aux pompes à chaleur",
            "L'orchestre des jeunes primé",
            "Travaux sur la rocade",
        ],
        "most_read": "Les plus lus",
        "newsletter": "La lettre du matin dans votre boîte",
        "subscribe": "S'abonner",
        "signup": "Je m'inscris",
        "email": "Votre adresse e-mail",
        "consent": "Nous et nos 42 partenaires utilisons des cookies pour mesurer l'audience, personnaliser le contenu et afficher des publicités. Vous pouvez accepter, refuser ou paramétrer vos choix.",
        "accept": "Tout accepter",
        "reject": "Tout refuser",
        "settings": "Paramétrer",
        "share": ["Partager", "Facebook", "X", "WhatsApp", "E-mail", "Copier le lien"],
        "related": "Dans la même rubrique",
        "advert": "Publicité",
        "search": "Rechercher",
        "login": "Connexion",
        "foot": [
            "Qui sommes-nous",
            "Contact",
            "Recrutement",
            "Publicité",
            "Confidentialité",
            "CGU",
            "Cookies",
            "Accessibilité",
            "Plan du site",
            "Aide",
        ],
        "network": "Nos titres",
        "rights": "Tous droits réservés.",
    },
    "nl": {
        "sections": [
            "Nieuws",
            "Regio",
            "Politiek",
            "Economie",
            "Sport",
            "Cultuur",
            "Opinie",
            "Wetenschap",
            "Reizen",
            "Eten",
        ],
        "subs": ["Laatste nieuws", "Achtergrond", "Video", "Podcasts", "Archief"],
        "rail": [
            "Gemeenteraad stemt in met begroting",
            "Nieuwe dienstregeling voor de pont",
            "Bibliotheek langer open",
            "Subsidie voor warmtepompen",
            "Jeugdorkest wint landelijke prijs",
            "Werk aan de ringweg bijna klaar",
        ],
        "most_read": "Meest gelezen",
        "newsletter": "De ochtendbrief in je mailbox",
        "subscribe": "Abonneren",
        "signup": "Aanmelden",
        "email": "Je e-mailadres",
        "consent": "Wij en onze 42 partners gebruiken cookies om bezoek te meten, inhoud te personaliseren en advertenties te tonen. Je kunt accepteren, weigeren of je instellingen kiezen.",
        "accept": "Alles accepteren",
        "reject": "Alles weigeren",
        "settings": "Instellingen",
        "share": ["Delen", "Facebook", "X", "WhatsApp", "E-mail", "Link kopiëren"],
        "related": "Meer uit deze rubriek",
        "advert": "Advertentie",
        "search": "Zoeken",
        "login": "Inloggen",
        "foot": [
            "Over ons",
            "Contact",
            "Vacatures",
            "Adverteren",
            "Privacy",
            "Voorwaarden",
            "Cookie-instellingen",
            "Toegankelijkheid",
            "Sitemap",
            "Klantenservice",
        ],
        "network": "Onze titels",
        "rights": "Alle rechten voorbehouden.",
    },
    "sv": {
        "sections": [
            "Nyheter",
            "Lokalt",
            "Politik",
            "Ekonomi",
            "Sport",
            "Kultur",
            "Debatt",
            "Vetenskap",
            "Resor",
            "Mat",
        ],
        "subs": ["Senaste", "Analys", "Video", "Poddar", "Arkiv"],
        "rail": [
            "Fullmäktige klubbar budgeten",
            "Ny tidtabell för färjan",
            "Biblioteket öppnar längre",
            "Bidrag till värmepumpar",
            "Ungdomsorkestern vann SM",
            "Vägarbetet på ringleden nästan klart",
        ],
        "most_read": "Mest läst",
        "newsletter": "Morgonbrevet direkt i din inkorg",
        "subscribe": "Prenumerera",
        "signup": "Anmäl mig",
        "email": "Din e-postadress",
        "consent": "Vi och våra 42 partner använder kakor för att mäta trafik, anpassa innehåll och visa annonser. Du kan godkänna, neka eller välja dina inställningar.",
        "accept": "Godkänn alla",
        "reject": "Neka alla",
        "settings": "Inställningar",
        "share": ["Dela", "Facebook", "X", "WhatsApp", "E-post", "Kopiera länk"],
        "related": "Mer från avdelningen",
        "advert": "Annons",
        "search": "Sök",
        "login": "Logga in",
        "foot": [
            "Om oss",
            "Kontakt",
            "Jobba hos oss",
            "Annonsera",
            "Integritet",
            "Villkor",
            "Kakor",
            "Tillgänglighet",
            "Webbkarta",
            "Kundservice",
        ],
        "network": "Våra tidningar",
        "rights": "Alla rättigheter förbehållna.",
    },
    "cs": {
        "sections": [
            "Zprávy",
            "Regiony",
            "Politika",
            "Ekonomika",
            "Sport",
            "Kultura",
            "Názory",
            "Věda",
            "Cestování",
            "Jídlo",
        ],
        "subs": ["Aktuálně", "Analýzy", "Video", "Podcasty", "Archiv"],
        "rail": [
            "Zastupitelé schválili rozpočet",
            "Nový jízdní řád přívozu",
            "Knihovna prodlouží otevírací dobu",
            "Dotace na tepelná čerpadla",
            "Mládežnický orchestr zvítězil",
            "Oprava okruhu finišuje",
        ],
        "most_read": "Nejčtenější",
        "newsletter": "Ranní přehled do vaší schránky",
        "subscribe": "Předplatné",
        "signup": "Přihlásit k odběru",
        "email": "Váš e-mail",
        "consent": "My a našich 42 partnerů používáme cookies k měření návštěvnosti, přizpůsobení obsahu a zobrazování reklamy. Můžete souhlasit, odmítnout nebo zvolit nastavení.",
        "accept": "Přijmout vše",
        "reject": "Odmítnout vše",
        "settings": "Nastavení",
        "share": ["Sdílet", "Facebook", "X", "WhatsApp", "E-mail", "Kopírovat odkaz"],
        "related": "Další z rubriky",
        "advert": "Reklama",
        "search": "Hledat",
        "login": "Přihlásit",
        "foot": [
            "O nás",
            "Kontakt",
            "Kariéra",
            "Inzerce",
            "Ochrana soukromí",
            "Podmínky",
            "Cookies",
            "Přístupnost",
            "Mapa stránek",
            "Nápověda",
        ],
        "network": "Naše tituly",
        "rights": "Všechna práva vyhrazena.",
    },
    "tr": {
        "sections": [
            "Gündem",
            "Yerel",
            "Siyaset",
            "Ekonomi",
            "Spor",
            "Kültür",
            "Yazarlar",
            "Bilim",
            "Seyahat",
            "Yemek",
        ],
        "subs": ["Son dakika", "Analiz", "Video", "Podcast", "Arşiv"],
        "rail": [
            "Belediye meclisi bütçeyi onayladı",
            "Vapur seferlerinde yeni tarife",
            "Kütüphane hafta sonu da açık",
            "Isı pompası desteği başladı",
            "Gençlik orkestrası birinci oldu",
            "Çevre yolunda çalışma bitiyor",
        ],
        "most_read": "Çok okunanlar",
        "newsletter": "Sabah bülteni e-postanıza gelsin",
        "subscribe": "Abone ol",
        "signup": "Kaydol",
        "email": "E-posta adresiniz",
        "consent": "Biz ve 42 iş ortağımız, ziyaretleri ölçmek, içeriği kişiselleştirmek ve reklam göstermek için çerez kullanıyoruz. Kabul edebilir, reddedebilir veya ayarlarınızı seçebilirsiniz.",
        "accept": "Tümünü kabul et",
        "reject": "Tümünü reddet",
        "settings": "Ayarlar",
        "share": ["Paylaş", "Facebook", "X", "WhatsApp", "E-posta", "Bağlantıyı kopyala"],
        "related": "Bu bölümden",
        "advert": "Reklam",
        "search": "Ara",
        "login": "Giriş",
        "foot": [
            "Hakkımızda",
            "İletişim",
            "Kariyer",
            "Reklam",
            "Gizlilik",
            "Kullanım koşulları",
            "Çerezler",
            "Erişilebilirlik",
            "Site haritası",
            "Yardım",
        ],
        "network": "Grup sitelerimiz",
        "rights": "Tüm hakları saklıdır.",
    },
    "ru": {
        "sections": [
            "Новости",
            "Город",
            "Политика",
            "Экономика",
            "Спорт",
            "Культура",
            "Мнения",
            "Наука",
            "Путешествия",
            "Еда",
        ],
        "subs": ["Главное", "Аналитика", "Видео", "Подкасты", "Архив"],
        "rail": [
            "Городская дума утвердила бюджет",
            "Новое расписание парома",
            "Библиотека продлевает часы работы",
            "Субсидии на тепловые насосы",
            "Юношеский оркестр победил на конкурсе",
            "Ремонт кольцевой дороги завершается",
        ],
        "most_read": "Самое читаемое",
        "newsletter": "Утренняя рассылка на вашу почту",
        "subscribe": "Подписаться",
        "signup": "Подписаться",
        "email": "Ваш e-mail",
        "consent": "Мы и наши 42 партнера используем файлы cookie, чтобы измерять посещаемость, настраивать материалы и показывать рекламу. Вы можете принять, отклонить или выбрать настройки.",
        "accept": "Принять все",
        "reject": "Отклонить все",
        "settings": "Настройки",
        "share": ["Поделиться", "ВКонтакте", "Telegram", "WhatsApp", "E-mail", "Скопировать ссылку"],
        "related": "Еще в рубрике",
        "advert": "Реклама",
        "search": "Поиск",
        "login": "Войти",
        "foot": [
            "О редакции",
            "Контакты",
            "Вакансии",
            "Реклама",
            "Конфиденциальность",
            "Правила",
            "Файлы cookie",
            "Доступность",
            "Карта сайта",
            "Помощь",
        ],
        "network": "Наши издания",
        "rights": "Все права защищены.",
    },
    "ja": {
        "sections": ["ニュース", "地域", "政治", "経済", "スポーツ", "文化", "オピニオン", "科学", "旅行", "グルメ"],
        "subs": ["最新", "解説", "動画", "ポッドキャスト", "アーカイブ"],
        "rail": [
            "市議会が予算案を可決",
            "フェリーの時刻表が来月改正",
            "図書館が週末の開館時間を延長",
            "ヒートポンプ補助金の申請始まる",
            "ユース楽団が全国大会で優勝",
            "環状道路の工事が最終段階に",
        ],
        "most_read": "アクセスランキング",
        "newsletter": "朝のニュースレターをメールで",
        "subscribe": "購読する",
        "signup": "登録",
        "email": "メールアドレス",
        "consent": "当サイトと42社のパートナーは、アクセス解析、コンテンツの最適化、広告表示のためにクッキーを使用します。同意、拒否、または設定の変更ができます。",
        "accept": "すべて同意",
        "reject": "すべて拒否",
        "settings": "設定",
        "share": ["共有", "Facebook", "X", "LINE", "メール", "リンクをコピー"],
        "related": "この分野の記事",
        "advert": "広告",
        "search": "検索",
        "login": "ログイン",
        "foot": [
            "会社概要",
            "お問い合わせ",
            "採用情報",
            "広告掲載",
            "プライバシー",
            "利用規約",
            "クッキー設定",
            "アクセシビリティ",
            "サイトマップ",
            "ヘルプ",
        ],
        "network": "グループサイト",
        "rights": "無断転載を禁じます。",
    },
    "zh": {
        "sections": ["新聞", "地方", "政治", "財經", "體育", "文化", "評論", "科學", "旅遊", "美食"],
        "subs": ["即時", "分析", "影音", "播客", "資料庫"],
        "rail": [
            "市議會通過年度預算",
            "渡輪班表下月調整",
            "圖書館延長週末開放時間",
            "熱泵補助開始申請",
            "青年管弦樂團奪冠",
            "環狀道路工程進入尾聲",
        ],
        "most_read": "熱門新聞",
        "newsletter": "早安電子報寄到您的信箱",
        "subscribe": "訂閱",
        "signup": "登記",
        "email": "電子郵件地址",
        "consent": "本網站與42家合作夥伴使用Cookie來統計瀏覽、調整內容及顯示廣告。您可以接受、拒絕或自行設定。",
        "accept": "全部接受",
        "reject": "全部拒絕",
        "settings": "設定",
        "share": ["分享", "Facebook", "X", "LINE", "電郵", "複製連結"],
        "related": "同類新聞",
        "advert": "廣告",
        "search": "搜尋",
        "login": "登入",
        "foot": [
            "關於我們",
            "聯絡我們",
            "人才招募",
            "廣告刊登",
            "隱私權政策",
            "使用條款",
            "Cookie設定",
            "無障礙",
            "網站導覽",
            "客服",
        ],
        "network": "集團網站",
        "rights": "版權所有，不得轉載。",
    },
    "ar": {
        "sections": ["أخبار", "محليات", "سياسة", "اقتصاد", "رياضة", "ثقافة", "رأي", "علوم", "سفر", "مطبخ"],
        "subs": ["عاجل", "تحليل", "فيديو", "بودكاست", "أرشيف"],
        "rail": [
            "المجلس البلدي يقر الميزانية",
            "مواعيد جديدة للعبارة",
            "المكتبة تمدد ساعات العمل",
            "دعم المضخات الحرارية",
            "فرقة الشباب تفوز بالجائزة",
            "أعمال الطريق الدائري تقترب من نهايتها",
        ],
        "most_read": "الأكثر قراءة",
        "newsletter": "النشرة الصباحية في بريدك",
        "subscribe": "اشترك",
        "signup": "سجل",
        "email": "بريدك الإلكتروني",
        "consent": "نستخدم نحن وشركاؤنا الاثنان والأربعون ملفات تعريف الارتباط لقياس الزيارات وتخصيص المحتوى وعرض الإعلانات. يمكنك القبول أو الرفض أو اختيار الإعدادات.",
        "accept": "قبول الكل",
        "reject": "رفض الكل",
        "settings": "الإعدادات",
        "share": ["مشاركة", "فيسبوك", "إكس", "واتساب", "بريد", "نسخ الرابط"],
        "related": "المزيد من القسم",
        "advert": "إعلان",
        "search": "بحث",
        "login": "دخول",
        "foot": [
            "من نحن",
            "اتصل بنا",
            "وظائف",
            "أعلن معنا",
            "الخصوصية",
            "الشروط",
            "ملفات الارتباط",
            "إمكانية الوصول",
            "خريطة الموقع",
            "مساعدة",
        ],
        "network": "مواقعنا",
        "rights": "جميع الحقوق محفوظة.",
    },
    "th": {
        "sections": [
            "ข่าว",
            "ภูมิภาค",
            "การเมือง",
            "เศรษฐกิจ",
            "กีฬา",
            "วัฒนธรรม",
            "ความเห็น",
            "วิทยาศาสตร์",
            "ท่องเที่ยว",
            "อาหาร",
        ],
        "subs": ["ล่าสุด", "วิเคราะห์", "วิดีโอ", "พอดแคสต์", "คลังข่าว"],
        "rail": [
            "สภาเมืองผ่านงบประมาณ",
            "ตารางเรือข้ามฟากเปลี่ยนเดือนหน้า",
            "ห้องสมุดขยายเวลาเปิดวันหยุด",
            "เงินอุดหนุนปั๊มความร้อน",
            "วงดุริยางค์เยาวชนคว้าแชมป์",
            "งานถนนวงแหวนใกล้เสร็จ",
        ],
        "most_read": "ยอดนิยม",
        "newsletter": "รับจดหมายข่าวยามเช้า",
        "subscribe": "สมัครสมาชิก",
        "signup": "ลงทะเบียน",
        "email": "อีเมลของคุณ",
        "consent": "เราและพันธมิตร 42 รายใช้คุกกี้เพื่อวัดผลผู้เข้าชม ปรับเนื้อหา และแสดงโฆษณา คุณสามารถยอมรับ ปฏิเสธ หรือตั้งค่าได้",
        "accept": "ยอมรับทั้งหมด",
        "reject": "ปฏิเสธทั้งหมด",
        "settings": "ตั้งค่า",
        "share": ["แชร์", "Facebook", "X", "LINE", "อีเมล", "คัดลอกลิงก์"],
        "related": "ข่าวในหมวดเดียวกัน",
        "advert": "โฆษณา",
        "search": "ค้นหา",
        "login": "เข้าสู่ระบบ",
        "foot": [
            "เกี่ยวกับเรา",
            "ติดต่อ",
            "ร่วมงานกับเรา",
            "ลงโฆษณา",
            "ความเป็นส่วนตัว",
            "ข้อกำหนด",
            "คุกกี้",
            "การเข้าถึง",
            "แผนผังเว็บไซต์",
            "ช่วยเหลือ",
        ],
        "network": "เครือข่ายของเรา",
        "rights": "สงวนลิขสิทธิ์",
    },
    "sw": {
        "sections": [
            "Habari",
            "Kitaifa",
            "Siasa",
            "Biashara",
            "Michezo",
            "Utamaduni",
            "Maoni",
            "Sayansi",
            "Utalii",
            "Mapishi",
        ],
        "subs": ["Za hivi punde", "Uchambuzi", "Video", "Podikasti", "Kumbukumbu"],
        "rail": [
            "Baraza la jiji lapitisha bajeti",
            "Ratiba mpya ya kivuko",
            "Maktaba kufunguliwa wikendi",
            "Ruzuku ya pampu za joto",
            "Bendi ya vijana yashinda taji",
            "Ujenzi wa barabara ya mzunguko wakaribia kuisha",
        ],
        "most_read": "Zilizosomwa zaidi",
        "newsletter": "Pata jarida la asubuhi kwenye barua pepe",
        "subscribe": "Jiunge",
        "signup": "Jisajili",
        "email": "Barua pepe yako",
        "consent": "Sisi na washirika wetu 42 tunatumia vidakuzi kupima wageni, kubinafsisha maudhui na kuonyesha matangazo. Unaweza kukubali, kukataa au kuchagua mipangilio.",
        "accept": "Kubali zote",
        "reject": "Kataa zote",
        "settings": "Mipangilio",
        "share": ["Shiriki", "Facebook", "X", "WhatsApp", "Barua pepe", "Nakili kiungo"],
        "related": "Zaidi kutoka sehemu hii",
        "advert": "Tangazo",
        "search": "Tafuta",
        "login": "Ingia",
        "foot": [
            "Kuhusu sisi",
            "Wasiliana nasi",
            "Ajira",
            "Tangaza nasi",
            "Faragha",
            "Masharti",
            "Vidakuzi",
            "Ufikivu",
            "Ramani ya tovuti",
            "Msaada",
        ],
        "network": "Mtandao wetu",
        "rights": "Haki zote zimehifadhiwa.",
    },
}


@dataclass
class Site:
    name: str
    host: str
    lang: str
    style: str = "semantic"  # "semantic" (<header>/<nav>/<footer>) or "soup" (<div>s only) or "table"
    rtl: bool = False
    sister: list[str] = field(
        default_factory=lambda: ["Harbour Gazette", "Valley Ledger", "Coastline FM", "Metro Jobs", "Home Finder"]
    )


def _seed(*parts: str) -> int:
    return int(hashlib.sha256("|".join(parts).encode()).hexdigest()[:8], 16)


def _slug(text: str, n: int) -> str:
    return f"s{n}-" + hashlib.md5(text.encode()).hexdigest()[:6]


def head_chrome(site: Site, page_id: str) -> str:
    vendors = [
        {
            "id": i + 1,
            "name": f"Vendor {chr(65 + i % 26)}{i // 26} Media Ltd",
            "purposes": [1, 2, 3 + i % 6],
            "legInt": [7, 8][: i % 3],
            "cookieMaxAgeSeconds": 86400 * (30 + i),
        }
        for i in range(42)
    ]
    config = {
        "site": site.name, "host": site.host, "locale": site.lang, "pageId": page_id,
        "ads": {"network": "/21804/" + site.host.split(".")[0], "lazy": True, "refresh": 30, "slots": ["top", "rail-1", "rail-2", "inline-1", "inline-2", "bottom"]},
        "paywall": {"meter": 5, "register": 2, "exempt": ["/newsletters", "/help"]},
        "features": {"darkMode": True, "liveUpdates": True, "comments": "coral", "audio": False, "recommendations": "v3"},
    }  # fmt: skip
    css = "".join(
        f".c{n}{{margin:{n % 7}px {n % 5}px;padding:{n % 4}px;font-size:{12 + n % 6}px;color:#{(n * 2654435761) % 0xFFFFFF:06x}}}"
        for n in range(90)
    )
    return (
        f"<style>{css}</style>\n"
        f"<script>window.__SITE__ = {json.dumps(config, ensure_ascii=False)};</script>\n"
        f"<script>window.__CMP_VENDORS__ = {json.dumps(vendors)};</script>\n"
        "<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'start':new Date().getTime(),event:'init'});"
        "var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://tags.example.invalid/t.js?id='+i;"
        "f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','T-0042');</script>\n"
        '<link rel="preconnect" href="https://img.example.invalid"><link rel="icon" href="/favicon.ico">\n'
    )


def _nav(site: Site) -> str:
    w = WORDS[site.lang]
    items = []
    for n, sec in enumerate(w["sections"]):  # type: ignore[arg-type]
        subs = "".join(
            f'<li><a href="/{_slug(str(sec), n)}/{k}/">{escape(str(sec))} &middot; {escape(str(s))}</a></li>'
            for k, s in enumerate(w["subs"])
        )  # type: ignore[arg-type]
        items.append(
            f'<li class="menu-item"><a href="/{_slug(str(sec), n)}/">{escape(str(sec))}</a><ul class="sub-menu">{subs}</ul></li>'
        )
    return "".join(items)


def _rail(site: Site) -> str:
    w = WORDS[site.lang]
    rows = "".join(
        f'<li><a href="/{_slug(str(h), k)}/story-{k}"><span class="rank">{k + 1}</span> {escape(str(h))}</a></li>'
        for k, h in enumerate(w["rail"])  # type: ignore[arg-type]
    )
    return f'<h3 class="rail-title">{escape(str(w["most_read"]))}</h3><ol class="most-read">{rows}</ol>'


def _ad(site: Site, slot: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<div class="ad-slot" id="ad-{slot}" data-slot="{slot}"><span class="ad-label">{escape(str(w["advert"]))}</span>'
        f"<script>googletag.cmd.push(function(){{googletag.display('ad-{slot}');}});</script></div>"
    )


def share_bar(site: Site) -> str:
    w = WORDS[site.lang]
    return (
        '<div class="share-bar">'
        + "".join(f'<a class="share" href="#share-{k}">{escape(str(s))}</a>' for k, s in enumerate(w["share"]))
        + "</div>"
    )  # type: ignore[arg-type]


def newsletter_box(site: Site) -> str:
    w = WORDS[site.lang]
    return (
        f'<div class="newsletter-box"><p class="nl-pitch">{escape(str(w["newsletter"]))}</p><form action="/newsletters/signup" method="post">'
        f'<input type="email" name="email" placeholder="{escape(str(w["email"]))}"><button>{escape(str(w["signup"]))}</button></form></div>'
    )


def related_row(site: Site) -> str:
    w = WORDS[site.lang]
    cards = "".join(
        f'<div class="card"><a href="/{_slug(str(h), k + 9)}/rel-{k}"><img src="/img/r{k}.jpg" alt=""><span class="card-title">{escape(str(h))}</span></a></div>'
        for k, h in enumerate(list(w["rail"])[2:6])  # type: ignore[arg-type]
    )
    return f'<div class="related"><h3>{escape(str(w["related"]))}</h3><div class="cards">{cards}</div></div>'


def _footer(site: Site) -> str:
    w = WORDS[site.lang]
    cols = []
    for c in range(4):
        links = "".join(
            f'<li><a href="/{_slug(str(sec), c * 10 + k)}/">{escape(str(sec))}</a></li>'
            for k, sec in enumerate(list(w["sections"])[c * 2 : c * 2 + 5])  # type: ignore[arg-type]
        )
        cols.append(f'<div class="footer-col"><ul>{links}</ul></div>')
    corp = "".join(f'<a href="/corp/{k}">{escape(str(f))}</a> ' for k, f in enumerate(w["foot"]))  # type: ignore[arg-type]
    sisters = "".join(
        f'<li><a href="https://{s.lower().replace(" ", "")}.example.invalid/">{escape(s)}</a></li>' for s in site.sister
    )
    return (
        f'<div class="network"><h4>{escape(str(w["network"]))}</h4><ul>{sisters}</ul></div>'
        + "".join(cols)
        + f'<div class="corp-links">{corp}</div><p class="copyright">&copy; 2024 {escape(site.name)}. {escape(str(w["rights"]))}</p>'
    )


def _consent(site: Site) -> str:
    w = WORDS[site.lang]
    return (
        f'<div id="cmp-banner" class="cmp" role="dialog" aria-modal="true"><div class="cmp-inner"><p>{escape(str(w["consent"]))}</p>'
        f'<button class="cmp-accept">{escape(str(w["accept"]))}</button><button class="cmp-reject">{escape(str(w["reject"]))}</button>'
        f'<a class="cmp-settings" href="#cmp">{escape(str(w["settings"]))}</a></div></div>'
    )


def page(
    site: Site, *, title: str, head: str, main: str, page_id: str, with_rail: bool = True, body_class: str = ""
) -> str:
    """A full page: `head` goes in <head> (metas, JSON-LD), `main` is the page's own content."""
    w = WORDS[site.lang]
    direction = ' dir="rtl"' if site.rtl else ""
    top = (
        f'<a class="logo" href="/">{escape(site.name)}</a>'
        f'<form class="search" action="/search"><input name="q" placeholder="{escape(str(w["search"]))}"></form>'
        f'<a class="login" href="/account/login">{escape(str(w["login"]))}</a> <a class="subscribe" href="/subscribe">{escape(str(w["subscribe"]))}</a>'
    )
    rail = f"{_rail(site)}{_ad(site, 'rail-1')}{newsletter_box(site)}{_ad(site, 'rail-2')}" if with_rail else ""
    tail = "<script>window.dataLayer.push({event:'pageview'});document.querySelector('.cmp-accept').onclick=function(){document.getElementById('cmp-banner').remove();};</script>"
    if site.style == "semantic":
        body = (
            f'<header class="site-header">{top}<nav class="main-nav" aria-label="Main"><ul class="menu">{_nav(site)}</ul></nav></header>'
            f'{_ad(site, "top")}<div class="layout">{main}<aside class="rail">{rail}</aside></div>'
            f'<footer class="site-footer">{_footer(site)}</footer>'
        )
    elif site.style == "soup":
        body = (
            f'<div class="flex items-center justify-between px-4 py-2 bg-white">{top}</div><div class="hidden md:flex gap-4 text-sm"><ul class="flex">{_nav(site)}</ul></div>'
            f'{_ad(site, "top")}<div class="grid grid-cols-12 gap-6"><div class="col-span-8">{main}</div><div class="col-span-4">{rail}</div></div>'
            f'<div class="bg-gray-900 text-gray-300 mt-12 py-8">{_footer(site)}</div>'
        )
    else:  # table layout of an old CMS
        body = (
            f'<table width="980" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td colspan="2" class="hdr">{top}</td></tr>'
            f'<tr><td colspan="2" class="navbar"><ul class="menu">{_nav(site)}</ul></td></tr>'
            f'<tr><td width="700" valign="top" class="content">{main}</td><td width="280" valign="top" class="rightcol">{rail}</td></tr>'
            f'<tr><td colspan="2" class="ftr">{_footer(site)}</td></tr></table>'
        )
    return (
        f'<!DOCTYPE html>\n<html lang="{site.lang}"{direction}>\n<head>\n{head}\n<title>{escape(title)}</title>\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n{head_chrome(site, page_id)}</head>\n'
        f'<body class="{body_class}">{_consent(site)}{body}{tail}</body>\n</html>\n'
    )
