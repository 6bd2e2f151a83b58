# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Jawi letters and typographic quotes are deliberate)
"""Harian Nusantara: a Berita Harian-like Malaysian Malay portal on **Drupal** (`/berita/nasional/2026/12/<nid>/<slug>`,
`/berita/nasional`, the Drupal pager's second page `?page=1`, `/tags/…`, `/penulis/…`, `/carian?s=`, `/waktu-solat`),
Malay, UTF-8. Bylines "Oleh Ahmad Faizal" in `.article-meta .author`, two names joined by "dan", "Oleh Bernama"
(an agency), "Oleh Dr …" on the column (honorific dropped in the label); dates printed "Disember 4, 2026 @ 9:40pm"
(Malaysia, +08:00). Metadata: `NewsArticle` JSON-LD in +08:00 on most stories; the late-night crash story's is in
**UTC** (16:15Z = 5 Dec 00:15); the brief has none; the Bernama story's author is an Organization. An "EKSKLUSIF"
label sits above one headline (not part of it); "BACA JUGA:" link lines sit inside the body (not body); the column
ends with a "Penulis ialah …" line (not body). A Jawi-section story has its headline in **Jawi** (Arabic script,
`dir="rtl"`) and a Rumi (Latin) version under it, with a Rumi body: an article titled by its Jawi `<h1>`. The prayer
times page and a recipe with no story (a one-line intro, ingredients and steps) are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["banjir", "eksklusif", "jawi", "ekonomi", "bola", "rencana", "ringkas", "nahas"]
SLUG = {
    "Ahmad Faizal": "ahmad-faizal",
    "Nor Aini Hassan": "nor-aini-hassan",
    "Mohd Hafiz Ismail": "mohd-hafiz-ismail",
    "Siti Khadijah Rahman": "siti-khadijah-rahman",
    "Lim Wei Jie": "lim-wei-jie",
    "Zulkifli Abdul Rahman": "zulkifli-abdul-rahman",
    "Rosli Ismail": "rosli-ismail",
}


class Nusantara(Base):
    origin = "https://www.hariannusantara.test"
    name = "Harian Nusantara"
    prefix = "hns"
    language = "ms"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hns",
            [
                ".region-header",
                ".page-title",
                ".article-meta",
                ".field--name-body",
                ".view-content .views-row",
                ".waktu-solat-table",
                ".block-berita-berkaitan",
                "#footer",
                ".eu-cookie-compliance-banner",
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
                "Harian Nusantara",
                "drupal-portal-home",
                list=["nahas", "banjir", "eksklusif", "ekonomi", "bola", "jawi", "rencana", "ringkas"],
                more="nasional2",
            )
        )
        add(
            page(
                "nasional",
                "/berita/nasional",
                "section",
                "Nasional",
                "drupal-section",
                list=["nahas", "banjir", "eksklusif", "ringkas"],
                more="nasional2",
            )
        )
        add(
            page(
                "nasional2",
                "/berita/nasional?page=1",
                "section",
                "Nasional",
                "drupal-section-page-query",
                list=["jawi", "ekonomi", "rencana"],
            )
        )
        add(page("tag", "/tags/polis", "tag", "polis", "drupal-taxonomy-term", list=["nahas", "ringkas"]))
        add(
            page(
                "author",
                "/penulis/ahmad-faizal",
                "author",
                "Ahmad Faizal",
                "drupal-author-profile",
                list=["banjir"],
                bio="Ahmad Faizal ialah wartawan Harian Nusantara di Kelantan sejak 2014 dan membuat liputan isu bencana, pertanian dan politik negeri.",
            )
        )
        add(page("search", "/carian?s=banjir", "search", "Hasil carian: banjir", "drupal-search", list=["banjir"]))
        add(
            page(
                "solat",
                "/waktu-solat",
                "prayer-times",
                "Waktu Solat Hari Ini",
                "prayer-times-table",
                [
                    "Sabtu, 5 Disember 2026 | 25 Jamadilakhir 1448H",
                    "T: Zon | Subuh | Syuruk | Zohor | Asar | Maghrib | Isyak",
                    "T: Kuala Lumpur, Putrajaya | 5:53 | 7:06 | 1:05 | 4:28 | 7:01 | 8:15",
                    "T: Kota Bharu, Kelantan | 5:34 | 6:51 | 12:47 | 4:10 | 6:41 | 7:55",
                    "T: Johor Bahru, Johor | 5:38 | 6:52 | 12:54 | 4:18 | 6:53 | 8:06",
                    "T: George Town, Pulau Pinang | 5:53 | 7:10 | 1:06 | 4:27 | 6:58 | 8:12",
                    "T: Kuching, Sarawak | 4:36 | 5:49 | 11:55 | 3:20 | 5:57 | 7:11",
                    "T: Kota Kinabalu, Sabah | 4:22 | 5:38 | 11:40 | 3:01 | 5:39 | 6:54",
                    "Waktu solat berdasarkan jadual Jabatan Kemajuan Islam Malaysia (JAKIM). Sila rujuk pihak berkuasa agama negeri masing-masing untuk maklumat lanjut.",
                ],
            )
        )
        add(
            page(
                "about",
                "/mengenai-kami",
                "about",
                "Mengenai Kami",
                "drupal-basic-page",
                [
                    "Harian Nusantara diterbitkan sejak 1957 dan merupakan antara akhbar berbahasa Melayu tertua di Malaysia. Portal hariannusantara.test dilancarkan pada 2001.",
                    "## Hubungi kami",
                    "Meja Berita: berita@hariannusantara.test · Iklan: iklan@hariannusantara.test",
                    "Balai Berita Nusantara, 31 Jalan Riong, 59100 Kuala Lumpur. Tel: 03-0000 0000",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/dasar-privasi",
                "policy",
                "Dasar Privasi",
                "drupal-basic-page-policy",
                [
                    "Dikemas kini: 1 Julai 2026",
                    "Dasar ini menerangkan cara Harian Nusantara mengumpul, menggunakan dan melindungi data peribadi anda selaras dengan Akta Perlindungan Data Peribadi 2010.",
                    "## Kuki",
                    "Kami menggunakan kuki untuk memahami cara pembaca menggunakan laman ini dan untuk memaparkan iklan yang relevan. Anda boleh menyekat kuki melalui tetapan pelayar anda.",
                ],
            )
        )
        add(
            page(
                "resipi",
                "/hiburan/resipi/2026/12/1268845/resipi-bingka-ubi-kayu-lembut-dan-mudah",
                "recipe",
                "Resipi bingka ubi kayu, lembut dan mudah",
                "drupal-recipe-no-story",
                [
                    "Kuih tradisional ini sesuai dihidangkan ketika minum petang bersama keluarga.",
                    "## Bahan-bahan",
                    "- 1 kilogram ubi kayu, diparut",
                    "- 200 gram gula pasir",
                    "- 400 mililiter santan pekat",
                    "- 2 biji telur",
                    "- 50 gram mentega, dicairkan",
                    "- Secubit garam dan 2 helai daun pandan",
                    "## Cara-cara",
                    "N: Panaskan ketuhar pada suhu 180 darjah Celsius dan sapu loyang dengan mentega.",
                    "N: Perah sedikit air ubi kayu yang telah diparut.",
                    "N: Campurkan semua bahan dan gaul sehingga sebati.",
                    "N: Tuang ke dalam loyang dan bakar selama 50 hingga 60 minit sehingga permukaannya keperangan.",
                    "N: Sejukkan sebelum dipotong dan dihidangkan.",
                ],
                stamp="Disember 3, 2026 @ 4:30pm",
                byline="Nurul Huda Kamal",
                story_template=True,
            )
        )
        self.stories()

    def stories(self) -> None:
        add = self.add
        add(
            story(
                "banjir",
                "/berita/nasional/2026/12/1269102/mangsa-banjir-di-kelantan-meningkat-kepada-18432-orang",
                "Mangsa banjir di Kelantan meningkat kepada 18,432 orang",
                "2026-12-04",
                "2026-12-04T21:40:00+08:00",
                "Disember 4, 2026 @ 9:40pm",
                ["Ahmad Faizal"],
                [
                    "KOTA BHARU: Jumlah mangsa banjir di Kelantan terus meningkat kepada 18,432 orang daripada 5,617 keluarga setakat jam 8 malam ini, berbanding 12,905 orang petang tadi.",
                    "Mereka ditempatkan di 164 pusat pemindahan sementara (PPS) yang dibuka di tujuh jajahan, iaitu Pasir Mas, Tumpat, Kota Bharu, Tanah Merah, Machang, Kuala Krai dan Pasir Puteh.",
                    "Menurut portal Bencana Jabatan Kebajikan Masyarakat (JKM), Pasir Mas mencatatkan jumlah mangsa tertinggi iaitu 6,210 orang, diikuti Tumpat (4,875) dan Kota Bharu (3,302).",
                    "FIG: Mangsa banjir dipindahkan dengan bot | Anggota APM memindahkan penduduk Kampung Gual Periok, Rantau Panjang menggunakan bot. - Foto NSTP/ZAMRI HUSSIN",
                    "Pengarah Angkatan Pertahanan Awam Malaysia (APM) Kelantan, Kolonel (PA) Che Rosli Mat Zin, berkata hujan lebat berterusan sejak awal pagi menyebabkan beberapa kawasan rendah dinaiki air dengan cepat.",
                    "“Kami menasihatkan penduduk di kawasan berisiko supaya segera berpindah apabila diarahkan dan tidak menunggu sehingga air naik ke paras rumah,” katanya ketika ditemui di PPS Sekolah Kebangsaan Kubang Kuau di sini.",
                    "REL: BACA JUGA: || [[/berita/nasional/2026/12/1268877/jps-jangka-banjir-gelombang-kedua-minggu-depan|JPS jangka banjir gelombang kedua minggu depan]]",
                    "Sementara itu, Jabatan Pengairan dan Saliran (JPS) melaporkan paras air Sungai Golok di Rantau Panjang mencecah 10.2 meter, melepasi paras bahaya 9 meter.",
                    "Paras air Sungai Kelantan di Jambatan Guillemard, Tanah Merah pula berada pada 24.8 meter, menghampiri paras bahaya 25 meter.",
                    "Jabatan Meteorologi Malaysia (MetMalaysia) mengeluarkan amaran hujan berterusan tahap bahaya di Kelantan dan Terengganu sehingga Ahad.",
                    "Tinjauan Harian Nusantara di PPS SK Kubang Kuau mendapati kebanyakan mangsa tiba lewat petang dengan membawa dokumen penting dan pakaian secukupnya.",
                    "“Air naik terlalu cepat. Dalam masa sejam saja sudah paras lutut di dalam rumah. Kami sempat angkat peti sejuk dan tilam ke tingkat atas, yang lain semua tenggelam,” kata Rohani Yusof, 52, dari Kampung Kubang Kuau.",
                    "Exco Kebajikan negeri, Mohd Nasir Abdullah, berkata kerajaan negeri menyalurkan peruntukan segera RM500,000 untuk bekalan makanan dan keperluan asas di semua PPS.",
                    "## Jalan ditutup",
                    "Jabatan Kerja Raya (JKR) Kelantan memaklumkan jalan berikut ditutup kepada semua kenderaan:",
                    "- Jalan Pasir Mas-Rantau Panjang di Kampung Gual Periok",
                    "- Jalan Tumpat-Pengkalan Kubor di Kampung Morak",
                    "- Jalan Kota Bharu-Kuala Krai di Kampung Bukit Tiu",
                    "Orang ramai dinasihatkan memantau status jalan melalui aplikasi rasmi JKR sebelum memulakan perjalanan.",
                ],
                "drupal-news-dateline-baca-juga",
                section="Nasional",
                tags=["banjir", "Kelantan", "JKM"],
            )
        )
        add(
            story(
                "eksklusif",
                "/berita/nasional/2026/12/1268990/data-peribadi-21-juta-rakyat-dijual-di-telegram-pada-harga-rm300",
                "Data peribadi 2.1 juta rakyat dijual di Telegram pada harga RM300",
                "2026-12-04",
                "2026-12-04T07:00:00+08:00",
                "Disember 4, 2026 @ 7:00am",
                ["Nor Aini Hassan"],
                [
                    "KUALA LUMPUR: Data peribadi lebih 2.1 juta rakyat Malaysia, termasuk nombor kad pengenalan, alamat rumah dan nombor telefon bimbit, ditawarkan untuk dijual secara terbuka dalam sekurang-kurangnya empat kumpulan Telegram dengan harga serendah RM300.",
                    "Siasatan Harian Nusantara selama tiga minggu mendapati data itu dipecahkan mengikut negeri dan dijual dalam bentuk fail hamparan, lengkap dengan maklumat pekerjaan serta anggaran pendapatan bulanan pemiliknya.",
                    "Wartawan Harian Nusantara yang menyamar sebagai pembeli berjaya memperoleh sampel 500 rekod penduduk Selangor selepas membuat pembayaran RM50 melalui pindahan wang dalam talian kepada akaun seorang individu.",
                    "Semakan rawak terhadap 40 nama dalam sampel itu mendapati 37 daripadanya adalah tepat, termasuk alamat terkini dan nombor telefon yang masih aktif.",
                    "## Penjual dakwa ada ‘orang dalam’",
                    "Penjual yang menggunakan nama samaran ‘DataKing88’ mendakwa mempunyai akses kepada pangkalan data beberapa syarikat pembiayaan dan agensi kutipan hutang melalui ‘orang dalam’.",
                    "“Data ini fresh, bukan data lama. Kalau nak pakej seluruh Malaysia, saya bagi harga istimewa RM4,500,” katanya dalam perbualan yang dirakam wartawan.",
                    "Menurutnya, pembeli utama data itu ialah syarikat jualan langsung, ejen insurans dan pihak yang menawarkan pinjaman peribadi secara dalam talian.",
                    "Seorang pakar keselamatan siber, Khairul Anuar Mat Saman, berkata data yang dijual itu berkemungkinan besar digunakan oleh sindiket penipuan untuk menyasarkan mangsa yang lebih mudah terpedaya.",
                    "“Apabila penipu tahu nama penuh, alamat dan tempat kerja anda, panggilan palsu kononnya daripada bank atau polis menjadi jauh lebih meyakinkan,” katanya.",
                    "## Pihak berkuasa mula bertindak",
                    "Jabatan Perlindungan Data Peribadi (JPDP) ketika dihubungi mengesahkan pihaknya menerima maklumat mengenai penjualan data itu dan sedang menjalankan siasatan.",
                    "Ketua Pesuruhjayanya, Wan Rozita Wan Ahmad, berkata mana-mana pihak yang didapati menjual atau memproses data peribadi tanpa kebenaran boleh dikenakan denda sehingga RM1 juta atau penjara tidak lebih tiga tahun.",
                    "Beliau turut menasihatkan orang ramai supaya tidak melayan panggilan atau mesej daripada pihak yang tidak dikenali walaupun pemanggil mengetahui maklumat peribadi mereka.",
                    "Sehingga berita ini ditulis, keempat-empat kumpulan Telegram itu masih aktif dengan jumlah ahli melebihi 18,000 orang.",
                ],
                "drupal-exclusive-label",
                section="Nasional",
                kicker="EKSKLUSIF",
                tags=["data peribadi", "penipuan", "Telegram"],
            )
        )
        add(
            story(
                "jawi",
                "/jawi/2026/12/1268731/pelajaran-tulisan-jawi-diperluas-ke-semua-sekolah-rendah",
                "ڤلاجرن توليسن جاوي دڤرلواس ک سموا سکوله رنده",
                "2026-12-03",
                "2026-12-03T15:25:00+08:00",
                "Disember 3, 2026 @ 3:25pm",
                ["Mohd Hafiz Ismail"],
                [
                    "PUTRAJAYA: Pelajaran tulisan Jawi akan diperluas ke semua sekolah rendah kebangsaan mulai sesi persekolahan 2027 sebagai sebahagian daripada usaha memperkasakan warisan tulisan Melayu.",
                    "Timbalan Ketua Pengarah Pelajaran, Datin Rosnah Abdul Majid, berkata pelaksanaan itu akan dimulakan dengan murid Tahun Satu hingga Tahun Tiga sebelum diperluas secara berperingkat kepada murid tahap dua pada tahun berikutnya.",
                    "Menurutnya, murid akan mempelajari tulisan Jawi selama 60 minit seminggu dalam mata pelajaran Bahasa Melayu, dengan penekanan kepada kemahiran membaca dan menulis perkataan harian.",
                    "“Kita mahu murid bukan sekadar mengenal huruf, tetapi mampu membaca papan tanda, akhbar dan manuskrip lama dengan yakin,” katanya selepas merasmikan Pameran Warisan Tulisan Jawi di sini.",
                    "Beliau berkata seramai 4,200 guru Bahasa Melayu telah menjalani kursus intensif tulisan Jawi sejak Julai lalu, manakala modul baharu dan buku aktiviti akan diedarkan ke sekolah sebelum Januari.",
                    "Katanya, kementerian turut bekerjasama dengan Dewan Bahasa dan Pustaka untuk menerbitkan 30 judul buku cerita kanak-kanak dalam tulisan Jawi yang akan diedarkan ke perpustakaan sekolah.",
                    "Pelaksanaan itu dibuat selepas kajian rintis di 120 sekolah di Kelantan, Terengganu, Pahang dan Johor sejak 2025 menunjukkan peningkatan ketara dalam kemahiran membaca tulisan Jawi dalam kalangan murid.",
                    "Menurut kajian itu, 78 peratus murid yang mengikuti program rintis mampu membaca teks Jawi mudah dengan lancar selepas setahun, berbanding 31 peratus sebelum program dilaksanakan.",
                    "Persatuan Ibu Bapa dan Guru Nasional menyambut baik langkah itu, namun meminta kementerian memastikan beban murid tidak bertambah.",
                    "Presidennya, Mohamad Ali Hasan, berkata ramai ibu bapa sendiri tidak mahir tulisan Jawi dan mungkin sukar membantu anak-anak membuat latihan di rumah.",
                    "“Mungkin boleh diadakan kelas ringkas untuk ibu bapa di sekolah atau di masjid. Itu akan lebih membantu,” katanya.",
                ],
                "drupal-jawi-headline-rumi-body",
                section="Jawi",
                rumi="Pelajaran tulisan Jawi diperluas ke semua sekolah rendah",
                tags=["Jawi", "pendidikan", "KPM"],
            )
        )
        add(
            story(
                "ekonomi",
                "/bisnes/ekonomi/2026/12/1268812/ringgit-dijangka-kukuh-pada-2027-kos-sara-hidup-kekal-cabaran",
                "Ringgit dijangka kukuh pada 2027, kos sara hidup kekal cabaran",
                "2026-12-03",
                "2026-12-03T18:05:00+08:00",
                "Disember 3, 2026 @ 6:05pm",
                ["Siti Khadijah Rahman", "Lim Wei Jie"],
                [
                    "KUALA LUMPUR: Ringgit dijangka terus mengukuh berbanding dolar Amerika Syarikat (AS) tahun depan, namun rakyat tidak akan merasai kesannya secara langsung kerana tekanan kos sara hidup dijangka kekal tinggi, kata penganalisis.",
                    "Ringgit ditutup pada 4.18 berbanding dolar AS semalam, naik kira-kira 6.5 peratus sejak awal tahun dan antara mata wang Asia yang mencatat prestasi terbaik.",
                    "Ketua Ekonomi sebuah bank pelaburan tempatan, Dr Azman Yahya, berkata pengukuhan itu didorong oleh aliran masuk dana asing ke pasaran bon serta jangkaan pemotongan kadar faedah oleh Rizab Persekutuan AS.",
                    "“Kami menjangkakan ringgit boleh mencecah paras 4.05 menjelang akhir 2027 jika harga komoditi kekal stabil,” katanya.",
                    "## Harga barang tidak turun serta-merta",
                    "Walaupun ringgit yang lebih kukuh sepatutnya mengurangkan kos import, pakar ekonomi berkata penurunan itu jarang dipindahkan kepada pengguna dalam tempoh singkat.",
                    "Pensyarah ekonomi, Prof Madya Dr Noraini Che Mat, berkata peniaga lazimnya mengambil masa enam hingga sembilan bulan sebelum melaraskan harga, terutama bagi barangan yang dibeli melalui kontrak jangka panjang.",
                    "“Apabila ringgit lemah, harga naik dengan cepat. Tetapi apabila ringgit kukuh, harga turun sangat perlahan, jika turun pun,” katanya.",
                    "Data Jabatan Perangkaan menunjukkan indeks harga pengguna meningkat 2.4 peratus pada Oktober, dengan kategori makanan dan minuman tidak beralkohol naik 3.1 peratus.",
                    "Bagi isi rumah berpendapatan rendah, kenaikan harga makanan lebih dirasai kerana ia merangkumi hampir separuh daripada perbelanjaan bulanan mereka, berbanding kira-kira satu perlima bagi isi rumah berpendapatan tinggi.",
                    "Seorang ibu tunggal di Sentul, Rosmawati Ahmad, 38, berkata harga sayur dan ikan di pasar berhampiran rumahnya tidak berubah walaupun dia membaca berita mengenai ringgit yang semakin kukuh. “Yang naik cepat, yang turun tak pernah nampak,” katanya.",
                    "## Peluang untuk pengeksport berkurang",
                    "Bagi pengeksport pula, ringgit yang lebih kukuh boleh menghakis daya saing, khususnya dalam sektor elektrik dan elektronik serta minyak sawit.",
                    "Presiden Persekutuan Pengilang-Pengilang Malaysia Selangor, Tan Chee Keong, berkata ahli persatuan itu mula melindung nilai pendapatan eksport bagi menghadapi risiko turun naik mata wang.",
                    "Secara keseluruhan, penganalisis menjangkakan pertumbuhan ekonomi negara sekitar 4.5 hingga 5 peratus tahun depan, disokong oleh perbelanjaan pengguna dan pelaburan dalam pusat data.",
                ],
                "drupal-analysis-two-authors-dan",
                section="Bisnes",
                tags=["ringgit", "ekonomi", "inflasi"],
            )
        )
        add(
            story(
                "bola",
                "/sukan/bola-sepak/2026/12/1268955/harimau-malaya-tundukkan-filipina-2-0",
                "Harimau Malaya tundukkan Filipina 2-0",
                "2026-12-04",
                "2026-12-04T23:10:00+08:00",
                "Disember 4, 2026 @ 11:10pm",
                [],
                [
                    "KUALA LUMPUR: Skuad kebangsaan, Harimau Malaya, membuka kempen Piala ASEAN dengan kemenangan 2-0 ke atas Filipina dalam aksi Kumpulan A di Stadium Nasional Bukit Jalil, malam ini.",
                    "Gol pembukaan dijaringkan penyerang Azri Hakimi pada minit ke-23 menerusi tandukan hasil hantaran lintang Faris Danial dari sebelah kanan.",
                    "Malaysia menggandakan kelebihan pada minit ke-71 apabila pemain tengah gantian, Haziq Rusdi, melepaskan rembatan kencang dari luar kotak penalti yang gagal ditepis penjaga gol Filipina.",
                    "Filipina memperoleh peluang terbaik untuk merapatkan jurang pada minit ke-84, namun sepakan penalti kapten mereka, Paolo Manalo, berjaya ditepis penjaga gol negara, Syihan Roslan.",
                    "Ketua jurulatih Harimau Malaya, Rahmad Saleh, berpuas hati dengan disiplin pemainnya walaupun pasukan bermain di bawah tekanan pada separuh masa kedua.",
                    "“Tiga mata ini penting untuk keyakinan pemain. Tetapi kami masih perlu memperbaiki penghantaran di bahagian tengah sebelum menentang Thailand,” katanya pada sidang media selepas perlawanan.",
                    "Kira-kira 62,000 penyokong membanjiri stadium untuk menyaksikan perlawanan itu.",
                    "Kemenangan itu meletakkan Malaysia di puncak Kumpulan A dengan tiga mata, sama seperti Vietnam yang menewaskan Laos 3-1 dalam perlawanan lain kumpulan sama petang tadi.",
                    "Azri Hakimi yang dinobatkan sebagai pemain terbaik perlawanan berkata gol itu didedikasikan kepada bapanya yang sedang dirawat di hospital. “Ini untuk ayah. Saya tahu dia menonton dari katil hospital,” katanya.",
                    "Rahmad turut mengesahkan pertahanan tengah, Shahrul Izwan, berdepan kecederaan lutut dan akan menjalani imbasan MRI esok bagi menentukan tahap kecederaannya.",
                    "Malaysia akan menentang Thailand dalam perlawanan kedua kumpulan di Bangkok, Rabu depan.",
                ],
                "drupal-agency-credit-bernama",
                section="Sukan",
                credit="Bernama",
                tags=["Harimau Malaya", "Piala ASEAN"],
            )
        )
        add(
            story(
                "rencana",
                "/rencana/minda-pembaca/2026/12/1268640/budaya-membaca-perlu-bermula-di-rumah",
                "Budaya membaca perlu bermula di rumah",
                "2026-12-03",
                "2026-12-03T08:00:00+08:00",
                "Disember 3, 2026 @ 8:00am",
                ["Zulkifli Abdul Rahman"],
                [
                    "Setiap kali statistik tabiat membaca rakyat Malaysia diterbitkan, kita akan mendengar keluhan yang sama. Rakyat kita dikatakan hanya membaca beberapa buah buku setahun, jauh ketinggalan berbanding negara maju. Sekolah dipersalahkan, teknologi dipersalahkan, harga buku dipersalahkan.",
                    "Namun, jarang sekali kita bertanya soalan yang lebih asas: adakah anak-anak kita pernah melihat ibu bapa mereka membaca?",
                    "Kajian demi kajian menunjukkan bahawa kanak-kanak yang membesar dalam rumah yang mempunyai buku, dan yang melihat orang dewasa di sekeliling mereka membaca, lebih cenderung menjadi pembaca sepanjang hayat. Tabiat membaca bukan diajar melalui arahan, tetapi diwarisi melalui teladan.",
                    "## Telefon pintar bukan musuh",
                    "Ramai ibu bapa menuding jari kepada telefon pintar sebagai punca anak-anak tidak lagi membaca. Saya kurang bersetuju. Telefon hanyalah alat. Jika di tangan ibu bapa sendiri telefon itu hanya digunakan untuk menatal video pendek berjam-jam lamanya, maka itulah yang akan ditiru oleh anak.",
                    "Sebaliknya, telefon yang sama boleh menjadi perpustakaan mudah alih. Aplikasi perpustakaan digital kini membolehkan pembaca meminjam buku elektronik secara percuma. Persoalannya, berapa ramai antara kita yang tahu kemudahan itu wujud?",
                    "## Mulakan dengan 15 minit",
                    "Saya mencadangkan satu langkah kecil. Peruntukkan 15 minit setiap malam sebelum tidur sebagai waktu membaca keluarga. Tidak kira apa bahan bacaannya, sama ada novel, komik, majalah atau buku agama. Yang penting, semua ahli keluarga membaca pada masa yang sama, tanpa gangguan skrin.",
                    "Bagi anak kecil, ibu bapa boleh membacakan cerita dengan suara yang ceria. Bagi remaja, biarkan mereka memilih sendiri buku yang diminati. Jangan memaksa mereka membaca buku yang kita anggap ‘berfaedah’ semata-mata. Minat perlu dipupuk terlebih dahulu sebelum selera boleh diperluas.",
                    "Perpustakaan awam dan perpustakaan desa juga perlu dimanfaatkan. Banyak perpustakaan kini menganjurkan aktiviti hujung minggu untuk keluarga secara percuma, tetapi sambutannya masih hambar.",
                    "Kerajaan boleh terus melancarkan kempen membaca, dan sekolah boleh terus mengadakan program Nilam. Tetapi selagi rumah tidak menjadi tempat pertama anak-anak jatuh cinta dengan buku, usaha itu akan terus berada di permukaan.",
                    "Marilah kita mulakan malam ini. Tutup televisyen, letakkan telefon, dan buka sebuah buku di hadapan anak-anak kita.",
                    "SIGN: Penulis ialah Pensyarah Kanan di Fakulti Pendidikan sebuah universiti awam",
                ],
                "drupal-column-honorific-bio-line",
                section="Rencana",
                byline_text="Dr Zulkifli Abdul Rahman",
                tags=["membaca", "keluarga"],
            )
        )
        add(
            story(
                "ringkas",
                "/berita/kes/2026/12/1268771/lelaki-ditahan-curi-kabel-elektrik-di-klang",
                "Lelaki ditahan curi kabel elektrik di Klang",
                "2026-12-03",
                None,
                "Disember 3, 2026 @ 5:12pm",
                [],
                [
                    "KLANG: Seorang lelaki berusia 34 tahun ditahan polis selepas dipercayai mencuri kabel elektrik di sebuah tapak pembinaan di Jalan Kapar, awal pagi tadi.",
                    "Ketua Polis Daerah Klang Utara, Asisten Komisioner Hamzah Ariffin, berkata suspek ditahan kira-kira jam 3 pagi oleh pengawal keselamatan sebelum diserahkan kepada polis.",
                    "Polis turut merampas kabel tembaga seberat 120 kilogram bernilai kira-kira RM6,000. Kes disiasat mengikut Seksyen 379 Kanun Keseksaan kerana mencuri.",
                ],
                "drupal-brief-no-byline-no-jsonld",
                section="Kes",
                nold=True,
                tags=["curi", "Klang", "polis"],
            )
        )
        add(
            story(
                "nahas",
                "/berita/nasional/2026/12/1269140/tiga-maut-dua-cedera-dalam-nahas-di-lebuhraya-utara-selatan",
                "Tiga maut, dua cedera dalam nahas di Lebuhraya Utara-Selatan",
                "2026-12-05",
                "2026-12-04T16:15:00Z",
                "Disember 5, 2026 @ 12:15am",
                ["Rosli Ismail"],
                [
                    "TAPAH: Tiga individu maut manakala dua lagi cedera dalam kemalangan membabitkan sebuah kereta pelbagai guna (MPV) dan sebuah lori di Kilometer 328.5 Lebuhraya Utara-Selatan arah selatan berhampiran Tapah, malam tadi.",
                    "Ketua Polis Daerah Tapah, Superintendan Mohd Zaini Ahmad, berkata dalam kejadian kira-kira jam 10.30 malam itu, MPV yang dinaiki lima sekeluarga dari Pulau Pinang dipercayai hilang kawalan lalu merempuh bahagian belakang lori yang bergerak di lorong kiri.",
                    "“Pemandu MPV berusia 45 tahun, isterinya, 43, dan seorang anak perempuan mereka berusia 12 tahun meninggal dunia di lokasi kejadian akibat cedera parah,” katanya dalam kenyataan.",
                    "Dua lagi anak mangsa, masing-masing berusia sembilan dan enam tahun, cedera dan dihantar ke Hospital Tapah untuk rawatan. Pemandu lori tidak mengalami sebarang kecederaan.",
                    "Anggota Jabatan Bomba dan Penyelamat dari Balai Tapah mengambil masa hampir sejam untuk mengeluarkan mangsa yang tersepit.",
                    "Mayat ketiga-tiga mangsa dihantar ke Jabatan Forensik Hospital Tapah untuk bedah siasat. Difahamkan, keluarga itu dalam perjalanan pulang ke Johor Bahru selepas menghadiri majlis perkahwinan saudara mereka di Pulau Pinang.",
                    "Mohd Zaini turut menasihatkan pengguna lebuh raya supaya berhenti berehat sekiranya berasa letih dan mematuhi had laju, terutama menjelang musim cuti sekolah yang bermula minggu depan.",
                    "Kes disiasat mengikut Seksyen 41(1) Akta Pengangkutan Jalan 1987. Polis meminta saksi kejadian tampil membantu siasatan.",
                    "Lalu lintas di lokasi kejadian sesak sehingga enam kilometer sebelum pulih sepenuhnya kira-kira jam 12 tengah malam.",
                ],
                "drupal-news-utc-next-day",
                section="Nasional",
                tags=["kemalangan", "polis", "PLUS"],
                utc=True,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Utama"),
                ("nasional", "Berita"),
                ("/bisnes", "Bisnes"),
                ("/sukan", "Sukan"),
                ("/hiburan", "Hiburan"),
                ("/rencana", "Rencana"),
                ("/jawi", "Jawi"),
                ("solat", "Waktu Solat"),
            )
        )
        title = doc.title
        metas = [
            f"<title>{esc(title)} | Harian Nusantara</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
            f'<meta property="og:title" content="{esc(title)}" />',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
            '<meta property="og:site_name" content="Harian Nusantara" />',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "recipe" else "website"}" />',
            '<meta name="twitter:card" content="summary_large_image" />',
        ]
        if doc.is_article:
            metas.append(f'<meta name="description" content="{esc(self.lede(doc))}" />')
            if doc.iso:
                metas.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            if not doc.extra.get("nold"):
                metas.append(self.jsonld(doc))
        return f"""<!DOCTYPE html>
