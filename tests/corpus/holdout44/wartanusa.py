# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Warta Nusantara: an Indonesian news site on a Kompas/Detik-like system (`/read/2026/12/04/09150011/<slug>`,
`?page=2` for the second page of a long story and `?page=all` as every page's canonical, `/nasional?page=2`,
`/terkini`, `/tag/<slug>`, `/penulis/<slug>`, `/search?q=`), Indonesian, UTF-8. `read__title`, a `read__credit` line
"Penulis: … | Editor: …" (the editor is not an author, though the JSON-LD lists them as an author too), printed dates
"Jumat, 04 Des 2026 09:15 WIB", a bold dateline "JAKARTA, WARTANUSA -" opening the first paragraph, "Baca juga:"
lines between paragraphs (not body). The two-page flood story is labelled page by page; the "Berita Terkini" list and
the sponsored "Advertorial" (same template, `og:type=article`) are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import MONTH_ID, WEEKDAY_ID, Base, page, story, ymd
from sitekit import Doc, css_rules, esc

ARTS = ["flood", "flood2", "krl", "bali", "kolom", "quake", "chili", "ump"]
NAV = [
    ("home", "Beranda"),
    ("terkini", "Terkini"),
    ("nasional", "Nasional"),
    ("/megapolitan", "Megapolitan"),
    ("/regional", "Regional"),
    ("/ekonomi", "Ekonomi"),
    ("/global", "Global"),
    ("/olahraga", "Olahraga"),
    ("/tekno", "Tekno"),
    ("/kolom", "Kolom"),
]
DATELINE = "JAKARTA, WARTANUSA"
TAB = 'tabindex="-1"'


def cls(name: str) -> str:
    return f'class="{name}"'


def printed(date: str, hm: str) -> str:
    d = ymd(date)
    return f"{WEEKDAY_ID[d.weekday()]}, {d.day:02d} {MONTH_ID[d.month - 1]} {d.year} {hm} WIB"


