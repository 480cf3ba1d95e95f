// Hand-written phrase banks of the offline writer, one per reply language and tone.
//
// Placeholders: {topic} the post's subject, {brand} the business name, {about} / {aboutLong} what the business
// does, {audience} and {pains} from the brand profile. Hungarian also has {az} / {Az}: the business name with
// its article ("a Pékség", "az Alma"). User text is always placed after a colon or at the start of a sentence,
// so it reads correctly whatever its own capitalisation. Body lines speak as "we", never address the reader,
// so they suit formal and informal tones alike; the tone banks carry the register.
import "server-only";
import type { PostTone, ReplyLanguage } from "@/lib/posts/schemas";
import type { INDUSTRIES } from "@/lib/posts/post-brief";

type Industry = (typeof INDUSTRIES)[number];

export type ToneBank = {
  openings: readonly string[];
  brandLines: readonly string[];
  ctas: readonly string[];
  greeting: string;
  signoff: string;
};

export type LanguageBank = {
  tones: Record<PostTone, ToneBank>;
  /** Used as {topic} when the form's description is empty. */
  topicFallback: string;
  audienceLines: readonly string[];
  painLines: readonly string[];
  storyLine: string;
  brandEcho: string;
  industryLines: Record<Industry, string>;
  industryTags: Record<Industry, string>;
  body: readonly string[];
  linksIntro: string;
  subject: string;
};

const ENGLISH: LanguageBank = {
  tones: {
    CASUAL: {
      openings: ["Okay, this one's worth a look: {topic}.", "So here's what we can't stop talking about: {topic}."],
      brandLines: ["That's pretty much what {brand} is all about: {about}.", "Quick reminder of who we are at {brand}: {about}."],
      ctas: ["Swing by {brand} and see for yourself.", "Curious? Drop {brand} a message, we'd love to hear from you."],
      greeting: "Hi there,",
      signoff: "Cheers,",
    },
    FRIENDLY: {
      openings: ["Hello, friends! We have something lovely to share with you: {topic}.", "We're so happy to tell you about this: {topic}."],
      brandLines: ["Here at {brand}, this is what we love doing: {about}.", "A little about us at {brand}: {about}."],
      ctas: ["Come and say hello at {brand}, we'd love to meet you.", "Get in touch with {brand} today, we're always happy to help."],
      greeting: "Hello,",
      signoff: "Warm wishes,",
    },
    PROFESSIONAL: {
      openings: ["We are pleased to announce the following: {topic}.", "An update worth your attention: {topic}."],
      brandLines: ["At {brand}, our focus is clear: {about}.", "{brand} in brief: {about}."],
      ctas: ["Contact {brand} today to find out how we can help.", "Get in touch with the {brand} team to learn more."],
      greeting: "Dear customer,",
      signoff: "Kind regards,",
    },
    ENTHUSIASTIC: {
      openings: ["Big news, everyone! {topic}!", "We're thrilled to share this with you: {topic}!"],
      brandLines: ["This is what gets us out of bed every morning at {brand}: {about}!", "We love what we do at {brand}: {about}!"],
      ctas: ["Don't wait: visit {brand} today and see it for yourself!", "Reach out to {brand} now, we can't wait to hear from you!"],
      greeting: "Hello everyone!",
      signoff: "See you soon,",
    },
  },
  topicFallback: "a closer look at what we do every day",
  audienceLines: ["Who it's for: {audience}.", "We made this with a few people in mind: {audience}."],
  painLines: ["We know the everyday frustrations well: {pains}.", "The problems we set out to solve: {pains}."],
  storyLine: "The story behind {brand}: {aboutLong}.",
  brandEcho: "That is what {brand} stands for, today and every day.",
  industryLines: {
    technology: "Good technology should make life simpler, not harder.",
    healthcare: "Health deserves care that truly listens.",
    retail: "Shopping should feel personal again.",
    finance: "Money matters deserve clear, honest answers.",
    education: "Learning works best when it feels within reach.",
    other: "Small businesses like ours run on trust.",
  },
  industryTags: { technology: "Tech", healthcare: "Health", retail: "ShopLocal", finance: "Finance", education: "Learning", other: "SmallBusiness" },
  body: [
    "We keep things simple and honest, because everyday life is busy enough without extra complications.",
    "Every detail gets our full attention, because small things are what make the biggest difference.",
    "Behind everything we do are real people who know their craft and are glad to help.",
    "Quality matters to us, and we would rather do one thing well than ten things halfway.",
    "Our customers often tell us that it is the little touches they remember the most.",
    "We believe good service should be honest, friendly and easy to find at the right moment.",
    "There are no hidden surprises here, just fair prices and clear answers to every question.",
    "We are proud to be part of this community and work hard to earn its trust every day.",
    "First visit or fiftieth, everyone gets the same care, the same attention and the same warm welcome.",
    "Every request is a chance for us to find a better, simpler way to get things done.",
    "We listen closely to feedback and use it to get a little better every single week.",
    "Good things take time, and we are always happy to take that time for our customers.",
    "Word of mouth means the world to a small business like ours, so sharing this really helps.",
    "There is a lot more on the way, and we can't wait to show what we have been working on.",
    "We started small, and we still treat every customer like the reason we opened our doors.",
    "Honest work, friendly faces and a job done properly: that is the promise we keep.",
  ],
  linksIntro: "Find out more:",
  subject: "Subject:",
};

