/**
 * Demo agenda: AC2025 on 13 October 2025 between 08:00 and 12:30 (Kuwait time), and the GC
 * Powerlist evening. Speakers are named "Name Surname" as in the demo speaker workbooks and
 * listed in session order with their role. Each session has its Arabic title, location and
 * description, as organisers enter them (docs/i18n.md#what-is-still-english), so the Arabic pages
 * show the demo agenda in Arabic.
 */
import type { EventCode } from "../../worker/contract/event";

export interface DemoSession {
  eventType: EventCode;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  location: string;
  description: string;
  /** The Arabic title, location and description (docs/i18n.md#what-is-still-english). */
  titleAr: string;
  locationAr: string;
  descriptionAr: string;
  speakers: Array<{ name: string; role?: string }>;
}

const DATE = "2025-10-13";
const BALLROOM = "Grand Ballroom";
const GC_ROOM = "Al Salhiya Suite";
const BALLROOM_AR = "القاعة الكبرى";
const GC_ROOM_AR = "جناح الصالحية";

export const DEMO_AGENDA: DemoSession[] = [
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "08:00",
    endTime: "08:45",
    title: "Registration & Welcome Coffee",
    titleAr: "التسجيل وقهوة الترحيب",
    location: "Ballroom Foyer",
    locationAr: "بهو القاعة الكبرى",
    description:
      "Collect your badge at the registration desks, enjoy coffee and meet fellow delegates before the opening.",
    descriptionAr: "استلم شارتك من مكاتب التسجيل، واستمتع بالقهوة، وتعرّف إلى المشاركين قبل الافتتاح.",
    speakers: [],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "08:45",
    endTime: "09:00",
    title: "Opening Remarks",
    titleAr: "الكلمة الافتتاحية",
    location: BALLROOM,
    locationAr: BALLROOM_AR,
    description: "Welcome from the organisers and an overview of the morning's programme.",
    descriptionAr: "ترحيب من المنظمين ولمحة عامة عن برنامج الفترة الصباحية.",
    speakers: [{ name: "Abdullah Al-Ruwayeh", role: "Host" }],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "09:00",
    endTime: "09:20",
    title: "Keynote: Kuwait's PPP Programme – The Next Decade",
    titleAr: "الكلمة الرئيسية: برنامج الشراكة بين القطاعين العام والخاص في الكويت – العقد القادم",
    location: BALLROOM,
    locationAr: BALLROOM_AR,
    description:
      "The pipeline of power, water, waste and social infrastructure projects, what has changed in the PPP law, and how the state will share risk with private partners.",
    descriptionAr:
      "المشاريع المرتقبة في الكهرباء والمياه والنفايات والبنية التحتية الاجتماعية، وما الذي تغيّر في قانون الشراكة، وكيف ستتقاسم الدولة المخاطر مع الشركاء من القطاع الخاص.",
    speakers: [{ name: "Nasser Al-Hajri", role: "Keynote" }],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "09:20",
    endTime: "10:10",
    title: "Panel: Kuwait at the Crossroads – Policy, Capital and the Energy Transition",
    titleAr: "جلسة نقاش: الكويت عند مفترق الطرق – السياسات ورأس المال وتحوّل الطاقة",
    location: BALLROOM,
    locationAr: BALLROOM_AR,
    description:
      "Economists, developers, investors and lenders debate how Kuwait can attract long-term capital into energy and infrastructure while diversifying its economy.",
    descriptionAr:
      "يناقش اقتصاديون ومطوّرون ومستثمرون وممولون كيف تجذب الكويت رأس المال طويل الأجل إلى الطاقة والبنية التحتية مع تنويع اقتصادها.",
    speakers: [
      { name: "Fatima Al-Sabah", role: "Moderator" },
      { name: "Khaled Al-Mutairi", role: "Panellist" },
      { name: "Sarah Whitfield", role: "Panellist" },
      { name: "Yousef Al-Ghanim", role: "Panellist" },
    ],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "10:10",
    endTime: "10:30",
    title: "Coffee & Networking Break",
    titleAr: "استراحة قهوة وتواصل",
    location: "Ballroom Foyer",
    locationAr: "بهو القاعة الكبرى",
    description: "Coffee and refreshments.",
    descriptionAr: "قهوة ومرطبات.",
    speakers: [],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "10:30",
    endTime: "11:20",
    title: "Panel: Delivering Power Projects – Lessons from the Region's IWPPs",
    titleAr: "جلسة نقاش: تنفيذ مشاريع الكهرباء – دروس من مشاريع المياه والكهرباء المستقلة في المنطقة",
    location: BALLROOM,
    locationAr: BALLROOM_AR,
    description:
      "From tender to commercial operation: what it takes to deliver independent water and power projects on time, and how contracts, grid planning and export credit make them bankable.",
    descriptionAr:
      "من طرح المناقصة إلى التشغيل التجاري: ما يتطلبه تنفيذ مشاريع المياه والكهرباء المستقلة في موعدها، وكيف تجعلها العقود وتخطيط الشبكة وائتمان الصادرات قابلة للتمويل.",
    speakers: [
      { name: "Omar Al-Fahad", role: "Moderator" },
      { name: "Laila Al-Kandari", role: "Panellist" },
      { name: "James Porter", role: "Panellist" },
      { name: "Hamad Al-Rashed", role: "Panellist" },
    ],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "11:20",
    endTime: "11:45",
    title: "Fireside Chat: Financing Infrastructure – Banks, Sukuk and Export Credit",
    titleAr: "حوار مفتوح: تمويل البنية التحتية – البنوك والصكوك وائتمان الصادرات",
    location: BALLROOM,
    locationAr: BALLROOM_AR,
    description:
      "How local banks, Islamic finance and export-credit agencies can fund the next wave of projects together.",
    descriptionAr: "كيف تموّل البنوك المحلية والتمويل الإسلامي ووكالات ائتمان الصادرات معًا الموجة القادمة من المشاريع.",
    speakers: [
      { name: "Reem Al-Saleh", role: "Speaker" },
      { name: "Hamad Al-Rashed", role: "Speaker" },
    ],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "11:45",
    endTime: "12:15",
    title: "Spotlight: Risk Allocation in PPP Contracts",
    titleAr: "تحت الضوء: توزيع المخاطر في عقود الشراكة بين القطاعين العام والخاص",
    location: BALLROOM,
    locationAr: BALLROOM_AR,
    description:
      "A practical walk through change in law, force majeure, termination and step-in rights in Kuwaiti PPP agreements.",
    descriptionAr: "جولة عملية في تغيّر القانون والقوة القاهرة وإنهاء العقد وحقوق التدخل في اتفاقيات الشراكة الكويتية.",
    speakers: [{ name: "Dana Al-Marzouq", role: "Speaker" }],
  },
  {
    eventType: "AC2025",
    date: DATE,
    startTime: "12:15",
    endTime: "12:30",
    title: "Closing Remarks & Networking",
    titleAr: "الكلمة الختامية والتواصل",
    location: BALLROOM,
    locationAr: BALLROOM_AR,
    description: "Closing words from the organisers, followed by canapés and networking.",
    descriptionAr: "كلمة ختامية من المنظمين، يعقبها تقديم المقبلات والتواصل.",
    speakers: [{ name: "Abdullah Al-Ruwayeh", role: "Host" }],
  },
  {
    eventType: "GC_POWERLIST",
    date: DATE,
    startTime: "18:30",
    endTime: "19:00",
    title: "GC Powerlist Welcome Reception",
    titleAr: "حفل استقبال GC Powerlist",
    location: GC_ROOM,
    locationAr: GC_ROOM_AR,
    description: "Drinks and introductions for General Counsel and in-house leaders.",
    descriptionAr: "مشروبات وتعارف بين المستشارين القانونيين العامّين وقادة الإدارات القانونية.",
    speakers: [{ name: "Claire Donovan", role: "Host" }],
  },
  {
    eventType: "GC_POWERLIST",
    date: DATE,
    startTime: "19:00",
    endTime: "19:45",
    title: "GC Roundtable: The General Counsel as Strategic Partner",
    titleAr: "طاولة مستديرة: المستشار القانوني العام شريكًا استراتيجيًا",
    location: GC_ROOM,
    locationAr: GC_ROOM_AR,
    description: "How in-house teams earn a seat at the table on strategy, transactions and risk.",
    descriptionAr: "كيف تكسب الفرق القانونية الداخلية مقعدها على طاولة القرار في الاستراتيجية والصفقات والمخاطر.",
    speakers: [
      { name: "Claire Donovan", role: "Moderator" },
      { name: "Mona Al-Bader", role: "Panellist" },
      { name: "Ahmed Hassan", role: "Panellist" },
      { name: "Hessa Al-Roumi", role: "Panellist" },
    ],
  },
  {
    eventType: "GC_POWERLIST",
    date: DATE,
    startTime: "19:45",
    endTime: "20:30",
    title: "In Conversation: Managing Disputes in Mega-Projects",
    titleAr: "حوار: إدارة النزاعات في المشاريع الكبرى",
    location: GC_ROOM,
    locationAr: GC_ROOM_AR,
    description: "Early warning, escalation and settlement: keeping multi-party construction disputes out of court.",
    descriptionAr: "الإنذار المبكر والتصعيد والتسوية: إبقاء نزاعات الإنشاءات متعددة الأطراف بعيدًا عن المحاكم.",
    speakers: [
      { name: "Tariq Al-Shatti", role: "Speaker" },
      { name: "Mona Al-Bader", role: "Speaker" },
    ],
  },
  {
    eventType: "GC_POWERLIST",
    date: DATE,
    startTime: "20:30",
    endTime: "21:30",
    title: "GC Powerlist Recognition & Dinner",
    titleAr: "تكريم GC Powerlist وحفل العشاء",
    location: GC_ROOM,
    locationAr: GC_ROOM_AR,
    description: "Recognition of this year's GC Powerlist honourees, followed by dinner.",
    descriptionAr: "تكريم المختارين في GC Powerlist لهذا العام، يعقبه العشاء.",
    speakers: [{ name: "Claire Donovan", role: "Host" }],
  },
];
