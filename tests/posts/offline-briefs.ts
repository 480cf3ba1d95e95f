// 56 briefs for the offline writer. 42 of them, six in each reply language: every length, tone and post type,
// brand emphasis from 10 to 100, descriptions that open with filler words ("Until", "Hoy", "Ab heute") and extra
// instructions that carry an offer, a date or a call to action; then 14 whose brand profiles are written every
// way owners write them (PROFILE_BRIEFS). `shown` lists what the instructions must put in the post, `hidden`
// what must stay out (instructions about the writing itself).
import type { BrandBrief, PostBrief } from "@/lib/writing/post-brief";
import type { ReplyLanguage } from "@/lib/writing/vocabulary";

export type BriefCase = { brief: PostBrief; shown: string[]; hidden: string[] };

type Case = Partial<Omit<PostBrief, "brand" | "description" | "extraInstructions">> &
  Pick<PostBrief, "description" | "extraInstructions" | "postLength" | "postTone" | "weight"> & { shown: string[]; hidden?: string[] };

function cases(replyLanguage: ReplyLanguage, brands: [BrandBrief, BrandBrief], rows: Case[]): BriefCase[] {
  return rows.map(({ shown, hidden = [], ...row }, i) => ({
    brief: { brand: brands[Math.floor(i / 3)]!, postType: "SOCIAL_MEDIA_AD", replyLanguage, generateHashtags: true, platform: "FACEBOOK", links: [], ...row },
    shown,
    hidden,
  }));
}

const ENGLISH = cases(
  "ENGLISH",
  [
    {
      name: "Hilltop Bikes",
      industry: "retail",
      description:
        "We repair, service and sell bicycles from a small workshop at the top of Mill Hill in Sheffield. Every bike leaves with a free safety check.",
      targetAudience: "Commuters and weekend riders in Sheffield",
      painPoints: "Long waits for repairs and confusing prices",
    },
    {
      name: "Brightside Dental",
      industry: "health",
      description:
        "Brightside Dental is a family dental practice in Bristol that has been caring for nervous patients since 2009. We explain every step before we start.",
      targetAudience: "Families and anyone who feels anxious about the dentist",
      painPoints: "Fear of pain and long waiting lists",
    },
  ],
  [
    {
      postLength: "SHORT",
      postTone: "CASUAL",
      weight: 30,
      description: "Until Saturday we are tuning up any bike for half the usual price while you wait. Just bring it in before noon.",
      extraInstructions: "Mention the 15% discount on helmets. End with: Book your slot online today!",
      shown: ["the 15% discount on helmets", "Book your slot online today!"],
    },
    {
      postLength: "MEDIUM",
      postTone: "ENTHUSIASTIC",
      weight: 70,
      description:
        "Today we are launching our electric bike rental for visitors who want to explore the Peak District without worrying about the hills. Each rental includes a helmet, a lock and a route map.",
      extraInstructions: "Offer valid until 31 March. Mention that children under 12 ride for free.",
      shown: ["Offer valid until 31 March.", "children under 12 ride for free"],
    },
    {
      postLength: "LONG",
      postTone: "FRIENDLY",
      weight: 90,
      postType: "BLOG",
      description:
        "Winter riding tips from our mechanics. Cold weather is hard on chains and brakes, so a little care every week keeps your bike running smoothly. We also share which tyres grip best on wet roads.",
      extraInstructions: "Keep it upbeat and don't use emojis. Mention our free winter check on 14 December.",
      shown: ["our free winter check on 14 December"],
      hidden: ["upbeat", "emojis"],
    },
    {
      postLength: "SHORT",
      postTone: "PROFESSIONAL",
      weight: 10,
      description: "This month we are welcoming new patients for check-ups on Saturday mornings.",
      extraInstructions: "Say that the first consultation costs £25. End with 'Call us on 0117 496 0000 to book.'",
      shown: ["the first consultation costs £25", "Call us on 0117 496 0000 to book."],
    },
    {
      postLength: "MEDIUM",
      postTone: "FRIENDLY",
      weight: 50,
      postType: "EMAIL",
      generateHashtags: false,
      links: ["https://brightside.example/book"],
      description:
        "Our new hygienist, Priya, joins the team next week and has evening appointments on Tuesdays and Thursdays. She loves helping nervous patients feel at ease.",
      extraInstructions: "Include the 20% discount on whitening until the end of June. Finish with: Reply to this email to book your visit.",
      shown: ["20% discount on whitening until the end of June", "Reply to this email to book your visit."],
    },
    {
      postLength: "LONG",
      postTone: "CASUAL",
      weight: 100,
      description:
        "Every Wednesday afternoon we now run a relaxed open surgery for children, with short visits, stickers and no drills. Parents can sit in for the whole visit.",
      extraInstructions: "Promote our free toothbrush for every child. Use a friendly tone.",
      shown: ["our free toothbrush for every child"],
      hidden: ["friendly tone"],
    },
  ],
);

