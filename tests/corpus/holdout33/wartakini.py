# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Warta Kini: a Detik-like Indonesian portal (`detail__title`, `detail__author`, `detail__body-text
itp_bodycontent`, `linksisip`, `/berita/d-<7 digits>/<slug>`, `/berita/indeks/2`, `/tag/<slug>`, `/search/searchall?
query=`), Indonesian, UTF-8. "Baca juga:" link boxes inside the body, a story over three pages ("Halaman 1 2 3
Selanjutnya", page 1 labelled), editor initials "(xyz/abc)" closing the body, "Jumat, 04 Des 2026 10:15 WIB" dates,
an infografis page, a "Kolom" opinion piece, and a UTC time that is the next day in Jakarta (+07:00)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

NAV_ITEM = 'class="nav__item"'
MEDIA_LINK = 'class="media__link"'
PAG_ITEM = 'class="pagination__item"'


class WartaKini(Base):
    origin = "https://news.wartakini.test"
    name = "wartaNews"
    prefix = "wk"
    language = "id"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "wk",
            [
                ".header__menu",
                ".detail__title",
                ".detail__body-text",
                ".list-content__item",
                ".linksisip",
                ".footer__nav",
                ".sticky",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "wartaNews - Berita Hari Ini",
                "detik-home",
                list=["halaman", "bacajuga", "berdua", "tim", "malam", "wawancara", "kolom", "infografis"],
                more="indeks2",
            )
        )
        add(
            page(
                "indeks",
                "/berita/indeks",
                "section",
                "Indeks Berita",
                "detik-indeks",
                list=["halaman", "bacajuga", "berdua", "tim", "malam", "infografis"],
                more="indeks2",
            )
        )
        add(
            page(
                "indeks2",
                "/berita/indeks/2",
                "section",
                "Indeks Berita",
                "detik-indeks-page2",
                list=["wawancara", "kolom", "antara"],
            )
        )
        add(
            page(
                "tag",
                "/tag/banjir-semarang",
                "tag",
                "banjir semarang",
                "detik-tag",
                list=["bacajuga", "malam", "antara"],
            )
        )
        add(
            page(
                "penulis",
                "/penulis/rina-wulandari",
                "author",
                "Rina Wulandari",
                "detik-author",
                list=["halaman", "berdua", "bacajuga"],
                bio="Jurnalis wartaNews di Semarang sejak 2019.",
            )
        )
        add(
            page(
                "cari",
                "/search/searchall?query=tol+semarang",
                "search",
                "Hasil pencarian: tol semarang",
                "detik-search",
                list=["halaman", "berdua"],
            )
        )
        add(
            page(
                "infografis",
                "/infografis/d-7712399/infografis-jalur-mudik-natal-di-jawa-tengah",
                "infographic",
                "INFOGRAFIS: Jalur Alternatif Libur Natal di Jawa Tengah",
                "detik-infografis",
                lines=[
                    "FIG: Infografis jalur alternatif | Peta jalur alternatif libur Natal dan Tahun Baru di Jawa Tengah.",
                    'RAW:<div class="detail__author">Infografis: Fuad Hasim</div>',
                    "Sumber: Dinas Perhubungan Jawa Tengah",
                ],
            )
        )
        add(
            page(
                "redaksi",
                "/redaksi",
                "about",
                "Redaksi",
                "detik-static",
                lines=[
                    "Pemimpin Redaksi: Hendra Gunawan",
                    "Redaktur Pelaksana: Sri Lestari, Yoga Permana",
                    "Alamat Redaksi: Jl. Pandanaran No. 88, Semarang, Jawa Tengah",
                ],
            )
        )
        add(
            page(
                "pedoman",
                "/pedoman-media-siber",
                "policy",
                "Pedoman Pemberitaan Media Siber",
                "detik-static",
                lines=[
                    "Diperbarui pada 5 November 2026.",
                    "Kemerdekaan berpendapat, kemerdekaan berekspresi, dan kemerdekaan pers adalah hak asasi manusia yang dilindungi Pancasila dan Undang-Undang Dasar 1945.",
                    "## Verifikasi dan keberimbangan berita",
                    "Pada prinsipnya setiap berita harus melalui verifikasi. Berita yang dapat merugikan pihak lain memerlukan verifikasi pada berita yang sama untuk memenuhi prinsip akurasi dan keberimbangan.",
                ],
            )
        )

        add(
            story(
                "halaman",
                "/berita/d-7712345/tol-semarang-demak-seksi-1-mulai-dikerjakan-ini-jadwalnya",
                "Tol Semarang-Demak Seksi 1 Mulai Dikerjakan, Ini Jadwalnya",
                "2026-12-04",
                "2026-12-04T10:15:00+07:00",
                "Jumat, 04 Des 2026 10:15 WIB",
                ["Rina Wulandari"],
                [
                    "Pembangunan Jalan Tol Semarang-Demak Seksi 1 yang sekaligus menjadi tanggul laut mulai dikerjakan pekan ini. Proyek sepanjang 10,6 kilometer itu ditargetkan rampung pada akhir 2028.",
                    "Kepala Balai Besar Pelaksanaan Jalan Nasional Jawa Tengah-DIY, Agus Santoso, mengatakan pekerjaan awal berupa perbaikan tanah di kawasan Kaligawe.",
                    '"Tanah di sini sangat lunak, jadi kita perlu pra-pembebanan sekitar 18 bulan sebelum konstruksi badan jalan," kata Agus di lokasi, Jumat (4/12/2026).',
                    "Menurut Agus, nilai kontrak pekerjaan seksi 1 mencapai Rp 6,2 triliun. Anggaran berasal dari APBN dan dukungan pemerintah provinsi.",
                ],
                "multipage-page1",
                byline="Rina Wulandari - wartaNews",
                section="Berita",
                pages=3,
                initials="",
            )
        )
        add(
            story(
                "bacajuga",
                "/berita/d-7712301/banjir-rob-rendam-kawasan-tanjung-emas-ratusan-pekerja-dipulangkan",
                "Banjir Rob Rendam Kawasan Tanjung Emas, Ratusan Pekerja Dipulangkan",
                "2026-12-03",
                "2026-12-03T14:40:00+07:00",
                "Kamis, 03 Des 2026 14:40 WIB",
                ["Bagus Prasetyo"],
                [
                    "Banjir rob kembali merendam kawasan Pelabuhan Tanjung Emas, Semarang, Kamis (3/12/2026) siang. Ketinggian air mencapai 60 sentimeter di sejumlah titik.",
                    "Ratusan pekerja pabrik di kawasan industri Lamicitra terpaksa dipulangkan lebih awal karena akses jalan tidak bisa dilalui kendaraan roda dua.",
                    'RAW:<table class="linksisip"><tr><td><div class="lihatjg"><strong>Baca juga:</strong> <a href="/berita/d-7711120/rob-semarang-diprediksi-sampai-januari">Rob Semarang Diprediksi sampai Januari</a></div></td></tr></table>',
                    '"Sudah tiga hari berturut-turut begini. Motor saya mogok tadi pagi," ujar Suyanto (41), salah satu pekerja.',
                    "BPBD Kota Semarang menyiagakan delapan pompa portabel. Warga diimbau memantau informasi pasang air laut dari BMKG Maritim.",
                    'RAW:<table class="linksisip"><tr><td><div class="lihatjg"><strong>Baca juga:</strong> <a href="/berita/d-7710095/tanggul-laut-kaligawe-jebol">Tanggul Laut di Kaligawe Jebol, Warga Mengungsi</a></div></td></tr></table>',
                ],
                "baca-juga-inline",
                byline="Bagus Prasetyo - wartaNews",
                section="Berita",
                initials="(bgs/ahr)",
                tags=True,
            )
        )
        add(
            story(
                "berdua",
                "/berita/d-7712280/umk-semarang-2027-naik-6-persen-buruh-minta-lebih",
                "UMK Semarang 2027 Naik 6 Persen, Buruh Minta Lebih",
                "2026-12-03",
                "2026-12-03T19:20:00+07:00",
                "Kamis, 03 Des 2026 19:20 WIB",
                ["Rina Wulandari", "Bagus Prasetyo"],
                [
                    "Dewan Pengupahan Kota Semarang merekomendasikan upah minimum kota (UMK) 2027 naik 6 persen menjadi Rp 3.663.000. Serikat buruh menilai kenaikan itu belum cukup.",
                    "Ketua Konfederasi Serikat Pekerja Jawa Tengah, Aulia Rahman, meminta kenaikan minimal 9 persen karena harga kebutuhan pokok naik tajam sepanjang tahun.",
                    "## Gubernur tetapkan akhir Desember",
                    "Rekomendasi tersebut akan diserahkan kepada Gubernur Jawa Tengah. Penetapan UMK dijadwalkan paling lambat 31 Desember 2026.",
                ],
                "two-authors",
                byline="Rina Wulandari, Bagus Prasetyo - wartaNews",
                section="Berita",
                initials="(rin/ahr)",
            )
        )
        add(
            story(
                "tim",
                "/berita/d-7712330/bmkg-peringatkan-hujan-lebat-di-jawa-tengah-hingga-pekan-depan",
                "BMKG Peringatkan Hujan Lebat di Jawa Tengah hingga Pekan Depan",
                "2026-12-04",
                "2026-12-04T07:05:00+07:00",
                "Jumat, 04 Des 2026 07:05 WIB",
                [],
                [
                    "BMKG memperingatkan potensi hujan lebat disertai petir dan angin kencang di sebagian besar wilayah Jawa Tengah hingga 10 Desember 2026.",
                    "Wilayah yang perlu waspada antara lain Kabupaten Cilacap, Banyumas, Kendal, dan Kota Semarang. Masyarakat diminta menghindari berteduh di bawah pohon besar.",
                ],
                "desk-credit",
                byline="Tim wartaNews",
                section="Berita",
                initials="(tim/ahr)",
            )
        )
        add(
            story(
                "malam",
                "/berita/d-7712310/kebakaran-pasar-johar-lantai-dua-belasan-kios-hangus",
                "Kebakaran di Pasar Johar Lantai Dua, Belasan Kios Hangus",
                "2026-12-04",
                "2026-12-03T18:05:00Z",
                "Jumat, 04 Des 2026 01:05 WIB",
                ["Bagus Prasetyo"],
                [
                    "Kebakaran melanda lantai dua Pasar Johar, Semarang, Jumat (4/12/2026) dini hari. Sebanyak 14 kios pakaian hangus terbakar.",
                    "Kepala Dinas Pemadam Kebakaran Kota Semarang, Wahyu Nugroho, menyebut api diduga berasal dari korsleting listrik. Sebanyak 11 unit mobil pemadam dikerahkan.",
                    "Tidak ada korban jiwa dalam peristiwa ini. Kerugian ditaksir mencapai ratusan juta rupiah.",
                ],
                "utc-next-day",
                byline="Bagus Prasetyo - wartaNews",
                section="Berita",
                initials="(bgs/rin)",
                tags=True,
            )
        )
        add(
            story(
                "wawancara",
                "/berita/d-7712200/wawancara-wali-kota-semarang-soal-penurunan-tanah",
                "Wali Kota Semarang: Penurunan Tanah Tak Bisa Diselesaikan Sendiri",
                "2026-12-02",
                "2026-12-02T09:30:00+07:00",
                "Rabu, 02 Des 2026 09:30 WIB",
                ["Rina Wulandari"],
                [
                    "Penurunan muka tanah di pesisir Semarang mencapai 10 sentimeter per tahun di beberapa titik. wartaNews mewawancarai Wali Kota Semarang, Dewi Kartikasari, soal langkah yang disiapkan.",
                    "Q: Apa prioritas pemkot untuk tahun depan? || Kami akan membatasi pengambilan air tanah di kawasan industri. Mulai Juli, izin sumur dalam baru tidak akan diterbitkan.",
                    "Q: Apakah ada bantuan dari pusat? || Ada, lewat proyek tanggul laut dan jaringan air PDAM. Tapi ini harus kerja bersama provinsi dan kabupaten tetangga.",
                ],
                "interview",
                byline="Rina Wulandari - wartaNews",
                section="Berita",
                initials="(rin/ahr)",
            )
        )
        add(
            story(
                "kolom",
                "/kolom/d-7712150/kolom-kota-pesisir-yang-tenggelam-pelan-pelan",
                "Kolom: Kota Pesisir yang Tenggelam Pelan-pelan",
                "2026-12-01",
                "2026-12-01T11:00:00+07:00",
                "Selasa, 01 Des 2026 11:00 WIB",
                ["Ahmad Fauzi"],
                [
                    "Setiap musim hujan, kita membaca berita yang sama: rob, genangan, pompa yang rusak. Seolah-olah banjir di pesisir utara Jawa adalah takdir.",
                    "Padahal sebagian besar penyebabnya buatan manusia. Pengambilan air tanah yang tak terkendali membuat tanah turun jauh lebih cepat daripada naiknya permukaan laut.",
                    "Tanggul laut memang perlu. Tetapi tanpa menghentikan penyedotan air tanah, tanggul itu hanya membeli waktu.",
                    "SIGN: Ahmad Fauzi adalah peneliti tata kota di Universitas Diponegoro. Tulisan ini merupakan pendapat pribadi dan tidak mewakili pandangan redaksi.",
                ],
                "opinion-column",
                byline="Ahmad Fauzi",
                section="Kolom",
                initials="(vys/vys)",
            )
        )
        add(
            story(
                "antara",
                "/berita/d-7712010/kereta-tambahan-libur-natal-semarang-jakarta",
                "KAI Tambah 6 Perjalanan Kereta Semarang-Jakarta Saat Libur Natal",
                "2026-11-29",
                None,
                "Minggu, 29 Nov 2026 16:10 WIB",
                [],
                [
                    "PT KAI Daop 4 Semarang menambah enam perjalanan kereta api relasi Semarang-Jakarta selama masa libur Natal dan Tahun Baru, mulai 19 Desember 2026 hingga 4 Januari 2027.",
                    "Tiket kereta tambahan sudah bisa dipesan melalui aplikasi sejak Minggu (29/11).",
                ],
                "agency-no-metadata",
                byline="Antara - wartaNews",
                section="Berita",
                initials="(ant/ahr)",
                nometa=True,
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        head = []
        if doc.is_article and not doc.extra.get("nometa"):
            head.append('<meta property="og:type" content="article">')
            head.append(f'<meta name="publishdate" content="{doc.iso[:10].replace("-", "/")} {doc.iso[11:19]}">')
            head.append(f'<meta name="author" content="{esc(", ".join(doc.authors) or "Tim wartaNews")}">')
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "author": {"@type": "Person", "name": ", ".join(doc.authors) or "Tim wartaNews"},
                "publisher": {"@type": "Organization", "name": "wartaNews"},
            }
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "infographic":
            head.append('<meta property="og:type" content="article">')
            head.append('<meta name="publishdate" content="2026/12/04 08:00:00">')
        nav = "".join(
            f'<li class="header__menu__item">{self.a(k, t, "nav")}</li>'
            for k, t in [
                ("home", "Home"),
                ("indeks", "Indeks"),
                ("tag", "Banjir Semarang"),
                ("infografis", "Infografis"),
                ("kolom", "Kolom"),
            ]
        )
        nav += '<li class="header__menu__item"><a href="/jateng">Jateng</a></li><li class="header__menu__item"><a href="https://sport.wartakini.test/">Sport</a></li>'
        return f"""<!DOCTYPE html>
<html lang="id-ID">
<head>
<meta charset="UTF-8">
<title>{esc(doc.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="{esc(self.url(doc.key))}">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:site_name" content="wartaNews">
{chr(10).join(head)}
<link rel="stylesheet" href="https://cdn.wartakini.test/assets/css/detail.css?v=2026120401">
<script>var _pt="{"detail" if doc.is_article else doc.kind}";window.dataLayer=window.dataLayer||[];</script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-WKNEWS"></script>
<style>/*PAD*/</style>
</head>
<body>
<header class="header"><div class="header__logo">{self.a("home", "wartaNews", "nav")}</div>
<nav class="header__menu"><ul>{nav}</ul></nav>
<form class="header__search" action="/search/searchall"><input name="query" placeholder="Cari berita"></form></header>
<div class="container">
{main}
<aside class="sticky"><div class="box cb-mostpop"><h3>Terpopuler</h3><ul><li>{self.a("halaman", "Tol Semarang-Demak Seksi 1 Mulai Dikerjakan", "sidebar")}</li><li>{self.a("malam", "Kebakaran di Pasar Johar", "sidebar")}</li></ul></div></aside>
</div>
<footer class="footer"><nav class="footer__nav">{self.a("redaksi", "Redaksi", "footer")} {self.a("pedoman", "Pedoman Media Siber", "footer")} {self.a("cari", "Tol Semarang", "footer")} {self.a("penulis", "Rina Wulandari", "footer")} <a href="/karir">Karir</a> <a href="/rss">RSS</a> <a href="https://www.instagram.com/wartakini">Instagram</a></nav>
<p>Copyright @ 2026 wartaKini, PT Warta Kini Media. All rights reserved.</p></footer>
<script src="https://cdn.wartakini.test/assets/js/detail.js?v=2026120401"></script>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        by = esc(doc.byline)
        if "Rina Wulandari" in doc.authors:
            by = by.replace("Rina Wulandari", self.a("penulis", "Rina Wulandari", "byline"), 1)
        pages = ""
        if doc.extra.get("pages"):
            base = doc.path
            links = " ".join(
                f'<a href="{base}/{i}" class="detail__anchor-numb">{i}</a>' for i in range(2, doc.extra["pages"] + 1)
            )
            pages = f'<div class="detail__long-nav">Halaman <span class="detail__anchor-numb active">1</span> {links} <a href="{base}/2" class="detail__anchor-next">Selanjutnya</a></div>'
        initials = f"<strong>{esc(doc.extra['initials'])}</strong>" if doc.extra.get("initials") else ""
        tags = (
            f'<div class="detail__body-tag"><div class="nav">{self.a("tag", "banjir semarang", "tags", NAV_ITEM)} <a class="nav__item" href="/tag/semarang">semarang</a></div></div>'
            if doc.extra.get("tags")
            else ""
        )
        return f"""<article class="detail">
<div class="page__breadcrumb">{self.a("home", "wartaNews", "breadcrumb")} {self.a("indeks", doc.section, "breadcrumb")}</div>
<div class="detail__header">
<h1 class="detail__title">{esc(doc.title)}</h1>
<div class="detail__author">{by}</div>
<div class="detail__date">{esc(doc.stamp)}</div>
<div class="detail__share"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Bagikan</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a> <span class="komentar">0 komentar</span></div></div>
<figure class="detail__media-image"><img src="https://cdn.wartakini.test/foto/{doc.path[10:17]}.jpeg" alt="{esc(doc.title)}"><figcaption class="detail__media-caption">Ilustrasi. Foto: wartaNews/Dok</figcaption></figure>
<div class="detail__body-text itp_bodycontent">
{self.blocks(doc)}
{initials}
</div>
{pages}
{tags}
<div class="detail__body-otherarticles"><h3>Berita Terkait</h3><ul><li>{self.a("tim", "BMKG Peringatkan Hujan Lebat", "related")}</li><li>{self.a("berdua", "UMK Semarang 2027 Naik 6 Persen", "related")}</li></ul></div>
<div class="komentar-box"><h3>Komentar</h3><p>Belum ada komentar.</p></div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<article class="list-content__item"><h3 class="media__title">{self.a(k, d.title, "content", MEDIA_LINK)}</h3><div class="media__date"><span>{esc(d.stamp or "Jumat, 04 Des 2026 08:00 WIB")}</span></div></article>'
            )
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="pagination">{self.a(doc.extra["more"], "Next", "pagination", PAG_ITEM)} <a class="pagination__item" href="/berita/indeks/3">3</a></div>'
        bio = f'<p class="profile__desc">{esc(doc.extra["bio"])}</p>' if doc.extra.get("bio") else ""
        return f"""<div class="list-content"><h1 class="page__title">{esc(doc.title)}</h1>{bio}
{chr(10).join(items)}
{more}</div>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<article class="detail static"><h1 class="detail__title">{esc(doc.title)}</h1>
<div class="detail__body-text">
{self.blocks(doc)}
</div>
<p>{self.a("indeks", "Lihat indeks berita", "content")}</p></article>"""
