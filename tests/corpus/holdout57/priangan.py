# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Sinar Priangan: a Bandung daily whose site still runs on a **classic ASP CMS with a table layout**
(`/read.asp?id=48213`, `/kanal.asp?k=daerah&hal=2`, `/topik.asp?t=banjir`, `/penulis.asp?id=17`, `/cari.asp?q=`,
`/redaksi.asp`, `/pedoman.asp`; relative hrefs), Indonesian. Nested `<table>`s, `<font>` tags, `bgcolor`, the story
in a `<td class="content">` between a left cell (channels, index) and a right cell (most read, latest, polling,
banners), all full of links. No `<h1>`: the headline is `<font size="5"><b>` inside a `<span class="judul">`.
Bylines "Oleh: Budi Santoso", "Laporan: Dewi Lestari | Editor: Rina Wulandari" (the editor is not an author),
"Oleh: Dr. Hendra Kusuma, M.Si." (the label drops the title and the degree), "Sumber: ANTARA" and "Oleh: Redaksi"
(no person); dates "Jumat, 4 Desember 2026 21:40 WIB" (+07:00). Metadata: og title/description/image and, on
most stories, an ASP-formatted `<meta name="date" content="12/4/2026 9:40:00 PM">` (US month-first, local time);
no JSON-LD.

