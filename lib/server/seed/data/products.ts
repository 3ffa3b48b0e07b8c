import { youtubeEmbedUrl } from '@/lib/validation/product-form';
import type { GarmentKind, SeedProduct } from '../types';
import { BAND_CUP_SIZES, SIZES, type STYLES } from './attributes';
import type { CollectionSlug } from './collections';

/*
 * The seeded catalogue. Each entry below hand-writes what makes a product itself (name, story,
 * colours, sizes, price, offer); the shared parts of its copy (fabric composition, care, fit notes
 * and the measurement table) are derived from its garment kind, fabric and sizes by the helpers here.
 * The list's order is the listing's order: newest first, so older clearance pieces sit at the end.
 */

type Size = (typeof SIZES)[number];
type Style = (typeof STYLES)[number];
type ColorTitle =
  | 'Black' | 'Ivory' | 'Nude' | 'Mocha' | 'Blush' | 'Rose' | 'Wine'
  | 'Plum' | 'Lilac' | 'Navy' | 'Emerald' | 'Sky' | 'Red' | 'White';

/** What a garment is made of: picks its composition and care lines. */
type Fabric =
  | 'microfibre' // the house fabric: 76% nylon / 24% spandex
  | 'lace' // stretch lace on the house fabric
  | 'mesh' // breathable perforated microfibre
  | 'power-mesh' // shapewear
  | 'cotton'
  | 'modal'
  | 'satin'
  | 'voile'
  | 'waffle';

interface Spec {
  slug: string;
  title: string;
  kind: GarmentKind;
  collections: CollectionSlug[];
  colors: ColorTitle[];
  /** sizes offered; empty for a one-size piece */
  sizes: readonly Size[];
  styles: Style[];
  price: number;
  mrp?: number;
  offer?: { price: number; days: number };
  min?: number;
  max?: number;
  clearance?: boolean;
  video?: string;
  lace?: boolean;
  fabric: Fabric;
  /** a bra sold with its matching brief: the table adds a hip column */
  set?: boolean;
  /** shapewear without a gusset (a cincher, a camisole) */
  noGusset?: boolean;
  /** for a one-size piece: the size range it fits */
  fits?: readonly [Size, Size];
  /** hand-written paragraphs: the product in the brand's voice */
  story: string[];
  /** a hand-written fit note replacing the kind's default one */
  fit?: string;
  sold: number;
}

/* ------------------------------------------------------------------ sizes */

/** The sizes from `from` to `to`, inclusive, in catalogue order. */
function range(from: Size, to: Size): Size[] {
  return SIZES.slice(SIZES.indexOf(from), SIZES.indexOf(to) + 1);
}

/** Body measurements (cm) that each size is cut for. */
const BODY: Record<'underbust' | 'bust' | 'waist' | 'hip', Record<Size, readonly [number, number]>> = {
  underbust: { XS: [63, 67], S: [68, 72], M: [73, 77], L: [78, 82], XL: [83, 87], '2XL': [88, 93], '3XL': [94, 99] },
  bust: { XS: [76, 80], S: [81, 85], M: [86, 91], L: [92, 97], XL: [98, 103], '2XL': [104, 110], '3XL': [111, 117] },
  waist: { XS: [58, 62], S: [63, 67], M: [68, 73], L: [74, 79], XL: [80, 86], '2XL': [87, 94], '3XL': [95, 102] },
  hip: { XS: [84, 88], S: [89, 93], M: [94, 99], L: [100, 105], XL: [106, 112], '2XL': [113, 120], '3XL': [121, 128] },
};

/** Garment length (cm) at size XS and the step to each next size, for pieces measured by length. */
const LENGTH: Partial<Record<GarmentKind, { label: string; base: number; step: number }>> = {
  camisole: { label: 'Length, shoulder to hem', base: 56, step: 1.5 },
  babydoll: { label: 'Length, shoulder to hem', base: 72, step: 1.5 },
  slip: { label: 'Length, shoulder to hem', base: 96, step: 2 },
  pajama: { label: 'Top length', base: 64, step: 2 },
  robe: { label: 'Length, shoulder to hem', base: 104, step: 2 },
};

type Column = 'underbust' | 'bust' | 'waist' | 'hip' | 'length';

const COLUMN_LABEL: Record<Exclude<Column, 'length'>, string> = {
  underbust: 'Underbust',
  bust: 'Bust',
  waist: 'Waist',
  hip: 'Hip',
};

function columnsFor(kind: GarmentKind, set: boolean): Column[] {
  switch (kind) {
    case 'bra':
    case 'bralette':
      return set ? ['underbust', 'bust', 'hip'] : ['underbust', 'bust'];
    case 'panty':
    case 'thong':
    case 'shapewear':
      return ['waist', 'hip'];
    case 'bodysuit':
      return ['bust', 'waist', 'hip'];
    case 'camisole':
    case 'babydoll':
    case 'slip':
    case 'pajama':
    case 'robe':
      return ['bust', 'waist', 'length'];
  }
}

const cm = ([lo, hi]: readonly [number, number]) => `${lo}–${hi}`;

function cell(column: Column, kind: GarmentKind, sizes: readonly Size[]): string {
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  if (column === 'length') {
    const length = LENGTH[kind];
    if (!length) return '–';
    // a one-size piece is cut at the length of the middle of its range
    const at = SIZES.indexOf(sizes[Math.floor((sizes.length - 1) / 2)]);
    return String(Math.round(length.base + length.step * at));
  }
  return cm([BODY[column][first][0], BODY[column][last][1]]);
}

/** The letter size whose underbust (and hip, for a set) each band is cut for. */
const BAND_LETTER: Record<string, Size> = { '32': 'S', '34': 'M', '36': 'L', '38': 'XL' };
/** How much more the bust measures than the underbust (cm) at cup A, and each cup up. */
const CUP_A = 12;
const CUP_STEP = 2.5;

/** A band-and-cup size's row: its band's underbust (and hip), its bust from the cup. */
function bandCupCell(column: Column, size: string): string {
  const letter = BAND_LETTER[size.slice(0, 2)];
  if (column !== 'bust') return column === 'length' ? '–' : cm(BODY[column][letter]);
  const over = CUP_A + CUP_STEP * 'ABCD'.indexOf(size.slice(2));
  const [lo, hi] = BODY.underbust[letter];
  return cm([Math.round(lo + over), Math.round(hi + over)]);
}

const FIT_TIP: Record<GarmentKind, string> = {
  bra: 'Measure your underbust snugly, just below the bust, and your bust loosely at its fullest point. If you fall between two sizes, let your underbust decide.',
  bralette: 'Bralettes stretch with you: if you fall between two sizes, choose the smaller for more lift or the larger for a softer feel.',
  panty: 'Measure your natural waist and the fullest part of your hips. Between sizes, choose by your hip measurement.',
  thong: 'Measure the fullest part of your hips; between sizes, size up for the softest edges.',
  bodysuit: 'Measure bust, waist and hip; if they point to different sizes, let the largest measurement decide.',
  babydoll: 'An easy, floaty cut: choose by your bust measurement.',
  slip: 'Bias-cut pieces drape over the hip: choose by your bust and size up if your hips are fuller.',
  robe: 'A relaxed wrap with a generous overlap: choose by your bust measurement.',
  shapewear: 'For firm but comfortable control, choose by your waist measurement; if you are between sizes, size up.',
  camisole: 'A close, easy fit: choose by your bust measurement.',
  pajama: 'A relaxed fit with room to move: choose by your bust, or by your waist if it points to the larger size.',
};

