# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; dashes, quotes and Cyrillic letters are the languages' own)
"""കായൽ വാർത്ത: a Malayalam local news site built with SvelteKit and rendered on the server (Svelte hydration
comments, svelte-xxxx scoped classes, /_app/immutable/ bundles, the inline `__sveltekit_…` start script with the
page data, and `<script type="application/json" data-sveltekit-fetched>` blobs holding the API responses), UTF-8.
Most stories render their full text; the harbour story renders only a headline, byline and summary, the text
being only in the fetched JSON. The houseboat story prints only a relative date; its UTC time is in the data."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

TAG = "/tag/" + quote("കായൽ")
SEARCH = "/search?q=" + quote("ബണ്ട്")


def sv(name: str) -> str:
    return "svelte-" + format(zlib.crc32(name.encode()) % 36**6, "x")[:6]


class Kayal(Base):
    origin = "https://kayalvartha.test"
    name = "കായൽ വാർത്ത"
    prefix = "kv"
    language = "ml"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kv",
            [
                f".{sv(n)}"
                for n in ("header", "nav", "story", "card", "byline", "footer", "grid", "figure", "skeleton", "rail")
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
                "കായൽ വാർത്ത",
                "sveltekit-home",
                list=["harbour", "brief", "bund", "houseboat", "birds", "opinion"],
            )
        )
        add(
            page(
                "latest",
                "/latest",
                "section",
                "പുതിയ വാർത്തകൾ",
                "sveltekit-latest",
                list=["harbour", "brief", "bund", "houseboat", "birds"],
                more="latest2",
            )
        )
        add(
            page(
                "latest2",
                "/latest?page=2",
                "section",
                "പുതിയ വാർത്തകൾ – പേജ് 2",
                "sveltekit-latest-page-2",
                list=["opinion", "coir"],
                prev="latest",
                old=["/news/kainakari-road-repair", "/news/school-kalolsavam-results"],
            )
        )
        add(page("tag", TAG, "tag", "ടാഗ്: കായൽ", "sveltekit-tag", list=["houseboat", "birds", "coir"]))
        add(page("search", SEARCH, "search", "തിരയൽ: ബണ്ട്", "sveltekit-search", list=["bund", "opinion"]))
        add(
            story(
                "bund",
                "/news/kuttanad-new-bund",
                "കുട്ടനാട്ടിൽ മടവീഴ്ച തടയാൻ പുതിയ കരിങ്കൽ ബണ്ട്",
                "2026-12-01",
                "2026-12-01T04:10:00Z",
                "2026 ഡിസംബർ 1, രാവിലെ 9:40",
                ["ജോസ് മാത്യു"],
                [
                    "കുട്ടനാട്ടിലെ ചിത്തിര കായൽ പാടശേഖരത്തിൽ മടവീഴ്ച തടയാൻ കരിങ്കല്ലും കോൺക്രീറ്റും ഉപയോഗിച്ചുള്ള പുതിയ ബണ്ടിന്റെ നിർമാണം തിങ്കളാഴ്ച ആരംഭിച്ചു.",
                    "കഴിഞ്ഞ മൂന്ന് വർഷത്തിനിടെ രണ്ട് തവണ ഇവിടെ ബണ്ട് തകർന്ന് നൂറുകണക്കിന് ഏക്കർ നെൽകൃഷി നശിച്ചിരുന്നു. മണ്ണും തെങ്ങിൻകുറ്റിയും കൊണ്ട് നിർമിച്ച പഴയ ബണ്ടിന് പകരം രണ്ടര കിലോമീറ്റർ നീളത്തിലാണ് പുതിയ ബണ്ട് വരുന്നത്.",
                    "പദ്ധതിക്ക് 18 കോടി രൂപയാണ് ചെലവ്. അടുത്ത വിളവെടുപ്പിന് മുമ്പ് പണി പൂർത്തിയാക്കുമെന്ന് ജലസേചന വകുപ്പ് എക്സിക്യൂട്ടീവ് എഞ്ചിനീയർ ബിന്ദു ശങ്കർ പറഞ്ഞു.",
                    "## കർഷകരുടെ ആശങ്ക",
                    "പണി നടക്കുന്ന സമയത്ത് പാടത്ത് വെള്ളം കയറ്റാൻ കഴിയില്ലെന്നതാണ് കർഷകരുടെ പ്രധാന ആശങ്ക. ഇത്തവണത്തെ പുഞ്ചകൃഷി വൈകുമോ എന്ന് പാടശേഖര സമിതി സെക്രട്ടറി കെ. ആർ. ഗോപി ചോദിച്ചു.",
                    "കൃഷി വകുപ്പുമായി ചേർന്ന് ഇതിന് പരിഹാരം കാണുമെന്ന് ഉദ്യോഗസ്ഥർ ഉറപ്പ് നൽകി. ബണ്ടിന്റെ മുകളിലൂടെ ചെറുവാഹനങ്ങൾക്ക് പോകാവുന്ന വഴിയും പദ്ധതിയിലുണ്ട്.",
                ],
                "full-text-rendered",
                byline="ജോസ് മാത്യു",
            )
        )
        add(
            story(
                "harbour",
                "/news/thottappally-auction-hall",
                "തോട്ടപ്പള്ളി ഹാർബറിൽ പുതിയ ലേലഹാൾ തുറന്നു",
                "2026-12-02",
                "2026-12-02T05:30:00Z",
                "2026 ഡിസംബർ 2, രാവിലെ 11:00",
                ["അനിത നായർ"],
                # labelled with the whole story (relabelled after the blind run: a browser renders it from the
                # state the page carries, and the crawler reads it there; the shell shows only the first line)
                [
                    "മത്സ്യത്തൊഴിലാളികൾ ഏറെക്കാലമായി ആവശ്യപ്പെട്ടിരുന്ന ശീതീകരിച്ച ലേലഹാൾ തോട്ടപ്പള്ളി ഹാർബറിൽ ബുധനാഴ്ച പ്രവർത്തനം തുടങ്ങി.",
                    "നാല് കോടി രൂപ ചെലവിൽ നിർമിച്ച ഹാളിൽ ഒരേസമയം നാൽപത് വള്ളങ്ങളുടെ മീൻ ലേലം ചെയ്യാം. മീൻ കേടുകൂടാതെ സൂക്ഷിക്കാൻ ഐസ് പ്ലാന്റും ഒരുക്കിയിട്ടുണ്ട്.",
                    "ഇതുവരെ തുറസ്സായ സ്ഥലത്ത് വെയിലത്തായിരുന്നു ലേലം. വില കുറയുന്നതിന് ഇത് കാരണമായിരുന്നുവെന്ന് തൊഴിലാളി യൂണിയൻ നേതാവ് പീറ്റർ ഡിക്രൂസ് പറഞ്ഞു.",
                    "ഹാളിന്റെ നടത്തിപ്പ് ചുമതല മത്സ്യഫെഡിനാണ്. ലേലത്തിന് ഇലക്ട്രോണിക് തൂക്കയന്ത്രങ്ങളും ഡിജിറ്റൽ ബോർഡും ഉപയോഗിക്കും.",
                ],
                "shell-text-only-in-json",
                byline="അനിത നായർ",
                full=[
                    "മത്സ്യത്തൊഴിലാളികൾ ഏറെക്കാലമായി ആവശ്യപ്പെട്ടിരുന്ന ശീതീകരിച്ച ലേലഹാൾ തോട്ടപ്പള്ളി ഹാർബറിൽ ബുധനാഴ്ച പ്രവർത്തനം തുടങ്ങി.",
                    "നാല് കോടി രൂപ ചെലവിൽ നിർമിച്ച ഹാളിൽ ഒരേസമയം നാൽപത് വള്ളങ്ങളുടെ മീൻ ലേലം ചെയ്യാം. മീൻ കേടുകൂടാതെ സൂക്ഷിക്കാൻ ഐസ് പ്ലാന്റും ഒരുക്കിയിട്ടുണ്ട്.",
                    "ഇതുവരെ തുറസ്സായ സ്ഥലത്ത് വെയിലത്തായിരുന്നു ലേലം. വില കുറയുന്നതിന് ഇത് കാരണമായിരുന്നുവെന്ന് തൊഴിലാളി യൂണിയൻ നേതാവ് പീറ്റർ ഡിക്രൂസ് പറഞ്ഞു.",
                    "ഹാളിന്റെ നടത്തിപ്പ് ചുമതല മത്സ്യഫെഡിനാണ്. ലേലത്തിന് ഇലക്ട്രോണിക് തൂക്കയന്ത്രങ്ങളും ഡിജിറ്റൽ ബോർഡും ഉപയോഗിക്കും.",
                ],
            )
        )
        add(
            story(
                "brief",
                "/news/alappuzha-changanassery-road-restriction",
                "ആലപ്പുഴ–ചങ്ങനാശ്ശേരി റോഡിൽ ഗതാഗത നിയന്ത്രണം",
                "2026-12-02",
                "2026-12-02T03:00:00Z",
                "2026 ഡിസംബർ 2, രാവിലെ 8:30",
                [],
                [
                    "പള്ളാത്തുരുത്തി പാലത്തിന്റെ അറ്റകുറ്റപ്പണി നടക്കുന്നതിനാൽ വ്യാഴാഴ്ച മുതൽ ഒരാഴ്ച ആലപ്പുഴ–ചങ്ങനാശ്ശേരി റോഡിൽ വലിയ വാഹനങ്ങൾക്ക് നിയന്ത്രണം ഏർപ്പെടുത്തി. ബസുകൾ മുട്ടാർ വഴി തിരിച്ചുവിടും.",
                    "SIGN: കടപ്പാട്: കേരള വാർത്താ സേവനം",
                ],
                "agency-brief",
                byline="",
            )
        )
        add(
            story(
                "houseboat",
                "/news/houseboat-licence-rules",
                "ഹൗസ്ബോട്ടുകൾക്ക് പുതിയ ലൈസൻസ് നിയമം; രാത്രിയാത്രയ്ക്ക് വിലക്ക്",
                "2026-12-01",
                "2026-11-30T20:15:00Z",
                "2 ദിവസം മുമ്പ്",
                ["രാജേഷ് കുമാർ"],
                [
                    "വേമ്പനാട്ട് കായലിലെ ഹൗസ്ബോട്ടുകൾക്ക് തുറമുഖ വകുപ്പ് പുതിയ ലൈസൻസ് വ്യവസ്ഥകൾ പ്രഖ്യാപിച്ചു. ജനുവരി ഒന്ന് മുതൽ എല്ലാ ബോട്ടുകളിലും ലൈഫ് ജാക്കറ്റുകളും അഗ്നിശമന ഉപകരണങ്ങളും നിർബന്ധമാണ്.",
                    "രാത്രി ഏഴ് മണിക്ക് ശേഷം ബോട്ടുകൾ കായലിൽ സഞ്ചരിക്കാൻ പാടില്ല. നിശ്ചിത കേന്ദ്രങ്ങളിൽ മാത്രമേ രാത്രി നങ്കൂരമിടാവൂ. മാലിന്യം കായലിലേക്ക് ഒഴുക്കുന്ന ബോട്ടുകളുടെ ലൈസൻസ് റദ്ദാക്കും.",
                    "ജില്ലയിൽ ആയിരത്തിലേറെ ഹൗസ്ബോട്ടുകളുണ്ടെങ്കിലും പകുതിയോളത്തിന് മാത്രമേ സാധുവായ ലൈസൻസ് ഉള്ളൂ എന്നാണ് വകുപ്പിന്റെ കണക്ക്. ലൈസൻസ് പുതുക്കാൻ മാർച്ച് 31 വരെ സമയം നൽകും.",
                    "പുതിയ നിയമങ്ങൾ സ്വാഗതം ചെയ്യുന്നതായി ഹൗസ്ബോട്ട് ഉടമകളുടെ സംഘടന അറിയിച്ചു. എന്നാൽ രാത്രി നങ്കൂര കേന്ദ്രങ്ങളിൽ വെളിച്ചവും ശുചിമുറിയും ഒരുക്കണമെന്ന് അവർ ആവശ്യപ്പെട്ടു.",
                ],
                "relative-date-only-utc-in-data",
                byline="രാജേഷ് കുമാർ",
            )
        )
        add(
            story(
                "birds",
                "/news/photos-migratory-birds-vembanad",
                "ചിത്രങ്ങൾ: വേമ്പനാട്ട് കായലിൽ ദേശാടനപ്പക്ഷികൾ എത്തി",
                "2026-11-29",
                "2026-11-29T10:45:00Z",
                "2026 നവംബർ 29, വൈകിട്ട് 4:15",
                ["സുനിൽ പോൾ"],
                [
                    "FIG: കായലിന് മുകളിലൂടെ പറക്കുന്ന പക്ഷിക്കൂട്ടം | പാതിരാമണലിന് സമീപം പറന്നിറങ്ങുന്ന വരി എരണ്ടകൾ.",
                    "FIG: ചെളിയിൽ ഇര തേടുന്ന പക്ഷികൾ | കൈനകരിയിലെ പാടത്ത് ഇര തേടുന്ന പുള്ളിക്കാലൻ കാടക്കൊക്കുകൾ.",
                    "മഞ്ഞുകാലം തുടങ്ങിയതോടെ വടക്കൻ രാജ്യങ്ങളിൽ നിന്നുള്ള ദേശാടനപ്പക്ഷികൾ വേമ്പനാട്ട് കായൽ തീരത്ത് എത്തിത്തുടങ്ങി.",
                    "SIGN: ചിത്രങ്ങൾ: സുനിൽ പോൾ",
                ],
                "photo-story",
                byline="ചിത്രങ്ങൾ: സുനിൽ പോൾ",
            )
        )
        add(
            story(
                "opinion",
                "/news/opinion-lake-needs-a-plan",
                "വേമ്പനാട് കായലിന് വേണ്ടത് ഒരു ദീർഘകാല പദ്ധതി",
                "2026-11-28",
                "2026-11-28T02:30:00Z",
                "2026 നവംബർ 28, രാവിലെ 8:00",
                ["മീര വർഗീസ്"],
                [
                    "അൻപത് വർഷം മുമ്പ് വേമ്പനാട് കായലിന്റെ വിസ്തൃതി ഇന്നത്തേതിനേക്കാൾ മൂന്നിലൊന്ന് കൂടുതലായിരുന്നു. കൈയേറ്റവും നികത്തലും എക്കൽ അടിയലും ചേർന്ന് കായൽ ചുരുങ്ങിക്കൊണ്ടിരിക്കുകയാണ്. ഓരോ വെള്ളപ്പൊക്കത്തിലും നാം അതിന്റെ വില കൊടുക്കുന്നു.",
                    "കായലിനെക്കുറിച്ച് പഠനങ്ങൾക്ക് കുറവില്ല. കഴിഞ്ഞ ഇരുപത് വർഷത്തിനിടെ കുറഞ്ഞത് ഏഴ് വിദഗ്ധ സമിതികൾ റിപ്പോർട്ട് നൽകി. അവയിലെ ശുപാർശകൾ മിക്കതും ഒന്നുതന്നെയാണ്: തണ്ണീർമുക്കം ബണ്ടിന്റെ പ്രവർത്തനം ശാസ്ത്രീയമാക്കുക, മാലിന്യം തടയുക, കൈയേറ്റം ഒഴിപ്പിക്കുക.",
                    "എന്നാൽ ഓരോ റിപ്പോർട്ടും ഫയലുകളിൽ ഉറങ്ങുന്നു. വകുപ്പുകൾ തമ്മിലുള്ള ഏകോപനമില്ലായ്മയാണ് പ്രധാന തടസ്സം. ജലസേചനം, ടൂറിസം, മത്സ്യബന്ധനം, കൃഷി, തദ്ദേശ സ്വയംഭരണം എന്നിങ്ങനെ അഞ്ച് വകുപ്പുകൾക്ക് കായലിൽ അധികാരമുണ്ട്; ഉത്തരവാദിത്തം ആർക്കുമില്ല.",
                    "## ഒരു അതോറിറ്റി വേണം",
                    "ചിലിക തടാകത്തിന്റെ സംരക്ഷണത്തിന് ഒഡീഷ രൂപീകരിച്ച വികസന അതോറിറ്റി മാതൃകയാക്കാം. അധികാരവും ഫണ്ടും ഉള്ള ഒരൊറ്റ സ്ഥാപനം, അതിൽ മത്സ്യത്തൊഴിലാളികൾക്കും കർഷകർക്കും പ്രാതിനിധ്യം. പത്ത് വർഷത്തിനുള്ളിൽ ചിലികയിലെ മത്സ്യസമ്പത്ത് ഇരട്ടിയായത് യാദൃച്ഛികമല്ല.",
                    "ഹൗസ്ബോട്ടുകൾക്കുള്ള പുതിയ നിയമങ്ങൾ നല്ല തുടക്കമാണ്. പക്ഷേ കായലിലെ ആകെ മാലിന്യത്തിന്റെ ചെറിയൊരു പങ്ക് മാത്രമാണ് ബോട്ടുകളിൽ നിന്ന്. നഗരങ്ങളിലെ ഓടകളും ഫാക്ടറികളും കൂടി നിയന്ത്രിക്കാതെ കായൽ രക്ഷപ്പെടില്ല.",
                    "അടുത്ത തലമുറയ്ക്ക് ഒരു കായൽ ബാക്കി വേണമെങ്കിൽ, റിപ്പോർട്ടുകൾ എഴുതുന്ന കാലം കഴിഞ്ഞു. ഇനി നടപ്പാക്കാനുള്ള സമയമാണ്.",
                    'RAW:<p class="signature"><strong>മീര വർഗീസ്</strong></p>',
                    "NOTE: ലേഖിക കുഫോസിലെ മുൻ അധ്യാപികയും പരിസ്ഥിതി ഗവേഷകയുമാണ്. അഭിപ്രായങ്ങൾ വ്യക്തിപരം.",
                ],
                "opinion-signed-at-end",
                byline="അഭിപ്രായം",
            )
        )
        add(
            story(
                "coir",
                "/news/coir-workers-bonus",
                "കയർ തൊഴിലാളികൾക്ക് 20 ശതമാനം ബോണസ്",
                "2026-11-27",
                "2026-11-27T07:45:00Z",
                "2026 നവംബർ 27, ഉച്ചയ്ക്ക് 1:15",
                ["ജോസ് മാത്യു", "ഫാത്തിമ ബീവി"],
                [
                    "ജില്ലയിലെ കയർ സഹകരണ സംഘങ്ങളിലെ തൊഴിലാളികൾക്ക് ഈ വർഷം 20 ശതമാനം ബോണസ് നൽകാൻ വ്യവസായ ബന്ധ സമിതി യോഗത്തിൽ ധാരണയായി.",
                    "പതിനായിരത്തോളം തൊഴിലാളികൾക്ക് പ്രയോജനം ലഭിക്കും. ഡിസംബർ 15-നകം ബോണസ് വിതരണം ചെയ്യണമെന്ന് ലേബർ ഓഫീസർ നിർദേശിച്ചു.",
                    "കഴിഞ്ഞ വർഷം 16 ശതമാനമായിരുന്നു ബോണസ്. കയർ ഉൽപ്പന്നങ്ങളുടെ കയറ്റുമതി വർധിച്ചതാണ് ഇത്തവണ കൂടുതൽ നൽകാൻ സാധിച്ചതെന്ന് സംഘങ്ങളുടെ പ്രതിനിധികൾ പറഞ്ഞു.",
                ],
                "two-authors-comma-og-website",
                byline="ജോസ് മാത്യു, ഫാത്തിമ ബീവി",
                og_type="website",
            )
        )
        add(
            page(
                "videos",
                "/videos",
                "video",
                "വീഡിയോ",
                "video-hub",
                [
                    'RAW:<ul class="video-grid"><li><div class="thumb"><span class="dur">3:42</span></div><h3>ചിത്തിര കായലിലെ ബണ്ട് നിർമാണം</h3></li><li><div class="thumb"><span class="dur">1:58</span></div><h3>തോട്ടപ്പള്ളി ലേലഹാൾ ഉദ്ഘാടനം</h3></li><li><div class="thumb"><span class="dur">5:10</span></div><h3>പാതിരാമണലിലെ പക്ഷിക്കാഴ്ചകൾ</h3></li><li><div class="thumb"><span class="dur">2:25</span></div><h3>ഹൗസ്ബോട്ട് ഉടമകൾ പറയുന്നത്</h3></li></ul>',
                    "പുതിയ വീഡിയോകൾക്ക് ഞങ്ങളുടെ ചാനൽ സബ്സ്ക്രൈബ് ചെയ്യുക.",
                ],
            )
        )
        add(
            page(
                "results",
                "/election/ward-bypoll-2026",
                "results",
                "വാർഡ് ഉപതിരഞ്ഞെടുപ്പ് ഫലം",
                "election-results-data",
                [
                    "ആലപ്പുഴ നഗരസഭയിലെ മൂന്ന് വാർഡുകളിലേക്ക് നടന്ന ഉപതിരഞ്ഞെടുപ്പിന്റെ ഫലം. വോട്ടെണ്ണൽ പൂർത്തിയായി.",
                    'RAW:<table class="results"><thead><tr><th>വാർഡ്</th><th>വിജയി</th><th>ഭൂരിപക്ഷം</th><th>പോളിങ്</th></tr></thead><tbody><tr><td>12 – മുല്ലയ്ക്കൽ</td><td>എസ്. ലത</td><td>214</td><td>71.2%</td></tr><tr><td>27 – കളർകോട്</td><td>പി. എം. അഷ്റഫ്</td><td>86</td><td>68.9%</td></tr><tr><td>40 – തുമ്പോളി</td><td>ജോൺ സേവ്യർ</td><td>412</td><td>74.5%</td></tr></tbody></table>',
                    "അവലംബം: സംസ്ഥാന തിരഞ്ഞെടുപ്പ് കമ്മീഷൻ. ഫലം അന്തിമമാണ്.",
                ],
            )
        )
        add(
            page(
                "events",
                "/events",
                "events",
                "പരിപാടികൾ",
                "events-list",
                [
                    "- ഡിസംബർ 5 – പാതിരാമണലിൽ പക്ഷിനിരീക്ഷണ ക്യാമ്പ്, രാവിലെ 6 മണി, രജിസ്ട്രേഷൻ നിർബന്ധം",
                    "- ഡിസംബർ 8 – കയർ കേരള പ്രദർശനം, ഇ.എം.എസ്. സ്റ്റേഡിയം, 10 മുതൽ 8 വരെ",
                    "- ഡിസംബർ 12 – മുല്ലയ്ക്കൽ ചിറപ്പ് ഉത്സവം ആരംഭം",
                    "- ഡിസംബർ 20 – ആലപ്പുഴ ബീച്ചിൽ ക്രിസ്മസ് കരോൾ മത്സരം",
                    "പരിപാടികൾ ചേർക്കാൻ events@kayalvartha.test എന്ന വിലാസത്തിൽ എഴുതുക.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe",
                "subscribe",
                "വാർത്തകൾ നിങ്ങളുടെ ഫോണിൽ",
                "subscribe",
                [
                    "എല്ലാ ദിവസവും രാവിലെ ഏഴിന് പ്രധാന വാർത്തകൾ വാട്സാപ്പിലും ഇമെയിലിലും സൗജന്യമായി ലഭിക്കാൻ താഴെ രജിസ്റ്റർ ചെയ്യുക.",
                    'RAW:<form class="subscribe-form" method="POST" action="?/subscribe"><label>ഇമെയിൽ<input type="email" name="email"></label><label>ഫോൺ<input type="tel" name="phone"></label><button>രജിസ്റ്റർ ചെയ്യുക</button></form>',
                    "ഏത് സമയത്തും അൺസബ്സ്ക്രൈബ് ചെയ്യാം.",
                ],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "ഞങ്ങളെക്കുറിച്ച്",
                "about-staff",
                [
                    "ആലപ്പുഴയും കുട്ടനാടും കേന്ദ്രീകരിച്ച് 2021-ൽ ആരംഭിച്ച ഓൺലൈൻ വാർത്താ സംരംഭമാണ് കായൽ വാർത്ത.",
                    "- എഡിറ്റർ: ജോസ് മാത്യു",
                    "- റിപ്പോർട്ടർമാർ: അനിത നായർ, രാജേഷ് കുമാർ, ഫാത്തിമ ബീവി",
                    "- ഫോട്ടോഗ്രാഫർ: സുനിൽ പോൾ",
                    "വിലാസം: കായൽ വാർത്ത, മുല്ലയ്ക്കൽ, ആലപ്പുഴ 688011.",
                ],
            )
        )
        add(
            page(
                "gone",
                "/news/kuttanad-bund-breach-2024",
                "soft404",
                "വാർത്ത ലഭ്യമല്ല",
                "soft404-sveltekit-error",
                [
                    "നിങ്ങൾ തിരയുന്ന വാർത്ത നീക്കം ചെയ്യപ്പെട്ടിരിക്കുന്നു, അല്ലെങ്കിൽ വിലാസം തെറ്റാണ്.",
                    "പുതിയ വാർത്തകൾക്കായി ഹോം പേജ് സന്ദർശിക്കുക.",
                ],
                error=True,
            )
        )
        self.docs["bund"].extra["text_link"] = ("gone", "2024-ലെ മടവീഴ്ചയെക്കുറിച്ചുള്ള വാർത്ത")

    # templates
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [f"<title>{esc(doc.title)} | കായൽ വാർത്ത</title>", f'<link rel="canonical" href="{esc(url)}">']
        if doc.is_article:
            og = doc.extra.get("og_type", "article")
            out += [
                f'<meta property="og:type" content="{og}">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta name="description" content="{esc(self.lede(doc))}">',
            ]
            if og == "article":
                out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        else:
            out.append('<meta property="og:type" content="website">')
        return "<!--[-->" + "".join(out) + "<!--]-->"

    def data(self, doc: Doc) -> dict[str, object]:
        if not doc.is_article:
            return {"page": doc.key, "title": doc.title}
        lines = doc.extra.get("full") or [b[1] for b in doc.blocks if b[0] == "p"]
        return {
            "id": zlib.crc32(doc.path.encode()) % 90000 + 10000, "slug": doc.path.rsplit("/", 1)[-1], "title": doc.title,
            "published_at": doc.iso, "authors": [{"name": a} for a in doc.authors], "summary": plain(lines[0]),
            "body_html": "".join(f"<p>{esc(plain(t))}</p>" for t in lines),
        }  # fmt: skip

    def frame(self, doc: Doc, main: str) -> str:
        h = sv("header")
        nav = "".join(
            f'<li class="{h}">{self.a(k, t, "chrome:nav")}</li>'
            for k, t in (
                ("home", "ഹോം"),
                ("latest", "പുതിയത്"),
                ("tag", "കായൽ"),
                ("videos", "വീഡിയോ"),
                ("events", "പരിപാടികൾ"),
                ("results", "തിരഞ്ഞെടുപ്പ്"),
            )
        )
        data = self.data(doc)
        api = "/api/stories/" + str(data["slug"]) if doc.is_article else "/api/pages/" + doc.key
        fetched = json.dumps(
            {
                "status": 404 if doc.extra.get("error") else 200,
                "statusText": "",
                "headers": {"content-type": "application/json"},
                "body": json.dumps(data, ensure_ascii=False),
            },
            ensure_ascii=False,
        )
        start = json.dumps([None, {"type": "data", "data": data, "uses": {"params": ["slug"]}}], ensure_ascii=False)
        fetched, start = fetched.replace("</", "<\\/"), start.replace("</", "<\\/")
        err = '{message:"Not Found"}' if doc.extra.get("error") else "null"
        return f"""<!doctype html>