const SPANISH: LanguageBank = {
  tones: {
    CASUAL: {
      openings: ["Oye, esto merece la pena: {topic}.", "Te contamos algo de lo que no paramos de hablar: {topic}."],
      brandLines: ["Eso es justo lo que hacemos en {brand}: {about}.", "Por si no nos conoces, en {brand} somos esto: {about}."],
      ctas: ["Pásate por {brand} y compruébalo tú mismo.", "¿Te pica la curiosidad? Escríbenos a {brand}, nos encantará leerte."],
      greeting: "¡Hola!",
      signoff: "Un abrazo,",
    },
    FRIENDLY: {
      openings: ["¡Hola, amigos! Tenemos algo muy bonito que contaros: {topic}.", "Nos hace mucha ilusión contarte esto: {topic}."],
      brandLines: ["En {brand} esto es lo que más nos gusta hacer: {about}.", "Un poco sobre nosotros en {brand}: {about}."],
      ctas: ["Ven a saludarnos a {brand}, nos encantará conocerte.", "Ponte en contacto con {brand} hoy mismo, siempre estamos encantados de ayudar."],
      greeting: "Hola:",
      signoff: "Un saludo cordial,",
    },
    PROFESSIONAL: {
      openings: ["Nos complace anunciar lo siguiente: {topic}.", "Una novedad que merece su atención: {topic}."],
      brandLines: ["En {brand}, nuestro enfoque es claro: {about}.", "{brand} en pocas palabras: {about}."],
      ctas: ["Póngase en contacto con {brand} hoy para saber cómo podemos ayudarle.", "Hable con el equipo de {brand} para obtener más información."],
      greeting: "Estimado cliente:",
      signoff: "Atentamente,",
    },
    ENTHUSIASTIC: {
      openings: ["¡Grandes noticias para todos! ¡{topic}!", "¡Estamos emocionadísimos de contaros esto: {topic}!"],
      brandLines: ["¡Esto es lo que nos hace levantarnos con ganas cada mañana en {brand}: {about}!", "¡Nos encanta lo que hacemos en {brand}: {about}!"],
      ctas: ["¡No esperes más: visita {brand} hoy mismo!", "¡Escribe a {brand} ahora, estamos deseando saber de ti!"],
      greeting: "¡Hola a todos!",
      signoff: "¡Hasta muy pronto!",
    },
  },
  topicFallback: "un vistazo de cerca a lo que hacemos cada día",
  audienceLines: ["Para quién es: {audience}.", "Lo pensamos para estas personas: {audience}."],
  painLines: ["Conocemos bien los problemas del día a día: {pains}.", "Los problemas que queremos resolver: {pains}."],
  storyLine: "La historia detrás de {brand}: {aboutLong}.",
  brandEcho: "Eso es lo que representa {brand}, hoy y cada día.",
  industryLines: {
    technology: "La buena tecnología debería hacer la vida más fácil, no más difícil.",
    healthcare: "La salud merece un cuidado que escuche de verdad.",
    retail: "Comprar debería volver a ser algo personal.",
    finance: "Los asuntos de dinero merecen respuestas claras y honestas.",
    education: "Se aprende mejor cuando el aprendizaje parece alcanzable.",
    other: "Los pequeños negocios como el nuestro viven de la confianza.",
  },
  industryTags: { technology: "Tecnología", healthcare: "Salud", retail: "ComercioLocal", finance: "Finanzas", education: "Educación", other: "Pymes" },
  body: [
    "Mantenemos las cosas sencillas y honestas, porque el día a día ya es bastante complicado.",
    "Cada detalle recibe toda nuestra atención, porque las pequeñas cosas son las que marcan la diferencia.",
    "Detrás de todo lo que hacemos hay personas reales que conocen su oficio y disfrutan ayudando.",
    "La calidad nos importa, y preferimos hacer una cosa bien que diez cosas a medias.",
    "Nuestros clientes nos dicen a menudo que lo que más recuerdan son los pequeños detalles.",
    "Creemos que un buen servicio debe ser honesto, cercano y estar ahí en el momento justo.",
    "Aquí no hay sorpresas ocultas, solo precios justos y respuestas claras a cada pregunta.",
    "Estamos orgullosos de formar parte de esta comunidad y trabajamos cada día para ganarnos su confianza.",
    "Sea la primera visita o la número cincuenta, todos reciben el mismo cuidado, la misma atención y la misma bienvenida.",
    "Cada encargo es una oportunidad para encontrar una forma mejor y más sencilla de hacer las cosas.",
    "Escuchamos con atención cada opinión y la usamos para mejorar un poco cada semana.",
    "Las cosas buenas llevan su tiempo, y siempre nos alegra dedicar ese tiempo a nuestros clientes.",
    "El boca a boca lo es todo para un pequeño negocio como el nuestro, así que compartir esto ayuda de verdad.",
    "Vienen muchas más cosas, y tenemos muchas ganas de enseñar en qué hemos estado trabajando.",
    "Empezamos siendo pequeños y seguimos tratando a cada cliente como la razón por la que abrimos.",
    "Trabajo honesto, caras amables y las cosas bien hechas: esa es la promesa que cumplimos.",
  ],
  linksIntro: "Más información:",
  subject: "Asunto:",
};