const SPANISH = cases(
  "SPANISH",
  [
    {
      name: "Panadería La Espiga",
      industry: "food_drink",
      description:
        "Horneamos pan de masa madre y bollería artesanal cada mañana en nuestro obrador del barrio de Gracia, en Barcelona. Usamos harinas ecológicas de molinos cercanos.",
      targetAudience: "Vecinos del barrio y familias que buscan pan de verdad",
      painPoints: "El pan industrial que se pone duro en unas horas",
    },
    {
      name: "Academia Lumen",
      industry: "education",
      description:
        "Academia Lumen prepara a estudiantes de secundaria y bachillerato en matemáticas, física y química con grupos pequeños en Valencia. Cada alumno tiene un plan de estudio personal.",
      targetAudience: "Estudiantes de secundaria y sus familias",
      painPoints: "Suspensos, estrés antes de los exámenes y clases demasiado grandes",
    },
  ],
  [
    {
      postLength: "SHORT",
      postTone: "FRIENDLY",
      weight: 20,
      description: "Hasta el domingo tenemos roscón de Reyes recién hecho, relleno de nata o de trufa.",
      extraInstructions: "Menciona el 10% de descuento en pedidos anticipados. Termina con: ¡Reserva el tuyo hoy!",
      shown: ["10% de descuento en pedidos anticipados", "¡Reserva el tuyo hoy!"],
    },
    {
      postLength: "MEDIUM",
      postTone: "CASUAL",
      weight: 60,
      description:
        "Este sábado abrimos un segundo horno y por fin tendremos pan caliente también por la tarde. Habrá degustación gratis de nuestras nuevas chapatas de aceitunas.",
      extraInstructions: "Di que abrimos a las siete de la mañana. Oferta válida hasta el 15 de marzo.",
      shown: ["abrimos a las siete de la mañana", "Oferta válida hasta el 15 de marzo."],
    },
    {
      postLength: "LONG",
      postTone: "ENTHUSIASTIC",
      weight: 90,
      postType: "BLOG",
      description:
        "Así nace nuestra masa madre. Cada noche alimentamos la masa con harina ecológica y agua, y la dejamos reposar durante doce horas antes de hornear. El resultado es un pan con corteza crujiente y miga muy aromática.",
      extraInstructions: "No uses emojis. Recuerda que los talleres de pan empiezan el 3 de febrero.",
      shown: ["los talleres de pan empiezan el 3 de febrero"],
      hidden: ["emojis"],
    },
    {
      postLength: "SHORT",
      postTone: "ENTHUSIASTIC",
      weight: 40,
      description: "Hoy abrimos la matrícula para el curso intensivo de verano de matemáticas y física.",
      extraInstructions: "Incluye la primera clase de prueba gratis. Termina con: ¡Escríbenos por WhatsApp!",
      shown: ["la primera clase de prueba gratis", "¡Escríbenos por WhatsApp!"],
    },
    {
      postLength: "MEDIUM",
      postTone: "PROFESSIONAL",
      weight: 50,
      postType: "EMAIL",
      generateHashtags: false,
      links: ["https://lumen.example/selectividad"],
      description:
        "Les presentamos nuestro nuevo grupo de preparación para la selectividad, con sesiones los martes y jueves por la tarde. Las plazas son limitadas a ocho alumnos por grupo.",
      extraInstructions: "Destaca el descuento del 15% para hermanos. Cierre con: Responda a este correo para reservar una entrevista.",
      shown: ["el descuento del 15% para hermanos", "Responda a este correo para reservar una entrevista."],
    },
    {
      postLength: "LONG",
      postTone: "FRIENDLY",
      weight: 70,
      description:
        "Durante todo el mes de octubre ofrecemos tutorías individuales de química para preparar los primeros exámenes del curso. Cada sesión dura una hora y se adapta al ritmo de cada estudiante.",
      extraInstructions: "Menciona que la inscripción cierra el 30 de septiembre.",
      shown: ["la inscripción cierra el 30 de septiembre"],
    },
  ],
);

