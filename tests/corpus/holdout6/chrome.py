# ruff: noqa: RUF001  -- the chrome words are multilingual text
"""Publisher chrome for the sixth held-out set: fictional publishers, their menus, rails and footers.

Ten markup styles not modelled by the earlier sets (web components, Angular SSR, Joomla, Webflow, Astro,
TYPO3, Bitrix, Hugo, Gatsby, XHTML 1.1). Everything here is synthetic.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from html import escape


@dataclass
class Publisher:
    key: str
    name: str
    host: str
    lang: str
    style: str
    encoding: str = "utf-8"
    tz: str = "UTC"
    sisters: list[str] = field(default_factory=list)


PUBLISHERS = {p.key: p for p in [
    Publisher("harrow", "Harrowgate Courier", "www.harrowgatecourier.test", "en", "webc", tz="Europe/London"),
    Publisher("tide", "Tidewater Ledger", "tidewaterledger.test", "en", "joomla", tz="America/New_York"),
    Publisher("ninefield", "Ninefield Wire", "wire.ninefield.test", "en", "hugo", tz="UTC"),
    Publisher("kestrel", "Kestrel Valley Times", "www.kestrelvalleytimes.test", "en", "angular", tz="America/Denver"),
    Publisher("marlow", "Marlow Bay Herald", "www.marlowbayherald.test", "en", "webflow", tz="America/Los_Angeles"),
    Publisher("ashcombe", "Ashcombe Sentinel", "ashcombesentinel.test", "en", "gatsby", tz="America/Chicago"),
    Publisher("pinecrest", "Pinecrest Daily", "www.pinecrestdaily.test", "en", "astro", tz="America/Chicago"),
    Publisher("pwani", "Pwani Leo", "www.pwanileo.test", "sw", "webflow", tz="Africa/Nairobi"),
    Publisher("roshni", "روشنی اخبار", "www.roshniakhbar.test", "ur", "astro", tz="Asia/Karachi"),
    Publisher("manara", "صحيفة المنارة", "www.almanara-daily.test", "ar", "joomla", "iso-8859-6", tz="Asia/Amman"),
    Publisher("dnipro", "Дніпровий вечір", "vechir-dnipro.test", "uk", "bitrix", "koi8-u", tz="Europe/Kyiv"),
    Publisher("jiang", "江城晨报", "www.jiangchengchenbao.test", "zh", "hugo", "gb18030", tz="Asia/Shanghai"),
    Publisher("lumnam", "ข่าวลุ่มน้ำ", "www.khaolumnam.test", "th", "webc", "windows-874", tz="Asia/Bangkok"),
    Publisher("nemunas", "Nemuno žinios", "www.nemunozinios.test", "lt", "typo3", "windows-1257", tz="Europe/Vilnius"),
    Publisher("vercors", "Le Courrier du Vercors", "www.courrier-vercors.test", "fr", "xhtml", "iso-8859-15",
              tz="Europe/Paris"),
    Publisher("thendral", "தென்றல் செய்திகள்", "www.thendralseithigal.test", "ta", "gatsby", tz="Asia/Kolkata"),
    Publisher("padma", "পদ্মা বার্তা", "www.padmabarta.test", "bn", "angular", tz="Asia/Dhaka"),
    Publisher("tiszai", "Tiszai Hírlap", "www.tiszaihirlap.test", "hu", "typo3", tz="Europe/Budapest"),
    Publisher("saimaa", "Saimaan Sanomat", "www.saimaansanomat.test", "fi", "webflow", tz="Europe/Helsinki"),
    Publisher("mures", "Gazeta de Mureș", "www.gazetademures.test", "ro", "joomla", tz="Europe/Bucharest"),
    Publisher("bayan", "Balitang Bayan", "www.balitangbayan.test", "tl", "hugo", tz="Asia/Manila"),
    Publisher("selatan", "Berita Selatan", "www.beritaselatan.test", "ms", "astro", tz="Asia/Kuala_Lumpur"),
    Publisher("lahntal", "Lahntal-Bote", "www.lahntal-bote.test", "de", "typo3", tz="Europe/Berlin"),
    Publisher("bajio", "El Heraldo del Bajío", "www.heraldodelbajio.test", "es", "webc", tz="America/Mexico_City"),
    Publisher("vestkyst", "Vestkysten Nu", "www.vestkystennu.test", "da", "gatsby", tz="Europe/Copenhagen"),
    Publisher("minato", "みなと やさしいニュース", "easy.minato-news.test", "ja", "hugo", tz="Asia/Tokyo"),
]}  # fmt: skip

# Chrome words per language: sections, then UI strings.
UI: dict[str, dict[str, object]] = {
    "en": {"sections": ["News", "Local", "Politics", "Business", "Sport", "Culture", "Opinion", "Weather",
                        "Lifestyle", "Obituaries"],
           "sub": ["Latest", "Schools", "Crime", "Transport", "Health", "Photos"],
           "search": "Search", "subscribe": "Subscribe", "login": "Sign in", "most": "Most read",
           "news": "Get the morning briefing in your inbox", "related": "More from the newsroom",
           "accept": "Accept all", "reject": "Reject all", "consent": "We and our partners use cookies to store "
           "and access information on your device for ads, measurement and personalised content.",
           "foot": ["About us", "Contact", "Careers", "Advertise", "Privacy", "Terms", "Cookie settings",
                    "Accessibility", "Corrections", "Newsletters", "Archive", "RSS"],
           "heads": ["Council delays vote on harbour parking plan", "Three arrested after warehouse fire",
                     "School bus routes change from Monday", "Late goal sends United into cup semi-final",
                     "Water bills to rise by 4 per cent", "New bakery opens in old fire station"],
           "share": "Share", "ad": "Advertisement", "rights": "All rights reserved."},
    "sw": {"sections": ["Habari", "Kitaifa", "Kimataifa", "Biashara", "Michezo", "Burudani", "Maoni",
                        "Afya", "Elimu", "Teknolojia"],
           "sub": ["Mpya", "Mikoa", "Siasa", "Kilimo", "Picha", "Video"],
           "search": "Tafuta", "subscribe": "Jiunge", "login": "Ingia", "most": "Zilizosomwa zaidi",
           "news": "Pata habari kila asubuhi kwenye barua pepe", "related": "Habari zaidi",
           "accept": "Kubali zote", "reject": "Kataa zote", "consent": "Tunatumia vidakuzi kuboresha huduma "
           "zetu na kuonyesha matangazo yanayokufaa.",
           "foot": ["Kuhusu sisi", "Wasiliana nasi", "Ajira", "Matangazo", "Faragha", "Masharti",
                    "Vidakuzi", "Kumbukumbu"],
           "heads": ["Wavuvi walalamikia bei ya mafuta", "Shule mpya yafunguliwa Kilifi",
                     "Mvua kubwa yatarajiwa pwani wiki hii", "Timu ya taifa yajiandaa kwa mechi"],
           "share": "Shiriki", "ad": "Tangazo", "rights": "Haki zote zimehifadhiwa."},
    "ur": {"sections": ["خبریں", "پاکستان", "دنیا", "کاروبار", "کھیل", "تفریح", "کالم", "صحت",
                        "تعلیم", "ٹیکنالوجی"],
           "sub": ["تازہ ترین", "لاہور", "کراچی", "اسلام آباد", "تصاویر", "ویڈیو"],
           "search": "تلاش", "subscribe": "سبسکرائب", "login": "لاگ ان", "most": "سب سے زیادہ پڑھی گئی",
           "news": "روزانہ خبرنامہ حاصل کریں", "related": "مزید خبریں", "accept": "سب قبول کریں",
           "reject": "مسترد کریں", "consent": "ہم اور ہمارے شراکت دار اشتہارات اور پیمائش کے لیے کوکیز "
           "استعمال کرتے ہیں۔",
           "foot": ["ہمارے بارے میں", "رابطہ", "ملازمتیں", "اشتہار", "رازداری", "شرائط", "آرکائیو"],
           "heads": ["بجلی کے نرخوں میں اضافے کا امکان", "شہر میں نئی بس سروس کا آغاز",
                     "کرکٹ ٹیم کا اعلان آج ہوگا", "گندم کی خریداری کا ہدف مقرر"],
           "share": "شیئر کریں", "ad": "اشتہار", "rights": "جملہ حقوق محفوظ ہیں۔"},
    "ar": {"sections": ["أخبار", "محليات", "عربي ودولي", "اقتصاد", "رياضة", "ثقافة", "آراء", "صحة",
                        "تعليم", "تقنية"],
           "sub": ["الأحدث", "عمان", "إربد", "الزرقاء", "صور", "فيديو"],
           "search": "بحث", "subscribe": "اشترك", "login": "دخول", "most": "الأكثر قراءة",
           "news": "النشرة الصباحية في بريدك", "related": "اقرأ أيضا في الموقع", "accept": "قبول الكل",
           "reject": "رفض الكل", "consent": "نستخدم ملفات تعريف الارتباط لتحسين تجربتك وعرض الإعلانات.",
           "foot": ["من نحن", "اتصل بنا", "وظائف", "أعلن معنا", "الخصوصية", "الشروط", "الأرشيف"],
           "heads": ["ارتفاع أسعار الخضار في السوق المركزي", "افتتاح مكتبة عامة جديدة",
                     "الفريق الوطني يستعد للتصفيات", "تعديل مواعيد الدوام المدرسي"],
           "share": "شارك", "ad": "إعلان", "rights": "جميع الحقوق محفوظة."},
    "uk": {"sections": ["Новини", "Місто", "Україна", "Економіка", "Спорт", "Культура", "Думки",
                        "Здоров'я", "Освіта", "Технології"],
           "sub": ["Останні", "Транспорт", "Комунальні", "Події", "Фото", "Відео"],
           "search": "Пошук", "subscribe": "Передплата", "login": "Увійти", "most": "Найпопулярніше",
           "news": "Ранкова розсилка новин", "related": "Читайте також", "accept": "Прийняти все",
           "reject": "Відхилити", "consent": "Ми використовуємо файли cookie для аналітики та реклами.",
           "foot": ["Про нас", "Контакти", "Вакансії", "Реклама", "Конфіденційність", "Правила", "Архів"],
           "heads": ["У місті змінять графік тролейбусів", "На лівому березі відкрили новий сквер",
                     "Ціни на хліб зросли на п'ять відсотків", "Футбольний клуб оголосив нового тренера"],
           "share": "Поділитися", "ad": "Реклама", "rights": "Усі права захищено."},
    "zh": {"sections": ["要闻", "本地", "国内", "国际", "财经", "体育", "文化", "评论", "健康", "科技"],
           "sub": ["最新", "交通", "教育", "民生", "图片", "视频"],
           "search": "搜索", "subscribe": "订阅", "login": "登录", "most": "热读排行",
           "news": "订阅每日早报", "related": "相关阅读", "accept": "全部接受", "reject": "全部拒绝",
           "consent": "我们使用Cookie来改进服务并展示相关广告。",
           "foot": ["关于我们", "联系我们", "招聘", "广告服务", "隐私政策", "用户协议", "网站地图"],
           "heads": ["地铁三号线延长段年底通车", "老旧小区加装电梯进度过半", "本周末气温回升",
                     "市民文化节下月开幕"],
           "share": "分享", "ad": "广告", "rights": "版权所有"},
    "th": {"sections": ["ข่าว", "ในประเทศ", "ต่างประเทศ", "เศรษฐกิจ", "กีฬา", "บันเทิง", "ความเห็น",
                        "สุขภาพ", "การศึกษา", "เทคโนโลยี"],
           "sub": ["ล่าสุด", "ภูมิภาค", "การเมือง", "เกษตร", "ภาพ", "วิดีโอ"],
           "search": "ค้นหา", "subscribe": "สมัครสมาชิก", "login": "เข้าสู่ระบบ", "most": "ยอดนิยม",
           "news": "รับข่าวเช้าทางอีเมล", "related": "ข่าวที่เกี่ยวข้อง", "accept": "ยอมรับทั้งหมด",
           "reject": "ปฏิเสธ", "consent": "เว็บไซต์นี้ใช้คุกกี้เพื่อปรับปรุงประสบการณ์และแสดงโฆษณา",
           "foot": ["เกี่ยวกับเรา", "ติดต่อเรา", "ร่วมงานกับเรา", "โฆษณา", "นโยบายความเป็นส่วนตัว",
                    "ข้อกำหนด"],
           "heads": ["ชาวนาเร่งเก็บเกี่ยวก่อนน้ำหลาก", "เทศบาลเปิดตลาดน้ำแห่งใหม่",
                     "ราคายางพาราปรับตัวขึ้น", "นักเรียนคว้ารางวัลหุ่นยนต์"],
           "share": "แชร์", "ad": "โฆษณา", "rights": "สงวนลิขสิทธิ์"},
    "lt": {"sections": ["Naujienos", "Regionas", "Lietuva", "Pasaulis", "Verslas", "Sportas", "Kultūra",
                        "Nuomonės", "Sveikata", "Mokslas"],
           "sub": ["Naujausios", "Kaunas", "Jonava", "Kėdainiai", "Foto", "Video"],
           "search": "Paieška", "subscribe": "Prenumerata", "login": "Prisijungti", "most": "Skaitomiausi",
           "news": "Rytinis naujienlaiškis", "related": "Taip pat skaitykite", "accept": "Sutinku",
           "reject": "Atsisakyti", "consent": "Naudojame slapukus, kad pagerintume svetainės veikimą.",
           "foot": ["Apie mus", "Kontaktai", "Karjera", "Reklama", "Privatumas", "Taisyklės", "Archyvas"],
           "heads": ["Tiltas per Nerį bus uždarytas dviem savaitėms", "Mokyklose trūksta matematikos mokytojų",
                     "Ūkininkai skaičiuoja šalnų nuostolius", "Krepšininkai laimėjo derbį"],
           "share": "Dalintis", "ad": "Reklama", "rights": "Visos teisės saugomos."},
    "fr": {"sections": ["Actualité", "Isère", "Drôme", "Économie", "Sports", "Culture", "Opinions",
                        "Montagne", "Santé", "Agenda"],
           "sub": ["En direct", "Grenoble", "Villard-de-Lans", "Die", "Photos", "Vidéos"],
           "search": "Rechercher", "subscribe": "S'abonner", "login": "Se connecter", "most": "Les plus lus",
           "news": "Recevez la lettre du matin", "related": "À lire aussi", "accept": "Tout accepter",
           "reject": "Tout refuser", "consent": "Nous et nos partenaires utilisons des cookies pour la mesure "
           "d'audience et la publicité personnalisée.",
           "foot": ["Qui sommes-nous", "Contact", "Recrutement", "Publicité", "Confidentialité",
                    "Mentions légales", "Archives"],
           "heads": ["La station de Corrençon ouvre une piste de luge", "Fromage : les producteurs inquiets",
                     "Un nouveau car pour les lycéens du plateau", "Trail : 900 coureurs au départ"],
           "share": "Partager", "ad": "Publicité", "rights": "Tous droits réservés."},
    "ta": {"sections": ["செய்திகள்", "தமிழகம்", "இந்தியா", "உலகம்", "வணிகம்", "விளையாட்டு", "சினிமா",
                        "கருத்து", "ஆரோக்கியம்", "தொழில்நுட்பம்"],
           "sub": ["சமீபத்திய", "சென்னை", "மதுரை", "கோவை", "படங்கள்", "வீடியோ"],
           "search": "தேடல்", "subscribe": "சந்தா", "login": "உள்நுழைய", "most": "அதிகம் படித்தவை",
           "news": "காலை செய்தி மடல்", "related": "தொடர்புடைய செய்திகள்", "accept": "ஏற்கிறேன்",
           "reject": "மறுக்கிறேன்", "consent": "இந்த தளம் விளம்பரங்களுக்காக குக்கீகளைப் பயன்படுத்துகிறது.",
           "foot": ["எங்களைப் பற்றி", "தொடர்புக்கு", "வேலைவாய்ப்பு", "விளம்பரம்", "தனியுரிமை", "விதிமுறைகள்"],
           "heads": ["மதுரையில் புதிய மேம்பாலம் திறப்பு", "காய்கறி விலை சரிவு", "பள்ளிகளுக்கு விடுமுறை அறிவிப்பு",
                     "கிரிக்கெட்: தமிழக அணி வெற்றி"],
           "share": "பகிர்", "ad": "விளம்பரம்", "rights": "அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை."},
    "bn": {"sections": ["খবর", "দেশ", "বিদেশ", "অর্থনীতি", "খেলা", "বিনোদন", "মতামত", "স্বাস্থ্য",
                        "শিক্ষা", "প্রযুক্তি"],
           "sub": ["সর্বশেষ", "ঢাকা", "রাজশাহী", "খুলনা", "ছবি", "ভিডিও"],
           "search": "খুঁজুন", "subscribe": "গ্রাহক হোন", "login": "লগইন", "most": "সর্বাধিক পঠিত",
           "news": "সকালের খবর ইমেইলে", "related": "আরও পড়ুন", "accept": "সব গ্রহণ করুন",
           "reject": "প্রত্যাখ্যান", "consent": "আমরা বিজ্ঞাপন ও পরিমাপের জন্য কুকি ব্যবহার করি।",
           "foot": ["আমাদের সম্পর্কে", "যোগাযোগ", "চাকরি", "বিজ্ঞাপন", "গোপনীয়তা", "শর্তাবলি"],
           "heads": ["পদ্মায় ইলিশের দেখা মিলছে কম", "রাজশাহীতে আমের দাম বাড়ছে",
                     "নতুন সেতুর কাজ শুরু আগামী মাসে", "ক্রিকেট দলে দুই নতুন মুখ"],
           "share": "শেয়ার", "ad": "বিজ্ঞাপন", "rights": "সর্বস্বত্ব সংরক্ষিত।"},
    "hu": {"sections": ["Hírek", "Szeged", "Belföld", "Külföld", "Gazdaság", "Sport", "Kultúra",
                        "Vélemény", "Egészség", "Tech"],
           "sub": ["Legfrissebb", "Közlekedés", "Oktatás", "Közélet", "Fotó", "Videó"],
           "search": "Keresés", "subscribe": "Előfizetés", "login": "Belépés", "most": "Legolvasottabb",
           "news": "Reggeli hírlevél", "related": "Kapcsolódó cikkek", "accept": "Elfogadom",
           "reject": "Elutasítom", "consent": "Sütiket használunk a mérés és a hirdetések érdekében.",
           "foot": ["Rólunk", "Kapcsolat", "Állás", "Hirdetés", "Adatvédelem", "Impresszum", "Archívum"],
           "heads": ["Lezárják a Belvárosi hidat", "Megnyílt az új piaccsarnok", "Emelkedik a Tisza vízszintje",
                     "Győzött a kézilabdacsapat"],
           "share": "Megosztás", "ad": "Hirdetés", "rights": "Minden jog fenntartva."},
    "fi": {"sections": ["Uutiset", "Kotimaa", "Ulkomaat", "Talous", "Urheilu", "Kulttuuri", "Mielipide",
                        "Terveys", "Koulutus", "Tiede"],
           "sub": ["Tuoreimmat", "Lappeenranta", "Savonlinna", "Imatra", "Kuvat", "Videot"],
           "search": "Haku", "subscribe": "Tilaa", "login": "Kirjaudu", "most": "Luetuimmat",
           "news": "Aamun uutiskirje", "related": "Lue myös", "accept": "Hyväksy kaikki",
           "reject": "Hylkää", "consent": "Käytämme evästeitä mittaukseen ja mainontaan.",
           "foot": ["Tietoa meistä", "Yhteystiedot", "Työpaikat", "Mainosta", "Tietosuoja", "Käyttöehdot"],
           "heads": ["Satamaan rakennetaan uusi laituri", "Koulukuljetukset muuttuvat syksyllä",
                     "Jäät lähtivät Saimaalta ennätysaikaisin", "SaiPa voitti jatkoajalla"],
           "share": "Jaa", "ad": "Mainos", "rights": "Kaikki oikeudet pidätetään."},
    "ro": {"sections": ["Știri", "Local", "Național", "Externe", "Economie", "Sport", "Cultură", "Opinii",
                        "Sănătate", "Educație"],
           "sub": ["Ultima oră", "Târgu Mureș", "Reghin", "Sighișoara", "Foto", "Video"],
           "search": "Caută", "subscribe": "Abonează-te", "login": "Autentificare", "most": "Cele mai citite",
           "news": "Newsletter-ul de dimineață", "related": "Citește și", "accept": "Accept toate",
           "reject": "Refuz", "consent": "Folosim cookie-uri pentru statistici și publicitate.",
           "foot": ["Despre noi", "Contact", "Cariere", "Publicitate", "Confidențialitate", "Termeni"],
           "heads": ["Se modernizează gara din Reghin", "Prețul laptelui a crescut", "Școala din Band are sală nouă",
                     "ASA a câștigat derbiul"],
           "share": "Distribuie", "ad": "Publicitate", "rights": "Toate drepturile rezervate."},
    "tl": {"sections": ["Balita", "Bansa", "Mundo", "Negosyo", "Palakasan", "Showbiz", "Opinyon",
                        "Kalusugan", "Edukasyon", "Teknolohiya"],
           "sub": ["Pinakabago", "Maynila", "Bisaya", "Mindanao", "Larawan", "Bidyo"],
           "search": "Maghanap", "subscribe": "Mag-subscribe", "login": "Mag-login", "most": "Pinakabinasa",
           "news": "Balita tuwing umaga sa email", "related": "Basahin din", "accept": "Tanggapin lahat",
           "reject": "Tanggihan", "consent": "Gumagamit kami ng cookies para sa analytics at ads.",
           "foot": ["Tungkol sa amin", "Makipag-ugnayan", "Trabaho", "Mag-advertise", "Privacy", "Mga tuntunin"],
           "heads": ["Presyo ng bigas, bumaba", "Bagong tulay sa Pampanga, bukas na",
                     "Klase, suspendido dahil sa bagyo", "Gilas, panalo sa Qatar"],
           "share": "Ibahagi", "ad": "Patalastas", "rights": "Lahat ng karapatan ay nakalaan."},
    "ms": {"sections": ["Berita", "Nasional", "Dunia", "Bisnes", "Sukan", "Hiburan", "Rencana",
                        "Kesihatan", "Pendidikan", "Teknologi"],
           "sub": ["Terkini", "Johor", "Melaka", "Negeri Sembilan", "Foto", "Video"],
           "search": "Cari", "subscribe": "Langgan", "login": "Log masuk", "most": "Paling dibaca",
           "news": "Buletin pagi ke e-mel anda", "related": "Berita berkaitan", "accept": "Terima semua",
           "reject": "Tolak", "consent": "Kami menggunakan kuki untuk analitik dan iklan.",
           "foot": ["Tentang kami", "Hubungi", "Kerjaya", "Iklan", "Privasi", "Terma"],
           "heads": ["Harga ayam dijangka stabil", "Jambatan baharu dibuka di Muar", "Banjir kilat di Batu Pahat",
                     "JDT mara ke final"],
           "share": "Kongsi", "ad": "Iklan", "rights": "Hak cipta terpelihara."},
    "de": {"sections": ["Nachrichten", "Region", "Deutschland", "Welt", "Wirtschaft", "Sport", "Kultur",
                        "Meinung", "Gesundheit", "Wissen"],
           "sub": ["Neueste", "Marburg", "Gießen", "Wetzlar", "Fotos", "Videos"],
           "search": "Suche", "subscribe": "Abo", "login": "Anmelden", "most": "Meistgelesen",
           "news": "Der Morgen-Newsletter", "related": "Mehr zum Thema", "accept": "Alle akzeptieren",
           "reject": "Ablehnen", "consent": "Wir und unsere Partner verwenden Cookies für Reichweitenmessung "
           "und Werbung.",
           "foot": ["Über uns", "Kontakt", "Karriere", "Anzeigen", "Datenschutz", "Impressum", "AGB"],
           "heads": ["Lahnbrücke wird ab Mai saniert", "Neue Kita in Cappel eröffnet", "Bauern klagen über Trockenheit",
                     "Basketballer siegen im Derby"],
           "share": "Teilen", "ad": "Anzeige", "rights": "Alle Rechte vorbehalten."},
    "es": {"sections": ["Noticias", "León", "Guanajuato", "México", "Economía", "Deportes", "Cultura",
                        "Opinión", "Salud", "Tecnología"],
           "sub": ["Lo último", "Seguridad", "Movilidad", "Educación", "Fotos", "Videos"],
           "search": "Buscar", "subscribe": "Suscríbete", "login": "Iniciar sesión", "most": "Lo más leído",
           "news": "Recibe el boletín de la mañana", "related": "Te puede interesar", "accept": "Aceptar todo",
           "reject": "Rechazar", "consent": "Usamos cookies propias y de terceros para medir y mostrar publicidad.",
           "foot": ["Quiénes somos", "Contacto", "Empleo", "Publicidad", "Aviso de privacidad", "Términos"],
           "heads": ["Cierran carril del bulevar por obras", "Sube el precio de la tortilla",
                     "Abren convocatoria de becas", "El Club León empata en casa"],
           "share": "Compartir", "ad": "Publicidad", "rights": "Todos los derechos reservados."},
    "da": {"sections": ["Nyheder", "Lokalt", "Danmark", "Udland", "Erhverv", "Sport", "Kultur", "Debat",
                        "Sundhed", "Viden"],
           "sub": ["Seneste", "Esbjerg", "Varde", "Ribe", "Billeder", "Video"],
           "search": "Søg", "subscribe": "Abonnement", "login": "Log ind", "most": "Mest læste",
           "news": "Morgenbrevet i din indbakke", "related": "Læs også", "accept": "Accepter alle",
           "reject": "Afvis", "consent": "Vi bruger cookies til statistik og annoncer.",
           "foot": ["Om os", "Kontakt", "Job", "Annoncer", "Privatliv", "Vilkår", "Tilgængelighed"],
           "heads": ["Havnen får ny færgeterminal", "Skoler i Varde mangler lærere", "Storm lukker Rømødæmningen",
                     "EfB vinder i sidste minut"],
           "share": "Del", "ad": "Annonce", "rights": "Alle rettigheder forbeholdes."},
    "ja": {"sections": ["ニュース", "くらし", "しごと", "がっこう", "てんき", "スポーツ", "ぶんか", "けんこう",
                        "さいがい", "ちいき"],
           "sub": ["あたらしい", "こうべ", "おおさか", "きょうと", "しゃしん", "どうが"],
           "search": "さがす", "subscribe": "メールでうけとる", "login": "ログイン", "most": "よく読まれている",
           "news": "毎朝ニュースをメールで", "related": "ほかのニュース", "accept": "すべて同意",
           "reject": "同意しない", "consent": "このサイトはクッキーをつかっています。",
           "foot": ["このサイトについて", "お問い合わせ", "プライバシー", "利用規約"],
           "heads": ["駅のエレベーターが新しくなります", "あした雨がたくさん降ります", "図書館が夜9時まで開きます",
                     "ごみの出し方が変わります"],
           "share": "シェア", "ad": "広告", "rights": "無断転載を禁じます。"},
}  # fmt: skip

_SYL = [
    "ad",
    "bright",
    "cue",
    "dat",
    "echo",
    "flux",
    "grid",
    "hive",
    "ion",
    "jet",
    "kite",
    "lum",
    "mint",
    "nova",
    "orbit",
    "pix",
    "quill",
    "reach",
    "sonic",
    "tally",
    "umbra",
    "vast",
    "wave",
    "yonder",
    "zen",
]
_SUF = ["Media", "Metrics", "Ads", "Labs", "Exchange", "Analytics", "Network", "Signal", "Data", "Reach"]

CSS = """:root{--brand:#%s;--ink:#1b1b1b;--muted:#6b6b6b;--rule:#e3e3e3}
*{box-sizing:border-box}body{margin:0;font:17px/1.55 Georgia,serif;color:var(--ink)}
.skip{position:absolute;left:-9999px}.wrap{max-width:1180px;margin:0 auto;padding:0 16px}
.masthead{display:flex;align-items:center;justify-content:space-between;border-bottom:3px solid var(--brand)}
.menu{display:flex;flex-wrap:wrap;gap:12px;font:600 14px/1 system-ui,sans-serif}.menu ul{display:none}
.menu li:hover ul{display:block;position:absolute;background:#fff;box-shadow:0 2px 8px #0003}
.ticker{background:#111;color:#fff;font:13px system-ui;white-space:nowrap;overflow:hidden}
.rail{font:15px/1.4 system-ui,sans-serif}.rail li{margin:0 0 12px;border-bottom:1px solid var(--rule)}
.ad-slot{min-height:250px;background:#f4f4f4;text-align:center;font:11px system-ui;color:#999}
.cards{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}.card img{width:100%%;height:auto}
.consent{position:fixed;bottom:0;left:0;right:0;background:#fff;box-shadow:0 -2px 12px #0004;padding:16px}
.foot{background:#202124;color:#ddd;font:14px system-ui}.foot a{color:#ddd}.cols{display:grid;gap:24px;
grid-template-columns:repeat(4,1fr)}@media(max-width:720px){.cards,.cols{grid-template-columns:1fr}}
.share button{border:0;background:none;cursor:pointer}.byline{font:14px system-ui;color:var(--muted)}
.newsletter{border:2px solid var(--brand);padding:16px;margin:24px 0}"""


def vendors(rng: random.Random, n: int = 44) -> str:
    names = []
    for i in range(n):
        names.append(
            {
                "id": 100 + i * 7,
                "name": f"{rng.choice(_SYL).title()}{rng.choice(_SYL)} {rng.choice(_SUF)}",
                "purposes": sorted(rng.sample(range(1, 11), 4)),
                "legInt": rng.random() < 0.3,
                "policyUrl": f"https://{rng.choice(_SYL)}{rng.choice(_SYL)}.example/privacy",
            }
        )
    return json.dumps({"gdprApplies": True, "tcfPolicyVersion": 4, "vendors": names}, separators=(",", ":"))


class Chrome:
    """The parts of one publisher's page around the story, in its markup style."""

    def __init__(self, pub: Publisher, rng: random.Random) -> None:
        self.pub, self.rng = pub, rng
        self.ui = {**UI["en"], **UI[pub.lang]}

    def link(self, path: str, text: str, cls: str = "") -> str:
        c = f' class="{cls}"' if cls else ""
        return f'<a href="https://{self.pub.host}{path}"{c}>{escape(text)}</a>'

    def head_extra(self) -> str:
        rng, pub = self.rng, self.pub
        color = "".join(rng.choice("0123456789abcdef") for _ in range(6))
        cfg = {"site": pub.key, "host": pub.host, "lang": pub.lang, "ads": {"network": f"/{rng.randint(1000, 9999)}/"
               f"{pub.key}", "lazy": True, "refresh": 30}, "paywall": {"meter": rng.choice([3, 5, 8])},
               "build": f"{rng.getrandbits(40):010x}", "features": ["darkmode", "audio", "gift-links"]}  # fmt: skip
        return (
            f"<style>{CSS % color}</style>\n"
            f'<link rel="preconnect" href="https://cdn.{pub.host}"><link rel="icon" href="/favicon.ico">\n'
            f"<script>window.__PUBCFG__={json.dumps(cfg, separators=(',', ':'))};</script>\n"
            f'<script id="cmp-config" type="application/json">{vendors(rng)}</script>\n'
            "<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'tm.start':new Date().getTime(),event:'tm.js'});"
            "var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='/tm/gtm.js?id='+i;"
            "f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',"
            f"'TM-{rng.randint(10000, 99999)}');"
            "</script>\n"
        )

    def menu(self) -> str:
        ui = self.ui
        items = []
        for sec in ui["sections"]:  # type: ignore[union-attr]
            slug = f"/{abs(hash_str(sec)) % 9000 + 1000}"
            subs = "".join(f"<li>{self.link(f'{slug}/{j}', s)}</li>" for j, s in enumerate(ui["sub"]))  # type: ignore[arg-type]
            items.append(f'<li class="menu-item">{self.link(slug, str(sec))}<ul class="sub-menu">{subs}</ul></li>')
        return "".join(items)

    def ticker(self) -> str:
        heads = list(self.ui["heads"])  # type: ignore[arg-type]
        self.rng.shuffle(heads)
        return "".join(f"<span>{self.link('/t/' + str(i), h)}</span> · " for i, h in enumerate(heads))

    def rail(self) -> str:
        heads = list(self.ui["heads"])  # type: ignore[arg-type]
        self.rng.shuffle(heads)
        lis = "".join(
            f'<li><span class="n">{i + 1}</span>{self.link(f"/story/{self.rng.randint(10000, 99999)}", h)}</li>'
            for i, h in enumerate(heads)
        )
        return f'<h3 class="rail-title">{escape(str(self.ui["most"]))}</h3><ol class="most-read">{lis}</ol>'

    def cards(self) -> str:
        heads = list(self.ui["heads"])  # type: ignore[arg-type]
        self.rng.shuffle(heads)
        return "".join(
            f'<div class="card"><img src="https://cdn.{self.pub.host}/img/{self.rng.getrandbits(32):08x}_400.jpg" '
            f'alt="" loading="lazy" width="400" height="225">{self.link(f"/story/{self.rng.randint(10000, 99999)}", h)}'
            "</div>"
            for h in heads[:4]
        )

    def consent(self) -> str:
        ui = self.ui
        return (
            f'<div class="consent" role="dialog" aria-modal="true" hidden><p>{escape(str(ui["consent"]))}</p>'
            f'<button data-cmp="accept">{escape(str(ui["accept"]))}</button>'
            f'<button data-cmp="reject">{escape(str(ui["reject"]))}</button>'
            f'<a href="/cookies">{escape(str(ui["foot"][0]))}</a></div>'  # type: ignore[index]
        )

    def ad(self, slot: str) -> str:
        n = self.rng.randint(100000, 999999)
        return (
            f'<div class="ad-slot" id="ad-{slot}-{n}" data-slot="{slot}"><span>{escape(str(self.ui["ad"]))}</span>'
            f"<script>(window.adq=window.adq||[]).push({{slot:'{slot}',id:'ad-{slot}-{n}',sizes:[[300,250],[728,90]]}});"
            "</script></div>"
        )

    def share(self) -> str:
        return (
            f'<div class="share" aria-label="{escape(str(self.ui["share"]))}"><button data-net="fb">Facebook</button>'
            '<button data-net="x">X</button><button data-net="wa">WhatsApp</button><button data-net="mail">E-mail'
            '</button><button data-net="copy">Link</button></div>'
        )

    def newsletter(self) -> str:
        return (
            f'<form class="newsletter" action="/newsletter" method="post"><b>{escape(str(self.ui["news"]))}</b>'
            f'<input type="email" name="email" placeholder="name@example.com" required>'
            f"<button>{escape(str(self.ui['subscribe']))}</button></form>"
        )

    def footer(self) -> str:
        ui, rng = self.ui, self.rng
        cols = []
        for c in range(4):
            links = list(ui["sections"]) + list(ui["foot"])  # type: ignore[arg-type]
            rng.shuffle(links)
            lis = "".join(f"<li>{self.link(f'/f/{c}/{i}', str(x))}</li>" for i, x in enumerate(links[:9]))
            cols.append(f"<ul>{lis}</ul>")
        sisters = "".join(
            f'<a href="https://www.{s}.test/">{s.title()}</a> ' for s in rng.sample(
                ["northvale", "elmridge", "copperton", "saltmarsh", "greyhaven", "oakbury", "fernwick", "highmoor",
                 "riverton", "stonebridge", "lakemere", "westfold"], 8)
        )  # fmt: skip
        corp = " · ".join(self.link(f"/legal/{i}", str(x)) for i, x in enumerate(ui["foot"]))  # type: ignore[arg-type]
        return (
            f'<div class="cols">{"".join(cols)}</div><div class="network">{sisters}</div>'
            f'<p class="corp">{corp}</p><p class="copy">© 2026 {escape(self.pub.name)}. {escape(str(ui["rights"]))}</p>'
        )

    def scripts(self) -> str:
        rng = self.rng
        return (
            f'<script src="https://cdn.{self.pub.host}/static/js/main.{rng.getrandbits(32):08x}.js" defer></script>'
            "<script>document.querySelectorAll('.share button').forEach(function(b){b.addEventListener('click',"
            "function(){navigator.share&&navigator.share({url:location.href});});});"
            "window.addEventListener('load',function(){var s=document.createElement('script');"
            "s.src='/px/beacon.js?v=" + str(rng.randint(100, 999)) + "';document.body.appendChild(s);});</script>"
        )


def hash_str(text: str) -> int:
    # stable across runs (str hash is salted)
    h = 2166136261
    for ch in text.encode("utf-8"):
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h