<html lang="ml">
<head>
<meta charset="utf-8">
<link rel="icon" href="/favicon.png">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link href="/_app/immutable/assets/0.C7fQm2Ka.css" rel="stylesheet">
<link rel="modulepreload" href="/_app/immutable/entry/start.BxY7rT1w.js">
<link rel="modulepreload" href="/_app/immutable/chunks/entry.Dq3kLw9e.js">
<link rel="modulepreload" href="/_app/immutable/nodes/0.B1pz7Hk4.js">
{self.head(doc)}
<style>/*PAD*/</style>
</head>
<body data-sveltekit-preload-data="hover">
<div style="display: contents"><!--[--><!--[--><!---->
<header class="site-header {h}"><a href="/" class="brand {h}">കായൽ വാർത്ത</a>
<nav class="{sv("nav")}"><ul class="{sv("nav")}">{nav}</ul></nav>
<form class="search {h}" action="/search"><input name="q" type="search" placeholder="തിരയുക"></form></header>
<main class="{sv("grid")}"><!--[-->
{main}
<!--]--></main>
<footer class="{sv("footer")}"><p>© 2026 കായൽ വാർത്ത · {self.a("about", "ഞങ്ങളെക്കുറിച്ച്", "chrome:footer")} · {self.a("subscribe", "സബ്സ്ക്രൈബ്", "chrome:footer")} · {self.a("search", "തിരയൽ", "chrome:footer")} · {self.a("/privacy", "സ്വകാര്യതാ നയം", "chrome:footer")}</p></footer>
<!--]--><!--]-->
<script type="application/json" data-sveltekit-fetched data-url="{esc(api)}">{fetched}</script>
<script>
{{
__sveltekit_1q8xk2m = {{ base: new URL(".", location).pathname.slice(0, -1) }};
const element = document.currentScript.parentElement;
Promise.all([import("/_app/immutable/entry/start.BxY7rT1w.js"), import("/_app/immutable/entry/app.C4d5Nq0v.js")]).then(([kit, app]) => {{
kit.start(app, element, {{ node_ids: [0, {3 if doc.is_article else 2}], data: {start}, form: null, error: {err} }});
}});
}}
</script>
</div>
</body>
</html>
"""

    def fig(self, alt: str, cap: str) -> str:
        c = sv("figure")
        return f'<figure class="{c}"><img class="{c}" src="https://img.kayalvartha.test/{zlib.crc32(alt.encode()) % 99991}.webp" alt="{esc(alt)}" loading="lazy"><figcaption class="{c}">{esc(cap)}</figcaption></figure>'

    def story_main(self, doc: Doc) -> str:
        c = sv("story")
        b = sv("byline")
        by = f'<span class="author {b}">{esc(doc.byline)}</span> · ' if doc.byline else ""
        stamp = (
            f'<time class="{b}" datetime="{doc.iso}">{esc(doc.stamp)}</time>'
            if doc.shape != "relative-date-only-utc-in-data"
            else f'<span class="ago {b}">{esc(doc.stamp)}</span>'
        )
        if doc.shape == "shell-text-only-in-json":
            body = f'<p class="summary {c}">{esc(plain(doc.blocks[0][1]))}</p><!----><div class="skeleton {sv("skeleton")}" aria-busy="true"><div class="line {sv("skeleton")}"></div><div class="line {sv("skeleton")}"></div><div class="line {sv("skeleton")}"></div></div><!---->'
        else:
            body = self.blocks(doc, p_tag=f'<p class="{c}">', fig=self.fig)
        link = doc.extra.get("text_link")
        if link:
            body += f'<p class="{c}">കൂടുതൽ: {self.a(link[0], link[1], "content")}</p>'
        more = "".join(
            f'<li class="{sv("rail")}">{self.a(k, self.docs[k].title, "chrome:related")}</li>'
            for k in ("bund", "harbour", "houseboat", "birds")
            if k != doc.key
        )
        tag = self.a("tag", "#കായൽ", "tags", f'class="chip {c}"') if doc.key in ("houseboat", "birds", "coir") else ""
        return f"""<article class="story {c}"><!---->