const FRENCH: LanguageBank = {
  tones: {
    CASUAL: {
      openings: ["Bon, celle-là vaut le coup d'œil : {topic}.", "Voilà ce dont on n'arrête pas de parler : {topic}."],
      brandLines: ["C'est un peu ça, {brand} : {about}.", "Petit rappel de qui on est chez {brand} : {about}."],
      ctas: ["Passe chez {brand} et vois par toi-même.", "Curieux ? Écris à {brand}, on sera ravis d'avoir de tes nouvelles."],
      greeting: "Salut !",
      signoff: "À bientôt,",
    },
    FRIENDLY: {
      openings: ["Bonjour à tous ! Nous avons une belle nouvelle à partager : {topic}.", "Nous sommes tellement heureux de vous parler de ceci : {topic}."],
      brandLines: ["Chez {brand}, voici ce que nous aimons faire : {about}.", "Un petit mot sur nous, chez {brand} : {about}."],
      ctas: ["Venez nous dire bonjour chez {brand}, nous serons ravis de vous rencontrer.", "Contactez {brand} dès aujourd'hui, nous sommes toujours heureux d'aider."],
      greeting: "Bonjour,",
      signoff: "Bien chaleureusement,",
    },
    PROFESSIONAL: {
      openings: ["Nous avons le plaisir de vous annoncer ceci : {topic}.", "Une nouveauté qui mérite votre attention : {topic}."],
      brandLines: ["Chez {brand}, notre priorité est claire : {about}.", "{brand} en bref : {about}."],
      ctas: ["Contactez {brand} dès aujourd'hui pour découvrir comment nous pouvons vous aider.", "Échangez avec l'équipe de {brand} pour en savoir plus."],
      greeting: "Madame, Monsieur,",
      signoff: "Cordialement,",
    },
    ENTHUSIASTIC: {
      openings: ["Grande nouvelle, tout le monde ! {topic} !", "Nous sommes ravis de vous annoncer ceci : {topic} !"],
      brandLines: ["Voilà ce qui nous motive chaque matin chez {brand} : {about} !", "Nous adorons ce que nous faisons chez {brand} : {about} !"],
      ctas: ["N'attendez plus : passez chez {brand} dès aujourd'hui !", "Écrivez à {brand} maintenant, nous avons hâte de vous lire !"],
      greeting: "Bonjour à tous !",
      signoff: "À très vite,",
    },
  },
  topicFallback: "un regard de plus près sur ce que nous faisons chaque jour",
  audienceLines: ["Pour qui ? {audience}.", "Nous avons pensé à ces personnes : {audience}."],
  painLines: ["Nous connaissons bien les tracas du quotidien : {pains}.", "Les problèmes que nous voulons résoudre : {pains}."],
  storyLine: "L'histoire de {brand} : {aboutLong}.",
  brandEcho: "Voilà ce que représente {brand}, aujourd'hui et chaque jour.",
  industryLines: {
    technology: "Une bonne technologie doit simplifier la vie, pas la compliquer.",
    healthcare: "La santé mérite une attention qui écoute vraiment.",
    retail: "Faire ses achats devrait redevenir une expérience personnelle.",
    finance: "Les questions d'argent méritent des réponses claires et honnêtes.",
    education: "On apprend mieux quand le savoir semble à portée de main.",
    other: "Les petites entreprises comme la nôtre vivent de la confiance.",
  },
  industryTags: { technology: "Tech", healthcare: "Santé", retail: "CommerceLocal", finance: "Finance", education: "Éducation", other: "PetitesEntreprises" },
  body: [
    "Nous gardons les choses simples et honnêtes, car le quotidien est déjà bien assez chargé.",
    "Chaque détail reçoit toute notre attention, car ce sont les petites choses qui font la plus grande différence.",
    "Derrière tout ce que nous faisons, il y a de vraies personnes qui connaissent leur métier et aiment rendre service.",
    "La qualité compte pour nous, et nous préférons bien faire une chose plutôt que dix à moitié.",
    "Nos clients nous disent souvent que ce sont les petites attentions dont ils se souviennent le plus.",
    "Nous pensons qu'un bon service doit être honnête, chaleureux et présent au bon moment.",
    "Ici, pas de mauvaises surprises : des prix justes et des réponses claires à chaque question.",
    "Nous sommes fiers de faire partie de cette communauté et nous travaillons chaque jour pour mériter sa confiance.",
    "Première visite ou cinquantième, chacun reçoit le même soin, la même attention et le même accueil chaleureux.",
    "Chaque demande est pour nous l'occasion de trouver une façon plus simple et plus efficace de faire les choses.",
    "Nous écoutons attentivement chaque avis et nous nous en servons pour progresser un peu chaque semaine.",
    "Les bonnes choses prennent du temps, et nous sommes toujours heureux de prendre ce temps pour nos clients.",
    "Le bouche-à-oreille compte énormément pour une petite entreprise comme la nôtre, alors chaque partage nous aide vraiment.",
    "Bien d'autres nouveautés arrivent, et nous avons hâte de montrer ce sur quoi nous travaillons.",
    "Nous avons commencé petit, et chaque client reste pour nous la raison pour laquelle nous avons ouvert nos portes.",
    "Un travail honnête, des visages souriants et un travail bien fait : voilà la promesse que nous tenons.",
  ],
  linksIntro: "En savoir plus :",
  subject: "Objet :",
};

