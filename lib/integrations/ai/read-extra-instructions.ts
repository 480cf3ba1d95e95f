// What the business owner's extra instructions put into an offline post. The offline writer cannot follow
// an instruction about the writing ("keep it short", "no emojis"), but it can say what the owner asked it to.
// Each sentence of the instructions is one of:
//  - a point to mention: "Mention the code AUTUMN20" gives the point "the code AUTUMN20", shown after a lead-in;
//  - the closing line: "End with: Order online today!" (after a colon or in quotes) ends the post;
//  - an instruction about the writing, left out;
//  - anything else, a fact shown as written: "Offer valid until 30 November."
// Instructions are read with the reply language's words, then English (the app's own language).
import "server-only";
import type { ReplyLanguage } from "@/lib/writing/vocabulary";
import { splitSentences } from "./split-sentences";

export type InstructionLine = { kind: "fact"; text: string } | { kind: "point"; text: string; clause: boolean };

export type ExtraInstructions = {
  /** In the owner's order. */
  lines: InstructionLine[];
  /** The post's last line, when the owner wrote one. */
  closing?: string;
};

type Vocabulary = {
  please: string[];
  /** Verbs asking to say something; the rest of the sentence is the point. */
  mention: string[];
  /** What joins a mention verb to a clause ("that"); dropped. */
  that: string[];
  /** What starts a clause that must keep its lead-in word (German "dass", whose verb comes last). */
  clause: string[];
  /** Verbs asking for the closing line. */
  close: string[];
  /** Openings of an instruction about the writing. */
  avoid: string[];
  /** Words that make a sentence an instruction about the writing. */
  style: string[];
};

