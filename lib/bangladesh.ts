/** Bangladesh's 64 districts, the delivery areas of checkout (Dhaka is inside the city rate). */
export const DISTRICTS = [
  'Bagerhat',
  'Bandarban',
  'Barguna',
  'Barishal',
  'Bhola',
  'Bogura',
  'Brahmanbaria',
  'Chandpur',
  'Chapainawabganj',
  'Chattogram',
  "Cox's Bazar",
  'Chuadanga',
  'Cumilla',
  'Dhaka',
  'Dinajpur',
  'Faridpur',
  'Feni',
  'Gaibandha',
  'Gazipur',
  'Gopalganj',
  'Habiganj',
  'Jamalpur',
  'Jashore',
  'Jhalokati',
  'Jhenaidah',
  'Joypurhat',
  'Khagrachhari',
  'Khulna',
  'Kishoreganj',
  'Kurigram',
  'Kushtia',
  'Lakshmipur',
  'Lalmonirhat',
  'Madaripur',
  'Magura',
  'Manikganj',
  'Meherpur',
  'Moulvibazar',
  'Munshiganj',
  'Mymensingh',
  'Naogaon',
  'Narail',
  'Narayanganj',
  'Narsingdi',
  'Natore',
  'Netrokona',
  'Nilphamari',
  'Noakhali',
  'Pabna',
  'Panchagarh',
  'Patuakhali',
  'Pirojpur',
  'Rajbari',
  'Rajshahi',
  'Rangamati',
  'Rangpur',
  'Satkhira',
  'Shariatpur',
  'Sherpur',
  'Sirajganj',
  'Sunamganj',
  'Sylhet',
  'Tangail',
  'Thakurgaon',
] as const;

export const COUNTRY = 'Bangladesh';

/** Delivery times of the policy (spec section 9), in days after the order. */
export const DELIVERY_DAYS = { inside: [1, 2], outside: [3, 5] } as const;

/**
 * Dhaka's suburbs, the delivery charge's third zone when the owner sets one: the districts of Gazipur and
 * Narayanganj, and the places a shopper who chooses Dhaka district names in her address (Tongi is in Gazipur, but
 * often written under Dhaka). Each with the spellings shoppers write, in English and in Bangla.
 */
export const DHAKA_SUBURBS: readonly { name: string; district: boolean; spellings: readonly string[] }[] = [
  { name: 'Savar', district: false, spellings: ['savar', 'shavar', 'সাভার'] },
  { name: 'Keraniganj', district: false, spellings: ['keraniganj', 'keranigonj', 'kerani ganj', 'কেরানীগঞ্জ', 'কেরানিগঞ্জ'] },
  { name: 'Tongi', district: false, spellings: ['tongi', 'টঙ্গী', 'টঙ্গি'] },
  { name: 'Gazipur', district: true, spellings: ['gazipur', 'গাজীপুর'] },
  { name: 'Narayanganj', district: true, spellings: ['narayanganj', 'narayangonj', 'নারায়ণগঞ্জ'] },
];

/** A place of Dhaka city whose name holds a suburb's: Tongi Diversion Road runs through Moghbazar. */
const NOT_A_SUBURB = /tongi diversion/gu;

/** Lower case, one space between words, Bangla letters in one form (য় is typed as one character or as two). */
const normalised = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

const spellingsOf = (district: boolean) =>
  DHAKA_SUBURBS.filter((suburb) => suburb.district === district).flatMap((suburb) => suburb.spellings.map(normalised));

const SUBURB_DISTRICTS = new Set(spellingsOf(true));
/** A place's name as a word of its own (JavaScript's \b knows no Bangla letters). */
const SUBURB_PLACE = new RegExp(String.raw`(?<![\p{L}\p{M}\p{N}])(?:${spellingsOf(false).join('|')})(?![\p{L}\p{M}\p{N}])`, 'u');

/**
 * Whether a delivery goes to Dhaka's suburbs: to the district of Gazipur or Narayanganj, or to Dhaka district at an
 * address that names one of its suburbs ("Bank Town, Savar").
 */
export function isDhakaSuburb(district: string, address = ''): boolean {
  const chosen = normalised(district);
  if (SUBURB_DISTRICTS.has(chosen)) return true;
  return chosen === 'dhaka' && SUBURB_PLACE.test(normalised(address).replace(NOT_A_SUBURB, ''));
}
