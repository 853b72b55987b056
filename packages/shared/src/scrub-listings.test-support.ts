/**
 * Ordinary Kenyan listings for the contact detector's tests (issue 35; docs/decisions/0264):
 * titles and descriptions written the way people post found items on Jiji-style boards — every
 * category, English, Kiswahili and Sheng, with the numbers real listings carry (phone models and
 * storage, IMEIs and serials, plates on keys, prices, sizes, dates, times, routes, estates, counts)
 * and documents described without their numbers. Hand-written templates filled by a seeded
 * generator: a seed names a corpus, so a failure repeats.
 */
import { seededGenerator } from './seeded-generator';

type G = ReturnType<typeof seededGenerator>;
type Part = (g: G) => string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const COLOURS = ['black', 'blue', 'navy blue', 'red', 'maroon', 'brown', 'grey', 'white', 'green', 'pink', 'silver', 'gold', 'purple'];
const RANGI = ['nyeusi', 'bluu', 'nyekundu', 'kahawia', 'nyeupe', 'kijani', 'ya pinki', 'ya silver', 'ya maroon'];
const PLACES = [
  'Kencom stage',
  'Archives',
  'Ambassadeur',
  'Westlands',
  'Githurai 45',
  'Umoja 2',
  'Kayole Junction',
  'Pipeline',
  'Thika Road Mall',
  'Moi Avenue',
  'Kisumu bus park',
  'Nyali bridge',
  'Ngara market',
  'Kilimani',
  'Rongai',
  'Eldoret town',
  'Nakuru stage',
  'Gikomba',
  'Juja',
  'Two Rivers',
  'Sarit Centre',
  'Mombasa Road',
  'Kasarani',
  'Ruiru',
  'Kitengela',
  'Machakos bus station',
  'Tom Mboya Street',
  'Luthuli Avenue',
  'Buruburu Phase 5',
  'Donholm',
  'Kahawa Sukari',
  'Mwiki',
  'Zimmerman',
  'Roysambu',
  'Syokimau SGR',
  'JKIA Terminal 1A',
  'Kisii town',
  'Naivasha stage',
  'Thika Blue Post',
  'Kakamega',
];
const PHONES = [
  'Tecno Camon 20 Pro',
  'Tecno Spark 10C',
  'Tecno Pop 7',
  'Samsung Galaxy A54 5G',
  'Samsung A14',
  'Samsung Galaxy S21 Ultra',
  'iPhone 11',
  'iPhone 13 Pro Max',
  'iPhone XR',
  'Infinix Hot 40i',
  'Infinix Note 30',
  'Infinix Smart 8',
  'Itel S23',
  'Itel A70',
  'Oppo Reno 8',
  'Oppo A17',
  'Redmi Note 13',
  'Redmi 12C',
  'Nokia 105',
  'Nokia 3310',
  'Vivo Y36',
  'Huawei Y9 Prime',
  'Realme C55',
  'Neon Ray Pro',
  'Google Pixel 6a',
];
const LAPTOPS = [
  'HP EliteBook 840 G5',
  'HP 250 G8',
  'Dell Latitude 5420',
  'Lenovo ThinkPad T480',
  'MacBook Air M1',
  'Acer Aspire 5',
  'Asus VivoBook 15',
  'HP ProBook 450 G7',
];
const CARS = [
  'Toyota',
  'Mazda Demio',
  'Toyota Probox',
  'Subaru Forester',
  'Nissan Note',
  'Honda Fit',
  'Toyota Premio',
  'Mitsubishi Pajero',
  'VW Polo',
  'Boxer motorbike',
];
const NAMES = [
  'Wanjiru',
  'Otieno',
  'Achieng',
  'Kamau',
  'Mwangi',
  'Fatuma',
  'Brian',
  'Njeri',
  'Kiprop',
  'Amina',
  'Wafula',
  'Chebet',
  'Mutua',
  'Akinyi',
  'Hassan',
];
const BANKS = ['Equity', 'KCB', 'Co-op', 'NCBA', 'Absa', 'Stanbic', 'Family Bank', 'DTB', 'I&M'];
const SCHOOLS = ['Kenyatta University', 'UoN', 'JKUAT', 'Moi University', 'Strathmore', 'KU', 'TUK', 'Maseno', 'Alliance High', 'Starehe Boys'];

