# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""សំឡេងមេគង្គ (Samleng Mekong): a Khmer newsroom running a Forem / dev.to-like community platform (`crayons-*`
classes, posts at /<username>/<slug>-<4 chars>, reaction and comment counters, comment threads longer than the
stories, /t/<tag> tag pages, user profiles at /<username>, /latest, /search?q=, /listings, /videos). Posts carry
og:type=article and an Article JSON-LD naming the posting account; `<time datetime>` is UTC, printed server-side in
English month names (the local day in Phnom Penh, UTC+7, can be the next day)."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc, rng

ORG = "សំឡេងមេគង្គ"
USERS = {
    "samlengmekong": ORG,
    "chan_sokha": "ចាន់ សុខា",
    "kim_vanna": "គឹម វណ្ណា",
    "heng_piseth": "ហេង ពិសិដ្ឋ",
    "long_chanthou": "ឡុង ចន្ធូ",
    "som_ratana": "សោម រតនា",
}
COMMENTERS = [
    ("dara_k", "ដារ៉ា"),
    ("sreypov88", "ស្រីពៅ"),
    ("vuthy_pp", "វុទ្ធី"),
    ("bopha_m", "បុប្ផា"),
    ("rithy_tk", "រិទ្ធី"),
    ("nary_s", "ណារី"),
    ("sovann_kh", "សុវណ្ណ"),
]
COMMENTS = [
    "អរគុណសម្រាប់អត្ថបទនេះ។ នៅភូមិខ្ញុំក៏មានបញ្ហាដូចគ្នាដែរ ប៉ុន្តែគ្មាននរណាម្នាក់និយាយពីវាទេ។",
    "ខ្ញុំយល់ស្របមួយផ្នែក ប៉ុន្តែគួរតែសួរអាជ្ញាធរមូលដ្ឋានផងដែរ ព្រោះពួកគេមានតួលេខច្បាស់ជាងនេះ។",
    "តើមានលេខទូរស័ព្ទសម្រាប់ប្តឹងដែរឬទេ? ខ្ញុំបានព្យាយាមទាក់ទងតាំងពីខែមុន តែគ្មានអ្នកលើកទូរស័ព្ទ។",
    "សូមសរសេរបន្តពីរឿងនេះទៀត។ យើងត្រូវការព័ត៌មានពីខេត្តឱ្យបានច្រើនជាងនេះ។",
    "ម្តាយខ្ញុំបង់ថ្លៃទឹកកើនឡើងជិតពីរដងក្នុងរយៈពេលមួយឆ្នាំ។ គ្រួសារក្រីក្រពិបាកណាស់។",
    "រូបថតស្អាតណាស់! តើថតនៅម៉ោងប៉ុន្មាន? ពន្លឺពេលព្រឹកល្អមែន។",
    "ខ្ញុំគិតថាអត្ថបទនេះខ្វះសំឡេងរបស់ក្រុមហ៊ុន។ គួរតែឱ្យពួកគេឆ្លើយតបផង ដើម្បីឱ្យមានតុល្យភាព។",
    "ខ្ញុំរស់នៅសង្កាត់នោះ។ ផ្លូវនៅតែខូចដដែល ទោះបីជាគេសន្យាជួសជុលតាំងពីរដូវវស្សាមុនក៏ដោយ។",
    "ចែករំលែកទៅក្រុម Facebook របស់ភូមិហើយ។ មនុស្សជាច្រើនមិនដឹងរឿងនេះទេ។",
    "អត្ថបទល្អ ប៉ុន្តែចំណងជើងហាក់ដូចជាខ្លាំងពេកបន្តិច។",
    "តើមានការប្រជុំសាធារណៈនៅពេលណា? ខ្ញុំចង់ចូលរួមនិងសួរសំណួរផ្ទាល់។",
    "ឆ្លើយតប៖ យោងតាមសាលាសង្កាត់ ការប្រជុំនឹងធ្វើនៅថ្ងៃសៅរ៍ក្រោយ វេលាម៉ោងប្រាំបីព្រឹក។",
]