const FRENCH = cases(
  "FRENCH",
  [
    {
      name: "Fromagerie Lucien",
      industry: "retail",
      description:
        "Nous affinons des fromages fermiers dans notre cave voûtée du Vieux-Lyon depuis trois générations. Chaque meule est choisie chez de petits producteurs de la région.",
      targetAudience: "Les gourmands du quartier et les restaurants lyonnais",
      painPoints: "Les fromages industriels sans goût et sans histoire",
    },
    {
      name: "Cabinet Verdier",
      industry: "professional_services",
      description:
        "Le Cabinet Verdier accompagne les artisans et les petites entreprises de Nantes dans leur comptabilité, leurs déclarations et leur gestion au quotidien. Nous répondons à chaque question sous vingt-quatre heures.",
      targetAudience: "Artisans, commerçants et indépendants",
      painPoints: "La paperasse, les échéances fiscales oubliées et les frais cachés",
    },
  ],
  [
    {
      postLength: "SHORT",
      postTone: "CASUAL",
      weight: 30,
      description: "Jusqu'à dimanche, notre comté affiné vingt-quatre mois est à l'honneur sur le comptoir.",
      extraInstructions: "Mentionne la dégustation gratuite samedi après-midi. Termine par : Passe nous voir ce week-end !",
      shown: ["la dégustation gratuite samedi après-midi", "Passe nous voir ce week-end !"],
    },
    {
      postLength: "MEDIUM",
      postTone: "ENTHUSIASTIC",
      weight: 70,
      description:
        "Cette semaine, nous lançons nos plateaux de fromages à partager pour les fêtes de fin d'année. Chaque plateau est composé à la main avec cinq fromages de saison.",
      extraInstructions: "Précisez que les commandes sont ouvertes jusqu'au 20 décembre. Livraison offerte dès 50 euros.",
      shown: ["les commandes sont ouvertes jusqu'au 20 décembre", "Livraison offerte dès 50 euros."],
    },
    {
      postLength: "LONG",
      postTone: "FRIENDLY",
      weight: 100,
      postType: "EMAIL",
      generateHashtags: false,
      links: ["https://fromagerie-lucien.example/soiree"],
      description:
        "Nous ouvrons notre cave pour une soirée d'affinage le jeudi 7 novembre. Vous découvrirez comment nous retournons et brossons chaque meule. La soirée se termine par une dégustation accompagnée de vins du Beaujolais.",
      extraInstructions: "Indiquez que le nombre de places est limité à vingt personnes. Terminez par : Réservez votre place en répondant à ce message.",
      shown: ["le nombre de places est limité à vingt personnes", "Réservez votre place en répondant à ce message."],
    },
    {
      postLength: "SHORT",
      postTone: "PROFESSIONAL",
      weight: 10,
      description: "Votre déclaration de TVA trimestrielle approche et nous pouvons nous en charger pour vous.",
      extraInstructions: "Mentionnez le premier rendez-vous offert. Concluez par : Contactez-nous avant le 15 avril.",
      shown: ["le premier rendez-vous offert", "Contactez-nous avant le 15 avril."],
    },
    {
      postLength: "MEDIUM",
      postTone: "FRIENDLY",
      weight: 50,
      postType: "BLOG",
      description:
        "Trois erreurs à éviter avec vos notes de frais. Beaucoup d'artisans perdent de l'argent en oubliant de garder leurs justificatifs. Un classement simple, chaque mois, suffit souvent à tout changer.",
      extraInstructions: "Ajoutez que notre guide gratuit est disponible sur demande. Utilisez le vouvoiement.",
      shown: ["notre guide gratuit est disponible sur demande"],
      hidden: ["vouvoiement"],
    },
    {
      postLength: "LONG",
      postTone: "CASUAL",
      weight: 80,
      description:
        "Aujourd'hui on lance une permanence gratuite chaque mardi matin pour les créateurs d'entreprise. On t'aide à choisir ton statut et à préparer ton premier budget.",
      extraInstructions: "Rappelle que l'inscription se fait en ligne. Termine par : On t'attend mardi !",
      shown: ["l'inscription se fait en ligne", "On t'attend mardi !"],
    },
  ],
);

const GERMAN = cases(
  "GERMAN",
  [
    {
      name: "Café Lindenblatt",
      industry: "hospitality",
      description:
        "Das Café Lindenblatt ist ein kleines Familiencafé in der Leipziger Südvorstadt mit hausgemachten Kuchen und fair gehandeltem Kaffee. Alles wird jeden Morgen frisch gebacken.",
      targetAudience: "Nachbarn, Studierende und Familien aus dem Viertel",
      painPoints: "Austauschbare Kaffeeketten ohne Charme",
    },
    {
      name: "Pixelwerk IT-Service",
      industry: "technology",
      description:
        "Pixelwerk betreut kleine Büros und Praxen in Hannover bei Netzwerk, Datensicherung und Computerproblemen aller Art. Wir kommen vorbei, wenn etwas nicht funktioniert.",
      targetAudience: "Arztpraxen, Kanzleien und kleine Büros",
      painPoints: "Datenverlust, langsame Rechner und unklare IT-Kosten",
    },
  ],
  [
    {
      postLength: "SHORT",
      postTone: "FRIENDLY",
      weight: 20,
      description: "Ab heute gibt es bei uns wieder den beliebten Zwetschgenkuchen mit Streuseln.",
      extraInstructions: "Erwähne den Rabattcode HERBST20, gültig bis 30. November. Zum Schluss: Kommt vorbei und probiert!",
      shown: ["den Rabattcode HERBST20, gültig bis 30. November", "Kommt vorbei und probiert!"],
    },
    {
      postLength: "MEDIUM",
      postTone: "CASUAL",
      weight: 50,
      description: "Diesen Samstag feiern wir fünf Jahre Lindenblatt mit Livemusik im Hof. Für jedes Stück Kuchen gibt es einen Kaffee gratis dazu.",
      extraInstructions: "Erwähne, dass wir an diesem Tag bis 22 Uhr geöffnet haben.",
      shown: ["dass wir an diesem Tag bis 22 Uhr geöffnet haben"],
    },
    {
      postLength: "LONG",
      postTone: "ENTHUSIASTIC",
      weight: 100,
      postType: "BLOG",
      description:
        "Unser neuer Frühstücksbrunch am Sonntag. Von zehn bis vierzehn Uhr gibt es Brötchen, Rührei, frisches Obst und natürlich unsere Kuchen. Kinder unter sechs Jahren essen kostenlos mit.",
      extraInstructions: "Verwende keine Emojis. Erwähne die Reservierung per Telefon unter 0341 123456.",
      shown: ["die Reservierung per Telefon unter 0341 123456"],
      hidden: ["Emojis"],
    },
    {
      postLength: "SHORT",
      postTone: "PROFESSIONAL",
      weight: 30,
      description: "Ab sofort bieten wir eine monatliche Datensicherung mit Prüfbericht für kleine Praxen an.",
      extraInstructions: "Nennen Sie den Festpreis von 49 Euro pro Monat. Schließen Sie mit: Rufen Sie uns noch heute an.",
      shown: ["den Festpreis von 49 Euro pro Monat", "Rufen Sie uns noch heute an."],
    },
    {
      postLength: "MEDIUM",
      postTone: "FRIENDLY",
      weight: 60,
      postType: "EMAIL",
      generateHashtags: false,
      links: ["https://pixelwerk.example/umstieg"],
      description: "Windows 10 bekommt bald keine Sicherheitsupdates mehr. Wir helfen euch beim Umstieg auf Windows 11, ohne dass Daten verloren gehen.",
      extraInstructions: "Weise darauf hin, dass der kostenlose Check bis 31. Oktober gilt. Am Ende: Antwortet einfach auf diese Mail.",
      shown: ["dass der kostenlose Check bis 31. Oktober gilt", "Antwortet einfach auf diese Mail."],
    },
    {
      postLength: "LONG",
      postTone: "CASUAL",
      weight: 80,
      description:
        "Dein Rechner ist seit Wochen langsam und du weißt nicht warum? Diesen Monat schauen wir uns jeden Laptop für nur 29 Euro an und sagen dir ehrlich, ob sich eine Reparatur lohnt.",
      extraInstructions: "Erwähne die Abholung direkt im Büro. Schreib locker und duze die Leser.",
      shown: ["die Abholung direkt im Büro"],
      hidden: ["duze"],
    },
  ],
);