const GERMAN: LanguageBank = {
  tones: {
    CASUAL: {
      openings: ["Also, das hier lohnt sich: {topic}.", "Darüber reden wir gerade ständig: {topic}."],
      brandLines: ["Genau darum geht's bei {brand}: {about}.", "Kurz zur Erinnerung, wer wir bei {brand} sind: {about}."],
      ctas: ["Schau bei {brand} vorbei und überzeug dich selbst.", "Neugierig? Schreib {brand} eine Nachricht, wir freuen uns auf dich."],
      greeting: "Hey,",
      signoff: "Bis bald,",
    },
    FRIENDLY: {
      openings: ["Hallo zusammen! Wir haben etwas Schönes für euch: {topic}.", "Wir freuen uns sehr, euch davon zu erzählen: {topic}."],
      brandLines: ["Bei {brand} machen wir das am liebsten: {about}.", "Ein bisschen über uns bei {brand}: {about}."],
      ctas: ["Kommt bei {brand} vorbei und sagt Hallo, wir freuen uns auf euch.", "Meldet euch noch heute bei {brand}, wir helfen gerne weiter."],
      greeting: "Hallo,",
      signoff: "Herzliche Grüße,",
    },
    PROFESSIONAL: {
      openings: ["Wir freuen uns, Folgendes bekannt zu geben: {topic}.", "Eine Neuigkeit, die Ihre Aufmerksamkeit verdient: {topic}."],
      brandLines: ["Bei {brand} ist unser Fokus klar: {about}.", "{brand} auf einen Blick: {about}."],
      ctas: ["Kontaktieren Sie {brand} noch heute und erfahren Sie, wie wir Ihnen helfen können.", "Sprechen Sie mit dem Team von {brand}, um mehr zu erfahren."],
      greeting: "Sehr geehrte Damen und Herren,",
      signoff: "Mit freundlichen Grüßen,",
    },
    ENTHUSIASTIC: {
      openings: ["Große Neuigkeiten, Leute! {topic}!", "Wir sind total begeistert und müssen es euch einfach erzählen: {topic}!"],
      brandLines: ["Dafür stehen wir bei {brand} jeden Morgen mit Freude auf: {about}!", "Wir lieben, was wir bei {brand} tun: {about}!"],
      ctas: ["Nicht warten: Kommt noch heute zu {brand} und seht selbst!", "Schreibt {brand} jetzt, wir können es kaum erwarten, von euch zu hören!"],
      greeting: "Hallo ihr Lieben!",
      signoff: "Bis ganz bald,",
    },
  },
  topicFallback: "ein genauer Blick auf das, was wir jeden Tag tun",
  audienceLines: ["Für wen das ist: {audience}.", "Dabei hatten wir diese Menschen im Blick: {audience}."],
  painLines: ["Die Sorgen des Alltags kennen wir gut: {pains}.", "Diese Probleme wollen wir lösen: {pains}."],
  storyLine: "Die Geschichte hinter {brand}: {aboutLong}.",
  brandEcho: "Dafür steht {brand}, heute und jeden Tag.",
  industryLines: {
    technology: "Gute Technik sollte das Leben einfacher machen, nicht schwerer.",
    healthcare: "Gesundheit verdient eine Betreuung, die wirklich zuhört.",
    retail: "Einkaufen sollte sich wieder persönlich anfühlen.",
    finance: "Geldfragen verdienen klare und ehrliche Antworten.",
    education: "Lernen gelingt am besten, wenn es erreichbar wirkt.",
    other: "Kleine Betriebe wie unserer leben vom Vertrauen.",
  },
  industryTags: { technology: "Technik", healthcare: "Gesundheit", retail: "LokalEinkaufen", finance: "Finanzen", education: "Bildung", other: "Mittelstand" },
  body: [
    "Wir halten die Dinge einfach und ehrlich, denn der Alltag ist schon kompliziert genug.",
    "Jedes Detail bekommt unsere volle Aufmerksamkeit, denn gerade die kleinen Dinge machen den großen Unterschied.",
    "Hinter allem, was wir tun, stehen echte Menschen, die ihr Handwerk verstehen und gerne helfen.",
    "Qualität ist uns wichtig, und wir machen lieber eine Sache richtig als zehn Dinge halb.",
    "Unsere Kundinnen und Kunden erzählen uns oft, dass sie sich vor allem an die kleinen Aufmerksamkeiten erinnern.",
    "Wir finden, guter Service sollte ehrlich, freundlich und genau im richtigen Moment da sein.",
    "Bei uns gibt es keine versteckten Überraschungen, nur faire Preise und klare Antworten auf jede Frage.",
    "Wir sind stolz, Teil dieser Gemeinschaft zu sein, und arbeiten jeden Tag daran, ihr Vertrauen zu verdienen.",
    "Ob erster Besuch oder fünfzigster, alle bekommen die gleiche Sorgfalt, die gleiche Aufmerksamkeit und den gleichen herzlichen Empfang.",
    "Jede Anfrage ist für uns eine Chance, einen besseren und einfacheren Weg zu finden.",
    "Wir hören bei jedem Feedback genau hin und werden damit jede Woche ein kleines Stück besser.",
    "Gute Dinge brauchen Zeit, und diese Zeit nehmen wir uns gerne für unsere Kundschaft.",
    "Mundpropaganda bedeutet einem kleinen Betrieb wie unserem unglaublich viel, deshalb hilft jedes Teilen wirklich.",
    "Es kommt noch viel mehr, und wir können es kaum erwarten zu zeigen, woran wir gerade arbeiten.",
    "Wir haben klein angefangen, und bis heute ist jeder Kunde für uns der Grund, warum wir unsere Türen geöffnet haben.",
    "Ehrliche Arbeit, freundliche Gesichter und saubere Ergebnisse: Das ist unser Versprechen.",
  ],
  linksIntro: "Mehr erfahren:",
  subject: "Betreff:",
};

