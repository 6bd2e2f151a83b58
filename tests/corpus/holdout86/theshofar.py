# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Hebrew letters, gershayim and typographic quotes are deliberate)
"""The Shofar: a New York Jewish weekly in English with a Hebrew edition written in Jerusalem, on **WordPress**
multisite with the Newspack theme (`entry-title`, `entry-content`, `byline` / `author vcard`, `posted-on`,
`wp-block-heading`, Jetpack related posts, `/2026/12/03/<slug>/`, `/category/community/page/2/`, `/tag/hanukkah/`,
`/author/miriam-adler/`, `/?s=latkes`; the Hebrew subsite under `/he/` with percent-encoded Hebrew slugs), UTF-8,
absolute links everywhere.

Dates: the English site runs on New York time (-05:00) and prints "December 3, 2026" beside a Hebrew-calendar date
"23 Kislev 5787" from a plugin; the Hebrew subsite runs on Israel time (+02:00) and prints "יום חמישי, כ״ג בכסלו תשפ״ז
· 03.12.2026". Yoast's JSON-LD is in UTC (`+00:00`): the obituary's 03:10 UTC on 4 Dec is 22:10 on **3 Dec** in New
York; the Hebrew Hanukkah-lighting story's 22:40 UTC on 3 Dec is 00:40 on **4 Dec** in Jerusalem. The weekly d'var
Torah prints the Hebrew date of the Shabbat it is for (25 Kislev, 5 Dec) above the day it was posted (2 Dec). The Hebrew
d'var Torah prints only a Hebrew date and has no JSON-LD (its URL has the day). The top bar prints **today** on every
page. Credits: "By Shofar Staff" (a Yoast Person), "Rabbi Dr. Eliezer Hartman", two names joined by "and", "מאת",
"הרב". The shabbat-times, community-notices and events pages and the soft 404 are not articles."""

from __future__ import annotations

import datetime
import json
from urllib.parse import quote