const HUNGARIAN = cases(
  "HUNGARIAN",
  [
    {
      name: "Alma Kávézó",
      industry: "hospitality",
      description:
        "Az Alma Kávézó egy barátságos kis kávézó Szeged belvárosában, ahol minden süteményt helyben sütünk. Kávénkat egy szegedi pörkölőtől vásároljuk.",
      targetAudience: "Egyetemisták, családok és a környéken dolgozók",
      painPoints: "A személytelen láncok és a felmelegített sütemények",
    },
    {
      name: "Pék Műhely",
      industry: "food_drink",
      description: "A Pék Műhely kovászos kenyereket és kalácsokat süt kézzel, adalékanyagok nélkül Debrecenben. Minden reggel hatkor nyitunk.",
      targetAudience: "Debreceni családok és mindenki, aki szereti a jó kenyeret",
      painPoints: "Az egy nap alatt kiszáradó bolti kenyér",
    },
  ],
  [
    {
      postLength: "SHORT",
      postTone: "CASUAL",
      weight: 20,
      description: "Vasárnapig minden reggel friss almás pitével és fahéjas kaláccsal várunk.",
      extraInstructions: "Említsd meg a 20%-os diákkedvezményt. Zárd azzal: Ugorj be még ma!",
      shown: ["a 20%-os diákkedvezményt", "Ugorj be még ma!"],
    },
    {
      postLength: "MEDIUM",
      postTone: "FRIENDLY",
      weight: 50,
      description: "Ezen a héten új, szezonális sütőtökös latte került az itallapunkra. Mellé ajánljuk a házi készítésű répatortát.",
      extraInstructions: "Írd bele, hogy az ajánlat október 31-ig érvényes.",
      shown: ["az ajánlat október 31-ig érvényes"],
    },
    {
      postLength: "LONG",
      postTone: "PROFESSIONAL",
      weight: 90,
      postType: "EMAIL",
      generateHashtags: false,
      links: ["https://almakavezo.example/kostolo"],
      description:
        "Novemberben kávékóstolót tartunk, ahol bemutatjuk három új pörkölésünket. A kóstolón a szegedi pörkölő mestere is jelen lesz. Az esemény ingyenes, de regisztrációhoz kötött.",
      extraInstructions: "Említse meg, hogy a helyek száma 25 főre korlátozott. Zárja azzal: Jelentkezzen válaszlevélben.",
      shown: ["a helyek száma 25 főre korlátozott", "Jelentkezzen válaszlevélben."],
    },
    {
      postLength: "SHORT",
      postTone: "ENTHUSIASTIC",
      weight: 40,
      description: "Mától kapható a tönkölylisztből készült, magvas kovászos kenyerünk!",
      extraInstructions: "Említsd meg, hogy péntekenként 10% kedvezményt adunk. A végén: Gyertek, amíg van!",
      shown: ["péntekenként 10% kedvezményt adunk", "Gyertek, amíg van!"],
    },
    {
      postLength: "MEDIUM",
      postTone: "PROFESSIONAL",
      weight: 70,
      postType: "BLOG",
      description:
        "Miért jobb a kovászos kenyér? A kovász lassan érleli a tésztát, így a kenyér tovább friss marad és könnyebben emészthető. Nálunk minden kenyér legalább tizenhat órán át érik.",
      extraInstructions: "Hangsúlyozza, hogy nem használunk adalékanyagot.",
      shown: ["nem használunk adalékanyagot"],
    },
    {
      postLength: "LONG",
      postTone: "FRIENDLY",
      weight: 100,
      description:
        "Karácsonyra idén is sütünk diós és mákos bejglit, hagyományos családi recept alapján. A bejglit előre kell rendelni, mert minden darabot kézzel tekerünk.",
      extraInstructions: "Írd meg, hogy a rendeléseket december 20-ig vesszük fel. Zárd azzal: Rendeljetek időben!",
      shown: ["a rendeléseket december 20-ig vesszük fel", "Rendeljetek időben!"],
    },
  ],
);

