// The nouns and names in the owner's own words: what the offline writer makes hashtags from. Without a
// dictionary, a word is taken for a noun by where it stands: written with a capital inside a sentence (a name,
// and in German every noun), or after an article, a possessive, a demonstrative or a number ("the", "nuestra",
// "3"), past the adjectives the stop-word lists hold ("our new hygienist"). English and Hungarian put other
// adjectives before their noun, so there the noun ends its run of words ("the usual price"); the Romance
// languages put the noun first ("una permanence gratuite").
import "server-only";
import type { PostBrief } from "@/lib/writing/post-brief";
import type { ReplyLanguage } from "@/lib/writing/vocabulary";
import { isStopword, WE_VERB } from "./offline-stopwords";
import { splitSentences } from "./split-sentences";

const set = (list: string) => new Set(list.trim().split(/\s+/));

/** Words that come before a noun, elided ones ("l'", "dell'") without their apostrophe. German needs none. */
const DETERMINERS: Record<Exclude<ReplyLanguage, "GERMAN">, ReadonlySet<string>> = {
  ENGLISH: set(`a an the our your their its this these those every each any some no my his her
    two three four five six seven eight nine ten twelve`),
  SPANISH: set(`el la los las un una unos unas al del nuestro nuestra nuestros nuestras su sus tu tus este esta estos
    estas ese esa esos esas cada mi mis dos tres cuatro cinco seis siete ocho nueve diez doce`),
  FRENCH: set(`le la les l un une des du au aux notre nos votre vos leur leurs ce cet cette ces chaque mon ma mes ton
    ta tes son sa ses deux trois quatre cinq six sept huit neuf dix douze`),
  HUNGARIAN: set(`a az egy minden két három négy öt hat nyolc kilenc tíz`),
  PORTUGUESE: set(`o os as um uma uns umas do da dos das no na nos nas ao aos pelo pela pelos pelas nosso nossa
    nossos nossas seu sua seus suas este esta estes estas esse essa esses essas cada meu minha dois duas três quatro
    cinco seis sete oito nove dez doze`),
  ITALIAN: set(`il lo la i gli le l un uno una del dello della dei degli delle dell al allo alla ai agli alle all
    nel nello nella nei negli nelle nell sul sullo sulla sui sugli sulle sull dal dallo dalla dai dagli dalle dall
    nostro nostra nostri nostre vostro vostra vostri vostre suo sua suoi sue questo questa questi queste quest ogni mio
    mia due tre quattro cinque sei sette otto nove dieci dodici`),
};

/**
 * English nouns often go without an article, so a preposition opens a noun phrase too ("with pumpkin soup"), and
 * so does the verb after "we" or "I", the voice posts speak in ("we bake sourdough bread").
 */
const ENGLISH_PREPOSITIONS = set("with for of from about without by into in on at");
const ENGLISH_SUBJECTS = set("we i");

/**
 * Elided articles with their apostrophe ("l'"), words, numbers and codes ("AUTUMN20", neither word nor
 * number), and each mark of punctuation on its own.
 */
