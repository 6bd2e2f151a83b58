# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic dashes and quotes are deliberate)
"""VitalWell: a Healthline/WebMD-like US consumer health site (New York: dates US Eastern, -05:00), English, UTF-8,
a Next.js front end (`__NEXT_DATA__`, emotion `css-…` class names). URLs `/health-news/<slug>`, `/health/<slug>`
(evergreen guides), `/health-news?page=2`, `/health/heart-health` (topic hub), `/authors/<slug>`,
`/search?q1=…`, `/symptom-checker`, `/directory/conditions-a-z`.

Stories print "Written by …" (the author) and "Medically reviewed by Dr. …, MD" or "Fact checked by …" (a reviewer:
not an author), "Published on December 3, 2026" and often "Updated on December 4, 2026" (the label is the
published day). A **Key takeaways** box sits above the text (a summary: not body), a "How we reviewed this
article: Sources" list at the foot (not body), "Share on Pinterest" image credits, a newsletter box inside the
text and an author bio under the essay (none of them body). JSON-LD `NewsArticle` / `MedicalWebPage`: the RSV
story lists the **reviewer as a second author** (a real-site mistake); the melatonin story's `datePublished` is
**UTC** (03:30Z on 4 Dec = 22:30 on 3 Dec in New York; printed December 3); the evergreen seasonal-affective-
disorder guide prints only "Updated on December 1, 2026", while its JSON-LD `datePublished` is 16 Oct 2023 (the
label). The symptom checker (a tool) and the conditions A-Z hub are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["recall", "sugar", "walking", "melatonin", "rsv", "glp1", "guide", "essay"]
AUTHOR_PATH = {
    "Marisol Vega": "author",
    "Daniel Okafor": "/authors/daniel-okafor",
    "Priya Raman": "/authors/priya-raman",
    "Jenna Whitaker": "/authors/jenna-whitaker",
    "Caleb Turner": "/authors/caleb-turner",
}


class VitalWell(Base):
    origin = "https://www.vitalwell.test"
    name = "VitalWell"
    prefix = "vtw"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vtw",
            [
                ".css-1tj0t4b",
                ".css-6jxmuv",
                ".css-1xs5zxv",
                ".css-0 p",
                ".css-key-tk",
                ".css-srcs li",
                ".css-nav-item",
                ".css-footer",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "VitalWell", "nextjs-health-home", list=ARTS, more="news2"))
        add(
            page(
                "news",
                "/health-news",
                "section",
                "Health News",
                "news-hub",
                list=["recall", "sugar", "walking", "melatonin"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/health-news?page=2",
                "section",
                "Health News",
                "news-hub-page2",
                list=["rsv", "glp1", "essay"],
                prev="news",
            )
        )
        add(
            page(
                "topic",
                "/health/heart-health",
                "tag",
                "Heart Health",
                "topic-hub",
                [
                    "Evidence-based information on keeping your heart healthy, from exercise and diet to recovery after a heart attack."
                ],
                list=["walking", "essay", "glp1"],
            )
        )
        add(
            page(
                "author",
                "/authors/marisol-vega",
                "author",
                "Marisol Vega",
                "author-profile",
                [
                    "Marisol Vega is a health news reporter at VitalWell covering aging, brain health, and food safety. Before joining VitalWell in 2022, she covered public health for a daily newspaper in Albuquerque. She holds a master’s degree in science journalism.",
                ],
                list=["recall", "walking"],
            )
        )
        add(
            page(
                "search",
                "/search?q1=melatonin",
                "search",
                "Search results for: melatonin",
                "search-results",
                list=["melatonin", "guide"],
            )
        )
        add(
            page(
                "checker",
                "/symptom-checker",
                "tool",
                "Symptom Checker",
                "symptom-checker-tool",
                [
                    "Not sure what your symptoms mean? Answer a few questions to see possible causes and when to seek care.",
                    "This tool does not provide a diagnosis. If you think you may have a medical emergency, call 911 or go to the nearest emergency room.",
                ],
            )
        )
        add(
            page(
                "atoz",
                "/directory/conditions-a-z",
                "directory",
                "Health Conditions A–Z",
                "conditions-a-z-hub",
                ["Browse our medically reviewed guides to more than 1,200 conditions."],
                list=["guide"],
            )
        )
        add(
            page(
                "policy",
                "/about/editorial-policy",
                "policy",
                "Our Editorial Process and Medical Review Policy",
                "policy-updated",
                [
                    "Last updated: September 8, 2026",
                    "Every VitalWell health guide is reviewed by a licensed clinician before publication and re-reviewed at least once every three years, or sooner when new evidence appears.",
                    "News stories are checked by our fact-checking team. Stories that discuss treatments or medications are also medically reviewed.",
                    "## Sources",
                    "We rely on peer-reviewed studies, government health agencies, and professional medical associations. We link to primary sources wherever possible and list them at the end of each article.",
                    "## Corrections",
                    "If you find an error, write to corrections@vitalwell.test. We correct errors promptly and note significant corrections at the end of the article.",
                    "## Advertising",
                    "Advertising does not influence our editorial content. Sponsored content is always labeled.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter-signup",
                "subscribe",
                "Get Our Wellness Wire Newsletter",
                "newsletter-signup",
                [
                    "Get the latest health news and tips for everyday wellness delivered to your inbox three times a week.",
                    "Your privacy is important to us. You can unsubscribe at any time.",
                ],
            )
        )
        add(
            story(
                "walking",
                "/health-news/7000-steps-dementia-risk",
                "Walking 7,000 Steps a Day May Be Enough to Lower Dementia Risk",
                "2026-12-03",
                "2026-12-03T12:15:00-05:00",
                "December 3, 2026",
                ["Marisol Vega"],
                [
                    "Walking about 7,000 steps a day was linked to a 31% lower risk of developing dementia over eight years in a large new study of adults in their 50s and 60s.",
                    "The research, published this week in the Journal of Aging and Movement, followed more than 48,000 adults in the United States and Canada who wore activity trackers for at least a week at the start of the study. None had dementia when they enrolled.",
                    "Over the next eight years, 1,240 participants were diagnosed with dementia. People who averaged around 7,000 steps a day were significantly less likely to be among them than people who walked fewer than 3,000 steps. Going beyond 9,000 steps brought only a small additional benefit.",
                    "## What the study found",
                    "The researchers adjusted for age, education, smoking, diabetes, high blood pressure, and depression, all of which affect dementia risk. The link between steps and lower risk held in men and women and across income levels.",
                    "Pace mattered too. Participants who spent at least 30 minutes a day walking at a brisk pace — roughly 100 steps per minute or faster — had a lower risk than those who walked the same total distance slowly.",
                    "“The message is encouraging, because 7,000 steps is achievable for most people,” said Dr. Helen Marsh, a neurologist at Ridgeview Medical Center in Cleveland, who was not involved in the study. “The old 10,000-step target was never based on science. It came from a marketing campaign for a pedometer.”",
                    "The study was observational, which means it cannot prove that walking prevents dementia. People in the very early stages of cognitive decline may already move less, years before a diagnosis.",
                    "## Why steps may matter for the brain",
                    "Regular walking improves blood flow to the brain, lowers blood pressure, and helps control blood sugar, all of which protect blood vessels in the brain, Marsh said. Physical activity also raises levels of a protein called brain-derived neurotrophic factor, which supports the growth of nerve cells in the hippocampus, a region involved in memory.",
                    "“Walking is also often social,” she added. “People walk with a partner, a dog, or a group, and staying socially connected is one of the strongest protective factors we know of.”",
                    'RAW:<div class="css-nl-inline"><p><strong>Stay informed with our Wellness Wire newsletter</strong></p><p>Get the latest health news three times a week.</p><a href="/newsletter-signup">Sign up</a></div>',
                    "## How to add more steps",
                    "If you walk less than 5,000 steps a day now, experts recommend adding about 1,000 steps every two weeks rather than jumping straight to a new target. Some simple ways to do that:",
                    "- Take a 10-minute walk after lunch and dinner.",
                    "- Get off the bus one stop early or park at the far end of the lot.",
                    "- Walk while you take phone calls.",
                    "- Use the stairs for one or two floors instead of the elevator.",
                    "If you have heart disease, joint problems, or balance issues, talk with your doctor before making big changes to your activity level.",
                ],
                "news-takeaways-reviewed-updated",
                section="Health News",
                reviewer="Dr. Omar Haddad, MD",
                updated="December 4, 2026",
                takeaways=[
                    "A study of 48,000 adults links about 7,000 daily steps to a lower risk of dementia.",
                    "Benefits leveled off above about 9,000 steps.",
                    "Walking at a brisk pace appeared to add protection.",
                ],
                sources=[
                    "Lindqvist E, et al. (2026). Daily step count and incident dementia in middle-aged adults. Journal of Aging and Movement.",
                    "Centers for Disease Control and Prevention. (2025). Physical activity guidelines for adults.",
                    "Alzheimer’s Research Alliance. (2026). Risk factors for dementia.",
                ],
                img="Older couple walking on a trail",
                credit="Maskot/Getty Images",
            )
        )
        add(
            story(
                "rsv",
                "/health-news/rsv-vaccine-older-adults-what-to-know",
                "RSV Vaccines for Adults 60 and Older: What to Know Before Winter",
                "2026-12-02",
                "2026-12-02T09:30:00-05:00",
                "December 2, 2026",
                ["Daniel Okafor"],
                [
                    "Respiratory syncytial virus, or RSV, sends tens of thousands of older adults to the hospital each winter. Vaccines that can prevent severe illness have been available since 2023, but fewer than half of eligible adults have had one, according to a new federal survey.",
                    "With RSV cases beginning to rise in the South and Midwest, doctors are urging people who qualify to get vaccinated now. Here is what you need to know.",
                    "## Who should get an RSV vaccine?",
                    "Current guidelines recommend a single dose for:",
                    "- all adults aged 75 and older",
                    "- adults aged 60 to 74 who have a chronic heart or lung disease, diabetes with complications, kidney disease, a weakened immune system, or who live in a nursing home",
                    "Adults who already received an RSV vaccine in a previous season do not need another dose at this time. Studies are still underway to find out whether and when a booster will be needed.",
                    "## How well do the vaccines work?",
                    "In clinical trials, the vaccines reduced the risk of RSV illness affecting the lungs by about 80% in the first season. Protection declines somewhat in the second season but remains substantial, said Dr. Raymond Ortiz, an infectious disease specialist at Bay Harbor Hospital in Tampa.",
                    "“For an 80-year-old with heart failure, RSV can be as dangerous as the flu,” Ortiz said. “One shot that protects for at least two winters is a very good deal.”",
                    "## Can I get it at the same time as my flu shot?",
                    "Yes. Studies show the RSV vaccine can be given at the same visit as flu and COVID-19 vaccines. Some people prefer to space them out by a few days to tell side effects apart, but there is no medical need to do so.",
                    "## What are the side effects?",
                    "The most common side effects are pain at the injection site, tiredness, headache, and muscle aches, which usually go away within two days. A very rare nerve condition, Guillain-Barré syndrome, has been reported in a small number of vaccinated people, at a rate of a few cases per million doses. Health agencies say the benefits clearly outweigh the risk for people in the recommended groups.",
                    "## Is it covered by insurance?",
                    "Medicare Part D and most private insurance plans cover the RSV vaccine without a copay for people in the recommended groups. Pharmacies can give the vaccine without a prescription in most states.",
                ],
                "news-faq-subheads-ld-reviewer-as-author",
                section="Health News",
                reviewer="Lauren Kessler, PharmD",
                ld_reviewer_author=True,
                sources=[
                    "Centers for Disease Control and Prevention. (2026). RSV vaccine guidance for older adults.",
                    "National Immunization Survey–Adult. (2026). Vaccination coverage among adults 60 and older.",
                ],
                img="Pharmacist giving a vaccine",
                credit="SDI Productions/Getty Images",
            )
        )
        add(
            story(
                "sugar",
                "/health-news/added-sugar-pregnancy-child-allergies",
                "Less Added Sugar During Pregnancy Linked to Fewer Allergies in Children",
                "2026-12-04",
                "2026-12-04T08:00:00-05:00",
                "December 4, 2026",
                ["Priya Raman"],
                [
                    "Children whose mothers ate less added sugar during pregnancy were less likely to develop asthma and food allergies by age 7, according to a new analysis from a long-running study of families in Norway.",
                    "The researchers looked at food questionnaires completed by 21,300 pregnant women between 2009 and 2014 and then followed their children’s health records. Children born to mothers in the lowest fifth of added-sugar intake had a 23% lower risk of asthma and a 19% lower risk of a diagnosed food allergy than children of mothers in the highest fifth.",
                    "Sugar-sweetened soft drinks made up the largest share of added sugar in the highest group, followed by sweets and baked goods.",
                    "“We cannot say from this study that sugar causes allergies,” said lead author Dr. Ingrid Solheim, a pediatrician and researcher in Bergen. “But the pattern is consistent with animal research suggesting that a high-sugar diet affects how the immune system develops before birth.”",
                    "## Why sugar might matter",
                    "One theory is that large amounts of fructose, a type of sugar found in sweetened drinks, can increase inflammation in the mother’s body. Inflammatory signals cross the placenta and may steer the developing immune system toward allergic responses, explained Alicia Moreno, a registered dietitian who specializes in prenatal nutrition.",
                    "“There are many good reasons to keep added sugar low during pregnancy, from gestational diabetes to weight gain,” Moreno said. “This study adds a possible long-term benefit for the child.”",
                    "The American Heart Association recommends that women limit added sugar to about 25 grams, or six teaspoons, a day. A single 12-ounce can of regular soda contains about 39 grams.",
                    "## Practical tips",
                    "Moreno suggests swapping sweetened drinks for water or sparkling water with fruit, choosing plain yogurt and adding fresh fruit, and reading labels on foods that do not taste sweet, such as bread, sauces, and breakfast cereals. Natural sugars in whole fruit and milk do not count as added sugar.",
                    "The researchers note that they relied on women’s own reports of what they ate, which can be inaccurate, and that families who eat less sugar may differ in other ways that affect allergy risk.",
                ],
                "news-credentialed-writer-takeaways",
                section="Health News",
                byline_name="Priya Raman, MPH",
                reviewer="Alicia Moreno, RD",
                takeaways=[
                    "Lower added-sugar intake in pregnancy was linked to fewer cases of childhood asthma and food allergy.",
                    "Sugar-sweetened drinks were the biggest source of added sugar.",
                    "The study shows an association, not cause and effect.",
                ],
                sources=[
                    "Solheim I, et al. (2026). Maternal added sugar intake and allergic disease in offspring. Pediatric Allergy Research.",
                    "American Heart Association. (2024). Added sugars.",
                ],
                img="Pregnant woman reading a food label",
                credit="Westend61/Getty Images",
            )
        )
        add(
            story(
                "melatonin",
                "/health-news/melatonin-gummies-dose-label-tests",
                "Melatonin Gummies Often Contain More Than the Label Says, Lab Tests Find",
                "2026-12-03",
                "2026-12-04T03:30:00Z",
                "December 3, 2026",
                ["Jenna Whitaker"],
                [
                    "Most melatonin gummies sold in the United States contain a different amount of the sleep hormone than their labels state, and some contain more than twice as much, according to independent lab tests published Thursday.",
                    "Researchers at a nonprofit testing laboratory bought 30 brands of melatonin gummies from pharmacies, supermarkets, and online stores in the spring. Only five contained within 10% of the amount on the label. Nineteen contained more, ranging up to 274% of the stated dose. Six contained less.",
                    "Several products also contained CBD or other ingredients that were not listed, the researchers reported.",
                    "In the United States, melatonin is sold as a dietary supplement, which means manufacturers do not need approval from the Food and Drug Administration before selling it and are responsible for making sure their labels are accurate.",
                    "“If you think you are giving your child 1 milligram and it is actually 2.5, that matters,” said Dr. Naomi Feld, a pediatric sleep specialist in Minneapolis. “Calls to poison control centers about children swallowing melatonin have risen sharply over the past decade, largely because gummies look and taste like candy.”",
                    "## Do you need melatonin at all?",
                    "Melatonin can help with jet lag and with some sleep problems in children with autism or ADHD, under a doctor’s guidance. For ordinary trouble falling asleep, the evidence for a benefit is modest, Feld said. Doses of 0.5 to 1 milligram taken a few hours before bedtime tend to work as well as larger doses, with fewer side effects such as morning grogginess and headaches.",
                    "If you use melatonin, experts suggest choosing a product with a third-party verification seal, which indicates that an independent lab has checked its contents, storing gummies out of children’s reach, and talking with a pediatrician before giving melatonin to a child.",
                ],
                "news-utc-jsonld-fact-checked",
                section="Health News",
                checker_name="Harper Sloan",
                sources=[
                    "Consumer Product Testing Institute. (2026). Melatonin content of gummy supplements sold in the United States.",
                    "National Poison Data System. (2025). Annual report.",
                ],
                img="Bottle of gummy supplements",
                credit="Grace Cary/Getty Images",
            )
        )
        add(
            story(
                "guide",
                "/health/seasonal-affective-disorder",
                "Seasonal Affective Disorder: Symptoms, Causes, and Treatment",
                "2023-10-16",
                "2023-10-16T10:00:00-04:00",
                "December 1, 2026",
                ["Daniel Okafor"],
                [
                    "Seasonal affective disorder is a type of depression that comes and goes with the seasons. For most people it begins in late fall and lifts in spring, though a smaller number have symptoms in summer instead.",
                    "## What is seasonal affective disorder?",
                    "Seasonal affective disorder, often called SAD, is not a separate condition but a pattern of major depression with a seasonal onset. To be diagnosed, you need to have had depressive episodes that start and end at about the same time of year for at least two years in a row.",
                    "SAD is more common in women, in young adults, and in people who live far from the equator, where winter days are short. Estimates suggest it affects about 5% of adults in the United States in a given year, while a milder form, sometimes called the winter blues, is far more common.",
                    "## Symptoms",
                    "Winter-pattern SAD often includes:",
                    "- feeling sad, hopeless, or empty most of the day",
                    "- losing interest in activities you used to enjoy",
                    "- sleeping much more than usual and having trouble waking up",
                    "- craving carbohydrates and gaining weight",
                    "- low energy and difficulty concentrating",
                    "- withdrawing from friends and family",
                    "Summer-pattern SAD is more likely to cause trouble sleeping, poor appetite, weight loss, and restlessness or anxiety.",
                    "## Causes",
                    "Researchers believe reduced sunlight in winter disrupts the body’s internal clock, or circadian rhythm. Less light may also lower levels of serotonin, a brain chemical that affects mood, and change the timing of melatonin, a hormone that regulates sleep. A family history of depression increases the risk.",
                    "## Treatment",
                    "### Light therapy",
                    "Sitting in front of a light box that gives off 10,000 lux of bright white light for 20 to 30 minutes each morning helps many people with winter-pattern SAD, often within one to two weeks. Light boxes filter out most ultraviolet light. Talk with a doctor before starting if you have an eye condition or bipolar disorder.",
                    "### Talk therapy",
                    "A form of cognitive behavioral therapy adapted for SAD teaches people to replace negative thoughts about the winter months and to plan enjoyable activities. Its benefits may last longer than those of light therapy.",
                    "### Medication",
                    "Antidepressants, especially selective serotonin reuptake inhibitors, can help. Some people start taking an antidepressant in early fall, before symptoms usually begin.",
                    "## When to see a doctor",
                    "It is normal to have some days when you feel down. But if you feel low for days at a time and cannot get motivated to do activities you normally enjoy, see a doctor or mental health professional. Seek help right away if you have thoughts of harming yourself. In the United States you can call or text 988 to reach the Suicide and Crisis Lifeline.",
                    "## Frequently asked questions",
                    "Q: Can vitamin D help with seasonal affective disorder? || Studies of vitamin D supplements for SAD have had mixed results. If a blood test shows you are low in vitamin D, a supplement is reasonable, but it should not replace proven treatments.",
                    "Q: Is seasonal affective disorder the same as the winter blues? || No. The winter blues are a mild dip in mood that does not disrupt daily life. SAD is a form of major depression that can make it hard to work, study, or keep up relationships.",
                ],
                "evergreen-guide-updated-only-ld-2023",
                section="Mental Health",
                reviewer="Kevin Liu, MD",
                guide=True,
                modified="2026-12-01T09:00:00-05:00",
                sources=[
                    "National Institute of Mental Health. (2025). Seasonal affective disorder.",
                    "American Psychiatric Association. (2022). Diagnostic and Statistical Manual of Mental Disorders, fifth edition, text revision.",
                    "Pjrek E, et al. (2020). The efficacy of light therapy in the treatment of seasonal affective disorder: a meta-analysis.",
                ],
                img="Woman using a light therapy lamp",
                credit="Photo by Ana Luz/Stocksy",
            )
        )
        add(
            story(
                "essay",
                "/health/heart-attack-at-41-recovery-essay",
                "I Had a Heart Attack at 41. Here’s What Changed My Recovery",
                "2026-11-30",
                "2026-11-30T07:00:00-05:00",
                "November 30, 2026",
                ["Caleb Turner"],
                [
                    "The pain started while I was shoveling snow in my driveway in Duluth. It did not feel like the heart attacks in movies. It felt like heartburn, then like someone was slowly tightening a belt around my chest. I went inside, sat down, and told myself it would pass.",
                    "My wife, who is smarter than I am, called 911. At the hospital, the cardiologist told me that one of the arteries feeding my heart had been almost completely blocked. I was 41, I did not smoke, and I had run a half marathon three years earlier.",
                    "What I did not know was that my cholesterol had been high for years. I had skipped the blood tests my doctor kept suggesting because I felt fine.",
                    "## The first weeks were the hardest",
                    "After a stent was placed, I went home after two days. Physically, I recovered faster than I expected. Emotionally, I did not. I was afraid to climb the stairs, afraid to sleep, and afraid of every twinge in my chest. I later learned that depression and anxiety after a heart attack are common, affecting as many as one in three patients, and that they can slow recovery.",
                    "## Cardiac rehab changed everything",
                    "My cardiologist referred me to a cardiac rehabilitation program: 36 sessions of supervised exercise, nutrition classes, and counseling over 12 weeks. I almost did not go. It felt like something for people much older than me, and I was embarrassed.",
                    "On the first day, the nurse clipped a heart monitor to my shirt and put me on a treadmill. Watching my heart rate on the screen while someone who knew what they were doing stood beside me did more for my fear than any pamphlet. Week by week, I pushed a little harder.",
                    "The other patients helped too. A retired carpenter named Lou, who had had two bypass surgeries, told me on my second day that the fear fades if you keep showing up. He was right.",
                    "## What I would tell someone else",
                    "Only about a quarter of people who qualify for cardiac rehab in the United States actually attend. If your doctor offers it, go. Ask about evening sessions if you work. Tell someone honestly how you are feeling, because the emotional recovery can take longer than the physical one.",
                    "And get your cholesterol checked, even if you feel fine. I feel fine now too, but I take my statin every night, and I no longer skip my blood tests.",
                ],
                "personal-essay-bio-box",
                section="Heart Health",
                reviewer="Dr. Omar Haddad, MD",
                bio="Caleb Turner teaches high school history in Duluth, Minnesota. He volunteers as a peer mentor for a cardiac rehabilitation program.",
                sources=[
                    "American Heart Association. (2025). Cardiac rehabilitation.",
                    "Ritchey MD, et al. (2020). Tracking cardiac rehabilitation participation and completion among Medicare beneficiaries.",
                ],
                img="Man walking on a treadmill",
                credit="Photo courtesy of Caleb Turner",
            )
        )
        add(
            story(
                "glp1",
                "/health-news/glp1-alcohol-cravings-survey",
                "GLP-1 Users Report Fewer Alcohol Cravings, Survey Finds",
                "2026-12-01",
                "2026-12-01T11:00:00-05:00",
                "December 1, 2026",
                ["Daniel Okafor", "Priya Raman"],
                [
                    "People taking GLP-1 medications for weight loss or type 2 diabetes report drinking less alcohol and having fewer cravings, according to a national survey released Tuesday.",
                    "The online survey of 3,050 adults who had used a GLP-1 drug such as semaglutide or tirzepatide for at least three months found that 46% of those who drank before starting the medication said they now drank less. Only 4% said they drank more. Among people who described themselves as heavy drinkers before treatment, 61% reported cutting back.",
                    "Many respondents said alcohol simply seemed less appealing. “People describe the ‘food noise’ going quiet, and for some the same happens with drinking,” said Dr. Samuel Brandt, an addiction medicine specialist at Lakeview Behavioral Health in Milwaukee.",
                    "GLP-1 drugs mimic a hormone that regulates appetite and blood sugar. There are GLP-1 receptors in parts of the brain involved in reward, and animal studies have shown that the drugs reduce alcohol intake in rats and monkeys.",
                    "## Not yet a treatment for alcohol use disorder",
                    "Several clinical trials are testing whether GLP-1 drugs can help people with alcohol use disorder, and results from the first small trials have been mixed. Survey data can be misleading, Brandt warned, because people who feel their medication is working may be more likely to respond, and people’s reports of their own drinking are often inaccurate.",
                    "“It is a very promising lead, but we need the randomized trials,” he said. “In the meantime, nobody should start a GLP-1 drug only to drink less.”",
                    "The medications can cause nausea, vomiting, and, rarely, pancreatitis, and they are expensive. Combining them with heavy drinking can also increase the risk of low blood sugar in people with diabetes.",
                    "Anyone who is worried about their drinking can talk with a primary care doctor about treatments that are already approved for alcohol use disorder, including naltrexone and acamprosate, or call the SAMHSA National Helpline at 1-800-662-4357.",
                ],
                "news-two-writers",
                section="Health News",
                reviewer="Kevin Liu, MD",
                updated="December 2, 2026",
                sources=[
                    "Healthy Futures Research Group. (2026). GLP-1 medication use and alcohol consumption: a national survey.",
                    "Klausen MK, et al. (2022). The role of glucagon-like peptide 1 in alcohol use disorder.",
                ],
                img="Glass of wine being pushed away",
                credit="Getty Images",
            )
        )
        add(
            story(
                "recall",
                "/health-news/infant-formula-recall-december-2026",
                "Two Brands of Infant Formula Recalled Over Possible Bacterial Contamination",
                "2026-12-04",
                "2026-12-04T13:40:00-05:00",
                "December 4, 2026",
                ["Marisol Vega"],
                [
                    "A Wisconsin manufacturer is recalling two brands of powdered infant formula because some cans may be contaminated with Cronobacter sakazakii, a bacterium that can cause rare but severe infections in newborns.",
                    "Meadowgold Nutrition said routine testing at its plant in Eau Claire found the bacteria on equipment used to fill the cans. No illnesses have been reported so far. The recall covers 12.4-ounce cans of Little Sprout Gentle and BrightStart Sensitive sold nationwide between September 15 and November 30, 2026, with the following lot codes on the bottom:",
                    "- Little Sprout Gentle: lots LS26251 through LS26298",
                    "- BrightStart Sensitive: lots BS26260 through BS26301",
                    "Parents should stop using the formula and return it to the store for a full refund. Signs of Cronobacter infection in infants include fever, poor feeding, excessive crying, and very low energy. Call a doctor right away if your baby shows any of these symptoms.",
                ],
                "news-brief-recall-list",
                section="Health News",
                checker_name="Harper Sloan",
                sources=["Meadowgold Nutrition. (2026). Voluntary recall notice."],
            )
        )

    # the templates -------------------------------------------------------------------------------------------
    def author_link(self, name: str, zone: str, shown: str | None = None) -> str:
        return self.a(AUTHOR_PATH[name], shown or name, zone, 'class="css-1xs5zxv"')

    def head(self, doc: Doc) -> str:
        meta = [
            f"<title>{esc(doc.title)}{'' if doc.key == 'home' else ' | VitalWell'}</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="VitalWell">',
        ]
        if doc.is_article:
            x = doc.extra
            if x.get("guide"):
                ld = {
                    "@context": "https://schema.org",
                    "@type": "MedicalWebPage",
                    "name": doc.title,
                    "url": self.url(doc.key),
                    "datePublished": doc.iso,
                    "dateModified": x["modified"],
                    "lastReviewed": x["modified"][:10],
                    "author": {"@type": "Person", "name": doc.authors[0]},
                    "reviewedBy": {"@type": "Person", "name": x["reviewer"]},
                    "about": {"@type": "MedicalCondition", "name": "Seasonal affective disorder"},
                }
                meta.append(f'<meta property="article:modified_time" content="{x["modified"]}">')
            else:
                authors = [{"@type": "Person", "name": a} for a in doc.authors]
                if x.get("ld_reviewer_author"):
                    authors.append({"@type": "Person", "name": x["reviewer"]})
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "mainEntityOfPage": self.url(doc.key),
                    "datePublished": doc.iso,
                    "author": authors,
                    "publisher": {"@type": "Organization", "name": "VitalWell"},
                }
                if "reviewer" in x and not x.get("ld_reviewer_author"):
                    ld["reviewedBy"] = {"@type": "Person", "name": x["reviewer"]}
                meta.append(f'<meta property="article:published_time" content="{doc.iso}">')
            meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(meta)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="css-nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("atoz", "Health Conditions"),
                ("news", "Health News"),
                ("topic", "Heart Health"),
                ("checker", "Symptom Checker"),
                ("newsletter", "Subscribe"),
            )
        )
        nd = {
            "props": {
                "pageProps": {
                    "page": {"type": "article" if doc.is_article else doc.kind, "slug": doc.path, "title": doc.title}
                }
            },
            "page": "/[...slug]",
            "query": {},
            "buildId": "vw-2026.11.27-3f1c9a",
            "isFallback": False,
            "gssp": True,
        }
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preload" href="/_next/static/css/8c1f2e4a.css" as="style">
<link rel="stylesheet" href="/_next/static/css/8c1f2e4a.css" data-n-g="">
<style data-emotion="css" data-s="">/*PAD*/</style>
</head>
<body>
<div id="__next">
<div class="css-1tj0t4b">
<header class="css-hdr" role="banner">
<div class="css-logo">{self.a("home", "VitalWell", "nav", 'aria-label="VitalWell home"')}</div>
<nav aria-label="Main"><ul class="css-nav">{nav}</ul></nav>
<form action="/search" role="search"><input name="q1" type="search" placeholder="Search VitalWell" aria-label="Search"><button type="submit">Search</button></form>
</header>
<main id="site-content">
{main}
</main>
<footer class="css-footer">
<div class="css-footer-nl"><p>Get our wellness newsletter</p><p>Filter out the noise and nurture your inbox with health and wellness advice that’s inclusive and rooted in medical expertise.</p>{self.a("newsletter", "Sign up", "footer")}</div>
<ul class="css-footer-links">
<li><a href="/about">About Us</a></li>
<li><a href="/contact">Contact Us</a></li>
<li>{self.a("policy", "Editorial Policy", "footer")}</li>
<li>{self.a("atoz", "Conditions A–Z", "footer")}</li>
<li><a href="/privacy-policy">Privacy Policy</a></li>
<li><a href="/privacy-settings">Privacy Settings</a></li>
<li><a href="/advertising-policy">Advertising Policy</a></li>
</ul>
<p class="css-disclaimer">© 2026 VitalWell Media LLC. All rights reserved. Our website services, content, and products are for informational purposes only. VitalWell does not provide medical advice, diagnosis, or treatment.</p>
</footer>
</div>
</div>
<div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><p id="onetrust-policy-text">We and our partners use cookies to personalize content and ads and to analyze our traffic. You can change your choices at any time in Privacy Settings.</p><button id="onetrust-accept-btn-handler">Accept All</button><button id="onetrust-reject-all-handler">Reject All</button></div>
<script id="__NEXT_DATA__" type="application/json">{json.dumps(nd, ensure_ascii=False)}</script>
<script src="/_next/static/chunks/main-6e2b9c1f.js" defer></script>
<script src="/_next/static/chunks/pages/%5B...slug%5D-04d7a1bb.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        x = doc.extra
        writers = " and ".join(self.author_link(a, "byline", x.get("byline_name")) for a in doc.authors)
        parts = []
        if x.get("guide"):
            parts.append(
                f'<span>Medically reviewed by <a href="/reviewers/kevin-liu" class="css-1xs5zxv">{esc(x["reviewer"])}</a></span>'
            )
            parts.append(f"<span> — Written by {writers}</span>")
            parts.append(f"<span> — Updated on {doc.stamp}</span>")
            return f'<div class="css-byline" data-testid="byline">{"".join(parts)}</div>'
        parts.append(f"<div>Written by {writers}</div>")
        if "reviewer" in x:
            slug = x["reviewer"].replace("Dr. ", "").split(",")[0].lower().replace(" ", "-")
            parts.append(
                f'<div>Medically reviewed by <a href="/reviewers/{slug}" class="css-1xs5zxv">{esc(x["reviewer"])}</a></div>'
            )
        if "checker_name" in x:
            parts.append(
                f'<div>Fact checked by <a href="/fact-checkers/harper-sloan" class="css-1xs5zxv">{esc(x["checker_name"])}</a></div>'
            )
        dates = f"Published on {doc.stamp}"
        if x.get("updated"):
            dates += f" · Updated on {x['updated']}"
        parts.append(f'<div class="css-dates"><time datetime="{doc.iso}">{dates}</time></div>')
        return f'<div class="css-byline" data-testid="byline">{"".join(parts)}</div>'

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        tk = ""
        if x.get("takeaways"):
            items = "".join(f"<li>{esc(t)}</li>" for t in x["takeaways"])
            tk = f'<div class="css-key-tk" data-testid="key-takeaways"><p class="css-tk-title"><strong>Key takeaways</strong></p><ul>{items}</ul></div>'
        img = ""
        if x.get("img"):
            img = (
                f'<figure class="css-fig"><img src="https://i0.vitalwell.test/hlth/{doc.key}-header.jpg?w=1155&amp;h=1528" alt="{esc(x["img"])}" loading="eager">'
                f'<figcaption><a href="https://www.pinterest.com/pin/create/button/">Share on Pinterest</a> {esc(x["credit"])}</figcaption></figure>'
            )
        bio = ""
        if x.get("bio"):
            bio = f'<div class="css-author-bio"><p><strong>About the author</strong></p><p>{esc(x["bio"])}</p></div>'
        sources = "".join(f"<li>{esc(s)}</li>" for s in x.get("sources", []))
        related = "".join(
            f'<li class="css-rel">{self.a(k, self.docs[k].title, "related")}</li>' for k in ARTS if k != doc.key
        )
        crumb = (
            self.a("news", "Health News", "breadcrumb")
            if not x.get("guide")
            else self.a("atoz", "Health Conditions", "breadcrumb")
        )
        return f"""<article class="article-body css-d2znx6">