const PORTUGUESE = cases(
  "PORTUGUESE",
  [
    {
      name: "Clínica Sorriso",
      industry: "health",
      description:
        "A Clínica Sorriso é uma clínica odontológica em Curitiba que atende famílias com calma, cuidado e horários flexíveis. Explicamos cada tratamento antes de começar.",
      targetAudience: "Famílias e pessoas com medo de dentista",
      painPoints: "Medo de dor, filas longas e preços pouco claros",
    },
    {
      name: "Oficina Digital",
      industry: "technology",
      description:
        "A Oficina Digital cria sites e lojas virtuais para pequenos negócios do Porto, do primeiro rascunho até à publicação. Cuidamos também da manutenção mensal.",
      targetAudience: "Pequenos comerciantes e prestadores de serviços",
      painPoints: "Sites lentos, caros e difíceis de atualizar",
    },
  ],
  [
    {
      postLength: "SHORT",
      postTone: "FRIENDLY",
      weight: 30,
      description: "Até sexta-feira estamos oferecendo avaliação odontológica completa para crianças.",
      extraInstructions: "Mencione o desconto de 15% na limpeza. Termine com: Agende pelo WhatsApp hoje mesmo!",
      shown: ["o desconto de 15% na limpeza", "Agende pelo WhatsApp hoje mesmo!"],
    },
    {
      postLength: "MEDIUM",
      postTone: "PROFESSIONAL",
      weight: 50,
      postType: "EMAIL",
      generateHashtags: false,
      links: ["https://sorriso.example/agenda"],
      description: "A partir de março, a clínica passa a atender também aos sábados pela manhã. A nova equipe de ortodontia já está disponível para consultas.",
      extraInstructions: "Inclua o novo telefone (41) 3333-0000. Encerre com: Responda a este e-mail para marcar sua consulta.",
      shown: ["o novo telefone (41) 3333-0000", "Responda a este e-mail para marcar sua consulta."],
    },
    {
      postLength: "LONG",
      postTone: "ENTHUSIASTIC",
      weight: 90,
      description:
        "Hoje começa a nossa campanha de clareamento dental com tecnologia a laser e acompanhamento de perto. Cada paciente recebe um plano feito sob medida e um kit de cuidados para casa.",
      extraInstructions: "Diga que a campanha vai até 30 de novembro. Não use emojis.",
      shown: ["a campanha vai até 30 de novembro"],
      hidden: ["emojis"],
    },
    {
      postLength: "SHORT",
      postTone: "CASUAL",
      weight: 10,
      description: "Esta semana lançamos um pacote de site simples para cafés e restaurantes do Porto.",
      extraInstructions: "Fale sobre o domínio grátis no primeiro ano. Termine com: Chama a gente no direct!",
      shown: ["o domínio grátis no primeiro ano", "Chama a gente no direct!"],
    },
    {
      postLength: "MEDIUM",
      postTone: "FRIENDLY",
      weight: 70,
      postType: "BLOG",
      description:
        "Cinco dicas para deixar o seu site mais rápido. Imagens pesadas e plugins demais são as causas mais comuns de lentidão. Pequenos ajustes já fazem uma grande diferença para os seus clientes.",
      extraInstructions: "Lembre que a análise de velocidade é gratuita até o fim do mês.",
      shown: ["a análise de velocidade é gratuita até o fim do mês"],
    },
    {
      postLength: "LONG",
      postTone: "PROFESSIONAL",
      weight: 100,
      description:
        "Apresentamos o nosso novo plano de manutenção mensal para lojas virtuais. Inclui cópias de segurança diárias, atualizações de segurança e um relatório de desempenho todos os meses.",
      extraInstructions: "Destaque o preço fixo de 39 euros por mês. Feche com: Peça já a sua proposta sem compromisso.",
      shown: ["o preço fixo de 39 euros por mês", "Peça já a sua proposta sem compromisso."],
    },
  ],
);

