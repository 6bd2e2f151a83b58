# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""KabarPriangan: an Indonesian regional portal in the manner of the big Jakarta portals (`/jabar/berita/d-<id>/slug`,
`/jabar/indeks?page=2`, `/tag/<slug>`, `/search/searchall?query=`), UTF-8. Stories: `detail__title`, a credit
line "Penulis: A, B | Editor: C" (the editor is not an author), the date in WIB ("Rabu, 02 Des 2026 01:30 WIB"),
`detail__body-text` with "Baca juga:" link boxes between the paragraphs (not body). `publishdate` meta in WIB,
article:published_time and the JSON-LD in UTC: for the stories published after midnight WIB the UTC day is the
previous day."""

from __future__ import annotations

import json
import zlib

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc


def bpath(nid: int, slug: str) -> str:
    return f"/jabar/berita/d-{nid}/{slug}"


class Priangan(Base):
    origin = "https://www.kabarpriangan.test"
    name = "KabarPriangan"
    prefix = "kp"
    language = "id"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kp",
            [
                ".header__logo",
                ".nav__item a",
                ".detail__title",
                ".detail__author",
                ".detail__date",
                ".detail__body-text p",
                ".lihatjg",
                ".list-content__item",
                ".sidebar .box",
                ".footer",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "KabarPriangan",
                "portal-home",
                list=["banjir", "kereta", "singkat", "angkot", "wawancara", "kolom"],
                more="jabar",
            )
        )
        add(
            page(
                "jabar",
                "/jabar",
                "section",
                "Berita Jawa Barat",
                "portal-section",
                list=["banjir", "singkat", "kereta", "angkot", "wawancara"],
                more="jabar2",
            )
        )
        add(
            page(
                "jabar2",
                "/jabar/indeks?page=2",
                "section",
                "Indeks Berita Jawa Barat – Halaman 2",
                "portal-index-page2",
                list=[
                    "kolom",
                    "@8123301|pemkot-bandung-buka-pendaftaran-sekolah-gratis-swasta|Pemkot Bandung Buka Pendaftaran Sekolah Swasta Gratis",
                    "@8123287|alun-alun-cimahi-ditutup-untuk-revitalisasi|Alun-alun Cimahi Ditutup untuk Revitalisasi hingga Maret",
                    "@8123270|stok-beras-bulog-jabar-aman-sampai-lebaran|Stok Beras Bulog Jabar Aman sampai Lebaran",
                ],
                prev="jabar",
            )
        )
        add(
            page(
                "tag",
                "/tag/harga-pangan",
                "tag",
                "Harga Pangan",
                "portal-tag",
                list=[
                    "cabai",
                    "@8122950|harga-bawang-merah-turun-di-pasar-caringin|Harga Bawang Merah Turun di Pasar Caringin",
                    "@8122801|telur-ayam-rp-28-ribu-per-kilogram|Telur Ayam Tembus Rp 28 Ribu per Kilogram",
                ],
            )
        )
        add(
            page(
                "cari",
                "/search/searchall?query=cabai",
                "search",
                "Hasil pencarian: cabai",
                "portal-search",
                list=[
                    "cabai",
                    "@8122950|harga-bawang-merah-turun-di-pasar-caringin|Harga Bawang Merah Turun di Pasar Caringin",
                ],
            )
        )
        add(
            page(
                "terpopuler",
                "/terpopuler",
                "mostread",
                "Berita Terpopuler",
                "most-read-list",
                list=["banjir", "kereta", "angkot", "wawancara", "singkat"],
            )
        )
        add(
            page(
                "agenda",
                "/agenda",
                "events",
                "Agenda Akhir Pekan di Bandung Raya",
                "events-long-descriptions",
                [
                    "## Festival Kopi Priangan",
                    "Sabtu–Minggu, 5–6 Desember 2026, pukul 09.00–21.00 WIB, Taman Musik Centrum. Sebanyak 60 petani dan roaster dari Pangalengan, Garut, Sumedang dan Tasikmalaya menghadirkan kopi arabika dan robusta hasil panen tahun ini. Pengunjung dapat mengikuti kelas seduh manual setiap dua jam, lelang kopi spesial pada Minggu sore, dan diskusi tentang harga di tingkat petani. Tiket masuk Rp 25.000, gratis untuk anak di bawah 12 tahun.",
                    "## Pameran Wayang Golek di Gedung Sate",
                    "1–15 Desember 2026, pukul 08.00–16.00 WIB. Pameran menampilkan 150 wayang golek koleksi tiga keluarga dalang dari Bandung dan Purwakarta, sebagian berusia lebih dari seratus tahun. Setiap Sabtu malam digelar pertunjukan wayang semalam suntuk di halaman. Pengunjung diminta mendaftar secara daring karena kuota dibatasi 500 orang per hari.",
                    "## Lari Pagi Car Free Day Dago",
                    "Minggu, 6 Desember 2026, pukul 06.00 WIB, start di depan Taman Cikapayang. Lari santai sejauh 5 kilometer untuk menggalang dana perbaikan perpustakaan sekolah dasar di Bandung Barat. Peserta mendapat kaus dan medali. Pendaftaran Rp 100.000 dan ditutup Jumat pukul 17.00 WIB.",
                    "## Bazar UMKM Cimahi",
                    "Jumat–Minggu, 4–6 Desember 2026, Alun-alun Cimahi. Sebanyak 80 pelaku usaha kecil menjual kerajinan, makanan khas dan pakaian. Ada panggung musik setiap malam dan lomba mewarnai untuk anak-anak pada Sabtu pagi.",
                ],
            )
        )
        add(
            page(
                "karier",
                "/karier",
                "jobs",
                "Karier di KabarPriangan",
                "job-ads",
                [
                    "KabarPriangan membuka kesempatan bagi Anda yang ingin bergabung dengan tim redaksi dan bisnis kami di Bandung.",
                    "## Reporter (Bandung, Cimahi, Garut)",
                    "Pendidikan minimal S1 semua jurusan, usia maksimal 28 tahun, memiliki SIM C dan kendaraan sendiri, bersedia bekerja dalam sistem sif. Pengalaman jurnalistik menjadi nilai tambah.",
                    "## Video Editor",
                    "Menguasai Adobe Premiere dan After Effects, terbiasa membuat video vertikal untuk media sosial, mampu bekerja dengan tenggat ketat.",
                    "## Account Executive",
                    "Berpengalaman minimal dua tahun di penjualan iklan media, memiliki jaringan klien di Jawa Barat, target oriented.",
                    "Kirim lamaran dan CV paling lambat 31 Desember 2026. Hanya kandidat yang memenuhi syarat yang akan dihubungi.",
                ],
            )
        )
        add(
            page(
                "cuaca",
                "/cuaca/bandung",
                "weather",
                "Prakiraan Cuaca Bandung Hari Ini",
                "weather",
                [
                    "Pagi: berawan, 19°C, kelembapan 88 persen.",
                    "Siang: hujan ringan, 25°C, angin dari barat 10 km/jam.",
                    "Sore: hujan sedang hingga lebat disertai petir, 22°C. Warga di wilayah Bandung selatan diimbau waspada genangan.",
                    "Malam: hujan ringan, 20°C.",
                    "Kamis, 3 Desember: hujan sedang sepanjang hari, 18–24°C. Jumat, 4 Desember: berawan, 18–26°C.",
                    "Data prakiraan diolah dari stasiun meteorologi setempat dan diperbarui setiap enam jam.",
                ],
            )
        )
        add(
            page(
                "privasi",
                "/kebijakan-privasi",
                "policy",
                "Kebijakan Privasi",
                "policy-updated",
                [
                    "Terakhir diperbarui: 20 Januari 2026",
                    "Kebijakan ini menjelaskan bagaimana KabarPriangan mengumpulkan, menggunakan dan melindungi data pribadi pengguna situs dan aplikasi kami.",
                    "## Data yang kami kumpulkan",
                    "Nama dan alamat surel saat Anda mendaftar akun atau buletin, serta data penggunaan seperti halaman yang dibaca, jenis perangkat dan perkiraan lokasi.",
                    "## Penggunaan data",
                    "Data digunakan untuk menampilkan berita yang relevan, mengirim buletin yang Anda minta, menampilkan iklan dan menyusun statistik pembaca secara agregat.",
                    "## Hak Anda",
                    "Anda dapat meminta salinan, perbaikan atau penghapusan data pribadi Anda dengan menghubungi redaksi. Permintaan akan kami tanggapi paling lambat 14 hari kerja.",
                ],
            )
        )
        # -- stories --------------------------------------------------------------------------------------------
        add(
            story(
                "banjir",
                bpath(8123456, "banjir-setinggi-1-meter-rendam-ratusan-rumah-di-dayeuhkolot"),
                "Banjir Setinggi 1 Meter Rendam Ratusan Rumah di Dayeuhkolot",
                "2026-12-02",
                "2026-12-01T18:30:00Z",
                "Rabu, 02 Des 2026 01:30 WIB",
                ["Rina Wulandari", "Dimas Prasetyo"],
                [
                    "Banjir setinggi hingga 1 meter merendam sedikitnya 430 rumah di tiga desa di Kecamatan Dayeuhkolot, Kabupaten Bandung, sejak Selasa (1/12/2026) malam. Air meluap dari Sungai Citarum setelah hujan deras mengguyur kawasan Bandung selatan selama lebih dari empat jam.",
                    "Desa yang terdampak paling parah adalah Citeureup, Dayeuhkolot dan Pasawahan. Di beberapa gang, warga harus menggunakan perahu karet untuk keluar rumah.",
                    "NOTE: BACA: kereta",
                    "Kepala Pelaksana Badan Penanggulangan Bencana Daerah (BPBD) Kabupaten Bandung, Asep Rahmat, mengatakan pihaknya telah mengevakuasi 112 warga, sebagian besar lansia dan anak-anak, ke posko pengungsian di gedung serbaguna kecamatan.",
                    '"Ketinggian air masih naik pelan-pelan karena kiriman dari hulu. Kami siagakan empat perahu dan dapur umum sampai situasi aman," kata Asep saat ditemui di lokasi, Rabu dini hari.',
                    "## Jalan utama lumpuh",
                    "Banjir juga menggenangi Jalan Raya Dayeuhkolot sepanjang sekitar 800 meter. Kendaraan roda dua tidak bisa melintas, sementara mobil dialihkan melalui Jalan Moh. Toha dan Bojongsoang.",
                    "Polisi lalu lintas memasang rambu pengalihan arus dan meminta pengendara menghindari kawasan itu hingga air surut. Sejumlah angkot jurusan Kebon Kalapa–Dayeuhkolot memilih berhenti beroperasi.",
                    "NOTE: BACA: angkot",
                    "## Banjir langganan",
                    "Bagi warga Dayeuhkolot, banjir bukan hal baru. Kawasan ini berada di dataran rendah tempat bertemunya beberapa anak sungai dengan Citarum. Meski kolam retensi dan terowongan pengendali banjir sudah dibangun beberapa tahun lalu, genangan masih terjadi saat hujan ekstrem.",
                    '"Tahun ini sudah tiga kali. Barang-barang sudah kami naikkan ke loteng dari sore, jadi tidak terlalu banyak yang rusak," ujar Euis Komariah (54), warga Citeureup.',
                    "BPBD mengimbau warga di bantaran sungai tetap waspada karena Badan Meteorologi memprakirakan hujan dengan intensitas sedang hingga lebat masih akan turun hingga akhir pekan. Posko pengaduan dibuka 24 jam di kantor kecamatan.",
                ],
                "long-baca-juga-between-paragraphs-utc-previous-day",
                section="Jabar",
                credit="Penulis: Rina Wulandari, Dimas Prasetyo | Editor: Yusuf Hidayat",
                image="Warga menggunakan perahu karet di gang yang terendam banjir di Dayeuhkolot",
                caption="Warga dievakuasi dengan perahu karet di Desa Citeureup. (Foto: Dimas Prasetyo/KabarPriangan)",
                tags=["/tag/banjir-bandung|banjir bandung", "/tag/citarum|citarum", "/tag/bpbd|bpbd"],
            )
        )
        add(
            story(
                "kereta",
                bpath(8123402, "kereta-lokal-bandung-raya-tambah-empat-perjalanan"),
                "Kereta Lokal Bandung Raya Tambah Empat Perjalanan Mulai Pekan Depan",
                "2026-12-01",
                "2026-12-01T07:20:00Z",
                "Selasa, 01 Des 2026 14:20 WIB",
                ["Andi Saputra", "Sri Handayani"],
                [
                    "Kereta lokal Bandung Raya akan menambah empat perjalanan setiap hari mulai Senin (7/12/2026). Penambahan ini dilakukan untuk mengurangi kepadatan penumpang pada jam berangkat dan pulang kerja.",
                    "Manajer humas operator kereta wilayah Bandung, Deni Kurniawan, mengatakan dua perjalanan tambahan berangkat dari Padalarang pukul 05.40 dan 06.25 WIB, sementara dua lainnya berangkat dari Cicalengka pukul 17.10 dan 18.05 WIB.",
                    "NOTE: BACA: banjir",
                    '"Pada jam sibuk okupansi kami sudah di atas 130 persen. Dengan tambahan ini, kami harap penumpang bisa lebih nyaman," kata Deni.',
                    "Tarif tetap Rp 5.000 untuk semua jarak. Penumpang diimbau menggunakan kartu elektronik agar antrean di loket tidak menumpuk.",
                    'Sejumlah penumpang menyambut baik rencana itu, namun berharap jumlah kereta juga ditambah, bukan hanya jadwal. "Kalau rangkaiannya tetap empat gerbong, ya tetap berdesakan," ujar Nisa (27), karyawan swasta yang setiap hari naik dari Cimahi.',
                ],
                "two-authors-dan-editor-not-author",
                section="Jabar",
                credit="Penulis: Andi Saputra dan Sri Handayani | Editor: Maya Sari",
                tags=["/tag/kereta-api|kereta api", "/tag/transportasi|transportasi"],
            )
        )
        add(
            story(
                "singkat",
                bpath(8123470, "jalur-ciwidey-ditutup-sementara-akibat-longsor"),
                "Jalur Ciwidey Ditutup Sementara akibat Longsor",
                "2026-12-02",
                "2026-12-02T02:05:00Z",
                "Rabu, 02 Des 2026 09:05 WIB",
                [],
                [
                    "Jalan raya Soreang–Ciwidey di Kilometer 21 ditutup sementara pada Rabu pagi karena tertimbun longsoran tanah. Petugas memperkirakan jalur bisa dibuka kembali pada sore hari.",
                    "SIGN: Sumber: Kantor Berita Priangan (KBP)",
                ],
                "brief-two-sentences-agency-credit-desk",
                section="Jabar",
                credit="Penulis: Tim Redaksi | Editor: Maya Sari",
                tags=["/tag/longsor|longsor"],
            )
        )
        add(
            story(
                "angkot",
                bpath(8123315, "angkot-listrik-mulai-uji-coba-di-bandung"),
                "Angkot Listrik Mulai Uji Coba di Bandung, Penumpang Gratis Sebulan",
                "2026-11-30",
                "2026-11-30T03:45:00Z",
                "Senin, 30 Nov 2026 10:45 WIB",
                ["Andi Saputra"],
                [
                    "Sepuluh angkot listrik mulai diuji coba di trayek Stasiun Hall–Dago, Senin (30/11/2026). Selama masa uji coba satu bulan, penumpang tidak dipungut biaya.",
                    "Angkot berwarna hijau muda itu berkapasitas sepuluh penumpang, dilengkapi pendingin udara dan pembaca kartu elektronik. Baterainya diklaim mampu menempuh 180 kilometer sekali isi daya.",
                    "NOTE: BACA: kereta",
                    'Kepala Dinas Perhubungan Kota Bandung, Ridwan Sasmita, mengatakan uji coba dilakukan untuk melihat kesiapan pengemudi dan infrastruktur pengisian daya. "Kalau hasilnya baik, tahun depan kami targetkan 100 unit di lima trayek," ujarnya.',
                    "Para sopir angkot konvensional di trayek yang sama meminta dilibatkan. Menurut Ridwan, seluruh pengemudi angkot listrik saat ini merupakan sopir lama dari koperasi trayek tersebut.",
                ],
                "single-author-editor",
                section="Jabar",
                credit="Penulis: Andi Saputra | Editor: Yusuf Hidayat",
                image="Angkot listrik berwarna hijau muda di depan Stasiun Hall",
                caption="Angkot listrik menunggu penumpang di Stasiun Hall. (Foto: Andi Saputra/KabarPriangan)",
                tags=["/tag/transportasi|transportasi"],
            )
        )
        add(
            story(
                "wawancara",
                bpath(8123380, "wawancara-petani-kopi-pangalengan"),
                'Petani Kopi Pangalengan: "Harga Bagus, tapi Cuaca Makin Sulit Ditebak"',
                "2026-12-01",
                "2026-12-01T04:00:00Z",
                "Selasa, 01 Des 2026 11:00 WIB",
                ["Dimas Prasetyo"],
                [
                    "Harga kopi arabika di tingkat petani tahun ini mencapai rekor. KabarPriangan berbincang dengan Ujang Sutisna (49), ketua kelompok tani kopi di Pangalengan, tentang panen, harga dan cuaca.",
                    "Q: Bagaimana panen tahun ini? || Jumlahnya turun kira-kira 20 persen dibanding tahun lalu. Waktu berbunga hujannya terlalu deras, banyak bunga yang rontok.",
                    "Q: Tapi harganya naik? || Naik jauh. Ceri merah sekarang Rp 14.000 per kilogram, tahun lalu masih Rp 9.000. Jadi walaupun panen turun, penghasilan petani masih lebih baik.",
                    "Q: Apa tantangan terbesar sekarang? || Cuaca. Dulu kami tahu kapan kemarau dan kapan hujan. Sekarang tidak bisa ditebak. Kami mulai menanam pohon pelindung lebih banyak supaya kebun tidak terlalu panas.",
                    "Q: Anak muda masih mau bertani kopi? || Mulai ada lagi. Di kelompok kami ada delapan anak muda, mereka yang urus penjualan lewat internet dan kafe-kafe di Bandung.",
                    "Q: Harapan untuk pemerintah? || Jalan ke kebun diperbaiki. Kalau hujan, truk tidak bisa naik, kopi terlambat diolah dan kualitasnya turun.",
                ],
                "qa-interview",
                section="Jabar",
                credit="Penulis: Dimas Prasetyo | Editor: Maya Sari",
                tags=["/tag/kopi|kopi", "/tag/pangalengan|pangalengan"],
            )
        )
        add(
            story(
                "kolom",
                bpath(8123299, "kolom-trotoar-bandung-untuk-siapa"),
                "Trotoar Bandung untuk Siapa?",
                "2026-11-30",
                "2026-11-30T00:30:00Z",
                "Senin, 30 Nov 2026 07:30 WIB",
                ["Hendra Gunawan"],
                [
                    "Beberapa tahun terakhir Bandung rajin mempercantik trotoar. Lantainya diganti batu andesit, bangku taman dipasang, lampu hias berderet di sepanjang jalan. Di foto, kota ini tampak ramah pejalan kaki.",
                    "Kenyataannya, berjalan kaki di Bandung masih seperti lomba rintangan. Trotoar yang lebar dipakai parkir motor, pedagang, dan pos ojek. Di banyak titik, pejalan kaki justru terpaksa turun ke badan jalan.",
                    "Masalahnya bukan pada desain, melainkan pada penegakan aturan. Trotoar yang indah tidak ada gunanya kalau tidak dijaga. Petugas datang, motor pergi, lalu kembali lagi setengah jam kemudian.",
                    "Kota perlu memilih. Jika trotoar memang untuk pejalan kaki, maka parkir liar harus ditertibkan secara konsisten dan pedagang diberi tempat yang layak di luar jalur jalan kaki. Jika tidak, kita hanya membangun etalase, bukan ruang publik.",
                    "SIGN: *) Hendra Gunawan adalah pengamat transportasi perkotaan dan dosen di Bandung. Tulisan ini merupakan pendapat pribadi penulis.",
                ],
                "opinion-signed-only-at-end-editor-line",
                section="Kolom",
                credit="Editor: Maya Sari",
                tags=["/tag/trotoar|trotoar", "/tag/kolom|kolom"],
            )
        )
        add(
            story(
                "cabai",
                bpath(8123060, "harga-cabai-rawit-di-pasar-kosambi-tembus-rp-90-ribu"),
                "Harga Cabai Rawit di Pasar Kosambi Tembus Rp 90 Ribu per Kilogram",
                "2026-12-01",
                "2026-11-30T23:05:00Z",
                "Selasa, 01 Des 2026 06:05 WIB",
                ["Sri Handayani"],
                [
                    "Harga cabai rawit merah di Pasar Kosambi, Kota Bandung, tembus Rp 90.000 per kilogram pada Selasa (1/12/2026) pagi, naik hampir dua kali lipat dibanding awal November.",
                    "Pedagang menyebut pasokan dari Garut dan Lembang berkurang karena hujan deras membuat banyak tanaman cabai busuk sebelum dipanen.",
                    "NOTE: BACA: wawancara",
                    '"Pembeli sekarang belinya seperempat, bukan sekilo lagi. Rumah makan juga banyak yang mengurangi," kata Oon (61), pedagang yang sudah 30 tahun berjualan di pasar itu.',
                    "Dinas perdagangan kota berencana menggelar operasi pasar di tiga lokasi pekan ini dengan harga Rp 65.000 per kilogram.",
                ],
                "only-on-tag-and-search-utc-previous-day",
                section="Jabar",
                credit="Penulis: Sri Handayani | Editor: Yusuf Hidayat",
                tags=["tag|harga pangan", "/tag/cabai|cabai"],
            )
        )

    # -- templates ----------------------------------------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<meta name="description" content="{esc(self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article:
            wib = doc.stamp.split(", ")[1].replace(" WIB", "")
            d, mon, y, hm = wib.split(" ")
            mm = {"Nov": "11", "Des": "12"}[mon]
            out += [
                '<meta property="og:type" content="article">',
                f'<meta name="publishdate" content="{y}/{mm}/{d} {hm}:00">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta name="dtk:editor" content="{esc(doc.extra["credit"].split("Editor: ")[1])}">',
            ]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "author": [{"@type": "Person", "name": n} for n in doc.authors]
                or [{"@type": "Organization", "name": "Tim Redaksi"}],
                "publisher": {"@type": "Organization", "name": self.name},
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        suffix = "" if doc.key == "home" else " - KabarPriangan"
        populer = "".join(
            f'<li class="list-content__item"><span class="num">{i}</span>{a(k, self.docs[k].title, "chrome:rail")}</li>'
            for i, k in enumerate(("banjir", "kereta", "angkot"), 1)
        )
        return f"""<!DOCTYPE html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)}{suffix}</title>
{self.head(doc)}
<link rel="stylesheet" href="https://cdn.kabarpriangan.test/assets/css/main.v3.css">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"kanal":"jabar","tipe":"{esc(doc.kind)}"}});</script>
</head>
<body>
<header class="header">
<div class="header__top container">{a("home", "KabarPriangan", "chrome:header", 'class="header__logo"')}
<form class="header__search" action="/search/searchall"><input type="text" name="query" placeholder="Cari berita"><button>Cari</button></form>
{a("/login", "Masuk", "chrome:header", 'class="header__login"')}</div>
<nav class="nav container"><ul>
<li class="nav__item">{a("home", "Beranda", "chrome:nav")}</li>
<li class="nav__item">{a("jabar", "Jabar", "chrome:nav")}</li>
<li class="nav__item">{a("/bisnis", "Bisnis", "chrome:nav")}</li>
<li class="nav__item">{a("/sepakbola", "Sepakbola", "chrome:nav")}</li>
<li class="nav__item">{a("terpopuler", "Terpopuler", "chrome:nav")}</li>
<li class="nav__item">{a("agenda", "Agenda", "chrome:nav")}</li>
<li class="nav__item">{a("cuaca", "Cuaca", "chrome:nav")}</li>
</ul></nav>
<div class="trending container">Topik hangat: {a("/tag/banjir-bandung", "#BanjirBandung", "chrome:header")} {a("tag", "#HargaPangan", "chrome:header")} {a("/tag/piala-presiden", "#PialaPresiden", "chrome:header")} · Dicari: {a("cari", "cabai", "chrome:header")}</div>
</header>
<div class="container grid">
<main class="column-8">
{main}
</main>
<aside class="column-4 sidebar">
<div class="box box--populer"><h3 class="box__title">Terpopuler</h3><ol>{populer}</ol>{a("terpopuler", "Lihat semua", "chrome:rail")}</div>
<div class="box box--cuaca">{a("cuaca", "", "chrome:rail", inner="<strong>Bandung</strong> 25°C Hujan ringan")}</div>
<div class="box box--ads"><div class="ad" id="div-gpt-ad-sidebar-1"></div></div>
</aside>
</div>
<footer class="footer"><div class="container">
<ul class="footer__links">
<li>{a("/redaksi", "Redaksi", "chrome:footer")}</li>
<li>{a("/pedoman-media-siber", "Pedoman Media Siber", "chrome:footer")}</li>
<li>{a("privasi", "Kebijakan Privasi", "chrome:footer")}</li>
<li>{a("karier", "Karier", "chrome:footer")}</li>
<li>{a("/kontak", "Kontak", "chrome:footer")}</li>
</ul>
<p>Copyright © 2026 KabarPriangan. All rights reserved.</p>
</div></footer>
<script src="https://cdn.kabarpriangan.test/assets/js/main.v3.js" async></script>
</body>
</html>
"""

    def baca(self, key: str) -> str:
        d = self.docs[key]
        return f'<table class="linksisip"><tr><td><div class="lihatjg"><strong>Baca juga:</strong> {self.a(key, d.title, "chrome:related")}</div></td></tr></table>'

    def body_html(self, doc: Doc) -> str:
        out = []
        for b in doc.blocks:
            if b[0] == "note" and b[1].startswith("BACA: "):
                out.append(self.baca(b[1][6:].strip()))
            else:
                out.append(blocks_html(self, [b]))
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        a = self.a
        img = ""
        if doc.image:
            n = zlib.crc32(doc.image.encode()) % 99991
            img = f'<div class="detail__media"><figure class="detail__media-image"><img src="https://cdn.kabarpriangan.test/foto/2026/12/{n}.jpg" alt="{esc(doc.image)}" title="{esc(doc.image)}"><figcaption class="detail__media-caption">{esc(doc.extra["caption"])}</figcaption></figure></div>'
        tags = []
        for t in doc.extra.get("tags", []):
            key, text = t.split("|")
            tags.append(a(key, text, "tags", 'class="nav__item"'))
        rel = [k for k in ("banjir", "kereta", "angkot", "wawancara") if k != doc.key][:3]
        terkait = "".join(
            f'<li class="list-content__item">{a(k, self.docs[k].title, "chrome:related")}</li>' for k in rel
        )
        kanal = "Kolom" if doc.key == "kolom" else "Jabar"
        return f"""<article class="detail" id="detail-{doc.path.split("/d-")[1].split("/")[0]}">