const TOKEN = /\p{L}+['’](?=\p{L})|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;
/** The longest run of words an English or Hungarian noun phrase is read for ("free safety check"). */
const RUN = 3;
/** English participles ("relaxed", "running"): they end a run, and are never its noun. */
const ENGLISH_PARTICIPLE = /\p{L}{3,}(?:ed|ing)$/u;
/** A Hungarian noun carries the case, so the first word with a case ending ends its phrase ("süteményt"). */
const HUNGARIAN_CASE = /(?:t|ban|ben|ba|be|ból|ből|ra|re|ról|ről|hoz|hez|höz|tól|től|nál|nél|val|vel|ig|ért|nak|nek)$/u;

const lower = (token: string | undefined) => token?.toLocaleLowerCase() ?? "";
const isWord = (token: string | undefined) => token !== undefined && /^\p{L}+(?:-\p{L}+)*$/u.test(token);
const isCapitalised = (token: string | undefined) => token !== undefined && /^\p{Lu}/u.test(token);

function isDeterminer(token: string | undefined, language: ReplyLanguage): boolean {
  if (token === undefined || language === "GERMAN") return false;
  return /^\p{N}+$/u.test(token) || DETERMINERS[language].has(lower(token.replace(/['’]$/u, "")));
}

/** A word that could name something: three letters or more, and neither a stop word nor a determiner. */
const isContent = (token: string | undefined, language: ReplyLanguage): boolean =>
  isWord(token) && token!.length >= 3 && !isStopword(token!, language) && !isDeterminer(token, language);

const firstWordAt = (tokens: string[]) => tokens.findIndex(isWord);

/** Words written with a capital inside a sentence: names, and in German every noun. */
function namesIn(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const sentence of texts.flatMap(splitSentences)) {
    const tokens = sentence.match(TOKEN) ?? [];
    tokens.forEach((token, i) => {
      if (i > firstWordAt(tokens) && isWord(token) && isCapitalised(token)) names.add(token);
    });
  }
  return names;
}

/** The names in everything the owner wrote for a post: their brand profile and the post's description. */
export function namesOfBrief({ brand, description }: PostBrief): Set<string> {
  return namesIn([brand.name, brand.description, brand.targetAudience, brand.painPoints, description]);
}

/**
 * A name starting at `i`, as the index after its last word, or null: capitalised words in a row, as long as
 * one of them could name something ("Mill Hill", not "Saturday"). German capitalises every noun, so there a
 * name is one word.
 */
function nameAt(tokens: string[], i: number, language: ReplyLanguage): number | null {
  let end = i + 1;
  if (language !== "GERMAN") while (isWord(tokens[end]) && isCapitalised(tokens[end])) end++;
  return tokens.slice(i, end).some((token) => isContent(token, language)) ? end : null;
}

/** Where a noun phrase that starts at `i` ends (the index after it), in English and Hungarian, or null. */
function phraseEnd(tokens: string[], i: number, language: "ENGLISH" | "HUNGARIAN"): number | null {
  const english = language === "ENGLISH";
  let end = i + 1;
  while (end - i < RUN && isContent(tokens[end], language) && !isCapitalised(tokens[end])) {
    if (english ? ENGLISH_PARTICIPLE.test(tokens[end]!) : HUNGARIAN_CASE.test(tokens[end - 1]!)) break;
    end++;
  }
  // A word followed by its object ("includes a helmet") is a verb: the noun is the one before it.
  if (end - i > 1 && isDeterminer(tokens[end], language)) end--;
  return english && ENGLISH_PARTICIPLE.test(tokens[end - 1]!) ? null : end;
}

/**
 * Whether the word at `i` opens a noun phrase: it follows a determiner, or one adjective after a determiner ("our
 * new", "un segundo") but not a verb ("la dejamos"); in English also a preposition, or "we" and a verb.
 */
function opensPhrase(tokens: string[], i: number, language: ReplyLanguage): boolean {
  const [twoBefore, before] = [lower(tokens[i - 2]), lower(tokens[i - 1])];
  if (isDeterminer(before, language)) return true;
  if (language === "ENGLISH" && (ENGLISH_PREPOSITIONS.has(before) || (ENGLISH_SUBJECTS.has(twoBefore) && isContent(before, language)))) return true;
  return isDeterminer(twoBefore, language) && isWord(before) && !isContent(before, language) && !WE_VERB[language]?.test(before);
}

/**
 * The nouns and names of `text` in the order they come, each once; a name of several words ("Peak District")
 * is one. `names` are the words written with a capital inside a sentence anywhere in the owner's texts, so a
 * sentence may start with one.
 */
export function nounsIn(text: string, language: ReplyLanguage, names: ReadonlySet<string>): string[] {
  const found = new Map<string, string>();
  const add = (noun: string) => {
    if (!found.has(lower(noun))) found.set(lower(noun), noun);
  };
  for (const sentence of splitSentences(text)) {
    const tokens = sentence.match(TOKEN) ?? [];
    const first = firstWordAt(tokens);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const name = isWord(token) && isCapitalised(token) && (i > first || names.has(token)) ? nameAt(tokens, i, language) : null;
      if (name !== null) {
        add(tokens.slice(i, name).join(" "));
        i = name - 1;
        continue;
      }
      if (!isContent(token, language) || !opensPhrase(tokens, i, language)) continue;
      if (language !== "ENGLISH" && language !== "HUNGARIAN") {
        add(token);
        continue;
      }
      const end = phraseEnd(tokens, i, language);
      if (end !== null) add(tokens[end - 1]!);
      i = (end ?? i + 1) - 1;
    }
  }
  return [...found.values()];
}