const ITALIAN = cases(
  "ITALIAN",
  [
    {
      name: "Trattoria da Gino",
      industry: "food_drink",
      description:
        "La Trattoria da Gino è un locale di famiglia nel cuore di Bologna dove prepariamo la pasta fresca a mano ogni mattina. Le ricette sono quelle della nonna.",
      targetAudience: "Famiglie, turisti e chi lavora in centro",
      painPoints: "I ristoranti turistici con piatti surgelati e prezzi alti",
    },
    {
      name: "Libreria Il Faro",
      industry: "education",
      description:
        "La Libreria Il Faro è una libreria indipendente di Genova specializzata in libri per ragazzi e testi scolastici. Organizziamo laboratori di lettura ogni settimana.",
      targetAudience: "Genitori, insegnanti e giovani lettori",
      painPoints: "Trovare i libri giusti per ogni età e i testi scolastici in tempo",
    },
  ],
  [
    {
      postLength: "SHORT",
      postTone: "ENTHUSIASTIC",
      weight: 20,
      description: "Da oggi fino a domenica torna il nostro ragù alla bolognese cotto lentamente per sei ore.",
      extraInstructions: "Menziona il 10% di sconto per chi prenota online. Concludi con: Prenota il tuo tavolo adesso!",
      shown: ["il 10% di sconto per chi prenota online", "Prenota il tuo tavolo adesso!"],
    },
    {
      postLength: "MEDIUM",
      postTone: "CASUAL",
      weight: 60,
      description: "Questo venerdì sera facciamo una serata di tortellini in brodo con musica dal vivo. I posti sono pochi e vanno via in fretta.",
      extraInstructions: "Ricorda che il menù completo costa 25 euro a persona.",
      shown: ["il menù completo costa 25 euro a persona"],
    },
    {
      postLength: "LONG",
      postTone: "FRIENDLY",
      weight: 100,
      postType: "EMAIL",
      generateHashtags: false,
      links: ["https://dagino.example/autunno"],
      description:
        "Il nostro nuovo menù d'autunno è arrivato, con funghi porcini, zucca e castagne. Ogni piatto è pensato per stare bene insieme a un bicchiere di vino dei colli bolognesi.",
      extraInstructions: "Aggiungi che il menù è disponibile solo a cena. Termina con: Rispondi a questa email per prenotare.",
      shown: ["il menù è disponibile solo a cena", "Rispondi a questa email per prenotare."],
    },
    {
      postLength: "SHORT",
      postTone: "PROFESSIONAL",
      weight: 40,
      description: "Sono aperte le prenotazioni dei libri scolastici per il nuovo anno, con consegna in negozio.",
      extraInstructions: "Indica lo sconto del 15% sui testi adottati. Chiudi con: Prenoti entro il 31 luglio.",
      shown: ["lo sconto del 15% sui testi adottati", "Prenoti entro il 31 luglio."],
    },
    {
      postLength: "MEDIUM",
      postTone: "ENTHUSIASTIC",
      weight: 50,
      postType: "BLOG",
      description:
        "Tre libri per l'estate dei ragazzi. Abbiamo scelto storie di avventura, amicizia e mare per lettori dagli otto ai dodici anni. Ogni libro è stato letto e consigliato dal nostro staff.",
      extraInstructions: "Menziona il laboratorio di lettura di sabato 12 luglio. Usa un tono allegro.",
      shown: ["il laboratorio di lettura di sabato 12 luglio"],
      hidden: ["tono allegro"],
    },
    {
      postLength: "LONG",
      postTone: "CASUAL",
      weight: 80,
      description:
        "Questo mese ospitiamo ogni giovedì pomeriggio un club del libro per adolescenti, con merenda e tante chiacchiere. Si parte con un romanzo giallo ambientato proprio a Genova.",
      extraInstructions: "Dì che la partecipazione è gratuita ma serve iscriversi. Concludi con: Ti aspettiamo in libreria!",
      shown: ["la partecipazione è gratuita ma serve iscriversi", "Ti aspettiamo in libreria!"],
    },
  ],
);

export const OFFLINE_BRIEFS: BriefCase[] = [...ENGLISH, ...SPANISH, ...FRENCH, ...GERMAN, ...HUNGARIAN, ...PORTUGUESE, ...ITALIAN];

function profileCases(replyLanguage: ReplyLanguage, rows: (Case & { brand: BrandBrief })[]): BriefCase[] {
  return rows.map(({ shown, hidden = [], ...row }) => ({
    brief: { postType: "SOCIAL_MEDIA_AD", replyLanguage, generateHashtags: true, platform: "FACEBOOK", links: [], ...row },
    shown,
    hidden,
  }));
}

/**
 * 14 more briefs, two in each reply language, whose brand profiles are written the ways owners write them: in
 * shorthand (lists, an item a line, no full stops, abbreviations), short, or in long sentences. Brand emphasis is
 * high, so the profile is woven into the post; other industries, every tone and length, with and without
 * hashtags. The first is issue 30's: a profile pasted with its labels ("Who it's for: Neighbours, office
 * workers…") and hashtags made of function words (#Three #Check #Fresh).
 */
