/**
 * How the production server (server/index.mjs) has a page's scripts fetched after its first paint. Next.js names
 * them in the page's head as `<script async>` (and a `<link rel="preload">`): a phone starts fetching the page's
 * scripts as soon as the head arrives, over the link it shares with the page's picture and font, and evaluates
 * them, a file at a time, while it has not painted the page yet. The picture a page opens on (its LCP) waits.
 *
 * Here each of those tags becomes `<script data-src>`, which fetches nothing (the one React puts at the end of the
 * body too), the preloads go, and a small script at the end of the head turns them back into scripts once the
 * document is parsed and a frame painted. Nothing else changes: the same files, with their integrity hashes, are
 * fetched asynchronously and run in whatever order they arrive, as before; but the page's load event may now come
 * before them. Why, and what it gained: docs/adr/0003-scripts-after-paint.md.
 */
import { bytesOf, callbackOf, holdAnswer } from './held-answer.mjs';

/** A script tag with an address: held back when it is async and not one of the `noModule` polyfills. */
const SCRIPT_TAG = /^<script src=("[^"]*")([^>]*)>$/i;
const HEAD_END = '</head>';
/** Where a tag to rewrite starts; the rest of a page passes on as it is, found by the runtime's byte search. */
const MARKS = ['<script src=', '<link rel="preload" as="script"', HEAD_END];

/**
 * Turns `<script data-src>` back into scripts once the first screen has painted: when the document is parsed or, for
 * a page still streaming, once its first content has painted, it waits for the pictures then on the screen to be
 * decoded (at most `FIRST_SCREEN_WAIT_MS`), then for two frames; any held back later load at once. A touch or a key
 * from then on loads them at once (the shopper wants the page to answer); so does a background tab, which paints no
 * frame. The pictures of the first screen so have the line to themselves, and a phone's largest paint does not wait
 * for the scripts. Which pictures are on the screen an IntersectionObserver says, as the next frame is drawn: asking
 * each picture where it is (getBoundingClientRect) laid the whole page out at once, in the task that parsed its end.
 */
const FIRST_SCREEN_WAIT_MS = 3000;
const LOADER =
  '<script>(function(){var d=document,w=window,started=false,done=false,timer;function load(){done=true;' +
  'clearTimeout(timer);d.querySelectorAll("script[data-src]").forEach(function(s){var e=d.createElement("script");' +
  'for(var i=0;i<s.attributes.length;i++){var a=s.attributes[i];e.setAttribute(a.name==="data-src"?"src":a.name,a.value)}' +
  's.replaceWith(e)})}' +
  'function start(){if(done||d.visibilityState==="hidden")return load();if(started)return;started=true;' +
  'var left=1;timer=setTimeout(load,' +
  FIRST_SCREEN_WAIT_MS +
  ');' +
  'function one(){if(--left===0)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load)})})}' +
  'if(!d.images.length||!w.IntersectionObserver)return one();' +
  'var seen=new IntersectionObserver(function(entries){seen.disconnect();entries.forEach(function(e){' +
  'if(e.isIntersecting&&e.boundingClientRect.width>0){left++;e.target.decode().then(one,one)}});one()});' +
  '[].forEach.call(d.images,function(p){seen.observe(p)})}' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",start);else start();' +
  'd.addEventListener("visibilitychange",function(){if(started&&d.visibilityState==="hidden")load()});' +
  '["pointerdown","keydown"].forEach(function(t){d.addEventListener(t,function(){if(started&&!done)load()},' +
  '{capture:true,passive:true})});' +
  'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}})' +
  '.observe({type:"paint",buffered:true})}catch(e){}})()</script>';

/** A tag met (whole), as it goes on: a script preload dropped, an async script held back, any other as it is. */
function rewriteTag(tag) {
  if (!tag.startsWith('<script')) return '';
  const [, src, rest] = tag.match(SCRIPT_TAG) ?? [];
  return rest !== undefined && /\basync\b/i.test(rest) && !/\bnomodule\b/i.test(rest) ? `<script data-src=${src}${rest}>` : tag;
}

/**
 * The rewrite of one page, piece by piece (whole tags only): its async scripts held back until after the first
 * paint and the loader put at the end of its head. Only the tags rewritten are read as text (Latin-1, one
 * character a byte, so no UTF-8 character changes); a piece with none passes on as the same bytes.
 */
function pageRewriter() {
  let headEnded = false;
  return (piece) => {
    const parts = [];
    const found = MARKS.map((mark) => piece.indexOf(mark));
    let from = 0;
    for (;;) {
      let which = -1;
      found.forEach((at, i) => {
        if (at >= 0 && (which < 0 || at < found[which])) which = i;
      });
      if (which < 0) break;
      const at = found[which];
      parts.push(piece.subarray(from, at));
      if (MARKS[which] === HEAD_END) {
        from = at + HEAD_END.length;
        parts.push(Buffer.from(headEnded ? HEAD_END : LOADER + HEAD_END, 'latin1'));
        headEnded = true;
      } else {
        const close = piece.indexOf('>', at);
        from = close < 0 ? piece.length : close + 1;
        parts.push(Buffer.from(rewriteTag(piece.toString('latin1', at, from)), 'latin1'));
      }
      found[which] = piece.indexOf(MARKS[which], from);
    }
    if (!parts.length) return piece;
    parts.push(piece.subarray(from));
    return Buffer.concat(parts);
  };
}

const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('Content-Type') ?? ''));

/**
 * The middleware's work on one answer (server/index.mjs calls it before Next.js answers): a page's HTML goes on rewritten
 * piece by piece as it streams (a tag cut between two writes waits for the rest); any other answer, and a HEAD's,
 * passes on untouched.
 */
export function scriptsAfterPaint(req, res) {
  if (req.method !== 'GET') return;
  let rewriting = null;
  const rewrite = pageRewriter();
  /** The end of the page so far from its last unfinished tag on. */
  let rest = Buffer.alloc(0);

  /** Decided at the answer's first head or byte, once its headers are known; its length changes as it is rewritten. */
  const decide = () => {
    if (rewriting === null) {
      rewriting = isHtml(res);
      if (rewriting) res.removeHeader('Content-Length');
    }
    if (!rewriting) letGo();
    return rewriting;
  };
  /** What of the page so far can be rewritten now: up to its last unfinished tag, which waits for the next write. */
  const takeWhole = (chunk, enc) => {
    const bytes = bytesOf(chunk, enc);
    const all = rest.length ? Buffer.concat([rest, bytes]) : bytes;
    const open = all.lastIndexOf('<');
    const cut = open >= 0 && all.indexOf('>', open) < 0 ? open : all.length;
    rest = Buffer.from(all.subarray(cut));
    return rewrite(all.subarray(0, cut));
  };
  // Callbacks are called here, once a write is taken (its bytes may wait for the rest of a tag): the compression
  // stream behind would drop them.
  const write = (chunk, enc, callback) => {
    const done = callbackOf(enc, callback);
    if (done) process.nextTick(done);
    const piece = takeWhole(chunk, enc);
    return piece.length ? next.write.call(res, piece) : true;
  };
  const end = (chunk, enc, callback) => {
    const done = callbackOf(chunk, enc, callback);
    if (done) res.once('finish', done);
    const piece = chunk && typeof chunk !== 'function' ? takeWhole(chunk, enc) : Buffer.alloc(0);
    letGo();
    return next.end.call(res, Buffer.concat([piece, rest]));
  };
  const { next, letGo } = holdAnswer(res, decide, { write, end, headPasses: true });
}