<nav class="css-crumbs" aria-label="Breadcrumb">{self.a("home", "Home", "breadcrumb")} › {crumb}</nav>
<h1 class="css-6jxmuv">{esc(doc.title)}</h1>
{self.byline(doc)}
<div class="css-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Share on Facebook</a> <a href="https://pinterest.com/pin/create/button/?url={esc(self.url(doc.key))}">Pin</a> <a href="mailto:?body={esc(self.url(doc.key))}">Email</a></div>
{tk}
{img}
<div class="css-0">
{self.blocks(doc)}
</div>
{bio}
<div class="css-srcs"><p class="css-srcs-title"><strong>How we reviewed this article:</strong></p><p>Our experts continually monitor the health and wellness space, and we update our articles when new information becomes available.</p><p><strong>Sources</strong></p><ul>{sources}</ul></div>
<div class="css-feedback"><p>Was this article helpful?</p><button>Yes</button><button>No</button></div>
</article>
<aside class="css-related"><p><strong>Related Coverage</strong></p><ul>{related}</ul></aside>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        date = f"Updated on {d.stamp}" if d.extra.get("guide") else d.stamp
        return (
            f'<li class="css-card"><div class="css-card-img"><img src="https://i0.vitalwell.test/hlth/{k}-thumb.jpg?w=300" alt=""></div>'
            f'<div><p class="css-card-kicker">{esc(d.section)}</p><h2 class="css-card-title">{self.a(k, d.title, "content")}</h2>'
            f'<p class="css-card-dek">{esc(self.lede(d))}</p><p class="css-card-date">{date}</p></div></li>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        intro = "".join(f"<p>{esc(b[1])}</p>" for b in doc.blocks if b[0] == "p")
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="css-pager"><span aria-current="page">1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Next", "pagination")}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="css-pager">{self.a(doc.extra["prev"], "Previous", "pagination")} {self.a(doc.extra["prev"], "1", "pagination")} <span aria-current="page">2</span></nav>'
        head = f'<h1 class="css-6jxmuv">{esc(doc.title)}</h1>'
        extra = ""
        if doc.key == "home":
            head = (
                '<h1 class="css-visually-hidden">VitalWell</h1><h2 class="css-hub-title">Today’s top health news</h2>'
            )
            extra = f"""<section class="css-home-tools"><h2>Tools and resources</h2><ul>
<li>{self.a("checker", "Check your symptoms", "content")}</li>
<li>{self.a("atoz", "Health conditions A–Z", "content")}</li>
<li>{self.a("topic", "Heart health hub", "content")}</li>
<li>{self.a("author", "Meet our reporter Marisol Vega", "content")}</li>
<li>{self.a("search", "Popular search: melatonin", "content")}</li>
</ul></section>"""
        if doc.kind == "author":
            head = f'<div class="css-author-head"><img src="https://i0.vitalwell.test/authors/marisol-vega.jpg" alt=""><h1 class="css-6jxmuv">{esc(doc.title)}</h1><p>Health News Reporter</p></div>'
            extra = '<p class="css-author-links"><a href="https://www.linkedin.com/in/marisolvega-health">LinkedIn</a> · <a href="mailto:mvega@vitalwell.test">Email</a></p>'
        if doc.kind == "directory":
            letters = " ".join(f'<a href="/directory/conditions-a-z#{c}">{c}</a>' for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            others = "".join(
                f'<li><a href="/health/{s}">{esc(t)}</a></li>'
                for s, t in (
                    ("acid-reflux", "Acid Reflux"),
                    ("asthma", "Asthma"),
                    ("atrial-fibrillation", "Atrial Fibrillation"),
                    ("bronchitis", "Bronchitis"),
                    ("celiac-disease", "Celiac Disease"),
                    ("diabetes", "Diabetes"),
                    ("eczema", "Eczema"),
                    ("gout", "Gout"),
                    ("high-blood-pressure", "High Blood Pressure"),
                    ("migraine", "Migraine"),
                    ("psoriasis", "Psoriasis"),
                    ("sciatica", "Sciatica"),
                    ("shingles", "Shingles"),
                    ("thyroid-disease", "Thyroid Disease"),
                )
            )
            return f"""<div class="css-hub">{head}{intro}<nav class="css-az">{letters}</nav>
<ul class="css-az-list">{others}<li>{self.a("guide", "Seasonal Affective Disorder", "content")}</li></ul></div>"""
        return f'<div class="css-hub">{head}{intro}<ul class="css-cards">{cards}</ul>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "tool":
            body = self.blocks(doc)
            return f"""<div class="css-tool">
<h1 class="css-6jxmuv">{esc(doc.title)}</h1>
{body}
<form class="css-checker" action="/symptom-checker/results" method="get">
<fieldset><legend>Step 1 of 4: Tell us about yourself</legend>
<label>Age <input type="number" name="age" min="2" max="120"></label>
<label><input type="radio" name="sex" value="f"> Female</label><label><input type="radio" name="sex" value="m"> Male</label>
</fieldset>
<fieldset><legend>Step 2 of 4: What symptoms do you have?</legend>
<input type="search" name="symptom" placeholder="Type a symptom, e.g. headache">
<ul class="css-common"><li><button type="button">Headache</button></li><li><button type="button">Cough</button></li><li><button type="button">Fatigue</button></li><li><button type="button">Chest pain</button></li><li><button type="button">Dizziness</button></li><li><button type="button">Nausea</button></li></ul>
</fieldset>
<button type="submit" class="css-next">Continue</button>
</form>
<p class="css-tool-note">Powered by a clinical decision engine licensed from a third party. Reviewed by our medical advisory board.</p>
</div>"""
        return f'<div class="css-static"><h1 class="css-6jxmuv">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