const plate: Part = (g) =>
  `K${g.pick(['C', 'D'])}${g.pick(['A', 'B', 'C', 'D', 'E', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T'])} ${100 + g.int(900)}${g.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'])}`;
const bikePlate: Part = (g) =>
  `KM${g.pick(['D', 'E', 'F', 'G'])}${g.pick(['A', 'B', 'C', 'D', 'E', 'K', 'M'])} ${100 + g.int(900)}${g.pick(['A', 'C', 'K', 'X', 'Y'])}`;
const price: Part = (g) =>
  g.pick([
    `KSh ${(1 + g.int(200)) * 500}`,
    `Ksh. ${(1 + g.int(90)) * 1000}`,
    `KES ${(1 + g.int(40)) * 250}`,
    `${(1 + g.int(30)) * 1000}/=`,
    `${(1 + g.int(20)) * 100} bob`,
  ]);
const date: Part = (g) =>
  g.pick([
    `${1 + g.int(28)}/${pad(1 + g.int(12))}/2025`,
    `${1 + g.int(28)} ${g.pick(['March', 'June', 'Julai', 'Agosti', 'Dec', 'January'])} 2025`,
    `2025-${pad(1 + g.int(12))}-${pad(1 + g.int(28))}`,
    `${1 + g.int(28)}th ${g.pick(['May', 'Oct', 'Nov'])}`,
  ]);
const time: Part = (g) =>
  g.pick([
    `${1 + g.int(12)}:${pad(g.int(60))}pm`,
    `${1 + g.int(12)}:${pad(g.int(60))} am`,
    `saa ${g.pick(['tatu', 'nne', 'tano', 'sita', 'saba', 'mbili'])} asubuhi`,
    `around ${1 + g.int(12)}pm`,
    `${pad(g.int(24))}:${pad(g.int(60))}hrs`,
  ]);
const imei: Part = (g) => `IMEI ${g.pick(['35', '86', '49'])}${g.digits(13)}`;
const serial: Part = (g) =>
  `${g.pick(['SN', 'S/N', 'Serial', 'serial no'])} ${g.pick(['5CD', 'C02', 'PF', 'R58', 'DMPX'])}${g.digits(3)}${g.pick(['K', 'X', 'B', 'LT'])}${g.digits(3)}`;
const storage: Part = (g) =>
  g.pick([
    `${g.pick([2, 3, 4, 6, 8])}GB RAM ${g.pick([32, 64, 128, 256])}GB`,
    `${g.pick([64, 128, 256])}GB`,
    `${g.pick([4, 8, 16])}GB RAM, ${g.pick([256, 512])}GB SSD`,
    `${g.pick([5000, 6000, 4500])}mAh battery`,
  ]);

