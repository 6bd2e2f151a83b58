# ruff: noqa: RUF001  (multilingual synthetic text; long literal lines are page text)
"""The fictional publishers of the seventh held-out set."""

from kit import Pub

PUBS = {
    "tide": Pub("The Tidewater Ledger", "www.tidewaterledger.test", "en", "aem", "-05:00"),
    "moor": Pub("Northmoor Echo", "northmoorecho.test", "en", "elementor", "+00:00"),
    "quay": Pub("Quayside Post", "www.quaysidepost.test", "en", "squarespace", "+00:00"),
    "kiln": Pub("Kilnworth Standard", "www.kilnworthstandard.test", "en", "liferay", "-06:00"),
    "lark": Pub("Larkhill Dispatch", "larkhilldispatch.test", "en", "nuxt3", "+10:00"),
    "fen": Pub("Fenwick Gazette", "www.fenwickgazette.test", "en", "plone", "+00:00"),
    "copper": Pub("Copperton Weekly Bulletin", "www.coppertonbulletin.test", "en", "legacy", "-07:00"),
    "rain": Pub("Rainford Observer", "rainfordobserver.test", "en", "tilda", "+12:00"),
    "pwani": Pub("Sauti ya Pwani", "www.sautiyapwani.test", "sw", "tilda", "+03:00"),
    "hof": Pub("Hof HaMifratz News", "www.hofnews.test", "he", "legacy", "+02:00", rtl=True),
    "zora": Pub("Зора Днес", "zoradnes.test", "bg", "plone", "+02:00"),
    "songhong": Pub("Báo Sông Hồng", "baosonghong.test", "vi", "liferay", "+07:00"),
    "aigaio": Pub("Η Φωνή του Αιγαίου", "www.fonitouaigaiou.test", "el", "aem", "+02:00"),
    "daugava": Pub("Daugavas Vēstis", "www.daugavasvestis.test", "lv", "elementor", "+02:00"),
    "mtkvari": Pub("მტკვრის მაცნე", "mtkvari.test", "ka", "squarespace", "+04:00"),
    "sagarmatha": Pub("सगरमाथा दैनिक", "sagarmathadainik.test", "ne", "nuxt3", "+05:45"),
    "umi": Pub("海辺新聞", "www.umibe-shimbun.test", "ja", "legacy", "+09:00"),
    "victoria": Pub("維港日報", "www.victoriaharbourdaily.test", "zh", "aem", "+08:00"),
    "taf": Pub("Newyddion y Taf", "newyddionytaf.test", "cy", "plone", "+00:00"),
    "ebre": Pub("La Veu de l'Ebre", "www.laveudelebre.test", "ca", "squarespace", "+01:00"),
    "drava": Pub("Dravski Glasnik", "dravskiglasnik.test", "hr", "liferay", "+01:00"),
    "abay": Pub("የዓባይ ድምፅ", "abaydimts.test", "am", "elementor", "+03:00"),
    "fjord": Pub("Fjarðapósturinn", "www.fjardapostur.test", "is", "tilda", "+00:00"),
}
