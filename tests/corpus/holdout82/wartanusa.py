# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""WartaNusa: an Indonesian portal in the Kompas/Detik mould on its own PHP stack (`read__title`, `read__time`,
`read__credit`, `read__content`, "Baca juga:" links inside the text, `/read/2026/12/04/14320061/<slug>`, a story
split over pages with "Halaman 1 2 3 Selanjutnya" and "Tampilkan semua" (`?page=2`, `?page=all`), `/tag/…`,
`/penulis/…`, `/search?q=`, `/indeks?date=`, `/nasional?page=2`). Indonesian, UTF-8, Jakarta (WIB, +07:00).

Dates are printed Detik-style, "Jumat, 04 Des 2026 14:32 WIB", with "Diperbarui …" on an updated story; credits
Kompas-style, "Penulis: … | Editor: …", where the Penulis is sometimes a desk ("Tim Redaksi") or the wire ("Antara",
a JSON-LD Person too); the columnist is printed with degrees ("Dr. Hendra Wijaya, S.H., M.H."). Every story's first
paragraph opens with the dateline "JAKARTA, WARTANUSA.COM - " in `<strong>`. `meta keywords`, `news_keywords` and
`content_tag` are stuffed. The flood story is split over three pages; pages 1 and 2 are labelled (page 2's canonical
points at page 1). The football report went up at 01:45 WIB on 5 Dec, its JSON-LD says `2026-12-04T18:45:00Z`, and
its `<title>` / `og:title` carry the kicker "HASIL LIGA 1:" that the `<h1>` shows in a separate label. The ojol story
carries a reader-comment thread longer than itself. A removed 2025 URL answers 200 with "Halaman Tidak Ditemukan"
(soft 404)."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import ID_MONTHS, Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.wartanusa.test"
NAME = "WartaNusa.com"
DAYS = {"2026-12-03": "Kamis", "2026-12-04": "Jumat", "2026-12-05": "Sabtu"}
ARTS = ["banjir", "krl", "harga", "liga", "kolom", "ojol", "bmkg"]
DATELINE = "JAKARTA, WARTANUSA.COM - "
BANJIR = "/read/2026/12/04/14320061/banjir-rendam-42-rt-di-jakarta-timur-ketinggian-air-capai-15-meter"
WRITERS = {
    "Rina Kurniasari": "rina-kurniasari",
    "Dimas Pratama": "dimas-pratama",
    "Fajar Nugroho": "fajar-nugroho",
    "Hendra Wijaya": "hendra-wijaya",
}

COMMENTS = [
    (
        "Budi_Santoso88",
        "2026-12-04 12:11",
        "Naik lagi naik lagi. Gaji UMR nggak naik segitu, ongkos ke kantor udah makan sepertiga gaji.",
    ),
    (
        "mbak_rani",
        "2026-12-04 12:15",
        "Kasihan juga drivernya sih, bensin sama servis motor mahal. Yang penting potongan aplikator diturunin.",
    ),
    ("Andreas W", "2026-12-04 12:20", "Setuju sama mbak Rani. Yang untung gede itu aplikatornya, bukan driver."),
    (
        "jokowarga",
        "2026-12-04 12:34",
        "Mending naik KRL sama TransJakarta, lebih murah. Ojol cuma buat jarak pendek aja.",
    ),
    (
        "Siti Nurhaliza",
        "2026-12-04 12:41",
        "Di daerah saya belum ada angkutan umum yang layak, mau nggak mau ya pakai ojol tiap hari.",
    ),
    (
        "driver_ojol_bekasi",
        "2026-12-04 12:58",
        "Sebagai driver saya bilang, kenaikan ini belum cukup kalau potongan masih 20 persen. Sehari narik 12 jam bersihnya nggak sampai 150 ribu.",
    ),
    ("Hendrik_S", "2026-12-04 13:05", "Pemerintah harusnya perbaiki transportasi umum dulu baru atur-atur tarif ojol."),
    ("Lina", "2026-12-04 13:22", "Zona II Jabodetabek lagi lagi paling mahal ya."),
    (
        "pakde_karto",
        "2026-12-04 13:40",
        "Dulu zaman ojek pangkalan malah lebih mahal, nawar dulu. Sekarang masih mending.",
    ),
    (
        "Ratna Dewi",
        "2026-12-04 14:02",
        "Semoga layanannya juga makin bagus, jangan sampai tarif naik tapi driver masih suka cancel sepihak.",
    ),
    (
        "wahyu.p",
        "2026-12-04 14:17",
        "Yang penting transparan, berapa yang masuk ke driver, berapa ke aplikator. Tulis di struk.",
    ),
    (
        "Maya_",
        "2026-12-04 15:03",
        "Kapan ya Jakarta punya transportasi umum yang nyambung sampai depan rumah kayak di luar negeri.",
    ),
]


def C(cls: str) -> str:
    return f'class="{cls}"'


def wib(local: str) -> str:
    """'2026-12-04 14:32' as printed: 'Jumat, 04 Des 2026 14:32 WIB'."""
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{DAYS[day]}, {d} {ID_MONTHS[int(m) - 1]} {y} {time} WIB"


def iso7(local: str) -> str:
    return local.replace(" ", "T") + ":00+07:00"


