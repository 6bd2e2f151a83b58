# ruff: noqa: E501, RUF001 -- localized chrome strings in many scripts
"""Publisher chrome for the fourth held-out set: header with a big menu, consent banner, newsletter box,
"most read" and "related" rails, ad slots, share bar, comments and a footer with dozens of links, plus the
inline scripts and JSON config real templates carry. Deterministic (seeded), so the pages rebuild the same.
"""

from __future__ import annotations

import html
import json
import random

E = html.escape

L10N: dict[str, dict[str, object]] = {
    "en": {
        "sections": [
            "News",
            "Local",
            "Politics",
            "Business",
            "Sport",
            "Opinion",
            "Culture",
            "Science",
            "Travel",
            "Food",
        ],
        "sub": ["Latest", "Explained", "Investigations", "Data", "Photos", "Video", "Podcasts", "Newsletters"],
        "cookie": "We and our partners use cookies and similar technologies to personalise content and ads, to"
        " provide social media features and to analyse our traffic. You can change your choices at any time.",
        "accept": "Accept all",
        "reject": "Manage choices",
        "newsletter": "Get the morning briefing: the five stories you need to know, in your inbox before 7 a.m.",
        "signup": "Sign up",
        "most_read": "Most read",
        "related": "More from this section",
        "share": ["Share on Facebook", "Share on X", "Share by email", "Copy link", "Print"],
        "comments": "Comments",
        "footer": [
            "About us",
            "Contact",
            "Careers",
            "Advertise",
            "Subscribe",
            "Help",
            "Privacy",
            "Terms",
            "Cookie settings",
            "Accessibility",
            "Corrections",
            "Ethics",
            "Archive",
            "RSS",
            "Sitemap",
            "Newsletters",
            "Events",
            "Store",
            "Jobs",
            "Obituaries",
        ],
        "heads": [
            "Council approves budget after late-night session",
            "Rail strike talks resume on Monday",
            "Storm leaves thousands without power",
            "New clinic opens in former bank building",
            "High school robotics team heads to nationals",
            "Fuel prices fall for third week",
            "Museum returns artefacts to tribal nation",
            "Ferry service cut as crew shortage bites",
            "Farmers warn of poor harvest after dry spring",
            "City hall to move to four-day week",
            "Police seek witnesses after warehouse fire",
            "University freezes tuition for 2025",
        ],
        "teaser": "The decision follows months of debate and is expected to affect thousands of residents.",
        "ad": "Advertisement",
        "rights": "All rights reserved.",
        "search": "Search",
    },
    "pt": {
        "sections": ["Política", "Economia", "Sociedade", "Desporto", "Cultura", "Mundo", "Opinião", "Tecnologia"],
        "sub": ["Últimas", "Vídeos", "Fotogalerias", "Podcasts", "Newsletters"],
        "cookie": "Utilizamos cookies para melhorar a sua experiência, personalizar conteúdos e anúncios e analisar"
        " o nosso tráfego. Pode alterar as suas preferências a qualquer momento.",
        "accept": "Aceitar",
        "reject": "Configurar",
        "newsletter": "Receba todas as manhãs as notícias mais importantes do dia no seu email.",
        "signup": "Subscrever",
        "most_read": "Mais lidas",
        "related": "Também lhe pode interessar",
        "share": ["Partilhar no Facebook", "Partilhar no X", "Enviar por email", "Copiar ligação"],
        "comments": "Comentários",
        "footer": [
            "Quem somos",
            "Contactos",
            "Ficha técnica",
            "Estatuto editorial",
            "Publicidade",
            "Assinaturas",
            "Privacidade",
            "Termos de utilização",
            "Cookies",
            "Arquivo",
            "Emprego",
            "Ajuda",
        ],
        "heads": [
            "Governo aprova novo apoio às rendas",
            "Greve nos comboios afeta milhares de passageiros",
            "Câmara do Porto anuncia obras na marginal",
            "Inflação abranda pelo terceiro mês",
            "Seleção convoca dois estreantes",
            "Incêndio obriga a cortar estrada nacional",
            "Universidades recebem mais candidatos",
            "Preço da gasolina desce na próxima semana",
        ],
        "teaser": "A medida foi aprovada em Conselho de Ministros e entra em vigor no próximo mês.",
        "ad": "Publicidade",
        "rights": "Todos os direitos reservados.",
        "search": "Pesquisar",
    },
    "it": {
        "sections": ["Cronaca", "Politica", "Economia", "Esteri", "Sport", "Cultura", "Spettacoli", "Tecnologia"],
        "sub": ["Ultime notizie", "Video", "Foto", "Podcast", "Newsletter"],
        "cookie": "Questo sito utilizza cookie tecnici e di profilazione, anche di terze parti, per migliorare la"
        " tua esperienza e mostrarti pubblicità in linea con le tue preferenze.",
        "accept": "Accetta",
        "reject": "Personalizza",
        "newsletter": "Iscriviti alla newsletter e ricevi ogni mattina le notizie più importanti della giornata.",
        "signup": "Iscriviti",
        "most_read": "I più letti",
        "related": "Potrebbe interessarti anche",
        "share": ["Condividi su Facebook", "Condividi su X", "Invia per email", "Copia link"],
        "comments": "Commenti",
        "footer": [
            "Chi siamo",
            "Contatti",
            "Redazione",
            "Pubblicità",
            "Abbonamenti",
            "Privacy",
            "Cookie policy",
            "Note legali",
            "Archivio",
            "Lavora con noi",
            "Mappa del sito",
        ],
        "heads": [
            "Maltempo, allerta arancione in tre regioni",
            "Sciopero dei treni venerdì, le fasce garantite",
            "Il Comune approva il bilancio",
            "Prezzi dell'energia in calo a febbraio",
            "Nuovo ospedale, i lavori partiranno in estate",
            "Serie A, la classifica dopo la giornata",
            "Scuola, le date delle iscrizioni",
            "Il museo riapre dopo il restauro",
        ],
        "teaser": "La decisione arriva dopo settimane di confronto e riguarda migliaia di famiglie.",
        "ad": "Pubblicità",
        "rights": "Tutti i diritti riservati.",
        "search": "Cerca",
    },
    "pl": {
        "sections": ["Kraj", "Świat", "Gospodarka", "Sport", "Kultura", "Nauka", "Opinie", "Region"],
        "sub": ["Najnowsze", "Wideo", "Galerie", "Podcasty", "Newslettery"],
        "cookie": "Używamy plików cookies, aby zapewnić prawidłowe działanie serwisu, dopasować treści i reklamy"
        " oraz analizować ruch. Możesz zmienić ustawienia w każdej chwili.",
        "accept": "Akceptuję",
        "reject": "Ustawienia",
        "newsletter": "Zapisz się na newsletter i otrzymuj najważniejsze wiadomości dnia każdego ranka.",
        "signup": "Zapisz się",
        "most_read": "Najczęściej czytane",
        "related": "Zobacz także",
        "share": ["Udostępnij na Facebooku", "Udostępnij na X", "Wyślij e-mailem", "Kopiuj link"],
        "comments": "Komentarze",
        "footer": [
            "O nas",
            "Kontakt",
            "Redakcja",
            "Reklama",
            "Prenumerata",
            "Polityka prywatności",
            "Regulamin",
            "Archiwum",
            "Praca",
            "Mapa serwisu",
        ],
        "heads": [
            "Sejm przyjął ustawę o mieszkaniach",
            "Pociągi opóźnione po awarii sieci",
            "Ceny paliw spadają trzeci tydzień",
            "Nowy most otwarty dla kierowców",
            "Szpital powiatowy dostanie nowy sprzęt",
            "Reprezentacja wygrała w eliminacjach",
            "Miasto zmienia rozkład autobusów",
            "Rekordowa liczba turystów w górach",
        ],
        "teaser": "Decyzja zapadła po wielu tygodniach rozmów i dotyczy tysięcy mieszkańców.",
        "ad": "Reklama",
        "rights": "Wszelkie prawa zastrzeżone.",
        "search": "Szukaj",
    },
    "id": {
        "sections": ["Berita", "Nasional", "Ekonomi", "Olahraga", "Teknologi", "Hiburan", "Gaya Hidup", "Otomotif"],
        "sub": ["Terbaru", "Video", "Foto", "Podcast", "Buletin"],
        "cookie": "Kami menggunakan cookie untuk meningkatkan pengalaman Anda, menampilkan iklan yang relevan,"
        " dan menganalisis lalu lintas situs kami.",
        "accept": "Setuju",
        "reject": "Atur preferensi",
        "newsletter": "Daftar buletin kami dan dapatkan berita terpenting setiap pagi di kotak masuk Anda.",
        "signup": "Daftar",
        "most_read": "Terpopuler",
        "related": "Berita terkait",
        "share": ["Bagikan ke Facebook", "Bagikan ke X", "Bagikan ke WhatsApp", "Salin tautan"],
        "comments": "Komentar",
        "footer": [
            "Tentang kami",
            "Redaksi",
            "Kontak",
            "Pedoman media siber",
            "Iklan",
            "Karier",
            "Kebijakan privasi",
            "Syarat dan ketentuan",
            "Indeks berita",
            "Bantuan",
        ],
        "heads": [
            "Harga beras naik menjelang Ramadan",
            "Banjir rendam ratusan rumah di pesisir",
            "Pemerintah umumkan jadwal cuti bersama",
            "Timnas lolos ke babak berikutnya",
            "Jalan tol baru mulai beroperasi",
            "Bank sentral tahan suku bunga",
            "Gunung api berstatus waspada",
            "Festival budaya digelar akhir pekan ini",
        ],
        "teaser": "Keputusan itu diambil setelah rapat panjang dan akan berlaku mulai bulan depan.",
        "ad": "Iklan",
        "rights": "Hak cipta dilindungi undang-undang.",
        "search": "Cari",
    },
    "vi": {
        "sections": ["Thời sự", "Thế giới", "Kinh doanh", "Thể thao", "Giải trí", "Pháp luật", "Giáo dục", "Sức khỏe"],
        "sub": ["Mới nhất", "Video", "Ảnh", "Podcast", "Bản tin"],
        "cookie": "Chúng tôi sử dụng cookie để cải thiện trải nghiệm của bạn và hiển thị quảng cáo phù hợp.",
        "accept": "Đồng ý",
        "reject": "Tùy chỉnh",
        "newsletter": "Đăng ký nhận bản tin để đọc những tin tức quan trọng nhất mỗi sáng.",
        "signup": "Đăng ký",
        "most_read": "Đọc nhiều",
        "related": "Tin liên quan",
        "share": ["Chia sẻ Facebook", "Chia sẻ X", "Gửi email", "Sao chép liên kết"],
        "comments": "Ý kiến",
        "footer": [
            "Giới thiệu",
            "Liên hệ",
            "Quảng cáo",
            "Điều khoản sử dụng",
            "Chính sách bảo mật",
            "Tuyển dụng",
            "Đường dây nóng",
            "Lưu trữ",
        ],
        "heads": [
            "Giá xăng giảm lần thứ ba liên tiếp",
            "Hà Nội mở thêm tuyến xe buýt điện",
            "Mưa lớn gây ngập nhiều tuyến phố",
            "Học sinh được nghỉ Tết dài hơn",
            "Xuất khẩu gạo tăng mạnh trong quý đầu",
            "Đội tuyển giành chiến thắng quan trọng",
            "Bệnh viện tuyến tỉnh nhận thiết bị mới",
            "Lễ hội hoa thu hút du khách",
        ],
        "teaser": "Quyết định được đưa ra sau nhiều tháng thảo luận và ảnh hưởng đến hàng nghìn người dân.",
        "ad": "Quảng cáo",
        "rights": "Bản quyền thuộc về tòa soạn.",
        "search": "Tìm kiếm",
    },
    "hi": {
        "sections": ["देश", "दुनिया", "राज्य", "खेल", "मनोरंजन", "व्यापार", "टेक", "धर्म"],
        "sub": ["ताज़ा ख़बरें", "वीडियो", "फ़ोटो", "पॉडकास्ट"],
        "cookie": "हम आपके अनुभव को बेहतर बनाने और विज्ञापन दिखाने के लिए कुकीज़ का उपयोग करते हैं।",
        "accept": "स्वीकार करें",
        "reject": "सेटिंग्स",
        "newsletter": "हर सुबह सबसे ज़रूरी ख़बरें पाने के लिए हमारे न्यूज़लेटर से जुड़ें।",
        "signup": "जुड़ें",
        "most_read": "सबसे ज़्यादा पढ़ी गईं",
        "related": "ये भी पढ़ें",
        "share": ["फ़ेसबुक पर शेयर करें", "एक्स पर शेयर करें", "व्हाट्सऐप पर भेजें", "लिंक कॉपी करें"],
        "comments": "टिप्पणियां",
        "footer": ["हमारे बारे में", "संपर्क करें", "विज्ञापन", "करियर", "गोपनीयता नीति", "नियम और शर्तें", "साइटमैप"],
        "heads": [
            "मानसून से पहले बांधों की जांच शुरू",
            "राजधानी में नई मेट्रो लाइन का उद्घाटन",
            "गेहूं की ख़रीद के लिए नए केंद्र",
            "क्रिकेट टीम ने सिरीज़ जीती",
            "बिजली दरों में बदलाव नहीं",
            "परीक्षा परिणाम अगले हफ़्ते",
            "शहर में पानी की आपूर्ति बाधित",
            "किसानों को मिलेगा नया बीमा",
        ],
        "teaser": "यह फ़ैसला कई हफ़्तों की बातचीत के बाद लिया गया और इससे हज़ारों लोगों पर असर पड़ेगा।",
        "ad": "विज्ञापन",
        "rights": "सर्वाधिकार सुरक्षित।",
        "search": "खोजें",
    },
    "ko": {
        "sections": ["정치", "경제", "사회", "국제", "문화", "스포츠", "연예", "오피니언"],
        "sub": ["최신기사", "포토", "영상", "팟캐스트"],
        "cookie": "이 사이트는 더 나은 서비스를 제공하기 위해 쿠키를 사용합니다. 설정은 언제든지 바꿀 수 있습니다.",
        "accept": "동의",
        "reject": "설정",
        "newsletter": "매일 아침 주요 뉴스를 이메일로 받아보세요.",
        "signup": "구독하기",
        "most_read": "많이 본 뉴스",
        "related": "관련 기사",
        "share": ["페이스북 공유", "트위터 공유", "카카오톡 공유", "링크 복사"],
        "comments": "댓글",
        "footer": [
            "회사소개",
            "구독신청",
            "광고안내",
            "제휴문의",
            "개인정보처리방침",
            "이용약관",
            "청소년보호정책",
            "고충처리인",
            "기사제보",
        ],
        "heads": [
            "정부, 내년 예산안 발표",
            "서울 지하철 요금 인상 검토",
            "주말 전국에 비 소식",
            "수출 석 달 연속 증가",
            "대학 입시 제도 바뀐다",
            "프로야구 개막전 매진",
            "전통시장 활성화 대책 나와",
            "국립공원 탐방로 일부 통제",
        ],
        "teaser": "이번 결정은 수개월 동안의 논의 끝에 나온 것으로 많은 시민에게 영향을 줄 전망이다.",
        "ad": "광고",
        "rights": "무단전재 및 재배포 금지",
        "search": "검색",
    },
    "he": {
        "sections": ["חדשות", "פוליטיקה", "כלכלה", "ספורט", "תרבות", "בריאות", "צרכנות", "דעות"],
        "sub": ["מבזקים", "וידאו", "גלריות", "פודקאסטים"],
        "cookie": "אתר זה משתמש בעוגיות כדי לשפר את חוויית הגלישה ולהציג פרסומות מותאמות.",
        "accept": "אישור",
        "reject": "הגדרות",
        "newsletter": "הירשמו לניוזלטר וקבלו את החדשות החשובות בכל בוקר.",
        "signup": "הרשמה",
        "most_read": "הנקראים ביותר",
        "related": "עוד בנושא",
        "share": ["שתפו בפייסבוק", "שתפו בוואטסאפ", "שלחו במייל", "העתיקו קישור"],
        "comments": "תגובות",
        "footer": ["אודות", "צור קשר", "פרסום", "דרושים", "מדיניות פרטיות", "תנאי שימוש", "נגישות", "ארכיון"],
        "heads": [
            "מחירי הדלק יירדו בחודש הבא",
            "עומסי תנועה בכניסה לעיר",
            "גשם צפוי בסוף השבוע",
            "בית החולים יפתח מחלקה חדשה",
            "הנבחרת ניצחה במשחק החוץ",
            "שינויים בלוח הזמנים של הרכבת",
            "התערוכה נפתחה במוזיאון",
            "העירייה אישרה את התקציב",
        ],
        "teaser": "ההחלטה התקבלה לאחר דיונים ממושכים והיא צפויה להשפיע על אלפי תושבים.",
        "ad": "פרסומת",
        "rights": "כל הזכויות שמורות.",
        "search": "חיפוש",
    },
    "el": {
        "sections": ["Ελλάδα", "Κόσμος", "Πολιτική", "Οικονομία", "Αθλητισμός", "Πολιτισμός", "Υγεία", "Απόψεις"],
        "sub": ["Τελευταία νέα", "Βίντεο", "Φωτογραφίες", "Podcast"],
        "cookie": "Χρησιμοποιούμε cookies για να βελτιώσουμε την εμπειρία σας και να προβάλλουμε σχετικές διαφημίσεις.",
        "accept": "Αποδοχή",
        "reject": "Ρυθμίσεις",
        "newsletter": "Εγγραφείτε στο ενημερωτικό δελτίο και λάβετε κάθε πρωί τις σημαντικότερες ειδήσεις.",
        "signup": "Εγγραφή",
        "most_read": "Δημοφιλή",
        "related": "Διαβάστε επίσης",
        "share": ["Κοινοποίηση στο Facebook", "Κοινοποίηση στο X", "Αποστολή με email", "Αντιγραφή συνδέσμου"],
        "comments": "Σχόλια",
        "footer": [
            "Ποιοι είμαστε",
            "Επικοινωνία",
            "Διαφήμιση",
            "Όροι χρήσης",
            "Πολιτική απορρήτου",
            "Αρχείο",
            "Συνδρομές",
            "Θέσεις εργασίας",
        ],
        "heads": [
            "Νέα μέτρα για τη στέγαση",
            "Απεργία στα μέσα μεταφοράς την Πέμπτη",
            "Καύσωνας στη νότια Ελλάδα",
            "Αυξάνονται οι αφίξεις τουριστών",
            "Νίκη της εθνικής στο φιλικό",
            "Νέο σχολικό πρόγραμμα",
            "Ανοίγει ξανά το αρχαιολογικό μουσείο",
            "Μειώνεται η ανεργία",
        ],
        "teaser": "Η απόφαση ελήφθη μετά από εβδομάδες συζητήσεων και αφορά χιλιάδες πολίτες.",
        "ad": "Διαφήμιση",
        "rights": "Με την επιφύλαξη παντός δικαιώματος.",
        "search": "Αναζήτηση",
    },
    "es": {
        "sections": ["Nacional", "Internacional", "Economía", "Deportes", "Cultura", "Opinión", "Ciencia", "Sociedad"],
        "sub": ["Última hora", "Vídeos", "Fotos", "Pódcast", "Boletines"],
        "cookie": "Utilizamos cookies propias y de terceros para mejorar tu experiencia, mostrar publicidad"
        " personalizada y analizar el tráfico.",
        "accept": "Aceptar",
        "reject": "Configurar",
        "newsletter": "Recibe cada mañana las noticias más importantes del día en tu correo.",
        "signup": "Suscribirme",
        "most_read": "Lo más leído",
        "related": "Te puede interesar",
        "share": ["Compartir en Facebook", "Compartir en X", "Enviar por correo", "Copiar enlace"],
        "comments": "Comentarios",
        "footer": [
            "Quiénes somos",
            "Contacto",
            "Publicidad",
            "Suscripciones",
            "Aviso legal",
            "Privacidad",
            "Cookies",
            "Hemeroteca",
            "Trabaja con nosotros",
            "Mapa web",
        ],
        "heads": [
            "El Gobierno aprueba la ley de vivienda",
            "Huelga de controladores el viernes",
            "Ola de calor en el sur peninsular",
            "El paro baja por tercer mes",
            "El museo amplía su horario",
            "El equipo se clasifica para la final",
            "Nuevas líneas de autobús en la capital",
            "Suben los precios de la fruta",
        ],
        "teaser": "La medida se aprobó tras meses de negociación y afectará a miles de familias.",
        "ad": "Publicidad",
        "rights": "Todos los derechos reservados.",
        "search": "Buscar",
    },
    "de": {
        "sections": ["Politik", "Wirtschaft", "Panorama", "Sport", "Kultur", "Wissen", "Reise", "Meinung"],
        "sub": ["Neueste", "Videos", "Bilder", "Podcasts", "Newsletter"],
        "cookie": "Wir und unsere Partner verwenden Cookies, um Inhalte und Anzeigen zu personalisieren und"
        " Zugriffe zu analysieren. Ihre Einwilligung können Sie jederzeit widerrufen.",
        "accept": "Zustimmen",
        "reject": "Einstellungen",
        "newsletter": "Der Morgen-Newsletter: die wichtigsten Nachrichten des Tages, jeden Morgen um sechs.",
        "signup": "Anmelden",
        "most_read": "Meistgelesen",
        "related": "Mehr zum Thema",
        "share": ["Auf Facebook teilen", "Auf X teilen", "Per E-Mail senden", "Link kopieren"],
        "comments": "Kommentare",
        "footer": [
            "Über uns",
            "Kontakt",
            "Impressum",
            "Datenschutz",
            "Mediadaten",
            "Abo",
            "Karriere",
            "Barrierefreiheit",
            "Archiv",
            "AGB",
            "Cookie-Einstellungen",
        ],
        "heads": [
            "Stadtrat beschließt neuen Haushalt",
            "Bahnstreik: Was Pendler wissen müssen",
            "Unwetter sorgt für Stromausfälle",
            "Mieten steigen langsamer",
            "Neues Freibad eröffnet",
            "Pokalspiel ausverkauft",
            "Klinik sucht Pflegekräfte",
            "Baustelle sperrt Brücke bis Mai",
        ],
        "teaser": "Die Entscheidung fiel nach monatelanger Debatte und betrifft Tausende Haushalte.",
        "ad": "Anzeige",
        "rights": "Alle Rechte vorbehalten.",
        "search": "Suche",
    },
    "fr": {
        "sections": ["France", "International", "Économie", "Sport", "Culture", "Sciences", "Idées", "Régions"],
        "sub": ["En continu", "Vidéos", "Photos", "Podcasts", "Newsletters"],
        "cookie": "Nous utilisons des cookies pour améliorer votre expérience, mesurer l'audience et vous proposer"
        " des publicités adaptées.",
        "accept": "Accepter",
        "reject": "Paramétrer",
        "newsletter": "Recevez chaque matin l'essentiel de l'actualité dans votre boîte mail.",
        "signup": "S'inscrire",
        "most_read": "Les plus lus",
        "related": "Sur le même sujet",
        "share": ["Partager sur Facebook", "Partager sur X", "Envoyer par e-mail", "Copier le lien"],
        "comments": "Commentaires",
        "footer": [
            "Qui sommes-nous",
            "Contact",
            "Mentions légales",
            "Publicité",
            "Abonnement",
            "Confidentialité",
            "Gestion des cookies",
            "Archives",
            "Recrutement",
            "Plan du site",
        ],
        "heads": [
            "Le budget adopté en première lecture",
            "Grève SNCF : le trafic perturbé jeudi",
            "Tempête sur la côte atlantique",
            "Le chômage recule légèrement",
            "Le musée rouvre ses portes",
            "Ligue 1 : le classement après la journée",
            "Nouvelle ligne de tramway à Lyon",
            "Les prix de l'énergie baissent",
        ],
        "teaser": "La décision intervient après des mois de débats et concerne des milliers de foyers.",
        "ad": "Publicité",
        "rights": "Tous droits réservés.",
        "search": "Rechercher",
    },
    "fa": {
        "sections": ["سیاسی", "اقتصادی", "اجتماعی", "بین‌الملل", "ورزشی", "فرهنگی", "علمی", "استان‌ها"],
        "sub": ["آخرین اخبار", "ویدیو", "عکس", "پادکست"],
        "cookie": "این وب‌سایت برای بهبود تجربه شما از کوکی استفاده می‌کند.",
        "accept": "پذیرفتن",
        "reject": "تنظیمات",
        "newsletter": "برای دریافت مهم‌ترین خبرهای روز در خبرنامه ما عضو شوید.",
        "signup": "عضویت",
        "most_read": "پربازدیدترین",
        "related": "اخبار مرتبط",
        "share": ["اشتراک در تلگرام", "اشتراک در واتس‌اپ", "کپی لینک"],
        "comments": "نظرات",
        "footer": ["درباره ما", "تماس با ما", "تبلیغات", "حریم خصوصی", "شرایط استفاده", "آرشیو", "نقشه سایت"],
        "heads": [
            "افزایش قیمت نان در پایتخت",
            "بارش برف در جاده‌های شمال",
            "آغاز ثبت‌نام دانشگاه‌ها",
            "تیم ملی به مرحله بعد رسید",
            "افتتاح کتابخانه عمومی جدید",
            "کاهش مصرف آب در تابستان",
            "نمایشگاه کتاب در اردیبهشت",
            "ساخت پل تازه در اصفهان",
        ],
        "teaser": "این تصمیم پس از ماه‌ها بحث گرفته شد و بر زندگی هزاران نفر اثر می‌گذارد.",
        "ad": "آگهی",
        "rights": "تمامی حقوق محفوظ است.",
        "search": "جستجو",
    },
    "th": {
        "sections": ["ข่าว", "การเมือง", "เศรษฐกิจ", "กีฬา", "บันเทิง", "ต่างประเทศ", "ไลฟ์สไตล์", "เทคโนโลยี"],
        "sub": ["ข่าวล่าสุด", "วิดีโอ", "ภาพข่าว", "พอดแคสต์"],
        "cookie": "เว็บไซต์นี้ใช้คุกกี้เพื่อปรับปรุงประสบการณ์ของคุณและแสดงโฆษณาที่เกี่ยวข้อง",
        "accept": "ยอมรับ",
        "reject": "ตั้งค่า",
        "newsletter": "สมัครรับจดหมายข่าวเพื่อรับข่าวสำคัญทุกเช้า",
        "signup": "สมัคร",
        "most_read": "ข่าวยอดนิยม",
        "related": "ข่าวที่เกี่ยวข้อง",
        "share": ["แชร์ไปยัง Facebook", "แชร์ไปยัง LINE", "คัดลอกลิงก์"],
        "comments": "ความคิดเห็น",
        "footer": ["เกี่ยวกับเรา", "ติดต่อเรา", "โฆษณา", "ร่วมงานกับเรา", "นโยบายความเป็นส่วนตัว", "เงื่อนไขการใช้งาน"],
        "heads": [
            "ราคาน้ำมันลดลงสัปดาห์ที่สาม",
            "ฝนตกหนักทำให้น้ำท่วมหลายพื้นที่",
            "รถไฟฟ้าสายใหม่เปิดให้บริการ",
            "นักกีฬาไทยคว้าเหรียญทอง",
            "ตลาดหุ้นปิดบวก",
            "โรงพยาบาลเปิดศูนย์ใหม่",
            "เทศกาลสงกรานต์ปีนี้",
            "ผลผลิตข้าวเพิ่มขึ้น",
        ],
        "teaser": "การตัดสินใจครั้งนี้เกิดขึ้นหลังการหารือหลายเดือนและจะส่งผลต่อประชาชนจำนวนมาก",
        "ad": "โฆษณา",
        "rights": "สงวนลิขสิทธิ์",
        "search": "ค้นหา",
    },
}