class WartaNusa(Base):
    origin = "https://www.wartanusa.test"
    name = "Warta Nusantara"
    prefix = "wns"
    language = "id"
    encoding = "utf-8"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "wns",
            [".read__content", ".read__header", ".article__list", ".nav__wrap", ".footer__wrap", ".most__list"],
            260,
        )

    def art(
        self,
        key: str,
        path: str,
        title: str,
        date: str,
        hm: str,
        authors: list[str],
        editor: str,
        lines: list[str],
        shape: str,
        **kw: object,
    ) -> None:
        doc = story(key, path, title, date, f"{date}T{hm}:00+07:00", printed(date, hm), authors, lines, shape, **kw)
        doc.extra["editor"] = editor
        doc.extra["hm"] = hm
        self.add(doc)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Warta Nusantara",
                "home-front",
                list=["flood", "quake", "chili", "krl", "bali", "ump", "kolom"],
            )
        )
        add(
            page(
                "nasional",
                "/nasional",
                "section",
                "Nasional",
                "section-list",
                list=["flood", "quake", "krl", "ump"],
                more="nasional2",
            )
        )
        add(
            page(
                "nasional2",
                "/nasional?page=2",
                "section",
                "Nasional",
                "section-list-page2",
                list=["bali", "kolom", "chili"],
                prev="nasional",
            )
        )
        add(
            page(
                "terkini",
                "/terkini",
                "section",
                "Berita Terkini",
                "latest-list-times",
                list=["chili", "flood", "quake", "ads", "bali", "krl", "kolom", "ump"],
                times=True,
            )
        )
        add(page("tag", "/tag/banjir-jakarta", "tag", "Banjir Jakarta", "tag-list", list=["flood", "flood2"]))
        add(
            page(
                "author",
                "/penulis/rina-marlina",
                "author",
                "Rina Marlina",
                "author-list",
                list=["flood"],
                bio="Jurnalis desk Megapolitan Warta Nusantara sejak 2017. Meliput isu perkotaan, transportasi, dan lingkungan di Jabodetabek.",
            )
        )
        add(
            page(
                "search",
                "/search?q=" + quote("harga cabai"),
                "search",
                "Hasil pencarian: harga cabai",
                "search-results",
                list=["chili"],
            )
        )
        add(
            page(
                "ads",
                "/read/2026/12/04/13000081/liburan-akhir-tahun-lebih-hemat-dengan-kartu-kredit-bank-sentosa",
                "sponsored",
                "Liburan Akhir Tahun Lebih Hemat dengan Kartu Kredit Bank Sentosa",
                "advertorial-article-template",
                [
                    'Musim liburan akhir tahun sudah di depan mata. Bagi Anda yang berencana berlibur bersama keluarga, Bank Sentosa menghadirkan program "Liburan Hemat Sentosa" dengan beragam keuntungan bagi pemegang kartu kredit.',
                    "Melalui program ini, nasabah bisa menikmati diskon tiket pesawat hingga 20 persen di mitra maskapai, potongan harga hotel hingga Rp 750.000, serta cicilan 0 persen hingga 12 bulan untuk pembelian paket wisata.",
                    '"Kami ingin nasabah bisa merencanakan liburan tanpa khawatir soal anggaran," ujar Direktur Konsumer Bank Sentosa, Lukas Hartanto.',
                    "Program berlaku hingga 31 Januari 2027. Informasi lengkap dapat dilihat di situs resmi dan aplikasi Sentosa Mobile.",
                ],
                story_template=True,
                stamp=printed("2026-12-04", "13:00"),
                hm="13:00",
            )
        )
        add(
            page(
                "pedoman",
                "/pedoman-media-siber",
                "policy",
                "Pedoman Pemberitaan Media Siber",
                "cyber-media-guideline",
                [
                    "Warta Nusantara tunduk pada Pedoman Pemberitaan Media Siber yang ditetapkan Dewan Pers bersama komunitas pers.",
                    "## Verifikasi dan keberimbangan berita",
                    "Setiap berita harus melalui verifikasi. Berita yang dapat merugikan pihak lain memerlukan verifikasi pada berita yang sama untuk memenuhi prinsip akurasi dan keberimbangan.",
                    "## Isi buatan pengguna",
                    "Pengguna wajib melakukan registrasi sebelum mengirim komentar. Redaksi berwenang menyunting atau menghapus komentar yang bermuatan fitnah, SARA, kekerasan, atau pornografi.",
                    "## Ralat, koreksi, dan hak jawab",
                    "Ralat, koreksi, dan hak jawab mengacu pada Undang-Undang Pers, Kode Etik Jurnalistik, dan Pedoman Hak Jawab, serta ditautkan pada berita yang dikoreksi.",
                    "Pengaduan dapat disampaikan melalui redaksi@wartanusa.test.",
                ],
            )
        )
        self.art(
            "flood",
            "/read/2026/12/04/09150011/musim-hujan-tiba-jakarta-siagakan-612-pompa-dan-percepat-pengerukan-kali",
            "Musim Hujan Tiba, Jakarta Siagakan 612 Pompa dan Percepat Pengerukan Kali",
            "2026-12-04",
            "09:15",
            ["Rina Marlina"],
            "Bambang Prasetyo",
            [
                f"{DATELINE} - Pemerintah Provinsi DKI Jakarta menyiagakan 612 pompa stasioner dan mobile untuk menghadapi puncak musim hujan yang diperkirakan terjadi pada Januari hingga Februari 2027.",
                'Kepala Dinas Sumber Daya Air DKI Jakarta Hendra Wijaya mengatakan, seluruh pompa telah diperiksa dan siap dioperasikan selama 24 jam. "Kami sudah melakukan uji fungsi di 198 rumah pompa. Yang rusak sudah diperbaiki sejak Oktober," kata Hendra di Balai Kota Jakarta, Jumat (4/12/2026).',
                "Selain pompa, Pemprov DKI juga mempercepat pengerukan sungai, waduk, dan saluran penghubung. Sepanjang 2026, pengerukan lumpur telah dilakukan di 13 sungai dengan volume total sekitar 1,2 juta meter kubik.",
                "NOTE: Baca juga: [[krl|Tarif KRL Berbasis NIK Mulai Diuji Coba Februari 2027]]",
                "Menurut Hendra, wilayah yang paling rawan tergenang masih berada di Jakarta Utara dan Jakarta Timur, terutama kawasan di sepanjang Kali Ciliwung dan Kali Sunter. Pihaknya juga menyiapkan 2.400 petugas Satgas Sumber Daya Air yang bersiaga di setiap kelurahan.",
                "## Peringatan dini lewat aplikasi",
                "Tahun ini, Pemprov DKI menambah 40 titik sensor ketinggian air di pintu air dan sungai utama. Data dari sensor tersebut dikirim secara langsung ke pusat kendali dan ditampilkan di aplikasi layanan warga.",
                '"Kalau tinggi muka air di Bendung Katulampa naik, warga di bantaran akan menerima notifikasi. Jadi ada waktu enam sampai sembilan jam untuk bersiap," ujar Hendra.',
                "Ia menambahkan, Pemprov DKI juga telah menyiapkan 320 lokasi pengungsian sementara, mulai dari sekolah, gelanggang olahraga, hingga masjid, lengkap dengan dapur umum dan posko kesehatan.",
            ],
            "multipage-page1-dateline-baca-juga",
            section="Megapolitan",
            paging=1,
            author_key="author",
            tag=True,
        )
        self.art(
            "flood2",
            "/read/2026/12/04/09150011/musim-hujan-tiba-jakarta-siagakan-612-pompa-dan-percepat-pengerukan-kali?page=2",
            "Musim Hujan Tiba, Jakarta Siagakan 612 Pompa dan Percepat Pengerukan Kali",
            "2026-12-04",
            "09:15",
            ["Rina Marlina"],
            "Bambang Prasetyo",
            [
                "Di sisi lain, sejumlah warga di bantaran Kali Ciliwung mengaku masih waswas menghadapi musim hujan tahun ini. Banjir besar pada awal 2026 membuat rumah mereka terendam hingga satu meter selama tiga hari.",
                '"Tiap kali hujan deras dari sore, kami sudah siap-siap angkat barang ke lantai dua. Anak-anak juga kami titipkan ke rumah saudara," kata Sumiati (52), warga Kampung Melayu, Jakarta Timur.',
                "Sumiati berharap proyek normalisasi sungai di lingkungannya segera dilanjutkan. Menurut dia, tanggul di sekitar rumahnya baru dibangun sebagian sehingga air masih mudah meluap ke permukiman.",
                "Pengamat tata kota dari Universitas Nusa Bangsa, Yusuf Hakim, menilai penambahan pompa dan sensor memang penting, tetapi tidak cukup untuk mengatasi banjir Jakarta dalam jangka panjang. Ia menyoroti penurunan muka tanah di Jakarta Utara yang mencapai 5 hingga 10 sentimeter per tahun di beberapa titik.",
                '"Selama pengambilan air tanah belum dikendalikan dan ruang terbuka hijau terus berkurang, pompa hanya memindahkan masalah dari satu tempat ke tempat lain," kata Yusuf.',
                "Badan Meteorologi, Klimatologi, dan Geofisika (BMKG) sebelumnya memprakirakan curah hujan di Jabodetabek pada Desember hingga Februari berada pada kategori menengah hingga tinggi. Pemprov DKI pun mengimbau warga tidak membuang sampah ke saluran air dan segera melapor jika melihat genangan melalui kanal pengaduan resmi.",
            ],
            "multipage-page2",
            section="Megapolitan",
            paging=2,
        )
        self.art(
            "krl",
            "/read/2026/12/03/14300021/tarif-krl-berbasis-nik-mulai-diuji-coba-februari-2027",
            "Tarif KRL Berbasis NIK Mulai Diuji Coba Februari 2027",
            "2026-12-03",
            "14:30",
            ["Dimas Aditya", "Sri Wahyuni"],
            "Fitri Handayani",
            [
                f"{DATELINE} - Kementerian Perhubungan berencana menguji coba skema tarif kereta rel listrik (KRL) Jabodetabek berbasis nomor induk kependudukan (NIK) mulai Februari 2027.",
                "Dengan skema ini, penumpang dengan kemampuan ekonomi tinggi akan membayar tarif lebih mahal, sementara subsidi dari pemerintah difokuskan pada penumpang berpenghasilan rendah. Tarif dasar saat ini sebesar Rp 3.000 untuk 25 kilometer pertama.",
                'Direktur Jenderal Perkeretaapian Kemenhub, Agus Salim Nugroho, mengatakan uji coba akan dilakukan di dua lintas, yakni Bogor-Jakarta Kota dan Rangkasbitung-Tanah Abang. "Uji coba berlangsung tiga bulan, lalu kami evaluasi sebelum diterapkan di seluruh lintas," kata Agus dalam rapat kerja dengan Komisi V DPR, Kamis (3/12/2026).',
                "NOTE: Baca juga: [[flood|Musim Hujan Tiba, Jakarta Siagakan 612 Pompa dan Percepat Pengerukan Kali]]",
                "Menurut Agus, skema tarif berbasis NIK diperlukan agar subsidi kewajiban pelayanan publik (PSO) untuk KRL lebih tepat sasaran. Tahun ini, pemerintah mengalokasikan subsidi sekitar Rp 1,9 triliun untuk layanan KRL Jabodetabek yang melayani rata-rata 1,1 juta penumpang per hari.",
                'Ia menegaskan, besaran tarif untuk penumpang mampu belum ditetapkan dan masih dibahas bersama Kementerian Keuangan serta operator. "Prinsipnya, masyarakat yang selama ini bergantung pada KRL tetap mendapatkan tarif terjangkau," ujarnya.',
                "Penumpang nantinya wajib mendaftarkan NIK melalui aplikasi untuk mendapatkan kartu atau kode QR khusus. Penumpang yang tidak mendaftar tetap bisa naik KRL, tetapi dikenai tarif tanpa subsidi.",
                'Rencana ini menuai pro dan kontra. Ketua Forum Pengguna KRL Jabodetabek, Wahyu Hidayat, khawatir skema tersebut justru menyulitkan penumpang dan memperpanjang antrean di stasiun. "Verifikasi data ekonomi itu rumit. Jangan sampai penumpang yang berhak subsidi malah tidak dapat," ujarnya.',
                "Anggota Komisi V DPR meminta Kemenhub menyosialisasikan rencana tersebut secara luas dan memastikan perlindungan data pribadi penumpang sebelum uji coba dimulai.",
            ],
            "two-authors-editor-line",
            section="Nasional",
        )
        self.art(
            "bali",
            "/read/2026/12/03/16450061/kunjungan-wisman-ke-bali-tembus-5-8-juta-hingga-oktober",
            "Kunjungan Wisman ke Bali Tembus 5,8 Juta hingga Oktober",
            "2026-12-03",
            "16:45",
            [],
            "Fitri Handayani",
            [
                "DENPASAR, WARTANUSA - Jumlah kunjungan wisatawan mancanegara (wisman) ke Bali sepanjang Januari hingga Oktober 2026 mencapai 5,8 juta orang, naik 9,3 persen dibandingkan periode yang sama tahun lalu.",
                "Badan Pusat Statistik (BPS) Provinsi Bali mencatat, Australia masih menjadi negara asal wisman terbanyak dengan pangsa 23,6 persen, disusul India, China, Inggris, dan Amerika Serikat.",
                "Pada Oktober saja, jumlah wisman yang datang langsung ke Bali tercatat 612.400 kunjungan. Tingkat penghunian kamar hotel berbintang pada bulan tersebut mencapai 68,2 persen.",
                'Kepala BPS Provinsi Bali, Made Suarjana, mengatakan peningkatan kunjungan didorong oleh bertambahnya rute penerbangan internasional serta sejumlah acara berskala global yang digelar di Bali sepanjang tahun. "Lama tinggal rata-rata wisman juga naik menjadi 3,4 hari," katanya.',
                "Dinas Pariwisata Bali optimistis target 6,8 juta kunjungan wisman hingga akhir tahun dapat tercapai seiring masuknya musim libur Natal dan Tahun Baru. Sejumlah maskapai juga menambah frekuensi penerbangan langsung ke Bandara I Gusti Ngurah Rai.",
                "Di sisi lain, kalangan pelaku usaha mengingatkan persoalan kemacetan dan pengelolaan sampah di kawasan wisata utama seperti Canggu, Kuta, dan Ubud. Mereka meminta pemerintah daerah mempercepat pembangunan transportasi publik agar pertumbuhan kunjungan tidak mengurangi kenyamanan wisatawan maupun warga.",
                "Meski demikian, pemerintah daerah terus mengingatkan wisatawan untuk menaati aturan, termasuk membayar pungutan wisatawan asing dan menghormati adat serta kawasan suci.",
            ],
            "agency-source-no-person",
            section="Nasional",
            source="Antara",
            credit="Tim Redaksi",
        )
        self.art(
            "kolom",
            "/read/2026/12/02/06000001/guru-honorer-dan-janji-yang-tak-kunjung-lunas",
            "Guru Honorer dan Janji yang Tak Kunjung Lunas",
            "2026-12-02",
            "06:00",
            ["Andi Saputra"],
            "Bambang Prasetyo",
            [
                "Setiap peringatan Hari Guru, kita kembali mendengar pidato tentang guru sebagai pahlawan tanpa tanda jasa. Namun, bagi ratusan ribu guru honorer di negeri ini, ungkapan itu terdengar semakin getir.",
                "Di sebuah sekolah dasar di pelosok Nusa Tenggara Timur, saya pernah bertemu seorang guru honorer yang sudah mengajar selama 14 tahun. Honornya Rp 400.000 per bulan, dibayar setiap tiga bulan sekali dari dana bantuan operasional sekolah. Untuk menghidupi keluarga, ia berjualan sayur sepulang mengajar.",
                "Pemerintah memang telah membuka jalur pengangkatan guru honorer menjadi aparatur sipil negara dengan skema pegawai pemerintah dengan perjanjian kerja. Tetapi prosesnya berjalan lambat. Banyak daerah enggan mengusulkan formasi karena khawatir beban anggaran gaji, sementara guru yang lolos seleksi harus menunggu penempatan berbulan-bulan.",
                "Kita sering lupa bahwa di banyak sekolah, terutama di daerah terpencil, guru honorer justru menjadi tulang punggung. Mereka mengajar lebih banyak jam, mengurus administrasi, bahkan membina kegiatan ekstrakurikuler, karena jumlah guru berstatus ASN tidak mencukupi. Tanpa mereka, banyak sekolah tidak akan bisa berjalan.",
                "Masalahnya bukan semata soal anggaran, melainkan soal prioritas. Kita tidak mungkin berbicara tentang peningkatan mutu pendidikan jika orang yang berdiri di depan kelas hidup dalam ketidakpastian.",
                "Ada beberapa langkah yang bisa segera diambil. Pertama, pemerintah pusat perlu menanggung penuh gaji guru hasil pengangkatan agar daerah tidak ragu mengusulkan formasi. Kedua, data guru honorer harus diperbarui dan dibuka agar tidak ada lagi guru yang tercecer karena persoalan administrasi. Ketiga, selama masa transisi, perlu ada standar honor minimum yang layak.",
                "Guru honorer sudah terlalu lama menunggu. Janji untuk menyejahterakan mereka sudah diucapkan berulang kali. Kini saatnya janji itu dilunasi.",
            ],
            "opinion-column-bio-box",
            section="Kolom",
            bio="Andi Saputra adalah pengajar di Fakultas Keguruan dan Ilmu Pendidikan serta peneliti kebijakan pendidikan. Artikel ini merupakan pendapat pribadi penulis.",
        )
        self.art(
            "quake",
            "/read/2026/12/04/02470041/gempa-m-5-1-guncang-sukabumi-tak-berpotensi-tsunami",
            "Gempa M 5,1 Guncang Sukabumi, Tak Berpotensi Tsunami",
            "2026-12-04",
            "02:47",
            ["Yoga Pratama"],
            "Fitri Handayani",
            [
                "SUKABUMI, WARTANUSA - Gempa bermagnitudo 5,1 mengguncang wilayah Kabupaten Sukabumi, Jawa Barat, pada Jumat (4/12/2026) dini hari pukul 02.21 WIB. Pusat gempa berada di laut, 68 kilometer barat daya Kabupaten Sukabumi, pada kedalaman 24 kilometer.",
                "BMKG menyatakan gempa tidak berpotensi tsunami. Guncangan dirasakan cukup kuat di Pelabuhan Ratu dan Cianjur, serta dirasakan lemah hingga Bogor. Hingga berita ini diturunkan, belum ada laporan kerusakan maupun korban jiwa.",
            ],
            "short-brief-night",
            section="Nasional",
        )
        self.art(
            "chili",
            "/read/2026/12/04/11200071/harga-cabai-rawit-tembus-rp-90000-per-kg-di-pasar-induk",
            "Harga Cabai Rawit Tembus Rp 90.000 per Kg di Pasar Induk",
            "2026-12-04",
            "11:20",
            ["Sri Wahyuni"],
            "Bambang Prasetyo",
            [
                f"{DATELINE} - Harga cabai rawit merah di Pasar Induk Kramat Jati, Jakarta Timur, melonjak hingga Rp 90.000 per kilogram pada Jumat (4/12/2026). Sepekan sebelumnya, harga komoditas tersebut masih berkisar Rp 55.000 per kilogram.",
                "Pedagang menyebut kenaikan harga dipicu berkurangnya pasokan dari sentra produksi di Jawa Tengah dan Jawa Timur akibat curah hujan tinggi yang merusak tanaman.",
                "Berdasarkan panel harga Badan Pangan Nasional, rata-rata harga cabai rawit merah di tingkat konsumen secara nasional mencapai Rp 78.450 per kilogram, naik 31 persen dibandingkan bulan lalu. Kenaikan tertinggi tercatat di wilayah Jabodetabek dan Bandung Raya.",
                "## Harga sejumlah komoditas di Pasar Induk Kramat Jati",
                "T: Komoditas | Harga pekan lalu | Harga hari ini",
                "T: Cabai rawit merah | Rp 55.000/kg | Rp 90.000/kg",
                "T: Cabai merah keriting | Rp 42.000/kg | Rp 60.000/kg",
                "T: Bawang merah | Rp 38.000/kg | Rp 41.000/kg",
                "T: Tomat | Rp 12.000/kg | Rp 15.000/kg",
                '"Barang yang masuk biasanya 40 ton sehari, sekarang cuma sekitar 25 ton. Banyak cabai busuk karena hujan," kata Darto (47), pedagang cabai di Kramat Jati.',
                'Kenaikan harga mulai dirasakan pedagang makanan. Yati (39), penjual nasi uduk di Cililitan, mengaku terpaksa mengurangi porsi sambal untuk pelanggan. "Mau naikkan harga takut pembeli kabur," ujarnya.',
                "Badan Pangan Nasional menyatakan akan menggelar operasi pasar dan memperlancar distribusi cabai dari daerah yang mengalami surplus, seperti Sumatera Utara dan Nusa Tenggara Barat, untuk meredam kenaikan harga menjelang Natal dan Tahun Baru.",
            ],
            "price-table-editor-in-jsonld",
            section="Ekonomi",
        )
        self.art(
            "ump",
            "/read/2026/12/01/19100031/ump-jawa-barat-2027-naik-6-5-persen",
            "UMP Jawa Barat 2027 Naik 6,5 Persen",
            "2026-12-01",
            "19:10",
            ["Yoga Pratama"],
            "Fitri Handayani",
            [
                "BANDUNG, WARTANUSA - Pemerintah Provinsi Jawa Barat menetapkan upah minimum provinsi (UMP) 2027 sebesar Rp 2.372.000, naik 6,5 persen dibandingkan UMP tahun ini. Keputusan tersebut diumumkan di Gedung Sate, Bandung, Selasa (1/12/2026).",
                "Kepala Dinas Tenaga Kerja dan Transmigrasi Jawa Barat, Ridwan Firmansyah, mengatakan besaran kenaikan telah mempertimbangkan pertumbuhan ekonomi, inflasi, dan masukan dari Dewan Pengupahan yang terdiri atas unsur pemerintah, pengusaha, dan serikat pekerja.",
                '"Kami berupaya menjaga daya beli pekerja, tetapi juga keberlangsungan usaha, terutama industri padat karya," kata Ridwan.',
                "UMP menjadi batas bawah bagi kabupaten dan kota dalam menetapkan upah minimum kabupaten/kota (UMK), yang dijadwalkan diumumkan paling lambat 18 Desember 2026.",
                "Dengan penetapan ini, UMP Jawa Barat masih menjadi salah satu yang terendah di Pulau Jawa. Namun, upah minimum di sejumlah kabupaten dan kota di provinsi ini, seperti Kabupaten Bekasi dan Karawang, tercatat sebagai yang tertinggi di Indonesia dengan nilai lebih dari Rp 5,5 juta.",
                "Serikat pekerja menilai kenaikan tersebut belum mencukupi kebutuhan hidup layak, terutama di daerah industri seperti Bekasi dan Karawang. Sementara itu, asosiasi pengusaha meminta pemerintah memperhatikan sektor tekstil dan alas kaki yang tengah menghadapi penurunan pesanan ekspor.",
                "Ridwan menambahkan, pihaknya akan membuka posko pengaduan bagi pekerja yang menerima upah di bawah ketentuan. Perusahaan yang melanggar dapat dikenai sanksi administratif hingga pidana sesuai peraturan perundang-undangan.",
            ],
            "standard-story",
            section="Nasional",
        )

    # ---- head -------------------------------------------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        canonical = url.split("?page=")[0] + "?page=all" if doc.extra.get("paging") else url
        is_story = doc.is_article or doc.extra.get("story_template")
        m = [
            f"<title>{esc(doc.title)} - Warta Nusantara</title>"
            if doc.key != "home"
            else "<title>Warta Nusantara - Berita Terkini Hari Ini</title>",
            '<meta name="viewport" content="width=device-width, initial-scale=1.0">',
            f'<meta name="description" content="{esc(self.lede(doc))}">',
            f'<meta property="og:type" content="{"article" if is_story else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="WartaNusa">',
            '<meta property="og:image" content="https://asset.wartanusa.test/img/og-default.jpg">',
            '<meta name="twitter:card" content="summary_large_image">',
        ]
        if is_story:
            hm = doc.extra["hm"]
            date = doc.date or "2026-12-04"
            editor = doc.extra.get("editor", "Advertorial")
            writer = ", ".join(doc.authors) if doc.authors else doc.extra.get("credit", "Advertorial")
            m += [
                f'<meta name="content_PublishedDate" content="{date} {hm}:00">',
                f'<meta name="content_category" content="{esc(doc.section or "Advertorial")}">',
                f'<meta name="content_author" content="{esc(writer)}">',
                f'<meta name="content_editor" content="{esc(editor)}">',
                f'<meta name="content_type" content="{"advertorial" if doc.kind == "sponsored" else "standard"}">',
                f'<meta property="article:published_time" content="{date}T{hm}:00+07:00">',
            ]
            people = [{"@type": "Person", "name": a} for a in doc.authors]
            if doc.kind == "sponsored":
                people = [{"@type": "Organization", "name": "Advertorial"}]
            elif doc.key != "kolom":
                people.append({"@type": "Person", "name": editor})  # the editor listed as an author: a real habit
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": canonical},
                "headline": doc.title,
                "image": {"@type": "ImageObject", "url": "https://asset.wartanusa.test/img/og-default.jpg"},
                "datePublished": f"{date}T{hm}:00+07:00",
                "dateModified": f"{date}T{hm}:00+07:00",
                "author": people or [{"@type": "Organization", "name": "Warta Nusantara"}],
                "publisher": {
                    "@type": "Organization",
                    "name": "Warta Nusantara",
                    "logo": {"@type": "ImageObject", "url": "https://asset.wartanusa.test/img/logo.png"},
                },
            }
            m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        m.append(f'<link rel="canonical" href="{esc(canonical)}">')
        return "\n".join(m)

    # ---- frame ------------------------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        nav = "\n".join(f'<li class="nav__item">{self.a(k, t, "nav")}</li>' for k, t in NAV)
        most = "\n".join(
            f'<div class="most__item"><div class="most__count">{i}</div>{self.a(k, self.docs[k].title, "aside", cls("most__link"))}</div>'
            for i, k in enumerate(["chili", "flood", "quake", "ump", "krl"], 1)
        )
        return f"""<!DOCTYPE html>
<html lang="id">
<head>
<meta charset="utf-8">
{self.head(doc)}
<link rel="preconnect" href="https://asset.wartanusa.test">
<link rel="stylesheet" href="https://asset.wartanusa.test/css/wns-2026.min.css?v=20261130">
<style>/*PAD*/</style>
<script>var wnsData={{"page":"{doc.kind}","section":"{esc(doc.section)}","id":"{doc.path.split("/")[5] if doc.path.startswith("/read/") else ""}"}};</script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-WNS26"></script>
</head>
<body class="{doc.kind}">
<div class="header">
<div class="header__wrap">
<a class="logo" href="/"><img src="https://asset.wartanusa.test/img/logo.svg" alt="Warta Nusantara" width="200" height="40"></a>
<form class="search" action="/search" method="get"><input name="q" type="text" placeholder="Cari berita..."><button type="submit">Cari</button></form>
<div class="header__util"><a href="https://akun.wartanusa.test/login">Masuk</a> <a href="https://akun.wartanusa.test/daftar">Daftar</a></div>
</div>
<nav class="nav__wrap"><ul class="nav">
{nav}
</ul></nav>
<div class="trending"><span>Trending:</span> {self.a("tag", "#BanjirJakarta", "nav")} <a href="/tag/ump-2027">#UMP2027</a> <a href="/tag/nataru">#Nataru</a></div>
</div>
<div class="ads ads--billboard"><div id="div-gpt-ad-billboard" data-slot="/31800665/wartanusa/billboard"></div></div>
<div class="container clearfix">
<div class="col-bs10-7">
{main}
</div>
<div class="col-bs10-3">
<div class="most"><div class="title title--section">Terpopuler</div><div class="most__list">
{most}
</div></div>
<div class="ads ads--sidebar"><div id="div-gpt-ad-sidebar" data-slot="/31800665/wartanusa/sidebar"></div></div>
</div>
</div>
<div class="footer"><div class="footer__wrap">
<ul class="footer__link"><li><a href="/tentang-kami">Tentang Kami</a></li><li><a href="/redaksi">Redaksi</a></li><li>{self.a("pedoman", "Pedoman Media Siber", "footer")}</li><li><a href="/kebijakan-privasi">Kebijakan Privasi</a></li><li><a href="/karier">Karier</a></li><li><a href="/kontak">Kontak</a></li><li><a href="/rss">RSS</a></li></ul>
<div class="footer__social"><a href="https://www.instagram.com/wartanusa" rel="nofollow">Instagram</a> <a href="https://x.com/wartanusa" rel="nofollow">X</a> <a href="https://www.youtube.com/@wartanusa" rel="nofollow">YouTube</a> <a href="https://whatsapp.com/channel/wartanusa" rel="nofollow">WhatsApp Channel</a></div>
<p class="footer__copy">Copyright 2008 - 2026 PT Warta Nusantara Media. All Rights Reserved.</p>
</div></div>
<div class="cookie-notice" id="cookieNotice">Situs ini menggunakan cookie untuk meningkatkan pengalaman Anda. Dengan melanjutkan, Anda menyetujui {self.a("pedoman", "kebijakan kami", "footer")}. <button onclick="document.getElementById('cookieNotice').remove()">Setuju</button></div>
<script src="https://asset.wartanusa.test/js/wns-2026.min.js?v=20261130" defer></script>
</body>
</html>"""

    # ---- mains ------------------------------------------------------------------------------------------------
    def story_main(self, doc: Doc) -> str:
        sponsored = doc.kind == "sponsored"
        body = self.blocks(
            doc,
            custom={
                "note": lambda t: (
                    f"<p><strong>Baca juga: {self.inline(t.split('Baca juga: ', 1)[1], 'related').replace('<a ', '<a class=' + chr(34) + 'inner-link-baca-juga' + chr(34) + ' ', 1)}</strong></p>"
                )
            },
        )
        for city in ("JAKARTA", "DENPASAR", "SUKABUMI", "BANDUNG"):
            body = body.replace(f"<p>{city}, WARTANUSA - ", f"<p><strong>{city}, WARTANUSA</strong> - ", 1)
        if sponsored:
            credit = '<div class="read__credit">Penulis: Advertorial | Editor: Advertorial</div>'
            stamp = doc.extra["stamp"]
        else:
            names = ", ".join(
                self.a(doc.extra["author_key"], a, "byline")
                if doc.extra.get("author_key")
                else f'<a href="/penulis/{a.lower().replace(" ", "-")}">{esc(a)}</a>'
                for a in doc.authors
            ) or esc(doc.extra.get("credit", ""))
            credit = f'<div class="read__credit">Penulis: {names} | Editor: <a href="/penulis/{doc.extra["editor"].lower().replace(" ", "-")}">{esc(doc.extra["editor"])}</a></div>'
            stamp = doc.stamp
        source = f'<p class="read__source">Sumber: {esc(doc.extra["source"])}</p>' if doc.extra.get("source") else ""
        paging = ""
        if doc.extra.get("paging") == 1:
            paging = f'<div class="read__paging"><span class="paging__label">Halaman:</span> <span class="paging__link paging__link--active">1</span> {self.a("flood2", "2", "pagination", cls("paging__link"))} {self.a("flood2", "Selanjutnya", "pagination", cls("paging__link paging__link--next"))} <a class="paging__link paging__link--all" href="{esc(doc.path)}?page=all">Tampilkan Semua</a></div>'
        if doc.extra.get("paging") == 2:
            paging = f'<div class="read__paging"><span class="paging__label">Halaman:</span> {self.a("flood", "Sebelumnya", "pagination", cls("paging__link paging__link--prev"))} {self.a("flood", "1", "pagination", cls("paging__link"))} <span class="paging__link paging__link--active">2</span> <a class="paging__link paging__link--all" href="{esc(doc.path.split("?")[0])}?page=all">Tampilkan Semua</a></div>'
        page_mark = '<div class="read__page-mark">Halaman 2</div>' if doc.extra.get("paging") == 2 else ""
        bio = f'<div class="read__bio"><p>{esc(doc.extra["bio"])}</p></div>' if doc.extra.get("bio") else ""
        label = (
            '<div class="read__label read__label--adv">Advertorial</div>'
            if sponsored
            else f'<div class="read__label">{esc(doc.section)}</div>'
        )
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="tag__article"><h3>Tag</h3><ul><li>{self.a("tag", "banjir jakarta", "content")}</li><li><a href="/tag/musim-hujan">musim hujan</a></li><li><a href="/tag/pompa-air">pompa air</a></li></ul></div>'
        rel = "\n".join(
            f'<div class="article__list"><h3 class="article__title">{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in ARTS
            if k not in (doc.key, "flood2") and not (doc.key == "flood2" and k == "flood")
        )
        fig = (
            f'<div class="photo"><div class="photo__wrap"><img src="https://asset.wartanusa.test/crops/{doc.path.split("/")[5] if doc.path.startswith("/read/") else "x"}.jpg" alt="{esc(doc.title)}" width="780" height="390"></div><div class="photo__caption">Ilustrasi. (DOK. WARTANUSA)</div></div>'
            if doc.extra.get("paging") != 2
            else ""
        )
        nsec = (
            self.a("nasional", doc.section, "breadcrumb")
            if doc.section == "Nasional"
            else f'<a href="/{(doc.section or "advertorial").lower()}">{esc(doc.section or "Advertorial")}</a>'
        )
        return f"""<div class="breadcrumb"><ul><li>{self.a("home", "Beranda", "breadcrumb")}</li><li>{nsec}</li></ul></div>
<div class="read__header">
{label}
<h1 class="read__title">{esc(doc.title)}</h1>
<div class="read__time">{esc(stamp)}</div>
{credit}
</div>
{fig}
<div class="read__article clearfix">
<div class="read__content"><div class="clearfix">
{page_mark}
{body}
{source}
</div></div>
{paging}
{bio}
{tags}
<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}" rel="nofollow">Facebook</a> <a href="https://api.whatsapp.com/send?text={quote(self.url(doc.key), safe="")}" rel="nofollow">WhatsApp</a> <a href="https://x.com/intent/post?url={quote(self.url(doc.key), safe="")}" rel="nofollow">X</a> <a href="https://t.me/share/url?url={quote(self.url(doc.key), safe="")}" rel="nofollow">Telegram</a></div>
<div class="read__comment"><h3>Komentar</h3><p>Silakan <a href="https://akun.wartanusa.test/login">masuk</a> untuk berkomentar. Komentar sepenuhnya menjadi tanggung jawab pengguna sesuai UU ITE.</p></div>
</div>
<div class="related"><div class="title title--section">Berita Terkait</div>
{rel}
</div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            hm = d.extra.get("hm", "")
            date = d.date or "2026-12-04"
            when = f"{date[8:10]}/{date[5:7]}/{date[:4]}, {hm} WIB"
            label = '<span class="article__label">Advertorial</span> ' if d.kind == "sponsored" else ""
            if doc.extra.get("times"):
                items.append(
                    f'<div class="article__list clearfix"><div class="article__date">{when}</div>{label}<h3 class="article__title article__title--medium">{self.a(k, d.title, "content", cls("article__link"))}</h3></div>'
                )
            else:
                items.append(
                    f"""<div class="article__list clearfix">