export const PROFILE_BRIEFS: BriefCase[] = [
  ...profileCases("ENGLISH", [
    {
      brand: {
        name: "Corner Crust",
        industry: "food_drink",
        description: "Bakery & café. Sourdough, buns, coffee. Open 7-3 Tue-Sat",
        targetAudience: "Neighbours, office workers, students",
        painPoints: "no time for breakfast, bland supermarket bread",
      },
      postLength: "SHORT",
      postTone: "CASUAL",
      weight: 80,
      description: "Three fresh buns. Check them out!",
      extraInstructions: "",
      shown: [],
    },
    {
      brand: {
        name: "Harbour Physio",
        industry: "health",
        description:
          "Harbour Physio is an independent physiotherapy clinic on the seafront in Southsea, run by two chartered physiotherapists who have treated runners, sailors and office workers for over fifteen years. We take time to find the cause of the pain rather than just treating the symptoms.",
        targetAudience:
          "Runners training for their first race, office workers with back or neck pain, older adults who want to stay active, and anyone recovering from an injury or an operation in the Portsmouth area",
        painPoints: "Waiting weeks for an appointment, rushed ten-minute sessions, and exercises that nobody explains properly",
      },
      postLength: "LONG",
      postTone: "PROFESSIONAL",
      weight: 100,
      description:
        "Our new evening clinic opens on Thursday for runners preparing for the Great South Run. Each session includes a gait analysis and a tailored plan for the weeks before the race.",
      extraInstructions: "Mention that appointments can be booked online.",
      shown: ["appointments can be booked online"],
    },
  ]),
  ...profileCases("SPANISH", [
    {
      brand: {
        name: "Frutería Marisol",
        industry: "retail",
        description: "fruta y verdura de temporada\nreparto a domicilio en Chamberí",
        targetAudience: "vecinos\nrestaurantes del barrio",
        painPoints: "fruta sin sabor, colas en el súper",
      },
      postLength: "MEDIUM",
      postTone: "CASUAL",
      weight: 80,
      description: "Ya tenemos las primeras cerezas del Jerte. Pide tu caja de dos kilos y te la llevamos a casa.",
      extraInstructions: "",
      shown: [],
    },
    {
      brand: {
        name: "Gimnasio Atlas",
        industry: "fitness",
        description:
          "Gimnasio Atlas es un centro de entrenamiento funcional en Sevilla con clases reducidas y entrenadores titulados. Cada socio empieza con una valoración física y un plan adaptado a sus objetivos.",
        targetAudience: "Personas que nunca han pisado un gimnasio, madres y padres con poco tiempo, y mayores de sesenta que quieren ganar fuerza",
        painPoints: "Gimnasios masificados donde nadie te corrige la técnica y cuotas con permanencia",
      },
      postLength: "LONG",
      postTone: "ENTHUSIASTIC",
      weight: 90,
      generateHashtags: false,
      description:
        "El lunes estrenamos las clases de movilidad para mayores de sesenta, a las diez de la mañana. La primera semana es gratis para todos los socios nuevos.",
      extraInstructions: "Termina con: ¡Reserva tu plaza en recepción!",
      shown: ["¡Reserva tu plaza en recepción!"],
    },
  ]),
  ...profileCases("FRENCH", [
    {
      brand: {
        name: "Atelier Vélo Bastille",
        industry: "retail",
        description: "réparation vélos, toutes marques\nvente d'occasion révisée",
        targetAudience: "étudiants, cyclistes du quotidien",
        painPoints: "crevaisons, freins qui grincent",
      },
      postLength: "SHORT",
      postTone: "FRIENDLY",
      weight: 70,
      description: "Ce samedi, révision complète de votre vélo en une heure, sans rendez-vous.",
      extraInstructions: "",
      shown: [],
    },
    {
      brand: {
        name: "Institut Camélia",
        industry: "beauty_wellness",
        description:
          "L'Institut Camélia est un institut de beauté à Bordeaux, spécialisé dans les soins du visage aux produits naturels et les massages relaxants. Chaque soin commence par un diagnostic de peau.",
        targetAudience: "Les femmes et les hommes qui veulent prendre soin d'eux sans produits agressifs, et les futures mariées",
        painPoints: "Les soins expédiés en vingt minutes et les produits chimiques qui irritent la peau",
      },
      postLength: "MEDIUM",
      postTone: "PROFESSIONAL",
      weight: 100,
      description: "Nous lançons un soin du visage à l'argile rose pour les peaux sensibles. Le soin dure une heure et se termine par un massage des mains.",
      extraInstructions: "Précisez que le soin coûte 65 euros.",
      shown: ["le soin coûte 65 euros"],
    },
  ]),
  ...profileCases("GERMAN", [
    {
      brand: {
        name: "Salon Kamm & Schere",
        industry: "beauty_wellness",
        description: "Friseursalon in Freiburg-Wiehre. Schnitt, Farbe, Bart",
        targetAudience: "Berufstätige, Familien, Senioren",
        painPoints: "lange Wartezeiten\nkeine Termine am Abend",
      },
      postLength: "SHORT",
      postTone: "CASUAL",
      weight: 80,
      description: "Ab nächster Woche haben wir donnerstags bis 21 Uhr geöffnet.",
      extraInstructions: "",
      shown: [],
    },
    {
      brand: {
        name: "Kraftwerk Studio",
        industry: "fitness",
        description:
          "Das Kraftwerk Studio ist ein kleines Fitnessstudio in Dortmund mit persönlicher Betreuung statt anonymer Gerätehalle. Unsere Trainerinnen und Trainer kennen jedes Mitglied beim Namen und passen die Pläne alle sechs Wochen an.",
        targetAudience: "Die Menschen aus dem Kreuzviertel, die fitter werden wollen, aber sich in großen Ketten verloren fühlen",
        painPoints: "Überfüllte Studios, lange Vertragslaufzeiten und niemand, der einem die Übungen zeigt",
      },
      postLength: "LONG",
      postTone: "FRIENDLY",
      weight: 100,
      postType: "BLOG",
      description:
        "Warum Krafttraining auch mit sechzig noch Sinn ergibt. Starke Muskeln schützen die Gelenke, halten den Rücken gesund und machen den Alltag leichter. Wir zeigen euch, wie ihr sicher anfangt.",
      extraInstructions: "Erwähne das kostenlose Probetraining.",
      shown: ["das kostenlose Probetraining"],
    },
  ]),
  ...profileCases("HUNGARIAN", [
    {
      brand: {
        name: "Bringa Szerviz",
        industry: "retail",
        description: "kerékpár szerviz és alkatrész bolt Budán",
        targetAudience: "ingázók, diákok, hétvégi bringások",
        painPoints: "drága javítás, hosszú várakozás",
      },
      postLength: "MEDIUM",
      postTone: "CASUAL",
      weight: 80,
      description: "Tavaszi átvizsgálás egy nap alatt, fix áron. Hozd be a bringádat még ma!",
      extraInstructions: "",
      shown: [],
    },
    {
      brand: {
        name: "Nyelvsziget",
        industry: "education",
        description:
          "A Nyelvsziget egy kis nyelviskola Pécsen, ahol angolt és németet tanítunk kiscsoportban és egyénileg. Minden tanár anyanyelvi szinten beszéli a nyelvet, és saját tananyaggal dolgozik.",
        targetAudience: "Felnőttek, akik munkájukhoz vagy utazáshoz szeretnének végre magabiztosan beszélni",
        painPoints: "Évekig tartó nyelvtanulás, amely után mégsem mer megszólalni az ember",
      },
      postLength: "LONG",
      postTone: "PROFESSIONAL",
      weight: 100,
      description: "Szeptemberben új társalgási csoportot indítunk kezdőknek. A csoportban legfeljebb hat tanuló lesz, így mindenki sokat beszélhet.",
      extraInstructions: "Említse meg, hogy az első óra ingyenes.",
      shown: ["az első óra ingyenes"],
    },
  ]),
  ...profileCases("PORTUGUESE", [
    {
      brand: {
        name: "Padaria Pão Quente",
        industry: "food_drink",
        description: "pão francês, bolos caseiros, café",
        targetAudience: "vizinhos, escritórios da região",
        painPoints: "pão murcho, fila grande de manhã",
      },
      postLength: "SHORT",
      postTone: "ENTHUSIASTIC",
      weight: 70,
      description: "Hoje tem bolo de fubá quentinho saindo do forno às quatro da tarde!",
      extraInstructions: "",
      shown: [],
    },
    {
      brand: {
        name: "Ribeiro Contabilidade",
        industry: "finance",
        description:
          "A Ribeiro Contabilidade cuida da contabilidade, dos impostos e da folha de pagamento de pequenas empresas em Belo Horizonte há mais de vinte anos. Cada cliente tem um contador que conhece o seu negócio pelo nome.",
        targetAudience: "Donos de pequenos negócios, profissionais liberais e quem está abrindo a primeira empresa",
        painPoints: "Multas por prazos perdidos, impostos pagos a mais e um contador que nunca atende o telefone",
      },
      postLength: "MEDIUM",
      postTone: "FRIENDLY",
      weight: 100,
      postType: "EMAIL",
      generateHashtags: false,
      links: ["https://ribeiro.example/imposto"],
      description: "O prazo da declaração do imposto de renda termina no fim de maio. Organizamos os seus documentos e enviamos a declaração por você.",
      extraInstructions: "Termine com: Responda a este e-mail e agende uma conversa.",
      shown: ["Responda a este e-mail e agende uma conversa."],
    },
  ]),
  ...profileCases("ITALIAN", [
    {
      brand: {
        name: "Gelateria Nonna Pina",
        industry: "food_drink",
        description: "gelato artigianale, latte fresco del Mugello\nconi e vaschette",
        targetAudience: "famiglie, studenti, turisti",
        painPoints: "gelato industriale, gusti troppo dolci",
      },
      postLength: "MEDIUM",
      postTone: "ENTHUSIASTIC",
      weight: 90,
      description: "Da oggi c'è il nuovo gusto al pistacchio di Bronte. Provatelo con la panna fatta in casa!",
      extraInstructions: "",
      shown: [],
    },
    {
      brand: {
        name: "Idraulica Ferri",
        industry: "trades_home",
        description:
          "Idraulica Ferri si occupa di impianti idraulici, caldaie e bagni completi a Torino e provincia dal 1998. Interveniamo anche in giornata per le urgenze.",
        targetAudience: "Famiglie e condomini che cercano un idraulico puntuale e onesto",
        painPoints: "Preventivi poco chiari, tecnici che non si presentano e lavori da rifare",
      },
      postLength: "LONG",
      postTone: "PROFESSIONAL",
      weight: 100,
      description:
        "Con l'arrivo dell'autunno è il momento di controllare la caldaia. Il nostro controllo completo comprende la pulizia del bruciatore e la verifica dei fumi.",
      extraInstructions: "Indica che il controllo costa 80 euro.",
      shown: ["il controllo costa 80 euro"],
    },
  ]),
];