const VOCABULARIES: Record<ReplyLanguage, Vocabulary> = {
  ENGLISH: {
    please: ["please"],
    mention: [
      "mention",
      "include",
      "add that",
      "say that",
      "state that",
      "note that",
      "highlight",
      "stress",
      "point out",
      "announce",
      "promote",
      "remind people",
      "remind customers",
      "remind everyone",
      "tell people",
      "tell customers",
      "tell everyone",
      "let people know",
      "let customers know",
      "make sure to mention",
      "be sure to mention",
      "don't forget to mention",
    ],
    that: ["that"],
    clause: [],
    close: ["end with", "finish with", "close with", "sign off with", "end the post with", "finish the post with"],
    avoid: [
      "don't use",
      "do not use",
      "don't mention",
      "do not mention",
      "never use",
      "never mention",
      "avoid",
      "keep it",
      "make it",
      "write it",
      "write in",
      "don't be",
      "do not be",
    ],
    style: [
      "tone",
      "emoji",
      "emojis",
      "hashtag",
      "hashtags",
      "exclamation",
      "formal",
      "informal",
      "words",
      "sentences",
      "paragraph",
      "paragraphs",
      "style",
      "voice",
    ],
  },
  SPANISH: {
    please: ["por favor"],
    mention: [
      "menciona",
      "mencione",
      "mencionad",
      "incluye",
      "incluya",
      "añade",
      "añada",
      "agrega",
      "agregue",
      "di que",
      "diga que",
      "destaca",
      "destaque",
      "anuncia",
      "anuncie",
      "recuerda",
      "recuerde",
      "recuérdales",
      "indica",
      "indique",
      "comenta",
      "no olvides mencionar",
      "no olvide mencionar",
      "no te olvides de mencionar",
    ],
    that: ["que"],
    clause: [],
    close: ["termina con", "termine con", "acaba con", "cierra con", "cierre con", "finaliza con", "finalice con", "concluye con"],
    avoid: ["no uses", "no use", "no utilices", "no menciones", "no mencione", "evita", "evite", "escribe en", "escriba en"],
    style: ["tono", "emoji", "emojis", "hashtag", "hashtags", "formal", "informal", "estilo", "palabras", "frases", "tutea", "tutear"],
  },
  FRENCH: {
    please: ["s'il te plaît", "s'il vous plaît", "merci de"],
    mention: [
      "mentionne",
      "mentionnez",
      "indique",
      "indiquez",
      "précise",
      "précisez",
      "rappelle",
      "rappelez",
      "dis que",
      "dites que",
      "ajoute",
      "ajoutez",
      "signale",
      "signalez",
      "annonce",
      "annoncez",
      "souligne",
      "soulignez",
      "n'oublie pas de mentionner",
      "n'oubliez pas de mentionner",
    ],
    that: ["que", "qu'"],
    clause: [],
    close: [
      "termine par",
      "terminez par",
      "termine avec",
      "terminez avec",
      "finis par",
      "finissez par",
      "conclus par",
      "concluez par",
      "conclus avec",
      "concluez avec",
    ],
    avoid: ["n'utilise pas", "n'utilisez pas", "ne mentionne pas", "ne mentionnez pas", "évite", "évitez", "écris", "écrivez"],
    style: ["un ton", "le ton", "emoji", "emojis", "hashtag", "hashtags", "tutoiement", "vouvoiement", "tutoie", "vouvoie", "style", "mots", "phrases"],
  },
  GERMAN: {
    please: ["bitte"],
    mention: [
      "erwähne",
      "erwähnt",
      "erwähnen sie",
      "nenne",
      "nennt",
      "nennen sie",
      "betone",
      "betont",
      "betonen sie",
      "weise darauf hin",
      "weist darauf hin",
      "weisen sie darauf hin",
    ],
    that: [],
    clause: ["dass"],
    close: ["schließe mit", "schließt mit", "schließen sie mit", "ende mit", "endet mit", "enden sie mit", "zum schluss", "am ende"],
    avoid: [
      "verwende keine",
      "verwenden sie keine",
      "benutze keine",
      "nutze keine",
      "erwähne nicht",
      "erwähne keine",
      "schreib",
      "schreibe",
      "schreibt",
      "schreiben sie",
      "halte es",
      "halten sie es",
    ],
    style: [
      "tonfall",
      "den ton",
      "im ton",
      "emoji",
      "emojis",
      "hashtag",
      "hashtags",
      "ausrufezeichen",
      "förmlich",
      "duzen",
      "siezen",
      "stil",
      "wörter",
      "sätze",
    ],
  },
  HUNGARIAN: {
    please: ["kérlek", "kérem"],
    mention: [
      "említsd meg",
      "említsétek meg",
      "említse meg",
      "írd bele",
      "írja bele",
      "írd meg",
      "írja meg",
      "add hozzá",
      "adja hozzá",
      "hangsúlyozd",
      "hangsúlyozza",
      "emeld ki",
      "emelje ki",
      "jelezd",
      "jelezze",
      "tüntesd fel",
      "tüntesse fel",
    ],
    that: ["hogy"],
    clause: [],
    close: ["zárd azzal", "zárja azzal", "zárásként", "a végén", "a poszt végén", "fejezd be azzal", "fejezze be azzal"],
    avoid: ["ne használj", "ne használjon", "ne említsd", "ne említse", "kerüld", "kerülje", "legyen a szöveg", "írj", "írjon"],
    style: [
      "hangnem",
      "hangnemben",
      "hangvétel",
      "hangvételű",
      "stílus",
      "stílusban",
      "emoji",
      "emojit",
      "emojikat",
      "hashtag",
      "hashtaget",
      "hashtageket",
      "tegeződj",
      "tegeződve",
      "magázódj",
      "magázva",
      "szavas",
      "mondatos",
    ],
  },
  PORTUGUESE: {
    please: ["por favor"],
    mention: [
      "mencione",
      "menciona",
      "inclua",
      "inclui",
      "adicione",
      "acrescente",
      "diga que",
      "fale sobre",
      "destaque",
      "anuncie",
      "lembre",
      "lembre os clientes",
      "informe",
      "avise",
      "não esqueça de mencionar",
      "não se esqueça de mencionar",
    ],
    that: ["que", "de que"],
    clause: [],
    close: ["termine com", "finalize com", "encerre com", "feche com", "conclua com"],
    avoid: ["não use", "não utilize", "não mencione", "evite", "escreva em", "escreva de"],
    style: ["tom", "emoji", "emojis", "hashtag", "hashtags", "formal", "informal", "estilo", "palavras", "frases"],
  },
  ITALIAN: {
    please: ["per favore", "per piacere"],
    mention: [
      "menziona",
      "menzionate",
      "cita",
      "citate",
      "includi",
      "includete",
      "aggiungi",
      "aggiungete",
      "dì che",
      "dite che",
      "ricorda",
      "ricordate",
      "ricorda ai clienti",
      "sottolinea",
      "sottolineate",
      "annuncia",
      "annunciate",
      "segnala",
      "segnalate",
      "indica",
      "indicate",
      "non dimenticare di menzionare",
    ],
    that: ["che"],
    clause: [],
    close: ["concludi con", "concludete con", "termina con", "terminate con", "chiudi con", "chiudete con", "finisci con"],
    avoid: ["non usare", "non usate", "non menzionare", "evita", "evitate", "scrivi in", "scrivete in", "usa un tono"],
    style: ["tono", "emoji", "hashtag", "formale", "informale", "stile", "parole", "frasi"],
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (phrases: string[]) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((p) => escape(p).replace(/ /g, "\\s+"))
    .join("|");
/** A phrase ends where a word would: at a space, punctuation or the end. */
const END = "(?=[\\s:,.!?'\"“„«]|$)";
const QUOTED = /^["'“”„«»‘’](.+)["'“”„«»‘’]$/su;

type Patterns = { mention: RegExp; close: RegExp; avoid: RegExp; style: RegExp; clause: RegExp | null };

function patternsFor(v: Vocabulary): Patterns {
  const please = `(?:(?:${anyOf(v.please)})[\\s,]+)?`;
  const that = v.that.length ? `(?:(?:${anyOf(v.that)})(?:\\s+|(?<=')))?` : "";
  return {
    mention: new RegExp(`^${please}(?:${anyOf(v.mention)})${END}[\\s,:]*${that}`, "iu"),
    close: new RegExp(`^${please}(?:${anyOf(v.close)})${END}\\s*(:?)\\s*`, "iu"),
    avoid: new RegExp(`^${please}(?:${anyOf(v.avoid)})${END}`, "iu"),
    style: new RegExp(`(?:^|[^\\p{L}])(?:${anyOf(v.style)})(?=$|[^\\p{L}])`, "iu"),
    clause: v.clause.length ? new RegExp(`^(?:${anyOf(v.clause)})\\s`, "iu") : null,
  };
}

const unquote = (text: string) => text.trim().replace(QUOTED, "$1").trim();
const withoutFullStop = (text: string) => text.replace(/[\s.,;:]+$/u, "");

type Reading = { line?: InstructionLine; closing?: string } | "writing" | null;

function readSentence(sentence: string, p: Patterns): Reading {
  const close = p.close.exec(sentence);
  if (close) {
    const rest = sentence.slice(close[0].length);
    // "End with a question" describes the ending rather than giving it.
    return close[1] || QUOTED.test(rest.trim()) ? { closing: unquote(rest) } : "writing";
  }
  const mention = p.mention.exec(sentence);
  if (mention) {
    const point = withoutFullStop(unquote(sentence.slice(mention[0].length)));
    return point ? { line: { kind: "point", text: point, clause: Boolean(p.clause?.test(point)) } } : "writing";
  }
  if (p.avoid.test(sentence) || p.style.test(sentence)) return "writing";
  return null;
}

export function readExtraInstructions(text: string, language: ReplyLanguage): ExtraInstructions {
  const patterns = [patternsFor(VOCABULARIES[language]), patternsFor(VOCABULARIES.ENGLISH)];
  const result: ExtraInstructions = { lines: [] };
  for (const sentence of splitSentences(text).flatMap((s) => s.split(/\s*;\s*/))) {
    const reading = patterns.map((p) => readSentence(sentence, p)).find((r) => r !== null) ?? null;
    if (reading === "writing") continue;
    if (reading === null) result.lines.push({ kind: "fact", text: sentence });
    else if (reading.line) result.lines.push(reading.line);
    else if (reading.closing) result.closing = reading.closing;
  }
  return result;
}