const HUNGARIAN: LanguageBank = {
  tones: {
    CASUAL: {
      openings: ["Na, ezt érdemes megnézni: {topic}.", "Erről mostanában nem tudunk eleget beszélni: {topic}."],
      brandLines: ["Nagyjából erről szól {az}: {about}.", "Gyors emlékeztető, kik vagyunk mi, {az} csapata: {about}."],
      ctas: ["Nézz be hozzánk, {az} csapatához, és győződj meg róla magad.", "Kíváncsi lettél? Írj {az} csapatának, örülünk minden üzenetnek."],
      greeting: "Szia!",
      signoff: "Üdv,",
    },
    FRIENDLY: {
      openings: ["Sziasztok! Valami szépet szeretnénk megosztani veletek: {topic}.", "Nagyon örülünk, hogy ezt elmesélhetjük nektek: {topic}."],
      brandLines: ["Ezt szeretjük a legjobban csinálni itt, {az} csapatában: {about}.", "Egy kicsit rólunk, {az} csapatáról: {about}."],
      ctas: ["Látogassatok el hozzánk, {az} csapatához, örömmel várunk titeket.", "Keressétek {az} csapatát még ma, mindig szívesen segítünk."],
      greeting: "Sziasztok!",
      signoff: "Szeretettel,",
    },
    PROFESSIONAL: {
      openings: ["Örömmel jelentjük be: {topic}.", "Egy újdonság, amely megérdemli a figyelmét: {topic}."],
      brandLines: ["{Az} célja világos: {about}.", "{Az} röviden: {about}."],
      ctas: ["Vegye fel a kapcsolatot {az} csapatával még ma, és megmutatjuk, miben segíthetünk.", "Forduljon bizalommal {az} csapatához további információért."],
      greeting: "Tisztelt Ügyfelünk!",
      signoff: "Üdvözlettel,",
    },
    ENTHUSIASTIC: {
      openings: ["Nagy hír, mindenki! {topic}!", "Izgatottan osztjuk meg veletek: {topic}!"],
      brandLines: ["Ezért kelünk fel minden reggel lelkesen {az} csapatában: {about}!", "Imádjuk, amit {az} csapatában csinálunk: {about}!"],
      ctas: ["Ne várjatok: látogassatok el még ma {az} csapatához!", "Írjatok {az} csapatának most, alig várjuk, hogy halljunk felőletek!"],
      greeting: "Sziasztok!",
      signoff: "Hamarosan találkozunk,",
    },
  },
  topicFallback: "közelebbről arról, amit nap mint nap csinálunk",
  audienceLines: ["Kiknek szól: {audience}.", "Ezekre az emberekre gondoltunk: {audience}."],
  painLines: ["Jól ismerjük a mindennapi gondokat: {pains}.", "Ezeket a problémákat szeretnénk megoldani: {pains}."],
  storyLine: "{Az} története röviden: {aboutLong}.",
  brandEcho: "Ezt képviseli {az}, ma és minden nap.",
  industryLines: {
    technology: "A jó technológia egyszerűbbé teszi az életet, nem bonyolultabbá.",
    healthcare: "Az egészség olyan gondoskodást érdemel, amely valóban odafigyel.",
    retail: "A vásárlásnak újra személyesnek kell lennie.",
    finance: "A pénzügyek világos és őszinte válaszokat érdemelnek.",
    education: "Akkor tanulunk a legjobban, ha a tudás elérhetőnek tűnik.",
    other: "A hozzánk hasonló kisvállalkozások a bizalomból élnek.",
  },
  industryTags: { technology: "Technológia", healthcare: "Egészség", retail: "HelyiVásárlás", finance: "Pénzügyek", education: "Oktatás", other: "Kisvállalkozás" },
  body: [
    "Egyszerűen és őszintén csináljuk a dolgokat, mert a hétköznapok amúgy is elég bonyolultak.",
    "Minden részletre teljes figyelmet fordítunk, mert a legnagyobb különbséget éppen az apróságok jelentik.",
    "Minden mögött, amit csinálunk, valódi emberek állnak, akik értenek a szakmájukhoz, és szívesen segítenek.",
    "Fontos nekünk a minőség, és inkább csinálunk egy dolgot jól, mint tízet félig.",
    "Ügyfeleink gyakran mondják, hogy leginkább az apró figyelmességekre emlékeznek.",
    "Hisszük, hogy a jó kiszolgálás őszinte, barátságos, és mindig a megfelelő pillanatban van jelen.",
    "Nálunk nincsenek rejtett meglepetések, csak korrekt árak és világos válaszok minden kérdésre.",
    "Büszkék vagyunk arra, hogy ennek a közösségnek a részei lehetünk, és minden nap azon dolgozunk, hogy kiérdemeljük a bizalmát.",
    "Legyen szó az első látogatásról vagy az ötvenedikről, mindenki ugyanazt a gondoskodást, figyelmet és szívélyes fogadtatást kapja.",
    "Minden kérés lehetőség számunkra, hogy jobb és egyszerűbb megoldást találjunk.",
    "Minden visszajelzést figyelmesen meghallgatunk, és ennek segítségével hétről hétre egy kicsit jobbak leszünk.",
    "A jó dolgokhoz idő kell, és ezt az időt mindig szívesen rászánjuk az ügyfeleinkre.",
    "Egy olyan kis vállalkozásnak, mint a miénk, a szájreklám mindent jelent, ezért minden megosztás sokat segít.",
    "Még sok minden érkezik, és alig várjuk, hogy megmutassuk, min dolgozunk mostanában.",
    "Kicsiben kezdtük, és ma is minden ügyfelünkre úgy tekintünk, mint arra az okra, amiért kinyitottuk az ajtónkat.",
    "Becsületes munka, barátságos arcok és alaposan elvégzett feladatok: ez az ígéretünk, és be is tartjuk.",
  ],
  linksIntro: "További információ:",
  subject: "Tárgy:",
};