/** The 'Measurements' HTML: a table with one row per size offered (or one 'One size' row) and a fitting tip. */
function measurementTable(spec: Spec): string {
  const columns = columnsFor(spec.kind, spec.set ?? false);
  const head = columns
    .map((c) => `<th scope="col">${c === 'length' ? `${LENGTH[spec.kind]?.label ?? 'Length'} (cm)` : `${COLUMN_LABEL[c]} (cm)`}</th>`)
    .join('');
  const rows =
    spec.sizes.length > 0
      ? spec.sizes.map((size) => ({ label: size, sizes: [size] as readonly Size[] }))
      : [{ label: `One size (fits ${spec.fits?.[0] ?? 'S'} to ${spec.fits?.[1] ?? 'XL'})`, sizes: range(spec.fits?.[0] ?? 'S', spec.fits?.[1] ?? 'XL') }];
  const body =
    spec.kind === 'bra'
      ? BAND_CUP_SIZES.map((size) => `<tr><td>${size}</td>${columns.map((c) => `<td>${bandCupCell(c, size)}</td>`).join('')}</tr>`).join('')
      : rows
          .map((row) => `<tr><td>${row.label}</td>${columns.map((c) => `<td>${cell(c, spec.kind, row.sizes)}</td>`).join('')}</tr>`)
          .join('');
  return `<table><thead><tr><th scope="col">Size</th>${head}</tr></thead><tbody>${body}</tbody></table><p>${FIT_TIP[spec.kind]}</p>`;
}

/* ------------------------------------------------------------ description */

const COMPOSITION: Record<Fabric, string> = {
  microfibre: '<strong>Fabric:</strong> 76% nylon, 24% spandex microfibre, smooth and lightly brushed',
  lace: '<strong>Lace:</strong> 76% nylon, 24% spandex stretch lace over a soft 76% nylon / 24% spandex base',
  mesh: '<strong>Fabric:</strong> 76% nylon, 24% spandex microfibre, laser-perforated so air moves through it',
  'power-mesh': '<strong>Fabric:</strong> 76% nylon, 24% spandex power mesh, double-layered at the shaping panels',
  cotton: '<strong>Fabric:</strong> 95% combed cotton, 5% spandex jersey',
  modal: '<strong>Fabric:</strong> 92% modal, 8% spandex, cool and fluid against the skin',
  satin: '<strong>Fabric:</strong> 95% polyester charmeuse satin, 5% spandex, with a soft sheen',
  voile: '<strong>Fabric:</strong> 100% cotton voile, light and airy',
  waffle: '<strong>Fabric:</strong> 100% cotton waffle weave, quick to dry',
};

const CARE: Record<Fabric, string> = {
  microfibre: '<strong>Care:</strong> machine wash cold in a mesh bag on a delicate cycle; no bleach, no tumble dryer; dry in the shade',
  lace: '<strong>Care:</strong> hand wash in cool water with a mild detergent, press the water out rather than wringing, and dry flat away from direct sun',
  mesh: '<strong>Care:</strong> hand or gentle machine wash at 30°C; it dries in a couple of hours even in the monsoon, so skip the dryer',
  'power-mesh': '<strong>Care:</strong> hand wash cold and dry flat; heat and fabric softener weaken the shaping, so keep both away',
  cotton: '<strong>Care:</strong> machine wash at 30°C with similar colours, line dry in the shade and warm-iron away from the elastic if you like',
  modal: '<strong>Care:</strong> gentle machine wash at 30°C inside out, reshape while damp and line dry; modal softens further with every wash',
  satin: '<strong>Care:</strong> hand wash cold or dry clean, dry on a padded hanger and cool-iron on the reverse',
  voile: '<strong>Care:</strong> gentle machine wash at 30°C, line dry and iron while slightly damp',
  waffle: '<strong>Care:</strong> machine wash at 40°C, tumble dry low or line dry; it grows softer and more absorbent with time',
};

const BRA_CARE = ' Fasten the hooks before washing and store cups nested, never folded.';

/** Lining and gusset lines: what touches the skin where it matters. */
function innerLines(spec: Spec): string[] {
  const lines: string[] = [];
  if (spec.kind === 'bra') lines.push('<strong>Cup lining:</strong> 100% cotton jersey');
  if (spec.set) lines.push('<strong>Matching brief:</strong> same fabric, with a 100% cotton gusset');
  const gusseted = spec.kind === 'panty' || spec.kind === 'thong' || spec.kind === 'bodysuit' || spec.kind === 'shapewear';
  if (gusseted && !spec.noGusset) lines.push('<strong>Gusset:</strong> 100% cotton, breathable and kind to sensitive skin');
  return lines;
}

/** Default fit notes by kind; a product picks one by its place in the list unless it has its own. */
const FIT_NOTES: Record<GarmentKind, string[]> = {
  bra: [
    'Fits true to size; the band should sit level and feel snug on the loosest hook when new.',
    'Adjustable straps and a three-row hook-and-eye fastening let the fit follow you through the month.',
    'Cut with a slightly wider band for support that stays put without digging in.',
  ],
  bralette: [
    'Fits true to size, with gentle hold rather than lift.',
    'Pulls on over the head; no hooks, no wires, nothing to adjust.',
  ],
  panty: [
    'Fits true to size with a flat, no-dig waistband.',
    'Lies flat under fitted clothes; size up if you prefer a looser feel.',
    'Full coverage at the back, with leg openings that stay where you put them.',
  ],
  thong: [
    'Fits true to size; the narrow back is finished soft so you forget it is there.',
    'Invisible under fitted kameez, trousers and dresses.',
  ],
  bodysuit: [
    'Fits true to size with snap fastenings at the gusset.',
    'A long torso? Size up for a comfortable rise.',
  ],
  babydoll: ['Relaxed through the body, fitted at the bust.', 'Falls to the upper thigh, with adjustable straps.'],
  slip: ['Cut on the bias to skim the body.', 'Adjustable straps; falls to just below the knee on most heights.'],
  robe: ['Relaxed fit with a generous wrap and a tie belt.', 'Roomy through the shoulders, with deep pockets.'],
  shapewear: [
    'Firm control at the tummy and waist, lighter at the edges so nothing rolls.',
    'Smooths without squeezing: if in doubt, take the larger size.',
  ],
  camisole: ['A close, easy fit that layers neatly under kurtas and shirts.', 'Adjustable straps and a gently scooped neckline.'],
  pajama: ['Relaxed fit; the trousers have an elasticated, drawstring waist.', 'Easy through the body with a notch collar and piped edges.'],
};

let specIndex = 0;

/** A bra is sold by band and cup; other pieces by their letter sizes, or in one size. */
function sizesOf(spec: Spec): Pick<SeedProduct, 'size_group' | 'sizes'> {
  if (spec.kind === 'bra') return { size_group: 'band_cup', sizes: [...BAND_CUP_SIZES] };
  return { size_group: spec.sizes.length ? 'letter' : 'one_size', sizes: [...spec.sizes] };
}

/** A seed product from its hand-written spec, with derived copy. */
function product(spec: Spec): SeedProduct {
  const index = specIndex++;
  const notes = FIT_NOTES[spec.kind];
  const care = `${CARE[spec.fabric]}.${spec.kind === 'bra' ? BRA_CARE : ''}`;
  const items = [COMPOSITION[spec.fabric], ...innerLines(spec), care, `<strong>Fit:</strong> ${spec.fit ?? notes[index % notes.length]}`];
  const des = `${spec.story.map((p) => `<p>${p}</p>`).join('')}<ul>${items.map((li) => `<li>${li}</li>`).join('')}</ul>`;
  return {
    slug: spec.slug,
    title_en: spec.title,
    kind: spec.kind,
    collections: [...spec.collections],
    colors: [...spec.colors],
    ...sizesOf(spec),
    styles: [...spec.styles],
    price: spec.price,
    mrp: spec.mrp ?? null,
    offer: spec.offer ?? null,
    min: spec.min ?? null,
    max: spec.max ?? null,
    clearance: spec.clearance ?? false,
    video: spec.video ?? null,
    lace: spec.lace ?? false,
    des_en: des,
    feature_en: measurementTable(spec),
    sold: spec.sold,
  };
}

