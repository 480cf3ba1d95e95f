// What a plan's posts could be about: for each kind, frames a theme is written in, and for each industry, the
// topics a small business of that kind talks about. A theme is a frame with a topic ({topic}) and the brand's
// name ({brand}) filled in; a seasonal frame takes the occasion ({occasion}) instead. Themes are short and
// plain, like what an owner types into the Create Post form; the owner edits them before anything is written.
import "server-only";
import type { Industry } from "@/lib/writing/vocabulary";
import type { EverydayKind } from "@/lib/writing/post-kinds";

export const THEME_FRAMES: Record<EverydayKind, readonly string[]> = {
  OFFER: [
    "This week's offer on {topic}",
    "A thank-you for regulars: something special on {topic}",
    "Bring a friend: a shared offer on {topic}",
    "A limited-time offer on {topic}, for this week only",
  ],
  BEHIND_THE_SCENES: [
    "Behind the scenes: how we prepare {topic}",
    "A morning at {brand}: getting {topic} ready",
    "Meet the people behind {topic}",
    "How we choose what goes into {topic}",
  ],
  TIP: [
    "A quick tip on {topic}",
    "The most common mistake with {topic}, and how to avoid it",
    "What we wish everyone knew about {topic}",
    "Three things to check when it comes to {topic}",
  ],
  CUSTOMER_STORY: [
    "A customer's story: how {topic} made their week easier",
    "Why one of our regulars keeps coming back for {topic}",
    "What a customer told us about {topic}",
    "A first visit to {brand}, and what it meant for {topic}",
  ],
  QUESTION: [
    "Ask your followers: how do they like {topic}?",
    "Ask your followers for their best tip on {topic}",
    "Ask your followers what we should try next with {topic}",
    "Ask your followers what they'd change about {topic}",
  ],
};

export const SEASONAL_FRAMES: readonly string[] = [
  "{occasion} at {brand}: what we have planned",
  "Getting ready for {occasion} with {brand}",
  "Our opening hours and plans around {occasion}",
];

export const INDUSTRY_TOPICS: Record<Industry, readonly string[]> = {
  food_drink: [
    "our fresh bakes",
    "a quick weekday lunch",
    "coffee for slow mornings",
    "seasonal ingredients",
    "keeping food fresh at home",
    "our most popular dish",
    "our drinks menu",
    "food for sharing with friends",
  ],
  hospitality: [
    "a relaxed weekend stay",
    "our breakfast",
    "planning a visit",
    "the neighbourhood around us",
    "booking for a group",
    "our rooms",
    "local places we love",
    "a quiet evening in",
  ],
  beauty_wellness: [
    "a simple skincare routine",
    "healthy hair between appointments",
    "taking ten minutes for yourself",
    "choosing the right treatment",
    "our most-booked treatment",
    "nail care at home",
    "the products we use and why",
    "getting ready for a special day",
  ],
  fitness: [
    "starting a new routine",
    "warming up properly",
    "staying motivated",
    "recovery after training",
    "our group classes",
    "training at home",
    "simple healthy snacks",
    "setting a realistic goal",
  ],
  retail: [
    "our new arrivals",
    "choosing a gift",
    "caring for what you buy",
    "our bestsellers",
    "shopping local",
    "a staff favourite",
    "styling an everyday look",
    "the story behind a product we stock",
  ],
  trades_home: [
    "small repairs at home",
    "seasonal home maintenance",
    "choosing materials",
    "planning a renovation",
    "keeping costs under control",
    "a recent job we're proud of",
    "safety at home",
    "what to ask before hiring help",
  ],
  professional_services: [
    "getting paperwork in order",
    "planning the year ahead",
    "deadlines that catch people out",
    "working with a small business",
    "the questions clients ask most",
    "saving time on admin",
    "a first meeting with us",
    "avoiding costly mistakes",
  ],
  health: [
    "everyday habits for good health",
    "preparing for an appointment",
    "a good night's sleep",
    "looking after your back",
    "knowing when to see a professional",
    "our team",
    "the questions patients ask most",
    "small changes that help",
  ],
  education: [
    "study habits that work",
    "learning something new as an adult",
    "our courses",
    "preparing for exams",
    "learning at home",
    "a typical lesson",
    "staying curious",
    "choosing the right course",
  ],
  technology: [
    "keeping devices secure",
    "saving time with small tools",
    "backing up what matters",
    "our service in plain words",
    "a common problem we fix",
    "choosing the right setup",
    "getting started with us",
    "the tech questions customers ask",
  ],
  finance: [
    "budgeting for the month",
    "saving for something big",
    "understanding fees",
    "planning for taxes",
    "the money questions clients ask",
    "a first appointment with us",
    "keeping records simple",
    "avoiding common money mistakes",
  ],
  other: [
    "what we do",
    "our team",
    "a typical day at work",
    "what customers ask most",
    "something new at {brand}",
    "our favourite part of the job",
    "getting started with us",
    "what makes us different",
  ],
};