const PORTUGUESE: LanguageBank = {
  tones: {
    CASUAL: {
      openings: ["Olha só, isso vale a pena: {topic}.", "Tem uma coisa de que a gente não para de falar: {topic}."],
      brandLines: ["{brand} é basicamente isso: {about}.", "Só pra lembrar quem somos na equipe {brand}: {about}."],
      ctas: ["Dá uma passada e confere com seus próprios olhos: a equipe {brand} te espera.", "Ficou curioso? Manda uma mensagem pra equipe {brand}, a gente adora conversar."],
      greeting: "Oi!",
      signoff: "Abraço,",
    },
    FRIENDLY: {
      openings: ["Olá, pessoal! Temos uma novidade muito especial para compartilhar: {topic}.", "Estamos muito felizes em contar isso para você: {topic}."],
      brandLines: ["O que a equipe {brand} mais gosta de fazer: {about}.", "Um pouquinho sobre a equipe {brand}: {about}."],
      ctas: ["Venha dizer olá para a equipe {brand}, vamos adorar conhecer você.", "Fale com a equipe {brand} hoje mesmo, estamos sempre felizes em ajudar."],
      greeting: "Olá,",
      signoff: "Um abraço carinhoso,",
    },
    PROFESSIONAL: {
      openings: ["Temos o prazer de anunciar: {topic}.", "Uma novidade que merece a sua atenção: {topic}."],
      brandLines: ["Na equipe {brand}, nosso foco é claro: {about}.", "{brand} em resumo: {about}."],
      ctas: ["Entre em contato com a equipe {brand} hoje e descubra como podemos ajudar.", "Fale com a equipe {brand} para saber mais."],
      greeting: "Prezado cliente,",
      signoff: "Atenciosamente,",
    },
    ENTHUSIASTIC: {
      openings: ["Grande novidade, pessoal! {topic}!", "Estamos empolgados para contar isso: {topic}!"],
      brandLines: ["É por isso que a equipe {brand} acorda animada todo dia: {about}!", "Amamos o que fazemos na equipe {brand}: {about}!"],
      ctas: ["Não espere: venha conhecer a equipe {brand} hoje mesmo!", "Mande uma mensagem para a equipe {brand} agora, estamos ansiosos para falar com você!"],
      greeting: "Olá, pessoal!",
      signoff: "Até já,",
    },
  },
  topicFallback: "um olhar de perto sobre o que fazemos todos os dias",
  audienceLines: ["Para quem é: {audience}.", "Pensamos nestas pessoas: {audience}."],
  painLines: ["Conhecemos bem os problemas do dia a dia: {pains}.", "Os problemas que queremos resolver: {pains}."],
  storyLine: "A história por trás de {brand}: {aboutLong}.",
  brandEcho: "É isso que {brand} representa, hoje e todos os dias.",
  industryLines: {
    technology: "Uma boa tecnologia deve facilitar a vida, não complicá-la.",
    healthcare: "A saúde merece um cuidado que realmente escuta.",
    retail: "Fazer compras deveria voltar a ser algo pessoal.",
    finance: "Assuntos de dinheiro merecem respostas claras e honestas.",
    education: "Aprende-se melhor quando o conhecimento parece ao alcance.",
    other: "Pequenos negócios como o nosso vivem de confiança.",
  },
  industryTags: { technology: "Tecnologia", healthcare: "Saúde", retail: "ComércioLocal", finance: "Finanças", education: "Educação", other: "PequenosNegócios" },
  body: [
    "Mantemos tudo simples e honesto, porque o dia a dia já é complicado o bastante.",
    "Cada detalhe recebe toda a nossa atenção, porque são as pequenas coisas que fazem a maior diferença.",
    "Por trás de tudo o que fazemos existem pessoas de verdade, que conhecem o seu ofício e gostam de ajudar.",
    "A qualidade é importante para nós, e preferimos fazer uma coisa bem-feita a fazer dez coisas pela metade.",
    "Nossos clientes costumam dizer que o que mais lembram são os pequenos cuidados.",
    "Acreditamos que um bom atendimento deve ser honesto, acolhedor e estar presente na hora certa.",
    "Aqui não há surpresas escondidas, só preços justos e respostas claras para cada pergunta.",
    "Temos orgulho de fazer parte desta comunidade e trabalhamos todos os dias para merecer a sua confiança.",
    "Seja a primeira visita ou a quinquagésima, todos recebem o mesmo cuidado, a mesma atenção e a mesma acolhida calorosa.",
    "Cada pedido é uma oportunidade de encontrar um jeito melhor e mais simples de fazer as coisas.",
    "Ouvimos com atenção cada opinião e a usamos para melhorar um pouco a cada semana.",
    "Coisas boas levam tempo, e temos sempre prazer em dedicar esse tempo aos nossos clientes.",
    "A indicação boca a boca significa muito para um pequeno negócio como o nosso, então cada compartilhamento ajuda de verdade.",
    "Vem muito mais por aí, e mal podemos esperar para mostrar no que estamos trabalhando.",
    "Começamos pequenos e ainda tratamos cada cliente como o motivo pelo qual abrimos as portas.",
    "Trabalho honesto, rostos simpáticos e tudo bem-feito: essa é a promessa que cumprimos.",
  ],
  linksIntro: "Saiba mais:",
  subject: "Assunto:",
};