def slug(text: str) -> str:
    out = "".join(c.lower() if c.isalnum() else "-" for c in text)
    return "-".join(part for part in out.split("-") if part)[:60] or "item"


class Site:
    """One fictional publisher: its name, host, language and markup style ("semantic" or "soup")."""

    def __init__(self, name: str, host: str, lang: str, style: str = "semantic", seed: int = 0) -> None:
        self.name, self.host, self.lang, self.style = name, host, lang, style
        self.t = L10N[lang]
        self.rng = random.Random(seed or sum(map(ord, host)))

    def link(self, path: str) -> str:
        return f"https://{self.host}{path}"

    # --- head -------------------------------------------------------------------------------------------
    def config_script(self) -> str:
        units = [
            {"slot": f"div-gpt-ad-{i}", "path": f"/2231/{slug(self.name)}/{s}", "sizes": [[300, 250], [728, 90]]}
            for i, s in enumerate(["top", "mid1", "mid2", "rail1", "rail2", "bottom"])
        ]
        flags = {f"feature_{k}": self.rng.random() > 0.5 for k in ("paywall", "comments", "push", "darkmode", "abtest")}
        cfg = {
            "site": self.name,
            "env": "production",
            "ads": units,
            "flags": flags,
            "build": "4.18.2",
            "analytics": {"id": "UA-000000-1", "sample": 100, "events": ["scroll", "read", "share"]},
        }
        return (
            "<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}"
            "gtag('js',new Date());gtag('config','G-TEST00000');</script>\n"
            f"<script>window.__SITE_CONFIG__ = {json.dumps(cfg, ensure_ascii=True)};</script>\n"
            "<script>!function(){var s=document.createElement('script');s.async=true;"
            "s.src='https://securepubads.example/tag/js/gpt.js';document.head.appendChild(s)}();</script>\n"
        )

    def cmp_script(self) -> str:
        vendors = [
            {
                "id": i,
                "name": f"Vendor {i:03d} Media",
                "purposes": [1 + i % 3, 2 + i % 5, 7],
                "legInt": [i % 2],
                "policyUrl": f"https://vendor{i:03d}.example/privacy",
                "cookieMaxAgeSeconds": 86400 * (1 + i % 400),
            }
            for i in range(1, 41)
        ]
        cfg = {"cmpId": 300, "cmpVersion": 12, "gdprApplies": True, "vendors": vendors}
        return f'<script type="application/json" id="cmp-config">{json.dumps(cfg, ensure_ascii=True)}</script>\n'

    def head(self, title: str, extra: str = "", charset: str = "utf-8") -> str:
        return (
            f'<head>\n<meta charset="{charset}">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{E(title)}</title>\n"
            f'<link rel="stylesheet" href="https://{self.host}/assets/main.4f2a1c.css">\n'
            f'<link rel="icon" href="https://{self.host}/favicon.ico">\n'
            f'<meta property="og:site_name" content="{E(self.name)}">\n'
            f"{extra}{self.config_script()}{self.cmp_script()}"
            "<style>.ad-slot{min-height:250px;background:#f4f4f4}.sr-only{position:absolute;width:1px;height:1px;"
            "overflow:hidden}.cookie-banner{position:fixed;bottom:0;left:0;right:0;z-index:999}</style>\n</head>\n"
        )

    # --- chrome -----------------------------------------------------------------------------------------
    def header(self) -> str:
        secs = self.t["sections"]
        subs = self.t["sub"]
        if self.style == "soup":
            items = "".join(
                f'<div class="relative group px-3 py-2"><a class="text-sm font-semibold uppercase tracking-wide '
                f'hover:text-red-700" href="/{slug(s)}/">{E(s)}</a><div class="absolute hidden group-hover:block '
                f'bg-white shadow-lg p-4 w-64">'
                + "".join(f'<a class="block py-1 text-sm" href="/{slug(s)}/{slug(x)}/">{E(x)}</a>' for x in subs)
                + "</div></div>"
                for s in secs
            )
            return (
                '<div class="w-full border-b border-gray-200 bg-white sticky top-0 z-50">'
                '<div class="max-w-7xl mx-auto flex items-center justify-between px-4 py-3">'
                f'<a class="text-3xl font-black" href="/">{E(self.name)}</a>'
                f'<div class="flex gap-2"><a class="btn btn-sm" href="/subscribe">{E(str(self.t["signup"]))}</a>'
                f'<a class="btn btn-sm btn-outline" href="/login">Login</a></div></div>'
                f'<div class="max-w-7xl mx-auto flex flex-wrap">{items}</div></div>\n'
            )
        items = "".join(
            f'<li class="menu-item"><a href="/{slug(s)}/">{E(s)}</a><ul class="sub-menu">'
            + "".join(f'<li><a href="/{slug(s)}/{slug(x)}/">{E(x)}</a></li>' for x in subs)
            + "</ul></li>"
            for s in secs
        )
        return (
            '<header class="site-header"><div class="top-bar"><a class="skip-link sr-only" href="#main">Skip</a>'
            f'<form class="search-form" action="/search"><input type="search" name="q" placeholder="{E(str(self.t["search"]))}">'
            f'</form><a class="subscribe-btn" href="/subscribe">{E(str(self.t["signup"]))}</a></div>'
            f'<div class="site-branding"><a class="logo" href="/" rel="home">{E(self.name)}</a></div>'
            f'<nav class="main-navigation" aria-label="Main"><ul class="menu">{items}</ul></nav></header>\n'
        )

    def ticker(self) -> str:
        heads = list(self.t["heads"])[:5]
        items = "".join(f'<li><a href="/live/{slug(h)}">{E(h)}</a></li>' for h in heads)
        return f'<div class="breaking-ticker" aria-label="ticker"><ul>{items}</ul></div>\n'

    def cookie(self) -> str:
        return (
            '<div id="consent" class="cookie-banner" role="dialog" aria-live="polite"><div class="cookie-inner">'
            f'<p>{E(str(self.t["cookie"]))}</p><button class="accept">{E(str(self.t["accept"]))}</button>'
            f'<button class="manage">{E(str(self.t["reject"]))}</button></div></div>\n'
        )

    def newsletter(self) -> str:
        return (
            '<div class="newsletter-box"><h3 class="nl-title">Newsletter</h3>'
            f'<p class="nl-text">{E(str(self.t["newsletter"]))}</p><form action="/newsletter/subscribe" method="post">'
            f'<input type="email" name="email" placeholder="email@example.com"><button>{E(str(self.t["signup"]))}</button>'
            "</form></div>\n"
        )

    def ad(self, n: int) -> str:
        return (
            f'<div class="ad-slot ad-{n}" data-ad-unit="/2231/{slug(self.name)}/slot{n}"><span class="ad-label">'
            f'{E(str(self.t["ad"]))}</span><div id="div-gpt-ad-{n}"></div>'
            f"<script>googletag.cmd.push(function(){{googletag.display('div-gpt-ad-{n}')}});</script></div>\n"
        )

    def share(self) -> str:
        return (
            '<div class="share-bar">'
            + "".join(f'<a class="share-{i}" href="#share-{i}">{E(s)}</a>' for i, s in enumerate(self.t["share"]))
            + "</div>\n"
        )

    def rail(self, title: str | None = None, n: int = 8, teasers: bool = True) -> str:
        heads = list(self.t["heads"])
        self.rng.shuffle(heads)
        out = []
        for i in range(n):
            h = heads[i % len(heads)]
            path = f"/{slug(self.t['sections'][i % len(self.t['sections'])])}/{2024}/{3 + i % 3:02d}/{slug(h)}-{i}"
            teaser = f'<p class="teaser">{E(str(self.t["teaser"]))}</p>' if teasers and i < 4 else ""
            out.append(
                f'<li class="rail-item"><a href="{path}"><img src="/img/{i}.jpg" alt="" loading="lazy">'
                f'<span class="rail-head">{E(h)}</span></a>{teaser}</li>'
            )
        return (
            f'<aside class="rail most-read"><h2 class="rail-title">{E(title or str(self.t["most_read"]))}</h2>'
            f"<ol>{''.join(out)}</ol></aside>\n"
        )

    def related(self) -> str:
        heads = list(self.t["heads"])[::-1][:6]
        cards = "".join(
            f'<div class="card"><a href="/{slug(h)}-r{i}"><img src="/img/r{i}.jpg" alt=""><h3>{E(h)}</h3></a>'
            f"<p>{E(str(self.t['teaser']))}</p></div>"
            for i, h in enumerate(heads)
        )
        return (
            f'<section class="related-stories"><h2>{E(str(self.t["related"]))}</h2><div class="cards">{cards}</div>'
            "</section>\n"
        )

    def comments(self, items: list[tuple[str, str]]) -> str:
        if not items:
            return ""
        lis = "".join(
            f'<li class="comment"><div class="comment-author">{E(who)}</div><div class="comment-body"><p>{E(text)}</p>'
            f'</div><a class="reply" href="#reply">Reply</a></li>'
            for who, text in items
        )
        return (
            f'<section id="comments" class="comments-area"><h2>{E(str(self.t["comments"]))} ({len(items)})</h2>'
            f'<ol class="comment-list">{lis}</ol><form class="comment-form"><textarea name="comment"></textarea>'
            "<button>Post</button></form></section>\n"
        )

    def footer(self) -> str:
        cols = []
        secs = list(self.t["sections"])
        for c in range(4):
            links = "".join(
                f'<li><a href="/{slug(s)}/{slug(x)}/">{E(s)} &middot; {E(x)}</a></li>'
                for s in secs[c * 2 : c * 2 + 2]
                for x in self.t["sub"]
            )
            cols.append(f'<div class="footer-col"><ul>{links}</ul></div>')
        corp = "".join(f'<li><a href="/{slug(f)}">{E(f)}</a></li>' for f in self.t["footer"])
        social = "".join(
            f'<a href="https://{n}.example/{slug(self.name)}" rel="noopener">{n}</a>'
            for n in ("facebook", "x", "instagram", "youtube", "linkedin", "tiktok")
        )
        network = "".join(
            f'<li><a href="https://www.sister{i:02d}.example/">{E(self.name)} {i:02d}</a></li>' for i in range(1, 21)
        )
        return (
            f'<footer class="site-footer"><ul class="network">{network}</ul><div class="footer-cols">{"".join(cols)}</div>'
            f'<ul class="footer-corporate">{corp}</ul><div class="social">{social}</div>'
            f'<p class="copyright">&copy; 2024 {E(self.name)}. {E(str(self.t["rights"]))}</p></footer>\n'
            "<script>document.querySelectorAll('.accept').forEach(function(b){b.onclick=function(){"
            "document.getElementById('consent').remove()}})</script>\n"
        )

    def page(
        self,
        title: str,
        main: str,
        head_extra: str = "",
        charset: str = "utf-8",
        rails: bool = True,
        dir: str | None = None,
        body_class: str = "",
        html_attrs: str = "",
    ) -> str:
        d = f' dir="{dir}"' if dir else ""
        side = (self.rail() + self.ad(7) + self.newsletter()) if rails else ""
        if self.style == "soup":
            layout = (
                f'<div class="max-w-7xl mx-auto grid grid-cols-12 gap-8 px-4"><div class="col-span-12 lg:col-span-8">'
                f'{main}</div><div class="col-span-12 lg:col-span-4 space-y-6">{side}</div></div>'
            )
        else:
            layout = f'<div class="content-area"><main id="main" class="site-main">{main}</main>{side}</div>'
        return (
            f'<!DOCTYPE html>\n<html lang="{self.lang}"{d}{html_attrs}>\n{self.head(title, head_extra, charset)}'
            f'<body class="{body_class}">\n{self.cookie()}{self.header()}{self.ticker()}{self.ad(0)}{layout}\n'
            f"{self.related() if rails else ''}{self.footer()}</body>\n</html>\n"
        )


def jsonld(obj: object) -> str:
    return f'<script type="application/ld+json">{json.dumps(obj, ensure_ascii=False)}</script>\n'


def metas(pairs: list[tuple[str, str, str]]) -> str:
    """(attribute, key, value) -> <meta attribute="key" content="value">."""
    return "".join(f'<meta {a}="{E(k)}" content="{E(v)}">\n' for a, k, v in pairs)