<h1 class="headline {c}">{esc(doc.title)}</h1>
<p class="meta {b}">{by}{stamp}</p>
<div class="story-body {c}">{body}</div>
<div class="tags {c}">{tag}</div>
</article>
<aside class="{sv("rail")}"><h2 class="{sv("rail")}">കൂടുതൽ വാർത്തകൾ</h2><ul>{more}</ul></aside>"""

    def card(self, key: str) -> str:
        d = self.docs[key]
        c = sv("card")
        return f'<article class="card {c}"><h3 class="{c}">{self.a(key, d.title, "content")}</h3><p class="{c}">{esc(self.lede(d))}</p><span class="{c}">{esc(d.stamp.split(",")[0])}</span></article>'

    def listing_main(self, doc: Doc) -> str:
        cards = "<!--[-->" + "".join(self.card(k) for k in doc.extra["list"]) + "<!--]-->"
        cards += "".join(
            f'<article class="card {sv("card")}"><h3>{self.a(p, p.rsplit("/", 1)[-1].replace("-", " "), "content")}</h3></article>'
            for p in doc.extra.get("old", [])
        )
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="pager {sv("grid")}">{self.a(doc.extra["more"], "അടുത്ത പേജ് →", "content")}</nav>'
        if doc.extra.get("prev"):
            pag = f'<nav class="pager {sv("grid")}">{self.a(doc.extra["prev"], "← മുൻ പേജ്", "content")}</nav>'
        if doc.key == "home":
            return f'<h1 class="visually-hidden {sv("grid")}">കായൽ വാർത്ത – ആലപ്പുഴയുടെ വാർത്തകൾ</h1><section class="{sv("grid")}">{cards}</section><p>{self.a("latest", "എല്ലാ വാർത്തകളും", "content")} · {self.a("videos", "വീഡിയോ", "content")}</p>'
        return f'<h1 class="{sv("grid")}">{esc(doc.title)}</h1><section class="{sv("grid")}">{cards}</section>{pag}'

    def service_main(self, doc: Doc) -> str:
        extra = f"<p>{self.a('home', 'ഹോം പേജിലേക്ക്', 'content')}</p>" if doc.extra.get("error") else ""
        return f'<div class="page {sv("story")}"><h1 class="{sv("story")}">{esc(doc.title)}</h1>{self.blocks(doc)}{extra}</div>'