const ITALIAN: LanguageBank = {
  tones: {
    CASUAL: {
      openings: ["Allora, questa merita davvero: {topic}.", "Ecco la cosa di cui non smettiamo di parlare: {topic}."],
      brandLines: ["In fondo {brand} è proprio questo: {about}.", "Piccolo promemoria su chi siamo da {brand}: {about}."],
      ctas: ["Passa da {brand} e vedi con i tuoi occhi.", "Curioso? Scrivi a {brand}, ci fa sempre piacere sentirti."],
      greeting: "Ciao!",
      signoff: "A presto,",
    },
    FRIENDLY: {
      openings: ["Ciao a tutti! Abbiamo qualcosa di bello da condividere con voi: {topic}.", "Siamo felicissimi di raccontarvi questo: {topic}."],
      brandLines: ["Da {brand} questo è ciò che amiamo fare: {about}.", "Un po' di noi, da {brand}: {about}."],
      ctas: ["Venite a trovarci da {brand}, saremo felici di conoscervi.", "Contattate {brand} oggi stesso, siamo sempre felici di aiutarvi."],
      greeting: "Ciao,",
      signoff: "Un caro saluto,",
    },
    PROFESSIONAL: {
      openings: ["Siamo lieti di annunciare quanto segue: {topic}.", "Una novità che merita la Sua attenzione: {topic}."],
      brandLines: ["Da {brand} il nostro obiettivo è chiaro: {about}.", "{brand} in breve: {about}."],
      ctas: ["Contatti {brand} oggi per scoprire come possiamo aiutarLa.", "Parli con il team di {brand} per saperne di più."],
      greeting: "Gentile cliente,",
      signoff: "Cordiali saluti,",
    },
    ENTHUSIASTIC: {
      openings: ["Grandi notizie, gente! {topic}!", "Non vediamo l'ora di condividerlo con voi: {topic}!"],
      brandLines: ["È questo che ci fa alzare ogni mattina con entusiasmo da {brand}: {about}!", "Amiamo quello che facciamo da {brand}: {about}!"],
      ctas: ["Non aspettate: venite da {brand} oggi stesso!", "Scrivete a {brand} adesso, non vediamo l'ora di sentirvi!"],
      greeting: "Ciao a tutti!",
      signoff: "A prestissimo,",
    },
  },
  topicFallback: "uno sguardo da vicino a ciò che facciamo ogni giorno",
  audienceLines: ["Per chi è: {audience}.", "Lo abbiamo pensato per queste persone: {audience}."],
  painLines: ["Conosciamo bene i problemi di tutti i giorni: {pains}.", "I problemi che vogliamo risolvere: {pains}."],
  storyLine: "La storia dietro {brand}: {aboutLong}.",
  brandEcho: "Questo è ciò che rappresenta {brand}, oggi e ogni giorno.",
  industryLines: {
    technology: "La buona tecnologia dovrebbe semplificare la vita, non complicarla.",
    healthcare: "La salute merita una cura che sappia davvero ascoltare.",
    retail: "Fare acquisti dovrebbe tornare a essere un'esperienza personale.",
    finance: "Le questioni di denaro meritano risposte chiare e oneste.",
    education: "Si impara meglio quando il sapere sembra a portata di mano.",
    other: "Le piccole attività come la nostra vivono di fiducia.",
  },
  industryTags: { technology: "Tecnologia", healthcare: "Salute", retail: "NegoziDiQuartiere", finance: "Finanza", education: "Formazione", other: "PiccoleImprese" },
  body: [
    "Manteniamo le cose semplici e oneste, perché la vita di tutti i giorni è già abbastanza complicata.",
    "Ogni dettaglio riceve tutta la nostra attenzione, perché sono le piccole cose a fare la differenza più grande.",
    "Dietro tutto ciò che facciamo ci sono persone vere, che conoscono il loro mestiere e amano dare una mano.",
    "La qualità per noi conta, e preferiamo fare bene una cosa sola piuttosto che dieci a metà.",
    "I nostri clienti ci dicono spesso che sono le piccole attenzioni quelle che ricordano di più.",
    "Crediamo che un buon servizio debba essere onesto, cordiale e presente al momento giusto.",
    "Qui non ci sono sorprese nascoste, solo prezzi onesti e risposte chiare a ogni domanda.",
    "Siamo orgogliosi di far parte di questa comunità e lavoriamo ogni giorno per meritarne la fiducia.",
    "Che sia la prima visita o la cinquantesima, tutti ricevono la stessa cura, la stessa attenzione e la stessa calorosa accoglienza.",
    "Ogni richiesta è per noi l'occasione di trovare un modo migliore e più semplice di fare le cose.",
    "Ascoltiamo con attenzione ogni opinione e la usiamo per migliorare un po' ogni settimana.",
    "Le cose belle richiedono tempo, e siamo sempre felici di dedicare questo tempo ai nostri clienti.",
    "Il passaparola significa moltissimo per una piccola attività come la nostra, quindi ogni condivisione aiuta davvero.",
    "Ci sono tante altre novità in arrivo, e non vediamo l'ora di mostrare a cosa stiamo lavorando.",
    "Abbiamo iniziato in piccolo, e ancora oggi ogni cliente è per noi il motivo per cui abbiamo aperto le porte.",
    "Lavoro onesto, volti sorridenti e le cose fatte per bene: questa è la promessa che manteniamo.",
  ],
  linksIntro: "Scopri di più:",
  subject: "Oggetto:",
};

