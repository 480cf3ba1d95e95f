// Words that never make a hashtag, one list per reply language: the language's stop words from the
// stopwords-iso package (function words, numerals, common verbs and adverbs), plus what posts are full of and
// that list lacks: time words (tonight, Saturday, mornings), empty praise (lovely, special), the verbs of an
// invitation (bring, venez) and the adjectives that stand before a noun (petite, pequeño). A hashtag names a
// thing the post is about.
import "server-only";
import STOPWORDS_ISO from "stopwords-iso";
import { REPLY_LANGUAGES, type ReplyLanguage } from "@/lib/writing/vocabulary";

/** Each reply language's code in stopwords-iso (ISO 639-1). */
const ISO_CODES: Record<ReplyLanguage, keyof typeof STOPWORDS_ISO> = {
  ENGLISH: "en",
  SPANISH: "es",
  FRENCH: "fr",
  GERMAN: "de",
  HUNGARIAN: "hu",
  PORTUGUESE: "pt",
  ITALIAN: "it",
};

const words = (list: string) => list.trim().split(/\s+/);

const POST_WORDS: Record<ReplyLanguage, string[]> = {
  ENGLISH: words(`
    mornings afternoons evenings nights weeks weekends months mondays tuesdays wednesdays thursdays fridays saturdays
    sundays welcoming launch launching bring brings joining coming usual daily day days easy enjoy extra late lot lots
    lovely nice perfect pretty ready special start tomorrow tonight visit week weekend weekly yesterday monday tuesday
    wednesday thursday friday saturday sunday morning afternoon evening night month january february march april june
    july august september october november december mon tue tues wed thu thur thurs fri sat sun noon midday hour hours
    minute minutes`),
  SPANISH: words(`
    mañanas tardes noches semanas meses mes año años vuelve volvemos abrimos abierto alguien grande gratis mañana
    mejores noche semana ven venir especial disfruta disfrutar aprovecha lunes martes miércoles jueves viernes sábado
    domingo sábados domingos enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre
    pequeño pequeña pequeños pequeñas primer primera primeros primeras vivo directo hora horas minutos`),
  FRENCH: words(`
    matin matins soirs soirée semaines mois année années revient lançons auprès bientôt bonne demain faire gratuit
    gratuite grand grande hier jamais jour jours nouvelle nouvelles semaine soir venez week-end spécial profitez lundi
    mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril mai juin juillet août septembre octobre
    novembre décembre lundis mardis mercredis jeudis vendredis samedis dimanches petit petite petits petites beau bel
    belle beaux belles jeune jeunes vieux vieille joli jolie premier première premiers premières heure heures minutes`),
  GERMAN: words(`
    morgens abends nachmittags wochen monat monate beliebt beliebte beliebten bitte gerne gratis guten kostenlos neu
    neues unseren woche wochenende spezial stunde stunden uhr minuten montag dienstag mittwoch donnerstag freitag
    samstag sonntag januar februar märz april mai juni juli august september oktober november dezember`),
  HUNGARIAN: words(`
    reggel reggelente este délután délelőtt hónap hónapban héten hetente mától holnaptól hétfőig keddig szerdáig
    csütörtökig péntekig szombatig vasárnapig holnapig került kapható készült ajánljuk várjuk napon nyitva várunk ingyen
    ingyenes különleges hétvége hétvégén hétfő kedd szerda csütörtök péntek szombat vasárnap hétfőn kedden szerdán
    csütörtökön pénteken szombaton január február március április május június július augusztus szeptember október
    november december nap óra órát perc egykor kettőkor háromkor négykor ötkor hatkor hétkor nyolckor kilenckor tízkor`),
  PORTUGUESE: words(`
    manhã manhãs tardes noites semanas oferecendo começa volta alguém algum alguma grátis melhor melhores semana venha
    especial aproveite segunda terça quarta quinta sexta sábado domingo janeiro fevereiro março abril maio junho julho
    agosto setembro outubro novembro dezembro sábados domingos pequeno pequena pequenos pequenas grande grandes belo
    bela primeiro primeira primeiros primeiras vivo hora horas minutos`),
  ITALIAN: words(`
    mattina mattine pomeriggio pomeriggi sera serate settimane mese torna tornano pochi vanno domani gratis gratuito
    nuova nuove presto settimana venite vieni speciale approfitta lunedì martedì mercoledì giovedì venerdì sabato domenica
    gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre sabati domeniche
    piccolo piccola piccoli piccole bello bella bel belli belle grandi primo prima primi prime vivo ora ore minuti`),
};

export const STOPWORDS: Record<ReplyLanguage, ReadonlySet<string>> = Object.fromEntries(
  REPLY_LANGUAGES.map((language) => [language, new Set<string>([...STOPWORDS_ISO[ISO_CODES[language]], ...POST_WORDS[language]])]),
) as Record<ReplyLanguage, Set<string>>;

/**
 * Posts speak as "we", and in Spanish, Portuguese, Italian and Hungarian the verbs of that person have endings
 * of their own ("horneamos", "sütünk"; Hungarian's "our" ends so too: a hashtag takes the bare noun).
 */
const ROMANCE_WE = /^\p{L}{3,}(?:amos|emos|imos|iamo)$/u;
export const WE_VERB: Record<ReplyLanguage, RegExp | null> = {
  ENGLISH: null,
  SPANISH: ROMANCE_WE,
  FRENCH: null,
  GERMAN: null,
  HUNGARIAN: /^\p{L}{2,}(?:unk|ünk|juk|jük)$/u,
  PORTUGUESE: ROMANCE_WE,
  ITALIAN: ROMANCE_WE,
};

const isListed = (word: string, language: ReplyLanguage) =>
  STOPWORDS[language].has(word) || STOPWORDS.ENGLISH.has(word) || Boolean(WE_VERB[language]?.test(word));

/**
 * Whether `word` is a stop word of the post's language or of English (the owner may describe the post in the
 * app's own language and ask for it in another); a hyphenated word when all its parts are ("Tue-Sat").
 */
export function isStopword(word: string, language: ReplyLanguage): boolean {
  const lower = word.toLocaleLowerCase();
  return isListed(lower, language) || (lower.includes("-") && lower.split("-").every((part) => isListed(part, language)));
}
