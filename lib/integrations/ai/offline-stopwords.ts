import type { ReplyLanguage } from "@/lib/writing/vocabulary";
// Words that never make a hashtag, one list per reply language: function words, common verbs and adverbs,
// time words (today, until, Monday) and empty praise (great, special). A hashtag names a thing the post is about.
// The description can be written in another language than the post, so a word is checked against every list.
import "server-only";

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

export const STOPWORDS: Record<ReplyLanguage, ReadonlySet<string>> = {
  ENGLISH: words(`
    mornings afternoons evenings nights weeks weekends months mondays tuesdays wednesdays thursdays fridays saturdays
    sundays welcome welcoming launch launching bring join joining back usual half a about above after again against
    ago all almost along already also although always am among an and another any anyone anything anyway are around as
    at available away be because become been before behind being below best better between both brings but by call
    came can can't come comes coming could daily day days did do does doing done don't down during each early easy
    either else enjoy enough even ever every everybody everyone everything extra few find first for free from full get
    gets getting give given gives giving go goes going gone good got great had has have having he her here here's hers
    him his how however i if in inside into is it it's its itself just keep kind know last late later least less let
    let's like little long look looking lot lots lovely made make makes making many may maybe me more most much must
    my need needs never new next nice no none nor not nothing now of off often on once one only onto open opening or
    order other our ours ourselves out over own perfect please plus pretty quite rather ready really right same see
    should since so some someone something soon special start still such sure take than thank thanks that that's the
    their theirs them then there there's these they thing things think this those though through till to today
    together tomorrow tonight too towards try under until up upon us use very via visit want was way ways we we're
    week weekend weekly well were what when where which while who whole why will with within without would year years
    yes yesterday yet you you'll you're your yours monday tuesday wednesday thursday friday saturday sunday morning
    afternoon evening night month january february march april june july august september october november december`),
  SPANISH: words(`
    mañanas tardes noches semanas meses mes año años vuelve volvemos abrimos tenemos estamos habrá usamos hacemos a
    abierto además ahora al algo alguien algún alguna algunas alguno algunos allí ante antes aquí así aunque bien buen
    buena buenas buenos cada casi como cómo con contra cual cuál cuando cuándo cuanto de del desde día días donde
    dónde durante el ella ellas ellos en entonces entre era eres es esa esas ese eso esos esta está están estar estas
    este esto estos fin gran grande gratis hace hacer hasta hay hemos hoy la las le les lo los mañana más me mejor
    mejores mientras mismo mucho muchos muy nada nadie ni no noche nos nosotros nuestra nuestras nuestro nuestros
    nueva nuevas nuevo nuevos nunca o os otra otras otro otros para pero poco por porque pronto puede pueden que qué
    quien quién se semana ser si sí siempre sin sobre solo sólo somos son su sus también tampoco tan tanto tarde te
    tener tiene tienen todas todavía todo todos tras tu tú tus un una unas uno unos usted ustedes vamos ven venir vez
    vuestra vuestro ya especial disfruta disfrutar aprovecha lunes martes miércoles jueves viernes sábado domingo
    enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre`),
  FRENCH: words(`
    matin matins soirs soirée semaines mois année années revient lançons avons sommes à afin ai ainsi alors au aucun
    aujourd'hui auprès aussi autre autres aux avant avec avez avoir bien bientôt bon bonne ça car ce ceci cela celle
    celui ces cet cette chaque chez comme comment dans de demain depuis des dès donc dont du elle elles en encore
    entre est et été être eux fait faire fois gratuit grand grande hier ici il ils jamais je jour jours jusqu'à
    jusqu'au la le les leur leurs lui mais même mes moi moins mon nos notre nous nouveau nouveaux nouvelle nouvelles
    on ont ou où par parce pas pendant peu peut plus pour pourquoi quand que quel quelle quelque quelques qui rien
    sans se semaine ses si soir son sont sous sur ta tes toi ton toujours tous tout toute toutes très trop un une vers
    venez voici voilà vos votre vous week-end spécial profitez lundi mardi mercredi jeudi vendredi samedi dimanche
    janvier février mars avril mai juin juillet août septembre octobre novembre décembre`),
  GERMAN: words(`
    morgens abends nachmittags wochen monat monate jahr jahre dazu beliebt beliebte beliebten gibt's kommt aber alle
    allem allen aller alles als also am an auch auf aus bei beim bereits bis bitte da dabei damit dann das dass dein
    deine dem den denn der des dich die dies diese diesem diesen dieser dieses doch dort du durch ein eine einem einen
    einer eines endlich er es etwas euch euer eure für ganz gern gerne gibt gleich gratis groß große großen gut gute
    guten hat haben hier heute ich ihr ihre ihnen ihren im immer in ins ist ja jede jeden jeder jedes jetzt kann kein
    keine kommen können kostenlos lange machen mal man mehr mein meine mit morgen muss nach neu neue neuen neues nicht
    nichts noch nun nur ob oder ohne schon sehr sein seine sich sie sind so sowie über um und uns unser unsere unseren
    unserer viel viele vom von vor war waren was weil wenn wer werden wie wieder wir wird woche wochenende zu zum zur
    zwischen besonders spezial montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april
    mai juni juli august september oktober november dezember`),
  HUNGARIAN: words(`
    reggel reggelente este délután délelőtt hónap hónapban héten hetente idén mától holnaptól hétfőig keddig szerdáig
    csütörtökig péntekig szombatig vasárnapig holnapig ezen azon mellé került kapható készült alapján ajánljuk várjuk
    a az abban akár akik ahol ami amely amelyek amikor amit annak arra azok azt azért be benne csak de egy egyik egész
    el előtt ez ezek ezt ezért fel hogy hol holnap is itt ki kicsit le lesz lehet még meg mely mert mi mind minden
    mindig mint mit most ma már más nagy nagyon napon nálunk neked nekünk nem nincs nyitva olyan ott pedig szerint
    számára tehát után vagy van vannak várunk vele velünk végre volt új újra ingyen ingyenes különleges hét hétvége
    hétvégén hétfő kedd szerda csütörtök péntek szombat vasárnap hétfőn kedden szerdán csütörtökön pénteken szombaton
    január február március április május június július augusztus szeptember október november december`),
  PORTUGUESE: words(`
    manhã manhãs tarde tardes noite noites semanas mês meses ano anos estamos oferecendo começa volta temos a agora
    ainda algo alguém algum alguma algumas alguns ali antes ao aos aqui as assim até bem boa boas bom bons cada como
    com contra da das de depois desde do dos durante e é ela elas ele eles em então entre era essa essas esse esses
    esta está estão estar estas este estes estou eu fazer faz fim foi grande grátis hoje já lá mais mas me melhor
    melhores mesmo muito muitos na nas não nem no nos nossa nossas nosso nossos nova novas novo novos num numa o os ou
    para pela pelas pelo pelos pode podem por porque pouco quando que quem se sem semana ser seu seus só sobre sua
    suas também tão tem ter toda todas todo todos um uma umas uns você vocês venha vem especial aproveite segunda
    terça quarta quinta sexta sábado domingo janeiro fevereiro março abril maio junho julho agosto setembro outubro
    novembro dezembro`),
  ITALIAN: words(`
    mattina mattine pomeriggio pomeriggi sera serate settimane mese mesi anno anni torna tornano facciamo abbiamo
    pochi vanno a ad adesso al alla alle allo anche ancora avere che chi ci ciò come con contro cosa così da dal dalla
    dalle dei del della delle dello di domani dopo dove due durante e è ecco essere fa fare fino fra gli grande gratis
    gratuito ha hanno ho i il in insieme io la le lo loro ma molto molti ne nei nel nella nelle noi non nostra nostre
    nostri nostro nuova nuove nuovi nuovo o oggi ogni ora per perché più poco poi presto proprio qua quale quando
    quanto quel quella quelle quelli quello questa queste questi questo qui se sempre senza settimana sia siamo sono
    sopra su sua sue sui sul sulla suo suoi tanto tra tutta tutte tutti tutto un una uno vi voi vostra vostro venite
    vieni speciale approfitta lunedì martedì mercoledì giovedì venerdì sabato domenica gennaio febbraio marzo aprile
    maggio giugno luglio agosto settembre ottobre novembre dicembre`),
};

const ALL_STOPWORDS = new Set(Object.values(STOPWORDS).flatMap((list) => [...list]));

/** Posts speak as "we": Spanish, Portuguese and Italian verbs in that person have endings of their own. */
const WE_VERB = /^\p{L}{3,}(?:amos|emos|imos|iamo)$/u;

export function isStopword(word: string): boolean {
  const lower = word.toLowerCase();
  return ALL_STOPWORDS.has(lower) || WE_VERB.test(lower);
}
