# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Bengali text and typographic quotes are deliberate)
"""সকালের বার্তা Sokaler Barta: a Dhaka news portal on a Quintype-like front end (Prothom Alo-like: random-id slugs
`/bangladesh/capital/r7k2m9qx4d`, `/opinion/column/…`, `/topic/<Bengali>`, `/author/…`, `/collection/latest`,
`/search?q=`, `?page=2`; `window.qtState` carries the story with `published-at` in epoch milliseconds and its
`authors`; every paragraph in its own `div.story-element-text`), Bengali, UTF-8. Dates are printed with **Bengali
digits** and Prothom Alo's odd space ("প্রকাশ: ০৪ ডিসেম্বর ২০২৬, ০৫: ১০"), with the **Bengali-calendar date**
next to them ("১৯ অগ্রহায়ণ ১৪৩৩"; Bangladesh's revised calendar, 1 Boishakh = 14 April, so 16 November = 1
Agrahayan and 4 December = 19 Agrahayan 1433); the top bar prints today's date both ways. Machine times are **UTC**
(`<time datetime>`, `article:published_time`, JSON-LD): the dengue story (23:10Z on 3 Dec = 05:10 on 4 Dec in Dhaka)
and the editorial (18:30Z = 00:30 on 4 Dec) cross the day. "নিজস্ব প্রতিবেদক" (staff reporter) and "ক্রীড়া
প্রতিবেদক" are desk credits, yet the JSON-LD types them as `Person`; the gold brief has no JSON-LD. An exam-notice
list (board notices with dates, links to PDFs) is not an article."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from common import Base, beng, jsonld, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["dengue", "metro", "potato", "opinion", "cricket", "interview", "gold", "editorial"]
SITE = "সকালের বার্তা"
MONTHS = {11: "নভেম্বর", 12: "ডিসেম্বর"}
BANGLA_DAY = {"2026-12-04": "১৯ অগ্রহায়ণ ১৪৩৩", "2026-12-03": "১৮ অগ্রহায়ণ ১৪৩৩", "2026-12-02": "১৭ অগ্রহায়ণ ১৪৩৩"}
DHAKA = dt.timezone(dt.timedelta(hours=6))


def local(stamp: str) -> dt.datetime:
    return dt.datetime.strptime(stamp, "%Y-%m-%d %H:%M").replace(tzinfo=DHAKA)


def utc_iso(stamp: str) -> str:
    return local(stamp).astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def printed(stamp: str) -> str:
    d = local(stamp)
    return beng(f"{d.day:02d} {MONTHS[d.month]} {d.year}, {d.hour:02d}: {d.minute:02d}")


def bstory(
    key: str, path: str, title: str, when: str, authors: list[str], lines: list[str], shape: str, **extra: Any
) -> Doc:
    """A story published at `when` (Dhaka time): the label day is the local day, the page's machine time is UTC."""
    return story(key, path, title, when[:10], utc_iso(when), printed(when), authors, lines, shape, when=when, **extra)