<html lang="ms" dir="ltr">
<head>
<meta charset="utf-8" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
{chr(10).join(metas)}
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_hns7Qm2kZ.css?delta=0&amp;language=ms&amp;theme=nstp" />
<style>/*PAD*/</style>
<script>(function(w,d,s,l,i){{w[l]=w[l]||[];w[l].push({{'gtm.start':new Date().getTime(),event:'gtm.js'}});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);}})(window,document,'script','dataLayer','GTM-HNS2026');</script>
</head>
<body class="{"path-node page-node-type-article" if doc.is_article else "path-" + doc.kind}">
<a href="#main-content" class="visually-hidden focusable skip-link">Langkau ke kandungan utama</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header class="region-header" role="banner">
<div class="topbar"><span class="tarikh">Sabtu, 5 Disember 2026</span> <a href="https://epaper.hariannusantara.test/">e-Paper</a> <a href="/user/login">Log Masuk</a></div>
<div class="site-branding">{self.a("home", "Harian Nusantara", "nav", 'rel="home" class="site-logo"')}</div>
<nav role="navigation" aria-labelledby="block-mainnavigation-menu"><h2 class="visually-hidden" id="block-mainnavigation-menu">Navigasi utama</h2><ul class="menu">{nav}</ul></nav>
<form action="/carian" method="get" class="search-block-form"><input type="search" name="s" placeholder="Cari berita..." /><input type="submit" value="Cari" /></form>
</header>
<div class="iklan-leaderboard" id="div-gpt-ad-hns-lb">IKLAN</div>
<main role="main"><a id="main-content" tabindex="-1"></a>
<div class="layout-content">
{main}
</div>
<aside class="layout-sidebar-second" role="complementary">
<div class="block block-popular"><h2>Paling Popular</h2><ol>{"".join(f"<li>{self.a(k, self.docs[k].extra.get('rumi', self.docs[k].title), 'aside')}</li>" for k in ("nahas", "banjir", "eksklusif", "bola") if k != doc.key)}</ol></div>
<div class="block block-solat"><h2>Waktu Solat</h2><p>Kuala Lumpur: Maghrib 7:01 petang</p>{self.a("solat", "Lihat semua zon", "aside")}</div>
</aside>
</main>
<footer id="footer" role="contentinfo">
<ul class="footer-menu"><li>{self.a("about", "Mengenai Kami", "footer")}</li><li>{self.a("privacy", "Dasar Privasi", "footer")}</li><li><a href="/terma-penggunaan">Terma Penggunaan</a></li><li><a href="/hubungi-kami">Hubungi Kami</a></li><li><a href="/rss.xml">RSS</a></li></ul>
<div class="sosial"><a href="https://www.facebook.com/hariannusantara">Facebook</a> <a href="https://x.com/hariannusantara">X</a> <a href="https://www.tiktok.com/@hariannusantara">TikTok</a> <a href="https://t.me/hariannusantara">Telegram</a></div>
{self.sitemap([("Berita", [("nasional", "Nasional"), ("/berita/politik", "Politik"), ("/berita/kes", "Kes"), ("/berita/wilayah", "Wilayah"), ("/berita/dunia", "Dunia")]), ("Bisnes", [("/bisnes/ekonomi", "Ekonomi"), ("/bisnes/korporat", "Korporat"), ("/bisnes/hartanah", "Hartanah")]), ("Sukan", [("/sukan/bola-sepak", "Bola Sepak"), ("/sukan/badminton", "Badminton"), ("/sukan/lain-lain", "Lain-lain")]), ("Hiburan", [("/hiburan/selebriti", "Selebriti"), ("/hiburan/filem", "Filem"), ("/hiburan/resipi", "Resipi")]), ("Lain-lain", [("/rencana", "Rencana"), ("/jawi", "Jawi"), ("solat", "Waktu Solat"), ("/video", "Video")])])}
<p>Hak Cipta Terpelihara © 2026 Harian Nusantara Sdn Bhd (No. Syarikat 000000-X)</p>
</footer>
</div>
<div class="eu-cookie-compliance-banner" role="dialog"><div class="popup-text"><p>Kami menggunakan kuki untuk meningkatkan pengalaman anda di laman ini. Dengan terus melayari laman ini, anda bersetuju dengan penggunaan kuki.</p></div><button type="button" class="agree-button">Setuju</button> {self.a("privacy", "Maklumat lanjut", "footer")}</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{{"path":{{"baseUrl":"\\/","currentPath":"node\\/{doc.path.split("/")[-2] if doc.is_article else doc.key}","currentLanguage":"ms"}},"ajaxTrustedUrl":{{"\\/carian":true}}}}</script>
<script src="/sites/default/files/js/js_hnsZr8f.js?scope=footer&amp;delta=0&amp;language=ms&amp;theme=nstp"></script>
</body>
</html>"""

    def jsonld(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            author = {"@type": "Organization", "name": doc.extra["credit"]}
        elif len(doc.authors) == 1:
            author = {"@type": "Person", "name": doc.extra.get("byline_text", doc.authors[0])}
        else:
            author = [{"@type": "Person", "name": a} for a in doc.authors]
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "description": self.lede(doc),
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Harian Nusantara",
                "logo": {"@type": "ImageObject", "url": self.origin + "/themes/nstp/logo-hns.png"},
            },
            "mainEntityOfPage": self.url(doc.key),
        }
        return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'

    def meta_line(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            who = f"Oleh {esc(doc.extra['credit'])}"
        elif doc.extra.get("byline_text"):
            who = f"Oleh {esc(doc.extra['byline_text'])}"
        elif doc.extra.get("byline") or doc.byline:
            who = f"Oleh {esc(doc.byline or doc.extra['byline'])}"
        elif doc.authors:
            names = [
                self.a("author", a, "byline") if a == "Ahmad Faizal" else f'<a href="/penulis/{SLUG[a]}">{esc(a)}</a>'
                for a in doc.authors
            ]
            who = "Oleh " + " dan ".join(names)
        else:
            who = ""
        stamp = doc.stamp or doc.extra.get("stamp", "")
        author = f'<div class="author">{who}</div>' if who else ""
        return f'<div class="article-meta">{author}<div class="created">{stamp}</div></div>'

    def story_main(self, doc: Doc) -> str:
        kicker = f'<span class="label-eksklusif">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        if doc.extra.get("rumi"):
            heading = f'<h1 class="page-title jawi" dir="rtl" lang="ms-Arab"><span class="field field--name-title">{esc(doc.title)}</span></h1>\n<h2 class="rumi-title">{esc(doc.extra["rumi"])}</h2>'
        else:
            heading = f'<h1 class="page-title"><span class="field field--name-title">{esc(doc.title)}</span></h1>'
        section = doc.section or "Resipi"
        body = self.blocks(
            doc,
            rel=lambda p, t: f'<p class="baca-juga"><strong>{esc(p)}</strong> {self.inline(t, "related")}</p>',
            fig=lambda alt, cap: (
                f'<div class="media media--type-image"><img src="/sites/default/files/styles/article_image/public/2026/12/banjir_kelantan.jpg" alt="{esc(alt)}" loading="lazy" /><div class="field--name-field-caption">{esc(cap)}</div></div>'
            ),
        )
        tags = " ".join(
            self.a("tag", t, "content")
            if t == "polis"
            else f'<a href="/tags/{t.lower().replace(" ", "-")}" hreflang="ms">{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        related = "".join(
            f'<div class="views-row">{self.a(k, self.docs[k].extra.get("rumi", self.docs[k].title), "related")}</div>'
            for k in ARTS
            if k != doc.key
        )
        if doc.kind == "recipe":
            related = "".join(
                f'<div class="views-row">{self.a(k, self.docs[k].title, "related")}</div>'
                for k in ("rencana", "ekonomi")
            )
        share = f'<div class="share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Kongsi</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="https://t.me/share/url?url={esc(self.url(doc.key))}">Telegram</a> <a href="https://x.com/intent/tweet?url={esc(self.url(doc.key))}">X</a></div>'
        return f"""<div class="breadcrumb">{self.a("home", "Utama", "breadcrumb")} › <span>{esc(section)}</span></div>