class WartaNusa(Base):
    origin = ORIGIN
    name = NAME
    prefix = "wnu"
    language = "id"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "wnu",
            [
                ".header__wrap",
                ".nav__item a",
                ".read__title",
                ".read__time",
                ".read__content p",
                ".read__credit__item",
                ".article__list",
                ".most__list li",
                ".footer__wrap",
                ".paging__link",
                ".comment__item",
            ],
            300,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                NAME,
                "portal-home",
                list=["liga", "banjir", "bmkg", "ojol", "harga", "krl", "kolom"],
                more="nasional",
            )
        )
        add(
            page(
                "nasional",
                "/nasional",
                "section",
                "Nasional",
                "channel-page1",
                list=["banjir", "bmkg", "ojol", "krl"],
                more="nasional2",
            )
        )
        add(page("nasional2", "/nasional?page=2", "section", "Nasional", "channel-page2", list=["kolom", "harga"]))
        add(page("tag", "/tag/banjir-jakarta", "tag", "Banjir Jakarta", "tag-page", list=["banjir", "video", "bmkg"]))
        add(
            page(
                "author",
                "/penulis/rina-kurniasari",
                "author",
                "Rina Kurniasari",
                "penulis-page",
                list=["banjir", "krl"],
                bio="Jurnalis WartaNusa.com sejak 2016. Meliput isu perkotaan, transportasi, dan kebencanaan di Jakarta.",
            )
        )
        add(
            page(
                "search",
                "/search?q=banjir",
                "search",
                "Hasil Pencarian: banjir",
                "search-results",
                list=["banjir", "video", "bmkg"],
            )
        )
        add(
            page(
                "indeks",
                "/indeks?date=2026-12-04",
                "section",
                "Indeks Berita",
                "news-index-by-date",
                list=["banjir", "bmkg", "harga", "ojol", "krl"],
            )
        )
        add(
            page(
                "video",
                "/video/2026/12/04/14300082/detik-detik-tanggul-kali-cipinang-jebol-air-rendam-permukiman",
                "video",
                "VIDEO: Detik-detik Tanggul Kali Cipinang Jebol, Air Rendam Permukiman",
                "video-page-one-line",
                local="2026-12-04 14:30",
                desc="Rekaman warga memperlihatkan tanggul Kali Cipinang jebol pada Jumat pagi dan air dengan cepat merendam permukiman di Cipinang Melayu, Jakarta Timur.",
            )
        )
        add(
            page(
                "notfound",
                "/read/2025/03/11/09101231/banjir-cipinang-melayu-surut-warga-kembali-ke-rumah",
                "not-found",
                "Halaman Tidak Ditemukan",
                "soft-404-with-latest",
            )
        )
        add(
            page(
                "pedoman",
                "/pedoman-media-siber",
                "policy",
                "Pedoman Pemberitaan Media Siber",
                "policy-page",
                [
                    "Kemerdekaan berpendapat, kemerdekaan berekspresi, dan kemerdekaan pers adalah hak asasi manusia yang dilindungi Pancasila, Undang-Undang Dasar 1945, dan Deklarasi Universal Hak Asasi Manusia PBB.",
                    "## Ruang Lingkup",
                    "Media siber adalah segala bentuk media yang menggunakan wahana internet dan melaksanakan kegiatan jurnalistik, serta memenuhi persyaratan Undang-Undang Pers dan Standar Perusahaan Pers yang ditetapkan Dewan Pers.",
                    "## Verifikasi dan Keberimbangan Berita",
                    "Pada prinsipnya setiap berita harus melalui verifikasi. Berita yang dapat merugikan pihak lain memerlukan verifikasi pada berita yang sama untuk memenuhi prinsip akurasi dan keberimbangan.",
                    "## Ralat, Koreksi, dan Hak Jawab",
                    "Ralat, koreksi, dan hak jawab mengacu pada Undang-Undang Pers, Kode Etik Jurnalistik, dan Pedoman Hak Jawab yang ditetapkan Dewan Pers.",
                ],
            )
        )
        add(
            story(
                "banjir",
                BANJIR,
                "Banjir Rendam 42 RT di Jakarta Timur, Ketinggian Air Capai 1,5 Meter",
                "2026-12-04",
                iso7("2026-12-04 14:32"),
                "2026-12-04 14:32",
                ["Rina Kurniasari"],
                [
                    DATELINE
                    + "Banjir merendam 42 rukun tetangga (RT) di wilayah Jakarta Timur setelah hujan deras mengguyur Ibu Kota sejak Jumat (4/12/2026) dini hari. Ketinggian air di sejumlah titik mencapai 1,5 meter.",
                    "Kepala Pusat Data dan Informasi Badan Penanggulangan Bencana Daerah (BPBD) DKI Jakarta, Andi Setiawan, mengatakan banjir paling parah terjadi di Kelurahan Cipinang Melayu dan Kelurahan Bidara Cina.",
                    "RAW:<p><strong>Baca juga: </strong>" + "{{bmkg}}" + "</p>",
                    "\u201cKetinggian air bervariasi antara 40 sentimeter hingga 1,5 meter. Petugas gabungan sudah dikerahkan untuk membantu warga,\u201d kata Andi dalam keterangan tertulis, Jumat siang.",
                    "Menurut dia, banjir disebabkan curah hujan yang tinggi serta luapan Kali Sunter dan Kali Ciliwung yang tidak mampu menampung debit air dari wilayah hulu.",
                    "Hingga pukul 13.00 WIB, sebanyak 1.240 warga dilaporkan mengungsi ke masjid, sekolah, dan kantor kelurahan terdekat.",
                ],
                "split-story-page1",
                section="Megapolitan",
                editor="Bambang Priyo",
                ld_author="Rina Kurniasari",
                page_no=1,
                tags=["banjir jakarta", "BPBD DKI", "Jakarta Timur"],
            )
        )
        add(
            story(
                "banjir2",
                BANJIR + "?page=2",
                "Banjir Rendam 42 RT di Jakarta Timur, Ketinggian Air Capai 1,5 Meter",
                "2026-12-04",
                iso7("2026-12-04 14:32"),
                "2026-12-04 14:32",
                ["Rina Kurniasari"],
                [
                    "## Warga Keluhkan Bantuan yang Lambat",
                    "Sejumlah warga yang mengungsi mengeluhkan bantuan makanan yang baru tiba pada siang hari. Mereka mengaku sudah meninggalkan rumah sejak pukul 04.00 WIB tanpa sempat membawa perbekalan.",
                    "\u201cAir naik cepat sekali, kami cuma sempat bawa dokumen penting. Anak-anak belum makan dari pagi,\u201d ujar Sumiati (45), warga Cipinang Melayu, saat ditemui di posko pengungsian.",
                    "RAW:<p><strong>Baca juga: </strong>" + "{{notfound}}" + "</p>",
                    "Wali Kota Jakarta Timur menyatakan dapur umum telah didirikan di tiga lokasi dan akan beroperasi selama warga masih mengungsi.",
                    "BPBD juga mengerahkan 18 pompa air mobile untuk mempercepat surutnya genangan di permukiman warga.",
                ],
                "split-story-page2-canonical-to-page1",
                section="Megapolitan",
                editor="Bambang Priyo",
                ld_author="Rina Kurniasari",
                page_no=2,
                tags=["banjir jakarta", "BPBD DKI", "Jakarta Timur"],
            )
        )
        add(
            story(
                "krl",
                "/read/2026/12/04/10050041/krl-commuter-line-tambah-24-perjalanan-mulai-15-desember-ini-jadwal-lengkapnya",
                "KRL Commuter Line Tambah 24 Perjalanan Mulai 15 Desember, Ini Jadwal Lengkapnya",
                "2026-12-04",
                iso7("2026-12-04 10:05"),
                "2026-12-04 10:05",
                ["Dimas Pratama"],
                [
                    DATELINE
                    + "Operator KRL Commuter Line akan menambah 24 perjalanan kereta mulai Selasa (15/12/2026) untuk mengantisipasi lonjakan penumpang menjelang libur Natal dan Tahun Baru.",
                    "Manajer Komunikasi operator, Larasati Putri, mengatakan penambahan perjalanan dilakukan di lintas Bogor, Bekasi, dan Tangerang yang selama ini paling padat pada jam sibuk.",
                    "\u201cDengan tambahan ini, total perjalanan KRL per hari menjadi 1.130 perjalanan. Kami berharap kepadatan di jam sibuk bisa berkurang,\u201d ujar Larasati di Stasiun Manggarai, Jumat (4/12/2026).",
                    "## Rincian Tambahan Perjalanan",
                    "- Lintas Bogor-Jakarta Kota: 10 perjalanan",
                    "- Lintas Bekasi-Kampung Bandan: 8 perjalanan",
                    "- Lintas Tangerang-Duri: 6 perjalanan",
                    "Penumpang diimbau memantau jadwal terbaru melalui aplikasi resmi dan akun media sosial operator sebelum berangkat.",
                ],
                "updated-time-list",
                section="Megapolitan",
                editor="Rina Kurniasari",
                ld_author="Dimas Pratama",
                updated="2026-12-04 17:05",
                tags=["KRL", "Natal dan Tahun Baru"],
            )
        )
        add(
            story(
                "harga",
                "/read/2026/12/04/11200081/harga-cabai-rawit-tembus-rp-90000-per-kg-jelang-natal-ini-daftar-harga-pangan-hari-ini",
                "Harga Cabai Rawit Tembus Rp 90.000 per Kg Jelang Natal, Ini Daftar Harga Pangan Hari Ini",
                "2026-12-04",
                iso7("2026-12-04 11:20"),
                "2026-12-04 11:20",
                [],
                [
                    DATELINE
                    + "Harga cabai rawit merah di sejumlah pasar tradisional di Jakarta menembus Rp 90.000 per kilogram (kg) pada Jumat (4/12/2026), naik hampir dua kali lipat dibandingkan awal November.",
                    "Berdasarkan data Panel Harga Badan Pangan Nasional, kenaikan juga terjadi pada bawang merah dan telur ayam ras, sementara harga beras relatif stabil.",
                    "T: Komoditas | Harga (Rp/kg) | Perubahan",
                    "T: Cabai rawit merah | 90.000 | naik 45%",
                    "T: Cabai merah keriting | 62.500 | naik 28%",
                    "T: Bawang merah | 48.000 | naik 9%",
                    "T: Telur ayam ras | 31.500 | naik 4%",
                    "T: Beras medium | 13.600 | tetap",
                    "Pedagang di Pasar Induk Kramat Jati, Rahmat (52), mengatakan pasokan cabai dari sentra produksi di Jawa Tengah dan Jawa Timur berkurang karena hujan deras yang merusak tanaman.",
                    "Pemerintah berencana menggelar operasi pasar di 30 titik di Jabodetabek mulai pekan depan untuk menahan laju kenaikan harga.",
                ],
                "desk-penulis-data-table",
                section="Money",
                editor="Sekar Ayuningtyas",
                ld_author="Tim Redaksi",
                penulis="Tim Redaksi",
                tags=["harga pangan", "cabai"],
            )
        )
        add(
            story(
                "liga",
                "/read/2026/12/05/01450011/persikota-raya-tekuk-laskar-borneo-2-1-naik-ke-puncak-klasemen-liga-1",
                "Persikota Raya Tekuk Laskar Borneo 2-1, Naik ke Puncak Klasemen Liga 1",
                "2026-12-05",
                "2026-12-04T18:45:00Z",
                "2026-12-05 01:45",
                ["Fajar Nugroho"],
                [
                    DATELINE
                    + "Persikota Raya naik ke puncak klasemen sementara Liga 1 setelah menang 2-1 atas Laskar Borneo pada pekan ke-15 di Stadion Patriot Candrabhaga, Bekasi, Jumat (4/12/2026) malam.",
                    "Tuan rumah unggul lebih dulu lewat sundulan Rizky Ramadhan pada menit ke-23. Laskar Borneo menyamakan kedudukan melalui penalti Marcos Vieira pada menit ke-61.",
                    "Gol kemenangan Persikota Raya dicetak pemain pengganti Aditya Saputra pada masa tambahan waktu babak kedua, memanfaatkan umpan silang dari sisi kanan.",
                    "Dengan hasil ini, Persikota Raya mengoleksi 31 poin, unggul satu angka dari pesaing terdekatnya. Laga berakhir hampir pukul 23.00 WIB karena sempat tertunda akibat hujan deras.",
                    "\u201cAnak-anak bermain dengan hati. Kemenangan ini untuk suporter yang tetap datang meski hujan,\u201d kata pelatih Persikota Raya, Bambang Hartono, seusai pertandingan.",
                ],
                "utc-ld-after-midnight-kicker-in-og-title",
                section="Bola",
                editor="Bambang Priyo",
                ld_author="Fajar Nugroho",
                kicker="HASIL LIGA 1",
                tags=["Liga 1", "Persikota Raya"],
            )
        )
        add(
            story(
                "kolom",
                "/read/2026/12/03/19000061/menata-ulang-transportasi-publik-kita",
                "Menata Ulang Transportasi Publik Kita",
                "2026-12-03",
                iso7("2026-12-03 19:00"),
                "2026-12-03 19:00",
                ["Hendra Wijaya"],
                [
                    "Setiap musim hujan, kita kembali menyaksikan pemandangan yang sama: jalanan tergenang, kereta tertahan, dan jutaan pekerja terjebak berjam-jam di perjalanan. Masalah transportasi di kota-kota besar kita bukan lagi soal kurangnya jalan, melainkan soal cara kita merencanakan kota.",
                    "Selama dua dekade terakhir, pembangunan transportasi publik memang mengalami kemajuan. MRT, LRT, dan bus rapid transit kini melayani ratusan ribu penumpang setiap hari. Namun, integrasi antarmoda masih jauh dari ideal.",
                    "## Integrasi yang Setengah Hati",
                    "Penumpang masih harus berjalan jauh di bawah terik matahari atau hujan untuk berpindah dari satu moda ke moda lain. Tarif belum sepenuhnya terintegrasi, dan informasi jadwal tersebar di berbagai aplikasi yang berbeda.",
                    "Pemerintah daerah dan operator perlu duduk bersama untuk menyusun satu sistem tiket, satu peta jaringan, dan standar fasilitas pejalan kaki di setiap simpul transportasi.",
                    "Tanpa langkah itu, investasi triliunan rupiah untuk infrastruktur tidak akan memberikan manfaat maksimal bagi warga yang setiap hari bergantung pada angkutan umum.",
                    "SIGN: Hendra Wijaya, Dosen Fakultas Hukum dan peneliti kebijakan publik di Jakarta",
                    "NOTE: Artikel ini merupakan opini pribadi penulis dan tidak mencerminkan pandangan redaksi WartaNusa.com.",
                ],
                "column-degrees-bio-disclaimer",
                section="Kolom",
                editor="Sekar Ayuningtyas",
                ld_author="Dr. Hendra Wijaya, S.H., M.H.",
                penulis="Dr. Hendra Wijaya, S.H., M.H.",
                column=True,
                tags=["transportasi publik"],
            )
        )
        add(
            story(
                "ojol",
                "/read/2026/12/04/12050091/tarif-ojek-online-naik-mulai-15-desember-ini-rinciannya",
                "Tarif Ojek Online Naik Mulai 15 Desember, Ini Rinciannya",
                "2026-12-04",
                iso7("2026-12-04 12:05"),
                "2026-12-04 12:05",
                ["Dimas Pratama"],
                [
                    DATELINE
                    + "Kementerian Perhubungan menetapkan kenaikan tarif ojek online (ojol) sebesar 8 hingga 12 persen yang berlaku mulai Selasa (15/12/2026).",
                    "Untuk zona I yang meliputi Sumatera, Jawa selain Jabodetabek, dan Bali, tarif batas bawah naik menjadi Rp 2.500 per kilometer. Adapun di Jabodetabek, tarif batas bawah menjadi Rp 2.750 per kilometer.",
                    "Kenaikan ini, menurut kementerian, telah mempertimbangkan biaya operasional pengemudi, termasuk harga bahan bakar dan biaya perawatan kendaraan.",
                    "Asosiasi pengemudi menyambut baik keputusan tersebut, tetapi meminta aplikator menurunkan potongan komisi yang saat ini mencapai 20 persen.",
                ],
                "comments-longer-than-story",
                section="Money",
                editor="Sekar Ayuningtyas",
                ld_author="Dimas Pratama",
                comments=True,
                tags=["ojol", "tarif ojol"],
            )
        )
        add(
            story(
                "bmkg",
                "/read/2026/12/04/16200031/bmkg-waspada-gelombang-tinggi-hingga-4-meter-di-perairan-selatan-jawa",
                "BMKG: Waspada Gelombang Tinggi hingga 4 Meter di Perairan Selatan Jawa",
                "2026-12-04",
                iso7("2026-12-04 16:20"),
                "2026-12-04 16:20",
                [],
                [
                    DATELINE
                    + "Badan Meteorologi, Klimatologi, dan Geofisika (BMKG) mengimbau masyarakat pesisir mewaspadai gelombang tinggi hingga 4 meter di perairan selatan Jawa hingga Bali pada 5-7 Desember 2026.",
                    "Menurut BMKG, gelombang tinggi dipicu oleh pola angin dari arah barat daya dengan kecepatan mencapai 25 knot di Samudra Hindia selatan Jawa.",
                    "Nelayan dengan perahu kecil diminta tidak melaut selama periode tersebut, sementara kapal penyeberangan diminta memperhatikan informasi cuaca terbaru sebelum berlayar. (ANT)",
                ],
                "wire-penulis-antara-ld-person",
                section="Nasional",
                editor="Sekar Ayuningtyas",
                ld_author="Antara",
                penulis="Antara",
                tags=["BMKG", "banjir jakarta"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        canonical = self.url("banjir") if doc.key == "banjir2" else url
        title = f"{doc.extra['kicker']}: {doc.title}" if doc.extra.get("kicker") else doc.title
        if doc.key == "banjir2":
            title += " Halaman 2"
        desc = self.lede(doc) if doc.is_article else f"{doc.title} - Berita terkini hari ini di {NAME}"
        out = [
            f"<title>{esc(title)} - {NAME}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(canonical)}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:url" content="{esc(canonical)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:site_name" content="{NAME}">',
            '<meta property="og:locale" content="id_ID">',
        ]
        if doc.is_article:
            tags = doc.extra.get("tags", [])
            stuffed = ", ".join(
                tags
                + [t.lower() for t in tags]
                + [
                    "berita terkini",
                    "berita hari ini",
                    "berita terbaru",
                    "info terkini",
                    "viral",
                    "news",
                    "indonesia",
                    "jakarta",
                    "wartanusa",
                    doc.section.lower(),
                ]
            )
            penulis = doc.extra.get("penulis", doc.authors[0] if doc.authors else "")
            out += [
                f'<meta name="keywords" content="{esc(stuffed)}">',
                f'<meta name="news_keywords" content="{esc(stuffed)}">',
                f'<meta name="content_PublishedDate" content="{doc.stamp}:00">',
                f'<meta name="content_author" content="{esc(penulis)}">',
                f'<meta name="content_editor" content="{esc(doc.extra["editor"])}">',
                f'<meta name="content_tag" content="{esc(",".join(tags))}">',
                f'<meta name="content_category" content="{esc(doc.section)}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": canonical},
                "headline": title,
                "image": {
                    "@type": "ImageObject",
                    "url": f"https://asset.wartanusa.test/crops/{doc.path.split('/')[5]}/750x500.jpg",
                    "height": 500,
                    "width": 750,
                },
                "datePublished": doc.iso,
                "dateModified": iso7(doc.extra["updated"]) if doc.extra.get("updated") else doc.iso,
                "author": {"@type": "Person", "name": doc.extra["ld_author"]},
                "publisher": {
                    "@type": "Organization",
                    "name": NAME,
                    "logo": {
                        "@type": "ImageObject",
                        "url": f"{ORIGIN}/assets/logo-amp.png",
                        "width": 300,
                        "height": 60,
                    },
                },
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "video":
            ld = {
                "@context": "http://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": doc.extra["desc"],
                "uploadDate": iso7(doc.extra["local"]),
                "thumbnailUrl": "https://asset.wartanusa.test/video/14300082/thumb.jpg",
                "contentUrl": "https://video.wartanusa.test/14300082/master.m3u8",
                "duration": "PT1M48S",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        out.append(
            f'<script>var dataLayer = [{{"pageType":"{"read" if doc.is_article else doc.kind}","kanal":"{esc(doc.section or "home")}","author":"{esc(doc.extra.get("penulis", doc.authors[0] if doc.authors else ""))}"}}];</script>'
        )
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Home"),
                ("nasional", "Nasional"),
                ("/megapolitan", "Megapolitan"),
                ("/money", "Money"),
                ("/bola", "Bola"),
                ("/tekno", "Tekno"),
                ("/kolom", "Kolom"),
                ("video", "Video"),
                ("indeks", "Indeks"),
            )
        )
        most = "".join(
            f'<li class="most__item"><span class="most__count">{i + 1}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["liga", "ojol", "banjir", "harga", "krl"])
        )
        trending = " ".join(
            (
                self.a("tag", "#BanjirJakarta", "aside")
                if t == "tag"
                else f'<a href="/tag/{t}">#{t.replace("-", " ").title().replace(" ", "")}</a>'
            )
            for t in ("tag", "liga-1", "natal-dan-tahun-baru", "harga-pangan")
        )
        trending += " " + self.a("search", "#Banjir", "aside")
        return f"""<!DOCTYPE html>
<html lang="id">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="index, follow, max-image-preview:large">
{self.head(doc)}
<link rel="stylesheet" href="https://asset.wartanusa.test/css/main.min.css?v=2026.11.2">
<style>/*PAD*/</style>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{{cmd:[]}};googletag.cmd.push(function(){{googletag.defineSlot('/31800665/wartanusa/desktop/{esc(doc.section.lower() or "home")}/billboard',[[970,250],[728,90]],'div-gpt-billboard').addService(googletag.pubads());googletag.enableServices();}});</script>
</head>
<body class="{"read" if doc.is_article else doc.kind}">
<div class="header">
<div class="header__wrap container"><div class="header__logo"><a href="/"><img src="https://asset.wartanusa.test/img/logo-wartanusa.svg" alt="{NAME}" width="220" height="40"></a></div>
<div class="header__search"><form action="/search" method="get"><input type="text" name="q" placeholder="Cari berita..."><button type="submit">Cari</button></form></div>
<div class="header__login"><a href="https://account.wartanusa.test/login">Masuk</a> | <a href="https://account.wartanusa.test/register">Daftar</a></div></div>
<nav class="nav"><ul class="nav__wrap container">{nav}</ul></nav>
<div class="trending container"><span class="trending__label">Trending</span> {trending}</div>
</div>
<div id="div-gpt-billboard" class="ads ads--billboard"></div>
<div class="container clearfix">
<div class="col-bs10-7">
{main}
</div>
<div class="col-bs10-3">
<div class="ads ads--sidebar" id="div-gpt-mr1"></div>
<div class="most"><div class="title__wrap"><h3 class="title">Terpopuler</h3></div><ul class="most__list">{most}</ul></div>
<div class="ads ads--sidebar" id="div-gpt-mr2"></div>
</div>
</div>
<footer class="footer"><div class="footer__wrap container">
<ul class="footer__link"><li><a href="/about">Tentang Kami</a></li><li><a href="/redaksi">Redaksi</a></li><li>{self.a("pedoman", "Pedoman Media Siber", "footer")}</li><li><a href="/kebijakan-privasi">Kebijakan Data Pribadi</a></li><li><a href="/karier">Karier</a></li><li><a href="/kontak">Kontak</a></li></ul>
<div class="footer__social"><a href="https://www.facebook.com/wartanusa.test">Facebook</a> <a href="https://x.com/wartanusa_test">X</a> <a href="https://www.instagram.com/wartanusa.test">Instagram</a> <a href="https://www.youtube.com/@wartanusa">YouTube</a> <a href="https://www.tiktok.com/@wartanusa">TikTok</a></div>
<p class="footer__copy">Copyright 2008 - 2026 PT WartaNusa Digital Media. All Rights Reserved.</p>
</div></footer>
<div class="cookie-consent" id="cookieConsent">Kami menggunakan cookie untuk meningkatkan pengalaman Anda. Dengan melanjutkan, Anda menyetujui {self.a("pedoman", "kebijakan kami", "footer")}. <button onclick="document.getElementById('cookieConsent').remove()">Setuju</button></div>
<script src="https://asset.wartanusa.test/js/main.min.js?v=2026.11.2" defer></script>
</body>
</html>"""

    def credit(self, doc: Doc, penulis: str) -> str:
        if doc.authors and doc.authors[0] == "Rina Kurniasari":
            writer = self.a("author", penulis, "byline", C("read__credit__link"))
        elif doc.authors:
            writer = f'<a class="read__credit__link" href="/penulis/{WRITERS[doc.authors[0]]}">{esc(penulis)}</a>'
        else:
            writer = f"<span>{esc(penulis)}</span>"
        editor = doc.extra["editor"]
        ed = (
            self.a("author", editor, "byline")
            if editor == "Rina Kurniasari"
            else f'<a href="/penulis/{editor.lower().replace(" ", "-")}">{esc(editor)}</a>'
        )
        return f'<div class="read__credit clearfix"><div class="read__credit__item" id="penulis">Penulis: {writer}</div> | <div class="read__credit__item" id="editor">Editor: {ed}</div></div>'

    def story_main(self, doc: Doc) -> str:
        penulis = doc.extra.get("penulis", doc.authors[0] if doc.authors else "")
        blocks = self.blocks(doc)
        for k in ("bmkg", "notfound"):
            title = "Banjir Cipinang Melayu Surut, Warga Kembali ke Rumah" if k == "notfound" else self.docs[k].title
            blocks = blocks.replace("{{" + k + "}}", self.a(k, title, "content", C("inner-link-baca-juga")))
        if blocks.startswith("<p>" + esc(DATELINE)):
            blocks = blocks.replace("<p>" + esc(DATELINE), f"<p><strong>{esc(DATELINE[:-3])}</strong> - ", 1)
        updated = (
            f'<div class="read__time read__time--updated">Diperbarui: {wib(doc.extra["updated"])}</div>'
            if doc.extra.get("updated")
            else ""
        )
        kicker = f'<div class="read__label">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        column = ""
        if doc.extra.get("column"):
            column = f'<div class="read__column"><img src="https://asset.wartanusa.test/kolom/hendra-wijaya.jpg" alt="" width="80" height="80"><div class="read__column__name">{esc(penulis)}</div><div class="read__column__label">Kolom</div></div>'
        paging = ""
        if doc.extra.get("page_no"):
            n = doc.extra["page_no"]
            p1 = (
                self.a("banjir", "1", "pagination", C("paging__link"))
                if n != 1
                else '<span class="paging__link paging__link--active">1</span>'
            )
            p2 = (
                self.a("banjir2", "2", "pagination", C("paging__link"))
                if n != 2
                else '<span class="paging__link paging__link--active">2</span>'
            )
            nxt = (
                self.a("banjir2", "Selanjutnya", "pagination", C("paging__link paging__link--next"))
                if n == 1
                else f'<a class="paging__link paging__link--next" href="{BANJIR}?page=3">Selanjutnya</a>'
            )
            prev = (
                self.a("banjir", "Sebelumnya", "pagination", C("paging__link paging__link--prev")) + " "
                if n == 2
                else ""
            )
            paging = f'<div class="paging paging--page clearfix"><div class="paging__wrap"><span class="paging__label">Halaman</span> {prev}{p1} {p2} <a class="paging__link" href="{BANJIR}?page=3">3</a> {nxt}</div></div><div class="read__paging"><a href="{BANJIR}?page=all">Tampilkan semua</a></div>'
        tags = "".join(
            f'<li class="tag__article__item">{self.a("tag", t, "tag", C("tag__article__link"))}</li>'
            if t == "banjir jakarta"
            else f'<li class="tag__article__item"><a class="tag__article__link" href="/tag/{quote(t.lower().replace(" ", "-"))}">{esc(t)}</a></li>'
            for t in doc.extra.get("tags", [])
        )
        rel = [k for k in ARTS if k not in (doc.key, "banjir2" if doc.key == "banjir" else "")][:4]
        if doc.key == "banjir2":
            rel = [k for k in ARTS if k != "banjir"][:4]
        related = "".join(
            f'<div class="article__list clearfix"><h3 class="article__title">{self.a(k, self.docs[k].title, "related", C("article__link"))}</h3><div class="article__date">{wib(self.docs[k].stamp)}</div></div>'
            for k in rel
        )
        comments = ""
        if doc.extra.get("comments"):
            items = "".join(
                f'<div class="comment__item"><div class="comment__name">{esc(w)}</div><div class="comment__time">{wib(t)}</div><div class="comment__text">{esc(c)}</div><div class="comment__action"><a href="#">Balas</a> <span>Suka</span></div></div>'
                for w, t, c in COMMENTS
            )
            comments = f'<div class="comment" id="komentar"><div class="title__wrap"><h3 class="title">Komentar ({len(COMMENTS)})</h3></div><div class="comment__list">{items}</div><div class="comment__form"><a href="https://account.wartanusa.test/login">Masuk untuk berkomentar</a></div></div>'
        share = quote(self.url(doc.key), safe="")
        section = (
            self.a("nasional", doc.section, "breadcrumb", C("breadcrumb__link"))
            if doc.section == "Nasional"
            else f'<a class="breadcrumb__link" href="/{doc.section.lower()}">{esc(doc.section)}</a>'
        )
        return f"""<div class="breadcrumb"><ul class="breadcrumb__wrap"><li class="breadcrumb__item">{self.a("home", "Home", "breadcrumb", C("breadcrumb__link"))}</li><li class="breadcrumb__item">{section}</li></ul></div>
<div class="read__header clearfix">
{kicker}
<h1 class="read__title">{esc(doc.title)}</h1>
{column}
<div class="read__info"><div class="read__time">{wib(doc.stamp)}</div>{updated}</div>
{self.credit(doc, penulis)}
<div class="social--share"><a href="https://www.facebook.com/sharer/sharer.php?u={share}">Facebook</a> <a href="https://x.com/intent/post?url={share}">X</a> <a href="https://api.whatsapp.com/send?text={share}">WhatsApp</a> <a href="#" data-copy="{esc(self.url(doc.key))}">Salin Link</a></div>
</div>
<div class="photo"><div class="photo__wrap"><img src="https://asset.wartanusa.test/crops/{doc.path.split("/")[5]}/750x500.jpg" alt="{esc(doc.title)}"></div><div class="photo__caption">Ilustrasi. (WARTANUSA.COM/Arsip)</div></div>
<div class="read__content"><div class="clearfix">
{blocks}
</div></div>
{paging}
<div class="read__bottom"><p class="read__promo">Simak breaking news dan berita pilihan kami langsung di ponselmu. Pilih saluran andalanmu akses berita WartaNusa.com WhatsApp Channel: <a href="https://whatsapp.com/channel/wartanusa">https://whatsapp.com/channel/wartanusa</a>. Pastikan kamu sudah install aplikasi WhatsApp ya.</p></div>
<div class="tag--article clearfix"><div class="tag__article__title">Tag</div><ul class="tag__article__wrap">{tags}</ul></div>
<div class="read__related"><div class="title__wrap"><h3 class="title">Berita Terkait</h3></div>{related}</div>
{comments}"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            when = wib(d.stamp) if d.is_article else wib(d.extra["local"])
            sub = d.section if d.is_article else "Video"
            items.append(
                f'<div class="article__list clearfix"><div class="article__asset"><img src="https://asset.wartanusa.test/crops/{d.path.split("/")[5]}/200x130.jpg" alt="" loading="lazy"></div>'
                f'<div class="article__box"><div class="article__subtitle">{esc(sub)}</div><h3 class="article__title">{self.a(k, d.title, "content", C("article__link"))}</h3><div class="article__date">{when}</div></div></div>'
            )
        head = f'<div class="title__wrap"><h1 class="title">{esc(doc.title)}</h1></div>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="author__profile"><img src="https://asset.wartanusa.test/penulis/rina-kurniasari.jpg" alt="" width="100" height="100"><h1 class="author__name">{esc(doc.title)}</h1><p class="author__bio">{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<div class="title__wrap"><h1 class="title">{esc(doc.title)}</h1></div><div class="search__result">Menampilkan {len(doc.extra["list"])} dari 1.482 hasil untuk <strong>banjir</strong></div>'
        elif doc.kind == "tag":
            head = f'<div class="title__wrap"><h1 class="title">{esc(doc.title)}</h1></div><p class="tag__desc">Kumpulan berita terkini tentang banjir di Jakarta dan sekitarnya.</p>'
        elif doc.key == "indeks":
            head = f'<div class="title__wrap"><h1 class="title">{esc(doc.title)}</h1></div><form class="indeks__form" action="/indeks"><input type="date" name="date" value="2026-12-04"><button>Tampilkan</button></form>'
        elif doc.key == "home":
            head = f'<h1 class="sr-only">{NAME} - Berita Terkini dan Terpercaya</h1><div class="headline">{self.a("liga", self.docs["liga"].title, "content", C("headline__link"))}</div>'
            extra = f'<div class="video__home"><div class="title__wrap"><h2 class="title">Video</h2></div>{self.a("video", self.docs["video"].title, "content")}</div><div class="home__indeks">{self.a("indeks", "Indeks Berita", "content")}</div>'
        pager = ""
        if doc.key == "nasional":
            pager = f'<div class="paging"><span class="paging__link paging__link--active">1</span> {self.a("nasional2", "2", "pagination", C("paging__link"))} <a class="paging__link" href="/nasional?page=3">3</a> {self.a("nasional2", "Next", "pagination", C("paging__link paging__link--next"))}</div>'
        elif doc.key == "nasional2":
            pager = f'<div class="paging">{self.a("nasional", "Prev", "pagination", C("paging__link paging__link--prev"))} {self.a("nasional", "1", "pagination", C("paging__link"))} <span class="paging__link paging__link--active">2</span> <a class="paging__link" href="/nasional?page=3">3</a></div>'
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("nasional", "Berita Nasional Lainnya", "content")}</div>'
        return f'<div class="latest">{head}<div class="latest__wrap">{"".join(items)}</div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<div class="video">
<div class="breadcrumb"><ul class="breadcrumb__wrap"><li class="breadcrumb__item">{self.a("home", "Home", "breadcrumb")}</li><li class="breadcrumb__item">Video</li></ul></div>
<div class="video__player"><video controls preload="none" poster="https://asset.wartanusa.test/video/14300082/thumb.jpg"><source src="https://video.wartanusa.test/14300082/master.m3u8" type="application/x-mpegURL"></video></div>
<h1 class="video__title">{esc(doc.title)}</h1>
<div class="video__date">{wib(doc.extra["local"])}</div>
<p class="video__desc">{esc(doc.extra["desc"])}</p>
<div class="video__tag">{self.a("tag", "banjir jakarta", "tag")}</div>
<div class="video__more">Baca juga: {self.a("banjir", self.docs["banjir"].title, "related")}</div>
</div>"""
        if doc.kind == "not-found":
            latest = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["liga", "banjir", "ojol", "bmkg"]
            )
            return f'<div class="error-page"><h1 class="error__title">{esc(doc.title)}</h1><p class="error__text">Maaf, halaman yang Anda cari tidak tersedia atau telah dipindahkan. Silakan kembali ke {self.a("home", "halaman utama", "content")} atau gunakan kolom pencarian.</p><div class="error__latest"><h2>Berita Terkini</h2><ul>{latest}</ul></div></div>'
        return f'<div class="static-page"><h1 class="title">{esc(doc.title)}</h1><div class="static-page__content">\n{self.blocks(doc)}\n</div></div>'