from common import Base, attr, hebrew_date_en, hebrew_date_he, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.theshofar.test"
ARTS = ["hanukkah", "cantor", "obit", "dvar", "oped", "pantry", "he-lighting", "he-dvar"]
EN_ARTS = ["hanukkah", "cantor", "obit", "dvar", "oped", "pantry"]
HE_ARTS = ["he-lighting", "he-dvar"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]  # fmt: skip
DAYS_HE = ["יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "שבת", "יום ראשון"]


def he_slug(text: str) -> str:
    """WordPress's slug of a Hebrew title: percent-encoded UTF-8 with lower-case hex."""
    return "".join(c if c.isascii() else quote(c).lower() for c in text.replace(" ", "-"))


def us_day(day: str) -> str:
    y, m, d = (int(x) for x in day.split("-"))
    return f"{MONTHS[m - 1]} {d}, {y}"


class TheShofar(Base):
    origin = ORIGIN
    name = "The Shofar"
    prefix = "sho"
    language = "en"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sho",
            [
                ".site-header",
                ".main-navigation .menu-item",
                ".entry-title",
                ".entry-content p",
                ".byline .author",
                ".posted-on .hebrew-date",
                ".shabbat-times-widget",
                ".jp-relatedposts-post",
                ".newspack_global_ad",
                ".cmplz-cookiebanner",
                ".site-footer .widget",
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
                "The Shofar",
                "newspack-home-blocks",
                list=["hanukkah", "cantor", "obit", "dvar", "oped", "pantry"],
            )
        )
        add(
            page(
                "community",
                "/category/community/",
                "section",
                "Community",
                "category-archive",
                list=["cantor", "hanukkah", "obit", "pantry"],
                more="community2",
            )
        )
        add(
            page(
                "community2",
                "/category/community/page/2/",
                "section",
                "Community",
                "category-archive-page2",
                list=["oped"],
                older=[
                    (
                        "/2026/11/27/bay-ridge-eruv-inspection/",
                        "Bay Ridge eruv gets its first full inspection in a decade",
                        "November 27, 2026",
                    ),
                    (
                        "/2026/11/25/riverdale-chesed-fund-winter-appeal/",
                        "Riverdale chesed fund opens its winter appeal early",
                        "November 25, 2026",
                    ),
                    (
                        "/2026/11/24/hebrew-school-bus-routes/",
                        "Queens Hebrew schools share bus routes to cut costs",
                        "November 24, 2026",
                    ),
                    (
                        "/2026/11/20/mitzvah-day-volunteers-record/",
                        "Mitzvah Day draws a record 2,300 volunteers",
                        "November 20, 2026",
                    ),
                ],
            )
        )
        add(page("tag", "/tag/hanukkah/", "tag", "Hanukkah", "tag-archive", list=["hanukkah", "cantor", "pantry"]))
        add(
            page(
                "author",
                "/author/miriam-adler/",
                "author",
                "Miriam Adler",
                "author-archive-bio",
                list=["hanukkah"],
                bio="Miriam Adler covers synagogues, schools and Jewish communal life in Brooklyn and Queens for The Shofar. Before joining the paper in 2019 she reported for a daily in Albany.",
                older=[
                    (
                        "/2026/11/19/crown-heights-shul-roof-repair/",
                        "A Crown Heights shul raises $400,000 for a new roof in six weeks",
                        "November 19, 2026",
                    ),
                    (
                        "/2026/11/12/day-school-security-grants/",
                        "State security grants reach 41 day schools",
                        "November 12, 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "search",
                "/?s=latkes",
                "search",
                "Search results for: latkes",
                "search-results",
                list=["hanukkah", "pantry", "cantor"],
            )
        )
        add(
            page(
                "shabbat",
                "/shabbat-times/",
                "prayer-times",
                "Shabbat & Holiday Times",
                "shabbat-times-table",
                [
                    "Times for the New York area (Manhattan). Candle lighting is 18 minutes before sunset; Shabbat ends 42 minutes after sunset. Check with your rabbi for local custom.",
                    "T: Date | Occasion | Candle lighting | Ends",
                    "T: Friday, Dec. 4 | Shabbat Vayeshev; first candle of Chanukah | 4:11 pm (Chanukah candles first) | Sat. 5:12 pm",
                    "T: Friday, Dec. 11 | Shabbat Miketz; 8th candle of Chanukah | 4:11 pm | Sat. 5:13 pm",
                    "T: Friday, Dec. 18 | Shabbat Vayigash | 4:13 pm | Sat. 5:15 pm",
                    "T: Friday, Dec. 25 | Shabbat Vayechi | 4:16 pm | Sat. 5:19 pm",
                    "## Chanukah 5787",
                    "Chanukah begins Friday evening, December 4 (25 Kislev), and ends at nightfall on Saturday, December 12 (2 Tevet). On Friday, light the Chanukah candles before the Shabbat candles; on Saturday night, after havdalah.",
                    "Rosh Chodesh Tevet falls on Thursday and Friday, December 10 and 11.",
                ],
            )
        )
        add(
            page(
                "notices",
                "/community-notices/",
                "notices",
                "Community Notices",
                "paid-notices-board",
                [
                    "## Deaths",
                    "FELDSTEIN, Ruth (née Gottlieb), 94, of Borough Park, on December 2, 2026 (22 Kislev 5787). Beloved wife of the late Max, devoted mother of Dena and Aaron, grandmother of seven and great-grandmother of eleven. Funeral Thursday, 11 am, Shomrei Hadath Chapels. Shiva at the family home through Wednesday morning.",
                    "KATZMAN, Herbert, 88, of Forest Hills, on November 30, 2026. Retired pharmacist and gabbai of the Young Israel for 30 years. Donations to the Queens Jewish Community Council.",
                    "## Yahrzeits",
                    "SCHWARTZ, Leon, 27 Kislev. Remembered always by his children and grandchildren.",
                    "MARGOLIS, Esther, 1 Tevet. Her light is still with us.",
                    "## Simchas",
                    "Mazal tov to Rachel and Ethan Weiss of Teaneck on the birth of a daughter, Noa Batya, on 20 Kislev.",
                    "Mazal tov to the Abramowitz family on the bar mitzvah of Jonah, Shabbat Chanukah, at Congregation Ohev Shalom.",
                    "To place a notice, email notices@theshofar.test by Tuesday noon for Thursday's paper. Rates from $45.",
                ],
            )
        )
        add(
            page(
                "events",
                "/events/",
                "events",
                "Upcoming Events",
                "events-calendar-list",
                events=[
                    ("Fri, Dec 4 · 3:45 pm", "Public menorah lighting before Shabbat", "Bowling Green Park, Manhattan"),
                    (
                        "Sat, Dec 5 · 6:00 pm",
                        "Grand Army Plaza menorah lighting with live klezmer",
                        "Grand Army Plaza, Brooklyn",
                    ),
                    ("Sun, Dec 6 · 1:00 pm", "Latke cook-off and dreidel tournament", "Kings Bay Y, Brooklyn"),
                    (
                        "Sun, Dec 6 · 4:00 pm",
                        "Chanukah concert: Cantor Sarah Mandelbaum and the Shira Chorus",
                        "Temple Sinai, Forest Hills",
                    ),
                    (
                        "Tue, Dec 8 · 7:30 pm",
                        "Lecture: The Maccabees in history and memory",
                        "Center for Jewish History, Manhattan",
                    ),
                    ("Thu, Dec 10 · 7:00 pm", "Rosh Chodesh Tevet women's learning evening", "Beth Israel, Park Slope"),
                ],
            )
        )
        add(
            page(
                "notfound",
                "/2025/12/12/hanukkah-guide-2025/",
                "not-found",
                "Oops! That page can’t be found.",
                "soft-404-wordpress",
                [
                    "It looks like nothing was found at this location. Maybe try one of the links below or a search?",
                ],
            )
        )
        # --- stories ---------------------------------------------------------------------------------------------
        add(
            story(
                "hanukkah",
                "/2026/12/03/when-hanukkah-meets-shabbat-synagogues-rework-first-night/",
                "When Hanukkah Meets Shabbat, Synagogues Rework the First Night",
                "2026-12-03",
                "2026-12-03T19:05:00+00:00",
                "2026-12-03",
                ["Miriam Adler"],
                [
                    "This year the first Hanukkah candle will be lit on a Friday afternoon, minutes before Shabbat begins, and the squeeze has sent rabbis, caterers and volunteer coordinators across the city back to their calendars.",
                    "Jewish law requires the Hanukkah lights on Friday to be kindled before the Shabbat candles, and to burn until at least half an hour after nightfall. In New York that means lighting by 4:11 p.m. with candles or oil that will last well past 5:30. “The little colored candles in the blue box won’t make it,” said Rabbi Naomi Sherwin of Congregation Beth Israel in Park Slope. “We are telling people to buy Shabbat candles or use oil this Friday.”",
                    "Beth Israel has moved its family lighting, usually held on the first night in the synagogue courtyard, to Saturday evening after havdalah, and will hand out long-burning candles after services on Thursday morning.",
                    "## Public lightings move to Saturday night",
                    "Several of the large public menorah lightings that usually open the holiday have been pushed back as well. The lighting at Grand Army Plaza will take place on Saturday at 6 p.m., with a klezmer band and hot doughnuts, while a smaller lighting in Bowling Green Park will be held on Friday at 3:45 p.m. so that Shabbat-observant families can attend and still be home in time.",
                    "“The city gives us the permit for one evening, and we had to choose,” said Mendel Gurevich, who has organized the Brooklyn lighting for 14 years. “We lose the first night, but on Saturday night the streets are full and nobody has to run.”",
                    "## Latkes on Sunday",
                    "Synagogue kitchens are adjusting too. Most of the latke parties that would have filled Friday afternoon have been moved to Sunday, when the Kings Bay Y will also hold its annual cook-off. The Flatbush food pantry [[pantry|that opened a second location this week]] will distribute potatoes, oil and candles to 600 families on Thursday so that they can prepare before Shabbat.",
                    "For families with young children, educators suggest keeping the Friday lighting short and saving the songs and gifts for Saturday night. “Kids can still light with a parent, say the blessings and sing one verse of Maoz Tzur,” said Rivka Stern, who runs the early-childhood program at the Park Slope Jewish Center. “The holiday is eight nights long. Nobody has to fit everything into the first one.”",
                    "A full list of public lightings, concerts and parties is on our [[events|events calendar]].",
                ],
                "wp-newspack-subheads-hebrew-date",
                section="Community",
                dek="With the first candle lit just before Shabbat on Friday, congregations are moving menorah lightings, latke parties and concerts to Saturday night and Sunday.",
                local="2026-12-03T14:05:00-05:00",
                cats=["Community", "Holidays"],
                tags=["Hanukkah", "Shabbat"],
                archive=("notfound", "From the archive: our 2025 Hanukkah guide"),
            )
        )
        add(
            story(
                "cantor",
                "/2026/12/04/cantor-sarah-mandelbaum-maoz-tzur-hard-year/",
                "Cantor Sarah Mandelbaum on Singing Maoz Tzur After a Hard Year",
                "2026-12-04",
                "2026-12-04T14:30:00+00:00",
                "2026-12-04",
                ["Talia Greenberg"],
                [
                    "Sarah Mandelbaum has been the cantor of Temple Sinai in Forest Hills for 17 years. On Sunday she will lead the congregation’s Chanukah concert with the Shira Chorus, a community choir she founded in 2012. We spoke about old melodies, new audiences and why she still gets nervous.",
                    "Q: Why does Maoz Tzur still open every Chanukah concert you lead? || Because everybody knows it, even people who haven’t been in a synagogue since their bar mitzvah. The tune most of us sing is a German folk melody from the 15th century, and people in the room carry it in their bodies. When 400 people sing the first line together, you can hear the whole community at once.",
                    "Q: This year has been hard for many families in your congregation. Does that change the music? || It changes the pace. We are singing more slowly this year, and I have added the fourth and fifth verses, which talk about exile and return, and which we usually skip. The song is not only about victory. It is about surviving long enough to light again.",
                    "Q: You also program new music. What is on the list for Sunday? || A setting of Psalm 30 by a young composer from Toronto, Dalia Weisberg, for chorus and cello, and an arrangement of “Ocho Kandelikas” in which the children’s choir sings the Ladino and the adults answer in Yiddish. It sounds chaotic on paper. In the room it is joyful.",
                    "Q: Do you still get nervous? || Every time. The day I don’t, I should stop. Before a concert I sit alone in the sanctuary for ten minutes and look at the ark. My teacher in cantorial school told me that the nerves are just respect for the people who came.",
                    "Q: What should readers who can’t come on Sunday do with their own candles this year? || Sing, even badly. Light, sing one song all the way through, and don’t look at your phone until the candles are burning on their own.",
                ],
                "interview-qa-updated",
                section="Arts & Culture",
                local="2026-12-04T09:30:00-05:00",
                modified="2026-12-04T16:05:00+00:00",
                updated_local="December 4, 2026 11:05 am",
                cats=["Arts & Culture", "Community"],
                tags=["Hanukkah", "Music"],
            )
        )
        add(
            story(
                "obit",
                "/2026/12/03/ruth-feldstein-survivor-taught-brooklyn-braid-challah-dies-94/",
                "Ruth Feldstein, Survivor Who Taught Brooklyn to Braid Challah, Dies at 94",
                "2026-12-03",
                "2026-12-04T03:10:00+00:00",
                "2026-12-03",
                ["Josh Levin"],
                [
                    "Ruth Feldstein, a Holocaust survivor who taught more than 5,000 women, men and children to braid challah in her Borough Park kitchen over half a century, died on Wednesday at her home. She was 94.",
                    "Her daughter, Dena Rubin, said the cause was heart failure.",
                    "Born Ruth Gottlieb in 1932 in Munkács, then in Czechoslovakia, she was deported with her mother and two sisters to Auschwitz in May 1944. She and her older sister, Hanna, survived; her mother and younger sister did not. After liberation she spent three years in a displaced persons camp near Munich, where she met Max Feldstein, a tailor from Lodz. They married in 1948 and arrived in New York the following year.",
                    "The classes began almost by accident. In 1973 a neighbor asked her to show a group of newly religious young women how to make the six-strand braid her mother had used. Word spread, and for the next 50 years her kitchen table on 49th Street was booked most Thursday evenings, with a waiting list that at times reached eight months.",
                    "She charged nothing. Students were asked to bring flour and to take one loaf home to someone who could not bake. “She said the bread was the excuse,” her granddaughter Chana Rubin said. “What she was really teaching was how to make a home after everything is taken from you.”",
                    "In 2011 she began speaking about her wartime experiences at schools in Brooklyn and New Jersey, often bringing a braided loaf to the classroom. She told students that she had promised herself in the camp that if she lived, her table would never be empty.",
                    "Max Feldstein died in 2009. In addition to her daughter, she is survived by a son, Aaron; seven grandchildren; and 11 great-grandchildren.",
                    'RAW:<div class="wp-block-group obit-service-box"><p><strong>Services:</strong> The funeral was held Thursday at Shomrei Hadath Chapels. The family is sitting shiva at the Feldstein home through Wednesday morning. Donations in her memory may be made to the Borough Park Bikur Cholim.</p></div>',
                ],
                "obituary-utc-next-day-service-box",
                section="Obituaries",
                dek="For 50 years her Borough Park kitchen table was booked on Thursday nights. She never charged a cent.",
                local="2026-12-03T22:10:00-05:00",
                title_tag="Obituary: Ruth Feldstein, Survivor Who Taught Brooklyn to Braid Challah, Dies at 94",
                cats=["Obituaries", "Community"],
                tags=["Holocaust survivors", "Borough Park"],
                notice=True,
            )
        )
        add(
            story(
                "dvar",
                "/2026/12/02/vayeshev-the-pit-was-empty/",
                "The Pit Was Empty: Vayeshev and the Space Between Brothers",
                "2026-12-02",
                "2026-12-02T16:00:00+00:00",
                "2026-12-02",
                ["Eliezer Hartman"],
                [
                    "“And they took him and cast him into the pit; and the pit was empty, there was no water in it” (Genesis 37:24). The verse repeats itself. If the pit was empty, why must the Torah add that there was no water in it?",
                    "Rashi, following the Talmud, answers that there was no water, but there were snakes and scorpions. The pit was not empty at all. It only looked empty from above.",
                    "I have been thinking about that answer all week, because it describes so many of the distances in our families and communities. From the outside, a silence between brothers looks like nothing. No fight, no shouting, no water. But whoever is down in that pit knows what is living there.",
                    "## The brothers sat down to eat",
                    "The next verse is one of the hardest in the book of Genesis: “And they sat down to eat bread.” Joseph is in the pit, crying out, and his brothers sit down to lunch. The Torah does not comment. It simply lets us see how easy it is to eat while someone we have pushed away is still calling.",
                    "Years later, in Egypt, the brothers will say to one another, “We are truly guilty concerning our brother, for we saw the distress of his soul when he pleaded with us, and we would not listen.” They remembered the pleading. They had heard it all along.",
                    "## Lights in a dark house",
                    "It is no accident that Parashat Vayeshev is so often read on the Shabbat of Chanukah, as it is this week. Chanukah asks us to place a small light where it can be seen from the street, at the entrance of the house, facing outward. The mitzvah is not only to have light, but to let it reach those who are outside.",
                    "This Shabbat, before we sit down to eat, perhaps each of us can think of one person who is in a pit we helped to dig, and make one phone call. The pit that looks empty rarely is.",
                    "Shabbat shalom, and a joyous Chanukah.",
                    "SIGN: Rabbi Dr. Eliezer Hartman is the rabbi of the Kehilath Yaakov synagogue in Riverdale and teaches Bible at a Manhattan yeshiva high school.",
                ],
                "dvar-torah-shabbat-date-not-posted-date",
                section="Torah",
                byline="Rabbi Dr. Eliezer Hartman",
                local="2026-12-02T11:00:00-05:00",
                parsha="Shabbat Parashat Vayeshev · 25 Kislev 5787",
                kicker="D’var Torah",
                cats=["Torah", "Opinion"],
                tags=["Parashat Vayeshev", "Hanukkah"],
            )
        )
        add(
            story(
                "oped",
                "/2026/12/02/day-schools-cant-keep-raising-tuition/",
                "Our Day Schools Can’t Keep Raising Tuition. Here Is What Could Work Instead",
                "2026-12-02",
                "2026-12-02T20:15:00+00:00",
                "2026-12-02",
                ["Daniel Rosen", "Leah Kaplan"],
                [
                    "Next month, parents at most of the 130 Jewish day schools in the New York area will receive their tuition contracts for the coming year. For a family with three children in a Modern Orthodox elementary school, the total will pass $90,000 for the first time. That is more than the median household income in Brooklyn.",
                    "We are two parents who have served on school boards for a combined 19 years. We have voted for every increase. Each time, the reasons were real: teacher salaries that lag behind public schools, security costs that did not exist a decade ago, special-education services that families rightly expect. And each time, more families quietly slipped from full tuition into scholarship, or out of the system altogether.",
                    "The model is not sustainable, and everyone on every board knows it. Here are three things that could work instead.",
                    "## Pool what can be pooled",
                    "Every school runs its own payroll, insurance, food service, busing and IT. Schools in Baltimore and Cleveland that share these functions through a community-wide cooperative have cut back-office costs by 12 to 15 percent without touching a single classroom.",
                    "## Ask the whole community, not only the parents",
                    "In most communities, day-school tuition is paid almost entirely by families with children in school. A small annual commitment from every member household of a shul, with a matching pledge from local federations, would spread the burden across the people who benefit from a literate, committed next generation: all of us.",
                    "## Fight for public dollars we are already entitled to",
                    "New York reimburses private schools for mandated services, from attendance reporting to state exams, and funds security and STEM teachers in nonpublic schools. Too many schools never file, or file late. A shared grants office could bring in millions.",
                    "None of this is glamorous. But if we don’t act, the day-school system that our grandparents built will become a luxury, and we will have no one to blame but ourselves.",
                    "SIGN: Daniel Rosen is a former board president of a Queens yeshiva. Leah Kaplan chairs the finance committee of a Manhattan day school.",
                ],
                "op-ed-two-authors-and",
                section="Opinion",
                local="2026-12-02T15:15:00-05:00",
                cats=["Opinion"],
                tags=["Education", "Day schools"],
            )
        )
        add(
            story(
                "pantry",
                "/2026/12/01/kosher-food-pantry-opens-second-flatbush-location/",
                "Kosher Food Pantry Opens Second Flatbush Location Ahead of Chanukah",
                "2026-12-01",
                "2026-12-01T21:40:00+00:00",
                "2026-12-01",
                [],
                [
                    "The Flatbush kosher food pantry Tomchei Avenue J opened a second location on Coney Island Avenue on Monday, doubling the number of families it can serve each week to about 1,200.",
                    "The pantry, which began in a synagogue basement in 2009, has seen demand rise by more than a third since the spring, its director, Yossi Brenner, said. “We are seeing families we never saw before: two working parents, five kids, and the rent went up again,” he said.",
                    "The new site, in a former appliance store, has a walk-in refrigerator and freezer, allowing the pantry to distribute fresh chicken, dairy and produce for the first time. It is staffed by volunteers from three local high schools.",
                    "Ahead of Chanukah, both locations will hand out holiday packages with potatoes, oil, flour, candles and a dreidel for each child on Thursday, December 3. Families can register by phone or in person; no documentation is required.",
                    "The pantry is open Monday through Thursday from 10 a.m. to 6 p.m. Volunteers and donations of non-perishable kosher food are welcome.",
                ],
                "staff-credit-yoast-person",
                section="Community",
                byline="Shofar Staff",
                local="2026-12-01T16:40:00-05:00",
                cats=["Community"],
                tags=["Hanukkah", "Flatbush", "Food insecurity"],
            )
        )
        add(
            story(
                "he-lighting",
                "/he/2026/12/04/" + he_slug("חנוכייה ענקית תודלק בכיכר ספרא בשבת") + "/",
                "חנוכייה ענקית תודלק בכיכר ספרא במוצאי שבת",
                "2026-12-04",
                "2026-12-03T22:40:00+00:00",
                "2026-12-04",
                ["יעל ברקוביץ"],
                [
                    "עיריית ירושלים תדליק במוצאי שבת חנוכייה בגובה שמונה מטרים בכיכר ספרא, במקום ההדלקה המסורתית בנר הראשון, שחל השנה ביום שישי אחר הצהריים.",
                    "לדברי העירייה, ההחלטה התקבלה לאחר התייעצות עם הרבנות העירונית, כדי לאפשר לציבור שומר השבת להשתתף באירוע בלי לחשוש מחילול שבת. ההדלקה תתקיים בשעה 18:00, כשעה אחרי צאת השבת, בהשתתפות מקהלת ילדים ותזמורת כלי נשיפה.",
                    "בשנים קודמות השתתפו באירוע אלפי אנשים, ובעירייה נערכים גם השנה לקהל רב. הרחובות הסמוכים לכיכר ייסגרו לתנועה משעה 16:30, והרכבת הקלה תפעל בתדירות מוגברת.",
                    "במקביל יתקיימו ברחבי העיר הדלקות שכונתיות בכל ערבי החג. ברובע היהודי בעיר העתיקה תתקיים הדלקה ציבורית בכל ערב בשעה 17:00, ובשכונות קטמון ופסגת זאב יוצבו חנוכיות שמן גדולות שידליקו תלמידי בתי הספר.",
                    "“חנוכה שחל בשבת הוא תמיד אתגר לוגיסטי”, אמר סגן ראש העירייה. “אבל במוצאי שבת הרחובות מלאים ממילא, ואנחנו מקווים שזה יהיה אחד הערבים השמחים בחג”.",
                ],
                "hebrew-utc-previous-day-israel-time",
                section="ירושלים",
                lang="he",
                local="2026-12-04T00:40:00+02:00",
                clock="00:40",
                cats=["ירושלים"],
                tags=["חנוכה"],
            )
        )
        add(
            story(
                "he-dvar",
                "/he/2026/12/04/" + he_slug("נר איש וביתו") + "/",
                "נר איש וביתו: על חנוכה שחל בשבת",
                "2026-12-04",
                None,
                "",
                ["שלמה אבירם"],
                [
                    "השנה חל הנר הראשון של חנוכה בערב שבת, ובבתים רבים יעמדו הנרות זה לצד זה: נרות החנוכה בפתח הבית, ונרות השבת על השולחן. ההלכה קובעת שמדליקים קודם את נרות החנוכה ורק אחר כך את נרות השבת, ושיש לתת בהם שמן שיספיק לחצי שעה לאחר צאת הכוכבים.",
                    "הגמרא במסכת שבת שואלת: מי שאין לו כסף אלא לנר אחד, נר שבת או נר חנוכה, מה יקנה? והתשובה: נר ביתו קודם, משום שלום בית. נר השבת נועד לכך שבני הבית לא ייתקלו זה בזה בחושך. נר החנוכה נועד לפרסם את הנס לעוברים ברחוב.",
                    "יש בדבר הזה לימוד גדול. לפני שאנו יוצאים לפרסם את האור לעולם, עלינו לדאוג שיהיה אור בתוך הבית. אדם שמדליק חנוכייה מפוארת בחלון, אבל בני ביתו יושבים בחושך של כעס ושל שתיקה, לא הבין את סדר הדברים.",
                    "ובכל זאת, השנה אין צורך לבחור. שני האורות דולקים יחד, באותו ערב עצמו. אולי זה המסר של חנוכה שחל בשבת: האור שבפנים והאור שבחוץ אינם מתחרים זה בזה. מי שיש לו שלום בביתו, האור שלו יוצא ממילא אל הרחוב.",
                    "שבת שלום וחנוכה שמח.",
                ],
                "hebrew-dvar-torah-hebrew-date-only-no-jsonld",
                section="דבר תורה",
                lang="he",
                byline="הרב שלמה אבירם",
                parsha="ערב שבת קודש פרשת וישב, כ״ד בכסלו תשפ״ז",
                no_ld=True,
                cats=["דבר תורה"],
                tags=["חנוכה", "פרשת וישב"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def he(self, doc: Doc) -> bool:
        return doc.extra.get("lang") == "he"

    def author_url(self, name: str) -> str:
        if name == "Miriam Adler":
            return self.href("author")
        slug = {"יעל ברקוביץ": "yael-berkovich", "שלמה אבירם": "shlomo-aviram", "Shofar Staff": "staff"}.get(
            name, name.lower().replace(" ", "-")
        )
        base = "/he" if not name.isascii() else ""
        return f"{ORIGIN}{base}/author/{slug}/"

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        he = self.he(doc)
        org = {"@type": "Organization", "@id": f"{ORIGIN}/#organization", "name": "The Shofar", "url": f"{ORIGIN}/",
               "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/wp-content/uploads/2024/03/shofar-logo.png"}}  # fmt: skip
        graph: list[dict] = []
        if doc.is_article:
            names = doc.authors or [doc.byline]
            people = [
                {"@type": "Person", "@id": f"{ORIGIN}/#/schema/person/{n.encode().hex()[:16]}", "name": n, "url": self.author_url(n)}
                for n in names
            ]  # fmt: skip
            graph.append(
                {
                    "@type": "NewsArticle",
                    "@id": f"{url}#article",
                    "isPartOf": {"@id": url},
                    "author": [{"name": p["name"], "@id": p["@id"]} for p in people],
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("modified", doc.iso),
                    "mainEntityOfPage": {"@id": url},
                    "wordCount": sum(len(b[1].split()) for b in doc.blocks if b[0] == "p"),
                    "publisher": {"@id": f"{ORIGIN}/#organization"},
                    "articleSection": doc.extra.get("cats", []),
                    "keywords": doc.extra.get("tags", []),
                    "inLanguage": "he-IL" if he else "en-US",
                }
            )
            graph.append({"@type": "WebPage", "@id": url, "url": url, "name": f"{doc.title} - The Shofar",
                          "datePublished": doc.iso, "breadcrumb": {"@id": f"{url}#breadcrumb"}})  # fmt: skip
            graph.extend(people)
        else:
            kind = {"search": "SearchResultsPage", "author": "ProfilePage"}.get(
                doc.kind, "CollectionPage" if "list" in doc.extra else "WebPage"
            )
            graph.append({"@type": kind, "@id": url, "url": url, "name": f"{doc.title} - The Shofar",
                          "isPartOf": {"@id": f"{ORIGIN}/#website"}, "inLanguage": "en-US"})  # fmt: skip
        graph.append(
            {
                "@type": "BreadcrumbList",
                "@id": f"{url}#breadcrumb",
                "itemListElement": [
                    {"@type": "ListItem", "position": 1, "name": "Home", "item": f"{ORIGIN}/"},
                    {"@type": "ListItem", "position": 2, "name": doc.title},
                ],
            }
        )
        graph.append({"@type": "WebSite", "@id": f"{ORIGIN}/#website", "url": f"{ORIGIN}/", "name": "The Shofar",
                      "publisher": {"@id": f"{ORIGIN}/#organization"}})  # fmt: skip
        graph.append(org)
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = doc.extra.get("title_tag", doc.title)
        if doc.kind == "not-found":
            return f'<title>Page not found - The Shofar</title>\n<meta name="robots" content="noindex, follow">\n{self.ld(doc)}'
        if doc.extra.get("no_ld"):
            # the Hebrew subsite's old template: no SEO plugin, WordPress core's canonical only
            return f'<title>{esc(doc.title)} &#8211; השופר</title>\n<link rel="canonical" href="{esc(url)}">\n<link rel="shortlink" href="{ORIGIN}/he/?p=3117">'
        metas = [
            f"<title>{esc(title)} - {'השופר' if self.he(doc) else 'The Shofar'}</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:locale" content="{"he_IL" if self.he(doc) else "en_US"}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{"השופר" if self.he(doc) else "The Shofar"}">',
        ]
        if doc.is_article:
            metas += [
                '<meta property="article:publisher" content="https://www.facebook.com/theshofarweekly">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">',
                f'<meta name="author" content="{esc(", ".join(doc.authors) or doc.byline)}">',
                '<meta name="twitter:label1" content="Written by">',
                f'<meta name="twitter:data1" content="{esc(doc.byline or " and ".join(doc.authors))}">',
                '<meta name="twitter:label2" content="Est. reading time">',
                f'<meta name="twitter:data2" content="{max(2, sum(len(b[1].split()) for b in doc.blocks if b[0] == "p") // 220)} minutes">',
            ]
        metas.append(self.ld(doc))
        return "\n".join(metas)

    def today(self, he: bool) -> str:
        if he:
            return f"יום שישי, {hebrew_date_he(2026, 12, 4)} · 4.12.2026"
        return f"Friday, December 4, 2026 · {hebrew_date_en(2026, 12, 4)}"

    def frame(self, doc: Doc, main: str) -> str:
        he = self.he(doc)
        if he:
            nav_items = [
                ("https://www.theshofar.test/he/", "ראשי"),
                ("https://www.theshofar.test/he/category/jerusalem/", "ירושלים"),
                ("https://www.theshofar.test/he/category/dvar-torah/", "דבר תורה"),
                ("https://www.theshofar.test/he/category/kehila/", "קהילה"),
                ("home", "English"),
            ]
        else:
            nav_items = [
                ("https://www.theshofar.test/category/news/", "News"),
                ("community", "Community"),
                ("https://www.theshofar.test/category/opinion/", "Opinion"),
                ("https://www.theshofar.test/category/torah/", "Torah"),
                ("https://www.theshofar.test/category/israel/", "Israel"),
                ("https://www.theshofar.test/category/arts-culture/", "Arts"),
                ("events", "Events"),
                ("shabbat", "Shabbat Times"),
                ("notices", "Notices"),
                ("https://www.theshofar.test/he/", "בעברית"),
            ]
        nav = "".join(
            f'<li id="menu-item-{100 + i}" class="menu-item menu-item-type-taxonomy menu-item-{100 + i}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(nav_items)
        )
        if he:
            widget = (
                '<section id="shabbat-times-2" class="widget shabbat-times-widget"><h2 class="widget-title">זמני שבת</h2>'
                '<p class="parsha">פרשת וישב · שבת חנוכה</p><ul><li>ירושלים: הדלקת נרות 15:57 · צאת השבת 17:14</li>'
                "<li>תל אביב: הדלקת נרות 16:17 · צאת השבת 17:16</li><li>חיפה: הדלקת נרות 16:07 · צאת השבת 17:15</li></ul>"
                "<p>נר ראשון של חנוכה: יום שישי, לפני הדלקת נרות שבת</p></section>"
            )
            popular = [k for k in HE_ARTS if k != doc.key] + ["hanukkah"]
            pop_title = "הנקראים ביותר"
        else:
            widget = (
                '<section id="shabbat-times-2" class="widget shabbat-times-widget"><h2 class="widget-title">Shabbat Times</h2>'
                '<p class="parsha">Parashat Vayeshev · Shabbat Chanukah</p><ul><li>Candle lighting: Friday, Dec. 4, 4:11 pm</li>'
                "<li>Havdalah: Saturday, Dec. 5, 5:12 pm</li><li>Chanukah: light before Shabbat candles on Friday</li></ul>"
                f"<p>{self.a('shabbat', 'More times and cities', 'aside')}</p></section>"
            )
            popular = [k for k in ("obit", "hanukkah", "oped", "dvar", "pantry") if k != doc.key][:4]
            pop_title = "Most Read"
        pops = "".join(
            f'<li class="widgets-list-layout-links">{self.a(k, self.docs[k].title, "aside", attr("class", "bump-view"))}</li>'
            for k in popular
        )
        body_class = (
            f"post-template-default single single-post postid-{48200 + ARTS.index(doc.key)} single-format-standard"
            if doc.is_article
            else {"home": "home page-template-default", "search": "search search-results", "not-found": "error404"}.get(
                doc.kind, "archive page"
            )
        )
        dirs = ' dir="rtl"' if he else ""
        lang = "he-IL" if he else "en-US"
        return f"""<!doctype html>
<html lang="{lang}"{dirs} class="no-js">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
{self.head(doc)}
<link rel="dns-prefetch" href="//securepubads.g.doubleclick.net">
<link rel="alternate" type="application/rss+xml" title="The Shofar &raquo; Feed" href="{ORIGIN}/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="{ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.9.1" media="all">
<link rel="stylesheet" id="newspack-style-css" href="{ORIGIN}/wp-content/themes/newspack-nelson/style{"-rtl" if he else ""}.css?ver=2.11.3" media="all">
<style id="newspack-theme-inline-css">/*PAD*/</style>
<script src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<script>window.googletag=window.googletag||{{cmd:[]}};googletag.cmd.push(function(){{googletag.defineSlot('/21839467/shofar/leaderboard',[[728,90],[970,250]],'div-gpt-ad-1701-0').addService(googletag.pubads());googletag.pubads().setTargeting('post_id','{doc.key}');googletag.enableServices();}});</script>
</head>
<body class="{body_class} wp-embed-resizeable h-nsub h-sb h-cl h-dh">
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" aria-modal="true" role="dialog"><div class="cmplz-header"><div class="cmplz-title">{"ניהול הסכמה לעוגיות" if he else "Manage Cookie Consent"}</div></div><div class="cmplz-body"><div class="cmplz-message"><p>{"אנו משתמשים בעוגיות כדי לשפר את חוויית הגלישה ולהציג מודעות." if he else "We use cookies to optimize our website and to show you relevant ads. You can change your choice at any time."}</p></div></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">{"אישור" if he else "Accept"}</button><button class="cmplz-btn cmplz-deny">{"דחייה" if he else "Deny"}</button></div></div></div>
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#main">{"דלגו לתוכן" if he else "Skip to content"}</a>
<div class="newspack_global_ad global_above_header"><div id="div-gpt-ad-1701-0" class="newspack-ad-unit" style="min-height:90px"></div></div>
<header id="masthead" class="site-header hide-header-search">
<div class="top-header-contain desktop-only"><div class="wrapper"><div class="today-dates">{self.today(he)}</div>
<nav class="secondary-menu" aria-label="Secondary Menu"><ul><li><a href="{ORIGIN}/subscribe/">Subscribe</a></li><li><a href="{ORIGIN}/print-edition/">Print Edition</a></li><li><a href="{ORIGIN}/advertise/">Advertise</a></li><li><a href="{ORIGIN}/donate/">Donate</a></li></ul></nav></div></div>
<div class="middle-header-contain"><div class="wrapper"><div class="site-branding">
<a href="{ORIGIN}/" class="custom-logo-link" rel="home"><img width="300" height="70" src="{ORIGIN}/wp-content/uploads/2024/03/shofar-logo.png" class="custom-logo" alt="The Shofar"></a>
<p class="site-title">{self.a("home", "The Shofar", "nav", 'rel="home"')}</p>
<p class="site-description">New York’s Jewish Weekly since 1931</p></div>
<div class="nav-wrapper desktop-only"><nav id="site-navigation" class="main-navigation nav1" aria-label="Top Menu"><ul id="menu-primary" class="main-menu">{nav}</ul></nav></div>
<div class="header-search-contain">{self.a("search", "Search" if not he else "חיפוש", "nav", 'class="search-link"')}</div>
</div></div>
</header>
<div id="content" class="site-content">
{main}
<aside id="secondary" class="widget-area">
{widget}
<section id="top-posts-2" class="widget widget_top-posts"><h2 class="widget-title">{pop_title}</h2><ul class="widgets-list-layout no-grav">{pops}</ul></section>
<section class="widget newspack-newsletters-subscribe"><h2 class="widget-title">{"הניוזלטר השבועי" if he else "The Shofar Weekly Newsletter"}</h2><form class="newspack-newsletters-subscribe-form" action="{ORIGIN}/wp-json/newspack-newsletters/v1/subscribe" method="post"><input type="email" name="npe" placeholder="Email"><button>{"הרשמה" if he else "Sign up"}</button></form></section>
<div class="newspack_global_ad sidebar_ad"><div id="div-gpt-ad-1702-0" class="newspack-ad-unit" style="min-height:250px"></div></div>
</aside>
</div>
<footer id="colophon" class="site-footer">
<div class="footer-branding"><div class="wrapper"><p>The Shofar · 505 Eighth Avenue, Suite 1200, New York, NY 10018 · (212) 555-0147</p></div></div>
<div class="footer-widgets"><section class="widget widget_nav_menu"><ul><li><a href="{ORIGIN}/about/">About Us</a></li><li><a href="{ORIGIN}/contact/">Contact</a></li><li>{self.a("notices", "Place a Notice", "footer")}</li><li><a href="{ORIGIN}/privacy-policy/">Privacy Policy</a></li><li><a href="{ORIGIN}/feed/">RSS</a></li><li><a href="mailto:editor@theshofar.test">Letters to the Editor</a></li></ul></section></div>
<div class="site-info"><div class="wrapper"><span class="copyright">&copy; 2026 The Shofar. All rights reserved.</span> <a href="https://newspack.com/" class="imprint">Proudly powered by Newspack</a></div></div>
</footer>
</div>
<script id="newspack-ads-js-extra">var newspack_ads_data={{"ajax_url":"{ORIGIN}/wp-admin/admin-ajax.php","post_id":"{doc.key}"}};</script>
<script src="{ORIGIN}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=7.4.2" id="cmplz-cookiebanner-js"></script>
<script src="{ORIGIN}/wp-content/themes/newspack-theme/js/dist/amp-fallback.js?ver=2.11.3" id="newspack-amp-fallback-js"></script>
<script src="https://stats.wp.com/e-202649.js" id="jetpack-stats-js" defer></script>
</body>
</html>"""

    def related_date(self, k: str) -> str:
        d = self.docs[k]
        if d.extra.get("lang") == "he":
            y, m, dd = d.date.split("-")
            return f"{dd}.{m}.{y}"
        return us_day(d.date)

    def byline(self, doc: Doc) -> str:
        he = self.he(doc)
        prefix = "מאת" if he else "By"
        if doc.byline and doc.byline != "Shofar Staff":
            inner = f'<span class="author vcard"><a class="url fn n" href="{esc(self.author_url(doc.authors[0]))}">{esc(doc.byline)}</a></span>'
        elif doc.byline == "Shofar Staff":
            inner = (
                f'<span class="author vcard"><a class="url fn n" href="{ORIGIN}/author/staff/">Shofar Staff</a></span>'
            )
        else:
            links = [
                f'<span class="author vcard">{self.a("author", a, "byline", attr("class", "url fn n"))}</span>'
                if a == "Miriam Adler"
                else f'<span class="author vcard"><a class="url fn n" href="{esc(self.author_url(a))}">{esc(a)}</a></span>'
                for a in doc.authors
            ]
            inner = " and ".join(links) if not he else " ו".join(links)
        avatar = f'<span class="author-avatar"><img alt="" src="https://secure.gravatar.com/avatar/{doc.key}?s=80&amp;d=mm" class="avatar avatar-80 photo" height="80" width="80"></span>'
        return f'<span class="byline"><span class="author-prefix">{prefix}</span> {inner}</span>', avatar

    def dates(self, doc: Doc) -> str:
        he = self.he(doc)
        if doc.extra.get("no_ld"):
            return f'<span class="posted-on hebrew-only">{esc(doc.extra["parsha"])}</span>'
        local = doc.extra["local"]
        day = local[:10]
        y, m, d = (int(x) for x in day.split("-"))
        if he:
            wd = DAYS_HE[datetime.date(y, m, d).weekday()]
            shown = f"{wd}, {hebrew_date_he(y, m, d)} · {d:02d}.{m:02d}.{y} · {doc.extra.get('clock', '')}"
            return f'<span class="posted-on"><time class="entry-date published" datetime="{local}">{esc(shown)}</time></span>'
        out = f'<span class="posted-on"><time class="entry-date published" datetime="{local}">{us_day(day)}</time> <span class="hebrew-date">{hebrew_date_en(y, m, d)}</span>'
        if doc.extra.get("updated_local"):
            out += f' <span class="updated-label">Updated</span> <time class="updated" datetime="{doc.extra["modified"]}">{doc.extra["updated_local"]}</time>'
        return out + "</span>"

    def story_main(self, doc: Doc) -> str:
        he = self.he(doc)
        byline, avatar = self.byline(doc)
        cats = doc.extra.get("cats", [])
        cat_links = ", ".join(
            self.a("community", c, "breadcrumb") if c == "Community" else f'<a href="{ORIGIN}{"/he" if he else ""}/category/{quote(c.lower().replace(" & ", "-").replace(" ", "-"))}/" rel="category tag">{esc(c)}</a>'
            for c in cats
        )  # fmt: skip
        kicker = f'<span class="article-kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        parsha = ""
        if doc.extra.get("parsha") and not doc.extra.get("no_ld"):
            parsha = f'<div class="parsha-date">{esc(doc.extra["parsha"])}</div>'
        dek = f'<div class="newspack-post-subtitle">{esc(doc.dek)}</div>' if doc.dek else ""
        tags = []
        for t in doc.extra.get("tags", []):
            if t == "Hanukkah" and not he:
                tags.append(self.a("tag", t, "tag", 'rel="tag"'))
            else:
                tags.append(
                    f'<a href="{ORIGIN}{"/he" if he else ""}/tag/{quote(t.lower().replace(" ", "-"))}/" rel="tag">{esc(t)}</a>'
                )
        own = HE_ARTS if he else EN_ARTS
        rel = [k for k in own if k != doc.key][:3]
        related = "".join(
            f'<div class="jp-relatedposts-post jp-relatedposts-post{i}" data-post-id="{48200 + ARTS.index(k)}"><h4 class="jp-relatedposts-post-title">{self.a(k, self.docs[k].title, "related", attr("class", "jp-relatedposts-post-a"))}</h4><p class="jp-relatedposts-post-date">{self.related_date(k)}</p></div>'
            for i, k in enumerate(rel)
        )  # fmt: skip
        archive = ""
        if doc.extra.get("archive"):
            key, text = doc.extra["archive"]
            archive = f'<div class="wp-block-newspack-blocks-homepage-articles archive-box"><p>{self.a(key, text, "related")}</p></div>'
        notice = ""
        if doc.extra.get("notice"):
            notice = f'<p class="notice-link">{self.a("notices", "Read and place death notices", "related")}</p>'
        blocks = self.blocks(doc, p_tag="<p>", fig=None)
        share = quote(self.url(doc.key), safe="")
        return f"""<div id="primary" class="content-area">
<main id="main" class="site-main">
<article id="post-{48200 + ARTS.index(doc.key)}" class="post-{48200 + ARTS.index(doc.key)} post type-post status-publish format-standard has-post-thumbnail hentry entry">
<header class="entry-header">
<span class="cat-links"><span class="screen-reader-text">{"פורסם ב" if he else "Posted in"}</span>{cat_links}</span>
{kicker}
<h1 class="entry-title">{esc(doc.title)}</h1>
{dek}
{parsha}
<div class="entry-subhead"><div class="entry-meta">{avatar}{byline}{self.dates(doc)}</div>
<div class="tools"><a href="https://www.facebook.com/sharer.php?u={share}" class="share-facebook" target="_blank"><span>Facebook</span></a><a href="https://twitter.com/intent/tweet?url={share}" class="share-twitter" target="_blank"><span>X</span></a><a href="mailto:?subject={quote(doc.title)}&amp;body={share}" class="share-email"><span>Email</span></a><a href="#print" class="share-print"><span>Print</span></a></div></div>
</header>
<div class="entry-content">
{blocks}
{notice}
<div class="newspack_global_ad in_article"><div id="div-gpt-ad-1703-0" class="newspack-ad-unit"></div></div>
{archive}
<div id="jp-relatedposts" class="jp-relatedposts"><h3 class="jp-relatedposts-headline"><em>{"עוד בנושא" if he else "Related"}</em></h3><div class="jp-relatedposts-items jp-relatedposts-items-visual">{related}</div></div>
</div>
<footer class="entry-footer"><span class="tags-links"><span class="screen-reader-text">{"תגיות" if he else "Tagged"}:</span> {", ".join(tags)}</span></footer>
</article>
<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">{"השאירו תגובה" if he else "Leave a Reply"}</h3><p class="must-log-in">You must be <a href="{ORIGIN}/wp-login.php">logged in</a> to post a comment.</p></div></div>
</main>
</div>"""

    def teaser(self, k: str, heading: str = "h2") -> str:
        d = self.docs[k]
        who = d.byline or " and ".join(d.authors) or "Shofar Staff"
        when = us_day(d.date) if d.extra.get("lang") != "he" else d.date
        return (
            f'<article class="post type-post entry"><figure class="post-thumbnail"><img src="{ORIGIN}/wp-content/uploads/2026/12/{k}-400x267.jpg" alt="" width="400" height="267" loading="lazy"></figure>'
            f'<div class="entry-wrapper"><{heading} class="entry-title">{self.a(k, d.title, "content", attr("rel", "bookmark"))}</{heading}>'
            f'<div class="excerpt"><p>{esc(d.dek or self.lede(d))}</p></div><div class="entry-meta"><span class="byline">By {esc(who)}</span> <span class="posted-on"><time class="entry-date">{when}</time></span></div></div></article>'
        )

    def listing_main(self, doc: Doc) -> str:
        rows = [self.teaser(k) for k in doc.extra["list"]]
        for path, title, when in doc.extra.get("older", []):
            rows.append(
                f'<article class="post type-post entry"><div class="entry-wrapper"><h2 class="entry-title"><a href="{ORIGIN}{path}" rel="bookmark">{esc(title)}</a></h2>'
                f'<div class="entry-meta"><span class="posted-on"><time class="entry-date">{when}</time></span></div></div></article>'
            )
        if doc.kind == "home":
            lead = self.teaser(doc.extra["list"][0], "h2")
            rest = "".join(self.teaser(k, "h3") for k in doc.extra["list"][1:])
            hebrew = "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in HE_ARTS)
            return f"""<div id="primary" class="content-area"><main id="main" class="site-main">
<h1 class="screen-reader-text">The Shofar</h1>
<div class="wp-block-newspack-blocks-homepage-articles is-style-default top-story">{lead}</div>
<div class="wp-block-newspack-blocks-homepage-articles is-grid columns-3">{rest}</div>
<div class="wp-block-group hebrew-strip" lang="he" dir="rtl"><h2 class="wp-block-heading"><a href="{ORIGIN}/he/">השופר בעברית</a></h2><ul>{hebrew}</ul></div>
<div class="wp-block-group"><h2 class="wp-block-heading">{self.a("community", "Community", "content")}</h2><p>{self.a("tag", "Hanukkah coverage", "content")} · {self.a("author", "Miriam Adler’s reporting", "content")} · {self.a("events", "Events this week", "content")} · {self.a("notices", "Community notices", "content")}</p></div>
</main></div>"""
        head = f'<header class="page-header"><h1 class="page-title article-section-title"><span class="page-description">{esc(doc.title)}</span></h1></header>'
        if doc.kind == "tag":
            head = f'<header class="page-header"><h1 class="page-title article-section-title"><span class="page-subtitle">Tag:</span> <span class="page-description">{esc(doc.title)}</span></h1></header>'
        elif doc.kind == "author":
            head = f'<header class="page-header author-header"><span class="author-avatar"><img src="https://secure.gravatar.com/avatar/madler?s=120&amp;d=mm" alt="" width="120" height="120"></span><h1 class="page-title">{esc(doc.title)}</h1><div class="taxonomy-description">{esc(doc.extra["bio"])}</div><a class="author-email" href="mailto:madler@theshofar.test">madler@theshofar.test</a></header>'
        elif doc.kind == "search":
            head = f'<header class="page-header"><h1 class="page-title">Search results for: <span class="page-description">latkes</span></h1><form role="search" method="get" class="search-form" action="{ORIGIN}/"><input type="search" class="search-field" value="latkes" name="s"><button type="submit" class="search-submit">Search</button></form><p class="search-count">{len(rows)} results</p></header>'
        pag = ""
        if doc.key == "community":
            pag = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links"><span aria-current="page" class="page-numbers current">1</span> {self.a("community2", "2", "pagination", attr("class", "page-numbers"))} <a class="page-numbers" href="{ORIGIN}/category/community/page/3/">3</a> <span class="page-numbers dots">&hellip;</span> <a class="page-numbers" href="{ORIGIN}/category/community/page/14/">14</a> {self.a("community2", "Next", "pagination", attr("class", "next page-numbers"))}</div></nav>'
        elif doc.key == "community2":
            pag = f'<nav class="navigation pagination" aria-label="Posts"><div class="nav-links">{self.a("community", "Previous", "pagination", attr("class", "prev page-numbers"))} {self.a("community", "1", "pagination", attr("class", "page-numbers"))} <span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="{ORIGIN}/category/community/page/3/">3</a> <a class="next page-numbers" href="{ORIGIN}/category/community/page/3/">Next</a></div></nav>'
        return f'<div id="primary" class="content-area"><main id="main" class="site-main">{head}\n{"".join(rows)}\n{pag}</main></div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "events":
            rows = "".join(
                f'<div class="tribe-events-calendar-list__event-row"><div class="tribe-events-calendar-list__event-date-tag"><time>{esc(w)}</time></div>'
                f'<div class="tribe-events-calendar-list__event-details"><h3 class="tribe-events-calendar-list__event-title"><a href="{ORIGIN}/event/{i + 3310}/" class="tribe-events-calendar-list__event-title-link">{esc(t)}</a></h3>'
                f'<address class="tribe-events-calendar-list__event-venue">{esc(v)}</address></div></div>'
                for i, (w, t, v) in enumerate(doc.extra["events"])
            )
            return f'<div id="primary" class="content-area"><main id="main" class="site-main"><div class="tribe-common tribe-events tribe-events-view tribe-events-view--list"><header class="tribe-events-header"><h1 class="tribe-events-header__title">{esc(doc.title)}</h1><div class="tribe-events-c-top-bar__datepicker"><time datetime="2026-12-04">Now onwards</time></div></header><div class="tribe-events-calendar-list">{rows}</div><p class="tribe-events-c-subscribe-dropdown"><a href="{ORIGIN}/events/?ical=1">Export Events</a> · <a href="{ORIGIN}/submit-event/">Submit your event</a> · {self.a("shabbat", "Shabbat times", "content")}</p></div></main></div>'
        if doc.kind == "not-found":
            return f'<div id="primary" class="content-area"><main id="main" class="site-main"><section class="error-404 not-found"><header class="page-header"><h1 class="page-title">{esc(doc.title)}</h1></header><div class="page-content">{self.blocks(doc)}<form role="search" method="get" class="search-form" action="{ORIGIN}/"><input type="search" class="search-field" name="s"><button type="submit">Search</button></form><h2>Most Used Categories</h2><ul><li>{self.a("community", "Community", "content")}</li><li><a href="{ORIGIN}/category/news/">News</a></li><li><a href="{ORIGIN}/category/torah/">Torah</a></li></ul></div></section></main></div>'
        return f'<div id="primary" class="content-area"><main id="main" class="site-main"><article class="page type-page status-publish hentry entry"><header class="entry-header"><h1 class="entry-title">{esc(doc.title)}</h1></header><div class="entry-content">{self.blocks(doc)}</div></article></main></div>'