<article role="article" class="node node--type-{"recipe" if doc.kind == "recipe" else "article"} node--view-mode-full">
{kicker}{heading}
{self.meta_line(doc)}
{share}
<div class="node__content">
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
{body}
</div>
<div class="iklan-inarticle">IKLAN</div>
<div class="field field--name-field-tags"><span class="field__label">Tags:</span> {tags}</div>
</div>
</article>
<div class="telegram-cta">Ikuti Harian Nusantara di <a href="https://t.me/hariannusantara">Telegram</a> untuk berita terkini.</div>
<div class="block-berita-berkaitan"><h2>Berita Berkaitan</h2><div class="view-content">{related}</div></div>
<div class="comments"><h2>Komen</h2><div class="fb-comments" data-href="{esc(self.url(doc.key))}" data-numposts="5"></div></div>"""

    def row(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        title = d.extra.get("rumi", d.title)
        return f'<div class="views-row"><div class="views-field-title">{self.a(k, title, zone)}</div><div class="views-field-created">{d.stamp}</div><div class="views-field-body">{esc(self.lede(d))}</div></div>'

    def listing_main(self, doc: Doc) -> str:
        items = doc.extra["list"]
        rows = "".join(self.row(k) for k in items)
        if doc.key == "home":
            lead = self.docs[items[0]]
            top = f'<div class="block-headline"><h2>{self.a(items[0], lead.title, "content")}</h2><p>{esc(self.lede(lead))}</p></div>'
            rows = "".join(self.row(k) for k in items[1:])
            more = f'<div class="block-more"><h3>Lagi di Harian Nusantara</h3><ul><li>{self.a("nasional", "Nasional", "content")}</li><li>{self.a("tag", "#polis", "content")}</li><li>{self.a("author", "Ahmad Faizal", "content")}</li><li>{self.a("search", "Carian: banjir", "content")}</li><li>{self.a("resipi", self.docs["resipi"].title, "content")}</li><li>{self.a("nasional2", "Berita lepas", "content")}</li></ul></div>'
            return f'{top}<div class="view-content"><h2>Terkini</h2>{rows}</div>{more}'
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="author-profile"><h1 class="page-title">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "search":
            head += f'<form action="/carian" class="search-form"><input type="search" name="s" value="banjir" /></form><p>{len(items)} hasil ditemui</p>'
        pager = ""
        if doc.extra.get("more"):
            pg = self.a(doc.extra["more"], "2", "pagination", 'title="Ke halaman 2"')
            nx = self.a(doc.extra["more"], "Seterusnya ›", "pagination", 'rel="next"')
            pager = f'<nav class="pager" role="navigation"><ul class="pager__items"><li class="pager__item is-active">1</li><li class="pager__item">{pg}</li><li class="pager__item"><a href="/berita/nasional?page=2">3</a></li><li class="pager__item--next">{nx}</li></ul></nav>'
        if doc.key == "nasional2":
            pv = self.a("nasional", "‹ Sebelumnya", "pagination", 'rel="prev"')
            pager = f'<nav class="pager" role="navigation"><ul class="pager__items"><li class="pager__item--previous">{pv}</li><li class="pager__item is-active">2</li><li class="pager__item"><a href="/berita/nasional?page=2">3</a></li></ul></nav>'
        return f'{head}<div class="view-content">{rows}</div>{pager}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "prayer-times":
            zones = '<form class="pilih-zon"><label>Pilih zon: <select name="zon"><option>WLY01 - Kuala Lumpur, Putrajaya</option><option>KTN01 - Kota Bharu, Bachok, Pasir Mas</option><option>JHR02 - Johor Bahru, Kota Tinggi</option><option>PNG01 - Seluruh Negeri Pulau Pinang</option><option>SWK08 - Kuching, Bau, Lundu</option><option>SBH07 - Kota Kinabalu, Ranau, Papar</option></select></label></form>'
            table = self.blocks(doc).replace('<table class="data">', '<table class="waktu-solat-table">')
            return f'<div class="waktu-solat"><h1 class="page-title">{esc(doc.title)}</h1>{zones}\n{table}\n<p class="notis">Muat turun aplikasi Harian Nusantara untuk peringatan waktu solat.</p></div>'
        return f'<article class="node node--type-page"><h1 class="page-title">{esc(doc.title)}</h1><div class="field--name-body">\n{self.blocks(doc)}\n</div></article>'