/* ---------------------------------------------------------------- catalogue */

export const PRODUCTS: SeedProduct[] = [
  // Cherie: romantic rose lace, the house signature
  product({
    slug: 'cherie-lace-balconette-bra',
    title: 'Cherie Lace Balconette Bra',
    kind: 'bra',
    collections: ['cherie', 'all-about-lace'],
    colors: ['Rose', 'Black', 'Ivory'],
    sizes: range('XS', '2XL'),
    styles: ['Balconette'],
    price: 2450,
    mrp: 2850,
    video: youtubeEmbedUrl('q7Lr2VbX9sE'),
    lace: true,
    fabric: 'lace',
    story: [
      'Our signature. Scalloped rose lace traces a wide, open neckline, and lightly lined balconette cups lift from underneath for a soft, rounded shape that looks lovely under a low-cut blouse.',
      'The lace is stretch lace, so it moves with you instead of scratching, and every seam that touches your skin is bound in brushed microfibre.',
    ],
    sold: 840,
  }),
  product({
    slug: 'cherie-lace-brief',
    title: 'Cherie Lace Brief',
    kind: 'panty',
    collections: ['cherie', 'all-about-lace'],
    colors: ['Rose', 'Black', 'Ivory'],
    sizes: range('XS', '3XL'),
    styles: ['Brief'],
    price: 690,
    lace: true,
    fabric: 'lace',
    story: [
      'The partner to our balconette bra: a full-coverage brief with a scalloped lace front and a smooth microfibre back that stays invisible under saris and fitted trousers.',
    ],
    sold: 760,
  }),
  product({
    slug: 'cherie-plunge-push-up-bra',
    title: 'Cherie Plunge Push-up Bra',
    kind: 'bra',
    collections: ['cherie'],
    colors: ['Blush', 'Wine', 'Black'],
    sizes: range('XS', 'XL'),
    styles: ['Push-up', 'Plunge'],
    price: 2350,
    mrp: 2600,
    offer: { price: 1990, days: 9 },
    video: youtubeEmbedUrl('Hc3Tn8WpQ1a'),
    fabric: 'microfibre',
    story: [
      'A deep plunge with graduated padding that is fuller at the base of the cup, for real lift and a natural cleavage, never a shelf. Smooth microfibre cups disappear under close-fitting tops.',
    ],
    fit: 'Runs true to size; if the cup gapes at the top, try one size down in the same band.',
    sold: 520,
  }),
  product({
    slug: 'cherie-scalloped-lace-thong',
    title: 'Cherie Scalloped Lace Thong',
    kind: 'thong',
    collections: ['cherie', 'all-about-lace'],
    colors: ['Rose', 'Blush', 'Black'],
    sizes: range('XS', '2XL'),
    styles: ['Thong'],
    price: 590,
    lace: true,
    fabric: 'lace',
    story: [
      'Soft scallops along the waist and a barely-there back. Made in the same rose lace as the rest of Cherie, so you can match a set or mix one in with your favourites.',
    ],
    sold: 430,
  }),
  product({
    slug: 'cherie-satin-and-lace-babydoll',
    title: 'Cherie Satin & Lace Babydoll',
    kind: 'babydoll',
    collections: ['cherie', 'sleep-and-lounge'],
    colors: ['Blush', 'Wine'],
    sizes: range('S', '2XL'),
    styles: ['Sleepwear'],
    price: 3150,
    mrp: 3600,
    lace: true,
    fabric: 'satin',
    story: [
      'Lace cups above a floaty satin skirt that swings when you walk: a little bit of ceremony for an ordinary evening.',
      'The satin is breathable and drapes lightly, so it stays comfortable on warm Dhaka nights.',
    ],
    sold: 210,
  }),
  product({
    slug: 'cherie-lace-plunge-bodysuit',
    title: 'Cherie Lace Plunge Bodysuit',
    kind: 'bodysuit',
    collections: ['cherie', 'all-about-lace'],
    colors: ['Black', 'Rose'],
    sizes: range('XS', 'XL'),
    styles: ['Bodysuit', 'Plunge'],
    price: 3650,
    lace: true,
    fabric: 'lace',
    story: [
      'All-over stretch lace from a plunging neckline to a high-cut leg. Wear it alone, or under an open shirt and high-waisted trousers for an evening out.',
    ],
    sold: 160,
  }),
  product({
    slug: 'cherie-high-waist-lace-brief',
    title: 'Cherie High-waist Lace Brief',
    kind: 'panty',
    collections: ['cherie', 'curve'],
    colors: ['Rose', 'Black', 'Nude'],
    sizes: range('S', '3XL'),
    styles: ['High-waist', 'Brief'],
    price: 790,
    mrp: 890,
    lace: true,
    fabric: 'lace',
    story: [
      'Everything we love about Cherie, with more coverage. The high rise sits at your natural waist, and a lace panel at the front softens the line beneath a fitted dress.',
    ],
    sold: 380,
  }),

  // Cupid's Choice: reds and wines for gifting and celebrations
  product({
    slug: 'cupid-s-choice-heart-plunge-bra',
    title: "Cupid's Choice Heart Plunge Bra",
    kind: 'bra',
    collections: ['cupid-s-choice'],
    colors: ['Red', 'Wine', 'Black'],
    sizes: range('XS', 'XL'),
    styles: ['Plunge', 'Push-up'],
    price: 2550,
    offer: { price: 2190, days: 5 },
    video: youtubeEmbedUrl('mZ4kP0sYt6R'),
    fabric: 'microfibre',
    story: [
      'A plunge cut into a gentle heart at the centre front, with tiny embroidered hearts on the straps. Made for celebrations, or for the days when you simply feel like red.',
    ],
    sold: 390,
  }),
  product({
    slug: 'cupid-s-choice-tulle-thong',
    title: "Cupid's Choice Tulle Thong",
    kind: 'thong',
    collections: ['cupid-s-choice'],
    colors: ['Red', 'Black'],
    sizes: range('XS', 'XL'),
    styles: ['Thong'],
    price: 520,
    fabric: 'microfibre',
    story: [
      'Sheer tulle at the front, a soft microfibre waistband, and a little satin bow. Light enough to tuck into a gift card.',
    ],
    sold: 300,
  }),
  product({
    slug: 'cupid-s-choice-lace-teddy',
    title: "Cupid's Choice Lace Teddy",
    kind: 'bodysuit',
    collections: ['cupid-s-choice', 'all-about-lace'],
    colors: ['Red', 'Wine'],
    sizes: range('XS', 'XL'),
    styles: ['Bodysuit'],
    price: 3800,
    mrp: 4200,
    max: 2,
    lace: true,
    fabric: 'lace',
    story: [
      'A limited edition for the season: floral lace teddy with a keyhole back and delicate criss-cross straps. We made only a small run, so we ask that each customer orders no more than two.',
    ],
    sold: 120,
  }),
  product({
    slug: 'cupid-s-choice-satin-chemise',
    title: "Cupid's Choice Satin Chemise",
    kind: 'slip',
    collections: ['cupid-s-choice', 'sleep-and-lounge'],
    colors: ['Wine', 'Black', 'Red'],
    sizes: range('S', '2XL'),
    styles: ['Sleepwear'],
    price: 2950,
    mrp: 3400,
    offer: { price: 2490, days: 12 },
    fabric: 'satin',
    story: [
      'A knee-grazing chemise in liquid satin with a cowl neckline that falls in soft folds. Deep wine is our favourite; it flatters every skin tone we have tried it on.',
    ],
    sold: 190,
  }),
  product({
    slug: 'cupid-s-choice-strappy-bralette',
    title: "Cupid's Choice Strappy Bralette",
    kind: 'bralette',
    collections: ['cupid-s-choice'],
    colors: ['Red', 'Black'],
    sizes: range('XS', 'L'),
    styles: ['Bralette', 'Non-wired'],
    price: 1450,
    fabric: 'microfibre',
    story: [
      'Fine straps cross over the neckline and the back, so a glimpse under a loose top looks intentional. Non-wired, lightly lined and very easy to wear.',
    ],
    sold: 260,
  }),
  product({
    slug: 'cupid-s-choice-balconette-gift-set',
    title: "Cupid's Choice Balconette Gift Set",
    kind: 'bra',
    collections: ['cupid-s-choice', 'bridal-trousseau'],
    colors: ['Red', 'Wine'],
    sizes: range('S', 'XL'),
    styles: ['Balconette'],
    price: 4200,
    mrp: 4500,
    set: true,
    lace: true,
    fabric: 'lace',
    story: [
      'A lace balconette bra and matching brief, wrapped in tissue in our keepsake box with a handwritten card. One of the most-loved gifts for a new bride or an anniversary.',
      'The brief is cut to match the size of the bra; if you are unsure of her size, our team is happy to help you choose before you order.',
    ],
    sold: 95,
  }),
  product({
    slug: 'cupid-s-choice-cheeky-lace-hipster',
    title: "Cupid's Choice Cheeky Lace Hipster",
    kind: 'panty',
    collections: ['cupid-s-choice', 'all-about-lace'],
    colors: ['Red', 'Wine', 'Blush'],
    sizes: range('XS', '2XL'),
    styles: ['Hipster'],
    price: 620,
    lace: true,
    fabric: 'lace',
    story: [
      'A low-rise hipster with a slightly cheeky cut at the back and lace all the way round. Playful, pretty and still comfortable enough for a full working day.',
    ],
    sold: 280,
  }),

  // All About Lace
  product({
    slug: 'eyelash-lace-plunge-bra',
    title: 'Eyelash Lace Plunge Bra',
    kind: 'bra',
    collections: ['all-about-lace'],
    colors: ['Black', 'Ivory', 'Emerald'],
    sizes: range('XS', 'XL'),
    styles: ['Plunge'],
    price: 2250,
    mrp: 2500,
    video: youtubeEmbedUrl('Wd8eN2jLx5U'),
    lace: true,
    fabric: 'lace',
    story: [
      'Fine eyelash lace, its edges left with a soft fringe, over unpadded plunge cups. The result is sheer and elegant with a natural shape, and lighter than you expect for an underwired bra.',
    ],
    sold: 470,
  }),
  product({
    slug: 'chantilly-lace-triangle-bralette',
    title: 'Chantilly Lace Triangle Bralette',
    kind: 'bralette',
    collections: ['all-about-lace', 'monsoon-breeze'],
    colors: ['Ivory', 'Black', 'Lilac'],
    sizes: range('XS', 'XL'),
    styles: ['Bralette', 'Non-wired'],
    price: 1350,
    offer: { price: 1150, days: 16 },
    lace: true,
    fabric: 'lace',
    story: [
      'Two soft triangles of Chantilly-style lace on a slim elastic band. No wires and no padding: just an easy, airy layer for slow weekends and hot afternoons.',
    ],
    sold: 610,
  }),
  product({
    slug: 'stretch-lace-one-size-thong',
    title: 'Stretch Lace One-Size Thong',
    kind: 'thong',
    collections: ['all-about-lace', 'everyday-essentials'],
    colors: ['Black', 'Nude', 'Ivory', 'Rose'],
    sizes: [],
    fits: ['XS', 'XL'],
    styles: ['Thong'],
    price: 490,
    min: 3,
    max: 9,
    lace: true,
    fabric: 'lace',
    story: [
      'One piece of generous stretch lace that fits XS to XL without a single seam to dig in. It is sold as a mix-and-match bundle: choose any three or more, in any colours you like.',
    ],
    fit: 'One size stretches comfortably over hips from 84 to 112 cm; no edges, no lines.',
    sold: 880,
  }),
  product({
    slug: 'lace-back-microfibre-hipster',
    title: 'Lace-back Microfibre Hipster',
    kind: 'panty',
    collections: ['all-about-lace', 'everyday-essentials'],
    colors: ['Nude', 'Black', 'Mocha'],
    sizes: range('XS', '3XL'),
    styles: ['Hipster'],
    price: 650,
    lace: true,
    fabric: 'lace',
    story: [
      'Smooth microfibre at the front for a clean line under trousers, and a panel of lace at the back for something pretty that only you know about.',
    ],
    sold: 540,
  }),
  product({
    slug: 'emerald-lace-longline-bra',
    title: 'Emerald Lace Longline Bra',
    kind: 'bra',
    collections: ['all-about-lace'],
    colors: ['Emerald', 'Black'],
    sizes: range('S', '2XL'),
    styles: ['Balconette'],
    price: 2700,
    mrp: 2990,
    lace: true,
    fabric: 'lace',
    story: [
      'A balconette bra with a deep lace band that reaches towards the waist, spreading support so it never digs. In jewel-toned emerald it is as lovely peeking from a blouse as it is worn alone.',
    ],
    sold: 150,
  }),
  product({
    slug: 'lace-bandeau-bralette',
    title: 'Lace Bandeau Bralette',
    kind: 'bralette',
    collections: ['all-about-lace'],
    colors: ['Ivory', 'Black', 'Blush'],
    sizes: [],
    fits: ['XS', 'L'],
    styles: ['Bralette', 'Non-wired'],
    price: 990,
    lace: true,
    fabric: 'lace',
    story: [
      'A simple band of wide stretch lace, double-layered at the front and finished with silicone grip so it stays put without straps. Perfect under off-the-shoulder tops and wide necklines.',
    ],
    fit: 'One size fits XS to L; best for smaller busts that want coverage rather than lift.',
    sold: 230,
  }),
  product({
    slug: 'lace-trim-modal-camisole',
    title: 'Lace-trim Modal Camisole',
    kind: 'camisole',
    collections: ['all-about-lace', 'sleep-and-lounge'],
    colors: ['Ivory', 'Lilac', 'Black'],
    sizes: range('XS', '2XL'),
    styles: ['Sleepwear'],
    price: 1290,
    lace: true,
    fabric: 'modal',
    story: [
      'A fluid modal camisole edged with a narrow band of lace at the neckline and hem. Sleep in it, lounge in it, or layer it under a sheer kurta on a warm day.',
    ],
    sold: 330,
  }),

  // Everyday Essentials
  product({
    slug: 'everyday-seamless-t-shirt-bra',
    title: 'Everyday Seamless T-shirt Bra',
    kind: 'bra',
    collections: ['everyday-essentials'],
    colors: ['Nude', 'Black', 'White', 'Mocha'],
    sizes: range('XS', '3XL'),
    styles: ['T-shirt'],
    price: 1590,
    mrp: 1790,
    video: youtubeEmbedUrl('Rt5yB1cGv8N'),
    fabric: 'microfibre',
    story: [
      'The bra our customers buy again and again. Moulded, seamless cups give a smooth round shape under the thinnest cotton, and the wires are cushioned end to end.',
      'Four shades, from white to mocha, so there is a true nude for you.',
    ],
    sold: 900,
  }),
  product({
    slug: 'everyday-seamless-hipster',
    title: 'Everyday Seamless Hipster',
    kind: 'panty',
    collections: ['everyday-essentials'],
    colors: ['Nude', 'Black', 'Mocha', 'White'],
    sizes: range('XS', '3XL'),
    styles: ['Hipster'],
    price: 550,
    min: 2,
    max: 6,
    fabric: 'microfibre',
    story: [
      'Bonded, laser-cut edges that lie completely flat, so no line shows through even the lightest georgette. Sold in multiples of your choosing, from two to six, because one is never enough.',
    ],
    sold: 870,
  }),
  product({
    slug: 'everyday-cotton-brief',
    title: 'Everyday Cotton Brief',
    kind: 'panty',
    collections: ['everyday-essentials', 'monsoon-breeze'],
    colors: ['White', 'Nude', 'Sky', 'Black'],
    sizes: range('XS', '3XL'),
    styles: ['Brief'],
    price: 450,
    min: 2,
    max: 6,
    fabric: 'cotton',
    story: [
      'Breathable combed cotton in a classic full brief, with a soft-covered waistband that will not roll. The one your skin will thank you for in August. Pick at least two to mix and match.',
    ],
    sold: 820,
  }),
  product({
    slug: 'everyday-soft-non-wired-bra',
    title: 'Everyday Soft Non-wired Bra',
    kind: 'bra',
    collections: ['everyday-essentials', 'monsoon-breeze'],
    colors: ['Nude', 'Blush', 'Black'],
    sizes: range('XS', '2XL'),
    styles: ['Non-wired', 'T-shirt'],
    price: 1290,
    offer: { price: 1090, days: 20 },
    fabric: 'microfibre',
    story: [
      'All the shape of a T-shirt bra, none of the wire. Lightly moulded cups and a wide, soft band keep you supported from the morning commute to the evening adda.',
    ],
    sold: 650,
  }),
  product({
    slug: 'everyday-invisible-thong',
    title: 'Everyday Invisible Thong',
    kind: 'thong',
    collections: ['everyday-essentials'],
    colors: ['Nude', 'Mocha', 'Black'],
    sizes: range('XS', '2XL'),
    styles: ['Thong'],
    price: 450,
    fabric: 'microfibre',
    story: [
      'Raw-cut microfibre with no seams, no elastic and no trace under fitted clothes. Choose the shade closest to your skin for true invisibility under white.',
    ],
    sold: 590,
  }),
  product({
    slug: 'everyday-racerback-bralette',
    title: 'Everyday Racerback Bralette',
    kind: 'bralette',
    collections: ['everyday-essentials'],
    colors: ['Black', 'Sky', 'White'],
    sizes: range('XS', 'XL'),
    styles: ['Bralette', 'Non-wired'],
    price: 1150,
    fabric: 'modal',
    story: [
      'A soft modal racerback with removable pads, made for working from home, yoga at sunrise and long train journeys. It feels like nothing at all.',
    ],
    sold: 420,
  }),
  product({
    slug: 'everyday-high-waist-brief',
    title: 'Everyday High-waist Brief',
    kind: 'panty',
    collections: ['everyday-essentials', 'curve'],
    colors: ['Nude', 'Black', 'Mocha'],
    sizes: range('S', '3XL'),
    styles: ['High-waist', 'Brief'],
    price: 620,
    mrp: 720,
    fabric: 'microfibre',
    story: [
      'A smooth high-waisted brief with a wide, gentle waistband that holds you softly without any shaping. Lovely under salwar and jeans alike.',
    ],
    sold: 510,
  }),
  product({
    slug: 'everyday-multiway-strapless-bra',
    title: 'Everyday Multiway Strapless Bra',
    kind: 'bra',
    collections: ['everyday-essentials', 'bridal-trousseau'],
    colors: ['Nude', 'Black', 'Ivory'],
    sizes: range('XS', 'XL'),
    styles: ['T-shirt'],
    price: 1890,
    video: youtubeEmbedUrl('aP6vF3hKs0Z'),
    fabric: 'microfibre',
    story: [
      'Wear it strapless, halter, crossed at the back or one-shoulder: the detachable straps and silicone-lined band make this the bra for every blouse cut in your wardrobe.',
    ],
    fit: 'Choose your usual size; the band is cut firmer than our other bras so it holds without straps.',
    sold: 340,
  }),

  // Sculpt Shapewear
  product({
    slug: 'sculpt-high-waist-shaping-brief',
    title: 'Sculpt High-waist Shaping Brief',
    kind: 'shapewear',
    collections: ['sculpt-shapewear'],
    colors: ['Nude', 'Black', 'Mocha'],
    sizes: range('XS', '3XL'),
    styles: ['Shapewear', 'High-waist'],
    price: 1450,
    mrp: 1690,
    fabric: 'power-mesh',
    story: [
      'Smooths the tummy and waist under a sari or a fitted dress, without the squeeze. A bonded silicone strip inside the top edge stops it rolling down when you sit.',
    ],
    sold: 560,
  }),
  product({
    slug: 'sculpt-mid-thigh-shaper-short',
    title: 'Sculpt Mid-thigh Shaper Short',
    kind: 'shapewear',
    collections: ['sculpt-shapewear', 'bridal-trousseau'],
    colors: ['Nude', 'Black'],
    sizes: range('S', '3XL'),
    styles: ['Shapewear', 'High-waist'],
    price: 1890,
    offer: { price: 1590, days: 7 },
    fabric: 'power-mesh',
    story: [
      'High-waisted shorts that shape from waist to mid-thigh and keep thighs from chafing through a long wedding day. Finished with flat, grippy hems that stay in place.',
    ],
    sold: 410,
  }),
  product({
    slug: 'sculpt-open-bust-shaping-bodysuit',
    title: 'Sculpt Open-bust Shaping Bodysuit',
    kind: 'bodysuit',
    collections: ['sculpt-shapewear'],
    colors: ['Nude', 'Black', 'Mocha'],
    sizes: range('S', '2XL'),
    styles: ['Bodysuit', 'Shapewear'],
    price: 2890,
    mrp: 3290,
    fabric: 'power-mesh',
    story: [
      'Smooths from under the bust to the hip and leaves the bust free, so you can wear it with your own favourite bra. The body is shaping; the straps and edges are soft.',
    ],
    sold: 240,
  }),
  product({
    slug: 'sculpt-smoothing-camisole',
    title: 'Sculpt Smoothing Camisole',
    kind: 'camisole',
    collections: ['sculpt-shapewear'],
    colors: ['Nude', 'Black', 'White'],
    sizes: range('XS', '2XL'),
    styles: ['Shapewear'],
    price: 1590,
    fabric: 'power-mesh',
    story: [
      'A light-control camisole that smooths the back and midriff under silk blouses and fitted kameez. Wear it over your bra; the adjustable straps sit right on top of your own.',
    ],
    sold: 200,
  }),
  product({
    slug: 'sculpt-waist-cincher',
    title: 'Sculpt Waist Cincher',
    kind: 'shapewear',
    collections: ['sculpt-shapewear', 'curve'],
    colors: ['Nude', 'Black'],
    sizes: range('M', '3XL'),
    styles: ['Shapewear'],
    price: 2250,
    mrp: 2500,
    noGusset: true,
    fabric: 'power-mesh',
    story: [
      'A hook-front cincher with flexible boning that defines the waist for special occasions. Three rows of hooks let you choose how firm it feels, from gentle to sculpted.',
    ],
    fit: 'Choose by your natural waist; it is meant to feel firm, never breathless. Start on the loosest hooks.',
    sold: 180,
  }),
  product({
    slug: 'sculpt-seamless-shaping-thong',
    title: 'Sculpt Seamless Shaping Thong',
    kind: 'shapewear',
    collections: ['sculpt-shapewear'],
    colors: ['Nude', 'Black'],
    sizes: range('XS', 'XL'),
    styles: ['Shapewear', 'Thong'],
    price: 990,
    fabric: 'power-mesh',
    story: [
      'Tummy control at the front, a thong at the back: the answer to bodycon dresses and fitted trousers when you want both smoothness and no visible lines.',
    ],
    sold: 150,
  }),

  // Sleep & Lounge
  product({
    slug: 'moonlit-satin-pajama-set',
    title: 'Moonlit Satin Pajama Set',
    kind: 'pajama',
    collections: ['sleep-and-lounge'],
    colors: ['Navy', 'Wine', 'Ivory'],
    sizes: range('XS', '3XL'),
    styles: ['Sleepwear'],
    price: 3450,
    mrp: 3900,
    fabric: 'satin',
    story: [
      'A long-sleeved shirt and wide trousers in washable satin, piped in a contrasting ivory. Cool to slip into and smart enough for an Eid morning at home with family.',
    ],
    sold: 450,
  }),
  product({
    slug: 'moonlit-satin-midi-robe',
    title: 'Moonlit Satin Midi Robe',
    kind: 'robe',
    collections: ['sleep-and-lounge', 'bridal-trousseau'],
    colors: ['Navy', 'Blush', 'Ivory'],
    sizes: range('S', '2XL'),
    styles: ['Sleepwear'],
    price: 3250,
    offer: { price: 2750, days: 14 },
    fabric: 'satin',
    story: [
      'A midi-length satin wrap with wide kimono sleeves and an inside tie, so it stays closed when the doorbell rings. Pairs with the Moonlit pajama set, or over anything at all.',
    ],
    sold: 260,
  }),
  product({
    slug: 'cloud-modal-short-pajama-set',
    title: 'Cloud Modal Short Pajama Set',
    kind: 'pajama',
    collections: ['sleep-and-lounge', 'monsoon-breeze'],
    colors: ['Lilac', 'Sky', 'Blush'],
    sizes: range('XS', '2XL'),
    styles: ['Sleepwear'],
    price: 2650,
    fabric: 'modal',
    story: [
      'A short-sleeved top and soft shorts in modal that stays cool through the stickiest nights of the year. Our customers call it the cloud set, and so do we now.',
    ],
    sold: 380,
  }),
  product({
    slug: 'waffle-cotton-spa-robe',
    title: 'Waffle Cotton Spa Robe',
    kind: 'robe',
    collections: ['sleep-and-lounge'],
    colors: [],
    sizes: [],
    fits: ['S', '2XL'],
    styles: ['Sleepwear'],
    price: 2890,
    fabric: 'waffle',
    story: [
      'A light waffle-weave robe in undyed natural cotton, made for after a bath or a morning cup of cha. It absorbs like a towel but weighs a fraction as much, and dries in an afternoon.',
    ],
    sold: 140,
  }),
  product({
    slug: 'printed-voile-kimono-wrap',
    title: 'Printed Voile Kimono Wrap',
    kind: 'robe',
    collections: ['sleep-and-lounge', 'monsoon-breeze'],
    colors: ['Sky', 'Lilac'],
    sizes: [],
    fits: ['XS', '3XL'],
    styles: ['Sleepwear'],
    price: 2450,
    mrp: 2750,
    fabric: 'voile',
    story: [
      'A featherweight cotton voile kimono, block-printed with a small lotus motif. Throw it over a camisole on a humid morning, or pack it as a cover-up for Cox’s Bazar.',
    ],
    fit: 'One generous size, fitting XS to 3XL; it falls to mid-calf on most heights.',
    sold: 110,
  }),
  product({
    slug: 'cloud-modal-lounge-camisole',
    title: 'Cloud Modal Lounge Camisole',
    kind: 'camisole',
    collections: ['sleep-and-lounge', 'everyday-essentials'],
    colors: ['Lilac', 'Black', 'White', 'Blush'],
    sizes: range('XS', '3XL'),
    styles: ['Sleepwear'],
    price: 990,
    fabric: 'modal',
    story: [
      'The simplest camisole we make, with a built-in soft shelf for light support. Sleep in it on hot nights, or wear it under a shirt when the office air conditioning fails you.',
    ],
    sold: 470,
  }),
  product({
    slug: 'silky-bias-cut-slip-dress',
    title: 'Silky Bias-cut Slip Dress',
    kind: 'slip',
    collections: ['sleep-and-lounge'],
    colors: ['Emerald', 'Black', 'Blush'],
    sizes: range('XS', 'XL'),
    styles: ['Sleepwear'],
    price: 3150,
    fabric: 'satin',
    story: [
      'Cut on the bias so the satin skims and pours over the body, with fine adjustable straps and a V neckline. Sleepwear, technically, though we would not blame you for wearing it out.',
    ],
    sold: 170,
  }),
  product({
    slug: 'breezy-cotton-button-down-pajama',
    title: 'Breezy Cotton Button-down Pajama',
    kind: 'pajama',
    collections: ['sleep-and-lounge', 'monsoon-breeze'],
    colors: ['Sky', 'White', 'Navy'],
    sizes: range('S', '3XL'),
    styles: ['Sleepwear'],
    price: 2890,
    mrp: 3200,
    fabric: 'cotton',
    story: [
      'A classic button-down pajama in soft cotton poplin with a fine stripe. Three-quarter sleeves and straight-leg trousers keep you covered and cool when the fan is all you have.',
    ],
    fit: 'Relaxed fit with a drawstring waist; the trousers fall to the ankle at most heights.',
    sold: 300,
  }),

  // Bridal Trousseau
  product({
    slug: 'bridal-ivory-lace-plunge-bra',
    title: 'Bridal Ivory Lace Plunge Bra',
    kind: 'bra',
    collections: ['bridal-trousseau', 'all-about-lace'],
    colors: ['Ivory', 'Blush'],
    sizes: range('XS', '2XL'),
    styles: ['Plunge', 'Push-up'],
    price: 2650,
    video: youtubeEmbedUrl('Lb9xK4mTq2D'),
    lace: true,
    fabric: 'lace',
    story: [
      'Delicate ivory lace on a lightly padded plunge that sits low enough for a deep-backed or sweetheart blouse. Finished with a tiny pearl charm at the centre.',
    ],
    sold: 200,
  }),
  product({
    slug: 'bridal-embroidered-lace-babydoll',
    title: 'Bridal Embroidered Lace Babydoll',
    kind: 'babydoll',
    collections: ['bridal-trousseau', 'all-about-lace'],
    colors: ['Ivory', 'Red'],
    sizes: range('S', 'XL'),
    styles: ['Sleepwear'],
    price: 3450,
    mrp: 3950,
    lace: true,
    fabric: 'lace',
    story: [
      'Embroidered lace cups and a sheer chiffon skirt that opens at the front, in bridal ivory or a deep wedding red. Made for the first night, kept for every anniversary after.',
    ],
    sold: 85,
  }),
  product({
    slug: 'hand-embroidered-bridal-robe',
    title: 'Hand-embroidered Bridal Robe',
    kind: 'robe',
    collections: ['bridal-trousseau'],
    colors: [],
    sizes: [],
    fits: ['S', '2XL'],
    styles: ['Sleepwear'],
    price: 4500,
    max: 2,
    fabric: 'satin',
    story: [
      'A limited run of ivory satin robes, each hand-embroidered with tiny gold flowers along the sleeves by artisans in Jashore. No two are quite alike.',
      'Because each one takes days to finish, we can offer at most two per order: one for you and one for your dearest friend.',
    ],
    fit: 'One size fits S to 2XL, with a wide wrap and a long satin sash.',
    sold: 60,
  }),
  product({
    slug: 'bridal-lace-tanga-thong',
    title: 'Bridal Lace Tanga Thong',
    kind: 'thong',
    collections: ['bridal-trousseau', 'all-about-lace'],
    colors: ['Ivory', 'Red', 'Blush'],
    sizes: range('XS', 'XL'),
    styles: ['Thong'],
    price: 690,
    lace: true,
    fabric: 'lace',
    story: [
      'A tanga with wider lace sides and a little more coverage than a classic thong, in the same lace as our bridal bras so your set matches perfectly.',
    ],
    sold: 150,
  }),
  product({
    slug: 'bridal-satin-chemise-with-lace-hem',
    title: 'Bridal Satin Chemise with Lace Hem',
    kind: 'slip',
    collections: ['bridal-trousseau', 'cherie'],
    colors: ['Ivory', 'Red'],
    sizes: range('XS', '2XL'),
    styles: ['Sleepwear'],
    price: 3350,
    offer: { price: 2890, days: 18 },
    lace: true,
    fabric: 'satin',
    story: [
      'A long satin chemise with a wide band of lace at the hem and a low, scooped back. Quietly glamorous, and a lovely gift for a bride-to-be from her sisters.',
    ],
    sold: 130,
  }),
  product({
    slug: 'bridal-silk-touch-balconette-set',
    title: 'Bridal Silk-touch Balconette Set',
    kind: 'bra',
    collections: ['bridal-trousseau'],
    colors: ['Ivory', 'Red', 'Wine'],
    sizes: range('S', '2XL'),
    styles: ['Balconette'],
    price: 3900,
    mrp: 4400,
    set: true,
    lace: true,
    fabric: 'lace',
    story: [
      'A balconette bra and matching brief in silk-touch microfibre, with lace appliqué across the cups. Chosen by many of our brides for the holud, the biye and the reception alike.',
    ],
    sold: 110,
  }),

  // Curve: cut for fuller busts and hips
  product({
    slug: 'curve-full-coverage-support-bra',
    title: 'Curve Full-coverage Support Bra',
    kind: 'bra',
    collections: ['curve', 'everyday-essentials'],
    colors: ['Nude', 'Black', 'Mocha'],
    sizes: range('L', '3XL'),
    styles: ['T-shirt'],
    price: 1990,
    mrp: 2250,
    video: youtubeEmbedUrl('Yg2sD7nVc3H'),
    fabric: 'microfibre',
    story: [
      'Made for fuller busts: three-part cups that hold and shape, wide cushioned straps that never dig, and a four-hook band for all-day comfort.',
      'We fitted it on dozens of women from L to 3XL before we were happy. It shows.',
    ],
    fit: 'Fits true to size; the side panels are reinforced to bring the bust forward and in.',
    sold: 620,
  }),
  product({
    slug: 'curve-lace-balconette-bra',
    title: 'Curve Lace Balconette Bra',
    kind: 'bra',
    collections: ['curve', 'all-about-lace'],
    colors: ['Wine', 'Black', 'Nude'],
    sizes: range('L', '3XL'),
    styles: ['Balconette'],
    price: 2350,
    offer: { price: 1990, days: 11 },
    video: youtubeEmbedUrl('Nf0jR6wEa8K'),
    lace: true,
    fabric: 'lace',
    story: [
      'Lace that is beautiful and genuinely supportive: a three-part balconette with a sheer lace upper cup and a firm lined lower cup for lift that lasts all evening.',
    ],
    sold: 330,
  }),
  product({
    slug: 'curve-cotton-comfort-brief',
    title: 'Curve Cotton-comfort Brief',
    kind: 'panty',
    collections: ['curve'],
    colors: ['Nude', 'Black', 'Plum'],
    sizes: range('XL', '3XL'),
    styles: ['Brief', 'High-waist'],
    price: 590,
    min: 2,
    max: 6,
    fabric: 'cotton',
    story: [
      'A full, high-rise cotton brief with a wide covered waistband that rests softly on the tummy and legs cut to stay put when you walk. Sold in twos and more, because you will want a drawer full.',
    ],
    sold: 450,
  }),
  product({
    slug: 'curve-supportive-wire-free-bralette',
    title: 'Curve Supportive Wire-free Bralette',
    kind: 'bralette',
    collections: ['curve'],
    colors: ['Plum', 'Black', 'Nude'],
    sizes: range('L', '3XL'),
    styles: ['Bralette', 'Non-wired'],
    price: 1690,
    fabric: 'microfibre',
    story: [
      'A bralette that actually supports a fuller bust, with a deep band, double-layered cups and wide straps. Comfort first, and no wires to poke anyone.',
    ],
    sold: 250,
  }),
  product({
    slug: 'curve-satin-babydoll',
    title: 'Curve Satin Babydoll',
    kind: 'babydoll',
    collections: ['curve', 'sleep-and-lounge'],
    colors: ['Plum', 'Black'],
    sizes: range('XL', '3XL'),
    styles: ['Sleepwear'],
    price: 2990,
    mrp: 3400,
    fabric: 'satin',
    story: [
      'An empire-line babydoll with underbust seaming and a swinging A-line skirt, cut for curves from the first sketch rather than simply graded up.',
    ],
    sold: 140,
  }),

  // Monsoon Breeze: breathable pieces for humid months
  product({
    slug: 'breeze-perforated-t-shirt-bra',
    title: 'Breeze Perforated T-shirt Bra',
    kind: 'bra',
    collections: ['monsoon-breeze', 'everyday-essentials'],
    colors: ['White', 'Nude', 'Sky'],
    sizes: range('XS', '2XL'),
    styles: ['T-shirt'],
    price: 1690,
    mrp: 1890,
    offer: { price: 1450, days: 3 },
    video: youtubeEmbedUrl('Vk1uT9bHr4M'),
    fabric: 'mesh',
    story: [
      'Our coolest bra. Thousands of tiny perforations in the foam cups let the heat escape, and a mesh back lets air move where it is needed most in a Dhaka summer.',
    ],
    sold: 560,
  }),
  product({
    slug: 'breeze-mesh-hipster',
    title: 'Breeze Mesh Hipster',
    kind: 'panty',
    collections: ['monsoon-breeze'],
    colors: ['Sky', 'White', 'Lilac'],
    sizes: range('XS', '2XL'),
    styles: ['Hipster'],
    price: 520,
    fabric: 'mesh',
    story: [
      'Breathable mesh panels at the sides and a cotton gusset make this hipster the one to reach for on the most humid days of the monsoon.',
    ],
    sold: 350,
  }),
  product({
    slug: 'breeze-organic-cotton-bralette',
    title: 'Breeze Organic-cotton Bralette',
    kind: 'bralette',
    collections: ['monsoon-breeze'],
    colors: ['White', 'Sky', 'Blush'],
    sizes: range('XS', 'XL'),
    styles: ['Bralette', 'Non-wired'],
    price: 1190,
    fabric: 'cotton',
    story: [
      'Soft organic cotton in a simple scoop-neck bralette, unlined and unpadded. Kind to sensitive skin, lovely to sleep in, and it dries fast on the balcony line.',
    ],
    sold: 290,
  }),
  product({
    slug: 'breeze-modal-thong',
    title: 'Breeze Modal Thong',
    kind: 'thong',
    collections: ['monsoon-breeze'],
    colors: ['Lilac', 'Sky', 'Nude'],
    sizes: range('XS', 'XL'),
    styles: ['Thong'],
    price: 480,
    fabric: 'modal',
    story: [
      'A modal thong that stays cool and soft in the heat, with a slim waistband that never cuts in. Simple, breathable, and quick to dry.',
    ],
    sold: 240,
  }),

  // The Basics and last season's pieces, now on clearance
  product({
    slug: 'basics-cotton-hipster',
    title: 'Basics Cotton Hipster',
    kind: 'panty',
    collections: ['the-basics'],
    colors: ['White', 'Black', 'Navy'],
    sizes: range('XS', '2XL'),
    styles: ['Hipster'],
    price: 450,
    mrp: 550,
    clearance: true,
    fabric: 'cotton',
    story: [
      'A plain, honest cotton hipster that has been in our range since the very first season. We are refreshing the colours, so these shades are now on clearance.',
    ],
    sold: 700,
  }),
  product({
    slug: 'basics-moulded-t-shirt-bra',
    title: 'Basics Moulded T-shirt Bra',
    kind: 'bra',
    collections: ['the-basics'],
    colors: ['Nude', 'Black', 'White'],
    sizes: range('XS', 'XL'),
    styles: ['T-shirt'],
    price: 1250,
    mrp: 1590,
    clearance: true,
    fabric: 'microfibre',
    story: [
      'Our original T-shirt bra, now replaced by the Everyday Seamless. It is still a smooth, dependable bra at a very kind price while the last sizes last.',
    ],
    sold: 640,
  }),
  product({
    slug: 'basics-padded-push-up-bra',
    title: 'Basics Padded Push-up Bra',
    kind: 'bra',
    collections: ['the-basics'],
    colors: ['Black', 'Red', 'Nude'],
    sizes: range('XS', 'L'),
    styles: ['Push-up'],
    price: 1390,
    mrp: 1750,
    offer: { price: 1190, days: 0 },
    clearance: true,
    fabric: 'microfibre',
    story: [
      'A generously padded push-up for a little more volume, from last season. Today is the final day of its extra offer.',
    ],
    sold: 380,
  }),
  product({
    slug: 'basics-ribbed-cotton-camisole',
    title: 'Basics Ribbed Cotton Camisole',
    kind: 'camisole',
    collections: ['the-basics'],
    colors: ['White', 'Black', 'Navy'],
    sizes: range('XS', '2XL'),
    styles: ['Sleepwear'],
    price: 890,
    mrp: 1050,
    clearance: true,
    fabric: 'cotton',
    story: [
      'A fine-ribbed cotton camisole that layers under anything. Stock up now: this rib is being retired for a new, softer one.',
    ],
    sold: 300,
  }),
  product({
    slug: 'basics-high-waist-cotton-brief',
    title: 'Basics High-waist Cotton Brief',
    kind: 'panty',
    collections: ['the-basics', 'curve'],
    colors: ['Black', 'Nude'],
    sizes: range('S', '3XL'),
    styles: ['High-waist', 'Brief'],
    price: 490,
    mrp: 590,
    clearance: true,
    fabric: 'cotton',
    story: [
      'A high-rise cotton brief with full coverage and a soft elastic waist. A wardrobe staple, now marked down as we change our cotton supplier.',
    ],
    sold: 260,
  }),
  product({
    slug: 'basics-sports-bralette',
    title: 'Basics Sports Bralette',
    kind: 'bralette',
    collections: ['the-basics'],
    colors: ['Black', 'Navy'],
    sizes: range('XS', 'XL'),
    styles: ['Bralette', 'Non-wired'],
    price: 950,
    mrp: 1250,
    clearance: true,
    fabric: 'microfibre',
    story: [
      'A light-support pullover bralette for walks, yoga and stretching at home. The last of this style before our new activewear arrives.',
    ],
    sold: 180,
  }),
  product({
    slug: 'basics-jersey-pajama-set',
    title: 'Basics Jersey Pajama Set',
    kind: 'pajama',
    collections: ['the-basics', 'sleep-and-lounge'],
    colors: ['Navy', 'Lilac'],
    sizes: range('S', '2XL'),
    styles: ['Sleepwear'],
    price: 2190,
    mrp: 2690,
    clearance: true,
    fabric: 'cotton',
    story: [
      'A soft cotton-jersey T-shirt and jogger set from our winter range, comfortable well into spring. Limited sizes remain.',
    ],
    sold: 90,
  }),
  product({
    slug: 'cupid-s-choice-satin-bralette',
    title: "Cupid's Choice Satin Bralette",
    kind: 'bralette',
    collections: ['cupid-s-choice', 'the-basics'],
    colors: ['Red'],
    sizes: range('XS', 'L'),
    styles: ['Bralette', 'Non-wired'],
    price: 1050,
    mrp: 1490,
    clearance: true,
    fabric: 'satin',
    story: [
      "Last year's Valentine's bralette in glossy red satin with a tiny front bow. A few are left, at a price that makes it an easy gift.",
    ],
    sold: 70,
  }),
  product({
    slug: 'sculpt-firm-control-slip',
    title: 'Sculpt Firm-control Slip',
    kind: 'shapewear',
    collections: ['sculpt-shapewear', 'the-basics'],
    colors: ['Nude'],
    sizes: range('S', 'XL'),
    styles: ['Shapewear'],
    price: 1650,
    mrp: 2150,
    offer: { price: 1390, days: 4 },
    clearance: true,
    noGusset: true,
    fabric: 'power-mesh',
    story: [
      'A full slip in firm power mesh that smooths from bust to knee under fitted dresses and saris. Replaced by our lighter Sculpt pieces, so this is its final run.',
    ],
    sold: 45,
  }),
  product({
    slug: 'ivory-lace-trim-bikini-brief',
    title: 'Ivory Lace-trim Bikini Brief',
    kind: 'panty',
    collections: ['all-about-lace', 'the-basics'],
    colors: ['Ivory', 'Lilac'],
    sizes: range('XS', 'XL'),
    styles: ['Brief'],
    price: 450,
    mrp: 650,
    clearance: true,
    lace: true,
    fabric: 'lace',
    story: [
      'A low-rise bikini brief with a lace trim at the waist and legs. A quiet favourite from two seasons ago, now at its lowest price.',
    ],
    sold: 20,
  }),
  product({
    slug: 'emerald-velvet-plunge-bra',
    title: 'Emerald Velvet Plunge Bra',
    kind: 'bra',
    collections: ['cherie', 'the-basics'],
    colors: ['Emerald', 'Plum'],
    sizes: range('XS', 'L'),
    styles: ['Plunge'],
    price: 1450,
    mrp: 2250,
    clearance: true,
    fabric: 'microfibre',
    story: [
      'Soft flocked-velvet trims on a lightly lined plunge, from our winter Cherie capsule. Jewel tones that glow by candlelight, now at clearance prices.',
    ],
    sold: 35,
  }),
  product({
    slug: 'basics-seamless-bodysuit',
    title: 'Basics Seamless Bodysuit',
    kind: 'bodysuit',
    collections: ['the-basics'],
    colors: ['Black', 'Nude'],
    sizes: range('XS', 'XL'),
    styles: ['Bodysuit'],
    price: 2400,
    mrp: 2990,
    clearance: true,
    fabric: 'microfibre',
    story: [
      'A scoop-neck seamless bodysuit that tucks into skirts and trousers with no bunching at the waist. Discontinued in these shades, so grab yours while sizes remain.',
    ],
    sold: 110,
  }),
];