class Barta(Base):
    origin = "https://www.sokalerbarta.test"
    name = SITE
    prefix = "skb"
    language = "bn"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "skb",
            [
                ".headline-m__headline__1DKz_",
                ".story-element-text p",
                ".contributor-m__contributor-name__2wQnK",
                ".storyPageMetaData-m__publish-time__19bdV",
                ".topbar-m__date__3Sx0p",
                ".card-with-image-m__card__2bHf1",
                ".footer-m__footer__1xQ9r",
                ".also-read-m__also-read__3Jxm7",
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
                SITE,
                "quintype-home",
                list=["dengue", "metro", "editorial", "gold", "potato", "cricket", "opinion", "interview"],
            )
        )
        add(
            page(
                "bangladesh",
                "/bangladesh",
                "section",
                "বাংলাদেশ",
                "section-front",
                list=["dengue", "metro", "gold"],
                more="bangladesh2",
                older=[
                    ("/bangladesh/capital/k2w8d5rt3n", "মিরপুরে বহুতল ভবনে আগুন, নিয়ন্ত্রণে দুই ঘণ্টা"),
                    ("/bangladesh/district/v7q1m4xc8s", "কুয়াশায় দৌলতদিয়া-পাটুরিয়া রুটে ফেরি চলাচল বন্ধ ছিল পাঁচ ঘণ্টা"),
                ],
            )
        )
        add(
            page(
                "bangladesh2",
                "/bangladesh?page=2",
                "section",
                "বাংলাদেশ",
                "section-page2",
                list=["potato"],
                older=[
                    ("/bangladesh/district/f3n9b6yk1p", "সুনামগঞ্জে হাওররক্ষা বাঁধের কাজ শুরু হয়নি এখনো"),
                    ("/bangladesh/capital/w5h2s8gq7d", "গুলিস্তানে হকার উচ্ছেদ, আবার বসেছে দোকান"),
                    ("/bangladesh/district/a8c4t1zm6r", "বরিশালে লঞ্চের কেবিনের ভাড়া বাড়ল"),
                    ("/bangladesh/district/q6j3e9uv2b", "কক্সবাজারে পর্যটকের ভিড়, হোটেলে কক্ষ খালি নেই"),
                ],
            )
        )
        add(
            page(
                "latest",
                "/collection/latest",
                "section",
                "সর্বশেষ",
                "latest-collection",
                list=["metro", "gold", "dengue", "editorial", "potato", "cricket", "opinion", "interview"],
                times=True,
            )
        )
        add(
            page(
                "topic",
                "/topic/ডেঙ্গু",
                "tag",
                "ডেঙ্গু",
                "topic-page",
                list=["dengue"],
                older=[
                    ("/bangladesh/capital/n4r7k2ws9x", "ডেঙ্গু পরীক্ষার কিট সংকট, বেসরকারি হাসপাতালে বাড়তি খরচ"),
                    ("/bangladesh/capital/z1t6p3hd5m", "নভেম্বরে ডেঙ্গুতে মৃত্যু ছাড়াল আগের সব মাস"),
                ],
            )
        )
        add(
            page(
                "author",
                "/author/tanvir-ahmed",
                "author",
                "তানভীর আহমেদ",
                "author-page",
                list=["metro"],
                bio="জ্যেষ্ঠ প্রতিবেদক, সকালের বার্তা। যোগাযোগ ও নগর-পরিকল্পনা বিষয়ে লেখেন।",
                older=[
                    ("/bangladesh/capital/b9m2x7kq4t", "ঢাকা উড়ালসড়কের র‍্যাম্প খুলছে আগামী মাসে"),
                    ("/bangladesh/capital/u3d8f5nc1w", "বাস রুট রেশনালাইজেশন: দুই বছরেও চালু হয়নি তিন রুট"),
                ],
            )
        )
        add(
            page(
                "search",
                "/search?q=স্বর্ণ",
                "search",
                "অনুসন্ধান: স্বর্ণ",
                "search-results",
                list=["gold"],
                older=[("/business/y7v2c9kd3h", "বিশ্ববাজারে স্বর্ণের দামে রেকর্ড")],
            )
        )
        add(
            page(
                "about",
                "/about-us",
                "about",
                "আমাদের সম্পর্কে",
                "about-page",
                [
                    "সকালের বার্তা ২০০৯ সালে ঢাকা থেকে অনলাইন সংবাদমাধ্যম হিসেবে যাত্রা শুরু করে। দেশ-বিদেশের খবর, বিশ্লেষণ ও মতামত নিরপেক্ষভাবে পাঠকের কাছে পৌঁছে দেওয়াই আমাদের লক্ষ্য।",
                    "সম্পাদক: রেজাউল করিম খান। ঠিকানা: ৪২ কারওয়ান বাজার, ঢাকা ১২১৫।",
                    "সংবাদ বা মতামত পাঠাতে লিখুন newsroom@sokalerbarta.test ঠিকানায়।",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy",
                "policy",
                "গোপনীয়তার নীতি",
                "policy-updated",
                [
                    "সর্বশেষ হালনাগাদ: ০১ সেপ্টেম্বর ২০২৬",
                    "সকালের বার্তা পাঠকের ব্যক্তিগত তথ্যের গোপনীয়তা রক্ষায় প্রতিশ্রুতিবদ্ধ। আমাদের ওয়েবসাইট ও অ্যাপ ব্যবহারের সময় কী ধরনের তথ্য সংগ্রহ করা হয় এবং তা কীভাবে ব্যবহৃত হয়, এই নীতিতে তা ব্যাখ্যা করা হয়েছে।",
                    "## কুকিজ",
                    "ওয়েবসাইটের কার্যকারিতা ও বিজ্ঞাপন প্রদর্শনের জন্য আমরা কুকিজ ব্যবহার করি। ব্রাউজারের সেটিংস থেকে আপনি কুকিজ নিয়ন্ত্রণ করতে পারেন।",
                ],
            )
        )
        add(
            page(
                "notices",
                "/education/exam-notices",
                "notices",
                "পরীক্ষা ও ফলাফল: শিক্ষা বোর্ডের বিজ্ঞপ্তি",
                "exam-notice-list",
                notices=[
                    (
                        "০৪ ডিসেম্বর ২০২৬",
                        "এইচএসসি ও সমমান পরীক্ষা ২০২৬: পুনর্নিরীক্ষণের ফল প্রকাশ",
                        "hsc-2026-rescrutiny-result.pdf",
                    ),
                    ("০৩ ডিসেম্বর ২০২৬", "এসএসসি ২০২৭: ফরম পূরণের সময়সূচি ও ফি", "ssc-2027-form-fillup.pdf"),
                    ("০১ ডিসেম্বর ২০২৬", "প্রাথমিক বৃত্তি পরীক্ষার ফল (ঢাকা বিভাগ)", "primary-scholarship-2026-dhaka.pdf"),
                    (
                        "২৮ নভেম্বর ২০২৬",
                        "সরকারি মেডিকেল কলেজে ভর্তি পরীক্ষার ফল ও মেধাতালিকা",
                        "mbbs-admission-2026-27-merit.pdf",
                    ),
                    ("২৬ নভেম্বর ২০২৬", "কারিগরি বোর্ড: ডিপ্লোমা পর্ব সমাপনী পরীক্ষার ফল", "bteb-diploma-result.pdf"),
                    (
                        "২০ নভেম্বর ২০২৬",
                        "এসএসসি ২০২৭ পরীক্ষার্থীদের নিবন্ধন সংশোধনের বিজ্ঞপ্তি",
                        "ssc-2027-registration-correction.pdf",
                    ),
                ],
            )
        )

        add(
            bstory(
                "dengue",
                "/bangladesh/capital/r7k2m9qx4d",
                "ডিসেম্বরেও কমছে না ডেঙ্গু, এক দিনে হাসপাতালে ভর্তি ৬১২ জন",
                "2026-12-04 05:10",
                [],
                [
                    "শীত শুরু হলেও ডেঙ্গুর প্রকোপ কমার লক্ষণ নেই। গত ২৪ ঘণ্টায় (বুধবার সকাল আটটা থেকে বৃহস্পতিবার সকাল আটটা পর্যন্ত) সারা দেশে ৬১২ জন ডেঙ্গু রোগী হাসপাতালে ভর্তি হয়েছেন। এ সময় মারা গেছেন চারজন। বৃহস্পতিবার বিকেলে স্বাস্থ্য অধিদপ্তরের নিয়মিত বিজ্ঞপ্তিতে এ তথ্য জানানো হয়।",
                    "অধিদপ্তরের হিসাবে, চলতি বছর এখন পর্যন্ত ডেঙ্গু নিয়ে হাসপাতালে ভর্তি হয়েছেন ৯৮ হাজার ৪৭০ জন। মারা গেছেন ৪১৬ জন। এর মধ্যে শুধু নভেম্বর মাসেই মৃত্যু হয়েছে ১১২ জনের, যা এ বছরের যেকোনো মাসের চেয়ে বেশি।",
                    "নতুন ভর্তি রোগীদের মধ্যে ঢাকার দুই সিটি করপোরেশন এলাকার হাসপাতালে ভর্তি হয়েছেন ২৩৮ জন, বাকিরা ঢাকার বাইরের। ঢাকার বাইরে সবচেয়ে বেশি রোগী ভর্তি হয়েছেন চট্টগ্রাম ও বরিশাল বিভাগে।",
                    "স্বাস্থ্য অধিদপ্তরের তথ্য অনুযায়ী, এ বছর ডেঙ্গুতে মারা যাওয়া ব্যক্তিদের প্রায় ৬০ শতাংশ নারী। মৃত্যুর বড় অংশই ঘটেছে হাসপাতালে ভর্তির প্রথম ২৪ ঘণ্টার মধ্যে, যা দেরিতে চিকিৎসা নেওয়ার প্রমাণ বলে মনে করছেন বিশেষজ্ঞরা।",
                    'RAW:<div class="story-element story-element-also-read also-read-m__also-read__3Jxm7"><span>আরও পড়ুন</span><a href="/bangladesh/capital/z1t6p3hd5m">নভেম্বরে ডেঙ্গুতে মৃত্যু ছাড়াল আগের সব মাস</a></div>',
                    "## কেন কমছে না",
                    "কীটতত্ত্ববিদেরা বলছেন, এবার বর্ষা দেরিতে বিদায় নিয়েছে এবং নভেম্বরের মাঝামাঝি পর্যন্ত থেমে থেমে বৃষ্টি হয়েছে। ফলে এডিস মশার প্রজননের উপযোগী পরিবেশ দীর্ঘ সময় ধরে ছিল। একটি সরকারি বিশ্ববিদ্যালয়ের প্রাণিবিদ্যা বিভাগের অধ্যাপক নাসরিন সুলতানা বলেন, “নির্মাণাধীন ভবনের বেসমেন্ট, পরিত্যক্ত টায়ার আর ছাদবাগানে জমে থাকা পানিতে এখনো প্রচুর লার্ভা পাওয়া যাচ্ছে। তাপমাত্রা আরও কিছুটা না কমা পর্যন্ত সংক্রমণ চলবে।”",
                    "চিকিৎসকেরা বলছেন, এবার অনেক রোগী দেরিতে হাসপাতালে আসছেন। ফলে তাঁদের অবস্থা জটিল হয়ে পড়ছে। জ্বর হলে দেরি না করে ডেঙ্গু পরীক্ষা করানো এবং পর্যাপ্ত তরল খাবার খাওয়ার পরামর্শ দিয়েছেন তাঁরা।",
                    "FIG: হাসপাতালের ডেঙ্গু ওয়ার্ড | মুগদা জেনারেল হাসপাতালের ডেঙ্গু ওয়ার্ডে রোগীদের ভিড়। ছবি: সকালের বার্তা",
                    "ঢাকা উত্তর সিটি করপোরেশন জানিয়েছে, শনিবার থেকে ১০ দিনের বিশেষ মশকনিধন অভিযান শুরু হবে। এ সময় বাড়ি বাড়ি গিয়ে লার্ভা শনাক্ত করা হবে এবং যেসব ভবনে লার্ভা পাওয়া যাবে, সেগুলোর মালিককে জরিমানা করা হবে।",
                ],
                "staff-reporter-utc-crosses-day-person-typed-desk",
                section="রাজধানী",
                credit="নিজস্ব প্রতিবেদক, ঢাকা",
                ld_author="নিজস্ব প্রতিবেদক",
                topic=True,
            )
        )
        add(
            bstory(
                "metro",
                "/bangladesh/capital/h3p8w2zn6v",
                "কমলাপুর পর্যন্ত মেট্রোরেলের পরীক্ষামূলক চলাচল শুরু জানুয়ারিতে",
                "2026-12-04 11:40",
                ["তানভীর আহমেদ"],
                [
                    "মতিঝিল থেকে কমলাপুর পর্যন্ত মেট্রোরেলের বর্ধিত অংশে আগামী জানুয়ারির দ্বিতীয় সপ্তাহে পরীক্ষামূলক ট্রেন চলাচল শুরু হবে। সব ঠিক থাকলে মার্চে যাত্রী নিয়ে বাণিজ্যিক চলাচল শুরুর লক্ষ্য ঠিক করেছে মেট্রোরেল পরিচালনাকারী কোম্পানি।",
                    "বৃহস্পতিবার কমলাপুর স্টেশনের নির্মাণকাজ পরিদর্শন শেষে কোম্পানির ব্যবস্থাপনা পরিচালক এ কে এম জাহিদুল করিম সাংবাদিকদের এ কথা জানান। তিনি বলেন, বর্ধিত ১ দশমিক ১৬ কিলোমিটার অংশের উড়ালপথের কাজ শেষ হয়েছে। এখন স্টেশনের ভেতরের কাজ, বৈদ্যুতিক লাইন ও সংকেতব্যবস্থা বসানোর কাজ চলছে। সামগ্রিক অগ্রগতি ৯১ শতাংশ।",
                    "কমলাপুর মেট্রোস্টেশনটি রেলওয়ের কমলাপুর স্টেশনের সঙ্গে একটি পথচারী সেতুর মাধ্যমে যুক্ত থাকবে। ফলে ট্রেনে ঢাকায় আসা যাত্রীরা সরাসরি মেট্রোরেলে উঠতে পারবেন। স্টেশনে থাকবে চারটি লিফট ও আটটি চলন্ত সিঁড়ি।",
                    "## ভাড়া নিয়ে প্রশ্ন",
                    "উত্তরা থেকে কমলাপুর পর্যন্ত ভাড়া কত হবে, তা এখনো চূড়ান্ত হয়নি। বর্তমানে উত্তরা থেকে মতিঝিলের ভাড়া ১০০ টাকা। যাত্রী অধিকার নিয়ে কাজ করা সংগঠনগুলো বলছে, নতুন অংশের জন্য ভাড়া বাড়ানো হলে নিম্ন আয়ের যাত্রীরা মেট্রোরেল থেকে মুখ ফিরিয়ে নেবেন।",
                    "জানতে চাইলে ব্যবস্থাপনা পরিচালক বলেন, “ভাড়া নির্ধারণ কমিটি বিষয়টি দেখছে। যাত্রীদের ওপর বাড়তি চাপ যাতে না পড়ে, সেটি মাথায় রাখা হবে।”",
                    "মেট্রোরেলে বর্তমানে প্রতিদিন গড়ে সাড়ে তিন লাখ যাত্রী চলাচল করেন। কমলাপুর অংশ চালু হলে এ সংখ্যা চার লাখ ছাড়াবে বলে আশা করছে কর্তৃপক্ষ।",
                    "কমলাপুর অংশ চালুর পর ট্রেনের সময়সূচিতেও পরিবর্তন আসতে পারে। বর্তমানে সকাল সাতটা থেকে রাত নয়টা পর্যন্ত ট্রেন চলে। কোম্পানির কর্মকর্তারা জানিয়েছেন, যাত্রীচাহিদা বিবেচনায় রাত ১০টা পর্যন্ত চলাচলের বিষয়টি বিবেচনায় রয়েছে। তবে এ জন্য বাড়তি জনবল নিয়োগ দিতে হবে।",
                    "স্টেশন-সংলগ্ন এলাকার ব্যবসায়ীরাও নতুন অংশ নিয়ে আশাবাদী। কমলাপুরের এক আবাসিক হোটেলের ব্যবস্থাপক বলেন, “মেট্রো চালু হলে এই এলাকায় মানুষের যাতায়াত বাড়বে, ব্যবসাও বাড়বে।”",
                ],
                "named-reporter-bengali-calendar",
                section="রাজধানী",
            )
        )
        add(
            bstory(
                "potato",
                "/bangladesh/district/c5t9k4ma2e",
                "রাজশাহীতে আলুবীজের দাম দ্বিগুণ, বিপাকে কৃষক",
                "2026-12-03 16:25",
                ["শাহনাজ পারভীন"],
                [
                    "আলু রোপণের ভরা মৌসুমে রাজশাহীতে বীজ আলুর দাম প্রায় দ্বিগুণ হয়ে গেছে। গত বছর যে বীজ প্রতি কেজি ৫০ থেকে ৫৫ টাকায় পাওয়া গিয়েছিল, এবার তা কিনতে হচ্ছে ৯৫ থেকে ১০৫ টাকায়। এতে উৎপাদন খরচ বেড়ে যাওয়ায় অনেক কৃষক আবাদ কমিয়ে দেওয়ার কথা ভাবছেন।",
                    "জেলার তানোর, গোদাগাড়ী ও মোহনপুর উপজেলা ঘুরে দেখা গেছে, বীজের দোকানগুলোতে ভিড় থাকলেও অনেক কৃষক দাম শুনে খালি হাতে ফিরছেন। তানোরের কলমা গ্রামের কৃষক আবদুল মজিদ বলেন, “তিন বিঘা জমিতে আলু লাগাতে শুধু বীজেই লাগছে ৪২ হাজার টাকা। গত বছর আলুর দাম পাইনি, এবার বীজের দাম আকাশছোঁয়া। লোকসানের ভয়ে দেড় বিঘায় সরিষা লাগাব ভাবছি।”",
                    "FIG: বীজ আলুর দোকান | তানোর বাজারে বীজ আলু কিনতে আসা কৃষকেরা। ছবি: সকালের বার্তা",
                    "## সরকারি বীজ অপ্রতুল",
                    "বাংলাদেশ কৃষি উন্নয়ন করপোরেশন (বিএডিসি) সরকারি দরে প্রতি কেজি বীজ আলু ৬২ টাকায় বিক্রি করছে। কিন্তু চাহিদার তুলনায় সরবরাহ খুবই কম। বিএডিসির রাজশাহী অঞ্চলের একজন কর্মকর্তা জানান, এবার জেলায় বরাদ্দ এসেছে ১ হাজার ৮০০ টন, যেখানে চাহিদা ১৫ হাজার টনের বেশি।",
                    "কৃষকদের অভিযোগ, কিছু ব্যবসায়ী হিমাগারে বীজ আলু মজুত করে কৃত্রিম সংকট তৈরি করেছেন। তবে ব্যবসায়ীরা বলছেন, গত মৌসুমে আলুর দাম কম থাকায় হিমাগারে বীজ রাখার পরিমাণ কমে গিয়েছিল। তাই এবার সরবরাহ কম।",
                    "আলুচাষিরা বলছেন, গত মৌসুমে উৎপাদন খরচের চেয়েও কম দামে আলু বিক্রি করতে হয়েছে। হিমাগারে রাখা আলুর একটি অংশ শেষ পর্যন্ত ফেলে দিতে হয়েছে। এ অবস্থায় বীজের বাড়তি দাম তাঁদের জন্য দ্বিগুণ চাপ তৈরি করেছে। গোদাগাড়ীর কৃষক রহিমা বেগম বলেন, “এনজিও থেকে ঋণ নিয়ে বীজ কিনেছি। এবার দাম না পেলে ঋণ শোধ করা কঠিন হবে।”",
                    "জেলা কৃষি সম্প্রসারণ অধিদপ্তরের উপপরিচালক মোস্তাফিজুর রহমান বলেন, এবার জেলায় ৩৮ হাজার হেক্টর জমিতে আলু আবাদের লক্ষ্য ধরা হয়েছে। এখন পর্যন্ত রোপণ হয়েছে প্রায় ৪০ শতাংশ জমিতে। বাজার তদারকির জন্য উপজেলা পর্যায়ে ভ্রাম্যমাণ আদালত পরিচালনার অনুরোধ জানানো হয়েছে।",
                ],
                "district-correspondent-named",
                section="জেলা",
                place="রাজশাহী",
            )
        )
        add(
            bstory(
                "opinion",
                "/opinion/column/x2b7n5rq8j",
                "রপ্তানি বহুমুখীকরণ আর কত দিন কাগজে থাকবে",
                "2026-12-03 08:00",
                ["মাহমুদুল হাসান চৌধুরী"],
                [
                    "স্বাধীনতার পাঁচ দশক পরও বাংলাদেশের রপ্তানি আয়ের প্রায় ৮৪ শতাংশ আসে একটি খাত থেকে—তৈরি পোশাক। প্রতিটি বাজেটে, প্রতিটি পঞ্চবার্ষিক পরিকল্পনায় রপ্তানি বহুমুখীকরণের কথা বলা হয়েছে। কিন্তু বাস্তবে এই নির্ভরতা কমেনি, বরং কোনো কোনো বছর বেড়েছে।",
                    "এই একমুখী নির্ভরতার ঝুঁকি এখন আর তাত্ত্বিক নয়। স্বল্পোন্নত দেশের তালিকা থেকে উত্তরণের পর ইউরোপসহ বড় বাজারগুলোতে শুল্কমুক্ত সুবিধা ধীরে ধীরে উঠে যাবে। তখন শুধু সস্তা শ্রমের ওপর ভর করে প্রতিযোগিতায় টিকে থাকা কঠিন হবে। ভিয়েতনাম, কম্বোডিয়া ও ইথিওপিয়ার মতো দেশ ইতিমধ্যে একই বাজারে জোরালো প্রতিদ্বন্দ্বী।",
                    "## সম্ভাবনার খাতগুলো পড়ে আছে",
                    "চামড়া, হালকা প্রকৌশল, ওষুধ, প্লাস্টিক ও কৃষিপ্রক্রিয়াজাত পণ্যে বাংলাদেশের সম্ভাবনা নিয়ে বহু গবেষণা হয়েছে। ওষুধশিল্প এখন দেড় শতাধিক দেশে রপ্তানি করছে। হালকা প্রকৌশলের অনেক ছোট কারখানা বিদেশি ক্রেতার মান রক্ষা করেই যন্ত্রাংশ তৈরি করছে। কিন্তু এসব খাত পোশাকশিল্পের মতো বন্ড সুবিধা, সহজ ঋণ বা নীতিগত মনোযোগ পায়নি।",
                    "সবচেয়ে বড় বাধা অবকাঠামো ও প্রক্রিয়াগত জটিলতা। চামড়াশিল্পের কথাই ধরা যাক। সাভারের চামড়াশিল্প নগরের কেন্দ্রীয় বর্জ্য শোধনাগার পুরোপুরি কার্যকর না হওয়ায় আন্তর্জাতিক পরিবেশ সনদ মিলছে না। ফলে বড় ব্র্যান্ডগুলো আমাদের চামড়া কিনছে না, আর রপ্তানিকারকেরা কম দামে অন্য বাজারে বিক্রি করতে বাধ্য হচ্ছেন।",
                    "ভিয়েতনামের অভিজ্ঞতা আমাদের জন্য শিক্ষণীয়। দেশটি দুই দশক আগেও পোশাক ও জুতার ওপর নির্ভরশীল ছিল। পরিকল্পিত বিনিয়োগনীতি, দক্ষতা উন্নয়ন ও বিদেশি বিনিয়োগ আকর্ষণের মাধ্যমে তারা এখন ইলেকট্রনিকস রপ্তানিতে বিশ্বের শীর্ষ দেশগুলোর একটি। আমাদের পক্ষে রাতারাতি সেই পথে হাঁটা সম্ভব নয়, তবে শুরুটা করতে হবে এখনই।",
                    "বহুমুখীকরণের জন্য তিনটি কাজ জরুরি। প্রথমত, পোশাকের বাইরের খাতগুলোর জন্য বন্ডেড ওয়্যারহাউস ও শুল্ক ফেরতের ব্যবস্থা সহজ করতে হবে। দ্বিতীয়ত, পণ্যের মান সনদ দেওয়ার জন্য আন্তর্জাতিকভাবে স্বীকৃত পরীক্ষাগার দেশে গড়ে তুলতে হবে। তৃতীয়ত, রপ্তানি প্রণোদনা খাতভিত্তিক না করে নতুন বাজার ও নতুন পণ্যভিত্তিক করতে হবে।",
                    "পোশাকশিল্প আমাদের অর্থনীতিকে অনেক দিয়েছে, এর গুরুত্ব কমানোর প্রশ্ন নেই। কিন্তু এক পায়ে ভর দিয়ে দীর্ঘ পথ পাড়ি দেওয়া যায় না। বহুমুখীকরণকে আর কাগজে রেখে দেওয়ার সুযোগ নেই।",
                    "SIGN: ড. মাহমুদুল হাসান চৌধুরী অর্থনীতিবিদ ও একটি বেসরকারি গবেষণা প্রতিষ্ঠানের জ্যেষ্ঠ গবেষক",
                ],
                "column-honorific-writer-line",
                section="মতামত",
                shown="ড. মাহমুদুল হাসান চৌধুরী",
                ld_author="ড. মাহমুদুল হাসান চৌধুরী",
            )
        )
        add(
            bstory(
                "cricket",
                "/sports/cricket/m4v6s1dk9y",
                "খুলনাকে হারিয়ে জাতীয় লিগে রাজশাহীর টানা দ্বিতীয় শিরোপা",
                "2026-12-03 15:50",
                [],
                [
                    "শেষ দিনে জয়ের জন্য দরকার ছিল ১৮৪ রান, হাতে ছিল ৮ উইকেট। সিলেট আন্তর্জাতিক ক্রিকেট স্টেডিয়ামে দিনের দ্বিতীয় সেশনেই সেই লক্ষ্য ছুঁয়ে ফেলেছে রাজশাহী বিভাগ। খুলনাকে ৬ উইকেটে হারিয়ে টানা দ্বিতীয়বার জাতীয় ক্রিকেট লিগের শিরোপা জিতল তারা।",
                    "রাজশাহীর জয়ের নায়ক ওপেনার তাওসিফ রহমান। প্রথম ইনিংসে ৮৭ রান করা এই বাঁহাতি দ্বিতীয় ইনিংসে অপরাজিত থাকেন ১১২ রানে। ক্যারিয়ারের চতুর্থ প্রথম শ্রেণির সেঞ্চুরিটি তিনি করেছেন ১৬৮ বলে, ১৪টি চার ও ২টি ছক্কায়।",
                    "ম্যাচ শেষে তাওসিফ বলেন, “উইকেট শেষ দিনেও ব্যাটিংয়ের জন্য ভালো ছিল। পরিকল্পনা ছিল শুরুর এক ঘণ্টা উইকেট না দেওয়া। সেটা পেরে যাওয়ার পর কাজটা সহজ হয়ে যায়।”",
                    "তৃতীয় দিনে বৃষ্টির কারণে প্রায় দুই ঘণ্টা খেলা বন্ধ ছিল। তখন ম্যাচটি ড্রয়ের দিকে যাচ্ছে বলেই মনে হচ্ছিল। কিন্তু চতুর্থ দিনের সকালে খুলনার ব্যাটসম্যানরা দ্রুত রান তুলতে গিয়ে উইকেট হারালে জয়ের সুযোগ তৈরি হয় রাজশাহীর।",
                    "খুলনার পক্ষে দুই ইনিংস মিলিয়ে ৭ উইকেট নিয়েছেন বাঁহাতি স্পিনার রিয়াদ হোসেন। তবে শেষ দিনের উইকেট থেকে তেমন সহায়তা পাননি তিনি। প্রথম ইনিংসে ৪৪ রানে পিছিয়ে থাকার পর দ্বিতীয় ইনিংসে খুলনার ব্যাটসম্যানরা লড়াই করলেও বড় লক্ষ্য দিতে পারেননি।",
                    "টুর্নামেন্টসেরা হয়েছেন রংপুরের পেসার মাহফুজ আলম। ছয় ম্যাচে ৩৮ উইকেট নিয়েছেন তিনি।",
                    "সংক্ষিপ্ত স্কোর: খুলনা: ২৭৬ ও ২৬৩। রাজশাহী: ৩২০ ও ২২০/৪ (তাওসিফ ১১২*, সাব্বির ৫৪; রিয়াদ ২/৭১)। ফল: রাজশাহী ৬ উইকেটে জয়ী।",
                ],
                "sports-desk-credit-short-score",
                section="খেলা",
                credit="ক্রীড়া প্রতিবেদক, সিলেট",
                ld_author="ক্রীড়া প্রতিবেদক",
            )
        )
        add(
            bstory(
                "interview",
                "/opinion/interview/p9f3j7wt1c",
                "তরুণ উদ্যোক্তাদের বড় বাধা পুঁজি নয়, আস্থা: নুসরাত জাহান",
                "2026-12-02 12:00",
                ["ফারজানা লিজা"],
                [
                    "নুসরাত জাহান কৃষিপ্রযুক্তি প্রতিষ্ঠান ‘শস্যসেতু’র প্রতিষ্ঠাতা ও প্রধান নির্বাহী। তাঁর প্রতিষ্ঠান স্মার্টফোন অ্যাপের মাধ্যমে উত্তরাঞ্চলের ২৮ হাজার কৃষককে সরাসরি পাইকারি ক্রেতাদের সঙ্গে যুক্ত করেছে। সম্প্রতি প্রতিষ্ঠানটি বিদেশি বিনিয়োগ পেয়েছে। তরুণ উদ্যোক্তাদের চ্যালেঞ্জ ও সম্ভাবনা নিয়ে তিনি কথা বলেছেন সকালের বার্তার সঙ্গে।",
                    "Q: শস্যসেতুর ভাবনা কীভাবে এল? || আমার বাবা দিনাজপুরের একজন ধানচাষি। ছোটবেলা থেকে দেখেছি, ফসল ভালো হলেও দাম পাওয়া যায় না, কারণ মাঝখানে চার-পাঁচ হাত ঘুরে পণ্য বাজারে যায়। বিশ্ববিদ্যালয়ে কম্পিউটারবিজ্ঞান পড়ার সময় মনে হলো, প্রযুক্তি দিয়ে এই দূরত্ব কমানো সম্ভব। ২০২১ সালে তিন বন্ধু মিলে কাজ শুরু করি।",
                    "Q: শুরুতে সবচেয়ে বড় বাধা কী ছিল? || আস্থা। কৃষকেরা প্রথমে বিশ্বাস করতে চাননি যে অ্যাপে দেখানো দামেই তাঁদের ফসল বিক্রি হবে, আর টাকা সময়মতো পাবেন। আমরা প্রথম ছয় মাস গ্রামে গ্রামে গিয়ে নিজেরা ফসল কিনে নগদ টাকা দিয়েছি। একজনের ভালো অভিজ্ঞতা দেখে পাশের দশজন এসেছেন।",
                    "Q: নারী উদ্যোক্তা হিসেবে আলাদা কোনো চ্যালেঞ্জের মুখে পড়েছেন? || পড়েছি। বিনিয়োগকারীদের সঙ্গে বৈঠকে অনেক সময় প্রশ্নগুলো আমার সহপ্রতিষ্ঠাতার দিকে যেত, যদিও প্রধান নির্বাহী আমি। ব্যাংকঋণের ক্ষেত্রেও জামানতের শর্ত নারীদের জন্য কঠিন। তবে পরিস্থিতি বদলাচ্ছে। আমাদের দলের অর্ধেক এখন নারী।",
                    "Q: নতুন বিনিয়োগ দিয়ে কী করবেন? || আমরা হিমাগার-সুবিধাসহ ছোট সংগ্রহকেন্দ্র করতে চাই, যাতে কৃষক কয়েক সপ্তাহ ফসল ধরে রাখতে পারেন। আগামী বছর রংপুর ও বগুড়ায় ২০টি কেন্দ্র চালুর পরিকল্পনা আছে।",
                    "Q: সরকারের কাছে আপনাদের প্রত্যাশা কী? || স্টার্টআপের জন্য সহজ নিবন্ধন, বিদেশি বিনিয়োগ আনার প্রক্রিয়া সহজ করা আর ডিজিটাল লেনদেনে খরচ কমানো। এখন বিদেশ থেকে বিনিয়োগ আনতে কয়েক মাস লেগে যায়। এই সময়ে অনেক সুযোগ হাতছাড়া হয়।",
                    "Q: যাঁরা উদ্যোক্তা হতে চান, তাঁদের জন্য আপনার পরামর্শ কী? || সমস্যাটা ভালো করে চিনুন। অ্যাপ বানানো সহজ, কিন্তু মানুষ কেন সেটি ব্যবহার করবে, সেই প্রশ্নের উত্তর মাঠে গিয়ে খুঁজতে হয়। আর ব্যর্থতাকে ভয় পাবেন না। আমাদের প্রথম দুটি উদ্যোগ ব্যর্থ হয়েছিল।",
                ],
                "interview-interviewer-credit-qa",
                section="সাক্ষাৎকার",
                shown="সাক্ষাৎকার নিয়েছেন ফারজানা লিজা",
            )
        )
        add(
            bstory(
                "gold",
                "/business/g6n2x8hv4q",
                "স্বর্ণের দাম ভরিতে কমল ১ হাজার ৮৬৬ টাকা",
                "2026-12-04 09:45",
                [],
                [
                    "দেশের বাজারে স্বর্ণের দাম ভরিতে ১ হাজার ৮৬৬ টাকা কমানো হয়েছে। এতে ভালো মানের, অর্থাৎ ২২ ক্যারেটের এক ভরি স্বর্ণের দাম দাঁড়াচ্ছে ১ লাখ ৯৮ হাজার ৪৭৫ টাকা। শনিবার থেকে নতুন দাম কার্যকর হবে।",
                    "বৃহস্পতিবার রাতে এক বিজ্ঞপ্তিতে জুয়েলার্স সমিতি এ তথ্য জানিয়েছে। বিশ্ববাজারে দাম কমার কারণে দেশের বাজারে এই সমন্বয় করা হয়েছে বলে জানিয়েছে সংগঠনটি। তবে রুপার দাম অপরিবর্তিত রয়েছে।",
                ],
                "brief-staff-reporter-no-jsonld",
                section="বাণিজ্য",
                credit="নিজস্ব প্রতিবেদক",
                ld_author="নিজস্ব প্রতিবেদক",
                nold=True,
            )
        )
        add(
            bstory(
                "editorial",
                "/opinion/editorial/e8d4r2kp7m",
                "বায়ুদূষণ: ঢাকার দম বন্ধ হওয়ার আগেই ব্যবস্থা নিন",
                "2026-12-04 00:30",
                [],
                [
                    "শীত এলেই ঢাকার বাতাস বিষিয়ে ওঠে, এটি এখন আর খবর নয়, নিয়মে পরিণত হয়েছে। গত এক সপ্তাহে অন্তত চার দিন বায়ুমানের সূচকে ঢাকা বিশ্বের সবচেয়ে দূষিত শহরগুলোর তালিকার শীর্ষে ছিল। বৃহস্পতিবার সকালে কয়েকটি এলাকায় সূচক ৩০০ ছাড়িয়ে ‘দুর্যোগপূর্ণ’ পর্যায়ে পৌঁছায়।",
                    "দূষণের উৎসগুলো অজানা নয়। ইটভাটা, নির্মাণকাজের ধুলা, ফিটনেসবিহীন যানবাহনের কালো ধোঁয়া আর খোলা জায়গায় বর্জ্য পোড়ানো—এই চারটি উৎস মিলে ঢাকার বায়ুদূষণের বড় অংশের জন্য দায়ী। পরিবেশ অধিদপ্তরের নিজস্ব গবেষণাতেই তা বহুবার উঠে এসেছে। তবু প্রতিবছর অভিযান চলে কয়েক সপ্তাহ, তারপর সব আগের মতো।",
                    "অবৈধ ইটভাটার বিরুদ্ধে অভিযানে কিছু ভাটা ভেঙে দেওয়া হয়, কিন্তু কয়েক মাস পর সেগুলো আবার চালু হয়। সড়ক খোঁড়াখুঁড়ির সময় ধুলা নিয়ন্ত্রণের যে নির্দেশনা আছে, ঠিকাদারেরা তা মানেন না, তদারককারী সংস্থাও চোখ বুজে থাকে। এই শিথিলতার দাম দিচ্ছে নগরবাসী, বিশেষ করে শিশু ও বয়স্করা।",
                    "চিকিৎসকদের হিসাবে শীত মৌসুমে শ্বাসকষ্ট, হাঁপানি ও নিউমোনিয়া নিয়ে হাসপাতালে আসা রোগী প্রায় দেড় গুণ বেড়ে যায়। বায়ুদূষণ তাই শুধু পরিবেশের প্রশ্ন নয়, জনস্বাস্থ্যের জরুরি সমস্যা।",
                    "এ ক্ষেত্রে নাগরিকদেরও দায়িত্ব আছে। বাড়ির আশপাশে বর্জ্য পোড়ানো বন্ধ করা, ব্যক্তিগত গাড়ির বদলে গণপরিবহন ব্যবহার এবং নির্মাণকাজে নিয়ম মানতে ঠিকাদারদের বাধ্য করার মতো কাজে স্থানীয় বাসিন্দারা ভূমিকা রাখতে পারেন। তবে নাগরিকের সচেতনতা কখনোই সরকারি উদ্যোগের বিকল্প হতে পারে না।",
                    "সরকার ঢাকার জন্য একটি বায়ুমান ব্যবস্থাপনা পরিকল্পনা করেছিল কয়েক বছর আগে। সেই পরিকল্পনার কতটা বাস্তবায়িত হয়েছে, কোন সংস্থা কোন কাজে পিছিয়ে আছে, তার একটি প্রকাশ্য হিসাব জনগণের সামনে আসা দরকার। জবাবদিহি ছাড়া কোনো পরিকল্পনাই কাজে আসে না।",
                    "আমরা মনে করি, মৌসুমি অভিযানের বদলে সারা বছরের একটি সমন্বিত পরিকল্পনা দরকার। ইটভাটাকে পর্যায়ক্রমে ব্লক ইটে রূপান্তর, নির্মাণস্থলে পানি ছিটানো ও নির্মাণসামগ্রী ঢেকে রাখা বাধ্যতামূলক করা এবং পুরোনো যানবাহন সড়ক থেকে সরাতে কঠোর হওয়া—এসব সিদ্ধান্ত নিতে আর দেরি করা চলে না। ঢাকার দম বন্ধ হয়ে যাওয়ার আগেই ব্যবস্থা নিতে হবে।",
                ],
                "unsigned-editorial-utc-crosses-day",
                section="সম্পাদকীয়",
                credit="সম্পাদকীয়",
                ld_author=SITE,
                ld_org=True,
            )
        )

    # ----- templates -------------------------------------------------------------------------------------------
    def qt_state(self, doc: Doc) -> str:
        state: dict[str, Any] = {
            "qt": {"pageType": "story-page" if doc.is_article else f"{doc.kind}-page", "currentHostUrl": self.origin}
        }
        if doc.is_article:
            epoch = int(local(doc.extra["when"]).timestamp() * 1000)
            names = [doc.extra.get("ld_author")] if doc.extra.get("ld_author") else doc.authors
            state["qt"]["data"] = {
                "story": {
                    "headline": doc.title,
                    "slug": doc.path.lstrip("/"),
                    "published-at": epoch,
                    "first-published-at": epoch,
                    "authors": [
                        {"name": n, "slug": "staff-reporter" if n == "নিজস্ব প্রতিবেদক" else "author"} for n in names
                    ],
                    "sections": [{"name": doc.section}],
                    "story-template": "text",
                }
            }
        return f"<script>window.qtState = {json.dumps(state, ensure_ascii=False)};</script>"

    def head_meta(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} | {SITE}</title>",
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{SITE}">',
            '<meta property="og:locale" content="bn_BD">',
            '<meta property="fb:app_id" content="000000000000000">',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta name="description" content="{esc(self.lede(doc))}">')
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            out.append(f'<meta property="article:modified_time" content="{doc.iso}">')
            out.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if not doc.extra.get("nold"):
                if doc.extra.get("ld_org"):
                    author: Any = {"@type": "Organization", "name": doc.extra["ld_author"]}
                elif doc.extra.get("ld_author"):
                    author = [
                        {
                            "@type": "Person",
                            "name": doc.extra["ld_author"],
                            "url": f"{self.origin}/author/staff-reporter",
                        }
                    ]
                else:
                    author = [{"@type": "Person", "name": a} for a in doc.authors]
                out.append(
                    jsonld(
                        {
                            "@context": "http://schema.org",
                            "@type": "NewsArticle",
                            "headline": doc.title,
                            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                            "articleSection": doc.section,
                            "author": author,
                            "datePublished": doc.iso,
                            "dateModified": doc.iso,
                            "image": {
                                "@type": "ImageObject",
                                "url": f"https://images.sokalerbarta.test/sokalerbarta/2026-12/{doc.key}.jpg",
                                "width": 1200,
                                "height": 630,
                            },
                            "publisher": {
                                "@type": "Organization",
                                "name": SITE,
                                "logo": {"@type": "ImageObject", "url": "https://images.sokalerbarta.test/logo.png"},
                            },
                            "inLanguage": "bn",
                        }
                    )
                )
        else:
            out.append('<meta property="og:type" content="website">')
            out.append(f'<meta name="description" content="{esc(doc.title)} - {SITE}">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>" if not k.startswith("/") else f'<li><a href="{k}">{t}</a></li>'
            for k, t in (
                ("latest", "সর্বশেষ"),
                ("bangladesh", "বাংলাদেশ"),
                ("/world", "বিশ্ব"),
                ("/business", "বাণিজ্য"),
                ("/opinion", "মতামত"),
                ("/sports", "খেলা"),
                ("/entertainment", "বিনোদন"),
                ("notices", "শিক্ষা"),
            )
        )
        popular = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ("dengue", "metro", "gold", "cricket")
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="bn" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
{self.head_meta(doc)}
<link rel="preload" href="https://fonts.sokalerbarta.test/SolaimanLipi.woff2" as="font" type="font/woff2" crossorigin>
<link rel="manifest" href="/manifest.json">
<style>/*PAD*/</style>
{self.qt_state(doc)}
</head>
<body>
<div id="container">
<div class="topbar-m__date__3Sx0p">ঢাকা, শুক্রবার, ০৪ ডিসেম্বর ২০২৬, ১৯ অগ্রহায়ণ ১৪৩৩</div>
<header class="header-m__header__2nF7w"><div class="header-m__logo__1aQ2c">{self.a("home", SITE, "nav")}</div>
<nav class="menu-m__menu__3xT1k"><ul>{nav}</ul></nav>
<div class="header-m__actions__2Yw4r"><a href="https://epaper.sokalerbarta.test">ই-পেপার</a> <a href="/login">লগ ইন</a> <a href="/search" aria-label="অনুসন্ধান">অনুসন্ধান</a> <a href="https://english.sokalerbarta.test">English</a></div>
</header>
<main class="container-m__main__1QjZt">
{main}
<aside class="sidebar-m__sidebar__2Vx0p"><h3>সর্বাধিক পঠিত</h3><ol>{popular}</ol>
<div class="ad-slot" data-ad-unit="/12345/sokalerbarta/story_rhs"></div></aside>
</main>
<footer class="footer-m__footer__1xQ9r"><div>{self.a("about", "আমাদের সম্পর্কে", "footer")} · {self.a("privacy", "গোপনীয়তার নীতি", "footer")} · <a href="/terms-of-use">ব্যবহারের শর্তাবলি</a> · <a href="/advertise">বিজ্ঞাপন</a> · <a href="mailto:info@sokalerbarta.test">যোগাযোগ</a></div>
<div class="footer-m__social__3Qp8d"><a href="https://www.facebook.com/sokalerbarta">ফেসবুক</a> <a href="https://www.youtube.com/@sokalerbarta">ইউটিউব</a> <a href="/feed">আরএসএস</a></div>
<p>স্বত্ব © ২০২৬ সকালের বার্তা। সম্পাদক: রেজাউল করিম খান</p></footer>
<div class="cookie-consent-m__bar__1Lq3v">এই ওয়েবসাইট আপনার অভিজ্ঞতা উন্নত করতে কুকিজ ব্যবহার করে। <button>ঠিক আছে</button></div>
</div>
<script src="/assets/app-3f9c2e1a.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.authors:
            if doc.extra.get("shown"):
                name = esc(doc.extra["shown"])
            else:
                name = (
                    self.a("author", doc.authors[0], "byline")
                    if doc.authors[0] == "তানভীর আহমেদ"
                    else esc(doc.authors[0])
                )
            place = (
                f'<span class="contributor-m__location__1mPq3">{esc(doc.extra.get("place", "ঢাকা"))}</span>'
                if not doc.extra.get("shown")
                else ""
            )
            return f'<div class="contributor-m__contributor-name__2wQnK">{name}</div>{place}'
        return f'<div class="contributor-m__contributor-name__2wQnK">{esc(doc.extra.get("credit", ""))}</div>'

    def section_tag(self, doc: Doc) -> str:
        top = "/" + doc.path.split("/")[1]
        if top == "/bangladesh":
            return self.a("bangladesh", doc.section, "breadcrumb", 'class="section-tag"')
        return f'<a class="section-tag" href="{esc(top)}">{esc(doc.section)}</a>'

    def story_main(self, doc: Doc) -> str:
        parts = []
        for block in doc.blocks:
            html = self.blocks(Doc("x", "/", "x", "x", blocks=[block]))
            if block[0] in ("p", "qa"):
                parts.append(f'<div class="story-element story-element-text">{html}</div>')
            elif block[0] == "fig":
                parts.append(f'<div class="story-element story-element-image">{html}</div>')
            elif block[0] in ("h2", "h3"):
                parts.append(f'<div class="story-element story-element-text story-element-text-heading">{html}</div>')
            elif block[0] == "sign":
                parts.append(
                    f'<div class="story-element story-element-text story-element-text-blockquote writer-info">{html}</div>'
                )
            else:
                parts.append(html)
        bangla = BANGLA_DAY[doc.date or "2026-12-04"]
        topic = (
            f'<div class="tag-list-m__tags__2Zr5q">{self.a("topic", "ডেঙ্গু", "content")} <a href="/topic/স্বাস্থ্য">স্বাস্থ্য</a></div>'
            if doc.extra.get("topic")
            else f'<div class="tag-list-m__tags__2Zr5q"><a href="/topic/{esc(doc.section)}">{esc(doc.section)}</a></div>'
        )
        rel = "".join(
            f'<div class="card-with-image-m__card__2bHf1">{self.a(k, self.docs[k].title, "related")}</div>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<div class="story-grid-m__story-container__3Yt1w">
<div class="story-head">{self.section_tag(doc)}
<h1 class="headline-m__headline__1DKz_ story-headline">{esc(doc.title)}</h1></div>
<div class="storyPageMetaData-m__storyMeta__2Rk9w">{self.byline(doc)}
<div class="storyPageMetaData-m__publish-time__19bdV"><time datetime="{doc.iso}">প্রকাশ: {doc.stamp}</time> <span class="bangla-date">| {bangla}</span></div>
<div class="share-m__share__1tV9q"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">ফেসবুক</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">হোয়াটসঅ্যাপ</a> <button class="copy-link">লিংক কপি</button></div></div>
<div class="story-content-wrapper">
{chr(10).join(parts)}
</div>
{topic}
<div class="related-m__related__3sKp1"><h3>আরও পড়ুন</h3>{rel}</div>
<div class="comments-m__comments__1aZ7t"><h3>মন্তব্য করুন</h3><p>মন্তব্য করতে <a href="/login">লগ ইন করুন</a></p></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            when = (
                f'<time class="published-time">{d.stamp.split(", ")[1] if doc.extra.get("times") else d.stamp}</time>'
            )
            cards.append(
                f'<div class="card-with-image-m__card__2bHf1"><h2>{self.a(k, self.teaser_text(d), "content")}</h2><p>{esc(self.lede(d))}</p>{when}</div>'
            )
        for path, title in doc.extra.get("older", []):
            cards.append(
                f'<div class="card-with-image-m__card__2bHf1"><h2><a href="{path}">{esc(title)}</a></h2></div>'
            )
        head = f'<h1 class="collection-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="author-intro-m__author__2pXq1"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "search":
            head = f'<h1 class="search-m__title__1Ezq5">{esc(doc.title)}</h1><p>{beng(str(len(cards)))}টি ফলাফল</p>'
        more = ""
        if doc.extra.get("more"):
            more = f'<div class="load-more-m__load-more__2r1Yk">{self.a(doc.extra["more"], "আরও", "pagination")}</div>'
        if doc.key == "bangladesh2":
            more = f'<div class="load-more-m__load-more__2r1Yk">{self.a("bangladesh", "আগের পাতা", "pagination")} <a href="/bangladesh?page=3">আরও</a></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="home-education"><h2>শিক্ষা</h2>{self.a("notices", "পরীক্ষা ও ফলাফলের বিজ্ঞপ্তি", "content")}</section><section><h2>{self.a("latest", "সর্বশেষ খবর", "content")}</h2>{self.a("bangladesh", "বাংলাদেশের আরও খবর", "content")} {self.a("topic", "ডেঙ্গু", "content")} {self.a("search", "স্বর্ণের দাম", "content")}</section>'
        return f'<div class="collection-m__collection__3Lw2x">{head}{"".join(cards)}{more}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "notices":
            rows = "".join(
                f'<li class="notice-row"><span class="notice-date">{d}</span> <a href="https://files.sokalerbarta.test/education/{f}" target="_blank">{esc(t)}</a> <span class="notice-type">পিডিএফ</span></li>'
                for d, t, f in doc.extra["notices"]
            )
            return f'<div class="notice-board-m__board__2Wq8s"><h1>{esc(doc.title)}</h1><p class="notice-intro">বিভিন্ন শিক্ষা বোর্ড ও বিশ্ববিদ্যালয়ের পরীক্ষা, ভর্তি ও ফলাফলসংক্রান্ত বিজ্ঞপ্তি</p><ul>{rows}</ul><p>ফল জানতে এসএমএস: <code>HSC &lt;space&gt; বোর্ডের প্রথম তিন অক্ষর &lt;space&gt; রোল &lt;space&gt; 2026</code> লিখে ১৬২২২ নম্বরে পাঠান।</p></div>'
        return f'<div class="static-page-m__page__3Rt0x"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