export const PHRASE_BANKS: Record<ReplyLanguage, LanguageBank> = {
  ENGLISH,
  SPANISH,
  FRENCH,
  GERMAN,
  HUNGARIAN,
  PORTUGUESE,
  ITALIAN,
};

/** Words too common to make a hashtag, in every supported language. */
export const STOPWORDS = new Set(
  (
    "about after again also because before being between could every first from have their there these those through under where which while would your yours ours with into over just more most only other some such than that then they this very what when will " +
    "sobre porque desde entre cuando donde todos todas nuestro nuestra nuestros nuestras para como pero esta este estos estas tiene tienen hacer " +
    "avec dans pour sont nous vous leur leurs cette celui elle ils tout tous toutes notre votre mais plus comme aussi être avoir " +
    "aber auch dass diese dieser dieses durch für haben nicht noch oder sein sind unser unsere wenn werden wird über jetzt ihre " +
    "amely amit akik ahol hogy vagy mert csak még most minden nagyon lesz van vannak ezek azok nekünk mindig " +
    "sobre porque desde entre quando onde todos todas nosso nossa nossos nossas para como mas esta este estes estas também " +
    "della delle degli dello nella nelle sono siamo come anche questo questa questi queste perché quando dove tutti tutte nostro nostra"
  ).split(/\s+/),
);