Encoding: the main site is UTF-8 declared only in `http-equiv` (IIS sends a bare `text/html`); the **sports section
(`/olahraga/`) is an older module still served in windows-1252** (its stories carry Word's curly quotes and
en dashes as 0x91-0x96 bytes), declared the same way, so those three pages are labelled `cp1252`. Its stories use
`<br><br>` runs instead of `<p>`."""

from __future__ import annotations

import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["banjir", "angkot", "cabai", "opini", "tangkuban", "nagreg", "sepakbola", "bulutangkis"]
AUTHOR_PAGES = {"Budi Santoso": "penulis"}
DAYS = {
    "2026-12-04": "Jumat, 4 Desember 2026",
    "2026-12-03": "Kamis, 3 Desember 2026",
    "2026-12-02": "Rabu, 2 Desember 2026",
}


class Priangan(Base):
    origin = "https://www.sinarpriangan.test"
    name = "Sinar Priangan"
    prefix = "snp"
    language = "id"
    content_type = "text/html"
    relative = True

    # one section is windows-1252: the charset follows the page being written (file_name is asked first)
    @property
    def encoding(self) -> str:  # type: ignore[override]
        doc = self.docs.get(self.current)
        return "cp1252" if doc is not None and doc.extra.get("cp1252") else "utf-8"

    @property
    def codec(self) -> str:
        return self.encoding

    def file_name(self, doc: Doc) -> str:
        self.current = doc.key
        return super().file_name(doc)

    def href(self, key_or_path: str) -> str:
        if key_or_path == "home":
            return "/"
        return super().href(key_or_path)

    def pad_rules(self) -> list[str]:
        return css_rules(
            "snp",
            ["td.kiri", "td.content", "td.kanan", ".judul", ".tanggal", ".menu a", ".terpopuler td", ".footer"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Sinar Priangan",
                "asp-table-home",
                list=["banjir", "angkot", "cabai", "nagreg", "tangkuban", "opini", "sepakbola", "bulutangkis"],
            )
        )
        add(
            page(
                "daerah",
                "/kanal.asp?k=daerah",
                "section",
                "Daerah",
                "asp-kanal",
                list=["banjir", "angkot", "nagreg", "tangkuban"],
                more="daerah2",
            )
        )
        add(
            page(
                "daerah2",
                "/kanal.asp?k=daerah&hal=2",
                "section",
                "Daerah",
                "asp-kanal-hal2",
                list=["cabai", "opini"],
                prev="daerah",
            )
        )
        add(
            page(
                "olahraga",
                "/olahraga/index.asp",
                "section",
                "Olahraga",
                "asp-kanal-cp1252-module",
                list=["sepakbola", "bulutangkis"],
                cp1252=True,
            )
        )
        add(page("topik", "/topik.asp?t=banjir", "tag", "Topik: Banjir", "asp-topik", list=["banjir", "nagreg"]))
        add(
            page(
                "penulis",
                "/penulis.asp?id=17",
                "author",
                "Budi Santoso",
                "asp-penulis",
                list=["banjir", "nagreg"],
                bio="Wartawan Sinar Priangan sejak 2009. Meliput Kabupaten Bandung, lingkungan, dan kebencanaan.",
            )
        )
        add(
            page(
                "cari", "/cari.asp?q=angkot", "search", "Hasil pencarian: angkot", "asp-cari", list=["angkot", "opini"]
            )
        )
        add(
            page(
                "redaksi",
                "/redaksi.asp",
                "about",
                "Susunan Redaksi",
                "asp-statis",
                [
                    "Sinar Priangan terbit pertama kali sebagai surat kabar mingguan di Bandung pada 1987 dan menjadi harian sejak 1999. Situs sinarpriangan.test hadir sejak 2003.",
                    "Penerbit: PT Sinar Media Priangan. Pemimpin Umum: H. Dedi Kurniawan. Pemimpin Redaksi: Rina Wulandari. Redaktur Pelaksana: Agus Setiawan.",
                    "Alamat redaksi: Jalan Asia Afrika No. 112, Bandung 40111. Telepon (022) 4200-1234. Surel: redaksi@sinarpriangan.test.",
                    "Wartawan Sinar Priangan dilengkapi kartu identitas dan tidak dibenarkan menerima imbalan dalam bentuk apa pun dari narasumber.",
                ],
            )
        )
        add(
            page(
                "pedoman",
                "/pedoman.asp",
                "policy",
                "Pedoman Pemberitaan Media Siber",
                "asp-statis",
                [
                    "Diperbarui: 10 Agustus 2026",
                    "Kemerdekaan berpendapat, kemerdekaan berekspresi, dan kemerdekaan pers adalah hak asasi manusia yang dilindungi Pancasila, Undang-Undang Dasar 1945, dan Deklarasi Universal Hak Asasi Manusia PBB.",
                    "Pada prinsipnya setiap berita harus melalui verifikasi. Berita yang dapat merugikan pihak lain memerlukan verifikasi pada berita yang sama untuk memenuhi prinsip akurasi dan keberimbangan.",
                    "Ralat, koreksi, dan hak jawab mengacu pada Undang-Undang Pers, Kode Etik Jurnalistik, dan Pedoman Hak Jawab yang ditetapkan Dewan Pers.",
                ],
            )
        )
        add(
            story(
                "banjir",
                "/read.asp?id=48213",
                "Banjir Rendam Ratusan Rumah di Dayeuhkolot, Warga Mengungsi ke Masjid",
                "2026-12-04",
                "12/4/2026 9:40:00 PM",
                "Jumat, 4 Desember 2026 21:40 WIB",
                ["Budi Santoso"],
                [
                    "Hujan deras yang mengguyur kawasan Bandung selatan sejak Jumat sore membuat Sungai Citarum meluap. Hingga Jumat malam, sedikitnya 640 rumah di Kecamatan Dayeuhkolot dan Baleendah terendam air dengan ketinggian antara 50 sentimeter hingga 1,5 meter.",
                    "FIG: Banjir di Dayeuhkolot | Warga mengevakuasi barang-barang dari rumah yang terendam di Kampung Bojongasih, Dayeuhkolot, Jumat (4/12/2026). (Foto: Sinar Priangan/Budi Santoso)",
                    "Kepala Pelaksana Badan Penanggulangan Bencana Daerah (BPBD) Kabupaten Bandung, Ujang Sobari, mengatakan air mulai naik sekitar pukul 17.00 WIB dan terus bertambah hingga malam hari. Menurut dia, debit sungai meningkat karena hujan juga turun lebat di daerah hulu.",
                    '"Kami sudah mengerahkan empat perahu karet dan puluhan personel untuk membantu evakuasi warga, terutama lansia, ibu hamil, dan anak-anak," kata Ujang saat ditemui di posko pengungsian, Jumat malam.',
                    "Sebagian besar warga memilih mengungsi ke Masjid Al-Ikhlas dan gedung sekolah dasar yang berada di lokasi lebih tinggi. Data sementara BPBD mencatat 1.120 jiwa mengungsi. Dapur umum sudah didirikan oleh relawan bersama Dinas Sosial.",
                    'Ani Rohaeni (45), warga Kampung Bojongasih, mengaku tidak sempat menyelamatkan barang-barangnya. "Airnya cepat sekali naiknya. Tadi magrib masih sebatas mata kaki, sejam kemudian sudah sepinggang," ujarnya.',
                    "Banjir juga memutus akses Jalan Raya Dayeuhkolot yang menghubungkan Kota Bandung dengan Banjaran. Kendaraan roda dua tidak bisa melintas, sementara mobil dialihkan melalui Jalan Moh. Toha.",
                    "Kawasan Dayeuhkolot dan Baleendah merupakan langganan banjir setiap musim hujan. Pemerintah pusat telah membangun kolam retensi Cieunteung dan terowongan Nanjung, namun luapan sungai masih terus terjadi ketika curah hujan sangat tinggi.",
                    "BPBD mengimbau warga di bantaran sungai untuk tetap waspada karena hujan diperkirakan masih akan turun hingga akhir pekan. Badan Meteorologi, Klimatologi, dan Geofisika memperkirakan puncak musim hujan di Jawa Barat terjadi pada Januari hingga Februari.",
                ],
                "asp-p-in-font-photo-byline-oleh",
                section="Daerah",
                tag=True,
            )
        )
        add(
            story(
                "angkot",
                "/read.asp?id=48205",
                "Pemkot Bandung Uji Coba Angkot Listrik di Tiga Trayek",
                "2026-12-04",
                "12/4/2026 10:15:00 AM",
                "Jumat, 4 Desember 2026 10:15 WIB",
                ["Dewi Lestari"],
                [
                    "Pemerintah Kota Bandung mulai menguji coba angkutan kota (angkot) bertenaga listrik pada Senin pekan depan. Sebanyak 24 unit angkot listrik akan beroperasi di tiga trayek, yakni Kalapa–Dago, Cicaheum–Ciroyom, dan Stasiun Hall–Sadang Serang.",
                    'Kepala Dinas Perhubungan Kota Bandung, Rudi Hartono, mengatakan uji coba berlangsung selama tiga bulan. Selama masa itu, penumpang tidak dipungut biaya. "Kami ingin melihat respons masyarakat sekaligus menguji ketahanan baterai di jalanan Bandung yang banyak tanjakan," kata Rudi, Jumat.',
                    "Angkot listrik tersebut merupakan hasil kerja sama Pemkot dengan perusahaan rintisan lokal, PT Mobilitas Hijau Nusantara. Setiap unit mampu menempuh jarak sekitar 160 kilometer dalam sekali pengisian daya dan dilengkapi pendingin udara serta kamera pengawas.",
                    "Para sopir yang mengemudikan angkot listrik berasal dari koperasi angkot yang sudah ada. Mereka menerima gaji bulanan, tidak lagi mengejar setoran. Menurut Rudi, skema ini diharapkan mengurangi kebiasaan ngetem dan berhenti sembarangan.",
                    'Ketua Koperasi Angkot Kalapa–Dago, Jajang Mulyana, menyambut baik program tersebut. Namun, ia berharap pemerintah tidak hanya memberi kesempatan kepada segelintir sopir. "Anggota kami ada 180 orang. Jangan sampai yang lain tersingkir," katanya.',
                    'Sejumlah warga yang ditemui di Jalan Dago menyambut baik rencana tersebut. Mereka berharap angkot listrik lebih tertib dan nyaman dibandingkan angkot biasa. "Kalau angkotnya bersih, ada AC, dan tidak ngetem lama, saya mau naik lagi. Selama ini saya lebih sering pakai ojek daring," kata Siti Nurhaliza (27), karyawan swasta.',
                    "Pengamat transportasi dari sebuah perguruan tinggi di Bandung menilai uji coba ini langkah yang baik, tetapi harus diikuti penataan trayek secara menyeluruh. Saat ini terdapat 38 trayek angkot di Kota Bandung dengan sekitar 5.500 unit kendaraan, banyak di antaranya sudah berusia di atas 15 tahun.",
                    "Jika uji coba berhasil, Pemkot menargetkan 300 angkot listrik beroperasi pada akhir 2027.",
                ],
                "asp-laporan-editor",
                section="Daerah",
                credit="Laporan",
                editor="Rina Wulandari",
            )
        )
        add(
            story(
                "cabai",
                "/read.asp?id=48188",
                "Harga Cabai Rawit Tembus Rp95.000 per Kilogram Jelang Natal",
                "2026-12-03",
                "12/3/2026 2:05:00 PM",
                "Kamis, 3 Desember 2026 14:05 WIB",
                ["Asep Saepudin"],
                [
                    "Harga cabai rawit merah di sejumlah pasar tradisional di Kota Bandung terus merangkak naik menjelang Natal dan Tahun Baru. Di Pasar Kosambi, harga cabai rawit pada Kamis pagi mencapai Rp95.000 per kilogram, naik hampir dua kali lipat dibandingkan awal November.",
                    "Pedagang menyebut kenaikan harga disebabkan pasokan dari sentra produksi di Garut dan Lembang berkurang akibat cuaca buruk. Banyak tanaman cabai yang busuk karena hujan terus-menerus.",
                    "Kenaikan harga juga terjadi di Pasar Caringin dan Pasar Andir. Di kedua pasar tersebut, cabai rawit merah dijual antara Rp90.000 hingga Rp98.000 per kilogram. Pedagang warung makan mengaku terpaksa mengurangi porsi sambal atau menaikkan harga makanan.",
                    '"Barangnya sedikit, yang datang juga banyak yang rusak. Pembeli jadi mengurangi belanja, biasanya beli sekilo sekarang seperempat," kata Euis (52), pedagang sayur di Pasar Kosambi.',
                    "Berikut perbandingan harga beberapa komoditas di Pasar Kosambi:",
                    "T: Komoditas | Awal November | 3 Desember",
                    "T: Cabai rawit merah | Rp48.000/kg | Rp95.000/kg",
                    "T: Cabai merah keriting | Rp40.000/kg | Rp70.000/kg",
                    "T: Bawang merah | Rp36.000/kg | Rp42.000/kg",
                    "T: Tomat | Rp12.000/kg | Rp18.000/kg",
                    "T: Telur ayam ras | Rp28.000/kg | Rp30.000/kg",
                    "Kepala Dinas Perdagangan dan Perindustrian Kota Bandung, Lina Marlina, mengatakan pihaknya akan menggelar operasi pasar di 30 kelurahan mulai pekan depan. Cabai dan bawang akan dijual di bawah harga pasar dengan bekerja sama dengan kelompok tani.",
                    'Menurut Lina, harga diperkirakan kembali normal pada pertengahan Januari, setelah panen di daerah dataran rendah. "Kami minta masyarakat tidak panik dan tidak memborong," ujarnya.',
                    "Bank Indonesia Perwakilan Jawa Barat sebelumnya mengingatkan bahwa cabai menjadi salah satu penyumbang inflasi terbesar di provinsi tersebut setiap menjelang akhir tahun.",
                ],
                "asp-nested-price-table",
                section="Ekonomi",
            )
        )
        add(
            story(
                "opini",
                "/read.asp?id=48170",
                "Menata Ulang Transportasi Publik Bandung Raya",
                "2026-12-02",
                None,
                "Rabu, 2 Desember 2026 08:00 WIB",
                ["Hendra Kusuma"],
                [
                    "Setiap pagi, ratusan ribu warga Bandung Raya terjebak kemacetan di jalan-jalan yang sama: Jalan Soekarno-Hatta, Pasteur, Jalan Raya Cibiru, dan jalur menuju Cimahi. Waktu tempuh yang dulu setengah jam kini bisa mencapai dua jam. Kerugian ekonomi akibat kemacetan ini diperkirakan triliunan rupiah per tahun.",
                    "Masalahnya bukan hanya jumlah kendaraan pribadi yang terus bertambah. Akar persoalan ada pada transportasi publik yang tidak terintegrasi. Angkot, bus kota, kereta komuter, dan ojek daring berjalan sendiri-sendiri, dengan tarif, halte, dan jadwal yang tidak saling terhubung.",
                    "Uji coba angkot listrik yang diumumkan Pemkot Bandung pekan ini patut diapresiasi. Namun, mengganti mesin kendaraan saja tidak cukup. Yang dibutuhkan adalah penataan ulang jaringan secara menyeluruh, bukan hanya di Kota Bandung, tetapi juga di Kabupaten Bandung, Bandung Barat, Cimahi, dan Sumedang.",
                    "Kota-kota lain sudah memberi contoh. Jakarta berhasil mengintegrasikan angkot ke dalam sistem Transjakarta melalui program JakLingko: sopir digaji, penumpang membayar dengan satu kartu, dan rute disusun sebagai pengumpan bagi bus utama. Hasilnya, jumlah penumpang angkutan umum meningkat tajam dalam beberapa tahun.",
                    "Bandung Raya dapat meniru model tersebut dengan menyesuaikannya pada kondisi setempat. Langkah pertama adalah membentuk otoritas transportasi metropolitan yang memiliki kewenangan lintas daerah. Tanpa lembaga semacam itu, setiap kota dan kabupaten akan terus membuat kebijakan sendiri yang saling bertabrakan.",
                    "Langkah kedua adalah membangun tulang punggung berupa bus rapid transit yang benar-benar memiliki jalur khusus. Rencana BRT Bandung Raya sudah dibahas sejak lama, tetapi hingga kini belum juga terwujud. Angkot, termasuk yang bertenaga listrik, kemudian diarahkan menjadi pengumpan bagi jalur utama tersebut.",
                    "Langkah ketiga, yang sering dilupakan, adalah trotoar. Tidak ada sistem transportasi publik yang berhasil jika warga tidak bisa berjalan kaki dengan aman dari rumah ke halte. Banyak trotoar di Bandung yang sempit, rusak, atau dipakai untuk parkir dan berjualan.",
                    "Perubahan ini tentu membutuhkan biaya besar dan kemauan politik. Namun, biaya membiarkan kemacetan jauh lebih besar. Bandung pernah dikenal sebagai kota yang nyaman untuk ditinggali. Predikat itu hanya bisa kembali jika kita berani menata ulang cara warganya bergerak.",
                ],
                "asp-opini-titles-and-degree",
                section="Opini",
                byline="Dr. Hendra Kusuma, M.Si.",
                bio="*Penulis adalah dosen Program Studi Perencanaan Wilayah dan Kota di sebuah perguruan tinggi swasta di Bandung.",
            )
        )
        add(
            story(
                "tangkuban",
                "/read.asp?id=48162",
                "Gunung Tangkuban Parahu Kembali Dibuka untuk Wisatawan",
                "2026-12-02",
                "12/2/2026 4:30:00 PM",
                "Rabu, 2 Desember 2026 16:30 WIB",
                [],
                [
                    "Taman Wisata Alam Gunung Tangkuban Parahu di perbatasan Kabupaten Bandung Barat dan Subang kembali dibuka untuk wisatawan mulai Kamis (3/12/2026), setelah ditutup selama dua pekan akibat peningkatan aktivitas vulkanik.",
                    "Pusat Vulkanologi dan Mitigasi Bencana Geologi (PVMBG) menurunkan status gunung tersebut dari Waspada (Level II) menjadi Normal (Level I) pada Rabu siang. Penurunan status dilakukan setelah jumlah gempa vulkanik dan embusan gas di Kawah Ratu kembali ke tingkat biasa.",
                    "Selama dua pekan terakhir, petugas pos pengamatan mencatat gempa embusan hingga 60 kali per hari, jauh di atas rata-rata normal yang berkisar 10 kali per hari. Konsentrasi gas belerang di sekitar kawah juga sempat melampaui ambang batas aman.",
                    "Meski demikian, pengelola tetap membatasi jarak kunjungan. Wisatawan hanya diperbolehkan berada di area pelataran Kawah Ratu dan dilarang turun ke dasar kawah. Kunjungan ke Kawah Domas juga harus didampingi pemandu.",
                    "Pengunjung diimbau membawa masker dan segera meninggalkan kawasan kawah jika mencium bau belerang yang menyengat atau merasa sesak napas. Petugas akan berjaga di sejumlah titik untuk memantau kondisi di lapangan.",
                    "Pengelola taman wisata mencatat penutupan selama dua pekan membuat sekitar 45.000 wisatawan batal berkunjung. Ratusan pedagang cendera mata dan makanan di kawasan tersebut kehilangan pendapatan.",
                    '"Alhamdulillah bisa jualan lagi. Mudah-mudahan libur akhir tahun ramai," kata Dadang, pedagang jagung bakar di pelataran parkir.',
                    "Pengelola memperkirakan jumlah pengunjung akan meningkat pada libur Natal dan Tahun Baru, dengan puncak kunjungan mencapai 15.000 orang per hari.",
                ],
                "asp-sumber-antara-no-person",
                section="Daerah",
                desk="Sumber: ANTARA",
            )
        )
        add(
            story(
                "nagreg",
                "/read.asp?id=48219",
                "Truk Terguling di Tanjakan Nagreg, Lalu Lintas Tersendat",
                "2026-12-04",
                "12/4/2026 11:50:00 PM",
                "Jumat, 4 Desember 2026 23:50 WIB",
                [],
                [
                    "Sebuah truk bermuatan pasir terguling di Tanjakan Nagreg, Kabupaten Bandung, Jumat (4/12/2026) sekitar pukul 22.30 WIB. Tidak ada korban jiwa dalam kecelakaan tersebut, namun sopir truk mengalami luka ringan dan dibawa ke puskesmas terdekat.",
                    "Akibat kejadian itu, arus lalu lintas dari arah Bandung menuju Garut dan Tasikmalaya tersendat hingga tiga kilometer. Polisi memberlakukan sistem buka-tutup sambil menunggu truk derek untuk mengevakuasi kendaraan.",
                ],
                "asp-short-brief-redaksi",
                section="Daerah",
                desk="Oleh: Redaksi",
                tag=True,
            )
        )
        add(
            story(
                "sepakbola",
                "/olahraga/read.asp?id=48201",
                "Priangan FC Tekuk Tamu dari Surabaya 2–1, Kokoh di Puncak Klasemen",
                "2026-12-03",
                "12/3/2026 9:55:00 PM",
                "Kamis, 3 Desember 2026 21:55 WIB",
                ["Yudi Permana"],
                [
                    "Priangan FC kembali meraih kemenangan di kandang sendiri. Bertanding di Stadion Si Jalak Harupat, Kamis (3/12/2026) malam, tim berjuluk “Maung Priangan” itu menundukkan tamunya, Bahari Surabaya, dengan skor 2–1.",
                    "Gol pembuka dicetak penyerang asal Brasil, Thiago Nunes, pada menit ke-23 memanfaatkan umpan silang Rizky Fauzan dari sisi kanan. Bahari Surabaya menyamakan kedudukan lewat sundulan Andre Wijaya pada menit ke-58.",
                    "Gol kemenangan Priangan FC lahir di menit ke-81. Gelandang muda Fikri Ramadhan melepaskan tembakan keras dari luar kotak penalti yang tidak mampu dihalau kiper lawan. Sekitar 22.000 penonton yang memadati stadion langsung bersorak.",
                    "Bahari Surabaya sebenarnya tampil cukup merepotkan di babak kedua. Setelah menyamakan kedudukan, tim tamu beberapa kali mengancam lewat serangan balik cepat. Kiper Priangan FC, Dimas Prakoso, melakukan dua penyelamatan penting, termasuk menepis tendangan bebas Andre Wijaya pada menit ke-74.",
                    "“Pertandingan yang berat. Bahari bermain sangat disiplin dan kami harus sabar,” ujar pelatih Priangan FC, Marco Stefanelli, seusai laga. Ia memuji penampilan Fikri yang baru berusia 19 tahun. “Dia punya mental yang bagus. Masa depannya cerah.”",
                    "Pelatih Bahari Surabaya, Eko Prasetyo, mengaku kecewa timnya pulang tanpa poin. “Kami bermain bagus, tapi satu kesalahan di akhir laga harus dibayar mahal,” ujarnya.",
                    "Dengan hasil ini, Priangan FC mengumpulkan 34 poin dari 14 pertandingan dan unggul empat angka atas pesaing terdekatnya. Laga berikutnya, Priangan FC akan bertandang ke Makassar pada Rabu pekan depan.",
                    "Sementara itu, manajemen klub mengingatkan suporter untuk tidak menyalakan suar di dalam stadion. Pada laga sebelumnya, klub dijatuhi denda Rp75 juta oleh komisi disiplin karena pelanggaran tersebut.",
                ],
                "asp-cp1252-br-runs-curly-quotes",
                section="Olahraga",
                cp1252=True,
            )
        )
        add(
            story(
                "bulutangkis",
                "/olahraga/read.asp?id=48194",
                "Pebulu Tangkis Muda Garut Raih Gelar Kejuaraan Asia Junior",
                "2026-12-03",
                None,
                "Kamis, 3 Desember 2026 15:20 WIB",
                ["Yudi Permana", "Sari Handayani"],
                [
                    "Pebulu tangkis muda asal Garut, Nabila Putri Azzahra, meraih gelar juara tunggal putri Kejuaraan Asia Junior yang berlangsung di Kuala Lumpur, Malaysia. Pada partai final, Rabu (2/12/2026), Nabila mengalahkan unggulan pertama asal Jepang dalam pertarungan tiga gim, 19–21, 21–17, 21–15.",
                    "Gelar ini merupakan yang pertama bagi Indonesia di nomor tunggal putri Kejuaraan Asia Junior dalam sembilan tahun terakhir. Nabila yang baru berusia 17 tahun tampil konsisten sepanjang turnamen dan tidak kehilangan satu gim pun sejak babak pertama hingga semifinal.",
                    "Di final, Nabila sempat tertinggal 15–19 pada gim pertama sebelum kalah 19–21. Namun, pada gim kedua ia mengubah strategi dengan lebih banyak bermain di depan net dan memaksa lawan bergerak maju. Pola itu terbukti efektif hingga gim penentuan.",
                    "“Saya sempat tegang di gim pertama, tapi pelatih bilang main saja seperti latihan. Alhamdulillah bisa membalikkan keadaan,” kata Nabila saat dihubungi melalui telepon.",
                    "Nabila mulai berlatih bulu tangkis di klub kecil di Tarogong sejak usia tujuh tahun sebelum bergabung dengan pemusatan latihan di Bandung. Ayahnya, Ujang Saepulloh, adalah pelatih di klub tersebut.",
                    "Pelatih tunggal putri junior nasional, Hariyanto, menilai Nabila memiliki potensi besar untuk bersaing di level senior dalam dua hingga tiga tahun ke depan. “Teknik dan mentalnya sudah bagus. Sekarang tinggal fisik yang harus terus ditingkatkan,” katanya.",
                    "Keluarga dan tetangga menggelar syukuran di rumah Nabila di Tarogong Kidul, Kamis siang. Bupati Garut berjanji memberikan bonus dan beasiswa pendidikan bagi atlet tersebut.",
                ],
                "asp-cp1252-two-authors-dan",
                section="Olahraga",
                cp1252=True,
            )
        )

    # --- the table layout ---
    def frame(self, doc: Doc, main: str) -> str:
        cp = doc.extra.get("cp1252")
        charset = "windows-1252" if cp else "utf-8"
        desc = (
            self.lede(doc)
            if doc.is_article
            else "Sinar Priangan - Berita Bandung dan Jawa Barat terkini, daerah, ekonomi, olahraga, dan opini."
        )
        meta = [
            f'<meta http-equiv="Content-Type" content="text/html; charset={charset}">',
            f"<title>SINAR PRIANGAN :: {esc(doc.title)}</title>",
            '<meta name="keywords" content="berita bandung, berita jawa barat, sinar priangan, banjir, persib, harga">',
            f'<meta name="description" content="{esc(desc)}">',
        ]
        if doc.is_article:
            meta.append(f'<meta property="og:title" content="{esc(doc.title)}">')
            meta.append(f'<meta property="og:description" content="{esc(desc)}">')
            meta.append(
                f'<meta property="og:image" content="https://www.sinarpriangan.test/foto/berita/{zlib.crc32(doc.key.encode()) % 99991}.jpg">'
            )
            if doc.iso:
                meta.append(f'<meta name="date" content="{doc.iso}">')
        kanal = [("home", "Beranda"), ("daerah", "Daerah"), ("olahraga", "Olahraga")]
        menu = " | ".join(
            f'<font face="Verdana" size="1" color="#FFFFFF"><b>{self.a(k, t.upper(), "nav", "class=menu")}</b></font>'
            for k, t in kanal
        )
        menu += " | " + " | ".join(
            f'<font face="Verdana" size="1" color="#FFFFFF"><b><a href="{self.href(p)}" class="menu">{t}</a></b></font>'
            for p, t in (
                ("/kanal.asp?k=ekonomi", "EKONOMI"),
                ("/kanal.asp?k=opini", "OPINI"),
                ("/kanal.asp?k=nasional", "NASIONAL"),
                ("/kanal.asp?k=hiburan", "HIBURAN"),
                ("/foto.asp", "FOTO"),
            )
        )
        kiri_links = "".join(
            f'<tr><td><img src="{self.href("/images/bullet.gif")}" width="5" height="5"> <font face="Verdana" size="1"><a href="{self.href(p)}">{t}</a></font></td></tr>'
            for p, t in (
                ("/kanal.asp?k=bandung", "Kota Bandung"),
                ("/kanal.asp?k=cimahi", "Cimahi"),
                ("/kanal.asp?k=kabbandung", "Kab. Bandung"),
                ("/kanal.asp?k=garut", "Garut"),
                ("/kanal.asp?k=sumedang", "Sumedang"),
                ("/kanal.asp?k=tasik", "Tasikmalaya"),
                ("/kanal.asp?k=ekonomi", "Ekonomi"),
                ("/kanal.asp?k=pendidikan", "Pendidikan"),
                ("/kanal.asp?k=kesehatan", "Kesehatan"),
                ("/kanal.asp?k=hiburan", "Hiburan"),
                ("/indeks.asp", "Indeks Berita"),
                ("/arsip.asp", "Arsip"),
            )
        )
        populer = "".join(
            f'<tr><td valign="top"><font face="Arial" size="3" color="#CC0000"><b>{i + 1}</b></font></td><td><font face="Verdana" size="1">{self.a(k, self.docs[k].title, "aside")}</font></td></tr>'
            for i, k in enumerate(k for k in ("banjir", "sepakbola", "cabai", "angkot", "tangkuban") if k != doc.key)
        )
        terkini = "".join(
            f'<tr><td><font face="Verdana" size="1" color="#666666">{t}</font><br><font face="Verdana" size="1"><a href="{self.href("/read.asp?id=" + i)}">{esc(x)}</a></font></td></tr>'
            for t, i, x in (
                ("22:05", "48217", "DPRD Jabar Sahkan APBD 2027 Sebesar Rp37 Triliun"),
                ("21:12", "48216", "Jadwal Kereta Cepat Ditambah Selama Libur Akhir Tahun"),
                ("20:47", "48215", "Ribuan Buruh Gelar Aksi di Depan Gedung Sate"),
                ("19:30", "48214", "Polisi Tangkap Komplotan Pencuri Motor di Cileunyi"),
            )
        )
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">
<html>
<head>
{chr(10).join(meta)}
<link rel="stylesheet" href="{self.href("/css/style.css")}" type="text/css">
<style type="text/css">/*PAD*/</style>
<script language="JavaScript" src="{self.href("/js/menu.js")}"></script>
<script language="JavaScript">
<!--
function MM_openBrWindow(theURL,winName,features) {{ window.open(theURL,winName,features); }}
function tampilTanggal() {{ var d = new Date(); document.write(d.getDate()); }}
//-->
</script>
</head>
<body bgcolor="#E8E8E8" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<table width="980" border="0" cellspacing="0" cellpadding="0" align="center" bgcolor="#FFFFFF">
<tr>
<td>
<table width="100%" border="0" cellspacing="0" cellpadding="4">
<tr>
<td width="400"><a href="/"><img src="{self.href("/images/logo_sinar.gif")}" width="380" height="70" border="0" alt="Sinar Priangan"></a></td>
<td align="right" valign="bottom"><font face="Verdana" size="1" color="#666666">Jumat, 4 Desember 2026</font><br><a href="{self.href("/iklan.asp")}"><img src="{self.href("/banner/top_468.gif")}" width="468" height="60" border="0" alt="Iklan"></a></td>
</tr>
</table>
</td>
</tr>
<tr>
<td bgcolor="#003366" height="24">&nbsp;{menu}</td>
</tr>
<tr>
<td>
<table width="100%" border="0" cellspacing="0" cellpadding="6">
<tr>
<td width="170" valign="top" class="kiri" bgcolor="#F4F4F4">
<table width="100%" border="0" cellspacing="0" cellpadding="2">
<tr><td bgcolor="#003366"><font face="Verdana" size="1" color="#FFFFFF"><b>KANAL</b></font></td></tr>
{kiri_links}
</table>
<br>
<table width="100%" border="0" cellspacing="0" cellpadding="2">
<tr><td bgcolor="#003366"><font face="Verdana" size="1" color="#FFFFFF"><b>CARI BERITA</b></font></td></tr>
<tr><td><form action="{self.href("/cari.asp")}" method="get"><input type="text" name="q" size="14"><input type="submit" value="Cari"></form></td></tr>
</table>
<br><a href="{self.href("/iklan.asp")}"><img src="{self.href("/banner/kiri_160.gif")}" width="160" height="300" border="0" alt=""></a>
</td>
<td width="590" valign="top" class="content">
{main}
</td>
<td width="200" valign="top" class="kanan">
<table width="100%" border="0" cellspacing="0" cellpadding="3" class="terpopuler">
<tr><td colspan="2" bgcolor="#CC0000"><font face="Verdana" size="1" color="#FFFFFF"><b>TERPOPULER</b></font></td></tr>
{populer}
</table>
<br>
<table width="100%" border="0" cellspacing="0" cellpadding="3">
<tr><td bgcolor="#003366"><font face="Verdana" size="1" color="#FFFFFF"><b>BERITA TERKINI</b></font></td></tr>
{terkini}
<tr><td><font face="Verdana" size="1">{self.a("topik", "» Topik: Banjir", "aside")}</font></td></tr>
</table>
<br>
<table width="100%" border="0" cellspacing="0" cellpadding="3">
<tr><td bgcolor="#003366"><font face="Verdana" size="1" color="#FFFFFF"><b>POLLING</b></font></td></tr>
<tr><td><form action="{self.href("/polling.asp")}" method="post"><font face="Verdana" size="1">Setujukah Anda angkot diganti bus listrik?<br><input type="radio" name="p" value="1"> Setuju<br><input type="radio" name="p" value="2"> Tidak setuju<br><input type="radio" name="p" value="3"> Tidak tahu<br><input type="submit" value="Pilih"></font></form></td></tr>
</table>
<br><a href="{self.href("/iklan.asp")}"><img src="{self.href("/banner/kanan_200.gif")}" width="200" height="200" border="0" alt=""></a>
</td>
</tr>
</table>
</td>
</tr>
<tr>
<td bgcolor="#003366" class="footer" align="center"><font face="Verdana" size="1" color="#FFFFFF">{self.a("redaksi", "Redaksi", "footer")} | {self.a("pedoman", "Pedoman Media Siber", "footer")} | <a href="{self.href("/iklan.asp")}">Info Iklan</a> | <a href="mailto:redaksi@sinarpriangan.test">Kontak</a> | <a href="{self.href("/rss.asp")}">RSS</a><br>Sinar Priangan - Harian Umum Jawa Barat<br>Copyright &copy; 2003-2026 PT Sinar Media Priangan. All rights reserved.<br>Best viewed with 1024x768 resolution</font></td>
</tr>
</table>
<script language="JavaScript">var sc_project=1234567; var sc_invisible=1;</script>
</body>
</html>"""

    def body_html(self, doc: Doc) -> str:
        if doc.extra.get("cp1252"):
            out = []
            for b in doc.blocks:
                if b[0] == "p":
                    out.append(f"{self.inline(b[1])}<br><br>")
            return "\n".join(out)
        out = []
        for b in doc.blocks:
            if b[0] == "p":
                out.append(f'<p align="justify">{self.inline(b[1])}</p>')
            elif b[0] == "fig":
                n = zlib.crc32(b[1].encode()) % 99991
                out.append(
                    f'<table width="100%" border="0" cellpadding="2" cellspacing="0"><tr><td align="center"><img src="{self.href(f"/foto/berita/{n}.jpg")}" width="560" alt="{esc(b[1])}"></td></tr><tr><td bgcolor="#EEEEEE"><font face="Arial" size="1"><i>{esc(b[2])}</i></font></td></tr></table>'
                )
            elif b[0] == "table":
                head, *rows = b[1]
                trs = "".join(
                    "<tr>\n"
                    + "\n".join(
                        f'<td bgcolor="#FFFFFF"><font face="Verdana" size="2">{esc(c)}</font></td>' for c in row
                    )
                    + "\n</tr>\n"
                    for row in rows
                )
                th = "\n".join(
                    f'<td bgcolor="#003366"><font face="Verdana" size="2" color="#FFFFFF"><b>{esc(c)}</b></font></td>'
                    for c in head
                )
                out.append(
                    f'<table width="90%" border="0" cellpadding="4" cellspacing="1" bgcolor="#CCCCCC" align="center"><tr>{th}</tr>{trs}</table><br>'
                )
        return "\n".join(out)

    def credit_line(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<font face="Verdana" size="1" color="#333333">{esc(doc.extra["desk"])}</font>'
        if doc.byline:
            names = esc(doc.byline)
        else:
            names = " dan ".join(
                self.a(AUTHOR_PAGES[a], a, "byline") if a in AUTHOR_PAGES else esc(a) for a in doc.authors
            )
        label = doc.extra.get("credit", "Oleh")
        editor = f" | Editor: {esc(doc.extra['editor'])}" if doc.extra.get("editor") else ""
        return f'<font face="Verdana" size="1" color="#333333">{label}: <b>{names}</b>{editor}</font>'

    def story_main(self, doc: Doc) -> str:
        url = self.url(doc.key)
        bio = f'<br><font face="Verdana" size="1"><i>{esc(doc.extra["bio"])}</i></font>' if doc.extra.get("bio") else ""
        topik = (
            f'<font face="Verdana" size="1">Topik: {self.a("topik", "banjir", "content")}, <a href="{self.href("/topik.asp?t=bencana")}">bencana</a>, <a href="{self.href("/topik.asp?t=lalu-lintas")}">lalu lintas</a></font><br><br>'
            if doc.extra.get("tag")
            else ""
        )
        same = [k for k in ARTS if k != doc.key and self.docs[k].section == doc.section][:4] or ["banjir", "angkot"]
        lain = "".join(
            f'<tr><td><font face="Verdana" size="1">» {self.a(k, self.docs[k].title, "related")}</font></td></tr>'
            for k in same
        )
        kanal_key = {"Olahraga": "olahraga", "Daerah": "daerah"}.get(doc.section)
        if kanal_key:
            crumb = self.a(kanal_key, doc.section, "breadcrumb")
        else:
            crumb = f'<a href="{self.href("/kanal.asp?k=" + doc.section.lower())}">{esc(doc.section)}</a>'
        return f"""<table width="100%" border="0" cellspacing="0" cellpadding="0">
<tr><td><font face="Verdana" size="1" color="#999999">{self.a("home", "Beranda", "breadcrumb")} &raquo; {crumb}</font></td></tr>
<tr><td height="8"></td></tr>
<tr><td><span class="judul"><font face="Georgia, Times New Roman" size="5" color="#003366"><b>{esc(doc.title)}</b></font></span></td></tr>
<tr><td height="4"></td></tr>
<tr><td><font face="Verdana" size="1" color="#999999" class="tanggal">{doc.stamp}</font></td></tr>
<tr><td>{self.credit_line(doc)}</td></tr>
<tr><td height="10"></td></tr>
<tr><td><font face="Verdana, Arial" size="2">
{self.body_html(doc)}
</font>{bio}</td></tr>
<tr><td height="10"></td></tr>
<tr><td>{topik}<font face="Verdana" size="1"><a href="javascript:MM_openBrWindow('{self.href("/cetak.asp")}?id={url.rsplit("=", 1)[-1]}','cetak','width=640,height=600')">Cetak</a> | <a href="{self.href("/kirim.asp")}?id={url.rsplit("=", 1)[-1]}">Kirim ke Teman</a> | <a href="https://www.facebook.com/sharer.php?u={esc(url)}">Facebook</a> | <a href="https://twitter.com/share?url={esc(url)}">Twitter</a> | <a href="whatsapp://send?text={esc(url)}">WhatsApp</a></font></td></tr>
<tr><td height="10"></td></tr>
<tr><td bgcolor="#003366"><font face="Verdana" size="1" color="#FFFFFF"><b>BERITA LAINNYA</b></font></td></tr>
<tr><td><table width="100%" border="0" cellspacing="0" cellpadding="3">{lain}</table></td></tr>
<tr><td height="10"></td></tr>
<tr><td bgcolor="#EEEEEE"><font face="Verdana" size="1"><b>Komentar Pembaca</b><br>Belum ada komentar. <a href="{self.href("/komentar.asp")}?id={url.rsplit("=", 1)[-1]}">Tulis komentar</a></font></td></tr>
</table>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            img = ""
            if i == 0:
                n = zlib.crc32(k.encode()) % 99991
                thumb = f'<img src="{self.href(f"/foto/berita/t_{n}.jpg")}" width="120" border="0">'
                img = f'<td width="130" valign="top">{self.a(k, d.title, "content", inner=thumb)}</td>'
            rows.append(
                f'<tr>{img}<td valign="top"{"" if img else " colspan=2"}><font face="Verdana" size="1" color="#999999">{d.stamp}</font><br><font face="Arial" size="3"><b>{self.a(k, d.title, "content")}</b></font><br><font face="Verdana" size="2">{esc(self.lede(d))}</font></td></tr><tr><td colspan="2"><hr size="1" noshade color="#DDDDDD"></td></tr>'
            )
        head = (
            f'<font face="Arial" size="4" color="#003366"><b>{esc(doc.title)}</b></font><br><br>'
            if doc.kind != "home"
            else ""
        )
        if doc.kind == "author":
            head += f'<font face="Verdana" size="2">{esc(doc.extra["bio"])}</font><br><br>'
        if doc.kind == "search":
            head += f'<font face="Verdana" size="2">Ditemukan {len(doc.extra["list"])} berita untuk kata kunci <b>angkot</b></font><br><br>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<font face="Verdana" size="2">Halaman: <b>1</b> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Berikutnya »", "pagination")}</font>'
        if doc.extra.get("prev"):
            pager = f'<font face="Verdana" size="2">Halaman: {self.a(doc.extra["prev"], "« Sebelumnya", "pagination")} {self.a(doc.extra["prev"], "1", "pagination")} <b>2</b></font>'
        extra = ""
        if doc.key == "home":
            extra = f'<br><table width="100%" cellpadding="4" bgcolor="#FFF8E0"><tr><td><font face="Verdana" size="1"><b>TOPIK HANGAT:</b> {self.a("topik", "Banjir Bandung Selatan", "content")} | {self.a("cari", "Angkot listrik", "content")} | {self.a("penulis", "Tulisan Budi Santoso", "content")} | {self.a("daerah", "Indeks Daerah", "content")}</font></td></tr></table>'
        return (
            f'{head}<table width="100%" border="0" cellspacing="0" cellpadding="4">\n'
            + "\n".join(rows)
            + f"\n</table>\n{pager}{extra}"
        )

    def service_main(self, doc: Doc) -> str:
        body = "".join(f'<p align="justify">{esc(b[1])}</p>' for b in doc.blocks if b[0] == "p")
        return f'<font face="Arial" size="4" color="#003366"><b>{esc(doc.title)}</b></font><br><font face="Verdana" size="2">{body}</font>'