/** Titles by category, as finders write them. */
const TITLES: Part[] = [
  (g) => `${g.pick(PHONES)} ${g.pick(COLOURS)} found`,
  (g) => `Found ${g.pick(PHONES)} ${g.pick(['', storage(g)])}`.trim(),
  (g) => `Simu ${g.pick(PHONES)} imeokotwa ${g.pick(PLACES)}`,
  (g) => `${g.pick(LAPTOPS)} laptop in a ${g.pick(COLOURS)} bag`,
  (g) => `${g.pick(CARS)} car keys, ${plate(g)}`,
  (g) => `Funguo za gari ${g.pick(CARS)} ${plate(g)}`,
  (g) => `Motorbike key ${bikePlate(g)} with a red tag`,
  (g) => `Bunch of ${2 + g.int(8)} keys with a ${g.pick(['Safaricom', 'Jubilee', 'Arsenal', 'Gor Mahia'])} keyholder`,
  (g) => `${g.pick(COLOURS)} leather wallet`.replace(/^./, (c) => c.toUpperCase()),
  (g) => `Pochi ${g.pick(RANGI)} imepatikana`,
  (g) => `National ID card of ${g.pick(NAMES)} ${g.pick(NAMES)}`,
  (g) => `Kitambulisho cha ${g.pick(NAMES)} ${g.pick(NAMES)}`,
  (g) => `Passport, ${g.pick(['Kenyan', 'Ugandan', 'Tanzanian'])}, ${g.pick(COLOURS)} cover`,
  (g) => `${g.pick(BANKS)} ATM card`,
  (g) => `Kadi ya ${g.pick(BANKS)} na ya NHIF`,
  (g) => `Student ID ${g.pick(SCHOOLS)}`,
  (g) => `${g.pick(['Backpack', 'Laptop bag', 'School bag', 'Handbag', 'Gym bag', 'Travel bag'])} ${g.pick(COLOURS)}`,
  (g) => `Begi ya ${g.pick(['shule', 'laptop', 'mgongoni', 'safari'])} ${g.pick(RANGI)}`,
  (g) => `${g.pick(['Gold', 'Silver'])} ${g.pick(['ring', 'chain', 'bracelet', 'earrings'])} ${g.pick(['18k', '14k', '925'])}`,
  (g) => `${g.pick(['Casio', 'Rolex', 'Apple Watch Series 7', 'Samsung Galaxy Watch 4', 'Oraimo'])} watch`,
  (g) => `${g.pick(['Jacket', 'Hoodie', 'School sweater', 'Jersey', 'Koti'])} size ${g.pick(['S', 'M', 'L', 'XL', '12', '14', '38', '42'])}`,
  (g) => `${g.pick(['Umbrella', 'Mwavuli', 'Spectacles', 'Miwani', 'Thermos flask', 'Water bottle 750ml'])} ${g.pick(COLOURS)}`,
  (g) => `${g.pick(['Football', 'Tennis racket', 'Bicycle', 'Gym gloves'])} found at ${g.pick(PLACES)}`,
  (g) => `${g.pick(['Earpods', 'Oraimo earbuds', 'JBL speaker', 'Power bank 20000mAh', 'Charger Type C'])} lost in matatu`,
  (g) => `Envelope with ${g.pick(['certificates', 'KCSE certificate', 'birth certificate', 'title deed copy', 'documents'])}`,
  (g) => `${g.pick(['Cat', 'Dog', 'Puppy', 'Mbwa'])} found, ${g.pick(['brown', 'black and white', 'grey'])}`,
];