/**
 * Words of these briefs that are no nouns and must never become a hashtag, whatever the writer's own lists say:
 * time words, determiners and numbers, and the adjectives, adverbs and verbs a writer that took the longest words
 * made hashtags of (#Three #Check #Fresh).
 */
export const FILLER = new Set(
  `until today this month every each also just while with from your week weekend saturday sunday wednesday afternoon
  morning mornings evening tuesdays thursdays next have that what when where which would about after before because
  three fresh check tuning wait electric smoothly relaxed preparing includes
  hasta domingo este esta sábado hoy durante todo todos cada también tenemos nuestras nuestro habrá usamos tarde
  relleno recién caliente ecológica crujiente intensivo limitadas individuales primeras sesenta
  jusqu dimanche cette semaine aujourd chaque notre votre nous vous pour avec depuis mardi samedi jeudi
  affiné partager découvrirez accompagnée trimestrielle beaucoup gratuite complète sensibles termine
  heute diesen samstag sonntag monat wieder jeden jedes unser unsere neuer gibt sofort bald mehr
  feiern natürlich vierzehn monatliche verloren langsam donnerstags nächster geöffnet schützen leichter
  vasárnapig minden reggel ezen héten mától idén nálunk mellé került
  fahéjas szezonális kovászos könnyebben emészthető hagyományos rendelni tavaszi szeptemberben társalgási
  até hoje esta semana sexta partir março nossa nosso cada também todos
  odontológica completa disponível simples pequenos quentinho saindo quatro
  oggi fino domenica questo questa venerdì sera mese ogni giovedì pomeriggio nostro torna sono abbiamo
  lentamente cotto bolognesi arrivato scolastici consigliato ambientato provatelo controllare`.split(/\s+/),
);
