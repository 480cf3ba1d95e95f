// Hand-written phrase banks of the offline writer, one per reply language and tone.
//
// Placeholders: {brand} the business name, {about} / {aboutLong} what the business does, {audience} and
// {pains} from the brand profile, {note} a point from the extra instructions. Hungarian also has {az} / {Az}:
// the business name with its article ("a Pékség", "az Alma"). Openings are whole sentences: the post's own
// description follows them as written. User text is otherwise placed after a colon, so it reads correctly
// whatever its own capitalisation. Body lines speak as "we", never address the reader, so they suit formal
// and informal tones alike; the tone banks carry the register.
import "server-only";
import type { PostTone, ReplyLanguage } from "@/lib/posts/schemas";
import type { INDUSTRIES } from "@/lib/posts/post-brief";

type Industry = (typeof INDUSTRIES)[number];

export type ToneBank = {
  /** Several per tone, so different briefs open differently. */
  openings: readonly string[];
  brandLines: readonly string[];
  /** The closing line, unless the extra instructions give one. */
  ctas: readonly string[];
  greeting: string;
  /** An email's sign-off, above the business name. */
  signoffs: readonly string[];
};

export type LanguageBank = {
  tones: Record<PostTone, ToneBank>;
  /** The topic sentence when the form's description is empty. */
  topicFallback: string;
  /** A blog title or email subject when the description's first sentence is too long for one. */
  titleFallback: string;
  /** Lead-ins for a point the extra instructions ask to mention: {note} takes a noun phrase or a clause. */
  notes: readonly string[];
  /** German only: a "dass" clause cannot follow a colon, so it gets its own lead-in. */
  clauseNote?: string;
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
      openings: ["Okay, this one's worth a look.", "So, here's what we can't stop talking about.", "Quick one from us today.", "Got a minute? You'll want to hear this."],
      brandLines: ["That's pretty much what {brand} is all about: {about}.", "Quick reminder of who we are at {brand}: {about}."],
      ctas: ["Swing by {brand} and see for yourself.", "Curious? Drop {brand} a message, we'd love to hear from you.", "Come find us at {brand}, we'll save you a spot."],
      greeting: "Hi there,",
      signoffs: ["Cheers,", "Catch you soon,"],
    },
    FRIENDLY: {
      openings: ["Hello, friends! We have something lovely to share with you.", "We're so happy to tell you about this.", "Some good news from our little corner today.", "We've been looking forward to sharing this one with you."],
      brandLines: ["Here at {brand}, this is what we love doing: {about}.", "A little about us at {brand}: {about}."],
      ctas: ["Come and say hello at {brand}, we'd love to meet you.", "Get in touch with {brand} today, we're always happy to help.", "We'd love to see you soon, so pop in to {brand} whenever suits you."],
      greeting: "Hello,",
      signoffs: ["Warm wishes,", "All the best,"],
    },
    PROFESSIONAL: {
      openings: ["We are pleased to share an update with you.", "Here is an update worth your attention.", "We have news we would like to share with our customers.", "A short announcement from our team."],
      brandLines: ["At {brand}, our focus is clear: {about}.", "{brand} in brief: {about}."],
      ctas: ["Contact {brand} today to find out how we can help.", "Get in touch with the {brand} team to learn more.", "Visit {brand} or send us a message, and we will gladly answer your questions."],
      greeting: "Dear customer,",
      signoffs: ["Kind regards,", "Best regards,"],
    },
    ENTHUSIASTIC: {
      openings: ["Big news, everyone!", "We're thrilled to share this with you!", "You're going to love this one!", "Guess what? We have exciting news!"],
      brandLines: ["This is what gets us out of bed every morning at {brand}: {about}!", "We love what we do at {brand}: {about}!"],
      ctas: ["Don't wait: visit {brand} today and see it for yourself!", "Reach out to {brand} now, we can't wait to hear from you!", "Come and celebrate with us at {brand}, it's going to be great!"],
      greeting: "Hello everyone!",
      signoffs: ["See you soon,", "Can't wait to see you,"],
    },
  },
  topicFallback: "A closer look at what we do every day.",
  titleFallback: "News from {brand}",
  notes: ["Don't forget: {note}", "Good to know: {note}", "And one more thing: {note}"],
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
      openings: ["Oye, esto merece la pena.", "Te contamos algo de lo que no paramos de hablar.", "Hoy va una noticia rapidita.", "¿Tienes un minuto? Esto te va a interesar."],
      brandLines: ["Eso es justo lo que hacemos en {brand}: {about}.", "Por si no nos conoces, en {brand} somos esto: {about}."],
      ctas: ["Pásate por {brand} y compruébalo tú mismo.", "¿Te pica la curiosidad? Escríbenos a {brand}, nos encantará leerte.", "Ven a vernos a {brand}, te esperamos."],
      greeting: "¡Hola!",
      signoffs: ["Un abrazo,", "Nos vemos,"],
    },
    FRIENDLY: {
      openings: ["¡Hola, amigos! Tenemos algo muy bonito que contaros.", "Nos hace mucha ilusión contarte esto.", "Hoy traemos buenas noticias desde nuestro rincón.", "Teníamos muchas ganas de compartir esto contigo."],
      brandLines: ["En {brand} esto es lo que más nos gusta hacer: {about}.", "Un poco sobre nosotros en {brand}: {about}."],
      ctas: ["Ven a saludarnos a {brand}, nos encantará conocerte.", "Ponte en contacto con {brand} hoy mismo, siempre estamos encantados de ayudar.", "Te esperamos en {brand} cuando quieras, será un placer verte."],
      greeting: "Hola:",
      signoffs: ["Un saludo cordial,", "Con cariño,"],
    },
    PROFESSIONAL: {
      openings: ["Nos complace compartir con usted una novedad.", "Una novedad que merece su atención.", "Queremos informar a nuestros clientes de lo siguiente.", "Un breve anuncio de nuestro equipo."],
      brandLines: ["En {brand}, nuestro enfoque es claro: {about}.", "{brand} en pocas palabras: {about}."],
      ctas: ["Póngase en contacto con {brand} hoy para saber cómo podemos ayudarle.", "Hable con el equipo de {brand} para obtener más información.", "Visite {brand} o escríbanos, y responderemos con gusto a sus preguntas."],
      greeting: "Estimado cliente:",
      signoffs: ["Atentamente,", "Reciba un cordial saludo,"],
    },
    ENTHUSIASTIC: {
      openings: ["¡Grandes noticias para todos!", "¡Estamos emocionadísimos de contaros esto!", "¡Esto os va a encantar!", "¿Sabéis qué? ¡Tenemos noticias geniales!"],
      brandLines: ["¡Esto es lo que nos hace levantarnos con ganas cada mañana en {brand}: {about}!", "¡Nos encanta lo que hacemos en {brand}: {about}!"],
      ctas: ["¡No esperes más: visita {brand} hoy mismo!", "¡Escribe a {brand} ahora, estamos deseando saber de ti!", "¡Ven a celebrarlo con nosotros en {brand}, va a ser genial!"],
      greeting: "¡Hola a todos!",
      signoffs: ["¡Hasta muy pronto!", "¡Nos vemos pronto!"],
    },
  },
  topicFallback: "Un vistazo de cerca a lo que hacemos cada día.",
  titleFallback: "Novedades de {brand}",
  notes: ["Un recordatorio: {note}", "Importante: {note}", "Y una cosa más: {note}"],
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
      openings: ["Bon, celle-là vaut le coup d'œil.", "Voilà ce dont on n'arrête pas de parler.", "Petite nouvelle du jour.", "T'as une minute ? Ça vaut le détour."],
      brandLines: ["C'est un peu ça, {brand} : {about}.", "Petit rappel de qui on est chez {brand} : {about}."],
      ctas: ["Passe chez {brand} et vois par toi-même.", "Curieux ? Écris à {brand}, on sera ravis d'avoir de tes nouvelles.", "Viens nous voir chez {brand}, on t'attend."],
      greeting: "Salut !",
      signoffs: ["À bientôt,", "À plus,"],
    },
    FRIENDLY: {
      openings: ["Bonjour à tous ! Nous avons une belle nouvelle à partager.", "Nous sommes tellement heureux de vous parler de ceci.", "Une bonne nouvelle de notre petit coin aujourd'hui.", "Nous avions hâte de partager ceci avec vous."],
      brandLines: ["Chez {brand}, voici ce que nous aimons faire : {about}.", "Un petit mot sur nous, chez {brand} : {about}."],
      ctas: ["Venez nous dire bonjour chez {brand}, nous serons ravis de vous rencontrer.", "Contactez {brand} dès aujourd'hui, nous sommes toujours heureux d'aider.", "Nous vous attendons chez {brand} quand vous voulez, au plaisir de vous voir."],
      greeting: "Bonjour,",
      signoffs: ["Bien chaleureusement,", "Avec toute notre amitié,"],
    },
    PROFESSIONAL: {
      openings: ["Nous avons le plaisir de vous annoncer une nouveauté.", "Une nouveauté qui mérite votre attention.", "Nous souhaitons informer notre clientèle de ce qui suit.", "Un bref message de notre équipe."],
      brandLines: ["Chez {brand}, notre priorité est claire : {about}.", "{brand} en bref : {about}."],
      ctas: ["Contactez {brand} dès aujourd'hui pour découvrir comment nous pouvons vous aider.", "Échangez avec l'équipe de {brand} pour en savoir plus.", "Rendez-vous chez {brand} ou écrivez-nous, nous répondrons volontiers à vos questions."],
      greeting: "Madame, Monsieur,",
      signoffs: ["Cordialement,", "Bien à vous,"],
    },
    ENTHUSIASTIC: {
      openings: ["Grande nouvelle, tout le monde !", "Nous sommes ravis de vous annoncer ceci !", "Vous allez adorer !", "Devinez quoi ? Nous avons une super nouvelle !"],
      brandLines: ["Voilà ce qui nous motive chaque matin chez {brand} : {about} !", "Nous adorons ce que nous faisons chez {brand} : {about} !"],
      ctas: ["N'attendez plus : passez chez {brand} dès aujourd'hui !", "Écrivez à {brand} maintenant, nous avons hâte de vous lire !", "Venez fêter ça avec nous chez {brand}, ça va être génial !"],
      greeting: "Bonjour à tous !",
      signoffs: ["À très vite,", "Au plaisir de vous voir,"],
    },
  },
  topicFallback: "Un regard de plus près sur ce que nous faisons chaque jour.",
  titleFallback: "Les nouvelles de {brand}",
  notes: ["À noter : {note}", "Important : {note}", "Et ce n'est pas tout : {note}"],
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
      openings: ["Also, das hier lohnt sich.", "Darüber reden wir gerade ständig.", "Kurz was Neues von uns.", "Hast du kurz Zeit? Das hier solltest du wissen."],
      brandLines: ["Genau darum geht's bei {brand}: {about}.", "Kurz zur Erinnerung, wer wir bei {brand} sind: {about}."],
      ctas: ["Schau bei {brand} vorbei und überzeug dich selbst.", "Neugierig? Schreib {brand} eine Nachricht, wir freuen uns auf dich.", "Komm einfach bei {brand} vorbei, wir halten dir einen Platz frei."],
      greeting: "Hey,",
      signoffs: ["Bis bald,", "Liebe Grüße,"],
    },
    FRIENDLY: {
      openings: ["Hallo zusammen! Wir haben etwas Schönes für euch.", "Wir freuen uns sehr, euch davon zu erzählen.", "Heute gibt es gute Nachrichten aus unserer kleinen Ecke.", "Darauf haben wir uns lange gefreut, und jetzt ist es so weit."],
      brandLines: ["Bei {brand} machen wir das am liebsten: {about}.", "Ein bisschen über uns bei {brand}: {about}."],
      ctas: ["Kommt bei {brand} vorbei und sagt Hallo, wir freuen uns auf euch.", "Meldet euch noch heute bei {brand}, wir helfen gerne weiter.", "Schaut bei {brand} vorbei, wann immer es euch passt, wir freuen uns auf euch."],
      greeting: "Hallo,",
      signoffs: ["Herzliche Grüße,", "Alles Liebe,"],
    },
    PROFESSIONAL: {
      openings: ["Wir freuen uns, Ihnen eine Neuigkeit mitzuteilen.", "Eine Neuigkeit, die Ihre Aufmerksamkeit verdient.", "Wir möchten unsere Kundschaft über Folgendes informieren.", "Eine kurze Mitteilung unseres Teams."],
      brandLines: ["Bei {brand} ist unser Fokus klar: {about}.", "{brand} auf einen Blick: {about}."],
      ctas: ["Kontaktieren Sie {brand} noch heute und erfahren Sie, wie wir Ihnen helfen können.", "Sprechen Sie mit dem Team von {brand}, um mehr zu erfahren.", "Besuchen Sie {brand} oder schreiben Sie uns, wir beantworten Ihre Fragen gerne."],
      greeting: "Sehr geehrte Damen und Herren,",
      signoffs: ["Mit freundlichen Grüßen,", "Freundliche Grüße,"],
    },
    ENTHUSIASTIC: {
      openings: ["Große Neuigkeiten, Leute!", "Wir sind total begeistert und müssen es euch einfach erzählen!", "Das wird euch gefallen!", "Ratet mal, was es Neues gibt!"],
      brandLines: ["Dafür stehen wir bei {brand} jeden Morgen mit Freude auf: {about}!", "Wir lieben, was wir bei {brand} tun: {about}!"],
      ctas: ["Nicht warten: Kommt noch heute zu {brand} und seht selbst!", "Schreibt {brand} jetzt, wir können es kaum erwarten, von euch zu hören!", "Feiert mit uns bei {brand}, das wird großartig!"],
      greeting: "Hallo ihr Lieben!",
      signoffs: ["Bis ganz bald,", "Wir freuen uns auf euch,"],
    },
  },
  topicFallback: "Ein genauer Blick auf das, was wir jeden Tag tun.",
  titleFallback: "Neues von {brand}",
  notes: ["Nicht vergessen: {note}", "Bitte vormerken: {note}", "Unbedingt beachten: {note}"],
  clauseNote: "Nicht vergessen, {note}",
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
      openings: ["Na, ezt érdemes megnézni.", "Erről mostanában nem tudunk eleget beszélni.", "Egy gyors hír tőlünk.", "Van egy perced? Ezt érdemes tudnod."],
      brandLines: ["Nagyjából erről szól {az}: {about}.", "Gyors emlékeztető, kik vagyunk mi, {az} csapata: {about}."],
      ctas: ["Nézz be hozzánk, {az} csapatához, és győződj meg róla magad.", "Kíváncsi lettél? Írj {az} csapatának, örülünk minden üzenetnek.", "Ugorj be hozzánk, {az} csapatához, szívesen látunk."],
      greeting: "Szia!",
      signoffs: ["Üdv,", "Minden jót,"],
    },
    FRIENDLY: {
      openings: ["Sziasztok! Valami szépet szeretnénk megosztani veletek.", "Nagyon örülünk, hogy ezt elmesélhetjük nektek.", "Jó hírünk van ma a mi kis sarkunkból.", "Régóta vártuk, hogy ezt megoszthassuk veletek."],
      brandLines: ["Ezt szeretjük a legjobban csinálni itt, {az} csapatában: {about}.", "Egy kicsit rólunk, {az} csapatáról: {about}."],
      ctas: ["Látogassatok el hozzánk, {az} csapatához, örömmel várunk titeket.", "Keressétek {az} csapatát még ma, mindig szívesen segítünk.", "Várunk titeket szeretettel {az} csapatánál, amikor csak jólesik."],
      greeting: "Sziasztok!",
      signoffs: ["Szeretettel,", "Sok szeretettel,"],
    },
    PROFESSIONAL: {
      openings: ["Örömmel jelentünk be egy újdonságot.", "Egy újdonság, amely megérdemli a figyelmét.", "Szeretnénk tájékoztatni ügyfeleinket a következőkről.", "Rövid közlemény csapatunktól."],
      brandLines: ["{Az} célja világos: {about}.", "{Az} röviden: {about}."],
      ctas: ["Vegye fel a kapcsolatot {az} csapatával még ma, és megmutatjuk, miben segíthetünk.", "Forduljon bizalommal {az} csapatához további információért.", "Keresse fel {az} csapatát, kérdéseire szívesen válaszolunk."],
      greeting: "Tisztelt Ügyfelünk!",
      signoffs: ["Üdvözlettel,", "Tisztelettel,"],
    },
    ENTHUSIASTIC: {
      openings: ["Nagy hír, mindenki!", "Izgatottan osztjuk meg veletek a hírt!", "Ezt imádni fogjátok!", "Tudjátok, mi újság? Szuper hírünk van!"],
      brandLines: ["Ezért kelünk fel minden reggel lelkesen {az} csapatában: {about}!", "Imádjuk, amit {az} csapatában csinálunk: {about}!"],
      ctas: ["Ne várjatok: látogassatok el még ma {az} csapatához!", "Írjatok {az} csapatának most, alig várjuk, hogy halljunk felőletek!", "Ünnepeljetek velünk {az} csapatánál, nagyszerű lesz!"],
      greeting: "Sziasztok!",
      signoffs: ["Hamarosan találkozunk,", "Várunk titeket,"],
    },
  },
  topicFallback: "Közelebbről arról, amit nap mint nap csinálunk.",
  titleFallback: "{Az} hírei",
  notes: ["Ne felejtsük el: {note}", "Érdemes megjegyezni: {note}"],
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
      openings: ["Olha só, isso vale a pena.", "Tem uma coisa de que a gente não para de falar.", "Uma novidade rapidinha pra você.", "Tem um minutinho? Você vai querer saber disso."],
      brandLines: ["{brand} é basicamente isso: {about}.", "Só pra lembrar quem somos na equipe {brand}: {about}."],
      ctas: ["Dá uma passada e confere com seus próprios olhos: a equipe {brand} te espera.", "Ficou curioso? Manda uma mensagem pra equipe {brand}, a gente adora conversar.", "Chega mais e fala com a equipe {brand}, vai ser um prazer."],
      greeting: "Oi!",
      signoffs: ["Abraço,", "Até mais,"],
    },
    FRIENDLY: {
      openings: ["Olá, pessoal! Temos uma novidade muito especial para compartilhar.", "Estamos muito felizes em contar isso para você.", "Hoje trazemos boas notícias do nosso cantinho.", "Estávamos ansiosos para compartilhar isto com você."],
      brandLines: ["O que a equipe {brand} mais gosta de fazer: {about}.", "Um pouquinho sobre a equipe {brand}: {about}."],
      ctas: ["Venha dizer olá para a equipe {brand}, vamos adorar conhecer você.", "Fale com a equipe {brand} hoje mesmo, estamos sempre felizes em ajudar.", "Estamos esperando por você, venha visitar a equipe {brand} quando quiser."],
      greeting: "Olá,",
      signoffs: ["Um abraço carinhoso,", "Com carinho,"],
    },
    PROFESSIONAL: {
      openings: ["Temos o prazer de anunciar uma novidade.", "Uma novidade que merece a sua atenção.", "Gostaríamos de informar nossos clientes sobre o seguinte.", "Um breve comunicado da nossa equipe."],
      brandLines: ["Na equipe {brand}, nosso foco é claro: {about}.", "{brand} em resumo: {about}."],
      ctas: ["Entre em contato com a equipe {brand} hoje e descubra como podemos ajudar.", "Fale com a equipe {brand} para saber mais.", "Visite a equipe {brand} ou envie uma mensagem, teremos prazer em responder às suas perguntas."],
      greeting: "Prezado cliente,",
      signoffs: ["Atenciosamente,", "Cordialmente,"],
    },
    ENTHUSIASTIC: {
      openings: ["Grande novidade, pessoal!", "Estamos empolgados para contar isso!", "Vocês vão amar isso!", "Adivinha só? Temos uma novidade incrível!"],
      brandLines: ["É por isso que a equipe {brand} acorda animada todo dia: {about}!", "Amamos o que fazemos na equipe {brand}: {about}!"],
      ctas: ["Não espere: venha conhecer a equipe {brand} hoje mesmo!", "Mande uma mensagem para a equipe {brand} agora, estamos ansiosos para falar com você!", "Venha comemorar com a equipe {brand}, vai ser demais!"],
      greeting: "Olá, pessoal!",
      signoffs: ["Até já,", "Até logo,"],
    },
  },
  topicFallback: "Um olhar de perto sobre o que fazemos todos os dias.",
  titleFallback: "Novidades da equipe {brand}",
  notes: ["Não esqueça: {note}", "Importante: {note}", "E tem mais: {note}"],
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
      openings: ["Allora, questa merita davvero.", "Ecco la cosa di cui non smettiamo di parlare.", "Una notizia veloce da parte nostra.", "Hai un minuto? Questa ti interessa."],
      brandLines: ["In fondo {brand} è proprio questo: {about}.", "Piccolo promemoria su chi siamo da {brand}: {about}."],
      ctas: ["Passa da {brand} e vedi con i tuoi occhi.", "Curioso? Scrivi a {brand}, ci fa sempre piacere sentirti.", "Vieni a trovarci da {brand}, ti aspettiamo."],
      greeting: "Ciao!",
      signoffs: ["A presto,", "Alla prossima,"],
    },
    FRIENDLY: {
      openings: ["Ciao a tutti! Abbiamo qualcosa di bello da condividere con voi.", "Siamo felicissimi di raccontarvi questo.", "Oggi arrivano buone notizie dal nostro angolo.", "Non vedevamo l'ora di condividere questa novità con voi."],
      brandLines: ["Da {brand} questo è ciò che amiamo fare: {about}.", "Un po' di noi, da {brand}: {about}."],
      ctas: ["Venite a trovarci da {brand}, saremo felici di conoscervi.", "Contattate {brand} oggi stesso, siamo sempre felici di aiutarvi.", "Vi aspettiamo da {brand} quando volete, sarà un piacere vedervi."],
      greeting: "Ciao,",
      signoffs: ["Un caro saluto,", "Con affetto,"],
    },
    PROFESSIONAL: {
      openings: ["Siamo lieti di annunciare una novità.", "Una novità che merita la Sua attenzione.", "Desideriamo informare la nostra clientela di quanto segue.", "Un breve comunicato del nostro team."],
      brandLines: ["Da {brand} il nostro obiettivo è chiaro: {about}.", "{brand} in breve: {about}."],
      ctas: ["Contatti {brand} oggi per scoprire come possiamo aiutarLa.", "Parli con il team di {brand} per saperne di più.", "Visiti {brand} o ci scriva, saremo lieti di rispondere alle Sue domande."],
      greeting: "Gentile cliente,",
      signoffs: ["Cordiali saluti,", "Distinti saluti,"],
    },
    ENTHUSIASTIC: {
      openings: ["Grandi notizie, gente!", "Non vediamo l'ora di condividerlo con voi!", "Questa vi piacerà tantissimo!", "Indovinate un po'? Abbiamo una notizia fantastica!"],
      brandLines: ["È questo che ci fa alzare ogni mattina con entusiasmo da {brand}: {about}!", "Amiamo quello che facciamo da {brand}: {about}!"],
      ctas: ["Non aspettate: venite da {brand} oggi stesso!", "Scrivete a {brand} adesso, non vediamo l'ora di sentirvi!", "Venite a festeggiare con noi da {brand}, sarà fantastico!"],
      greeting: "Ciao a tutti!",
      signoffs: ["A prestissimo,", "Vi aspettiamo,"],
    },
  },
  topicFallback: "Uno sguardo da vicino a ciò che facciamo ogni giorno.",
  titleFallback: "Novità da {brand}",
  notes: ["Da non dimenticare: {note}", "Importante: {note}", "E non è tutto: {note}"],
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