<div class="detail__header">
<div class="page__breadcrumb">{a("home", "Beranda", "chrome:breadcrumb")} <span>›</span> {a("jabar", kanal, "chrome:breadcrumb")}</div>
<h1 class="detail__title">{esc(doc.title)}</h1>
<div class="detail__author">{esc(doc.extra["credit"])}</div>
<div class="detail__date">{esc(doc.stamp)}</div>
<div class="detail__share"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Bagikan</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="#komentar">0 komentar</a></div>
</div>
{img}
<div class="detail__body-text itp_bodycontent">
{self.body_html(doc)}
</div>
<div class="detail__body-tag nav"><span>Tag:</span> {" ".join(tags)}</div>
<div class="detail__terkait"><h3>Berita Terkait</h3><ul>{terkait}</ul></div>
<div id="komentar" class="detail__comment">Komentar ditutup untuk artikel ini.</div>
</article>"""

    def item(self, ref: str, big: bool = False) -> str:
        if ref.startswith("@"):
            nid, slug, text = ref[1:].split("|")
            link = self.a(bpath(int(nid), slug), text, "content", 'class="media__link"')
            return f'<article class="list-content__item"><h3 class="media__title">{link}</h3><div class="media__date">Jumat, 27 Nov 2026</div></article>'
        d = self.docs[ref]
        pic = ""
        if big and d.image:
            pic = self.a(
                ref,
                d.title,
                "content",
                'class="media__link media__image"',
                inner=f'<img src="https://cdn.kabarpriangan.test/foto/2026/12/{zlib.crc32(d.image.encode()) % 99991}_300.jpg" alt="{esc(d.image)}">',
            )
        link = self.a(ref, d.title, "content", 'class="media__link"')
        return f'<article class="list-content__item">{pic}<h3 class="media__title">{link}</h3><div class="media__desc">{esc(self.lede(d))}</div><div class="media__date">{esc(d.stamp)}</div></article>'

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        items = doc.extra["list"]
        if doc.kind == "mostread":
            rows = "".join(
                f'<li class="list-content__item"><span class="num">#{i}</span> {a(k, self.docs[k].title, "content")} <span class="media__date">{esc(self.docs[k].stamp)}</span></li>'
                for i, k in enumerate(items, 1)
            )
            return f'<section class="list-content"><h1 class="list-content__title">{esc(doc.title)}</h1><p>Berita yang paling banyak dibaca dalam 24 jam terakhir.</p><ol>{rows}</ol></section>'
        body = "\n".join(self.item(r, big=(i == 0)) for i, r in enumerate(items))
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagination">{a(doc.extra["more"], "Indeks berita lainnya", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<div class="pagination">{a(doc.extra["prev"], "‹ Sebelumnya", "content")} <span class="pagination__item--active">2</span> {a("/jabar/indeks?page=3", "3", "content")} {a("/jabar/indeks?page=3", "Berikutnya ›", "content")}</div>'
        head = (
            f'<h1 class="list-content__title">{esc(doc.title)}</h1>'
            if doc.key != "home"
            else '<h1 class="sr-only">KabarPriangan</h1>'
        )
        intro = ""
        if doc.kind == "search":
            intro = f'<p class="search-result__info">Menampilkan {len(items)} hasil untuk <strong>cabai</strong></p>'
        promo = ""
        if doc.key == "home":
            promo = f'<div class="home-widget">{a("agenda", "Agenda akhir pekan", "content")} · {a("cuaca", "Cuaca Bandung hari ini", "content")}</div>'
        return f"""<section class="list-content">
{head}
{intro}
{body}
{pager}
{promo}
</section>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<section class="static-page">
<div class="page__breadcrumb">{self.a("home", "Beranda", "chrome:breadcrumb")} <span>›</span> {esc(doc.title)}</div>
<h1 class="static-page__title">{esc(doc.title)}</h1>
<div class="static-page__body">{self.blocks(doc)}</div>
</section>"""