class Samleng(Base):
    origin = "https://samlengmekong.test"
    name = ORG
    prefix = "sm"
    language = "km"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sm",
            [
                ".crayons-layout",
                ".crayons-story",
                ".crayons-article__main",
                ".crayons-article__body",
                ".comment__body",
                ".crayons-card",
                ".profile-header",
                ".crayons-btn",
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
                ORG,
                "forem-home-feed",
                list=["tuk", "tonle", "touk", "phsar", "mati", "phlov"],
                more="latest",
            )
        )
        add(
            page(
                "latest",
                "/latest",
                "section",
                "Latest posts",
                "forem-latest-feed",
                list=["akp", "phlov", "tuk", "tonle", "phsar", "touk", "mati"],
            )
        )
        add(
            page(
                "tag",
                "/t/phnompenh",
                "tag",
                "#phnompenh",
                "forem-tag-page",
                list=["tuk", "phsar", "phlov", "akp"],
                tagline="ព័ត៌មានពីរាជធានីភ្នំពេញ៖ ទឹក ភ្លើង ផ្លូវ និងផ្សារ។",
            )
        )
        add(
            page(
                "search",
                "/search?q=%E1%9E%91%E1%9E%B9%E1%9E%80",
                "search",
                "Search results for ទឹក",
                "forem-search",
                list=["tuk", "tonle", "akp"],
            )
        )
        add(
            page(
                "profile",
                "/chan_sokha",
                "author",
                "ចាន់ សុខា",
                "forem-user-profile-bio",
                list=["tuk"],
                bio=[
                    "អ្នកយកព័ត៌មានផ្នែកសង្គម និងសេវាសាធារណៈនៅរាជធានីភ្នំពេញ។ ធ្លាប់ធ្វើការនៅវិទ្យុសហគមន៍អស់រយៈពេលប្រាំមួយឆ្នាំ មុនចូលរួមជាមួយក្រុមការងារសំឡេងមេគង្គក្នុងឆ្នាំ ២០២២។",
                    "ចាប់អារម្មណ៍លើបញ្ហាទឹកស្អាត លំនៅឋាន និងសិទ្ធិអ្នកជួលផ្ទះ។ ប្រសិនបើអ្នកមានរឿងចង់ចែករំលែក សូមផ្ញើសារមកខ្ញុំតាមរយៈទំព័រនេះ។",
                    "ចូលរួម៖ ខែមីនា ២០២២ · ទីតាំង៖ ភ្នំពេញ · ការសិក្សា៖ សាកលវិទ្យាល័យភូមិន្ទភ្នំពេញ ផ្នែកសារព័ត៌មាន",
                ],
            )
        )
        add(
            page(
                "coc",
                "/code-of-conduct",
                "policy",
                "ក្រមសីលធម៌សហគមន៍",
                "forem-code-of-conduct-updated",
                [
                    "ធ្វើបច្ចុប្បន្នភាពចុងក្រោយ៖ ថ្ងៃទី១៥ ខែមករា ឆ្នាំ២០២៦",
                    "សំឡេងមេគង្គ គឺជាវេទិកាសម្រាប់អ្នកអាន អ្នកយកព័ត៌មាន និងអ្នកសរសេរសហគមន៍។ ក្រមនេះអនុវត្តចំពោះអត្ថបទ មតិយោបល់ និងសារឯកជនទាំងអស់។",
                    "## អាកប្បកិរិយាដែលយើងរំពឹងទុក",
                    "- គោរពមតិរបស់អ្នកដទៃ ទោះបីជាអ្នកមិនយល់ស្របក៏ដោយ។",
                    "- ផ្តល់ប្រភពនៅពេលអ្នកលើកឡើងពីតួលេខ ឬការអះអាង។",
                    "- កុំបោះពុម្ពព័ត៌មានផ្ទាល់ខ្លួនរបស់អ្នកដទៃដោយគ្មានការយល់ព្រម។",
                    "## អាកប្បកិរិយាដែលមិនអនុញ្ញាត",
                    "ការជេរប្រមាថ ការគំរាមកំហែង ការផ្សព្វផ្សាយពាណិជ្ជកម្មដោយគ្មានការអនុញ្ញាត និងព័ត៌មានមិនពិតដែលដឹងថាមិនពិត នឹងត្រូវលុបចោល ហើយគណនីអាចត្រូវបិទ។",
                    "## ការរាយការណ៍",
                    "ប្រើប៊ូតុង «Report abuse» នៅក្រោមមតិយោបល់នីមួយៗ ឬផ្ញើអ៊ីមែលមក moderators@samlengmekong.test។ ក្រុមអ្នកសម្របសម្រួលនឹងឆ្លើយតបក្នុងរយៈពេល ៤៨ ម៉ោង។",
                ],
            )
        )
        add(
            page(
                "job",
                "/listings/jobs/video-reporter-siem-reap-2b7k",
                "jobs",
                "ជ្រើសរើស៖ អ្នកយកព័ត៌មានវីដេអូ ខេត្តសៀមរាប",
                "forem-listing-job-ad",
                [
                    "ក្រុមការងារសំឡេងមេគង្គ កំពុងស្វែងរកអ្នកយកព័ត៌មានវីដេអូម្នាក់ សម្រាប់ការិយាល័យខេត្តសៀមរាប។ ការងារពេញម៉ោង ចាប់ផ្តើមខែកុម្ភៈ ឆ្នាំ២០២៧។",
                    "## ភារកិច្ច",
                    "- ថតនិងកាត់តវីដេអូខ្លីៗ ពីរទៅបីដងក្នុងមួយសប្តាហ៍",
                    "- សរសេរអត្ថបទអមវីដេអូ និងឆ្លើយតបមតិយោបល់អ្នកអាន",
                    "- សហការជាមួយការិយាល័យភ្នំពេញលើរឿងធំៗ",
                    "## លក្ខខណ្ឌ",
                    "មានបទពិសោធន៍យ៉ាងហោចណាស់មួយឆ្នាំ ចេះប្រើកម្មវិធីកាត់តវីដេអូ និងមានម៉ូតូផ្ទាល់ខ្លួន។ ចេះភាសាអង់គ្លេសជាអាទិភាព។",
                    "ផ្ញើប្រវត្តិរូបសង្ខេប និងគំរូការងារបីមកកាន់ jobs@samlengmekong.test មុនថ្ងៃទី២០ ខែធ្នូ។",
                ],
                listing=True,
            )
        )
        add(
            page(
                "videos",
                "/videos",
                "video",
                "Videos",
                "forem-video-hub",
                [
                    "វីដេអូថ្មីៗពីក្រុមការងារ និងអ្នកសរសេរសហគមន៍។",
                    'RAW:<div class="video-collection"><div class="single-video-article"><a href="/heng_piseth/video-boat-race-final-7cq1"><img src="/uploads/thumb/boat.jpg" alt=""><p>ការប្រណាំងទូកវគ្គផ្តាច់ព្រ័ត្រ</p><span class="video-duration">03:42</span></a></div><div class="single-video-article"><a href="/samlengmekong/video-water-queue-tuol-kork-1m8d"><img src="/uploads/thumb/water.jpg" alt=""><p>ជួររង់ចាំទឹកនៅទួលគោក</p><span class="video-duration">02:15</span></a></div><div class="single-video-article"><a href="/kim_vanna/video-floating-village-8s2e"><img src="/uploads/thumb/village.jpg" alt=""><p>ភូមិបណ្តែតទឹកនៅរដូវប្រាំង</p><span class="video-duration">05:08</span></a></div><div class="single-video-article"><a href="/som_ratana/video-market-prices-4f0a"><img src="/uploads/thumb/market.jpg" alt=""><p>តម្លៃបន្លែនៅផ្សារដើមគរ</p><span class="video-duration">01:57</span></a></div></div>',
                ],
            )
        )
        add(
            page(
                "notfound",
                "/samlengmekong/phlov-thmei-kraing-thnong-9x1z",
                "soft404",
                "This page does not exist",
                "forem-404-at-post-url",
                [
                    "សូមអភ័យទោស ទំព័រដែលអ្នកកំពុងស្វែងរកមិនមាន ឬត្រូវបានលុបដោយអ្នកនិពន្ធ។",
                    "អ្នកអាចត្រឡប់ទៅទំព័រដើម ឬស្វែងរកអត្ថបទផ្សេងទៀត។",
                ],
                status_note=True,
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "អំពីសំឡេងមេគង្គ",
                "forem-about",
                [
                    "សំឡេងមេគង្គ គឺជាបន្ទប់ព័ត៌មានឯករាជ្យតូចមួយ ដែលបង្កើតឡើងក្នុងឆ្នាំ ២០១៩ នៅរាជធានីភ្នំពេញ។ យើងបោះពុម្ពព័ត៌មាន និងបើកវេទិកានេះឱ្យអ្នកអានសរសេរ និងពិភាក្សា។",
                    "## ក្រុមការងារ",
                    "- និពន្ធនាយក៖ ម៉ៅ ស្រីនាង",
                    "- អ្នកយកព័ត៌មាន៖ ចាន់ សុខា, សោម រតនា, គឹម វណ្ណា",
                    "- អ្នកថតរូប៖ ហេង ពិសិដ្ឋ",
                    "អត្ថបទដែលបោះពុម្ពដោយគណនី សំឡេងមេគង្គ ត្រូវបានកែសម្រួលដោយក្រុមការងារ។ អត្ថបទរបស់អ្នកសរសេរសហគមន៍មិនតំណាងឱ្យទស្សនៈរបស់យើងទេ។",
                ],
            )
        )
        # stories
        add(
            story(
                "tuk",
                "/samlengmekong/tlai-tuk-sa-at-phnom-penh-4k2j",
                "ថ្លៃទឹកស្អាតនៅជាយក្រុងភ្នំពេញកើនឡើង ខណៈទឹកហូរតែពីរម៉ោងក្នុងមួយថ្ងៃ",
                "2026-12-02",
                "2026-12-01T23:10:00Z",
                "Dec 1",
                ["ចាន់ សុខា", "ម៉ៅ ស្រីនាង"],
                [
                    "ប្រជាពលរដ្ឋនៅសង្កាត់ព្រែកព្នៅ និងសង្កាត់គោកឃ្លាង ត្អូញត្អែរថា ថ្លៃទឹកស្អាតបានកើនឡើងជាង ៤០ ភាគរយក្នុងឆ្នាំនេះ ខណៈដែលទឹកហូរមកផ្ទះរបស់ពួកគេតែប្រហែលពីរម៉ោងក្នុងមួយថ្ងៃប៉ុណ្ណោះ។",
                    "អ្នកស្រី ណុប សុផល ម្តាយកូនបីនាក់ បាននិយាយថា គ្រួសាររបស់គាត់ត្រូវក្រោកពីម៉ោងបួនទៀបភ្លឺ ដើម្បីដងទឹកទុកក្នុងពាង។ «បើខកខានពេលនោះ យើងត្រូវទិញទឹកពីឡានដឹក ដែលថ្លៃជាងបីដង» គាត់និយាយ។",
                    "## ក្រុមហ៊ុនឆ្លើយតប",
                    "ក្រុមហ៊ុនផ្គត់ផ្គង់ទឹកឯកជនដែលគ្រប់គ្រងតំបន់នោះ បានប្រាប់សំឡេងមេគង្គថា ការកើនថ្លៃគឺដោយសារតម្លៃអគ្គិសនី និងសារធាតុគីមីកើនឡើង។ ក្រុមហ៊ុនសន្យាថានឹងបញ្ចប់ការដំឡើងបំពង់ថ្មីមុនចុងឆ្នាំ ២០២៧។",
                    "មន្ត្រីសាលាខណ្ឌម្នាក់ ដែលសុំមិនបញ្ចេញឈ្មោះ បាននិយាយថា ខណ្ឌបានទទួលពាក្យបណ្តឹងជាង ៣០០ ក្នុងរយៈពេលបីខែចុងក្រោយ។",
                ],
                "org-account-credit-line-two-authors-utc-day-shift",
                section="phnompenh",
                account="samlengmekong",
                credit=True,
                reactions=214,
                ncomments=15,
            )
        )
        add(
            story(
                "akp",
                "/samlengmekong/phlerng-chheh-phsar-tauch-2p9w",
                "ភ្លើងឆេះតូបលក់ដូរចំនួនបីនៅផ្សារតូច",
                "2026-11-30",
                "2026-11-30T04:20:00Z",
                "Nov 30",
                [],
                [
                    "ភ្លើងបានឆេះតូបលក់ដូរចំនួនបីនៅផ្សារតូច កាលពីព្រឹកថ្ងៃច័ន្ទ ដោយសារសៀគ្វីអគ្គិសនីខ្លី។ គ្មាននរណាម្នាក់រងរបួសទេ។",
                ],
                "agency-brief-no-author",
                section="phnompenh",
                account="samlengmekong",
                source="ប្រភព៖ ទីភ្នាក់ងារព័ត៌មានមេគង្គ (MNA)",
                reactions=18,
                ncomments=4,
            )
        )
        add(
            story(
                "tonle",
                "/kim_vanna/sambhasan-neak-nesat-tonle-sap-8hq3",
                "សម្ភាសន៍៖ អ្នកនេសាទបឹងទន្លេសាប «ត្រីតិចជាងមុនពាក់កណ្តាល»",
                "2026-11-29",
                "2026-11-29T03:00:00Z",
                "Nov 29",
                ["គឹម វណ្ណា"],
                [
                    "លោក យឹម សារ៉ុន អាយុ ៥៨ ឆ្នាំ បាននេសាទនៅបឹងទន្លេសាបតាំងពីក្មេង។ យើងបានជួបគាត់នៅភូមិបណ្តែតទឹកកំពង់ល្វង។",
                    "Q: តើការនេសាទឆ្នាំនេះយ៉ាងម៉េចដែរ? || ត្រីតិចជាងមុនពាក់កណ្តាល។ កាលពីដប់ឆ្នាំមុន មួយយប់ខ្ញុំទទួលបានត្រីម្ភៃគីឡូ ឥឡូវបានតែប្រាំបីទៅដប់គីឡូប៉ុណ្ណោះ។",
                    "Q: តើលោកគិតថាមូលហេតុអ្វី? || ទឹកឡើងមិនដូចមុន ព្រៃលិចទឹកត្រូវបានកាប់ ហើយមានអ្នកប្រើឧបករណ៍ខុសច្បាប់ច្រើនពេក។",
                    "Q: តើកូនចៅរបស់លោកនៅនេសាទដែរឬទេ? || កូនប្រុសពីរនាក់ទៅធ្វើការនៅរោងចក្រនៅភ្នំពេញ។ កូនស្រីនៅជួយខ្ញុំ តែនាងចង់រៀនធ្វើជាគិលានុបដ្ឋាយិកា។",
                    "Q: តើលោកចង់ឱ្យអាជ្ញាធរធ្វើអ្វី? || ការពារព្រៃលិចទឹក និងចាប់អ្នកប្រើឧបករណ៍ឆក់ត្រីឱ្យបានពិតប្រាកដ មិនមែនត្រឹមតែនិយាយទេ។",
                ],
                "interview-qa",
                section="tonlesap",
                account="kim_vanna",
                reactions=96,
                ncomments=7,
            )
        )
        add(
            story(
                "touk",
                "/heng_piseth/rup-thot-prannang-touk-5zt1",
                "រូបថត៖ ពិធីបុណ្យអុំទូកនៅមាត់ទន្លេ",
                "2026-11-26",
                "2026-11-26T11:45:00Z",
                "Nov 26",
                ["ហេង ពិសិដ្ឋ"],
                [
                    "FIG: ទូកប្រណាំងពីរគ្រឿងនៅជិតខ្សែបញ្ចប់ | អ្នកចែវមកពីខេត្តកំពង់ចាមប្រជែងគ្នាក្នុងវគ្គពាក់កណ្តាលផ្តាច់ព្រ័ត្រ។",
                    "FIG: ហ្វូងមនុស្សនៅមាត់ទន្លេចតុមុខ | ទស្សនិកជនរាប់ម៉ឺននាក់ឈរមើលតាំងពីព្រឹក។",
                    "ការប្រណាំងទូកបានបញ្ចប់ដោយជោគជ័យ ក្រោមមេឃស្រឡះ។",
                ],
                "photo-story-little-text",
                section="culture",
                account="heng_piseth",
                reactions=302,
                ncomments=6,
            )
        )
        add(
            story(
                "mati",
                "/long_chanthou/mati-phlov-thmor-ban-kar-8d0c",
                "មតិ៖ ទីក្រុងរបស់យើងត្រូវការចិញ្ចើមផ្លូវ មិនមែនផ្លូវឡានបន្ថែមទេ",
                "2026-11-28",
                "2026-11-28T02:30:00Z",
                "Nov 28",
                ["ឡុង ចន្ធូ"],
                [
                    "រៀងរាល់ព្រឹក ខ្ញុំដើរកូនទៅសាលារៀនចម្ងាយតែប្រាំរយម៉ែត្រ។ ប៉ុន្តែដំណើរខ្លីនោះគឺជាផ្នែកដ៏គ្រោះថ្នាក់បំផុតនៃថ្ងៃរបស់យើង ព្រោះចិញ្ចើមផ្លូវត្រូវបានកាន់កាប់ដោយឡាន តូបលក់ដូរ និងម៉ូតូ។",
                    "រៀងរាល់ឆ្នាំ ទីក្រុងពង្រីកផ្លូវសម្រាប់ឡាន ប៉ុន្តែកម្រនឹងឃើញគម្រោងសម្រាប់អ្នកថ្មើរជើងណាស់។ លទ្ធផលគឺស្ទះចរាចរណ៍កាន់តែធ្ងន់ ព្រោះគ្មាននរណាម្នាក់ហ៊ានដើរ សូម្បីតែចម្ងាយខ្លី។",
                    "ទីក្រុងជាច្រើននៅអាស៊ី បានបង្ហាញថាការវិនិយោគលើចិញ្ចើមផ្លូវ ដើមឈើម្លប់ និងផ្លូវឆ្លងកាត់សុវត្ថិភាព អាចកាត់បន្ថយការប្រើប្រាស់ឡានបានយ៉ាងច្រើន។ វាមិនត្រូវការលុយច្រើនដូចការសាងសង់ស្ពានអាកាសទេ។",
                    "## អ្វីដែលអាចធ្វើបានភ្លាមៗ",
                    "ចាប់ផ្តើមពីជុំវិញសាលារៀន និងមន្ទីរពេទ្យ៖ ហាមចតឡានលើចិញ្ចើមផ្លូវ គូសផ្លូវឆ្លងកាត់ថ្មី និងដាក់ភ្លើងស្តុបសម្រាប់អ្នកថ្មើរជើង។ ការងារទាំងនេះអាចធ្វើបានក្នុងរយៈពេលមួយរដូវប្រាំង។",
                    "ទីក្រុងល្អ មិនមែនជាទីក្រុងដែលឡានបើកលឿននោះទេ ប៉ុន្តែជាទីក្រុងដែលក្មេងអាចដើរទៅសាលាដោយសុវត្ថិភាព។",
                ],
                "opinion-signed-at-end",
                section="opinion",
                account="long_chanthou",
                signed="ឡុង ចន្ធូ",
                bio="អ្នកនិពន្ធជាស្ថាបត្យករ និងជាឪពុកកូនពីរនាក់ រស់នៅខណ្ឌចំការមន។ មតិនេះជារបស់អ្នកនិពន្ធផ្ទាល់។",
                reactions=157,
                ncomments=9,
            )
        )
        add(
            story(
                "phsar",
                "/som_ratana/tlai-banle-phsar-daeum-kor-3v6n",
                "តម្លៃបន្លែនៅផ្សារដើមគរកើនឡើងក្រោយទឹកជំនន់",
                "2026-11-30",
                "2026-11-30T09:05:00Z",
                "Nov 30",
                ["សោម រតនា"],
                [
                    "តម្លៃបន្លែមួយចំនួននៅផ្សារដើមគរ បានកើនឡើងរហូតដល់ទ្វេដង ក្រោយពេលទឹកជំនន់បានបំផ្លាញចម្ការនៅខេត្តកណ្តាល និងខេត្តតាកែវ។",
                    "ម្ចាស់តូបលក់បន្លែ លោកស្រី ជា សុគន្ធា និយាយថា ត្រកួនមួយចង្វាក់ឥឡូវថ្លៃ ២០០០ រៀល ពីមុនត្រឹមតែ ១០០០ រៀល។ «អតិថិជនទិញតិចជាងមុន ហើយខ្ញុំក៏ចំណេញតិចដែរ» គាត់និយាយ។",
                    "មន្ត្រីកសិកម្មខេត្តកណ្តាលរំពឹងថា តម្លៃនឹងធ្លាក់ចុះវិញនៅពាក់កណ្តាលខែធ្នូ នៅពេលដំណាំថ្មីអាចប្រមូលផលបាន។",
                ],
                "jsonld-lying-datepublished",
                section="phnompenh",
                account="som_ratana",
                ld_date="2026-10-03T07:12:44Z",
                reactions=64,
                ncomments=8,
                edited="Updated on Dec 1",
            )
        )
        add(
            story(
                "phlov",
                "/som_ratana/bet-phlov-mao-tse-toung-1r4u",
                "បិទផ្លូវមួយផ្នែកនៅមហាវិថីម៉ៅសេទុងរយៈពេលបីយប់",
                "2026-12-01",
                "2026-12-01T10:30:00Z",
                "Dec 1",
                ["សោម រតនា"],
                [
                    "សាលារាជធានីភ្នំពេញនឹងបិទផ្លូវមួយផ្នែកនៃមហាវិថីម៉ៅសេទុង ចាប់ពីម៉ោង ១០ យប់ ដល់ម៉ោង ៥ ព្រឹក រយៈពេលបីយប់ ដើម្បីជួសជុលលូ។",
                    "អ្នកបើកបរត្រូវបានណែនាំឱ្យប្រើផ្លូវ ២៧១ ជំនួសវិញ។",
                ],
                "very-short-brief-with-author",
                section="phnompenh",
                account="som_ratana",
                reactions=41,
                ncomments=5,
            )
        )

    # templates
    def head(self, doc: Doc) -> str:
        if not doc.is_article:
            return f'<meta property="og:type" content="website">\n<meta property="og:title" content="{esc(doc.title)}">\n<meta property="og:site_name" content="{ORG}">'
        account = doc.extra["account"]
        ld = {
            "@context": "http://schema.org",
            "@type": "Article",
            "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
            "headline": doc.title,
            "datePublished": doc.extra.get("ld_date", doc.iso),
            "author": {"@type": "Person", "name": USERS[account], "url": f"{self.origin}/{account}"},
            "publisher": {"@type": "Organization", "name": ORG},
        }
        return "\n".join(
            [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                f'<meta property="og:site_name" content="{ORG}">',
                f'<meta name="twitter:creator" content="@{account}">',
                f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
                f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>',
            ]
        )

    def frame(self, doc: Doc, main: str) -> str:
        side = "".join(
            f"<li>{self.a(k, t, 'chrome:nav')}</li>"
            for k, t in [
                ("home", "Home"),
                ("latest", "Latest"),
                ("tag", "#phnompenh"),
                ("videos", "Videos"),
                ("job", "Listings"),
                ("coc", "Code of Conduct"),
                ("about", "About"),
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="km">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} - {ORG}</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover">
{self.head(doc)}
<link rel="stylesheet" href="/assets/crayons-8c1d2a.css" media="all">
<style>/*PAD*/</style>
</head>
<body class="default-article-body sans-serif-article-body mod-actions-menu-body" data-user-status="logged-out" data-locale="km">
<header class="crayons-header"><div class="crayons-header__container">
<span class="crayons-header--logo">{self.a("home", ORG, "chrome:header")}</span>
<form class="crayons-header--search" action="/search" method="get"><input class="crayons-header--search-input crayons-textfield" type="text" name="q" placeholder="Search..."></form>
<div class="flex"><a class="c-link c-link--block" href="/enter">Log in</a> <a class="c-cta" href="/enter?state=new-user">Create account</a></div>
</div></header>
<div id="page-content" class="wrapper"><div class="crayons-layout crayons-layout--3-cols">
<aside class="crayons-layout__sidebar-left" aria-label="Primary sidebar"><nav><ul class="default-navigation-links">{side}</ul></nav></aside>
{main}
</div></div>
<footer id="footer" class="crayons-footer"><div class="crayons-footer__container">
<p><a href="{self.href("home")}">{ORG}</a> — សហគមន៍អ្នកអាន និងអ្នកយកព័ត៌មាន។</p>
<ul><li>{self.a("coc", "Code of Conduct", "chrome:footer")}</li><li><a href="/privacy">Privacy Policy</a></li><li><a href="/terms">Terms of use</a></li><li>{self.a("about", "About", "chrome:footer")}</li></ul>
<p>Built on <a href="https://www.forem.com">Forem</a> — the open source software that powers communities. Made with love and Ruby on Rails. {ORG} &copy; 2019 - 2026.</p>
</div></footer>
</body>
</html>
"""

    def comments(self, doc: Doc) -> str:
        r = rng("sm-comments-" + doc.key)
        n = doc.extra.get("ncomments", 0)
        out = []
        for i in range(n):
            user, name = COMMENTERS[r.randrange(len(COMMENTERS))]
            text = COMMENTS[(i + r.randrange(len(COMMENTS))) % len(COMMENTS)]
            extra = ""
            if doc.key == "tuk" and i == 2:
                extra = f" (មើល {self.a('notfound', 'អត្ថបទចាស់របស់យើងអំពីផ្លូវថ្មី', 'content')})"
            if doc.key == "tuk" and i == 3:
                user, name = "chan_sokha", "ចាន់ សុខា"
                text = "អរគុណសម្រាប់ព័ត៌មានបន្ថែម។ យើងនឹងតាមដានរឿងនេះ ហើយសរសេរអត្ថបទបន្តនៅសប្តាហ៍ក្រោយ។ សូមផ្ញើរូបថតវិក្កយបត្រទឹកមកយើង ប្រសិនបើអ្នកមាន។"
            who = self.a("profile", name, "content") if user == "chan_sokha" else f'<a href="/{user}">{esc(name)}</a>'
            out.append(
                f'<details class="comment-wrapper" open><summary><span class="comment-date"><time datetime="2026-12-0{1 + i % 2}T0{i % 9}:1{i % 6}:00Z">Dec {1 + i % 2}</time></span></summary><div class="comment__details">{who} <span class="color-base-50">@{user}</span></div><div class="comment__body text-styles body">{esc(text)}{extra}</div><footer class="comment__footer"><button class="reaction-like">{r.randrange(0, 30)} likes</button> <button>Reply</button></footer></details>'
            )
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        account = doc.extra["account"]
        author_link = (
            self.a("profile", USERS[account], "byline")
            if account == "chan_sokha"
            else f'<a href="/{account}" class="crayons-link fw-bold">{esc(USERS[account])}</a>'
        )
        credit = ""
        if doc.extra.get("credit"):
            names = " និង ".join(self.a("profile", a, "byline") if a == "ចាន់ សុខា" else esc(a) for a in doc.authors)
            credit = f"<p><em>ដោយ {names} · ភ្នំពេញ ថ្ងៃទី២ ខែធ្នូ ឆ្នាំ២០២៦</em></p>"
        tail = ""
        if doc.extra.get("signed"):
            tail = f"<hr><p><strong>{esc(doc.extra['signed'])}</strong></p><p><em>{esc(doc.extra['bio'])}</em></p>"
        if doc.extra.get("source"):
            tail = f"<p><em>{esc(doc.extra['source'])}</em></p>"
        edited = f' <span class="fs-xs color-base-60">• {doc.extra["edited"]}</span>' if doc.extra.get("edited") else ""
        if doc.section == "phnompenh":
            tags = (
                self.a("tag", "#phnompenh", "tags", 'class="crayons-tag"')
                + ' <a class="crayons-tag" href="/t/news">#news</a>'
            )
        else:
            tags = f'<a class="crayons-tag" href="/t/{doc.section}">#{doc.section}</a> <a class="crayons-tag" href="/t/cambodia">#cambodia</a>'
        more = [k for k, d in self.docs.items() if d.is_article and k != doc.key][:3]
        more_html = "".join(
            f'<div class="crayons-story crayons-story--featured">{self.a(k, self.docs[k].title, "chrome:related")}</div>'
            for k in more
        )
        return f"""<main id="main-content" class="crayons-layout__content grid gap-4">
<div class="article-wrapper"><article class="crayons-card crayons-article mb-4" id="article-show-container" data-article-id="{2000 + sum(map(ord, doc.key))}">
<header class="crayons-article__header" id="main-title">
<div class="crayons-article__subheader"><div class="crayons-article__author">{author_link}</div>
<div class="fs-xs color-base-60">Posted on <time datetime="{doc.iso}" class="date-no-year">{doc.stamp}</time>{edited}</div></div>
<div class="crayons-article__header__meta"><h1 class="fs-3xl m:fs-4xl l:fs-5xl fw-bold s:fw-heavy lh-tight mb-2 long">{esc(doc.title)}</h1>
<div class="spec__tags flex flex-wrap">{tags}</div></div>
</header>
<div class="crayons-article__main "><div class="crayons-article__body text-styles spec__body" data-article-id="{2000 + sum(map(ord, doc.key))}" id="article-body">
{credit}
{self.blocks(doc)}
{tail}
</div></div>
<aside class="crayons-article-actions"><button id="reaction-butt-like"><span class="crayons-reaction__count" id="reaction-number-like">{doc.extra.get("reactions", 0)}</span> reactions</button> <button id="reaction-butt-readinglist">Save</button></aside>
<section id="comments" class="text-padding mb-4 crayons-card comments"><header><h2 class="crayons-subtitle-1">Top comments ({doc.extra.get("ncomments", 0)})</h2></header>
<form class="comment-form" action="/comments" method="post"><textarea placeholder="Add to the discussion"></textarea></form>
<div class="comments" id="comment-trees-container">
{self.comments(doc)}
</div></section>
</article></div>
<section class="crayons-card"><h3>More from {ORG}</h3>{more_html}</section>
</main>"""

    def card(self, key: str) -> str:
        d = self.docs[key]
        account = d.extra["account"]
        who = (
            self.a("profile", USERS[account], "byline")
            if account == "chan_sokha"
            else f'<a href="/{account}" class="crayons-story__secondary fw-medium">{esc(USERS[account])}</a>'
        )
        return f"""<div class="crayons-story" data-content-user-id="{len(account)}"><div class="crayons-story__body">
<div class="crayons-story__top"><div class="crayons-story__meta">{who}<time datetime="{d.iso}">{d.stamp}</time></div></div>
<div class="crayons-story__indention"><h2 class="crayons-story__title">{self.a(key, d.title, "content")}</h2>
<div class="crayons-story__bottom"><span>{d.extra.get("reactions", 0)} reactions</span> <span>{d.extra.get("ncomments", 0)} comments</span> <small>{2 + len(d.body) // 900} min read</small></div></div></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        top = f'<header class="crayons-card p-4"><h1 class="crayons-title">{esc(doc.title)}</h1></header>'
        if doc.kind == "tag":
            top = f'<header class="crayons-card tag-header"><h1 class="crayons-title">{esc(doc.title)}</h1><p>{esc(doc.extra["tagline"])}</p><button class="crayons-btn">Follow</button></header>'
        if doc.kind == "author":
            bio = "".join(f"<p>{esc(x)}</p>" for x in doc.extra["bio"])
            top = f'<header class="profile-header crayons-card"><img class="crayons-avatar" src="/uploads/user/profile_image/412/chan.jpg" alt=""><h1 class="crayons-title">{esc(doc.title)}</h1><div class="profile-header__bio">{bio}</div><button class="crayons-btn">Follow</button><div class="profile-header__meta">2 posts published · 57 comments written · 3 tags followed</div></header>'
        if doc.kind == "home":
            tabs = [
                self.a("home", "Relevant", "content"),
                self.a("latest", "Latest", "content"),
                self.a("search", "Search: ទឹក", "content"),
            ]
            top = f'<header class="crayons-navigation crayons-navigation--horizontal"><nav>{" ".join(tabs)}</nav></header>'
        if doc.kind == "search":
            top += f'<p class="crayons-card p-4">Posts ({len(doc.extra["list"])}) · People (2) · Comments (14)</p>'
        more = f"<p>{self.a(doc.extra['more'], 'See all latest posts', 'content')}</p>" if doc.extra.get("more") else ""
        return f"""<main id="main-content" class="crayons-layout__content">{top}
<div id="substories" class="substories">
{cards}
</div>{more}</main>
<aside class="crayons-layout__sidebar-right"><section class="crayons-card crayons-card--secondary"><header><h3>Listings</h3></header>{self.a("job", "ជ្រើសរើស៖ អ្នកយកព័ត៌មានវីដេអូ ខេត្តសៀមរាប", "chrome:rail")}</section></aside>"""

    def service_main(self, doc: Doc) -> str:
        cls = "crayons-card text-styles"
        head = ""
        if doc.extra.get("listing"):
            head = '<p class="listing-meta">Category: jobs · Posted by <a href="/samlengmekong">សំឡេងមេគង្គ</a> · Expires Dec 20</p>'
        if doc.extra.get("status_note"):
            head = '<div class="not-found-art" aria-hidden="true">404</div>'
            back = f"<p>{self.a('home', 'Go back home', 'content')} · {self.a('latest', 'Latest posts', 'content')}</p>"
        else:
            back = ""
        return f"""<main id="main-content" class="crayons-layout__content"><div class="{cls}">{head}
<h1 class="crayons-title">{esc(doc.title)}</h1>
{self.blocks(doc)}
{back}</div></main>"""