<div class="article__asset">{self.a(k, d.title, "content", TAB, f'<img src="https://asset.wartanusa.test/crops/thumb/{d.path.split("/")[5] if d.path.startswith("/read/") else "x"}.jpg" alt="{esc(d.title)}">')}</div>
<div class="article__box"><h3 class="article__title article__title--medium">{self.a(k, d.title, "content", cls("article__link"))}</h3><div class="article__subtitle">{esc(d.section)}</div><div class="article__date">{when}</div></div>
</div>"""
                )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="paging"><span class="paging__item paging__item--active">1</span>{self.a(doc.extra["more"], "2", "pagination", cls("paging__link"))}<a class="paging__link" href="/nasional?page=3">3</a>{self.a(doc.extra["more"], "Next", "pagination", cls("paging__link paging__link--next"))}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="paging">{self.a(doc.extra["prev"], "Prev", "pagination", cls("paging__link paging__link--prev"))}{self.a(doc.extra["prev"], "1", "pagination", cls("paging__link"))}<span class="paging__item paging__item--active">2</span><a class="paging__link" href="/nasional?page=3">3</a></div>'
        head = f'<h1 class="title title--section">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="profile"><img src="https://asset.wartanusa.test/penulis/rina-marlina.jpg" alt="" width="100" height="100"><h1 class="title title--section">{esc(doc.title)}</h1><p class="profile__bio">{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "tag":
            head = f'<h1 class="title title--section">{esc(doc.title)}</h1><p class="tag__desc">Kumpulan berita tentang banjir Jakarta.</p>'
        if doc.kind == "search":
            head = (
                f'<h1 class="title title--section">{esc(doc.title)}</h1><p class="search__info">Menampilkan 1 hasil</p>'
            )
        extra = ""
        if doc.key == "home":
            extra = f"""<div class="box box--pilihan"><div class="title title--section">Pilihan Redaksi</div>
<ul><li>{self.a("terkini", "Berita Terkini", "content")}</li><li>{self.a("nasional", "Nasional", "content")}</li><li>{self.a("tag", "Topik: Banjir Jakarta", "content")}</li><li>{self.a("author", "Tulisan Rina Marlina", "content")}</li><li>{self.a("search", "Cek harga cabai hari ini", "content")}</li></ul>
<div class="adv-box"><span class="article__label">Advertorial</span> {self.a("ads", self.docs["ads"].title, "content")}</div></div>"""
        return f"""<div class="latest">
{head}
<div class="latest__wrap">
{"".join(items)}
</div>
{pager}
</div>
{extra}"""

    def service_main(self, doc: Doc) -> str:
        return f"""<div class="static">
<h1 class="title title--section">{esc(doc.title)}</h1>
<div class="static__content">
{self.blocks(doc)}
</div>
</div>"""
