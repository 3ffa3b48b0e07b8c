import type { SeedBlogPost } from '../types';

/** The journal: hand-written guides and stories, newest last. */
export const BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'how-to-measure-your-bra-size-at-home',
    title_en: 'How to Measure Your Bra Size at Home',
    color: '#c45c7f',
    published_at: '2026-01-14',
    des_en: `<p>Most of us were never taught how to find our bra size. We guessed once, at fifteen, and have been buying the same number ever since. Yet bodies change with age, weight, pregnancy, exercise and even the time of the month. The good news: all you need to find the right size is a soft tape measure, a mirror and five quiet minutes.</p>
<h2>Before you begin</h2>
<ul>
<li>Wear a non-padded bra that fits reasonably well, or no bra at all.</li>
<li>Stand straight and relaxed, breathing normally. Do not hold your breath or pull your tummy in.</li>
<li>Use a soft tailoring tape in centimetres. If you only have string, mark it and measure it against a ruler.</li>
</ul>
<h2>Step 1: your underbust</h2>
<p>Wrap the tape around your ribcage, directly under your bust where the band of a bra would sit. Keep it level all the way round (a mirror helps you check the back) and pull it snug, but not so tight that it digs. Write the number down. This is the measurement that matters most, because around 80% of a bra's support comes from the band, not the straps.</p>
<h2>Step 2: your bust</h2>
<p>Now measure loosely around the fullest part of your bust, again keeping the tape level. Lean forward slightly if you find it easier; the tape should rest on the skin without flattening anything.</p>
<h2>Step 3: read the chart</h2>
<p>Every product page in our shop has a <em>Measurements</em> section with the underbust and bust range for each size, from XS to 3XL. Find the row where your underbust falls first, then check that your bust falls in the same row. If your bust measurement points to a larger size than your underbust, choose by the underbust and look for styles with more generous cups, such as our balconette and full-coverage shapes.</p>
<blockquote>If you fall between two sizes, let your underbust decide. A band that is slightly firm will relax with wear; a band that is loose on day one only gets looser.</blockquote>
<h2>How to tell a bra really fits</h2>
<ol>
<li><strong>The band is level.</strong> If it rides up at the back, it is too loose.</li>
<li><strong>The centre sits flat.</strong> In a wired bra, the bit between the cups should rest on your breastbone.</li>
<li><strong>The cups are smooth.</strong> No spilling over the top or sides, and no wrinkles or gaps.</li>
<li><strong>The straps stay put</strong> without leaving red marks. If they dig, the band is probably doing too little work.</li>
<li><strong>You start on the loosest hook.</strong> As the elastic relaxes over the months, move inwards.</li>
</ol>
<h2>When to measure again</h2>
<p>Re-measure every six months, and always after a pregnancy, a change in weight or a new exercise routine. Your size is not a label you carry for life; it is simply where your body is today.</p>
<p>Still unsure? Many of our bras come with a short size-guide video on the product page, headed <em>What size to get?</em>, and our team is always happy to help over email. Write to us with your two measurements and the style you like, and we will reply within a day or two with a suggestion.</p>`,
  },
  {
    slug: 'your-bridal-trousseau-a-gentle-guide',
    title_en: 'Your Bridal Trousseau: A Gentle Guide',
    color: '#7b1e3a',
    published_at: '2026-01-28',
    des_en: `<p>Winter is wedding season in Bangladesh, and with it comes the lovely, slightly overwhelming task of putting together a trousseau. Between the holud, the biye, the reception and the weeks of visits that follow, a bride needs far more than one beautiful set. Here is how we suggest thinking about it, from the women on our own team who have done it.</p>
<h2>Start with what goes under the outfits</h2>
<p>Your blouses decide your bras, so gather the blouse designs first. Deep backs need a low-back or multiway bra; sweetheart and boat necks want a balconette or strapless; sheer net blouses look best over a nude tone matched to your skin rather than white. Take your blouses along to a fitting, or at least photograph their backs and necklines, and choose bras to match each one.</p>
<ul>
<li><strong>A multiway strapless bra</strong> for off-shoulder and halter cuts.</li>
<li><strong>A plunge bra</strong> for deep V necklines and lehengas.</li>
<li><strong>A seamless T-shirt bra in your nude</strong> for light georgette and chiffon.</li>
<li><strong>Mid-thigh shaper shorts</strong>: not for shaping so much as for comfort. They stop chafing through twelve-hour days in heavy fabric.</li>
</ul>
<h2>Then the pieces that are just for you</h2>
<p>This is the fun part. A lace set in ivory or wedding red, a satin chemise, a robe you will wear while the mehendi dries. Choose things that feel special but that you will genuinely want to wear again. The best trousseau pieces are the ones you still reach for on your first anniversary.</p>
<h3>Fabrics for a winter wedding</h3>
<p>Even in December, wedding venues get warm under lights and crowds. Choose breathable stretch lace and satin with a little spandex over stiff, scratchy laces. Every one of our lace pieces uses a soft 76% nylon and 24% spandex stretch lace, and our briefs have cotton gussets, which matters more than you might think on a long day.</p>
<h2>A simple checklist</h2>
<ol>
<li>Two or three everyday bras in your nude and black: you will still need them.</li>
<li>A week's worth of comfortable cotton briefs.</li>
<li>One bra per tricky blouse cut.</li>
<li>Shapewear shorts for the main events.</li>
<li>One or two special sets.</li>
<li>Sleepwear that you will not mind relatives seeing at breakfast.</li>
<li>A robe.</li>
</ol>
<h2>Timing</h2>
<p>Measure yourself four to six weeks before the wedding and again a week before, since many brides change size in the final month. Order the special pieces early and the fitted essentials later. Remember that bras and shapewear can be exchanged within seven days if unworn and with tags, but briefs cannot be returned for hygiene reasons, so check the size chart carefully.</p>
<blockquote>Choose for the woman you will be on the morning after the wedding, not only for the photographs.</blockquote>
<p>Our Bridal Trousseau collection gathers all of this in one place, and our team is always glad to help you plan over email. Congratulations, and enjoy every part of it.</p>`,
  },
  {
    slug: 'caring-for-lace-so-it-lasts',
    title_en: 'Caring for Lace So It Lasts',
    color: '#1d1a1c',
    published_at: '2026-02-17',
    des_en: `<p>Lace is one of the oldest and loveliest textiles we have, and it is tougher than it looks. Modern stretch lace, like the 76% nylon and 24% spandex lace we use, can last for years. What shortens its life is not wearing it; it is heat, friction and hurried washing. A few small habits make all the difference.</p>
<h2>Wash by hand when you can</h2>
<p>Fill a basin with cool water and a small amount of gentle detergent, ideally one made for delicates or a mild baby shampoo. Soak your lace for ten minutes, swish it gently and rinse in clean cool water until no suds remain. That is all lace needs. Rubbing, scrubbing and wringing are what pull threads and stretch the edges.</p>
<h3>If you use the machine</h3>
<ul>
<li>Fasten every hook and clasp first so nothing snags.</li>
<li>Put each piece in its own mesh laundry bag.</li>
<li>Choose a cold, delicate cycle with the lowest spin.</li>
<li>Wash lace with other light fabrics, never with denim, towels or anything with zips.</li>
</ul>
<h2>Dry it flat, in the shade</h2>
<p>Press the water out by rolling the piece in a clean towel. Then lay it flat or hang it by the band, out of direct sun. Strong sunlight fades colours quickly, especially deep reds, wines and black, and it slowly weakens the spandex that gives lace its stretch. Never tumble dry: heat is the single biggest enemy of stretch lace and elastic.</p>
<p>During the monsoon, drying can take longer. Hang lace indoors under a fan rather than leaving it damp in a bucket or folded in a bag. A piece left damp overnight can develop marks and a musty smell that are hard to remove.</p>
<h2>Skip the softener</h2>
<p>Fabric softener coats fibres, reduces the stretch of spandex and can leave a film that irritates sensitive skin. Lace does not need it. If you like a scent, tuck a little sachet of dried flowers into your drawer instead.</p>
<h2>Store it kindly</h2>
<ol>
<li>Keep moulded bras nested, one cup inside the next, instead of folding one cup into the other.</li>
<li>Give lace its own drawer or a fabric pouch, away from rough knits and jewellery.</li>
<li>Rotate your favourites. Elastic recovers between wears, so a bra rested for a day lasts longer than one worn daily.</li>
</ol>
<h2>Small repairs</h2>
<p>A pulled thread can usually be eased back through to the wrong side with a fine needle. Never cut it, because that is how small holes begin. A loose strap slider or hook can be stitched back with matching thread in a few minutes.</p>
<blockquote>Treat your lace like a silk sari: gently, with cool water and patience, and it will keep its beauty for years.</blockquote>
<p>Every lace piece in our shop lists its own care notes under <em>Materials used</em> on the product page. When in doubt, choose cool water and the gentlest hands.</p>`,
  },
  {
    slug: 'the-story-of-cherie',
    title_en: 'The Story of Cherie',
    color: '#efb8c0',
    published_at: '2026-03-05',
    des_en: `<p>Every brand has one collection that feels like its heart. For us, it is Cherie. It began, as many good things do, with a complaint from a friend.</p>
<p>She had been looking for a pretty lace bra for her sister's wedding and had come home with two kinds: the beautiful ones that scratched and pinched by lunchtime, and the comfortable ones that looked, in her words, like something from a hospital. Why, she asked, should a woman have to choose?</p>
<h2>Lace that is kind to skin</h2>
<p>That question became our brief. We spent most of a year working with lace mills to find a lace soft enough to wear all day in the heat of a Dhaka summer. The answer was a stretch lace of 76% nylon and 24% spandex, finer than most, that moves with the body instead of sitting stiffly on top of it. We lined the cups in cotton jersey, bound every inner seam in brushed microfibre and gave the briefs a cotton gusset. The lace still looks like lace; it simply behaves like your favourite T-shirt.</p>
<h2>The colour</h2>
<p>We tried dozens of pinks before we found the rose that became Cherie's signature. Too pale and it vanished against lighter skin; too bright and it overwhelmed deeper skin tones. The rose we chose sits warmly on every shade we tested it on, which was the whole point. Black and ivory came next, because every drawer needs them, and then blush and wine as the collection grew.</p>
<h2>The scallop</h2>
<p>If you look closely at the neckline of the Cherie balconette, you will see a gentle scallop, repeated on the waistband of the briefs and the hem of the babydoll. It was drawn by hand by our designer, inspired by the edge of the lace <em>achol</em> on her grandmother's wedding sari. It is a small thing, but it ties the collection together and carries a little of our story into every piece.</p>
<blockquote>We wanted lingerie that a woman would choose for herself, on an ordinary Tuesday, simply because it makes her feel lovely.</blockquote>
<h2>Fitting every body</h2>
<p>From the start, Cherie was made in sizes XS to 3XL, not graded up as an afterthought. We fitted every style on women of different heights, shapes and ages, and changed the pattern each time something did not sit right. The high-waist brief exists because our fit models asked for it; the deeper band on the larger balconette sizes came from their notes too.</p>
<h2>What came next</h2>
<p>Today Cherie includes a balconette, a plunge push-up, a bodysuit, briefs, a thong and a babydoll, all in the same soft rose lace family. It is still our best-loved collection, and we still try every new piece against that first question: is it beautiful, and is it comfortable? If it is not both, it does not go in.</p>
<p>Thank you to everyone who has worn Cherie and written to tell us about it. Your notes are pinned on the wall of our studio in Banani.</p>`,
  },
  {
    slug: 'lingerie-for-humid-summers-in-bangladesh',
    title_en: "Lingerie for Bangladesh's Humid Summers",
    color: '#9cc3e4',
    published_at: '2026-04-09',
    des_en: `<p>From April to October, the air in much of Bangladesh feels like a warm, damp towel. Temperatures in the mid-thirties, humidity near ninety percent and long power cuts make getting dressed a small daily challenge. What you wear closest to your skin matters most of all. Here is what we have learned about staying comfortable.</p>
<h2>Choose breathable fabrics</h2>
<p>Not every synthetic is the same. Our house microfibre (76% nylon and 24% spandex) is fine and smooth, and it wicks moisture away and dries quickly, which is why it works under fitted clothes in the heat. For the hottest days, though, we turn to three others:</p>
<ul>
<li><strong>Cotton</strong> is soft and absorbent, perfect for briefs and sleepwear. It dries slowly, so keep a few spares during the rains.</li>
<li><strong>Modal</strong>, made from beech wood pulp, feels cool to the touch and absorbs more moisture than cotton, yet stays soft wash after wash.</li>
<li><strong>Perforated microfibre</strong> has tiny laser-cut holes that let heat escape from foam bra cups.</li>
</ul>
<h2>Always look for a cotton gusset</h2>
<p>Whatever the outer fabric of your brief, the gusset should be cotton. It lets skin breathe, absorbs moisture and helps prevent the irritation and infections that are more common in hot, humid weather. Every brief, thong and bodysuit we make has one.</p>
<h2>Rethink padding and wires</h2>
<p>Thick foam traps heat. On very hot days, a non-wired bra, a lightly lined bralette or a perforated T-shirt bra will feel far more comfortable than a heavily padded push-up. If you need a wired bra for support, choose one with a mesh back and a cotton lining in the cups.</p>
<h2>Mind the chafing</h2>
<p>Heat and sweat turn small rubs into painful chafing, especially on the inner thighs and under the bust. Light shaper shorts under a kameez or sari help enormously on long days. Make sure bra bands are the right size too: a band that slides around rubs, while one that fits stays still.</p>
<h2>Wash often, dry well</h2>
<ol>
<li>Rinse bras after every one or two wears in summer; sweat and salt break down elastic.</li>
<li>Dry everything completely before putting it away. Damp fabric in a closed cupboard invites mildew during the monsoon.</li>
<li>Hang lingerie indoors under a fan when it rains, rather than leaving it on a damp balcony for days.</li>
<li>Rotate more pieces than usual. Having five or six bras in summer lets each one rest and dry fully.</li>
</ol>
<h2>Sleep cool</h2>
<p>At night, loose modal or cotton sleepwear lets air move around the body. Our customers' favourite summer combination is a modal camisole with cotton shorts, or a short modal pajama set, with the fan on high.</p>
<blockquote>In the heat, comfort is not a luxury. It is what lets you get on with your day.</blockquote>
<p>You will find our coolest pieces gathered in the Monsoon Breeze collection, every one chosen for breathability first. Stay cool, drink plenty of water, and be gentle with yourself on the hottest days.</p>`,
  },
  {
    slug: 'fabrics-for-sensitive-skin',
    title_en: 'Fabrics for Sensitive Skin: What to Look For',
    color: '#f4ede1',
    published_at: '2026-05-13',
    des_en: `<p>If your skin reacts easily, with itching, redness or little bumps where elastic sits, lingerie shopping can feel like a gamble. The good news is that most reactions come from a handful of predictable causes, and they are easy to avoid once you know them.</p>
<h2>Why lingerie irritates</h2>
<ul>
<li><strong>Friction</strong> from rough seams, stiff lace edges and labels.</li>
<li><strong>Trapped heat and moisture</strong>, especially under the bust and at the gusset.</li>
<li><strong>Residues</strong> from dyes, finishing chemicals, detergents and fabric softeners.</li>
<li><strong>Pressure</strong> from bands, waistbands and straps that are too tight.</li>
</ul>
<h2>Fabrics that tend to be gentle</h2>
<h3>Cotton</h3>
<p>Soft, breathable and absorbent, cotton is the classic choice for sensitive skin. Look for combed cotton, which has had short, prickly fibres removed, and a little spandex so the garment fits without tight elastic.</p>
<h3>Modal</h3>
<p>Modal is smoother than cotton, with rounder fibres that glide over skin rather than catching on it. Many people with eczema find it the most comfortable fabric of all.</p>
<h3>Fine microfibre</h3>
<p>A good, fine microfibre, such as the 76% nylon and 24% spandex blend we use, is smooth and moisture-wicking, and pairs well with a cotton lining. Its smoothness means less friction than many textured fabrics.</p>
<h3>Soft stretch lace</h3>
<p>Lace is not automatically irritating. Stiff, rigid lace with raw edges is; fine stretch lace with bound edges usually is not. If lace has troubled you before, try a piece where the lace sits on the outside and a smooth fabric touches the skin.</p>
<h2>Details that matter</h2>
<ol>
<li><strong>A cotton gusset</strong> in every brief. Non-negotiable.</li>
<li><strong>Covered or bonded elastic</strong> instead of bare elastic against the skin.</li>
<li><strong>Printed labels</strong> or soft, easily removed tags.</li>
<li><strong>Flat seams</strong>, or seams bound in soft fabric.</li>
<li><strong>The right size.</strong> Tight bands and waistbands cause more irritation than any fabric.</li>
</ol>
<h2>Caring for sensitive skin through laundry</h2>
<p>Wash every new piece before you wear it, to remove any finishing residues. Use a fragrance-free detergent, and use less of it than the packet suggests. Skip fabric softener entirely, and add an extra rinse if your machine allows. Dry in the shade, and make sure everything is completely dry before wearing.</p>
<blockquote>A small patch of irritation that does not clear within a few days, or that keeps returning, deserves a visit to a dermatologist. Lingerie should never hurt.</blockquote>
<h2>Where to start in our shop</h2>
<p>Our Everyday Cotton Brief, the Breeze Organic-cotton Bralette and the Cloud Modal pieces are the ones our customers with sensitive skin write to us about most often. Every product page lists its full fabric composition under <em>Materials used</em>, so you always know exactly what will touch your skin.</p>`,
  },
  {
    slug: 'shapewear-myths-and-truths',
    title_en: 'Shapewear: Five Myths and the Truth',
    color: '#8a5a44',
    published_at: '2026-06-23',
    des_en: `<p>Shapewear has a complicated reputation. Some women swear by it; others remember an afternoon spent in something that felt like a tourniquet and have never forgiven it. We think the truth is somewhere kinder, so let us look at the most common myths.</p>
<h2>Myth 1: shapewear is meant to change your body</h2>
<p>It is not, and it cannot. Good shapewear smooths. It evens out the lines where a waistband or bra band sits, helps fabric fall cleanly over the hips and gives a fitted dress a seamless surface. Your shape stays yours. Think of it as a well-ironed lining rather than a corset.</p>
<h2>Myth 2: the tighter, the better</h2>
<p>This is the myth that causes the most discomfort. Shapewear that is too small rolls down at the waist, rides up at the thigh, digs in and makes you feel breathless. It also creates new bulges at its edges, which is the opposite of what you wanted. If you are between sizes, size up. You should be able to breathe deeply, sit down, eat lunch and dance.</p>
<h2>Myth 3: shapewear is only for special occasions</h2>
<p>Light-control pieces are wonderful everyday garments. In humid weather, a pair of shaper shorts under a kameez or a dress prevents the inner-thigh chafing that makes walking miserable. A smoothing camisole stops a silk blouse from clinging. Many of our customers wear them for comfort first and smoothing second.</p>
<h2>Myth 4: it is bad for you</h2>
<p>Well-fitting shapewear worn for a day is fine for most people. Problems come from pieces that are far too tight, worn for very long periods, or that restrict breathing and digestion. A few simple rules keep it comfortable:</p>
<ul>
<li>Choose the size that matches your measurements, not the one you hope to be.</li>
<li>Take it off at night and let your skin breathe.</li>
<li>Look for a cotton gusset in anything worn below the waist.</li>
<li>If you feel numbness, tingling or shortness of breath, take it off.</li>
</ul>
<h2>Myth 5: all shapewear is the same</h2>
<p>Shapewear comes in many levels of control and many shapes, and choosing the right one for the outfit makes all the difference:</p>
<ol>
<li><strong>High-waist shaping briefs</strong> for the tummy and waist, under saris and fitted trousers.</li>
<li><strong>Mid-thigh shorts</strong> for dresses, lehengas and long days on your feet.</li>
<li><strong>Open-bust bodysuits</strong> for smoothing from bust to hip while wearing your own bra.</li>
<li><strong>Smoothing camisoles</strong> for light control of the back and midriff under blouses.</li>
<li><strong>Waist cinchers</strong> for defined waists at special occasions, worn for a few hours at a time.</li>
</ol>
<h2>What makes good shapewear</h2>
<p>Look for power mesh that is firm in the shaping panels but softer at the edges, silicone grips that hold without pinching, and flat, bonded hems. Ours is made from 76% nylon and 24% spandex power mesh, double-layered only where it needs to be, and finished with a cotton gusset.</p>
<blockquote>The best shapewear is the one you forget you are wearing.</blockquote>
<p>Shapewear, like bras, can be exchanged within seven days if it is unworn and has its tags, so you can try a size with confidence. Our Sculpt collection has a piece for most outfits, and our team is always happy to help you choose.</p>`,
  },
  {
    slug: 'sizing-xs-to-3xl-for-every-body',
    title_en: 'XS to 3XL: Sizing for Every Body',
    color: '#5b2245',
    published_at: '2026-08-04',
    des_en: `<p>When we started, we made one promise that shaped everything else: every style we design would be made for every body. Not a separate plus-size range with fewer colours and plainer fabrics, but the same lace, the same shades and the same care, from XS to 3XL. Here is how our sizing works, and why we approach it the way we do.</p>
<h2>How our sizes are built</h2>
<p>Each size is built around real body measurements in centimetres, not a number on a label. For bras, that means underbust and bust. For briefs and shapewear, waist and hip. For sleepwear, bust and waist, with the garment length listed too. You will find the exact ranges for every size under <em>Measurements</em> on each product page.</p>
<p>As a rough guide, our XS suits an underbust of about 63 to 67 cm and a hip of about 84 to 88 cm, while our 3XL suits an underbust of about 94 to 99 cm and a hip of about 121 to 128 cm. Always check the table for the specific piece you are choosing, because a stretchy bralette and a structured balconette fit differently.</p>
<h2>Why we do not simply grade up</h2>
<p>The easy way to make larger sizes is to take a small pattern and make everything proportionally bigger. It does not work well. A fuller bust needs wider straps, a deeper band and cups cut in three parts for support. A fuller hip needs a higher rise at the back and leg openings that stay in place. So our larger sizes are fitted on real women with those bodies, and the patterns are adjusted until they feel right.</p>
<p>Our Curve collection takes this further, with pieces designed from the first sketch for sizes L to 3XL: full-coverage bras with four-hook bands, supportive wire-free bralettes and babydolls cut with underbust seaming.</p>
<h2>When your measurements point to different sizes</h2>
<p>Very few bodies fall neatly into a single row of any size chart. If yours does not, that is completely normal. A few rules of thumb:</p>
<ul>
<li><strong>Bras:</strong> choose by your underbust, then pick styles with roomier cups if needed.</li>
<li><strong>Briefs:</strong> choose by your hip.</li>
<li><strong>Shapewear:</strong> choose by your waist, and size up if you are between sizes.</li>
<li><strong>Bodysuits:</strong> let your largest measurement decide.</li>
<li><strong>Sleepwear:</strong> choose by your bust; most pieces are relaxed enough to follow.</li>
</ul>
<h2>A word about numbers</h2>
<p>Sizes are tools, not judgements. The letter on a label says nothing about your worth, your beauty or your health, and it may be different from one brand to the next. We would much rather you wore the size that is comfortable than the size you think you should be.</p>
<blockquote>Every body, every shade, every day. It is not a slogan to us; it is the brief we give ourselves every time we design.</blockquote>
<h2>Every shade, too</h2>
<p>Sizing is only half of inclusion. Our nudes come in several tones, from ivory to mocha, so that a T-shirt bra can truly disappear under white cotton whatever your skin tone. We are working to add more shades every season.</p>
<p>If you cannot find your size in a style you love, please tell us. Those emails decide what we make next.</p>`,
  },
  {
    slug: 'which-bra-for-which-outfit',
    title_en: 'Which Bra for Which Outfit?',
    color: '#1f6b52',
    published_at: '2026-09-15',
    des_en: `<p>The right bra can make a blouse sit beautifully, and the wrong one can spoil an outfit you love. Once you know what each style is for, getting dressed becomes much easier. Here is our quick guide to the five styles in our shop, and when to reach for each.</p>
<h2>T-shirt bra</h2>
<p>Smooth, moulded cups with no seams or lace to show through. A T-shirt bra is the quiet workhorse of the drawer: the one for fitted kameez, thin cotton shirts, knits and anything light-coloured. Choose it in the nude closest to your skin rather than white, which shows through pale fabrics more than you would expect.</p>
<p><strong>Wear it with:</strong> office shirts, fitted kurtas, T-shirts, light georgette.</p>
<h2>Balconette</h2>
<p>Cups cut lower and wider, with straps set further apart, lifting from below for a rounded shape. Balconettes are made for square, sweetheart and boat necklines, and they are flattering on fuller busts too.</p>
<p><strong>Wear it with:</strong> wide-neck blouses, square-neck dresses, sari blouses with a broad front.</p>
<h2>Plunge</h2>
<p>Angled cups that meet at a low centre point, so the bra stays hidden under deep V necks. Plunge bras can be unlined, lightly lined or padded; all of them bring the bust together and forward.</p>
<p><strong>Wear it with:</strong> V-neck tops, wrap dresses, deep-front lehenga cholis.</p>
<h2>Push-up</h2>
<p>Graduated padding, thickest at the bottom of the cup, lifts the bust upward and inward for more volume and cleavage. A push-up is an occasion bra for most women, though some love it every day.</p>
<p><strong>Wear it with:</strong> evening wear, party blouses, anything where you want a little extra shape.</p>
<h2>Non-wired and bralettes</h2>
<p>Support from the band, the fabric and the cut rather than from underwires. Today's non-wired bras can be surprisingly supportive, and bralettes, with no wires and little or no padding, are the softest of all.</p>
<p><strong>Wear it with:</strong> loungewear, travel days, working from home, loose tops and hot weather.</p>
<h2>Special cases</h2>
<ul>
<li><strong>Backless and low-back blouses:</strong> a multiway bra with the straps crossed low, or a bodysuit with a low back.</li>
<li><strong>Off-the-shoulder and halter necks:</strong> a strapless or multiway bra with a silicone-lined band.</li>
<li><strong>Sheer fabrics:</strong> a bra in your own nude, or a deliberately visible bralette in a contrasting colour.</li>
<li><strong>Sports and yoga:</strong> a racerback bralette or sports bra with a firm band.</li>
</ul>
<h2>Build a small rotation</h2>
<p>You do not need every style. Most women are well served by two T-shirt bras in nude, one in black, one non-wired bra for home, and one special bra for the necklines they wear most. Add to that as your wardrobe asks for it.</p>
<blockquote>Dress from the inside out: choose the outfit, then the bra, then step out feeling settled and comfortable.</blockquote>
<p>You can filter our shop by style to see every bra of each kind, and each product page has a measurement table and, for many bras, a short video on what size to get.</p>`,
  },
  {
    slug: 'a-capsule-lingerie-drawer',
    title_en: 'A Capsule Lingerie Drawer: Fewer, Better Pieces',
    color: '#b9a3d3',
    published_at: '2026-10-27',
    des_en: `<p>Open most lingerie drawers and you will find the same story: a few pieces worn constantly, and a tangle of things bought on a whim that never quite fit. A capsule drawer turns that around. It is a small, thoughtful set of pieces that all work, all fit and all get worn. Here is how to build one.</p>
<h2>Step 1: clear out</h2>
<p>Take everything out. Try on each bra and ask three honest questions: does the band sit level, do the cups lie smooth, and do I actually wear it? Anything with stretched-out elastic, bent wires or a fit that has never felt right can go. Worn-out briefs go too. Be gentle but firm; you are making room for pieces you will love.</p>
<h2>Step 2: measure yourself</h2>
<p>Before buying anything, measure your underbust, bust, waist and hip in centimetres. Your size may have changed since you last checked, and buying a capsule in the wrong size defeats the purpose.</p>
<h2>Step 3: the essentials</h2>
<p>This is the core that covers most days. Adjust the numbers to your own life, but for most women it looks something like this:</p>
<ul>
<li><strong>Two T-shirt bras in your nude shade</strong>, to wear under almost anything.</li>
<li><strong>One T-shirt or plunge bra in black</strong>, for dark clothes and evenings.</li>
<li><strong>One non-wired bra or bralette</strong>, for home, travel and hot days.</li>
<li><strong>Seven to ten briefs</strong> in breathable fabrics with cotton gussets, in the cuts you find most comfortable.</li>
<li><strong>Two seamless pieces</strong>, a hipster or thong, for fitted clothes.</li>
</ul>
<h2>Step 4: the occasion pieces</h2>
<p>Now add one or two pieces for the outfits you wear often but not daily: a strapless or multiway bra for festive blouses, and light shaper shorts for weddings and long days. Look at your wardrobe rather than a list: if you never wear off-the-shoulder tops, you do not need a strapless bra.</p>
<h2>Step 5: something just for you</h2>
<p>A capsule does not mean plain. Add one set that makes you feel wonderful, whether that is rose lace, deep wine satin or an emerald balconette. Lingerie is one of the few things we wear purely for ourselves, and that deserves a place.</p>
<h2>Step 6: sleep and lounge</h2>
<p>Two sets of comfortable sleepwear, one light for summer and one warmer for winter, and a robe if you like one. That is plenty.</p>
<h2>Keeping it working</h2>
<ol>
<li>Rotate your bras, so that none is worn two days in a row.</li>
<li>Wash gently in cool water and dry in the shade.</li>
<li>Replace everyday bras roughly every year, or whenever you reach the tightest hook.</li>
<li>Re-measure every six months.</li>
</ol>
<blockquote>A good drawer is not a full one. It is one where every piece fits, and every piece gets worn.</blockquote>
<p>Our Everyday Essentials collection was designed with exactly this drawer in mind: T-shirt bras in four shades, seamless hipsters, cotton briefs and soft non-wired bras that mix and match with each other and with everything else you own.</p>`,
  },
];