/** Description sentences. */
const SENTENCES: Part[] = [
  (g) => `Found it at ${g.pick(PLACES)} on ${date(g)} ${time(g)}.`,
  (g) =>
    `Nimeokota ${g.pick(['simu', 'pochi', 'funguo', 'begi', 'kitambulisho', 'kadi'])} ${g.pick(RANGI)} karibu na ${g.pick(PLACES)} ${g.pick(['jana', 'leo asubuhi', 'wiki iliyopita', 'juzi'])}.`,
  (g) =>
    `It was left in a matatu, route ${g.pick(['46', '111', '105', '33', '58', '17B', '9', '237'])}, ${g.pick(['Super Metro', 'Embassava', 'Forward Travellers', 'Rembo Shuttle', 'KBS'])}.`,
  (g) => `${g.pick(PHONES)}, ${storage(g)}, screen has a small crack.`,
  (g) => `The phone is locked, ${imei(g)} is on the box.`,
  (g) => `Laptop ${g.pick(LAPTOPS)} ${serial(g)}, charger not included.`,
  (g) => `Keys have a tag with plate ${plate(g)} and ${2 + g.int(5)} other keys.`,
  (g) => `Funguo ${g.pick(['tatu', 'nne', 'tano', 'mbili'])} na tag ya ${g.pick(CARS)} ${plate(g)}.`,
  (g) => `Wallet has ${1 + g.int(4)} cards, ${g.pick(['an ID', 'a DL', 'an NHIF card', 'a student ID'])} and about ${price(g)} cash.`,
  (g) => `Pochi ina kitambulisho cha ${g.pick(NAMES)}, kadi ya ${g.pick(BANKS)} na risiti.`,
  (g) =>
    `ID card belongs to ${g.pick(NAMES)} ${g.pick(NAMES)}, born ${1970 + g.int(35)}, from ${g.pick(['Nyeri', 'Kisii', 'Kakamega', 'Kitui', 'Meru', 'Bungoma', 'Kilifi'])}.`,
  (g) => `Kitambulisho kiko na jina ${g.pick(NAMES)}, mwenye aje na ushahidi.`,
  () => `The owner should tell me what is inside to claim it.`,
  (g) => `Mwenye anaweza kuja na ushahidi, niko ${g.pick(PLACES)} kila siku ${time(g)}.`,
  (g) => `Si poa kupoteza ${g.pick(['simu', 'kitambulisho', 'funguo'])}, so nimeweka hapa msee aipate.`,
  (g) => `New one costs about ${price(g)}, someone must be looking for it.`,
  (g) => `Dropped at the ${g.pick(['police station', "chief's office", 'Huduma Centre', 'security desk', 'reception'])} at ${g.pick(PLACES)} on ${date(g)}.`,
  (g) => `Bag size about ${20 + g.int(30)} litres, has ${g.pick(['books', 'a lunchbox', 'a jumper', 'two exercise books', 'a water bottle'])} inside.`,
  (g) => `Found between ${g.pick(['8', '9', '10'])}:${g.pick(['00', '30'])} and ${g.pick(['11', '12'])}:${g.pick(['00', '45'])} near Gate ${1 + g.int(20)}.`,
  (g) => `It is a size ${g.pick(['8', '10', '12', '40', '42', '44'])}, ${g.pick(COLOURS)}, with a ${g.pick(['Nike', 'Adidas', 'Puma', 'Bata'])} logo.`,
  (g) => `Ring is ${g.pick(['18k', '14k'])} gold, about ${2 + g.int(8)}g, engraved inside.`,
  (g) => `Kid about ${3 + g.int(10)} years was with it, we waited ${10 + g.int(50)} minutes.`,
  (g) => `Price tag says ${price(g)}, bought ${date(g)}.`,
  (g) => `Room ${100 + g.int(400)}, ${g.pick(['Block B', 'Wing C', 'Floor 3', '2nd floor', 'Hall 6'])}, ${g.pick(SCHOOLS)}.`,
  (g) => `Receipt from ${g.pick(['Naivas', 'Quickmart', 'Carrefour', 'Chandarana'])} dated ${date(g)}, total ${price(g)}.`,
  (g) => `House ${g.pick(['A', 'B', 'C', 'D'])}${1 + g.int(30)}, ${g.pick(['Umoja Inner Core', 'Kariobangi South', "Lang'ata", 'South B'])}.`,
  (g) => `Battery ${g.int(100)}%, ${g.pick(['Safaricom', 'Airtel', 'Telkom'])} line inside.`,
  (g) => `Car is a ${g.pick(CARS)}, ${2005 + g.int(20)} model, ${g.pick(['white', 'silver', 'black'])}.`,
  (g) => `Has a sticker '${g.pick(['Jesus is Lord', 'Hustler', 'Gor Mahia', 'Bazenga', 'No Stress'])}' on the back.`,
  (g) => `Ilikuwa kwa ${g.pick(['nduthi', 'mat', 'kibanda', 'benchi', 'choo ya stage'])}, ${g.pick(['si mbali na', 'karibu na', 'nje ya'])} ${g.pick(PLACES)}.`,
  (g) => `Ask for ${g.pick(NAMES)} at the office, ${g.pick(['Monday to Friday', 'weekdays', 'kila siku'])} ${g.pick(['8am to 5pm', '9am-4pm', 'from 10am'])}.`,
  (g) =>
    `About ${2 + g.int(10)} books, ${g.pick(['Form 3', 'Grade 6', 'Class 8', 'Year 2'])} notes and a ${g.pick(['Casio fx-82MS', 'geometry set', 'Bible'])}.`,
  (g) => `Galaxy Watch ${g.pick(['4', '5', '6'])}, ${g.pick(['40mm', '44mm'])}, strap ${g.pick(COLOURS)}.`,
];

export function ordinaryListing(g: G): string {
  const title = g.pick(TITLES)(g);
  const description = Array.from({ length: 1 + g.int(4) }, () => g.pick(SENTENCES)(g)).join(' ');
  return g.next() < 0.3 ? title : `${title}. ${description}`;
}

/** `count` ordinary listings (a title, often with one to four sentences of description). */
export function ordinaryListings(count: number, seed = 35): string[] {
  const g = seededGenerator(seed);
  return Array.from({ length: count }, () => ordinaryListing(g));
}
